// helpers.cu - __device__ functions that synchronise, as real code writes its reductions: a warp
// reduction with shuffles in a helper, a templated one, a block reduction helper that calls the
// warp one and has its own barriers, a void helper that writes through a pointer, a helper called
// in a uniform loop, a template kernel calling the template helper; cu2hip --lower-kernels runs
// each such call lowered over the block. Near
// misses keep the fiber path: a helper with a shuffle called by some threads only (divergent
// code), a helper that returns early, a helper called under && (conditionally). Each result is
// checked against a host computation at the device's warp size. Prints PASS when all agree.
#include <cstdio>
#include <vector>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

__device__ int warp_reduce_sum(int v)
{
    for (int o = warpSize / 2; o > 0; o /= 2)
        v += __shfl_xor_sync(0xffffffff, v, o);
    return v;
}

template <typename T>
__device__ T warp_reduce_max(T v)
{
    for (int o = warpSize / 2; o > 0; o /= 2) {
        T other = __shfl_down_sync(0xffffffff, v, o);
        v = other > v ? other : v;
    }
    return __shfl_sync(0xffffffff, v, 0);
}

// every thread gets the block's sum; scratch holds one value per warp
__device__ int block_reduce_sum(int v, int *scratch)
{
    const int lane = threadIdx.x % warpSize, wid = threadIdx.x / warpSize;
    const int nw = (blockDim.x + warpSize - 1) / warpSize;
    v = warp_reduce_sum(v);
    if (lane == 0) scratch[wid] = v;
    __syncthreads();
    int total = 0;
    for (int w = 0; w < nw; w++)
        total += scratch[w];
    __syncthreads();
    return total;
}

// lane 0 of each warp stores the warp's ballot count
__device__ void store_warp_count(int pred, int *out)
{
    unsigned long long m = __ballot_sync(0xffffffff, pred);
    if (threadIdx.x % warpSize == 0)
        out[threadIdx.x / warpSize] = __popcll(m);
}

__global__ void warp_sums(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int s = warp_reduce_sum(v);
    if (i < n) out[i] = s;
}

__global__ void warp_maxes(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : -1.0f;
    float m = warp_reduce_max<float>(v);
    float m2 = warp_reduce_max(v * 2.0f);
    if (i < n) out[i] = m + m2;
}

