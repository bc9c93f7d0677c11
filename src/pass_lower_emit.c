/* pass_lower_emit.c - --lower-kernels, layer 3 (emit): writes the lowered function a plan
 * describes (pass_lower_emit.h). Its head copies the kernel's template header and parameters
 * (or, for a helper, takes its parameters as per-thread arrays) and declares the per-thread
 * arrays, recomputed values' types and divisors the plan needs; its body follows the plan's
 * items: each region a lambda run over the threads by hs_launch.hpp's lower_each (lower_simd
 * inside an interchanged loop), each warp call a lower_warp loop over each warp's lanes or a
 * call of the helper's lowered form, the control flow between regions copied as it was. The
 * body's text is copied with the plan's rewrites applied. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_util.h"
#include "pass.h"
#include "util.h"

#include "pass_lower_emit.h"

typedef struct lw_out {
    const lw_plan *P;
    const lw_fn *F;
    char *why;
    ut_buf out;
} lw_out;

static void lw_emit_fail(lw_out *O, const char *fmt, const char *arg) { lw_why(O->why, fmt, arg); }

/* Appends buf[b, e) with the plan's rewrites inside it applied. */
static void lw_text(const lw_out *O, ut_buf *o, size_t b, size_t e)
{
    const char *buf = O->F->c->buf;
    size_t at = b;
    for (size_t i = 0; i < O->P->edits.n; i++) {
        const lw_edit *d = &O->P->edits.v[i];
        if (d->off < at || d->off + d->len > e)
            continue;
        ut_buf_append(o, buf + at, d->off - at);
        ut_buf_puts(o, d->text);
        at = d->off + d->len;
    }
    ut_buf_append(o, buf + at, e - at);
}
static void lw_range_text(lw_out *O, size_t b, size_t e) { lw_text(O, &O->out, b, e); }
static void lw_puts(lw_out *O, const char *s) { ut_buf_puts(&O->out, s); }

/* ---- the head: parameters and per-thread arrays ---- */
/* The kernel's template header (copied before the lowered form) and its parameters' names, for
 * the registration (targs). */
static void lw_emit_template(lw_out *O, ut_buf *head, ut_buf *targs)
{
    const lw_fn *F = O->F;
    const ku_index *ix = F->ix;
    unsigned of = F->of, lt = of + 1, gt = KU_NONE;
    if (!lw_is_tok(F, of, "template") || !lw_is_tok(F, lt, "<"))
        lw_emit_fail(O, "its template header is not spelled plainly%s", NULL);
    CXCursor tk[32];
    unsigned ntk = ku_children(F->tmpl, tk, 32);
    size_t last_end = ix->end[lt];
    int np = 0;
    for (unsigned i = 0; i < ntk && i < 32 && !O->why[0]; i++) {
        enum CXCursorKind k = clang_getCursorKind(tk[i]);
        if (k != CXCursor_TemplateTypeParameter && k != CXCursor_NonTypeTemplateParameter &&
            k != CXCursor_TemplateTemplateParameter)
            continue;
        size_t b, e;
        if (!lw_range(F, tk[i], &b, &e)) {
            lw_emit_fail(O, "a template parameter is not spelled in the file%s", NULL);
            break;
        }
        last_end = e;
        char *pn = lw_spell_name(tk[i]);
        unsigned pf = ku_at(ix, b), pl = ku_lower(ix, e);
        int pack = 0;
        for (unsigned t = pf; t != KU_NONE && t < pl; t++)
            if (lw_is_tok(F, t, "..."))
                pack = 1;
        if (!pn[0])
            lw_emit_fail(O, "a template parameter has no name%s", NULL);
        ut_buf_printf(targs, "%s%s%s", np++ ? ", " : "", pn, pack ? "..." : "");
        free(pn);
    }
    gt = ku_lower(ix, last_end);
    if (!O->why[0] && (gt >= ix->n || !lw_is_tok(F, gt, ">")))
        lw_emit_fail(O, "its template header is not spelled plainly%s", NULL);
    if (!O->why[0] && cu_file_edited(F->c, 0, ix->beg[of], ix->end[gt] - ix->beg[of]))
        lw_emit_fail(O, "other rewrites of cu2hip change its template header%s", NULL);
    if (!O->why[0]) {
        ut_buf_append(head, F->c->buf + ix->beg[of], ix->end[gt] - ix->beg[of]);
        ut_buf_puts(head, "\n");
    }
}

