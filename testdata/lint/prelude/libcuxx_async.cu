// Prelude: libcu++'s asynchronous barrier and pipeline (<cuda/barrier>, <cuda/pipeline>) as
// shared-memory staging kernels use them, cuda::std's function objects, and thrust::swap found
// by argument-dependent lookup on device pointers.
#include <cooperative_groups.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/std/functional>
#include <cuda/std/type_traits>
#include <thrust/device_ptr.h>
#include <thrust/swap.h>
namespace cg = cooperative_groups;

__global__ void stage_sum(const float *in, float *out, int n)
{
    __shared__ float tile[256];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    if (threadIdx.x == 0) init(&bar, blockDim.x);
    __syncthreads();
    cuda::memcpy_async(&tile[threadIdx.x], &in[blockIdx.x * 256 + threadIdx.x], sizeof(float), bar);
    bar.arrive_and_wait();
    auto token = bar.arrive();
    bar.wait(std::move(token));
    out[blockIdx.x * 256 + threadIdx.x] = cuda::std::identity{}(tile[threadIdx.x]);
}

template <int STAGES>
__global__ void pipelined_copy(const float4 *in, float4 *out, int n)
{
    __shared__ float4 buf[STAGES][128];
    const auto shape = cuda::aligned_size_t<alignof(float4)>(sizeof(float4));
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    for (int s = 0; s < STAGES; s++) {
        pipe.producer_acquire();
        cuda::memcpy_async(&buf[s][threadIdx.x], &in[s * 128 + threadIdx.x], shape, pipe);
        pipe.producer_commit();
    }
    cuda::pipeline_consumer_wait_prior<STAGES - 1>(pipe);
    pipe.consumer_wait();
    out[threadIdx.x] = buf[0][threadIdx.x];
    pipe.consumer_release();

    auto block = cg::this_thread_block();
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
    const auto role = threadIdx.x < 64 ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer;
    auto shared_pipe = cuda::make_pipeline(block, &state, role);
    shared_pipe.producer_acquire();
    cuda::memcpy_async(block, &buf[0][0], &in[0], sizeof(float4) * 128, shared_pipe);
    shared_pipe.producer_commit();
}

int main()
{
    static_assert(cuda::std::is_same<cuda::std::plus<int>, std::plus<int>>::value, "cuda::std mirrors std");
    float *a = nullptr, *b = nullptr;
    thrust::device_ptr<float> pa(a), pb(b);
    swap(pa, pb);
    stage_sum<<<1, 256>>>(a, b, 256);
    pipelined_copy<2><<<1, 128>>>(nullptr, nullptr, 0);
    return cuda::std::is_pointer<float *>::valuee;   // expect: parse
}
