# Tests of the rule tables: the loader (unit tests + bad rule files), the tables themselves
# (coverage of CUDA's headers, freshness of the generated tables, docs and prelude declarations),
# --list-rules, golden translations of library programs and their parsing without warnings through
# the prelude's library declarations. About 25 s in all (15 s without the compile label).

# The loader test links src/rules.c directly with the compiled tables of cmake/cu2hip.cmake,
# so it tests the loader without the rest of the translator.
add_executable(test_rules ${CMAKE_SOURCE_DIR}/tests/rules/test_rules.c
                          ${CMAKE_SOURCE_DIR}/src/rules.c ${CMAKE_SOURCE_DIR}/src/util.c
                          ${CMAKE_SOURCE_DIR}/src/containers.c ${CMAKE_SOURCE_DIR}/src/jsonloc.c
                          ${CU2HIP_RULES_C})
target_include_directories(test_rules PRIVATE ${CMAKE_SOURCE_DIR}/src)
add_dependencies(test_rules cu2hip_rules_builtin)   # one generator run (cmake/cu2hip.cmake)
target_compile_definitions(test_rules PRIVATE _DEFAULT_SOURCE)
target_link_libraries(test_rules PRIVATE PkgConfig::CJSON Threads::Threads)
add_test(NAME rules.loader COMMAND test_rules ${CMAKE_SOURCE_DIR}/testdata/rules)

# The tables compiled at build time (src/rules_gen.c) against a JSON load of the same files:
# rules, indexes, lookups, user files on top. The generator's output is reproducible (a second
# run writes the same bytes as the build did), and a bad built-in file stops it with the
# loader's FILE:LINE:COL message (so the build fails).
add_executable(test_rules_static ${CMAKE_SOURCE_DIR}/tests/rules/test_rules_static.c
                                 ${CMAKE_SOURCE_DIR}/src/rules.c ${CMAKE_SOURCE_DIR}/src/util.c
                                 ${CMAKE_SOURCE_DIR}/src/containers.c ${CMAKE_SOURCE_DIR}/src/jsonloc.c
                                 ${CU2HIP_RULES_C})
target_include_directories(test_rules_static PRIVATE ${CMAKE_SOURCE_DIR}/src)
add_dependencies(test_rules_static cu2hip_rules_builtin)
target_link_libraries(test_rules_static PRIVATE PkgConfig::CJSON Threads::Threads)
add_test(NAME rules.static-tables
  COMMAND test_rules_static ${CMAKE_SOURCE_DIR} ${CMAKE_SOURCE_DIR}/testdata/rules/user/override.json
          ${CU2HIP_RULE_FILES})
string(REPLACE ";" "|" RULES_GEN_FILES_ARG "${CU2HIP_RULE_FILES}")
add_test(NAME rules.gen.reproducible
  COMMAND ${CMAKE_COMMAND} -DGEN=$<TARGET_FILE:cu2hip_rules_gen> -DROOT=${CMAKE_SOURCE_DIR}
          "-DFILES=${RULES_GEN_FILES_ARG}" -DBUILT=${CU2HIP_RULES_C} -DTMP=${CMAKE_BINARY_DIR}/rules-regen
          -P ${CMAKE_SOURCE_DIR}/tests/rules/gen_check.cmake)
add_test(NAME rules.gen.bad-file
  COMMAND ${CMAKE_COMMAND} "-DCMD=$<TARGET_FILE:cu2hip_rules_gen>;${CMAKE_BINARY_DIR}/rules-bad.c;${CMAKE_SOURCE_DIR}/testdata;${CMAKE_SOURCE_DIR}/testdata/rules/wrong-type.json"
          -DRC=1 "-DERR_REGEX=^rules/wrong-type\\.json:5:6: error: expected a string for 'hip'"
          -P ${CMAKE_SOURCE_DIR}/tests/rules/run_check.cmake)

