// helper_cond.cu - calls of __device__ functions that synchronise, one of two chosen by ?:
// (seed 002's lastBlock guards: an atomic ticket, a barrier, then the last block merges): only
// the chosen helper may run, so the ticket counter advances once per block. cu2hip
// --lower-kernels keeps such kernels on the fiber path (running both helpers over the block
// advanced it twice). Checked against the host. Prints PASS when all agree.
#include <cstdio>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

__device__ bool last_or(int *counter)
{
    __threadfence();
    int last = 0;
    if (threadIdx.x == 0)
        last = atomicAdd(counter, 1);
    return __syncthreads_or(last == (int)gridDim.x - 1);
}

__device__ bool last_shared(int *counter)
{
    __shared__ int last;
    __threadfence();
    if (threadIdx.x == 0)
        last = atomicAdd(counter, 1);
    __syncthreads();
    return last == (int)gridDim.x - 1;
}

template <int Variant>
__global__ void tickets(int *counter, int *lasts)
{
    bool last = Variant == 1 ? last_or(counter) : last_shared(counter);
    if (last && threadIdx.x == 0)
        atomicAdd(lasts, 1);
}

__global__ void tickets_rt(int *counter, int *lasts, int variant)
{
    bool last = variant == 1 ? last_or(counter) : last_shared(counter);
    if (last && threadIdx.x == 0)
        atomicAdd(lasts, 1);
}

int main()
{
    int *d, h[2];
    cudaMalloc(&d, 2 * sizeof(int));
    for (int v = 1; v <= 2; v++) {
        for (int rt = 0; rt < 2; rt++) {
            cudaMemset(d, 0, 2 * sizeof(int));
            if (rt)
                tickets_rt<<<9, 64>>>(d, d + 1, v);
            else if (v == 1)
                tickets<1><<<9, 64>>>(d, d + 1);
            else
                tickets<2><<<9, 64>>>(d, d + 1);
            cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
            char what[96];
            snprintf(what, sizeof what, "variant %d%s: %d tickets, %d last blocks", v, rt ? " (run time)" : "",
                     h[0], h[1]);
            check(what, h[0] == 9 && h[1] == 1);
        }
    }
    cudaFree(d);
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}
