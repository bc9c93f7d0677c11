/* thrust/swap.h - parse-prelude stub: see cu2hip_thrust.h. Ownership: core translator area. */
#pragma once
#include <thrust/cu2hip_thrust.h>
