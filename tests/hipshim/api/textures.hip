// textures.hip - texture and surface objects and texture references (hs_texture.c,
// hs_texture.hpp): every address mode under point and linear filtering, the 1.8 fixed-point
// blend weights, normalised coordinates, read modes of 8/16-bit integers, channel formats,
// linear, pitched, layered, 3-D, cubemap and mipmapped resources, gather, resource views, the
// driver API's forms, surfaces with their boundary modes, and the errors. Expected values are
// worked out by hand from the CUDA programming guide's formulas (comments give the working).
#include "hs_test.h"

#include <cmath>
#include <cstring>
#include <vector>

#define NEAR(a, b) CHECK(std::fabs((double)(a) - (double)(b)) < 1e-6)

static hipTextureDesc tdesc(hipTextureAddressMode m, hipTextureFilterMode f, int norm,
                            hipTextureReadMode r = hipReadModeElementType)
{
    hipTextureDesc d = {};
    d.addressMode[0] = d.addressMode[1] = d.addressMode[2] = m;
    d.filterMode = f;
    d.normalizedCoords = norm;
    d.readMode = r;
    d.borderColor[0] = 7.f;
    return d;
}

static hipResourceDesc res_array(hipArray_t a)
{
    hipResourceDesc r = {};
    r.resType = hipResourceTypeArray;
    r.res.array.array = a;
    return r;
}

// A 1-D float array texture [10, 20, 30, 40] sampled under one mode.
static float s1(hipArray_t a, hipTextureAddressMode m, hipTextureFilterMode f, int norm, float x)
{
    hipResourceDesc r = res_array(a);
    hipTextureDesc d = tdesc(m, f, norm);
    hipTextureObject_t t;
    OK(hipCreateTextureObject(&t, &r, &d, nullptr));
    float v = tex1D<float>(t, x);
    OK(hipDestroyTextureObject(t));
    return v;
}

static void address_modes()
{
    hipChannelFormatDesc c = hipCreateChannelDesc<float>();
    hipArray_t a;
    OK(hipMallocArray(&a, &c, 4, 0));
    const float v[4] = { 10, 20, 30, 40 };
    OK(hipMemcpyHtoA(a, 0, v, sizeof v));
    // point, texel coordinates: clamp and border (wrap and mirror clamp there too)
    NEAR(s1(a, hipAddressModeClamp, hipFilterModePoint, 0, -1.5f), 10);
    NEAR(s1(a, hipAddressModeClamp, hipFilterModePoint, 0, 3.5f), 40);
    NEAR(s1(a, hipAddressModeClamp, hipFilterModePoint, 0, 9.f), 40);
    NEAR(s1(a, hipAddressModeBorder, hipFilterModePoint, 0, -1.5f), 7);
    NEAR(s1(a, hipAddressModeBorder, hipFilterModePoint, 0, 4.5f), 7);
    NEAR(s1(a, hipAddressModeBorder, hipFilterModePoint, 0, 1.99f), 20);
    NEAR(s1(a, hipAddressModeWrap, hipFilterModePoint, 0, 5.5f), 40);
    // point, normalised: u * 4; wrap -0.125 -> texel -1 -> 3; mirror -1 -> 0, 4 -> 3, 5 -> 2
    NEAR(s1(a, hipAddressModeWrap, hipFilterModePoint, 1, -0.125f), 40);
    NEAR(s1(a, hipAddressModeWrap, hipFilterModePoint, 1, 1.125f), 10);
    NEAR(s1(a, hipAddressModeMirror, hipFilterModePoint, 1, -0.125f), 10);
    NEAR(s1(a, hipAddressModeMirror, hipFilterModePoint, 1, 1.125f), 40);
    NEAR(s1(a, hipAddressModeMirror, hipFilterModePoint, 1, 1.375f), 30);
    NEAR(s1(a, hipAddressModeClamp, hipFilterModePoint, 1, 0.6f), 30);
    // linear: x - 0.5 = 0.5 -> 15; 0.75 -> 17.5; x = 0.25: texel -1 (clamp 10, border 7) and 0
    NEAR(s1(a, hipAddressModeClamp, hipFilterModeLinear, 0, 1.0f), 15);
    NEAR(s1(a, hipAddressModeClamp, hipFilterModeLinear, 0, 1.25f), 17.5);
    NEAR(s1(a, hipAddressModeClamp, hipFilterModeLinear, 0, 0.25f), 10);
    NEAR(s1(a, hipAddressModeBorder, hipFilterModeLinear, 0, 0.25f), 0.25 * 7 + 0.75 * 10);
    NEAR(s1(a, hipAddressModeBorder, hipFilterModeLinear, 0, 4.0f), 0.5 * 40 + 0.5 * 7);
    // linear, normalised wrap: u = 0 -> x - 0.5 = -0.5: texels 3 and 0 halved
    NEAR(s1(a, hipAddressModeWrap, hipFilterModeLinear, 1, 0.f), 25);
    NEAR(s1(a, hipAddressModeMirror, hipFilterModeLinear, 1, 0.f), 10);
    // 1.8 weights: x - 0.5 = 0.6 -> 154/256, so 10 + 10 * 0.6015625 (not 16)
    NEAR(s1(a, hipAddressModeClamp, hipFilterModeLinear, 0, 1.1f), 16.015625);
    NEAR(s1(a, hipAddressModeClamp, hipFilterModeLinear, 0, 1.501f), 20);   // 1.001 -> weight 0
    OK(hipFreeArray(a));
}

