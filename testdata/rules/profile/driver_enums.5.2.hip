// Driver enums and #defines whose HIP counterparts have runtime-style names (issue 31): the
// enum types follow their enumerators (CUmem_advise -> hipMemoryAdvise, CUresourceViewFormat ->
// HIPresourceViewFormat, like its CU_RES_VIEW_FORMAT_* values), enumerators pair only within
// the enums CUDA pairs (CU_STREAM_CAPTURE_MODE_THREAD_LOCAL is not cudaStreamNonBlocking although
// both are 1), and driver #defines map to the runtime ones CUDA gives the same value.
#include <hip/hip_runtime.h>

hipError_t advise(hipDeviceptr_t p, size_t n, hipDevice_t dev)
{
    hipMemoryAdvise a = hipMemAdviseSetReadMostly;
    enum hipMemoryAdvise b = hipMemAdviseSetPreferredLocation;
    hipError_t r = hipMemAdvise(p, n, a, dev);
    return r != hipSuccess ? r : hipMemAdvise(p, n, b, dev);
}

hipError_t config(hipCtx_t ctx)
{
    hipSharedMemConfig s = hipSharedMemBankSizeFourByte;
    hipFuncCache_t c = hipFuncCachePreferShared;
    (void)ctx;
    hipError_t r = hipCtxSetSharedMemConfig(s);
    return r != hipSuccess ? r : hipCtxSetCacheConfig(c);
}

hipError_t pool_threshold(hipMemPool_t pool, uint64_t bytes)
{
    hipMemPoolAttr attr = hipMemPoolAttrReleaseThreshold;
    return hipMemPoolSetAttribute(pool, attr, &bytes);
}

hipError_t peer_rank(int *value, hipDevice_t a, hipDevice_t b)
{
    hipDeviceP2PAttr attr = hipDevP2PAttrPerformanceRank;
    return hipDeviceGetP2PAttribute(value, attr, a, b);
}

hipError_t optin_shared(int *bytes, hipDevice_t dev)
{
    return hipDeviceGetAttribute(bytes, hipDeviceAttributeSharedMemPerBlockOptin, dev);
}

hipError_t view_format(HIP_RESOURCE_VIEW_DESC *view)
{
    HIPresourceViewFormat f = HIP_RES_VIEW_FORMAT_FLOAT_4X32;
    view->format = f;
    return hipSuccess;
}

hipError_t capture(hipStream_t s)
{
    hipStreamCaptureMode mode = hipStreamCaptureModeThreadLocal;
    hipError_t r = hipThreadExchangeStreamCaptureMode(&mode);
    if (r != hipSuccess) return r;
    return hipStreamBeginCapture(s, hipStreamCaptureModeGlobal);
}

int capturing(hipStreamCaptureStatus st)
{
    return st == hipStreamCaptureStatusActive && st != hipStreamCaptureStatusNone;
}

hipError_t defines(hipArray_t *arr, hipStream_t *out, hipDevice_t *host)
{
    HIP_ARRAY3D_DESCRIPTOR d = {};
    d.Width = 64;
    d.Height = 64;
    d.Depth = 4;
    d.Format = HIP_AD_FORMAT_FLOAT;
    d.NumChannels = 1;
    d.Flags = hipArrayLayered | hipArraySurfaceLoadStore;
    *out = hipStreamPerThread;
    *host = hipCpuDeviceId;
    return hipArray3DCreate(arr, &d);
}
