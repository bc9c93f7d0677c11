/* hiprand/hiprand_mtgp32_host.h - host set-up of MTGP32 device states (hipRAND's API on rocRAND):
 * hiprandMakeMTGP32KernelState(states, mtgp32dc_params_fast_11213, params, n, seed) fills n
 * states (one per block; rocRAND has 512 parameter sets of period 2^11213-1, cuRAND 200), each carrying its own
 * parameters, so the kernel parameter table `k` is not needed by hipshim's (rocRAND's) states;
 * hiprandMakeMTGP32Constants still fills it for code that passes it to its kernels.
 * Ownership: hipshim's hipRAND/rocRAND area; the caller owns states and parameter tables. */
#ifndef HIPRAND_MTGP32_HOST_H_
#define HIPRAND_MTGP32_HOST_H_

#include <hiprand/hiprand_kernel.h>

inline hiprandStatus_t hiprandMakeMTGP32Constants(const mtgp32_params_fast_t params[], mtgp32_kernel_params_t *p) {
    return to_hiprand_status(rocrand_make_constant(params, p));
}
inline hiprandStatus_t hiprandMakeMTGP32KernelState(hiprandStateMtgp32_t *s, mtgp32_params_fast_t params[],
                                                    mtgp32_kernel_params_t *k, int n, unsigned long long seed) {
    (void)k;
    return to_hiprand_status(rocrand_make_state_mtgp32(s, params, n, seed));
}
#endif
