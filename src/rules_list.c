/* rules_list.c - placeholder so the tree links; replaced by the owning area. */
#include <stdio.h>
#include "options.h"

int rules_list_main(const cu_options *o)
{
    (void)o;
    fputs("cu2hip: this mode is not implemented yet\n", stderr);
    return CU_EXIT_USAGE;
}
