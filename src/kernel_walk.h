/* kernel_walk.h - the AST walk the passes share: one libclang visit of the editable files'
 * declarations per translation, recorded and replayed for every pass that walks, and the child
 * queries (ku_children, ku_strip) answered from the record instead of a libclang visit each.
 * Ownership: the record belongs to the context it was made for (pc_set_data) and is freed with
 * it; ku_kids_get's heap array is the caller's until ku_kids_free. A thread-local pointer names
 * the record of the translation the thread runs, so batch workers never share one. */
#ifndef CU2HIP_KERNEL_WALK_H
#define CU2HIP_KERNEL_WALK_H

#include <clang-c/Index.h>
#include <stddef.h>
#include <stdint.h>
#include "context.h"

/* The bytes under which a cursor is filed in a ut_map (containers.h): cursors that are equal
 * (clang_equalCursors) share their kind and first pointer, and but for declarations (whose
 * second pointer clang_equalCursors ignores) their second one, the statement or expression,
 * hence the key; the few unequal ones that share it too are told apart with clang_equalCursors.
 * Without the statement every expression of a function would share its key (their first
 * pointer is the function), and a 100,000-term sum would chain 100,000 nodes under one key. */
typedef struct ku_cursor_key { uintptr_t kind, data, stmt; } ku_cursor_key;
static inline ku_cursor_key ku_cursor_key_of(CXCursor c)
{
    ku_cursor_key k = { (uintptr_t)c.kind, (uintptr_t)c.data[0],
                        clang_isDeclaration(c.kind) ? 0 : (uintptr_t)c.data[1] };
    return k;
}

/* Skips implicit casts and parentheses that clang shows as UnexposedExpr/ParenExpr wrappers
 * whose extent equals their only child's extent. */
CXCursor ku_strip(CXCursor e);
/* Also skips explicit casts (C-style, functional, static_cast): the operand of a value's
 * conversions, for checks that compare what is read and written rather than its type. */
CXCursor ku_strip_casts(CXCursor e);

/* Children of a cursor in order: stores at most max of them and returns how many there are
 * (which may exceed max: loops over out[] must stop at max too). */
unsigned ku_children(CXCursor c, CXCursor *out, unsigned max);
/* Every child of a cursor, however many (calls and functions may have any number of arguments
 * and parameters: a fixed array is a crash waiting for a 40-argument launch). The children are
 * in k->v (k->small when they fit, else a heap array); release with ku_kids_free. */
typedef struct ku_kids {
    CXCursor *v;
    unsigned n;
    CXCursor small[8];
} ku_kids;
void ku_kids_get(CXCursor c, ku_kids *k);
void ku_kids_free(ku_kids *k);

/* Whether a top-level cursor is an implicit template instantiation (a function or member made
 * from a template at a use, located at its pattern): the translation unit's children include
 * them when the index excludes precompiled declarations; the source is the pattern's. */
int ku_is_instantiation(CXCursor cur);

/* Pre-order walk over every cursor of the editable files' top-level declarations (attributes
 * and implicit template instantiations left out), telling the callback the innermost enclosing
 * function (clang_getNullCursor() outside one). The callback returns 0 to skip the cursor's
 * children, 1 to descend. The first ku_walk_all of a translation records the whole walk and
 * attaches it to the context (pc_set_data; libclang's visitor runs once); later ones replay the
 * record. */
typedef int (*ku_walk_fn)(CXCursor cur, CXCursor parent, CXCursor fn, void *ud);
void ku_walk_all(pc_ctx *c, ku_walk_fn f, void *ud);
/* Whether some declaration (of any kind, at any depth) or macro definition outside system
 * headers and the prelude is named s[0..n): when not, every use of the name refers to CUDA's
 * declaration, which pass_renames then knows without annotating the tokens. Uses the walk
 * record, which also holds the declarations of non-editable user headers for this. */
int ku_declared(pc_ctx *c, const char *s, size_t n);

#endif
