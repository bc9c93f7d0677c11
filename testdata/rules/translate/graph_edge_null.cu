// cu2hip-test: no-compile (hipGraphEdgeData is HIP 6's; the call with real edge data is left as written by design)
// CUDA 13's graph-edge calls with a null edge-data argument are CUDA 12's calls, which HIP has:
// the argument goes; real edge data is reported (HIP's edges carry none).
#include <cuda_runtime.h>
int main()
{
    cudaGraph_t g;
    cudaGraphNode_t a, b, deps[4];
    size_t n = 4;
    cudaGraphEdgeData ed[4];
    cudaStream_t s = 0;
    cudaStreamCaptureStatus st;
    const cudaGraphNode_t *cdeps;
    size_t ncdeps;
    cudaGraphCreate(&g, 0);
    cudaGraphAddEmptyNode(&a, g, NULL, 0);
    cudaGraphAddEmptyNode(&b, g, NULL, 0);
    cudaGraphAddDependencies(g, &a, &b, NULL, 1);
    cudaGraphAddDependencies(g, &a, &b, nullptr, 1);
    cudaGraphAddDependencies(g, &a, &b, ed, 1);
    cudaGraphRemoveDependencies(g, &a, &b, 0, 1);
    cudaGraphGetEdges(g, deps, deps + 2, NULL, &n);
    cudaGraphNodeGetDependencies(b, deps, NULL, &n);
    cudaGraphNodeGetDependentNodes(a, deps, nullptr, &n);
    cudaStreamGetCaptureInfo(s, &st, NULL, NULL, &cdeps, NULL, &ncdeps);
    cudaGraphNode_t c;
    cudaGraphNodeParams np = {};
    np.type = cudaGraphNodeTypeEmpty;
    cudaGraphAddNode(&c, g, &a, NULL, 1, &np);
    cudaGraphAddNode(&c, g, &a, ed, 1, &np);
    cudaGraphAddNode(&c, g, &a, 1, &np);   // CUDA 12.2's form: HIP's
    cudaGraphDestroy(g);
    return 0;
}
