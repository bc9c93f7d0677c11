// gridstride.cu - grid-stride loops, which cu2hip --lower-kernels runs round by round over a
// block's threads (each round one iteration of every thread whose condition holds, so that
// neighbouring threads touch neighbouring elements): a copy that splits its flat index with
// divisions and remainders (a tensor concatenation), a per-thread accumulator carried across the
// iterations and then written out, a thread that returns before its loop, a loop whose start and
// stride are spelled otherwise (gridDim.x * blockDim.x, a start offset, a continue, a bound with
// <=), and near misses left to the plain lowering: a stride that is not the grid's, a body that
// writes the counter, a body that breaks, and a body with an atomic (order between threads).
// Each result is checked against the host's own computation. Prints PASS when all agree.
#include <cstdio>
#include <vector>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

// dst [outer, dst_axis, inner] receives src [outer, src_axis, inner] at channel off
__global__ void concat(const float *src, float *dst, long long outer, int src_axis, int dst_axis, int off,
                       int inner)
{
    const long long total = outer * src_axis * inner;
    const long long stride = (long long)blockDim.x * gridDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += stride) {
        const int in = (int)(i % inner);
        const long long rest = i / inner;
        const int a = (int)(rest % src_axis);
        const long long o = rest / src_axis;
        dst[(o * dst_axis + off + a) * inner + in] = src[i];
    }
}

// each thread sums its own elements (carried across iterations), a thread whose rank is a
// multiple of 5 returns before its loop
__global__ void partial(const int *a, long long *out, int n)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g % 5 == 3) {
        out[g] = -1;
        return;
    }
    long long acc = 0, last = -1;
    int k = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        acc = acc * 3 + a[i] + k++;   // order-dependent: the thread's iterations in order
        last = i;
    }
    out[g] = acc * 1000003 + last;
}

// other spellings: stride gridDim.x * blockDim.x, a start offset, continue, <=
__global__ void odd_spelling(int *out, int from, int last)
{
    for (unsigned i = from + blockIdx.x * blockDim.x + threadIdx.x; i <= (unsigned)last;
         i += gridDim.x * blockDim.x) {
        if (i % 3 == 0)
            continue;
        out[i] = (int)i * 7 + 1;
    }
}

// near misses: the plain lowering (or the fiber path)
// (a division by a parameter: lowered all the same, the loop as written)
__global__ void half_stride(int *out, int n, int d)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x / 2)
        out[i] += 1 + i / d;
}
__global__ void writes_counter(int *out, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        out[i] = i;
        if (out[i] % 7 == 6)
            i += 1;
    }
}
__global__ void breaks(int *out, int n, int stop, int d)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        if (i >= stop)
            break;
        out[i] = 2 * i + i % d;
    }
}
__global__ void atomic_body(unsigned *order, unsigned *next, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        order[i] = atomicAdd(next, 1u);
}

