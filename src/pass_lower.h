/* pass_lower.h - internal to --lower-kernels: the state of one kernel's lowering, shared by
 * pass_lower.c (the walk over the body, regions, promotion, emission), pass_lower_facts.c (what
 * the body writes, its barriers and calls), pass_lower_vals.c (values recomputed per region,
 * warp function calls split like barriers, collective helpers, division by parameters) and
 * pass_lower_simd.c (loop interchange, grid-stride rounds).
 * Ownership: hipshim speed (issue 16). Not an interface: only those files include it. */
#ifndef CU2HIP_PASS_LOWER_H
#define CU2HIP_PASS_LOWER_H

#include "kernel_util.h"
#include "pass.h"
#include "util.h"

#define LW_MAXDEPTH 8

typedef struct lw_edit { size_t off, len; char *text; int nest; } lw_edit;
/* A warp function call of the kernel's own body (see lw_warp_stmt). */
enum { LW_W_IDX, LW_W_UP, LW_W_DOWN, LW_W_XOR, LW_W_BALLOT, LW_W_ANY, LW_W_ALL, LW_W_SCOUNT,
       LW_W_SAND, LW_W_SOR, LW_W_SYNCWARP, LW_W_CALL };
/* LW_W_CALL: a call of a collective helper (lw_helper), helper its index in lw_helpers. */
typedef struct lw_wop { size_t at, b, e; int kind, sync, id, uarg; CXCursor call; size_t helper; } lw_wop;
/* A __device__ function of the main file that synchronises (barriers, warp functions, or calls
 * of such functions): called by a lowered function in block-uniform control flow, it runs as a
 * lowered function of its own, hs_lwh_NAME(block, dead flags, results, per-thread arguments),
 * emitted once after its definition (pass_lower_vals.c, lw_helper_call). ok: 1 lowered, 0 not
 * (why), -1 being lowered (a recursive call). */
typedef struct lw_helper { size_t key, end; int ok; char why[256]; char *name; } lw_helper;
typedef struct lw_helpers { lw_helper *h; size_t n, cap; int depth; } lw_helpers;
typedef struct lw_mod { size_t var, at; } lw_mod;           /* a write to a variable */
typedef struct lw_ref { size_t var, at, len; int macro; } lw_ref; /* a use of a variable */
typedef struct lw_rstmt { size_t b, e; int region; } lw_rstmt;   /* a region statement */
typedef struct lw_decl { size_t var; int region; CXCursor stmt, cur; } lw_decl;
/* A variable never written after an initialiser computed from threadIdx and block-uniform values
 * only: rather than kept per thread in an array, it is declared again at the top of each region
 * that names it (the compiler then sees the thread index itself, and can split or vectorise the
 * region's loop). */
/* cross: another region names it (then it has a type alias hs_mTIX, and its own region, which
 * may not use it, says (void)NAME). */
typedef struct lw_remat { size_t var; int region; unsigned tix; size_t ib, ie; char *name; int cross; } lw_remat;

typedef struct lw {
    cu_ctx *c;
    ku_index *ix;
    CXCursor fn;              /* the FunctionDecl */
    size_t body_b, body_e;    /* offsets of the body's braces */
    char why[256];            /* reason the kernel keeps the fiber path ("" while fine) */
    int emit;                 /* 0: analysis run, 1: emission run of the same walk */
    int nregion;
    int has_ret;              /* a region returns: per-thread dead flags */
    lw_mod *mods; size_t nmods, capmods;
    lw_ref *refs; size_t nrefs, caprefs;
    size_t *bars; size_t nbars, capbars;           /* offsets of __syncthreads calls */
    size_t *selfs; size_t nselfs, capselfs;        /* uses that read the runtime's threadIdx */
    size_t *uni; size_t nuni, capuni;              /* uniform variables */
    size_t *prom; size_t nprom, capprom;           /* promoted variables */
    lw_rstmt *rs; size_t nrs, caprs;
    lw_decl *decls; size_t ndecls, capdecls;
    lw_edit *edits; size_t nedits, capedits;
    struct lw_remat *remat; size_t nremat, capremat; /* recomputed in each region (see lw_remat) */
    char **names; size_t nnames, capnames;         /* names of the body's variables */
    int tinv;                                      /* lw_uniform also accepts threadIdx, remat */
    lw_wop *wops; size_t nwops, capwops;           /* warp function calls */
    char *pre[256];                                /* pend[i] is an argument: its assignment */
    ut_buf wtop;                                   /* the warp calls' per-thread arrays */
    int nwid;                                      /* warp calls emitted so far */
    size_t pend[256][2]; int npend;                /* the open region: statement offsets */
    ut_buf out;
    lw_helpers *H;                                 /* the file's collective helpers */
    long self;                                     /* lowering helper H->h[self] (-1: a kernel) */
    size_t start;                                  /* where the lowered form goes (a kernel's line) */
    /* loop interchange for the vectoriser (pass_lower_simd.c) */
    int simd;                                      /* this attempt interchanges candidate loops */
    int simd_spec;                                 /* threads may return: lower_simd runs them too */
    int simd_on;                                   /* walking an interchanged loop's body */
    int nsimd;                                     /* loops interchanged */
    int devmath;                                   /* unqualified sinf/cosf/sincosf: HIPSHIM_DEVICE_MATH */
    size_t (*vloops)[2]; size_t nvl, capvl;        /* candidate for statements */
    size_t *effs; size_t neffs, capeffs;           /* calls whose order between threads shows */
    /* grid-stride loops run round by round (pass_lower_simd.c) */
    size_t (*gloops)[2]; size_t ngl, capgl;        /* candidate for statements */
    int ngs;                                       /* loops run round by round */
    char *post[256];                               /* pend[i]'s closing text (NULL: default) */
} lw;

