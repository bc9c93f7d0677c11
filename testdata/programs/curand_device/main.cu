// curand_device: cuRAND's device API in kernels, checked by properties that hold for any correct
// implementation (cuRAND and rocRAND draw different sequences): a Monte Carlo estimate of pi with
// XORWOW states, moments of uniform/normal/log-normal/Poisson draws of Philox (single, 2, 4 at a
// time, double) and MRG32k3a states, skipahead equal to that many draws, skipahead_sequence and
// curand_init's subsequence agreeing, a Poisson distribution object, and Sobol32 device states
// from curandGetDirectionVectors32: the raw points of dimensions 1 and 2 (Joe and Kuo's) and their
// (0,m,2)-net, scrambled too (with constants of its own).
#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

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

static int failures = 0;
static void verdict(const char *what, bool ok) {
    printf("%s: %s\n", what, ok ? "ok" : "WRONG");
    failures += !ok;
}

const int BLOCKS = 64, THREADS = 128, T = BLOCKS * THREADS, PER = 256;

__global__ void pi_kernel(unsigned long long *hits) {
    const int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandState s;
    curand_init(2024, id, 0, &s);
    unsigned n = 0;
    for (int i = 0; i < PER; i++) {
        float x = curand_uniform(&s), y = curand_uniform(&s);
        n += x * x + y * y <= 1.0f;
    }
    atomicAdd(hits, (unsigned long long)n);
}

// sums[0..]: per statistic, over all threads: sum and sum of squares
__global__ void moments_kernel(double *sums, curandDiscreteDistribution_t poisson) {
    const int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandStatePhilox4_32_10_t p;
    curandStateMRG32k3a_t m;
    curand_init(77, id, 0, &p);
    curand_init(77, id, 0, &m);
    double acc[14] = {0};
    for (int i = 0; i < PER / 4; i++) {
        float4 u = curand_uniform4(&p);
        acc[0] += u.x + u.y + u.z + u.w;
        acc[1] += u.x * u.x + u.y * u.y + u.z * u.z + u.w * u.w;
        float4 g = curand_normal4(&p);
        acc[2] += g.x + g.y + g.z + g.w;
        acc[3] += g.x * g.x + g.y * g.y + g.z * g.z + g.w * g.w;
        double2 d = curand_normal2_double(&p);
        acc[4] += d.x + d.y;
        acc[5] += d.x * d.x + d.y * d.y;
        float n = curand_normal(&m);
        acc[6] += n;
        acc[7] += n * n;
        float ln = curand_log_normal(&m, 0.0f, 0.5f);
        acc[8] += ln;
        unsigned k = curand_poisson(&p, 10.0);
        acc[9] += k;
        acc[10] += (double)k * k;
        unsigned q = curand_discrete(&m, poisson);
        acc[11] += q;
        double ud = curand_uniform_double(&m);
        acc[12] += ud;
        acc[13] += ud > 0.0 && ud <= 1.0;
    }
    for (int j = 0; j < 14; j++)
        atomicAdd(&sums[j], acc[j]);
}

// thread t: skipahead(1000) against 1000 draws; skipahead_sequence(1) against subsequence 1
template <class S> __global__ void skip_kernel(int *bad) {
    const int id = blockIdx.x * blockDim.x + threadIdx.x;
    S a, b, c, d;
    curand_init(99, id, 0, &a);
    curand_init(99, id, 0, &b);
    for (int i = 0; i < 1000; i++)
        curand(&a);
    skipahead(1000ULL, &b);
    curand_init(99, 0, 0, &c);
    skipahead_sequence((unsigned long long)id, &c);
    curand_init(99, id, 0, &d);
    if (curand(&a) != curand(&b) || curand(&c) != curand(&d))
        atomicAdd(bad, 1);
}

__global__ void sobol_kernel(const unsigned *vectors, const unsigned *scramble, unsigned *out, unsigned *scr) {
    const int id = blockIdx.x * blockDim.x + threadIdx.x;   // 2 x 1024 threads: (dimension, point)
    const int dim = id / 1024, point = id % 1024;
    curandStateSobol32_t s;
    curandStateScrambledSobol32_t ss;
    curand_init((unsigned *)vectors + 32 * dim, point, &s);
    curand_init((unsigned *)vectors + 32 * dim, scramble[dim], point, &ss);
    out[id] = curand(&s);
    scr[id] = curand(&ss);
}

static bool net32(const std::vector<unsigned> &pts) {
    std::vector<int> cells(1024, 0);
    for (int i = 0; i < 1024; i++)
        cells[(pts[i] >> 27) * 32 + (pts[1024 + i] >> 27)]++;
    for (int c : cells)
        if (c != 1)
            return false;
    return true;
}

