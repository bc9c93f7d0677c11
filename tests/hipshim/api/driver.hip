// driver.hip - driver-API calls around launches and memory: stream memory operations (a
// stream waits for a word the host writes, writes one after a kernel, batches; captured into
// a graph too), pointer attributes one at a time, memory advice and range attributes, the
// legacy configure/setup/launch sequence, hipLaunchKernelExC, the multi-device cooperative
// launch on one device, the occupancy templates with flags and variable shared memory, and
// functions by name (hipGetProcAddress, hipGetDriverEntryPoint).
#include "hs_test.h"
#include <atomic>
#include <thread>
#include <unistd.h>

__global__ void put(int *p, int v) { p[threadIdx.x] = v + (int)threadIdx.x; }
__global__ void add3(int *p, int a, long long b, char c) { p[0] = a + (int)b + c; }
__global__ void coop_count(int *p) { atomicAdd(p, 1); }

// hipGetProcAddress and hipGetDriverEntryPoint: a function by its HIP name
static void proc_address()
{
    void *p = nullptr;
    hipDriverProcAddressQueryResult st = HIP_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    OK(hipGetProcAddress("hipMalloc", &p, 600, 0, &st));
    CHECK(st == HIP_GET_PROC_ADDRESS_SUCCESS);
    CHECK(p == reinterpret_cast<void *>(static_cast<hipError_t (*)(void **, size_t)>(&hipMalloc)));
    auto my_malloc = reinterpret_cast<hipError_t (*)(void **, size_t)>(p);
    void *m = nullptr;
    OK(my_malloc(&m, 256));
    OK(hipGetProcAddress("hipFree", &p, 600, 0, nullptr));
    OK(reinterpret_cast<hipError_t (*)(void *)>(p)(m));
    CHECK_HIP(hipGetProcAddress("cuMemAlloc", &p, 600, 0, &st), hipErrorInvalidValue);
    CHECK(st == HIP_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND && p == nullptr);
    CHECK_HIP(hipGetProcAddress("", &p, 600, 0, &st), hipErrorInvalidValue);
    CHECK_HIP(hipGetProcAddress("hipMalloc", nullptr, 600, 0, &st), hipErrorInvalidValue);
    hipDriverEntryPointQueryResult es = hipDriverEntryPointSymbolNotFound;
    OK(hipGetDriverEntryPoint("hipStreamSynchronize", &p, 0, &es));
    CHECK(es == hipDriverEntryPointSuccess);
    OK(reinterpret_cast<hipError_t (*)(hipStream_t)>(p)(nullptr));
    CHECK_HIP(hipGetDriverEntryPoint("hipNoSuchCall", &p, 0, &es), hipErrorInvalidValue);
    CHECK(es == hipDriverEntryPointSymbolNotFound);
}

