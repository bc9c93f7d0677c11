/* thrust/system_error.h - parse-prelude stub: see cu2hip_thrust.h. */
#pragma once
#include <thrust/cu2hip_thrust.h>
