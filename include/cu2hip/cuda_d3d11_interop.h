/* cuda_d3d11_interop.h - parse-prelude stub of the CUDA SDK header of that name: the runtime API's
 * Direct3D 11 interoperability. Only CUDA's Windows toolkits ship the header, so it is declared
 * here from NVIDIA's CUDA Runtime API reference (module "Direct3D 11 Interoperability", CUDA 13:
 * three functions and one enumeration), not generated like the other stubs. Direct3D's own types
 * come from the system's <d3d11.h> (mingw-w64's when Windows code is parsed), as in the SDK.
 * For parsing only. */
#ifndef CU2HIP_STUB_CUDA_D3D11_INTEROP_H
#define CU2HIP_STUB_CUDA_D3D11_INTEROP_H
#pragma clang system_header
#include <cu2hip_prelude.h>
#include <d3d11.h>

enum cudaD3D11DeviceList {
    cudaD3D11DeviceListAll = 1,
    cudaD3D11DeviceListCurrentFrame = 2,
    cudaD3D11DeviceListNextFrame = 3
};

#ifdef __cplusplus
extern "C" {
#endif
__host__ cudaError_t cudaD3D11GetDevice(int *device, IDXGIAdapter *pAdapter);
__host__ cudaError_t cudaD3D11GetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                                         unsigned int cudaDeviceCount, ID3D11Device *pD3D11Device,
                                         enum cudaD3D11DeviceList deviceList);
__host__ cudaError_t cudaGraphicsD3D11RegisterResource(struct cudaGraphicsResource **resource,
                                                       ID3D11Resource *pD3DResource, unsigned int flags);
#ifdef __cplusplus
}
#endif

#endif
