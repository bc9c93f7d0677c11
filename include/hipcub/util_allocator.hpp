/* hipcub/util_allocator.hpp - hipCUB's CachingDeviceAllocator on hipshim: device allocations
 * straight from hipMalloc/hipFree (hipshim's device memory is host memory; a cache would save
 * nothing), with CUB's interface, so the CUB examples' `g_allocator.DeviceAllocate(...)` works.
 * Ownership: what DeviceAllocate returns belongs to the caller until DeviceFree; the allocator
 * frees nothing on its own. */
#pragma once

#include <hipcub/util_type.hpp>

namespace hipcub {
struct CachingDeviceAllocator {
    static constexpr unsigned INVALID_BIN = (unsigned)-1;
    static constexpr size_t INVALID_SIZE = (size_t)-1;
    static constexpr int INVALID_DEVICE_ORDINAL = -1;
    unsigned bin_growth, min_bin, max_bin;
    size_t max_cached_bytes;
    bool skip_cleanup, debug;
    CachingDeviceAllocator(unsigned bin_growth, unsigned min_bin = 1, unsigned max_bin = INVALID_BIN,
                           size_t max_cached_bytes = INVALID_SIZE, bool skip_cleanup = false, bool debug = false)
        : bin_growth(bin_growth), min_bin(min_bin), max_bin(max_bin), max_cached_bytes(max_cached_bytes),
          skip_cleanup(skip_cleanup), debug(debug) {}
    CachingDeviceAllocator(bool skip_cleanup = false, bool debug = false)
        : bin_growth(8), min_bin(3), max_bin(7), max_cached_bytes(6 * 1024 * 1024 - 1), skip_cleanup(skip_cleanup),
          debug(debug) {}
    hipError_t SetMaxCachedBytes(size_t bytes) {
        max_cached_bytes = bytes;
        return hipSuccess;
    }
    hipError_t DeviceAllocate(int, void **d_ptr, size_t bytes, hipStream_t = 0) { return hipMalloc(d_ptr, bytes); }
    hipError_t DeviceAllocate(void **d_ptr, size_t bytes, hipStream_t = 0) { return hipMalloc(d_ptr, bytes); }
    hipError_t DeviceFree(int, void *d_ptr) { return hipFree(d_ptr); }
    hipError_t DeviceFree(void *d_ptr) { return hipFree(d_ptr); }
    hipError_t FreeAllCached() { return hipSuccess; }
};
} // namespace hipcub
