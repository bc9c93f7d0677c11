/* pass_unsupported.c - placeholder so the tree links; replaced by the owning area. */
#include "pass.h"

void pass_kernel_unsupported(cu_ctx *c)
{
    (void)c;
}
