/* cu2hip_device_decls.h - CUDA device functions (barriers, fences, atomics, warp functions,
 * integer and float intrinsics, device overloads of the C math library, min/max), for parsing
 * only (see cu2hip_prelude.h). */
#ifndef CU2HIP_DEVICE_DECLS_H
#define CU2HIP_DEVICE_DECLS_H
#pragma clang system_header

#define CU2HIP_D static __device__ __inline__
#define CU2HIP_HD static __host__ __device__ __inline__

/* barriers and fences */
__device__ void __syncthreads(void);
/* programmatic dependent launch (sm_90, cuda_device_runtime_api.h) */
__device__ void cudaGridDependencySynchronize(void);
__device__ void cudaTriggerProgrammaticLaunchCompletion(void);
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);
__device__ void __syncwarp(unsigned int mask = 0xffffffff);
__device__ void __threadfence(void);
__device__ void __threadfence_block(void);
__device__ void __threadfence_system(void);
__device__ void __trap(void);
__device__ void __brkpt(void);
__device__ void __nanosleep(unsigned int ns);
__device__ long long clock64(void);
__device__ long long __clock64(void);
__device__ unsigned long long __globaltimer(void);
extern "C" __device__ int vprintf(const char *, char *);
extern "C" __device__ void __assertfail(const char *, const char *, unsigned, const char *, size_t);
extern "C" __device__ void *malloc(size_t);
extern "C" __device__ void free(void *);
extern "C" __device__ void *memcpy(void *, const void *, size_t);
extern "C" __device__ void *memset(void *, int, size_t);
__device__ int clock(void);

/* atomics */
#define CU2HIP_ATOMIC(name, T) __device__ T name(T *address, T val); \
    __device__ T name##_block(T *address, T val); __device__ T name##_system(T *address, T val);
#define CU2HIP_ATOMIC_INT(name) CU2HIP_ATOMIC(name, int) CU2HIP_ATOMIC(name, unsigned int) \
    CU2HIP_ATOMIC(name, unsigned long long int)
CU2HIP_ATOMIC_INT(atomicAdd)
CU2HIP_ATOMIC(atomicAdd, float)
CU2HIP_ATOMIC(atomicAdd, double)
CU2HIP_ATOMIC(atomicSub, int)
CU2HIP_ATOMIC(atomicSub, unsigned int)
CU2HIP_ATOMIC_INT(atomicExch)
CU2HIP_ATOMIC(atomicExch, float)
CU2HIP_ATOMIC_INT(atomicMin)
CU2HIP_ATOMIC(atomicMin, long long int)
CU2HIP_ATOMIC_INT(atomicMax)
CU2HIP_ATOMIC(atomicMax, long long int)
CU2HIP_ATOMIC(atomicInc, unsigned int)
CU2HIP_ATOMIC(atomicDec, unsigned int)
CU2HIP_ATOMIC_INT(atomicAnd)
CU2HIP_ATOMIC_INT(atomicOr)
CU2HIP_ATOMIC_INT(atomicXor)
#undef CU2HIP_ATOMIC_INT
#undef CU2HIP_ATOMIC
__device__ int atomicCAS(int *address, int compare, int val);
__device__ unsigned int atomicCAS(unsigned int *address, unsigned int compare, unsigned int val);
__device__ unsigned long long int atomicCAS(unsigned long long int *address, unsigned long long int compare,
                                            unsigned long long int val);
__device__ unsigned short int atomicCAS(unsigned short int *address, unsigned short int compare,
                                        unsigned short int val);
#define CU2HIP_ATOMIC_CAS(sfx) \
    __device__ int atomicCAS##sfx(int *address, int compare, int val); \
    __device__ unsigned int atomicCAS##sfx(unsigned int *address, unsigned int compare, unsigned int val); \
    __device__ unsigned long long int atomicCAS##sfx(unsigned long long int *address, \
                                                     unsigned long long int compare, unsigned long long int val);
CU2HIP_ATOMIC_CAS(_block)
CU2HIP_ATOMIC_CAS(_system)
#undef CU2HIP_ATOMIC_CAS

