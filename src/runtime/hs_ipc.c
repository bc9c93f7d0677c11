/* hs_ipc.c - IPC memory and event handles between processes of one machine. A handle names
 * the exporting process and a memory file it holds open: a device allocation's pages (moved onto
 * the file in place by hs_mem_share; allocations of at least 64 KiB) or an interprocess event's
 * shared page (hs_stream.c). The importer opens the file through /proc/PID/fd/N, which Linux
 * allows a process of the same user, and maps it: the memory at a new address (an external
 * allocation, so copies and kernels take it), the event as an event of its own whose records
 * and waits go through the shared page. The exporter must keep the allocation or event alive
 * while others use it, as in HIP.
 * Ownership: an opened mapping is the importer's until hipIpcCloseMemHandle (the list below,
 * under hs_ipc_mu); an opened event until hipEventDestroy. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hs_internal.h"

#define HS_IPC_MAGIC 0x48534950u   /* "HSIP" */

typedef struct hs_ipc_handle {
    uint32_t magic, kind;          /* kind 1: memory, 2: event */
    int32_t pid, fd;
    uint64_t size, offset;         /* memory: the allocation's size, devPtr's offset in it */
} hs_ipc_handle;
_Static_assert(sizeof(hs_ipc_handle) <= HIP_IPC_HANDLE_SIZE, "IPC handle too large");

typedef struct hs_ipc_map { char *base; size_t len; } hs_ipc_map;
static pthread_mutex_t hs_ipc_mu = PTHREAD_MUTEX_INITIALIZER;
static UT_VEC(hs_ipc_map) hs_ipc_maps;

/* The exporter's file, opened in this process; -1 with *e set. */
static int hs_ipc_open(const hs_ipc_handle *h, uint32_t kind, hipError_t *e)
{
    if (h->magic != HS_IPC_MAGIC || h->kind != kind) {
        *e = hipErrorInvalidValue;
        return -1;
    }
    if (h->pid == (int32_t)getpid()) {   /* as in HIP: not in the exporting process */
        *e = hipErrorInvalidContext;
        return -1;
    }
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/fd/%d", (int)h->pid, (int)h->fd);
    int fd = open(path, O_RDWR | O_CLOEXEC);
    if (fd < 0)
        *e = hipErrorInvalidValue;   /* the exporter is gone, or not ours to open */
    return fd;
}

static hipError_t hs_ipc_free_hook(void *ctx, void *p)
{
    (void)ctx;
    (void)p;
    return hipErrorInvalidValue;   /* closed with hipIpcCloseMemHandle, not freed */
}

hipError_t hipIpcGetMemHandle(hipIpcMemHandle_t *handle, void *devPtr)
{
    if (!handle || !devPtr) HS_RETURN(hipErrorInvalidValue);
    int fd;
    void *base;
    size_t size;
    hipError_t e = hs_mem_share(devPtr, &fd, &base, &size);
    if (e != hipSuccess) HS_RETURN(e);
    hs_ipc_handle h = { HS_IPC_MAGIC, 1, (int32_t)getpid(), fd, size,
                        (uint64_t)((char *)devPtr - (char *)base) };
    memset(handle, 0, sizeof *handle);
    memcpy(handle->reserved, &h, sizeof h);
    return hipSuccess;
}

hipError_t hipIpcOpenMemHandle(void **devPtr, hipIpcMemHandle_t handle, unsigned int flags)
{
    if (!devPtr || (flags & ~(unsigned)hipIpcMemLazyEnablePeerAccess)) HS_RETURN(hipErrorInvalidValue);
    hs_ipc_handle h;
    memcpy(&h, handle.reserved, sizeof h);
    hipError_t e = hipSuccess;
    int fd = hs_ipc_open(&h, 1, &e);
    if (fd < 0) HS_RETURN(e);
    struct stat st;
    size_t len = fstat(fd, &st) == 0 ? (size_t)st.st_size : 0;
    if (len < h.size || h.offset >= h.size) {
        close(fd);
        HS_RETURN(hipErrorInvalidValue);
    }
    char *m = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    close(fd);
    if (m == MAP_FAILED) HS_RETURN(hipErrorOutOfMemory);
    if (hs_mem_add_external(m, h.size, hs_ipc_free_hook, NULL) != hipSuccess) {
        munmap(m, len);
        HS_RETURN(hipErrorInvalidValue);
    }
    pthread_mutex_lock(&hs_ipc_mu);
    ut_vec_push(&hs_ipc_maps, ((hs_ipc_map){ m, len }));
    pthread_mutex_unlock(&hs_ipc_mu);
    *devPtr = m + h.offset;
    return hipSuccess;
}

hipError_t hipIpcCloseMemHandle(void *devPtr)
{
    if (!devPtr) HS_RETURN(hipErrorInvalidValue);
    hs_sched_wait_all();   /* work in flight may still use it */
    pthread_mutex_lock(&hs_ipc_mu);
    size_t i = 0;
    while (i < hs_ipc_maps.n && !((char *)devPtr >= hs_ipc_maps.v[i].base &&
                                  (char *)devPtr < hs_ipc_maps.v[i].base + hs_ipc_maps.v[i].len))
        i++;
    int ok = i < hs_ipc_maps.n;
    if (ok) {
        hs_ipc_map m = hs_ipc_maps.v[i];
        hs_ipc_maps.v[i] = hs_ipc_maps.v[--hs_ipc_maps.n];
        (void)hs_mem_remove_external(m.base);
        munmap(m.base, m.len);
    }
    pthread_mutex_unlock(&hs_ipc_mu);
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipIpcGetEventHandle(hipIpcEventHandle_t *handle, hipEvent_t event)
{
    if (!handle) HS_RETURN(hipErrorInvalidValue);
    int fd = hs_event_ipc_fd(event);
    if (fd == -2) HS_RETURN(hipErrorInvalidHandle);
    if (fd < 0) HS_RETURN(hipErrorInvalidConfiguration);   /* not made with hipEventInterprocess */
    hs_ipc_handle h = { HS_IPC_MAGIC, 2, (int32_t)getpid(), fd, 0, 0 };
    memset(handle, 0, sizeof *handle);
    memcpy(handle->reserved, &h, sizeof h);
    return hipSuccess;
}

hipError_t hipIpcOpenEventHandle(hipEvent_t *event, hipIpcEventHandle_t handle)
{
    if (!event) HS_RETURN(hipErrorInvalidValue);
    hs_ipc_handle h;
    memcpy(&h, handle.reserved, sizeof h);
    hipError_t e = hipSuccess;
    int fd = hs_ipc_open(&h, 2, &e);
    if (fd < 0) HS_RETURN(e);
    e = hs_event_open_ipc(event, fd);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}
