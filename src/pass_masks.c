/* pass_masks.c - placeholder so the tree links; replaced by the owning area. */
#include "pass.h"

void pass_masks(cu_ctx *c)
{
    (void)c;
}
