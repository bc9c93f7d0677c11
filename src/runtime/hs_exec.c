/* hs_exec.c - kernel launches: validation as HIP does it (hipErrorInvalidConfiguration,
 * hipErrorInvalidValue, hipErrorLaunchFailure for a block over __launch_bounds__,
 * hipErrorCooperativeLaunchTooLarge), the kernel registry behind launches by address
 * (hipLaunchKernel with void** args), launch bounds read from the hs_lb_<MAX>_<MIN> sections
 * that hs_launch.hpp's __launch_bounds__ puts kernels in, function attributes, occupancy, and
 * cooperative launches (one OS thread per block so that every block is co-resident).
 * Ownership: hipshim runtime core area. */
#define _GNU_SOURCE
#include <ctype.h>
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hs_internal.h"

/* ---- kernel registry ---- */
typedef struct hs_kfunc {
    const void *func;
    hs_args_launcher launcher;
    int max_dyn_shared;
    const void *lowered;          /* cu2hip --lower-kernels: the block-as-loops form */
} hs_kfunc;

static pthread_mutex_t hs_reg_mu = PTHREAD_MUTEX_INITIALIZER;
static hs_kfunc *hs_kfuncs;
static size_t hs_nkfuncs, hs_capkfuncs;

static hs_kfunc *hs_kfunc_find_locked(const void *func)
{
    for (size_t i = 0; i < hs_nkfuncs; i++)
        if (hs_kfuncs[i].func == func)
            return &hs_kfuncs[i];
    return NULL;
}

static hs_kfunc *hs_kfunc_add_locked(const void *func)
{
    hs_kfunc *k = hs_kfunc_find_locked(func);
    if (k)
        return k;
    if (hs_nkfuncs == hs_capkfuncs) {
        size_t nc = hs_capkfuncs ? hs_capkfuncs * 2 : 64;
        hs_kfunc *n = realloc(hs_kfuncs, nc * sizeof *n);
        if (!n)
            return NULL;
        hs_kfuncs = n;
        hs_capkfuncs = nc;
    }
    k = &hs_kfuncs[hs_nkfuncs++];
    memset(k, 0, sizeof *k);
    k->func = func;
    k->max_dyn_shared = HS_DYNAMIC_SHARED_MAX;
    return k;
}

void hs_register_kernel(const void *func, hs_args_launcher launcher)
{
    if (!func)
        return;
    pthread_mutex_lock(&hs_reg_mu);
    hs_kfunc *k = hs_kfunc_add_locked(func);
    if (k && launcher)
        k->launcher = launcher;
    pthread_mutex_unlock(&hs_reg_mu);
}

void hs_register_lowered(const void *kernel, const void *lowered)
{
    if (!kernel || !lowered)
        return;
    pthread_mutex_lock(&hs_reg_mu);
    hs_kfunc *k = hs_kfunc_add_locked(kernel);
    if (k)
        k->lowered = lowered;
    pthread_mutex_unlock(&hs_reg_mu);
}

/* HIPSHIM_LOWER=0 turns the lowered forms off (the fiber path then runs every kernel), e.g. to
 * compare the two or to rule the lowering out when a program misbehaves. */
static int hs_lower_enabled(void)
{
    static int on = -1;
    if (on < 0) {
        const char *e = getenv("HIPSHIM_LOWER");
        on = !(e && e[0] == '0' && !e[1]);
    }
    return on;
}

const void *hs_lowered_find(const void *kernel)
{
    if (!kernel || !hs_lower_enabled())
        return NULL;
    pthread_mutex_lock(&hs_reg_mu);
    hs_kfunc *k = hs_kfunc_find_locked(kernel);
    const void *l = k ? k->lowered : NULL;
    pthread_mutex_unlock(&hs_reg_mu);
    return l;
}

int hs_kernel_is_registered(const void *func)
{
    pthread_mutex_lock(&hs_reg_mu);
    int r = hs_kfunc_find_locked(func) != NULL;
    pthread_mutex_unlock(&hs_reg_mu);
    return r;
}