template <class T> static hipArray_t make_array(const T *v, size_t w, size_t h)
{
    hipChannelFormatDesc c = hipCreateChannelDesc<T>();
    hipArray_t a;
    OK(hipMallocArray(&a, &c, w, h));
    OK(hipMemcpy2DToArray(a, 0, 0, v, w * sizeof(T), w * sizeof(T), h ? h : 1, hipMemcpyHostToDevice));
    return a;
}

static hipTextureObject_t make_tex(hipArray_t a, hipTextureReadMode rm,
                                   hipTextureFilterMode f = hipFilterModePoint)
{
    hipResourceDesc r = res_array(a);
    hipTextureDesc d = tdesc(hipAddressModeClamp, f, 0, rm);
    hipTextureObject_t t;
    OK(hipCreateTextureObject(&t, &r, &d, nullptr));
    return t;
}

static void formats()
{
    // 8/16-bit integers as normalised floats, and as they are
    const unsigned char u8[3] = { 0, 255, 128 };
    const signed char s8[3] = { -128, 127, -64 };
    const unsigned short u16[2] = { 65535, 32768 };
    const short s16[2] = { -32768, 16384 };
    hipArray_t a = make_array(u8, 3, 0), b = make_array(s8, 3, 0), c = make_array(u16, 2, 0),
               d = make_array(s16, 2, 0);
    hipTextureObject_t t = make_tex(a, hipReadModeNormalizedFloat);
    NEAR(tex1D<float>(t, 0.5f), 0);
    NEAR(tex1D<float>(t, 1.5f), 1);
    NEAR(tex1D<float>(t, 2.5f), 128.0 / 255);
    OK(hipDestroyTextureObject(t));
    t = make_tex(a, hipReadModeNormalizedFloat, hipFilterModeLinear);
    NEAR(tex1D<float>(t, 1.0f), 0.5);          // between 0 and 1
    OK(hipDestroyTextureObject(t));
    t = make_tex(a, hipReadModeElementType);
    CHECK_EQ(tex1D<unsigned char>(t, 1.5f), 255);
    CHECK_EQ(tex1D<unsigned char>(t, 2.5f), 128);
    OK(hipDestroyTextureObject(t));
    t = make_tex(b, hipReadModeNormalizedFloat);
    NEAR(tex1D<float>(t, 0.5f), -1);           // -128 / 127 clamps to -1
    NEAR(tex1D<float>(t, 1.5f), 1);
    NEAR(tex1D<float>(t, 2.5f), -64.0 / 127);
    OK(hipDestroyTextureObject(t));
    t = make_tex(b, hipReadModeElementType);
    CHECK_EQ(tex1D<signed char>(t, 2.5f), -64);
    CHECK_EQ(tex1D<int>(t, 0.5f), -128);       // sign-extended
    OK(hipDestroyTextureObject(t));
    t = make_tex(c, hipReadModeNormalizedFloat);
    NEAR(tex1D<float>(t, 0.5f), 1);
    NEAR(tex1D<float>(t, 1.5f), 32768.0 / 65535);
    OK(hipDestroyTextureObject(t));
    t = make_tex(d, hipReadModeNormalizedFloat);
    NEAR(tex1D<float>(t, 0.5f), -1);
    NEAR(tex1D<float>(t, 1.5f), 16384.0 / 32767);
    OK(hipDestroyTextureObject(t));
    t = make_tex(d, hipReadModeElementType);
    CHECK_EQ(tex1D<short>(t, 0.5f), -32768);
    OK(hipDestroyTextureObject(t));
    for (hipArray_t x : { a, b, c, d })
        OK(hipFreeArray(x));

    // vectors: uchar4 normalised to float4, int2 as it is, float2 filtered, half4
    const uchar4 q[2] = { { 0, 51, 102, 255 }, { 255, 255, 0, 0 } };
    a = make_array(q, 2, 0);
    t = make_tex(a, hipReadModeNormalizedFloat, hipFilterModeLinear);
    float4 f = tex1D<float4>(t, 1.0f);
    NEAR(f.x, 0.5);
    NEAR(f.y, (0.2 + 1.0) / 2);
    NEAR(f.w, 0.5);
    OK(hipDestroyTextureObject(t));
    t = make_tex(a, hipReadModeElementType);
    uchar4 qq = tex1D<uchar4>(t, 0.5f);
    CHECK(qq.x == 0 && qq.y == 51 && qq.z == 102 && qq.w == 255);
    OK(hipDestroyTextureObject(t));
    OK(hipFreeArray(a));
    const int2 i2[2] = { { -5, 6 }, { 70000, -80000 } };
    a = make_array(i2, 2, 0);
    t = make_tex(a, hipReadModeElementType);
    int2 ii = tex1D<int2>(t, 1.5f);
    CHECK(ii.x == 70000 && ii.y == -80000);
    OK(hipDestroyTextureObject(t));
    OK(hipFreeArray(a));
    const float2 f2[2] = { { 1, -1 }, { 3, 5 } };
    a = make_array(f2, 2, 0);
    t = make_tex(a, hipReadModeElementType, hipFilterModeLinear);
    float2 ff = tex1D<float2>(t, 1.0f);
    NEAR(ff.x, 2);
    NEAR(ff.y, 2);
    OK(hipDestroyTextureObject(t));
    OK(hipFreeArray(a));
    // half: 1.5 is 0x3e00, -2 is 0xc000; a float fetch converts
    const unsigned short h4[4] = { 0x3e00, 0xc000, 0x0000, 0x3c00 };
    hipChannelFormatDesc hd = hipCreateChannelDescHalf4();
    OK(hipMallocArray(&a, &hd, 1, 0));
    OK(hipMemcpyHtoA(a, 0, h4, sizeof h4));
    t = make_tex(a, hipReadModeElementType);
    f = tex1D<float4>(t, 0.5f);
    CHECK(f.x == 1.5f && f.y == -2.f && f.z == 0.f && f.w == 1.f);
    OK(hipDestroyTextureObject(t));
    OK(hipFreeArray(a));
    // a format with fewer channels fills the rest: (v, 0, 0, 1)
    const float one[1] = { 9 };
    a = make_array(one, 1, 0);
    t = make_tex(a, hipReadModeElementType);
    f = tex1D<float4>(t, 0.f);
    CHECK(f.x == 9.f && f.y == 0.f && f.z == 0.f && f.w == 1.f);
    OK(hipDestroyTextureObject(t));
    OK(hipFreeArray(a));
}

