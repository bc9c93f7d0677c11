/* hipfftXt.h - hipFFT's extended API on hipshim: plans and execution by hipDataType
 * (hipfftXtMakePlanMany, hipfftXtGetSizeMany, hipfftXtExec), and load and store callbacks (host
 * functions on hipshim: a __device__ function pointer copied from its symbol is one): the load
 * callback fills a copy of the input that the transform reads, the store callback runs over the
 * output after it; their sharedPointer is NULL. Shared memory for callbacks and multi-GPU
 * descriptors are not supported.
 * Ownership: callbacks and their data pointers belong to the program and must stay valid while
 * executions that use them are queued (src/runtime/lib/hf_plan.c implements it). */
#ifndef HIPFFTXT_H_
#define HIPFFTXT_H_

#include <hipfft/hipfft.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum hipfftXtCallbackType_t {
    HIPFFT_CB_LD_COMPLEX = 0x0,
    HIPFFT_CB_LD_COMPLEX_DOUBLE = 0x1,
    HIPFFT_CB_LD_REAL = 0x2,
    HIPFFT_CB_LD_REAL_DOUBLE = 0x3,
    HIPFFT_CB_ST_COMPLEX = 0x4,
    HIPFFT_CB_ST_COMPLEX_DOUBLE = 0x5,
    HIPFFT_CB_ST_REAL = 0x6,
    HIPFFT_CB_ST_REAL_DOUBLE = 0x7,
    HIPFFT_CB_UNDEFINED = 0x8
} hipfftXtCallbackType;

typedef hipfftComplex (*hipfftCallbackLoadC)(void *dataIn, size_t offset, void *callerInfo,
                                             void *sharedPointer);
typedef hipfftDoubleComplex (*hipfftCallbackLoadZ)(void *dataIn, size_t offset, void *callerInfo,
                                                   void *sharedPointer);
typedef hipfftReal (*hipfftCallbackLoadR)(void *dataIn, size_t offset, void *callerInfo,
                                          void *sharedPointer);
typedef hipfftDoubleReal (*hipfftCallbackLoadD)(void *dataIn, size_t offset, void *callerInfo,
                                                void *sharedPointer);
typedef void (*hipfftCallbackStoreC)(void *dataOut, size_t offset, hipfftComplex element,
                                     void *callerInfo, void *sharedPointer);
typedef void (*hipfftCallbackStoreZ)(void *dataOut, size_t offset, hipfftDoubleComplex element,
                                     void *callerInfo, void *sharedPointer);
typedef void (*hipfftCallbackStoreR)(void *dataOut, size_t offset, hipfftReal element,
                                     void *callerInfo, void *sharedPointer);
typedef void (*hipfftCallbackStoreD)(void *dataOut, size_t offset, hipfftDoubleReal element,
                                     void *callerInfo, void *sharedPointer);

hipfftResult hipfftXtSetCallback(hipfftHandle plan, void **callbacks, hipfftXtCallbackType cbtype,
                                 void **callbackData);
hipfftResult hipfftXtClearCallback(hipfftHandle plan, hipfftXtCallbackType cbtype);
hipfftResult hipfftXtSetCallbackSharedSize(hipfftHandle plan, hipfftXtCallbackType cbtype,
                                           size_t sharedSize);
hipfftResult hipfftXtMakePlanMany(hipfftHandle plan, int rank, long long int *n,
                                  long long int *inembed, long long int istride,
                                  long long int idist, hipDataType inputType,
                                  long long int *onembed, long long int ostride,
                                  long long int odist, hipDataType outputType,
                                  long long int batch, size_t *workSize,
                                  hipDataType executionType);
hipfftResult hipfftXtGetSizeMany(hipfftHandle plan, int rank, long long int *n,
                                 long long int *inembed, long long int istride,
                                 long long int idist, hipDataType inputType,
                                 long long int *onembed, long long int ostride,
                                 long long int odist, hipDataType outputType, long long int batch,
                                 size_t *workSize, hipDataType executionType);
hipfftResult hipfftXtExec(hipfftHandle plan, void *input, void *output, int direction);

#ifdef __cplusplus
}
#endif

#endif
