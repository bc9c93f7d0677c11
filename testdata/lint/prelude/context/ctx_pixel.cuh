// Prelude: a kernel header that is a fragment of the file that includes it (ctx_filter.cu): it
// uses that file's Pixel type and TILE macro and includes nothing. Linted on its own it is
// parsed after the text of ctx_filter.cu that precedes its #include, as nvcc compiles it.
__global__ void brighten(Pixel *img, int n)
{
    int i = blockIdx.x * TILE + threadIdx.x;
    if (i >= n) return;
    img[i].r = min(img[i].r + 16, 255);
    img[i].g = img[i].g + brightnes;   // expect: parse
}
