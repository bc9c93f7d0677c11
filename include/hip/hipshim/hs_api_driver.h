/* hs_api_driver.h - part of hipshim's host API (included by hip_runtime_api.h inside its
 * extern "C" block, never on its own): contexts and the primary context, IPC handles, memory
 * pools and stream-ordered allocation, virtual memory management, unified-memory advice and
 * ranges, pointer attributes, device queries, stream memory operations, the legacy launch API,
 * the profiler and entry points, and the external-resource and graphics interop that a CPU
 * cannot have. Types, enumerators and signatures are HIP's; the implementation is
 * src/runtime/hs_context.c, hs_ipc.c, hs_mempool.c, hs_vmm.c and hs_interop.c.
 * Ownership: a context made by hipCtxCreate is the program's until hipCtxDestroy; the primary
 * context is the runtime's (retained and released). A pool made by hipMemPoolCreate is the
 * program's until hipMemPoolDestroy (the default pool is the runtime's); memory from a pool is
 * the program's until hipFree/hipFreeAsync. An IPC-opened mapping is the opening process's
 * until hipIpcCloseMemHandle. A VMM handle (hipMemCreate) lives until hipMemRelease and its
 * last mapping's hipMemUnmap; a reserved range until hipMemAddressFree. */
#ifndef HIPSHIM_HS_API_DRIVER_H
#define HIPSHIM_HS_API_DRIVER_H

typedef struct ihipCtx_t *hipCtx_t;
typedef struct ihipMemPoolHandle_t *hipMemPool_t;
typedef struct ihipMemGenericAllocationHandle *hipMemGenericAllocationHandle_t;
typedef struct hipArray *hipArray_t;

#define hipDeviceMallocDefault 0x0
#define hipDeviceMallocFinegrained 0x1
#define hipMallocSignalMemory 0x2
#define hipDeviceMallocUncached 0x3
#define hipDeviceMallocContiguous 0x4
#define hipHostRegisterReadOnly 0x08
#define hipExtHostRegisterCoarseGrained 0x8
#define hipOccupancyDefault 0x00
#define hipOccupancyDisableCachingOverride 0x01
#define hipCpuDeviceId ((int)-1)
#define hipInvalidDeviceId ((int)-2)
#define hipStreamLegacy ((hipStream_t)1)
#define hipExtAnyOrderLaunch 0x01
#define hipStreamWaitValueGte 0x0
#define hipStreamWaitValueEq 0x1
#define hipStreamWaitValueAnd 0x2
#define hipStreamWaitValueNor 0x3
#define hipIpcMemLazyEnablePeerAccess 0x01
#define HIP_IPC_HANDLE_SIZE 64
#define hipExternalMemoryDedicated 0x1

/* ---- device queries ---- */
typedef enum hipDeviceP2PAttr {
    hipDevP2PAttrPerformanceRank = 0,
    hipDevP2PAttrAccessSupported,
    hipDevP2PAttrNativeAtomicSupported,
    hipDevP2PAttrHipArrayAccessSupported
} hipDeviceP2PAttr;

typedef enum hipDriverProcAddressQueryResult {
    HIP_GET_PROC_ADDRESS_SUCCESS = 0,
    HIP_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND = 1,
    HIP_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT = 2
} hipDriverProcAddressQueryResult;

typedef enum hipDriverEntryPointQueryResult {
    hipDriverEntryPointSuccess = 0,
    hipDriverEntryPointSymbolNotFound = 1,
    hipDriverEntryPointVersionNotSufficent = 2
} hipDriverEntryPointQueryResult;

typedef enum hipPointer_attribute {
    HIP_POINTER_ATTRIBUTE_CONTEXT = 1,
    HIP_POINTER_ATTRIBUTE_MEMORY_TYPE,
    HIP_POINTER_ATTRIBUTE_DEVICE_POINTER,
    HIP_POINTER_ATTRIBUTE_HOST_POINTER,
    HIP_POINTER_ATTRIBUTE_P2P_TOKENS,
    HIP_POINTER_ATTRIBUTE_SYNC_MEMOPS,
    HIP_POINTER_ATTRIBUTE_BUFFER_ID,
    HIP_POINTER_ATTRIBUTE_IS_MANAGED,
    HIP_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
    HIP_POINTER_ATTRIBUTE_IS_LEGACY_HIP_IPC_CAPABLE,
    HIP_POINTER_ATTRIBUTE_RANGE_START_ADDR,
    HIP_POINTER_ATTRIBUTE_RANGE_SIZE,
    HIP_POINTER_ATTRIBUTE_MAPPED,
    HIP_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES,
    HIP_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE,
    HIP_POINTER_ATTRIBUTE_ACCESS_FLAGS,
    HIP_POINTER_ATTRIBUTE_MEMPOOL_HANDLE
} hipPointer_attribute;

