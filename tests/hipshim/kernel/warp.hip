/* warp.hip - warp cross-lane functions at the process's warp size (32 or 64): __shfl, _up,
 * _down, _xor for every `width`, plain and _sync forms, 8-, 64- and 24-byte values, partial last
 * warps, lanes that exited early, __ballot/__any/__all, __activemask, __match_any/_all,
 * __reduce_*_sync and __syncwarp. Expected values are computed on the host from HIP's
 * documented rules. Self-checking. */
#include "hs_test.h"
#include <vector>

enum { NW = 7, NRES = 16 }; /* widths 1..64, results per thread */
struct Big { long long a, b, c; };

__global__ void shuffle_kernel(int *out, long long *out64, double *outd, Big *outbig) {
    unsigned r = threadIdx.x, l = __lane_id();
    int v = (int)r * 10 + 1;
    int k = 0;
    for (int w = 1; w <= warpSize; w *= 2, k++) {
        int *o = out + ((size_t)k * blockDim.x + r) * 4;
        o[0] = __shfl(v, (int)l + 3, w);
        o[1] = __shfl_up(v, 3u, w);
        o[2] = __shfl_down_sync(0xffffffffffffffffull, v, 5u, w);
        o[3] = __shfl_xor_sync(__activemask(), v, 6, w);
    }
    long long big = ((long long)r << 40) | r;
    out64[r] = __shfl_down(big, 1u);
    outd[r] = __shfl_sync(0xffffffffffffffffull, (double)r + 0.5, 0);
    Big b = {(long long)r, (long long)r * 2, (long long)r * 3};
    outbig[r] = __shfl_xor(b, 1);
}

__global__ void vote_kernel(unsigned long long *bal, int *res) {
    unsigned r = threadIdx.x, l = __lane_id();
    int *o = res + (size_t)r * NRES;
    bal[r * 4 + 0] = __ballot(l % 3 == 0);
    bal[r * 4 + 1] = __activemask();
    bal[r * 4 + 2] = __match_any((int)(r % 4));
    int pred = -1;
    bal[r * 4 + 3] = __match_all_sync(__activemask(), 5.0f, &pred);
    o[0] = __any(r == 7);
    o[1] = __all(r < blockDim.x); /* true in a partial warp too */
    o[2] = __all_sync(__activemask(), l != 5);
    o[3] = pred;
    o[4] = __reduce_add_sync(__activemask(), (int)r);
    o[5] = (int)__reduce_min_sync(__activemask(), 1000u - r);
    o[6] = __reduce_max_sync(__activemask(), (int)(r * 7 % 13));
    o[7] = (int)__reduce_and_sync(__activemask(), ~(1u << (r % 8)));
    o[8] = (int)__reduce_or_sync(__activemask(), 1u << (r % 8));
    o[9] = (int)__reduce_xor_sync(__activemask(), r);
    /* butterfly sum inside subgroups of 8 */
    int s = (int)r;
    for (int m = 4; m >= 1; m /= 2)
        s += __shfl_xor(s, m, 8);
    o[10] = s;
    /* __syncwarp orders shared-memory traffic inside a warp */
    __shared__ int sh[1024];
    sh[r] = (int)r * 3;
    __syncwarp();
    unsigned nb = (r / warpSize) * warpSize + (l + 1) % warpSize;
    o[11] = nb < blockDim.x ? sh[nb] : -1;
    __syncwarp();
}

/* odd lanes leave; the rest keep exchanging */
__global__ void exited_kernel(unsigned long long *mask, int *res) {
    unsigned r = threadIdx.x, l = __lane_id();
    if (l & 1)
        return;
    __syncwarp(); /* after a warp barrier the exited lanes are out of the active mask */
    mask[r] = __activemask();
    res[r * 3 + 0] = __shfl_down((int)r, 1u);  /* source lane exited: 0, as ds_bpermute gives */
    res[r * 3 + 1] = __shfl_down((int)r, 2u);
    res[r * 3 + 2] = __all(1) + 2 * __popcll(__ballot(1));
}

static int hip_src_shfl(int l, int src, int w) { return (src % w + w) % w + l / w * w; }

