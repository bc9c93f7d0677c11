/* pass_unsupported.c - CUDA kernel-language features that HIP does not have. They are left in
 * place (the output keeps failing loudly where the program relies on them) with a warning and a
 * rule id:
 *   kernel.dynamic-parallelism  launches and CUDA device-runtime calls in device code
 *   kernel.device-graph         the device runtime's graph calls (conditional nodes, device launch)
 *   kernel.wmma                 warp matrix functions (nvcuda::wmma, <mma.h>)
 *   kernel.inline-asm           inline PTX assembly
 *   kernel.cluster              thread block clusters (__cluster_dims__, this_cluster, ...)
 *   kernel.texture-reference    texture<...> references (removed in CUDA 12; use texture objects)
 *   kernel.surface-reference    surface<...> references
 *   kernel.cooperative-groups   cooperative groups HIP lacks (binary_partition,
 *                               block_tile_memory; cg::reduce where cg is not resolved)
 * and the portable versions of <cooperative_groups/reduce.h>, scan.h and memcpy_async.h
 * (kernel.cooperative-groups-portable, a note: see CG_ALGORITHMS),
 * and two rewrites: __CUDA_ARCH__ compared as a number (kernel.cuda-arch, see arch_test), and
 * the x and y members of a __half2 read as values (kernel.half2-member, see half2_member): they
 * are __half in CUDA, the raw 16 bits (unsigned short) in HIP's __half2.
 * Launches and asm statements are located with the AST (device context); the rest by tokens, so
 * macro bodies and #if-disabled blocks are covered. Every editable file is scanned (the main
 * file, and project headers in batch mode). At most one finding per rule and line. */
#include "kernel_util.h"
#include "parse.h"

#include <stdlib.h>
#include <string.h>
#include <ctype.h>

typedef struct un_at { size_t fi, off; } un_at;
typedef struct un_range { size_t fi, b, e; } un_range;

typedef struct un_st {
    ku_set *set;
    ku_index *ix;             /* file being scanned */
    UT_VEC(un_at) asm_dev;    /* file, expansion offset of asm statements in device code */
    UT_VEC(un_range) dev;     /* file, byte range of device-only function definitions */
    unsigned last_line[10];   /* per rule kind: last line reported */
    int cg_block;             /* the file has the cu2hip_cg helpers (CG_ALGORITHMS) */
    int store_block;          /* the file has the cu2hip_st* stores (STORE_HINTS) */
} un_st;

/* <cooperative_groups/reduce.h>, scan.h and memcpy_async.h, which HIP lacks: a portable
 * implementation put in place of the first such #include (guarded, so a header and its includer
 * may both carry it), and cg::reduce, cg::plus<T>, ... renamed into its namespace cu2hip_cg.
 * The collectives use the group's own shuffles (shfl_down, shfl_up, shfl), so they are right
 * for every tile size up to the wavefront and for coalesced groups; memcpy_async is a copy by the
 * group's threads, done when it returns, and wait() the group's barrier. */
/* The rule id of the notes saying the portable version is used (the port compiles: a note, never
 * a failure of the lint); kernel.cooperative-groups stays for what is left as written. */
#define CG_PORTABLE "kernel.cooperative-groups-portable"
static const char CG_ALGORITHMS[] =
    "/* cu2hip: CUDA's <cooperative_groups/reduce.h>, scan.h and memcpy_async.h, which HIP lacks,\n"
    " * over the group's shuffles (any tile size up to the wavefront, coalesced groups);\n"
    " * memcpy_async copies with the group's threads at once and wait() is the group's barrier. */\n"
    "#ifndef CU2HIP_CG_ALGORITHMS\n"
    "#define CU2HIP_CG_ALGORITHMS\n"
    "namespace cu2hip_cg {\n"
    "template <class T> struct plus { __device__ T operator()(const T &a, const T &b) const { return a + b; } };\n"
    "template <class T> struct less { __device__ T operator()(const T &a, const T &b) const { return b < a ? b : a; } };\n"
    "template <class T> struct greater { __device__ T operator()(const T &a, const T &b) const { return a < b ? b : a; } };\n"
    "template <class T> struct bit_and { __device__ T operator()(const T &a, const T &b) const { return a & b; } };\n"
    "template <class T> struct bit_or { __device__ T operator()(const T &a, const T &b) const { return a | b; } };\n"
    "template <class T> struct bit_xor { __device__ T operator()(const T &a, const T &b) const { return a ^ b; } };\n"
    "template <class Group, class T, class Op> __device__ T reduce(const Group &g, T v, Op op)\n"
    "{\n"
    "    const unsigned n = g.size(), r = g.thread_rank();\n"
    "    for (unsigned off = 1; off < n; off <<= 1) {\n"
    "        T o = g.shfl_down(v, off);\n"
    "        if (r + off < n) v = op(v, o);\n"
    "    }\n"
    "    return g.shfl(v, 0);\n"
    "}\n"
    "template <class Group, class T, class Op> __device__ T inclusive_scan(const Group &g, T v, Op op)\n"
    "{\n"
    "    const unsigned n = g.size(), r = g.thread_rank();\n"
    "    for (unsigned off = 1; off < n; off <<= 1) {\n"
    "        T o = g.shfl_up(v, off);\n"
    "        if (r >= off) v = op(o, v);\n"
    "    }\n"
    "    return v;\n"
    "}\n"
    "template <class Group, class T> __device__ T inclusive_scan(const Group &g, T v) { return cu2hip_cg::inclusive_scan(g, v, plus<T>()); }\n"
    "template <class Group, class T, class Op> __device__ T exclusive_scan(const Group &g, T v, Op op)\n"
    "{\n"
    "    T in = cu2hip_cg::inclusive_scan(g, v, op), prev = g.shfl_up(in, 1);\n"
    "    return g.thread_rank() == 0 ? T() : prev;\n"
    "}\n"
    "template <class Group, class T> __device__ T exclusive_scan(const Group &g, T v) { return cu2hip_cg::exclusive_scan(g, v, plus<T>()); }\n"
    "template <class Group> __device__ void memcpy_async(const Group &g, void *dst, const void *src, size_t bytes)\n"
    "{\n"
    "    if (((size_t)dst | (size_t)src | bytes) % sizeof(int) == 0) {\n"
    "        for (size_t i = g.thread_rank(); i < bytes / sizeof(int); i += g.size())\n"
    "            ((int *)dst)[i] = ((const int *)src)[i];\n"
    "    } else {\n"
    "        for (size_t i = g.thread_rank(); i < bytes; i += g.size())\n"
    "            ((char *)dst)[i] = ((const char *)src)[i];\n"
    "    }\n"
    "}\n"
    "template <class Group, class T>\n"
    "__device__ void memcpy_async(const Group &g, T *dst, size_t dst_count, const T *src, size_t src_count)\n"
    "{\n"
    "    for (size_t i = g.thread_rank(); i < dst_count && i < src_count; i += g.size()) dst[i] = src[i];\n"
    "}\n"
    "template <class Group> __device__ void wait(const Group &g) { g.sync(); }\n"
    "template <unsigned N, class Group> __device__ void wait_prior(const Group &g) { g.sync(); }\n"
    "} // namespace cu2hip_cg\n"
    "#endif\n";

