// hipblas_api.hip - hipshim's hipBLAS from HIP code, where it goes beyond what the CUDA corpus
// programs reach: the flat header, hipBLAS's statuses and strings, the *_v2 names, hipBLAS 1's
// GemmEx spelling (hipblasDatatype_t), -lrocblas, batched LU (getrf/getrs/getri, with and
// without pivoting) against a CPU check, calls on a destroyed handle, and a GemmEx type
// combination hipshim does not run (HIPBLAS_STATUS_NOT_SUPPORTED), and hip_complex.h's
// arithmetic in both precisions. Prints "hipblas_api: ok".
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>
#include <hip/hip_runtime.h>
#include <hipblas.h>

static int fails = 0;
#define EXPECT(c)                                                                              \
    do {                                                                                       \
        if (!(c)) {                                                                            \
            printf("hipblas_api: line %d: %s\n", __LINE__, #c);                                \
            fails++;                                                                           \
        }                                                                                      \
    } while (0)

int main()
{
    hipblasHandle_t h;
    EXPECT(hipblasCreate(&h) == HIPBLAS_STATUS_SUCCESS);
    EXPECT(hipblasCreate(nullptr) == HIPBLAS_STATUS_HANDLE_IS_NULLPTR);
    EXPECT(std::string(hipblasStatusToString(HIPBLAS_STATUS_NOT_SUPPORTED)) ==
           "HIPBLAS_STATUS_NOT_SUPPORTED");

    // hipBLAS 1's GemmEx: hipblasDatatype_t, a data type as the compute type
    const int n = 4;
    std::vector<float> A(n * n), B(n * n), C(n * n, 0);
    for (int i = 0; i < n * n; i++) A[i] = i % 5, B[i] = (i % 3) - 1;
    float *dA, *dB, *dC;
    hipMalloc(&dA, sizeof(float) * n * n);
    hipMalloc(&dB, sizeof(float) * n * n);
    hipMalloc(&dC, sizeof(float) * n * n);
    hipMemcpy(dA, A.data(), sizeof(float) * n * n, hipMemcpyHostToDevice);
    hipMemcpy(dB, B.data(), sizeof(float) * n * n, hipMemcpyHostToDevice);
    float one = 1, zero = 0;
    EXPECT(hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, dA, HIPBLAS_R_32F, n, dB,
                         HIPBLAS_R_32F, n, &zero, dC, HIPBLAS_R_32F, n, HIPBLAS_R_32F,
                         HIPBLAS_GEMM_DEFAULT) == HIPBLAS_STATUS_SUCCESS);
    hipMemcpy(C.data(), dC, sizeof(float) * n * n, hipMemcpyDeviceToHost);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            float s = 0;
            for (int l = 0; l < n; l++) s += A[i + l * n] * B[l + j * n];
            EXPECT(C[i + j * n] == s);
        }
    // the ROCm 6 name of the same function
    EXPECT(hipblasGemmEx_v2(h, HIPBLAS_OP_T, HIPBLAS_OP_N, n, n, n, &one, dA, HIP_R_32F, n, dB,
                            HIP_R_32F, n, &zero, dC, HIP_R_32F, n, HIPBLAS_COMPUTE_32F,
                            HIPBLAS_GEMM_DEFAULT) == HIPBLAS_STATUS_SUCCESS);
    // a combination hipshim does not run: a status and one line on stderr, nothing written
    EXPECT(hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, dA, HIP_R_8F_E4M3, n, dB,
                         HIP_R_8F_E4M3, n, &zero, dC, HIP_R_32F, n, HIPBLAS_COMPUTE_32F,
                         HIPBLAS_GEMM_DEFAULT) == HIPBLAS_STATUS_NOT_SUPPORTED);
    EXPECT(hipblasSgemm(h, (hipblasOperation_t)7, HIPBLAS_OP_N, n, n, n, &one, dA, n, dB, n, &zero,
                        dC, n) == HIPBLAS_STATUS_INVALID_ENUM);

    // complex through a *_v2 name
    hipComplex z[2] = {make_hipComplex(1, 2), make_hipComplex(3, -1)}, *dz, zr;
    hipMalloc(&dz, sizeof z);
    hipMemcpy(dz, z, sizeof z, hipMemcpyHostToDevice);
    EXPECT(hipblasCdotc_v2(h, 2, dz, 1, dz, 1, &zr) == HIPBLAS_STATUS_SUCCESS);
    EXPECT(zr.x == 15 && zr.y == 0);

    // hip_complex.h: (1+2i) and (3-i) in float and double
    {
        hipFloatComplex p = z[0], q = z[1], r;
        hipDoubleComplex pd = hipComplexFloatToDouble(p), qd = make_hipDoubleComplex(3, -1), rd;
        r = hipCmulf(p, q);            EXPECT(hipCrealf(r) == 5 && hipCimagf(r) == 5);
        rd = hipCmul(pd, qd);          EXPECT(hipCreal(rd) == 5 && hipCimag(rd) == 5);
        r = hipCdivf(hipCmulf(p, q), q);   EXPECT(std::fabs(r.x - 1) < 1e-6f && std::fabs(r.y - 2) < 1e-6f);
        rd = hipCdiv(pd, qd);          EXPECT(std::fabs(rd.x - 0.1) < 1e-15 && std::fabs(rd.y - 0.7) < 1e-15);
        r = hipCaddf(p, hipConjf(q));  EXPECT(r.x == 4 && r.y == 3);
        rd = hipCsub(pd, qd);          EXPECT(rd.x == -2 && rd.y == 3);
        EXPECT(hipCsqabsf(q) == 10 && hipCsqabs(qd) == 10);
        EXPECT(hipCabsf(make_hipComplex(3, 4)) == 5 && hipCabs(make_hipDoubleComplex(3, 4)) == 5);
        r = hipCfmaf(p, q, p);         EXPECT(r.x == 6 && r.y == 7);
        rd = hipCfma(pd, qd, qd);      EXPECT(rd.x == 8 && rd.y == 4);
        EXPECT(hipComplexDoubleToFloat(qd).y == -1);
    }

    // batched LU: two 3x3 systems, one pivoted (LAPACK), one without pivots (NULL pivot array)
    double M[2][9] = {{2, 4, -2, 1, 3, 1, 3, 2, 5}, {4, 2, 1, 1, 5, 2, 0, 1, 6}};
    double rhs[2][3] = {{1, 2, 3}, {3, 2, 1}}, *dM, *dR, *dInv;
    hipMalloc(&dM, sizeof M);
    hipMalloc(&dR, sizeof rhs);
    hipMalloc(&dInv, sizeof M);
    hipMemcpy(dM, M, sizeof M, hipMemcpyHostToDevice);
    hipMemcpy(dR, rhs, sizeof rhs, hipMemcpyHostToDevice);
    double *pm[2] = {dM, dM + 9}, *pr[2] = {dR, dR + 3}, *pi[2] = {dInv, dInv + 9};
    double **dpm, **dpr, **dpi;
    int *dpiv, *dinfo, info = -1;
    hipMalloc(&dpm, sizeof pm);
    hipMalloc(&dpr, sizeof pr);
    hipMalloc(&dpi, sizeof pi);
    hipMalloc(&dpiv, 6 * sizeof(int));
    hipMalloc(&dinfo, 2 * sizeof(int));
    hipMemcpy(dpm, pm, sizeof pm, hipMemcpyHostToDevice);
    hipMemcpy(dpr, pr, sizeof pr, hipMemcpyHostToDevice);
    hipMemcpy(dpi, pi, sizeof pi, hipMemcpyHostToDevice);
    for (int piv = 1; piv >= 0; piv--) {
        hipMemcpy(dM, M, sizeof M, hipMemcpyHostToDevice);
        hipMemcpy(dR, rhs, sizeof rhs, hipMemcpyHostToDevice);
        EXPECT(hipblasDgetrfBatched(h, 3, dpm, 3, piv ? dpiv : nullptr, dinfo, 2) ==
               HIPBLAS_STATUS_SUCCESS);
        EXPECT(hipblasDgetrsBatched(h, HIPBLAS_OP_N, 3, 1, dpm, 3, piv ? dpiv : nullptr, dpr, 3,
                                    &info, 2) == HIPBLAS_STATUS_SUCCESS);
        EXPECT(info == 0);
        EXPECT(hipblasDgetriBatched(h, 3, dpm, 3, piv ? dpiv : nullptr, dpi, 3, dinfo, 2) ==
               HIPBLAS_STATUS_SUCCESS);
        double x[2][3], inv[2][9];
        int infos[2];
        hipMemcpy(x, dR, sizeof x, hipMemcpyDeviceToHost);
        hipMemcpy(inv, dInv, sizeof inv, hipMemcpyDeviceToHost);
        hipMemcpy(infos, dinfo, sizeof infos, hipMemcpyDeviceToHost);
        for (int b = 0; b < 2; b++) {
            EXPECT(infos[b] == 0);
            for (int i = 0; i < 3; i++) {
                double r = 0, e = 0;
                for (int j = 0; j < 3; j++) r += M[b][i + 3 * j] * x[b][j];
                EXPECT(std::fabs(r - rhs[b][i]) < 1e-12);
                for (int j = 0; j < 3; j++) {   // M * inv = I
                    e = 0;
                    for (int l = 0; l < 3; l++) e += M[b][i + 3 * l] * inv[b][l + 3 * j];
                    EXPECT(std::fabs(e - (i == j)) < 1e-12);
                }
            }
        }
    }
    // getrs reports a bad argument through its host info
    EXPECT(hipblasDgetrsBatched(h, HIPBLAS_OP_N, 3, 1, dpm, 2, dpiv, dpr, 3, &info, 2) ==
           HIPBLAS_STATUS_INVALID_VALUE);
    EXPECT(info == -5);

    EXPECT(hipblasDestroy(h) == HIPBLAS_STATUS_SUCCESS);
    if (fails == 0)
        printf("hipblas_api: ok\n");
    return fails != 0;
}
