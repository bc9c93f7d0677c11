/* edits.c - the byte-edit list of one buffer (see edits.h). The list is kept sorted by
 * (offset, replacements after insertions at the same offset, insertion order), so adding is a
 * binary search plus a look at the neighbours, and applying is one forward copy.
 * It is held as two sorted runs: the main run and a small recent run that new edits go into;
 * the recent run is merged into the main one when it outgrows about the square root of the
 * whole. A pass adds its edits in file order while earlier passes' edits are already there, so a
 * single sorted array moved its whole tail for nearly every insertion (quadratic on large files);
 * now an insertion moves only the recent run. Every edit in the main run was added before every
 * edit in the recent run, which keeps insertion order among equal positions when they merge. */
#include "edits.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "containers.h"
#include "util.h"

typedef struct ed_run {
    ed_edit *v;
    size_t n, cap;
} ed_run;

struct ed_list {
    ed_run main, recent;
};

ed_list *ed_new(void)
{
    return ut_xcalloc(1, sizeof(ed_list));
}

static void ed_run_free(ed_run *r)
{
    for (size_t i = 0; i < r->n; i++) {
        free(r->v[i].text);
        free(r->v[i].origin);
    }
    free(r->v);
}

void ed_free(ed_list *l)
{
    if (!l) return;
    ed_run_free(&l->main);
    ed_run_free(&l->recent);
    free(l);
}

/* Position order: by offset; at one offset insertions (len 0) come before the replacement. */
static int ed_before(size_t off, size_t len, const ed_edit *e)
{
    if (off != e->off) return off < e->off;
    return len == 0 && e->len > 0;
}

/* Merges the recent run into the main run (stable: main first among equal positions). */
static void ed_flush(ed_list *l)
{
    if (!l->recent.n) return;
    size_t n = l->main.n + l->recent.n;
    ed_edit *v = ut_xmalloc(n * sizeof *v);
    size_t i = 0, j = 0, k = 0;
    while (i < l->main.n || j < l->recent.n) {
        if (j == l->recent.n ||
            (i < l->main.n && !ed_before(l->recent.v[j].off, l->recent.v[j].len, &l->main.v[i])))
            v[k++] = l->main.v[i++];
        else
            v[k++] = l->recent.v[j++];
    }
    free(l->main.v);
    l->main.v = v;
    l->main.n = l->main.cap = n;
    l->recent.n = 0;
}

size_t ed_count(const ed_list *l)
{
    return l->main.n + l->recent.n;
}

const ed_edit *ed_get(const ed_list *l, size_t i)
{
    ed_flush((ed_list *)l);
    return i < l->main.n ? &l->main.v[i] : NULL;
}

void ed_sort(ed_list *l)
{
    ed_flush(l);
}

static void ed_conflict(char *err, size_t errlen, size_t off, size_t len, const char *text,
                        const char *origin, const ed_edit *e)
{
    if (!err || !errlen) return;
    snprintf(err, errlen,
             "conflicting edits: [%zu,+%zu) '%s' from %s overlaps [%zu,+%zu) '%s' from %s",
             off, len, text, origin ? origin : "?", e->off, e->len, e->text,
             e->origin ? e->origin : "?");
}

/* First element of r not before (off, len): the insertion point, after equal keys. */
static size_t ed_pos(const ed_run *r, size_t off, size_t len)
{
    size_t lo = 0, hi = r->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (ed_before(off, len, &r->v[mid])) hi = mid;
        else lo = mid + 1;
    }
    return lo;
}

