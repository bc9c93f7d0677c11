/* util.c - allocation, string buffers, file reading with binary detection, atomic writes and
 * path helpers used across the translator (see util.h for the contracts). */
#define _GNU_SOURCE
#include "util.h"

#include "containers.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "containers.h"

static void ut_vmsg(const char *fmt, va_list ap)
{
    /* Formatted first, then written with one call (stderr is unbuffered: glibc then writes a
     * whole fprintf at once), so that lines of parallel workers do not interleave; a short line
     * needs no allocation, which lets ut_fatal report running out of memory. */
    char small[1024];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap2);
    va_end(ap2);
    if (n >= 0 && (size_t)n < sizeof small) {
        fprintf(stderr, "cu2hip: %s\n", small);
        return;
    }
    ut_buf b = {0};
    ut_buf_vprintf(&b, fmt, ap);
    fprintf(stderr, "cu2hip: %s\n", b.s ? b.s : "");
    ut_buf_free(&b);
}

void ut_warn(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ut_vmsg(fmt, ap);
    va_end(ap);
}

void ut_note(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ut_vmsg(fmt, ap);
    va_end(ap);
}

void ut_fatal(int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ut_vmsg(fmt, ap);
    va_end(ap);
    exit(status);
}

static void ut_oom(void)
{
    ut_fatal(3, "out of memory");
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
    b->s = ut_vec_grow_(b->s, &b->cap, b->len + extra + 1, 1);
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

/* Streams (FIFOs, character devices) are read with a limit, far above any real source file. */
#define UT_MAX_STREAM_BYTES ((size_t)64 << 20)

int ut_read_file_ex(const char *path, size_t max, int keep_nul, char **data, size_t *len,
                    int *errnum, char *err, size_t errlen)
{
    *data = NULL;
    *len = 0;
    *errnum = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        *errnum = errno;
        snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
        return UT_READ_ERRNO;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        *errnum = errno;
        snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
        close(fd);
        return UT_READ_ERRNO;
    }
    if (S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "'%s' is a directory", path);
        close(fd);
        return UT_READ_DIR;
    }
    if (!S_ISREG(st.st_mode) && !S_ISFIFO(st.st_mode) && !S_ISCHR(st.st_mode)) {
        snprintf(err, errlen, "'%s' is not a regular file", path);
        close(fd);
        return UT_READ_NOT_FILE;
    }
    size_t limit = max ? max : S_ISREG(st.st_mode) ? (size_t)-1 : UT_MAX_STREAM_BYTES;
    /* a regular file too large is refused before reading it */
    if (S_ISREG(st.st_mode) && (unsigned long long)st.st_size > limit) {
        snprintf(err, errlen, "'%s' is larger than %zu MiB", path, limit >> 20);
        close(fd);
        return UT_READ_TOO_LARGE;
    }
    size_t cap = S_ISREG(st.st_mode) && st.st_size > 0 ? (size_t)st.st_size + 1 : 4096, n = 0;
    char *buf = ut_xmalloc(cap);
    for (;;) {
        buf = ut_vec_grow_(buf, &cap, n + 2, 1);
        ssize_t r = read(fd, buf + n, cap - n - 1);
        if (r < 0) {
            if (errno == EINTR) continue;
            *errnum = errno;
            snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
            free(buf);
            close(fd);
            return UT_READ_ERRNO;
        }
        if (r == 0) break;
        /* a NUL makes it binary anyway: stop at once rather than read /dev/zero forever */
        if (memchr(buf + n, 0, (size_t)r)) { n += (size_t)r; break; }
        n += (size_t)r;
        if (n > limit) {   /* a stream, or a regular file that grew while read */
            snprintf(err, errlen, "'%s' is larger than %zu MiB", path, limit >> 20);
            free(buf);
            close(fd);
            return UT_READ_TOO_LARGE;
        }
    }
    close(fd);
    buf[n] = 0;
    if (!keep_nul && ut_is_binary(buf, n)) {
        snprintf(err, errlen, "'%s' is a binary file", path);
        free(buf);
        return UT_READ_BINARY;
    }
    *data = buf;
    *len = n;
    return UT_READ_OK;
}

