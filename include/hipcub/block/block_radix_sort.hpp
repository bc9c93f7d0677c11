/* hipcub/block/block_radix_sort.hpp - hipCUB's BlockRadixSort, BlockHistogram and
 * BlockDiscontinuity on hipshim. BlockRadixSort gathers the block's keys (and values) in its
 * TempStorage, thread 0 sorts them stably by the key bits [begin_bit, end_bit) in CUB's radix
 * order (detail::radix_bits: -0.0 before +0.0, negative before positive) with a least-significant-
 * digit counting sort, and every thread reads its items back blocked or striped: the order CUB's
 * radix sort gives, equal keys keeping their order. BlockHistogram counts with atomics into the
 * caller's bins; BlockDiscontinuity flags items that differ from their neighbours.
 * Ownership: hipshim's hipCUB area; TempStorage belongs to the caller's block. */
#pragma once

#include <hipcub/block/block_exchange.hpp>
#include <hipcub/block/block_reduce.hpp>

namespace hipcub {

enum BlockHistogramAlgorithm { BLOCK_HISTO_SORT, BLOCK_HISTO_ATOMIC };

namespace detail {
/* stable LSD sort of n (key, value) pairs by 8-bit digits of radix_bits(key, begin, end);
 * keys/values alternate between (k, v) and (k2, v2); ends with the result in (k, v) */
template <class K, class V>
__host__ __device__ void radix_sort_pairs(K *k, V *v, K *k2, V *v2, int n, int begin_bit, int end_bit, bool descending,
                                          bool with_values) {
    for (int bit = begin_bit; bit < end_bit; bit += 8) {
        const int hi = bit + 8 < end_bit ? bit + 8 : end_bit;
        unsigned count[257] = {0};
        for (int i = 0; i < n; i++) {
            unsigned d = (unsigned)radix_bits(k[i], bit, hi);
            count[(descending ? ((1u << (hi - bit)) - 1 - d) : d) + 1]++;
        }
        for (int d = 0; d < 256; d++)
            count[d + 1] += count[d];
        for (int i = 0; i < n; i++) {
            unsigned d = (unsigned)radix_bits(k[i], bit, hi);
            unsigned at = count[descending ? ((1u << (hi - bit)) - 1 - d) : d]++;
            k2[at] = k[i];
            if (with_values)
                v2[at] = v[i];
        }
        for (int i = 0; i < n; i++) {
            k[i] = k2[i];
            if (with_values)
                v[i] = v2[i];
        }
    }
}
} // namespace detail

template <class KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, class ValueT = NullType, int RADIX_BITS = 4,
          bool MEMOIZE_OUTER_SCAN = true, BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
          hipSharedMemConfig SMEM_CONFIG = hipSharedMemBankSizeFourByte, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int ARCH = 1>
class BlockRadixSort {
    static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z, K = ITEMS_PER_THREAD, N = BLOCK_THREADS * K;
    static constexpr bool PAIRS = !std::is_same<ValueT, NullType>::value;
    typedef typename std::conditional<PAIRS, ValueT, char>::type V;
    struct storage {
        KeyT keys[N], keys2[N];
        V values[PAIRS ? N : 1], values2[PAIRS ? N : 1];
    };
    storage &s;
    int tid;
    __device__ static storage &private_storage() {
        __shared__ Uninitialized<storage> ps;
        return ps.Alias();
    }
    /* gathers blocked items, sorts, hands back in arrangement `to` (0 blocked, 1 striped) */
    __device__ void sort(KeyT (&keys)[K], V *values, int begin_bit, int end_bit, bool descending, int to) {
        const bool pairs = PAIRS && values != nullptr;   /* a pair sort's keys-only forms too */
        __syncthreads();
        for (int i = 0; i < K; i++) {
            s.keys[tid * K + i] = keys[i];
            if (pairs)
                s.values[tid * K + i] = values[i];
        }
        __syncthreads();
        if (tid == 0)
            detail::radix_sort_pairs(s.keys, s.values, s.keys2, s.values2, N, begin_bit, end_bit, descending, pairs);
        __syncthreads();
        for (int i = 0; i < K; i++) {
            int at = detail::arranged<BLOCK_THREADS, K>(to, tid, i);
            keys[i] = s.keys[at];
            if (pairs)
                values[i] = s.values[at];
        }
    }

