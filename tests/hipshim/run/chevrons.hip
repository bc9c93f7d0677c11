// chevrons.hip - HIP written with `<<<>>>` launches, as hand-written HIP and HIPIFY's output
// use them: a plain kernel, explicit and partly deduced template kernels, dynamic shared
// memory, a stream argument, a launch inside a macro and one in a header, an empty argument
// list, a struct passed as a __grid_constant__ parameter, and host variables named like the
// built-in variables (dim3 gridDim, blockDim).
#include "../api/hs_test.h"
#include "chevrons_launch.h"

#define LAUNCH_FILL(p, v) fill<<<1, 32>>>(p, v)

__global__ void fill(int *p, int v) { p[threadIdx.x] = v + (int)threadIdx.x; }

template <int N, class T> __global__ void block_sum(const T *in, T *out)
{
    __shared__ T part[N];
    part[threadIdx.x] = in[blockIdx.x * N + threadIdx.x];
    __syncthreads();
    for (int s = N / 2; s > 0; s /= 2) {
        if ((int)threadIdx.x < s) part[threadIdx.x] += part[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = part[0];
}

__global__ void reverse_dyn(int *p)
{
    extern __shared__ int s[];
    s[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    p[threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
}

struct Table { int v[8]; };
__global__ void gather(const __grid_constant__ Table t, int *p) { p[threadIdx.x] = t.v[7 - threadIdx.x]; }

static int counter_host;
__device__ int counter;
__global__ void bump() { atomicAdd(&counter, 1); }

int main()
{
    int *p = nullptr;
    OK(hipMallocManaged(&p, 256 * sizeof(int)));
    dim3 gridDim(2), blockDim(64);   // host variables with the built-in names
    fill<<<gridDim, blockDim>>>(p, 10);
    OK(hipDeviceSynchronize());
    CHECK_EQ(p[63], 73);
    LAUNCH_FILL(p, 5);
    OK(hipDeviceSynchronize());
    CHECK_EQ(p[31], 36);
    launch_from_header(p);   // a <<<>>> in an included header
    OK(hipDeviceSynchronize());
    CHECK_EQ(p[7], 7 * 3);

    float *in = nullptr, *out = nullptr;
    OK(hipMallocManaged(&in, 4 * 64 * sizeof(float)));
    OK(hipMallocManaged(&out, 4 * sizeof(float)));
    for (int i = 0; i < 256; i++) in[i] = (float)(i % 64);
    const float *cin = in;
    block_sum<64, float><<<4, 64>>>(in, out);   // explicit
    OK(hipDeviceSynchronize());
    CHECK_EQ(out[3], 2016);
    out[0] = 0;
    block_sum<64><<<dim3(4), dim3(64), 0>>>(cin, out);   // T deduced (exact types)
    OK(hipDeviceSynchronize());
    CHECK_EQ(out[0], 2016);
    out[1] = 0;
    block_sum<64><<<4, 64>>>(in, out);   // T deduced through a conversion (float* -> const float*)
    OK(hipDeviceSynchronize());
    CHECK_EQ(out[1], 2016);
    out[2] = 0;
    hipLaunchKernelGGL(HIP_KERNEL_NAME(block_sum<64>), dim3(4), dim3(64), 0, 0, in, out);
    OK(hipDeviceSynchronize());
    CHECK_EQ(out[2], 2016);

    for (int i = 0; i < 128; i++) p[i] = i;
    hipStream_t st;
    OK(hipStreamCreate(&st));
    reverse_dyn<<<1, 128, 128 * sizeof(int), st>>>(p);   // dynamic shared memory and a stream
    OK(hipStreamSynchronize(st));
    CHECK_EQ(p[0], 127);
    CHECK_EQ(p[127], 0);
    bump<<<3, 5, 0, st>>>();   // no arguments
    bump<<<1, 1>>>(
    );
    OK(hipDeviceSynchronize());
    OK(hipMemcpyFromSymbol(&counter_host, HIP_SYMBOL(counter), sizeof(int), 0, hipMemcpyDeviceToHost));
    CHECK_EQ(counter_host, 16);
    Table tab{{0, 10, 20, 30, 40, 50, 60, 70}};
    gather<<<1, 8>>>(tab, p);
    OK(hipDeviceSynchronize());
    CHECK_EQ(p[0], 70);
    CHECK_EQ(p[7], 0);
    // launch errors still reach hipGetLastError
    fill<<<1, 2048>>>(p, 0);
    CHECK_HIP(hipGetLastError(), hipErrorInvalidConfiguration);
    OK(hipStreamDestroy(st));
    std::printf("warp size %d\n", warpSize);
    return hs_test_done("chevrons");
}
