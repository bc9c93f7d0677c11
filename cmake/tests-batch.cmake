# tests-batch.cmake - CTest cases of batch mode (whole-codebase migration): the example
# project in testdata/batch/project end to end (golden tree, report, messages, exit status),
# renaming, build files, -j 1 vs -j 4, the incremental cache, shards and merged reports, input
# selection, in-place rewriting and failure handling, per-file change counts (a shared header
# counted once), and a hipcc build of translated kernels. Each runs testdata/batch/check.sh MODE in
# its own work directory; all together take a few seconds.
set(CU2HIP_BATCH_MODES golden rename buildfiles jobs incremental shard inputs inplace failures counts)
foreach(mode ${CU2HIP_BATCH_MODES})
  add_test(NAME batch.${mode}
    COMMAND bash ${CMAKE_SOURCE_DIR}/testdata/batch/check.sh ${mode} $<TARGET_FILE:cu2hip>
            ${CMAKE_SOURCE_DIR}/testdata/batch ${CMAKE_BINARY_DIR}/batch-tests/${mode})
  set_tests_properties(batch.${mode} PROPERTIES LABELS batch TIMEOUT 120)
endforeach()
# The translated kernels compiled by hipcc (only an external compiler: label compile).
add_test(NAME batch.compile
  COMMAND bash ${CMAKE_SOURCE_DIR}/testdata/batch/check.sh compile $<TARGET_FILE:cu2hip>
          ${CMAKE_SOURCE_DIR}/testdata/batch ${CMAKE_BINARY_DIR}/batch-tests/compile)
set_tests_properties(batch.compile PROPERTIES LABELS "batch;compile" TIMEOUT 300 SKIP_RETURN_CODE 77)
