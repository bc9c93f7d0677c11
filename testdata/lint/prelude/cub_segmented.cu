// Prelude: CUB's segmented sorts (radix and merge-based, ascending and descending), the
// descending device radix sorts, and a block scan's sum with the block aggregate (three
// arguments), as a row-wise argsort and a tiled prefix sum use them.
#include <cub/cub.cuh>

template <int BLOCK>
__global__ void row_prefix(const float *in, float *out, float *carry_out, int n)
{
    using Scan = cub::BlockScan<float, BLOCK>;
    __shared__ typename Scan::TempStorage tmp;
    float x = threadIdx.x < n ? in[threadIdx.x] : 0.0f, incl, total;
    Scan(tmp).InclusiveSum(x, incl, total);
    if (threadIdx.x < n) out[threadIdx.x] = incl;
    if (threadIdx.x == 0) *carry_out = total;
}

void argsort_rows(const float *keys, float *keys_out, const int *idx, int *idx_out, const int *offsets,
                  int nrows, int ncols, cudaStream_t st)
{
    size_t bytes = 0;
    void *tmp = nullptr;
    cub::DeviceSegmentedRadixSort::SortPairs(tmp, bytes, keys, keys_out, idx, idx_out, nrows * ncols, nrows,
                                             offsets, offsets + 1, 0, sizeof(float) * 8, st);
    cub::DeviceSegmentedRadixSort::SortPairsDescending(tmp, bytes, keys, keys_out, idx, idx_out, nrows * ncols,
                                                       nrows, offsets, offsets + 1, 0, sizeof(float) * 8, st);
    cub::DeviceSegmentedSort::SortPairs(tmp, bytes, keys, keys_out, idx, idx_out, nrows * ncols, nrows, offsets,
                                        offsets + 1, st);
    cub::DeviceSegmentedSort::SortPairsDescending(tmp, bytes, keys, keys_out, idx, idx_out, nrows * ncols, nrows,
                                                  offsets, offsets + 1, st);
    cub::DeviceSegmentedSort::SortKeys(tmp, bytes, keys, keys_out, nrows * ncols, nrows, offsets, offsets + 1, st);
    cub::DeviceRadixSort::SortPairsDescending(tmp, bytes, keys, keys_out, idx, idx_out, ncols);
    cub::DeviceRadixSort::SortKeysDescending(tmp, bytes, keys, keys_out, ncols);
    row_prefix<256><<<nrows, 256, 0, st>>>(keys, keys_out, keys_out + ncols, ncols);
    cub::DeviceSegmentedSort::SortPairz(tmp, bytes, keys, keys_out, idx, idx_out, ncols, 1, offsets, offsets + 1);   // expect: parse
}
