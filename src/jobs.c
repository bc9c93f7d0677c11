/* jobs.c - the worker pool of the batch driver and the lint: a shared cursor over the item
 * order, one context per worker, progress callbacks on the calling thread; threads, or worker
 * processes fed through pipes so that a crash on one file loses that file only. */
#define _GNU_SOURCE
#include "jobs.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif

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

/* Items from..n-1 on the calling thread with one context; progress counts on from done. */
static void jb_run_serial(jb_state *st, size_t from, size_t done)
{
    const jb_callbacks *cb = st->cb;
    void *ctx = cb->init ? cb->init(cb->ud) : NULL;
    for (size_t k = from; k < st->n; k++) {
        cb->work(ctx, jb_item(st, k), cb->ud);
        if (cb->progress)
            cb->progress(++done, st->n, cb->ud);
    }
    if (cb->fini)
        cb->fini(ctx, cb->ud);
}

/* At least one worker, and no more than there are items. */
static int jb_clamp_workers(int workers, size_t n)
{
    if (workers < 1)
        workers = 1;
    if ((size_t)workers > n)
        workers = (int)n;
    return workers;
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
    workers = jb_clamp_workers(workers, n);
    if (workers == 1) {
        jb_run_serial(&st, 0, 0);
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
        ut_note("%s %zu/%zu files (%zu%%), %.1f files/s, eta %ds", p->what, done,
                total, pct, rate, eta);
    }
    fflush(stderr);
}

/* ------------------------------------------------------------------ worker processes */

void (*jb_test_hook)(const char *path) = NULL;

typedef struct jb_proc {
    pid_t pid;              /* 0: no process in this slot */
    int task_w, res_r;      /* the parent's ends of the task and result pipes */
    int busy;
    size_t item;            /* the item it works on when busy */
} jb_proc;

static int jb_read_all(int fd, void *p, size_t n)
{
    char *c = p;
    while (n) {
        ssize_t k = read(fd, c, n);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            return -1;
        c += k;
        n -= (size_t)k;
    }
    return 0;
}

#if defined(__SANITIZE_ADDRESS__)
/* The process's first thread: cu2hip runs its mode on a thread of its own (main.c), and a
 * worker forked from that thread has a copy of its stack that LeakSanitizer does not know (it
 * looks for the threads it registered, by id, and scans none of the worker's own): every
 * object the mode's stack held was reported as leaked. */
static pthread_t jb_first_thread;
__attribute__((constructor)) static void jb_note_first_thread(void) { jb_first_thread = pthread_self(); }
#endif

/* A worker's exit after its last item: under LeakSanitizer the worker checks its own leaks (a
 * process that ends with _exit is never checked) and fails like a leaking program would, when
 * it was forked from the first thread (above); the parent's check at exit stays in any case. */
static void jb_worker_exit(void)
{
#if defined(__SANITIZE_ADDRESS__)
    if (pthread_equal(pthread_self(), jb_first_thread) && __lsan_do_recoverable_leak_check())
        _exit(23);
#endif
    _exit(0);
}

static void jb_child(int task_r, int res_w, const jb_callbacks *cb, const jb_isolation *iso)
{
    void *ctx = cb->init ? cb->init(cb->ud) : NULL;
    uint64_t item;
    while (jb_read_all(task_r, &item, sizeof item) == 0) {
        cb->work(ctx, (size_t)item, cb->ud);
        ut_buf b = { 0 };
        iso->put((size_t)item, &b, cb->ud);
        uint64_t hdr[2] = { item, b.len };
        int bad = ut_write_all(res_w, hdr, sizeof hdr) || ut_write_all(res_w, b.s, b.len);
        ut_buf_free(&b);
        if (bad)
            _exit(1);   /* the parent is gone */
    }
    if (cb->fini)
        cb->fini(ctx, cb->ud);
    close(res_w);
    jb_worker_exit();
}

static int jb_spawn(jb_proc *ps, int nps, int i, const jb_callbacks *cb, const jb_isolation *iso)
{
    int t[2], r[2];
    if (pipe(t) != 0)
        return -1;
    if (pipe(r) != 0) {
        close(t[0]);
        close(t[1]);
        return -1;
    }
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        close(t[0]);
        close(t[1]);
        close(r[0]);
        close(r[1]);
        return -1;
    }
    if (pid == 0) {
        close(t[1]);
        close(r[0]);
        /* The other workers' pipes: a worker holding them would keep them open after their
         * owner died, and the parent would never see that death. */
        for (int j = 0; j < nps; j++)
            if (j != i && ps[j].pid > 0) {
                close(ps[j].task_w);
                close(ps[j].res_r);
            }
        jb_child(t[0], r[1], cb, iso);
    }
    close(t[0]);
    close(r[1]);
    ps[i].pid = pid;
    ps[i].task_w = t[1];
    ps[i].res_r = r[0];
    ps[i].busy = 0;
    return 0;
}

