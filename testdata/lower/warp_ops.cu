// warp_ops.cu - warp functions in kernels that cu2hip --lower-kernels turns into loops over a
// warp's lanes (each call splits the body like a barrier): shuffles of every kind with and
// without a width, in a uniform loop, ballot / any / all, __syncwarp, a partial last warp, lanes
// that returned before the call (they read as zero and vote nothing), __syncthreads_count /
// _and / _or, and a kernel whose volatile warp-synchronous exchange must keep the fiber path.
// Each result is checked against a host computation at the device's warp size. Prints PASS
// when all agree.
#include <cstdio>
#include <vector>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

// butterfly sum over each warp (xor), then a down-shift sum: every lane ends with the warp sum
__global__ void warp_sums(const int *in, int *xs, int *ds, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int x = v;
    for (int o = warpSize / 2; o > 0; o /= 2)
        x += __shfl_xor_sync(0xffffffff, x, o);
    int d = v;
    for (int o = warpSize / 2; o > 0; o /= 2)
        d += __shfl_down_sync(0xffffffff, d, o);
    __syncwarp();
    if (i < n) {
        xs[i] = x;
        ds[i] = d;
    }
}

// shuffles with a width, an up-shift scan, broadcasts from a computed lane, and votes
__global__ void lanes(const float *in, float *up, float *bc, unsigned long long *ballots, int *votes, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : 0.0f;
    float s = v;
    for (int o = 1; o < 8; o *= 2) {
        float t = __shfl_up_sync(0xffffffff, s, o, 8);
        if ((threadIdx.x & 7) >= o) s += t;
    }
    float b = __shfl_sync(0xffffffff, v, (threadIdx.x + 3) % 16, 16);
    unsigned long long m = __ballot_sync(0xffffffff, v > 2.0f);
    int any = __any_sync(0xffffffff, v > 6.5f);
    int all = __all_sync(0xffffffff, v >= 0.0f);
    if (i < n) {
        up[i] = s;
        bc[i] = b;
        ballots[i] = m;
        votes[i] = any * 2 + all;
    }
}

// lanes past n return first: they take no part in the shuffle (read as zero) and vote nothing
__global__ void after_return(const int *in, int *out, unsigned long long *ballots, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int v = in[i];
    int w = __shfl_down_sync(0xffffffff, v, 1);
    unsigned long long m = __ballot_sync(0xffffffff, v & 1);
    out[i] = w;
    ballots[i] = m;
}

// block-wide votes that are barriers too
__global__ void block_votes(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int c = __syncthreads_count(v > 0);
    int a = __syncthreads_and(v > -6);
    int o = __syncthreads_or(v > 16 + (int)blockIdx.x);
    if (i < n) out[i] = c * 4 + a * 2 + o;
}