// batch memory operation nodes: a graph writes words, waits on one, writes again; the node keeps
// its own copy of the operations; set in the graph and in the executable graph
static void batch_nodes()
{
    uint32_t *w;
    OK(hipHostMalloc((void **)&w, 4 * sizeof(uint32_t), 0));
    w[0] = w[1] = w[2] = 0;
    w[3] = 5;
    hipStreamBatchMemOpParams ops[3] = {};
    ops[0].writeValue.operation = hipStreamMemOpWriteValue32;
    ops[0].writeValue.address = (hipDeviceptr_t)&w[0];
    ops[0].writeValue.value = 11;
    ops[1].waitValue.operation = hipStreamMemOpWaitValue32;
    ops[1].waitValue.address = (hipDeviceptr_t)&w[3];
    ops[1].waitValue.value = 5;
    ops[1].waitValue.flags = hipStreamWaitValueEq;
    ops[2].writeValue.operation = hipStreamMemOpWriteValue32;
    ops[2].writeValue.address = (hipDeviceptr_t)&w[1];
    ops[2].writeValue.value = 22;
    hipBatchMemOpNodeParams bp{};
    bp.count = 3;
    bp.paramArray = ops;
    hipGraph_t g;
    OK(hipGraphCreate(&g, 0));
    hipGraphNode_t bn;
    OK(hipGraphAddBatchMemOpNode(&bn, g, nullptr, 0, &bp));
    ops[0].writeValue.value = 99;   // the node holds its own copy
    hipGraphNodeType t;
    OK(hipGraphNodeGetType(bn, &t));
    CHECK_EQ((int)t, (int)hipGraphNodeTypeBatchMemOp);
    hipBatchMemOpNodeParams got{};
    OK(hipGraphBatchMemOpNodeGetParams(bn, &got));
    CHECK(got.count == 3 && got.paramArray != ops && got.paramArray[0].writeValue.value == 11);
    hipGraphExec_t x;
    OK(hipGraphInstantiate(&x, g, nullptr, nullptr, 0));
    OK(hipGraphLaunch(x, 0));
    OK(hipStreamSynchronize(0));
    CHECK(w[0] == 11 && w[1] == 22);
    // set in the graph (the executable graph keeps what it was made with), then in the exec
    ops[2].writeValue.value = 33;
    OK(hipGraphBatchMemOpNodeSetParams(bn, &bp));
    OK(hipGraphBatchMemOpNodeGetParams(bn, &got));
    CHECK(got.paramArray[0].writeValue.value == 99 && got.paramArray[2].writeValue.value == 33);
    w[0] = w[1] = 0;
    OK(hipGraphLaunch(x, 0));
    OK(hipStreamSynchronize(0));
    CHECK(w[0] == 11 && w[1] == 22);
    ops[0].writeValue.value = 44;
    OK(hipGraphExecBatchMemOpNodeSetParams(x, bn, &bp));
    OK(hipGraphLaunch(x, 0));
    OK(hipStreamSynchronize(0));
    CHECK(w[0] == 44 && w[1] == 33);
    // errors: no parameters, a bad operation, a node of another type
    CHECK_HIP(hipGraphAddBatchMemOpNode(&bn, g, nullptr, 0, nullptr), hipErrorInvalidValue);
    hipStreamBatchMemOpParams bad[1] = {};
    bad[0].operation = (hipStreamBatchMemOpType)42;
    hipBatchMemOpNodeParams bbp{};
    bbp.count = 1;
    bbp.paramArray = bad;
    hipGraphNode_t bn2;
    CHECK_HIP(hipGraphAddBatchMemOpNode(&bn2, g, nullptr, 0, &bbp), hipErrorInvalidValue);
    hipGraphNode_t en;
    OK(hipGraphAddEmptyNode(&en, g, nullptr, 0));
    CHECK_HIP(hipGraphBatchMemOpNodeGetParams(en, &got), hipErrorInvalidValue);
    CHECK_HIP(hipGraphExecBatchMemOpNodeSetParams(x, en, &bp), hipErrorInvalidValue);
    OK(hipGraphExecDestroy(x));
    OK(hipGraphDestroy(g));
    OK(hipHostFree(w));
}

