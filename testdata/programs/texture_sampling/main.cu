// texture_sampling: texture objects over a CUDA array (point and linear filtering, normalised
// coordinates with wrap, mirror, clamp and border), over linear memory (tex1Dfetch) and pitched
// memory, normalised-float reads of uchar4, a layered array, a 3-D array, and a surface written
// by one kernel and read back by another. Coordinates are chosen so that the linear blend
// weights are multiples of 1/8: exact in NVIDIA's 1.8 fixed-point weights and in float alike.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    printf("FAIL: %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
static void expect(const char *what, float got, float want)
{
    if (std::fabs(got - want) > 1e-5f) {
        printf("mismatch %s: got %.6f want %.6f\n", what, got, want);
        failures++;
    }
}

__global__ void sample2d(cudaTextureObject_t t, const float2 *xy, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2D<float>(t, xy[i].x, xy[i].y);
}

__global__ void fetch1d(cudaTextureObject_t t, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1Dfetch<int>(t, i * 3 % 17);
}

__global__ void sample_uchar4(cudaTextureObject_t t, float4 *out)
{
    out[threadIdx.x] = tex2D<float4>(t, threadIdx.x + 0.5f, 0.5f);
}

__global__ void sample_layered(cudaTextureObject_t t, float *out)
{
    int l = threadIdx.x / 4, x = threadIdx.x % 4;
    out[threadIdx.x] = tex1DLayered<float>(t, x + 0.5f, l);
}

__global__ void sample3d(cudaTextureObject_t t, float *out)
{
    int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
    out[(z * 4 + y) * 4 + x] = tex3D<float>(t, x + 0.5f, y + 0.5f, z + 0.75f);
}

__global__ void surf_write(cudaSurfaceObject_t s, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) surf2Dwrite(make_float2((float)x, (float)(y * 10)), s, x * (int)sizeof(float2), y);
}

__global__ void surf_read(cudaSurfaceObject_t s, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        float2 v;
        surf2Dread(&v, s, x * (int)sizeof(float2), y);
        out[y * w + x] = v.x + v.y;
    }
}

// host models of the sampling
static float texel(const float *img, int w, int h, int x, int y, cudaTextureAddressMode m)
{
    if (m == cudaAddressModeBorder && (x < 0 || x >= w || y < 0 || y >= h)) return 0.0f;
    if (m == cudaAddressModeWrap) { x = ((x % w) + w) % w; y = ((y % h) + h) % h; }
    else if (m == cudaAddressModeMirror) {
        x = ((x % (2 * w)) + 2 * w) % (2 * w); if (x >= w) x = 2 * w - 1 - x;
        y = ((y % (2 * h)) + 2 * h) % (2 * h); if (y >= h) y = 2 * h - 1 - y;
    } else { x = x < 0 ? 0 : x >= w ? w - 1 : x; y = y < 0 ? 0 : y >= h ? h - 1 : y; }
    return img[y * w + x];
}

static float model(const float *img, int w, int h, float u, float v, bool norm, bool linear,
                   cudaTextureAddressMode m)
{
    if (norm) { u *= w; v *= h; }
    if (!linear) return texel(img, w, h, (int)std::floor(u), (int)std::floor(v), m);
    float xb = u - 0.5f, yb = v - 0.5f;
    int x0 = (int)std::floor(xb), y0 = (int)std::floor(yb);
    float a = xb - x0, b = yb - y0;
    return (1 - a) * (1 - b) * texel(img, w, h, x0, y0, m) + a * (1 - b) * texel(img, w, h, x0 + 1, y0, m) +
           (1 - a) * b * texel(img, w, h, x0, y0 + 1, m) + a * b * texel(img, w, h, x0 + 1, y0 + 1, m);
}

