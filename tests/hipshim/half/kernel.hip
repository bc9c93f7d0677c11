/* kernel.hip - __half, __half2 and __hip_bfloat16 in kernels: static and dynamic (extern)
 * shared memory with a __syncthreads tree reduction, warp shuffles (plain and _sync, every
 * width) and __reduce_add_sync of the 16- and 32-bit types at the process's warp size,
 * cooperative-groups tile shuffles and reduce, atomicAdd from many blocks, __ldg and the other
 * cache-hinted loads/stores, volatile shared memory. Values are chosen so that every sum is exact
 * in binary16 and bfloat16, making the expected results independent of the order of operations. */
#include "hf_test.h"
#include <hip/hip_fp16.h>
#include <hip/hip_bf16.h>
#include <hip/hip_cooperative_groups.h>
#include <vector>

namespace cg = cooperative_groups;

enum { BLOCK = 256 };

/* block sum through static shared memory */
__global__ void block_sum(const __half *in, __half *out) {
    __shared__ __half buf[BLOCK];
    unsigned t = threadIdx.x;
    buf[t] = __ldg(in + blockIdx.x * BLOCK + t);
    __syncthreads();
    for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
        if (t < s)
            buf[t] = __hadd(buf[t], buf[t + s]);
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = buf[0];
}

/* the same on pairs, through dynamic shared memory, finishing with a volatile warp-synchronous
 * part (the classic pattern, here with __syncwarp between the steps) */
extern __shared__ __half2 dyn2[];
__global__ void block_sum2(const __half2 *in, __half2 *out) {
    unsigned t = threadIdx.x;
    dyn2[t] = __ldcg(in + blockIdx.x * BLOCK + t);
    __syncthreads();
    for (unsigned s = BLOCK / 2; s > 16; s >>= 1) {
        if (t < s)
            dyn2[t] += dyn2[t + s];
        __syncthreads();
    }
    volatile __half *v = reinterpret_cast<volatile __half *>(dyn2);
    for (unsigned s = 16; s > 0; s >>= 1) {
        float lo = 0, hi = 0;
        if (t < s) {
            float a = v[2 * t], b = v[2 * (t + s)]; /* volatile reads convert to float */
            __half c = v[2 * t + 1], d = v[2 * (t + s) + 1]; /* ... or copy through __half_raw */
            lo = a + b;
            hi = __half2float(c) + __half2float(d);
        }
        __syncthreads();
        if (t < s) {
            v[2 * t] = lo; /* volatile stores from float */
            v[2 * t + 1] = __float2half(hi);
        }
        __syncthreads();
    }
    if (t == 0)
        __stcs(out + blockIdx.x, dyn2[0]);
}

/* warp level: butterfly sums with __shfl_xor_sync for every width, __shfl_down of pairs,
 * __shfl/__shfl_up of bfloat16, __reduce_add_sync of __half */
__global__ void warp_kernel(float *out, int ws) {
    unsigned t = threadIdx.x, lane = __lane_id();
    __half v = __float2half((float)(t % 64) * 0.5f);
    int k = 0;
    for (int w = 2; w <= ws; w *= 2, k++) {
        __half s = v;
        for (int m = w / 2; m >= 1; m /= 2)
            s = __hadd(s, __shfl_xor_sync(0xffffffffffffffffull, s, m, w));
        out[t * 16 + k] = __half2float(s);
    }
    __half2 p = __halves2half2(v, __hneg(v));
    for (int d = ws / 2; d >= 1; d /= 2)
        p = __hadd2(p, __shfl_down(p, (unsigned)d));
    out[t * 16 + 8] = lane == 0 ? __low2float(p) : 0.0f;
    out[t * 16 + 9] = lane == 0 ? __high2float(p) : 0.0f;
    __hip_bfloat16 b = __float2bfloat16((float)lane);
    out[t * 16 + 10] = __bfloat162float(__shfl(b, 3));
    out[t * 16 + 11] = __bfloat162float(__shfl_up_sync(0xffffffffffffffffull, b, 1u));
    __hip_bfloat162 bp = __floats2bfloat162_rn((float)lane, -(float)lane);
    bp = __shfl_xor(bp, 1);
    out[t * 16 + 12] = __low2float(bp) + 1000.0f * __high2float(bp);
    out[t * 16 + 13] = __half2float(__reduce_add_sync(0xffffffffffffffffull, v));
    /* cooperative groups: tile of 16, shuffle and reduce of __half */
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
    out[t * 16 + 14] = __half2float(tile.shfl_down(v, 1u));
    out[t * 16 + 15] = __half2float(cg::reduce(tile, v, cg::plus<__half>()));
}

