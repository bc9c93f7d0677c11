// What nvcc's implicit cuda_runtime.h makes visible without an #include, which real code relies
// on: the C library (printf, exit, atoi, memcpy, assert, UINT_MAX, host exp/sqrt), the SDK's
// include guards (helper headers such as cuda-samples' helper_cuda.h test them), the texture and
// surface object functions, cudaCreateChannelDesc<T>() and the mixed-sign min overloads. The
// prelude must parse all of it without a warning; the guards become HIP's.
#include <hip/hip_runtime.h>
#ifdef HIP_INCLUDE_HIP_DRIVER_TYPES_H
#define CHECK(call)                                                  \
    do {                                                             \
        hipError_t e_ = (call);                                     \
        if (e_ != hipSuccess) {                                     \
            printf("error: %s\n", hipGetErrorString(e_));          \
            exit(EXIT_FAILURE);                                      \
        }                                                            \
    } while (0)
#endif
#if defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) || defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H)
static int device_count()
{
    int n = 0;
    CHECK(hipGetDeviceCount(&n));
    return n;
}
#endif

__global__ void sample(hipTextureObject_t tex, hipSurfaceObject_t surf, float *out, int w)
{
    int x = threadIdx.x, y = blockIdx.x;
    float v = tex2D<float>(tex, x + 0.5f, y + 0.5f);
    assert(v >= 0.0f);
    surf2Dwrite(v, surf, x * (int)sizeof(float), y);
    out[y * w + x] = v + min(x, blockDim.x);
}

int main(int argc, char **argv)
{
    int w = argc > 1 ? atoi(argv[1]) : 16;
    double scale = exp(1.0) + sqrt(2.0);
    unsigned limit = UINT_MAX;
    char name[8];
    memcpy(name, "tex", 4);
    hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
    hipArray_t array;
    CHECK(hipMallocArray(&array, &desc, w, w));
    printf("%d %f %u %s %d\n", w, scale, limit, name, device_count());
    CHECK(hipFreeArray(array));
    return 0;
}
