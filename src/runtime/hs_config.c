/* hs_config.c - the ground the device stands on: the settings a program's environment gives
 * (HIPSHIM_WARP_SIZE, HIPSHIM_WORKERS, HIPSHIM_STACK_SIZE, HIPSHIM_LOWER; each read once, the
 * first time it is needed) and the host facts the one device is modelled on (cores, memory,
 * clocks). Every other file of the runtime reads them here; this file calls none of them.
 * Ownership: no allocations; the values live for the whole process. */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "hs_internal.h"

static atomic_uint hs_ws;
static pthread_once_t hs_cores_once = PTHREAD_ONCE_INIT;
static unsigned hs_cores;

unsigned hs_warp_size(void)
{
    unsigned w = atomic_load_explicit(&hs_ws, memory_order_relaxed);
    if (w)
        return w;
    w = 64;
    const char *e = getenv("HIPSHIM_WARP_SIZE");
    if (e && *e) {
        if (!strcmp(e, "32"))
            w = 32;
        else if (strcmp(e, "64"))
            fprintf(stderr, "hipshim: HIPSHIM_WARP_SIZE=%s is not 32 or 64, using 64\n", e);
    }
    atomic_store(&hs_ws, w);
    return w;
}

/* The cores this process may run on (its affinity mask), unless HIPSHIM_WORKERS gives 1..1024.
 * The warp size is settled here too, so that a bad HIPSHIM_WARP_SIZE is reported when the
 * device starts, not at the first kernel. */
static void hs_cores_init(void)
{
    cpu_set_t set;
    unsigned n = 0;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        n = (unsigned)CPU_COUNT(&set);
    if (n == 0) {
        long c = sysconf(_SC_NPROCESSORS_ONLN);
        n = c > 0 ? (unsigned)c : 1;
    }
    const char *e = getenv("HIPSHIM_WORKERS");
    if (e && *e) {
        char *end;
        long w = strtol(e, &end, 10);
        if (*end || end == e || w < 1 || w > 1024)
            fprintf(stderr, "hipshim: HIPSHIM_WORKERS=%s is not a number from 1 to 1024, using %u "
                    "(the cores this process may run on)\n", e, n);
        else
            n = (unsigned)w;
    }
    hs_cores = n;
    hs_warp_size();
}

unsigned hs_core_count(void)
{
    pthread_once(&hs_cores_once, hs_cores_init);
    return hs_cores;
}

size_t hs_total_memory(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), ps = sysconf(_SC_PAGESIZE);
    return pages > 0 && ps > 0 ? (size_t)pages * (size_t)ps : (size_t)1 << 32;
}

size_t hs_fiber_stack_size(void)
{
    static size_t sz;
    if (!sz) {
        size_t s = HS_ASAN ? (1u << 20) : (256u << 10);
        const char *e = getenv("HIPSHIM_STACK_SIZE");
        if (e && atol(e) >= 16384)
            s = ((size_t)atol(e) + 4095) & ~(size_t)4095;
        sz = s;
    }
    return sz;
}

/* HIPSHIM_LOWER=0 turns the lowered forms off (the fiber path then runs every kernel), e.g. to
 * compare the two or to rule the lowering out when a program misbehaves. */
int hs_lower_enabled(void)
{
    static int on = -1;
    if (on < 0) {
        const char *e = getenv("HIPSHIM_LOWER");
        on = !(e && e[0] == '0' && !e[1]);
    }
    return on;
}

void hs_now(struct timespec *ts) { clock_gettime(CLOCK_MONOTONIC, ts); }

unsigned long long hs_clock64(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}

unsigned long long hs_wall_clock64(void) { return hs_clock64(); }
int hs_wall_clock_rate_khz(void) { return 1000000; }
