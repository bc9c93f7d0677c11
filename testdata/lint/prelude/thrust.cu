// Prelude: thrust's common headers, as the samples use them (vectors, device_ptr, policies,
// sort/scan/copy/reduce with and without a policy, fancy iterators, tuples, random numbers).
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/device_ptr.h>
#include <thrust/sort.h>
#include <thrust/scan.h>
#include <thrust/copy.h>
#include <thrust/reduce.h>
#include <thrust/functional.h>
#include <thrust/random.h>
#include <thrust/sequence.h>
#include <thrust/for_each.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/discard_iterator.h>
#include <thrust/system/cuda/execution_policy.h>

struct integrate {
    template <class Tuple> __device__ void operator()(Tuple t)
    {
        float p = thrust::get<0>(t);
        thrust::get<1>(t) = p * 2.0f;
    }
};

struct rand_float {
    __host__ __device__ float operator()(unsigned int n) const
    {
        thrust::default_random_engine rng(17);
        thrust::uniform_real_distribution<float> dist(0.0f, 1.0f);
        rng.discard(n);
        return dist(rng);
    }
};

int main()
{
    thrust::host_vector<unsigned int> h_keys(64);
    thrust::device_vector<unsigned int> d_keys = h_keys;
    thrust::device_vector<float> d_vals(64);
    thrust::sequence(d_vals.begin(), d_vals.end());
    thrust::sort_by_key(d_keys.begin(), d_keys.end(), d_vals.begin());
    thrust::sort(thrust::device, d_keys.begin(), d_keys.end(), thrust::greater<unsigned int>());
    thrust::copy(d_keys.begin(), d_keys.end(), h_keys.begin());
    thrust::inclusive_scan(thrust::cuda::par.on(0), d_vals.begin(), d_vals.end(), d_vals.begin());
    float *raw = thrust::raw_pointer_cast(d_vals.data());
    thrust::device_ptr<float> dp = thrust::device_pointer_cast(raw);
    thrust::device_ptr<float> dp_end = dp + 64;
    float sum = thrust::reduce(dp, dp_end) + thrust::reduce(d_vals.begin(), d_vals.end(), 0.0f, thrust::maximum<float>());
    thrust::for_each(thrust::make_zip_iterator(thrust::make_tuple(dp, d_vals.begin())),
                     thrust::make_zip_iterator(thrust::make_tuple(dp_end, d_vals.end())), integrate());
    thrust::transform(thrust::make_counting_iterator(0u), thrust::make_counting_iterator(64u), d_vals.begin(), rand_float());
    auto ends = thrust::unique_by_key_copy(d_keys.begin(), d_keys.end(), d_vals.begin(),
                                           thrust::make_discard_iterator(), d_vals.begin());
    long n = ends.second - d_vals.begin();
    return (int)sum + (int)n + (int)thrust::count(d_keys.begin(), d_keys.end(), 3u) + thrust::sortt(dp, dp_end);   // expect: parse
}