/* ---- launch bounds from ELF section names ---- */
typedef struct hs_lbrange { uintptr_t lo, hi; long max_threads; } hs_lbrange;
static hs_lbrange *hs_lb;
static size_t hs_nlb;
/* A bound that is not an integer before instantiation (a template parameter) cannot be in a
 * section name. With GCC, hs_launch.hpp's __launch_bounds__ also gives the kernel
 * patchable_function_entry(MAX, MAX): GCC evaluates that per instantiation and puts MAX no-op
 * instructions just before the kernel's entry, recording their start in the allocated section
 * __patchable_function_entries. So the bound of such a kernel is the distance, in no-ops, from
 * the nearest recorded pad start below it (a pad belongs to the kernel only when nothing but
 * no-ops lies between the two). HS_LB_PAD marks the ranges of sections whose name does not give
 * the bound; instances of templates are not in such sections (see hs_func_max_threads). */
#define HS_LB_PAD (-2L)
typedef struct hs_padtab { const uintptr_t *ent; size_t n; } hs_padtab;
static hs_padtab *hs_pads;
static size_t hs_npads;
static pthread_once_t hs_lb_once = PTHREAD_ONCE_INIT;

/* Evaluates the integer expression a bound was written as ("256", "2*128", "1024 / 4"). */
static long hs_expr(const char **s);
static long hs_atom(const char **s)
{
    while (**s == ' ') (*s)++;
    if (**s == '(') {
        (*s)++;
        long v = hs_expr(s);
        while (**s == ' ') (*s)++;
        if (**s != ')')
            return -1;
        (*s)++;
        return v;
    }
    if (**s == '-') {
        (*s)++;
        long v = hs_atom(s);
        return v < 0 ? -1 : -v;
    }
    if (!isdigit((unsigned char)**s))
        return -1;
    char *end;
    long v = strtol(*s, &end, 0);
    *s = end;
    while (**s == 'u' || **s == 'U' || **s == 'l' || **s == 'L') (*s)++;
    return v;
}
static long hs_term(const char **s)
{
    long v = hs_atom(s);
    for (;;) {
        while (**s == ' ') (*s)++;
        char op = **s;
        if (v < 0 || (op != '*' && op != '/' && op != '%'))
            return v;
        (*s)++;
        long r = hs_atom(s);
        if (r < 0 || (op != '*' && r == 0))
            return -1;
        v = op == '*' ? v * r : op == '/' ? v / r : v % r;
    }
}
static long hs_expr(const char **s)
{
    long v = hs_term(s);
    for (;;) {
        while (**s == ' ') (*s)++;
        char op = **s;
        if (v < 0 || (op != '+' && op != '-'))
            return v;
        (*s)++;
        long r = hs_term(s);
        if (r < 0)
            return -1;
        v = op == '+' ? v + r : v - r;
    }
}

/* "hs_lb_<MAX>_<MIN>" -> MAX, or -1 when MAX is not an integer expression (e.g. a template
 * parameter: such bounds cannot be known at run time and are not enforced). MIN may contain
 * '_' (a macro name), so MAX is the shortest prefix that parses completely. */
static long hs_lb_parse(const char *name)
{
    const char *p = name + 6;
    if (*p == '"')
        p++;
    for (const char *us = strchr(p, '_'); us; us = strchr(us + 1, '_')) {
        char buf[256];
        size_t n = (size_t)(us - p);
        if (n == 0 || n >= sizeof buf)
            continue;
        memcpy(buf, p, n);
        buf[n] = 0;
        const char *q = buf;
        long v = hs_expr(&q);
        while (*q == ' ') q++;
        if (!*q && v > 0)
            return v;
    }
    return -1;
}

static void hs_lb_add(uintptr_t lo, uintptr_t hi, long max)
{
    hs_lbrange *n = realloc(hs_lb, (hs_nlb + 1) * sizeof *n);
    if (!n)
        return;
    hs_lb = n;
    hs_lb[hs_nlb++] = (hs_lbrange){ lo, hi, max };
}

static void hs_pad_add(const uintptr_t *ent, size_t n)
{
    hs_padtab *t = realloc(hs_pads, (hs_npads + 1) * sizeof *t);
    if (!t)
        return;
    hs_pads = t;
    hs_pads[hs_npads++] = (hs_padtab){ ent, n };
}

#if defined(__x86_64__) || defined(__i386__)
#define HS_NOP_BYTES 1u
static int hs_is_nop(const unsigned char *p) { return *p == 0x90; }
#elif defined(__aarch64__)
#define HS_NOP_BYTES 4u
static int hs_is_nop(const unsigned char *p)
{
    uint32_t w;
    memcpy(&w, p, 4);
    return w == 0xd503201fu;
}
#else
#define HS_NOP_BYTES 0u
static int hs_is_nop(const unsigned char *p) { (void)p; return 0; }
#endif

