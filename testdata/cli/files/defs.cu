#include "defs.h"
#if USE_X
int x = cudaSuccess;
#endif
