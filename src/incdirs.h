/* incdirs.h - a project's own include directories, found in the code base when a quoted
 * #include is not on the include path (no compile_commands.json says where it is).
 * Ownership: id_search_new makes an id_search once per session from the options (id_search_free
 * frees it); it is read-only afterwards (shared by the parsing threads). An id_args belongs to
 * the parse that fills it (id_extend) and owns its arguments and files until id_args_free;
 * id_find's result is malloc'd, the caller's. */
#ifndef CU2HIP_INCDIRS_H
#define CU2HIP_INCDIRS_H

#include <clang-c/Index.h>
#include "containers.h"
#include "options.h"

typedef struct id_search id_search;

/* The code base: the directories named as inputs (and --base-dir); a file outside them is
 * searched for from its directory's parent. Never NULL. */
id_search *id_search_new(const cu_options *o);
void id_search_free(id_search *s);
/* The code base's root directories (absolute, resolved; owned by s). */
size_t id_search_roots(const id_search *s, const char *const **roots);

/* The arguments of a parse retried with the directories found: extra's copy, then
 * "-iquote DIR" pairs. v is NULL until id_extend first adds something. */
typedef struct {
    const char **v;  /* a growable array (containers.h), NULL-terminated */
    size_t n, cap;
    UT_VEC(char *) dirs;         /* the DIRs added (owned) */
    int calls;       /* id_extend calls so far (a tie is reported on the first only) */
    int windows;     /* parsing again as Windows code (the Windows SDK's headers were missing) */
    UT_VEC(struct CXUnsavedFile) vf;   /* forwarding headers for names matched without case (owned) */
} id_args;

/* The virtual directory of the forwarding headers in id_args.vf (on the include path of a
 * Windows parse, after everything else). */
#define ID_WINCASE_VDIR "/__cu2hip__/wincase"

/* For each quoted #include that tu could not find, looks for the file in the code base: the
 * nearest ancestor of the including file's directory (up to the code base's root) whose tree
 * holds it; among several there, the one in a directory named inc, include or common/inc, else
 * the one nearest by path; a tie finds nothing. Adds each new directory to *a (starting from
 * extra) and says so on stderr under --verbose. Windows code: when a Windows SDK header (windows.h,
 * d3d11.h, dxgi.h, ...) is missing and mingw-w64's Windows headers are installed, the file is
 * parsed again as Windows code (--target=x86_64-w64-mingw32); in that parse, a missing header
 * that mingw-w64 has under another case (DirectXMath.h: directxmath.h) is found as Windows, whose
 * file names ignore case, would find it. Returns how many changes were made. */
int id_extend(const id_search *s, CXTranslationUnit tu, const char *const *extra, int nextra, id_args *a);
void id_args_free(id_args *a);

/* The search itself (for tests): the directory of the code base under root that holds name
 * (a relative path, as written in the #include) for a file in from_dir, or NULL. *ambiguous is
 * set when several candidates tied. */
char *id_find(const char *root, const char *from_dir, const char *name, int *ambiguous);

#endif