static void memory_resources()
{
    // linear memory: tex1Dfetch by index, clamp or border outside
    float *p;
    OK(hipMalloc(&p, 4 * sizeof(float)));
    const float v[4] = { 1, 2, 3, 4 };
    OK(hipMemcpy(p, v, sizeof v, hipMemcpyHostToDevice));
    hipResourceDesc r = {};
    r.resType = hipResourceTypeLinear;
    r.res.linear.devPtr = p;
    r.res.linear.desc = hipCreateChannelDesc<float>();
    r.res.linear.sizeInBytes = sizeof v;
    hipTextureDesc d = tdesc(hipAddressModeBorder, hipFilterModePoint, 0);
    hipTextureObject_t t;
    OK(hipCreateTextureObject(&t, &r, &d, nullptr));
    CHECK(tex1Dfetch<float>(t, 2) == 3.f);
    CHECK(tex1Dfetch<float>(t, 4) == 7.f);
    CHECK(tex1Dfetch<float>(t, -1) == 7.f);
    float out = 0;
    tex1Dfetch(&out, t, 3);
    CHECK(out == 4.f);
    hipResourceDesc got;
    OK(hipGetTextureObjectResourceDesc(&got, t));
    CHECK(got.resType == hipResourceTypeLinear && got.res.linear.devPtr == p);
    hipTextureDesc gd;
    OK(hipGetTextureObjectTextureDesc(&gd, t));
    CHECK(gd.addressMode[0] == hipAddressModeBorder && gd.borderColor[0] == 7.f);
    struct hipResourceViewDesc vd;
    CHECK_HIP(hipGetTextureObjectResourceViewDesc(&vd, t), hipErrorInvalidValue);   // none given
    OK(hipDestroyTextureObject(t));
    CHECK_HIP(hipGetTextureObjectResourceDesc(&got, t), hipErrorInvalidHandle);
    CHECK_HIP(hipDestroyTextureObject(t), hipErrorInvalidHandle);
    OK(hipDestroyTextureObject(nullptr));
    // not device memory, a size past the allocation
    float host[4];
    r.res.linear.devPtr = host;
    CHECK_HIP(hipCreateTextureObject(&t, &r, &d, nullptr), hipErrorInvalidValue);
    r.res.linear.devPtr = p;
    r.res.linear.sizeInBytes = 64;
    CHECK_HIP(hipCreateTextureObject(&t, &r, &d, nullptr), hipErrorInvalidValue);
    OK(hipFree(p));

    // pitched: 3 x 2 ints in rows of the pitch hipMallocPitch chose
    int *q;
    size_t pitch;
    OK(hipMallocPitch((void **)&q, &pitch, 3 * sizeof(int), 2));
    const int iv[6] = { 1, 2, 3, 4, 5, 6 };
    OK(hipMemcpy2D(q, pitch, iv, 3 * sizeof(int), 3 * sizeof(int), 2, hipMemcpyHostToDevice));
    r = {};
    r.resType = hipResourceTypePitch2D;
    r.res.pitch2D.devPtr = q;
    r.res.pitch2D.desc = hipCreateChannelDesc<int>();
    r.res.pitch2D.width = 3;
    r.res.pitch2D.height = 2;
    r.res.pitch2D.pitchInBytes = pitch;
    d = tdesc(hipAddressModeClamp, hipFilterModePoint, 0);
    OK(hipCreateTextureObject(&t, &r, &d, nullptr));
    CHECK_EQ(tex2D<int>(t, 2.5f, 1.5f), 6);
    CHECK_EQ(tex2D<int>(t, 0.5f, 1.5f), 4);
    CHECK_EQ(tex2D<int>(t, 9.f, -3.f), 3);
    OK(hipDestroyTextureObject(t));
    r.res.pitch2D.pitchInBytes = 8;   // narrower than a row
    CHECK_HIP(hipCreateTextureObject(&t, &r, &d, nullptr), hipErrorInvalidValue);
    OK(hipFree(q));
    hipGetLastError();
}