/* The bound of a kernel whose section name did not give it: the no-op pad before it. */
static long hs_lb_from_pad(uintptr_t f)
{
    uintptr_t best = 0;
    for (size_t i = 0; i < hs_npads; i++)
        for (size_t j = 0; j < hs_pads[i].n; j++) {
            uintptr_t e = hs_pads[i].ent[j];
            if (e < f && e > best)
                best = e;
        }
    if (!best || !HS_NOP_BYTES || f - best > 1024u * HS_NOP_BYTES || (f - best) % HS_NOP_BYTES)
        return 0;
    for (uintptr_t p = best; p < f; p += HS_NOP_BYTES)
        if (!hs_is_nop((const unsigned char *)p))
            return 0;
    return (long)((f - best) / HS_NOP_BYTES);
}

static void hs_lb_scan_file(const char *path, uintptr_t bias)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    ElfW(Ehdr) eh;
    ElfW(Shdr) *sh = NULL;
    char *names = NULL;
    if (pread(fd, &eh, sizeof eh, 0) != (ssize_t)sizeof eh || memcmp(eh.e_ident, ELFMAG, SELFMAG) ||
        eh.e_shentsize != sizeof(ElfW(Shdr)) || eh.e_shnum == 0 || eh.e_shstrndx >= eh.e_shnum)
        goto out;
    sh = malloc((size_t)eh.e_shnum * sizeof *sh);
    if (!sh || pread(fd, sh, (size_t)eh.e_shnum * sizeof *sh, (off_t)eh.e_shoff) !=
                   (ssize_t)((size_t)eh.e_shnum * sizeof *sh))
        goto out;
    ElfW(Shdr) *ss = &sh[eh.e_shstrndx];
    if (ss->sh_size > (1u << 24))
        goto out;
    names = malloc(ss->sh_size + 1);
    if (!names || pread(fd, names, ss->sh_size, (off_t)ss->sh_offset) != (ssize_t)ss->sh_size)
        goto out;
    names[ss->sh_size] = 0;
    for (unsigned i = 0; i < eh.e_shnum; i++) {
        if (sh[i].sh_name >= ss->sh_size)
            continue;
        const char *nm = names + sh[i].sh_name;
        if (!strcmp(nm, "__patchable_function_entries") && (sh[i].sh_flags & SHF_ALLOC) &&
            sh[i].sh_type == SHT_PROGBITS && sh[i].sh_size >= sizeof(uintptr_t)) {
            /* in memory, relocated: the pad start addresses */
            hs_pad_add((const uintptr_t *)(bias + sh[i].sh_addr), sh[i].sh_size / sizeof(uintptr_t));
            continue;
        }
        if (!(sh[i].sh_flags & SHF_EXECINSTR) || strncmp(nm, "hs_lb_", 6))
            continue;
        long max = hs_lb_parse(nm);
        hs_lb_add(bias + sh[i].sh_addr, bias + sh[i].sh_addr + sh[i].sh_size, max > 0 ? max : HS_LB_PAD);
    }
out:
    free(names);
    free(sh);
    close(fd);
}

static int hs_lb_phdr_cb(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    (void)data;
    const char *path = info->dlpi_name && info->dlpi_name[0] ? info->dlpi_name : NULL;
    if (!path) {
        static int main_done;
        if (main_done)
            return 0;
        main_done = 1;
        path = "/proc/self/exe";
    }
    if (strstr(path, "linux-vdso") || strstr(path, "linux-gate"))
        return 0;
    hs_lb_scan_file(path, (uintptr_t)info->dlpi_addr);
    return 0;
}

static void hs_lb_init(void) { dl_iterate_phdr(hs_lb_phdr_cb, NULL); }

int hs_func_max_threads(const void *func)
{
    pthread_once(&hs_lb_once, hs_lb_init);
    uintptr_t a = (uintptr_t)func;
    for (size_t i = 0; i < hs_nlb; i++)
        if (a >= hs_lb[i].lo && a < hs_lb[i].hi) {
            if (hs_lb[i].max_threads == HS_LB_PAD)
                return (int)hs_lb_from_pad(a);
            return (int)hs_lb[i].max_threads;
        }
    /* GCC puts template instances in their own COMDAT sections, ignoring the section name */
    return hs_npads ? (int)hs_lb_from_pad(a) : 0;
}