__global__ void block_sums(const int *in, int *out, int *counts, int n)
{
    __shared__ int scratch[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int total = 0;
    // a uniform loop: the helpers run once per round
    for (int round = 0; round < 3; round++) {
        int v = i < n ? in[i] * (round + 1) : 0;
        total += block_reduce_sum(v, scratch);
    }
    store_warp_count(i < n && (in[i] & 1), counts + blockIdx.x * 32);
    if (i < n) out[i] = total;
}

// a template kernel: its call of the template helper is dependent (its result type too)
template <typename T>
__global__ void tmpl_maxes(const T *in, T *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    T v = i < n ? in[i] : T(-1);
    T m = warp_reduce_max(v);
    if (i < n) out[i] = m;
}

// near miss: only the first half of the block calls the helper (divergent): fibers
__global__ void divergent_call(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int s = 0;
    if (threadIdx.x < blockDim.x / 2)
        s = warp_reduce_sum(v);
    __syncthreads();
    if (i < n) out[i] = s;
}

__device__ int early_out(int v)
{
    if (v < 0) return 0;
    return __shfl_xor_sync(0xffffffff, v, 1);
}

// near miss: the helper returns before its end: fibers
__global__ void early_return(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int s = early_out(v);
    if (i < n) out[i] = s;
}

// near miss: the helper is called under && (only where v is odd): fibers
__global__ void conditional_call(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int s = (v & 1) && warp_reduce_sum(v) > 0;
    if (i < n) out[i] = s;
}

int main()
{
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    const int ws = prop.warpSize, bs = 256, nb = 3, n = bs * nb - 40;
    std::vector<int> hi(n);
    for (int i = 0; i < n; i++) hi[i] = (i * 37) % 23 - 5;
    int *in, *out, *counts;
    float *fin, *fout;
    cudaMallocManaged(&in, n * 4); cudaMallocManaged(&out, n * 4);
    cudaMallocManaged(&counts, nb * 32 * 4);
    cudaMallocManaged(&fin, n * 4); cudaMallocManaged(&fout, n * 4);
    for (int i = 0; i < n; i++) { in[i] = hi[i]; fin[i] = (float)((i * 13) % 17); }
    auto warp_of = [&](int i, int *lanes) {   // first element of i's warp, lanes in the block
        int t = i % bs, w0 = i - t % ws;
        *lanes = bs - t / ws * ws < ws ? bs - t / ws * ws : ws;
        return w0;
    };

    warp_sums<<<nb, bs>>>(in, out, n);
    cudaDeviceSynchronize();
    bool ok = true;
    for (int i = 0; i < n; i++) {
        int lanes, w0 = warp_of(i, &lanes);
        long long s = 0;
        for (int l = 0; l < lanes; l++) s += w0 + l < n ? hi[w0 + l] : 0;
        if (out[i] != s) ok = false;
    }
    check("warp sums through a helper", ok);

    warp_maxes<<<nb, bs>>>(fin, fout, n);
    cudaDeviceSynchronize();
    ok = true;
    for (int i = 0; i < n; i++) {
        int lanes, w0 = warp_of(i, &lanes);
        float m = -1.0f;
        for (int l = 0; l < lanes; l++) {
            float v = w0 + l < n ? fin[w0 + l] : -1.0f;
            m = v > m ? v : m;
        }
        if (fout[i] != m * 3.0f) ok = false;
    }
    check("warp maxima through a template helper", ok);

    tmpl_maxes<float><<<nb, bs>>>(fin, fout, n);
    cudaDeviceSynchronize();
    ok = true;
    for (int i = 0; i < n; i++) {
        int lanes, w0 = warp_of(i, &lanes);
        float m = -1.0f;
        for (int l = 0; l < lanes; l++) {
            float v = w0 + l < n ? fin[w0 + l] : -1.0f;
            m = v > m ? v : m;
        }
        if (fout[i] != m) ok = false;
    }
    check("warp maxima in a template kernel", ok);

    block_sums<<<nb, bs>>>(in, out, counts, n);
    cudaDeviceSynchronize();
    bool ok_c = true;
    ok = true;
    for (int b = 0; b < nb; b++) {
        long long s = 0;
        for (int t = 0; t < bs; t++) s += b * bs + t < n ? hi[b * bs + t] : 0;
        for (int t = 0; t < bs && b * bs + t < n; t++)
            if (out[b * bs + t] != s * 6) ok = false;
        for (int w = 0; w < bs / ws; w++) {
            int c = 0;
            for (int l = 0; l < ws; l++) {
                int g = b * bs + w * ws + l;
                c += g < n && (hi[g] & 1);
            }
            if (counts[b * 32 + w] != c) ok_c = false;
        }
    }
    check("block sums through a helper with barriers, in a loop", ok);
    check("ballot counts through a void helper", ok_c);

    divergent_call<<<nb, bs>>>(in, out, n);
    cudaDeviceSynchronize();
    ok = true;
    for (int i = 0; i < n; i++) {
        int lanes, w0 = warp_of(i, &lanes);
        long long s = 0;
        for (int l = 0; l < lanes; l++) s += w0 + l < n ? hi[w0 + l] : 0;
        bool first = i % bs < bs / 2;
        // a warp wholly in the first half sums; the second half stores 0
        if (!first && out[i] != 0) ok = false;
        if (first && (i % bs) / ws < (bs / 2) / ws && out[i] != s) ok = false;
    }
    check("divergent helper call (fibers)", ok);

    early_return<<<nb, bs>>>(in, out, n);
    cudaDeviceSynchronize();
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += out[i] * (i % 7 + 1);
    printf("early return checksum %lld\n", sum);

    conditional_call<<<nb, bs>>>(in, out, n);
    cudaDeviceSynchronize();
    sum = 0;
    for (int i = 0; i < n; i++) sum += out[i] * (i % 7 + 1);
    printf("conditional call checksum %lld\n", sum);

    cudaFree(in); cudaFree(out); cudaFree(counts); cudaFree(fin); cudaFree(fout);
    if (failures) {
        printf("%d FAILED\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
