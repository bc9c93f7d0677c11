// graph.hip - explicit graphs: every node kind (kernel, 1-D/symbol copies, memset, host, child
// graph, empty, event record/wait, memory alloc/free), dependencies and edge queries, clone and
// find-in-clone, instantiation, launches in streams (many times, with independent branches),
// exec updates, exec node parameter changes, enabling, debug dot output, and the errors of bad
// handles and cycles.
#include "hs_test.h"
#include <cstring>
#include <unistd.h>

__device__ int dsym[4];

__global__ void axpy(float *y, const float *x, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] += a * x[i];
}

__global__ void fill(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v + i;
}

__global__ void add_sym(int *out)
{
    if (threadIdx.x < 4) out[threadIdx.x] += dsym[threadIdx.x];
}

static int host_calls;
static void host_fn(void *p) { host_calls += *(int *)p; }

static void explicit_nodes()
{
    const int n = 1000;
    float *x, *y;
    int *iv;
    OK(hipMalloc(&x, n * sizeof(float)));
    OK(hipMalloc(&y, n * sizeof(float)));
    OK(hipMalloc(&iv, n * sizeof(int)));
    float hx[n], hy[n];
    for (int i = 0; i < n; i++) {
        hx[i] = (float)i;
        hy[i] = 1.0f;
    }
    hipGraph_t g;
    OK(hipGraphCreate(&g, 0));
    hipGraphNode_t cx, cy, mset, k, kf, host, back, empty;
    OK(hipGraphAddMemcpyNode1D(&cx, g, nullptr, 0, x, hx, sizeof hx, hipMemcpyHostToDevice));
    OK(hipGraphAddMemcpyNode1D(&cy, g, nullptr, 0, y, hy, sizeof hy, hipMemcpyHostToDevice));
    hipMemsetParams mp = {};
    mp.dst = iv;
    mp.elementSize = 4;
    mp.width = n;
    mp.height = 1;
    mp.value = 0x01010101;
    OK(hipGraphAddMemsetNode(&mset, g, nullptr, 0, &mp));
    float a = 2.0f;
    int nn = n;
    void *kargs[] = {&y, &x, &a, &nn};
    hipKernelNodeParams kp = {};
    kp.func = (void *)axpy;
    kp.gridDim = dim3((n + 127) / 128);
    kp.blockDim = dim3(128);
    kp.kernelParams = kargs;
    hipGraphNode_t kdeps[] = {cx, cy};
    OK(hipGraphAddKernelNode(&k, g, kdeps, 2, &kp));
    a = 100.0f;   // the node copied the arguments when it was made
    int fv = 7;
    void *fargs[] = {&iv, &fv, &nn};
    hipKernelNodeParams fp = kp;
    fp.func = (void *)fill;
    fp.kernelParams = fargs;
    OK(hipGraphAddKernelNode(&kf, g, &mset, 1, &fp));
    int inc = 3;
    hipHostNodeParams hp = {host_fn, &inc};
    OK(hipGraphAddHostNode(&host, g, &k, 1, &hp));
    OK(hipGraphAddMemcpyNode1D(&back, g, &k, 1, hy, y, sizeof hy, hipMemcpyDeviceToHost));
    hipGraphNode_t ends[] = {host, back, kf};
    OK(hipGraphAddEmptyNode(&empty, g, ends, 3));

    size_t cnt = 0;
    OK(hipGraphGetNodes(g, nullptr, &cnt));
    CHECK_EQ(cnt, 8);
    OK(hipGraphGetRootNodes(g, nullptr, &cnt));
    CHECK_EQ(cnt, 3);
    size_t ne = 0;
    OK(hipGraphGetEdges(g, nullptr, nullptr, &ne));
    CHECK_EQ(ne, 8);
    hipGraphNode_t dd[4];
    cnt = 4;
    OK(hipGraphNodeGetDependencies(k, dd, &cnt));
    CHECK_EQ(cnt, 2);
    CHECK(dd[0] == cx && dd[1] == cy);
    cnt = 4;
    OK(hipGraphNodeGetDependentNodes(k, dd, &cnt));
    CHECK_EQ(cnt, 2);
    hipGraphNodeType t;
    OK(hipGraphNodeGetType(mset, &t));
    CHECK_EQ(t, hipGraphNodeTypeMemset);
    OK(hipGraphNodeGetType(host, &t));
    CHECK_EQ(t, hipGraphNodeTypeHost);
    hipKernelNodeParams got;
    OK(hipGraphKernelNodeGetParams(k, &got));
    CHECK(got.func == (void *)axpy);
    CHECK_EQ(got.gridDim.x, (n + 127) / 128);
    CHECK_EQ(*(float *)got.kernelParams[2], 2.0f);   // the node's own copy
    CHECK_EQ(*(int *)got.kernelParams[3], n);

    hipGraphExec_t ge;
    OK(hipGraphInstantiate(&ge, g, nullptr, nullptr, 0));
    hipStream_t s;
    OK(hipStreamCreate(&s));
    for (int rep = 0; rep < 3; rep++) {
        for (int i = 0; i < n; i++) hy[i] = 1.0f;
        OK(hipGraphLaunch(ge, s));
        OK(hipStreamSynchronize(s));
        int bad = 0;
        for (int i = 0; i < n; i++) bad += hy[i] != 1.0f + 2.0f * i;
        CHECK_EQ(bad, 0);
    }
    CHECK_EQ(host_calls, 9);
    int hiv[n];
    OK(hipMemcpy(hiv, iv, sizeof hiv, hipMemcpyDeviceToHost));
    CHECK_EQ(hiv[0], 7);
    CHECK_EQ(hiv[n - 1], 7 + n - 1);

    // exec node parameter changes affect later launches only; the graph keeps its own
    a = 3.0f;
    OK(hipGraphExecKernelNodeSetParams(ge, k, &kp));
    for (int i = 0; i < n; i++) hy[i] = 1.0f;
    OK(hipGraphLaunch(ge, s));
    OK(hipStreamSynchronize(s));
    CHECK_EQ(hy[10], 31.0f);
    OK(hipGraphKernelNodeGetParams(k, &got));
    CHECK_EQ(*(float *)got.kernelParams[2], 2.0f);
    hipKernelNodeParams other = kp;
    other.func = (void *)fill;
    CHECK_HIP(hipGraphExecKernelNodeSetParams(ge, k, &other), hipErrorInvalidValue);
    // a disabled copy back leaves hy alone
    OK(hipGraphNodeSetEnabled(ge, back, 0));
    unsigned en = 1;
    OK(hipGraphNodeGetEnabled(ge, back, &en));
    CHECK_EQ(en, 0);
    for (int i = 0; i < n; i++) hy[i] = -5.0f;
    OK(hipGraphLaunch(ge, s));
    OK(hipStreamSynchronize(s));
    CHECK_EQ(hy[10], -5.0f);
    OK(hipGraphNodeSetEnabled(ge, back, 1));
    // memset node parameters through the exec
    mp.value = 0;
    mp.elementSize = 1;
    mp.width = n * 4;
    OK(hipGraphExecMemsetNodeSetParams(ge, mset, &mp));
    int inc2 = 10;
    hipHostNodeParams hp2 = {host_fn, &inc2};
    OK(hipGraphExecHostNodeSetParams(ge, host, &hp2));
    host_calls = 0;
    OK(hipGraphLaunch(ge, 0));
    OK(hipDeviceSynchronize());
    CHECK_EQ(host_calls, 10);

    // clone and find in clone
    hipGraph_t c;
    OK(hipGraphClone(&c, g));
    hipGraphNode_t kc;
    OK(hipGraphNodeFindInClone(&kc, k, c));
    OK(hipGraphNodeGetType(kc, &t));
    CHECK_EQ(t, hipGraphNodeTypeKernel);
    CHECK_HIP(hipGraphNodeFindInClone(&kc, k, g), hipErrorInvalidValue);
    // exec update from the clone with a new kernel argument
    a = 5.0f;
    OK(hipGraphKernelNodeSetParams(kc, &kp));
    hipGraphExecUpdateResult ur;
    hipGraphNode_t en_node;
    OK(hipGraphExecUpdate(ge, c, &en_node, &ur));
    CHECK_EQ(ur, hipGraphExecUpdateSuccess);
    for (int i = 0; i < n; i++) hy[i] = 1.0f;
    OK(hipGraphLaunch(ge, s));
    OK(hipStreamSynchronize(s));
    CHECK_EQ(hy[10], 51.0f);
    // a topology change is refused
    hipGraphNode_t extra;
    OK(hipGraphAddEmptyNode(&extra, c, nullptr, 0));
    CHECK_HIP(hipGraphExecUpdate(ge, c, &en_node, &ur), hipErrorGraphExecUpdateFailure);
    CHECK_EQ(ur, hipGraphExecUpdateErrorTopologyChanged);
    OK(hipGraphDestroyNode(extra));
    // dot output
    char path[] = "/tmp/hipshim-graph-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    close(fd);
    OK(hipGraphDebugDotPrint(g, path, 0));
    FILE *f = fopen(path, "r");
    char buf[4096] = {0};
    size_t got_n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f) fclose(f);
    unlink(path);
    CHECK(got_n > 0 && strstr(buf, "digraph") && strstr(buf, "kernel") && strstr(buf, "->"));

    OK(hipGraphExecDestroy(ge));
    OK(hipGraphDestroy(c));
    OK(hipGraphDestroy(g));
    CHECK_HIP(hipGraphDestroy(g), hipErrorInvalidValue);
    CHECK_HIP(hipGraphLaunch(ge, s), hipErrorInvalidValue);
    OK(hipStreamDestroy(s));
    OK(hipFree(x));
    OK(hipFree(y));
    OK(hipFree(iv));
}

