// guard_hiprtc.hip - includes a HIP header that hipshim does not provide (hipRTC's), which
// Debian's libamdhip64-dev installs as /usr/include/hip/hiprtc.h: the compile must stop at the
// include, naming the header, instead of going on with ROCm's copy (hipshim.libs.guard).
#include <hip/hip_runtime.h>
#include <hip/hiprtc.h>

int main() { return 0; }
