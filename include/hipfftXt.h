/* hipfftXt.h - the flat path of hipFFT's header, as hipFFT before ROCm 5.2 installed it (what cu2hip
 * emits for --hip-version 4.1 to 5.1): forwards to <hipfft/hipfftXt.h>.
 * Ownership: forwards only; nothing is allocated. */
#include <hipfft/hipfftXt.h>
