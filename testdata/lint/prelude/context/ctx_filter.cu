// The includer of ctx_pixel.cuh (see there): it defines what the header uses, then includes it.
// Not a test by itself.
#include <stdio.h>

struct Pixel { int r, g, b; };
#define TILE 128
typedef float real_t;

#include "ctx_pixel.cuh"

int main()
{
    Pixel *img = nullptr;
    cudaMalloc(&img, 1024 * sizeof(Pixel));
    brighten<<<8, TILE>>>(img, 1024);
    cudaDeviceSynchronize();
    printf("%f\n", (real_t)img[0].r);
    return 0;
}
