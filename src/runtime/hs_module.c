/* hs_module.c - the module API over code objects that hipshim-cc --genco builds: shared objects of
 * CPU code whose static initialisers register their kernels (hs_module.hpp). hipModuleLoad* copy
 * the image into an anonymous file (memfd) and dlopen it from there, so that every load is a
 * fresh object whose initialisers run into the module being loaded; hipModuleGetFunction finds
 * a kernel by the name dlsym knows (plain for extern "C", mangled otherwise) or by its source
 * name, hipModuleGetGlobal and hipModuleGetTexRef find variables by name, hipModuleLaunchKernel
 * launches with `void **kernelParams` or a packed argument buffer. Images that are not hipshim
 * code objects (NVIDIA PTX, cubins and fatbins, AMD code objects, another CPU's objects) are
 * refused with HIP's error and a one-line message. The loaded object finds the runtime in the
 * program, which hipshim-cc links so that it exports the runtime's hs_* symbols.
 * Ownership: modules and their function handles are this file's, from the load to
 * hipModuleUnload (or hipDeviceReset); a function handle dies with its module. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hs_internal.h"

#if defined(__x86_64__)
#define EM_HOST_MACHINE EM_X86_64
#elif defined(__aarch64__)
#define EM_HOST_MACHINE EM_AARCH64
#else
#define EM_HOST_MACHINE EM_NONE
#endif

/* The section every hipshim code object carries (hipshim-cc --genco). */
#define HS_GENCO_SECTION ".hipshim_genco"

struct ihipModuleSymbol_t {
    const void *fn;               /* the kernel */
    char *name;                   /* as the source spelled it */
    hs_args_launcher launch;
    hs_buffer_launcher blaunch;
    struct ihipModule_t *mod;     /* NULL: a kernel of the program (hipGetFuncBySymbol) */
};

struct ihipModule_t {
    void *handle;
    int fd;                       /* the object's file, open while loaded: see hs_load */
    uintptr_t lo, hi;             /* where the object is mapped */
    uintptr_t bias;               /* its load address (link_map l_addr) */
    UT_VEC(struct ihipModuleSymbol_t *) funcs;
    UT_VEC(const void *) exprs;   /* hiprtc name expressions, by index */
};

static pthread_mutex_t hs_mod_mu = PTHREAD_MUTEX_INITIALIZER;
static ut_map hs_mods;            /* handle -> module while loaded, NULL after */
static ut_map hs_prog_funcs;      /* kernel address -> handle made by hipGetFuncBySymbol */
static ut_map hs_funcs;           /* every live function handle -> itself, NULL after */
/* The module whose object dlopen is loading on this thread (its initialisers register here). */
static __thread struct ihipModule_t *hs_loading;

void hs_module_add_kernel(const void *fn, const char *name, hs_args_launcher l,
                          hs_buffer_launcher bl)
{
    struct ihipModule_t *m = hs_loading;
    if (!m) {   /* a code object linked into the program as a library: plain registration */
        hs_register_kernel(fn, l);
        return;
    }
    for (size_t i = 0; i < m->funcs.n; i++)
        if (m->funcs.v[i]->fn == fn)
            return;   /* declared twice in the sources */
    struct ihipModuleSymbol_t *f = calloc(1, sizeof *f);
    char *nm = strdup(name ? name : "");
    if (!f || !nm) {
        free(f);
        free(nm);
        return;
    }
    *f = (struct ihipModuleSymbol_t){ fn, nm, l, bl, m };
    ut_vec_push(&m->funcs, f);
}

void hs_module_add_expr(int index, const void *addr)
{
    struct ihipModule_t *m = hs_loading;
    if (!m || index < 0)
        return;
    while (m->exprs.n <= (size_t)index)
        ut_vec_push(&m->exprs, NULL);
    m->exprs.v[index] = addr;
}

static struct ihipModule_t *hs_mod_get(hipModule_t h)
{
    if (!h)
        return NULL;
    pthread_mutex_lock(&hs_mod_mu);
    struct ihipModule_t *m = ut_map_get(&hs_mods, &h, sizeof h);
    pthread_mutex_unlock(&hs_mod_mu);
    return m;
}

