/* hs_coop.hpp - hipshim's cooperative groups (namespace cooperative_groups): thread_block,
 * grid_group (sync under a cooperative launch), thread_block_tile<N> and dynamic tiled_partition,
 * coalesced_group, collectives (shfl*, ballot, any, all, match_*), reduce / inclusive_scan /
 * exclusive_scan with plus, less, greater, bit_and, bit_or, bit_xor, invoke_one(_broadcast).
 * Groups within a warp exchange through the warp scratch (hs_warp.hpp); larger groups through a
 * block-shared thread_local area with block barriers, so every thread of the block must make
 * the collective call (as CUDA requires for tiles that span warps).
 * Ownership: groups are values of the GPU thread that makes them; the exchange area of groups
 * larger than a warp is thread_local storage (block-shared), nothing is allocated. Include
 * <hip/hip_cooperative_groups.h>, not this file. */
#ifndef HIPSHIM_HS_COOP_HPP
#define HIPSHIM_HS_COOP_HPP

#include "hs_warp.hpp"

namespace cooperative_groups {

/* ---- operators for reduce and scans ---- */
template <class T> struct plus { T operator()(const T &a, const T &b) const { return a + b; } };
template <class T> struct less { T operator()(const T &a, const T &b) const { return b < a ? b : a; } };
template <class T> struct greater { T operator()(const T &a, const T &b) const { return a < b ? b : a; } };
template <class T> struct bit_and { T operator()(const T &a, const T &b) const { return a & b; } };
template <class T> struct bit_or { T operator()(const T &a, const T &b) const { return a | b; } };
template <class T> struct bit_xor { T operator()(const T &a, const T &b) const { return a ^ b; } };

namespace details {

inline unsigned block_rank() { return ::hs_detail::rank(); }
inline unsigned block_size() {
    hs_thread *t = hs_self;
    return t->block_dim.x * t->block_dim.y * t->block_dim.z;
}

/* Block-shared exchange area for groups wider than a warp (one block per OS thread at a time). */
enum { max_block = 1024, slot = 16 };
struct alignas(16) wide_area {
    unsigned char in[max_block * slot];
    unsigned char out[max_block * slot];
};
inline thread_local wide_area wide;

template <class T> inline T rd(const unsigned char *a, unsigned i) {
    T v;
    std::memcpy(&v, a + (size_t)i * slot, sizeof(T));
    return v;
}
template <class T> inline void wr(unsigned char *a, unsigned i, const T &v) {
    std::memcpy(a + (size_t)i * slot, &v, sizeof(T));
}

/* kinds of scan/reduce result */
enum wide_kind { W_REDUCE, W_INCL, W_EXCL };

/* Collective over the block-rank range [base, base+n) of the caller's group; the first thread of
 * each group does the serial work (the block runs on one core anyway). */
template <class T, class Op> inline T wide_collective(T v, unsigned base, unsigned n, Op op, wide_kind k) {
    static_assert(sizeof(T) <= slot && std::is_trivially_copyable<T>::value,
                  "hipshim: cooperative-groups collectives take trivially copyable types up to 16 bytes");
    unsigned r = block_rank(), bs = block_size(), end = base + n < bs ? base + n : bs;
    wr(wide.in, r, v);
    ::hs_syncthreads();
    if (r == base) {
        T acc = rd<T>(wide.in, base);
        if (k == W_EXCL)
            wr(wide.out, base, T());
        else
            wr(wide.out, base, acc);
        for (unsigned i = base + 1; i < end; i++) {
            T x = rd<T>(wide.in, i);
            if (k == W_EXCL)
                wr(wide.out, i, acc);
            acc = op(acc, x);
            if (k == W_INCL)
                wr(wide.out, i, acc);
        }
        if (k == W_REDUCE)
            wr(wide.out, base, acc);
    }
    ::hs_syncthreads();
    T res = rd<T>(wide.out, k == W_REDUCE ? base : r);
    ::hs_syncthreads();
    return res;
}
template <class T> inline T wide_read(T v, unsigned src_block_rank) {
    unsigned r = block_rank();
    wr(wide.in, r, v);
    ::hs_syncthreads();
    T res = src_block_rank < block_size() ? rd<T>(wide.in, src_block_rank) : v;
    ::hs_syncthreads();
    return res;
}

/* Narrow groups: lanes `mask` of one warp, ranked by lane order. */
template <class T, class Op> inline T narrow_collective(T v, uint64_t mask, Op op, wide_kind k) {
    return ::hs_detail::warp_exchange(v, mask, [&](const char *slots, unsigned me, uint64_t live) {
        T acc = T();
        bool first = true;
        for (uint64_t s = live; s; s &= s - 1) {
            unsigned l = (unsigned)__builtin_ctzll(s);
            if (k != W_REDUCE && l == me && k == W_EXCL)
                return first ? T() : acc;
            T x = ::hs_detail::slot_value<T>(slots, l);
            acc = first ? x : op(acc, x);
            first = false;
            if (k == W_INCL && l == me)
                return acc;
        }
        return acc;
    });
}
/* The lane of the n-th set bit of mask (64 when there is none): a binary search on popcounts,
 * O(log warp size) rather than O(n) per lane. */
inline unsigned nth_lane(uint64_t mask, unsigned n) {
    if (n >= (unsigned)__builtin_popcountll(mask))
        return 64u;
    unsigned pos = 0;
    for (unsigned w = 32; w; w >>= 1) {
        uint64_t low = mask & ((1ull << w) - 1ull);
        unsigned c = (unsigned)__builtin_popcountll(low);
        if (n >= c) {
            n -= c;
            mask >>= w;
            pos += w;
        } else {
            mask = low;
        }
    }
    return pos;
}

} // namespace details

/* ---- generic group: a 1-D partition of the block (dynamic tiled_partition) ---- */
class thread_group {
  protected:
    unsigned size_;  /* threads in the group */
    unsigned base_;  /* block rank of the group's first thread */
    unsigned tile_;  /* partition size (== size_ except for a partial last tile) */
    unsigned meta_rank_, meta_size_;
    thread_group(unsigned size, unsigned base, unsigned tile, unsigned mr, unsigned ms)
        : size_(size), base_(base), tile_(tile), meta_rank_(mr), meta_size_(ms) {}

