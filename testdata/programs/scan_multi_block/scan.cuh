// scan.cuh - interface of the device-wide exclusive scan (scan.cu) used by main.cu.
#ifndef SCAN_CUH
#define SCAN_CUH

#include <cstddef>
#include <cuda_runtime.h>

#define SCAN_BLOCK 128                  // threads per block
#define SCAN_TILE (2 * SCAN_BLOCK)      // elements per block

// Exclusive prefix sum of n ints, d_in -> d_out (device pointers). Recurses over block sums.
cudaError_t exclusive_scan(const int *d_in, int *d_out, size_t n);

#endif
