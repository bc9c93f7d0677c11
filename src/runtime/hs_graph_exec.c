/* hs_graph_exec.c - executable graphs: instantiation (a graph flattened, child graphs
 * inlined, into nodes in dependency order, each with a copy of its node's template op),
 * launches (each launch submits a fresh copy of every node's template as a floating op of the
 * scheduler, depending on the ops of the node's dependencies, between a start marker and an
 * end marker in the launch stream, so the graph runs in the stream's order and its
 * independent branches run at once), updates from a graph of the same shape, per-node
 * parameter changes and enabling. A kernel node's closure is shared by its template and every
 * launch's op, so a change affects later launches only.
 * Ownership: an executable graph (a handle pool, under the scheduler's lock) owns its nodes'
 * templates, a reference on each graph allocation and on each user object its graph held; it
 * needs nothing of the graph it came from. */
#include <stdlib.h>
#include <string.h>

#include "hs_internal.h"

typedef struct hs_xnode {
    int type;
    int enabled;
    int coop;                     /* kernel: the node's cooperative attribute */
    hs_op *tmpl;                  /* NULL: a marker (empty nodes, joins, events, disabled) */
    hipEvent_t event;
    hs_gmem *gmem;                /* a reference */
    hs_gnode *node;               /* the graph's node it came from (NULL: a child's join) */
    hs_gnode *group;              /* the top-level child graph node it belongs to, if any */
    size_t *deps, ndeps;          /* indexes of the nodes it depends on */
    int leaf;                     /* nothing depends on it */
} hs_xnode;

typedef struct hipGraphExec {
    UT_VEC(hs_xnode) x;
    ut_map index;                 /* graph node -> its node's index + 1 */
    unsigned long long flags;
    UT_VEC(hipUserObject_t) uobjs;
} hs_gexec;

static hs_objpool hs_gexecs = { .size = sizeof(hs_gexec) };

static hs_gexec *hs_gexec_find_locked(hipGraphExec_t e)
{
    return hs_obj_live(&hs_gexecs, e) ? e : NULL;
}

static void hs_xnode_clear(hs_xnode *x)
{
    if (x->tmpl)
        hs_op_free(x->tmpl);
    if (x->gmem)
        hs_ref_release(&x->gmem->ref);
    free(x->deps);
}

static void hs_gexec_free_locked(hs_gexec *x)
{
    for (size_t i = 0; i < x->x.n; i++)
        hs_xnode_clear(&x->x.v[i]);
    ut_vec_free(&x->x);
    ut_map_free(&x->index, NULL);
    for (size_t i = 0; i < x->uobjs.n; i++)
        hs_uobj_release_locked(x->uobjs.v[i], 1);
    ut_vec_free(&x->uobjs);
    hs_obj_free(&hs_gexecs, x);
}

/* ---- flattening ---- */
typedef UT_VEC(size_t) hs_idx;

/* Appends an exec node depending on deps; returns its index, or (size_t)-1 when out of memory. */
static size_t hs_x_add(hs_gexec *x, const hs_idx *deps, hs_gnode *node, hs_gnode *group)
{
    hs_xnode *xn = ut_vec_add(&x->x);
    xn->node = node;
    xn->group = group;
    xn->enabled = 1;
    xn->leaf = 1;
    if (deps->n) {
        if (!(xn->deps = malloc(deps->n * sizeof(size_t)))) {
            x->x.n--;
            return (size_t)-1;
        }
        memcpy(xn->deps, deps->v, deps->n * sizeof(size_t));
        xn->ndeps = deps->n;
        /* sorted, so that graphs of one shape compare equal (hipGraphExecUpdate) */
        for (size_t i = 1; i < xn->ndeps; i++)
            for (size_t j = i; j > 0 && xn->deps[j - 1] > xn->deps[j]; j--) {
                size_t t = xn->deps[j];
                xn->deps[j] = xn->deps[j - 1];
                xn->deps[j - 1] = t;
            }
        for (size_t i = 0; i < deps->n; i++)
            x->x.v[deps->v[i]].leaf = 0;
    }
    return x->x.n - 1;
}

