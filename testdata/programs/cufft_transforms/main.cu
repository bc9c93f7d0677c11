// cufft_transforms - cuFFT plans and executions checked against a direct DFT computed on the CPU
// in double precision: 1-D C2C forward and inverse (unnormalised), batched; R2C and C2R with the
// n/2+1 half spectrum, out of place and in place (padded rows); 2-D R2C; 3-D Z2Z; D2Z/Z2D; a
// PlanMany advanced layout (interleaved batch: stride = batch, dist = 1); a plan made in steps
// (cufftCreate, cufftSetAutoAllocation, cufftMakePlan1d, cufftGetSize, cufftSetWorkArea); a plan
// on a non-blocking stream after a kernel that fills its input.
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cufft.h>

typedef std::complex<double> cd;
static int failures = 0;

#define CUDA_CHECK(x)                                                                          \
    do {                                                                                       \
        cudaError_t e_ = (x);                                                                  \
        if (e_ != cudaSuccess) {                                                               \
            printf("FAIL: %s: %s\n", #x, cudaGetErrorString(e_));                              \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)
#define FFT_CHECK(x)                                                                           \
    do {                                                                                       \
        cufftResult r_ = (x);                                                                  \
        if (r_ != CUFFT_SUCCESS) {                                                             \
            printf("FAIL: %s: result %d\n", #x, (int)r_);                                      \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

static double lcg(unsigned &s)
{
    s = s * 1103515245u + 12345u;
    return ((s >> 9) & 0xffff) / 32768.0 - 1.0;
}

// the multi-dimensional DFT of x (row-major dims), sign -1 forward, +1 backward, unnormalised
static std::vector<cd> dft(const std::vector<cd> &x, const std::vector<int> &dims, int sign)
{
    std::vector<cd> cur = x;
    size_t total = x.size(), inner = 1;
    for (int d = (int)dims.size() - 1; d >= 0; d--) {
        int n = dims[d];
        size_t outer = total / (inner * n);
        std::vector<cd> next(total);
        for (size_t o = 0; o < outer; o++)
            for (size_t i = 0; i < inner; i++)
                for (int k = 0; k < n; k++) {
                    cd s = 0;
                    for (int j = 0; j < n; j++) {
                        double a = sign * 2 * M_PI * (double)j * k / n;
                        s += cur[(o * n + j) * inner + i] * cd(cos(a), sin(a));
                    }
                    next[(o * n + k) * inner + i] = s;
                }
        cur.swap(next);
        inner *= n;
    }
    return cur;
}

static void verdict(const char *what, double err, double scale)
{
    if (err <= 1e-5 * (1 + scale)) {
        printf("%s: ok\n", what);
    } else {
        printf("%s: MISMATCH (error %g)\n", what, err);
        failures++;
    }
}

__global__ void fill(cufftComplex *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = make_cuComplex((float)(i % 7) - 3, (float)(i % 5) - 2);
}

static void c2c_1d()
{
    const int n = 60, batch = 3;   // 60 = 2^2 3 5: a mixed-radix size
    unsigned seed = 7;
    std::vector<cufftComplex> h(n * batch);
    std::vector<cd> x(n * batch);
    for (int i = 0; i < n * batch; i++) {
        x[i] = cd(lcg(seed), lcg(seed));
        h[i] = make_cuComplex((float)x[i].real(), (float)x[i].imag());
    }
    cufftComplex *d;
    CUDA_CHECK(cudaMalloc(&d, sizeof(cufftComplex) * n * batch));
    CUDA_CHECK(cudaMemcpy(d, h.data(), sizeof(cufftComplex) * n * batch, cudaMemcpyHostToDevice));
    cufftHandle plan;
    FFT_CHECK(cufftPlan1d(&plan, n, CUFFT_C2C, batch));
    FFT_CHECK(cufftExecC2C(plan, d, d, CUFFT_FORWARD));
    std::vector<cufftComplex> got(n * batch);
    CUDA_CHECK(cudaMemcpy(got.data(), d, sizeof(cufftComplex) * n * batch, cudaMemcpyDeviceToHost));
    double err = 0, mag = 0;
    for (int b = 0; b < batch; b++) {
        std::vector<cd> xb(x.begin() + b * n, x.begin() + (b + 1) * n), X = dft(xb, {n}, -1);
        for (int k = 0; k < n; k++) {
            err = fmax(err, std::abs(cd(got[b * n + k].x, got[b * n + k].y) - X[k]));
            mag = fmax(mag, std::abs(X[k]));
        }
    }
    verdict("c2c 1-d forward, batch 3, in place", err, mag);
    // the inverse of the forward is n times the input
    FFT_CHECK(cufftExecC2C(plan, d, d, CUFFT_INVERSE));
    CUDA_CHECK(cudaMemcpy(got.data(), d, sizeof(cufftComplex) * n * batch, cudaMemcpyDeviceToHost));
    err = 0;
    for (int i = 0; i < n * batch; i++) err = fmax(err, std::abs(cd(got[i].x, got[i].y) - (double)n * x[i]));
    verdict("c2c inverse gives n times the input", err, n);
    FFT_CHECK(cufftDestroy(plan));
    CUDA_CHECK(cudaFree(d));
}

// R2C then C2R, out of place or in place, on a rank-1 or rank-2 real array
static void real_round_trip(const std::vector<int> &dims, bool inplace, const char *name)
{
    int rank = (int)dims.size(), nl = dims[rank - 1], nc = nl / 2 + 1;
    size_t rows = 1;
    for (int d = 0; d < rank - 1; d++) rows *= dims[d];
    size_t nreal = rows * nl, ncplx = rows * nc, rstride = inplace ? 2 * nc : nl;
    unsigned seed = 11;
    std::vector<double> x(nreal);
    for (auto &v : x) v = lcg(seed);
    std::vector<float> hin(rows * rstride, 0);
    for (size_t r = 0; r < rows; r++)
        for (int i = 0; i < nl; i++) hin[r * rstride + i] = (float)x[r * nl + i];
    float *dr;
    cufftComplex *dc;
    CUDA_CHECK(cudaMalloc(&dr, sizeof(float) * rows * rstride));
    CUDA_CHECK(cudaMemcpy(dr, hin.data(), sizeof(float) * rows * rstride, cudaMemcpyHostToDevice));
    if (inplace)
        dc = (cufftComplex *)dr;
    else
        CUDA_CHECK(cudaMalloc(&dc, sizeof(cufftComplex) * ncplx));
    cufftHandle fwd, inv;
    if (rank == 1) {
        FFT_CHECK(cufftPlan1d(&fwd, nl, CUFFT_R2C, 1));
        FFT_CHECK(cufftPlan1d(&inv, nl, CUFFT_C2R, 1));
    } else {
        FFT_CHECK(cufftPlan2d(&fwd, dims[0], dims[1], CUFFT_R2C));
        FFT_CHECK(cufftPlan2d(&inv, dims[0], dims[1], CUFFT_C2R));
    }
    FFT_CHECK(cufftExecR2C(fwd, dr, dc));
    std::vector<cufftComplex> spec(ncplx);
    CUDA_CHECK(cudaMemcpy(spec.data(), dc, sizeof(cufftComplex) * ncplx, cudaMemcpyDeviceToHost));
    std::vector<cd> xc(x.begin(), x.end()), X = dft(xc, dims, -1);
    double err = 0, mag = 0;
    for (size_t r = 0; r < rows; r++)
        for (int k = 0; k < nc; k++) {
            cd want = X[r * nl + k];
            err = fmax(err, std::abs(cd(spec[r * nc + k].x, spec[r * nc + k].y) - want));
            mag = fmax(mag, std::abs(want));
        }
    char buf[96];
    snprintf(buf, sizeof buf, "%s: r2c half spectrum (n/2+1)", name);
    verdict(buf, err, mag);
    FFT_CHECK(cufftExecC2R(inv, dc, dr));
    std::vector<float> hout(rows * rstride);
    CUDA_CHECK(cudaMemcpy(hout.data(), dr, sizeof(float) * rows * rstride, cudaMemcpyDeviceToHost));
    err = 0;
    for (size_t r = 0; r < rows; r++)
        for (int i = 0; i < nl; i++)
            err = fmax(err, fabs(hout[r * rstride + i] - (double)nreal * x[r * nl + i]));
    snprintf(buf, sizeof buf, "%s: c2r gives n times the input", name);
    verdict(buf, err, (double)nreal);
    cufftDestroy(fwd);
    cufftDestroy(inv);
    CUDA_CHECK(cudaFree(dr));
    if (!inplace) CUDA_CHECK(cudaFree(dc));
}

static void z2z_3d_and_d2z()
{
    const int nx = 4, ny = 6, nz = 5, n = nx * ny * nz;
    unsigned seed = 3;
    std::vector<cd> x(n);
    for (auto &v : x) v = cd(lcg(seed), lcg(seed));
    cufftDoubleComplex *d, *o;
    CUDA_CHECK(cudaMalloc(&d, sizeof(cufftDoubleComplex) * n));
    CUDA_CHECK(cudaMalloc(&o, sizeof(cufftDoubleComplex) * n));
    CUDA_CHECK(cudaMemcpy(d, x.data(), sizeof(cd) * n, cudaMemcpyHostToDevice));
    cufftHandle plan;
    FFT_CHECK(cufftPlan3d(&plan, nx, ny, nz, CUFFT_Z2Z));
    FFT_CHECK(cufftExecZ2Z(plan, d, o, CUFFT_INVERSE));
    std::vector<cd> got(n), X = dft(x, {nx, ny, nz}, +1);
    CUDA_CHECK(cudaMemcpy(got.data(), o, sizeof(cd) * n, cudaMemcpyDeviceToHost));
    double err = 0, mag = 0;
    for (int i = 0; i < n; i++) err = fmax(err, std::abs(got[i] - X[i])), mag = fmax(mag, std::abs(X[i]));
    verdict("z2z 3-d backward, out of place", err, mag);
    cufftDestroy(plan);
    // D2Z, 1-D, odd size (n/2+1 = 11)
    const int m = 21;
    std::vector<double> r(m);
    for (auto &v : r) v = lcg(seed);
    double *dr;
    CUDA_CHECK(cudaMalloc(&dr, sizeof(double) * m));
    CUDA_CHECK(cudaMemcpy(dr, r.data(), sizeof(double) * m, cudaMemcpyHostToDevice));
    FFT_CHECK(cufftPlan1d(&plan, m, CUFFT_D2Z, 1));
    FFT_CHECK(cufftExecD2Z(plan, dr, o));
    std::vector<cd> rc(r.begin(), r.end()), R = dft(rc, {m}, -1), spec(m / 2 + 1);
    CUDA_CHECK(cudaMemcpy(spec.data(), o, sizeof(cd) * (m / 2 + 1), cudaMemcpyDeviceToHost));
    err = 0;
    for (int k = 0; k <= m / 2; k++) err = fmax(err, std::abs(spec[k] - R[k]));
    verdict("d2z 1-d odd size", err, m);
    cufftDestroy(plan);
    CUDA_CHECK(cudaFree(d)); CUDA_CHECK(cudaFree(o)); CUDA_CHECK(cudaFree(dr));
}

// advanced layout: batch interleaved (element j of transform b at j * batch + b)
static void plan_many_interleaved()
{
    const int n = 16, batch = 5;
    unsigned seed = 5;
    std::vector<cd> x(n * batch);
    std::vector<cufftComplex> h(n * batch);
    for (int i = 0; i < n * batch; i++) {
        x[i] = cd(lcg(seed), lcg(seed));
        h[i] = make_cuComplex((float)x[i].real(), (float)x[i].imag());
    }
    cufftComplex *d, *o;
    CUDA_CHECK(cudaMalloc(&d, sizeof(cufftComplex) * n * batch));
    CUDA_CHECK(cudaMalloc(&o, sizeof(cufftComplex) * n * batch));
    CUDA_CHECK(cudaMemcpy(d, h.data(), sizeof(cufftComplex) * n * batch, cudaMemcpyHostToDevice));
    int dims[1] = {n}, embed[1] = {n};
    cufftHandle plan;
    // input interleaved (stride batch, dist 1), output contiguous (stride 1, dist n)
    FFT_CHECK(cufftPlanMany(&plan, 1, dims, embed, batch, 1, embed, 1, n, CUFFT_C2C, batch));
    FFT_CHECK(cufftExecC2C(plan, d, o, CUFFT_FORWARD));
    std::vector<cufftComplex> got(n * batch);
    CUDA_CHECK(cudaMemcpy(got.data(), o, sizeof(cufftComplex) * n * batch, cudaMemcpyDeviceToHost));
    double err = 0;
    for (int b = 0; b < batch; b++) {
        std::vector<cd> xb(n);
        for (int j = 0; j < n; j++) xb[j] = x[j * batch + b];
        std::vector<cd> X = dft(xb, {n}, -1);
        for (int k = 0; k < n; k++) err = fmax(err, std::abs(cd(got[b * n + k].x, got[b * n + k].y) - X[k]));
    }
    verdict("plan many: interleaved in, contiguous out", err, n);
    cufftDestroy(plan);
    CUDA_CHECK(cudaFree(d)); CUDA_CHECK(cudaFree(o));
}

// a plan made in steps, with the caller's work area, on a non-blocking stream
static void stepwise_on_stream()
{
    const int n = 256;
    cufftHandle plan;
    FFT_CHECK(cufftCreate(&plan));
    FFT_CHECK(cufftSetAutoAllocation(plan, 0));
    size_t ws = 0, ws2 = 0;
    FFT_CHECK(cufftMakePlan1d(plan, n, CUFFT_C2C, 1, &ws));
    FFT_CHECK(cufftGetSize(plan, &ws2));
    printf("work size reported twice the same: %s\n", ws == ws2 ? "yes" : "no");
    void *work = nullptr;
    CUDA_CHECK(cudaMalloc(&work, ws > 0 ? ws : 1));
    FFT_CHECK(cufftSetWorkArea(plan, work));
    cudaStream_t s;
    CUDA_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    FFT_CHECK(cufftSetStream(plan, s));
    cufftComplex *d;
    CUDA_CHECK(cudaMalloc(&d, sizeof(cufftComplex) * n));
    fill<<<(n + 127) / 128, 128, 0, s>>>(d, n);   // the FFT must see this kernel's values
    FFT_CHECK(cufftExecC2C(plan, d, d, CUFFT_FORWARD));
    std::vector<cufftComplex> got(n);
    CUDA_CHECK(cudaMemcpyAsync(got.data(), d, sizeof(cufftComplex) * n, cudaMemcpyDeviceToHost, s));
    CUDA_CHECK(cudaStreamSynchronize(s));
    std::vector<cd> x(n);
    for (int i = 0; i < n; i++) x[i] = cd((i % 7) - 3, (i % 5) - 2);
    std::vector<cd> X = dft(x, {n}, -1);
    double err = 0;
    for (int k = 0; k < n; k++) err = fmax(err, std::abs(cd(got[k].x, got[k].y) - X[k]));
    verdict("stepwise plan on a stream, after a kernel", err, n * 3);
    cufftDestroy(plan);
    CUDA_CHECK(cudaStreamDestroy(s));
    CUDA_CHECK(cudaFree(d)); CUDA_CHECK(cudaFree(work));
}

int main()
{
    int version = 0;
    FFT_CHECK(cufftGetVersion(&version));
    printf("version known: %s\n", version > 0 ? "yes" : "no");
    c2c_1d();
    real_round_trip({96}, false, "r2c/c2r 1-d out of place");
    real_round_trip({45}, true, "r2c/c2r 1-d in place (padded)");
    real_round_trip({12, 10}, false, "r2c/c2r 2-d out of place");
    real_round_trip({6, 9}, true, "r2c/c2r 2-d in place (padded)");
    z2z_3d_and_d2z();
    plan_many_interleaved();
    stepwise_on_stream();
    cufftHandle bad;
    printf("size 0 refused: %s\n", cufftPlan1d(&bad, 0, CUFFT_C2C, 1) != CUFFT_SUCCESS ? "yes" : "no");
    if (failures) {
        printf("FAIL: %d checks\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
