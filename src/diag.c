/* diag.c - findings and statistics of one translation (see diag.h): storage, sorting with
 * duplicate removal, and the plain-text "file:line:col: warning: message [rule-id]" output. */
#include "diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "containers.h"
#include "util.h"

void dg_init(dg_list *l)
{
    l->v = NULL;
    l->n = l->cap = 0;
}

static void dg_finding_free(dg_finding *f)
{
    free(f->file);
    free(f->rule_id);
    free(f->message);
    free(f->suggestion);
}

void dg_free(dg_list *l)
{
    for (size_t i = 0; i < l->n; i++) dg_finding_free(&l->v[i]);
    free(l->v);
    dg_init(l);
}

static dg_finding *dg_push(dg_list *l)
{
    return ut_vec_add(l);
}

dg_finding *dg_add(dg_list *l, const char *file, unsigned line, unsigned col, dg_severity sev,
                   const char *rule_id, const char *fmt, ...)
{
    dg_finding *f = dg_push(l);
    f->file = file ? ut_xstrdup(file) : NULL;
    f->line = line;
    f->col = col;
    f->sev = sev;
    f->rule_id = rule_id ? ut_xstrdup(rule_id) : NULL;
    ut_buf b = {0};
    va_list ap;
    va_start(ap, fmt);
    ut_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    f->message = ut_buf_take(&b);
    return f;
}

void dg_set_suggestion(dg_finding *f, const char *text)
{
    free(f->suggestion);
    f->suggestion = text ? ut_xstrdup(text) : NULL;
}

static int dg_strcmp0(const char *a, const char *b)
{
    if (!a || !b) return (a != NULL) - (b != NULL);
    return strcmp(a, b);
}

static int dg_cmp_key(const dg_finding *a, const dg_finding *b)
{
    int c = dg_strcmp0(a->file, b->file);
    if (c) return c;
    if (a->line != b->line) return a->line < b->line ? -1 : 1;
    if (a->col != b->col) return a->col < b->col ? -1 : 1;
    return dg_strcmp0(a->rule_id, b->rule_id);
}

static int dg_same(const dg_finding *a, const dg_finding *b)
{
    return !dg_cmp_key(a, b) && a->sev == b->sev && a->end_line == b->end_line &&
           a->end_col == b->end_col && !dg_strcmp0(a->message, b->message) &&
           !dg_strcmp0(a->suggestion, b->suggestion);
}

void dg_sort_unique(dg_list *l)
{
    /* insertion-merge sort keeping equal keys in insertion order (stable) */
    size_t n = l->n;
    if (n < 2) return;
    dg_finding *tmp = ut_xmalloc(n * sizeof *tmp);
    for (size_t width = 1; width < n; width *= 2) {
        for (size_t lo = 0; lo < n; lo += 2 * width) {
            size_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) tmp[k++] = dg_cmp_key(&l->v[j], &l->v[i]) < 0 ? l->v[j++] : l->v[i++];
            while (i < mid) tmp[k++] = l->v[i++];
            while (j < hi) tmp[k++] = l->v[j++];
        }
        memcpy(l->v, tmp, n * sizeof *tmp);
    }
    free(tmp);
    size_t w = 0;
    for (size_t i = 0; i < n; i++) {
        int dup = 0;
        /* duplicates share a key; only look back over the run with the same key */
        for (size_t k = w; k-- > 0 && !dg_cmp_key(&l->v[k], &l->v[i]);)
            if (dg_same(&l->v[k], &l->v[i])) { dup = 1; break; }
        if (dup) dg_finding_free(&l->v[i]);
        else l->v[w++] = l->v[i];
    }
    l->n = w;
}

void dg_print_text(FILE *out, const dg_list *l)
{
    for (size_t i = 0; i < l->n; i++) {
        const dg_finding *f = &l->v[i];
        if (f->file && f->line) fprintf(out, "%s:%u:%u: ", f->file, f->line, f->col);
        else if (f->file) fprintf(out, "%s: ", f->file);
        else fputs("cu2hip: ", out);
        fprintf(out, "%s: %s", dg_severity_name(f->sev), f->message);
        if (f->rule_id && *f->rule_id) fprintf(out, " [%s]", f->rule_id);
        fputc('\n', out);
    }
}

void dg_append(dg_list *dst, const dg_list *src)
{
    for (size_t i = 0; i < src->n; i++) {
        const dg_finding *s = &src->v[i];
        dg_finding *f = dg_add(dst, s->file, s->line, s->col, s->sev, s->rule_id, "%s", s->message);
        f->end_line = s->end_line;
        f->end_col = s->end_col;
        if (s->suggestion) dg_set_suggestion(f, s->suggestion);
    }
}

const char *dg_severity_name(dg_severity s)
{
    switch (s) {
    case DG_NOTE: return "note";
    case DG_WARNING: return "warning";
    case DG_ERROR: return "error";
    }
    return "warning";
}

void dg_stats_init(dg_stats *s)
{
    s->v = NULL;
    s->n = s->cap = 0;
}

void dg_stats_free(dg_stats *s)
{
    for (size_t i = 0; i < s->n; i++) free(s->v[i].name);
    free(s->v);
    dg_stats_init(s);
}

void dg_count(dg_stats *s, const char *name, long delta)
{
    for (size_t i = 0; i < s->n; i++)
        if (!strcmp(s->v[i].name, name)) { s->v[i].value += delta; return; }
    ut_vec_push(s, (dg_counter){ ut_xstrdup(name), delta });
}

long dg_stat(const dg_stats *s, const char *name)
{
    for (size_t i = 0; i < s->n; i++)
        if (!strcmp(s->v[i].name, name)) return s->v[i].value;
    return 0;
}

void dg_stats_merge(dg_stats *dst, const dg_stats *src)
{
    for (size_t i = 0; i < src->n; i++) dg_count(dst, src->v[i].name, src->v[i].value);
}
