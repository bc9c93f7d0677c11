// What nvcc's implicit cuda_runtime.h makes visible without an #include, which real code relies
// on: the C library (printf, exit, atoi, memcpy, assert, UINT_MAX, host exp/sqrt), the SDK's
// include guards (helper headers such as cuda-samples' helper_cuda.h test them), the texture and
// surface object functions, cudaCreateChannelDesc<T>() and the mixed-sign min overloads. The
// prelude must parse all of it without a warning; the guards become HIP's.
#ifdef __DRIVER_TYPES_H__
#define CHECK(call)                                                  \
    do {                                                             \
        cudaError_t e_ = (call);                                     \
        if (e_ != cudaSuccess) {                                     \
            printf("error: %s\n", cudaGetErrorString(e_));          \
            exit(EXIT_FAILURE);                                      \
        }                                                            \
    } while (0)
#endif
#if defined(__CUDA_RUNTIME_H__) || defined(__cuda_cuda_h__)
static int device_count()
{
    int n = 0;
    CHECK(cudaGetDeviceCount(&n));
    return n;
}
#endif

__global__ void sample(cudaTextureObject_t tex, cudaSurfaceObject_t surf, float *out, int w)
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
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t array;
    CHECK(cudaMallocArray(&array, &desc, w, w));
    printf("%d %f %u %s %d\n", w, scale, limit, name, device_count());
    CHECK(cudaFreeArray(array));
    return 0;
}
