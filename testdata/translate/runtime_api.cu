// Ordinary runtime-API host code: memory, streams, events, errors, device management.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "cuda error %s at %s:%d\n",                    \
                    cudaGetErrorString(err_), __FILE__, __LINE__);         \
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
    CHECK(cudaGetDeviceCount(&count));
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("cudaMalloc on %s (%d devices)\n", prop.name, count);  // strings stay as they are
    const int n = 1 << 20;
    float *h = (float *)malloc(n * sizeof(float)), *d = nullptr;
    for (int i = 0; i < n; i++) h[i] = 1.0f;
    CHECK(cudaMalloc(&d, n * sizeof(float)));
    cudaStream_t stream;
    cudaEvent_t start, stop;
    CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    CHECK(cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, stream));
    CHECK(cudaEventRecord(start, stream));
    scale<<<(n + 255) / 256, 256, 0, stream>>>(d, 2.0f, n);
    CHECK(cudaGetLastError());
    CHECK(cudaEventRecord(stop, stream));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    CHECK(cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost));
    cudaError_t e = cudaPeekAtLastError();
    if (e == cudaErrorMemoryAllocation) puts(cudaGetErrorName(e));
    CHECK(cudaStreamDestroy(stream));
    CHECK(cudaEventDestroy(start));
    CHECK(cudaEventDestroy(stop));
    CHECK(cudaFree(d));
    CHECK(cudaDeviceSynchronize());
    free(h);
    printf("%f ms, h[0] = %f\n", ms, h[0]);
    return 0;
}
