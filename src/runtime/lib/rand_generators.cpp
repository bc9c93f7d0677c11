/* rand_generators.cpp - rocRAND's host-API generators on hipshim: XORWOW and MRG32k3a (131,072
 * engines on consecutive subsequences, each writing every 131,072nd output), Philox4x32-10 (one
 * counter sequence leapt across 262,144 threads), MTGP32 (512 block-wide engines), Sobol32/64
 * and their scrambled forms (dimension by dimension). Each kernel follows rocRAND's (5.3 and the
 * legacy ordering of later releases) thread for thread: the engine a thread draws from, the
 * values it writes, the misaligned head and the tail written by the thread that reaches the end,
 * so the outputs are rocRAND's bit for bit where its arithmetic is exact (raw, uniform, Poisson)
 * and up to device math where it calls transcendentals (normal, log-normal). The kernels run as
 * hipshim kernels on the generator's stream, in stream order with the user's.
 * Ownership: see rand_internal.hpp. */
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <rocrand/rocrand_kernel.h>
#include <rocrand/rocrand_mtgp32_11213.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <new>
#include <vector>

#include "rand_internal.hpp"

namespace {
using namespace rocrand_device::detail;

/* ---- distributions: `in` raw 32-bit values make `out` results (rocRAND's host distributions) */
template <class T> struct uniform_d;
template <> struct uniform_d<unsigned int> {
    static constexpr unsigned in = 1, out = 1;
    __device__ void operator()(const unsigned (&x)[1], unsigned (&y)[1]) const { y[0] = x[0]; }
};
template <> struct uniform_d<unsigned char> {
    static constexpr unsigned in = 1, out = 4;
    __device__ void operator()(const unsigned (&x)[1], unsigned char (&y)[4]) const { memcpy(y, x, 4); }
};
template <> struct uniform_d<unsigned short> {
    static constexpr unsigned in = 1, out = 2;
    __device__ void operator()(const unsigned (&x)[1], unsigned short (&y)[2]) const { memcpy(y, x, 4); }
};
template <> struct uniform_d<float> {
    static constexpr unsigned in = 1, out = 1;
    __device__ void operator()(const unsigned (&x)[1], float (&y)[1]) const { y[0] = uniform_distribution(x[0]); }
};
template <> struct uniform_d<double> {
    static constexpr unsigned in = 2, out = 1;
    __device__ void operator()(const unsigned (&x)[2], double (&y)[1]) const {
        y[0] = uniform_distribution_double(x[0], x[1]);
    }
};
template <> struct uniform_d<__half> {
    static constexpr unsigned in = 1, out = 2;
    __device__ void operator()(const unsigned (&x)[1], __half (&y)[2]) const {
        y[0] = uniform_distribution_half((unsigned short)x[0]);
        y[1] = uniform_distribution_half((unsigned short)(x[0] >> 16));
    }
};

/* MRG32k3a's raw values lie in [1, m1]: its distributions rescale them */
template <class T> struct mrg_uniform_d;
template <class T> struct mrg_uniform_d {   /* the integer types: rescaled raw bits */
    static constexpr unsigned in = 1, out = 4 / sizeof(T);
    __device__ void operator()(const unsigned (&x)[1], T (&y)[out]) const {
        unsigned v = mrg_uniform_distribution_uint(x[0]);
        memcpy(y, &v, 4);
    }
};
template <> struct mrg_uniform_d<float> {
    static constexpr unsigned in = 1, out = 1;
    __device__ void operator()(const unsigned (&x)[1], float (&y)[1]) const { y[0] = mrg_uniform_distribution(x[0]); }
};
template <> struct mrg_uniform_d<double> {
    static constexpr unsigned in = 1, out = 1;
    __device__ void operator()(const unsigned (&x)[1], double (&y)[1]) const {
        y[0] = mrg_uniform_distribution_double(x[0]);
    }
};
template <> struct mrg_uniform_d<__half> {
    static constexpr unsigned in = 1, out = 2;
    __device__ void operator()(const unsigned (&x)[1], __half (&y)[2]) const {
        unsigned v = mrg_uniform_distribution_uint(x[0]);
        y[0] = uniform_distribution_half((unsigned short)v);
        y[1] = uniform_distribution_half((unsigned short)(v >> 16));
    }
};

/* normal (Log = false) and log-normal (Log = true); Mrg selects MRG32k3a's Box-Muller */
template <class T, bool Mrg, bool Log> struct normal_d;
template <bool Mrg, bool Log> struct normal_d<float, Mrg, Log> {
    static constexpr unsigned in = 2, out = 2;
    float mean, stddev;
    __device__ void operator()(const unsigned (&x)[2], float (&y)[2]) const {
        float2 v = Mrg ? mrg_normal_distribution2(x[0], x[1]) : normal_distribution2(x[0], x[1]);
        y[0] = mean + v.x * stddev;
        y[1] = mean + v.y * stddev;
        if (Log) {
            y[0] = expf(y[0]);
            y[1] = expf(y[1]);
        }
    }
};
template <bool Mrg, bool Log> struct normal_d<double, Mrg, Log> {
    static constexpr unsigned in = Mrg ? 2 : 4, out = 2;
    double mean, stddev;
    __device__ void operator()(const unsigned (&x)[in], double (&y)[2]) const {
        double2 v;
        if constexpr (Mrg)
            v = mrg_normal_distribution_double2(x[0], x[1]);
        else
            v = normal_distribution_double2(make_uint4(x[0], x[1], x[2], x[3]));
        y[0] = mean + v.x * stddev;
        y[1] = mean + v.y * stddev;
        if (Log) {
            y[0] = exp(y[0]);
            y[1] = exp(y[1]);
        }
    }
};
template <bool Mrg, bool Log> struct normal_d<__half, Mrg, Log> {
    static constexpr unsigned in = 1, out = 2;
    __half mean, stddev;
    __device__ void operator()(const unsigned (&x)[1], __half (&y)[2]) const {
        __half2 v = Mrg ? mrg_normal_distribution_half2(x[0]) : normal_distribution_half2(x[0]);
#ifdef ROCRAND_HALF_MATH_SUPPORTED
        __half2 r = __hfma2(v, __half2(stddev, stddev), __half2(mean, mean));
        if (Log)
            r = h2exp(r);
        y[0] = __low2half(r);
        y[1] = __high2half(r);
#else
        float a = __half2float(mean) + __half2float(stddev) * __low2float(v);
        float b = __half2float(mean) + __half2float(stddev) * __high2float(v);
        y[0] = __float2half(Log ? expf(a) : a);
        y[1] = __float2half(Log ? expf(b) : b);
#endif
    }
};

/* Poisson by the alias table of the distribution (rocRAND's host method for pseudo-random
 * generators); MRG32k3a's raw values are first rescaled to [0, 2^32) */
template <bool Mrg> struct poisson_d {
    static constexpr unsigned in = 1, out = 1;
    rocrand_discrete_distribution_st dis;
    __device__ void operator()(const unsigned (&x)[1], unsigned (&y)[1]) const {
        y[0] = discrete_alias(Mrg ? mrg_uniform_distribution_uint(x[0]) : x[0], dis);
    }
};

/* ---- discrete distributions: alias table and CDF in device memory, as rocRAND builds them ---- */
static void release_discrete(rocrand_discrete_distribution_st &st) {
    hipFree(st.alias);
    hipFree(st.probability);
    hipFree(st.cdf);
    st = {};
}

template <class T> static bool to_device(T **dst, const std::vector<T> &src) {
    if (hipMalloc((void **)dst, sizeof(T) * src.size()) != hipSuccess)
        return false;
    return hipMemcpy(*dst, src.data(), sizeof(T) * src.size(), hipMemcpyHostToDevice) == hipSuccess;
}

static rocrand_status build_discrete(rocrand_discrete_distribution_st &st, std::vector<double> p, unsigned offset,
                                     bool alias, bool cdf) {
    const unsigned size = (unsigned)p.size();
    double sum = 0;
    for (double v : p)
        sum += v;
    for (double &v : p)
        v /= sum;
    st.size = size;
    st.offset = offset;
    if (alias) {   /* Walker's alias table, built in rocRAND's order */
        std::vector<double> prob(size), q = p;
        std::vector<unsigned> al(size), small, large;
        const double average = 1.0 / size;
        for (unsigned i = 0; i < size; i++)
            (q[i] >= average ? large : small).push_back(i);
        while (!small.empty() && !large.empty()) {
            const unsigned less = small.back(), more = large.back();
            small.pop_back();
            large.pop_back();
            prob[less] = q[less] * size;
            al[less] = more;
            q[more] = (q[more] + q[less]) - average;
            (q[more] >= average ? large : small).push_back(more);
        }
        for (unsigned i : small)
            prob[i] = 1.0;
        for (unsigned i : large)
            prob[i] = 1.0;
        if (!to_device(&st.probability, prob) || !to_device(&st.alias, al))
            return ROCRAND_STATUS_ALLOCATION_FAILED;
    }
    if (cdf) {
        std::vector<double> c(size);
        double s = 0;
        for (unsigned i = 0; i < size; i++)
            c[i] = s += p[i];
        if (!to_device(&st.cdf, c))
            return ROCRAND_STATUS_ALLOCATION_FAILED;
    }
    return ROCRAND_STATUS_SUCCESS;
}

/* rocRAND's Poisson probabilities: those of at least 1e-12 around the mode */
static rocrand_status build_poisson(rocrand_discrete_distribution_st &st, double lambda, bool alias, bool cdf) {
    if (!(lambda > 0))
        return ROCRAND_STATUS_OUT_OF_RANGE;
    const size_t capacity = 2 * static_cast<size_t>(16.0 * (2.0 + std::sqrt(lambda)));
    std::vector<double> p(capacity);
    const double log_lambda = std::log(lambda);
    const int left = static_cast<int>(std::floor(lambda)) - (int)(capacity / 2);
    int lo = 0, hi = (int)capacity - 1;
    for (int i = (int)capacity / 2; i >= 0; i--) {
        const double x = left + i, pp = std::exp(x * log_lambda - std::lgamma(x + 1.0) - lambda);
        if (pp < 1e-12) {
            lo = i + 1;
            break;
        }
        p[i] = pp;
    }
    for (int i = (int)capacity / 2 + 1; i < (int)capacity; i++) {
        const double x = left + i, pp = std::exp(x * log_lambda - std::lgamma(x + 1.0) - lambda);
        if (pp < 1e-12) {
            hi = i - 1;
            break;
        }
        p[i] = pp;
    }
    std::vector<double> kept(p.begin() + lo, p.begin() + hi + 1);
    return build_discrete(st, kept, (unsigned)(left + lo), alias, cdf);
}

/* a generator's Poisson table, rebuilt when lambda changes */
struct discrete_table {
    rocrand_discrete_distribution_st st = {};
    double lambda = 0;
    ~discrete_table() { release_discrete(st); }
    rocrand_status set(double lam, bool alias, bool cdf) {
        if (lam > 0 && lam == lambda)
            return ROCRAND_STATUS_SUCCESS;
        release_discrete(st);
        lambda = 0;
        rocrand_status s = build_poisson(st, lam, alias, cdf);
        if (s == ROCRAND_STATUS_SUCCESS)
            lambda = lam;
        else
            release_discrete(st);
        return s;
    }
};

/* Calls f(distribution object, typed output) for a generate request; Mrg selects MRG32k3a's
 * distributions. The pseudo-random generators share it. */
template <bool Mrg, class F>
rocrand_status with_distribution(hs_rand_kind kind, void *out, double a, double b, discrete_table &poisson, F f) {
    switch (kind) {
    case HS_RAND_U32:
        return Mrg ? f(mrg_uniform_d<unsigned>(), (unsigned *)out) : f(uniform_d<unsigned>(), (unsigned *)out);
    case HS_RAND_U8:
        return Mrg ? f(mrg_uniform_d<unsigned char>(), (unsigned char *)out)
                   : f(uniform_d<unsigned char>(), (unsigned char *)out);
    case HS_RAND_U16:
        return Mrg ? f(mrg_uniform_d<unsigned short>(), (unsigned short *)out)
                   : f(uniform_d<unsigned short>(), (unsigned short *)out);
    case HS_RAND_UNIFORM_F:
        return Mrg ? f(mrg_uniform_d<float>(), (float *)out) : f(uniform_d<float>(), (float *)out);
    case HS_RAND_UNIFORM_D:
        return Mrg ? f(mrg_uniform_d<double>(), (double *)out) : f(uniform_d<double>(), (double *)out);
    case HS_RAND_UNIFORM_H:
        return Mrg ? f(mrg_uniform_d<__half>(), (__half *)out) : f(uniform_d<__half>(), (__half *)out);
    case HS_RAND_NORMAL_F: return f(normal_d<float, Mrg, false>{(float)a, (float)b}, (float *)out);
    case HS_RAND_NORMAL_D: return f(normal_d<double, Mrg, false>{a, b}, (double *)out);
    case HS_RAND_NORMAL_H:
        return f(normal_d<__half, Mrg, false>{__double2half(a), __double2half(b)}, (__half *)out);
    case HS_RAND_LOG_NORMAL_F: return f(normal_d<float, Mrg, true>{(float)a, (float)b}, (float *)out);
    case HS_RAND_LOG_NORMAL_D: return f(normal_d<double, Mrg, true>{a, b}, (double *)out);
    case HS_RAND_LOG_NORMAL_H:
        return f(normal_d<__half, Mrg, true>{__double2half(a), __double2half(b)}, (__half *)out);
    case HS_RAND_POISSON: {
        rocrand_status s = poisson.set(a, true, false);
        if (s != ROCRAND_STATUS_SUCCESS)
            return s;
        return f(poisson_d<Mrg>{poisson.st}, (unsigned *)out);
    }
    case HS_RAND_U64: break;
    }
    return ROCRAND_STATUS_TYPE_ERROR;
}

/* The head (before the first aligned group of `group` outputs) and tail of an output array, as
 * rocRAND splits it: groups are stored whole, by one thread each. */
struct split {
    size_t misalign, vec_n;
    unsigned head, tail;
    template <class T> split(const T *data, size_t n, unsigned group) {
        misalign = (group - (uintptr_t)data / sizeof(T) % group) % group;
        head = (unsigned)std::min(n, misalign);
        tail = (unsigned)((n - head) % group);
        vec_n = (n - head) / group;
    }
};

/* rocRAND wants each draw to come from the generator's stream and ends a host generator's call
 * only when its outputs are written */
static rocrand_status launched(rocrand_generator_base_type *g) {
    if (hipGetLastError() != hipSuccess)
        return ROCRAND_STATUS_LAUNCH_FAILURE;
    if (g->host && hipStreamSynchronize(g->stream) != hipSuccess)
        return ROCRAND_STATUS_LAUNCH_FAILURE;
    return ROCRAND_STATUS_SUCCESS;
}

/* ---- XORWOW and MRG32k3a: an array of engines, engine i on subsequence i ---- */
template <class Engine>
__global__ void init_engines(Engine *engines, unsigned start, unsigned long long seed, unsigned long long offset) {
    const unsigned id = blockIdx.x * blockDim.x + threadIdx.x;
    engines[id] = Engine(seed, id, offset + (id < start ? 1 : 0));
}

/* XORWOW's states as init_engines makes them, at a tenth of the cost: engine i is engine i - 1
 * one subsequence on (one product with a jump matrix, against a product per base-4 digit of i),
 * so each thread makes a run of engines from one full jump */
template <class Engine>
__global__ void init_engine_runs(Engine *engines, unsigned size, unsigned run, unsigned start, unsigned long long seed,
                                 unsigned long long offset) {
    const unsigned first = (blockIdx.x * blockDim.x + threadIdx.x) * run;
    if (first >= size)
        return;
    Engine e(seed, first, 0);
    for (unsigned id = first; id < first + run && id < size; id++) {
        if (id > first)
            e.discard_subsequence(1);
        Engine x = e;
        if (offset + (id < start ? 1 : 0))
            x.discard(offset + (id < start ? 1 : 0));
        engines[id] = x;
    }
}

template <class Engine, class T, class D>
__global__ void generate_engines(Engine *engines, unsigned start, T *data, size_t n, D dist) {
    const unsigned id = blockIdx.x * blockDim.x + threadIdx.x, stride = gridDim.x * blockDim.x;
    const unsigned engine_id = (id + start) & (stride - 1);
    Engine engine = engines[engine_id];
    unsigned in[D::in];
    T out[D::out];
    const split s(data, n, D::out);
    auto draw = [&] {
        for (unsigned i = 0; i < D::in; i++)
            in[i] = engine();
        dist(in, out);
    };
    size_t index = id;
    for (; index < s.vec_n; index += stride) {
        draw();
        for (unsigned o = 0; o < D::out; o++)
            data[s.misalign + index * D::out + o] = out[o];
    }
    /* the thread that would store the next group writes the head, then the tail */
    if (D::out > 1 && index == s.vec_n) {
        if (s.head > 0) {
            draw();
            for (unsigned o = 0; o < s.head; o++)
                data[o] = out[o];
        }
        if (s.tail > 0) {
            draw();
            for (unsigned o = 0; o < s.tail; o++)
                data[n - s.tail + o] = out[o];
        }
    }
    engines[engine_id] = engine;
}

template <class Engine, bool Mrg> struct engines_generator : rocrand_generator_base_type {
    static constexpr unsigned threads = 256, blocks = 512, size = threads * blocks;
    Engine *engines = nullptr;
    bool initialized = false;
    unsigned long long seed, offset = 0;
    unsigned start = 0;
    discrete_table poisson;

    engines_generator(rocrand_rng_type t, unsigned long long default_seed)
        : rocrand_generator_base_type(t), seed(default_seed) {}
    ~engines_generator() override { hipFree(engines); }
    bool allocate() { return hipMalloc(&engines, sizeof(Engine) * size) == hipSuccess; }

    rocrand_status set_seed(unsigned long long s) override {
        seed = (Mrg && s == 0) ? ROCRAND_MRG32K3A_DEFAULT_SEED : s;
        initialized = false;
        return ROCRAND_STATUS_SUCCESS;
    }
    rocrand_status set_offset(unsigned long long o) override {
        offset = o;
        initialized = false;
        return ROCRAND_STATUS_SUCCESS;
    }
    rocrand_status init() override {
        if (initialized)
            return ROCRAND_STATUS_SUCCESS;
        start = (unsigned)(offset % size);
        if (Mrg)
            hipLaunchKernelGGL(init_engines<Engine>, dim3(blocks), dim3(threads), 0, stream, engines, start, seed,
                               offset / size);
        else
            hipLaunchKernelGGL(init_engine_runs<Engine>, dim3(size / threads / threads), dim3(threads), 0, stream,
                               engines, size, threads, start, seed, offset / size);
        rocrand_status st = launched(this);
        initialized = st == ROCRAND_STATUS_SUCCESS;
        return st;
    }
    rocrand_status generate(hs_rand_kind kind, void *out, size_t n, double a, double b) override {
        rocrand_status st = init();
        if (st != ROCRAND_STATUS_SUCCESS)
            return st;
        return with_distribution<Mrg>(kind, out, a, b, poisson, [&](auto dist, auto *data) {
            using D = decltype(dist);
            using T = std::remove_pointer_t<decltype(data)>;
            hipLaunchKernelGGL((generate_engines<Engine, T, D>), dim3(blocks), dim3(threads), 0, stream, engines,
                               start, data, n, dist);
            start = (unsigned)((start + (n + D::out - 1) / D::out) % size);
            return launched(this);
        });
    }
};

/* ---- Philox4x32-10: one counter sequence; thread t takes the 4-value groups t, t + stride, ...
 * of it (leap-frog) ---- */
struct philox_engine : rocrand_device::philox4x32_10_engine {
    __host__ __device__ philox_engine() {}
    __host__ __device__ philox_engine(unsigned long long seed, unsigned long long offset)
        : rocrand_device::philox4x32_10_engine(seed, 0, offset) {}
    /* the next 4 values, then a jump of `leap` groups of 4 */
    __device__ uint4 next4_leap(unsigned leap) {
        uint4 ret = m_state.result;
        if (m_state.substate > 0)
            ret = interleave(ret, ten_rounds(bump_counter(m_state.counter), m_state.key));
        discard_state(leap);
        m_state.result = ten_rounds(m_state.counter, m_state.key);
        return ret;
    }
};

template <class T, class D> __global__ void generate_philox(philox_engine engine, T *data, size_t n, D dist) {
    static_assert(4 % D::in == 0, "a group of 4 values feeds whole distributions");
    constexpr unsigned per_thread = 4 / D::in, group = per_thread * D::out;
    const unsigned id = blockIdx.x * blockDim.x + threadIdx.x, stride = gridDim.x * blockDim.x;
    unsigned in[D::in];
    T out[per_thread][D::out];
    const split s(data, n, group);
    engine.discard(4 * id + (id == 0 ? 0 : s.head));
    /* head and tail: whole distributions drawn one value at a time, as far as they are needed */
    auto partial = [&](size_t at, unsigned count) {
        for (unsigned k = 0; k < per_thread && k * D::out < count; k++) {
            for (unsigned i = 0; i < D::in; i++)
                in[i] = engine();
            dist(in, out[k]);
            for (unsigned o = 0; o < D::out && k * D::out + o < count; o++)
                data[at + k * D::out + o] = out[k][o];
        }
    };
    if (id == 0 && s.head > 0)
        partial(0, s.head);
    size_t index = id;
    for (; index < s.vec_n; index += stride) {
        const uint4 v = engine.next4_leap(stride);
        const unsigned vs[4] = {v.x, v.y, v.z, v.w};
        for (unsigned k = 0; k < per_thread; k++) {
            for (unsigned i = 0; i < D::in; i++)
                in[i] = vs[k * D::in + i];
            dist(in, out[k]);
            for (unsigned o = 0; o < D::out; o++)
                data[s.misalign + index * group + k * D::out + o] = out[k][o];
        }
    }
    if (index == s.vec_n && s.tail > 0)
        partial(n - s.tail, s.tail);
}

struct philox_generator : rocrand_generator_base_type {
    static constexpr unsigned threads = 256, blocks = 1024;
    philox_engine engine;
    bool initialized = false;
    unsigned long long seed = 0, offset = 0;
    discrete_table poisson;