/* CUDA's cache-hinted stores, which HIP lacks (it has the loads for __half only, and defines
 * them as plain accesses, `return *ptr;`, as it defines __ldg): plain stores of the pointee type,
 * the value converted to it as CUDA's overloads convert it. Put after the file's last #include
 * before the first use (a header that includes nothing relies on its includer for __device__,
 * as the rest of its device code does). */
static const char STORE_HINTS[] =
    "/* cu2hip: CUDA's cache-hinted stores (__stcs, __stcg, __stwb, __stwt), which HIP lacks, as\n"
    " * plain stores, as HIP defines its cache-hinted loads (amd_hip_fp16.h: return *ptr). */\n"
    "#ifndef CU2HIP_STORE_HINTS\n"
    "#define CU2HIP_STORE_HINTS\n"
    "template <class T> struct cu2hip_store_type { typedef T type; };\n"
    "template <class T> __device__ inline void cu2hip_stcs(T *p, typename cu2hip_store_type<T>::type v) { *p = v; }\n"
    "template <class T> __device__ inline void cu2hip_stcg(T *p, typename cu2hip_store_type<T>::type v) { *p = v; }\n"
    "template <class T> __device__ inline void cu2hip_stwb(T *p, typename cu2hip_store_type<T>::type v) { *p = v; }\n"
    "template <class T> __device__ inline void cu2hip_stwt(T *p, typename cu2hip_store_type<T>::type v) { *p = v; }\n"
    "#endif\n";

enum { R_DP, R_WMMA, R_ASM, R_CLUSTER, R_TEX, R_SURF, R_CG, R_ARCH, R_HALF2 };

static int once_per_line(un_st *st, int rule, CXSourceLocation loc)
{
    unsigned line = 0;
    clang_getExpansionLocation(loc, NULL, &line, NULL, NULL);
    if (line && st->last_line[rule] == line)
        return 0;
    st->last_line[rule] = line;
    return 1;
}

/* Whether t (or what it points to, when arrow) is CUDA's __half2. */
static int is_half2(CXType t, int arrow)
{
    t = clang_getCanonicalType(t);
    if (arrow) {
        if (t.kind != CXType_Pointer)
            return 0;
        t = clang_getCanonicalType(clang_getPointeeType(t));
    }
    CXString sp = clang_getTypeSpelling(clang_getUnqualifiedType(t));
    const char *s = clang_getCString(sp);
    int yes = s && (!strcmp(s, "__half2") || !strcmp(s, "struct __half2"));
    clang_disposeString(sp);
    return yes;
}

/* v.x / v.y / p->x of a __half2: CUDA's members are __half values; HIP's __half2 (amd_hip_fp16.h)
 * has x and y as unsigned short bits, so (float)v.x would convert the bits. A read becomes
 * __low2half(v) / __high2half(v), the same value in both; a write (v.x = h, &v.x, ++v.x) is
 * reported, as HIP has no __half member to assign. */
