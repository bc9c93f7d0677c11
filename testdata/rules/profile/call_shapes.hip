// Calls written for CUDA 11/12 (issue 31): where a function's form changed, each argument count
// is a rule of its own, from cuda.h's legacy declarations (cuCtxCreate(&c, flags, dev),
// cuGraphAddDependencies with four arguments, cuStreamGetCaptureInfo with three or six),
// cuda_runtime.h's overloads (cudaEventCreate(&e, flags) is cudaEventCreateWithFlags,
// cudaGraphExecUpdate with an error node) and the runtime's CUDA 12 forms; the driver's
// cuMemPrefetchAsync and cuMemAdvise with a device number are CUDA 12's.
#include <hip/hip_runtime.h>

hipError_t driver_graph(hipGraph_t g, hipGraphNode_t *from, hipGraphNode_t *to, hipGraphExec_t exec)
{
    hipError_t r = hipGraphAddDependencies(g, from, to, 1);
    if (r != hipSuccess) return r;
    r = hipGraphRemoveDependencies(g, from, to, 1);
    if (r != hipSuccess) return r;
    size_t n = 0;
    r = hipGraphGetEdges(g, NULL, NULL, &n);
    if (r != hipSuccess) return r;
    r = hipGraphNodeGetDependencies(*to, NULL, &n);
    if (r != hipSuccess) return r;
    hipGraphNode_t err;
    hipGraphExecUpdateResult res;
    return hipGraphExecUpdate(exec, g, &err, &res);
}

hipError_t driver_context(hipCtx_t *ctx, hipDevice_t dev, hipStream_t s, hipDeviceptr_t p)
{
    hipError_t r = hipCtxCreate(ctx, 0, dev);
    if (r != hipSuccess) return r;
    r = hipMemPrefetchAsync(p, 4096, dev, s);
    if (r != hipSuccess) return r;
    return hipMemAdvise(p, 4096, hipMemAdviseSetAccessedBy, dev);
}

hipError_t runtime_forms(hipGraph_t g, hipGraphExec_t exec, hipStream_t s)
{
    hipEvent_t e;
    hipError_t r = hipEventCreateWithFlags(&e, hipEventDisableTiming);
    if (r != hipSuccess) return r;
    r = hipEventCreate(&e);
    if (r != hipSuccess) return r;
    hipGraphNode_t err;
    hipGraphExecUpdateResult res;
    r = hipGraphExecUpdate(exec, g, &err, &res);
    if (r != hipSuccess) return r;
    size_t n = 0;
    r = hipGraphGetEdges(g, NULL, NULL, &n);
    if (r != hipSuccess) return r;
    hipGraphNode_t node;
    r = hipGraphNodeGetDependentNodes(node, NULL, &n);
    if (r != hipSuccess) return r;
    hipStreamCaptureStatus st;
    unsigned long long id;
    const hipGraphNode_t *deps;
    r = hipStreamGetCaptureInfo(s, &st, &id);
    if (r != hipSuccess) return r;
    return hipStreamGetCaptureInfo_v2(s, &st, &id, &g, &deps, &n);
}
