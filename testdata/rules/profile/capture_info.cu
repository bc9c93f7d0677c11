// cuStreamGetCaptureInfo in its CUDA 11 (three arguments) and CUDA 12 (six, cuStreamGetCaptureInfo_v2)
// forms, which HIP has as hipStreamGetCaptureInfo and hipStreamGetCaptureInfo_v2; CUDA 13's
// seven-argument form with edge data is reported. cuuint64_t is CUDA's uint64_t, where HIP's
// calls take an unsigned long long: this translation does not compile as it stands (the id's
// type differs), which is why it is a case of its own.
#include <cuda.h>

CUresult driver_capture(CUstream s)
{
    CUstreamCaptureStatus st;
    cuuint64_t id;
    CUresult r = cuStreamGetCaptureInfo(s, &st, &id);
    if (r != CUDA_SUCCESS) return r;
    CUgraph g;
    const CUgraphNode *deps;
    size_t n;
    return cuStreamGetCaptureInfo(s, &st, &id, &g, &deps, &n);
}

CUresult driver_capture13(CUstream s)
{
    CUstreamCaptureStatus st;
    cuuint64_t id;
    CUgraph g;
    const CUgraphNode *deps;
    const CUgraphEdgeData *edges;
    size_t n;
    return cuStreamGetCaptureInfo(s, &st, &id, &g, &deps, &edges, &n);
}
