#include <hip/hip_runtime.h>
#include <common.hip.h>

#if BLOCK != 128
#error "BLOCK=128 comes from the compile database"
#endif

__global__ void reduce_sum(const float *in, float *out, int n)
{
    __shared__ float buf[BLOCK];
    int t = threadIdx.x;
    buf[t] = t < n ? in[t] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s)
            buf[t] += buf[t + s];
        __syncthreads();
    }
    if (t == 0)
        *out = buf[0];
}

float reduce_host(const float *d_in, int n)
{
    float *d_out, h_out = 0;
    CHECK(hipMalloc(&d_out, sizeof(float)));
    hipLaunchKernelGGL(reduce_sum, dim3(1), dim3(BLOCK), 0, 0, d_in, d_out, n);
    CHECK(hipMemcpy(&h_out, d_out, sizeof(float), hipMemcpyDeviceToHost));
    CHECK(hipFree(d_out));
    return h_out;
}
