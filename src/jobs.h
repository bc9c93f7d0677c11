/* jobs.h - a small pool of worker threads that runs one callback per item (the batch driver's
 * -j N). Items are taken in the order given (largest first balances best); each worker has its
 * own context made by init (e.g. a tr_session with its own CXIndex). With one worker everything
 * runs on the calling thread. Progress is reported from the calling thread only.
 * Ownership: batch area. The pool owns nothing of the caller's; contexts are made and freed by
 * the caller's init/fini callbacks. */
#ifndef CU2HIP_JOBS_H
#define CU2HIP_JOBS_H

#include <stddef.h>

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

#endif
