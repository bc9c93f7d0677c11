// cub_device: CUB's device-wide primitives with the two-call temporary-storage protocol and a
// caching allocator, as CUB's examples use them, against a CPU reference: DeviceReduce (Sum,
// Max, ReduceByKey with a functor), DeviceScan (ExclusiveSum, InclusiveSum in place),
// DeviceRadixSort (SortPairs, SortKeys through a DoubleBuffer, descending, a bit range),
// DeviceSegmentedRadixSort, DeviceSelect (If, Flagged, Unique), DeviceHistogram
// (HistogramEven), DeviceSegmentedReduce (Sum), DeviceRunLengthEncode (Encode); the work runs
// on a non-blocking stream after a kernel that fills the input. Integer data.
#include <cub/cub.cuh>
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

#define CUDA(x)                                                                                  \
    do {                                                                                         \
        cudaError_t e_ = (x);                                                                    \
        if (e_ != cudaSuccess) {                                                                 \
            printf("FAIL: %s: %s\n", #x, cudaGetErrorString(e_));                                \
            return 1;                                                                            \
        }                                                                                        \
    } while (0)

static cub::CachingDeviceAllocator allocator(true);
static int failures = 0;
static void verdict(const char *what, bool ok) {
    printf("%s: %s\n", what, ok ? "ok" : "WRONG");
    failures += !ok;
}
template <class T> static std::vector<T> fetch(const T *d, int n, cudaStream_t s) {
    std::vector<T> h(n);
    cudaMemcpyAsync(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    return h;
}

struct Odd {
    __host__ __device__ bool operator()(int x) const { return x & 1; }
};
struct MaxOp {
    __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

// the input, made on the device: the primitives must follow it in stream order
__global__ void fill(int *p, int n, unsigned seed) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned x = (i + 1) * 2654435761u ^ seed;
        x ^= x >> 13;
        x *= 0x5bd1e995u;
        p[i] = (int)(x % 20001) - 10000;
    }
}

int main() {
    const int n = 200003;
    cudaStream_t st;
    CUDA(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
    int *d_in, *d_out, *d_vals, *d_vals_out, *d_num;
    long long *d_sum;
    CUDA(allocator.DeviceAllocate((void **)&d_in, n * sizeof(int), st));
    CUDA(allocator.DeviceAllocate((void **)&d_out, n * sizeof(int), st));
    CUDA(allocator.DeviceAllocate((void **)&d_vals, n * sizeof(int), st));
    CUDA(allocator.DeviceAllocate((void **)&d_vals_out, n * sizeof(int), st));
    CUDA(allocator.DeviceAllocate((void **)&d_num, sizeof(int), st));
    CUDA(allocator.DeviceAllocate((void **)&d_sum, sizeof(long long), st));
    fill<<<(n + 255) / 256, 256, 0, st>>>(d_in, n, 7u);
    std::vector<int> h = fetch(d_in, n, st);
    fill<<<(n + 255) / 256, 256, 0, st>>>(d_in, n, 7u);   // again: queued before each primitive

    void *tmp = nullptr;
    size_t bytes = 0;
    // the protocol: ask, allocate, run
#define RUN(call)                                                                                \
    do {                                                                                         \
        tmp = nullptr;                                                                           \
        bytes = 0;                                                                               \
        CUDA(call);                                                                              \
        CUDA(allocator.DeviceAllocate(&tmp, bytes, st));                                        \
        CUDA(call);                                                                              \
        CUDA(allocator.DeviceFree(tmp));                                                         \
    } while (0)

    RUN(cub::DeviceReduce::Sum(tmp, bytes, d_in, d_sum, n, st));
    verdict("DeviceReduce::Sum", fetch(d_sum, 1, st)[0] == std::accumulate(h.begin(), h.end(), 0LL));
    RUN(cub::DeviceReduce::Max(tmp, bytes, d_in, d_out, n, st));
    verdict("DeviceReduce::Max", fetch(d_out, 1, st)[0] == *std::max_element(h.begin(), h.end()));

    RUN(cub::DeviceScan::ExclusiveSum(tmp, bytes, d_in, d_out, n, st));
    std::vector<int> ref(n);
    int run = 0;
    for (int i = 0; i < n; i++)
        ref[i] = run, run += h[i];
    verdict("DeviceScan::ExclusiveSum", fetch(d_out, n, st) == ref);
    CUDA(cudaMemcpyAsync(d_out, d_in, n * sizeof(int), cudaMemcpyDeviceToDevice, st));
    RUN(cub::DeviceScan::InclusiveSum(tmp, bytes, d_out, d_out, n, st));
    std::partial_sum(h.begin(), h.end(), ref.begin());
    verdict("DeviceScan::InclusiveSum in place", fetch(d_out, n, st) == ref);

    // radix sorts
    std::vector<int> idx(n);
    std::iota(idx.begin(), idx.end(), 0);
    CUDA(cudaMemcpyAsync(d_vals, idx.data(), n * sizeof(int), cudaMemcpyHostToDevice, st));
    RUN(cub::DeviceRadixSort::SortPairs(tmp, bytes, d_in, d_out, d_vals, d_vals_out, n, 0, 32, st));
    std::vector<int> order = idx;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return h[a] < h[b]; });
    std::vector<int> keys = fetch(d_out, n, st), vals = fetch(d_vals_out, n, st);
    bool ok = true;
    for (int i = 0; i < n; i++)
        ok &= keys[i] == h[order[i]] && vals[i] == order[i];
    verdict("DeviceRadixSort::SortPairs", ok);
    CUDA(cudaMemcpyAsync(d_vals, d_in, n * sizeof(int), cudaMemcpyDeviceToDevice, st));
    cub::DoubleBuffer<int> db(d_vals, d_vals_out);
    RUN(cub::DeviceRadixSort::SortKeysDescending(tmp, bytes, db, n, 0, 32, st));
    std::vector<int> desc = h;
    std::sort(desc.begin(), desc.end(), [](int a, int b) { return a > b; });
    verdict("DeviceRadixSort::SortKeysDescending (DoubleBuffer)", fetch(db.Current(), n, st) == desc);
    RUN(cub::DeviceRadixSort::SortKeys(tmp, bytes, d_in, d_out, n, 4, 12, st));
    std::vector<int> bits = h;
    std::stable_sort(bits.begin(), bits.end(), [](int a, int b) { return ((a >> 4) & 0xff) < ((b >> 4) & 0xff); });
    verdict("DeviceRadixSort::SortKeys bits 4..11", fetch(d_out, n, st) == bits);

    // segments of 1000 items (the last one shorter)
    const int segs = (n + 999) / 1000;
    std::vector<int> offsets(segs + 1);
    for (int s = 0; s <= segs; s++)
        offsets[s] = std::min(n, 1000 * s);
    int *d_off;
    CUDA(allocator.DeviceAllocate((void **)&d_off, (segs + 1) * sizeof(int), st));
    CUDA(cudaMemcpyAsync(d_off, offsets.data(), (segs + 1) * sizeof(int), cudaMemcpyHostToDevice, st));
    RUN(cub::DeviceSegmentedRadixSort::SortKeys(tmp, bytes, d_in, d_out, n, segs, d_off, d_off + 1, 0, 32, st));
    ref = h;
    for (int s = 0; s < segs; s++)
        std::sort(ref.begin() + offsets[s], ref.begin() + offsets[s + 1]);
    verdict("DeviceSegmentedRadixSort::SortKeys", fetch(d_out, n, st) == ref);
    RUN(cub::DeviceSegmentedReduce::Sum(tmp, bytes, d_in, d_out, segs, d_off, d_off + 1, st));
    std::vector<int> ss(segs);
    for (int s = 0; s < segs; s++)
        ss[s] = std::accumulate(h.begin() + offsets[s], h.begin() + offsets[s + 1], 0);
    verdict("DeviceSegmentedReduce::Sum", fetch(d_out, segs, st) == ss);

    // selection, histogram, runs
    RUN(cub::DeviceSelect::If(tmp, bytes, d_in, d_out, d_num, n, Odd(), st));
    ref.clear();
    std::copy_if(h.begin(), h.end(), std::back_inserter(ref), Odd());
    int nsel = fetch(d_num, 1, st)[0];
    verdict("DeviceSelect::If", nsel == (int)ref.size() && fetch(d_out, nsel, st) == ref);
    std::vector<char> flags(n);
    for (int i = 0; i < n; i++)
        flags[i] = h[i] > 5000;
    char *d_flags;
    CUDA(allocator.DeviceAllocate((void **)&d_flags, n, st));
    CUDA(cudaMemcpyAsync(d_flags, flags.data(), n, cudaMemcpyHostToDevice, st));
    RUN(cub::DeviceSelect::Flagged(tmp, bytes, d_in, d_flags, d_out, d_num, n, st));
    ref.clear();
    for (int i = 0; i < n; i++)
        if (flags[i])
            ref.push_back(h[i]);
    nsel = fetch(d_num, 1, st)[0];
    verdict("DeviceSelect::Flagged", nsel == (int)ref.size() && fetch(d_out, nsel, st) == ref);
    // runs: the input sorted by 8 bits has long runs of equal (key >> 4 & 0xff)? use h / 500
    std::vector<int> r(n);
    for (int i = 0; i < n; i++)
        r[i] = (i / 7) % 50 + (i % 97 == 0);
    CUDA(cudaMemcpyAsync(d_vals, r.data(), n * sizeof(int), cudaMemcpyHostToDevice, st));
    RUN(cub::DeviceSelect::Unique(tmp, bytes, d_vals, d_out, d_num, n, st));
    std::vector<int> u = r;
    u.erase(std::unique(u.begin(), u.end()), u.end());
    nsel = fetch(d_num, 1, st)[0];
    verdict("DeviceSelect::Unique", nsel == (int)u.size() && fetch(d_out, nsel, st) == u);
    RUN(cub::DeviceRunLengthEncode::Encode(tmp, bytes, d_vals, d_out, d_vals_out, d_num, n, st));
    std::vector<int> lens;
    for (int i = 0; i < n;) {
        int j = i;
        while (j < n && r[j] == r[i])
            j++;
        lens.push_back(j - i);
        i = j;
    }
    nsel = fetch(d_num, 1, st)[0];
    verdict("DeviceRunLengthEncode::Encode", nsel == (int)lens.size() && fetch(d_vals_out, nsel, st) == lens);
    RUN(cub::DeviceReduce::ReduceByKey(tmp, bytes, d_vals, d_out, d_in, d_vals_out, d_num, MaxOp(), n, st));
    std::vector<int> mx;
    for (int i = 0; i < n;) {
        int j = i, m = h[i];
        while (j < n && r[j] == r[i])
            m = std::max(m, h[j++]);
        mx.push_back(m);
        i = j;
    }
    nsel = fetch(d_num, 1, st)[0];
    verdict("DeviceReduce::ReduceByKey", nsel == (int)mx.size() && fetch(d_vals_out, nsel, st) == mx);
    int *d_hist;
    CUDA(allocator.DeviceAllocate((void **)&d_hist, 20 * sizeof(int), st));
    RUN(cub::DeviceHistogram::HistogramEven(tmp, bytes, d_in, d_hist, 21, -10000, 10000, n, st));
    std::vector<int> hist(20, 0);
    for (int v : h)
        if (v >= -10000 && v < 10000)
            hist[(v + 10000) / 1000]++;
    std::vector<int> got = fetch(d_hist, 20, st);
    verdict("DeviceHistogram::HistogramEven", got == hist);
    printf("histogram: %d %d ... %d %d\n", got[0], got[1], got[18], got[19]);

    CUDA(cudaStreamDestroy(st));
    if (failures) {
        printf("FAIL: %d checks\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
