/* hs_module.hpp - what a code object built by hipshim-cc --genco registers when it is loaded
 * (hipModuleLoad*, hiprtc): each kernel of the object with the launchers that turn HIP's
 * `void **kernelParams` and the packed argument buffer of HIP_LAUNCH_PARAM_BUFFER_POINTER into
 * a launch, and the addresses of hiprtc's name expressions. hipshim-chevrons --module appends
 * one ::hs_module_detail::add(...) per kernel definition to the object's sources, so these
 * run as static initialisers while dlopen loads the object, and hs_module.c files them under
 * the module being loaded.
 * Ownership: nothing is allocated here; the module table is hs_module.c's. Include
 * <hip/hip_runtime.h>, not this file. */
#ifndef HIPSHIM_HS_MODULE_HPP
#define HIPSHIM_HS_MODULE_HPP

#include <cstddef>
#include <cstring>
#include <memory>
#include <type_traits>

#include "hs_launch.hpp"

namespace hs_module_detail {

/* Launch from the packed buffer of HIP_LAUNCH_PARAM_BUFFER_POINTER: each argument at the next
 * offset aligned for its type, as the CUDA and HIP driver APIs lay it out. HIP_LAUNCH_PARAM_
 * BUFFER_SIZE must be the size of that layout, as CUDA requires: smaller or larger is
 * hipErrorInvalidValue (a larger size says the program packed other parameters than the
 * kernel's), except the tail padding of a struct holding the parameters (its sizeof). */
template <class... P>
int buf_launcher(const void *func, const void *buf, size_t size, dim3 g, dim3 b, size_t shm,
                 hipStream_t s, int coop)
{
    constexpr size_t n = sizeof...(P);
    size_t off = 0, need = 0, i = 0, align = 1;
    size_t offs[n + 1];
    ((off = (off + alignof(std::decay_t<P>) - 1) & ~(alignof(std::decay_t<P>) - 1),
      offs[i++] = off, off += sizeof(std::decay_t<P>),
      align = alignof(std::decay_t<P>) > align ? alignof(std::decay_t<P>) : align), ...);
    need = off;
    if (need > size || size > ((need + align - 1) & ~(align - 1)) || (need && !buf))
        return hs_api_error(hipErrorInvalidValue);
    /* a copy with the alignment of max_align_t: the program's buffer need not be aligned */
    std::unique_ptr<std::max_align_t[]> copy(new std::max_align_t[need / sizeof(std::max_align_t) + 1]);
    if (need)
        std::memcpy(copy.get(), buf, need);
    void *args[n + 1];
    for (size_t k = 0; k < n; k++)
        args[k] = reinterpret_cast<unsigned char *>(copy.get()) + offs[k];
    return hs_launch_detail::args_launcher<P...>(func, args, g, b, shm, s, coop);
}

template <class... P> inline int add(void (*k)(P...), const char *name)
{
    hs_module_add_kernel(reinterpret_cast<const void *>(k), name,
                         &hs_launch_detail::args_launcher<P...>, &buf_launcher<P...>);
    return 0;
}

/* hiprtc name expressions (hs_rtc.c appends one add_expr per expression to the source): `k<float>`
 * (a kernel, decaying to its pointer: registered under the expression, as templates are not
 * registered where they are defined) or `&var`. */
template <class... P> inline void expr_fn(void (*k)(P...), const char *expr) { add(k, expr); }
template <class R, class... P> inline void expr_fn(R (*)(P...), const char *) {}
template <class F> inline int add_expr(int index, const char *expr, F *p)
{
    if constexpr (std::is_function_v<F>)
        expr_fn(p, expr);
    hs_module_add_expr(index, reinterpret_cast<const void *>(p));
    return 0;
}

} // namespace hs_module_detail

#endif
