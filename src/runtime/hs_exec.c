/* hs_exec.c - kernel launches: validation as HIP does it (hipErrorInvalidConfiguration,
 * hipErrorInvalidValue, hipErrorLaunchFailure for a block over __launch_bounds__,
 * hipErrorCooperativeLaunchTooLarge), the kernel registry behind launches by address
 * (hipLaunchKernel with void** args), launch bounds read from the hs_lb_<MAX>_<MIN> sections
 * that hs_launch.hpp's __launch_bounds__ puts kernels in, function attributes, occupancy, and
 * the launch of a kernel: a kernel op of the scheduler (hs_sched.c), whose blocks hs_block.c
 * runs.
 * Ownership: the registry's entries and the launch-bound tables live for the whole process;
 * a launch's closure belongs to its kernel op from hs_sched_kernel_new on, and is freed here
 * only when the launch is refused before that. */
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

/* ---- kernel registry: what the program told us about each kernel, by address ---- */
typedef struct hs_kfunc {
    hs_args_launcher launcher;
    int max_dyn_shared;
    const void *lowered;          /* cu2hip --lower-kernels: the block-as-loops form */
} hs_kfunc;

static pthread_mutex_t hs_reg_mu = PTHREAD_MUTEX_INITIALIZER;
static ut_map hs_kfuncs;          /* kernel address (its bytes) -> hs_kfunc */

static hs_kfunc *hs_kfunc_find_locked(const void *func)
{
    return ut_map_get(&hs_kfuncs, &func, sizeof func);
}

