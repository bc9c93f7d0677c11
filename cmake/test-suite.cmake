# test-suite.cmake - settings over the tests every area defines, included by CMakeLists.txt after
# all cmake/tests-*.cmake (owned by whoever keeps the suite's time; task D of session 6). A test
# that this build does not define (no hipcc, no nvcc) is left alone.

# ---- the hipcc drop-in: the compile checks of many files skip hipcc's start-up ----
# compile.hipcc-fast writes BUILD/hipcc-fast (tests/unit/hipcc-fast.sh): the clang++ command line
# Debian's hipcc runs, checked on a probe to give hipcc's exact object, else hipcc itself. Each
# hipcc call otherwise spends about 1 of its 3.5 CPU s in Perl and compiler probes. The checks
# that compile many HIP files use it through a fixture (so `ctest -R` still builds it first).
set(CU2HIP_HIPCC_FAST ${CMAKE_BINARY_DIR}/hipcc-fast)
add_test(NAME compile.hipcc-fast
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/unit/hipcc-fast.sh hipcc gfx90a ${CU2HIP_HIPCC_FAST})
set_tests_properties(compile.hipcc-fast PROPERTIES LABELS compile FIXTURES_SETUP hipcc-fast
                     SKIP_RETURN_CODE 77)
# users: core.hipcc-goldens and programs.*.hipcc read HIPCC; kernel.compile is given the path
# (cmake/tests-kernel.cmake)
get_property(CU2HIP_ALL_TESTS DIRECTORY PROPERTY TESTS)
foreach(t ${CU2HIP_ALL_TESTS})
  if(t STREQUAL "core.hipcc-goldens" OR t MATCHES "^programs\\.[^.]+\\.hipcc$")
    set_property(TEST ${t} APPEND PROPERTY ENVIRONMENT HIPCC=${CU2HIP_HIPCC_FAST})
    set_property(TEST ${t} APPEND PROPERTY FIXTURES_REQUIRED hipcc-fast)
  elseif(t STREQUAL "kernel.compile")
    set_property(TEST ${t} APPEND PROPERTY FIXTURES_REQUIRED hipcc-fast)
  endif()
endforeach()

# ---- scheduling hints for ctest -j ----
# COST: CTest starts tests in decreasing cost; without it, a fresh build tree (CI's clean clone
# has no Testing/Temporary/CTestCostData.txt) starts them in definition order, and a minute-long
# compile check defined late runs alone at the end while the other core idles. The costs are
# about the tests' seconds on the 2-core machines (CTestCostData of main's suite on a loaded
# 2-core machine); only their order matters to CTest.
# PROCESSORS: tests that run two compilers at once themselves (xargs -P 2) count as two jobs, so
# that `ctest -j2` runs nothing beside them on a 2-core machine.
set(CU2HIP_TEST_COSTS
  kernel.compile 150  core.hipcc-goldens 130  tperf.pch-same 120  kernel.idempotent 100
  programs.cub_device.nvcc 60  programs.thrust_algorithms.nvcc 60  tperf.token-range 60
  install.deb 44  programs.cublas_levels.nvcc 44  rules.coverage 26  hipshim.libs.link-flags 21
  hipshim_api_build_modules 18  install.relocate 18  programs.cu2hip-run.man-examples 17
  lint.scenario.walk 17  hipshim.libs.hipblas_api 17  core.cli 16  rules.libdecls-fresh 15
  batch.compile 13  safety.rule_files 12  rules.generated-fresh 11  safety.json_utf8 10
  hipshim_cc_cli 10  compile.hipcc-fast 9  lint.crash-isolation 8)
# the corpus's per-program stages, where no cost above names one: compiles before runs
set(CU2HIP_TEST_PATTERN_COSTS "[.]nvcc$" 15  "[.]hipcc$" 10  "[.]build$" 6)
foreach(t ${CU2HIP_ALL_TESTS})
  set(pc ${CU2HIP_TEST_PATTERN_COSTS})
  while(pc)
    list(POP_FRONT pc re cost)
    if(t MATCHES "${re}")
      set_tests_properties(${t} PROPERTIES COST ${cost})
      break()
    endif()
  endwhile()
endforeach()
set(CU2HIP_TEST_TWO_JOBS kernel.compile core.hipcc-goldens kernel.idempotent)
while(CU2HIP_TEST_COSTS)
  list(POP_FRONT CU2HIP_TEST_COSTS t cost)
  if(TEST ${t})
    set_tests_properties(${t} PROPERTIES COST ${cost})
  endif()
endwhile()
foreach(t ${CU2HIP_TEST_TWO_JOBS})
  if(TEST ${t})
    set_tests_properties(${t} PROPERTIES PROCESSORS 2)
  endif()
endforeach()
