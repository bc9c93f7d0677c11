/* hs_handle.c - pools of the runtime's objects that programs hold as opaque handles (streams,
 * events, graphs and their nodes, pools, contexts, ...): O(1) to make and to free, and a handle
 * checked without reading freed memory, so that a destroyed or made-up handle gives HIP's
 * invalid-handle error instead of a crash. Slots come from chunks that are never returned to
 * the system (a freed slot goes on a free list), so the word before a handle is always
 * readable and says whether the slot is live.
 * Ownership: the pool owns its chunks for the whole process; an object's contents are its
 * user's. Not thread-safe: each pool is used under one lock of its user. */
#include <stdlib.h>

#include "hs_internal.h"

/* Each slot: a header, then the object (max_align_t aligned). */
typedef struct hs_slot {
    struct hs_slot *next_free;
    uint64_t live;
    alignas(max_align_t) unsigned char obj[];
} hs_slot;

static size_t hs_slot_size(const hs_objpool *p)
{
    size_t a = alignof(max_align_t);
    return (sizeof(hs_slot) + p->size + a - 1) / a * a;
}

void *hs_obj_new(hs_objpool *p)
{
    if (!p->free_list) {
        size_t n = p->chunks.n ? p->chunks.v[p->chunks.n - 1].n * 2 : 16;
        size_t ss = hs_slot_size(p);
        unsigned char *base = calloc(n, ss);
        if (!base)
            return NULL;
        ut_vec_push(&p->chunks, (hs_chunk){ base, n });
        for (size_t i = n; i-- > 0;) {
            hs_slot *s = (hs_slot *)(base + i * ss);
            s->next_free = p->free_list;
            p->free_list = s;
        }
    }
    hs_slot *s = p->free_list;
    p->free_list = s->next_free;
    s->next_free = NULL;
    s->live = 1;
    memset(s->obj, 0, p->size);
    p->live++;
    return s->obj;
}

static hs_slot *hs_slot_of(const hs_objpool *p, const void *o)
{
    if (!o)
        return NULL;
    size_t ss = hs_slot_size(p);
    const unsigned char *c = o;
    for (size_t i = 0; i < p->chunks.n; i++) {
        const unsigned char *b = p->chunks.v[i].base;
        if (c < b + offsetof(hs_slot, obj) || c >= b + p->chunks.v[i].n * ss)
            continue;
        size_t off = (size_t)(c - b) - offsetof(hs_slot, obj);
        if (off % ss)
            return NULL;
        return (hs_slot *)(void *)(p->chunks.v[i].base + off);
    }
    return NULL;
}

int hs_obj_live(const hs_objpool *p, const void *o)
{
    hs_slot *s = hs_slot_of(p, o);
    return s && s->live;
}

void hs_obj_free(hs_objpool *p, void *o)
{
    hs_slot *s = hs_slot_of(p, o);
    if (!s || !s->live)
        return;
    s->live = 0;
    s->next_free = p->free_list;
    p->free_list = s;
    p->live--;
}

void hs_obj_each(hs_objpool *p, void (*fn)(void *obj, void *arg), void *arg)
{
    size_t ss = hs_slot_size(p);
    for (size_t i = 0; i < p->chunks.n; i++)
        for (size_t j = 0; j < p->chunks.v[i].n; j++) {
            hs_slot *s = (hs_slot *)(void *)(p->chunks.v[i].base + j * ss);
            if (s->live)
                fn(s->obj, arg);
        }
}
