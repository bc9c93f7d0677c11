// Precision of kernel.surface-reference: a surface reference is reported; a surface object is
// the supported form and is not.
#include <cuda_runtime.h>

surface<void, 2> surf_ref;                                            // expect: kernel.surface-reference

__global__ void write_obj(cudaSurfaceObject_t obj, float v)
{
    surf2Dwrite(v, obj, threadIdx.x * 4, 0);
}
