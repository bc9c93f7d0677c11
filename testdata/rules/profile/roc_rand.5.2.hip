// --roc on cuRAND host code: rocRAND's own API (hipRAND's AMD back end states each pair);
// compiled by the hipcc golden check against Debian's rocRAND
#include <hip/hip_runtime.h>
#include <rocrand/rocrand.h>

int fill(float *d, size_t n, unsigned long long seed)
{
    rocrand_generator g;
    if (rocrand_create_generator(&g, ROCRAND_RNG_PSEUDO_DEFAULT) != ROCRAND_STATUS_SUCCESS) return 1;
    rocrand_set_seed(g, seed);
    rocrand_status st = rocrand_generate_uniform(g, d, n);
    rocrand_destroy_generator(g);
    hipDeviceSynchronize();
    return st == ROCRAND_STATUS_SUCCESS ? 0 : 1;
}
