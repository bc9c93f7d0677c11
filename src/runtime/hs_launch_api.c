/* hs_launch_api.c - the launch calls that restate hipLaunchKernel in other forms: the legacy
 * configure/setup-argument/launch-by-pointer sequence, hipLaunchKernelExC's configuration with
 * attributes (and hipDrvLaunchKernelEx's, a module function's), and the multi-device cooperative
 * launch (one device here). All of them end in hipLaunchKernel or hipLaunchCooperativeKernel
 * (hs_exec.c) or a module function's launch (hs_module.c), so validation and errors are theirs.
 * Ownership: the legacy sequence's configuration and argument bytes are thread-local (as HIP's
 * are per thread), the bytes in a fixed buffer; nothing is allocated. */
#include <string.h>

#include "hs_internal.h"

/* hipConfigureCall's pending launches: a stack, as in HIP (a nested configure is allowed) */
#define HS_CFG_DEPTH 8
#define HS_ARG_BYTES 4096
#define HS_ARG_MAX 256
typedef struct hs_cfg {
    dim3 grid, block;
    size_t shm;
    hipStream_t stream;
    size_t nargs;
    size_t off[HS_ARG_MAX];
    alignas(max_align_t) unsigned char bytes[HS_ARG_BYTES];
} hs_cfg;
static _Thread_local hs_cfg hs_cfgs[HS_CFG_DEPTH];
static _Thread_local unsigned hs_ncfg;

hipError_t hipConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem, hipStream_t stream)
{
    if (hs_ncfg == HS_CFG_DEPTH) HS_RETURN(hipErrorInvalidConfiguration);
    hs_cfg *c = &hs_cfgs[hs_ncfg++];
    c->grid = gridDim;
    c->block = blockDim;
    c->shm = sharedMem;
    c->stream = stream;
    c->nargs = 0;
    return hipSuccess;
}

hipError_t hipSetupArgument(const void *arg, size_t size, size_t offset)
{
    if (!hs_ncfg) HS_RETURN(hipErrorInvalidConfiguration);
    hs_cfg *c = &hs_cfgs[hs_ncfg - 1];
    if (!arg || offset + size > HS_ARG_BYTES || offset + size < offset || c->nargs == HS_ARG_MAX)
        HS_RETURN(hipErrorInvalidValue);
    memcpy(c->bytes + offset, arg, size);
    c->off[c->nargs++] = offset;
    return hipSuccess;
}

hipError_t hipLaunchByPtr(const void *func)
{
    if (!hs_ncfg) HS_RETURN(hipErrorInvalidConfiguration);
    hs_cfg *c = &hs_cfgs[--hs_ncfg];
    void *argv[HS_ARG_MAX];
    for (size_t i = 0; i < c->nargs; i++)
        argv[i] = c->bytes + c->off[i];
    return hipLaunchKernel(func, c->grid, c->block, argv, c->shm, c->stream);
}

static int hs_launch_attrs(const hipLaunchAttribute *attrs, unsigned int n, int *coop)
{
    if (n && !attrs) return 0;
    for (unsigned i = 0; i < n; i++) {
        switch (attrs[i].id) {
        case hipLaunchAttributeCooperative: *coop = attrs[i].val.cooperative != 0; break;
        case hipLaunchAttributeAccessPolicyWindow:   /* no L2 to steer on a CPU */
        case hipLaunchAttributeSynchronizationPolicy:
        case hipLaunchAttributePriority: break;
        default: return 0;
        }
    }
    return 1;
}

hipError_t hipLaunchKernelExC(const hipLaunchConfig_t *config, const void *fPtr, void **args)
{
    int coop = 0;
    if (!config || !hs_launch_attrs(config->attrs, config->numAttrs, &coop))
        HS_RETURN(hipErrorInvalidValue);
    if (coop)
        return hipLaunchCooperativeKernel(fPtr, config->gridDim, config->blockDim, args,
                                          (unsigned)config->dynamicSmemBytes, config->stream);
    return hipLaunchKernel(fPtr, config->gridDim, config->blockDim, args,
                           config->dynamicSmemBytes, config->stream);
}

/* hipModuleLaunchKernel with a configuration and the attributes hipLaunchKernelExC takes */
hipError_t hipDrvLaunchKernelEx(const HIP_LAUNCH_CONFIG *config, hipFunction_t f, void **params,
                                void **extra)
{
    int coop = 0;
    if (!config || !hs_launch_attrs(config->attrs, config->numAttrs, &coop))
        HS_RETURN(hipErrorInvalidValue);
    hipError_t e = hs_module_launch(f, config->gridDimX, config->gridDimY, config->gridDimZ,
                               config->blockDimX, config->blockDimY, config->blockDimZ,
                               config->sharedMemBytes, config->hStream, params, extra, coop);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipLaunchCooperativeKernelMultiDevice(hipLaunchParams *launchParamsList, int numDevices,
                                                 unsigned int flags)
{
    if (!launchParamsList || numDevices < 1 || flags > 3) HS_RETURN(hipErrorInvalidValue);
    if (numDevices > 1) HS_RETURN(hipErrorInvalidDevice);   /* one device */
    const hipLaunchParams *p = launchParamsList;
    return hipLaunchCooperativeKernel(p->func, p->gridDim, p->blockDim, p->args,
                                      (unsigned)p->sharedMem, p->stream);
}