/* Flattens graph g after the exec nodes entry into x; *exit gets the nodes that end it (its
 * leaves). group: the top-level child graph node g is inside (NULL for the top level).
 * hipSuccess, hipErrorInvalidValue for a cycle (*bad the graph's node), out of memory. */
static hipError_t hs_flatten(hs_gexec *x, hs_graph *g, const hs_idx *entry, hs_gnode *group,
                             hs_idx *exit, hs_gnode **bad)
{
    hs_gnode **order;
    if (hs_graph_topo_locked(g, &order) < 0) {
        *bad = g->nodes.n ? g->nodes.v[0] : NULL;
        return hipErrorInvalidValue;
    }
    ut_map ends = { 0 };   /* node -> index + 1 of the exec node that ends it */
    hipError_t e = hipSuccess;
    hs_idx deps = { 0 };
    for (size_t i = 0; i < g->nodes.n && e == hipSuccess; i++) {
        hs_gnode *n = order[i];
        deps.n = 0;
        if (!n->deps.n)
            for (size_t j = 0; j < entry->n; j++)
                ut_vec_push(&deps, entry->v[j]);
        for (size_t j = 0; j < n->deps.n; j++)
            ut_vec_push(&deps, (size_t)(uintptr_t)ut_map_get(&ends, &n->deps.v[j], sizeof(void *)) - 1);
        size_t end;
        if (n->type == hipGraphNodeTypeGraph) {
            /* the child's nodes follow deps; a join (an empty node) follows the child's leaves */
            hs_idx cexit = { 0 };
            e = hs_flatten(x, n->child, &deps, group ? group : n, &cexit, bad);
            if (e == hipSuccess) {
                end = hs_x_add(x, cexit.n || n->child->nodes.n ? &cexit : &deps, NULL,
                               group ? group : n);
                if (end == (size_t)-1)
                    e = hipErrorOutOfMemory;
                else
                    x->x.v[end].type = hipGraphNodeTypeEmpty;
            }
            ut_vec_free(&cexit);
        } else {
            end = hs_x_add(x, &deps, n, group);
            if (end == (size_t)-1) {
                e = hipErrorOutOfMemory;
            } else {
                hs_xnode *xn = &x->x.v[end];
                xn->type = n->type;
                xn->event = n->event;
                xn->coop = n->coop;
                if (n->tmpl && !(xn->tmpl = hs_sched_op_clone(n->tmpl, -1)))
                    e = hipErrorOutOfMemory;
                if (n->gmem) {
                    hs_ref_get(&n->gmem->ref);
                    xn->gmem = n->gmem;
                }
                ut_map_put(&x->index, &n, sizeof n, (void *)(uintptr_t)(end + 1));
            }
        }
        if (e == hipSuccess) {
            ut_map_put(&ends, &n, sizeof n, (void *)(uintptr_t)(end + 1));
            if (n->type == hipGraphNodeTypeGraph)
                ut_map_put(&x->index, &n, sizeof n, (void *)(uintptr_t)(end + 1));
        }
    }
    for (size_t i = 0; i < g->nodes.n && e == hipSuccess; i++)
        if (!order[i]->succs.n)
            ut_vec_push(exit, (size_t)(uintptr_t)ut_map_get(&ends, &order[i], sizeof(void *)) - 1);
    ut_vec_free(&deps);
    ut_map_free(&ends, NULL);
    free(order);
    return e;
}

/* An executable graph of g; NULL with *e set (and *bad a node of a cycle). */
static hs_gexec *hs_instantiate_locked(hs_graph *g, unsigned long long flags, hipError_t *e,
                                       hs_gnode **bad)
{
    hs_gexec *x = hs_obj_new(&hs_gexecs);
    if (!x) {
        *e = hipErrorOutOfMemory;
        return NULL;
    }
    x->flags = flags;
    hs_idx entry = { 0 }, exit = { 0 };
    *e = hs_flatten(x, g, &entry, NULL, &exit, bad);
    ut_vec_free(&exit);
    if (*e != hipSuccess) {
        hs_gexec_free_locked(x);
        return NULL;
    }
    for (size_t i = 0; i < g->uobjs.n; i++) {
        hs_uobj_retain_locked(g->uobjs.v[i], 1);
        ut_vec_push(&x->uobjs, g->uobjs.v[i]);
    }
    return x;
}

