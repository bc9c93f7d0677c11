// cg_block.cu - lowering with cooperative groups' thread_block, as NVIDIA's samples write block
// code: this_thread_block(), cg::sync(cta) and cta.sync() as the barrier, cta.size() in a loop
// bound, cta.thread_rank() read inside a region, a #pragma unroll in the body, and a block whose
// only use of cta is its barrier (the lowered form must not leave it unused: the lowering's
// cases build with -Werror=unused-...). A tiled partition keeps the fiber path. Checked against
// the host; prints PASS.
#include <cooperative_groups.h>
#include <cstdio>
#include <vector>
namespace cg = cooperative_groups;

__global__ void block_sum(const int *in, int *out)
{
    cg::thread_block cta = cg::this_thread_block();
    __shared__ int s[256];
    unsigned t = cta.thread_rank();
    s[t] = in[blockIdx.x * cta.size() + t];
    cg::sync(cta);
    for (unsigned k = cta.size() / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        cta.sync();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

__global__ void rotate_sum(const int *in, int *out)
{
    cg::thread_block cta = cg::this_thread_block();
    __shared__ int s[128];
    s[threadIdx.x] = in[blockIdx.x * 128 + threadIdx.x];
    cg::sync(cta);
    int acc = 0;
#pragma unroll 4
    for (int j = 0; j < 4; j++) acc += s[(threadIdx.x + j) % 128];
    out[blockIdx.x * 128 + cta.thread_rank()] = acc;
}

// as the samples' transpose: cta serves only for the barrier
__global__ void reverse_tile(const int *in, int *out)
{
    cg::thread_block cta = cg::this_thread_block();
    __shared__ int s[64];
    s[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
    cg::sync(cta);
    out[blockIdx.x * 64 + threadIdx.x] = s[63 - threadIdx.x];
}

__global__ void tile_sum(const int *in, int *out)
{
    cg::thread_block cta = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
    int v = in[blockIdx.x * blockDim.x + threadIdx.x];
    for (int d = 16; d > 0; d /= 2) v += tile.shfl_down(v, d);
    if (tile.thread_rank() == 0) atomicAdd(out, v);
}

int main()
{
    const int nb = 8;
    std::vector<int> h(nb * 256), r(nb * 256);
    for (int i = 0; i < nb * 256; i++) h[i] = (i * 7) % 23 - 11;
    int *din, *dout;
    cudaMalloc(&din, nb * 256 * 4);
    cudaMalloc(&dout, nb * 256 * 4);
    cudaMemcpy(din, h.data(), nb * 256 * 4, cudaMemcpyHostToDevice);
    int bad = 0;

    block_sum<<<nb, 256>>>(din, dout);
    cudaMemcpy(r.data(), dout, nb * 4, cudaMemcpyDeviceToHost);
    for (int b = 0; b < nb; b++) {
        int s = 0;
        for (int i = 0; i < 256; i++) s += h[b * 256 + i];
        bad += r[b] != s;
    }
    printf("block_sum %s\n", bad ? "wrong" : "ok");

    rotate_sum<<<nb * 2, 128>>>(din, dout);
    cudaMemcpy(r.data(), dout, nb * 256 * 4, cudaMemcpyDeviceToHost);
    int bad2 = 0;
    for (int b = 0; b < nb * 2; b++)
        for (int t = 0; t < 128; t++) {
            int s = 0;
            for (int j = 0; j < 4; j++) s += h[b * 128 + (t + j) % 128];
            bad2 += r[b * 128 + t] != s;
        }
    printf("rotate_sum %s\n", bad2 ? "wrong" : "ok");

    reverse_tile<<<nb * 4, 64>>>(din, dout);
    cudaMemcpy(r.data(), dout, nb * 256 * 4, cudaMemcpyDeviceToHost);
    int bad3 = 0;
    for (int i = 0; i < nb * 256; i++) bad3 += r[i] != h[(i / 64) * 64 + 63 - i % 64];
    printf("reverse_tile %s\n", bad3 ? "wrong" : "ok");

    int zero = 0, got = 0, want = 0;
    cudaMemcpy(dout, &zero, 4, cudaMemcpyHostToDevice);
    tile_sum<<<nb, 256>>>(din, dout);
    cudaMemcpy(&got, dout, 4, cudaMemcpyDeviceToHost);
    for (int i = 0; i < nb * 256; i++) want += h[i];
    printf("tile_sum %s\n", got == want ? "ok" : "wrong");

    cudaFree(din);
    cudaFree(dout);
    if (bad || bad2 || bad3 || got != want || cudaGetLastError() != cudaSuccess) {
        printf("FAIL\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
