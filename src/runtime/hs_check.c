/* hs_check.c - the checks of a program built with `hipshim-cc --check` (docs/CHECK.md).
 * The build compiles the program with clang's -fsanitize-coverage=trace-loads,trace-stores, so
 * every load and store of device code calls __sanitizer_cov_loadN/storeN(address) here, and
 * without kernel lowering, so each GPU thread is a fiber and the current one is hs_running.
 * Shared memory is thread-local storage of the OS thread running the block: the static
 * __shared__ objects and the dynamic shared-memory buffer are TLS symbols of the executable,
 * found once in its symbol table (offsets in the TLS block); an access whose address falls in
 * their span is checked against a shadow cell per byte:
 *   race    the last writer and two last readers (thread, block-barrier epoch, warp epoch): two
 *           accesses of different threads, one a write, in the same barrier interval and not
 *           ordered by a warp-level point of their warp (warp barrier, shuffle, vote, lockstep
 *           point) are a race;
 *   uninit  a read of a byte no thread of this block wrote;
 *   bounds  an access between the objects, or past the launch's dynamic shared memory;
 *   sync    (hooks of hs_block.c) threads of one barrier generation arriving at different
 *           __syncthreads, a barrier that cannot complete, a grid sync without a cooperative
 *           launch; a masked warp barrier without the caller's lane in its mask, or waiting
 *           for a lane named in its mask that waits elsewhere (at a deadlock: the last masked
 *           warp barrier of each thread is remembered, its mask and call stack).
 * Findings are keyed by (check, code address, other address), counted, and written at exit
 * (HIPSHIM_CHECK_OUT, else stderr) as `file:line:col: error: text [check.KIND]`, the code
 * addresses turned into places by llvm-symbolizer (HIPSHIM_SYMBOLIZER).
 * Memory: 64 bytes of shadow per byte of the span of shared objects (static ones plus the
 * HS_DYNAMIC_SHARED_MAX buffer), per OS thread that runs blocks; findings: at most
 * HS_CK_MAX_FINDINGS distinct ones. Nothing grows with the run's length. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <elf.h>
#include <execinfo.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hs_check.h"

/* Defined by the stub hipshim-cc --check links into the program. */
extern const int hs_check_build __attribute__((weak));

enum { HS_CK_RACE = 1, HS_CK_BOUNDS = 2, HS_CK_SYNC = 4, HS_CK_UNINIT = 8 };
#define HS_CK_MAX_FINDINGS 4096
#define HS_CK_IGNORE 0xffffu
#define HS_CK_STACK 6

static unsigned hs_ck_mask = HS_CK_RACE | HS_CK_BOUNDS | HS_CK_SYNC | HS_CK_UNINIT;

/* ---- the executable's shared objects (process-wide, read-only after init) ---- */
typedef struct {
    char *name;                 /* demangled */
    size_t off, size;           /* in the TLS block */
    int dyn;                    /* the dynamic shared-memory buffer */
} hs_ck_obj;
static hs_ck_obj *hs_ck_objs;
static unsigned hs_ck_nobj;
static size_t hs_ck_lo, hs_ck_span;     /* TLS offsets of the checked span */
static uint16_t *hs_ck_omap;           /* per byte of the span: object index + 1, 0 = none */
static size_t hs_ck_anchor;            /* TLS offset of hs_running */
static size_t hs_ck_dyn_off;            /* TLS offset of the dynamic buffer, or SIZE_MAX */

/* ---- per OS thread ---- */
typedef struct {
    uint32_t gen;               /* block of this OS thread the cell belongs to */
    uint32_t wtid, wep, wwep, init;
    uint32_t r1tid, r1ep, r1wep, r2tid, r2ep, r2wep;
    uintptr_t wpc, r1pc, r2pc;
} hs_ck_cell;

typedef struct {
    char *lo;                   /* this thread's address of the span */
    hs_ck_cell *cells;
    uint32_t gen, bep;
    uint32_t *wep;
    unsigned capw, ws, bx, by;
    size_t dynlim;              /* bytes of dynamic shared memory of the launch */
    const void *func;
    hs_dim3 bidx;
    const void *bsite;          /* the __syncthreads the current generation's first thread is at */
    uint32_t btid, bsgen;
    const void *atomic_skip;
    struct hs_ck_wsync *ws_last;   /* per block rank: its last masked warp barrier */
    unsigned ws_cap;
} hs_ck_thr;
static __thread hs_ck_thr *hs_ck_t;
static pthread_key_t hs_ck_key;

/* The last masked warp barrier a thread arrived at in its block (gen: the block's). */
typedef struct hs_ck_wsync {
    uint32_t gen;
    uint64_t mask;
    uintptr_t stk[HS_CK_STACK];   /* the call site and its callers */
} hs_ck_wsync;

