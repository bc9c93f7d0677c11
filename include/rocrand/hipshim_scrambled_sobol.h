/* rocrand/hipshim_scrambled_sobol.h - rocRAND 5.4's scrambled Sobol device engines, which Debian's
 * rocRAND 5.3 headers lack, for rocrand_scrambled_sobol32.h and rocrand_scrambled_sobol64.h: a
 * Sobol engine (Debian's) whose every output is XORed with a per-dimension scramble constant.
 * rocRAND's scrambled direction vectors and constants come from hiprandGetDirectionVectors32/64
 * (..._SCRAMBLED_...) and hiprandGetScrambleConstants32/64 (src/runtime/lib/rand_tables.cpp).
 * Its API functions are declared in rocrand_device (argument-dependent lookup then finds them
 * from rocRAND's templates defined before, such as rocrand_poisson.h's
 * poisson_distribution_inv) and brought to the global namespace.
 * Ownership: hipshim's hipRAND/rocRAND area; a state points at direction vectors its user owns. */
#ifndef HIPSHIM_SCRAMBLED_SOBOL_H
#define HIPSHIM_SCRAMBLED_SOBOL_H

#include "rocrand/rocrand_sobol32.h"
#include "rocrand/rocrand_sobol64.h"
#include "rocrand/rocrand_uniform.h"
#include "rocrand/rocrand_normal.h"
#include "rocrand/rocrand_log_normal.h"
#include "rocrand/rocrand_poisson.h"
#include "rocrand/rocrand_discrete.h"

namespace rocrand_device {
template <class Sobol, class V> class scrambled_sobol_engine {
  public:
    FQUALIFIERS scrambled_sobol_engine() {}
    FQUALIFIERS scrambled_sobol_engine(const V *vectors, V scramble_constant, unsigned int offset)
        : m_engine(vectors, 0), m_scramble(scramble_constant) {
        discard(offset);
    }
    FQUALIFIERS void discard(unsigned int offset) { m_engine.discard(offset); }
    FQUALIFIERS void discard() { m_engine.discard(); }
    FQUALIFIERS void discard_stride(unsigned int stride) { m_engine.discard_stride(stride); }
    FQUALIFIERS V operator()() { return next(); }
    FQUALIFIERS V next() { return m_engine.next() ^ m_scramble; }
    FQUALIFIERS V current() { return m_engine.current() ^ m_scramble; }

  protected:
    Sobol m_engine;
    V m_scramble;
};
template <bool B> using scrambled_sobol32_engine = scrambled_sobol_engine<sobol32_engine<B>, unsigned int>;
template <bool B> using scrambled_sobol64_engine = scrambled_sobol_engine<sobol64_engine<B>, unsigned long long>;
} // namespace rocrand_device

typedef rocrand_device::scrambled_sobol32_engine<false> rocrand_state_scrambled_sobol32;
typedef rocrand_device::scrambled_sobol64_engine<false> rocrand_state_scrambled_sobol64;

/* The API of state S with points of type V, as Debian's for the plain Sobol state of that width:
 * FLOAT(x) and FLOAT_NORMAL(x) make the float of a point x, FLOAT_PARAM and EXP are log_normal's
 * parameter type and exponential (rocRAND 5.3's Sobol64 takes doubles and computes in double). */
#define HS_SCRAMBLED_SOBOL_API(S, V, FLOAT, FLOAT_NORMAL, FLOAT_PARAM, EXP)                           \
    namespace rocrand_device {                                                                   \
    FQUALIFIERS void rocrand_init(const V *vectors, V scramble_constant, unsigned int offset, S *state) { \
        *state = S(vectors, scramble_constant, offset);                                          \
    }                                                                                            \
    FQUALIFIERS V rocrand(S *state) { return state->next(); }                                    \
    FQUALIFIERS void skipahead(unsigned long long offset, S *state) { state->discard((unsigned int)offset); } \
    FQUALIFIERS float rocrand_uniform(S *state) { return FLOAT(rocrand(state)); }                \
    FQUALIFIERS double rocrand_uniform_double(S *state) { return detail::uniform_distribution_double(rocrand(state)); } \
    FQUALIFIERS float rocrand_normal(S *state) { return FLOAT_NORMAL(rocrand(state)); }          \
    FQUALIFIERS double rocrand_normal_double(S *state) { return detail::normal_distribution_double(rocrand(state)); } \
    FQUALIFIERS float rocrand_log_normal(S *state, FLOAT_PARAM mean, FLOAT_PARAM stddev) {        \
        float r = FLOAT_NORMAL(rocrand(state));                                                  \
        return EXP(mean + stddev * r);                                                           \
    }                                                                                            \
    FQUALIFIERS double rocrand_log_normal_double(S *state, double mean, double stddev) {         \
        return exp(mean + stddev * detail::normal_distribution_double(rocrand(state)));          \
    }                                                                                            \
    FQUALIFIERS unsigned int rocrand_poisson(S *state, double lambda) {                          \
        return detail::poisson_distribution_inv(state, lambda);                                  \
    }                                                                                            \
    FQUALIFIERS unsigned int rocrand_discrete(S *state, const rocrand_discrete_distribution d) {  \
        return detail::discrete_cdf(rocrand(state), *d);                                         \
    }                                                                                            \
    }
#define HS_SOBOL32_FLOAT(x) detail::uniform_distribution(x)
#define HS_SOBOL32_NORMAL(x) detail::normal_distribution(x)
#define HS_SOBOL64_FLOAT(x) (float)detail::uniform_distribution_double(x)
#define HS_SOBOL64_NORMAL(x) (float)detail::normal_distribution_double(x)
HS_SCRAMBLED_SOBOL_API(rocrand_state_scrambled_sobol32, unsigned int, HS_SOBOL32_FLOAT, HS_SOBOL32_NORMAL, float, expf)
HS_SCRAMBLED_SOBOL_API(rocrand_state_scrambled_sobol64, unsigned long long, HS_SOBOL64_FLOAT, HS_SOBOL64_NORMAL, double, exp)
#undef HS_SCRAMBLED_SOBOL_API
#undef HS_SOBOL32_FLOAT
#undef HS_SOBOL32_NORMAL
#undef HS_SOBOL64_FLOAT
#undef HS_SOBOL64_NORMAL
using rocrand_device::rocrand;
using rocrand_device::rocrand_discrete;
using rocrand_device::rocrand_init;
using rocrand_device::rocrand_log_normal;
using rocrand_device::rocrand_log_normal_double;
using rocrand_device::rocrand_normal;
using rocrand_device::rocrand_normal_double;
using rocrand_device::rocrand_poisson;
using rocrand_device::rocrand_uniform;
using rocrand_device::rocrand_uniform_double;
using rocrand_device::skipahead;
#endif
