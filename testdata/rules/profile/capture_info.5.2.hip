// cuStreamGetCaptureInfo in its CUDA 11 (three arguments) and CUDA 12 (six, cuStreamGetCaptureInfo_v2)
// forms, which HIP has as hipStreamGetCaptureInfo and hipStreamGetCaptureInfo_v2; CUDA 13's
// seven-argument form with edge data is reported. cuuint64_t is CUDA's uint64_t, where HIP's
// calls take an unsigned long long: this translation does not compile as it stands (the id's
// type differs), which is why it is a case of its own.
#include <hip/hip_runtime.h>

hipError_t driver_capture(hipStream_t s)
{
    hipStreamCaptureStatus st;
    uint64_t id;
    hipError_t r = hipStreamGetCaptureInfo(s, &st, &id);
    if (r != hipSuccess) return r;
    hipGraph_t g;
    const hipGraphNode_t *deps;
    size_t n;
    return hipStreamGetCaptureInfo_v2(s, &st, &id, &g, &deps, &n);
}

hipError_t driver_capture13(hipStream_t s)
{
    hipStreamCaptureStatus st;
    uint64_t id;
    hipGraph_t g;
    const hipGraphNode_t *deps;
    const hipGraphEdgeData *edges;
    size_t n;
    return cuStreamGetCaptureInfo(s, &st, &id, &g, &deps, &edges, &n);
}
