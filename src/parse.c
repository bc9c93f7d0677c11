/* parse.c - libclang front end of cu2hip. Files are parsed in CUDA host-only mode. By default
 * no CUDA SDK is read: the prelude in include/cu2hip/ is force-included (-nocudainc), which
 * parses in a fraction of the SDK's time. The prelude is embedded in the binary (see
 * cmake/cu2hip.cmake and cmake/embed_files.cmake: prelude_embedded.c) and handed to clang as
 * unsaved files under a virtual directory, so a copied or installed cu2hip needs no source tree
 * and the prelude always matches the binary (CU2HIP_PRELUDE_DIR=DIR reads it from DIR instead).
 * With --cuda-path the SDK headers are used, plus a virtual stub directory holding the
 * texture_fetch_functions.h that CUDA 13 removed but clang 19's wrapper still includes.
 *
 * Precompiled prelude: parsing the prelude is about a third of a typical translation, so on
 * first use the prelude is precompiled (a clang PCH, built from an empty file with exactly the
 * arguments of the parse, -include of the prelude included) into the cache directory, and later
 * parses load it with -include-pch instead of -include: clang then reads declarations back
 * (lazily, many only when looked up) instead of parsing them. Invalidation is by name: the file is prelude-HASH.pch, HASH covering the format
 * version, libclang's version, every clang argument (per-file ones too) and the name and bytes of
 * every prelude file, so a changed prelude, binary, clang or flag set selects another file and a
 * cached PCH is never reused for anything else. clang itself validates the PCH against the
 * headers it read from disk (resource and libc headers: size and time; system headers only with
 * -fmodules-validate-system-headers, which we pass); a PCH that fails to load is deleted and that
 * file is parsed again without it, so the PCH only changes the speed, never the result
 * (tests/tperf/pch-same.sh compares the golden inputs both ways). Not noticed, as with any PCH:
 * a header that is new and would now be found before one the PCH holds. A configuration
 * builds at most PS_PCH_MAX_BUILDS of them; old ones are deleted from the cache.
 * Directory: $CU2HIP_PCH_DIR (or its old name $CU2HIP_CACHE_DIR), else $XDG_CACHE_HOME/cu2hip,
 * else $HOME/.cache/cu2hip. (The batch driver's incremental cache is another: --cache-dir.)
 * CU2HIP_PCH=0 turns the PCH off; it is never used with --cuda-path or CU2HIP_PRELUDE_DIR. */
#define _GNU_SOURCE
#include "parse.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "containers.h"
#include "incdirs.h"
#include "util.h"

#ifndef CU2HIP_CLANG_RESOURCE_DIR
#define CU2HIP_CLANG_RESOURCE_DIR "/usr/lib/llvm-19/lib/clang/19"
#endif
#ifndef CU2HIP_VERSION
#define CU2HIP_VERSION "dev"
#endif

/* Virtual directories: never on disk; clang finds files there through the unsaved-file map. */
#define PS_PRELUDE_VDIR "/__cu2hip__/prelude"
#define PS_STUB_VDIR "/__cu2hip__/sdk-stubs"
/* Force-included in place of the prelude when a host C/C++ file is parsed (see ps_file_order):
 * the keywords clang's CUDA wrappers of the C++ headers (<algorithm>, <new>, <complex>) use, and
 * <stdlib.h> for <new>'s ::malloc, which clang's own CUDA runtime wrapper provides the same way;
 * the CUDA runtime itself only when the file includes it. Same spellings as the prelude's. */
#define PS_HOST_FILE "/__cu2hip__/host/host-keywords.h"
static const char ps_host_text[] =
    "#define __host__ __attribute__((host))\n"
    "#define __device__ __attribute__((device))\n"
    "#include <stdlib.h>\n";
/* The empty main file a PCH is built from (an unsaved file as well). */
#define PS_PCH_MAIN "/__cu2hip__/pch/prelude-pch.cu"
/* Bump when the way a PCH is built or used changes. */
#define PS_PCH_FORMAT "cu2hip-pch-2"

typedef struct { const char *name; const unsigned char *data; size_t len; } ps_embedded_file;
/* Generated at build time from include/cu2hip/ (cmake/cu2hip.cmake). */
extern const ps_embedded_file cu_prelude_files[];
extern const size_t cu_prelude_count;
extern const char cu_prelude_digest[];   /* SHA-256 of the names and contents, made at build time */

struct ps_config {
    UT_VEC(char *) args;
    UT_VEC(struct CXUnsavedFile) vfiles;   /* prelude / stub files (names owned here) */
    /* precompiled prelude (see the top of this file) */
    char *pch_dir;                  /* NULL: no PCH */
    size_t include_at;              /* args[include_at] is the "-include" of the prelude */
    /* args[prelude_at] is the "-include" of the prelude (no PCH, prelude directory override
     * included); args.n when the SDK is used instead. Host C/C++ files may parse without it. */
    size_t prelude_at;
    uint64_t pch_key;               /* hash of everything but the per-file arguments */
    /* keys whose PCH could not be built (not retried), and PCHs built; guarded by ps_pch_lock */
    UT_VEC(uint64_t) pch_failed;
    size_t npch_built;
    id_search *incdirs;             /* the code base's own include directories (incdirs.c) */
    char *sdk_inc;                  /* --cuda-path's include directory, which a C parse names itself */
};

/* A compile database may give every file other flags, and each flag set needs its own PCH,
 * whose build costs more than it saves on one file: one configuration builds at most this
 * many (files whose PCH is already cached still use it). */
#define PS_PCH_MAX_BUILDS 4

static void ps_span_reset(void);

/* The clang parses of the last ps_parse on this thread (see ps_last_parses). */
static _Thread_local unsigned ps_nparses;

/* The modes of a parse (ps_argv's host): CUDA with the prelude, a host compiler's C++, and a host
 * compiler's C (see ps_parse_file). */
enum { PS_MODE_CUDA, PS_MODE_HOST, PS_MODE_HOST_C };

/* One clang parse of a file starts. CU2HIP_TIMING also lists them (which files parse more than
 * once, and in which modes). */
static int ps_tracing(void)
{
    static int trace = -1;
    if (trace < 0) trace = getenv("CU2HIP_TIMING") != NULL;
    return trace;
}

static double ps_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static unsigned ps_tu_count_errors(CXTranslationUnit tu);

static void ps_trace_parse(const char *path, int host, int pch, int ctx, double t0, CXTranslationUnit tu)
{
    ps_nparses++;
    if (ps_tracing())
        ut_note("parse %u of %s: %s%s%s: %.1f ms, %u errors", ps_nparses, path ? path : "?",
                host == PS_MODE_HOST_C ? "host-c" : host ? "host" : "cuda", pch ? " pch" : "",
                ctx ? " includer-context" : "", ps_now_ms() - t0, tu ? ps_tu_count_errors(tu) : 0);
}

/* A header parsed in the context of the files that include it (see ps_context_find): the chain
 * of includers from a source file down to the header's own includer, each cut before its line
 * that includes the next (or the header). */
#define PS_CONTEXT_DEPTH 4
typedef struct ps_context {
    size_t n;
    char *path[PS_CONTEXT_DEPTH];   /* absolute paths, source file first */
    char *text[PS_CONTEXT_DEPTH];   /* each file's text before that line, conditionals closed */
    size_t len[PS_CONTEXT_DEPTH];
    char *top;                      /* the context file: #include of each, in order */
} ps_context;
/* The virtual file that includes the chain (under /__cu2hip__/, so never edited or reported). */
#define PS_CONTEXT_FILE "/__cu2hip__/context/includers.h"
static CXTranslationUnit ps_parse_ctx(const ps_config *p, CXIndex idx, const char *pch, const char *path,
                                      const char *buf, size_t len, const char *const *extra, int nextra,
                                      int host, const ps_context *ctx, enum CXErrorCode *ec);

/* Serialises building PCHs (batch workers, each with a configuration of its own, would build
 * the same one at once) and the configurations' pch_failed and npch_built. */
static pthread_mutex_t ps_pch_lock = PTHREAD_MUTEX_INITIALIZER;

static void ps_arg(ps_config *p, const char *s)
{
    ut_vec_push(&p->args, ut_xstrdup(s));
}

static void ps_vfile(ps_config *p, const char *name, const char *data, size_t len)
{
    ut_vec_push(&p->vfiles, (struct CXUnsavedFile){ ut_xstrdup(name), data, (unsigned long)len });
}

/* CU2HIP_PRELUDE_DIR=DIR makes cu2hip read the prelude from DIR instead of its embedded copy
 * (for editing the prelude without rebuilding). */
static const char *ps_prelude_dir_override(void)
{
    const char *d = getenv("CU2HIP_PRELUDE_DIR");
    return d && *d ? d : NULL;
}

/* ---- precompiled prelude ---- */

