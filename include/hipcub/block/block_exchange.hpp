/* hipcub/block/block_exchange.hpp - hipCUB's BlockExchange, BlockLoad and BlockStore on hipshim.
 * Arrangements as CUB defines them for a block of T threads with K items each: blocked (thread t
 * holds items t*K .. t*K+K-1), striped (item i of thread t is i*T + t), warp-striped (within each
 * warp of W threads at offset w*W*K: item i of lane l is i*W + l; W is the running warp size, the
 * last warp may be partial). BlockExchange goes through its TempStorage (T*K items) with a
 * barrier before and after the exchange. The loads and stores give CUB's arrangement for each
 * algorithm (every BLOCK_LOAD_* but STRIPED reads into a blocked arrangement); they read and
 * write memory directly and need no barrier.
 * Ownership: hipshim's hipCUB area; TempStorage belongs to the caller's block. */
#pragma once

#include <hipcub/util_type.hpp>

namespace hipcub {

enum BlockLoadAlgorithm {
    BLOCK_LOAD_DIRECT, BLOCK_LOAD_STRIPED, BLOCK_LOAD_VECTORIZE, BLOCK_LOAD_TRANSPOSE, BLOCK_LOAD_WARP_TRANSPOSE,
    BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};
enum BlockStoreAlgorithm {
    BLOCK_STORE_DIRECT, BLOCK_STORE_STRIPED, BLOCK_STORE_VECTORIZE, BLOCK_STORE_TRANSPOSE, BLOCK_STORE_WARP_TRANSPOSE,
    BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};

namespace detail {
/* position of item i of thread tid in an arrangement (0 blocked, 1 striped, 2 warp-striped) */
template <int T, int K> __device__ inline int arranged(int kind, int tid, int i) {
    if (kind == 0)
        return tid * K + i;
    if (kind == 1)
        return i * T + tid;
    const int w = warpSize, base = tid / w * w, width = T - base < w ? T - base : w;
    return base * K + i * width + (tid - base);
}
} // namespace detail

/* ---- direct loads and stores (also hipCUB's free functions) ---- */
template <class InputIteratorT, class T, int K> __device__ void LoadDirectBlocked(int tid, InputIteratorT it, T (&items)[K]) {
    for (int i = 0; i < K; i++)
        items[i] = it[tid * K + i];
}
template <class InputIteratorT, class T, int K>
__device__ void LoadDirectBlocked(int tid, InputIteratorT it, T (&items)[K], int valid) {
    for (int i = 0; i < K; i++)
        if (tid * K + i < valid)
            items[i] = it[tid * K + i];
}
template <class InputIteratorT, class T, int K, class D>
__device__ void LoadDirectBlocked(int tid, InputIteratorT it, T (&items)[K], int valid, D oob) {
    for (int i = 0; i < K; i++)
        items[i] = tid * K + i < valid ? (T)it[tid * K + i] : (T)oob;
}
template <int BLOCK_THREADS, class InputIteratorT, class T, int K>
__device__ void LoadDirectStriped(int tid, InputIteratorT it, T (&items)[K]) {
    for (int i = 0; i < K; i++)
        items[i] = it[i * BLOCK_THREADS + tid];
}
template <int BLOCK_THREADS, class InputIteratorT, class T, int K>
__device__ void LoadDirectStriped(int tid, InputIteratorT it, T (&items)[K], int valid) {
    for (int i = 0; i < K; i++)
        if (i * BLOCK_THREADS + tid < valid)
            items[i] = it[i * BLOCK_THREADS + tid];
}
template <int BLOCK_THREADS, class InputIteratorT, class T, int K, class D>
__device__ void LoadDirectStriped(int tid, InputIteratorT it, T (&items)[K], int valid, D oob) {
    for (int i = 0; i < K; i++)
        items[i] = i * BLOCK_THREADS + tid < valid ? (T)it[i * BLOCK_THREADS + tid] : (T)oob;
}
template <class OutputIteratorT, class T, int K> __device__ void StoreDirectBlocked(int tid, OutputIteratorT it, T (&items)[K]) {
    for (int i = 0; i < K; i++)
        it[tid * K + i] = items[i];
}
template <class OutputIteratorT, class T, int K>
__device__ void StoreDirectBlocked(int tid, OutputIteratorT it, T (&items)[K], int valid) {
    for (int i = 0; i < K; i++)
        if (tid * K + i < valid)
            it[tid * K + i] = items[i];
}
template <int BLOCK_THREADS, class OutputIteratorT, class T, int K>
__device__ void StoreDirectStriped(int tid, OutputIteratorT it, T (&items)[K]) {
    for (int i = 0; i < K; i++)
        it[i * BLOCK_THREADS + tid] = items[i];
}
template <int BLOCK_THREADS, class OutputIteratorT, class T, int K>
__device__ void StoreDirectStriped(int tid, OutputIteratorT it, T (&items)[K], int valid) {
    for (int i = 0; i < K; i++)
        if (i * BLOCK_THREADS + tid < valid)
            it[i * BLOCK_THREADS + tid] = items[i];
}

template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int ARCH = 1>
class BlockExchange {
    static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z, K = ITEMS_PER_THREAD;
    struct storage {
        T items[BLOCK_THREADS * K];
    };
    storage &s;
    int tid;
    __device__ static storage &private_storage() {
        __shared__ Uninitialized<storage> ps;
        return ps.Alias();
    }
    /* items move from arrangement `from` to arrangement `to` */
    template <class U> __device__ void exchange(const U (&in)[K], U (&out)[K], int from, int to) {
        __syncthreads();
        for (int i = 0; i < K; i++)
            s.items[detail::arranged<BLOCK_THREADS, K>(from, tid, i)] = in[i];
        __syncthreads();
        for (int i = 0; i < K; i++)
            out[i] = s.items[detail::arranged<BLOCK_THREADS, K>(to, tid, i)];
    }
    /* items to the given ranks (-1 or out of range: dropped when Guard), then read as `to` */
    template <class U, class R, class F>
    __device__ void scatter(const U (&in)[K], U (&out)[K], R (&ranks)[K], int to, F keep) {
        __syncthreads();
        for (int i = 0; i < K; i++)
            if (keep(i))
                s.items[ranks[i]] = in[i];
        __syncthreads();
        for (int i = 0; i < K; i++)
            out[i] = s.items[detail::arranged<BLOCK_THREADS, K>(to, tid, i)];
    }