static hipError_t hs_instantiate(hipGraphExec_t *out, hipGraph_t graph, unsigned long long flags,
                                 hipGraphNode_t *bad_out)
{
    if (!out) HS_RETURN(hipErrorInvalidValue);
    if (flags & ~(unsigned long long)(hipGraphInstantiateFlagAutoFreeOnLaunch |
                                      hipGraphInstantiateFlagUpload |
                                      hipGraphInstantiateFlagUseNodePriority))
        HS_RETURN(hipErrorInvalidValue);   /* device launch: no device-side launches here */
    hs_sched_init();
    hs_sched_lock();
    hs_graph *g = hs_graph_find_locked(graph);
    hipError_t e = hipErrorInvalidValue;
    hs_gnode *bad = NULL;
    hs_gexec *x = g ? hs_instantiate_locked(g, flags, &e, &bad) : NULL;
    hs_sched_unlock();
    if (bad_out)
        *bad_out = bad;
    if (!x) HS_RETURN(e);
    *out = x;
    return hipSuccess;
}

hipError_t hipGraphInstantiate(hipGraphExec_t *pGraphExec, hipGraph_t graph,
                               hipGraphNode_t *pErrorNode, char *pLogBuffer, size_t bufferSize)
{
    hipError_t e = hs_instantiate(pGraphExec, graph, 0, pErrorNode);
    if (pLogBuffer && bufferSize) {
        const char *m = e == hipSuccess ? "" : "hipshim: the graph has a cycle or is not valid";
        size_t k = strlen(m) < bufferSize - 1 ? strlen(m) : bufferSize - 1;
        memcpy(pLogBuffer, m, k);
        pLogBuffer[k] = 0;
    }
    return e;
}

hipError_t hipGraphInstantiateWithFlags(hipGraphExec_t *pGraphExec, hipGraph_t graph,
                                        unsigned long long flags)
{
    return hs_instantiate(pGraphExec, graph, flags, NULL);
}

hipError_t hipGraphInstantiateWithParams(hipGraphExec_t *pGraphExec, hipGraph_t graph,
                                         hipGraphInstantiateParams *p)
{
    if (!p) HS_RETURN(hipErrorInvalidValue);
    hipError_t e = hs_instantiate(pGraphExec, graph, p->flags, &p->errNode_out);
    p->result_out = e == hipSuccess ? hipGraphInstantiateSuccess
                  : e == hipErrorInvalidValue && p->errNode_out ? hipGraphInstantiateInvalidStructure
                  : hipGraphInstantiateError;
    if (e == hipSuccess && (p->flags & hipGraphInstantiateFlagUpload))
        e = hipGraphUpload(*pGraphExec, p->uploadStream);
    return e;
}