/* ---- IPC ---- */
typedef struct hipIpcMemHandle_st { char reserved[HIP_IPC_HANDLE_SIZE]; } hipIpcMemHandle_t;
typedef struct hipIpcEventHandle_st { char reserved[HIP_IPC_HANDLE_SIZE]; } hipIpcEventHandle_t;

/* ---- unified memory ---- */
typedef enum hipMemoryAdvise {
    hipMemAdviseSetReadMostly = 1,
    hipMemAdviseUnsetReadMostly = 2,
    hipMemAdviseSetPreferredLocation = 3,
    hipMemAdviseUnsetPreferredLocation = 4,
    hipMemAdviseSetAccessedBy = 5,
    hipMemAdviseUnsetAccessedBy = 6,
    hipMemAdviseSetCoarseGrain = 100,
    hipMemAdviseUnsetCoarseGrain = 101
} hipMemoryAdvise;

typedef enum hipMemRangeCoherencyMode {
    hipMemRangeCoherencyModeFineGrain = 0,
    hipMemRangeCoherencyModeCoarseGrain = 1,
    hipMemRangeCoherencyModeIndeterminate = 2
} hipMemRangeCoherencyMode;

typedef enum hipMemRangeAttribute {
    hipMemRangeAttributeReadMostly = 1,
    hipMemRangeAttributePreferredLocation = 2,
    hipMemRangeAttributeAccessedBy = 3,
    hipMemRangeAttributeLastPrefetchLocation = 4,
    hipMemRangeAttributeCoherencyMode = 100
} hipMemRangeAttribute;

/* ---- pools, locations, access ---- */
typedef enum hipMemPoolAttr {
    hipMemPoolReuseFollowEventDependencies = 0x1,
    hipMemPoolReuseAllowOpportunistic = 0x2,
    hipMemPoolReuseAllowInternalDependencies = 0x3,
    hipMemPoolAttrReleaseThreshold = 0x4,
    hipMemPoolAttrReservedMemCurrent = 0x5,
    hipMemPoolAttrReservedMemHigh = 0x6,
    hipMemPoolAttrUsedMemCurrent = 0x7,
    hipMemPoolAttrUsedMemHigh = 0x8
} hipMemPoolAttr;

typedef enum hipMemLocationType {
    hipMemLocationTypeInvalid = 0,
    hipMemLocationTypeDevice = 1,
    hipMemLocationTypeHost = 2,
    hipMemLocationTypeHostNuma = 3,
    hipMemLocationTypeHostNumaCurrent = 4
} hipMemLocationType;

typedef struct hipMemLocation {
    hipMemLocationType type;
    int id;
} hipMemLocation;

typedef enum hipMemAccessFlags {
    hipMemAccessFlagsProtNone = 0,
    hipMemAccessFlagsProtRead = 1,
    hipMemAccessFlagsProtReadWrite = 3
} hipMemAccessFlags;

typedef struct hipMemAccessDesc {
    hipMemLocation location;
    hipMemAccessFlags flags;
} hipMemAccessDesc;

typedef enum hipMemAllocationType {
    hipMemAllocationTypeInvalid = 0x0,
    hipMemAllocationTypePinned = 0x1,
    hipMemAllocationTypeMax = 0x7FFFFFFF
} hipMemAllocationType;

typedef enum hipMemAllocationHandleType {
    hipMemHandleTypeNone = 0x0,
    hipMemHandleTypePosixFileDescriptor = 0x1,
    hipMemHandleTypeWin32 = 0x2,
    hipMemHandleTypeWin32Kmt = 0x4
} hipMemAllocationHandleType;

typedef struct hipMemPoolProps {
    hipMemAllocationType allocType;
    hipMemAllocationHandleType handleTypes;
    hipMemLocation location;
    void *win32SecurityAttributes;
    size_t maxSize;
    unsigned char reserved[56];
} hipMemPoolProps;

