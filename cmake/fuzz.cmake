# libFuzzer targets: -DCU2HIP_FUZZ=ON with clang as the C compiler
# (CC=clang-19; Debian's libclang-rt-19-dev holds the fuzzer runtime) builds
#   cu2hip_fuzz_translate  the whole translator over each input as a .cu file (tests/fuzz/fuzz_translate.c)
#   cu2hip_fuzz_rules      the rule loader over each input as a user rule file (tests/fuzz/fuzz_rules.c)
# with ASan+UBSan, and the target fuzz-corpus, which fills build/fuzz/corpus-{translate,rules}
# with the seed inputs from testdata/, tests/fuzz/repro/ and tests/fuzz/seeds/ (inputs that are
# no reproducer: includes of special files, deep expressions). Run: tests/fuzz/run.sh BUILD_DIR [SECONDS].
# Only the fuzz targets are instrumented; cu2hip itself builds as usual.
if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "CU2HIP_FUZZ needs clang (configure with CC=clang-19 CXX=clang++-19)")
endif()
set(CU2HIP_FUZZ_FLAGS -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined -g)
add_library(cu2hip_fuzz_core STATIC ${CU2HIP_LIB_SOURCES} ${CU2HIP_RULES_C}
                                    ${CU2HIP_PRELUDE_C} ${CU2HIP_PRELUDE_S})
add_dependencies(cu2hip_fuzz_core cu2hip_rules_builtin)
target_include_directories(cu2hip_fuzz_core PUBLIC ${CMAKE_SOURCE_DIR}/src ${LIBCLANG_INCLUDE_DIR})
target_link_libraries(cu2hip_fuzz_core PUBLIC ${LIBCLANG_LIBRARY} PkgConfig::CJSON Threads::Threads)
target_compile_definitions(cu2hip_fuzz_core PUBLIC
  CU2HIP_VERSION="${PROJECT_VERSION}"
  CU2HIP_CLANG_RESOURCE_DIR="${CU2HIP_CLANG_RESOURCE_DIR}"
  CU2HIP_SOURCE_PRELUDE_DIR="${CMAKE_SOURCE_DIR}/include/cu2hip")
target_compile_options(cu2hip_fuzz_core PRIVATE ${CU2HIP_FUZZ_FLAGS})
foreach(t translate rules)
  add_executable(cu2hip_fuzz_${t} ${CMAKE_SOURCE_DIR}/tests/fuzz/fuzz_${t}.c)
  target_compile_options(cu2hip_fuzz_${t} PRIVATE ${CU2HIP_FUZZ_FLAGS})
  target_link_options(cu2hip_fuzz_${t} PRIVATE -fsanitize=fuzzer,address,undefined)
  target_link_libraries(cu2hip_fuzz_${t} PRIVATE cu2hip_fuzz_core)
endforeach()

add_custom_target(fuzz-corpus
  COMMAND sh ${CMAKE_SOURCE_DIR}/tests/fuzz/seed.sh ${CMAKE_SOURCE_DIR} ${CMAKE_BINARY_DIR}/fuzz
  COMMENT "Seeding the fuzz corpora from testdata (tests/fuzz/seed.sh)"
  VERBATIM)