int main() {
    unsigned long long *dhits, hits = 0;
    CUDA(cudaMalloc(&dhits, sizeof hits));
    CUDA(cudaMemset(dhits, 0, sizeof hits));
    pi_kernel<<<BLOCKS, THREADS>>>(dhits);
    CUDA(cudaGetLastError());
    CUDA(cudaMemcpy(&hits, dhits, sizeof hits, cudaMemcpyDeviceToHost));
    const double pi = 4.0 * hits / ((double)T * PER);
    verdict("xorwow pi estimate", fabs(pi - 3.14159265) < 0.01);

    curandDiscreteDistribution_t poisson;
    CURAND(curandCreatePoissonDistribution(3.0, &poisson));
    double *dsums, sums[14];
    CUDA(cudaMalloc(&dsums, sizeof sums));
    CUDA(cudaMemset(dsums, 0, sizeof sums));
    moments_kernel<<<BLOCKS, THREADS>>>(dsums, poisson);
    CUDA(cudaGetLastError());
    CUDA(cudaMemcpy(sums, dsums, sizeof sums, cudaMemcpyDeviceToHost));
    const double n4 = (double)T * PER, n1 = (double)T * PER / 4, n2 = (double)T * PER / 2;
    verdict("philox uniform4", fabs(sums[0] / n4 - 0.5) < 0.002 && fabs(sums[1] / n4 - 1.0 / 3) < 0.002);
    verdict("philox normal4", fabs(sums[2] / n4) < 0.005 && fabs(sums[3] / n4 - 1) < 0.006);
    verdict("philox normal2_double", fabs(sums[4] / n2) < 0.006 && fabs(sums[5] / n2 - 1) < 0.008);
    verdict("mrg32k3a normal", fabs(sums[6] / n1) < 0.01 && fabs(sums[7] / n1 - 1) < 0.012);
    verdict("mrg32k3a log-normal", fabs(sums[8] / n1 - exp(0.125)) < 0.006);
    const double pm = sums[9] / n1, pv = sums[10] / n1 - pm * pm;
    verdict("philox poisson", fabs(pm - 10) < 0.04 && fabs(pv - 10) < 0.2);
    verdict("mrg32k3a discrete poisson", fabs(sums[11] / n1 - 3) < 0.02);
    verdict("mrg32k3a uniform double", fabs(sums[12] / n1 - 0.5) < 0.003 && sums[13] == n1);
    CURAND(curandDestroyDistribution(poisson));

    int *dbad, bad;
    CUDA(cudaMalloc(&dbad, sizeof bad));
    const char *names[3] = {"xorwow skipahead", "philox skipahead", "mrg32k3a skipahead"};
    for (int k = 0; k < 3; k++) {
        CUDA(cudaMemset(dbad, 0, sizeof bad));
        if (k == 0)
            skip_kernel<curandStateXORWOW_t><<<2, 64>>>(dbad);
        else if (k == 1)
            skip_kernel<curandStatePhilox4_32_10_t><<<2, 64>>>(dbad);
        else
            skip_kernel<curandStateMRG32k3a_t><<<2, 64>>>(dbad);
        CUDA(cudaGetLastError());
        CUDA(cudaMemcpy(&bad, dbad, sizeof bad, cudaMemcpyDeviceToHost));
        verdict(names[k], bad == 0);
    }

    curandDirectionVectors32_t *vectors;
    // any constant scrambles (a digital shift keeps the net); curandGetScrambleConstants32 takes
    // unsigned int ** in cuRAND and const unsigned int ** in hipRAND, so no call suits both
    const unsigned constants[2] = {0x9e3779b9u, 0x7f4a7c15u};
    CURAND(curandGetDirectionVectors32(&vectors, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
    unsigned *dv, *dc, *dout, *dscr;
    CUDA(cudaMalloc(&dv, 2 * 32 * sizeof(unsigned)));
    CUDA(cudaMalloc(&dc, 2 * sizeof(unsigned)));
    CUDA(cudaMalloc(&dout, 2048 * sizeof(unsigned)));
    CUDA(cudaMalloc(&dscr, 2048 * sizeof(unsigned)));
    CUDA(cudaMemcpy(dv, vectors, 2 * 32 * sizeof(unsigned), cudaMemcpyHostToDevice));
    CUDA(cudaMemcpy(dc, constants, 2 * sizeof(unsigned), cudaMemcpyHostToDevice));
    sobol_kernel<<<16, 128>>>(dv, dc, dout, dscr);
    CUDA(cudaGetLastError());
    std::vector<unsigned> pts(2048), scr(2048);
    CUDA(cudaMemcpy(pts.data(), dout, 2048 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CUDA(cudaMemcpy(scr.data(), dscr, 2048 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    unsigned long long sum = 1469598103934665603ull;   // FNV-1a of the points' bytes
    for (unsigned x : pts)
        for (int b = 0; b < 4; b++)
            sum = (sum ^ ((x >> (8 * b)) & 0xff)) * 1099511628211ull;
    verdict("sobol32 device net", net32(pts));
    printf("sobol32 device points: %016llx\n", sum);
    verdict("scrambled sobol32 device net", net32(scr));

    if (failures) {
        printf("FAIL: %d checks\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
