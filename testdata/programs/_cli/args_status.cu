// args_status.cu - for the cu2hip-run tests: echoes its arguments on stdout (one per line, in
// brackets), writes a line on stderr, and exits with the status given as its first argument.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void count_args(int *out, int argc) {
    if (threadIdx.x < (unsigned)argc) atomicAdd(out, 1);
}

int main(int argc, char **argv) {
    int *d, n = 0;
    cudaMalloc(&d, sizeof(int));
    cudaMemset(d, 0, sizeof(int));
    count_args<<<1, 64>>>(d, argc - 1);
    cudaMemcpy(&n, d, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    printf("%d arguments\n", n);
    for (int i = 1; i < argc; ++i) printf("[%s]\n", argv[i]);
    fprintf(stderr, "this line goes to stderr\n");
    return argc > 1 ? atoi(argv[1]) : 0;
}
