// runners.hip - who runs a kernel's blocks (hs_stream.c): the workers, woken one by one, and at
// most one host thread that waits; takes of blocks bounded in GPU threads. Checked: a host that
// only polls (hipStreamQuery, hipEventQuery) without ever synchronising still sees its kernels
// finish; several host threads launching and waiting at once all get correct results; grids of
// many tiny blocks and of few 1024-thread blocks cover every block exactly once.
#include "hs_test.h"

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

__global__ void fill(unsigned *out, unsigned n, unsigned salt)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = i * 2654435761u ^ salt;
}

__global__ void count_blocks(unsigned *hits)
{
    if (threadIdx.x == 0)
        atomicAdd(&hits[blockIdx.x], 1u);
}

static int check_fill(const unsigned *o, unsigned n, unsigned salt)
{
    int bad = 0;
    for (unsigned i = 0; i < n; i++)
        bad += o[i] != (i * 2654435761u ^ salt);
    return bad;
}

// Polls until the query stops answering hipErrorNotReady; fails after 60 s (a hang).
template <class Q> static hipError_t poll(Q q)
{
    auto t0 = std::chrono::steady_clock::now();
    hipError_t e;
    while ((e = q()) == hipErrorNotReady) {
        if (std::chrono::steady_clock::now() - t0 > std::chrono::seconds(60))
            return hipErrorNotReady;
        std::this_thread::yield();
    }
    return e;
}

int main()
{
    const unsigned n = 1u << 20;
    unsigned *a;
    OK(hipMalloc(&a, n * sizeof(unsigned)));

    // a host that polls a stream, never synchronising
    hipStream_t s;
    OK(hipStreamCreateWithFlags(&s, hipStreamNonBlocking));
    for (int r = 0; r < 3; r++) {
        hipLaunchKernelGGL(fill, dim3(n / 128), dim3(128), 0, s, a, n, 7u + (unsigned)r);
        OK(poll([&] { return hipStreamQuery(s); }));
        CHECK_EQ(check_fill(a, n, 7u + (unsigned)r), 0);
    }
    // ... and one that polls an event recorded after the kernel
    hipEvent_t ev;
    OK(hipEventCreate(&ev));
    hipLaunchKernelGGL(fill, dim3(n / 256), dim3(256), 0, s, a, n, 99u);
    OK(hipEventRecord(ev, s));
    OK(poll([&] { return hipEventQuery(ev); }));
    CHECK_EQ(check_fill(a, n, 99u), 0);
    OK(hipEventDestroy(ev));
    OK(hipStreamDestroy(s));

    // several host threads launching and waiting at once (one of them may run blocks at a time)
    const int nh = 4;
    std::vector<unsigned *> outs(nh);
    for (auto &o : outs)
        OK(hipMalloc(&o, n * sizeof(unsigned)));
    std::atomic<int> errors{0};
    std::vector<std::thread> hosts;
    for (int h = 0; h < nh; h++)
        hosts.emplace_back([&, h] {
            hipStream_t hs;
            if (hipStreamCreate(&hs) != hipSuccess) {
                errors++;
                return;
            }
            for (int r = 0; r < 4; r++) {
                unsigned salt = (unsigned)(h * 100 + r);
                hipLaunchKernelGGL(fill, dim3((n + 191) / 192), dim3(192), 0, hs, outs[h], n, salt);
                if (h & 1 ? hipStreamSynchronize(hs) != hipSuccess
                          : poll([&] { return hipStreamQuery(hs); }) != hipSuccess)
                    errors++;
                else if (check_fill(outs[h], n, salt))
                    errors++;
            }
            if (hipStreamDestroy(hs) != hipSuccess)
                errors++;
        });
    for (auto &t : hosts)
        t.join();
    CHECK_EQ(errors.load(), 0);
    for (auto &o : outs)
        OK(hipFree(o));

    // every block exactly once: many tiny blocks, and few blocks of 1024 threads (a take of
    // blocks is bounded in GPU threads, so a take may hold a single large block)
    const unsigned nb = 200000;
    unsigned *hits;
    OK(hipMallocManaged(&hits, nb * sizeof(unsigned)));
    for (unsigned i = 0; i < nb; i++)
        hits[i] = 0;
    hipLaunchKernelGGL(count_blocks, dim3(nb), dim3(1), 0, 0, hits);
    hipLaunchKernelGGL(count_blocks, dim3(97), dim3(1024), 0, 0, hits);
    OK(hipDeviceSynchronize());
    int bad = 0;
    for (unsigned i = 0; i < nb; i++)
        bad += hits[i] != (i < 97 ? 2u : 1u);
    CHECK_EQ(bad, 0);
    OK(hipFree(hits));
    OK(hipFree(a));
    OK(hipGetLastError());
    return hs_test_done("runners");
}
