/* pass_profile.c - HIP version profiles for the kernel language. Which warp builtins the target
 * HIP offers comes from the rule table's hip_version (HIP below 6.2 has no _sync warp builtins
 * and no __activemask; __syncwarp came later still). Where the target lacks them,
 * __shfl*_sync, __ballot_sync, __any_sync and __all_sync become the non-sync builtins without
 * their mask argument, __activemask() becomes __ballot(1), and __syncwarp(...) becomes the
 * wavefront barrier that later HIP versions use for it (release fence, wave barrier, acquire
 * fence). A warning is given where the dropped mask was not the
 * all-lanes mask (the non-sync builtins take every active lane; a local initialized with
 * __activemask() and never written counts as all lanes). Builtins without an equivalent
 * (__match_*_sync, __reduce_*_sync, __uni_sync) are left in place with a warning.
 * Works on the tokens of every editable file, so macro bodies and #if-disabled blocks are
 * lowered too; pass_masks leaves the masks of these calls alone under such a profile.
 * Cooperative-groups names HIP added after the target release (meta_group_rank, match_any, ...)
 * are reported where the code uses them: the rule table cannot, as they are members and
 * templates of the cooperative_groups namespace, which is not renamed.
 * CUDA's __grid_constant__ kernel-parameter attribute is declared by no HIP release (HIP 5.2
 * through 7.0 headers, clang's HIP headers): it is removed in every profile, the parameter's
 * const kept, with a note. */
#include "kernel_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ORIGIN "kernel.hip-profile"

#define WAVE_BARRIER                                                                    \
    "(__builtin_amdgcn_fence(__ATOMIC_RELEASE, \"wavefront\"), "                        \
    "__builtin_amdgcn_wave_barrier(), __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, \"wavefront\"))"

typedef struct mod_st { CXCursor var; int modified; } mod_st;

static int refers_to(CXCursor e, CXCursor var)
{
    e = ku_strip(e);
    return clang_getCursorKind(e) == CXCursor_DeclRefExpr &&
           clang_equalCursors(clang_getCursorReferenced(e), var);
}

/* Looks for writes to a variable: assignments, ++/--, its address taken. */
static enum CXChildVisitResult mod_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    mod_st *m = ud;
    CXCursor kids[2];
    switch (clang_getCursorKind(cur)) {
    case CXCursor_BinaryOperator:
        if (clang_getCursorBinaryOperatorKind(cur) != CXBinaryOperator_Assign)
            break;
        /* fall through */
    case CXCursor_CompoundAssignOperator:
        if (ku_children(cur, kids, 2) >= 1 && refers_to(kids[0], m->var))
            m->modified = 1;
        break;
    case CXCursor_UnaryOperator:
        switch (clang_getCursorUnaryOperatorKind(cur)) {
        case CXUnaryOperator_PostInc: case CXUnaryOperator_PostDec:
        case CXUnaryOperator_PreInc: case CXUnaryOperator_PreDec: case CXUnaryOperator_AddrOf:
            if (ku_children(cur, kids, 1) >= 1 && refers_to(kids[0], m->var))
                m->modified = 1;
            break;
        default:
            break;
        }
        break;
    default:
        break;
    }
    return m->modified ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* A local variable initialized with __activemask() and never written again holds the active
 * lanes: unsigned m = __activemask(); __shfl_sync(m, ...) loses nothing without its mask. */
static int active_lanes_var(const ku_index *ix, unsigned t)
{
    const CXCursor *tc = pc_tok_cursors(ix->c, ix->fi);
    if (!tc || clang_getCursorKind(tc[t]) != CXCursor_DeclRefExpr)
        return 0;
    CXCursor var = clang_getCursorReferenced(tc[t]);
    if (clang_getCursorKind(var) != CXCursor_VarDecl)
        return 0;
    CXCursor init = clang_Cursor_getVarDeclInitializer(var);
    if (clang_Cursor_isNull(init))
        return 0;
    init = ku_strip(init);
    char name[32];
    if (clang_getCursorKind(init) != CXCursor_CallExpr ||
        strcmp(ku_call_name(init, name, sizeof name), "__activemask") != 0)
        return 0;
    CXCursor fn = clang_getCursorSemanticParent(var);
    enum CXCursorKind fk = clang_getCursorKind(fn);
    if (fk != CXCursor_FunctionDecl && fk != CXCursor_FunctionTemplate &&
        fk != CXCursor_CXXMethod && fk != CXCursor_LambdaExpr)
        return 0;
    mod_st m = { var, 0 };
    clang_visitChildren(fn, mod_visit, &m);
    return !m.modified;
}

