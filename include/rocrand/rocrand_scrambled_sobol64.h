/* rocrand/rocrand_scrambled_sobol64.h - rocRAND 5.4's scrambled Sobol64 device engine, which
 * Debian's rocRAND 5.3 lacks: rocrand_state_scrambled_sobol64 and its functions
 * (rocrand/hipshim_scrambled_sobol.h). Ownership: hipshim's hipRAND/rocRAND area. */
#include <rocrand/hipshim_scrambled_sobol.h>
