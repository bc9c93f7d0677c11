/* thrust/cu2hip_thrust.h - a parse-level declaration set of Thrust for cu2hip's parse prelude:
 * every public thrust header this directory has (device_vector.h, sort.h, iterator/...) includes
 * this one file. It declares what typical code uses, with the types that make its expressions
 * parse: the vectors (over std::vector), device_ptr and its casts, execution policies, the
 * algorithms (variadic: an optional policy first, the result type taken from the argument that
 * thrust returns), the fancy iterators, tuples, function objects, random engines and
 * distributions, system_error. Nothing here is a working Thrust; the HIP counterpart is rocThrust,
 * which keeps the thrust:: names. */
#ifndef CU2HIP_THRUST_H
#define CU2HIP_THRUST_H
#pragma clang system_header
#include <cu2hip_prelude.h>
#include <cstddef>
#include <iostream>   /* thrust's own headers include it (random engines' operator<<) */
#include <iterator>
#include <memory>
#include <stdexcept>
#include <string>
#include <system_error>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#define THRUST_VERSION 200800
#define THRUST_MAJOR_VERSION 2
#define THRUST_MINOR_VERSION 8
#define THRUST_DEVICE_SYSTEM_CUDA 1
#define THRUST_HOST_SYSTEM_CPP 1
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CUDA

