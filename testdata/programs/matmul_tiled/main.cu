// Tiled matrix multiply C = A * B with shared-memory tiles, templated on the tile size, for
// sizes that are not multiples of the tile. Entries are small integers stored as float, so every
// product and partial sum is exact and the result does not depend on summation order.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));   \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

struct Matrix {
    int rows, cols;
    float *data;  // row-major, device
};

template <int TILE>
__global__ void matmul(Matrix A, Matrix B, Matrix C) {
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;
    int ntiles = (A.cols + TILE - 1) / TILE;
    for (int t = 0; t < ntiles; ++t) {
        int ak = t * TILE + threadIdx.x;
        int bk = t * TILE + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = (row < A.rows && ak < A.cols) ? A.data[row * A.cols + ak] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = (bk < B.rows && col < B.cols) ? B.data[bk * B.cols + col] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < C.rows && col < C.cols) C.data[row * C.cols + col] = acc;
}

template <int TILE>
static bool run(int M, int K, int N) {
    std::vector<float> a(M * K), b(K * N), c(M * N);
    for (int i = 0; i < M * K; ++i) a[i] = (float)((i * 7 + 3) % 11 - 5);
    for (int i = 0; i < K * N; ++i) b[i] = (float)((i * 13 + 1) % 9 - 4);
    Matrix A{M, K, nullptr}, B{K, N, nullptr}, C{M, N, nullptr};
    CUDA_CHECK(cudaMalloc(&A.data, a.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&B.data, b.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&C.data, c.size() * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(A.data, a.data(), a.size() * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(B.data, b.data(), b.size() * sizeof(float), cudaMemcpyHostToDevice));
    dim3 block(TILE, TILE);
    dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    matmul<TILE><<<grid, block>>>(A, B, C);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(c.data(), C.data, c.size() * sizeof(float), cudaMemcpyDeviceToHost));
    long long checksum = 0;
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            long long ref = 0;
            for (int k = 0; k < K; ++k) ref += (long long)a[i * K + k] * (long long)b[k * N + j];
            if ((long long)c[i * N + j] != ref) {
                printf("FAIL: TILE %d: C[%d][%d] = %.1f, expected %lld\n", TILE, i, j, c[i * N + j], ref);
                return false;
            }
            checksum += ref * ((i + 2 * j) % 5 + 1);
        }
    printf("TILE %2d: %dx%d * %dx%d checksum %lld\n", TILE, M, K, K, N, checksum);
    cudaFree(A.data);
    cudaFree(B.data);
    cudaFree(C.data);
    return true;
}

int main() {
    if (!run<16>(100, 130, 70)) return 1;
    if (!run<8>(33, 17, 65)) return 1;
    if (!run<32>(64, 96, 64)) return 1;
    printf("PASS\n");
    return 0;
}
