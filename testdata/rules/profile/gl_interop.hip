// OpenGL interop (issue 31): cuda_gl_interop.h's calls, which HIP has since 4.5 (hip_gl_interop.h;
// AMD's HIP-on-NVIDIA header pairs each).
#include <GL/gl.h>
#include <hip/hip_runtime.h>
#include <hip/hip_gl_interop.h>

hipError_t register_buffer(GLuint vbo, hipGraphicsResource_t *res)
{
    unsigned int count = 0;
    int devices[4];
    hipError_t e = hipGLGetDevices(&count, devices, 4, hipGLDeviceListAll);
    if (e != hipSuccess) return e;
    return hipGraphicsGLRegisterBuffer(res, vbo, hipGraphicsRegisterFlagsNone);
}

hipError_t register_image(GLuint tex, hipGraphicsResource_t *res)
{
    return hipGraphicsGLRegisterImage(res, tex, GL_TEXTURE_2D, hipGraphicsRegisterFlagsReadOnly);
}
