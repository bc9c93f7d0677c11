// hipcub_block.hip - hipCUB's block and warp primitives on hipshim (hipshim.libs.hipcub_block, at
// warp size 32 and 64), each against a CPU reference: BlockLoad/BlockStore (direct, striped,
// warp-transposed, guarded), BlockExchange, BlockReduce (full and partial), BlockScan (sums,
// scans with an initial value, block aggregates, a prefix callback carried over tiles, several
// items per thread, a 2-D block), BlockRadixSort (keys and pairs, descending, float keys with
// negatives and -0.0, a bit range), BlockHistogram, BlockDiscontinuity, WarpReduce and WarpScan
// on logical warps of 8, 16, 32 lanes and the whole warp, segmented warp reductions.
#include <hip/hip_runtime.h>
#include <hipcub/hipcub.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
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

constexpr int B = 96, K = 3, N = B * K;   // a block that is not a multiple of 64

// running total across tiles (CUB's prefix callback pattern)
struct RunningTotal {
    int total;
    __device__ RunningTotal(int t) : total(t) {}
    __device__ int operator()(int block_aggregate) {
        int old = total;
        total += block_aggregate;
        return old;
    }
};

__global__ void block_kernel(const int *in, int *out) {
    typedef hipcub::BlockLoad<int, B, K, hipcub::BLOCK_LOAD_WARP_TRANSPOSE> LoadT;
    typedef hipcub::BlockLoad<int, B, K, hipcub::BLOCK_LOAD_STRIPED> LoadS;
    typedef hipcub::BlockStore<int, B, K, hipcub::BLOCK_STORE_DIRECT> Store;
    typedef hipcub::BlockExchange<int, B, K> Exchange;
    typedef hipcub::BlockReduce<int, B> Reduce;
    typedef hipcub::BlockScan<int, B> Scan;
    typedef hipcub::BlockDiscontinuity<int, B> Disc;
    __shared__ union {
        typename LoadT::TempStorage load;
        typename Exchange::TempStorage exchange;
        typename Reduce::TempStorage reduce;
        typename Scan::TempStorage scan;
        typename Disc::TempStorage disc;
    } t;
    const int tid = threadIdx.x;
    int items[K], striped[K], blocked[K];
    // out layout: [0,N) blocked load; [N,2N) striped->blocked; [2N] sum; [2N+1] max of 50;
    // [2N+2, 3N+2) exclusive sums; [3N+2] aggregate; [3N+3, 4N+3) inclusive max scan;
    // [4N+3, 4N+3+4B) callback sums over 4 tiles; then flags [.., +N)
    LoadT(t.load).Load(in, items);
    __syncthreads();
    Store().Store(out, items);
    LoadS().Load(in, striped);
    Exchange(t.exchange).StripedToBlocked(striped, blocked);
    __syncthreads();
    Store().Store(out + N, blocked);
    int sum = Reduce(t.reduce).Sum(items);
    __syncthreads();
    int mx = Reduce(t.reduce).Reduce(tid, hipcub::Max(), 50);
    __syncthreads();
    if (tid == 0)
        out[2 * N] = sum, out[2 * N + 1] = mx;
    int excl[K], agg;
    Scan(t.scan).ExclusiveSum(items, excl, agg);
    __syncthreads();
    Store().Store(out + 2 * N + 2, excl);
    if (tid == 0)
        out[3 * N + 2] = agg;
    int incl[K];
    Scan(t.scan).InclusiveScan(items, incl, hipcub::Max());
    __syncthreads();
    Store().Store(out + 3 * N + 3, incl);
    RunningTotal prefix(1000);
    for (int tile = 0; tile < 4; tile++) {
        int x = in[tile * B + tid], y;
        Scan(t.scan).ExclusiveSum(x, y, prefix);
        __syncthreads();
        out[4 * N + 3 + tile * B + tid] = y;
    }
    int flags[K];
    int keys[K];
    for (int i = 0; i < K; i++)
        keys[i] = (tid * K + i) / 5;
    Disc(t.disc).FlagHeads(flags, keys, hipcub::Inequality());
    Store().Store(out + 4 * N + 3 + 4 * B, flags);
}

