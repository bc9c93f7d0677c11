/* parse.c - libclang front end of cu2hip. Files are parsed in CUDA host-only mode. By default
 * no CUDA SDK is read: the prelude in include/cu2hip/ is force-included (-nocudainc), which
 * parses in a fraction of the SDK's time. The prelude is embedded in the binary (see
 * cmake/cu2hip.cmake and cmake/embed_files.cmake: prelude_embedded.c) and handed to clang as unsaved files under a
 * virtual directory, so a copied or installed cu2hip needs no source tree and the prelude
 * always matches the binary (CU2HIP_PRELUDE_DIR=DIR reads it from DIR instead).
 * With --cuda-path the SDK headers are used, plus a virtual stub directory holding the
 * texture_fetch_functions.h that CUDA 13 removed but clang 19's wrapper still includes. */
#include "parse.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

#ifndef CU2HIP_CLANG_RESOURCE_DIR
#define CU2HIP_CLANG_RESOURCE_DIR "/usr/lib/llvm-19/lib/clang/19"
#endif

/* Virtual directories: never on disk; clang finds files there through the unsaved-file map. */
#define PS_PRELUDE_VDIR "/__cu2hip__/prelude"
#define PS_STUB_VDIR "/__cu2hip__/sdk-stubs"

typedef struct { const char *name; const unsigned char *data; size_t len; } ps_embedded_file;
/* Generated at build time from include/cu2hip/ (cmake/cu2hip.cmake). */
extern const ps_embedded_file cu_prelude_files[];
extern const size_t cu_prelude_count;

struct ps_config {
    char **args;
    size_t nargs, cap;
    struct CXUnsavedFile *vfiles;   /* prelude / stub files (names owned here) */
    size_t nvfiles;
};

static void ps_arg(ps_config *p, const char *s)
{
    if (p->nargs == p->cap) {
        p->cap = p->cap ? p->cap * 2 : 32;
        p->args = ut_xrealloc(p->args, p->cap * sizeof *p->args);
    }
    p->args[p->nargs++] = ut_xstrdup(s);
}

static void ps_vfile(ps_config *p, const char *name, const char *data, size_t len)
{
    p->vfiles = ut_xrealloc(p->vfiles, (p->nvfiles + 1) * sizeof *p->vfiles);
    p->vfiles[p->nvfiles].Filename = ut_xstrdup(name);
    p->vfiles[p->nvfiles].Contents = data;
    p->vfiles[p->nvfiles].Length = (unsigned long)len;
    p->nvfiles++;
}

/* CU2HIP_PRELUDE_DIR=DIR makes cu2hip read the prelude from DIR instead of its embedded copy
 * (for editing the prelude without rebuilding). */
static const char *ps_prelude_dir_override(void)
{
    const char *d = getenv("CU2HIP_PRELUDE_DIR");
    return d && *d ? d : NULL;
}

ps_config *ps_config_new(const cu_options *o)
{
    ps_config *p = ut_xcalloc(1, sizeof *p);
    static const char *const base[] = {
        "-x", "cuda", "--cuda-host-only", "-std=c++17", "-resource-dir", CU2HIP_CLANG_RESOURCE_DIR,
        /* we report errors only; warnings cost time and clang's CUDA-version note is noise */
        "-w", "-Wno-unknown-cuda-version", "-ferror-limit=0", "-fno-spell-checking",
    };
    for (size_t i = 0; i < sizeof base / sizeof *base; i++) ps_arg(p, base[i]);
    if (o && o->cuda_path) {
        char *a = ut_xasprintf("--cuda-path=%s", o->cuda_path);
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
            ps_arg(p, PS_PRELUDE_VDIR);
            for (size_t i = 0; i < cu_prelude_count; i++) {
                char *name = ut_path_join(PS_PRELUDE_VDIR, cu_prelude_files[i].name);
                ps_vfile(p, name, (const char *)cu_prelude_files[i].data, cu_prelude_files[i].len);
                free(name);
            }
        } else {
            ps_arg(p, ps_prelude_dir_override());
        }
        ps_arg(p, "-include");
        ps_arg(p, "cu2hip_prelude.h");
    }
    if (o)
        for (size_t i = 0; i < o->clang_args.n; i++) ps_arg(p, o->clang_args.v[i]);
    return p;
}

