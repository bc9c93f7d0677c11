// config.hip - what the run-time settings of hipshim-cc(1)'s ENVIRONMENT do, printed for the tests
// of cmake/tests-hipshim-core.cmake to hold against the man page: the warp size
// (HIPSHIM_WARP_SIZE) as the device and a kernel see it, the multiprocessors and the worker
// threads hipInit starts (HIPSHIM_WORKERS; by default the cores the process may run on), and
// whether a kernel's lowered form is used (HIPSHIM_LOWER).
#include "hs_test.h"
#include <dirent.h>
#include <sched.h>

__global__ void warp_size_of(int *out) { out[0] = warpSize; }
__global__ void with_lowered_form(int *out) { out[1] = 1; }
static void lowered_form() {}

static int os_threads()
{
    int n = 0;
    if (DIR *d = opendir("/proc/self/task")) {
        while (dirent *e = readdir(d))
            n += e->d_name[0] != '.';
        closedir(d);
    }
    return n;
}

int main()
{
    int before = os_threads();
    OK(hipInit(0));
    int workers = os_threads() - before;
    hipDeviceProp_t p;
    OK(hipGetDeviceProperties(&p, 0));
    int *o;
    OK(hipMallocManaged(&o, 2 * sizeof(int)));
    hipLaunchKernelGGL(warp_size_of, dim3(1), dim3(1), 0, 0, o);
    OK(hipDeviceSynchronize());
    cpu_set_t set;
    CHECK_EQ(sched_getaffinity(0, sizeof set, &set), 0);
    hs_register_lowered(reinterpret_cast<const void *>(with_lowered_form),
                        reinterpret_cast<const void *>(lowered_form));
    std::printf("warp size %d (kernel %d)\n", p.warpSize, o[0]);
    std::printf("multiprocessors %d, worker threads %d, cores %d\n", p.multiProcessorCount, workers,
                CPU_COUNT(&set));
    if (p.multiProcessorCount == workers && workers == CPU_COUNT(&set))
        std::printf("one worker per core\n");
    std::printf("lowered forms %s\n",
                hs_lowered_find(reinterpret_cast<const void *>(with_lowered_form)) ? "used" : "not used");
    return hs_test_done("config");
}
