/* incdirs.c - a project's own include directories found in its code base. Without a compile
 * database cu2hip knows only the -I options given; projects keep headers in their own inc/ or
 * include/ directories (cuda-samples' FDTD3d: src/FDTD3dGPU.cu includes "FDTD3dGPU.h" from
 * inc/, which its CMakeLists adds). A quoted #include clang cannot find is looked for in the
 * tree around the including file, and the parse is retried with the directory found, as a
 * build that works would have it. Angle-bracket includes are left alone: they name system and
 * third-party headers, and a same-named file of the project would be a guess. */
#define _GNU_SOURCE
#include "incdirs.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "util.h"

/* A code base's tree is walked at most this far per search (directories), so that a run over a
 * huge or looping tree stays cheap. */
#define ID_MAX_DIRS 20000

struct id_search {
    char **roots;     /* absolute, resolved */
    size_t nroots;
    int verbose;
    int windows_ok;   /* mingw-w64's headers are installed and the user chose no target (-target,
                       * --target=, never changed): Windows code can be parsed as such */
};

/* Where Debian's mingw-w64 packages put the Windows headers (mingw-w64-x86-64-dev) for clang's
 * MinGW toolchain, which also finds g++-mingw-w64's C++ library from there. */
#define ID_MINGW_TARGET "--target=x86_64-w64-mingw32"
#define ID_MINGW_INCLUDE "/usr/x86_64-w64-mingw32/include"

static int id_is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

id_search *id_search_new(const cu_options *o)
{
    id_search *s = ut_xcalloc(1, sizeof *s);
    if (!o) return s;
    s->verbose = o->verbose;
    size_t n = o->inputs.n + (o->base_dir ? 1 : 0);
    s->roots = ut_xcalloc(n ? n : 1, sizeof *s->roots);
    for (size_t i = 0; i < n; i++) {
        const char *in = i < o->inputs.n ? o->inputs.v[i] : o->base_dir;
        char *r = ut_is_dir(in) ? ut_realpath(in) : NULL;
        if (r) s->roots[s->nroots++] = r;
    }
    int has_target = 0;
    for (size_t i = 0; i < o->clang_args.n; i++)
        has_target |= !strcmp(o->clang_args.v[i], "-target") || !strncmp(o->clang_args.v[i], "--target=", 9) ||
                      !strncmp(o->clang_args.v[i], "-target=", 8);
    s->windows_ok = !has_target && id_is_file(ID_MINGW_INCLUDE "/windows.h");
    return s;
}

size_t id_search_roots(const id_search *s, const char *const **roots)
{
    *roots = (const char *const *)s->roots;
    return s->nroots;
}

void id_search_free(id_search *s)
{
    if (!s) return;
    for (size_t i = 0; i < s->nroots; i++) free(s->roots[i]);
    free(s->roots);
    free(s);
}

void id_args_free(id_args *a)
{
    for (size_t i = 0; i < a->dirs.n; i++) free(a->dirs.v[i]);
    ut_vec_free(&a->dirs);
    ut_vec_free(a);
    for (size_t i = 0; i < a->vf.n; i++) {
        free((char *)a->vf.v[i].Filename);
        free((char *)a->vf.v[i].Contents);
    }
    ut_vec_free(&a->vf);
    memset(a, 0, sizeof *a);
}

/* under(dir, root): dir is root or inside it */
static int id_under(const char *dir, const char *root)
{
    size_t n = strlen(root);
    if (n == 1 && root[0] == '/') return 1;
    return !strncmp(dir, root, n) && (dir[n] == '/' || dir[n] == 0);
}

typedef struct {
    char **v;
    size_t n, cap;
    size_t visited;
} id_found;

/* Every directory of the tree at dir (skipping the subtree skip, hidden directories and
 * symbolic links) in which name is a regular file. */
