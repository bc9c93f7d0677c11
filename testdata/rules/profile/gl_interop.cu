// OpenGL interop (issue 31): cuda_gl_interop.h's calls, which HIP has since 4.5 (hip_gl_interop.h;
// AMD's HIP-on-NVIDIA header pairs each).
#include <GL/gl.h>
#include <cuda_runtime.h>
#include <cuda_gl_interop.h>

cudaError_t register_buffer(GLuint vbo, cudaGraphicsResource_t *res)
{
    unsigned int count = 0;
    int devices[4];
    cudaError_t e = cudaGLGetDevices(&count, devices, 4, cudaGLDeviceListAll);
    if (e != cudaSuccess) return e;
    return cudaGraphicsGLRegisterBuffer(res, vbo, cudaGraphicsRegisterFlagsNone);
}

cudaError_t register_image(GLuint tex, cudaGraphicsResource_t *res)
{
    return cudaGraphicsGLRegisterImage(res, tex, GL_TEXTURE_2D, cudaGraphicsRegisterFlagsReadOnly);
}
