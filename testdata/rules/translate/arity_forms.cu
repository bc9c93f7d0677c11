// cu2hip-test: no-compile (the calls left as written are CUDA calls by design)
// Calls whose form differs between CUDA 12 and 13: the call's arity picks the rule; a call that
// fits no rule is left as written with a warning, never mistranslated
#include <cuda_runtime.h>

void forms(float *p, size_t n, cudaStream_t st, cudaGraph_t g, cudaGraphNode_t *from, cudaGraphNode_t *to) {
    cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, loc);
    cudaMemPrefetchAsync(p, n, loc, 0, st);
    cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, 0);
    cudaMemPrefetchAsync(p, n, 0, st);
    cudaGraphExec_t exec;
    cudaGraphInstantiate(&exec, g, 0);
    cudaGraphInstantiate(&exec, g, nullptr, nullptr, 0);
    cudaGraphAddDependencies(g, from, to, 1);
    cudaGraphAddDependencies(g, from, to, nullptr, 1);
}