int ut_read_file(const char *path, char **data, size_t *len, char *err, size_t errlen)
{
    int errnum;
    return ut_read_file_ex(path, 0, 0, data, len, &errnum, err, errlen) == UT_READ_OK ? 0 : -1;
}

void ut_line_col(const char *buf, size_t off, unsigned *line, unsigned *col)
{
    unsigned l = 1, c = 1;
    for (size_t i = 0; i < off; i++) {
        if (buf[i] == '\n') { l++; c = 1; }
        else if (((unsigned char)buf[i] & 0xC0) != 0x80) c++;   /* not a continuation byte */
    }
    *line = l;
    *col = c;
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

typedef enum ut_out_kind {
    UT_OUT_NEW,       /* nothing there yet: created through a temp file */
    UT_OUT_REPLACE,   /* a regular file: replaced through a temp file, keeping its mode */
    UT_OUT_THROUGH    /* a character device, FIFO or /proc link: opened and written */
} ut_out_kind;
static char *ut_place_output(const char *path, ut_out_kind *kind, struct stat *st, char *err,
                             size_t errlen);

int ut_check_writable(const char *path, int create_dirs, char *err, size_t errlen)
{
    ut_out_kind kind;
    struct stat st;
    char *real = ut_place_output(path, &kind, &st, err, errlen);
    if (!real) return -1;
    if (kind == UT_OUT_THROUGH) {
        /* written through, so only the file itself must be writable */
        int rc = 0;
        if (access(real, W_OK) != 0) {
            snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
            rc = -1;
        }
        free(real);
        return rc;
    }
    char *dir = ut_dirname(real);
    free(real);
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

/* ------------------------------------------------------------------ output placement */

#define UT_TEMP_TAG ".cu2hip-"
#define UT_MAX_LINKS 40

/* True when path is a link in /proc (/dev/stdout -> /proc/self/fd/1, /dev/fd/N): the kernel
 * follows these to an open file, whose "target" text ("pipe:[123]", or a path that may have
 * been renamed or deleted) is no place to create a file next to. They are written through. */
static int ut_in_proc(const char *path)
{
    char *dir = ut_dirname(path), real[PATH_MAX];
    int in = realpath(dir, real) && strncmp(real, "/proc/", 6) == 0;
    free(dir);
    return in;
}

char *ut_resolve_output(const char *path, char *err, size_t errlen)
{
    char *p = ut_xstrdup(path);
    for (int hops = 0;; hops++) {
        struct stat st;
        if (lstat(p, &st) != 0 || !S_ISLNK(st.st_mode) || ut_in_proc(p)) return p;
        if (hops == UT_MAX_LINKS) {
            snprintf(err, errlen, "cannot write '%s': %s", path, strerror(ELOOP));
            free(p);
            return NULL;
        }
        char target[PATH_MAX];
        ssize_t n = readlink(p, target, sizeof target - 1);
        if (n < 0) {
            snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
            free(p);
            return NULL;
        }
        target[n] = 0;
        char *dir = ut_dirname(p), *next = target[0] == '/' ? ut_xstrdup(target) : ut_path_join(dir, target);
        free(dir);
        free(p);
        p = next;
    }
}

/* Why a resolved output path cannot be written at all, or NULL. Character devices and FIFOs
 * are written through; a socket or block device is never a place for text. */
static const char *ut_special_refusal(const struct stat *st)
{
    if (S_ISDIR(st->st_mode)) return "is a directory";
    if (S_ISSOCK(st->st_mode)) return "is a socket";
    if (S_ISBLK(st->st_mode)) return "is a block device";
    return NULL;
}

/* Resolves an output path (links followed) and says how it is to be written; NULL with err set
 * when it cannot be written at all. st is filled unless the kind is UT_OUT_NEW. */
static char *ut_place_output(const char *path, ut_out_kind *kind, struct stat *st, char *err,
                             size_t errlen)
{
    char *real = ut_resolve_output(path, err, errlen);
    if (!real) return NULL;
    if (stat(real, st) != 0) {
        *kind = UT_OUT_NEW;
        return real;
    }
    const char *why = ut_special_refusal(st);
    if (why) {
        snprintf(err, errlen, "cannot write '%s': %s", path, why);
        free(real);
        return NULL;
    }
    *kind = !S_ISREG(st->st_mode) || ut_in_proc(real) ? UT_OUT_THROUGH : UT_OUT_REPLACE;
    return real;
}

int ut_write_all(int fd, const void *buf, size_t len)
{
    const char *data = buf;
    size_t off = 0;
    while (off < len) {
        ssize_t w = write(fd, data + off, len - off);
        if (w < 0) {
            if (errno == EINTR) continue;
            return errno;
        }
        off += (size_t)w;
    }
    return 0;
}

/* Special files (character devices, FIFOs) are opened and written, never created, truncated or
 * replaced: renaming a temp file over /dev/null would turn it into a regular file. */
static int ut_write_through(const char *shown, const char *path, const struct stat *st,
                            const char *data, size_t len, char *err, size_t errlen)
{
    /* a regular file reached through /proc (stdout redirected to a file) is rewritten whole */
    int trunc = S_ISREG(st->st_mode) ? O_TRUNC : 0;
    int fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | trunc);
    if (fd < 0) {
        snprintf(err, errlen, "cannot write '%s': %s", shown, strerror(errno));
        return -1;
    }
    int e = ut_write_all(fd, data, len);
    if (close(fd) != 0 && !e) e = errno;
    if (e) {
        snprintf(err, errlen, "cannot write '%s': %s", shown, strerror(e));
        return -1;
    }
    return 0;
}

static int ut_is_temp_name(const char *name)
{
    size_t n = strlen(name), t = strlen(UT_TEMP_TAG);
    if (n < 1 + 1 + t + 6 || name[0] != '.') return 0;
    if (strncmp(name + n - 6 - t, UT_TEMP_TAG, t) != 0) return 0;
    for (size_t i = n - 6; i < n; i++)
        if (!isalnum((unsigned char)name[i])) return 0;
    return 1;
}

/* Directories already swept by this process: each is read once however many files land there. */
static pthread_mutex_t ut_swept_lock = PTHREAD_MUTEX_INITIALIZER;
static ut_map ut_swept;

/* A writer holds an exclusive flock on its temp file from creation to rename, so a temp file
 * whose lock can be taken belongs to a run that died; one still locked is left alone. */
void ut_clean_stale_temps(const char *dir)
{
    char *key = ut_path_normalize(dir);
    pthread_mutex_lock(&ut_swept_lock);
    int added = 0;
    ut_map_upsert(&ut_swept, key, strlen(key), &added);
    pthread_mutex_unlock(&ut_swept_lock);
    DIR *d = added ? opendir(key) : NULL;
    free(key);
    if (!d) return;
    int dfd = dirfd(d);
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (!ut_is_temp_name(de->d_name)) continue;
        int fd = openat(dfd, de->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) continue;
        struct stat a, b;
        if (fstat(fd, &a) == 0 && S_ISREG(a.st_mode) && flock(fd, LOCK_EX | LOCK_NB) == 0 &&
            fstatat(dfd, de->d_name, &b, AT_SYMLINK_NOFOLLOW) == 0 && a.st_dev == b.st_dev &&
            a.st_ino == b.st_ino)
            unlinkat(dfd, de->d_name, 0);
        close(fd);
    }
    closedir(d);
}

