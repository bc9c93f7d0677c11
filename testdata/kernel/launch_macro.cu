// Launches inside macro bodies, configurations from macros, #if blocks.
#include <cuda_runtime.h>

#define BLOCK 128
#define CONFIG(n) dim3((n + BLOCK - 1) / BLOCK), dim3(BLOCK)
#define LAUNCH(kern, n, ...) kern<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(__VA_ARGS__)
#define LAUNCH_NOARGS(kern) kern<<<1, 1>>>()
#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) return; } while (0)

__global__ void fill(float *p, float v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v;
}
__global__ void tick() {}

void host(float *p, int n, cudaStream_t s) {
    LAUNCH(fill, n, p, 1.0f, n);
    LAUNCH_NOARGS(tick);
    fill<<<CONFIG(n)>>>(p, 2.0f, n);
    fill<<<CONFIG(n), 0, s>>>(p, 3.0f, n);
#if USE_OLD_PATH
    old_kernel<<<grid, block, shmem>>>(p, make_params(n, 2), n);
#else
    fill<<<1, BLOCK>>>(p, 4.0f, n);
#endif
#if 0
    legacy::kernel<float><<<n, 1>>>(p);
#endif
    CHECK(cudaGetLastError());
}
