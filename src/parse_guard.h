/* parse_guard.h - the check that runs before libclang parses a file: every #include it (and the
 * project headers it includes) names, and every -include/-imacros of the clang arguments, must
 * be a regular file. libclang 19's C API has no preprocessor callback, and clang reads an
 * included character device (/dev/zero) to its end, which never comes, and blocks opening a
 * FIFO with no writer; so the names are resolved here as clang would (the including file's
 * directory, then -iquote, -I, -isystem, -idirafter) and each is stat'ed.
 * Ownership: findings are added to the caller's list (diag.h); nothing else is kept. */
#ifndef CU2HIP_PARSE_GUARD_H
#define CU2HIP_PARSE_GUARD_H

#include <stddef.h>

#include "diag.h"

/* Checks the file at path (its text buf/len, as read) and the headers it includes from the
 * project, with the clang arguments args[0..nargs). Each name that resolves to something other
 * than a regular file (a character or block device, a FIFO, a socket) adds an error finding
 * "FILE:LINE:COL: error: ... [input]" at the directive (at the file for an argument). Returns
 * the number of findings added: 0 means the parse may read every file it was seen to name. */
size_t pg_check_includes(const char *path, const char *buf, size_t len, const char *const *args,
                         size_t nargs, dg_list *out);

#endif
