/* util.c - allocation, string buffers, file reading with binary detection, atomic writes and
 * path helpers used across the translator (see util.h for the contracts). */
#define _GNU_SOURCE
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void ut_oom(void)
{
    fputs("cu2hip: out of memory\n", stderr);
    exit(3);
}

void *ut_xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) ut_oom();
    return p;
}

void *ut_xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) ut_oom();
    return p;
}

void *ut_xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) ut_oom();
    return q;
}

char *ut_xstrdup(const char *s)
{
    return ut_xstrndup(s, strlen(s));
}

char *ut_xstrndup(const char *s, size_t n)
{
    char *p = ut_xmalloc(n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *ut_xasprintf(const char *fmt, ...)
{
    ut_buf b = {0};
    va_list ap;
    va_start(ap, fmt);
    ut_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    return ut_buf_take(&b);
}

static void ut_buf_reserve(ut_buf *b, size_t extra)
{
    if (b->len + extra + 1 <= b->cap) return;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + extra + 1) cap *= 2;
    b->s = ut_xrealloc(b->s, cap);
    b->cap = cap;
}

void ut_buf_append(ut_buf *b, const char *s, size_t n)
{
    ut_buf_reserve(b, n);
    if (n) memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

void ut_buf_puts(ut_buf *b, const char *s)
{
    ut_buf_append(b, s, strlen(s));
}

void ut_buf_vprintf(ut_buf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0) return;
    ut_buf_reserve(b, (size_t)n);
    vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
}

void ut_buf_printf(ut_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ut_buf_vprintf(b, fmt, ap);
    va_end(ap);
}

char *ut_buf_take(ut_buf *b)
{
    if (!b->s) ut_buf_reserve(b, 0), b->s[0] = 0;
    char *s = b->s;
    b->s = NULL;
    b->len = b->cap = 0;
    return s;
}

void ut_buf_free(ut_buf *b)
{
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
}

int ut_is_binary(const char *data, size_t len)
{
    return memchr(data, 0, len) != NULL;
}

int ut_read_file(const char *path, char **data, size_t *len, char *err, size_t errlen)
{
    *data = NULL;
    *len = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
        close(fd);
        return -1;
    }
    if (S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "'%s' is a directory", path);
        close(fd);
        return -1;
    }
    if (!S_ISREG(st.st_mode) && !S_ISFIFO(st.st_mode) && !S_ISCHR(st.st_mode)) {
        snprintf(err, errlen, "'%s' is not a regular file", path);
        close(fd);
        return -1;
    }
    size_t cap = S_ISREG(st.st_mode) && st.st_size > 0 ? (size_t)st.st_size + 1 : 4096, n = 0;
    char *buf = ut_xmalloc(cap);
    for (;;) {
        if (n + 1 >= cap) buf = ut_xrealloc(buf, cap *= 2);
        ssize_t r = read(fd, buf + n, cap - n - 1);
        if (r < 0) {
            if (errno == EINTR) continue;
            snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
            free(buf);
            close(fd);
            return -1;
        }
        if (r == 0) break;
        n += (size_t)r;
    }
    close(fd);
    buf[n] = 0;
    if (ut_is_binary(buf, n)) {
        snprintf(err, errlen, "'%s' is a binary file", path);
        free(buf);
        return -1;
    }
    *data = buf;
    *len = n;
    return 0;
}

int ut_mkdirs(const char *dir)
{
    char *p = ut_path_normalize(dir);
    int rc = 0;
    for (char *s = p + 1; ; s++) {
        if (*s == '/' || *s == 0) {
            char c = *s;
            *s = 0;
            if (mkdir(p, 0777) != 0 && errno != EEXIST) { rc = -1; *s = c; break; }
            if (!ut_is_dir(p)) { errno = ENOTDIR; rc = -1; *s = c; break; }
            *s = c;
            if (!c) break;
        }
    }
    free(p);
    return rc;
}

int ut_check_writable(const char *path, int create_dirs, char *err, size_t errlen)
{
    if (ut_is_dir(path)) {
        snprintf(err, errlen, "cannot write '%s': is a directory", path);
        return -1;
    }
    char *dir = ut_dirname(path);
    int rc = 0;
    if (!ut_is_dir(dir)) {
        /* the nearest existing ancestor must be a writable directory */
        char *d = ut_xstrdup(dir);
        while (!ut_exists(d) && strcmp(d, ".") && strcmp(d, "/")) {
            char *up = ut_dirname(d);
            free(d);
            d = up;
        }
        if (!ut_is_dir(d)) {
            snprintf(err, errlen, "cannot write '%s': '%s' is not a directory", path, d);
            rc = -1;
        } else if (!create_dirs) {
            snprintf(err, errlen, "cannot write '%s': no directory '%s'", path, dir);
            rc = -1;
        } else if (access(d, W_OK | X_OK) != 0) {
            snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
            rc = -1;
        }
        free(d);
    } else if (access(dir, W_OK | X_OK) != 0) {
        snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
        rc = -1;
    }
    free(dir);
    return rc;
}

