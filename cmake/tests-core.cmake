# tests-core.cmake - the core translator's CTest cases: unit tests (edits, diag, containers), golden
# translations in prelude and --cuda-path modes, idempotency, CLI cases, the man page examples,
# and the hipcc compile check (label compile).

# ---- unit tests ----
foreach(t edits diag translate incdirs containers)
  add_executable(core_test_${t} ${CMAKE_SOURCE_DIR}/tests/unit/test_${t}.c)
  target_link_libraries(core_test_${t} PRIVATE cu2hip_core)
endforeach()
add_test(NAME core.unit.edits COMMAND core_test_edits)
add_test(NAME core.unit.diag COMMAND core_test_diag)
add_test(NAME core.unit.containers COMMAND core_test_containers)
add_test(NAME core.unit.incdirs COMMAND core_test_incdirs)
add_test(NAME core.translate.project-headers
         COMMAND core_test_translate ${CMAKE_SOURCE_DIR}/testdata/translate/project)

# ---- golden translations: prelude mode (+ diagnostics), SDK mode, idempotency ----
set(CU2HIP_TEST_CUDA_PATH "/usr/local/cuda" CACHE PATH "CUDA SDK for the --cuda-path golden tests")
file(GLOB CORE_GOLDEN_CASES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/translate/*.cu
     ${CMAKE_SOURCE_DIR}/testdata/translate/*.c)
foreach(cu ${CORE_GOLDEN_CASES})
  get_filename_component(name ${cu} NAME_WE)
  foreach(mode prelude sdk idem)
    add_test(NAME core.golden.${name}.${mode}
             COMMAND sh ${CMAKE_SOURCE_DIR}/tests/unit/golden.sh $<TARGET_FILE:cu2hip> ${cu} ${mode}
                     ${CU2HIP_TEST_CUDA_PATH})
    set_tests_properties(core.golden.${name}.${mode} PROPERTIES SKIP_REGULAR_EXPRESSION "^SKIP:")
  endforeach()
endforeach()

# ---- command line: usage errors, bad input, outputs, stats ----
add_test(NAME core.cli COMMAND sh ${CMAKE_SOURCE_DIR}/testdata/cli/run.sh $<TARGET_FILE:cu2hip>)

# ---- Windows code parsed with mingw-w64's headers (skipped where mingw-w64 is missing) ----
add_test(NAME core.windows COMMAND sh ${CMAKE_SOURCE_DIR}/testdata/windows/check.sh $<TARGET_FILE:cu2hip>)
set_tests_properties(core.windows PROPERTIES SKIP_RETURN_CODE 77)

# ---- every EXAMPLES entry of man/cu2hip.1 runs as documented ----
add_test(NAME core.man-examples
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/unit/man-examples.sh $<TARGET_FILE:cu2hip>
                 ${CMAKE_SOURCE_DIR}/man/cu2hip.1 ${CMAKE_SOURCE_DIR}/testdata/cli/files)

# ---- every golden .hip of every area compiles with the real hipcc (external compiler) ----
add_test(NAME core.hipcc-goldens COMMAND sh ${CMAKE_SOURCE_DIR}/tests/unit/hipcc-all.sh ${CMAKE_SOURCE_DIR}/testdata)
set_tests_properties(core.hipcc-goldens PROPERTIES LABELS compile SKIP_REGULAR_EXPRESSION "^SKIP:" TIMEOUT 600)

# ---- a translated host C file (testdata/translate/*.c) stays C: it compiles as C with the real
# HIP headers (hipcc -x c; C code names the platform itself, as HIP's headers ask) ----
file(GLOB CORE_GOLDEN_C CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/translate/*.c)
foreach(c ${CORE_GOLDEN_C})
  get_filename_component(name ${c} NAME_WE)
  add_test(NAME core.hipcc-c.${name}
           COMMAND sh -c "command -v \"\${HIPCC:-hipcc}\" >/dev/null || { echo 'SKIP: hipcc not found'; exit 0; }; \"\${HIPCC:-hipcc}\" -x c -D__HIP_PLATFORM_AMD__ -Werror=implicit-function-declaration -c \"$1\" -o \"$2\""
                   sh ${CMAKE_SOURCE_DIR}/testdata/translate/${name}.hip ${CMAKE_CURRENT_BINARY_DIR}/hipcc-c-${name}.o)
  set_tests_properties(core.hipcc-c.${name} PROPERTIES LABELS compile SKIP_REGULAR_EXPRESSION "^SKIP:")
endforeach()

# ---- every option of --help is documented in the man page ----
add_test(NAME core.help-in-man
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/unit/help-in-man.sh $<TARGET_FILE:cu2hip>
                 ${CMAKE_SOURCE_DIR}/man/cu2hip.1)