int main() {
    hipDeviceProp_t prop;
    HIP_CHECK(hipGetDeviceProperties(&prop, 0));
    const int ws = prop.warpSize;
    int nwidths = 0;
    for (int w = 1; w <= ws; w *= 2)
        nwidths++;
    const unsigned sizes[] = {50, 96, 128, 200};
    for (unsigned B : sizes) {
        int *d_out, *d_res;
        long long *d64;
        double *dd;
        Big *dbig;
        unsigned long long *dbal;
        HIP_CHECK(hipMalloc(&d_out, sizeof(int) * nwidths * B * 4));
        HIP_CHECK(hipMalloc(&d64, sizeof(long long) * B));
        HIP_CHECK(hipMalloc(&dd, sizeof(double) * B));
        HIP_CHECK(hipMalloc(&dbig, sizeof(Big) * B));
        HIP_CHECK(hipMalloc(&d_res, sizeof(int) * B * NRES));
        HIP_CHECK(hipMalloc(&dbal, sizeof(unsigned long long) * B * 4));
        LAUNCH(shuffle_kernel, dim3(1), dim3(B), 0, 0, d_out, d64, dd, dbig);
        std::vector<int> out(nwidths * B * 4);
        std::vector<long long> o64(B);
        std::vector<double> od(B);
        std::vector<Big> obig(B);
        HIP_CHECK(hipMemcpy(out.data(), d_out, sizeof(int) * out.size(), hipMemcpyDeviceToHost));
        HIP_CHECK(hipMemcpy(o64.data(), d64, sizeof(long long) * B, hipMemcpyDeviceToHost));
        HIP_CHECK(hipMemcpy(od.data(), dd, sizeof(double) * B, hipMemcpyDeviceToHost));
        HIP_CHECK(hipMemcpy(obig.data(), dbig, sizeof(Big) * B, hipMemcpyDeviceToHost));
        for (unsigned r = 0; r < B; r++) {
            int l = r % ws, wbase = r / ws * ws;
            auto val = [&](int lane) { /* value of a lane of r's warp, or -1 if it does not exist */
                unsigned t = wbase + lane;
                return (lane >= 0 && lane < ws && t < B) ? (int)t * 10 + 1 : -1;
            };
            int own = (int)r * 10 + 1, k = 0;
            for (int w = 1; w <= ws; w *= 2, k++) {
                const int *o = &out[((size_t)k * B + r) * 4];
                int e0 = val(hip_src_shfl(l, l + 3, w));
                int up = l - 3 >= l / w * w ? l - 3 : l;
                int dn = l % w + 5 < w ? l + 5 : l;
                int x = l ^ 6, xs = x < (l / w + 1) * w ? x : l;
                int e1 = val(up), e2 = val(dn), e3 = val(xs);
                /* a source lane beyond the end of a partial warp reads as 0 (AMD ds_bpermute) */
                e0 = e0 < 0 ? 0 : e0; e1 = e1 < 0 ? 0 : e1; e2 = e2 < 0 ? 0 : e2; e3 = e3 < 0 ? 0 : e3;
                (void)own;
                CHECK(o[0] == e0 && o[1] == e1 && o[2] == e2 && o[3] == e3,
                      "B=%u r=%u width=%d: got %d %d %d %d want %d %d %d %d", B, r, w, o[0], o[1], o[2], o[3],
                      e0, e1, e2, e3);
            }
            unsigned nxt = l + 1 >= ws ? r : r + 1 < B ? r + 1 : 0;
            CHECK(o64[r] == (((long long)nxt << 40) | nxt), "B=%u r=%u 64-bit shfl_down", B, r);
            CHECK(od[r] == wbase + 0.5, "B=%u r=%u double shfl: %f", B, r, od[r]);
            unsigned bx = (unsigned)(wbase + (l ^ 1)) < B ? (unsigned)(wbase + (l ^ 1)) : 0;
            CHECK(obig[r].a == bx && obig[r].b == 2 * bx && obig[r].c == 3 * bx, "B=%u r=%u 24-byte shfl", B, r);
        }

        LAUNCH(vote_kernel, dim3(1), dim3(B), 0, 0, dbal, d_res);
        std::vector<unsigned long long> bal(B * 4);
        std::vector<int> res(B * NRES);
        HIP_CHECK(hipMemcpy(bal.data(), dbal, sizeof(unsigned long long) * B * 4, hipMemcpyDeviceToHost));
        HIP_CHECK(hipMemcpy(res.data(), d_res, sizeof(int) * B * NRES, hipMemcpyDeviceToHost));
        for (unsigned r = 0; r < B; r++) {
            unsigned wbase = r / ws * ws, n = B - wbase < (unsigned)ws ? B - wbase : ws;
            unsigned long long active = n == 64 ? ~0ull : ((1ull << n) - 1), ball = 0, match = 0;
            int any7 = 0, sum = 0, mn = 1 << 30, mx = -1, andv = -1, orv = 0, xorv = 0, all5 = 1;
            for (unsigned i = 0; i < n; i++) {
                unsigned t = wbase + i;
                if (i % 3 == 0) ball |= 1ull << i;
                if (t % 4 == r % 4) match |= 1ull << i;
                any7 |= t == 7;
                all5 &= i != 5;
                sum += t;
                mn = std::min(mn, (int)(1000 - t));
                mx = std::max(mx, (int)(t * 7 % 13));
                andv &= ~(1 << (t % 8));
                orv |= 1 << (t % 8);
                xorv ^= t;
            }
            const int *o = &res[r * NRES];
            CHECK(bal[r * 4 + 0] == ball, "B=%u r=%u ballot %llx want %llx", B, r, bal[r * 4], ball);
            CHECK(bal[r * 4 + 1] == active, "B=%u r=%u activemask %llx want %llx", B, r, bal[r * 4 + 1], active);
            CHECK(bal[r * 4 + 2] == match, "B=%u r=%u match_any %llx want %llx", B, r, bal[r * 4 + 2], match);
            CHECK(bal[r * 4 + 3] == active && o[3] == 1, "B=%u r=%u match_all", B, r);
            CHECK(o[0] == any7 && o[1] == 1 && o[2] == all5, "B=%u r=%u any/all: %d %d %d", B, r, o[0], o[1], o[2]);
            CHECK(o[4] == sum && o[5] == mn && o[6] == mx && o[7] == andv && o[8] == orv && o[9] == xorv,
                  "B=%u r=%u reduce_*_sync: %d %d %d %d %d %d", B, r, o[4], o[5], o[6], o[7], o[8], o[9]);
            int gsum = 0;
            for (unsigned i = r / 8 * 8; i < r / 8 * 8 + 8; i++)
                gsum += (i < B && i / ws == r / ws) ? (int)i : 0;
            /* partial 8-groups: missing lanes contribute the caller's own value instead */
            bool full8 = r / 8 * 8 + 8 <= B;
            if (full8)
                CHECK(o[10] == gsum, "B=%u r=%u width-8 butterfly %d want %d", B, r, o[10], gsum);
            unsigned nb = wbase + ((r % ws) + 1) % ws;
            CHECK(o[11] == (nb < B ? (int)nb * 3 : -1), "B=%u r=%u syncwarp exchange", B, r);
        }

        LAUNCH(exited_kernel, dim3(1), dim3(B), 0, 0, dbal, d_res);
        HIP_CHECK(hipMemcpy(bal.data(), dbal, sizeof(unsigned long long) * B, hipMemcpyDeviceToHost));
        HIP_CHECK(hipMemcpy(res.data(), d_res, sizeof(int) * B * 3, hipMemcpyDeviceToHost));
        for (unsigned r = 0; r < B; r += 2) {
            if ((r % ws) & 1)
                continue;
            unsigned wbase = r / ws * ws, n = B - wbase < (unsigned)ws ? B - wbase : ws;
            unsigned long long even = 0;
            for (unsigned i = 0; i < n; i += 2)
                even |= 1ull << i;
            CHECK(bal[r] == even, "B=%u r=%u activemask after exits %llx want %llx", B, r, bal[r], even);
            int d2 = (r % ws) + 2 >= (unsigned)ws ? (int)r : (r % ws) + 2 < n ? (int)r + 2 : 0;
            int d1 = (r % ws) + 1 >= (unsigned)ws ? (int)r : 0;   /* odd lanes exited */
            CHECK(res[r * 3] == d1 && res[r * 3 + 1] == d2, "B=%u r=%u shfl_down over exited lanes: %d %d",
                  B, r, res[r * 3], res[r * 3 + 1]);
            CHECK(res[r * 3 + 2] == 1 + 2 * __builtin_popcountll(even), "B=%u r=%u vote after exits", B, r);
        }
        HIP_CHECK(hipFree(d_out)); HIP_CHECK(hipFree(d64)); HIP_CHECK(hipFree(dd)); HIP_CHECK(hipFree(dbig));
        HIP_CHECK(hipFree(d_res)); HIP_CHECK(hipFree(dbal));
    }
    return hs_test_done("warp");
}
