// Other spellings of types of HIP 5.5 and newer (issue 31): struct and union tags (cudaGraphEdgeData_st,
// CUlaunchAttributeValue_union) and the CUDA_*_NODE_PARAMS structs, which pair through the
// members of CUDA's CUgraphNodeParams and HIP's hipGraphNodeParams. The HIP 5.2 profile reports them.
// CUDA_KERNEL_NODE_PARAMS (gridDimX, ...) is reported at every profile: HIP's hipKernelNodeParams
// has other members (a dim3 gridDim).
#include <cuda.h>
#include <cuda_runtime.h>

void edges(cudaGraphEdgeData_st *e, struct CUgraphEdgeData_st *d)
{
    e->type = cudaGraphDependencyTypeDefault;
    d->type = CU_GRAPH_DEPENDENCY_TYPE_DEFAULT;
}

void nodes(CUDA_MEM_ALLOC_NODE_PARAMS_v2 *alloc, CUDA_CHILD_GRAPH_NODE_PARAMS *child,
           CUDA_EVENT_RECORD_NODE_PARAMS *rec, CUDA_MEM_FREE_NODE_PARAMS *fr)
{
    alloc->bytesize = 1 << 20;
    child->graph = 0;
    rec->event = 0;
    fr->dptr = 0;
}

int priority(union CUlaunchAttributeValue_union *v) { return v->priority; }

unsigned int grid_x(const CUDA_KERNEL_NODE_PARAMS *p) { return p->gridDimX; }
