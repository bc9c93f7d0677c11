// common.cuh - shared by the bench-hipshim real-program shapes: timing, argument handling and a
// checksum, so that every variant (hipshim lowered / fibers, HIP-CPU, OpenMP) prints one line
// "NAME MS CHECKSUM" for the measured part only (setup and the first warm-up run excluded).
#pragma once
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

static inline double bench_now_ms()
{
    return std::chrono::duration<double, std::milli>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// argv[1]: "gpu" (the kernels) or "omp" (the OpenMP version of the same computation)
static inline int bench_gpu_mode(int argc, char **argv)
{
    if (argc < 2 || (strcmp(argv[1], "gpu") && strcmp(argv[1], "omp"))) {
        fprintf(stderr, "usage: %s gpu|omp\n", argv[0]);
        exit(2);
    }
    return !strcmp(argv[1], "gpu");
}

static inline void bench_report(const char *name, double ms, double checksum)
{
    printf("%s %.3f %.17g\n", name, ms, checksum);
}
