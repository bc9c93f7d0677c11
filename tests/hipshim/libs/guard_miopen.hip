// guard_miopen.hip - includes a header of a HIP library that hipshim does not provide
// (MIOpen's): the compile must stop at the include, naming the header, instead of going on
// with a system ROCm's copy (hipshim.libs.guard).
#include <hip/hip_runtime.h>
#include <miopen/miopen.h>

int main() { return 0; }
