// Legacy or removed CUDA names that HIP still declares: the forms cuda.h keeps for older
// callers (CUdeviceptr_v1, cuTexRefSetAddress2D_v2, cuGraphInstantiate_v2), the profiler API of
// cudaProfiler.h, and texture references CUDA 12 removed.
#include <cuda.h>
#include <cudaProfiler.h>
#include <cuda_runtime.h>

CUresult bind_pitched(CUtexref ref, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr p, size_t pitch)
{
    return cuTexRefSetAddress2D_v2(ref, desc, p, pitch);
}

struct CUtexref_st *raw_ref(CUtexref r) { return r; }

CUresult instantiate_old(CUgraphExec *exec, CUgraph g)
{
    char log[256];
    CUgraphNode err;
    return cuGraphInstantiate_v2(exec, g, &err, log, sizeof log);
}

CUresult profile_region(void)
{
    CUresult r = cuProfilerStart();
    if (r != CUDA_SUCCESS) return r;
    return cuProfilerStop();
}

CUresult copy_back(void *host, CUdeviceptr_v1 p, size_t n) { return cuMemcpyDtoH(host, p, n); }

cudaError_t bind_mipmapped(const textureReference *tex, cudaMipmappedArray_const_t m,
                           const cudaChannelFormatDesc *desc)
{
    return cudaBindTextureToMipmappedArray(tex, m, desc);
}
