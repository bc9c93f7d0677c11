// memory_3d: pitched 3-D allocations and CUDA arrays with their copies and memsets, checked
// byte for byte against a host model: cudaMalloc3D, cudaMemset3D on a sub-box, cudaMemcpy3D
// host->pitched with offsets on both sides, pitched->3-D array, array->array, array->host,
// a kernel walking the pitched volume, cudaMemcpy2DToArray/FromArray, cudaMemcpy2DArrayToArray,
// cudaMemcpy3DAsync on a stream, and the errors of a box past the end.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    printf("FAIL: %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static unsigned checksum(const void *p, size_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    unsigned h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 16777619u;
    return h;
}

// adds x + 100 y + 10000 z to every element of the pitched volume
__global__ void bump(cudaPitchedPtr p, int w, int h, int d)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y, z = blockIdx.z;
    if (x >= w || y >= h || z >= d) return;
    int *row = (int *)((char *)p.ptr + (size_t)z * p.pitch * h + (size_t)y * p.pitch);
    row[x] += x + 100 * y + 10000 * z;
}

int main()
{
    const int W = 37, H = 11, D = 6;
    int failures = 0;
    std::vector<int> host(W * H * D), model(W * H * D);
    for (int i = 0; i < W * H * D; i++) host[i] = i * 2654435761u >> 7;

    // pitched volume: memset everything, then a sub-box
    cudaPitchedPtr pv;
    cudaExtent ext = make_cudaExtent(W * sizeof(int), H, D);
    CK(cudaMalloc3D(&pv, ext));
    if (pv.pitch < W * sizeof(int) || pv.xsize != W * sizeof(int) || pv.ysize != H) failures++;
    CK(cudaMemset3D(pv, 0x11, ext));
    CK(cudaMemset3D(make_cudaPitchedPtr((char *)pv.ptr + 8 * sizeof(int) + pv.pitch * (2 + H * 1), pv.pitch, W * sizeof(int), H),
                    0x7f, make_cudaExtent(5 * sizeof(int), 3, 2)));
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                model[(z * H + y) * W + x] = (x >= 8 && x < 13 && y >= 2 && y < 5 && z >= 1 && z < 3) ? 0x7f7f7f7f : 0x11111111;

    // host -> pitched: a 20x6x3 box from (3,4,1) of the host volume to (10,2,2) of the device one
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(host.data(), W * sizeof(int), W, H);
    p.srcPos = make_cudaPos(3 * sizeof(int), 4, 1);
    p.dstPtr = pv;
    p.dstPos = make_cudaPos(10 * sizeof(int), 2, 2);
    p.extent = make_cudaExtent(20 * sizeof(int), 6, 3);
    p.kind = cudaMemcpyHostToDevice;
    CK(cudaMemcpy3D(&p));
    for (int z = 0; z < 3; z++)
        for (int y = 0; y < 6; y++)
            for (int x = 0; x < 20; x++)
                model[((z + 2) * H + y + 2) * W + x + 10] = host[((z + 1) * H + y + 4) * W + x + 3];

    // a kernel over the pitched volume
    bump<<<dim3((W + 31) / 32, H, D), 32>>>(pv, W, H, D);
    CK(cudaGetLastError());
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                model[(z * H + y) * W + x] += x + 100 * y + 10000 * z;

    // pitched -> 3-D array -> another 3-D array (sub-box) -> host
    cudaChannelFormatDesc cd = cudaCreateChannelDesc<int>();
    cudaArray_t a1, a2;
    CK(cudaMalloc3DArray(&a1, &cd, make_cudaExtent(W, H, D), 0));
    CK(cudaMalloc3DArray(&a2, &cd, make_cudaExtent(W, H, D), 0));
    memset(&p, 0, sizeof p);
    p.srcPtr = pv;
    p.dstArray = a1;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyDeviceToDevice;
    CK(cudaMemcpy3D(&p));
    std::vector<int> zero(W * H * D, 0);
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(zero.data(), W * sizeof(int), W, H);
    p.dstArray = a2;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyHostToDevice;
    CK(cudaMemcpy3D(&p));
    memset(&p, 0, sizeof p);
    p.srcArray = a1;
    p.srcPos = make_cudaPos(5, 1, 0);
    p.dstArray = a2;
    p.dstPos = make_cudaPos(0, 3, 2);
    p.extent = make_cudaExtent(30, 7, 4);
    p.kind = cudaMemcpyDeviceToDevice;
    cudaStream_t s;
    CK(cudaStreamCreate(&s));
    CK(cudaMemcpy3DAsync(&p, s));
    CK(cudaStreamSynchronize(s));
    std::vector<int> got(W * H * D), want(W * H * D, 0);
    for (int z = 0; z < 4; z++)
        for (int y = 0; y < 7; y++)
            for (int x = 0; x < 30; x++)
                want[((z + 2) * H + y + 3) * W + x] = model[(z * H + y + 1) * W + x + 5];
    memset(&p, 0, sizeof p);
    p.srcArray = a2;
    p.dstPtr = make_cudaPitchedPtr(got.data(), W * sizeof(int), W, H);
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyDeviceToHost;
    CK(cudaMemcpy3D(&p));
    if (memcmp(got.data(), want.data(), got.size() * sizeof(int))) { printf("array box differs\n"); failures++; }
    printf("array->array box checksum %08x\n", checksum(got.data(), got.size() * sizeof(int)));

    // the pitched volume back to the host, whole
    memset(&p, 0, sizeof p);
    p.srcPtr = pv;
    p.dstPtr = make_cudaPitchedPtr(got.data(), W * sizeof(int), W, H);
    p.extent = ext;
    p.kind = cudaMemcpyDeviceToHost;
    CK(cudaMemcpy3D(&p));
    if (memcmp(got.data(), model.data(), got.size() * sizeof(int))) { printf("pitched volume differs\n"); failures++; }
    printf("pitched volume checksum %08x\n", checksum(got.data(), got.size() * sizeof(int)));

    // 2-D arrays: host -> array (sub-rectangle), array -> array, array -> host
    const int AW = 19, AH = 7;
    cudaChannelFormatDesc c2 = cudaCreateChannelDesc<short2>();
    cudaArray_t b1, b2;
    CK(cudaMallocArray(&b1, &c2, AW, AH));
    CK(cudaMallocArray(&b2, &c2, AW, AH));
    std::vector<short2> img(AW * AH), back(AW * AH), m2(AW * AH);
    for (int i = 0; i < AW * AH; i++) img[i] = make_short2((short)(i * 3 - 50), (short)(i ^ 0x55));
    CK(cudaMemcpy2DToArray(b1, 0, 0, img.data(), AW * sizeof(short2), AW * sizeof(short2), AH, cudaMemcpyHostToDevice));
    std::vector<short2> blank(AW * AH, make_short2(-1, -1));
    CK(cudaMemcpy2DToArray(b2, 0, 0, blank.data(), AW * sizeof(short2), AW * sizeof(short2), AH, cudaMemcpyHostToDevice));
    CK(cudaMemcpy2DArrayToArray(b2, 4 * sizeof(short2), 1, b1, 2 * sizeof(short2), 3, 9 * sizeof(short2), 4, cudaMemcpyDeviceToDevice));
    CK(cudaMemcpy2DFromArray(back.data(), AW * sizeof(short2), b2, 0, 0, AW * sizeof(short2), AH, cudaMemcpyDeviceToHost));
    m2 = blank;
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 9; x++) m2[(y + 1) * AW + x + 4] = img[(y + 3) * AW + x + 2];
    if (memcmp(back.data(), m2.data(), back.size() * sizeof(short2))) { printf("2-D array box differs\n"); failures++; }
    printf("2-D array checksum %08x\n", checksum(back.data(), back.size() * sizeof(short2)));

    // errors: boxes past the ends
    memset(&p, 0, sizeof p);
    p.srcArray = a1;
    p.srcPos = make_cudaPos(30, 0, 0);
    p.dstArray = a2;
    p.extent = make_cudaExtent(10, 1, 1);
    p.kind = cudaMemcpyDeviceToDevice;
    cudaError_t e1 = cudaMemcpy3D(&p);
    cudaError_t e2 = cudaMemcpy2DToArray(b1, 15 * sizeof(short2), 0, img.data(), AW * sizeof(short2), 8 * sizeof(short2), 1, cudaMemcpyHostToDevice);
    printf("past the end: %s, %s\n", e1 != cudaSuccess ? "refused" : "accepted", e2 != cudaSuccess ? "refused" : "accepted");
    (void)cudaGetLastError();
    if (e1 == cudaSuccess || e2 == cudaSuccess) failures++;

    CK(cudaStreamDestroy(s));
    CK(cudaFreeArray(a1));
    CK(cudaFreeArray(a2));
    CK(cudaFreeArray(b1));
    CK(cudaFreeArray(b2));
    CK(cudaFree(pv.ptr));
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
