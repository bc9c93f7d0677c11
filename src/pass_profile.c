/* pass_profile.c - placeholder so the tree links; replaced by the owning area. */
#include "pass.h"

void pass_profile(cu_ctx *c)
{
    (void)c;
}
