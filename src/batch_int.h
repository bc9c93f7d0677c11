/* batch_int.h - the batch driver's shared state, between batch.c (collecting the files, choosing
 * header outputs, writing, reporting) and batch_units.c (translating the units in the worker
 * pool). Private to those two files.
 * Ownership: batch_main (batch.c) makes the one bt_run of a run; it owns its files, their units,
 * outputs and memo, and bt_cleanup (batch.c) frees them all. batch_units.c adds units' outputs
 * (bt_unit_add_out copies names and takes texts) and frees them (bt_unit_drop_outs). */
#ifndef CU2HIP_BATCH_INT_H
#define CU2HIP_BATCH_INT_H

#include <pthread.h>
#include <stddef.h>

#include "cache.h"
#include "compdb.h"
#include "containers.h"
#include "jobs.h"
#include "options.h"
#include "rules.h"

typedef enum { BT_SOURCE, BT_HEADER, BT_CMAKE, BT_MAKE, BT_OTHER } bt_kind;

typedef struct bt_out {
    char *rel;              /* file written, relative to the root (before renaming) */
    char *text;             /* final text (include fixes applied) */
    size_t len;
    int changed;
    dg_stats stats;         /* counters of this file's own edits: what the report shows for it */
} bt_out;

#define BT_CRASHED 100     /* bt_unit.status: its worker process crashed (no output) */

typedef struct bt_unit {
    int status;             /* tr_status, or BT_CRASHED */
    int cached;
    double seconds;
    dg_list diags;          /* file names relative to the root where possible */
    dg_stats stats;         /* the unit's counters (all its files; a failed unit has no outs) */
    UT_VEC(bt_out) outs;
    long order;             /* position among the units (lower wins for headers) */
} bt_unit;

typedef struct bt_file {
    char *rel;
    char *abs;              /* real path */
    bt_kind kind;
    int listed;             /* in the input set (else discovered as an included header) */
    int cuda;               /* C/C++ file that uses CUDA (or .cu/.cuh) */
    int mine;               /* this shard handles it */
    int textual_incl;       /* shard mode: included by some unit source (by file name) */
    const cd_entry *cd;
    bt_unit *unit;          /* translated as its own unit */
    bt_unit *win;           /* unit whose output for this file is kept */
    const char *via;        /* rel of that unit when it is not the file itself */
    bt_out *wout;
    long lines;
    const char *status;     /* report status, set when written */
    char *bf_text;          /* build files: translated text */
    size_t bf_len;
    dg_stats bf_stats;
    dg_list extra;          /* findings of this file added by the driver (build files too) */
} bt_file;

typedef struct bt_memo_ent { ch_hash h; int ok; } bt_memo_ent;

typedef struct bt_run {
    const cu_options *o;
    rl_table *rules;
    char *root;             /* real path of the source root */
    char *root_disp;        /* as shown in messages */
    char *out_dir;          /* absolute, or NULL */
    char *cache_dir;        /* NULL = no cache */
    char *cuda_real;
    cd_db db;
    int have_db;
    UT_VEC(bt_file) files;
    ut_map idx;             /* index of files by rel */
    ch_hash global_key;
    /* content hashes of project headers, shared by the workers */
    pthread_mutex_t memo_mu;
    ut_map memo;            /* rel -> bt_memo_ent */
    /* units of the phase being run */
    size_t *units;
    size_t nunits;
    long next_order;
    jb_progress prog;
    int failed;
    int crashed;            /* units whose worker process crashed (the run exits 3) */
} bt_run;

/* batch_units.c */
/* Translates the units r->units[0..nunits) (largest first, -j workers, the cache first). */
void bt_run_units(bt_run *r, const char *phase);
/* With --rename-ext, fixes the #includes of the file at abs that name renamed project files;
 * includes of renamed project files that cannot be resolved are reported to diags (as rel).
 * NULL when nothing changes. */
char *bt_fix_includes(const bt_run *r, const char *abs, const cd_entry *cd, const char *t,
                      size_t n, size_t *outlen, long *count, dg_list *diags, const char *rel);
/* An unreadable input, with the root-relative name in the message. */
void bt_input_error(dg_list *l, const bt_file *f, const char *err);
void bt_unit_drop_outs(bt_unit *u);

#endif
