/* hipcub/util_type.hpp - hipshim's hipCUB, part 1: configuration, types and operators (hipCUB's
 * API, namespace hipcub, as cu2hip translates cub::). hipCUB on AMD GPUs is built on rocPRIM;
 * hipshim's is its own small implementation on hipshim's kernel language: the block and warp
 * primitives (block/, warp/) exchange values through their TempStorage and barriers, the
 * device-wide ones (device/) run on the CPU in stream order. Results are CUB's; the order in
 * which floating-point values are combined is not (sums of floats may differ in the last bits).
 * Warp size: hipshim's is chosen at run time (HIPSHIM_WARP_SIZE, 32 or 64), so
 * HIPCUB_DEVICE_WARP_THREADS is the largest, 64, and a logical warp wider than the running
 * warp size is the whole warp.
 * Ownership: hipshim's hipCUB area; every object here is a plain value. */
#pragma once

#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <cfloat>
#include <climits>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <limits>
#include <type_traits>

#define HIPCUB_VERSION 201300
#define HIPCUB_VERSION_MAJOR 2
#define HIPCUB_VERSION_MINOR 13
#define HIPCUB_VERSION_PATCH 0
#define HIPCUB_NAMESPACE hipcub
#define BEGIN_HIPCUB_NAMESPACE namespace hipcub {
#define END_HIPCUB_NAMESPACE }
#define HIPCUB_ROCPRIM_API 1
#define HIPCUB_RUNTIME_FUNCTION __host__
#define HIPCUB_HOST __host__
#define HIPCUB_DEVICE __device__
#define HIPCUB_HOST_DEVICE __host__ __device__
#define HIPCUB_SHARED_MEMORY __shared__
#define HIPCUB_WARP_SIZE_32 32u
#define HIPCUB_WARP_SIZE_64 64u
#define HIPCUB_MAX_WARP_SIZE HIPCUB_WARP_SIZE_64
#define HIPCUB_DEVICE_WARP_THREADS 64
#define HIPCUB_HOST_WARP_THREADS 64
#define HIPCUB_WARP_THREADS (::warpSize)
#define HIPCUB_ARCH 1

namespace hipcub {

/* Prints a failing status with its place when HIPCUB_STDERR is defined; returns it. */
__host__ __device__ inline hipError_t Debug(hipError_t error, const char *filename, int line) {
#ifdef HIPCUB_STDERR
    if (error)
        fprintf(stderr, "HIP error %d [%s, %d]: %s\n", (int)error, filename, line, hipGetErrorString(error));
#else
    (void)filename;
    (void)line;
#endif
    return error;
}
#define HipcubDebug(e) ::hipcub::Debug((hipError_t)(e), __FILE__, __LINE__)
#define HipcubDebugExit(e)                                                                       \
    if (::hipcub::Debug((hipError_t)(e), __FILE__, __LINE__))                                    \
    exit(1)

struct NullType {
    template <class T> __host__ __device__ NullType &operator=(const T &) { return *this; }
};

template <int A> struct Int2Type {
    enum { VALUE = A };
};

template <bool B, class T, class F> struct If { typedef typename std::conditional<B, T, F>::type Type; };

template <int N> struct Log2 {
    enum { VALUE = N <= 1 ? 0 : 1 + Log2<(N > 1 ? N / 2 : 1)>::VALUE };
};
template <> struct Log2<1> {
    enum { VALUE = 0 };
};
template <int N> struct PowerOfTwo {
    enum { VALUE = (N > 0) && ((N & (N - 1)) == 0) };
};

/* Storage for T without constructing it, so TempStorage types can share a __shared__ union. */
template <class T> struct Uninitialized {
    alignas(T) unsigned char storage[sizeof(T)];
    __host__ __device__ T &Alias() { return *reinterpret_cast<T *>(storage); }
};

template <class T> struct DoubleBuffer {
    T *d_buffers[2];
    int selector;
    __host__ __device__ DoubleBuffer() : d_buffers{nullptr, nullptr}, selector(0) {}
    __host__ __device__ DoubleBuffer(T *current, T *alternate) : d_buffers{current, alternate}, selector(0) {}
    __host__ __device__ T *Current() { return d_buffers[selector]; }
    __host__ __device__ T *Alternate() { return d_buffers[selector ^ 1]; }
};

template <class K, class V> struct KeyValuePair {
    typedef K Key;
    typedef V Value;
    K key;
    V value;
    __host__ __device__ KeyValuePair() : key(), value() {}
    __host__ __device__ KeyValuePair(const K &k, const V &v) : key(k), value(v) {}
    __host__ __device__ bool operator!=(const KeyValuePair &b) const { return value != b.value || key != b.key; }
    __host__ __device__ bool operator==(const KeyValuePair &b) const { return !(*this != b); }
};

/* ---- operators (thread/thread_operators.hpp) ---- */
struct Equality {
    template <class T, class U> __host__ __device__ bool operator()(const T &a, const U &b) const { return a == b; }
};
struct Inequality {
    template <class T, class U> __host__ __device__ bool operator()(const T &a, const U &b) const { return a != b; }
};
template <class EqualityOp> struct InequalityWrapper {
    EqualityOp op;
    __host__ __device__ InequalityWrapper(EqualityOp o) : op(o) {}
    template <class T, class U> __host__ __device__ bool operator()(const T &a, const U &b) { return !op(a, b); }
};
struct Sum {
    template <class T, class U> __host__ __device__ auto operator()(const T &a, const U &b) const -> decltype(a + b) {
        return a + b;
    }
};
struct Difference {
    template <class T, class U> __host__ __device__ auto operator()(const T &a, const U &b) const -> decltype(a - b) {
        return a - b;
    }
};
struct Division {
    template <class T, class U> __host__ __device__ auto operator()(const T &a, const U &b) const -> decltype(a / b) {
        return a / b;
    }
};
struct Max {
    template <class T, class U>
    __host__ __device__ typename std::common_type<T, U>::type operator()(const T &a, const U &b) const {
        return a < b ? b : a;
    }
};
struct Min {
    template <class T, class U>
    __host__ __device__ typename std::common_type<T, U>::type operator()(const T &a, const U &b) const {
        return b < a ? b : a;
    }
};
/* on KeyValuePair<offset, value>: the larger (smaller) value, the first one of equal values */
struct ArgMax {
    template <class K, class V>
    __host__ __device__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a, const KeyValuePair<K, V> &b) const {
        if ((b.value > a.value) || ((a.value == b.value) && (b.key < a.key)))
            return b;
        return a;
    }
};
struct ArgMin {
    template <class K, class V>
    __host__ __device__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a, const KeyValuePair<K, V> &b) const {
        if ((b.value < a.value) || ((a.value == b.value) && (b.key < a.key)))
            return b;
        return a;
    }
};
template <class B> struct CastOp {
    template <class A> __host__ __device__ B operator()(const A &a) const { return (B)a; }
};

