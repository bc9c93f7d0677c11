# Install, packaging and integrations (scripts/test-install CASE BUILD_DIR).
#   install.layout        cmake --install: every file in place, nothing at PREFIX/include/hip/
#   install.relocate      the installed toolchain works from a moved prefix (cu2hip, hipshim-cc,
#                         cu2hip-run on corpus programs, pkg-config, find_package(hipshim))
#   install.deb           cpack -G DEB: control, Depends, contents, apt resolution on a bare
#                         Debian 12, the demo run from the unpacked package (not in sanitizer
#                         builds: a package of an ASan build is not something to ship)
#   install.completion    the bash completion
#   install.integrations  .pre-commit-hooks.yaml and action.yml
# The cases that run `cmake --install` share a lock: they write the build tree's install manifest.
set(CU2HIP_INSTALL_TESTS layout relocate completion integrations)
if(NOT CU2HIP_SANITIZE)
  list(APPEND CU2HIP_INSTALL_TESTS deb)
endif()
foreach(case ${CU2HIP_INSTALL_TESTS})
  add_test(NAME install.${case}
    COMMAND ${CMAKE_SOURCE_DIR}/scripts/test-install ${case} ${CMAKE_BINARY_DIR})
  set_tests_properties(install.${case} PROPERTIES
    LABELS "install" SKIP_RETURN_CODE 77 TIMEOUT 600)
endforeach()
set_tests_properties(install.layout install.relocate PROPERTIES RESOURCE_LOCK cu2hip-install)
if(NOT CU2HIP_SANITIZE)
  set_tests_properties(install.deb PROPERTIES RESOURCE_LOCK cu2hip-install LABELS "install;package")
endif()
