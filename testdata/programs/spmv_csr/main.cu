// Sparse matrix-vector product in CSR format: a scalar kernel (one thread per row) and a vector
// kernel (one warp per row, lanes striding over the row, __shfl_down_sync reduction over
// warpSize lanes). Matrix size and seed come from the command line: spmv_csr [ROWS [SEED]].
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

__global__ void spmv_scalar(int rows, const int *row_ptr, const int *cols, const double *vals,
                            const double *x, double *y) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        double s = 0;
        for (int k = row_ptr[r]; k < row_ptr[r + 1]; ++k) s += vals[k] * x[cols[k]];
        y[r] = s;
    }
}

__global__ void spmv_vector(int rows, const int *__restrict__ row_ptr, const int *__restrict__ cols,
                            const double *__restrict__ vals, const double *__restrict__ x, double *y) {
    int lane = threadIdx.x & (warpSize - 1);
    int warps_per_block = blockDim.x / warpSize;
    int row = blockIdx.x * warps_per_block + threadIdx.x / warpSize;
    if (row >= rows) return;  // the whole warp leaves together
    double s = 0;
    for (int k = row_ptr[row] + lane; k < row_ptr[row + 1]; k += warpSize) s += vals[k] * __ldg(&x[cols[k]]);
    for (int off = warpSize / 2; off > 0; off >>= 1) s += __shfl_down_sync(0xffffffff, s, off);
    if (lane == 0) y[row] = s;
}

int main(int argc, char **argv) {
    int rows = argc > 1 ? atoi(argv[1]) : 1000;
    unsigned seed = argc > 2 ? (unsigned)strtoul(argv[2], nullptr, 10) : 1u;
    if (rows <= 0 || rows > 100000) {
        printf("FAIL: bad row count %s\n", argv[1]);
        return 1;
    }
    std::vector<int> row_ptr(rows + 1), cols;
    std::vector<double> vals, x(rows);
    unsigned s = seed;
    auto next = [&s]() {
        s = s * 1103515245u + 12345u;
        return (s >> 8) & 0xffffff;
    };
    for (int r = 0; r < rows; ++r) {
        row_ptr[r] = (int)cols.size();
        int nnz = 1 + next() % (r % 10 == 0 ? 120 : 12);  // a few long rows
        int c = next() % 7;
        for (int k = 0; k < nnz && c < rows; ++k) {
            cols.push_back(c);
            vals.push_back((double)((int)(next() % 19) - 9));
            c += 1 + next() % 9;
        }
        x[r] = (double)(r % 5) - 2.0;
    }
    row_ptr[rows] = (int)cols.size();
    int nnz = (int)cols.size();
    int *d_rp, *d_cols;
    double *d_vals, *d_x, *d_y;
    CUDA_CHECK(cudaMalloc(&d_rp, (rows + 1) * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_cols, nnz * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_vals, nnz * sizeof(double)));
    CUDA_CHECK(cudaMalloc(&d_x, rows * sizeof(double)));
    CUDA_CHECK(cudaMalloc(&d_y, rows * sizeof(double)));
    CUDA_CHECK(cudaMemcpy(d_rp, row_ptr.data(), (rows + 1) * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_cols, cols.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_vals, vals.data(), nnz * sizeof(double), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_x, x.data(), rows * sizeof(double), cudaMemcpyHostToDevice));
    std::vector<double> ref(rows), y(rows);
    for (int r = 0; r < rows; ++r) {
        double t = 0;
        for (int k = row_ptr[r]; k < row_ptr[r + 1]; ++k) t += vals[k] * x[cols[k]];
        ref[r] = t;
    }
    int ws = 0;
    CUDA_CHECK(cudaDeviceGetAttribute(&ws, cudaDevAttrWarpSize, 0));
    for (int variant = 0; variant < 2; ++variant) {
        CUDA_CHECK(cudaMemset(d_y, 0, rows * sizeof(double)));
        if (variant == 0) {
            spmv_scalar<<<(rows + 127) / 128, 128>>>(rows, d_rp, d_cols, d_vals, d_x, d_y);
        } else {
            int threads = 256, rows_per_block = threads / ws;
            spmv_vector<<<(rows + rows_per_block - 1) / rows_per_block, threads>>>(rows, d_rp, d_cols, d_vals, d_x, d_y);
        }
        CUDA_CHECK(cudaGetLastError());
        CUDA_CHECK(cudaMemcpy(y.data(), d_y, rows * sizeof(double), cudaMemcpyDeviceToHost));
        double sum = 0, wsum = 0;
        for (int r = 0; r < rows; ++r) {
            if (y[r] != ref[r]) {  // small integers: exact in any order
                printf("FAIL: %s: y[%d] = %g, expected %g\n", variant ? "vector" : "scalar", r, y[r], ref[r]);
                return 1;
            }
            sum += y[r];
            wsum += y[r] * (r % 3 + 1);
        }
        printf("%s kernel: rows %d nnz %d sum %.0f weighted %.0f\n", variant ? "vector" : "scalar", rows, nnz,
               sum, wsum);
    }
    cudaFree(d_rp);
    cudaFree(d_cols);
    cudaFree(d_vals);
    cudaFree(d_x);
    cudaFree(d_y);
    printf("PASS\n");
    return 0;
}
