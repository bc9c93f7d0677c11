/* crash_main.c - cu2hip_crashtest: cu2hip with a test hook that makes the worker handling one
 * named file crash, to test that batch and lint runs survive it (check.sh). The hook exists only
 * in this test executable: cu2hip itself leaves jobs.c's jb_test_hook NULL, so no input, option
 * or environment can trigger it in production.
 * CU2HIP_TEST_CRASH=KIND:NAME crashes on the file whose base name is NAME; KIND is segv (a write
 * to an unmapped address), abort or kill (SIGKILL, as the OOM killer would). */
#define main cu2hip_main
#include "main.c"
#undef main

#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "jobs.h"

static void crash_hook(const char *path)
{
    const char *spec = getenv("CU2HIP_TEST_CRASH");
    const char *colon = spec ? strchr(spec, ':') : NULL;
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    if (!colon || strcmp(colon + 1, base) != 0)
        return;
    if (strncmp(spec, "abort:", 6) == 0)
        abort();
    if (strncmp(spec, "kill:", 5) == 0)
        kill(getpid(), SIGKILL);
    volatile uintptr_t addr = 16;
    *(volatile int *)addr = 1;
}

int main(int argc, char **argv)
{
    jb_test_hook = crash_hook;
    return cu2hip_main(argc, argv);
}
