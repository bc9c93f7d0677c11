# Tests of graphs, stream capture, contexts, IPC, memory pools, virtual memory, device queries
# and the launch defects of issue 29 (tests/hipshim/api/): each self-checking HIP program is
# built with build/hipshim-cc and run at HIPSHIM_WARP_SIZE=32 and 64, as the runtime core's
# tests are. Owned by the hipshim runtime area.
if(TARGET hipshim)
  set(HS_GR_SRC ${CMAKE_SOURCE_DIR}/tests/hipshim/api)
  set(HS_GR_BIN ${CMAKE_BINARY_DIR}/tests/hipshim/api)
  file(MAKE_DIRECTORY ${HS_GR_BIN})
  set(HS_GR_TESTS graph capture defects context vmm driver ipc)
  foreach(t ${HS_GR_TESTS})
    add_test(NAME hipshim_api_build_${t}
      COMMAND ${CMAKE_BINARY_DIR}/hipshim-cc -I${HS_GR_SRC} ${HS_GR_SRC}/${t}.hip -o ${HS_GR_BIN}/${t})
    set_tests_properties(hipshim_api_build_${t} PROPERTIES
      FIXTURES_SETUP hs_api_${t} LABELS hipshim-core TIMEOUT 120)
    foreach(ws 32 64)
      add_test(NAME hipshim_api_${t}_ws${ws} COMMAND ${HS_GR_BIN}/${t})
      set_tests_properties(hipshim_api_${t}_ws${ws} PROPERTIES
        ENVIRONMENT "HIPSHIM_WARP_SIZE=${ws}" FIXTURES_REQUIRED hs_api_${t}
        LABELS hipshim-core TIMEOUT 60 PASS_REGULAR_EXPRESSION "${t}: ok")
    endforeach()
  endforeach()
  # a kernel launching a kernel stops the program at once (abort, status 134) with one line
  add_test(NAME hipshim_api_build_dynpar
    COMMAND ${CMAKE_BINARY_DIR}/hipshim-cc -I${HS_GR_SRC} ${HS_GR_SRC}/dynpar.hip -o ${HS_GR_BIN}/dynpar)
  set_tests_properties(hipshim_api_build_dynpar PROPERTIES
    FIXTURES_SETUP hs_api_dynpar LABELS hipshim-core TIMEOUT 120)
  foreach(ws 32 64)
    add_test(NAME hipshim_api_dynpar_ws${ws}
      COMMAND sh -c "HIPSHIM_WARP_SIZE=${ws} \"$0\" 2>&1; echo \"exit $?\"" ${HS_GR_BIN}/dynpar)
    set_tests_properties(hipshim_api_dynpar_ws${ws} PROPERTIES FIXTURES_REQUIRED hs_api_dynpar
      LABELS hipshim-core TIMEOUT 20 PASS_REGULAR_EXPRESSION
      "^hipshim: device abort in block \\(0,0,0\\) thread \\(0,0,0\\): a kernel launched a kernel \\(dynamic parallelism\\), which HIP does not support; launch it from the host\nexit 134\n$")
  endforeach()
endif()
