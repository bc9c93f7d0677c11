// life.cu - shared-memory tiled game of life: each 16x16 block loads an 18x18 tile with a
// wrapped halo, computes the next generation and counts live cells with a block reduction via
// __syncthreads_count.
#include "life.cuh"
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define LIFE_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));   \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

__host__ __device__ inline uint8_t rule(uint8_t alive, int neighbours) {
    return (neighbours == 3 || (alive && neighbours == 2)) ? 1 : 0;
}

__global__ void life_kernel(const uint8_t *in, uint8_t *out, int w, int h, unsigned *population) {
    __shared__ uint8_t tile[LIFE_BY + 2][LIFE_BX + 2];
    int x = blockIdx.x * LIFE_BX + threadIdx.x;
    int y = blockIdx.y * LIFE_BY + threadIdx.y;
    // cooperative load of the (BX+2)x(BY+2) tile, wrapping around the torus
    int tid = threadIdx.y * LIFE_BX + threadIdx.x;
    for (int k = tid; k < (LIFE_BX + 2) * (LIFE_BY + 2); k += LIFE_BX * LIFE_BY) {
        int tx = k % (LIFE_BX + 2), ty = k / (LIFE_BX + 2);
        int gx = (blockIdx.x * LIFE_BX + tx - 1 + w) % w;
        int gy = (blockIdx.y * LIFE_BY + ty - 1 + h) % h;
        tile[ty][tx] = in[gy * w + gx];
    }
    __syncthreads();
    uint8_t next = 0;
    bool inside = x < w && y < h;
    if (inside) {
        int n = 0;
        for (int dy = 0; dy < 3; ++dy)
            for (int dx = 0; dx < 3; ++dx)
                if (dx != 1 || dy != 1) n += tile[threadIdx.y + dy][threadIdx.x + dx];
        next = rule(tile[threadIdx.y + 1][threadIdx.x + 1], n);
        out[y * w + x] = next;
    }
    int live = __syncthreads_count(next);
    if (tid == 0 && live) atomicAdd(population, (unsigned)live);
}

LifeBoard life_create(int width, int height, const uint8_t *initial) {
    LifeBoard b;
    b.width = width;
    b.height = height;
    b.current = 0;
    size_t bytes = (size_t)width * height;
    LIFE_CHECK(cudaMalloc(&b.cells[0], bytes));
    LIFE_CHECK(cudaMalloc(&b.cells[1], bytes));
    LIFE_CHECK(cudaMalloc(&b.d_population, sizeof(unsigned)));
    LIFE_CHECK(cudaMemcpy(b.cells[0], initial, bytes, cudaMemcpyHostToDevice));
    LIFE_CHECK(cudaMemset(b.d_population, 0, sizeof(unsigned)));
    return b;
}

void life_step(LifeBoard &b) {
    dim3 block(LIFE_BX, LIFE_BY);
    dim3 grid((b.width + LIFE_BX - 1) / LIFE_BX, (b.height + LIFE_BY - 1) / LIFE_BY);
    LIFE_CHECK(cudaMemset(b.d_population, 0, sizeof(unsigned)));
    life_kernel<<<grid, block>>>(b.cells[b.current], b.cells[1 - b.current], b.width, b.height, b.d_population);
    LIFE_CHECK(cudaGetLastError());
    b.current = 1 - b.current;
}

unsigned life_population(const LifeBoard &b) {
    unsigned p = 0;
    LIFE_CHECK(cudaMemcpy(&p, b.d_population, sizeof p, cudaMemcpyDeviceToHost));
    return p;
}

void life_download(const LifeBoard &b, uint8_t *host) {
    LIFE_CHECK(cudaMemcpy(host, b.cells[b.current], (size_t)b.width * b.height, cudaMemcpyDeviceToHost));
}

void life_destroy(LifeBoard &b) {
    LIFE_CHECK(cudaFree(b.cells[0]));
    LIFE_CHECK(cudaFree(b.cells[1]));
    LIFE_CHECK(cudaFree(b.d_population));
}

void life_step_host(const uint8_t *in, uint8_t *out, int w, int h) {
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            int n = 0;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    if (dx || dy) n += in[((y + dy + h) % h) * w + (x + dx + w) % w];
            out[y * w + x] = rule(in[y * w + x], n);
        }
}
