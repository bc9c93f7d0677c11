/* main.c - entry point of cu2hip: parses the command line (options.c) and hands it to exactly
 * one mode: rule listing, lint, batch (trees, file lists, compile databases) or the single-file
 * driver. The mode runs on a thread with a large stack: libclang's parser and AST visitors
 * recurse once per level of an expression (a 100,000-term sum is 100,000 frames), and a main
 * thread's 8 MiB is gone at about 65,000 (CU2HIP_STACK_MIB sets the size, 1 GiB by default). Deeper input than the large stack holds ends in a
 * SIGSEGV on that stack's guard page, which a handler on an alternate stack turns into a
 * message and exit status 3 (nothing has been written then: outputs are written after the
 * translation). Batch workers forked from this process keep the signal, so that the batch
 * driver names the file that crashed its worker. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <clang-c/Index.h>

#include "options.h"

#define CU_STACK_MIB 1024    /* virtual: only the pages touched are memory */

typedef struct cu_job { cu_options o; int rc; } cu_job;

static pid_t cu_main_pid;
static char *cu_stack_lo;              /* the lowest byte of the large stack (NULL: not known) */
static struct sigaction cu_prev_segv;  /* libclang's crash recovery handler, chained to */
static stack_t cu_prev_altstack;       /* the thread's alternate stack before cu_guard_stack's */
static int cu_altstack_set;

/* A fault within 1 MiB below the large stack's lowest byte or 64 KiB above it (its guard
 * page, or a frame too large for what is left) is an overflow: a message and exit status 3.
 * Any other fault goes on to libclang's crash recovery, which turns a crash inside a parse
 * into a failed parse. Batch workers (forked) die of the signal, and the batch driver names
 * the file. */
static void cu_on_segv(int sig, siginfo_t *si, void *uc)
{
    char *a = si ? (char *)si->si_addr : NULL;
    int overflow = cu_stack_lo && a && a < cu_stack_lo + (64 << 10) && a + (1 << 20) >= cu_stack_lo;
    if (overflow && getpid() == cu_main_pid) {
        static const char m[] = "cu2hip: internal error: out of stack: the input nests too deeply "
                                "(CU2HIP_STACK_MIB sets the stack size); nothing was written\n";
        ssize_t w = write(2, m, sizeof m - 1);
        (void)w;
        _exit(CU_EXIT_INTERNAL);
    }
    if (!overflow && (cu_prev_segv.sa_flags & SA_SIGINFO) && cu_prev_segv.sa_sigaction) {
        cu_prev_segv.sa_sigaction(sig, si, uc);
        return;
    }
    if (!overflow && cu_prev_segv.sa_handler != SIG_DFL && cu_prev_segv.sa_handler != SIG_IGN &&
        !(cu_prev_segv.sa_flags & SA_SIGINFO)) {
        cu_prev_segv.sa_handler(sig);
        return;
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

/* An alternate signal stack for the calling thread, and the SIGSEGV handler on it. libclang
 * installs its crash recovery handler with its first index, on a thread's own stack, where an
 * overflow cannot run it (the process dies of SIGSEGV without a word); so an index is made
 * first, and this handler goes in front of libclang's. LLVM's own handlers, registered later
 * with an alternate stack, restore this one before the fault repeats. */
static void cu_guard_stack(void)
{
    static char alt[1 << 18];   /* LLVM keeps an alternate stack of this size and makes none */
    stack_t ss = { .ss_sp = alt, .ss_size = sizeof alt, .ss_flags = 0 };
    pthread_attr_t a;
    void *lo = NULL;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &a) == 0) {
        if (pthread_attr_getstack(&a, &lo, &size) == 0)
            cu_stack_lo = lo;
        pthread_attr_destroy(&a);
    }
    if (sigaltstack(&ss, &cu_prev_altstack) != 0)
        return;
    cu_altstack_set = 1;
    clang_disposeIndex(clang_createIndex(0, 0));
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = cu_on_segv;
    sa.sa_flags = SA_ONSTACK | SA_SIGINFO | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &cu_prev_segv);
}

/* Gives the thread its alternate stack back before it ends: a sanitizer's runtime unmaps the
 * alternate stack it finds when a thread exits (AddressSanitizer's, which made one per thread,
 * failed a CHECK on the static one above and stopped every run of the ASan build). */
static void cu_unguard_stack(void)
{
    if (cu_altstack_set) {
        sigaltstack(&cu_prev_altstack, NULL);
        cu_altstack_set = 0;
    }
}

static int cu_dispatch(cu_options *o)
{
    if (o->list_rules) return rules_list_main(o);
    if (o->lint) return lint_main(o);
    if (batch_wanted(o)) return batch_main(o);
    return driver_main(o);
}

static void *cu_thread(void *arg)
{
    cu_job *j = arg;
    cu_guard_stack();
    j->rc = cu_dispatch(&j->o);
    cu_unguard_stack();
    return NULL;
}

int main(int argc, char **argv)
{
    static cu_job j;
    int status;
    if (cu_parse_args(&j.o, argc, argv, &status) != 0) {
        cu_options_free(&j.o);
        return status;
    }
    cu_main_pid = getpid();
    const char *env = getenv("CU2HIP_STACK_MIB");
    long mib = env && *env ? strtol(env, NULL, 10) : CU_STACK_MIB;
    if (mib < 1 || mib > (1L << 20))
        mib = CU_STACK_MIB;
    pthread_attr_t attr;
    pthread_t th;
    int started = pthread_attr_init(&attr) == 0 &&
                  pthread_attr_setstacksize(&attr, (size_t)mib << 20) == 0 &&
                  pthread_create(&th, &attr, cu_thread, &j) == 0;
    pthread_attr_destroy(&attr);
    if (started) {
        pthread_join(th, NULL);
    } else {
        cu_guard_stack();   /* no memory for the large stack: the main thread's own */
        j.rc = cu_dispatch(&j.o);
        cu_unguard_stack();
    }
    cu_options_free(&j.o);
    return j.rc;
}
