/* pass_masks.c - 64-bit warp masks. HIP's warp builtins take and return 64-bit lane masks; ROCm 7
 * rejects a 32-bit mask at compile time, and a 32-bit all-lanes mask silently drops lanes 32-63 of
 * a 64-wide wavefront. This pass
 *  - rewrites the mask argument of every _sync builtin: the all-lanes constant in any spelling
 *    becomes 0xffffffffffffffffull, other constants become the same value as unsigned long long,
 *    other 32-bit expressions are converted with (unsigned long long)(...); a macro used as a
 *    mask is widened at its definition when every use is a mask, otherwise at the use;
 *  - widens the declarations of mask-carrying values (locals, parameters, struct fields, arrays,
 *    function return types) to unsigned long long: values assigned from __ballot_sync, __ballot,
 *    __activemask, __match_*_sync or from another mask, through & | ^ ~ shifts, assignments, calls
 *    and returns, and variables passed as the mask argument (with the constants assigned to them);
 *  - on mask values turns __popc/__ffs/__clz/__brev into their 64-bit forms and 1 << lane into
 *    1ull << lane, and all-lanes constants compared or combined with masks into the 64-bit one;
 *  - warns where a mask escapes (stored through a pointer, passed to an unknown function).
 * Not uint64_t: it is unsigned long on Linux, and HIP's __ffsll(long long / unsigned long long)
 * overloads make __ffsll(uint64_t) ambiguous. Below HIP 6.2 the mask arguments of the builtins
 * that pass_profile lowers are left alone (they are dropped there). */
#include "kernel_util.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ORIGIN "kernel.warp-mask"
#define UNTRACKED "kernel.mask-untracked"
#define ALL64 "0xffffffffffffffffull"

enum { T_DECL, T_RETURN, T_PARAM, T_UNTRACKED, T_CALL };

typedef struct asg { int kind; CXCursor target, src; char callee[64]; int init; } asg;
typedef struct binop { CXCursor lhs, rhs; int bits; } binop;   /* bits: & | ^ (not == != ?:) */
typedef struct clz31 { CXCursor lit, call; } clz31;           /* 31 - __clz(m) */
typedef struct icall { CXCursor call, callee, arg; char name[16]; } icall;
typedef struct scall { size_t fi, name_off; CXCursor arg0; int nargs; } scall;
typedef struct fdecl { CXCursor cur, key; uint32_t next; } fdecl;   /* next: see fd_at */
typedef struct wide { CXCursor key, decl; int fn; uint32_t next; } wide;  /* next: see w_at */
typedef struct xcast { CXCursor cast, inner; int use; CXSourceRange r; uint32_t next; } xcast;  /* 32-bit cast */
typedef struct muse { char name[128]; size_t fi; unsigned tok; ku_val val; int dropped; } muse;

typedef struct mst {
    pc_ctx *c;
    ku_set *set;              /* one token index per editable file */
    UT_VEC(asg) a;
    UT_VEC(binop) b;
    UT_VEC(icall) ic;
    UT_VEC(scall) sc;
    UT_VEC(fdecl) fd;
    UT_VEC(wide) w;
    UT_VEC(muse) mu;
    UT_VEC(clz31) cz;
    UT_VEC(xcast) xc;
    unsigned char **done;     /* per file: token already edited as a site */
    /* Indexes from a map key to the last element filed under it (index + 1), each element
     * naming the one filed before it (next): the wide set by key (in_set is asked for every
     * assignment, operand and call in every round of the fixpoint: a linear scan made the pass
     * quadratic), and, built once the walk is over, functions by key and 32-bit casts by
     * extent, looked up for every mask. Elements that share a map key but are not equal
     * (clang_equalCursors, clang_equalRanges) are told apart along the chain. */
    ut_map w_at, fd_at, xc_at;
} mst;

/* Index of the file where a cursor is spelled (NULL: not an editable file). */
static ku_index *ix_of(const mst *st, CXCursor c)
{
    return ku_set_spell(st->set, clang_getCursorLocation(c));
}

/* Tokens [first, last) of a cursor in the file it is spelled in. */
static ku_index *cursor_toks(const mst *st, CXCursor c, unsigned *first, unsigned *last)
{
    ku_index *ix = ix_of(st, c);
    return ix && ku_cursor_toks(ix, c, first, last) ? ix : NULL;
}

static int name_is(const char *s, const char *const *set)
{
    for (; *set; set++)
        if (!strcmp(s, *set))
            return 1;
    return 0;
}

static const char *const k_producers[] = {
    "__ballot_sync", "__ballot", "__ballot64", "__activemask", "__match_any_sync",
    "__match_all_sync", "__match_any", "__match_all", "__lanemask_lt", "__lanemask_le",
    "__lanemask_gt", "__lanemask_ge", "__lanemask_eq", "ballot", "match_any", "match_all", NULL
};
static const char *const k_intrinsics[] = { "__popc", "__ffs", "__clz", "__brev", NULL };
/* calls that take mask values without harm (64-bit aware in HIP) */
static const char *const k_mask_ok[] = {
    "__popcll", "__ffsll", "__clzll", "__brevll", "__shfl", "__shfl_up", "__shfl_down",
    "__shfl_xor", NULL
};

/* ---- declarations and keys ---- */

static CXCursor fn_key(CXCursor f)
{
    CXCursor t = clang_getSpecializedCursorTemplate(f);
    if (!clang_Cursor_isNull(t))
        f = t;
    return clang_getCanonicalCursor(f);
}

static CXCursor decl_key(CXCursor d)
{
    enum CXCursorKind k = clang_getCursorKind(d);
    if (k == CXCursor_FunctionDecl || k == CXCursor_FunctionTemplate || k == CXCursor_CXXMethod)
        return fn_key(d);
    return clang_getCanonicalCursor(d);
}

/* The wide set's map key: the cursor's, and whether the element is a function. */
typedef struct wide_key { ku_cursor_key k; uintptr_t fn; } wide_key;

static wide_key wide_key_of(CXCursor k, int fn)
{
    wide_key w = { ku_cursor_key_of(k), fn != 0 };
    return w;
}

/* A range's map key: what clang_equalRanges compares but the second pointer. */
typedef struct range_key { uintptr_t file; unsigned b, e; } range_key;

static range_key range_key_of(CXSourceRange r)
{
    range_key k = { (uintptr_t)r.ptr_data[0], r.begin_int_data, r.end_int_data };
    return k;
}

static int in_set(const mst *st, CXCursor d, int fn)
{
    if (clang_Cursor_isNull(d) || !st->w.n)
        return 0;
    CXCursor k = fn ? fn_key(d) : decl_key(d);
    wide_key wk = wide_key_of(k, fn);
    for (uintptr_t i = (uintptr_t)ut_map_get(&st->w_at, &wk, sizeof wk); i; i = st->w.v[i - 1].next)
        if (clang_equalCursors(st->w.v[i - 1].key, k))
            return 1;
    return 0;
}

/* Files element n - 1 of a vector under key in map m: returns the chain's previous head. */
static uint32_t chain_add(ut_map *m, const void *key, size_t klen, size_t n)
{
    ut_map_slot *s = ut_map_upsert(m, key, klen, NULL);
    uint32_t prev = (uint32_t)(uintptr_t)s->val;
    s->val = (void *)(uintptr_t)n;
    return prev;
}

static int add_wide(mst *st, CXCursor d, int fn)
{
    if (clang_Cursor_isNull(d) || in_set(st, d, fn))
        return 0;
    wide w = { fn ? fn_key(d) : decl_key(d), d, fn, 0 };
    wide_key wk = wide_key_of(w.key, fn);
    w.next = chain_add(&st->w_at, &wk, sizeof wk, st->w.n + 1);
    ut_vec_push(&st->w, w);
    return 1;
}