/* The PCH's key names its cache file (containers.h's hash: not cryptographic, nothing depends on
 * collision resistance against an adversary). A string is hashed with its NUL, so that
 * neighbouring strings cannot run into each other. */
static uint64_t ps_hash_str(uint64_t h, const char *s)
{
    return ut_hash_bytes(h, s, strlen(s) + 1);
}

static char *ps_cache_dir(void)
{
    const char *d = getenv("CU2HIP_PCH_DIR");
    if (!(d && *d)) d = getenv("CU2HIP_CACHE_DIR");   /* its old name, still honoured */
    if (d && *d) return ut_xstrdup(d);
    d = getenv("XDG_CACHE_HOME");
    if (d && *d == '/') return ut_path_join(d, "cu2hip");
    d = getenv("HOME");
    if (d && *d == '/') return ut_path_join(d, ".cache/cu2hip");
    return NULL;
}

static int ps_pch_wanted(void)
{
    const char *e = getenv("CU2HIP_PCH");
    return !(e && (!strcmp(e, "0") || !strcmp(e, "off") || !strcmp(e, "no")));
}

/* Arguments that put a user's file into the PCH (clang would notice its change only by size and
 * time) or a PCH of the user's own: no PCH then. */
static int ps_pch_arg_ok(const char *a)
{
    return strncmp(a, "-include", 8) && strncmp(a, "--include", 9) && strncmp(a, "-imacros", 8) &&
           strncmp(a, "--imacros", 9) && strncmp(a, "-Xclang", 7) && strncmp(a, "-cc1", 4);
}

/* Sets up PCH use for a prelude-mode configuration whose args are complete. */
static void ps_pch_setup(ps_config *p)
{
    if (!ps_pch_wanted()) return;
    size_t at = p->args.n;
    for (size_t i = 0; i + 1 < p->args.n; i++)
        if (!strcmp(p->args.v[i], "-include") && !strcmp(p->args.v[i + 1], "cu2hip_prelude.h")) at = i;
    if (at == p->args.n) return;
    for (size_t i = at + 2; i < p->args.n; i++)
        if (!ps_pch_arg_ok(p->args.v[i])) return;
    p->pch_dir = ps_cache_dir();
    if (!p->pch_dir) return;
    p->include_at = at;
    uint64_t h = ps_hash_str(UT_HASH_INIT, PS_PCH_FORMAT);
    h = ps_hash_str(h, CU2HIP_VERSION);
    CXString v = clang_getClangVersion();
    h = ps_hash_str(h, clang_getCString(v) ? clang_getCString(v) : "");
    clang_disposeString(v);
    for (size_t i = 0; i < p->args.n; i++) h = ps_hash_str(h, p->args.v[i]);
    p->pch_key = ps_hash_str(h, cu_prelude_digest);   /* the embedded prelude's names and bytes */
}

static uint64_t ps_pch_file_key(const ps_config *p, const char *const *extra, int nextra)
{
    uint64_t h = p->pch_key;
    int n = 0;
    for (int i = 0; i < nextra; i++) {
        /* -iquote DIR finds only quoted user headers, which the prelude never includes */
        if (!strcmp(extra[i], "-iquote") && i + 1 < nextra) {
            i++;
            continue;
        }
        h = ps_hash_str(h, extra[i]);
        n++;
    }
    return ut_hash_u64(h, (uint64_t)n);
}

/* The unsaved files of a parse: the configuration's virtual files, the PCH's empty main file
 * (when a PCH is built or used) and the parsed file, in that order. */
static struct CXUnsavedFile *ps_unsaved(const ps_config *p, const char *path, const char *buf,
                                        size_t len, unsigned *n)
{
    struct CXUnsavedFile *uf = ut_xmalloc((p->vfiles.n + 2) * sizeof *uf);
    if (p->vfiles.n) memcpy(uf, p->vfiles.v, p->vfiles.n * sizeof *uf);
    *n = (unsigned)p->vfiles.n;
    if (p->pch_dir) {
        uf[*n].Filename = PS_PCH_MAIN;
        uf[*n].Contents = "";
        uf[*n].Length = 0;
        ++*n;
    }
    if (path) {
        uf[*n].Filename = path;
        uf[*n].Contents = buf;
        uf[*n].Length = (unsigned long)len;
        ++*n;
    }
    return uf;
}

/* An argument a C parse leaves out: the CUDA driver's own flags, and a C++ standard given for
 * every file (-- -std=c++17) that the C files of the same tree were never compiled with. */
static int ps_arg_not_c(const char *a)
{
    return !strcmp(a, "--cuda-host-only") || !strcmp(a, "-nocudainc") || !strcmp(a, "-nocudalib") ||
           !strncmp(a, "-std=c++", 8) || !strncmp(a, "-std=gnu++", 10);
}

/* The argument vector of a parse: the configuration's arguments, with the prelude's
 * "-include cu2hip_prelude.h" turned into "-include-pch PCH" when pch is given, then extra;
 * pch_mode (building or using a PCH) adds the validation flag. host is a PS_MODE_. */
static const char **ps_argv(const ps_config *p, int pch_mode, const char *pch, const char *const *extra,
                            int nextra, int host, int *n)
{
    /* (a C parse with the SDK turns --cuda-path into two arguments) */
    size_t total = p->args.n + (nextra > 0 ? (size_t)nextra : 0) + (pch_mode ? 2 : 0) + (host == PS_MODE_HOST_C);
    const char **argv = ut_xmalloc((total + 1) * sizeof *argv);
    size_t k = 0;
    for (size_t i = 0; i < p->args.n; i++) {
        /* a host-mode parse force-includes the host keywords instead of the prelude */
        if (host && p->prelude_at < p->args.n && i == p->prelude_at + 1) {
            argv[k++] = PS_HOST_FILE;
            continue;
        }
        if (host == PS_MODE_HOST_C) {
            /* the base arguments' "-x cuda" and "-std=c++17" (ps_config_new) */
            if (i == 1 && !strcmp(p->args.v[i], "cuda")) argv[k++] = "c";
            else if (i == 3 && !strcmp(p->args.v[i], "-std=c++17")) argv[k++] = "-std=gnu17";
            else if (p->sdk_inc && !strncmp(p->args.v[i], "--cuda-path=", 12)) {
                /* the CUDA driver adds the SDK's headers, a C parse names them */
                argv[k++] = "-isystem";
                argv[k++] = p->sdk_inc;
            }
            else if (!ps_arg_not_c(p->args.v[i])) argv[k++] = p->args.v[i];
            continue;
        }
        if (pch && i == p->include_at) argv[k++] = "-include-pch";
        else if (pch && i == p->include_at + 1) argv[k++] = pch;
        else argv[k++] = p->args.v[i];
    }
    for (int i = 0; i < nextra; i++)
        if (host != PS_MODE_HOST_C || !ps_arg_not_c(extra[i])) argv[k++] = extra[i];
    /* clang checks a PCH's input files in system directories (all of ours: the prelude, the
     * resource and libc headers) only when asked to (a cc1 flag; the driver drops its own
     * spelling without modules): a libc or clang update is then noticed */
    if (pch_mode) {
        argv[k++] = "-Xclang";
        argv[k++] = "-fmodules-validate-system-headers";
    }
    argv[k] = NULL;
    *n = (int)k;
    return argv;
}

int ps_tu_has_errors(CXTranslationUnit tu)
{
    unsigned n = clang_getNumDiagnostics(tu);
    int bad = 0;
    for (unsigned i = 0; i < n && !bad; i++) {
        CXDiagnostic d = clang_getDiagnostic(tu, i);
        bad = clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error;
        clang_disposeDiagnostic(d);
    }
    return bad;
}

/* True when the TU reports a problem with the PCH itself (clang's "AST Deserialization Issue"
 * category: stale, corrupt or mismatched). */
static int ps_pch_load_failed(CXTranslationUnit tu)
{
    unsigned n = clang_getNumDiagnostics(tu);
    int bad = 0;
    for (unsigned i = 0; i < n && !bad; i++) {
        CXDiagnostic d = clang_getDiagnostic(tu, i);
        if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
            CXString cat = clang_getDiagnosticCategoryText(d);
            const char *c = clang_getCString(cat);
            bad = c && strstr(c, "AST Deserialization") != NULL;
            clang_disposeString(cat);
            CXString msg = clang_getDiagnosticSpelling(d);
            const char *m = clang_getCString(msg);
            /* e.g. "file '...' has been modified since the precompiled header was built" */
            if (m && (strstr(m, "precompiled header") || strstr(m, "PCH file") || strstr(m, "AST file")))
                bad = 1;
            clang_disposeString(msg);
        }
        clang_disposeDiagnostic(d);
    }
    return bad;
}

/* A cache directory holds a PCH per prelude and flag set ever used; when a new one is written,
 * the ones built more than PS_PCH_MAX_AGE seconds ago (and temp files left by a crash a day
 * old) go, so the directory does not grow while the prelude changes; one still in use is simply
 * built again. */
