// warp_tail.hip - hand-written HIP: a block sum whose last steps are warp-synchronous, the
// classic volatile shared-memory tail inside if (tid < warpSize) with no barrier (valid where
// a warp's lanes run in lockstep, as AMD's wavefronts do). hipshim-cc's front end gives it
// lockstep points; the tree above it, with its barriers, is lowered. Checked against the host's
// sum at the device's warp size. Prints PASS when all agree.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>

#define BS 256

__global__ void block_sum(const int *in, int *out)
{
    __shared__ int sdata[BS];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > (unsigned)warpSize; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < (unsigned)warpSize) {
        volatile int *v = sdata;
        for (int o = warpSize; o > 0; o >>= 1)
            v[tid] += v[tid + o];
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}

int main()
{
    const int nb = 64;
    std::vector<int> h(nb * BS), r(nb);
    for (int i = 0; i < nb * BS; i++) h[i] = (i * 7) % 13 - 6;
    int *din, *dout;
    hipMalloc(&din, nb * BS * sizeof(int));
    hipMalloc(&dout, nb * sizeof(int));
    hipMemcpy(din, h.data(), nb * BS * sizeof(int), hipMemcpyHostToDevice);
    block_sum<<<nb, BS>>>(din, dout);
    hipMemcpy(r.data(), dout, nb * sizeof(int), hipMemcpyDeviceToHost);
    int bad = 0;
    for (int b = 0; b < nb; b++) {
        int want = 0;
        for (int i = 0; i < BS; i++) want += h[b * BS + i];
        if (r[b] != want && bad++ < 4) printf("block %d: %d, want %d\n", b, r[b], want);
    }
    printf("%d of %d block sums wrong\n", bad, nb);
    hipFree(din);
    hipFree(dout);
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
