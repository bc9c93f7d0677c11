// a.cu - linted before the crashing file
__global__ void lane_a(int *out)
{
    out[threadIdx.x] = threadIdx.x % 32;
}
