/* hs_libs.h - what hipshim's runtime offers its HIP libraries (src/runtime/lib/) beyond the HIP
 * API: hs_host_work runs a library call's work in its stream's order, at once on the calling
 * thread when nothing is in flight (no hand-over to a worker: the caller's core and caches), else
 * queued as a host function. Unlike hipLaunchHostFunc's callbacks, such work must never wait for
 * anything the caller does after the call.
 * Ownership: the work's user pointer stays the caller's; fn runs once (defined in
 * src/runtime/hs_stream.c). */
#ifndef HIPSHIM_HS_LIBS_H
#define HIPSHIM_HS_LIBS_H

#include <hip/hip_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* fn(user) in stream s's order; hipErrorInvalidHandle (fn not run) for a stream that is none */
hipError_t hs_host_work(hipStream_t s, void (*fn)(void *), void *user);

#ifdef __cplusplus
}
#endif

#endif
