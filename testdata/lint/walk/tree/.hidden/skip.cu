__global__ void hidden(int *o) { o[0] = threadIdx.x % 32; }