static void half2_member(un_st *st, CXCursor cur, CXCursor parent)
{
    pc_ctx *c = st->set->c;
    CXString ms = clang_getCursorSpelling(cur);
    const char *m = clang_getCString(ms);
    int low = m && !strcmp(m, "x"), high = m && !strcmp(m, "y");
    clang_disposeString(ms);
    CXCursor kids[1];
    if ((!low && !high) || ku_children(cur, kids, 1) < 1)
        return;
    CXSourceRange all = clang_getCursorExtent(cur), base = clang_getCursorExtent(kids[0]);
    CXToken *t = NULL;
    unsigned nt = 0;
    int arrow = 0;
    /* the operator: the token before the member name */
    clang_tokenize(c->tu, clang_getRange(clang_getRangeEnd(base), clang_getRangeEnd(all)), &t, &nt);
    for (unsigned i = 0; i < nt; i++) {
        CXString sp = clang_getTokenSpelling(c->tu, t[i]);
        const char *s = clang_getCString(sp);
        if (s && !strcmp(s, "->")) arrow = 1;
        clang_disposeString(sp);
    }
    if (t)
        clang_disposeTokens(c->tu, t, nt);
    if (!is_half2(clang_getCursorType(kids[0]), arrow))
        return;
    CXSourceLocation loc = clang_getCursorLocation(cur);
    if (!pc_loc_editable(c, loc))
        return;
    enum CXCursorKind pk = clang_getCursorKind(parent);
    int write = 0;
    if (pk == CXCursor_CompoundAssignOperator || pk == CXCursor_UnaryOperator ||
        pk == CXCursor_BinaryOperator) {
        CXCursor pk0[1];
        int first = ku_children(parent, pk0, 1) >= 1 && clang_equalCursors(ku_strip(pk0[0]), cur);
        if (pk == CXCursor_CompoundAssignOperator)
            write = first;
        else if (pk == CXCursor_BinaryOperator)
            write = first && clang_getCursorBinaryOperatorKind(parent) == CXBinaryOperator_Assign;
        else {
            enum CXUnaryOperatorKind u = clang_getCursorUnaryOperatorKind(parent);
            write = u == CXUnaryOperator_AddrOf || u == CXUnaryOperator_PreInc || u == CXUnaryOperator_PreDec ||
                    u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec;
        }
    }
    if (pk == CXCursor_CallExpr && clang_Cursor_getNumArguments(parent) >= 1 &&
        clang_equalCursors(ku_strip(clang_Cursor_getArgument(parent, 0)), cur)) {
        /* __half's own operators: v.x = h, v.x += h, ++v.x */
        CXString ps = clang_getCursorSpelling(parent);
        const char *op = clang_getCString(ps);
        write = op && !strncmp(op, "operator", 8) &&
                (!strcmp(op + 8, "=") || !strcmp(op + 8, "+=") || !strcmp(op + 8, "-=") || !strcmp(op + 8, "*=") ||
                 !strcmp(op + 8, "/=") || !strcmp(op + 8, "++") || !strcmp(op + 8, "--"));
        clang_disposeString(ps);
    }
    if (write) {
        if (once_per_line(st, R_HALF2, loc))
            pc_report(c, loc, DG_WARNING, "kernel.half2-member",
                      "__half2's member %s is written: in HIP it is the raw 16 bits (unsigned short), not a "
                      "__half; build the pair with __halves2half2(lo, hi) instead", low ? "x" : "y");
        return;
    }
    if (pc_edit_loc(c, clang_getRangeStart(base), 0, low ? (arrow ? "__low2half(*" : "__low2half(")
                                                         : (arrow ? "__high2half(*" : "__high2half("),
                    "kernel.half2-member"))
        return;
    pc_edit_range(c, clang_getRange(clang_getRangeEnd(base), clang_getRangeEnd(all)), ")", "kernel.half2-member");
    dg_count(c->stats, "kernel.half2-member", 1);
}

static int visit(CXCursor cur, CXCursor parent, CXCursor fn, void *ud)
{
    un_st *st = ud;
    pc_ctx *c = st->set->c;
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (k == CXCursor_MemberRefExpr) {
        half2_member(st, cur, parent);
        return 1;
    }
    if (k == CXCursor_AsmStmt && ku_fn_device_only(fn)) {
        ku_index *ix = ku_set_exp(st->set, clang_getCursorLocation(cur));
        size_t off = ix ? ku_exp_off(ix, clang_getCursorLocation(cur)) : (size_t)-1;
        if (off != (size_t)-1 && st->asm_dev.n < 4096)
            ut_vec_push(&st->asm_dev, (un_at){ ix->fi, off });
        return 1;
    }
    if ((k == CXCursor_FunctionDecl || k == CXCursor_FunctionTemplate) &&
        clang_isCursorDefinition(cur) && ku_fn_device_only(cur)) {
        CXSourceRange r = clang_getCursorExtent(cur);
        ku_index *ix = ku_set_exp(st->set, clang_getRangeStart(r));
        size_t b = ix ? ku_exp_off(ix, clang_getRangeStart(r)) : (size_t)-1;
        size_t e = ix ? ku_exp_off(ix, clang_getRangeEnd(r)) : (size_t)-1;
        if (b != (size_t)-1 && e != (size_t)-1 && b < e)
            ut_vec_push(&st->dev, (un_range){ ix->fi, b, e });
        return 1;
    }
    if (k != CXCursor_CallExpr || !ku_fn_device_only(fn))
        return 1;
    char name[128];
    ku_call_name(cur, name, sizeof name);
    CXCursor kids[2];
    int launch = 0;
    if (ku_children(cur, kids, 2) >= 2 && clang_getCursorKind(kids[1]) == CXCursor_CallExpr) {
        char cname[64];
        ku_call_name(kids[1], cname, sizeof cname);
        launch = !strcmp(cname, "__cudaPushCallConfiguration");
    }
    if (launch) {
        CXSourceLocation loc = clang_getCursorLocation(kids[1]);
        pc_report(c, loc, DG_WARNING, "kernel.dynamic-parallelism", "%s", PS_DEVICE_LAUNCH_MSG);
        dg_count(c->stats, "kernel.unsupported", 1);
    }
    return 1;
}

/* The CUDA device runtime API (cuda_device_runtime_api.h, CUDA 13): what dynamic parallelism
 * calls from device code. Sorted for bsearch. */
static const char *const device_runtime_fns[] = {
    "cudaDeviceGetAttribute", "cudaDeviceGetCacheConfig", "cudaDeviceGetLimit",
    "cudaDeviceGetSharedMemConfig", "cudaDeviceSynchronize", "cudaEventCreateWithFlags",
    "cudaEventDestroy", "cudaEventRecord", "cudaEventRecordWithFlags", "cudaFree",
    "cudaFuncGetAttributes", "cudaGetCurrentGraphExec", "cudaGetDevice", "cudaGetDeviceCount",
    "cudaGetErrorName", "cudaGetErrorString", "cudaGetLastError", "cudaGetParameterBuffer",
    "cudaGetParameterBufferV2", "cudaGraphKernelNodeSetEnabled", "cudaGraphKernelNodeSetGridDim",
    "cudaGraphKernelNodeSetParam", "cudaGraphKernelNodeUpdatesApply", "cudaGraphLaunch",
    "cudaGraphSetConditional", "cudaLaunchDevice", "cudaLaunchDeviceV2", "cudaMalloc",
    "cudaMemcpy2DAsync", "cudaMemcpy3DAsync", "cudaMemcpyAsync", "cudaMemset2DAsync",
    "cudaMemset3DAsync", "cudaMemsetAsync", "cudaOccupancyMaxActiveBlocksPerMultiprocessor",
    "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", "cudaPeekAtLastError",
    "cudaRuntimeGetVersion", "cudaStreamCreateWithFlags", "cudaStreamDestroy",
    "cudaStreamWaitEvent",
};