static void children_events_symbols()
{
    int *d;
    OK(hipMalloc(&d, 4 * sizeof(int)));
    OK(hipMemset(d, 0, 4 * sizeof(int)));
    int hs[4] = {1, 2, 3, 4};
    // child graph: symbol copy then a kernel reading the symbol
    hipGraph_t child;
    OK(hipGraphCreate(&child, 0));
    hipGraphNode_t tosym, k;
    OK(hipGraphAddMemcpyNodeToSymbol(&tosym, child, nullptr, 0, HIP_SYMBOL(dsym), hs, sizeof hs, 0,
                                     hipMemcpyHostToDevice));
    void *args[] = {&d};
    hipKernelNodeParams kp = {};
    kp.func = (void *)add_sym;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(64);
    kp.kernelParams = args;
    OK(hipGraphAddKernelNode(&k, child, &tosym, 1, &kp));
    hipGraph_t g;
    OK(hipGraphCreate(&g, 0));
    hipGraphNode_t c1, c2, rec, wait, fromsym;
    OK(hipGraphAddChildGraphNode(&c1, g, nullptr, 0, child));
    OK(hipGraphAddChildGraphNode(&c2, g, &c1, 1, child));
    hipGraph_t inner;
    OK(hipGraphChildGraphNodeGetGraph(c1, &inner));
    size_t cnt = 0;
    OK(hipGraphGetNodes(inner, nullptr, &cnt));
    CHECK_EQ(cnt, 2);
    hipEvent_t ev;
    OK(hipEventCreate(&ev));
    OK(hipGraphAddEventRecordNode(&rec, g, &c2, 1, ev));
    OK(hipGraphAddEventWaitNode(&wait, g, &rec, 1, ev));
    int back[4] = {0};
    OK(hipGraphAddMemcpyNodeFromSymbol(&fromsym, g, &wait, 1, back, HIP_SYMBOL(dsym), sizeof back,
                                       0, hipMemcpyDeviceToHost));
    hipEvent_t got;
    OK(hipGraphEventRecordNodeGetEvent(rec, &got));
    CHECK(got == ev);
    hipGraphExec_t ge;
    OK(hipGraphInstantiateWithFlags(&ge, g, 0));
    OK(hipGraphLaunch(ge, 0));
    OK(hipEventSynchronize(ev));
    OK(hipDeviceSynchronize());
    int hd[4];
    OK(hipMemcpy(hd, d, sizeof hd, hipMemcpyDeviceToHost));
    CHECK_EQ(hd[0], 2);
    CHECK_EQ(hd[3], 8);
    CHECK_EQ(back[2], 3);
    // the child's nodes through the exec: a new child graph of the same shape
    int hs2[4] = {10, 20, 30, 40};
    OK(hipGraphMemcpyNodeSetParamsToSymbol(tosym, HIP_SYMBOL(dsym), hs2, sizeof hs2, 0,
                                           hipMemcpyHostToDevice));
    OK(hipGraphExecChildGraphNodeSetParams(ge, c2, child));
    OK(hipMemset(d, 0, 4 * sizeof(int)));
    OK(hipGraphLaunch(ge, 0));
    OK(hipDeviceSynchronize());
    OK(hipMemcpy(hd, d, sizeof hd, hipMemcpyDeviceToHost));
    CHECK_EQ(hd[0], 11);   // first child as instantiated (1), second child updated (10)
    CHECK_EQ(back[3], 40);
    OK(hipGraphExecDestroy(ge));
    OK(hipGraphDestroy(g));
    OK(hipGraphDestroy(child));
    OK(hipEventDestroy(ev));
    OK(hipFree(d));
}

