/* cu2hip_simd_decls.h - device intrinsics of CUDA 13 for cu2hip's parse prelude: the
 * SIMD-in-a-word __v* byte and halfword operations of crt/device_functions.h (__vadd4, __vcmpne4,
 * __vsubss4, ...), the integer dot products of sm_61_intrinsics.h (__dp4a, __dp2a_lo/_hi) and the
 * rounding-mode arithmetic (__fadd_rd, __dmul_rz, ...), with their signatures (the lists were
 * extracted from those headers). nvcc declares them
 * without an #include; quantised kernels (ggml's mmq and vecdotq) use them. HIP has the same
 * names. Declarations only, for parsing. */
#ifndef CU2HIP_SIMD_DECLS_H
#define CU2HIP_SIMD_DECLS_H
#pragma clang system_header

__device__ unsigned int __vabs2(unsigned int a);
__device__ unsigned int __vabsss2(unsigned int a);
__device__ unsigned int __vadd2(unsigned int a, unsigned int b);
__device__ unsigned int __vavgs2(unsigned int a, unsigned int b);
__device__ unsigned int __vavgu2(unsigned int a, unsigned int b);
__device__ unsigned int __vhaddu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpeq2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpges2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgeu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgts2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgtu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmples2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpleu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmplts2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpltu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpne2(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffu2(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxs2(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxu2(unsigned int a, unsigned int b);
__device__ unsigned int __vmins2(unsigned int a, unsigned int b);
__device__ unsigned int __vminu2(unsigned int a, unsigned int b);
__device__ unsigned int __vseteq2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetges2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgeu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgts2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgtu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetles2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetleu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetlts2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetltu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetne2(unsigned int a, unsigned int b);
__device__ unsigned int __vsadu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsub2(unsigned int a, unsigned int b);
__device__ unsigned int __vneg2(unsigned int a);
__device__ unsigned int __vnegss2(unsigned int a);
__device__ unsigned int __vabsdiffs2(unsigned int a, unsigned int b);
__device__ unsigned int __vsads2(unsigned int a, unsigned int b);
__device__ unsigned int __vabs4(unsigned int a);
__device__ unsigned int __vabsss4(unsigned int a);
__device__ unsigned int __vadd4(unsigned int a, unsigned int b);
__device__ unsigned int __vavgs4(unsigned int a, unsigned int b);
__device__ unsigned int __vavgu4(unsigned int a, unsigned int b);
__device__ unsigned int __vhaddu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpeq4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpges4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgeu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgts4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgtu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmples4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpleu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmplts4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpltu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpne4(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffu4(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxs4(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxu4(unsigned int a, unsigned int b);
__device__ unsigned int __vmins4(unsigned int a, unsigned int b);
__device__ unsigned int __vminu4(unsigned int a, unsigned int b);
__device__ unsigned int __vseteq4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetles4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetleu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetlts4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetltu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetges4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgeu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgts4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgtu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetne4(unsigned int a, unsigned int b);
__device__ unsigned int __vsadu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsub4(unsigned int a, unsigned int b);
__device__ unsigned int __vsubss4(unsigned int a, unsigned int b);
__device__ unsigned int __vsubus4(unsigned int a, unsigned int b);
__device__ unsigned int __vneg4(unsigned int a);
__device__ unsigned int __vnegss4(unsigned int a);
__device__ unsigned int __vabsdiffs4(unsigned int a, unsigned int b);
__device__ unsigned int __vsads4(unsigned int a, unsigned int b);
__device__ int __dp2a_lo(int srcA, int srcB, int c);
__device__ unsigned int __dp2a_lo(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp2a_lo(short2 srcA, char4 srcB, int c);
__device__ unsigned int __dp2a_lo(ushort2 srcA, uchar4 srcB, unsigned int c);
__device__ int __dp2a_hi(int srcA, int srcB, int c);
__device__ unsigned int __dp2a_hi(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp2a_hi(short2 srcA, char4 srcB, int c);
__device__ unsigned int __dp2a_hi(ushort2 srcA, uchar4 srcB, unsigned int c);
__device__ int __dp4a(int srcA, int srcB, int c);
__device__ unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp4a(char4 srcA, char4 srcB, int c);
__device__ unsigned int __dp4a(uchar4 srcA, uchar4 srcB, unsigned int c);

/* the rounding-mode arithmetic and conversions (__fadd_rd, __fsqrt_ru, __dmul_rz, __float2ull_rn,
 * ...) and the other device functions of crt/device_functions.h and device_double_functions.h
 * that the rest of the prelude does not declare */
__device__ long long int __double2ll_rz(double x);
__device__ unsigned int __double2uint_rz(double x);
__device__ unsigned long long int __double2ull_rz(double x);
__device__ float __fadd_rd(float x, float y);
__device__ float __fadd_rn(float x, float y);
__device__ float __fadd_ru(float x, float y);
__device__ float __fadd_rz(float x, float y);
__device__ float __fdiv_rd(float x, float y);
__device__ float __fdiv_rn(float x, float y);
__device__ float __fdiv_ru(float x, float y);
__device__ float __fdiv_rz(float x, float y);
__device__ long long int __float2ll_rd(float x);
__device__ long long int __float2ll_ru(float x);
__device__ unsigned int __float2uint_rd(float x);
__device__ unsigned int __float2uint_ru(float x);
__device__ unsigned long long int __float2ull_rd(float x);
__device__ unsigned long long int __float2ull_rn(float x);
__device__ unsigned long long int __float2ull_ru(float x);
__device__ unsigned long long int __float2ull_rz(float x);
__device__ float __fmaf_rd(float x, float y, float z);
__device__ float __fmaf_ru(float x, float y, float z);
__device__ float __fmaf_rz(float x, float y, float z);
__device__ float __fmul_rd(float x, float y);
__device__ float __fmul_rn(float x, float y);
__device__ float __fmul_ru(float x, float y);
__device__ float __fmul_rz(float x, float y);
__device__ float __frcp_rd(float x);
__device__ float __frcp_ru(float x);
__device__ float __frcp_rz(float x);
__device__ float __fsqrt_rd(float x);
__device__ float __fsqrt_ru(float x);
__device__ float __fsqrt_rz(float x);
__device__ float __fsub_rd(float x, float y);
__device__ float __fsub_rn(float x, float y);
__device__ float __fsub_ru(float x, float y);
__device__ float __fsub_rz(float x, float y);
__device__ float __int2float_rd(int x);
__device__ float __int2float_ru(int x);
__device__ float __int2float_rz(int x);
__device__ float __ll2float_rd(long long int x);
__device__ float __ll2float_ru(long long int x);
__device__ float __ll2float_rz(long long int x);
/* glibc's exception specification, as CUDA declares it; no such macro in other C libraries
 * (mingw-w64's, when Windows code is parsed) */
#ifndef __THROW
#define __THROW
#endif
__device__ __cudart_builtin__ float __tanhf(float x) __THROW;
__device__ float __uint2float_rd(unsigned int x);
__device__ float __uint2float_ru(unsigned int x);
__device__ float __uint2float_rz(unsigned int x);
__device__ float __ull2float_rd(unsigned long long int x);
__device__ float __ull2float_rn(unsigned long long int x);
__device__ float __ull2float_ru(unsigned long long int x);
__device__ float __ull2float_rz(unsigned long long int x);
__device__ unsigned int __urhadd(unsigned int x, unsigned int y);
__device__ double __dadd_rd(double x, double y);
__device__ double __dadd_ru(double x, double y);
__device__ double __dadd_rz(double x, double y);
__device__ double __dmul_rd(double x, double y);
__device__ double __dmul_ru(double x, double y);
__device__ double __dmul_rz(double x, double y);
__device__ float __double2float_rd(double x);
__device__ float __double2float_ru(double x);
__device__ float __double2float_rz(double x);
__device__ int __double2int_rd(double x);
__device__ int __double2int_ru(double x);
__device__ long long int __double2ll_rd(double x);
__device__ long long int __double2ll_rn(double x);
__device__ long long int __double2ll_ru(double x);
__device__ unsigned int __double2uint_rd(double x);
__device__ unsigned int __double2uint_rn(double x);
__device__ unsigned int __double2uint_ru(double x);
__device__ unsigned long long int __double2ull_rd(double x);
__device__ unsigned long long int __double2ull_rn(double x);
__device__ unsigned long long int __double2ull_ru(double x);
__device__ double __dsub_rd(double x, double y);
__device__ double __dsub_rn(double x, double y);
__device__ double __dsub_ru(double x, double y);
__device__ double __dsub_rz(double x, double y);
__device__ double __fma_rd(double x, double y, double z);
__device__ double __fma_ru(double x, double y, double z);
__device__ double __fma_rz(double x, double y, double z);
__device__ double __ll2double_rd(long long int x);
__device__ double __ll2double_rn(long long int x);
__device__ double __ll2double_ru(long long int x);
__device__ double __ll2double_rz(long long int x);
__device__ double __uint2double_rn(unsigned int x);
__device__ double __ull2double_rd(unsigned long long int x);
__device__ double __ull2double_rn(unsigned long long int x);
__device__ double __ull2double_ru(unsigned long long int x);
__device__ double __ull2double_rz(unsigned long long int x);

/* and those of sm_20_intrinsics.h .. sm_35_intrinsics.h (__ddiv_rd, __dsqrt_ru, ...) */
__device__ double __ddiv_rd(double x, double y);
__device__ double __ddiv_ru(double x, double y);
__device__ double __ddiv_rz(double x, double y);
__device__ double __drcp_rd(double x);
__device__ double __drcp_rn(double x);
__device__ double __drcp_ru(double x);
__device__ double __drcp_rz(double x);
__device__ double __dsqrt_rd(double x);
__device__ double __dsqrt_rn(double x);
__device__ double __dsqrt_ru(double x);
__device__ double __dsqrt_rz(double x);
__device__ float __fmaf_ieee_rd(float x, float y, float z);
__device__ float __fmaf_ieee_rn(float x, float y, float z);
__device__ float __fmaf_ieee_ru(float x, float y, float z);
__device__ float __fmaf_ieee_rz(float x, float y, float z);

#endif
