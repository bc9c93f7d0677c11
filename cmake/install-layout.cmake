# The installed layout, computed before the subsystems write their install rules (included by the
# top-level CMakeLists.txt before cmake/hipshim.cmake).
#
# PREFIX/bin/{cu2hip,cu2hip-run,hipshim-cc}, PREFIX/lib/libhipshim.a, PREFIX/include/hipshim/hip/
# (hipshim's headers live in a directory of their own: at PREFIX/include/hip they would shadow a
# real ROCm's HIP headers for every hipcc build on the machine), PREFIX/lib/pkgconfig/hipshim.pc,
# PREFIX/lib/cmake/hipshim/, PREFIX/share/man/man1/, PREFIX/share/bash-completion/completions/.
#
# Everything installed finds the rest relative to its own location, so a prefix moved after the
# install still works: the installed hipshim-cc from its resolved path, hipshim.pc from
# ${pcfiledir}, hipshimConfig.cmake from CMAKE_CURRENT_LIST_DIR. That holds while the GNUInstallDirs
# directories are relative (the default); an absolute one is used as given.
include(GNUInstallDirs)

set(CU2HIP_INSTALL_HIPSHIM_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}/hipshim")

# CU2HIP_INSTALL_REL_<DIR>: how to get from the installed directory <DIR> back to the prefix
# ("" when <DIR> is absolute, i.e. not relocatable)
function(cu2hip_install_up_to_prefix out dir)
  if(IS_ABSOLUTE "${dir}")
    set(${out} "" PARENT_SCOPE)
  else()
    file(RELATIVE_PATH rel "/__prefix__/${dir}" "/__prefix__")
    string(REGEX REPLACE "/+$" "" rel "${rel}")
    set(${out} "${rel}" PARENT_SCOPE)
  endif()
endfunction()

# the path of DIR (relative to the prefix, or absolute) as seen from a variable holding the prefix
function(cu2hip_install_path_from out prefixvar dir)
  if(IS_ABSOLUTE "${dir}")
    set(${out} "${dir}" PARENT_SCOPE)
  else()
    set(${out} "\${${prefixvar}}/${dir}" PARENT_SCOPE)
  endif()
endfunction()

# hipshim-cc (a bash script): HS_PREFIX is computed at run time from the script's resolved path
cu2hip_install_up_to_prefix(CU2HIP_INSTALL_BIN_TO_PREFIX "${CMAKE_INSTALL_BINDIR}")
if(CU2HIP_INSTALL_BIN_TO_PREFIX)
  cu2hip_install_path_from(CU2HIP_INSTALL_SH_INCLUDEDIR HS_PREFIX "${CU2HIP_INSTALL_HIPSHIM_INCLUDEDIR}")
  cu2hip_install_path_from(CU2HIP_INSTALL_SH_LIBDIR HS_PREFIX "${CMAKE_INSTALL_LIBDIR}")
  cu2hip_install_path_from(CU2HIP_INSTALL_SH_LIBEXECDIR HS_PREFIX "${CMAKE_INSTALL_LIBEXECDIR}")
else()
  set(CU2HIP_INSTALL_SH_INCLUDEDIR "${CMAKE_INSTALL_PREFIX}/${CU2HIP_INSTALL_HIPSHIM_INCLUDEDIR}")
  set(CU2HIP_INSTALL_SH_LIBDIR "${CMAKE_INSTALL_FULL_LIBDIR}")
  set(CU2HIP_INSTALL_SH_LIBEXECDIR "${CMAKE_INSTALL_FULL_LIBEXECDIR}")
  if(IS_ABSOLUTE "${CU2HIP_INSTALL_HIPSHIM_INCLUDEDIR}")
    set(CU2HIP_INSTALL_SH_INCLUDEDIR "${CU2HIP_INSTALL_HIPSHIM_INCLUDEDIR}")
  endif()
endif()

# hipshim.pc: pkg-config sets ${pcfiledir} to the directory holding the .pc file
cu2hip_install_up_to_prefix(rel "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
if(rel)
  set(CU2HIP_INSTALL_PC_PREFIX "\${pcfiledir}/${rel}")
else()
  set(CU2HIP_INSTALL_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
endif()
cu2hip_install_path_from(CU2HIP_INSTALL_PC_LIBDIR prefix "${CMAKE_INSTALL_LIBDIR}")
cu2hip_install_path_from(CU2HIP_INSTALL_PC_INCLUDEDIR prefix "${CU2HIP_INSTALL_HIPSHIM_INCLUDEDIR}")

# hipshimConfig.cmake: the prefix from the package's own directory
cu2hip_install_up_to_prefix(rel "${CMAKE_INSTALL_LIBDIR}/cmake/hipshim")
if(rel)
  set(CU2HIP_INSTALL_CMAKE_PREFIX
    "get_filename_component(_hipshim_prefix \"\${CMAKE_CURRENT_LIST_DIR}/${rel}\" ABSOLUTE)\n")
else()
  set(CU2HIP_INSTALL_CMAKE_PREFIX "set(_hipshim_prefix \"${CMAKE_INSTALL_PREFIX}\")\n")
endif()
cu2hip_install_path_from(CU2HIP_INSTALL_CMAKE_BINDIR _hipshim_prefix "${CMAKE_INSTALL_BINDIR}")
unset(rel)