static void shapes()
{
    // 2-D bilinear at the centre of 2 x 2 texels; gather of the same footprint
    const float v[4] = { 1, 2, 3, 4 };
    hipArray_t a = make_array(v, 2, 2);
    hipTextureObject_t t = make_tex(a, hipReadModeElementType, hipFilterModeLinear);
    NEAR(tex2D<float>(t, 1.f, 1.f), 2.5);
    NEAR(tex2D<float>(t, 1.5f, 1.f), 3);
    float4 g = tex2Dgather<float4>(t, 1.f, 1.f);
    CHECK(g.x == 3.f && g.y == 4.f && g.z == 2.f && g.w == 1.f);
    OK(hipDestroyTextureObject(t));
    OK(hipFreeArray(a));

    // 3-D: 2 x 2 x 2, texel (x, y, z) = x + 2y + 4z; trilinear at the centre is the mean, 3.5
    hipChannelFormatDesc c = hipCreateChannelDesc<float>();
    OK(hipMalloc3DArray(&a, &c, make_hipExtent(2, 2, 2), 0));
    float cube[8];
    for (int i = 0; i < 8; i++) cube[i] = (float)i;
    OK(hipMemcpyHtoA(a, 0, cube, sizeof cube));
    t = make_tex(a, hipReadModeElementType);
    CHECK(tex3D<float>(t, 1.5f, 0.5f, 1.5f) == 5.f);
    OK(hipDestroyTextureObject(t));
    t = make_tex(a, hipReadModeElementType, hipFilterModeLinear);
    NEAR(tex3D<float>(t, 1.f, 1.f, 1.f), 3.5);
    OK(hipDestroyTextureObject(t));
    OK(hipFreeArray(a));

    // layered: 3 x 2 texels, 3 layers, texel = 100 * layer + index
    OK(hipMalloc3DArray(&a, &c, make_hipExtent(3, 2, 3), hipArrayLayered));
    float lay[18];
    for (int i = 0; i < 18; i++) lay[i] = (float)(100 * (i / 6) + i % 6);
    OK(hipMemcpyHtoA(a, 0, lay, sizeof lay));
    t = make_tex(a, hipReadModeElementType);
    CHECK(tex2DLayered<float>(t, 2.5f, 1.5f, 2) == 205.f);
    CHECK(tex2DLayered<float>(t, 0.5f, 0.5f, 1) == 100.f);
    CHECK(tex2DLayered<float>(t, 0.5f, 0.5f, 9) == 200.f);   // layer clamped
    OK(hipDestroyTextureObject(t));
    // a view of layers 1..2 and of the floats as unsigned ints
    hipResourceDesc r = res_array(a);
    hipTextureDesc d = tdesc(hipAddressModeClamp, hipFilterModePoint, 0);
    struct hipResourceViewDesc view = {};
    view.format = hipResViewFormatUnsignedInt1;
    view.width = 3;
    view.height = 2;
    view.depth = 2;
    view.firstLayer = 1;
    view.lastLayer = 2;
    OK(hipCreateTextureObject(&t, &r, &d, &view));
    unsigned bits = tex2DLayered<unsigned>(t, 0.5f, 0.5f, 0);
    float back;
    std::memcpy(&back, &bits, 4);
    CHECK(back == 100.f);
    struct hipResourceViewDesc got;
    OK(hipGetTextureObjectResourceViewDesc(&got, t));
    CHECK(got.firstLayer == 1 && got.format == hipResViewFormatUnsignedInt1);
    OK(hipDestroyTextureObject(t));
    view.format = hipResViewFormatUnsignedShort1;   // another texel size
    CHECK_HIP(hipCreateTextureObject(&t, &r, &d, &view), hipErrorInvalidValue);
    OK(hipFreeArray(a));
    // 1-D layered
    OK(hipMalloc3DArray(&a, &c, make_hipExtent(3, 0, 2), hipArrayLayered));
    OK(hipMemcpyHtoA(a, 0, lay, 6 * sizeof(float)));
    t = make_tex(a, hipReadModeElementType);
    CHECK(tex1DLayered<float>(t, 2.5f, 1) == 5.f);
    OK(hipDestroyTextureObject(t));
    OK(hipFreeArray(a));

    // cubemap: 4 x 4 faces, texel = 10 * face + x; direction (1, -0.5, 0.5) is face 0 at
    // s = -z = -0.5, t = -y = 0.5: u = 0.25, v = 0.75 -> texel (1, 3)
    OK(hipMalloc3DArray(&a, &c, make_hipExtent(4, 4, 6), hipArrayCubemap));
    float faces[6 * 16];
    for (int i = 0; i < 6 * 16; i++) faces[i] = (float)(10 * (i / 16) + i % 4 + 100 * ((i / 4) % 4));
    OK(hipMemcpyHtoA(a, 0, faces, sizeof faces));
    t = make_tex(a, hipReadModeElementType);
    const float dir[6][3] = { { 1, 0, 0 }, { -1, 0, 0 }, { 0, 1, 0 }, { 0, -1, 0 }, { 0, 0, 1 }, { 0, 0, -1 } };
    for (int k = 0; k < 6; k++)
        CHECK_EQ((int)texCubemap<float>(t, dir[k][0], dir[k][1], dir[k][2]) % 100 / 10, k);
    CHECK(texCubemap<float>(t, 1.f, -0.5f, 0.5f) == 301.f);
    OK(hipDestroyTextureObject(t));
    OK(hipFreeArray(a));
}

