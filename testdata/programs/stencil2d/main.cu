// 2-D five-point stencil (integer heat diffusion) on a grid with fixed borders: each block loads
// its tile plus a one-cell halo into shared memory; the host ping-pongs two buffers for several
// iterations and compares with a host implementation of the same integer update.
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

constexpr int BX = 16, BY = 8;

__host__ __device__ inline int update(int c, int n, int s, int w, int e) {
    return (4 * c + n + s + w + e) / 8;
}

__global__ void stencil_step(const int *__restrict__ in, int *__restrict__ out, int nx, int ny) {
    __shared__ int tile[BY + 2][BX + 2];
    int gx = blockIdx.x * BX + threadIdx.x;
    int gy = blockIdx.y * BY + threadIdx.y;
    int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
    bool inside = gx < nx && gy < ny;
    if (inside) {
        tile[ly][lx] = in[gy * nx + gx];
        if (threadIdx.x == 0 && gx > 0) tile[ly][0] = in[gy * nx + gx - 1];
        if ((threadIdx.x == BX - 1 || gx == nx - 1) && gx + 1 < nx) tile[ly][lx + 1] = in[gy * nx + gx + 1];
        if (threadIdx.y == 0 && gy > 0) tile[0][lx] = in[(gy - 1) * nx + gx];
        if ((threadIdx.y == BY - 1 || gy == ny - 1) && gy + 1 < ny) tile[ly + 1][lx] = in[(gy + 1) * nx + gx];
    }
    __syncthreads();
    if (!inside) return;
    if (gx == 0 || gy == 0 || gx == nx - 1 || gy == ny - 1) {
        out[gy * nx + gx] = tile[ly][lx];  // fixed boundary
        return;
    }
    out[gy * nx + gx] = update(tile[ly][lx], tile[ly - 1][lx], tile[ly + 1][lx], tile[ly][lx - 1],
                               tile[ly][lx + 1]);
}

int main() {
    const int nx = 100, ny = 70, iters = 12;
    std::vector<int> grid(nx * ny, 0);
    for (int y = 0; y < ny; ++y)
        for (int x = 0; x < nx; ++x) {
            if (x == 0) grid[y * nx + x] = 100000;         // hot left wall
            if ((x - 50) * (x - 50) + (y - 35) * (y - 35) < 64) grid[y * nx + x] = 50000;  // hot spot
        }
    std::vector<int> ref = grid, tmp(nx * ny);
    for (int it = 0; it < iters; ++it) {
        for (int y = 0; y < ny; ++y)
            for (int x = 0; x < nx; ++x) {
                int c = ref[y * nx + x];
                if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1)
                    tmp[y * nx + x] = c;
                else
                    tmp[y * nx + x] = update(c, ref[(y - 1) * nx + x], ref[(y + 1) * nx + x],
                                             ref[y * nx + x - 1], ref[y * nx + x + 1]);
            }
        ref.swap(tmp);
    }
    int *d_a, *d_b;
    size_t bytes = nx * ny * sizeof(int);
    CUDA_CHECK(cudaMalloc(&d_a, bytes));
    CUDA_CHECK(cudaMalloc(&d_b, bytes));
    CUDA_CHECK(cudaMemcpy(d_a, grid.data(), bytes, cudaMemcpyHostToDevice));
    dim3 block(BX, BY), blocks((nx + BX - 1) / BX, (ny + BY - 1) / BY);
    for (int it = 0; it < iters; ++it) {
        stencil_step<<<blocks, block>>>(d_a, d_b, nx, ny);
        CUDA_CHECK(cudaGetLastError());
        int *t = d_a;
        d_a = d_b;
        d_b = t;
    }
    std::vector<int> out(nx * ny);
    CUDA_CHECK(cudaMemcpy(out.data(), d_a, bytes, cudaMemcpyDeviceToHost));
    long long total = 0, moment = 0;
    for (int i = 0; i < nx * ny; ++i) {
        if (out[i] != ref[i]) {
            printf("FAIL: cell (%d,%d) = %d, expected %d\n", i % nx, i / nx, out[i], ref[i]);
            return 1;
        }
        total += out[i];
        moment += (long long)out[i] * (i % nx);
    }
    printf("after %d steps: heat %lld, x-moment %lld, probe %d %d %d\n", iters, total, moment,
           out[35 * nx + 1], out[35 * nx + 50], out[10 * nx + 10]);
    CUDA_CHECK(cudaFree(d_a));
    CUDA_CHECK(cudaFree(d_b));
    printf("PASS\n");
    return 0;
}
