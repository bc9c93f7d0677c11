/* hipcub/device/device_reduce.hpp - hipCUB's DeviceReduce (Reduce, Sum, Min, Max, ArgMin,
 * ArgMax, ReduceByKey), DeviceSegmentedReduce and DeviceRunLengthEncode on hipshim: one pass in
 * input order on the CPU, queued on the stream (device_launch.hpp). Sums accumulate in the
 * output's value type, as CUB's do; empty inputs give CUB's results (the initial value; for
 * ArgMin/ArgMax the pair {1, largest/lowest value}).
 * Ownership: hipshim's hipCUB area. */
#pragma once

#include <hipcub/device/device_launch.hpp>

namespace hipcub {
namespace detail {
template <class T> __host__ __device__ T max_of() { return std::numeric_limits<T>::max(); }
template <class T> __host__ __device__ T lowest_of() { return std::numeric_limits<T>::lowest(); }
template <class In, class Op, class Acc> __host__ __device__ Acc reduce_range(In in, long long n, Op op, Acc init) {
    Acc r = init;
    for (long long i = 0; i < n; i++)
        r = op(r, in[i]);
    return r;
}
/* KeyValuePair<int, value> of the first extreme item; `better(a, b)`: b replaces a */
template <class In, class Better>
__host__ __device__ KeyValuePair<int, value_t<In>> arg_range(In in, long long n, value_t<In> empty, Better better) {
    KeyValuePair<int, value_t<In>> r(1, empty);
    for (long long i = 0; i < n; i++)
        if (i == 0 || better(r.value, in[i]))
            r = KeyValuePair<int, value_t<In>>((int)i, in[i]);
    return r;
}
} // namespace detail

struct DeviceReduce {
    template <class In, class Out, class NumItemsT, class Op, class T>
    static hipError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, NumItemsT num_items,
                             Op op, T init, hipStream_t stream = 0, bool debug_synchronous = false) {
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            *d_out = detail::reduce_range(d_in, (long long)num_items, op, init);
        });
    }
    template <class In, class Out, class NumItemsT>
    static hipError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, NumItemsT num_items,
                          hipStream_t stream = 0, bool debug_synchronous = false) {
        typedef detail::output_value_t<Out, detail::value_t<In>> OutT;
        return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, hipcub::Sum(), OutT(), stream,
                      debug_synchronous);
    }
    template <class In, class Out, class NumItemsT>
    static hipError_t Min(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, NumItemsT num_items,
                          hipStream_t stream = 0, bool debug_synchronous = false) {
        return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, hipcub::Min(),
                      detail::max_of<detail::value_t<In>>(), stream, debug_synchronous);
    }
    template <class In, class Out, class NumItemsT>
    static hipError_t Max(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, NumItemsT num_items,
                          hipStream_t stream = 0, bool debug_synchronous = false) {
        return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, hipcub::Max(),
                      detail::lowest_of<detail::value_t<In>>(), stream, debug_synchronous);
    }
    template <class In, class Out, class NumItemsT>
    static hipError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, NumItemsT num_items,
                             hipStream_t stream = 0, bool debug_synchronous = false) {
        typedef detail::value_t<In> T;
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            auto r = detail::arg_range(d_in, (long long)num_items, detail::max_of<T>(), [](const T &a, const T &b) { return b < a; });
            *d_out = {r.key, r.value};
        });
    }
    template <class In, class Out, class NumItemsT>
    static hipError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, NumItemsT num_items,
                             hipStream_t stream = 0, bool debug_synchronous = false) {
        typedef detail::value_t<In> T;
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            auto r = detail::arg_range(d_in, (long long)num_items, detail::lowest_of<T>(), [](const T &a, const T &b) { return a < b; });
            *d_out = {r.key, r.value};
        });
    }
    /* runs of equal consecutive keys: their key and the reduction of their values */
    template <class KeysIn, class UniqueOut, class ValuesIn, class AggregatesOut, class NumRunsOut, class Op, class NumItemsT>
    static hipError_t ReduceByKey(void *d_temp_storage, size_t &temp_storage_bytes, KeysIn d_keys_in,
                                  UniqueOut d_unique_out, ValuesIn d_values_in, AggregatesOut d_aggregates_out,
                                  NumRunsOut d_num_runs_out, Op op, NumItemsT num_items, hipStream_t stream = 0,
                                  bool debug_synchronous = false) {
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            long long runs = 0, n = (long long)num_items;
            for (long long i = 0; i < n;) {
                auto key = d_keys_in[i];
                detail::output_value_t<AggregatesOut, detail::value_t<ValuesIn>> acc = d_values_in[i];
                long long j = i + 1;
                for (; j < n && d_keys_in[j] == key; j++)
                    acc = op(acc, d_values_in[j]);
                d_unique_out[runs] = key;
                d_aggregates_out[runs] = acc;
                runs++;
                i = j;
            }
            *d_num_runs_out = runs;
        });
    }
};

