/* hs_rtc.c - hipRTC: a program's source compiled at run time by hipshim-cc --genco, the compiler
 * that built the program, into a code object for hipModuleLoadData (hs_module.c). A compile
 * writes the source (with a #line naming the program), its headers and one registration per
 * name expression (hs_module.hpp) into a temporary directory, runs hipshim-cc there with the
 * options translated, keeps its diagnostics as the program log and the object as the code, and
 * loads the object once to learn the lowered (mangled) names of the name expressions. With
 * -fgpu-rdc the code is the relocatable object instead, which the link API (hiprtcLink*) links
 * into a code object. hipshim-cc is found through HIPSHIM_CC, else the directory hipshim-cc
 * recorded in the program (hs_rtc_tool_dir), else PATH.
 * Ownership: programs and link states are the caller's from create to destroy; everything they
 * hold (source, headers, log, code, lowered names) is freed with them. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hs_internal.h"

#include "hip/hiprtc.h"

extern char **environ;
/* Written into the program by hipshim-cc when the program calls hiprtc. */
extern const char hs_rtc_tool_dir[] __attribute__((weak));

typedef UT_VEC(char *) hs_strv;

struct _hiprtcProgram {
    char *src, *name;
    hs_strv hdrs, hdr_names;
    hs_strv exprs, lowered;       /* name expressions; their lowered names after a compile */
    char *log;
    size_t log_n;
    unsigned char *code;
    size_t code_n;
    int compiled, rdc;
};

struct ihiprtcLinkState {
    hs_strv files;                /* the inputs, written to dir */
    char *dir;
    unsigned char *out;
    size_t out_n;
    char *log;
};

static void hs_strv_free(hs_strv *v)
{
    for (size_t i = 0; i < v->n; i++)
        free(v->v[i]);
    ut_vec_free(v);
}

const char *hiprtcGetErrorString(hiprtcResult r)
{
    switch (r) {
    case HIPRTC_SUCCESS: return "HIPRTC_SUCCESS";
    case HIPRTC_ERROR_OUT_OF_MEMORY: return "HIPRTC_ERROR_OUT_OF_MEMORY";
    case HIPRTC_ERROR_PROGRAM_CREATION_FAILURE: return "HIPRTC_ERROR_PROGRAM_CREATION_FAILURE";
    case HIPRTC_ERROR_INVALID_INPUT: return "HIPRTC_ERROR_INVALID_INPUT";
    case HIPRTC_ERROR_INVALID_PROGRAM: return "HIPRTC_ERROR_INVALID_PROGRAM";
    case HIPRTC_ERROR_INVALID_OPTION: return "HIPRTC_ERROR_INVALID_OPTION";
    case HIPRTC_ERROR_COMPILATION: return "HIPRTC_ERROR_COMPILATION";
    case HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE: return "HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE";
    case HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION:
        return "HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION";
    case HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION:
        return "HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION";
    case HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID: return "HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID";
    case HIPRTC_ERROR_INTERNAL_ERROR: return "HIPRTC_ERROR_INTERNAL_ERROR";
    case HIPRTC_ERROR_LINKING: return "HIPRTC_ERROR_LINKING";
    }
    return "Invalid HIPRTC error code";
}