static void memory_nodes_and_errors()
{
    hipGraph_t g;
    OK(hipGraphCreate(&g, 0));
    hipMemAllocNodeParams ap = {};
    ap.poolProps.allocType = hipMemAllocationTypePinned;
    ap.poolProps.location.type = hipMemLocationTypeDevice;
    ap.poolProps.location.id = 0;
    ap.bytesize = 256 * sizeof(int);
    hipGraphNode_t alloc, k, cp, fr;
    OK(hipGraphAddMemAllocNode(&alloc, g, nullptr, 0, &ap));
    CHECK(ap.dptr != nullptr);
    int *p = (int *)ap.dptr;
    int v = 5, n = 256;
    void *args[] = {&p, &v, &n};
    hipKernelNodeParams kp = {};
    kp.func = (void *)fill;
    kp.gridDim = dim3(2);
    kp.blockDim = dim3(128);
    kp.kernelParams = args;
    OK(hipGraphAddKernelNode(&k, g, &alloc, 1, &kp));
    int h[256];
    OK(hipGraphAddMemcpyNode1D(&cp, g, &k, 1, h, p, sizeof h, hipMemcpyDeviceToHost));
    OK(hipGraphAddMemFreeNode(&fr, g, &cp, 1, p));
    void *fp = nullptr;
    OK(hipGraphMemFreeNodeGetParams(fr, &fp));
    CHECK(fp == p);
    hipGraphExec_t ge;
    OK(hipGraphInstantiate(&ge, g, nullptr, nullptr, 0));
    for (int rep = 0; rep < 2; rep++) {
        memset(h, 0, sizeof h);
        OK(hipGraphLaunch(ge, 0));
        OK(hipDeviceSynchronize());
        CHECK_EQ(h[255], 5 + 255);
    }
    unsigned long long used = 1, reserved = 0;
    OK(hipDeviceGetGraphMemAttribute(0, hipGraphMemAttrUsedMemCurrent, &used));
    OK(hipDeviceGetGraphMemAttribute(0, hipGraphMemAttrReservedMemCurrent, &reserved));
    CHECK_EQ(used, 0);
    CHECK(reserved >= 256 * sizeof(int));
    OK(hipGraphExecDestroy(ge));
    // a graph that allocates and does not free: the memory stays in use until freed
    OK(hipGraphDestroyNode(fr));
    OK(hipGraphInstantiate(&ge, g, nullptr, nullptr, 0));
    OK(hipGraphLaunch(ge, 0));
    OK(hipDeviceSynchronize());
    OK(hipDeviceGetGraphMemAttribute(0, hipGraphMemAttrUsedMemCurrent, &used));
    CHECK_EQ(used, 1024);
    CHECK_HIP(hipGraphLaunch(ge, 0), hipErrorInvalidValue);   // still allocated
    OK(hipFreeAsync(p, 0));
    OK(hipDeviceSynchronize());
    OK(hipGraphLaunch(ge, 0));
    OK(hipDeviceSynchronize());
    OK(hipFree(p));
    OK(hipGraphExecDestroy(ge));
    OK(hipGraphDestroy(g));

    // cycles and bad handles
    OK(hipGraphCreate(&g, 0));
    hipGraphNode_t a, b;
    OK(hipGraphAddEmptyNode(&a, g, nullptr, 0));
    OK(hipGraphAddEmptyNode(&b, g, &a, 1));
    CHECK_HIP(hipGraphAddDependencies(g, &a, &b, 1), hipErrorInvalidValue);   // there already
    OK(hipGraphAddDependencies(g, &b, &a, 1));
    hipGraphNode_t errn = nullptr;
    CHECK_HIP(hipGraphInstantiate(&ge, g, &errn, nullptr, 0), hipErrorInvalidValue);
    CHECK(errn != nullptr);
    OK(hipGraphRemoveDependencies(g, &b, &a, 1));
    OK(hipGraphInstantiate(&ge, g, nullptr, nullptr, 0));
    OK(hipGraphLaunch(ge, 0));
    OK(hipDeviceSynchronize());
    OK(hipGraphExecDestroy(ge));
    hipGraphNode_t bogus = (hipGraphNode_t)0x1234;
    CHECK_HIP(hipGraphAddEmptyNode(&a, g, &bogus, 1), hipErrorInvalidValue);
    hipKernelNodeParams bad = {};
    bad.func = (void *)fill;
    bad.gridDim = dim3(1);
    bad.blockDim = dim3(4096);
    int *q = nullptr;
    void *bargs[] = {&q, &v, &n};
    bad.kernelParams = bargs;
    CHECK_HIP(hipGraphAddKernelNode(&a, g, nullptr, 0, &bad), hipErrorInvalidConfiguration);
    OK(hipGraphDestroy(g));
    hipGetLastError();
}

