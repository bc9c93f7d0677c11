// limits.hip - limits that hipshim-cc(1) states, as a program compiled by hipshim-cc meets them
// (when one stops holding, the man page must change with it):
//  - the threads of a block run one after another until they wait: a thread that spins on a
//    flag set by a later thread of its block never sees it;
//  - so lanes of a warp are not in lockstep: warp-synchronous code that trades data through
//    shared memory without __syncwarp sees the other lanes' writes in lane order (the classic
//    warp reduction gives a wrong sum), unless it has lockstep points (HIPSHIM_LOCKSTEP_READ,
//    HIPSHIM_LOCKSTEP, as cu2hip --lower-kernels inserts them), which make it right;
//  - blocks of a regular launch start in order: a block may wait for a lower-numbered one.
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void spin(volatile int *flag, int *seen)
{
    if (threadIdx.x == 1) {
        *flag = 1;
        return;
    }
    int s = 0;
    for (long i = 0; i < 1000000 && !s; i++)
        s = *flag;
    *seen = s;
}

#define PLAIN_STEP(o) s[t] += s[t + (o)]
#define LOCKSTEP_STEP(o) { s[t] += HIPSHIM_LOCKSTEP_READ(s[t + (o)]); HIPSHIM_LOCKSTEP(); }

__global__ void warp_sum(int *out, int lockstep)
{
    __shared__ volatile int s[64];
    unsigned t = threadIdx.x;
    s[t] = (int)t;
    __syncthreads();
    if (t < 32) {   // no __syncwarp: the lanes are assumed to run in lockstep
        if (lockstep) {
            HIPSHIM_LOCKSTEP();
            LOCKSTEP_STEP(32); LOCKSTEP_STEP(16); LOCKSTEP_STEP(8);
            LOCKSTEP_STEP(4); LOCKSTEP_STEP(2); LOCKSTEP_STEP(1);
        } else {
            PLAIN_STEP(32); PLAIN_STEP(16); PLAIN_STEP(8);
            PLAIN_STEP(4); PLAIN_STEP(2); PLAIN_STEP(1);
        }
    }
    __syncthreads();
    if (t == 0)
        *out = s[0];
}

__global__ void chain(volatile int *done, int *order)
{
    unsigned b = blockIdx.x;
    if (threadIdx.x != 0)
        return;
    if (b > 0)
        while (!done[b - 1]) {
        }
    order[b] = (int)b;
    __threadfence();
    done[b] = 1;
}

int main()
{
    int bad = 0, *m;
    const int nblocks = 256;
    if (hipMallocManaged(&m, (4 + 2 * nblocks) * sizeof(int)) != hipSuccess)
        return 1;
    for (int i = 0; i < 4 + 2 * nblocks; i++)
        m[i] = 0;
    hipLaunchKernelGGL(spin, dim3(1), dim3(2), 0, 0, m, m + 1);
    hipDeviceSynchronize();
    if (m[0] != 1 || m[1] != 0) {
        std::printf("limits: a spin on a later thread of the block saw its flag (%d %d)\n", m[0], m[1]);
        bad = 1;
    }
    hipLaunchKernelGGL(warp_sum, dim3(1), dim3(64), 0, 0, m + 2, 0);
    hipLaunchKernelGGL(warp_sum, dim3(1), dim3(64), 0, 0, m + 3, 1);
    hipDeviceSynchronize();
    if (m[2] == 2016 || m[3] != 2016) {
        std::printf("limits: warp reduction without / with lockstep points: %d / %d (2016)\n", m[2], m[3]);
        bad = 1;
    }
    hipLaunchKernelGGL(chain, dim3(nblocks), dim3(32), 0, 0, m + 4, m + 4 + nblocks);
    hipDeviceSynchronize();
    for (int b = 0; b < nblocks; b++)
        if (m[4 + nblocks + b] != b) {
            std::printf("limits: block %d of the chain did not run\n", b);
            bad = 1;
            break;
        }
    if (!bad)
        std::printf("limits: ok (without lockstep points the warp sum is %d)\n", m[2]);
    return bad;
}
