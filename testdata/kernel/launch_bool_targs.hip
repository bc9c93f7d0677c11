// Template arguments deduced from tag types (llm.c's matmul_backward_bias)
// are spelled by value with the parameter's type: bool as true/false (libclang reports true as
// -1), signed and unsigned integers as numbers.
#include <hip/hip_runtime.h>
#include <type_traits>

template <typename OutFloat, bool Atomic, int Shift, unsigned Width>
__global__ void bias(OutFloat *out, std::integral_constant<bool, Atomic>, std::integral_constant<int, Shift>,
                     std::integral_constant<unsigned, Width>)
{
    if (Atomic)
        atomicAdd(out, (OutFloat)(Shift + (int)Width));
    else
        out[0] = (OutFloat)Shift;
}

void launch_all(float *f, double *d)
{
    hipLaunchKernelGGL(HIP_KERNEL_NAME(bias<float, true, -3, 7u>), dim3(1), dim3(32), 0, 0, f, std::integral_constant<bool, true>{}, std::integral_constant<int, -3>{},
                    std::integral_constant<unsigned, 7u>{});
    hipLaunchKernelGGL(HIP_KERNEL_NAME(bias<double, false, 4, 1u>), dim3(1), dim3(32), 0, 0, d, std::integral_constant<bool, false>{}, std::integral_constant<int, 4>{},
                    std::integral_constant<unsigned, 1u>{});
}
