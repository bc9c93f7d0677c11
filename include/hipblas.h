/* hipblas.h - the flat path of hipBLAS's header, as hipBLAS before ROCm 5.2 installed it (what
 * cu2hip emits for --hip-version 3.5 to 5.1): forwards to <hipblas/hipblas.h>.
 * Ownership: forwards only; nothing is allocated. */
#include <hipblas/hipblas.h>
