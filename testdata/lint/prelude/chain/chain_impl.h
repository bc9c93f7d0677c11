// Prelude: a header linted through its includer chain. It defines the members of the class
// that chain_system.h declares, and it includes chain_system.h back (which is guarded, so in
// the chain nothing is defined twice). Parsed alone it has no std::string and a class without
// its own definition before it; parsed after chain_app.cpp's text before its #include and
// chain_system.h's text before this header's, as compiled, only the misspelling is left.
#include <cstdio>

#include "chain_system.h"

template <typename T>
void ParticleSystem<T>::load(const std::string &file)
{
    std::printf("%s %zu\n", file.c_str(), pos_.size());
    pos_.resize(pos_.size() + partcles);   // expect: parse
}
