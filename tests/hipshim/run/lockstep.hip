// Lockstep points (HIPSHIM_LOCKSTEP, hs_lockstep_yield): between two points every lane of a warp
// that takes part runs one segment, in turn, so the tickets lanes draw in a segment all come
// before those of the next segment. Checked with lanes that never enter (a divergent branch; at
// warp size 64 `lane < 32` splits a wavefront), lanes that leave half-way (return: nobody waits
// for them), lanes not started yet (no barrier before) and lanes released by a barrier, several
// warps at once; afterwards a ballot and a barrier still see exactly the running lanes, and
// HIPSHIM_LOCKSTEP_READ reads before any lane writes.
#include <hip/hip_runtime.h>
#include <cstdio>

#define BLOCK 128
#define STEPS 4

__device__ bool takes_part(unsigned lane, int shape) {
    switch (shape) {
    case 0: return true;
    case 1: return lane < 32;        // half a wavefront at warp size 64, all of a warp at 32
    case 2: return lane % 3 != 0;
    default: return lane % 2 == 1;
    }
}

// ticket[step][t]: order in which lane t ran its step-th segment, per warp; -1: not run
__global__ void tickets(int shape, int barrier_first, int *ticket, int *ballots) {
    __shared__ int counter[BLOCK];
    unsigned t = threadIdx.x, lane = t % warpSize, warp = t / warpSize;
    if (lane == 0) counter[warp] = 0;
    for (int s = 0; s < STEPS; ++s) ticket[s * BLOCK + t] = -1;
    if (barrier_first) __syncthreads();   // else lanes start as the first ones yield
    if (takes_part(lane, shape)) {
        HIPSHIM_LOCKSTEP();
        for (int s = 0; s < STEPS; ++s) {
            ticket[s * BLOCK + t] = atomicAdd(&counter[warp], 1);
            HIPSHIM_LOCKSTEP();
            if (s == 1 && lane % 5 == 4) return;   // leaves: the others go on
        }
    }
    unsigned long long b = __ballot(1);
    __syncthreads();
    if (lane == 0) ballots[warp] = __popcll(b);
}

// Hillis-Steele scan with reads before writes: in lockstep, s[t - d] is read before lane t - d
// adds to it
__global__ void scan(int *out) {
    __shared__ int s[BLOCK];
    int t = threadIdx.x, lane = t % 32;
    s[t] = t % 7 + 1;
    HIPSHIM_LOCKSTEP();
    for (int d = 1; d < 32; d <<= 1) {
        if (lane >= d) {
            s[t] += HIPSHIM_LOCKSTEP_READ(s[t - d]);
            HIPSHIM_LOCKSTEP();
        } else {
            HIPSHIM_LOCKSTEP();
            HIPSHIM_LOCKSTEP();
        }
    }
    out[t] = s[t];
}

static bool leaves(unsigned lane) { return lane % 5 == 4; }

static bool host_takes_part(unsigned lane, int shape) {
    switch (shape) {
    case 0: return true;
    case 1: return lane < 32;
    case 2: return lane % 3 != 0;
    default: return lane % 2 == 1;
    }
}

int main() {
    int ws = 0;
    hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, 0);
    int *dt, *db, *ds, h[STEPS * BLOCK], hb[BLOCK], hs[BLOCK];
    hipMalloc(&dt, sizeof h);
    hipMalloc(&db, sizeof hb);
    hipMalloc(&ds, sizeof hs);
    int bad = 0;
    for (int shape = 0; shape < 4; ++shape)
        for (int first = 0; first < 2; ++first) {
            hipLaunchKernelGGL(tickets, dim3(2), dim3(BLOCK), 0, 0, shape, first, dt, db);
            hipMemcpy(h, dt, sizeof h, hipMemcpyDeviceToHost);
            hipMemcpy(hb, db, sizeof hb, hipMemcpyDeviceToHost);
            for (int w = 0; w < BLOCK / ws; ++w) {
                int lo = 0, alive = 0;
                for (int s = 0; s < STEPS; ++s) {
                    int n = 0;   // lanes running segment s
                    for (int l = 0; l < ws; ++l)
                        n += host_takes_part(l, shape) && (s < 2 || !leaves(l));
                    for (int l = 0; l < ws; ++l) {
                        int v = h[s * BLOCK + w * ws + l];
                        bool in = host_takes_part(l, shape) && (s < 2 || !leaves(l));
                        if (in ? v < lo || v >= lo + n : v != -1) {
                            if (bad++ < 5)
                                printf("shape %d barrier %d warp %d step %d lane %d: ticket %d, want %s [%d, %d)\n",
                                       shape, first, w, s, l, v, in ? "in" : "-1 not", lo, lo + n);
                        }
                    }
                    lo += n;
                }
                for (int l = 0; l < ws; ++l) alive += !(host_takes_part(l, shape) && leaves(l));
                if (hb[w] != alive && bad++ < 5)
                    printf("shape %d barrier %d warp %d: ballot of %d lanes, want %d\n", shape, first, w, hb[w], alive);
            }
        }
    hipLaunchKernelGGL(scan, dim3(1), dim3(BLOCK), 0, 0, ds);
    hipMemcpy(hs, ds, sizeof hs, hipMemcpyDeviceToHost);
    for (int t = 0; t < BLOCK; ++t) {
        int want = 0;
        for (int k = t - t % 32; k <= t; ++k) want += k % 7 + 1;
        if (hs[t] != want && bad++ < 10) printf("scan %d: %d, want %d\n", t, hs[t], want);
    }
    if (bad) {
        printf("lockstep: %d wrong\n", bad);
        return 1;
    }
    printf("lockstep: ok\n");
    return 0;
}
