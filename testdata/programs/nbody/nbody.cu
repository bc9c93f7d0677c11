// nbody.cu - device and host n-body steps declared in nbody.cuh.
#include "nbody.cuh"
#include <cmath>
#include <cstdio>
#include <cstdlib>

__device__ float3 body_body(float4 bi, float4 bj, float3 acc) {
    float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
    float dist2 = dot(r, r) + NBODY_SOFTENING * NBODY_SOFTENING;
    float inv = rsqrtf(dist2);
    float inv3 = inv * inv * inv;
    return acc + r * (bj.w * inv3);
}

__global__ void accelerate(const float4 *pos, float3 *vel, int n, float dt) {
    __shared__ float4 tile[NBODY_TILE];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 me = i < n ? pos[i] : make_float4(0, 0, 0, 0);
    float3 acc = make_float3(0, 0, 0);
    for (int base = 0; base < n; base += NBODY_TILE) {
        int j = base + threadIdx.x;
        tile[threadIdx.x] = j < n ? pos[j] : make_float4(0, 0, 0, 0);  // mass 0: no force
        __syncthreads();
        for (int k = 0; k < NBODY_TILE; ++k) acc = body_body(me, tile[k], acc);
        __syncthreads();
    }
    if (i < n) vel[i] = vel[i] + acc * dt;
}

__global__ void integrate(float4 *pos, const float3 *vel, int n, float dt) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 p = pos[i];
        float3 v = vel[i];
        pos[i] = make_float4(p.x + v.x * dt, p.y + v.y * dt, p.z + v.z * dt, p.w);
    }
}

void nbody_step(float4 *d_pos, float3 *d_vel, int n, float dt) {
    int blocks = (n + NBODY_TILE - 1) / NBODY_TILE;
    accelerate<<<blocks, NBODY_TILE>>>(d_pos, d_vel, n, dt);
    integrate<<<blocks, NBODY_TILE>>>(d_pos, d_vel, n, dt);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) {
        fprintf(stderr, "nbody_step: %s\n", cudaGetErrorString(e));
        printf("FAIL: launch\n");
        exit(1);
    }
}

void nbody_step_host(double *pos, double *vel, const double *mass, int n, double dt) {
    double eps2 = (double)NBODY_SOFTENING * NBODY_SOFTENING;
    for (int i = 0; i < n; ++i) {
        double a[3] = {0, 0, 0};
        for (int j = 0; j < n; ++j) {
            double r[3] = {pos[3 * j] - pos[3 * i], pos[3 * j + 1] - pos[3 * i + 1], pos[3 * j + 2] - pos[3 * i + 2]};
            double d2 = r[0] * r[0] + r[1] * r[1] + r[2] * r[2] + eps2;
            double inv3 = 1.0 / (d2 * std::sqrt(d2));
            for (int c = 0; c < 3; ++c) a[c] += r[c] * mass[j] * inv3;
        }
        for (int c = 0; c < 3; ++c) vel[3 * i + c] += a[c] * dt;
    }
    for (int i = 0; i < 3 * n; ++i) pos[i] += vel[i] * dt;
}
