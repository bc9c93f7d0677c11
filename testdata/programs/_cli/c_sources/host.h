#ifndef HOST_H
#define HOST_H
#ifdef __cplusplus
extern "C" {
#endif
float *host_upload(const float *x, int n);
int host_check(float *d, int n);
#ifdef __cplusplus
}
#endif
#endif
