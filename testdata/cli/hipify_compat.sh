# hipify-clang's and hipify-perl's options (issue 31): each accepted with its meaning there.
cat > k.cu <<'K'
#include <cuda_runtime.h>
#include <cublas_v2.h>
__global__ void k(int *p) { p[0] = 1; }
void run(int *d, cublasHandle_t h, float *x)
{
    k<<<1, 1>>>(d);
#if 0
    cudaDeviceSynchronize();
#endif
    cublasSscal(h, 4, x, x, 1);
}
K
$CU2HIP -roc k.cu -o=roc.hip; echo "rc=$? -roc -o=FILE:"; grep -c 'rocblas_sscal' roc.hip
$CU2HIP --roc --miopen k.cu | grep -c rocblas_sscal; echo "--roc --miopen rc=$?"
$CU2HIP --cuda-kernel-execution-syntax k.cu | grep -c 'k<<<1, 1>>>(d)'
$CU2HIP --cuda-kernel-execution-syntax --hip-kernel-execution-syntax k.cu | grep -c hipLaunchKernelGGL
$CU2HIP --skip-excluded-preprocessor-conditional-blocks k.cu | grep -c '    cudaDeviceSynchronize();'
$CU2HIP k.cu | grep -c '    hipDeviceSynchronize();'
printf '#include <cublas_v2.h>\nvoid g(cublasHandle_t h, const void *a, void *c)\n{ float one = 1; cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 4, 4, 4, &one, a, CUDA_R_32F, 4, a, CUDA_R_32F, 4, &one, c, CUDA_R_32F, 4, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT); }\n' > g.cu
$CU2HIP --hip-version 5.2 g.cu 2>/dev/null | grep -o 'HIPBLAS_R_32F' | head -1
$CU2HIP --use-hip-data-types --hip-version 5.2 g.cu 2>/dev/null | grep -o 'HIP_R_32F' | head -1
mkdir out; $CU2HIP --o-dir=out k.cu; echo "rc=$? --o-dir=DIR:"; ls out
$CU2HIP --o-dir out2 k.cu 2>/dev/null; echo "rc=$? --o-dir DIR:"; ls out2
cp ok.cu w.cu; $CU2HIP -inplace w.cu; echo "rc=$? -inplace:"; ls w.cu*; head -1 w.cu; cmp -s w.cu.prehip ok.cu && echo "prehip is the original"
cp ok.cu v.cu; $CU2HIP --inplace -print-stats v.cu 2>stats.txt; echo "rc=$? --inplace -print-stats:"; ls v.cu*; grep -c "rename" stats.txt
cp ok.cu u.cu; $CU2HIP --in-place --print-stats -quiet-warnings u.cu 2>&1 | grep -c warning; ls u.cu*
$CU2HIP -roc -quiet-warnings --hip-kernel-execution-syntax nope.cu; echo "rc=$? missing input"