/* True when tokens [a, b) are a mask that means "all lanes" (or "the active lanes"). */
static int mask_is_all(const ku_index *ix, unsigned a, unsigned b)
{
    ku_val v;
    if (ku_eval(ix, a, b, &v))
        return ku_val_all_lanes32(&v) || ku_val_all_lanes64(&v);
    if (b == a + 1 && ix->kind[a] == CXToken_Identifier)
        return active_lanes_var(ix, a);
    return b == a + 3 && ku_is(ix, a, "__activemask") && ku_is(ix, a + 1, "(") &&
           ku_is(ix, a + 2, ")");
}

static void mask_note(const ku_index *ix, unsigned t, unsigned a, unsigned b, const char *repl)
{
    pc_ctx *c = ix->c;
    if (a >= b || mask_is_all(ix, a, b))
        return;
    size_t len = ix->end[b - 1] - ix->beg[a];
    pc_report(c, ku_loc(ix, a), DG_WARNING, "kernel.sync-mask-dropped",
              "mask '%.*s' of '%.*s' dropped: HIP %d.%d has no _sync warp builtins and %s "
              "takes every active lane",
              (int)(len > 80 ? 80 : len), ku_text(ix, a), (int)ku_len(ix, t), ku_text(ix, t),
              c->hip_major, c->hip_minor, repl);
}

/* Lowers the call at t; returns the last token the caller may skip (the dropped mask's end,
 * so that calls nested in a dropped mask are not edited too). */
static unsigned lower_call(ku_index *ix, unsigned t)
{
    pc_ctx *c = ix->c;
    unsigned close = ku_match(ix, t + 1);
    if (close == KU_NONE)
        return t;
    const char *low;
    int how = ku_sync_profile(c, ku_text(ix, t), ku_len(ix, t), &low);
    if (how == KU_SYNC_KEEP)
        return t;
    if (how == KU_SYNC_MISSING) {
        pc_report(c, ku_loc(ix, t), DG_WARNING, "kernel.sync-unavailable",
                  "'%.*s' has no equivalent in HIP %d.%d: left unchanged",
                  (int)ku_len(ix, t), ku_text(ix, t), c->hip_major, c->hip_minor);
        return t;
    }
    unsigned p[8][2];
    unsigned n = ku_split_commas(ix, t + 2, close, p, 8);
    if (!*low) {
        /* __syncwarp(mask) */
        if (n >= 1)
            mask_note(ix, t, p[0][0], p[0][1], "the wavefront barrier");
        if (ku_replace(ix, t, close + 1, WAVE_BARRIER, ORIGIN) == 0)
            dg_count(c->stats, "profile.lowered", 1);
        return close;
    }
    if (n < 2 || p[0][0] >= p[0][1]) {
        pc_report(c, ku_loc(ix, t), DG_WARNING, ORIGIN,
                  "'%.*s' call without a mask argument not lowered for HIP %d.%d",
                  (int)ku_len(ix, t), ku_text(ix, t), c->hip_major, c->hip_minor);
        return t;
    }
    mask_note(ix, t, p[0][0], p[0][1], low);
    if (ku_replace(ix, t, t + 1, low, ORIGIN) != 0)
        return t;
    /* drop "mask, " up to the next argument */
    if (ku_edit(ix, ix->beg[p[0][0]], ix->beg[p[1][0]] - ix->beg[p[0][0]], "", ORIGIN) == 0)
        dg_count(c->stats, "profile.lowered", 1);
    return p[1][0] - 1;
}

/* HIP (5.x at least) spells threadIdx.x and friends as proxy objects that convert to unsigned
 * int only where a type is expected: passed straight to printf's variadic arguments they do not
 * compile ("cannot compile this non-scalar arg to printf"), so such arguments get a cast in
 * every profile (harmless where the coordinates are plain integers). */
static int builtin_coordinate(const ku_index *ix, unsigned a, unsigned b)
{
    static const char *const vars[] = { "threadIdx", "blockIdx", "blockDim", "gridDim" };
    if (b != a + 3 || !ku_is(ix, a + 1, ".") ||
        !(ku_is(ix, a + 2, "x") || ku_is(ix, a + 2, "y") || ku_is(ix, a + 2, "z")))
        return 0;
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++)
        if (ku_is(ix, a, vars[i]))
            return 1;
    return 0;
}

