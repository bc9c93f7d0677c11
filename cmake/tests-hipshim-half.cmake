# Tests of hipshim's half-precision headers (hip_fp16.h, hip_bf16.h, hip_bfloat16.h): the
# self-checking HIP programs of tests/hipshim/half/, compiled with build/hipshim-cc like a user
# would and run at warp size 32 and 64 (they run under ASan+UBSan too, as hipshim-cc then adds
# the sanitizers); the headers alone under g++ and clang++ with -Werror -pedantic, with and
# without HIP's no-conversion/no-operator switches; the API's signatures against real hipcc.
# Owned by the hipshim half-precision area.
if(TARGET hipshim)
  set(HSHALF_SRC ${CMAKE_SOURCE_DIR}/tests/hipshim/half)
  set(HSHALF_DIR ${CMAKE_BINARY_DIR}/hipshim-half-tests)
  file(GLOB HSHALF_HEADERS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/include/hip/*.h
                                             ${CMAKE_SOURCE_DIR}/include/hip/hipshim/*)
  set(HSHALF_TESTS convert arith kernel bf16)
  set(HSHALF_OUTPUTS "")
  foreach(t ${HSHALF_TESTS})
    add_custom_command(OUTPUT ${HSHALF_DIR}/${t}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${HSHALF_DIR}
      COMMAND ${CMAKE_BINARY_DIR}/hipshim-cc -O1 -g -Wall -Wextra -o ${HSHALF_DIR}/${t} ${HSHALF_SRC}/${t}.hip
      DEPENDS hipshim ${HSHALF_SRC}/${t}.hip ${HSHALF_SRC}/hf_test.h ${HSHALF_HEADERS}
              ${CMAKE_SOURCE_DIR}/scripts/hipshim-cc.in cu2hip
      COMMENT "hipshim-cc ${t}.hip" VERBATIM)
    list(APPEND HSHALF_OUTPUTS ${HSHALF_DIR}/${t})
    foreach(ws 32 64)
      set(name hipshim.half.${t}.ws${ws})
      add_test(NAME ${name} COMMAND ${HSHALF_DIR}/${t})
      set_tests_properties(${name} PROPERTIES ENVIRONMENT HIPSHIM_WARP_SIZE=${ws} LABELS hipshim TIMEOUT 120
                           PASS_REGULAR_EXPRESSION "half\\.${t}: ok \\([0-9]+ checks, warp size ${ws}\\)")
    endforeach()
  endforeach()
  # the API file compiles with hipshim-cc as part of the build (it has no main)
  add_custom_command(OUTPUT ${HSHALF_DIR}/api.o
    COMMAND ${CMAKE_COMMAND} -E make_directory ${HSHALF_DIR}
    COMMAND ${CMAKE_BINARY_DIR}/hipshim-cc -Wall -Wextra -c -o ${HSHALF_DIR}/api.o ${HSHALF_SRC}/api.hip
    DEPENDS hipshim ${HSHALF_SRC}/api.hip ${HSHALF_HEADERS} ${CMAKE_SOURCE_DIR}/scripts/hipshim-cc.in cu2hip
    COMMENT "hipshim-cc -c api.hip" VERBATIM)
  list(APPEND HSHALF_OUTPUTS ${HSHALF_DIR}/api.o)
  add_custom_target(hipshim_half_tests ALL DEPENDS ${HSHALF_OUTPUTS})

  # the headers on their own, with each host compiler (only compilers: label compile)
  set(HSHALF_CXXS ${CMAKE_CXX_COMPILER})
  find_program(HSHALF_CLANGXX NAMES clang++-19 clang++)
  if(HSHALF_CLANGXX)
    list(APPEND HSHALF_CXXS ${HSHALF_CLANGXX})
  endif()
  list(REMOVE_DUPLICATES HSHALF_CXXS)
  set(HSHALF_NO_FLAGS "-D__HIP_NO_HALF_CONVERSIONS__ -D__HIP_NO_HALF_OPERATORS__ -D__HIP_NO_BFLOAT16_CONVERSIONS__ -D__HIP_NO_BFLOAT16_OPERATORS__")
  foreach(cxx ${HSHALF_CXXS})
    get_filename_component(cxxname ${cxx} NAME)
    foreach(variant plain noconv)
      set(flags "")
      if(variant STREQUAL "noconv")
        set(flags ${HSHALF_NO_FLAGS})
      endif()
      set(exe ${HSHALF_DIR}/headers-${cxxname}-${variant})
      add_test(NAME hipshim.half.headers.${cxxname}.${variant}
        COMMAND sh -c "mkdir -p \"$(dirname \"$2\")\" && \"$0\" -std=c++17 -Wall -Wextra -Werror -pedantic $3 -I\"$1/include\" \"$1/tests/hipshim/half/headers.cpp\" -o \"$2\" && \"$2\""
                ${cxx} ${CMAKE_SOURCE_DIR} ${exe} "${flags}")
      set_tests_properties(hipshim.half.headers.${cxxname}.${variant} PROPERTIES
        LABELS "hipshim;compile" TIMEOUT 120 PASS_REGULAR_EXPRESSION "headers: ok")
    endforeach()
  endforeach()

  # the same API, compiled by the real hipcc (external compiler: label compile)
  find_program(HSHALF_HIPCC hipcc)
  if(HSHALF_HIPCC)
    add_test(NAME hipshim.half.api-hipcc
      COMMAND ${HSHALF_HIPCC} --offload-arch=gfx90a -c ${HSHALF_SRC}/api.hip -o ${HSHALF_DIR}/api-hipcc.o)
    set_tests_properties(hipshim.half.api-hipcc PROPERTIES LABELS compile TIMEOUT 300)
  endif()
endif()
