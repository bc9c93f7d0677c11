// Prelude: cuda_fp8.h and cuda_fp4.h parse as CUDA 13 declares them (fp8/fp4 classes, storage
// types, the C-style conversions); a misspelt name is still a parse problem.
#include <cuda_fp8.h>
#include <cuda_fp4.h>

__device__ float fp8_bits_to_float(unsigned char bits)
{
    const __nv_fp8_e4m3 xf = *reinterpret_cast<const __nv_fp8_e4m3 *>(&bits);
    return static_cast<float>(xf) + float(__nv_fp8_e5m2(2.0f)) + (float)__nv_fp8_e8m0(0.5);
}

__device__ unsigned char float_to_fp8(float x)
{
    const __nv_fp8_e4m3 xf(x);
    __nv_fp8x2_storage_t two = __nv_cvt_float2_to_fp8x2(make_float2(x, x), __NV_SATFINITE, __NV_E5M2);
    __half_raw h = __nv_cvt_fp8_to_halfraw(xf.__x, __NV_E4M3);
    return (unsigned char)(two + h.x + __nv_cvt_float_to_e8m0(x, __NV_NOSAT, cudaRoundPosInf));
}

__global__ void quantize_fp4(const float *v, unsigned short *out, float inv_scale)
{
    const __nv_fp4x4_e2m1 q(make_float4(v[0] * inv_scale, v[1] * inv_scale, v[2] * inv_scale, v[3] * inv_scale));
    const __nv_fp4x4_storage_t q_storage = q.__x;
    const __nv_fp4x2_storage_t q_lo = static_cast<__nv_fp4x2_storage_t>(q_storage);
    const __half2_raw hraw2_lo = __nv_cvt_fp4x2_to_halfraw2(q_lo, __NV_E2M1);
    __nv_fp8x4_e4m3 four(make_float4(1.0f, 2.0f, 3.0f, 4.0f));
    float4 back = static_cast<float4>(four);
    out[0] = q_storage + hraw2_lo.x + (unsigned short)back.x + __nv_cvt_float_to_fp4(v[4], __NV_E2M1, cudaRoundNearest);
    out[1] = __nv_cvt_float_to_fp9(v[5], __NV_E2M1, cudaRoundNearest);        // expect: parse
}
