# Regression tests of hipshim correctness fixes (tests/hipshim/fixes/): extern __shared__ in class
# templates, __launch_bounds__ with template parameters, __activemask convergence in divergent
# code, shuffles from missing or exited lanes, __builtin_amdgcn_* functions. Each self-checking
# program is built with build/hipshim-cc (a setup test) and run at HIPSHIM_WARP_SIZE=32 and 64;
# they also run under ASan+UBSan (CU2HIP_SANITIZE). Owned by hipshim correctness.
if(TARGET hipshim)
  set(HS_FIX_SRC ${CMAKE_SOURCE_DIR}/tests/hipshim/fixes)
  set(HS_FIX_BIN ${CMAKE_BINARY_DIR}/tests/hipshim/fixes)
  file(MAKE_DIRECTORY ${HS_FIX_BIN})
  foreach(t shared_bounds warp_converge amdgcn)
    add_test(NAME hipshim.fixes.${t}.build
      COMMAND ${CMAKE_BINARY_DIR}/hipshim-cc -O1 -g -Wall -Wextra -Werror ${HS_FIX_SRC}/${t}.hip
              -o ${HS_FIX_BIN}/${t})
    set_tests_properties(hipshim.fixes.${t}.build PROPERTIES
      FIXTURES_SETUP hs_fix_${t} LABELS hipshim TIMEOUT 120)
    foreach(ws 32 64)
      add_test(NAME hipshim.fixes.${t}.ws${ws} COMMAND ${HS_FIX_BIN}/${t})
      set_tests_properties(hipshim.fixes.${t}.ws${ws} PROPERTIES
        ENVIRONMENT "HIPSHIM_WARP_SIZE=${ws}" FIXTURES_REQUIRED hs_fix_${t}
        LABELS hipshim TIMEOUT 60 PASS_REGULAR_EXPRESSION "${t}: ok \\(warp size ${ws}\\)")
    endforeach()
  endforeach()
endif()
