// rtc.hip - hipRTC (hs_rtc.c): a source string compiled at run time by hipshim-cc --genco and
// run through the module API: headers given by name, options (-D, -I via headers, ignored GPU
// options, unknown ones refused), the program log of a failing compile naming the program, name
// expressions and their lowered names, a static __constant__ set by the host, -fgpu-rdc objects
// linked by hiprtcLink*, quoted includes next to the program's path and in the working
// directory, and errors.
#include "hs_test.h"

#include <hip/hiprtc.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

#define RTC(expr) CHECK_EQ((expr), HIPRTC_SUCCESS)

static const char *src = R"(
#include "scale.h"
extern "C" __global__ void saxpy(float a, const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] * SCALE + y[i] + OFFSET;
}
template <typename T, int N> __global__ void addn(T *p)
{
    p[threadIdx.x] += (T)N;
}
namespace ns { __device__ int flag = 5; }
__global__ void warps(int *out)
{
    unsigned long long b = __ballot(1);
    if (threadIdx.x == 0) *out = __popcll(b) + ns::flag * 1000;
}
static __constant__ float coef[4];
extern "C" __global__ void scaled(float *out)
{
    out[threadIdx.x] = coef[threadIdx.x] * 2;
}
)";

static std::string log_of(hiprtcProgram p)
{
    size_t n = 0;
    RTC(hiprtcGetProgramLogSize(p, &n));
    std::string s(n, '\0');
    RTC(hiprtcGetProgramLog(p, &s[0]));
    CHECK(n >= 1 && s[n - 1] == 0);
    s.resize(n ? n - 1 : 0);
    return s;
}

