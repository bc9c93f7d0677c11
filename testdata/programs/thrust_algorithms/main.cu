// thrust_algorithms: Thrust on device vectors as CUDA programs use it (functors, no lambdas):
// host<->device copies, sort / stable_sort_by_key / sort with a comparator, reduce, transform,
// scans, copy_if, unique, remove_if, reduce_by_key, count_if, min/max_element, inner_product,
// gather/scatter, vectorised binary search, counting/constant/transform/zip/permutation
// iterators, device_ptr around cudaMalloc memory, thrust::device, and kernels fed with raw
// pointers, launched before and after Thrust calls on the null stream. Integer results only,
// checked against a CPU reference; each printed as a checksum.
#include <thrust/binary_search.h>
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/device_ptr.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/extrema.h>
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
#include <thrust/scatter.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/unique.h>
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

static int failures = 0;
static unsigned long long fnv(const std::vector<int> &v) {
    unsigned long long h = 1469598103934665603ull;
    for (int x : v)
        for (int b = 0; b < 4; b++)
            h = (h ^ ((unsigned)x >> (8 * b) & 0xff)) * 1099511628211ull;
    return h;
}
static void report(const char *what, const std::vector<int> &got, const std::vector<int> &want) {
    printf("%s: %s %016llx\n", what, got == want ? "ok" : "WRONG", fnv(got));
    failures += got != want;
}
static void report(const char *what, long long got, long long want) {
    printf("%s: %s %lld\n", what, got == want ? "ok" : "WRONG", got);
    failures += got != want;
}
template <class V> static std::vector<int> host_of(const V &d) {
    thrust::host_vector<int> h = d;
    return std::vector<int>(h.begin(), h.end());
}

struct mod_key {
    int m;
    __host__ __device__ int operator()(int x) const { return ((x % m) + m) % m; }
};
struct is_multiple_of_3 {
    __host__ __device__ bool operator()(int x) const { return x % 3 == 0; }
};
struct abs_less {
    __host__ __device__ bool operator()(int a, int b) const { return abs(a) < abs(b) || (abs(a) == abs(b) && a < b); }
};
struct square {
    __host__ __device__ long long operator()(int x) const { return (long long)x * x; }
};
struct add_pair {
    __host__ __device__ int operator()(const thrust::tuple<int, int> &t) const { return thrust::get<0>(t) + 2 * thrust::get<1>(t); }
};

__global__ void add_index(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += i;
}
__global__ void negate_odd(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && (p[i] & 1))
        p[i] = -p[i];
}

