#include <cuda_runtime.h>
#define USE_X_SEEN 1