/* Builds the fd and xc indexes (after the walk; the vectors do not change afterwards). */
static void build_indexes(mst *st)
{
    for (size_t i = 0; i < st->fd.n; i++) {
        ku_cursor_key k = ku_cursor_key_of(st->fd.v[i].key);
        st->fd.v[i].next = chain_add(&st->fd_at, &k, sizeof k, i + 1);
    }
    for (size_t i = 0; i < st->xc.n; i++) {
        range_key k = range_key_of(st->xc.v[i].r);
        st->xc.v[i].next = chain_add(&st->xc_at, &k, sizeof k, i + 1);
    }
}

/* Iteration over the functions whose key equals key: for (i = fd_first(..); i; i = fd_after(..))
 * with the function at st->fd.v[i - 1]. */
static uint32_t fd_scan(const mst *st, CXCursor key, uint32_t i)
{
    for (; i; i = st->fd.v[i - 1].next)
        if (clang_equalCursors(st->fd.v[i - 1].key, key))
            return i;
    return 0;
}
static uint32_t fd_first(const mst *st, CXCursor key)
{
    ku_cursor_key k = ku_cursor_key_of(key);
    return fd_scan(st, key, (uint32_t)(uintptr_t)ut_map_get(&st->fd_at, &k, sizeof k));
}
static uint32_t fd_after(const mst *st, CXCursor key, uint32_t i)
{
    return fd_scan(st, key, st->fd.v[i - 1].next);
}
static uint32_t xc_scan(const mst *st, CXSourceRange r, uint32_t i)
{
    for (; i; i = st->xc.v[i - 1].next)
        if (clang_equalRanges(st->xc.v[i - 1].r, r))
            return i;
    return 0;
}
static uint32_t xc_first(const mst *st, CXSourceRange r)
{
    range_key k = range_key_of(r);
    return xc_scan(st, r, (uint32_t)(uintptr_t)ut_map_get(&st->xc_at, &k, sizeof k));
}
static uint32_t xc_after(const mst *st, CXSourceRange r, uint32_t i)
{
    return xc_scan(st, r, st->xc.v[i - 1].next);
}

/* 32 or 64 for integer types (arrays: their elements), 0 for anything else. */
static int int_width(CXType t)
{
    t = clang_getCanonicalType(clang_getNonReferenceType(t));
    if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
        t = clang_getCanonicalType(clang_getArrayElementType(t));
    switch (t.kind) {
    case CXType_UInt: case CXType_Int:
        return 32;
    case CXType_ULong: case CXType_Long: case CXType_ULongLong: case CXType_LongLong:
        return 64;
    default:
        return 0;
    }
}

static int is_var_like(CXCursor d)
{
    enum CXCursorKind k = clang_getCursorKind(d);
    return k == CXCursor_VarDecl || k == CXCursor_ParmDecl || k == CXCursor_FieldDecl;
}

/* ---- mask expressions ---- */

static CXCursor child(CXCursor c, unsigned i)
{
    CXCursor kids[4];
    unsigned n = ku_children(c, kids, 4);
    return i < n && i < 4 ? kids[i] : clang_getNullCursor();
}

static CXCursor ref_decl(CXCursor e)
{
    enum CXCursorKind k = clang_getCursorKind(e);
    if (k == CXCursor_DeclRefExpr || k == CXCursor_MemberRefExpr)
        return clang_getCursorReferenced(e);
    return clang_getNullCursor();
}

/* The expression an explicit cast converts (its last child; a TypeRef may come first). */
static CXCursor cast_operand(CXCursor e)
{
    CXCursor kids[4];
    unsigned n = ku_children(e, kids, 4);
    return n >= 1 && n <= 4 ? kids[n - 1] : clang_getNullCursor();
}

static int is_mask(const mst *st, CXCursor e, int depth)
{
    if (depth > 32 || clang_Cursor_isNull(e))
        return 0;
    e = ku_strip(e);
    char name[128];
    switch (clang_getCursorKind(e)) {
    case CXCursor_CallExpr: {
        ku_call_name(e, name, sizeof name);
        if (name_is(name, k_producers))
            return 1;
        /* __brev(m) of a mask is a mask (bit-reversed lanes): __ffs(__brev(m)) widens both */
        if (!strcmp(name, "__brev") || !strcmp(name, "__brevll")) {
            CXCursor k = child(e, 1);
            return !clang_Cursor_isNull(k) && is_mask(st, k, depth + 1);
        }
        CXCursor ref = clang_getCursorReferenced(e);
        return !clang_Cursor_isNull(ref) && in_set(st, ref, 1);
    }
    case CXCursor_DeclRefExpr:
    case CXCursor_MemberRefExpr:
        return in_set(st, clang_getCursorReferenced(e), 0);
    case CXCursor_ArraySubscriptExpr: {
        CXCursor base = ku_strip(child(e, 0));
        return in_set(st, ref_decl(base), 0);
    }
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator:
        switch (clang_getCursorBinaryOperatorKind(e)) {
        case CXBinaryOperator_And: case CXBinaryOperator_Or: case CXBinaryOperator_Xor:
            return is_mask(st, child(e, 0), depth + 1) || is_mask(st, child(e, 1), depth + 1);
        case CXBinaryOperator_Shl: case CXBinaryOperator_Shr:
        case CXBinaryOperator_Assign: case CXBinaryOperator_AndAssign:
        case CXBinaryOperator_OrAssign: case CXBinaryOperator_XorAssign:
        case CXBinaryOperator_ShlAssign: case CXBinaryOperator_ShrAssign:
            return is_mask(st, child(e, 0), depth + 1);
        case CXBinaryOperator_Comma:
            return is_mask(st, child(e, 1), depth + 1);
        default:
            return 0;
        }
    case CXCursor_UnaryOperator:
        return clang_getCursorUnaryOperatorKind(e) == CXUnaryOperator_Not &&
               is_mask(st, child(e, 0), depth + 1);
    case CXCursor_ConditionalOperator:
        return is_mask(st, child(e, 1), depth + 1) || is_mask(st, child(e, 2), depth + 1);
    case CXCursor_CStyleCastExpr:
    case CXCursor_CXXStaticCastExpr:
    case CXCursor_CXXFunctionalCastExpr:
        /* (unsigned)__ballot_sync(...): still a mask, the cast is widened (cast_types) */
        return int_width(clang_getCursorType(e)) != 0 && is_mask(st, cast_operand(e), depth + 1);
    default:
        return 0;
    }
}

/* ---- collecting ---- */

static void add_asg(mst *st, int kind, CXCursor target, CXCursor src, const char *callee)
{
    asg a;
    a.kind = kind;
    a.target = target;
    a.src = src;
    a.init = 0;
    snprintf(a.callee, sizeof a.callee, "%s", callee ? callee : "");
    ut_vec_push(&st->a, a);
}

static void assign_target(mst *st, CXCursor lhs, CXCursor src)
{
    CXCursor e = ku_strip(lhs);
    enum CXCursorKind k = clang_getCursorKind(e);
    if (k == CXCursor_DeclRefExpr || k == CXCursor_MemberRefExpr) {
        CXCursor d = clang_getCursorReferenced(e);
        if (is_var_like(d)) {
            add_asg(st, T_DECL, d, src, NULL);
            return;
        }
    } else if (k == CXCursor_ArraySubscriptExpr) {
        CXCursor d = ref_decl(ku_strip(child(e, 0)));
        CXType t = clang_getCanonicalType(clang_getCursorType(d));
        if (is_var_like(d) && (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)) {
            add_asg(st, T_DECL, d, src, NULL);
            return;
        }
    }
    add_asg(st, T_UNTRACKED, lhs, src, NULL);
}

static CXCursor nth_param(CXCursor fn, unsigned idx)
{
    ku_kids k;
    ku_kids_get(fn, &k);
    CXCursor r = clang_getNullCursor();
    for (unsigned i = 0, p = 0; i < k.n; i++)
        if (clang_getCursorKind(k.v[i]) == CXCursor_ParmDecl && p++ == idx) {
            r = k.v[i];
            break;
        }
    ku_kids_free(&k);
    return r;
}

