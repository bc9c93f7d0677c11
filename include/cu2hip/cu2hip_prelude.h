/* cu2hip_prelude.h - the CUDA parse prelude of cu2hip: force-included (-include) in front of every
 * file parsed without a CUDA SDK (-nocudainc). It plays the part of nvcc's implicit
 * cuda_runtime.h: kernel-language keywords as clang attributes, the builtin variables, dim3 and
 * the vector types, the runtime API with its real signatures, and the device functions common
 * code uses. It is for parsing only: nothing here is ever compiled into a program. */
#ifndef CU2HIP_PRELUDE_H
#define CU2HIP_PRELUDE_H
#pragma clang system_header

/* A C file (parse.c parses .c files as C, as a host compiler compiles them) reaches the prelude
 * through a CUDA header it includes, and the host compiler defines neither of these. */
#ifdef __cplusplus
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#define __NVCC__ 1
#endif
#define __CUDACC_VER_MAJOR__ 13
#define __CUDACC_VER_MINOR__ 0
#define __CUDACC_VER_BUILD__ 0
#define CU2HIP_PARSE_PRELUDE 1

/* The include guards of the SDK headers nvcc's implicit cuda_runtime.h pulls in: common helper
 * headers test them (cuda-samples' helper_cuda.h defines checkCudaErrors only under
 * #ifdef __DRIVER_TYPES_H__, findCudaDevice under #ifdef __CUDA_RUNTIME_H__). */
#define __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_API_H__
#define __DRIVER_TYPES_H__
#define __DRIVER_FUNCTIONS_H__
#define __VECTOR_TYPES_H__
#define __VECTOR_FUNCTIONS_H__
#define __DEVICE_TYPES_H__
#define __TEXTURE_TYPES_H__
#define __SURFACE_TYPES_H__
#define __CHANNEL_DESCRIPTOR_H__
#define __LIBRARY_TYPES_H__
#define __CUDA_DEVICE_RUNTIME_API_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__

/* kernel-language keywords (host_defines.h) */
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))
#define __thread__ __thread
#define __device_builtin__
#define __device_builtin_texture_type__
#define __device_builtin_surface_type__
#define __cudart_builtin__
#define __grid_constant__
#define __nv_pure__
#define __cluster_dims__(...)
#define __maxnreg__(n)
#define __inline_hint__
#define CUDARTAPI
#define CUDART_CB
#define CUDAAPI
#define CUDA_CB
/* default arguments, which C has not: the SDK's own spelling (cuda_runtime_api.h) */
#if !defined(__dv)
#ifdef __cplusplus
#define __dv(v) = v
#else
#define __dv(v)
#endif
#endif

#include <stddef.h>
#include <stdint.h>
/* The C library headers nvcc's cuda_runtime.h includes (crt/common_functions.h), so code that
 * calls printf, malloc, atoi, memcpy, assert or uses UINT_MAX without including them parses as
 * with nvcc. The C library's own headers here, ahead of the prelude's declarations (libstdc++'s
 * <cstdlib> and <cmath> wrappers come at the end, see below). */
#ifndef _GLIBCXX_INCLUDE_NEXT_C_HEADERS
#define _GLIBCXX_INCLUDE_NEXT_C_HEADERS
#define CU2HIP_UNDEF_INCLUDE_NEXT
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <assert.h>
#include <limits.h>
#ifdef CU2HIP_UNDEF_INCLUDE_NEXT
#undef _GLIBCXX_INCLUDE_NEXT_C_HEADERS
#undef CU2HIP_UNDEF_INCLUDE_NEXT
#endif
/* What C has not (overloads, templates, the kernel language) is C++ only, as in CUDA's headers,
 * which a host C compiler reads too. */
#ifdef __cplusplus
#include "cu2hip_host_math.h"
#endif
#include "cu2hip_vector_types.h"
#ifdef __cplusplus
#include <__clang_cuda_builtin_vars.h>
#endif
#include "cu2hip_runtime_decls.h"
#ifdef __cplusplus
#include "cu2hip_device_decls.h"
#endif

/* The handle of conditional graph nodes (driver_types.h), declared here for the device-side
 * cudaGraphSetConditional below, so the generated declarations leave it out. */
typedef unsigned long long cudaGraphConditionalHandle;
/* Complete declarations generated from the rule tables (scripts/gen-rules-decls), when present. */
#if __has_include("generated/cu2hip_generated.h")
#include "generated/cu2hip_generated.h"
#endif
/* (cudaEventRecordDefault: a macro of the generated declarations, which gen-rules-decls turns off) */
#if defined(cudaEventRecordDefault) && defined(__cplusplus)
/* CUDA 11's cudaGraphExecUpdate (error node and result out-parameters; CUDA 12 replaced them with
 * a cudaGraphExecUpdateResultInfo), still in samples and the form hipGraphExecUpdate has: a C++
 * overload */
extern "C++" cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphNode_t *hErrorNode_out,
                                             enum cudaGraphExecUpdateResult *updateResult_out);
/* CUDA 12's graph edge and capture calls (CUDA 13 added edge data): the forms HIP has */
extern "C++" {
cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to,
                                     size_t numDependencies);
cudaError_t cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to,
                                        size_t numDependencies);
cudaError_t cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, size_t *numEdges);
cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies, size_t *pNumDependencies);
cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes,
                                           size_t *pNumDependentNodes);
cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
                                     unsigned long long *id_out, cudaGraph_t *graph_out,
                                     const cudaGraphNode_t **dependencies_out, size_t *numDependencies_out);
}
#endif
#ifdef __cplusplus
/* the device side of conditional graph nodes (cuda_device_runtime_api.h) */
extern "C" __device__ void cudaGraphSetConditional(cudaGraphConditionalHandle handle, unsigned int value);
#include "cu2hip_texture_decls.h"
#include "cu2hip_simd_decls.h"
/* The C++ headers nvcc's headers include, whose std:: names CUDA code often uses without an
 * #include of its own: <utility> (cuda_runtime.h: std::forward, std::move, std::swap, the type
 * traits), <new> (crt/common_functions.h), <cmath> and <cstdlib> (crt/math_functions.h:
 * std::isfinite, std::abs, and with C++17 std::min/std::max through libstdc++'s <cmath>). They
 * cost parsing time, which the precompiled prelude (parse.c) takes off every file but the first. */
#include <new>
#include <utility>
#include <cmath>
#include <cstdlib>
/* and libstdc++'s <math.h> (math_functions.h includes <math.h> from C++), whose using-declarations
 * make the host std::isfinite, std::isnan, std::abs, ... overloads global names, as host code
 * under nvcc finds them */
#include <math.h>
#endif

#endif
