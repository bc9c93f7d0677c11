/* builtins.hip - seed 000's kernel example (init_array through a __device__ function, a
 * __host__ __device__ constexpr helper, <<<>>>-style launch via hipLaunchKernelGGL), index
 * built-ins in 1/2/3-D, hip*Idx_* macros, warpSize and lanes, qualifiers, __device__ and
 * __constant__ globals, __ldg and timers. Self-checking; run at warp size 32 and 64. */
#include "hs_test.h"

/* ---- seed 000 ---- */
__device__ void init_array(float *const a, const unsigned int arraySize) {
    const int globalIdx = threadIdx.x + blockIdx.x * blockDim.x;
    if (globalIdx < (int)arraySize)
        a[globalIdx] = globalIdx;
}
__host__ __device__ constexpr int round_up_to_nearest_multiple(int number, int multiple) {
    return (number + multiple - 1) / multiple;
}
__global__ void example_kernel(float *const a, const unsigned int N) { init_array(a, N); }

/* ---- coordinates ---- */
struct Coords {
    unsigned tx, ty, tz, bx, by, bz, bdx, bdy, bdz, gdx, gdy, gdz;
    int ws;
    unsigned lane;
};
__global__ void __launch_bounds__(256) coords_kernel(Coords *out) {
    dim3 t = threadIdx; /* built-ins convert to dim3 */
    uint3 b = blockIdx;
    unsigned local = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    unsigned block = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    Coords &c = out[block * (blockDim.x * blockDim.y * blockDim.z) + local];
    c.tx = t.x; c.ty = t.y; c.tz = t.z;
    c.bx = b.x; c.by = b.y; c.bz = b.z;
    c.bdx = hipBlockDim_x; c.bdy = hipBlockDim_y; c.bdz = hipBlockDim_z;
    c.gdx = hipGridDim_x; c.gdy = hipGridDim_y; c.gdz = hipGridDim_z;
    c.ws = warpSize;
    c.lane = __lane_id();
    /* through variables: hipshim-cc compiles preprocessed text, where the macros' expansion
     * compared with its own spelling is a self-comparison g++ warns about */
    unsigned htx = hipThreadIdx_x, hbz = hipBlockIdx_z;
    if (htx != threadIdx.x || hbz != blockIdx.z)
        c.ws = -1;
}

/* ---- qualifiers and globals ---- */
__constant__ int const_array[8];
__device__ int device_counter;
__device__ __forceinline__ int twice(int x) { return 2 * x; }
__device__ __noinline__ int thrice(int x) { return 3 * x; }
__global__ void globals_kernel(const int *__restrict__ in, int *__restrict__ out) {
    int i = threadIdx.x;
    out[i] = twice(const_array[i]) + thrice(__ldg(in + i));
    if (i == 0)
        device_counter = 42;
}

__global__ void timer_kernel(long long *out) {
    long long a = clock64(), w0 = wall_clock64();
    volatile double x = 1;
    for (int i = 0; i < 10000; i++)
        x = x * 1.0000001;
    long long b = clock64(), w1 = wall_clock64();
    out[0] = b - a;
    out[1] = w1 - w0;
}

