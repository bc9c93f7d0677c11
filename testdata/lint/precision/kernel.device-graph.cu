// Precision of kernel.device-graph: the device runtime's graph calls made from device code
// (conditional nodes, device graph launch) are reported under their own id, not as dynamic
// parallelism; the same names on the host are ordinary graph API calls.
#include <cuda_runtime.h>

__global__ void loop_condition(cudaGraphConditionalHandle handle, int *counter)
{
    if (threadIdx.x == 0 && --*counter == 0)
        cudaGraphSetConditional(handle, 0);                     // expect: kernel.device-graph
}

__global__ void relaunch(cudaGraphExec_t next)
{
    if (threadIdx.x == 0)
        cudaGraphLaunch(next, cudaStreamGraphFireAndForget);    // expect: kernel.device-graph
}

void host_side(cudaGraphExec_t exec, cudaStream_t s)
{
    cudaGraphLaunch(exec, s);
}
