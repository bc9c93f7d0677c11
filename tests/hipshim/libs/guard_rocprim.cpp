// guard_rocprim.cpp - a HIP library's header that hipshim does not provide, from plain C++ too:
// Debian's librocprim-dev installs it as /usr/include/rocprim/rocprim.hpp (hipshim.libs.guard).
#include <rocprim/rocprim.hpp>

int main() { return 0; }
