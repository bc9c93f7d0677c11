/* rand_internal.hpp - the generators behind hipshim's rocRAND and hipRAND host APIs
 * (rand_generators.cpp makes them, rand_api.cpp exposes them). A generator reproduces rocRAND's
 * host library (its legacy/default ordering): the same engines (Debian's rocRAND device
 * headers), the same launch shapes, per-thread work split and data alignment handling, so a
 * sequence is rocRAND's for any n, offset and output alignment.
 * Ownership: a generator owns its engine states and Poisson tables (device memory, freed by its
 * destructor); the caller owns every output array. */
#ifndef HIPSHIM_RAND_INTERNAL_HPP
#define HIPSHIM_RAND_INTERNAL_HPP

#include <rocrand/rocrand.h>

/* rocRAND 5.4's scrambled Sobol types, which Debian's rocRAND 5.3 enum lacks (same values) */
#define HS_RNG_QUASI_SCRAMBLED_SOBOL32 ((rocrand_rng_type)502)
#define HS_RNG_QUASI_SCRAMBLED_SOBOL64 ((rocrand_rng_type)505)

/* what one generate call produces */
enum hs_rand_kind {
    HS_RAND_U32, HS_RAND_U8, HS_RAND_U16, HS_RAND_U64,
    HS_RAND_UNIFORM_F, HS_RAND_UNIFORM_D, HS_RAND_UNIFORM_H,
    HS_RAND_NORMAL_F, HS_RAND_NORMAL_D, HS_RAND_NORMAL_H,
    HS_RAND_LOG_NORMAL_F, HS_RAND_LOG_NORMAL_D, HS_RAND_LOG_NORMAL_H,
    HS_RAND_POISSON
};

struct rocrand_generator_base_type {
    explicit rocrand_generator_base_type(rocrand_rng_type t) : rng_type(t) {}
    virtual ~rocrand_generator_base_type() {}
    const rocrand_rng_type rng_type;
    hipStream_t stream = 0;
    /* a host generator (hiprandCreateGeneratorHost) has finished writing when a call returns */
    bool host = false;

    virtual rocrand_status init() = 0;
    virtual rocrand_status set_seed(unsigned long long) { return ROCRAND_STATUS_TYPE_ERROR; }
    virtual rocrand_status set_offset(unsigned long long) { return ROCRAND_STATUS_TYPE_ERROR; }
    virtual rocrand_status set_dimensions(unsigned) { return ROCRAND_STATUS_TYPE_ERROR; }
    /* out: n values of `kind`; a and b: mean and stddev (lambda in a for Poisson) */
    virtual rocrand_status generate(hs_rand_kind kind, void *out, size_t n, double a, double b) = 0;
};

/* The generate calls of both C APIs (rand_rocrand.cpp, rand_hiprand.cpp):
 * X(rocRAND name, hipRAND name, output type, kind) for (generator, output, n), and
 * X(rocRAND name, hipRAND name, output type, parameter type, kind) for (..., mean, stddev). */
#define HS_RAND_PLAIN_CALLS(X)                                                                   \
    X(rocrand_generate, hiprandGenerate, unsigned int, HS_RAND_U32)                              \
    X(rocrand_generate_char, hiprandGenerateChar, unsigned char, HS_RAND_U8)                     \
    X(rocrand_generate_short, hiprandGenerateShort, unsigned short, HS_RAND_U16)                 \
    X(rocrand_generate_uniform, hiprandGenerateUniform, float, HS_RAND_UNIFORM_F)                \
    X(rocrand_generate_uniform_double, hiprandGenerateUniformDouble, double, HS_RAND_UNIFORM_D)  \
    X(rocrand_generate_uniform_half, hiprandGenerateUniformHalf, half, HS_RAND_UNIFORM_H)
#define HS_RAND_MOMENT_CALLS(X)                                                                  \
    X(rocrand_generate_normal, hiprandGenerateNormal, float, float, HS_RAND_NORMAL_F)            \
    X(rocrand_generate_normal_double, hiprandGenerateNormalDouble, double, double, HS_RAND_NORMAL_D) \
    X(rocrand_generate_normal_half, hiprandGenerateNormalHalf, half, half, HS_RAND_NORMAL_H)     \
    X(rocrand_generate_log_normal, hiprandGenerateLogNormal, float, float, HS_RAND_LOG_NORMAL_F) \
    X(rocrand_generate_log_normal_double, hiprandGenerateLogNormalDouble, double, double,        \
      HS_RAND_LOG_NORMAL_D)                                                                      \
    X(rocrand_generate_log_normal_half, hiprandGenerateLogNormalHalf, half, half, HS_RAND_LOG_NORMAL_H)
/* a mean or standard deviation of any output type as the double the generators take */
static inline double hs_rand_param(double v) { return v; }
static inline double hs_rand_param(half v) { return __half2float(v); }

/* a new generator of rocRAND type t (PSEUDO_DEFAULT and QUASI_DEFAULT resolved by the caller),
 * or NULL with *status set (TYPE_ERROR, ALLOCATION_FAILED) */
rocrand_generator_base_type *hs_rand_create(rocrand_rng_type t, rocrand_status *status);

/* discrete distributions for the device API (rocrand_create_*_distribution): alias table and
 * CDF, the struct and its arrays in device memory */
rocrand_status hs_rand_poisson_create(double lambda, rocrand_discrete_distribution *out);
rocrand_status hs_rand_discrete_create(const double *p, unsigned size, unsigned offset,
                                       rocrand_discrete_distribution *out);
void hs_rand_discrete_destroy(rocrand_discrete_distribution d);

/* Sobol direction vectors (Debian's rocRAND tables; the scrambled sets are rocRAND's: each
 * vector plus 640000 (32-bit) or 1280000 (64-bit), as rocRAND's table generator writes them)
 * and scramble constants (rocRAND's: std::mt19937's default sequence), 20,000 dimensions. */
const unsigned int *hs_rand_directions32(bool scrambled);
const unsigned long long *hs_rand_directions64(bool scrambled);
const unsigned int *hs_rand_scramble32(void);
const unsigned long long *hs_rand_scramble64(void);
#define HS_RAND_SOBOL_DIMS 20000u

#endif
