// cuda_graphs: explicit graphs (kernel, 1-D copy, memset, host and child-graph nodes with their
// dependencies), instantiation and repeated launches, an executable graph's kernel parameters
// changed between launches, and stream capture across two streams forked and joined by events
// with a stream-ordered allocation inside; every result checked against a CPU reference.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(x)                                                                       \
    do {                                                                               \
        cudaError_t e_ = (x);                                                          \
        if (e_ != cudaSuccess) {                                                       \
            printf("FAIL: %s: %s (line %d)\n", #x, cudaGetErrorString(e_), __LINE__);  \
            exit(1);                                                                   \
        }                                                                              \
    } while (0)

__global__ void axpb(int *y, const int *x, int a, int b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + b;
}

__global__ void add_into(int *y, const int *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] += x[i];
}

__global__ void sum(const int *x, int n, unsigned long long *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(out, (unsigned long long)x[i]);
}

static int host_calls = 0;
static void CUDART_CB count_call(void *p) { *(int *)p += 1; }

static unsigned long long ref_sum(const std::vector<int> &v)
{
    unsigned long long s = 0;
    for (int x : v) s += (unsigned long long)x;
    return s;
}

int main()
{
    const int n = 5000, threads = 128, blocks = (n + threads - 1) / threads;
    std::vector<int> hx(n);
    for (int i = 0; i < n; i++) hx[i] = (i * 37) % 101 - 50;
    int *x, *y, *z;
    unsigned long long *total;
    CHECK(cudaMalloc(&x, n * sizeof(int)));
    CHECK(cudaMalloc(&y, n * sizeof(int)));
    CHECK(cudaMalloc(&z, n * sizeof(int)));
    CHECK(cudaMalloc(&total, sizeof *total));
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

    // ---- an explicit graph: copy x in, y = 3x + 1, z = 0, z += y, total = sum(z), host node;
    // the last two inside a child graph ----
    cudaGraph_t g, child;
    CHECK(cudaGraphCreate(&g, 0));
    CHECK(cudaGraphCreate(&child, 0));
    cudaGraphNode_t cp, k1, ms, k2, ms2, childn, k3, hn;
    CHECK(cudaGraphAddMemcpyNode1D(&cp, g, nullptr, 0, x, hx.data(), n * sizeof(int),
                                   cudaMemcpyHostToDevice));
    int a = 3, b = 1, nn = n;
    void *k1args[] = {&y, &x, &a, &b, &nn};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)axpb;
    kp.gridDim = dim3(blocks);
    kp.blockDim = dim3(threads);
    kp.kernelParams = k1args;
    CHECK(cudaGraphAddKernelNode(&k1, g, &cp, 1, &kp));
    cudaMemsetParams mp = {};
    mp.dst = z;
    mp.value = 0;
    mp.elementSize = 4;
    mp.width = n;
    mp.height = 1;
    CHECK(cudaGraphAddMemsetNode(&ms, g, nullptr, 0, &mp));
    cudaGraphNode_t k2deps[] = {k1, ms};
    void *k2args[] = {&z, &y, &nn};
    cudaKernelNodeParams kp2 = kp;
    kp2.func = (void *)add_into;
    kp2.kernelParams = k2args;
    CHECK(cudaGraphAddKernelNode(&k2, g, k2deps, 2, &kp2));
    cudaMemsetParams mp2 = {};
    mp2.dst = total;
    mp2.value = 0;
    mp2.elementSize = 4;
    mp2.width = 2;
    mp2.height = 1;
    CHECK(cudaGraphAddMemsetNode(&ms2, child, nullptr, 0, &mp2));
    void *k3args[] = {&z, &nn, &total};
    cudaKernelNodeParams kp3 = kp;
    kp3.func = (void *)sum;
    kp3.kernelParams = k3args;
    CHECK(cudaGraphAddKernelNode(&k3, child, &ms2, 1, &kp3));
    cudaHostNodeParams hp = {};
    hp.fn = count_call;
    hp.userData = &host_calls;
    CHECK(cudaGraphAddHostNode(&hn, child, &k3, 1, &hp));
    CHECK(cudaGraphAddChildGraphNode(&childn, g, &k2, 1, child));
    size_t count = 0;
    CHECK(cudaGraphGetNodes(g, nullptr, &count));
    printf("explicit graph nodes: %zu\n", count);

    cudaGraphExec_t ge;
    CHECK(cudaGraphInstantiate(&ge, g, 0));
    std::vector<int> ref(n);
    int fails = 0;
    for (int launch = 0; launch < 3; launch++) {
        CHECK(cudaGraphLaunch(ge, s));
        CHECK(cudaStreamSynchronize(s));
        unsigned long long got;
        CHECK(cudaMemcpy(&got, total, sizeof got, cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; i++) ref[i] = a * hx[i] + b;
        if (got != ref_sum(ref)) fails++;
        printf("launch %d: sum %llu\n", launch, got);
        // the next launch computes y = 5x - 2 instead
        a = 5;
        b = -2;
        CHECK(cudaGraphExecKernelNodeSetParams(ge, k1, &kp));
    }
    printf("host node calls: %d\n", host_calls);

    // ---- stream capture: s forks to s2 through an event, both work, s2 joins back ----
    cudaStream_t s2;
    CHECK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
    cudaEvent_t fork, join;
    CHECK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
    CHECK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
    cudaGraph_t cg;
    int *tmp = nullptr;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaMallocAsync(&tmp, n * sizeof(int), s));
    CHECK(cudaMemsetAsync(total, 0, sizeof *total, s));
    CHECK(cudaEventRecord(fork, s));
    CHECK(cudaStreamWaitEvent(s2, fork, 0));
    axpb<<<blocks, threads, 0, s>>>(y, x, 2, 0, n);     // y = 2x
    axpb<<<blocks, threads, 0, s2>>>(tmp, x, -1, 7, n); // tmp = 7 - x
    CHECK(cudaEventRecord(join, s2));
    CHECK(cudaStreamWaitEvent(s, join, 0));
    add_into<<<blocks, threads, 0, s>>>(y, tmp, n);     // y = x + 7
    sum<<<blocks, threads, 0, s>>>(y, n, total);
    CHECK(cudaFreeAsync(tmp, s));
    CHECK(cudaStreamEndCapture(s, &cg));
    cudaStreamCaptureStatus st;
    CHECK(cudaStreamIsCapturing(s, &st));
    printf("capturing after end: %s\n", st == cudaStreamCaptureStatusNone ? "no" : "yes");
    cudaGraphExec_t cge;
    CHECK(cudaGraphInstantiate(&cge, cg, 0));
    for (int launch = 0; launch < 2; launch++) {
        CHECK(cudaGraphLaunch(cge, s));
        CHECK(cudaStreamSynchronize(s));
        unsigned long long got;
        CHECK(cudaMemcpy(&got, total, sizeof got, cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; i++) ref[i] = hx[i] + 7;
        if (got != ref_sum(ref)) fails++;
        printf("captured launch %d: sum %llu\n", launch, got);
    }
    std::vector<int> hy(n);
    CHECK(cudaMemcpy(hy.data(), y, n * sizeof(int), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; i++) bad += hy[i] != hx[i] + 7;
    printf("captured y mismatches: %d\n", bad);
    fails += bad != 0;

    CHECK(cudaGraphExecDestroy(cge));
    CHECK(cudaGraphDestroy(cg));
    CHECK(cudaGraphExecDestroy(ge));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaGraphDestroy(child));
    CHECK(cudaEventDestroy(fork));
    CHECK(cudaEventDestroy(join));
    CHECK(cudaStreamDestroy(s2));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(x));
    CHECK(cudaFree(y));
    CHECK(cudaFree(z));
    CHECK(cudaFree(total));
    if (fails || host_calls != 3) {
        printf("FAIL: %d mismatches\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