/* Closes a slot's pipes, waits for its process and describes how it ended. */
static void jb_reap(jb_proc *p, char *why, size_t whylen)
{
    close(p->task_w);
    close(p->res_r);
    int st = 0;
    pid_t w;
    do
        w = waitpid(p->pid, &st, 0);
    while (w < 0 && errno == EINTR);
    if (w < 0)
        snprintf(why, whylen, "its worker process vanished");
    else if (WIFSIGNALED(st))
        snprintf(why, whylen, "killed by signal %d (%s)", WTERMSIG(st), strsignal(WTERMSIG(st)));
    else if (WIFEXITED(st))
        snprintf(why, whylen, "its worker process exited with status %d", WEXITSTATUS(st));
    else
        snprintf(why, whylen, "its worker process ended abnormally");
    p->pid = 0;
    p->busy = 0;
}

int jb_run_isolated(int workers, size_t n, const size_t *order, const jb_callbacks *cb,
                    const jb_isolation *iso)
{
    jb_state st = { .cb = cb, .order = order, .n = n };
    if (n == 0)
        return 0;
    workers = jb_clamp_workers(workers, n);
    /* A worker that died leaves its pipe broken: writing to it must fail, not kill us. */
    struct sigaction ign, old;
    memset(&ign, 0, sizeof ign);
    ign.sa_handler = SIG_IGN;
    sigemptyset(&ign.sa_mask);
    sigaction(SIGPIPE, &ign, &old);

    jb_proc *ps = ut_xcalloc((size_t)workers, sizeof *ps);
    int live = 0;
    for (int i = 0; i < workers; i++)
        live += jb_spawn(ps, workers, i, cb, iso) == 0;
    if (!live) {
        free(ps);
        sigaction(SIGPIPE, &old, NULL);
        jb_run(workers, n, order, cb);
        return -1;
    }
    struct pollfd *pf = ut_xcalloc((size_t)workers, sizeof *pf);
    int *slot = ut_xcalloc((size_t)workers, sizeof *slot);
    size_t next = 0, done = 0;
    int rc = 0, failed_spawns = 0;
    char why[160];
    while (done < n) {
        /* Hand an item to every idle worker. */
        for (int i = 0; i < workers && next < n; i++) {
            if (ps[i].pid <= 0 || ps[i].busy)
                continue;
            uint64_t item = jb_item(&st, next);
            if (ut_write_all(ps[i].task_w, &item, sizeof item) != 0) {
                /* Died before taking work (e.g. while starting): replace it, keep the item. */
                jb_reap(&ps[i], why, sizeof why);
                live--;
                if (failed_spawns < 8 && jb_spawn(ps, workers, i, cb, iso) == 0) {
                    live++;
                    i--;
                }
                failed_spawns++;
                continue;
            }
            ps[i].busy = 1;
            ps[i].item = (size_t)item;
            next++;
        }
        int np = 0;
        for (int i = 0; i < workers; i++)
            if (ps[i].pid > 0 && ps[i].busy) {
                pf[np].fd = ps[i].res_r;
                pf[np].events = POLLIN;
                pf[np].revents = 0;
                slot[np++] = i;
            }
        if (np == 0) {
            /* No worker left (none could be started again): the rest runs here, unisolated. */
            jb_run_serial(&st, next, done);
            rc = -1;
            break;
        }
        if (poll(pf, (nfds_t)np, -1) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        for (int k = 0; k < np; k++) {
            if (!pf[k].revents)
                continue;
            jb_proc *p = &ps[slot[k]];
            uint64_t hdr[2];
            char *payload = NULL;
            int ok = jb_read_all(p->res_r, hdr, sizeof hdr) == 0 && hdr[0] == p->item &&
                     hdr[1] < ((uint64_t)1 << 40);
            if (ok) {
                payload = malloc(hdr[1] + 1);
                ok = payload && jb_read_all(p->res_r, payload, hdr[1]) == 0;
            }
            if (ok && iso->get(p->item, payload, hdr[1], cb->ud) == 0) {
                p->busy = 0;
            } else {
                size_t item = p->item;
                jb_reap(p, why, sizeof why);
                live--;
                if (ok)
                    snprintf(why, sizeof why, "its result could not be read back");
                iso->crashed(item, why, cb->ud);
                if (next < n && jb_spawn(ps, workers, slot[k], cb, iso) == 0)
                    live++;
            }
            free(payload);
            done++;
            if (cb->progress)
                cb->progress(done, n, cb->ud);
        }
    }
    /* No more work: each worker sees the end of its task pipe, cleans up and exits. */
    for (int i = 0; i < workers; i++) {
        if (ps[i].pid <= 0)
            continue;
        int status = 0;
        close(ps[i].task_w);
        close(ps[i].res_r);
        while (waitpid(ps[i].pid, &status, 0) < 0 && errno == EINTR)
            ;
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            ut_warn("a worker process failed after its last file (%s %d)",
                    WIFSIGNALED(status) ? "signal" : "status",
                    WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status));
            if (rc == 0)
                rc = 1;
        }
    }
    free(pf);
    free(slot);
    free(ps);
    sigaction(SIGPIPE, &old, NULL);
    return rc;
}

