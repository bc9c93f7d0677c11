/* hiprand/hiprand_kernel.h - hipshim's hipRAND device API (hipRAND 2.11's, as on AMD GPUs): the
 * state types are rocRAND's engines (Debian's rocRAND 5.3 device headers, rocrand/hipshim_rocrand.h,
 * plus hipshim's scrambled Sobol engines), so a kernel draws exactly rocRAND's sequences:
 * hiprand_init(seed, subsequence, offset, &state) for XORWOW (hiprandState_t), Philox4_32_10 and
 * MRG32k3a; hiprand_init(direction_vectors[, scramble_constant], offset, &state) for the Sobol
 * states; MTGP32 states come from hiprandMakeMTGP32KernelState (hiprand_mtgp32_host.h) and draw
 * block-wide (every thread of the block calls hiprand together).
 * Ownership: hipshim's hipRAND/rocRAND area; states are plain values owned by their user. */
#ifndef HIPRAND_KERNEL_H_
#define HIPRAND_KERNEL_H_

#ifndef QUALIFIERS
#define QUALIFIERS __forceinline__ __device__
#endif

#include <hip/hip_runtime.h>
#include <type_traits>
#ifndef FQUALIFIERS
#define FQUALIFIERS QUALIFIERS
#endif
#include <rocrand/rocrand_kernel.h>
#include <rocrand/rocrand_mtgp32_11213.h>
#include <hiprand/hiprand.h>

#define HIPRAND_PHILOX4x32_DEFAULT_SEED 0ULL
#define HIPRAND_XORWOW_DEFAULT_SEED 0ULL
#define HIPRAND_MRG32K3A_DEFAULT_SEED 12345ULL

/* Each hipRAND state is its rocRAND engine, as a distinct type (so the templates below accept
 * only hipRAND states); `base` names the engine. */
#define HS_HIPRAND_STATE(name, engine)                                                           \
    struct name : public engine {                                                                \
        typedef engine base;                                                                     \
    };                                                                                           \
    typedef struct name name##_t;
HS_HIPRAND_STATE(hiprandState, rocrand_state_xorwow)
HS_HIPRAND_STATE(hiprandStateXORWOW, rocrand_state_xorwow)
HS_HIPRAND_STATE(hiprandStatePhilox4_32_10, rocrand_state_philox4x32_10)
HS_HIPRAND_STATE(hiprandStateMRG32k3a, rocrand_state_mrg32k3a)
HS_HIPRAND_STATE(hiprandStateMtgp32, rocrand_state_mtgp32)
HS_HIPRAND_STATE(hiprandStateSobol32, rocrand_state_sobol32)
HS_HIPRAND_STATE(hiprandStateScrambledSobol32, rocrand_state_scrambled_sobol32)
HS_HIPRAND_STATE(hiprandStateSobol64, rocrand_state_sobol64)
HS_HIPRAND_STATE(hiprandStateScrambledSobol64, rocrand_state_scrambled_sobol64)
#undef HS_HIPRAND_STATE

typedef mtgp32_params mtgp32_kernel_params_t;
typedef mtgp32_fast_params mtgp32_fast_param_t;

namespace hs_hiprand {
template <class T, class... S> struct one_of : std::false_type {};
template <class T, class F, class... S>
struct one_of<T, F, S...> : std::integral_constant<bool, std::is_same<T, F>::value || one_of<T, S...>::value> {};
template <class T>
using is_state = one_of<T, hiprandState_t, hiprandStateXORWOW_t, hiprandStatePhilox4_32_10_t, hiprandStateMRG32k3a_t,
                        hiprandStateMtgp32_t, hiprandStateSobol32_t, hiprandStateScrambledSobol32_t,
                        hiprandStateSobol64_t, hiprandStateScrambledSobol64_t>;
template <class T>
using is_quasi = one_of<T, hiprandStateSobol32_t, hiprandStateScrambledSobol32_t, hiprandStateSobol64_t,
                        hiprandStateScrambledSobol64_t>;
template <class T>
using is_pair_state = one_of<T, hiprandState_t, hiprandStateXORWOW_t, hiprandStatePhilox4_32_10_t,
                             hiprandStateMRG32k3a_t>;
} // namespace hs_hiprand

#define HS_HIPRAND_CHECK(S) static_assert(hs_hiprand::is_state<S>::value, "StateType is not a hipRAND generator state")
#define HS_HIPRAND_PAIRS(S)                                                                      \
    static_assert(hs_hiprand::is_pair_state<S>::value,                                           \
                  "two and more values per call need an XORWOW, Philox or MRG32k3a state")

