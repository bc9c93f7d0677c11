/* cuda/std/cu2hip_cuda_std.h - parse-prelude form of libcu++'s cuda::std: the C++ standard
 * library's names under cuda::std (libcu++ provides the same interfaces for host and device),
 * plus cuda::std::identity, which libcu++ has in C++17 though the standard adds it in C++20.
 * For parsing only. */
#ifndef CU2HIP_CUDA_STD_H
#define CU2HIP_CUDA_STD_H
#pragma clang system_header
#include <cu2hip_prelude.h>
#include <functional>
#include <type_traits>
#include <utility>
namespace cuda {
namespace std {
using namespace ::std;
struct identity {
    using is_transparent = void;
    template <class _Tp> __host__ __device__ constexpr _Tp &&operator()(_Tp &&__t) const noexcept;
};
} // namespace std
} // namespace cuda
#endif