__global__ void sort_kernel(const float *fk, const int *ik, float *fo, int *io, int *vo, int *hist, int *ko) {
    typedef hipcub::BlockRadixSort<float, B, K> SortF;
    typedef hipcub::BlockRadixSort<int, B, K, int> SortP;
    typedef hipcub::BlockHistogram<unsigned char, B, K, 16> Hist;
    __shared__ union {
        typename SortF::TempStorage f;
        typename SortP::TempStorage p;
    } t;
    __shared__ unsigned hs[16];
    const int tid = threadIdx.x;
    float f[K];
    int k[K], v[K];
    unsigned char bins[K];
    for (int i = 0; i < K; i++) {
        f[i] = fk[tid * K + i];
        k[i] = ik[tid * K + i];
        v[i] = tid * K + i;
        bins[i] = (unsigned char)((tid * K + i) % 16);
    }
    SortF(t.f).Sort(f);
    __syncthreads();
    SortP(t.p).SortDescending(k, v, 4, 12);   // by bits 4..11 only, stably
    for (int i = 0; i < K; i++) {
        fo[tid * K + i] = f[i];
        io[tid * K + i] = k[i];
        vo[tid * K + i] = v[i];
    }
    int k2[K];   // the keys-only form of a pair sorter
    for (int i = 0; i < K; i++)
        k2[i] = ik[tid * K + i];
    __syncthreads();
    SortP(t.p).Sort(k2);
    for (int i = 0; i < K; i++)
        ko[tid * K + i] = k2[i];
    Hist().Histogram(bins, hs);
    if (tid < 16)
        hist[tid] = hs[tid];
}

// logical warps: sums of lane indices, max with valid items, scans, broadcast, segments
template <int L> __global__ void warp_kernel(int *out) {
    typedef hipcub::WarpReduce<int, L> WR;
    typedef hipcub::WarpScan<int, L> WS;
    constexpr int WARPS = 128 / (L < 64 ? L : 32);
    __shared__ typename WR::TempStorage wr[WARPS];
    __shared__ typename WS::TempStorage ws[WARPS];
    const int tid = threadIdx.x, width = L < warpSize ? L : warpSize, w = tid / width, lane = tid % width;
    int s = WR(wr[w]).Sum(tid);
    int m = WR(wr[w]).Reduce(tid, hipcub::Max(), 3);
    int incl, excl, agg;
    WS(ws[w]).InclusiveSum(1, incl, agg);
    WS(ws[w]).ExclusiveScan(tid, excl, 100, hipcub::Sum());
    int b = WS(ws[w]).Broadcast(tid, 2);
    int seg = WR(wr[w]).HeadSegmentedSum(1, lane % 4 == 0);
    out[tid * 7 + 0] = s, out[tid * 7 + 1] = m, out[tid * 7 + 2] = incl, out[tid * 7 + 3] = agg;
    out[tid * 7 + 4] = excl, out[tid * 7 + 5] = b, out[tid * 7 + 6] = seg;
}

template <int L> static void check_warp(const char *name) {
    int *d;
    hipMalloc(&d, 128 * 7 * sizeof(int));
    hipLaunchKernelGGL(warp_kernel<L>, dim3(1), dim3(128), 0, 0, d);
    std::vector<int> o(128 * 7);
    hipMemcpy(o.data(), d, o.size() * sizeof(int), hipMemcpyDeviceToHost);
    int ws = 0;
    hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, 0);
    const int width = L < ws ? L : ws;
    for (int tid = 0; tid < 128; tid++) {
        const int first = tid / width * width, lane = tid % width;
        const int sum = width * first + width * (width - 1) / 2;
        const int *r = &o[tid * 7];
        if (lane == 0)
            CHECK(r[0] == sum && r[1] == first + 2, "%s lane0 of %d: sum %d want %d, max %d", name, tid, r[0], sum, r[1]);
        CHECK(r[2] == lane + 1 && r[3] == width, "%s %d: inclusive %d aggregate %d", name, tid, r[2], r[3]);
        int ex = 100;
        for (int i = first; i < tid; i++)
            ex += i;
        CHECK(r[4] == ex, "%s %d: exclusive %d want %d", name, tid, r[4], ex);
        CHECK(r[5] == first + 2, "%s %d: broadcast %d", name, tid, r[5]);
        if (lane % 4 == 0)
            CHECK(r[6] == std::min(4, width - lane), "%s %d: segment %d", name, tid, r[6]);
    }
    hipFree(d);
}