int ut_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errlen)
{
    char *dir = ut_dirname(path);
    char *tmpl = ut_xasprintf("%s/.%s.cu2hip-XXXXXX", dir, ut_basename(path));
    free(dir);
    int fd = mkostemp(tmpl, O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
        free(tmpl);
        return -1;
    }
    struct stat st;
    mode_t mode;
    if (stat(path, &st) == 0) {
        mode = st.st_mode & 07777;
    } else {
        mode_t um = umask(022);
        umask(um);
        mode = 0666 & ~um;
    }
    size_t off = 0;
    int e = 0;
    while (off < len) {
        ssize_t w = write(fd, data + off, len - off);
        if (w < 0) {
            if (errno == EINTR) continue;
            e = errno;
            break;
        }
        off += (size_t)w;
    }
    if (!e && fchmod(fd, mode) != 0) e = errno;
    if (!e && fsync(fd) != 0 && errno != EINVAL) e = errno;
    if (close(fd) != 0 && !e) e = errno;
    if (!e && rename(tmpl, path) != 0) e = errno;
    if (e) {
        unlink(tmpl);
        snprintf(err, errlen, "cannot write '%s': %s", path, strerror(e));
        free(tmpl);
        return -1;
    }
    free(tmpl);
    return 0;
}

int ut_is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int ut_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

char *ut_path_join(const char *dir, const char *rel)
{
    if (!dir || !*dir || rel[0] == '/') return ut_xstrdup(rel);
    size_t n = strlen(dir);
    while (n > 1 && dir[n - 1] == '/') n--;
    return ut_xasprintf("%.*s/%s", (int)n, dir, rel);
}

const char *ut_basename(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

char *ut_dirname(const char *path)
{
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] == '/') n--;
    while (n > 0 && path[n - 1] != '/') n--;
    if (n == 0) return ut_xstrdup(".");
    while (n > 1 && path[n - 1] == '/') n--;
    return ut_xstrndup(path, n);
}

char *ut_path_normalize(const char *path)
{
    int abs = path[0] == '/';
    size_t n = strlen(path);
    /* components as (start, len) pairs over a copy */
    char *cp = ut_xstrdup(path);
    const char **parts = ut_xmalloc((n / 2 + 2) * sizeof *parts);
    size_t np = 0;
    for (char *tok = strtok(cp, "/"); tok; tok = strtok(NULL, "/")) {
        if (!strcmp(tok, ".")) continue;
        if (!strcmp(tok, "..")) {
            if (np > 0 && strcmp(parts[np - 1], "..")) { np--; continue; }
            if (abs) continue;          /* "/.." is "/" */
        }
        parts[np++] = tok;
    }
    ut_buf b = {0};
    if (abs) ut_buf_puts(&b, "/");
    for (size_t i = 0; i < np; i++) {
        if (i) ut_buf_puts(&b, "/");
        ut_buf_puts(&b, parts[i]);
    }
    if (b.len == 0) ut_buf_puts(&b, ".");
    free(parts);
    free(cp);
    return ut_buf_take(&b);
}

char *ut_mirror_path(const char *input)
{
    char *norm = ut_path_normalize(input);
    if (norm[0] != '/' && strncmp(norm, "../", 3) && strcmp(norm, "..")) return norm;
    char cwd[PATH_MAX];
    if (norm[0] == '/' && getcwd(cwd, sizeof cwd)) {
        size_t n = strlen(cwd);
        if (!strncmp(norm, cwd, n) && norm[n] == '/') {
            char *r = ut_xstrdup(norm + n + 1);
            free(norm);
            return r;
        }
    }
    const char *s = norm;
    for (;;) {
        if (*s == '/') s++;
        else if (!strncmp(s, "../", 3)) s += 3;
        else break;
    }
    char *r = ut_xstrdup(*s && strcmp(s, "..") ? s : "input");
    free(norm);
    return r;
}

char *ut_self_exe_dir(void)
{
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0) return NULL;
    buf[n] = 0;
    return ut_dirname(buf);
}
