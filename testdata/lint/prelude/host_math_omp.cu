// Prelude: host code finds the math functions of libstdc++'s <math.h> as global names
// (isfinite, isnan, abs(double)), as nvcc's math_functions.h makes them, and OpenMP's runtime
// routines parse when a program includes <omp.h>.
#include <omp.h>

template <class D> int count_finite(const D *p, int n)
{
    int c = 0;
#pragma omp parallel for reduction(+ : c)
    for (int i = 0; i < n; i++)
        if (isfinite(p[i])) c++;
    return c;
}

int check(const float *f)
{
    omp_set_num_threads(omp_get_num_procs());
    omp_lock_t lock;
    omp_init_lock(&lock);
    double t0 = omp_get_wtime();
    int r = count_finite(f, 3) + isnan(f[0]) + (int)fabs(f[1]) + (int)abs(-1.5) + omp_get_thread_num();
    omp_destroy_lock(&lock);
    return r + (int)(omp_get_wtime() - t0) + omp_get_num_threadz();                    // expect: parse
}
