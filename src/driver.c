/* driver.c - the single-file command line: translates the named files and writes each result to
 * standard output, -o FILE, a mirrored path under --out-dir, or back in place (atomically, with a
 * FILE.orig backup). All inputs are translated before anything is written, and every output
 * location is checked first, so a bad input or an unwritable path leaves no partial output. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "options.h"
#include "translate.h"
#include "util.h"

/* A program-level message, then status (for return dr_fail(...)). */
static int dr_fail(int status, const char *fmt, const char *a) __attribute__((format(printf, 2, 0)));
static int dr_fail(int status, const char *fmt, const char *a)
{
    ut_warn(fmt, a);
    return status;
}

static int dr_is_regular(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* -o through a symbolic link (or a hard link) to the input is still the input. */
static int dr_same_regular_file(const char *a, const char *b)
{
    struct stat sa, sb;
    return stat(a, &sa) == 0 && stat(b, &sb) == 0 && S_ISREG(sa.st_mode) &&
           sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* Where the translation of input goes: a path, or NULL for standard output (no option, -o -). */
static char *dr_out_path(const cu_options *o, const char *input)
{
    if (o->output) return strcmp(o->output, "-") ? ut_xstrdup(o->output) : NULL;
    if (o->in_place) return ut_xstrdup(input);
    if (o->out_dir) {
        char *rel = ut_mirror_path(input);
        char *p = ut_path_join(o->out_dir, rel);
        free(rel);
        return p;
    }
    return NULL;   /* standard output */
}

static void dr_stats_text(const char *name, const dg_stats *s, double secs)
{
    ut_buf b = {0};
    if (!s->n) ut_buf_puts(&b, " no changes");
    for (size_t i = 0; i < s->n; i++) ut_buf_printf(&b, " %s=%ld", s->v[i].name, s->v[i].value);
    if (secs >= 0) ut_buf_printf(&b, " (%.3f s)", secs);
    ut_note("stats: %s:%s", name, b.s);
    ut_buf_free(&b);
}

static cJSON *dr_counts_json(const dg_stats *s)
{
    cJSON *c = cJSON_CreateObject();
    for (size_t i = 0; i < s->n; i++) cJSON_AddNumberToObject(c, s->v[i].name, (double)s->v[i].value);
    return c;
}

static void dr_print_stats(const cu_options *o, const tr_result *res, size_t n)
{
    dg_stats total;
    dg_stats_init(&total);
    double secs = 0;
    for (size_t i = 0; i < n; i++) {
        dg_stats_merge(&total, &res[i].stats);
        secs += res[i].seconds;
    }
    if (o->stats == CU_STATS_TEXT) {
        for (size_t i = 0; i < n; i++) dr_stats_text(o->inputs.v[i], &res[i].stats, res[i].seconds);
        if (n > 1) dr_stats_text("total", &total, secs);
    } else {
        cJSON *root = cJSON_CreateObject(), *files = cJSON_AddArrayToObject(root, "files");
        for (size_t i = 0; i < n; i++) {
            cJSON *f = cJSON_CreateObject();
            cJSON_AddStringToObject(f, "path", o->inputs.v[i]);
            cJSON_AddItemToObject(f, "counts", dr_counts_json(&res[i].stats));
            size_t warnings = 0;
            for (size_t k = 0; k < res[i].diags.n; k++) warnings += res[i].diags.v[k].sev >= DG_WARNING;
            cJSON_AddNumberToObject(f, "warnings", (double)warnings);
            cJSON_AddNumberToObject(f, "seconds", res[i].seconds);
            cJSON_AddItemToArray(files, f);
        }
        cJSON *t = cJSON_AddObjectToObject(root, "total");
        cJSON_AddNumberToObject(t, "files", (double)n);
        cJSON_AddItemToObject(t, "counts", dr_counts_json(&total));
        cJSON_AddNumberToObject(t, "seconds", secs);
        char *s = ut_utf8_fix(cJSON_Print(root));
        if (s) fprintf(stderr, "%s\n", s);
        free(s);
        cJSON_Delete(root);
    }
    dg_stats_free(&total);
}

static void dr_print_diags(const cu_options *o, const dg_list *l)
{
    for (size_t i = 0; i < l->n; i++) {
        if (o->quiet && l->v[i].sev < DG_ERROR) continue;
        dg_list one = {&l->v[i], 1, 1};
        dg_print_text(stderr, &one);
    }
}

static int dr_write(const cu_options *o, const char *input, const char *path, const tr_output *out)
{
    char err[1024];
    if (!path) {
        if (out->len && fwrite(out->text, 1, out->len, stdout) != out->len) goto stdout_fail;
        if (fflush(stdout) != 0) goto stdout_fail;
        return 0;
    }
    /* temps of a killed run go even when this run writes nothing there (in place, unchanged);
     * a device's directory (/dev) never held one */
    char *real = ut_resolve_output(path, err, sizeof err);
    if (real && (!ut_exists(real) || dr_is_regular(real))) {
        char *dir = ut_dirname(real);
        ut_clean_stale_temps(dir);
        free(dir);
    }
    free(real);
    if (o->in_place) {
        if (!out->changed) return 0;           /* nothing to change: leave the file alone */
        if (!o->no_backup) {
            /* an existing FILE.orig holds the source before the first run: never replaced */
            char *data = NULL, *bak = ut_xasprintf("%s%s", input, o->backup_suffix ? o->backup_suffix : ".orig");
            size_t len = 0;
            int rc = ut_exists_nofollow(bak) ? 1 : ut_read_file(input, &data, &len, err, sizeof err);
            if (rc == 0) rc = ut_write_new_like(bak, data, len, input, err, sizeof err);
            free(data);
            free(bak);
            if (rc < 0) return dr_fail(CU_EXIT_USAGE, "%s", err);
        }
    } else if (o->out_dir) {
        char *dir = ut_dirname(path);
        if (ut_mkdirs(dir) != 0) {
            int r = dr_fail(CU_EXIT_USAGE, "cannot create directory '%s'", dir);
            free(dir);
            return r;
        }
        free(dir);
    }
    if (ut_write_atomic_like(path, out->text, out->len, input, err, sizeof err) != 0)
        return dr_fail(CU_EXIT_USAGE, "%s", err);
    return 0;
stdout_fail:
    return dr_fail(CU_EXIT_USAGE, "cannot write to %s", "standard output");
}

/* The output path of input i (not in place) is another input, or the output of an earlier
 * input that is another file: refused with a message naming both, before anything is done. */
static int dr_plan_clash(const cu_options *o, char *const *paths, size_t i)
{
    char *out = ut_path_normalize(paths[i]);
    int clash = 0;
    for (size_t j = 0; j < o->inputs.n && !clash; j++) {
        if (j == i)
            continue;
        char *in = ut_path_normalize(o->inputs.v[j]);
        if (!strcmp(in, out) || dr_same_regular_file(o->inputs.v[j], paths[i])) {
            ut_warn("the output of '%s' would replace the input '%s'; nothing written",
                    o->inputs.v[i], o->inputs.v[j]);
            clash = 1;
        }
        free(in);
    }
    for (size_t j = 0; j < i && !clash; j++) {
        char *pj = paths[j] ? ut_path_normalize(paths[j]) : NULL;
        if (pj && !strcmp(pj, out) && !dr_same_regular_file(o->inputs.v[i], o->inputs.v[j])) {
            ut_warn("'%s' and '%s' would both be written to '%s'; nothing written",
                    o->inputs.v[j], o->inputs.v[i], paths[i]);
            clash = 1;
        }
        free(pj);
    }
    free(out);
    return clash;
}

int driver_main(const cu_options *o)
{
    size_t n = o->inputs.n;
    if (n > 1 && !o->out_dir && !o->in_place)
        return dr_fail(CU_EXIT_USAGE, "%s", "several input files need --out-dir DIR or --in-place\n"
                       "Try 'cu2hip --help' for more information.");
    char err[1024];
    char **paths = ut_xcalloc(n, sizeof *paths);
    int rc = CU_EXIT_OK;
    /* every output location is checked before any work, so failures leave nothing behind */
    for (size_t i = 0; i < n && rc == CU_EXIT_OK; i++) {
        paths[i] = dr_out_path(o, o->inputs.v[i]);
        if (paths[i] && !o->in_place) {
            char *in = ut_path_normalize(o->inputs.v[i]), *out = ut_path_normalize(paths[i]);
            int same = !strcmp(in, out) || dr_same_regular_file(o->inputs.v[i], paths[i]);
            free(in);
            free(out);
            if (same) rc = dr_fail(CU_EXIT_USAGE, "output '%s' would overwrite its input; use --in-place", paths[i]);
            else if (dr_plan_clash(o, paths, i)) rc = CU_EXIT_USAGE;
            else if (ut_check_writable(paths[i], o->out_dir != NULL, err, sizeof err) != 0)
                rc = dr_fail(CU_EXIT_USAGE, "%s", err);
        } else if (o->in_place && ut_exists(o->inputs.v[i]) && !dr_is_regular(o->inputs.v[i])) {
            /* a device or FIFO has no contents to rewrite; writing into it is not "in place" */
            rc = dr_fail(CU_EXIT_USAGE, "cannot rewrite '%s' in place: not a regular file", o->inputs.v[i]);
        }
    }
    tr_result *res = ut_xcalloc(n ? n : 1, sizeof *res);
    size_t done = 0;
    if (rc == CU_EXIT_OK) {
        /* the rule table loads on a second thread while libclang starts and parses the first
         * file; a bad rule file still wins over every other error, as when it loaded first */
        tr_session *s = tr_session_new_loading(o);
        if (!n && !tr_session_rules(s)) rc = CU_EXIT_USAGE;
        for (; done < n; done++) {
            tr_request req = {o->inputs.v[done], NULL, 0, 0, NULL, NULL};
            tr_status st = tr_translate(s, &req, &res[done]);
            if (!tr_session_rules(s)) {
                rc = CU_EXIT_USAGE;
                done++;
                break;
            }
            if (st == TR_INPUT_ERROR && res[done].diags.n && res[done].diags.v[0].line) {
                dr_print_diags(o, &res[done].diags);   /* at a place: an #include of a device */
                rc = CU_EXIT_USAGE;
                done++;
                break;
            }
            if (st == TR_INPUT_ERROR) {
                rc = dr_fail(CU_EXIT_USAGE, "%s", res[done].diags.n ? res[done].diags.v[0].message : "cannot read input");
                done++;
                break;
            }
            if (st == TR_PARSE_FAILED || st == TR_EDIT_CONFLICT) {
                dr_print_diags(o, &res[done].diags);
                rc = CU_EXIT_INTERNAL;
                done++;
                break;
            }
        }
        tr_session_free(s);
        if (o->in_place)
            for (size_t i = 0; i < done && rc == CU_EXIT_OK; i++)
                if (res[i].noutputs && res[i].outputs[0].changed &&
                    ut_check_writable(paths[i], 0, err, sizeof err) != 0)
                    rc = dr_fail(CU_EXIT_USAGE, "%s", err);
    }
    if (rc == CU_EXIT_OK) {
        for (size_t i = 0; i < n; i++) dr_print_diags(o, &res[i].diags);
        for (size_t i = 0; i < n && rc == CU_EXIT_OK; i++)
            rc = dr_write(o, o->inputs.v[i], paths[i], &res[i].outputs[0]);
        if (o->stats != CU_STATS_NONE) dr_print_stats(o, res, n);
    }
    for (size_t i = 0; i < done; i++) tr_result_free(&res[i]);
    free(res);
    for (size_t i = 0; i < n; i++) free(paths[i]);
    free(paths);
    return rc;
}
