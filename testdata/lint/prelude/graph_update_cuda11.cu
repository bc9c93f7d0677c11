// Prelude: cudaGraphExecUpdate in CUDA 11's form (error node and update result out-parameters,
// the form HIP's hipGraphExecUpdate keeps) next to CUDA 12's (a result info struct).
#include <cuda_runtime.h>

__global__ void step(float *x) { x[threadIdx.x] += 1.0f; }

int main()
{
    cudaStream_t s;
    cudaStreamCreate(&s);
    float *x = nullptr;
    cudaGraph_t graph;
    cudaGraphExec_t exec = nullptr;
    for (int it = 0; it < 3; it++) {
        cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
        step<<<1, 32, 0, s>>>(x);
        cudaStreamEndCapture(s, &graph);
        if (!exec) {
            cudaGraphInstantiate(&exec, graph, NULL, NULL, 0);
        } else {
            cudaGraphExecUpdateResult result;
            cudaGraphNode_t bad = NULL;
            if (cudaGraphExecUpdate(exec, graph, &bad, &result) != cudaSuccess || result != cudaGraphExecUpdateSuccess) {
                cudaGraphExecUpdateResultInfo info;
                cudaGraphExecUpdate(exec, graph, &info);
            }
        }
        cudaGraphLaunch(exec, s);
    }
    return cudaGraphExecUpdatee(exec, graph, NULL, NULL);   // expect: parse
}