static void mipmaps()
{
    // 8 x 8 with 4 levels, level i filled with i
    hipChannelFormatDesc c = hipCreateChannelDesc<float>();
    hipMipmappedArray_t m;
    OK(hipMallocMipmappedArray(&m, &c, make_hipExtent(8, 8, 0), 4));
    for (unsigned i = 0; i < 4; i++) {
        hipArray_t lv;
        OK(hipGetMipmappedArrayLevel(&lv, m, i));
        std::vector<float> v((8 >> i) * (8 >> i), (float)i);
        OK(hipMemcpyHtoA(lv, 0, v.data(), v.size() * sizeof(float)));
    }
    hipResourceDesc r = {};
    r.resType = hipResourceTypeMipmappedArray;
    r.res.mipmap.mipmap = m;
    hipTextureDesc d = tdesc(hipAddressModeClamp, hipFilterModeLinear, 1);
    d.mipmapFilterMode = hipFilterModePoint;
    d.maxMipmapLevelClamp = 3;
    hipTextureObject_t t;
    OK(hipCreateTextureObject(&t, &r, &d, nullptr));
    NEAR(tex2DLod<float>(t, 0.5f, 0.5f, 0.f), 0);
    NEAR(tex2DLod<float>(t, 0.5f, 0.5f, 1.4f), 1);
    NEAR(tex2DLod<float>(t, 0.5f, 0.5f, 1.6f), 2);
    NEAR(tex2DLod<float>(t, 0.5f, 0.5f, 9.f), 3);
    NEAR(tex2D<float>(t, 0.5f, 0.5f), 0);   // a plain fetch: lod 0
    // derivatives of 4 texels a step: lod 2
    NEAR(tex2DGrad<float>(t, 0.5f, 0.5f, make_float2(4.f / 8, 0), make_float2(0, 1.f / 8)), 2);
    OK(hipDestroyTextureObject(t));
    d.mipmapFilterMode = hipFilterModeLinear;
    d.maxMipmapLevelClamp = 2;
    OK(hipCreateTextureObject(&t, &r, &d, nullptr));
    NEAR(tex2DLod<float>(t, 0.5f, 0.5f, 1.5f), 1.5);
    NEAR(tex2DLod<float>(t, 0.5f, 0.5f, 3.f), 2);   // the clamp
    OK(hipDestroyTextureObject(t));
    d.maxMipmapLevelClamp = 0;   // a zeroed descriptor keeps level 0, as on NVIDIA's GPUs
    OK(hipCreateTextureObject(&t, &r, &d, nullptr));
    NEAR(tex2DLod<float>(t, 0.5f, 0.5f, 2.f), 0);
    OK(hipDestroyTextureObject(t));
    OK(hipFreeMipmappedArray(m));
}