/* A kernel's parameters, copied: the lowered kernel is called with the kernel's arguments. */
static void lw_emit_params(lw_out *O, ut_buf *head)
{
    const lw_fn *F = O->F;
    CXCursor kid[64];
    unsigned nk = ku_children(F->fn, kid, 64);
    if (nk > 64)
        lw_emit_fail(O, "it has too many parameters%s", NULL);
    for (unsigned i = 0; i < nk && i < 64 && !O->why[0]; i++) {
        CXCursor p = kid[i];
        if (clang_getCursorKind(p) != CXCursor_ParmDecl)
            continue;
        size_t b, e;
        if (!lw_range(F, p, &b, &e)) {
            lw_emit_fail(O, "a parameter is not spelled in the file%s", NULL);
            break;
        }
        if (cu_file_edited(F->c, 0, b, e - b)) {   /* the copy would keep the CUDA spelling */
            lw_emit_fail(O, "other rewrites of cu2hip change its parameters%s", NULL);
            break;
        }
        ut_buf_puts(head, ", ");
        ut_buf_append(head, F->c->buf + b, e - b);
    }
}

/* The per-thread arrays of the values kept across regions, the recomputed values' types, the
 * warp calls' arrays and the divisors. */
static void lw_emit_arrays(const lw_out *O, ut_buf *head)
{
    const lw_plan *P = O->P;
    const lw_fn *F = O->F;
    for (size_t i = 0; i < P->remat.n; i++)
        if (P->remat.v[i].cross)
            ut_buf_printf(head, "using hs_m%u = %s;\n", P->remat.v[i].tix, P->remat.v[i].type);
    for (size_t i = 0; i < P->prom.n; i++) {
        ut_buf_printf(head, "using hs_t%zu = %s;\nhs_t%zu *hs_p%zu = ::hs_launch_detail::lower_alloc<hs_t%zu>(hs_b);\n",
                      i, P->prom.v[i].type, i, i, i);
        if (P->prom.v[i].param)   /* each thread's copy of a parameter it modifies */
            ut_buf_printf(head, "for (unsigned hs_i = 0; hs_i < hs_b->n; hs_i++)\n    hs_p%zu[hs_i] = %s;\n", i,
                          P->prom.v[i].param);
    }
    for (size_t k = 0; k < P->wids.n; k++) {
        const lw_wop *w = &F->wops.v[P->wids.v[k]];
        const lw_wplan *wp = &P->wp[P->wids.v[k]];
        int id = wp->id;
        if (w->kind == LW_W_CALL) {
            for (size_t i = 0; i < wp->at.n; i++)
                ut_buf_printf(head, "using hs_w%d_t%zu = %s;\nhs_w%d_t%zu *hs_w%d_a%zu = "
                              "::hs_launch_detail::lower_alloc<hs_w%d_t%zu>(hs_b);\n", id, i, wp->at.v[i], id, i,
                              id, i, id, i);
            if (wp->rt)
                ut_buf_printf(head, "using hs_w%d_rt = %s;\nhs_w%d_rt *hs_w%d_r = "
                              "::hs_launch_detail::lower_alloc<hs_w%d_rt>(hs_b);\n", id, wp->rt, id, id, id);
            continue;
        }
        int shfl = w->kind <= LW_W_XOR;
        ut_buf_printf(head, "using hs_w%d_t = %s;\nhs_w%d_t *hs_w%d_v = "
                      "::hs_launch_detail::lower_alloc<hs_w%d_t>(hs_b);\n", id, wp->vt, id, id, id);
        ut_buf_printf(head, "%s *hs_w%d_r = ::hs_launch_detail::lower_alloc<%s>(hs_b);\n", wp->rt, id, wp->rt);
        if (shfl && !wp->uarg) {
            const char *at = w->kind == LW_W_UP || w->kind == LW_W_DOWN ? "unsigned int" : "int";
            ut_buf_printf(head, "%s *hs_w%d_a = ::hs_launch_detail::lower_alloc<%s>(hs_b);\n", at, id, at);
        }
        if (wp->wide)
            ut_buf_printf(head, "int *hs_w%d_w = ::hs_launch_detail::lower_alloc<int>(hs_b);\n", id);
    }
    for (size_t i = 0; i < P->divs.n; i++) {
        const lw_divisor *d = &P->divs.v[i];
        ut_buf_printf(head, "const ::hs_launch_detail::lower_div<%s> hs_d%zu(", d->type, i);
        ut_buf_append(head, F->c->buf + d->pb, d->pl);
        ut_buf_puts(head, ");\n");
    }
}

