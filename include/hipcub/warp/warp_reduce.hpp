/* hipcub/warp/warp_reduce.hpp - hipCUB's WarpReduce and WarpScan on hipshim. A logical warp is
 * LOGICAL_WARP_THREADS consecutive lanes of a hardware warp (logical warp g of lane l: l / L);
 * hipshim's warp size is chosen at run time (32 or 64), and a logical warp wider than it (the
 * default, HIPCUB_DEVICE_WARP_THREADS = 64, on a 32-wide warp) is the whole warp. The lanes of
 * one logical warp exchange values through its TempStorage between two barriers among exactly
 * those lanes (hs_warp_sync_mask: the other logical warps of the hardware warp go on alone),
 * and every lane computes the result: reductions are valid in every lane (CUB promises lane 0),
 * scans in each lane. One TempStorage per logical warp, as in CUB.
 * Ownership: hipshim's hipCUB area; TempStorage belongs to the caller's logical warp. */
#pragma once

#include <hipcub/util_type.hpp>

namespace hipcub {
namespace detail {

template <class T, int L> class warp_collective {
  protected:
    struct storage {
        T items[L < 64 ? L : 64];
        unsigned char flags[L < 64 ? L : 64];
    };
    storage &s;
    int width, lane;      /* logical warp width and the lane in it */
    unsigned long long mask;   /* the hardware lanes of this logical warp */

    __device__ warp_collective(storage &st) : s(st) {
        const int hw = warpSize, hw_lane = (int)__lane_id();
        width = L < hw ? L : hw;
        lane = hw_lane % width;
        const int first = hw_lane - lane;
        const int n = first + width <= hw ? width : hw - first;
        mask = (n >= 64 ? ~0ull : ((1ull << n) - 1)) << first;
    }
    __device__ void sync() { ::hs_warp_sync_mask(mask); }
    /* publishes this lane's value; the caller reads s.items[0 .. valid) and then calls done() */
    __device__ void put(const T &v) {
        s.items[lane] = v;
        sync();
    }
    __device__ void done() { sync(); }
    __device__ int lanes() const {   /* lanes of this logical warp that exist */
        return __builtin_popcountll(mask);
    }

    template <class Op> __device__ T reduce(const T &input, Op op, int valid) {
        put(input);
        const int n = valid < lanes() ? valid : lanes();
        T r = s.items[0];
        for (int i = 1; i < n; i++)
            r = op(r, s.items[i]);
        done();
        return r;
    }
    /* segmented: the first lane of each segment gets its segment's reduction; head flags mark
     * segment starts, tail flags segment ends */
    template <class Op, class F> __device__ T segmented(const T &input, F flag, Op op, bool head) {
        s.flags[lane] = flag ? 1 : 0;
        put(input);
        const int n = lanes();
        auto starts = [&](int i) { return i == 0 || (head ? s.flags[i] : s.flags[i - 1]); };
        T r = input;
        if (starts(lane)) {
            r = s.items[lane];
            for (int i = lane + 1; i < n && !starts(i); i++)
                r = op(r, s.items[i]);
        }
        done();
        return r;
    }
    /* inclusive and exclusive prefixes of this lane (exclusive of lane 0: init, or undefined) */
    template <class Op> __device__ void scan(const T &input, T &inclusive, T &exclusive, Op op, const T *init, T *aggregate) {
        put(input);
        T run = init ? op(*init, s.items[0]) : s.items[0];
        exclusive = init ? *init : input;
        for (int i = 1; i <= lane; i++) {
            exclusive = run;
            run = op(run, s.items[i]);
        }
        inclusive = run;
        if (aggregate) {
            T a = s.items[0];
            for (int i = 1; i < lanes(); i++)
                a = op(a, s.items[i]);
            *aggregate = a;
        }
        done();
    }
};
} // namespace detail

template <class T, int LOGICAL_WARP_THREADS = HIPCUB_DEVICE_WARP_THREADS, int ARCH = 1>
class WarpReduce : private detail::warp_collective<T, LOGICAL_WARP_THREADS> {
    typedef detail::warp_collective<T, LOGICAL_WARP_THREADS> base;

