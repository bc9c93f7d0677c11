/* hipcub/block/block_reduce.hpp - hipCUB's BlockReduce and BlockScan on hipshim: each thread puts
 * its (per-thread reduced) value in the TempStorage, one barrier, and thread 0 combines them in
 * rank order (a CPU runs a block's threads one after another, so a sequential pass over the
 * block is cheaper than a tree of barriers). Results are where CUB documents them: the block
 * reduction in thread 0; scans in every thread, with the block aggregate. As in CUB, a
 * __syncthreads() must separate two uses of one TempStorage. The ALGORITHM parameters are
 * accepted and do not change the results.
 * Ownership: hipshim's hipCUB area; TempStorage belongs to the caller's block. */
#pragma once

#include <hipcub/util_type.hpp>

namespace hipcub {

enum BlockReduceAlgorithm { BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, BLOCK_REDUCE_RAKING, BLOCK_REDUCE_WARP_REDUCTIONS };
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };

namespace detail {
/* a value per thread of a block of N threads, plus the block's aggregate and prefix */
template <class T, int N> struct block_slots {
    T items[N];
    T aggregate, prefix;
};

template <class T, int N> class block_collective {
  protected:
    typedef block_slots<T, N> storage;
    storage &s;
    int tid;
    __device__ static storage &private_storage() {
        __shared__ Uninitialized<storage> ps;
        return ps.Alias();
    }
    __device__ block_collective(storage &st, int t) : s(st), tid(t) {}

    /* reduction of the first `valid` slots' values into thread 0's return value */
    template <class Op> __device__ T reduce(T input, Op op, int valid) {
        if (tid < valid)
            s.items[tid] = input;
        __syncthreads();
        if (tid == 0) {
            T r = s.items[0];
            for (int i = 1; i < valid; i++)
                r = op(r, s.items[i]);
            return r;
        }
        return input;
    }

    /* Exclusive scan of the threads' values: returns this thread's exclusive prefix (thread 0's
     * is `init` when has_init) and the block aggregate. With a prefix callback (Callback not
     * NullType), the first warp calls it with the aggregate and lane 0's result seeds the scan. */
    template <class Op, class Callback>
    __device__ T exclusive(T input, Op op, bool has_init, T init, T &aggregate, Callback *callback) {
        s.items[tid] = input;
        __syncthreads();
        if (tid == 0) {
            T agg = s.items[0], run = has_init ? init : s.items[0];
            for (int i = has_init ? 0 : 1; i < N; i++) {
                T v = s.items[i];
                if (i > 0)
                    agg = op(agg, v);
                s.items[i] = run;
                run = op(run, v);
            }
            s.aggregate = agg;
        }
        __syncthreads();
        aggregate = s.aggregate;
        T prefix = s.items[tid];
        bool have = has_init || tid > 0;
        if constexpr (!std::is_same<Callback, NullType>::value) {
            if (tid < warpSize) {
                T p = (*callback)(aggregate);
                if (tid == 0)
                    s.prefix = p;
            }
            __syncthreads();
            T p = s.prefix;
            prefix = have ? op(p, prefix) : p;
            have = true;
        }
        return have ? prefix : input;
    }
};

/* thread-local reduction and scans of an item array */
template <int K, class T, class Op> __device__ inline T thread_reduce(const T (&in)[K], Op op) {
    T r = in[0];
    for (int i = 1; i < K; i++)
        r = op(r, in[i]);
    return r;
}
template <int K, class T, class Op> __device__ inline void thread_exclusive(const T (&in)[K], T (&out)[K], T prefix, Op op) {
    T run = prefix;
    for (int i = 0; i < K; i++) {
        T v = in[i];
        out[i] = run;
        run = op(run, v);
    }
}
template <int K, class T, class Op>
__device__ inline void thread_inclusive(const T (&in)[K], T (&out)[K], T prefix, bool has_prefix, Op op) {
    T run = has_prefix ? op(prefix, in[0]) : in[0];
    out[0] = run;
    for (int i = 1; i < K; i++)
        out[i] = run = op(run, in[i]);
}
} // namespace detail

template <class T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int ARCH = 1>
class BlockReduce : private detail::block_collective<T, BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z> {
    static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
    typedef detail::block_collective<T, BLOCK_THREADS> base;

