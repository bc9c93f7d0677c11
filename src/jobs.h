/* jobs.h - a small pool of workers that runs one callback per item (the batch driver's and the
 * lint's -j N): threads (jb_run) or processes that isolate crashes (jb_run_isolated). Items are
 * taken in the order given (largest first balances best); each worker has its own context made
 * by init (e.g. a tr_session with its own CXIndex). With one thread worker everything runs on
 * the calling thread. Progress is reported from the calling thread only.
 * Ownership: the pool owns nothing of the caller's; contexts are made and freed by the caller's
 * init/fini callbacks, and a result buffer (ut_buf) handed to put is the pool's. */
#ifndef CU2HIP_JOBS_H
#define CU2HIP_JOBS_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "util.h"

typedef struct jb_callbacks {
    void *(*init)(void *ud);                          /* per worker; may be NULL */
    void (*work)(void *wctx, size_t item, void *ud);  /* item is an index into [0, n) */
    void (*fini)(void *wctx, void *ud);               /* per worker; may be NULL */
    /* Called on the calling thread after items finish (at most every tick_ms); may be NULL. */
    void (*progress)(size_t done, size_t total, void *ud);
    void *ud;
    unsigned tick_ms;                                 /* 0 = 200 */
} jb_callbacks;

/* Runs work(i) for every item order[k] (k = 0..n-1; order NULL = 0..n-1) on `workers`
 * threads (clamped to [1, n]). Returns 0, or -1 when threads could not be started (then the
 * remaining items run on the calling thread, so every item is still done once). */
int jb_run(int workers, size_t n, const size_t *order, const jb_callbacks *cb);

/* Number of online cores (at least 1): the default of -j. */
int jb_default_workers(void);

/* Progress display on stderr: a bar redrawn in place on a terminal (files done, rate, ETA), or
 * a plain line at every tenth of the work (at most one per 10 s otherwise) when not. */
typedef enum { JB_PROGRESS_OFF, JB_PROGRESS_LINES, JB_PROGRESS_BAR } jb_progress_mode;
typedef struct jb_progress {
    jb_progress_mode mode;
    const char *what;       /* "translating" */
    double t0, last;
    size_t last_pct;
} jb_progress;
void jb_progress_start(jb_progress *p, jb_progress_mode mode, const char *what);
void jb_progress_print(jb_progress *p, size_t done, size_t total);

/* ---- crash isolation: the same pool, with each worker in its own process ----
 * jb_run_isolated forks `workers` worker processes (from the calling thread, before any other
 * thread of the pool exists). Each runs init once, then work(item) for the items it is handed
 * one at a time, and sends each item's result to the parent through a pipe: put encodes it in
 * the worker, get decodes it in the parent. A worker that dies (a signal, an abort, a sanitizer
 * report) loses only the item it was working on: crashed(item, why) is called in the parent, a
 * new worker takes its place, and every other item is still done once. The caller's state is
 * changed in the parent only by get and crashed (a worker's own writes are lost with it). */
typedef struct jb_isolation {
    void (*put)(size_t item, ut_buf *out, void *ud);             /* in the worker, after work */
    int (*get)(size_t item, const char *p, size_t n, void *ud);  /* in the parent; 0 or -1 (bad) */
    void (*crashed)(size_t item, const char *why, void *ud);     /* in the parent */
} jb_isolation;

/* Returns 0, or -1 when no worker process could be started (then every item runs on the calling
 * thread as jb_run would, without isolation). A worker that exits non-zero after its last item
 * (e.g. LeakSanitizer) is reported on stderr and makes the return value 1. */
int jb_run_isolated(int workers, size_t n, const size_t *order, const jb_callbacks *cb,
                    const jb_isolation *iso);

/* Test builds only: called in the worker with each file's path before its work (set by the
 * crash-test executable tests/lint/crash_main.c to simulate a crash; NULL in cu2hip itself). */
extern void (*jb_test_hook)(const char *path);
static inline void jb_test_point(const char *path)
{
    if (jb_test_hook)
        jb_test_hook(path);
}

/* Encoding of results between processes (native byte order: both ends are this program). */
void jb_put_u64(ut_buf *b, uint64_t v);
void jb_put_str(ut_buf *b, const char *s);                      /* NULL is kept as NULL */
void jb_put_bytes(ut_buf *b, const char *p, size_t n);
void jb_put_diags(ut_buf *b, const dg_list *l);
void jb_put_stats(ut_buf *b, const dg_stats *s);
typedef struct jb_reader { const char *p, *end; int bad; } jb_reader;
uint64_t jb_get_u64(jb_reader *r);
char *jb_get_str(jb_reader *r);                                  /* malloc'd or NULL */
char *jb_get_bytes(jb_reader *r, size_t *n);                     /* malloc'd, NUL-terminated */
void jb_get_diags(jb_reader *r, dg_list *l);                     /* appends */
void jb_get_stats(jb_reader *r, dg_stats *s);                    /* merges */

#endif
