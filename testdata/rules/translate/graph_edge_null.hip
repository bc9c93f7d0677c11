// cu2hip-test: no-compile (hipGraphEdgeData is HIP 6's; the call with real edge data is left as written by design)
// CUDA 13's graph-edge calls with a null edge-data argument are CUDA 12's calls, which HIP has:
// the argument goes; real edge data is reported (HIP's edges carry none).
#include <hip/hip_runtime.h>
int main()
{
    hipGraph_t g;
    hipGraphNode_t a, b, deps[4];
    size_t n = 4;
    hipGraphEdgeData ed[4];
    hipStream_t s = 0;
    hipStreamCaptureStatus st;
    const hipGraphNode_t *cdeps;
    size_t ncdeps;
    hipGraphCreate(&g, 0);
    hipGraphAddEmptyNode(&a, g, NULL, 0);
    hipGraphAddEmptyNode(&b, g, NULL, 0);
    hipGraphAddDependencies(g, &a, &b, 1);
    hipGraphAddDependencies(g, &a, &b, 1);
    cudaGraphAddDependencies(g, &a, &b, ed, 1);
    hipGraphRemoveDependencies(g, &a, &b, 1);
    hipGraphGetEdges(g, deps, deps + 2, &n);
    hipGraphNodeGetDependencies(b, deps, &n);
    hipGraphNodeGetDependentNodes(a, deps, &n);
    hipStreamGetCaptureInfo_v2(s, &st, NULL, NULL, &cdeps, &ncdeps);
    hipGraphNode_t c;
    hipGraphNodeParams np = {};
    np.type = hipGraphNodeTypeEmpty;
    hipGraphAddNode(&c, g, &a, 1, &np);
    cudaGraphAddNode(&c, g, &a, ed, 1, &np);
    hipGraphAddNode(&c, g, &a, 1, &np);   // CUDA 12.2's form: HIP's
    hipGraphDestroy(g);
    return 0;
}