typedef struct hipMemPoolPtrExportData { unsigned char reserved[64]; } hipMemPoolPtrExportData;

/* ---- virtual memory management ---- */
typedef struct hipMemAllocationProp {
    hipMemAllocationType type;
    hipMemAllocationHandleType requestedHandleType;
    hipMemLocation location;
    void *win32HandleMetaData;
    struct {
        unsigned char compressionType;
        unsigned char gpuDirectRDMACapable;
        unsigned short usage;
    } allocFlags;
} hipMemAllocationProp;

typedef enum hipMemAllocationGranularity_flags {
    hipMemAllocationGranularityMinimum = 0x0,
    hipMemAllocationGranularityRecommended = 0x1
} hipMemAllocationGranularity_flags;

typedef enum hipMemHandleType { hipMemHandleTypeGeneric = 0x0 } hipMemHandleType;
typedef enum hipMemOperationType {
    hipMemOperationTypeMap = 0x1,
    hipMemOperationTypeUnmap = 0x2
} hipMemOperationType;
typedef enum hipMemRangeHandleType { hipMemRangeHandleTypeDmaBufFd = 0x1 } hipMemRangeHandleType;

/* sparse arrays' mappings (hipMemMapArrayAsync: hipshim's arrays are never sparse) */
typedef enum hipArraySparseSubresourceType {
    hipArraySparseSubresourceTypeSparseLevel = 0x0,
    hipArraySparseSubresourceTypeMiptail = 0x1
} hipArraySparseSubresourceType;
typedef struct hipArrayMapInfo {
    hipResourceType resourceType;
    union {
        hipMipmappedArray mipmap;
        hipArray_t array;
    } resource;
    hipArraySparseSubresourceType subresourceType;
    union {
        struct {
            unsigned int level, layer;
            unsigned int offsetX, offsetY, offsetZ;
            unsigned int extentWidth, extentHeight, extentDepth;
        } sparseLevel;
        struct {
            unsigned int layer;
            unsigned long long offset;
            unsigned long long size;
        } miptail;
    } subresource;
    hipMemOperationType memOperationType;
    hipMemHandleType memHandleType;
    union {
        hipMemGenericAllocationHandle_t memHandle;
    } memHandle;
    unsigned long long offset;
    unsigned int deviceBitMask;
    unsigned int flags;
    unsigned int reserved[2];
} hipArrayMapInfo;

/* ---- stream memory operations ---- */
typedef enum hipStreamBatchMemOpType {
    hipStreamMemOpWaitValue32 = 0x1,
    hipStreamMemOpWriteValue32 = 0x2,
    hipStreamMemOpWaitValue64 = 0x4,
    hipStreamMemOpWriteValue64 = 0x5,
    hipStreamMemOpBarrier = 0x6,
    hipStreamMemOpFlushRemoteWrites = 0x3
} hipStreamBatchMemOpType;

typedef union hipStreamBatchMemOpParams_union {
    hipStreamBatchMemOpType operation;
    struct hipStreamMemOpWaitValueParams_t {
        hipStreamBatchMemOpType operation;
        hipDeviceptr_t address;
        union {
            uint32_t value;
            uint64_t value64;
        };
        unsigned int flags;
        hipDeviceptr_t alias;
    } waitValue;
    struct hipStreamMemOpWriteValueParams_t {
        hipStreamBatchMemOpType operation;
        hipDeviceptr_t address;
        union {
            uint32_t value;
            uint64_t value64;
        };
        unsigned int flags;
        hipDeviceptr_t alias;
    } writeValue;
    struct hipStreamMemOpFlushRemoteWritesParams_t {
        hipStreamBatchMemOpType operation;
        unsigned int flags;
    } flushRemoteWrites;
    struct hipStreamMemOpMemoryBarrierParams_t {
        hipStreamBatchMemOpType operation;
        unsigned int flags;
    } memoryBarrier;
    uint64_t pad[6];
} hipStreamBatchMemOpParams;

typedef struct hipBatchMemOpNodeParams {
    hipCtx_t ctx;
    unsigned int count;
    hipStreamBatchMemOpParams *paramArray;
    unsigned int flags;
} hipBatchMemOpNodeParams;

