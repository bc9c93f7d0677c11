# End to end: the cu2hip-run command and the corpus of CUDA programs (testdata/programs/).
#
# Per program NAME (a directory of .cu/.cuh files with expected.out from a real NVIDIA GPU):
#   programs.NAME.build   translate + compile with hipshim-cc, once (fixture of the two runs)
#   programs.NAME.ws32    run at HIPSHIM_WARP_SIZE=32, compare stdout with expected.out
#   programs.NAME.ws64    the same at warp size 64
#   programs.NAME.hipcc   translate with --hip-version 5.2, compile with hipcc (label compile)
#   programs.NAME.nvcc    the original passes nvcc -std=c++17 --cuda (label compile)
# plus programs.cu2hip-run.CASE tests of the command (scripts/test-cu2hip-run). A program
# directory may hold:
#   args          arguments for the program (one line)
#   libs          nvcc's link flags of the libraries it uses (one line: -lcublas ...)
#   KNOWN-ISSUES  lines "wsN: reason" disable that run with the reason recorded (see the file);
#                 "sanitize: reason" disables both runs in the ASan+UBSan build;
#                 "hipcc: reason" disables the HIP 5.2 compile check

configure_file(${CMAKE_SOURCE_DIR}/scripts/cu2hip-run.in ${CMAKE_BINARY_DIR}/cu2hip-run @ONLY
  FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
include(GNUInstallDirs)
install(PROGRAMS ${CMAKE_BINARY_DIR}/cu2hip-run DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${CMAKE_SOURCE_DIR}/man/cu2hip-run.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

set(CU2HIP_RUN ${CMAKE_BINARY_DIR}/cu2hip-run)
set(CU2HIP_CORPUS_RUNNER ${CMAKE_SOURCE_DIR}/scripts/run-corpus)
set(CU2HIP_CORPUS_OUT ${CMAKE_BINARY_DIR}/programs)

file(GLOB CU2HIP_CORPUS_DIRS LIST_DIRECTORIES true CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/programs/*)
list(SORT CU2HIP_CORPUS_DIRS)
foreach(dir ${CU2HIP_CORPUS_DIRS})
  if(NOT IS_DIRECTORY ${dir})
    continue()
  endif()
  get_filename_component(prog ${dir} NAME)
  if(prog MATCHES "^_")   # _cli: inputs of the cu2hip-run tests, not a corpus program
    continue()
  endif()
  set(t programs.${prog})

  add_test(NAME ${t}.build
    COMMAND ${CU2HIP_CORPUS_RUNNER} build ${prog} ${CU2HIP_RUN} ${CU2HIP_CORPUS_OUT})
  set_tests_properties(${t}.build PROPERTIES
    FIXTURES_SETUP ${t} LABELS "programs" TIMEOUT 300
    ENVIRONMENT "CU2HIP=$<TARGET_FILE:cu2hip>")

  set(known "")
  if(EXISTS ${dir}/KNOWN-ISSUES)
    file(STRINGS ${dir}/KNOWN-ISSUES known REGEX "^(ws[0-9]+|hipcc|sanitize):")
  endif()
  foreach(ws 32 64)
    add_test(NAME ${t}.ws${ws} COMMAND ${CU2HIP_CORPUS_RUNNER} run ${prog} ${CU2HIP_CORPUS_OUT} ${ws})
    set_tests_properties(${t}.ws${ws} PROPERTIES
      FIXTURES_REQUIRED ${t} LABELS "programs" TIMEOUT 120)
    foreach(line ${known})
      if(line MATCHES "^ws${ws}:" OR (CU2HIP_SANITIZE AND line MATCHES "^sanitize:"))
        set_tests_properties(${t}.ws${ws} PROPERTIES DISABLED TRUE)
      endif()
    endforeach()
  endforeach()

  add_test(NAME ${t}.hipcc COMMAND ${CU2HIP_CORPUS_RUNNER} hipcc ${prog} ${CU2HIP_RUN})
  set_tests_properties(${t}.hipcc PROPERTIES
    LABELS "compile;programs" SKIP_RETURN_CODE 77 TIMEOUT 300
    ENVIRONMENT "CU2HIP=$<TARGET_FILE:cu2hip>")
  foreach(line ${known})
    if(line MATCHES "^hipcc:")   # the program needs what HIP 5.2 lacks
      set_tests_properties(${t}.hipcc PROPERTIES DISABLED TRUE)
    endif()
  endforeach()

  add_test(NAME ${t}.nvcc COMMAND ${CU2HIP_CORPUS_RUNNER} nvcc ${prog})
  set_tests_properties(${t}.nvcc PROPERTIES LABELS "compile;programs" SKIP_RETURN_CODE 77 TIMEOUT 300)
endforeach()

# ---- the command itself (inputs in testdata/programs/_cli/) ----
foreach(case man-examples streams cleanup mapping usage compile-only headers c-sources)
  add_test(NAME programs.cu2hip-run.${case}
    COMMAND ${CMAKE_SOURCE_DIR}/scripts/test-cu2hip-run ${case} ${CMAKE_BINARY_DIR})
  set_tests_properties(programs.cu2hip-run.${case} PROPERTIES
    LABELS "programs" SKIP_RETURN_CODE 77 TIMEOUT 300)
endforeach()

# scripts/run-samples on a miniature cuda-samples tree (testdata/programs/_samples/): a sample
# that assumes 32-lane warps is told from one that fails at every warp size
add_test(NAME programs.run-samples
  COMMAND bash -c "rm -rf \"$1\" && env -u HIPSHIM_WARP_SIZE \"$2\"/scripts/run-samples --build \"$3\" \"$2\"/testdata/programs/_samples \"$1\" >/dev/null && diff \"$1\"/results.tsv \"$2\"/testdata/programs/_samples/expected.tsv"
    _ ${CMAKE_BINARY_DIR}/run-samples-test ${CMAKE_SOURCE_DIR} ${CMAKE_BINARY_DIR})
set_tests_properties(programs.run-samples PROPERTIES LABELS "programs" TIMEOUT 300)
