/* lint.c - placeholder so the tree links; replaced by the owning area. */
#include <stdio.h>
#include "options.h"

int lint_main(const cu_options *o)
{
    (void)o;
    fputs("cu2hip: this mode is not implemented yet\n", stderr);
    return CU_EXIT_USAGE;
}
