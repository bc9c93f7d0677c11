// capture.hip - stream capture: kernels, copies, memsets and host functions captured into a
// graph, fork and join across streams through events, capture info and dependency updates,
// capture into an existing graph, stream-ordered allocation in a capture (memory nodes),
// modes and the calls they forbid, synchronous calls and the legacy stream during a capture
// (invalidated captures), ending from the wrong stream or with a stream not joined back, and
// user objects.
#include "hs_test.h"

__global__ void scale(float *p, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= s;
}

__global__ void addv(float *d, const float *a, const float *b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) d[i] = a[i] + b[i];
}

static int hostv;
static void host_fn(void *p) { hostv += *(int *)p; }
static int destroyed;
static void destroy_fn(void *p) { destroyed += *(int *)p; }

static void fork_join()
{
    const int n = 4096;
    float *a, *b, *c, h[n];
    OK(hipMalloc(&a, n * sizeof(float)));
    OK(hipMalloc(&b, n * sizeof(float)));
    OK(hipMalloc(&c, n * sizeof(float)));
    hipStream_t s1, s2;
    OK(hipStreamCreateWithFlags(&s1, hipStreamNonBlocking));
    OK(hipStreamCreateWithFlags(&s2, hipStreamNonBlocking));
    hipEvent_t fork, join;
    OK(hipEventCreateWithFlags(&fork, hipEventDisableTiming));
    OK(hipEventCreateWithFlags(&join, hipEventDisableTiming));
    for (int i = 0; i < n; i++) h[i] = (float)i;

    hipStreamCaptureStatus st;
    OK(hipStreamIsCapturing(s1, &st));
    CHECK_EQ(st, hipStreamCaptureStatusNone);
    OK(hipStreamBeginCapture(s1, hipStreamCaptureModeGlobal));
    OK(hipStreamIsCapturing(s1, &st));
    CHECK_EQ(st, hipStreamCaptureStatusActive);
    OK(hipMemcpyAsync(a, h, sizeof h, hipMemcpyHostToDevice, s1));
    OK(hipEventRecord(fork, s1));
    OK(hipStreamWaitEvent(s2, fork, 0));   // s2 joins the capture
    OK(hipStreamIsCapturing(s2, &st));
    CHECK_EQ(st, hipStreamCaptureStatusActive);
    OK(hipMemsetAsync(b, 0, n * sizeof(float), s2));
    hipLaunchKernelGGL(scale, dim3(n / 256), dim3(256), 0, s1, a, 2.0f, n);
    int inc = 1;
    OK(hipLaunchHostFunc(s2, host_fn, &inc));
    OK(hipEventRecord(join, s2));
    OK(hipStreamWaitEvent(s1, join, 0));
    addv<<<n / 256, 256, 0, s1>>>(c, a, b, n);
    OK(hipMemcpyAsync(h, c, sizeof h, hipMemcpyDeviceToHost, s1));
    unsigned long long id = 0;
    hipGraph_t cg = nullptr;
    const hipGraphNode_t *deps = nullptr;
    size_t nd = 0;
    OK(hipStreamGetCaptureInfo_v2(s1, &st, &id, &cg, &deps, &nd));
    CHECK_EQ(st, hipStreamCaptureStatusActive);
    CHECK(id != 0 && cg != nullptr);
    CHECK_EQ(nd, 1);
    hipGraph_t g;
    OK(hipStreamEndCapture(s1, &g));
    CHECK(g == cg);
    OK(hipStreamIsCapturing(s2, &st));
    CHECK_EQ(st, hipStreamCaptureStatusNone);
    CHECK_EQ(hostv, 0);   // nothing ran while capturing
    size_t cnt = 0;
    OK(hipGraphGetNodes(g, nullptr, &cnt));
    CHECK_EQ(cnt, 6);   // copy, memset, kernel, host, kernel, copy
    OK(hipGraphGetRootNodes(g, nullptr, &cnt));
    CHECK_EQ(cnt, 1);   // s2's memset follows the copy recorded before the fork
    hipGraphNode_t nodes[6];
    cnt = 6;
    OK(hipGraphGetNodes(g, nodes, &cnt));
    int kinds[16] = {0};
    for (size_t i = 0; i < cnt; i++) {
        hipGraphNodeType t;
        OK(hipGraphNodeGetType(nodes[i], &t));
        kinds[t]++;
    }
    CHECK_EQ(kinds[hipGraphNodeTypeKernel], 2);
    CHECK_EQ(kinds[hipGraphNodeTypeMemcpy], 2);
    CHECK_EQ(kinds[hipGraphNodeTypeMemset], 1);
    CHECK_EQ(kinds[hipGraphNodeTypeHost], 1);
    hipGraphExec_t ge;
    OK(hipGraphInstantiate(&ge, g, nullptr, nullptr, 0));
    for (int rep = 0; rep < 4; rep++) {
        for (int i = 0; i < n; i++) h[i] = (float)i;
        OK(hipGraphLaunch(ge, s2));
        OK(hipStreamSynchronize(s2));
        int bad = 0;
        for (int i = 0; i < n; i++) bad += h[i] != 2.0f * i;
        CHECK_EQ(bad, 0);
    }
    CHECK_EQ(hostv, 4);
    OK(hipGraphExecDestroy(ge));
    OK(hipGraphDestroy(g));

    // capture into an existing graph, after one of its nodes
    OK(hipGraphCreate(&g, 0));
    hipGraphNode_t first;
    OK(hipGraphAddMemcpyNode1D(&first, g, nullptr, 0, a, h, sizeof h, hipMemcpyHostToDevice));
    OK(hipStreamBeginCaptureToGraph(s1, g, &first, nullptr, 1, hipStreamCaptureModeRelaxed));
    hipLaunchKernelGGL(scale, dim3(n / 256), dim3(256), 0, s1, a, 0.5f, n);
    hipGraph_t g2;
    OK(hipStreamEndCapture(s1, &g2));
    CHECK(g2 == g);
    cnt = 0;
    OK(hipGraphGetRootNodes(g, nullptr, &cnt));
    CHECK_EQ(cnt, 1);
    OK(hipGraphDestroy(g));

    // hipStreamUpdateCaptureDependencies: the next op depends on nothing
    OK(hipStreamBeginCapture(s1, hipStreamCaptureModeGlobal));
    OK(hipMemsetAsync(a, 0, 16, s1));
    OK(hipStreamUpdateCaptureDependencies(s1, nullptr, 0, hipStreamSetCaptureDependencies));
    OK(hipMemsetAsync(b, 0, 16, s1));
    OK(hipStreamEndCapture(s1, &g));
    OK(hipGraphGetRootNodes(g, nullptr, &cnt));
    CHECK_EQ(cnt, 2);
    OK(hipGraphDestroy(g));

    OK(hipEventDestroy(fork));
    OK(hipEventDestroy(join));
    OK(hipStreamDestroy(s1));
    OK(hipStreamDestroy(s2));
    OK(hipFree(a));
    OK(hipFree(b));
    OK(hipFree(c));
}

