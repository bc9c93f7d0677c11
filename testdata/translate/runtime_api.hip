// Ordinary runtime-API host code: memory, streams, events, errors, device management.
#include <cstdio>
#include <cstdlib>
#include <hip/hip_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        hipError_t err_ = (call);                                         \
        if (err_ != hipSuccess) {                                         \
            fprintf(stderr, "cuda error %s at %s:%d\n",                    \
                    hipGetErrorString(err_), __FILE__, __LINE__);         \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

__global__ void scale(float *x, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= a;
}

int main()
{
    int count = 0;
    CHECK(hipGetDeviceCount(&count));
    hipDeviceProp_t prop;
    CHECK(hipGetDeviceProperties(&prop, 0));
    printf("cudaMalloc on %s (%d devices)\n", prop.name, count);  // strings stay as they are
    const int n = 1 << 20;
    float *h = (float *)malloc(n * sizeof(float)), *d = nullptr;
    for (int i = 0; i < n; i++) h[i] = 1.0f;
    CHECK(hipMalloc(&d, n * sizeof(float)));
    hipStream_t stream;
    hipEvent_t start, stop;
    CHECK(hipStreamCreateWithFlags(&stream, hipStreamNonBlocking));
    CHECK(hipEventCreate(&start));
    CHECK(hipEventCreate(&stop));
    CHECK(hipMemcpyAsync(d, h, n * sizeof(float), hipMemcpyHostToDevice, stream));
    CHECK(hipEventRecord(start, stream));
    hipLaunchKernelGGL(scale, dim3((n + 255) / 256), dim3(256), 0, stream, d, 2.0f, n);
    CHECK(hipGetLastError());
    CHECK(hipEventRecord(stop, stream));
    CHECK(hipEventSynchronize(stop));
    float ms = 0;
    CHECK(hipEventElapsedTime(&ms, start, stop));
    CHECK(hipMemcpy(h, d, n * sizeof(float), hipMemcpyDeviceToHost));
    hipError_t e = hipPeekAtLastError();
    if (e == hipErrorOutOfMemory) puts(hipGetErrorName(e));
    CHECK(hipStreamDestroy(stream));
    CHECK(hipEventDestroy(start));
    CHECK(hipEventDestroy(stop));
    CHECK(hipFree(d));
    CHECK(hipDeviceSynchronize());
    free(h);
    printf("%f ms, h[0] = %f\n", ms, h[0]);
    return 0;
}
