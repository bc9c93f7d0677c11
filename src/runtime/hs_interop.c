/* hs_interop.c - the calls a CPU cannot have: memory and semaphores exported by another
 * device's driver (Vulkan, Direct3D, NvSci), and graphics (OpenGL) resources. Each is declared
 * with HIP's signature, so that programs using them build, and returns hipErrorNotSupported
 * after one line on standard error naming the call (hs_refuse_note: once per call a process).
 * Ownership: nothing is made. */
#include <hip/hipshim/hs_libs.h>
#include "hs_internal.h"

#define HS_EXT "not supported: hipshim runs on the CPU, with no GPU driver to import another API's memory or semaphores from"
#define HS_GFX "not supported: hipshim runs on the CPU, with no graphics API to share resources with"
#define HS_NOT_SUPPORTED(call, why)                                                           \
    do {                                                                                      \
        hs_refuse_note(call, why, "hipErrorNotSupported");                                    \
        HS_RETURN(hipErrorNotSupported);                                                      \
    } while (0)

hipError_t hipImportExternalMemory(hipExternalMemory_t *extMem_out,
                                   const hipExternalMemoryHandleDesc *memHandleDesc)
{
    (void)extMem_out;
    (void)memHandleDesc;
    HS_NOT_SUPPORTED("hipImportExternalMemory", HS_EXT);
}

hipError_t hipExternalMemoryGetMappedBuffer(void **devPtr, hipExternalMemory_t extMem,
                                            const hipExternalMemoryBufferDesc *bufferDesc)
{
    (void)devPtr; (void)extMem; (void)bufferDesc;
    HS_NOT_SUPPORTED("hipExternalMemoryGetMappedBuffer", HS_EXT);
}

hipError_t hipDestroyExternalMemory(hipExternalMemory_t extMem)
{
    (void)extMem;
    HS_NOT_SUPPORTED("hipDestroyExternalMemory", HS_EXT);
}

hipError_t hipImportExternalSemaphore(hipExternalSemaphore_t *extSem_out,
                                      const hipExternalSemaphoreHandleDesc *semHandleDesc)
{
    (void)extSem_out;
    (void)semHandleDesc;
    HS_NOT_SUPPORTED("hipImportExternalSemaphore", HS_EXT);
}

hipError_t hipSignalExternalSemaphoresAsync(const hipExternalSemaphore_t *extSemArray,
                                            const hipExternalSemaphoreSignalParams *paramsArray,
                                            unsigned int numExtSems, hipStream_t stream)
{
    (void)extSemArray; (void)paramsArray; (void)numExtSems; (void)stream;
    HS_NOT_SUPPORTED("hipSignalExternalSemaphoresAsync", HS_EXT);
}

hipError_t hipWaitExternalSemaphoresAsync(const hipExternalSemaphore_t *extSemArray,
                                          const hipExternalSemaphoreWaitParams *paramsArray,
                                          unsigned int numExtSems, hipStream_t stream)
{
    (void)extSemArray; (void)paramsArray; (void)numExtSems; (void)stream;
    HS_NOT_SUPPORTED("hipWaitExternalSemaphoresAsync", HS_EXT);
}

hipError_t hipDestroyExternalSemaphore(hipExternalSemaphore_t extSem)
{
    (void)extSem;
    HS_NOT_SUPPORTED("hipDestroyExternalSemaphore", HS_EXT);
}

hipError_t hipGraphicsMapResources(int count, hipGraphicsResource_t *resources, hipStream_t stream)
{
    (void)count; (void)resources; (void)stream;
    HS_NOT_SUPPORTED("hipGraphicsMapResources", HS_GFX);
}

hipError_t hipGraphicsUnmapResources(int count, hipGraphicsResource_t *resources,
                                     hipStream_t stream)
{
    (void)count; (void)resources; (void)stream;
    HS_NOT_SUPPORTED("hipGraphicsUnmapResources", HS_GFX);
}

