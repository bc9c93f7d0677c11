# Tests of the hipshim runtime core (tests/hipshim/api/): each self-checking HIP program is built
# with build/hipshim-cc (a setup test, so that a broken header fails a test, not the build) and
# run at HIPSHIM_WARP_SIZE=32 and 64. They also run under ASan+UBSan (CU2HIP_SANITIZE), as
# hipshim-cc then compiles the programs with the same sanitizers. Owned by the hipshim runtime core.
if(TARGET hipshim)
  set(HS_API_SRC ${CMAKE_SOURCE_DIR}/tests/hipshim/api)
  set(HS_API_BIN ${CMAKE_BINARY_DIR}/tests/hipshim/api)
  file(MAKE_DIRECTORY ${HS_API_BIN})
  set(HS_API_TESTS device errors memory streams symbols launch bounds occupancy coop dynshared
      exec misuse sched runners config arrays textures)
  foreach(t ${HS_API_TESTS})
    add_test(NAME hipshim_api_build_${t}
      COMMAND ${CMAKE_BINARY_DIR}/hipshim-cc -I${HS_API_SRC} ${HS_API_SRC}/${t}.hip
              -o ${HS_API_BIN}/${t})
    set_tests_properties(hipshim_api_build_${t} PROPERTIES
      FIXTURES_SETUP hs_api_${t} LABELS hipshim-core TIMEOUT 120)
  endforeach()
  foreach(t ${HS_API_TESTS})
    if(t STREQUAL "misuse")
      continue()
    endif()
    foreach(ws 32 64)
      add_test(NAME hipshim_api_${t}_ws${ws} COMMAND ${HS_API_BIN}/${t})
      set_tests_properties(hipshim_api_${t}_ws${ws} PROPERTIES
        ENVIRONMENT "HIPSHIM_WARP_SIZE=${ws}" FIXTURES_REQUIRED hs_api_${t}
        LABELS hipshim-core TIMEOUT 60 PASS_REGULAR_EXPRESSION "${t}: ok")
    endforeach()
  endforeach()
  foreach(m deadlock gridsync)
    # through sh, which reports the abort as a status instead of CTest failing on the signal
    add_test(NAME hipshim_api_misuse_${m}
      COMMAND sh -c "\"$0\" \"$1\"; echo status=$?" ${HS_API_BIN}/misuse ${m})
    set_tests_properties(hipshim_api_misuse_${m} PROPERTIES
      FIXTURES_REQUIRED hs_api_misuse LABELS hipshim-core TIMEOUT 60
      PASS_REGULAR_EXPRESSION "hipshim: device abort.*(deadlock|not launched with hipLaunchCooperativeKernel).*status=[1-9]"
      FAIL_REGULAR_EXPRESSION "must not")
  endforeach()
  add_test(NAME hipshim_api_textures_trap
    COMMAND sh -c "\"$0\" trap 2>&1; echo status=$?" ${HS_API_BIN}/textures)
  set_tests_properties(hipshim_api_textures_trap PROPERTIES
    FIXTURES_REQUIRED hs_api_textures LABELS hipshim-core TIMEOUT 60
    PASS_REGULAR_EXPRESSION "hipshim: device abort.*surf2Dread out of range \\(x 16 bytes, y 0.*status=[1-9]"
    FAIL_REGULAR_EXPRESSION "did not end")
  # the module API: a code object built by hipshim-cc --genco, loaded by the program
  add_test(NAME hipshim_api_build_modules
    COMMAND sh -c "\"$0\" --genco \"$1/module_kernels.hip\" -o \"$2/module_kernels.co\" && \"$0\" -I\"$1\" \"$1/modules.hip\" -o \"$2/modules\""
            ${CMAKE_BINARY_DIR}/hipshim-cc ${HS_API_SRC} ${HS_API_BIN})
  set_tests_properties(hipshim_api_build_modules PROPERTIES
    FIXTURES_SETUP hs_api_modules LABELS hipshim-core TIMEOUT 180)
  foreach(ws 32 64)
    add_test(NAME hipshim_api_modules_ws${ws}
      COMMAND ${HS_API_BIN}/modules ${HS_API_BIN}/module_kernels.co)
    set_tests_properties(hipshim_api_modules_ws${ws} PROPERTIES
      ENVIRONMENT "HIPSHIM_WARP_SIZE=${ws}" FIXTURES_REQUIRED hs_api_modules
      LABELS hipshim-core TIMEOUT 60 PASS_REGULAR_EXPRESSION "modules: ok")
  endforeach()
  # hipRTC: each run compiles four programs with build/hipshim-cc (found through the program)
  add_test(NAME hipshim_api_build_rtc
    COMMAND ${CMAKE_BINARY_DIR}/hipshim-cc -I${HS_API_SRC} ${HS_API_SRC}/rtc.hip -o ${HS_API_BIN}/rtc)
  set_tests_properties(hipshim_api_build_rtc PROPERTIES
    FIXTURES_SETUP hs_api_rtc LABELS hipshim-core TIMEOUT 120)
  foreach(ws 32 64)
    add_test(NAME hipshim_api_rtc_ws${ws} COMMAND ${HS_API_BIN}/rtc)
    set_tests_properties(hipshim_api_rtc_ws${ws} PROPERTIES
      ENVIRONMENT "HIPSHIM_WARP_SIZE=${ws}" FIXTURES_REQUIRED hs_api_rtc
      LABELS hipshim-core TIMEOUT 240 PASS_REGULAR_EXPRESSION "rtc: ok")
  endforeach()
  # hipshim-cc(1)'s ENVIRONMENT, held against what config prints (the variables unset but one)
  function(hs_config_test name env regex)
    add_test(NAME hipshim_api_config_${name}
      COMMAND sh -c "env -u HIPSHIM_WARP_SIZE -u HIPSHIM_WORKERS -u HIPSHIM_LOWER ${env} \"$0\" 2>&1"
              ${HS_API_BIN}/config)
    set_tests_properties(hipshim_api_config_${name} PROPERTIES FIXTURES_REQUIRED hs_api_config
      LABELS hipshim-core TIMEOUT 60 PASS_REGULAR_EXPRESSION "${regex}")
  endfunction()
  hs_config_test(default "" "^warp size 64 \\(kernel 64\\)\nmultiprocessors [0-9]+, worker threads [0-9]+, cores [0-9]+\none worker per core\nlowered forms used\nconfig: ok")
  hs_config_test(warp32 "HIPSHIM_WARP_SIZE=32" "^warp size 32 \\(kernel 32\\)\n")
  hs_config_test(badwarp "HIPSHIM_WARP_SIZE=48" "^hipshim: HIPSHIM_WARP_SIZE=48 is not 32 or 64, using 64\nwarp size 64 \\(kernel 64\\)\n")
  hs_config_test(workers "HIPSHIM_WORKERS=3" "\nmultiprocessors 3, worker threads 3, cores [0-9]+\n")
  foreach(bad abc 0 -3 2x 1025)
    hs_config_test(badworkers${bad} "HIPSHIM_WORKERS=${bad}" "^hipshim: HIPSHIM_WORKERS=${bad} is not a number from 1 to 1024, using ([0-9]+) \\(the cores this process may run on\\)\nwarp size 64 \\(kernel 64\\)\nmultiprocessors [0-9]+, worker threads [0-9]+, cores [0-9]+\none worker per core\n")
  endforeach()
  hs_config_test(nolower "HIPSHIM_LOWER=0" "\nlowered forms not used\nconfig: ok")
  # the benchmark script runs by its own #! line (CTest executes it directly) and documents itself
  add_test(NAME hipshim_bench_help COMMAND ${CMAKE_SOURCE_DIR}/scripts/bench-hipshim --help)
  set_tests_properties(hipshim_bench_help PROPERTIES LABELS hipshim-core TIMEOUT 30
    PASS_REGULAR_EXPRESSION "^bench-hipshim - speed of hipshim.*usage: scripts/bench-hipshim")
  add_test(NAME hipshim_cc_cli
    COMMAND sh ${HS_API_SRC}/cc_cli.sh ${CMAKE_BINARY_DIR}/hipshim-cc ${CMAKE_SOURCE_DIR}
            ${HS_API_BIN}/cc_cli)
  set_tests_properties(hipshim_cc_cli PROPERTIES LABELS hipshim-core TIMEOUT 120
    PASS_REGULAR_EXPRESSION "cc_cli: ok")
endif()