/* warp functions */
__device__ unsigned int __activemask(void);
__device__ int __all(int predicate);
__device__ int __any(int predicate);
__device__ unsigned int __ballot(int predicate);
__device__ int __all_sync(unsigned int mask, int predicate);
__device__ int __any_sync(unsigned int mask, int predicate);
__device__ int __uni_sync(unsigned int mask, int predicate);
__device__ unsigned int __ballot_sync(unsigned int mask, int predicate);
#define CU2HIP_SHFL(T) \
    __device__ T __shfl(T var, int srcLane, int width = 32); \
    __device__ T __shfl_up(T var, unsigned int delta, int width = 32); \
    __device__ T __shfl_down(T var, unsigned int delta, int width = 32); \
    __device__ T __shfl_xor(T var, int laneMask, int width = 32); \
    __device__ T __shfl_sync(unsigned int mask, T var, int srcLane, int width = 32); \
    __device__ T __shfl_up_sync(unsigned int mask, T var, unsigned int delta, int width = 32); \
    __device__ T __shfl_down_sync(unsigned int mask, T var, unsigned int delta, int width = 32); \
    __device__ T __shfl_xor_sync(unsigned int mask, T var, int laneMask, int width = 32); \
    __device__ unsigned int __match_any_sync(unsigned int mask, T value); \
    __device__ unsigned int __match_all_sync(unsigned int mask, T value, int *pred);
CU2HIP_SHFL(int)
CU2HIP_SHFL(unsigned int)
CU2HIP_SHFL(long)
CU2HIP_SHFL(unsigned long)
CU2HIP_SHFL(long long)
CU2HIP_SHFL(unsigned long long)
CU2HIP_SHFL(float)
CU2HIP_SHFL(double)
#undef CU2HIP_SHFL
__device__ int __reduce_add_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_add_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_min_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_min_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_max_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_max_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_and_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_or_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __lanemask_lt(void);

/* integer intrinsics */
__device__ int __popc(unsigned int x);
__device__ int __popcll(unsigned long long int x);
__device__ int __ffs(int x);
__device__ int __ffsll(long long int x);
__device__ int __clz(int x);
__device__ int __clzll(long long int x);
__device__ unsigned int __brev(unsigned int x);
__device__ unsigned long long int __brevll(unsigned long long int x);
__device__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
__device__ int __mul24(int x, int y);
__device__ unsigned int __umul24(unsigned int x, unsigned int y);
__device__ int __mulhi(int x, int y);
__device__ unsigned int __umulhi(unsigned int x, unsigned int y);
__device__ long long int __mul64hi(long long int x, long long int y);
__device__ unsigned long long int __umul64hi(unsigned long long int x, unsigned long long int y);
__device__ int __hadd(int x, int y);
__device__ int __rhadd(int x, int y);
__device__ unsigned int __uhadd(unsigned int x, unsigned int y);
__device__ unsigned int __sad(int x, int y, unsigned int z);
__device__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
__device__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);

/* cache-hinted loads and stores (CUDA overloads them for char to double2; a template stands
 * for the set). The stored value converts to the pointee type, as it does to CUDA's overloads. */
template <class T> struct cu2hip_nondeduced { typedef T type; };
template <class T> __device__ T __ldg(const T *ptr);
template <class T> __device__ T __ldcg(const T *ptr);
template <class T> __device__ T __ldca(const T *ptr);
template <class T> __device__ T __ldcs(const T *ptr);
template <class T> __device__ T __ldlu(const T *ptr);
template <class T> __device__ T __ldcv(const T *ptr);
template <class T> __device__ void __stcg(T *ptr, typename cu2hip_nondeduced<T>::type value);
template <class T> __device__ void __stcs(T *ptr, typename cu2hip_nondeduced<T>::type value);
template <class T> __device__ void __stwb(T *ptr, typename cu2hip_nondeduced<T>::type value);
template <class T> __device__ void __stwt(T *ptr, typename cu2hip_nondeduced<T>::type value);

/* float intrinsics and conversions */
__device__ float __fdividef(float x, float y);
__device__ float __expf(float x);
__device__ float __exp10f(float x);
__device__ float __logf(float x);
__device__ float __log2f(float x);
__device__ float __log10f(float x);
__device__ float __sinf(float x);
__device__ float __cosf(float x);
__device__ float __tanf(float x);
__device__ void __sincosf(float x, float *s, float *c);
__device__ float __powf(float x, float y);
__device__ float __saturatef(float x);
__device__ float __frcp_rn(float x);
__device__ float __fsqrt_rn(float x);
__device__ float __frsqrt_rn(float x);
#define CU2HIP_ROUNDED(op) \
    __device__ float op##_rn(float, float); __device__ float op##_rz(float, float); \
    __device__ float op##_ru(float, float); __device__ float op##_rd(float, float);