/* The HIP version whose hipRTC this follows. */
hiprtcResult hiprtcVersion(int *major, int *minor)
{
    if (!major || !minor) return HIPRTC_ERROR_INVALID_INPUT;
    *major = 6;
    *minor = 2;
    return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcCreateProgram(hiprtcProgram *out, const char *src, const char *name, int nh,
                                 const char **hdrs, const char **names)
{
    if (!out || !src || nh < 0 || (nh > 0 && (!hdrs || !names))) return HIPRTC_ERROR_INVALID_INPUT;
    for (int i = 0; i < nh; i++)
        if (!hdrs[i] || !names[i] || !names[i][0] || names[i][0] == '/' || strstr(names[i], ".."))
            return HIPRTC_ERROR_INVALID_INPUT;
    struct _hiprtcProgram *p = calloc(1, sizeof *p);
    if (!p) return HIPRTC_ERROR_OUT_OF_MEMORY;
    p->src = strdup(src);
    p->name = strdup(name && *name ? name : "default_program");
    int ok = p->src && p->name;
    for (int i = 0; ok && i < nh; i++) {
        char *h = strdup(hdrs[i]), *n = strdup(names[i]);
        ok = h && n;
        if (ok) {
            ut_vec_push(&p->hdrs, h);
            ut_vec_push(&p->hdr_names, n);
        } else {
            free(h);
            free(n);
        }
    }
    if (!ok) {
        hiprtcDestroyProgram(&p);
        return HIPRTC_ERROR_OUT_OF_MEMORY;
    }
    *out = p;
    return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcDestroyProgram(hiprtcProgram *pp)
{
    if (!pp || !*pp) return HIPRTC_ERROR_INVALID_PROGRAM;
    struct _hiprtcProgram *p = *pp;
    free(p->src);
    free(p->name);
    hs_strv_free(&p->hdrs);
    hs_strv_free(&p->hdr_names);
    hs_strv_free(&p->exprs);
    hs_strv_free(&p->lowered);
    free(p->log);
    free(p->code);
    free(p);
    *pp = NULL;
    return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcAddNameExpression(hiprtcProgram p, const char *expr)
{
    if (!p) return HIPRTC_ERROR_INVALID_PROGRAM;
    if (!expr || !*expr) return HIPRTC_ERROR_INVALID_INPUT;
    if (p->compiled) return HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION;
    char *e = strdup(expr);
    if (!e) return HIPRTC_ERROR_OUT_OF_MEMORY;
    ut_vec_push(&p->exprs, e);
    return HIPRTC_SUCCESS;
}

/* ---- files ---- */
static int hs_write_file(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f) return -1;
    int ok = fwrite(data, 1, n, f) == n;
    return (fclose(f) == 0 && ok) ? 0 : -1;
}

static unsigned char *hs_read_file(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    UT_VEC(unsigned char) b = { 0 };
    size_t got;
    do {
        ut_vec_reserve(&b, b.n + 65536);
        got = fread(b.v + b.n, 1, b.cap - b.n, f);
        b.n += got;
    } while (got > 0);
    fclose(f);
    ut_vec_reserve(&b, b.n + 1);
    b.v[b.n] = 0;
    *n = b.n;
    return b.v;
}

/* Creates the directories of path below its last '/'. */
static void hs_mkdirs(char *path)
{
    for (char *s = strchr(path + 1, '/'); s; s = strchr(s + 1, '/')) {
        *s = 0;
        mkdir(path, 0700);
        *s = '/';
    }
}

/* Removes dir and what hs_rtc put in it. */
static void hs_rmtree(const char *dir)
{
    pid_t pid;
    char *argv[] = { "rm", "-rf", "--", (char *)dir, NULL };
    if (posix_spawnp(&pid, "rm", NULL, NULL, argv, environ) == 0)
        waitpid(pid, NULL, 0);
}

/* The hipshim-cc to run. */
static const char *hs_rtc_cc(char *buf, size_t n)
{
    const char *e = getenv("HIPSHIM_CC");
    if (e && *e) return e;
    if (hs_rtc_tool_dir && hs_rtc_tool_dir[0]) {
        snprintf(buf, n, "%s/hipshim-cc", hs_rtc_tool_dir);
        if (access(buf, X_OK) == 0) return buf;
    }
    return "hipshim-cc";
}

/* Runs hipshim-cc with args (argv[0] stands for it), its output into log; the exit status or
 * -1. */
static int hs_run_cc(char **argv, const char *log)
{
    char buf[4096];
    char *own = argv[0];
    argv[0] = (char *)hs_rtc_cc(buf, sizeof buf);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    pid_t pid;
    int r = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (r != 0) {
        FILE *f = fopen(log, "a");
        if (f) {
            fprintf(f, "hiprtc: cannot run %s: %s (set HIPSHIM_CC to hipshim-cc)\n", argv[0], strerror(r));
            fclose(f);
        }
    }
    argv[0] = own;
    if (r != 0)
        return -1;
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR) return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The log of a run with the temporary directory taken out of the paths it names. */
static char *hs_clean_log(const char *path, const char *dir, size_t *n)
{
    size_t len = 0;
    char *raw = (char *)hs_read_file(path, &len);
    if (!raw) {
        *n = 0;
        return strdup("");
    }
    char pre[4200];
    snprintf(pre, sizeof pre, "%s/", dir);
    size_t pl = strlen(pre), o = 0;
    for (size_t i = 0; i < len;) {
        if (!strncmp(raw + i, pre, pl)) {
            i += pl;
            if (!strncmp(raw + i, "inc/", 4)) i += 4;
            continue;
        }
        raw[o++] = raw[i++];
    }
    raw[o] = 0;
    *n = o;
    return raw;
}

/* ---- compiling ---- */
/* Translates one option (and its argument at opts[*i + 1] when it takes one) into args; 0 on
 * success, -1 when the option is unknown or lacks its argument. */
static int hs_rtc_option(const char *const *opts, int n, int *i, hs_strv *args, int *rdc)
{
    const char *o = opts[*i];
    static const char *const ignored_eq[] = {
        "--gpu-architecture=", "-arch=", "--offload-arch=", "--amdgpu-target=", "-rdc=",
        "--relocatable-device-code=", "--fmad=", "-fmad=", "--ftz=", "-ftz=", "--prec-div=",
        "-prec-div=", "--prec-sqrt=", "-prec-sqrt=", "-maxrregcount=", "--maxrregcount=",
        "--split-compile=", "-split-compile=", "--dopt=", "-dopt=", "-time=", "--time=",
        "--std=", "-std=", "-mllvm", "-f", "-m", NULL
    };
    static const char *const ignored[] = {
        "-default-device", "--device-as-default-execution-space", "-G", "--device-debug",
        "-lineinfo", "--generate-line-info", "-g", "-dc", "-dlto", "--dlink-time-opt",
        "--extra-device-vectorization", "-extra-device-vectorization", "-ewp",
        "--extensible-whole-program", "--disable-warnings", "-use_fast_math", "--use_fast_math",
        "--builtin-move-forward=true", "--builtin-initializer-list=true", "-minimal", "--minimal",
        "--no-source-include", "-no-source-include", "--device-int128", "-device-int128", NULL
    };
    const char *arg = NULL;
    static const char *const with_arg[][2] = {
        { "-D", "-D" }, { "--define-macro=", "-D" }, { "-U", "-U" }, { "--undefine-macro=", "-U" },
        { "-I", "-I" }, { "--include-path=", "-I" }, { "--pre-include=", "-include" },
        { "-include", "-include" }
    };
    for (size_t k = 0; k < sizeof with_arg / sizeof *with_arg; k++) {
        size_t l = strlen(with_arg[k][0]);
        if (strncmp(o, with_arg[k][0], l)) continue;
        arg = o + l;
        if (!*arg) {   /* "-D X", "--define-macro X" */
            if (*i + 1 >= n || !opts[*i + 1]) return -1;
            arg = opts[++*i];
        }
        ut_vec_push(args, strdup(with_arg[k][1]));
        ut_vec_push(args, strdup(arg));
        return 0;
    }
    if (!strcmp(o, "-fgpu-rdc") || !strcmp(o, "-rdc=true") || !strcmp(o, "--relocatable-device-code=true") ||
        !strcmp(o, "-dc")) {
        *rdc = 1;
        return 0;
    }
    if (!strncmp(o, "-std=", 5) || !strncmp(o, "--std=", 6)) {
        /* hipshim needs C++17: older standards compile as C++17, newer as asked */
        const char *v = strchr(o, '=') + 1;
        if (!strcmp(v, "c++20") || !strcmp(v, "c++2a") || !strcmp(v, "c++23"))
            ut_vec_push(args, strdup(v[4] == '3' ? "-std=c++2b" : "-std=c++20"));
        return 0;
    }
    if (o[0] == '-' && o[1] == 'O' && (o[2] == 0 || (o[2] >= '0' && o[2] <= '3' && !o[3]))) {
        ut_vec_push(args, strdup(o));
        return 0;
    }
    if (!strcmp(o, "-w") || (o[0] == '-' && o[1] == 'W' && o[2])) {
        ut_vec_push(args, strdup(o));
        return 0;
    }
    for (int k = 0; ignored[k]; k++)
        if (!strcmp(o, ignored[k])) return 0;
    for (int k = 0; ignored_eq[k]; k++)
        if (!strncmp(o, ignored_eq[k], strlen(ignored_eq[k]))) return 0;
    if (!strcmp(o, "-arch") || !strcmp(o, "--gpu-architecture")) {   /* -arch sm_90 */
        if (*i + 1 >= n) return -1;
        ++*i;
        return 0;
    }
    return -1;
}

/* Writes a C string literal of s to f. */
static void hs_put_literal(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fputc('\\', f);
        if (*s == '\n') fputs("\\n", f);
        else fputc(*s, f);
    }
    fputc('"', f);
}

/* The lowered names of the name expressions: the object is loaded once and each expression's
 * address named by the dynamic symbol there (the expression itself where none is exported: a
 * kernel of internal linkage, which hipModuleGetFunction finds by that name). */
static hiprtcResult hs_rtc_lower(struct _hiprtcProgram *p)
{
    hipModule_t m;
    if (hipModuleLoadData(&m, p->code) != hipSuccess) {
        (void)hipGetLastError();
        return HIPRTC_ERROR_INTERNAL_ERROR;
    }
    hiprtcResult r = HIPRTC_SUCCESS;
    for (size_t i = 0; i < p->exprs.n; i++) {
        const void *a = hs_module_expr(m, (int)i);
        Dl_info info;
        const char *nm = p->exprs.v[i];
        if (!a) {
            r = HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
            nm = "";
        } else if (dladdr(a, &info) && info.dli_sname && info.dli_saddr == a) {
            nm = info.dli_sname;
        }
        char *c = strdup(nm);
        if (!c) r = HIPRTC_ERROR_OUT_OF_MEMORY;
        ut_vec_push(&p->lowered, c);
    }
    hipModuleUnload(m);
    return r;
}

hiprtcResult hiprtcCompileProgram(hiprtcProgram p, int n, const char **opts)
{
    if (!p) return HIPRTC_ERROR_INVALID_PROGRAM;
    if (n < 0 || (n > 0 && !opts)) return HIPRTC_ERROR_INVALID_INPUT;
    free(p->log);
    free(p->code);
    p->log = NULL;
    p->code = NULL;
    p->log_n = p->code_n = 0;
    hs_strv_free(&p->lowered);
    p->rdc = 0;

    char dir[4096];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/hiprtc.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) return HIPRTC_ERROR_INTERNAL_ERROR;
    hs_strv args = { 0 };
    ut_vec_push(&args, strdup("hipshim-cc"));
    ut_vec_push(&args, strdup("--genco"));
    /* a __constant__ variable is one the host sets through hipModuleGetGlobal: a static one
     * that the program's own code only reads must stay in the object with its loads, not be
     * folded to its zero initialiser and dropped (binomialOptions_nvrtc's d_OptionData) */
    ut_vec_push(&args, strdup("-D__constant__=__attribute__((used))"));
    hiprtcResult r = HIPRTC_SUCCESS;
    char path[8192], log[8192], obj[8192];
    snprintf(log, sizeof log, "%s/log", dir);
    for (int i = 0; i < n; i++) {
        if (!opts[i] || hs_rtc_option(opts, n, &i, &args, &p->rdc)) {
            char msg[600];
            int l = snprintf(msg, sizeof msg, "hiprtc: error: unknown or incomplete option '%s'\n",
                             opts[i] ? opts[i] : "(null)");
            p->log = strdup(msg);
            p->log_n = p->log ? (size_t)l : 0;
            r = HIPRTC_ERROR_INVALID_OPTION;
            goto out;
        }
    }
    /* headers under dir/inc, found first */
    for (size_t i = 0; i < p->hdrs.n; i++) {
        snprintf(path, sizeof path, "%s/inc/%s", dir, p->hdr_names.v[i]);
        hs_mkdirs(path);
        if (hs_write_file(path, p->hdrs.v[i], strlen(p->hdrs.v[i]))) {
            r = HIPRTC_ERROR_INTERNAL_ERROR;
            goto out;
        }
    }
    snprintf(path, sizeof path, "%s/inc", dir);
    mkdir(path, 0700);
    ut_vec_push(&args, strdup("-I"));
    ut_vec_push(&args, strdup(path));
    /* then, as NVRTC finds a quoted include next to the program it compiles: the directory the
     * program's name gives (a path, as cuda-samples' nvrtc_helper.h passes) and the working
     * directory (the compile itself runs elsewhere) */
    const char *slash = p->name ? strrchr(p->name, '/') : NULL;
    char cwd[4096];
    if (slash && (p->name[0] == '/' || getcwd(cwd, sizeof cwd))) {
        int dl = (int)(slash - p->name) + (slash == p->name);
        int l = p->name[0] == '/' ? snprintf(path, sizeof path, "%.*s", dl, p->name)
                                  : snprintf(path, sizeof path, "%s/%.*s", cwd, dl, p->name);
        if (l > 0 && (size_t)l < sizeof path) {
            ut_vec_push(&args, strdup("-I"));
            ut_vec_push(&args, strdup(path));
        }
    }
    if (getcwd(path, sizeof path)) {
        ut_vec_push(&args, strdup("-I"));
        ut_vec_push(&args, strdup(path));
    }
    /* the source: diagnostics name the program, as hipRTC's do */
    snprintf(path, sizeof path, "%s/program.hip", dir);
    FILE *f = fopen(path, "w");
    if (!f) {
        r = HIPRTC_ERROR_INTERNAL_ERROR;
        goto out;
    }
    fputs("#line 1 ", f);
    hs_put_literal(f, p->name);
    fprintf(f, "\n%s\n", p->src);
    if (p->exprs.n) {
        fputs("#line 1 \"<name expressions>\"\n", f);
        for (size_t i = 0; i < p->exprs.n; i++) {
            fprintf(f, "static const int hs_rtc_expr_%zu = ::hs_module_detail::add_expr(%zu, ", i, i);
            hs_put_literal(f, p->exprs.v[i]);
            fprintf(f, ", %s);\n", p->exprs.v[i]);
        }
    }
    if (fclose(f)) {
        r = HIPRTC_ERROR_INTERNAL_ERROR;
        goto out;
    }
    ut_vec_push(&args, strdup(path));
    snprintf(obj, sizeof obj, "%s/program.%s", dir, p->rdc ? "o" : "co");
    if (p->rdc) ut_vec_push(&args, strdup("-c"));
    ut_vec_push(&args, strdup("-o"));
    ut_vec_push(&args, strdup(obj));
    ut_vec_push(&args, NULL);
    for (size_t i = 0; i + 1 < args.n; i++)
        if (!args.v[i]) {
            r = HIPRTC_ERROR_OUT_OF_MEMORY;
            goto out;
        }
    int st = hs_run_cc(args.v, log);
    p->log = hs_clean_log(log, dir, &p->log_n);
    if (st != 0) {
        r = HIPRTC_ERROR_COMPILATION;
        goto out;
    }
    p->code = hs_read_file(obj, &p->code_n);
    if (!p->code) {
        r = HIPRTC_ERROR_INTERNAL_ERROR;
        goto out;
    }
    p->compiled = 1;
    if (p->exprs.n && !p->rdc)
        r = hs_rtc_lower(p);
out:
    hs_strv_free(&args);
    hs_rmtree(dir);
    return r;
}

