/* parse_threads.c - lint.parse-threads: a parse runs on the calling thread (parse.c sets
 * LIBCLANG_NOTHREADS, which spares a thread, a cold malloc arena and thousands of mprotect calls
 * per file), unless the stack limit is below libclang's 8 MiB, when libclang keeps its own
 * 8 MiB thread. pthread_create is wrapped here, so every thread libclang starts is counted.
 * Exit 0: both hold; 1: a check failed; 77: skipped (the stack limit is below 8 MiB here). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "parse.h"

static atomic_int threads_started;

int pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*fn)(void *), void *arg)
{
    static int (*real)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
    if (!real) *(void **)&real = dlsym(RTLD_NEXT, "pthread_create");
    atomic_fetch_add(&threads_started, 1);
    return real(t, a, fn, arg);
}

/* Threads started by one parse of a small CUDA file; -1 when it did not parse. */
static int parse_threads(void)
{
    static const char src[] = "__global__ void k(int *p) { p[threadIdx.x] = 1; }\n";
    ps_config *p = ps_config_new(NULL);
    CXIndex idx = clang_createIndex(1, 0);
    int before = atomic_load(&threads_started);
    enum CXErrorCode ec;
    CXTranslationUnit tu = ps_parse(p, idx, "/tmp/cu2hip-parse-threads.cu", src, sizeof src - 1, NULL, 0, &ec);
    int n = tu ? atomic_load(&threads_started) - before : -1;
    if (tu) clang_disposeTranslationUnit(tu);
    clang_disposeIndex(idx);
    ps_config_free(p);
    return n;
}

int main(void)
{
    setenv("CU2HIP_PCH", "0", 1);   /* no cache directory is written */
    unsetenv("LIBCLANG_NOTHREADS");
    struct rlimit rl;
    if (getrlimit(RLIMIT_STACK, &rl) != 0 || (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < ((rlim_t)8 << 20))) {
        puts("skipped: the stack limit is below 8 MiB");
        return 77;
    }
    /* In a child, before this process's first configuration: a 1 MiB stack limit. */
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        struct rlimit small = rl;
        small.rlim_cur = (rlim_t)1 << 20;
        if (setrlimit(RLIMIT_STACK, &small) != 0) _exit(3);
        int n = parse_threads();
        _exit(n > 0 && !getenv("LIBCLANG_NOTHREADS") ? 0 : 2);
    }
    int st = 0;
    if (pid < 0 || waitpid(pid, &st, 0) != pid || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
        printf("FAIL: with a 1 MiB stack limit libclang must keep its own thread (child status %d)\n", st);
        return 1;
    }
    int n = parse_threads();
    if (n != 0) {
        printf("FAIL: a parse started %d thread(s), expected none\n", n);
        return 1;
    }
    puts("ok: parses run on the calling thread; with a 1 MiB stack limit on libclang's thread");
    return 0;
}
