// hipcub_device.hip - hipCUB's device-wide primitives on hipshim (hipshim.libs.hipcub_device),
// each against a CPU reference: the two-call temporary-storage protocol (a non-zero size, too
// little storage refused), DeviceReduce (Sum, Min, Max, ArgMin, ArgMax, Reduce, ReduceByKey),
// DeviceScan (exclusive/inclusive, sums and scans, in place), DeviceRadixSort (keys, pairs,
// descending, DoubleBuffer, a bit range, float keys), DeviceSegmentedRadixSort, DeviceSelect
// (If, Flagged, Unique), DevicePartition, DeviceHistogram (even and range levels),
// DeviceSegmentedReduce, DeviceRunLengthEncode, and stream order after a kernel.
#include <hip/hip_runtime.h>
#include <hipcub/hipcub.hpp>
#include <algorithm>
#include <climits>
#include <cmath>
#include <iterator>
#include <cstdio>
#include <numeric>
#include <vector>

static int failures = 0;
#define CHECK(c, ...)                                                                            \
    do {                                                                                         \
        if (!(c)) {                                                                              \
            printf("FAIL line %d: ", __LINE__);                                                  \
            printf(__VA_ARGS__);                                                                 \
            printf("\n");                                                                        \
            failures++;                                                                          \
        }                                                                                        \
    } while (0)

