// Unified (managed) memory: cudaMallocManaged buffers and a __managed__ variable written by the
// host, updated by kernels, and read by the host after cudaDeviceSynchronize; a linked structure
// of managed nodes whose pointers are followed on the device.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

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

struct Node {
    int value;
    Node *next;
};

__managed__ int g_calls = 0;

__global__ void square_in_place(long long *v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = v[i] * v[i];
    if (i == 0) atomicAdd(&g_calls, 1);
}

// Each thread walks the list from its own start node, summing `steps` values.
__global__ void walk(Node *const *starts, int nstarts, int steps, long long *sums) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= nstarts) return;
    const Node *p = starts[t];
    long long s = 0;
    for (int k = 0; k < steps && p; ++k, p = p->next) s += p->value;
    sums[t] = s;
    if (t == 0) atomicAdd(&g_calls, 1);
}

int main() {
    const int n = 4096;
    long long *v;
    CUDA_CHECK(cudaMallocManaged(&v, n * sizeof(long long)));
    for (int i = 0; i < n; ++i) v[i] = i - 2048;
    square_in_place<<<(n + 255) / 256, 256>>>(v, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    long long total = 0;
    for (int i = 0; i < n; ++i) total += v[i];
    printf("sum of squares %lld\n", total);

    const int nodes = 300, nstarts = 50, steps = 40;
    Node *list;
    Node **starts;
    long long *sums;
    CUDA_CHECK(cudaMallocManaged(&list, nodes * sizeof(Node)));
    CUDA_CHECK(cudaMallocManaged(&starts, nstarts * sizeof(Node *)));
    CUDA_CHECK(cudaMallocManaged(&sums, nstarts * sizeof(long long)));
    // a permuted ring: node i links to node (i * 7 + 3) % nodes
    for (int i = 0; i < nodes; ++i) {
        list[i].value = (i * 13) % 101;
        list[i].next = &list[(i * 7 + 3) % nodes];
    }
    for (int t = 0; t < nstarts; ++t) starts[t] = &list[(t * 11) % nodes];
    walk<<<1, 64>>>(starts, nstarts, steps, sums);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    long long walk_total = 0;
    for (int t = 0; t < nstarts; ++t) {
        const Node *p = starts[t];
        long long s = 0;
        for (int k = 0; k < steps && p; ++k, p = p->next) s += p->value;
        if (sums[t] != s) {
            printf("FAIL: walk %d: %lld != %lld\n", t, sums[t], s);
            return 1;
        }
        walk_total += s;
    }
    printf("list walks total %lld, kernel calls counted %d\n", walk_total, g_calls);
    long long ref = 0;
    for (long long i = -2048; i < 2048; ++i) ref += i * i;
    if (total != ref || g_calls != 2) {
        printf("FAIL: expected %lld and 2 calls\n", ref);
        return 1;
    }
    CUDA_CHECK(cudaFree(v));
    CUDA_CHECK(cudaFree(list));
    CUDA_CHECK(cudaFree(starts));
    CUDA_CHECK(cudaFree(sums));
    printf("PASS\n");
    return 0;
}
