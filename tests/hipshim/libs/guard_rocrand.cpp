// guard_rocrand.cpp - a HIP library's header that hipshim does not provide, from plain C++ too:
// Debian's librocrand-dev installs it as /usr/include/rocrand/rocrand.h (hipshim.libs.guard).
#include <rocrand/rocrand.h>

int main() { return 0; }