    bool narrow() const {
        unsigned ws = hs_self->warp_size;
        return tile_ <= ws && ws % tile_ == 0;
    }
    uint64_t lane_mask() const { /* lanes of this group in the caller's warp */
        unsigned ws = hs_self->warp_size, first = base_ % ws;
        uint64_t m = size_ >= 64 ? ~0ull : ((1ull << size_) - 1ull);
        return (m << first) & ::hs_warp_active_mask();
    }

  public:
    unsigned long long size() const { return size_; }
    unsigned long long num_threads() const { return size_; }
    unsigned long long thread_rank() const { return details::block_rank() - base_; }
    unsigned long long meta_group_rank() const { return meta_rank_; }
    unsigned long long meta_group_size() const { return meta_size_; }
    bool is_valid() const { return size_ != 0; }
    void sync() const {
        if (narrow())
            ::hs_detail::warp_barrier(lane_mask());
        else
            ::hs_syncthreads();
    }

    template <class T, class Op> T hs_collective(T v, Op op, details::wide_kind k) const {
        if (narrow())
            return details::narrow_collective(v, lane_mask(), op, k);
        return details::wide_collective(v, base_, tile_, op, k);
    }
    /* Every thread publishes v; f(get) runs with get(i) = the value of group rank i. */
    template <class T, class F> auto hs_gather(T v, F f) const {
        using V = typename std::decay<T>::type;
        if (narrow()) {
            unsigned ws = hs_self->warp_size, first = base_ % ws;
            return ::hs_detail::warp_exchange(v, lane_mask(), [&](const char *slots, unsigned, uint64_t) {
                return f([&](unsigned i) { return ::hs_detail::slot_value<V>(slots, first + i); });
            });
        }
        unsigned r = details::block_rank();
        details::wr(details::wide.in, r, v);
        ::hs_syncthreads();
        auto res = f([&](unsigned i) { return details::rd<V>(details::wide.in, base_ + i); });
        ::hs_syncthreads();
        return res;
    }
    template <class T> T hs_read_rank(T v, unsigned src_rank) const {
        if (narrow()) {
            int src = src_rank < size_ ? (int)((base_ + src_rank) % hs_self->warp_size) : -1;
            return ::hs_detail::shuffle_from(v, src, lane_mask());
        }
        return details::wide_read(v, src_rank < size_ ? base_ + src_rank : ~0u);
    }
};

/* ---- the thread block ---- */
class thread_block : public thread_group {
    friend thread_block this_thread_block();
    thread_block() : thread_group(details::block_size(), 0, details::block_size(), 0, 1) {}

  public:
    dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    dim3 thread_index() const { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
    dim3 dim_threads() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
    dim3 group_dim() const { return dim_threads(); }
    void sync() const { ::hs_syncthreads(); }
};
inline thread_block this_thread_block() { return thread_block(); }

/* ---- the grid ---- */
class grid_group {
    friend grid_group this_grid();
    grid_group() {}

