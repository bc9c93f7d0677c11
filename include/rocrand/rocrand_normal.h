/* rocrand/rocrand_normal.h - Debian's librocrand-dev header of that name, compiled as
 * rocRAND device code (rocrand/hipshim_rocrand.h). Ownership: hipshim's hipRAND/rocRAND area. */
#undef HS_ROCRAND_HEADER
#define HS_ROCRAND_HEADER <rocrand/rocrand_normal.h>
#include <rocrand/hipshim_rocrand.h>