int main()
{
    const int W = 8, H = 4;
    float img[W * H];
    for (int i = 0; i < W * H; i++) img[i] = (float)((i * 7) % 23);
    cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
    cudaArray_t arr;
    CK(cudaMallocArray(&arr, &fd, W, H));
    CK(cudaMemcpy2DToArray(arr, 0, 0, img, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));

    const int N = 12;
    float2 xy_un[N] = { {0.5f, 0.5f}, {1.75f, 0.5f}, {3.25f, 2.625f}, {7.5f, 3.5f}, {-1.25f, 0.5f},
                        {8.75f, 1.5f}, {2.5f, -0.5f}, {4.125f, 4.5f}, {0.0f, 0.0f}, {6.875f, 1.125f},
                        {5.5f, 2.5f}, {10.25f, 5.75f} };
    float2 *xy;
    float *out;
    CK(cudaMallocManaged(&xy, 2 * N * sizeof(float2)));
    CK(cudaMallocManaged(&out, N * sizeof(float)));
    const cudaTextureAddressMode modes[4] = { cudaAddressModeWrap, cudaAddressModeClamp,
                                              cudaAddressModeMirror, cudaAddressModeBorder };
    const char *mname[4] = { "wrap", "clamp", "mirror", "border" };
    for (int norm = 0; norm < 2; norm++)
        for (int lin = 0; lin < 2; lin++)
            for (int mi = 0; mi < 4; mi++) {
                // wrap and mirror need normalised coordinates
                if (!norm && (mi == 0 || mi == 2)) continue;
                cudaResourceDesc rd; memset(&rd, 0, sizeof rd);
                rd.resType = cudaResourceTypeArray; rd.res.array.array = arr;
                cudaTextureDesc td; memset(&td, 0, sizeof td);
                td.addressMode[0] = td.addressMode[1] = modes[mi];
                td.filterMode = lin ? cudaFilterModeLinear : cudaFilterModePoint;
                td.readMode = cudaReadModeElementType;
                td.normalizedCoords = norm;
                cudaTextureObject_t t;
                CK(cudaCreateTextureObject(&t, &rd, &td, nullptr));
                for (int i = 0; i < N; i++)
                    xy[i] = norm ? make_float2(xy_un[i].x / W, xy_un[i].y / H) : xy_un[i];
                sample2d<<<1, 32>>>(t, xy, out, N);
                CK(cudaDeviceSynchronize());
                printf("2d %s %s %s:", norm ? "norm" : "unnorm", lin ? "linear" : "point", mname[mi]);
                for (int i = 0; i < N; i++) {
                    char what[64];
                    snprintf(what, sizeof what, "%s/%d/%d/%d", mname[mi], norm, lin, i);
                    expect(what, out[i], model(img, W, H, xy[i].x, xy[i].y, norm, lin, modes[mi]));
                    printf(" %g", out[i]);
                }
                printf("\n");
                CK(cudaDestroyTextureObject(t));
            }

    // tex1Dfetch over linear memory
    int lin_h[17], *lin_d, *iout;
    for (int i = 0; i < 17; i++) lin_h[i] = i * i - 40;
    CK(cudaMalloc(&lin_d, sizeof lin_h));
    CK(cudaMemcpy(lin_d, lin_h, sizeof lin_h, cudaMemcpyHostToDevice));
    CK(cudaMallocManaged(&iout, 17 * sizeof(int)));
    {
        cudaResourceDesc rd; memset(&rd, 0, sizeof rd);
        rd.resType = cudaResourceTypeLinear; rd.res.linear.devPtr = lin_d;
        rd.res.linear.desc = cudaCreateChannelDesc<int>(); rd.res.linear.sizeInBytes = sizeof lin_h;
        cudaTextureDesc td; memset(&td, 0, sizeof td);
        cudaTextureObject_t t;
        CK(cudaCreateTextureObject(&t, &rd, &td, nullptr));
        fetch1d<<<1, 17>>>(t, iout, 17);
        CK(cudaDeviceSynchronize());
        long sum = 0;
        for (int i = 0; i < 17; i++) { sum += iout[i] * (i + 1); if (iout[i] != lin_h[i * 3 % 17]) failures++; }
        printf("tex1Dfetch weighted sum %ld\n", sum);
        CK(cudaDestroyTextureObject(t));
    }

    // uchar4 read as normalised float, from pitched memory
    {
        uchar4 px[4] = { {0, 255, 51, 102}, {255, 0, 128, 1}, {17, 34, 68, 136}, {200, 100, 50, 25} };
        uchar4 *pm; size_t pitch;
        CK(cudaMallocPitch((void **)&pm, &pitch, 4 * sizeof(uchar4), 2));
        CK(cudaMemcpy2D(pm, pitch, px, sizeof px, sizeof px, 1, cudaMemcpyHostToDevice));
        CK(cudaMemcpy2D((char *)pm + pitch, pitch, px, sizeof px, sizeof px, 1, cudaMemcpyHostToDevice));
        cudaResourceDesc rd; memset(&rd, 0, sizeof rd);
        rd.resType = cudaResourceTypePitch2D; rd.res.pitch2D.devPtr = pm;
        rd.res.pitch2D.desc = cudaCreateChannelDesc<uchar4>(); rd.res.pitch2D.width = 4;
        rd.res.pitch2D.height = 2; rd.res.pitch2D.pitchInBytes = pitch;
        cudaTextureDesc td; memset(&td, 0, sizeof td);
        td.readMode = cudaReadModeNormalizedFloat;
        cudaTextureObject_t t;
        CK(cudaCreateTextureObject(&t, &rd, &td, nullptr));
        float4 *f4;
        CK(cudaMallocManaged(&f4, 4 * sizeof(float4)));
        sample_uchar4<<<1, 4>>>(t, f4);
        CK(cudaDeviceSynchronize());
        printf("uchar4 normalised x255:");
        for (int i = 0; i < 4; i++) {
            printf(" (%d %d %d %d)", (int)lrintf(f4[i].x * 255), (int)lrintf(f4[i].y * 255),
                   (int)lrintf(f4[i].z * 255), (int)lrintf(f4[i].w * 255));
            expect("uchar4.x", f4[i].x, px[i].x / 255.0f);
            expect("uchar4.w", f4[i].w, px[i].w / 255.0f);
        }
        printf("\n");
        CK(cudaDestroyTextureObject(t));
        CK(cudaFree(pm));
        CK(cudaFree(f4));
    }

    // a layered 1-D array: 3 layers of 4 texels
    {
        float lay[12];
        for (int i = 0; i < 12; i++) lay[i] = (float)(100 * (i / 4) + i % 4);
        cudaArray_t la;
        CK(cudaMalloc3DArray(&la, &fd, make_cudaExtent(4, 0, 3), cudaArrayLayered));
        cudaMemcpy3DParms p; memset(&p, 0, sizeof p);
        p.srcPtr = make_cudaPitchedPtr(lay, 4 * sizeof(float), 4, 1);
        p.dstArray = la; p.extent = make_cudaExtent(4, 1, 3); p.kind = cudaMemcpyHostToDevice;
        CK(cudaMemcpy3D(&p));
        cudaResourceDesc rd; memset(&rd, 0, sizeof rd);
        rd.resType = cudaResourceTypeArray; rd.res.array.array = la;
        cudaTextureDesc td; memset(&td, 0, sizeof td);
        cudaTextureObject_t t;
        CK(cudaCreateTextureObject(&t, &rd, &td, nullptr));
        sample_layered<<<1, 12>>>(t, out);
        CK(cudaDeviceSynchronize());
        printf("layered:");
        for (int i = 0; i < 12; i++) { printf(" %g", out[i]); expect("layered", out[i], lay[i]); }
        printf("\n");
        CK(cudaDestroyTextureObject(t));
        CK(cudaFreeArray(la));
    }

    // a 3-D array, linear along z at 3/4 of a texel's depth (weights 1/4, 3/4)
    {
        const int D = 4;
        float vol[D * D * D];
        for (int i = 0; i < D * D * D; i++) vol[i] = (float)(i % 13 * 4);
        cudaArray_t va;
        CK(cudaMalloc3DArray(&va, &fd, make_cudaExtent(D, D, D), 0));
        cudaMemcpy3DParms p; memset(&p, 0, sizeof p);
        p.srcPtr = make_cudaPitchedPtr(vol, D * sizeof(float), D, D);
        p.dstArray = va; p.extent = make_cudaExtent(D, D, D); p.kind = cudaMemcpyHostToDevice;
        CK(cudaMemcpy3D(&p));
        cudaResourceDesc rd; memset(&rd, 0, sizeof rd);
        rd.resType = cudaResourceTypeArray; rd.res.array.array = va;
        cudaTextureDesc td; memset(&td, 0, sizeof td);
        td.filterMode = cudaFilterModeLinear;
        td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = cudaAddressModeClamp;
        cudaTextureObject_t t;
        CK(cudaCreateTextureObject(&t, &rd, &td, nullptr));
        float *o3;
        CK(cudaMallocManaged(&o3, D * D * D * sizeof(float)));
        sample3d<<<1, dim3(D, D, D)>>>(t, o3);
        CK(cudaDeviceSynchronize());
        double s = 0;
        for (int z = 0; z < D; z++)
            for (int y = 0; y < D; y++)
                for (int x = 0; x < D; x++) {
                    int z1 = z + 1 < D ? z + 1 : D - 1;
                    float want = 0.75f * vol[(z * D + y) * D + x] + 0.25f * vol[(z1 * D + y) * D + x];
                    float got = o3[(z * D + y) * D + x];
                    expect("3d", got, want);
                    s += got * (1 + x + 2 * y + 3 * z);
                }
        printf("3d linear weighted sum %.2f\n", s);
        CK(cudaDestroyTextureObject(t));
        CK(cudaFreeArray(va));
        CK(cudaFree(o3));
    }

    // a surface: written by one kernel, read by another
    {
        const int SW = 13, SH = 5;
        cudaChannelFormatDesc f2 = cudaCreateChannelDesc<float2>();
        cudaArray_t sa;
        CK(cudaMallocArray(&sa, &f2, SW, SH, cudaArraySurfaceLoadStore));
        cudaResourceDesc rd; memset(&rd, 0, sizeof rd);
        rd.resType = cudaResourceTypeArray; rd.res.array.array = sa;
        cudaSurfaceObject_t s;
        CK(cudaCreateSurfaceObject(&s, &rd));
        float *so;
        CK(cudaMallocManaged(&so, SW * SH * sizeof(float)));
        surf_write<<<dim3(2, 2), dim3(8, 4)>>>(s, SW, SH);
        surf_read<<<dim3(2, 2), dim3(8, 4)>>>(s, so, SW, SH);
        CK(cudaDeviceSynchronize());
        long sum = 0;
        for (int y = 0; y < SH; y++)
            for (int x = 0; x < SW; x++) {
                if (so[y * SW + x] != (float)(x + 10 * y)) failures++;
                sum += (long)so[y * SW + x];
            }
        float2 back[SW * SH];
        CK(cudaMemcpy2DFromArray(back, SW * sizeof(float2), sa, 0, 0, SW * sizeof(float2), SH, cudaMemcpyDeviceToHost));
        if (back[2 * SW + 7].x != 7.0f || back[2 * SW + 7].y != 20.0f) failures++;
        printf("surface sum %ld\n", sum);
        CK(cudaDestroySurfaceObject(s));
        CK(cudaFreeArray(sa));
        CK(cudaFree(so));
    }

    CK(cudaFreeArray(arr));
    CK(cudaFree(xy));
    CK(cudaFree(out));
    CK(cudaFree(lin_d));
    CK(cudaFree(iout));
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
