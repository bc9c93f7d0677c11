/* hipcub/device/device_select.hpp - hipCUB's DeviceSelect (If, Flagged, Unique) and
 * DevicePartition (If, Flagged: the selected items first, in order, then the rejected ones in
 * reverse order from the end, as CUB places them) on hipshim: one pass on the CPU, queued on the
 * stream (device_launch.hpp). Ownership: hipshim's hipCUB area. */
#pragma once

#include <hipcub/device/device_launch.hpp>

namespace hipcub {
namespace detail {
/* keeps item i when pick(i); rejected items go to the end in reverse when `partition` */
template <class In, class Out, class NumSelectedOut, class Pick>
__host__ __device__ void select_items(In in, Out out, NumSelectedOut num_selected, long long n, Pick pick, bool partition) {
    long long kept = 0, rejected = 0;
    for (long long i = 0; i < n; i++) {
        if (pick(i))
            out[kept++] = in[i];
        else if (partition)
            out[n - 1 - rejected++] = in[i];
    }
    *num_selected = kept;
}
} // namespace detail

namespace detail {
/* If and Flagged, selecting (DeviceSelect) or partitioning (DevicePartition) */
template <bool Partition> struct select_calls {
    template <class In, class Out, class NumSelectedOut, class SelectOp, class NumItemsT>
    static hipError_t If(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                         NumSelectedOut d_num_selected_out, NumItemsT num_items, SelectOp select_op,
                         hipStream_t stream = 0, bool debug_synchronous = false) {
        return device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            select_items(d_in, d_out, d_num_selected_out, (long long)num_items,
                         [&](long long i) { return (bool)select_op(d_in[i]); }, Partition);
        });
    }
    template <class In, class Flags, class Out, class NumSelectedOut, class NumItemsT>
    static hipError_t Flagged(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Flags d_flags, Out d_out,
                              NumSelectedOut d_num_selected_out, NumItemsT num_items, hipStream_t stream = 0,
                              bool debug_synchronous = false) {
        return device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            select_items(d_in, d_out, d_num_selected_out, (long long)num_items,
                         [&](long long i) { return (bool)d_flags[i]; }, Partition);
        });
    }
};
} // namespace detail

struct DeviceSelect : detail::select_calls<false> {
    /* the first item of each run of equal consecutive items */
    template <class In, class Out, class NumSelectedOut, class NumItemsT>
    static hipError_t Unique(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                             NumSelectedOut d_num_selected_out, NumItemsT num_items, hipStream_t stream = 0,
                             bool debug_synchronous = false) {
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            detail::select_items(d_in, d_out, d_num_selected_out, (long long)num_items,
                                 [&](long long i) { return i == 0 || !(d_in[i] == d_in[i - 1]); }, false);
        });
    }
};

struct DevicePartition : detail::select_calls<true> {};
} // namespace hipcub
