/* rocrand/rocrand_scrambled_sobol64.h - rocRAND's scrambled Sobol64 device engine (rocRAND 5.4's
 * API, absent from Debian's rocRAND 5.3): a Sobol64 engine whose outputs are XORed with a
 * 64-bit scramble constant. The distributions follow Debian's Sobol64 ones (a float from the
 * double conversion of the 64-bit value, as rocRAND 5.3 does for Sobol64).
 * Ownership: hipshim's hipRAND/rocRAND area; a state points at direction vectors its user owns. */
#ifndef ROCRAND_SCRAMBLED_SOBOL64_H_
#define ROCRAND_SCRAMBLED_SOBOL64_H_

#include "rocrand/rocrand_sobol64.h"
#include "rocrand/rocrand_uniform.h"
#include "rocrand/rocrand_normal.h"
#include "rocrand/rocrand_log_normal.h"
#include "rocrand/rocrand_poisson.h"
#include "rocrand/rocrand_discrete.h"

namespace rocrand_device {
template <bool UseSharedVectors> class scrambled_sobol64_engine {
  public:
    FQUALIFIERS scrambled_sobol64_engine() {}
    FQUALIFIERS scrambled_sobol64_engine(const unsigned long long *vectors, unsigned long long scramble_constant,
                                         unsigned int offset)
        : m_engine(vectors, 0), m_scramble(scramble_constant) {
        discard(offset);
    }
    FQUALIFIERS void discard(unsigned int offset) { m_engine.discard(offset); }
    FQUALIFIERS void discard() { m_engine.discard(); }
    FQUALIFIERS void discard_stride(unsigned int stride) { m_engine.discard_stride(stride); }
    FQUALIFIERS unsigned long long operator()() { return next(); }
    FQUALIFIERS unsigned long long next() { return m_engine.next() ^ m_scramble; }
    FQUALIFIERS unsigned long long current() { return m_engine.current() ^ m_scramble; }

  protected:
    sobol64_engine<UseSharedVectors> m_engine;
    unsigned long long m_scramble;
};
} // namespace rocrand_device

typedef rocrand_device::scrambled_sobol64_engine<false> rocrand_state_scrambled_sobol64;

/* In rocrand_device, so that argument-dependent lookup finds them from rocRAND's templates
 * (rocrand_poisson.h's poisson_distribution_inv) defined before this header. */
namespace rocrand_device {
FQUALIFIERS void rocrand_init(const unsigned long long *vectors, unsigned long long scramble_constant,
                              unsigned int offset, rocrand_state_scrambled_sobol64 *state) {
    *state = rocrand_state_scrambled_sobol64(vectors, scramble_constant, offset);
}
FQUALIFIERS unsigned long long rocrand(rocrand_state_scrambled_sobol64 *state) { return state->next(); }
FQUALIFIERS void skipahead(unsigned long long offset, rocrand_state_scrambled_sobol64 *state) {
    state->discard((unsigned int)offset);
}
FQUALIFIERS float rocrand_uniform(rocrand_state_scrambled_sobol64 *state) {
    return rocrand_device::detail::uniform_distribution_double(rocrand(state));
}
FQUALIFIERS double rocrand_uniform_double(rocrand_state_scrambled_sobol64 *state) {
    return rocrand_device::detail::uniform_distribution_double(rocrand(state));
}
FQUALIFIERS float rocrand_normal(rocrand_state_scrambled_sobol64 *state) {
    return rocrand_device::detail::normal_distribution_double(rocrand(state));
}
FQUALIFIERS double rocrand_normal_double(rocrand_state_scrambled_sobol64 *state) {
    return rocrand_device::detail::normal_distribution_double(rocrand(state));
}
FQUALIFIERS float rocrand_log_normal(rocrand_state_scrambled_sobol64 *state, double mean, double stddev) {
    float r = rocrand_device::detail::normal_distribution_double(rocrand(state));
    return exp(mean + stddev * r);
}
FQUALIFIERS double rocrand_log_normal_double(rocrand_state_scrambled_sobol64 *state, double mean, double stddev) {
    return exp(mean + stddev * rocrand_device::detail::normal_distribution_double(rocrand(state)));
}
FQUALIFIERS unsigned int rocrand_poisson(rocrand_state_scrambled_sobol64 *state, double lambda) {
    return rocrand_device::detail::poisson_distribution_inv(state, lambda);
}
FQUALIFIERS unsigned int rocrand_discrete(rocrand_state_scrambled_sobol64 *state,
                                          const rocrand_discrete_distribution discrete_distribution) {
    return rocrand_device::detail::discrete_cdf(rocrand(state), *discrete_distribution);
}
} // namespace rocrand_device
using rocrand_device::rocrand_init;
using rocrand_device::rocrand;
using rocrand_device::skipahead;
using rocrand_device::rocrand_uniform;
using rocrand_device::rocrand_uniform_double;
using rocrand_device::rocrand_normal;
using rocrand_device::rocrand_normal_double;
using rocrand_device::rocrand_log_normal;
using rocrand_device::rocrand_log_normal_double;
using rocrand_device::rocrand_poisson;
using rocrand_device::rocrand_discrete;
#endif
