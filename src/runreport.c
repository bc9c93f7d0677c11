/* runreport.c - the batch run report: JSON (machine readable, the format --merge-reports
 * reads), CSV (one row per file, for spreadsheets) and Markdown (for a merge request). */
#include "runreport.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "report.h"
#include "containers.h"
#include "util.h"

#ifndef CU2HIP_VERSION
#define CU2HIP_VERSION "0"
#endif

static const char *const rr_statuses[] = { "translated", "unchanged", "copied", "failed" };
static const char *const rr_kinds[] = { "source", "header", "cmake", "make", "other" };
#define RR_NSTATUS (sizeof rr_statuses / sizeof *rr_statuses)
#define RR_NKIND (sizeof rr_kinds / sizeof *rr_kinds)

void rr_init(rr_report *r)
{
    memset(r, 0, sizeof *r);
    r->parts = 1;
}

static void rr_file_free(rr_file *f)
{
    free(f->path);
    free(f->kind);
    free(f->status);
    free(f->output);
    free(f->via);
    dg_stats_free(&f->changes);
    dg_free(&f->findings);
}

void rr_free(rr_report *r)
{
    for (size_t i = 0; i < r->n; i++)
        rr_file_free(&r->v[i]);
    free(r->v);
    free(r->root);
    free(r->out);
    free(r->shard);
    rr_init(r);
}

void rr_set_str(char **field, const char *value)
{
    free(*field);
    *field = value ? ut_xstrdup(value) : NULL;
}

rr_file *rr_add(rr_report *r, const char *path, const char *kind, const char *status)
{
    rr_file *f = ut_vec_add(r);
    f->path = ut_xstrdup(path);
    f->kind = ut_xstrdup(kind);
    f->status = ut_xstrdup(status);
    dg_stats_init(&f->changes);
    dg_init(&f->findings);
    return f;
}

static int rr_cmp(const void *a, const void *b)
{
    return strcmp(((const rr_file *)a)->path, ((const rr_file *)b)->path);
}

void rr_sort(rr_report *r)
{
    if (r->n > 1)
        qsort(r->v, r->n, sizeof *r->v, rr_cmp);
}

int rr_is_unsupported(const dg_finding *f)
{
    return (f->rule_id && strstr(f->rule_id, "unsupported")) ||
           (f->message && strstr(f->message, "not supported"));
}

int rr_status_fails(const char *status)
{
    return status && strcmp(status, "failed") == 0;
}

/* ------------------------------------------------------------------ JSON pieces */

cJSON *rr_findings_to_json(const dg_list *l)
{
    return rp_findings_json(l, NULL);
}

static unsigned rr_uint(const cJSON *o, const char *key)
{
    const cJSON *it = cJSON_GetObjectItem(o, key);
    return cJSON_IsNumber(it) && it->valuedouble > 0 ? (unsigned)it->valuedouble : 0;
}

int rr_findings_from_json(const cJSON *a, dg_list *l)
{
    const cJSON *f;
    if (!a)
        return 0;
    if (!cJSON_IsArray(a))
        return -1;
    cJSON_ArrayForEach(f, a) {
        const char *sev = cJSON_GetStringValue(cJSON_GetObjectItem(f, "severity"));
        const char *msg = cJSON_GetStringValue(cJSON_GetObjectItem(f, "message"));
        if (!sev || !msg)
            return -1;
        dg_severity s = strcmp(sev, "error") == 0 ? DG_ERROR
                      : strcmp(sev, "warning") == 0 ? DG_WARNING : DG_NOTE;
        unsigned line = rr_uint(f, "line"), col = rr_uint(f, "column");
        dg_finding *d = dg_add(l, cJSON_GetStringValue(cJSON_GetObjectItem(f, "file")), line, col, s,
                               cJSON_GetStringValue(cJSON_GetObjectItem(f, "ruleId")), "%s", msg);
        unsigned el = rr_uint(f, "endLine"), ec = rr_uint(f, "endColumn");
        /* The writer fills the end with the start when there is none; keep 0 then. */
        d->end_line = el == line && ec == col ? 0 : el;
        d->end_col = el == line && ec == col ? 0 : ec;
        const char *sug = cJSON_GetStringValue(cJSON_GetObjectItem(f, "suggestion"));
        if (sug)
            dg_set_suggestion(d, sug);
    }
    return 0;
}

