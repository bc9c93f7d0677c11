# hipshim: the CPU runtime for HIP programs. Core in C11 (src/runtime/*.c, *.S for context
# switches); headers under include/. Owned by the hipshim runtime area.
file(GLOB HIPSHIM_SOURCES CONFIGURE_DEPENDS
  ${CMAKE_SOURCE_DIR}/src/runtime/*.c ${CMAKE_SOURCE_DIR}/src/runtime/*.S ${CMAKE_SOURCE_DIR}/src/runtime/*.cpp)
if(HIPSHIM_SOURCES)
  add_library(hipshim STATIC ${HIPSHIM_SOURCES})
  target_include_directories(hipshim PUBLIC ${CMAKE_SOURCE_DIR}/include)
  target_link_libraries(hipshim PUBLIC Threads::Threads m)
endif()