static int param_index(CXCursor fn, CXCursor parm)
{
    ku_kids k;
    ku_kids_get(fn, &k);
    int p = 0, r = -1;
    for (unsigned i = 0; i < k.n && r < 0; i++)
        if (clang_getCursorKind(k.v[i]) == CXCursor_ParmDecl) {
            if (clang_equalCursors(k.v[i], parm))
                r = p;
            p++;
        }
    ku_kids_free(&k);
    return r;
}

static int count_params(CXCursor fn)
{
    ku_kids k;
    ku_kids_get(fn, &k);
    int p = 0;
    for (unsigned i = 0; i < k.n; i++)
        p += clang_getCursorKind(k.v[i]) == CXCursor_ParmDecl;
    ku_kids_free(&k);
    return p;
}

/* A call clang leaves unresolved because it depends on a template parameter
 * (warpReduceSum<T>(mask, sum) inside a kernel template, as cuda-samples' reduction has it):
 * its callee is an OverloadedDeclRef naming the candidates. When exactly one candidate, in an
 * editable file, takes that many arguments, the mask flows into its parameter as it does for
 * a resolved call (else the call is reported as one that cannot be followed). */
static CXCursor unresolved_callee(mst *st, CXCursor callee, int nargs)
{
    CXCursor e = ku_strip(callee), pick = clang_getNullCursor();
    for (int g = 0; g < 4 && clang_getCursorKind(e) != CXCursor_OverloadedDeclRef; g++) {
        CXCursor in = child(e, 0);
        if (clang_Cursor_isNull(in))
            break;
        e = in;
    }
    if (clang_getCursorKind(e) != CXCursor_OverloadedDeclRef)
        return pick;
    unsigned nd = clang_getNumOverloadedDecls(e);
    for (unsigned i = 0; i < nd; i++) {
        CXCursor d = clang_getOverloadedDecl(e, i);
        enum CXCursorKind dk = clang_getCursorKind(d);
        if (dk != CXCursor_FunctionTemplate && dk != CXCursor_FunctionDecl)
            continue;
        CXCursor def = clang_getCursorDefinition(d);
        if (clang_Cursor_isNull(def))
            def = d;
        if (count_params(def) < nargs)
            continue;
        if (!clang_Cursor_isNull(pick) && !clang_equalCursors(pick, def))
            return clang_getNullCursor();   /* overloaded: which one is not known here */
        pick = def;
    }
    if (!clang_Cursor_isNull(pick) && pc_file_index(st->c, clang_getCursorLocation(pick)) < 0)
        return clang_getNullCursor();
    return pick;
}

/* The call's arguments less the defaulted ones at the end (a width left out: no extent). */
static int spelled_args(CXCursor call)
{
    int n = clang_Cursor_getNumArguments(call);
    while (n > 0 && clang_Range_isNull(clang_getCursorExtent(clang_Cursor_getArgument(call, (unsigned)n - 1))))
        n--;
    return n;
}

static void collect_call(mst *st, CXCursor cur)
{
    char name[128];
    ku_call_name(cur, name, sizeof name);
    ku_kids k;
    ku_kids_get(cur, &k);
    const CXCursor *kids = k.v;
    unsigned n = k.n;
    if (ku_sync_builtin(name, strlen(name))) {
        if (n < 2)
            goto out;
        CXCursor callee = ku_strip(kids[0]);
        for (int g = 0; g < 4 && clang_getCursorKind(callee) != CXCursor_DeclRefExpr &&
                        clang_getCursorKind(callee) != CXCursor_OverloadedDeclRef; g++) {
            CXCursor in = child(callee, 0);
            if (clang_Cursor_isNull(in))
                break;
            callee = in;
        }
        ku_index *ix = ix_of(st, callee);
        scall s = { ix ? ix->fi : 0,
                    ix ? ku_spell_off(ix, clang_getCursorLocation(callee)) : (size_t)-1,
                    kids[1], spelled_args(cur) };
        if (s.name_off != (size_t)-1)
            ut_vec_push(&st->sc, s);
        goto out;
    }
    if (name_is(name, k_intrinsics) && n == 2 && strlen(name) < sizeof ((icall *)0)->name) {
        icall ic;
        ic.call = cur;
        ic.callee = kids[0];
        ic.arg = kids[1];
        memcpy(ic.name, name, strlen(name) + 1);
        ut_vec_push(&st->ic, ic);
        goto out;
    }
    if (!*name || name_is(name, k_producers) || name_is(name, k_mask_ok) || n < 2)
        goto out;
    /* member calls have the object as first child: arguments are the last ones */
    int nargs = clang_Cursor_getNumArguments(cur);
    if (nargs < 0 || (unsigned)nargs > n)
        nargs = (int)n - 1;
    CXCursor ref = clang_getCursorReferenced(cur);
    CXCursor def = clang_Cursor_isNull(ref) ? unresolved_callee(st, kids[0], nargs)
                                            : clang_getCursorDefinition(ref);
    int known = !clang_Cursor_isNull(def) &&
                pc_file_index(st->c, clang_getCursorLocation(def)) >= 0 &&
                clang_getCursorKind(def) != CXCursor_Constructor;
    for (int i = 0; i < nargs; i++) {
        CXCursor arg = kids[n - (unsigned)nargs + (unsigned)i];
        CXCursor parm = known ? nth_param(def, (unsigned)i) : clang_getNullCursor();
        if (!clang_Cursor_isNull(parm))
            add_asg(st, T_PARAM, parm, arg, NULL);
        else
            add_asg(st, T_CALL, cur, arg, name);
    }
out:
    ku_kids_free(&k);
}

static int visit(CXCursor cur, CXCursor parent, CXCursor fn, void *ud)
{
    (void)parent;
    mst *st = ud;
    enum CXCursorKind k = clang_getCursorKind(cur);
    switch (k) {
    case CXCursor_FunctionDecl:
    case CXCursor_FunctionTemplate:
    case CXCursor_CXXMethod: {
        fdecl f = { cur, fn_key(cur), 0 };
        ut_vec_push(&st->fd, f);
        break;
    }
    case CXCursor_VarDecl: {
        CXCursor init = clang_Cursor_getVarDeclInitializer(cur);
        if (!clang_Cursor_isNull(init)) {
            add_asg(st, T_DECL, cur, init, NULL);
            if (st->a.n && clang_equalCursors(st->a.v[st->a.n - 1].target, cur))
                st->a.v[st->a.n - 1].init = 1;   /* binds a reference, unlike an assignment */
        }
        break;
    }
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator: {
        enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cur);
        CXCursor l = child(cur, 0), r = child(cur, 1);
        if (clang_Cursor_isNull(l) || clang_Cursor_isNull(r))
            break;
        if (op == CXBinaryOperator_Assign || op == CXBinaryOperator_AndAssign ||
            op == CXBinaryOperator_OrAssign || op == CXBinaryOperator_XorAssign)
            assign_target(st, l, r);
        if (op == CXBinaryOperator_And || op == CXBinaryOperator_Or ||
            op == CXBinaryOperator_Xor || op == CXBinaryOperator_EQ ||
            op == CXBinaryOperator_NE || op == CXBinaryOperator_AndAssign ||
            op == CXBinaryOperator_OrAssign || op == CXBinaryOperator_XorAssign) {
            binop b = { l, r, op != CXBinaryOperator_EQ && op != CXBinaryOperator_NE };
            ut_vec_push(&st->b, b);
        }
        if (op == CXBinaryOperator_Sub) {
            CXCursor lit = ku_strip(l), call = ku_strip(r);
            unsigned a, e;
            char nm[16];
            ku_index *lix;
            if (clang_getCursorKind(lit) == CXCursor_IntegerLiteral &&
                clang_getCursorKind(call) == CXCursor_CallExpr &&
                !strcmp(ku_call_name(call, nm, sizeof nm), "__clz") &&
                (lix = cursor_toks(st, lit, &a, &e)) && e == a + 1 && ku_is(lix, a, "31")) {
                clz31 z = { lit, call };
                ut_vec_push(&st->cz, z);
            }
        }
        break;
    }
    case CXCursor_ConditionalOperator: {
        binop b = { child(cur, 1), child(cur, 2), 0 };
        if (!clang_Cursor_isNull(b.lhs) && !clang_Cursor_isNull(b.rhs))
            ut_vec_push(&st->b, b);
        break;
    }
    case CXCursor_ReturnStmt: {
        CXCursor e = child(cur, 0);
        if (!clang_Cursor_isNull(e) && !clang_Cursor_isNull(fn) &&
            clang_getCursorKind(fn) != CXCursor_LambdaExpr)
            add_asg(st, T_RETURN, fn, e, NULL);
        break;
    }
    case CXCursor_CallExpr:
        collect_call(st, cur);
        break;
    case CXCursor_CStyleCastExpr:
    case CXCursor_CXXStaticCastExpr:
    case CXCursor_CXXFunctionalCastExpr:
        if (int_width(clang_getCursorType(cur)) == 32) {
            xcast x = { cur, cast_operand(cur), 0, clang_getCursorExtent(cur), 0 };
            if (!clang_Cursor_isNull(x.inner))
                ut_vec_push(&st->xc, x);
        }
        break;
    default:
        break;
    }
    return 1;
}