/* The entry of func, made when missing; NULL when out of memory. */
static hs_kfunc *hs_kfunc_add_locked(const void *func)
{
    hs_kfunc *k = hs_kfunc_find_locked(func);
    if (k)
        return k;
    k = calloc(1, sizeof *k);
    if (!k)
        return NULL;
    k->max_dyn_shared = HS_DYNAMIC_SHARED_MAX;
    ut_map_put(&hs_kfuncs, &func, sizeof func, k);
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

hs_args_launcher hs_kernel_launcher(const void *func)
{
    pthread_mutex_lock(&hs_reg_mu);
    hs_kfunc *k = hs_kfunc_find_locked(func);
    hs_args_launcher l = k ? k->launcher : NULL;
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
static UT_VEC(hs_lbrange) hs_lb;
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
static UT_VEC(hs_padtab) hs_pads;
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
    ut_vec_push(&hs_lb, (hs_lbrange){ lo, hi, max });
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
    for (size_t i = 0; i < hs_pads.n; i++)
        for (size_t j = 0; j < hs_pads.v[i].n; j++) {
            uintptr_t e = hs_pads.v[i].ent[j];
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
            ut_vec_push(&hs_pads, (hs_padtab){ (const uintptr_t *)(bias + sh[i].sh_addr),
                                               sh[i].sh_size / sizeof(uintptr_t) });
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
    for (size_t i = 0; i < hs_lb.n; i++)
        if (a >= hs_lb.v[i].lo && a < hs_lb.v[i].hi) {
            if (hs_lb.v[i].max_threads == HS_LB_PAD)
                return (int)hs_lb_from_pad(a);
            return (int)hs_lb.v[i].max_threads;
        }
    /* GCC puts template instances in their own COMDAT sections, ignoring the section name */
    return hs_pads.n ? (int)hs_lb_from_pad(a) : 0;
}

/* A code object loaded after the first launch (hs_module.c): its launch-bound sections and pads.
 * The module layer calls this with path NULL before it loads one, so that the first scan of
 * every loaded object does not also see the new one. */
void hs_exec_scan_object(const char *path, uintptr_t bias)
{
    pthread_once(&hs_lb_once, hs_lb_init);
    if (!path)
        return;
    pthread_mutex_lock(&hs_reg_mu);
    hs_lb_scan_file(path, bias);
    pthread_mutex_unlock(&hs_reg_mu);
}

/* Forgets what was registered or scanned for code at [lo, hi), an unloaded code object's: its
 * kernels' launchers and lowered forms, launch-bound ranges and pads. */
void hs_exec_forget(uintptr_t lo, uintptr_t hi)
{
    pthread_mutex_lock(&hs_reg_mu);
    for (size_t i = 0; i < hs_kfuncs.cap; i++) {
        const ut_map_slot *sl = &hs_kfuncs.slots[i];
        uintptr_t a;
        if (!sl->key || sl->klen != sizeof a)
            continue;
        memcpy(&a, sl->key, sizeof a);
        hs_kfunc *k = sl->val;
        if (k && a >= lo && a < hi) {
            k->launcher = NULL;
            k->lowered = NULL;
            k->max_dyn_shared = HS_DYNAMIC_SHARED_MAX;
        }
    }
    size_t n = 0;
    for (size_t i = 0; i < hs_lb.n; i++)
        if (hs_lb.v[i].hi <= lo || hs_lb.v[i].lo >= hi)
            hs_lb.v[n++] = hs_lb.v[i];
    hs_lb.n = n;
    n = 0;
    for (size_t i = 0; i < hs_pads.n; i++) {
        uintptr_t e = (uintptr_t)hs_pads.v[i].ent;
        if (e < lo || e >= hi)
            hs_pads.v[n++] = hs_pads.v[i];
    }
    hs_pads.n = n;
    pthread_mutex_unlock(&hs_reg_mu);
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
typedef struct hs_code_probe { uintptr_t addr; int found; } hs_code_probe;
static int hs_code_phdr_cb(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    hs_code_probe *p = data;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        uintptr_t lo = (uintptr_t)info->dlpi_addr + ph->p_vaddr;
        if (ph->p_type == PT_LOAD && (ph->p_flags & PF_X) && p->addr >= lo && p->addr < lo + ph->p_memsz) {
            p->found = 1;
            return 1;
        }
    }
    return 0;
}
/* 1 when f lies in an executable segment of the program or a library it loaded */
static int hs_is_code(const void *f)
{
    hs_code_probe p = {(uintptr_t)f, 0};
    dl_iterate_phdr(hs_code_phdr_cb, &p);
    return p.found;
}

/* HIP knows every kernel from the program's start, launched or not (cuda-samples' MC_* ask for
 * a kernel's attributes before its first launch). hipshim registers at start the kernels of the
 * sources hipshim-cc rewrote, and other kernels at their typed uses, so a function it has not
 * seen yet is taken as a kernel when it is code: its attributes are the defaults and its launch
 * bounds. A data pointer is hipErrorInvalidDeviceFunction; a host function cannot be told from
 * a kernel on the CPU. */
hipError_t hipFuncGetAttributes(hipFuncAttributes *a, const void *func)
{
    if (!a) HS_RETURN(hipErrorInvalidValue);
    if (!func) HS_RETURN(hipErrorInvalidDeviceFunction);
    int bound = hs_func_max_threads(func);
    pthread_mutex_lock(&hs_reg_mu);
    hs_kfunc *k = hs_kfunc_find_locked(func);
    int dyn = k ? k->max_dyn_shared : HS_DYNAMIC_SHARED_MAX;
    pthread_mutex_unlock(&hs_reg_mu);
    if (!k && !bound && !hs_is_code(func)) HS_RETURN(hipErrorInvalidDeviceFunction);
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
    /* against the device's limit, as HIP does, not the kernel's MaxDynamicSharedMemorySize */
    if (d->shared_bytes > HS_DYNAMIC_SHARED_MAX)
        return hipErrorInvalidValue;
    if (d->func) {
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
    /* A launch from a GPU thread (CUDA's dynamic parallelism): HIP has none, and a kernel
     * waiting for its child here would wait forever. */
    if (hs_self)
        hs_device_abort("a kernel launched a kernel (dynamic parallelism), which HIP does not "
                        "support; launch it from the host");
    hs_sched_init();
    hipError_t e = hs_validate(d, &nblocks);
    hs_op *op = e == hipSuccess ? hs_sched_kernel_new(d, nblocks, loop) : NULL;
    if (!op) {
        if (d->closure_free)
            d->closure_free(d->closure);
        return hs_set_error(e != hipSuccess ? e : hipErrorOutOfMemory);
    }
    return hs_set_error(hs_capture_submit(op, (hipStream_t)d->stream, 0));
}

int hs_launch(const hs_launch_desc *d) { return hs_launch_common(d, 0); }

int hs_launch_loop(const hs_launch_desc *d) { return hs_launch_common(d, 1); }

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
