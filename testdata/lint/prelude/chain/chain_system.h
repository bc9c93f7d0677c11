// A guarded class header that pulls its template definitions in at its end (chain_impl.h), the
// way NVIDIA's nbody sample does. It uses std::vector without including <vector>: its includer
// (chain_app.cpp) included it first. Not a test by itself.
#ifndef CHAIN_SYSTEM_H
#define CHAIN_SYSTEM_H

template <typename T>
class ParticleSystem {
public:
    explicit ParticleSystem(int n) : pos_(n) {}
    void load(const std::string &file);
    size_t count() const { return pos_.size(); }

private:
    std::vector<T> pos_;
};

#include "chain_impl.h"

#endif