/* ---- regions ---- */
/* At the top of a region's body: the recomputed variables it names that another region
 * declares, with those their initialisers name. */
static void lw_emit_remat(lw_out *O, const lw_region *rg, int id)
{
    const lw_plan *P = O->P;
    const lw_fn *F = O->F;
    if (!P->remat.n)
        return;
    unsigned char *need = ut_xcalloc(P->remat.n, 1);
    for (size_t j = 0; j < F->refs.n; j++) {
        int in = 0;
        for (size_t p = rg->first; p < rg->first + rg->n && !in; p++)
            in = F->refs.v[j].at >= P->stmts.v[p].b && F->refs.v[j].at < P->stmts.v[p].e;
        if (!in)
            continue;
        for (size_t i = 0; i < P->remat.n; i++)
            if (P->remat.v[i].var == F->refs.v[j].var && P->remat.v[i].region != id)
                need[i] = 1;
    }
    for (size_t i = P->remat.n; i-- > 0;) {
        if (!need[i])
            continue;
        for (size_t j = 0; j < F->refs.n; j++)
            if (F->refs.v[j].at >= P->remat.v[i].ib && F->refs.v[j].at < P->remat.v[i].ie)
                for (size_t q = 0; q < i; q++)
                    if (P->remat.v[q].var == F->refs.v[j].var && P->remat.v[q].region != id)
                        need[q] = 1;
    }
    for (size_t i = 0; i < P->remat.n; i++) {
        const lw_remat *r = &P->remat.v[i];
        if (!need[i])
            continue;
        if (!r->cross)   /* lw_find_remat's closure and this one disagree */
            lw_emit_fail(O, "a recomputed variable has no type%s", NULL);
        ut_buf_printf(&O->out, "hs_m%u %s = (", r->tix, r->name);
        lw_range_text(O, r->ib, r->ie);
        ut_buf_printf(&O->out, ");\n(void)%s;\n", r->name);
    }
    free(need);
}

static void lw_emit_stmt(lw_out *O, const lw_rstmt *s)
{
    switch (s->kind) {
    case LW_S_WARG:
        if (s->tag)
            ut_buf_printf(&O->out, "hs_w%d_%c[hs_r] = (", s->wid, s->tag);
        else
            ut_buf_printf(&O->out, "hs_w%d_a%d[hs_r] = (", s->wid, s->arg);
        lw_range_text(O, s->b, s->e);
        lw_puts(O, ");\n");
        return;
    case LW_S_GS_COND: {
        ut_buf ty = { 0 };
        lw_text(O, &ty, s->db, s->dn);
        char *nm = lw_spell_name(s->var);
        ut_buf_printf(&O->out, "%s%s = hs_gs_base + hs_tid.x;\n(void)%s;\nif (", ty.s ? ty.s : "", nm, nm);
        free(nm);
        ut_buf_free(&ty);
        lw_range_text(O, s->b, s->e);
        lw_puts(O, ")\ndo ");
        return;
    }
    case LW_S_GS_BODY:
        lw_range_text(O, s->b, s->e);
        lw_puts(O, "\nwhile (0);\n");
        return;
    default:
        lw_range_text(O, s->b, s->e);
        lw_puts(O, "\n");
        return;
    }
}

