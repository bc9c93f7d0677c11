/* hip_texture_types.h - HIP's header of this name: the texture<T, dim, mode> reference template,
 * which hipshim defines with the fetches in hipshim/hs_texture.hpp (through hip_runtime.h).
 * Ownership: as hip_runtime.h states. */
#include "hip_runtime.h"
