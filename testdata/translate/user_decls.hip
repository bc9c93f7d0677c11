// Names that only look like CUDA APIs: members, designated initializers, user functions and
// variables, qualified names. Only the real API uses are renamed.
#include <hip/hip_runtime.h>

struct Allocator {
    int cudaMalloc;                 // a member named like the API
    int (*cudaFree)(void *);
};

namespace mylib {
int cudaGetDeviceCount(int *n) { *n = 1; return 0; }
}

static int cudaDeviceReset(int flags) { return flags; }   // user overload: stays

int main()
{
    Allocator a = {.cudaMalloc = 1, .cudaFree = nullptr};
    Allocator *pa = &a;
    a.cudaMalloc = 2;
    pa->cudaMalloc += 3;
    int n = 0;
    mylib::cudaGetDeviceCount(&n);
    ::hipGetDeviceCount(&n);      // the real API
    hipGetDeviceCount(&n);
    int cudaSuccess_count = 0;     // a longer identifier is a different name
    int cudaMemcpyKind = 3;        // a local variable named like an enum type
    cudaMemcpyKind += cudaSuccess_count;
    cudaDeviceReset(1);            // the user's overload
    hipDeviceReset();             // the API
    void *p;
    hipError_t e = hipMalloc(&p, 16);
    return e == hipSuccess ? cudaMemcpyKind : 0;
}
