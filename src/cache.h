/* cache.h - the incremental cache of the batch driver: a 128-bit content hash, and one entry
 * per translated unit recording the key it was made under (input content, flags, rules, tool
 * build), the project headers it read with their content hashes, and its results (outputs,
 * findings, counters) so that a re-run can skip the unit and still write a full report.
 * Entries live in CACHE_DIR/xx/<hash of the unit name>.json and are written atomically, so a
 * crash or a concurrent run never leaves a half-written entry (a damaged entry is a miss).
 * Ownership: the caller owns a ch_entry (ch_entry_init/ch_load fill it); it owns all its strings,
 * lists and texts, copied in by ch_entry_add_*, and ch_entry_free frees them. */
#ifndef CU2HIP_CACHE_H
#define CU2HIP_CACHE_H

#include <stddef.h>
#include <stdint.h>
#include "containers.h"
#include "diag.h"

typedef struct ch_hash { uint64_t a, b; } ch_hash;

/* Streaming hash: start with ch_hash_start, feed bytes, then read the state. */
ch_hash ch_hash_start(void);
void ch_hash_feed(ch_hash *h, const void *p, size_t n);
void ch_hash_str(ch_hash *h, const char *s);   /* feeds s and its terminating NUL (NULL = "") */
void ch_hash_u64(ch_hash *h, uint64_t v);
ch_hash ch_hash_bytes(const void *p, size_t n);
int ch_hash_eq(ch_hash x, ch_hash y);
void ch_hash_hex(ch_hash h, char out[33]);
int ch_hash_parse(const char *hex, ch_hash *out);   /* 0 on success */

typedef struct ch_dep {
    char *path;           /* project header, relative to the source root */
    ch_hash hash;         /* its content when the unit was translated */
} ch_dep;

typedef struct ch_output {
    char *path;           /* relative to the source root (the input's name, before renaming) */
    char *text;           /* final contents; NULL when the file is written unchanged */
    size_t len;
    int changed;
    dg_stats stats;       /* the counters of this file's own edits (translate.h tr_output) */
} ch_output;

typedef struct ch_entry {
    char *name;           /* the unit: source path relative to the root */
    ch_hash key;
    int status;           /* tr_status of the translation */
    double seconds;
    UT_VEC(ch_dep) deps;
    UT_VEC(ch_output) outs;
    dg_list diags;        /* file names relative to the root */
    dg_stats stats;       /* the unit's counters: the sum over its outputs */
} ch_entry;

void ch_entry_init(ch_entry *e);
void ch_entry_free(ch_entry *e);
void ch_entry_add_dep(ch_entry *e, const char *path, ch_hash h);
/* Adds an output; stats (may be NULL) are copied. */
void ch_entry_add_output(ch_entry *e, const char *path, const char *text, size_t len, int changed,
                         const dg_stats *stats);

/* Loads the entry of unit `name`. 0 when found with a matching name and key; -1 otherwise (a
 * miss; e is left initialised and empty). */
int ch_load(const char *cache_dir, const char *name, ch_hash key, ch_entry *e);
/* Stores e (atomically). 0 on success, -1 on error (the run goes on without caching it). */
int ch_store(const char *cache_dir, const ch_entry *e);

#endif
