/* hsl_lu.h - LU factorisation without pivoting (what cuBLAS's getrfBatched and cuSOLVER's getrf
 * do when given no pivot array, and LAPACK has no routine for), for hipshim's hipBLAS and
 * hipSOLVER: HSL_LU_NOPIV(name, T) defines `static int name(int m, int n, T *a, int lda)`, a
 * right-looking elimination over min(m, n) columns that returns LAPACK's info (the first zero
 * pivot, 1-based, or 0) and, like LAPACK, goes on past a zero pivot.
 * Ownership: works in place on the caller's matrix; nothing is allocated. Header-only, for the
 * libraries of src/runtime/lib/. */
#ifndef HSL_LU_H
#define HSL_LU_H

#include <stddef.h>

#define HSL_LU_NOPIV(name, T)                                                                   \
    static int name(int m, int n, T *a, int lda)                                                \
    {                                                                                           \
        int info = 0, kmax = m < n ? m : n;                                                     \
        for (int k = 0; k < kmax; k++) {                                                        \
            T p = a[(size_t)k + (size_t)k * lda];                                               \
            if (p == 0) {                                                                       \
                if (!info)                                                                      \
                    info = k + 1;                                                               \
                continue;                                                                       \
            }                                                                                   \
            for (int i = k + 1; i < m; i++)                                                     \
                a[(size_t)i + (size_t)k * lda] /= p;                                            \
            for (int j = k + 1; j < n; j++) {                                                   \
                T u = a[(size_t)k + (size_t)j * lda];                                           \
                for (int i = k + 1; i < m; i++)                                                 \
                    a[(size_t)i + (size_t)j * lda] -= a[(size_t)i + (size_t)k * lda] * u;       \
            }                                                                                   \
        }                                                                                       \
        return info;                                                                            \
    }

#endif