/* ---- the legacy launch API ---- */
typedef struct hipLaunchParams_t {
    void *func;
    dim3 gridDim;
    dim3 blockDim;
    void **args;
    size_t sharedMem;
    hipStream_t stream;
} hipLaunchParams;

/* ---- external resources and graphics interop (none on a CPU; see hipshim-cc(1)) ---- */
typedef enum hipExternalMemoryHandleType_enum {
    hipExternalMemoryHandleTypeOpaqueFd = 1,
    hipExternalMemoryHandleTypeOpaqueWin32 = 2,
    hipExternalMemoryHandleTypeOpaqueWin32Kmt = 3,
    hipExternalMemoryHandleTypeD3D12Heap = 4,
    hipExternalMemoryHandleTypeD3D12Resource = 5,
    hipExternalMemoryHandleTypeD3D11Resource = 6,
    hipExternalMemoryHandleTypeD3D11ResourceKmt = 7,
    hipExternalMemoryHandleTypeNvSciBuf = 8
} hipExternalMemoryHandleType;

typedef struct hipExternalMemoryHandleDesc_st {
    hipExternalMemoryHandleType type;
    union {
        int fd;
        struct {
            void *handle;
            const void *name;
        } win32;
        const void *nvSciBufObject;
    } handle;
    unsigned long long size;
    unsigned int flags;
    unsigned int reserved[16];
} hipExternalMemoryHandleDesc;

typedef struct hipExternalMemoryBufferDesc_st {
    unsigned long long offset;
    unsigned long long size;
    unsigned int flags;
    unsigned int reserved[16];
} hipExternalMemoryBufferDesc;

typedef void *hipExternalMemory_t;

typedef struct hipExternalMemoryMipmappedArrayDesc_st {
    unsigned long long offset;
    hipChannelFormatDesc formatDesc;
    hipExtent extent;
    unsigned int flags;
    unsigned int numLevels;
} hipExternalMemoryMipmappedArrayDesc;

typedef enum hipExternalSemaphoreHandleType_enum {
    hipExternalSemaphoreHandleTypeOpaqueFd = 1,
    hipExternalSemaphoreHandleTypeOpaqueWin32 = 2,
    hipExternalSemaphoreHandleTypeOpaqueWin32Kmt = 3,
    hipExternalSemaphoreHandleTypeD3D12Fence = 4,
    hipExternalSemaphoreHandleTypeD3D11Fence = 5,
    hipExternalSemaphoreHandleTypeNvSciSync = 6,
    hipExternalSemaphoreHandleTypeKeyedMutex = 7,
    hipExternalSemaphoreHandleTypeKeyedMutexKmt = 8,
    hipExternalSemaphoreHandleTypeTimelineSemaphoreFd = 9,
    hipExternalSemaphoreHandleTypeTimelineSemaphoreWin32 = 10
} hipExternalSemaphoreHandleType;

typedef struct hipExternalSemaphoreHandleDesc_st {
    hipExternalSemaphoreHandleType type;
    union {
        int fd;
        struct {
            void *handle;
            const void *name;
        } win32;
        const void *NvSciSyncObj;
    } handle;
    unsigned int flags;
    unsigned int reserved[16];
} hipExternalSemaphoreHandleDesc;

typedef void *hipExternalSemaphore_t;

typedef struct hipExternalSemaphoreSignalParams_st {
    struct {
        struct { unsigned long long value; } fence;
        union {
            void *fence;
            unsigned long long reserved;
        } nvSciSync;
        struct { unsigned long long key; } keyedMutex;
        unsigned int reserved[12];
    } params;
    unsigned int flags;
    unsigned int reserved[16];
} hipExternalSemaphoreSignalParams;

typedef struct hipExternalSemaphoreWaitParams_st {
    struct {
        struct { unsigned long long value; } fence;
        union {
            void *fence;
            unsigned long long reserved;
        } nvSciSync;
        struct {
            unsigned long long key;
            unsigned int timeoutMs;
        } keyedMutex;
        unsigned int reserved[10];
    } params;
    unsigned int flags;
    unsigned int reserved[16];
} hipExternalSemaphoreWaitParams;

typedef struct hipExternalSemaphoreSignalNodeParams {
    hipExternalSemaphore_t *extSemArray;
    const hipExternalSemaphoreSignalParams *paramsArray;
    unsigned int numExtSems;
} hipExternalSemaphoreSignalNodeParams;