namespace thrust {
namespace detail {
struct cu2hip_policy { };
template <class T> struct is_policy : std::is_base_of<cu2hip_policy, std::decay_t<T>> { };
template <class... T> struct list { static constexpr std::size_t size = sizeof...(T); };
template <class L> struct strip_policy;
template <> struct strip_policy<list<>> { using type = list<>; };
template <class F, class... R> struct strip_policy<list<F, R...>> {
    using type = std::conditional_t<is_policy<F>::value, list<std::decay_t<R>...>, list<std::decay_t<F>, std::decay_t<R>...>>;
};
template <std::size_t N, class L> struct nth;
template <class F, class... R> struct nth<0, list<F, R...>> { using type = F; };
template <std::size_t N> struct nth<N, list<>> { using type = void; };   /* past the end: no hard error */
template <std::size_t N, class F, class... R> struct nth<N, list<F, R...>> : nth<N - 1, list<R...>> { };
/* the type of the N-th argument once a leading execution policy is dropped */
template <std::size_t N, class... A> using arg_t = typename nth<N, typename strip_policy<list<A...>>::type>::type;
template <class... A> constexpr std::size_t nargs = strip_policy<list<A...>>::type::size;
template <std::size_t N, class... A> using value_of = typename std::iterator_traits<arg_t<N, A...>>::value_type;

/* one random-access iterator shape for the fancy iterators: dereferences to R */
template <class V, class R = V> struct iter {
    using value_type = V;
    using reference = R;
    using pointer = V *;
    using difference_type = std::ptrdiff_t;
    using iterator_category = std::random_access_iterator_tag;
    __host__ __device__ R operator*() const;
    __host__ __device__ R operator[](difference_type n) const;
    __host__ __device__ iter &operator++();
    __host__ __device__ iter operator++(int);
    __host__ __device__ iter &operator--();
    __host__ __device__ iter operator--(int);
    __host__ __device__ iter &operator+=(difference_type n);
    __host__ __device__ iter &operator-=(difference_type n);
    __host__ __device__ iter operator+(difference_type n) const;
    __host__ __device__ iter operator-(difference_type n) const;
    __host__ __device__ difference_type operator-(const iter &o) const;
    __host__ __device__ bool operator==(const iter &o) const;
    __host__ __device__ bool operator!=(const iter &o) const;
    __host__ __device__ bool operator<(const iter &o) const;
    __host__ __device__ bool operator>(const iter &o) const;
    __host__ __device__ bool operator<=(const iter &o) const;
    __host__ __device__ bool operator>=(const iter &o) const;
};
}  // namespace detail

/* execution policies */
template <class D> struct execution_policy : detail::cu2hip_policy { };
namespace detail {
struct device_t : execution_policy<device_t> { };
struct host_t : execution_policy<host_t> { };
struct seq_t : execution_policy<seq_t> { };
struct par_t : execution_policy<par_t> {
    par_t on(cudaStream_t stream) const;
    template <class Alloc> par_t operator()(Alloc &alloc) const;
};
}  // namespace detail
static const detail::device_t device;
static const detail::host_t host;
static const detail::seq_t seq;
namespace cuda {
static const detail::par_t par;
static const detail::par_t par_nosync;
using thrust::detail::par_t;
}  // namespace cuda
namespace system {
namespace cuda {
using thrust::cuda::par;
using thrust::cuda::par_nosync;
}  // namespace cuda
struct system_error : std::runtime_error {
    system_error(int ev, const std::error_category &cat, const std::string &what);
    system_error(std::error_code ec, const std::string &what);
    const std::error_code &code() const noexcept;
};
const std::error_category &cuda_category();
}  // namespace system
namespace cuda_cub = thrust::cuda;
using system::system_error;

/* device memory */
template <class T> class device_ptr {
public:
    using element_type = T;
    using value_type = std::remove_cv_t<T>;
    using difference_type = std::ptrdiff_t;
    using pointer = device_ptr;
    using reference = std::add_lvalue_reference_t<T>;   /* device_ptr<void> has none */
    using iterator_category = std::random_access_iterator_tag;
    __host__ __device__ device_ptr();
    __host__ __device__ device_ptr(std::nullptr_t);
    template <class U> __host__ __device__ explicit device_ptr(U *p);
    template <class U> __host__ __device__ device_ptr(const device_ptr<U> &o);
    __host__ __device__ T *get() const;
    __host__ __device__ reference operator*() const;
    __host__ __device__ reference operator[](difference_type n) const;
    __host__ __device__ T *operator->() const;
    __host__ __device__ device_ptr &operator++();
    __host__ __device__ device_ptr operator++(int);
    __host__ __device__ device_ptr &operator--();
    __host__ __device__ device_ptr operator--(int);
    __host__ __device__ device_ptr &operator+=(difference_type n);
    __host__ __device__ device_ptr &operator-=(difference_type n);
    __host__ __device__ device_ptr operator+(difference_type n) const;
    __host__ __device__ device_ptr operator-(difference_type n) const;
    __host__ __device__ difference_type operator-(const device_ptr &o) const;
    __host__ __device__ bool operator==(const device_ptr &o) const;
    __host__ __device__ bool operator!=(const device_ptr &o) const;
    __host__ __device__ bool operator<(const device_ptr &o) const;
    __host__ __device__ explicit operator bool() const;
};
template <class T> using device_reference = T &;
template <class T> __host__ __device__ device_ptr<T> device_pointer_cast(T *p);
template <class T> __host__ __device__ device_ptr<T> device_pointer_cast(const device_ptr<T> &p);
template <class T> __host__ __device__ T *raw_pointer_cast(T *p);
template <class T> __host__ __device__ T *raw_pointer_cast(const device_ptr<T> &p);
template <class T> device_ptr<T> device_malloc(std::size_t n);
device_ptr<void> device_malloc(std::size_t n);
template <class T> void device_free(device_ptr<T> p);
template <class T> device_ptr<T> device_new(std::size_t n = 1);
template <class T> void device_delete(device_ptr<T> p, std::size_t n = 1);
template <class T> struct device_allocator : std::allocator<T> { };

/* vectors: std::vector's interface, constructible from each other and from iterator ranges */
#define CU2HIP_THRUST_VECTOR(NAME)                                                               \
    template <class T, class Alloc = std::allocator<T>> class NAME : public std::vector<T, Alloc> { \
    public:                                                                                     \
        using std::vector<T, Alloc>::vector;                                                    \
        NAME();                                                                                 \
        template <class U, class A2> NAME(const std::vector<U, A2> &o);                         \
        template <class U, class A2> NAME &operator=(const std::vector<U, A2> &o);              \
    }
CU2HIP_THRUST_VECTOR(host_vector);
CU2HIP_THRUST_VECTOR(device_vector);
CU2HIP_THRUST_VECTOR(universal_vector);
#undef CU2HIP_THRUST_VECTOR

/* tuples */
using std::get;
using std::make_tuple;
using std::tie;
using std::tuple;
using std::tuple_element;
using std::tuple_size;
template <class T1, class T2> using pair = std::pair<T1, T2>;
using std::make_pair;

/* fancy iterators */
template <class T, class... Rest> struct counting_iterator : detail::iter<T> {
    __host__ __device__ counting_iterator();
    __host__ __device__ counting_iterator(T init);
};
template <class T> __host__ __device__ counting_iterator<T> make_counting_iterator(T init);
template <class T, class... Rest> struct constant_iterator : detail::iter<T> {
    __host__ __device__ constant_iterator();
    __host__ __device__ constant_iterator(T value, std::ptrdiff_t i = 0);
};
template <class T> __host__ __device__ constant_iterator<T> make_constant_iterator(T value, std::ptrdiff_t i = 0);
template <class F, class It, class... Rest>
struct transform_iterator
    : detail::iter<std::decay_t<std::invoke_result_t<F, typename std::iterator_traits<It>::reference>>> {
    __host__ __device__ transform_iterator();
    __host__ __device__ transform_iterator(It it, F f);
};
template <class It, class F> __host__ __device__ transform_iterator<F, It> make_transform_iterator(It it, F f);
template <class Tuple> struct zip_value;
template <class... It> struct zip_value<std::tuple<It...>> {
    using type = std::tuple<typename std::iterator_traits<It>::value_type...>;
    using ref = std::tuple<typename std::iterator_traits<It>::reference...>;
};
template <class Tuple>
struct zip_iterator : detail::iter<typename zip_value<Tuple>::type, typename zip_value<Tuple>::ref> {
    __host__ __device__ zip_iterator();
    __host__ __device__ zip_iterator(Tuple its);
    __host__ __device__ const Tuple &get_iterator_tuple() const;
};
template <class... It> __host__ __device__ zip_iterator<std::tuple<It...>> make_zip_iterator(std::tuple<It...> its);
template <class... It> __host__ __device__ zip_iterator<std::tuple<It...>> make_zip_iterator(It... its);
struct cu2hip_discard { template <class T> __host__ __device__ cu2hip_discard &operator=(const T &) { return *this; } };
template <class... Rest> struct discard_iterator : detail::iter<cu2hip_discard, cu2hip_discard &> {
    __host__ __device__ discard_iterator(std::ptrdiff_t i = 0);
};
__host__ __device__ discard_iterator<> make_discard_iterator(std::ptrdiff_t i = 0);
template <class Elems, class Index>
struct permutation_iterator : detail::iter<typename std::iterator_traits<Elems>::value_type,
                                           typename std::iterator_traits<Elems>::reference> {
    __host__ __device__ permutation_iterator(Elems e, Index i);
};
template <class Elems, class Index>
__host__ __device__ permutation_iterator<Elems, Index> make_permutation_iterator(Elems e, Index i);
template <class It> struct reverse_iterator : std::reverse_iterator<It> { using std::reverse_iterator<It>::reverse_iterator; };
template <class It> __host__ __device__ reverse_iterator<It> make_reverse_iterator(It it);

/* function objects: typed, and transparent for void */
#define CU2HIP_THRUST_BINARY(NAME, R, OP)                                                        \
    template <class T = void> struct NAME {                                                     \
        using first_argument_type = T;                                                          \
        using second_argument_type = T;                                                         \
        using result_type = R;                                                                  \
        __host__ __device__ constexpr R operator()(const T &a, const T &b) const;               \
    };                                                                                          \
    template <> struct NAME<void> {                                                             \
        template <class A, class B>                                                             \
        __host__ __device__ constexpr auto operator()(A &&a, B &&b) const -> decltype(OP);      \
    }
CU2HIP_THRUST_BINARY(plus, T, a + b);
CU2HIP_THRUST_BINARY(minus, T, a - b);
CU2HIP_THRUST_BINARY(multiplies, T, a * b);
CU2HIP_THRUST_BINARY(divides, T, a / b);
CU2HIP_THRUST_BINARY(modulus, T, a % b);
CU2HIP_THRUST_BINARY(maximum, T, a < b ? b : a);
CU2HIP_THRUST_BINARY(minimum, T, a < b ? a : b);
CU2HIP_THRUST_BINARY(bit_and, T, a & b);
CU2HIP_THRUST_BINARY(bit_or, T, a | b);
CU2HIP_THRUST_BINARY(bit_xor, T, a ^ b);
CU2HIP_THRUST_BINARY(equal_to, bool, a == b);
CU2HIP_THRUST_BINARY(not_equal_to, bool, a != b);
CU2HIP_THRUST_BINARY(less, bool, a < b);
CU2HIP_THRUST_BINARY(greater, bool, a > b);
CU2HIP_THRUST_BINARY(less_equal, bool, a <= b);
CU2HIP_THRUST_BINARY(greater_equal, bool, a >= b);
CU2HIP_THRUST_BINARY(logical_and, bool, a && b);
CU2HIP_THRUST_BINARY(logical_or, bool, a || b);
#undef CU2HIP_THRUST_BINARY
template <class T = void> struct negate { __host__ __device__ constexpr T operator()(const T &a) const; };
template <class T = void> struct logical_not { __host__ __device__ constexpr bool operator()(const T &a) const; };
template <class T = void> struct identity { __host__ __device__ constexpr const T &operator()(const T &a) const; };
template <> struct identity<void> { template <class A> __host__ __device__ constexpr A &&operator()(A &&a) const; };
template <class T = void> struct square { __host__ __device__ constexpr T operator()(const T &a) const; };

/* algorithms: an optional execution policy first; the result is what thrust returns */
#define CU2HIP_THRUST_ALGO(NAME, RESULT) \
    template <class... A> RESULT NAME(A &&...args)
#define CU2HIP_ARG(N) std::decay_t<detail::arg_t<N, A...>>
#define CU2HIP_COMMA ,
CU2HIP_THRUST_ALGO(sort, void);
CU2HIP_THRUST_ALGO(stable_sort, void);
CU2HIP_THRUST_ALGO(sort_by_key, void);
CU2HIP_THRUST_ALGO(stable_sort_by_key, void);
CU2HIP_THRUST_ALGO(fill, void);
CU2HIP_THRUST_ALGO(sequence, void);
CU2HIP_THRUST_ALGO(generate, void);
CU2HIP_THRUST_ALGO(tabulate, void);
CU2HIP_THRUST_ALGO(replace, void);
CU2HIP_THRUST_ALGO(replace_if, void);
CU2HIP_THRUST_ALGO(scatter, void);
CU2HIP_THRUST_ALGO(scatter_if, void);
CU2HIP_THRUST_ALGO(uninitialized_fill, void);
CU2HIP_THRUST_ALGO(for_each, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(for_each_n, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(fill_n, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(generate_n, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(copy, CU2HIP_ARG(2));
CU2HIP_THRUST_ALGO(copy_n, CU2HIP_ARG(2));
CU2HIP_THRUST_ALGO(uninitialized_copy, CU2HIP_ARG(2));
CU2HIP_THRUST_ALGO(inclusive_scan, CU2HIP_ARG(2));
CU2HIP_THRUST_ALGO(exclusive_scan, CU2HIP_ARG(2));
CU2HIP_THRUST_ALGO(inclusive_scan_by_key, CU2HIP_ARG(3));
CU2HIP_THRUST_ALGO(exclusive_scan_by_key, CU2HIP_ARG(3));
CU2HIP_THRUST_ALGO(transform_inclusive_scan, CU2HIP_ARG(2));
CU2HIP_THRUST_ALGO(transform_exclusive_scan, CU2HIP_ARG(2));
CU2HIP_THRUST_ALGO(adjacent_difference, CU2HIP_ARG(2));
CU2HIP_THRUST_ALGO(unique_copy, CU2HIP_ARG(2));
CU2HIP_THRUST_ALGO(remove_copy, CU2HIP_ARG(2));
CU2HIP_THRUST_ALGO(remove_copy_if, CU2HIP_ARG(2));
CU2HIP_THRUST_ALGO(set_union, CU2HIP_ARG(4));
CU2HIP_THRUST_ALGO(set_intersection, CU2HIP_ARG(4));
CU2HIP_THRUST_ALGO(set_difference, CU2HIP_ARG(4));
CU2HIP_THRUST_ALGO(merge, CU2HIP_ARG(4));
CU2HIP_THRUST_ALGO(gather, CU2HIP_ARG(3));
CU2HIP_THRUST_ALGO(gather_if, CU2HIP_ARG(4));
/* transform(first, last, out, op) or transform(first1, last1, first2, out, op) */
CU2HIP_THRUST_ALGO(transform, std::conditional_t<(detail::nargs<A...> <= 4) CU2HIP_COMMA CU2HIP_ARG(2) CU2HIP_COMMA CU2HIP_ARG(3)>);
CU2HIP_THRUST_ALGO(transform_if, CU2HIP_ARG(2));
/* copy_if(first, last, out, pred) or copy_if(first, last, stencil, out, pred) */
CU2HIP_THRUST_ALGO(copy_if, std::conditional_t<(detail::nargs<A...> <= 4) CU2HIP_COMMA CU2HIP_ARG(2) CU2HIP_COMMA CU2HIP_ARG(3)>);
CU2HIP_THRUST_ALGO(unique, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(remove, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(remove_if, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(partition, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(stable_partition, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(find, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(find_if, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(find_if_not, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(min_element, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(max_element, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(lower_bound, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(upper_bound, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(is_sorted_until, CU2HIP_ARG(0));
CU2HIP_THRUST_ALGO(minmax_element, std::pair<CU2HIP_ARG(0) CU2HIP_COMMA CU2HIP_ARG(0)>);
CU2HIP_THRUST_ALGO(mismatch, std::pair<CU2HIP_ARG(0) CU2HIP_COMMA CU2HIP_ARG(2)>);
CU2HIP_THRUST_ALGO(unique_by_key, std::pair<CU2HIP_ARG(0) CU2HIP_COMMA CU2HIP_ARG(2)>);
CU2HIP_THRUST_ALGO(unique_by_key_copy, std::pair<CU2HIP_ARG(3) CU2HIP_COMMA CU2HIP_ARG(4)>);
CU2HIP_THRUST_ALGO(reduce_by_key, std::pair<CU2HIP_ARG(3) CU2HIP_COMMA CU2HIP_ARG(4)>);
CU2HIP_THRUST_ALGO(partition_copy, std::pair<CU2HIP_ARG(2) CU2HIP_COMMA CU2HIP_ARG(3)>);
CU2HIP_THRUST_ALGO(equal, bool);
CU2HIP_THRUST_ALGO(is_sorted, bool);
CU2HIP_THRUST_ALGO(is_partitioned, bool);
CU2HIP_THRUST_ALGO(binary_search, bool);
CU2HIP_THRUST_ALGO(all_of, bool);
CU2HIP_THRUST_ALGO(any_of, bool);
CU2HIP_THRUST_ALGO(none_of, bool);
CU2HIP_THRUST_ALGO(count, std::ptrdiff_t);
CU2HIP_THRUST_ALGO(count_if, std::ptrdiff_t);
/* reduce(first, last) gives the value type; with an init, the init's type */
CU2HIP_THRUST_ALGO(reduce, std::conditional_t<(detail::nargs<A...> <= 2) CU2HIP_COMMA detail::value_of<0 CU2HIP_COMMA A...> CU2HIP_COMMA CU2HIP_ARG(2)>);
CU2HIP_THRUST_ALGO(transform_reduce, CU2HIP_ARG(3));
CU2HIP_THRUST_ALGO(inner_product, CU2HIP_ARG(3));
#undef CU2HIP_ARG
#undef CU2HIP_COMMA
#undef CU2HIP_THRUST_ALGO

/* random numbers (thrust/random.h) */
namespace random {
template <class UInt, UInt a, UInt c, UInt m> class linear_congruential_engine {
public:
    using result_type = UInt;
    __host__ __device__ explicit linear_congruential_engine(result_type s = 1);
    __host__ __device__ void seed(result_type s = 1);
    __host__ __device__ result_type operator()();
    __host__ __device__ void discard(unsigned long long z);
    static const result_type min = c == 0u ? 1u : 0u;
    static const result_type max = m - 1u;
};
using minstd_rand0 = linear_congruential_engine<unsigned int, 16807, 0, 2147483647>;
using minstd_rand = linear_congruential_engine<unsigned int, 48271, 0, 2147483647>;
using default_random_engine = minstd_rand;
using taus88 = minstd_rand;
using ranlux24 = minstd_rand;
using ranlux48 = minstd_rand;
#define CU2HIP_THRUST_DIST(NAME, DEF, A, B)                                                      \
    template <class T = DEF> class NAME {                                                       \
    public:                                                                                     \
        using result_type = T;                                                                  \
        __host__ __device__ explicit NAME(T a = A, T b = B);                                    \
        template <class E> __host__ __device__ T operator()(E &urng);                           \
        __host__ __device__ void reset();                                                       \
        __host__ __device__ T a() const;                                                        \
        __host__ __device__ T b() const;                                                        \
    }
CU2HIP_THRUST_DIST(uniform_real_distribution, double, 0, 1);
CU2HIP_THRUST_DIST(uniform_int_distribution, int, 0, 2147483647);
CU2HIP_THRUST_DIST(normal_distribution, double, 0, 1);
#undef CU2HIP_THRUST_DIST
}  // namespace random
using random::default_random_engine;
using random::minstd_rand;
using random::minstd_rand0;
using random::normal_distribution;
using random::uniform_int_distribution;
using random::uniform_real_distribution;
/* thrust/swap.h: CUDA 13's thrust::swap is cuda::std::swap, found by argument-dependent lookup
 * for thrust's own types (swap(dev_ptr_a, dev_ptr_b)) */
using ::std::swap;
template <typename ForwardIterator1, typename ForwardIterator2>
ForwardIterator2 swap_ranges(ForwardIterator1 first1, ForwardIterator1 last1, ForwardIterator2 first2);
}  // namespace thrust

#endif
