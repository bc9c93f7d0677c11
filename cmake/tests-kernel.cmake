# Tests of the kernel-language transforms (pass_launch, pass_bounds, pass_masks, pass_unsupported, pass_profile): one golden test per
# testdata/kernel/*.cu (default profile and --hip-version 5.2, tests/kernel/golden.sh), and one
# compile check of every golden output with Debian's hipcc (label compile, skipped without hipcc);
# kernel.headers runs the batch-mode project testdata/kernel/headers (project headers).
# Regenerate goldens: tests/kernel/golden.sh --update BUILD/cu2hip testdata/kernel NAME...
#                     tests/kernel/headers.sh --update BUILD/cu2hip testdata/kernel headers
file(GLOB CU2HIP_KERNEL_CASES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/kernel/*.cu)
foreach(case ${CU2HIP_KERNEL_CASES})
  get_filename_component(name ${case} NAME_WE)
  add_test(NAME kernel.golden.${name}
           COMMAND sh ${CMAKE_SOURCE_DIR}/tests/kernel/golden.sh $<TARGET_FILE:cu2hip>
                   ${CMAKE_SOURCE_DIR}/testdata/kernel ${name})
  set_tests_properties(kernel.golden.${name} PROPERTIES LABELS kernel TIMEOUT 60)
endforeach()

# (hipcc-fast: hipcc's own command line without its start-up, cmake/test-suite.cmake)
add_test(NAME kernel.compile
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/kernel/compile_check.sh ${CMAKE_SOURCE_DIR}
                 ${CMAKE_BINARY_DIR}/hipcc-fast 2)
set_tests_properties(kernel.compile PROPERTIES LABELS "compile;kernel" SKIP_RETURN_CODE 77
                     TIMEOUT 600)

# Project headers in batch mode (tests/kernel/headers.sh): testdata/kernel/headers/src translated
# with --out-dir must give expected/ (and expected-5.2/ under --hip-version 5.2).
add_test(NAME kernel.headers
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/kernel/headers.sh $<TARGET_FILE:cu2hip>
                 ${CMAKE_SOURCE_DIR}/testdata/kernel headers)
set_tests_properties(kernel.headers PROPERTIES LABELS kernel TIMEOUT 60)

# The deduced template arguments of launches in templates must satisfy a HIP whose
# hipLaunchKernelGGL is a function template (hipshim): compile both profiles' outputs with it.
add_test(NAME kernel.deduce.hipshim
         COMMAND sh -c "${CMAKE_BINARY_DIR}/hipshim-cc -c ${CMAKE_SOURCE_DIR}/testdata/kernel/launch_deduce.hip -o /dev/null && ${CMAKE_BINARY_DIR}/hipshim-cc -c ${CMAKE_SOURCE_DIR}/testdata/kernel/launch_deduce.5.2.hip -o /dev/null")
set_tests_properties(kernel.deduce.hipshim PROPERTIES LABELS "compile;kernel")

# Idempotency over every CUDA input of testdata/: translating a translation changes
# nothing (tests/kernel/idempotent.sh); the kernel goldens check the same per case and profile.
add_test(NAME kernel.idempotent
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/kernel/idempotent.sh $<TARGET_FILE:cu2hip>
                 ${CMAKE_SOURCE_DIR}/testdata)
set_tests_properties(kernel.idempotent PROPERTIES LABELS kernel TIMEOUT 600)

# --rename-ext and #includes of renamed headers the run cannot resolve.
add_test(NAME kernel.rename-dangling
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/kernel/rename_dangling.sh $<TARGET_FILE:cu2hip>)
set_tests_properties(kernel.rename-dangling PROPERTIES LABELS kernel TIMEOUT 60)

# Fuzz reproducers (tests/fuzz/repro; the libFuzzer targets are built with -DCU2HIP_FUZZ=ON,
# cmake/fuzz.cmake): each runs through the ordinary cu2hip without a crash or internal error.
add_test(NAME fuzz.repro
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/fuzz/repro.sh $<TARGET_FILE:cu2hip>
                 ${CMAKE_SOURCE_DIR}/tests/fuzz/repro)
set_tests_properties(fuzz.repro PROPERTIES LABELS kernel TIMEOUT 120)