#define LW_PUSH(arr, n, cap, val)                                                  \
    do {                                                                           \
        if ((n) == (cap)) {                                                        \
            (cap) = (cap) ? (cap) * 2 : 16;                                        \
            (arr) = ut_xrealloc((arr), (cap) * sizeof *(arr));                     \
        }                                                                          \
        (arr)[(n)++] = (val);                                                      \
    } while (0)

static inline int lw_is_tok(lw *L, unsigned t, const char *s) { return t < L->ix->n && ku_is(L->ix, t, s); }

/* pass_lower.c */
void lw_fail(lw *L, const char *fmt, const char *arg);
size_t lw_off(lw *L, CXSourceLocation loc);
int lw_range(lw *L, CXCursor c, size_t *b, size_t *e);
size_t lw_key(lw *L, CXCursor decl);
void lw_text(lw *L, ut_buf *o, size_t b, size_t e);
void lw_add_edit_n(lw *L, size_t off, size_t len, const char *text, int nest);
void lw_add_edit(lw *L, size_t off, size_t len, const char *text);
char *lw_spell_name(CXCursor c);
int lw_written(lw *L, size_t var);
int lw_uniform(lw *L, CXCursor e, size_t loopvar);
void lw_flush(lw *L);
void lw_region_stmt(lw *L, CXCursor s);
CXCursor lw_member_base(CXCursor call);
int lw_warp_kind(const char *n);
int lw_region_of(lw *L, size_t at);
int lw_name_forbidden(const char *n);
void lw_function(cu_ctx *c, ku_index *ix, CXCursor fn, CXCursor tmpl, lw_helpers *H, long self);

/* pass_lower_facts.c */
void lw_scan_facts(lw *L, CXCursor body);
int lw_is_tb_type(CXType t);
int lw_tb_call(CXCursor call, const char *nm);
int lw_written_outside(lw *L, size_t var, size_t b, size_t e);
int lw_has_barrier(lw *L, size_t b, size_t e);

/* pass_lower_vals.c */
void lw_promote(lw *L, lw_decl *d, unsigned idx, ut_buf *arrays);
void lw_rewrite_decl(lw *L, CXCursor stmt);
int lw_has_wop(lw *L, size_t b, size_t e);
int lw_args_pure(lw *L, CXCursor call);
void lw_warp_stmt(lw *L, CXCursor s, size_t b, size_t e);
void lw_find_remat(lw *L, ut_buf *arrays, unsigned *np);
void lw_emit_remat(lw *L, int id);
int lw_helper_call(lw *L, CXCursor call, size_t at);
void lw_helper_params(lw *L, CXCursor *kid, unsigned nk, ut_buf *sig);
void lw_helper_returns(lw *L, CXCursor body);
void lw_helpers_free(lw_helpers *H);
int lw_fastdiv_any(lw *L, CXCursor body);
void lw_fastdiv(lw *L, CXCursor body);

void lw_free(lw *L);
int lw_has_real_barrier(lw *L, size_t b, size_t e);
void lw_kernel_try(lw *L, cu_ctx *c, ku_index *ix, CXCursor fn, CXCursor tmpl, const char *name,
                   lw_helpers *H, long self);

/* pass_lower_simd.c */
void lw_kernel(cu_ctx *c, ku_index *ix, CXCursor fn, CXCursor tmpl, lw_helpers *H);
void lw_simd_find(lw *L, CXCursor body);
int lw_simd_in(lw *L, size_t b, size_t e);
int lw_simd_enter(lw *L, CXCursor loop, CXCursor body, size_t loopvar);
const char *lw_simd_what(lw *L, CXCursor loop);
int lw_gs_in(lw *L, size_t b, size_t e);
int lw_gs_control(lw *L, CXCursor loop, CXCursor init, CXCursor cond, CXCursor inc, CXCursor body, size_t cb,
                  size_t ce, size_t nb, size_t ne);
void lw_simd_check(lw *L, int (*region_of)(lw *, size_t));

#endif
