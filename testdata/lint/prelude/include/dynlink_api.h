// A project header that replaces cuda.h for dynamic loading: it declares the driver API's types
// and entry points itself (as function pointers loaded with dlsym), with CUDA's own names.
#ifndef DYNLINK_API_H
#define DYNLINK_API_H
#include <stddef.h>
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUuuid_st { char bytes[16]; } CUuuid;
typedef enum cudaError_enum { CUDA_SUCCESS = 0, CUDA_ERROR_INVALID_VALUE = 1 } CUresult;
typedef CUresult (*tcuInit)(unsigned int flags);
typedef CUresult (*tcuDeviceGet)(CUdevice *device, int ordinal);
typedef CUresult (*tcuMemAlloc)(CUdeviceptr *dptr, size_t bytes);
extern tcuInit cuInit;
extern tcuDeviceGet cuDeviceGet;
extern tcuMemAlloc cuMemAlloc;
CUresult loadDriverEntryPoints(const char *library);
#endif