/* Creates the locked temp file for target in its directory. A sweep by another run may unlink
 * it between mkostemp and flock; the link count shows that, and a new one is made. */
static int ut_make_temp(const char *target, char **tmpl_out)
{
    char *dir = ut_dirname(target);
    ut_clean_stale_temps(dir);
    for (int tries = 0; tries < 100; tries++) {
        char *tmpl = ut_xasprintf("%s/.%s" UT_TEMP_TAG "XXXXXX", dir, ut_basename(target));
        int fd = mkostemp(tmpl, O_CLOEXEC);
        if (fd < 0) {
            int e = errno;
            free(tmpl);
            free(dir);
            errno = e;
            return -1;
        }
        struct stat st;
        if (flock(fd, LOCK_EX) == 0 && fstat(fd, &st) == 0 && st.st_nlink > 0) {
            free(dir);
            *tmpl_out = tmpl;
            return fd;
        }
        close(fd);
        unlink(tmpl);
        free(tmpl);
    }
    free(dir);
    errno = EEXIST;
    return -1;
}

/* Writes a new temp file next to target with data and mode; returns its fd (still open and
 * locked) or -1 with errno. */
static int ut_fill_temp(const char *target, const char *data, size_t len, mode_t mode, char **tmpl)
{
    int fd = ut_make_temp(target, tmpl);
    if (fd < 0) return -1;
    int e = ut_write_all(fd, data, len);
    if (!e && fchmod(fd, mode) != 0) e = errno;
    if (!e && fsync(fd) != 0 && errno != EINVAL) e = errno;
    if (e) {
        close(fd);
        unlink(*tmpl);
        free(*tmpl);
        *tmpl = NULL;
        errno = e;
        return -1;
    }
    return fd;
}