static void driver_forms()
{
    unsigned char *p;
    OK(hipMalloc(&p, 4));
    const unsigned char v[4] = { 0, 51, 255, 0 };
    OK(hipMemcpy(p, v, 4, hipMemcpyHostToDevice));
    HIP_RESOURCE_DESC r = {};
    r.resType = HIP_RESOURCE_TYPE_LINEAR;
    r.res.linear.devPtr = p;
    r.res.linear.format = HIP_AD_FORMAT_UNSIGNED_INT8;
    r.res.linear.numChannels = 1;
    r.res.linear.sizeInBytes = 4;
    HIP_TEXTURE_DESC d = {};
    d.addressMode[0] = HIP_TR_ADDRESS_MODE_CLAMP;
    hipTextureObject_t t;
    OK(hipTexObjectCreate(&t, &r, &d, nullptr));
    NEAR(tex1Dfetch<float>(t, 1), 0.2);      // the driver API normalises by default
    HIP_TEXTURE_DESC gd;
    OK(hipTexObjectGetTextureDesc(&gd, t));
    CHECK_EQ(gd.flags & HIP_TRSF_READ_AS_INTEGER, 0);
    HIP_RESOURCE_DESC gr;
    OK(hipTexObjectGetResourceDesc(&gr, t));
    CHECK(gr.res.linear.format == HIP_AD_FORMAT_UNSIGNED_INT8 && gr.res.linear.numChannels == 1);
    OK(hipTexObjectDestroy(t));
    d.flags = HIP_TRSF_READ_AS_INTEGER;
    OK(hipTexObjectCreate(&t, &r, &d, nullptr));
    CHECK_EQ(tex1Dfetch<unsigned char>(t, 2), 255);
    OK(hipTexObjectDestroy(t));
    r.flags = 1;
    CHECK_HIP(hipTexObjectCreate(&t, &r, &d, nullptr), hipErrorInvalidValue);
    OK(hipFree(p));
    size_t w;
    hipChannelFormatDesc c = hipCreateChannelDesc<float4>();
    OK(hipDeviceGetTexture1DLinearMaxWidth(&w, &c, 0));
    CHECK(w >= 1u << 20);
    hipGetLastError();
}

__global__ void surf_kernel(hipSurfaceObject_t s, int w, int h)
{
    int x = threadIdx.x, y = blockIdx.x;
    float v = surf2Dread<float>(s, x * 4, y);
    surf2Dwrite(v * 2 + 1, s, x * 4, y);
    if (x == 0 && y == 0) {
        // outside: zero reads 0 and drops the write; clamp reads and writes the edge texel
        float z = surf2Dread<float>(s, w * 4, 0, hipBoundaryModeZero);
        surf2Dwrite(z, s, -4, 0, hipBoundaryModeZero);
    }
    (void)h;
}

