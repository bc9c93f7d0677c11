/* cuda_gl_interop.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: the
 * OpenGL interoperability API with CUDA 13's signatures. Like the SDK header it includes
 * <GL/gl.h> (GLuint, GLenum). For parsing only. */
#ifndef CU2HIP_STUB_CUDA_GL_INTEROP_H
#define CU2HIP_STUB_CUDA_GL_INTEROP_H
#pragma clang system_header
/* the SDK header's include guard, which user code may test */
#ifndef __CUDA_GL_INTEROP_H__
#define __CUDA_GL_INTEROP_H__
#endif
#include <cu2hip_prelude.h>
#if defined(__APPLE__)
#include <OpenGL/gl.h>
#else
#include <GL/gl.h>
#endif
#ifdef __cplusplus
extern "C" {
#endif
enum cudaGLDeviceList {
    cudaGLDeviceListAll = 1,
    cudaGLDeviceListCurrentFrame = 2,
    cudaGLDeviceListNextFrame = 3
};
extern __host__ cudaError_t cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices, unsigned int cudaDeviceCount, enum cudaGLDeviceList deviceList);
extern __host__ cudaError_t cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource, GLuint image, GLenum target, unsigned int flags);
extern __host__ cudaError_t cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource, GLuint buffer, unsigned int flags);
enum cudaGLMapFlags {
    cudaGLMapFlagsNone = 0,
    cudaGLMapFlagsReadOnly = 1,
    cudaGLMapFlagsWriteDiscard = 2
};
extern __attribute__((deprecated)) __host__ cudaError_t cudaGLSetGLDevice(int device);
extern __attribute__((deprecated)) __host__ cudaError_t cudaGLRegisterBufferObject(GLuint bufObj);
extern __attribute__((deprecated)) __host__ cudaError_t cudaGLMapBufferObject(void **devPtr, GLuint bufObj);
extern __attribute__((deprecated)) __host__ cudaError_t cudaGLUnmapBufferObject(GLuint bufObj);
extern __attribute__((deprecated)) __host__ cudaError_t cudaGLUnregisterBufferObject(GLuint bufObj);
extern __attribute__((deprecated)) __host__ cudaError_t cudaGLSetBufferObjectMapFlags(GLuint bufObj, unsigned int flags);
extern __attribute__((deprecated)) __host__ cudaError_t cudaGLMapBufferObjectAsync(void **devPtr, GLuint bufObj, cudaStream_t stream);
extern __attribute__((deprecated)) __host__ cudaError_t cudaGLUnmapBufferObjectAsync(GLuint bufObj, cudaStream_t stream);
#ifdef __cplusplus
}
#endif
#endif