/* ---- images ---- */
/* The bytes of an ELF image from its headers (section headers come last in what ld writes),
 * 0 when p is not a 64-bit ELF image of this byte order. */
static size_t hs_elf_size(const unsigned char *p)
{
    if (memcmp(p, ELFMAG, SELFMAG) || p[EI_CLASS] != ELFCLASS64)
        return 0;
    ElfW(Ehdr) eh;
    memcpy(&eh, p, sizeof eh);
    size_t end = (size_t)eh.e_shoff + (size_t)eh.e_shnum * eh.e_shentsize;
    size_t ph = (size_t)eh.e_phoff + (size_t)eh.e_phnum * eh.e_phentsize;
    if (ph > end)
        end = ph;
    for (unsigned i = 0; i < eh.e_phnum; i++) {
        ElfW(Phdr) h;
        memcpy(&h, p + eh.e_phoff + (size_t)i * eh.e_phentsize, sizeof h);
        if ((size_t)(h.p_offset + h.p_filesz) > end)
            end = (size_t)(h.p_offset + h.p_filesz);
    }
    return end > sizeof eh ? end : 0;
}

/* Whether an ELF image holds the hipshim code-object section. */
static int hs_elf_is_genco(const unsigned char *p, size_t n)
{
    ElfW(Ehdr) eh;
    memcpy(&eh, p, sizeof eh);
    if (eh.e_shstrndx >= eh.e_shnum || eh.e_shentsize != sizeof(ElfW(Shdr)) ||
        eh.e_shoff + (size_t)eh.e_shnum * sizeof(ElfW(Shdr)) > n)
        return 0;
    ElfW(Shdr) ss;
    memcpy(&ss, p + eh.e_shoff + (size_t)eh.e_shstrndx * sizeof ss, sizeof ss);
    if (ss.sh_offset + ss.sh_size > n)
        return 0;
    const char *names = (const char *)p + ss.sh_offset;
    for (unsigned i = 0; i < eh.e_shnum; i++) {
        ElfW(Shdr) sh;
        memcpy(&sh, p + eh.e_shoff + (size_t)i * sizeof sh, sizeof sh);
        if (sh.sh_name < ss.sh_size &&
            !strncmp(names + sh.sh_name, HS_GENCO_SECTION, ss.sh_size - sh.sh_name))
            return 1;
    }
    return 0;
}

/* Checks an image; its size in *size. On refusal a line on stderr says what the image is. */
static hipError_t hs_image_check(const char *what, const unsigned char *p, size_t avail, size_t *size)
{
    if (!p) return hipErrorInvalidValue;
    const char *kind = NULL;
    hipError_t e = hipErrorInvalidImage;
    uint32_t magic;
    memcpy(&magic, p, 4);
    size_t n = avail >= sizeof(ElfW(Ehdr)) ? hs_elf_size(p) : 0;
    if (n && avail != (size_t)-1 && n > avail)
        n = 0;
    if (n) {
        ElfW(Ehdr) eh;
        memcpy(&eh, p, sizeof eh);
        if (eh.e_machine == 190)
            kind = "an NVIDIA cubin (compile the kernels with hipshim-cc --genco, or cu2hip-run --genco)";
        else if (eh.e_machine == 224)
            kind = "an AMD GPU code object (compile the kernels with hipshim-cc --genco)";
        else if (eh.e_machine != EM_HOST_MACHINE)
            kind = "a code object for another CPU", e = hipErrorNoBinaryForGpu;
        else if (eh.e_type != ET_DYN || !hs_elf_is_genco(p, n))
            kind = "an ELF object that hipshim-cc --genco did not build";
    } else if (magic == 0xba55ed50u || magic == 0x466243b1u) {
        kind = "an NVIDIA fat binary (compile the kernels with hipshim-cc --genco, or cu2hip-run --genco)";
    } else if (!memcmp(p, "//", 2) || !memcmp(p, ".version", 8) || !memcmp(p, "\n//", 3)) {
        kind = "NVIDIA PTX, which hipshim cannot run";
    } else {
        kind = "not a hipshim code object (hipshim-cc --genco builds them)";
    }
    if (kind) {
        fprintf(stderr, "hipshim: %s: the image is %s\n", what, kind);
        return e;
    }
    *size = n;
    return hipSuccess;
}

