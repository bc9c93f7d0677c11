// thrust_hip.hip - rocThrust's API on hipshim (hipshim.libs.thrust_hip): Debian's Thrust with
// hipshim's hip device system. Device vectors live in hipMalloc memory (their raw pointers go to
// kernels and to hipMemcpy), algorithms run after the work queued before them (the null stream,
// or the stream of thrust::hip::par.on), element reads from host code wait for the kernels that
// write them, and the usual algorithms give the CPU reference's results.
#include <hip/hip_runtime.h>
#include <thrust/binary_search.h>
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/device_malloc.h>
#include <thrust/device_free.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/extrema.h>
#include <thrust/fill.h>
#include <thrust/functional.h>
#include <thrust/gather.h>
#include <thrust/host_vector.h>
#include <thrust/inner_product.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/reduce.h>
#include <thrust/remove.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/system/hip/execution_policy.h>
#include <thrust/system/hip/vector.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/unique.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <vector>

static int failures = 0;
#define CHECK(c, ...)                                                                            \
    do {                                                                                         \
        if (!(c)) {                                                                              \
            printf("FAIL line %d: ", __LINE__);                                                  \
            printf(__VA_ARGS__);                                                                 \
            printf("\n");                                                                        \
            failures++;                                                                          \
        }                                                                                        \
    } while (0)

// busy for a while, then writes: a Thrust call that did not wait for it would miss the values
__global__ void slow_fill(int *p, int n, int value) {
    volatile long long spin = 0;
    for (int i = 0; i < 200000; i++)
        spin = spin + i;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        p[i] = value + i;
}
__global__ void square(float *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = p[i] * p[i];
}
struct is_even {
    __host__ __device__ bool operator()(int x) const { return x % 2 == 0; }
};
struct plus_square {
    __host__ __device__ float operator()(float x) const { return x * x; }
};

