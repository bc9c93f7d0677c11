/* hipcub/device/device_radix_sort.hpp - hipCUB's DeviceRadixSort and DeviceSegmentedRadixSort
 * on hipshim: a stable least-significant-digit sort by the key bits [begin_bit, end_bit) in CUB's
 * radix order (detail::radix_bits), on the CPU, queued on the stream (device_launch.hpp). The
 * pointer forms sort through scratch in the temporary storage; the DoubleBuffer forms sort in
 * place in the current buffers, using the alternate ones as scratch, and leave the selectors as
 * they were (CUB lets the sort pick the buffer holding the result).
 * Ownership: hipshim's hipCUB area. */
#pragma once

#include <hipcub/device/device_launch.hpp>
#include <hipcub/block/block_radix_sort.hpp>

namespace hipcub {
namespace detail {
/* sorts each segment [b, e) of keys (and values) in place, with the scratch k2/v2 */
template <class K, class V, class B, class E>
void sort_segments(K *keys, V *values, K *k2, V *v2, int num_segments, B begins, E ends, int begin_bit,
                   int end_bit, bool descending, bool with_values) {
    for (int s = 0; s < num_segments; s++) {
        long long b = begins[s], e = ends[s];
        if (e > b)
            radix_sort_pairs(keys + b, values + b, k2 + b, v2 + b, (int)(e - b), begin_bit, end_bit, descending,
                             with_values);
    }
}

/* copies the input into the output, then sorts the output's segments through scratch */
template <class K, class V, class B, class E>
hipError_t radix_sort(void *d_temp, size_t &bytes, const K *keys_in, K *keys_out, const V *values_in, V *values_out,
                      long long n, int num_segments, B begins, E ends, int begin_bit, int end_bit,
                      bool descending, hipStream_t stream, bool debug) {
    const bool pairs = values_out != nullptr;
    const size_t kbytes = aligned_bytes<K>(n), need = kbytes + (pairs ? aligned_bytes<V>(n) : 0);
    return device_op(d_temp, bytes, need, stream, debug, [=] {
        K *k2 = scratch<K>(d_temp, 0);
        V *v2 = pairs ? scratch<V>(d_temp, kbytes) : nullptr;
        if (keys_out != keys_in)
            memmove(keys_out, keys_in, sizeof(K) * n);
        if (pairs && values_out != values_in)
            memmove(values_out, values_in, sizeof(V) * n);
        sort_segments(keys_out, values_out, k2, v2, num_segments, begins, ends, begin_bit, end_bit, descending, pairs);
    });
}
template <class K, class V, class B, class E>
hipError_t radix_sort(void *d_temp, size_t &bytes, DoubleBuffer<K> &keys, DoubleBuffer<V> *values, long long /*n*/,
                      int num_segments, B begins, E ends, int begin_bit, int end_bit, bool descending,
                      hipStream_t stream, bool debug) {
    K *k = keys.Current(), *k2 = keys.Alternate();
    V *v = values ? values->Current() : nullptr, *v2 = values ? values->Alternate() : nullptr;
    const bool pairs = values != nullptr;
    return device_op(d_temp, bytes, 0, stream, debug, [=] {
        sort_segments(k, v, k2, v2, num_segments, begins, ends, begin_bit, end_bit, descending, pairs);
    });
}
/* the whole input as one segment */
struct whole {
    long long n;
    __host__ __device__ long long operator[](int) const { return n; }
};
struct zero {
    __host__ __device__ long long operator[](int) const { return 0; }
};
} // namespace detail

struct DeviceRadixSort {
    template <class K, class NumItemsT>
    static hipError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes, const K *d_keys_in, K *d_keys_out,
                               NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(K) * 8,
                               hipStream_t stream = 0, bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, (const char *)nullptr,
                                  (char *)nullptr, (long long)num_items, 1, detail::zero(),
                                  detail::whole{(long long)num_items}, begin_bit, end_bit, false, stream, debug_synchronous);
    }
    template <class K, class NumItemsT>
    static hipError_t SortKeysDescending(void *d_temp_storage, size_t &temp_storage_bytes, const K *d_keys_in,
                                         K *d_keys_out, NumItemsT num_items, int begin_bit = 0,
                                         int end_bit = sizeof(K) * 8, hipStream_t stream = 0,
                                         bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, (const char *)nullptr,
                                  (char *)nullptr, (long long)num_items, 1, detail::zero(),
                                  detail::whole{(long long)num_items}, begin_bit, end_bit, true, stream, debug_synchronous);
    }
    template <class K, class V, class NumItemsT>
    static hipError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes, const K *d_keys_in, K *d_keys_out,
                                const V *d_values_in, V *d_values_out, NumItemsT num_items, int begin_bit = 0,
                                int end_bit = sizeof(K) * 8, hipStream_t stream = 0, bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out,
                                  (long long)num_items, 1, detail::zero(), detail::whole{(long long)num_items},
                                  begin_bit, end_bit, false, stream, debug_synchronous);
    }
    template <class K, class V, class NumItemsT>
    static hipError_t SortPairsDescending(void *d_temp_storage, size_t &temp_storage_bytes, const K *d_keys_in,
                                          K *d_keys_out, const V *d_values_in, V *d_values_out, NumItemsT num_items,
                                          int begin_bit = 0, int end_bit = sizeof(K) * 8, hipStream_t stream = 0,
                                          bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out,
                                  (long long)num_items, 1, detail::zero(), detail::whole{(long long)num_items},
                                  begin_bit, end_bit, true, stream, debug_synchronous);
    }
    template <class K, class NumItemsT>
    static hipError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes, DoubleBuffer<K> &d_keys,
                               NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(K) * 8,
                               hipStream_t stream = 0, bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys, (DoubleBuffer<char> *)nullptr,
                                  (long long)num_items, 1, detail::zero(), detail::whole{(long long)num_items},
                                  begin_bit, end_bit, false, stream, debug_synchronous);
    }
    template <class K, class NumItemsT>
    static hipError_t SortKeysDescending(void *d_temp_storage, size_t &temp_storage_bytes, DoubleBuffer<K> &d_keys,
                                         NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(K) * 8,
                                         hipStream_t stream = 0, bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys, (DoubleBuffer<char> *)nullptr,
                                  (long long)num_items, 1, detail::zero(), detail::whole{(long long)num_items},
                                  begin_bit, end_bit, true, stream, debug_synchronous);
    }
    template <class K, class V, class NumItemsT>
    static hipError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes, DoubleBuffer<K> &d_keys,
                                DoubleBuffer<V> &d_values, NumItemsT num_items, int begin_bit = 0,
                                int end_bit = sizeof(K) * 8, hipStream_t stream = 0, bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys, &d_values, (long long)num_items, 1,
                                  detail::zero(), detail::whole{(long long)num_items}, begin_bit, end_bit, false,
                                  stream, debug_synchronous);
    }
    template <class K, class V, class NumItemsT>
    static hipError_t SortPairsDescending(void *d_temp_storage, size_t &temp_storage_bytes, DoubleBuffer<K> &d_keys,
                                          DoubleBuffer<V> &d_values, NumItemsT num_items, int begin_bit = 0,
                                          int end_bit = sizeof(K) * 8, hipStream_t stream = 0,
                                          bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys, &d_values, (long long)num_items, 1,
                                  detail::zero(), detail::whole{(long long)num_items}, begin_bit, end_bit, true,
                                  stream, debug_synchronous);
    }
};

