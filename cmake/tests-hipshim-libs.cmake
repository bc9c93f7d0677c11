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
            ${HS_CC} ${HS_LIBS_SRC}/guard_hiprtc.hip ${HS_LIBS_SRC}/guard_rocprim.cpp ${HS_LIBS_BIN})
  set_tests_properties(hipshim.libs.guard PROPERTIES LABELS hipshim TIMEOUT 120
    PASS_REGULAR_EXPRESSION "In file included from [^\n]*guard_hiprtc.hip:5:\n[^\n]*/hip/hiprtc.h:[0-9]+:[0-9]+: fatal error: hipshim does not provide <hip/hiprtc.h> \\(hipRTC\\)[^\n]*\n.*compilation terminated.\nstatus=1\nIn file included from [^\n]*guard_rocprim.cpp:3:\n[^\n]*/rocprim/rocprim.hpp:[0-9]+:[0-9]+: fatal error: hipshim does not provide <rocprim/rocprim.hpp> \\(rocPRIM\\)[^\n]*\n.*compilation terminated.\nstatus=1\n$")

  # -l flags: the HIP runtime's own names link hipshim's runtime; a HIP library hipshim lacks is
  # an error naming it; other libraries pass through to the linker
  add_test(NAME hipshim.libs.link-flags
    COMMAND sh -c "\"$0\" \"$1\" -lamdhip64 -l amdhip64 -lm -o \"$2/link\" && \"$2/link\" && echo linked; \"$0\" \"$1\" -l MIOpen -o \"$2/link\"; echo status=$?; \"$0\" \"$1\" -lhipshim_no_such_lib -o \"$2/link\" 2>&1 | grep -c 'no_such_lib'"
            ${HS_CC} ${HS_LIBS_SRC}/link_flags.hip ${HS_LIBS_BIN})
  set_tests_properties(hipshim.libs.link-flags PROPERTIES LABELS hipshim TIMEOUT 120
    PASS_REGULAR_EXPRESSION "^link_flags: ok\nlinked\nhipshim-cc: -lMIOpen: hipshim does not provide MIOpen\nstatus=1\n[1-9]")

  add_test(NAME programs.cu2hip-run.nvcc-flags
    COMMAND ${CMAKE_SOURCE_DIR}/scripts/test-cu2hip-run nvcc-flags ${CMAKE_BINARY_DIR})
  set_tests_properties(programs.cu2hip-run.nvcc-flags PROPERTIES
    LABELS "programs;hipshim" SKIP_RETURN_CODE 77 TIMEOUT 300)
endif()
