/* hip/hip_runtime.h - parse stub used only when cu2hip re-reads its own output in prelude mode
 * (idempotency): it names no HIP API, so HIP identifiers stay as they are. */
#ifndef CU2HIP_STUB_HIP_RUNTIME_H
#define CU2HIP_STUB_HIP_RUNTIME_H
#pragma clang system_header
#include <cu2hip_prelude.h>
#endif
