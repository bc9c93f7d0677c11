/* hs_graph.c - graphs and their nodes (HIP's hipGraph* API short of executable graphs, which
 * are hs_graph_exec.c's), stream capture's API and the sink that turns what a capturing stream
 * is given into nodes, and user objects. A node that does work holds a template op: the
 * matching API call (hipLaunchKernel, hipMemcpyAsync, hipMemsetD32Async, ...) is made on a
 * private stream that captures into a one-op sink (hs_build_op), so the node checks its
 * parameters and later does its work exactly as that call does; a kernel template's closure
 * (the copied arguments) is shared, reference-counted, with every copy a launch makes.
 * Ownership: graphs, nodes and user objects are handle pools under the scheduler's lock; a
 * graph owns its nodes, a node its template op, its child graph, its argv and batch ops, and
 * a reference on its graph allocation; a graph holds the user-object references it was given.
 * Destroying a graph destroys its nodes. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_internal.h"

static hs_objpool hs_graphs = { .size = sizeof(hs_graph) };
static hs_objpool hs_gnodes = { .size = sizeof(hs_gnode) };

typedef struct hs_uobj {
    int refs;
    void *ptr;
    hipHostFn_t destroy;
} hs_uobj;
static hs_objpool hs_uobjs = { .size = sizeof(hs_uobj) };

hs_graph *hs_graph_find_locked(hipGraph_t g)
{
    return hs_obj_live(&hs_graphs, g) ? g : NULL;
}

hs_gnode *hs_gnode_find_locked(hipGraphNode_t n)
{
    return hs_obj_live(&hs_gnodes, n) ? n : NULL;
}

/* ---- templates: an API call made on a private capturing stream ---- */
typedef struct hs_build { hs_op *op; int extra; } hs_build;

static void *hs_build_add(void *graph, hs_op *op, void *const *deps, size_t ndeps, hipError_t *e)
{
    (void)deps;
    (void)ndeps;
    hs_build *b = graph;
    if (b->op) {
        b->extra = 1;
        hs_op_free(op);
        *e = hipErrorNotSupported;
        return NULL;
    }
    b->op = op;
    return b;
}

static int hs_build_joined(void *g, void *const *n, size_t nn, void *const *of, size_t nof)
{
    (void)g, (void)n, (void)nn, (void)of, (void)nof;
    return 1;
}

static void hs_build_discard(void *graph) { (void)graph; }

typedef hipError_t (*hs_build_fn)(hipStream_t s, const void *arg);

/* The op that call(s, arg) submits to s; a call that submits nothing (a copy of 0 bytes) gives
 * a marker. NULL with *e set when the call fails. */
static hs_op *hs_build_op(hs_build_fn call, const void *arg, hipError_t *e)
{
    hs_sched_init();
    hs_stream *st = hs_sched_stream_new(hipStreamNonBlocking, 0);
    if (!st) {
        *e = hipErrorOutOfMemory;
        return NULL;
    }
    hipStream_t s = (hipStream_t)(void *)st;
    hs_build b = { NULL, 0 };
    static const hs_capture_sink sink = { hs_build_add, hs_build_joined, hs_build_discard };
    hipError_t r = hs_capture_begin(s, &b, hipStreamCaptureModeRelaxed, &sink, NULL, 0);
    if (r == hipSuccess) {
        hipError_t c = call(s, arg);
        void *g;
        r = hs_capture_end(s, &g);
        if (c != hipSuccess)
            r = c;
    }
    hs_sched_stream_destroy(s);
    if (r == hipSuccess && !b.op && !(b.op = hs_op_new(HS_OP_MARKER, 0)))
        r = hipErrorOutOfMemory;
    if (r != hipSuccess) {
        if (b.op)
            hs_op_free(b.op);
        *e = r;
        return NULL;
    }
    return b.op;
}

/* Makes op's closure shared by the node's copies and every launch's op (op then keeps it);
 * 0 when out of memory. */
static int hs_kernel_template(hs_op *op)
{
    if (op->keep)
        return 1;
    if (!hs_op_share(op, op->grid->closure, op->grid->closure_free))
        return 0;
    op->grid->closure_free = NULL;
    return 1;
}

/* ---- nodes ---- */
static void hs_node_clear(hs_gnode *n)
{
    if (n->tmpl)
        hs_op_free(n->tmpl);
    n->tmpl = NULL;
    free(n->argv);
    n->argv = NULL;
    free(n->ops);
    n->ops = NULL;
}

static void hs_vec_drop(hs_gnode *n, size_t off, hs_gnode *x)
{
    UT_VEC(hs_gnode *) *v = (void *)((char *)n + off);
    for (size_t i = 0; i < v->n; i++)
        if (v->v[i] == x) {
            memmove(&v->v[i], &v->v[i + 1], (v->n - i - 1) * sizeof *v->v);
            v->n--;
            return;
        }
}

static void hs_node_free_locked(hs_gnode *n)
{
    hs_node_clear(n);
    if (n->child)
        hs_graph_destroy_locked(n->child);
    if (n->gmem)
        hs_ref_release(&n->gmem->ref);
    ut_vec_free(&n->deps);
    ut_vec_free(&n->succs);
    hs_obj_free(&hs_gnodes, n);
}

/* Checks a dependency list: every node live and of graph g, no repeats. */
static hipError_t hs_check_deps_locked(hs_graph *g, const hipGraphNode_t *deps, size_t n)
{
    if (n && !deps)
        return hipErrorInvalidValue;
    for (size_t i = 0; i < n; i++) {
        hs_gnode *d = hs_gnode_find_locked(deps[i]);
        if (!d || d->graph != g)
            return hipErrorInvalidValue;
        for (size_t j = 0; j < i; j++)
            if (deps[j] == deps[i])
                return hipErrorInvalidValue;
    }
    return hipSuccess;
}

static void hs_link_locked(hs_gnode *from, hs_gnode *to)
{
    ut_vec_push(&from->succs, to);
    ut_vec_push(&to->deps, from);
}

/* A new node of graph g (type, template op taken over) after deps; NULL when out of memory
 * (op freed). */
static hs_gnode *hs_node_new_locked(hs_graph *g, int type, hs_op *op, hs_gnode *const *deps,
                                    size_t ndeps)
{
    hs_gnode *n = hs_obj_new(&hs_gnodes);
    if (!n) {
        if (op)
            hs_op_free(op);
        return NULL;
    }
    n->graph = g;
    n->type = type;
    n->tmpl = op;
    if (op && op->kind == HS_OP_KERNEL) {
        const hs_grid *gr = op->grid;
        n->p.kernel.func = (void *)gr->func;
        n->p.kernel.gridDim = (dim3){ gr->grid.x, gr->grid.y, gr->grid.z };
        n->p.kernel.blockDim = (dim3){ gr->block.x, gr->block.y, gr->block.z };
        n->p.kernel.sharedMemBytes = (unsigned)gr->shared_bytes;
        n->coop = gr->cooperative;
        if (gr->closure_argv && gr->nargs) {
            n->argv = calloc(gr->nargs, sizeof(void *));
            if (n->argv)
                gr->closure_argv(gr->closure, n->argv);
        }
        n->p.kernel.kernelParams = n->argv;
    }
    for (size_t i = 0; i < ndeps; i++)
        hs_link_locked(deps[i], n);
    ut_vec_push(&g->nodes, n);
    return n;
}

/* Adds a node made from op (taken over) to graph handle g after the handles deps. */
static hipError_t hs_add_node(hipGraphNode_t *out, hipGraph_t graph, const hipGraphNode_t *deps,
                              size_t ndeps, int type, hs_op *op, hs_gnode **made)
{
    if (!out) {
        if (op)
            hs_op_free(op);
        return hipErrorInvalidValue;
    }
    if (op && op->kind == HS_OP_KERNEL && !hs_kernel_template(op)) {
        hs_op_free(op);
        return hipErrorOutOfMemory;
    }
    hs_sched_lock();
    hs_graph *g = hs_graph_find_locked(graph);
    hipError_t e = g ? hs_check_deps_locked(g, deps, ndeps) : hipErrorInvalidValue;
    hs_gnode *n = NULL;
    if (e == hipSuccess) {
        n = hs_node_new_locked(g, type, op, (hs_gnode *const *)deps, ndeps);
        op = NULL;
        if (!n)
            e = hipErrorOutOfMemory;
    }
    if (made)
        *made = n;
    hs_sched_unlock();
    if (op)
        hs_op_free(op);
    if (n)
        *out = n;
    return e;
}