static void printf_coordinates(ku_index *ix, unsigned t)
{
    unsigned close = ku_match(ix, t + 1);
    if (close == KU_NONE)
        return;
    unsigned p[32][2];
    unsigned n = ku_split_commas(ix, t + 2, close, p, 32);
    for (unsigned i = 1; i < n && i < 32; i++) {
        if (!builtin_coordinate(ix, p[i][0], p[i][1]))
            continue;
        if (ku_insert_before(ix, p[i][0], "(unsigned int)", ORIGIN) == 0)
            dg_count(ix->c->stats, "profile.printf-cast", 1);
    }
}

/* Cooperative-groups names and the HIP release that first declares each (rules/hip-names.tsv,
 * from the HIP, hipamd and clr release tags); older ones exist in every profile. */
static const struct cg_first { const char *name; int major, minor; } cg_first[] = {
    { "meta_group_rank", 5, 7 }, { "meta_group_size", 5, 7 }, { "match_any", 6, 3 },
    { "match_all", 6, 3 }, { "any", 6, 3 }, { "binary_partition", 6, 3 },
    { "coalesced_threads", 5, 1 }, { "coalesced_group", 5, 1 }, { "tiled_partition", 4, 3 },
    { "thread_block_tile", 4, 3 }, { "shfl_xor", 4, 3 },
};

/* Whether a declaration lies in namespace cooperative_groups (at any depth). */
static int in_cg_namespace(CXCursor d)
{
    for (int depth = 0; depth < 8 && !clang_Cursor_isNull(d) && !clang_isTranslationUnit(clang_getCursorKind(d));
         depth++, d = clang_getCursorSemanticParent(d)) {
        if (clang_getCursorKind(d) != CXCursor_Namespace)
            continue;
        CXString sp = clang_getCursorSpelling(d);
        int is = clang_getCString(sp) && !strcmp(clang_getCString(sp), "cooperative_groups");
        clang_disposeString(sp);
        if (is)
            return 1;
    }
    return 0;
}

/* Reports token t when it names a cooperative-groups entity the target HIP lacks. */
static void cg_gap(ku_index *ix, unsigned t)
{
    pc_ctx *c = ix->c;
    if (!c->hip_major && !c->hip_minor)
        return;
    const struct cg_first *e = NULL;
    for (size_t k = 0; k < sizeof cg_first / sizeof *cg_first; k++)
        if (ku_is(ix, t, cg_first[k].name)) { e = &cg_first[k]; break; }
    if (!e || c->hip_major > e->major || (c->hip_major == e->major && c->hip_minor >= e->minor))
        return;
    CXCursor cur = clang_getCursor(c->tu, ku_loc(ix, t));
    CXCursor ref = clang_getCursorReferenced(cur);
    int member = t > 0 && (ku_is(ix, t - 1, ".") || ku_is(ix, t - 1, "->"));
    if (!clang_Cursor_isNull(ref) && !clang_isInvalid(clang_getCursorKind(ref))) {
        if (!in_cg_namespace(ref))
            return;
    } else if (!member || !strchr(e->name, '_')) {
        return;   /* unresolved (a dependent member): only the distinctive member names count */
    }
    pc_report(c, ku_loc(ix, t), DG_WARNING, "profile.cooperative-groups",
              "cooperative groups' '%s' needs HIP %d.%d or newer (target is HIP %d.%d)", e->name,
              e->major, e->minor, c->hip_major, c->hip_minor);
    dg_count(c->stats, "unsupported", 1);
}

/* True for a token in the body of a #define (other directives' tokens are not code). */
static int define_body(const ku_index *ix, unsigned t)
{
    unsigned d = ku_directive_start(ix, t);
    return d != KU_NONE && d + 2 < t && ku_is(ix, d + 1, "define");
}

