/* cu2hip_texture_decls.h - the texture and surface object functions of CUDA's
 * texture_indirect_functions.h and surface_indirect_functions.h (tex2D<T>(obj, x, y),
 * surf2Dwrite(v, obj, x, y), ...) and channel_descriptor.h's cudaCreateChannelDesc<T>(), for
 * parsing only (see cu2hip_prelude.h), and the C++ templates of cuda_runtime.h over names the
 * generated header declares (cudaLaunchKernelEx, ...). Objects are the 64-bit handles
 * cudaTextureObject_t and cudaSurfaceObject_t; the boundary mode defaults to cudaBoundaryModeTrap
 * (2). Only types this header can name without the generated one (which scripts/gen-rules-decls
 * leaves out when it reads the core prelude; it ignores this header's names). */
#ifndef CU2HIP_TEXTURE_DECLS_H
#define CU2HIP_TEXTURE_DECLS_H
#pragma clang system_header

/* channel_descriptor.h: cudaCreateChannelDesc<float>(), cudaCreateChannelDesc<uchar4>(), ... */
template <class T> __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(void);
__host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf(void);
__host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf1(void);
__host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf2(void);
__host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf4(void);
__host__ struct cudaChannelFormatDesc cudaCreateChannelDescNV12(void);

/* the C++ launch and occupancy templates of cuda_runtime.h over the C functions declared
 * by the generated header */
template <class... ExpTypes, class... ActTypes>
__host__ cudaError_t cudaLaunchKernelEx(const struct cudaLaunchConfig_st *config, void (*kernel)(ExpTypes...),
                                        ActTypes &&...args);
template <class T> __host__ cudaError_t cudaLaunchKernelEx(const struct cudaLaunchConfig_st *config, T *kernel,
                                                           void **args);
template <class T> __host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize,
        int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0, unsigned int flags = 0);
template <class UnaryFunction, class T> __host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(
        int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0);
template <class UnaryFunction, class T> __host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
        int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0,
        unsigned int flags = 0);

/* texture objects: the returning form T texND<T>(obj, ...) and the form writing through a pointer */
#define CU2HIP_TEX(name, ...) \
    template <class T> __device__ T name(unsigned long long texObject, __VA_ARGS__); \
    template <class T> __device__ void name(T *ptr, unsigned long long texObject, __VA_ARGS__);
CU2HIP_TEX(tex1Dfetch, int x)
CU2HIP_TEX(tex1D, float x)
CU2HIP_TEX(tex2D, float x, float y)
CU2HIP_TEX(tex3D, float x, float y, float z)
CU2HIP_TEX(tex1DLayered, float x, int layer)
CU2HIP_TEX(tex2DLayered, float x, float y, int layer)
CU2HIP_TEX(texCubemap, float x, float y, float z)
CU2HIP_TEX(texCubemapLayered, float x, float y, float z, int layer)
CU2HIP_TEX(tex2Dgather, float x, float y, int comp = 0)
CU2HIP_TEX(tex1DLod, float x, float level)
CU2HIP_TEX(tex2DLod, float x, float y, float level)
CU2HIP_TEX(tex3DLod, float x, float y, float z, float level)
CU2HIP_TEX(tex1DLayeredLod, float x, int layer, float level)
CU2HIP_TEX(tex2DLayeredLod, float x, float y, int layer, float level)
CU2HIP_TEX(texCubemapLod, float x, float y, float z, float level)
CU2HIP_TEX(texCubemapLayeredLod, float x, float y, float z, int layer, float level)
CU2HIP_TEX(tex1DGrad, float x, float dPdx, float dPdy)
CU2HIP_TEX(tex2DGrad, float x, float y, float2 dPdx, float2 dPdy)
CU2HIP_TEX(tex3DGrad, float x, float y, float z, float4 dPdx, float4 dPdy)
CU2HIP_TEX(tex1DLayeredGrad, float x, int layer, float dPdx, float dPdy)
CU2HIP_TEX(tex2DLayeredGrad, float x, float y, int layer, float2 dPdx, float2 dPdy)
CU2HIP_TEX(texCubemapGrad, float x, float y, float z, float4 dPdx, float4 dPdy)
CU2HIP_TEX(texCubemapLayeredGrad, float x, float y, float z, int layer, float4 dPdx, float4 dPdy)
#undef CU2HIP_TEX

/* surface objects: T surfNDread<T>(obj, ...), surfNDread(T *, obj, ...), surfNDwrite(T v, obj, ...) */
#define CU2HIP_SURF(name, ...) \
    template <class T> __device__ T name##read(unsigned long long surfObject, __VA_ARGS__, int boundaryMode = 2); \
    template <class T> __device__ void name##read(T *ptr, unsigned long long surfObject, __VA_ARGS__, \
                                                  int boundaryMode = 2); \
    template <class T> __device__ void name##write(T val, unsigned long long surfObject, __VA_ARGS__, \
                                                   int boundaryMode = 2);
CU2HIP_SURF(surf1D, int x)
CU2HIP_SURF(surf2D, int x, int y)
CU2HIP_SURF(surf3D, int x, int y, int z)
CU2HIP_SURF(surf1DLayered, int x, int layer)
CU2HIP_SURF(surf2DLayered, int x, int y, int layer)
CU2HIP_SURF(surfCubemap, int x, int y, int face)
CU2HIP_SURF(surfCubemapLayered, int x, int y, int layerFace)
#undef CU2HIP_SURF

#endif
