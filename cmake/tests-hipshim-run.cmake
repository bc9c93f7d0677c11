# hipshim runs any HIP program (tests/hipshim/run/): HIP's error codes instead of crashes for bad
# pointers and oversized grids, a one-line report of a GPU thread's stack overflow, a build error
# for static shared memory over the device's limit, chevron launches, partly deduced template
# kernels, host variables named like the built-in variables, warp semantics (ballot_sync
# outside the mask, coalesced groups, lockstep warps), and the limits hipshim-cc(1) states
# (threads of a block in turn, warps not in lockstep, blocks in order, launch bounds by compiler). Self-checking programs are built with
# build/hipshim-cc (a setup test) and run at HIPSHIM_WARP_SIZE=32 and 64. Owned by the hipshim
# runtime core.
if(TARGET hipshim)
  set(HS_RUN_SRC ${CMAKE_SOURCE_DIR}/tests/hipshim/run)
  set(HS_RUN_BIN ${CMAKE_BINARY_DIR}/tests/hipshim/run)
  file(MAKE_DIRECTORY ${HS_RUN_BIN})
  set(HS_RUN_TESTS badcalls stack_overflow chevrons warp_semantics punning lockstep builtin_names
      limits bounds_compilers)
  foreach(t ${HS_RUN_TESTS})
    add_test(NAME hipshim.run.${t}.build
      COMMAND ${CMAKE_BINARY_DIR}/hipshim-cc -Wall -Wextra -Werror ${HS_RUN_SRC}/${t}.hip
              -o ${HS_RUN_BIN}/${t})
    set_tests_properties(hipshim.run.${t}.build PROPERTIES
      FIXTURES_SETUP hs_run_${t} LABELS hipshim TIMEOUT 120)
  endforeach()
  foreach(t ${HS_RUN_TESTS})
    foreach(ws 32 64)
      add_test(NAME hipshim.run.${t}.ws${ws} COMMAND ${HS_RUN_BIN}/${t})
      set_tests_properties(hipshim.run.${t}.ws${ws} PROPERTIES
        ENVIRONMENT "HIPSHIM_WARP_SIZE=${ws};HIPSHIM_STACK_SIZE=4194304"
        FIXTURES_REQUIRED hs_run_${t} LABELS hipshim TIMEOUT 60 PASS_REGULAR_EXPRESSION "${t}: ok")
    endforeach()
  endforeach()
  if(NOT CU2HIP_SANITIZE)   # ASan reports stack overflows itself
    add_test(NAME hipshim.run.stack_overflow.report
      COMMAND sh -c "env -u HIPSHIM_STACK_SIZE \"$0\"; echo status=$?" ${HS_RUN_BIN}/stack_overflow)
    set_tests_properties(hipshim.run.stack_overflow.report PROPERTIES
      FIXTURES_REQUIRED hs_run_stack_overflow LABELS hipshim TIMEOUT 60
      PASS_REGULAR_EXPRESSION "^hipshim: GPU thread stack overflow in block \\([0-9,]+\\) thread \\([0-9,]+\\): the kernel needs more than the 262144-byte fiber stack [^\n]*raise HIPSHIM_STACK_SIZE[^\n]*\nstatus=134"
      FAIL_REGULAR_EXPRESSION "stack_overflow: ok")
  endif()
  # the same bounds with clang++ as HIPSHIM_CXX: literal bounds only (hipshim-cc(1) LIMITS)
  find_program(HS_RUN_CLANGXX NAMES clang++-19 clang++)
  if(HS_RUN_CLANGXX AND NOT CU2HIP_SANITIZE)
    add_test(NAME hipshim.run.bounds_compilers.clang
      COMMAND sh -c "HIPSHIM_CXX=\"$0\" \"$1\" -Wall -Wextra -Werror \"$2\" -o \"$3\" && \"$3\""
              ${HS_RUN_CLANGXX} ${CMAKE_BINARY_DIR}/hipshim-cc ${HS_RUN_SRC}/bounds_compilers.hip
              ${HS_RUN_BIN}/bounds_compilers_clang)
    set_tests_properties(hipshim.run.bounds_compilers.clang PROPERTIES LABELS hipshim TIMEOUT 120
      PASS_REGULAR_EXPRESSION "bounds_compilers: ok \\(clang, literal bounds only\\)")
  endif()
  add_test(NAME hipshim.run.static_shared
    COMMAND sh -c "\"$0\" \"$1\" -o \"$2\" 2>&1; echo status=$?; \"$0\" -DONLY_SMALL \"$1\" -o \"$2\" && echo small=ok"
            ${CMAKE_BINARY_DIR}/hipshim-cc ${HS_RUN_SRC}/static_shared.hip ${HS_RUN_BIN}/static_shared)
  set_tests_properties(hipshim.run.static_shared PROPERTIES LABELS hipshim TIMEOUT 120
    PASS_REGULAR_EXPRESSION "static_shared.hip: error: static shared memory \\(67584 bytes\\) exceeds the limit \\(65536 bytes per block\\) in function 'tiles<8448>\\(float\\*\\)'\nstatus=1\nsmall=ok")
endif()
