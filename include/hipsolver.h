/* hipsolver.h - the flat path of hipSOLVER's header, as hipSOLVER before ROCm 5.2 installed it (what
 * cu2hip emits for --hip-version 4.5 to 5.1): forwards to <hipsolver/hipsolver.h>.
 * Ownership: forwards only; nothing is allocated. */
#include <hipsolver/hipsolver.h>
