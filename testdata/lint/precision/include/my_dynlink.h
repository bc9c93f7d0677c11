// my_dynlink.h - a header of the user's that declares CUDA driver names itself (as a dynamic
// loading header does): its names are the user's, not CUDA's.
#pragma once
typedef struct CUevent_st *CUevent;
typedef enum { CU_MEMORYTYPE_HOST = 1, CU_MEMORYTYPE_DEVICE = 2 } CUmemorytype;
typedef int (*tcuCtxAttach)(void **ctx, unsigned flags);
extern tcuCtxAttach cuCtxAttach;
#define CUDAAPI
