/* nvToolsExtCudaRt.h - stub of NVTX 3 (CUDA 13) for the parse prelude: see nvToolsExt.h; the
 * naming calls for runtime devices, streams and events. */
#ifndef CU2HIP_STUB_NVTOOLSEXTCUDART_H
#define CU2HIP_STUB_NVTOOLSEXTCUDART_H
#pragma clang system_header
#include "nvToolsExt.h"
#include <cu2hip_prelude.h>
#ifdef __cplusplus
extern "C" {
#endif
void nvtxNameCudaDeviceA(int device, const char *name);
void nvtxNameCudaDeviceW(int device, const wchar_t *name);
void nvtxNameCudaStreamA(cudaStream_t stream, const char *name);
void nvtxNameCudaStreamW(cudaStream_t stream, const wchar_t *name);
void nvtxNameCudaEventA(cudaEvent_t event, const char *name);
void nvtxNameCudaEventW(cudaEvent_t event, const wchar_t *name);
#ifdef __cplusplus
}
#endif
#define nvtxNameCudaDevice nvtxNameCudaDeviceA
#define nvtxNameCudaStream nvtxNameCudaStreamA
#define nvtxNameCudaEvent nvtxNameCudaEventA
#endif
