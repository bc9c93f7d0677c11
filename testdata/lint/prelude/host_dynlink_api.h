// Prelude: a C/C++ header that declares the driver API's names itself, linted on its own. As a
// header it is first parsed as nvcc would see it from a .cu file; that clashes with the prelude's
// own CUuuid_st and CUresult, so it is parsed the host compiler's way, where it is clean.
#ifndef HOST_DYNLINK_API_H
#define HOST_DYNLINK_API_H
typedef struct CUuuid_st { char bytes[16]; } CUuuid;
typedef enum cudaError_enum { CUDA_SUCCESS = 0, CUDA_ERROR_NOT_READY = 600 } CUresult;
typedef struct CUstream_st *CUstream;
typedef CUresult (*tcuStreamQuery)(CUstream stream);
extern tcuStreamQuery cuStreamQuery;
static inline int stream_idle(CUstream s) { return cuStreamQuery(s) == CUDA_SUCCESS; }
static inline int stream_busy(CUstream s) { return cuStreamQuery(s) == CUDA_ERROR_NOT_READYY; }   // expect: parse
#endif
