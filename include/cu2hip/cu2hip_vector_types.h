/* cu2hip_vector_types.h - dim3 and the CUDA vector types (char1..double4) with their make_*
 * functions, for parsing only (see cu2hip_prelude.h). */
#ifndef CU2HIP_VECTOR_TYPES_H
#define CU2HIP_VECTOR_TYPES_H
#pragma clang system_header

#define CU2HIP_VEC1(T, N) struct N##1 { T x; }; typedef struct N##1 N##1; \
    static inline __host__ __device__ N##1 make_##N##1(T x) { N##1 r = {x}; return r; }
#define CU2HIP_VEC2(T, N, A) struct __attribute__((aligned(A))) N##2 { T x, y; }; typedef struct N##2 N##2; \
    static inline __host__ __device__ N##2 make_##N##2(T x, T y) { N##2 r = {x, y}; return r; }
#define CU2HIP_VEC3(T, N) struct N##3 { T x, y, z; }; typedef struct N##3 N##3; \
    static inline __host__ __device__ N##3 make_##N##3(T x, T y, T z) { N##3 r = {x, y, z}; return r; }
#define CU2HIP_VEC4(T, N, A) struct __attribute__((aligned(A))) N##4 { T x, y, z, w; }; typedef struct N##4 N##4; \
    static inline __host__ __device__ N##4 make_##N##4(T x, T y, T z, T w) { N##4 r = {x, y, z, w}; return r; }
#define CU2HIP_VEC(T, N, A2, A4) CU2HIP_VEC1(T, N) CU2HIP_VEC2(T, N, A2) CU2HIP_VEC3(T, N) CU2HIP_VEC4(T, N, A4)

CU2HIP_VEC(signed char, char, 2, 4)
CU2HIP_VEC(unsigned char, uchar, 2, 4)
CU2HIP_VEC(short, short, 4, 8)
CU2HIP_VEC(unsigned short, ushort, 4, 8)
CU2HIP_VEC(int, int, 8, 16)
CU2HIP_VEC(unsigned int, uint, 8, 16)
CU2HIP_VEC(long, long, 16, 16)
CU2HIP_VEC(unsigned long, ulong, 16, 16)
CU2HIP_VEC(long long, longlong, 16, 16)
CU2HIP_VEC(unsigned long long, ulonglong, 16, 16)
CU2HIP_VEC(float, float, 8, 16)
CU2HIP_VEC(double, double, 16, 16)

#undef CU2HIP_VEC
#undef CU2HIP_VEC1
#undef CU2HIP_VEC2
#undef CU2HIP_VEC3
#undef CU2HIP_VEC4

struct dim3 {
    unsigned int x, y, z;
#ifdef __cplusplus
    __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
        : x(vx), y(vy), z(vz) {}
    __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
#endif
};
typedef struct dim3 dim3;

#endif
