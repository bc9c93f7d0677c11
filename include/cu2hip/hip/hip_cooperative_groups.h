/* hip/hip_cooperative_groups.h - parse stub for cu2hip re-reading its own output in prelude
 * mode: the cooperative_groups declarations are shared with the CUDA stub. */
#ifndef CU2HIP_STUB_HIP_COOPERATIVE_GROUPS_H
#define CU2HIP_STUB_HIP_COOPERATIVE_GROUPS_H
#pragma clang system_header
#include <cooperative_groups.h>
#endif
