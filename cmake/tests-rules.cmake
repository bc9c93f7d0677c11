# Tests of the rule-tables area: the loader (unit tests + bad rule files), the tables themselves
# (coverage of CUDA's headers, generated docs staleness), --list-rules, and library golden tests.
# The loader test links src/rules.c directly, so it runs even while other parts of the
# translator are being written.
add_executable(test_rules ${CMAKE_SOURCE_DIR}/tests/rules/test_rules.c
                          ${CMAKE_SOURCE_DIR}/src/rules.c ${CU2HIP_EMBED_C})
target_include_directories(test_rules PRIVATE ${CMAKE_SOURCE_DIR}/src)
target_compile_definitions(test_rules PRIVATE _DEFAULT_SOURCE)
target_link_libraries(test_rules PRIVATE PkgConfig::CJSON Threads::Threads)
add_test(NAME rules.loader COMMAND test_rules ${CMAKE_SOURCE_DIR}/testdata/rules)
set_tests_properties(rules.loader PROPERTIES LABELS "rules")
