// features.cu - what cu2hip --lower-kernels must get right, each kernel checked against a host
// computation: early returns before a barrier, 2-D blocks, barriers in nested uniform loops and
// in a uniform if, values (scalars and arrays) kept across barriers, a uniform value declared
// between statements, dynamic shared memory, templates, device functions reading threadIdx, odd
// block sizes, and a warp shuffle (loops over the lanes). Prints PASS when all agree.
#include <cstdio>
#include <cstdlib>
#include <vector>

static int failures = 0;
static void check(const char *what, bool ok)
{
    if (!ok) {
        printf("FAIL: %s\n", what);
        failures++;
    } else {
        printf("ok %s\n", what);
    }
}

// early return of the threads past n; the others still meet at the barrier
__global__ void shift_left(const int *in, int *out, int n)
{
    __shared__ int s[128];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    if (i >= n) return;
    s[t] = in[i] * 3;
    __syncthreads();
    int j = t + 1 < (int)blockDim.x && i + 1 < n ? s[t + 1] : -1;
    out[i] = j;
}

// 2-D block: tile transpose through shared memory
#define TD 8
__global__ void transpose_tile(const float *in, float *out, int w, int h)
{
    __shared__ float tile[TD][TD + 1];
    int x = blockIdx.x * TD + threadIdx.x, y = blockIdx.y * TD + threadIdx.y;
    if (x < w && y < h) tile[threadIdx.y][threadIdx.x] = in[y * w + x];
    __syncthreads();
    int ox = blockIdx.y * TD + threadIdx.x, oy = blockIdx.x * TD + threadIdx.y;
    if (ox < h && oy < w) out[oy * h + ox] = tile[threadIdx.x][threadIdx.y];
}

// tiled matrix product: barriers in a uniform loop, per-thread sums kept across them
template <int T, typename V>
__global__ void matmul(const V *a, const V *b, V *c, int n)
{
    __shared__ V sa[T][T], sb[T][T];
    int row = blockIdx.y * T + threadIdx.y, col = blockIdx.x * T + threadIdx.x;
    V acc[2] = {0, 0};
    for (int k0 = 0; k0 < n; k0 += T) {
        sa[threadIdx.y][threadIdx.x] = row < n && k0 + threadIdx.x < n ? a[row * n + k0 + threadIdx.x] : V(0);
        sb[threadIdx.y][threadIdx.x] = col < n && k0 + threadIdx.y < n ? b[(k0 + threadIdx.y) * n + col] : V(0);
        __syncthreads();
        for (int k = 0; k < T; k++) acc[k & 1] += sa[threadIdx.y][k] * sb[k][threadIdx.x];
        __syncthreads();
    }
    if (row < n && col < n) c[row * n + col] = acc[0] + acc[1];
}

__device__ int lane_of_block() { return threadIdx.x % 7; }

// a uniform if holding barriers, a uniform value declared mid-way, a device function that reads
// threadIdx, and a loop counter declared in the loop body kept across its barrier
__global__ void mixed(const int *in, int *out, int mode)
{
    extern __shared__ int dyn[];
    int t = threadIdx.x;
    int v = in[blockIdx.x * blockDim.x + t];
    const int half = blockDim.x / 2;
    dyn[t] = v + lane_of_block();
    __syncthreads();
    if (mode > 0) {
        int w = dyn[(t + half) % blockDim.x];
        __syncthreads();
        dyn[t] = w * 2;
        __syncthreads();
    }
    for (int r = 0; r < 3; r++) {
        int prev = dyn[(t + blockDim.x - 1) % blockDim.x];
        __syncthreads();
        dyn[t] += prev;
        __syncthreads();
    }
    out[blockIdx.x * blockDim.x + t] = dyn[t] + half;
}

// a warp shuffle with a width, then a barrier: the shuffle runs as a loop over each warp's lanes
__global__ void warp_sum(const int *in, int *out)
{
    __shared__ int s[32];
    int v = in[blockIdx.x * blockDim.x + threadIdx.x];
    for (int d = 16; d > 0; d /= 2) v += __shfl_down_sync(0xffffffff, v, d, 32);
    if (threadIdx.x % 32 == 0) s[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        int acc = 0;
        for (int w = 0; w < (int)(blockDim.x / 32); w++) acc += s[w];
        out[blockIdx.x] = acc;
    }
}

