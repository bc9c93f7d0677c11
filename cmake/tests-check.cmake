# cu2hip-run --check (docs/CHECK.md): the checker's own buggy programs and the corpus.
#   check.NAME.wsN      testdata/check/NAME.cu at warp size N (32, 64): exit 86 with exactly the
#                       findings of NAME.expect (place, check, other access)
#   check.corpus.PROG   corpus program PROG under --check: no finding, PASS (label check-corpus;
#                       a sample of 12 by default, every program with -DCU2HIP_CHECK_CORPUS=all,
#                       except those of CU2HIP_CHECK_CORPUS_SKIP, whose kernels live in
#                       hipshim's libraries or take minutes unoptimised)
#   check.warpsize      a program whose output depends on the warp size gives [check.warpsize]
#   check.format.json / .sarif   the machine-readable formats parse and hold the finding
# --check builds with clang (hipshim-cc --check): without clang++ the tests are not registered.
find_program(CU2HIP_CHECK_CLANG NAMES clang++-19 clang++)
if(NOT CU2HIP_CHECK_CLANG OR CU2HIP_SANITIZE)
  return()
endif()
set(CU2HIP_CHECK_CASE ${CMAKE_SOURCE_DIR}/tests/check/check-case.sh)
set(CU2HIP_CHECK_ENV "CU2HIP=$<TARGET_FILE:cu2hip>")

file(GLOB CU2HIP_CHECK_CASES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/check/*.expect)
foreach(exp ${CU2HIP_CHECK_CASES})
  get_filename_component(name ${exp} NAME_WE)
  foreach(ws 32 64)
    add_test(NAME check.${name}.ws${ws}
      COMMAND ${CU2HIP_CHECK_CASE} case ${CMAKE_BINARY_DIR}/cu2hip-run ${CMAKE_SOURCE_DIR}/testdata/check ${name} ${ws})
    set_tests_properties(check.${name}.ws${ws} PROPERTIES LABELS "check" TIMEOUT 120
      ENVIRONMENT "${CU2HIP_CHECK_ENV}")
  endforeach()
endforeach()

set(CU2HIP_CHECK_CORPUS_SKIP thrust_algorithms curand_device curand_host cub_device)   # minutes at -O0
# Each corpus program costs 15-20 s under --check (an unoptimised, instrumented build): the suite
# runs a set that covers what a checker gets wrong on correct code (warp-synchronous code in
# lockstep, ballots, atomics and last-block fences, cooperative groups and grid sync, dynamic
# shared memory, tiled shared memory); -DCU2HIP_CHECK_CORPUS=all registers every program.
set(CU2HIP_CHECK_CORPUS "sample" CACHE STRING "corpus programs checked under --check: sample or all")
set(CU2HIP_CHECK_CORPUS_SAMPLE warp_sync_reduce warp_scan_compact ballot_block_scan
    ballot_sync_partial aggregated_atomics reduce_last_block cg_tiles cg_grid_sync
    dynamic_shared matmul_tiled histogram_shared work_queue)
file(GLOB CU2HIP_CHECK_CORPUS_DIRS LIST_DIRECTORIES true CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/programs/*)
foreach(dir ${CU2HIP_CHECK_CORPUS_DIRS})
  get_filename_component(prog ${dir} NAME)
  if(NOT IS_DIRECTORY ${dir} OR prog MATCHES "^_" OR prog IN_LIST CU2HIP_CHECK_CORPUS_SKIP)
    continue()
  endif()
  if(NOT CU2HIP_CHECK_CORPUS STREQUAL "all" AND NOT prog IN_LIST CU2HIP_CHECK_CORPUS_SAMPLE)
    continue()
  endif()
  add_test(NAME check.corpus.${prog}
    COMMAND ${CU2HIP_CHECK_CASE} corpus ${CMAKE_BINARY_DIR}/cu2hip-run ${CMAKE_SOURCE_DIR}/testdata/programs ${prog})
  set_tests_properties(check.corpus.${prog} PROPERTIES LABELS "check;check-corpus" TIMEOUT 300
    ENVIRONMENT "${CU2HIP_CHECK_ENV}")
endforeach()

foreach(fmt json sarif)
  add_test(NAME check.format.${fmt}
    COMMAND bash -c "cd '${CMAKE_SOURCE_DIR}/testdata/check' && '${CMAKE_BINARY_DIR}/cu2hip-run' --check=race --check-format=${fmt} --check-output=\"$TMPDIR/check-format.$$\" race_static.cu >/dev/null; st=$?; python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); s=json.dumps(d); assert \"race_static.cu\" in s and \"check.race\" in s or \"\\\"race\\\"\" in s' \"$TMPDIR/check-format.$$\" && rm -f \"$TMPDIR/check-format.$$\" && [ $st -eq 86 ]")
  set_tests_properties(check.format.${fmt} PROPERTIES LABELS "check" TIMEOUT 120
    ENVIRONMENT "${CU2HIP_CHECK_ENV};TMPDIR=/tmp")
endforeach()

# a program whose symbol table is gone: the shared-memory checks cannot run, and say so
add_test(NAME check.stripped
  COMMAND bash -c "cd '${CMAKE_SOURCE_DIR}/testdata/programs/_cli' && '${CMAKE_BINARY_DIR}/cu2hip-run' --check -Wl,--strip-all racy_sum.cu 2>&1 >/dev/null | grep -qx 'cu2hip-run: warning: --check: shared-memory checks off: the program.s symbol table is unreadable (stripped?)'")
set_tests_properties(check.stripped PROPERTIES LABELS "check" TIMEOUT 120 ENVIRONMENT "${CU2HIP_CHECK_ENV}")