/* The address range of the loaded object whose base is `base` (its PT_LOAD segments). */
typedef struct hs_range_q { uintptr_t base, lo, hi; } hs_range_q;
static int hs_range_cb(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    hs_range_q *q = data;
    if (info->dlpi_addr != q->base)
        return 0;
    for (unsigned i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_LOAD)
            continue;
        uintptr_t a = q->base + ph->p_vaddr, b = a + ph->p_memsz;
        if (!q->lo || a < q->lo) q->lo = a;
        if (b > q->hi) q->hi = b;
    }
    return 1;
}

/* Loads an image of n bytes as a new module. */
static hipError_t hs_load(hipModule_t *out, const void *image, size_t n, const char *what)
{
    hs_sched_init();
    int fd = memfd_create("hipshim-module", MFD_CLOEXEC);
    if (fd < 0) {
        fprintf(stderr, "hipshim: %s: cannot make a file for the module: %s\n", what, strerror(errno));
        return hipErrorOperatingSystem;
    }
    for (size_t done = 0; done < n;) {
        ssize_t w = write(fd, (const char *)image + done, n - done);
        if (w <= 0) {
            close(fd);
            return hipErrorOutOfMemory;
        }
        done += (size_t)w;
    }
    /* dlopen takes a path it has loaded already for that object: the file stays open while the
     * module is loaded, so that no two loaded modules have the same path */
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    struct ihipModule_t *m = calloc(1, sizeof *m);
    if (!m) {
        close(fd);
        return hipErrorOutOfMemory;
    }
    hs_exec_scan_object(NULL, 0);
    /* dlopen is not reentrant for us: one load at a time, so initialisers find their module */
    pthread_mutex_lock(&hs_mod_mu);
    hs_loading = m;
    m->handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    hs_loading = NULL;
    pthread_mutex_unlock(&hs_mod_mu);
    if (!m->handle) {
        const char *err = dlerror();
        fprintf(stderr, "hipshim: %s: cannot load the code object: %s%s\n", what, err ? err : "?",
                err && strstr(err, "undefined symbol: hs_")
                    ? " (link the program with hipshim-cc, or with -Wl,--export-dynamic-symbol=hs_*)"
                    : "");
        close(fd);
        free(m);
        return hipErrorSharedObjectInitFailed;
    }
    struct link_map *lm = NULL;
    if (dlinfo(m->handle, RTLD_DI_LINKMAP, &lm) == 0 && lm) {
        hs_range_q q = { (uintptr_t)lm->l_addr, 0, 0 };
        dl_iterate_phdr(hs_range_cb, &q);
        m->lo = q.lo;
        m->hi = q.hi;
        m->bias = (uintptr_t)lm->l_addr;
        hs_exec_scan_object(path, (uintptr_t)lm->l_addr);
    }
    m->fd = fd;
    pthread_mutex_lock(&hs_mod_mu);
    ut_map_put(&hs_mods, &m, sizeof m, m);
    for (size_t i = 0; i < m->funcs.n; i++)
        ut_map_put(&hs_funcs, &m->funcs.v[i], sizeof m->funcs.v[i], m->funcs.v[i]);
    pthread_mutex_unlock(&hs_mod_mu);
    *out = m;
    return hipSuccess;
}

