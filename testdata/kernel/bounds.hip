// __launch_bounds__(MAX_THREADS, MIN_BLOCKS) -> (MAX_THREADS, MIN_WARPS = MIN_BLOCKS * MAX_THREADS / 32)
#include <hip/hip_runtime.h>

#define BLOCK 256
#define MIN_BLOCKS (1 + 1)
enum { kThreads = 512, kBlocks = 4 };
constexpr int kMax = 128;
namespace cfg { constexpr unsigned kMin = 3; }

__global__ void __launch_bounds__(256, 16) a(int *p) {}
__global__ void __launch_bounds__(1024, 32) b(int *p) {}
__global__ void __launch_bounds__(BLOCK, 16) c(int *p) {}
__global__ void __launch_bounds__(kThreads, 64) d(int *p) {}
__global__ void __launch_bounds__(kMax, 12) e(int *p) {}
__global__ void __launch_bounds__(64) one_arg(int *p) {}
__global__ void __launch_bounds__(16, 1) tiny(int *p) {}
__global__ void
__launch_bounds__(2 * BLOCK,
                  16) multiline(int *p) {}
template <int THREADS, int BLOCKS>
__global__ void __launch_bounds__(THREADS, ((BLOCKS) * (THREADS) / 32 > 0 ? (BLOCKS) * (THREADS) / 32 : 1)) templated(int *p) {}
__global__ void __launch_bounds__(256, 16) clustered(int *p) {}
__global__ void regs(int *p) {}
// not kernels: nvcc ignores the attribute there and HIP's compiler rejects it: removed (with a warning)
__device__ int not_kernel(int x) { return x + 1; }
__host__ __device__ void not_kernel_either(int *p) {}
#define KERNEL_BOUNDS __launch_bounds__(128, 16)
__global__ void KERNEL_BOUNDS from_macro(int *p) {}

template __global__ void templated<256, 2>(int *);