/* ---- findings ---- */
typedef struct {
    unsigned kind;
    uintptr_t pc, pc2;          /* code addresses (return addresses of the callbacks) */
    uintptr_t stk[HS_CK_STACK]; /* pc's callers, for a pc inside hipshim's headers */
    int stk_given;              /* stk came with the finding (else: this stack, at hs_ck_add) */
    uintptr_t stk2[HS_CK_STACK];   /* pc2's, where known */
    uint64_t mask, mask2;       /* warp barriers: the masks */
    unsigned lane;              /* warp barriers: the lane of tid */
    const void *func;
    hs_dim3 bidx;
    uint32_t tid, tid2;         /* ranks + 1 */
    unsigned bx, by;
    int write, write2;
    int obj;                    /* object index, -1 */
    long long delta;            /* bounds: bytes past the object's end */
    size_t lim;                 /* bounds: the launch's dynamic shared memory */
    unsigned long long count;
} hs_ck_finding;
static hs_ck_finding hs_ck_f[HS_CK_MAX_FINDINGS];
static unsigned hs_ck_nf;
static unsigned long long hs_ck_dropped;
static pthread_mutex_t hs_ck_mu = PTHREAD_MUTEX_INITIALIZER;
static int hs_ck_reported;

char *__cxa_demangle(const char *name, char *buf, size_t *n, int *status);

static void hs_ck_thr_free(void *p)
{
    hs_ck_thr *c = p;
    if (!c)
        return;
    if (c->cells)
        munmap(c->cells, hs_ck_span * sizeof *c->cells);
    free(c->wep);
    free(c->ws_last);
    free(c);
}

/* TLS of hipshim itself: not shared memory. Device code reads only the built-in objects and
 * the headers' block-shared areas (hs_detail); an access to the rest is out of bounds. */
static int hs_ck_runtime_name(const char *n)
{
    return !strncmp(n, "hs_", 3) || strstr(n, "hs_detail") || strstr(n, "hs_launch_detail") ||
           !strncmp(n, "_ZGV", 4) || !strncmp(n, "_ZTH", 4) || !strncmp(n, "_ZTW", 4) ||
           !strncmp(n, "__", 2);
}

static int hs_ck_device_runtime_name(const char *n)
{
    return !strcmp(n, "hs_running") || !strcmp(n, "hs_self") || !strcmp(n, "hs_blockIdx") ||
           !strcmp(n, "hs_blockDim") || !strcmp(n, "hs_gridDim") || strstr(n, "hs_detail");
}

/* Appends a line for cu2hip-run (which strips them) to HIPSHIM_CHECK_OUT: "#hipshim-check: TEXT".
 * The runner knows from them that the checker was linked and what it could not do. */
static void hs_ck_status(const char *text)
{
    const char *path = getenv("HIPSHIM_CHECK_OUT");
    FILE *o = path && *path ? fopen(path, "a") : NULL;
    if (!o)
        return;
    fprintf(o, "#hipshim-check: %s\n", text);
    fclose(o);
}

/* Reads the TLS symbols of /proc/self/exe. Returns 0 when there is nothing to check; *why says
 * whether the table could not be read (a stripped program) or had no shared objects. */