/* ---- declaration types ---- */

static int type_word(const ku_index *ix, unsigned i)
{
    static const char *const w[] = { "unsigned", "signed", "int", "long", "short", "uint32_t",
                                     "int32_t", "uint", "uint64_t", "int64_t", NULL };
    for (int k = 0; w[k]; k++)
        if (ku_is(ix, i, w[k]))
            return 1;
    return 0;
}

/* Replaces the integer type written before a declaration's name with unsigned long long.
 * Returns 1 when done or not needed, 0 when the type cannot be rewritten (reported). */
static int edit_decl_type(mst *st, CXCursor d)
{
    CXSourceLocation loc = clang_getCursorLocation(d);
    ku_index *ix = ku_set_exp(st->set, loc);
    size_t name_off = ix ? ku_exp_off(ix, loc) : (size_t)-1;
    size_t start_off = ix ? ku_exp_off(ix, clang_getRangeStart(clang_getCursorExtent(d)))
                          : (size_t)-1;
    CXString nm = clang_getCursorSpelling(d);
    char name[128];
    snprintf(name, sizeof name, "%s", clang_getCString(nm));
    clang_disposeString(nm);
    if (name_off == (size_t)-1 || start_off == (size_t)-1 || name_off != ku_spell_off(ix, loc)) {
        if (pc_loc_editable(st->c, loc) || name_off != (size_t)-1)
            pc_report(st->c, loc, DG_WARNING, UNTRACKED,
                      "warp mask '%s' is declared where it cannot be widened to 64 bits", name);
        return 0;
    }
    unsigned nt = ku_at(ix, name_off), s = ku_lower(ix, start_off);
    if (nt == KU_NONE || nt <= s)
        return 0;
    unsigned p = nt - 1;
    /* qualified member definitions: S::name */
    while (p > s + 1 && ku_is(ix, p, "::") && ku_is_ident(ix, p - 1))
        p -= 2;
    /* unsigned &m, const unsigned &m: references to masks are widened with what they bind */
    while (p > s && (ku_is(ix, p, "const") || ku_is(ix, p, "volatile") ||
                     ku_is(ix, p, "__restrict__") || ku_is(ix, p, "&") || ku_is(ix, p, "&&")))
        p--;
    unsigned last = p + 1, first = last;
    while (first > s && type_word(ix, first - 1))
        first--;
    if (first > 1 && ku_is(ix, first, "uint32_t") && ku_is(ix, first - 1, "::") &&
        ku_is(ix, first - 2, "std"))
        first -= 2;
    if (first >= last) {
        for (unsigned q = s; q < nt; q++)
            if (ku_is(ix, q, "auto") || ku_is(ix, q, "decltype"))
                return 1;    /* deduced: becomes 64-bit with HIP's builtins */
        CXString ts = clang_getTypeSpelling(clang_getCursorType(d));
        pc_report(st->c, loc, DG_WARNING, UNTRACKED,
                  "warp mask '%s' has type '%s', which cannot be widened to 64 bits here", name,
                  clang_getCString(ts));
        clang_disposeString(ts);
        return 0;
    }
    int longs = 0;
    for (unsigned q = first; q < last; q++)
        longs += ku_is(ix, q, "long") ? 1 : ku_is(ix, q, "uint64_t") || ku_is(ix, q, "int64_t") ? 2 : 0;
    if (longs >= 2)
        return 1;
    return ku_replace(ix, first, last, "unsigned long long", ORIGIN) == 0;
}

static void widen_decls(mst *st)
{
    for (size_t i = 0; i < st->w.n; i++) {
        wide *w = &st->w.v[i];
        int ok = 0;
        enum CXCursorKind k = clang_getCursorKind(w->decl);
        if (w->fn) {
            if (int_width(clang_getCursorResultType(w->decl)) == 64) {
                ok = 1;
            } else {
                for (uint32_t f = fd_first(st, w->key); f; f = fd_after(st, w->key, f))
                    ok |= edit_decl_type(st, st->fd.v[f - 1].cur);
            }
        } else if (k == CXCursor_ParmDecl) {
            CXCursor fn = clang_getCursorSemanticParent(w->decl);
            int idx = param_index(fn, w->decl);
            if (int_width(clang_getCursorType(w->decl)) == 64)
                ok = 1;
            else if (idx >= 0) {
                CXCursor key = fn_key(fn);
                int any = 0;
                for (uint32_t f = fd_first(st, key); f; f = fd_after(st, key, f)) {
                    CXCursor p = nth_param(st->fd.v[f - 1].cur, (unsigned)idx);
                    if (!clang_Cursor_isNull(p)) {
                        ok |= edit_decl_type(st, p);
                        any = 1;
                    }
                }
                if (!any)
                    ok = edit_decl_type(st, w->decl);
            }
        } else {
            ok = int_width(clang_getCursorType(w->decl)) == 64 || edit_decl_type(st, w->decl);
        }
        if (ok)
            dg_count(st->c->stats, "mask.widened", 1);
    }
}

/* A 32-bit integer cast of a mask value, (unsigned)__ballot_sync(...), drops lanes 32-63.
 * Where the cast's value goes on as a mask (assigned to a mask, a mask argument, an operand of
 * & | ^ == != ?: next to a mask, the operand of __popc and the like, through ~ and shifts),
 * its type becomes unsigned long long; elsewhere, or when its type cannot be rewritten, a
 * warning says what is lost (a cast passed to an unknown function gets the escape warning). */
static int site_taken(mst *st, const ku_index *ix, unsigned a);

static void mark_casts(mst *st, CXCursor e, int depth)
{
    if (depth > 32 || clang_Cursor_isNull(e))
        return;
    e = ku_strip(e);
    switch (clang_getCursorKind(e)) {
    case CXCursor_CStyleCastExpr:
    case CXCursor_CXXStaticCastExpr:
    case CXCursor_CXXFunctionalCastExpr: {
        CXSourceRange r = clang_getCursorExtent(e);
        for (uint32_t i = xc_first(st, r); i; i = xc_after(st, r, i))
            st->xc.v[i - 1].use = 1;
        mark_casts(st, cast_operand(e), depth + 1);
        break;
    }
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator:
        switch (clang_getCursorBinaryOperatorKind(e)) {
        case CXBinaryOperator_And: case CXBinaryOperator_Or: case CXBinaryOperator_Xor:
            mark_casts(st, child(e, 0), depth + 1);
            mark_casts(st, child(e, 1), depth + 1);
            break;
        case CXBinaryOperator_Shl: case CXBinaryOperator_Shr:
            mark_casts(st, child(e, 0), depth + 1);
            break;
        case CXBinaryOperator_Comma:
            mark_casts(st, child(e, 1), depth + 1);
            break;
        default:
            break;
        }
        break;
    case CXCursor_UnaryOperator:
        if (clang_getCursorUnaryOperatorKind(e) == CXUnaryOperator_Not)
            mark_casts(st, child(e, 0), depth + 1);
        break;
    case CXCursor_ConditionalOperator:
        mark_casts(st, child(e, 1), depth + 1);
        mark_casts(st, child(e, 2), depth + 1);
        break;
    default:
        break;
    }
}

