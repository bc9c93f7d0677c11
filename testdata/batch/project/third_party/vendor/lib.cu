// Vendored code: excluded from the migration.
#include <cuda_runtime.h>
void vendor_init() { cudaSetDevice(0); }