static mode_t ut_new_file_mode(void)
{
    mode_t um = umask(022);
    umask(um);
    return 0666 & ~um;
}

/* The mode of a new file made from (or for) like: like's permission bits less the umask (an
 * executable stays one; a 0600 file never becomes 0644); a new file's own (0666 & ~umask) when
 * like cannot be read. */
static mode_t ut_mode_like(const char *like)
{
    struct stat st;
    if (!like || stat(like, &st) != 0)
        return ut_new_file_mode();
    mode_t um = umask(022);
    umask(um);
    return st.st_mode & 0777 & ~um;
}

static int ut_write_atomic_mode(const char *path, const char *data, size_t len, mode_t newmode,
                                char *err, size_t errlen);

int ut_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errlen)
{
    return ut_write_atomic_mode(path, data, len, ut_new_file_mode(), err, errlen);
}

int ut_write_atomic_like(const char *path, const char *data, size_t len, const char *like,
                         char *err, size_t errlen)
{
    return ut_write_atomic_mode(path, data, len, ut_mode_like(like), err, errlen);
}

static int ut_write_atomic_mode(const char *path, const char *data, size_t len, mode_t newmode,
                                char *err, size_t errlen)
{
    ut_out_kind kind;
    struct stat st;
    char *real = ut_place_output(path, &kind, &st, err, errlen);
    if (!real) return -1;
    if (kind == UT_OUT_THROUGH) {
        int rc = ut_write_through(path, real, &st, data, len, err, errlen);
        free(real);
        return rc;
    }
    mode_t mode = kind == UT_OUT_REPLACE ? st.st_mode & 07777 : newmode;
    char *tmpl = NULL;
    int fd = ut_fill_temp(real, data, len, mode, &tmpl), e = 0;
    if (fd < 0) e = errno;
    else {
        /* rename while the lock is held, so a concurrent sweep never takes this file for stale */
        if (rename(tmpl, real) != 0) e = errno;
        if (close(fd) != 0 && !e) e = errno;
    }
    if (e) {
        if (tmpl) unlink(tmpl);
        snprintf(err, errlen, "cannot write '%s': %s", path, strerror(e));
        free(tmpl);
        free(real);
        return -1;
    }
    free(tmpl);
    free(real);
    return 0;
}

int ut_write_new(const char *path, const char *data, size_t len, char *err, size_t errlen)
{
    return ut_write_new_like(path, data, len, NULL, err, errlen);
}

