/* hiprand/hiprand_version.h - the hipRAND version whose API hipshim's hipRAND provides (2.11,
 * ROCm 6.1: scrambled and 64-bit Sobol, generator ordering, direction vectors and scramble
 * constants). Ownership: hipshim's hipRAND/rocRAND area. */
#ifndef HIPRAND_VERSION_H_
#define HIPRAND_VERSION_H_
#define HIPRAND_VERSION 201100
#endif