int main()
{
    // shift_left: 300 elements, blocks of 128 (the last one partial)
    {
        const int n = 300;
        std::vector<int> h(n), r(n);
        for (int i = 0; i < n; i++) h[i] = i * 5 - 7;
        int *din, *dout;
        cudaMalloc(&din, n * 4);
        cudaMalloc(&dout, n * 4);
        cudaMemcpy(din, h.data(), n * 4, cudaMemcpyHostToDevice);
        shift_left<<<(n + 127) / 128, 128>>>(din, dout, n);
        cudaMemcpy(r.data(), dout, n * 4, cudaMemcpyDeviceToHost);
        bool ok = true;
        for (int i = 0; i < n; i++) {
            int t = i % 128;
            int want = t + 1 < 128 && i + 1 < n ? h[i + 1] * 3 : -1;
            ok = ok && r[i] == want;
        }
        check("early return before a barrier", ok);
        cudaFree(din);
        cudaFree(dout);
    }
    // transpose_tile: 21 x 13
    {
        const int w = 21, h = 13;
        std::vector<float> a(w * h), r(w * h);
        for (int i = 0; i < w * h; i++) a[i] = (float)(i % 97);
        float *din, *dout;
        cudaMalloc(&din, w * h * 4);
        cudaMalloc(&dout, w * h * 4);
        cudaMemcpy(din, a.data(), w * h * 4, cudaMemcpyHostToDevice);
        transpose_tile<<<dim3((w + TD - 1) / TD, (h + TD - 1) / TD), dim3(TD, TD)>>>(din, dout, w, h);
        cudaMemcpy(r.data(), dout, w * h * 4, cudaMemcpyDeviceToHost);
        bool ok = true;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) ok = ok && r[x * h + y] == a[y * w + x];
        check("2-D block transpose", ok);
        cudaFree(din);
        cudaFree(dout);
    }
    // matmul<8, int>: 30 x 30
    {
        const int n = 30;
        std::vector<int> a(n * n), b(n * n), c(n * n);
        for (int i = 0; i < n * n; i++) {
            a[i] = i % 11 - 5;
            b[i] = i % 7 - 3;
        }
        int *da, *db, *dc;
        cudaMalloc(&da, n * n * 4);
        cudaMalloc(&db, n * n * 4);
        cudaMalloc(&dc, n * n * 4);
        cudaMemcpy(da, a.data(), n * n * 4, cudaMemcpyHostToDevice);
        cudaMemcpy(db, b.data(), n * n * 4, cudaMemcpyHostToDevice);
        matmul<8, int><<<dim3(4, 4), dim3(8, 8)>>>(da, db, dc, n);
        cudaMemcpy(c.data(), dc, n * n * 4, cudaMemcpyDeviceToHost);
        bool ok = true;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                int s = 0;
                for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
                ok = ok && c[i * n + j] == s;
            }
        check("template tiled matmul, barriers in a loop", ok);
        cudaFree(da);
        cudaFree(db);
        cudaFree(dc);
    }
    // mixed: blocks of 100 threads (not a multiple of the warp size), both modes
    for (int mode = 0; mode < 2; mode++) {
        const int bs = 100, nb = 3, n = bs * nb;
        std::vector<int> h(n), r(n);
        for (int i = 0; i < n; i++) h[i] = (i * 13) % 29;
        int *din, *dout;
        cudaMalloc(&din, n * 4);
        cudaMalloc(&dout, n * 4);
        cudaMemcpy(din, h.data(), n * 4, cudaMemcpyHostToDevice);
        mixed<<<nb, bs, bs * sizeof(int)>>>(din, dout, mode);
        cudaMemcpy(r.data(), dout, n * 4, cudaMemcpyDeviceToHost);
        bool ok = true;
        for (int blk = 0; blk < nb; blk++) {
            std::vector<int> s(bs), w(bs);
            for (int t = 0; t < bs; t++) s[t] = h[blk * bs + t] + t % 7;
            if (mode > 0) {
                for (int t = 0; t < bs; t++) w[t] = s[(t + bs / 2) % bs];
                for (int t = 0; t < bs; t++) s[t] = w[t] * 2;
            }
            for (int k = 0; k < 3; k++) {
                for (int t = 0; t < bs; t++) w[t] = s[(t + bs - 1) % bs];
                for (int t = 0; t < bs; t++) s[t] += w[t];
            }
            for (int t = 0; t < bs; t++) ok = ok && r[blk * bs + t] == s[t] + bs / 2;
        }
        check(mode ? "uniform if with barriers, dynamic shared" : "dynamic shared, loop with barriers", ok);
        cudaFree(din);
        cudaFree(dout);
    }
    // warp_sum: 4 blocks of 128
    {
        const int n = 512;
        std::vector<int> h(n), r(4);
        for (int i = 0; i < n; i++) h[i] = i % 9;
        int *din, *dout;
        cudaMalloc(&din, n * 4);
        cudaMalloc(&dout, 4 * 4);
        cudaMemcpy(din, h.data(), n * 4, cudaMemcpyHostToDevice);
        warp_sum<<<4, 128>>>(din, dout);
        cudaMemcpy(r.data(), dout, 16, cudaMemcpyDeviceToHost);
        bool ok = true;
        for (int b = 0; b < 4; b++) {
            int s = 0;
            for (int i = 0; i < 128; i++) s += h[b * 128 + i];
            ok = ok && r[b] == s;
        }
        check("warp shuffle sums", ok);
        cudaFree(din);
        cudaFree(dout);
    }
    if (cudaGetLastError() != cudaSuccess) failures++;
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
