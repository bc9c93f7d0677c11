// cu2hip-test: no-compile (the calls left as written are CUDA calls by design)
// Calls whose form differs between CUDA 12 and 13: the call's arity picks the rule; a call that
// fits no rule is left as written with a warning, never mistranslated
#include <hip/hip_runtime.h>

void forms(float *p, size_t n, hipStream_t st, hipGraph_t g, hipGraphNode_t *from, hipGraphNode_t *to) {
    hipMemLocation loc = {hipMemLocationTypeDevice, 0};
    hipMemAdvise_v2(p, n, hipMemAdviseSetReadMostly, loc);
    hipMemPrefetchAsync_v2(p, n, loc, 0, st);
    hipMemAdvise(p, n, hipMemAdviseSetReadMostly, 0);
    hipMemPrefetchAsync(p, n, 0, st);
    hipGraphExec_t exec;
    hipGraphInstantiateWithFlags(&exec, g, 0);
    hipGraphInstantiate(&exec, g, nullptr, nullptr, 0);
    hipGraphAddDependencies(g, from, to, 1);
    hipGraphAddDependencies(g, from, to, 1);
}
