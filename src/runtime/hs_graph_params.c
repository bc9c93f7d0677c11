/* hs_graph_params.c - the generic node calls of HIP's graph API: hipGraphAddNode,
 * hipGraphNodeSetParams and hipGraphExecNodeSetParams take a hipGraphNodeParams (a node type
 * and a union of the per-type parameters) and do what the per-type call of that type does, so
 * their validation, errors and ownership are those calls' (hs_graph.c, hs_graph_exec.c,
 * hs_interop.c). As in CUDA, an allocation node's address comes back in params->alloc.dptr,
 * and the parameters of memory allocation and free nodes (and of a child graph node in a
 * graph, not an executable graph) cannot be set after the node is made: hipErrorNotSupported.
 * Ownership: nothing is made here beyond what the per-type calls make. */
#include "hs_internal.h"

static int hs_params_reserved_clear(const hipGraphNodeParams *p)
{
    return !p->reserved0[0] && !p->reserved0[1] && !p->reserved0[2] && !p->reserved2;
}

hipError_t hipGraphAddNode(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                           const hipGraphNode_t *pDependencies, size_t numDependencies,
                           hipGraphNodeParams *nodeParams)
{
    if (!nodeParams || !hs_params_reserved_clear(nodeParams)) HS_RETURN(hipErrorInvalidValue);
    hipGraphNodeParams *p = nodeParams;
    switch (p->type) {
    case hipGraphNodeTypeKernel:
        return hipGraphAddKernelNode(pGraphNode, graph, pDependencies, numDependencies, &p->kernel);
    case hipGraphNodeTypeMemcpy:
        if (p->memcpy.flags) HS_RETURN(hipErrorInvalidValue);
        return hipGraphAddMemcpyNode(pGraphNode, graph, pDependencies, numDependencies,
                                     &p->memcpy.copyParams);
    case hipGraphNodeTypeMemset:
        return hipGraphAddMemsetNode(pGraphNode, graph, pDependencies, numDependencies, &p->memset);
    case hipGraphNodeTypeHost:
        return hipGraphAddHostNode(pGraphNode, graph, pDependencies, numDependencies, &p->host);
    case hipGraphNodeTypeGraph:
        return hipGraphAddChildGraphNode(pGraphNode, graph, pDependencies, numDependencies,
                                         p->graph.graph);
    case hipGraphNodeTypeEmpty:
        return hipGraphAddEmptyNode(pGraphNode, graph, pDependencies, numDependencies);
    case hipGraphNodeTypeWaitEvent:
        return hipGraphAddEventWaitNode(pGraphNode, graph, pDependencies, numDependencies,
                                        p->eventWait.event);
    case hipGraphNodeTypeEventRecord:
        return hipGraphAddEventRecordNode(pGraphNode, graph, pDependencies, numDependencies,
                                          p->eventRecord.event);
    case hipGraphNodeTypeExtSemaphoreSignal:
        return hipGraphAddExternalSemaphoresSignalNode(pGraphNode, graph, pDependencies,
                                                       numDependencies, &p->extSemSignal);
    case hipGraphNodeTypeExtSemaphoreWait:
        return hipGraphAddExternalSemaphoresWaitNode(pGraphNode, graph, pDependencies,
                                                     numDependencies, &p->extSemWait);
    case hipGraphNodeTypeMemAlloc:
        return hipGraphAddMemAllocNode(pGraphNode, graph, pDependencies, numDependencies, &p->alloc);
    case hipGraphNodeTypeMemFree:
        return hipGraphAddMemFreeNode(pGraphNode, graph, pDependencies, numDependencies,
                                      p->free.dptr);
    default:
        HS_RETURN(hipErrorInvalidValue);
    }
}

