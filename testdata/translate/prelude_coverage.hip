// cu2hip-test: no-compile (device runtime calls, wmma and umin do not exist in HIP).
// Names real CUDA code uses that the prelude must declare so the file parses without a single
// parse warning (found by running cu2hip over NVIDIA's cuda-samples): the device runtime called
// from kernels, nvcuda::wmma through <mma.h>, cooperative-groups tiles kept in a
// thread_block_tile<N> and block_tile_memory, the named integer min functions, the _system
// atomics, half2 built from two halves, cudaLaunchKernelEx and the complete runtime enums.
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <mma.h>
#include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void child(int *p) { p[threadIdx.x] = 1; }

__global__ void parent(int **out)
{
    int *buf = nullptr;
    if (hipMalloc((void **)&buf, 32 * sizeof(int)) == hipSuccess) {
        hipStream_t s;
        hipStreamCreateWithFlags(&s, hipStreamNonBlocking);
        hipStreamDestroy(s);
        *out = buf;
    }
    if (hipGetLastError() != hipSuccess) hipFree(buf);
}

__global__ void tiles(unsigned *x, __half a, __half b)
{
    __shared__ cg::block_tile_memory<256> scratch;
    cg::thread_block block = cg::this_thread_block(scratch);
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    unsigned v = min((unsigned int)(x[warp.thread_rank()]), (unsigned int)(7u)) + min(threadIdx.x, 3);
    atomicCAS_system(x, v, 0u);
    half2 h = half2(a, b);
    (void)h;
}

__global__ void tensor(const half *a, float *c)
{
    nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half, nvcuda::wmma::row_major> fa;
    nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> acc;
    nvcuda::wmma::fill_fragment(acc, 0.0f);
    nvcuda::wmma::load_matrix_sync(fa, a, 16);
    nvcuda::wmma::store_matrix_sync(c, acc, 16, nvcuda::wmma::mem_row_major);
}

int main()
{
    int pools = 0;
    hipDeviceGetAttribute(&pools, hipDeviceAttributeMemoryPoolsSupported, 0);
    hipFuncSetAttribute(reinterpret_cast<const void*>(tiles), cudaFuncAttributeRequiredClusterWidth, 1);
    hipLaunchConfig_t config = {};
    config.gridDim = dim3(1);
    config.blockDim = dim3(32);
    int **out = nullptr;
    cudaLaunchKernelEx(&config, parent, out);
    return pools;
}
