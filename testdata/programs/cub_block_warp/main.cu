// cub_block_warp: CUB's block and warp collectives in a kernel, against a CPU reference: a tile of
// 128 threads x 4 items loaded (BlockLoad, warp-transposed and striped with BlockExchange),
// reduced (BlockReduce sum and max over part of the block), scanned (BlockScan exclusive sum
// with the block aggregate, inclusive max, and a running prefix over several tiles through a
// callback), sorted (BlockRadixSort of keys and values, descending keys), stored (BlockStore);
// logical warps of 16 and 32 lanes (WarpReduce sums and max with valid items, WarpScan sums and
// broadcast), so the results do not depend on the hardware warp size. Integer data.
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

constexpr int B = 128, K = 4, N = B * K, TILES = 3;

struct MaxOp {
    __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};
struct RunningPrefix {
    int total;
    __device__ int operator()(int block_aggregate) {
        int old = total;
        total += block_aggregate;
        return old;
    }
};

// out: [0,N) loaded and stored; [N,2N) exclusive sums; [2N,3N) inclusive max;
// [3N,4N) sorted keys; [4N,5N) their values; [5N,6N) descending keys;
// [6N, 6N + TILES*B) running prefix; then block sum, max of the first 100, aggregate
__global__ void block_kernel(const int *in, int *out) {
    typedef cub::BlockLoad<int, B, K, cub::BLOCK_LOAD_WARP_TRANSPOSE> Load;
    typedef cub::BlockLoad<int, B, K, cub::BLOCK_LOAD_STRIPED> LoadStriped;
    typedef cub::BlockExchange<int, B, K> Exchange;
    typedef cub::BlockStore<int, B, K, cub::BLOCK_STORE_WARP_TRANSPOSE> Store;
    typedef cub::BlockReduce<int, B> Reduce;
    typedef cub::BlockScan<int, B> Scan;
    typedef cub::BlockRadixSort<int, B, K, int> Sort;
    typedef cub::BlockRadixSort<int, B, K> SortKeys;
    __shared__ union {
        typename Load::TempStorage load;
        typename LoadStriped::TempStorage striped;
        typename Exchange::TempStorage exchange;
        typename Store::TempStorage store;
        typename Reduce::TempStorage reduce;
        typename Scan::TempStorage scan;
        typename Sort::TempStorage sort;
        typename SortKeys::TempStorage sort_keys;
    } t;
    const int tid = threadIdx.x;
    int items[K], tmp[K];
    Load(t.load).Load(in, items);
    __syncthreads();
    LoadStriped(t.striped).Load(in, tmp);
    __syncthreads();
    Exchange(t.exchange).StripedToBlocked(tmp);
    __syncthreads();
    bool same = true;
    for (int i = 0; i < K; i++)
        same &= tmp[i] == items[i];
    Store(t.store).Store(out, items);
    __syncthreads();
    int sum = Reduce(t.reduce).Sum(items);
    __syncthreads();
    int mx = Reduce(t.reduce).Reduce(items[0], MaxOp(), 100);
    __syncthreads();
    int ex[K], aggregate;
    Scan(t.scan).ExclusiveSum(items, ex, aggregate);
    __syncthreads();
    for (int i = 0; i < K; i++)
        out[N + tid * K + i] = ex[i];
    Scan(t.scan).InclusiveScan(items, ex, MaxOp());
    __syncthreads();
    for (int i = 0; i < K; i++)
        out[2 * N + tid * K + i] = ex[i];
    int keys[K], vals[K];
    for (int i = 0; i < K; i++)
        keys[i] = items[i], vals[i] = tid * K + i;
    Sort(t.sort).Sort(keys, vals);
    __syncthreads();
    for (int i = 0; i < K; i++) {
        out[3 * N + tid * K + i] = keys[i];
        out[4 * N + tid * K + i] = vals[i];
    }
    for (int i = 0; i < K; i++)
        keys[i] = items[i];
    SortKeys(t.sort_keys).SortDescending(keys);
    __syncthreads();
    for (int i = 0; i < K; i++)
        out[5 * N + tid * K + i] = keys[i];
    RunningPrefix prefix{1000};
    for (int tile = 0; tile < TILES; tile++) {
        int v = in[tile * B + tid], r;
        Scan(t.scan).ExclusiveSum(v, r, prefix);
        __syncthreads();
        out[6 * N + tile * B + tid] = r;
    }
    if (tid == 0) {
        out[6 * N + TILES * B] = sum;
        out[6 * N + TILES * B + 1] = mx;
        out[6 * N + TILES * B + 2] = aggregate;
    }
    if (!same)
        out[6 * N + TILES * B + 3] = 1;
}