static int hs_ck_load_symbols(const char **why)
{
    *why = "the program's symbol table is unreadable (stripped?)";
    int fd = open("/proc/self/exe", O_RDONLY);
    if (fd < 0)
        return 0;
    struct stat st;
    int ok = 0;
    void *map = MAP_FAILED;
    if (fstat(fd, &st) == 0 && (size_t)st.st_size >= sizeof(Elf64_Ehdr))
        map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (map == MAP_FAILED)
        return 0;
    const unsigned char *base = map;
    const Elf64_Ehdr *eh = map;
    size_t fsz = (size_t)st.st_size;
    if (memcmp(eh->e_ident, ELFMAG, SELFMAG) || eh->e_ident[EI_CLASS] != ELFCLASS64 ||
        eh->e_shoff + (size_t)eh->e_shnum * sizeof(Elf64_Shdr) > fsz)
        goto out;
    const Elf64_Shdr *sh = (const Elf64_Shdr *)(base + eh->e_shoff);
    const Elf64_Shdr *sym = NULL;
    for (unsigned i = 0; i < eh->e_shnum; i++)
        if (sh[i].sh_type == SHT_SYMTAB)
            sym = &sh[i];
    if (!sym || sym->sh_link >= eh->e_shnum || sym->sh_offset + sym->sh_size > fsz)
        goto out;
    const Elf64_Shdr *strs = &sh[sym->sh_link];
    if (strs->sh_offset + strs->sh_size > fsz)
        goto out;
    const Elf64_Sym *syms = (const Elf64_Sym *)(base + sym->sh_offset);
    size_t nsym = sym->sh_size / sizeof *syms;
    const char *strtab = (const char *)base + strs->sh_offset;
    int have_anchor = 0;
    hs_ck_dyn_off = SIZE_MAX;
    for (size_t i = 0; i < nsym; i++) {   /* the anchor and the dynamic buffer first */
        if (ELF64_ST_TYPE(syms[i].st_info) != STT_TLS || syms[i].st_shndx == SHN_UNDEF ||
            syms[i].st_name >= strs->sh_size)
            continue;
        const char *n = strtab + syms[i].st_name;
        if (!strcmp(n, "hs_running")) {
            hs_ck_anchor = syms[i].st_value;
            have_anchor = 1;
        } else if (!strcmp(n, "hs_dynshm_buf")) {
            hs_ck_dyn_off = syms[i].st_value;
        }
    }
    if (!have_anchor)
        goto out;
    hs_ck_objs = calloc(nsym + 1, sizeof *hs_ck_objs);
    if (!hs_ck_objs)
        goto out;
    size_t lo = SIZE_MAX, hi = 0;
    for (size_t i = 0; i < nsym; i++) {
        if (ELF64_ST_TYPE(syms[i].st_info) != STT_TLS || syms[i].st_shndx == SHN_UNDEF ||
            syms[i].st_name >= strs->sh_size || !syms[i].st_size)
            continue;
        const char *n = strtab + syms[i].st_name;
        int dyn = syms[i].st_value == hs_ck_dyn_off;
        if (!dyn && hs_ck_runtime_name(n))
            continue;
        if (dyn && !strcmp(n, "hs_dynshm_buf"))
            continue;   /* named by the user's extern declarations instead */
        hs_ck_obj *o = &hs_ck_objs[hs_ck_nobj++];
        int status = -1;
        char *d = n[0] == '_' && n[1] == 'Z' ? __cxa_demangle(n, NULL, NULL, &status) : NULL;
        o->name = status == 0 && d ? d : strdup(n);
        if (d && status != 0)
            free(d);
        o->off = syms[i].st_value;
        o->size = dyn ? HS_DYNAMIC_SHARED_MAX : syms[i].st_size;
        o->dyn = dyn;
        if (o->off < lo)
            lo = o->off;
        if (o->off + o->size > hi)
            hi = o->off + o->size;
    }
    if (!hs_ck_nobj)
        *why = NULL;   /* no shared memory to check */
    if (!hs_ck_nobj || hs_ck_nobj >= HS_CK_IGNORE)
        goto out;
    /* the span covers the whole TLS block, so that an access past the last object is seen */
    for (size_t i = 0; i < nsym; i++)
        if (ELF64_ST_TYPE(syms[i].st_info) == STT_TLS && syms[i].st_shndx != SHN_UNDEF) {
            if (syms[i].st_value < lo)
                lo = syms[i].st_value;
            if (syms[i].st_value + syms[i].st_size > hi)
                hi = syms[i].st_value + syms[i].st_size;
        }
    hs_ck_lo = lo;
    hs_ck_span = hi - lo;
    hs_ck_omap = calloc(hs_ck_span, sizeof *hs_ck_omap);
    if (!hs_ck_omap)
        goto out;
    /* the built-in objects inside the span are not shared memory */
    for (size_t i = 0; i < nsym; i++) {
        if (ELF64_ST_TYPE(syms[i].st_info) != STT_TLS || syms[i].st_shndx == SHN_UNDEF ||
            syms[i].st_name >= strs->sh_size || syms[i].st_value == hs_ck_dyn_off)
            continue;
        if (!hs_ck_device_runtime_name(strtab + syms[i].st_name))
            continue;
        size_t a = syms[i].st_value, e = a + (syms[i].st_size ? syms[i].st_size : 1);
        for (size_t k = a; k < e; k++)
            if (k >= lo && k < hi)
                hs_ck_omap[k - lo] = HS_CK_IGNORE;
    }
    for (unsigned j = 0; j < hs_ck_nobj; j++)
        for (size_t k = 0; k < hs_ck_objs[j].size; k++)
            hs_ck_omap[hs_ck_objs[j].off - lo + k] = (uint16_t)(j + 1);
    ok = 1;
out:
    munmap(map, fsz);
    return ok;
}

static void hs_ck_report(void);

static void hs_ck_init_once(void)
{
    const char *e = getenv("HIPSHIM_CHECK");
    if (!&hs_check_build || (e && !strcmp(e, "none")))
        return;
    if (e && *e && strcmp(e, "all")) {
        hs_ck_mask = 0;
        char buf[256];
        snprintf(buf, sizeof buf, "%s", e);
        for (char *s = strtok(buf, ","); s; s = strtok(NULL, ","))
            hs_ck_mask |= !strcmp(s, "race")     ? HS_CK_RACE
                          : !strcmp(s, "bounds") ? HS_CK_BOUNDS
                          : !strcmp(s, "sync")   ? HS_CK_SYNC
                          : !strcmp(s, "uninit") ? HS_CK_UNINIT
                                                 : 0;
    }
    pthread_key_create(&hs_ck_key, hs_ck_thr_free);
    const char *why = NULL;
    if (!hs_ck_load_symbols(&why)) {
        hs_ck_span = 0;   /* no shared objects: the barrier checks still run */
        if (why && (hs_ck_mask & (HS_CK_RACE | HS_CK_BOUNDS | HS_CK_UNINIT))) {
            char msg[300];
            snprintf(msg, sizeof msg, "warning: shared-memory checks off: %s", why);
            hs_ck_status(msg);
        }
    }
    atexit(hs_ck_report);
    hs_check_on = 1;
}

void hs_check_init(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, hs_ck_init_once);
}

