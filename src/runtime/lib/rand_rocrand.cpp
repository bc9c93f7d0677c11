/* rand_rocrand.cpp - rocRAND's host API (rocrand.h of Debian's librocrand-dev, rocRAND 5.3) on
 * hipshim's generators (rand_generators.cpp), with rocRAND's status rules: a null generator is
 * NOT_CREATED, a call the generator's type lacks (a seed for Sobol, an offset for MTGP32,
 * dimensions for a pseudo-random generator) is TYPE_ERROR. Linked by `hipshim-cc -lrocrand`
 * (and by -lhiprand, whose API sits on this one as AMD's does).
 * Ownership: rocrand_create_generator's generator belongs to the caller until
 * rocrand_destroy_generator; distributions until rocrand_destroy_discrete_distribution. */
#include <hip/hip_runtime.h>
#include <rocrand/rocrand.h>

#include "rand_internal.hpp"

namespace {
rocrand_status gen(rocrand_generator g, hs_rand_kind kind, void *out, size_t n, double a = 0, double b = 0) {
    if (!g)
        return ROCRAND_STATUS_NOT_CREATED;
    if (kind == HS_RAND_POISSON && !(a > 0))
        return ROCRAND_STATUS_OUT_OF_RANGE;
    return g->generate(kind, out, n, a, b);
}
} // namespace

extern "C" {

rocrand_status rocrand_create_generator(rocrand_generator *generator, rocrand_rng_type rng_type) {
    if (!generator)
        return ROCRAND_STATUS_OUT_OF_RANGE;
    if (rng_type == ROCRAND_RNG_PSEUDO_DEFAULT)
        rng_type = ROCRAND_RNG_PSEUDO_XORWOW;
    else if (rng_type == ROCRAND_RNG_QUASI_DEFAULT)
        rng_type = ROCRAND_RNG_QUASI_SOBOL32;
    rocrand_status st;
    *generator = hs_rand_create(rng_type, &st);
    return st;
}

rocrand_status rocrand_destroy_generator(rocrand_generator generator) {
    if (!generator)
        return ROCRAND_STATUS_NOT_CREATED;
    /* kernels of this generator may still be queued: they use its engines */
    hipStreamSynchronize(generator->stream);
    delete generator;
    return ROCRAND_STATUS_SUCCESS;
}

#define HS_PLAIN(R, H, T, K)                                                                     \
    rocrand_status R(rocrand_generator g, T *out, size_t n) { return gen(g, K, out, n); }
#define HS_MOMENTS(R, H, T, P, K)                                                                \
    rocrand_status R(rocrand_generator g, T *out, size_t n, P mean, P stddev) {                  \
        return gen(g, K, out, n, hs_rand_param(mean), hs_rand_param(stddev));                    \
    }
HS_RAND_PLAIN_CALLS(HS_PLAIN)
HS_RAND_MOMENT_CALLS(HS_MOMENTS)
#undef HS_PLAIN
#undef HS_MOMENTS
rocrand_status rocrand_generate_poisson(rocrand_generator g, unsigned int *out, size_t n, double lambda) {
    return gen(g, HS_RAND_POISSON, out, n, lambda);
}

rocrand_status rocrand_initialize_generator(rocrand_generator g) {
    return g ? g->init() : ROCRAND_STATUS_NOT_CREATED;
}
rocrand_status rocrand_set_stream(rocrand_generator g, hipStream_t stream) {
    if (!g)
        return ROCRAND_STATUS_NOT_CREATED;
    g->stream = stream;
    return ROCRAND_STATUS_SUCCESS;
}
rocrand_status rocrand_set_seed(rocrand_generator g, unsigned long long seed) {
    return g ? g->set_seed(seed) : ROCRAND_STATUS_NOT_CREATED;
}
rocrand_status rocrand_set_offset(rocrand_generator g, unsigned long long offset) {
    return g ? g->set_offset(offset) : ROCRAND_STATUS_NOT_CREATED;
}
rocrand_status rocrand_set_quasi_random_generator_dimensions(rocrand_generator g, unsigned int dimensions) {
    return g ? g->set_dimensions(dimensions) : ROCRAND_STATUS_NOT_CREATED;
}
rocrand_status rocrand_get_version(int *version) {
    if (!version)
        return ROCRAND_STATUS_OUT_OF_RANGE;
    *version = ROCRAND_VERSION;
    return ROCRAND_STATUS_SUCCESS;
}

rocrand_status rocrand_create_poisson_distribution(double lambda, rocrand_discrete_distribution *d) {
    if (!d || !(lambda > 0))
        return ROCRAND_STATUS_OUT_OF_RANGE;
    return hs_rand_poisson_create(lambda, d);
}
rocrand_status rocrand_create_discrete_distribution(const double *probabilities, unsigned int size,
                                                    unsigned int offset, rocrand_discrete_distribution *d) {
    if (!d || !probabilities || size == 0)
        return ROCRAND_STATUS_OUT_OF_RANGE;
    return hs_rand_discrete_create(probabilities, size, offset, d);
}
rocrand_status rocrand_destroy_discrete_distribution(rocrand_discrete_distribution d) {
    if (!d)
        return ROCRAND_STATUS_OUT_OF_RANGE;
    hs_rand_discrete_destroy(d);
    return ROCRAND_STATUS_SUCCESS;
}

} /* extern "C" */
