// Error paths of the runtime API: invalid launch configurations reported by cudaGetLastError
// (and cleared by it, while cudaPeekAtLastError leaves them), an invalid device, an oversized
// dynamic shared memory request, a copy with an invalid direction, error strings, and a working
// launch afterwards. Only whether each call failed (and with which error, compared by symbol)
// is printed, never the text of the messages. CUDA 13 reports an invalid launch configuration
// as cudaErrorInvalidValue (older CUDA and HIP: ...InvalidConfiguration); either is accepted.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

static int failures = 0;

static bool bad_launch_error(cudaError_t e) {
    return e == cudaErrorInvalidConfiguration || e == cudaErrorInvalidValue;
}

#define EXPECT(cond, what)                                                                \
    do {                                                                                  \
        bool ok_ = (cond);                                                                \
        printf("%-58s %s\n", what, ok_ ? "ok" : "WRONG");                                 \
        if (!ok_) ++failures;                                                             \
    } while (0)

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,                 \
                    cudaGetErrorString(e_));                                              \
            printf("FAIL: unexpected CUDA error\n");                                      \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

__global__ void fill(int *p, int n, int v) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v + i;
}

int main() {
    int *d;
    const int n = 1000;
    CUDA_CHECK(cudaMalloc(&d, n * sizeof(int)));
    EXPECT(cudaGetLastError() == cudaSuccess, "no error pending at start");

    fill<<<1, 2048>>>(d, n, 1);  // more threads per block than any device allows
    cudaError_t e = cudaPeekAtLastError();
    EXPECT(bad_launch_error(e), "2048 threads per block: rejected");
    EXPECT(cudaPeekAtLastError() == e, "peek leaves the error in place");
    EXPECT(cudaGetLastError() == e, "get returns it");
    EXPECT(cudaGetLastError() == cudaSuccess, "get cleared it");

    fill<<<dim3(1, 70000), 32>>>(d, n, 1);  // gridDim.y limit is 65535
    EXPECT(bad_launch_error(cudaGetLastError()), "gridDim.y = 70000: rejected");

    fill<<<0, 32>>>(d, n, 1);
    EXPECT(bad_launch_error(cudaGetLastError()), "empty grid: rejected");

    fill<<<1, dim3(32, 32, 2)>>>(d, n, 1);
    EXPECT(bad_launch_error(cudaGetLastError()), "32x32x2 block: rejected");

    fill<<<1, 32, 1 << 30>>>(d, n, 1);  // 1 GiB of dynamic shared memory
    EXPECT(cudaGetLastError() != cudaSuccess, "1 GiB dynamic shared memory: rejected");

    int count = 0;
    CUDA_CHECK(cudaGetDeviceCount(&count));
    EXPECT(cudaSetDevice(count + 5) == cudaErrorInvalidDevice, "cudaSetDevice(count + 5): invalid device");
    cudaGetLastError();  // runtime calls that fail also set the last error: clear it

    int host_buf[4] = {0, 0, 0, 0};
    cudaError_t ce = cudaMemcpy(host_buf, d, sizeof host_buf, (cudaMemcpyKind)42);
    EXPECT(ce == cudaErrorInvalidMemcpyDirection, "copy with direction 42: invalid direction");
    cudaGetLastError();

    EXPECT(cudaFree(nullptr) == cudaSuccess, "cudaFree(nullptr) succeeds");

    const char *msg = cudaGetErrorString(cudaErrorInvalidConfiguration);
    EXPECT(msg != nullptr && strlen(msg) > 0, "error string is not empty");
    const char *name = cudaGetErrorName(cudaErrorInvalidValue);
    EXPECT(name != nullptr && strstr(name, "InvalidValue") != nullptr, "error name mentions InvalidValue");

    // the device still works after all of that
    fill<<<(n + 127) / 128, 128>>>(d, n, 7);
    EXPECT(cudaGetLastError() == cudaSuccess, "valid launch after errors");
    EXPECT(cudaDeviceSynchronize() == cudaSuccess, "synchronize after errors");
    int h[n];
    CUDA_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < n; ++i) sum += h[i];
    EXPECT(sum == 7LL * n + (long long)n * (n - 1) / 2, "results of the valid launch");
    CUDA_CHECK(cudaFree(d));

    if (failures) {
        printf("FAIL: %d error checks wrong\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
