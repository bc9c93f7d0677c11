/* hipshim's HIP library headers define the include guards of AMD's headers, which ported code
 * tests to know a library was included (cuda-samples' helper_cuda.h declares each library's
 * status-name function under its header's guard): hipBLAS's hipblas.h HIPBLAS_H, hipFFT's
 * hipfft.h HIPFFT_H_, hipSOLVER's hipsolver.h HIPSOLVER_H, hipRAND's hiprand.h HIPRAND_H_
 * (ROCm's library/include headers), hipSPARSE's hipsparse.h _HIPSPARSE_H_ (Debian's 5.3 header).
 * Compiled only. */
#include <hipblas/hipblas.h>
#include <hipfft/hipfft.h>
#include <hipsolver/hipsolver.h>
#include <hipsparse/hipsparse.h>
#include <hiprand/hiprand.h>

#ifndef HIPBLAS_H
#error "hipblas.h: no HIPBLAS_H"
#endif
#ifndef HIPFFT_H_
#error "hipfft.h: no HIPFFT_H_"
#endif
#ifndef HIPSOLVER_H
#error "hipsolver.h: no HIPSOLVER_H"
#endif
#ifndef _HIPSPARSE_H_
#error "hipsparse.h: no _HIPSPARSE_H_"
#endif
#ifndef HIPRAND_H_
#error "hiprand.h: no HIPRAND_H_"
#endif

int main() { return 0; }
