/* cooperative_groups.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: the cooperative_groups classes and functions that common code uses. */
#ifndef CU2HIP_STUB_COOPERATIVE_GROUPS_H
#define CU2HIP_STUB_COOPERATIVE_GROUPS_H
#pragma clang system_header
#include <cu2hip_prelude.h>
/* C++ only, as in the SDK */
#ifdef __cplusplus
namespace cooperative_groups {
class thread_group {
public:
    __device__ void sync() const;
    __device__ unsigned long long size() const;
    __device__ unsigned long long num_threads() const;
    __device__ unsigned long long thread_rank() const;
    __device__ bool is_valid() const;
};
class thread_block : public thread_group {
public:
    __device__ dim3 group_index() const;
    __device__ dim3 thread_index() const;
    __device__ dim3 group_dim() const;
    __device__ dim3 dim_threads() const;
};
class grid_group : public thread_group {
public:
    __device__ bool is_valid() const;
    __device__ dim3 group_dim() const;
    __device__ dim3 dim_blocks() const;
    __device__ dim3 block_index() const;
    __device__ unsigned long long block_rank() const;
    __device__ unsigned long long num_blocks() const;
};
class coalesced_group : public thread_group {
public:
    __device__ unsigned int meta_group_rank() const;
    __device__ unsigned int meta_group_size() const;
    template <class T> __device__ T shfl(T var, unsigned int src_rank) const;
    template <class T> __device__ T shfl_up(T var, unsigned int delta) const;
    template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
    __device__ int any(int predicate) const;
    __device__ int all(int predicate) const;
    __device__ unsigned int ballot(int predicate) const;
};
template <unsigned int Size, class ParentT = void> class thread_block_tile : public thread_group {
public:
    /* thread_block_tile<32> t = tiled_partition<32>(block): the parent's type is dropped */
    __device__ thread_block_tile();
    template <class P> __device__ thread_block_tile(const thread_block_tile<Size, P> &other);
    __device__ unsigned int meta_group_rank() const;
    __device__ unsigned int meta_group_size() const;
    template <class T> __device__ T shfl(T var, int src_rank) const;
    template <class T> __device__ T shfl_up(T var, unsigned int delta) const;
    template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
    template <class T> __device__ T shfl_xor(T var, unsigned int lane_mask) const;
    __device__ int any(int predicate) const;
    __device__ int all(int predicate) const;
    __device__ unsigned int ballot(int predicate) const;
    template <class T> __device__ unsigned int match_any(T value) const;
    template <class T> __device__ unsigned int match_all(T value, int &pred) const;
};
__device__ thread_block this_thread_block();
/* tiles larger than a warp keep their scratch space here (CUDA 11.1+) */
template <unsigned int MaxBlockSize = 1024> struct block_tile_memory { char data[MaxBlockSize]; };
template <unsigned int MaxBlockSize> __device__ thread_block this_thread_block(block_tile_memory<MaxBlockSize> &scratch);
__device__ coalesced_group binary_partition(const coalesced_group &g, bool pred);
template <unsigned int Size, class P> __device__ thread_block_tile<Size> binary_partition(const thread_block_tile<Size, P> &g, bool pred);
__device__ coalesced_group labeled_partition(const coalesced_group &g, int label);
template <unsigned int Size, class P> __device__ coalesced_group labeled_partition(const thread_block_tile<Size, P> &g, int label);
__device__ grid_group this_grid();
__device__ coalesced_group coalesced_threads();
__device__ thread_group tiled_partition(const thread_group &parent, unsigned int tilesz);
template <unsigned int Size, class ParentT> __device__ thread_block_tile<Size, ParentT> tiled_partition(const ParentT &g);
template <class G> __device__ void sync(const G &g);
template <class T> struct plus { __device__ T operator()(T a, T b) const { return a + b; } };
template <class T> struct less { __device__ T operator()(T a, T b) const { return a < b ? a : b; } };
template <class T> struct greater { __device__ T operator()(T a, T b) const { return a > b ? a : b; } };
template <class T> struct bit_and { __device__ T operator()(T a, T b) const { return a & b; } };
template <class T> struct bit_or { __device__ T operator()(T a, T b) const { return a | b; } };
template <class T> struct bit_xor { __device__ T operator()(T a, T b) const { return a ^ b; } };
template <class G, class T, class Op> __device__ T reduce(const G &group, T val, Op op);
template <class G, class T, class Op> __device__ T inclusive_scan(const G &group, T val, Op op);
template <class G, class T, class Op> __device__ T exclusive_scan(const G &group, T val, Op op);
template <class G, class T> __device__ T inclusive_scan(const G &group, T val);
template <class G, class T> __device__ T exclusive_scan(const G &group, T val);
template <class T, class G> __device__ void memcpy_async(const G &group, T *dst, const T *src, size_t count);
template <class G> __device__ void wait(const G &group);
namespace details {}
}
#endif /* __cplusplus */
#endif
