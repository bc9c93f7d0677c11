// A program in several files: main.cu only uses the host API of vector_ops.cu (declared in
// vector_ops.cuh) plus plain CUDA runtime calls. Values are multiples of 1/4 within float's exact
// range, so every result is exact and independent of summation order.
#include <cstdio>
#include <cstring>
#include <vector>
#include "check.cuh"
#include "vector_ops.cuh"

int main() {
    const size_t n = 12345;
    std::vector<float> hx(n), hy(n), out(n);
    for (size_t i = 0; i < n; ++i) {
        hx[i] = (float)((int)(i % 41) - 20) * 0.25f;
        hy[i] = (float)(i % 13);
    }
    vops::DeviceVector x = vops::make_vector(n), y = vops::make_vector(n), z = vops::make_vector(n);
    vops::upload(x, hx.data());
    vops::upload(y, hy.data());
    vops::fill(z, 1.5f);

    vops::saxpy(2.0f, x, y);   // y = 2x + y
    vops::scale(x, -4.0f);     // x = -4x
    vops::saxpy(0.5f, z, x);   // x = 0.5*1.5 + x

    double dxy = vops::dot(x, y);
    double dyy = vops::dot(y, y);
    float mx = vops::max_abs(x);

    double ref_xy = 0, ref_yy = 0;
    float ref_mx = 0;
    for (size_t i = 0; i < n; ++i) {
        float yi = 2.0f * hx[i] + hy[i];
        float xi = 0.5f * 1.5f + (-4.0f * hx[i]);
        ref_xy += (double)xi * yi;
        ref_yy += (double)yi * yi;
        float a = xi < 0 ? -xi : xi;
        if (a > ref_mx) ref_mx = a;
    }
    vops::download(y, out.data());
    double ysum = 0;
    for (size_t i = 0; i < n; ++i) ysum += out[i];
    printf("dot(x,y) = %.4f\ndot(y,y) = %.4f\nmax|x| = %.4f\nsum(y) = %.4f\n", dxy, dyy, mx, ysum);
    vops::free_vector(x);
    vops::free_vector(y);
    vops::free_vector(z);
    if (dxy != ref_xy || dyy != ref_yy || mx != ref_mx) {
        printf("FAIL: expected %.4f %.4f %.4f\n", ref_xy, ref_yy, ref_mx);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
