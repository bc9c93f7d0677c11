/* test_edits.c - unit tests of the edit list (edits.c): ordering, merging of identical edits,
 * overlap rejection, insertions at one offset, ed_overlaps and application. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "edits.h"

static int failures;
#define CHECK(cond) do { if (!(cond)) { fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); failures++; } } while (0)

static char *apply(ed_list *l, const char *buf)
{
    char *out = NULL, err[256];
    size_t n = 0;
    if (ed_apply(l, buf, strlen(buf), &out, &n, err, sizeof err) != 0) return NULL;
    CHECK(strlen(out) == n);
    return out;
}

int main(void)
{
    const char *src = "cudaMalloc(&p, n); cudaFree(p);";
    char err[512];
    ed_list *l = ed_new();
    CHECK(ed_add(l, 19, 8, "hipFree", "r2", err, sizeof err) == 0);
    CHECK(ed_add(l, 0, 10, "hipMalloc", "r1", err, sizeof err) == 0);
    CHECK(ed_add(l, 0, 10, "hipMalloc", "r1-again", err, sizeof err) == 0);   /* identical: merged */
    CHECK(ed_count(l) == 2);
    CHECK(ed_get(l, 0)->off == 0 && ed_get(l, 1)->off == 19);
    /* overlapping replacement: rejected, list unchanged, both origins named */
    err[0] = 0;
    CHECK(ed_add(l, 4, 3, "X", "bad", err, sizeof err) == -1);
    CHECK(strstr(err, "bad") && strstr(err, "r1"));
    CHECK(ed_add(l, 0, 10, "other", "bad2", err, sizeof err) == -1);
    CHECK(ed_add(l, 5, 0, "ins", "inside", err, sizeof err) == -1);    /* insertion inside a replacement */
    CHECK(ed_count(l) == 2);
    /* insertions at the boundaries are fine and keep their order */
    CHECK(ed_add(l, 10, 0, "<a>", "i1", err, sizeof err) == 0);
    CHECK(ed_add(l, 10, 0, "<b>", "i2", err, sizeof err) == 0);
    CHECK(ed_add(l, 19, 0, "[", "i3", err, sizeof err) == 0);           /* before a replacement */
    CHECK(ed_add(l, 16, 0, ", 0", "i4", err, sizeof err) == 0);
    char *out = apply(l, src);
    CHECK(out && !strcmp(out, "hipMalloc<a><b>(&p, n, 0); [hipFree(p);"));
    free(out);
    /* ed_overlaps */
    CHECK(ed_overlaps(l, 0, 1));
    CHECK(ed_overlaps(l, 9, 1));
    CHECK(!ed_overlaps(l, 10, 1));
    CHECK(!ed_overlaps(l, 11, 3));
    CHECK(ed_overlaps(l, 5, 0));
    CHECK(!ed_overlaps(l, 0, 0));
    CHECK(ed_overlaps(l, 15, 2));      /* covers the insertion at 16 */
    CHECK(ed_overlaps(l, 18, 2));      /* the start of the hipFree replacement */
    CHECK(!ed_overlaps(l, 27, 4));
    /* an edit past the end is reported by ed_apply */
    ed_list *bad = ed_new();
    CHECK(ed_add(bad, 3, 10, "x", "long", err, sizeof err) == 0);
    char *o2 = NULL;
    size_t n2 = 0;
    CHECK(ed_apply(bad, "abc", 3, &o2, &n2, err, sizeof err) == -1 && o2 == NULL);
    ed_free(bad);
    /* no edits: identical copy; deletions */
    ed_list *e = ed_new();
    out = apply(e, src);
    CHECK(out && !strcmp(out, src));
    free(out);
    CHECK(ed_add(e, 0, 19, "", "del", err, sizeof err) == 0);
    out = apply(e, src);
    CHECK(out && !strcmp(out, "cudaFree(p);"));
    free(out);
    ed_free(e);
    ed_free(l);
    /* many edits added in reverse order stay sorted */
    ed_list *m = ed_new();
    char buf[1001];
    memset(buf, 'a', 1000);
    buf[1000] = 0;
    for (int i = 999; i >= 0; i -= 2) CHECK(ed_add(m, (size_t)i, 1, "b", "m", err, sizeof err) == 0);
    for (size_t i = 1; i < ed_count(m); i++) CHECK(ed_get(m, i - 1)->off < ed_get(m, i)->off);
    out = apply(m, buf);
    CHECK(out && out[0] == 'a' && out[1] == 'b' && out[999] == 'b');
    free(out);
    ed_free(m);
    if (failures) fprintf(stderr, "%d failures\n", failures);
    else puts("test_edits: all passed");
    return failures != 0;
}