#define PS_PCH_MAX_AGE (14L * 24 * 3600)

static void ps_pch_prune(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return;
    time_t now = time(NULL);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strncmp(e->d_name, "prelude-", 8) != 0) continue;
        int tmp = strstr(e->d_name, ".pch.tmp.") != NULL;
        size_t n = strlen(e->d_name);
        if (!tmp && (n < 4 || strcmp(e->d_name + n - 4, ".pch") != 0)) continue;
        char *path = ut_path_join(dir, e->d_name);
        struct stat st;
        if (stat(path, &st) == 0 && now - st.st_mtime > (tmp ? 24L * 3600 : PS_PCH_MAX_AGE)) unlink(path);
        free(path);
    }
    closedir(d);
}

/* Builds the PCH at path (temp file + rename). Returns 0 on success. */
static int ps_pch_build(const ps_config *p, const char *path, const char *const *extra, int nextra)
{
    /* an unwritable cache would cost a full PCH build on every run, for nothing */
    if ((ut_mkdirs(p->pch_dir) != 0 && errno != EEXIST) || access(p->pch_dir, W_OK) != 0) return -1;
    int argc;
    const char **argv = ps_argv(p, 1, NULL, extra, nextra, 0, &argc);
    unsigned nuf;
    struct CXUnsavedFile *uf = ps_unsaved(p, NULL, NULL, 0, &nuf);
    CXIndex idx = clang_createIndex(0, 0);
    CXTranslationUnit tu = NULL;
    unsigned flags = CXTranslationUnit_Incomplete | CXTranslationUnit_ForSerialization |
                     CXTranslationUnit_DetailedPreprocessingRecord;
    enum CXErrorCode ec = clang_parseTranslationUnit2(idx, PS_PCH_MAIN, argv, argc, uf, nuf, flags, &tu);
    int rc = -1;
    if (ec == CXError_Success && tu && !ps_tu_has_errors(tu)) {
        static unsigned serial;
        char *tmp = ut_xasprintf("%s.tmp.%ld.%u", path, (long)getpid(), serial++);
        /* Writing the file makes LLVM register its signal handlers, once per process, and put
         * its own alternate signal stack on the calling thread. Under ASan that thread's own
         * stack is then lost and ASan aborts when the thread (a batch worker) exits: put the
         * thread's previous stack back. */
        stack_t alt;
        int had_alt = sigaltstack(NULL, &alt) == 0 && alt.ss_sp && !(alt.ss_flags & SS_DISABLE);
        int se = clang_saveTranslationUnit(tu, tmp, clang_defaultSaveOptions(tu));
        if (had_alt) {
            alt.ss_flags = 0;
            sigaltstack(&alt, NULL);
        }
        if (se == CXSaveError_None && rename(tmp, path) == 0) {
            rc = 0;
            ps_pch_prune(p->pch_dir);
        }
        else
            unlink(tmp);
        free(tmp);
    }
    if (tu) clang_disposeTranslationUnit(tu);
    clang_disposeIndex(idx);
    free(uf);
    free(argv);
    return rc;
}

/* Path of a usable PCH for this file's arguments (built now when missing), or NULL. */
static char *ps_pch_get(const ps_config *p, const char *const *extra, int nextra)
{
    for (int i = 0; i < nextra; i++)
        if (!ps_pch_arg_ok(extra[i])) return NULL;
    uint64_t key = ps_pch_file_key(p, extra, nextra);
    char *path = ut_xasprintf("%s/prelude-%016llx.pch", p->pch_dir, (unsigned long long)key);
    if (access(path, R_OK) == 0) return path;
    pthread_mutex_lock(&ps_pch_lock);
    ps_config *mp = (ps_config *)p;
    int ok = 0, failed = 0;
    for (size_t i = 0; i < p->pch_failed.n; i++) failed |= p->pch_failed.v[i] == key;
    if (!failed) {
        ok = access(path, R_OK) == 0;
        if (!ok && p->npch_built < PS_PCH_MAX_BUILDS) {
            mp->npch_built++;
            ok = ps_pch_build(p, path, extra, nextra) == 0;
            if (!ok) {
                ut_vec_push(&mp->pch_failed, key);
            }
        }
    }
    pthread_mutex_unlock(&ps_pch_lock);
    if (ok) return path;
    free(path);
    return NULL;
}

/* ---- configuration and parsing ---- */

/* libclang runs every parse on a thread it creates and joins for that parse alone (for an 8 MiB
 * stack and crash recovery). The parse's memory then comes from the malloc arena of a
 * short-lived thread, grown page by page (linting nbody.cpp: 2,897 mprotect calls, against 23
 * on the calling thread), and the thread starts cache-cold, possibly on another core. Same
 * instructions (cachegrind, one file: 1.448e9 and 1.445e9), but over cuda-samples'
 * 0_Introduction 12-14% more CPU time at -j 1 and at -j 2 (four alternating runs each).
 * LIBCLANG_NOTHREADS, which libclang reads at every parse, makes it parse on the calling
 * thread, still under its crash recovery. Our threads have 8 MiB stacks (jobs.c) and a
 * process's main thread has the stack limit, so it is set only when that limit is at least
 * libclang's 8 MiB; and only once, before the first configuration exists, so that no parse
 * reads the environment while it changes. */
static pthread_once_t ps_threads_once = PTHREAD_ONCE_INIT;

static void ps_parse_on_caller(void)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_STACK, &rl) == 0 && (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur >= ((rlim_t)8 << 20)))
        setenv("LIBCLANG_NOTHREADS", "1", 0);
}

ps_config *ps_config_new(const cu_options *o)
{
    pthread_once(&ps_threads_once, ps_parse_on_caller);
    ps_config *p = ut_xcalloc(1, sizeof *p);
    p->prelude_at = (size_t)-1;
    static const char *const base[] = {
        "-x", "cuda", "--cuda-host-only", "-std=c++17", "-resource-dir", CU2HIP_CLANG_RESOURCE_DIR,
        /* we report errors only; warnings cost time and clang's CUDA-version note is noise */
        "-w", "-Wno-unknown-cuda-version", "-ferror-limit=0", "-fno-spell-checking",
    };
    for (size_t i = 0; i < sizeof base / sizeof *base; i++) ps_arg(p, base[i]);
    int embedded = 0;
    if (o && o->cuda_path) {
        char *a = ut_xasprintf("--cuda-path=%s", o->cuda_path);
        p->sdk_inc = ut_path_join(o->cuda_path, "include");
        ps_arg(p, a);
        free(a);
        char *cccl = ut_path_join(o->cuda_path, "include/cccl");
        if (ut_is_dir(cccl)) {   /* CUDA 13 moved libcu++ (cuda/std/...) here */
            ps_arg(p, "-isystem");
            ps_arg(p, cccl);
        }
        free(cccl);
        ps_arg(p, "-idirafter");
        ps_arg(p, PS_STUB_VDIR);
        ps_vfile(p, PS_STUB_VDIR "/texture_fetch_functions.h", "", 0);
    } else {
        ps_arg(p, "-nocudainc");
        ps_arg(p, "-nocudalib");
        ps_arg(p, "-isystem");
        if (!ps_prelude_dir_override()) {
            embedded = 1;
            ps_arg(p, PS_PRELUDE_VDIR);
            for (size_t i = 0; i < cu_prelude_count; i++) {
                char *name = ut_path_join(PS_PRELUDE_VDIR, cu_prelude_files[i].name);
                ps_vfile(p, name, (const char *)cu_prelude_files[i].data, cu_prelude_files[i].len);
                free(name);
            }
        } else {
            ps_arg(p, ps_prelude_dir_override());
        }
        p->prelude_at = p->args.n;
        ps_arg(p, "-include");
        ps_arg(p, "cu2hip_prelude.h");
        ps_vfile(p, PS_HOST_FILE, ps_host_text, sizeof ps_host_text - 1);
    }
    if (o)
        for (size_t i = 0; i < o->clang_args.n; i++) ps_arg(p, o->clang_args.v[i]);
    if (embedded) ps_pch_setup(p);
    p->incdirs = id_search_new(o);
    if (getenv("CU2HIP_TIMING")) {
        /* scripts/bench-translate runs clang -fsyntax-only with exactly these arguments */
        ut_buf b = {0};
        for (size_t i = 0; i < p->args.n; i++) ut_buf_printf(&b, " %s", p->args.v[i]);
        ut_note("clang args:%s", b.s ? b.s : "");
        ut_buf_free(&b);
        ut_note("pch: %s", p->pch_dir ? p->pch_dir : "off");
    }
    return p;
}

