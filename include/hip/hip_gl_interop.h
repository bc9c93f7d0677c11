/* hip_gl_interop.h - HIP's OpenGL interop API, with HIP's names, types and signatures. hipshim
 * runs on the CPU with no graphics API to share buffers or textures with: every call returns
 * hipErrorNotSupported after one line naming it (src/runtime/hs_interop.c; hipshim-cc(1), NOT
 * SUPPORTED). Programs that use it build, and can take the error path they have for a machine
 * without OpenGL interop.
 * Ownership: nothing is made. */
#ifndef HIP_GL_INTEROP_H
#define HIP_GL_INTEROP_H

#include <hip/hip_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum hipGLDeviceList {
    hipGLDeviceListAll = 1,
    hipGLDeviceListCurrentFrame = 2,
    hipGLDeviceListNextFrame = 3
} hipGLDeviceList;

typedef unsigned int GLuint;
typedef unsigned int GLenum;

hipError_t hipGLGetDevices(unsigned int *pHipDeviceCount, int *pHipDevices,
                           unsigned int hipDeviceCount, hipGLDeviceList deviceList);
hipError_t hipGraphicsGLRegisterBuffer(hipGraphicsResource **resource, GLuint buffer,
                                       unsigned int flags);
hipError_t hipGraphicsGLRegisterImage(hipGraphicsResource **resource, GLuint image,
                                      GLenum target, unsigned int flags);

#ifdef __cplusplus
}
#endif

#endif
