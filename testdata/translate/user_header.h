// user_header.h - a project header (not translated here: only user_header.cu is given) that
// declares names the CUDA rule table knows: a macro, a member and a namespace member.
#pragma once
int my_sync(void);
#define cudaDeviceSynchronize() my_sync()
struct Pool {
    int cudaMalloc(void **p, unsigned long n);
};
namespace mine {
inline int cudaFree(void *p) { (void)p; return 0; }
}