# Tables against the installed headers (python3-clang-19 + CUDA; skipped where absent).
find_program(RULES_PYTHON3 python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(RULES_PYTHON3)
  add_test(NAME rules.coverage COMMAND ${RULES_PYTHON3} ${CMAKE_SOURCE_DIR}/scripts/coverage --quiet)
  add_test(NAME rules.generated-fresh COMMAND ${RULES_PYTHON3} ${CMAKE_SOURCE_DIR}/scripts/gen-rules --check)
  add_test(NAME rules.decls-fresh COMMAND ${RULES_PYTHON3} ${CMAKE_SOURCE_DIR}/scripts/gen-rules-decls --check)
  add_test(NAME rules.docs-fresh COMMAND ${RULES_PYTHON3} ${CMAKE_SOURCE_DIR}/scripts/gen-rules-docs --check)
  add_test(NAME rules.libdecls-fresh COMMAND ${RULES_PYTHON3} ${CMAKE_SOURCE_DIR}/scripts/gen-rules-libdecls --check)
  # every supported rule carries evidence and names what HIP (or the HIP library) declares, at a
  # hip_version no older than the release that introduced it
  add_test(NAME rules.targets-declared COMMAND ${RULES_PYTHON3} ${CMAKE_SOURCE_DIR}/scripts/gen-rules --check-targets)
  set_tests_properties(rules.coverage rules.generated-fresh rules.decls-fresh rules.libdecls-fresh
                       rules.targets-declared PROPERTIES SKIP_RETURN_CODE 77)
endif()

# --list-rules through the real binary.
function(rules_cli name rc)
  add_test(NAME rules.cli.${name}
    COMMAND ${CMAKE_COMMAND} "-DCMD=$<TARGET_FILE:cu2hip>;${ARGN}" -DRC=${rc} ${RULES_CLI_EXTRA}
            -P ${CMAKE_SOURCE_DIR}/tests/rules/run_check.cmake)
endfunction()
set(RULES_CLI_EXTRA "-DOUT_REGEX=runtime\\.cudaMalloc +function +runtime +cudaMalloc +hipMalloc +1\\.0")
rules_cli(list-text 0 --list-rules)
set(RULES_CLI_EXTRA "-DOUT_REGEX=\\{\"id\": \"runtime\\.cudaMallocHost\", \"kind\": \"function\", \"group\": \"runtime\", \"cuda\": \"cudaMallocHost\", \"hip\": \"hipHostMalloc\", \"status\": \"supported\", \"reason\": null, \"hip_version\": \"1\\.0\", \"template\": \"hipHostMalloc\\(\\$1, \\$2, \\$\\{3:-0\\}\\)\"")
rules_cli(list-json 0 --list-rules --format=json)
set(RULES_CLI_EXTRA "-DOUT_REGEX=^id,kind,group,cuda,hip,status,reason,hip_version,evidence,evidence_source,args\n.*\ndriver\\.cuLaunchKernel,function,driver,cuLaunchKernel,hipModuleLaunchKernel,supported,,1\\.3,amd,")
rules_cli(list-csv 0 --list-rules --format=csv)
set(RULES_CLI_EXTRA "-DOUT_REGEX=\\| runtime\\.CUDA_VERSION \\| macro \\| runtime \\| `CUDA_VERSION` \\| unsupported \\|  \\|  \\| HIP has no CUDA driver version")
rules_cli(list-md 0 --list-rules --format=md)
set(RULES_CLI_EXTRA "-DOUT_REGEX=runtime\\.cudaGraphInstantiate/5 +function +runtime +cudaGraphInstantiate +hipGraphInstantiate +4\\.3 +amd")
rules_cli(list-arity 0 --list-rules)
set(RULES_CLI_EXTRA "-DOUT_REGEX=nvtx\\.nvtxRangePushA +function +nvtx +nvtxRangePushA +roctxRangePushA +5\\.0 +headers")
rules_cli(list-evidence-roctx 0 --list-rules)
set(RULES_CLI_EXTRA "-DERR_REGEX='hipblasCaxpy_v2' needs HIP 6\\.0 or newer \\(target is HIP 5\\.7\\) \\[cublas\\.cublasCaxpy\\]")
rules_cli(profile-library-gap 0 --hip-version 5.7 -o ${CMAKE_BINARY_DIR}/rules-profile-gap.hip ${CMAKE_SOURCE_DIR}/testdata/rules/translate/amd_equivalences.cu)
set(RULES_CLI_EXTRA "-DOUT_REGEX=user\\.myCudaHelper +function +user +myCudaHelper +myHipHelper" "-DNOT_OUT_REGEX=runtime\\.cudaMemset +function +runtime +cudaMemset +hipMemset ")
rules_cli(list-user-rules 0 --list-rules --rules ${CMAKE_SOURCE_DIR}/testdata/rules/user/override.json)
set(RULES_CLI_EXTRA "-DERR_REGEX=wrong-type\\.json:5:6: error: expected a string for 'hip'")
rules_cli(bad-rule-file 2 --list-rules --rules ${CMAKE_SOURCE_DIR}/testdata/rules/wrong-type.json)
set(RULES_CLI_EXTRA "-DERR_REGEX=cu2hip: ")
rules_cli(list-bad-format 2 --list-rules --format=sarif)
# --hipblas-datatype: a value other than the two type names is a usage error
set(RULES_CLI_EXTRA "-DERR_REGEX=cu2hip: invalid --hipblas-datatype 'hipblasDatatype' \\(expected hipDataType or hipblasDatatype_t\\)")
rules_cli(hipblas-datatype-bad 2 --hipblas-datatype hipblasDatatype ${CMAKE_SOURCE_DIR}/testdata/rules/profile/hipblas_datatypes.cu)
# --roc --list-rules: a rule's roc call template and data-type contexts are listed
set(RULES_CLI_EXTRA "-DOUT_REGEX=\"cuda\": \"cublasGemmEx\", \"hip\": \"rocblas_gemm_ex\".*\"template\": \"rocblas_gemm_ex\\(\\$1, ")
rules_cli(list-roc-template 0 --list-rules --roc --format=json)
set(RULES_CLI_EXTRA)

# Golden translations of the tables' hard cases: testdata/rules/translate/NAME.cu ->
# NAME.hip + NAME.err (the core's golden.sh: prelude mode with diagnostics, and idempotency).
file(GLOB RULES_TRANSLATE_GOLDENS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/rules/translate/*.cu)
foreach(cu ${RULES_TRANSLATE_GOLDENS})
  get_filename_component(n ${cu} NAME_WE)
  foreach(mode prelude idem)
    add_test(NAME rules.golden.${n}.${mode}
             COMMAND sh ${CMAKE_SOURCE_DIR}/tests/unit/golden.sh $<TARGET_FILE:cu2hip> ${cu} ${mode})
  endforeach()
endforeach()

# cuCtxCreate's CUDA 12 and 13 forms also with CUDA 13's own cuda.h (where a macro makes
# cuCtxCreate cuCtxCreate_v4)
add_test(NAME rules.golden.ctx_create_forms.sdk
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/unit/golden.sh $<TARGET_FILE:cu2hip>
                 ${CMAKE_SOURCE_DIR}/testdata/rules/translate/ctx_create_forms.cu sdk ${CU2HIP_TEST_CUDA_PATH})
set_tests_properties(rules.golden.ctx_create_forms.sdk PROPERTIES SKIP_REGULAR_EXPRESSION "^SKIP:")

# Golden translations at several --hip-version profiles: testdata/rules/profile/NAME.cu ->
# NAME.hip/.err (newest) and NAME.V.hip/.err per profile V (tests/rules/profile_golden.sh).
file(GLOB RULES_PROFILE_GOLDENS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/rules/profile/*.cu)
foreach(cu ${RULES_PROFILE_GOLDENS})
  get_filename_component(n ${cu} NAME_WE)
  add_test(NAME rules.profile.${n}
           COMMAND sh ${CMAKE_SOURCE_DIR}/tests/rules/profile_golden.sh $<TARGET_FILE:cu2hip> ${cu})
endforeach()

# Golden translations of library programs: testdata/libraries/NAME.cu -> NAME.hip.
file(GLOB RULES_LIBRARY_GOLDENS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/libraries/*.cu)
foreach(cu ${RULES_LIBRARY_GOLDENS})
  get_filename_component(n ${cu} NAME_WE)
  string(REGEX REPLACE "\\.cu$" ".hip" hip ${cu})
  add_test(NAME rules.library.${n}
    COMMAND ${CMAKE_COMMAND} "-DCMD=$<TARGET_FILE:cu2hip>;--quiet;${cu}" -DRC=0 -DOUT_FILE=${hip}
            -P ${CMAKE_SOURCE_DIR}/tests/rules/run_check.cmake)
  # the library declarations of the prelude (include/cu2hip/generated/cu2hip_lib_*.h) are
  # complete enough that the program parses without a single parse warning (read from the
  # source tree, so the check covers the headers themselves, whatever the build embedded)
  add_test(NAME rules.library-parse.${n}
    COMMAND ${CMAKE_COMMAND} "-DCMD=$<TARGET_FILE:cu2hip>;${cu}" -DRC=0 "-DNOT_ERR_REGEX=\\[parse\\]"
            -P ${CMAKE_SOURCE_DIR}/tests/rules/run_check.cmake)
  set_tests_properties(rules.library-parse.${n} PROPERTIES
                       ENVIRONMENT CU2HIP_PRELUDE_DIR=${CMAKE_SOURCE_DIR}/include/cu2hip)
endforeach()

# Where Debian ships the HIP library headers (hipRAND, hipSPARSE), the goldens compile with the
# real hipcc. Which goldens: the ones named in testdata/libraries/compile.txt.
find_program(RULES_HIPCC hipcc)
if(RULES_HIPCC AND EXISTS ${CMAKE_SOURCE_DIR}/testdata/libraries/compile.txt)
  file(STRINGS ${CMAKE_SOURCE_DIR}/testdata/libraries/compile.txt RULES_COMPILE_GOLDENS REGEX "^[A-Za-z0-9_-]+$")
  foreach(n ${RULES_COMPILE_GOLDENS})
    add_test(NAME rules.library-compile.${n}
      COMMAND ${RULES_HIPCC} --offload-arch=gfx90a -x hip -c ${CMAKE_SOURCE_DIR}/testdata/libraries/${n}.hip
              -o ${CMAKE_BINARY_DIR}/rules-${n}.o)
    set_tests_properties(rules.library-compile.${n} PROPERTIES LABELS compile)
  endforeach()
endif()

# Profile goldens whose translation compiles with Debian's HIP 5.2 hipcc, the ones named in
# testdata/rules/profile/compile.txt (NAME.V: bf16_types.5.2 is hip_bfloat16 from
# hip/hip_bfloat16.h; the issue-31 cases use only names HIP 5.2 has).
if(RULES_HIPCC AND EXISTS ${CMAKE_SOURCE_DIR}/testdata/rules/profile/compile.txt)
  file(STRINGS ${CMAKE_SOURCE_DIR}/testdata/rules/profile/compile.txt RULES_PROFILE_COMPILE REGEX "^[A-Za-z0-9_.-]+$")
  foreach(n ${RULES_PROFILE_COMPILE})
    add_test(NAME rules.profile-compile.${n}
      COMMAND ${RULES_HIPCC} --offload-arch=gfx90a -x hip -c ${CMAKE_SOURCE_DIR}/testdata/rules/profile/${n}.hip
              -o ${CMAKE_BINARY_DIR}/rules-${n}.o)
    set_tests_properties(rules.profile-compile.${n} PROPERTIES LABELS compile)
  endforeach()
endif()
