# Writes the bash completion (cmake -P script, run at build time by cmake/install.cmake): the lint
# rule ids that --select/--ignore accept are taken from the built cu2hip itself, as the
# tool.driver.rules of its SARIF output for an empty file (the lint's whole rule reference), so
# the completion never drifts from the binary it is installed with.
#   CU2HIP  the cu2hip binary       IN   scripts/cu2hip-completion.bash.in
#   OUT     the completion to write WORK a scratch directory
file(MAKE_DIRECTORY "${WORK}")
file(WRITE "${WORK}/empty.cu" "")
set(ENV{CU2HIP_PCH} 0)   # no precompiled prelude in anybody's cache for this one parse
execute_process(COMMAND "${CU2HIP}" --lint --format=sarif --quiet "${WORK}/empty.cu"
  OUTPUT_VARIABLE sarif ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cu2hip --lint --format=sarif failed (${rc}): ${err}")
endif()
string(JSON n LENGTH "${sarif}" runs 0 tool driver rules)
set(ids "")
math(EXPR last "${n} - 1")
foreach(i RANGE ${last})
  string(JSON id GET "${sarif}" runs 0 tool driver rules ${i} id)
  list(APPEND ids "${id}")
endforeach()
list(SORT ids)
if(NOT ids MATCHES "warp\\.size-literal")
  message(FATAL_ERROR "no lint rule ids in cu2hip's SARIF rule list")
endif()
string(REPLACE ";" " " CU2HIP_LINT_RULE_IDS "${ids}")
configure_file("${IN}" "${OUT}.tmp" @ONLY)
file(RENAME "${OUT}.tmp" "${OUT}")
