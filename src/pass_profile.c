/* pass_profile.c - HIP version profiles for the kernel language. HIP below 6.2 has no _sync warp
 * builtins (and no __activemask): there, __shfl*_sync, __ballot_sync, __any_sync and __all_sync
 * become the non-sync builtins without their mask argument, __activemask() becomes __ballot(1),
 * and __syncwarp(...) becomes the wavefront barrier that later HIP versions use for it (release
 * fence, wave barrier, acquire fence). A warning is given where the dropped mask was not the
 * all-lanes mask (the non-sync builtins take every active lane). Builtins without an equivalent
 * (__match_*_sync, __reduce_*_sync, __uni_sync) are left in place with a warning.
 * Works on the main file's tokens, so macro bodies and #if-disabled blocks are lowered too;
 * pass_masks leaves the masks of these calls alone under such a profile. */
#include "kernel_util.h"

#include <stdio.h>
#include <string.h>

#define ORIGIN "kernel.hip-profile"

#define WAVE_BARRIER                                                                    \
    "(__builtin_amdgcn_fence(__ATOMIC_RELEASE, \"wavefront\"), "                        \
    "__builtin_amdgcn_wave_barrier(), __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, \"wavefront\"))"

/* True when tokens [a, b) are a mask that means "all lanes" (or "the active lanes"). */
static int mask_is_all(const ku_index *ix, unsigned a, unsigned b)
{
    ku_val v;
    if (ku_eval(ix, a, b, &v))
        return ku_val_all_lanes32(&v) || ku_val_all_lanes64(&v);
    return b == a + 3 && ku_is(ix, a, "__activemask") && ku_is(ix, a + 1, "(") &&
           ku_is(ix, a + 2, ")");
}

static void mask_note(const ku_index *ix, unsigned t, unsigned a, unsigned b, const char *repl)
{
    cu_ctx *c = ix->c;
    if (a >= b || mask_is_all(ix, a, b))
        return;
    size_t len = ix->end[b - 1] - ix->beg[a];
    cu_report(c, ku_loc(ix, a), DG_WARNING, "kernel.sync-mask-dropped",
              "mask '%.*s' of '%.*s' dropped: HIP %d.%d has no _sync warp builtins and %s "
              "takes every active lane",
              (int)(len > 80 ? 80 : len), ku_text(ix, a), (int)ku_len(ix, t), ku_text(ix, t),
              c->hip_major, c->hip_minor, repl);
}

/* Lowers the call at t; returns the last token the caller may skip (the dropped mask's end,
 * so that calls nested in a dropped mask are not edited too). */
static unsigned lower_call(ku_index *ix, unsigned t)
{
    cu_ctx *c = ix->c;
    unsigned close = ku_match(ix, t + 1);
    if (close == KU_NONE)
        return t;
    const char *low = ku_pre62_name(ku_text(ix, t), ku_len(ix, t));
    if (!low) {
        cu_report(c, ku_loc(ix, t), DG_WARNING, "kernel.sync-unavailable",
                  "'%.*s' has no equivalent in HIP %d.%d (the _sync warp builtins need HIP 6.2 "
                  "or newer): left unchanged", (int)ku_len(ix, t), ku_text(ix, t), c->hip_major,
                  c->hip_minor);
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
        cu_report(c, ku_loc(ix, t), DG_WARNING, ORIGIN,
                  "'%.*s' call without a mask argument not lowered for HIP %d.%d",
                  (int)ku_len(ix, t), ku_text(ix, t), c->hip_major, c->hip_minor);
        return t;
    }
    mask_note(ix, t, p[0][0], p[0][1], low);
    if (ku_replace(ix, t, t + 1, low, ORIGIN) != 0)
        return t;
    /* drop "mask, " up to the next argument */
    if (cu_edit_main(c, ix->beg[p[0][0]], ix->beg[p[1][0]] - ix->beg[p[0][0]], "", ORIGIN) == 0)
        dg_count(c->stats, "profile.lowered", 1);
    return p[1][0] - 1;
}

void pass_profile(cu_ctx *c)
{
    if (!ku_profile_pre62(c))
        return;
    ku_index *ix = ku_index_new(c);
    if (!ix)
        return;
    for (unsigned t = 0; t + 1 < ix->n; t++) {
        if (ix->kind[t] != CXToken_Identifier || !ku_is(ix, t + 1, "(") ||
            ix->pp[t + 1] != ix->pp[t] || ku_is_define_name(ix, t) ||
            (t > 0 && (ku_is(ix, t - 1, ".") || ku_is(ix, t - 1, "->"))))
            continue;
        if (ku_sync_builtin(ku_text(ix, t), ku_len(ix, t))) {
            t = lower_call(ix, t);
        } else if (ku_is(ix, t, "__activemask") && ku_is(ix, t + 2, ")")) {
            if (ku_replace(ix, t, t + 3, "__ballot(1)", ORIGIN) == 0)
                dg_count(c->stats, "profile.lowered", 1);
        }
    }
    ku_index_free(ix);
}