static void memory_in_capture()
{
    hipStream_t s;
    OK(hipStreamCreate(&s));
    const int n = 1000;
    float *p = nullptr, h[n];
    for (int i = 0; i < n; i++) h[i] = 1.0f;
    OK(hipStreamBeginCapture(s, hipStreamCaptureModeGlobal));
    OK(hipMallocAsync(&p, n * sizeof(float), s));
    CHECK(p != nullptr);
    OK(hipMemcpyAsync(p, h, sizeof h, hipMemcpyHostToDevice, s));
    hipLaunchKernelGGL(scale, dim3(4), dim3(256), 0, s, p, 3.0f, n);
    OK(hipMemcpyAsync(h, p, sizeof h, hipMemcpyDeviceToHost, s));
    OK(hipFreeAsync(p, s));
    hipGraph_t g;
    OK(hipStreamEndCapture(s, &g));
    size_t cnt = 0;
    hipGraphNode_t nodes[8];
    cnt = 8;
    OK(hipGraphGetNodes(g, nodes, &cnt));
    CHECK_EQ(cnt, 5);
    hipGraphNodeType t;
    OK(hipGraphNodeGetType(nodes[0], &t));
    CHECK_EQ(t, hipGraphNodeTypeMemAlloc);
    OK(hipGraphNodeGetType(nodes[4], &t));
    CHECK_EQ(t, hipGraphNodeTypeMemFree);
    hipMemAllocNodeParams ap;
    OK(hipGraphMemAllocNodeGetParams(nodes[0], &ap));
    CHECK(ap.dptr == p);
    hipGraphExec_t ge;
    OK(hipGraphInstantiateWithFlags(&ge, g, hipGraphInstantiateFlagAutoFreeOnLaunch));
    unsigned long long fl = 0;
    OK(hipGraphExecGetFlags(ge, &fl));
    CHECK_EQ(fl, hipGraphInstantiateFlagAutoFreeOnLaunch);
    OK(hipGraphLaunch(ge, s));
    OK(hipStreamSynchronize(s));
    CHECK_EQ(h[999], 3.0f);
    OK(hipGraphLaunch(ge, s));
    OK(hipStreamSynchronize(s));
    CHECK_EQ(h[999], 9.0f);
    OK(hipGraphExecDestroy(ge));
    OK(hipGraphDestroy(g));
    OK(hipStreamDestroy(s));
}