// 3-D copy nodes: hipGraphAddMemcpyNode (hipMemcpy3DAsync's parameters) and the driver's
// hipDrvGraphAddMemcpyNode (HIP_MEMCPY3D), their get/set and exec set forms.
static void copy3d_nodes()
{
    const size_t W = 5, H = 3, D = 2, P = 8;   // a W x H x D box of bytes, rows pitched at P
    unsigned char h[D][H][W], back[D][H][W];
    for (size_t i = 0; i < sizeof h; i++)
        (&h[0][0][0])[i] = (unsigned char)(i * 7 + 1);
    unsigned char *d = nullptr;
    OK(hipMalloc(&d, P * H * D));
    OK(hipMemset(d, 0, P * H * D));
    hipMemcpy3DParms up = {};
    up.srcPtr = make_hipPitchedPtr(h, W, W, H);
    up.dstPtr = make_hipPitchedPtr(d, P, W, H);
    up.extent = make_hipExtent(W, H, D);
    up.kind = hipMemcpyHostToDevice;
    hipGraph_t g;
    OK(hipGraphCreate(&g, 0));
    hipGraphNode_t n1, n2;
    OK(hipGraphAddMemcpyNode(&n1, g, nullptr, 0, &up));
    hipMemcpy3DParms got = {};
    OK(hipGraphMemcpyNodeGetParams(n1, &got));
    CHECK(got.dstPtr.ptr == d && got.extent.depth == D && got.kind == hipMemcpyHostToDevice);
    HIP_MEMCPY3D down = {};
    down.srcMemoryType = hipMemoryTypeDevice;
    down.srcDevice = (hipDeviceptr_t)d;
    down.srcPitch = P;
    down.srcHeight = H;
    down.dstMemoryType = hipMemoryTypeHost;
    down.dstHost = back;
    down.dstPitch = W;
    down.dstHeight = H;
    down.WidthInBytes = W;
    down.Height = H;
    down.Depth = D;
    OK(hipDrvGraphAddMemcpyNode(&n2, g, &n1, 1, &down, nullptr));
    HIP_MEMCPY3D dgot = {};
    OK(hipDrvGraphMemcpyNodeGetParams(n2, &dgot));
    CHECK(dgot.dstHost == back && dgot.Depth == D);
    CHECK_HIP(hipDrvGraphMemcpyNodeGetParams(n1, &dgot), hipErrorInvalidValue);
    hipGraphExec_t x;
    OK(hipGraphInstantiate(&x, g, nullptr, nullptr, 0));
    memset(back, 0, sizeof back);
    OK(hipGraphLaunch(x, 0));
    OK(hipStreamSynchronize(0));
    CHECK(memcmp(h, back, sizeof h) == 0);
    // the exec form: a second source for the upload; the graph's node keeps the first
    unsigned char h2[D][H][W];
    for (size_t i = 0; i < sizeof h2; i++)
        (&h2[0][0][0])[i] = (unsigned char)(200 - i);
    hipMemcpy3DParms up2 = up;
    up2.srcPtr = make_hipPitchedPtr(h2, W, W, H);
    OK(hipGraphExecMemcpyNodeSetParams(x, n1, &up2));
    OK(hipGraphLaunch(x, 0));
    OK(hipStreamSynchronize(0));
    CHECK(memcmp(h2, back, sizeof h2) == 0);
    OK(hipGraphMemcpyNodeGetParams(n1, &got));
    CHECK(got.srcPtr.ptr == h);
    // the node's own parameters, then the driver exec form (only the top slice comes back)
    OK(hipGraphMemcpyNodeSetParams(n1, &up2));
    OK(hipGraphMemcpyNodeGetParams(n1, &got));
    CHECK(got.srcPtr.ptr == h2);
    HIP_MEMCPY3D one = down;
    one.Depth = 1;
    OK(hipDrvGraphMemcpyNodeSetParams(n2, &one));
    OK(hipDrvGraphExecMemcpyNodeSetParams(x, n2, &one, nullptr));
    OK(hipGraphExecMemcpyNodeSetParams(x, n1, &up));
    memset(back, 0, sizeof back);
    OK(hipGraphLaunch(x, 0));
    OK(hipStreamSynchronize(0));
    CHECK(memcmp(h[0], back[0], sizeof h[0]) == 0 && back[1][0][0] == 0);
    // a 1-D node reads back as a 3-D copy of its bytes
    hipGraphNode_t n3;
    OK(hipGraphAddMemcpyNode1D(&n3, g, nullptr, 0, d, h, 4, hipMemcpyHostToDevice));
    OK(hipGraphMemcpyNodeGetParams(n3, &got));
    CHECK(got.dstPtr.ptr == d && got.srcPtr.ptr == h && got.extent.width == 4 &&
          got.extent.height == 1 && got.extent.depth == 1);
    CHECK_HIP(hipGraphAddMemcpyNode(&n3, g, nullptr, 0, nullptr), hipErrorInvalidValue);
    OK(hipGraphExecDestroy(x));
    OK(hipGraphDestroy(g));
    OK(hipFree(d));
}