/* ---- iterators ---- */
template <class ValueType, class OffsetT = ptrdiff_t> class CountingInputIterator {
  public:
    typedef CountingInputIterator self_type;
    typedef OffsetT difference_type;
    typedef ValueType value_type;
    typedef ValueType *pointer;
    typedef ValueType reference;
    typedef std::random_access_iterator_tag iterator_category;
    __host__ __device__ CountingInputIterator(const ValueType &val = ValueType()) : val(val) {}
    __host__ __device__ reference operator*() const { return val; }
    __host__ __device__ reference operator[](difference_type n) const { return (ValueType)(val + n); }
    __host__ __device__ self_type operator+(difference_type n) const { return self_type((ValueType)(val + n)); }
    __host__ __device__ self_type operator-(difference_type n) const { return self_type((ValueType)(val - n)); }
    __host__ __device__ difference_type operator-(const self_type &o) const { return (difference_type)(val - o.val); }
    __host__ __device__ self_type &operator+=(difference_type n) { val += n; return *this; }
    __host__ __device__ self_type &operator++() { ++val; return *this; }
    __host__ __device__ self_type operator++(int) { self_type r = *this; ++val; return r; }
    __host__ __device__ bool operator==(const self_type &o) const { return val == o.val; }
    __host__ __device__ bool operator!=(const self_type &o) const { return val != o.val; }

  private:
    ValueType val;
};

template <class ValueType, class OffsetT = ptrdiff_t> class ConstantInputIterator {
  public:
    typedef ConstantInputIterator self_type;
    typedef OffsetT difference_type;
    typedef ValueType value_type;
    typedef ValueType *pointer;
    typedef ValueType reference;
    typedef std::random_access_iterator_tag iterator_category;
    __host__ __device__ ConstantInputIterator(ValueType val = ValueType(), OffsetT offset = 0)
        : val(val), offset(offset) {}
    __host__ __device__ reference operator*() const { return val; }
    __host__ __device__ reference operator[](difference_type) const { return val; }
    __host__ __device__ self_type operator+(difference_type n) const { return self_type(val, offset + n); }
    __host__ __device__ self_type operator-(difference_type n) const { return self_type(val, offset - n); }
    __host__ __device__ difference_type operator-(const self_type &o) const { return offset - o.offset; }
    __host__ __device__ self_type &operator+=(difference_type n) { offset += n; return *this; }
    __host__ __device__ self_type &operator++() { ++offset; return *this; }
    __host__ __device__ self_type operator++(int) { self_type r = *this; ++offset; return r; }
    __host__ __device__ bool operator==(const self_type &o) const { return offset == o.offset && val == o.val; }
    __host__ __device__ bool operator!=(const self_type &o) const { return !(*this == o); }

  private:
    ValueType val;
    OffsetT offset;
};