/* Marks the casts whose value is used as a mask (use 1) or escapes to a call (use 2). */
static void cast_uses(mst *st)
{
    for (size_t i = 0; i < st->a.n; i++) {
        asg *a = &st->a.v[i];
        if ((a->kind == T_DECL || a->kind == T_RETURN || a->kind == T_PARAM) &&
            in_set(st, a->target, a->kind == T_RETURN))
            mark_casts(st, a->src, 0);
    }
    for (size_t i = 0; i < st->sc.n; i++)
        mark_casts(st, st->sc.v[i].arg0, 0);
    for (size_t i = 0; i < st->ic.n; i++)
        if (is_mask(st, st->ic.v[i].arg, 0))
            mark_casts(st, st->ic.v[i].arg, 0);
    for (size_t i = 0; i < st->b.n; i++) {
        binop *b = &st->b.v[i];
        if (is_mask(st, b->lhs, 0) || is_mask(st, b->rhs, 0)) {
            mark_casts(st, b->lhs, 0);
            mark_casts(st, b->rhs, 0);
        }
    }
    for (size_t i = 0; i < st->a.n; i++) {
        if (st->a.v[i].kind != T_CALL && st->a.v[i].kind != T_UNTRACKED)
            continue;
        CXSourceRange r = clang_getCursorExtent(ku_strip(st->a.v[i].src));
        for (uint32_t k = xc_first(st, r); k; k = xc_after(st, r, k))
            if (!st->xc.v[k - 1].use)
                st->xc.v[k - 1].use = 2;
    }
}

static int cast_type_words(const ku_index *ix, unsigned a, unsigned b)
{
    if (a >= b)
        return 0;
    for (unsigned t = a; t < b; t++)
        if (!type_word(ix, t) && !ku_is(ix, t, "const") &&
            !(ku_is(ix, t, "std") && ku_is(ix, t + 1, "::")) && !ku_is(ix, t, "::"))
            return 0;
    return 1;
}

/* m & C with C a constant below 2^32 (e.g. (int)(rev & 1)): no lane above 31 survives the &,
 * so narrowing it loses nothing. */
static int low_bits_only(CXCursor e)
{
    e = ku_strip(e);
    if (clang_getCursorKind(e) != CXCursor_BinaryOperator ||
        clang_getCursorBinaryOperatorKind(e) != CXBinaryOperator_And)
        return 0;
    for (unsigned k = 0; k < 2; k++) {
        ku_val v;
        if (ku_eval_cursor(ku_strip(child(e, k)), &v) && v.v >= 0 &&
            (unsigned long long)v.v <= 0xffffffffull)
            return 1;
    }
    return 0;
}

static void cast_types(mst *st)
{
    cast_uses(st);
    for (size_t i = 0; i < st->xc.n; i++) {
        xcast *x = &st->xc.v[i];
        if (!is_mask(st, x->inner, 0) || x->use == 2 || low_bits_only(x->inner))
            continue;
        unsigned a, b, done = 0;
        ku_index *ix = x->use ? cursor_toks(st, x->cast, &a, &b) : NULL;
        enum CXCursorKind k = clang_getCursorKind(x->cast);
        if (!ix) {
            /* spelled in a macro or a file we do not edit */
        } else if (k == CXCursor_CStyleCastExpr && ku_is(ix, a, "(")) {
            unsigned close = ku_match(ix, a);
            if (close != KU_NONE && close < b && cast_type_words(ix, a + 1, close))
                done = site_taken(st, ix, a + 1) ||
                       ku_replace(ix, a + 1, close, "unsigned long long", ORIGIN) == 0;
        } else if (k == CXCursor_CXXStaticCastExpr && ku_is(ix, a + 1, "<")) {
            unsigned gt = a + 2;
            while (gt < b && !ku_is(ix, gt, ">"))
                gt++;
            if (gt < b && cast_type_words(ix, a + 2, gt))
                done = site_taken(st, ix, a + 2) ||
                       ku_replace(ix, a + 2, gt, "unsigned long long", ORIGIN) == 0;
        } else if (k == CXCursor_CXXFunctionalCastExpr) {
            unsigned open = a;
            while (open < b && !ku_is(ix, open, "("))
                open++;
            if (open < b && cast_type_words(ix, a, open))
                done = site_taken(st, ix, a) ||
                       ku_replace(ix, a, open, "(unsigned long long)", ORIGIN) == 0;
        }
        if (done) {
            dg_count(st->c->stats, "mask.cast-widened", 1);
            continue;
        }
        CXString ts = clang_getTypeSpelling(clang_getCursorType(x->cast));
        pc_report(st->c, clang_getCursorLocation(x->cast), DG_WARNING, UNTRACKED,
                  "cast of a 64-bit warp mask to '%s' drops lanes 32-63 of 64-wide wavefronts",
                  clang_getCString(ts));
        clang_disposeString(ts);
        dg_count(st->c->stats, "mask.untracked", 1);
    }
}

/* ---- constant sites ---- */

static int is_int_literal(const ku_index *ix, unsigned t)
{
    return ix->kind[t] == CXToken_Literal && ku_len(ix, t) > 0 &&
           ku_text(ix, t)[0] >= '0' && ku_text(ix, t)[0] <= '9' &&
           !memchr(ku_text(ix, t), '.', ku_len(ix, t));
}

/* Literal text without its u/U/l/L suffix, plus "ull". */
static void literal_ull(const ku_index *ix, unsigned t, char *out, size_t n)
{
    size_t len = ku_len(ix, t);
    const char *s = ku_text(ix, t);
    while (len > 0 && (s[len - 1] == 'u' || s[len - 1] == 'U' || s[len - 1] == 'l' ||
                       s[len - 1] == 'L'))
        len--;
    snprintf(out, n, "%.*sull", (int)len, s);
}

static int site_taken(mst *st, const ku_index *ix, unsigned a)
{
    if (st->done[ix->fi][a])
        return 1;
    st->done[ix->fi][a] = 1;
    return 0;
}

static void const_site(mst *st, ku_index *ix, unsigned a, unsigned b, const ku_val *v,
                       int macro_body)
{
    if (a >= b || site_taken(st, ix, a))
        return;
    if (ku_val_all_lanes64(v) || v->bits == 64)
        return;
    char text[96];
    int r;
    if (ku_val_all_lanes32(v)) {
        r = ku_replace(ix, a, b, ALL64, ORIGIN);
    } else if (b == a + 1 && is_int_literal(ix, a)) {
        literal_ull(ix, a, text, sizeof text);
        r = ku_replace(ix, a, b, text, ORIGIN);
    } else if (!v->uns && v->v < 0) {
        snprintf(text, sizeof text, "0x%xull", (unsigned)v->v);
        r = ku_replace(ix, a, b, text, ORIGIN);
    } else {
        r = ku_insert_before(ix, a, macro_body ? "((unsigned long long)(" : "(unsigned long long)(",
                             ORIGIN);
        if (r == 0)
            r = ku_insert_after(ix, b - 1, macro_body ? "))" : ")", ORIGIN);
    }
    if (r == 0)
        dg_count(st->c->stats, "mask.constant", 1);
}

/* Tokens [a, b) begin with a conversion to a 64-bit unsigned type: (unsigned long long)(x),
 * (uint64_t)x, static_cast<unsigned long long>(x) and the like, as a translation writes them,
 * so that translating a translation (code without AST: #if-disabled blocks) adds nothing. */