int main() {
    /* seed 000, smaller N */
    constexpr int N = 1000003;
    constexpr int blockSize = 256;
    constexpr int gridSize = round_up_to_nearest_multiple(N, blockSize);
    float *a;
    HIP_CHECK(hipMalloc(&a, sizeof(*a) * N));
    LAUNCH(example_kernel, dim3(gridSize), dim3(blockSize), 0, 0, a, (unsigned)N);
    float *h = (float *)std::malloc(sizeof(float) * N);
    HIP_CHECK(hipMemcpy(h, a, sizeof(float) * N, hipMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += h[i] != (float)i;
    CHECK_EQ(bad, 0, "seed 000 array elements wrong");
    std::free(h);
    HIP_CHECK(hipFree(a));

    hipDeviceProp_t prop;
    HIP_CHECK(hipGetDeviceProperties(&prop, 0));
    const dim3 shapes[][2] = {{dim3(3), dim3(100)}, {dim3(2, 3), dim3(8, 5)}, {dim3(2, 2, 2), dim3(4, 3, 5)},
                              {dim3(1), dim3(256)}};
    for (auto &s : shapes) {
        dim3 g = s[0], b = s[1];
        size_t nthreads = (size_t)g.x * g.y * g.z * b.x * b.y * b.z;
        Coords *d;
        HIP_CHECK(hipMalloc(&d, nthreads * sizeof(Coords)));
        HIP_CHECK(hipMemset(d, 0xff, nthreads * sizeof(Coords)));
        LAUNCH(coords_kernel, g, b, 0, 0, d);
        Coords *c = (Coords *)std::malloc(nthreads * sizeof(Coords));
        HIP_CHECK(hipMemcpy(c, d, nthreads * sizeof(Coords), hipMemcpyDeviceToHost));
        size_t k = 0;
        for (unsigned bz = 0; bz < g.z; bz++)
            for (unsigned by = 0; by < g.y; by++)
                for (unsigned bx = 0; bx < g.x; bx++)
                    for (unsigned tz = 0; tz < b.z; tz++)
                        for (unsigned ty = 0; ty < b.y; ty++)
                            for (unsigned tx = 0; tx < b.x; tx++, k++) {
                                const Coords &e = c[k];
                                unsigned local = tx + b.x * (ty + b.y * tz);
                                bool ok = e.tx == tx && e.ty == ty && e.tz == tz && e.bx == bx && e.by == by &&
                                          e.bz == bz && e.bdx == b.x && e.bdy == b.y && e.bdz == b.z &&
                                          e.gdx == g.x && e.gdy == g.y && e.gdz == g.z &&
                                          e.ws == prop.warpSize && e.lane == local % (unsigned)prop.warpSize;
                                CHECK(ok, "thread (%u,%u,%u) of block (%u,%u,%u): got t=(%u,%u,%u) b=(%u,%u,%u) ws=%d lane=%u",
                                      tx, ty, tz, bx, by, bz, e.tx, e.ty, e.tz, e.bx, e.by, e.bz, e.ws, e.lane);
                            }
        std::free(c);
        HIP_CHECK(hipFree(d));
    }
    CHECK(prop.warpSize == 32 || prop.warpSize == 64, "warp size %d", prop.warpSize);

    int host_data[8] = {1, 2, 3, 4, 5, 6, 7, 8}, in[8] = {10, 20, 30, 40, 50, 60, 70, 80}, out[8];
    HIP_CHECK(hipMemcpyToSymbol(const_array, host_data, sizeof(int) * 8));
    int *din, *dout;
    HIP_CHECK(hipMalloc(&din, sizeof in));
    HIP_CHECK(hipMalloc(&dout, sizeof out));
    HIP_CHECK(hipMemcpy(din, in, sizeof in, hipMemcpyHostToDevice));
    LAUNCH(globals_kernel, dim3(1), dim3(8), 0, 0, din, dout);
    HIP_CHECK(hipMemcpy(out, dout, sizeof out, hipMemcpyDeviceToHost));
    for (int i = 0; i < 8; i++)
        CHECK_EQ(out[i], 2 * host_data[i] + 3 * in[i], "globals_kernel");
    int counter = 0;
    HIP_CHECK(hipMemcpyFromSymbol(&counter, device_counter, sizeof counter));
    CHECK_EQ(counter, 42, "__device__ variable");

    long long *dt, t[2];
    HIP_CHECK(hipMalloc(&dt, sizeof t));
    LAUNCH(timer_kernel, dim3(1), dim3(1), 0, 0, dt);
    HIP_CHECK(hipMemcpy(t, dt, sizeof t, hipMemcpyDeviceToHost));
    CHECK(t[0] > 0 && t[1] >= 0, "clock64 delta %lld, wall_clock64 delta %lld", t[0], t[1]);
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(dout));
    HIP_CHECK(hipFree(dt));
    return hs_test_done("builtins");
}