template <class ValueType, class ConversionOp, class InputIteratorT, class OffsetT = ptrdiff_t>
class TransformInputIterator {
  public:
    typedef TransformInputIterator self_type;
    typedef OffsetT difference_type;
    typedef ValueType value_type;
    typedef ValueType *pointer;
    typedef ValueType reference;
    typedef std::random_access_iterator_tag iterator_category;
    __host__ __device__ TransformInputIterator(InputIteratorT it, ConversionOp op) : it(it), op(op) {}
    __host__ __device__ reference operator*() const { return op(*it); }
    __host__ __device__ reference operator[](difference_type n) const { return op(it[n]); }
    __host__ __device__ self_type operator+(difference_type n) const { return self_type(it + n, op); }
    __host__ __device__ self_type operator-(difference_type n) const { return self_type(it - n, op); }
    __host__ __device__ difference_type operator-(const self_type &o) const { return it - o.it; }
    __host__ __device__ self_type &operator+=(difference_type n) { it += n; return *this; }
    __host__ __device__ self_type &operator++() { ++it; return *this; }
    __host__ __device__ self_type operator++(int) { self_type r = *this; ++it; return r; }
    __host__ __device__ bool operator==(const self_type &o) const { return it == o.it; }
    __host__ __device__ bool operator!=(const self_type &o) const { return it != o.it; }

  private:
    InputIteratorT it;
    ConversionOp op;
};

/* the items as KeyValuePair<offset, item> */
template <class InputIteratorT, class OffsetT = ptrdiff_t,
          class OutputValueT = typename std::iterator_traits<InputIteratorT>::value_type>
class ArgIndexInputIterator {
  public:
    typedef ArgIndexInputIterator self_type;
    typedef OffsetT difference_type;
    typedef KeyValuePair<difference_type, OutputValueT> value_type;
    typedef value_type *pointer;
    typedef value_type reference;
    typedef std::random_access_iterator_tag iterator_category;
    __host__ __device__ ArgIndexInputIterator(InputIteratorT it, difference_type offset = 0) : it(it), offset(offset) {}
    __host__ __device__ reference operator*() const { return value_type(offset, it[offset]); }
    __host__ __device__ reference operator[](difference_type n) const { return value_type(offset + n, it[offset + n]); }
    __host__ __device__ self_type operator+(difference_type n) const { return self_type(it, offset + n); }
    __host__ __device__ self_type operator-(difference_type n) const { return self_type(it, offset - n); }
    __host__ __device__ difference_type operator-(const self_type &o) const { return offset - o.offset; }
    __host__ __device__ self_type &operator+=(difference_type n) { offset += n; return *this; }
    __host__ __device__ self_type &operator++() { ++offset; return *this; }
    __host__ __device__ self_type operator++(int) { self_type r = *this; ++offset; return r; }
    __host__ __device__ bool operator==(const self_type &o) const { return offset == o.offset && it == o.it; }
    __host__ __device__ bool operator!=(const self_type &o) const { return !(*this == o); }
    __host__ __device__ void normalize() { it += offset; offset = 0; }

  private:
    InputIteratorT it;
    difference_type offset;
};