void ps_config_free(ps_config *p)
{
    if (!p) return;
    for (size_t i = 0; i < p->args.n; i++) free(p->args.v[i]);
    ut_vec_free(&p->args);
    for (size_t i = 0; i < p->vfiles.n; i++) free((char *)p->vfiles.v[i].Filename);
    ut_vec_free(&p->vfiles);
    free(p->pch_dir);
    ut_vec_free(&p->pch_failed);
    free(p->sdk_inc);
    id_search_free(p->incdirs);
    free(p);
}

size_t ps_config_args(const ps_config *p, const char *const **argv)
{
    *argv = (const char *const *)p->args.v;
    return p->args.n;
}

static CXTranslationUnit ps_parse_with(const ps_config *p, CXIndex idx, const char *pch, const char *path,
                                       const char *buf, size_t len, const char *const *extra, int nextra,
                                       int host, enum CXErrorCode *ec)
{
    return ps_parse_ctx(p, idx, pch, path, buf, len, extra, nextra, host, NULL, ec);
}

/* The unsaved files a retry of ps_parse adds (incdirs.c's forwarding headers), for the parses of
 * this thread while it runs. */
static _Thread_local const struct CXUnsavedFile *ps_more_vf;
static _Thread_local unsigned ps_more_nvf;

static CXTranslationUnit ps_parse_ctx(const ps_config *p, CXIndex idx, const char *pch, const char *path,
                                      const char *buf, size_t len, const char *const *extra, int nextra,
                                      int host, const ps_context *ctx, enum CXErrorCode *ec)
{
    int argc;
    const char **cargs = NULL;
    if (ctx) {
        /* the context file comes after the prelude; it includes the includers at their own
         * paths (overridden by their cut text), so their quoted includes resolve as when they
         * are compiled, and their include guards or #pragma once keep the header from
         * including them again */
        int ncargs = 0;
        cargs = ut_xmalloc(((size_t)(nextra > 0 ? nextra : 0) + 2) * sizeof *cargs);
        for (int i = 0; i < nextra; i++) cargs[ncargs++] = extra[i];
        cargs[ncargs++] = "-include";
        cargs[ncargs++] = PS_CONTEXT_FILE;
        extra = cargs;
        nextra = ncargs;
    }
    const char **argv = ps_argv(p, pch != NULL, pch, extra, nextra, host, &argc);
    unsigned nuf;
    struct CXUnsavedFile *uf = ps_unsaved(p, path, buf, len, &nuf);
    if (ctx) {
        uf = ut_xrealloc(uf, (nuf + 1 + ctx->n) * sizeof *uf);
        uf[nuf].Filename = PS_CONTEXT_FILE;
        uf[nuf].Contents = ctx->top;
        uf[nuf].Length = (unsigned long)strlen(ctx->top);
        nuf++;
        for (size_t i = 0; i < ctx->n; i++, nuf++) {
            uf[nuf].Filename = ctx->path[i];
            uf[nuf].Contents = ctx->text[i];
            uf[nuf].Length = (unsigned long)ctx->len[i];
        }
    }
    if (ps_more_nvf) {
        uf = ut_xrealloc(uf, (nuf + ps_more_nvf) * sizeof *uf);
        memcpy(uf + nuf, ps_more_vf, ps_more_nvf * sizeof *uf);
        nuf += ps_more_nvf;
    }
    CXTranslationUnit tu = NULL;
    unsigned flags = CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord;
    ps_span_reset();
    double t0 = ps_tracing() ? ps_now_ms() : 0;
    *ec = clang_parseTranslationUnit2(idx, path, argv, argc, uf, nuf, flags, &tu);
    ps_trace_parse(path, host, pch != NULL, ctx != NULL, t0, tu);
    free(uf);
    free(argv);
    free(cargs);
    if (*ec != CXError_Success) {
        if (tu) clang_disposeTranslationUnit(tu);
        return NULL;
    }
    return tu;
}

/* The prelude-mode parse: with the precompiled prelude when there is one. */
static CXTranslationUnit ps_parse_cuda(const ps_config *p, CXIndex idx, const char *path, const char *buf,
                                       size_t len, const char *const *extra, int nextra, const ps_context *ctx,
                                       enum CXErrorCode *ec)
{
    if (p->pch_dir) {
        char *pch = ps_pch_get(p, extra, nextra);
        if (pch) {
            CXTranslationUnit tu = ps_parse_ctx(p, idx, pch, path, buf, len, extra, nextra, 0, ctx, ec);
            if (tu && !ps_pch_load_failed(tu)) {
                free(pch);
                return tu;
            }
            /* stale or damaged: drop it (the next run rebuilds it) and parse without */
            if (tu) clang_disposeTranslationUnit(tu);
            unlink(pch);
            free(pch);
        }
    }
    return ps_parse_ctx(p, idx, NULL, path, buf, len, extra, nextra, 0, ctx, ec);
}

static unsigned ps_tu_count_errors(CXTranslationUnit tu)
{
    unsigned n = clang_getNumDiagnostics(tu), bad = 0;
    for (unsigned i = 0; i < n; i++) {
        CXDiagnostic d = clang_getDiagnostic(tu, i);
        bad += clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error;
        clang_disposeDiagnostic(d);
    }
    return bad;
}

/* What compiles a file decides whether CUDA's runtime is there without an #include: nvcc
 * includes cuda_runtime.h into every .cu file, a host compiler into none of its C/C++ files,
 * whose CUDA names come from the headers they include (the prelude's stub headers include the
 * prelude). A host file parsed with the prelude force-included clashes with user code that
 * declares the same API itself (a header replacing cuda.h for dynamic loading). But projects
 * also compile .cpp files with nvcc (CMake's LANGUAGE CUDA, nvcc -x cu), and a header serves
 * the files that include it: so the other mode is tried too when the first one has errors,
 * and the parse with fewer errors is kept; but not for a file with kernel syntax (nvcc's alone,
 * see ps_kernel_syntax) nor for a host file whose host parse read the prelude (through a CUDA
 * header it includes), where the CUDA mode would only read the same declarations earlier.
 * Each parse costs as much as the first, so a file is parsed once when it can be. PS_ORDER_HOST_FIRST: C/C++ sources (the host
 * compiler's); PS_ORDER_CUDA_FIRST: C/C++ headers (mostly included from .cu files);
 * PS_ORDER_CUDA: .cu, .cuh and anything else. PS_ORDER_HOST_C: a .c file, which nvcc hands to the
 * host compiler, which compiles it as C (`char *p = malloc(n);` is an error in C++): parsed once,
 * as C, with the host keywords; the prelude parses as C where CUDA's headers do (with --cuda-path,
 * CUDA's own headers, named by -isystem: the CUDA driver that would add them is not involved). */
enum { PS_ORDER_CUDA, PS_ORDER_CUDA_FIRST, PS_ORDER_HOST_FIRST, PS_ORDER_HOST_C };

static int ps_ext_in(const char *path, const char *const *exts, size_t n)
{
    const char *slash = strrchr(path, '/'), *dot = strrchr(path, '.');
    if (!dot || (slash && dot < slash)) return 0;
    for (size_t i = 0; i < n; i++)
        if (!strcmp(dot + 1, exts[i])) return 1;
    return 0;
}

/* [0] is CUDA's own extension; the rest are the host compiler's */
static const char *const ps_hdr_exts[] = { "cuh", "h", "hh", "hpp", "hxx", "h++", "H", "inl", "ipp", "tcc" };
static const char *const ps_src_exts[] = { "cu", "c", "cc", "cpp", "cxx", "c++", "cp", "C", "CPP" };
#define PS_NEXT(a) (sizeof a / sizeof *a)

static int ps_file_order(const char *path)
{
    static const char *const c_ext[] = { "c" };
    if (ps_ext_in(path, c_ext, 1)) return PS_ORDER_HOST_C;
    if (ps_ext_in(path, ps_src_exts + 1, PS_NEXT(ps_src_exts) - 1)) return PS_ORDER_HOST_FIRST;
    if (ps_ext_in(path, ps_hdr_exts + 1, PS_NEXT(ps_hdr_exts) - 1)) return PS_ORDER_CUDA_FIRST;
    return PS_ORDER_CUDA;
}

/* ---- headers that are not self-contained ---- */

/* Many headers are fragments of the files that include them: a kernel header that uses the
 * includer's types and macros (cuda-samples' imageDenoising_*_kernel.cuh use TColor), a
 * configuration table included in the middle of another header (ggml's mmq-config-*.cuh), a
 * header that relies on what its includer included first (nbody's tipsy.h uses std::vector).
 * Parsed on their own they fail where their compiler never sees them fail. So a header that
 * still has errors is parsed again as it is compiled, the way clangd lints such headers: after
 * the text that precedes its #include in a file of its directory that includes it, and, when
 * that file is a header too, after what precedes that file's #include in its own includer, up
 * to a source file (PS_CONTEXT_DEPTH files at most). Includers are tried sources first, then
 * headers, in name order; up to PS_CONTEXT_TRIES chains; the parse with the fewest errors of
 * the header's own is kept. */
