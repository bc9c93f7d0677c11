# Tests of hipshim's kernel language (device headers): hand-written HIP programs under
# tests/hipshim/kernel/, compiled with build/hipshim-cc like a user would, each run at warp size
# 32 and 64. They are self-checking (non-zero exit with a message on failure).
# Owned by the hipshim device-headers area.
if(TARGET hipshim)
  set(HSDEV_SRC ${CMAKE_SOURCE_DIR}/tests/hipshim/kernel)
  set(HSDEV_DIR ${CMAKE_BINARY_DIR}/hipshim-kernel-tests)
  file(GLOB HSDEV_HEADERS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/include/hip/*.h
                                            ${CMAKE_SOURCE_DIR}/include/hip/hipshim/*)
  set(HSDEV_TESTS builtins warp atomics shared_sync extern_shared coordination coop math printf_assert)
  set(HSDEV_PROGS "")
  foreach(t ${HSDEV_TESTS})
    add_custom_command(OUTPUT ${HSDEV_DIR}/${t}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${HSDEV_DIR}
      COMMAND ${CMAKE_BINARY_DIR}/hipshim-cc -O1 -g -Wall -Wextra -o ${HSDEV_DIR}/${t} ${HSDEV_SRC}/${t}.hip
      DEPENDS hipshim ${HSDEV_SRC}/${t}.hip ${HSDEV_SRC}/hs_test.h ${HSDEV_HEADERS}
              ${CMAKE_SOURCE_DIR}/scripts/hipshim-cc.in cu2hip
      COMMENT "hipshim-cc ${t}.hip" VERBATIM)
    list(APPEND HSDEV_PROGS ${HSDEV_DIR}/${t})
    foreach(ws 32 64)
      set(name hipshim.kernel.${t}.ws${ws})
      add_test(NAME ${name} COMMAND ${HSDEV_DIR}/${t})
      set_tests_properties(${name} PROPERTIES ENVIRONMENT HIPSHIM_WARP_SIZE=${ws} LABELS hipshim TIMEOUT 120)
      if(t STREQUAL "printf_assert")
        set_tests_properties(${name} PROPERTIES PASS_REGULAR_EXPRESSION
          "kernel printf: block 2 thread 1 of 8, warpSize ${ws}, tag 7, pi 3\\.142.*printf_assert: ok")
        # the program must die of SIGABRT (a signal, which CTest would report as a crash)
        add_test(NAME hipshim.kernel.assert.ws${ws}
                 COMMAND sh -c "\"$0\" assert; echo \"exit status $?\"" ${HSDEV_DIR}/${t})
        set_tests_properties(hipshim.kernel.assert.ws${ws} PROPERTIES ENVIRONMENT HIPSHIM_WARP_SIZE=${ws}
          LABELS hipshim TIMEOUT 120
          PASS_REGULAR_EXPRESSION "printf_assert\\.hip:[0-9]+: hello_kernel: Device-side assertion `tag == 7 \\|\\| threadIdx\\.x != 3' failed.*exit status 134"
          FAIL_REGULAR_EXPRESSION "assert did not abort")
      endif()
    endforeach()
  endforeach()
  add_custom_target(hipshim_kernel_tests ALL DEPENDS ${HSDEV_PROGS})
endif()
