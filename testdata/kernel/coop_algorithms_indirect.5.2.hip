// Cooperative-groups collectives of <cooperative_groups/reduce.h> used by a file that does not
// include it itself (issue 31): it relies on <cooperative_groups.h> alone, or gets reduce.h
// through another header. The portable version (namespace cu2hip_cg) is defined after the
// file's includes, guarded so that a header carrying it too is no redefinition, and the calls
// use it. The namespace is resolved by the parse: cooperative_groups itself or an alias of it.
#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>
/* cu2hip: CUDA's <cooperative_groups/reduce.h>, scan.h and memcpy_async.h, which HIP lacks,
 * over the group's shuffles (any tile size up to the wavefront, coalesced groups);
 * memcpy_async copies with the group's threads at once and wait() is the group's barrier. */
#ifndef CU2HIP_CG_ALGORITHMS
#define CU2HIP_CG_ALGORITHMS
namespace cu2hip_cg {
template <class T> struct plus { __device__ T operator()(const T &a, const T &b) const { return a + b; } };
template <class T> struct less { __device__ T operator()(const T &a, const T &b) const { return b < a ? b : a; } };
template <class T> struct greater { __device__ T operator()(const T &a, const T &b) const { return a < b ? b : a; } };
template <class T> struct bit_and { __device__ T operator()(const T &a, const T &b) const { return a & b; } };
template <class T> struct bit_or { __device__ T operator()(const T &a, const T &b) const { return a | b; } };
template <class T> struct bit_xor { __device__ T operator()(const T &a, const T &b) const { return a ^ b; } };
template <class Group, class T, class Op> __device__ T reduce(const Group &g, T v, Op op)
{
    const unsigned n = g.size(), r = g.thread_rank();
    for (unsigned off = 1; off < n; off <<= 1) {
        T o = g.shfl_down(v, off);
        if (r + off < n) v = op(v, o);
    }
    return g.shfl(v, 0);
}
template <class Group, class T, class Op> __device__ T inclusive_scan(const Group &g, T v, Op op)
{
    const unsigned n = g.size(), r = g.thread_rank();
    for (unsigned off = 1; off < n; off <<= 1) {
        T o = g.shfl_up(v, off);
        if (r >= off) v = op(o, v);
    }
    return v;
}
template <class Group, class T> __device__ T inclusive_scan(const Group &g, T v) { return cu2hip_cg::inclusive_scan(g, v, plus<T>()); }
template <class Group, class T, class Op> __device__ T exclusive_scan(const Group &g, T v, Op op)
{
    T in = cu2hip_cg::inclusive_scan(g, v, op), prev = g.shfl_up(in, 1);
    return g.thread_rank() == 0 ? T() : prev;
}
template <class Group, class T> __device__ T exclusive_scan(const Group &g, T v) { return cu2hip_cg::exclusive_scan(g, v, plus<T>()); }
template <class Group> __device__ void memcpy_async(const Group &g, void *dst, const void *src, size_t bytes)
{
    if (((size_t)dst | (size_t)src | bytes) % sizeof(int) == 0) {
        for (size_t i = g.thread_rank(); i < bytes / sizeof(int); i += g.size())
            ((int *)dst)[i] = ((const int *)src)[i];
    } else {
        for (size_t i = g.thread_rank(); i < bytes; i += g.size())
            ((char *)dst)[i] = ((const char *)src)[i];
    }
}
template <class Group, class T>
__device__ void memcpy_async(const Group &g, T *dst, size_t dst_count, const T *src, size_t src_count)
{
    for (size_t i = g.thread_rank(); i < dst_count && i < src_count; i += g.size()) dst[i] = src[i];
}
template <class Group> __device__ void wait(const Group &g) { g.sync(); }
template <unsigned N, class Group> __device__ void wait_prior(const Group &g) { g.sync(); }
} // namespace cu2hip_cg
#endif

namespace cg = cooperative_groups;

__device__ int tile_sum(const cg::thread_block_tile<32> &t, int v)
{
    return cu2hip_cg::reduce(t, v, cu2hip_cg::plus<int>());
}

__global__ void sums(const int *in, int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int v = in[block.thread_rank()];
    int s = tile_sum(warp, v);
    int m = cu2hip_cg::reduce(warp, v, cu2hip_cg::greater<int>());
    int x = cu2hip_cg::inclusive_scan(warp, v);
    if (warp.thread_rank() == 0)
        out[block.group_index().x] = s + m + x;
}
