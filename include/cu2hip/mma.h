/* mma.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: the warp matrix
 * functions (nvcuda::wmma) with generic signatures, so code using them parses and the kernel pass
 * can report each use (HIP has no wmma; rocWMMA is a separate library). Like the SDK header it
 * brings in the half and bfloat16 types. */
#ifndef CU2HIP_STUB_MMA_H
#define CU2HIP_STUB_MMA_H
#pragma clang system_header
#include <cu2hip_prelude.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#ifndef __CUDA_MMA_H__
#define __CUDA_MMA_H__
#endif
/* C++ only, as in the SDK */
#ifdef __cplusplus

namespace nvcuda {
namespace wmma {
struct row_major;
struct col_major;
struct matrix_a;
struct matrix_b;
struct accumulator;
enum layout_t { mem_row_major, mem_col_major };
namespace precision {
struct tf32;
}
namespace experimental {
namespace precision {
struct u4;
struct s4;
struct b1;
}
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
}

template <class Use, int m, int n, int k, class T, class Layout = void>
class fragment {
public:
    enum { num_elements = 8 };
    T x[num_elements];
};

template <class F, class T> __device__ void fill_fragment(F &a, const T &v);
template <class F, class T> __device__ void load_matrix_sync(F &a, const T *p, unsigned ldm);
template <class F, class T> __device__ void load_matrix_sync(F &a, const T *p, unsigned ldm, layout_t layout);
template <class F, class T> __device__ void store_matrix_sync(T *p, const F &a, unsigned ldm, layout_t layout);
template <class D, class A, class B, class C> __device__ void mma_sync(D &d, const A &a, const B &b, const C &c,
                                                                     bool satf = false);
template <class D, class A, class B, class C> __device__ void bmma_sync(D &d, const A &a, const B &b, const C &c,
                                                                      experimental::bmmaBitOp = experimental::bmmaBitOpXOR,
                                                                      experimental::bmmaAccumulateOp = experimental::bmmaAccumulateOpPOPC);
__device__ float __float_to_tf32(float in);
}
}

#endif /* __cplusplus */
#endif
