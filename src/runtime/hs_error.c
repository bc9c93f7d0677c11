/* hs_error.c - HIP error codes: names, descriptions and the per-thread last error
 * (hipGetLastError / hipPeekAtLastError). A failing API call records its error; success does
 * not clear it; hipGetLastError returns and resets it, as in HIP 6 and CUDA. Also the one line
 * a call hipshim cannot run says, once per call (hs_refuse_note).
 * Ownership: the names and descriptions are static strings; the set of calls that have said
 * their line lives until exit. */
#include <stdio.h>

#include <hip/hipshim/hs_libs.h>
#include "hs_internal.h"

static _Thread_local hipError_t hs_last_error = hipSuccess;

hipError_t hs_set_error(hipError_t e)
{
    if (e != hipSuccess)
        hs_last_error = e;
    return e;
}

hipError_t hs_api_error(hipError_t e) { return hs_set_error(e); }

hipError_t hipGetLastError(void)
{
    hipError_t e = hs_last_error;
    hs_last_error = hipSuccess;
    return e;
}

hipError_t hipPeekAtLastError(void) { return hs_last_error; }
hipError_t hipExtGetLastError(void) { return hipGetLastError(); }

typedef struct hs_errdesc { hipError_t code; const char *name, *text; } hs_errdesc;

#define E(c, t) { c, #c, t }
static const hs_errdesc hs_errors[] = {
    E(hipSuccess, "no error"),
    E(hipErrorInvalidValue, "invalid argument"),
    E(hipErrorOutOfMemory, "out of memory"),
    E(hipErrorNotInitialized, "initialization error"),
    E(hipErrorDeinitialized, "driver shutting down"),
    E(hipErrorProfilerDisabled, "profiler disabled while using external profiling tool"),
    E(hipErrorProfilerNotInitialized, "profiler is not initialized"),
    E(hipErrorProfilerAlreadyStarted, "profiler already started"),
    E(hipErrorProfilerAlreadyStopped, "profiler already stopped"),
    E(hipErrorInvalidConfiguration, "invalid configuration argument"),
    E(hipErrorInvalidPitchValue, "invalid pitch argument"),
    E(hipErrorInvalidSymbol, "invalid device symbol"),
    E(hipErrorInvalidDevicePointer, "invalid device pointer"),
    E(hipErrorInvalidMemcpyDirection, "invalid copy direction for memcpy"),
    E(hipErrorInsufficientDriver, "driver version is insufficient for runtime version"),
    E(hipErrorMissingConfiguration, "__global__ function call is not configured"),
    E(hipErrorPriorLaunchFailure, "unspecified launch failure in prior launch"),
    E(hipErrorInvalidDeviceFunction, "invalid device function"),
    E(hipErrorNoDevice, "no ROCm-capable device is detected"),
    E(hipErrorInvalidDevice, "invalid device ordinal"),
    E(hipErrorInvalidImage, "device kernel image is invalid"),
    E(hipErrorInvalidContext, "invalid device context"),
    E(hipErrorContextAlreadyCurrent, "context is already current context"),
    E(hipErrorMapFailed, "mapping of buffer object failed"),
    E(hipErrorUnmapFailed, "unmapping of buffer object failed"),
    E(hipErrorArrayIsMapped, "array is mapped"),
    E(hipErrorAlreadyMapped, "resource already mapped"),
    E(hipErrorNoBinaryForGpu, "no kernel image is available for execution on the device"),
    E(hipErrorAlreadyAcquired, "resource already acquired"),
    E(hipErrorNotMapped, "resource not mapped"),
    E(hipErrorNotMappedAsArray, "resource not mapped as array"),
    E(hipErrorNotMappedAsPointer, "resource not mapped as pointer"),
    E(hipErrorECCNotCorrectable, "uncorrectable ECC error encountered"),
    E(hipErrorUnsupportedLimit, "limit is not supported on this architecture"),
    E(hipErrorContextAlreadyInUse, "exclusive-thread device already in use by a different thread"),
    E(hipErrorPeerAccessUnsupported, "peer access is not supported between these two devices"),
    E(hipErrorInvalidKernelFile, "invalid kernel file"),
    E(hipErrorInvalidGraphicsContext, "invalid OpenGL or DirectX context"),
    E(hipErrorInvalidSource, "device kernel image is invalid"),
    E(hipErrorFileNotFound, "file not found"),
    E(hipErrorSharedObjectSymbolNotFound, "shared object symbol not found"),
    E(hipErrorSharedObjectInitFailed, "shared object initialization failed"),
    E(hipErrorOperatingSystem, "OS call failed or operation not supported on this OS"),
    E(hipErrorInvalidHandle, "invalid resource handle"),
    E(hipErrorIllegalState, "the operation cannot be performed in the present state"),
    E(hipErrorNotFound, "named symbol not found"),
    E(hipErrorNotReady, "device not ready"),
    E(hipErrorIllegalAddress, "an illegal memory access was encountered"),
    E(hipErrorLaunchOutOfResources, "too many resources requested for launch"),
    E(hipErrorLaunchTimeOut, "the launch timed out and was terminated"),
    E(hipErrorPeerAccessAlreadyEnabled, "peer access is already enabled"),
    E(hipErrorPeerAccessNotEnabled, "peer access has not been enabled"),
    E(hipErrorSetOnActiveProcess, "cannot set while device is active in this process"),
    E(hipErrorContextIsDestroyed, "context is destroyed"),
    E(hipErrorAssert, "device-side assert triggered"),
    E(hipErrorHostMemoryAlreadyRegistered, "part or all of the requested memory range is already mapped"),
    E(hipErrorHostMemoryNotRegistered, "pointer does not correspond to a registered memory region"),
    E(hipErrorLaunchFailure, "unspecified launch failure"),
    E(hipErrorCooperativeLaunchTooLarge, "too many blocks in cooperative launch"),
    E(hipErrorNotSupported, "operation not supported"),
    E(hipErrorStreamCaptureUnsupported, "operation not permitted when stream is capturing"),
    E(hipErrorStreamCaptureInvalidated, "operation failed due to a previous error during capture"),
    E(hipErrorStreamCaptureMerge, "operation would result in a merge of separate capture sequences"),
    E(hipErrorStreamCaptureUnmatched, "capture was not ended in the same stream as it began"),
    E(hipErrorStreamCaptureUnjoined, "capturing stream has unjoined work"),
    E(hipErrorStreamCaptureIsolation, "dependency created on uncaptured work in another stream"),
    E(hipErrorStreamCaptureImplicit, "operation would make the legacy stream depend on a capturing blocking stream"),
    E(hipErrorCapturedEvent, "operation not permitted on an event last recorded in a capturing stream"),
    E(hipErrorStreamCaptureWrongThread, "attempt to terminate a thread-local capture sequence from another thread"),
    E(hipErrorGraphExecUpdateFailure, "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update"),
    E(hipErrorUnknown, "unknown error"),
    E(hipErrorRuntimeMemory, "runtime memory call returned error"),
    E(hipErrorRuntimeOther, "runtime call other than memory returned error"),
};
#undef E

