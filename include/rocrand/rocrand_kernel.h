/* rocrand/rocrand_kernel.h - rocRAND's device API: Debian's librocrand-dev header of that name,
 * compiled as rocRAND device code (rocrand/hipshim_rocrand.h), plus the scrambled Sobol engines
 * of rocRAND 5.4 that it lacks. Ownership: hipshim's hipRAND/rocRAND area. */
#undef HS_ROCRAND_HEADER
#define HS_ROCRAND_HEADER <rocrand/rocrand_kernel.h>
#include <rocrand/hipshim_rocrand.h>
#include <rocrand/rocrand_scrambled_sobol32.h>
#include <rocrand/rocrand_scrambled_sobol64.h>