#define PS_CONTEXT_MAX_FILES 500
#define PS_CONTEXT_MAX_BYTES (2u << 20)
#define PS_CONTEXT_TRIES 3

/* The offset of the line of buf that includes a file named base ("#include "x/base"" or
 * <base>), or -1. */
static long ps_include_line(const char *buf, size_t len, const char *base)
{
    size_t bl = strlen(base);
    for (size_t i = 0; i < len;) {
        size_t line = i, j = i;
        while (j < len && (buf[j] == ' ' || buf[j] == '\t')) j++;
        if (j < len && buf[j] == '#') {
            j++;
            while (j < len && (buf[j] == ' ' || buf[j] == '\t')) j++;
            if (len - j > 7 && !strncmp(buf + j, "include", 7)) {
                j += 7;
                while (j < len && (buf[j] == ' ' || buf[j] == '\t')) j++;
                if (j < len && (buf[j] == '"' || buf[j] == '<')) {
                    char close = buf[j] == '"' ? '"' : '>';
                    size_t b = ++j;
                    while (j < len && buf[j] != close && buf[j] != '\n') j++;
                    if (j < len && buf[j] == close && j - b >= bl && !strncmp(buf + j - bl, base, bl) &&
                        (j - b == bl || buf[j - bl - 1] == '/'))
                        return (long)line;
                }
            }
        }
        while (i < len && buf[i] != '\n') i++;
        i++;
    }
    return -1;
}

/* The text of an includer cut before offset at, with "#endif" lines closing the conditionals
 * open there (its include guard): a file ending inside a conditional is an error. */
static char *ps_context_cut(const char *buf, size_t at, size_t *len)
{
    int depth = 0;
    for (size_t i = 0; i < at;) {
        size_t j = i;
        while (j < at && (buf[j] == ' ' || buf[j] == '\t')) j++;
        if (j < at && buf[j] == '#') {
            j++;
            while (j < at && (buf[j] == ' ' || buf[j] == '\t')) j++;
            size_t k = j;
            while (k < at && buf[k] >= 'a' && buf[k] <= 'z') k++;
            if ((k - j == 2 && !strncmp(buf + j, "if", 2)) || (k - j == 5 && !strncmp(buf + j, "ifdef", 5)) ||
                (k - j == 6 && !strncmp(buf + j, "ifndef", 6)))
                depth++;
            else if (k - j == 5 && !strncmp(buf + j, "endif", 5) && depth > 0)
                depth--;
        }
        while (i < at && buf[i] != '\n') i++;
        i++;
    }
    ut_buf b = { 0 };
    ut_buf_append(&b, buf, at);
    if (at > 0 && buf[at - 1] != '\n') ut_buf_puts(&b, "\n");
    for (int i = 0; i < depth; i++) ut_buf_puts(&b, "#endif\n");
    *len = b.len;
    return ut_buf_take(&b);
}

static int ps_cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void ps_context_free(ps_context *ctx)
{
    for (size_t i = 0; i < ctx->n; i++) {
        free(ctx->path[i]);
        free(ctx->text[i]);
    }
    free(ctx->top);
    memset(ctx, 0, sizeof *ctx);
}

/* Drops the last file of the chain in ctx. */
static void ps_context_pop(ps_context *ctx)
{
    ctx->n--;
    free(ctx->path[ctx->n]);
    free(ctx->text[ctx->n]);
}

/* Extends ctx->path/text (held from the header up, reversed by ps_context_find) with the
 * includers of the file at path: a source file ends a chain; so does a header nothing in its
 * directory includes. *skip counts down the chains found before the one wanted. Returns 1 when
 * the wanted chain is in ctx, -1 when path has no includer, else 0. */
typedef struct ps_shared ps_shared;
static int ps_context_shared(const ps_config *p, const char *path, unsigned nth, ps_shared *memo, ps_context *ctx);

static int ps_context_walk(const ps_config *p, const char *path, ps_context *ctx, unsigned *skip)
{
    char *dir = ut_dirname(path);
    const char *base = ut_basename(path);
    DIR *d = opendir(dir);
    if (!d) {
        free(dir);
        return -1;
    }
    UT_VEC(char *) names = { 0 };
    struct dirent *e;
    while ((e = readdir(d)) && names.n < PS_CONTEXT_MAX_FILES) {
        if (e->d_name[0] == '.' || !strcmp(e->d_name, base)) continue;
        int src = ps_ext_in(e->d_name, ps_src_exts, PS_NEXT(ps_src_exts));
        if (!src && !ps_ext_in(e->d_name, ps_hdr_exts, PS_NEXT(ps_hdr_exts))) continue;
        ut_vec_push(&names, ut_xasprintf("%c%s", src ? '0' : '1', e->d_name));   /* sources sort first */
    }
    closedir(d);
    if (names.n) qsort(names.v, names.n, sizeof *names.v, ps_cmp_str);
    int found = 0, any = 0;
    for (size_t i = 0; i < names.n && !found; i++) {
        char *f = ut_path_join(dir, names.v[i] + 1), *data = NULL, *abs = NULL, err[256];
        size_t len = 0;
        struct stat st;
        long at = -1;
        if (stat(f, &st) == 0 && S_ISREG(st.st_mode) && (size_t)st.st_size <= PS_CONTEXT_MAX_BYTES &&
            ut_read_file(f, &data, &len, err, sizeof err) == 0)
            at = ps_include_line(data, len, base);
        if (at >= 0) abs = realpath(f, NULL);
        for (size_t k = 0; abs && k < ctx->n; k++)   /* includers that include each other */
            if (!strcmp(ctx->path[k], abs)) {
                free(abs);
                abs = NULL;
            }
        if (abs) {
            any = 1;
            size_t k = ctx->n++;
            ctx->path[k] = abs;
            ctx->text[k] = ps_context_cut(data, (size_t)at, &ctx->len[k]);
            int r = names.v[i][0] == '1' && ctx->n < PS_CONTEXT_DEPTH ? ps_context_walk(p, f, ctx, skip) : -1;
            /* a header that nothing in its directory includes: a source of the code base that
             * includes it (the first one) ends the chain */
            if (r < 0 && names.v[i][0] == '1' && ctx->n < PS_CONTEXT_DEPTH && ps_context_shared(p, f, 0, NULL, ctx)) {
                r = (*skip)-- == 0 ? 1 : 0;
                if (!r) ps_context_pop(ctx);
            } else if (r < 0 && (*skip)-- == 0) {
                r = 1;   /* this includer ends the chain */
            }
            if (r > 0) found = 1;
            else ps_context_pop(ctx);
        }
        free(data);
        free(f);
    }
    for (size_t i = 0; i < names.n; i++) free(names.v[i]);
    ut_vec_free(&names);
    free(dir);
    return found ? 1 : any ? 0 : -1;
}

/* A header that nothing in its directory includes is a shared one (cuda-samples' Common/, a
 * project's include/): its includers are source files elsewhere in the code base. Collects, in
 * path order, the sources under dir (at most PS_SHARED_MAX_FILES looked at) whose text includes
 * a file named base, up to want of them. */
#define PS_SHARED_MAX_FILES 5000
struct ps_shared { UT_VEC(char *) path; size_t want, seen; };

static void ps_shared_scan(const char *dir, const char *base, ps_shared *sh, int depth)
{
    DIR *d = depth < 16 ? opendir(dir) : NULL;
    if (!d) return;
    UT_VEC(char *) names = { 0 };
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.') continue;
        ut_vec_push(&names, ut_xstrdup(e->d_name));
    }
    closedir(d);
    if (names.n) qsort(names.v, names.n, sizeof *names.v, ps_cmp_str);
    for (size_t i = 0; i < names.n; i++) {
        char *f = ut_path_join(dir, names.v[i]);
        struct stat st;
        if (sh->path.n < sh->want && sh->seen < PS_SHARED_MAX_FILES && lstat(f, &st) == 0) {
            if (S_ISDIR(st.st_mode)) {
                ps_shared_scan(f, base, sh, depth + 1);
            } else if (S_ISREG(st.st_mode) && ps_ext_in(names.v[i], ps_src_exts, PS_NEXT(ps_src_exts)) &&
                       (size_t)st.st_size <= PS_CONTEXT_MAX_BYTES) {
                char *data = NULL, err[256];
                size_t len = 0;
                sh->seen++;
                if (ut_read_file(f, &data, &len, err, sizeof err) == 0 && ps_include_line(data, len, base) >= 0) {
                    ut_vec_push(&sh->path, f);
                    f = NULL;
                }
                free(data);
            }
        }
        free(f);
        free(names.v[i]);
    }
    ut_vec_free(&names);
}