void ps_config_free(ps_config *p)
{
    if (!p) return;
    for (size_t i = 0; i < p->nargs; i++) free(p->args[i]);
    free(p->args);
    for (size_t i = 0; i < p->nvfiles; i++) free((char *)p->vfiles[i].Filename);
    free(p->vfiles);
    free(p);
}

size_t ps_config_args(const ps_config *p, const char *const **argv)
{
    *argv = (const char *const *)p->args;
    return p->nargs;
}

CXTranslationUnit ps_parse(const ps_config *p, CXIndex idx, const char *path, const char *buf,
                           size_t len, const char *const *extra, int nextra, enum CXErrorCode *ec)
{
    size_t n = p->nargs + (nextra > 0 ? (size_t)nextra : 0);
    const char **argv = ut_xmalloc((n + 1) * sizeof *argv);
    for (size_t i = 0; i < p->nargs; i++) argv[i] = p->args[i];
    for (int i = 0; i < nextra; i++) argv[p->nargs + (size_t)i] = extra[i];
    struct CXUnsavedFile *uf = ut_xmalloc((p->nvfiles + 1) * sizeof *uf);
    if (p->nvfiles) memcpy(uf, p->vfiles, p->nvfiles * sizeof *uf);
    uf[p->nvfiles].Filename = path;
    uf[p->nvfiles].Contents = buf;
    uf[p->nvfiles].Length = (unsigned long)len;
    CXTranslationUnit tu = NULL;
    unsigned flags = CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord;
    *ec = clang_parseTranslationUnit2(idx, path, argv, (int)n, uf, (unsigned)p->nvfiles + 1, flags, &tu);
    free(uf);
    free(argv);
    if (*ec != CXError_Success) {
        if (tu) clang_disposeTranslationUnit(tu);
        return NULL;
    }
    return tu;
}

int ps_is_prelude_file(const char *path)
{
    if (!path) return 0;
    if (!strncmp(path, "/__cu2hip__/", 12)) return 1;
    const char *dir = ps_prelude_dir_override();
    size_t n = dir ? strlen(dir) : 0;
    return dir && !strncmp(path, dir, n) && path[n] == '/';
}

void ps_collect_errors(CXTranslationUnit tu, CXFile main_file, const char *main_path, dg_list *out,
                       unsigned limit)
{
    unsigned n = clang_getNumDiagnostics(tu), shown = 0, more = 0;
    for (unsigned i = 0; i < n; i++) {
        CXDiagnostic d = clang_getDiagnostic(tu, i);
        enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
        if (sev < CXDiagnostic_Error) {
            clang_disposeDiagnostic(d);
            continue;
        }
        if (shown >= limit) {
            more++;
            clang_disposeDiagnostic(d);
            continue;
        }
        CXSourceLocation loc = clang_getDiagnosticLocation(d);
        CXFile f;
        unsigned line = 0, col = 0;
        clang_getExpansionLocation(loc, &f, &line, &col, NULL);
        CXString msg = clang_getDiagnosticSpelling(d);
        const char *m = clang_getCString(msg);
        if (f && main_file && clang_File_isEqual(f, main_file)) {
            dg_add(out, main_path, line, col, DG_WARNING, "parse", "parse error: %s", m ? m : "");
        } else if (f) {
            CXString fn = clang_getFileName(f);
            dg_add(out, clang_getCString(fn), line, col, DG_WARNING, "parse", "parse error: %s", m ? m : "");
            clang_disposeString(fn);
        } else {
            dg_add(out, main_path, 0, 0, DG_WARNING, "parse", "parse error: %s", m ? m : "");
        }
        clang_disposeString(msg);
        clang_disposeDiagnostic(d);
        shown++;
    }
    if (more)
        dg_add(out, main_path, 0, 0, DG_WARNING, "parse", "%u more parse errors not shown", more);
}

void ps_token_range(CXTranslationUnit tu, CXToken t, size_t *off, size_t *end)
{
    (void)tu;
    CXSourceRange r = clang_getTokenExtent(tu, t);
    unsigned b = 0, e = 0;
    clang_getSpellingLocation(clang_getRangeStart(r), NULL, NULL, NULL, &b);
    clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &e);
    *off = b;
    *end = e < b ? b : e;
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
