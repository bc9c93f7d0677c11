// A kernel file #included by incl_main.cu: Point and BLOCK are its includer's. Parsed alone it
// has parse errors nvcc never sees; in its includer's context only the misspelling.
__global__ void shift(Point *p, float dx)
{
    __shared__ Point tile[BLOCK];
    tile[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    p[threadIdx.x].x = tile[threadIdx.x].x + dx;
    p[threadIdx.x].y = tile[threadIdx.x].y + dxx;   // expect: parse
}