struct DeviceSegmentedReduce {
    template <class In, class Out, class Offsets, class Op, class T>
    static hipError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, int num_segments,
                             Offsets d_begin_offsets, Offsets d_end_offsets, Op op, T init, hipStream_t stream = 0,
                             bool debug_synchronous = false) {
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            for (int s = 0; s < num_segments; s++) {
                long long b = d_begin_offsets[s], e = d_end_offsets[s];
                d_out[s] = detail::reduce_range(d_in + b, e > b ? e - b : 0, op, init);
            }
        });
    }
    template <class In, class Out, class Offsets>
    static hipError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, int num_segments,
                          Offsets d_begin_offsets, Offsets d_end_offsets, hipStream_t stream = 0, bool debug_synchronous = false) {
        typedef detail::output_value_t<Out, detail::value_t<In>> OutT;
        return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets, d_end_offsets,
                      hipcub::Sum(), OutT(), stream, debug_synchronous);
    }
    template <class In, class Out, class Offsets>
    static hipError_t Min(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, int num_segments,
                          Offsets d_begin_offsets, Offsets d_end_offsets, hipStream_t stream = 0, bool debug_synchronous = false) {
        return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets, d_end_offsets,
                      hipcub::Min(), detail::max_of<detail::value_t<In>>(), stream, debug_synchronous);
    }
    template <class In, class Out, class Offsets>
    static hipError_t Max(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, int num_segments,
                          Offsets d_begin_offsets, Offsets d_end_offsets, hipStream_t stream = 0, bool debug_synchronous = false) {
        return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets, d_end_offsets,
                      hipcub::Max(), detail::lowest_of<detail::value_t<In>>(), stream, debug_synchronous);
    }
    template <class In, class Out, class Offsets>
    static hipError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, int num_segments,
                             Offsets d_begin_offsets, Offsets d_end_offsets, hipStream_t stream = 0, bool debug_synchronous = false) {
        typedef detail::value_t<In> T;
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            for (int s = 0; s < num_segments; s++) {
                long long b = d_begin_offsets[s], e = d_end_offsets[s];
                auto r = detail::arg_range(d_in + b, e > b ? e - b : 0, detail::max_of<T>(), [](const T &x, const T &y) { return y < x; });
                d_out[s] = {r.key, r.value};
            }
        });
    }
    template <class In, class Out, class Offsets>
    static hipError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, int num_segments,
                             Offsets d_begin_offsets, Offsets d_end_offsets, hipStream_t stream = 0, bool debug_synchronous = false) {
        typedef detail::value_t<In> T;
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            for (int s = 0; s < num_segments; s++) {
                long long b = d_begin_offsets[s], e = d_end_offsets[s];
                auto r = detail::arg_range(d_in + b, e > b ? e - b : 0, detail::lowest_of<T>(), [](const T &x, const T &y) { return x < y; });
                d_out[s] = {r.key, r.value};
            }
        });
    }
};

struct DeviceRunLengthEncode {
    template <class In, class UniqueOut, class LengthsOut, class NumRunsOut, class NumItemsT>
    static hipError_t Encode(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, UniqueOut d_unique_out,
                             LengthsOut d_counts_out, NumRunsOut d_num_runs_out, NumItemsT num_items,
                             hipStream_t stream = 0, bool debug_synchronous = false) {
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            long long runs = 0, n = (long long)num_items;
            for (long long i = 0; i < n;) {
                long long j = i + 1;
                while (j < n && d_in[j] == d_in[i])
                    j++;
                d_unique_out[runs] = d_in[i];
                d_counts_out[runs] = j - i;
                runs++;
                i = j;
            }
            *d_num_runs_out = runs;
        });
    }
    /* runs longer than one item: their offset and length */
    template <class In, class OffsetsOut, class LengthsOut, class NumRunsOut, class NumItemsT>
    static hipError_t NonTrivialRuns(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, OffsetsOut d_offsets_out,
                                     LengthsOut d_lengths_out, NumRunsOut d_num_runs_out, NumItemsT num_items,
                                     hipStream_t stream = 0, bool debug_synchronous = false) {
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            long long runs = 0, n = (long long)num_items;
            for (long long i = 0; i < n;) {
                long long j = i + 1;
                while (j < n && d_in[j] == d_in[i])
                    j++;
                if (j - i > 1) {
                    d_offsets_out[runs] = i;
                    d_lengths_out[runs] = j - i;
                    runs++;
                }
                i = j;
            }
            *d_num_runs_out = runs;
        });
    }
};

} // namespace hipcub
