// hipfft_api.hip - hipshim's hipFFT where the CUDA corpus program does not reach: the flat
// header, the extended API (hipfftXtMakePlanMany, hipfftXtExec), a scale factor, a store callback
// and a load callback (__device__ functions whose pointers are copied from their symbols, as cuFFT
// programs do), a plan destroyed while its execution still waits in a stream, and the statuses of
// misuse: an execution of the wrong type, a plan destroyed twice, a callback of the wrong type,
// shared memory for callbacks (not supported: one stderr line).
// Prints "hipfft_api: ok".
#include <cmath>
#include <cstdio>
#include <hip/hip_runtime.h>
#include <hipfftXt.h>

static int fails = 0;
#define EXPECT(c)                                                                              \
    do {                                                                                       \
        if (!(c)) {                                                                            \
            printf("hipfft_api: line %d: %s\n", __LINE__, #c);                                 \
            fails++;                                                                           \
        }                                                                                      \
    } while (0)

__device__ void store_twice(void *out, size_t off, hipfftComplex v, void *info, void *)
{
    float k = *(float *)info;
    ((hipfftComplex *)out)[off] = make_hipComplex(k * v.x, k * v.y);
}
__device__ hipfftCallbackStoreC d_store = store_twice;
__device__ hipfftComplex load_twice(void *in, size_t off, void *, void *)
{
    hipfftComplex v = ((hipfftComplex *)in)[off];
    return make_hipComplex(2 * v.x, 2 * v.y);
}
__device__ hipfftCallbackLoadC d_load = load_twice;

__global__ void slow_fill(hipfftComplex *x, int n)
{
    for (int i = 0; i < n; i++) x[i] = make_hipComplex(1, 0);   // a delta at 0 after this: all ones
}

int main()
{
    const int n = 8;
    hipfftComplex *d;
    hipMalloc(&d, sizeof(hipfftComplex) * n);
    hipfftComplex h[n];
    for (int i = 0; i < n; i++) h[i] = make_hipComplex(i == 0, 0);   // a delta: the DFT is all 1

    // the extended API with a scale factor of 0.5
    hipfftHandle p;
    size_t ws = 1;
    long long ln = n;
    EXPECT(hipfftCreate(&p) == HIPFFT_SUCCESS);
    EXPECT(hipfftExtPlanScaleFactor(p, 0.5) == HIPFFT_SUCCESS);
    EXPECT(hipfftXtMakePlanMany(p, 1, &ln, nullptr, 1, 0, HIP_C_32F, nullptr, 1, 0, HIP_C_32F, 1,
                                &ws, HIP_C_32F) == HIPFFT_SUCCESS);
    EXPECT(ws == 0);
    hipMemcpy(d, h, sizeof h, hipMemcpyHostToDevice);
    EXPECT(hipfftXtExec(p, d, d, HIPFFT_FORWARD) == HIPFFT_SUCCESS);
    hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) EXPECT(h[i].x == 0.5f && h[i].y == 0);
    // the wrong execution for the plan's type; a real-to-complex type the plan is not
    EXPECT(hipfftExecR2C(p, (hipfftReal *)d, d) == HIPFFT_INVALID_VALUE);
    EXPECT(hipfftExecC2C(p, d, d, 7) == HIPFFT_INVALID_VALUE);
    EXPECT(hipfftDestroy(p) == HIPFFT_SUCCESS);
    EXPECT(hipfftDestroy(p) == HIPFFT_INVALID_PLAN);

    // a store callback multiplying by 3 (callerInfo), on a plain plan
    EXPECT(hipfftPlan1d(&p, n, HIPFFT_C2C, 1) == HIPFFT_SUCCESS);
    void *cb;
    hipMemcpyFromSymbol(&cb, HIP_SYMBOL(d_store), sizeof cb);
    float three = 3, *dthree;
    hipMalloc(&dthree, sizeof three);
    hipMemcpy(dthree, &three, sizeof three, hipMemcpyHostToDevice);
    void *info = dthree;
    EXPECT(hipfftXtSetCallback(p, &cb, HIPFFT_CB_ST_COMPLEX, &info) == HIPFFT_SUCCESS);
    for (int i = 0; i < n; i++) h[i] = make_hipComplex(i == 0, 0);
    hipMemcpy(d, h, sizeof h, hipMemcpyHostToDevice);
    EXPECT(hipfftExecC2C(p, d, d, HIPFFT_FORWARD) == HIPFFT_SUCCESS);
    hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) EXPECT(h[i].x == 3 && h[i].y == 0);
    EXPECT(hipfftXtClearCallback(p, HIPFFT_CB_ST_COMPLEX) == HIPFFT_SUCCESS);
    // a load callback doubling each element, in place: the transform of 2 x the delta; the
    // input itself is left as it was (the callback's values go to a copy)
    hipMemcpyFromSymbol(&cb, HIP_SYMBOL(d_load), sizeof cb);
    EXPECT(hipfftXtSetCallback(p, &cb, HIPFFT_CB_LD_REAL, nullptr) == HIPFFT_INVALID_VALUE);
    EXPECT(hipfftXtSetCallback(p, &cb, HIPFFT_CB_LD_COMPLEX, nullptr) == HIPFFT_SUCCESS);
    hipfftComplex *o;
    hipMalloc(&o, sizeof h);
    for (int i = 0; i < n; i++) h[i] = make_hipComplex(i == 0, 0);
    hipMemcpy(d, h, sizeof h, hipMemcpyHostToDevice);
    EXPECT(hipfftExecC2C(p, d, o, HIPFFT_FORWARD) == HIPFFT_SUCCESS);
    hipMemcpy(h, o, sizeof h, hipMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) EXPECT(h[i].x == 2 && h[i].y == 0);
    hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
    EXPECT(h[0].x == 1 && h[1].x == 0);
    // shared memory for callbacks: not supported
    EXPECT(hipfftXtSetCallbackSharedSize(p, HIPFFT_CB_LD_COMPLEX, 64) == HIPFFT_NOT_SUPPORTED);
    EXPECT(hipfftDestroy(p) == HIPFFT_SUCCESS);

    // destroyed while its execution waits behind a kernel in the stream: the execution still runs
    hipStream_t s;
    hipStreamCreateWithFlags(&s, hipStreamNonBlocking);
    EXPECT(hipfftPlan1d(&p, n, HIPFFT_C2C, 1) == HIPFFT_SUCCESS);
    EXPECT(hipfftSetStream(p, s) == HIPFFT_SUCCESS);
    hipLaunchKernelGGL(slow_fill, dim3(1), dim3(1), 0, s, d, n);
    EXPECT(hipfftExecC2C(p, d, d, HIPFFT_BACKWARD) == HIPFFT_SUCCESS);
    EXPECT(hipfftDestroy(p) == HIPFFT_SUCCESS);
    hipStreamSynchronize(s);
    hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
    EXPECT(h[0].x == n);
    for (int i = 1; i < n; i++) EXPECT(std::fabs(h[i].x) < 1e-6f && std::fabs(h[i].y) < 1e-6f);

    if (!fails)
        printf("hipfft_api: ok\n");
    return fails != 0;
}
