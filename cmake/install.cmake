# Install and packaging: what `cmake --install` adds beyond the subsystems' own rules (cu2hip and
# its man page, the bash completion, hipshim's CMake package version, the docs) and the Debian
# package (`cpack -G DEB`, or `cmake --build build --target package`). The layout is computed in
# cmake/install-layout.cmake.
include(CMakePackageConfigHelpers)

install(TARGETS cu2hip RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${CMAKE_SOURCE_DIR}/man/cu2hip.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/docs/lint.md ${CMAKE_SOURCE_DIR}/docs/batch.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

# bash completion: one script for the three commands, under each name so that bash-completion
# loads it on demand whichever is completed first
set(CU2HIP_COMPLETION ${CMAKE_BINARY_DIR}/completion/cu2hip)
add_custom_command(
  OUTPUT ${CU2HIP_COMPLETION}
  COMMAND ${CMAKE_COMMAND} -DCU2HIP=$<TARGET_FILE:cu2hip>
          -DIN=${CMAKE_SOURCE_DIR}/scripts/cu2hip-completion.bash.in -DOUT=${CU2HIP_COMPLETION}
          -DWORK=${CMAKE_BINARY_DIR}/completion/work -P ${CMAKE_SOURCE_DIR}/cmake/gen-completion.cmake
  DEPENDS cu2hip ${CMAKE_SOURCE_DIR}/scripts/cu2hip-completion.bash.in
          ${CMAKE_SOURCE_DIR}/cmake/gen-completion.cmake
  COMMENT "Writing the bash completion (lint rule ids from cu2hip)"
  VERBATIM)
add_custom_target(cu2hip_completion ALL DEPENDS ${CU2HIP_COMPLETION})
foreach(cmd cu2hip cu2hip-run hipshim-cc)
  install(FILES ${CU2HIP_COMPLETION} DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
          RENAME ${cmd})
endforeach()

if(TARGET hipshim)
  write_basic_package_version_file(${CMAKE_BINARY_DIR}/hipshim/install/hipshimConfigVersion.cmake
    VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
  install(FILES ${CMAKE_BINARY_DIR}/hipshim/install/hipshimConfigVersion.cmake
          DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/hipshim)
endif()

# ---- Debian package ----
# Depends: the libraries cu2hip links (libclang, cJSON), the clang resource headers and C
# library headers its parse reads, the compilers hipshim-cc runs (whatever cmake/hipshim.cmake
# chose) and binutils (hipshim-cc's readelf). Each package is found with dpkg from the file
# actually used, so the list follows the build's configuration; the names are the fallback where
# dpkg does not know a file.
#
# cu2hip_deb_package_of(OUT PATH FALLBACK [REAL]): the package owning PATH, following its
# symlinks one by one (a compiler reached through /etc/alternatives is owned by the package of
# the first owned link, e.g. /usr/bin/c++ -> g++); with REAL, the fully resolved file (a library
# symlink like libcjson.so belongs to the -dev package, its target to the runtime one).
function(cu2hip_deb_package_of out path fallback)
  set(${out} "${fallback}" PARENT_SCOPE)
  if(NOT CU2HIP_DPKG_QUERY OR NOT EXISTS "${path}")
    return()
  endif()
  set(p "${path}")
  if(ARGN STREQUAL "REAL")
    get_filename_component(p "${path}" REALPATH)
  endif()
  foreach(hop RANGE 8)
    execute_process(COMMAND ${CU2HIP_DPKG_QUERY} -S "${p}"
      OUTPUT_VARIABLE o RESULT_VARIABLE rc ERROR_QUIET)
    if(rc EQUAL 0 AND o MATCHES "^([A-Za-z0-9.+-]+)(:[a-z0-9]+)?: ")
      set(${out} "${CMAKE_MATCH_1}" PARENT_SCOPE)
      return()
    endif()
    if(NOT IS_SYMLINK "${p}")
      return()
    endif()
    file(READ_SYMLINK "${p}" target)
    if(NOT IS_ABSOLUTE "${target}")
      get_filename_component(dir "${p}" DIRECTORY)
      set(target "${dir}/${target}")
    endif()
    set(p "${target}")
  endforeach()
endfunction()

find_program(CU2HIP_DPKG_QUERY dpkg-query)
mark_as_advanced(CU2HIP_DPKG_QUERY)
if(NOT DEFINED HIPSHIM_CXX)
  set(HIPSHIM_CXX ${CMAKE_CXX_COMPILER})
endif()
if(NOT DEFINED HIPSHIM_CC)
  set(HIPSHIM_CC ${CMAKE_C_COMPILER})
endif()
find_program(CU2HIP_READELF readelf)
mark_as_advanced(CU2HIP_READELF)
cu2hip_deb_package_of(dep_clang "${LIBCLANG_LIBRARY}" libclang1-19 REAL)
set(cjson_lib "")
foreach(l ${CJSON_LINK_LIBRARIES})
  if(l MATCHES "cjson")
    set(cjson_lib "${l}")
  endif()
endforeach()
cu2hip_deb_package_of(dep_cjson "${cjson_lib}" libcjson1 REAL)
cu2hip_deb_package_of(dep_resource "${CU2HIP_CLANG_RESOURCE_DIR}/include/__clang_cuda_builtin_vars.h"
                      libclang-common-19-dev)
cu2hip_deb_package_of(dep_libc_dev /usr/include/stdio.h libc6-dev)
cu2hip_deb_package_of(dep_cxx "${HIPSHIM_CXX}" g++)
cu2hip_deb_package_of(dep_cc "${HIPSHIM_CC}" gcc)
cu2hip_deb_package_of(dep_binutils "${CU2HIP_READELF}" binutils)
set(deps ${dep_clang} ${dep_cjson} ${dep_resource} ${dep_libc_dev} ${dep_cxx} ${dep_cc} ${dep_binutils})
# hipshim-cc links programs of hipshim's HIP libraries with the Debian libraries they use
# (cmake/hipshim-libs.cmake): their development packages hold the libraries' link names
get_property(hs_link_files GLOBAL PROPERTY HIPSHIM_LIBS_LINK_FILES)
foreach(f ${hs_link_files})
  string(REGEX REPLACE "\\|.*" "" path "${f}")
  string(REGEX REPLACE ".*\\|" "" fallback "${f}")
  cu2hip_deb_package_of(dep "${path}" "${fallback}")
  list(APPEND deps ${dep})
endforeach()
unset(hs_link_files)
list(REMOVE_DUPLICATES deps)
string(REPLACE ";" ", " CU2HIP_DEB_DEPENDS "${deps}")
unset(deps)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME cu2hip)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "cu2hip")
set(CPACK_PACKAGE_CONTACT "cu2hip maintainers <cu2hip@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "CUDA to HIP translator and portability lint, with a CPU runtime for HIP")
# the long description; CPack puts the summary above it as the synopsis line
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
"cu2hip translates CUDA sources to HIP on libclang: runtime, driver and library API
names, headers, kernel launches, __launch_bounds__ and 32-bit warp masks. Its lint
mode reports what will not port cleanly to AMD GPUs (text, json, github, sarif).
hipshim runs the HIP it emits on CPU threads: hipshim-cc compiles HIP programs
like hipcc, cu2hip-run translates, builds and runs CUDA programs in one step.
hipshim's headers are installed under /usr/include/hipshim so that they never
shadow a real HIP installation.")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "${CU2HIP_DEB_DEPENDS}")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "pkg-config")
# mingw-w64's Windows and C++ headers: Windows code (windows.h, Direct3D) is parsed with them
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "bash-completion, cmake, hipcc, mingw-w64-x86-64-dev, g++-mingw-w64-x86-64-posix")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_FILE_NAME "cu2hip-${PROJECT_VERSION}")   # for generators other than DEB
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/")
include(CPack)
