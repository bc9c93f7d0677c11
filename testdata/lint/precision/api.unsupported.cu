// Precision of api.unsupported: CUDA names HIP lacks are reported where they are used; the same
// names declared by the user's own header (include/my_dynlink.h), and names in comments,
// strings or #if 0 code, are not.
#include <cuda.h>
#include <cuda_runtime.h>
#include "include/my_dynlink.h"

void use_driver(CUcontext *ctx)
{
    cuCtxDetach(*ctx);                                               // expect: api.unsupported
    cuCtxAttach((void **)ctx, 0);
    CUevent e = 0;
    int kind = CU_MEMORYTYPE_DEVICE;
    (void)e;
    (void)kind;
    const char *s = "cuCtxDetach";   // cuCtxDetach in a comment
    (void)s;
#if 0
    cuCtxDetach(*ctx);
#endif
}