static void id_walk(const char *dir, const char *skip, const char *name, id_found *f)
{
    if (f->visited++ >= ID_MAX_DIRS) return;
    char *cand = ut_path_join(dir, name);
    struct stat st;
    if (stat(cand, &st) == 0 && S_ISREG(st.st_mode)) {
        ut_vec_push(f, ut_xstrdup(dir));
    }
    free(cand);
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    UT_VEC(char *) subs = { 0 };
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char *p = ut_path_join(dir, e->d_name);
        if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode) && (!skip || strcmp(p, skip))) {
            ut_vec_push(&subs, p);
        } else {
            free(p);
        }
    }
    closedir(d);
    for (size_t i = 0; i < subs.n; i++) {
        id_walk(subs.v[i], NULL, name, f);
        free(subs.v[i]);
    }
    ut_vec_free(&subs);
}

/* How many directory steps lead from a to b. */
static size_t id_distance(const char *a, const char *b)
{
    size_t i = 0, last = 0;
    while (a[i] && a[i] == b[i]) {
        if (a[i] == '/') last = i;
        i++;
    }
    if ((a[i] == 0 || a[i] == '/') && (b[i] == 0 || b[i] == '/')) last = i;
    size_t n = 0;
    for (const char *p = a + last; *p; p++) n += *p == '/';
    for (const char *p = b + last; *p; p++) n += *p == '/';
    return n;
}

static int id_conventional(const char *dir)
{
    const char *b = ut_basename(dir);
    return !strcasecmp(b, "inc") || !strcasecmp(b, "include");
}

char *id_find(const char *root, const char *from_dir, const char *name, int *ambiguous)
{
    *ambiguous = 0;
    if (!name[0] || name[0] == '/' || strstr(name, "..")) return NULL;
    char *cur = ut_xstrdup(from_dir), *prev = NULL, *best = NULL;
    id_found f = {0};
    while (!best && !*ambiguous && id_under(cur, root) && f.visited < ID_MAX_DIRS) {
        id_walk(cur, prev, name, &f);
        if (f.n) {
            size_t conv = 0, pick = 0;
            for (size_t i = 0; i < f.n; i++)
                if (id_conventional(f.v[i])) conv++, pick = i;
            if (conv == 1) {
                best = f.v[pick];
            } else {
                size_t bestd = (size_t)-1, ties = 0;
                for (size_t i = 0; i < f.n; i++) {
                    if (conv > 1 && !id_conventional(f.v[i])) continue;
                    size_t d = id_distance(from_dir, f.v[i]);
                    if (d < bestd) bestd = d, pick = i, ties = 1;
                    else if (d == bestd) ties++;
                }
                if (ties == 1) best = f.v[pick];
                else *ambiguous = 1;
            }
            if (best) best = ut_xstrdup(best);
            break;
        }
        if (!strcmp(cur, root) || !strcmp(cur, "/")) break;
        free(prev);
        prev = cur;
        cur = ut_dirname(prev);
    }
    for (size_t i = 0; i < f.n; i++) free(f.v[i]);
    ut_vec_free(&f);
    free(prev);
    free(cur);
    return best;
}

/* The name of a "'NAME' file not found" diagnostic, or NULL. */
static char *id_missing_name(const char *msg)
{
    static const char tail[] = "' file not found";
    size_t n = strlen(msg), t = sizeof tail - 1;
    if (n < t + 2 || msg[0] != '\'' || strcmp(msg + n - t, tail)) return NULL;
    return ut_xstrndup(msg + 1, n - t - 1);
}

/* ---- Windows code ---- */

/* Headers of the Windows SDK (and its DirectX parts) that cuda-samples-style Windows code
 * includes; compared without case, as Windows does. */