static hs_ck_thr *hs_ck_thr_get(void)
{
    hs_ck_thr *c = hs_ck_t;
    if (c)
        return c;
    c = calloc(1, sizeof *c);
    if (!c)
        hs_device_abort("out of memory for the checker");
    if (hs_ck_span) {
        c->cells = mmap(NULL, hs_ck_span * sizeof *c->cells, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (c->cells == MAP_FAILED)
            hs_device_abort("out of memory for the checker's shadow memory");
        c->lo = (char *)&hs_running - hs_ck_anchor + hs_ck_lo;
    }
    hs_ck_t = c;
    pthread_setspecific(hs_ck_key, c);
    return c;
}

void hs_check_block_begin(const hs_grid *g, hs_dim3 block_idx, unsigned warp_size, void *dynshm)
{
    (void)dynshm;
    hs_ck_thr *c = hs_ck_thr_get();
    unsigned nw = (g->nthreads + warp_size - 1) / warp_size;
    if (nw > c->capw) {
        free(c->wep);
        c->wep = calloc(nw, sizeof *c->wep);
        if (!c->wep)
            hs_device_abort("out of memory for the checker");
        c->capw = nw;
    }
    if (g->nthreads > c->ws_cap) {
        free(c->ws_last);
        c->ws_last = calloc(g->nthreads, sizeof *c->ws_last);
        if (!c->ws_last)
            hs_device_abort("out of memory for the checker");
        c->ws_cap = g->nthreads;
    }
    c->gen++;
    c->bep++;
    c->ws = warp_size;
    c->bx = g->block.x;
    c->by = g->block.y;
    c->dynlim = g->shared_bytes;
    c->func = g->func;
    c->bidx = block_idx;
    c->bsite = NULL;
    c->atomic_skip = NULL;
}

static inline uint32_t hs_ck_rank(const hs_ck_thr *c)
{
    hs_dim3 t = hs_running.thread_idx;
    return t.x + c->bx * (t.y + c->by * t.z);
}

void hs_check_sync(int warp)
{
    hs_ck_thr *c = hs_ck_t;
    if (!c)
        return;
    if (warp < 0) {
        c->bep++;
        c->bsite = NULL;
    } else if ((unsigned)warp < c->capw) {
        c->wep[warp]++;
    }
}

/* The frames of this stack from the one at code address `from` outwards (self: from itself
 * first, else its callers), HS_CK_STACK of them, zero-filled; none when `from` is not on it. */
static void hs_ck_frames(uintptr_t from, int self, uintptr_t out[HS_CK_STACK])
{
    void *bt[24];
    int nb = backtrace(bt, 24), k = 0;
    while (k < nb && (uintptr_t)bt[k] != from)
        k++;
    k += !self;
    for (int j = 0; j < HS_CK_STACK; j++)
        out[j] = k + j < nb ? (uintptr_t)bt[k + j] : 0;
}

static void hs_ck_add(const hs_ck_finding *f)
{
    pthread_mutex_lock(&hs_ck_mu);
    unsigned i;
    for (i = 0; i < hs_ck_nf; i++) {
        hs_ck_finding *g = &hs_ck_f[i];
        if (g->kind == f->kind && g->pc == f->pc && g->pc2 == f->pc2) {
            g->count++;
            break;
        }
    }
    if (i == hs_ck_nf) {
        if (hs_ck_nf < HS_CK_MAX_FINDINGS) {
            hs_ck_finding *g = &hs_ck_f[hs_ck_nf++];
            *g = *f;
            g->count = 1;
            if (!f->stk_given)
                hs_ck_frames(f->pc, 0, g->stk);   /* the callers of pc */
        } else {
            hs_ck_dropped++;
        }
    }
    pthread_mutex_unlock(&hs_ck_mu);
}

static void hs_ck_finding_at(hs_ck_finding *f, const hs_ck_thr *c, unsigned kind, uintptr_t pc)
{
    memset(f, 0, sizeof *f);
    f->kind = kind;
    f->pc = pc;
    f->func = c->func;
    f->bidx = c->bidx;
    f->bx = c->bx;
    f->by = c->by;
    f->tid = hs_ck_rank(c) + 1;
    f->obj = -1;
}

void hs_check_barrier_arrive(const void *site)
{
    hs_ck_thr *c = hs_ck_t;
    if (!c || !(hs_ck_mask & HS_CK_SYNC))
        return;
    if (!c->bsite || c->bsgen != c->bep) {
        c->bsite = site;
        c->bsgen = c->bep;
        c->btid = hs_ck_rank(c) + 1;
    } else if (c->bsite != site) {
        hs_ck_finding f;
        hs_ck_finding_at(&f, c, HS_CK_SYNC, (uintptr_t)site);
        f.pc2 = (uintptr_t)c->bsite;
        f.tid2 = c->btid;
        hs_ck_add(&f);
    }
}

void hs_check_fatal_sync(const void *site, const char *what)
{
    hs_ck_thr *c = hs_ck_t;
    if (c && (hs_ck_mask & HS_CK_SYNC) && strcmp(what, "warp")) {
        hs_ck_finding f;
        hs_ck_finding_at(&f, c, HS_CK_SYNC, (uintptr_t)(site ? site : c->bsite));
        f.write = what[0] == 'g' ? 2 : 1;   /* 1: cannot complete, 2: grid sync */
        hs_ck_add(&f);
    }
    hs_ck_report();
}

/* A sync finding at a thread's remembered warp barrier: its place, and its callers as given. */
static void hs_ck_finding_wsync(hs_ck_finding *f, const hs_ck_thr *c, const hs_ck_wsync *ws)
{
    hs_ck_finding_at(f, c, HS_CK_SYNC, ws->stk[0]);
    memcpy(f->stk, ws->stk + 1, (HS_CK_STACK - 1) * sizeof *f->stk);
    f->stk_given = 1;
}

void hs_check_warp_arrive(const void *site, uint64_t mask, int own)
{
    hs_ck_thr *c = hs_ck_t;
    if (!c || !(hs_ck_mask & HS_CK_SYNC))
        return;
    uint32_t r = hs_ck_rank(c);
    if (r >= c->ws_cap)
        return;
    hs_ck_wsync *ws = &c->ws_last[r];
    ws->gen = c->gen;
    ws->mask = mask;
    hs_ck_frames((uintptr_t)site, 1, ws->stk);   /* the call site and its callers */
    if (!ws->stk[0])
        ws->stk[0] = (uintptr_t)site;
    if (!own) {
        hs_ck_finding f;
        hs_ck_finding_wsync(&f, c, ws);
        f.write = 3;
        f.mask = mask;
        f.lane = r % c->ws;
        hs_ck_add(&f);
    }
}

void hs_check_warp_stuck(unsigned rank, unsigned missing)
{
    hs_ck_thr *c = hs_ck_t;
    if (!c || !(hs_ck_mask & HS_CK_SYNC) || rank >= c->ws_cap || missing >= c->ws_cap)
        return;
    const hs_ck_wsync *a = &c->ws_last[rank], *m = &c->ws_last[missing];
    if (a->gen != c->gen)
        return;
    hs_ck_finding f;
    hs_ck_finding_wsync(&f, c, a);
    f.tid = rank + 1;
    f.tid2 = missing + 1;
    f.mask = a->mask;
    f.write = 4;   /* the other lane waits elsewhere */
    if (m->gen == c->gen && m->mask != a->mask) {
        f.write = 5;   /* ... after a warp barrier with another mask */
        f.pc2 = m->stk[0];
        memcpy(f.stk2, m->stk + 1, (HS_CK_STACK - 1) * sizeof *f.stk2);
        f.mask2 = m->mask;
    }
    hs_ck_add(&f);
}

/* ---- the access callbacks ---- */
static __attribute__((noinline)) void hs_ck_access(hs_ck_thr *c, size_t off, unsigned n,
                                                   int write, uintptr_t pc)
{
    uint32_t tid = hs_ck_rank(c) + 1, warp = (tid - 1) / c->ws;
    uint32_t we = warp < c->capw ? c->wep[warp] : 0;
    for (unsigned i = 0; i < n; i++) {
        size_t o = off + i;
        if (o >= hs_ck_span)
            return;
        uint16_t m = hs_ck_omap[o];
        if (m == HS_CK_IGNORE)
            return;
        const hs_ck_obj *ob = m ? &hs_ck_objs[m - 1] : NULL;
        if (!ob || (ob->dyn && o + hs_ck_lo - ob->off >= c->dynlim)) {
            if (hs_ck_mask & HS_CK_BOUNDS) {
                hs_ck_finding f;
                hs_ck_finding_at(&f, c, HS_CK_BOUNDS, pc);
                f.write = write;
                if (ob) {
                    f.obj = m - 1;
                    f.delta = (long long)(o + hs_ck_lo - ob->off - c->dynlim);
                    f.lim = c->dynlim;
                } else {
                    /* the nearest object below */
                    size_t k = o;
                    while (k > 0 && (!hs_ck_omap[k - 1] || hs_ck_omap[k - 1] == HS_CK_IGNORE))
                        k--;
                    if (k > 0) {
                        f.obj = hs_ck_omap[k - 1] - 1;
                        f.delta = (long long)(o - k);
                    }
                }
                hs_ck_add(&f);
            }
            return;
        }
        hs_ck_cell *x = &c->cells[o];
        if (x->gen != c->gen) {
            memset(x, 0, sizeof *x);
            x->gen = c->gen;
        }
        if (c->atomic_skip == (const char *)c->lo + off) {
            x->init = 1;
            continue;
        }
        hs_ck_finding f;
#define HS_CK_UNORDERED(T, EP, WEP) \
    ((T) && (EP) == c->bep && (T) != tid && (((T) - 1) / c->ws != warp || (WEP) == we))
        if (write) {
            if (hs_ck_mask & HS_CK_RACE) {
                uint32_t ot = 0;
                uintptr_t opc = 0;
                int ow = 0;
                if (HS_CK_UNORDERED(x->wtid, x->wep, x->wwep))
                    ot = x->wtid, opc = x->wpc, ow = 1;
                else if (HS_CK_UNORDERED(x->r1tid, x->r1ep, x->r1wep))
                    ot = x->r1tid, opc = x->r1pc;
                else if (HS_CK_UNORDERED(x->r2tid, x->r2ep, x->r2wep))
                    ot = x->r2tid, opc = x->r2pc;
                if (ot) {
                    hs_ck_finding_at(&f, c, HS_CK_RACE, pc);
                    f.pc2 = opc;
                    f.tid2 = ot;
                    f.write = 1;
                    f.write2 = ow;
                    f.obj = m - 1;
                    hs_ck_add(&f);
                    return;
                }
            }
            x->wtid = tid;
            x->wep = c->bep;
            x->wwep = we;
            x->wpc = pc;
        } else {
            if (!x->wtid && !x->init) {
                if (hs_ck_mask & HS_CK_UNINIT) {
                    hs_ck_finding_at(&f, c, HS_CK_UNINIT, pc);
                    f.obj = m - 1;
                    hs_ck_add(&f);
                    x->init = 1;   /* once per byte and block */
                    return;
                }
            } else if ((hs_ck_mask & HS_CK_RACE) && HS_CK_UNORDERED(x->wtid, x->wep, x->wwep)) {
                hs_ck_finding_at(&f, c, HS_CK_RACE, pc);
                f.pc2 = x->wpc;
                f.tid2 = x->wtid;
                f.write2 = 1;
                f.obj = m - 1;
                hs_ck_add(&f);
                return;
            }
            if (x->r1tid == tid || x->r1ep != c->bep || !x->r1tid) {
                x->r1tid = tid, x->r1ep = c->bep, x->r1wep = we, x->r1pc = pc;
            } else {
                x->r2tid = tid, x->r2ep = c->bep, x->r2wep = we, x->r2pc = pc;
            }
        }
#undef HS_CK_UNORDERED
    }
}

static inline void hs_ck_cb(const void *p, unsigned n, int write, uintptr_t pc)
{
    hs_ck_thr *c = hs_ck_t;
    if (!c || !hs_self)
        return;
    size_t off = (size_t)((const char *)p - c->lo);
    if (off >= hs_ck_span)
        return;
    hs_ck_access(c, off, n, write, pc);
}

/* hs_atomic.hpp under HIPSHIM_CHECK: the next access of the current thread to p is the load or
 * store of an atomic operation, which takes part in no race and initialises the bytes. */
void hs_check_atomic(const void *p);
void hs_check_atomic(const void *p)
{
    hs_ck_thr *c = hs_ck_t;
    if (c && hs_self)
        c->atomic_skip = p;
}

#define HS_CK_CB(N)                                                                   \
    void __sanitizer_cov_load##N(void *p);                                             \
    void __sanitizer_cov_store##N(void *p);                                            \
    void __sanitizer_cov_load##N(void *p)                                              \
    {                                                                                  \
        hs_ck_cb(p, N, 0, (uintptr_t)__builtin_return_address(0));                      \
    }                                                                                  \
    void __sanitizer_cov_store##N(void *p)                                             \
    {                                                                                  \
        hs_ck_cb(p, N, 1, (uintptr_t)__builtin_return_address(0));                      \
    }
HS_CK_CB(1)
HS_CK_CB(2)
HS_CK_CB(4)
HS_CK_CB(8)
HS_CK_CB(16)

/* ---- the report ---- */
typedef struct {
    char file[512];
    unsigned line, col;
    char func[256];
} hs_ck_place;

static void hs_ck_copy(char *dst, size_t n, const char *src)
{
    size_t l = strlen(src);
    if (l >= n)
        l = n - 1;
    memcpy(dst, src, l);
    dst[l] = 0;
}

/* Symbolizes n code addresses (the first frame outside hipshim's headers). */
static void hs_ck_symbolize(const uintptr_t *pcs, unsigned n, hs_ck_place *out)
{
    char exe[4096];
    ssize_t el = readlink("/proc/self/exe", exe, sizeof exe - 1);
    for (unsigned i = 0; i < n; i++) {
        out[i].file[0] = out[i].func[0] = 0;
        out[i].line = out[i].col = 0;
    }
    if (el <= 0)
        return;
    exe[el] = 0;
    char in[] = "/tmp/hipshim-check.XXXXXX";
    int fd = mkstemp(in);
    if (fd < 0)
        return;
    FILE *f = fdopen(fd, "w");
    for (unsigned i = 0; i < n; i++) {
        Dl_info di;
        uintptr_t base = 0;
        if (pcs[i] && dladdr((const void *)pcs[i], &di) && di.dli_fbase)
            base = (uintptr_t)di.dli_fbase;
        fprintf(f, "0x%lx\n", (unsigned long)(pcs[i] ? pcs[i] - base : 0));
    }
    fclose(f);
    const char *sym = getenv("HIPSHIM_SYMBOLIZER");
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "'%s' --obj='%s' --relative-address < '%s' 2>/dev/null",
             sym && *sym ? sym : "llvm-symbolizer", exe, in);
    FILE *p = popen(cmd, "r");
    if (p) {
        char line[4096];
        unsigned i = 0;
        int inframe = 0, done = 0, odd = 0;
        char fn[256] = "";
        while (i < n && fgets(line, sizeof line, p)) {
            line[strcspn(line, "\n")] = 0;
            if (!line[0]) {   /* end of one address */
                i++;
                done = 0;
                odd = 0;
                inframe = 0;
                continue;
            }
            odd = !odd;
            if (odd) {   /* a function name */
                hs_ck_copy(fn, sizeof fn, line);
                if (!inframe)
                    hs_ck_copy(out[i].func, sizeof out[i].func, line);
                inframe = 1;
                continue;
            }
            if (done)
                continue;
            /* file:line:col */
            char *c2 = strrchr(line, ':');
            if (!c2)
                continue;
            *c2 = 0;
            char *c1 = strrchr(line, ':');
            if (!c1)
                continue;
            *c1 = 0;
            int hip = strstr(line, "/include/hip/") != NULL;
            if (!out[i].file[0] || !hip) {
                hs_ck_copy(out[i].file, sizeof out[i].file, line);
                out[i].line = (unsigned)atoi(c1 + 1);
                out[i].col = (unsigned)atoi(c2 + 1);
                hs_ck_copy(out[i].func, sizeof out[i].func, fn);
            }
            if (!hip)
                done = 1;
        }
        pclose(p);
    }
    unlink(in);
}

