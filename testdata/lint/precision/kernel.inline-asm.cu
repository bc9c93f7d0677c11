// Precision of kernel.inline-asm: PTX in asm() is reported; host x86 assembly and a comment
// mentioning asm are not.
#include <cuda_runtime.h>

__device__ unsigned lane_id()
{
    unsigned id;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));                  // expect: kernel.inline-asm
    return id;
}

void host_pause()
{
    asm volatile("pause");   // asm on the host is not PTX
}
