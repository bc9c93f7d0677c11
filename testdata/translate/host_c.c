/* A host C file (nvcc hands .c files to the host compiler, which compiles them as C): it is
 * parsed as C, so what C allows and C++ does not (malloc's void * assigned to other pointers,
 * C++ keywords as names, enums named with their tag) neither hides the renames nor adds parse
 * warnings; the output stays C. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void check(CUresult r, const char *what)
{
    if (r != CUDA_SUCCESS) {
        fprintf(stderr, "%s: error %d\n", what, (int)r);
        exit(1);
    }
}

int main(void)
{
    CUdevice dev;
    CUcontext ctx;
    CUdeviceptr dbuf;
    int n = 256, major = 0, new = 0;
    float *host = malloc(n * sizeof *host);
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost;
    cudaStream_t stream;

    check(cuInit(0), "cuInit");
    check(cuDeviceGet(&dev, 0), "cuDeviceGet");
    check(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev), "attribute");
    check(cuDevicePrimaryCtxRetain(&ctx, dev), "context");
    check(cuCtxSetCurrent(ctx), "cuCtxSetCurrent");
    check(cuMemAlloc(&dbuf, n * sizeof *host), "cuMemAlloc");
    check(cuMemsetD32(dbuf, 0, n), "cuMemsetD32");
    cudaStreamCreate(&stream);
    cudaMemcpyAsync(host, (void *)dbuf, n * sizeof *host, kind, stream);
    cudaStreamSynchronize(stream);
    cudaStreamDestroy(stream);
    check(cuMemFree(dbuf), "cuMemFree");
    check(cuDevicePrimaryCtxRelease(dev), "release");
    for (int i = 0; i < n; i++) new += host[i] != 0.0f;
    printf("sm_%d: %d nonzero\n", major, new);
    free(host);
    return 0;
}
