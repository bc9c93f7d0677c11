# Kernels lowered into loops (cu2hip --lower-kernels):
#   lower.NAME.ws32/ws64     every corpus program (testdata/programs, built by the programs.NAME
#                            fixture with cu2hip-run, which lowers by default) gives the same
#                            stdout and exit status with its lowered kernels as on the fiber
#                            path (HIPSHIM_LOWER=0)
#   lower.case.NAME.build    testdata/lower/NAME.cu, self-checking programs of the lowering's
#   lower.case.NAME.ws32/64  own cases, built with cu2hip-run (unused variables or type aliases
#                            in the lowered code are errors); run both ways and compared
#   lower.golden.NAME        cu2hip --lower-kernels=notes output of testdata/lower/NAME.cu
#                            against NAME.hip and the notes against NAME.err
#   lower.hip.NAME.cc/.run   testdata/lower/hip/NAME.hip, self-checking hand-written HIP, built by
#   lower.hip.NAME.{cc,run}.wsN  hipshim-cc (cu2hip's front end on HIP input) and by cu2hip-run,
#                            each run lowered and on fibers at warp size 32 and 64 (compare-fiber)
#   lower.idempotent         cu2hip --lower-kernels output is a fixed point of translation over
#                            every CUDA input of testdata/ (tests/kernel/idempotent.sh)
#   lower.deep.SHAPE         one 100,000-term expression (sum, &&/||, comma, compound
#                            assignments, uniform ?:) lowered as its 3-term form is (deep.sh)
set(CU2HIP_LOWER_OUT ${CMAKE_BINARY_DIR}/lower)
set(CU2HIP_LOWER_CMP ${CMAKE_SOURCE_DIR}/testdata/lower/compare-fiber)

