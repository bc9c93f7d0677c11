// arrays.hip - arrays, mipmapped arrays, pitched 3-D memory and the copies and memsets over them
// (hs_array.c, hs_copy.c): shapes and descriptors, every copy form checked byte for byte
// against a host model, boxes past the end refused with HIP's errors, stale handles refused.
#include "hs_test.h"

#include <cstring>
#include <vector>

static unsigned char pat(size_t i) { return (unsigned char)(i * 7 + 3); }

static void shapes()
{
    hipChannelFormatDesc f4 = hipCreateChannelDesc<float4>();
    CHECK_EQ(f4.x, 32);
    CHECK_EQ(f4.w, 32);
    CHECK_EQ(f4.f, hipChannelFormatKindFloat);
    hipChannelFormatDesc u8 = hipCreateChannelDesc<unsigned char>();
    CHECK_EQ(u8.x, 8);
    CHECK_EQ(u8.y, 0);
    CHECK_EQ(u8.f, hipChannelFormatKindUnsigned);
    CHECK_EQ(hipCreateChannelDesc<short2>().f, hipChannelFormatKindSigned);
    CHECK_EQ(hipCreateChannelDescHalf2().y, 16);

    hipArray_t a;
    OK(hipMallocArray(&a, &f4, 10, 3));
    hipChannelFormatDesc d;
    hipExtent e;
    unsigned flags = 99;
    OK(hipArrayGetInfo(&d, &e, &flags, a));
    CHECK_EQ(e.width, 10);
    CHECK_EQ(e.height, 3);
    CHECK_EQ(e.depth, 0);
    CHECK_EQ(flags, 0);
    CHECK_EQ(d.z, 32);
    HIP_ARRAY_DESCRIPTOR ad;
    OK(hipArrayGetDescriptor(&ad, a));
    CHECK_EQ(ad.Format, HIP_AD_FORMAT_FLOAT);
    CHECK_EQ(ad.NumChannels, 4);
    OK(hipGetChannelDesc(&d, a));
    CHECK_EQ(d.x, 32);
    OK(hipFreeArray(a));
    CHECK_HIP(hipFreeArray(a), hipErrorInvalidHandle);            // freed
    CHECK_HIP(hipArrayGetInfo(&d, &e, &flags, a), hipErrorInvalidHandle);
    CHECK_HIP(hipArrayGetInfo(&d, &e, &flags, (hipArray_t)&d), hipErrorInvalidHandle);

    // formats HIP has not: three channels, mixed sizes, 64-bit, a gap
    hipChannelFormatDesc bad[] = { hipCreateChannelDesc(32, 32, 32, 0, hipChannelFormatKindFloat),
                                   hipCreateChannelDesc(8, 16, 0, 0, hipChannelFormatKindUnsigned),
                                   hipCreateChannelDesc(64, 0, 0, 0, hipChannelFormatKindSigned),
                                   hipCreateChannelDesc(8, 0, 8, 0, hipChannelFormatKindSigned),
                                   hipCreateChannelDesc(8, 0, 0, 0, hipChannelFormatKindNone) };
    for (auto &b : bad)
        CHECK_HIP(hipMallocArray(&a, &b, 4, 4), hipErrorInvalidValue);
    CHECK_HIP(hipMallocArray(&a, &f4, 0, 4), hipErrorInvalidValue);
    CHECK_HIP(hipMallocArray(&a, &f4, 4, 4, hipArrayLayered), hipErrorInvalidValue);
    hipGetLastError();

    // 3-D, layered and cubemap shapes
    OK(hipMalloc3DArray(&a, &u8, make_hipExtent(4, 5, 6), 0));
    HIP_ARRAY3D_DESCRIPTOR a3;
    OK(hipArray3DGetDescriptor(&a3, a));
    CHECK_EQ(a3.Depth, 6);
    CHECK_EQ(a3.Format, HIP_AD_FORMAT_UNSIGNED_INT8);
    CHECK_HIP(hipArrayGetDescriptor(&ad, a), hipErrorInvalidValue);   // 3-D: the 3-D descriptor
    OK(hipFreeArray(a));
    OK(hipMalloc3DArray(&a, &u8, make_hipExtent(4, 0, 3), hipArrayLayered));   // 1-D layered
    OK(hipFreeArray(a));
    OK(hipMalloc3DArray(&a, &u8, make_hipExtent(8, 8, 6), hipArrayCubemap));
    OK(hipFreeArray(a));
    OK(hipMalloc3DArray(&a, &u8, make_hipExtent(8, 8, 12), hipArrayCubemap | hipArrayLayered));
    OK(hipFreeArray(a));
    CHECK_HIP(hipMalloc3DArray(&a, &u8, make_hipExtent(8, 4, 6), hipArrayCubemap), hipErrorInvalidValue);
    CHECK_HIP(hipMalloc3DArray(&a, &u8, make_hipExtent(8, 8, 7), hipArrayCubemap), hipErrorInvalidValue);
    CHECK_HIP(hipMalloc3DArray(&a, &u8, make_hipExtent(4, 0, 3), 0), hipErrorInvalidValue);
    hipGetLastError();

    // driver API creation
    HIP_ARRAY3D_DESCRIPTOR dd = { 16, 2, 0, HIP_AD_FORMAT_SIGNED_INT16, 2, 0 };
    OK(hipArray3DCreate(&a, &dd));
    OK(hipArrayGetInfo(&d, &e, &flags, a));
    CHECK_EQ(d.x, 16);
    CHECK_EQ(d.y, 16);
    CHECK_EQ(d.f, hipChannelFormatKindSigned);
    OK(hipArrayDestroy(a));
    HIP_ARRAY_DESCRIPTOR d2 = { 16, 2, HIP_AD_FORMAT_HALF, 3 };
    CHECK_HIP(hipArrayCreate(&a, &d2), hipErrorInvalidValue);
    d2.NumChannels = 4;
    OK(hipArrayCreate(&a, &d2));
    OK(hipArrayDestroy(a));
    CHECK_HIP(hipArrayDestroy(nullptr), hipErrorInvalidHandle);
    OK(hipFreeArray(nullptr));
    hipGetLastError();
}

