// scan.cu - Blelloch work-efficient exclusive scan in shared memory, one tile of 2*SCAN_BLOCK
// elements per block; the block totals are scanned recursively and added back.
#include "scan.cuh"

__global__ void scan_tiles(const int *in, int *out, int *block_sums, size_t n) {
    __shared__ int temp[SCAN_TILE];
    int tid = threadIdx.x;
    size_t base = (size_t)blockIdx.x * SCAN_TILE;
    temp[2 * tid] = (base + 2 * tid < n) ? in[base + 2 * tid] : 0;
    temp[2 * tid + 1] = (base + 2 * tid + 1 < n) ? in[base + 2 * tid + 1] : 0;

    int offset = 1;
    for (int d = SCAN_TILE >> 1; d > 0; d >>= 1) {  // up-sweep
        __syncthreads();
        if (tid < d) {
            int ai = offset * (2 * tid + 1) - 1;
            int bi = offset * (2 * tid + 2) - 1;
            temp[bi] += temp[ai];
        }
        offset *= 2;
    }
    if (tid == 0) {
        if (block_sums) block_sums[blockIdx.x] = temp[SCAN_TILE - 1];
        temp[SCAN_TILE - 1] = 0;
    }
    for (int d = 1; d < SCAN_TILE; d *= 2) {  // down-sweep
        offset >>= 1;
        __syncthreads();
        if (tid < d) {
            int ai = offset * (2 * tid + 1) - 1;
            int bi = offset * (2 * tid + 2) - 1;
            int t = temp[ai];
            temp[ai] = temp[bi];
            temp[bi] += t;
        }
    }
    __syncthreads();
    if (base + 2 * tid < n) out[base + 2 * tid] = temp[2 * tid];
    if (base + 2 * tid + 1 < n) out[base + 2 * tid + 1] = temp[2 * tid + 1];
}

__global__ void add_offsets(int *out, const int *offsets, size_t n) {
    size_t i = (size_t)blockIdx.x * SCAN_TILE + threadIdx.x;
    int add = offsets[blockIdx.x];
    if (i < n) out[i] += add;
    if (i + SCAN_BLOCK < n) out[i + SCAN_BLOCK] += add;
}

cudaError_t exclusive_scan(const int *d_in, int *d_out, size_t n) {
    size_t blocks = (n + SCAN_TILE - 1) / SCAN_TILE;
    if (blocks == 1) {
        scan_tiles<<<1, SCAN_BLOCK>>>(d_in, d_out, nullptr, n);
        return cudaGetLastError();
    }
    int *sums = nullptr, *sums_scanned = nullptr;
    cudaError_t err = cudaMalloc(&sums, blocks * sizeof(int));
    if (err != cudaSuccess) return err;
    err = cudaMalloc(&sums_scanned, blocks * sizeof(int));
    if (err != cudaSuccess) {
        cudaFree(sums);
        return err;
    }
    scan_tiles<<<(unsigned)blocks, SCAN_BLOCK>>>(d_in, d_out, sums, n);
    err = cudaGetLastError();
    if (err == cudaSuccess) err = exclusive_scan(sums, sums_scanned, blocks);
    if (err == cudaSuccess) {
        add_offsets<<<(unsigned)blocks, SCAN_BLOCK>>>(d_out, sums_scanned, n);
        err = cudaGetLastError();
    }
    cudaFree(sums);
    cudaFree(sums_scanned);
    return err;
}
