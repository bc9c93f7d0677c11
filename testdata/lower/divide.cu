// divide.cu - divisions by kernel parameters, which cu2hip --lower-kernels turns into a
// multiplier computed once per block (hs_launch.hpp's lower_div), also in kernels without a
// barrier: int, unsigned, long long, unsigned long long and size_t quotients and remainders of
// negative, zero and extreme dividends by positive, negative, power-of-two, one, huge and -1
// divisors (-1 and 0 keep the plain division) and by 300 pseudo-random ones, a dividend
// promoted to the divisor's type, 64-bit divisions of many dividends by divisors around 2^31
// and 2^32 (lower_div's direct path for values that fit 32 bits, and its edges), a chain
// a / p / q (left as it is), a division in a kernel with barriers, and a parameter that the
// kernel writes (not a constant divisor: left as it is). Each result is checked against the
// host's own division. Prints PASS when all agree.
#include <climits>
#include <cstdio>
#include <vector>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

#define NV 16

__global__ void divide_all(const long long *a, long long *out, int di, unsigned du, long long dl,
                           unsigned long long dul, size_t dz)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= NV) return;
    long long x = a[t];
    long long *o = out + t * 10;
    const bool trap = (int)x == INT_MIN && di == -1;   // INT_MIN / -1 overflows (a trap)
    o[0] = trap ? 0 : (int)x / di;
    o[1] = trap ? 0 : (int)x % di;
    o[2] = (unsigned)x / du;
    o[3] = (unsigned)x % du;
    o[4] = x / dl;
    o[5] = x % dl;
    o[6] = (long long)((unsigned long long)x / dul);
    o[7] = (long long)((unsigned long long)x % dul);
    o[8] = (long long)((size_t)x / dz);
    o[9] = (int)x % du;   // the int dividend converted to unsigned, as C does
}

// 64-bit quotients and remainders of many dividends (around 0, 2^31 and 2^32, and random ones
// of every size) by one divisor: lower_div's direct path for dividends and divisors that fit
// 32 bits, and its edges
__global__ void divide_wide(const long long *a, long long *out, int n, long long dl, unsigned long long dul)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    long long x = a[t];
    out[t * 4 + 0] = x / dl;
    out[t * 4 + 1] = x % dl;
    out[t * 4 + 2] = (long long)((unsigned long long)x / dul);
    out[t * 4 + 3] = (long long)((unsigned long long)x % dul);
}

__global__ void chain(const int *a, int *out, int n, int p, int q)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a[i] / p / q + a[i] % p % q;
}

// a parameter the kernel writes is no constant divisor
__global__ void written(const int *a, int *out, int n, int p)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (blockIdx.x > 0) p += 1;
    if (i < n) out[i] = a[i] / p;
}

// with barriers: a block transposes its tile through shared memory by div/mod of its width
__global__ void tile_rotate(const int *in, int *out, int w)
{
    __shared__ int s[256];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    int r = t / w, c = t % w;
    out[blockIdx.x * blockDim.x + t] = s[c * w + r];
}

