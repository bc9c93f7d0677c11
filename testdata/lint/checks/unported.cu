// Golden cases for wmma, thread block clusters and texture references.
#include <cuda_runtime.h>
#include <mma.h>                                                 // expect: kernel.wmma
#include <cooperative_groups.h>
using namespace nvcuda;                                          // expect: kernel.wmma
namespace cg = cooperative_groups;

texture<float, 1, cudaReadModeElementType> tex_ref;             // expect: kernel.texture-reference

__global__ void mm(half *a, float *c)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa; // expect: kernel.wmma
    wmma::load_matrix_sync(fa, a, 16);                           // expect: kernel.wmma
    c[0] = 0;
}

__global__ void __cluster_dims__(2, 1, 1) clustered(float *p)  // expect: kernel.cluster
{
    cg::cluster_group cluster = cg::this_cluster();             // expect: kernel.cluster
    p[0] = cluster.block_rank();
}

__global__ void texture_object(cudaTextureObject_t t, float *out)
{
    out[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}