static void copies2d()
{
    const size_t w = 13, h = 5, es = 4;   // 13 x 5 texels of 4 bytes
    hipChannelFormatDesc c = hipCreateChannelDesc<int>();
    hipArray_t a, b;
    OK(hipMallocArray(&a, &c, w, h));
    OK(hipMallocArray(&b, &c, w, h));
    std::vector<unsigned char> src(64 * h), out(64 * h, 0), model(w * es * h, 0);
    for (size_t i = 0; i < src.size(); i++) src[i] = pat(i);
    // host (pitch 64) -> a sub-rectangle of a: 5 texels from x = 2, rows 1..3
    OK(hipMemcpy2DToArray(a, 2 * es, 1, src.data(), 64, 5 * es, 3, hipMemcpyHostToDevice));
    for (size_t y = 0; y < 3; y++)
        std::memcpy(&model[(y + 1) * w * es + 2 * es], &src[y * 64], 5 * es);
    OK(hipMemcpy2DFromArray(out.data(), w * es, a, 0, 0, w * es, h, hipMemcpyDeviceToHost));
    CHECK(std::memcmp(out.data(), model.data(), model.size()) == 0);
    // array -> array, then a linear read back with the 1-D form (from row 1)
    OK(hipMemcpy2DArrayToArray(b, 0, 0, a, 0, 0, w * es, h, hipMemcpyDeviceToDevice));
    std::vector<unsigned char> lin(w * es * 2);
    OK(hipMemcpyFromArray(lin.data(), b, 0, 1, lin.size(), hipMemcpyDeviceToHost));
    CHECK(std::memcmp(lin.data(), &model[w * es], lin.size()) == 0);
    // 1-D write, driver API reads and writes at byte offsets, through device memory
    OK(hipMemcpyToArray(b, 4, 0, src.data(), 20, hipMemcpyHostToDevice));
    std::memcpy(&model[4], src.data(), 20);
    void *dev;
    OK(hipMalloc(&dev, model.size()));
    OK(hipMemcpyAtoD(dev, b, 0, model.size()));
    OK(hipMemcpyDtoA(a, 0, dev, model.size()));
    std::vector<unsigned char> back(model.size());
    OK(hipMemcpyAtoH(back.data(), a, 0, back.size()));
    CHECK(std::memcmp(back.data(), model.data(), model.size()) == 0);
    OK(hipMemcpyHtoA(a, 8, src.data(), 16));
    OK(hipMemcpyAtoA(b, 100, a, 8, 16));
    OK(hipMemcpyAtoH(back.data(), b, 100, 16));
    CHECK(std::memcmp(back.data(), src.data(), 16) == 0);
    hipStream_t s;
    OK(hipStreamCreate(&s));
    OK(hipMemcpyHtoAAsync(a, 0, src.data(), 32, s));
    OK(hipMemcpyAtoHAsync(back.data(), a, 0, 32, s));
    OK(hipMemcpy2DToArrayAsync(b, 0, 0, src.data(), 64, 8, 2, hipMemcpyHostToDevice, s));
    OK(hipMemcpy2DFromArrayAsync(out.data(), 8, b, 0, 0, 8, 2, hipMemcpyDeviceToHost, s));
    OK(hipStreamSynchronize(s));
    CHECK(std::memcmp(back.data(), src.data(), 32) == 0);
    CHECK(std::memcmp(out.data(), src.data(), 8) == 0 && std::memcmp(out.data() + 8, &src[64], 8) == 0);
    OK(hipStreamDestroy(s));

    // boxes past the end, pitches too small, bad directions, stale handles
    CHECK_HIP(hipMemcpy2DToArray(a, 4, 0, src.data(), 64, w * es, 1, hipMemcpyHostToDevice),
              hipErrorInvalidValue);
    CHECK_HIP(hipMemcpy2DToArray(a, 0, 3, src.data(), 64, 4, 3, hipMemcpyHostToDevice),
              hipErrorInvalidValue);
    CHECK_HIP(hipMemcpy2DToArray(a, 0, 0, src.data(), 8, 16, 2, hipMemcpyHostToDevice),
              hipErrorInvalidPitchValue);
    CHECK_HIP(hipMemcpy2DToArray(a, 0, 0, src.data(), 64, 4, 1, (hipMemcpyKind)7),
              hipErrorInvalidMemcpyDirection);
    CHECK_HIP(hipMemcpyAtoH(back.data(), a, model.size() - 4, 8), hipErrorInvalidValue);
    CHECK_HIP(hipMemcpyAtoD(dev, a, 0, model.size() + 4), hipErrorInvalidValue);
    int stack_word = 0;   // not device memory: a device side must be
    CHECK_HIP(hipMemcpyDtoA(a, 0, &stack_word, 4), hipErrorInvalidValue);
    OK(hipFree(dev));
    OK(hipFreeArray(a));
    CHECK_HIP(hipMemcpyHtoA(a, 0, src.data(), 4), hipErrorInvalidHandle);
    OK(hipFreeArray(b));
    hipGetLastError();
}