static void lw_emit_region(lw_out *O, int id)
{
    const lw_plan *P = O->P;
    const lw_fn *F = O->F;
    const lw_region *rg = &P->regions.v[id];
    /* the region needs the runtime's threadIdx when it calls the program's functions or
     * names threadIdx through a macro */
    int self = 0;
    for (size_t i = rg->first; i < rg->first + rg->n; i++)
        for (size_t j = 0; j < F->selfs.n; j++)
            if (F->selfs.v[j] >= P->stmts.v[i].b && F->selfs.v[j] < P->stmts.v[i].e)
                self = 1;
    if (rg->simd && !self)
        lw_puts(O, "::hs_launch_detail::lower_simd(hs_b, hs_dead, [&](unsigned hs_r, "
                   "::hs_launch_detail::lower_tid hs_tid) {\n(void)hs_r; (void)hs_tid;\n");
    else
        ut_buf_printf(&O->out, "::hs_launch_detail::lower_each<%s>(hs_b, hs_dead, [&](unsigned hs_r, "
                      "::hs_launch_detail::lower_tid hs_tid) {\n(void)hs_r; (void)hs_tid;\n",
                      self ? "true" : "false");
    lw_emit_remat(O, rg, id);
    for (size_t i = rg->first; i < rg->first + rg->n; i++)
        lw_emit_stmt(O, &P->stmts.v[i]);
    for (size_t i = 0; i < P->remat.n; i++)   /* recomputed where used: no warning here */
        if (P->remat.v[i].region == id && (P->nsimd || P->remat.v[i].cross))
            ut_buf_printf(&O->out, "(void)%s;\n", P->remat.v[i].name);
    lw_puts(O, "});\n");
}

/* ---- warp calls ---- */
/* hs_lwh_CALLEE(block, dead flags, results, arguments...) */
static void lw_emit_helper_call(lw_out *O, const lw_wop *w, const lw_wplan *wp)
{
    size_t b, e;
    if (!lw_callee_text(O->F, w, &b, &e)) {
        lw_emit_fail(O, "a function that synchronises is called through an expression%s", NULL);
        return;
    }
    lw_puts(O, "hs_lwh_");
    ut_buf_append(&O->out, O->F->c->buf + b, e - b);
    int na = clang_Cursor_getNumArguments(w->call);
    if (clang_getCanonicalType(clang_getCursorType(w->call)).kind == CXType_Void)
        lw_puts(O, "(hs_b, hs_dead, (void *)nullptr");
    else
        ut_buf_printf(&O->out, "(hs_b, hs_dead, hs_w%d_r", wp->id);
    for (int i = 0; i < na; i++)
        ut_buf_printf(&O->out, ", hs_w%d_a%d", wp->id, i);
    lw_puts(O, ");\n");
}

static void lw_emit_warp(lw_out *O, size_t wi)
{
    static const char *const kn[] = { "lower_w_idx", "lower_w_up", "lower_w_down", "lower_w_xor",
                                      "lower_w_ballot", "lower_w_any", "lower_w_all", "lower_b_count",
                                      "lower_b_and", "lower_b_or" };
    const lw_fn *F = O->F;
    const lw_wop *w = &F->wops.v[wi];
    const lw_wplan *wp = &O->P->wp[wi];
    if (w->kind == LW_W_CALL) {
        lw_emit_helper_call(O, w, wp);
        return;
    }
    int shfl = w->kind <= LW_W_XOR;
    int na = lw_spelled_args(F, w->call);
    ut_buf_printf(&O->out, "::hs_launch_detail::lower_warp%s<::hs_launch_detail::%s>(hs_b, hs_dead, "
                  "hs_w%d_r, hs_w%d_v, ", wp->uarg ? "_u" : "", kn[w->kind], wp->id, wp->id);
    if (shfl && wp->uarg) {
        size_t ab, ae;
        int sh = w->kind == LW_W_UP || w->kind == LW_W_DOWN;
        if (!lw_range(F, clang_Cursor_getArgument(w->call, (unsigned)w->sync + 1), &ab, &ae)) {
            lw_emit_fail(O, "a warp function's argument is not spelled in the file%s", NULL);
            return;
        }
        lw_puts(O, sh ? "(unsigned int)(" : "(int)(");
        lw_range_text(O, ab, ae);
        lw_puts(O, "), ");
    } else if (shfl) {
        ut_buf_printf(&O->out, "hs_w%d_a, ", wp->id);
    } else {
        lw_puts(O, "(const int *)nullptr, ");
    }
    if (shfl && na == w->sync + 3)
        ut_buf_printf(&O->out, "hs_w%d_w);\n", wp->id);
    else
        lw_puts(O, "(const int *)nullptr);\n");
}

