// Features HIP lacks stay in place with a warning. cu2hip-test: no-compile (they cannot build).
#include <cuda_runtime.h>
#include <mma.h>
#include <cooperative_groups.h>

using namespace nvcuda;
namespace cg = cooperative_groups;

texture<float, 1, cudaReadModeElementType> tex_ref;
surface<void, 2> surf_ref;

__global__ void child(int *p) { p[threadIdx.x] = 1; }

__global__ void parent(int *p) {
    if (threadIdx.x == 0) {
        child<<<1, 32>>>(p);
        cudaDeviceSynchronize();
    }
}

__device__ unsigned lane_id() {
    unsigned lane;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
    return lane;
}

#define PTX_CLOCK(x) asm volatile("mov.u64 %0, %%clock64;" : "=l"(x))

__global__ void tensor(const half *a, float *c) {
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::load_matrix_sync(fa, a, 16);
}

__global__ void __cluster_dims__(2, 1, 1) clustered(int *p) {
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
}

void host_asm() { asm("nop"); }
