// Prelude: a .cpp file that the project compiles with nvcc (CMake's LANGUAGE CUDA, nvcc -x cu):
// it uses the kernel language and the runtime without an #include, as nvcc allows. Parsed the
// host compiler's way first, it has errors; the prelude-mode parse, which has none, is kept.
__global__ void scale(float *v, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] *= a;
}

int main()
{
    float *d = nullptr;
    cudaMalloc(&d, 256 * sizeof(float));
    scale<<<1, 256>>>(d, 2.0f, 256);
    cudaDeviceSynchronize();
    cudaFree(d);
    return cudaGetLastErrorr() != cudaSuccess;   // expect: parse
}
