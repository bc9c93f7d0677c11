/* nccl.h - parse-prelude stub of the NCCL header (shipped with CUDA 13): NCCL's declarations. */
#pragma once
/* the header's include guard, which user code may test */
#ifndef NCCL_H_
#define NCCL_H_
#endif
#include <cuda_runtime.h>
#include "generated/cu2hip_lib_nccl.h"
