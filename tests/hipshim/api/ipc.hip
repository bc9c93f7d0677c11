// ipc.hip - IPC memory and event handles between two processes: the parent exports a device
// allocation and an interprocess event recorded after a kernel, and re-executes itself; the
// child opens both, makes its stream wait for the parent's record, adds to the memory with a
// kernel and records the event; the parent synchronizes with the child's record and sees the
// child's writes. Also the errors: opening in the exporting process, a small allocation, an
// event made without hipEventInterprocess. And memory pools shared the same way: the parent
// exports a shareable pool and a pointer of it, the child imports both, adds to the memory and
// frees its mapping in stream order; the pools and pointers that cannot be exported.
#include "hs_test.h"
#include <cstring>
#include <string>
#include <fcntl.h>
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

// The pool's shareable handle (a file descriptor the parent holds) as SCM_RIGHTS would bring it,
// then its pointer: imported, bumped, freed in stream order.
static void child_pool(const char *pool_fd, const char *ph)
{
    char path[64];
    std::snprintf(path, sizeof path, "/proc/%d/fd/%s", (int)getppid(), pool_fd);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    CHECK(fd >= 0);
    hipMemPool_t pool;
    OK(hipMemPoolImportFromShareableHandle(&pool, (void *)(uintptr_t)fd,
                                           hipMemHandleTypePosixFileDescriptor, 0));
    close(fd);
    hipMemPoolPtrExportData data;
    unhex(ph, &data, sizeof data);
    int *p = nullptr;
    OK(hipMemPoolImportPointer((void **)&p, pool, &data));
    CHECK_EQ(p[5], 3 + 5);
    hipStream_t s;
    OK(hipStreamCreate(&s));
    bump<<<n / 256, 256, 0, s>>>(p, n);
    OK(hipStreamSynchronize(s));
    void *own;
    CHECK_HIP(hipMallocFromPoolAsync(&own, 64, pool, s), hipErrorInvalidValue);
    hipMemPoolPtrExportData junk = data;
    junk.reserved[0] ^= 0xff;
    void *q;
    CHECK_HIP(hipMemPoolImportPointer(&q, pool, &junk), hipErrorInvalidValue);
    hipGetLastError();
    OK(hipFreeAsync(p, s));
    OK(hipStreamSynchronize(s));
    OK(hipMemPoolDestroy(pool));
    OK(hipStreamDestroy(s));
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
    if (argc == 6 && !std::strcmp(argv[1], "child")) {
        child_pool(argv[4], argv[5]);
        return child(argv[2], argv[3]);
    }
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

    // a pool whose memory other processes can map: its handle and a pointer exported
    hipMemPoolProps props{};
    props.allocType = hipMemAllocationTypePinned;
    props.handleTypes = hipMemHandleTypePosixFileDescriptor;
    props.location.type = hipMemLocationTypeDevice;
    hipMemPool_t pool, plain_pool;
    OK(hipMemPoolCreate(&pool, &props));
    props.handleTypes = hipMemHandleTypeNone;
    OK(hipMemPoolCreate(&plain_pool, &props));
    int *pd, *plain_pd;
    OK(hipMallocFromPoolAsync((void **)&pd, n * sizeof(int), pool, 0));
    OK(hipMallocFromPoolAsync((void **)&plain_pd, 256, plain_pool, 0));
    fill<<<n / 256, 256>>>(pd, n, 3);
    OK(hipDeviceSynchronize());
    int pool_fd = -1;
    OK(hipMemPoolExportToShareableHandle(&pool_fd, pool, hipMemHandleTypePosixFileDescriptor, 0));
    CHECK(pool_fd >= 0);
    hipMemPoolPtrExportData pdata;
    OK(hipMemPoolExportPointer(&pdata, pd));
    int no_fd;
    CHECK_HIP(hipMemPoolExportToShareableHandle(&no_fd, plain_pool, hipMemHandleTypePosixFileDescriptor, 0),
              hipErrorInvalidValue);
    CHECK_HIP(hipMemPoolExportPointer(&pdata, plain_pd), hipErrorInvalidValue);
    CHECK_HIP(hipMemPoolExportPointer(&pdata, d), hipErrorInvalidValue);
    OK(hipMemPoolExportPointer(&pdata, pd));
    hipGetLastError();

    std::fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        std::string a = hex(&mh, sizeof mh), b = hex(&eh, sizeof eh);
        std::string c = std::to_string(pool_fd), e = hex(&pdata, sizeof pdata);
        execl("/proc/self/exe", argv[0], "child", a.c_str(), b.c_str(), c.c_str(), e.c_str(),
              (char *)nullptr);
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
    for (int i = 0; i < n; i++)
        bad_values += pd[i] != 1000 + 3 + i;
    CHECK_EQ(bad_values, 0);
    close(pool_fd);
    OK(hipFreeAsync(pd, 0));
    OK(hipFreeAsync(plain_pd, 0));
    OK(hipDeviceSynchronize());
    OK(hipMemPoolDestroy(pool));
    OK(hipMemPoolDestroy(plain_pool));
    OK(hipEventDestroy(ev));
    OK(hipEventDestroy(plain));
    OK(hipFree(d));
    OK(hipFree(small));
    return hs_test_done("ipc");
}