inline hiprandStatus_t to_hiprand_status(rocrand_status status) {
    switch (status) {
    case ROCRAND_STATUS_SUCCESS: return HIPRAND_STATUS_SUCCESS;
    case ROCRAND_STATUS_NOT_CREATED: return HIPRAND_STATUS_NOT_INITIALIZED;
    case ROCRAND_STATUS_VERSION_MISMATCH: return HIPRAND_STATUS_VERSION_MISMATCH;
    case ROCRAND_STATUS_ALLOCATION_FAILED: return HIPRAND_STATUS_ALLOCATION_FAILED;
    case ROCRAND_STATUS_TYPE_ERROR: return HIPRAND_STATUS_TYPE_ERROR;
    case ROCRAND_STATUS_OUT_OF_RANGE: return HIPRAND_STATUS_OUT_OF_RANGE;
    case ROCRAND_STATUS_LENGTH_NOT_MULTIPLE: return HIPRAND_STATUS_LENGTH_NOT_MULTIPLE;
    case ROCRAND_STATUS_DOUBLE_PRECISION_REQUIRED: return HIPRAND_STATUS_DOUBLE_PRECISION_REQUIRED;
    case ROCRAND_STATUS_LAUNCH_FAILURE: return HIPRAND_STATUS_LAUNCH_FAILURE;
    default: return HIPRAND_STATUS_INTERNAL_ERROR;
    }
}

/* ---- initialisation and skipping ---- */
template <class S>
QUALIFIERS void hiprand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset,
                             S *state) {
    HS_HIPRAND_CHECK(S);
    static_assert(!std::is_same<S, hiprandStateMtgp32_t>::value,
                  "MTGP32 states come from hiprandMakeMTGP32KernelState(), not hiprand_init()");
    static_assert(!hs_hiprand::is_quasi<S>::value,
                  "Sobol states take direction vectors: hiprand_init(vectors, [scramble,] offset, state)");
    rocrand_init(seed, subsequence, offset, static_cast<typename S::base *>(state));
}
QUALIFIERS void hiprand_init(hiprandDirectionVectors32_t direction_vectors, unsigned int offset,
                             hiprandStateSobol32_t *state) {
    rocrand_init(direction_vectors, offset, state);
}
QUALIFIERS void hiprand_init(hiprandDirectionVectors32_t direction_vectors, unsigned int scramble_constant,
                             unsigned int offset, hiprandStateScrambledSobol32_t *state) {
    rocrand_init(direction_vectors, scramble_constant, offset, state);
}
QUALIFIERS void hiprand_init(hiprandDirectionVectors64_t direction_vectors, unsigned int offset,
                             hiprandStateSobol64_t *state) {
    rocrand_init(direction_vectors, offset, state);
}
QUALIFIERS void hiprand_init(hiprandDirectionVectors64_t direction_vectors, unsigned long long scramble_constant,
                             unsigned int offset, hiprandStateScrambledSobol64_t *state) {
    rocrand_init(direction_vectors, scramble_constant, offset, state);
}

template <class S> QUALIFIERS void skipahead(unsigned long long n, S *state) {
    HS_HIPRAND_CHECK(S);
    static_assert(!std::is_same<S, hiprandStateMtgp32_t>::value, "MTGP32 states cannot skip ahead");
    skipahead(n, static_cast<typename S::base *>(state));
}
/* cuRAND's sequence is rocRAND's subsequence (2^67 values for XORWOW, 2^76 for MRG32k3a) */
template <class S> QUALIFIERS void skipahead_sequence(unsigned long long n, S *state) {
    HS_HIPRAND_CHECK(S);
    HS_HIPRAND_PAIRS(S);
    skipahead_subsequence(n, static_cast<typename S::base *>(state));
}
template <class S> QUALIFIERS void skipahead_subsequence(unsigned long long n, S *state) {
    HS_HIPRAND_CHECK(S);
    HS_HIPRAND_PAIRS(S);
    skipahead_subsequence(n, static_cast<typename S::base *>(state));
}

QUALIFIERS void hiprand_mtgp32_block_copy(hiprandStateMtgp32_t *src, hiprandStateMtgp32_t *dest) {
    rocrand_mtgp32_block_copy(src, dest);
}
QUALIFIERS void hiprand_mtgp32_set_params(hiprandStateMtgp32_t *state, mtgp32_kernel_params_t *params) {
    rocrand_mtgp32_set_params(state, params);
}

/* ---- values ---- */
template <class S> QUALIFIERS unsigned int hiprand(S *state) {
    HS_HIPRAND_CHECK(S);
    return rocrand(static_cast<typename S::base *>(state));
}
QUALIFIERS uint4 hiprand4(hiprandStatePhilox4_32_10_t *state) { return rocrand4(state); }
template <class S> QUALIFIERS unsigned long long hiprand_long_long(S *state) {
    static_assert(hs_hiprand::one_of<S, hiprandStateSobol64_t, hiprandStateScrambledSobol64_t>::value,
                  "hiprand_long_long needs a 64-bit Sobol state");
    return rocrand(static_cast<typename S::base *>(state));
}

