// curand_host: cuRAND's host API for every generator type, checked by properties that hold for
// any correct implementation (cuRAND and rocRAND give different sequences): ranges, moments
// within tolerances, equal outputs from equal seeds, the (0,m,2)-net of Sobol points (each of
// the 1024 cells of a 32x32 grid holds exactly one of the first 1024 points, scrambled or not),
// the raw Sobol points of dimensions 1 and 2 (Joe and Kuo's, the same everywhere), statuses of
// misuse, a stream and a host generator.
#include <cuda_runtime.h>
#include <curand.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

static int failures = 0;
#define CUDA(x)                                                                                  \
    do {                                                                                         \
        cudaError_t e_ = (x);                                                                    \
        if (e_ != cudaSuccess) {                                                                 \
            printf("FAIL: %s: %s\n", #x, cudaGetErrorString(e_));                                \
            exit(1);                                                                             \
        }                                                                                        \
    } while (0)
#define CURAND(x)                                                                                \
    do {                                                                                         \
        curandStatus_t s_ = (x);                                                                 \
        if (s_ != CURAND_STATUS_SUCCESS) {                                                       \
            printf("FAIL: %s: status %d\n", #x, (int)s_);                                        \
            exit(1);                                                                             \
        }                                                                                        \
    } while (0)

static void verdict(const char *what, bool ok) {
    printf("%s: %s\n", what, ok ? "ok" : "WRONG");
    failures += !ok;
}

template <class T> static void moments(const std::vector<T> &v, double &mean, double &var) {
    double s = 0, s2 = 0;
    for (T x : v)
        s += (double)x;
    mean = s / v.size();
    for (T x : v)
        s2 += ((double)x - mean) * ((double)x - mean);
    var = s2 / (v.size() - 1);
}

static const int N = 1 << 20;

// uniform float/double in (0, 1], normal, log-normal, Poisson and raw bits of one generator
static void pseudo(const char *name, curandRngType_t type) {
    char what[96];
    curandGenerator_t g;
    CURAND(curandCreateGenerator(&g, type));
    CURAND(curandSetPseudoRandomGeneratorSeed(g, 1234ULL));
    float *df;
    double *dd;
    unsigned *du;
    CUDA(cudaMalloc(&df, N * sizeof(float)));
    CUDA(cudaMalloc(&dd, N * sizeof(double)));
    CUDA(cudaMalloc(&du, N * sizeof(unsigned)));
    std::vector<float> f(N);
    std::vector<double> d(N);
    std::vector<unsigned> u(N);
    double m, v;

    CURAND(curandGenerateUniform(g, df, N));
    CUDA(cudaMemcpy(f.data(), df, N * sizeof(float), cudaMemcpyDeviceToHost));
    bool range = true;
    for (float x : f)
        range &= x > 0.0f && x <= 1.0f;
    moments(f, m, v);
    snprintf(what, sizeof what, "%s uniform float", name);
    verdict(what, range && fabs(m - 0.5) < 0.002 && fabs(v - 1.0 / 12) < 0.002);

    CURAND(curandGenerateUniformDouble(g, dd, N));
    CUDA(cudaMemcpy(d.data(), dd, N * sizeof(double), cudaMemcpyDeviceToHost));
    range = true;
    for (double x : d)
        range &= x > 0.0 && x <= 1.0;
    moments(d, m, v);
    snprintf(what, sizeof what, "%s uniform double", name);
    verdict(what, range && fabs(m - 0.5) < 0.002 && fabs(v - 1.0 / 12) < 0.002);

    CURAND(curandGenerateNormal(g, df, N, 2.0f, 3.0f));
    CUDA(cudaMemcpy(f.data(), df, N * sizeof(float), cudaMemcpyDeviceToHost));
    moments(f, m, v);
    snprintf(what, sizeof what, "%s normal float", name);
    verdict(what, fabs(m - 2.0) < 0.02 && fabs(sqrt(v) - 3.0) < 0.02);

    CURAND(curandGenerateNormalDouble(g, dd, N, -1.0, 0.5));
    CUDA(cudaMemcpy(d.data(), dd, N * sizeof(double), cudaMemcpyDeviceToHost));
    moments(d, m, v);
    snprintf(what, sizeof what, "%s normal double", name);
    verdict(what, fabs(m + 1.0) < 0.005 && fabs(sqrt(v) - 0.5) < 0.005);

    CURAND(curandGenerateLogNormal(g, df, N, 0.0f, 0.5f));
    CUDA(cudaMemcpy(f.data(), df, N * sizeof(float), cudaMemcpyDeviceToHost));
    moments(f, m, v);
    snprintf(what, sizeof what, "%s log-normal", name);
    verdict(what, fabs(m - exp(0.125)) < 0.005);

    CURAND(curandGeneratePoisson(g, du, N, 4.5));
    CUDA(cudaMemcpy(u.data(), du, N * sizeof(unsigned), cudaMemcpyDeviceToHost));
    moments(u, m, v);
    snprintf(what, sizeof what, "%s poisson", name);
    verdict(what, fabs(m - 4.5) < 0.015 && fabs(v - 4.5) < 0.06);

    CURAND(curandGenerate(g, du, N));
    CUDA(cudaMemcpy(u.data(), du, N * sizeof(unsigned), cudaMemcpyDeviceToHost));
    long long bits = 0;
    for (unsigned x : u)
        bits += __builtin_popcount(x);
    snprintf(what, sizeof what, "%s raw bits", name);
    verdict(what, fabs((double)bits / (32.0 * N) - 0.5) < 0.001);

    // the same seed gives the same values; another seed others
    curandGenerator_t g2, g3;
    CURAND(curandCreateGenerator(&g2, type));
    CURAND(curandCreateGenerator(&g3, type));
    CURAND(curandSetPseudoRandomGeneratorSeed(g2, 777ULL));
    CURAND(curandSetPseudoRandomGeneratorSeed(g3, 777ULL));
    std::vector<unsigned> a(4096), b(4096);
    CURAND(curandGenerate(g2, du, 4096));
    CUDA(cudaMemcpy(a.data(), du, 4096 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CURAND(curandGenerate(g3, du, 4096));
    CUDA(cudaMemcpy(b.data(), du, 4096 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    bool same = a == b;
    CURAND(curandSetPseudoRandomGeneratorSeed(g3, 778ULL));
    CURAND(curandGenerate(g3, du, 4096));
    CUDA(cudaMemcpy(b.data(), du, 4096 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    snprintf(what, sizeof what, "%s seeds", name);
    verdict(what, same && a != b);
    CURAND(curandDestroyGenerator(g2));
    CURAND(curandDestroyGenerator(g3));
    CURAND(curandDestroyGenerator(g));
    CUDA(cudaFree(df));
    CUDA(cudaFree(dd));
    CUDA(cudaFree(du));
}

// the first 1024 2-D points: one per cell of a 32x32 grid
static bool net32(const std::vector<unsigned> &pts) {   // dimension-major: x[0..1023], y[0..1023]
    std::vector<int> cells(1024, 0);
    for (int i = 0; i < 1024; i++)
        cells[(pts[i] >> 27) * 32 + (pts[1024 + i] >> 27)]++;
    for (int c : cells)
        if (c != 1)
            return false;
    return true;
}

static void quasi() {
    unsigned *du;
    unsigned long long *dl;
    float *df;
    CUDA(cudaMalloc(&du, 4096 * sizeof(unsigned)));
    CUDA(cudaMalloc(&dl, 4096 * sizeof(unsigned long long)));
    CUDA(cudaMalloc(&df, N * sizeof(float)));
    std::vector<unsigned> u(2048);
    std::vector<unsigned long long> l(2048);
    curandGenerator_t g;

    CURAND(curandCreateGenerator(&g, CURAND_RNG_QUASI_SOBOL32));
    CURAND(curandSetQuasiRandomGeneratorDimensions(g, 2));
    CURAND(curandGenerate(g, du, 2048));
    CUDA(cudaMemcpy(u.data(), du, 2048 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    unsigned long long sum = 1469598103934665603ull;   // FNV-1a of the points' bytes
    for (unsigned x : u)
        for (int b = 0; b < 4; b++)
            sum = (sum ^ ((x >> (8 * b)) & 0xff)) * 1099511628211ull;
    verdict("sobol32 net", net32(u));
    printf("sobol32 points: %016llx\n", sum);
    curandStatus_t st = curandGenerate(g, du, 2047);
    verdict("sobol32 odd count refused", st == CURAND_STATUS_LENGTH_NOT_MULTIPLE);
    verdict("sobol32 seed refused", curandSetPseudoRandomGeneratorSeed(g, 5) == CURAND_STATUS_TYPE_ERROR);
    verdict("sobol32 zero dimensions refused", curandSetQuasiRandomGeneratorDimensions(g, 0) == CURAND_STATUS_OUT_OF_RANGE);
    CURAND(curandDestroyGenerator(g));

    CURAND(curandCreateGenerator(&g, CURAND_RNG_QUASI_SCRAMBLED_SOBOL32));
    CURAND(curandSetQuasiRandomGeneratorDimensions(g, 2));
    CURAND(curandGenerate(g, du, 2048));
    CUDA(cudaMemcpy(u.data(), du, 2048 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    verdict("scrambled sobol32 net", net32(u));
    CURAND(curandSetQuasiRandomGeneratorDimensions(g, 1));
    CURAND(curandGenerateUniform(g, df, N));
    std::vector<float> f(N);
    CUDA(cudaMemcpy(f.data(), df, N * sizeof(float), cudaMemcpyDeviceToHost));
    double m, v;
    moments(f, m, v);
    verdict("scrambled sobol32 uniform", fabs(m - 0.5) < 1e-4 && fabs(v - 1.0 / 12) < 1e-4);
    CURAND(curandDestroyGenerator(g));

    for (int scrambled = 0; scrambled < 2; scrambled++) {
        CURAND(curandCreateGenerator(&g, scrambled ? CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 : CURAND_RNG_QUASI_SOBOL64));
        CURAND(curandSetQuasiRandomGeneratorDimensions(g, 2));
        CURAND(curandGenerateLongLong(g, dl, 2048));
        CUDA(cudaMemcpy(l.data(), dl, 2048 * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
        for (int i = 0; i < 2048; i++)
            u[i] = (unsigned)(l[i] >> 32);
        verdict(scrambled ? "scrambled sobol64 net" : "sobol64 net", net32(u));
        CURAND(curandDestroyGenerator(g));
    }
    CUDA(cudaFree(du));
    CUDA(cudaFree(dl));
    CUDA(cudaFree(df));
}

int main() {
    pseudo("xorwow", CURAND_RNG_PSEUDO_XORWOW);
    pseudo("mrg32k3a", CURAND_RNG_PSEUDO_MRG32K3A);
    pseudo("philox", CURAND_RNG_PSEUDO_PHILOX4_32_10);
    pseudo("mtgp32", CURAND_RNG_PSEUDO_MTGP32);
    pseudo("default", CURAND_RNG_PSEUDO_DEFAULT);
    quasi();

    // a generator on a stream, and a host generator
    cudaStream_t s;
    CUDA(cudaStreamCreate(&s));
    curandGenerator_t g, h;
    CURAND(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_PHILOX4_32_10));
    CURAND(curandSetStream(g, s));
    CURAND(curandSetPseudoRandomGeneratorSeed(g, 42ULL));
    float *df;
    CUDA(cudaMalloc(&df, N * sizeof(float)));
    CURAND(curandGenerateNormal(g, df, N, 0.0f, 1.0f));
    std::vector<float> f(N);
    CUDA(cudaMemcpyAsync(f.data(), df, N * sizeof(float), cudaMemcpyDeviceToHost, s));
    CUDA(cudaStreamSynchronize(s));
    double m, v;
    moments(f, m, v);
    verdict("stream normal", fabs(m) < 0.006 && fabs(v - 1) < 0.006);
    CURAND(curandCreateGeneratorHost(&h, CURAND_RNG_PSEUDO_XORWOW));
    CURAND(curandSetPseudoRandomGeneratorSeed(h, 42ULL));
    std::vector<double> hd(N);
    CURAND(curandGenerateUniformDouble(h, hd.data(), N));
    moments(hd, m, v);
    verdict("host generator uniform", fabs(m - 0.5) < 0.002 && fabs(v - 1.0 / 12) < 0.002);
    verdict("poisson lambda 0 refused", curandGeneratePoisson(h, (unsigned *)hd.data(), 16, 0.0) != CURAND_STATUS_SUCCESS);
    CURAND(curandDestroyGenerator(h));
    CURAND(curandDestroyGenerator(g));
    CUDA(cudaStreamDestroy(s));
    CUDA(cudaFree(df));

    if (failures) {
        printf("FAIL: %d checks\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