CU2HIP_ROUNDED(__fadd)
CU2HIP_ROUNDED(__fsub)
CU2HIP_ROUNDED(__fmul)
CU2HIP_ROUNDED(__fdiv)
#undef CU2HIP_ROUNDED
__device__ float __fmaf_rn(float x, float y, float z);
__device__ double __fma_rn(double x, double y, double z);
__device__ double __dadd_rn(double x, double y);
__device__ double __dmul_rn(double x, double y);
__device__ double __ddiv_rn(double x, double y);
__device__ int __float2int_rn(float x);
__device__ int __float2int_rz(float x);
__device__ int __float2int_ru(float x);
__device__ int __float2int_rd(float x);
__device__ unsigned int __float2uint_rn(float x);
__device__ unsigned int __float2uint_rz(float x);
__device__ long long __float2ll_rn(float x);
__device__ long long __float2ll_rz(float x);
__device__ float __int2float_rn(int x);
__device__ float __uint2float_rn(unsigned int x);
__device__ float __ll2float_rn(long long x);
__device__ int __double2int_rn(double x);
__device__ int __double2int_rz(double x);
__device__ float __double2float_rn(double x);
__device__ double __int2double_rn(int x);
__device__ int __float_as_int(float x);
__device__ unsigned int __float_as_uint(float x);
__device__ float __int_as_float(int x);
__device__ float __uint_as_float(unsigned int x);
__device__ long long __double_as_longlong(double x);
__device__ double __longlong_as_double(long long x);
__device__ int __double2hiint(double x);
__device__ int __double2loint(double x);
__device__ double __hiloint2double(int hi, int lo);
__device__ int __isnanf(float x);
__device__ int __isinff(float x);

/* device overloads of the C math library (host versions come from <math.h>) */
#define CU2HIP_MATH1(n) CU2HIP_D float n##f(float x) { return x; } CU2HIP_D double n(double x) { return x; }
#define CU2HIP_MATH2(n) CU2HIP_D float n##f(float x, float) { return x; } CU2HIP_D double n(double x, double) { return x; }
CU2HIP_MATH1(sqrt) CU2HIP_MATH1(cbrt) CU2HIP_MATH1(rsqrt) CU2HIP_MATH1(rcbrt)
CU2HIP_MATH1(exp) CU2HIP_MATH1(exp2) CU2HIP_MATH1(exp10) CU2HIP_MATH1(expm1)
CU2HIP_MATH1(log) CU2HIP_MATH1(log2) CU2HIP_MATH1(log10) CU2HIP_MATH1(log1p) CU2HIP_MATH1(logb)
CU2HIP_MATH1(sin) CU2HIP_MATH1(cos) CU2HIP_MATH1(tan) CU2HIP_MATH1(asin) CU2HIP_MATH1(acos)
CU2HIP_MATH1(atan) CU2HIP_MATH1(sinh) CU2HIP_MATH1(cosh) CU2HIP_MATH1(tanh) CU2HIP_MATH1(asinh)
CU2HIP_MATH1(acosh) CU2HIP_MATH1(atanh) CU2HIP_MATH1(sinpi) CU2HIP_MATH1(cospi)
CU2HIP_MATH1(fabs) CU2HIP_MATH1(floor) CU2HIP_MATH1(ceil) CU2HIP_MATH1(trunc) CU2HIP_MATH1(round)
CU2HIP_MATH1(rint) CU2HIP_MATH1(nearbyint) CU2HIP_MATH1(erf) CU2HIP_MATH1(erfc) CU2HIP_MATH1(erfinv)
CU2HIP_MATH1(erfcinv) CU2HIP_MATH1(lgamma) CU2HIP_MATH1(tgamma) CU2HIP_MATH1(normcdf)
CU2HIP_MATH1(normcdfinv) CU2HIP_MATH1(j0) CU2HIP_MATH1(j1) CU2HIP_MATH1(y0) CU2HIP_MATH1(y1)
CU2HIP_MATH2(pow) CU2HIP_MATH2(atan2) CU2HIP_MATH2(fmod) CU2HIP_MATH2(remainder) CU2HIP_MATH2(fmin)
CU2HIP_MATH2(fmax) CU2HIP_MATH2(fdim) CU2HIP_MATH2(hypot) CU2HIP_MATH2(copysign) CU2HIP_MATH2(nextafter)
#undef CU2HIP_MATH1
#undef CU2HIP_MATH2
CU2HIP_D float fmaf(float, float, float);
CU2HIP_D double fma(double, double, double);
CU2HIP_D void sincosf(float, float *, float *);
CU2HIP_D void sincos(double, double *, double *);
CU2HIP_D void sincospif(float, float *, float *);
CU2HIP_D float frexpf(float, int *);
CU2HIP_D double frexp(double, int *);
CU2HIP_D float ldexpf(float, int);
CU2HIP_D double ldexp(double, int);
CU2HIP_D float modff(float, float *);
CU2HIP_D double modf(double, double *);
CU2HIP_D float scalbnf(float, int);
CU2HIP_D double scalbn(double, int);
CU2HIP_D long lroundf(float);
CU2HIP_D long lround(double);
CU2HIP_D long long llroundf(float);
CU2HIP_D long long llround(double);
CU2HIP_D long lrintf(float);
CU2HIP_D long long llrintf(float);
CU2HIP_D int ilogbf(float);
CU2HIP_D float norm3df(float, float, float);
CU2HIP_D float rnorm3df(float, float, float);
CU2HIP_D float rhypotf(float, float);
CU2HIP_D int abs(int);
CU2HIP_D long labs(long);
CU2HIP_D long long llabs(long long);
CU2HIP_D int isnan(float);
CU2HIP_D int isnan(double);
CU2HIP_D int isinf(float);
CU2HIP_D int isinf(double);
CU2HIP_D int isfinite(float);
CU2HIP_D int isfinite(double);
CU2HIP_D int signbit(float);
CU2HIP_D int signbit(double);
CU2HIP_D float fabs(float);
CU2HIP_D float sqrt(float);
CU2HIP_D float exp(float);
CU2HIP_D float log(float);
CU2HIP_D float pow(float, float);
CU2HIP_D float sin(float);
CU2HIP_D float cos(float);
CU2HIP_D float tanh(float);
CU2HIP_D float floor(float);
CU2HIP_D float ceil(float);
CU2HIP_D float fmin(float, float);
CU2HIP_D float fmax(float, float);

