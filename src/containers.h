/* containers.h - the one container set of the translator: a hash function, a growable array, a
 * hash map with byte-string keys and interned strings. Every module uses these instead of its
 * own copies, so there is one implementation to get right (and to fuzz).
 * Ownership: a container owns its storage (the array's elements, the map's key copies and slot
 * table, the pool's strings) and frees it in its *_free function; what a map's values point to
 * stays the caller's (ut_map_free can be given a function to free each value). Out of memory is
 * fatal ("PROGRAM: out of memory", exit 3, as ut_xmalloc). Not thread-safe: one container, one
 * thread at a time. containers.c depends on nothing else of src/, so hipshim's runtime (src/runtime/)
 * links the same implementation. */
#ifndef CU2HIP_CONTAINERS_H
#define CU2HIP_CONTAINERS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* ---- The hash function: 64-bit FNV-1a. ut_hash_bytes continues h over n more bytes, so keys
 * made of several parts hash without being copied together first. */
#define UT_HASH_INIT 14695981039346656037ULL
uint64_t ut_hash_bytes(uint64_t h, const void *data, size_t n);
static inline uint64_t ut_hash_str(const char *s) { return ut_hash_bytes(UT_HASH_INIT, s, strlen(s)); }
static inline uint64_t ut_hash_u64(uint64_t h, uint64_t v) { return ut_hash_bytes(h, &v, sizeof v); }

/* ---- Growable array of any element type. Declare with UT_VEC(T) (or a named struct of the
 * same three fields: T *v; size_t n, cap;), zero-initialised. Elements move when the array
 * grows: keep indexes, not pointers, across pushes. */
#define UT_VEC(T) struct { T *v; size_t n, cap; }
/* Grows *v (elements of elem bytes, capacity *cap) to hold at least need elements; returns the
 * (possibly moved) array. Capacity doubles, from 8. */
void *ut_vec_grow_(void *v, size_t *cap, size_t need, size_t elem);
#define ut_vec_reserve(a, need) \
    ((a)->v = ut_vec_grow_((a)->v, &(a)->cap, (need), sizeof *(a)->v))
/* Appends one element (the value may be a compound literal: it is the variadic part). */
#define ut_vec_push(a, ...) \
    (ut_vec_reserve((a), (a)->n + 1), (a)->v[(a)->n++] = (__VA_ARGS__))
/* Appends one zeroed element and returns a pointer to it (valid until the next growth). */
#define ut_vec_add(a) \
    (ut_vec_reserve((a), (a)->n + 1), memset(&(a)->v[(a)->n], 0, sizeof *(a)->v), &(a)->v[(a)->n++])
#define ut_vec_last(a) ((a)->v[(a)->n - 1])
#define ut_vec_pop(a) ((a)->v[--(a)->n])
#define ut_vec_free(a) (free((a)->v), (a)->v = NULL, (a)->n = (a)->cap = 0)

/* ---- Hash map from byte-string keys to void * values (open addressing, linear probing, kept
 * at most 3/4 full). Keys are copied in; a NUL-terminated string key is its bytes without the
 * NUL (the *_str forms). Any plain-data key works as its bytes (an integer, a struct without
 * padding that differs between equal keys). Zero-initialise ({0}) before use. */
typedef struct ut_map_slot { char *key; size_t klen; uint64_t hash; void *val; } ut_map_slot;
typedef struct ut_map { ut_map_slot *slots; size_t n, cap; } ut_map;

/* The slot holding key, or NULL. */
ut_map_slot *ut_map_find(const ut_map *m, const void *key, size_t klen);
/* The slot holding key, inserted with a NULL value when missing (*added says which; may be
 * NULL). The slot pointer is valid until the next insertion. */
ut_map_slot *ut_map_upsert(ut_map *m, const void *key, size_t klen, int *added);
/* Value of key, or NULL when absent (a stored NULL reads the same: use ut_map_find to tell). */
void *ut_map_get(const ut_map *m, const void *key, size_t klen);
/* Sets key's value, replacing (not freeing) an old one. */
void ut_map_put(ut_map *m, const void *key, size_t klen, void *val);
/* Iteration: for (size_t i = 0; i < m.cap; i++) if (m.slots[i].key) ...; order is unspecified,
 * so output that must be stable sorts first. */
/* Frees the keys and the table; free_val (may be NULL) is called on each value. */
void ut_map_free(ut_map *m, void (*free_val)(void *));

static inline void *ut_map_get_str(const ut_map *m, const char *key) { return ut_map_get(m, key, strlen(key)); }
static inline void ut_map_put_str(ut_map *m, const char *key, void *val) { ut_map_put(m, key, strlen(key), val); }

/* ---- Interned strings: equal byte strings give the same pointer, owned by the pool (NUL-
 * terminated, valid until ut_pool_free). Zero-initialise ({0}) before use. */
typedef struct ut_pool { ut_map map; } ut_pool;
const char *ut_intern(ut_pool *p, const char *s, size_t n);
static inline const char *ut_intern_str(ut_pool *p, const char *s) { return ut_intern(p, s, strlen(s)); }
void ut_pool_free(ut_pool *p);

#endif
