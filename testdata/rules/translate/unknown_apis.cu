// cu2hip-test: no-compile (hipBLASLt, hipSOLVER and roctx are not in Debian)
// APIs the tables did not know: cuBLASLt, cuSOLVER's refactorization, cuRAND's sub-headers,
// the profiler API, NVTX
#include <cuda_runtime.h>
#include <cuda_profiler_api.h>
#include <cublasLt.h>
#include <cusolverRf.h>
#include <curand_kernel.h>
#include <curand_philox4x32_x.h>
#include <nvToolsExt.h>

int main() {
    cublasLtHandle_t lt;
    cublasLtCreate(&lt);
    cublasLtMatmulDesc_t desc;
    cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F);
    cusolverRfHandle_t rf;
    cusolverRfCreate(&rf);
    cudaProfilerStart();
    nvtxRangePushA("step");
    nvtxRangePop();
    cudaProfilerStop();
    cusolverRfDestroy(rf);
    cublasLtMatmulDescDestroy(desc);
    cublasLtDestroy(lt);
    return 0;
}
