// Fuzz seed: includes of special files (never read: a one-line error each, exit 2); mutants reach
// the other device names and paths.
#include "/dev/zero"
#include "/dev/stdin"
#include "/proc/self/fd/0"
#include "/dev/urandom"
__global__ void k(int *p) { p[threadIdx.x] = 0; }
int main() { k<<<1, 1>>>(0); }