static int device_runtime_cmp(const void *key, const void *elt)
{
    return strcmp(key, *(const char *const *)elt);
}

static int device_runtime_name(const char *s, size_t n)
{
    char name[96];
    if (n >= sizeof name)
        return 0;
    memcpy(name, s, n);
    name[n] = 0;
    if (n > 5 && !strcmp(name + n - 5, "_ptsz"))
        name[n - 5] = 0;
    return bsearch(name, device_runtime_fns, sizeof device_runtime_fns / sizeof *device_runtime_fns,
                   sizeof *device_runtime_fns, device_runtime_cmp) != NULL;
}

/* PTX, not host assembly: an instruction like mov.u32, ld.global.f32, bar.sync, .reg ... */
static int looks_like_ptx(const ku_index *ix, unsigned first, unsigned last)
{
    for (unsigned t = first; t < last; t++) {
        if (ix->kind[t] != CXToken_Literal || ku_text(ix, t)[0] != '"')
            continue;
        const char *s = ku_text(ix, t) + 1, *e = ku_text(ix, t) + ku_len(ix, t) - 1;
        while (s < e) {
            while (s < e && (isspace((unsigned char)*s) || *s == '{' || *s == '}' || *s == ';' ||
                             *s == '\\'))
                s++;
            if (s < e && *s == '.' && s + 1 < e && isalpha((unsigned char)s[1]))
                return 1;       /* .reg .pred ... */
            const char *w = s;
            while (s < e && isalpha((unsigned char)*s))
                s++;
            if (s > w && s + 1 < e && *s == '.' && isalnum((unsigned char)s[1]))
                return 1;
            while (s < e && *s != ';' && *s != '\\')
                s++;
        }
    }
    return 0;
}

/* Whether the conditional directive whose '#' is token h tests a macro that only device
 * compilation defines: code it disables in this host-side parse is compiled for the GPU. */
static int device_condition(const ku_index *ix, unsigned h)
{
    unsigned e = ku_directive_end(ix, h);
    for (unsigned q = h + 1; q < e; q++)
        if (ku_is(ix, q, "__CUDA_ARCH__") || ku_is(ix, q, "__CUDA_ARCH_LIST__") ||
            ku_is(ix, q, "__NVPTX__") || ku_is(ix, q, "__CUDA_ARCH_FEAT_SM90_ALL") ||
            ku_is(ix, q, "__HIP_DEVICE_COMPILE__"))
            return 1;
    return 0;
}

/* Whether token t lies in code that no compilation with the parse's macros builds: a block the
 * preprocessor skipped (#if 0, #ifdef OPTION not given) whose conditions, from its #if to the
 * directive that starts it, do not test device-only macros (__CUDA_ARCH__ blocks are skipped by
 * the host-side parse but built for the device). */
static int in_dead_block(const ku_index *ix, unsigned t)
{
    CXSourceRangeList *r = clang_getSkippedRanges(ix->c->tu, ix->file);
    unsigned start = 0;
    int found = 0;
    for (unsigned i = 0; r && i < r->count && !found; i++) {
        unsigned b = 0, e = 0;
        clang_getSpellingLocation(clang_getRangeStart(r->ranges[i]), NULL, NULL, NULL, &b);
        clang_getSpellingLocation(clang_getRangeEnd(r->ranges[i]), NULL, NULL, NULL, &e);
        if (ix->beg[t] >= b && ix->beg[t] < e) {
            found = 1;
            start = b;
        }
    }
    if (r)
        clang_disposeSourceRangeList(r);
    if (!found)
        return 0;
    unsigned h = KU_NONE;   /* the '#' of the directive that starts the skipped block */
    for (unsigned q = 0; q < t; q++)
        if (ix->beg[q] >= start) {
            h = q;
            break;
        }
    if (h == KU_NONE || !ku_is(ix, h, "#") || h + 1 >= ix->n)
        return 0;
    /* that directive and, for #elif/#else, its siblings back to the #if */
    int depth = 0;
    for (unsigned q = h + 1; q-- > 0;) {
        if (!ix->pp[q] || !ku_is(ix, q, "#") || q + 1 >= ix->n)
            continue;
        const unsigned d = q + 1;
        int opens = ku_is(ix, d, "if") || ku_is(ix, d, "ifdef") || ku_is(ix, d, "ifndef");
        int mid = ku_is(ix, d, "elif") || ku_is(ix, d, "else") || ku_is(ix, d, "elifdef") ||
                  ku_is(ix, d, "elifndef");
        if (ku_is(ix, d, "endif")) {
            depth++;
            continue;
        }
        if (depth > 0) {
            if (opens)
                depth--;
            continue;
        }
        if ((opens || mid) && device_condition(ix, q))
            return 0;
        if (opens)
            return 1;
    }
    return 1;
}

