// Calls written for CUDA 11/12 (issue 31): where a function's form changed, each argument count
// is a rule of its own, from cuda.h's legacy declarations (cuCtxCreate(&c, flags, dev),
// cuGraphAddDependencies with four arguments, cuStreamGetCaptureInfo with three or six),
// cuda_runtime.h's overloads (cudaEventCreate(&e, flags) is cudaEventCreateWithFlags,
// cudaGraphExecUpdate with an error node) and the runtime's CUDA 12 forms; the driver's
// cuMemPrefetchAsync and cuMemAdvise with a device number are CUDA 12's.
#include <cuda.h>
#include <cuda_runtime.h>

CUresult driver_graph(CUgraph g, CUgraphNode *from, CUgraphNode *to, CUgraphExec exec)
{
    CUresult r = cuGraphAddDependencies(g, from, to, 1);
    if (r != CUDA_SUCCESS) return r;
    r = cuGraphRemoveDependencies(g, from, to, 1);
    if (r != CUDA_SUCCESS) return r;
    size_t n = 0;
    r = cuGraphGetEdges(g, NULL, NULL, &n);
    if (r != CUDA_SUCCESS) return r;
    r = cuGraphNodeGetDependencies(*to, NULL, &n);
    if (r != CUDA_SUCCESS) return r;
    CUgraphNode err;
    CUgraphExecUpdateResult res;
    return cuGraphExecUpdate(exec, g, &err, &res);
}

CUresult driver_context(CUcontext *ctx, CUdevice dev, CUstream s, CUdeviceptr p)
{
    CUresult r = cuCtxCreate(ctx, 0, dev);
    if (r != CUDA_SUCCESS) return r;
    r = cuMemPrefetchAsync(p, 4096, dev, s);
    if (r != CUDA_SUCCESS) return r;
    return cuMemAdvise(p, 4096, CU_MEM_ADVISE_SET_ACCESSED_BY, dev);
}

cudaError_t runtime_forms(cudaGraph_t g, cudaGraphExec_t exec, cudaStream_t s)
{
    cudaEvent_t e;
    cudaError_t r = cudaEventCreate(&e, cudaEventDisableTiming);
    if (r != cudaSuccess) return r;
    r = cudaEventCreate(&e);
    if (r != cudaSuccess) return r;
    cudaGraphNode_t err;
    cudaGraphExecUpdateResult res;
    r = cudaGraphExecUpdate(exec, g, &err, &res);
    if (r != cudaSuccess) return r;
    size_t n = 0;
    r = cudaGraphGetEdges(g, NULL, NULL, &n);
    if (r != cudaSuccess) return r;
    cudaGraphNode_t node;
    r = cudaGraphNodeGetDependentNodes(node, NULL, &n);
    if (r != cudaSuccess) return r;
    cudaStreamCaptureStatus st;
    unsigned long long id;
    const cudaGraphNode_t *deps;
    r = cudaStreamGetCaptureInfo(s, &st, &id);
    if (r != cudaSuccess) return r;
    return cudaStreamGetCaptureInfo(s, &st, &id, &g, &deps, &n);
}
