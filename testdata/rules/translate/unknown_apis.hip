// cu2hip-test: no-compile (hipBLASLt, hipSOLVER and roctx are not in Debian)
// APIs the tables did not know: cuBLASLt, cuSOLVER's refactorization, cuRAND's sub-headers,
// the profiler API, NVTX
#include <hip/hip_runtime.h>
#include <hip/hip_runtime_api.h>
#include <hipblaslt/hipblaslt.h>
#include <hipsolver/hipsolver.h>
#include <hiprand/hiprand_kernel.h>
#include <hiprand/hiprand_kernel.h>
#include <roctracer/roctx.h>

int main() {
    hipblasLtHandle_t lt;
    hipblasLtCreate(&lt);
    hipblasLtMatmulDesc_t desc;
    hipblasLtMatmulDescCreate(&desc, HIPBLAS_COMPUTE_32F, HIP_R_32F);
    hipsolverRfHandle_t rf;
    hipsolverRfCreate(&rf);
    hipProfilerStart();
    roctxRangePushA("step");
    roctxRangePop();
    hipProfilerStop();
    hipsolverRfDestroy(rf);
    hipblasLtMatmulDescDestroy(desc);
    hipblasLtDestroy(lt);
    return 0;
}
