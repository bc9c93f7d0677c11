/* A host C file (nvcc hands .c files to the host compiler, which compiles them as C): it is
 * parsed as C, so what C allows and C++ does not (malloc's void * assigned to other pointers,
 * C++ keywords as names, enums named with their tag) neither hides the renames nor adds parse
 * warnings; the output stays C. */
#include <hip/hip_runtime.h>
#include <hip/hip_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void check(hipError_t r, const char *what)
{
    if (r != hipSuccess) {
        fprintf(stderr, "%s: error %d\n", what, (int)r);
        exit(1);
    }
}

int main(void)
{
    hipDevice_t dev;
    hipCtx_t ctx;
    hipDeviceptr_t dbuf;
    int n = 256, major = 0, new = 0;
    float *host = malloc(n * sizeof *host);
    enum hipMemcpyKind kind = hipMemcpyDeviceToHost;
    hipStream_t stream;

    check(hipInit(0), "cuInit");
    check(hipDeviceGet(&dev, 0), "cuDeviceGet");
    check(hipDeviceGetAttribute(&major, hipDeviceAttributeComputeCapabilityMajor, dev), "attribute");
    check(hipDevicePrimaryCtxRetain(&ctx, dev), "context");
    check(hipCtxSetCurrent(ctx), "cuCtxSetCurrent");
    check(hipMalloc(&dbuf, n * sizeof *host), "cuMemAlloc");
    check(hipMemsetD32(dbuf, 0, n), "cuMemsetD32");
    hipStreamCreate(&stream);
    hipMemcpyAsync(host, (void *)dbuf, n * sizeof *host, kind, stream);
    hipStreamSynchronize(stream);
    hipStreamDestroy(stream);
    check(hipFree(dbuf), "cuMemFree");
    check(hipDevicePrimaryCtxRelease(dev), "release");
    for (int i = 0; i < n; i++) new += host[i] != 0.0f;
    printf("sm_%d: %d nonzero\n", major, new);
    free(host);
    return 0;
}
