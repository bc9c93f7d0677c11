// Matrix transpose through a padded shared-memory tile (TILE_DIM x TILE_DIM+1, BLOCK_ROWS rows
// of threads, the layout of the CUDA "optimizing matrix transpose" example), plus a naive kernel,
// on a non-square matrix whose sides are not multiples of the tile.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define TILE_DIM 32
#define BLOCK_ROWS 8

#define checkCuda(result) check_cuda((result), #result, __FILE__, __LINE__)
static void check_cuda(cudaError_t result, const char *what, const char *file, int line) {
    if (result != cudaSuccess) {
        fprintf(stderr, "%s:%d: %s: %s\n", file, line, what, cudaGetErrorString(result));
        printf("FAIL: CUDA error\n");
        exit(1);
    }
}

__global__ void transpose_naive(float *odata, const float *idata, int width, int height) {
    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < width && y + j < height) odata[x * height + (y + j)] = idata[(y + j) * width + x];
}

__global__ void transpose_tiled(float *odata, const float *idata, int width, int height) {
    __shared__ float tile[TILE_DIM][TILE_DIM + 1];
    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < width && y + j < height) tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
    __syncthreads();
    x = blockIdx.y * TILE_DIM + threadIdx.x;  // transposed block offset
    y = blockIdx.x * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < height && y + j < width) odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
    const int width = 300, height = 200;
    const size_t bytes = (size_t)width * height * sizeof(float);
    float *h_in = (float *)malloc(bytes), *h_out = (float *)malloc(bytes);
    for (int i = 0; i < width * height; ++i) h_in[i] = (float)i;
    float *d_in, *d_out;
    checkCuda(cudaMalloc(&d_in, bytes));
    checkCuda(cudaMalloc(&d_out, bytes));
    checkCuda(cudaMemcpy(d_in, h_in, bytes, cudaMemcpyHostToDevice));
    dim3 grid((width + TILE_DIM - 1) / TILE_DIM, (height + TILE_DIM - 1) / TILE_DIM);
    dim3 block(TILE_DIM, BLOCK_ROWS);
    const char *names[2] = {"naive", "tiled"};
    for (int variant = 0; variant < 2; ++variant) {
        checkCuda(cudaMemset(d_out, 0, bytes));
        if (variant == 0)
            transpose_naive<<<grid, block>>>(d_out, d_in, width, height);
        else
            transpose_tiled<<<grid, block>>>(d_out, d_in, width, height);
        checkCuda(cudaGetLastError());
        checkCuda(cudaMemcpy(h_out, d_out, bytes, cudaMemcpyDeviceToHost));
        unsigned long long sum = 0;
        for (int r = 0; r < width; ++r)
            for (int c = 0; c < height; ++c) {
                float want = h_in[c * width + r];
                if (h_out[r * height + c] != want) {
                    printf("FAIL: %s: out[%d][%d] = %.0f, expected %.0f\n", names[variant], r, c,
                           h_out[r * height + c], want);
                    return 1;
                }
                sum += (unsigned long long)h_out[r * height + c] * (unsigned)(r * height + c + 1);
            }
        printf("%s transpose %dx%d: position-weighted sum %llu\n", names[variant], height, width, sum);
    }
    checkCuda(cudaFree(d_in));
    checkCuda(cudaFree(d_out));
    free(h_in);
    free(h_out);
    printf("PASS\n");
    return 0;
}
