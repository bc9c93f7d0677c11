/* cooperative_groups/memcpy_async.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: declared in cooperative_groups.h. */
#ifndef CU2HIP_STUB_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H
#define CU2HIP_STUB_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H
#pragma clang system_header
#include <cu2hip_prelude.h>
#include <cooperative_groups.h>
#endif
