/* rand_tables.cpp - the Sobol direction vectors and scramble constants of hipshim's rocRAND and
 * hipRAND: Debian's rocRAND tables (Joe and Kuo's vectors for 20,000 dimensions, embedded by
 * rand_tables.S), and the
 * scrambled sets rocRAND derives from them, made once on first use: its table generators (tools/
 * in rocRAND) add 640000 to every 32-bit and 1280000 to every 64-bit vector, and take the
 * scramble constants from std::uniform_int_distribution over a default-seeded std::mt19937
 * (libstdc++'s, as rocRAND's tables were made on Linux: the 64-bit constant is two draws, high
 * word first). tests/hipshim/libs/rand_host.hip checks published values of each.
 * Ownership: the tables live as long as the program; callers must not free them. */
#include <mutex>
#include <new>
#include <random>

#include "rand_internal.hpp"

extern "C" const unsigned int hs_rand_sobol32_vectors[];
extern "C" const unsigned long long hs_rand_sobol64_vectors[];

namespace {
const size_t n32 = (size_t)HS_RAND_SOBOL_DIMS * 32, n64 = (size_t)HS_RAND_SOBOL_DIMS * 64;
template <class V> const V *offset_copy(const V *src, size_t n, V add) {
    V *t = new (std::nothrow) V[n];
    if (t)
        for (size_t i = 0; i < n; i++)
            t[i] = src[i] + add;
    return t;
}
template <class V> const V *constants() {
    V *t = new (std::nothrow) V[HS_RAND_SOBOL_DIMS];
    if (t) {
        std::mt19937 gen;
        std::uniform_int_distribution<V> dis;
        for (unsigned i = 0; i < HS_RAND_SOBOL_DIMS; i++)
            t[i] = dis(gen);
    }
    return t;
}
std::once_flag once32, once64, once_c32, once_c64;
const unsigned *scrambled32, *const32;
const unsigned long long *scrambled64, *const64;
} // namespace

const unsigned int *hs_rand_directions32(bool scrambled) {
    if (!scrambled)
        return hs_rand_sobol32_vectors;
    std::call_once(once32, [] { scrambled32 = offset_copy<unsigned>(hs_rand_sobol32_vectors, n32, 640000u); });
    return scrambled32;
}
const unsigned long long *hs_rand_directions64(bool scrambled) {
    if (!scrambled)
        return hs_rand_sobol64_vectors;
    std::call_once(once64, [] {
        scrambled64 = offset_copy<unsigned long long>(hs_rand_sobol64_vectors, n64, 1280000ull);
    });
    return scrambled64;
}
const unsigned int *hs_rand_scramble32(void) {
    std::call_once(once_c32, [] { const32 = constants<unsigned>(); });
    return const32;
}
const unsigned long long *hs_rand_scramble64(void) {
    std::call_once(once_c64, [] { const64 = constants<unsigned long long>(); });
    return const64;
}
