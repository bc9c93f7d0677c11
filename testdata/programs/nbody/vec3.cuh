// vec3.cuh - small float3 helpers in the style of the CUDA samples' helper_math.h (binary
// operators only: compound assignments such as operator+= on float3 clash with HIP's vector
// types, which define their own).
#pragma once
#include <cuda_runtime.h>

__host__ __device__ inline float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__host__ __device__ inline float3 operator-(float3 a, float3 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
__host__ __device__ inline float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
__host__ __device__ inline float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
