// builtin_names.hip - host code that names its own variables threadIdx, blockIdx, blockDim and
// gridDim (locals, a parameter, a struct member) next to kernels that use the built-in ones:
// a barrier-free kernel, a 3-D block with a barrier, a device function reading threadIdx, the
// built-ins passed to printf-style varargs, deduced as template arguments and converted to dim3.
#include "../api/hs_test.h"
#include <algorithm>
#include <cstdarg>
#include <string>

struct Launch {
    dim3 gridDim, blockDim;   // members named like the built-ins
    unsigned threadIdx;
};

static unsigned host_threads(dim3 threadIdx) { return threadIdx.x * threadIdx.y * threadIdx.z; }

__device__ unsigned flat_id() { return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z); }

__global__ void coords(unsigned *out)
{
    unsigned r = flat_id();
    unsigned base = (blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)) * blockDim.x * blockDim.y * blockDim.z + r;
    dim3 t = threadIdx;   // converts to dim3
    out[base * 4 + 0] = t.x + 10 * t.y + 100 * t.z;
    out[base * 4 + 1] = std::max(threadIdx.x, blockIdx.x);   // deduced as unsigned
    __syncthreads();
    out[base * 4 + 2] = r == flat_id();   // the same thread after the barrier
    out[base * 4 + 3] = blockIdx.x + 10 * blockIdx.y + 100 * blockIdx.z;
}

__global__ void vadd(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

static char line[64];
static void format(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    std::vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
}
__global__ void varargs(int *out)
{
    if (threadIdx.x == 3 && blockIdx.x == 1) {
        format("%u %u %u %u", threadIdx.x, blockIdx.x, blockDim.x, gridDim.x);   // unsigned values
        out[0] = 1;
    }
}

int main()
{
    dim3 gridDim(2, 3, 2), blockDim(4, 2, 3);   // host variables with the built-in names
    dim3 threadIdx(5, 1, 2);
    unsigned blockIdx = 7;
    CHECK_EQ(host_threads(threadIdx), 10u);
    CHECK_EQ(blockIdx + gridDim.x, 9u);
    Launch l{dim3(3), dim3(64), 1};
    CHECK_EQ(l.gridDim.x * l.blockDim.x + l.threadIdx, 193u);

    const unsigned nb = gridDim.x * gridDim.y * gridDim.z, nt = blockDim.x * blockDim.y * blockDim.z;
    unsigned *o = nullptr;
    OK(hipMallocManaged(&o, nb * nt * 4 * sizeof(unsigned)));
    hipLaunchKernelGGL(coords, gridDim, blockDim, 0, 0, o);
    OK(hipDeviceSynchronize());
    int bad = 0;
    for (unsigned bz = 0; bz < gridDim.z; bz++)
        for (unsigned by = 0; by < gridDim.y; by++)
            for (unsigned bx = 0; bx < gridDim.x; bx++)
                for (unsigned tz = 0; tz < blockDim.z; tz++)
                    for (unsigned ty = 0; ty < blockDim.y; ty++)
                        for (unsigned tx = 0; tx < blockDim.x; tx++) {
                            unsigned b = bx + gridDim.x * (by + gridDim.y * bz);
                            unsigned r = tx + blockDim.x * (ty + blockDim.y * tz);
                            const unsigned *v = o + (b * nt + r) * 4;
                            bad += v[0] != tx + 10 * ty + 100 * tz;
                            bad += v[1] != std::max(tx, bx);
                            bad += v[2] != 1;
                            bad += v[3] != bx + 10 * by + 100 * bz;
                        }
    CHECK_EQ(bad, 0);

    const int n = 100003;
    float *a = nullptr, *b = nullptr, *c = nullptr;
    OK(hipMallocManaged(&a, n * sizeof(float)));
    OK(hipMallocManaged(&b, n * sizeof(float)));
    OK(hipMallocManaged(&c, n * sizeof(float)));
    for (int i = 0; i < n; i++) { a[i] = (float)i; b[i] = 2.0f * (float)i; c[i] = -1; }
    dim3 block(256), grid((n + 255) / 256);
    vadd<<<grid, block>>>(a, b, c, n);
    OK(hipDeviceSynchronize());
    bad = 0;
    for (int i = 0; i < n; i++) bad += c[i] != 3.0f * (float)i;
    CHECK_EQ(bad, 0);

    int *flag = nullptr;
    OK(hipMallocManaged(&flag, sizeof(int)));
    *flag = 0;
    varargs<<<2, 8>>>(flag);
    OK(hipDeviceSynchronize());
    CHECK_EQ(*flag, 1);
    CHECK(std::string(line) == "3 1 8 2");

    OK(hipFree(o));
    OK(hipFree(a));
    OK(hipFree(b));
    OK(hipFree(c));
    OK(hipFree(flag));
    return hs_test_done("builtin_names");
}