  public:
    struct TempStorage : Uninitialized<storage> {};
    __device__ BlockRadixSort() : s(private_storage()), tid(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    __device__ BlockRadixSort(TempStorage &t) : s(t.Alias()), tid(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

    __device__ void Sort(KeyT (&keys)[K], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
        sort(keys, nullptr, begin_bit, end_bit, false, 0);
    }
    __device__ void Sort(KeyT (&keys)[K], ValueT (&values)[K], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
        sort(keys, values, begin_bit, end_bit, false, 0);
    }
    __device__ void SortDescending(KeyT (&keys)[K], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
        sort(keys, nullptr, begin_bit, end_bit, true, 0);
    }
    __device__ void SortDescending(KeyT (&keys)[K], ValueT (&values)[K], int begin_bit = 0,
                                   int end_bit = sizeof(KeyT) * 8) {
        sort(keys, values, begin_bit, end_bit, true, 0);
    }
    __device__ void SortBlockedToStriped(KeyT (&keys)[K], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
        sort(keys, nullptr, begin_bit, end_bit, false, 1);
    }
    __device__ void SortBlockedToStriped(KeyT (&keys)[K], ValueT (&values)[K], int begin_bit = 0,
                                         int end_bit = sizeof(KeyT) * 8) {
        sort(keys, values, begin_bit, end_bit, false, 1);
    }
    __device__ void SortDescendingBlockedToStriped(KeyT (&keys)[K], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
        sort(keys, nullptr, begin_bit, end_bit, true, 1);
    }
    __device__ void SortDescendingBlockedToStriped(KeyT (&keys)[K], ValueT (&values)[K], int begin_bit = 0,
                                                   int end_bit = sizeof(KeyT) * 8) {
        sort(keys, values, begin_bit, end_bit, true, 1);
    }
};

template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, int BINS, BlockHistogramAlgorithm ALGORITHM = BLOCK_HISTO_SORT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = 1>
class BlockHistogram {
    static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
    int tid;

  public:
    struct TempStorage {};
    __device__ BlockHistogram() : tid(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    __device__ BlockHistogram(TempStorage &) : tid(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    template <class CounterT> __device__ void InitHistogram(CounterT histogram[BINS]) {
        for (int b = tid; b < BINS; b += BLOCK_THREADS)
            histogram[b] = 0;
    }
    template <class CounterT> __device__ void Composite(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]) {
        for (int i = 0; i < ITEMS_PER_THREAD; i++)
            atomicAdd(&histogram[(int)items[i]], (CounterT)1);
        __syncthreads();
    }
    template <class CounterT> __device__ void Histogram(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]) {
        InitHistogram(histogram);
        __syncthreads();
        Composite(items, histogram);
    }
};

template <class T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = 1> class BlockDiscontinuity {
    static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
    struct storage {
        T first[BLOCK_THREADS], last[BLOCK_THREADS];
    };
    storage &s;
    int tid;
    __device__ static storage &private_storage() {
        __shared__ Uninitialized<storage> ps;
        return ps.Alias();
    }
    template <class Op> __device__ static bool differ(Op op, const T &a, const T &b, int i) {
        if constexpr (std::is_invocable<Op, T, T, unsigned>::value)
            return op(a, b, (unsigned)i);
        else
            return op(a, b);
    }
    template <int K> __device__ void publish(T (&in)[K]) {
        __syncthreads();
        s.first[tid] = in[0];
        s.last[tid] = in[K - 1];
        __syncthreads();
    }
    /* head flags; the first item of thread 0 is compared with *pred when given, else flagged */
    template <int K, class F, class Op> __device__ void heads(F (&flags)[K], T (&in)[K], Op op, const T *pred) {
        const T *before = tid > 0 ? &s.last[tid - 1] : pred;
        flags[0] = before ? differ(op, *before, in[0], tid * K) : 1;
        for (int i = 1; i < K; i++)
            flags[i] = differ(op, in[i - 1], in[i], tid * K + i);
    }
    template <int K, class F, class Op> __device__ void tails(F (&flags)[K], T (&in)[K], Op op, const T *succ) {
        const T *after = tid < BLOCK_THREADS - 1 ? &s.first[tid + 1] : succ;
        flags[K - 1] = after ? differ(op, in[K - 1], *after, tid * K + K) : 1;
        for (int i = 0; i < K - 1; i++)
            flags[i] = differ(op, in[i], in[i + 1], tid * K + i + 1);
    }

  public:
    struct TempStorage : Uninitialized<storage> {};
    __device__ BlockDiscontinuity() : s(private_storage()), tid(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    __device__ BlockDiscontinuity(TempStorage &t) : s(t.Alias()), tid(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    template <int K, class F, class Op> __device__ void FlagHeads(F (&flags)[K], T (&in)[K], Op op) {
        publish(in);
        heads(flags, in, op, nullptr);
    }
    template <int K, class F, class Op> __device__ void FlagHeads(F (&flags)[K], T (&in)[K], Op op, T tile_predecessor) {
        publish(in);
        heads(flags, in, op, &tile_predecessor);
    }
    template <int K, class F, class Op> __device__ void FlagTails(F (&flags)[K], T (&in)[K], Op op) {
        publish(in);
        tails(flags, in, op, nullptr);
    }
    template <int K, class F, class Op> __device__ void FlagTails(F (&flags)[K], T (&in)[K], Op op, T tile_successor) {
        publish(in);
        tails(flags, in, op, &tile_successor);
    }
    template <int K, class F, class Op>
    __device__ void FlagHeadsAndTails(F (&head_flags)[K], F (&tail_flags)[K], T (&in)[K], Op op) {
        publish(in);
        heads(head_flags, in, op, nullptr);
        tails(tail_flags, in, op, nullptr);
    }
};

} // namespace hipcub