static void surfaces()
{
    const int w = 4, h = 3;
    float v[w * h];
    for (int i = 0; i < w * h; i++) v[i] = (float)i;
    hipChannelFormatDesc c = hipCreateChannelDesc<float>();
    hipArray_t a;
    OK(hipMallocArray(&a, &c, w, h, hipArraySurfaceLoadStore));
    OK(hipMemcpyHtoA(a, 0, v, sizeof v));
    hipResourceDesc r = res_array(a);
    hipSurfaceObject_t s;
    OK(hipCreateSurfaceObject(&s, &r));
    hipLaunchKernelGGL(surf_kernel, dim3(h), dim3(w), 0, 0, s, w, h);
    OK(hipDeviceSynchronize());
    float out[w * h];
    OK(hipMemcpyAtoH(out, a, 0, sizeof out));
    for (int i = 0; i < w * h; i++)
        CHECK(out[i] == 2.f * i + 1.f);
    CHECK(surf2Dread<float>(s, 100, 100, hipBoundaryModeClamp) == out[w * h - 1]);
    surf2Dwrite(-1.f, s, -8, 1, hipBoundaryModeClamp);
    CHECK(surf2Dread<float>(s, 0, 1) == -1.f);
    float got = 5;
    surf2Dread(&got, s, 4 * w, 0);
    CHECK(got == 0.f);
    OK(hipDestroySurfaceObject(s));
    CHECK_HIP(hipDestroySurfaceObject(s), hipErrorInvalidHandle);
    OK(hipFreeArray(a));
    // 3-D and layered surfaces
    OK(hipMalloc3DArray(&a, &c, make_hipExtent(2, 2, 3), hipArraySurfaceLoadStore));
    r = res_array(a);
    OK(hipCreateSurfaceObject(&s, &r));
    surf3Dwrite(42.f, s, 4, 1, 2);
    CHECK(surf3Dread<float>(s, 4, 1, 2) == 42.f);
    OK(hipMemcpyAtoH(&got, a, ((2 * 2) * 2 + 1 * 2 + 1) * 4, 4));
    CHECK(got == 42.f);
    OK(hipDestroySurfaceObject(s));
    OK(hipFreeArray(a));
    OK(hipMalloc3DArray(&a, &c, make_hipExtent(2, 2, 2), hipArrayLayered | hipArraySurfaceLoadStore));
    r = res_array(a);
    OK(hipCreateSurfaceObject(&s, &r));
    surf2DLayeredwrite(3.f, s, 0, 1, 1);
    CHECK(surf2DLayeredread<float>(s, 0, 1, 1) == 3.f);
    CHECK(surf2DLayeredread<float>(s, 0, 1, 0) == 0.f);
    OK(hipDestroySurfaceObject(s));
    OK(hipFreeArray(a));
    r.resType = hipResourceTypeLinear;
    CHECK_HIP(hipCreateSurfaceObject(&s, &r), hipErrorInvalidValue);
    hipGetLastError();
}

texture<float, hipTextureType2D, hipReadModeElementType> tex_ref;
texture<unsigned char, hipTextureType1D, hipReadModeNormalizedFloat> tex_ref_u8;

__global__ void ref_kernel(float *out)
{
    out[threadIdx.x] = tex2D(tex_ref, threadIdx.x + 1.f, 1.f) + tex1Dfetch(tex_ref_u8, threadIdx.x);
}

