// NPP and nvJPEG: a box filter over an 8-bit image on a stream context, a signal sum, and an
// nvJPEG handle. NPP has no HIP counterpart: the translation keeps the calls and says so once
// per header; the prelude declares them, so the program parses without a parse finding.
#include <cstdio>
#include <cuda_runtime.h>
#include <npp.h>
#include <nppi_filtering_functions.h>
#include <nvjpeg.h>

static int check(NppStatus s, const char *what)
{
    if (s != NPP_SUCCESS) {
        fprintf(stderr, "%s: %d\n", what, (int)s);
        return 1;
    }
    return 0;
}

int main()
{
    const NppLibraryVersion *v = nppGetLibVersion();
    printf("NPP %d.%d.%d\n", v->major, v->minor, v->build);
#if ((NPP_VERSION_MAJOR << 12) + (NPP_VERSION_MINOR << 4)) >= 0x7000
    printf("built with NPP %d\n", NPP_VERSION);
#endif
    // CUDA 13 removed nppGetStreamContext: the program fills the context itself
    NppStreamContext ctx = {};
    cudaStream_t stream;
    cudaStreamCreate(&stream);
    ctx.hStream = stream;
    cudaGetDevice(&ctx.nCudaDeviceId);
    cudaDeviceGetAttribute(&ctx.nMultiProcessorCount, cudaDevAttrMultiProcessorCount, ctx.nCudaDeviceId);
    cudaStreamGetFlags(stream, &ctx.nStreamFlags);

    NppiSize size = {640, 480};
    int src_step = 0, dst_step = 0;
    Npp8u *src = nppiMalloc_8u_C1(size.width, size.height, &src_step);
    Npp8u *dst = nppiMalloc_8u_C1(size.width, size.height, &dst_step);
    if (check(nppiSet_8u_C1R_Ctx(128, src, src_step, size, ctx), "set"))
        return 1;
    NppiSize mask = {5, 5};
    NppiPoint anchor = {2, 2};
    NppiSize inner = {size.width - mask.width + 1, size.height - mask.height + 1};
    if (check(nppiFilterBox_8u_C1R_Ctx(src + 2 * src_step + 2, src_step, dst, dst_step, inner, mask, anchor, ctx), "box"))
        return 1;

    const int n = 4096;
    Npp32f *signal = nppsMalloc_32f(n);
    Npp32f *sum;
    cudaMalloc((void **)&sum, sizeof(Npp32f));
    size_t scratch_bytes = 0;
    nppsSumGetBufferSize_32f_Ctx(n, &scratch_bytes, ctx);
    Npp8u *scratch;
    cudaMalloc((void **)&scratch, scratch_bytes);
    nppsSet_32f_Ctx(1.0f, signal, n, ctx);
    check(nppsSum_32f_Ctx(signal, n, sum, scratch, ctx), "sum");

    nvjpegHandle_t jpeg;
    if (nvjpegCreateSimple(&jpeg) != NVJPEG_STATUS_SUCCESS)
        return 1;
    nvjpegDestroy(jpeg);

    cudaStreamSynchronize(stream);
    cudaFree(scratch);
    cudaFree(sum);
    nppsFree(signal);
    nppiFree(dst);
    nppiFree(src);
    cudaStreamDestroy(stream);
    return 0;
}
