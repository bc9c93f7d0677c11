// ipc.hip - IPC memory and event handles between two processes: the parent exports a device
// allocation and an interprocess event recorded after a kernel, and re-executes itself; the
// child opens both, makes its stream wait for the parent's record, adds to the memory with a
// kernel and records the event; the parent synchronizes with the child's record and sees the
// child's writes. Also the errors: opening in the exporting process, a small allocation, an
// event made without hipEventInterprocess.
#include "hs_test.h"
#include <cstring>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

__global__ void fill(int *p, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v + i;
}

__global__ void bump(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += 1000;
}

static const int n = 1 << 16;

static std::string hex(const void *p, size_t k)
{
    std::string s;
    char b[3];
    for (size_t i = 0; i < k; i++) {
        std::snprintf(b, sizeof b, "%02x", ((const unsigned char *)p)[i]);
        s += b;
    }
    return s;
}

static void unhex(const char *s, void *p, size_t k)
{
    for (size_t i = 0; i < k; i++) {
        unsigned v;
        std::sscanf(s + 2 * i, "%2x", &v);
        ((unsigned char *)p)[i] = (unsigned char)v;
    }
}

static int child(const char *mh, const char *eh)
{
    hipIpcMemHandle_t m;
    hipIpcEventHandle_t e;
    unhex(mh, &m, sizeof m);
    unhex(eh, &e, sizeof e);
    int *p = nullptr;
    hipEvent_t ev;
    OK(hipIpcOpenMemHandle((void **)&p, m, hipIpcMemLazyEnablePeerAccess));
    OK(hipIpcOpenEventHandle(&ev, e));
    hipStream_t s;
    OK(hipStreamCreate(&s));
    OK(hipStreamWaitEvent(s, ev, 0));
    bump<<<n / 256, 256, 0, s>>>(p, n);
    OK(hipEventRecord(ev, s));
    OK(hipStreamSynchronize(s));
    CHECK_EQ(p[5], 1000 + 7 + 5);
    CHECK_HIP(hipFree(p), hipErrorInvalidValue);
    hipGetLastError();
    OK(hipIpcCloseMemHandle(p));
    OK(hipEventDestroy(ev));
    OK(hipStreamDestroy(s));
    return hs_test_done("ipc child");
}

int main(int argc, char **argv)
{
    if (argc == 4 && !std::strcmp(argv[1], "child"))
        return child(argv[2], argv[3]);
    int *d, *small;
    OK(hipMalloc(&d, n * sizeof(int)));
    OK(hipMalloc(&small, 64));
    hipEvent_t ev, plain;
    OK(hipEventCreateWithFlags(&ev, hipEventInterprocess | hipEventDisableTiming));
    OK(hipEventCreate(&plain));
    fill<<<n / 256, 256>>>(d, n, 7);
    hipIpcMemHandle_t mh;
    hipIpcEventHandle_t eh;
    OK(hipIpcGetMemHandle(&mh, d));   // moves the allocation onto a shared file: contents kept
    CHECK_EQ(d[5], 12);
    OK(hipEventRecord(ev, 0));
    OK(hipIpcGetEventHandle(&eh, ev));
    CHECK_HIP(hipIpcGetMemHandle(&mh, small), hipErrorInvalidValue);
    hipIpcEventHandle_t bad;
    CHECK_HIP(hipIpcGetEventHandle(&bad, plain), hipErrorInvalidConfiguration);
    void *same;
    CHECK_HIP(hipIpcOpenMemHandle(&same, mh, 0), hipErrorInvalidContext);
    hipGetLastError();

    std::fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        std::string a = hex(&mh, sizeof mh), b = hex(&eh, sizeof eh);
        execl("/proc/self/exe", argv[0], "child", a.c_str(), b.c_str(), (char *)nullptr);
        _exit(127);
    }
    int status = 0;
    CHECK(pid > 0 && waitpid(pid, &status, 0) == pid);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    OK(hipEventSynchronize(ev));   // the child's record
    OK(hipEventQuery(ev));
    int bad_values = 0;
    for (int i = 0; i < n; i++)
        bad_values += d[i] != 1000 + 7 + i;
    CHECK_EQ(bad_values, 0);
    OK(hipEventDestroy(ev));
    OK(hipEventDestroy(plain));
    OK(hipFree(d));
    OK(hipFree(small));
    return hs_test_done("ipc");
}