/* atomics from every thread of every block */
__global__ void atomic_kernel(__half *h, __half2 *h2, __hip_bfloat16 *b, __hip_bfloat162 *b2) {
    atomicAdd(h, __float2half(1.0f));
    atomicAdd(h2, __floats2half2_rn(0.25f, -1.0f));
    if (blockIdx.x * blockDim.x + threadIdx.x < 256) {
        atomicAdd(b, __float2bfloat16(1.0f));
        atomicAdd_system(b2, __floats2bfloat162_rn(2.0f, 0.5f));
    }
    unsafeAtomicAdd(h + 1, __float2half(-1.0f));
}

/* bfloat16 in shared memory: scaled copy through a shared buffer with __stwt / __ldca */
__global__ void bf16_shared(const __hip_bfloat16 *in, __hip_bfloat16 *out) {
    __shared__ __hip_bfloat16 buf[BLOCK];
    unsigned t = threadIdx.x;
    buf[BLOCK - 1 - t] = __ldca(in + t) * __float2bfloat16(2.0f);
    __syncthreads();
    __stwt(out + t, buf[t] + __float2bfloat16(1.0f));
}

int main() {
    hipDeviceProp_t prop;
    HIP_CHECK(hipGetDeviceProperties(&prop, 0));
    const int ws = prop.warpSize;
    const int NBLK = 8;

    /* shared-memory reductions */
    {
        std::vector<__half> in(NBLK * BLOCK);
        std::vector<__half2> in2(NBLK * BLOCK);
        std::vector<double> want(NBLK, 0), want_hi(NBLK, 0);
        for (int i = 0; i < NBLK * BLOCK; i++) {
            float x = (float)((i * 37) % 16) * 0.25f - 1.0f; /* multiples of 1/4 in [-1, 2.75] */
            in[i] = __float2half(x);
            in2[i] = __floats2half2_rn(x, 2.0f * x);
            want[i / BLOCK] += x;
            want_hi[i / BLOCK] += 2.0 * x;
        }
        dbuf<__half> din(in.data(), in.size()), dout(NBLK);
        dbuf<__half2> din2(in2.data(), in2.size()), dout2(NBLK);
        LAUNCH(block_sum, dim3(NBLK), dim3(BLOCK), 0, 0, din.d, dout.d);
        LAUNCH(block_sum2, dim3(NBLK), dim3(BLOCK), BLOCK * sizeof(__half2), 0, din2.d, dout2.d);
        std::vector<__half> got(NBLK);
        std::vector<__half2> got2(NBLK);
        dout.get(got.data());
        dout2.get(got2.data());
        for (int b = 0; b < NBLK; b++) {
            CHECK(__half2float(got[b]) == (float)want[b], "block %d sum %g, want %g", b, __half2float(got[b]), want[b]);
            CHECK(__low2float(got2[b]) == (float)want[b] && __high2float(got2[b]) == (float)want_hi[b],
                  "block %d pair sum (%g, %g), want (%g, %g)", b, __low2float(got2[b]), __high2float(got2[b]), want[b],
                  want_hi[b]);
        }
    }

    /* warp functions */
    {
        const int nt = 192; /* several warps at either warp size */
        dbuf<float> dout((size_t)nt * 16);
        LAUNCH(warp_kernel, dim3(1), dim3(nt), 0, 0, dout.d, ws);
        std::vector<float> got((size_t)nt * 16);
        dout.get(got.data());
        for (int t = 0; t < nt; t++) {
            int lane = t % ws, base = t - lane;
            auto val = [](int r) { return (double)(r % 64) * 0.5; };
            int k = 0;
            for (int w = 2; w <= ws; w *= 2, k++) {
                double s = 0;
                int g0 = base + lane / w * w;
                for (int r = g0; r < g0 + w; r++)
                    s += val(r);
                CHECK(got[t * 16 + k] == (float)s, "thread %d width %d: xor sum %g, want %g", t, w, got[t * 16 + k], s);
            }
            if (lane == 0) {
                double s = 0;
                for (int r = base; r < base + ws; r++)
                    s += val(r);
                CHECK(got[t * 16 + 8] == (float)s && got[t * 16 + 9] == (float)-s, "warp %d pair sum (%g, %g), want %g",
                      t / ws, got[t * 16 + 8], got[t * 16 + 9], s);
                CHECK(got[t * 16 + 13] == (float)s, "warp %d __reduce_add_sync %g, want %g", t / ws, got[t * 16 + 13], s);
            }
            CHECK(got[t * 16 + 10] == 3.0f, "thread %d: __shfl(bf16, 3) = %g", t, got[t * 16 + 10]);
            float up = lane == 0 ? 0.0f : (float)(lane - 1);
            CHECK(got[t * 16 + 11] == up, "thread %d: __shfl_up_sync(bf16) = %g, want %g", t, got[t * 16 + 11], up);
            float x = (float)(lane ^ 1);
            CHECK(got[t * 16 + 12] == x - 1000.0f * x, "thread %d: __shfl_xor(bf162) = %g", t, got[t * 16 + 12]);
            int tl = t % 16;
            float down = tl == 15 ? (float)val(t) : (float)val(t + 1);
            CHECK(got[t * 16 + 14] == down, "thread %d: tile.shfl_down(half) = %g, want %g", t, got[t * 16 + 14], down);
            double ts = 0;
            for (int r = t - tl; r < t - tl + 16; r++)
                ts += val(r);
            CHECK(got[t * 16 + 15] == (float)ts, "thread %d: cg::reduce(half) = %g, want %g", t, got[t * 16 + 15], ts);
        }
    }

    /* atomics */
    {
        dbuf<__half> dh(2);
        dbuf<__half2> dh2(1);
        dbuf<__hip_bfloat16> db(1);
        dbuf<__hip_bfloat162> db2(1);
        LAUNCH(atomic_kernel, dim3(8), dim3(256), 0, 0, dh.d, dh2.d, db.d, db2.d);
        __half h[2];
        __half2 h2;
        __hip_bfloat16 b;
        __hip_bfloat162 b2;
        dh.get(h);
        dh2.get(&h2);
        db.get(&b);
        db2.get(&b2);
        CHECK(__half2float(h[0]) == 2048.0f, "atomicAdd(__half) total %g, want 2048", __half2float(h[0]));
        CHECK(__half2float(h[1]) == -2048.0f, "unsafeAtomicAdd(__half) total %g, want -2048", __half2float(h[1]));
        CHECK(__low2float(h2) == 512.0f && __high2float(h2) == -2048.0f, "atomicAdd(__half2) total (%g, %g)",
              __low2float(h2), __high2float(h2));
        CHECK(__bfloat162float(b) == 256.0f, "atomicAdd(bf16) total %g, want 256", __bfloat162float(b));
        CHECK(__low2float(b2) == 512.0f && __high2float(b2) == 128.0f, "atomicAdd(bf162) total (%g, %g)",
              __low2float(b2), __high2float(b2));
    }

    /* bfloat16 through shared memory */
    {
        std::vector<__hip_bfloat16> in(BLOCK), out(BLOCK);
        for (int i = 0; i < BLOCK; i++)
            in[i] = __float2bfloat16((float)(i - 100));
        dbuf<__hip_bfloat16> din(in.data(), BLOCK), dout(BLOCK);
        LAUNCH(bf16_shared, dim3(1), dim3(BLOCK), 0, 0, din.d, dout.d);
        dout.get(out.data());
        for (int i = 0; i < BLOCK; i++) {
            /* 2x exact; the odd sums above 256 need 9 bits and round like the kernel's addition */
            float want = 2.0f * (float)(BLOCK - 1 - i - 100) + 1.0f;
            float w = __bfloat162float(__float2bfloat16(want));
            CHECK(__bfloat162float(out[i]) == w, "bf16 shared %d: %g, want %g", i, __bfloat162float(out[i]), w);
        }
    }
    return hf_done("half.kernel");
}
