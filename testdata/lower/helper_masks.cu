// helper_masks.cu - __device__ helpers whose warp masks cu2hip widens to 64 bits: a helper that
// returns a ballot (its result type becomes unsigned long long) and a helper that takes a mask
// (its parameter does). cu2hip --lower-kernels lowers each helper and its callers with the
// types the output spells, so at warp size 64 a warp's ballot keeps lanes 32-63: a 64-wide
// warp of alternating votes counts 32, not 16. Each result is checked against the count the
// device's warp size gives. Prints PASS when all agree.
#include <cstdio>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

#define BS 128

__device__ unsigned vote_mask(int pred)
{
    return __ballot_sync(0xffffffff, pred);
}

// the lanes of `mask` whose value is positive
__device__ int positive_lanes(unsigned mask, int v)
{
    unsigned m = __ballot_sync(mask, v > 0);
    return __popc(m & mask);
}

__global__ void votes(int *out)
{
    __shared__ int s[BS];
    unsigned m = vote_mask(threadIdx.x % 2 == 0);
    s[threadIdx.x] = __popc(m);
    __syncthreads();
    if (threadIdx.x == 0) out[blockIdx.x] = s[blockDim.x - 1];
}

__global__ void positives(const int *in, int *out)
{
    __shared__ int s[BS];
    unsigned all = vote_mask(1);
    int c = positive_lanes(all, in[blockIdx.x * blockDim.x + threadIdx.x]);
    s[threadIdx.x] = c;
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];
}

int main()
{
    int ws = 0;
    cudaDeviceGetAttribute(&ws, cudaDevAttrWarpSize, 0);
    int *d, *in, h = 0;
    cudaMalloc(&d, 2 * BS * sizeof(int));
    cudaMalloc(&in, 2 * BS * sizeof(int));
    votes<<<1, BS>>>(d);
    cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
    printf("alternating votes of a warp: %d\n", h);
    check("a helper's ballot keeps every lane of the warp", h == ws / 2);

    int hin[2 * BS], hout[2 * BS];
    for (int i = 0; i < 2 * BS; i++) hin[i] = (i % 3 == 0) ? 1 : -1;
    cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
    positives<<<2, BS>>>(in, d);
    cudaMemcpy(hout, d, sizeof hout, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < 2 * BS; i++) {
        int b = i / BS, t = (i % BS + 1) % BS, w0 = b * BS + t / ws * ws, want = 0;
        for (int k = 0; k < ws; k++) want += hin[w0 + k] > 0;
        ok = ok && hout[i] == want;
    }
    check("a helper's mask parameter keeps every lane of the warp", ok);
    cudaFree(d);
    cudaFree(in);
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}
