// Other spellings of types of HIP 5.5 and newer (issue 31): struct and union tags (cudaGraphEdgeData_st,
// CUlaunchAttributeValue_union) and the CUDA_*_NODE_PARAMS structs, which pair through the
// members of CUDA's CUgraphNodeParams and HIP's hipGraphNodeParams. The HIP 5.2 profile reports them.
// CUDA_KERNEL_NODE_PARAMS (gridDimX, ...) is reported at every profile: HIP's hipKernelNodeParams
// has other members (a dim3 gridDim).
#include <hip/hip_runtime.h>

void edges(hipGraphEdgeData *e, struct hipGraphEdgeData *d)
{
    e->type = hipGraphDependencyTypeDefault;
    d->type = hipGraphDependencyTypeDefault;
}

void nodes(hipMemAllocNodeParams *alloc, hipChildGraphNodeParams *child,
           hipEventRecordNodeParams *rec, hipMemFreeNodeParams *fr)
{
    alloc->bytesize = 1 << 20;
    child->graph = 0;
    rec->event = 0;
    fr->dptr = 0;
}

int priority(union hipLaunchAttributeValue *v) { return v->priority; }

unsigned int grid_x(const CUDA_KERNEL_NODE_PARAMS *p) { return p->gridDimX; }
