// Grid-wide synchronisation through cooperative launch: one kernel runs several Jacobi sweeps
// over a ring of cells, with grid.sync() between reading neighbours (owned by other blocks) and
// writing, and finishes with a two-level reduction across blocks after a final grid.sync().
// Launched with cudaLaunchCooperativeKernel on a grid small enough to be co-resident.
#include <cstdio>
#include <cstdlib>
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,                 \
                    cudaGetErrorString(e_));                                              \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

__global__ void ring_sweeps(int *a, int *b, int n, int sweeps, long long *partials, long long *total) {
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    __shared__ long long sh[256];
    unsigned long long stride = grid.size();
    for (int s = 0; s < sweeps; ++s) {
        for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += stride) {
            int left = a[(i + n - 1) % n], right = a[(i + 1) % n];
            b[i] = (left + 2 * a[i] + right) / 4 + (int)(i % 3);
        }
        grid.sync();
        int *t = a;
        a = b;
        b = t;
    }
    long long mine = 0;
    for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += stride) mine += a[i] * (long long)(i % 5 + 1);
    sh[block.thread_rank()] = mine;
    block.sync();
    for (unsigned w = block.size() / 2; w > 0; w /= 2) {
        if (block.thread_rank() < w) sh[block.thread_rank()] += sh[block.thread_rank() + w];
        block.sync();
    }
    if (block.thread_rank() == 0) partials[blockIdx.x] = sh[0];
    grid.sync();
    if (grid.thread_rank() == 0) {
        long long t = 0;
        for (unsigned k = 0; k < gridDim.x; ++k) t += partials[k];
        *total = t;
    }
}

int main() {
    int dev = 0, coop = 0, sms = 0;
    CUDA_CHECK(cudaGetDevice(&dev));
    CUDA_CHECK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev));
    CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
    if (!coop) {
        printf("FAIL: device does not support cooperative launch\n");
        return 1;
    }
    const int threads = 128, blocks = 8;
    int per_sm = 0;
    CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, ring_sweeps, threads, 0));
    if (per_sm * sms < blocks) {
        printf("FAIL: %d blocks are not co-resident\n", blocks);
        return 1;
    }
    const int n = 5000, sweeps = 6;
    int *h = (int *)malloc(n * sizeof(int)), *tmp = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; ++i) h[i] = (i * 7577) % 10007;
    int *d_a, *d_b;
    long long *d_partials, *d_total;
    CUDA_CHECK(cudaMalloc(&d_a, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_b, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_partials, blocks * sizeof(long long)));
    CUDA_CHECK(cudaMalloc(&d_total, sizeof(long long)));
    CUDA_CHECK(cudaMemcpy(d_a, h, n * sizeof(int), cudaMemcpyHostToDevice));
    int n_arg = n, sweeps_arg = sweeps;
    void *args[] = {&d_a, &d_b, &n_arg, &sweeps_arg, &d_partials, &d_total};
    CUDA_CHECK(cudaLaunchCooperativeKernel((void *)ring_sweeps, dim3(blocks), dim3(threads), args, 0, 0));
    CUDA_CHECK(cudaDeviceSynchronize());
    long long total = 0;
    CUDA_CHECK(cudaMemcpy(&total, d_total, sizeof total, cudaMemcpyDeviceToHost));
    for (int s = 0; s < sweeps; ++s) {
        for (int i = 0; i < n; ++i) tmp[i] = (h[(i + n - 1) % n] + 2 * h[i] + h[(i + 1) % n]) / 4 + i % 3;
        int *t = h;
        h = tmp;
        tmp = t;
    }
    long long ref = 0;
    for (int i = 0; i < n; ++i) ref += h[i] * (long long)(i % 5 + 1);
    printf("ring of %d cells, %d sweeps on %d blocks: weighted total %lld\n", n, sweeps, blocks, total);
    if (total != ref) {
        printf("FAIL: expected %lld\n", ref);
        return 1;
    }
    CUDA_CHECK(cudaFree(d_a));
    CUDA_CHECK(cudaFree(d_b));
    CUDA_CHECK(cudaFree(d_partials));
    CUDA_CHECK(cudaFree(d_total));
    free(h);
    free(tmp);
    printf("PASS\n");
    return 0;
}
