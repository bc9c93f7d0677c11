/* containers.c - the hash function, array growth, the byte-keyed hash map and the string pool
 * (contracts in containers.h). */
#define _GNU_SOURCE   /* program_invocation_short_name */
#include "containers.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

/* The containers depend on nothing else of the translator, so hipshim's runtime links them too:
 * out of memory names the running program (cu2hip, or the user's program over hipshim). */
static void ut_container_oom(void)
{
    fprintf(stderr, "%s: out of memory\n", program_invocation_short_name);
    exit(3);
}

static void *ut_alloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) ut_container_oom();
    return q;
}

uint64_t ut_hash_bytes(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ULL;
    return h;
}

void *ut_vec_grow_(void *v, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap) return v;
    size_t c = *cap ? *cap : 8;
    while (c < need) {
        if (c > (SIZE_MAX / 2) / (elem ? elem : 1)) {   /* would overflow: as out of memory */
            c = 0;
            break;
        }
        c *= 2;
    }
    if (!c) ut_container_oom();
    v = ut_alloc(v, c * elem);
    *cap = c;
    return v;
}

/* The slot of key, or the empty slot where it would go. cap is a power of two, never full. */
static ut_map_slot *ut_map_probe(const ut_map *m, const void *key, size_t klen, uint64_t h)
{
    size_t mask = m->cap - 1;
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        ut_map_slot *s = &m->slots[i];
        if (!s->key) return s;
        if (s->hash == h && s->klen == klen && memcmp(s->key, key, klen) == 0) return s;
    }
}

ut_map_slot *ut_map_find(const ut_map *m, const void *key, size_t klen)
{
    if (!m->n) return NULL;
    ut_map_slot *s = ut_map_probe(m, key, klen, ut_hash_bytes(UT_HASH_INIT, key, klen));
    return s->key ? s : NULL;
}

static void ut_map_rehash(ut_map *m)
{
    size_t old = m->cap;
    ut_map_slot *olds = m->slots;
    m->cap = old ? old * 2 : 16;
    m->slots = ut_alloc(NULL, m->cap * sizeof *m->slots);
    memset(m->slots, 0, m->cap * sizeof *m->slots);
    for (size_t i = 0; i < old; i++)
        if (olds[i].key) *ut_map_probe(m, olds[i].key, olds[i].klen, olds[i].hash) = olds[i];
    free(olds);
}

ut_map_slot *ut_map_upsert(ut_map *m, const void *key, size_t klen, int *added)
{
    if ((m->n + 1) * 4 > m->cap * 3) ut_map_rehash(m);
    uint64_t h = ut_hash_bytes(UT_HASH_INIT, key, klen);
    ut_map_slot *s = ut_map_probe(m, key, klen, h);
    if (added) *added = !s->key;
    if (!s->key) {
        /* a NUL after the bytes, so a string key can be read back as a C string */
        s->key = ut_alloc(NULL, klen + 1);
        memcpy(s->key, key, klen);
        s->key[klen] = 0;
        s->klen = klen;
        s->hash = h;
        s->val = NULL;
        m->n++;
    }
    return s;
}

void *ut_map_get(const ut_map *m, const void *key, size_t klen)
{
    ut_map_slot *s = ut_map_find(m, key, klen);
    return s ? s->val : NULL;
}

void ut_map_put(ut_map *m, const void *key, size_t klen, void *val)
{
    ut_map_upsert(m, key, klen, NULL)->val = val;
}

void ut_map_free(ut_map *m, void (*free_val)(void *))
{
    for (size_t i = 0; i < m->cap; i++) {
        if (!m->slots[i].key) continue;
        if (free_val) free_val(m->slots[i].val);
        free(m->slots[i].key);
    }
    free(m->slots);
    m->slots = NULL;
    m->n = m->cap = 0;
}

const char *ut_intern(ut_pool *p, const char *s, size_t n)
{
    /* the key copy is NUL-terminated and lives as long as the pool: it is the interned string */
    return ut_map_upsert(&p->map, s, n, NULL)->key;
}

void ut_pool_free(ut_pool *p)
{
    ut_map_free(&p->map, NULL);
}
