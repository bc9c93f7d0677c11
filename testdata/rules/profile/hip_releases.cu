// What one CUDA file becomes for HIP releases of different ages: header paths (hipBLAS and
// hipRAND moved into subdirectories in ROCm 5.2; hip_bf16.h is HIP 5.7's), hipBLAS names
// added in 6.0/6.1, cooperative-groups members added in 5.7, and the flags argument of
// hipStreamWaitEvent (no default in HIP 5.2)
// cu2hip-test: no-compile (hipBLAS is not installed here, and the newer names are the point)
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cublas_v2.h>
#include <curand_kernel.h>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

struct Params { float scale; int n; };

__global__ void tiles(const __grid_constant__ Params p, float *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < p.n) out[i] = p.scale * tile.meta_group_rank() + tile.meta_group_size();
}

__global__ void halves(__nv_bfloat16 *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = __float2bfloat16(2.0f * __bfloat162float(x[i]));
}

void gemm_setup(cublasHandle_t h, cudaStream_t s, cudaEvent_t e)
{
    cublasComputeType_t ct = CUBLAS_COMPUTE_32F;
    (void)ct;
    cublasSetMathMode(h, CUBLAS_DEFAULT_MATH);
    cudaStreamWaitEvent(s, e);
    cudaStreamWaitEvent(s, e, 0);
}
