// Cooperative and explicit launches: the kernel's type must reach HIP's typed overloads.
#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void grid_sum(int *data, int *result, int n) {
    cg::grid_group grid = cg::this_grid();
    int i = grid.thread_rank();
    if (i < n) atomicAdd(result, data[i]);
    grid.sync();
}
template <class T> __global__ void scale(T *data, T f) { data[threadIdx.x] *= f; }
__global__ void plain(int *data) {}
void helper(int *data) {}

void host(int *data, int *result, float *fdata, int n, hipStream_t s) {
    void *args[] = { &data, &result, &n };
    hipLaunchCooperativeKernel(grid_sum, dim3(4), dim3(256), args, 0, s);
    hipLaunchCooperativeKernel(grid_sum, 4, 256, args, 0, 0);
    hipLaunchCooperativeKernel(&grid_sum, dim3(4), dim3(256), args, 0, s);
    hipLaunchCooperativeKernel(grid_sum, 4, 256, args, 0, s);
    float f = 2.0f;
    void *sargs[] = { &fdata, &f };
    hipLaunchCooperativeKernel(scale<float>, 1, 64, sargs, 0, s);
    /* hipLaunchKernel has no typed overload in HIP: the cast stays */
    void *pargs[] = { &data };
    hipLaunchKernel((const void *)plain, dim3(1), dim3(32), pargs, 0, s);
    const void *fn = (const void *)grid_sum;
    hipLaunchCooperativeKernel(fn, 4, 256, args, 0, s);
}