/* ---- the items ---- */
static void lw_emit_item(lw_out *O, const lw_item *it)
{
    switch (it->kind) {
    case LW_I_REGION: lw_emit_region(O, (int)it->n); return;
    case LW_I_WARP: lw_emit_warp(O, it->n); return;
    case LW_I_BLOCK: lw_puts(O, "{\n"); return;
    case LW_I_END: lw_puts(O, "}\n"); return;
    case LW_I_FOR:
        lw_puts(O, "for (");
        lw_range_text(O, it->r[0], it->r[1]);
        lw_puts(O, ";");
        lw_range_text(O, it->r[2], it->r[3]);
        lw_puts(O, ";");
        lw_range_text(O, it->r[4], it->r[5]);
        lw_puts(O, ") {\n");
        return;
    case LW_I_WHILE:
        lw_puts(O, "while (");
        lw_range_text(O, it->r[0], it->r[1]);
        lw_puts(O, ") {\n");
        return;
    case LW_I_DO: lw_puts(O, "do {\n"); return;
    case LW_I_DO_END:
        lw_puts(O, "} while (");
        lw_range_text(O, it->r[0], it->r[1]);
        lw_puts(O, ");\n");
        return;
    case LW_I_IF:
        lw_puts(O, it->n ? "if constexpr (" : "if (");
        lw_range_text(O, it->r[0], it->r[1]);
        lw_puts(O, ") {\n");
        return;
    case LW_I_ELSE: lw_puts(O, "} else {\n"); return;
    case LW_I_IF_END: lw_puts(O, "}\n"); return;
    case LW_I_HOIST: {
        lw_range_text(O, it->r[0], it->r[1]);
        lw_puts(O, "\n");
        /* a thread_block whose uses were its barriers (cg::sync(cta), cta.sync()), which became
         * region boundaries: no -Wunused-but-set-variable in the lowered form */
        CXCursor kid[16];
        unsigned n = ku_children(it->cur, kid, 16);
        for (unsigned i = 0; i < n && i < 16; i++)
            if (clang_getCursorKind(kid[i]) == CXCursor_VarDecl && lw_is_tb_type(clang_getCursorType(kid[i]))) {
                char *nm = lw_spell_name(kid[i]);
                if (nm[0])
                    ut_buf_printf(&O->out, "(void)%s;\n", nm);
                free(nm);
            }
        return;
    }
    case LW_I_ROUNDS: {
        ut_buf ty = { 0 };
        lw_text(O, &ty, it->r[0], it->r[1]);
        lw_puts(O, "for (");
        lw_puts(O, ty.s ? ty.s : "");
        lw_puts(O, "hs_gs_base = ");
        if (it->r[3] > it->r[2])
            lw_range_text(O, it->r[2], it->r[3]);
        else
            lw_puts(O, "0");
        lw_puts(O, it->n ? "; hs_gs_base <= (" : "; hs_gs_base < (");
        lw_range_text(O, it->r[4], it->r[5]);
        lw_puts(O, "); hs_gs_base += (");
        lw_range_text(O, it->r[6], it->r[7]);
        lw_puts(O, ")) {\n");
        ut_buf_free(&ty);
        return;
    }
    default:
        return;
    }
}

