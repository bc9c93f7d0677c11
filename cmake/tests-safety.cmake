# tests-safety.cmake - outputs and inputs that cannot hurt. Each case of
# testdata/safety/NAME.sh runs in a temporary copy of testdata/safety/files and checks standard
# output, standard error, exit statuses and the file system afterwards: outputs onto devices,
# FIFOs, sockets and symbolic links, stale temp files, --in-place backups, bad rule files, bad
# compile databases, --files-from, JSON outputs for non-UTF-8 file names. Device-node cases
# skip when not root. A few seconds in all.
file(GLOB SAFETY_CASES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/safety/*.sh)
list(FILTER SAFETY_CASES EXCLUDE REGEX "/run\\.sh$")
foreach(c ${SAFETY_CASES})
  get_filename_component(name ${c} NAME_WE)
  add_test(NAME safety.${name}
           COMMAND sh ${CMAKE_SOURCE_DIR}/testdata/safety/run.sh $<TARGET_FILE:cu2hip> ${name})
  set_tests_properties(safety.${name} PROPERTIES LABELS safety TIMEOUT 500
                       SKIP_REGULAR_EXPRESSION "^SKIP:")
endforeach()
