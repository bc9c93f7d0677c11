// Device symbols passed to the runtime are wrapped in HIP_SYMBOL(...), in the graph memcpy-node
// calls too, and the blanks the user wrote before the symbol stay where they were.
#include <hip/hip_runtime.h>

__constant__ float coef[16];
__device__ int counter[1];   // HIP 5.2 has no scalar-symbol overloads of the graph calls

void upload(const float *h, hipStream_t s) {
    hipMemcpyToSymbol( HIP_SYMBOL(coef), h, sizeof coef);
    hipMemcpyToSymbolAsync(  HIP_SYMBOL(coef) , h, sizeof coef, 0, hipMemcpyHostToDevice, s);
    int c[1] = {0};
    hipMemcpyFromSymbol(c,  HIP_SYMBOL(counter), sizeof c);

    hipGraph_t graph;
    hipGraphNode_t to, from;
    hipGraphCreate(&graph, 0);
    hipGraphAddMemcpyNodeToSymbol(&to, graph, NULL, 0, HIP_SYMBOL(coef), h, sizeof coef, 0,
                                   hipMemcpyHostToDevice);
    hipGraphAddMemcpyNodeFromSymbol(&from, graph, &to, 1, c, HIP_SYMBOL(counter), sizeof c, 0,
                                     hipMemcpyDeviceToHost);
    hipGraphMemcpyNodeSetParamsToSymbol(to, HIP_SYMBOL(coef), h, sizeof coef, 0, hipMemcpyHostToDevice);
    hipGraphMemcpyNodeSetParamsFromSymbol(from, c, HIP_SYMBOL(counter), sizeof c, 0,
                                           hipMemcpyDeviceToHost);
    hipGraphExec_t exec;
    hipGraphInstantiateWithFlags(&exec, graph, 0);
    hipGraphExecMemcpyNodeSetParamsToSymbol(exec, to, HIP_SYMBOL(coef), h, sizeof coef, 0,
                                             hipMemcpyHostToDevice);
    hipGraphExecMemcpyNodeSetParamsFromSymbol(exec, from, c, HIP_SYMBOL(counter), sizeof c, 0,
                                               hipMemcpyDeviceToHost);
}
