// cuRAND device API: each thread draws uniform and normal numbers from its own state.
#include <cstdio>
#include <hip/hip_runtime.h>
#include <hiprand/hiprand_kernel.h>

__global__ void setup(hiprandState *states, unsigned long long seed)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    hiprand_init(seed, id, 0, &states[id]);
}

__global__ void draw(hiprandState *states, float *uni, float *nrm, unsigned int *bits)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    hiprandState local = states[id];
    uni[id] = hiprand_uniform(&local);
    nrm[id] = hiprand_normal(&local);
    bits[id] = hiprand(&local);
    states[id] = local;
}

int main()
{
    const int n = 256;
    hiprandState *states;
    float *uni, *nrm;
    unsigned int *bits;
    hipMalloc(&states, n * sizeof(hiprandState));
    hipMalloc(&uni, n * sizeof(float));
    hipMalloc(&nrm, n * sizeof(float));
    hipMalloc(&bits, n * sizeof(unsigned int));
    hipLaunchKernelGGL(setup, dim3(n / 64), dim3(64), 0, 0, states, 1234ULL);
    hipLaunchKernelGGL(draw, dim3(n / 64), dim3(64), 0, 0, states, uni, nrm, bits);
    hipError_t err = hipDeviceSynchronize();
    if (err != hipSuccess) {
        fprintf(stderr, "error: %s\n", hipGetErrorString(err));
        return 1;
    }
    float h[4];
    hipMemcpy(h, uni, sizeof h, hipMemcpyDeviceToHost);
    printf("%f %f %f %f\n", h[0], h[1], h[2], h[3]);
    hipFree(states); hipFree(uni); hipFree(nrm); hipFree(bits);
    return 0;
}
