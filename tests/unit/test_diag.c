/* test_diag.c - unit tests of findings and statistics (diag.c): text format, stable sorting
 * with duplicate removal, append, counters. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"

static int failures;
#define CHECK(cond) do { if (!(cond)) { fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); failures++; } } while (0)

static char *print(const dg_list *l)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    dg_print_text(f, l);
    fclose(f);
    return buf;
}

int main(void)
{
    dg_list l;
    dg_init(&l);
    dg_add(&l, "b.cu", 3, 1, DG_WARNING, "r.z", "second %d", 2);
    dg_add(&l, "a.cu", 10, 5, DG_WARNING, "r.a", "'%s' is not supported", "cudaFoo");
    dg_add(&l, "a.cu", 2, 7, DG_ERROR, "parse", "parse error: expected ';'");
    dg_add(&l, "a.cu", 10, 5, DG_WARNING, "r.a", "'%s' is not supported", "cudaFoo");   /* duplicate */
    dg_add(&l, "a.cu", 10, 5, DG_NOTE, "r.a", "a different message at the same place");
    dg_finding *f = dg_add(&l, NULL, 0, 0, DG_WARNING, NULL, "program level");
    dg_set_suggestion(f, "do this");
    CHECK(l.n == 6);
    dg_sort_unique(&l);
    CHECK(l.n == 5);
    char *text = print(&l);
    const char *want =
        "cu2hip: warning: program level\n"
        "a.cu:2:7: error: parse error: expected ';' [parse]\n"
        "a.cu:10:5: warning: 'cudaFoo' is not supported [r.a]\n"
        "a.cu:10:5: note: a different message at the same place [r.a]\n"
        "b.cu:3:1: warning: second 2 [r.z]\n";
    CHECK(text && !strcmp(text, want));
    if (text && strcmp(text, want)) fprintf(stderr, "got:\n%s", text);
    free(text);
    CHECK(!strcmp(dg_severity_name(DG_NOTE), "note") && !strcmp(dg_severity_name(DG_ERROR), "error"));
    dg_list copy;
    dg_init(&copy);
    dg_append(&copy, &l);
    dg_append(&copy, &l);
    CHECK(copy.n == 10);
    CHECK(copy.v[0].suggestion && !strcmp(copy.v[0].suggestion, "do this"));
    dg_sort_unique(&copy);
    CHECK(copy.n == 5);
    dg_free(&copy);
    dg_free(&l);
    CHECK(l.n == 0 && l.v == NULL);

    dg_stats s, t;
    dg_stats_init(&s);
    dg_stats_init(&t);
    dg_count(&s, "rename.runtime", 2);
    dg_count(&s, "include", 1);
    dg_count(&s, "rename.runtime", 3);
    CHECK(dg_stat(&s, "rename.runtime") == 5 && dg_stat(&s, "include") == 1 && dg_stat(&s, "x") == 0);
    CHECK(s.n == 2 && !strcmp(s.v[0].name, "rename.runtime"));   /* insertion order */
    dg_count(&t, "launch", 4);
    dg_stats_merge(&t, &s);
    dg_stats_merge(&t, &s);
    CHECK(dg_stat(&t, "rename.runtime") == 10 && dg_stat(&t, "launch") == 4 && t.n == 3);
    dg_stats_free(&s);
    dg_stats_free(&t);
    if (failures) fprintf(stderr, "%d failures\n", failures);
    else puts("test_diag: all passed");
    return failures != 0;
}
