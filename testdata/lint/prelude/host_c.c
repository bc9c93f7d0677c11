/* Prelude: a host C file (nvcc hands .c files to the host compiler, which compiles them as C)
 * using the driver API, the runtime API and the libraries' C headers, as cuda-samples' libNVVM
 * samples do. What is C and not C++ must parse: malloc's void * assigned to other pointers, C++
 * keywords as names, enums named with their tag; the CUDA headers must parse as C, as CUDA's
 * own do (no default arguments, no overloads). */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <builtin_types.h>
#include <nvvm.h>
#include <nvrtc.h>
#include <cublas_v2.h>
#include <cufft.h>
#include <curand.h>
#include <cusparse.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct list { struct list *next; int class; };

static char *load(const char *name, size_t *size)
{
    FILE *f = fopen(name, "rb");
    char *buf;
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    *size = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    buf = malloc(*size + 1);
    if (fread(buf, 1, *size, f) != *size) { free(buf); buf = NULL; }
    fclose(f);
    return buf;
}

int main(void)
{
    CUdevice dev;
    CUcontext ctx;
    CUmodule mod;
    CUfunction fn;
    CUdeviceptr dptr;
    size_t size = 0;
    char *ptx = load("kernel.ptx", &size);
    int *host = malloc(256 * sizeof *host);
    struct list *new = calloc(1, sizeof *new);
    enum cudaMemcpyKind kind = cudaMemcpyHostToDevice;
    cudaEvent_t ev;
    cublasHandle_t blas;
    nvvmProgram prog;
    cufftHandle plan;
    curandGenerator_t gen;
    cusparseHandle_t sparse;

    cuInit(0);
    cuDeviceGet(&dev, 0);
    cuCtxCreate(&ctx, NULL, 0, dev);   /* CUDA 13 form, null params: hipCtxCreate */
    cuModuleLoadData(&mod, ptx);
    cuModuleGetFunction(&fn, mod, "kernel");
    cuMemAlloc(&dptr, 256 * sizeof *host);
    cuMemcpyHtoD(dptr, host, 256 * sizeof *host);
    cudaEventCreate(&ev);
    cudaEventRecord(ev, 0);
    cudaMemcpy(host, host, 16, kind);
    cublasCreate(&blas);
    nvvmCreateProgram(&prog);
    cufftPlan1d(&plan, 64, CUFFT_C2C, 1);
    curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
    cusparseCreate(&sparse);
    new->class = 1;
    cuMemFre(dptr);   // expect: parse
    cuCtxDestroy(ctx);
    free(new);
    free(host);
    free(ptx);
    return 0;
}