static int cast64_prefix(const ku_index *ix, unsigned a, unsigned b)
{
    static const char *const w64[] = { "uint64_t", "unsigned long long", "unsigned long",
                                       "unsigned long long int", "unsigned long int",
                                       "std::uint64_t", "size_t", NULL };
    unsigned t = a, close;
    const char *endtok;
    if (ku_is(ix, t, "(")) {
        t++;
        endtok = ")";
    } else if (ku_is(ix, t, "static_cast") && t + 1 < b && ku_is(ix, t + 1, "<")) {
        t += 2;
        endtok = ">";
    } else {
        return 0;
    }
    char words[64];
    size_t k = 0;
    for (close = t; close < b && !ku_is(ix, close, endtok); close++) {
        size_t n = ku_len(ix, close);
        if (k + n + 2 > sizeof words)
            return 0;
        if (k && !ku_is(ix, close, "::") && !(close > t && ku_is(ix, close - 1, "::")))
            words[k++] = ' ';
        memcpy(words + k, ku_text(ix, close), n);
        k += n;
    }
    words[k] = 0;
    if (close >= b || close + 1 >= b)
        return 0;     /* a parenthesised expression or a cast of nothing */
    return name_is(words, w64);
}

static void cast_site(mst *st, ku_index *ix, unsigned a, unsigned b)
{
    if (a >= b || cast64_prefix(ix, a, b) || site_taken(st, ix, a))
        return;
    if (ku_insert_before(ix, a, "(unsigned long long)(", ORIGIN) == 0 &&
        ku_insert_after(ix, b - 1, ")", ORIGIN) == 0)
        dg_count(st->c->stats, "mask.cast", 1);
}

/* Object-like macro defined in an editable file (this one first): its index, or NULL. */
static ku_index *macro_def(const mst *st, const ku_index *ix, const char *name, size_t n,
                           unsigned *bf, unsigned *bl)
{
    if (ku_find_macro(ix, name, n, bf, bl, NULL))
        return (ku_index *)ix;
    for (size_t f = 0; f < st->set->n; f++)
        if (st->set->ix[f] != ix && ku_find_macro(st->set->ix[f], name, n, bf, bl, NULL))
            return st->set->ix[f];
    return NULL;
}

static int is_project_macro(const mst *st, const ku_index *ix, unsigned t)
{
    unsigned bf, bl;
    return ix->kind[t] == CXToken_Identifier &&
           macro_def(st, ix, ku_text(ix, t), ku_len(ix, t), &bf, &bl) != NULL;
}

static void macro_use(mst *st, const ku_index *ix, unsigned t, const ku_val *v, int dropped)
{
    muse m;
    snprintf(m.name, sizeof m.name, "%.*s", (int)ku_len(ix, t), ku_text(ix, t));
    m.fi = ix->fi;
    m.tok = t;
    m.val = *v;
    m.dropped = dropped;
    for (size_t i = 0; i < st->mu.n; i++)
        if (st->mu.v[i].tok == t && st->mu.v[i].fi == ix->fi)
            return;
    ut_vec_push(&st->mu, m);
}

/* FULL >> n with FULL the 32-lane constant (0xffffffff, ~0u, a macro): "all lanes but the top
 * n" for a 32-lane warp; the constant becomes the 64-lane one, as a bare 0xffffffff does (a cast
 * of the whole value would keep lanes 32-63 clear). Tokens [a, b): the mask expression, possibly
 * parenthesised. Returns 1 when it was such a shift (rewritten or already taken). */
static int shifted_full(mst *st, ku_index *ix, unsigned a, unsigned b)
{
    while (b > a + 2 && ku_is(ix, a, "(") && ku_match(ix, a) == b - 1) {
        a++;
        b--;
    }
    int depth = 0;
    unsigned sh = KU_NONE;
    for (unsigned t = a; t < b; t++) {
        if (ku_is(ix, t, "(") || ku_is(ix, t, "["))
            depth++;
        else if (ku_is(ix, t, ")") || ku_is(ix, t, "]"))
            depth--;
        else if (depth == 0 && ku_is(ix, t, ">>")) {
            sh = t;
            break;
        } else if (depth == 0 && ix->kind[t] == CXToken_Punctuation && !ku_is(ix, t, "~"))
            return 0;    /* another operator binds first: (x & y) >> n is not this form */
    }
    if (sh == KU_NONE || sh == a || sh + 1 >= b)
        return 0;
    ku_val v;
    if (!ku_eval(ix, a, sh, &v))
        return 0;
    /* the 64-lane mask shifted: what the branch below writes, so that translating a translation
     * (a call clang rejected has no AST: no type tells that it is 64-bit) adds no cast */
    if (ku_val_all_lanes64(&v))
        return 1;
    if (!ku_val_all_lanes32(&v))
        return 0;
    if (sh == a + 1 && is_project_macro(st, ix, a))
        macro_use(st, ix, a, &v, 0);
    else
        const_site(st, ix, a, sh, &v, ix->pp[a]);
    if (!st->done[ix->fi][sh]) {
        st->done[ix->fi][sh] = 1;
        pc_report(st->c, ku_loc(ix, sh), DG_WARNING, ORIGIN,
                  "full-warp mask shifted right: the mask now starts from 64 lanes, but the "
                  "shift count was written for 32-lane warps; check it for 64-lane wavefronts");
    }
    return 1;
}

/* An operand next to a mask (other side of & | ^ == != ?:, or assigned to a mask value). */
static void mask_operand(mst *st, CXCursor o)
{
    ku_index *ix;
    CXCursor e = ku_strip(o);
    if (is_mask(st, e, 0))
        return;
    int negated = 0;
    if (clang_getCursorKind(e) == CXCursor_UnaryOperator &&
        clang_getCursorUnaryOperatorKind(e) == CXUnaryOperator_Not) {
        e = ku_strip(child(e, 0));
        negated = 1;
    }
    unsigned a, b;
    /* (1u << n) - 1: the shift decides the width */
    while (clang_getCursorKind(e) == CXCursor_BinaryOperator &&
           (clang_getCursorBinaryOperatorKind(e) == CXBinaryOperator_Sub ||
            clang_getCursorBinaryOperatorKind(e) == CXBinaryOperator_Add)) {
        CXCursor l = ku_strip(child(e, 0));
        if (clang_getCursorKind(l) != CXCursor_BinaryOperator)
            break;
        e = l;
    }
    if (clang_getCursorKind(e) == CXCursor_BinaryOperator &&
        clang_getCursorBinaryOperatorKind(e) == CXBinaryOperator_Shr) {
        if ((ix = cursor_toks(st, e, &a, &b)))
            shifted_full(st, ix, a, b);
        return;
    }
    if (clang_getCursorKind(e) == CXCursor_BinaryOperator &&
        clang_getCursorBinaryOperatorKind(e) == CXBinaryOperator_Shl) {
        /* 1 << lane, 1u << lane */
        CXCursor l = ku_strip(child(e, 0));
        if (clang_getCursorKind(l) == CXCursor_IntegerLiteral && (ix = cursor_toks(st, l, &a, &b)) &&
            b == a + 1 && int_width(clang_getCursorType(l)) == 32 && !site_taken(st, ix, a)) {
            char text[96];
            literal_ull(ix, a, text, sizeof text);
            if (ku_replace(ix, a, b, text, ORIGIN) == 0)
                dg_count(st->c->stats, "mask.shift", 1);
        }
        return;
    }
    if (negated) {
        /* ~1u next to a mask must clear one lane of 64, not lanes 32-63 too */
        if (clang_getCursorKind(e) == CXCursor_IntegerLiteral && (ix = cursor_toks(st, e, &a, &b)) &&
            b == a + 1 && int_width(clang_getCursorType(e)) == 32 && !site_taken(st, ix, a)) {
            char text[96];
            literal_ull(ix, a, text, sizeof text);
            if (ku_replace(ix, a, b, text, ORIGIN) == 0)
                dg_count(st->c->stats, "mask.constant", 1);
            return;
        }
        e = ku_strip(o);
    }
    if (!(ix = cursor_toks(st, e, &a, &b)))
        return;
    ku_val v;
    if (!ku_eval(ix, a, b, &v) && !ku_eval_cursor(e, &v))
        return;
    if (!ku_val_all_lanes32(&v))
        return;          /* zero extension keeps other constants right */
    if (b == a + 1 && is_project_macro(st, ix, a))
        macro_use(st, ix, a, &v, 0);
    else
        const_site(st, ix, a, b, &v, 0);
}