  public:
    struct TempStorage : Uninitialized<typename base::storage> {};
    __device__ BlockReduce() : base(base::private_storage(), detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    __device__ BlockReduce(TempStorage &t)
        : base(t.Alias(), detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

    template <class Op> __device__ T Reduce(T input, Op op) { return this->reduce(input, op, BLOCK_THREADS); }
    template <class Op> __device__ T Reduce(T input, Op op, int num_valid) { return this->reduce(input, op, num_valid); }
    template <int K, class Op> __device__ T Reduce(T (&inputs)[K], Op op) {
        return this->reduce(detail::thread_reduce(inputs, op), op, BLOCK_THREADS);
    }
    __device__ T Sum(T input) { return Reduce(input, Sum_()); }
    __device__ T Sum(T input, int num_valid) { return Reduce(input, Sum_(), num_valid); }
    template <int K> __device__ T Sum(T (&inputs)[K]) { return Reduce(inputs, Sum_()); }

  private:
    typedef hipcub::Sum Sum_;
};

template <class T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int ARCH = 1>
class BlockScan : private detail::block_collective<T, BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z> {
    static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
    typedef detail::block_collective<T, BLOCK_THREADS> base;
    typedef hipcub::Sum Sum_;

    template <class Op, class Cb> __device__ T excl(T input, Op op, bool has_init, T init, T &agg, Cb *cb) {
        return this->exclusive(input, op, has_init, init, agg, cb);
    }
    /* inclusive = exclusive prefix combined with the thread's own value */
    template <class Op, class Cb> __device__ T incl(T input, Op op, T &agg, Cb *cb) {
        T p = this->exclusive(input, op, false, input, agg, cb);
        return (this->tid > 0 || !std::is_same<Cb, NullType>::value) ? op(p, input) : input;
    }
    template <int K, class Op, class Cb>
    __device__ void excl_items(T (&in)[K], T (&out)[K], Op op, bool has_init, T init, T &agg, Cb *cb) {
        T prefix = excl(detail::thread_reduce(in, op), op, has_init, init, agg, cb);
        if (has_init || this->tid > 0 || !std::is_same<Cb, NullType>::value)
            detail::thread_exclusive(in, out, prefix, op);
        else {   /* thread 0 without an initial value: its first output is undefined in CUB */
            T first = in[0];
            detail::thread_inclusive(in, out, prefix, false, op);
            for (int i = K - 1; i > 0; i--)
                out[i] = out[i - 1];
            out[0] = first;
        }
    }
    template <int K, class Op, class Cb> __device__ void incl_items(T (&in)[K], T (&out)[K], Op op, T &agg, Cb *cb) {
        T partial = detail::thread_reduce(in, op);
        T prefix = this->exclusive(partial, op, false, partial, agg, cb);
        detail::thread_inclusive(in, out, prefix, this->tid > 0 || !std::is_same<Cb, NullType>::value, op);
    }

  public:
    struct TempStorage : Uninitialized<typename base::storage> {};
    __device__ BlockScan() : base(base::private_storage(), detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    __device__ BlockScan(TempStorage &t) : base(t.Alias(), detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

    /* ---- one item per thread ---- */
    __device__ void ExclusiveSum(T input, T &output) { T a; output = excl(input, Sum_(), true, T(), a, (NullType *)0); }
    __device__ void ExclusiveSum(T input, T &output, T &block_aggregate) {
        output = excl(input, Sum_(), true, T(), block_aggregate, (NullType *)0);
    }
    template <class Cb> __device__ void ExclusiveSum(T input, T &output, Cb &prefix_op) {
        T a;
        output = excl(input, Sum_(), true, T(), a, &prefix_op);
    }
    template <class Op> __device__ void ExclusiveScan(T input, T &output, T initial_value, Op op) {
        T a;
        output = excl(input, op, true, initial_value, a, (NullType *)0);
    }
    template <class Op> __device__ void ExclusiveScan(T input, T &output, T initial_value, Op op, T &block_aggregate) {
        output = excl(input, op, true, initial_value, block_aggregate, (NullType *)0);
    }
    template <class Op, class Cb> __device__ void ExclusiveScan(T input, T &output, Op op, Cb &prefix_op) {
        T a;
        output = excl(input, op, false, input, a, &prefix_op);
    }
    template <class Op> __device__ void ExclusiveScan(T input, T &output, Op op) {
        T a;
        output = excl(input, op, false, input, a, (NullType *)0);
    }
    template <class Op> __device__ void ExclusiveScan(T input, T &output, Op op, T &block_aggregate) {
        output = excl(input, op, false, input, block_aggregate, (NullType *)0);
    }
    __device__ void InclusiveSum(T input, T &output) { T a; output = incl(input, Sum_(), a, (NullType *)0); }
    __device__ void InclusiveSum(T input, T &output, T &block_aggregate) {
        output = incl(input, Sum_(), block_aggregate, (NullType *)0);
    }
    template <class Cb> __device__ void InclusiveSum(T input, T &output, Cb &prefix_op) {
        T a;
        output = incl(input, Sum_(), a, &prefix_op);
    }
    template <class Op> __device__ void InclusiveScan(T input, T &output, Op op) {
        T a;
        output = incl(input, op, a, (NullType *)0);
    }
    template <class Op> __device__ void InclusiveScan(T input, T &output, Op op, T &block_aggregate) {
        output = incl(input, op, block_aggregate, (NullType *)0);
    }
    template <class Op, class Cb> __device__ void InclusiveScan(T input, T &output, Op op, Cb &prefix_op) {
        T a;
        output = incl(input, op, a, &prefix_op);
    }

    /* ---- ITEMS_PER_THREAD items per thread (blocked arrangement) ---- */
    template <int K> __device__ void ExclusiveSum(T (&in)[K], T (&out)[K]) {
        T a;
        excl_items(in, out, Sum_(), true, T(), a, (NullType *)0);
    }
    template <int K> __device__ void ExclusiveSum(T (&in)[K], T (&out)[K], T &block_aggregate) {
        excl_items(in, out, Sum_(), true, T(), block_aggregate, (NullType *)0);
    }
    template <int K, class Cb> __device__ void ExclusiveSum(T (&in)[K], T (&out)[K], Cb &prefix_op) {
        T a;
        excl_items(in, out, Sum_(), true, T(), a, &prefix_op);
    }
    template <int K, class Op> __device__ void ExclusiveScan(T (&in)[K], T (&out)[K], T initial_value, Op op) {
        T a;
        excl_items(in, out, op, true, initial_value, a, (NullType *)0);
    }
    template <int K, class Op>
    __device__ void ExclusiveScan(T (&in)[K], T (&out)[K], T initial_value, Op op, T &block_aggregate) {
        excl_items(in, out, op, true, initial_value, block_aggregate, (NullType *)0);
    }
    template <int K, class Op, class Cb> __device__ void ExclusiveScan(T (&in)[K], T (&out)[K], Op op, Cb &prefix_op) {
        T a;
        excl_items(in, out, op, false, in[0], a, &prefix_op);
    }
    template <int K, class Op> __device__ void ExclusiveScan(T (&in)[K], T (&out)[K], Op op) {
        T a;
        excl_items(in, out, op, false, in[0], a, (NullType *)0);
    }
    template <int K> __device__ void InclusiveSum(T (&in)[K], T (&out)[K]) {
        T a;
        incl_items(in, out, Sum_(), a, (NullType *)0);
    }
    template <int K> __device__ void InclusiveSum(T (&in)[K], T (&out)[K], T &block_aggregate) {
        incl_items(in, out, Sum_(), block_aggregate, (NullType *)0);
    }
    template <int K, class Cb> __device__ void InclusiveSum(T (&in)[K], T (&out)[K], Cb &prefix_op) {
        T a;
        incl_items(in, out, Sum_(), a, &prefix_op);
    }
    template <int K, class Op> __device__ void InclusiveScan(T (&in)[K], T (&out)[K], Op op) {
        T a;
        incl_items(in, out, op, a, (NullType *)0);
    }
    template <int K, class Op> __device__ void InclusiveScan(T (&in)[K], T (&out)[K], Op op, T &block_aggregate) {
        incl_items(in, out, op, block_aggregate, (NullType *)0);
    }
    template <int K, class Op, class Cb> __device__ void InclusiveScan(T (&in)[K], T (&out)[K], Op op, Cb &prefix_op) {
        T a;
        incl_items(in, out, op, a, &prefix_op);
    }
};

} // namespace hipcub
