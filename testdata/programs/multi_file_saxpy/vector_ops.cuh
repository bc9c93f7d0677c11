// vector_ops.cuh - host entry points of vector_ops.cu (BLAS-1 style operations on device
// vectors). Kernels stay private to vector_ops.cu; other files only call these wrappers.
#pragma once
#include <cstddef>

namespace vops {

struct DeviceVector {
    float *data;
    size_t n;
};

DeviceVector make_vector(size_t n);
void free_vector(DeviceVector &v);
void upload(DeviceVector &v, const float *host);
void download(const DeviceVector &v, float *host);

void fill(DeviceVector &v, float value);
void saxpy(float a, const DeviceVector &x, DeviceVector &y);       // y = a*x + y
void scale(DeviceVector &v, float s);                              // v *= s
double dot(const DeviceVector &x, const DeviceVector &y);          // sum x[i]*y[i], in double
float max_abs(const DeviceVector &v);

}  // namespace vops