hipError_t hipGraphExecDestroy(hipGraphExec_t graphExec)
{
    hs_sched_lock();
    hs_gexec *x = hs_gexec_find_locked(graphExec);
    if (x)
        hs_gexec_free_locked(x);
    hs_sched_unlock();
    if (!x) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipGraphExecGetFlags(hipGraphExec_t graphExec, unsigned long long *flags)
{
    if (!flags) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_gexec *x = hs_gexec_find_locked(graphExec);
    if (x)
        *flags = x->flags;
    hs_sched_unlock();
    if (!x) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

/* ---- launches ---- */
/* The op one launch runs for exec node xn (not submitted), NULL when out of memory. */
static hs_op *hs_x_op_locked(const hs_xnode *xn)
{
    hs_op *op;
    if (xn->tmpl && xn->enabled)
        return hs_sched_op_clone(xn->tmpl, xn->type == hipGraphNodeTypeKernel ? xn->coop : -1);
    if (!(op = hs_op_new(HS_OP_MARKER, 0)))
        return NULL;
    void *ev = xn->event ? hs_event_check_locked(xn->event) : NULL;
    if (ev && xn->type == hipGraphNodeTypeEventRecord)
        hs_event_record_op_locked(ev, op);
    else if (ev && xn->type == hipGraphNodeTypeWaitEvent)
        hs_op_depend_locked(op, hs_event_last_locked(ev));
    return op;
}

hipError_t hipGraphLaunch(hipGraphExec_t graphExec, hipStream_t stream)
{
    hs_sched_init();
    hs_sched_lock();
    hs_gexec *x = hs_gexec_find_locked(graphExec);
    hs_stream *st = hs_stream_find_locked(stream);
    hipError_t e = !x ? hipErrorInvalidValue : !st ? hipErrorInvalidHandle
                 : hs_capture_stream_locked(st) ? hipErrorStreamCaptureUnsupported : hipSuccess;
    /* graph memory still in use from the last launch: freed first, or an error */
    for (size_t i = 0; e == hipSuccess && i < x->x.n; i++) {
        hs_xnode *xn = &x->x.v[i];
        if (xn->type == hipGraphNodeTypeMemAlloc && xn->gmem && hs_gmem_live(xn->gmem)) {
            if (x->flags & hipGraphInstantiateFlagAutoFreeOnLaunch)
                hs_gmem_release_live(xn->gmem);
            else
                e = hipErrorInvalidValue;
        }
    }
    size_t n = x && e == hipSuccess ? x->x.n : 0;
    hs_op **ops = e == hipSuccess ? calloc(n + 2, sizeof *ops) : NULL;
    if (e == hipSuccess && !ops)
        e = hipErrorOutOfMemory;
    for (size_t i = 0; e == hipSuccess && i < n + 2; i++)
        if (!(ops[i] = i < n ? hs_x_op_locked(&x->x.v[i]) : hs_op_new(HS_OP_MARKER, 0)))
            e = hipErrorOutOfMemory;
    if (e != hipSuccess) {
        for (size_t i = 0; ops && i < n + 2; i++)
            if (ops[i])
                hs_op_free(ops[i]);
        free(ops);
        hs_sched_unlock();
        HS_RETURN(e);
    }
    hs_op *start = ops[n], *end = ops[n + 1];
    /* held until the nodes are wired to it: on an idle stream the marker completes (and its
     * FIFO reference goes) inside the submit */
    hs_op_ref_locked(start);
    hs_sched_submit_locked(start, st);
    for (size_t i = 0; i < n; i++) {
        ops[i]->stream = st;
        ops[i]->floating = 1;
    }
    end->stream = st;
    for (size_t i = 0; i < n; i++) {
        const hs_xnode *xn = &x->x.v[i];
        if (!xn->ndeps)
            hs_op_depend_locked(ops[i], start);
        for (size_t j = 0; j < xn->ndeps; j++)
            hs_op_depend_locked(ops[i], ops[xn->deps[j]]);
        if (xn->leaf)
            hs_op_depend_locked(end, ops[i]);
    }
    if (!n)
        hs_op_depend_locked(end, start);
    hs_op_unref_locked(start);
    hs_sched_submit_group_locked(ops, n, st);
    hs_sched_submit_locked(end, st);
    hs_sched_unlock();
    free(ops);
    return hipSuccess;
}

hipError_t hipGraphUpload(hipGraphExec_t graphExec, hipStream_t stream)
{
    hs_sched_lock();
    hs_gexec *x = hs_gexec_find_locked(graphExec);
    hs_stream *st = hs_stream_find_locked(stream);
    hs_sched_unlock();
    if (!x) HS_RETURN(hipErrorInvalidValue);
    if (!st) HS_RETURN(hipErrorInvalidHandle);
    return hipSuccess;   /* nothing to upload: the graph is in host memory already */
}

/* ---- updates ---- */
/* The function a kernel template runs. */
static const void *hs_x_func(const hs_op *t)
{
    return t && t->kind == HS_OP_KERNEL ? t->grid->func : NULL;
}

hipError_t hipGraphExecUpdate(hipGraphExec_t hGraphExec, hipGraph_t hGraph,
                              hipGraphNode_t *hErrorNode_out,
                              hipGraphExecUpdateResult *updateResult_out)
{
    if (!updateResult_out) HS_RETURN(hipErrorInvalidValue);
    if (hErrorNode_out)
        *hErrorNode_out = NULL;
    hs_sched_lock();
    hs_gexec *x = hs_gexec_find_locked(hGraphExec);
    hs_graph *g = hs_graph_find_locked(hGraph);
    hipError_t e = x && g ? hipSuccess : hipErrorInvalidValue;
    hs_gexec *y = NULL;
    hs_gnode *bad = NULL;
    hipGraphExecUpdateResult r = hipGraphExecUpdateSuccess;
    if (e == hipSuccess && !(y = hs_instantiate_locked(g, x->flags, &e, &bad)))
        r = hipGraphExecUpdateError;
    /* the same shape: node for node the same type, dependencies and kernel function */
    if (y && y->x.n != x->x.n)
        r = hipGraphExecUpdateErrorTopologyChanged;
    for (size_t i = 0; y && r == hipGraphExecUpdateSuccess && i < x->x.n; i++) {
        hs_xnode *a = &x->x.v[i], *b = &y->x.v[i];
        bad = b->node;
        if (a->type != b->type)
            r = hipGraphExecUpdateErrorNodeTypeChanged;
        else if (a->ndeps != b->ndeps || (a->ndeps && memcmp(a->deps, b->deps, a->ndeps * sizeof(size_t))))
            r = hipGraphExecUpdateErrorTopologyChanged;
        else if (hs_x_func(a->tmpl) != hs_x_func(b->tmpl))
            r = hipGraphExecUpdateErrorFunctionChanged;
        else if (a->gmem != b->gmem)
            r = hipGraphExecUpdateErrorParametersChanged;
    }
    if (y && r == hipGraphExecUpdateSuccess) {
        /* take the new templates and events; later lookups by either graph's nodes work */
        for (size_t i = 0; i < x->x.n; i++) {
            hs_xnode *a = &x->x.v[i], *b = &y->x.v[i];
            hs_op *t = a->tmpl;
            a->tmpl = b->tmpl;
            b->tmpl = t;
            a->event = b->event;
            a->coop = b->coop;
            if (b->node)
                ut_map_put(&x->index, &b->node, sizeof b->node, (void *)(uintptr_t)(i + 1));
        }
        bad = NULL;
    }
    if (y)
        hs_gexec_free_locked(y);
    hs_sched_unlock();
    *updateResult_out = r;
    if (e != hipSuccess && r == hipGraphExecUpdateSuccess) HS_RETURN(e);
    if (r != hipGraphExecUpdateSuccess) {
        if (hErrorNode_out)
            *hErrorNode_out = bad;
        HS_RETURN(hipErrorGraphExecUpdateFailure);
    }
    return hipSuccess;
}

/* The exec node of a graph node, of the given type (the lock held). */
static hs_xnode *hs_xfind_locked(hs_gexec *x, hipGraphNode_t node, int type)
{
    uintptr_t i = (uintptr_t)ut_map_get(&x->index, &node, sizeof node);
    hs_xnode *xn = i ? &x->x.v[i - 1] : NULL;
    return xn && (type < 0 || xn->type == type) && xn->node ? xn : NULL;
}

/* Gives the exec node of `node` (of type) a new template made from params. */
static hipError_t hs_x_set(hipGraphExec_t hGraphExec, hipGraphNode_t node, int type,
                           const void *params)
{
    hipError_t e;
    hs_op *op = hs_graph_template(type, params, &e);
    if (!op) HS_RETURN(e);
    hs_sched_lock();
    hs_gexec *x = hs_gexec_find_locked(hGraphExec);
    hs_xnode *xn = x ? hs_xfind_locked(x, node, type) : NULL;
    if (xn && type == hipGraphNodeTypeKernel && hs_x_func(xn->tmpl) != hs_x_func(op))
        xn = NULL;   /* a kernel node keeps its function */
    if (xn) {
        hs_op *old = xn->tmpl;
        xn->tmpl = op;
        op = old;
    }
    hs_sched_unlock();
    if (op)
        hs_op_free(op);
    if (!xn) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipGraphExecKernelNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                           const hipKernelNodeParams *pNodeParams)
{
    if (!pNodeParams || !pNodeParams->func) HS_RETURN(hipErrorInvalidValue);
    return hs_x_set(hGraphExec, node, hipGraphNodeTypeKernel, pNodeParams);
}

hipError_t hipGraphExecMemcpyNodeSetParams1D(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                             void *dst, const void *src, size_t count,
                                             hipMemcpyKind kind)
{
    hs_gcopy c = { .dst = dst, .src = src, .count = count, .offset = 0, .kind = kind, .sym = 0 };
    return hs_x_set(hGraphExec, node, hipGraphNodeTypeMemcpy, &c);
}

hipError_t hipGraphExecMemcpyNodeSetParamsToSymbol(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                                   const void *symbol, const void *src,
                                                   size_t count, size_t offset, hipMemcpyKind kind)
{
    hs_gcopy c = { .dst = (void *)symbol, .src = src, .count = count, .offset = offset, .kind = kind, .sym = 1 };
    return hs_x_set(hGraphExec, node, hipGraphNodeTypeMemcpy, &c);
}

hipError_t hipGraphExecMemcpyNodeSetParamsFromSymbol(hipGraphExec_t hGraphExec,
                                                     hipGraphNode_t node, void *dst,
                                                     const void *symbol, size_t count,
                                                     size_t offset, hipMemcpyKind kind)
{
    hs_gcopy c = { .dst = dst, .src = symbol, .count = count, .offset = offset, .kind = kind, .sym = 2 };
    return hs_x_set(hGraphExec, node, hipGraphNodeTypeMemcpy, &c);
}

hipError_t hipGraphExecMemcpyNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                           hipMemcpy3DParms *pNodeParams)
{
    if (!pNodeParams) HS_RETURN(hipErrorInvalidValue);
    hs_gcopy c = { .kind = pNodeParams->kind, .sym = 3, .p3 = *pNodeParams };
    return hs_x_set(hGraphExec, node, hipGraphNodeTypeMemcpy, &c);
}

hipError_t hipDrvGraphExecMemcpyNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t hNode,
                                              const HIP_MEMCPY3D *copyParams, hipCtx_t ctx)
{
    (void)ctx;
    if (!copyParams) HS_RETURN(hipErrorInvalidValue);
    hs_gcopy c = { .sym = 4, .d3 = *copyParams };
    return hs_x_set(hGraphExec, hNode, hipGraphNodeTypeMemcpy, &c);
}

