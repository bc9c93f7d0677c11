// Dynamic work distribution: a fixed grid of persistent blocks pulls tasks from a global queue
// head with atomicAdd, either one warp's worth at a time (lane 0 grabs, __shfl_sync broadcasts)
// or one block's worth at a time (thread 0 grabs into shared memory). Each task computes the
// Collatz stopping time of its number; results are checked against the host.
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

__host__ __device__ unsigned collatz_steps(unsigned long long x) {
    unsigned steps = 0;
    while (x != 1) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        ++steps;
    }
    return steps;
}

struct Queue {
    unsigned head;       // next task to hand out
    unsigned done;       // tasks completed
    unsigned long long best;  // (steps << 32) | ~index : max steps, smallest index on ties
};

__global__ void warp_queue_worker(Queue *q, unsigned ntasks, unsigned first, unsigned *steps_out) {
    int lane = threadIdx.x % warpSize;
    while (true) {
        unsigned base = 0;
        if (lane == 0) base = atomicAdd(&q->head, (unsigned)warpSize);
        base = __shfl_sync(0xffffffff, base, 0);
        if (base >= ntasks) break;  // uniform across the warp
        unsigned task = base + lane;
        if (task < ntasks) {
            unsigned s = collatz_steps(first + task);
            steps_out[task] = s;
            atomicAdd(&q->done, 1u);
            atomicMax(&q->best, ((unsigned long long)s << 32) | (0xffffffffu - task));
        }
    }
}

__global__ void block_queue_worker(Queue *q, unsigned ntasks, unsigned first, unsigned *steps_out) {
    __shared__ unsigned base;
    while (true) {
        if (threadIdx.x == 0) base = atomicAdd(&q->head, blockDim.x);
        __syncthreads();
        unsigned my = base;
        __syncthreads();  // everyone has read base before thread 0 overwrites it
        if (my >= ntasks) break;
        unsigned task = my + threadIdx.x;
        if (task < ntasks) {
            unsigned s = collatz_steps(first + task);
            steps_out[task] = s;
            atomicAdd(&q->done, 1u);
            atomicMax(&q->best, ((unsigned long long)s << 32) | (0xffffffffu - task));
        }
    }
}

int main() {
    const unsigned ntasks = 30000, first = 1;
    Queue *d_q;
    unsigned *d_steps;
    CUDA_CHECK(cudaMalloc(&d_q, sizeof(Queue)));
    CUDA_CHECK(cudaMalloc(&d_steps, ntasks * sizeof(unsigned)));
    std::vector<unsigned> ref(ntasks);
    unsigned long long ref_total = 0;
    for (unsigned t = 0; t < ntasks; ++t) {
        ref[t] = collatz_steps(first + t);
        ref_total += ref[t];
    }
    for (int variant = 0; variant < 2; ++variant) {
        CUDA_CHECK(cudaMemset(d_q, 0, sizeof(Queue)));
        CUDA_CHECK(cudaMemset(d_steps, 0xff, ntasks * sizeof(unsigned)));
        if (variant == 0)
            warp_queue_worker<<<6, 128>>>(d_q, ntasks, first, d_steps);
        else
            block_queue_worker<<<5, 96>>>(d_q, ntasks, first, d_steps);
        CUDA_CHECK(cudaGetLastError());
        Queue q;
        std::vector<unsigned> steps(ntasks);
        CUDA_CHECK(cudaMemcpy(&q, d_q, sizeof q, cudaMemcpyDeviceToHost));
        CUDA_CHECK(cudaMemcpy(steps.data(), d_steps, ntasks * sizeof(unsigned), cudaMemcpyDeviceToHost));
        unsigned long long total = 0;
        for (unsigned t = 0; t < ntasks; ++t) {
            if (steps[t] != ref[t]) {
                printf("FAIL: variant %d task %u: %u != %u\n", variant, t, steps[t], ref[t]);
                return 1;
            }
            total += steps[t];
        }
        unsigned best_steps = (unsigned)(q.best >> 32);
        unsigned best_n = first + (0xffffffffu - (unsigned)(q.best & 0xffffffffu));
        printf("%s queue: %u tasks done, total steps %llu, longest %u steps at n=%u\n",
               variant == 0 ? "warp" : "block", q.done, total, best_steps, best_n);
        if (q.done != ntasks || total != ref_total || q.head < ntasks) {
            printf("FAIL: queue accounting\n");
            return 1;
        }
    }
    CUDA_CHECK(cudaFree(d_q));
    CUDA_CHECK(cudaFree(d_steps));
    printf("PASS\n");
    return 0;
}
