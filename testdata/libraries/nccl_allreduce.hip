// NCCL: an all-reduce of one buffer per device in a single process, grouped. The prelude
// declares NCCL (CUDA 13 ships nccl.h), so the program parses without a parse finding; the NCCL
// calls keep their names (RCCL, its AMD counterpart, exports the same nccl* API).
#include <cstdio>
#include <hip/hip_runtime.h>
#include <nccl.h>

#define NCCL_CHECK(x) do { ncclResult_t r_ = (x); if (r_ != ncclSuccess) { \
    fprintf(stderr, "%s: %s\n", #x, ncclGetErrorString(r_)); return 1; } } while (0)

int main()
{
    int ndev = 0;
    hipGetDeviceCount(&ndev);
    if (ndev > 8)
        ndev = 8;
    ncclComm_t comms[8];
    float *bufs[8];
    hipStream_t streams[8];
    int devs[8];
    const size_t n = 1 << 20;
    for (int i = 0; i < ndev; i++) {
        devs[i] = i;
        hipSetDevice(i);
        hipMalloc((void **)&bufs[i], n * sizeof(float));
        hipStreamCreate(&streams[i]);
    }
    NCCL_CHECK(ncclCommInitAll(comms, ndev, devs));
    NCCL_CHECK(ncclGroupStart());
    for (int i = 0; i < ndev; i++)
        NCCL_CHECK(ncclAllReduce(bufs[i], bufs[i], n, ncclFloat, ncclSum, comms[i], streams[i]));
    NCCL_CHECK(ncclGroupEnd());
    int version = 0;
    ncclGetVersion(&version);
    printf("NCCL %d (built with %d.%d)\n", version, NCCL_MAJOR, NCCL_MINOR);
    for (int i = 0; i < ndev; i++) {
        hipSetDevice(i);
        hipStreamSynchronize(streams[i]);
        hipStreamDestroy(streams[i]);
        hipFree(bufs[i]);
        ncclCommDestroy(comms[i]);
    }
    return 0;
}
