// Generic algorithms over functors (algorithms.cuh): polynomial evaluation, clamping, zipped
// operations on mixed types, and transform-reduce with sum and max, all in integers.
#include <vector>
#include "algorithms.cuh"

struct Polynomial {
    int a, b, c;  // a*x^2 + b*x + c
    __host__ __device__ long long operator()(int x) const { return (long long)a * x * x + (long long)b * x + c; }
};

template <int LO, int HI>
struct Clamp {
    __host__ __device__ int operator()(int x) const { return x < LO ? LO : (x > HI ? HI : x); }
};

struct WeightedDiff {
    short weight;
    __host__ __device__ long long operator()(long long p, int q) const { return (p - q) * weight; }
};

struct Abs {
    __host__ __device__ long long operator()(long long v) const { return v < 0 ? -v : v; }
};

struct Identity {
    template <typename T>
    __host__ __device__ T operator()(T v) const { return v; }
};

int main() {
    const size_t n = 50000;
    std::vector<int> h(n);
    for (size_t i = 0; i < n; ++i) h[i] = (int)((i * 2654435761u) % 2001) - 1000;
    int *d_x, *d_clamped;
    long long *d_poly, *d_diff;
    ALGO_CHECK(cudaMalloc(&d_x, n * sizeof(int)));
    ALGO_CHECK(cudaMalloc(&d_clamped, n * sizeof(int)));
    ALGO_CHECK(cudaMalloc(&d_poly, n * sizeof(long long)));
    ALGO_CHECK(cudaMalloc(&d_diff, n * sizeof(long long)));
    ALGO_CHECK(cudaMemcpy(d_x, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    Polynomial poly{3, -7, 11};
    algo::transform(d_x, d_poly, n, poly);
    algo::transform(d_x, d_clamped, n, Clamp<-250, 400>());
    algo::zip(d_poly, d_clamped, d_diff, n, WeightedDiff{(short)-3});

    long long poly_sum = algo::transform_reduce<long long>(d_poly, n, Identity(), algo::Plus<long long>());
    int clamp_max = algo::transform_reduce<int>(d_clamped, n, Identity(), algo::Max<int>());
    long long diff_abs_sum = algo::transform_reduce<long long>(d_diff, n, Abs(), algo::Plus<long long>());
    long long diff_max = algo::transform_reduce<long long>(d_diff, n, Identity(), algo::Max<long long>());

    long long r_poly = 0, r_abs = 0, r_dmax = algo::Max<long long>::identity();
    int r_cmax = algo::Max<int>::identity();
    for (size_t i = 0; i < n; ++i) {
        long long p = poly(h[i]);
        int c = Clamp<-250, 400>()(h[i]);
        long long d = WeightedDiff{(short)-3}(p, c);
        r_poly += p;
        r_cmax = c > r_cmax ? c : r_cmax;
        r_abs += d < 0 ? -d : d;
        r_dmax = d > r_dmax ? d : r_dmax;
    }
    printf("sum of polynomial %lld\nmax of clamped %d\nsum |weighted diff| %lld\nmax weighted diff %lld\n",
           poly_sum, clamp_max, diff_abs_sum, diff_max);
    ALGO_CHECK(cudaFree(d_x));
    ALGO_CHECK(cudaFree(d_clamped));
    ALGO_CHECK(cudaFree(d_poly));
    ALGO_CHECK(cudaFree(d_diff));
    if (poly_sum != r_poly || clamp_max != r_cmax || diff_abs_sum != r_abs || diff_max != r_dmax) {
        printf("FAIL: expected %lld %d %lld %lld\n", r_poly, r_cmax, r_abs, r_dmax);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
