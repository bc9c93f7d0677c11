// What one CUDA file becomes for HIP releases of different ages: header paths (hipBLAS and
// hipRAND moved into subdirectories in ROCm 5.2; hip_bf16.h is HIP 5.7's), hipBLAS names
// added in 6.0/6.1, cooperative-groups members added in 5.7, and the flags argument of
// hipStreamWaitEvent (no default in HIP 5.2)
// cu2hip-test: no-compile (hipBLAS is not installed here, and the newer names are the point)
#include <hip/hip_runtime.h>
#include <hip/hip_bfloat16.h>
#include <hipblas.h>
#include <hiprand_kernel.h>
#include <hip/hip_cooperative_groups.h>

namespace cg = cooperative_groups;

struct Params { float scale; int n; };

__global__ void tiles(const Params p, float *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < p.n) out[i] = p.scale * tile.meta_group_rank() + tile.meta_group_size();
}

__global__ void halves(hip_bfloat16 *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = __float2bfloat16(2.0f * __bfloat162float(x[i]));
}

void gemm_setup(hipblasHandle_t h, hipStream_t s, hipEvent_t e)
{
    hipblasDatatype_t ct = HIPBLAS_COMPUTE_32F;
    (void)ct;
    hipblasSetMathMode(h, HIPBLAS_DEFAULT_MATH);
    hipStreamWaitEvent(s, e, 0);
    hipStreamWaitEvent(s, e, 0);
}