  public:
    struct TempStorage : Uninitialized<typename base::storage> {};
    __device__ WarpReduce(TempStorage &t) : base(t.Alias()) {}
    __device__ T Sum(T input) { return this->reduce(input, hipcub::Sum(), 1 << 30); }
    __device__ T Sum(T input, int valid_items) { return this->reduce(input, hipcub::Sum(), valid_items); }
    template <class Op> __device__ T Reduce(T input, Op op) { return this->reduce(input, op, 1 << 30); }
    template <class Op> __device__ T Reduce(T input, Op op, int valid_items) { return this->reduce(input, op, valid_items); }
    template <class F> __device__ T HeadSegmentedSum(T input, F head_flag) {
        return this->segmented(input, head_flag, hipcub::Sum(), true);
    }
    template <class F> __device__ T TailSegmentedSum(T input, F tail_flag) {
        return this->segmented(input, tail_flag, hipcub::Sum(), false);
    }
    template <class Op, class F> __device__ T HeadSegmentedReduce(T input, F head_flag, Op op) {
        return this->segmented(input, head_flag, op, true);
    }
    template <class Op, class F> __device__ T TailSegmentedReduce(T input, F tail_flag, Op op) {
        return this->segmented(input, tail_flag, op, false);
    }
};

template <class T, int LOGICAL_WARP_THREADS = HIPCUB_DEVICE_WARP_THREADS, int ARCH = 1>
class WarpScan : private detail::warp_collective<T, LOGICAL_WARP_THREADS> {
    typedef detail::warp_collective<T, LOGICAL_WARP_THREADS> base;

  public:
    struct TempStorage : Uninitialized<typename base::storage> {};
    __device__ WarpScan(TempStorage &t) : base(t.Alias()) {}

    __device__ void InclusiveSum(T input, T &output) { T e; this->scan(input, output, e, hipcub::Sum(), nullptr, nullptr); }
    __device__ void InclusiveSum(T input, T &output, T &warp_aggregate) {
        T e;
        this->scan(input, output, e, hipcub::Sum(), nullptr, &warp_aggregate);
    }
    __device__ void ExclusiveSum(T input, T &output) {
        T i, zero = T();
        this->scan(input, i, output, hipcub::Sum(), &zero, nullptr);
    }
    __device__ void ExclusiveSum(T input, T &output, T &warp_aggregate) {
        T i, zero = T();
        this->scan(input, i, output, hipcub::Sum(), &zero, &warp_aggregate);
    }
    template <class Op> __device__ void InclusiveScan(T input, T &output, Op op) {
        T e;
        this->scan(input, output, e, op, nullptr, nullptr);
    }
    template <class Op> __device__ void InclusiveScan(T input, T &output, Op op, T &warp_aggregate) {
        T e;
        this->scan(input, output, e, op, nullptr, &warp_aggregate);
    }
    template <class Op> __device__ void ExclusiveScan(T input, T &output, Op op) {
        T i;
        this->scan(input, i, output, op, nullptr, nullptr);
    }
    template <class Op> __device__ void ExclusiveScan(T input, T &output, T initial_value, Op op) {
        T i;
        this->scan(input, i, output, op, &initial_value, nullptr);
    }
    template <class Op> __device__ void ExclusiveScan(T input, T &output, T initial_value, Op op, T &warp_aggregate) {
        T i;
        this->scan(input, i, output, op, &initial_value, &warp_aggregate);
    }
    template <class Op> __device__ void Scan(T input, T &inclusive_output, T &exclusive_output, Op op) {
        this->scan(input, inclusive_output, exclusive_output, op, nullptr, nullptr);
    }
    template <class Op> __device__ void Scan(T input, T &inclusive_output, T &exclusive_output, T initial_value, Op op) {
        this->scan(input, inclusive_output, exclusive_output, op, &initial_value, nullptr);
    }
    __device__ T Broadcast(T input, unsigned src_lane) {
        this->put(input);
        T r = this->s.items[src_lane];
        this->done();
        return r;
    }
};

} // namespace hipcub
