// cu2hip-test: no-compile (hipBLAS is not in Debian; driver API names)
// Each line stands for a class of issue 12: pairs AMD states (or CUDA's own headers tie to one)
#include <cuda.h>
#include <cuda_runtime.h>
#include <cuComplex.h>
#include <cuda_bf16.h>
#include <math_constants.h>
#include <cublas_v2.h>
#include <cstdio>

__global__ void scale(nv_bfloat16 *p, nv_bfloat162 *q) { p[0] = q[0].x; }

int check(CUresult r) { return r == CUDA_ERROR_INVALID_VALUE || r == CUDA_ERROR_OUT_OF_MEMORY; }

int main() {
    unsigned flags[] = {CU_STREAM_NON_BLOCKING, CU_EVENT_DEFAULT, CU_CTX_SCHED_AUTO, CU_MEMHOSTALLOC_DEVICEMAP,
                        CU_MEMHOSTREGISTER_PORTABLE, cudaDeviceBlockingSync};
    CUmemorytype mt = CU_MEMORYTYPE_DEVICE;
    CUfunc_cache fc = CU_FUNC_CACHE_PREFER_L1;
    CUmemAllocationType at = CU_MEM_ALLOCATION_TYPE_PINNED;
    CUmemLocationType lt = CU_MEM_LOCATION_TYPE_DEVICE;
    CUmemAllocationGranularity_flags g = CU_MEM_ALLOC_GRANULARITY_RECOMMENDED;
    CUgraphExec exec = 0;
    CUgraphNode node = 0;
    CUgraphicsResource res = 0;
    CUmipmappedArray mip = 0;
    CUuserObject uo = 0;
    struct CUstream_st *raw = 0;
    CUuuid id;
    cuFloatComplex a = make_cuFloatComplex(1.0f, 2.0f), b = cuCaddf(a, a);
    float inf = CUDART_INF_F, pi = CUDART_PI_F;
    cublasHandle_t h;
    cublasStatus_t s = cublasCreate(&h);
    printf("%s %d %d\n", cublasGetStatusString(s), CUBLAS_GEMM_DEFAULT_TENSOR_OP, CUBLAS_OP_HERMITAN);
    cuComplex alpha = make_cuComplex(1, 0), *x = 0, *y = 0;
    cublasCaxpy(h, 4, &alpha, x, 1, y, 1);
    check(CUDA_SUCCESS);
    (void)flags; (void)mt; (void)fc; (void)at; (void)lt; (void)g; (void)exec; (void)node; (void)res; (void)mip;
    (void)uo; (void)raw; (void)id; (void)b; (void)inf; (void)pi;
    return 0;
}