static void scan_asm(un_st *st, unsigned t)
{
    ku_index *ix = st->ix;
    unsigned p = t + 1;
    while (p < ix->n && (ku_is(ix, p, "volatile") || ku_is(ix, p, "__volatile__") ||
                         ku_is(ix, p, "goto") || ku_is(ix, p, "inline")))
        p++;
    if (!ku_is(ix, p, "("))
        return;
    unsigned close = ku_match(ix, p);
    if (close == KU_NONE)
        return;
    int device = 0;
    for (size_t i = 0; i < st->asm_dev.n; i++)
        if (st->asm_dev.v[i].fi == ix->fi && st->asm_dev.v[i].off == ix->beg[t])
            device = 1;
    if (!device && !looks_like_ptx(ix, p + 1, close))
        return;
    if (!device && in_dead_block(ix, t))
        return;
    CXSourceLocation loc = ku_loc(ix, t);
    if (!once_per_line(st, R_ASM, loc))
        return;
    pc_report(ix->c, loc, DG_WARNING, "kernel.inline-asm",
              "inline PTX assembly is not supported by HIP: rewrite it with HIP intrinsics or "
              "AMDGCN builtins");
    dg_count(ix->c->stats, "kernel.unsupported", 1);
}

static void report_tok(un_st *st, unsigned t, int rule, const char *id, const char *msg)
{
    CXSourceLocation loc = ku_loc(st->ix, t);
    if (!once_per_line(st, rule, loc))
        return;
    pc_report(st->ix->c, loc, DG_WARNING, id, "%s", msg);
    dg_count(st->ix->c->stats, "kernel.unsupported", 1);
}

/* __CUDA_ARCH__ used as a number (__CUDA_ARCH__ >= 700, == 610, / 100): HIP has no CUDA
 * architecture number, and the plain rename to __HIP_DEVICE_COMPILE__ (1 in device code) would
 * make every ">= 700" false, silently taking the oldest code path. Real ports (ggml's HIP
 * vendor header) take the newest path on AMD: the number becomes a value above every CUDA
 * architecture in device code and 0 in host code (where __CUDA_ARCH__ is undefined, as
 * __HIP_DEVICE_COMPILE__ is), with a warning to review the branch chosen. Tests of device
 * versus host (#ifdef, defined(), a bare #if) keep the rename of pass_renames. */
#define ARCH_VALUE "(__HIP_DEVICE_COMPILE__ * 10000)"
static int arch_operator(const ku_index *ix, unsigned t)
{
    static const char *const ops[] = { ">=", "<=", ">", "<", "==", "!=", "+", "-", "*", "/",
                                       "%", NULL };
    for (int k = 0; ops[k]; k++)
        if (ku_is(ix, t, ops[k]))
            return 1;
    return 0;
}

static void arch_test(un_st *st, unsigned t)
{
    ku_index *ix = st->ix;
    if (ku_is_define_name(ix, t) || (t > 0 && (ku_is(ix, t - 1, "defined") ||
                                               ku_is(ix, t - 1, "ifdef") ||
                                               ku_is(ix, t - 1, "ifndef") ||
                                               ku_is(ix, t - 1, "undef"))) ||
        (t > 1 && ku_is(ix, t - 1, "(") && ku_is(ix, t - 2, "defined")))
        return;
    int numeric = (t + 1 < ix->n && ix->pp[t + 1] == ix->pp[t] && arch_operator(ix, t + 1)) ||
                  (t > 0 && ix->pp[t - 1] == ix->pp[t] && arch_operator(ix, t - 1) &&
                   !(ix->pp[t] && t > 1 && ku_is(ix, t - 2, "#")));
    if (!numeric)
        return;
    if (ku_edit(ix, ix->beg[t], ix->end[t] - ix->beg[t], ARCH_VALUE, "kernel.cuda-arch") != 0)
        return;
    CXSourceLocation loc = ku_loc(ix, t);
    if (once_per_line(st, R_ARCH, loc))
        pc_report(ix->c, loc, DG_WARNING, "kernel.cuda-arch",
                  "__CUDA_ARCH__ compared as a number: HIP has no CUDA architecture number; "
                  "written as %s, which takes the newest-architecture branch in device code "
                  "(check that branch for AMD GPUs)", ARCH_VALUE);
    dg_count(ix->c->stats, "kernel.cuda-arch", 1);
}

/* Byte offset just after the last #include line before token t that a build compiles (0 when
 * none): where a definition the file's code needs goes. */
static size_t after_includes(const ku_index *ix, unsigned t)
{
    size_t at = 0;
    for (unsigned q = 0; q < t; q++)
        if (ix->pp[q] && ku_is(ix, q, "include") && !in_dead_block(ix, q)) {
            at = ix->end[q];
            while (at < ix->len && ix->buf[at] != '\n') at++;
            if (at < ix->len) at++;
        }
    return at;
}

/* Whether token t (cg in cg::reduce) names the namespace cooperative_groups: itself, or an alias
 * of it (namespace cg = cooperative_groups, in the file or a header), as the parse resolved it:
 * 1 yes, 0 another namespace (a user's own cg), -1 unknown (the parse did not resolve it). */
static int cg_namespace(const ku_index *ix, unsigned t)
{
    if (ku_is(ix, t, "cooperative_groups"))
        return 1;
    CXCursor cur = clang_getCursor(ix->c->tu, ku_loc(ix, t));
    if (clang_getCursorKind(cur) != CXCursor_NamespaceRef)
        return -1;
    CXCursor ref = clang_getCursorReferenced(cur);
    if (clang_getCursorKind(ref) == CXCursor_NamespaceAlias) {
        /* the alias's target: the last namespace it names (cooperative_groups, or a::b) */
        CXCursor target = clang_getNullCursor(), kids[8];
        unsigned n = ku_children(ref, kids, 8);
        for (unsigned i = 0; i < n && i < 8; i++)
            if (clang_getCursorKind(kids[i]) == CXCursor_NamespaceRef)
                target = clang_getCursorReferenced(kids[i]);
        ref = target;
    }
    if (clang_getCursorKind(ref) != CXCursor_Namespace)
        return -1;
    CXString sp = clang_getCursorSpelling(ref);
    int yes = clang_getCString(sp) && !strcmp(clang_getCString(sp), "cooperative_groups");
    clang_disposeString(sp);
    return yes;
}