static void ps_shared_free(ps_shared *sh)
{
    for (size_t i = 0; i < sh->path.n; i++) free(sh->path.v[i]);
    ut_vec_free(&sh->path);
    memset(sh, 0, sizeof *sh);
}

/* The nth source file of the code base that includes the shared header at path, added to the
 * chain in ctx: 1 when found. A memo (the caller's, for the tries of one header) keeps the scan's
 * first PS_CONTEXT_TRIES files, so that the tree is walked once for them all. */
static int ps_context_shared(const ps_config *p, const char *path, unsigned nth, ps_shared *memo, ps_context *ctx)
{
    ps_shared local = { { 0 }, 0, 0 }, *sh = memo ? memo : &local;
    if (!sh->want) {
        const char *const *roots;
        size_t nroots = id_search_roots(p->incdirs, &roots);
        sh->want = memo ? PS_CONTEXT_TRIES : (size_t)nth + 1;
        for (size_t r = 0; r < nroots && sh->path.n < sh->want; r++) ps_shared_scan(roots[r], ut_basename(path), sh, 0);
    }
    int ok = 0;
    if (nth < sh->path.n) {
        const char *f = sh->path.v[nth];
        char *data = NULL, err[256];
        size_t len = 0;
        long at = ut_read_file(f, &data, &len, err, sizeof err) == 0 ? ps_include_line(data, len, ut_basename(path)) : -1;
        char *abs = at >= 0 ? realpath(f, NULL) : NULL;
        for (size_t k = 0; abs && k < ctx->n; k++)   /* already in the chain */
            if (!strcmp(ctx->path[k], abs)) {
                free(abs);
                abs = NULL;
            }
        if (abs) {
            size_t k = ctx->n++;
            ctx->path[k] = abs;
            ctx->text[k] = ps_context_cut(data, (size_t)at, &ctx->len[k]);
            ok = 1;
        }
        free(data);
    }
    ps_shared_free(&local);
    return ok;
}

/* Finds the nth chain of includers (0-based, below PS_CONTEXT_TRIES) of the header at path; fills
 * ctx and returns 1, else 0. memo serves the tries of one header (see ps_context_shared). */
static int ps_context_find(const ps_config *p, const char *path, unsigned nth, ps_shared *memo, ps_context *ctx)
{
    memset(ctx, 0, sizeof *ctx);
    unsigned skip = nth;
    int r = ps_context_walk(p, path, ctx, &skip);
    /* a source file included into another one is so by a file of its own directory */
    if (r < 0 && ps_ext_in(path, ps_hdr_exts, PS_NEXT(ps_hdr_exts))) r = ps_context_shared(p, path, nth, memo, ctx);
    if (r <= 0) {
        ps_context_free(ctx);
        return 0;
    }
    for (size_t i = 0, j = ctx->n - 1; i < j; i++, j--) {   /* source file first */
        char *t = ctx->path[i]; ctx->path[i] = ctx->path[j]; ctx->path[j] = t;
        t = ctx->text[i]; ctx->text[i] = ctx->text[j]; ctx->text[j] = t;
        size_t l = ctx->len[i]; ctx->len[i] = ctx->len[j]; ctx->len[j] = l;
    }
    ut_buf b = { 0 };
    for (size_t i = 0; i < ctx->n; i++) {
        ut_buf_puts(&b, "#include \"");
        ut_buf_puts(&b, ctx->path[i]);
        ut_buf_puts(&b, "\"\n");
    }
    ctx->top = ut_buf_take(&b);
    return 1;
}

/* The TU that ps_collect_errors is told about: a header's parse in its includers' context,
 * whose errors in the includers' text are those files' own (reported when they are linted). */
typedef struct ps_ctx_kept {
    CXTranslationUnit tu;
    size_t n;
    char path[PS_CONTEXT_DEPTH][PATH_MAX];   /* copies: nothing to free when a thread exits */
} ps_ctx_kept;
static _Thread_local ps_ctx_kept ps_ctx_last;

static int ps_ctx_file(const ps_context *ctx, const char *name)
{
    if (!name) return 0;
    if (!strcmp(name, PS_CONTEXT_FILE)) return 1;
    if (!ctx || name[0] != '/') return 0;
    for (size_t i = 0; i < ctx->n; i++)
        if (!strcmp(ctx->path[i], name)) return 1;
    return 0;
}

/* The errors of a context parse that are the header's (not the includers'). */
static unsigned ps_tu_count_errors_ctx(CXTranslationUnit tu, const ps_context *ctx)
{
    unsigned n = clang_getNumDiagnostics(tu), bad = 0;
    for (unsigned i = 0; i < n; i++) {
        CXDiagnostic d = clang_getDiagnostic(tu, i);
        if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
            CXFile f = NULL;
            clang_getExpansionLocation(clang_getDiagnosticLocation(d), &f, NULL, NULL, NULL);
            CXString fn = clang_getFileName(f);
            bad += !ps_ctx_file(ctx, f ? clang_getCString(fn) : NULL);
            clang_disposeString(fn);
        }
        clang_disposeDiagnostic(d);
    }
    return bad;
}

/* True when the main file is also included, by the includers' text: its include guard then
 * skips its body, and the parse has nothing of it to check. */
typedef struct ps_main_seen { CXFile main; int hit; } ps_main_seen;

static void ps_main_included_visit(CXFile f, CXSourceLocation *stack, unsigned n, CXClientData ud)
{
    (void)stack;
    ps_main_seen *m = ud;
    if (n > 0 && m->main && clang_File_isEqual(f, m->main)) m->hit = 1;
}

static int ps_main_included(CXTranslationUnit tu, const char *path)
{
    ps_main_seen m = { clang_getFile(tu, path), 0 };
    if (m.main) clang_getInclusions(tu, ps_main_included_visit, &m);
    return m.hit;
}

/* When tu (of a header) has errors, the parse in its includers' context if that has fewer of
 * the header's own. The same for a source file that another file of its directory includes
 * (benchmark suites #include their kernel .cu files into the main one, which declares what they
 * use): parsed alone it fails where nvcc never compiles it alone. */
static CXTranslationUnit ps_parse_in_context(const ps_config *p, CXIndex idx, CXTranslationUnit tu, const char *path,
                                             const char *buf, size_t len, const char *const *extra, int nextra,
                                             enum CXErrorCode *ec)
{
    if (!tu || (!ps_ext_in(path, ps_hdr_exts, PS_NEXT(ps_hdr_exts)) && !ps_ext_in(path, ps_src_exts, PS_NEXT(ps_src_exts))))
        return tu;
    unsigned nerr = ps_tu_count_errors(tu);
    ps_context ctx, best;
    memset(&best, 0, sizeof best);
    /* includers differ in what they include first: a few are tried, the best parse is kept */
    ps_shared memo = { { 0 }, 0, 0 };
    for (unsigned k = 0; nerr > 0 && k < PS_CONTEXT_TRIES && ps_context_find(p, path, k, &memo, &ctx); k++) {
        enum CXErrorCode ec2;
        CXTranslationUnit t2 = ps_parse_cuda(p, idx, path, buf, len, extra, nextra, &ctx, &ec2);
        unsigned n2 = t2 ? ps_tu_count_errors_ctx(t2, &ctx) : 0;
        if (t2 && n2 < nerr && !ps_main_included(t2, path)) {
            clang_disposeTranslationUnit(tu);
            *ec = ec2;
            tu = t2;
            nerr = n2;
            ps_context_free(&best);
            best = ctx;
        } else {
            if (t2) clang_disposeTranslationUnit(t2);
            ps_context_free(&ctx);
        }
    }
    ps_shared_free(&memo);
    if (best.n) {
        ps_ctx_last.tu = tu;
        ps_ctx_last.n = best.n;
        for (size_t i = 0; i < best.n; i++)
            snprintf(ps_ctx_last.path[i], sizeof ps_ctx_last.path[i], "%s", best.path[i]);
        ps_context_free(&best);
    }
    return tu;
}

/* True when buf uses the kernel language itself (a kernel, shared memory, a launch): only nvcc
 * compiles it, whatever its extension, so it is parsed in CUDA mode alone. */
static int ps_kernel_syntax(const char *buf, size_t len)
{
    return memmem(buf, len, "__global__", 10) || memmem(buf, len, "__shared__", 10) || memmem(buf, len, "<<<", 3);
}

/* True when the host-mode tu read the prelude (the file includes a CUDA header): the CUDA
 * mode would only read it earlier, so it is not tried. */
static int ps_tu_has_prelude(const ps_config *p, CXTranslationUnit tu)
{
    const char *dir = ps_prelude_dir_override();
    char *name = ut_path_join(dir ? dir : PS_PRELUDE_VDIR, "cu2hip_prelude.h");
    int has = clang_getFile(tu, name) != NULL;
    (void)p;
    free(name);
    return has;
}

