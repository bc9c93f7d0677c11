// vector_add.cu - the example program of man/cu2hip-run.1 (its EXAMPLES are run as tests):
// adds two vectors of N elements (first argument, default 1000) and checks the result.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#ifndef SCALE
#define SCALE 1
#endif

__global__ void vector_add(const int *a, const int *b, int *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + SCALE * b[i];
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    if (n <= 0) {
        fprintf(stderr, "vector_add: bad size '%s'\n", argv[1]);
        return 2;
    }
    size_t bytes = n * sizeof(int);
    int *a = (int *)malloc(bytes), *b = (int *)malloc(bytes), *c = (int *)malloc(bytes);
    for (int i = 0; i < n; ++i) {
        a[i] = i;
        b[i] = 2 * i;
    }
    int *da, *db, *dc;
    cudaMalloc(&da, bytes);
    cudaMalloc(&db, bytes);
    cudaMalloc(&dc, bytes);
    cudaMemcpy(da, a, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice);
    vector_add<<<(n + 255) / 256, 256>>>(da, db, dc, n);
    cudaError_t err = cudaMemcpy(c, dc, bytes, cudaMemcpyDeviceToHost);
    if (err != cudaSuccess) {
        fprintf(stderr, "vector_add: %s\n", cudaGetErrorString(err));
        return 1;
    }
    long long sum = 0;
    for (int i = 0; i < n; ++i) sum += c[i];
    long long expect = (long long)(1 + 2 * SCALE) * n * (n - 1) / 2;
    printf("vector_add: %d elements, sum %lld, %s\n", n, sum, sum == expect ? "PASS" : "FAIL");
    cudaFree(da);
    cudaFree(db);
    cudaFree(dc);
    free(a);
    free(b);
    free(c);
    return sum == expect ? 0 : 1;
}