static int id_windows_header(const char *name)
{
    static const char *const exact[] = { "windows.h", "windef.h", "winbase.h", "winuser.h", "mmsystem.h",
                                         "wrl.h", "d3dcompiler.h", "directxmath.h", "dwrite.h", "tchar.h",
                                         "shlwapi.h", "comdef.h", "objbase.h", "unknwn.h" };
    static const char *const prefix[] = { "d3d9", "d3d10", "d3d11", "d3d12", "d3dx", "dxgi", "d2d1", "wrl/" };
    for (size_t i = 0; i < sizeof exact / sizeof *exact; i++)
        if (!strcasecmp(name, exact[i])) return 1;
    for (size_t i = 0; i < sizeof prefix / sizeof *prefix; i++)
        if (!strncasecmp(name, prefix[i], strlen(prefix[i]))) return 1;
    return 0;
}

/* The path under dir of name (a relative path) matched component by component without case, or
 * NULL. */
static char *id_find_nocase(const char *dir, const char *name)
{
    char *at = ut_xstrdup(dir);
    const char *p = name;
    while (at && *p) {
        const char *slash = strchr(p, '/');
        size_t n = slash ? (size_t)(slash - p) : strlen(p);
        DIR *d = n ? opendir(at) : NULL;
        char *next = NULL;
        for (struct dirent *e; d && !next && (e = readdir(d));)
            if (strlen(e->d_name) == n && !strncasecmp(e->d_name, p, n)) next = ut_path_join(at, e->d_name);
        if (d) closedir(d);
        free(at);
        at = next;
        p = slash ? slash + 1 : p + n;
    }
    if (at && !id_is_file(at)) {
        free(at);
        at = NULL;
    }
    return at;
}

/* Defined in a Windows parse: the optional buffer annotations of Microsoft's SAL 1 (specstrings.h)
 * that mingw-w64's sal.h leaves out, empty as they are outside code analysis (cuda-samples'
 * Common/dynlink_d3d11.h uses __in_ecount_opt). As -D options, not a force-included file, so
 * that the parse can use a prelude PCH. __in and __out stay undefined: libstdc++ uses them as
 * names. */
static const char *const id_windows_defs[] = {
    "-D__in_ecount_opt(size)=", "-D__in_bcount_opt(size)=", "-D__out_ecount_opt(size)=",
    "-D__out_bcount_opt(size)=", "-D__inout_ecount_opt(size)=", "-D__inout_bcount_opt(size)=",
    "-D__out_ecount_part_opt(size,length)=", "-D__out_bcount_part_opt(size,length)=",
};

static void id_args_vfile(id_args *a, char *name, char *text)
{
    ut_vec_push(&a->vf, (struct CXUnsavedFile){ name, text, (unsigned long)strlen(text) });
}

static void id_args_add(id_args *a, const char *const *extra, int nextra, const char *x, const char *y)
{
    if (!a->v)
        for (int k = 0; k < nextra; k++) ut_vec_push(a, extra[k]);
    ut_vec_push(a, x);
    if (y) ut_vec_push(a, y);
    ut_vec_reserve(a, a->n + 1);
    a->v[a->n] = NULL;
}

/* A missing include of Windows code: the first Windows SDK header turns the Windows parse on;
 * from then on, a name that mingw-w64 has only under another case gets a forwarding header.
 * Returns 1 when a changed. */