int ut_write_new_like(const char *path, const char *data, size_t len, const char *like, char *err,
                      size_t errlen)
{
    struct stat st;
    if (lstat(path, &st) == 0) return 1;
    char *tmpl = NULL;
    mode_t mode = ut_mode_like(like);
    int fd = ut_fill_temp(path, data, len, mode, &tmpl), e = 0, rc = 0;
    if (fd < 0) e = errno;
    else {
        /* link() refuses an existing name, so a backup made meanwhile is never replaced */
        if (link(tmpl, path) == 0) rc = 0;
        else if (errno == EEXIST) rc = 1;
        else if (errno == EPERM || errno == ENOTSUP || errno == EOPNOTSUPP || errno == EMLINK) {
            /* file systems without hard links: exclusive create, written in place */
            int out = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
            if (out < 0) {
                if (errno == EEXIST) rc = 1;
                else e = errno;
            } else {
                e = ut_write_all(out, data, len);
                if (close(out) != 0 && !e) e = errno;
                if (e) unlink(path);
            }
        } else {
            e = errno;
        }
        unlink(tmpl);
        close(fd);
    }
    free(tmpl);
    if (e) {
        snprintf(err, errlen, "cannot write '%s': %s", path, strerror(e));
        return -1;
    }
    return rc;
}

/* Length of the valid UTF-8 sequence at p (strict: no overlong forms, surrogates or code points
 * past U+10FFFF), or 0. */
static size_t ut_utf8_seq(const unsigned char *p)
{
    unsigned c = p[0];
    if (c < 0x80) return 1;
    int n = (c & 0xe0) == 0xc0 ? 1 : (c & 0xf0) == 0xe0 ? 2 : (c & 0xf8) == 0xf0 ? 3 : -1;
    if (n < 0 || (n == 1 && c < 0xc2) || (n == 3 && c > 0xf4)) return 0;
    unsigned cp = c & (0x3fu >> n);
    for (int i = 1; i <= n; i++) {
        if ((p[i] & 0xc0) != 0x80) return 0;
        cp = cp << 6 | (p[i] & 0x3f);
    }
    if ((n == 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) || (n == 3 && (cp < 0x10000 || cp > 0x10ffff)))
        return 0;
    return (size_t)n + 1;
}

int ut_utf8_valid(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t k;
    while (*p && (k = ut_utf8_seq(p)) != 0) p += k;
    return !*p;
}

char *ut_utf8_fix(char *s)
{
    if (!s || ut_utf8_valid(s)) return s;
    const unsigned char *p = (const unsigned char *)s;
    size_t k;
    ut_buf b = {0};
    while (*p) {
        k = ut_utf8_seq(p);
        if (k) ut_buf_append(&b, (const char *)p, k), p += k;
        else ut_buf_puts(&b, "\xef\xbf\xbd"), p++;   /* U+FFFD REPLACEMENT CHARACTER */
    }
    free(s);
    return ut_buf_take(&b);
}

int ut_is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int ut_exists_nofollow(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
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
    if (n == 1 && dir[0] == '/') return ut_xasprintf("/%s", rel);   /* "/" + "a": "/a", not "//a" */
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

char *ut_path_display(const char *path)
{
    if (path[0] == '/' && (strstr(path, "/../") || strstr(path, "/./"))) {
        char *r = ut_realpath(path);
        if (r) return r;
    }
    return ut_xstrdup(path);
}

char *ut_realpath(const char *path)
{
    char buf[PATH_MAX];
    return realpath(path, buf) ? ut_xstrdup(buf) : NULL;
}

char *ut_path_abs(const char *path)
{
    if (path[0] == '/') return ut_path_normalize(path);
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd)) return ut_path_normalize(path);
    char *j = ut_path_join(cwd, path);
    char *n = ut_path_normalize(j);
    free(j);
    return n;
}

const char *ut_path_under(const char *dir, const char *path)
{
    size_t n = strlen(dir);
    if (strcmp(dir, "/") == 0) return path + 1;
    if (strncmp(path, dir, n) == 0 && path[n] == '/') return path + n + 1;
    return NULL;
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