int main() {
    std::vector<int> in(4 * B);
    for (int i = 0; i < 4 * B; i++)
        in[i] = (i * 7919) % 211 - 100;
    int *din, *dout;
    const int out_n = 4 * N + 3 + 4 * B + N;
    hipMalloc(&din, in.size() * sizeof(int));
    hipMalloc(&dout, out_n * sizeof(int));
    hipMemcpy(din, in.data(), in.size() * sizeof(int), hipMemcpyHostToDevice);
    hipLaunchKernelGGL(block_kernel, dim3(1), dim3(B), 0, 0, din, dout);
    std::vector<int> o(out_n);
    hipMemcpy(o.data(), dout, out_n * sizeof(int), hipMemcpyDeviceToHost);
    int sum = 0, run = 0, mx = -1000;
    for (int i = 0; i < N; i++) {
        CHECK(o[i] == in[i], "blocked load %d", i);
        CHECK(o[N + i] == in[i], "striped load exchanged to blocked %d: %d want %d", i, o[N + i], in[i]);
        CHECK(o[2 * N + 2 + i] == run, "exclusive sum %d: %d want %d", i, o[2 * N + 2 + i], run);
        run += in[i];
        mx = std::max(mx, in[i]);
        CHECK(o[3 * N + 3 + i] == mx, "inclusive max %d", i);
        CHECK(o[4 * N + 3 + 4 * B + i] == (i % 5 == 0), "head flag %d", i);
    }
    sum = run;
    CHECK(o[2 * N] == sum && o[2 * N + 1] == 49 && o[3 * N + 2] == sum, "block sum %d max %d aggregate %d", o[2 * N],
          o[2 * N + 1], o[3 * N + 2]);
    run = 1000;
    for (int i = 0; i < 4 * B; i++) {
        CHECK(o[4 * N + 3 + i] == run, "prefix-callback scan %d: %d want %d", i, o[4 * N + 3 + i], run);
        run += in[i];
    }

    // radix sort, histogram
    std::vector<float> fk(N);
    std::vector<int> ik(N);
    for (int i = 0; i < N; i++) {
        fk[i] = (float)((i * 37) % 101 - 50) * 0.25f;
        ik[i] = (i * 2654435761u) & 0x7fffffff;
    }
    fk[5] = -0.0f, fk[6] = 0.0f, fk[7] = -1e30f;
    float *dfk, *dfo;
    int *dik, *dio, *dvo, *dh, *dko;
    hipMalloc(&dfk, N * 4), hipMalloc(&dfo, N * 4), hipMalloc(&dik, N * 4), hipMalloc(&dio, N * 4), hipMalloc(&dko, N * 4);
    hipMalloc(&dvo, N * 4), hipMalloc(&dh, 64);
    hipMemcpy(dfk, fk.data(), N * 4, hipMemcpyHostToDevice);
    hipMemcpy(dik, ik.data(), N * 4, hipMemcpyHostToDevice);
    hipLaunchKernelGGL(sort_kernel, dim3(1), dim3(B), 0, 0, dfk, dik, dfo, dio, dvo, dh, dko);
    std::vector<float> fo(N);
    std::vector<int> io(N), vo(N), hist(16);
    hipMemcpy(fo.data(), dfo, N * 4, hipMemcpyDeviceToHost);
    hipMemcpy(io.data(), dio, N * 4, hipMemcpyDeviceToHost);
    hipMemcpy(vo.data(), dvo, N * 4, hipMemcpyDeviceToHost);
    hipMemcpy(hist.data(), dh, 64, hipMemcpyDeviceToHost);
    std::vector<float> fs = fk;
    std::stable_sort(fs.begin(), fs.end(), [](float a, float b) { return a < b || (a == 0 && b == 0 && std::signbit(a) && !std::signbit(b)); });
    CHECK(memcmp(fs.data(), fo.data(), N * 4) == 0, "float radix sort (-0.0 before +0.0)");
    std::vector<int> order(N);
    for (int i = 0; i < N; i++)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return ((ik[a] >> 4) & 0xff) > ((ik[b] >> 4) & 0xff); });
    bool pairs_ok = true;
    for (int i = 0; i < N; i++)
        pairs_ok &= io[i] == ik[order[i]] && vo[i] == order[i];
    CHECK(pairs_ok, "descending pair sort on bits 4..11, stable");
    std::vector<int> ko(N), ks = ik;
    hipMemcpy(ko.data(), dko, N * 4, hipMemcpyDeviceToHost);
    std::sort(ks.begin(), ks.end());
    CHECK(ko == ks, "keys-only sort with a pair sorter");
    for (int b = 0; b < 16; b++)
        CHECK(hist[b] == N / 16 + (b < N % 16), "histogram bin %d: %d", b, hist[b]);

    check_warp<8>("warp8");
    check_warp<16>("warp16");
    check_warp<32>("warp32");
    check_warp<HIPCUB_DEVICE_WARP_THREADS>("warp-default");

    if (failures) {
        printf("hipcub_block: %d failures\n", failures);
        return 1;
    }
    printf("hipcub_block: ok\n");
    return 0;
}
