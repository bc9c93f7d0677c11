// included from b.cu and sub/a.cu under two spellings
__device__ int lane_of(int tid) { return tid % 32; }
__device__ int twice(int v) { return doubled(v); }
