// Launches inside macro bodies, configurations from macros, #if blocks.
#include <hip/hip_runtime.h>

#define BLOCK 128
#define CONFIG(n) dim3((n + BLOCK - 1) / BLOCK), dim3(BLOCK)
#define LAUNCH(kern, n, ...) hipLaunchKernelGGL(kern, dim3((n + BLOCK - 1) / BLOCK), dim3(BLOCK), 0, 0, __VA_ARGS__)
#define LAUNCH_NOARGS(kern) hipLaunchKernelGGL(kern, dim3(1), dim3(1), 0, 0)
#define CHECK(call) do { hipError_t e_ = (call); if (e_ != hipSuccess) return; } while (0)

__global__ void fill(float *p, float v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v;
}
__global__ void tick() {}

void host(float *p, int n, hipStream_t s) {
    LAUNCH(fill, n, p, 1.0f, n);
    LAUNCH_NOARGS(tick);
    hipLaunchKernelGGL(fill, CONFIG(n), 0, 0, p, 2.0f, n);
    hipLaunchKernelGGL(fill, CONFIG(n), 0, s, p, 3.0f, n);
#if USE_OLD_PATH
    hipLaunchKernelGGL(old_kernel, dim3(grid), dim3(block), shmem, 0, p, make_params(n, 2), n);
#else
    hipLaunchKernelGGL(fill, dim3(1), dim3(BLOCK), 0, 0, p, 4.0f, n);
#endif
#if 0
    hipLaunchKernelGGL(HIP_KERNEL_NAME(legacy::kernel<float>), dim3(n), dim3(1), 0, 0, p);
#endif
    CHECK(hipGetLastError());
}
