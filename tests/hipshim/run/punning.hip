// punning.hip - eight halves or bfloat16 loaded as one uint4 and updated through a __half2* /
// __hip_bfloat162* into it, then stored as the uint4: GCC's type-based alias analysis must not
// reorder the 16-bit stores past the vector's reload (the types are may_alias).
#include "../api/hs_test.h"
#include <hip/hip_fp16.h>
#include <hip/hip_bf16.h>
#include <cstring>

__global__ void axpy_h(const uint4 *x, uint4 *y, int n8)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n8) return;
    uint4 xv = x[i], yv = y[i];
    const __half2 *xh = reinterpret_cast<const __half2 *>(&xv);
    __half2 *yh = reinterpret_cast<__half2 *>(&yv);
    for (int k = 0; k < 4; ++k) yh[k] = __hfma2(__float2half2_rn(2.0f), xh[k], yh[k]);
    y[i] = yv;
}

__global__ void axpy_b(const uint4 *x, uint4 *y, int n8)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n8) return;
    uint4 xv = x[i], yv = y[i];
    const __hip_bfloat162 *xb = reinterpret_cast<const __hip_bfloat162 *>(&xv);
    __hip_bfloat162 *yb = reinterpret_cast<__hip_bfloat162 *>(&yv);
    for (int k = 0; k < 4; ++k) yb[k] = __hfma2(__float2bfloat162_rn(-1.0f), xb[k], yb[k]);
    y[i] = yv;
}

int main()
{
    const int n = 4096, n8 = n / 8;
    __half *hx, *hy;
    __hip_bfloat16 *bx, *by;
    OK(hipMallocManaged(&hx, n * 2));
    OK(hipMallocManaged(&hy, n * 2));
    OK(hipMallocManaged(&bx, n * 2));
    OK(hipMallocManaged(&by, n * 2));
    for (int i = 0; i < n; i++) {
        hx[i] = __float2half((float)(i % 9));
        hy[i] = __float2half((float)(i % 4));
        bx[i] = __float2bfloat16((float)(i % 11));
        by[i] = __float2bfloat16((float)(i % 3));
    }
    hipLaunchKernelGGL(axpy_h, dim3(n8 / 64), dim3(64), 0, 0, (const uint4 *)hx, (uint4 *)hy, n8);
    hipLaunchKernelGGL(axpy_b, dim3(n8 / 64), dim3(64), 0, 0, (const uint4 *)bx, (uint4 *)by, n8);
    OK(hipDeviceSynchronize());
    for (int i = 0; i < n; i++) {
        CHECK_EQ(__half2float(hy[i]), 2 * (i % 9) + i % 4);
        CHECK_EQ(__bfloat162float(by[i]), -(i % 11) + i % 3);
    }
    return hs_test_done("punning");
}
