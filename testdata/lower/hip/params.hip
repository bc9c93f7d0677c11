// params.hip - hand-written HIP: a kernel that moves its pointer and count parameters per
// block and per thread, then meets a barrier (each thread has its own copy of a parameter, as
// on a GPU), and a __device__ helper whose ballot (64 bits in HIP) is lowered with its caller:
// a 64-wide warp of alternating votes counts 32. Checked against the host at the device's
// warp size. Prints PASS when all agree.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>

#define BS 128

__global__ void shift_params(const float *in, float *out, int n, float scale)
{
    __shared__ float tile[BS];
    in += blockIdx.x * blockDim.x;
    out += blockIdx.x * blockDim.x;
    n -= blockIdx.x * blockDim.x;
    scale += threadIdx.x;
    tile[threadIdx.x] = threadIdx.x < n ? in[threadIdx.x] * scale : 0.0f;
    __syncthreads();
    if (threadIdx.x < n)
        out[threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x] + scale;
}

__device__ unsigned long long vote_mask(int pred)
{
    return __ballot(pred);
}

__global__ void votes(int *out)
{
    __shared__ int s[BS];
    unsigned long long m = vote_mask(threadIdx.x % 2 == 0);
    s[threadIdx.x] = __popcll(m);
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
}

int main()
{
    int failures = 0;
    const int n = 1000, nb = (n + BS - 1) / BS;
    std::vector<float> h(nb * BS), r(nb * BS);
    for (int i = 0; i < n; i++) h[i] = (float)(i % 17);
    float *fin, *fout;
    hipMalloc(&fin, nb * BS * sizeof(float));
    hipMalloc(&fout, nb * BS * sizeof(float));
    hipMemcpy(fin, h.data(), n * sizeof(float), hipMemcpyHostToDevice);
    hipLaunchKernelGGL(shift_params, dim3(nb), dim3(BS), 0, 0, fin, fout, n, 0.5f);
    hipMemcpy(r.data(), fout, n * sizeof(float), hipMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < n; i++) {
        int b = i / BS, t = i % BS, m = n - b * BS, u = BS - 1 - t;
        float tv = u < m ? h[b * BS + u] * (0.5f + u) : 0.0f;
        ok = ok && r[i] == tv + (0.5f + t);
    }
    printf("%s parameters moved per block and per thread\n", ok ? "ok" : "FAIL:");
    failures += !ok;

    int ws = 0;
    hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, 0);
    int *dv;
    std::vector<int> hv(2 * BS);
    hipMalloc(&dv, 2 * BS * sizeof(int));
    votes<<<2, BS>>>(dv);
    hipMemcpy(hv.data(), dv, 2 * BS * sizeof(int), hipMemcpyDeviceToHost);
    ok = true;
    for (int i = 0; i < 2 * BS; i++)
        ok = ok && hv[i] == ws / 2;
    printf("alternating votes of a warp: %d\n", hv[0]);
    printf("%s a helper's ballot keeps every lane\n", ok ? "ok" : "FAIL:");
    failures += !ok;
    hipFree(fin);
    hipFree(fout);
    hipFree(dv);
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}