typedef struct hipExternalSemaphoreWaitNodeParams {
    hipExternalSemaphore_t *extSemArray;
    const hipExternalSemaphoreWaitParams *paramsArray;
    unsigned int numExtSems;
} hipExternalSemaphoreWaitNodeParams;

typedef enum hipGraphicsRegisterFlags {
    hipGraphicsRegisterFlagsNone = 0,
    hipGraphicsRegisterFlagsReadOnly = 1,
    hipGraphicsRegisterFlagsWriteDiscard = 2,
    hipGraphicsRegisterFlagsSurfaceLoadStore = 4,
    hipGraphicsRegisterFlagsTextureGather = 8
} hipGraphicsRegisterFlags;

typedef struct _hipGraphicsResource hipGraphicsResource;
typedef hipGraphicsResource *hipGraphicsResource_t;

/* ---- contexts (one device: every context is on device 0) ---- */
hipError_t hipCtxCreate(hipCtx_t *ctx, unsigned int flags, hipDevice_t device);
hipError_t hipCtxDestroy(hipCtx_t ctx);
hipError_t hipCtxPushCurrent(hipCtx_t ctx);
hipError_t hipCtxPopCurrent(hipCtx_t *ctx);
hipError_t hipCtxSetCurrent(hipCtx_t ctx);
hipError_t hipCtxGetCurrent(hipCtx_t *ctx);
hipError_t hipCtxGetDevice(hipDevice_t *device);
hipError_t hipCtxGetApiVersion(hipCtx_t ctx, int *apiVersion);
hipError_t hipCtxGetFlags(unsigned int *flags);
hipError_t hipCtxSynchronize(void);
hipError_t hipCtxGetCacheConfig(hipFuncCache_t *cacheConfig);
hipError_t hipCtxSetCacheConfig(hipFuncCache_t cacheConfig);
hipError_t hipCtxGetSharedMemConfig(hipSharedMemConfig *pConfig);
hipError_t hipCtxSetSharedMemConfig(hipSharedMemConfig config);
hipError_t hipCtxEnablePeerAccess(hipCtx_t peerCtx, unsigned int flags);
hipError_t hipCtxDisablePeerAccess(hipCtx_t peerCtx);
hipError_t hipDevicePrimaryCtxRetain(hipCtx_t *pctx, hipDevice_t dev);
hipError_t hipDevicePrimaryCtxRelease(hipDevice_t dev);
hipError_t hipDevicePrimaryCtxReset(hipDevice_t dev);
hipError_t hipDevicePrimaryCtxGetState(hipDevice_t dev, unsigned int *flags, int *active);
hipError_t hipDevicePrimaryCtxSetFlags(hipDevice_t dev, unsigned int flags);

/* ---- libraries: context-independent modules (hs_module.c: a library is a module, a kernel
 * its function handle) ---- */
typedef struct ihipLibrary_t *hipLibrary_t;
typedef struct ihipKernel_t *hipKernel_t;
typedef enum hipLibraryOption_e {
    hipLibraryHostUniversalFunctionAndDataTable = 0,
    hipLibraryBinaryIsPreserved = 1
} hipLibraryOption;
hipError_t hipLibraryLoadData(hipLibrary_t *library, const void *code, hipJitOption *jitOptions,
                              void **jitOptionsValues, unsigned int numJitOptions,
                              hipLibraryOption *libraryOptions, void **libraryOptionValues,
                              unsigned int numLibraryOptions);
hipError_t hipLibraryLoadFromFile(hipLibrary_t *library, const char *fileName,
                                  hipJitOption *jitOptions, void **jitOptionsValues,
                                  unsigned int numJitOptions, hipLibraryOption *libraryOptions,
                                  void **libraryOptionValues, unsigned int numLibraryOptions);
hipError_t hipLibraryUnload(hipLibrary_t library);
hipError_t hipLibraryGetKernel(hipKernel_t *pKernel, hipLibrary_t library, const char *name);
hipError_t hipLibraryGetKernelCount(unsigned int *count, hipLibrary_t library);