int main()
{
    const int blocks = 3, threads = 64, grid = blocks * threads;
    // concat: two parts [4, 3, 10] and [4, 5, 10] into [4, 8, 10]
    {
        const int outer = 4, inner = 10, ax[2] = { 3, 5 }, da = 8;
        std::vector<float> h[2], want(outer * da * inner, 0.0f);
        float *d[2], *dd;
        cudaMalloc(&dd, want.size() * sizeof(float));
        cudaMemset(dd, 0, want.size() * sizeof(float));
        int off = 0;
        for (int p = 0; p < 2; p++) {
            h[p].resize(outer * ax[p] * inner);
            for (size_t i = 0; i < h[p].size(); i++)
                h[p][i] = (float)(p * 1000 + i);
            for (int o = 0; o < outer; o++)
                for (int a = 0; a < ax[p]; a++)
                    for (int in = 0; in < inner; in++)
                        want[(o * da + off + a) * inner + in] = h[p][(o * ax[p] + a) * inner + in];
            cudaMalloc(&d[p], h[p].size() * sizeof(float));
            cudaMemcpy(d[p], h[p].data(), h[p].size() * sizeof(float), cudaMemcpyHostToDevice);
            concat<<<2, 32>>>(d[p], dd, outer, ax[p], da, off, inner);   // 64 threads, 120 or 200 elements
            off += ax[p];
        }
        std::vector<float> got(want.size());
        cudaMemcpy(got.data(), dd, got.size() * sizeof(float), cudaMemcpyDeviceToHost);
        check("concat", got == want);
        cudaFree(d[0]);
        cudaFree(d[1]);
        cudaFree(dd);
    }
    // partial: 1000 elements over 192 threads (5 or 6 iterations each)
    {
        const int n = 1000;
        std::vector<int> a(n);
        for (int i = 0; i < n; i++)
            a[i] = (i * 37) % 101 - 50;
        std::vector<long long> want(grid), got(grid);
        for (int g = 0; g < grid; g++) {
            if (g % 5 == 3) {
                want[g] = -1;
                continue;
            }
            long long acc = 0, last = -1;
            int k = 0;
            for (int i = g; i < n; i += grid) {
                acc = acc * 3 + a[i] + k++;
                last = i;
            }
            want[g] = acc * 1000003 + last;
        }
        int *da;
        long long *dout;
        cudaMalloc(&da, n * sizeof(int));
        cudaMalloc(&dout, grid * sizeof(long long));
        cudaMemcpy(da, a.data(), n * sizeof(int), cudaMemcpyHostToDevice);
        partial<<<blocks, threads>>>(da, dout, n);
        cudaMemcpy(got.data(), dout, grid * sizeof(long long), cudaMemcpyDeviceToHost);
        check("per-thread accumulator, early return", got == want);
        cudaFree(da);
        cudaFree(dout);
    }
    // the other spellings and the near misses, each on 700 elements
    {
        const int n = 700;
        std::vector<int> want(n, -5), got(n);
        int *d;
        cudaMalloc(&d, n * sizeof(int));

        cudaMemcpy(d, want.data(), n * sizeof(int), cudaMemcpyHostToDevice);
        odd_spelling<<<blocks, threads>>>(d, 11, 650);
        for (int i = 11; i <= 650; i++)
            if (i % 3)
                want[i] = i * 7 + 1;
        cudaMemcpy(got.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
        check("gridDim.x * blockDim.x, offset start, continue, <=", got == want);

        half_stride<<<blocks, threads>>>(d, n, 9);
        for (int g = 0; g < grid; g++)
            for (int i = g; i < n; i += grid / 2)
                want[i] += 1 + i / 9;
        cudaMemcpy(got.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
        check("half the grid's stride", got == want);

        writes_counter<<<blocks, threads>>>(d, n);
        for (int g = 0; g < grid; g++)
            for (int i = g; i < n; i += grid) {
                want[i] = i;
                if (want[i] % 7 == 6)
                    i += 1;
            }
        cudaMemcpy(got.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
        check("a body that writes the counter", got == want);

        breaks<<<blocks, threads>>>(d, n, 500, 13);
        for (int i = 0; i < 500; i++)
            want[i] = 2 * i + i % 13;
        cudaMemcpy(got.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
        check("a body that breaks", got == want);
        cudaFree(d);
    }
    // atomics: every ticket taken once (the order between threads is the fiber path's, compared
    // by the lowering's tests, not checked here)
    {
        const int n = 500;
        unsigned *dorder, *dnext, zero = 0;
        cudaMalloc(&dorder, n * sizeof(unsigned));
        cudaMalloc(&dnext, sizeof(unsigned));
        cudaMemcpy(dnext, &zero, sizeof zero, cudaMemcpyHostToDevice);
        atomic_body<<<blocks, threads>>>(dorder, dnext, n);
        std::vector<unsigned> order(n), seen(n, 0);
        cudaMemcpy(order.data(), dorder, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
        bool ok = true;
        for (int i = 0; i < n; i++)
            ok = ok && order[i] < (unsigned)n && !seen[order[i]]++;
        check("an atomic in the body", ok);
        printf("ticket of element 1: %u, of element %d: %u\n", order[1], grid, order[grid]);
        cudaFree(dorder);
        cudaFree(dnext);
    }
    if (failures) {
        printf("%d FAILED\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
