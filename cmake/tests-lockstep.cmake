# Warp-synchronous code in lockstep (pass_lockstep.c, hs_lockstep_yield):
#   lockstep.golden.NAME     cu2hip --lower-kernels=notes output of testdata/lockstep/NAME.cu (the
#                            lockstep points inserted, the warnings and lower.kernel notes)
#   lockstep.case.NAME.build testdata/lockstep/NAME.cu, a self-checking CUDA program, built with
#   lockstep.case.NAME.wsN   cu2hip-run and run at warp size 32 and 64: it must print PASS
#   lockstep.translate-warns translate mode without --lower-kernels reports warp.implicit-lockstep
#                            where the lint does, and inserts nothing
# The runtime primitive itself is tested by hipshim.run.lockstep (cmake/tests-hipshim-run.cmake).
# Owned by hipshim correctness.
set(CU2HIP_LOCKSTEP_OUT ${CMAKE_BINARY_DIR}/lockstep)
file(MAKE_DIRECTORY ${CU2HIP_LOCKSTEP_OUT})
file(GLOB lockstep_cases CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/lockstep/*.cu)
list(SORT lockstep_cases)
foreach(src ${lockstep_cases})
  get_filename_component(name ${src} NAME_WE)
  if(EXISTS ${CMAKE_SOURCE_DIR}/testdata/lockstep/${name}.hip)
    add_test(NAME lockstep.golden.${name}
      COMMAND ${CMAKE_SOURCE_DIR}/testdata/lower/golden ${src} $<TARGET_FILE:cu2hip>)
    set_tests_properties(lockstep.golden.${name} PROPERTIES LABELS "lockstep;golden")
  endif()
  add_test(NAME lockstep.case.${name}.build
    COMMAND ${CMAKE_COMMAND} -E env CU2HIP=$<TARGET_FILE:cu2hip>
            ${CMAKE_BINARY_DIR}/cu2hip-run -O2 -o ${CU2HIP_LOCKSTEP_OUT}/${name} ${src})
  set_tests_properties(lockstep.case.${name}.build PROPERTIES
    FIXTURES_SETUP lockstep.case.${name} LABELS "lockstep;hipshim" TIMEOUT 300)
  foreach(ws 32 64)
    add_test(NAME lockstep.case.${name}.ws${ws} COMMAND ${CU2HIP_LOCKSTEP_OUT}/${name})
    set_tests_properties(lockstep.case.${name}.ws${ws} PROPERTIES
      ENVIRONMENT "HIPSHIM_WARP_SIZE=${ws}"
      FIXTURES_REQUIRED lockstep.case.${name} LABELS "lockstep;hipshim" TIMEOUT 120
      PASS_REGULAR_EXPRESSION "^PASS\n$")
  endforeach()
endforeach()

# the finding of the translation is the lint's: same lines, same rule id; no lockstep point
add_test(NAME lockstep.translate-warns
  COMMAND sh -c "cd \"$0\" && \"$1\" divergent.cu -o \"$2/translate.hip\" 2>&1 | grep -o '^divergent.cu:[0-9]*:[0-9]*: warning: .*\\[warp.implicit-lockstep\\]$' | cut -d: -f2,3 > \"$2/translate.lines\" && \"$1\" --lint divergent.cu 2>&1 | grep -o '^divergent.cu:[0-9]*:[0-9]*: warning: .*\\[warp.implicit-lockstep\\]$' | cut -d: -f2,3 > \"$2/lint.lines\" && test -s \"$2/lint.lines\" && cmp \"$2/translate.lines\" \"$2/lint.lines\" && ! grep -q HIPSHIM_LOCKSTEP \"$2/translate.hip\" && echo same"
          ${CMAKE_SOURCE_DIR}/testdata/lockstep $<TARGET_FILE:cu2hip> ${CU2HIP_LOCKSTEP_OUT})
set_tests_properties(lockstep.translate-warns PROPERTIES LABELS "lockstep;golden" PASS_REGULAR_EXPRESSION "^same\n$")