/* min/max overloads of math_functions.hpp (host and device) */
#define CU2HIP_MINMAX(T) CU2HIP_HD T min(T a, T b) { return a < b ? a : b; } \
                         CU2HIP_HD T max(T a, T b) { return a > b ? a : b; }
CU2HIP_MINMAX(int)
CU2HIP_MINMAX(unsigned int)
CU2HIP_MINMAX(long)
CU2HIP_MINMAX(unsigned long)
CU2HIP_MINMAX(long long)
CU2HIP_MINMAX(unsigned long long)
CU2HIP_MINMAX(float)
CU2HIP_MINMAX(double)
#undef CU2HIP_MINMAX
/* the mixed-signedness overloads of math_functions.hpp: min(int, unsigned) is unsigned */
CU2HIP_HD unsigned int min(int a, unsigned int b) { return (unsigned int)a < b ? (unsigned int)a : b; }
CU2HIP_HD unsigned int min(unsigned int a, int b) { return a < (unsigned int)b ? a : (unsigned int)b; }
CU2HIP_HD unsigned int max(int a, unsigned int b) { return (unsigned int)a > b ? (unsigned int)a : b; }
CU2HIP_HD unsigned int max(unsigned int a, int b) { return a > (unsigned int)b ? a : (unsigned int)b; }
CU2HIP_HD unsigned long long min(long long a, unsigned long long b) { return (unsigned long long)a < b ? (unsigned long long)a : b; }
CU2HIP_HD unsigned long long min(unsigned long long a, long long b) { return a < (unsigned long long)b ? a : (unsigned long long)b; }
CU2HIP_HD unsigned long long max(long long a, unsigned long long b) { return (unsigned long long)a > b ? (unsigned long long)a : b; }
CU2HIP_HD unsigned long long max(unsigned long long a, long long b) { return a > (unsigned long long)b ? a : (unsigned long long)b; }
CU2HIP_HD double min(double a, float b) { return a < b ? a : b; }
CU2HIP_HD double min(float a, double b) { return a < b ? a : b; }
CU2HIP_HD double max(double a, float b) { return a > b ? a : b; }
CU2HIP_HD double max(float a, double b) { return a > b ? a : b; }
/* the named integer min/max of the CUDA math API (no HIP counterpart: the rule table reports them) */
__device__ unsigned int umin(unsigned int a, unsigned int b);
__device__ unsigned int umax(unsigned int a, unsigned int b);
__device__ long long llmin(long long a, long long b);
__device__ long long llmax(long long a, long long b);
__device__ unsigned long long ullmin(unsigned long long a, unsigned long long b);
__device__ unsigned long long ullmax(unsigned long long a, unsigned long long b);

/* device printf and assert come from the C library declarations, made usable in device code */
extern "C" __device__ int printf(const char *, ...);
extern "C" __device__ void __assert_fail(const char *, const char *, unsigned int, const char *) noexcept
    __attribute__((__noreturn__));

#endif
