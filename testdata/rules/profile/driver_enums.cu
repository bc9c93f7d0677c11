// Driver enums and #defines whose HIP counterparts have runtime-style names (issue 31): the
// enum types follow their enumerators (CUmem_advise -> hipMemoryAdvise, CUresourceViewFormat ->
// HIPresourceViewFormat, like its CU_RES_VIEW_FORMAT_* values), enumerators pair only within
// the enums CUDA pairs (CU_STREAM_CAPTURE_MODE_THREAD_LOCAL is not cudaStreamNonBlocking although
// both are 1), and driver #defines map to the runtime ones CUDA gives the same value.
#include <cuda.h>

CUresult advise(CUdeviceptr p, size_t n, CUdevice dev)
{
    CUmem_advise a = CU_MEM_ADVISE_SET_READ_MOSTLY;
    enum CUmem_advise_enum b = CU_MEM_ADVISE_SET_PREFERRED_LOCATION;
    CUresult r = cuMemAdvise(p, n, a, dev);
    return r != CUDA_SUCCESS ? r : cuMemAdvise(p, n, b, dev);
}

CUresult config(CUcontext ctx)
{
    CUsharedconfig s = CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE;
    CUfunc_cache c = CU_FUNC_CACHE_PREFER_SHARED;
    (void)ctx;
    CUresult r = cuCtxSetSharedMemConfig(s);
    return r != CUDA_SUCCESS ? r : cuCtxSetCacheConfig(c);
}

CUresult pool_threshold(CUmemoryPool pool, cuuint64_t bytes)
{
    CUmemPool_attribute attr = CU_MEMPOOL_ATTR_RELEASE_THRESHOLD;
    return cuMemPoolSetAttribute(pool, attr, &bytes);
}

CUresult peer_rank(int *value, CUdevice a, CUdevice b)
{
    CUdevice_P2PAttribute attr = CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK;
    return cuDeviceGetP2PAttribute(value, attr, a, b);
}

CUresult optin_shared(int *bytes, CUdevice dev)
{
    return cuDeviceGetAttribute(bytes, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, dev);
}

CUresult view_format(CUDA_RESOURCE_VIEW_DESC *view)
{
    CUresourceViewFormat f = CU_RES_VIEW_FORMAT_FLOAT_4X32;
    view->format = f;
    return CUDA_SUCCESS;
}

CUresult capture(CUstream s)
{
    CUstreamCaptureMode mode = CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
    CUresult r = cuThreadExchangeStreamCaptureMode(&mode);
    if (r != CUDA_SUCCESS) return r;
    return cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL);
}

int capturing(CUstreamCaptureStatus st)
{
    return st == CU_STREAM_CAPTURE_STATUS_ACTIVE && st != CU_STREAM_CAPTURE_STATUS_NONE;
}

CUresult defines(CUarray *arr, CUstream *out, CUdevice *host)
{
    CUDA_ARRAY3D_DESCRIPTOR d = {};
    d.Width = 64;
    d.Height = 64;
    d.Depth = 4;
    d.Format = CU_AD_FORMAT_FLOAT;
    d.NumChannels = 1;
    d.Flags = CUDA_ARRAY3D_LAYERED | CUDA_ARRAY3D_SURFACE_LDST;
    *out = CU_STREAM_PER_THREAD;
    *host = CU_DEVICE_CPU;
    return cuArray3DCreate(arr, &d);
}
