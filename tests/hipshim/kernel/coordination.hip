/* coordination.hip - seed 002's block coordination patterns: a single-kernel reduction whose last
 * block merges the partial sums, with BOTH lastBlock guards (__syncthreads_or and a __shared__
 * flag, each after __threadfence), and a work queue whose blocks fetch items with atomicAdd into
 * a __shared__ WorkItem. Blocks run concurrently on several worker threads. Self-checking. */
#include "hs_test.h"
#include <vector>

/* ---- lastBlock, variant 1 ---- */
__device__ bool lastBlock_or(int *counter) {
    __threadfence(); /* ensure that partial result is visible by all blocks */
    int last = 0;
    if (threadIdx.x == 0)
        last = atomicAdd(counter, 1);
    return __syncthreads_or(last == (int)gridDim.x - 1);
}
/* ---- lastBlock, variant 2 ---- */
__device__ bool lastBlock_shared(int *counter) {
    __shared__ int last;
    __threadfence();
    if (threadIdx.x == 0)
        last = atomicAdd(counter, 1);
    __syncthreads();
    return last == (int)gridDim.x - 1;
}

__device__ void computePartial(const double *in, int n, double *out) {
    __shared__ double part[256];
    double s = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        s += in[i];
    part[threadIdx.x] = s;
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
        if (threadIdx.x < k)
            part[threadIdx.x] += part[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        *out = part[0];
}
__device__ void merge(const double *partialResults, double *out) {
    if (threadIdx.x == 0) {
        double s = 0;
        for (unsigned b = 0; b < gridDim.x; b++)
            s += partialResults[b];
        *out = s;
    }
}

template <int Variant>
__global__ void sum_kernel(const double *in, int n, int *counter, double *partialResults, double *finalResult,
                           int *merges) {
    computePartial(in, n, &partialResults[blockIdx.x]);
    bool last = Variant == 1 ? lastBlock_or(counter) : lastBlock_shared(counter);
    if (last) {
        merge(partialResults, finalResult);
        if (threadIdx.x == 0)
            atomicAdd(merges, 1);
    }
}

/* ---- work queue ---- */
struct WorkItem {
    int begin, len;
    static __device__ WorkItem none() { return WorkItem{-1, 0}; }
};
class WorkQueue {
    WorkItem *gItems;
    size_t totalSize;
    size_t *current;

  public:
    WorkQueue(WorkItem *items, size_t n, size_t *cur) : gItems(items), totalSize(n), current(cur) {}
    __device__ WorkItem &fetch() {
        __shared__ WorkItem item;
        if (threadIdx.x == 0) {
            size_t itemIdx = atomicAdd(current, (size_t)1);
            if (itemIdx < totalSize)
                item = gItems[itemIdx];
            else
                item = WorkItem::none();
        }
        __syncthreads();
        return item; /* returning reference to smem - ok */
    }
};

__global__ void queue_kernel(WorkQueue q, const int *data, long long *sums, int *done_by) {
    for (;;) {
        WorkItem &w = q.fetch();
        WorkItem mine = w;
        __syncthreads(); /* before the next fetch overwrites the shared item */
        if (mine.begin < 0)
            break;
        /* uneven work: each item's length varies a lot */
        long long s = 0;
        for (int i = mine.begin + (int)threadIdx.x; i < mine.begin + mine.len; i += blockDim.x)
            s += data[i];
        atomicAdd((unsigned long long *)&sums[mine.begin], (unsigned long long)s);
        if (threadIdx.x == 0)
            atomicAdd(&done_by[mine.begin], 1);
    }
}

int main() {
    const int n = 1 << 18;
    std::vector<double> h(n);
    double want = 0;
    for (int i = 0; i < n; i++) {
        h[i] = (i % 1000) * 0.5;
        want += h[i];
    }
    double *din, *dpart, *dfinal;
    int *dcounter, *dmerges;
    HIP_CHECK(hipMalloc(&din, sizeof(double) * n));
    HIP_CHECK(hipMemcpy(din, h.data(), sizeof(double) * n, hipMemcpyHostToDevice));
    for (int variant = 1; variant <= 2; variant++) {
        for (int grid : {1, 7, 64}) {
            HIP_CHECK(hipMalloc(&dpart, sizeof(double) * grid));
            HIP_CHECK(hipMalloc(&dfinal, sizeof(double)));
            HIP_CHECK(hipMalloc(&dcounter, sizeof(int)));
            HIP_CHECK(hipMalloc(&dmerges, sizeof(int)));
            HIP_CHECK(hipMemset(dcounter, 0, sizeof(int)));
            HIP_CHECK(hipMemset(dmerges, 0, sizeof(int)));
            HIP_CHECK(hipMemset(dfinal, 0, sizeof(double)));
            if (variant == 1)
                LAUNCH(sum_kernel<1>, dim3(grid), dim3(256), 0, 0, din, n, dcounter, dpart, dfinal, dmerges);
            else
                LAUNCH(sum_kernel<2>, dim3(grid), dim3(256), 0, 0, din, n, dcounter, dpart, dfinal, dmerges);
            double got = 0;
            int merges = 0;
            HIP_CHECK(hipMemcpy(&got, dfinal, sizeof got, hipMemcpyDeviceToHost));
            HIP_CHECK(hipMemcpy(&merges, dmerges, sizeof merges, hipMemcpyDeviceToHost));
            CHECK(got == want && merges == 1, "lastBlock variant %d grid %d: sum %f want %f, %d merges", variant,
                  grid, got, want, merges);
            HIP_CHECK(hipFree(dpart)); HIP_CHECK(hipFree(dfinal)); HIP_CHECK(hipFree(dcounter)); HIP_CHECK(hipFree(dmerges));
        }
    }
    HIP_CHECK(hipFree(din));

    /* work queue: items of very different lengths over one data array */
    std::vector<WorkItem> items;
    int pos = 0;
    for (int k = 0; pos < n; k++) {
        int len = (k % 7 == 0) ? 5000 : 1 + (k * 37) % 300;
        len = len < n - pos ? len : n - pos;
        items.push_back(WorkItem{pos, len});
        pos += len;
    }
    std::vector<int> data(n);
    for (int i = 0; i < n; i++)
        data[i] = i % 977;
    WorkItem *ditems;
    size_t *dcur;
    int *ddata, *ddone;
    long long *dsums;
    HIP_CHECK(hipMalloc(&ditems, sizeof(WorkItem) * items.size()));
    HIP_CHECK(hipMalloc(&dcur, sizeof(size_t)));
    HIP_CHECK(hipMalloc(&ddata, sizeof(int) * n));
    HIP_CHECK(hipMalloc(&ddone, sizeof(int) * n));
    HIP_CHECK(hipMalloc(&dsums, sizeof(long long) * n));
    HIP_CHECK(hipMemcpy(ditems, items.data(), sizeof(WorkItem) * items.size(), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(ddata, data.data(), sizeof(int) * n, hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(dcur, 0, sizeof(size_t)));
    HIP_CHECK(hipMemset(ddone, 0, sizeof(int) * n));
    HIP_CHECK(hipMemset(dsums, 0, sizeof(long long) * n));
    LAUNCH(queue_kernel, dim3(6), dim3(128), 0, 0, WorkQueue(ditems, items.size(), dcur), ddata, dsums, ddone);
    std::vector<int> done(n);
    std::vector<long long> sums(n);
    HIP_CHECK(hipMemcpy(done.data(), ddone, sizeof(int) * n, hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(sums.data(), dsums, sizeof(long long) * n, hipMemcpyDeviceToHost));
    for (const WorkItem &w : items) {
        long long s = 0;
        for (int i = w.begin; i < w.begin + w.len; i++)
            s += data[i];
        CHECK(done[w.begin] == 1 && sums[w.begin] == s, "item at %d: done %d times, sum %lld want %lld", w.begin,
              done[w.begin], sums[w.begin], s);
    }
    HIP_CHECK(hipFree(ditems)); HIP_CHECK(hipFree(dcur)); HIP_CHECK(hipFree(ddata)); HIP_CHECK(hipFree(ddone));
    HIP_CHECK(hipFree(dsums));
    return hs_test_done("coordination");
}
