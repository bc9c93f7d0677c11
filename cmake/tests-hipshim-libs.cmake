# hipshim's HIP libraries (cmake/hipshim-libs.cmake): the header guard, hipshim-cc's -l flags of
# the HIP libraries, cu2hip-run's nvcc options, and each library's tests (tests/hipshim/libs/).
# Owned by the hipshim libraries area.
if(TARGET hipshim)
  set(HS_LIBS_SRC ${CMAKE_SOURCE_DIR}/tests/hipshim/libs)
  set(HS_LIBS_BIN ${CMAKE_BINARY_DIR}/tests/hipshim/libs)
  file(MAKE_DIRECTORY ${HS_LIBS_BIN})
  set(HS_CC ${CMAKE_BINARY_DIR}/hipshim-cc)

  # a HIP header hipshim lacks stops the compile at its include, naming it and its library
  add_test(NAME hipshim.libs.guard
    COMMAND sh -c "\"$0\" \"$1\" -o \"$3/guard\" 2>&1; echo status=$?; \"$0\" \"$2\" -o \"$3/guard\" 2>&1; echo status=$?"
            ${HS_CC} ${HS_LIBS_SRC}/guard_miopen.hip ${HS_LIBS_SRC}/guard_rocprim.cpp ${HS_LIBS_BIN})
  set_tests_properties(hipshim.libs.guard PROPERTIES LABELS hipshim TIMEOUT 120
    PASS_REGULAR_EXPRESSION "In file included from [^\n]*guard_miopen.hip:5:\n[^\n]*/miopen/miopen.h:[0-9]+:[0-9]+: fatal error: hipshim does not provide <miopen/miopen.h> \\(MIOpen\\)[^\n]*\n.*compilation terminated.\nstatus=1\nIn file included from [^\n]*guard_rocprim.cpp:3:\n[^\n]*/rocprim/rocprim.hpp:[0-9]+:[0-9]+: fatal error: hipshim does not provide <rocprim/rocprim.hpp> \\(rocPRIM\\)[^\n]*\n.*compilation terminated.\nstatus=1\n$")

  # the library headers define AMD's include guards (compiled only)
  add_test(NAME hipshim.libs.include-guards
    COMMAND ${HS_CC} -c ${HS_LIBS_SRC}/include_guards.hip -o ${HS_LIBS_BIN}/include_guards.o)
  set_tests_properties(hipshim.libs.include-guards PROPERTIES LABELS hipshim TIMEOUT 120)

  # -l flags: the HIP runtime's own names link hipshim's runtime; a HIP library hipshim lacks is
  # an error naming it; other libraries pass through to the linker
  add_test(NAME hipshim.libs.link-flags
    COMMAND sh -c "\"$0\" \"$1\" -lamdhip64 -l amdhip64 -lm -o \"$2/link\" && \"$2/link\" && echo linked; \"$0\" \"$1\" -l MIOpen -o \"$2/link\"; echo status=$?; \"$0\" \"$1\" -lhipshim_no_such_lib -o \"$2/link\" 2>&1 | grep -c 'no_such_lib'"
            ${HS_CC} ${HS_LIBS_SRC}/link_flags.hip ${HS_LIBS_BIN})
  set_tests_properties(hipshim.libs.link-flags PROPERTIES LABELS hipshim TIMEOUT 120
    PASS_REGULAR_EXPRESSION "^link_flags: ok\nlinked\nhipshim-cc: -lMIOpen: hipshim does not provide MIOpen\nstatus=1\n[1-9]")

  # hipBLAS: the generated wrappers match their table; the HIP-side test (its expected stderr
  # line is the GemmEx combination hipshim does not run)
  find_package(Python3 COMPONENTS Interpreter)
  if(Python3_FOUND)
    add_test(NAME hipshim.libs.hipblas.fresh
      COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/scripts/gen-hipblas --check)
    set_tests_properties(hipshim.libs.hipblas.fresh PROPERTIES LABELS hipshim TIMEOUT 60)
  endif()
  # each library's HIP-side test: built with its -l flag, run; stdout ends "NAME: ok" after the
  # one stderr line of the call it makes on purpose that hipshim does not run
  set(HS_LIBS_API
    "hipblas|-lrocblas|hipblasGemmEx: A HIP_R_8F_E4M3, B HIP_R_8F_E4M3, C HIP_R_32F with HIPBLAS_COMPUTE_32F is not supported \\(HIPBLAS_STATUS_NOT_SUPPORTED\\)"
    "hipblaslt|-lhipblaslt|hipblasLtMatmulAlgoGetHeuristic: row-major layouts are not supported \\(HIPBLAS_STATUS_NOT_SUPPORTED\\)"
    "hipfft|-lhipfft|hipfftXtSetCallbackSharedSize: shared memory for callbacks is not supported \\(HIPFFT_NOT_SUPPORTED\\)"
    "hipsparse|-lhipsparse|hipsparseSpMV: mixed value and compute types are not supported \\(HIPSPARSE_STATUS_NOT_SUPPORTED\\)")
  foreach(entry ${HS_LIBS_API})
    string(REPLACE "|" ";" entry "${entry}")
    list(GET entry 0 lib)
    list(GET entry 1 flag)
    list(GET entry 2 said)
    if(NOT TARGET hipshim_${lib})
      continue()
    endif()
    add_test(NAME hipshim.libs.${lib}_api
      COMMAND sh -c "\"$0\" -Wall -Wextra -Werror \"$1\" $3 -o \"$2/${lib}_api\" && \"$2/${lib}_api\" 2>&1"
              ${HS_CC} ${HS_LIBS_SRC}/${lib}_api.hip ${HS_LIBS_BIN} ${flag})
    set_tests_properties(hipshim.libs.${lib}_api PROPERTIES LABELS hipshim TIMEOUT 120
      PASS_REGULAR_EXPRESSION "^hipshim: ${said}\n${lib}_api: ok\n$")
  endforeach()

  # library calls taken by a stream capture run at every launch of the graph
  if(TARGET hipshim_hipblas AND TARGET hipshim_hipfft)
    add_test(NAME hipshim.libs.graph_capture
      COMMAND sh -c "\"$0\" -Wall -Wextra -Werror \"$1\" -lrocblas -lhipfft -o \"$2/graph_capture\" && \"$2/graph_capture\" 2>&1"
              ${HS_CC} ${HS_LIBS_SRC}/graph_capture.hip ${HS_LIBS_BIN})
    set_tests_properties(hipshim.libs.graph_capture PROPERTIES LABELS hipshim TIMEOUT 120
      PASS_REGULAR_EXPRESSION "^graph_capture: ok\n$")
  endif()

  add_test(NAME programs.cu2hip-run.nvcc-flags
    COMMAND ${CMAKE_SOURCE_DIR}/scripts/test-cu2hip-run nvcc-flags ${CMAKE_BINARY_DIR})
  set_tests_properties(programs.cu2hip-run.nvcc-flags PROPERTIES
    LABELS "programs;hipshim" SKIP_RETURN_CODE 77 TIMEOUT 300)
endif()