/* Cache modifiers only steer loads on a GPU: a plain pointer here */
enum CacheLoadModifier { LOAD_DEFAULT, LOAD_CA, LOAD_CG, LOAD_CS, LOAD_CV, LOAD_LDG, LOAD_VOLATILE };
enum CacheStoreModifier { STORE_DEFAULT, STORE_WB, STORE_CG, STORE_CS, STORE_WT, STORE_VOLATILE };
template <CacheLoadModifier MODIFIER, class ValueType, class OffsetT = ptrdiff_t> class CacheModifiedInputIterator {
  public:
    typedef CacheModifiedInputIterator self_type;
    typedef OffsetT difference_type;
    typedef ValueType value_type;
    typedef ValueType *pointer;
    typedef ValueType reference;
    typedef std::random_access_iterator_tag iterator_category;
    ValueType *ptr;
    template <class Q> __host__ __device__ CacheModifiedInputIterator(Q *p) : ptr(const_cast<ValueType *>(p)) {}
    __host__ __device__ reference operator*() const { return *ptr; }
    __host__ __device__ reference operator[](difference_type n) const { return ptr[n]; }
    __host__ __device__ self_type operator+(difference_type n) const { return self_type(ptr + n); }
    __host__ __device__ self_type operator-(difference_type n) const { return self_type(ptr - n); }
    __host__ __device__ difference_type operator-(const self_type &o) const { return ptr - o.ptr; }
    __host__ __device__ self_type &operator+=(difference_type n) { ptr += n; return *this; }
    __host__ __device__ self_type &operator++() { ++ptr; return *this; }
    __host__ __device__ self_type operator++(int) { self_type r = *this; ++ptr; return r; }
    __host__ __device__ bool operator==(const self_type &o) const { return ptr == o.ptr; }
    __host__ __device__ bool operator!=(const self_type &o) const { return ptr != o.ptr; }
};

template <class OffsetT = ptrdiff_t> class DiscardOutputIterator {
  public:
    typedef DiscardOutputIterator self_type;
    typedef OffsetT difference_type;
    typedef void value_type;
    typedef void pointer;
    typedef std::random_access_iterator_tag iterator_category;
    struct sink {
        template <class T> __host__ __device__ sink &operator=(const T &) { return *this; }
    };
    typedef sink reference;
    __host__ __device__ DiscardOutputIterator(OffsetT offset = 0) : offset(offset) {}
    __host__ __device__ sink operator*() const { return sink(); }
    __host__ __device__ sink operator[](difference_type) const { return sink(); }
    __host__ __device__ self_type operator+(difference_type n) const { return self_type(offset + n); }
    __host__ __device__ difference_type operator-(const self_type &o) const { return offset - o.offset; }
    __host__ __device__ self_type &operator++() { ++offset; return *this; }
    __host__ __device__ self_type operator++(int) { self_type r = *this; ++offset; return r; }

  private:
    OffsetT offset;
};

namespace detail {
/* the linear index of the calling thread in a block of the given dimensions */
template <int X, int Y, int Z> __device__ inline int linear_tid() {
    return (Z == 1 ? 0 : (int)threadIdx.z * X * Y) + (Y == 1 ? 0 : (int)threadIdx.y * X) + (int)threadIdx.x;
}
/* the value type an output iterator takes, or the input's when it has none (void) */
template <class It, class Fallback>
using output_value_t = typename std::conditional<
    std::is_void<typename std::iterator_traits<It>::value_type>::value, Fallback,
    typename std::iterator_traits<It>::value_type>::type;
template <class It> using value_t = typename std::iterator_traits<It>::value_type;

/* Radix order of a key: its bits, made unsigned-comparable (sign bit flipped for signed
 * integers; all bits flipped for negative floats, the sign bit for the others), as CUB's
 * radix sorts order keys (-0.0 before +0.0). */
template <class T, class Enable = void> struct radix_traits;
template <class T> struct radix_traits<T, typename std::enable_if<std::is_integral<T>::value>::type> {
    typedef typename std::make_unsigned<T>::type bits;
    __host__ __device__ static bits twiddle(T k) {
        bits b = (bits)k;
        return std::is_signed<T>::value ? (bits)(b ^ ((bits)1 << (sizeof(T) * 8 - 1))) : b;
    }
};
template <class T> struct radix_traits<T, typename std::enable_if<std::is_floating_point<T>::value>::type> {
    typedef typename std::conditional<sizeof(T) == 4, unsigned, unsigned long long>::type bits;
    __host__ __device__ static bits twiddle(T k) {
        bits b;
        memcpy(&b, &k, sizeof b);
        const bits top = (bits)1 << (sizeof(T) * 8 - 1);
        return (b & top) ? (bits)~b : (bits)(b | top);
    }
};
template <> struct radix_traits<__half> {
    typedef unsigned short bits;
    __host__ __device__ static bits twiddle(__half k) {
        bits b;
        memcpy(&b, &k, sizeof b);
        return (b & 0x8000u) ? (bits)~b : (bits)(b | 0x8000u);
    }
};
/* the digits [begin_bit, end_bit) of a key's radix order */
template <class T> __host__ __device__ inline unsigned long long radix_bits(T key, int begin_bit, int end_bit) {
    unsigned long long b = (unsigned long long)radix_traits<T>::twiddle(key) >> begin_bit;
    const int w = end_bit - begin_bit;
    return w >= 64 ? b : (b & ((1ull << w) - 1));
}
} // namespace detail
} // namespace hipcub
