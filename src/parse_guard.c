/* parse_guard.c - refuses, before the parse, a file that includes something other than a regular
 * file (see parse_guard.h for why libclang cannot be asked instead). The scan is textual:
 * directives at the start of a line, a quoted or bracketed name; a name made by a macro is not
 * seen (clang then reads it as before). Headers found in the including file's directory or an
 * -I/-iquote directory are scanned in turn (each once, to a depth of 64); system directories
 * (-isystem, -idirafter, the compiler's own) are not, being no part of the input. */
#define _GNU_SOURCE
#include "parse_guard.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "containers.h"
#include "util.h"

#define PG_MAX_DEPTH 64
#define PG_MAX_FILES 4096

typedef struct pg_dirs {
    UT_VEC(const char *) quote;   /* -iquote */
    UT_VEC(const char *) user;    /* -I */
    UT_VEC(const char *) sys;     /* -isystem, -idirafter: searched, never scanned */
} pg_dirs;

typedef struct pg_state {
    pg_dirs dirs;
    ut_map seen;                  /* paths scanned */
    size_t nfiles, nfound;
    dg_list *out;
} pg_state;

/* What a file that is not regular is, for the message; NULL for a regular file. */
static const char *pg_kind(const struct stat *st)
{
    if (S_ISREG(st->st_mode)) return NULL;
    if (S_ISCHR(st->st_mode)) return "a character device";
    if (S_ISBLK(st->st_mode)) return "a block device";
    if (S_ISFIFO(st->st_mode)) return "a FIFO";
    if (S_ISSOCK(st->st_mode)) return "a socket";
    if (S_ISDIR(st->st_mode)) return "a directory";
    return "not a regular file";
}

/* The option's value when args[*i] is OPT or OPTvalue ('-Idir', '-I dir'); NULL otherwise. */
static const char *pg_opt(const char *const *args, size_t nargs, size_t *i, const char *opt)
{
    size_t n = strlen(opt);
    if (strncmp(args[*i], opt, n) != 0) return NULL;
    if (args[*i][n]) return args[*i] + n;
    if (*i + 1 < nargs) return args[++*i];
    return NULL;
}

static void pg_scan(pg_state *s, const char *path, const char *buf, size_t len, int depth);

/* Looks name up as clang would; a regular file found in a user directory is scanned. */
static void pg_include(pg_state *s, const char *from, unsigned line, unsigned col, const char *name,
                       int quoted, int depth)
{
    char *found = NULL;
    int user = 0;
    struct stat st;
    if (name[0] == '/') {
        if (stat(name, &st) == 0) found = ut_xstrdup(name), user = 1;
    } else {
        char *dir = ut_dirname(from);
        if (quoted) {
            char *p = strcmp(dir, ".") ? ut_path_join(dir, name) : ut_xstrdup(name);
            if (stat(p, &st) == 0) found = p, user = 1;
            else free(p);
        }
        free(dir);
        for (size_t i = 0; !found && quoted && i < s->dirs.quote.n; i++) {
            char *p = ut_path_join(s->dirs.quote.v[i], name);
            if (stat(p, &st) == 0) found = p, user = 1;
            else free(p);
        }
        for (size_t i = 0; !found && i < s->dirs.user.n; i++) {
            char *p = ut_path_join(s->dirs.user.v[i], name);
            if (stat(p, &st) == 0) found = p, user = 1;
            else free(p);
        }
        for (size_t i = 0; !found && i < s->dirs.sys.n; i++) {
            char *p = ut_path_join(s->dirs.sys.v[i], name);
            if (stat(p, &st) == 0) found = p;
            else free(p);
        }
    }
    if (!found) return;   /* clang's own search (or its error) */
    const char *kind = pg_kind(&st);
    if (kind && !S_ISDIR(st.st_mode)) {
        dg_add(s->out, from, line, col, DG_ERROR, "input",
               "'%s' is %s, not a regular file: not read (it may never end or block)", name, kind);
        s->nfound++;
    } else if (!kind && user && depth < PG_MAX_DEPTH && s->nfiles < PG_MAX_FILES &&
               !ut_map_get_str(&s->seen, found)) {
        char *text = NULL, err[256];
        size_t n = 0;
        ut_map_put_str(&s->seen, found, (void *)1);
        s->nfiles++;
        if (ut_read_file(found, &text, &n, err, sizeof err) == 0)
            pg_scan(s, found, text, n, depth + 1);
        free(text);
    }
    free(found);
}

