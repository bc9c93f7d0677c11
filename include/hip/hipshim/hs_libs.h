/* hs_libs.h - what hipshim's runtime offers its HIP libraries (src/runtime/lib/) beyond the HIP
 * API: hs_host_work runs a library call's work in its stream's order, at once on the calling
 * thread when nothing is in flight (no hand-over to a worker: the caller's core and caches), else
 * queued as a host function. Unlike hipLaunchHostFunc's callbacks, such work must never wait for
 * anything the caller does after the call.
 * hs_refuse_note prints the one line a call that hipshim cannot run says, once per call name.
 * Ownership: the work's user pointer stays the caller's; fn runs once (defined in
 * src/runtime/hs_stream.c); hs_refuse_note copies the call name (src/runtime/hs_error.c). */
#ifndef HIPSHIM_HS_LIBS_H
#define HIPSHIM_HS_LIBS_H

#include <stdlib.h>
#include <hip/hip_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* fn(user) in stream s's order; hipErrorInvalidHandle (fn not run) for a stream that is none */
hipError_t hs_host_work(hipStream_t s, void (*fn)(void *), void *user);

/* "hipshim: CALL: WHAT (STATUS)" on stderr the first time CALL is refused in this process;
 * STATUS names the status the call returns (HIPBLAS_STATUS_NOT_SUPPORTED, hipErrorNotSupported) */
void hs_refuse_note(const char *call, const char *what, const char *status);

/* Library handles (hipBLAS, hipBLASLt, hipSPARSE, hipSOLVER) are structs whose first member is
 * `unsigned magic`: the library's own number while the handle lives, 0 once destroyed, so a
 * destroyed or foreign handle is refused rather than used. */

/* a zeroed handle of size bytes carrying magic; NULL when out of memory */
static inline void *hs_lib_handle_new(size_t size, unsigned magic)
{
    unsigned *h = (unsigned *)calloc(1, size);
    if (h)
        *h = magic;
    return h;
}

/* handle when it is a live handle carrying magic, else NULL */
static inline void *hs_lib_handle_get(void *handle, unsigned magic)
{
    return handle && *(unsigned *)handle == magic ? handle : NULL;
}

/* waits for the work queued through the handle on stream (as cublasDestroy and its kin do),
 * then frees the handle: the wait's error */
static inline hipError_t hs_lib_handle_free(void *handle, hipStream_t stream)
{
    hipError_t e = hipStreamSynchronize(stream);
    *(unsigned *)handle = 0;
    free(handle);
    return e;
}

#ifdef __cplusplus
}
#endif

#endif