/* ---- batches of copies (hs_copy.c) ---- */
typedef enum hipMemcpyFlags {
    hipMemcpyFlagDefault = 0x0,
    hipMemcpyFlagPreferOverlapWithCompute = 0x1
} hipMemcpyFlags;
typedef enum hipMemcpySrcAccessOrder {
    hipMemcpySrcAccessOrderInvalid = 0x0,
    hipMemcpySrcAccessOrderStream = 0x1,
    hipMemcpySrcAccessOrderDuringApiCall = 0x2,
    hipMemcpySrcAccessOrderAny = 0x3,
    hipMemcpySrcAccessOrderMax = 0x7FFFFFFF
} hipMemcpySrcAccessOrder;
typedef struct hipMemcpyAttributes {
    hipMemcpySrcAccessOrder srcAccessOrder;
    hipMemLocation srcLocHint;
    hipMemLocation dstLocHint;
    unsigned int flags;
} hipMemcpyAttributes;
typedef enum hipMemcpy3DOperandType {
    hipMemcpyOperandTypePointer = 0x1,
    hipMemcpyOperandTypeArray = 0x2,
    hipMemcpyOperandTypeMax = 0x7FFFFFFF
} hipMemcpy3DOperandType;
typedef struct hipOffset3D {
    size_t x, y, z;
} hipOffset3D;
typedef struct hipMemcpy3DOperand {
    hipMemcpy3DOperandType type;
    union {
        struct {
            void *ptr;
            size_t rowLength;
            size_t layerHeight;
            hipMemLocation locHint;
        } ptr;
        struct {
            hipArray_t array;
            hipOffset3D offset;
        } array;
    } op;
} hipMemcpy3DOperand;
typedef struct hipMemcpy3DBatchOp {
    hipMemcpy3DOperand src;
    hipMemcpy3DOperand dst;
    hipExtent extent;
    hipMemcpySrcAccessOrder srcAccessOrder;
    unsigned int flags;
} hipMemcpy3DBatchOp;
hipError_t hipMemcpyBatchAsync(void **dsts, void **srcs, size_t *sizes, size_t count,
                               hipMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs,
                               size_t *failIdx, hipStream_t stream);
hipError_t hipMemcpy3DBatchAsync(size_t numOps, hipMemcpy3DBatchOp *opList, size_t *failIdx,
                                 unsigned long long flags, hipStream_t stream);

/* ---- device and driver queries ---- */
hipError_t hipDeviceGetUuid(hipUUID *uuid, hipDevice_t device);
hipError_t hipDeviceGetByPCIBusId(int *device, const char *pciBusId);
hipError_t hipDeviceGetP2PAttribute(int *value, hipDeviceP2PAttr attr, int srcDevice,
                                    int dstDevice);
hipError_t hipSetValidDevices(int *device_arr, int len);
hipError_t hipGetProcAddress(const char *symbol, void **pfn, int hipVersion, uint64_t flags,
                             hipDriverProcAddressQueryResult *symbolStatus HS_DPARM(NULL));
hipError_t hipGetDriverEntryPoint(const char *symbol, void **funcPtr, unsigned long long flags,
                                  hipDriverEntryPointQueryResult *status HS_DPARM(NULL));
hipError_t hipProfilerStart(void);
hipError_t hipProfilerStop(void);

/* ---- pointer attributes and unified memory ---- */
hipError_t hipPointerGetAttribute(void *data, hipPointer_attribute attribute, hipDeviceptr_t ptr);
hipError_t hipPointerSetAttribute(const void *value, hipPointer_attribute attribute,
                                  hipDeviceptr_t ptr);
hipError_t hipDrvPointerGetAttributes(unsigned int numAttributes, hipPointer_attribute *attributes,
                                      void **data, hipDeviceptr_t ptr);
hipError_t hipMemAdvise(const void *dev_ptr, size_t count, hipMemoryAdvise advice, int device);
hipError_t hipMemAdvise_v2(const void *dev_ptr, size_t count, hipMemoryAdvise advice,
                           hipMemLocation location);
hipError_t hipMemPrefetchAsync_v2(const void *dev_ptr, size_t count, hipMemLocation location,
                                  unsigned int flags, hipStream_t stream HS_DPARM(0));
hipError_t hipMemRangeGetAttribute(void *data, size_t data_size, hipMemRangeAttribute attribute,
                                   const void *dev_ptr, size_t count);
hipError_t hipMemRangeGetAttributes(void **data, size_t *data_sizes,
                                    hipMemRangeAttribute *attributes, size_t num_attributes,
                                    const void *dev_ptr, size_t count);