template <class S> QUALIFIERS float hiprand_uniform(S *state) {
    HS_HIPRAND_CHECK(S);
    return rocrand_uniform(static_cast<typename S::base *>(state));
}
QUALIFIERS float4 hiprand_uniform4(hiprandStatePhilox4_32_10_t *state) { return rocrand_uniform4(state); }
template <class S> QUALIFIERS double hiprand_uniform_double(S *state) {
    HS_HIPRAND_CHECK(S);
    return rocrand_uniform_double(static_cast<typename S::base *>(state));
}
QUALIFIERS double2 hiprand_uniform2_double(hiprandStatePhilox4_32_10_t *state) {
    return rocrand_uniform_double2(state);
}
QUALIFIERS double4 hiprand_uniform4_double(hiprandStatePhilox4_32_10_t *state) {
    return rocrand_uniform_double4(state);
}

template <class S> QUALIFIERS float hiprand_normal(S *state) {
    HS_HIPRAND_CHECK(S);
    return rocrand_normal(static_cast<typename S::base *>(state));
}
template <class S> QUALIFIERS float2 hiprand_normal2(S *state) {
    HS_HIPRAND_PAIRS(S);
    return rocrand_normal2(static_cast<typename S::base *>(state));
}
QUALIFIERS float4 hiprand_normal4(hiprandStatePhilox4_32_10_t *state) { return rocrand_normal4(state); }
template <class S> QUALIFIERS double hiprand_normal_double(S *state) {
    HS_HIPRAND_CHECK(S);
    return rocrand_normal_double(static_cast<typename S::base *>(state));
}
template <class S> QUALIFIERS double2 hiprand_normal2_double(S *state) {
    HS_HIPRAND_PAIRS(S);
    return rocrand_normal_double2(static_cast<typename S::base *>(state));
}
QUALIFIERS double4 hiprand_normal4_double(hiprandStatePhilox4_32_10_t *state) {
    return rocrand_normal_double4(state);
}

template <class S> QUALIFIERS float hiprand_log_normal(S *state, float mean, float stddev) {
    HS_HIPRAND_CHECK(S);
    return rocrand_log_normal(static_cast<typename S::base *>(state), mean, stddev);
}
template <class S> QUALIFIERS float2 hiprand_log_normal2(S *state, float mean, float stddev) {
    HS_HIPRAND_PAIRS(S);
    return rocrand_log_normal2(static_cast<typename S::base *>(state), mean, stddev);
}
QUALIFIERS float4 hiprand_log_normal4(hiprandStatePhilox4_32_10_t *state, float mean, float stddev) {
    return rocrand_log_normal4(state, mean, stddev);
}
template <class S> QUALIFIERS double hiprand_log_normal_double(S *state, double mean, double stddev) {
    HS_HIPRAND_CHECK(S);
    return rocrand_log_normal_double(static_cast<typename S::base *>(state), mean, stddev);
}
template <class S> QUALIFIERS double2 hiprand_log_normal2_double(S *state, double mean, double stddev) {
    HS_HIPRAND_PAIRS(S);
    return rocrand_log_normal_double2(static_cast<typename S::base *>(state), mean, stddev);
}
QUALIFIERS double4 hiprand_log_normal4_double(hiprandStatePhilox4_32_10_t *state, double mean, double stddev) {
    return rocrand_log_normal_double4(state, mean, stddev);
}

template <class S> QUALIFIERS unsigned int hiprand_poisson(S *state, double lambda) {
    HS_HIPRAND_CHECK(S);
    return rocrand_poisson(static_cast<typename S::base *>(state), lambda);
}
QUALIFIERS uint4 hiprand_poisson4(hiprandStatePhilox4_32_10_t *state, double lambda) {
    return rocrand_poisson4(state, lambda);
}
template <class S>
QUALIFIERS unsigned int hiprand_discrete(S *state, hiprandDiscreteDistribution_t discrete_distribution) {
    HS_HIPRAND_CHECK(S);
    return rocrand_discrete(static_cast<typename S::base *>(state), discrete_distribution);
}
QUALIFIERS uint4 hiprand_discrete4(hiprandStatePhilox4_32_10_t *state,
                                   hiprandDiscreteDistribution_t discrete_distribution) {
    return rocrand_discrete4(state, discrete_distribution);
}

#undef HS_HIPRAND_CHECK
#undef HS_HIPRAND_PAIRS
#endif
