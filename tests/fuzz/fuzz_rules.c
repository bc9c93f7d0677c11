/* fuzz_rules.c - libFuzzer target over the rule loader: each input is a user rule file (the JSON
 * of --rules), loaded on top of the built-in table as cu2hip does. A load either succeeds or
 * fails with one "NAME:LINE:COL: error: ..." line; anything else (a crash, a leak, undefined
 * behaviour, an empty or unterminated message) is a finding. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rl_table *t = rl_table_new();
    rl_error err;
    memset(&err, 0, sizeof err);
    if (rl_load_builtin(t, &err) != 0)
        abort();
    memset(&err, 0, sizeof err);
    if (rl_load_buffer(t, "fuzz.json", (const char *)data, size, &err) != 0) {
        size_t n = strnlen(err.msg, sizeof err.msg);
        if (n == 0 || n == sizeof err.msg || strncmp(err.msg, "fuzz.json", 9) != 0)
            abort();
    }
    rl_table_free(t);
    return 0;
}