static void pg_scan(pg_state *s, const char *path, const char *buf, size_t len, int depth)
{
    unsigned line = 1;
    for (size_t i = 0; i < len; line++) {
        size_t eol = i;
        while (eol < len && buf[eol] != '\n') eol++;
        size_t p = i;
        while (p < eol && (buf[p] == ' ' || buf[p] == '\t')) p++;
        if (p < eol && buf[p] == '#') {
            p++;
            while (p < eol && (buf[p] == ' ' || buf[p] == '\t')) p++;
            static const char *const kw[] = { "include_next", "include", "import" };
            size_t k = 0, kl = 0;
            for (; k < 3; k++) {
                kl = strlen(kw[k]);
                if (eol - p >= kl && memcmp(buf + p, kw[k], kl) == 0) break;
            }
            if (k < 3) {
                p += kl;
                while (p < eol && (buf[p] == ' ' || buf[p] == '\t')) p++;
                char close = p < eol && buf[p] == '"' ? '"' : p < eol && buf[p] == '<' ? '>' : 0;
                const char *e = close ? memchr(buf + p + 1, close, eol - p - 1) : NULL;
                if (e && e > buf + p + 1) {
                    char *name = ut_xstrndup(buf + p + 1, (size_t)(e - buf - p - 1));
                    pg_include(s, path, line, (unsigned)(p - i + 2), name, close == '"', depth);
                    free(name);
                }
            }
        }
        i = eol + 1;
    }
}

size_t pg_check_includes(const char *path, const char *buf, size_t len, const char *const *args,
                         size_t nargs, dg_list *out)
{
    pg_state s;
    memset(&s, 0, sizeof s);
    s.out = out;
    for (size_t i = 0; i < nargs; i++) {
        const char *v;
        if ((v = pg_opt(args, nargs, &i, "-iquote"))) ut_vec_push(&s.dirs.quote, v);
        else if ((v = pg_opt(args, nargs, &i, "-isystem")) || (v = pg_opt(args, nargs, &i, "-idirafter")))
            ut_vec_push(&s.dirs.sys, v);
        else if ((v = pg_opt(args, nargs, &i, "--include-directory="))) ut_vec_push(&s.dirs.user, v);
        else if (!strcmp(args[i], "-include-pch")) i++;
        else if (strncmp(args[i], "-include", 8) == 0 || strncmp(args[i], "-imacros", 8) == 0) {
            const char *opt = args[i];
            v = args[i][8] ? args[i] + 8 : i + 1 < nargs ? args[++i] : NULL;
            struct stat st;
            const char *kind = v && stat(v, &st) == 0 ? pg_kind(&st) : NULL;
            if (kind) {
                dg_add(out, path, 0, 0, DG_ERROR, "input",
                       "'%.8s %s' names %s, not a regular file: not read (it may never end or block)",
                       opt, v, kind);
                s.nfound++;
            }
        } else if ((v = pg_opt(args, nargs, &i, "-I"))) ut_vec_push(&s.dirs.user, v);
    }
    char *real = ut_realpath(path);
    if (real) ut_map_put_str(&s.seen, real, (void *)1);
    free(real);
    pg_scan(&s, path, buf, len, 0);
    ut_vec_free(&s.dirs.quote);
    ut_vec_free(&s.dirs.user);
    ut_vec_free(&s.dirs.sys);
    ut_map_free(&s.seen, NULL);
    return s.nfound;
}
