// Other spellings of types HIP has (issue 31): struct tags of handles and of struct typedefs,
// enum tags, the _v1/_v2 typedefs and cudaKernelNodeParamsV2 (the V2 struct CUDA's
// cudaGraphNodeParams holds where HIP's hipGraphNodeParams holds hipKernelNodeParams), and
// cudaMipmappedArray_const_t, which keeps its const. Names HIP 5.2 has; type_spellings_new.cu
// holds the newer ones.
#include <hip/hip_runtime.h>

struct ihipStream_t *raw_stream(hipStream_t s) { return s; }
struct ihipCtx_t *raw_context(hipCtx_t c) { return c; }
struct hipArray *raw_array(hipArray_t a) { return a; }

hipError_t location(hipDeviceptr_t p, size_t n, hipMemLocation *where)
{
    struct hipMemLocation loc = *where;
    loc.type = hipMemLocationTypeDevice;
    hipMemAccessDesc desc = {};
    desc.location = loc;
    desc.flags = hipMemAccessFlagsProtReadWrite;
    return hipMemSetAccess(p, n, &desc, 1);
}

void descriptors(HIP_ARRAY3D_DESCRIPTOR *d, struct HIP_MEMCPY3D *c, hipAccessPolicyWindow *w,
                 hipKernelNodeParams *k)
{
    d->Depth = 1;
    c->Depth = 1;
    w->hitRatio = 1.0f;
    k->sharedMemBytes = 0;
}

hipMipmappedArray_const_t level_source(hipMipmappedArray_t m) { return m; }

enum hipMemAllocationType alloc_type(void) { return hipMemAllocationTypePinned; }