static hipError_t hs_load_data(hipModule_t *out, const void *image, const char *what)
{
    if (!out || !image) HS_RETURN(hipErrorInvalidValue);
    size_t n;
    hipError_t e = hs_image_check(what, image, (size_t)-1, &n);
    if (e == hipSuccess)
        e = hs_load(out, image, n, what);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipModuleLoadData(hipModule_t *out, const void *image)
{
    return hs_load_data(out, image, "hipModuleLoadData");
}

hipError_t hipModuleLoadFatBinary(hipModule_t *out, const void *fatbin)
{
    return hs_load_data(out, fatbin, "hipModuleLoadFatBinary");
}

/* JIT options ask for logs and limits of a GPU compiler: the logs are empty here. */
static int hs_jit_options(unsigned int n, hipJitOption *opts, void **vals)
{
    if (n && (!opts || !vals)) return 0;
    for (unsigned i = 0; i < n; i++)
        if ((opts[i] == hipJitOptionInfoLogBuffer || opts[i] == hipJitOptionErrorLogBuffer) && vals[i])
            *(char *)vals[i] = 0;
    for (unsigned i = 0; i < n; i++)
        if (opts[i] == hipJitOptionInfoLogBufferSizeBytes || opts[i] == hipJitOptionErrorLogBufferSizeBytes)
            vals[i] = (void *)(uintptr_t)0;
    return 1;
}

hipError_t hipModuleLoadDataEx(hipModule_t *out, const void *image, unsigned int n,
                               hipJitOption *opts, void **vals)
{
    if (!hs_jit_options(n, opts, vals)) HS_RETURN(hipErrorInvalidValue);
    return hs_load_data(out, image, "hipModuleLoadDataEx");
}

hipError_t hipModuleLoad(hipModule_t *out, const char *fname)
{
    if (!out || !fname) HS_RETURN(hipErrorInvalidValue);
    int fd = open(fname, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) || !S_ISREG(st.st_mode)) {
        if (fd >= 0) close(fd);
        HS_RETURN(hipErrorFileNotFound);
    }
    size_t n = (size_t)st.st_size;
    void *p = n ? mmap(NULL, n, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
    close(fd);
    if (p == MAP_FAILED) HS_RETURN(hipErrorInvalidImage);
    char what[300];
    snprintf(what, sizeof what, "hipModuleLoad(%s)", fname);
    size_t size;
    hipError_t e = n >= 64 ? hs_image_check(what, p, n, &size) : hipErrorInvalidImage;
    if (e == hipSuccess)
        e = hs_load(out, p, size, what);
    munmap(p, n);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

static void hs_mod_free(struct ihipModule_t *m)
{
    for (size_t i = 0; i < m->funcs.n; i++) {
        free(m->funcs.v[i]->name);
        free(m->funcs.v[i]);
    }
    ut_vec_free(&m->funcs);
    ut_vec_free(&m->exprs);
    free(m);
}

/* Unloads a module taken out of the table: its kernels may still run, so the device is idle
 * first. */
static void hs_unload(struct ihipModule_t *m)
{
    pthread_mutex_lock(&hs_mod_mu);
    for (size_t i = 0; i < m->funcs.n; i++)
        ut_map_put(&hs_funcs, &m->funcs.v[i], sizeof m->funcs.v[i], NULL);
    pthread_mutex_unlock(&hs_mod_mu);
    hs_sched_wait_all();
    hs_exec_forget(m->lo, m->hi);
    dlclose(m->handle);
    close(m->fd);
    hs_mod_free(m);
}

hipError_t hipModuleUnload(hipModule_t h)
{
    pthread_mutex_lock(&hs_mod_mu);
    struct ihipModule_t *m = h ? ut_map_get(&hs_mods, &h, sizeof h) : NULL;
    if (m)
        ut_map_put(&hs_mods, &h, sizeof h, NULL);
    pthread_mutex_unlock(&hs_mod_mu);
    if (!m) HS_RETURN(hipErrorInvalidResourceHandle);
    hs_unload(m);
    return hipSuccess;
}

void hs_module_reset(void)
{
    pthread_mutex_lock(&hs_mod_mu);
    ut_map mods = hs_mods;
    memset(&hs_mods, 0, sizeof hs_mods);
    pthread_mutex_unlock(&hs_mod_mu);
    for (size_t i = 0; i < mods.cap; i++)
        if (mods.slots[i].key && mods.slots[i].val)
            hs_unload(mods.slots[i].val);
    ut_map_free(&mods, NULL);
}

/* ---- what a module holds ---- */
hipError_t hipModuleGetFunction(hipFunction_t *out, hipModule_t h, const char *name)
{
    if (!out || !name) HS_RETURN(hipErrorInvalidValue);
    struct ihipModule_t *m = hs_mod_get(h);
    if (!m) HS_RETURN(hipErrorInvalidResourceHandle);
    /* the symbol the object exports under that name (plain or mangled), else a kernel the
     * sources spelled so (one with internal linkage, or a name dlsym does not know) */
    const void *fn = dlsym(m->handle, name);
    for (size_t i = 0; i < m->funcs.n; i++)
        if (fn ? m->funcs.v[i]->fn == fn : !strcmp(m->funcs.v[i]->name, name)) {
            *out = m->funcs.v[i];
            return hipSuccess;
        }
    HS_RETURN(hipErrorNotFound);
}

hipError_t hipModuleGetFunctionCount(unsigned int *count, hipModule_t h)
{
    if (!count) HS_RETURN(hipErrorInvalidValue);
    struct ihipModule_t *m = hs_mod_get(h);
    if (!m) HS_RETURN(hipErrorInvalidResourceHandle);
    *count = (unsigned)m->funcs.n;
    return hipSuccess;
}

/* A variable of internal linkage (static __constant__ ...), which dlsym does not know but CUDA's
 * and HIP's module calls find by name: from the object's own symbol table (.symtab), under its
 * name or as C++ mangles a namespace-scope static (_ZL<length><name>). */
static void *hs_mod_local_var(struct ihipModule_t *m, const char *name, size_t *size)
{
    char zl[300];
    int zn = snprintf(zl, sizeof zl, "_ZL%zu%s", strlen(name), name);
    if (zn < 0 || (size_t)zn >= sizeof zl)
        zl[0] = 0;
    struct stat st;
    if (fstat(m->fd, &st) != 0 || (size_t)st.st_size < sizeof(ElfW(Ehdr)))
        return NULL;
    size_t n = (size_t)st.st_size;
    const unsigned char *img = mmap(NULL, n, PROT_READ, MAP_PRIVATE, m->fd, 0);
    if (img == MAP_FAILED)
        return NULL;
    void *found = NULL;
    const ElfW(Ehdr) *eh = (const void *)img;
    const ElfW(Shdr) *sh = (const void *)(img + eh->e_shoff);
    if (eh->e_shoff && eh->e_shoff + (size_t)eh->e_shnum * sizeof *sh <= n) {
        for (unsigned i = 0; i < eh->e_shnum && !found; i++) {
            if (sh[i].sh_type != SHT_SYMTAB || sh[i].sh_link >= eh->e_shnum)
                continue;
            const ElfW(Shdr) *strs = &sh[sh[i].sh_link];
            if (sh[i].sh_offset + sh[i].sh_size > n || strs->sh_offset + strs->sh_size > n)
                continue;
            const ElfW(Sym) *sym = (const void *)(img + sh[i].sh_offset);
            const char *str = (const char *)img + strs->sh_offset;
            for (size_t k = 0; k < sh[i].sh_size / sizeof *sym; k++)
                if (ELF64_ST_TYPE(sym[k].st_info) == STT_OBJECT && sym[k].st_shndx != SHN_UNDEF &&
                    sym[k].st_name < strs->sh_size &&
                    memchr(str + sym[k].st_name, 0, strs->sh_size - sym[k].st_name) &&
                    (!strcmp(str + sym[k].st_name, name) || !strcmp(str + sym[k].st_name, zl))) {
                    found = (void *)(m->bias + sym[k].st_value);
                    if (size)
                        *size = sym[k].st_size;
                    break;
                }
        }
    }
    munmap((void *)img, n);
    return found;
}

/* A variable of the object by name (__device__, __constant__: ordinary globals here). */
static void *hs_mod_var(struct ihipModule_t *m, const char *name, size_t *size)
{
    void *p = dlsym(m->handle, name);
    if (!p)
        return hs_mod_local_var(m, name, size);
    Dl_info info;
    const ElfW(Sym) *sym = NULL;
    if (!p || !dladdr1(p, &info, (void **)&sym, RTLD_DL_SYMENT) || !sym ||
        ELF64_ST_TYPE(sym->st_info) == STT_FUNC)
        return NULL;
    if (size)
        *size = sym->st_size;
    return p;
}

hipError_t hipModuleGetGlobal(hipDeviceptr_t *dptr, size_t *bytes, hipModule_t h, const char *name)
{
    if (!name || (!dptr && !bytes)) HS_RETURN(hipErrorInvalidValue);
    struct ihipModule_t *m = hs_mod_get(h);
    if (!m) HS_RETURN(hipErrorInvalidResourceHandle);
    size_t n = 0;
    void *p = hs_mod_var(m, name, &n);
    if (!p) HS_RETURN(hipErrorNotFound);
    if (dptr) *dptr = p;
    if (bytes) *bytes = n;
    return hipSuccess;
}

hipError_t hipModuleGetTexRef(textureReference **out, hipModule_t h, const char *name)
{
    if (!out || !name) HS_RETURN(hipErrorInvalidValue);
    struct ihipModule_t *m = hs_mod_get(h);
    if (!m) HS_RETURN(hipErrorInvalidResourceHandle);
    size_t n = 0;
    void *p = hs_mod_var(m, name, &n);
    if (!p || n < sizeof(textureReference)) HS_RETURN(hipErrorNotFound);
    *out = p;
    return hipSuccess;
}

/* hiprtc (hs_rtc.c): the address of name expression i of a loaded module, NULL if none. */
const void *hs_module_expr(hipModule_t h, int i)
{
    struct ihipModule_t *m = hs_mod_get(h);
    return m && i >= 0 && (size_t)i < m->exprs.n ? m->exprs.v[i] : NULL;
}

/* ---- function handles ---- */
/* A live function handle: one of a loaded module or made by hipGetFuncBySymbol. */
static struct ihipModuleSymbol_t *hs_func_get(hipFunction_t f)
{
    if (!f)
        return NULL;
    pthread_mutex_lock(&hs_mod_mu);
    struct ihipModuleSymbol_t *r = ut_map_get(&hs_funcs, &f, sizeof f);
    pthread_mutex_unlock(&hs_mod_mu);
    return r;
}

hipError_t hipGetFuncBySymbol(hipFunction_t *out, const void *sym)
{
    if (!out || !sym) HS_RETURN(hipErrorInvalidValue);
    hs_args_launcher l = hs_kernel_launcher(sym);
    if (!l) HS_RETURN(hipErrorInvalidDeviceFunction);
    pthread_mutex_lock(&hs_mod_mu);
    struct ihipModuleSymbol_t *f = ut_map_get(&hs_prog_funcs, &sym, sizeof sym);
    if (!f && (f = calloc(1, sizeof *f))) {
        *f = (struct ihipModuleSymbol_t){ sym, NULL, l, NULL, NULL };
        ut_map_put(&hs_prog_funcs, &sym, sizeof sym, f);
        ut_map_put(&hs_funcs, &f, sizeof f, f);
    }
    pthread_mutex_unlock(&hs_mod_mu);
    if (!f) HS_RETURN(hipErrorOutOfMemory);
    *out = f;
    return hipSuccess;
}

hipError_t hs_module_launch(hipFunction_t h, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                            unsigned by, unsigned bz, unsigned shm, hipStream_t s, void **params,
                            void **extra, int coop)
{
    struct ihipModuleSymbol_t *f = hs_func_get(h);
    if (!f) return hipErrorInvalidResourceHandle;
    dim3 g = { gx, gy, gz }, b = { bx, by, bz };
    if (params && extra) return hipErrorInvalidValue;
    if (extra) {
        /* HIP_LAUNCH_PARAM_BUFFER_POINTER, p, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, ..._END */
        const void *buf = NULL;
        size_t size = 0;
        int have_size = 0;
        for (size_t i = 0; extra[i] != HIP_LAUNCH_PARAM_END; i += 2) {
            if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_POINTER) {
                buf = extra[i + 1];
            } else if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_SIZE && extra[i + 1]) {
                size = *(const size_t *)extra[i + 1];
                have_size = 1;
            } else {
                return hipErrorInvalidValue;
            }
        }
        if (!have_size || !f->blaunch) return hipErrorInvalidValue;
        return (hipError_t)f->blaunch(f->fn, buf, size, g, b, shm, s, coop);
    }
    return (hipError_t)f->launch(f->fn, params, g, b, shm, s, coop);
}

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int gx, unsigned int gy, unsigned int gz,
                                 unsigned int bx, unsigned int by, unsigned int bz, unsigned int shm,
                                 hipStream_t s, void **params, void **extra)
{
    hipError_t e = hs_module_launch(f, gx, gy, gz, bx, by, bz, shm, s, params, extra, 0);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipModuleLaunchCooperativeKernel(hipFunction_t f, unsigned int gx, unsigned int gy,
                                            unsigned int gz, unsigned int bx, unsigned int by,
                                            unsigned int bz, unsigned int shm, hipStream_t s,
                                            void **params)
{
    hipError_t e = hs_module_launch(f, gx, gy, gz, bx, by, bz, shm, s, params, NULL, 1);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

/* One device: a list of one launch. */
hipError_t hipModuleLaunchCooperativeKernelMultiDevice(hipFunctionLaunchParams *l, unsigned int n,
                                                       unsigned int flags)
{
    (void)flags;
    if (!l || n != 1) HS_RETURN(n > 1 ? hipErrorInvalidDevice : hipErrorInvalidValue);
    return hipModuleLaunchCooperativeKernel(l->function, l->gridDimX, l->gridDimY, l->gridDimZ,
                                            l->blockDimX, l->blockDimY, l->blockDimZ,
                                            l->sharedMemBytes, l->hStream, l->kernelParams);
}

hipError_t hipFuncGetAttribute(int *value, hipFunction_attribute attr, hipFunction_t h)
{
    if (!value) HS_RETURN(hipErrorInvalidValue);
    struct ihipModuleSymbol_t *f = hs_func_get(h);
    if (!f) HS_RETURN(hipErrorInvalidResourceHandle);
    /* the program's kernels and handles given to hipFuncSetAttribute are in the registry; a
     * module's kernel otherwise has the defaults and its launch bound */
    hipFuncAttributes a;
    memset(&a, 0, sizeof a);
    const void *key = hs_kernel_is_registered(h) ? (const void *)h
                      : hs_kernel_is_registered(f->fn) ? f->fn : NULL;
    if (!key || hipFuncGetAttributes(&a, key) != hipSuccess) {
        int bound = hs_func_max_threads(f->fn);
        a.maxThreadsPerBlock = bound ? bound : (int)HS_MAX_THREADS_PER_BLOCK;
        a.maxDynamicSharedSizeBytes = HS_DYNAMIC_SHARED_MAX;
        a.binaryVersion = a.ptxVersion = 90;
        a.preferredShmemCarveout = -1;
    }
    switch (attr) {
    case HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *value = a.maxThreadsPerBlock; break;
    case HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *value = (int)a.sharedSizeBytes; break;
    case HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *value = (int)a.constSizeBytes; break;
    case HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *value = (int)a.localSizeBytes; break;
    case HIP_FUNC_ATTRIBUTE_NUM_REGS: *value = a.numRegs; break;
    case HIP_FUNC_ATTRIBUTE_PTX_VERSION: *value = a.ptxVersion; break;
    case HIP_FUNC_ATTRIBUTE_BINARY_VERSION: *value = a.binaryVersion; break;
    case HIP_FUNC_ATTRIBUTE_CACHE_MODE_CA: *value = a.cacheModeCA; break;
    case HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *value = a.maxDynamicSharedSizeBytes; break;
    case HIP_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *value = a.preferredShmemCarveout; break;
    default: HS_RETURN(hipErrorInvalidValue);
    }
    return hipSuccess;
}

/* ---- occupancy of module kernels: the program's model, by the kernel's address ---- */
hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *nb, hipFunction_t h,
                                                                       int bs, size_t shm,
                                                                       unsigned flags)
{
    struct ihipModuleSymbol_t *f = hs_func_get(h);
    if (!f) HS_RETURN(hipErrorInvalidResourceHandle);
    return hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(nb, f->fn, bs, shm, flags);
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int *nb, hipFunction_t f, int bs,
                                                              size_t shm)
{
    return hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(nb, f, bs, shm, 0);
}

hipError_t hipModuleOccupancyMaxPotentialBlockSizeWithFlags(int *grid, int *block, hipFunction_t h,
                                                            size_t shm, int limit, unsigned flags)
{
    (void)flags;
    struct ihipModuleSymbol_t *f = hs_func_get(h);
    if (!f) HS_RETURN(hipErrorInvalidResourceHandle);
    return hipOccupancyMaxPotentialBlockSize(grid, block, f->fn, shm, limit);
}

hipError_t hipModuleOccupancyMaxPotentialBlockSize(int *grid, int *block, hipFunction_t f,
                                                   size_t shm, int limit)
{
    return hipModuleOccupancyMaxPotentialBlockSizeWithFlags(grid, block, f, shm, limit, 0);
}

/* ---- libraries (context-independent modules): a library is its module, a kernel its function
 * handle, so hipModuleLaunchKernel((hipFunction_t)kernel, ...) launches it. The library options
 * (a universal function table, keeping the image) change nothing for a CPU object. ---- */
static int hs_library_options(unsigned int n, hipLibraryOption *opts, void **vals)
{
    if (n && !opts) return 0;
    (void)vals;
    for (unsigned i = 0; i < n; i++)
        if (opts[i] != hipLibraryHostUniversalFunctionAndDataTable &&
            opts[i] != hipLibraryBinaryIsPreserved)
            return 0;
    return 1;
}

hipError_t hipLibraryLoadData(hipLibrary_t *library, const void *code, hipJitOption *jitOptions,
                              void **jitOptionsValues, unsigned int numJitOptions,
                              hipLibraryOption *libraryOptions, void **libraryOptionValues,
                              unsigned int numLibraryOptions)
{
    if (!library || !hs_jit_options(numJitOptions, jitOptions, jitOptionsValues) ||
        !hs_library_options(numLibraryOptions, libraryOptions, libraryOptionValues))
        HS_RETURN(hipErrorInvalidValue);
    return hs_load_data((hipModule_t *)library, code, "hipLibraryLoadData");
}

hipError_t hipLibraryLoadFromFile(hipLibrary_t *library, const char *fileName,
                                  hipJitOption *jitOptions, void **jitOptionsValues,
                                  unsigned int numJitOptions, hipLibraryOption *libraryOptions,
                                  void **libraryOptionValues, unsigned int numLibraryOptions)
{
    if (!library || !hs_jit_options(numJitOptions, jitOptions, jitOptionsValues) ||
        !hs_library_options(numLibraryOptions, libraryOptions, libraryOptionValues))
        HS_RETURN(hipErrorInvalidValue);
    return hipModuleLoad((hipModule_t *)library, fileName);
}

hipError_t hipLibraryUnload(hipLibrary_t library)
{
    return hipModuleUnload((hipModule_t)library);
}

hipError_t hipLibraryGetKernel(hipKernel_t *pKernel, hipLibrary_t library, const char *name)
{
    return hipModuleGetFunction((hipFunction_t *)pKernel, (hipModule_t)library, name);
}

hipError_t hipLibraryGetKernelCount(unsigned int *count, hipLibrary_t library)
{
    return hipModuleGetFunctionCount(count, (hipModule_t)library);
}