static void copies3d()
{
    // a 6 x 4 x 3 box of shorts: host -> 3-D array -> pitched device memory -> host
    const size_t w = 6, h = 4, d = 3;
    hipChannelFormatDesc c = hipCreateChannelDesc<short>();
    hipArray_t a;
    OK(hipMalloc3DArray(&a, &c, make_hipExtent(w, h, d), 0));
    std::vector<short> src(w * h * d), dst(w * h * d, 0);
    for (size_t i = 0; i < src.size(); i++) src[i] = (short)(i * 3 - 40);
    hipMemcpy3DParms p = {};
    p.srcPtr = make_hipPitchedPtr(src.data(), w * sizeof(short), w, h);
    p.dstArray = a;
    p.extent = make_hipExtent(w, h, d);
    p.kind = hipMemcpyHostToDevice;
    OK(hipMemcpy3D(&p));
    hipPitchedPtr dp;
    OK(hipMalloc3D(&dp, make_hipExtent(w * sizeof(short), h, d)));
    CHECK(dp.pitch >= w * sizeof(short));
    CHECK_EQ(dp.ysize, h);
    OK(hipMemset3D(dp, 0x7f, make_hipExtent(w * sizeof(short), h, d)));
    hipMemcpy3DParms q = {};
    q.srcArray = a;
    q.dstPtr = dp;
    q.extent = make_hipExtent(w, h, d);
    q.kind = hipMemcpyDeviceToDevice;
    OK(hipMemcpy3DAsync(&q, 0));
    hipMemcpy3DParms r = {};
    r.srcPtr = dp;
    r.dstPtr = make_hipPitchedPtr(dst.data(), w * sizeof(short), w, h);
    r.extent = make_hipExtent(w * sizeof(short), h, d);   // no array: bytes
    r.kind = hipMemcpyDeviceToHost;
    OK(hipMemcpy3D(&r));
    CHECK(dst == src);
    // a sub-box: texels (1..3, 2..3, 1..2) of the array into the corner of a zeroed host box
    std::vector<short> sub(w * h * d, 0), model(w * h * d, 0);
    hipMemcpy3DParms s = {};
    s.srcArray = a;
    s.srcPos = make_hipPos(1, 2, 1);
    s.dstPtr = make_hipPitchedPtr(sub.data(), w * sizeof(short), w, h);
    s.dstPos = make_hipPos(2 * sizeof(short), 1, 0);   // bytes on the memory side
    s.extent = make_hipExtent(3, 2, 2);
    s.kind = hipMemcpyDeviceToHost;
    OK(hipMemcpy3D(&s));
    for (size_t z = 0; z < 2; z++)
        for (size_t y = 0; y < 2; y++)
            for (size_t x = 0; x < 3; x++)
                model[z * w * h + (y + 1) * w + x + 2] = src[(z + 1) * w * h + (y + 2) * w + x + 1];
    CHECK(sub == model);
    // past the end of the array; both array and pointer on one side; a stale handle
    s.srcPos = make_hipPos(4, 2, 1);
    CHECK_HIP(hipMemcpy3D(&s), hipErrorInvalidValue);
    s.srcPos = make_hipPos(0, 0, 0);
    s.srcPtr = dp;
    CHECK_HIP(hipMemcpy3D(&s), hipErrorInvalidValue);
    CHECK_HIP(hipMemcpy3D(nullptr), hipErrorInvalidValue);

    // the driver API's 3-D copy: array -> host with a source offset in bytes
    HIP_MEMCPY3D m = {};
    m.srcMemoryType = hipMemoryTypeArray;
    m.srcArray = a;
    m.srcXInBytes = 2 * sizeof(short);
    m.srcZ = 2;
    m.dstMemoryType = hipMemoryTypeHost;
    m.dstHost = dst.data();
    m.dstPitch = 4 * sizeof(short);
    m.dstHeight = h;
    m.WidthInBytes = 4 * sizeof(short);
    m.Height = h;
    m.Depth = 1;
    OK(hipDrvMemcpy3D(&m));
    for (size_t y = 0; y < h; y++)
        for (size_t x = 0; x < 4; x++)
            CHECK_EQ(dst[y * 4 + x], src[2 * w * h + y * w + x + 2]);
    m.srcLOD = 1;
    CHECK_HIP(hipDrvMemcpy3D(&m), hipErrorInvalidValue);

    // hipMemcpyParam2D device -> device with offsets, and the peer form on device 0
    hip_Memcpy2D p2 = {};
    p2.srcMemoryType = hipMemoryTypeDevice;
    p2.srcDevice = dp.ptr;
    p2.srcPitch = dp.pitch;
    p2.srcY = 1;
    p2.dstMemoryType = hipMemoryTypeHost;
    p2.dstHost = dst.data();
    p2.dstPitch = w * sizeof(short);
    p2.WidthInBytes = w * sizeof(short);
    p2.Height = 2;
    OK(hipMemcpyParam2D(&p2));
    CHECK(std::memcmp(dst.data(), &src[w], w * 2 * sizeof(short)) == 0);
    OK(hipDrvMemcpy2DUnaligned(&p2));
    OK(hipMemcpyParam2DAsync(&p2, 0));
    OK(hipDeviceSynchronize());
    hipMemcpy3DPeerParms pp = {};
    pp.srcArray = a;
    pp.dstPtr = dp;
    pp.extent = make_hipExtent(w, h, d);
    OK(hipMemcpy3DPeer(&pp));
    pp.dstDevice = 1;
    CHECK_HIP(hipMemcpy3DPeer(&pp), hipErrorInvalidDevice);

    // 3-D and 2-D memsets: a box inside a larger one, then 16- and 32-bit patterns
    OK(hipMemset3D(dp, 0, make_hipExtent(w * sizeof(short), h, d)));
    hipPitchedPtr inner = dp;
    inner.ptr = (char *)dp.ptr + dp.pitch + 2;   // row 1, byte 2 of slice 0
    OK(hipMemset3DAsync(inner, 0x11, make_hipExtent(4, 2, 2), 0));
    std::vector<unsigned char> bytes(dp.pitch * h * d);
    OK(hipMemcpy(bytes.data(), dp.ptr, bytes.size(), hipMemcpyDeviceToHost));
    size_t ones = 0;
    for (size_t z = 0; z < d; z++)
        for (size_t y = 0; y < h; y++)
            for (size_t x = 0; x < w * sizeof(short); x++) {
                unsigned char want = z < 2 && y >= 1 && y < 3 && x >= 2 && x < 6 ? 0x11 : 0;
                ones += want != 0;
                CHECK_EQ(bytes[(z * h + y) * dp.pitch + x], want);
            }
    CHECK_EQ(ones, 16);
    OK(hipMemsetD2D16(dp.ptr, dp.pitch, 0xbeef, 3, 2));
    OK(hipMemsetD2D32Async((char *)dp.ptr + 8, dp.pitch, 0x01020304u, 1, 2, 0));
    OK(hipMemsetD2D8Async((char *)dp.ptr + 2 * dp.pitch, dp.pitch, 0xab, 5, 1, 0));
    OK(hipMemcpy(bytes.data(), dp.ptr, bytes.size(), hipMemcpyDeviceToHost));
    for (size_t y = 0; y < 2; y++) {
        unsigned short v;
        std::memcpy(&v, &bytes[y * dp.pitch + 4], 2);
        CHECK_EQ(v, 0xbeef);
        unsigned u;
        std::memcpy(&u, &bytes[y * dp.pitch + 8], 4);
        CHECK_EQ(u, 0x01020304u);
    }
    CHECK_EQ(bytes[2 * dp.pitch + 4], 0xab);
    CHECK_EQ(bytes[2 * dp.pitch + 5], 0x11);
    OK(hipMemsetD2D8(dp.ptr, dp.pitch, 1, 1, 1));
    CHECK_HIP(hipMemsetD2D32((char *)dp.ptr + 2, dp.pitch, 0, 1, 1), hipErrorInvalidValue);   // misaligned
    CHECK_HIP(hipMemset3D(dp, 0, make_hipExtent(dp.pitch + 1, 2, 1)), hipErrorInvalidPitchValue);
    CHECK_HIP(hipMemset3D(dp, 0, make_hipExtent(4, h, d + 1)), hipErrorInvalidValue);
    OK(hipFree(dp.ptr));
    OK(hipFreeArray(a));
    hipDeviceptr_t pitched;
    size_t pitch;
    OK(hipMemAllocPitch(&pitched, &pitch, 100, 3, 4));
    CHECK(pitch >= 100);
    CHECK_HIP(hipMemAllocPitch(&pitched, &pitch, 100, 3, 3), hipErrorInvalidValue);
    OK(hipFree(pitched));
    hipGetLastError();
}

