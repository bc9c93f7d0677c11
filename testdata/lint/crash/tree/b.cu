// b.cu - the test hook crashes the worker on this file
__global__ void lane_b(int *out)
{
    out[threadIdx.x] = threadIdx.x & 31;
}