// hipGraphAddNode, hipGraphNodeSetParams, hipGraphExecNodeSetParams: one hipGraphNodeParams for
// every node type, each doing what the per-type call does
static void generic_nodes()
{
    const int n = 256;
    int *d, h[n];
    hipGraph_t g;
    OK(hipGraphCreate(&g, 0));
    // an allocation node gives its address back in the parameters
    hipGraphNodeParams ap{};
    ap.type = hipGraphNodeTypeMemAlloc;
    ap.alloc.poolProps.allocType = hipMemAllocationTypePinned;
    ap.alloc.poolProps.location.type = hipMemLocationTypeDevice;
    ap.alloc.poolProps.location.id = 0;
    ap.alloc.bytesize = n * sizeof(int);
    hipGraphNode_t alloc, ms, kn, hn, cp, fr, em;
    OK(hipGraphAddNode(&alloc, g, nullptr, 0, &ap));
    CHECK(ap.alloc.dptr != nullptr);
    int *buf = (int *)ap.alloc.dptr;
    hipGraphNodeParams mp{};
    mp.type = hipGraphNodeTypeMemset;
    mp.memset.dst = buf;
    mp.memset.elementSize = 4;
    mp.memset.width = n;
    mp.memset.height = 1;
    mp.memset.value = 5;
    OK(hipGraphAddNode(&ms, g, &alloc, 1, &mp));
    int v = 100, nn = n / 2;
    void *kargs[] = { &buf, &v, &nn };
    hipGraphNodeParams kp{};
    kp.type = hipGraphNodeTypeKernel;
    kp.kernel.func = (void *)fill;
    kp.kernel.gridDim = dim3(2);
    kp.kernel.blockDim = dim3(64);
    kp.kernel.kernelParams = kargs;
    OK(hipGraphAddNode(&kn, g, &ms, 1, &kp));
    int inc = 3;
    hipGraphNodeParams hp{};
    hp.type = hipGraphNodeTypeHost;
    hp.host.fn = host_fn;
    hp.host.userData = &inc;
    OK(hipGraphAddNode(&hn, g, &kn, 1, &hp));
    OK(hipMalloc(&d, n * sizeof(int)));
    hipGraphNodeParams cpp{};
    cpp.type = hipGraphNodeTypeMemcpy;
    cpp.memcpy.copyParams.srcPtr = make_hipPitchedPtr(buf, n * sizeof(int), n * sizeof(int), 1);
    cpp.memcpy.copyParams.dstPtr = make_hipPitchedPtr(d, n * sizeof(int), n * sizeof(int), 1);
    cpp.memcpy.copyParams.extent = make_hipExtent(n * sizeof(int), 1, 1);
    cpp.memcpy.copyParams.kind = hipMemcpyDeviceToDevice;
    OK(hipGraphAddNode(&cp, g, &hn, 1, &cpp));
    hipGraphNodeParams fp{};
    fp.type = hipGraphNodeTypeMemFree;
    fp.free.dptr = buf;
    OK(hipGraphAddNode(&fr, g, &cp, 1, &fp));
    hipGraphNodeParams ep{};
    ep.type = hipGraphNodeTypeEmpty;
    OK(hipGraphAddNode(&em, g, &fr, 1, &ep));
    hipGraphNodeType t;
    OK(hipGraphNodeGetType(kn, &t));
    CHECK_EQ((int)t, (int)hipGraphNodeTypeKernel);
    OK(hipGraphNodeGetType(alloc, &t));
    CHECK_EQ((int)t, (int)hipGraphNodeTypeMemAlloc);

    // set in the graph: the kernel writes from 200 now
    v = 200;
    OK(hipGraphNodeSetParams(kn, &kp));
    hipGraphExec_t x;
    OK(hipGraphInstantiate(&x, g, nullptr, nullptr, 0));
    host_calls = 0;
    OK(hipGraphLaunch(x, 0));
    OK(hipStreamSynchronize(0));
    OK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
    CHECK_EQ(h[0], 200);
    CHECK_EQ(h[127], 327);
    CHECK_EQ(h[128], 5);
    CHECK_EQ(host_calls, 3);
    // set in the executable graph: memset value and kernel arguments
    mp.memset.value = 9;
    OK(hipGraphExecNodeSetParams(x, ms, &mp));
    v = 300;
    nn = 10;
    OK(hipGraphExecNodeSetParams(x, kn, &kp));
    OK(hipGraphLaunch(x, 0));
    OK(hipStreamSynchronize(0));
    OK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
    CHECK_EQ(h[9], 309);
    CHECK_EQ(h[10], 9);
    CHECK_EQ(h[255], 9);
    CHECK_EQ(host_calls, 6);

    // errors: a type other than the node's, reserved fields, nodes that cannot be set
    CHECK_HIP(hipGraphNodeSetParams(kn, &mp), hipErrorInvalidValue);
    CHECK_HIP(hipGraphExecNodeSetParams(x, ms, &kp), hipErrorInvalidValue);
    CHECK_HIP(hipGraphNodeSetParams(alloc, &ap), hipErrorNotSupported);
    CHECK_HIP(hipGraphExecNodeSetParams(x, fr, &fp), hipErrorNotSupported);
    hipGraphNodeParams bad = ep;
    bad.reserved0[1] = 1;
    hipGraphNode_t nb;
    CHECK_HIP(hipGraphAddNode(&nb, g, nullptr, 0, &bad), hipErrorInvalidValue);
    bad = ep;
    bad.type = (hipGraphNodeType)77;
    CHECK_HIP(hipGraphAddNode(&nb, g, nullptr, 0, &bad), hipErrorInvalidValue);
    CHECK_HIP(hipGraphAddNode(&nb, g, nullptr, 0, nullptr), hipErrorInvalidValue);
    cpp.memcpy.flags = 1;
    CHECK_HIP(hipGraphAddNode(&nb, g, nullptr, 0, &cpp), hipErrorInvalidValue);
    OK(hipGraphExecDestroy(x));
    OK(hipGraphDestroy(g));
    OK(hipFree(d));
}

int main()
{
    explicit_nodes();
    children_events_symbols();
    memory_nodes_and_errors();
    copy3d_nodes();
    generic_nodes();
    return hs_test_done("graph");
}