int main() {
    const int n = 10007;
    std::vector<int> h(n);
    for (int i = 0; i < n; i++)
        h[i] = (int)((i * 2654435761u) % 100000) - 50000;

    // ---- memory: device_vector storage is hipMalloc'ed, raw pointers work with the runtime ----
    thrust::device_vector<int> d(h.begin(), h.end());
    int *raw = thrust::raw_pointer_cast(d.data());
    hipPointerAttribute_t attr;
    CHECK(hipPointerGetAttributes(&attr, raw) == hipSuccess && attr.type == hipMemoryTypeDevice,
          "device_vector storage is not device memory");
    std::vector<int> back(n);
    CHECK(hipMemcpy(back.data(), raw, n * sizeof(int), hipMemcpyDeviceToHost) == hipSuccess && back == h,
          "hipMemcpy from a device_vector");

    // ---- sort, reduce, scan against std:: ----
    thrust::sort(d.begin(), d.end());
    std::vector<int> s = h;
    std::sort(s.begin(), s.end());
    thrust::host_vector<int> hd = d;
    CHECK(std::equal(s.begin(), s.end(), hd.begin()), "sort");
    long long sum = thrust::reduce(thrust::device, d.begin(), d.end(), 0LL);
    CHECK(sum == std::accumulate(h.begin(), h.end(), 0LL), "reduce %lld", sum);
    thrust::device_vector<long long> scan(n);
    thrust::inclusive_scan(d.begin(), d.end(), scan.begin());
    CHECK(scan[n - 1] == sum && scan[0] == s[0], "inclusive_scan");
    thrust::exclusive_scan(thrust::hip::par, d.begin(), d.end(), scan.begin(), 5LL);
    CHECK(scan[0] == 5 && scan[n - 1] == 5 + sum - s[n - 1], "exclusive_scan");
    CHECK(*thrust::max_element(d.begin(), d.end()) == s[n - 1] && *thrust::min_element(d.begin(), d.end()) == s[0],
          "min/max_element");
    CHECK(thrust::count_if(d.begin(), d.end(), is_even()) == std::count_if(h.begin(), h.end(), is_even()), "count_if");

    // ---- copy_if, unique, remove_if, sort_by_key, reduce_by_key ----
    thrust::device_vector<int> ev(n);
    auto ev_end = thrust::copy_if(d.begin(), d.end(), ev.begin(), is_even());
    CHECK(ev_end - ev.begin() == std::count_if(h.begin(), h.end(), is_even()), "copy_if");
    thrust::device_vector<int> keys(n), vals(n);
    for (int i = 0; i < n; i++)
        h[i] = i % 17;
    keys = h;
    thrust::sequence(vals.begin(), vals.end());
    thrust::stable_sort_by_key(keys.begin(), keys.end(), vals.begin());
    CHECK(keys[0] == 0 && vals[0] == 0 && vals[1] == 17 && keys[n - 1] == 16, "stable_sort_by_key");
    thrust::device_vector<int> rk(17), rv(17);
    auto rend = thrust::reduce_by_key(keys.begin(), keys.end(), thrust::constant_iterator<int>(1), rk.begin(), rv.begin());
    CHECK(rend.first - rk.begin() == 17 && rv[0] == (n + 16) / 17 && rv[16] == n / 17, "reduce_by_key");
    auto uend = thrust::unique(keys.begin(), keys.end());
    CHECK(uend - keys.begin() == 17 && keys[16] == 16, "unique");
    thrust::device_vector<int> seq(100);
    thrust::sequence(seq.begin(), seq.end());
    auto remain = thrust::remove_if(seq.begin(), seq.end(), is_even());
    CHECK(remain - seq.begin() == 50 && seq[0] == 1 && seq[49] == 99, "remove_if");

    // ---- iterators, transform, gather, lower_bound, inner_product ----
    thrust::device_vector<float> f(1000);
    thrust::transform(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(1000), f.begin(),
                      [] __host__ __device__(int i) { return 0.5f * i; });
    float ss = thrust::transform_reduce(f.begin(), f.end(), plus_square(), 0.0f, thrust::plus<float>());
    // float sums: within 1e-6 of the exact 83208375 (the order of the additions is the back end's)
    CHECK(fabs(ss - 83208375.0) < 84, "transform_reduce %f", ss);
    float dot = thrust::inner_product(f.begin(), f.end(), f.begin(), 0.0f);
    CHECK(fabs(dot - 83208375.0) < 84, "inner_product %f", dot);
    thrust::device_vector<int> idx(3);
    idx[0] = 999, idx[1] = 0, idx[2] = 500;
    thrust::device_vector<float> g(3);
    thrust::gather(idx.begin(), idx.end(), f.begin(), g.begin());
    CHECK(g[0] == 499.5f && g[1] == 0 && g[2] == 250, "gather");
    float pm = thrust::reduce(thrust::make_permutation_iterator(f.begin(), idx.begin()),
                              thrust::make_permutation_iterator(f.begin(), idx.end()));
    CHECK(pm == 749.5f, "permutation_iterator");
    thrust::device_vector<int> lb(3);
    thrust::device_vector<float> probe(3);
    probe[0] = 0.25f, probe[1] = 100, probe[2] = 1e9f;
    thrust::lower_bound(f.begin(), f.end(), probe.begin(), probe.end(), lb.begin());
    CHECK(lb[0] == 1 && lb[1] == 200 && lb[2] == 1000, "vectorised lower_bound");
    auto z = thrust::make_zip_iterator(thrust::make_tuple(f.begin(), seq.begin()));
    CHECK(thrust::get<0>(*(z + 2)) == 1.0f, "zip_iterator");

    // ---- kernels and Thrust in stream order ----
    {
        thrust::device_vector<int> a(4096, 0);
        hipLaunchKernelGGL(slow_fill, dim3(1), dim3(64), 0, 0, thrust::raw_pointer_cast(a.data()), 4096, 1);
        long long r = thrust::reduce(a.begin(), a.end(), 0LL);   // null stream: after the kernel
        CHECK(r == 4096LL * 4097 / 2, "reduce after a kernel on the null stream: %lld", r);
        hipStream_t st;
        hipStreamCreateWithFlags(&st, hipStreamNonBlocking);
        hipLaunchKernelGGL(slow_fill, dim3(1), dim3(64), 0, st, thrust::raw_pointer_cast(a.data()), 4096, 2);
        r = thrust::reduce(thrust::hip::par.on(st), a.begin(), a.end(), 0LL);
        CHECK(r == 4096LL * 4097 / 2 + 4096, "reduce after a kernel on its stream: %lld", r);
        hipLaunchKernelGGL(slow_fill, dim3(1), dim3(64), 0, st, thrust::raw_pointer_cast(a.data()), 4096, 7);
        hipStreamSynchronize(st);
        hipLaunchKernelGGL(slow_fill, dim3(1), dim3(64), 0, 0, thrust::raw_pointer_cast(a.data()), 4096, 100);
        CHECK(a[10] == 110, "element read after a kernel: %d", (int)a[10]);
        thrust::device_vector<float> sq(300, 3.0f);
        thrust::sequence(sq.begin(), sq.end());
        hipLaunchKernelGGL(square, dim3(2), dim3(256), 0, 0, thrust::raw_pointer_cast(sq.data()), 300);
        thrust::sort(thrust::device, sq.begin(), sq.end(), thrust::greater<float>());
        CHECK(sq[0] == 299.0f * 299 && sq[299] == 0, "sort after a kernel");
        hipStreamDestroy(st);
    }

    // ---- device_malloc, device_pointer_cast, thrust::hip::vector ----
    thrust::device_ptr<double> p = thrust::device_malloc<double>(64);
    CHECK(hipPointerGetAttributes(&attr, thrust::raw_pointer_cast(p)) == hipSuccess && attr.type == hipMemoryTypeDevice,
          "device_malloc is not device memory");
    thrust::fill(p, p + 64, 1.5);
    double *rp = thrust::raw_pointer_cast(p);
    CHECK(thrust::reduce(thrust::device_pointer_cast(rp), thrust::device_pointer_cast(rp) + 64) == 96.0,
          "device_pointer_cast");
    thrust::device_free(p);
    thrust::hip::vector<int> hv(10, 3);
    CHECK(thrust::reduce(hv.begin(), hv.end()) == 30, "thrust::hip::vector");

    if (failures) {
        printf("thrust_hip: %d failures\n", failures);
        return 1;
    }
    printf("thrust_hip: ok\n");
    return 0;
}