static int id_windows(const id_search *s, const char *const *extra, int nextra, id_args *a, const char *name,
                      const char *file, unsigned line, unsigned col)
{
    if (!s->windows_ok) return 0;
    int added = 0;
    if (!a->windows) {
        /* a missing header that is not Windows' says nothing of Windows */
        if (!id_windows_header(name)) return 0;
        a->windows = 1;
        /* Microsoft's extensions, as MSVC compiles such code (they also keep clang's <cpuid.h>
         * and mingw-w64's <intrin.h> from both defining __cpuidex) */
        id_args_add(a, extra, nextra, ID_MINGW_TARGET, "-fms-extensions");
        id_args_add(a, extra, nextra, "-idirafter", ID_WINCASE_VDIR);
        for (size_t i = 0; i < sizeof id_windows_defs / sizeof *id_windows_defs; i++)
            id_args_add(a, extra, nextra, id_windows_defs[i], NULL);
        if (s->verbose)
            ut_note("%s:%u:%u: '%s' is a Windows SDK header: parsing again as Windows code (%s "
                    "-fms-extensions, mingw-w64's headers)", file ? file : "?", line, col, name, ID_MINGW_TARGET);
        added = 1;
    }
    /* a name mingw-w64 has only under another case gets its forwarding header in the same round
     * (the Linux parse already lists what is missing) */
    char *exact = ut_path_join(ID_MINGW_INCLUDE, name);
    int has_exact = id_is_file(exact);
    free(exact);
    if (has_exact) return added;
    char *vname = ut_path_join(ID_WINCASE_VDIR, name);
    for (size_t i = 0; i < a->vf.n; i++)
        if (!strcmp(a->vf.v[i].Filename, vname)) {
            free(vname);
            return added;
        }
    char *found = id_find_nocase(ID_MINGW_INCLUDE, name);
    if (!found) {
        free(vname);
        return added;
    }
    id_args_vfile(a, vname, ut_xasprintf("#include \"%s\"\n", found));
    if (s->verbose)
        ut_note("%s:%u:%u: '%s' is %s on Windows, whose file names ignore case", file ? file : "?",
                line, col, name, found);
    free(found);
    return 1;
}

int id_extend(const id_search *s, CXTranslationUnit tu, const char *const *extra, int nextra, id_args *a)
{
    if (!tu) return 0;
    int added = 0;
    unsigned nd = clang_getNumDiagnostics(tu);
    for (unsigned i = 0; i < nd; i++) {
        CXDiagnostic d = clang_getDiagnostic(tu, i);
        char *name = NULL, *file = NULL;
        if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
            CXString sp = clang_getDiagnosticSpelling(d);
            name = id_missing_name(clang_getCString(sp) ? clang_getCString(sp) : "");
            clang_disposeString(sp);
        }
        CXFile cf = NULL;
        unsigned line = 0, col = 0, off = 0;
        if (name) {
            clang_getSpellingLocation(clang_getDiagnosticLocation(d), &cf, &line, &col, &off);
            size_t size = 0;
            const char *text = cf ? clang_getFileContents(tu, cf, &size) : NULL;
            CXString fn = clang_getFileName(cf);
            const char *fs = cf ? clang_getCString(fn) : NULL;
            added += id_windows(s, extra, nextra, a, name, fs, line, col);
            if (text && off < size && text[off] == '"' && fs && strncmp(fs, "/__cu2hip__/", 12))
                file = ut_xstrdup(fs);   /* a quoted include */
            if (cf) clang_disposeString(fn);
        }
        clang_disposeDiagnostic(d);
        char *dir = file ? ut_dirname(file) : NULL, *from = dir ? ut_realpath(dir) : NULL;
        if (from) {
            const char *root = NULL;
            for (size_t r = 0; r < s->nroots; r++)
                if (id_under(from, s->roots[r]) && (!root || strlen(s->roots[r]) > strlen(root))) root = s->roots[r];
            char *up = root ? NULL : ut_dirname(from);   /* a file outside the inputs: its parent's tree */
            int amb = 0;
            char *found = id_find(root ? root : up, from, name, &amb);
            for (size_t k = 0; found && k < a->dirs.n; k++)
                if (!strcmp(a->dirs.v[k], found)) {
                    free(found);
                    found = NULL;
                }
            if (found) {
                ut_vec_push(&a->dirs, found);
                id_args_add(a, extra, nextra, "-iquote", found);
                added++;
                if (s->verbose)
                    ut_note("%s:%u:%u: '%s' is not on the include path; found in the code base in %s, "
                            "parsing again with -iquote %s", file, line, col, name, found, found);
            } else if (amb && s->verbose && a->calls == 0) {
                ut_note("%s:%u:%u: '%s' is not on the include path and several directories of "
                        "the code base hold it; give the right one with -I", file, line, col, name);
            }
            free(up);
        }
        free(from);
        free(dir);
        free(file);
        free(name);
    }
    a->calls++;
    return added;
}