static void rules()
{
    hipStream_t s, s2, nb;
    OK(hipStreamCreate(&s));
    OK(hipStreamCreate(&s2));
    OK(hipStreamCreateWithFlags(&nb, hipStreamNonBlocking));
    float *d;
    OK(hipMalloc(&d, 64));
    hipGraph_t g;
    hipStreamCaptureStatus st;

    // the legacy stream cannot capture
    CHECK_HIP(hipStreamBeginCapture(0, hipStreamCaptureModeGlobal), hipErrorStreamCaptureUnsupported);
    // a synchronous call on a capturing stream invalidates the capture
    OK(hipStreamBeginCapture(s, hipStreamCaptureModeGlobal));
    CHECK_HIP(hipStreamBeginCapture(s, hipStreamCaptureModeGlobal), hipErrorIllegalState);
    CHECK_HIP(hipStreamSynchronize(s), hipErrorStreamCaptureUnsupported);
    OK(hipStreamIsCapturing(s, &st));
    CHECK_EQ(st, hipStreamCaptureStatusInvalidated);
    CHECK_HIP(hipMemsetAsync(d, 0, 64, s), hipErrorStreamCaptureInvalidated);
    CHECK_HIP(hipStreamEndCapture(s, &g), hipErrorStreamCaptureInvalidated);
    CHECK(g == nullptr);
    // work on the legacy stream while a blocking stream captures
    OK(hipStreamBeginCapture(s, hipStreamCaptureModeRelaxed));
    CHECK_HIP(hipMemsetAsync(d, 0, 64, 0), hipErrorStreamCaptureImplicit);
    CHECK_HIP(hipStreamEndCapture(s, &g), hipErrorStreamCaptureInvalidated);
    // a non-blocking stream's capture does not care
    OK(hipStreamBeginCapture(nb, hipStreamCaptureModeRelaxed));
    OK(hipMemsetAsync(d, 0, 64, 0));
    OK(hipMemsetAsync(d, 1, 64, nb));
    OK(hipStreamEndCapture(nb, &g));
    OK(hipGraphDestroy(g));
    // modes: global forbids potentially unsafe calls in the capturing thread, relaxed does not
    OK(hipStreamBeginCapture(nb, hipStreamCaptureModeGlobal));
    void *m = nullptr;
    CHECK_HIP(hipMalloc(&m, 16), hipErrorStreamCaptureUnsupported);
    CHECK_HIP(hipStreamEndCapture(nb, &g), hipErrorStreamCaptureInvalidated);
    OK(hipStreamBeginCapture(nb, hipStreamCaptureModeGlobal));
    hipStreamCaptureMode mode = hipStreamCaptureModeRelaxed;
    OK(hipThreadExchangeStreamCaptureMode(&mode));
    CHECK_EQ(mode, hipStreamCaptureModeGlobal);
    OK(hipMalloc(&m, 16));   // this thread is relaxed now
    OK(hipFree(m));
    OK(hipThreadExchangeStreamCaptureMode(&mode));
    OK(hipStreamEndCapture(nb, &g));
    OK(hipGraphDestroy(g));
    OK(hipStreamBeginCapture(nb, hipStreamCaptureModeRelaxed));
    OK(hipMalloc(&m, 16));
    OK(hipFree(m));
    OK(hipStreamEndCapture(nb, &g));
    OK(hipGraphDestroy(g));
    // ending from another stream, and a stream that joined but was not joined back
    hipEvent_t e;
    OK(hipEventCreate(&e));
    OK(hipStreamBeginCapture(s, hipStreamCaptureModeGlobal));
    OK(hipEventRecord(e, s));
    OK(hipStreamWaitEvent(s2, e, 0));
    OK(hipMemsetAsync(d, 0, 64, s2));
    CHECK_HIP(hipStreamEndCapture(s, &g), hipErrorStreamCaptureUnjoined);
    OK(hipStreamIsCapturing(s2, &st));
    CHECK_EQ(st, hipStreamCaptureStatusNone);
    OK(hipStreamBeginCapture(s, hipStreamCaptureModeGlobal));
    OK(hipEventRecord(e, s));
    OK(hipStreamWaitEvent(s2, e, 0));
    CHECK_HIP(hipStreamEndCapture(s2, &g), hipErrorStreamCaptureUnmatched);
    CHECK_HIP(hipStreamEndCapture(s, &g), hipErrorStreamCaptureInvalidated);
    // the captured graph launched elsewhere while nothing captures
    OK(hipStreamBeginCapture(s, hipStreamCaptureModeGlobal));
    OK(hipMemsetAsync(d, 7, 64, s));
    OK(hipStreamEndCapture(s, &g));
    hipGraphExec_t ge;
    OK(hipGraphInstantiate(&ge, g, nullptr, nullptr, 0));
    OK(hipGraphLaunch(ge, 0));
    OK(hipDeviceSynchronize());
    unsigned char hb[64];
    OK(hipMemcpy(hb, d, 64, hipMemcpyDeviceToHost));
    CHECK_EQ(hb[63], 7);
    OK(hipGraphExecDestroy(ge));
    OK(hipGraphDestroy(g));
    OK(hipEventDestroy(e));

    // a fork stream made, joined back and destroyed inside the capture (graphMemoryNodes does
    // this): the capture stays valid; one destroyed before it is joined invalidates it
    for (int joined = 1; joined >= 0; joined--) {
        hipStream_t o, f;
        hipEvent_t e1, e2;
        OK(hipStreamCreateWithFlags(&o, hipStreamNonBlocking));
        OK(hipStreamBeginCapture(o, hipStreamCaptureModeGlobal));
        OK(hipStreamCreateWithFlags(&f, hipStreamNonBlocking));
        OK(hipEventCreate(&e1));
        OK(hipEventCreate(&e2));
        OK(hipEventRecord(e1, o));
        OK(hipStreamWaitEvent(f, e1, 0));
        OK(hipMemsetAsync(d, 9, 64, f));
        OK(hipEventRecord(e2, f));
        if (joined)
            OK(hipStreamWaitEvent(o, e2, 0));
        OK(hipStreamDestroy(f));
        OK(hipEventDestroy(e1));
        OK(hipEventDestroy(e2));
        hipGraph_t fg = nullptr;
        CHECK_HIP(hipStreamEndCapture(o, &fg), joined ? hipSuccess : hipErrorStreamCaptureInvalidated);
        if (fg)
            OK(hipGraphDestroy(fg));
        OK(hipStreamDestroy(o));
    }
    hipGetLastError();

    // user objects: destroyed when the program's and the graphs' references are gone
    hipUserObject_t uo;
    int val = 5;
    OK(hipUserObjectCreate(&uo, &val, destroy_fn, 1, hipUserObjectNoDestructorSync));
    OK(hipGraphCreate(&g, 0));
    OK(hipGraphRetainUserObject(g, uo, 2, 0));
    OK(hipUserObjectRelease(uo, 1));
    OK(hipDeviceSynchronize());
    CHECK_EQ(destroyed, 0);
    OK(hipGraphInstantiate(&ge, g, nullptr, nullptr, 0));
    OK(hipGraphReleaseUserObject(g, uo, 2));
    OK(hipDeviceSynchronize());
    CHECK_EQ(destroyed, 0);   // the executable graph still holds one
    OK(hipGraphExecDestroy(ge));
    OK(hipDeviceSynchronize());
    CHECK_EQ(destroyed, 5);
    CHECK_HIP(hipUserObjectRetain(uo, 1), hipErrorInvalidValue);
    OK(hipGraphDestroy(g));

    OK(hipStreamDestroy(s));
    OK(hipStreamDestroy(s2));
    OK(hipStreamDestroy(nb));
    OK(hipFree(d));
    hipGetLastError();
}

int main()
{
    fork_join();
    memory_in_capture();
    rules();
    return hs_test_done("capture");
}
