/* hipsparse.h - the flat path of hipSPARSE's header, as hipSPARSE before ROCm 5.2 installed it:
 * forwards to <hipsparse/hipsparse.h>.
 * Ownership: hipshim libraries area. */
#include <hipsparse/hipsparse.h>