hipError_t hipStreamAttachMemAsync(hipStream_t stream, void *dev_ptr, size_t length HS_DPARM(0),
                                   unsigned int flags HS_DPARM(hipMemAttachSingle));
hipError_t hipMemAllocHost(void **ptr, size_t size);

/* ---- IPC between processes of one machine ---- */
hipError_t hipIpcGetMemHandle(hipIpcMemHandle_t *handle, void *devPtr);
hipError_t hipIpcOpenMemHandle(void **devPtr, hipIpcMemHandle_t handle, unsigned int flags);
hipError_t hipIpcCloseMemHandle(void *devPtr);
hipError_t hipIpcGetEventHandle(hipIpcEventHandle_t *handle, hipEvent_t event);
hipError_t hipIpcOpenEventHandle(hipEvent_t *event, hipIpcEventHandle_t handle);

/* ---- memory pools and stream-ordered allocation ---- */
hipError_t hipDeviceGetDefaultMemPool(hipMemPool_t *mem_pool, int device);
hipError_t hipDeviceGetMemPool(hipMemPool_t *mem_pool, int device);
hipError_t hipDeviceSetMemPool(int device, hipMemPool_t mem_pool);
hipError_t hipMemPoolCreate(hipMemPool_t *mem_pool, const hipMemPoolProps *pool_props);
hipError_t hipMemPoolDestroy(hipMemPool_t mem_pool);
hipError_t hipMemPoolTrimTo(hipMemPool_t mem_pool, size_t min_bytes_to_hold);
hipError_t hipMemPoolSetAttribute(hipMemPool_t mem_pool, hipMemPoolAttr attr, void *value);
hipError_t hipMemPoolGetAttribute(hipMemPool_t mem_pool, hipMemPoolAttr attr, void *value);
hipError_t hipMemPoolSetAccess(hipMemPool_t mem_pool, const hipMemAccessDesc *desc_list,
                               size_t count);
hipError_t hipMemPoolGetAccess(hipMemAccessFlags *flags, hipMemPool_t mem_pool,
                               hipMemLocation *location);
hipError_t hipMallocFromPoolAsync(void **dev_ptr, size_t size, hipMemPool_t mem_pool,
                                  hipStream_t stream);
hipError_t hipMemPoolExportToShareableHandle(void *shared_handle, hipMemPool_t mem_pool,
                                             hipMemAllocationHandleType handle_type,
                                             unsigned int flags);
hipError_t hipMemPoolImportFromShareableHandle(hipMemPool_t *mem_pool, void *shared_handle,
                                               hipMemAllocationHandleType handle_type,
                                               unsigned int flags);
hipError_t hipMemPoolExportPointer(hipMemPoolPtrExportData *export_data, void *dev_ptr);
hipError_t hipMemPoolImportPointer(void **dev_ptr, hipMemPool_t mem_pool,
                                   hipMemPoolPtrExportData *export_data);

/* ---- virtual memory management ---- */
hipError_t hipMemAddressReserve(void **ptr, size_t size, size_t alignment, void *addr,
                                unsigned long long flags);
hipError_t hipMemAddressFree(void *devPtr, size_t size);
hipError_t hipMemCreate(hipMemGenericAllocationHandle_t *handle, size_t size,
                        const hipMemAllocationProp *prop, unsigned long long flags);
hipError_t hipMemRelease(hipMemGenericAllocationHandle_t handle);
hipError_t hipMemMap(void *ptr, size_t size, size_t offset, hipMemGenericAllocationHandle_t handle,
                     unsigned long long flags);
hipError_t hipMemUnmap(void *ptr, size_t size);
hipError_t hipMemSetAccess(void *ptr, size_t size, const hipMemAccessDesc *desc, size_t count);
hipError_t hipMemGetAccess(unsigned long long *flags, const hipMemLocation *location, void *ptr);
hipError_t hipMemGetAllocationGranularity(size_t *granularity, const hipMemAllocationProp *prop,
                                          hipMemAllocationGranularity_flags option);
hipError_t hipMemGetAllocationPropertiesFromHandle(hipMemAllocationProp *prop,
                                                   hipMemGenericAllocationHandle_t handle);