/* A collective of <cooperative_groups/reduce.h> (token t, ops name) used in a file that
 * includes none of those headers itself (they come through another header, or the file relies on
 * <cooperative_groups.h> alone): the portable version goes after the file's includes (guarded,
 * so a header that carries it too is no redefinition), so that the calls renamed into it compile. */
static void cg_helpers_here(un_st *st, unsigned t, const char *op)
{
    ku_index *ix = st->ix;
    if (pc_edit_file(ix->c, ix->fi, after_includes(ix, t), 0, CG_ALGORITHMS, "kernel.cooperative-groups"))
        return;
    pc_report(ix->c, ku_loc(ix, t), DG_NOTE, CG_PORTABLE,
              "cooperative_groups::%s (<cooperative_groups/reduce.h> collectives, not included by this "
              "file itself) is not in HIP: a portable version over the group's shuffles is defined after "
              "this file's includes, and cg::reduce, cg::plus, ... use it (cu2hip_cg::)", op);
    st->cg_block = 1;
}

/* Cooperative groups that HIP does not implement (HIP 5.2 and the newer ROCm headers have
 * thread_block_tile, tiled_partition, coalesced_threads, grid/multi-grid sync, but no
 * <cooperative_groups/reduce.h> collectives, no binary_partition, no block_tile_memory). */
static void coop_unsupported(un_st *st, unsigned t)
{
    ku_index *ix = st->ix;
    static const char *const fns[] = { "binary_partition", "block_tile_memory", NULL };
    static const char *const ops[] = { "reduce", "reduce_update_async", "reduce_store_async",
                                       "inclusive_scan", "exclusive_scan", "plus", "less",
                                       "greater", "bit_and", "bit_or", "bit_xor", "memcpy_async",
                                       "wait", "wait_prior", NULL };
    for (int k = 0; fns[k]; k++)
        if (ku_is(ix, t, fns[k]) && !ku_is_define_name(ix, t)) {
            report_tok(st, t, R_CG, "kernel.cooperative-groups", k == 0
                       ? "cooperative_groups::binary_partition is not supported "
                       "by HIP: split the tile with tiled_partition and a ballot by hand"
                       : "cooperative_groups::block_tile_memory is not supported by HIP (tiles "
                       "larger than a warp need no scratch memory there); remove it and use "
                       "tiled_partition up to the wavefront size");
            return;
        }
    /* cg::reduce(...), cooperative_groups::plus<T>(): only qualified uses, since reduce and
     * plus are common names (std::plus is someone else's) */
    if (t < 2 || !ku_is(ix, t - 1, "::"))
        return;
    int cg_ns = ku_is(ix, t - 2, "cooperative_groups") || ku_is(ix, t - 2, "cg");
    if (!cg_ns)
        return;
    for (int k = 0; ops[k]; k++)
        if (ku_is(ix, t, ops[k])) {
            CXSourceLocation loc = ku_loc(ix, t);
            int ns = ix->pp[t] || in_dead_block(ix, t) ? -1 : cg_namespace(ix, t - 2);
            if (ns == 0)
                return;                  /* a namespace of the user's own called cg */
            if (!st->cg_block && ns == 1)
                cg_helpers_here(st, t, ops[k]);
            if (st->cg_block && !ix->pp[t]) {
                /* the portable version this file carries */
                if (pc_edit_file(ix->c, ix->fi, ix->beg[t - 2], ix->end[t - 2] - ix->beg[t - 2], "cu2hip_cg",
                                 "kernel.cooperative-groups") == 0)
                    dg_count(ix->c->stats, "kernel.cooperative-groups", 1);
                return;
            }
            if (!once_per_line(st, R_CG, loc))
                return;
            pc_report(ix->c, loc, DG_WARNING, "kernel.cooperative-groups",
                      "cooperative_groups::%s (<cooperative_groups/reduce.h> collectives) is not "
                      "supported by HIP: reduce with __shfl_xor_sync over the tile", ops[k]);
            dg_count(ix->c->stats, "kernel.unsupported", 1);
            return;
        }
}

/* #include <cooperative_groups/reduce.h> (directive tokens t..e): the first becomes the portable
 * implementation (CG_ALGORITHMS), a later one goes; in a disabled #if block it is only reported. */
static void cg_algorithms(un_st *st, unsigned t, unsigned e)
{
    ku_index *ix = st->ix;
    pc_ctx *c = ix->c;
    if (in_dead_block(ix, t)) {
        report_tok(st, t, R_CG, "kernel.cooperative-groups",
                   "<cooperative_groups/...> collectives (reduce, scan, memcpy_async) are not provided by HIP");
        return;
    }
    size_t ls = ix->beg[t], le = ix->end[e > t ? e - 1 : t];
    while (ls > 0 && ix->buf[ls - 1] != '\n') ls--;
    while (le < ix->len && ix->buf[le] != '\n') le++;
    if (le < ix->len) le++;
    if (pc_edit_file(c, ix->fi, ls, le - ls, st->cg_block ? "" : CG_ALGORITHMS, "kernel.cooperative-groups"))
        return;
    if (!st->cg_block)
        pc_report(c, ku_loc(ix, t), DG_NOTE, CG_PORTABLE,
                  "<cooperative_groups/...> collectives (reduce, scan, memcpy_async) are not in HIP: a portable "
                  "version over the group's shuffles is put here, and cg::reduce, cg::plus, ... use it "
                  "(cu2hip_cg::); memcpy_async copies at once, wait() is a barrier");
    st->cg_block = 1;
}

/* __stcs(p, v) and its kin (token t): renamed to the file's cu2hip_st* (STORE_HINTS, put in once
 * per file); in a block no build compiles, or on a directive line, the rule's finding stays. */