// old-style warp-synchronous reduction through volatile shared memory: keeps the fiber path
__global__ void volatile_reduce(const int *in, int *out)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * 64 + t];
    __syncthreads();
    if (t < 32) {
        volatile int *v = s;
        v[t] += v[t + 32];
        v[t] += v[t + 16];
        v[t] += v[t + 8];
        v[t] += v[t + 4];
        v[t] += v[t + 2];
        v[t] += v[t + 1];
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

int main()
{
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    const int ws = prop.warpSize, bs = 200, nb = 3, n = bs * nb - 37;   // partial warps
    std::vector<int> hi(n);
    std::vector<float> hf(n);
    for (int i = 0; i < n; i++) {
        hi[i] = (i * 37) % 23 - 5;
        hf[i] = (float)((i * 13) % 8);
    }
    int *in, *xs, *ds, *votes, *w;
    float *fin, *up, *bc;
    unsigned long long *ballots;
    cudaMallocManaged(&in, n * 4); cudaMallocManaged(&xs, n * 4); cudaMallocManaged(&ds, n * 4);
    cudaMallocManaged(&votes, n * 4); cudaMallocManaged(&w, n * 4); cudaMallocManaged(&fin, n * 4);
    cudaMallocManaged(&up, n * 4); cudaMallocManaged(&bc, n * 4); cudaMallocManaged(&ballots, n * 8);
    for (int i = 0; i < n; i++) { in[i] = hi[i]; fin[i] = hf[i]; }

    warp_sums<<<nb, bs>>>(in, xs, ds, n);
    cudaDeviceSynchronize();
    bool ok_x = true, ok_d = true;
    for (int i = 0; i < n; i++) {
        int b = i / bs, t = i % bs, w0 = b * bs + t / ws * ws;
        int lanes = bs - t / ws * ws < ws ? bs - t / ws * ws : ws;   // lanes of this warp
        long long sum = 0;
        for (int l = 0; l < lanes; l++) sum += w0 + l < n ? hi[w0 + l] : 0;
        // xor partners beyond a partial warp keep their own value: only check full warps there
        if (lanes == ws && xs[i] != sum) ok_x = false;
        if (t % ws == 0 && lanes == ws && ds[i] != sum) ok_d = false;
    }
    check("xor butterfly sums", ok_x);
    check("down-shift sums", ok_d);

    lanes<<<nb, bs>>>(fin, up, bc, ballots, votes, n);
    cudaDeviceSynchronize();
    bool ok_u = true, ok_b = true, ok_m = true, ok_v = true;
    for (int i = 0; i < n; i++) {
        int b = i / bs, t = i % bs, g8 = t & ~7;
        float s = 0;
        for (int l = g8; l <= t; l++) s += b * bs + l < n ? hf[b * bs + l] : 0.0f;
        if (up[i] != s) ok_u = false;
        int src = (t & ~15) + ((t + 3) % 16) % 16, w0 = t / ws * ws;
        (void)w0;
        float want = b * bs + src < n && src < bs ? hf[b * bs + src] : 0.0f;
        if (bc[i] != want) ok_b = false;
        unsigned long long m = 0;
        int any = 0, all = 1, base = t / ws * ws;
        for (int l = 0; l < ws && base + l < bs; l++) {
            int g = b * bs + base + l;
            float v = g < n ? hf[g] : 0.0f;
            if (v > 2.0f) m |= 1ull << l;
            any |= v > 6.5f;
            all &= v >= 0.0f;
        }
        if (ballots[i] != m) ok_m = false;
        if (votes[i] != any * 2 + all) ok_v = false;
    }
    check("scan by up-shifts in groups of 8", ok_u);
    check("broadcast in groups of 16", ok_b);
    check("ballot", ok_m);
    check("any / all", ok_v);

    after_return<<<nb, bs>>>(in, w, ballots, n);
    cudaDeviceSynchronize();
    bool ok_r = true, ok_rb = true;
    for (int i = 0; i < n; i++) {
        int t = i % bs, lane = t % ws, base = i - lane;
        int lanes = bs - t / ws * ws < ws ? bs - t / ws * ws : ws;
        // a source past the warp keeps the own value; one that never existed or returned reads 0
        int want = lane + 1 >= ws ? hi[i] : (lane + 1 < lanes && i + 1 < n ? hi[i + 1] : 0);
        if (w[i] != want) ok_r = false;
        unsigned long long m = 0;
        for (int l = 0; l < lanes && base + l < n; l++)
            if (hi[base + l] & 1) m |= 1ull << l;
        if (ballots[i] != m) ok_rb = false;
    }
    check("shuffle after some lanes returned", ok_r);
    check("ballot after some lanes returned", ok_rb);

    block_votes<<<nb, bs>>>(in, w, n);
    cudaDeviceSynchronize();
    bool ok_bv = true;
    for (int b = 0; b < nb; b++) {
        int c = 0, a = 1, o = 0;
        for (int t = 0; t < bs; t++) {
            int g = b * bs + t, v = g < n ? hi[g] : 0;
            c += v > 0;
            a &= v > -6;
            o |= v > 16 + b;
        }
        for (int t = 0; t < bs && b * bs + t < n; t++)
            if (w[b * bs + t] != c * 4 + a * 2 + o) ok_bv = false;
    }
    check("__syncthreads_count / _and / _or", ok_bv);

    int *vin, *vout;
    cudaMallocManaged(&vin, 64 * 4 * 4); cudaMallocManaged(&vout, 4 * 4);
    for (int i = 0; i < 256; i++) vin[i] = i % 9;
    volatile_reduce<<<4, 64>>>(vin, vout);
    cudaDeviceSynchronize();
    bool ok_vr = true;
    for (int b = 0; b < 4; b++) {
        int sum = 0;
        for (int l = 0; l < 64; l++) sum += vin[b * 64 + l];
        // lanes in lockstep give the block's sum; a lowered kernel would too, by luck of order
        if (vout[b] != sum) ok_vr = false;
    }
    printf("volatile reduction: %s\n", ok_vr ? "block sums" : "other sums");
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures != 0;
}
