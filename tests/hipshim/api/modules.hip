// modules.hip - the module API over a code object that hipshim-cc --genco built from
// module_kernels.hip (argv[1]) (hs_module.c, hs_module.hpp, hipshim-chevrons --module): loads
// from a file and from memory, functions by C name, mangled name and source name, launches with
// kernelParams and with a packed argument buffer, globals, shared memory and warp functions in
// module kernels, function attributes, unloading, and the images and handles it must refuse.
#include "hs_test.h"

#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

__global__ void prog_kernel(int *p, int v) { *p = v * 3; }

static std::vector<char> slurp(const char *path)
{
    std::ifstream f(path, std::ios::binary);
    return std::vector<char>(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

static int read_int(const int *d)
{
    int v = 0;
    OK(hipMemcpy(&v, d, sizeof v, hipMemcpyDeviceToHost));
    return v;
}

static void launches(hipModule_t m)
{
    unsigned count = 0;
    OK(hipModuleGetFunctionCount(&count, m));
    CHECK_EQ(count, 7);   // axpy, fill<int>, fill<double>, mixed, blocksum, hidden, internal_k

    // kernelParams; a __constant__ read and a __device__ atomic in the kernel
    hipFunction_t axpy;
    OK(hipModuleGetFunction(&axpy, m, "axpy"));
    const int n = 100;
    float *x, *y;
    OK(hipMallocManaged(&x, n * sizeof(float)));
    OK(hipMallocManaged(&y, n * sizeof(float)));
    for (int i = 0; i < n; i++) {
        x[i] = (float)i;
        y[i] = 1;
    }
    float a = 3;
    int nn = n;
    void *args[] = { &a, &x, &y, &nn };
    OK(hipModuleLaunchKernel(axpy, 4, 1, 1, 32, 1, 1, 0, nullptr, args, nullptr));
    OK(hipDeviceSynchronize());
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += y[i] != 3.0f * i * 2.0f + 1;
    CHECK_EQ(bad, 0);
    hipDeviceptr_t hits;
    size_t bytes = 0;
    OK(hipModuleGetGlobal(&hits, &bytes, m, "hits"));
    CHECK_EQ(bytes, sizeof(int));
    int h = 0;
    OK(hipMemcpyDtoH(&h, hits, sizeof h));
    CHECK_EQ(h, 1);
    // a __constant__ written by the program changes what the kernel computes
    hipDeviceptr_t scale;
    OK(hipModuleGetGlobal(&scale, &bytes, m, "scale"));
    CHECK_EQ(bytes, sizeof(float));
    float half = 0.5f;
    OK(hipMemcpyHtoD(scale, &half, sizeof half));
    y[10] = 0;
    OK(hipModuleLaunchKernel(axpy, 4, 1, 1, 32, 1, 1, 0, nullptr, args, nullptr));
    OK(hipDeviceSynchronize());
    CHECK(y[10] == 15.0f);
    OK(hipFree(x));
    OK(hipFree(y));

    // mangled names of template instantiations; the packed buffer of HIP_LAUNCH_PARAM_*
    hipFunction_t fi, fd;
    OK(hipModuleGetFunction(&fi, m, "_Z4fillIiEvPT_S0_i"));
    OK(hipModuleGetFunction(&fd, m, "_Z4fillIdEvPT_S0_i"));
    CHECK(fi != fd);
    int *ip;
    OK(hipMalloc(&ip, 64 * sizeof(int)));
    struct { int *p; int v; int n; } pk = { ip, 7, 64 };
    size_t psz = sizeof pk;
    void *extra[] = { HIP_LAUNCH_PARAM_BUFFER_POINTER, &pk, HIP_LAUNCH_PARAM_BUFFER_SIZE, &psz,
                      HIP_LAUNCH_PARAM_END };
    OK(hipModuleLaunchKernel(fi, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra));
    int out[64];
    OK(hipMemcpy(out, ip, sizeof out, hipMemcpyDeviceToHost));
    CHECK_EQ(out[0], 7);
    CHECK_EQ(out[63], 70);
    // a buffer shorter than the parameters, both forms at once, no size: refused
    size_t short_sz = sizeof pk - 4;
    void *shortx[] = { HIP_LAUNCH_PARAM_BUFFER_POINTER, &pk, HIP_LAUNCH_PARAM_BUFFER_SIZE,
                       &short_sz, HIP_LAUNCH_PARAM_END };
    CHECK_HIP(hipModuleLaunchKernel(fi, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, shortx),
              hipErrorInvalidValue);
    // a buffer larger than the parameters (and than their struct's tail padding) too, as in CUDA
    size_t long_sz = sizeof pk + 8;
    void *longx[] = { HIP_LAUNCH_PARAM_BUFFER_POINTER, &pk, HIP_LAUNCH_PARAM_BUFFER_SIZE,
                      &long_sz, HIP_LAUNCH_PARAM_END };
    CHECK_HIP(hipModuleLaunchKernel(fi, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, longx),
              hipErrorInvalidValue);
    // hipDrvLaunchKernelEx: the configuration, the buffer, a cooperative attribute
    OK(hipMemset(ip, 0, 64 * sizeof(int)));
    hipLaunchAttribute coop_attr{};
    coop_attr.id = hipLaunchAttributeCooperative;
    coop_attr.val.cooperative = 1;
    HIP_LAUNCH_CONFIG cfg{};
    cfg.gridDimX = cfg.gridDimY = cfg.gridDimZ = 1;
    cfg.blockDimX = 64;
    cfg.blockDimY = cfg.blockDimZ = 1;
    cfg.attrs = &coop_attr;
    cfg.numAttrs = 1;
    OK(hipDrvLaunchKernelEx(&cfg, fi, nullptr, extra));
    OK(hipMemcpy(out, ip, sizeof out, hipMemcpyDeviceToHost));
    CHECK_EQ(out[0], 7);
    CHECK_EQ(out[63], 70);
    CHECK_HIP(hipDrvLaunchKernelEx(&cfg, fi, nullptr, longx), hipErrorInvalidValue);
    hipLaunchAttribute bad_attr{};
    bad_attr.id = (hipLaunchAttributeID)99;
    cfg.attrs = &bad_attr;
    CHECK_HIP(hipDrvLaunchKernelEx(&cfg, fi, nullptr, extra), hipErrorInvalidValue);
    CHECK_HIP(hipDrvLaunchKernelEx(nullptr, fi, nullptr, extra), hipErrorInvalidValue);
    void *iargs[] = { &ip, &pk.v, &pk.n };
    CHECK_HIP(hipModuleLaunchKernel(fi, 1, 1, 1, 64, 1, 1, 0, nullptr, iargs, extra),
              hipErrorInvalidValue);
    void *nosize[] = { HIP_LAUNCH_PARAM_BUFFER_POINTER, &pk, HIP_LAUNCH_PARAM_END };
    CHECK_HIP(hipModuleLaunchKernel(fi, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, nosize),
              hipErrorInvalidValue);

    // the driver API's layout: each argument at the next offset aligned for its type
    hipFunction_t mixed;
    OK(hipModuleGetFunction(&mixed, m, "mixed"));
    double *dp;
    OK(hipMalloc(&dp, sizeof(double)));
    unsigned char buf[32] = { 0 };
    char c = 5;
    double d = 0.25;
    int k = 2;
    std::memcpy(buf + 0, &c, 1);
    std::memcpy(buf + 8, &d, 8);
    std::memcpy(buf + 16, &k, 4);
    std::memcpy(buf + 24, &dp, 8);
    size_t bsz = sizeof buf;
    void *mx[] = { HIP_LAUNCH_PARAM_BUFFER_POINTER, buf, HIP_LAUNCH_PARAM_BUFFER_SIZE, &bsz,
                   HIP_LAUNCH_PARAM_END };
    OK(hipModuleLaunchKernel(mixed, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, mx));
    double r = 0;
    OK(hipMemcpy(&r, dp, sizeof r, hipMemcpyDeviceToHost));
    CHECK(r == 5 + 0.25 * 2 + 3.5);
    OK(hipFree(dp));

    // static and dynamic shared memory and a ballot at this warp size, on a stream
    hipFunction_t bs;
    OK(hipModuleGetFunction(&bs, m, "blocksum"));
    int *in, *sums, *lanes;
    OK(hipMallocManaged(&in, 2 * 256 * sizeof(int)));
    OK(hipMallocManaged(&sums, 2 * sizeof(int)));
    OK(hipMallocManaged(&lanes, 2 * sizeof(int)));
    for (int i = 0; i < 512; i++)
        in[i] = i;
    hipStream_t s;
    OK(hipStreamCreate(&s));
    void *bargs[] = { &in, &sums, &lanes };
    OK(hipModuleLaunchKernel(bs, 2, 1, 1, 256, 1, 1, 256 * sizeof(int), s, bargs, nullptr));
    OK(hipStreamSynchronize(s));
    CHECK_EQ(sums[0], 255 * 256 / 2);
    CHECK_EQ(sums[1], 511 * 512 / 2 - 255 * 256 / 2);
    int ws = 0;
    OK(hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, 0));
    CHECK_EQ(lanes[0], ws / 2 * 100 + ws);
    // past the launch bound; dynamic shared memory past the device's
    CHECK_HIP(hipModuleLaunchKernel(bs, 1, 1, 1, 512, 1, 1, 0, s, bargs, nullptr),
              hipErrorLaunchFailure);
    CHECK_HIP(hipModuleLaunchKernel(bs, 1, 1, 1, 256, 1, 1, 1u << 30, s, bargs, nullptr),
              hipErrorInvalidValue);
    (void)hipGetLastError();
    int v = 0;
    OK(hipFuncGetAttribute(&v, HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, bs));
    CHECK_EQ(v, 256);
    OK(hipFuncGetAttribute(&v, HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, axpy));
    CHECK_EQ(v, 1024);
    int grid = 0, block = 0;
    OK(hipModuleOccupancyMaxPotentialBlockSize(&grid, &block, bs, 0, 0));
    CHECK(block >= 1 && block <= 256);
    OK(hipStreamDestroy(s));
    OK(hipFree(in));
    OK(hipFree(sums));
    OK(hipFree(lanes));

    // kernels with internal linkage, by their source names
    hipFunction_t hid, ik;
    OK(hipModuleGetFunction(&hid, m, "hidden"));
    OK(hipModuleGetFunction(&ik, m, "internal_k"));
    int *p;
    OK(hipMalloc(&p, sizeof(int)));
    void *pa[] = { &p };
    OK(hipModuleLaunchKernel(hid, 1, 1, 1, 1, 1, 1, 0, nullptr, pa, nullptr));
    CHECK_EQ(read_int(p), 4242);
    int iv = 77;
    void *ia[] = { &p, &iv };
    OK(hipModuleLaunchKernel(ik, 1, 1, 1, 1, 1, 1, 0, nullptr, ia, nullptr));
    CHECK_EQ(read_int(p), 77);
    hipDeviceptr_t lo;
    size_t lo_bytes = 0;
    OK(hipModuleGetGlobal(&lo, &lo_bytes, m, "local_offset"));
    CHECK_EQ(lo_bytes, 2 * sizeof(int));
    int lo_v[2] = { 0, 1000 };
    OK(hipMemcpyHtoD(lo, lo_v, sizeof lo_v));
    OK(hipModuleLaunchKernel(ik, 1, 1, 1, 1, 1, 1, 0, nullptr, ia, nullptr));
    CHECK_EQ(read_int(p), 1077);
    OK(hipMemcpyDtoH(lo_v, lo, sizeof lo_v));
    CHECK_EQ(lo_v[0], 77);
    CHECK_HIP(hipModuleGetGlobal(&lo, &lo_bytes, m, "local_offse"), hipErrorNotFound);
    hipGetLastError();
    OK(hipFree(p));
    OK(hipFree(ip));

    hipFunction_t none;
    CHECK_HIP(hipModuleGetFunction(&none, m, "no_such_kernel"), hipErrorNotFound);
    CHECK_HIP(hipModuleGetFunction(&none, m, "hits"), hipErrorNotFound);   // a variable
    CHECK_HIP(hipModuleGetGlobal(&hits, &bytes, m, "axpy"), hipErrorNotFound);   // a function
    CHECK_HIP(hipModuleGetGlobal(&hits, &bytes, m, "nothing"), hipErrorNotFound);
    hipDeviceptr_t tp;
    OK(hipModuleGetGlobal(&tp, &bytes, m, "table"));
    CHECK_EQ(bytes, 4 * sizeof(double));
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: modules CODE-OBJECT\n");
        return 2;
    }
    hipModule_t m;
    OK(hipModuleLoad(&m, argv[1]));
    launches(m);

    // a second load of the same image is another module, with its own globals
    std::vector<char> image = slurp(argv[1]);
    CHECK(image.size() > 1000);
    hipModule_t m2;
    OK(hipModuleLoadData(&m2, image.data()));
    CHECK(m2 != m);
    hipDeviceptr_t h1, h2;
    OK(hipModuleGetGlobal(&h1, nullptr, m, "hits"));
    OK(hipModuleGetGlobal(&h2, nullptr, m2, "hits"));
    CHECK(h1 != h2);
    int hv = -1;
    OK(hipMemcpyDtoH(&hv, h2, sizeof hv));
    CHECK_EQ(hv, 0);
    launches(m2);

    // JIT options: their logs are empty
    char log[64] = "stale";
    hipJitOption opts[] = { hipJitOptionInfoLogBuffer, hipJitOptionInfoLogBufferSizeBytes };
    void *vals[] = { log, (void *)(uintptr_t)sizeof log };
    hipModule_t m3;
    OK(hipModuleLoadDataEx(&m3, image.data(), 2, opts, vals));
    CHECK_EQ(log[0], 0);
    hipFunction_t f3;
    OK(hipModuleGetFunction(&f3, m3, "axpy"));

    // libraries: from memory and from a file, their kernels, unloading
    hipLibrary_t lib, lib2;
    hipLibraryOption lopt = hipLibraryBinaryIsPreserved;
    void *lval = nullptr;
    OK(hipLibraryLoadData(&lib, image.data(), nullptr, nullptr, 0, &lopt, &lval, 1));
    OK(hipLibraryLoadFromFile(&lib2, argv[1], opts, vals, 2, nullptr, nullptr, 0));
    unsigned kcount = 0;
    OK(hipLibraryGetKernelCount(&kcount, lib));
    CHECK_EQ(kcount, 7);
    hipKernel_t kern;
    OK(hipLibraryGetKernel(&kern, lib2, "_Z4fillIiEvPT_S0_i"));
    int *lp;
    OK(hipMalloc(&lp, 64 * sizeof(int)));
    int lv = 3, ln = 64;
    void *largs[] = { &lp, &lv, &ln };
    OK(hipModuleLaunchKernel((hipFunction_t)kern, 1, 1, 1, 64, 1, 1, 0, nullptr, largs, nullptr));
    CHECK_EQ(read_int(lp + 5), 8);
    OK(hipFree(lp));
    CHECK_HIP(hipLibraryGetKernel(&kern, lib, "no_such_kernel"), hipErrorNotFound);
    lopt = (hipLibraryOption)7;
    CHECK_HIP(hipLibraryLoadData(&lib, image.data(), nullptr, nullptr, 0, &lopt, &lval, 1),
              hipErrorInvalidValue);
    CHECK_HIP(hipLibraryLoadFromFile(&lib2, "/nonexistent/code.co", nullptr, nullptr, 0, nullptr,
                                     nullptr, 0), hipErrorFileNotFound);
    OK(hipLibraryUnload(lib));
    OK(hipLibraryUnload(lib2));
    CHECK_HIP(hipLibraryUnload(lib2), hipErrorInvalidResourceHandle);
    CHECK_HIP(hipLibraryGetKernelCount(&kcount, lib), hipErrorInvalidResourceHandle);

    // unloading: the module and its functions are gone; the others stay
    OK(hipModuleUnload(m2));
    CHECK_HIP(hipModuleUnload(m2), hipErrorInvalidResourceHandle);
    hipFunction_t f;
    CHECK_HIP(hipModuleGetFunction(&f, m2, "axpy"), hipErrorInvalidResourceHandle);
    OK(hipModuleGetFunction(&f, m, "axpy"));

    // a kernel of the program (one it has launched) as a function handle
    int *pp;
    OK(hipMalloc(&pp, sizeof(int)));
    prog_kernel<<<1, 1>>>(pp, 0);
    hipFunction_t pf;
    OK(hipGetFuncBySymbol(&pf, (const void *)prog_kernel));
    int pv = 14;
    void *pargs[] = { &pp, &pv };
    OK(hipModuleLaunchKernel(pf, 1, 1, 1, 1, 1, 1, 0, nullptr, pargs, nullptr));
    CHECK_EQ(read_int(pp), 42);
    OK(hipFree(pp));
    int dummy;
    CHECK_HIP(hipGetFuncBySymbol(&pf, &dummy), hipErrorInvalidDeviceFunction);

    // images that are not hipshim code objects, and files that do not exist
    hipModule_t bad;
    CHECK_HIP(hipModuleLoad(&bad, "/nonexistent/code.co"), hipErrorFileNotFound);
    CHECK_HIP(hipModuleLoad(&bad, argv[0]), hipErrorInvalidImage);   // a program, not a code object
    const char ptx[] = "//\n// Generated by NVIDIA NVVM Compiler\n.version 8.0\n.target sm_90\n";
    CHECK_HIP(hipModuleLoadData(&bad, ptx), hipErrorInvalidImage);
    std::vector<char> junk(4096, 'x');
    CHECK_HIP(hipModuleLoadData(&bad, junk.data()), hipErrorInvalidImage);
    CHECK_HIP(hipModuleLoadData(&bad, nullptr), hipErrorInvalidValue);
    CHECK_HIP(hipModuleLaunchKernel(nullptr, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr),
              hipErrorInvalidResourceHandle);

    // hipDeviceReset unloads every module
    OK(hipDeviceReset());
    CHECK_HIP(hipModuleGetFunction(&f, m, "axpy"), hipErrorInvalidResourceHandle);
    CHECK_HIP(hipModuleLaunchKernel(f3, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr),
              hipErrorInvalidResourceHandle);
    CHECK_HIP(hipModuleUnload(m3), hipErrorInvalidResourceHandle);
    return hs_test_done("modules");
}
