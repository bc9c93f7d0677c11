# FindCUDA-era CMake: cuda_add_* commands and CUDA_NVCC_FLAGS.
find_package(hip REQUIRED)
list(APPEND CUDA_NVCC_FLAGS --offload-arch=gfx90a -gline-tables-only)
include_directories(${CMAKE_SOURCE_DIR}/include)
add_executable(app main.cu OPTIONS -g)
set_source_files_properties(main.cu PROPERTIES LANGUAGE HIP)
cuda_add_cublas_to_target(app)
target_link_libraries(app ${CUDA_LIBRARIES})
