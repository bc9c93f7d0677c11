/* hip_common.h - a HIP runtime header whose declarations hipshim has in
 * hip_runtime_api.h: forwards there, so that a system ROCm's copy never stands in (see
 * hipshim-cc(1), HIP LIBRARIES).
 * Ownership: forwards only; nothing is allocated. */
#include <hip/hip_runtime_api.h>