static void store_hint(un_st *st, unsigned t)
{
    static const char *const names[] = {"__stcs", "__stcg", "__stwb", "__stwt", NULL};
    ku_index *ix = st->ix;
    int k = 0;
    while (names[k] && !ku_is(ix, t, names[k])) k++;
    if (!names[k] || !ku_is(ix, t + 1, "(") || ix->pp[t] || in_dead_block(ix, t))
        return;
    pc_ctx *c = ix->c;
    if (!st->store_block) {
        if (pc_edit_file(c, ix->fi, after_includes(ix, t), 0, STORE_HINTS, "kernel.store-hint"))
            return;
        pc_report(c, ku_loc(ix, t), DG_NOTE, "kernel.store-hint",
                  "CUDA's cache-hinted stores (__stcs, __stcg, __stwb, __stwt) are not in HIP: plain "
                  "stores (cu2hip_st*) are defined after this file's includes and used instead");
        st->store_block = 1;
    }
    char to[16];
    snprintf(to, sizeof to, "cu2hip_%s", names[k] + 2);
    if (pc_edit_file(c, ix->fi, ix->beg[t], ku_len(ix, t), to, "kernel.store-hint") == 0)
        dg_count(c->stats, "kernel.store-hint", 1);
}

static void scan_tokens(un_st *st)
{
    ku_index *ix = st->ix;
    static const char *const cluster[] = {
        "__cluster_dims__", "this_cluster", "cluster_group", "__cluster_barrier_arrive",
        "__cluster_barrier_arrive_relaxed", "__cluster_barrier_wait", "cluster_dims", NULL
    };
    for (unsigned t = 0; t < ix->n; t++) {
        if (!ku_is_ident(ix, t))
            continue;
        int member = t > 0 && (ku_is(ix, t - 1, ".") || ku_is(ix, t - 1, "->"));
        if (ku_is(ix, t, "asm") || ku_is(ix, t, "__asm__") || ku_is(ix, t, "__asm")) {
            scan_asm(st, t);
            continue;
        }
        if (ku_is(ix, t, "__CUDA_ARCH__")) {
            arch_test(st, t);
            continue;
        }
        if (ix->pp[t] && ku_is(ix, t, "include")) {
            /* #include <mma.h> */
            unsigned e = ku_directive_end(ix, t);
            for (unsigned q = t + 1; q + 2 < e; q++)
                if (ku_is(ix, q, "cooperative_groups") && ku_is(ix, q + 1, "/") &&
                    (ku_is(ix, q + 2, "reduce") || ku_is(ix, q + 2, "scan") ||
                     ku_is(ix, q + 2, "memcpy_async"))) {
                    cg_algorithms(st, t, e);
                    break;
                }
            for (unsigned q = t + 1; q < e; q++)
                if ((ku_is(ix, q, "mma") && ku_is(ix, q + 1, ".") && ku_is(ix, q + 2, "h")) ||
                    (ix->kind[q] == CXToken_Literal && ku_len(ix, q) == 7 &&
                     !memcmp(ku_text(ix, q), "\"mma.h\"", 7)))
                    report_tok(st, t, R_WMMA, "kernel.wmma",
                               "<mma.h> warp matrix functions (wmma) are not supported by HIP; "
                               "consider rocWMMA");
            continue;
        }
        if (member)
            continue;
        store_hint(st, t);
        coop_unsupported(st, t);
        if (ix->kind[t] == CXToken_Identifier && ku_len(ix, t) > 4 &&
            !memcmp(ku_text(ix, t), "cuda", 4) && ku_is(ix, t + 1, "(") && !ix->pp[t]) {
            /* Only the device runtime's own functions: not a kernel or helper of the user's that
             * happens to be called cuda..., nor the programmatic dependent launch calls
             * (cudaGridDependencySynchronize, cudaTriggerProgrammaticLaunchCompletion), which are
             * device functions of the kernel language, not the device runtime. */
            if (!device_runtime_name(ku_text(ix, t), ku_len(ix, t)))
                continue;
            /* The device-side graph calls are the device runtime too, but not dynamic
             * parallelism: a finding of their own names what they are */
            int graph = ku_len(ix, t) > 9 && (!memcmp(ku_text(ix, t), "cudaGraph", 9) ||
                                              ku_is(ix, t, "cudaGetCurrentGraphExec"));
            /* CUDA device runtime calls in device code (also when clang could not resolve them) */
            for (size_t d = 0; d < st->dev.n; d++)
                if (st->dev.v[d].fi == ix->fi && ix->beg[t] >= st->dev.v[d].b &&
                    ix->beg[t] < st->dev.v[d].e) {
                    if (graph)
                        pc_report(ix->c, ku_loc(ix, t), DG_WARNING, "kernel.device-graph",
                                  "'%.*s' called from device code (device-side CUDA graph API) "
                                  "is not supported by HIP", (int)ku_len(ix, t), ku_text(ix, t));
                    else
                        pc_report(ix->c, ku_loc(ix, t), DG_WARNING, "kernel.dynamic-parallelism",
                                  "'%.*s' called from device code (CUDA device runtime, dynamic "
                                  "parallelism) is not supported by HIP", (int)ku_len(ix, t),
                                  ku_text(ix, t));
                    dg_count(ix->c->stats, "kernel.unsupported", 1);
                    break;
                }
            continue;
        }
        if ((ku_is(ix, t, "wmma") && ku_is(ix, t + 1, "::")) ||
            (ku_is(ix, t, "nvcuda") && ku_is(ix, t + 1, "::") && ku_is(ix, t + 2, "wmma")) ||
            (ku_is(ix, t, "nvcuda") && t > 1 && ku_is(ix, t - 1, "namespace") &&
             ku_is(ix, t - 2, "using"))) {
            report_tok(st, t, R_WMMA, "kernel.wmma",
                       "warp matrix functions (nvcuda::wmma) are not supported by HIP; consider "
                       "rocWMMA");
            if (ku_is(ix, t, "nvcuda") && ku_is(ix, t + 1, "::"))
                t += 2;
            continue;
        }
        for (int k = 0; cluster[k]; k++)
            if (ku_is(ix, t, cluster[k]) && !ku_is_define_name(ix, t)) {
                report_tok(st, t, R_CLUSTER, "kernel.cluster",
                           "thread block clusters are not supported by HIP: left unchanged");
                break;
            }
        if ((ku_is(ix, t, "texture") || ku_is(ix, t, "surface")) && ku_is(ix, t + 1, "<") &&
            !(t > 0 && ku_is(ix, t - 1, "::"))) {
            int tex = ku_is(ix, t, "texture");
            report_tok(st, t, tex ? R_TEX : R_SURF,
                       tex ? "kernel.texture-reference" : "kernel.surface-reference",
                       tex ? "texture references are not supported by HIP (removed in CUDA 12): "
                             "use texture objects (hipTextureObject_t)"
                           : "surface references are not supported by HIP: use surface objects "
                             "(hipSurfaceObject_t)");
        }
    }
}

