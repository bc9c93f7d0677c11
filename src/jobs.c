/* jobs.c - the worker pool of the batch driver: a shared cursor over the item order, one
 * context per worker, progress callbacks on the calling thread. */
#include "jobs.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

typedef struct jb_state {
    const jb_callbacks *cb;
    const size_t *order;
    size_t n;
    size_t next;          /* next position in order to hand out */
    size_t done;          /* items finished */
    pthread_mutex_t mu;
    pthread_cond_t cv;
} jb_state;

int jb_default_workers(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : (n > 1024 ? 1024 : (int)n);
}

static size_t jb_item(const jb_state *st, size_t k)
{
    return st->order ? st->order[k] : k;
}

static void *jb_worker(void *arg)
{
    jb_state *st = arg;
    void *ctx = st->cb->init ? st->cb->init(st->cb->ud) : NULL;
    for (;;) {
        pthread_mutex_lock(&st->mu);
        size_t k = st->next < st->n ? st->next++ : st->n;
        pthread_mutex_unlock(&st->mu);
        if (k >= st->n)
            break;
        st->cb->work(ctx, jb_item(st, k), st->cb->ud);
        pthread_mutex_lock(&st->mu);
        st->done++;
        pthread_cond_signal(&st->cv);
        pthread_mutex_unlock(&st->mu);
    }
    if (st->cb->fini)
        st->cb->fini(ctx, st->cb->ud);
    return NULL;
}

static void jb_deadline(struct timespec *ts, unsigned ms)
{
    clock_gettime(CLOCK_REALTIME, ts);
    ts->tv_sec += ms / 1000;
    ts->tv_nsec += (long)(ms % 1000) * 1000000L;
    if (ts->tv_nsec >= 1000000000L) {
        ts->tv_sec++;
        ts->tv_nsec -= 1000000000L;
    }
}

int jb_run(int workers, size_t n, const size_t *order, const jb_callbacks *cb)
{
    jb_state st = { .cb = cb, .order = order, .n = n };
    if (n == 0)
        return 0;
    if (workers < 1)
        workers = 1;
    if ((size_t)workers > n)
        workers = (int)n;
    if (workers == 1) {
        void *ctx = cb->init ? cb->init(cb->ud) : NULL;
        for (size_t k = 0; k < n; k++) {
            cb->work(ctx, jb_item(&st, k), cb->ud);
            if (cb->progress)
                cb->progress(k + 1, n, cb->ud);
        }
        if (cb->fini)
            cb->fini(ctx, cb->ud);
        return 0;
    }

    pthread_mutex_init(&st.mu, NULL);
    pthread_cond_init(&st.cv, NULL);
    pthread_t *th = calloc((size_t)workers, sizeof *th);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    /* libclang and recursive AST visitors want deep stacks; 8 MiB like a main thread. */
    pthread_attr_setstacksize(&attr, (size_t)8 << 20);
    int started = 0, rc = 0;
    for (int i = 0; th && i < workers; i++) {
        if (pthread_create(&th[i], &attr, jb_worker, &st) != 0) {
            rc = -1;
            break;
        }
        started++;
    }
    pthread_attr_destroy(&attr);
    if (started == 0) {
        /* No thread at all: do everything here. */
        free(th);
        pthread_cond_destroy(&st.cv);
        pthread_mutex_destroy(&st.mu);
        jb_run(1, n, order, cb);
        return -1;
    }

    unsigned tick = cb->tick_ms ? cb->tick_ms : 200;
    size_t reported = 0;
    pthread_mutex_lock(&st.mu);
    while (st.done < n) {
        struct timespec ts;
        jb_deadline(&ts, tick);
        int e = pthread_cond_timedwait(&st.cv, &st.mu, &ts);
        if (cb->progress && st.done != reported && (e == ETIMEDOUT || e == 0)) {
            size_t d = st.done;
            reported = d;
            pthread_mutex_unlock(&st.mu);
            cb->progress(d, n, cb->ud);
            pthread_mutex_lock(&st.mu);
        }
    }
    pthread_mutex_unlock(&st.mu);
    for (int i = 0; i < started; i++)
        pthread_join(th[i], NULL);
    free(th);
    pthread_cond_destroy(&st.cv);
    pthread_mutex_destroy(&st.mu);
    if (cb->progress && reported != n)
        cb->progress(n, n, cb->ud);
    return rc;
}

static double jb_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void jb_progress_start(jb_progress *p, jb_progress_mode mode, const char *what)
{
    p->mode = mode;
    p->what = what;
    p->t0 = jb_now();
    p->last = 0;
    p->last_pct = 0;
}

void jb_progress_print(jb_progress *p, size_t done, size_t total)
{
    if (p->mode == JB_PROGRESS_OFF || !total)
        return;
    double now = jb_now(), el = now - p->t0;
    double rate = el > 0 ? (double)done / el : 0;
    int eta = rate > 0 ? (int)((double)(total - done) / rate + 0.5) : 0;
    if (p->mode == JB_PROGRESS_BAR) {
        if (done != total && now - p->last < 0.1)
            return;
        p->last = now;
        int width = 30, fill = (int)((double)width * (double)done / (double)total);
        fprintf(stderr, "\r%s [%.*s%*s] %zu/%zu files, %.1f files/s, eta %d:%02d ", p->what, fill,
                "==============================", width - fill, "", done, total, rate, eta / 60,
                eta % 60);
        if (done == total)
            fputc('\n', stderr);
    } else {
        size_t pct = done * 100 / total;
        if (done != total && pct / 10 == p->last_pct / 10 && now - p->last < 10)
            return;
        p->last_pct = pct;
        p->last = now;
        fprintf(stderr, "cu2hip: %s %zu/%zu files (%zu%%), %.1f files/s, eta %ds\n", p->what, done,
                total, pct, rate, eta);
    }
    fflush(stderr);
}