int main()
{
    proc_address();
    batch_nodes();
    int pools = 0, vmm = 0, waitv = 0;
    OK(hipDeviceGetAttribute(&pools, hipDeviceAttributeMemoryPoolsSupported, 0));
    OK(hipDeviceGetAttribute(&vmm, hipDeviceAttributeVirtualMemoryManagementSupported, 0));
    OK(hipDeviceGetAttribute(&waitv, hipDeviceAttributeCanUseStreamWaitValue, 0));
    CHECK(pools == 1 && vmm == 1 && waitv == 1);
    hipStream_t s;
    OK(hipStreamCreate(&s));
    int *d;
    OK(hipMallocManaged(&d, 64 * sizeof(int)));
    uint32_t *flag;
    uint64_t *flag64;
    OK(hipHostMalloc((void **)&flag, 4, 0));
    OK(hipHostMalloc((void **)&flag64, 8, 0));
    *flag = 0;
    *flag64 = 0;

    // the stream waits for the host's word, then runs the kernel and writes its own
    OK(hipStreamWaitValue32(s, flag, 5, hipStreamWaitValueGte));
    put<<<1, 4, 0, s>>>(d, 100);
    OK(hipStreamWriteValue64(s, flag64, 0x100000000ull, 0));
    usleep(20000);
    CHECK_HIP(hipStreamQuery(s), hipErrorNotReady);
    CHECK_EQ(*flag64, 0);
    __atomic_store_n(flag, 7u, __ATOMIC_RELEASE);
    OK(hipStreamSynchronize(s));
    CHECK_EQ(d[3], 103);
    CHECK(*flag64 == 0x100000000ull);
    CHECK_HIP(hipStreamWaitValue32(s, (char *)flag + 1, 0, 0), hipErrorInvalidValue);
    hipGetLastError();

    // a batch: write, wait (mask through Eq), barrier
    hipStreamBatchMemOpParams ops[3] = {};
    ops[0].writeValue.operation = hipStreamMemOpWriteValue32;
    ops[0].writeValue.address = flag;
    ops[0].writeValue.value = 42;
    ops[1].waitValue.operation = hipStreamMemOpWaitValue32;
    ops[1].waitValue.address = flag;
    ops[1].waitValue.value = 42;
    ops[1].waitValue.flags = hipStreamWaitValueEq;
    ops[2].operation = hipStreamMemOpBarrier;
    OK(hipStreamBatchMemOp(s, 3, ops, 0));
    OK(hipStreamSynchronize(s));
    CHECK_EQ(*flag, 42);

    // captured: the write is a node of the graph
    hipGraph_t g;
    hipGraphExec_t ge;
    OK(hipStreamBeginCapture(s, hipStreamCaptureModeGlobal));
    OK(hipStreamWriteValue32(s, flag, 9, 0));
    OK(hipStreamEndCapture(s, &g));
    size_t nn = 0;
    OK(hipGraphGetNodes(g, nullptr, &nn));
    CHECK_EQ(nn, 1);
    CHECK_EQ(*flag, 42);
    OK(hipGraphInstantiate(&ge, g, nullptr, nullptr, 0));
    OK(hipGraphLaunch(ge, s));
    OK(hipStreamSynchronize(s));
    CHECK_EQ(*flag, 9);
    OK(hipGraphExecDestroy(ge));
    OK(hipGraphDestroy(g));

    // pointer attributes
    int *dev;
    OK(hipMalloc(&dev, 256));
    unsigned mt = 0;
    OK(hipPointerGetAttribute(&mt, HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, dev + 10));
    CHECK_EQ(mt, hipMemoryTypeDevice);
    void *start = nullptr;
    size_t rsize = 0;
    OK(hipPointerGetAttribute(&start, HIP_POINTER_ATTRIBUTE_RANGE_START_ADDR, dev + 10));
    OK(hipPointerGetAttribute(&rsize, HIP_POINTER_ATTRIBUTE_RANGE_SIZE, dev + 10));
    CHECK(start == dev);
    CHECK_EQ(rsize, 256);
    int managed = -1, ordinal = -1;
    hipPointer_attribute which[2] = {HIP_POINTER_ATTRIBUTE_IS_MANAGED, HIP_POINTER_ATTRIBUTE_DEVICE_ORDINAL};
    void *outs[2] = {&managed, &ordinal};
    OK(hipDrvPointerGetAttributes(2, which, outs, d));
    CHECK_EQ(managed, 1);
    CHECK_EQ(ordinal, 0);
    int on = 1, local = 0;
    OK(hipPointerSetAttribute(&on, HIP_POINTER_ATTRIBUTE_SYNC_MEMOPS, dev));
    CHECK_HIP(hipPointerGetAttribute(&mt, HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, &local), hipErrorInvalidValue);
    hipGetLastError();

    // advice and range attributes
    OK(hipMemAdvise(d, 64, hipMemAdviseSetReadMostly, 0));
    OK(hipMemAdvise(d, 64, hipMemAdviseSetPreferredLocation, hipCpuDeviceId));
    OK(hipMemAdvise(d, 64, hipMemAdviseSetAccessedBy, 0));
    hipMemLocation loc{};
    loc.type = hipMemLocationTypeDevice;
    loc.id = 0;
    OK(hipMemPrefetchAsync_v2(d, 64, loc, 0, s));
    int rm = 0, pref = 0, last = 0, by[3];
    OK(hipMemRangeGetAttribute(&rm, 4, hipMemRangeAttributeReadMostly, d, 64));
    OK(hipMemRangeGetAttribute(&pref, 4, hipMemRangeAttributePreferredLocation, d, 64));
    OK(hipMemRangeGetAttribute(&last, 4, hipMemRangeAttributeLastPrefetchLocation, d, 64));
    OK(hipMemRangeGetAttribute(by, sizeof by, hipMemRangeAttributeAccessedBy, d, 64));
    CHECK_EQ(rm, 1);
    CHECK_EQ(pref, hipCpuDeviceId);
    CHECK_EQ(last, 0);
    CHECK_EQ(by[0], 0);
    CHECK_EQ(by[1], hipInvalidDeviceId);
    OK(hipMemAdvise_v2(d, 64, hipMemAdviseUnsetReadMostly, loc));
    OK(hipMemRangeGetAttribute(&rm, 4, hipMemRangeAttributeReadMostly, d, 64));
    CHECK_EQ(rm, 0);
    CHECK_HIP(hipMemAdvise(dev, 64, hipMemAdviseSetReadMostly, 0), hipErrorInvalidValue);
    OK(hipStreamAttachMemAsync(s, d, 0, hipMemAttachSingle));
    hipGetLastError();

    // legacy launch sequence, Ex launch, multi-device cooperative launch
    int a = 1;
    long long b = 20;
    char c = 3;
    OK(hipConfigureCall(dim3(1), dim3(1), 0, s));
    OK(hipSetupArgument(&d, sizeof d, 0));
    OK(hipSetupArgument(&a, sizeof a, 8));
    OK(hipSetupArgument(&b, sizeof b, 16));
    OK(hipSetupArgument(&c, sizeof c, 24));
    OK(hipLaunchByPtr((const void *)add3));
    OK(hipStreamSynchronize(s));
    CHECK_EQ(d[0], 24);
    int v = 7;
    void *args[] = {&d, &v};
    hipLaunchAttribute attr[1];
    attr[0].id = hipLaunchAttributePriority;
    attr[0].val.priority = 0;
    hipLaunchConfig_t cfg{};
    cfg.gridDim = dim3(1);
    cfg.blockDim = dim3(8);
    cfg.stream = s;
    cfg.attrs = attr;
    cfg.numAttrs = 1;
    OK(hipLaunchKernelExC(&cfg, (const void *)put, args));
    OK(hipStreamSynchronize(s));
    CHECK_EQ(d[7], 14);
    d[0] = 0;
    void *cargs[] = {&d};
    hipLaunchParams lp{};
    lp.func = (void *)coop_count;
    lp.gridDim = dim3(2);
    lp.blockDim = dim3(16);
    lp.args = cargs;
    lp.stream = s;
    OK(hipLaunchCooperativeKernelMultiDevice(&lp, 1, 0));
    OK(hipStreamSynchronize(s));
    CHECK_EQ(d[0], 32);
    CHECK_HIP(hipLaunchCooperativeKernelMultiDevice(&lp, 2, 0), hipErrorInvalidDevice);
    hipGetLastError();

    // a pool's attributes
    hipMemPoolProps pp{};
    pp.allocType = hipMemAllocationTypePinned;
    pp.location.type = hipMemLocationTypeDevice;
    pp.location.id = 0;
    hipMemPool_t pool;
    OK(hipMemPoolCreate(&pool, &pp));
    unsigned long long thr = 1 << 20, got = 0, used = 0, high = 0;
    OK(hipMemPoolSetAttribute(pool, hipMemPoolAttrReleaseThreshold, &thr));
    OK(hipMemPoolGetAttribute(pool, hipMemPoolAttrReleaseThreshold, &got));
    CHECK_EQ(got, 1 << 20);
    int reuse = 0;
    OK(hipMemPoolSetAttribute(pool, hipMemPoolReuseAllowOpportunistic, &reuse));
    OK(hipMemPoolGetAttribute(pool, hipMemPoolReuseAllowOpportunistic, &reuse));
    CHECK_EQ(reuse, 0);
    void *pa = nullptr;
    OK(hipMallocFromPoolAsync(&pa, 4096, pool, s));
    OK(hipStreamSynchronize(s));
    OK(hipMemPoolGetAttribute(pool, hipMemPoolAttrUsedMemCurrent, &used));
    CHECK(used >= 4096);
    OK(hipFreeAsync(pa, s));
    OK(hipStreamSynchronize(s));
    OK(hipMemPoolGetAttribute(pool, hipMemPoolAttrUsedMemCurrent, &used));
    OK(hipMemPoolGetAttribute(pool, hipMemPoolAttrUsedMemHigh, &high));
    CHECK_EQ(used, 0);
    CHECK(high >= 4096);
    unsigned long long zero = 0, one = 1;
    OK(hipMemPoolSetAttribute(pool, hipMemPoolAttrUsedMemHigh, &zero));
    OK(hipMemPoolGetAttribute(pool, hipMemPoolAttrUsedMemHigh, &high));
    CHECK_EQ(high, 0);
    CHECK_HIP(hipMemPoolSetAttribute(pool, hipMemPoolAttrUsedMemHigh, &one), hipErrorInvalidValue);
    CHECK_HIP(hipMemPoolSetAttribute(pool, hipMemPoolAttrUsedMemCurrent, &zero), hipErrorInvalidValue);
    OK(hipMemPoolTrimTo(pool, 0));
    OK(hipMemPoolGetAttribute(pool, hipMemPoolAttrReservedMemCurrent, &got));
    CHECK_EQ(got, 0);
    OK(hipMemPoolDestroy(pool));
    hipGetLastError();

    // occupancy templates
    int grid = 0, block = 0, grid2 = 0, block2 = 0;
    OK(hipOccupancyMaxPotentialBlockSizeWithFlags(&grid, &block, put, 0, 0, hipOccupancyDefault));
    CHECK(grid > 0 && block > 0);
    OK(hipOccupancyMaxPotentialBlockSizeVariableSMem(&grid2, &block2, put,
                                                     [](int n) { return (size_t)n * 64; }));
    CHECK(block2 > 0 && block2 <= block && grid2 > 0);
    CHECK_HIP(hipOccupancyMaxPotentialBlockSizeWithFlags(&grid, &block, put, 0, 0, 7u),
              hipErrorInvalidValue);

    OK(hipFree(dev));
    OK(hipFree(d));
    OK(hipHostFree(flag));
    OK(hipHostFree(flag64));
    OK(hipStreamDestroy(s));
    return hs_test_done("driver");
}
