# gen_check.cmake - the rule-table generator (src/rules_gen.c) is reproducible: two more runs on
# the files the build compiled write exactly the bytes of the build's generated file.
# Variables: GEN (the generator), ROOT, FILES ('|'-separated), BUILT (the build's output), TMP
# (prefix of the files this check writes).
string(REPLACE "|" ";" files "${FILES}")
foreach(run 1 2)
  execute_process(COMMAND ${GEN} ${TMP}-${run}.c ${ROOT} ${files} RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "generator run ${run} failed (${rc}):\n${err}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${TMP}-${run}.c ${BUILT} RESULT_VARIABLE same)
  if(NOT same EQUAL 0)
    message(FATAL_ERROR "run ${run} wrote ${TMP}-${run}.c, which differs from ${BUILT}")
  endif()
  file(REMOVE ${TMP}-${run}.c)
endforeach()
