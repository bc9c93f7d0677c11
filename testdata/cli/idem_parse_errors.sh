# Translating the translation of code with parse errors changes nothing: a stray ')' in a
# parameter list, and in the mask argument of a _sync call (the call clang rejects has no AST,
# so the widened, shifted mask must be recognised from its tokens).
cat > p.cu <<'CU'
#include <cuda_runtime.h>
#define FULL_MASK 0xffffffffu
__global__ void k(int *o, int n)) { o[3] = __all_sync((FULL_MASK >> n)), o[4]); }
__global__ void k2(int *a, unsigned m)) { a[0] = __ballot_sync(m, 1); }
void h(cudaStream_t s), int n) { k<<<1, 32, 0, s>>>(0, n); cudaStreamSynchronize(s); }
CU
$CU2HIP p.cu > p1.hip 2>/dev/null; echo "rc=$?"
cp p1.hip p1.cu; $CU2HIP p1.cu > p2.hip 2>/dev/null; echo "rc=$?"
cmp p1.hip p2.hip && echo "idempotent"
grep -c 'unsigned long long)(' p2.hip
