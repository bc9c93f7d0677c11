/* coop.hip - cooperative groups: this_thread_block (ranks, indices, dims, sync), static
 * thread_block_tile<N> and dynamic tiled_partition with shfl*, ballot, any, all, match_*,
 * meta_group_rank/size; coalesced_threads; cg::reduce / inclusive_scan / exclusive_scan with
 * plus, less, greater, bit_and, bit_or, bit_xor on tiles and whole blocks; invoke_one and
 * invoke_one_broadcast; and seed 004's persistent kernel that runs several phases separated by
 * this_grid().sync() under hipLaunchCooperativeKernel. Self-checking. */
#include "hs_test.h"
#include <hip/hip_cooperative_groups.h>
#include <vector>

namespace cg = cooperative_groups;
enum { NOUT = 24 };

template <unsigned N> __device__ void tile_checks(int *o) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<N> t = cg::tiled_partition<N>(block);
    int r = (int)t.thread_rank(), v = (int)block.thread_rank();
    o[0] = (int)t.size() * 1000 + r;
    o[1] = (int)t.meta_group_rank() * 1000 + (int)t.meta_group_size();
    o[2] = t.shfl(v, 0);
    o[3] = t.shfl_down(v, 1);
    o[4] = t.shfl_up(v, 2);
    o[5] = t.shfl_xor(v, 1);
    o[6] = (int)(t.ballot(r % 2 == 0) & 0xffffffffull);
    o[7] = t.any(v == 3) * 10 + t.all(v >= 0);
    o[8] = (int)t.match_any(r / 2);
    o[9] = cg::reduce(t, v, cg::plus<int>());
    o[10] = cg::reduce(t, v, cg::less<int>()) * 10000 + cg::reduce(t, v, cg::greater<int>());
    o[11] = (int)cg::reduce(t, 1u << (r % 16), cg::bit_or<unsigned>());
    o[12] = cg::inclusive_scan(t, v);
    o[13] = cg::exclusive_scan(t, v, cg::plus<int>());
    t.sync();
    cg::sync(t);
}

__global__ void coop_kernel(int *out, int *block_out) {
    cg::thread_block block = cg::this_thread_block();
    int v = (int)block.thread_rank();
    int *o = out + (blockIdx.x * blockDim.x * blockDim.y + block.thread_rank()) * NOUT * 3;
    tile_checks<4>(o);
    tile_checks<16>(o + NOUT);
    tile_checks<32>(o + 2 * NOUT);
    /* block-wide */
    dim3 ti = block.thread_index(), gi = block.group_index(), dt = block.dim_threads();
    int total = cg::reduce(block, v, cg::plus<int>());
    int mx = cg::reduce(block, v * 3 % 101, cg::greater<int>());
    int incl = cg::inclusive_scan(block, v);
    int excl = cg::exclusive_scan(block, 2 * v + 1);
    int x = cg::reduce(block, v, cg::bit_xor<int>());
    int a = cg::reduce(block, ~(1 << (v % 20)), cg::bit_and<int>());
    auto dyn = cg::tiled_partition(block, 8);
    int dsum = cg::reduce(dyn, v, cg::plus<int>());
    dyn.sync();
    int one = cg::invoke_one_broadcast(block, [&] { return 40 + (int)gi.x; });
    __shared__ int calls;
    if (v == 0)
        calls = 0;
    block.sync();
    cg::invoke_one(block, [&] { atomicAdd(&calls, 1); });
    block.sync();
    cg::coalesced_group co = cg::coalesced_threads();
    int crank = (int)co.thread_rank(), csize = (int)co.size();
    int cfirst = co.shfl(v, 0);
    int *b = block_out + (blockIdx.x * blockDim.x * blockDim.y + block.thread_rank()) * 16;
    b[0] = total; b[1] = mx; b[2] = incl; b[3] = excl; b[4] = x; b[5] = a; b[6] = dsum; b[7] = one;
    b[8] = calls; b[9] = (int)(ti.x + 100 * ti.y); b[10] = (int)(dt.x * 100 + dt.y); b[11] = (int)block.size();
    b[12] = crank; b[13] = csize; b[14] = cfirst; b[15] = (int)dyn.thread_rank() * 100 + (int)dyn.size();
}

/* ---- seed 004: persistent kernel with grid-wide barriers between phases ---- */
__global__ void persistent_kernel(int *data, int n, int *phase_ok, int phases) {
    cg::grid_group grid = cg::this_grid();
    if (!grid.is_valid())
        return;
    unsigned long long rank = grid.thread_rank(), size = grid.size();
    for (int p = 0; p < phases; p++) {
        /* each phase reads neighbours written by other blocks in the previous phase */
        for (unsigned long long i = rank; i < (unsigned long long)n; i += size)
            data[n * ((p + 1) % 2) + i] = data[n * (p % 2) + (i + 1) % n] + 1;
        grid.sync();
        if (rank == 0) {
            int ok = 1;
            for (int i = 0; i < n; i++)
                ok &= data[n * ((p + 1) % 2) + i] == ((i + p + 1) % n) + p + 1;
            phase_ok[p] = ok;
        }
        grid.sync();
    }
}

