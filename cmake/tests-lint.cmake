# tests-lint.cmake - CTest cases of the portability lint (cu2hip --lint).
# Driver: testdata/lint/lint_test.py (checks, golden, sarif, scenario). The SARIF test validates
# against the official SARIF 2.1.0 schema with python3-jsonschema; the schema is fetched at test
# setup by testdata/lint/fetch-sarif-schema.sh (npm pack, nothing committed) unless
# CU2HIP_SARIF_SCHEMA names a local copy.

# A Python 3 that has jsonschema (Debian's python3-jsonschema, or pip's), else any Python 3.
set(CU2HIP_LINT_PYTHON "" CACHE FILEPATH "Python 3 interpreter for the lint tests")
if(NOT CU2HIP_LINT_PYTHON)
  find_program(_lint_py_path NAMES python3)
  foreach(_py ${_lint_py_path} /usr/bin/python3)
    if(EXISTS "${_py}" AND NOT CU2HIP_LINT_PYTHON)
      execute_process(COMMAND "${_py}" -c "import jsonschema" RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_QUIET)
      if(_rc EQUAL 0)
        set(CU2HIP_LINT_PYTHON "${_py}" CACHE FILEPATH "Python 3 interpreter for the lint tests" FORCE)
      endif()
    endif()
  endforeach()
  if(NOT CU2HIP_LINT_PYTHON AND _lint_py_path)
    set(CU2HIP_LINT_PYTHON "${_lint_py_path}")
  endif()
endif()

if(NOT CU2HIP_LINT_PYTHON)
  message(WARNING "lint tests need python3: not registered")
  return()
endif()

set(_lint_dir ${CMAKE_SOURCE_DIR}/testdata/lint)
set(_lint_py ${CU2HIP_LINT_PYTHON} ${_lint_dir}/lint_test.py)

# Golden findings per rule: positive cases carry "// expect: RULE", every other line is negative.
foreach(_case
    "warp_size:warp.size-literal"
    "masks:warp.mask-32bit"
    "lockstep:warp.implicit-lockstep"
    "clock:device.clock-timing"
    "cooperative:launch.cooperative-unchecked"
    "cooperative_checked:launch.cooperative-unchecked"
    "features:kernel.dynamic-parallelism,kernel.launch-bounds-min-blocks,kernel.inline-asm"
    "unported:kernel.wmma,kernel.cluster,kernel.texture-reference"
    "api:api")
  string(REPLACE ":" ";" _parts "${_case}")
  list(GET _parts 0 _name)
  list(GET _parts 1 _rules)
  add_test(NAME lint.checks.${_name}
           COMMAND ${_lint_py} checks $<TARGET_FILE:cu2hip> ${_lint_dir}/checks/${_name}.cu ${_rules})
endforeach()

add_test(NAME lint.formats COMMAND ${_lint_py} golden $<TARGET_FILE:cu2hip> ${_lint_dir}/format)

foreach(_s suppress config baseline exit walk)
  add_test(NAME lint.scenario.${_s} COMMAND ${_lint_py} scenario $<TARGET_FILE:cu2hip> ${_s} ${_lint_dir}/${_s})
endforeach()

set(CU2HIP_SARIF_SCHEMA "" CACHE FILEPATH "Local copy of the SARIF 2.1.0 JSON schema (else fetched at test setup)")
if(CU2HIP_SARIF_SCHEMA)
  set(_schema ${CU2HIP_SARIF_SCHEMA})
else()
  set(_schema ${CMAKE_BINARY_DIR}/lint/sarif-2.1.0-rtm.5.json)
  add_test(NAME lint.sarif-schema-fetch COMMAND sh ${_lint_dir}/fetch-sarif-schema.sh ${_schema})
  set_tests_properties(lint.sarif-schema-fetch PROPERTIES FIXTURES_SETUP lint_sarif_schema TIMEOUT 120
                       LABELS network)
endif()
add_test(NAME lint.sarif COMMAND ${_lint_py} sarif $<TARGET_FILE:cu2hip> ${_schema} ${_lint_dir}/sarif)
if(NOT CU2HIP_SARIF_SCHEMA)
  set_tests_properties(lint.sarif PROPERTIES FIXTURES_REQUIRED lint_sarif_schema LABELS network)
endif()

# A program whose 32-lane assumptions no translation can fix: the lint must flag them all.
add_test(NAME lint.nonportable
         COMMAND sh ${CMAKE_SOURCE_DIR}/testdata/lint/nonportable/check.sh $<TARGET_FILE:cu2hip>
                 ${CMAKE_SOURCE_DIR}/testdata/lint/nonportable/warp_hard32_ballot.cu)

# Crash isolation: cu2hip_crashtest is cu2hip plus a test hook (testdata/lint/crash/crash_main.c)
# that crashes the worker of one named file; lint and batch runs must fail that file only.
add_executable(cu2hip_crashtest ${_lint_dir}/crash/crash_main.c)
target_link_libraries(cu2hip_crashtest PRIVATE cu2hip_core)
add_test(NAME lint.crash-isolation
         COMMAND ${CU2HIP_LINT_PYTHON} ${_lint_dir}/crash/check.py $<TARGET_FILE:cu2hip_crashtest>
                 $<TARGET_FILE:cu2hip> ${_lint_dir}/crash/tree ${CMAKE_BINARY_DIR}/lint/crash)
set_tests_properties(lint.crash-isolation PROPERTIES LABELS "lint;batch")
file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/lint/crash)

