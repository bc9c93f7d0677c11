# tests-tperf.cmake - translator speed: the precompiled prelude and the fast token ranges
# (src/parse.c) must give exactly the results of the plain way. Speed itself is measured by
# scripts/bench-translate, never by a timed test.
add_test(NAME tperf.pch-same
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/tperf/pch-same.sh $<TARGET_FILE:cu2hip> ${CMAKE_SOURCE_DIR}/testdata)
set_tests_properties(tperf.pch-same PROPERTIES TIMEOUT 300)

add_executable(tperf_test_token_range ${CMAKE_SOURCE_DIR}/tests/tperf/test_token_range.c)
target_link_libraries(tperf_test_token_range PRIVATE cu2hip_core)
file(GLOB TPERF_TOKEN_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/translate/*.cu
                                              ${CMAKE_SOURCE_DIR}/testdata/kernel/*.cu)
list(SORT TPERF_TOKEN_FILES)
add_test(NAME tperf.token-range COMMAND tperf_test_token_range ${TPERF_TOKEN_FILES})
set_tests_properties(tperf.token-range PROPERTIES ENVIRONMENT "CU2HIP_PCH=0")