void hs_register_launch_bounds(const void *func, unsigned max_threads, unsigned min_warps)
{
    (void)min_warps;
    if (!func || !max_threads)
        return;
    pthread_once(&hs_lb_once, hs_lb_init);
    pthread_mutex_lock(&hs_reg_mu);
    hs_lb_add((uintptr_t)func, (uintptr_t)func + 1, (long)max_threads);
    pthread_mutex_unlock(&hs_reg_mu);
}

/* ---- occupancy model: a core is a multiprocessor ---- */
static int hs_blocks_per_sm(unsigned threads, size_t shm, const void *func)
{
    unsigned ws = hs_warp_size();
    int bound = func ? hs_func_max_threads(func) : 0;
    if (threads == 0 || threads > HS_MAX_THREADS_PER_BLOCK || (bound && threads > (unsigned)bound) ||
        shm > HS_DYNAMIC_SHARED_MAX)
        return 0;
    unsigned warps = (threads + ws - 1) / ws;
    unsigned n = (HS_MAX_THREADS_PER_SM / ws) / warps;
    if (n > HS_MAX_BLOCKS_PER_SM)
        n = HS_MAX_BLOCKS_PER_SM;
    if (shm && HS_DYNAMIC_SHARED_MAX / shm < n)
        n = (unsigned)(HS_DYNAMIC_SHARED_MAX / shm);
    return (int)n;
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *nb, const void *f, int bs,
                                                                 size_t shm, unsigned flags)
{
    (void)flags;
    if (!nb) HS_RETURN(hipErrorInvalidValue);
    if (!f) HS_RETURN(hipErrorInvalidDeviceFunction);
    if (bs <= 0) HS_RETURN(hipErrorInvalidValue);
    *nb = hs_blocks_per_sm((unsigned)bs, shm, f);
    return hipSuccess;
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int *nb, const void *f, int bs, size_t shm)
{
    return hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(nb, f, bs, shm, 0);
}

hipError_t hipOccupancyMaxPotentialBlockSize(int *grid, int *block, const void *f, size_t shm,
                                             int limit)
{
    if (!grid || !block) HS_RETURN(hipErrorInvalidValue);
    if (!f) HS_RETURN(hipErrorInvalidDeviceFunction);
    int bs = (int)HS_MAX_THREADS_PER_BLOCK, bound = hs_func_max_threads(f);
    int ws = (int)hs_warp_size();
    if (bound && bound < bs) bs = bound;
    if (limit > 0 && limit < bs) bs = limit;
    if (bs >= ws) bs -= bs % ws;
    int n = hs_blocks_per_sm((unsigned)bs, shm, f);
    if (n == 0) HS_RETURN(hipErrorInvalidValue);
    *block = bs;
    *grid = n * (int)hs_core_count();
    return hipSuccess;
}

/* ---- function attributes ---- */
hipError_t hipFuncGetAttributes(hipFuncAttributes *a, const void *func)
{
    if (!a) HS_RETURN(hipErrorInvalidValue);
    if (!func) HS_RETURN(hipErrorInvalidDeviceFunction);
    int bound = hs_func_max_threads(func);
    pthread_mutex_lock(&hs_reg_mu);
    hs_kfunc *k = hs_kfunc_find_locked(func);
    int dyn = k ? k->max_dyn_shared : HS_DYNAMIC_SHARED_MAX;
    pthread_mutex_unlock(&hs_reg_mu);
    if (!k && !bound) HS_RETURN(hipErrorInvalidDeviceFunction);
    memset(a, 0, sizeof *a);
    a->maxThreadsPerBlock = bound ? bound : (int)HS_MAX_THREADS_PER_BLOCK;
    a->maxDynamicSharedSizeBytes = dyn;
    a->binaryVersion = 90;
    a->ptxVersion = 90;
    a->preferredShmemCarveout = -1;
    return hipSuccess;
}

hipError_t hipFuncSetAttribute(const void *func, hipFuncAttribute attr, int value)
{
    if (!func) HS_RETURN(hipErrorInvalidDeviceFunction);
    if (attr == hipFuncAttributeMaxDynamicSharedMemorySize) {
        if (value < 0 || value > HS_DYNAMIC_SHARED_MAX) HS_RETURN(hipErrorInvalidValue);
        pthread_mutex_lock(&hs_reg_mu);
        hs_kfunc *k = hs_kfunc_add_locked(func);
        if (k)
            k->max_dyn_shared = value;
        pthread_mutex_unlock(&hs_reg_mu);
        return hipSuccess;
    }
    if (attr == hipFuncAttributePreferredSharedMemoryCarveout) {
        if (value < -1 || value > 100) HS_RETURN(hipErrorInvalidValue);
        return hipSuccess;
    }
    HS_RETURN(hipErrorInvalidValue);
}