/* 1: an identical edit is in r; -1: the new edit overlaps one of r (*hit set); 0: neither. */
static int ed_check(const ed_run *r, size_t pos, size_t off, size_t len, const char *text,
                    const ed_edit **hit)
{
    for (size_t k = pos; k-- > 0 && r->v[k].off == off;)
        if (r->v[k].len == len && !strcmp(r->v[k].text, text)) return 1;
    /* backwards: the nearest earlier replacement may cover off */
    for (size_t k = pos; k-- > 0;) {
        const ed_edit *e = &r->v[k];
        if (e->len == 0) continue;
        if (e->off + e->len > off && (e->off < off || len > 0)) {
            *hit = e;
            return -1;
        }
        break;   /* replacements are disjoint: earlier ones end before this one starts */
    }
    /* forwards: anything starting inside the new replacement */
    for (size_t k = pos; k < r->n && r->v[k].off < off + len; k++) {
        const ed_edit *e = &r->v[k];
        if (e->len > 0 || e->off > off) {
            *hit = e;
            return -1;
        }
    }
    return 0;
}

int ed_add(ed_list *l, size_t off, size_t len, const char *text, const char *origin,
           char *err, size_t errlen)
{
    const ed_edit *hit = NULL;
    ed_run *runs[2] = { &l->main, &l->recent };
    for (int k = 0; k < 2; k++) {
        int c = ed_check(runs[k], ed_pos(runs[k], off, len), off, len, text, &hit);
        if (c == 1) return 0;      /* identical edit: merged (several expansions, one spelling) */
        if (c < 0) {
            ed_conflict(err, errlen, off, len, text, origin, hit);
            return -1;
        }
    }
    ed_run *r = &l->recent;
    size_t pos = ed_pos(r, off, len);
    ut_vec_reserve(r, r->n + 1);
    memmove(&r->v[pos + 1], &r->v[pos], (r->n - pos) * sizeof *r->v);
    r->v[pos].off = off;
    r->v[pos].len = len;
    r->v[pos].text = ut_xstrdup(text);
    r->v[pos].origin = ut_xstrdup(origin ? origin : "");
    r->n++;
    /* keep the recent run near sqrt(total): insertions move O(sqrt n), merges cost O(n) every
     * sqrt(n) additions */
    size_t lim = 64;
    while (lim * lim < l->main.n) lim *= 2;
    if (r->n >= lim) ed_flush(l);
    return 0;
}

int ed_apply(ed_list *l, const char *buf, size_t n, char **out, size_t *outn, char *err, size_t errlen)
{
    ed_flush(l);
    *out = NULL;
    *outn = 0;
    for (size_t i = 0; i < l->main.n; i++) {
        const ed_edit *e = &l->main.v[i];
        if (e->off > n || e->len > n - e->off) {
            if (err && errlen)
                snprintf(err, errlen, "edit [%zu,+%zu) from %s reaches past the end of the buffer (%zu bytes)",
                         e->off, e->len, e->origin, n);
            return -1;
        }
    }
    ut_buf b = {0};
    ut_buf_append(&b, "", 0);
    size_t at = 0;
    for (size_t i = 0; i < l->main.n; i++) {
        const ed_edit *e = &l->main.v[i];
        ut_buf_append(&b, buf + at, e->off - at);
        ut_buf_puts(&b, e->text);
        at = e->off + e->len;
    }
    ut_buf_append(&b, buf + at, n - at);
    *outn = b.len;
    *out = ut_buf_take(&b);
    return 0;
}

static int ed_run_overlaps(const ed_run *r, size_t off, size_t len)
{
    /* replacements are disjoint and sorted, so a binary search finds the candidates */
    size_t lo = 0, hi = r->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (r->v[mid].off < off) lo = mid + 1;
        else hi = mid;
    }
    for (size_t k = lo; k-- > 0;) {
        const ed_edit *e = &r->v[k];
        if (e->len == 0) continue;
        if (e->off + e->len > off) return 1;
        break;
    }
    if (len == 0) return 0;
    for (size_t k = lo; k < r->n && r->v[k].off < off + len; k++)
        if (r->v[k].len > 0 || r->v[k].off > off) return 1;
    return 0;
}

int ed_overlaps(const ed_list *l, size_t off, size_t len)
{
    return ed_run_overlaps(&l->main, off, len) || ed_run_overlaps(&l->recent, off, len);
}
