# hipshim: the CPU runtime for HIP programs. Core in C11 (src/runtime/*.c, *.S for context
# switches); headers under include/. Also generates build/hipshim-cc (the hipcc-like driver),
# a pkg-config file and a CMake package for the build tree and for installs.
# Owned by the hipshim runtime area.
include(GNUInstallDirs)
file(GLOB HIPSHIM_SOURCES CONFIGURE_DEPENDS
  ${CMAKE_SOURCE_DIR}/src/runtime/*.c ${CMAKE_SOURCE_DIR}/src/runtime/*.S ${CMAKE_SOURCE_DIR}/src/runtime/*.cpp)
if(HIPSHIM_SOURCES)
  # the translator's container set (src/containers.c depends on nothing else of src/)
  add_library(hipshim STATIC ${HIPSHIM_SOURCES} ${CMAKE_SOURCE_DIR}/src/containers.c)
  target_include_directories(hipshim PUBLIC
    $<BUILD_INTERFACE:${CMAKE_SOURCE_DIR}/include> $<INSTALL_INTERFACE:${CU2HIP_INSTALL_HIPSHIM_INCLUDEDIR}>)
  target_include_directories(hipshim PRIVATE ${CMAKE_SOURCE_DIR}/src)
  target_link_libraries(hipshim PUBLIC Threads::Threads m ${CMAKE_DL_LIBS})
  target_compile_features(hipshim PUBLIC cxx_std_17)
  set_target_properties(hipshim PROPERTIES POSITION_INDEPENDENT_CODE ON)

  set(HIPSHIM_SANITIZE_FLAGS "")
  if(CU2HIP_SANITIZE)
    # -fno-sanitize=null: Debian's Thrust binds references to a null execution policy as an idiom
    # (thrust/detail/reference.h), which would stop every Thrust program; ASan still catches
    # real null accesses
    set(HIPSHIM_SANITIZE_FLAGS "-fsanitize=address,undefined -fno-sanitize=null -fno-omit-frame-pointer -fno-sanitize-recover=undefined -DHIPSHIM_SANITIZED=1")
  endif()
  set(HIPSHIM_CXX ${CMAKE_CXX_COMPILER})
  set(HIPSHIM_CC ${CMAKE_C_COMPILER})
  set(HIPSHIM_DYNAMIC_SHARED_MAX 65536)
  # hipshim-chevrons: hipshim-cc's rewriter of <<<>>> launches (a build tool, C11; not runtime)
  add_executable(hipshim-chevrons ${CMAKE_SOURCE_DIR}/src/hipshim-cc/chevrons.c
                                  ${CMAKE_SOURCE_DIR}/src/containers.c)
  target_include_directories(hipshim-chevrons PRIVATE ${CMAKE_SOURCE_DIR}/src)
  install(TARGETS hipshim-chevrons RUNTIME DESTINATION ${CMAKE_INSTALL_LIBEXECDIR}/hipshim)
  # the HIP libraries (hipBLAS, hipFFT, ...), their manifest and the header guard
  include(${CMAKE_SOURCE_DIR}/cmake/hipshim-libs.cmake)

  # build-tree driver: sources' headers, the library just built
  set(HIPSHIM_BIN_TO_PREFIX "")
  set(HIPSHIM_INCLUDE_DIR ${CMAKE_SOURCE_DIR}/include)
  set(HIPSHIM_LIBRARY "$<TARGET_FILE:hipshim>")
  set(HIPSHIM_CHEVRONS "$<TARGET_FILE:hipshim-chevrons>")
  set(HIPSHIM_CC_LIBS_DIR ${HIPSHIM_LIBS_DIR})
  set(HIPSHIM_CC_GUARD_DIR ${HIPSHIM_GUARD_DIR})
  configure_file(${CMAKE_SOURCE_DIR}/scripts/hipshim-cc.in ${CMAKE_BINARY_DIR}/hipshim/hipshim-cc.build @ONLY)
  file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/hipshim-cc INPUT ${CMAKE_BINARY_DIR}/hipshim/hipshim-cc.build
       FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
  # installed driver: paths relative to its own location (cmake/install.cmake), so that a moved
  # prefix still works; the headers sit in a directory of their own (never PREFIX/include/hip)
  set(HIPSHIM_BIN_TO_PREFIX "${CU2HIP_INSTALL_BIN_TO_PREFIX}")
  set(HIPSHIM_INCLUDE_DIR "${CU2HIP_INSTALL_SH_INCLUDEDIR}")
  set(HIPSHIM_LIBRARY "${CU2HIP_INSTALL_SH_LIBDIR}/$<TARGET_FILE_NAME:hipshim>")
  set(HIPSHIM_CHEVRONS "${CU2HIP_INSTALL_SH_LIBEXECDIR}/hipshim/hipshim-chevrons")
  set(HIPSHIM_CC_LIBS_DIR "${CU2HIP_INSTALL_SH_LIBDIR}/hipshim")
  set(HIPSHIM_CC_GUARD_DIR "${CU2HIP_INSTALL_SH_LIBDIR}/hipshim/guard")
  configure_file(${CMAKE_SOURCE_DIR}/scripts/hipshim-cc.in ${CMAKE_BINARY_DIR}/hipshim/hipshim-cc.install @ONLY)
  file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/hipshim/install/hipshim-cc INPUT ${CMAKE_BINARY_DIR}/hipshim/hipshim-cc.install)

  # pkg-config: hipshim.pc for installs, hipshim-uninstalled.pc for the build tree
  set(HIPSHIM_PC_LIBS_PRIVATE "-pthread -lm -ldl")
  file(WRITE ${CMAKE_BINARY_DIR}/hipshim/hipshim.pc.in
"prefix=${CU2HIP_INSTALL_PC_PREFIX}
libdir=${CU2HIP_INSTALL_PC_LIBDIR}
includedir=${CU2HIP_INSTALL_PC_INCLUDEDIR}

Name: hipshim
Description: HIP runtime on CPU threads (link through hipshim-cc --launch-link for extern __shared__)
Version: ${PROJECT_VERSION}
Cflags: -I\${includedir} -std=c++17 -pthread
Libs: -L\${libdir} -lhipshim -pthread -lm -ldl
")
  configure_file(${CMAKE_BINARY_DIR}/hipshim/hipshim.pc.in ${CMAKE_BINARY_DIR}/hipshim/hipshim.pc COPYONLY)
  file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/pkgconfig/hipshim-uninstalled.pc CONTENT
"Name: hipshim (build tree)
Description: HIP runtime on CPU threads, uninstalled
Version: ${PROJECT_VERSION}
Cflags: -I${CMAKE_SOURCE_DIR}/include -std=c++17 -pthread ${HIPSHIM_SANITIZE_FLAGS}
Libs: $<TARGET_FILE:hipshim> -pthread -lm -ldl ${HIPSHIM_SANITIZE_FLAGS}
")

  # CMake package: find_package(hipshim) gives hipshim::hipshim and hipshim_link_shared(target),
  # which routes the target's link through hipshim-cc --launch-link (extern __shared__ stub).
  set(HIPSHIM_CONFIG_BODY [=[
include(${CMAKE_CURRENT_LIST_DIR}/hipshimTargets.cmake)
find_package(Threads REQUIRED)
function(hipshim_link_shared target)
  set_property(TARGET ${target} PROPERTY RULE_LAUNCH_LINK "\"${HIPSHIM_CC}\" --launch-link")
endfunction()
]=])
  file(WRITE ${CMAKE_BINARY_DIR}/hipshimConfig.cmake
    "# hipshim CMake package (build tree)\nset(HIPSHIM_CC \"${CMAKE_BINARY_DIR}/hipshim-cc\")\n${HIPSHIM_CONFIG_BODY}")
  export(TARGETS hipshim NAMESPACE hipshim:: FILE ${CMAKE_BINARY_DIR}/hipshimTargets.cmake)
  file(WRITE ${CMAKE_BINARY_DIR}/hipshim/install/hipshimConfig.cmake
    "# hipshim CMake package\n${CU2HIP_INSTALL_CMAKE_PREFIX}set(HIPSHIM_CC \"${CU2HIP_INSTALL_CMAKE_BINDIR}/hipshim-cc\")\n${HIPSHIM_CONFIG_BODY}")

  install(TARGETS hipshim EXPORT hipshimTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
  install(EXPORT hipshimTargets NAMESPACE hipshim:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/hipshim)
  install(FILES ${CMAKE_BINARY_DIR}/hipshim/install/hipshimConfig.cmake
          DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/hipshim)
  install(DIRECTORY ${CMAKE_SOURCE_DIR}/include/hip DESTINATION ${CU2HIP_INSTALL_HIPSHIM_INCLUDEDIR})
  install(PROGRAMS ${CMAKE_BINARY_DIR}/hipshim/install/hipshim-cc DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${CMAKE_BINARY_DIR}/hipshim/hipshim.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
  if(EXISTS ${CMAKE_SOURCE_DIR}/man/hipshim-cc.1)
    install(FILES ${CMAKE_SOURCE_DIR}/man/hipshim-cc.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  endif()
endif()