static int hs_ck_same(const hs_ck_place *a, const hs_ck_place *b)
{
    return a->line == b->line && a->col == b->col && !strcmp(a->file, b->file);
}

static void hs_ck_thread_str(char *b, size_t n, uint32_t tid, unsigned bx, unsigned by)
{
    uint32_t r = tid - 1;
    snprintf(b, n, "(%u,%u,%u)", r % bx, (r / bx) % by, r / (bx * by));
}

static void hs_ck_report(void)
{
    pthread_mutex_lock(&hs_ck_mu);
    if (hs_ck_reported || !hs_ck_nf) {
        pthread_mutex_unlock(&hs_ck_mu);
        return;
    }
    hs_ck_reported = 1;
    unsigned n = hs_ck_nf;
#define HS_CK_NP (3 + 2 * HS_CK_STACK)
    uintptr_t *pcs = calloc((size_t)n * HS_CK_NP, sizeof *pcs);
    hs_ck_place *pl = calloc((size_t)n * HS_CK_NP, sizeof *pl);
    if (!pcs || !pl) {
        pthread_mutex_unlock(&hs_ck_mu);
        return;
    }
    for (unsigned i = 0; i < n; i++) {
        pcs[HS_CK_NP * i] = hs_ck_f[i].pc ? hs_ck_f[i].pc - 1 : 0;
        pcs[HS_CK_NP * i + 1] = hs_ck_f[i].pc2 ? hs_ck_f[i].pc2 - 1 : 0;
        pcs[HS_CK_NP * i + 2] = (uintptr_t)hs_ck_f[i].func;
        for (unsigned j = 0; j < HS_CK_STACK; j++)
            pcs[HS_CK_NP * i + 3 + j] = hs_ck_f[i].stk[j] ? hs_ck_f[i].stk[j] - 1 : 0;
        for (unsigned j = 0; j < HS_CK_STACK; j++)
            pcs[HS_CK_NP * i + 3 + HS_CK_STACK + j] =
                hs_ck_f[i].stk2[j] ? hs_ck_f[i].stk2[j] - 1 : 0;
    }
    hs_ck_symbolize(pcs, HS_CK_NP * n, pl);
    /* a place in hipshim's headers (a helper they define) is shown at its caller's */
    for (unsigned i = 0; i < n; i++)
        for (unsigned w = 0; w < 2; w++) {
            hs_ck_place *a = &pl[HS_CK_NP * i + w];
            const hs_ck_place *up = &pl[HS_CK_NP * i + 3 + w * HS_CK_STACK];
            for (unsigned j = 0; j < HS_CK_STACK && strstr(a->file, "/include/hip/"); j++)
                if (up[j].file[0] && !strstr(up[j].file, "/include/hip/"))
                    *a = up[j];
        }
    const char *path = getenv("HIPSHIM_CHECK_OUT");
    FILE *o = path && *path ? fopen(path, "a") : NULL;
    FILE *out = o ? o : stderr;
    fflush(stdout);
    /* copies of one place in the code (a loop peeled, a function inlined twice) are one
     * finding; two barriers at one place are one barrier */
    for (unsigned i = 0; i < n; i++) {
        hs_ck_finding *f = &hs_ck_f[i];
        const hs_ck_place *a = &pl[HS_CK_NP * i], *b = &pl[HS_CK_NP * i + 1];
        if (f->kind == HS_CK_SYNC && !f->write && hs_ck_same(a, b))
            f->count = 0;
        for (unsigned j = 0; j < i && f->count; j++)
            if (hs_ck_f[j].count && hs_ck_f[j].kind == f->kind && hs_ck_same(a, &pl[HS_CK_NP * j]) &&
                hs_ck_same(b, &pl[HS_CK_NP * j + 1])) {
                hs_ck_f[j].count += f->count;
                f->count = 0;
            }
    }
    for (unsigned i = 0; i < n; i++) {
        const hs_ck_finding *f = &hs_ck_f[i];
        const hs_ck_place *a = &pl[HS_CK_NP * i], *b = &pl[HS_CK_NP * i + 1],
                          *k = &pl[HS_CK_NP * i + 2];
        if (!f->count)
            continue;
        char t1[64], t2[64], other[800] = "", times[64] = "", obj[300] = "", where[400];
        hs_ck_thread_str(t1, sizeof t1, f->tid, f->bx, f->by);
        if (f->tid2)
            hs_ck_thread_str(t2, sizeof t2, f->tid2, f->bx, f->by);
        if (f->count > 1)
            snprintf(times, sizeof times, " (%llu times)", f->count);
        if (f->obj >= 0)
            snprintf(obj, sizeof obj, "%s'%s'", hs_ck_objs[f->obj].dyn ? "dynamic shared memory " : "",
                     hs_ck_objs[f->obj].name);
        snprintf(where, sizeof where, "in kernel '%s' block (%u,%u,%u) thread %s",
                 k->func[0] ? k->func : "?", f->bidx.x, f->bidx.y, f->bidx.z, t1);
        if (b->file[0])
            snprintf(other, sizeof other, "%s:%u:%u", b->file, b->line, b->col);
        else
            snprintf(other, sizeof other, "an unknown place");
        fprintf(out, "%s:%u:%u: error: ", a->file[0] ? a->file : "<unknown>", a->line, a->col);
        switch (f->kind) {
        case HS_CK_RACE:
            fprintf(out, "data race on shared %s: %s %s conflicts with a %s by thread %s at %s, "
                         "with no barrier between them%s [check.race]\n",
                    obj, f->write ? "write" : "read", where, f->write2 ? "write" : "read", t2,
                    other, times);
            break;
        case HS_CK_UNINIT:
            fprintf(out, "read of shared %s that no thread of the block wrote, %s%s [check.uninit]\n",
                     obj, where, times);
            break;
        case HS_CK_BOUNDS:
            if (f->obj >= 0 && hs_ck_objs[f->obj].dyn)
                fprintf(out, "%s at byte %lld of %s, past the %zu bytes the launch gave, "
                             "%s%s [check.bounds]\n",
                        f->write ? "write" : "read", f->delta + (long long)f->lim, obj, f->lim,
                        where, times);
            else if (f->obj >= 0)
                fprintf(out, "%s outside every shared-memory object (%lld bytes past the end of "
                             "%s), %s%s [check.bounds]\n",
                        f->write ? "write" : "read", f->delta, obj, where, times);
            else
                fprintf(out, "%s outside every shared-memory object, %s%s [check.bounds]\n",
                        f->write ? "write" : "read", where, times);
            break;
        case HS_CK_SYNC:
            if (f->write == 2)
                fprintf(out, "grid synchronisation in a kernel not launched with "
                             "hipLaunchCooperativeKernel, %s [check.sync]\n", where);
            else if (f->write == 3)
                fprintf(out, "warp barrier with mask 0x%llx, which does not name the calling "
                             "lane %u (each lane's own bit must be set), %s%s [check.sync]\n",
                        (unsigned long long)f->mask, f->lane, where, times);
            else if (f->write == 4)
                fprintf(out, "warp barrier with mask 0x%llx that thread %s, named in the mask, "
                             "never reaches (it waits at another barrier): it cannot complete, "
                             "%s%s [check.sync]\n",
                        (unsigned long long)f->mask, t2, where, times);
            else if (f->write == 5)
                fprintf(out, "threads of a warp call warp barriers with different masks: %s waits "
                             "here with mask 0x%llx for thread %s, which synchronised with mask "
                             "0x%llx at %s and never comes: it cannot complete%s [check.sync]\n",
                        where, (unsigned long long)f->mask, t2, (unsigned long long)f->mask2, other,
                        times);
            else if (f->write == 1)
                fprintf(out, "barrier that not every thread of the block reaches (the others "
                             "wait elsewhere or never come): it cannot complete, %s [check.sync]\n",
                        where);
            else
                fprintf(out, "threads reach different barriers: %s waits here while thread %s "
                             "waits at the barrier at %s%s [check.sync]\n",
                        where, t2, other, times);
            break;
        }
    }
    if (hs_ck_dropped)
        fprintf(out, "hipshim: check: %llu more findings were not recorded\n", hs_ck_dropped);
    if (o)
        fclose(o);
    else
        fflush(stderr);
    free(pcs);
    free(pl);
    pthread_mutex_unlock(&hs_ck_mu);
}

/* Registered when the program links the checker (its load/store callbacks pull this file in):
 * hs_block.c calls the checker only through these. */
__attribute__((constructor)) static void hs_ck_register(void)
{
    static const hs_check_hooks hooks = {
        hs_check_init,        hs_check_block_begin, hs_check_sync,       hs_check_barrier_arrive,
        hs_check_fatal_sync, hs_check_warp_arrive, hs_check_warp_stuck,
    };
    hs_block_set_check_hooks(&hooks);
    if (&hs_check_build)
        hs_ck_status("linked");
}