static const hs_errdesc *hs_find_error(hipError_t e)
{
    for (size_t i = 0; i < sizeof hs_errors / sizeof hs_errors[0]; i++)
        if (hs_errors[i].code == e)
            return &hs_errors[i];
    return NULL;
}

const char *hipGetErrorName(hipError_t e)
{
    const hs_errdesc *d = hs_find_error(e);
    return d ? d->name : "hipErrorUnknown";
}

const char *hipGetErrorString(hipError_t e)
{
    const hs_errdesc *d = hs_find_error(e);
    return d ? d->text : "unknown error";
}

hipError_t hipDrvGetErrorName(hipError_t e, const char **s)
{
    const hs_errdesc *d = hs_find_error(e);
    if (!s) HS_RETURN(hipErrorInvalidValue);
    *s = d ? d->name : NULL;
    return d ? hipSuccess : hs_set_error(hipErrorInvalidValue);
}

hipError_t hipDrvGetErrorString(hipError_t e, const char **s)
{
    const hs_errdesc *d = hs_find_error(e);
    if (!s) HS_RETURN(hipErrorInvalidValue);
    *s = d ? d->text : NULL;
    return d ? hipSuccess : hs_set_error(hipErrorInvalidValue);
}

static pthread_mutex_t hs_said_mu = PTHREAD_MUTEX_INITIALIZER;
static ut_map hs_said;   /* names of the calls that have said why they are refused */

void hs_refuse_note(const char *call, const char *what, const char *status)
{
    int added = 0;
    pthread_mutex_lock(&hs_said_mu);
    ut_map_upsert(&hs_said, call, strlen(call), &added);
    pthread_mutex_unlock(&hs_said_mu);
    if (added)
        fprintf(stderr, "hipshim: %s: %s (%s)\n", call, what, status);
}
