/* test_translate.c - translates testdata/translate/project/main.cu with its project headers
 * editable (tr_request.editable, as batch mode does) and compares every output with
 * project/expected/, and each output's own counters (a header's edits counted on the header,
 * the outputs adding up to the unit's counters) with project/expected/counts.txt.
 * usage: test_translate PROJECT_DIR [--regen] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "translate.h"
#include "util.h"

static const char *root;

static int under_root(void *ud, const char *path)
{
    (void)ud;
    size_t n = strlen(root);
    return !strncmp(path, root, n) && path[n] == '/';
}

int main(int argc, char **argv)
{
    if (argc < 2) return 2;
    int regen = argc > 2 && !strcmp(argv[2], "--regen");
    char *dir = realpath(argv[1], NULL);
    if (!dir) return 2;
    root = dir;
    cu_options o;
    memset(&o, 0, sizeof o);
    rl_table *rules = tr_load_rules(&o);
    if (!rules) return 2;
    tr_session *s = tr_session_new(&o, rules);
    char *main_path = ut_path_join(dir, "main.cu");
    tr_request req = {main_path, NULL, 0, 0, under_root, NULL};
    tr_result res;
    int fail = 0;
    if (tr_translate(s, &req, &res) != TR_OK) {
        dg_print_text(stderr, &res.diags);
        fprintf(stderr, "translation failed\n");
        fail = 1;
    }
    size_t want = 3;   /* main.cu, kernels.cuh, common/check.h; never <cstdio> */
    if (!fail && res.noutputs != want) {
        fprintf(stderr, "expected %zu outputs, got %zu\n", want, res.noutputs);
        fail = 1;
    }
    for (size_t i = 0; i < res.noutputs; i++) {
        const tr_output *out = &res.outputs[i];
        if (!under_root(NULL, out->path)) {
            fprintf(stderr, "output outside the project: %s\n", out->path);
            fail = 1;
            continue;
        }
        char *exp = ut_xasprintf("%s/expected/%s", dir, out->path + strlen(dir) + 1);
        char err[512];
        if (regen) {
            if (ut_write_atomic(exp, out->text, out->len, err, sizeof err) != 0) fprintf(stderr, "%s\n", err), fail = 1;
        } else {
            char *data = NULL;
            size_t len = 0;
            if (ut_read_file(exp, &data, &len, err, sizeof err) != 0) {
                fprintf(stderr, "%s\n", err);
                fail = 1;
            } else if (len != out->len || memcmp(data, out->text, len)) {
                fprintf(stderr, "output for %s differs from %s:\n%s\n", out->path, exp, out->text);
                fail = 1;
            }
            free(data);
        }
        if (i > 0 && !out->changed) {
            fprintf(stderr, "header %s should have changed\n", out->path);
            fail = 1;
        }
        free(exp);
    }
    /* per-file counters: "path name=value ..." lines, and their sum is the unit's */
    ut_buf counts = {0};
    dg_stats sum;
    dg_stats_init(&sum);
    for (size_t i = 0; i < res.noutputs; i++) {
        const tr_output *out = &res.outputs[i];
        ut_buf_printf(&counts, "%s", out->path + (under_root(NULL, out->path) ? strlen(dir) + 1 : 0));
        for (size_t k = 0; k < out->stats.n; k++)
            ut_buf_printf(&counts, " %s=%ld", out->stats.v[k].name, out->stats.v[k].value);
        ut_buf_printf(&counts, "\n");
        dg_stats_merge(&sum, &out->stats);
    }
    for (size_t k = 0; k < res.stats.n; k++)
        if (dg_stat(&sum, res.stats.v[k].name) != res.stats.v[k].value) {
            fprintf(stderr, "counter %s: %ld in the unit, %ld over its outputs\n", res.stats.v[k].name,
                    res.stats.v[k].value, dg_stat(&sum, res.stats.v[k].name));
            fail = 1;
        }
    if (sum.n != res.stats.n) {
        fprintf(stderr, "the outputs have counters the unit has not\n");
        fail = 1;
    }
    char *cexp = ut_path_join(dir, "expected/counts.txt"), cerr[512];
    if (regen) {
        if (ut_write_atomic(cexp, counts.s ? counts.s : "", counts.len, cerr, sizeof cerr) != 0)
            fprintf(stderr, "%s\n", cerr), fail = 1;
    } else {
        char *data = NULL;
        size_t len = 0;
        if (ut_read_file(cexp, &data, &len, cerr, sizeof cerr) != 0) {
            fprintf(stderr, "%s\n", cerr);
            fail = 1;
        } else if (len != counts.len || memcmp(data, counts.s, len)) {
            fprintf(stderr, "per-file counters differ from %s:\n%s", cexp, counts.s ? counts.s : "");
            fail = 1;
        }
        free(data);
    }
    free(cexp);
    dg_stats_free(&sum);
    ut_buf_free(&counts);
    dg_print_text(stdout, &res.diags);
    tr_result_free(&res);
    tr_session_free(s);
    rl_table_free(rules);
    free(main_path);
    free(dir);
    if (!fail) puts("test_translate: all passed");
    return fail;
}