static CXTranslationUnit ps_parse_file(const ps_config *p, CXIndex idx, const char *path, const char *buf,
                                       size_t len, const char *const *extra, int nextra, enum CXErrorCode *ec)
{
    int order = p->prelude_at < p->args.n && path ? ps_file_order(path) : PS_ORDER_CUDA;
    /* with the SDK, whose headers are C where they can be, a .c file is C too */
    if (p->sdk_inc && path && ps_file_order(path) == PS_ORDER_HOST_C) order = PS_ORDER_HOST_C;
    if (order != PS_ORDER_CUDA && ps_kernel_syntax(buf, len)) order = PS_ORDER_CUDA;
    if (order == PS_ORDER_CUDA) {
        CXTranslationUnit tu = ps_parse_cuda(p, idx, path, buf, len, extra, nextra, NULL, ec);
        return p->prelude_at < p->args.n && path ? ps_parse_in_context(p, idx, tu, path, buf, len, extra, nextra, ec)
                                                : tu;
    }
    int host_first = order == PS_ORDER_HOST_FIRST;
    if (order == PS_ORDER_HOST_C)
        return ps_parse_with(p, idx, NULL, path, buf, len, extra, nextra, PS_MODE_HOST_C, ec);
    CXTranslationUnit first = host_first
                                  ? ps_parse_with(p, idx, NULL, path, buf, len, extra, nextra, PS_MODE_HOST, ec)
                                  : ps_parse_cuda(p, idx, path, buf, len, extra, nextra, NULL, ec);
    if (!first) return NULL;
    unsigned nfirst = ps_tu_count_errors(first);
    if (nfirst == 0 || (host_first && ps_tu_has_prelude(p, first)))
        return ps_parse_in_context(p, idx, first, path, buf, len, extra, nextra, ec);
    enum CXErrorCode ec2;
    CXTranslationUnit second = host_first
                                   ? ps_parse_cuda(p, idx, path, buf, len, extra, nextra, NULL, &ec2)
                                   : ps_parse_with(p, idx, NULL, path, buf, len, extra, nextra, PS_MODE_HOST, &ec2);
    if (!second) return first;
    if (ps_tu_count_errors(second) < nfirst) {
        clang_disposeTranslationUnit(first);
        *ec = ec2;
        first = second;
    } else {
        clang_disposeTranslationUnit(second);
    }
    return ps_parse_in_context(p, idx, first, path, buf, len, extra, nextra, ec);
}

/* A quoted #include clang could not find is looked for in the code base (incdirs.c), and the
 * parse retried with the directories found while that has no more errors. */
CXTranslationUnit ps_parse(const ps_config *p, CXIndex idx, const char *path, const char *buf,
                           size_t len, const char *const *extra, int nextra, enum CXErrorCode *ec)
{
    ps_nparses = 0;
    ps_ctx_last.tu = NULL;
    ps_ctx_last.n = 0;
    CXTranslationUnit tu = ps_parse_file(p, idx, path, buf, len, extra, nextra, ec);
    id_args more = {0};
    for (int round = 0; round < 4 && tu && id_extend(p->incdirs, tu, extra, nextra, &more) > 0; round++) {
        /* the context of the parse kept is what ps_collect_errors must see, not a rejected one's */
        ps_ctx_kept kept = ps_ctx_last;
        ps_ctx_last.tu = NULL;
        ps_ctx_last.n = 0;
        enum CXErrorCode ec2;
        ps_more_vf = more.vf.v;
        ps_more_nvf = (unsigned)more.vf.n;
        CXTranslationUnit t2 = ps_parse_file(p, idx, path, buf, len, more.v, (int)more.n, &ec2);
        ps_more_vf = NULL;
        ps_more_nvf = 0;
        if (t2 && ps_tu_count_errors(t2) > ps_tu_count_errors(tu)) {
            clang_disposeTranslationUnit(t2);
            t2 = NULL;
        }
        if (!t2) {
            ps_ctx_last = kept;
            break;
        }
        clang_disposeTranslationUnit(tu);
        tu = t2;
        *ec = ec2;
    }
    id_args_free(&more);
    return tu;
}

unsigned ps_last_parses(void)
{
    return ps_nparses;
}

int ps_is_prelude_file(const char *path)
{
    if (!path) return 0;
    if (!strncmp(path, "/__cu2hip__/", 12)) return 1;
    const char *dir = ps_prelude_dir_override();
    size_t n = dir ? strlen(dir) : 0;
    return dir && !strncmp(path, dir, n) && path[n] == '/';
}

/* A launch from device code of a kernel template or overload set is rejected by clang's overload
 * resolution (a __global__ candidate is never viable from device code: clang has no dynamic
 * parallelism) where a plain kernel's launch parses and pass_unsupported.c finds it. Such an error
 * is that finding, not a parse problem. */
static int ps_is_device_launch(CXDiagnostic d)
{
    CXDiagnosticSet kids = clang_getChildDiagnostics(d);
    unsigned n = clang_getNumDiagnosticsInSet(kids);
    int found = 0;
    for (unsigned i = 0; i < n && !found; i++) {
        CXDiagnostic k = clang_getDiagnosticInSet(kids, i);
        CXString s = clang_getDiagnosticSpelling(k);
        const char *m = clang_getCString(s);
        found = m && (strstr(m, "call to __global__ function from __global__ function") ||
                      strstr(m, "call to __global__ function from __device__ function"));
        clang_disposeString(s);
        clang_disposeDiagnostic(k);
    }
    /* the set of a diagnostic's children belongs to it: not disposed here */
    return found;
}

void ps_collect_errors(CXTranslationUnit tu, CXFile main_file, const char *main_path, dg_list *out,
                       unsigned limit)
{
    unsigned n = clang_getNumDiagnostics(tu), shown = 0, more = 0;
    /* where the last problem shown is: the summary of the rest goes there, after it, so that a
     * list sorted by position starts with a real problem */
    char *last_file = NULL;
    unsigned last_line = 0, last_col = 0;
    for (unsigned i = 0; i < n; i++) {
        CXDiagnostic d = clang_getDiagnostic(tu, i);
        enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
        if (sev < CXDiagnostic_Error) {
            clang_disposeDiagnostic(d);
            continue;
        }
        CXSourceLocation loc = clang_getDiagnosticLocation(d);
        CXFile f;
        unsigned line = 0, col = 0;
        clang_getExpansionLocation(loc, &f, &line, &col, NULL);
        if (f) {
            /* the includers' own problems in their text before the header (see ps_context_find)
             * are that file's, reported when it is parsed */
            CXString fn = clang_getFileName(f);
            const char *name = clang_getCString(fn);
            int ctx = name && !strcmp(name, PS_CONTEXT_FILE);
            for (size_t k = 0; !ctx && name && tu == ps_ctx_last.tu && k < ps_ctx_last.n; k++)
                ctx = !strcmp(name, ps_ctx_last.path[k]);
            clang_disposeString(fn);
            if (ctx) {
                clang_disposeDiagnostic(d);
                continue;
            }
        }
        /* where it is reported: the main file under the name it was given, else clang's name */
        char *where = NULL;
        if (f && main_file && clang_File_isEqual(f, main_file)) {
            where = ut_xstrdup(main_path);
        } else if (f) {
            CXString fn = clang_getFileName(f);
            where = ut_path_display(clang_getCString(fn) ? clang_getCString(fn) : main_path);
            clang_disposeString(fn);
        } else {
            line = col = 0;
        }
        if (ps_fixit_applies(d)) {
            free(where);
            clang_disposeDiagnostic(d);
            continue;
        }
        int launch = ps_is_device_launch(d);
        if (launch || shown >= limit) {
            if (launch)
                dg_add(out, where ? where : main_path, line, col, DG_WARNING, "kernel.dynamic-parallelism", "%s",
                       PS_DEVICE_LAUNCH_MSG);
            else
                more++;
            free(where);
            clang_disposeDiagnostic(d);
            continue;
        }
        CXString msg = clang_getDiagnosticSpelling(d);
        const char *m = clang_getCString(msg);
        dg_add(out, where ? where : main_path, line, col, DG_WARNING, "parse", "parse error: %s", m ? m : "");
        free(last_file);
        last_file = where;
        last_line = line;
        last_col = col;
        clang_disposeString(msg);
        clang_disposeDiagnostic(d);
        shown++;
    }
    if (more)
        dg_add(out, last_file ? last_file : main_path, last_line, last_col, DG_WARNING, "parse",
               "%u more parse errors not shown", more);
    free(last_file);
}

static void ps_token_range_slow(CXTranslationUnit tu, CXToken t, size_t *off, size_t *end, CXFile *file)
{
    CXSourceRange r = clang_getTokenExtent(tu, t);
    unsigned b = 0, e = 0;
    clang_getSpellingLocation(clang_getRangeStart(r), file, NULL, NULL, &b);
    clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &e);
    *off = b;
    *end = e < b ? b : e;
}