    philox_generator() : rocrand_generator_base_type(ROCRAND_RNG_PSEUDO_PHILOX4_32_10) {}
    rocrand_status set_seed(unsigned long long s) override {
        seed = s;
        initialized = false;
        return ROCRAND_STATUS_SUCCESS;
    }
    rocrand_status set_offset(unsigned long long o) override {
        offset = o;
        initialized = false;
        return ROCRAND_STATUS_SUCCESS;
    }
    rocrand_status init() override {
        if (!initialized)
            engine = philox_engine(seed, offset);
        initialized = true;
        return ROCRAND_STATUS_SUCCESS;
    }
    rocrand_status generate(hs_rand_kind kind, void *out, size_t n, double a, double b) override {
        init();
        return with_distribution<false>(kind, out, a, b, poisson, [&](auto dist, auto *data) {
            using D = decltype(dist);
            using T = std::remove_pointer_t<decltype(data)>;
            hipLaunchKernelGGL((generate_philox<T, D>), dim3(blocks), dim3(threads), 0, stream, engine, data, n, dist);
            engine.discard((n + D::out - 1) / D::out * D::in);
            return launched(this);
        });
    }
};

/* ---- MTGP32: engine b belongs to block b; its 256 threads draw 256 values at a time ---- */
typedef rocrand_device::mtgp32_engine mtgp32_engine;

template <class T, class D> __global__ void generate_mtgp32(mtgp32_engine *engines, T *data, size_t n, D dist) {
    constexpr unsigned block_size = 256;
    const unsigned engine_id = blockIdx.x, stride = gridDim.x * block_size;
    size_t index = blockIdx.x * block_size + threadIdx.x;
    __shared__ mtgp32_engine engine;
    engine.copy(&engines[engine_id]);
    unsigned in[D::in];
    T out[D::out];
    const split s(data, n, D::out);
    /* every thread draws in every round (the engine is block-wide); vec_n rounded to blocks */
    const size_t down = s.vec_n - s.vec_n % block_size, up = s.vec_n % block_size ? down + block_size : down;
    auto draw = [&] {
        for (unsigned i = 0; i < D::in; i++)
            in[i] = engine();
        dist(in, out);
    };
    for (; index < down; index += stride) {
        draw();
        for (unsigned o = 0; o < D::out; o++)
            data[s.misalign + index * D::out + o] = out[o];
    }
    if (index < up) {
        draw();
        if (index < s.vec_n)
            for (unsigned o = 0; o < D::out; o++)
                data[s.misalign + index * D::out + o] = out[o];
        index += stride;
    }
    if (D::out > 1 && (s.head > 0 || s.tail > 0)) {
        draw();
        if (index == up)
            for (unsigned o = 0; o < s.head; o++)
                data[o] = out[o];
        if (index == up + 1)
            for (unsigned o = 0; o < s.tail; o++)
                data[n - s.tail + o] = out[o];
    }
    engines[engine_id].copy(&engine);
}

struct mtgp32_generator : rocrand_generator_base_type {
    static constexpr unsigned threads = 256, blocks = 512;
    mtgp32_engine *engines = nullptr;
    bool initialized = false;
    unsigned long long seed = 0;
    discrete_table poisson;

