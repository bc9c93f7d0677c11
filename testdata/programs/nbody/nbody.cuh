// nbody.cuh - all-pairs gravitational n-body step (nbody.cu), GPU Gems 3 style tiles of bodies
// staged through shared memory.
#pragma once
#include "vec3.cuh"

#define NBODY_TILE 64
#define NBODY_SOFTENING 0.01f

// pos.w holds the mass. One step of leapfrog-like Euler integration with time step dt.
void nbody_step(float4 *d_pos, float3 *d_vel, int n, float dt);

// Same computation on the host, in double precision, for checking.
void nbody_step_host(double *pos, double *vel, const double *mass, int n, double dt);
