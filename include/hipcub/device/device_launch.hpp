/* hipcub/device/device_launch.hpp - how hipshim's hipCUB runs its device-wide primitives: CUB's
 * two-call protocol (a first call with d_temp_storage == nullptr only sets temp_storage_bytes,
 * never to 0, so the caller's allocation is never null; the second call finds at least that
 * many bytes or fails with hipErrorInvalidValue), then the work as a host function on the
 * stream (hipLaunchHostFunc), so it runs after the kernels queued before it and before those
 * queued after, on the CPU, over hipshim's device memory (host memory: iterators and functors
 * work as they are). debug_synchronous waits for it.
 * Ownership: hipshim's hipCUB area; the queued work owns a copy of its arguments. */
#pragma once

#include <hipcub/util_type.hpp>
#include <new>
#include <utility>

namespace hipcub {
namespace detail {

template <class F> struct host_task {
    F f;
    static void run(void *p) {
        host_task *t = static_cast<host_task *>(p);
        t->f();
        delete t;
    }
};

/* the two-call protocol around queuing f on the stream; `need`: bytes of scratch f uses */
template <class F>
hipError_t device_op(void *d_temp_storage, size_t &temp_storage_bytes, size_t need, hipStream_t stream,
                     bool debug_synchronous, F f) {
    need = need < 16 ? 16 : (need + 255) / 256 * 256;
    if (!d_temp_storage) {
        temp_storage_bytes = need;
        return hipSuccess;
    }
    if (temp_storage_bytes < need)
        return hipErrorInvalidValue;
    host_task<F> *t = new (std::nothrow) host_task<F>{std::move(f)};
    if (!t)
        return hipErrorOutOfMemory;
    hipError_t e = hipLaunchHostFunc(stream, &host_task<F>::run, t);
    if (e != hipSuccess) {
        delete t;
        return e;
    }
    return debug_synchronous ? hipStreamSynchronize(stream) : hipSuccess;
}

/* the scratch area of `n` items of T at byte `offset` of the temporary storage */
template <class T> inline T *scratch(void *d_temp_storage, size_t offset) {
    return reinterpret_cast<T *>(static_cast<char *>(d_temp_storage) + offset);
}
template <class T> constexpr size_t aligned_bytes(size_t n) { return (n * sizeof(T) + 255) / 256 * 256; }

} // namespace detail
} // namespace hipcub
