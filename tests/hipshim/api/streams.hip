// streams.hip - stream creation/flags, ordering within a stream, null-stream ordering with
// blocking streams, non-blocking streams, events (record, query, synchronize, elapsed time,
// flags), hipStreamWaitEvent, host functions, invalid handles.
#include "hs_test.h"
#include <atomic>
#include <chrono>
#include <thread>

static std::atomic<int> gate{0};

// Waits (with a time limit) until the host opens the gate, then writes v.
__global__ void wait_then_write(int *p, int v)
{
    if (threadIdx.x == 0) {
        for (int i = 0; i < 4000 && !gate.load(); i++)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        *p = v;
    }
}

__global__ void add_one(int *p) { if (threadIdx.x == 0) *p += 1; }
__global__ void copy_val(const int *src, int *dst) { if (threadIdx.x == 0) *dst = *src; }

static void CB_host(void *u) { (*(int *)u) += 10; }
static void CB_stream(hipStream_t, hipError_t st, void *u) { if (st == hipSuccess) (*(int *)u) += 100; }

int main()
{
    hipStream_t s1, s2, snb;
    OK(hipStreamCreate(&s1));
    OK(hipStreamCreateWithFlags(&s2, hipStreamDefault));
    OK(hipStreamCreateWithFlags(&snb, hipStreamNonBlocking));
    CHECK_HIP(hipStreamCreateWithFlags(&s2, 0x40), hipErrorInvalidValue);
    unsigned fl = 9;
    OK(hipStreamGetFlags(snb, &fl));
    CHECK_EQ(fl, hipStreamNonBlocking);
    int *v;
    OK(hipMallocManaged(&v, 9 * sizeof(int)));
    for (int i = 0; i < 9; i++) v[i] = 0;

    // in-order execution within a stream; query reports pending work
    gate = 0;
    hipLaunchKernelGGL(wait_then_write, dim3(1), dim3(1), 0, s1, v, 5);
    hipLaunchKernelGGL(add_one, dim3(1), dim3(1), 0, s1, v);
    CHECK_HIP(hipStreamQuery(s1), hipErrorNotReady);
    OK(hipStreamQuery(s2));
    gate = 1;
    OK(hipStreamSynchronize(s1));
    CHECK_EQ(v[0], 6);
    OK(hipStreamQuery(s1));

    // the null stream waits for blocking streams: the copy must see the write
    gate = 0;
    hipLaunchKernelGGL(wait_then_write, dim3(1), dim3(1), 0, s1, v + 1, 7);
    hipLaunchKernelGGL(copy_val, dim3(1), dim3(1), 0, 0, v + 1, v + 2);
    gate = 1;
    OK(hipDeviceSynchronize());
    CHECK_EQ(v[2], 7);

    // a non-blocking stream does not wait for the null stream
    gate = 0;
    hipLaunchKernelGGL(wait_then_write, dim3(1), dim3(1), 0, 0, v + 3, 9);
    hipLaunchKernelGGL(add_one, dim3(1), dim3(1), 0, snb, v + 4);
    OK(hipStreamSynchronize(snb));
    CHECK_EQ(v[4], 1);
    CHECK_EQ(v[3], 0);
    gate = 1;
    OK(hipDeviceSynchronize());
    CHECK_EQ(v[3], 9);

    // events: unrecorded, record/query/sync, elapsed time, stream wait
    hipEvent_t e0, e1, enot, ebad;
    OK(hipEventCreate(&e0));
    OK(hipEventCreate(&e1));
    OK(hipEventCreateWithFlags(&enot, hipEventDisableTiming));
    CHECK_HIP(hipEventCreateWithFlags(&ebad, hipEventInterprocess), hipErrorInvalidValue);
    OK(hipEventQuery(e0));
    float ms = -1;
    CHECK_HIP(hipEventElapsedTime(&ms, e0, e1), hipErrorInvalidHandle);
    gate = 0;
    OK(hipEventRecord(e0, s1));
    hipLaunchKernelGGL(wait_then_write, dim3(1), dim3(1), 0, s1, v + 5, 11);
    OK(hipEventRecord(e1, s1));
    OK(hipEventRecord(enot, s1));
    // s2 waits for e1 before copying
    OK(hipStreamWaitEvent(s2, e1, 0));
    hipLaunchKernelGGL(copy_val, dim3(1), dim3(1), 0, s2, v + 5, v + 6);
    CHECK_HIP(hipEventQuery(e1), hipErrorNotReady);
    CHECK_HIP(hipEventElapsedTime(&ms, e0, e1), hipErrorNotReady);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    gate = 1;
    OK(hipEventSynchronize(e1));
    OK(hipEventQuery(e1));
    OK(hipEventElapsedTime(&ms, e0, e1));
    CHECK(ms >= 15.0f && ms < 5000.0f);
    OK(hipEventSynchronize(enot));
    CHECK_HIP(hipEventElapsedTime(&ms, e0, enot), hipErrorInvalidHandle);
    OK(hipStreamSynchronize(s2));
    CHECK_EQ(v[6], 11);

    // host functions run in stream order
    int hv = 0;
    OK(hipLaunchHostFunc(s1, CB_host, &hv));
    OK(hipStreamAddCallback(s1, CB_stream, &hv, 0));
    OK(hipStreamSynchronize(s1));
    CHECK_EQ(hv, 110);
    CHECK_HIP(hipLaunchHostFunc(s1, nullptr, &hv), hipErrorInvalidValue);

    // many small launches across streams keep per-stream order: each stream increments its own
    // counter (the two streams may run at once, so a shared non-atomic counter would race)
    for (int i = 0; i < 200; i++) {
        hipLaunchKernelGGL(add_one, dim3(1), dim3(1), 0, (i & 1) ? s1 : s2, v + 7 + (i & 1));
        if (i % 50 == 0) OK(hipStreamSynchronize(s1));
    }
    OK(hipDeviceSynchronize());
    CHECK_EQ(v[7], 100);
    CHECK_EQ(v[8], 100);

    // unknown or destroyed handles
    OK(hipStreamDestroy(s2));
    CHECK_HIP(hipStreamSynchronize(s2), hipErrorInvalidHandle);
    CHECK_HIP(hipStreamQuery(s2), hipErrorInvalidHandle);
    CHECK_HIP(hipStreamDestroy(s2), hipErrorInvalidHandle);
    CHECK_HIP(hipMemcpyAsync(v, v + 1, 4, hipMemcpyDefault, s2), hipErrorInvalidHandle);
    hipLaunchKernelGGL(add_one, dim3(1), dim3(1), 0, s2, v);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidHandle);
    OK(hipEventDestroy(e1));
    CHECK_HIP(hipEventQuery(e1), hipErrorInvalidHandle);
    CHECK_HIP(hipEventRecord(e1, s1), hipErrorInvalidHandle);
    CHECK_HIP(hipStreamWaitEvent(s1, e1, 0), hipErrorInvalidHandle);
    CHECK_HIP(hipEventDestroy(e1), hipErrorInvalidHandle);
    OK(hipEventDestroy(e0));
    OK(hipEventDestroy(enot));
    OK(hipStreamDestroy(s1));
    OK(hipStreamDestroy(snb));
    OK(hipFree(v));
    hipGetLastError();
    return hs_test_done("streams");
}
