/* cuda/cu2hip_cuda_sync.h - parse-prelude declarations of libcu++'s (CCCL's) asynchronous
 * barrier and pipeline (<cuda/barrier>, <cuda/pipeline>): thread scopes, cuda::barrier and init,
 * cuda::pipeline with its shared state and roles, make_pipeline, aligned_size_t and the
 * memcpy_async overloads, with the names, template parameters and parameter lists of CCCL's
 * headers (CUDA 13) and documentation; members are declared, not defined. For parsing only. */
#ifndef CU2HIP_CUDA_SYNC_H
#define CU2HIP_CUDA_SYNC_H
#pragma clang system_header
#include <cu2hip_prelude.h>
#include <chrono>
#include <cstddef>
#include <cstdint>

namespace cuda {
enum thread_scope {
    thread_scope_system = 0,
    thread_scope_device = 1,
    thread_scope_block = 2,
    thread_scope_thread = 10
};

template <::std::size_t _Alignment>
struct aligned_size_t {
    static constexpr ::std::size_t align = _Alignment;
    ::std::size_t value;
    __host__ __device__ explicit constexpr aligned_size_t(::std::size_t __size) : value(__size) {}
    __host__ __device__ constexpr operator ::std::size_t() const { return value; }
};

enum class async_contract_fulfillment { none, async };

struct __empty_completion {
    __host__ __device__ void operator()() noexcept;
};

template <thread_scope _Sco, class _CompletionF = __empty_completion>
class barrier {
public:
    class arrival_token {};
    barrier() = default;
    barrier(const barrier &) = delete;
    barrier &operator=(const barrier &) = delete;
    __host__ __device__ barrier(::std::ptrdiff_t __expected, _CompletionF __completion = _CompletionF());
    __host__ __device__ arrival_token arrive(::std::ptrdiff_t __update = 1);
    __host__ __device__ void wait(arrival_token &&__token) const;
    __host__ __device__ void arrive_and_wait();
    __host__ __device__ void arrive_and_drop();
    __host__ __device__ static constexpr ::std::ptrdiff_t max() noexcept;
};

template <thread_scope _Sco, class _CompletionF>
__host__ __device__ void init(barrier<_Sco, _CompletionF> *__b, ::std::ptrdiff_t __expected);
template <thread_scope _Sco, class _CompletionF>
__host__ __device__ void init(barrier<_Sco, _CompletionF> *__b, ::std::ptrdiff_t __expected, _CompletionF __completion);

enum class pipeline_role { producer, consumer };

template <thread_scope _Scope, ::std::uint8_t _Stages_count>
class pipeline_shared_state {
public:
    pipeline_shared_state() = default;
    pipeline_shared_state(const pipeline_shared_state &) = delete;
    pipeline_shared_state(pipeline_shared_state &&) = delete;
    pipeline_shared_state &operator=(pipeline_shared_state &&) = delete;
    pipeline_shared_state &operator=(const pipeline_shared_state &) = delete;
};

template <thread_scope _Scope>
class pipeline {
public:
    pipeline(pipeline &&) = default;
    pipeline(const pipeline &) = delete;
    pipeline &operator=(pipeline &&) = delete;
    pipeline &operator=(const pipeline &) = delete;
    __host__ __device__ ~pipeline();
    __host__ __device__ bool quit();
    __host__ __device__ void producer_acquire();
    __host__ __device__ void producer_commit();
    __host__ __device__ void consumer_wait();
    template <class _Rep, class _Period>
    __host__ __device__ bool consumer_wait_for(const ::std::chrono::duration<_Rep, _Period> &__duration);
    template <class _Clock, class _Duration>
    __host__ __device__ bool consumer_wait_until(const ::std::chrono::time_point<_Clock, _Duration> &__time_point);
    __host__ __device__ void consumer_release();
};

__host__ __device__ pipeline<thread_scope_thread> make_pipeline();
template <class _Group, thread_scope _Scope, ::std::uint8_t _Stages_count>
__host__ __device__ pipeline<_Scope> make_pipeline(const _Group &__group, pipeline_shared_state<_Scope, _Stages_count> *__shared_state);
template <class _Group, thread_scope _Scope, ::std::uint8_t _Stages_count>
__host__ __device__ pipeline<_Scope> make_pipeline(const _Group &__group, pipeline_shared_state<_Scope, _Stages_count> *__shared_state,
                                                   ::std::size_t __producer_count);
template <class _Group, thread_scope _Scope, ::std::uint8_t _Stages_count>
__host__ __device__ pipeline<_Scope> make_pipeline(const _Group &__group, pipeline_shared_state<_Scope, _Stages_count> *__shared_state,
                                                   pipeline_role __role);
template <::std::uint8_t _Prior>
__host__ __device__ void pipeline_consumer_wait_prior(pipeline<thread_scope_thread> &__pipeline);
template <thread_scope _Scope>
__host__ __device__ void pipeline_producer_commit(pipeline<thread_scope_thread> &__pipeline, barrier<_Scope> &__barrier);

/* memcpy_async: the shape is a size_t or an aligned_size_t (CCCL's documentation: Shape) */
template <class _Group, class _Tp, class _Shape, thread_scope _Sco, class _CompF>
__host__ __device__ async_contract_fulfillment memcpy_async(const _Group &__group, _Tp *__destination, const _Tp *__source,
                                                            _Shape __size, barrier<_Sco, _CompF> &__barrier);
template <class _Tp, class _Shape, thread_scope _Sco, class _CompF>
__host__ __device__ async_contract_fulfillment memcpy_async(_Tp *__destination, const _Tp *__source, _Shape __size,
                                                            barrier<_Sco, _CompF> &__barrier);
template <class _Group, class _Shape, thread_scope _Sco, class _CompF>
__host__ __device__ async_contract_fulfillment memcpy_async(const _Group &__group, void *__destination, const void *__source,
                                                            _Shape __size, barrier<_Sco, _CompF> &__barrier);
template <class _Shape, thread_scope _Sco, class _CompF>
__host__ __device__ async_contract_fulfillment memcpy_async(void *__destination, const void *__source, _Shape __size,
                                                            barrier<_Sco, _CompF> &__barrier);
template <class _Group, class _Tp, class _Shape, thread_scope _Scope>
__host__ __device__ async_contract_fulfillment memcpy_async(const _Group &__group, _Tp *__destination, const _Tp *__source,
                                                            _Shape __size, pipeline<_Scope> &__pipeline);
template <class _Tp, class _Shape, thread_scope _Scope>
__host__ __device__ async_contract_fulfillment memcpy_async(_Tp *__destination, const _Tp *__source, _Shape __size,
                                                            pipeline<_Scope> &__pipeline);
template <class _Group, class _Shape, thread_scope _Scope>
__host__ __device__ async_contract_fulfillment memcpy_async(const _Group &__group, void *__destination, const void *__source,
                                                            _Shape __size, pipeline<_Scope> &__pipeline);
template <class _Shape, thread_scope _Scope>
__host__ __device__ async_contract_fulfillment memcpy_async(void *__destination, const void *__source, _Shape __size,
                                                            pipeline<_Scope> &__pipeline);
} // namespace cuda
#endif