  public:
    bool is_valid() const { return ::hs_is_cooperative() != 0; }
    void sync() const { ::hs_grid_sync(); }
    unsigned long long size() const { return ::hs_grid_size(); }
    unsigned long long num_threads() const { return ::hs_grid_size(); }
    unsigned long long thread_rank() const { return ::hs_grid_rank(); }
    dim3 group_dim() const { return dim3(gridDim.x, gridDim.y, gridDim.z); }
    dim3 dim_blocks() const { return group_dim(); }
    dim3 block_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    unsigned long long num_blocks() const { return (unsigned long long)gridDim.x * gridDim.y * gridDim.z; }
    unsigned long long block_rank() const {
        return blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
    }
};
inline grid_group this_grid() { return grid_group(); }

/* ---- tiles ---- */
template <unsigned N> class thread_block_tile : public thread_group {
    static_assert(N >= 1 && N <= 1024 && (N & (N - 1)) == 0, "tile size must be a power of two up to 1024");

  public:
    thread_block_tile()
        : thread_group(N, details::block_rank() / N * N, N, details::block_rank() / N,
                       (details::block_size() + N - 1) / N) {}
    static constexpr unsigned long long size() { return N; }
    static constexpr unsigned long long num_threads() { return N; }

    template <class T> T shfl(T var, int src_rank) const { return hs_read_rank(var, (unsigned)src_rank & (N - 1)); }
    template <class T> T shfl_up(T var, unsigned delta) const {
        unsigned r = (unsigned)thread_rank();
        return hs_read_rank(var, r >= delta ? r - delta : r);
    }
    template <class T> T shfl_down(T var, unsigned delta) const {
        unsigned r = (unsigned)thread_rank();
        return hs_read_rank(var, r + delta < N ? r + delta : r);
    }
    template <class T> T shfl_xor(T var, unsigned lane_mask) const {
        unsigned r = (unsigned)thread_rank(), s = r ^ lane_mask;
        return hs_read_rank(var, s < N ? s : r);
    }
    /* bit i for the thread of tile rank i */
    unsigned long long ballot(int pred) const {
        static_assert(N <= 64, "ballot needs a tile of at most 64 threads");
        return hs_gather((int)(pred != 0), [&](auto get) {
            unsigned long long m = 0;
            for (unsigned i = 0; i < size_; i++)
                if (get(i))
                    m |= 1ull << i;
            return m;
        });
    }
    int any(int pred) const { return hs_collective((int)(pred != 0), bit_or<int>(), details::W_REDUCE); }
    int all(int pred) const { return hs_collective((int)(pred != 0), bit_and<int>(), details::W_REDUCE); }
    template <class T> unsigned long long match_any(T value) const {
        static_assert(N <= 64, "match_any needs a tile of at most 64 threads");
        return hs_gather(value, [&](auto get) {
            unsigned long long m = 0;
            for (unsigned i = 0; i < size_; i++) {
                T x = get(i);
                if (std::memcmp(&x, &value, sizeof(T)) == 0)
                    m |= 1ull << i;
            }
            return m;
        });
    }
    template <class T> unsigned long long match_all(T value, int &pred) const {
        unsigned long long m = match_any(value);
        unsigned long long full = size_ >= 64 ? ~0ull : ((1ull << size_) - 1ull);
        pred = m == full;
        return pred ? full : 0ull;
    }
};

template <unsigned N, class Parent> inline thread_block_tile<N> tiled_partition(const Parent &) {
    return thread_block_tile<N>();
}
/* Dynamic partition: tiles of `tile_size` threads (power of two) in block-rank order. */
class hs_dynamic_tile : public thread_group {
  public:
    explicit hs_dynamic_tile(unsigned n)
        : thread_group(n, details::block_rank() / n * n, n, details::block_rank() / n,
                       (details::block_size() + n - 1) / n) {
        unsigned bs = details::block_size();
        if (base_ + size_ > bs)
            size_ = bs - base_;
    }
};
template <class Parent> inline thread_group tiled_partition(const Parent &, unsigned tile_size) {
    if (tile_size == 0 || (tile_size & (tile_size - 1)))
        ::hs_device_abort("tiled_partition: tile size must be a power of two");
    return hs_dynamic_tile(tile_size);
}

/* ---- coalesced group: the running lanes of the caller's warp ---- */
class coalesced_group {
    uint64_t mask_;
    friend coalesced_group coalesced_threads();
    explicit coalesced_group(uint64_t m) : mask_(m) {}

