// Legacy or removed CUDA names that HIP still declares: the forms cuda.h keeps for older
// callers (CUdeviceptr_v1, cuTexRefSetAddress2D_v2, cuGraphInstantiate_v2), the profiler API of
// cudaProfiler.h, and texture references CUDA 12 removed.
#include <hip/hip_runtime.h>
#include <hip/hip_runtime_api.h>

hipError_t bind_pitched(hipTexRef ref, const HIP_ARRAY_DESCRIPTOR *desc, hipDeviceptr_t p, size_t pitch)
{
    return hipTexRefSetAddress2D(ref, desc, p, pitch);
}

struct textureReference *raw_ref(hipTexRef r) { return r; }

hipError_t instantiate_old(hipGraphExec_t *exec, hipGraph_t g)
{
    char log[256];
    hipGraphNode_t err;
    return hipGraphInstantiate(exec, g, &err, log, sizeof log);
}

hipError_t profile_region(void)
{
    hipError_t r = hipProfilerStart();
    if (r != hipSuccess) return r;
    return hipProfilerStop();
}

hipError_t copy_back(void *host, hipDeviceptr_t p, size_t n) { return hipMemcpyDtoH(host, p, n); }

hipError_t bind_mipmapped(const textureReference *tex, hipMipmappedArray_const_t m,
                           const hipChannelFormatDesc *desc)
{
    return hipBindTextureToMipmappedArray(tex, m, desc);
}