/* ---- the function ---- */
static void lw_emit_function(lw_out *O, ut_buf *targs)
{
    const lw_plan *P = O->P;
    const lw_fn *F = O->F;
    const char *devmath = F->devmath && P->nsimd ? "HIPSHIM_DEVICE_MATH;\n" : "";
    ut_buf head = { 0 };
    ut_buf_puts(&head, "#if defined(__HIPSHIM_LOWER__)\n");
    if (!clang_Cursor_isNull(F->tmpl))
        lw_emit_template(O, &head, targs);
    if (F->self >= 0) {
        ut_buf sig = { 0 };   /* the helper's parameters: per-thread arrays */
        ut_buf_printf(&sig, ", unsigned char *hs_dead, %s *hs_res", P->hres ? P->hres : "");
        for (size_t i = 0; i < P->hparams.n; i++)
            ut_buf_printf(&sig, ", %s *hs_a%zu", P->hparams.v[i], i);
        ut_buf_printf(&head, "static inline void hs_lwh_%s(::hs_launch_detail::lower_blk *hs_b%s)\n{\n"
                      "(void)hs_b;\n(void)hs_dead;\n(void)hs_res;\n::hs_launch_detail::lower_scope hs_scope;\n%s",
                      F->name, sig.s, devmath);
        ut_buf_free(&sig);
    } else {
        ut_buf_printf(&head, "%sstatic void hs_lowered_%s(::hs_launch_detail::lower_blk *hs_b",
                      P->nsimd ? "HIPSHIM_LOWER_SIMD_FN " : "", F->name);
        lw_emit_params(O, &head);
        ut_buf_printf(&head, ")\n{\n(void)hs_b;\nunsigned char *hs_dead = %s;\n(void)hs_dead;\n%s",
                      P->has_ret ? "::hs_launch_detail::lower_dead(hs_b)" : "nullptr", devmath);
    }
    lw_emit_arrays(O, &head);
    ut_buf_puts(&O->out, head.s);
    ut_buf_free(&head);
    for (size_t i = 0; i < P->items.n && !O->why[0]; i++)
        lw_emit_item(O, &P->items.v[i]);
    lw_puts(O, "}\n#endif\n");
}

int lw_emit(const lw_plan *P, char *why)
{
    const lw_fn *F = P->F;
    cu_ctx *c = F->c;
    const ku_index *ix = F->ix;
    lw_out O = { P, F, why, { 0 } };
    ut_buf targs = { 0 };
    lw_emit_function(&O, &targs);
    if (!why[0] && F->self >= 0) {   /* a helper: after its definition, no registration */
        char *txt = ut_xasprintf("\n%s", O.out.s);
        if (cu_edit_main(c, ix->end[F->bl - 1], 0, txt, "lower.kernel") != 0)
            lw_emit_fail(&O, "its lowered form could not be inserted%s", NULL);
        free(txt);
    } else if (!why[0]) {
        /* one edit before the kernel, one at the top of its body */
        const char *devmath = F->devmath && P->nsimd ? "HIPSHIM_DEVICE_MATH;\n" : "";
        char *reg;
        if (cu_file_edited(c, 0, F->start, 0) || cu_file_edited(c, 0, ix->end[F->bf], 0))
            lw_emit_fail(&O, "other rewrites of cu2hip change its body%s", NULL);
        else {
            if (targs.len)
                reg = ut_xasprintf("\n#if defined(__HIPSHIM_LOWER__)\n::hs_launch_detail::lower_use<&%s<%s>, "
                                   "&hs_lowered_%s<%s>>();\n%s#endif\n", F->name, targs.s, F->name, targs.s, devmath);
            else
                reg = ut_xasprintf("\n#if defined(__HIPSHIM_LOWER__)\n::hs_launch_detail::lower_use<&%s, "
                                   "&hs_lowered_%s>();\n%s#endif\n", F->name, F->name, devmath);
            if (cu_edit_main(c, F->start, 0, O.out.s, "lower.kernel") != 0 ||
                cu_edit_main(c, ix->end[F->bf], 0, reg, "lower.kernel") != 0)
                lw_emit_fail(&O, "its lowered form could not be inserted%s", NULL);
            free(reg);
        }
    }
    ut_buf_free(&targs);
    ut_buf_free(&O.out);
    return !why[0];
}