static int expected_tile(int N, int B, int r, int k, int ws) {
    (void)ws;
    int base = r / N * N, tr = r - base, n = std::min(N, B - base);
    auto val = [&](int rank) { return base + rank; };
    switch (k) {
    case 0: return N * 1000 + tr;
    case 1: return (r / N) * 1000 + (B + N - 1) / N;
    case 2: return val(0);
    case 3: return tr + 1 < N && tr + 1 < n ? val(tr + 1) : r;
    case 4: return tr >= 2 ? val(tr - 2) : r;
    case 5: return (tr ^ 1) < n ? val(tr ^ 1) : r;
    case 6: { unsigned m = 0; for (int i = 0; i < n; i += 2) m |= 1u << i; return (int)m; }
    case 7: return (base <= 3 && 3 < base + n) * 10 + 1;
    case 8: { unsigned m = 0; for (int i = 0; i < n; i++) if (i / 2 == tr / 2) m |= 1u << i; return (int)m; }
    case 9: { int s = 0; for (int i = 0; i < n; i++) s += val(i); return s; }
    case 10: return val(0) * 10000 + val(n - 1);
    case 11: { unsigned m = 0; for (int i = 0; i < n; i++) m |= 1u << (i % 16); return (int)m; }
    case 12: { int s = 0; for (int i = 0; i <= tr; i++) s += val(i); return s; }
    case 13: { int s = 0; for (int i = 0; i < tr; i++) s += val(i); return s; }
    }
    return -1;
}

int main() {
    hipDeviceProp_t prop;
    HIP_CHECK(hipGetDeviceProperties(&prop, 0));
    const int ws = prop.warpSize, G = 3;
    const dim3 shapes[] = {dim3(64), dim3(128), dim3(32, 4), dim3(256)};
    for (dim3 bs : shapes) {
        int B = bs.x * bs.y;
        int *dout, *dblock;
        HIP_CHECK(hipMalloc(&dout, sizeof(int) * G * B * NOUT * 3));
        HIP_CHECK(hipMalloc(&dblock, sizeof(int) * G * B * 16));
        LAUNCH(coop_kernel, dim3(G), bs, 0, 0, dout, dblock);
        std::vector<int> out(G * B * NOUT * 3), blk(G * B * 16);
        HIP_CHECK(hipMemcpy(out.data(), dout, sizeof(int) * out.size(), hipMemcpyDeviceToHost));
        HIP_CHECK(hipMemcpy(blk.data(), dblock, sizeof(int) * blk.size(), hipMemcpyDeviceToHost));
        int total = B * (B - 1) / 2, mx = 0, x = 0, a = -1;
        for (int v = 0; v < B; v++) {
            mx = std::max(mx, v * 3 % 101);
            x ^= v;
            a &= ~(1 << (v % 20));
        }
        for (int g = 0; g < G; g++)
            for (int r = 0; r < B; r++) {
                const int tiles[] = {4, 16, 32};
                for (int ti = 0; ti < 3; ti++)
                    for (int k = 0; k <= 13; k++) {
                        int got = out[((size_t)(g * B + r) * 3 + ti) * NOUT + k];
                        int want = expected_tile(tiles[ti], B, r, k, ws);
                        CHECK(got == want, "block %dx%d g=%d r=%d tile<%d> item %d: got %d want %d", bs.x, bs.y, g, r,
                              tiles[ti], k, got, want);
                    }
                const int *b = &blk[(size_t)(g * B + r) * 16];
                int incl = r * (r + 1) / 2, excl = r * r; /* sum of 2i+1 for i < r */
                int dbase = r / 8 * 8, dsum = 8 * dbase + 28;
                int lane = r % ws, wn = std::min(ws, B - r / ws * ws);
                CHECK(b[0] == total && b[1] == mx && b[2] == incl && b[3] == excl && b[4] == x && b[5] == a &&
                          b[6] == dsum && b[7] == 40 + g && b[8] == 1,
                      "block %dx%d g=%d r=%d block collectives: %d %d %d %d %d %d %d %d %d", bs.x, bs.y, g, r, b[0],
                      b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8]);
                CHECK(b[9] == (int)(r % bs.x + 100 * (r / bs.x)) && b[10] == (int)(bs.x * 100 + bs.y) && b[11] == B,
                      "block %dx%d r=%d thread_index/dim_threads/size", bs.x, bs.y, r);
                CHECK(b[12] == lane && b[13] == wn && b[14] == r / ws * ws && b[15] == (r % 8) * 100 + 8,
                      "block %dx%d r=%d coalesced/dynamic tile: %d %d %d %d", bs.x, bs.y, r, b[12], b[13], b[14], b[15]);
            }
        HIP_CHECK(hipFree(dout));
        HIP_CHECK(hipFree(dblock));
    }

    /* persistent grid-sync kernel under a cooperative launch */
    int n = 1000, phases = 6, *ddata, *dok;
    std::vector<int> h(2 * n);
    for (int i = 0; i < n; i++)
        h[i] = i;
    HIP_CHECK(hipMalloc(&ddata, sizeof(int) * 2 * n));
    HIP_CHECK(hipMalloc(&dok, sizeof(int) * phases));
    HIP_CHECK(hipMemcpy(ddata, h.data(), sizeof(int) * 2 * n, hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(dok, 0, sizeof(int) * phases));
    int blocks = prop.multiProcessorCount;
    void *args[] = {&ddata, &n, &dok, &phases};
    HIP_CHECK(hipLaunchCooperativeKernel(persistent_kernel, dim3(blocks), dim3(64), args, 0, 0));
    HIP_CHECK(hipDeviceSynchronize());
    std::vector<int> ok(phases);
    HIP_CHECK(hipMemcpy(ok.data(), dok, sizeof(int) * phases, hipMemcpyDeviceToHost));
    for (int p = 0; p < phases; p++)
        CHECK(ok[p] == 1, "grid sync phase %d saw stale data", p);
    HIP_CHECK(hipFree(ddata));
    HIP_CHECK(hipFree(dok));
    return hs_test_done("coop");
}