/* ---- the capture's sink ---- */
static void *hs_sink_add(void *graph, hs_op *op, void *const *deps, size_t ndeps, hipError_t *e)
{
    hs_graph *g = graph;
    int type = hipGraphNodeTypeMemcpy, alloc = 0;
    hs_gmem *gm = NULL;
    hipHostFn_t fn;
    void *user;
    if (op->kind == HS_OP_KERNEL) {
        type = hipGraphNodeTypeKernel;
        if (!hs_kernel_template(op)) {
            hs_op_free(op);
            *e = hipErrorOutOfMemory;
            return NULL;
        }
    } else if (op->kind == HS_OP_MARKER) {
        type = hipGraphNodeTypeEmpty;
    } else if (hs_stream_op_hostfn(op, &fn, &user)) {
        type = hipGraphNodeTypeHost;
    } else if (hs_gmem_op_info(op, &gm, &alloc)) {
        type = alloc ? hipGraphNodeTypeMemAlloc : hipGraphNodeTypeMemFree;
    } else if (hs_mem_op_kind(op) == 2) {
        type = hipGraphNodeTypeMemset;
    }
    hs_gnode *n = hs_node_new_locked(g, type, op, (hs_gnode *const *)deps, ndeps);
    if (!n) {
        *e = hipErrorOutOfMemory;
        return NULL;
    }
    if (type == hipGraphNodeTypeHost) {
        n->p.host.fn = fn;
        n->p.host.userData = user;
    } else if (gm) {
        hs_ref_get(&gm->ref);
        n->gmem = gm;
        if (alloc) {
            n->p.alloc.bytesize = gm->size;
            n->p.alloc.dptr = gm->ptr;
            n->p.alloc.poolProps.allocType = hipMemAllocationTypePinned;
            n->p.alloc.poolProps.location.type = hipMemLocationTypeDevice;
        }
    }
    return n;
}

typedef UT_VEC(hs_gnode *) hs_gnodes_vec;

/* Whether `to` is reachable from `from` following successors. */
static int hs_reaches(hs_gnode *from, hs_gnode *to, hs_gnodes_vec *stack, ut_map *seen)
{
    stack->n = 0;
    ut_vec_push(stack, from);
    while (stack->n) {
        hs_gnode *x = ut_vec_pop(stack);
        if (x == to)
            return 1;
        int added;
        ut_map_upsert(seen, &x, sizeof x, &added);
        if (!added)
            continue;
        for (size_t i = 0; i < x->succs.n; i++)
            ut_vec_push(stack, x->succs.v[i]);
    }
    return 0;
}

static int hs_sink_joined(void *graph, void *const *nodes, size_t n, void *const *of, size_t nof)
{
    (void)graph;
    hs_gnodes_vec stack = { 0 };
    int ok = 1;
    for (size_t i = 0; i < n && ok; i++) {
        int found = 0;
        for (size_t j = 0; j < nof && !found; j++) {
            ut_map seen = { 0 };
            found = hs_reaches(nodes[i], of[j], &stack, &seen);
            ut_map_free(&seen, NULL);
        }
        ok = found;
    }
    ut_vec_free(&stack);
    return ok;
}

static void hs_sink_discard(void *graph) { hs_graph_destroy_locked(graph); }

static const hs_capture_sink hs_graph_sink = { hs_sink_add, hs_sink_joined, hs_sink_discard };

/* ---- graphs ---- */
static hs_graph *hs_graph_new_locked(void) { return hs_obj_new(&hs_graphs); }

void hs_graph_destroy_locked(hs_graph *g)
{
    for (size_t i = 0; i < g->nodes.n; i++)
        hs_capture_forget_node_locked(g, g->nodes.v[i]);
    for (size_t i = 0; i < g->nodes.n; i++)
        hs_node_free_locked(g->nodes.v[i]);
    ut_vec_free(&g->nodes);
    for (size_t i = 0; i < g->uobjs.n; i++)
        hs_uobj_release_locked(g->uobjs.v[i], 1);
    ut_vec_free(&g->uobjs);
    hs_obj_free(&hs_graphs, g);
}

hipError_t hipGraphCreate(hipGraph_t *pGraph, unsigned int flags)
{
    if (!pGraph || flags) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_graph *g = hs_graph_new_locked();
    hs_sched_unlock();
    if (!g) HS_RETURN(hipErrorOutOfMemory);
    *pGraph = g;
    return hipSuccess;
}