/* ---- mask arguments of _sync builtins ---- */

static int arg_fine(mst *st, CXCursor arg0)
{
    CXCursor e = ku_strip(arg0);
    CXCursor d = ref_decl(e);
    if (!clang_Cursor_isNull(d) && in_set(st, d, 0))
        return 1;
    if (is_mask(st, e, 0))
        return 1;
    return int_width(clang_getCursorType(e)) == 64;
}

static int uses_macro_param(const ku_index *ix, unsigned a, unsigned b)
{
    unsigned pf, pl;
    if (!ku_macro_params(ix, a, &pf, &pl))
        return 0;
    for (unsigned t = a; t < b; t++)
        for (unsigned q = pf; q < pl; q++)
            if (ix->kind[t] == CXToken_Identifier && ku_len(ix, t) == ku_len(ix, q) &&
                !memcmp(ku_text(ix, t), ku_text(ix, q), ku_len(ix, q)))
                return 1;
    return 0;
}

static void mask_arg_site(mst *st, ku_index *ix, unsigned a, unsigned b, const scall *const *ent,
                          size_t ne)
{
    size_t fine = 0;
    for (size_t i = 0; i < ne; i++)
        fine += (size_t)arg_fine(st, ent[i]->arg0);
    if (ne && fine == ne)
        return;
    ku_val v;
    int macro_body = ix->pp[a];
    if (ku_eval(ix, a, b, &v)) {
        if (b == a + 1 && is_project_macro(st, ix, a)) {
            macro_use(st, ix, a, &v, 0);
            return;
        }
        if (b == a + 1 && ix->kind[a] == CXToken_Identifier && !ne)
            return;  /* a constant variable in code without AST: widened where declared */
        const_site(st, ix, a, b, &v, macro_body);
        return;
    }
    if (ne == 1 && ku_eval_cursor(ku_strip(ent[0]->arg0), &v)) {
        const_site(st, ix, a, b, &v, macro_body);
        return;
    }
    if (shifted_full(st, ix, a, b))
        return;
    cast_site(st, ix, a, b);
}

static void sync_calls(mst *st, ku_index *ix)
{
    const scall **ent = malloc((st->sc.n + 1) * sizeof *ent);
    if (!ent)
        return;
    for (unsigned t = 0; t + 1 < ix->n; t++) {
        if (ix->kind[t] != CXToken_Identifier || !ku_sync_builtin(ku_text(ix, t), ku_len(ix, t)) ||
            !ku_is(ix, t + 1, "(") || ix->pp[t + 1] != ix->pp[t] || ku_is_define_name(ix, t) ||
            (t > 0 && (ku_is(ix, t - 1, ".") || ku_is(ix, t - 1, "->"))))
            continue;
        unsigned close = ku_match(ix, t + 1);
        if (close == KU_NONE)
            continue;
        unsigned p[1][2];
        unsigned np = ku_split_commas(ix, t + 2, close, p, 1);
        if (np == 0)
            continue;        /* __syncwarp() */
        unsigned a = p[0][0], b = p[0][1];
        if (a >= b)
            continue;
        const char *low;
        if (ku_sync_profile(st->c, ku_text(ix, t), ku_len(ix, t), &low) == KU_SYNC_LOWER) {
            ku_val v;
            if (b == a + 1 && is_project_macro(st, ix, a) && ku_eval(ix, a, b, &v))
                macro_use(st, ix, a, &v, 1);
            continue;        /* pass_profile drops the mask */
        }
        size_t ne = 0, split = 0;
        for (size_t i = 0; i < st->sc.n; i++)
            if (st->sc.v[i].name_off == ix->beg[t] && st->sc.v[i].fi == ix->fi) {
                ent[ne++] = &st->sc.v[i];
                split |= st->sc.v[i].nargs >= 0 && (unsigned)st->sc.v[i].nargs != np;
            }
        if (split) {
            /* a macro spells several arguments (F(ARGS(v))): its first piece is no mask */
            for (size_t i = 0; i < ne; i++)
                if (!arg_fine(st, ent[i]->arg0))
                    pc_report(st->c, clang_getCursorLocation(ent[i]->arg0), DG_WARNING, UNTRACKED,
                              "warp mask argument built inside a macro cannot be widened to 64 bits");
            continue;
        }
        if (ne && uses_macro_param(ix, a, b)) {
            /* the mask comes from the macro's use: decide at each use */
            for (size_t i = 0; i < ne; i++) {
                unsigned ua, ub;
                if (ku_cursor_toks(ix, ent[i]->arg0, &ua, &ub) && !ix->pp[ua])
                    mask_arg_site(st, ix, ua, ub, &ent[i], 1);
                else if (!arg_fine(st, ent[i]->arg0))
                    pc_report(st->c, clang_getCursorLocation(ent[i]->arg0), DG_WARNING,
                              UNTRACKED, "warp mask argument built inside a macro cannot be "
                              "widened to 64 bits");
            }
            continue;
        }
        mask_arg_site(st, ix, a, b, ent, ne);
    }
    free(ent);
}

/* Uses of macro name (not its definition, #ifdef and the like) in one file. */
static size_t macro_uses(const ku_index *ix, const char *name)
{
    size_t nl = strlen(name), uses = 0;
    for (unsigned t = 0; t < ix->n; t++) {
        if (ix->kind[t] != CXToken_Identifier || ku_len(ix, t) != nl ||
            memcmp(ku_text(ix, t), name, nl) != 0 || ku_is_define_name(ix, t))
            continue;
        if (t > 0 && (ku_is(ix, t - 1, "ifdef") || ku_is(ix, t - 1, "ifndef") ||
                      ku_is(ix, t - 1, "undef") || ku_is(ix, t - 1, "defined") ||
                      (ku_is(ix, t - 1, "(") && t > 1 && ku_is(ix, t - 2, "defined"))))
            continue;
        uses++;
    }
    return uses;
}

/* A macro used as a mask: widen its definition when every use is a mask, else each use.
 * Uses are counted in every editable file (a project header's macro used in the main file). */
static void macro_sites(mst *st)
{
    for (size_t i = 0; i < st->mu.n; i++) {
        muse *m = &st->mu.v[i];
        int first = 1;
        for (size_t j = 0; j < i; j++)
            if (!strcmp(st->mu.v[j].name, m->name))
                first = 0;
        if (!first)
            continue;
        size_t nl = strlen(m->name), masks = 0, uses = 0;
        for (size_t j = 0; j < st->mu.n; j++)
            masks += !strcmp(st->mu.v[j].name, m->name);
        for (size_t f = 0; f < st->set->n; f++)
            uses += macro_uses(st->set->ix[f], m->name);
        unsigned bf, bl;
        ku_val v;
        ku_index *dix = macro_def(st, st->set->ix[m->fi], m->name, nl, &bf, &bl);
        if (uses == masks && dix && ku_eval(dix, bf, bl, &v)) {
            int any_live = 0;
            for (size_t j = 0; j < st->mu.n; j++)
                if (!strcmp(st->mu.v[j].name, m->name) && !st->mu.v[j].dropped)
                    any_live = 1;
            if (any_live)
                const_site(st, dix, bf, bl, &v, 1);
            continue;
        }
        for (size_t j = i; j < st->mu.n; j++)
            if (!strcmp(st->mu.v[j].name, m->name) && !st->mu.v[j].dropped)
                const_site(st, st->set->ix[st->mu.v[j].fi], st->mu.v[j].tok,
                           st->mu.v[j].tok + 1, &st->mu.v[j].val, 0);
    }
}

/* ---- driver ---- */

/* The variable (or array) an lvalue expression names: m, s.bits, masks[i]; else null. */
static CXCursor lvalue_decl(CXCursor e)
{
    e = ku_strip(e);
    CXCursor d = ref_decl(e);
    if (clang_getCursorKind(e) == CXCursor_ArraySubscriptExpr) {
        d = ref_decl(ku_strip(child(e, 0)));
        CXType t = clang_getCanonicalType(clang_getCursorType(d));
        if (t.kind != CXType_ConstantArray && t.kind != CXType_IncompleteArray)
            return clang_getNullCursor();
    }
    return is_var_like(d) ? d : clang_getNullCursor();
}