/* Removes __grid_constant__ and the blank after it ("const __grid_constant__ T p" keeps const). */
static void drop_grid_constant(ku_index *ix, unsigned t)
{
    pc_ctx *c = ix->c;
    size_t beg = ix->beg[t], end = ix->end[t];
    while (end < ix->len && (ix->buf[end] == ' ' || ix->buf[end] == '\t')) end++;
    if (t + 1 < ix->n && end > ix->beg[t + 1]) end = ix->beg[t + 1];
    if (end == ix->len || ix->buf[end] == '\n' || ix->buf[end] == '\r')   /* last on its line */
        while (beg > 0 && (ix->buf[beg - 1] == ' ' || ix->buf[beg - 1] == '\t') &&
               (t == 0 || beg > ix->end[t - 1]))
            beg--;
    if (ku_edit(ix, beg, end - beg, "", "kernel.grid-constant") != 0)
        return;
    if (ix->fi == 0)
        pc_claim_token(c, t);
    dg_count(c->stats, "profile.grid-constant", 1);
    pc_report(c, ku_loc(ix, t), DG_WARNING, "kernel.grid-constant",
              "'__grid_constant__' removed: no HIP release declares it; the parameter stays const "
              "(its address is that of the kernel's copy, not of the launch's argument)");
}

static void profile_file(ku_index *ix)
{
    pc_ctx *c = ix->c;
    for (unsigned t = 0; t < ix->n; t++) {
        if (ix->kind[t] == CXToken_Identifier && ku_is(ix, t, "__grid_constant__") &&
            !ku_is_define_name(ix, t) && (!ix->pp[t] || define_body(ix, t))) {
            drop_grid_constant(ix, t);
            continue;
        }
        if (ix->kind[t] == CXToken_Identifier && !ix->pp[t])
            cg_gap(ix, t);
        if (t + 1 >= ix->n)
            break;
        if (ix->kind[t] != CXToken_Identifier || !ku_is(ix, t + 1, "(") ||
            ix->pp[t + 1] != ix->pp[t] || ku_is_define_name(ix, t) ||
            (t > 0 && (ku_is(ix, t - 1, ".") || ku_is(ix, t - 1, "->"))))
            continue;
        if (ku_is(ix, t, "printf")) {
            printf_coordinates(ix, t);
        } else if (ku_sync_builtin(ku_text(ix, t), ku_len(ix, t))) {
            t = lower_call(ix, t);
        } else if (ku_is(ix, t, "__activemask") && ku_is(ix, t + 2, ")") &&
                   !ku_name_available(c, ku_text(ix, t), ku_len(ix, t))) {
            if (ku_replace(ix, t, t + 3, "__ballot(1)", ORIGIN) == 0)
                dg_count(c->stats, "profile.lowered", 1);
        }
    }
}

/* hipDeviceProp_t's members from HIP 6.0 on (hipDeviceProp_tR0600; HIP 5.2's hip_runtime_api.h
 * against HIP 6.0's): CUDA code that reads one of them from a cudaDeviceProp does not compile for
 * an older profile, where hipDeviceGetAttribute answers instead. Sorted for bsearch; each with the
 * attribute to ask for, where one says the same. deviceOverlap is gone from CUDA 13's
 * cudaDeviceProp too ("use asyncEngineCount"). */
static const char *const prop_fields_60[][2] = {
    {"accessPolicyMaxWindowSize", "hipDeviceAttributeAccessPolicyMaxWindowSize"},
    {"asyncEngineCount", "hipDeviceAttributeAsyncEngineCount"},
    {"canUseHostPointerForRegisteredMem", "hipDeviceAttributeCanUseHostPointerForRegisteredMem"},
    {"clusterLaunch", NULL},
    {"computePreemptionSupported", "hipDeviceAttributeComputePreemptionSupported"},
    {"deviceOverlap", "hipDeviceAttributeAsyncEngineCount"},
    {"globalL1CacheSupported", "hipDeviceAttributeGlobalL1CacheSupported"},
    {"hostNativeAtomicSupported", "hipDeviceAttributeHostNativeAtomicSupported"},
    {"hostRegisterSupported", NULL},
    {"ipcEventSupported", NULL},
    {"localL1CacheSupported", "hipDeviceAttributeLocalL1CacheSupported"},
    {"luid", NULL},
    {"maxBlocksPerMultiProcessor", "hipDeviceAttributeMaxBlocksPerMultiProcessor"},
    {"memoryPoolsSupported", "hipDeviceAttributeMemoryPoolsSupported"},
    {"multiGpuBoardGroupID", "hipDeviceAttributeMultiGpuBoardGroupID"},
    {"persistingL2CacheMaxSize", "hipDeviceAttributePersistingL2CacheMaxSize"},
    {"regsPerMultiprocessor", "hipDeviceAttributeMaxRegistersPerMultiprocessor"},
    {"reservedSharedMemPerBlock", "hipDeviceAttributeReservedSharedMemPerBlock"},
    {"sharedMemPerBlockOptin", "hipDeviceAttributeSharedMemPerBlockOptin"},
    {"sharedMemPerMultiprocessor", "hipDeviceAttributeMaxSharedMemoryPerMultiprocessor"},
    {"singleToDoublePrecisionPerfRatio", "hipDeviceAttributeSingleToDoublePrecisionPerfRatio"},
    {"streamPrioritiesSupported", "hipDeviceAttributeStreamPrioritiesSupported"},
    {"surfaceAlignment", "hipDeviceAttributeSurfaceAlignment"},
    {"timelineSemaphoreInteropSupported", NULL},
    {"unifiedAddressing", "hipDeviceAttributeUnifiedAddressing"},
    {"unifiedFunctionPointers", NULL},
};

