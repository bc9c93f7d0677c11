/* hip_cooperative_groups.h - HIP's cooperative groups header. As with real HIP,
 * <hip/hip_runtime.h> must be included first. The implementation is hipshim/hs_coop.hpp.
 * Ownership: as hipshim/hs_coop.hpp states. */
#ifndef HIPSHIM_HIP_COOPERATIVE_GROUPS_H
#define HIPSHIM_HIP_COOPERATIVE_GROUPS_H
#ifndef HIPSHIM_HIP_RUNTIME_H
#error "hipshim: include <hip/hip_runtime.h> before <hip/hip_cooperative_groups.h>"
#endif
#include "hipshim/hs_coop.hpp"
#endif