int main() {
    const int n = 100003;
    std::vector<int> h(n);
    unsigned x = 12345;
    for (int i = 0; i < n; i++) {
        x = x * 1664525u + 1013904223u;
        h[i] = (int)(x >> 8) % 20000 - 10000;
    }
    thrust::device_vector<int> d(h.begin(), h.end());

    // a kernel on the vector's storage, then Thrust: the kernel's results are sorted
    add_index<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(d.data()), n);
    std::vector<int> ref = h;
    for (int i = 0; i < n; i++)
        ref[i] += i;
    thrust::sort(d.begin(), d.end());
    std::vector<int> sorted = ref;
    std::sort(sorted.begin(), sorted.end());
    report("sort after a kernel", host_of(d), sorted);
    report("reduce", thrust::reduce(thrust::device, d.begin(), d.end(), 0LL), std::accumulate(ref.begin(), ref.end(), 0LL));
    report("max_element", *thrust::max_element(d.begin(), d.end()), sorted[n - 1]);
    report("min_element", *thrust::min_element(d.begin(), d.end()), sorted[0]);

    // Thrust, then a kernel on the result
    thrust::device_vector<int> keys(n), vals(n);
    thrust::transform(d.begin(), d.end(), keys.begin(), mod_key{97});
    thrust::sequence(vals.begin(), vals.end());
    thrust::stable_sort_by_key(keys.begin(), keys.end(), vals.begin());
    negate_odd<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(vals.data()), n);
    std::vector<int> idx(n), rk(n);
    std::iota(idx.begin(), idx.end(), 0);
    for (int i = 0; i < n; i++)
        rk[i] = ((sorted[i] % 97) + 97) % 97;
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return rk[a] < rk[b]; });
    for (int &v : idx)
        if (v & 1)
            v = -v;
    report("stable_sort_by_key then a kernel", host_of(vals), idx);

    thrust::device_vector<int> ukeys(97), sums(97);
    auto ends = thrust::reduce_by_key(keys.begin(), keys.end(), thrust::constant_iterator<int>(1), ukeys.begin(), sums.begin());
    std::vector<int> counts(97, 0);
    for (int r : rk)
        counts[r]++;
    report("reduce_by_key segments", (long long)(ends.first - ukeys.begin()), 97);
    report("reduce_by_key counts", host_of(sums), counts);

    // scans
    thrust::device_vector<int> s(n);
    thrust::inclusive_scan(d.begin(), d.end(), s.begin());
    std::vector<int> sc(n);
    std::partial_sum(sorted.begin(), sorted.end(), sc.begin());
    report("inclusive_scan", host_of(s), sc);
    thrust::exclusive_scan(d.begin(), d.end(), s.begin(), 7);
    int run = 7;
    for (int i = 0; i < n; i++) {
        sc[i] = run;
        run += sorted[i];
    }
    report("exclusive_scan", host_of(s), sc);

    // selection
    thrust::device_vector<int> sel(n);
    auto sel_end = thrust::copy_if(d.begin(), d.end(), sel.begin(), is_multiple_of_3());
    std::vector<int> want;
    std::copy_if(sorted.begin(), sorted.end(), std::back_inserter(want), is_multiple_of_3());
    sel.resize(sel_end - sel.begin());
    report("copy_if", host_of(sel), want);
    report("count_if", thrust::count_if(d.begin(), d.end(), is_multiple_of_3()), (long long)want.size());
    thrust::device_vector<int> u = d;
    u.erase(thrust::unique(u.begin(), u.end()), u.end());
    std::vector<int> uw = sorted;
    uw.erase(std::unique(uw.begin(), uw.end()), uw.end());
    report("unique", host_of(u), uw);
    u = d;
    u.erase(thrust::remove_if(u.begin(), u.end(), is_multiple_of_3()), u.end());
    uw = sorted;
    uw.erase(std::remove_if(uw.begin(), uw.end(), is_multiple_of_3()), uw.end());
    report("remove_if", host_of(u), uw);

    // a comparator, gather/scatter, searches, iterators
    thrust::device_vector<int> c(h.begin(), h.begin() + 1000);
    thrust::sort(thrust::device, c.begin(), c.end(), abs_less());
    std::vector<int> cw(h.begin(), h.begin() + 1000);
    std::sort(cw.begin(), cw.end(), abs_less());
    report("sort with a comparator", host_of(c), cw);
    thrust::device_vector<int> map(1000), g(1000);
    thrust::sequence(map.begin(), map.end(), 999, -1);
    thrust::gather(map.begin(), map.end(), c.begin(), g.begin());
    std::vector<int> gw(cw.rbegin(), cw.rend());
    report("gather", host_of(g), gw);
    thrust::scatter(g.begin(), g.end(), map.begin(), c.begin());
    report("scatter", host_of(c), cw);
    thrust::device_vector<int> probes(5), found(5);
    const int pv[5] = {-10001, sorted[0], sorted[n / 2], sorted[n - 1], 1000000};
    thrust::copy(pv, pv + 5, probes.begin());
    thrust::lower_bound(d.begin(), d.end(), probes.begin(), probes.end(), found.begin());
    std::vector<int> fw(5);
    for (int i = 0; i < 5; i++)
        fw[i] = (int)(std::lower_bound(sorted.begin(), sorted.end(), pv[i]) - sorted.begin());
    report("vectorised lower_bound", host_of(found), fw);
    long long ip = thrust::inner_product(d.begin(), d.begin() + 1000, d.begin() + 1, 0LL);
    long long ipw = 0;
    for (int i = 0; i < 1000; i++)
        ipw += (long long)sorted[i] * sorted[i + 1];
    report("inner_product", ip, ipw);
    long long sq = thrust::reduce(thrust::make_transform_iterator(d.begin(), square()),
                                  thrust::make_transform_iterator(d.end(), square()), 0LL);
    long long sqw = 0;
    for (int v : sorted)
        sqw += (long long)v * v;
    report("transform_iterator", sq, sqw);
    thrust::device_vector<int> z(1000);
    thrust::transform(thrust::make_zip_iterator(thrust::make_tuple(d.begin(), thrust::counting_iterator<int>(0))),
                      thrust::make_zip_iterator(thrust::make_tuple(d.begin() + 1000, thrust::counting_iterator<int>(1000))),
                      z.begin(), add_pair());
    std::vector<int> zw(1000);
    for (int i = 0; i < 1000; i++)
        zw[i] = sorted[i] + 2 * i;
    report("zip_iterator", host_of(z), zw);
    long long perm = thrust::reduce(thrust::make_permutation_iterator(d.begin(), map.begin()),
                                    thrust::make_permutation_iterator(d.begin(), map.end()), 0LL);
    report("permutation_iterator", perm, std::accumulate(sorted.begin(), sorted.begin() + 1000, 0LL));

    // device_ptr around cudaMalloc memory
    int *raw;
    cudaMalloc(&raw, 1000 * sizeof(int));
    thrust::device_ptr<int> p(raw);
    thrust::sequence(p, p + 1000, 1);
    add_index<<<4, 256>>>(raw, 1000);
    report("device_ptr reduce", thrust::reduce(p, p + 1000, 0LL), 1000LL * 1001 / 2 + 999LL * 1000 / 2);
    cudaFree(raw);

    if (failures) {
        printf("FAIL: %d checks\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
