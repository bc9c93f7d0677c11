// defects.hip - launches and copies that HIP accepts and hipshim once did not: a kernel argument
// written as a braced list (through <<<>>> and hipLaunchKernelGGL), a kernel launched without
// its default arguments, an asynchronous copy from malloc'd memory freed before the stream gets
// to it, many streams made and destroyed, the T** overloads of the allocators, __align__, and
// hipProfilerStart/Stop.
#include "hs_test.h"
#include <cstring>
#include <vector>

struct Size2 { int w, h; };
struct __align__(16) Quad { float v[3]; };

__global__ void area(int *out, Size2 s) { out[blockIdx.x] = s.w * s.h + (int)blockIdx.x; }

__global__ void scaled(int *out, int v, int scale = 10, int bias = 3)
{
    out[threadIdx.x] = v * scale + bias;
}

// slow enough that the copy queued after it runs once the host has freed its source
__global__ void spin(volatile int *flag, int n)
{
    for (int i = 0; i < n; i++)
        *flag = i;
}

__global__ void sum_into(int *out, const int *in, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += in[i];
    *out = s;
}

int main()
{
    int *o;
    OK(hipMallocManaged(&o, 64 * sizeof(int)));

    // braced-list arguments
    area<<<2, 1>>>(o, {3, 4});
    OK(hipDeviceSynchronize());
    CHECK_EQ(o[0], 12);
    CHECK_EQ(o[1], 13);
    hipLaunchKernelGGL(area, dim3(1), dim3(1), 0, 0, o, {5, 6});
    OK(hipDeviceSynchronize());
    CHECK_EQ(o[0], 30);

    // default arguments
    scaled<<<1, 2>>>(o, 4);
    OK(hipDeviceSynchronize());
    CHECK_EQ(o[0], 43);
    CHECK_EQ(o[1], 43);
    hipLaunchKernelGGL(scaled, dim3(1), dim3(1), 0, 0, o, 4, 2);
    OK(hipDeviceSynchronize());
    CHECK_EQ(o[0], 11);
    scaled<<<1, 1>>>(o, 4, 2, 0);
    OK(hipDeviceSynchronize());
    CHECK_EQ(o[0], 8);

    // pageable source freed (and its memory reused) before the stream runs the copy
    const int n = 4096;
    hipStream_t s;
    OK(hipStreamCreate(&s));
    int *d, *flag;
    OK(hipMalloc(&d, n * sizeof(int)));
    OK(hipMalloc(&flag, sizeof(int)));
    long long want = 0;
    for (int round = 0; round < 4; round++) {
        spin<<<1, 1, 0, s>>>(flag, 2000000);
        int *h = (int *)std::malloc(n * sizeof(int));
        for (int i = 0; i < n; i++)
            h[i] = i + round;
        want = 0;
        for (int i = 0; i < n; i++)
            want += i + round;
        OK(hipMemcpyAsync(d, h, n * sizeof(int), hipMemcpyHostToDevice, s));
        std::memset(h, 0x7f, n * sizeof(int));   // what the program may do with it now
        std::free(h);
        std::vector<int> reuse(n, -1);           // likely takes the freed block
        sum_into<<<1, 1, 0, s>>>(o, d, n);
        OK(hipStreamSynchronize(s));
        CHECK_EQ(o[0], want);
        CHECK_EQ(reuse[0], -1);
    }

    // many streams: each made and destroyed in O(1)
    std::vector<hipStream_t> many(20000);
    for (auto &x : many)
        OK(hipStreamCreate(&x));
    for (auto &x : many)
        OK(hipStreamDestroy(x));
    CHECK_HIP(hipStreamDestroy(many[0]), hipErrorInvalidHandle);
    hipGetLastError();

    // T** overloads
    float *fa = nullptr;
    OK(hipMallocAsync(&fa, 16 * sizeof(float), s));
    hipMemPool_t pool;
    OK(hipDeviceGetDefaultMemPool(&pool, 0));
    double *da = nullptr;
    OK(hipMallocAsync(&da, 8 * sizeof(double), pool, s));
    double *db = nullptr;
    OK(hipMallocFromPoolAsync(&db, 8 * sizeof(double), pool, s));
    Quad *qm = nullptr;
    OK(hipMallocManaged(&qm, 4 * sizeof(Quad)));
    CHECK(fa && da && db && qm);
    CHECK_EQ(alignof(Quad), 16);
    CHECK_EQ(sizeof(Quad), 16);
    OK(hipFreeAsync(fa, s));
    OK(hipFreeAsync(da, s));
    OK(hipFreeAsync(db, s));
    OK(hipStreamSynchronize(s));
    OK(hipFree(qm));

    // the profiler: nothing to start on a CPU, but both succeed
    OK(hipProfilerStart());
    OK(hipProfilerStop());

    OK(hipStreamDestroy(s));
    OK(hipFree(d));
    OK(hipFree(flag));
    OK(hipFree(o));
    return hs_test_done("defects");
}