    mtgp32_generator() : rocrand_generator_base_type(ROCRAND_RNG_PSEUDO_MTGP32) {}
    ~mtgp32_generator() override { hipFree(engines); }
    bool allocate() { return hipMalloc(&engines, sizeof(mtgp32_engine) * blocks) == hipSuccess; }
    rocrand_status set_seed(unsigned long long s) override {
        seed = s;
        initialized = false;
        return ROCRAND_STATUS_SUCCESS;
    }
    rocrand_status init() override {
        if (initialized)
            return ROCRAND_STATUS_SUCCESS;
        /* the states are made on the host and copied: wait for kernels still using them */
        if (hipStreamSynchronize(stream) != hipSuccess ||
            rocrand_make_state_mtgp32(engines, mtgp32dc_params_fast_11213, blocks, seed) != ROCRAND_STATUS_SUCCESS)
            return ROCRAND_STATUS_ALLOCATION_FAILED;
        initialized = true;
        return ROCRAND_STATUS_SUCCESS;
    }
    rocrand_status generate(hs_rand_kind kind, void *out, size_t n, double a, double b) override {
        rocrand_status st = init();
        if (st != ROCRAND_STATUS_SUCCESS)
            return st;
        return with_distribution<false>(kind, out, a, b, poisson, [&](auto dist, auto *data) {
            using D = decltype(dist);
            using T = std::remove_pointer_t<decltype(data)>;
            hipLaunchKernelGGL((generate_mtgp32<T, D>), dim3(blocks), dim3(threads), 0, stream, engines, data, n,
                               dist);
            return launched(this);
        });
    }
};

template <class V> constexpr unsigned bits_of() { return sizeof(V) * 8; }

/* ---- Sobol: value k of dimension d is the distribution of point offset + k of dimension d,
 * whatever the split among threads (rocRAND's quasi-random distributions take one value) ---- */
/* The float results of a 64-bit point come from its high 32 bits, as rocRAND's 64-bit
 * overloads compute them since 6.0 (5.3's converted the point to unsigned int, keeping the low
 * bits); doubles take all 64. */
__device__ inline unsigned hi32(unsigned v) { return v; }
__device__ inline unsigned hi32(unsigned long long v) { return (unsigned)(v >> 32); }

template <class V> struct sobol_value {   /* V: unsigned int or unsigned long long */
    hs_rand_kind kind;
    double mean, stddev;
    __half hmean, hstddev;
    rocrand_discrete_distribution_st cdf;
    template <class T> __device__ void operator()(V v, T *out) const;
};
template <class V> template <class T> __device__ void sobol_value<V>::operator()(V v, T *out) const {
    constexpr int bits = sizeof(V) * 8;
    if constexpr (std::is_same<T, unsigned char>::value)
        *out = (unsigned char)(v >> (bits - 8));
    else if constexpr (std::is_same<T, unsigned short>::value)
        *out = (unsigned short)(v >> (bits - 16));
    else if constexpr (std::is_same<T, unsigned long long>::value)
        *out = v;
    else if constexpr (std::is_same<T, unsigned int>::value)
        *out = kind == HS_RAND_POISSON ? (unsigned)discrete_cdf(v, cdf) : (unsigned)(v >> (bits - 32));
    else if constexpr (std::is_same<T, float>::value) {
        if (kind == HS_RAND_UNIFORM_F)
            *out = uniform_distribution(hi32(v));
        else if (kind == HS_RAND_NORMAL_F)
            *out = (float)mean + normal_distribution(hi32(v)) * (float)stddev;
        else
            *out = expf((float)mean + (float)stddev * normal_distribution(hi32(v)));
    } else if constexpr (std::is_same<T, double>::value) {
        if (kind == HS_RAND_UNIFORM_D)
            *out = uniform_distribution_double(v);
        else if (kind == HS_RAND_NORMAL_D)
            *out = mean + normal_distribution_double(v) * stddev;
        else
            *out = exp(mean + stddev * normal_distribution_double(v));
    } else {
        if (kind == HS_RAND_UNIFORM_H) {
            *out = uniform_distribution_half((unsigned short)(v >> (bits - 16)));
            return;
        }
        float f = normal_distribution(hi32(v));
#ifdef ROCRAND_HALF_MATH_SUPPORTED
        __half h = __hfma(__float2half(f), hstddev, hmean);
        *out = kind == HS_RAND_NORMAL_H ? h : hexp(h);
#else
        float r = __half2float(hmean) + __half2float(hstddev) * f;
        *out = __float2half(kind == HS_RAND_NORMAL_H ? r : expf(r));
#endif
    }
}

template <class Engine, class V, class T>
__global__ void generate_sobol(const V *vectors, const V *scramble, unsigned offset, T *data, size_t n,
                               sobol_value<V> value) {
    const unsigned dim = blockIdx.y, id = blockIdx.x * blockDim.x + threadIdx.x, threads = gridDim.x * blockDim.x;
    const size_t chunk = (n + threads - 1) / threads, begin = (size_t)id * chunk, end = std::min(n, begin + chunk);
    if (begin >= end)
        return;
    Engine engine;
    if constexpr (std::is_constructible<Engine, const V *, unsigned>::value)
        engine = Engine(vectors + dim * bits_of<V>(), (unsigned)(offset + begin));
    else
        engine = Engine(vectors + dim * bits_of<V>(), scramble[dim], (unsigned)(offset + begin));
    T *out = data + (size_t)dim * n;
    for (size_t k = begin; k < end; k++) {
        value(engine.current(), out + k);
        engine.discard();
    }
}

template <class V, bool Scrambled> struct sobol_generator : rocrand_generator_base_type {
    typedef typename std::conditional<sizeof(V) == 4,
        typename std::conditional<Scrambled, rocrand_state_scrambled_sobol32, rocrand_state_sobol32>::type,
        typename std::conditional<Scrambled, rocrand_state_scrambled_sobol64, rocrand_state_sobol64>::type>::type
        engine_type;
    static constexpr unsigned threads = 256;
    unsigned dims = 1;
    unsigned long long offset = 0;
    unsigned current = 0;   /* rocRAND keeps the position in 32 bits */
    bool initialized = false;
    V *vectors = nullptr, *scramble = nullptr;
    discrete_table poisson;

    explicit sobol_generator(rocrand_rng_type t) : rocrand_generator_base_type(t) {}
    ~sobol_generator() override {
        hipFree(vectors);
        hipFree(scramble);
    }
    bool allocate() {
        const V *dv, *sc = nullptr;
        if constexpr (sizeof(V) == 4) {
            dv = hs_rand_directions32(Scrambled);
            sc = Scrambled ? hs_rand_scramble32() : nullptr;
        } else {
            dv = hs_rand_directions64(Scrambled);
            sc = Scrambled ? hs_rand_scramble64() : nullptr;
        }
        const size_t nv = (size_t)HS_RAND_SOBOL_DIMS * bits_of<V>();
        if (!dv || hipMalloc(&vectors, sizeof(V) * nv) != hipSuccess ||
            hipMemcpy(vectors, dv, sizeof(V) * nv, hipMemcpyHostToDevice) != hipSuccess)
            return false;
        if (Scrambled && (!sc || hipMalloc(&scramble, sizeof(V) * HS_RAND_SOBOL_DIMS) != hipSuccess ||
                          hipMemcpy(scramble, sc, sizeof(V) * HS_RAND_SOBOL_DIMS, hipMemcpyHostToDevice) != hipSuccess))
            return false;
        return true;
    }
    rocrand_status set_offset(unsigned long long o) override {
        offset = o;
        initialized = false;
        return ROCRAND_STATUS_SUCCESS;
    }
    rocrand_status set_dimensions(unsigned d) override {
        if (d < 1 || d > HS_RAND_SOBOL_DIMS)
            return ROCRAND_STATUS_OUT_OF_RANGE;
        dims = d;
        initialized = false;
        return ROCRAND_STATUS_SUCCESS;
    }
    rocrand_status init() override {
        if (!initialized)
            current = (unsigned)offset;
        initialized = true;
        return ROCRAND_STATUS_SUCCESS;
    }
    template <class T> rocrand_status run(T *data, size_t n, const sobol_value<V> &value) {
        if (n % dims != 0)
            return ROCRAND_STATUS_LENGTH_NOT_MULTIPLE;
        init();
        const size_t size = n / dims;
        if (size > 0) {
            const unsigned blocks = (unsigned)std::min<size_t>(64, (size + 4095) / 4096);
            hipLaunchKernelGGL((generate_sobol<engine_type, V, T>), dim3(blocks, dims), dim3(threads), 0, stream,
                               vectors, scramble, current, data, size, value);
        }
        current += (unsigned)size;
        return launched(this);
    }
    rocrand_status generate(hs_rand_kind kind, void *out, size_t n, double a, double b) override {
        sobol_value<V> v{kind, a, b, __double2half(a), __double2half(b), {}};
        switch (kind) {
        case HS_RAND_U32: return run((unsigned *)out, n, v);
        case HS_RAND_U8: return run((unsigned char *)out, n, v);
        case HS_RAND_U16: return run((unsigned short *)out, n, v);
        case HS_RAND_U64:
            if (sizeof(V) == 4)
                return ROCRAND_STATUS_TYPE_ERROR;
            return run((unsigned long long *)out, n, v);
        case HS_RAND_UNIFORM_F: case HS_RAND_NORMAL_F: case HS_RAND_LOG_NORMAL_F: return run((float *)out, n, v);
        case HS_RAND_UNIFORM_D: case HS_RAND_NORMAL_D: case HS_RAND_LOG_NORMAL_D: return run((double *)out, n, v);
        case HS_RAND_UNIFORM_H: case HS_RAND_NORMAL_H: case HS_RAND_LOG_NORMAL_H: return run((__half *)out, n, v);
        case HS_RAND_POISSON: {
            /* the quasi-random generators invert the CDF (an alias table would scramble the points) */
            rocrand_status s = poisson.set(a, false, true);
            if (s != ROCRAND_STATUS_SUCCESS)
                return s;
            v.cdf = poisson.st;
            return run((unsigned *)out, n, v);
        }
        }
        return ROCRAND_STATUS_TYPE_ERROR;
    }
};

template <class G, class... A> rocrand_generator_base_type *make(rocrand_status *status, A... args) {
    G *g = new (std::nothrow) G(args...);
    if (!g || !g->allocate()) {
        delete g;
        *status = ROCRAND_STATUS_ALLOCATION_FAILED;
        return nullptr;
    }
    return g;
}

/* a distribution handed to the user: the struct itself in device memory too, as rocRAND's */
static rocrand_status publish(rocrand_discrete_distribution_st &st, rocrand_status s, rocrand_discrete_distribution *out) {
    if (s == ROCRAND_STATUS_SUCCESS && (hipMalloc((void **)out, sizeof st) != hipSuccess ||
                                        hipMemcpy(*out, &st, sizeof st, hipMemcpyHostToDevice) != hipSuccess))
        s = ROCRAND_STATUS_ALLOCATION_FAILED;
    if (s != ROCRAND_STATUS_SUCCESS)
        release_discrete(st);
    return s;
}

} // namespace