static void layered()
{
    // 2-D layered array of uchar2: each layer written with its own 3-D copy, read back whole
    const size_t w = 5, h = 3, layers = 4;
    hipChannelFormatDesc c = hipCreateChannelDesc<uchar2>();
    hipArray_t a;
    OK(hipMalloc3DArray(&a, &c, make_hipExtent(w, h, layers), hipArrayLayered | hipArraySurfaceLoadStore));
    std::vector<unsigned char> all(w * h * layers * 2);
    for (size_t l = 0; l < layers; l++) {
        std::vector<unsigned char> one(w * h * 2);
        for (size_t i = 0; i < one.size(); i++) one[i] = (unsigned char)(l * 50 + i);
        std::memcpy(&all[l * one.size()], one.data(), one.size());
        hipMemcpy3DParms p = {};
        p.srcPtr = make_hipPitchedPtr(one.data(), w * 2, w, h);
        p.dstArray = a;
        p.dstPos = make_hipPos(0, 0, l);
        p.extent = make_hipExtent(w, h, 1);
        p.kind = hipMemcpyHostToDevice;
        OK(hipMemcpy3D(&p));
    }
    std::vector<unsigned char> back(all.size());
    OK(hipMemcpyAtoH(back.data(), a, 0, back.size()));
    CHECK(back == all);
    unsigned flags;
    hipExtent e;
    OK(hipArrayGetInfo(nullptr, &e, &flags, a));
    CHECK_EQ(flags, hipArrayLayered | hipArraySurfaceLoadStore);
    CHECK_EQ(e.depth, layers);
    OK(hipFreeArray(a));
}