hipError_t hipMemRetainAllocationHandle(hipMemGenericAllocationHandle_t *handle, void *addr);
hipError_t hipMemExportToShareableHandle(void *shareableHandle,
                                         hipMemGenericAllocationHandle_t handle,
                                         hipMemAllocationHandleType handleType,
                                         unsigned long long flags);
hipError_t hipMemImportFromShareableHandle(hipMemGenericAllocationHandle_t *handle, void *osHandle,
                                           hipMemAllocationHandleType shHandleType);
hipError_t hipMemGetHandleForAddressRange(void *handle, hipDeviceptr_t dptr, size_t size,
                                          hipMemRangeHandleType handleType,
                                          unsigned long long flags);

/* ---- stream memory operations ---- */
hipError_t hipStreamWaitValue32(hipStream_t stream, void *ptr, uint32_t value, unsigned int flags,
                                uint32_t mask HS_DPARM(0xFFFFFFFF));
hipError_t hipStreamWaitValue64(hipStream_t stream, void *ptr, uint64_t value, unsigned int flags,
                                uint64_t mask HS_DPARM(0xFFFFFFFFFFFFFFFFull));
hipError_t hipStreamWriteValue32(hipStream_t stream, void *ptr, uint32_t value, unsigned int flags);
hipError_t hipStreamWriteValue64(hipStream_t stream, void *ptr, uint64_t value, unsigned int flags);
hipError_t hipStreamBatchMemOp(hipStream_t stream, unsigned int count,
                               hipStreamBatchMemOpParams *paramArray, unsigned int flags);

/* ---- the legacy launch API and multi-device launches (one device) ---- */
hipError_t hipConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem HS_DPARM(0),
                            hipStream_t stream HS_DPARM(0));
hipError_t hipSetupArgument(const void *arg, size_t size, size_t offset);
hipError_t hipLaunchByPtr(const void *func);
hipError_t hipLaunchCooperativeKernelMultiDevice(hipLaunchParams *launchParamsList, int numDevices,
                                                 unsigned int flags);

/* ---- external resources and graphics interop: declared, hipErrorNotSupported ---- */
hipError_t hipImportExternalMemory(hipExternalMemory_t *extMem_out,
                                   const hipExternalMemoryHandleDesc *memHandleDesc);
hipError_t hipExternalMemoryGetMappedBuffer(void **devPtr, hipExternalMemory_t extMem,
                                            const hipExternalMemoryBufferDesc *bufferDesc);
hipError_t hipDestroyExternalMemory(hipExternalMemory_t extMem);
hipError_t hipImportExternalSemaphore(hipExternalSemaphore_t *extSem_out,
                                      const hipExternalSemaphoreHandleDesc *semHandleDesc);
hipError_t hipSignalExternalSemaphoresAsync(const hipExternalSemaphore_t *extSemArray,
                                            const hipExternalSemaphoreSignalParams *paramsArray,
                                            unsigned int numExtSems, hipStream_t stream HS_DPARM(0));
hipError_t hipWaitExternalSemaphoresAsync(const hipExternalSemaphore_t *extSemArray,
                                          const hipExternalSemaphoreWaitParams *paramsArray,
                                          unsigned int numExtSems, hipStream_t stream HS_DPARM(0));
hipError_t hipDestroyExternalSemaphore(hipExternalSemaphore_t extSem);
hipError_t hipGraphicsMapResources(int count, hipGraphicsResource_t *resources,
                                   hipStream_t stream HS_DPARM(0));
hipError_t hipGraphicsUnmapResources(int count, hipGraphicsResource_t *resources,
                                     hipStream_t stream HS_DPARM(0));
hipError_t hipGraphicsResourceGetMappedPointer(void **devPtr, size_t *size,
                                               hipGraphicsResource_t resource);
hipError_t hipGraphicsSubResourceGetMappedArray(hipArray_t *array, hipGraphicsResource_t resource,
                                                unsigned int arrayIndex, unsigned int mipLevel);
hipError_t hipGraphicsUnregisterResource(hipGraphicsResource_t resource);
hipError_t hipExternalMemoryGetMappedMipmappedArray(hipMipmappedArray_t *mipmap,
                                                   hipExternalMemory_t extMem,
                                                   const hipExternalMemoryMipmappedArrayDesc *mipmapDesc);
hipError_t hipMemMapArrayAsync(hipArrayMapInfo *mapInfoList, unsigned int count,
                               hipStream_t stream);

#endif