hipError_t hipGraphExecMemsetNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                           const hipMemsetParams *pNodeParams)
{
    return hs_x_set(hGraphExec, node, hipGraphNodeTypeMemset, pNodeParams);
}

hipError_t hipDrvGraphExecMemsetNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t hNode,
                                              const HIP_MEMSET_NODE_PARAMS *memsetParams,
                                              hipCtx_t ctx)
{
    (void)ctx;
    if (!memsetParams) HS_RETURN(hipErrorInvalidValue);
    hipMemsetParams p = { memsetParams->dst, memsetParams->elementSize, memsetParams->height,
                          memsetParams->pitch, memsetParams->value, memsetParams->width };
    return hs_x_set(hGraphExec, hNode, hipGraphNodeTypeMemset, &p);
}

hipError_t hipGraphExecBatchMemOpNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t hNode,
                                               const hipBatchMemOpNodeParams *nodeParams)
{
    if (!nodeParams) HS_RETURN(hipErrorInvalidValue);
    return hs_x_set(hGraphExec, hNode, hipGraphNodeTypeBatchMemOp, nodeParams);
}

hipError_t hipGraphExecHostNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                         const hipHostNodeParams *pNodeParams)
{
    if (!pNodeParams || !pNodeParams->fn) HS_RETURN(hipErrorInvalidValue);
    return hs_x_set(hGraphExec, node, hipGraphNodeTypeHost, pNodeParams);
}

