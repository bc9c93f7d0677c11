/* hipsparse.h - the flat path of hipSPARSE's header, as hipSPARSE before ROCm 5.2 installed it:
 * forwards to <hipsparse/hipsparse.h>.
 * Ownership: forwards only; nothing is allocated. */
#include <hipsparse/hipsparse.h>