hipError_t hipGraphDestroy(hipGraph_t graph)
{
    hs_sched_lock();
    hs_graph *g = hs_graph_find_locked(graph);
    if (g)
        hs_graph_destroy_locked(g);
    hs_sched_unlock();
    if (!g) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

/* A binary min-heap of node positions. */
static void hs_heap_push(size_t *h, size_t *n, size_t v)
{
    size_t i = (*n)++;
    while (i && h[(i - 1) / 2] > v) {
        h[i] = h[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h[i] = v;
}

static size_t hs_heap_pop(size_t *h, size_t *n)
{
    size_t top = h[0], v = h[--*n], i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= *n)
            break;
        if (c + 1 < *n && h[c + 1] < h[c])
            c++;
        if (h[c] >= v)
            break;
        h[i] = h[c];
        i = c;
    }
    if (*n)
        h[i] = v;
    return top;
}

/* The order is the graph's own (creation) order wherever dependencies allow: two graphs of the
 * same shape flatten the same way whatever order their edges were added in. */
int hs_graph_topo_locked(hs_graph *g, hs_gnode ***order)
{
    size_t n = g->nodes.n, k = 0, hn = 0;
    hs_gnode **q = malloc((n ? n : 1) * sizeof *q);
    size_t *heap = malloc((n ? n : 1) * sizeof *heap), *indeg = calloc(n ? n : 1, sizeof *indeg);
    ut_map pos = { 0 };
    if (!q || !heap || !indeg) {
        free(q);
        free(heap);
        free(indeg);
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        hs_gnode *x = g->nodes.v[i];
        ut_map_put(&pos, &x, sizeof x, (void *)(uintptr_t)i);
        indeg[i] = x->deps.n;
        if (!x->deps.n)
            hs_heap_push(heap, &hn, i);
    }
    while (hn) {
        hs_gnode *x = g->nodes.v[hs_heap_pop(heap, &hn)];
        q[k++] = x;
        for (size_t i = 0; i < x->succs.n; i++) {
            size_t p = (uintptr_t)ut_map_get(&pos, &x->succs.v[i], sizeof(void *));
            if (--indeg[p] == 0)
                hs_heap_push(heap, &hn, p);
        }
    }
    ut_map_free(&pos, NULL);
    free(heap);
    free(indeg);
    if (k != n) {
        free(q);
        return -1;
    }
    *order = q;
    return 0;
}

/* Copies node n's own state into c (a new node of another graph: no edges yet). */
static int hs_node_copy_locked(hs_gnode *c, const hs_gnode *n)
{
    c->type = n->type;
    c->p = n->p;
    c->event = n->event;
    c->coop = n->coop;
    c->priority = n->priority;
    c->window = n->window;
    if (n->tmpl && !(c->tmpl = hs_sched_op_clone(n->tmpl, -1)))
        return 0;
    if (n->argv) {
        size_t na = n->tmpl->grid->nargs;
        if (!(c->argv = malloc(na * sizeof(void *))))
            return 0;
        memcpy(c->argv, n->argv, na * sizeof(void *));
        c->p.kernel.kernelParams = c->argv;
    }
    if (n->ops) {
        size_t k = n->p.batch.count * sizeof *n->ops;
        if (!(c->ops = malloc(k)))
            return 0;
        memcpy(c->ops, n->ops, k);
        c->p.batch.paramArray = c->ops;
    }
    if (n->gmem) {
        hs_ref_get(&n->gmem->ref);
        c->gmem = n->gmem;
    }
    if (n->child && !(c->child = hs_graph_clone_locked(n->child)))
        return 0;
    return 1;
}

hs_graph *hs_graph_clone_locked(hs_graph *g)
{
    hs_graph *c = hs_graph_new_locked();
    if (!c)
        return NULL;
    c->clone_of = g;
    ut_map map = { 0 };   /* original node -> its copy */
    int ok = 1;
    for (size_t i = 0; i < g->nodes.n && ok; i++) {
        hs_gnode *n = g->nodes.v[i], *x = hs_obj_new(&hs_gnodes);
        if (!x) {
            ok = 0;
            break;
        }
        x->graph = c;
        x->origin = n;
        ut_vec_push(&c->nodes, x);
        ok = hs_node_copy_locked(x, n);
        ut_map_put(&map, &n, sizeof n, x);
    }
    for (size_t i = 0; i < g->nodes.n && ok; i++) {
        hs_gnode *n = g->nodes.v[i], *x = ut_map_get(&map, &n, sizeof n);
        for (size_t j = 0; j < n->succs.n; j++)
            ut_vec_push(&x->succs, ut_map_get(&map, &n->succs.v[j], sizeof(void *)));
        for (size_t j = 0; j < n->deps.n; j++)
            ut_vec_push(&x->deps, ut_map_get(&map, &n->deps.v[j], sizeof(void *)));
    }
    ut_map_free(&map, NULL);
    for (size_t i = 0; i < g->uobjs.n && ok; i++) {
        hs_uobj_retain_locked(g->uobjs.v[i], 1);
        ut_vec_push(&c->uobjs, g->uobjs.v[i]);
    }
    if (!ok) {
        hs_graph_destroy_locked(c);
        return NULL;
    }
    return c;
}

hipError_t hipGraphClone(hipGraph_t *pGraphClone, hipGraph_t originalGraph)
{
    if (!pGraphClone) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_graph *g = hs_graph_find_locked(originalGraph);
    hs_graph *c = g ? hs_graph_clone_locked(g) : NULL;
    hs_sched_unlock();
    if (!g) HS_RETURN(hipErrorInvalidValue);
    if (!c) HS_RETURN(hipErrorOutOfMemory);
    *pGraphClone = c;
    return hipSuccess;
}

hipError_t hipGraphNodeFindInClone(hipGraphNode_t *pNode, hipGraphNode_t originalNode,
                                   hipGraph_t clonedGraph)
{
    if (!pNode) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_graph *c = hs_graph_find_locked(clonedGraph);
    hs_gnode *o = hs_gnode_find_locked(originalNode), *found = NULL;
    for (size_t i = 0; c && o && i < c->nodes.n && !found; i++)
        if (c->nodes.v[i]->origin == o && c->clone_of == o->graph)
            found = c->nodes.v[i];
    hs_sched_unlock();
    if (!found) HS_RETURN(hipErrorInvalidValue);
    *pNode = found;
    return hipSuccess;
}

/* Copies up to *n of the items into out (NULL: only counts); *n becomes the count. */
static void hs_give_nodes(hs_gnode *const *v, size_t count, hipGraphNode_t *out, size_t *n)
{
    if (out) {
        size_t k = count < *n ? count : *n;
        for (size_t i = 0; i < k; i++)
            out[i] = v[i];
        for (size_t i = k; i < *n; i++)
            out[i] = NULL;
    }
    *n = count;
}

hipError_t hipGraphGetNodes(hipGraph_t graph, hipGraphNode_t *nodes, size_t *numNodes)
{
    if (!numNodes) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_graph *g = hs_graph_find_locked(graph);
    if (g)
        hs_give_nodes(g->nodes.v, g->nodes.n, nodes, numNodes);
    hs_sched_unlock();
    if (!g) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipGraphGetRootNodes(hipGraph_t graph, hipGraphNode_t *roots, size_t *numRoots)
{
    if (!numRoots) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_graph *g = hs_graph_find_locked(graph);
    UT_VEC(hs_gnode *) r = { 0 };
    for (size_t i = 0; g && i < g->nodes.n; i++)
        if (!g->nodes.v[i]->deps.n)
            ut_vec_push(&r, g->nodes.v[i]);
    if (g)
        hs_give_nodes(r.v, r.n, roots, numRoots);
    hs_sched_unlock();
    ut_vec_free(&r);
    if (!g) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipGraphGetEdges(hipGraph_t graph, hipGraphNode_t *from, hipGraphNode_t *to,
                            size_t *numEdges)
{
    if (!numEdges || (!from) != (!to)) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_graph *g = hs_graph_find_locked(graph);
    size_t k = 0;
    for (size_t i = 0; g && i < g->nodes.n; i++) {
        hs_gnode *n = g->nodes.v[i];
        for (size_t j = 0; j < n->succs.n; j++, k++)
            if (from && k < *numEdges) {
                from[k] = n;
                to[k] = n->succs.v[j];
            }
    }
    for (size_t i = k; from && i < *numEdges; i++)
        from[i] = to[i] = NULL;
    if (g)
        *numEdges = k;
    hs_sched_unlock();
    if (!g) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

static hipError_t hs_node_edges(hipGraphNode_t node, int succ, hipGraphNode_t *out, size_t *n)
{
    if (!n) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_gnode *x = hs_gnode_find_locked(node);
    if (x) {
        if (succ)
            hs_give_nodes(x->succs.v, x->succs.n, out, n);
        else
            hs_give_nodes(x->deps.v, x->deps.n, out, n);
    }
    hs_sched_unlock();
    if (!x) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipGraphNodeGetDependencies(hipGraphNode_t node, hipGraphNode_t *deps, size_t *n)
{
    return hs_node_edges(node, 0, deps, n);
}

hipError_t hipGraphNodeGetDependentNodes(hipGraphNode_t node, hipGraphNode_t *deps, size_t *n)
{
    return hs_node_edges(node, 1, deps, n);
}

hipError_t hipGraphNodeGetType(hipGraphNode_t node, hipGraphNodeType *pType)
{
    if (!pType) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_gnode *n = hs_gnode_find_locked(node);
    if (n)
        *pType = (hipGraphNodeType)n->type;
    hs_sched_unlock();
    if (!n) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

static hipError_t hs_edges(hipGraph_t graph, const hipGraphNode_t *from, const hipGraphNode_t *to,
                           size_t n, int add)
{
    if (n && (!from || !to)) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_graph *g = hs_graph_find_locked(graph);
    hipError_t e = g ? hipSuccess : hipErrorInvalidValue;
    for (size_t i = 0; i < n && e == hipSuccess; i++) {
        hs_gnode *a = hs_gnode_find_locked(from[i]), *b = hs_gnode_find_locked(to[i]);
        if (!a || !b || a->graph != g || b->graph != g || a == b) {
            e = hipErrorInvalidValue;
            break;
        }
        size_t j = 0;
        while (j < a->succs.n && a->succs.v[j] != b)
            j++;
        if (add && j == a->succs.n) {
            hs_link_locked(a, b);
        } else if (add) {
            e = hipErrorInvalidValue;   /* the edge is there already */
        } else if (j == a->succs.n) {
            e = hipErrorInvalidValue;   /* no such edge */
        } else {
            hs_vec_drop(a, offsetof(hs_gnode, succs), b);
            hs_vec_drop(b, offsetof(hs_gnode, deps), a);
        }
    }
    hs_sched_unlock();
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipGraphAddDependencies(hipGraph_t graph, const hipGraphNode_t *from,
                                   const hipGraphNode_t *to, size_t numDependencies)
{
    return hs_edges(graph, from, to, numDependencies, 1);
}

hipError_t hipGraphRemoveDependencies(hipGraph_t graph, const hipGraphNode_t *from,
                                      const hipGraphNode_t *to, size_t numDependencies)
{
    return hs_edges(graph, from, to, numDependencies, 0);
}

hipError_t hipGraphDestroyNode(hipGraphNode_t node)
{
    hs_sched_lock();
    hs_gnode *n = hs_gnode_find_locked(node);
    if (n) {
        hs_graph *g = n->graph;
        for (size_t i = 0; i < n->deps.n; i++)
            hs_vec_drop(n->deps.v[i], offsetof(hs_gnode, succs), n);
        for (size_t i = 0; i < n->succs.n; i++)
            hs_vec_drop(n->succs.v[i], offsetof(hs_gnode, deps), n);
        for (size_t i = 0; i < g->nodes.n; i++)
            if (g->nodes.v[i] == n) {
                memmove(&g->nodes.v[i], &g->nodes.v[i + 1], (g->nodes.n - i - 1) * sizeof n);
                g->nodes.n--;
                break;
            }
        hs_capture_forget_node_locked(g, n);
        hs_node_free_locked(n);
    }
    hs_sched_unlock();
    if (!n) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

/* ---- node kinds ---- */
static hipError_t hs_kernel_call(hipStream_t s, const void *arg)
{
    const hipKernelNodeParams *p = arg;
    if (p->extra)
        return hipErrorNotSupported;   /* arguments as one buffer: the module API's form */
    return hipLaunchKernel(p->func, p->gridDim, p->blockDim, p->kernelParams, p->sharedMemBytes, s);
}

hipError_t hipGraphAddKernelNode(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                                 const hipGraphNode_t *pDependencies, size_t numDependencies,
                                 const hipKernelNodeParams *pNodeParams)
{
    if (!pNodeParams || !pNodeParams->func) HS_RETURN(hipErrorInvalidValue);
    hipError_t e;
    hs_op *op = hs_build_op(hs_kernel_call, pNodeParams, &e);
    if (!op) HS_RETURN(e);
    e = hs_add_node(pGraphNode, graph, pDependencies, numDependencies, hipGraphNodeTypeKernel, op,
                    NULL);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

/* The node of a handle, of the given type, or NULL (the lock held). */
static hs_gnode *hs_typed_locked(hipGraphNode_t node, int type)
{
    hs_gnode *n = hs_gnode_find_locked(node);
    return n && n->type == type ? n : NULL;
}

/* Gives node n a new template (taken over), keeping its kernel parameters in step. */
static void hs_retemplate_locked(hs_gnode *n, hs_op *op)
{
    hs_node_clear(n);
    n->tmpl = op;
    if (op->kind == HS_OP_KERNEL) {
        const hs_grid *gr = op->grid;
        n->p.kernel.func = (void *)gr->func;
        n->p.kernel.gridDim = (dim3){ gr->grid.x, gr->grid.y, gr->grid.z };
        n->p.kernel.blockDim = (dim3){ gr->block.x, gr->block.y, gr->block.z };
        n->p.kernel.sharedMemBytes = (unsigned)gr->shared_bytes;
        n->p.kernel.extra = NULL;
        if (gr->closure_argv && gr->nargs && (n->argv = calloc(gr->nargs, sizeof(void *))))
            gr->closure_argv(gr->closure, n->argv);
        n->p.kernel.kernelParams = n->argv;
    }
}

/* Rebuilds a node's template with call(arg); the node must be of `type`. */
static hipError_t hs_node_rebuild(hipGraphNode_t node, int type, hs_build_fn call, const void *arg)
{
    hipError_t e;
    hs_op *op = hs_build_op(call, arg, &e);
    if (!op) HS_RETURN(e);
    if (op->kind == HS_OP_KERNEL && !hs_kernel_template(op)) {
        hs_op_free(op);
        HS_RETURN(hipErrorOutOfMemory);
    }
    hs_sched_lock();
    hs_gnode *n = hs_typed_locked(node, type);
    if (n) {
        hs_retemplate_locked(n, op);
        op = NULL;
    }
    hs_sched_unlock();
    if (op) {
        hs_op_free(op);
        HS_RETURN(hipErrorInvalidValue);
    }
    return hipSuccess;
}

hipError_t hipGraphKernelNodeGetParams(hipGraphNode_t node, hipKernelNodeParams *pNodeParams)
{
    if (!pNodeParams) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_gnode *n = hs_typed_locked(node, hipGraphNodeTypeKernel);
    if (n)
        *pNodeParams = n->p.kernel;
    hs_sched_unlock();
    if (!n) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipGraphKernelNodeSetParams(hipGraphNode_t node, const hipKernelNodeParams *pNodeParams)
{
    if (!pNodeParams || !pNodeParams->func) HS_RETURN(hipErrorInvalidValue);
    return hs_node_rebuild(node, hipGraphNodeTypeKernel, hs_kernel_call, pNodeParams);
}

static hipError_t hs_kattr(hipGraphNode_t node, hipLaunchAttributeID attr,
                           hipLaunchAttributeValue *get, const hipLaunchAttributeValue *set)
{
    if (!get && !set) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_gnode *n = hs_typed_locked(node, hipGraphNodeTypeKernel);
    hipError_t e = n ? hipSuccess : hipErrorInvalidValue;
    if (n && get)
        memset(get, 0, sizeof *get);
    if (n) {
        switch (attr) {
        case hipLaunchAttributeAccessPolicyWindow:
            if (get) get->accessPolicyWindow = n->window; else n->window = set->accessPolicyWindow;
            break;
        case hipLaunchAttributeCooperative:
            if (get) get->cooperative = n->coop; else n->coop = set->cooperative != 0;
            break;
        case hipLaunchAttributePriority:
            if (get) get->priority = n->priority; else n->priority = set->priority;
            break;
        default:
            e = hipErrorInvalidValue;
            break;
        }
    }
    hs_sched_unlock();
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipGraphKernelNodeGetAttribute(hipGraphNode_t hNode, hipLaunchAttributeID attr,
                                          hipLaunchAttributeValue *value)
{
    return hs_kattr(hNode, attr, value, NULL);
}

hipError_t hipGraphKernelNodeSetAttribute(hipGraphNode_t hNode, hipLaunchAttributeID attr,
                                          const hipLaunchAttributeValue *value)
{
    return hs_kattr(hNode, attr, NULL, value);
}

hipError_t hipGraphKernelNodeCopyAttributes(hipGraphNode_t hSrc, hipGraphNode_t hDst)
{
    hs_sched_lock();
    hs_gnode *s = hs_typed_locked(hSrc, hipGraphNodeTypeKernel);
    hs_gnode *d = hs_typed_locked(hDst, hipGraphNodeTypeKernel);
    if (s && d) {
        d->coop = s->coop;
        d->priority = s->priority;
        d->window = s->window;
    }
    hs_sched_unlock();
    if (!s || !d) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

/* copies: 1-D, to and from symbols */
typedef hs_gcopy hs_copy_arg;

static hipError_t hs_copy_call(hipStream_t s, const void *arg)
{
    const hs_copy_arg *c = arg;
    if (c->sym == 1)
        return hipMemcpyToSymbolAsync(c->dst, c->src, c->count, c->offset, c->kind, s);
    if (c->sym == 2)
        return hipMemcpyFromSymbolAsync(c->dst, c->src, c->count, c->offset, c->kind, s);
    if (c->sym == 3)
        return hipMemcpy3DAsync(&c->p3, s);
    if (c->sym == 4)
        return hipDrvMemcpy3DAsync(&c->d3, s);
    return hipMemcpyAsync(c->dst, c->src, c->count, c->kind, s);
}

/* Keeps a copy node's parameters (the lock held). */
static void hs_copy_params(hs_gnode *n, const hs_copy_arg *c)
{
    n->p.copy.dst = c->dst;
    n->p.copy.src = c->src;
    n->p.copy.count = c->count;
    n->p.copy.offset = c->offset;
    n->p.copy.kind = c->kind;
    n->p.copy.sym = c->sym;
    n->p.copy.p3 = c->p3;
    n->p.copy.d3 = c->d3;
}

static hipError_t hs_add_copy(hipGraphNode_t *out, hipGraph_t graph, const hipGraphNode_t *deps,
                              size_t ndeps, const hs_copy_arg *c, int type)
{
    hipError_t e;
    hs_op *op = hs_build_op(hs_copy_call, c, &e);
    if (!op) HS_RETURN(e);
    hs_gnode *n = NULL;
    e = hs_add_node(out, graph, deps, ndeps, type, op, &n);
    if (e != hipSuccess) HS_RETURN(e);
    hs_sched_lock();
    hs_copy_params(n, c);
    hs_sched_unlock();
    return hipSuccess;
}

hipError_t hipGraphAddMemcpyNode1D(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                                   const hipGraphNode_t *pDependencies, size_t numDependencies,
                                   void *dst, const void *src, size_t count, hipMemcpyKind kind)
{
    hs_copy_arg c = { .dst = dst, .src = src, .count = count, .offset = 0, .kind = kind, .sym = 0 };
    return hs_add_copy(pGraphNode, graph, pDependencies, numDependencies, &c,
                       hipGraphNodeTypeMemcpy);
}

hipError_t hipGraphAddMemcpyNodeToSymbol(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                                         const hipGraphNode_t *pDependencies,
                                         size_t numDependencies, const void *symbol,
                                         const void *src, size_t count, size_t offset,
                                         hipMemcpyKind kind)
{
    hs_copy_arg c = { .dst = (void *)symbol, .src = src, .count = count, .offset = offset, .kind = kind, .sym = 1 };
    return hs_add_copy(pGraphNode, graph, pDependencies, numDependencies, &c,
                       hipGraphNodeTypeMemcpy);
}

hipError_t hipGraphAddMemcpyNodeFromSymbol(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                                           const hipGraphNode_t *pDependencies,
                                           size_t numDependencies, void *dst, const void *symbol,
                                           size_t count, size_t offset, hipMemcpyKind kind)
{
    hs_copy_arg c = { .dst = dst, .src = symbol, .count = count, .offset = offset, .kind = kind, .sym = 2 };
    return hs_add_copy(pGraphNode, graph, pDependencies, numDependencies, &c,
                       hipGraphNodeTypeMemcpy);
}

static hipError_t hs_set_copy(hipGraphNode_t node, const hs_copy_arg *c)
{
    hipError_t e = hs_node_rebuild(node, hipGraphNodeTypeMemcpy, hs_copy_call, c);
    if (e != hipSuccess)
        return e;
    hs_sched_lock();
    hs_gnode *n = hs_gnode_find_locked(node);
    if (n)
        hs_copy_params(n, c);
    hs_sched_unlock();
    return hipSuccess;
}

hipError_t hipGraphMemcpyNodeSetParams1D(hipGraphNode_t node, void *dst, const void *src,
                                         size_t count, hipMemcpyKind kind)
{
    hs_copy_arg c = { .dst = dst, .src = src, .count = count, .offset = 0, .kind = kind, .sym = 0 };
    return hs_set_copy(node, &c);
}

hipError_t hipGraphMemcpyNodeSetParamsToSymbol(hipGraphNode_t node, const void *symbol,
                                               const void *src, size_t count, size_t offset,
                                               hipMemcpyKind kind)
{
    hs_copy_arg c = { .dst = (void *)symbol, .src = src, .count = count, .offset = offset, .kind = kind, .sym = 1 };
    return hs_set_copy(node, &c);
}

hipError_t hipGraphMemcpyNodeSetParamsFromSymbol(hipGraphNode_t node, void *dst,
                                                 const void *symbol, size_t count, size_t offset,
                                                 hipMemcpyKind kind)
{
    hs_copy_arg c = { .dst = dst, .src = symbol, .count = count, .offset = offset, .kind = kind, .sym = 2 };
    return hs_set_copy(node, &c);
}

/* 3-D copies (hipMemcpy3DAsync, hipDrvMemcpy3DAsync) */
hipError_t hipGraphAddMemcpyNode(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                                 const hipGraphNode_t *pDependencies, size_t numDependencies,
                                 const hipMemcpy3DParms *pCopyParams)
{
    if (!pCopyParams) HS_RETURN(hipErrorInvalidValue);
    hs_copy_arg c = { .kind = pCopyParams->kind, .sym = 3, .p3 = *pCopyParams };
    return hs_add_copy(pGraphNode, graph, pDependencies, numDependencies, &c,
                       hipGraphNodeTypeMemcpy);
}

hipError_t hipGraphMemcpyNodeSetParams(hipGraphNode_t node, const hipMemcpy3DParms *pNodeParams)
{
    if (!pNodeParams) HS_RETURN(hipErrorInvalidValue);
    hs_copy_arg c = { .kind = pNodeParams->kind, .sym = 3, .p3 = *pNodeParams };
    return hs_set_copy(node, &c);
}

/* A 1-D copy node's parameters as a 3-D copy of count bytes; a symbol's side is its address. */
static void hs_copy_as_3d(hipMemcpy3DParms *p, const hs_gnode *n)
{
    memset(p, 0, sizeof *p);
    char *dst = n->p.copy.dst;
    const char *src = n->p.copy.src;
    if (n->p.copy.sym == 1 || n->p.copy.sym == 2) {
        void *at = NULL;
        if (hipGetSymbolAddress(&at, n->p.copy.sym == 1 ? (const void *)dst : src) == hipSuccess) {
            if (n->p.copy.sym == 1) dst = (char *)at + n->p.copy.offset;
            else src = (const char *)at + n->p.copy.offset;
        }
    }
    size_t c = n->p.copy.count;
    p->dstPtr = make_hipPitchedPtr(dst, c, c, 1);
    p->srcPtr = make_hipPitchedPtr((void *)src, c, c, 1);
    p->extent = make_hipExtent(c, 1, 1);
    p->kind = n->p.copy.kind;
}

hipError_t hipGraphMemcpyNodeGetParams(hipGraphNode_t node, hipMemcpy3DParms *pNodeParams)
{
    if (!pNodeParams) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_gnode *n = hs_typed_locked(node, hipGraphNodeTypeMemcpy);
    hipMemcpy3DParms p;
    int ok = n && n->p.copy.sym != 4;
    if (ok && n->p.copy.sym == 3)
        p = n->p.copy.p3;
    hs_sched_unlock();
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    if (n->p.copy.sym != 3)
        hs_copy_as_3d(&p, n);
    *pNodeParams = p;
    return hipSuccess;
}

hipError_t hipDrvGraphAddMemcpyNode(hipGraphNode_t *phGraphNode, hipGraph_t hGraph,
                                    const hipGraphNode_t *dependencies, size_t numDependencies,
                                    const HIP_MEMCPY3D *copyParams, hipCtx_t ctx)
{
    (void)ctx;
    if (!copyParams) HS_RETURN(hipErrorInvalidValue);
    hs_copy_arg c = { .sym = 4, .d3 = *copyParams };
    return hs_add_copy(phGraphNode, hGraph, dependencies, numDependencies, &c,
                       hipGraphNodeTypeMemcpy);
}

hipError_t hipDrvGraphMemcpyNodeSetParams(hipGraphNode_t hNode, const HIP_MEMCPY3D *nodeParams)
{
    if (!nodeParams) HS_RETURN(hipErrorInvalidValue);
    hs_copy_arg c = { .sym = 4, .d3 = *nodeParams };
    return hs_set_copy(hNode, &c);
}

hipError_t hipDrvGraphMemcpyNodeGetParams(hipGraphNode_t hNode, HIP_MEMCPY3D *nodeParams)
{
    if (!nodeParams) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_gnode *n = hs_typed_locked(hNode, hipGraphNodeTypeMemcpy);
    int ok = n && n->p.copy.sym == 4;
    if (ok)
        *nodeParams = n->p.copy.d3;
    hs_sched_unlock();
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

/* memsets */
static hipError_t hs_memset_call(hipStream_t s, const void *arg)
{
    const hipMemsetParams *p = arg;
    if (p->height > 1 && p->pitch < p->width * p->elementSize)
        return hipErrorInvalidValue;
    switch (p->elementSize) {
    case 1:
        return p->height <= 1 ? hipMemsetD8Async(p->dst, (unsigned char)p->value, p->width, s)
                              : hipMemset2DAsync(p->dst, p->pitch, (int)(unsigned char)p->value,
                                                 p->width, p->height, s);
    case 2:
    case 4:
        for (size_t r = 0; r < (p->height ? p->height : 1); r++) {
            char *d = (char *)p->dst + r * p->pitch;
            hipError_t e = p->elementSize == 2
                ? hipMemsetD16Async(d, (unsigned short)p->value, p->width, s)
                : hipMemsetD32Async(d, (int)p->value, p->width, s);
            if (e != hipSuccess || p->height <= 1)
                return e;
        }
        return hipSuccess;
    default:
        return hipErrorInvalidValue;
    }
}

/* A 2-D memset of 16 or 32-bit values is one op per row: a node of several rows runs them as
 * one template of its own, the rows' ops in turn. */
typedef struct hs_rows { UT_VEC(hs_op *) ops; } hs_rows;

static hipError_t hs_set_check(const hipMemsetParams *p)
{
    if (!p || !p->dst || (p->elementSize != 1 && p->elementSize != 2 && p->elementSize != 4))
        return hipErrorInvalidValue;
    if (p->height > 1 && p->elementSize != 1)
        return hipErrorNotSupported;
    return hipSuccess;
}

/* A node whose work is one call (memset, host function): its template op is what call submits,
 * and its parameters, `size` bytes, are kept in the node's union (every member starts it). */
static hipError_t hs_add_called(hipGraphNode_t *out, hipGraph_t graph, const hipGraphNode_t *deps,
                                size_t ndeps, int type, hs_build_fn call, const void *params,
                                size_t size)
{
    hipError_t e;
    hs_op *op = hs_build_op(call, params, &e);
    if (!op) HS_RETURN(e);
    hs_gnode *n = NULL;
    e = hs_add_node(out, graph, deps, ndeps, type, op, &n);
    if (e != hipSuccess) HS_RETURN(e);
    hs_sched_lock();
    memcpy(&n->p, params, size);
    hs_sched_unlock();
    return hipSuccess;
}

static hipError_t hs_get_called(hipGraphNode_t node, int type, void *params, size_t size)
{
    if (!params) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_gnode *n = hs_typed_locked(node, type);
    if (n)
        memcpy(params, &n->p, size);
    hs_sched_unlock();
    if (!n) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

static hipError_t hs_set_called(hipGraphNode_t node, int type, hs_build_fn call, const void *params,
                                size_t size)
{
    hipError_t e = hs_node_rebuild(node, type, call, params);
    if (e != hipSuccess)
        return e;
    hs_sched_lock();
    hs_gnode *n = hs_gnode_find_locked(node);
    if (n)
        memcpy(&n->p, params, size);
    hs_sched_unlock();
    return hipSuccess;
}

hipError_t hipGraphAddMemsetNode(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                                 const hipGraphNode_t *pDependencies, size_t numDependencies,
                                 const hipMemsetParams *pMemsetParams)
{
    hipError_t e = hs_set_check(pMemsetParams);
    if (e != hipSuccess) HS_RETURN(e);
    return hs_add_called(pGraphNode, graph, pDependencies, numDependencies, hipGraphNodeTypeMemset,
                         hs_memset_call, pMemsetParams, sizeof *pMemsetParams);
}

hipError_t hipGraphMemsetNodeGetParams(hipGraphNode_t node, hipMemsetParams *pNodeParams)
{
    return hs_get_called(node, hipGraphNodeTypeMemset, pNodeParams, sizeof *pNodeParams);
}

hipError_t hipGraphMemsetNodeSetParams(hipGraphNode_t node, const hipMemsetParams *pNodeParams)
{
    hipError_t e = hs_set_check(pNodeParams);
    if (e != hipSuccess) HS_RETURN(e);
    return hs_set_called(node, hipGraphNodeTypeMemset, hs_memset_call, pNodeParams,
                         sizeof *pNodeParams);
}

static void hs_drv_memset(hipMemsetParams *p, const HIP_MEMSET_NODE_PARAMS *d)
{
    p->dst = d->dst;
    p->pitch = d->pitch;
    p->value = d->value;
    p->elementSize = d->elementSize;
    p->width = d->width;
    p->height = d->height;
}

hipError_t hipDrvGraphAddMemsetNode(hipGraphNode_t *phGraphNode, hipGraph_t hGraph,
                                    const hipGraphNode_t *dependencies, size_t numDependencies,
                                    const HIP_MEMSET_NODE_PARAMS *memsetParams, hipCtx_t ctx)
{
    (void)ctx;
    if (!memsetParams) HS_RETURN(hipErrorInvalidValue);
    hipMemsetParams p;
    hs_drv_memset(&p, memsetParams);
    return hipGraphAddMemsetNode(phGraphNode, hGraph, dependencies, numDependencies, &p);
}

/* host functions */
static hipError_t hs_host_call(hipStream_t s, const void *arg)
{
    const hipHostNodeParams *p = arg;
    return hipLaunchHostFunc(s, p->fn, p->userData);
}

hipError_t hipGraphAddHostNode(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                               const hipGraphNode_t *pDependencies, size_t numDependencies,
                               const hipHostNodeParams *pNodeParams)
{
    if (!pNodeParams || !pNodeParams->fn) HS_RETURN(hipErrorInvalidValue);
    return hs_add_called(pGraphNode, graph, pDependencies, numDependencies, hipGraphNodeTypeHost,
                         hs_host_call, pNodeParams, sizeof *pNodeParams);
}

hipError_t hipGraphHostNodeGetParams(hipGraphNode_t node, hipHostNodeParams *pNodeParams)
{
    return hs_get_called(node, hipGraphNodeTypeHost, pNodeParams, sizeof *pNodeParams);
}

hipError_t hipGraphHostNodeSetParams(hipGraphNode_t node, const hipHostNodeParams *pNodeParams)
{
    if (!pNodeParams || !pNodeParams->fn) HS_RETURN(hipErrorInvalidValue);
    return hs_set_called(node, hipGraphNodeTypeHost, hs_host_call, pNodeParams, sizeof *pNodeParams);
}

/* batches of stream memory operations: the node keeps its own copy of the operations */
static hipError_t hs_batch_call(hipStream_t s, const void *arg)
{
    const hipBatchMemOpNodeParams *p = arg;
    return hipStreamBatchMemOp(s, p->count, p->paramArray, p->flags);
}

static hipError_t hs_batch_own(hipGraphNode_t node)
{
    hs_sched_lock();
    hs_gnode *n = hs_gnode_find_locked(node);
    size_t k = n ? n->p.batch.count * sizeof *n->ops : 0;
    hipStreamBatchMemOpParams *ops = n ? malloc(k) : NULL;
    if (ops) {
        memcpy(ops, n->p.batch.paramArray, k);
        free(n->ops);
        n->ops = ops;
        n->p.batch.paramArray = ops;
    }
    hs_sched_unlock();
    return ops ? hipSuccess : hipErrorOutOfMemory;
}

hipError_t hipGraphAddBatchMemOpNode(hipGraphNode_t *phGraphNode, hipGraph_t hGraph,
                                     const hipGraphNode_t *dependencies, size_t numDependencies,
                                     const hipBatchMemOpNodeParams *nodeParams)
{
    if (!nodeParams) HS_RETURN(hipErrorInvalidValue);
    hipError_t e = hs_add_called(phGraphNode, hGraph, dependencies, numDependencies,
                                 hipGraphNodeTypeBatchMemOp, hs_batch_call, nodeParams,
                                 sizeof *nodeParams);
    if (e == hipSuccess && (e = hs_batch_own(*phGraphNode)) != hipSuccess) {
        (void)hipGraphDestroyNode(*phGraphNode);
        HS_RETURN(e);
    }
    return e;
}

hipError_t hipGraphBatchMemOpNodeGetParams(hipGraphNode_t hNode,
                                           hipBatchMemOpNodeParams *nodeParams_out)
{
    return hs_get_called(hNode, hipGraphNodeTypeBatchMemOp, nodeParams_out,
                         sizeof *nodeParams_out);
}

hipError_t hipGraphBatchMemOpNodeSetParams(hipGraphNode_t hNode,
                                           hipBatchMemOpNodeParams *nodeParams)
{
    if (!nodeParams) HS_RETURN(hipErrorInvalidValue);
    hipError_t e = hs_set_called(hNode, hipGraphNodeTypeBatchMemOp, hs_batch_call, nodeParams,
                                 sizeof *nodeParams);
    if (e == hipSuccess)
        e = hs_batch_own(hNode);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

/* child graphs, empty nodes, events */
hipError_t hipGraphAddChildGraphNode(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                                     const hipGraphNode_t *pDependencies, size_t numDependencies,
                                     hipGraph_t childGraph)
{
    hs_gnode *n = NULL;
    hs_sched_lock();
    hs_graph *c = hs_graph_find_locked(childGraph);
    hs_graph *copy = c && c != graph ? hs_graph_clone_locked(c) : NULL;
    hs_sched_unlock();
    if (!c || c == graph) HS_RETURN(hipErrorInvalidValue);
    if (!copy) HS_RETURN(hipErrorOutOfMemory);
    hipError_t e = hs_add_node(pGraphNode, graph, pDependencies, numDependencies,
                               hipGraphNodeTypeGraph, NULL, &n);
    hs_sched_lock();
    if (n)
        n->child = copy;
    else
        hs_graph_destroy_locked(copy);
    hs_sched_unlock();
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipGraphChildGraphNodeGetGraph(hipGraphNode_t node, hipGraph_t *pGraph)
{
    if (!pGraph) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_gnode *n = hs_typed_locked(node, hipGraphNodeTypeGraph);
    if (n)
        *pGraph = n->child;
    hs_sched_unlock();
    if (!n) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipGraphAddEmptyNode(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                                const hipGraphNode_t *pDependencies, size_t numDependencies)
{
    hipError_t e = hs_add_node(pGraphNode, graph, pDependencies, numDependencies,
                               hipGraphNodeTypeEmpty, NULL, NULL);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

static hipError_t hs_add_event_node(hipGraphNode_t *out, hipGraph_t graph,
                                    const hipGraphNode_t *deps, size_t ndeps, hipEvent_t ev,
                                    int type)
{
    hs_sched_lock();
    int ok = hs_event_check_locked(ev) != NULL;
    hs_sched_unlock();
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    hs_gnode *n = NULL;
    hipError_t e = hs_add_node(out, graph, deps, ndeps, type, NULL, &n);
    if (e != hipSuccess) HS_RETURN(e);
    hs_sched_lock();
    n->event = ev;
    hs_sched_unlock();
    return hipSuccess;
}

hipError_t hipGraphAddEventRecordNode(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                                      const hipGraphNode_t *pDependencies, size_t numDependencies,
                                      hipEvent_t event)
{
    return hs_add_event_node(pGraphNode, graph, pDependencies, numDependencies, event,
                             hipGraphNodeTypeEventRecord);
}

hipError_t hipGraphAddEventWaitNode(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                                    const hipGraphNode_t *pDependencies, size_t numDependencies,
                                    hipEvent_t event)
{
    return hs_add_event_node(pGraphNode, graph, pDependencies, numDependencies, event,
                             hipGraphNodeTypeWaitEvent);
}

static hipError_t hs_node_event(hipGraphNode_t node, int type, hipEvent_t *get, hipEvent_t set)
{
    if (!get && !set) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_gnode *n = hs_typed_locked(node, type);
    int ok = n && (get || hs_event_check_locked(set));
    if (ok) {
        if (get)
            *get = n->event;
        else
            n->event = set;
    }
    hs_sched_unlock();
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipGraphEventRecordNodeGetEvent(hipGraphNode_t node, hipEvent_t *event_out)
{
    return hs_node_event(node, hipGraphNodeTypeEventRecord, event_out, NULL);
}

hipError_t hipGraphEventRecordNodeSetEvent(hipGraphNode_t node, hipEvent_t event)
{
    return hs_node_event(node, hipGraphNodeTypeEventRecord, NULL, event);
}

hipError_t hipGraphEventWaitNodeGetEvent(hipGraphNode_t node, hipEvent_t *event_out)
{
    return hs_node_event(node, hipGraphNodeTypeWaitEvent, event_out, NULL);
}

hipError_t hipGraphEventWaitNodeSetEvent(hipGraphNode_t node, hipEvent_t event)
{
    return hs_node_event(node, hipGraphNodeTypeWaitEvent, NULL, event);
}

/* memory nodes */
hipError_t hipGraphAddMemAllocNode(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                                   const hipGraphNode_t *pDependencies, size_t numDependencies,
                                   hipMemAllocNodeParams *pNodeParams)
{
    if (!pNodeParams || !pNodeParams->bytesize) HS_RETURN(hipErrorInvalidValue);
    const hipMemPoolProps *pp = &pNodeParams->poolProps;
    if (pp->allocType != hipMemAllocationTypePinned || pp->location.type != hipMemLocationTypeDevice)
        HS_RETURN(hipErrorInvalidValue);
    if (pp->location.id != 0) HS_RETURN(hipErrorInvalidDevice);
    hs_gmem *g = hs_gmem_new(pNodeParams->bytesize);
    hs_op *op = g ? hs_gmem_op(g, 1) : NULL;
    if (!op) {
        if (g)
            hs_ref_release(&g->ref);
        HS_RETURN(hipErrorOutOfMemory);
    }
    hs_gnode *n = NULL;
    hipError_t e = hs_add_node(pGraphNode, graph, pDependencies, numDependencies,
                               hipGraphNodeTypeMemAlloc, op, &n);
    hs_sched_lock();
    if (n) {
        n->gmem = g;   /* the caller's reference goes to the node */
        n->p.alloc = *pNodeParams;
        n->p.alloc.accessDescs = NULL;
        n->p.alloc.accessDescCount = 0;
        n->p.alloc.dptr = g->ptr;
    } else {
        hs_ref_release(&g->ref);
    }
    hs_sched_unlock();
    if (e != hipSuccess) HS_RETURN(e);
    pNodeParams->dptr = g->ptr;
    return hipSuccess;
}

hipError_t hipGraphMemAllocNodeGetParams(hipGraphNode_t node, hipMemAllocNodeParams *pNodeParams)
{
    return hs_get_called(node, hipGraphNodeTypeMemAlloc, pNodeParams, sizeof *pNodeParams);
}

hipError_t hipGraphAddMemFreeNode(hipGraphNode_t *pGraphNode, hipGraph_t graph,
                                  const hipGraphNode_t *pDependencies, size_t numDependencies,
                                  void *dev_ptr)
{
    hs_gmem *g = dev_ptr ? hs_gmem_of(dev_ptr) : NULL;
    if (!g) HS_RETURN(hipErrorInvalidValue);   /* only graph memory is freed by a graph */
    hs_op *op = hs_gmem_op(g, 0);
    if (!op) HS_RETURN(hipErrorOutOfMemory);
    hs_gnode *n = NULL;
    hipError_t e = hs_add_node(pGraphNode, graph, pDependencies, numDependencies,
                               hipGraphNodeTypeMemFree, op, &n);
    hs_sched_lock();
    if (n) {
        hs_ref_get(&g->ref);
        n->gmem = g;
    }
    hs_sched_unlock();
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipDrvGraphAddMemFreeNode(hipGraphNode_t *phGraphNode, hipGraph_t hGraph,
                                     const hipGraphNode_t *dependencies, size_t numDependencies,
                                     hipDeviceptr_t dptr)
{
    return hipGraphAddMemFreeNode(phGraphNode, hGraph, dependencies, numDependencies, dptr);
}

hipError_t hipGraphMemFreeNodeGetParams(hipGraphNode_t node, void *dev_ptr)
{
    if (!dev_ptr) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_gnode *n = hs_typed_locked(node, hipGraphNodeTypeMemFree);
    if (n)
        memcpy(dev_ptr, &n->gmem->ptr, sizeof(void *));
    hs_sched_unlock();
    if (!n) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hs_op *hs_graph_template(int type, const void *params, hipError_t *e)
{
    hs_build_fn call = type == hipGraphNodeTypeKernel ? hs_kernel_call
                     : type == hipGraphNodeTypeMemcpy ? hs_copy_call
                     : type == hipGraphNodeTypeMemset ? hs_memset_call
                     : type == hipGraphNodeTypeHost ? hs_host_call
                     : type == hipGraphNodeTypeBatchMemOp ? hs_batch_call : NULL;
    if (!call) {
        *e = hipErrorInvalidValue;
        return NULL;
    }
    if (type == hipGraphNodeTypeMemset && (*e = hs_set_check(params)) != hipSuccess)
        return NULL;
    hs_op *op = hs_build_op(call, params, e);
    if (op && op->kind == HS_OP_KERNEL && !hs_kernel_template(op)) {
        hs_op_free(op);
        *e = hipErrorOutOfMemory;
        return NULL;
    }
    return op;
}

/* ---- stream capture ---- */
static hipError_t hs_begin(hipStream_t stream, hs_graph *into, const hipGraphNode_t *deps,
                           size_t ndeps, hipStreamCaptureMode mode)
{
    hs_sched_lock();
    int own = !into;
    hs_graph *g = into ? hs_graph_find_locked(into) : hs_graph_new_locked();
    hipError_t e = !g ? (own ? hipErrorOutOfMemory : hipErrorInvalidValue)
                      : hs_check_deps_locked(g, deps, ndeps);
    if (e != hipSuccess && own && g)
        hs_graph_destroy_locked(g);
    hs_sched_unlock();
    if (e != hipSuccess) HS_RETURN(e);
    e = hs_capture_begin(stream, g, mode, &hs_graph_sink, (void *const *)deps, ndeps);
    if (e != hipSuccess) {
        if (own) {
            hs_sched_lock();
            hs_graph_destroy_locked(g);
            hs_sched_unlock();
        }
        HS_RETURN(e);
    }
    return hipSuccess;
}

hipError_t hipStreamBeginCapture(hipStream_t stream, hipStreamCaptureMode mode)
{
    return hs_begin(stream, NULL, NULL, 0, mode);
}

hipError_t hipStreamBeginCaptureToGraph(hipStream_t stream, hipGraph_t graph,
                                        const hipGraphNode_t *dependencies,
                                        const hipGraphEdgeData *dependencyData,
                                        size_t numDependencies, hipStreamCaptureMode mode)
{
    (void)dependencyData;
    if (!graph) HS_RETURN(hipErrorInvalidValue);
    return hs_begin(stream, graph, dependencies, numDependencies, mode);
}

hipError_t hipStreamEndCapture(hipStream_t stream, hipGraph_t *pGraph)
{
    if (!pGraph) HS_RETURN(hipErrorInvalidValue);
    void *g = NULL;
    hipError_t e = hs_capture_end(stream, &g);
    *pGraph = (hipGraph_t)g;
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipStreamIsCapturing(hipStream_t stream, hipStreamCaptureStatus *pCaptureStatus)
{
    if (!pCaptureStatus) HS_RETURN(hipErrorInvalidValue);
    int st;
    hipError_t e = hs_capture_info(stream, &st, NULL, NULL, NULL, NULL);
    if (e != hipSuccess) HS_RETURN(e);
    *pCaptureStatus = (hipStreamCaptureStatus)st;
    return hipSuccess;
}

hipError_t hipStreamGetCaptureInfo(hipStream_t stream, hipStreamCaptureStatus *pCaptureStatus,
                                   unsigned long long *pId)
{
    return hipStreamGetCaptureInfo_v2(stream, pCaptureStatus, pId, NULL, NULL, NULL);
}

hipError_t hipStreamGetCaptureInfo_v2(hipStream_t stream, hipStreamCaptureStatus *status_out,
                                      unsigned long long *id_out, hipGraph_t *graph_out,
                                      const hipGraphNode_t **deps_out, size_t *ndeps_out)
{
    if (!status_out) HS_RETURN(hipErrorInvalidValue);
    int st;
    void *g;
    void *const *deps;
    hipError_t e = hs_capture_info(stream, &st, id_out, &g, &deps, ndeps_out);
    if (e != hipSuccess) HS_RETURN(e);
    *status_out = (hipStreamCaptureStatus)st;
    if (graph_out)
        *graph_out = (hipGraph_t)g;
    if (deps_out)
        *deps_out = (const hipGraphNode_t *)deps;
    return hipSuccess;
}

hipError_t hipStreamUpdateCaptureDependencies(hipStream_t stream, hipGraphNode_t *dependencies,
                                              size_t numDependencies, unsigned int flags)
{
    hipError_t e = hs_capture_update_deps(stream, (void *const *)dependencies, numDependencies,
                                          flags);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipThreadExchangeStreamCaptureMode(hipStreamCaptureMode *mode)
{
    if (!mode || (unsigned)*mode > hipStreamCaptureModeRelaxed) HS_RETURN(hipErrorInvalidValue);
    *mode = (hipStreamCaptureMode)hs_capture_exchange_mode(*mode);
    return hipSuccess;
}

/* ---- user objects ---- */
void hs_uobj_retain_locked(hipUserObject_t o, unsigned n)
{
    ((hs_uobj *)(void *)o)->refs += (int)n;
}

static void hs_run_uobj_destroy(hs_op *op)
{
    hs_uobj u;
    memcpy(&u, op->data, sizeof u);
    u.destroy(u.ptr);
}

void hs_uobj_release_locked(hipUserObject_t o, unsigned n)
{
    hs_uobj *u = (hs_uobj *)(void *)o;
    if ((u->refs -= (int)n) > 0)
        return;
    /* the destructor runs outside the lock, on a worker (HIP runs it asynchronously) */
    hs_op *op = hs_op_new(HS_OP_TASK, sizeof *u);
    if (op) {
        op->task = hs_run_uobj_destroy;
        memcpy(op->data, u, sizeof *u);
        hs_sched_submit_group_locked(&op, 1, hs_stream_find_locked(NULL));
    }
    hs_obj_free(&hs_uobjs, u);
}

hipError_t hipUserObjectCreate(hipUserObject_t *object_out, void *ptr, hipHostFn_t destroy,
                               unsigned int initialRefcount, unsigned int flags)
{
    if (!object_out || !destroy || !initialRefcount || flags != hipUserObjectNoDestructorSync)
        HS_RETURN(hipErrorInvalidValue);
    hs_sched_init();
    hs_sched_lock();
    hs_uobj *u = hs_obj_new(&hs_uobjs);
    if (u) {
        u->refs = (int)initialRefcount;
        u->ptr = ptr;
        u->destroy = destroy;
    }
    hs_sched_unlock();
    if (!u) HS_RETURN(hipErrorOutOfMemory);
    *object_out = (hipUserObject_t)(void *)u;
    return hipSuccess;
}

static hipError_t hs_uobj_change(hipUserObject_t object, unsigned count, int release)
{
    if (!count) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_uobj *u = hs_obj_live(&hs_uobjs, object) ? (hs_uobj *)(void *)object : NULL;
    if (u && release)
        hs_uobj_release_locked(object, count);
    else if (u)
        hs_uobj_retain_locked(object, count);
    hs_sched_unlock();
    if (!u) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipUserObjectRelease(hipUserObject_t object, unsigned int count)
{
    return hs_uobj_change(object, count, 1);
}

hipError_t hipUserObjectRetain(hipUserObject_t object, unsigned int count)
{
    return hs_uobj_change(object, count, 0);
}

hipError_t hipGraphRetainUserObject(hipGraph_t graph, hipUserObject_t object, unsigned int count,
                                    unsigned int flags)
{
    if (!count || (flags & ~(unsigned)hipGraphUserObjectMove)) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_graph *g = hs_graph_find_locked(graph);
    int ok = g && hs_obj_live(&hs_uobjs, object);
    if (ok) {
        if (!(flags & hipGraphUserObjectMove))
            hs_uobj_retain_locked(object, count);   /* else the caller's references move */
        for (unsigned i = 0; i < count; i++)
            ut_vec_push(&g->uobjs, object);
    }
    hs_sched_unlock();
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipGraphReleaseUserObject(hipGraph_t graph, hipUserObject_t object, unsigned int count)
{
    if (!count) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_graph *g = hs_graph_find_locked(graph);
    unsigned held = 0;
    for (size_t i = 0; g && i < g->uobjs.n; i++)
        held += g->uobjs.v[i] == object;
    int ok = g && held >= count;
    if (ok) {
        unsigned left = count;
        size_t k = 0;
        for (size_t i = 0; i < g->uobjs.n; i++) {
            if (left && g->uobjs.v[i] == object) {
                left--;
                continue;
            }
            g->uobjs.v[k++] = g->uobjs.v[i];
        }
        g->uobjs.n = k;
        hs_uobj_release_locked(object, count);
    }
    hs_sched_unlock();
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

/* ---- debug output ---- */
static const char *const hs_type_names[] = {
    "kernel", "memcpy", "memset", "host", "graph", "empty", "wait event", "event record",
    "semaphore signal", "semaphore wait", "mem alloc", "mem free", "memcpy from symbol",
    "memcpy to symbol", "batch mem op"
};

static void hs_dot_graph(FILE *f, hs_graph *g, const char *prefix)
{
    for (size_t i = 0; i < g->nodes.n; i++) {
        hs_gnode *n = g->nodes.v[i];
        fprintf(f, "  \"%s%zu\" [label=\"%s%zu: %s", prefix, i, prefix, i,
                n->type < (int)(sizeof hs_type_names / sizeof *hs_type_names) ? hs_type_names[n->type] : "?");
        if (n->type == hipGraphNodeTypeKernel)
            fprintf(f, "\\n<<<(%u,%u,%u),(%u,%u,%u),%u>>>", n->p.kernel.gridDim.x,
                    n->p.kernel.gridDim.y, n->p.kernel.gridDim.z, n->p.kernel.blockDim.x,
                    n->p.kernel.blockDim.y, n->p.kernel.blockDim.z, n->p.kernel.sharedMemBytes);
        else if (n->gmem)
            fprintf(f, "\\n%zu bytes", n->gmem->size);
        fputs("\"];\n", f);
        if (n->child) {
            char sub[64];
            snprintf(sub, sizeof sub, "%s%zu.", prefix, i);
            hs_dot_graph(f, n->child, sub);
        }
    }
    for (size_t i = 0; i < g->nodes.n; i++)
        for (size_t j = 0; j < g->nodes.v[i]->succs.n; j++)
            for (size_t k = 0; k < g->nodes.n; k++)
                if (g->nodes.v[k] == g->nodes.v[i]->succs.v[j])
                    fprintf(f, "  \"%s%zu\" -> \"%s%zu\";\n", prefix, i, prefix, k);
}

hipError_t hipGraphDebugDotPrint(hipGraph_t graph, const char *path, unsigned int flags)
{
    (void)flags;
    if (!path) HS_RETURN(hipErrorInvalidValue);
    FILE *f = fopen(path, "w");
    if (!f) HS_RETURN(hipErrorOperatingSystem);
    hs_sched_lock();
    hs_graph *g = hs_graph_find_locked(graph);
    if (g) {
        fputs("digraph hipGraph {\n", f);
        hs_dot_graph(f, g, "");
        fputs("}\n", f);
    }
    hs_sched_unlock();
    int bad = fclose(f) != 0;
    if (!g) HS_RETURN(hipErrorInvalidValue);
    if (bad) HS_RETURN(hipErrorOperatingSystem);
    return hipSuccess;
}