file(GLOB lower_corpus LIST_DIRECTORIES true CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/programs/*)
list(SORT lower_corpus)
foreach(dir ${lower_corpus})
  get_filename_component(prog ${dir} NAME)
  if(NOT IS_DIRECTORY ${dir} OR prog MATCHES "^_")
    continue()
  endif()
  # a run the corpus disables (KNOWN-ISSUES "wsN: reason", or "sanitize: reason" in the
  # ASan+UBSan build) has no PASS to compare against
  set(known "")
  if(EXISTS ${dir}/KNOWN-ISSUES)
    file(STRINGS ${dir}/KNOWN-ISSUES known REGEX "^(ws[0-9]+|sanitize):")
  endif()
  foreach(ws 32 64)
    add_test(NAME lower.${prog}.ws${ws}
      COMMAND ${CU2HIP_LOWER_CMP} ${CMAKE_BINARY_DIR}/programs/${prog} ${ws} ${dir}/args)
    set_tests_properties(lower.${prog}.ws${ws} PROPERTIES
      FIXTURES_REQUIRED programs.${prog} LABELS "programs;lower" TIMEOUT 300)
    foreach(line ${known})
      if(line MATCHES "^ws${ws}:" OR (CU2HIP_SANITIZE AND line MATCHES "^sanitize:"))
        set_tests_properties(lower.${prog}.ws${ws} PROPERTIES DISABLED TRUE)
      endif()
    endforeach()
  endforeach()
endforeach()

file(GLOB lower_cases CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/lower/*.cu)
list(SORT lower_cases)
foreach(src ${lower_cases})
  get_filename_component(name ${src} NAME_WE)
  add_test(NAME lower.case.${name}.build
    COMMAND ${CMAKE_COMMAND} -E env CU2HIP=$<TARGET_FILE:cu2hip>
            ${CMAKE_BINARY_DIR}/cu2hip-run -O2 -Xcompiler -Werror=unused-variable
            -Xcompiler -Werror=unused-but-set-variable -Xcompiler -Werror=unused-local-typedefs
            -o ${CU2HIP_LOWER_OUT}/${name} ${src})
  set_tests_properties(lower.case.${name}.build PROPERTIES
    FIXTURES_SETUP lower.case.${name} LABELS "lower" TIMEOUT 300)
  foreach(ws 32 64)
    add_test(NAME lower.case.${name}.ws${ws}
      COMMAND ${CU2HIP_LOWER_CMP} ${CU2HIP_LOWER_OUT}/${name} ${ws})
    set_tests_properties(lower.case.${name}.ws${ws} PROPERTIES
      FIXTURES_REQUIRED lower.case.${name} LABELS "lower" TIMEOUT 300
      PASS_REGULAR_EXPRESSION "agree")
  endforeach()
  if(EXISTS ${CMAKE_SOURCE_DIR}/testdata/lower/${name}.hip)
    add_test(NAME lower.golden.${name}
      COMMAND ${CMAKE_SOURCE_DIR}/testdata/lower/golden ${src} $<TARGET_FILE:cu2hip>)
    set_tests_properties(lower.golden.${name} PROPERTIES LABELS "lower")
  endif()
endforeach()
file(MAKE_DIRECTORY ${CU2HIP_LOWER_OUT})

file(GLOB lower_hip_cases CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/testdata/lower/hip/*.hip)
list(SORT lower_hip_cases)
foreach(src ${lower_hip_cases})
  get_filename_component(name ${src} NAME_WE)
  add_test(NAME lower.hip.${name}.cc
    COMMAND ${CMAKE_BINARY_DIR}/hipshim-cc -O2 -o ${CU2HIP_LOWER_OUT}/hip_cc_${name} ${src})
  add_test(NAME lower.hip.${name}.run
    COMMAND ${CMAKE_COMMAND} -E env CU2HIP=$<TARGET_FILE:cu2hip>
            ${CMAKE_BINARY_DIR}/cu2hip-run -O2 -o ${CU2HIP_LOWER_OUT}/hip_run_${name} ${src})
  foreach(how cc run)
    set_tests_properties(lower.hip.${name}.${how} PROPERTIES
      FIXTURES_SETUP lower.hip.${name}.${how} LABELS "lower" TIMEOUT 300)
    foreach(ws 32 64)
      add_test(NAME lower.hip.${name}.${how}.ws${ws}
        COMMAND ${CU2HIP_LOWER_CMP} ${CU2HIP_LOWER_OUT}/hip_${how}_${name} ${ws})
      set_tests_properties(lower.hip.${name}.${how}.ws${ws} PROPERTIES
        FIXTURES_REQUIRED lower.hip.${name}.${how} LABELS "lower" TIMEOUT 300
        PASS_REGULAR_EXPRESSION "agree")
    endforeach()
  endforeach()
endforeach()

add_test(NAME lower.idempotent
         COMMAND ${CMAKE_COMMAND} -E env IDEMPOTENT_OPTS=--lower-kernels
                 sh ${CMAKE_SOURCE_DIR}/tests/kernel/idempotent.sh $<TARGET_FILE:cu2hip> ${CMAKE_SOURCE_DIR}/testdata)
set_tests_properties(lower.idempotent PROPERTIES LABELS "lower" TIMEOUT 1200)

# lower.deep.SHAPE: one expression of 100,000 terms in a lowered kernel (tests/lower/deep.sh); the
# TIMEOUT is a hang guard (these take 10-50 s on a loaded machine): the lowering was quadratic
# in an expression's length (the 50,000-term comma chain ran past 150 s, the 100,000-term sum past 120 s)
# (&&/||: 20,000 pairs, as translating such a chain without lowering is already slow)
foreach(case sum:100000 logic:20000 comma:100000 assign:100000 ucond:100000)
  string(REPLACE ":" ";" case ${case})
  list(GET case 0 shape)
  list(GET case 1 terms)
  add_test(NAME lower.deep.${shape}
           COMMAND sh ${CMAKE_SOURCE_DIR}/tests/lower/deep.sh $<TARGET_FILE:cu2hip> ${shape} ${terms})
  set_tests_properties(lower.deep.${shape} PROPERTIES LABELS "lower" TIMEOUT 300
    PASS_REGULAR_EXPRESSION "deep ${shape}: ${terms} terms lowered")
endforeach()

# lower.devmath: hipshim's device sinf/cosf (the math of interchanged loops): accuracy, special
# values, and the same bits from the scalar function and every SIMD clone the CPU runs
if(TARGET hipshim)
  add_executable(hs_devmath_check ${CMAKE_SOURCE_DIR}/tests/lower/devmath.c)
  target_link_libraries(hs_devmath_check PRIVATE hipshim m)
  add_test(NAME lower.devmath COMMAND hs_devmath_check)
  set_tests_properties(lower.devmath PROPERTIES LABELS "lower" TIMEOUT 120
    PASS_REGULAR_EXPRESSION "devmath: ok")
endif()