/* ------------------------------------------------------------------ result encoding */

void jb_put_u64(ut_buf *b, uint64_t v)
{
    ut_buf_append(b, (const char *)&v, sizeof v);
}

void jb_put_bytes(ut_buf *b, const char *p, size_t n)
{
    jb_put_u64(b, n);
    if (n)
        ut_buf_append(b, p, n);
}

void jb_put_str(ut_buf *b, const char *s)
{
    if (!s) {
        jb_put_u64(b, UINT64_MAX);
        return;
    }
    jb_put_bytes(b, s, strlen(s));
}

uint64_t jb_get_u64(jb_reader *r)
{
    uint64_t v = 0;
    if (r->bad || (size_t)(r->end - r->p) < sizeof v) {
        r->bad = 1;
        return 0;
    }
    memcpy(&v, r->p, sizeof v);
    r->p += sizeof v;
    return v;
}

char *jb_get_bytes(jb_reader *r, size_t *n)
{
    uint64_t len = jb_get_u64(r);
    if (r->bad || len == UINT64_MAX || len > (uint64_t)(r->end - r->p)) {
        if (len != UINT64_MAX)
            r->bad = 1;
        *n = 0;
        return NULL;
    }
    char *s = ut_xmalloc((size_t)len + 1);
    memcpy(s, r->p, (size_t)len);
    s[len] = 0;
    r->p += len;
    *n = (size_t)len;
    return s;
}

char *jb_get_str(jb_reader *r)
{
    size_t n;
    return jb_get_bytes(r, &n);
}

void jb_put_diags(ut_buf *b, const dg_list *l)
{
    jb_put_u64(b, l->n);
    for (size_t i = 0; i < l->n; i++) {
        const dg_finding *f = &l->v[i];
        jb_put_str(b, f->file);
        jb_put_u64(b, ((uint64_t)f->line << 32) | f->col);
        jb_put_u64(b, ((uint64_t)f->end_line << 32) | f->end_col);
        jb_put_u64(b, (uint64_t)f->sev);
        jb_put_str(b, f->rule_id);
        jb_put_str(b, f->message);
        jb_put_str(b, f->suggestion);
    }
}

void jb_get_diags(jb_reader *r, dg_list *l)
{
    uint64_t n = jb_get_u64(r);
    for (uint64_t i = 0; i < n && !r->bad; i++) {
        char *file = jb_get_str(r);
        uint64_t at = jb_get_u64(r), end = jb_get_u64(r), sev = jb_get_u64(r);
        char *id = jb_get_str(r), *msg = jb_get_str(r), *sug = jb_get_str(r);
        if (!r->bad && sev <= DG_ERROR) {
            dg_finding *f = dg_add(l, file, (unsigned)(at >> 32), (unsigned)at, (dg_severity)sev, id,
                                   "%s", msg ? msg : "");
            f->end_line = (unsigned)(end >> 32);
            f->end_col = (unsigned)end;
            if (sug)
                dg_set_suggestion(f, sug);
        } else {
            r->bad = 1;
        }
        free(file);
        free(id);
        free(msg);
        free(sug);
    }
}

void jb_put_stats(ut_buf *b, const dg_stats *s)
{
    jb_put_u64(b, s->n);
    for (size_t i = 0; i < s->n; i++) {
        jb_put_str(b, s->v[i].name);
        jb_put_u64(b, (uint64_t)s->v[i].value);
    }
}

void jb_get_stats(jb_reader *r, dg_stats *s)
{
    uint64_t n = jb_get_u64(r);
    for (uint64_t i = 0; i < n && !r->bad; i++) {
        char *name = jb_get_str(r);
        long v = (long)jb_get_u64(r);
        if (!r->bad && name)
            dg_count(s, name, v);
        else
            r->bad = 1;
        free(name);
    }
}
