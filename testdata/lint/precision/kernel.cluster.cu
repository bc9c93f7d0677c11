// Precision of kernel.cluster: thread block clusters are reported; a user name that merely
// contains "cluster" is not.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void __cluster_dims__(2, 1, 1) paired(int *p)            // expect: kernel.cluster
{
    cg::cluster_group cl = cg::this_cluster();                       // expect: kernel.cluster
    p[threadIdx.x] = (int)cl.block_rank();
}

__global__ void kmeans_cluster(int *cluster_of, int n)
{
    int cluster_id = threadIdx.x % 4;
    if ((int)threadIdx.x < n) cluster_of[threadIdx.x] = cluster_id;
}