/* Token ranges are asked for every token of every editable file, several times per file, and
 * clang_getTokenExtent re-lexes the token each time. libclang's tokens (clang_tokenize) carry
 * their raw source location in int_data[1] and their length in int_data[2]; within one file the
 * offset is that location minus the one of the file's start. So the first token of a file goes
 * the documented way and records the file's span; later tokens of that file are computed from
 * the two fields. Every 64th fast result, and any token outside the span, is checked against
 * the documented way: one mismatch turns the fast path off for good (a libclang whose tokens
 * mean something else is then merely slow, never wrong). The span is per thread and dropped
 * whenever this thread parses (a new TU may reuse an old one's address). */
#define PS_MACRO_ID_BIT 0x80000000u
static _Thread_local struct {
    CXTranslationUnit tu;
    unsigned lo, hi;     /* raw locations of the file's first byte and its end */
    unsigned count;
} ps_span;
static _Atomic int ps_fast_off;   /* set once, never cleared */

static void ps_span_reset(void)
{
    ps_span.tu = NULL;
}

int ps_token_range_fast(void)
{
    return !ps_fast_off;
}

void ps_token_range(CXTranslationUnit tu, CXToken t, size_t *off, size_t *end)
{
    unsigned raw = t.int_data[1], n = t.int_data[2];
    if (!ps_fast_off && ps_span.tu == tu && tu && !(raw & PS_MACRO_ID_BIT) && raw >= ps_span.lo &&
        raw - ps_span.lo <= ps_span.hi - ps_span.lo && n <= ps_span.hi - raw) {
        *off = raw - ps_span.lo;
        *end = *off + n;
        if (++ps_span.count % 64) return;
        size_t o2, e2;
        ps_token_range_slow(tu, t, &o2, &e2, NULL);
        if (o2 != *off || e2 != *end) {
            ps_fast_off = 1;
            *off = o2;
            *end = e2;
        }
        return;
    }
    CXFile file = NULL;
    ps_token_range_slow(tu, t, off, end, &file);
    if (ps_fast_off || !file || (raw & PS_MACRO_ID_BIT) || raw < *off) return;
    if (*end != *off + n) {   /* the fields do not mean what we think */
        ps_fast_off = 1;
        return;
    }
    size_t size = 0;
    if (!clang_getFileContents(tu, file, &size) || size > PS_MACRO_ID_BIT) return;
    ps_span.tu = tu;
    ps_span.lo = raw - (unsigned)*off;
    ps_span.hi = ps_span.lo + (unsigned)size;
    ps_span.count = 0;
}

/* True when only blanks separate the start of the line from off. */
static int ps_first_on_line(const char *buf, size_t off)
{
    while (off > 0) {
        char ch = buf[off - 1];
        if (ch == '\n') return 1;
        if (ch != ' ' && ch != '\t' && ch != '\r' && ch != '\f' && ch != '\v') {
            /* a comment ending just before the '#' still leaves it first on the line */
            if (ch == '/' && off >= 2 && buf[off - 2] == '*') {
                size_t k = off - 2;
                while (k >= 2 && !(buf[k - 2] == '/' && buf[k - 1] == '*')) k--;
                if (k < 2) return 0;
                off = k - 2;
                continue;
            }
            return 0;
        }
        off--;
    }
    return 1;
}

/* Offset of the newline ending the logical line that contains off (backslash continuations
 * joined), or len. */
static size_t ps_line_end(const char *buf, size_t len, size_t off)
{
    for (size_t k = off; k < len; k++) {
        if (buf[k] != '\n') continue;
        size_t j = k;
        if (j > 0 && buf[j - 1] == '\r') j--;
        if (j > 0 && buf[j - 1] == '\\') continue;
        return k;
    }
    return len;
}

void ps_directives(const char *buf, size_t len, const size_t *off, const size_t *end, unsigned ntoks,
                   unsigned *out)
{
    (void)end;
    for (unsigned i = 0; i < ntoks;) {
        out[i] = 0;
        if (buf[off[i]] == '#' && end[i] == off[i] + 1 && ps_first_on_line(buf, off[i])) {
            size_t stop = ps_line_end(buf, len, off[i]);
            unsigned name = i + 1 < ntoks && off[i + 1] < stop ? i + 1 : i;
            unsigned k = i;
            while (k < ntoks && off[k] < stop) out[k++] = name + 1;
            i = k > i ? k : i + 1;
            continue;
        }
        i++;
    }
}

/* Past a comment or a string/char literal starting at i (i itself when none starts there). */
static size_t ps_skip_lexeme(const char *b, size_t len, size_t i)
{
    if (b[i] == '/' && i + 1 < len && b[i + 1] == '/') {
        while (i < len && b[i] != '\n') i++;
        return i;
    }
    if (b[i] == '/' && i + 1 < len && b[i + 1] == '*') {
        for (i += 2; i + 1 < len && !(b[i] == '*' && b[i + 1] == '/'); i++) {}
        return i + 2 < len ? i + 2 : len;
    }
    if (b[i] == '"' || b[i] == '\'') {
        char q = b[i];
        for (i++; i < len && b[i] != q && b[i] != '\n'; i++)
            if (b[i] == '\\') i++;
        return i < len ? i + 1 : len;
    }
    return i;
}

/* At b[i]: "XX" spaces "X" (X being < or >) on one line, and not part of a longer operator.
 * Returns the index of the lone X, or 0. */
static size_t ps_split_chevron(const char *b, size_t len, size_t i, char x)
{
    if (i + 2 >= len || b[i] != x || b[i + 1] != x || (i > 0 && b[i - 1] == x))
        return 0;
    size_t j = i + 2;
    if (j < len && b[j] == x)
        return 0;          /* written together already */
    while (j < len && (b[j] == ' ' || b[j] == '\t')) j++;
    if (j == i + 2 || j >= len || b[j] != x || (j + 1 < len && (b[j + 1] == x || b[j + 1] == '=')))
        return 0;
    return j;
}

unsigned ps_normalize_chevrons(char *buf, size_t len)
{
    unsigned n = 0;
    for (size_t i = 0; i < len; i++) {
        size_t k = ps_skip_lexeme(buf, len, i);
        if (k != i) {
            i = k - 1;
            continue;
        }
        size_t lone = ps_split_chevron(buf, len, i, '<');
        int open3 = !lone && i + 2 < len && buf[i] == '<' && buf[i + 1] == '<' && buf[i + 2] == '<' &&
                    (i == 0 || buf[i - 1] != '<');
        if (!lone && !open3)
            continue;
        /* the closing chevrons: at depth 0 before the statement ends, followed by "(" */
        int depth = 0;
        size_t close = 0, close_lone = 0;
        for (size_t j = (lone ? lone : i + 2) + 1; j < len; j++) {
            size_t m = ps_skip_lexeme(buf, len, j);
            if (m != j) {
                j = m - 1;
                continue;
            }
            char ch = buf[j];
            if (ch == '(' || ch == '[' || ch == '{') depth++;
            else if (ch == ')' || ch == ']' || ch == '}') { if (--depth < 0) break; }
            else if (ch == ';') break;
            else if (depth == 0 && ch == '>') {
                size_t cl = ps_split_chevron(buf, len, j, '>');
                size_t after = cl ? cl + 1 : (j + 2 < len && buf[j + 1] == '>' && buf[j + 2] == '>' ? j + 3 : 0);
                if (!after)
                    continue;
                while (after < len && (buf[after] == ' ' || buf[after] == '\t' || buf[after] == '\n' ||
                                       buf[after] == '\r'))
                    after++;
                if (after < len && buf[after] == '(') {
                    close = j;
                    close_lone = cl;
                }
                break;
            }
        }
        if (!close || (!lone && !close_lone))
            continue;      /* nothing apart, or no launch */
        if (lone) {
            memset(buf + i + 2, ' ', lone - i - 2);
            buf[i + 2] = '<';
            buf[lone] = ' ';
        }
        if (close_lone) {
            memset(buf + close + 2, ' ', close_lone - close - 2);
            buf[close + 2] = '>';
            buf[close_lone] = ' ';
        }
        n++;
        i = close;
    }
    return n;
}

int ps_fixit_applies(CXDiagnostic d)
{
    static const char *const accepted[] = {
        "missing 'template' keyword prior to dependent template name",
        "missing 'typename' prior to dependent type name",
    };
    CXString msg = clang_getDiagnosticSpelling(d);
    const char *m = clang_getCString(msg);
    int yes = 0;
    for (size_t i = 0; m && !yes && i < sizeof accepted / sizeof *accepted; i++)
        if (!strncmp(m, accepted[i], strlen(accepted[i])))
            /* libclang 19 gives the 'template' one without its fix-it: the insertion is known */
            yes = i == 0 ? 2 : clang_getDiagnosticNumFixIts(d) > 0;
    clang_disposeString(msg);
    return yes;
}
