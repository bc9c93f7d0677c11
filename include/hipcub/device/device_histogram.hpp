/* hipcub/device/device_histogram.hpp - hipCUB's DeviceHistogram (HistogramEven, HistogramRange,
 * one channel, 1-D and 2-D) on hipshim: counts on the CPU, queued on the stream
 * (device_launch.hpp). A sample s falls in bin (s - lower) * bins / (upper - lower) of
 * [lower, upper) (even levels, in the level type), or the last level <= s (range levels);
 * samples outside are not counted. Ownership: hipshim's hipCUB area. */
#pragma once

#include <hipcub/device/device_launch.hpp>

namespace hipcub {
struct DeviceHistogram {
    template <class Samples, class CounterT, class LevelT, class OffsetT>
    static hipError_t HistogramEven(void *d_temp_storage, size_t &temp_storage_bytes, Samples d_samples,
                                    CounterT *d_histogram, int num_levels, LevelT lower_level, LevelT upper_level,
                                    OffsetT num_row_samples, OffsetT num_rows, size_t row_stride_bytes,
                                    hipStream_t stream = 0, bool debug_synchronous = false) {
        typedef detail::value_t<Samples> S;
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            const int bins = num_levels - 1;
            for (int b = 0; b < bins; b++)
                d_histogram[b] = 0;
            for (OffsetT r = 0; r < num_rows; r++)
                for (OffsetT i = 0; i < num_row_samples; i++) {
                    const LevelT s = (LevelT)d_samples[r * (OffsetT)(row_stride_bytes / sizeof(S)) + i];
                    if (s >= lower_level && s < upper_level) {
                        long long bin = (long long)((s - lower_level) * (LevelT)bins / (upper_level - lower_level));
                        if (bin >= 0 && bin < bins)
                            d_histogram[bin]++;
                    }
                }
        });
    }
    template <class Samples, class CounterT, class LevelT, class OffsetT>
    static hipError_t HistogramEven(void *d_temp_storage, size_t &temp_storage_bytes, Samples d_samples,
                                    CounterT *d_histogram, int num_levels, LevelT lower_level, LevelT upper_level,
                                    OffsetT num_samples, hipStream_t stream = 0, bool debug_synchronous = false) {
        return HistogramEven(d_temp_storage, temp_storage_bytes, d_samples, d_histogram, num_levels, lower_level,
                             upper_level, num_samples, (OffsetT)1, sizeof(detail::value_t<Samples>) * (size_t)num_samples,
                             stream, debug_synchronous);
    }
    template <class Samples, class CounterT, class LevelT, class OffsetT>
    static hipError_t HistogramRange(void *d_temp_storage, size_t &temp_storage_bytes, Samples d_samples,
                                     CounterT *d_histogram, int num_levels, const LevelT *d_levels,
                                     OffsetT num_row_samples, OffsetT num_rows, size_t row_stride_bytes,
                                     hipStream_t stream = 0, bool debug_synchronous = false) {
        typedef detail::value_t<Samples> S;
        return detail::device_op(d_temp_storage, temp_storage_bytes, 0, stream, debug_synchronous, [=] {
            const int bins = num_levels - 1;
            for (int b = 0; b < bins; b++)
                d_histogram[b] = 0;
            for (OffsetT r = 0; r < num_rows; r++)
                for (OffsetT i = 0; i < num_row_samples; i++) {
                    const LevelT s = (LevelT)d_samples[r * (OffsetT)(row_stride_bytes / sizeof(S)) + i];
                    if (!(s >= d_levels[0] && s < d_levels[bins]))
                        continue;
                    int lo = 0, hi = bins;   /* the last level <= s: levels[lo] <= s < levels[hi] */
                    while (hi - lo > 1) {
                        int mid = (lo + hi) / 2;
                        if (d_levels[mid] <= s)
                            lo = mid;
                        else
                            hi = mid;
                    }
                    d_histogram[lo]++;
                }
        });
    }
    template <class Samples, class CounterT, class LevelT, class OffsetT>
    static hipError_t HistogramRange(void *d_temp_storage, size_t &temp_storage_bytes, Samples d_samples,
                                     CounterT *d_histogram, int num_levels, const LevelT *d_levels, OffsetT num_samples,
                                     hipStream_t stream = 0, bool debug_synchronous = false) {
        return HistogramRange(d_temp_storage, temp_storage_bytes, d_samples, d_histogram, num_levels, d_levels,
                              num_samples, (OffsetT)1, sizeof(detail::value_t<Samples>) * (size_t)num_samples, stream,
                              debug_synchronous);
    }
};
} // namespace hipcub