/* The node's type must be the one the parameters name. */
static hipError_t hs_params_check(hipGraphNode_t node, const hipGraphNodeParams *p)
{
    hipGraphNodeType t;
    if (!p || !hs_params_reserved_clear(p)) return hipErrorInvalidValue;
    hipError_t e = hipGraphNodeGetType(node, &t);
    if (e != hipSuccess) return e;
    return t == p->type ? hipSuccess : hipErrorInvalidValue;
}

hipError_t hipGraphNodeSetParams(hipGraphNode_t node, hipGraphNodeParams *nodeParams)
{
    hipError_t e = hs_params_check(node, nodeParams);
    if (e != hipSuccess) HS_RETURN(e);
    hipGraphNodeParams *p = nodeParams;
    switch (p->type) {
    case hipGraphNodeTypeKernel: return hipGraphKernelNodeSetParams(node, &p->kernel);
    case hipGraphNodeTypeMemcpy:
        if (p->memcpy.flags) HS_RETURN(hipErrorInvalidValue);
        return hipGraphMemcpyNodeSetParams(node, &p->memcpy.copyParams);
    case hipGraphNodeTypeMemset: return hipGraphMemsetNodeSetParams(node, &p->memset);
    case hipGraphNodeTypeHost: return hipGraphHostNodeSetParams(node, &p->host);
    case hipGraphNodeTypeEmpty: return hipSuccess;
    case hipGraphNodeTypeWaitEvent: return hipGraphEventWaitNodeSetEvent(node, p->eventWait.event);
    case hipGraphNodeTypeEventRecord:
        return hipGraphEventRecordNodeSetEvent(node, p->eventRecord.event);
    case hipGraphNodeTypeExtSemaphoreSignal:
        return hipGraphExternalSemaphoresSignalNodeSetParams(node, &p->extSemSignal);
    case hipGraphNodeTypeExtSemaphoreWait:
        return hipGraphExternalSemaphoresWaitNodeSetParams(node, &p->extSemWait);
    default:   /* child graph, memory allocation and free nodes */
        HS_RETURN(hipErrorNotSupported);
    }
}

hipError_t hipGraphExecNodeSetParams(hipGraphExec_t graphExec, hipGraphNode_t node,
                                     hipGraphNodeParams *nodeParams)
{
    hipError_t e = hs_params_check(node, nodeParams);
    if (e != hipSuccess) HS_RETURN(e);
    hipGraphNodeParams *p = nodeParams;
    switch (p->type) {
    case hipGraphNodeTypeKernel:
        return hipGraphExecKernelNodeSetParams(graphExec, node, &p->kernel);
    case hipGraphNodeTypeMemcpy:
        if (p->memcpy.flags) HS_RETURN(hipErrorInvalidValue);
        return hipGraphExecMemcpyNodeSetParams(graphExec, node, &p->memcpy.copyParams);
    case hipGraphNodeTypeMemset:
        return hipGraphExecMemsetNodeSetParams(graphExec, node, &p->memset);
    case hipGraphNodeTypeHost: return hipGraphExecHostNodeSetParams(graphExec, node, &p->host);
    case hipGraphNodeTypeGraph:
        return hipGraphExecChildGraphNodeSetParams(graphExec, node, p->graph.graph);
    case hipGraphNodeTypeEmpty: return hipSuccess;
    case hipGraphNodeTypeWaitEvent:
        return hipGraphExecEventWaitNodeSetEvent(graphExec, node, p->eventWait.event);
    case hipGraphNodeTypeEventRecord:
        return hipGraphExecEventRecordNodeSetEvent(graphExec, node, p->eventRecord.event);
    case hipGraphNodeTypeExtSemaphoreSignal:
        return hipGraphExecExternalSemaphoresSignalNodeSetParams(graphExec, node, &p->extSemSignal);
    case hipGraphNodeTypeExtSemaphoreWait:
        return hipGraphExecExternalSemaphoresWaitNodeSetParams(graphExec, node, &p->extSemWait);
    default:   /* memory allocation and free nodes */
        HS_RETURN(hipErrorNotSupported);
    }
}
