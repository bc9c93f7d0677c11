/* hipcub/device/device_scan.hpp - hipCUB's DeviceScan on hipshim: one pass in input order on the
 * CPU, queued on the stream (device_launch.hpp); in-place scans (d_in == d_out) work. The
 * running value has the output's value type, as in CUB.
 * Ownership: hipshim's hipCUB area. */
#pragma once

#include <hipcub/device/device_launch.hpp>

namespace hipcub {
struct DeviceScan {
    template <class In, class Out, class Op, class T, class NumItemsT>
    static hipError_t ExclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, Op op, T init,
                                    NumItemsT num_items, hipStream_t stream = 0, bool debug_synchronous = false) {
        typedef detail::output_value_t<Out, detail::value_t<In>> Acc;
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            Acc run = init;
            for (long long i = 0; i < (long long)num_items; i++) {
                Acc v = d_in[i];
                d_out[i] = run;
                run = op(run, v);
            }
        });
    }
    template <class In, class Out, class Op, class NumItemsT>
    static hipError_t InclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out, Op op,
                                    NumItemsT num_items, hipStream_t stream = 0, bool debug_synchronous = false) {
        typedef detail::output_value_t<Out, detail::value_t<In>> Acc;
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            if ((long long)num_items <= 0)
                return;
            Acc run = d_in[0];
            d_out[0] = run;
            for (long long i = 1; i < (long long)num_items; i++)
                d_out[i] = run = op(run, d_in[i]);
        });
    }
    template <class In, class Out, class NumItemsT>
    static hipError_t ExclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                                   NumItemsT num_items, hipStream_t stream = 0, bool debug_synchronous = false) {
        typedef detail::output_value_t<Out, detail::value_t<In>> Acc;
        return ExclusiveScan(d_temp_storage, temp_storage_bytes, d_in, d_out, hipcub::Sum(), Acc(), num_items, stream,
                             debug_synchronous);
    }
    template <class In, class Out, class NumItemsT>
    static hipError_t InclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                                   NumItemsT num_items, hipStream_t stream = 0, bool debug_synchronous = false) {
        return InclusiveScan(d_temp_storage, temp_storage_bytes, d_in, d_out, hipcub::Sum(), num_items, stream,
                             debug_synchronous);
    }
};
} // namespace hipcub