# Precision: every rule of the reference has a fixture testdata/lint/precision/RULE.cu with at
# least one true positive ("// expect: RULE") and near misses that must stay silent.
add_test(NAME lint.precision-coverage COMMAND ${_lint_py} coverage $<TARGET_FILE:cu2hip> ${_lint_dir}/precision)
file(GLOB _lint_precision RELATIVE ${_lint_dir}/precision CONFIGURE_DEPENDS ${_lint_dir}/precision/*.cu)
foreach(_f ${_lint_precision})
  string(REGEX REPLACE "\\.cu$" "" _rule "${_f}")
  add_test(NAME lint.precision.${_rule}
           COMMAND ${_lint_py} checks $<TARGET_FILE:cu2hip> ${_lint_dir}/precision/${_f} ${_rule})
endforeach()

# The bundled prelude declares what common CUDA code uses without parse problems: each fixture
# testdata/lint/prelude/NAME.cu uses one addition and has one misspelt name ("// expect: parse").
# Host C++ sources and headers (NAME.cpp, NAME.h) check how such files are parsed: with or
# without the prelude force-included, as their compiler would see them.
file(GLOB _lint_prelude RELATIVE ${_lint_dir}/prelude CONFIGURE_DEPENDS ${_lint_dir}/prelude/*.cu
     ${_lint_dir}/prelude/*.cpp ${_lint_dir}/prelude/*.h)
foreach(_f ${_lint_prelude})
  string(REGEX REPLACE "\\.(cu|cpp|h)$" "" _name "${_f}")
  add_test(NAME lint.prelude.${_name}
           COMMAND ${_lint_py} checks $<TARGET_FILE:cu2hip> ${_lint_dir}/prelude/${_f} parse)
endforeach()
# A host C file is parsed as C, as its compiler compiles it, and the prelude parses as C where
# CUDA's own headers do: no parse problem but the misspelling, and the true finding reported.
add_test(NAME lint.prelude.host_c
         COMMAND ${_lint_py} checks $<TARGET_FILE:cu2hip> ${_lint_dir}/prelude/host_c.c parse,api.unsupported)
# ... and with --cuda-path as C with the SDK's own headers: the misspelling is the one parse problem.
add_test(NAME lint.prelude.host_c_sdk
         COMMAND sh -c "[ -d \"$2/include\" ] || { echo \"SKIP: no CUDA SDK at '$2'\"; exit 0; }; cd \"$(dirname \"$3\")\" && \"$1\" --lint --no-progress --format=json --select=parse --cuda-path \"$2\" host_c.c | tr -d ' \\t' | grep '^\"line\":' | tr '\\n' ' ' | grep -qx '\"line\":70, '"
                 sh $<TARGET_FILE:cu2hip> ${CU2HIP_TEST_CUDA_PATH} ${_lint_dir}/prelude/host_c.c)
set_tests_properties(lint.prelude.host_c_sdk PROPERTIES SKIP_REGULAR_EXPRESSION "^SKIP:")
# A header that is a fragment of its includer is parsed in that includer's context.
add_test(NAME lint.prelude.context
         COMMAND ${_lint_py} checks $<TARGET_FILE:cu2hip> ${_lint_dir}/prelude/context/ctx_pixel.cuh parse)
# ... and so is a .cu file that another one of its directory #includes (benchmark suites
# include their kernel files into the main one).
add_test(NAME lint.prelude.included_cu
         COMMAND ${_lint_py} checks $<TARGET_FILE:cu2hip> ${_lint_dir}/prelude/included/incl_kernel.cu parse)
# ... and through a chain of includers up to a source file: a header defining the members of
# the class header that includes it (nbody's *_impl.h), a table included in the middle of a
# header that a .cu includes (ggml's mmq-config-*.cuh); both include their includer back.
# ... and a shared header nothing in its directory includes (cuda-samples' Common/), through a
# source file elsewhere in the code base.
add_test(NAME lint.prelude.shared
         COMMAND ${_lint_py} checks $<TARGET_FILE:cu2hip> ${_lint_dir}/prelude/shared/common/shared_draw.h parse)
foreach(_f chain_impl.h chain_table.cuh)
  string(REGEX REPLACE "\\.(cuh|h)$" "" _name "${_f}")
  add_test(NAME lint.prelude.${_name}
           COMMAND ${_lint_py} checks $<TARGET_FILE:cu2hip> ${_lint_dir}/prelude/chain/${_f} parse)
endforeach()
# A file is parsed once when its first parse is the one its compiler does (--verbose counts the
# parses): a host C++ file including C++ headers that clang's CUDA mode wraps, a .cpp with
# kernels (nvcc-compiled), a host C file (C alone), each with one misspelling (an error that must
# not cause a retry).
foreach(_f host_algorithm.cpp nvcc_cpp.cpp host_c.c)
  string(REGEX REPLACE "\\.(cpp|c)$" "" _name "${_f}")
  add_test(NAME lint.parse-count.${_name}
           COMMAND $<TARGET_FILE:cu2hip> --lint --verbose --no-progress ${_lint_dir}/prelude/${_f})
  set_tests_properties(lint.parse-count.${_name} PROPERTIES
    PASS_REGULAR_EXPRESSION "cu2hip: 1 parse of 1 file \\(1\\.00 per file\\), 0 files parsed more than once")
endforeach()

# The parses of lint and batch workers run on the calling thread (parse.c: LIBCLANG_NOTHREADS)
# unless the stack limit is below 8 MiB; the test counts the threads libclang starts.
add_executable(cu2hip_parse_threads ${_lint_dir}/threads/parse_threads.c)
target_link_libraries(cu2hip_parse_threads PRIVATE cu2hip_core ${CMAKE_DL_LIBS})
add_test(NAME lint.parse-threads COMMAND cu2hip_parse_threads)
set_tests_properties(lint.parse-threads PROPERTIES LABELS "lint;batch" SKIP_RETURN_CODE 77)