struct DeviceSegmentedRadixSort {
    template <class K, class Offsets>
    static hipError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes, const K *d_keys_in, K *d_keys_out,
                               int num_items, int num_segments, Offsets d_begin_offsets, Offsets d_end_offsets,
                               int begin_bit = 0, int end_bit = sizeof(K) * 8, hipStream_t stream = 0,
                               bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, (const char *)nullptr,
                                  (char *)nullptr, (long long)num_items, num_segments, d_begin_offsets, d_end_offsets,
                                  begin_bit, end_bit, false, stream, debug_synchronous);
    }
    template <class K, class Offsets>
    static hipError_t SortKeysDescending(void *d_temp_storage, size_t &temp_storage_bytes, const K *d_keys_in,
                                         K *d_keys_out, int num_items, int num_segments, Offsets d_begin_offsets,
                                         Offsets d_end_offsets, int begin_bit = 0, int end_bit = sizeof(K) * 8,
                                         hipStream_t stream = 0, bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, (const char *)nullptr,
                                  (char *)nullptr, (long long)num_items, num_segments, d_begin_offsets, d_end_offsets,
                                  begin_bit, end_bit, true, stream, debug_synchronous);
    }
    template <class K, class V, class Offsets>
    static hipError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes, const K *d_keys_in, K *d_keys_out,
                                const V *d_values_in, V *d_values_out, int num_items, int num_segments,
                                Offsets d_begin_offsets, Offsets d_end_offsets, int begin_bit = 0,
                                int end_bit = sizeof(K) * 8, hipStream_t stream = 0, bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out,
                                  (long long)num_items, num_segments, d_begin_offsets, d_end_offsets, begin_bit,
                                  end_bit, false, stream, debug_synchronous);
    }
    template <class K, class V, class Offsets>
    static hipError_t SortPairsDescending(void *d_temp_storage, size_t &temp_storage_bytes, const K *d_keys_in,
                                          K *d_keys_out, const V *d_values_in, V *d_values_out, int num_items,
                                          int num_segments, Offsets d_begin_offsets, Offsets d_end_offsets,
                                          int begin_bit = 0, int end_bit = sizeof(K) * 8, hipStream_t stream = 0,
                                          bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out,
                                  (long long)num_items, num_segments, d_begin_offsets, d_end_offsets, begin_bit,
                                  end_bit, true, stream, debug_synchronous);
    }
    template <class K, class Offsets>
    static hipError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes, DoubleBuffer<K> &d_keys, int num_items,
                               int num_segments, Offsets d_begin_offsets, Offsets d_end_offsets, int begin_bit = 0,
                               int end_bit = sizeof(K) * 8, hipStream_t stream = 0, bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys, (DoubleBuffer<char> *)nullptr,
                                  (long long)num_items, num_segments, d_begin_offsets, d_end_offsets, begin_bit,
                                  end_bit, false, stream, debug_synchronous);
    }
    template <class K, class V, class Offsets>
    static hipError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes, DoubleBuffer<K> &d_keys,
                                DoubleBuffer<V> &d_values, int num_items, int num_segments, Offsets d_begin_offsets,
                                Offsets d_end_offsets, int begin_bit = 0, int end_bit = sizeof(K) * 8,
                                hipStream_t stream = 0, bool debug_synchronous = false) {
        return detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys, &d_values, (long long)num_items,
                                  num_segments, d_begin_offsets, d_end_offsets, begin_bit, end_bit, false, stream,
                                  debug_synchronous);
    }
};
} // namespace hipcub
