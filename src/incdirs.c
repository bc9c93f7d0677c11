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
#include <limits.h>
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
};

static char *id_real(const char *path)
{
    char buf[PATH_MAX];
    return realpath(path, buf) ? ut_xstrdup(buf) : NULL;
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
        char *r = ut_is_dir(in) ? id_real(in) : NULL;
        if (r) s->roots[s->nroots++] = r;
    }
    return s;
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
    for (int i = 0; i < a->ndirs; i++) free(a->dirs[i]);
    free(a->dirs);
    free(a->v);
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
    size_t n;
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
        f->v = ut_xrealloc(f->v, (f->n + 1) * sizeof *f->v);
        f->v[f->n++] = ut_xstrdup(dir);
    }
    free(cand);
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    char **subs = NULL;
    size_t nsubs = 0;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char *p = ut_path_join(dir, e->d_name);
        if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode) && (!skip || strcmp(p, skip))) {
            subs = ut_xrealloc(subs, (nsubs + 1) * sizeof *subs);
            subs[nsubs++] = p;
        } else {
            free(p);
        }
    }
    closedir(d);
    for (size_t i = 0; i < nsubs; i++) {
        id_walk(subs[i], NULL, name, f);
        free(subs[i]);
    }
    free(subs);
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
    free(f.v);
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
            if (text && off < size && text[off] == '"') {   /* a quoted include */
                CXString fn = clang_getFileName(cf);
                const char *fs = clang_getCString(fn);
                if (fs && strncmp(fs, "/__cu2hip__/", 12)) file = ut_xstrdup(fs);
                clang_disposeString(fn);
            }
        }
        clang_disposeDiagnostic(d);
        char *dir = file ? ut_dirname(file) : NULL, *from = dir ? id_real(dir) : NULL;
        if (from) {
            const char *root = NULL;
            for (size_t r = 0; r < s->nroots; r++)
                if (id_under(from, s->roots[r]) && (!root || strlen(s->roots[r]) > strlen(root))) root = s->roots[r];
            char *up = root ? NULL : ut_dirname(from);   /* a file outside the inputs: its parent's tree */
            int amb = 0;
            char *found = id_find(root ? root : up, from, name, &amb);
            for (int k = 0; found && k < a->ndirs; k++)
                if (!strcmp(a->dirs[k], found)) {
                    free(found);
                    found = NULL;
                }
            if (found) {
                if (!a->v) {
                    a->v = ut_xmalloc(((size_t)(nextra > 0 ? nextra : 0) + 2) * sizeof *a->v);
                    for (int k = 0; k < nextra; k++) a->v[a->n++] = extra[k];
                }
                a->dirs = ut_xrealloc(a->dirs, (size_t)(a->ndirs + 1) * sizeof *a->dirs);
                a->dirs[a->ndirs++] = found;
                a->v = ut_xrealloc(a->v, ((size_t)a->n + 3) * sizeof *a->v);
                a->v[a->n++] = "-iquote";
                a->v[a->n++] = found;
                a->v[a->n] = NULL;
                added++;
                if (s->verbose)
                    fprintf(stderr, "cu2hip: %s:%u:%u: '%s' is not on the include path; found in the code base in %s, "
                            "parsing again with -iquote %s\n", file, line, col, name, found, found);
            } else if (amb && s->verbose && a->calls == 0) {
                fprintf(stderr, "cu2hip: %s:%u:%u: '%s' is not on the include path and several directories of "
                        "the code base hold it; give the right one with -I\n", file, line, col, name);
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