static void references()
{
    const float v[4] = { 1, 2, 3, 4 };
    hipArray_t a = make_array(v, 2, 2);
    tex_ref.filterMode = hipFilterModeLinear;
    tex_ref.addressMode[0] = tex_ref.addressMode[1] = hipAddressModeClamp;
    OK(hipBindTextureToArray(tex_ref, a));
    unsigned char *p;
    OK(hipMalloc(&p, 2));
    const unsigned char u[2] = { 255, 0 };
    OK(hipMemcpy(p, u, 2, hipMemcpyHostToDevice));
    size_t off = 1;
    OK(hipBindTexture(&off, tex_ref_u8, p, 2));
    CHECK_EQ(off, 0);
    float *out;
    OK(hipMalloc(&out, 2 * sizeof(float)));
    hipLaunchKernelGGL(ref_kernel, dim3(1), dim3(2), 0, 0, out);
    float r[2];
    OK(hipMemcpy(r, out, sizeof r, hipMemcpyDeviceToHost));
    NEAR(r[0], 2.5 + 1);   // bilinear centre, plus 255 read as 1.0
    NEAR(r[1], 3 + 0);     // (2, 1): halfway between 2.5 and 3.5 columns, clamped at x = 1
    hipArray_t got;
    OK(hipTexRefGetArray(&got, &tex_ref));
    CHECK(got == a);
    hipDeviceptr_t dp;
    OK(hipTexRefGetAddress(&dp, &tex_ref_u8));
    CHECK(dp == p);
    enum hipTextureFilterMode fm;
    OK(hipTexRefGetFilterMode(&fm, &tex_ref));
    CHECK(fm == hipFilterModeLinear);
    unsigned flags;
    OK(hipTexRefGetFlags(&flags, &tex_ref_u8));
    CHECK_EQ(flags, 0);   // normalised read, texel coordinates
    const textureReference *ref;
    OK(hipGetTextureReference(&ref, &tex_ref));
    CHECK(ref == &tex_ref);
    hipArray_Format fmt;
    int nch;
    OK(hipTexRefGetFormat(&fmt, &nch, &tex_ref_u8));
    CHECK(fmt == HIP_AD_FORMAT_UNSIGNED_INT8 && nch == 1);
    // the driver API's binds: the reference's own format
    textureReference dref = {};
    OK(hipTexRefSetFormat(&dref, HIP_AD_FORMAT_FLOAT, 1));
    OK(hipTexRefSetFlags(&dref, HIP_TRSF_READ_AS_INTEGER));
    OK(hipTexRefSetAddressMode(&dref, 0, hipAddressModeBorder));
    OK(hipTexRefSetAddress(&off, &dref, out, 2 * sizeof(float)));
    float bc[4] = { -3, 0, 0, 0 };
    OK(hipTexRefSetBorderColor(&dref, bc));
    CHECK(tex1Dfetch<float>(dref.textureObject, 5) == -3.f);
    CHECK(tex1Dfetch<float>(dref.textureObject, 0) == 3.5f);
    OK(hipUnbindTexture(&dref));
    CHECK(dref.textureObject == nullptr);
    OK(hipUnbindTexture(tex_ref));
    OK(hipUnbindTexture(tex_ref_u8));
    OK(hipFree(out));
    OK(hipFree(p));
    OK(hipFreeArray(a));
}

static void errors()
{
    const float v[2] = { 1, 2 };
    hipArray_t a = make_array(v, 2, 0);
    hipResourceDesc r = res_array(a);
    hipTextureDesc d = tdesc(hipAddressModeClamp, hipFilterModePoint, 0);
    hipTextureObject_t t;
    d.addressMode[1] = (hipTextureAddressMode)4;
    CHECK_HIP(hipCreateTextureObject(&t, &r, &d, nullptr), hipErrorInvalidValue);
    d.addressMode[1] = hipAddressModeClamp;
    CHECK_HIP(hipCreateTextureObject(nullptr, &r, &d, nullptr), hipErrorInvalidValue);
    r.resType = (hipResourceType)9;
    CHECK_HIP(hipCreateTextureObject(&t, &r, &d, nullptr), hipErrorInvalidValue);
    r = res_array(a);
    OK(hipCreateTextureObject(&t, &r, &d, nullptr));
    OK(hipFreeArray(a));
    CHECK_HIP(hipCreateTextureObject(&t, &r, &d, nullptr), hipErrorInvalidHandle);
    hipTextureObject_t t2;
    a = make_array(v, 2, 0);
    r = res_array(a);
    OK(hipCreateTextureObject(&t2, &r, &d, nullptr));
    OK(hipDeviceReset());   // destroys texture objects and arrays
    CHECK_HIP(hipDestroyTextureObject(t2), hipErrorInvalidHandle);
    CHECK_HIP(hipFreeArray(a), hipErrorInvalidHandle);
    hipGetLastError();
}

__global__ void trap_kernel(hipSurfaceObject_t s)
{
    (void)surf2Dread<float>(s, 16, 0, hipBoundaryModeTrap);   // one texel past the row
}

// `textures trap`: an out-of-range surface read under trap mode ends the program like a GPU
// fault, naming the access (hipshim_api_textures_trap)
static int trap()
{
    hipChannelFormatDesc c = hipCreateChannelDesc<float>();
    hipArray_t a;
    OK(hipMallocArray(&a, &c, 4, 1, hipArraySurfaceLoadStore));
    hipResourceDesc r = res_array(a);
    hipSurfaceObject_t s;
    OK(hipCreateSurfaceObject(&s, &r));
    hipLaunchKernelGGL(trap_kernel, dim3(1), dim3(1), 0, 0, s);
    hipDeviceSynchronize();
    std::printf("the trap did not end the program\n");
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && !std::strcmp(argv[1], "trap"))
        return trap();
    address_modes();
    formats();
    memory_resources();
    shapes();
    mipmaps();
    driver_forms();
    surfaces();
    references();
    errors();
    return hs_test_done("textures");
}
