// __launch_bounds__(MAX_THREADS, MIN_BLOCKS) -> (MAX_THREADS, MIN_WARPS = MIN_BLOCKS * MAX_THREADS / 32)
#include <cuda_runtime.h>

#define BLOCK 256
#define MIN_BLOCKS (1 + 1)
enum { kThreads = 512, kBlocks = 4 };
constexpr int kMax = 128;
namespace cfg { constexpr unsigned kMin = 3; }

__global__ void __launch_bounds__(256, 2) a(int *p) {}
__global__ void __launch_bounds__(1024, 1) b(int *p) {}
__global__ void __launch_bounds__(BLOCK, MIN_BLOCKS) c(int *p) {}
__global__ void __launch_bounds__(kThreads, kBlocks) d(int *p) {}
__global__ void __launch_bounds__(kMax, cfg::kMin) e(int *p) {}
__global__ void __launch_bounds__(64) one_arg(int *p) {}
__global__ void __launch_bounds__(16, 1) tiny(int *p) {}
__global__ void
__launch_bounds__(2 * BLOCK,
                  1) multiline(int *p) {}
template <int THREADS, int BLOCKS>
__global__ void __launch_bounds__(THREADS, BLOCKS) templated(int *p) {}
__global__ void __launch_bounds__(256, 2, 4) clustered(int *p) {}
__global__ void __maxnreg__(32) regs(int *p) {}
// not kernels: nvcc ignores the attribute there and HIP's compiler rejects it: removed (with a warning)
__device__ __launch_bounds__(256, 2) int not_kernel(int x) { return x + 1; }
__host__ __device__ void __launch_bounds__(64, 2) not_kernel_either(int *p) {}
#define KERNEL_BOUNDS __launch_bounds__(128, 4)
__global__ void KERNEL_BOUNDS from_macro(int *p) {}

template __global__ void templated<256, 2>(int *);
