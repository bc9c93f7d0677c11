// Precision of kernel.texture-reference: a texture reference is reported; texture objects are
// not.
#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> tex_ref;                  // expect: kernel.texture-reference

__global__ void read_obj(cudaTextureObject_t obj, float *out)
{
    out[threadIdx.x] = tex1Dfetch<float>(obj, threadIdx.x);
}