static int prop_cmp(const void *key, const void *elt)
{
    return strcmp(key, *(const char *const *)elt);
}

/* p.deviceOverlap under a profile older than HIP 6.0: what to do instead, at the field. */
static void prop_fields(ku_index *ix)
{
    pc_ctx *c = ix->c;
    if (c->hip_major >= 6)
        return;
    for (unsigned i = 1; i < ix->n; i++) {
        if (ix->kind[i] != CXToken_Identifier || !(ku_is(ix, i - 1, ".") || ku_is(ix, i - 1, "->")))
            continue;
        char name[64];
        size_t n = ku_len(ix, i);
        if (n >= sizeof name)
            continue;
        memcpy(name, ku_text(ix, i), n);
        name[n] = 0;
        const char *const *f = bsearch(name, prop_fields_60, sizeof prop_fields_60 / sizeof *prop_fields_60,
                                       sizeof *prop_fields_60, prop_cmp);
        if (!f)
            continue;
        /* a member of some other struct of the same name is not cudaDeviceProp's (an unresolved
         * one is: deviceOverlap, which CUDA 13's cudaDeviceProp lacks, is read from CUDA 12 code) */
        const CXCursor *tc = pc_tok_cursors(c, ix->fi);
        CXCursor ref = tc ? clang_getCursorReferenced(tc[i]) : clang_getNullCursor();
        if (!clang_Cursor_isNull(ref) && clang_getCursorKind(ref) == CXCursor_FieldDecl) {
            CXString ps = clang_getCursorSpelling(clang_getCursorSemanticParent(ref));
            int prop = !strcmp(clang_getCString(ps), "cudaDeviceProp");
            clang_disposeString(ps);
            if (!prop)
                continue;
        } else if (!clang_Cursor_isNull(ref) && clang_getCursorKind(ref) != CXCursor_InvalidFile &&
                   !clang_isInvalid(clang_getCursorKind(ref))) {
            continue;
        }
        if (!strcmp(name, "deviceOverlap"))
            pc_report(c, ku_loc(ix, i), DG_WARNING, "runtime.cudaDeviceProp",
                      "cudaDeviceProp's deviceOverlap (gone from CUDA 13's too) is a hipDeviceProp_t member from "
                      "HIP 6.0 on, not in HIP %d.%d's: ask hipDeviceGetAttribute(&n, %s, device) instead (n > 0: "
                      "copies overlap kernels)", c->hip_major, c->hip_minor, f[1]);
        else if (f[1])
            pc_report(c, ku_loc(ix, i), DG_WARNING, "runtime.cudaDeviceProp",
                      "'%s' is a hipDeviceProp_t member from HIP 6.0 on, not in HIP %d.%d's: ask "
                      "hipDeviceGetAttribute(&v, %s, device) instead", name, c->hip_major, c->hip_minor, f[1]);
        else
            pc_report(c, ku_loc(ix, i), DG_WARNING, "runtime.cudaDeviceProp",
                      "'%s' is a hipDeviceProp_t member from HIP 6.0 on, not in HIP %d.%d's", name, c->hip_major,
                      c->hip_minor);
        dg_count(c->stats, "unsupported", 1);
    }
}

void pass_profile(pc_ctx *c)
{
    for (size_t f = 0; f < pc_file_count(c); f++) {
        ku_set *set = ku_set_get(c);
        if (!set)
            return;
        profile_file(set->ix[f]);
        prop_fields(set->ix[f]);
    }
}
