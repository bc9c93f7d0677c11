/* cu2hip_fp_operators.h - the free operators CUDA 13's cuda_fp16.hpp and cuda_bf16.hpp declare,
 * the same set for each of __half, __half2, __nv_bfloat16 and __nv_bfloat162 (arithmetic,
 * compound assignment, increment/decrement, unary, comparison). For the parse prelude only. */
#ifndef CU2HIP_FP_OPERATORS_H
#define CU2HIP_FP_OPERATORS_H
#pragma clang system_header
#define CU2HIP_FP_OPERATORS(T)                                                     \
    __host__ __device__ T operator+(const T &lh, const T &rh);                    \
    __host__ __device__ T operator-(const T &lh, const T &rh);                    \
    __host__ __device__ T operator*(const T &lh, const T &rh);                    \
    __host__ __device__ T operator/(const T &lh, const T &rh);                    \
    __host__ __device__ T &operator+=(T &lh, const T &rh);                        \
    __host__ __device__ T &operator-=(T &lh, const T &rh);                        \
    __host__ __device__ T &operator*=(T &lh, const T &rh);                        \
    __host__ __device__ T &operator/=(T &lh, const T &rh);                        \
    __host__ __device__ T &operator++(T &h);                                      \
    __host__ __device__ T &operator--(T &h);                                      \
    __host__ __device__ T operator++(T &h, const int ignored);                    \
    __host__ __device__ T operator--(T &h, const int ignored);                    \
    __host__ __device__ T operator+(const T &h);                                  \
    __host__ __device__ T operator-(const T &h);                                  \
    __host__ __device__ bool operator==(const T &lh, const T &rh);                \
    __host__ __device__ bool operator!=(const T &lh, const T &rh);                \
    __host__ __device__ bool operator>(const T &lh, const T &rh);                 \
    __host__ __device__ bool operator<(const T &lh, const T &rh);                 \
    __host__ __device__ bool operator>=(const T &lh, const T &rh);                \
    __host__ __device__ bool operator<=(const T &lh, const T &rh);
#endif
