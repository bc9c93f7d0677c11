/* lint_rules.c - the lint's rule reference: id, name, default severity, descriptions and help
 * of every rule the lint reports, its own checks (lint_checks.c) and the findings of the
 * translator's passes that the lint passes through. SARIF's tool.driver.rules and docs/lint.md
 * are written from this table; keep it sorted by id. */
#include <string.h>

#include "lint.h"

const rp_rule lint_rules[] = {
    { LINT_API_DEPRECATED, "DeprecatedCudaApi", DG_WARNING,
      "API deprecated in CUDA",
      "The call, type or enumerator is deprecated in CUDA. HIP often keeps such APIs only for "
      "compatibility, or maps them to a replacement with different semantics, and a newer CUDA "
      "release may remove them altogether.",
      "Move to the replacement API named in the CUDA documentation before porting, so that the "
      "CUDA and HIP builds use the same, supported interface." },
    { LINT_API_UNSUPPORTED, "UnsupportedCudaApi", DG_ERROR,
      "CUDA API with no HIP equivalent",
      "The rule table marks this CUDA name as unsupported: HIP has no equivalent, so the ported "
      "code will not compile (the translator leaves the name in place and reports it).",
      "Rewrite the code around a supported API (the message gives the reason and, where one "
      "exists, the alternative), or guard it with #ifdef __HIP_PLATFORM_AMD__." },
    { LINT_CLOCK_TIMING, "DeviceClockTiming", DG_WARNING,
      "clock()/clock64() used for timing in device code",
      "On AMD GPUs clock() and clock64() count shader cycles at a frequency that varies with "
      "power state, and they do not work properly on RDNA3 (gfx11); timings taken with them "
      "are unreliable.",
      "Use wall_clock64() (constant frequency, rate from hipDeviceAttributeWallClockRate) in "
      "device code, or time whole kernels with events on the host." },
    { "input", "InputError", DG_ERROR,
      "the file could not be read",
      "The input is missing, unreadable, a directory or a binary file; it was not linted (exit "
      "status 2).",
      "Check the path, or exclude the file from the lint." },
    { LINT_CLUSTER, "ThreadBlockCluster", DG_ERROR,
      "thread block clusters",
      "Thread block clusters (__cluster_dims__, cluster_group, cudaLaunchKernelEx with a cluster "
      "dimension, distributed shared memory) are a Hopper feature with no HIP equivalent.",
      "Restructure the kernel to exchange data through global memory or separate launches." },
    { "kernel.device-graph", "DeviceGraphApi", DG_ERROR,
      "CUDA graph calls from device code",
      "Device-side graph calls (cudaGraphSetConditional for conditional nodes, device graph "
      "launch with cudaGraphLaunch and cudaGetCurrentGraphExec, the device kernel-node updates) "
      "belong to CUDA's device runtime; HIP has no conditional nodes and no device-side graph API.",
      "Decide on the host: split the graph at the condition and launch the branch taken, or "
      "run the loop on the host around an instantiated graph." },
    { LINT_DYNAMIC_PAR, "DynamicParallelism", DG_ERROR,
      "dynamic parallelism (kernel launch from device code)",
      "HIP does not support dynamic parallelism: kernels cannot be launched from the device, "
      "and device-side cudaDeviceSynchronize/cudaGetLastError do not exist.",
      "Launch the child kernels from the host (possibly in a loop driven by device-written "
      "counters), or flatten the recursion into one kernel with a work queue." },
    { "kernel.hip-profile", "HipProfileLowering", DG_WARNING,
      "warp builtin not lowered for the target HIP version",
      "With --hip-version below 6.2 the _sync warp builtins do not exist; a call without a mask "
      "argument could not be lowered to the unsynchronised builtin.",
      "Target HIP 6.2 or newer, or rewrite the call by hand." },
    { LINT_INLINE_PTX, "InlinePtx", DG_ERROR,
      "inline PTX assembly",
      "asm() statements with PTX instructions only assemble for NVIDIA GPUs; AMD GPUs use a "
      "different instruction set (GCN/CDNA/RDNA), so the port will not compile.",
      "Replace the PTX with the equivalent HIP intrinsic or portable C++ (e.g. __lane_id(), "
      "__builtin_amdgcn_* or atomics), keeping the PTX path under #ifdef __CUDA_ARCH__." },
    { "kernel.cooperative-groups", "CooperativeGroupsUnsupported", DG_ERROR,
      "cooperative groups that HIP does not provide",
      "HIP's cooperative groups have thread blocks, tiles, coalesced groups and grid sync, but "
      "not <cooperative_groups/reduce.h> (cg::reduce with cg::plus, cg::less, ...), "
      "binary_partition or block_tile_memory; the code is left as is and does not compile (the "
      "reduce.h collectives are replaced where the namespace resolves to cooperative_groups: "
      "kernel.cooperative-groups-portable).",
      "Reduce over a tile with __shfl_xor_sync, split tiles with a ballot, and drop "
      "block_tile_memory (tiles up to the wavefront size need no scratch memory)." },
    { "kernel.cooperative-groups-portable", "CooperativeGroupsPortable", DG_NOTE,
      "cooperative-groups collectives replaced by a portable version",
      "<cooperative_groups/reduce.h>, scan.h and memcpy_async.h are not in HIP. The translator "
      "puts a portable version in their place (or after the includes of a file that uses "
      "cg::reduce, cg::plus, ... without including them itself): reduce and scans over the "
      "group's shuffles, memcpy_async as a copy by the group's threads, wait as its barrier; the "
      "calls use it (namespace cu2hip_cg), so the port compiles and nothing fails the lint.",
      "Nothing to do; replace cu2hip_cg:: by a tuned library (rocPRIM, hipCUB) where it is hot." },
    { "kernel.cuda-arch", "CudaArchNumber", DG_WARNING,
      "__CUDA_ARCH__ compared as a number",
      "HIP has no CUDA architecture number: __HIP_DEVICE_COMPILE__ is 1 in device code, so "
      "__CUDA_ARCH__ >= 700 renamed plainly would always be false. The translator writes "
      "(__HIP_DEVICE_COMPILE__ * 10000), which takes the newest-architecture branch in device "
      "code and stays 0 in host code, as ports to AMD usually choose.",
      "Check that the branch taken suits AMD GPUs (e.g. tensor-core or sm_80+ paths)." },
    { "kernel.launch", "LaunchNotRewritten", DG_WARNING,
      "kernel launch the translator cannot rewrite",
      "A <<<...>>> launch whose kernel expression or configuration the translator does not "
      "understand is left unchanged and will not compile as HIP.",
      "Rewrite it with hipLaunchKernelGGL, or simplify the launch expression." },
    { "kernel.launch-deduction", "LaunchDeductionUncertain", DG_WARNING,
      "template kernel launched with arguments the translator cannot deduce",
      "In a template, a launch of a template kernel whose arguments depend on template "
      "parameters is rewritten as hipLaunchKernelGGL(k, ...): real hipcc accepts it, but a HIP "
      "whose hipLaunchKernelGGL is a function template (hipshim) needs a single function.",
      "Spell the template arguments out at the launch: k<A, B><<<...>>>(...)." },
    { "kernel.launch-bounds", "LaunchBoundsNotConverted", DG_WARNING,
      "__launch_bounds__ the translator cannot convert",
      "A __launch_bounds__ whose arguments cannot be evaluated or that has a cluster argument is "
      "left unconverted or partly dropped; HIP's second argument has a different meaning.",
      "Convert it by hand: min_warps_per_eu = min_blocks * max_threads / warpSize." },
    { LINT_LAUNCH_BOUNDS, "LaunchBoundsMinBlocks", DG_NOTE,
      "__launch_bounds__ with a minimum blocks per multiprocessor argument",
      "CUDA's second __launch_bounds__ argument is a minimum number of blocks per "
      "multiprocessor; HIP's is a minimum number of warps per execution unit. The translator "
      "converts it (min_blocks * max_threads / warpSize), but the occupancy trade-off differs "
      "on AMD GPUs with 64-wide wavefronts and 4 SIMDs per compute unit.",
      "Review the converted value and the kernel's register use on the AMD target; drop the "
      "argument if occupancy was not the intent." },
    { "kernel.mask-untracked", "WarpMaskNotWidened", DG_WARNING,
      "warp mask the translator cannot widen to 64 bits",
      "A 32-bit warp mask is declared, stored or passed where the translator cannot follow or "
      "change its type (a header, a macro, a pointer, an unknown callee); lanes 32-63 of a "
      "64-wide wavefront are lost.",
      "Change the mask's type to unsigned long long by hand." },
    { "kernel.maxnreg", "MaxRegisterCount", DG_WARNING,
      "__maxnreg__ removed",
      "HIP has no per-kernel register limit; the translator removes __maxnreg__.",
      "Bound the block size with __launch_bounds__ instead." },
    { "kernel.surface-reference", "SurfaceReference", DG_ERROR,
      "surface references",
      "Surface references (surface<T, dim> globals bound with cudaBindSurfaceToArray) were "
      "removed in CUDA 12 and are not supported by HIP.",
      "Use surface objects (cudaSurfaceObject_t / hipSurfaceObject_t)." },
    { "kernel.sync-mask-dropped", "SyncMaskDropped", DG_WARNING,
      "warp mask dropped for an old HIP target",
      "With --hip-version below 6.2 the _sync warp builtins are lowered to the unsynchronised "
      "ones, which take every active lane: a partial mask is ignored.",
      "Check that the code runs with all lanes active, or target HIP 6.2 or newer." },
    { "kernel.sync-unavailable", "SyncBuiltinUnavailable", DG_WARNING,
      "_sync warp builtin unavailable for the HIP target",
      "The builtin has no equivalent in the targeted HIP version (below 6.2) and is left as is.",
      "Target HIP 6.2 or newer, or rewrite the code without it." },
    { LINT_TEXTURE_REF, "TextureReference", DG_ERROR,
      "texture or surface references",
      "Texture and surface references (texture<T, dim> globals with cudaBindTexture, tex1Dfetch "
      "on a reference) were removed in CUDA 12 and are deprecated or absent in HIP.",
      "Use texture objects (cudaTextureObject_t created with cudaCreateTextureObject), which "
      "HIP supports as hipTextureObject_t." },
    { "kernel.warp-mask", "WarpMaskRewrite", DG_WARNING,
      "warp mask rewrite that cannot be made",
      "The mask widening would have to edit inside a macro expansion or a file that is not "
      "translated, so it is not made.",
      "Widen the mask in the macro definition or header by hand (unsigned long long, ~0ull)." },
    { LINT_WMMA, "WarpMatrixFunctions", DG_ERROR,
      "warp matrix functions (wmma)",
      "HIP does not support the nvcuda::wmma warp matrix types and functions; matrix fragments "
      "are laid out over 32 lanes and have no HIP counterpart.",
      "Use rocWMMA (a library with a similar API for AMD matrix cores) or hipBLASLt, or write "
      "the tile multiply with plain shared-memory code." },
    { LINT_COOP_NO_CHECK, "CooperativeLaunchUnchecked", DG_WARNING,
      "cooperative launch without a co-residency check",
      "cudaLaunchCooperativeKernel requires every block of the grid to be resident at once; "
      "grid sizes tuned for an NVIDIA GPU exceed what an AMD GPU can hold (different CU counts "
      "and occupancy), and the launch then fails with hipErrorCooperativeLaunchTooLarge. This "
      "file never queries the limit.",
      "Size the grid from cudaOccupancyMaxActiveBlocksPerMultiprocessor times the "
      "multiprocessor count, and check cudaDevAttrCooperativeLaunch before launching." },
    { LINT_INTERNAL_ERROR, "InternalError", DG_ERROR,
      "cu2hip crashed on the file",
      "The translator crashed (a signal or a sanitizer report) while linting this file, in a "
      "worker process of its own: the file was not linted, the other files were, and the run "
      "exits with status 3. This is a bug in cu2hip, not in the file.",
      "Report it with the file (or a reduced copy); meanwhile exclude the file from the lint "
      "(--exclude) to lint the rest without the failure." },
    { LINT_BAD_SUPPRESSION, "MalformedSuppression", DG_WARNING,
      "malformed cu2hip-lint suppression comment",
      "A comment starting with 'cu2hip-lint:' could not be read, so it suppresses nothing.",
      "Write // cu2hip-lint: ignore[rule-id, ...] (or ignore alone for every rule) on the "
      "finding's line or the line before it." },
    { "parse", "ParseError", DG_WARNING,
      "the file could not be parsed cleanly",
      "clang reported an error while parsing the file, so the lint's and the translator's view "
      "of it is incomplete (missing include paths or macros, an API the bundled prelude does "
      "not declare, or a syntax error). Reported as a warning.",
      "Pass the include paths and macros the build uses (-I, -D after --, -p BUILD_DIR or "
      "--cuda-path), or fix the error." },
    { LINT_WARP_LOCKSTEP, "ImplicitWarpLockstep", DG_WARNING,
      "warp-synchronous code relying on implicit lockstep",
      "A shared-memory reduction drops its barriers once fewer than 32 threads are left and "
      "relies on the warp running in lockstep (volatile, no __syncwarp). On AMD GPUs a "
      "wavefront has 64 lanes, so the last 32-thread step spans two halves of the data with "
      "different timing assumptions, and compilers may reorder the volatile accesses; the "
      "result is wrong or racy.",
      "Keep __syncthreads() while more than warpSize threads remain and finish with warp "
      "shuffles (__shfl_down) or cooperative groups reduce(), or at least put __syncwarp() "
      "between the steps." },
    { LINT_WARP_MASK, "WarpMask32Bit", DG_WARNING,
      "32-bit warp mask",
      "HIP warp masks are 64-bit (unsigned long long) because AMD wavefronts have 64 lanes; a "
      "32-bit mask (0xffffffff, unsigned) covers only half of the wavefront, and ROCm 7 "
      "rejects 32-bit masks in the _sync builtins.",
      "Use a 64-bit mask type (unsigned long long) and an all-lanes value such as ~0ull or "
      "__activemask()." },
    { LINT_WARP_SIZE, "WarpSizeLiteral", DG_WARNING,
      "literal 32 used as the warp size",
      "The code assumes 32 threads per warp (% 32, & 31, >> 5, / 32 on thread indices, shuffle "
      "widths of 32, per-warp arrays of 32 entries, lane == 31, reductions starting at offset "
      "16). AMD CDNA GPUs run 64-wide wavefronts (RDNA 32 or 64), so lane and warp indices, "
      "masks and reductions come out wrong.",
      "Use the warpSize built-in (or a compile-time constant from the target, e.g. "
      "__AMDGCN_WAVEFRONT_SIZE) instead of the literal." },
};
const size_t lint_nrules = sizeof lint_rules / sizeof lint_rules[0];

const rp_rule *lint_rule_find(const char *id)
{
    if (!id) return NULL;
    for (size_t i = 0; i < lint_nrules; i++)
        if (strcmp(lint_rules[i].id, id) == 0) return &lint_rules[i];
    return NULL;
}
