// cu2hip-test: no-compile (the call with creation parameters is left as written by design)
// cuCtxCreate's forms: CUDA 12's (ctx, flags, dev) and CUDA 13's (ctx, params, flags, dev). With
// null params (NULL, nullptr, 0, a cast 0) CUDA 13's form creates the context CUDA 12's did, so it
// becomes hipCtxCreate(ctx, flags, dev); so does a zeroed CUctxCreateParams variable passed
// nowhere else (cuda-samples' idiom), whose declaration goes with a note; with real params (or
// a variable written or left uninitialised) the call is left as written with a warning
#include <cstddef>
#include <cuda.h>

CUresult make13(CUdevice dev, CUctxCreateParams *params)
{
    CUcontext a, b, c, d, e, f;
    cuCtxCreate(&a, NULL, 0, dev);
    cuCtxCreate(&b, nullptr, CU_CTX_SCHED_AUTO, dev);
    cuCtxCreate(&c, 0, 0, dev);
    cuCtxCreate(&d, (CUctxCreateParams *)0, 0, dev);
    cuCtxCreate_v4(&e, NULL, 0, dev);
    return cuCtxCreate(&f, params, 0, dev);
}

CUresult make12(CUdevice dev)
{
    CUcontext a;
    return cuCtxCreate(&a, 0, dev);
}

CUresult zeroed(CUdevice dev, CUexecAffinityParam *aff)
{
    CUcontext a, b, c, d;
    CUctxCreateParams p = {};
    cuCtxCreate(&a, &p, 0, dev);
    CUctxCreateParams q = {0};
    for (int i = 0; i < 2; i++) cuCtxCreate(&b, &q, 0, dev);
    CUctxCreateParams r = {};
    r.execAffinityParams = aff;
    cuCtxCreate(&c, &r, 0, dev);
    CUctxCreateParams s;
    return cuCtxCreate(&d, &s, 0, dev);
}
