// cuRAND device API: each thread draws uniform and normal numbers from its own state.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand_kernel.h>

__global__ void setup(curandState *states, unsigned long long seed)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curand_init(seed, id, 0, &states[id]);
}

__global__ void draw(curandState *states, float *uni, float *nrm, unsigned int *bits)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandState local = states[id];
    uni[id] = curand_uniform(&local);
    nrm[id] = curand_normal(&local);
    bits[id] = curand(&local);
    states[id] = local;
}

int main()
{
    const int n = 256;
    curandState *states;
    float *uni, *nrm;
    unsigned int *bits;
    cudaMalloc(&states, n * sizeof(curandState));
    cudaMalloc(&uni, n * sizeof(float));
    cudaMalloc(&nrm, n * sizeof(float));
    cudaMalloc(&bits, n * sizeof(unsigned int));
    setup<<<n / 64, 64>>>(states, 1234ULL);
    draw<<<n / 64, 64>>>(states, uni, nrm, bits);
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        fprintf(stderr, "error: %s\n", cudaGetErrorString(err));
        return 1;
    }
    float h[4];
    cudaMemcpy(h, uni, sizeof h, cudaMemcpyDeviceToHost);
    printf("%f %f %f %f\n", h[0], h[1], h[2], h[3]);
    cudaFree(states); cudaFree(uni); cudaFree(nrm); cudaFree(bits);
    return 0;
}