static void mipmaps()
{
    hipChannelFormatDesc c = hipCreateChannelDesc<float>();
    hipMipmappedArray_t m;
    OK(hipMallocMipmappedArray(&m, &c, make_hipExtent(16, 8, 0), 9));   // clamped to 5 levels
    CHECK_EQ(m->max_mipmap_level, 4);
    hipArray_t lv[5];
    for (unsigned i = 0; i < 5; i++) {
        OK(hipGetMipmappedArrayLevel(&lv[i], m, i));
        hipExtent e;
        OK(hipArrayGetInfo(nullptr, &e, nullptr, lv[i]));
        CHECK_EQ(e.width, 16u >> i);
        CHECK_EQ(e.height, (8u >> i) ? (8u >> i) : 1u);
    }
    CHECK_HIP(hipGetMipmappedArrayLevel(&lv[0], m, 5), hipErrorInvalidValue);
    CHECK_HIP(hipFreeArray(lv[1]), hipErrorInvalidValue);   // a level goes with its owner
    float v = 2.5f, r = 0.f;
    OK(hipMemcpyHtoA(lv[4], 0, &v, 4));
    OK(hipMemcpyAtoH(&r, lv[4], 0, 4));
    CHECK(r == 2.5f);
    hipArray_t same;
    OK(hipMipmappedArrayGetLevel(&same, m, 2));
    CHECK(same == lv[2]);
    OK(hipFreeMipmappedArray(m));
    CHECK_HIP(hipMemcpyAtoH(&r, lv[4], 0, 4), hipErrorInvalidHandle);
    CHECK_HIP(hipFreeMipmappedArray(m), hipErrorInvalidHandle);
    HIP_ARRAY3D_DESCRIPTOR d = { 8, 8, 0, HIP_AD_FORMAT_UNSIGNED_INT8, 4, 0 };
    OK(hipMipmappedArrayCreate(&m, &d, 4));
    OK(hipMipmappedArrayGetLevel(&same, m, 3));
    OK(hipMipmappedArrayDestroy(m));
    hipGetLastError();
}