/* A declaration of non-const lvalue reference type (unsigned &m). */
static int is_mut_ref(CXCursor d)
{
    CXType t = clang_getCursorType(d);
    return t.kind == CXType_LValueReference &&
           !clang_isConstQualifiedType(clang_getPointeeType(t));
}

static void fixpoint(mst *st)
{
    /* seeds: variables passed as the mask argument carry masks */
    for (size_t i = 0; i < st->sc.n; i++) {
        CXCursor d = ref_decl(ku_strip(st->sc.v[i].arg0));
        {
            ku_index *ix = st->set->ix[st->sc.v[i].fi];
            unsigned t = ku_at(ix, st->sc.v[i].name_off);
            const char *low;
            if (t != KU_NONE &&
                ku_sync_profile(st->c, ku_text(ix, t), ku_len(ix, t), &low) == KU_SYNC_LOWER)
                continue;    /* pass_profile drops this mask */
        }
        if (is_var_like(d) && int_width(clang_getCursorType(d)))
            add_wide(st, d, 0);
    }
    for (int changed = 1, round = 0; changed && round < 64; round++) {
        changed = 0;
        for (size_t i = 0; i < st->a.n; i++) {
            asg *a = &st->a.v[i];
            int fn = a->kind == T_RETURN;
            if (a->kind != T_DECL && a->kind != T_RETURN && a->kind != T_PARAM)
                continue;
            if (!in_set(st, a->target, fn)) {
                if (is_mask(st, a->src, 0))
                    changed |= add_wide(st, a->target, fn);
            } else {
                /* a plain copy into a mask variable makes the source a mask too (and what a
                 * reference to a mask binds to must be widened with it) */
                CXCursor d = lvalue_decl(a->src);
                if (is_var_like(d) && int_width(clang_getCursorType(d)) == 32)
                    changed |= add_wide(st, d, 0);
            }
        }
        /* a variable combined into a mask with & | ^ holds lanes too (e.g. 1 << lane) */
        for (size_t i = 0; i < st->b.n; i++) {
            binop *b = &st->b.v[i];
            if (!b->bits)
                continue;
            int ml = is_mask(st, b->lhs, 0), mr = is_mask(st, b->rhs, 0);
            CXCursor other = ml && !mr ? b->rhs : mr && !ml ? b->lhs : clang_getNullCursor();
            CXCursor d = clang_Cursor_isNull(other) ? other : ref_decl(ku_strip(other));
            if (!clang_Cursor_isNull(d) && is_var_like(d) &&
                int_width(clang_getCursorType(d)) == 32)
                changed |= add_wide(st, d, 0);
        }
    }
}

static void operands(mst *st)
{
    for (size_t i = 0; i < st->a.n; i++) {
        asg *a = &st->a.v[i];
        int fn = a->kind == T_RETURN;
        if ((a->kind == T_DECL || a->kind == T_RETURN || a->kind == T_PARAM) &&
            in_set(st, a->target, fn))
            mask_operand(st, a->src);
    }
    for (size_t i = 0; i < st->b.n; i++) {
        binop *b = &st->b.v[i];
        int ml = is_mask(st, b->lhs, 0), mr = is_mask(st, b->rhs, 0);
        if (ml && !mr)
            mask_operand(st, b->rhs);
        else if (mr && !ml)
            mask_operand(st, b->lhs);
    }
}

static void intrinsics(mst *st)
{
    for (size_t i = 0; i < st->ic.n; i++) {
        icall *ic = &st->ic.v[i];
        if (!is_mask(st, ic->arg, 0))
            continue;
        CXCursor callee = ku_strip(ic->callee);
        if (clang_getCursorKind(callee) != CXCursor_DeclRefExpr)
            continue;
        ku_index *ix = ix_of(st, callee);
        size_t off = ix ? ku_spell_off(ix, clang_getCursorLocation(callee)) : (size_t)-1;
        unsigned t = off == (size_t)-1 ? KU_NONE : ku_at(ix, off);
        if (t == KU_NONE || !ku_is(ix, t, ic->name) || site_taken(st, ix, t))
            continue;
        char text[32];
        snprintf(text, sizeof text, "%sll", ic->name);
        if (ku_replace(ix, t, t + 1, text, ORIGIN) != 0)
            continue;
        dg_count(st->c->stats, "mask.intrinsic", 1);
        /* the highest lane of a 64-bit mask is 63 - __clzll(m), not 31 - ... */
        for (size_t z = 0; z < st->cz.n; z++) {
            unsigned a, e;
            ku_index *lix;
            /* cursors reached along different visits compare unequal: compare extents */
            if (clang_equalRanges(clang_getCursorExtent(st->cz.v[z].call),
                                  clang_getCursorExtent(ic->call)) &&
                (lix = cursor_toks(st, st->cz.v[z].lit, &a, &e)) && !site_taken(st, lix, a))
                ku_replace(lix, a, e, "63", ORIGIN);
        }
    }
}

static void escapes(mst *st)
{
    for (size_t i = 0; i < st->a.n; i++) {
        asg *a = &st->a.v[i];
        if (((a->kind == T_DECL && a->init) || a->kind == T_PARAM) && is_mut_ref(a->target) &&
            in_set(st, a->target, 0) && clang_Cursor_isNull(lvalue_decl(a->src))) {
            pc_report(st->c, clang_getCursorLocation(a->src), DG_WARNING, UNTRACKED,
                      "reference to a 64-bit warp mask bound to an expression that cannot be "
                      "widened: make it a 64-bit variable");
            dg_count(st->c->stats, "mask.untracked", 1);
            continue;
        }
        if ((a->kind != T_UNTRACKED && a->kind != T_CALL) || !is_mask(st, a->src, 0))
            continue;
        CXSourceLocation loc = clang_getCursorLocation(a->kind == T_CALL ? a->src : a->target);
        if (a->kind == T_CALL)
            pc_report(st->c, loc, DG_WARNING, UNTRACKED,
                      "64-bit warp mask passed to '%s', which cannot be followed: check that it "
                      "takes the full mask", a->callee);
        else
            pc_report(st->c, loc, DG_WARNING, UNTRACKED,
                      "64-bit warp mask stored through a pointer or into a location that cannot "
                      "be widened: lanes 32-63 are lost on 64-wide wavefronts");
        dg_count(st->c->stats, "mask.untracked", 1);
    }
}

void pass_masks(pc_ctx *c)
{
    mst st;
    memset(&st, 0, sizeof st);
    st.c = c;
    st.set = ku_set_get(c);
    if (!st.set)
        return;
    st.done = calloc(st.set->n, sizeof *st.done);
    int ok = st.done != NULL;
    for (size_t f = 0; ok && f < st.set->n; f++)
        ok = (st.done[f] = calloc(st.set->ix[f]->n + 1, 1)) != NULL;
    if (ok) {
        ku_walk_all(c, visit, &st);
        build_indexes(&st);
    }
    if (ok) {
        fixpoint(&st);
        widen_decls(&st);
        cast_types(&st);
        for (size_t f = 0; f < st.set->n; f++)
            sync_calls(&st, st.set->ix[f]);
        operands(&st);
        macro_sites(&st);
        intrinsics(&st);
        escapes(&st);
    }
    ut_vec_free(&st.a);
    ut_vec_free(&st.b);
    ut_vec_free(&st.ic);
    ut_vec_free(&st.sc);
    ut_vec_free(&st.fd);
    ut_vec_free(&st.w);
    ut_vec_free(&st.mu);
    ut_vec_free(&st.cz);
    ut_vec_free(&st.xc);
    ut_map_free(&st.w_at, NULL);
    ut_map_free(&st.fd_at, NULL);
    ut_map_free(&st.xc_at, NULL);
    for (size_t f = 0; st.done && f < st.set->n; f++)
        free(st.done[f]);
    free(st.done);

}
