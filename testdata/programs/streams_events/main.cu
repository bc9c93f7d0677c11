// Overlapped pipeline over several streams: pinned host buffers (cudaMallocHost/cudaHostAlloc),
// chunked cudaMemcpyAsync H2D -> kernel -> D2H per stream, events for ordering between streams
// (cudaStreamWaitEvent) and for timing (elapsed time is checked, never printed), and completion
// checks with cudaStreamQuery/cudaEventQuery after synchronization.
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

__global__ void polish(const int *in, int *out, int n, int salt) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = in[i];
        for (int r = 0; r < 8; ++r) v = (v * 17 + salt) % 65521;
        out[i] = v;
    }
}

// Adds the chunk sums computed by other streams; must run after all of them (events).
__global__ void combine(const int *data, int n, unsigned long long *acc) {
    unsigned long long s = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) s += data[i];
    atomicAdd(acc, s);
}

int main() {
    const int nstreams = 4;
    const int chunk = 25000;
    const int n = nstreams * chunk;
    int *h_in = nullptr, *h_out = nullptr;
    CUDA_CHECK(cudaMallocHost(&h_in, n * sizeof(int)));
    CUDA_CHECK(cudaHostAlloc(&h_out, n * sizeof(int), cudaHostAllocDefault));
    for (int i = 0; i < n; ++i) h_in[i] = (i * 7919) % 100003;
    int *d_in, *d_out;
    unsigned long long *d_acc;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_acc, sizeof(unsigned long long)));
    CUDA_CHECK(cudaMemset(d_acc, 0, sizeof(unsigned long long)));

    cudaStream_t streams[nstreams];
    cudaEvent_t done[nstreams];
    for (int s = 0; s < nstreams; ++s) {
        CUDA_CHECK(cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking));
        CUDA_CHECK(cudaEventCreateWithFlags(&done[s], cudaEventDisableTiming));
    }
    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));
    CUDA_CHECK(cudaEventRecord(start, streams[0]));

    for (int s = 0; s < nstreams; ++s) {
        int off = s * chunk;
        CUDA_CHECK(cudaMemcpyAsync(d_in + off, h_in + off, chunk * sizeof(int), cudaMemcpyHostToDevice,
                                   streams[s]));
        polish<<<(chunk + 255) / 256, 256, 0, streams[s]>>>(d_in + off, d_out + off, chunk, s + 1);
        CUDA_CHECK(cudaGetLastError());
        CUDA_CHECK(cudaMemcpyAsync(h_out + off, d_out + off, chunk * sizeof(int), cudaMemcpyDeviceToHost,
                                   streams[s]));
        CUDA_CHECK(cudaEventRecord(done[s], streams[s]));
    }
    // stream 0 combines everything once every stream's kernel and copy are done
    for (int s = 1; s < nstreams; ++s) CUDA_CHECK(cudaStreamWaitEvent(streams[0], done[s], 0));
    combine<<<16, 128, 0, streams[0]>>>(d_out, n, d_acc);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaEventRecord(stop, streams[0]));
    unsigned long long *h_acc;
    CUDA_CHECK(cudaMallocHost(&h_acc, sizeof(unsigned long long)));
    *h_acc = 0;
    CUDA_CHECK(cudaMemcpyAsync(h_acc, d_acc, sizeof(unsigned long long), cudaMemcpyDeviceToHost, streams[0]));
    CUDA_CHECK(cudaEventSynchronize(stop));
    CUDA_CHECK(cudaStreamSynchronize(streams[0]));
    for (int s = 1; s < nstreams; ++s) CUDA_CHECK(cudaStreamSynchronize(streams[s]));

    float ms = -1.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    bool timing_ok = ms >= 0.0f;
    bool idle = true;
    for (int s = 0; s < nstreams; ++s) {
        if (cudaStreamQuery(streams[s]) != cudaSuccess) idle = false;
        if (cudaEventQuery(done[s]) != cudaSuccess) idle = false;
    }

    unsigned long long host_sum = 0;
    int bad = -1;
    for (int i = 0; i < n; ++i) {
        int s = i / chunk;
        int v = h_in[i];
        for (int r = 0; r < 8; ++r) v = (v * 17 + s + 1) % 65521;
        if (h_out[i] != v && bad < 0) bad = i;
        host_sum += v;
    }
    printf("streams %d, elements %d, device sum %llu, host sum %llu\n", nstreams, n, *h_acc, host_sum);
    printf("timing non-negative: %s, all streams idle: %s\n", timing_ok ? "yes" : "no", idle ? "yes" : "no");
    if (bad >= 0) {
        printf("FAIL: element %d: %d\n", bad, h_out[bad]);
        return 1;
    }
    if (*h_acc != host_sum || !timing_ok || !idle) {
        printf("FAIL\n");
        return 1;
    }
    for (int s = 0; s < nstreams; ++s) {
        CUDA_CHECK(cudaStreamDestroy(streams[s]));
        CUDA_CHECK(cudaEventDestroy(done[s]));
    }
    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFreeHost(h_in));
    CUDA_CHECK(cudaFreeHost(h_out));
    CUDA_CHECK(cudaFreeHost(h_acc));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_acc));
    printf("PASS\n");
    return 0;
}
