/* main.c - entry point of cu2hip: parses the command line (options.c) and hands it to exactly
 * one mode: rule listing, lint, batch (trees, file lists, compile databases) or the single-file
 * driver. */
#include "options.h"

int main(int argc, char **argv)
{
    cu_options o;
    int status;
    if (cu_parse_args(&o, argc, argv, &status) != 0) {
        cu_options_free(&o);
        return status;
    }
    int rc;
    if (o.list_rules) rc = rules_list_main(&o);
    else if (o.lint) rc = lint_main(&o);
    else if (batch_wanted(&o)) rc = batch_main(&o);
    else rc = driver_main(&o);
    cu_options_free(&o);
    return rc;
}