static int rr_counter_cmp(const void *a, const void *b)
{
    return strcmp((*(const dg_counter *const *)a)->name, (*(const dg_counter *const *)b)->name);
}

/* Counters sorted by name (insertion order differs between files; reports must not). */
static const dg_counter **rr_sorted_counters(const dg_stats *s)
{
    const dg_counter **v = ut_xcalloc(s->n + 1, sizeof *v);
    for (size_t i = 0; i < s->n; i++)
        v[i] = &s->v[i];
    if (s->n > 1)
        qsort(v, s->n, sizeof *v, rr_counter_cmp);
    return v;
}

cJSON *rr_stats_to_json(const dg_stats *s)
{
    cJSON *o = cJSON_CreateObject();
    const dg_counter **v = rr_sorted_counters(s);
    for (size_t i = 0; i < s->n; i++)
        if (v[i]->value)
            cJSON_AddNumberToObject(o, v[i]->name, (double)v[i]->value);
    free(v);
    return o;
}

int rr_stats_from_json(const cJSON *o, dg_stats *s)
{
    const cJSON *it;
    if (!o)
        return 0;
    if (!cJSON_IsObject(o))
        return -1;
    cJSON_ArrayForEach(it, o) {
        if (!cJSON_IsNumber(it) || !it->string)
            return -1;
        dg_count(s, it->string, (long)it->valuedouble);
    }
    return 0;
}

/* ------------------------------------------------------------------ totals */

typedef struct rr_totals {
    size_t by_status[RR_NSTATUS + 1];   /* last: other */
    size_t by_kind[RR_NKIND + 1];
    size_t sev[3];
    size_t cached, unsupported;
    long lines;
    double seconds;
    dg_stats changes;
} rr_totals;

static size_t rr_index(const char *const *names, size_t n, const char *s)
{
    for (size_t i = 0; i < n; i++)
        if (s && strcmp(names[i], s) == 0)
            return i;
    return n;
}

static void rr_total(const rr_report *r, rr_totals *t)
{
    memset(t, 0, sizeof *t);
    dg_stats_init(&t->changes);
    for (size_t i = 0; i < r->n; i++) {
        const rr_file *f = &r->v[i];
        t->by_status[rr_index(rr_statuses, RR_NSTATUS, f->status)]++;
        t->by_kind[rr_index(rr_kinds, RR_NKIND, f->kind)]++;
        t->cached += f->cached != 0;
        t->lines += f->lines;
        t->seconds += f->seconds;
        dg_stats_merge(&t->changes, &f->changes);
        for (size_t k = 0; k < f->findings.n; k++) {
            t->sev[f->findings.v[k].sev]++;
            t->unsupported += rr_is_unsupported(&f->findings.v[k]) != 0;
        }
    }
}

static long rr_changes_sum(const dg_stats *s)
{
    long n = 0;
    for (size_t i = 0; i < s->n; i++)
        n += s->v[i].value;
    return n;
}

/* ------------------------------------------------------------------ JSON */

static void rr_add_opt_str(cJSON *o, const char *key, const char *v)
{
    if (v)
        cJSON_AddStringToObject(o, key, v);
    else
        cJSON_AddNullToObject(o, key);
}