// the two-call protocol around one primitive: size query, allocation, run, wait
#define TWO_CALL(...)                                                                            \
    do {                                                                                         \
        void *tmp = nullptr;                                                                     \
        size_t bytes = 0;                                                                        \
        CHECK(hipcub::__VA_ARGS__ == hipSuccess && bytes > 0, "size query of %s", #__VA_ARGS__); \
        hipMalloc(&tmp, bytes);                                                                  \
        CHECK(hipcub::__VA_ARGS__ == hipSuccess, "%s", #__VA_ARGS__);                           \
        hipDeviceSynchronize();                                                                  \
        hipFree(tmp);                                                                            \
    } while (0)

template <class T> static T *dev(const std::vector<T> &h) {
    T *d;
    hipMalloc(&d, h.size() * sizeof(T) + 1);
    hipMemcpy(d, h.data(), h.size() * sizeof(T), hipMemcpyHostToDevice);
    return d;
}
template <class T> static std::vector<T> host(const T *d, size_t n) {
    std::vector<T> h(n);
    hipMemcpy(h.data(), d, n * sizeof(T), hipMemcpyDeviceToHost);
    return h;
}
struct Odd {
    __host__ __device__ bool operator()(int x) const { return x & 1; }
};
struct Mul {
    __host__ __device__ long long operator()(long long a, long long b) const { return a * b % 1000003; }
};

__global__ void slow_set(int *p, int n, int v) {
    volatile long long spin = 0;
    for (int i = 0; i < 100000; i++)
        spin = spin + i;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        p[i] = v;
}

int main() {
    const int n = 5003;
    std::vector<int> h(n);
    for (int i = 0; i < n; i++)
        h[i] = (int)((i * 2654435761u) % 2001) - 1000;
    int *d = dev(h), *o = dev(std::vector<int>(n)), *num = dev(std::vector<int>(1));

    // ---- reductions ----
    long long *ls = dev(std::vector<long long>(1));
    TWO_CALL(DeviceReduce::Sum(tmp, bytes, d, ls, n));
    CHECK(host(ls, 1)[0] == std::accumulate(h.begin(), h.end(), 0LL), "Sum");
    TWO_CALL(DeviceReduce::Min(tmp, bytes, d, o, n));
    CHECK(host(o, 1)[0] == *std::min_element(h.begin(), h.end()), "Min");
    TWO_CALL(DeviceReduce::Max(tmp, bytes, d, o, n));
    CHECK(host(o, 1)[0] == *std::max_element(h.begin(), h.end()), "Max");
    hipcub::KeyValuePair<int, int> *kv = dev(std::vector<hipcub::KeyValuePair<int, int>>(1));
    TWO_CALL(DeviceReduce::ArgMin(tmp, bytes, d, kv, n));
    auto am = host(kv, 1)[0];
    CHECK(am.key == std::min_element(h.begin(), h.end()) - h.begin() && am.value == h[am.key], "ArgMin %d", am.key);
    TWO_CALL(DeviceReduce::ArgMax(tmp, bytes, d, kv, n));
    am = host(kv, 1)[0];
    CHECK(am.key == std::max_element(h.begin(), h.end()) - h.begin(), "ArgMax %d", am.key);
    TWO_CALL(DeviceReduce::ArgMin(tmp, bytes, d, kv, 0));
    am = host(kv, 1)[0];
    CHECK(am.key == 1 && am.value == INT_MAX, "ArgMin of nothing {%d, %d}", am.key, am.value);
    long long *lin = dev(std::vector<long long>(h.begin(), h.begin() + 100));
    TWO_CALL(DeviceReduce::Reduce(tmp, bytes, lin + 1, ls, 99, Mul(), 7LL));
    long long prod = 7;
    for (int i = 1; i < 100; i++)
        prod = prod * h[i] % 1000003;
    CHECK(host(ls, 1)[0] == prod, "Reduce with a functor");
    {
        std::vector<int> k = {1, 1, 2, 2, 2, 7, 1, 1};
        int *dk = dev(k), *uk = dev(std::vector<int>(8)), *agg = dev(std::vector<int>(8));
        TWO_CALL(DeviceReduce::ReduceByKey(tmp, bytes, dk, uk, dk, agg, num, hipcub::Sum(), 8));
        CHECK(host(num, 1)[0] == 4 && host(uk, 4) == std::vector<int>({1, 2, 7, 1}) &&
                  host(agg, 4) == std::vector<int>({2, 6, 7, 2}),
              "ReduceByKey");
    }

    // ---- scans ----
    TWO_CALL(DeviceScan::ExclusiveSum(tmp, bytes, d, o, n));
    std::vector<int> ref(n);
    std::exclusive_scan(h.begin(), h.end(), ref.begin(), 0);
    CHECK(host(o, n) == ref, "ExclusiveSum");
    TWO_CALL(DeviceScan::InclusiveScan(tmp, bytes, d, o, hipcub::Max(), n));
    std::inclusive_scan(h.begin(), h.end(), ref.begin(), [](int a, int b) { return std::max(a, b); });
    CHECK(host(o, n) == ref, "InclusiveScan max");
    TWO_CALL(DeviceScan::ExclusiveScan(tmp, bytes, d, o, hipcub::Sum(), 10, n));
    std::exclusive_scan(h.begin(), h.end(), ref.begin(), 10);
    CHECK(host(o, n) == ref, "ExclusiveScan with 10");
    hipMemcpy(o, d, n * sizeof(int), hipMemcpyDeviceToDevice);
    TWO_CALL(DeviceScan::InclusiveSum(tmp, bytes, o, o, n));
    std::inclusive_scan(h.begin(), h.end(), ref.begin());
    CHECK(host(o, n) == ref, "InclusiveSum in place");

    // ---- radix sorts ----
    std::vector<int> s = h;
    std::sort(s.begin(), s.end());
    TWO_CALL(DeviceRadixSort::SortKeys(tmp, bytes, d, o, n));
    CHECK(host(o, n) == s, "SortKeys");
    std::vector<int> idx(n);
    std::iota(idx.begin(), idx.end(), 0);
    int *vi = dev(idx), *vo = dev(idx);
    TWO_CALL(DeviceRadixSort::SortPairsDescending(tmp, bytes, d, o, vi, vo, n));
    std::vector<int> order = idx;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return h[a] > h[b]; });
    bool ok = true;
    auto ko = host(o, n), voh = host(vo, n);
    for (int i = 0; i < n; i++)
        ok &= ko[i] == h[order[i]] && voh[i] == order[i];
    CHECK(ok, "SortPairsDescending (stable)");
    {
        std::vector<unsigned> u(n);
        for (int i = 0; i < n; i++)
            u[i] = (unsigned)h[i] * 2654435761u;
        unsigned *a = dev(u), *b = dev(u);
        hipcub::DoubleBuffer<unsigned> db(a, b);
        TWO_CALL(DeviceRadixSort::SortKeys(tmp, bytes, db, n, 8, 16));
        std::vector<unsigned> us = u;
        std::stable_sort(us.begin(), us.end(), [](unsigned x, unsigned y) { return ((x >> 8) & 0xff) < ((y >> 8) & 0xff); });
        CHECK(host(db.Current(), n) == us, "DoubleBuffer SortKeys on bits 8..15");
    }
    {
        std::vector<float> f = {3.5f, -0.0f, 0.0f, -2.0f, 1e-30f, -1e30f, 2.0f, -0.5f};
        float *df = dev(f), *dfo = dev(f);
        TWO_CALL(DeviceRadixSort::SortKeys(tmp, bytes, df, dfo, 8));
        auto r = host(dfo, 8);
        CHECK(r[0] == -1e30f && r[1] == -2.0f && r[3] == 0.0f && std::signbit(r[3]) && !std::signbit(r[4]) && r[7] == 3.5f,
              "float keys");
    }
    {
        std::vector<int> off = {0, 3, 3, 8};
        std::vector<int> k = {5, 1, 3, 9, 8, 7, 1, 0};
        int *dk = dev(k), *dko = dev(k), *doff = dev(off);
        TWO_CALL(DeviceSegmentedRadixSort::SortKeys(tmp, bytes, dk, dko, 8, 3, doff, doff + 1));
        CHECK(host(dko, 8) == std::vector<int>({1, 3, 5, 0, 1, 7, 8, 9}), "DeviceSegmentedRadixSort");
        TWO_CALL(DeviceSegmentedReduce::Sum(tmp, bytes, dk, o, 3, doff, doff + 1));
        CHECK(host(o, 3) == std::vector<int>({9, 0, 25}), "DeviceSegmentedReduce::Sum");
        hipcub::KeyValuePair<int, int> *kv3 = dev(std::vector<hipcub::KeyValuePair<int, int>>(3));
        TWO_CALL(DeviceSegmentedReduce::ArgMax(tmp, bytes, dk, kv3, 3, doff, doff + 1));
        auto r = host(kv3, 3);
        CHECK(r[0].key == 0 && r[0].value == 5 && r[1].key == 1 && r[2].key == 0 && r[2].value == 9, "segmented ArgMax");
    }

    // ---- selection ----
    TWO_CALL(DeviceSelect::If(tmp, bytes, d, o, num, n, Odd()));
    std::vector<int> odd;
    std::copy_if(h.begin(), h.end(), std::back_inserter(odd), Odd());
    CHECK(host(num, 1)[0] == (int)odd.size() && host(o, odd.size()) == odd, "Select::If");
    std::vector<char> fl(n);
    for (int i = 0; i < n; i++)
        fl[i] = i % 3 == 0;
    char *dfl = dev(fl);
    TWO_CALL(DeviceSelect::Flagged(tmp, bytes, d, dfl, o, num, n));
    CHECK(host(num, 1)[0] == (n + 2) / 3 && host(o, 2)[1] == h[3], "Select::Flagged");
    {
        std::vector<int> r = {1, 1, 2, 3, 3, 3, 1, 4};
        int *dr = dev(r);
        TWO_CALL(DeviceSelect::Unique(tmp, bytes, dr, o, num, 8));
        CHECK(host(num, 1)[0] == 5 && host(o, 5) == std::vector<int>({1, 2, 3, 1, 4}), "Select::Unique");
        int *cnt = dev(std::vector<int>(8));
        TWO_CALL(DeviceRunLengthEncode::Encode(tmp, bytes, dr, o, cnt, num, 8));
        CHECK(host(num, 1)[0] == 5 && host(cnt, 5) == std::vector<int>({2, 1, 3, 1, 1}), "RunLengthEncode");
        std::vector<int> p = {1, 2, 3, 4, 5, 6};
        int *dp = dev(p);
        TWO_CALL(DevicePartition::If(tmp, bytes, dp, o, num, 6, Odd()));
        CHECK(host(num, 1)[0] == 3 && host(o, 6) == std::vector<int>({1, 3, 5, 6, 4, 2}), "Partition::If");
    }

    // ---- histograms ----
    {
        std::vector<int> smp = {0, 1, 9, 10, 19, 20, 39, 40, -1, 25};
        int *ds = dev(smp), *hist = dev(std::vector<int>(4));
        TWO_CALL(DeviceHistogram::HistogramEven(tmp, bytes, ds, hist, 5, 0, 40, 10));
        CHECK(host(hist, 4) == std::vector<int>({3, 2, 2, 1}), "HistogramEven");
        std::vector<float> lv = {0.0f, 1.0f, 10.0f, 100.0f};
        std::vector<float> fs = {0.5f, 1.0f, 99.9f, 100.0f, 5.0f, -3.0f};
        float *dlv = dev(lv), *dfs = dev(fs);
        TWO_CALL(DeviceHistogram::HistogramRange(tmp, bytes, dfs, hist, 4, dlv, 6));
        CHECK(host(hist, 3) == std::vector<int>({1, 2, 1}), "HistogramRange");
    }

    // ---- protocol and stream order ----
    {
        size_t bytes = 0;
        CHECK(hipcub::DeviceRadixSort::SortKeys(nullptr, bytes, d, o, n) == hipSuccess && bytes >= n * sizeof(int),
              "radix sort scratch size");
        size_t small = 8;
        void *tmp;
        hipMalloc(&tmp, 8);
        CHECK(hipcub::DeviceRadixSort::SortKeys(tmp, small, d, o, n) == hipErrorInvalidValue, "too little storage accepted");
        hipStream_t st;
        hipStreamCreateWithFlags(&st, hipStreamNonBlocking);
        void *t2;
        size_t b2 = 0;
        hipcub::DeviceReduce::Sum(nullptr, b2, o, ls, 1000, st);
        hipMalloc(&t2, b2);
        hipLaunchKernelGGL(slow_set, dim3(1), dim3(64), 0, st, o, 1000, 3);
        CHECK(hipcub::DeviceReduce::Sum(t2, b2, o, ls, 1000, st) == hipSuccess, "Sum on a stream");
        hipStreamSynchronize(st);
        CHECK(host(ls, 1)[0] == 3000, "Sum after a kernel on its stream: %lld", host(ls, 1)[0]);
        hipStreamDestroy(st);
    }

    if (failures) {
        printf("hipcub_device: %d failures\n", failures);
        return 1;
    }
    printf("hipcub_device: ok\n");
    return 0;
}