rocrand_status hs_rand_poisson_create(double lambda, rocrand_discrete_distribution *out) {
    rocrand_discrete_distribution_st st = {};
    return publish(st, build_poisson(st, lambda, true, true), out);
}

rocrand_status hs_rand_discrete_create(const double *p, unsigned size, unsigned offset,
                                       rocrand_discrete_distribution *out) {
    rocrand_discrete_distribution_st st = {};
    return publish(st, build_discrete(st, std::vector<double>(p, p + size), offset, true, true), out);
}

void hs_rand_discrete_destroy(rocrand_discrete_distribution d) {
    rocrand_discrete_distribution_st st;
    if (hipMemcpy(&st, d, sizeof st, hipMemcpyDeviceToHost) == hipSuccess)
        release_discrete(st);
    hipFree(d);
}

rocrand_generator_base_type *hs_rand_create(rocrand_rng_type t, rocrand_status *status) {
    *status = ROCRAND_STATUS_SUCCESS;
    switch ((int)t) {
    case ROCRAND_RNG_PSEUDO_XORWOW:
        return make<engines_generator<rocrand_state_xorwow, false>>(status, t, 0ull);
    case ROCRAND_RNG_PSEUDO_MRG32K3A:
        return make<engines_generator<rocrand_state_mrg32k3a, true>>(status, t, (unsigned long long)ROCRAND_MRG32K3A_DEFAULT_SEED);
    case ROCRAND_RNG_PSEUDO_PHILOX4_32_10: {
        philox_generator *g = new (std::nothrow) philox_generator();
        if (!g)
            *status = ROCRAND_STATUS_ALLOCATION_FAILED;
        return g;
    }
    case ROCRAND_RNG_PSEUDO_MTGP32: return make<mtgp32_generator>(status);
    case ROCRAND_RNG_QUASI_SOBOL32: return make<sobol_generator<unsigned, false>>(status, t);
    case ROCRAND_RNG_QUASI_SOBOL64: return make<sobol_generator<unsigned long long, false>>(status, t);
    case (int)HS_RNG_QUASI_SCRAMBLED_SOBOL32: return make<sobol_generator<unsigned, true>>(status, t);
    case (int)HS_RNG_QUASI_SCRAMBLED_SOBOL64: return make<sobol_generator<unsigned long long, true>>(status, t);
    }
    *status = ROCRAND_STATUS_TYPE_ERROR;
    return nullptr;
}