int main()
{
    int major = 0, minor = 0;
    RTC(hiprtcVersion(&major, &minor));
    CHECK(major >= 6);
    CHECK(!std::strcmp(hiprtcGetErrorString(HIPRTC_ERROR_COMPILATION), "HIPRTC_ERROR_COMPILATION"));

    const char *hdr = "#define SCALE 2.0f\n";
    const char *hname = "scale.h";
    hiprtcProgram p;
    RTC(hiprtcCreateProgram(&p, src, "saxpy.cu", 1, &hdr, &hname));
    RTC(hiprtcAddNameExpression(p, "addn<int, 3>"));
    RTC(hiprtcAddNameExpression(p, "&ns::flag"));
    RTC(hiprtcAddNameExpression(p, "warps"));
    const char *lowered;
    CHECK_EQ(hiprtcGetLoweredName(p, "warps", &lowered), HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION);
    const char *opts[] = { "--gpu-architecture=sm_90", "-DOFFSET=1.0f", "-std=c++14", "-lineinfo",
                           "--use_fast_math", "-arch", "sm_80", "-default-device" };
    RTC(hiprtcCompileProgram(p, 8, opts));
    CHECK_EQ(hiprtcAddNameExpression(p, "late"), HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION);
    const char *l_addn, *l_flag, *l_warps;
    RTC(hiprtcGetLoweredName(p, "addn<int, 3>", &l_addn));
    RTC(hiprtcGetLoweredName(p, "&ns::flag", &l_flag));
    RTC(hiprtcGetLoweredName(p, "warps", &l_warps));
    CHECK(!std::strcmp(l_addn, "_Z4addnIiLi3EEvPT_"));
    CHECK(!std::strcmp(l_flag, "_ZN2ns4flagE"));
    CHECK(!std::strcmp(l_warps, "_Z5warpsPi"));
    CHECK_EQ(hiprtcGetLoweredName(p, "addn<int, 4>", &lowered), HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID);

    size_t n = 0;
    RTC(hiprtcGetCodeSize(p, &n));
    CHECK(n > 1000);
    std::string code(n, '\0');
    RTC(hiprtcGetCode(p, &code[0]));
    size_t bn = 0;
    RTC(hiprtcGetBitcodeSize(p, &bn));   // the code object itself without -fgpu-rdc
    CHECK_EQ(bn, n);
    hipModule_t m;
    OK(hipModuleLoadData(&m, code.data()));
    hipFunction_t saxpy, addn, warps;
    OK(hipModuleGetFunction(&saxpy, m, "saxpy"));
    OK(hipModuleGetFunction(&addn, m, l_addn));
    OK(hipModuleGetFunction(&warps, m, l_warps));
    float *x, *y;
    OK(hipMallocManaged(&x, 64 * sizeof(float)));
    OK(hipMallocManaged(&y, 64 * sizeof(float)));
    for (int i = 0; i < 64; i++) {
        x[i] = (float)i;
        y[i] = 1;
    }
    float a = 0.5f;
    int cnt = 64;
    void *args[] = { &a, &x, &y, &cnt };
    OK(hipModuleLaunchKernel(saxpy, 2, 1, 1, 32, 1, 1, 0, nullptr, args, nullptr));
    OK(hipDeviceSynchronize());
    CHECK(y[10] == 0.5f * 10 * 2 + 1 + 1);
    int *ip;
    OK(hipMallocManaged(&ip, 64 * sizeof(int)));
    for (int i = 0; i < 64; i++)
        ip[i] = i;
    void *aa[] = { &ip };
    OK(hipModuleLaunchKernel(addn, 1, 1, 1, 64, 1, 1, 0, nullptr, aa, nullptr));
    OK(hipDeviceSynchronize());
    CHECK_EQ(ip[5], 8);
    hipDeviceptr_t flag;
    size_t fsz = 0;
    OK(hipModuleGetGlobal(&flag, &fsz, m, l_flag));
    CHECK_EQ(fsz, sizeof(int));
    void *wa[] = { &ip };
    OK(hipModuleLaunchKernel(warps, 1, 1, 1, 64, 1, 1, 0, nullptr, wa, nullptr));
    OK(hipDeviceSynchronize());
    int ws = 0;
    OK(hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, 0));
    CHECK_EQ(ip[0], 5000 + ws);
    // a static __constant__ the source only reads: the host sets it by name (binomialOptions_nvrtc)
    hipDeviceptr_t coef;
    size_t csz = 0;
    OK(hipModuleGetGlobal(&coef, &csz, m, "coef"));
    CHECK_EQ(csz, 4 * sizeof(float));
    const float cv[4] = { 1, 2, 3, 4 };
    OK(hipMemcpyHtoD(coef, (void *)cv, sizeof cv));
    hipFunction_t scaled;
    OK(hipModuleGetFunction(&scaled, m, "scaled"));
    void *sa[] = { &y };
    OK(hipModuleLaunchKernel(scaled, 1, 1, 1, 4, 1, 1, 0, nullptr, sa, nullptr));
    OK(hipDeviceSynchronize());
    CHECK(y[0] == 2 && y[1] == 4 && y[2] == 6 && y[3] == 8);
    OK(hipModuleUnload(m));
    RTC(hiprtcDestroyProgram(&p));   // the lowered names were the program's until here
    CHECK(p == nullptr);

    // a failing compile: the log names the program and the line
    hiprtcProgram bad;
    RTC(hiprtcCreateProgram(&bad, "__global__ void k(int *p) {\n  *p = undeclared;\n}\n", "bad.cu", 0,
                            nullptr, nullptr));
    CHECK_EQ(hiprtcCompileProgram(bad, 0, nullptr), HIPRTC_ERROR_COMPILATION);
    std::string log = log_of(bad);
    CHECK(log.find("bad.cu:2:") != std::string::npos);
    CHECK(log.find("undeclared") != std::string::npos);
    CHECK(log.find("hiprtc.") == std::string::npos);   // no temporary paths
    CHECK_EQ(hiprtcGetCodeSize(bad, &n), HIPRTC_ERROR_INVALID_PROGRAM);
    // an unknown option
    const char *unknown[] = { "--no-such-option" };
    CHECK_EQ(hiprtcCompileProgram(bad, 1, unknown), HIPRTC_ERROR_INVALID_OPTION);
    CHECK(log_of(bad).find("--no-such-option") != std::string::npos);
    RTC(hiprtcDestroyProgram(&bad));

    // separate compilation: two -fgpu-rdc objects linked into one code object
    hiprtcProgram pa, pb;
    RTC(hiprtcCreateProgram(&pa, "__device__ int twice(int v) { return 2 * v; }\n", "a.cu", 0, nullptr, nullptr));
    RTC(hiprtcCreateProgram(&pb, "__device__ int twice(int v);\n"
                                 "extern \"C\" __global__ void use(int *p) { p[threadIdx.x] = twice(p[threadIdx.x]); }\n",
                            "b.cu", 0, nullptr, nullptr));
    const char *rdc[] = { "-fgpu-rdc" };
    RTC(hiprtcCompileProgram(pa, 1, rdc));
    RTC(hiprtcCompileProgram(pb, 1, rdc));
    hiprtcLinkState ls;
    RTC(hiprtcLinkCreate(0, nullptr, nullptr, &ls));
    for (hiprtcProgram q : { pa, pb }) {
        size_t bn = 0;
        RTC(hiprtcGetBitcodeSize(q, &bn));
        std::string bc(bn, '\0');
        RTC(hiprtcGetBitcode(q, &bc[0]));
        RTC(hiprtcLinkAddData(ls, HIPRTC_JIT_INPUT_LLVM_BITCODE, &bc[0], bn, "x", 0, nullptr, nullptr));
    }
    void *bin = nullptr;
    size_t bsz = 0;
    RTC(hiprtcLinkComplete(ls, &bin, &bsz));
    hipModule_t lm;
    OK(hipModuleLoadData(&lm, bin));
    hipFunction_t use;
    OK(hipModuleGetFunction(&use, lm, "use"));
    OK(hipModuleLaunchKernel(use, 1, 1, 1, 64, 1, 1, 0, nullptr, aa, nullptr));
    OK(hipDeviceSynchronize());
    CHECK_EQ(ip[0], 2 * (5000 + ws));
    CHECK_EQ(ip[3], 2 * (3 + 3));
    OK(hipModuleUnload(lm));
    RTC(hiprtcLinkDestroy(ls));
    RTC(hiprtcDestroyProgram(&pa));
    RTC(hiprtcDestroyProgram(&pb));

    // a quoted include next to the program its name gives as a path, and one in the working
    // directory (as NVRTC finds them; cuda-samples' kernels include their *_common.h so)
    char tdir[] = "/tmp/rtc-inc.XXXXXX";
    CHECK(mkdtemp(tdir) != nullptr);
    std::string sub = std::string(tdir) + "/kernels";
    CHECK(mkdir(sub.c_str(), 0700) == 0);
    FILE *hf = std::fopen((sub + "/near.h").c_str(), "w");
    CHECK(hf && std::fputs("#define NEAR 40\n", hf) >= 0 && std::fclose(hf) == 0);
    hf = std::fopen((std::string(tdir) + "/here.h").c_str(), "w");
    CHECK(hf && std::fputs("#define HERE 2\n", hf) >= 0 && std::fclose(hf) == 0);
    char old_cwd[4096];
    CHECK(getcwd(old_cwd, sizeof old_cwd) != nullptr);
    CHECK(chdir(tdir) == 0);
    hiprtcProgram pi;
    RTC(hiprtcCreateProgram(&pi, "#include \"near.h\"\n#include \"here.h\"\n"
                                 "extern \"C\" __global__ void inc_k(int *p) { *p = NEAR + HERE; }\n",
                            "./kernels/inc_k.cu", 0, nullptr, nullptr));
    RTC(hiprtcCompileProgram(pi, 0, nullptr));
    CHECK(chdir(old_cwd) == 0);
    size_t isz = 0;
    RTC(hiprtcGetCodeSize(pi, &isz));
    std::string icode(isz, '\0');
    RTC(hiprtcGetCode(pi, &icode[0]));
    hipModule_t im;
    OK(hipModuleLoadData(&im, icode.data()));
    hipFunction_t ik;
    OK(hipModuleGetFunction(&ik, im, "inc_k"));
    void *iargs[] = { &ip };
    OK(hipModuleLaunchKernel(ik, 1, 1, 1, 1, 1, 1, 0, nullptr, iargs, nullptr));
    OK(hipDeviceSynchronize());
    CHECK_EQ(ip[0], 42);
    OK(hipModuleUnload(im));
    RTC(hiprtcDestroyProgram(&pi));
    std::remove((sub + "/near.h").c_str());
    std::remove((std::string(tdir) + "/here.h").c_str());
    rmdir(sub.c_str());
    rmdir(tdir);

    CHECK_EQ(hiprtcCreateProgram(nullptr, src, "x", 0, nullptr, nullptr), HIPRTC_ERROR_INVALID_INPUT);
    CHECK_EQ(hiprtcCompileProgram(nullptr, 0, nullptr), HIPRTC_ERROR_INVALID_PROGRAM);
    return hs_test_done("rtc");
}
