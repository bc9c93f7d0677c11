/* thrust/system/hip/memory_resource.h - where the hip system's memory comes from: hipMalloc
 * (device_vector, device_malloc), hipMallocManaged (universal_vector) and hipHostMalloc (pinned),
 * as rocThrust's resources do. Allocation failure throws thrust::system::detail::bad_alloc.
 * Ownership: hipshim's Thrust area; the resources own nothing beyond what they hand out. */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/mr/memory_resource.h>
#include <thrust/system/detail/bad_alloc.h>
#include <thrust/system_error.h>   /* thrust::system_error, which a device system's headers bring */
#include <thrust/system/hip/pointer.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
namespace detail {
enum hs_memory_kind { HS_DEVICE, HS_MANAGED, HS_PINNED };
template <hs_memory_kind Kind, class Pointer> class hs_resource final : public thrust::mr::memory_resource<Pointer> {
  public:
    Pointer do_allocate(std::size_t bytes, std::size_t) override {
        void *p = nullptr;
        hipError_t e = Kind == HS_DEVICE    ? hipMalloc(&p, bytes)
                       : Kind == HS_MANAGED ? hipMallocManaged(&p, bytes)
                                            : hipHostMalloc(&p, bytes);
        if (e != hipSuccess)
            throw thrust::system::detail::bad_alloc(hipGetErrorString(e));
        return Pointer(p);
    }
    void do_deallocate(Pointer p, std::size_t, std::size_t) override {
        if (Kind == HS_PINNED)
            (void)hipHostFree(thrust::raw_pointer_cast(p));
        else
            (void)hipFree(thrust::raw_pointer_cast(p));
    }
};
} // namespace detail
typedef detail::hs_resource<detail::HS_DEVICE, pointer<void>> memory_resource;
typedef detail::hs_resource<detail::HS_MANAGED, universal_pointer<void>> universal_memory_resource;
typedef detail::hs_resource<detail::HS_PINNED, universal_pointer<void>> universal_host_pinned_memory_resource;
} // namespace hip
} // namespace system
THRUST_NAMESPACE_END
