// cu2hip-test: no-compile (the call with creation parameters is left as written by design)
// cuCtxCreate's forms: CUDA 12's (ctx, flags, dev) and CUDA 13's (ctx, params, flags, dev). With
// null params (NULL, nullptr, 0, a cast 0) CUDA 13's form creates the context CUDA 12's did, so it
// becomes hipCtxCreate(ctx, flags, dev); so does a zeroed CUctxCreateParams variable passed
// nowhere else (cuda-samples' idiom), whose declaration goes with a note; with real params (or
// a variable written or left uninitialised) the call is left as written with a warning
#include <cstddef>
#include <hip/hip_runtime.h>

hipError_t make13(hipDevice_t dev, CUctxCreateParams *params)
{
    hipCtx_t a, b, c, d, e, f;
    hipCtxCreate(&a, 0, dev);
    hipCtxCreate(&b, hipDeviceScheduleAuto, dev);
    hipCtxCreate(&c, 0, dev);
    hipCtxCreate(&d, 0, dev);
    hipCtxCreate(&e, 0, dev);
    return cuCtxCreate(&f, params, 0, dev);
}

hipError_t make12(hipDevice_t dev)
{
    hipCtx_t a;
    return hipCtxCreate(&a, 0, dev);
}

hipError_t zeroed(hipDevice_t dev, CUexecAffinityParam *aff)
{
    hipCtx_t a, b, c, d;
    hipCtxCreate(&a, 0, dev);
    for (int i = 0; i < 2; i++) hipCtxCreate(&b, 0, dev);
    CUctxCreateParams r = {};
    r.execAffinityParams = aff;
    cuCtxCreate(&c, &r, 0, dev);
    CUctxCreateParams s;
    return cuCtxCreate(&d, &s, 0, dev);
}
