/* thrust/system/hip/detail/par.h - rocThrust's execution policies: thrust::hip::par (=
 * thrust::device), par.on(stream), par_nosync (same as par on hipshim: an algorithm has finished
 * when it returns), and their allocator-aware forms par(alloc).
 * Ownership: hipshim's Thrust area. */
#pragma once

#include <thrust/detail/allocator_aware_execution_policy.h>
#include <thrust/system/hip/detail/execution_policy.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
namespace detail {

template <class Derived> struct execute_on_stream_base : execution_policy<Derived> {
    hipStream_t hs_stream = 0;
    __host__ __device__ execute_on_stream_base(hipStream_t s = 0) : hs_stream(s) {}
    Derived on(const hipStream_t &s) const {
        Derived r = thrust::detail::derived_cast(*this);
        r.hs_stream = s;
        return r;
    }
    std::pair<bool, hipStream_t> hs_stream_info() const { return {true, hs_stream}; }
};
struct execute_on_stream : execute_on_stream_base<execute_on_stream> {
    __host__ __device__ execute_on_stream(hipStream_t s = 0) : execute_on_stream_base<execute_on_stream>(s) {}
};

struct par_t : execution_policy<par_t>, thrust::detail::allocator_aware_execution_policy<execute_on_stream_base> {
    __host__ __device__ constexpr par_t() : execution_policy<par_t>() {}
    typedef execute_on_stream stream_attachment_type;
    execute_on_stream on(const hipStream_t &s) const { return execute_on_stream(s); }
};
typedef par_t par_nosync_t;

} // namespace detail
static const detail::par_t par;
static const detail::par_nosync_t par_nosync;
} // namespace hip
} // namespace system
namespace hip {
using thrust::system::hip::par;
using thrust::system::hip::par_nosync;
} // namespace hip
THRUST_NAMESPACE_END
