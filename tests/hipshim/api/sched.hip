// sched.hip - the fast execution paths of hipshim: the batched thread loop (threadIdx kept by the
// loop, rank/lane/warp derived when a thread enters the runtime, L->next published lazily),
// blocks run back to back on one fiber, the run-queue scheduler with exits between barriers,
// whole-warp exchanges in one barrier (alternating buffers, a live mask that is the same for
// every lane even when lanes return right after), masked exchanges, launches through a kernel
// pointer variable and through void** args, and the per-thread body path of hs_launch.
#include "hs_test.h"
#include <hip/hip_cooperative_groups.h>

#include <vector>

namespace cg = cooperative_groups;

// Threads return at different points between barriers; every block also counts its threads
// with __syncthreads_count at each stage. Blocks of odd index skip the barriers entirely, so a
// range of blocks alternates between one-fiber blocks and blocks that need many fibers.
__global__ void staged(int *out, int stages)
{
    unsigned t = threadIdx.x, b = blockIdx.x;
    if (b & 1) {
        out[b * blockDim.x + t] = (int)(t * 3 + b);
        return;
    }
    int acc = 0;
    for (int s = 0; s < stages; s++) {
        if ((t * 7 + (unsigned)s) % 11 == 3) {   // some threads leave at each stage
            out[b * blockDim.x + t] = -1 - s;
            return;
        }
        acc += __syncthreads_count(1);
    }
    out[b * blockDim.x + t] = acc;
}

static int staged_expect(unsigned t, unsigned b, unsigned nt, int stages)
{
    if (b & 1)
        return (int)(t * 3 + b);
    int acc = 0;
    for (int s = 0; s < stages; s++) {
        if ((t * 7 + (unsigned)s) % 11 == 3)
            return -1 - s;
        int live = 0;
        for (unsigned u = 0; u < nt; u++) {
            bool gone = false;
            for (int s2 = 0; s2 <= s; s2++)
                gone = gone || (u * 7 + (unsigned)s2) % 11 == 3;
            live += !gone;
        }
        acc += live;
    }
    return acc;
}

// 3-D blocks: threadIdx from the loop, rank and lane computed from it (C++ reads the thread's
// index only as threadIdx: hs_core.h, above hs_thread_rank) and, after a runtime call, in the
// thread's fields.
__global__ void coords(unsigned *out)
{
    hs_thread *me = hs_self;
    unsigned r = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    unsigned base = (blockIdx.x * blockDim.x * blockDim.y * blockDim.z + r) * 8;
    out[base + 0] = threadIdx.x;
    out[base + 1] = threadIdx.y;
    out[base + 2] = threadIdx.z;
    out[base + 3] = r;
    out[base + 4] = r % warpSize;
    __syncthreads();
    out[base + 5] = me->rank;
    out[base + 6] = me->lane;
    out[base + 7] = me->warp;
}

// Every lane must see the same ballot although lanes return as soon as they have it; then the
// even lanes ballot again without the odd ones.
__global__ void ballots(unsigned long long *out)
{
    unsigned t = threadIdx.x;
    unsigned long long all = __ballot(1);
    out[2 * t] = all;
    if (t & 1)
        return;
    out[2 * t + 1] = __ballot(1);
}

