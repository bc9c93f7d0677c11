// Pitched 2-D allocations: cudaMallocPitch, cudaMemset2D, cudaMemcpy2D in both directions and
// device to device (into a sub-rectangle), a kernel addressing rows through the pitch, plus
// cudaMemset and cudaMemcpy device to device. The pitch value itself is never printed.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,                 \
                    cudaGetErrorString(e_));                                              \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

__global__ void add_coords(float *base, size_t pitch, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float *row = (float *)((char *)base + y * pitch);
        row[x] += (float)(x + 1000 * y);
    }
}

int main() {
    const int width = 77, height = 45;  // 77 floats per row: the pitch pads each row
    float *d_a = nullptr, *d_b = nullptr;
    size_t pitch_a = 0, pitch_b = 0;
    CUDA_CHECK(cudaMallocPitch((void **)&d_a, &pitch_a, width * sizeof(float), height));
    CUDA_CHECK(cudaMallocPitch((void **)&d_b, &pitch_b, width * sizeof(float), height));
    bool pitch_ok = pitch_a >= width * sizeof(float) && pitch_b >= width * sizeof(float);
    printf("pitch at least the row size: %s\n", pitch_ok ? "yes" : "no");

    CUDA_CHECK(cudaMemset2D(d_a, pitch_a, 0, width * sizeof(float), height));
    float *h = (float *)malloc(width * height * sizeof(float));
    for (int i = 0; i < width * height; ++i) h[i] = (float)(i % 10);
    CUDA_CHECK(cudaMemcpy2D(d_a, pitch_a, h, width * sizeof(float), width * sizeof(float), height,
                            cudaMemcpyHostToDevice));
    dim3 block(16, 8), grid((width + 15) / 16, (height + 7) / 8);
    add_coords<<<grid, block>>>(d_a, pitch_a, width, height);
    CUDA_CHECK(cudaGetLastError());

    // copy a 20x10 sub-rectangle starting at (5, 3) of a into the origin of b (zeroed first)
    CUDA_CHECK(cudaMemset2D(d_b, pitch_b, 0, width * sizeof(float), height));
    const int sx = 5, sy = 3, sw = 20, sh = 10;
    CUDA_CHECK(cudaMemcpy2D(d_b, pitch_b, (char *)d_a + sy * pitch_a + sx * sizeof(float), pitch_a,
                            sw * sizeof(float), sh, cudaMemcpyDeviceToDevice));

    float *out_a = (float *)malloc(width * height * sizeof(float));
    float *out_b = (float *)malloc(width * height * sizeof(float));
    CUDA_CHECK(cudaMemcpy2D(out_a, width * sizeof(float), d_a, pitch_a, width * sizeof(float), height,
                            cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy2D(out_b, width * sizeof(float), d_b, pitch_b, width * sizeof(float), height,
                            cudaMemcpyDeviceToHost));
    double sum_a = 0, sum_b = 0;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            float want_a = (float)((y * width + x) % 10) + (float)(x + 1000 * y);
            float want_b = 0.0f;
            if (x < sw && y < sh) want_b = (float)(((y + sy) * width + x + sx) % 10) + (float)(x + sx + 1000 * (y + sy));
            if (out_a[y * width + x] != want_a || out_b[y * width + x] != want_b) {
                printf("FAIL: at (%d,%d): a %.0f/%.0f b %.0f/%.0f\n", x, y, out_a[y * width + x], want_a,
                       out_b[y * width + x], want_b);
                return 1;
            }
            sum_a += out_a[y * width + x];
            sum_b += out_b[y * width + x] * (x + 1);
        }
    printf("matrix a sum %.0f, sub-rectangle weighted sum %.0f\n", sum_a, sum_b);

    // linear device buffers: memset with a byte pattern and a device-to-device copy
    unsigned *d_lin1, *d_lin2;
    const int nl = 1000;
    CUDA_CHECK(cudaMalloc(&d_lin1, nl * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&d_lin2, nl * sizeof(unsigned)));
    CUDA_CHECK(cudaMemset(d_lin1, 0xab, nl * sizeof(unsigned)));
    CUDA_CHECK(cudaMemset(d_lin2, 0, nl * sizeof(unsigned)));
    CUDA_CHECK(cudaMemcpy(d_lin2 + 100, d_lin1, 500 * sizeof(unsigned), cudaMemcpyDeviceToDevice));
    unsigned *hl = (unsigned *)malloc(nl * sizeof(unsigned));
    CUDA_CHECK(cudaMemcpy(hl, d_lin2, nl * sizeof(unsigned), cudaMemcpyDeviceToHost));
    int pattern = 0, zeros = 0;
    for (int i = 0; i < nl; ++i) {
        if (hl[i] == 0xababababu) ++pattern;
        if (hl[i] == 0) ++zeros;
    }
    printf("linear copy: %d patterned words, %d zero words\n", pattern, zeros);
    if (!pitch_ok || pattern != 500 || zeros != 500) {
        printf("FAIL\n");
        return 1;
    }
    CUDA_CHECK(cudaFree(d_a));
    CUDA_CHECK(cudaFree(d_b));
    CUDA_CHECK(cudaFree(d_lin1));
    CUDA_CHECK(cudaFree(d_lin2));
    free(h);
    free(out_a);
    free(out_b);
    free(hl);
    printf("PASS\n");
    return 0;
}
