// Other spellings of types HIP has (issue 31): struct tags of handles and of struct typedefs,
// enum tags, the _v1/_v2 typedefs and cudaKernelNodeParamsV2 (the V2 struct CUDA's
// cudaGraphNodeParams holds where HIP's hipGraphNodeParams holds hipKernelNodeParams), and
// cudaMipmappedArray_const_t, which keeps its const. Names HIP 5.2 has; type_spellings_new.cu
// holds the newer ones.
#include <cuda.h>
#include <cuda_runtime.h>

struct CUstream_st *raw_stream(CUstream s) { return s; }
struct CUctx_st *raw_context(CUcontext c) { return c; }
struct CUarray_st *raw_array(CUarray a) { return a; }

CUresult location(CUdeviceptr p, size_t n, CUmemLocation_st *where)
{
    struct CUmemLocation_st loc = *where;
    loc.type = CU_MEM_LOCATION_TYPE_DEVICE;
    CUmemAccessDesc_st desc = {};
    desc.location = loc;
    desc.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    return cuMemSetAccess(p, n, &desc, 1);
}

void descriptors(CUDA_ARRAY3D_DESCRIPTOR_v2 *d, struct CUDA_MEMCPY3D_st *c, CUaccessPolicyWindow_v1 *w,
                 cudaKernelNodeParamsV2 *k)
{
    d->Depth = 1;
    c->Depth = 1;
    w->hitRatio = 1.0f;
    k->sharedMemBytes = 0;
}

cudaMipmappedArray_const_t level_source(cudaMipmappedArray_t m) { return m; }

enum CUmemAllocationType_enum alloc_type(void) { return CU_MEM_ALLOCATION_TYPE_PINNED; }