// per thread: logical-warp sums (16, 32 lanes), max of the first 5 lanes, inclusive sum,
// broadcast of lane 3
template <int L> __global__ void warp_kernel(const int *in, int *out) {
    typedef cub::WarpReduce<int, L> WR;
    typedef cub::WarpScan<int, L> WS;
    __shared__ typename WR::TempStorage wr[256 / L];
    __shared__ typename WS::TempStorage ws[256 / L];
    const int tid = threadIdx.x, w = tid / L;
    int v = in[tid];
    int s = WR(wr[w]).Sum(v);
    int m = WR(wr[w]).Reduce(v, MaxOp(), 5);
    int incl;
    WS(ws[w]).InclusiveSum(v, incl);
    int b = WS(ws[w]).Broadcast(v, 3);
    out[4 * tid] = tid % L == 0 ? s : 0;
    out[4 * tid + 1] = tid % L == 0 ? m : 0;
    out[4 * tid + 2] = incl;
    out[4 * tid + 3] = b;
}

int main() {
    std::vector<int> h(TILES * B > N ? TILES * B : N);
    for (size_t i = 0; i < h.size(); i++)
        h[i] = (int)((i * 2654435761u) % 1999) - 999;
    int *din, *dout;
    const int outn = 6 * N + TILES * B + 4;
    CUDA(cudaMalloc(&din, h.size() * sizeof(int)));
    CUDA(cudaMalloc(&dout, outn * sizeof(int)));
    CUDA(cudaMemcpy(din, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice));
    CUDA(cudaMemset(dout, 0, outn * sizeof(int)));
    block_kernel<<<1, B>>>(din, dout);
    CUDA(cudaGetLastError());
    std::vector<int> o(outn);
    CUDA(cudaMemcpy(o.data(), dout, outn * sizeof(int), cudaMemcpyDeviceToHost));

    int bad = 0;
    std::vector<int> tile(h.begin(), h.begin() + N), ex(N), mx(N), order(N);
    int run = 0, m = -1000000;
    for (int i = 0; i < N; i++) {
        ex[i] = run, run += tile[i];
        m = std::max(m, tile[i]), mx[i] = m;
    }
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return tile[a] < tile[b]; });
    std::vector<int> desc = tile;
    std::sort(desc.begin(), desc.end(), [](int a, int b) { return a > b; });
    int m100 = -1000000;
    for (int t = 0; t < 100; t++)
        m100 = std::max(m100, tile[t * K]);
    for (int i = 0; i < N; i++) {
        bad += o[i] != tile[i];
        bad += o[N + i] != ex[i];
        bad += o[2 * N + i] != mx[i];
        bad += o[3 * N + i] != tile[order[i]] || o[4 * N + i] != order[i];
        bad += o[5 * N + i] != desc[i];
    }
    printf("block load/exchange/store: %s\n", bad == 0 && o[6 * N + TILES * B + 3] == 0 ? "ok" : "WRONG");
    printf("block sum %d, max of 100 threads %d, scan aggregate %d\n", o[6 * N + TILES * B], o[6 * N + TILES * B + 1],
           o[6 * N + TILES * B + 2]);
    bool red = o[6 * N + TILES * B] == run && o[6 * N + TILES * B + 1] == m100 && o[6 * N + TILES * B + 2] == run;
    int prun = 1000, pbad = 0;
    for (int i = 0; i < TILES * B; i++) {
        pbad += o[6 * N + i] != prun;
        prun += h[i];
    }
    printf("block reduce: %s\n", red ? "ok" : "WRONG");
    printf("block scans and radix sort: %s\n", bad == 0 ? "ok" : "WRONG");
    printf("running prefix over %d tiles: %s (total %d)\n", TILES, pbad == 0 ? "ok" : "WRONG", prun);

    int wfail = 0;
    for (int L : {16, 32}) {
        CUDA(cudaMemset(dout, 0, 4 * 256 * sizeof(int)));
        if (L == 16)
            warp_kernel<16><<<1, 256>>>(din, dout);
        else
            warp_kernel<32><<<1, 256>>>(din, dout);
        CUDA(cudaGetLastError());
        std::vector<int> w(4 * 256);
        CUDA(cudaMemcpy(w.data(), dout, w.size() * sizeof(int), cudaMemcpyDeviceToHost));
        int wb = 0;
        long long check = 0;
        for (int t = 0; t < 256; t++) {
            const int first = t / L * L;
            int s = 0, mm = -1000000, in = 0;
            for (int i = first; i < first + L; i++)
                s += h[i];
            for (int i = first; i < first + 5; i++)
                mm = std::max(mm, h[i]);
            for (int i = first; i <= t; i++)
                in += h[i];
            if (t % L == 0)
                wb += w[4 * t] != s || w[4 * t + 1] != mm;
            wb += w[4 * t + 2] != in || w[4 * t + 3] != h[first + 3];
            check += w[4 * t] + 3LL * w[4 * t + 2];
        }
        printf("warp collectives of %d lanes: %s (checksum %lld)\n", L, wb == 0 ? "ok" : "WRONG", check);
        wfail += wb != 0;
    }
    if (bad || !red || pbad || wfail) {
        printf("FAIL\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