hipError_t hipGraphicsResourceGetMappedPointer(void **devPtr, size_t *size,
                                               hipGraphicsResource_t resource)
{
    (void)devPtr; (void)size; (void)resource;
    HS_NOT_SUPPORTED("hipGraphicsResourceGetMappedPointer", HS_GFX);
}

hipError_t hipGraphicsUnregisterResource(hipGraphicsResource_t resource)
{
    (void)resource;
    HS_NOT_SUPPORTED("hipGraphicsUnregisterResource", HS_GFX);
}

hipError_t hipMemGetHandleForAddressRange(void *handle, hipDeviceptr_t dptr, size_t size,
                                          hipMemRangeHandleType handleType,
                                          unsigned long long flags)
{
    (void)handle; (void)dptr; (void)size; (void)handleType; (void)flags;
    HS_NOT_SUPPORTED("hipMemGetHandleForAddressRange",
                     "not supported: a dma-buf file descriptor needs a GPU driver's exporter");
}

/* graph nodes of external semaphores: no semaphore can be imported (hipImportExternalSemaphore) */
hipError_t hipGraphAddExternalSemaphoresSignalNode(hipGraphNode_t *a,
                                                   hipGraph_t b,
                                                   const hipGraphNode_t *c,
                                                   size_t d,
                                                   const hipExternalSemaphoreSignalNodeParams *e)
{
    (void)a; (void)b; (void)c; (void)d; (void)e;
    HS_NOT_SUPPORTED("hipGraphAddExternalSemaphoresSignalNode", HS_EXT);
}

hipError_t hipGraphAddExternalSemaphoresWaitNode(hipGraphNode_t *a,
                                                 hipGraph_t b,
                                                 const hipGraphNode_t *c,
                                                 size_t d,
                                                 const hipExternalSemaphoreWaitNodeParams *e)
{
    (void)a; (void)b; (void)c; (void)d; (void)e;
    HS_NOT_SUPPORTED("hipGraphAddExternalSemaphoresWaitNode", HS_EXT);
}

hipError_t hipGraphExternalSemaphoresSignalNodeGetParams(hipGraphNode_t a,
                                                         hipExternalSemaphoreSignalNodeParams *b)
{
    (void)a;
    (void)b;
    HS_NOT_SUPPORTED("hipGraphExternalSemaphoresSignalNodeGetParams", HS_EXT);
}

hipError_t hipGraphExternalSemaphoresSignalNodeSetParams(hipGraphNode_t a,
                                                         const hipExternalSemaphoreSignalNodeParams *b)
{
    (void)a;
    (void)b;
    HS_NOT_SUPPORTED("hipGraphExternalSemaphoresSignalNodeSetParams", HS_EXT);
}

hipError_t hipGraphExternalSemaphoresWaitNodeGetParams(hipGraphNode_t a,
                                                       hipExternalSemaphoreWaitNodeParams *b)
{
    (void)a;
    (void)b;
    HS_NOT_SUPPORTED("hipGraphExternalSemaphoresWaitNodeGetParams", HS_EXT);
}

hipError_t hipGraphExternalSemaphoresWaitNodeSetParams(hipGraphNode_t a,
                                                       const hipExternalSemaphoreWaitNodeParams *b)
{
    (void)a;
    (void)b;
    HS_NOT_SUPPORTED("hipGraphExternalSemaphoresWaitNodeSetParams", HS_EXT);
}

hipError_t hipGraphExecExternalSemaphoresSignalNodeSetParams(hipGraphExec_t a,
                                                             hipGraphNode_t b,
                                                             const hipExternalSemaphoreSignalNodeParams *c)
{
    (void)a; (void)b; (void)c;
    HS_NOT_SUPPORTED("hipGraphExecExternalSemaphoresSignalNodeSetParams", HS_EXT);
}

hipError_t hipGraphExecExternalSemaphoresWaitNodeSetParams(hipGraphExec_t a,
                                                           hipGraphNode_t b,
                                                           const hipExternalSemaphoreWaitNodeParams *c)
{
    (void)a; (void)b; (void)c;
    HS_NOT_SUPPORTED("hipGraphExecExternalSemaphoresWaitNodeSetParams", HS_EXT);
}
