/* thrust/system/hip/detail/execution_policy.h - hipshim's Thrust device system (thrust::hip):
 * its tag and execution policies, and how it runs Thrust's algorithms. Device memory is hipshim
 * memory (hipMalloc), so raw pointers from a device_vector go to kernels as they are. An
 * algorithm called with a thrust::hip policy (thrust::device, thrust::hip::par[.on(stream)], or
 * none with device iterators) first waits for the work queued before it (the policy's stream,
 * or the whole device for the default, as rocThrust orders its work after the null stream's),
 * then runs on the CPU with Thrust's OpenMP back end when compiled with -fopenmp (unless
 * HIPSHIM_THRUST_TBB is defined), else its TBB back end (hipshim-cc links libtbb when it is
 * used), and has finished when it returns: kernels
 * launched after it see its results. An element read or written from host code (v[i],
 * *device_ptr) also waits for queued work first, as rocThrust's copies do.
 * The policies derive from Thrust's sequential CPP system, so a call mixing hip and host
 * iterators is a hip call (select_system below) and anything not forwarded stays correct.
 * Ownership: hipshim's Thrust area; policies are plain values. */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/system/cpp/detail/execution_policy.h>
#include <thrust/iterator/detail/any_system_tag.h>
#include <thrust/detail/execution_policy.h>
#include <hip/hip_runtime.h>
#include <atomic>
#include <utility>

#if defined(_OPENMP) && !defined(HIPSHIM_THRUST_TBB)
#include <thrust/system/omp/detail/par.h>
#define HS_THRUST_BASE(NAME) <thrust/system/omp/detail/NAME.h>
#define HS_THRUST_BASE_PAR ::thrust::system::omp::par
#else
#include <thrust/system/tbb/detail/par.h>
#define HS_THRUST_BASE(NAME) <thrust/system/tbb/detail/NAME.h>
#define HS_THRUST_BASE_PAR ::thrust::system::tbb::par
#endif

namespace hs_thrust {
/* algorithms of the hip system now running (their element accesses must not wait); a
 * constant-initialised inline variable: no guard on each element access */
inline std::atomic<int> active_algorithms{0};
inline std::atomic<int> &active() { return active_algorithms; }
/* waits for queued device work, unless called from inside a kernel (hipshim runs kernels on
 * host threads, where waiting for the device would wait for the caller) */
inline void wait(bool has_stream, hipStream_t stream) {
    if (hs_self)
        return;
    if (has_stream)
        (void)hipStreamSynchronize(stream);
    else
        (void)hipDeviceSynchronize();
}
/* an element access from host code */
inline void host_access() {
    if (__builtin_expect(active_algorithms.load(std::memory_order_relaxed) == 0, 0))
        wait(false, 0);
}
template <class P> auto stream_of(const P &p, int) -> decltype(p.hs_stream_info()) { return p.hs_stream_info(); }
template <class P> std::pair<bool, hipStream_t> stream_of(const P &, long) { return {false, hipStream_t(0)}; }
struct scope {
    template <class P> explicit scope(const P &policy) {
        std::pair<bool, hipStream_t> s = stream_of(policy, 0);
        wait(s.first, s.second);
        active()++;
    }
    ~scope() { active()--; }
    scope(const scope &) = delete;
    scope &operator=(const scope &) = delete;
};
} // namespace hs_thrust

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
namespace detail {

struct tag;
template <class> struct execution_policy;
template <> struct execution_policy<tag> : thrust::system::cpp::detail::execution_policy<tag> {};
struct tag : execution_policy<tag> {};
template <class Derived> struct execution_policy : thrust::system::cpp::detail::execution_policy<Derived> {
    typedef tag tag_type;
    operator tag() const { return tag(); }
};

/* hip with a host system (cpp, omp, tbb, which all derive from cpp): the hip system, whose
 * algorithms wait for the device first (Thrust would otherwise pick the host system) */
template <class S1, class S2>
__host__ __device__ S1 &select_system(execution_policy<S1> &s, thrust::system::cpp::detail::execution_policy<S2> &) {
    return thrust::detail::derived_cast(s);
}
template <class S1, class S2>
__host__ __device__ S2 &select_system(thrust::system::cpp::detail::execution_policy<S1> &, execution_policy<S2> &s) {
    return thrust::detail::derived_cast(s);
}
template <class S1, class S2>
__host__ __device__ S1 &select_system(execution_policy<S1> &s, execution_policy<S2> &) {
    return thrust::detail::derived_cast(s);
}

} // namespace detail
using thrust::system::hip::detail::execution_policy;
using thrust::system::hip::detail::tag;
} // namespace hip
} // namespace system
namespace hip {
using thrust::system::hip::execution_policy;
using thrust::system::hip::tag;
} // namespace hip
THRUST_NAMESPACE_END

/* Defines thrust::system::hip::detail::NAME(hip policy, args...): waits as the policy says,
 * then calls thrust::NAME with the host back end's policy. Used by the headers of detail/, which
 * Thrust includes after the declarations of the algorithms they name. */
#define HS_THRUST_FORWARD(NAME)                                                                  \
    THRUST_NAMESPACE_BEGIN namespace system { namespace hip { namespace detail {                \
    template <class D, class... A> decltype(auto) NAME(execution_policy<D> &exec, A &&...args) { \
        ::hs_thrust::scope guard(thrust::detail::derived_cast(exec));                            \
        return thrust::NAME(HS_THRUST_BASE_PAR, static_cast<A &&>(args)...);                     \
    }                                                                                            \
    } } } THRUST_NAMESPACE_END
