/* extern_shared.hip - dynamic shared memory declared the CUDA way, `extern __shared__ T x[];`, at
 * file scope and inside a kernel, two names viewing the same per-block buffer; needs the link
 * step of hipshim-cc. Self-checking. */
#include "hs_test.h"

extern __shared__ float sdata[];

__global__ void scale_kernel(const float *in, float *out, int n) {
    extern __shared__ int raw[]; /* same storage as sdata */
    unsigned t = threadIdx.x;
    sdata[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    float v = sdata[blockDim.x - 1 - t] * 2.0f;
    __syncthreads();
    if (t == 0)
        raw[n] = (int)blockIdx.x; /* past the floats the kernel used */
    __syncthreads();
    out[blockIdx.x * blockDim.x + t] = v + (float)(raw[n] - (int)blockIdx.x);
    if ((void *)raw != (void *)sdata || (void *)sdata != hs_dynamic_shared())
        out[blockIdx.x * blockDim.x + t] = -1.0f;
}

int main() {
    const int B = 128, G = 9;
    float in[B * G], out[B * G];
    for (int i = 0; i < B * G; i++)
        in[i] = (float)i;
    float *din, *dout;
    HIP_CHECK(hipMalloc(&din, sizeof in));
    HIP_CHECK(hipMalloc(&dout, sizeof out));
    HIP_CHECK(hipMemcpy(din, in, sizeof in, hipMemcpyHostToDevice));
    LAUNCH(scale_kernel, dim3(G), dim3(B), (B + 1) * sizeof(float), 0, din, dout, B);
    HIP_CHECK(hipMemcpy(out, dout, sizeof out, hipMemcpyDeviceToHost));
    for (int b = 0; b < G; b++)
        for (int t = 0; t < B; t++)
            CHECK(out[b * B + t] == 2.0f * in[b * B + B - 1 - t], "block %d thread %d: %f", b, t, out[b * B + t]);
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(dout));
    return hs_test_done("extern_shared");
}
