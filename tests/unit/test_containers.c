/* test_containers.c - unit tests of the container set (containers.c): FNV-1a against its
 * published test vectors, array growth and the compound-literal push, the map's insert, find,
 * replace and growth past many rehashes with binary keys, and string interning. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "containers.h"
#include "util.h"

static int failures;
#define CHECK(cond) do { if (!(cond)) { fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); failures++; } } while (0)

typedef struct pt { int x, y; } pt;

int main(void)
{
    /* FNV-1a 64 test vectors (Fowler/Noll/Vo): "" and "a" and "foobar" */
    CHECK(ut_hash_str("") == 0xcbf29ce484222325ULL);
    CHECK(ut_hash_str("a") == 0xaf63dc4c8601ec8cULL);
    CHECK(ut_hash_str("foobar") == 0x85944171f73967e8ULL);
    CHECK(ut_hash_bytes(ut_hash_bytes(UT_HASH_INIT, "foo", 3), "bar", 3) == ut_hash_str("foobar"));

    UT_VEC(pt) v = {0};
    for (int i = 0; i < 1000; i++) ut_vec_push(&v, (pt){i, -i});
    CHECK(v.n == 1000 && v.cap >= 1000);
    CHECK(v.v[999].x == 999 && v.v[999].y == -999 && ut_vec_last(&v).x == 999);
    pt *z = ut_vec_add(&v);
    CHECK(z->x == 0 && z->y == 0 && v.n == 1001);
    CHECK(ut_vec_pop(&v).x == 0 && v.n == 1000);
    ut_vec_free(&v);
    CHECK(!v.v && !v.n && !v.cap);

    ut_map m = {0};
    CHECK(ut_map_get_str(&m, "absent") == NULL && !ut_map_find(&m, "x", 1));
    int vals[5000];
    for (int i = 0; i < 5000; i++) {
        vals[i] = i;
        ut_map_put(&m, &i, sizeof i, &vals[i]);          /* binary keys */
    }
    CHECK(m.n == 5000 && m.cap * 3 >= m.n * 4);
    int bad = 0;
    for (int i = 0; i < 5000; i++) {
        int *p = ut_map_get(&m, &i, sizeof i);
        if (!p || *p != i) bad++;
    }
    CHECK(bad == 0);
    int k = 5000;
    CHECK(ut_map_get(&m, &k, sizeof k) == NULL);
    int added = -1;
    ut_map_slot *s = ut_map_upsert(&m, &k, sizeof k, &added);
    CHECK(added == 1 && s->val == NULL && m.n == 5001);
    s = ut_map_upsert(&m, &k, sizeof k, &added);
    CHECK(added == 0 && m.n == 5001);
    ut_map_put(&m, &k, sizeof k, &vals[1]);
    CHECK(ut_map_get(&m, &k, sizeof k) == &vals[1] && m.n == 5001);
    ut_map_free(&m, NULL);
    CHECK(!m.slots && !m.n);

    /* string keys: prefixes and the empty key are distinct keys; values freed by ut_map_free */
    ut_map ms = {0};
    ut_map_put_str(&ms, "", ut_xstrdup("empty"));
    ut_map_put_str(&ms, "ab", ut_xstrdup("ab"));
    ut_map_put_str(&ms, "abc", ut_xstrdup("abc"));
    CHECK(strcmp(ut_map_get_str(&ms, ""), "empty") == 0);
    CHECK(strcmp(ut_map_get_str(&ms, "ab"), "ab") == 0);
    CHECK(ut_map_get_str(&ms, "a") == NULL);
    size_t seen = 0;
    for (size_t i = 0; i < ms.cap; i++) if (ms.slots[i].key) seen++;
    CHECK(seen == 3);
    ut_map_free(&ms, free);

    ut_pool p = {0};
    char buf[] = "kernel_name";
    const char *a = ut_intern_str(&p, "kernel_name");
    const char *b = ut_intern(&p, buf, strlen(buf));
    const char *c = ut_intern(&p, buf, 6);
    CHECK(a == b && a != c && strcmp(c, "kernel") == 0 && strcmp(a, "kernel_name") == 0);
    ut_pool_free(&p);

    if (failures) fprintf(stderr, "%d check(s) failed\n", failures);
    return failures != 0;
}