static cJSON *rr_to_json(const rr_report *r)
{
    rr_totals t;
    rr_total(r, &t);
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "tool", "cu2hip");
    cJSON_AddStringToObject(j, "version", CU2HIP_VERSION);
    rr_add_opt_str(j, "root", r->root);
    rr_add_opt_str(j, "outDir", r->out);
    rr_add_opt_str(j, "shard", r->shard);
    cJSON_AddNumberToObject(j, "parts", r->parts);
    cJSON_AddNumberToObject(j, "jobs", r->jobs);
    cJSON_AddNumberToObject(j, "wallSeconds", r->wall_seconds);
    cJSON *to = cJSON_AddObjectToObject(j, "totals");
    cJSON_AddNumberToObject(to, "files", (double)r->n);
    cJSON *bs = cJSON_AddObjectToObject(to, "byStatus");
    for (size_t i = 0; i < RR_NSTATUS; i++)
        cJSON_AddNumberToObject(bs, rr_statuses[i], (double)t.by_status[i]);
    cJSON *bk = cJSON_AddObjectToObject(to, "byKind");
    for (size_t i = 0; i < RR_NKIND; i++)
        cJSON_AddNumberToObject(bk, rr_kinds[i], (double)t.by_kind[i]);
    cJSON_AddNumberToObject(to, "cached", (double)t.cached);
    cJSON_AddNumberToObject(to, "lines", (double)t.lines);
    cJSON_AddNumberToObject(to, "seconds", t.seconds);
    cJSON_AddNumberToObject(to, "errors", (double)t.sev[DG_ERROR]);
    cJSON_AddNumberToObject(to, "warnings", (double)t.sev[DG_WARNING]);
    cJSON_AddNumberToObject(to, "notes", (double)t.sev[DG_NOTE]);
    cJSON_AddNumberToObject(to, "unsupported", (double)t.unsupported);
    cJSON_AddItemToObject(to, "changes", rr_stats_to_json(&t.changes));
    dg_stats_free(&t.changes);
    cJSON *files = cJSON_AddArrayToObject(j, "files");
    for (size_t i = 0; i < r->n; i++) {
        const rr_file *f = &r->v[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "path", f->path);
        cJSON_AddStringToObject(o, "kind", f->kind);
        cJSON_AddStringToObject(o, "status", f->status);
        rr_add_opt_str(o, "output", f->output);
        rr_add_opt_str(o, "via", f->via);
        cJSON_AddBoolToObject(o, "cached", f->cached);
        cJSON_AddNumberToObject(o, "lines", (double)f->lines);
        cJSON_AddNumberToObject(o, "seconds", f->seconds);
        cJSON_AddItemToObject(o, "changes", rr_stats_to_json(&f->changes));
        cJSON_AddItemToObject(o, "findings", rr_findings_to_json(&f->findings));
        cJSON_AddItemToArray(files, o);
    }
    return j;
}

static int rr_write_json(FILE *out, const rr_report *r)
{
    cJSON *j = rr_to_json(r);
    char *s = ut_utf8_fix(cJSON_Print(j));
    cJSON_Delete(j);
    if (!s)
        return -1;
    fputs(s, out);
    fputc('\n', out);
    free(s);
    return 0;
}

/* ------------------------------------------------------------------ CSV */

