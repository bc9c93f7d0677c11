// N-body simulation of a small cluster (float on the device, double on the host). Float results
// depend on rounding and operation order, so the program checks them against the host within a
// tolerance and prints only facts that hold on any correct implementation.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "nbody.cuh"

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));   \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

int main() {
    const int n = 300, steps = 8;
    const float dt = 0.001f;
    std::vector<float4> pos(n);
    std::vector<float3> vel(n);
    std::vector<double> hpos(3 * n), hvel(3 * n, 0.0), mass(n);
    unsigned s = 31337u;
    auto rnd = [&s]() {
        s = s * 1664525u + 1013904223u;
        return (float)((s >> 8) & 0xffff) / 65536.0f - 0.5f;  // multiples of 2^-16: exact
    };
    for (int i = 0; i < n; ++i) {
        float x = rnd(), y = rnd(), z = rnd();
        float m = 0.5f + (float)(i % 4) * 0.25f;
        pos[i] = make_float4(x, y, z, m / n);
        vel[i] = make_float3(0, 0, 0);
        hpos[3 * i] = x;
        hpos[3 * i + 1] = y;
        hpos[3 * i + 2] = z;
        mass[i] = (double)(m / n);
    }
    float4 *d_pos;
    float3 *d_vel;
    CUDA_CHECK(cudaMalloc(&d_pos, n * sizeof(float4)));
    CUDA_CHECK(cudaMalloc(&d_vel, n * sizeof(float3)));
    CUDA_CHECK(cudaMemcpy(d_pos, pos.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_vel, vel.data(), n * sizeof(float3), cudaMemcpyHostToDevice));
    for (int k = 0; k < steps; ++k) {
        nbody_step(d_pos, d_vel, n, dt);
        nbody_step_host(hpos.data(), hvel.data(), mass.data(), n, dt);
    }
    CUDA_CHECK(cudaMemcpy(pos.data(), d_pos, n * sizeof(float4), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(vel.data(), d_vel, n * sizeof(float3), cudaMemcpyDeviceToHost));
    double max_dpos = 0, max_dvel = 0, vscale = 0, px = 0, py = 0, pz = 0, ptot = 0;
    for (int i = 0; i < n; ++i) {
        const float p[3] = {pos[i].x, pos[i].y, pos[i].z};
        const float v[3] = {vel[i].x, vel[i].y, vel[i].z};
        for (int c = 0; c < 3; ++c) {
            max_dpos = fmax(max_dpos, fabs(p[c] - hpos[3 * i + c]));
            max_dvel = fmax(max_dvel, fabs(v[c] - hvel[3 * i + c]));
            vscale = fmax(vscale, fabs(hvel[3 * i + c]));
        }
        px += mass[i] * v[0];
        py += mass[i] * v[1];
        pz += mass[i] * v[2];
        ptot += mass[i] * sqrt((double)v[0] * v[0] + (double)v[1] * v[1] + (double)v[2] * v[2]);
    }
    bool pos_ok = max_dpos < 1e-5, vel_ok = max_dvel < 1e-3 * vscale + 1e-6;
    bool momentum_ok = fabs(px) + fabs(py) + fabs(pz) < 1e-3 * ptot;  // pairwise forces cancel
    printf("%d bodies, %d steps\n", n, steps);
    printf("positions match host: %s\nvelocities match host: %s\nmomentum conserved: %s\n",
           pos_ok ? "yes" : "no", vel_ok ? "yes" : "no", momentum_ok ? "yes" : "no");
    CUDA_CHECK(cudaFree(d_pos));
    CUDA_CHECK(cudaFree(d_vel));
    if (!pos_ok || !vel_ok || !momentum_ok) {
        printf("FAIL: max |dpos| %g, max |dvel| %g (scale %g)\n", max_dpos, max_dvel, vscale);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