hiprtcResult hiprtcGetLoweredName(hiprtcProgram p, const char *expr, const char **out)
{
    if (!p) return HIPRTC_ERROR_INVALID_PROGRAM;
    if (!expr || !out) return HIPRTC_ERROR_INVALID_INPUT;
    if (!p->compiled || p->lowered.n != p->exprs.n)
        return HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION;
    for (size_t i = 0; i < p->exprs.n; i++)
        if (!strcmp(p->exprs.v[i], expr)) {
            *out = p->lowered.v[i];
            return HIPRTC_SUCCESS;
        }
    return HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
}

hiprtcResult hiprtcGetProgramLogSize(hiprtcProgram p, size_t *n)
{
    if (!p) return HIPRTC_ERROR_INVALID_PROGRAM;
    if (!n) return HIPRTC_ERROR_INVALID_INPUT;
    *n = p->log_n + 1;
    return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcGetProgramLog(hiprtcProgram p, char *log)
{
    if (!p) return HIPRTC_ERROR_INVALID_PROGRAM;
    if (!log) return HIPRTC_ERROR_INVALID_INPUT;
    if (p->log_n) memcpy(log, p->log, p->log_n);
    log[p->log_n] = 0;
    return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcGetCodeSize(hiprtcProgram p, size_t *n)
{
    if (!p) return HIPRTC_ERROR_INVALID_PROGRAM;
    if (!n) return HIPRTC_ERROR_INVALID_INPUT;
    if (!p->compiled) return HIPRTC_ERROR_INVALID_PROGRAM;
    *n = p->code_n;
    return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcGetCode(hiprtcProgram p, char *code)
{
    if (!p) return HIPRTC_ERROR_INVALID_PROGRAM;
    if (!code) return HIPRTC_ERROR_INVALID_INPUT;
    if (!p->compiled) return HIPRTC_ERROR_INVALID_PROGRAM;
    memcpy(code, p->code, p->code_n);
    return HIPRTC_SUCCESS;
}

/* The "bitcode": the code, a relocatable object after -fgpu-rdc (for hiprtcLinkAddData), else the
 * code object, so that translated NVRTC code that loads its CUBIN through it runs. */
hiprtcResult hiprtcGetBitcodeSize(hiprtcProgram p, size_t *n) { return hiprtcGetCodeSize(p, n); }

hiprtcResult hiprtcGetBitcode(hiprtcProgram p, char *code) { return hiprtcGetCode(p, code); }

/* ---- linking relocatable objects of -fgpu-rdc compiles into one code object ---- */
/* JIT options of a GPU linker: limits and logs; the logs get hipshim-cc's diagnostics. */
hiprtcResult hiprtcLinkCreate(unsigned int n, hiprtcJIT_option *opts, void **vals,
                              hiprtcLinkState *out)
{
    if (!out || (n && (!opts || !vals))) return HIPRTC_ERROR_INVALID_INPUT;
    struct ihiprtcLinkState *s = calloc(1, sizeof *s);
    char dir[4096];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/hiprtc-link.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!s || !mkdtemp(dir) || !(s->dir = strdup(dir))) {
        free(s);
        return HIPRTC_ERROR_OUT_OF_MEMORY;
    }
    *out = s;
    return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcLinkAddData(hiprtcLinkState s, hiprtcJITInputType type, void *image, size_t n,
                               const char *name, unsigned int no, hiprtcJIT_option *o, void **v)
{
    (void)name, (void)no, (void)o, (void)v;
    if (!s || !image || !n) return HIPRTC_ERROR_INVALID_INPUT;
    if (type != HIPRTC_JIT_INPUT_LLVM_BITCODE && type != HIPRTC_JIT_INPUT_LLVM_BUNDLED_BITCODE &&
        type != HIPRTC_JIT_INPUT_OBJECT)
        return HIPRTC_ERROR_INVALID_INPUT;
    const unsigned char *b = image;
    if (n < 20 || memcmp(b, "\177ELF", 4) || b[16] != 1 /* ET_REL */) {
        fprintf(stderr, "hiprtc: hiprtcLinkAddData: the input is not an object of a -fgpu-rdc compile\n");
        return HIPRTC_ERROR_INVALID_INPUT;
    }
    char path[4200];
    snprintf(path, sizeof path, "%s/in%zu.o", s->dir, s->files.n);
    if (hs_write_file(path, image, n)) return HIPRTC_ERROR_INTERNAL_ERROR;
    ut_vec_push(&s->files, strdup(path));
    return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcLinkAddFile(hiprtcLinkState s, hiprtcJITInputType type, const char *file,
                               unsigned int no, hiprtcJIT_option *o, void **v)
{
    if (!s || !file) return HIPRTC_ERROR_INVALID_INPUT;
    size_t n = 0;
    unsigned char *b = hs_read_file(file, &n);
    if (!b) return HIPRTC_ERROR_INVALID_INPUT;
    hiprtcResult r = hiprtcLinkAddData(s, type, b, n, file, no, o, v);
    free(b);
    return r;
}

hiprtcResult hiprtcLinkComplete(hiprtcLinkState s, void **bin, size_t *size)
{
    if (!s || !bin || !size) return HIPRTC_ERROR_INVALID_INPUT;
    if (!s->files.n) return HIPRTC_ERROR_LINKING;
    hs_strv args = { 0 };
    ut_vec_push(&args, strdup("hipshim-cc"));
    ut_vec_push(&args, strdup("--genco"));
    for (size_t i = 0; i < s->files.n; i++)
        ut_vec_push(&args, strdup(s->files.v[i]));
    char out[4200], log[4200];
    snprintf(out, sizeof out, "%s/linked.co", s->dir);
    snprintf(log, sizeof log, "%s/log", s->dir);
    ut_vec_push(&args, strdup("-o"));
    ut_vec_push(&args, strdup(out));
    ut_vec_push(&args, NULL);
    int st = hs_run_cc(args.v, log);
    hs_strv_free(&args);
    size_t ln = 0;
    free(s->log);
    s->log = hs_clean_log(log, s->dir, &ln);
    if (st != 0) {
        if (s->log && *s->log) fputs(s->log, stderr);
        return HIPRTC_ERROR_LINKING;
    }
    free(s->out);
    s->out = hs_read_file(out, &s->out_n);
    if (!s->out) return HIPRTC_ERROR_LINKING;
    *bin = s->out;
    *size = s->out_n;
    return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcLinkDestroy(hiprtcLinkState s)
{
    if (!s) return HIPRTC_ERROR_INVALID_INPUT;
    hs_rmtree(s->dir);
    free(s->dir);
    hs_strv_free(&s->files);
    free(s->out);
    free(s->log);
    free(s);
    return HIPRTC_SUCCESS;
}
