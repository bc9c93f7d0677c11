# The translator: every src/*.c is part of cu2hip (one file per phase) but src/rules_gen.c. The
# rule tables (rules/*.json, compiled to C data) and the CUDA parse prelude (include/cu2hip/) are
# built into the binary so that the tool works wherever it is copied.
file(GLOB CU2HIP_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/*.c)
file(GLOB CU2HIP_RULE_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/rules/*.json
                                               ${CMAKE_SOURCE_DIR}/rules/*/*.json)
list(FILTER CU2HIP_RULE_FILES EXCLUDE REGEX "schema\\.json$")
list(SORT CU2HIP_RULE_FILES)
# The built-in rule tables are loaded at build time, not at each run: cu2hip_rules_gen (the
# runtime loader, src/rules.c, plus src/rules_gen.c) reads them with the same checks and writes
# the loaded table as static data; a bad rule file fails the build with the loader's
# FILE:LINE:COL message. The output is reproducible (it depends only on the files).
add_executable(cu2hip_rules_gen ${CMAKE_SOURCE_DIR}/src/rules_gen.c ${CMAKE_SOURCE_DIR}/src/rules.c
                                ${CMAKE_SOURCE_DIR}/src/util.c
                                ${CMAKE_SOURCE_DIR}/src/containers.c
                                ${CMAKE_SOURCE_DIR}/src/jsonloc.c)
target_include_directories(cu2hip_rules_gen PRIVATE ${CMAKE_SOURCE_DIR}/src)
target_compile_definitions(cu2hip_rules_gen PRIVATE RL_NO_STATIC)
target_link_libraries(cu2hip_rules_gen PRIVATE PkgConfig::CJSON Threads::Threads)
set(CU2HIP_RULES_C ${CMAKE_BINARY_DIR}/generated/rules_builtin.c)
add_custom_command(
  OUTPUT ${CU2HIP_RULES_C}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/generated
  COMMAND cu2hip_rules_gen ${CU2HIP_RULES_C} ${CMAKE_SOURCE_DIR} ${CU2HIP_RULE_FILES}
  DEPENDS cu2hip_rules_gen ${CU2HIP_RULE_FILES}
  COMMENT "Compiling the rule tables"
  VERBATIM)
# Several targets compile the tables (cu2hip_core, cmake/tests-rules.cmake's test_rules*): each depends on
# this one target that owns the output, or a parallel build runs the generator twice at once
# and the two race on its temp file (CMake's add_custom_command: OUTPUT in independent targets).
add_custom_target(cu2hip_rules_builtin DEPENDS ${CU2HIP_RULES_C})

# (cuda/: libcu++'s headers have no extension, <cuda/barrier>)
file(GLOB_RECURSE CU2HIP_PRELUDE_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/include/cu2hip/*.h
                                                    ${CMAKE_SOURCE_DIR}/include/cu2hip/*.cuh
                                                    ${CMAKE_SOURCE_DIR}/include/cu2hip/cuda/*)
list(SORT CU2HIP_PRELUDE_FILES)
set(CU2HIP_PRELUDE_C ${CMAKE_BINARY_DIR}/generated/prelude_embedded.c)
set(CU2HIP_PRELUDE_S ${CMAKE_BINARY_DIR}/generated/prelude_embedded.S)
string(REPLACE ";" "|" CU2HIP_PRELUDE_FILES_ARG "${CU2HIP_PRELUDE_FILES}")
add_custom_command(
  OUTPUT ${CU2HIP_PRELUDE_C} ${CU2HIP_PRELUDE_S}
  COMMAND ${CMAKE_COMMAND} -DOUT=${CU2HIP_PRELUDE_C} -DROOT=${CMAKE_SOURCE_DIR}/include/cu2hip
          "-DFILES=${CU2HIP_PRELUDE_FILES_ARG}" -DSYMBOL=cu_prelude_files -DCOUNT=cu_prelude_count
          -DTYPE=ps_embedded_file -DDIGEST=cu_prelude_digest -P ${CMAKE_SOURCE_DIR}/cmake/embed_files.cmake
  DEPENDS ${CU2HIP_PRELUDE_FILES} ${CMAKE_SOURCE_DIR}/cmake/embed_files.cmake
  COMMENT "Embedding the CUDA parse prelude"
  VERBATIM)

# Everything but main.c (and the generator) goes into a static library so unit tests can link
# the pure parts.
set(CU2HIP_LIB_SOURCES ${CU2HIP_SOURCES})
list(FILTER CU2HIP_LIB_SOURCES EXCLUDE REGEX "/(main|rules_gen)\\.c$")
add_library(cu2hip_core STATIC ${CU2HIP_LIB_SOURCES} ${CU2HIP_RULES_C}
                                    ${CU2HIP_PRELUDE_C} ${CU2HIP_PRELUDE_S})
add_dependencies(cu2hip_core cu2hip_rules_builtin)
target_include_directories(cu2hip_core PUBLIC ${CMAKE_SOURCE_DIR}/src ${LIBCLANG_INCLUDE_DIR})
target_link_libraries(cu2hip_core PUBLIC ${LIBCLANG_LIBRARY} PkgConfig::CJSON Threads::Threads)
target_compile_definitions(cu2hip_core PUBLIC
  CU2HIP_VERSION="${PROJECT_VERSION}"
  CU2HIP_CLANG_RESOURCE_DIR="${CU2HIP_CLANG_RESOURCE_DIR}"
  CU2HIP_SOURCE_PRELUDE_DIR="${CMAKE_SOURCE_DIR}/include/cu2hip")

add_executable(cu2hip ${CMAKE_SOURCE_DIR}/src/main.c)
target_link_libraries(cu2hip PRIVATE cu2hip_core)
