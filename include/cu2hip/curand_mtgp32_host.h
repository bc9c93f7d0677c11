/* curand_mtgp32_host.h - parse-prelude stub of the CUDA SDK header: the host functions that build
 * MTGP32 states (curandMakeMTGP32Constants, curandMakeMTGP32KernelState) and the precomputed
 * parameter set. Ownership: rule tables area. */
#pragma once
#ifndef CURAND_MTGP32_HOST_H
#define CURAND_MTGP32_HOST_H
#endif
#include "curand_kernel.h"
#include "curand.h"
extern mtgp32_params_fast_t mtgp32dc_params_fast_11213[];
curandStatus_t curandMakeMTGP32Constants(const mtgp32_params_fast_t params[], mtgp32_kernel_params_t *p);
curandStatus_t curandMakeMTGP32KernelState(curandStateMtgp32_t *s, mtgp32_params_fast_t params[],
                                           mtgp32_kernel_params_t *k, int n, unsigned long long seed);
