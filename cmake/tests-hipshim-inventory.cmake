# The HIP runtime and driver functions cu2hip emits, held against hipshim's headers and library
# (scripts/hipshim-api-inventory: names from the rule table, HIP's signatures from
# tests/hipshim/api/hip-api.tsv, one line each compiled and linked through build/hipshim-cc).
# --min is the share of names implemented today; raise it as names get implemented.
# Owned by the hipshim runtime area.
if(TARGET hipshim AND EXISTS /usr/bin/python3)
  add_test(NAME hipshim_api_inventory
    COMMAND /usr/bin/python3 ${CMAKE_SOURCE_DIR}/scripts/hipshim-api-inventory --check
            --hipshim-cc ${CMAKE_BINARY_DIR}/hipshim-cc --min 94)
  set_tests_properties(hipshim_api_inventory PROPERTIES LABELS hipshim-core TIMEOUT 600
    PASS_REGULAR_EXPRESSION "HIP runtime/driver functions cu2hip emits: [0-9]+ implemented"
    FAIL_REGULAR_EXPRESSION "hipshim-api-inventory: ")
  # the check can fail: a name that works, listed as to do
  file(WRITE ${CMAKE_BINARY_DIR}/tests/hipshim/inventory-todo-wrong.txt "hipMalloc\n")
  add_test(NAME hipshim_api_inventory_fails
    COMMAND /usr/bin/python3 ${CMAKE_SOURCE_DIR}/scripts/hipshim-api-inventory --check
            --hipshim-cc ${CMAKE_BINARY_DIR}/hipshim-cc
            --todo ${CMAKE_BINARY_DIR}/tests/hipshim/inventory-todo-wrong.txt)
  set_tests_properties(hipshim_api_inventory_fails PROPERTIES LABELS hipshim-core TIMEOUT 600
    PASS_REGULAR_EXPRESSION "hipshim-api-inventory: hipMalloc: declared and linked now")
endif()
