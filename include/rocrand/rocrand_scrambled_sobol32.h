/* rocrand/rocrand_scrambled_sobol32.h - rocRAND 5.4's scrambled Sobol32 device engine, which
 * Debian's rocRAND 5.3 lacks: rocrand_state_scrambled_sobol32 and its functions
 * (rocrand/hipshim_scrambled_sobol.h). Ownership: hipshim's hipRAND/rocRAND area. */
#include <rocrand/hipshim_scrambled_sobol.h>