  public:
    unsigned long long size() const { return (unsigned long long)__builtin_popcountll(mask_); }
    unsigned long long num_threads() const { return size(); }
    unsigned long long thread_rank() const {
        return (unsigned long long)__builtin_popcountll(mask_ & ((1ull << (::hs_detail::rank() & (hs_self->warp_size - 1))) - 1ull));
    }
    unsigned long long meta_group_rank() const { return 0; }
    unsigned long long meta_group_size() const { return 1; }
    bool is_valid() const { return mask_ != 0; }
    void sync() const { ::hs_detail::warp_barrier(mask_); }
    template <class T> T shfl(T var, int src_rank) const {
        unsigned l = details::nth_lane(mask_, (unsigned)src_rank % (unsigned)size());
        return ::hs_detail::shuffle_from(var, (int)l, mask_);
    }
    template <class T> T shfl_up(T var, unsigned delta) const {
        unsigned r = (unsigned)thread_rank();
        return ::hs_detail::shuffle_from(var, (int)details::nth_lane(mask_, r >= delta ? r - delta : r), mask_);
    }
    template <class T> T shfl_down(T var, unsigned delta) const {
        unsigned r = (unsigned)thread_rank(), n = (unsigned)size();
        return ::hs_detail::shuffle_from(var, (int)details::nth_lane(mask_, r + delta < n ? r + delta : r), mask_);
    }
    unsigned long long ballot(int pred) const { /* bit i for the thread of group rank i */
        uint64_t lanes = ::hs_detail::ballot_of(pred, mask_), out = 0;
        unsigned i = 0;
        for (uint64_t s = mask_; s; s &= s - 1, i++)
            if ((lanes >> __builtin_ctzll(s)) & 1)
                out |= 1ull << i;
        return out;
    }
    int any(int pred) const { return ::hs_detail::ballot_of(pred, mask_) != 0; }
    int all(int pred) const { return ::hs_detail::ballot_of(pred, mask_) == mask_; }
    template <class T> unsigned long long match_any(T v) const { return ::hs_detail::match_any_of(v, mask_); }
    template <class T> unsigned long long match_all(T v, int &pred) const {
        return ::hs_detail::match_all_of(v, &pred, mask_);
    }
    template <class T, class Op> T hs_collective(T v, Op op, details::wide_kind k) const {
        return details::narrow_collective(v, mask_, op, k);
    }
    template <class T> T hs_read_rank(T v, unsigned src_rank) const { return shfl(v, (int)src_rank); }
};
/* The lanes executing the call together (in a branch, the lanes that took it), found as
 * __activemask finds them; inlined so that the call site identifies the branch. */
__attribute__((always_inline)) inline coalesced_group coalesced_threads()
{
    return coalesced_group(::hs_warp_converge());
}

/* ---- free functions ---- */
template <class G> inline void sync(const G &g) { g.sync(); }
template <class G> inline unsigned long long group_size(const G &g) { return g.size(); }
template <class G> inline unsigned long long thread_rank(const G &g) { return g.thread_rank(); }

template <class G, class T, class Op> inline T reduce(const G &g, T val, Op op) {
    return g.hs_collective(val, op, details::W_REDUCE);
}
template <class G, class T, class Op> inline T inclusive_scan(const G &g, T val, Op op) {
    return g.hs_collective(val, op, details::W_INCL);
}
template <class G, class T> inline T inclusive_scan(const G &g, T val) {
    return g.hs_collective(val, plus<T>(), details::W_INCL);
}
template <class G, class T, class Op> inline T exclusive_scan(const G &g, T val, Op op) {
    return g.hs_collective(val, op, details::W_EXCL);
}
template <class G, class T> inline T exclusive_scan(const G &g, T val) {
    return g.hs_collective(val, plus<T>(), details::W_EXCL);
}

/* invoke_one: the group's rank-0 thread calls fn; invoke_one_broadcast also hands the result to
 * every thread of the group (a collective). */
template <class G, class Fn, class... Args> inline void invoke_one(const G &g, Fn &&fn, Args &&...args) {
    if (g.thread_rank() == 0)
        fn(std::forward<Args>(args)...);
}
template <class G, class Fn, class... Args>
inline auto invoke_one_broadcast(const G &g, Fn &&fn, Args &&...args) -> decltype(fn(std::forward<Args>(args)...)) {
    using R = decltype(fn(std::forward<Args>(args)...));
    R r{};
    if (g.thread_rank() == 0)
        r = fn(std::forward<Args>(args)...);
    return g.hs_read_rank(r, 0);
}

} // namespace cooperative_groups

#endif
