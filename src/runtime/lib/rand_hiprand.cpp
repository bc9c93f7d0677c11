/* rand_hiprand.cpp - hipRAND's host API (hiprand/hiprand.h) on rocRAND's (rand_rocrand.cpp), as
 * hipRAND's AMD back end maps it: the same generators, rocRAND statuses translated, scrambled
 * Sobol and 64-bit outputs from hipshim's generators, MT19937 refused (hipshim has no rocRAND
 * MT19937: HIPRAND_STATUS_TYPE_ERROR and one line on stderr naming the call). A host generator
 * (hiprandCreateGeneratorHost) finishes each call before returning. Linked by
 * `hipshim-cc -lhiprand`. Ownership: as rand_rocrand.cpp; the tables of the Get calls belong to
 * the library. */
#include <hip/hip_runtime.h>
#include <hiprand/hiprand.h>

#include <stdio.h>

#include "rand_internal.hpp"

namespace {
hiprandStatus_t status(rocrand_status s) {
    switch (s) {
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

hiprandStatus_t create(hiprandGenerator_t *generator, hiprandRngType_t type, bool host, const char *call) {
    rocrand_rng_type t;
    switch (type) {
    case HIPRAND_RNG_PSEUDO_DEFAULT: case HIPRAND_RNG_PSEUDO_XORWOW: t = ROCRAND_RNG_PSEUDO_XORWOW; break;
    case HIPRAND_RNG_PSEUDO_MRG32K3A: t = ROCRAND_RNG_PSEUDO_MRG32K3A; break;
    case HIPRAND_RNG_PSEUDO_MTGP32: t = ROCRAND_RNG_PSEUDO_MTGP32; break;
    case HIPRAND_RNG_PSEUDO_PHILOX4_32_10: t = ROCRAND_RNG_PSEUDO_PHILOX4_32_10; break;
    case HIPRAND_RNG_QUASI_DEFAULT: case HIPRAND_RNG_QUASI_SOBOL32: t = ROCRAND_RNG_QUASI_SOBOL32; break;
    case HIPRAND_RNG_QUASI_SOBOL64: t = ROCRAND_RNG_QUASI_SOBOL64; break;
    case HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL32: t = HS_RNG_QUASI_SCRAMBLED_SOBOL32; break;
    case HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64: t = HS_RNG_QUASI_SCRAMBLED_SOBOL64; break;
    case HIPRAND_RNG_PSEUDO_MT19937:
        fprintf(stderr, "hipshim: %s: HIPRAND_RNG_PSEUDO_MT19937 is not provided by hipshim's hipRAND\n", call);
        return HIPRAND_STATUS_TYPE_ERROR;
    default: return HIPRAND_STATUS_TYPE_ERROR;
    }
    if (!generator)
        return HIPRAND_STATUS_NOT_INITIALIZED;
    rocrand_status st;
    *generator = hs_rand_create(t, &st);
    if (*generator)
        (*generator)->host = host;
    return status(st);
}

hiprandStatus_t gen(hiprandGenerator_t g, hs_rand_kind kind, void *out, size_t n, double a = 0, double b = 0) {
    if (!g)
        return HIPRAND_STATUS_NOT_INITIALIZED;
    if (kind == HS_RAND_POISSON && !(a > 0))
        return HIPRAND_STATUS_OUT_OF_RANGE;
    return status(g->generate(kind, out, n, a, b));
}
} // namespace

extern "C" {

hiprandStatus_t hiprandCreateGenerator(hiprandGenerator_t *generator, hiprandRngType_t rng_type) {
    return create(generator, rng_type, false, "hiprandCreateGenerator");
}
hiprandStatus_t hiprandCreateGeneratorHost(hiprandGenerator_t *generator, hiprandRngType_t rng_type) {
    return create(generator, rng_type, true, "hiprandCreateGeneratorHost");
}
hiprandStatus_t hiprandDestroyGenerator(hiprandGenerator_t generator) {
    return status(rocrand_destroy_generator(generator));
}

#define HS_PLAIN(R, H, T, K)                                                                     \
    hiprandStatus_t H(hiprandGenerator_t g, T *out, size_t n) { return gen(g, K, out, n); }
#define HS_MOMENTS(R, H, T, P, K)                                                                \
    hiprandStatus_t H(hiprandGenerator_t g, T *out, size_t n, P mean, P stddev) {                \
        return gen(g, K, out, n, hs_rand_param(mean), hs_rand_param(stddev));                    \
    }
HS_RAND_PLAIN_CALLS(HS_PLAIN)
HS_RAND_MOMENT_CALLS(HS_MOMENTS)
#undef HS_PLAIN
#undef HS_MOMENTS
hiprandStatus_t hiprandGenerateLongLong(hiprandGenerator_t g, unsigned long long *out, size_t n) {
    return gen(g, HS_RAND_U64, out, n);
}
hiprandStatus_t hiprandGeneratePoisson(hiprandGenerator_t g, unsigned int *out, size_t n, double lambda) {
    return gen(g, HS_RAND_POISSON, out, n, lambda);
}
hiprandStatus_t hiprandGenerateSeeds(hiprandGenerator_t g) { return status(rocrand_initialize_generator(g)); }

hiprandStatus_t hiprandSetStream(hiprandGenerator_t g, hipStream_t stream) {
    return status(rocrand_set_stream(g, stream));
}
hiprandStatus_t hiprandSetPseudoRandomGeneratorSeed(hiprandGenerator_t g, unsigned long long seed) {
    return status(rocrand_set_seed(g, seed));
}
hiprandStatus_t hiprandSetGeneratorOffset(hiprandGenerator_t g, unsigned long long offset) {
    return status(rocrand_set_offset(g, offset));
}
hiprandStatus_t hiprandSetGeneratorOrdering(hiprandGenerator_t g, hiprandOrdering_t order) {
    if (!g)
        return HIPRAND_STATUS_NOT_INITIALIZED;
    const bool quasi = g->rng_type >= ROCRAND_RNG_QUASI_DEFAULT;
    switch (order) {
    case HIPRAND_ORDERING_PSEUDO_BEST: case HIPRAND_ORDERING_PSEUDO_DEFAULT: case HIPRAND_ORDERING_PSEUDO_SEEDED:
    case HIPRAND_ORDERING_PSEUDO_LEGACY: case HIPRAND_ORDERING_PSEUDO_DYNAMIC:
        return quasi ? HIPRAND_STATUS_OUT_OF_RANGE : HIPRAND_STATUS_SUCCESS;
    case HIPRAND_ORDERING_QUASI_DEFAULT: return quasi ? HIPRAND_STATUS_SUCCESS : HIPRAND_STATUS_OUT_OF_RANGE;
    }
    return HIPRAND_STATUS_OUT_OF_RANGE;
}
hiprandStatus_t hiprandSetQuasiRandomGeneratorDimensions(hiprandGenerator_t g, unsigned int dimensions) {
    return status(rocrand_set_quasi_random_generator_dimensions(g, dimensions));
}
hiprandStatus_t hiprandGetVersion(int *version) {
    if (!version)
        return HIPRAND_STATUS_OUT_OF_RANGE;
    *version = HIPRAND_VERSION;
    return HIPRAND_STATUS_SUCCESS;
}

hiprandStatus_t hiprandCreatePoissonDistribution(double lambda, hiprandDiscreteDistribution_t *d) {
    return status(rocrand_create_poisson_distribution(lambda, d));
}
hiprandStatus_t hiprandDestroyDistribution(hiprandDiscreteDistribution_t d) {
    return status(rocrand_destroy_discrete_distribution(d));
}

hiprandStatus_t hiprandGetDirectionVectors32(hiprandDirectionVectors32_t **vectors, hiprandDirectionVectorSet_t set) {
    if (!vectors || (set != HIPRAND_DIRECTION_VECTORS_32_JOEKUO6 && set != HIPRAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6))
        return HIPRAND_STATUS_OUT_OF_RANGE;
    const unsigned *v = hs_rand_directions32(set == HIPRAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6);
    if (!v)
        return HIPRAND_STATUS_ALLOCATION_FAILED;
    *vectors = (hiprandDirectionVectors32_t *)v;
    return HIPRAND_STATUS_SUCCESS;
}
hiprandStatus_t hiprandGetDirectionVectors64(hiprandDirectionVectors64_t **vectors, hiprandDirectionVectorSet_t set) {
    if (!vectors || (set != HIPRAND_DIRECTION_VECTORS_64_JOEKUO6 && set != HIPRAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6))
        return HIPRAND_STATUS_OUT_OF_RANGE;
    const unsigned long long *v = hs_rand_directions64(set == HIPRAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6);
    if (!v)
        return HIPRAND_STATUS_ALLOCATION_FAILED;
    *vectors = (hiprandDirectionVectors64_t *)v;
    return HIPRAND_STATUS_SUCCESS;
}
hiprandStatus_t hiprandGetScrambleConstants32(const unsigned int **constants) {
    if (!constants)
        return HIPRAND_STATUS_OUT_OF_RANGE;
    *constants = hs_rand_scramble32();
    return *constants ? HIPRAND_STATUS_SUCCESS : HIPRAND_STATUS_ALLOCATION_FAILED;
}
hiprandStatus_t hiprandGetScrambleConstants64(const unsigned long long **constants) {
    if (!constants)
        return HIPRAND_STATUS_OUT_OF_RANGE;
    *constants = hs_rand_scramble64();
    return *constants ? HIPRAND_STATUS_SUCCESS : HIPRAND_STATUS_ALLOCATION_FAILED;
}

} /* extern "C" */
