// A file with a byte order mark and CRLF line ends (issue 31): the BOM stays first and the
// added include ends its line with CRLF, like the others.

__global__ void k(int *p) { p[threadIdx.x] = 1; }

int main()
{
    int *d;
    cudaMalloc(&d, 32 * sizeof(int));
    k<<<1, 32>>>(d);
    return cudaDeviceSynchronize() != cudaSuccess;
}
