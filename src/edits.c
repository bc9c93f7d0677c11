/* edits.c - the byte-edit list of one buffer (see edits.h). The list is kept sorted by
 * (offset, replacements after insertions at the same offset, insertion order), so adding is a
 * binary search plus a look at the neighbours, and applying is one forward copy. */
#include "edits.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

struct ed_list {
    ed_edit *v;
    size_t n, cap;
};

ed_list *ed_new(void)
{
    return ut_xcalloc(1, sizeof(ed_list));
}

void ed_free(ed_list *l)
{
    if (!l) return;
    for (size_t i = 0; i < l->n; i++) {
        free(l->v[i].text);
        free(l->v[i].origin);
    }
    free(l->v);
    free(l);
}

size_t ed_count(const ed_list *l)
{
    return l->n;
}

const ed_edit *ed_get(const ed_list *l, size_t i)
{
    return i < l->n ? &l->v[i] : NULL;
}

void ed_sort(ed_list *l)
{
    (void)l;   /* always kept sorted */
}

/* Position order: by offset; at one offset insertions (len 0) come before the replacement. */
static int ed_before(size_t off, size_t len, const ed_edit *e)
{
    if (off != e->off) return off < e->off;
    return len == 0 && e->len > 0;
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

int ed_add(ed_list *l, size_t off, size_t len, const char *text, const char *origin,
           char *err, size_t errlen)
{
    /* first element not before the new edit: the insertion point (after equal keys) */
    size_t lo = 0, hi = l->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (ed_before(off, len, &l->v[mid])) hi = mid;
        else lo = mid + 1;
    }
    size_t pos = lo;
    /* identical edit already present: merge (several macro expansions, one spelling) */
    for (size_t k = pos; k-- > 0 && l->v[k].off == off;)
        if (l->v[k].len == len && !strcmp(l->v[k].text, text)) return 0;
    /* backwards: the nearest earlier replacement may cover off */
    for (size_t k = pos; k-- > 0;) {
        const ed_edit *e = &l->v[k];
        if (e->len == 0) continue;
        if (e->off + e->len > off && (e->off < off || len > 0)) {
            ed_conflict(err, errlen, off, len, text, origin, e);
            return -1;
        }
        break;   /* replacements are disjoint: earlier ones end before this one starts */
    }
    /* forwards: anything starting inside the new replacement */
    for (size_t k = pos; k < l->n && l->v[k].off < off + len; k++) {
        const ed_edit *e = &l->v[k];
        if (e->len > 0 || e->off > off) {
            ed_conflict(err, errlen, off, len, text, origin, e);
            return -1;
        }
    }
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 16;
        l->v = ut_xrealloc(l->v, l->cap * sizeof *l->v);
    }
    memmove(&l->v[pos + 1], &l->v[pos], (l->n - pos) * sizeof *l->v);
    l->v[pos].off = off;
    l->v[pos].len = len;
    l->v[pos].text = ut_xstrdup(text);
    l->v[pos].origin = ut_xstrdup(origin ? origin : "");
    l->n++;
    return 0;
}

int ed_apply(ed_list *l, const char *buf, size_t n, char **out, size_t *outn, char *err, size_t errlen)
{
    *out = NULL;
    *outn = 0;
    size_t total = n;
    for (size_t i = 0; i < l->n; i++) {
        const ed_edit *e = &l->v[i];
        if (e->off > n || e->len > n - e->off) {
            if (err && errlen)
                snprintf(err, errlen, "edit [%zu,+%zu) from %s reaches past the end of the buffer (%zu bytes)",
                         e->off, e->len, e->origin, n);
            return -1;
        }
        total += strlen(e->text);
    }
    ut_buf b = {0};
    ut_buf_append(&b, "", 0);
    size_t at = 0;
    for (size_t i = 0; i < l->n; i++) {
        const ed_edit *e = &l->v[i];
        ut_buf_append(&b, buf + at, e->off - at);
        ut_buf_puts(&b, e->text);
        at = e->off + e->len;
    }
    ut_buf_append(&b, buf + at, n - at);
    (void)total;
    *outn = b.len;
    *out = ut_buf_take(&b);
    return 0;
}

int ed_overlaps(const ed_list *l, size_t off, size_t len)
{
    /* replacements are disjoint and sorted, so a binary search finds the candidates */
    size_t lo = 0, hi = l->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (l->v[mid].off < off) lo = mid + 1;
        else hi = mid;
    }
    for (size_t k = lo; k-- > 0;) {
        const ed_edit *e = &l->v[k];
        if (e->len == 0) continue;
        if (e->off + e->len > off) return 1;
        break;
    }
    if (len == 0) return 0;
    for (size_t k = lo; k < l->n && l->v[k].off < off + len; k++)
        if (l->v[k].len > 0 || l->v[k].off > off) return 1;
    return 0;
}
