// Device symbols passed to the runtime are wrapped in HIP_SYMBOL(...), in the graph memcpy-node
// calls too, and the blanks the user wrote before the symbol stay where they were.
#include <cuda_runtime.h>

__constant__ float coef[16];
__device__ int counter[1];   // HIP 5.2 has no scalar-symbol overloads of the graph calls

void upload(const float *h, cudaStream_t s) {
    cudaMemcpyToSymbol( coef, h, sizeof coef);
    cudaMemcpyToSymbolAsync(  coef , h, sizeof coef, 0, cudaMemcpyHostToDevice, s);
    int c[1] = {0};
    cudaMemcpyFromSymbol(c,  counter, sizeof c);

    cudaGraph_t graph;
    cudaGraphNode_t to, from;
    cudaGraphCreate(&graph, 0);
    cudaGraphAddMemcpyNodeToSymbol(&to, graph, NULL, 0, coef, h, sizeof coef, 0,
                                   cudaMemcpyHostToDevice);
    cudaGraphAddMemcpyNodeFromSymbol(&from, graph, &to, 1, c, counter, sizeof c, 0,
                                     cudaMemcpyDeviceToHost);
    cudaGraphMemcpyNodeSetParamsToSymbol(to, coef, h, sizeof coef, 0, cudaMemcpyHostToDevice);
    cudaGraphMemcpyNodeSetParamsFromSymbol(from, c, counter, sizeof c, 0,
                                           cudaMemcpyDeviceToHost);
    cudaGraphExec_t exec;
    cudaGraphInstantiate(&exec, graph, 0);
    cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, to, coef, h, sizeof coef, 0,
                                             cudaMemcpyHostToDevice);
    cudaGraphExecMemcpyNodeSetParamsFromSymbol(exec, from, c, counter, sizeof c, 0,
                                               cudaMemcpyDeviceToHost);
}
