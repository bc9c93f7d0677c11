// Names the CUDA API shares with declarations in a user header the file includes: uses of the
// user's macro, member and namespace function stay; the CUDA calls around them are renamed.
#include <cuda_runtime.h>
#include "user_header.h"

int use(Pool &pool, void *q) {
    void *p;
    pool.cudaMalloc(&p, 16);   // the user's member
    cudaDeviceSynchronize();   // the user's macro
    mine::cudaFree(q);         // the user's function
    cudaMalloc(&p, 32);        // CUDA's
    cudaFree(p);               // CUDA's
    return cudaGetLastError(); // CUDA's
}