static void reset()
{
    // hipDeviceReset frees arrays and mipmapped arrays: their handles are stale afterwards
    hipChannelFormatDesc c = hipCreateChannelDesc<int>();
    hipArray_t a;
    hipMipmappedArray_t m;
    OK(hipMallocArray(&a, &c, 4, 4));
    OK(hipMallocMipmappedArray(&m, &c, make_hipExtent(4, 4, 0), 2));
    OK(hipDeviceReset());
    CHECK_HIP(hipFreeArray(a), hipErrorInvalidHandle);
    CHECK_HIP(hipFreeMipmappedArray(m), hipErrorInvalidHandle);
    hipGetLastError();
}

// hipMemcpyBatchAsync and hipMemcpy3DBatchAsync: each copy in stream order; the failing one
// named in failIdx
static void batches()
{
    hipStream_t s;
    OK(hipStreamCreate(&s));
    const size_t n = 1000;
    std::vector<unsigned char> h1(n), h2(n), back(n);
    for (size_t i = 0; i < n; i++) {
        h1[i] = pat(i);
        h2[i] = pat(i + 5);
    }
    unsigned char *d1, *d2, *d3;
    OK(hipMalloc(&d1, n));
    OK(hipMalloc(&d2, n));
    OK(hipMalloc(&d3, n));
    // host -> device twice, then device -> device, which sees the first copy (stream order)
    void *dsts[] = { d1, d2, d3 };
    void *srcs[] = { h1.data(), h2.data(), d1 };
    size_t sizes[] = { n, n, n };
    hipMemcpyAttributes at[2] = {};
    at[0].srcAccessOrder = hipMemcpySrcAccessOrderStream;
    at[1].srcAccessOrder = hipMemcpySrcAccessOrderAny;
    size_t idx[] = { 0, 2 }, fail = 77;
    OK(hipMemcpyBatchAsync(dsts, srcs, sizes, 3, at, idx, 2, &fail, s));
    OK(hipStreamSynchronize(s));
    OK(hipMemcpy(back.data(), d3, n, hipMemcpyDeviceToHost));
    CHECK(back == h1);
    OK(hipMemcpy(back.data(), d2, n, hipMemcpyDeviceToHost));
    CHECK(back == h2);
    CHECK_EQ(fail, SIZE_MAX);
    // the batch's own errors; a copy past its allocation is named
    idx[0] = 1;
    CHECK_HIP(hipMemcpyBatchAsync(dsts, srcs, sizes, 3, at, idx, 2, &fail, s), hipErrorInvalidValue);
    CHECK_EQ(fail, SIZE_MAX);
    idx[0] = 0;
    at[1].srcAccessOrder = hipMemcpySrcAccessOrderInvalid;
    CHECK_HIP(hipMemcpyBatchAsync(dsts, srcs, sizes, 3, at, idx, 2, &fail, s), hipErrorInvalidValue);
    at[1].srcAccessOrder = hipMemcpySrcAccessOrderStream;
    size_t big[] = { n, n + 1, n };
    CHECK_HIP(hipMemcpyBatchAsync(dsts, srcs, big, 3, at, idx, 1, &fail, s), hipErrorInvalidValue);
    CHECK_EQ(fail, 1);

    // 3-D: host box (rows of 12 bytes, 5 rows a layer) -> array at an offset -> device box
    const size_t w = 8, hgt = 4, dep = 3;
    hipChannelFormatDesc c = hipCreateChannelDesc<unsigned char>();
    hipArray_t a;
    OK(hipMalloc3DArray(&a, &c, make_hipExtent(10, 6, 4), 0));
    std::vector<unsigned char> hb(12 * 5 * dep), db(w * hgt * dep);
    for (size_t i = 0; i < hb.size(); i++)
        hb[i] = pat(i);
    unsigned char *dbox;
    OK(hipMalloc(&dbox, db.size()));
    hipMemcpy3DBatchOp ops[2] = {};
    ops[0].src.type = hipMemcpyOperandTypePointer;
    ops[0].src.op.ptr.ptr = hb.data();
    ops[0].src.op.ptr.rowLength = 12;
    ops[0].src.op.ptr.layerHeight = 5;
    ops[0].dst.type = hipMemcpyOperandTypeArray;
    ops[0].dst.op.array.array = a;
    ops[0].dst.op.array.offset = { 1, 2, 1 };
    ops[0].extent = make_hipExtent(w, hgt, dep);
    ops[0].srcAccessOrder = hipMemcpySrcAccessOrderStream;
    ops[1].src.type = hipMemcpyOperandTypeArray;
    ops[1].src.op.array.array = a;
    ops[1].src.op.array.offset = { 1, 2, 1 };
    ops[1].dst.type = hipMemcpyOperandTypePointer;
    ops[1].dst.op.ptr.ptr = dbox;   // rowLength and layerHeight 0: packed
    ops[1].extent = make_hipExtent(w, hgt, dep);
    ops[1].srcAccessOrder = hipMemcpySrcAccessOrderStream;
    OK(hipMemcpy3DBatchAsync(2, ops, &fail, 0, s));
    OK(hipStreamSynchronize(s));
    OK(hipMemcpy(db.data(), dbox, db.size(), hipMemcpyDeviceToHost));
    int bad = 0;
    for (size_t z = 0; z < dep; z++)
        for (size_t y = 0; y < hgt; y++)
            for (size_t x = 0; x < w; x++)
                bad += db[(z * hgt + y) * w + x] != hb[(z * 5 + y) * 12 + x];
    CHECK_EQ(bad, 0);
    // a box past the array's end is the second op's error; flags must be 0
    ops[1].src.op.array.offset = { 4, 2, 1 };
    CHECK_HIP(hipMemcpy3DBatchAsync(2, ops, &fail, 0, s), hipErrorInvalidValue);
    CHECK_EQ(fail, 1);
    CHECK_HIP(hipMemcpy3DBatchAsync(2, ops, &fail, 1, s), hipErrorInvalidValue);
    CHECK_EQ(fail, SIZE_MAX);
    OK(hipStreamSynchronize(s));
    OK(hipFreeArray(a));
    OK(hipFree(dbox));
    OK(hipFree(d1));
    OK(hipFree(d2));
    OK(hipFree(d3));
    OK(hipStreamDestroy(s));
}

int main()
{
    shapes();
    copies2d();
    copies3d();
    layered();
    mipmaps();
    batches();
    reset();
    return hs_test_done("arrays");
}
