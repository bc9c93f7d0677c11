# FindCUDA-era CMake: cuda_add_* commands and CUDA_NVCC_FLAGS.
find_package(CUDA 10.0 REQUIRED)
list(APPEND CUDA_NVCC_FLAGS -gencode arch=compute_70,code=sm_70 -lineinfo)
cuda_include_directories(${CMAKE_SOURCE_DIR}/include)
cuda_add_executable(app main.cu OPTIONS -G)
cuda_add_cublas_to_target(app)
target_link_libraries(app ${CUDA_LIBRARIES})