  public:
    struct TempStorage : Uninitialized<storage> {};
    __device__ BlockExchange() : s(private_storage()), tid(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    __device__ BlockExchange(TempStorage &t) : s(t.Alias()), tid(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

    template <class U> __device__ void StripedToBlocked(const U (&in)[K], U (&out)[K]) { exchange(in, out, 1, 0); }
    template <class U> __device__ void BlockedToStriped(const U (&in)[K], U (&out)[K]) { exchange(in, out, 0, 1); }
    template <class U> __device__ void WarpStripedToBlocked(const U (&in)[K], U (&out)[K]) { exchange(in, out, 2, 0); }
    template <class U> __device__ void BlockedToWarpStriped(const U (&in)[K], U (&out)[K]) { exchange(in, out, 0, 2); }
    template <class U> __device__ void StripedToBlocked(U (&items)[K]) { exchange(items, items, 1, 0); }
    template <class U> __device__ void BlockedToStriped(U (&items)[K]) { exchange(items, items, 0, 1); }
    template <class U> __device__ void WarpStripedToBlocked(U (&items)[K]) { exchange(items, items, 2, 0); }
    template <class U> __device__ void BlockedToWarpStriped(U (&items)[K]) { exchange(items, items, 0, 2); }
    template <class U, class R> __device__ void ScatterToBlocked(const U (&in)[K], U (&out)[K], R (&ranks)[K]) {
        scatter(in, out, ranks, 0, [](int) { return true; });
    }
    template <class U, class R> __device__ void ScatterToBlocked(U (&items)[K], R (&ranks)[K]) {
        scatter(items, items, ranks, 0, [](int) { return true; });
    }
    template <class U, class R> __device__ void ScatterToStriped(const U (&in)[K], U (&out)[K], R (&ranks)[K]) {
        scatter(in, out, ranks, 1, [](int) { return true; });
    }
    template <class U, class R> __device__ void ScatterToStriped(U (&items)[K], R (&ranks)[K]) {
        scatter(items, items, ranks, 1, [](int) { return true; });
    }
    template <class U, class R> __device__ void ScatterToStripedGuarded(const U (&in)[K], U (&out)[K], R (&ranks)[K]) {
        scatter(in, out, ranks, 1, [&](int i) { return ranks[i] >= 0 && ranks[i] < BLOCK_THREADS * K; });
    }
    template <class U, class R, class V>
    __device__ void ScatterToStripedFlagged(const U (&in)[K], U (&out)[K], R (&ranks)[K], V (&is_valid)[K]) {
        scatter(in, out, ranks, 1, [&](int i) { return (bool)is_valid[i]; });
    }
};

template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = 1>
class BlockLoad {
    static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z, K = ITEMS_PER_THREAD;
    static constexpr bool STRIPED = ALGORITHM == BLOCK_LOAD_STRIPED;
    int tid;

  public:
    struct TempStorage {};
    __device__ BlockLoad() : tid(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    __device__ BlockLoad(TempStorage &) : tid(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    template <class InputIteratorT> __device__ void Load(InputIteratorT it, T (&items)[K]) {
        if (STRIPED)
            LoadDirectStriped<BLOCK_THREADS>(tid, it, items);
        else
            LoadDirectBlocked(tid, it, items);
    }
    template <class InputIteratorT> __device__ void Load(InputIteratorT it, T (&items)[K], int valid) {
        if (STRIPED)
            LoadDirectStriped<BLOCK_THREADS>(tid, it, items, valid);
        else
            LoadDirectBlocked(tid, it, items, valid);
    }
    template <class InputIteratorT, class D> __device__ void Load(InputIteratorT it, T (&items)[K], int valid, D oob) {
        if (STRIPED)
            LoadDirectStriped<BLOCK_THREADS>(tid, it, items, valid, oob);
        else
            LoadDirectBlocked(tid, it, items, valid, oob);
    }
};

template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = 1>
class BlockStore {
    static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z, K = ITEMS_PER_THREAD;
    static constexpr bool STRIPED = ALGORITHM == BLOCK_STORE_STRIPED;
    int tid;

  public:
    struct TempStorage {};
    __device__ BlockStore() : tid(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    __device__ BlockStore(TempStorage &) : tid(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    template <class OutputIteratorT> __device__ void Store(OutputIteratorT it, T (&items)[K]) {
        if (STRIPED)
            StoreDirectStriped<BLOCK_THREADS>(tid, it, items);
        else
            StoreDirectBlocked(tid, it, items);
    }
    template <class OutputIteratorT> __device__ void Store(OutputIteratorT it, T (&items)[K], int valid) {
        if (STRIPED)
            StoreDirectStriped<BLOCK_THREADS>(tid, it, items, valid);
        else
            StoreDirectBlocked(tid, it, items, valid);
    }
};

} // namespace hipcub
