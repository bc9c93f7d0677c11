// The source file at the top of an includer chain (see chain_impl.h): it includes <vector> and
// <string> before the headers, which rely on that. Not a test by itself.
#include <string>
#include <vector>

#include "chain_system.h"

int main()
{
    ParticleSystem<float> s(16);
    s.load("particles.bin");
    return (int)s.count();
}