static hipError_t hs_x_event(hipGraphExec_t hGraphExec, hipGraphNode_t node, int type,
                             hipEvent_t ev)
{
    hs_sched_lock();
    hs_gexec *x = hs_gexec_find_locked(hGraphExec);
    hs_xnode *xn = x ? hs_xfind_locked(x, node, type) : NULL;
    int ok = xn && hs_event_check_locked(ev);
    if (ok)
        xn->event = ev;
    hs_sched_unlock();
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipGraphExecEventRecordNodeSetEvent(hipGraphExec_t hGraphExec, hipGraphNode_t hNode,
                                               hipEvent_t event)
{
    return hs_x_event(hGraphExec, hNode, hipGraphNodeTypeEventRecord, event);
}

hipError_t hipGraphExecEventWaitNodeSetEvent(hipGraphExec_t hGraphExec, hipGraphNode_t hNode,
                                             hipEvent_t event)
{
    return hs_x_event(hGraphExec, hNode, hipGraphNodeTypeWaitEvent, event);
}

hipError_t hipGraphExecChildGraphNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                               hipGraph_t childGraph)
{
    hs_sched_lock();
    hs_gexec *x = hs_gexec_find_locked(hGraphExec);
    hs_graph *c = hs_graph_find_locked(childGraph);
    uintptr_t at = x ? (uintptr_t)ut_map_get(&x->index, &node, sizeof node) : 0;
    hs_gnode *gn = hs_gnode_find_locked(node);
    hipError_t e = x && c && at && gn && gn->type == hipGraphNodeTypeGraph ? hipSuccess
                                                                         : hipErrorInvalidValue;
    /* the child's exec nodes are those of its group before its join; the new child graph must
     * flatten into the same shape */
    hs_gexec *y = NULL;
    hs_gnode *bad = NULL;
    size_t first = 0, count = 0;
    if (e == hipSuccess) {
        for (size_t i = 0; i < at - 1; i++)
            if (x->x.v[i].group == gn) {
                if (!count)
                    first = i;
                count++;
            }
        y = hs_instantiate_locked(c, 0, &e, &bad);
    }
    if (y && y->x.n != count)
        e = hipErrorInvalidValue;
    for (size_t i = 0; y && e == hipSuccess && i < count; i++) {
        hs_xnode *a = &x->x.v[first + i], *b = &y->x.v[i];
        if (a->type != b->type || hs_x_func(a->tmpl) != hs_x_func(b->tmpl))
            e = hipErrorInvalidValue;
    }
    for (size_t i = 0; y && e == hipSuccess && i < count; i++) {
        hs_xnode *a = &x->x.v[first + i], *b = &y->x.v[i];
        hs_op *t = a->tmpl;
        a->tmpl = b->tmpl;
        b->tmpl = t;
        a->event = b->event;
    }
    if (y)
        hs_gexec_free_locked(y);
    hs_sched_unlock();
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

static hipError_t hs_x_enabled(hipGraphExec_t hGraphExec, hipGraphNode_t node, unsigned *get,
                               unsigned set)
{
    hs_sched_lock();
    hs_gexec *x = hs_gexec_find_locked(hGraphExec);
    hs_xnode *xn = x ? hs_xfind_locked(x, node, -1) : NULL;
    /* kernel, copy and memset nodes may be disabled */
    int ok = xn && (xn->type == hipGraphNodeTypeKernel || xn->type == hipGraphNodeTypeMemcpy ||
                    xn->type == hipGraphNodeTypeMemset);
    if (ok && get)
        *get = (unsigned)xn->enabled;
    else if (ok)
        xn->enabled = set != 0;
    hs_sched_unlock();
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipGraphNodeSetEnabled(hipGraphExec_t hGraphExec, hipGraphNode_t hNode,
                                  unsigned int isEnabled)
{
    return hs_x_enabled(hGraphExec, hNode, NULL, isEnabled);
}

hipError_t hipGraphNodeGetEnabled(hipGraphExec_t hGraphExec, hipGraphNode_t hNode,
                                  unsigned int *isEnabled)
{
    if (!isEnabled) HS_RETURN(hipErrorInvalidValue);
    return hs_x_enabled(hGraphExec, hNode, isEnabled, 0);
}