// Many rounds of whole-warp shuffles with changing partners (the alternating buffers are
// reused every other round) and, in between, masked shuffles among the lowest quarter of the
// warp (not 32 lanes: a mask of 0xffffffff means the whole warp, also at warp size 64).
__global__ void rounds(int *out, int n)
{
    int v = (int)threadIdx.x * 5 + 1;
    unsigned lane = __lane_id(), half = (unsigned)warpSize / 4;
    for (int i = 0; i < n; i++) {
        v = v * 3 + __shfl_xor(v, 1 + i % (warpSize - 1));
        if (lane < half)
            v += __shfl_sync((1ull << half) - 1, v, (int)((lane + 1) % half));
        v &= 0xffffff;
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

static void rounds_expect(std::vector<int> &v, unsigned ws, int n)
{
    unsigned half = ws / 4;
    for (int i = 0; i < n; i++) {
        std::vector<int> w(v.size());
        for (unsigned l = 0; l < v.size(); l++) {
            unsigned src = l ^ (unsigned)(1 + i % ((int)ws - 1));
            w[l] = v[l] * 3 + (src < v.size() ? v[src] : v[l]);
        }
        std::vector<int> x(w);
        for (unsigned l = 0; l < half && l < w.size(); l++)
            x[l] = w[l] + w[(l + 1) % half];
        for (auto &e : x)
            e &= 0xffffff;
        v = x;
    }
}

// Tiles of 16 and 4 lanes exchange independently, so tiles of one warp run ahead of each other
// and many masked barriers are open at once; with lazy thread starts, the running lanes that
// decide between a whole-warp and a masked exchange must be exact.
__global__ void tiles(int *out)
{
    cg::thread_block block = cg::this_thread_block();
    int v = (int)threadIdx.x;
    cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
    for (unsigned off = 8; off > 0; off /= 2)
        v += t16.shfl_down(v, off);
    cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
    v += t4.shfl(v, 3);
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

static int tiles_expect(int t)
{
    std::vector<int> v(16);
    int base16 = t & ~15;
    for (int l = 0; l < 16; l++)
        v[l] = base16 + l;
    for (int off = 8; off > 0; off /= 2) {
        std::vector<int> w(v);
        for (int l = 0; l < 16; l++)
            w[l] = v[l] + (l + off < 16 ? v[l + off] : v[l]);
        v = w;
    }
    return v[t & 15] + v[(t & 15) | 3];
}

__global__ void byval(int n, int *out)
{
    n += (int)threadIdx.x;   // each GPU thread has its own copy of the parameters
    out[threadIdx.x] = n;
}

__global__ void plus_one(int *p) { p[blockIdx.x * blockDim.x + threadIdx.x] += 1; }

// A C-style per-thread body for hs_launch (the runtime's own loop calls it once per thread).
struct cbody { int *out; };
static void c_body(void *c)
{
    hs_thread *t = hs_self;
    static_cast<cbody *>(c)->out[t->block_idx.x * 64 + t->thread_idx.x] = (int)(t->rank * 2 + t->lane % 2);
    hs_syncthreads();
}
static void c_free(void *c) { delete static_cast<cbody *>(c); }

int main()
{
    unsigned ws = (unsigned)warpSize;

    const unsigned nt = 96, nb = 41;
    const int stages = 5;
    int *o;
    OK(hipMallocManaged(&o, nt * nb * sizeof(int)));
    hipLaunchKernelGGL(staged, dim3(nb), dim3(nt), 0, 0, o, stages);
    OK(hipDeviceSynchronize());
    int bad = 0;
    for (unsigned b = 0; b < nb; b++)
        for (unsigned t = 0; t < nt; t++)
            bad += o[b * nt + t] != staged_expect(t, b, nt, stages);
    CHECK_EQ(bad, 0);

    unsigned *c;
    const unsigned bx = 5, by = 4, bz = 3, n3 = bx * by * bz, cb = 7;
    OK(hipMallocManaged(&c, cb * n3 * 8 * sizeof(unsigned)));
    hipLaunchKernelGGL(coords, dim3(cb), dim3(bx, by, bz), 0, 0, c);
    OK(hipDeviceSynchronize());
    bad = 0;
    for (unsigned b = 0; b < cb; b++)
        for (unsigned z = 0; z < bz; z++)
            for (unsigned y = 0; y < by; y++)
                for (unsigned x = 0; x < bx; x++) {
                    unsigned r = x + bx * (y + by * z), *e = c + (b * n3 + r) * 8;
                    bad += e[0] != x || e[1] != y || e[2] != z || e[3] != r || e[4] != r % ws ||
                           e[5] != r || e[6] != r % ws || e[7] != r / ws;
                }
    CHECK_EQ(bad, 0);

    unsigned long long *m;
    const unsigned bt = 2 * ws + 5;   // two full warps and a partial one
    OK(hipMallocManaged(&m, 2 * bt * sizeof(*m)));
    hipLaunchKernelGGL(ballots, dim3(1), dim3(bt), 0, 0, m);
    OK(hipDeviceSynchronize());
    bad = 0;
    for (unsigned t = 0; t < bt; t++) {
        unsigned w = t / ws, lanes = w < 2 ? ws : 5;
        unsigned long long full = lanes >= 64 ? ~0ull : (1ull << lanes) - 1;
        unsigned long long even = full & 0x5555555555555555ull;
        bad += m[2 * t] != full;
        if (!(t & 1))
            bad += m[2 * t + 1] != even;
    }
    CHECK_EQ(bad, 0);

    const int nr = 40, rb = 3;
    int *ro;
    OK(hipMallocManaged(&ro, rb * ws * sizeof(int)));
    hipLaunchKernelGGL(rounds, dim3(rb), dim3(ws), 0, 0, ro, nr);
    OK(hipDeviceSynchronize());
    std::vector<int> want(ws);
    for (unsigned l = 0; l < ws; l++)
        want[l] = (int)l * 5 + 1;
    rounds_expect(want, ws, nr);
    bad = 0;
    for (int b = 0; b < rb; b++)
        for (unsigned l = 0; l < ws; l++)
            bad += ro[b * ws + l] != want[l];
    CHECK_EQ(bad, 0);

    hipLaunchKernelGGL(tiles, dim3(3), dim3(256), 0, 0, o);
    OK(hipDeviceSynchronize());
    bad = 0;
    for (int i = 0; i < 3 * 256; i++)
        bad += o[i] != tiles_expect(i % 256);
    CHECK_EQ(bad, 0);

    hipLaunchKernelGGL(byval, dim3(1), dim3(32), 0, 0, 100, o);
    OK(hipDeviceSynchronize());
    bad = 0;
    for (int t = 0; t < 32; t++)
        bad += o[t] != 100 + t;
    CHECK_EQ(bad, 0);

    // a kernel named through a pointer variable, and through void** args
    void (*kp)(int *) = plus_one;
    for (int i = 0; i < 64; i++)
        o[i] = i;
    hipLaunchKernelGGL(kp, dim3(2), dim3(32), 0, 0, o);
    int *arg = o;
    void *args[] = {&arg};
    OK(hipLaunchKernel(reinterpret_cast<const void *>(plus_one), dim3(4), dim3(16), args, 0, 0));
    OK(hipDeviceSynchronize());
    bad = 0;
    for (int i = 0; i < 64; i++)
        bad += o[i] != i + 2;
    CHECK_EQ(bad, 0);

    // the per-thread body path of hs_launch
    hs_launch_desc d{};
    d.grid = hs_dim3{3, 1, 1};
    d.block = hs_dim3{64, 1, 1};
    d.body = c_body;
    d.closure = new cbody{o};
    d.closure_free = c_free;
    CHECK_EQ(hs_launch(&d), hipSuccess);
    OK(hipDeviceSynchronize());
    bad = 0;
    for (int b = 0; b < 3; b++)
        for (int t = 0; t < 64; t++)
            bad += o[b * 64 + t] != t * 2 + (int)((unsigned)t % ws % 2);
    CHECK_EQ(bad, 0);

    OK(hipFree(o));
    OK(hipFree(c));
    OK(hipFree(m));
    OK(hipFree(ro));
    return hs_test_done("sched");
}