/* Where "template " goes for "missing 'template' keyword prior to dependent template name 'N'":
 * before the first N after the diagnostic's location that follows "::", "." or "->" (the
 * location is the start of the qualified name). */
static CXSourceLocation template_name_loc(pc_ctx *c, CXDiagnostic d)
{
    CXSourceLocation none = clang_getNullLocation(), loc = clang_getDiagnosticLocation(d);
    CXString msg = clang_getDiagnosticSpelling(d);
    const char *m = clang_getCString(msg), *q = m ? strrchr(m, '\'') : NULL, *p = NULL;
    char name[128] = "";
    if (q && q > m) {
        for (p = q - 1; p > m && p[-1] != '\''; p--) {}
        if ((size_t)(q - p) < sizeof name) {
            memcpy(name, p, (size_t)(q - p));
            name[q - p] = 0;
        }
    }
    clang_disposeString(msg);
    if (!name[0])
        return none;
    CXFile f;
    unsigned line, col, off;
    clang_getSpellingLocation(loc, &f, &line, &col, &off);
    if (!f)
        return none;
    CXSourceRange r = clang_getRange(loc, clang_getLocation(c->tu, f, line + 4, 1));
    CXToken *t = NULL;
    unsigned n = 0;
    CXSourceLocation res = none;
    clang_tokenize(c->tu, r, &t, &n);
    for (unsigned i = 1; i < n; i++) {
        CXString a = clang_getTokenSpelling(c->tu, t[i - 1]), b = clang_getTokenSpelling(c->tu, t[i]);
        const char *sa = clang_getCString(a), *sb = clang_getCString(b);
        int hit = sa && sb && !strcmp(sb, name) && (!strcmp(sa, "::") || !strcmp(sa, ".") || !strcmp(sa, "->"));
        clang_disposeString(a);
        clang_disposeString(b);
        if (hit) {
            res = clang_getTokenLocation(c->tu, t[i]);
            break;
        }
    }
    if (t)
        clang_disposeTokens(c->tu, t, n);
    return res;
}

/* Clang's fix-its for non-standard code nvcc accepts (ps_fixit_applies): applied where the file
 * is editable, with a note naming the change (kernel.fixit). */
static void apply_fixits(pc_ctx *c)
{
    unsigned n = clang_getNumDiagnostics(c->tu);
    for (unsigned i = 0; i < n; i++) {
        CXDiagnostic d = clang_getDiagnostic(c->tu, i);
        int kind = clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error ? ps_fixit_applies(d) : 0;
        if (kind && pc_loc_editable(c, clang_getDiagnosticLocation(d))) {
            unsigned nf = kind == 2 ? 0 : clang_getDiagnosticNumFixIts(d);
            int ok = 1;
            char what[160] = "";
            if (kind == 2) {
                snprintf(what, sizeof what, "template ");
                CXSourceLocation at = template_name_loc(c, d);
                ok = !clang_equalLocations(at, clang_getNullLocation()) &&
                     pc_edit_loc(c, at, 0, what, "kernel.fixit") == 0;
            }
            for (unsigned f = 0; f < nf && ok; f++) {
                CXSourceRange r;
                CXString text = clang_getDiagnosticFixIt(d, f, &r);
                const char *t = clang_getCString(text);
                if (!what[0])
                    snprintf(what, sizeof what, "%s", t ? t : "");
                ok = pc_edit_range(c, r, t ? t : "", "kernel.fixit") == 0;
                clang_disposeString(text);
            }
            if (ok) {
                CXString msg = clang_getDiagnosticSpelling(d);
                pc_report(c, clang_getDiagnosticLocation(d), DG_NOTE, "kernel.fixit",
                          "nvcc accepts this, clang does not (%s): inserted '%s' as clang suggests",
                          clang_getCString(msg), what);
                clang_disposeString(msg);
                dg_count(c->stats, "kernel.fixit", 1);
            }
        }
        clang_disposeDiagnostic(d);
    }
}

void pass_kernel_unsupported(pc_ctx *c)
{
    apply_fixits(c);
    un_st st;
    memset(&st, 0, sizeof st);
    st.set = ku_set_get(c);
    if (!st.set)
        return;
    ku_walk_all(c, visit, &st);
    for (size_t f = 0; f < st.set->n; f++) {
        st.ix = st.set->ix[f];
        st.cg_block = st.store_block = 0;
        memset(st.last_line, 0, sizeof st.last_line);
        scan_tokens(&st);
    }
    ut_vec_free(&st.asm_dev);
    ut_vec_free(&st.dev);
}