hipError_t hipFuncSetCacheConfig(const void *func, hipFuncCache_t c)
{
    if (!func) HS_RETURN(hipErrorInvalidDeviceFunction);
    if ((unsigned)c > hipFuncCachePreferEqual) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipFuncSetSharedMemConfig(const void *func, hipSharedMemConfig c)
{
    if (!func) HS_RETURN(hipErrorInvalidDeviceFunction);
    if ((unsigned)c > hipSharedMemBankSizeEightByte) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

/* ---- launching ---- */
static hipError_t hs_validate(const hs_launch_desc *d, unsigned long long *nblocks)
{
    if (!d->body) return hipErrorInvalidDeviceFunction;
    if (!d->grid.x || !d->grid.y || !d->grid.z || !d->block.x || !d->block.y || !d->block.z)
        return hipErrorInvalidConfiguration;
    unsigned long long threads = (unsigned long long)d->block.x * d->block.y * d->block.z;
    if (d->block.x > 1024 || d->block.y > 1024 || d->block.z > 1024 ||
        threads > HS_MAX_THREADS_PER_BLOCK)
        return hipErrorInvalidConfiguration;
    if (d->grid.x > HS_MAX_GRID_X || d->grid.y > HS_MAX_GRID_YZ || d->grid.z > HS_MAX_GRID_YZ)
        return hipErrorInvalidValue;
    /* AMD dispatches count work-items in 32 bits per dimension (hipExtModuleLaunchKernel's
     * globalWorkSize), so HIP refuses a grid whose threads along one dimension overflow that */
    if ((unsigned long long)d->grid.x * d->block.x > 0xffffffffull ||
        (unsigned long long)d->grid.y * d->block.y > 0xffffffffull ||
        (unsigned long long)d->grid.z * d->block.z > 0xffffffffull)
        return hipErrorInvalidConfiguration;
    if (d->shared_bytes > HS_DYNAMIC_SHARED_MAX)
        return hipErrorInvalidValue;
    if (d->func) {
        pthread_mutex_lock(&hs_reg_mu);
        hs_kfunc *k = hs_kfunc_find_locked(d->func);
        int lim = k ? k->max_dyn_shared : HS_DYNAMIC_SHARED_MAX;
        pthread_mutex_unlock(&hs_reg_mu);
        (void)lim;   /* HIP checks the device limit, not the attribute */
        int bound = hs_func_max_threads(d->func);
        if (bound && threads > (unsigned long long)bound)
            return hipErrorLaunchFailure;
    }
    *nblocks = (unsigned long long)d->grid.x * d->grid.y * d->grid.z;
    if (d->cooperative) {
        int per = hs_blocks_per_sm((unsigned)threads, d->shared_bytes, d->func);
        if (*nblocks > (unsigned long long)per * hs_core_count())
            return hipErrorCooperativeLaunchTooLarge;
    }
    return hipSuccess;
}

static int hs_launch_common(const hs_launch_desc *d, int loop)
{
    unsigned long long nblocks = 0;
    hs_init();
    hipError_t e = hs_validate(d, &nblocks);
    if (e != hipSuccess) {
        if (d->closure_free)
            d->closure_free(d->closure);
        return hs_set_error(e);
    }
    hs_op *op = hs_op_new(HS_OP_KERNEL);
    hs_grid *g = calloc(1, sizeof *g);
    if (!op || !g) {
        free(op);
        free(g);
        if (d->closure_free)
            d->closure_free(d->closure);
        return hs_set_error(hipErrorOutOfMemory);
    }
    op->launch = *d;
    op->grid = g;
    op->nunits = nblocks;
    g->op = op;
    g->grid = d->grid;
    g->block = d->block;
    g->nthreads = d->block.x * d->block.y * d->block.z;
    g->nblocks = nblocks;
    g->shared_bytes = d->shared_bytes;
    g->body = d->body;
    g->closure = d->closure;
    g->cooperative = d->cooperative;
    g->loop = loop;
    if (g->cooperative) {
        pthread_mutex_init(&g->cmu, NULL);
        pthread_cond_init(&g->ccv, NULL);
        g->c_live = nblocks;
    }
    pthread_mutex_lock(&hs_g.mu);
    hs_stream *st = hs_stream_lookup((hipStream_t)d->stream);
    if (!st) {
        hs_op_unref_locked(op);   /* frees the closure too */
        pthread_mutex_unlock(&hs_g.mu);
        return hs_set_error(hipErrorInvalidHandle);
    }
    hs_op_submit_locked(op, st);
    pthread_mutex_unlock(&hs_g.mu);
    return hipSuccess;
}

int hs_launch(const hs_launch_desc *d) { return hs_launch_common(d, 0); }

int hs_launch_loop(const hs_launch_desc *d) { return hs_launch_common(d, 1); }

void hs_kernel_units(hs_op *op, unsigned long long first, unsigned long long count)
{
    hs_run_blocks(op->grid, first, count);
}

void hs_kernel_release(hs_op *op)
{
    hs_grid *g = op->grid;
    if (op->launch.closure_free)
        op->launch.closure_free(op->launch.closure);
    if (g) {
        if (g->cooperative) {
            pthread_mutex_destroy(&g->cmu);
            pthread_cond_destroy(&g->ccv);
        }
        free(g);
    }
}

hipError_t hipLaunchKernel(const void *f, dim3 grid, dim3 block, void **args, size_t shm,
                           hipStream_t stream)
{
    if (!f) HS_RETURN(hipErrorInvalidDeviceFunction);
    pthread_mutex_lock(&hs_reg_mu);
    hs_kfunc *k = hs_kfunc_find_locked(f);
    hs_args_launcher l = k ? k->launcher : NULL;
    pthread_mutex_unlock(&hs_reg_mu);
    if (!l) HS_RETURN(hipErrorInvalidDeviceFunction);
    return (hipError_t)l(f, args, grid, block, shm, stream, 0);
}

hipError_t hipLaunchCooperativeKernel(const void *f, dim3 grid, dim3 block, void **args,
                                      unsigned shm, hipStream_t stream)
{
    if (!f) HS_RETURN(hipErrorInvalidDeviceFunction);
    pthread_mutex_lock(&hs_reg_mu);
    hs_kfunc *k = hs_kfunc_find_locked(f);
    hs_args_launcher l = k ? k->launcher : NULL;
    pthread_mutex_unlock(&hs_reg_mu);
    if (!l) HS_RETURN(hipErrorInvalidDeviceFunction);
    return (hipError_t)l(f, args, grid, block, shm, stream, 1);
}

/* ---- cooperative launches: every block on its own OS thread ---- */
typedef struct hs_coop_arg { hs_op *op; unsigned long long block; } hs_coop_arg;

static void *hs_coop_main(void *p)
{
    hs_coop_arg a = *(hs_coop_arg *)p;
    free(p);
    hs_run_block(a.op->grid, a.block);
    hs_exec_thread_cleanup();
    pthread_mutex_lock(&hs_g.mu);
    if (atomic_fetch_add(&a.op->done_units, 1) + 1 == a.op->nunits)
        hs_op_finished_locked(a.op);
    hs_op_unref_locked(a.op);
    pthread_mutex_unlock(&hs_g.mu);
    return NULL;
}

void hs_coop_start_locked(hs_op *op)
{
    pthread_attr_t at;
    pthread_attr_init(&at);
    pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&at, HS_ASAN ? (2u << 20) : (512u << 10));
    for (unsigned long long i = 0; i < op->nunits; i++) {
        hs_coop_arg *a = malloc(sizeof *a);
        pthread_t t;
        if (!a)
            hs_device_abort("out of memory starting a cooperative launch");
        a->op = op;
        a->block = i;
        op->refs++;
        if (pthread_create(&t, &at, hs_coop_main, a) != 0)
            hs_device_abort("cannot start the threads of a cooperative launch");
    }
    pthread_attr_destroy(&at);
}

void hs_grid_os_barrier(hs_grid *g)
{
    pthread_mutex_lock(&g->cmu);
    unsigned long long gen = g->c_gen;
    if (++g->c_arrived == g->c_live) {
        g->c_arrived = 0;
        g->c_gen++;
        pthread_cond_broadcast(&g->ccv);
    } else {
        while (gen == g->c_gen)
            pthread_cond_wait(&g->ccv, &g->cmu);
    }
    pthread_mutex_unlock(&g->cmu);
}

void hs_grid_block_finished(hs_grid *g)
{
    pthread_mutex_lock(&g->cmu);
    g->c_live--;
    if (g->c_arrived && g->c_arrived == g->c_live) {
        g->c_arrived = 0;
        g->c_gen++;
        pthread_cond_broadcast(&g->ccv);
    }
    pthread_mutex_unlock(&g->cmu);
}
