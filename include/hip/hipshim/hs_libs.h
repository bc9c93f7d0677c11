/* hs_libs.h - what hipshim's runtime offers its HIP libraries (src/runtime/lib/) beyond the HIP
 * API: hs_host_work runs a library call's work in its stream's order, at once on the calling
 * thread when nothing is in flight (no hand-over to a worker: the caller's core and caches), else
 * queued as a host function. Unlike hipLaunchHostFunc's callbacks, such work must never wait for
 * anything the caller does after the call.
 * hs_refuse_note prints the one line a call that hipshim cannot run says, once per call name.
 * Ownership: hs_host_work takes the work's user pointer over, failure included: fn(user) runs
 * once per execution (once in a stream; once per launch of a graph that captured the call), and
 * release(user) once when the last stream op or graph node holding the work is gone (defined in
 * src/runtime/hs_stream.c); hs_refuse_note copies the call name (src/runtime/hs_error.c). */
#ifndef HIPSHIM_HS_LIBS_H
#define HIPSHIM_HS_LIBS_H

#include <stdlib.h>
#include <hip/hip_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* fn(user) in stream s's order; hipErrorInvalidHandle (fn not run, user released) for a stream
 * that is none. fn must not free user: a captured call runs again at each graph launch. */
hipError_t hs_host_work(hipStream_t s, void (*fn)(void *), void (*release)(void *), void *user);

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

/* The functions every library handle has, written once for all libraries. A library names its
 * status type S and its statuses for success (S_OK), a null argument (S_NULL), no memory (S_NOMEM),
 * a handle that is not live (S_DEAD), a failed wait (S_FAILED) and a refused value (S_BAD).
 *
 * HS_LIB_HANDLE_LIFE defines `S CREATE(HT *handle)`, which makes a zeroed H carrying MAGIC and
 * runs the statements INIT... on it (h), and `S DESTROY(HT handle)`, which waits for the
 * handle's stream, then frees it; GET(handle) is the library's H *GET(HT) (hs_lib_handle_get). */
#define HS_LIB_HANDLE_LIFE(S, HT, H, GET, MAGIC, CREATE, DESTROY, S_OK, S_NULL, S_NOMEM, S_DEAD,   \
                           S_FAILED, ...)                                                          \
    S CREATE(HT *handle)                                                                           \
    {                                                                                              \
        if (!handle)                                                                               \
            return S_NULL;                                                                         \
        H *h = (H *)hs_lib_handle_new(sizeof *h, MAGIC);                                           \
        if (!h)                                                                                    \
            return S_NOMEM;                                                                        \
        __VA_ARGS__;                                                                               \
        *handle = h;                                                                               \
        return S_OK;                                                                               \
    }                                                                                              \
    S DESTROY(HT handle)                                                                           \
    {                                                                                              \
        H *h = GET(handle);                                                                        \
        if (!h)                                                                                    \
            return S_DEAD;                                                                         \
        return hs_lib_handle_free(h, h->stream) == hipSuccess ? S_OK : S_FAILED;                   \
    }

/* `S SET(HT handle, T v)`, which stores v in the handle's FIELD when the condition OK (on v)
 * holds, else returns S_BAD, and `S GETTER(HT handle, T *v)`, which reads it back. */
#define HS_LIB_FIELD(S, HT, H, GET, SET, GETTER, T, FIELD, OK, S_OK, S_NULL, S_DEAD, S_BAD)      \
    S SET(HT handle, T v)                                                                          \
    {                                                                                              \
        H *h = GET(handle);                                                                        \
        if (!h)                                                                                    \
            return S_DEAD;                                                                         \
        if (!(OK))                                                                                 \
            return S_BAD;                                                                          \
        h->FIELD = v;                                                                              \
        return S_OK;                                                                               \
    }                                                                                              \
    S GETTER(HT handle, T *v)                                                                      \
    {                                                                                              \
        H *h = GET(handle);                                                                        \
        if (!h)                                                                                    \
            return S_DEAD;                                                                         \
        if (!v)                                                                                    \
            return S_NULL;                                                                         \
        *v = h->FIELD;                                                                             \
        return S_OK;                                                                               \
    }


#endif