static void rr_csv_cell(FILE *out, const char *s)
{
    if (!s)
        return;
    if (!strpbrk(s, ",\"\r\n")) {
        fputs(s, out);
        return;
    }
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

static void rr_csv_changes(FILE *out, const dg_stats *s)
{
    ut_buf b = { 0 };
    const dg_counter **v = rr_sorted_counters(s);
    for (size_t i = 0; i < s->n; i++)
        if (v[i]->value)
            ut_buf_printf(&b, "%s%s=%ld", b.len ? ";" : "", v[i]->name, v[i]->value);
    free(v);
    rr_csv_cell(out, b.s ? b.s : "");
    ut_buf_free(&b);
}

static int rr_write_csv(FILE *out, const rr_report *r)
{
    fputs("path,kind,status,output,via,cached,lines,seconds,errors,warnings,notes,changes\n", out);
    for (size_t i = 0; i < r->n; i++) {
        const rr_file *f = &r->v[i];
        size_t sev[3] = { 0, 0, 0 };
        for (size_t k = 0; k < f->findings.n; k++)
            sev[f->findings.v[k].sev]++;
        rr_csv_cell(out, f->path);
        fputc(',', out);
        rr_csv_cell(out, f->kind);
        fputc(',', out);
        rr_csv_cell(out, f->status);
        fputc(',', out);
        rr_csv_cell(out, f->output);
        fputc(',', out);
        rr_csv_cell(out, f->via);
        fprintf(out, ",%d,%ld,%.3f,%zu,%zu,%zu,", f->cached ? 1 : 0, f->lines, f->seconds,
                sev[DG_ERROR], sev[DG_WARNING], sev[DG_NOTE]);
        rr_csv_changes(out, &f->changes);
        fputc('\n', out);
    }
    rr_totals t;
    rr_total(r, &t);
    fprintf(out, "TOTAL,,,,,%zu,%ld,%.3f,%zu,%zu,%zu,", t.cached, t.lines, t.seconds,
            t.sev[DG_ERROR], t.sev[DG_WARNING], t.sev[DG_NOTE]);
    rr_csv_changes(out, &t.changes);
    fputc('\n', out);
    dg_stats_free(&t.changes);
    return 0;
}

/* ------------------------------------------------------------------ Markdown */

static const char *rr_plural(size_t n)
{
    return n == 1 ? "" : "s";
}

static void rr_md_code(FILE *out, const char *s)
{
    fputc('`', out);
    rp_md_escape(out, s);
    fputc('`', out);
}

/* A findings table, at most RR_MD_MAX_ROWS rows (the JSON report has them all). */
#define RR_MD_MAX_ROWS 500
static void rr_md_findings(FILE *out, const char *title, const char *what, dg_list *l)
{
    if (!l->n)
        return;
    fprintf(out, "\n## %s (%zu)\n\n%s\n\n", title, l->n, what);
    size_t n = l->n;
    if (n > RR_MD_MAX_ROWS)
        l->n = RR_MD_MAX_ROWS;
    rp_md_table(out, l, NULL);
    if (n > RR_MD_MAX_ROWS)
        fprintf(out, "\n%zu more in the JSON report.\n", n - RR_MD_MAX_ROWS);
    l->n = n;
}

static int rr_write_md(FILE *out, const rr_report *r)
{
    rr_totals t;
    rr_total(r, &t);
    fputs("# cu2hip migration report\n\n", out);
    fprintf(out, "**%zu file%s**: ", r->n, rr_plural(r->n));
    int first = 1;
    for (size_t i = 0; i <= RR_NSTATUS; i++) {
        if (!t.by_status[i])
            continue;
        fprintf(out, "%s%zu %s", first ? "" : ", ", t.by_status[i],
                i < RR_NSTATUS ? rr_statuses[i] : "other");
        first = 0;
    }
    if (first)
        fputs("none", out);
    fprintf(out, ". **Findings**: %zu error%s, %zu warning%s, %zu note%s; %zu unsupported "
            "use%s.\n\n", t.sev[DG_ERROR], rr_plural(t.sev[DG_ERROR]), t.sev[DG_WARNING],
            rr_plural(t.sev[DG_WARNING]), t.sev[DG_NOTE], rr_plural(t.sev[DG_NOTE]),
            t.unsupported, rr_plural(t.unsupported));
    fputs("| | |\n|---|---|\n", out);
    if (r->root) {
        fputs("| source | ", out);
        rr_md_code(out, r->root);
        fputs(" |\n", out);
    }
    if (r->out) {
        fputs("| output | ", out);
        rr_md_code(out, r->out);
        fputs(" |\n", out);
    }
    fprintf(out, "| lines | %ld |\n", t.lines);
    fprintf(out, "| time | %.2f s wall, %.2f s translating, %d job%s |\n", r->wall_seconds,
            t.seconds, r->jobs, rr_plural((size_t)r->jobs));
    if (r->parts > 1)
        fprintf(out, "| parts | %d merged reports |\n", r->parts);
    if (r->shard)
        fprintf(out, "| shard | %s |\n", r->shard);
    fprintf(out, "| from cache | %zu file%s |\n", t.cached, rr_plural(t.cached));

    if (t.changes.n) {
        fputs("\n## Changes by category\n\n| category | count |\n|---|---:|\n", out);
        const dg_counter **v = rr_sorted_counters(&t.changes);
        for (size_t i = 0; i < t.changes.n; i++)
            if (v[i]->value)
                fprintf(out, "| %s | %ld |\n", v[i]->name, v[i]->value);
        free(v);
    }

    size_t nfail = t.by_status[rr_index(rr_statuses, RR_NSTATUS, "failed")];
    if (nfail) {
        fputs("\n## Files that failed\n\nNo output was written for these.\n\n"
              "| file | first error |\n|---|---|\n", out);
        for (size_t i = 0; i < r->n; i++) {
            const rr_file *f = &r->v[i];
            if (!rr_status_fails(f->status))
                continue;
            const dg_finding *e = NULL;
            for (size_t k = 0; k < f->findings.n && !e; k++)
                if (f->findings.v[k].sev == DG_ERROR)
                    e = &f->findings.v[k];
            fputs("| ", out);
            rr_md_code(out, f->path);
            fputs(" | ", out);
            if (e) {
                if (e->line)
                    fprintf(out, "%u:%u: ", e->line, e->col);
                rp_md_escape(out, e->message);
            }
            fputs(" |\n", out);
        }
    }

    dg_list uns, other;
    dg_init(&uns);
    dg_init(&other);
    for (size_t i = 0; i < r->n; i++)
        for (size_t k = 0; k < r->v[i].findings.n; k++) {
            dg_list one = { &r->v[i].findings.v[k], 1, 1 };
            dg_append(rr_is_unsupported(&r->v[i].findings.v[k]) ? &uns : &other, &one);
        }
    rr_md_findings(out, "Unsupported uses", "CUDA features with no HIP equivalent: these need a "
                   "person.", &uns);
    rr_md_findings(out, "Other findings", "Warnings, notes and errors, with their locations.",
                   &other);
    dg_free(&uns);
    dg_free(&other);

    fputs("\n## Files\n\n<details><summary>All files</summary>\n\n"
          "| file | kind | status | output | changes | findings | time |\n"
          "|---|---|---|---|---:|---:|---:|\n", out);
    for (size_t i = 0; i < r->n; i++) {
        const rr_file *f = &r->v[i];
        fputs("| ", out);
        rr_md_code(out, f->path);
        fprintf(out, " | %s | %s%s | ", f->kind, f->status, f->cached ? " (cached)" : "");
        if (f->output)
            rr_md_code(out, f->output);
        fprintf(out, " | %ld | %zu | ", rr_changes_sum(&f->changes), f->findings.n);
        if (f->via) {
            fputs("via ", out);
            rr_md_code(out, f->via);
        } else {
            fprintf(out, "%.2f s", f->seconds);
        }
        fputs(" |\n", out);
    }
    fputs("\n</details>\n", out);
    dg_stats_free(&t.changes);
    return 0;
}

/* ------------------------------------------------------------------ write / read / merge */

static const char *rr_ext(const char *path)
{
    const char *b = ut_basename(path), *d = strrchr(b, '.');
    return d ? d + 1 : "";
}

int rr_write(const rr_report *r, const char *path, char *err, size_t errlen)
{
    FILE *out;
    const char *ext = strcmp(path, "-") == 0 ? "json" : rr_ext(path);
    /* Build the text in memory, then write it atomically. */
    char *buf = NULL;
    size_t len = 0;
    out = open_memstream(&buf, &len);
    if (!out) {
        snprintf(err, errlen, "cannot write report '%s': %s", path, strerror(errno));
        return -1;
    }
    int rc;
    if (strcmp(ext, "csv") == 0)
        rc = rr_write_csv(out, r);
    else if (strcmp(ext, "md") == 0 || strcmp(ext, "markdown") == 0)
        rc = rr_write_md(out, r);
    else
        rc = rr_write_json(out, r);
    fclose(out);
    if (rc == 0) {
        if (strcmp(path, "-") == 0) {
            fwrite(buf, 1, len, stdout);
            fflush(stdout);
        } else {
            char *dir = ut_dirname(path);
            ut_mkdirs(dir);
            free(dir);
            if (ut_write_atomic(path, buf, len, err, errlen) != 0)
                rc = -1;
        }
    } else {
        snprintf(err, errlen, "cannot write report '%s'", path);
    }
    free(buf);
    return rc;
}

static char *rr_json_str(const cJSON *o, const char *key)
{
    const char *s = cJSON_GetStringValue(cJSON_GetObjectItem(o, key));
    return s ? ut_xstrdup(s) : NULL;
}

int rr_read(const char *path, rr_report *r, char *err, size_t errlen)
{
    char *buf = NULL;
    size_t len;
    rr_init(r);
    if (ut_read_file(path, &buf, &len, err, errlen) != 0)
        return -1;
    cJSON *j = cJSON_ParseWithLength(buf, len);
    free(buf);
    const char *tool = cJSON_GetStringValue(cJSON_GetObjectItem(j, "tool"));
    cJSON *files = cJSON_GetObjectItem(j, "files");
    if (!j || !tool || strcmp(tool, "cu2hip") != 0 || !cJSON_IsArray(files))
        goto bad;
    r->root = rr_json_str(j, "root");
    r->out = rr_json_str(j, "outDir");
    r->shard = rr_json_str(j, "shard");
    cJSON *it = cJSON_GetObjectItem(j, "jobs");
    r->jobs = cJSON_IsNumber(it) ? it->valueint : 0;
    it = cJSON_GetObjectItem(j, "parts");
    r->parts = cJSON_IsNumber(it) && it->valueint > 0 ? it->valueint : 1;
    it = cJSON_GetObjectItem(j, "wallSeconds");
    r->wall_seconds = cJSON_IsNumber(it) ? it->valuedouble : 0;
    cJSON *o;
    cJSON_ArrayForEach(o, files) {
        const char *p = cJSON_GetStringValue(cJSON_GetObjectItem(o, "path"));
        const char *k = cJSON_GetStringValue(cJSON_GetObjectItem(o, "kind"));
        const char *s = cJSON_GetStringValue(cJSON_GetObjectItem(o, "status"));
        if (!p || !k || !s)
            goto bad;
        rr_file *f = rr_add(r, p, k, s);
        f->output = rr_json_str(o, "output");
        f->via = rr_json_str(o, "via");
        f->cached = cJSON_IsTrue(cJSON_GetObjectItem(o, "cached"));
        it = cJSON_GetObjectItem(o, "lines");
        f->lines = cJSON_IsNumber(it) ? (long)it->valuedouble : 0;
        it = cJSON_GetObjectItem(o, "seconds");
        f->seconds = cJSON_IsNumber(it) ? it->valuedouble : 0;
        if (rr_stats_from_json(cJSON_GetObjectItem(o, "changes"), &f->changes) != 0 ||
            rr_findings_from_json(cJSON_GetObjectItem(o, "findings"), &f->findings) != 0)
            goto bad;
    }
    cJSON_Delete(j);
    return 0;
bad:
    cJSON_Delete(j);
    rr_free(r);
    snprintf(err, errlen, "'%s' is not a cu2hip JSON report", path);
    return -1;
}

static rr_file *rr_find(rr_report *r, const char *path)
{
    for (size_t i = 0; i < r->n; i++)
        if (strcmp(r->v[i].path, path) == 0)
            return &r->v[i];
    return NULL;
}

static void rr_copy_file(rr_report *dst, const rr_file *s)
{
    rr_file *f = rr_add(dst, s->path, s->kind, s->status);
    rr_set_str(&f->output, s->output);
    rr_set_str(&f->via, s->via);
    f->cached = s->cached;
    f->lines = s->lines;
    f->seconds = s->seconds;
    dg_stats_merge(&f->changes, &s->changes);
    dg_append(&f->findings, &s->findings);
}

void rr_merge(rr_report *dst, const rr_report *src)
{
    if (!dst->root && src->root)
        dst->root = ut_xstrdup(src->root);
    if (!dst->out && src->out)
        dst->out = ut_xstrdup(src->out);
    rr_set_str(&dst->shard, NULL);
    dst->parts += src->parts;
    dst->jobs += src->jobs;
    if (src->wall_seconds > dst->wall_seconds)
        dst->wall_seconds = src->wall_seconds;
    for (size_t i = 0; i < src->n; i++) {
        const rr_file *s = &src->v[i];
        rr_file *d = rr_find(dst, s->path);
        if (!d) {
            rr_copy_file(dst, s);
            continue;
        }
        /* Same file in two parts: a header translated by units of several shards. Keep the
         * record of the lowest unit, as an unsharded run would, and all the findings. */
        if (s->via && (!d->via || strcmp(s->via, d->via) < 0)) {
            rr_set_str(&d->status, s->status);
            rr_set_str(&d->output, s->output);
            rr_set_str(&d->via, s->via);
            d->cached = s->cached;
            /* its changes with it: a header's edits count once, from the kept translation */
            dg_stats_free(&d->changes);
            dg_stats_init(&d->changes);
            dg_stats_merge(&d->changes, &s->changes);
        }
        dg_append(&d->findings, &s->findings);
        dg_sort_unique(&d->findings);
    }
}

/* The statuses a batch run writes. */
static int rr_status_known(const char *s)
{
    static const char *const known[] = { "translated", "unchanged", "copied", "failed" };
    for (size_t i = 0; i < sizeof known / sizeof *known; i++)
        if (strcmp(s, known[i]) == 0)
            return 1;
    return 0;
}

/* A report that cannot be part of the merge: an unknown status, another root than the first
 * report's, a shard "I/N" of another N, a shard given twice, or a sharded report with an
 * unsharded one. 0, or -1 after a message naming the report(s). have[] (N + 1 entries, made at
 * the first shard) marks the shards seen. */
static int rr_merge_check(const rr_report *first, const char *first_path, const rr_report *one,
                          const char *path, int *count, unsigned char **have, const char ***have_path)
{
    for (size_t k = 0; k < one->n; k++)
        if (!rr_status_known(one->v[k].status)) {
            ut_warn("--merge-reports: '%s': '%s' has the status '%s', which no run writes "
                    "(translated, unchanged, copied, failed)", path, one->v[k].path, one->v[k].status);
            return -1;
        }
    if (first != one && (!first->root) != (!one->root)) {
        ut_warn("--merge-reports: '%s' and '%s' are reports of different roots", first_path, path);
        return -1;
    }
    if (first != one && first->root && strcmp(first->root, one->root) != 0) {
        ut_warn("--merge-reports: '%s' has the root '%s', '%s' the root '%s': reports of "
                "different runs", first_path, first->root, path, one->root);
        return -1;
    }
    int i = 0, n = 0;
    char tail = 0;
    int sharded = one->shard && sscanf(one->shard, "%d/%d%c", &i, &n, &tail) == 2 && n >= 1 &&
                  i >= 1 && i <= n;
    if (one->shard && !sharded) {
        ut_warn("--merge-reports: '%s': shard '%s' is not I/N", path, one->shard);
        return -1;
    }
    if ((first != one || *count) && (*count > 0) != sharded) {
        ut_warn("--merge-reports: '%s' is %s, '%s' is not", sharded ? path : first_path,
                "a shard's report", sharded ? first_path : path);
        return -1;
    }
    if (!sharded) {
        *count = 0;
        return 0;
    }
    if (!*count) {
        *count = n;
        *have = ut_xcalloc((size_t)n + 1, 1);
        *have_path = ut_xcalloc((size_t)n + 1, sizeof **have_path);
    } else if (n != *count) {
        ut_warn("--merge-reports: '%s' is shard %s, '%s' a shard of %d: shards of different "
                "counts", path, one->shard, first_path, *count);
        return -1;
    }
    if ((*have)[i]) {
        ut_warn("--merge-reports: '%s' and '%s' are both shard %d/%d", (*have_path)[i], path, i, n);
        return -1;
    }
    (*have)[i] = 1;
    (*have_path)[i] = path;
    return 0;
}

int rr_merge_main(const char *const *paths, size_t n, const char *out)
{
    rr_report all, first;
    char err[1024];
    rr_init(&all);
    rr_init(&first);
    int count = 0;
    unsigned char *have = NULL;
    const char **have_path = NULL;
    for (size_t i = 0; i < n; i++) {
        rr_report one;
        int bad = rr_read(paths[i], &one, err, sizeof err) != 0;
        if (bad)
            ut_warn("%s", err);
        if (!bad && i == 0) {
            first.root = one.root ? ut_xstrdup(one.root) : NULL;
            first.shard = one.shard ? ut_xstrdup(one.shard) : NULL;
        }
        if (!bad)
            bad = rr_merge_check(i ? &first : &one, paths[0], &one, paths[i], &count, &have, &have_path) != 0;
        if (bad) {
            rr_free(&one);
            rr_free(&all);
            rr_free(&first);
            free(have);
            free(have_path);
            return CU_EXIT_USAGE;
        }
        if (i == 0) {
            rr_free(&all);
            all = one;
            continue;
        }
        rr_merge(&all, &one);
        rr_free(&one);
    }
    for (int k = 1; k <= count; k++)
        if (!have[k]) {
            ut_warn("--merge-reports: shard %d/%d is missing (%zu report%s given); nothing written",
                    k, count, n, n == 1 ? "" : "s");
            rr_free(&all);
            rr_free(&first);
            free(have);
            free(have_path);
            return CU_EXIT_USAGE;
        }
    rr_free(&first);
    free(have);
    free(have_path);
    rr_sort(&all);
    int failed = 0;
    for (size_t i = 0; i < all.n; i++)
        failed |= rr_status_fails(all.v[i].status);
    int rc = rr_write(&all, out, err, sizeof err);
    if (rc != 0)
        ut_warn("%s", err);
    rr_free(&all);
    return rc != 0 ? CU_EXIT_USAGE : failed ? CU_EXIT_FINDINGS : CU_EXIT_OK;
}