int main()
{
    const long long vals[NV] = { 0, 1, -1, 7, -7, 100, -100, 12345, -12345, INT_MAX, INT_MIN,
                                 LLONG_MAX, LLONG_MIN + 1, 0x7fffffff12345678LL, -98765432101LL, 1000000 };
    struct divs { int di; unsigned du; long long dl; unsigned long long dul; size_t dz; };
    const divs ds[] = {
        { 7, 7u, 7, 7ull, 7 }, { -3, 3u, -3, 3ull, 3 }, { 1, 1u, 1, 1ull, 1 }, { -1, 2u, -1, 2ull, 2 },
        { 16, 1024u, 65536, 1ull << 40, 4096 }, { INT_MAX, 4294967295u, LLONG_MAX, ~0ull, (size_t)-1 },
        { INT_MIN, 2147483648u, LLONG_MIN, 1ull << 63, (size_t)1 << 63 }, { 784, 48u, -784, 224ull, 96 },
    };
    // and pseudo-random divisors of every size (an LCG: the same on every run)
    std::vector<divs> all(ds, ds + sizeof ds / sizeof ds[0]);
    unsigned long long r = 88172645463325252ull;
    auto next = [&r] { r = r * 6364136223846793005ull + 1442695040888963407ull; return r; };
    for (int k = 0; k < 300; k++) {
        int shift = (int)(next() % 64);
        unsigned long long v = next() >> shift;
        if (!(v >> 1)) v = 3;   // neither 0 nor 1 (nor -1 when signed)
        all.push_back({ (int)(v & 1 ? v : 0 - v) ? (int)(v & 1 ? v : 0 - v) : 5, (unsigned)v ? (unsigned)v : 9u,
                        (long long)((v & 2) ? v : 0 - v), v, (size_t)v });
        if (all.back().di == -1 || all.back().di == 1) all.back().di = 11;
        if (all.back().dl == -1) all.back().dl = 13;
    }
    long long *a, *out;
    cudaMallocManaged(&a, NV * 8);
    cudaMallocManaged(&out, NV * 10 * 8);
    for (int i = 0; i < NV; i++) a[i] = vals[i];
    bool ok = true;
    for (const divs &d : all) {
        divide_all<<<2, 8>>>(a, out, d.di, d.du, d.dl, d.dul, d.dz);
        cudaDeviceSynchronize();
        for (int i = 0; i < NV; i++) {
            long long x = vals[i];
            long long want[10] = {
                (int)x == INT_MIN && d.di == -1 ? 0 : (int)x / d.di,
                (int)x == INT_MIN && d.di == -1 ? 0 : (int)x % d.di,
                (unsigned)x / d.du, (unsigned)x % d.du,
                x == LLONG_MIN && d.dl == -1 ? out[i * 10 + 4] : x / d.dl,
                x == LLONG_MIN && d.dl == -1 ? out[i * 10 + 5] : x % d.dl,
                (long long)((unsigned long long)x / d.dul), (long long)((unsigned long long)x % d.dul),
                (long long)((size_t)x / d.dz), (int)x % d.du };
            for (int k = 0; k < 10; k++)
                if (out[i * 10 + k] != want[k]) {
                    if (ok) printf("first difference: value %lld, result %d: %lld, want %lld\n", x, k, out[i * 10 + k], want[k]);
                    ok = false;
                }
        }
    }
    check("quotients and remainders of every type", ok);

    // divide_wide: dividends near the edges of the 32-bit direct path, then random ones
    std::vector<long long> wa;
    for (long long c : { 0LL, 1LL << 31, 1LL << 32, 1LL << 33 })
        for (long long k = -4; k <= 4; k++) wa.push_back(c + k);
    wa.push_back(LLONG_MAX); wa.push_back(LLONG_MIN); wa.push_back(LLONG_MIN + 1);
    while (wa.size() < 1024) {
        unsigned long long v = next();
        wa.push_back(wa.size() % 3 ? (long long)(v >> 32) : (long long)(v >> (v % 64)) * ((v & 4) ? -1 : 1));
    }
    std::vector<long long> wd = { 2, 3, 7, 784, (1LL << 31) - 1, 1LL << 31, (1LL << 31) + 1, (1LL << 32) - 1,
                                  1LL << 32, (1LL << 32) + 1, -2, -784, -((1LL << 32) - 1), LLONG_MAX };
    for (int k = 0; k < 200; k++) {
        long long v = (long long)(next() >> (31 + next() % 32));
        wd.push_back(v > 1 ? v : 5);
    }
    const int nw = (int)wa.size();
    long long *wda, *wo;
    cudaMallocManaged(&wda, nw * 8);
    cudaMallocManaged(&wo, nw * 4 * 8);
    for (int i = 0; i < nw; i++) wda[i] = wa[i];
    ok = true;
    for (long long dv : wd) {
        const unsigned long long du = (unsigned long long)(dv < 0 ? -dv : dv);
        divide_wide<<<(nw + 255) / 256, 256>>>(wda, wo, nw, dv, du);
        cudaDeviceSynchronize();
        for (int i = 0; i < nw; i++) {
            long long x = wa[i];
            long long want[4] = { x / dv, x % dv, (long long)((unsigned long long)x / du),
                                  (long long)((unsigned long long)x % du) };
            for (int k = 0; k < 4; k++)
                if (wo[i * 4 + k] != want[k]) {
                    if (ok) printf("first difference: %lld by %lld, result %d: %lld, want %lld\n", x, dv, k, wo[i * 4 + k], want[k]);
                    ok = false;
                }
        }
    }
    check("64-bit quotients and remainders of many dividends", ok);
    cudaFree(wda); cudaFree(wo);

    const int n = 1000;
    int *ai, *oi;
    cudaMallocManaged(&ai, n * 4);
    cudaMallocManaged(&oi, n * 4);
    for (int i = 0; i < n; i++) ai[i] = (i * 7919) % 2001 - 1000;
    chain<<<(n + 127) / 128, 128>>>(ai, oi, n, 7, -3);
    cudaDeviceSynchronize();
    ok = true;
    for (int i = 0; i < n; i++)
        if (oi[i] != ai[i] / 7 / -3 + ai[i] % 7 % -3) ok = false;
    check("a / p / q", ok);

    written<<<(n + 127) / 128, 128>>>(ai, oi, n, 5);
    cudaDeviceSynchronize();
    ok = true;
    for (int i = 0; i < n; i++)
        if (oi[i] != ai[i] / (i >= 128 ? 6 : 5)) ok = false;
    check("a parameter the kernel writes", ok);

    tile_rotate<<<4, 256>>>(ai, oi, 16);
    cudaDeviceSynchronize();
    ok = true;
    for (int b = 0; b < 4; b++)
        for (int t = 0; t < 256; t++)
            if (oi[b * 256 + t] != ai[b * 256 + (t % 16) * 16 + t / 16]) ok = false;
    check("division in a kernel with barriers", ok);

    cudaFree(a); cudaFree(out); cudaFree(ai); cudaFree(oi);
    if (failures) {
        printf("%d FAILED\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
