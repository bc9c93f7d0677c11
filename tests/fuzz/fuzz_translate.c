/* fuzz_translate.c - libFuzzer target over the whole translator: each input is translated as a
 * .cu file (parse, every pass, edit application), in translate mode or in lint mode, under the
 * newest HIP profile or 5.2 (chosen from the input's length, so that the corpus keeps all four);
 * translation under 5.2 also lowers kernels for hipshim (--lower-kernels=notes: pass_lower.c and
 * the lockstep points of pass_lockstep.c, the passes with the most rewriting of kernel bodies).
 * The target checks the translator's contract on bad input: never crash, never an edit conflict
 * (TR_EDIT_CONFLICT is a bug in a pass, so it aborts for libFuzzer to report), and the main
 * file's output always exists when the translation succeeds.
 * The input reaches libclang through a file in /dev/shm (tr_translate takes a path, as every
 * driver does); the path carries the process id so that -jobs/-workers runs do not collide. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "translate.h"

static rl_table *fz_rules;
static tr_session *fz_sess[4];
static cu_options fz_opts[4];
static char fz_path[64];

static void fz_init(void)
{
    for (int i = 0; i < 4; i++) {
        memset(&fz_opts[i], 0, sizeof fz_opts[i]);
        fz_opts[i].quiet = 1;
        if (i & 2) {
            fz_opts[i].hip_major = 5;
            fz_opts[i].hip_minor = 2;
            fz_opts[i].lower_kernels = 2;
        }
    }
    fz_rules = tr_load_rules(&fz_opts[0]);
    if (!fz_rules)
        abort();
    for (int i = 0; i < 4; i++)
        fz_sess[i] = tr_session_new(&fz_opts[i], fz_rules);
    const char *dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    snprintf(fz_path, sizeof fz_path, "%s/cu2hip-fuzz-%ld.cu", dir, (long)getpid());
}

/* One input, on a thread with cu2hip's 1 GiB stack (src/main.c): libclang recurses once per
 * term of an expression, and a 5,000-term sum overflows a main thread's 8 MiB under ASan. */
typedef struct fz_job { const uint8_t *data; size_t size; } fz_job;
static void fz_one(const uint8_t *data, size_t size);

static void *fz_thread(void *arg)
{
    fz_job *j = arg;
    fz_one(j->data, j->size);
    return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!fz_sess[0])
        fz_init();
    if (size > 64 * 1024)
        return 0;                 /* big inputs only slow the search; the scale benchmark covers size */
    fz_job j = { data, size };
    pthread_attr_t attr;
    pthread_t th;
    if (pthread_attr_init(&attr) != 0 || pthread_attr_setstacksize(&attr, (size_t)1 << 30) != 0 ||
        pthread_create(&th, &attr, fz_thread, &j) != 0)
        abort();
    pthread_attr_destroy(&attr);
    pthread_join(th, NULL);
    return 0;
}

static void fz_one(const uint8_t *data, size_t size)
{
    FILE *f = fopen(fz_path, "wb");
    if (!f)
        abort();
    if (size && fwrite(data, 1, size, f) != size)
        abort();
    fclose(f);
    int mode = (int)(size & 3);
    tr_request req;
    memset(&req, 0, sizeof req);
    req.path = fz_path;
    req.lint = mode & 1;
    tr_result res;
    tr_status st = tr_translate(fz_sess[mode], &req, &res);
    if (st == TR_EDIT_CONFLICT) {
        dg_print_text(stderr, &res.diags);
        abort();
    }
    if (st == TR_OK && !req.lint && (res.noutputs < 1 || !res.outputs[0].text))
        abort();
    tr_result_free(&res);
    unlink(fz_path);
}
