// Prelude: CUDA 11-12 runtime forms and device functions that samples use: the five-argument
// cudaGraphInstantiate, cudaMallocAsync from a pool, cudaGraphSetConditional in a kernel, the
// rounding-mode intrinsics, every CUDART_* constant, <driver_functions.h>.
#include <cuda_runtime.h>
#include <driver_functions.h>
#include <math_constants.h>

__global__ void set_cond(cudaGraphConditionalHandle h, const float *x, float *y)
{
    y[0] = __fsqrt_rd(x[0]) + __fadd_ru(x[1], CUDART_SQRT_HALF_F) + (float)__dmul_rz(x[2], CUDART_PI_HI);
    y[1] = __int2float_rz(3) + __fdiv_rn(x[3], 2.0f) + (float)__ull2double_rn(7ull) + (float)__dsqrt_rd(x[4]);
    cudaGraphSetConditional(h, y[0] > 0.0f);
}

int main()
{
    cudaGraph_t graph;
    cudaGraphExec_t exec;
    cudaStream_t s;
    cudaMemPool_t pool;
    float *p;
    cudaGraphCreate(&graph, 0);
    cudaGraphInstantiate(&exec, graph, NULL, NULL, 0);
    cudaGraphInstantiate(&exec, graph, 0);
    cudaMallocAsync(&p, 64, pool, s);
    cudaMallocAsync((void **)&p, 64, pool, s);
    cudaPitchedPtr pp = make_cudaPitchedPtr(p, 64, 16, 4);
    return (int)pp.pitch + (int)CUDART_TWO_TO_23 + (int)__fsqrt_rx(2.0f);                  // expect: parse
}
