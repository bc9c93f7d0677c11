// Library calls taken by a stream capture run at every launch of the graph (conjugateGradient-
// CudaGraphs captures hipBLAS and hipSPARSE calls and launches the graph in a loop): the work of a
// captured call lives as long as the graph and its instantiations, not one run. Run under ASan
// in the sanitizer build: a job freed after its first run is a use after free at the second.
#include <hip/hip_runtime.h>
#include <hipblas/hipblas.h>
#include <hipfft/hipfft.h>
#include <math.h>
#include <stdio.h>

#define CHECK(x) do { if (!(x)) { printf("graph_capture: failed: %s (line %d)\n", #x, __LINE__); return 1; } } while (0)

int main()
{
    const int n = 64, launches = 3;
    float hx[64], hy[64], *x, *y;
    for (int i = 0; i < n; i++) { hx[i] = (float)i; hy[i] = 1.0f; }
    CHECK(hipMalloc(&x, sizeof hx) == hipSuccess && hipMalloc(&y, sizeof hy) == hipSuccess);
    CHECK(hipMemcpy(x, hx, sizeof hx, hipMemcpyHostToDevice) == hipSuccess);
    CHECK(hipMemcpy(y, hy, sizeof hy, hipMemcpyHostToDevice) == hipSuccess);
    hipfftComplex hc[64], *c;
    for (int i = 0; i < n; i++) { hc[i].x = (float)(i % 5); hc[i].y = 0.0f; }
    CHECK(hipMalloc(&c, sizeof hc) == hipSuccess);
    CHECK(hipMemcpy(c, hc, sizeof hc, hipMemcpyHostToDevice) == hipSuccess);

    hipStream_t s;
    CHECK(hipStreamCreate(&s) == hipSuccess);
    hipblasHandle_t h;
    CHECK(hipblasCreate(&h) == HIPBLAS_STATUS_SUCCESS && hipblasSetStream(h, s) == HIPBLAS_STATUS_SUCCESS);
    hipfftHandle plan;
    CHECK(hipfftPlan1d(&plan, n, HIPFFT_C2C, 1) == HIPFFT_SUCCESS && hipfftSetStream(plan, s) == HIPFFT_SUCCESS);

    // y += 2 x, then a forward and an inverse transform (c becomes n c), captured once
    const float two = 2.0f;
    hipGraph_t g;
    hipGraphExec_t ge;
    CHECK(hipStreamBeginCapture(s, hipStreamCaptureModeGlobal) == hipSuccess);
    CHECK(hipblasSaxpy(h, n, &two, x, 1, y, 1) == HIPBLAS_STATUS_SUCCESS);
    CHECK(hipfftExecC2C(plan, c, c, HIPFFT_FORWARD) == HIPFFT_SUCCESS);
    CHECK(hipfftExecC2C(plan, c, c, HIPFFT_BACKWARD) == HIPFFT_SUCCESS);
    CHECK(hipStreamEndCapture(s, &g) == hipSuccess);
    CHECK(hipGraphInstantiate(&ge, g, NULL, NULL, 0) == hipSuccess);
    CHECK(hipGraphDestroy(g) == hipSuccess);   // the instantiation keeps the work
    for (int k = 0; k < launches; k++)
        CHECK(hipGraphLaunch(ge, s) == hipSuccess);
    CHECK(hipStreamSynchronize(s) == hipSuccess);
    CHECK(hipMemcpy(hy, y, sizeof hy, hipMemcpyDeviceToHost) == hipSuccess);
    CHECK(hipMemcpy(hc, c, sizeof hc, hipMemcpyDeviceToHost) == hipSuccess);
    double scale = pow((double)n, launches);
    for (int i = 0; i < n; i++) {
        CHECK(hy[i] == 1.0f + 2.0f * launches * (float)i);
        CHECK(fabs(hc[i].x - scale * (i % 5)) <= 1e-3 * scale && fabs(hc[i].y) <= 1e-3 * scale);
    }
    CHECK(hipGraphExecDestroy(ge) == hipSuccess);
    CHECK(hipfftDestroy(plan) == HIPFFT_SUCCESS && hipblasDestroy(h) == HIPBLAS_STATUS_SUCCESS);
    CHECK(hipStreamDestroy(s) == hipSuccess);
    hipFree(x); hipFree(y); hipFree(c);
    printf("graph_capture: ok\n");
    return 0;
}
