/* util.h - small helpers shared by the translator's modules: checked allocation, a growable
 * string buffer, reading input files (with directory and binary detection), writing output
 * files atomically (temp file in the same directory + rename), and path manipulation.
 * Ownership: every char * returned is malloc'd and owned by the caller (free()), but for
 * ut_basename and ut_path_under, which point into their argument; a ut_buf owns its string
 * until ut_buf_take hands it over or ut_buf_free frees it; functions that take a buffer never
 * keep a pointer to it. */
#ifndef CU2HIP_UTIL_H
#define CU2HIP_UTIL_H

#include <stdarg.h>
#include <stddef.h>

/* Program-level messages (about the run, not a place in a file): "cu2hip: TEXT" and a newline on
 * standard error, TEXT lowercase without a trailing period. ut_warn: something went wrong (the
 * caller decides the exit status); ut_note: information (summaries, timings, what --verbose
 * adds); ut_fatal: prints, then exits with status. They print alike: the words say how bad it
 * is, as in the rest of the output. Messages about a place in a file are findings (diag.h). */
void ut_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void ut_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
_Noreturn void ut_fatal(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Allocation that never returns NULL: prints "cu2hip: out of memory" and exits 3 instead. */
void *ut_xmalloc(size_t n);
void *ut_xcalloc(size_t n, size_t size);
void *ut_xrealloc(void *p, size_t n);
char *ut_xstrdup(const char *s);
char *ut_xstrndup(const char *s, size_t n);
char *ut_xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Growable NUL-terminated byte buffer. Zero-initialise ({0}) before use. */
typedef struct ut_buf { char *s; size_t len, cap; } ut_buf;
void ut_buf_append(ut_buf *b, const char *s, size_t n);
void ut_buf_puts(ut_buf *b, const char *s);
void ut_buf_printf(ut_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void ut_buf_vprintf(ut_buf *b, const char *fmt, va_list ap);
char *ut_buf_take(ut_buf *b);     /* returns the string (never NULL) and resets b */
void ut_buf_free(ut_buf *b);

/* Reads a whole regular file. Returns 0 and a malloc'd, NUL-terminated *data (*len bytes, not
 * counting the NUL), or -1 with err set to a one-line reason without the "cu2hip: " prefix:
 * "cannot read 'F': No such file or directory", "'F' is a directory", "'F' is a binary file"
 * (a NUL byte in the contents; reading stops at the first). An empty file is fine. A FIFO or
 * character device is read up to 64 MiB ("'F' is larger than 64 MiB"). */
int ut_read_file(const char *path, char **data, size_t *len, char *err, size_t errlen);
/* ut_read_file with limits of the caller's (rule files): at most max bytes from any file (0:
 * ut_read_file's limits); keep_nul: a NUL byte ends the reading but is no error, the data up to
 * there and past it in the last read are returned (the caller says where it is). Returns
 * UT_READ_OK or the kind of failure, with err as ut_read_file writes it and *errnum the errno
 * of a UT_READ_ERRNO (else 0), for callers that word their own messages. */
enum { UT_READ_OK, UT_READ_ERRNO, UT_READ_DIR, UT_READ_NOT_FILE, UT_READ_TOO_LARGE, UT_READ_BINARY };
int ut_read_file_ex(const char *path, size_t max, int keep_nul, char **data, size_t *len,
                    int *errnum, char *err, size_t errlen);
/* Line and column (1-based) of byte offset off in buf, for "file:line:col:" messages about the
 * JSON files cu2hip reads itself (rule tables, compile databases). Columns count characters
 * (UTF-8 lead bytes), where an editor puts the cursor in such a file, which is text people edit
 * by hand; positions in translated sources stay libclang's byte columns, as compilers print. */
void ut_line_col(const char *buf, size_t off, unsigned *line, unsigned *col);
/* True when the buffer looks binary (contains a NUL byte). */
int ut_is_binary(const char *data, size_t len);

/* Writes data to path. A symbolic link is followed (the link stays, its target is written); a
 * regular or new file is written atomically: a temp file .NAME.cu2hip-XXXXXX in the target's
 * directory, fsync'd, then renamed over it, keeping an existing file's mode (else 0666 &
 * ~umask). A character device or FIFO is opened and written through, never replaced; a
 * directory, socket or block device is refused. On failure nothing is left behind and err says
 * why. Stale temp files of killed runs in the target's directory are removed first
 * (ut_clean_stale_temps). Returns 0 or -1. */
int ut_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errlen);
/* Writes a new file that must not exist yet (backups): 0 when written, 1 when path already
 * exists (left untouched, whatever it is), -1 with err on failure. Atomic: the complete file
 * appears under path or nothing does. */
int ut_write_new(const char *path, const char *data, size_t len, char *err, size_t errlen);
/* ut_write_new and ut_write_atomic where a new file takes the permission bits of the file like
 * (the source of a backup or translation) less the umask: a 0600 source never gets a 0644
 * backup or output. An existing output keeps its own mode. */
int ut_write_new_like(const char *path, const char *data, size_t len, const char *like, char *err,
                      size_t errlen);
int ut_write_atomic_like(const char *path, const char *data, size_t len, const char *like,
                         char *err, size_t errlen);
/* The path an output to path really lands on: path with symbolic links of its last component
 * followed (relative targets taken from the link's directory). NULL with err on a loop. */
char *ut_resolve_output(const char *path, char *err, size_t errlen);
/* Writes all of buf to fd, retrying interrupted and partial writes: 0, or the errno. */
int ut_write_all(int fd, const void *buf, size_t len);
/* Removes temp files .NAME.cu2hip-XXXXXX in dir left by runs that were killed (a live writer
 * holds a lock on its temp file, so only dead runs' files go). Each directory is swept once per
 * process; thread-safe. */
void ut_clean_stale_temps(const char *dir);
/* Creates a directory and its parents (mode 0777 & ~umask). Returns 0 or -1 with errno set. */
int ut_mkdirs(const char *dir);
/* Checks that path could be written (following symbolic links as ut_write_atomic does): a
 * character device or FIFO must be writable itself; otherwise the target's directory exists (or
 * could be created when create_dirs) and is writable, and the target is not a directory,
 * socket or block device. Returns 0 or -1 with err. */
int ut_check_writable(const char *path, int create_dirs, char *err, size_t errlen);

/* Makes malloc'd text valid UTF-8 for JSON and SARIF outputs: each byte that does not start a
 * valid sequence becomes U+FFFD. Takes ownership of s and returns it or a new string (NULL
 * stays NULL). File names with such bytes keep their exact bytes only in SARIF URIs, which
 * percent-encode them. */
char *ut_utf8_fix(char *s);
/* True when s (NUL-terminated) is strict UTF-8: no overlong forms, surrogates or code points
 * past U+10FFFF (the check ut_utf8_fix repairs by). */
int ut_utf8_valid(const char *s);

int ut_is_dir(const char *path);
int ut_exists(const char *path);
int ut_exists_nofollow(const char *path);   /* lstat: a dangling link exists */

/* Path helpers (pure string operations, no file system access). */
char *ut_path_join(const char *dir, const char *rel);   /* "a" + "b/c" -> "a/b/c" */
char *ut_dirname(const char *path);                      /* "a/b/c" -> "a/b", "c" -> "." */
const char *ut_basename(const char *path);               /* pointer into path */
/* Lexically normalises a path: collapses "//" and "/./", resolves "x/.." where possible,
 * drops a trailing "/". "" and "." give ".". */
char *ut_path_normalize(const char *path);
/* The real path of path (symbolic links resolved), or NULL when it cannot be resolved. */
char *ut_realpath(const char *path);
/* The absolute, lexically normalised form of path (joined to the current directory when
 * relative; no other file system access). */
char *ut_path_abs(const char *path);
/* The part of path below dir (both normalised; dir "/" holds every absolute path), pointing into
 * path, or NULL when path is not below dir (path equal to dir is not below it). */
const char *ut_path_under(const char *dir, const char *path);
/* The name to show for a file clang names: an absolute path with "." or ".." components (clang's
 * "/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", from a GCC found through
 * a symbolic link such as merged /usr's /lib) is its real path, which lexical normalization
 * would get wrong (/include/c++/12/cstdio); any other path as it is. Malloc'd. */
char *ut_path_display(const char *path);
/* The relative path under which an input is mirrored into an output directory: the normalised
 * path when it is relative and does not climb out ("../"), else the part relative to the current
 * directory when it lies under it, else the path with leading "/" and "../" parts stripped. */
char *ut_mirror_path(const char *input);
/* Directory of the running executable (from /proc/self/exe), or NULL. */
char *ut_self_exe_dir(void);

#endif
