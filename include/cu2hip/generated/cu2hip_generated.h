/* cu2hip_generated.h - CUDA runtime and driver API declarations for the parse prelude, generated
 * by scripts/gen-rules-decls from the names and types CUDA 13's headers declare (read with
 * libclang); names the core prelude declares are left out. For parsing only. Do not edit. */
#ifndef CU2HIP_GENERATED_H
#define CU2HIP_GENERATED_H
#pragma clang system_header
#include <stdint.h>
#if !defined(__dv)
#ifdef __cplusplus
#define __dv(v) = v
#else
#define __dv(v)
#endif
#endif
#ifdef __cplusplus
extern "C" {
#endif
enum cudaChannelFormatKind { cudaChannelFormatKindSigned = 0, cudaChannelFormatKindUnsigned = 1, cudaChannelFormatKindFloat = 2, cudaChannelFormatKindNone = 3, cudaChannelFormatKindNV12 = 4, cudaChannelFormatKindUnsignedNormalized8X1 = 5, cudaChannelFormatKindUnsignedNormalized8X2 = 6, cudaChannelFormatKindUnsignedNormalized8X4 = 7, cudaChannelFormatKindUnsignedNormalized16X1 = 8, cudaChannelFormatKindUnsignedNormalized16X2 = 9, cudaChannelFormatKindUnsignedNormalized16X4 = 10, cudaChannelFormatKindSignedNormalized8X1 = 11, cudaChannelFormatKindSignedNormalized8X2 = 12, cudaChannelFormatKindSignedNormalized8X4 = 13, cudaChannelFormatKindSignedNormalized16X1 = 14, cudaChannelFormatKindSignedNormalized16X2 = 15, cudaChannelFormatKindSignedNormalized16X4 = 16, cudaChannelFormatKindUnsignedBlockCompressed1 = 17, cudaChannelFormatKindUnsignedBlockCompressed1SRGB = 18, cudaChannelFormatKindUnsignedBlockCompressed2 = 19, cudaChannelFormatKindUnsignedBlockCompressed2SRGB = 20, cudaChannelFormatKindUnsignedBlockCompressed3 = 21, cudaChannelFormatKindUnsignedBlockCompressed3SRGB = 22, cudaChannelFormatKindUnsignedBlockCompressed4 = 23, cudaChannelFormatKindSignedBlockCompressed4 = 24, cudaChannelFormatKindUnsignedBlockCompressed5 = 25, cudaChannelFormatKindSignedBlockCompressed5 = 26, cudaChannelFormatKindUnsignedBlockCompressed6H = 27, cudaChannelFormatKindSignedBlockCompressed6H = 28, cudaChannelFormatKindUnsignedBlockCompressed7 = 29, cudaChannelFormatKindUnsignedBlockCompressed7SRGB = 30, cudaChannelFormatKindUnsignedNormalized1010102 = 31 };
struct cudaChannelFormatDesc { int x; int y; int z; int w; enum cudaChannelFormatKind f; };
typedef const struct cudaArray * cudaArray_const_t;
struct cudaMipmappedArray;
typedef struct cudaMipmappedArray * cudaMipmappedArray_t;
typedef const struct cudaMipmappedArray * cudaMipmappedArray_const_t;
struct cudaMipmappedArray;
struct cudaArraySparseProperties { struct { unsigned int width; unsigned int height; unsigned int depth; } tileExtent; unsigned int miptailFirstLevel; unsigned long long miptailSize; unsigned int flags; unsigned int reserved[4]; };
struct cudaArrayMemoryRequirements { size_t size; size_t alignment; unsigned int reserved[4]; };
struct cudaMemcpyNodeParams { int flags; int reserved[3]; struct cudaMemcpy3DParms copyParams; };
struct cudaMemcpy3DPeerParms { cudaArray_t srcArray; struct cudaPos srcPos; struct cudaPitchedPtr srcPtr; int srcDevice; cudaArray_t dstArray; struct cudaPos dstPos; struct cudaPitchedPtr dstPtr; int dstDevice; struct cudaExtent extent; };
struct cudaMemsetParams { void * dst; size_t pitch; unsigned int value; unsigned int elementSize; size_t width; size_t height; };
struct cudaMemsetParamsV2 { void * dst; size_t pitch; unsigned int value; unsigned int elementSize; size_t width; size_t height; };
enum cudaAccessProperty { cudaAccessPropertyNormal = 0, cudaAccessPropertyStreaming = 1, cudaAccessPropertyPersisting = 2 };
struct cudaAccessPolicyWindow { void * base_ptr; size_t num_bytes; float hitRatio; enum cudaAccessProperty hitProp; enum cudaAccessProperty missProp; };
struct cudaHostNodeParams { cudaHostFn_t fn; void * userData; };
struct cudaHostNodeParamsV2 { cudaHostFn_t fn; void * userData; };
enum cudaStreamCaptureStatus { cudaStreamCaptureStatusNone = 0, cudaStreamCaptureStatusActive = 1, cudaStreamCaptureStatusInvalidated = 2 };
enum cudaSynchronizationPolicy { cudaSyncPolicyAuto = 1, cudaSyncPolicySpin = 2, cudaSyncPolicyYield = 3, cudaSyncPolicyBlockingSync = 4 };
enum cudaClusterSchedulingPolicy { cudaClusterSchedulingPolicyDefault = 0, cudaClusterSchedulingPolicySpread = 1, cudaClusterSchedulingPolicyLoadBalancing = 2 };
enum cudaStreamUpdateCaptureDependenciesFlags { cudaStreamAddCaptureDependencies = 0, cudaStreamSetCaptureDependencies = 1 };
enum cudaUserObjectFlags { cudaUserObjectNoDestructorSync = 1 };
enum cudaUserObjectRetainFlags { cudaGraphUserObjectMove = 1 };
struct cudaGraphicsResource;
enum cudaGraphicsRegisterFlags { cudaGraphicsRegisterFlagsNone = 0, cudaGraphicsRegisterFlagsReadOnly = 1, cudaGraphicsRegisterFlagsWriteDiscard = 2, cudaGraphicsRegisterFlagsSurfaceLoadStore = 4, cudaGraphicsRegisterFlagsTextureGather = 8 };
enum cudaGraphicsMapFlags { cudaGraphicsMapFlagsNone = 0, cudaGraphicsMapFlagsReadOnly = 1, cudaGraphicsMapFlagsWriteDiscard = 2 };
enum cudaGraphicsCubeFace { cudaGraphicsCubeFacePositiveX = 0, cudaGraphicsCubeFaceNegativeX = 1, cudaGraphicsCubeFacePositiveY = 2, cudaGraphicsCubeFaceNegativeY = 3, cudaGraphicsCubeFacePositiveZ = 4, cudaGraphicsCubeFaceNegativeZ = 5 };
enum cudaResourceType { cudaResourceTypeArray = 0, cudaResourceTypeMipmappedArray = 1, cudaResourceTypeLinear = 2, cudaResourceTypePitch2D = 3 };
enum cudaResourceViewFormat { cudaResViewFormatNone = 0, cudaResViewFormatUnsignedChar1 = 1, cudaResViewFormatUnsignedChar2 = 2, cudaResViewFormatUnsignedChar4 = 3, cudaResViewFormatSignedChar1 = 4, cudaResViewFormatSignedChar2 = 5, cudaResViewFormatSignedChar4 = 6, cudaResViewFormatUnsignedShort1 = 7, cudaResViewFormatUnsignedShort2 = 8, cudaResViewFormatUnsignedShort4 = 9, cudaResViewFormatSignedShort1 = 10, cudaResViewFormatSignedShort2 = 11, cudaResViewFormatSignedShort4 = 12, cudaResViewFormatUnsignedInt1 = 13, cudaResViewFormatUnsignedInt2 = 14, cudaResViewFormatUnsignedInt4 = 15, cudaResViewFormatSignedInt1 = 16, cudaResViewFormatSignedInt2 = 17, cudaResViewFormatSignedInt4 = 18, cudaResViewFormatHalf1 = 19, cudaResViewFormatHalf2 = 20, cudaResViewFormatHalf4 = 21, cudaResViewFormatFloat1 = 22, cudaResViewFormatFloat2 = 23, cudaResViewFormatFloat4 = 24, cudaResViewFormatUnsignedBlockCompressed1 = 25, cudaResViewFormatUnsignedBlockCompressed2 = 26, cudaResViewFormatUnsignedBlockCompressed3 = 27, cudaResViewFormatUnsignedBlockCompressed4 = 28, cudaResViewFormatSignedBlockCompressed4 = 29, cudaResViewFormatUnsignedBlockCompressed5 = 30, cudaResViewFormatSignedBlockCompressed5 = 31, cudaResViewFormatUnsignedBlockCompressed6H = 32, cudaResViewFormatSignedBlockCompressed6H = 33, cudaResViewFormatUnsignedBlockCompressed7 = 34 };
struct cudaResourceDesc { enum cudaResourceType resType; union { struct { cudaArray_t array; } array; struct { cudaMipmappedArray_t mipmap; } mipmap; struct { void * devPtr; struct cudaChannelFormatDesc desc; size_t sizeInBytes; } linear; struct { void * devPtr; struct cudaChannelFormatDesc desc; size_t width; size_t height; size_t pitchInBytes; } pitch2D; struct { int reserved[32]; } reserved; } res; unsigned int flags; };
struct cudaResourceViewDesc { enum cudaResourceViewFormat format; size_t width; size_t height; size_t depth; unsigned int firstMipmapLevel; unsigned int lastMipmapLevel; unsigned int firstLayer; unsigned int lastLayer; unsigned int reserved[16]; };
enum cudaSharedCarveout { cudaSharedmemCarveoutDefault = -1, cudaSharedmemCarveoutMaxShared = 100, cudaSharedmemCarveoutMaxL1 = 0 };
enum cudaComputeMode { cudaComputeModeDefault = 0, cudaComputeModeExclusive = 1, cudaComputeModeProhibited = 2, cudaComputeModeExclusiveProcess = 3 };
enum cudaMemRangeAttribute { cudaMemRangeAttributeReadMostly = 1, cudaMemRangeAttributePreferredLocation = 2, cudaMemRangeAttributeAccessedBy = 3, cudaMemRangeAttributeLastPrefetchLocation = 4, cudaMemRangeAttributePreferredLocationType = 5, cudaMemRangeAttributePreferredLocationId = 6, cudaMemRangeAttributeLastPrefetchLocationType = 7, cudaMemRangeAttributeLastPrefetchLocationId = 8 };
enum cudaFlushGPUDirectRDMAWritesOptions { cudaFlushGPUDirectRDMAWritesOptionHost = 1, cudaFlushGPUDirectRDMAWritesOptionMemOps = 2 };
enum cudaGPUDirectRDMAWritesOrdering { cudaGPUDirectRDMAWritesOrderingNone = 0, cudaGPUDirectRDMAWritesOrderingOwner = 100, cudaGPUDirectRDMAWritesOrderingAllDevices = 200 };
enum cudaFlushGPUDirectRDMAWritesScope { cudaFlushGPUDirectRDMAWritesToOwner = 100, cudaFlushGPUDirectRDMAWritesToAllDevices = 200 };
enum cudaFlushGPUDirectRDMAWritesTarget { cudaFlushGPUDirectRDMAWritesTargetCurrentDevice = 0 };
enum cudaMemPoolAttr { cudaMemPoolReuseFollowEventDependencies = 1, cudaMemPoolReuseAllowOpportunistic = 2, cudaMemPoolReuseAllowInternalDependencies = 3, cudaMemPoolAttrReleaseThreshold = 4, cudaMemPoolAttrReservedMemCurrent = 5, cudaMemPoolAttrReservedMemHigh = 6, cudaMemPoolAttrUsedMemCurrent = 7, cudaMemPoolAttrUsedMemHigh = 8 };
enum cudaMemAccessFlags { cudaMemAccessFlagsProtNone = 0, cudaMemAccessFlagsProtRead = 1, cudaMemAccessFlagsProtReadWrite = 3 };
struct cudaMemAccessDesc { struct cudaMemLocation location; enum cudaMemAccessFlags flags; };
enum cudaMemAllocationType { cudaMemAllocationTypeInvalid = 0, cudaMemAllocationTypePinned = 1, cudaMemAllocationTypeManaged = 2, cudaMemAllocationTypeMax = 2147483647 };
enum cudaMemAllocationHandleType { cudaMemHandleTypeNone = 0, cudaMemHandleTypePosixFileDescriptor = 1, cudaMemHandleTypeWin32 = 2, cudaMemHandleTypeWin32Kmt = 4, cudaMemHandleTypeFabric = 8 };
struct cudaMemPoolProps { enum cudaMemAllocationType allocType; enum cudaMemAllocationHandleType handleTypes; struct cudaMemLocation location; void * win32SecurityAttributes; size_t maxSize; unsigned short usage; unsigned char reserved[54]; };
struct cudaMemPoolPtrExportData { unsigned char reserved[64]; };
struct cudaMemAllocNodeParams { struct cudaMemPoolProps poolProps; const struct cudaMemAccessDesc * accessDescs; size_t accessDescCount; size_t bytesize; void * dptr; };
struct cudaMemAllocNodeParamsV2 { struct cudaMemPoolProps poolProps; const struct cudaMemAccessDesc * accessDescs; size_t accessDescCount; size_t bytesize; void * dptr; };
struct cudaMemFreeNodeParams { void * dptr; };
enum cudaGraphMemAttributeType { cudaGraphMemAttrUsedMemCurrent = 0, cudaGraphMemAttrUsedMemHigh = 1, cudaGraphMemAttrReservedMemCurrent = 2, cudaGraphMemAttrReservedMemHigh = 3 };
enum cudaMemcpyFlags { cudaMemcpyFlagDefault = 0, cudaMemcpyFlagPreferOverlapWithCompute = 1 };
enum cudaMemcpySrcAccessOrder { cudaMemcpySrcAccessOrderInvalid = 0, cudaMemcpySrcAccessOrderStream = 1, cudaMemcpySrcAccessOrderDuringApiCall = 2, cudaMemcpySrcAccessOrderAny = 3, cudaMemcpySrcAccessOrderMax = 2147483647 };
struct cudaMemcpyAttributes { enum cudaMemcpySrcAccessOrder srcAccessOrder; struct cudaMemLocation srcLocHint; struct cudaMemLocation dstLocHint; unsigned int flags; };
enum cudaMemcpy3DOperandType { cudaMemcpyOperandTypePointer = 1, cudaMemcpyOperandTypeArray = 2, cudaMemcpyOperandTypeMax = 2147483647 };
struct cudaOffset3D { size_t x; size_t y; size_t z; };
struct cudaMemcpy3DOperand { enum cudaMemcpy3DOperandType type; union { struct { void * ptr; size_t rowLength; size_t layerHeight; struct cudaMemLocation locHint; } ptr; struct { cudaArray_t array; struct cudaOffset3D offset; } array; } op; };
struct cudaMemcpy3DBatchOp { struct cudaMemcpy3DOperand src; struct cudaMemcpy3DOperand dst; struct cudaExtent extent; enum cudaMemcpySrcAccessOrder srcAccessOrder; unsigned int flags; };
enum cudaDeviceP2PAttr { cudaDevP2PAttrPerformanceRank = 1, cudaDevP2PAttrAccessSupported = 2, cudaDevP2PAttrNativeAtomicSupported = 3, cudaDevP2PAttrCudaArrayAccessSupported = 4, cudaDevP2PAttrOnlyPartialNativeAtomicSupported = 5 };
enum cudaAtomicOperation { cudaAtomicOperationIntegerAdd = 0, cudaAtomicOperationIntegerMin = 1, cudaAtomicOperationIntegerMax = 2, cudaAtomicOperationIntegerIncrement = 3, cudaAtomicOperationIntegerDecrement = 4, cudaAtomicOperationAnd = 5, cudaAtomicOperationOr = 6, cudaAtomicOperationXOR = 7, cudaAtomicOperationExchange = 8, cudaAtomicOperationCAS = 9, cudaAtomicOperationFloatAdd = 10, cudaAtomicOperationFloatMin = 11, cudaAtomicOperationFloatMax = 12 };
enum cudaAtomicOperationCapability { cudaAtomicCapabilitySigned = 1, cudaAtomicCapabilityUnsigned = 2, cudaAtomicCapabilityReduction = 4, cudaAtomicCapabilityScalar32 = 8, cudaAtomicCapabilityScalar64 = 16, cudaAtomicCapabilityScalar128 = 32, cudaAtomicCapabilityVector32x4 = 64 };
struct CUuuid_st { char bytes[16]; };
typedef struct CUuuid_st CUuuid;
struct cudaMemFabricHandle_st { char reserved[64]; };
typedef struct cudaMemFabricHandle_st cudaMemFabricHandle_t;
enum cudaExternalMemoryHandleType { cudaExternalMemoryHandleTypeOpaqueFd = 1, cudaExternalMemoryHandleTypeOpaqueWin32 = 2, cudaExternalMemoryHandleTypeOpaqueWin32Kmt = 3, cudaExternalMemoryHandleTypeD3D12Heap = 4, cudaExternalMemoryHandleTypeD3D12Resource = 5, cudaExternalMemoryHandleTypeD3D11Resource = 6, cudaExternalMemoryHandleTypeD3D11ResourceKmt = 7, cudaExternalMemoryHandleTypeNvSciBuf = 8 };
struct cudaExternalMemoryHandleDesc { enum cudaExternalMemoryHandleType type; union { int fd; struct { void * handle; const void * name; } win32; const void * nvSciBufObject; } handle; unsigned long long size; unsigned int flags; unsigned int reserved[16]; };
struct cudaExternalMemoryBufferDesc { unsigned long long offset; unsigned long long size; unsigned int flags; unsigned int reserved[16]; };
struct cudaExternalMemoryMipmappedArrayDesc { unsigned long long offset; struct cudaChannelFormatDesc formatDesc; struct cudaExtent extent; unsigned int flags; unsigned int numLevels; unsigned int reserved[16]; };
enum cudaExternalSemaphoreHandleType { cudaExternalSemaphoreHandleTypeOpaqueFd = 1, cudaExternalSemaphoreHandleTypeOpaqueWin32 = 2, cudaExternalSemaphoreHandleTypeOpaqueWin32Kmt = 3, cudaExternalSemaphoreHandleTypeD3D12Fence = 4, cudaExternalSemaphoreHandleTypeD3D11Fence = 5, cudaExternalSemaphoreHandleTypeNvSciSync = 6, cudaExternalSemaphoreHandleTypeKeyedMutex = 7, cudaExternalSemaphoreHandleTypeKeyedMutexKmt = 8, cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd = 9, cudaExternalSemaphoreHandleTypeTimelineSemaphoreWin32 = 10 };
struct cudaExternalSemaphoreHandleDesc { enum cudaExternalSemaphoreHandleType type; union { int fd; struct { void * handle; const void * name; } win32; const void * nvSciSyncObj; } handle; unsigned int flags; unsigned int reserved[16]; };
struct cudaExternalSemaphoreSignalParams { struct { struct { unsigned long long value; } fence; union { void * fence; unsigned long long reserved; } nvSciSync; struct { unsigned long long key; } keyedMutex; unsigned int reserved[12]; } params; unsigned int flags; unsigned int reserved[16]; };
struct cudaExternalSemaphoreWaitParams { struct { struct { unsigned long long value; } fence; union { void * fence; unsigned long long reserved; } nvSciSync; struct { unsigned long long key; unsigned int timeoutMs; } keyedMutex; unsigned int reserved[10]; } params; unsigned int flags; unsigned int reserved[16]; };
typedef struct cudaGraphicsResource * cudaGraphicsResource_t;
struct CUexternalMemory_st;
typedef struct CUexternalMemory_st * cudaExternalMemory_t;
struct CUexternalSemaphore_st;
typedef struct CUexternalSemaphore_st * cudaExternalSemaphore_t;
typedef struct CUgraphNode_st * cudaGraphNode_t;
struct CUuserObject_st;
typedef struct CUuserObject_st * cudaUserObject_t;
struct CUkern_st;
typedef struct CUkern_st * cudaKernel_t;
enum cudaJitOption { cudaJitMaxRegisters = 0, cudaJitThreadsPerBlock = 1, cudaJitWallTime = 2, cudaJitInfoLogBuffer = 3, cudaJitInfoLogBufferSizeBytes = 4, cudaJitErrorLogBuffer = 5, cudaJitErrorLogBufferSizeBytes = 6, cudaJitOptimizationLevel = 7, cudaJitFallbackStrategy = 10, cudaJitGenerateDebugInfo = 11, cudaJitLogVerbose = 12, cudaJitGenerateLineInfo = 13, cudaJitCacheMode = 14, cudaJitPositionIndependentCode = 30, cudaJitMinCtaPerSm = 31, cudaJitMaxThreadsPerBlock = 32, cudaJitOverrideDirectiveValues = 33 };
enum cudaLibraryOption { cudaLibraryHostUniversalFunctionAndDataTable = 0, cudaLibraryBinaryIsPreserved = 1 };
struct cudalibraryHostUniversalFunctionAndDataTable { void * functionTable; size_t functionWindowSize; void * dataTable; size_t dataWindowSize; };
enum cudaJit_CacheMode { cudaJitCacheOptionNone = 0, cudaJitCacheOptionCG = 1, cudaJitCacheOptionCA = 2 };
enum cudaJit_Fallback { cudaPreferPtx = 0, cudaPreferBinary = 1 };
struct CUlib_st;
typedef struct CUlib_st * cudaLibrary_t;
enum cudaCGScope { cudaCGScopeInvalid = 0, cudaCGScopeGrid = 1, cudaCGScopeReserved = 2 };
struct cudaKernelNodeParams { void * func; dim3 gridDim; dim3 blockDim; unsigned int sharedMemBytes; void ** kernelParams; void ** extra; };
struct cudaKernelNodeParamsV2 { void * func; dim3 gridDim; dim3 blockDim; unsigned int sharedMemBytes; void ** kernelParams; void ** extra; };
struct cudaExternalSemaphoreSignalNodeParams { cudaExternalSemaphore_t * extSemArray; const struct cudaExternalSemaphoreSignalParams * paramsArray; unsigned int numExtSems; };
struct cudaExternalSemaphoreSignalNodeParamsV2 { cudaExternalSemaphore_t * extSemArray; const struct cudaExternalSemaphoreSignalParams * paramsArray; unsigned int numExtSems; };
struct cudaExternalSemaphoreWaitNodeParams { cudaExternalSemaphore_t * extSemArray; const struct cudaExternalSemaphoreWaitParams * paramsArray; unsigned int numExtSems; };
struct cudaExternalSemaphoreWaitNodeParamsV2 { cudaExternalSemaphore_t * extSemArray; const struct cudaExternalSemaphoreWaitParams * paramsArray; unsigned int numExtSems; };
enum cudaGraphConditionalHandleFlags { cudaGraphCondAssignDefault = 1 };
enum cudaGraphConditionalNodeType { cudaGraphCondTypeIf = 0, cudaGraphCondTypeWhile = 1, cudaGraphCondTypeSwitch = 2 };
struct cudaConditionalNodeParams { cudaGraphConditionalHandle handle; enum cudaGraphConditionalNodeType type; unsigned int size; cudaGraph_t * phGraph_out; };
enum cudaGraphNodeType { cudaGraphNodeTypeKernel = 0, cudaGraphNodeTypeMemcpy = 1, cudaGraphNodeTypeMemset = 2, cudaGraphNodeTypeHost = 3, cudaGraphNodeTypeGraph = 4, cudaGraphNodeTypeEmpty = 5, cudaGraphNodeTypeWaitEvent = 6, cudaGraphNodeTypeEventRecord = 7, cudaGraphNodeTypeExtSemaphoreSignal = 8, cudaGraphNodeTypeExtSemaphoreWait = 9, cudaGraphNodeTypeMemAlloc = 10, cudaGraphNodeTypeMemFree = 11, cudaGraphNodeTypeConditional = 13, cudaGraphNodeTypeCount = 14 };
enum cudaGraphChildGraphNodeOwnership { cudaGraphChildGraphOwnershipClone = 0, cudaGraphChildGraphOwnershipMove = 1 };
struct cudaChildGraphNodeParams { cudaGraph_t graph; enum cudaGraphChildGraphNodeOwnership ownership; };
struct cudaEventRecordNodeParams { cudaEvent_t event; };
struct cudaEventWaitNodeParams { cudaEvent_t event; };
struct cudaGraphNodeParams { enum cudaGraphNodeType type; int reserved0[3]; union { long long reserved1[29]; struct cudaKernelNodeParamsV2 kernel; struct cudaMemcpyNodeParams memcpy; struct cudaMemsetParamsV2 memset; struct cudaHostNodeParamsV2 host; struct cudaChildGraphNodeParams graph; struct cudaEventWaitNodeParams eventWait; struct cudaEventRecordNodeParams eventRecord; struct cudaExternalSemaphoreSignalNodeParamsV2 extSemSignal; struct cudaExternalSemaphoreWaitNodeParamsV2 extSemWait; struct cudaMemAllocNodeParamsV2 alloc; struct cudaMemFreeNodeParams free; struct cudaConditionalNodeParams conditional; }; long long reserved2; };
enum cudaGraphDependencyType_enum { cudaGraphDependencyTypeDefault = 0, cudaGraphDependencyTypeProgrammatic = 1 };
typedef enum cudaGraphDependencyType_enum cudaGraphDependencyType;
struct cudaGraphEdgeData_st { unsigned char from_port; unsigned char to_port; unsigned char type; unsigned char reserved[5]; };
typedef struct cudaGraphEdgeData_st cudaGraphEdgeData;
enum cudaGraphExecUpdateResult { cudaGraphExecUpdateSuccess = 0, cudaGraphExecUpdateError = 1, cudaGraphExecUpdateErrorTopologyChanged = 2, cudaGraphExecUpdateErrorNodeTypeChanged = 3, cudaGraphExecUpdateErrorFunctionChanged = 4, cudaGraphExecUpdateErrorParametersChanged = 5, cudaGraphExecUpdateErrorNotSupported = 6, cudaGraphExecUpdateErrorUnsupportedFunctionChange = 7, cudaGraphExecUpdateErrorAttributesChanged = 8 };
enum cudaGraphInstantiateResult { cudaGraphInstantiateSuccess = 0, cudaGraphInstantiateError = 1, cudaGraphInstantiateInvalidStructure = 2, cudaGraphInstantiateNodeOperationNotSupported = 3, cudaGraphInstantiateMultipleDevicesNotSupported = 4, cudaGraphInstantiateConditionalHandleUnused = 5 };
typedef enum cudaGraphInstantiateResult cudaGraphInstantiateResult;
struct cudaGraphInstantiateParams_st { unsigned long long flags; cudaStream_t uploadStream; cudaGraphNode_t errNode_out; cudaGraphInstantiateResult result_out; };
typedef struct cudaGraphInstantiateParams_st cudaGraphInstantiateParams;
struct cudaGraphExecUpdateResultInfo_st { enum cudaGraphExecUpdateResult result; cudaGraphNode_t errorNode; cudaGraphNode_t errorFromNode; };
typedef struct cudaGraphExecUpdateResultInfo_st cudaGraphExecUpdateResultInfo;
struct CUgraphDeviceUpdatableNode_st;
typedef struct CUgraphDeviceUpdatableNode_st * cudaGraphDeviceNode_t;
enum cudaGraphKernelNodeField { cudaGraphKernelNodeFieldInvalid = 0, cudaGraphKernelNodeFieldGridDim = 1, cudaGraphKernelNodeFieldParam = 2, cudaGraphKernelNodeFieldEnabled = 3 };
struct cudaGraphKernelNodeUpdate { cudaGraphDeviceNode_t node; enum cudaGraphKernelNodeField field; union { dim3 gridDim; struct { const void * pValue; size_t offset; size_t size; } param; unsigned int isEnabled; } updateData; };
enum cudaGetDriverEntryPointFlags { cudaEnableDefault = 0, cudaEnableLegacyStream = 1, cudaEnablePerThreadDefaultStream = 2 };
enum cudaDriverEntryPointQueryResult { cudaDriverEntryPointSuccess = 0, cudaDriverEntryPointSymbolNotFound = 1, cudaDriverEntryPointVersionNotSufficent = 2 };
enum cudaGraphDebugDotFlags { cudaGraphDebugDotFlagsVerbose = 1, cudaGraphDebugDotFlagsKernelNodeParams = 4, cudaGraphDebugDotFlagsMemcpyNodeParams = 8, cudaGraphDebugDotFlagsMemsetNodeParams = 16, cudaGraphDebugDotFlagsHostNodeParams = 32, cudaGraphDebugDotFlagsEventNodeParams = 64, cudaGraphDebugDotFlagsExtSemasSignalNodeParams = 128, cudaGraphDebugDotFlagsExtSemasWaitNodeParams = 256, cudaGraphDebugDotFlagsKernelNodeAttributes = 512, cudaGraphDebugDotFlagsHandles = 1024, cudaGraphDebugDotFlagsConditionalNodeParams = 32768 };
enum cudaGraphInstantiateFlags { cudaGraphInstantiateFlagAutoFreeOnLaunch = 1, cudaGraphInstantiateFlagUpload = 2, cudaGraphInstantiateFlagDeviceLaunch = 4, cudaGraphInstantiateFlagUseNodePriority = 8 };
enum cudaLaunchMemSyncDomain { cudaLaunchMemSyncDomainDefault = 0, cudaLaunchMemSyncDomainRemote = 1 };
typedef enum cudaLaunchMemSyncDomain cudaLaunchMemSyncDomain;
struct cudaLaunchMemSyncDomainMap_st { unsigned char default_; unsigned char remote; };
typedef struct cudaLaunchMemSyncDomainMap_st cudaLaunchMemSyncDomainMap;
enum cudaLaunchAttributeID { cudaLaunchAttributeIgnore = 0, cudaLaunchAttributeAccessPolicyWindow = 1, cudaLaunchAttributeCooperative = 2, cudaLaunchAttributeSynchronizationPolicy = 3, cudaLaunchAttributeClusterDimension = 4, cudaLaunchAttributeClusterSchedulingPolicyPreference = 5, cudaLaunchAttributeProgrammaticStreamSerialization = 6, cudaLaunchAttributeProgrammaticEvent = 7, cudaLaunchAttributePriority = 8, cudaLaunchAttributeMemSyncDomainMap = 9, cudaLaunchAttributeMemSyncDomain = 10, cudaLaunchAttributePreferredClusterDimension = 11, cudaLaunchAttributeLaunchCompletionEvent = 12, cudaLaunchAttributeDeviceUpdatableKernelNode = 13, cudaLaunchAttributePreferredSharedMemoryCarveout = 14, cudaLaunchAttributeNvlinkUtilCentricScheduling = 16 };
typedef enum cudaLaunchAttributeID cudaLaunchAttributeID;
union cudaLaunchAttributeValue { char pad[64]; struct cudaAccessPolicyWindow accessPolicyWindow; int cooperative; enum cudaSynchronizationPolicy syncPolicy; struct { unsigned int x; unsigned int y; unsigned int z; } clusterDim; enum cudaClusterSchedulingPolicy clusterSchedulingPolicyPreference; int programmaticStreamSerializationAllowed; struct { cudaEvent_t event; int flags; int triggerAtBlockStart; } programmaticEvent; int priority; cudaLaunchMemSyncDomainMap memSyncDomainMap; cudaLaunchMemSyncDomain memSyncDomain; struct { unsigned int x; unsigned int y; unsigned int z; } preferredClusterDim; struct { cudaEvent_t event; int flags; } launchCompletionEvent; struct { int deviceUpdatable; cudaGraphDeviceNode_t devNode; } deviceUpdatableKernelNode; unsigned int sharedMemCarveout; unsigned int nvlinkUtilCentricScheduling; };
typedef union cudaLaunchAttributeValue cudaLaunchAttributeValue;
struct cudaLaunchAttribute_st { cudaLaunchAttributeID id; char pad[4]; cudaLaunchAttributeValue val; };
typedef struct cudaLaunchAttribute_st cudaLaunchAttribute;
struct cudaLaunchConfig_st { dim3 gridDim; dim3 blockDim; size_t dynamicSmemBytes; cudaStream_t stream; cudaLaunchAttribute * attrs; unsigned int numAttrs; };
typedef struct cudaLaunchConfig_st cudaLaunchConfig_t;
enum cudaDeviceNumaConfig { cudaDeviceNumaConfigNone = 0, cudaDeviceNumaConfigNumaNode = 1 };
struct cudaAsyncCallbackEntry;
typedef struct cudaAsyncCallbackEntry * cudaAsyncCallbackHandle_t;
struct cudaAsyncCallbackEntry;
enum cudaAsyncNotificationType_enum { cudaAsyncNotificationTypeOverBudget = 1 };
typedef enum cudaAsyncNotificationType_enum cudaAsyncNotificationType;
struct cudaAsyncNotificationInfo { cudaAsyncNotificationType type; union { struct { unsigned long long bytesOverBudget; } overBudget; } info; };
typedef struct cudaAsyncNotificationInfo cudaAsyncNotificationInfo_t;
typedef void (*cudaAsyncCallback)(cudaAsyncNotificationInfo_t *, void *, cudaAsyncCallbackHandle_t);
enum CUDAlogLevel_enum { cudaLogLevelError = 0, cudaLogLevelWarning = 1 };
typedef enum CUDAlogLevel_enum cudaLogLevel;
struct CUlogsCallbackEntry_st;
typedef struct CUlogsCallbackEntry_st * cudaLogsCallbackHandle;
typedef unsigned int cudaLogIterator;
enum cudaSurfaceBoundaryMode { cudaBoundaryModeZero = 0, cudaBoundaryModeClamp = 1, cudaBoundaryModeTrap = 2 };
enum cudaSurfaceFormatMode { cudaFormatModeForced = 0, cudaFormatModeAuto = 1 };
typedef unsigned long long cudaSurfaceObject_t;
enum cudaTextureAddressMode { cudaAddressModeWrap = 0, cudaAddressModeClamp = 1, cudaAddressModeMirror = 2, cudaAddressModeBorder = 3 };
enum cudaTextureFilterMode { cudaFilterModePoint = 0, cudaFilterModeLinear = 1 };
enum cudaTextureReadMode { cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1 };
struct cudaTextureDesc { enum cudaTextureAddressMode addressMode[3]; enum cudaTextureFilterMode filterMode; enum cudaTextureReadMode readMode; int sRGB; float borderColor[4]; int normalizedCoords; unsigned int maxAnisotropy; enum cudaTextureFilterMode mipmapFilterMode; float mipmapLevelBias; float minMipmapLevelClamp; float maxMipmapLevelClamp; int disableTrilinearOptimization; int seamlessCubemap; };
typedef unsigned long long cudaTextureObject_t;
cudaError_t cudaDeviceGetTexture1DLinearMaxWidth(size_t * maxWidthInElements, const struct cudaChannelFormatDesc * fmtDesc, int device);
cudaError_t cudaIpcGetEventHandle(cudaIpcEventHandle_t * handle, cudaEvent_t event);
cudaError_t cudaIpcOpenEventHandle(cudaEvent_t * event, cudaIpcEventHandle_t handle);
cudaError_t cudaDeviceFlushGPUDirectRDMAWrites(enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope);
cudaError_t cudaDeviceRegisterAsyncNotification(int device, cudaAsyncCallback callbackFunc, void * userData, cudaAsyncCallbackHandle_t * callback);
cudaError_t cudaDeviceUnregisterAsyncNotification(int device, cudaAsyncCallbackHandle_t callback);
cudaError_t cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig * pConfig);
cudaError_t cudaDeviceGetHostAtomicCapabilities(unsigned int * capabilities, const enum cudaAtomicOperation * operations, unsigned int count, int device);
cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t * memPool, int device);
cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t memPool);
cudaError_t cudaDeviceGetMemPool(cudaMemPool_t * memPool, int device);
cudaError_t cudaDeviceGetNvSciSyncAttributes(void * nvSciSyncAttrList, int device, int flags);
cudaError_t cudaDeviceGetP2PAttribute(int * value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice);
cudaError_t cudaDeviceGetP2PAtomicCapabilities(unsigned int * capabilities, const enum cudaAtomicOperation * operations, unsigned int count, int srcDevice, int dstDevice);
cudaError_t cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags);
cudaError_t cudaStreamGetId(cudaStream_t hStream, unsigned long long * streamId);
cudaError_t cudaStreamGetDevice(cudaStream_t hStream, int * device);
cudaError_t cudaCtxResetPersistingL2Cache(void);
cudaError_t cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src);
cudaError_t cudaStreamGetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue * value_out);
cudaError_t cudaStreamSetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue * value);
cudaError_t cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t * dependencies, const cudaGraphEdgeData * dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode);
cudaError_t cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode * mode);
cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus * pCaptureStatus);
cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus * captureStatus_out, unsigned long long * id_out __dv(0), cudaGraph_t * graph_out __dv(0), const cudaGraphNode_t ** dependencies_out __dv(0), const cudaGraphEdgeData ** edgeData_out __dv(0), size_t * numDependencies_out __dv(0));
cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t * dependencies, const cudaGraphEdgeData * dependencyData, size_t numDependencies, unsigned int flags __dv(0));
cudaError_t cudaImportExternalMemory(cudaExternalMemory_t * extMem_out, const struct cudaExternalMemoryHandleDesc * memHandleDesc);
cudaError_t cudaExternalMemoryGetMappedBuffer(void ** devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc * bufferDesc);
cudaError_t cudaExternalMemoryGetMappedMipmappedArray(cudaMipmappedArray_t * mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc * mipmapDesc);
cudaError_t cudaDestroyExternalMemory(cudaExternalMemory_t extMem);
cudaError_t cudaImportExternalSemaphore(cudaExternalSemaphore_t * extSem_out, const struct cudaExternalSemaphoreHandleDesc * semHandleDesc);
cudaError_t cudaSignalExternalSemaphoresAsync(const cudaExternalSemaphore_t * extSemArray, const struct cudaExternalSemaphoreSignalParams * paramsArray, unsigned int numExtSems, cudaStream_t stream __dv(0));
cudaError_t cudaWaitExternalSemaphoresAsync(const cudaExternalSemaphore_t * extSemArray, const struct cudaExternalSemaphoreWaitParams * paramsArray, unsigned int numExtSems, cudaStream_t stream __dv(0));
cudaError_t cudaDestroyExternalSemaphore(cudaExternalSemaphore_t extSem);
cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t * config, const void * func, void ** args);
cudaError_t cudaFuncGetName(const char ** name, const void * func);
cudaError_t cudaFuncGetParamInfo(const void * func, size_t paramIndex, size_t * paramOffset, size_t * paramSize);
cudaError_t cudaFuncSetSharedMemConfig(const void * func, enum cudaSharedMemConfig config);
cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t * dynamicSmemSize, const void * func, int numBlocks, int blockSize);
cudaError_t cudaOccupancyMaxPotentialClusterSize(int * clusterSize, const void * func, const cudaLaunchConfig_t * launchConfig);
cudaError_t cudaOccupancyMaxActiveClusters(int * numClusters, const void * func, const cudaLaunchConfig_t * launchConfig);
cudaError_t cudaMallocArray(cudaArray_t * array, const struct cudaChannelFormatDesc * desc, size_t width, size_t height __dv(0), unsigned int flags __dv(0));
cudaError_t cudaFreeArray(cudaArray_t array);
cudaError_t cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray);
cudaError_t cudaMalloc3DArray(cudaArray_t * array, const struct cudaChannelFormatDesc * desc, struct cudaExtent extent, unsigned int flags __dv(0));
cudaError_t cudaMallocMipmappedArray(cudaMipmappedArray_t * mipmappedArray, const struct cudaChannelFormatDesc * desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags __dv(0));
cudaError_t cudaGetMipmappedArrayLevel(cudaArray_t * levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level);
cudaError_t cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms * p);
cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms * p, cudaStream_t stream __dv(0));
cudaError_t cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms * p, cudaStream_t stream __dv(0));
cudaError_t cudaArrayGetInfo(struct cudaChannelFormatDesc * desc, struct cudaExtent * extent, unsigned int * flags, cudaArray_t array);
cudaError_t cudaArrayGetPlane(cudaArray_t * pPlaneArray, cudaArray_t hArray, unsigned int planeIdx);
cudaError_t cudaArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements * memoryRequirements, cudaArray_t array, int device);
cudaError_t cudaMipmappedArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements * memoryRequirements, cudaMipmappedArray_t mipmap, int device);
cudaError_t cudaArrayGetSparseProperties(struct cudaArraySparseProperties * sparseProperties, cudaArray_t array);
cudaError_t cudaMipmappedArrayGetSparseProperties(struct cudaArraySparseProperties * sparseProperties, cudaMipmappedArray_t mipmap);
cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void * src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DFromArray(void * dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind __dv(cudaMemcpyDeviceToDevice));
cudaError_t cudaMemcpyBatchAsync(void *const * dsts, const void *const * srcs, const size_t * sizes, size_t count, struct cudaMemcpyAttributes * attrs, size_t * attrsIdxs, size_t numAttrs, cudaStream_t stream);
cudaError_t cudaMemcpy3DBatchAsync(size_t numOps, struct cudaMemcpy3DBatchOp * opList, unsigned long long flags, cudaStream_t stream);
cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void * src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
cudaError_t cudaMemcpy2DFromArrayAsync(void * dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
cudaError_t cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent);
cudaError_t cudaMemset2DAsync(void * devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream __dv(0));
cudaError_t cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream __dv(0));
cudaError_t cudaMemPrefetchBatchAsync(void ** dptrs, size_t * sizes, size_t count, struct cudaMemLocation * prefetchLocs, size_t * prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream);
cudaError_t cudaMemDiscardBatchAsync(void ** dptrs, size_t * sizes, size_t count, unsigned long long flags, cudaStream_t stream);
cudaError_t cudaMemDiscardAndPrefetchBatchAsync(void ** dptrs, size_t * sizes, size_t count, struct cudaMemLocation * prefetchLocs, size_t * prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream);
cudaError_t cudaMemRangeGetAttribute(void * data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void * devPtr, size_t count);
cudaError_t cudaMemRangeGetAttributes(void ** data, size_t * dataSizes, enum cudaMemRangeAttribute * attributes, size_t numAttributes, const void * devPtr, size_t count);
cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void * src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyFromArray(void * dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind __dv(cudaMemcpyDeviceToDevice));
cudaError_t cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void * src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
cudaError_t cudaMemcpyFromArrayAsync(void * dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep);
cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void * value);
cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void * value);
cudaError_t cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc * descList, size_t count);
cudaError_t cudaMemPoolGetAccess(enum cudaMemAccessFlags * flags, cudaMemPool_t memPool, struct cudaMemLocation * location);
cudaError_t cudaMemPoolCreate(cudaMemPool_t * memPool, const struct cudaMemPoolProps * poolProps);
cudaError_t cudaMemPoolDestroy(cudaMemPool_t memPool);
cudaError_t cudaMemGetDefaultMemPool(cudaMemPool_t * memPool, struct cudaMemLocation * location, enum cudaMemAllocationType type);
cudaError_t cudaMemGetMemPool(cudaMemPool_t * memPool, struct cudaMemLocation * location, enum cudaMemAllocationType type);
cudaError_t cudaMemSetMemPool(struct cudaMemLocation * location, enum cudaMemAllocationType type, cudaMemPool_t memPool);
cudaError_t cudaMallocFromPoolAsync(void ** ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);
cudaError_t cudaMemPoolExportToShareableHandle(void * shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags);
cudaError_t cudaMemPoolImportFromShareableHandle(cudaMemPool_t * memPool, void * shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags);
cudaError_t cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData * exportData, void * ptr);
cudaError_t cudaMemPoolImportPointer(void ** ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData * exportData);
cudaError_t cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource);
cudaError_t cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource, unsigned int flags);
cudaError_t cudaGraphicsMapResources(int count, cudaGraphicsResource_t * resources, cudaStream_t stream __dv(0));
cudaError_t cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t * resources, cudaStream_t stream __dv(0));
cudaError_t cudaGraphicsResourceGetMappedPointer(void ** devPtr, size_t * size, cudaGraphicsResource_t resource);
cudaError_t cudaGraphicsSubResourceGetMappedArray(cudaArray_t * array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel);
cudaError_t cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t * mipmappedArray, cudaGraphicsResource_t resource);
cudaError_t cudaGetChannelDesc(struct cudaChannelFormatDesc * desc, cudaArray_const_t array);
struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f);
cudaError_t cudaCreateTextureObject(cudaTextureObject_t * pTexObject, const struct cudaResourceDesc * pResDesc, const struct cudaTextureDesc * pTexDesc, const struct cudaResourceViewDesc * pResViewDesc);
cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texObject);
cudaError_t cudaGetTextureObjectResourceDesc(struct cudaResourceDesc * pResDesc, cudaTextureObject_t texObject);
cudaError_t cudaGetTextureObjectTextureDesc(struct cudaTextureDesc * pTexDesc, cudaTextureObject_t texObject);
cudaError_t cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc * pResViewDesc, cudaTextureObject_t texObject);
cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t * pSurfObject, const struct cudaResourceDesc * pResDesc);
cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject);
cudaError_t cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc * pResDesc, cudaSurfaceObject_t surfObject);
typedef void (*cudaLogsCallback_t)(void *, cudaLogLevel, char *, size_t);
cudaError_t cudaLogsRegisterCallback(cudaLogsCallback_t callbackFunc, void * userData, cudaLogsCallbackHandle * callback_out);
cudaError_t cudaLogsUnregisterCallback(cudaLogsCallbackHandle callback);
cudaError_t cudaLogsCurrent(cudaLogIterator * iterator_out, unsigned int flags);
cudaError_t cudaLogsDumpToFile(cudaLogIterator * iterator, const char * pathToFile, unsigned int flags);
cudaError_t cudaLogsDumpToMemory(cudaLogIterator * iterator, char * buffer, size_t * size, unsigned int flags);
cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, const struct cudaKernelNodeParams * pNodeParams);
cudaError_t cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams * pNodeParams);
cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const struct cudaKernelNodeParams * pNodeParams);
cudaError_t cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc);
cudaError_t cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, cudaLaunchAttributeValue * value_out);
cudaError_t cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue * value);
cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms * pCopyParams);
cudaError_t cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, const void * symbol, const void * src, size_t count, size_t offset, enum cudaMemcpyKind kind);
cudaError_t cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, void * dst, const void * symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);
cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, void * dst, const void * src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node, struct cudaMemcpy3DParms * pNodeParams);
cudaError_t cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node, const struct cudaMemcpy3DParms * pNodeParams);
cudaError_t cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const void * symbol, const void * src, size_t count, size_t offset, enum cudaMemcpyKind kind);
cudaError_t cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void * dst, const void * symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);
cudaError_t cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void * dst, const void * src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, const struct cudaMemsetParams * pMemsetParams);
cudaError_t cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, struct cudaMemsetParams * pNodeParams);
cudaError_t cudaGraphMemsetNodeSetParams(cudaGraphNode_t node, const struct cudaMemsetParams * pNodeParams);
cudaError_t cudaGraphAddHostNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, const struct cudaHostNodeParams * pNodeParams);
cudaError_t cudaGraphHostNodeGetParams(cudaGraphNode_t node, struct cudaHostNodeParams * pNodeParams);
cudaError_t cudaGraphHostNodeSetParams(cudaGraphNode_t node, const struct cudaHostNodeParams * pNodeParams);
cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, cudaGraph_t childGraph);
cudaError_t cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t * pGraph);
cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies);
cudaError_t cudaGraphAddEventRecordNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, cudaEvent_t event);
cudaError_t cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t * event_out);
cudaError_t cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event);
cudaError_t cudaGraphAddEventWaitNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, cudaEvent_t event);
cudaError_t cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t * event_out);
cudaError_t cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event);
cudaError_t cudaGraphAddExternalSemaphoresSignalNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams * nodeParams);
cudaError_t cudaGraphExternalSemaphoresSignalNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams * params_out);
cudaError_t cudaGraphExternalSemaphoresSignalNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams * nodeParams);
cudaError_t cudaGraphAddExternalSemaphoresWaitNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams * nodeParams);
cudaError_t cudaGraphExternalSemaphoresWaitNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams * params_out);
cudaError_t cudaGraphExternalSemaphoresWaitNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams * nodeParams);
cudaError_t cudaGraphAddMemAllocNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams * nodeParams);
cudaError_t cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node, struct cudaMemAllocNodeParams * params_out);
cudaError_t cudaGraphAddMemFreeNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, size_t numDependencies, void * dptr);
cudaError_t cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void * dptr_out);
cudaError_t cudaDeviceGraphMemTrim(int device);
cudaError_t cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void * value);
cudaError_t cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void * value);
cudaError_t cudaGraphClone(cudaGraph_t * pGraphClone, cudaGraph_t originalGraph);
cudaError_t cudaGraphNodeFindInClone(cudaGraphNode_t * pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph);
cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType * pType);
cudaError_t cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t * nodes, size_t * numNodes);
cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t * pRootNodes, size_t * pNumRootNodes);
cudaError_t cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t * from, cudaGraphNode_t * to, cudaGraphEdgeData * edgeData, size_t * numEdges);
cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t * pDependencies, cudaGraphEdgeData * edgeData, size_t * pNumDependencies);
cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t * pDependentNodes, cudaGraphEdgeData * edgeData, size_t * pNumDependentNodes);
cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t * from, const cudaGraphNode_t * to, const cudaGraphEdgeData * edgeData, size_t numDependencies);
cudaError_t cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t * from, const cudaGraphNode_t * to, const cudaGraphEdgeData * edgeData, size_t numDependencies);
cudaError_t cudaGraphDestroyNode(cudaGraphNode_t node);
cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t * pGraphExec, cudaGraph_t graph, unsigned long long flags __dv(0));
cudaError_t cudaGraphInstantiateWithParams(cudaGraphExec_t * pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams * instantiateParams);
cudaError_t cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long * flags);
cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams * pNodeParams);
cudaError_t cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms * pNodeParams);
cudaError_t cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void * symbol, const void * src, size_t count, size_t offset, enum cudaMemcpyKind kind);
cudaError_t cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void * dst, const void * symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);
cudaError_t cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void * dst, const void * src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams * pNodeParams);
cudaError_t cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams * pNodeParams);
cudaError_t cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph);
cudaError_t cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event);
cudaError_t cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event);
cudaError_t cudaGraphExecExternalSemaphoresSignalNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams * nodeParams);
cudaError_t cudaGraphExecExternalSemaphoresWaitNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams * nodeParams);
cudaError_t cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled);
cudaError_t cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int * isEnabled);
cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo * resultInfo);
cudaError_t cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream);
cudaError_t cudaGraphDebugDotPrint(cudaGraph_t graph, const char * path, unsigned int flags);
cudaError_t cudaUserObjectCreate(cudaUserObject_t * object_out, void * ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags);
cudaError_t cudaUserObjectRetain(cudaUserObject_t object, unsigned int count __dv(1));
cudaError_t cudaUserObjectRelease(cudaUserObject_t object, unsigned int count __dv(1));
cudaError_t cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count __dv(1), unsigned int flags __dv(0));
cudaError_t cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count __dv(1));
cudaError_t cudaGraphAddNode(cudaGraphNode_t * pGraphNode, cudaGraph_t graph, const cudaGraphNode_t * pDependencies, const cudaGraphEdgeData * dependencyData, size_t numDependencies, struct cudaGraphNodeParams * nodeParams);
cudaError_t cudaGraphNodeSetParams(cudaGraphNode_t node, struct cudaGraphNodeParams * nodeParams);
cudaError_t cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams * nodeParams);
cudaError_t cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle * pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue __dv(0), unsigned int flags __dv(0));
cudaError_t cudaGetDriverEntryPoint(const char * symbol, void ** funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult * driverStatus);
cudaError_t cudaGetDriverEntryPointByVersion(const char * symbol, void ** funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult * driverStatus);
cudaError_t cudaLibraryLoadData(cudaLibrary_t * library, const void * code, enum cudaJitOption * jitOptions, void ** jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption * libraryOptions, void ** libraryOptionValues, unsigned int numLibraryOptions);
cudaError_t cudaLibraryLoadFromFile(cudaLibrary_t * library, const char * fileName, enum cudaJitOption * jitOptions, void ** jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption * libraryOptions, void ** libraryOptionValues, unsigned int numLibraryOptions);
cudaError_t cudaLibraryUnload(cudaLibrary_t library);
cudaError_t cudaLibraryGetKernel(cudaKernel_t * pKernel, cudaLibrary_t library, const char * name);
cudaError_t cudaLibraryGetGlobal(void ** dptr, size_t * bytes, cudaLibrary_t library, const char * name);
cudaError_t cudaLibraryGetManaged(void ** dptr, size_t * bytes, cudaLibrary_t library, const char * name);
cudaError_t cudaLibraryGetUnifiedFunction(void ** fptr, cudaLibrary_t library, const char * symbol);
cudaError_t cudaLibraryGetKernelCount(unsigned int * count, cudaLibrary_t lib);
cudaError_t cudaLibraryEnumerateKernels(cudaKernel_t * kernels, unsigned int numKernels, cudaLibrary_t lib);
cudaError_t cudaKernelSetAttributeForDevice(cudaKernel_t kernel, enum cudaFuncAttribute attr, int value, int device);
cudaError_t cudaGetExportTable(const void ** ppExportTable, const cudaUUID_t * pExportTableId);
cudaError_t cudaGetFuncBySymbol(cudaFunction_t * functionPtr, const void * symbolPtr);
cudaError_t cudaGetKernel(cudaKernel_t * kernelPtr, const void * entryFuncAddr);
typedef uint32_t cuuint32_t;
typedef uint64_t cuuint64_t;
typedef unsigned long long CUdeviceptr_v2;
typedef CUdeviceptr_v2 CUdeviceptr;
typedef int CUdevice_v1;
typedef CUdevice_v1 CUdevice;
struct CUctx_st;
typedef struct CUctx_st * CUcontext;
struct CUmod_st;
typedef struct CUmod_st * CUmodule;
typedef struct CUfunc_st * CUfunction;
typedef struct CUlib_st * CUlibrary;
typedef struct CUkern_st * CUkernel;
struct CUarray_st;
typedef struct CUarray_st * CUarray;
struct CUmipmappedArray_st;
typedef struct CUmipmappedArray_st * CUmipmappedArray;
struct CUtexref_st;
typedef struct CUtexref_st * CUtexref;
struct CUsurfref_st;
typedef struct CUsurfref_st * CUsurfref;
typedef struct CUevent_st * CUevent;
typedef struct CUstream_st * CUstream;
struct CUgraphicsResource_st;
typedef struct CUgraphicsResource_st * CUgraphicsResource;
typedef unsigned long long CUtexObject_v1;
typedef CUtexObject_v1 CUtexObject;
typedef unsigned long long CUsurfObject_v1;
typedef CUsurfObject_v1 CUsurfObject;
struct CUextMemory_st;
typedef struct CUextMemory_st * CUexternalMemory;
struct CUextSemaphore_st;
typedef struct CUextSemaphore_st * CUexternalSemaphore;
typedef struct CUgraph_st * CUgraph;
typedef struct CUgraphNode_st * CUgraphNode;
typedef struct CUgraphExec_st * CUgraphExec;
typedef struct CUmemPoolHandle_st * CUmemoryPool;
typedef struct CUuserObject_st * CUuserObject;
typedef cuuint64_t CUgraphConditionalHandle;
typedef struct CUgraphDeviceUpdatableNode_st * CUgraphDeviceNode;
struct CUasyncCallbackEntry_st;
typedef struct CUasyncCallbackEntry_st * CUasyncCallbackHandle;
struct CUgreenCtx_st;
typedef struct CUgreenCtx_st * CUgreenCtx;
struct CUmemFabricHandle_st { unsigned char data[64]; };
typedef struct CUmemFabricHandle_st CUmemFabricHandle_v1;
typedef CUmemFabricHandle_v1 CUmemFabricHandle;
struct CUipcEventHandle_st { char reserved[64]; };
typedef struct CUipcEventHandle_st CUipcEventHandle_v1;
typedef CUipcEventHandle_v1 CUipcEventHandle;
struct CUipcMemHandle_st { char reserved[64]; };
typedef struct CUipcMemHandle_st CUipcMemHandle_v1;
typedef CUipcMemHandle_v1 CUipcMemHandle;
enum CUipcMem_flags_enum { CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS = 1 };
typedef enum CUipcMem_flags_enum CUipcMem_flags;
enum CUmemAttach_flags_enum { CU_MEM_ATTACH_GLOBAL = 1, CU_MEM_ATTACH_HOST = 2, CU_MEM_ATTACH_SINGLE = 4 };
typedef enum CUmemAttach_flags_enum CUmemAttach_flags;
enum CUctx_flags_enum { CU_CTX_SCHED_AUTO = 0, CU_CTX_SCHED_SPIN = 1, CU_CTX_SCHED_YIELD = 2, CU_CTX_SCHED_BLOCKING_SYNC = 4, CU_CTX_BLOCKING_SYNC = 4, CU_CTX_SCHED_MASK = 7, CU_CTX_MAP_HOST = 8, CU_CTX_LMEM_RESIZE_TO_MAX = 16, CU_CTX_COREDUMP_ENABLE = 32, CU_CTX_USER_COREDUMP_ENABLE = 64, CU_CTX_SYNC_MEMOPS = 128, CU_CTX_FLAGS_MASK = 255 };
typedef enum CUctx_flags_enum CUctx_flags;
enum CUevent_sched_flags_enum { CU_EVENT_SCHED_AUTO = 0, CU_EVENT_SCHED_SPIN = 1, CU_EVENT_SCHED_YIELD = 2, CU_EVENT_SCHED_BLOCKING_SYNC = 4 };
typedef enum CUevent_sched_flags_enum CUevent_sched_flags;
enum cl_event_flags_enum { NVCL_EVENT_SCHED_AUTO = 0, NVCL_EVENT_SCHED_SPIN = 1, NVCL_EVENT_SCHED_YIELD = 2, NVCL_EVENT_SCHED_BLOCKING_SYNC = 4 };
typedef enum cl_event_flags_enum cl_event_flags;
enum cl_context_flags_enum { NVCL_CTX_SCHED_AUTO = 0, NVCL_CTX_SCHED_SPIN = 1, NVCL_CTX_SCHED_YIELD = 2, NVCL_CTX_SCHED_BLOCKING_SYNC = 4 };
typedef enum cl_context_flags_enum cl_context_flags;
enum CUstream_flags_enum { CU_STREAM_DEFAULT = 0, CU_STREAM_NON_BLOCKING = 1 };
typedef enum CUstream_flags_enum CUstream_flags;
enum CUevent_flags_enum { CU_EVENT_DEFAULT = 0, CU_EVENT_BLOCKING_SYNC = 1, CU_EVENT_DISABLE_TIMING = 2, CU_EVENT_INTERPROCESS = 4 };
typedef enum CUevent_flags_enum CUevent_flags;
enum CUevent_record_flags_enum { CU_EVENT_RECORD_DEFAULT = 0, CU_EVENT_RECORD_EXTERNAL = 1 };
typedef enum CUevent_record_flags_enum CUevent_record_flags;
enum CUevent_wait_flags_enum { CU_EVENT_WAIT_DEFAULT = 0, CU_EVENT_WAIT_EXTERNAL = 1 };
typedef enum CUevent_wait_flags_enum CUevent_wait_flags;
enum CUstreamWaitValue_flags_enum { CU_STREAM_WAIT_VALUE_GEQ = 0, CU_STREAM_WAIT_VALUE_EQ = 1, CU_STREAM_WAIT_VALUE_AND = 2, CU_STREAM_WAIT_VALUE_NOR = 3, CU_STREAM_WAIT_VALUE_FLUSH = 1073741824 };
typedef enum CUstreamWaitValue_flags_enum CUstreamWaitValue_flags;
enum CUstreamWriteValue_flags_enum { CU_STREAM_WRITE_VALUE_DEFAULT = 0, CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER = 1 };
typedef enum CUstreamWriteValue_flags_enum CUstreamWriteValue_flags;
enum CUstreamBatchMemOpType_enum { CU_STREAM_MEM_OP_WAIT_VALUE_32 = 1, CU_STREAM_MEM_OP_WRITE_VALUE_32 = 2, CU_STREAM_MEM_OP_WAIT_VALUE_64 = 4, CU_STREAM_MEM_OP_WRITE_VALUE_64 = 5, CU_STREAM_MEM_OP_BARRIER = 6, CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES = 3 };
typedef enum CUstreamBatchMemOpType_enum CUstreamBatchMemOpType;
enum CUstreamMemoryBarrier_flags_enum { CU_STREAM_MEMORY_BARRIER_TYPE_SYS = 0, CU_STREAM_MEMORY_BARRIER_TYPE_GPU = 1 };
typedef enum CUstreamMemoryBarrier_flags_enum CUstreamMemoryBarrier_flags;
union CUstreamBatchMemOpParams_union { CUstreamBatchMemOpType operation; struct CUstreamMemOpWaitValueParams_st { CUstreamBatchMemOpType operation; CUdeviceptr address; union { cuuint32_t value; cuuint64_t value64; }; unsigned int flags; CUdeviceptr alias; }; struct CUstreamMemOpWaitValueParams_st waitValue; struct CUstreamMemOpWriteValueParams_st { CUstreamBatchMemOpType operation; CUdeviceptr address; union { cuuint32_t value; cuuint64_t value64; }; unsigned int flags; CUdeviceptr alias; }; struct CUstreamMemOpWriteValueParams_st writeValue; struct CUstreamMemOpFlushRemoteWritesParams_st { CUstreamBatchMemOpType operation; unsigned int flags; }; struct CUstreamMemOpFlushRemoteWritesParams_st flushRemoteWrites; struct CUstreamMemOpMemoryBarrierParams_st { CUstreamBatchMemOpType operation; unsigned int flags; }; struct CUstreamMemOpMemoryBarrierParams_st memoryBarrier; cuuint64_t pad[6]; };
typedef union CUstreamBatchMemOpParams_union CUstreamBatchMemOpParams_v1;
typedef CUstreamBatchMemOpParams_v1 CUstreamBatchMemOpParams;
struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st { CUcontext ctx; unsigned int count; CUstreamBatchMemOpParams * paramArray; unsigned int flags; };
typedef struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st CUDA_BATCH_MEM_OP_NODE_PARAMS_v1;
typedef CUDA_BATCH_MEM_OP_NODE_PARAMS_v1 CUDA_BATCH_MEM_OP_NODE_PARAMS;
struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st { CUcontext ctx; unsigned int count; CUstreamBatchMemOpParams * paramArray; unsigned int flags; };
typedef struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st CUDA_BATCH_MEM_OP_NODE_PARAMS_v2;
enum CUoccupancy_flags_enum { CU_OCCUPANCY_DEFAULT = 0, CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE = 1 };
typedef enum CUoccupancy_flags_enum CUoccupancy_flags;
enum CUstreamUpdateCaptureDependencies_flags_enum { CU_STREAM_ADD_CAPTURE_DEPENDENCIES = 0, CU_STREAM_SET_CAPTURE_DEPENDENCIES = 1 };
typedef enum CUstreamUpdateCaptureDependencies_flags_enum CUstreamUpdateCaptureDependencies_flags;
enum CUasyncNotificationType_enum { CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET = 1 };
typedef enum CUasyncNotificationType_enum CUasyncNotificationType;
struct CUasyncNotificationInfo_st { CUasyncNotificationType type; union { struct { unsigned long long bytesOverBudget; } overBudget; } info; };
typedef struct CUasyncNotificationInfo_st CUasyncNotificationInfo;
typedef void (*CUasyncCallback)(CUasyncNotificationInfo *, void *, CUasyncCallbackHandle);
enum CUarray_format_enum { CU_AD_FORMAT_UNSIGNED_INT8 = 1, CU_AD_FORMAT_UNSIGNED_INT16 = 2, CU_AD_FORMAT_UNSIGNED_INT32 = 3, CU_AD_FORMAT_SIGNED_INT8 = 8, CU_AD_FORMAT_SIGNED_INT16 = 9, CU_AD_FORMAT_SIGNED_INT32 = 10, CU_AD_FORMAT_HALF = 16, CU_AD_FORMAT_FLOAT = 32, CU_AD_FORMAT_NV12 = 176, CU_AD_FORMAT_UNORM_INT8X1 = 192, CU_AD_FORMAT_UNORM_INT8X2 = 193, CU_AD_FORMAT_UNORM_INT8X4 = 194, CU_AD_FORMAT_UNORM_INT16X1 = 195, CU_AD_FORMAT_UNORM_INT16X2 = 196, CU_AD_FORMAT_UNORM_INT16X4 = 197, CU_AD_FORMAT_SNORM_INT8X1 = 198, CU_AD_FORMAT_SNORM_INT8X2 = 199, CU_AD_FORMAT_SNORM_INT8X4 = 200, CU_AD_FORMAT_SNORM_INT16X1 = 201, CU_AD_FORMAT_SNORM_INT16X2 = 202, CU_AD_FORMAT_SNORM_INT16X4 = 203, CU_AD_FORMAT_BC1_UNORM = 145, CU_AD_FORMAT_BC1_UNORM_SRGB = 146, CU_AD_FORMAT_BC2_UNORM = 147, CU_AD_FORMAT_BC2_UNORM_SRGB = 148, CU_AD_FORMAT_BC3_UNORM = 149, CU_AD_FORMAT_BC3_UNORM_SRGB = 150, CU_AD_FORMAT_BC4_UNORM = 151, CU_AD_FORMAT_BC4_SNORM = 152, CU_AD_FORMAT_BC5_UNORM = 153, CU_AD_FORMAT_BC5_SNORM = 154, CU_AD_FORMAT_BC6H_UF16 = 155, CU_AD_FORMAT_BC6H_SF16 = 156, CU_AD_FORMAT_BC7_UNORM = 157, CU_AD_FORMAT_BC7_UNORM_SRGB = 158, CU_AD_FORMAT_P010 = 159, CU_AD_FORMAT_P016 = 161, CU_AD_FORMAT_NV16 = 162, CU_AD_FORMAT_P210 = 163, CU_AD_FORMAT_P216 = 164, CU_AD_FORMAT_YUY2 = 165, CU_AD_FORMAT_Y210 = 166, CU_AD_FORMAT_Y216 = 167, CU_AD_FORMAT_AYUV = 168, CU_AD_FORMAT_Y410 = 169, CU_AD_FORMAT_Y416 = 177, CU_AD_FORMAT_Y444_PLANAR8 = 178, CU_AD_FORMAT_Y444_PLANAR10 = 179, CU_AD_FORMAT_YUV444_8bit_SemiPlanar = 180, CU_AD_FORMAT_YUV444_16bit_SemiPlanar = 181, CU_AD_FORMAT_UNORM_INT_101010_2 = 80, CU_AD_FORMAT_MAX = 2147483647 };
typedef enum CUarray_format_enum CUarray_format;
enum CUaddress_mode_enum { CU_TR_ADDRESS_MODE_WRAP = 0, CU_TR_ADDRESS_MODE_CLAMP = 1, CU_TR_ADDRESS_MODE_MIRROR = 2, CU_TR_ADDRESS_MODE_BORDER = 3 };
typedef enum CUaddress_mode_enum CUaddress_mode;
enum CUfilter_mode_enum { CU_TR_FILTER_MODE_POINT = 0, CU_TR_FILTER_MODE_LINEAR = 1 };
typedef enum CUfilter_mode_enum CUfilter_mode;
enum CUdevice_attribute_enum { CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X = 2, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y = 3, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z = 4, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X = 5, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y = 6, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z = 7, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8, CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK = 8, CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY = 9, CU_DEVICE_ATTRIBUTE_WARP_SIZE = 10, CU_DEVICE_ATTRIBUTE_MAX_PITCH = 11, CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK = 12, CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK = 12, CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13, CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT = 14, CU_DEVICE_ATTRIBUTE_GPU_OVERLAP = 15, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16, CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT = 17, CU_DEVICE_ATTRIBUTE_INTEGRATED = 18, CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY = 19, CU_DEVICE_ATTRIBUTE_COMPUTE_MODE = 20, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH = 21, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH = 22, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT = 23, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH = 24, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT = 25, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH = 26, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH = 27, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT = 28, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS = 29, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_WIDTH = 27, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_HEIGHT = 28, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_NUMSLICES = 29, CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT = 30, CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS = 31, CU_DEVICE_ATTRIBUTE_ECC_ENABLED = 32, CU_DEVICE_ATTRIBUTE_PCI_BUS_ID = 33, CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID = 34, CU_DEVICE_ATTRIBUTE_TCC_DRIVER = 35, CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE = 36, CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH = 37, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR = 39, CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT = 40, CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING = 41, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH = 42, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS = 43, CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER = 44, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH = 45, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT = 46, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE = 47, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE = 48, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE = 49, CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID = 50, CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT = 51, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH = 52, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH = 53, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS = 54, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH = 55, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH = 56, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT = 57, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH = 58, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT = 59, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH = 60, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH = 61, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS = 62, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH = 63, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT = 64, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS = 65, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH = 66, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH = 67, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS = 68, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH = 69, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH = 70, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT = 71, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH = 72, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH = 73, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT = 74, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH = 77, CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED = 78, CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED = 79, CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED = 80, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR = 81, CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR = 82, CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY = 83, CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD = 84, CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID = 85, CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED = 86, CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO = 87, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS = 88, CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS = 89, CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED = 90, CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM = 91, CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1 = 92, CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1 = 93, CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1 = 94, CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH = 95, CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH = 96, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97, CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES = 98, CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED = 99, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES = 100, CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST = 101, CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED = 102, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED = 102, CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED = 103, CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED = 104, CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED = 105, CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR = 106, CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED = 107, CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE = 108, CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE = 109, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED = 110, CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK = 111, CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED = 112, CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED = 113, CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED = 114, CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED = 115, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED = 116, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS = 117, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING = 118, CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES = 119, CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH = 120, CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED = 121, CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS = 122, CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR = 123, CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED = 124, CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED = 125, CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT = 126, CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED = 127, CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED = 128, CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS = 129, CU_DEVICE_ATTRIBUTE_NUMA_CONFIG = 130, CU_DEVICE_ATTRIBUTE_NUMA_ID = 131, CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED = 132, CU_DEVICE_ATTRIBUTE_MPS_ENABLED = 133, CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID = 134, CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED = 135, CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK = 136, CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH = 137, CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED = 138, CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID = 139, CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID = 140, CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED = 141, CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED = 142, CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED = 143, CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED = 144, CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED = 145, CU_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED = 146, CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED = 147, CU_DEVICE_ATTRIBUTE_MAX = 148 };
typedef enum CUdevice_attribute_enum CUdevice_attribute;
struct CUdevprop_st { int maxThreadsPerBlock; int maxThreadsDim[3]; int maxGridSize[3]; int sharedMemPerBlock; int totalConstantMemory; int SIMDWidth; int memPitch; int regsPerBlock; int clockRate; int textureAlign; };
typedef struct CUdevprop_st CUdevprop_v1;
typedef CUdevprop_v1 CUdevprop;
enum CUpointer_attribute_enum { CU_POINTER_ATTRIBUTE_CONTEXT = 1, CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2, CU_POINTER_ATTRIBUTE_DEVICE_POINTER = 3, CU_POINTER_ATTRIBUTE_HOST_POINTER = 4, CU_POINTER_ATTRIBUTE_P2P_TOKENS = 5, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS = 6, CU_POINTER_ATTRIBUTE_BUFFER_ID = 7, CU_POINTER_ATTRIBUTE_IS_MANAGED = 8, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 9, CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE = 10, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR = 11, CU_POINTER_ATTRIBUTE_RANGE_SIZE = 12, CU_POINTER_ATTRIBUTE_MAPPED = 13, CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES = 14, CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE = 15, CU_POINTER_ATTRIBUTE_ACCESS_FLAGS = 16, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE = 17, CU_POINTER_ATTRIBUTE_MAPPING_SIZE = 18, CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR = 19, CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID = 20, CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE = 21 };
typedef enum CUpointer_attribute_enum CUpointer_attribute;
enum CUfunction_attribute_enum { CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1, CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES = 2, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3, CU_FUNC_ATTRIBUTE_NUM_REGS = 4, CU_FUNC_ATTRIBUTE_PTX_VERSION = 5, CU_FUNC_ATTRIBUTE_BINARY_VERSION = 6, CU_FUNC_ATTRIBUTE_CACHE_MODE_CA = 7, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8, CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 9, CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET = 10, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH = 11, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT = 12, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH = 13, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14, CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 15, CU_FUNC_ATTRIBUTE_MAX = 16 };
typedef enum CUfunction_attribute_enum CUfunction_attribute;
enum CUfunc_cache_enum { CU_FUNC_CACHE_PREFER_NONE = 0, CU_FUNC_CACHE_PREFER_SHARED = 1, CU_FUNC_CACHE_PREFER_L1 = 2, CU_FUNC_CACHE_PREFER_EQUAL = 3 };
typedef enum CUfunc_cache_enum CUfunc_cache;
enum CUsharedconfig_enum { CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE = 0, CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE = 1, CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE = 2 };
typedef enum CUsharedconfig_enum CUsharedconfig;
enum CUshared_carveout_enum { CU_SHAREDMEM_CARVEOUT_DEFAULT = -1, CU_SHAREDMEM_CARVEOUT_MAX_SHARED = 100, CU_SHAREDMEM_CARVEOUT_MAX_L1 = 0 };
typedef enum CUshared_carveout_enum CUshared_carveout;
enum CUmemorytype_enum { CU_MEMORYTYPE_HOST = 1, CU_MEMORYTYPE_DEVICE = 2, CU_MEMORYTYPE_ARRAY = 3, CU_MEMORYTYPE_UNIFIED = 4 };
typedef enum CUmemorytype_enum CUmemorytype;
enum CUcomputemode_enum { CU_COMPUTEMODE_DEFAULT = 0, CU_COMPUTEMODE_PROHIBITED = 2, CU_COMPUTEMODE_EXCLUSIVE_PROCESS = 3 };
typedef enum CUcomputemode_enum CUcomputemode;
enum CUmem_advise_enum { CU_MEM_ADVISE_SET_READ_MOSTLY = 1, CU_MEM_ADVISE_UNSET_READ_MOSTLY = 2, CU_MEM_ADVISE_SET_PREFERRED_LOCATION = 3, CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION = 4, CU_MEM_ADVISE_SET_ACCESSED_BY = 5, CU_MEM_ADVISE_UNSET_ACCESSED_BY = 6 };
typedef enum CUmem_advise_enum CUmem_advise;
enum CUmem_range_attribute_enum { CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY = 1, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION = 2, CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY = 3, CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION = 4, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE = 5, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID = 6, CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE = 7, CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID = 8 };
typedef enum CUmem_range_attribute_enum CUmem_range_attribute;
enum CUjit_option_enum { CU_JIT_MAX_REGISTERS = 0, CU_JIT_THREADS_PER_BLOCK = 1, CU_JIT_WALL_TIME = 2, CU_JIT_INFO_LOG_BUFFER = 3, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4, CU_JIT_ERROR_LOG_BUFFER = 5, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6, CU_JIT_OPTIMIZATION_LEVEL = 7, CU_JIT_TARGET_FROM_CUCONTEXT = 8, CU_JIT_TARGET = 9, CU_JIT_FALLBACK_STRATEGY = 10, CU_JIT_GENERATE_DEBUG_INFO = 11, CU_JIT_LOG_VERBOSE = 12, CU_JIT_GENERATE_LINE_INFO = 13, CU_JIT_CACHE_MODE = 14, CU_JIT_NEW_SM3X_OPT = 15, CU_JIT_FAST_COMPILE = 16, CU_JIT_GLOBAL_SYMBOL_NAMES = 17, CU_JIT_GLOBAL_SYMBOL_ADDRESSES = 18, CU_JIT_GLOBAL_SYMBOL_COUNT = 19, CU_JIT_LTO = 20, CU_JIT_FTZ = 21, CU_JIT_PREC_DIV = 22, CU_JIT_PREC_SQRT = 23, CU_JIT_FMA = 24, CU_JIT_REFERENCED_KERNEL_NAMES = 25, CU_JIT_REFERENCED_KERNEL_COUNT = 26, CU_JIT_REFERENCED_VARIABLE_NAMES = 27, CU_JIT_REFERENCED_VARIABLE_COUNT = 28, CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES = 29, CU_JIT_POSITION_INDEPENDENT_CODE = 30, CU_JIT_MIN_CTA_PER_SM = 31, CU_JIT_MAX_THREADS_PER_BLOCK = 32, CU_JIT_OVERRIDE_DIRECTIVE_VALUES = 33, CU_JIT_SPLIT_COMPILE = 34, CU_JIT_NUM_OPTIONS = 35 };
typedef enum CUjit_option_enum CUjit_option;
enum CUjit_target_enum { CU_TARGET_COMPUTE_30 = 30, CU_TARGET_COMPUTE_32 = 32, CU_TARGET_COMPUTE_35 = 35, CU_TARGET_COMPUTE_37 = 37, CU_TARGET_COMPUTE_50 = 50, CU_TARGET_COMPUTE_52 = 52, CU_TARGET_COMPUTE_53 = 53, CU_TARGET_COMPUTE_60 = 60, CU_TARGET_COMPUTE_61 = 61, CU_TARGET_COMPUTE_62 = 62, CU_TARGET_COMPUTE_70 = 70, CU_TARGET_COMPUTE_72 = 72, CU_TARGET_COMPUTE_75 = 75, CU_TARGET_COMPUTE_80 = 80, CU_TARGET_COMPUTE_86 = 86, CU_TARGET_COMPUTE_87 = 87, CU_TARGET_COMPUTE_89 = 89, CU_TARGET_COMPUTE_90 = 90, CU_TARGET_COMPUTE_100 = 100, CU_TARGET_COMPUTE_110 = 110, CU_TARGET_COMPUTE_103 = 103, CU_TARGET_COMPUTE_120 = 120, CU_TARGET_COMPUTE_121 = 121, CU_TARGET_COMPUTE_90A = 65626, CU_TARGET_COMPUTE_100A = 65636, CU_TARGET_COMPUTE_110A = 65646, CU_TARGET_COMPUTE_103A = 65639, CU_TARGET_COMPUTE_120A = 65656, CU_TARGET_COMPUTE_121A = 65657, CU_TARGET_COMPUTE_100F = 131172, CU_TARGET_COMPUTE_110F = 131182, CU_TARGET_COMPUTE_103F = 131175, CU_TARGET_COMPUTE_120F = 131192, CU_TARGET_COMPUTE_121F = 131193 };
typedef enum CUjit_target_enum CUjit_target;
enum CUjit_fallback_enum { CU_PREFER_PTX = 0, CU_PREFER_BINARY = 1 };
typedef enum CUjit_fallback_enum CUjit_fallback;
enum CUjit_cacheMode_enum { CU_JIT_CACHE_OPTION_NONE = 0, CU_JIT_CACHE_OPTION_CG = 1, CU_JIT_CACHE_OPTION_CA = 2 };
typedef enum CUjit_cacheMode_enum CUjit_cacheMode;
enum CUjitInputType_enum { CU_JIT_INPUT_CUBIN = 0, CU_JIT_INPUT_PTX = 1, CU_JIT_INPUT_FATBINARY = 2, CU_JIT_INPUT_OBJECT = 3, CU_JIT_INPUT_LIBRARY = 4, CU_JIT_INPUT_NVVM = 5, CU_JIT_NUM_INPUT_TYPES = 6 };
typedef enum CUjitInputType_enum CUjitInputType;
struct CUlinkState_st;
typedef struct CUlinkState_st * CUlinkState;
enum CUgraphicsRegisterFlags_enum { CU_GRAPHICS_REGISTER_FLAGS_NONE = 0, CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY = 1, CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD = 2, CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST = 4, CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER = 8 };
typedef enum CUgraphicsRegisterFlags_enum CUgraphicsRegisterFlags;
enum CUgraphicsMapResourceFlags_enum { CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE = 0, CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY = 1, CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD = 2 };
typedef enum CUgraphicsMapResourceFlags_enum CUgraphicsMapResourceFlags;
enum CUarray_cubemap_face_enum { CU_CUBEMAP_FACE_POSITIVE_X = 0, CU_CUBEMAP_FACE_NEGATIVE_X = 1, CU_CUBEMAP_FACE_POSITIVE_Y = 2, CU_CUBEMAP_FACE_NEGATIVE_Y = 3, CU_CUBEMAP_FACE_POSITIVE_Z = 4, CU_CUBEMAP_FACE_NEGATIVE_Z = 5 };
typedef enum CUarray_cubemap_face_enum CUarray_cubemap_face;
enum CUlimit_enum { CU_LIMIT_STACK_SIZE = 0, CU_LIMIT_PRINTF_FIFO_SIZE = 1, CU_LIMIT_MALLOC_HEAP_SIZE = 2, CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH = 3, CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT = 4, CU_LIMIT_MAX_L2_FETCH_GRANULARITY = 5, CU_LIMIT_PERSISTING_L2_CACHE_SIZE = 6, CU_LIMIT_SHMEM_SIZE = 7, CU_LIMIT_CIG_ENABLED = 8, CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED = 9, CU_LIMIT_MAX = 10 };
typedef enum CUlimit_enum CUlimit;
enum CUresourcetype_enum { CU_RESOURCE_TYPE_ARRAY = 0, CU_RESOURCE_TYPE_MIPMAPPED_ARRAY = 1, CU_RESOURCE_TYPE_LINEAR = 2, CU_RESOURCE_TYPE_PITCH2D = 3 };
typedef enum CUresourcetype_enum CUresourcetype;
typedef void (*CUhostFn)(void *);
enum CUaccessProperty_enum { CU_ACCESS_PROPERTY_NORMAL = 0, CU_ACCESS_PROPERTY_STREAMING = 1, CU_ACCESS_PROPERTY_PERSISTING = 2 };
typedef enum CUaccessProperty_enum CUaccessProperty;
struct CUaccessPolicyWindow_st { void * base_ptr; size_t num_bytes; float hitRatio; CUaccessProperty hitProp; CUaccessProperty missProp; };
typedef struct CUaccessPolicyWindow_st CUaccessPolicyWindow_v1;
typedef CUaccessPolicyWindow_v1 CUaccessPolicyWindow;
struct CUDA_KERNEL_NODE_PARAMS_st { CUfunction func; unsigned int gridDimX; unsigned int gridDimY; unsigned int gridDimZ; unsigned int blockDimX; unsigned int blockDimY; unsigned int blockDimZ; unsigned int sharedMemBytes; void ** kernelParams; void ** extra; };
typedef struct CUDA_KERNEL_NODE_PARAMS_st CUDA_KERNEL_NODE_PARAMS_v1;
struct CUDA_KERNEL_NODE_PARAMS_v2_st { CUfunction func; unsigned int gridDimX; unsigned int gridDimY; unsigned int gridDimZ; unsigned int blockDimX; unsigned int blockDimY; unsigned int blockDimZ; unsigned int sharedMemBytes; void ** kernelParams; void ** extra; CUkernel kern; CUcontext ctx; };
typedef struct CUDA_KERNEL_NODE_PARAMS_v2_st CUDA_KERNEL_NODE_PARAMS_v2;
typedef CUDA_KERNEL_NODE_PARAMS_v2 CUDA_KERNEL_NODE_PARAMS;
struct CUDA_KERNEL_NODE_PARAMS_v3_st { CUfunction func; unsigned int gridDimX; unsigned int gridDimY; unsigned int gridDimZ; unsigned int blockDimX; unsigned int blockDimY; unsigned int blockDimZ; unsigned int sharedMemBytes; void ** kernelParams; void ** extra; CUkernel kern; CUcontext ctx; };
typedef struct CUDA_KERNEL_NODE_PARAMS_v3_st CUDA_KERNEL_NODE_PARAMS_v3;
struct CUDA_MEMSET_NODE_PARAMS_st { CUdeviceptr dst; size_t pitch; unsigned int value; unsigned int elementSize; size_t width; size_t height; };
typedef struct CUDA_MEMSET_NODE_PARAMS_st CUDA_MEMSET_NODE_PARAMS_v1;
typedef CUDA_MEMSET_NODE_PARAMS_v1 CUDA_MEMSET_NODE_PARAMS;
struct CUDA_MEMSET_NODE_PARAMS_v2_st { CUdeviceptr dst; size_t pitch; unsigned int value; unsigned int elementSize; size_t width; size_t height; CUcontext ctx; };
typedef struct CUDA_MEMSET_NODE_PARAMS_v2_st CUDA_MEMSET_NODE_PARAMS_v2;
struct CUDA_HOST_NODE_PARAMS_st { CUhostFn fn; void * userData; };
typedef struct CUDA_HOST_NODE_PARAMS_st CUDA_HOST_NODE_PARAMS_v1;
typedef CUDA_HOST_NODE_PARAMS_v1 CUDA_HOST_NODE_PARAMS;
struct CUDA_HOST_NODE_PARAMS_v2_st { CUhostFn fn; void * userData; };
typedef struct CUDA_HOST_NODE_PARAMS_v2_st CUDA_HOST_NODE_PARAMS_v2;
enum CUgraphConditionalNodeType_enum { CU_GRAPH_COND_TYPE_IF = 0, CU_GRAPH_COND_TYPE_WHILE = 1, CU_GRAPH_COND_TYPE_SWITCH = 2 };
typedef enum CUgraphConditionalNodeType_enum CUgraphConditionalNodeType;
struct CUDA_CONDITIONAL_NODE_PARAMS { CUgraphConditionalHandle handle; CUgraphConditionalNodeType type; unsigned int size; CUgraph * phGraph_out; CUcontext ctx; };
typedef struct CUDA_CONDITIONAL_NODE_PARAMS CUDA_CONDITIONAL_NODE_PARAMS;
enum CUgraphNodeType_enum { CU_GRAPH_NODE_TYPE_KERNEL = 0, CU_GRAPH_NODE_TYPE_MEMCPY = 1, CU_GRAPH_NODE_TYPE_MEMSET = 2, CU_GRAPH_NODE_TYPE_HOST = 3, CU_GRAPH_NODE_TYPE_GRAPH = 4, CU_GRAPH_NODE_TYPE_EMPTY = 5, CU_GRAPH_NODE_TYPE_WAIT_EVENT = 6, CU_GRAPH_NODE_TYPE_EVENT_RECORD = 7, CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL = 8, CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT = 9, CU_GRAPH_NODE_TYPE_MEM_ALLOC = 10, CU_GRAPH_NODE_TYPE_MEM_FREE = 11, CU_GRAPH_NODE_TYPE_BATCH_MEM_OP = 12, CU_GRAPH_NODE_TYPE_CONDITIONAL = 13 };
typedef enum CUgraphNodeType_enum CUgraphNodeType;
enum CUgraphDependencyType_enum { CU_GRAPH_DEPENDENCY_TYPE_DEFAULT = 0, CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC = 1 };
typedef enum CUgraphDependencyType_enum CUgraphDependencyType;
struct CUgraphEdgeData_st { unsigned char from_port; unsigned char to_port; unsigned char type; unsigned char reserved[5]; };
typedef struct CUgraphEdgeData_st CUgraphEdgeData;
enum CUgraphInstantiateResult_enum { CUDA_GRAPH_INSTANTIATE_SUCCESS = 0, CUDA_GRAPH_INSTANTIATE_ERROR = 1, CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE = 2, CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED = 3, CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED = 4, CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED = 5 };
typedef enum CUgraphInstantiateResult_enum CUgraphInstantiateResult;
struct CUDA_GRAPH_INSTANTIATE_PARAMS_st { cuuint64_t flags; CUstream hUploadStream; CUgraphNode hErrNode_out; CUgraphInstantiateResult result_out; };
typedef struct CUDA_GRAPH_INSTANTIATE_PARAMS_st CUDA_GRAPH_INSTANTIATE_PARAMS;
enum CUsynchronizationPolicy_enum { CU_SYNC_POLICY_AUTO = 1, CU_SYNC_POLICY_SPIN = 2, CU_SYNC_POLICY_YIELD = 3, CU_SYNC_POLICY_BLOCKING_SYNC = 4 };
typedef enum CUsynchronizationPolicy_enum CUsynchronizationPolicy;
enum CUclusterSchedulingPolicy_enum { CU_CLUSTER_SCHEDULING_POLICY_DEFAULT = 0, CU_CLUSTER_SCHEDULING_POLICY_SPREAD = 1, CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING = 2 };
typedef enum CUclusterSchedulingPolicy_enum CUclusterSchedulingPolicy;
enum CUlaunchMemSyncDomain_enum { CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT = 0, CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE = 1 };
typedef enum CUlaunchMemSyncDomain_enum CUlaunchMemSyncDomain;
struct CUlaunchMemSyncDomainMap_st { unsigned char default_; unsigned char remote; };
typedef struct CUlaunchMemSyncDomainMap_st CUlaunchMemSyncDomainMap;
enum CUlaunchAttributeID_enum { CU_LAUNCH_ATTRIBUTE_IGNORE = 0, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW = 1, CU_LAUNCH_ATTRIBUTE_COOPERATIVE = 2, CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY = 3, CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4, CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 5, CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6, CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT = 7, CU_LAUNCH_ATTRIBUTE_PRIORITY = 8, CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP = 9, CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN = 10, CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION = 11, CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT = 12, CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE = 13, CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 14, CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING = 16 };
typedef enum CUlaunchAttributeID_enum CUlaunchAttributeID;
union CUlaunchAttributeValue_union { char pad[64]; CUaccessPolicyWindow accessPolicyWindow; int cooperative; CUsynchronizationPolicy syncPolicy; struct { unsigned int x; unsigned int y; unsigned int z; } clusterDim; CUclusterSchedulingPolicy clusterSchedulingPolicyPreference; int programmaticStreamSerializationAllowed; struct { CUevent event; int flags; int triggerAtBlockStart; } programmaticEvent; struct { CUevent event; int flags; } launchCompletionEvent; int priority; CUlaunchMemSyncDomainMap memSyncDomainMap; CUlaunchMemSyncDomain memSyncDomain; struct { unsigned int x; unsigned int y; unsigned int z; } preferredClusterDim; struct { int deviceUpdatable; CUgraphDeviceNode devNode; } deviceUpdatableKernelNode; unsigned int sharedMemCarveout; unsigned int nvlinkUtilCentricScheduling; };
typedef union CUlaunchAttributeValue_union CUlaunchAttributeValue;
struct CUlaunchAttribute_st { CUlaunchAttributeID id; char pad[4]; CUlaunchAttributeValue value; };
typedef struct CUlaunchAttribute_st CUlaunchAttribute;
struct CUlaunchConfig_st { unsigned int gridDimX; unsigned int gridDimY; unsigned int gridDimZ; unsigned int blockDimX; unsigned int blockDimY; unsigned int blockDimZ; unsigned int sharedMemBytes; CUstream hStream; CUlaunchAttribute * attrs; unsigned int numAttrs; };
typedef struct CUlaunchConfig_st CUlaunchConfig;
typedef CUlaunchAttributeID CUkernelNodeAttrID;
typedef CUlaunchAttributeValue CUkernelNodeAttrValue_v1;
typedef CUkernelNodeAttrValue_v1 CUkernelNodeAttrValue;
enum CUstreamCaptureStatus_enum { CU_STREAM_CAPTURE_STATUS_NONE = 0, CU_STREAM_CAPTURE_STATUS_ACTIVE = 1, CU_STREAM_CAPTURE_STATUS_INVALIDATED = 2 };
typedef enum CUstreamCaptureStatus_enum CUstreamCaptureStatus;
enum CUstreamCaptureMode_enum { CU_STREAM_CAPTURE_MODE_GLOBAL = 0, CU_STREAM_CAPTURE_MODE_THREAD_LOCAL = 1, CU_STREAM_CAPTURE_MODE_RELAXED = 2 };
typedef enum CUstreamCaptureMode_enum CUstreamCaptureMode;
typedef CUlaunchAttributeID CUstreamAttrID;
typedef CUlaunchAttributeValue CUstreamAttrValue_v1;
typedef CUstreamAttrValue_v1 CUstreamAttrValue;
enum CUdriverProcAddress_flags_enum { CU_GET_PROC_ADDRESS_DEFAULT = 0, CU_GET_PROC_ADDRESS_LEGACY_STREAM = 1, CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM = 2 };
typedef enum CUdriverProcAddress_flags_enum CUdriverProcAddress_flags;
enum CUdriverProcAddressQueryResult_enum { CU_GET_PROC_ADDRESS_SUCCESS = 0, CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND = 1, CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT = 2 };
typedef enum CUdriverProcAddressQueryResult_enum CUdriverProcAddressQueryResult;
enum CUexecAffinityType_enum { CU_EXEC_AFFINITY_TYPE_SM_COUNT = 0, CU_EXEC_AFFINITY_TYPE_MAX = 1 };
typedef enum CUexecAffinityType_enum CUexecAffinityType;
struct CUexecAffinitySmCount_st { unsigned int val; };
typedef struct CUexecAffinitySmCount_st CUexecAffinitySmCount_v1;
typedef CUexecAffinitySmCount_v1 CUexecAffinitySmCount;
struct CUexecAffinityParam_st { CUexecAffinityType type; union { CUexecAffinitySmCount smCount; } param; };
typedef struct CUexecAffinityParam_st CUexecAffinityParam_v1;
typedef CUexecAffinityParam_v1 CUexecAffinityParam;
enum CUcigDataType_enum { CIG_DATA_TYPE_D3D12_COMMAND_QUEUE = 1, CIG_DATA_TYPE_NV_BLOB = 2 };
typedef enum CUcigDataType_enum CUcigDataType;
struct CUctxCigParam_st { CUcigDataType sharedDataType; void * sharedData; };
typedef struct CUctxCigParam_st CUctxCigParam;
struct CUctxCreateParams_st { CUexecAffinityParam * execAffinityParams; int numExecAffinityParams; CUctxCigParam * cigParams; };
typedef struct CUctxCreateParams_st CUctxCreateParams;
enum CUlibraryOption_enum { CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE = 0, CU_LIBRARY_BINARY_IS_PRESERVED = 1, CU_LIBRARY_NUM_OPTIONS = 2 };
typedef enum CUlibraryOption_enum CUlibraryOption;
struct CUlibraryHostUniversalFunctionAndDataTable_st { void * functionTable; size_t functionWindowSize; void * dataTable; size_t dataWindowSize; };
typedef struct CUlibraryHostUniversalFunctionAndDataTable_st CUlibraryHostUniversalFunctionAndDataTable;
enum cudaError_enum { CUDA_SUCCESS = 0, CUDA_ERROR_INVALID_VALUE = 1, CUDA_ERROR_OUT_OF_MEMORY = 2, CUDA_ERROR_NOT_INITIALIZED = 3, CUDA_ERROR_DEINITIALIZED = 4, CUDA_ERROR_PROFILER_DISABLED = 5, CUDA_ERROR_PROFILER_NOT_INITIALIZED = 6, CUDA_ERROR_PROFILER_ALREADY_STARTED = 7, CUDA_ERROR_PROFILER_ALREADY_STOPPED = 8, CUDA_ERROR_STUB_LIBRARY = 34, CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER = 36, CUDA_ERROR_DEVICE_UNAVAILABLE = 46, CUDA_ERROR_NO_DEVICE = 100, CUDA_ERROR_INVALID_DEVICE = 101, CUDA_ERROR_DEVICE_NOT_LICENSED = 102, CUDA_ERROR_INVALID_IMAGE = 200, CUDA_ERROR_INVALID_CONTEXT = 201, CUDA_ERROR_CONTEXT_ALREADY_CURRENT = 202, CUDA_ERROR_MAP_FAILED = 205, CUDA_ERROR_UNMAP_FAILED = 206, CUDA_ERROR_ARRAY_IS_MAPPED = 207, CUDA_ERROR_ALREADY_MAPPED = 208, CUDA_ERROR_NO_BINARY_FOR_GPU = 209, CUDA_ERROR_ALREADY_ACQUIRED = 210, CUDA_ERROR_NOT_MAPPED = 211, CUDA_ERROR_NOT_MAPPED_AS_ARRAY = 212, CUDA_ERROR_NOT_MAPPED_AS_POINTER = 213, CUDA_ERROR_ECC_UNCORRECTABLE = 214, CUDA_ERROR_UNSUPPORTED_LIMIT = 215, CUDA_ERROR_CONTEXT_ALREADY_IN_USE = 216, CUDA_ERROR_PEER_ACCESS_UNSUPPORTED = 217, CUDA_ERROR_INVALID_PTX = 218, CUDA_ERROR_INVALID_GRAPHICS_CONTEXT = 219, CUDA_ERROR_NVLINK_UNCORRECTABLE = 220, CUDA_ERROR_JIT_COMPILER_NOT_FOUND = 221, CUDA_ERROR_UNSUPPORTED_PTX_VERSION = 222, CUDA_ERROR_JIT_COMPILATION_DISABLED = 223, CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY = 224, CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC = 225, CUDA_ERROR_CONTAINED = 226, CUDA_ERROR_INVALID_SOURCE = 300, CUDA_ERROR_FILE_NOT_FOUND = 301, CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND = 302, CUDA_ERROR_SHARED_OBJECT_INIT_FAILED = 303, CUDA_ERROR_OPERATING_SYSTEM = 304, CUDA_ERROR_INVALID_HANDLE = 400, CUDA_ERROR_ILLEGAL_STATE = 401, CUDA_ERROR_LOSSY_QUERY = 402, CUDA_ERROR_NOT_FOUND = 500, CUDA_ERROR_NOT_READY = 600, CUDA_ERROR_ILLEGAL_ADDRESS = 700, CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701, CUDA_ERROR_LAUNCH_TIMEOUT = 702, CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING = 703, CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED = 704, CUDA_ERROR_PEER_ACCESS_NOT_ENABLED = 705, CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE = 708, CUDA_ERROR_CONTEXT_IS_DESTROYED = 709, CUDA_ERROR_ASSERT = 710, CUDA_ERROR_TOO_MANY_PEERS = 711, CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED = 712, CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED = 713, CUDA_ERROR_HARDWARE_STACK_ERROR = 714, CUDA_ERROR_ILLEGAL_INSTRUCTION = 715, CUDA_ERROR_MISALIGNED_ADDRESS = 716, CUDA_ERROR_INVALID_ADDRESS_SPACE = 717, CUDA_ERROR_INVALID_PC = 718, CUDA_ERROR_LAUNCH_FAILED = 719, CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE = 720, CUDA_ERROR_TENSOR_MEMORY_LEAK = 721, CUDA_ERROR_NOT_PERMITTED = 800, CUDA_ERROR_NOT_SUPPORTED = 801, CUDA_ERROR_SYSTEM_NOT_READY = 802, CUDA_ERROR_SYSTEM_DRIVER_MISMATCH = 803, CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE = 804, CUDA_ERROR_MPS_CONNECTION_FAILED = 805, CUDA_ERROR_MPS_RPC_FAILURE = 806, CUDA_ERROR_MPS_SERVER_NOT_READY = 807, CUDA_ERROR_MPS_MAX_CLIENTS_REACHED = 808, CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED = 809, CUDA_ERROR_MPS_CLIENT_TERMINATED = 810, CUDA_ERROR_CDP_NOT_SUPPORTED = 811, CUDA_ERROR_CDP_VERSION_MISMATCH = 812, CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED = 900, CUDA_ERROR_STREAM_CAPTURE_INVALIDATED = 901, CUDA_ERROR_STREAM_CAPTURE_MERGE = 902, CUDA_ERROR_STREAM_CAPTURE_UNMATCHED = 903, CUDA_ERROR_STREAM_CAPTURE_UNJOINED = 904, CUDA_ERROR_STREAM_CAPTURE_ISOLATION = 905, CUDA_ERROR_STREAM_CAPTURE_IMPLICIT = 906, CUDA_ERROR_CAPTURED_EVENT = 907, CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD = 908, CUDA_ERROR_TIMEOUT = 909, CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE = 910, CUDA_ERROR_EXTERNAL_DEVICE = 911, CUDA_ERROR_INVALID_CLUSTER_SIZE = 912, CUDA_ERROR_FUNCTION_NOT_LOADED = 913, CUDA_ERROR_INVALID_RESOURCE_TYPE = 914, CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION = 915, CUDA_ERROR_KEY_ROTATION = 916, CUDA_ERROR_UNKNOWN = 999 };
typedef enum cudaError_enum CUresult;
enum CUdevice_P2PAttribute_enum { CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK = 1, CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED = 2, CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED = 3, CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED = 4, CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED = 4, CU_DEVICE_P2P_ATTRIBUTE_ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED = 5 };
typedef enum CUdevice_P2PAttribute_enum CUdevice_P2PAttribute;
enum CUatomicOperation_enum { CU_ATOMIC_OPERATION_INTEGER_ADD = 0, CU_ATOMIC_OPERATION_INTEGER_MIN = 1, CU_ATOMIC_OPERATION_INTEGER_MAX = 2, CU_ATOMIC_OPERATION_INTEGER_INCREMENT = 3, CU_ATOMIC_OPERATION_INTEGER_DECREMENT = 4, CU_ATOMIC_OPERATION_AND = 5, CU_ATOMIC_OPERATION_OR = 6, CU_ATOMIC_OPERATION_XOR = 7, CU_ATOMIC_OPERATION_EXCHANGE = 8, CU_ATOMIC_OPERATION_CAS = 9, CU_ATOMIC_OPERATION_FLOAT_ADD = 10, CU_ATOMIC_OPERATION_FLOAT_MIN = 11, CU_ATOMIC_OPERATION_FLOAT_MAX = 12, CU_ATOMIC_OPERATION_MAX = 13 };
typedef enum CUatomicOperation_enum CUatomicOperation;
enum CUatomicOperationCapability_enum { CU_ATOMIC_CAPABILITY_SIGNED = 1, CU_ATOMIC_CAPABILITY_UNSIGNED = 2, CU_ATOMIC_CAPABILITY_REDUCTION = 4, CU_ATOMIC_CAPABILITY_SCALAR_32 = 8, CU_ATOMIC_CAPABILITY_SCALAR_64 = 16, CU_ATOMIC_CAPABILITY_SCALAR_128 = 32, CU_ATOMIC_CAPABILITY_VECTOR_32x4 = 64 };
typedef enum CUatomicOperationCapability_enum CUatomicOperationCapability;
typedef void (*CUstreamCallback)(CUstream, CUresult, void *);
typedef size_t (*CUoccupancyB2DSize)(int);
struct CUDA_MEMCPY2D_st { size_t srcXInBytes; size_t srcY; CUmemorytype srcMemoryType; const void * srcHost; CUdeviceptr srcDevice; CUarray srcArray; size_t srcPitch; size_t dstXInBytes; size_t dstY; CUmemorytype dstMemoryType; void * dstHost; CUdeviceptr dstDevice; CUarray dstArray; size_t dstPitch; size_t WidthInBytes; size_t Height; };
typedef struct CUDA_MEMCPY2D_st CUDA_MEMCPY2D_v2;
typedef CUDA_MEMCPY2D_v2 CUDA_MEMCPY2D;
struct CUDA_MEMCPY3D_st { size_t srcXInBytes; size_t srcY; size_t srcZ; size_t srcLOD; CUmemorytype srcMemoryType; const void * srcHost; CUdeviceptr srcDevice; CUarray srcArray; void * reserved0; size_t srcPitch; size_t srcHeight; size_t dstXInBytes; size_t dstY; size_t dstZ; size_t dstLOD; CUmemorytype dstMemoryType; void * dstHost; CUdeviceptr dstDevice; CUarray dstArray; void * reserved1; size_t dstPitch; size_t dstHeight; size_t WidthInBytes; size_t Height; size_t Depth; };
typedef struct CUDA_MEMCPY3D_st CUDA_MEMCPY3D_v2;
typedef CUDA_MEMCPY3D_v2 CUDA_MEMCPY3D;
struct CUDA_MEMCPY3D_PEER_st { size_t srcXInBytes; size_t srcY; size_t srcZ; size_t srcLOD; CUmemorytype srcMemoryType; const void * srcHost; CUdeviceptr srcDevice; CUarray srcArray; CUcontext srcContext; size_t srcPitch; size_t srcHeight; size_t dstXInBytes; size_t dstY; size_t dstZ; size_t dstLOD; CUmemorytype dstMemoryType; void * dstHost; CUdeviceptr dstDevice; CUarray dstArray; CUcontext dstContext; size_t dstPitch; size_t dstHeight; size_t WidthInBytes; size_t Height; size_t Depth; };
typedef struct CUDA_MEMCPY3D_PEER_st CUDA_MEMCPY3D_PEER_v1;
typedef CUDA_MEMCPY3D_PEER_v1 CUDA_MEMCPY3D_PEER;
struct CUDA_MEMCPY_NODE_PARAMS_st { int flags; int reserved; CUcontext copyCtx; CUDA_MEMCPY3D copyParams; };
typedef struct CUDA_MEMCPY_NODE_PARAMS_st CUDA_MEMCPY_NODE_PARAMS;
struct CUDA_ARRAY_DESCRIPTOR_st { size_t Width; size_t Height; CUarray_format Format; unsigned int NumChannels; };
typedef struct CUDA_ARRAY_DESCRIPTOR_st CUDA_ARRAY_DESCRIPTOR_v2;
typedef CUDA_ARRAY_DESCRIPTOR_v2 CUDA_ARRAY_DESCRIPTOR;
struct CUDA_ARRAY3D_DESCRIPTOR_st { size_t Width; size_t Height; size_t Depth; CUarray_format Format; unsigned int NumChannels; unsigned int Flags; };
typedef struct CUDA_ARRAY3D_DESCRIPTOR_st CUDA_ARRAY3D_DESCRIPTOR_v2;
typedef CUDA_ARRAY3D_DESCRIPTOR_v2 CUDA_ARRAY3D_DESCRIPTOR;
struct CUDA_ARRAY_SPARSE_PROPERTIES_st { struct { unsigned int width; unsigned int height; unsigned int depth; } tileExtent; unsigned int miptailFirstLevel; unsigned long long miptailSize; unsigned int flags; unsigned int reserved[4]; };
typedef struct CUDA_ARRAY_SPARSE_PROPERTIES_st CUDA_ARRAY_SPARSE_PROPERTIES_v1;
typedef CUDA_ARRAY_SPARSE_PROPERTIES_v1 CUDA_ARRAY_SPARSE_PROPERTIES;
struct CUDA_ARRAY_MEMORY_REQUIREMENTS_st { size_t size; size_t alignment; unsigned int reserved[4]; };
typedef struct CUDA_ARRAY_MEMORY_REQUIREMENTS_st CUDA_ARRAY_MEMORY_REQUIREMENTS_v1;
typedef CUDA_ARRAY_MEMORY_REQUIREMENTS_v1 CUDA_ARRAY_MEMORY_REQUIREMENTS;
struct CUDA_RESOURCE_DESC_st { CUresourcetype resType; union { struct { CUarray hArray; } array; struct { CUmipmappedArray hMipmappedArray; } mipmap; struct { CUdeviceptr devPtr; CUarray_format format; unsigned int numChannels; size_t sizeInBytes; } linear; struct { CUdeviceptr devPtr; CUarray_format format; unsigned int numChannels; size_t width; size_t height; size_t pitchInBytes; } pitch2D; struct { int reserved[32]; } reserved; } res; unsigned int flags; };
typedef struct CUDA_RESOURCE_DESC_st CUDA_RESOURCE_DESC_v1;
typedef CUDA_RESOURCE_DESC_v1 CUDA_RESOURCE_DESC;
struct CUDA_TEXTURE_DESC_st { CUaddress_mode addressMode[3]; CUfilter_mode filterMode; unsigned int flags; unsigned int maxAnisotropy; CUfilter_mode mipmapFilterMode; float mipmapLevelBias; float minMipmapLevelClamp; float maxMipmapLevelClamp; float borderColor[4]; int reserved[12]; };
typedef struct CUDA_TEXTURE_DESC_st CUDA_TEXTURE_DESC_v1;
typedef CUDA_TEXTURE_DESC_v1 CUDA_TEXTURE_DESC;
enum CUresourceViewFormat_enum { CU_RES_VIEW_FORMAT_NONE = 0, CU_RES_VIEW_FORMAT_UINT_1X8 = 1, CU_RES_VIEW_FORMAT_UINT_2X8 = 2, CU_RES_VIEW_FORMAT_UINT_4X8 = 3, CU_RES_VIEW_FORMAT_SINT_1X8 = 4, CU_RES_VIEW_FORMAT_SINT_2X8 = 5, CU_RES_VIEW_FORMAT_SINT_4X8 = 6, CU_RES_VIEW_FORMAT_UINT_1X16 = 7, CU_RES_VIEW_FORMAT_UINT_2X16 = 8, CU_RES_VIEW_FORMAT_UINT_4X16 = 9, CU_RES_VIEW_FORMAT_SINT_1X16 = 10, CU_RES_VIEW_FORMAT_SINT_2X16 = 11, CU_RES_VIEW_FORMAT_SINT_4X16 = 12, CU_RES_VIEW_FORMAT_UINT_1X32 = 13, CU_RES_VIEW_FORMAT_UINT_2X32 = 14, CU_RES_VIEW_FORMAT_UINT_4X32 = 15, CU_RES_VIEW_FORMAT_SINT_1X32 = 16, CU_RES_VIEW_FORMAT_SINT_2X32 = 17, CU_RES_VIEW_FORMAT_SINT_4X32 = 18, CU_RES_VIEW_FORMAT_FLOAT_1X16 = 19, CU_RES_VIEW_FORMAT_FLOAT_2X16 = 20, CU_RES_VIEW_FORMAT_FLOAT_4X16 = 21, CU_RES_VIEW_FORMAT_FLOAT_1X32 = 22, CU_RES_VIEW_FORMAT_FLOAT_2X32 = 23, CU_RES_VIEW_FORMAT_FLOAT_4X32 = 24, CU_RES_VIEW_FORMAT_UNSIGNED_BC1 = 25, CU_RES_VIEW_FORMAT_UNSIGNED_BC2 = 26, CU_RES_VIEW_FORMAT_UNSIGNED_BC3 = 27, CU_RES_VIEW_FORMAT_UNSIGNED_BC4 = 28, CU_RES_VIEW_FORMAT_SIGNED_BC4 = 29, CU_RES_VIEW_FORMAT_UNSIGNED_BC5 = 30, CU_RES_VIEW_FORMAT_SIGNED_BC5 = 31, CU_RES_VIEW_FORMAT_UNSIGNED_BC6H = 32, CU_RES_VIEW_FORMAT_SIGNED_BC6H = 33, CU_RES_VIEW_FORMAT_UNSIGNED_BC7 = 34 };
typedef enum CUresourceViewFormat_enum CUresourceViewFormat;
struct CUDA_RESOURCE_VIEW_DESC_st { CUresourceViewFormat format; size_t width; size_t height; size_t depth; unsigned int firstMipmapLevel; unsigned int lastMipmapLevel; unsigned int firstLayer; unsigned int lastLayer; unsigned int reserved[16]; };
typedef struct CUDA_RESOURCE_VIEW_DESC_st CUDA_RESOURCE_VIEW_DESC_v1;
typedef CUDA_RESOURCE_VIEW_DESC_v1 CUDA_RESOURCE_VIEW_DESC;
struct CUtensorMap_st { cuuint64_t opaque[16]; };
typedef struct CUtensorMap_st CUtensorMap;
enum CUtensorMapDataType_enum { CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0, CU_TENSOR_MAP_DATA_TYPE_UINT16 = 1, CU_TENSOR_MAP_DATA_TYPE_UINT32 = 2, CU_TENSOR_MAP_DATA_TYPE_INT32 = 3, CU_TENSOR_MAP_DATA_TYPE_UINT64 = 4, CU_TENSOR_MAP_DATA_TYPE_INT64 = 5, CU_TENSOR_MAP_DATA_TYPE_FLOAT16 = 6, CU_TENSOR_MAP_DATA_TYPE_FLOAT32 = 7, CU_TENSOR_MAP_DATA_TYPE_FLOAT64 = 8, CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 = 9, CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ = 10, CU_TENSOR_MAP_DATA_TYPE_TFLOAT32 = 11, CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ = 12, CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B = 13, CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B = 14, CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B = 15 };
typedef enum CUtensorMapDataType_enum CUtensorMapDataType;
enum CUtensorMapInterleave_enum { CU_TENSOR_MAP_INTERLEAVE_NONE = 0, CU_TENSOR_MAP_INTERLEAVE_16B = 1, CU_TENSOR_MAP_INTERLEAVE_32B = 2 };
typedef enum CUtensorMapInterleave_enum CUtensorMapInterleave;
enum CUtensorMapSwizzle_enum { CU_TENSOR_MAP_SWIZZLE_NONE = 0, CU_TENSOR_MAP_SWIZZLE_32B = 1, CU_TENSOR_MAP_SWIZZLE_64B = 2, CU_TENSOR_MAP_SWIZZLE_128B = 3, CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B = 4, CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B = 5, CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B = 6 };
typedef enum CUtensorMapSwizzle_enum CUtensorMapSwizzle;
enum CUtensorMapL2promotion_enum { CU_TENSOR_MAP_L2_PROMOTION_NONE = 0, CU_TENSOR_MAP_L2_PROMOTION_L2_64B = 1, CU_TENSOR_MAP_L2_PROMOTION_L2_128B = 2, CU_TENSOR_MAP_L2_PROMOTION_L2_256B = 3 };
typedef enum CUtensorMapL2promotion_enum CUtensorMapL2promotion;
enum CUtensorMapFloatOOBfill_enum { CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0, CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA = 1 };
typedef enum CUtensorMapFloatOOBfill_enum CUtensorMapFloatOOBfill;
enum CUtensorMapIm2ColWideMode_enum { CU_TENSOR_MAP_IM2COL_WIDE_MODE_W = 0, CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128 = 1 };
typedef enum CUtensorMapIm2ColWideMode_enum CUtensorMapIm2ColWideMode;
struct CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st { unsigned long long p2pToken; unsigned int vaSpaceToken; };
typedef struct CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1;
typedef CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1 CUDA_POINTER_ATTRIBUTE_P2P_TOKENS;
enum CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum { CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE = 0, CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ = 1, CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE = 3 };
typedef enum CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS;
struct CUDA_LAUNCH_PARAMS_st { CUfunction function; unsigned int gridDimX; unsigned int gridDimY; unsigned int gridDimZ; unsigned int blockDimX; unsigned int blockDimY; unsigned int blockDimZ; unsigned int sharedMemBytes; CUstream hStream; void ** kernelParams; };
typedef struct CUDA_LAUNCH_PARAMS_st CUDA_LAUNCH_PARAMS_v1;
typedef CUDA_LAUNCH_PARAMS_v1 CUDA_LAUNCH_PARAMS;
enum CUexternalMemoryHandleType_enum { CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD = 1, CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32 = 2, CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_KMT = 3, CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP = 4, CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE = 5, CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE = 6, CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE_KMT = 7, CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF = 8, CU_EXTERNAL_MEMORY_HANDLE_TYPE_DMABUF_FD = 9 };
typedef enum CUexternalMemoryHandleType_enum CUexternalMemoryHandleType;
struct CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st { CUexternalMemoryHandleType type; union { int fd; struct { void * handle; const void * name; } win32; const void * nvSciBufObject; } handle; unsigned long long size; unsigned int flags; unsigned int reserved[16]; };
typedef struct CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1;
typedef CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1 CUDA_EXTERNAL_MEMORY_HANDLE_DESC;
struct CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st { unsigned long long offset; unsigned long long size; unsigned int flags; unsigned int reserved[16]; };
typedef struct CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1;
typedef CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1 CUDA_EXTERNAL_MEMORY_BUFFER_DESC;
struct CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st { unsigned long long offset; CUDA_ARRAY3D_DESCRIPTOR arrayDesc; unsigned int numLevels; unsigned int reserved[16]; };
typedef struct CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1;
typedef CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1 CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC;
enum CUexternalSemaphoreHandleType_enum { CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD = 1, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32 = 2, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_KMT = 3, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE = 4, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_FENCE = 5, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC = 6, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX = 7, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX_KMT = 8, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD = 9, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32 = 10 };
typedef enum CUexternalSemaphoreHandleType_enum CUexternalSemaphoreHandleType;
struct CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st { CUexternalSemaphoreHandleType type; union { int fd; struct { void * handle; const void * name; } win32; const void * nvSciSyncObj; } handle; unsigned int flags; unsigned int reserved[16]; };
typedef struct CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_v1;
typedef CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_v1 CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC;
struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st { struct { struct { unsigned long long value; } fence; union { void * fence; unsigned long long reserved; } nvSciSync; struct { unsigned long long key; } keyedMutex; unsigned int reserved[12]; } params; unsigned int flags; unsigned int reserved[16]; };
typedef struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1;
typedef CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1 CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS;
struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st { struct { struct { unsigned long long value; } fence; union { void * fence; unsigned long long reserved; } nvSciSync; struct { unsigned long long key; unsigned int timeoutMs; } keyedMutex; unsigned int reserved[10]; } params; unsigned int flags; unsigned int reserved[16]; };
typedef struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1;
typedef CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1 CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS;
struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st { CUexternalSemaphore * extSemArray; const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS * paramsArray; unsigned int numExtSems; };
typedef struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1;
typedef CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1 CUDA_EXT_SEM_SIGNAL_NODE_PARAMS;
struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st { CUexternalSemaphore * extSemArray; const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS * paramsArray; unsigned int numExtSems; };
typedef struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2;
struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_st { CUexternalSemaphore * extSemArray; const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS * paramsArray; unsigned int numExtSems; };
typedef struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_st CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1;
typedef CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1 CUDA_EXT_SEM_WAIT_NODE_PARAMS;
struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st { CUexternalSemaphore * extSemArray; const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS * paramsArray; unsigned int numExtSems; };
typedef struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2;
typedef unsigned long long CUmemGenericAllocationHandle_v1;
typedef CUmemGenericAllocationHandle_v1 CUmemGenericAllocationHandle;
enum CUmemAllocationHandleType_enum { CU_MEM_HANDLE_TYPE_NONE = 0, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR = 1, CU_MEM_HANDLE_TYPE_WIN32 = 2, CU_MEM_HANDLE_TYPE_WIN32_KMT = 4, CU_MEM_HANDLE_TYPE_FABRIC = 8, CU_MEM_HANDLE_TYPE_MAX = 2147483647 };
typedef enum CUmemAllocationHandleType_enum CUmemAllocationHandleType;
enum CUmemAccess_flags_enum { CU_MEM_ACCESS_FLAGS_PROT_NONE = 0, CU_MEM_ACCESS_FLAGS_PROT_READ = 1, CU_MEM_ACCESS_FLAGS_PROT_READWRITE = 3, CU_MEM_ACCESS_FLAGS_PROT_MAX = 2147483647 };
typedef enum CUmemAccess_flags_enum CUmemAccess_flags;
enum CUmemLocationType_enum { CU_MEM_LOCATION_TYPE_INVALID = 0, CU_MEM_LOCATION_TYPE_NONE = 0, CU_MEM_LOCATION_TYPE_DEVICE = 1, CU_MEM_LOCATION_TYPE_HOST = 2, CU_MEM_LOCATION_TYPE_HOST_NUMA = 3, CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT = 4, CU_MEM_LOCATION_TYPE_MAX = 2147483647 };
typedef enum CUmemLocationType_enum CUmemLocationType;
enum CUmemAllocationType_enum { CU_MEM_ALLOCATION_TYPE_INVALID = 0, CU_MEM_ALLOCATION_TYPE_PINNED = 1, CU_MEM_ALLOCATION_TYPE_MANAGED = 2, CU_MEM_ALLOCATION_TYPE_MAX = 2147483647 };
typedef enum CUmemAllocationType_enum CUmemAllocationType;
enum CUmemAllocationGranularity_flags_enum { CU_MEM_ALLOC_GRANULARITY_MINIMUM = 0, CU_MEM_ALLOC_GRANULARITY_RECOMMENDED = 1 };
typedef enum CUmemAllocationGranularity_flags_enum CUmemAllocationGranularity_flags;
enum CUmemRangeHandleType_enum { CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD = 1, CU_MEM_RANGE_HANDLE_TYPE_MAX = 2147483647 };
typedef enum CUmemRangeHandleType_enum CUmemRangeHandleType;
enum CUmemRangeFlags_enum { CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE = 1 };
typedef enum CUmemRangeFlags_enum CUmemRangeFlags;
enum CUarraySparseSubresourceType_enum { CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL = 0, CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL = 1 };
typedef enum CUarraySparseSubresourceType_enum CUarraySparseSubresourceType;
enum CUmemOperationType_enum { CU_MEM_OPERATION_TYPE_MAP = 1, CU_MEM_OPERATION_TYPE_UNMAP = 2 };
typedef enum CUmemOperationType_enum CUmemOperationType;
enum CUmemHandleType_enum { CU_MEM_HANDLE_TYPE_GENERIC = 0 };
typedef enum CUmemHandleType_enum CUmemHandleType;
struct CUarrayMapInfo_st { CUresourcetype resourceType; union { CUmipmappedArray mipmap; CUarray array; } resource; CUarraySparseSubresourceType subresourceType; union { struct { unsigned int level; unsigned int layer; unsigned int offsetX; unsigned int offsetY; unsigned int offsetZ; unsigned int extentWidth; unsigned int extentHeight; unsigned int extentDepth; } sparseLevel; struct { unsigned int layer; unsigned long long offset; unsigned long long size; } miptail; } subresource; CUmemOperationType memOperationType; CUmemHandleType memHandleType; union { CUmemGenericAllocationHandle memHandle; } memHandle; unsigned long long offset; unsigned int deviceBitMask; unsigned int flags; unsigned int reserved[2]; };
typedef struct CUarrayMapInfo_st CUarrayMapInfo_v1;
typedef CUarrayMapInfo_v1 CUarrayMapInfo;
struct CUmemLocation_st { CUmemLocationType type; int id; };
typedef struct CUmemLocation_st CUmemLocation_v1;
typedef CUmemLocation_v1 CUmemLocation;
enum CUmemAllocationCompType_enum { CU_MEM_ALLOCATION_COMP_NONE = 0, CU_MEM_ALLOCATION_COMP_GENERIC = 1 };
typedef enum CUmemAllocationCompType_enum CUmemAllocationCompType;
struct CUmemAllocationProp_st { CUmemAllocationType type; CUmemAllocationHandleType requestedHandleTypes; CUmemLocation location; void * win32HandleMetaData; struct { unsigned char compressionType; unsigned char gpuDirectRDMACapable; unsigned short usage; unsigned char reserved[4]; } allocFlags; };
typedef struct CUmemAllocationProp_st CUmemAllocationProp_v1;
typedef CUmemAllocationProp_v1 CUmemAllocationProp;
enum CUmulticastGranularity_flags_enum { CU_MULTICAST_GRANULARITY_MINIMUM = 0, CU_MULTICAST_GRANULARITY_RECOMMENDED = 1 };
typedef enum CUmulticastGranularity_flags_enum CUmulticastGranularity_flags;
struct CUmulticastObjectProp_st { unsigned int numDevices; size_t size; unsigned long long handleTypes; unsigned long long flags; };
typedef struct CUmulticastObjectProp_st CUmulticastObjectProp_v1;
typedef CUmulticastObjectProp_v1 CUmulticastObjectProp;
struct CUmemAccessDesc_st { CUmemLocation location; CUmemAccess_flags flags; };
typedef struct CUmemAccessDesc_st CUmemAccessDesc_v1;
typedef CUmemAccessDesc_v1 CUmemAccessDesc;
enum CUgraphExecUpdateResult_enum { CU_GRAPH_EXEC_UPDATE_SUCCESS = 0, CU_GRAPH_EXEC_UPDATE_ERROR = 1, CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED = 2, CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED = 3, CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED = 4, CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED = 5, CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED = 6, CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE = 7, CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED = 8 };
typedef enum CUgraphExecUpdateResult_enum CUgraphExecUpdateResult;
struct CUgraphExecUpdateResultInfo_st { CUgraphExecUpdateResult result; CUgraphNode errorNode; CUgraphNode errorFromNode; };
typedef struct CUgraphExecUpdateResultInfo_st CUgraphExecUpdateResultInfo_v1;
typedef CUgraphExecUpdateResultInfo_v1 CUgraphExecUpdateResultInfo;
enum CUmemPool_attribute_enum { CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES = 1, CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC = 2, CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES = 3, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD = 4, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT = 5, CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH = 6, CU_MEMPOOL_ATTR_USED_MEM_CURRENT = 7, CU_MEMPOOL_ATTR_USED_MEM_HIGH = 8 };
typedef enum CUmemPool_attribute_enum CUmemPool_attribute;
struct CUmemPoolProps_st { CUmemAllocationType allocType; CUmemAllocationHandleType handleTypes; CUmemLocation location; void * win32SecurityAttributes; size_t maxSize; unsigned short usage; unsigned char reserved[54]; };
typedef struct CUmemPoolProps_st CUmemPoolProps_v1;
typedef CUmemPoolProps_v1 CUmemPoolProps;
struct CUmemPoolPtrExportData_st { unsigned char reserved[64]; };
typedef struct CUmemPoolPtrExportData_st CUmemPoolPtrExportData_v1;
typedef CUmemPoolPtrExportData_v1 CUmemPoolPtrExportData;
enum CUmemcpyFlags_enum { CU_MEMCPY_FLAG_DEFAULT = 0, CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE = 1 };
typedef enum CUmemcpyFlags_enum CUmemcpyFlags;
enum CUmemcpySrcAccessOrder_enum { CU_MEMCPY_SRC_ACCESS_ORDER_INVALID = 0, CU_MEMCPY_SRC_ACCESS_ORDER_STREAM = 1, CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL = 2, CU_MEMCPY_SRC_ACCESS_ORDER_ANY = 3, CU_MEMCPY_SRC_ACCESS_ORDER_MAX = 2147483647 };
typedef enum CUmemcpySrcAccessOrder_enum CUmemcpySrcAccessOrder;
struct CUmemcpyAttributes_st { CUmemcpySrcAccessOrder srcAccessOrder; CUmemLocation srcLocHint; CUmemLocation dstLocHint; unsigned int flags; };
typedef struct CUmemcpyAttributes_st CUmemcpyAttributes_v1;
typedef CUmemcpyAttributes_v1 CUmemcpyAttributes;
enum CUmemcpy3DOperandType_enum { CU_MEMCPY_OPERAND_TYPE_POINTER = 1, CU_MEMCPY_OPERAND_TYPE_ARRAY = 2, CU_MEMCPY_OPERAND_TYPE_MAX = 2147483647 };
typedef enum CUmemcpy3DOperandType_enum CUmemcpy3DOperandType;
struct CUoffset3D_st { size_t x; size_t y; size_t z; };
typedef struct CUoffset3D_st CUoffset3D_v1;
typedef CUoffset3D_v1 CUoffset3D;
struct CUextent3D_st { size_t width; size_t height; size_t depth; };
typedef struct CUextent3D_st CUextent3D_v1;
typedef CUextent3D_v1 CUextent3D;
struct CUmemcpy3DOperand_st { CUmemcpy3DOperandType type; union { struct { CUdeviceptr ptr; size_t rowLength; size_t layerHeight; CUmemLocation locHint; } ptr; struct { CUarray array; CUoffset3D offset; } array; } op; };
typedef struct CUmemcpy3DOperand_st CUmemcpy3DOperand_v1;
typedef CUmemcpy3DOperand_v1 CUmemcpy3DOperand;
struct CUDA_MEMCPY3D_BATCH_OP_st { CUmemcpy3DOperand src; CUmemcpy3DOperand dst; CUextent3D extent; CUmemcpySrcAccessOrder srcAccessOrder; unsigned int flags; };
typedef struct CUDA_MEMCPY3D_BATCH_OP_st CUDA_MEMCPY3D_BATCH_OP_v1;
typedef CUDA_MEMCPY3D_BATCH_OP_v1 CUDA_MEMCPY3D_BATCH_OP;
struct CUDA_MEM_ALLOC_NODE_PARAMS_v1_st { CUmemPoolProps poolProps; const CUmemAccessDesc * accessDescs; size_t accessDescCount; size_t bytesize; CUdeviceptr dptr; };
typedef struct CUDA_MEM_ALLOC_NODE_PARAMS_v1_st CUDA_MEM_ALLOC_NODE_PARAMS_v1;
typedef CUDA_MEM_ALLOC_NODE_PARAMS_v1 CUDA_MEM_ALLOC_NODE_PARAMS;
struct CUDA_MEM_ALLOC_NODE_PARAMS_v2_st { CUmemPoolProps poolProps; const CUmemAccessDesc * accessDescs; size_t accessDescCount; size_t bytesize; CUdeviceptr dptr; };
typedef struct CUDA_MEM_ALLOC_NODE_PARAMS_v2_st CUDA_MEM_ALLOC_NODE_PARAMS_v2;
struct CUDA_MEM_FREE_NODE_PARAMS_st { CUdeviceptr dptr; };
typedef struct CUDA_MEM_FREE_NODE_PARAMS_st CUDA_MEM_FREE_NODE_PARAMS;
enum CUgraphMem_attribute_enum { CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT = 0, CU_GRAPH_MEM_ATTR_USED_MEM_HIGH = 1, CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT = 2, CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH = 3 };
typedef enum CUgraphMem_attribute_enum CUgraphMem_attribute;
enum CUgraphChildGraphNodeOwnership_enum { CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE = 0, CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE = 1 };
typedef enum CUgraphChildGraphNodeOwnership_enum CUgraphChildGraphNodeOwnership;
struct CUDA_CHILD_GRAPH_NODE_PARAMS_st { CUgraph graph; CUgraphChildGraphNodeOwnership ownership; };
typedef struct CUDA_CHILD_GRAPH_NODE_PARAMS_st CUDA_CHILD_GRAPH_NODE_PARAMS;
struct CUDA_EVENT_RECORD_NODE_PARAMS_st { CUevent event; };
typedef struct CUDA_EVENT_RECORD_NODE_PARAMS_st CUDA_EVENT_RECORD_NODE_PARAMS;
struct CUDA_EVENT_WAIT_NODE_PARAMS_st { CUevent event; };
typedef struct CUDA_EVENT_WAIT_NODE_PARAMS_st CUDA_EVENT_WAIT_NODE_PARAMS;
struct CUgraphNodeParams_st { CUgraphNodeType type; int reserved0[3]; union { long long reserved1[29]; CUDA_KERNEL_NODE_PARAMS_v3 kernel; CUDA_MEMCPY_NODE_PARAMS memcpy; CUDA_MEMSET_NODE_PARAMS_v2 memset; CUDA_HOST_NODE_PARAMS_v2 host; CUDA_CHILD_GRAPH_NODE_PARAMS graph; CUDA_EVENT_WAIT_NODE_PARAMS eventWait; CUDA_EVENT_RECORD_NODE_PARAMS eventRecord; CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2 extSemSignal; CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2 extSemWait; CUDA_MEM_ALLOC_NODE_PARAMS_v2 alloc; CUDA_MEM_FREE_NODE_PARAMS free; CUDA_BATCH_MEM_OP_NODE_PARAMS_v2 memOp; CUDA_CONDITIONAL_NODE_PARAMS conditional; }; long long reserved2; };
typedef struct CUgraphNodeParams_st CUgraphNodeParams;
enum CUflushGPUDirectRDMAWritesOptions_enum { CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST = 1, CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS = 2 };
typedef enum CUflushGPUDirectRDMAWritesOptions_enum CUflushGPUDirectRDMAWritesOptions;
enum CUGPUDirectRDMAWritesOrdering_enum { CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE = 0, CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER = 100, CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES = 200 };
typedef enum CUGPUDirectRDMAWritesOrdering_enum CUGPUDirectRDMAWritesOrdering;
enum CUflushGPUDirectRDMAWritesScope_enum { CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER = 100, CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES = 200 };
typedef enum CUflushGPUDirectRDMAWritesScope_enum CUflushGPUDirectRDMAWritesScope;
enum CUflushGPUDirectRDMAWritesTarget_enum { CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX = 0 };
typedef enum CUflushGPUDirectRDMAWritesTarget_enum CUflushGPUDirectRDMAWritesTarget;
enum CUgraphDebugDot_flags_enum { CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE = 1, CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES = 2, CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS = 4, CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS = 8, CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS = 16, CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS = 32, CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS = 64, CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS = 128, CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS = 256, CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES = 512, CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES = 1024, CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS = 2048, CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS = 4096, CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS = 8192, CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO = 16384, CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS = 32768 };
typedef enum CUgraphDebugDot_flags_enum CUgraphDebugDot_flags;
enum CUuserObject_flags_enum { CU_USER_OBJECT_NO_DESTRUCTOR_SYNC = 1 };
typedef enum CUuserObject_flags_enum CUuserObject_flags;
enum CUuserObjectRetain_flags_enum { CU_GRAPH_USER_OBJECT_MOVE = 1 };
typedef enum CUuserObjectRetain_flags_enum CUuserObjectRetain_flags;
enum CUgraphInstantiate_flags_enum { CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH = 1, CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD = 2, CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH = 4, CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY = 8 };
typedef enum CUgraphInstantiate_flags_enum CUgraphInstantiate_flags;
enum CUdeviceNumaConfig_enum { CU_DEVICE_NUMA_CONFIG_NONE = 0, CU_DEVICE_NUMA_CONFIG_NUMA_NODE = 1 };
typedef enum CUdeviceNumaConfig_enum CUdeviceNumaConfig;
enum CUprocessState_enum { CU_PROCESS_STATE_RUNNING = 0, CU_PROCESS_STATE_LOCKED = 1, CU_PROCESS_STATE_CHECKPOINTED = 2, CU_PROCESS_STATE_FAILED = 3 };
typedef enum CUprocessState_enum CUprocessState;
struct CUcheckpointLockArgs_st { unsigned int timeoutMs; unsigned int reserved0; cuuint64_t reserved1[7]; };
typedef struct CUcheckpointLockArgs_st CUcheckpointLockArgs;
struct CUcheckpointCheckpointArgs_st { cuuint64_t reserved[8]; };
typedef struct CUcheckpointCheckpointArgs_st CUcheckpointCheckpointArgs;
struct CUcheckpointGpuPair_st { CUuuid oldUuid; CUuuid newUuid; };
typedef struct CUcheckpointGpuPair_st CUcheckpointGpuPair;
struct CUcheckpointRestoreArgs_st { CUcheckpointGpuPair * gpuPairs; unsigned int gpuPairsCount; char reserved[44]; cuuint64_t reserved1; };
typedef struct CUcheckpointRestoreArgs_st CUcheckpointRestoreArgs;
struct CUcheckpointUnlockArgs_st { cuuint64_t reserved[8]; };
typedef struct CUcheckpointUnlockArgs_st CUcheckpointUnlockArgs;
CUresult cuGetErrorString(CUresult error, const char ** pStr);
CUresult cuGetErrorName(CUresult error, const char ** pStr);
CUresult cuInit(unsigned int Flags);
CUresult cuDriverGetVersion(int * driverVersion);
CUresult cuDeviceGet(CUdevice * device, int ordinal);
CUresult cuDeviceGetCount(int * count);
CUresult cuDeviceGetName(char * name, int len, CUdevice dev);
CUresult cuDeviceGetUuid_v2(CUuuid * uuid, CUdevice dev);
CUresult cuDeviceGetLuid(char * luid, unsigned int * deviceNodeMask, CUdevice dev);
CUresult cuDeviceTotalMem_v2(size_t * bytes, CUdevice dev);
CUresult cuDeviceGetTexture1DLinearMaxWidth(size_t * maxWidthInElements, CUarray_format format, unsigned int numChannels, CUdevice dev);
CUresult cuDeviceGetAttribute(int * pi, CUdevice_attribute attrib, CUdevice dev);
CUresult cuDeviceGetHostAtomicCapabilities(unsigned int * capabilities, const CUatomicOperation * operations, unsigned int count, CUdevice dev);
CUresult cuDeviceGetNvSciSyncAttributes(void * nvSciSyncAttrList, CUdevice dev, int flags);
CUresult cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool);
CUresult cuDeviceGetMemPool(CUmemoryPool * pool, CUdevice dev);
CUresult cuDeviceGetDefaultMemPool(CUmemoryPool * pool_out, CUdevice dev);
CUresult cuDeviceGetExecAffinitySupport(int * pi, CUexecAffinityType type, CUdevice dev);
CUresult cuFlushGPUDirectRDMAWrites(CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope);
CUresult cuDeviceGetProperties(CUdevprop * prop, CUdevice dev);
CUresult cuDeviceComputeCapability(int * major, int * minor, CUdevice dev);
CUresult cuDevicePrimaryCtxRetain(CUcontext * pctx, CUdevice dev);
CUresult cuDevicePrimaryCtxRelease_v2(CUdevice dev);
CUresult cuDevicePrimaryCtxSetFlags_v2(CUdevice dev, unsigned int flags);
CUresult cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int * flags, int * active);
CUresult cuDevicePrimaryCtxReset_v2(CUdevice dev);
CUresult cuCtxCreate_v4(CUcontext * pctx, CUctxCreateParams * ctxCreateParams, unsigned int flags, CUdevice dev);
CUresult cuCtxDestroy_v2(CUcontext ctx);
CUresult cuCtxPushCurrent_v2(CUcontext ctx);
CUresult cuCtxPopCurrent_v2(CUcontext * pctx);
CUresult cuCtxSetCurrent(CUcontext ctx);
CUresult cuCtxGetCurrent(CUcontext * pctx);
CUresult cuCtxGetDevice(CUdevice * device);
CUresult cuCtxGetDevice_v2(CUdevice * device, CUcontext ctx);
CUresult cuCtxGetFlags(unsigned int * flags);
CUresult cuCtxSetFlags(unsigned int flags);
CUresult cuCtxGetId(CUcontext ctx, unsigned long long * ctxId);
CUresult cuCtxSynchronize(void);
CUresult cuCtxSynchronize_v2(CUcontext ctx);
CUresult cuCtxSetLimit(CUlimit limit, size_t value);
CUresult cuCtxGetLimit(size_t * pvalue, CUlimit limit);
CUresult cuCtxGetCacheConfig(CUfunc_cache * pconfig);
CUresult cuCtxSetCacheConfig(CUfunc_cache config);
CUresult cuCtxGetApiVersion(CUcontext ctx, unsigned int * version);
CUresult cuCtxGetStreamPriorityRange(int * leastPriority, int * greatestPriority);
CUresult cuCtxResetPersistingL2Cache(void);
CUresult cuCtxGetExecAffinity(CUexecAffinityParam * pExecAffinity, CUexecAffinityType type);
CUresult cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent);
CUresult cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent);
CUresult cuCtxAttach(CUcontext * pctx, unsigned int flags);
CUresult cuCtxDetach(CUcontext ctx);
CUresult cuCtxGetSharedMemConfig(CUsharedconfig * pConfig);
CUresult cuCtxSetSharedMemConfig(CUsharedconfig config);
CUresult cuModuleLoad(CUmodule * module, const char * fname);
CUresult cuModuleLoadData(CUmodule * module, const void * image);
CUresult cuModuleLoadDataEx(CUmodule * module, const void * image, unsigned int numOptions, CUjit_option * options, void ** optionValues);
CUresult cuModuleLoadFatBinary(CUmodule * module, const void * fatCubin);
CUresult cuModuleUnload(CUmodule hmod);
enum CUmoduleLoadingMode_enum { CU_MODULE_EAGER_LOADING = 1, CU_MODULE_LAZY_LOADING = 2 };
typedef enum CUmoduleLoadingMode_enum CUmoduleLoadingMode;
CUresult cuModuleGetLoadingMode(CUmoduleLoadingMode * mode);
CUresult cuModuleGetFunction(CUfunction * hfunc, CUmodule hmod, const char * name);
CUresult cuModuleGetFunctionCount(unsigned int * count, CUmodule mod);
CUresult cuModuleEnumerateFunctions(CUfunction * functions, unsigned int numFunctions, CUmodule mod);
CUresult cuModuleGetGlobal_v2(CUdeviceptr * dptr, size_t * bytes, CUmodule hmod, const char * name);
CUresult cuLinkCreate_v2(unsigned int numOptions, CUjit_option * options, void ** optionValues, CUlinkState * stateOut);
CUresult cuLinkAddData_v2(CUlinkState state, CUjitInputType type, void * data, size_t size, const char * name, unsigned int numOptions, CUjit_option * options, void ** optionValues);
CUresult cuLinkAddFile_v2(CUlinkState state, CUjitInputType type, const char * path, unsigned int numOptions, CUjit_option * options, void ** optionValues);
CUresult cuLinkComplete(CUlinkState state, void ** cubinOut, size_t * sizeOut);
CUresult cuLinkDestroy(CUlinkState state);
CUresult cuModuleGetTexRef(CUtexref * pTexRef, CUmodule hmod, const char * name);
CUresult cuModuleGetSurfRef(CUsurfref * pSurfRef, CUmodule hmod, const char * name);
CUresult cuLibraryLoadData(CUlibrary * library, const void * code, CUjit_option * jitOptions, void ** jitOptionsValues, unsigned int numJitOptions, CUlibraryOption * libraryOptions, void ** libraryOptionValues, unsigned int numLibraryOptions);
CUresult cuLibraryLoadFromFile(CUlibrary * library, const char * fileName, CUjit_option * jitOptions, void ** jitOptionsValues, unsigned int numJitOptions, CUlibraryOption * libraryOptions, void ** libraryOptionValues, unsigned int numLibraryOptions);
CUresult cuLibraryUnload(CUlibrary library);
CUresult cuLibraryGetKernel(CUkernel * pKernel, CUlibrary library, const char * name);
CUresult cuLibraryGetKernelCount(unsigned int * count, CUlibrary lib);
CUresult cuLibraryEnumerateKernels(CUkernel * kernels, unsigned int numKernels, CUlibrary lib);
CUresult cuLibraryGetModule(CUmodule * pMod, CUlibrary library);
CUresult cuKernelGetFunction(CUfunction * pFunc, CUkernel kernel);
CUresult cuKernelGetLibrary(CUlibrary * pLib, CUkernel kernel);
CUresult cuLibraryGetGlobal(CUdeviceptr * dptr, size_t * bytes, CUlibrary library, const char * name);
CUresult cuLibraryGetManaged(CUdeviceptr * dptr, size_t * bytes, CUlibrary library, const char * name);
CUresult cuLibraryGetUnifiedFunction(void ** fptr, CUlibrary library, const char * symbol);
CUresult cuKernelGetAttribute(int * pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev);
CUresult cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev);
CUresult cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev);
CUresult cuKernelGetName(const char ** name, CUkernel hfunc);
CUresult cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex, size_t * paramOffset, size_t * paramSize);
CUresult cuMemGetInfo_v2(size_t * free, size_t * total);
CUresult cuMemAlloc_v2(CUdeviceptr * dptr, size_t bytesize);
CUresult cuMemAllocPitch_v2(CUdeviceptr * dptr, size_t * pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes);
CUresult cuMemFree_v2(CUdeviceptr dptr);
CUresult cuMemGetAddressRange_v2(CUdeviceptr * pbase, size_t * psize, CUdeviceptr dptr);
CUresult cuMemAllocHost_v2(void ** pp, size_t bytesize);
CUresult cuMemFreeHost(void * p);
CUresult cuMemHostAlloc(void ** pp, size_t bytesize, unsigned int Flags);
CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr * pdptr, void * p, unsigned int Flags);
CUresult cuMemHostGetFlags(unsigned int * pFlags, void * p);
CUresult cuMemAllocManaged(CUdeviceptr * dptr, size_t bytesize, unsigned int flags);
CUresult cuDeviceRegisterAsyncNotification(CUdevice device, CUasyncCallback callbackFunc, void * userData, CUasyncCallbackHandle * callback);
CUresult cuDeviceUnregisterAsyncNotification(CUdevice device, CUasyncCallbackHandle callback);
CUresult cuDeviceGetByPCIBusId(CUdevice * dev, const char * pciBusId);
CUresult cuDeviceGetPCIBusId(char * pciBusId, int len, CUdevice dev);
CUresult cuIpcGetEventHandle(CUipcEventHandle * pHandle, CUevent event);
CUresult cuIpcOpenEventHandle(CUevent * phEvent, CUipcEventHandle handle);
CUresult cuIpcGetMemHandle(CUipcMemHandle * pHandle, CUdeviceptr dptr);
CUresult cuIpcOpenMemHandle_v2(CUdeviceptr * pdptr, CUipcMemHandle handle, unsigned int Flags);
CUresult cuIpcCloseMemHandle(CUdeviceptr dptr);
CUresult cuMemHostRegister_v2(void * p, size_t bytesize, unsigned int Flags);
CUresult cuMemHostUnregister(void * p);
CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount);
CUresult cuMemcpyPeer(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount);
CUresult cuMemcpyHtoD_v2(CUdeviceptr dstDevice, const void * srcHost, size_t ByteCount);
CUresult cuMemcpyDtoH_v2(void * dstHost, CUdeviceptr srcDevice, size_t ByteCount);
CUresult cuMemcpyDtoD_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount);
CUresult cuMemcpyDtoA_v2(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount);
CUresult cuMemcpyAtoD_v2(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount);
CUresult cuMemcpyHtoA_v2(CUarray dstArray, size_t dstOffset, const void * srcHost, size_t ByteCount);
CUresult cuMemcpyAtoH_v2(void * dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount);
CUresult cuMemcpyAtoA_v2(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount);
CUresult cuMemcpy2D_v2(const CUDA_MEMCPY2D * pCopy);
CUresult cuMemcpy2DUnaligned_v2(const CUDA_MEMCPY2D * pCopy);
CUresult cuMemcpy3D_v2(const CUDA_MEMCPY3D * pCopy);
CUresult cuMemcpy3DPeer(const CUDA_MEMCPY3D_PEER * pCopy);
CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream);
CUresult cuMemcpyPeerAsync(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream);
CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr dstDevice, const void * srcHost, size_t ByteCount, CUstream hStream);
CUresult cuMemcpyDtoHAsync_v2(void * dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
CUresult cuMemcpyHtoAAsync_v2(CUarray dstArray, size_t dstOffset, const void * srcHost, size_t ByteCount, CUstream hStream);
CUresult cuMemcpyAtoHAsync_v2(void * dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream);
CUresult cuMemcpy2DAsync_v2(const CUDA_MEMCPY2D * pCopy, CUstream hStream);
CUresult cuMemcpy3DAsync_v2(const CUDA_MEMCPY3D * pCopy, CUstream hStream);
CUresult cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER * pCopy, CUstream hStream);
CUresult cuMemcpyBatchAsync_v2(CUdeviceptr * dsts, CUdeviceptr * srcs, size_t * sizes, size_t count, CUmemcpyAttributes * attrs, size_t * attrsIdxs, size_t numAttrs, CUstream hStream);
CUresult cuMemcpy3DBatchAsync_v2(size_t numOps, CUDA_MEMCPY3D_BATCH_OP * opList, unsigned long long flags, CUstream hStream);
CUresult cuMemsetD8_v2(CUdeviceptr dstDevice, unsigned char uc, size_t N);
CUresult cuMemsetD16_v2(CUdeviceptr dstDevice, unsigned short us, size_t N);
CUresult cuMemsetD32_v2(CUdeviceptr dstDevice, unsigned int ui, size_t N);
CUresult cuMemsetD2D8_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height);
CUresult cuMemsetD2D16_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height);
CUresult cuMemsetD2D32_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height);
CUresult cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream);
CUresult cuMemsetD16Async(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream);
CUresult cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream);
CUresult cuMemsetD2D8Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream);
CUresult cuMemsetD2D16Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream);
CUresult cuMemsetD2D32Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream);
CUresult cuArrayCreate_v2(CUarray * pHandle, const CUDA_ARRAY_DESCRIPTOR * pAllocateArray);
CUresult cuArrayGetDescriptor_v2(CUDA_ARRAY_DESCRIPTOR * pArrayDescriptor, CUarray hArray);
CUresult cuArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES * sparseProperties, CUarray array);
CUresult cuMipmappedArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES * sparseProperties, CUmipmappedArray mipmap);
CUresult cuArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS * memoryRequirements, CUarray array, CUdevice device);
CUresult cuMipmappedArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS * memoryRequirements, CUmipmappedArray mipmap, CUdevice device);
CUresult cuArrayGetPlane(CUarray * pPlaneArray, CUarray hArray, unsigned int planeIdx);
CUresult cuArrayDestroy(CUarray hArray);
CUresult cuArray3DCreate_v2(CUarray * pHandle, const CUDA_ARRAY3D_DESCRIPTOR * pAllocateArray);
CUresult cuArray3DGetDescriptor_v2(CUDA_ARRAY3D_DESCRIPTOR * pArrayDescriptor, CUarray hArray);
CUresult cuMipmappedArrayCreate(CUmipmappedArray * pHandle, const CUDA_ARRAY3D_DESCRIPTOR * pMipmappedArrayDesc, unsigned int numMipmapLevels);
CUresult cuMipmappedArrayGetLevel(CUarray * pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level);
CUresult cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray);
CUresult cuMemGetHandleForAddressRange(void * handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags);
enum CUmemDecompressAlgorithm_enum { CU_MEM_DECOMPRESS_UNSUPPORTED = 0, CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE = 1, CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY = 2, CU_MEM_DECOMPRESS_ALGORITHM_LZ4 = 4 };
typedef enum CUmemDecompressAlgorithm_enum CUmemDecompressAlgorithm;
struct CUmemDecompressParams_st { size_t srcNumBytes; size_t dstNumBytes; cuuint32_t * dstActBytes; const void * src; void * dst; CUmemDecompressAlgorithm algo; unsigned char padding[20]; };
typedef struct CUmemDecompressParams_st CUmemDecompressParams;
CUresult cuMemBatchDecompressAsync(CUmemDecompressParams * paramsArray, size_t count, unsigned int flags, size_t * errorIndex, CUstream stream);
CUresult cuMemAddressReserve(CUdeviceptr * ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags);
CUresult cuMemAddressFree(CUdeviceptr ptr, size_t size);
CUresult cuMemCreate(CUmemGenericAllocationHandle * handle, size_t size, const CUmemAllocationProp * prop, unsigned long long flags);
CUresult cuMemRelease(CUmemGenericAllocationHandle handle);
CUresult cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags);
CUresult cuMemMapArrayAsync(CUarrayMapInfo * mapInfoList, unsigned int count, CUstream hStream);
CUresult cuMemUnmap(CUdeviceptr ptr, size_t size);
CUresult cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc * desc, size_t count);
CUresult cuMemGetAccess(unsigned long long * flags, const CUmemLocation * location, CUdeviceptr ptr);
CUresult cuMemExportToShareableHandle(void * shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags);
CUresult cuMemImportFromShareableHandle(CUmemGenericAllocationHandle * handle, void * osHandle, CUmemAllocationHandleType shHandleType);
CUresult cuMemGetAllocationGranularity(size_t * granularity, const CUmemAllocationProp * prop, CUmemAllocationGranularity_flags option);
CUresult cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp * prop, CUmemGenericAllocationHandle handle);
CUresult cuMemRetainAllocationHandle(CUmemGenericAllocationHandle * handle, void * addr);
CUresult cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream);
CUresult cuMemAllocAsync(CUdeviceptr * dptr, size_t bytesize, CUstream hStream);
CUresult cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep);
CUresult cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void * value);
CUresult cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void * value);
CUresult cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc * map, size_t count);
CUresult cuMemPoolGetAccess(CUmemAccess_flags * flags, CUmemoryPool memPool, CUmemLocation * location);
CUresult cuMemPoolCreate(CUmemoryPool * pool, const CUmemPoolProps * poolProps);
CUresult cuMemPoolDestroy(CUmemoryPool pool);
CUresult cuMemGetDefaultMemPool(CUmemoryPool * pool_out, CUmemLocation * location, CUmemAllocationType type);
CUresult cuMemGetMemPool(CUmemoryPool * pool, CUmemLocation * location, CUmemAllocationType type);
CUresult cuMemSetMemPool(CUmemLocation * location, CUmemAllocationType type, CUmemoryPool pool);
CUresult cuMemAllocFromPoolAsync(CUdeviceptr * dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream);
CUresult cuMemPoolExportToShareableHandle(void * handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags);
CUresult cuMemPoolImportFromShareableHandle(CUmemoryPool * pool_out, void * handle, CUmemAllocationHandleType handleType, unsigned long long flags);
CUresult cuMemPoolExportPointer(CUmemPoolPtrExportData * shareData_out, CUdeviceptr ptr);
CUresult cuMemPoolImportPointer(CUdeviceptr * ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData * shareData);
CUresult cuMulticastCreate(CUmemGenericAllocationHandle * mcHandle, const CUmulticastObjectProp * prop);
CUresult cuMulticastAddDevice(CUmemGenericAllocationHandle mcHandle, CUdevice dev);
CUresult cuMulticastBindMem(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags);
CUresult cuMulticastBindAddr(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags);
CUresult cuMulticastUnbind(CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size);
CUresult cuMulticastGetGranularity(size_t * granularity, const CUmulticastObjectProp * prop, CUmulticastGranularity_flags option);
CUresult cuPointerGetAttribute(void * data, CUpointer_attribute attribute, CUdeviceptr ptr);
CUresult cuMemPrefetchAsync_v2(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream);
CUresult cuMemAdvise_v2(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location);
CUresult cuMemPrefetchBatchAsync(CUdeviceptr * dptrs, size_t * sizes, size_t count, CUmemLocation * prefetchLocs, size_t * prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream);
CUresult cuMemDiscardBatchAsync(CUdeviceptr * dptrs, size_t * sizes, size_t count, unsigned long long flags, CUstream hStream);
CUresult cuMemDiscardAndPrefetchBatchAsync(CUdeviceptr * dptrs, size_t * sizes, size_t count, CUmemLocation * prefetchLocs, size_t * prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream);
CUresult cuMemRangeGetAttribute(void * data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count);
CUresult cuMemRangeGetAttributes(void ** data, size_t * dataSizes, CUmem_range_attribute * attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count);
CUresult cuPointerSetAttribute(const void * value, CUpointer_attribute attribute, CUdeviceptr ptr);
CUresult cuPointerGetAttributes(unsigned int numAttributes, CUpointer_attribute * attributes, void ** data, CUdeviceptr ptr);
CUresult cuStreamCreate(CUstream * phStream, unsigned int Flags);
CUresult cuStreamCreateWithPriority(CUstream * phStream, unsigned int flags, int priority);
CUresult cuStreamGetPriority(CUstream hStream, int * priority);
CUresult cuStreamGetDevice(CUstream hStream, CUdevice * device);
CUresult cuStreamGetFlags(CUstream hStream, unsigned int * flags);
CUresult cuStreamGetId(CUstream hStream, unsigned long long * streamId);
CUresult cuStreamGetCtx(CUstream hStream, CUcontext * pctx);
CUresult cuStreamGetCtx_v2(CUstream hStream, CUcontext * pCtx, CUgreenCtx * pGreenCtx);
CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags);
CUresult cuStreamAddCallback(CUstream hStream, CUstreamCallback callback, void * userData, unsigned int flags);
CUresult cuStreamBeginCapture_v2(CUstream hStream, CUstreamCaptureMode mode);
CUresult cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph, const CUgraphNode * dependencies, const CUgraphEdgeData * dependencyData, size_t numDependencies, CUstreamCaptureMode mode);
CUresult cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode * mode);
CUresult cuStreamEndCapture(CUstream hStream, CUgraph * phGraph);
CUresult cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus * captureStatus);
CUresult cuStreamGetCaptureInfo_v3(CUstream hStream, CUstreamCaptureStatus * captureStatus_out, cuuint64_t * id_out, CUgraph * graph_out, const CUgraphNode ** dependencies_out, const CUgraphEdgeData ** edgeData_out, size_t * numDependencies_out);
CUresult cuStreamUpdateCaptureDependencies_v2(CUstream hStream, CUgraphNode * dependencies, const CUgraphEdgeData * dependencyData, size_t numDependencies, unsigned int flags);
CUresult cuStreamAttachMemAsync(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags);
CUresult cuStreamQuery(CUstream hStream);
CUresult cuStreamSynchronize(CUstream hStream);
CUresult cuStreamDestroy_v2(CUstream hStream);
CUresult cuStreamCopyAttributes(CUstream dst, CUstream src);
CUresult cuStreamGetAttribute(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue * value_out);
CUresult cuStreamSetAttribute(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue * value);
CUresult cuEventCreate(CUevent * phEvent, unsigned int Flags);
CUresult cuEventRecord(CUevent hEvent, CUstream hStream);
CUresult cuEventRecordWithFlags(CUevent hEvent, CUstream hStream, unsigned int flags);
CUresult cuEventQuery(CUevent hEvent);
CUresult cuEventSynchronize(CUevent hEvent);
CUresult cuEventDestroy_v2(CUevent hEvent);
CUresult cuEventElapsedTime_v2(float * pMilliseconds, CUevent hStart, CUevent hEnd);
CUresult cuImportExternalMemory(CUexternalMemory * extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC * memHandleDesc);
CUresult cuExternalMemoryGetMappedBuffer(CUdeviceptr * devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC * bufferDesc);
CUresult cuExternalMemoryGetMappedMipmappedArray(CUmipmappedArray * mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC * mipmapDesc);
CUresult cuDestroyExternalMemory(CUexternalMemory extMem);
CUresult cuImportExternalSemaphore(CUexternalSemaphore * extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC * semHandleDesc);
CUresult cuSignalExternalSemaphoresAsync(const CUexternalSemaphore * extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS * paramsArray, unsigned int numExtSems, CUstream stream);
CUresult cuWaitExternalSemaphoresAsync(const CUexternalSemaphore * extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS * paramsArray, unsigned int numExtSems, CUstream stream);
CUresult cuDestroyExternalSemaphore(CUexternalSemaphore extSem);
CUresult cuStreamWaitValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult cuStreamWaitValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult cuStreamWriteValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult cuStreamWriteValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult cuStreamBatchMemOp_v2(CUstream stream, unsigned int count, CUstreamBatchMemOpParams * paramArray, unsigned int flags);
CUresult cuFuncGetAttribute(int * pi, CUfunction_attribute attrib, CUfunction hfunc);
CUresult cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value);
CUresult cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config);
CUresult cuFuncGetModule(CUmodule * hmod, CUfunction hfunc);
CUresult cuFuncGetName(const char ** name, CUfunction hfunc);
CUresult cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t * paramOffset, size_t * paramSize);
enum CUfunctionLoadingState_enum { CU_FUNCTION_LOADING_STATE_UNLOADED = 0, CU_FUNCTION_LOADING_STATE_LOADED = 1, CU_FUNCTION_LOADING_STATE_MAX = 2 };
typedef enum CUfunctionLoadingState_enum CUfunctionLoadingState;
CUresult cuFuncIsLoaded(CUfunctionLoadingState * state, CUfunction function);
CUresult cuFuncLoad(CUfunction function);
CUresult cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void ** kernelParams, void ** extra);
CUresult cuLaunchKernelEx(const CUlaunchConfig * config, CUfunction f, void ** kernelParams, void ** extra);
CUresult cuLaunchCooperativeKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void ** kernelParams);
CUresult cuLaunchCooperativeKernelMultiDevice(CUDA_LAUNCH_PARAMS * launchParamsList, unsigned int numDevices, unsigned int flags);
CUresult cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void * userData);
CUresult cuFuncSetBlockShape(CUfunction hfunc, int x, int y, int z);
CUresult cuFuncSetSharedSize(CUfunction hfunc, unsigned int bytes);
CUresult cuParamSetSize(CUfunction hfunc, unsigned int numbytes);
CUresult cuParamSeti(CUfunction hfunc, int offset, unsigned int value);
CUresult cuParamSetf(CUfunction hfunc, int offset, float value);
CUresult cuParamSetv(CUfunction hfunc, int offset, void * ptr, unsigned int numbytes);
CUresult cuLaunch(CUfunction f);
CUresult cuLaunchGrid(CUfunction f, int grid_width, int grid_height);
CUresult cuLaunchGridAsync(CUfunction f, int grid_width, int grid_height, CUstream hStream);
CUresult cuParamSetTexRef(CUfunction hfunc, int texunit, CUtexref hTexRef);
CUresult cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config);
CUresult cuGraphCreate(CUgraph * phGraph, unsigned int flags);
CUresult cuGraphAddKernelNode_v2(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS * nodeParams);
CUresult cuGraphKernelNodeGetParams_v2(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS * nodeParams);
CUresult cuGraphKernelNodeSetParams_v2(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS * nodeParams);
CUresult cuGraphAddMemcpyNode(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, const CUDA_MEMCPY3D * copyParams, CUcontext ctx);
CUresult cuGraphMemcpyNodeGetParams(CUgraphNode hNode, CUDA_MEMCPY3D * nodeParams);
CUresult cuGraphMemcpyNodeSetParams(CUgraphNode hNode, const CUDA_MEMCPY3D * nodeParams);
CUresult cuGraphAddMemsetNode(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS * memsetParams, CUcontext ctx);
CUresult cuGraphMemsetNodeGetParams(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS * nodeParams);
CUresult cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS * nodeParams);
CUresult cuGraphAddHostNode(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS * nodeParams);
CUresult cuGraphHostNodeGetParams(CUgraphNode hNode, CUDA_HOST_NODE_PARAMS * nodeParams);
CUresult cuGraphHostNodeSetParams(CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS * nodeParams);
CUresult cuGraphAddChildGraphNode(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, CUgraph childGraph);
CUresult cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph * phGraph);
CUresult cuGraphAddEmptyNode(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies);
CUresult cuGraphAddEventRecordNode(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, CUevent event);
CUresult cuGraphEventRecordNodeGetEvent(CUgraphNode hNode, CUevent * event_out);
CUresult cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event);
CUresult cuGraphAddEventWaitNode(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, CUevent event);
CUresult cuGraphEventWaitNodeGetEvent(CUgraphNode hNode, CUevent * event_out);
CUresult cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event);
CUresult cuGraphAddExternalSemaphoresSignalNode(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS * nodeParams);
CUresult cuGraphExternalSemaphoresSignalNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS * params_out);
CUresult cuGraphExternalSemaphoresSignalNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS * nodeParams);
CUresult cuGraphAddExternalSemaphoresWaitNode(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS * nodeParams);
CUresult cuGraphExternalSemaphoresWaitNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS * params_out);
CUresult cuGraphExternalSemaphoresWaitNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS * nodeParams);
CUresult cuGraphAddBatchMemOpNode(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS * nodeParams);
CUresult cuGraphBatchMemOpNodeGetParams(CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS * nodeParams_out);
CUresult cuGraphBatchMemOpNodeSetParams(CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS * nodeParams);
CUresult cuGraphExecBatchMemOpNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS * nodeParams);
CUresult cuGraphAddMemAllocNode(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS * nodeParams);
CUresult cuGraphMemAllocNodeGetParams(CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS * params_out);
CUresult cuGraphAddMemFreeNode(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, CUdeviceptr dptr);
CUresult cuGraphMemFreeNodeGetParams(CUgraphNode hNode, CUdeviceptr * dptr_out);
CUresult cuDeviceGraphMemTrim(CUdevice device);
CUresult cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void * value);
CUresult cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void * value);
CUresult cuGraphClone(CUgraph * phGraphClone, CUgraph originalGraph);
CUresult cuGraphNodeFindInClone(CUgraphNode * phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph);
CUresult cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType * type);
CUresult cuGraphGetNodes(CUgraph hGraph, CUgraphNode * nodes, size_t * numNodes);
CUresult cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode * rootNodes, size_t * numRootNodes);
CUresult cuGraphGetEdges_v2(CUgraph hGraph, CUgraphNode * from, CUgraphNode * to, CUgraphEdgeData * edgeData, size_t * numEdges);
CUresult cuGraphNodeGetDependencies_v2(CUgraphNode hNode, CUgraphNode * dependencies, CUgraphEdgeData * edgeData, size_t * numDependencies);
CUresult cuGraphNodeGetDependentNodes_v2(CUgraphNode hNode, CUgraphNode * dependentNodes, CUgraphEdgeData * edgeData, size_t * numDependentNodes);
CUresult cuGraphAddDependencies_v2(CUgraph hGraph, const CUgraphNode * from, const CUgraphNode * to, const CUgraphEdgeData * edgeData, size_t numDependencies);
CUresult cuGraphRemoveDependencies_v2(CUgraph hGraph, const CUgraphNode * from, const CUgraphNode * to, const CUgraphEdgeData * edgeData, size_t numDependencies);
CUresult cuGraphDestroyNode(CUgraphNode hNode);
CUresult cuGraphInstantiateWithFlags(CUgraphExec * phGraphExec, CUgraph hGraph, unsigned long long flags);
CUresult cuGraphInstantiateWithParams(CUgraphExec * phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS * instantiateParams);
CUresult cuGraphExecGetFlags(CUgraphExec hGraphExec, cuuint64_t * flags);
CUresult cuGraphExecKernelNodeSetParams_v2(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS * nodeParams);
CUresult cuGraphExecMemcpyNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D * copyParams, CUcontext ctx);
CUresult cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS * memsetParams, CUcontext ctx);
CUresult cuGraphExecHostNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS * nodeParams);
CUresult cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph);
CUresult cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event);
CUresult cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event);
CUresult cuGraphExecExternalSemaphoresSignalNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS * nodeParams);
CUresult cuGraphExecExternalSemaphoresWaitNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS * nodeParams);
CUresult cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled);
CUresult cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int * isEnabled);
CUresult cuGraphUpload(CUgraphExec hGraphExec, CUstream hStream);
CUresult cuGraphLaunch(CUgraphExec hGraphExec, CUstream hStream);
CUresult cuGraphExecDestroy(CUgraphExec hGraphExec);
CUresult cuGraphDestroy(CUgraph hGraph);
CUresult cuGraphExecUpdate_v2(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo * resultInfo);
CUresult cuGraphKernelNodeCopyAttributes(CUgraphNode dst, CUgraphNode src);
CUresult cuGraphKernelNodeGetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue * value_out);
CUresult cuGraphKernelNodeSetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue * value);
CUresult cuGraphDebugDotPrint(CUgraph hGraph, const char * path, unsigned int flags);
CUresult cuUserObjectCreate(CUuserObject * object_out, void * ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags);
CUresult cuUserObjectRetain(CUuserObject object, unsigned int count);
CUresult cuUserObjectRelease(CUuserObject object, unsigned int count);
CUresult cuGraphRetainUserObject(CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags);
CUresult cuGraphReleaseUserObject(CUgraph graph, CUuserObject object, unsigned int count);
CUresult cuGraphAddNode_v2(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, const CUgraphEdgeData * dependencyData, size_t numDependencies, CUgraphNodeParams * nodeParams);
CUresult cuGraphNodeSetParams(CUgraphNode hNode, CUgraphNodeParams * nodeParams);
CUresult cuGraphExecNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams * nodeParams);
CUresult cuGraphConditionalHandleCreate(CUgraphConditionalHandle * pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int * numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int * numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags);
CUresult cuOccupancyMaxPotentialBlockSize(int * minGridSize, int * blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit);
CUresult cuOccupancyMaxPotentialBlockSizeWithFlags(int * minGridSize, int * blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags);
CUresult cuOccupancyAvailableDynamicSMemPerBlock(size_t * dynamicSmemSize, CUfunction func, int numBlocks, int blockSize);
CUresult cuOccupancyMaxPotentialClusterSize(int * clusterSize, CUfunction func, const CUlaunchConfig * config);
CUresult cuOccupancyMaxActiveClusters(int * numClusters, CUfunction func, const CUlaunchConfig * config);
CUresult cuTexRefSetArray(CUtexref hTexRef, CUarray hArray, unsigned int Flags);
CUresult cuTexRefSetMipmappedArray(CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags);
CUresult cuTexRefSetAddress_v2(size_t * ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes);
CUresult cuTexRefSetAddress2D_v3(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR * desc, CUdeviceptr dptr, size_t Pitch);
CUresult cuTexRefSetFormat(CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents);
CUresult cuTexRefSetAddressMode(CUtexref hTexRef, int dim, CUaddress_mode am);
CUresult cuTexRefSetFilterMode(CUtexref hTexRef, CUfilter_mode fm);
CUresult cuTexRefSetMipmapFilterMode(CUtexref hTexRef, CUfilter_mode fm);
CUresult cuTexRefSetMipmapLevelBias(CUtexref hTexRef, float bias);
CUresult cuTexRefSetMipmapLevelClamp(CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp);
CUresult cuTexRefSetMaxAnisotropy(CUtexref hTexRef, unsigned int maxAniso);
CUresult cuTexRefSetBorderColor(CUtexref hTexRef, float * pBorderColor);
CUresult cuTexRefSetFlags(CUtexref hTexRef, unsigned int Flags);
CUresult cuTexRefGetAddress_v2(CUdeviceptr * pdptr, CUtexref hTexRef);
CUresult cuTexRefGetArray(CUarray * phArray, CUtexref hTexRef);
CUresult cuTexRefGetMipmappedArray(CUmipmappedArray * phMipmappedArray, CUtexref hTexRef);
CUresult cuTexRefGetAddressMode(CUaddress_mode * pam, CUtexref hTexRef, int dim);
CUresult cuTexRefGetFilterMode(CUfilter_mode * pfm, CUtexref hTexRef);
CUresult cuTexRefGetFormat(CUarray_format * pFormat, int * pNumChannels, CUtexref hTexRef);
CUresult cuTexRefGetMipmapFilterMode(CUfilter_mode * pfm, CUtexref hTexRef);
CUresult cuTexRefGetMipmapLevelBias(float * pbias, CUtexref hTexRef);
CUresult cuTexRefGetMipmapLevelClamp(float * pminMipmapLevelClamp, float * pmaxMipmapLevelClamp, CUtexref hTexRef);
CUresult cuTexRefGetMaxAnisotropy(int * pmaxAniso, CUtexref hTexRef);
CUresult cuTexRefGetBorderColor(float * pBorderColor, CUtexref hTexRef);
CUresult cuTexRefGetFlags(unsigned int * pFlags, CUtexref hTexRef);
CUresult cuTexRefCreate(CUtexref * pTexRef);
CUresult cuTexRefDestroy(CUtexref hTexRef);
CUresult cuSurfRefSetArray(CUsurfref hSurfRef, CUarray hArray, unsigned int Flags);
CUresult cuSurfRefGetArray(CUarray * phArray, CUsurfref hSurfRef);
CUresult cuTexObjectCreate(CUtexObject * pTexObject, const CUDA_RESOURCE_DESC * pResDesc, const CUDA_TEXTURE_DESC * pTexDesc, const CUDA_RESOURCE_VIEW_DESC * pResViewDesc);
CUresult cuTexObjectDestroy(CUtexObject texObject);
CUresult cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC * pResDesc, CUtexObject texObject);
CUresult cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC * pTexDesc, CUtexObject texObject);
CUresult cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC * pResViewDesc, CUtexObject texObject);
CUresult cuSurfObjectCreate(CUsurfObject * pSurfObject, const CUDA_RESOURCE_DESC * pResDesc);
CUresult cuSurfObjectDestroy(CUsurfObject surfObject);
CUresult cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC * pResDesc, CUsurfObject surfObject);
CUresult cuTensorMapEncodeTiled(CUtensorMap * tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void * globalAddress, const cuuint64_t * globalDim, const cuuint64_t * globalStrides, const cuuint32_t * boxDim, const cuuint32_t * elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);
CUresult cuTensorMapEncodeIm2col(CUtensorMap * tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void * globalAddress, const cuuint64_t * globalDim, const cuuint64_t * globalStrides, const int * pixelBoxLowerCorner, const int * pixelBoxUpperCorner, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t * elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);
CUresult cuTensorMapEncodeIm2colWide(CUtensorMap * tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void * globalAddress, const cuuint64_t * globalDim, const cuuint64_t * globalStrides, int pixelBoxLowerCornerWidth, int pixelBoxUpperCornerWidth, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t * elementStrides, CUtensorMapInterleave interleave, CUtensorMapIm2ColWideMode mode, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);
CUresult cuTensorMapReplaceAddress(CUtensorMap * tensorMap, void * globalAddress);
CUresult cuDeviceCanAccessPeer(int * canAccessPeer, CUdevice dev, CUdevice peerDev);
CUresult cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags);
CUresult cuCtxDisablePeerAccess(CUcontext peerContext);
CUresult cuDeviceGetP2PAttribute(int * value, CUdevice_P2PAttribute attrib, CUdevice srcDevice, CUdevice dstDevice);
CUresult cuDeviceGetP2PAtomicCapabilities(unsigned int * capabilities, const CUatomicOperation * operations, unsigned int count, CUdevice srcDevice, CUdevice dstDevice);
CUresult cuGraphicsUnregisterResource(CUgraphicsResource resource);
CUresult cuGraphicsSubResourceGetMappedArray(CUarray * pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel);
CUresult cuGraphicsResourceGetMappedMipmappedArray(CUmipmappedArray * pMipmappedArray, CUgraphicsResource resource);
CUresult cuGraphicsResourceGetMappedPointer_v2(CUdeviceptr * pDevPtr, size_t * pSize, CUgraphicsResource resource);
CUresult cuGraphicsResourceSetMapFlags_v2(CUgraphicsResource resource, unsigned int flags);
CUresult cuGraphicsMapResources(unsigned int count, CUgraphicsResource * resources, CUstream hStream);
CUresult cuGraphicsUnmapResources(unsigned int count, CUgraphicsResource * resources, CUstream hStream);
CUresult cuGetProcAddress_v2(const char * symbol, void ** pfn, int cudaVersion, cuuint64_t flags, CUdriverProcAddressQueryResult * symbolStatus);
enum CUcoredumpSettings_enum { CU_COREDUMP_ENABLE_ON_EXCEPTION = 1, CU_COREDUMP_TRIGGER_HOST = 2, CU_COREDUMP_LIGHTWEIGHT = 3, CU_COREDUMP_ENABLE_USER_TRIGGER = 4, CU_COREDUMP_FILE = 5, CU_COREDUMP_PIPE = 6, CU_COREDUMP_GENERATION_FLAGS = 7, CU_COREDUMP_MAX = 8 };
typedef enum CUcoredumpSettings_enum CUcoredumpSettings;
enum CUCoredumpGenerationFlags { CU_COREDUMP_DEFAULT_FLAGS = 0, CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES = 1, CU_COREDUMP_SKIP_GLOBAL_MEMORY = 2, CU_COREDUMP_SKIP_SHARED_MEMORY = 4, CU_COREDUMP_SKIP_LOCAL_MEMORY = 8, CU_COREDUMP_SKIP_ABORT = 16, CU_COREDUMP_SKIP_CONSTBANK_MEMORY = 32, CU_COREDUMP_LIGHTWEIGHT_FLAGS = 47 };
typedef enum CUCoredumpGenerationFlags CUCoredumpGenerationFlags;
CUresult cuCoredumpGetAttribute(CUcoredumpSettings attrib, void * value, size_t * size);
CUresult cuCoredumpGetAttributeGlobal(CUcoredumpSettings attrib, void * value, size_t * size);
CUresult cuCoredumpSetAttribute(CUcoredumpSettings attrib, void * value, size_t * size);
CUresult cuCoredumpSetAttributeGlobal(CUcoredumpSettings attrib, void * value, size_t * size);
CUresult cuGetExportTable(const void ** ppExportTable, const CUuuid * pExportTableId);
struct CUdevResourceDesc_st;
typedef struct CUdevResourceDesc_st * CUdevResourceDesc;
enum CUgreenCtxCreate_flags { CU_GREEN_CTX_DEFAULT_STREAM = 1 };
typedef enum CUgreenCtxCreate_flags CUgreenCtxCreate_flags;
enum CUdevSmResourceSplit_flags { CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING = 1, CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE = 2 };
typedef enum CUdevSmResourceSplit_flags CUdevSmResourceSplit_flags;
enum CUdevResourceType { CU_DEV_RESOURCE_TYPE_INVALID = 0, CU_DEV_RESOURCE_TYPE_SM = 1 };
typedef enum CUdevResourceType CUdevResourceType;
struct CUdevSmResource_st { unsigned int smCount; unsigned int minSmPartitionSize; unsigned int smCoscheduledAlignment; };
typedef struct CUdevSmResource_st CUdevSmResource;
struct CUdevResource_st { CUdevResourceType type; unsigned char _internal_padding[92]; union { CUdevSmResource sm; unsigned char _oversize[48]; }; };
typedef struct CUdevResource_st CUdevResource_v1;
typedef CUdevResource_v1 CUdevResource;
CUresult cuGreenCtxCreate(CUgreenCtx * phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags);
CUresult cuGreenCtxDestroy(CUgreenCtx hCtx);
CUresult cuCtxFromGreenCtx(CUcontext * pContext, CUgreenCtx hCtx);
CUresult cuDeviceGetDevResource(CUdevice device, CUdevResource * resource, CUdevResourceType type);
CUresult cuCtxGetDevResource(CUcontext hCtx, CUdevResource * resource, CUdevResourceType type);
CUresult cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource * resource, CUdevResourceType type);
CUresult cuDevSmResourceSplitByCount(CUdevResource * result, unsigned int * nbGroups, const CUdevResource * input, CUdevResource * remaining, unsigned int useFlags, unsigned int minCount);
CUresult cuDevResourceGenerateDesc(CUdevResourceDesc * phDesc, CUdevResource * resources, unsigned int nbResources);
CUresult cuGreenCtxRecordEvent(CUgreenCtx hCtx, CUevent hEvent);
CUresult cuGreenCtxWaitEvent(CUgreenCtx hCtx, CUevent hEvent);
CUresult cuStreamGetGreenCtx(CUstream hStream, CUgreenCtx * phCtx);
CUresult cuGreenCtxStreamCreate(CUstream * phStream, CUgreenCtx greenCtx, unsigned int flags, int priority);
CUresult cuGreenCtxGetId(CUgreenCtx greenCtx, unsigned long long * greenCtxId);
enum CUlogLevel_enum { CU_LOG_LEVEL_ERROR = 0, CU_LOG_LEVEL_WARNING = 1 };
typedef enum CUlogLevel_enum CUlogLevel;
typedef struct CUlogsCallbackEntry_st * CUlogsCallbackHandle;
typedef void (*CUlogsCallback)(void *, CUlogLevel, char *, size_t);
typedef unsigned int CUlogIterator;
CUresult cuLogsRegisterCallback(CUlogsCallback callbackFunc, void * userData, CUlogsCallbackHandle * callback_out);
CUresult cuLogsUnregisterCallback(CUlogsCallbackHandle callback);
CUresult cuLogsCurrent(CUlogIterator * iterator_out, unsigned int flags);
CUresult cuLogsDumpToFile(CUlogIterator * iterator, const char * pathToFile, unsigned int flags);
CUresult cuLogsDumpToMemory(CUlogIterator * iterator, char * buffer, size_t * size, unsigned int flags);
CUresult cuCheckpointProcessGetRestoreThreadId(int pid, int * tid);
CUresult cuCheckpointProcessGetState(int pid, CUprocessState * state);
CUresult cuCheckpointProcessLock(int pid, CUcheckpointLockArgs * args);
CUresult cuCheckpointProcessCheckpoint(int pid, CUcheckpointCheckpointArgs * args);
CUresult cuCheckpointProcessRestore(int pid, CUcheckpointRestoreArgs * args);
CUresult cuCheckpointProcessUnlock(int pid, CUcheckpointUnlockArgs * args);
enum CUoutput_mode_enum { CU_OUT_KEY_VALUE_PAIR = 0, CU_OUT_CSV = 1 };
typedef enum CUoutput_mode_enum CUoutput_mode;
CUresult cuProfilerInitialize(const char * configFile, const char * outputFile, CUoutput_mode outputMode);
CUresult cuProfilerStart(void);
CUresult cuProfilerStop(void);
enum cudaDataType_t { CUDA_R_16F = 2, CUDA_C_16F = 6, CUDA_R_16BF = 14, CUDA_C_16BF = 15, CUDA_R_32F = 0, CUDA_C_32F = 4, CUDA_R_64F = 1, CUDA_C_64F = 5, CUDA_R_4I = 16, CUDA_C_4I = 17, CUDA_R_4U = 18, CUDA_C_4U = 19, CUDA_R_8I = 3, CUDA_C_8I = 7, CUDA_R_8U = 8, CUDA_C_8U = 9, CUDA_R_16I = 20, CUDA_C_16I = 21, CUDA_R_16U = 22, CUDA_C_16U = 23, CUDA_R_32I = 10, CUDA_C_32I = 11, CUDA_R_32U = 12, CUDA_C_32U = 13, CUDA_R_64I = 24, CUDA_C_64I = 25, CUDA_R_64U = 26, CUDA_C_64U = 27, CUDA_R_8F_E4M3 = 28, CUDA_R_8F_UE4M3 = 28, CUDA_R_8F_E5M2 = 29, CUDA_R_8F_UE8M0 = 30, CUDA_R_6F_E2M3 = 31, CUDA_R_6F_E3M2 = 32, CUDA_R_4F_E2M1 = 33 };
typedef enum cudaDataType_t cudaDataType_t;
typedef enum cudaDataType_t cudaDataType;
enum cudaEmulationStrategy_t { CUDA_EMULATION_STRATEGY_DEFAULT = 0, CUDA_EMULATION_STRATEGY_PERFORMANT = 1, CUDA_EMULATION_STRATEGY_EAGER = 2 };
typedef enum cudaEmulationStrategy_t cudaEmulationStrategy_t;
typedef enum cudaEmulationStrategy_t cudaEmulationStrategy;
enum cudaEmulationMantissaControl_t { CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC = 0, CUDA_EMULATION_MANTISSA_CONTROL_FIXED = 1 };
typedef enum cudaEmulationMantissaControl_t cudaEmulationMantissaControl_t;
typedef enum cudaEmulationMantissaControl_t cudaEmulationMantissaControl;
enum cudaEmulationSpecialValuesSupport_t { CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_DEFAULT = 65535, CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NONE = 0, CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_INFINITY = 1, CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NAN = 2 };
typedef enum cudaEmulationSpecialValuesSupport_t cudaEmulationSpecialValuesSupport_t;
typedef enum cudaEmulationSpecialValuesSupport_t cudaEmulationSpecialValuesSupport;
enum libraryPropertyType_t { MAJOR_VERSION = 0, MINOR_VERSION = 1, PATCH_LEVEL = 2 };
typedef enum libraryPropertyType_t libraryPropertyType_t;
typedef enum libraryPropertyType_t libraryPropertyType;
CUresult cuTexRefSetAddress2D_v2(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR * desc, CUdeviceptr dptr, size_t Pitch);
typedef unsigned int CUdeviceptr_v1;
struct CUDA_MEMCPY2D_v1_st { unsigned int srcXInBytes; unsigned int srcY; CUmemorytype srcMemoryType; const void * srcHost; CUdeviceptr_v1 srcDevice; CUarray srcArray; unsigned int srcPitch; unsigned int dstXInBytes; unsigned int dstY; CUmemorytype dstMemoryType; void * dstHost; CUdeviceptr_v1 dstDevice; CUarray dstArray; unsigned int dstPitch; unsigned int WidthInBytes; unsigned int Height; };
typedef struct CUDA_MEMCPY2D_v1_st CUDA_MEMCPY2D_v1;
struct CUDA_MEMCPY3D_v1_st { unsigned int srcXInBytes; unsigned int srcY; unsigned int srcZ; unsigned int srcLOD; CUmemorytype srcMemoryType; const void * srcHost; CUdeviceptr_v1 srcDevice; CUarray srcArray; void * reserved0; unsigned int srcPitch; unsigned int srcHeight; unsigned int dstXInBytes; unsigned int dstY; unsigned int dstZ; unsigned int dstLOD; CUmemorytype dstMemoryType; void * dstHost; CUdeviceptr_v1 dstDevice; CUarray dstArray; void * reserved1; unsigned int dstPitch; unsigned int dstHeight; unsigned int WidthInBytes; unsigned int Height; unsigned int Depth; };
typedef struct CUDA_MEMCPY3D_v1_st CUDA_MEMCPY3D_v1;
struct CUDA_ARRAY_DESCRIPTOR_v1_st { unsigned int Width; unsigned int Height; CUarray_format Format; unsigned int NumChannels; };
typedef struct CUDA_ARRAY_DESCRIPTOR_v1_st CUDA_ARRAY_DESCRIPTOR_v1;
struct CUDA_ARRAY3D_DESCRIPTOR_v1_st { unsigned int Width; unsigned int Height; unsigned int Depth; CUarray_format Format; unsigned int NumChannels; unsigned int Flags; };
typedef struct CUDA_ARRAY3D_DESCRIPTOR_v1_st CUDA_ARRAY3D_DESCRIPTOR_v1;
CUresult cuCtxCreate_v2(CUcontext * pctx, unsigned int flags, CUdevice dev);
CUresult cuCtxCreate_v3(CUcontext * pctx, CUexecAffinityParam * paramsArray, int numParams, unsigned int flags, CUdevice dev);
CUresult cuStreamGetCaptureInfo_v2(CUstream hStream, CUstreamCaptureStatus * captureStatus_out, cuuint64_t * id_out, CUgraph * graph_out, const CUgraphNode ** dependencies_out, size_t * numDependencies_out);
CUresult cuGraphInstantiate_v2(CUgraphExec * phGraphExec, CUgraph hGraph, CUgraphNode * phErrorNode, char * logBuffer, size_t bufferSize);
#ifdef __cplusplus
}
/* the forms of CUDA 11/12 (cuda.h's legacy block) */
extern "C++" {
CUresult cuCtxCreate_v4(CUcontext * pctx, unsigned int flags, CUdevice dev);
CUresult cuCtxCreate_v4(CUcontext * pctx, CUexecAffinityParam * paramsArray, int numParams, unsigned int flags, CUdevice dev);
CUresult cuMemcpyBatchAsync_v2(CUdeviceptr * dsts, CUdeviceptr * srcs, size_t * sizes, size_t count, CUmemcpyAttributes * attrs, size_t * attrsIdxs, size_t numAttrs, size_t * failIdx, CUstream hStream);
CUresult cuMemcpy3DBatchAsync_v2(size_t numOps, CUDA_MEMCPY3D_BATCH_OP * opList, size_t * failIdx, unsigned long long flags, CUstream hStream);
CUresult cuMemPrefetchAsync_v2(CUdeviceptr devPtr, size_t count, CUdevice dstDevice, CUstream hStream);
CUresult cuMemAdvise_v2(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUdevice device);
CUresult cuStreamBeginCapture_v2(CUstream hStream);
CUresult cuStreamGetCaptureInfo_v3(CUstream hStream, CUstreamCaptureStatus * captureStatus_out, cuuint64_t * id_out);
CUresult cuStreamGetCaptureInfo_v3(CUstream hStream, CUstreamCaptureStatus * captureStatus_out, cuuint64_t * id_out, CUgraph * graph_out, const CUgraphNode ** dependencies_out, size_t * numDependencies_out);
CUresult cuGraphExecUpdate_v2(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphNode * hErrorNode_out, CUgraphExecUpdateResult * updateResult_out);
CUresult cuGraphGetEdges_v2(CUgraph hGraph, CUgraphNode * from, CUgraphNode * to, size_t * numEdges);
CUresult cuGraphNodeGetDependencies_v2(CUgraphNode hNode, CUgraphNode * dependencies, size_t * numDependencies);
CUresult cuGraphNodeGetDependentNodes_v2(CUgraphNode hNode, CUgraphNode * dependentNodes, size_t * numDependentNodes);
CUresult cuGraphAddDependencies_v2(CUgraph hGraph, const CUgraphNode * from, const CUgraphNode * to, size_t numDependencies);
CUresult cuGraphRemoveDependencies_v2(CUgraph hGraph, const CUgraphNode * from, const CUgraphNode * to, size_t numDependencies);
CUresult cuGraphAddNode_v2(CUgraphNode * phGraphNode, CUgraph hGraph, const CUgraphNode * dependencies, size_t numDependencies, CUgraphNodeParams * nodeParams);
CUresult cuGraphInstantiateWithFlags(CUgraphExec * phGraphExec, CUgraph hGraph, CUgraphNode * phErrorNode, char * logBuffer, size_t bufferSize);
CUresult cuStreamUpdateCaptureDependencies_v2(CUstream hStream, CUgraphNode * dependencies, size_t numDependencies, unsigned int flags);
CUresult cuGetProcAddress_v2(const char * symbol, void ** pfn, int cudaVersion, cuuint64_t flags);
}
#endif
#define cudaPeerAccessDefault 0x00
#define cudaEventRecordDefault 0x00
#define cudaEventRecordExternal 0x01
#define cudaEventWaitDefault 0x00
#define cudaEventWaitExternal 0x01
#define cudaDeviceBlockingSync 0x04
#define cudaDeviceScheduleMask 0x07
#define cudaDeviceSyncMemops 0x80
#define cudaDeviceMask 0xff
#define cudaArrayDefault 0x00
#define cudaArrayLayered 0x01
#define cudaArraySurfaceLoadStore 0x02
#define cudaArrayCubemap 0x04
#define cudaArrayTextureGather 0x08
#define cudaArrayColorAttachment 0x20
#define cudaArraySparse 0x40
#define cudaArrayDeferredMapping 0x80
#define cudaIpcMemLazyEnablePeerAccess 0x01
#define cudaOccupancyDefault 0x00
#define cudaOccupancyDisableCachingOverride 0x01
#define cudaInitDeviceFlagsAreValid 0x01
#define cudaArraySparsePropertiesSingleMipTail 0x1
#define cudaMemPoolCreateUsageHwDecompress 0x2
#define CUDA_IPC_HANDLE_SIZE 64
#define cudaExternalMemoryDedicated 0x1
#define cudaExternalSemaphoreSignalSkipNvSciBufMemSync 0x01
#define cudaExternalSemaphoreWaitSkipNvSciBufMemSync 0x02
#define cudaNvSciSyncAttrSignal 0x1
#define cudaNvSciSyncAttrWait 0x2
#define cudaGraphKernelNodePortDefault 0
#define cudaGraphKernelNodePortProgrammatic 1
#define cudaGraphKernelNodePortLaunchCompletion 2
#define cudaStreamAttrID cudaLaunchAttributeID
#define cudaStreamAttributeAccessPolicyWindow cudaLaunchAttributeAccessPolicyWindow
#define cudaStreamAttributeSynchronizationPolicy cudaLaunchAttributeSynchronizationPolicy
#define cudaStreamAttributeMemSyncDomainMap cudaLaunchAttributeMemSyncDomainMap
#define cudaStreamAttributeMemSyncDomain cudaLaunchAttributeMemSyncDomain
#define cudaStreamAttributePriority cudaLaunchAttributePriority
#define cudaStreamAttrValue cudaLaunchAttributeValue
#define cudaKernelNodeAttrID cudaLaunchAttributeID
#define cudaKernelNodeAttributeAccessPolicyWindow cudaLaunchAttributeAccessPolicyWindow
#define cudaKernelNodeAttributeCooperative cudaLaunchAttributeCooperative
#define cudaKernelNodeAttributePriority cudaLaunchAttributePriority
#define cudaKernelNodeAttributeClusterDimension cudaLaunchAttributeClusterDimension
#define cudaKernelNodeAttributeClusterSchedulingPolicyPreference cudaLaunchAttributeClusterSchedulingPolicyPreference
#define cudaKernelNodeAttributeMemSyncDomainMap cudaLaunchAttributeMemSyncDomainMap
#define cudaKernelNodeAttributeMemSyncDomain cudaLaunchAttributeMemSyncDomain
#define cudaKernelNodeAttributePreferredSharedMemoryCarveout cudaLaunchAttributePreferredSharedMemoryCarveout
#define cudaKernelNodeAttributeDeviceUpdatableKernelNode cudaLaunchAttributeDeviceUpdatableKernelNode
#define cudaKernelNodeAttributeNvlinkUtilCentricScheduling cudaLaunchAttributeNvlinkUtilCentricScheduling
#define cudaKernelNodeAttrValue cudaLaunchAttributeValue
#define cudaSurfaceType1D 0x01
#define cudaSurfaceType2D 0x02
#define cudaSurfaceType3D 0x03
#define cudaSurfaceTypeCubemap 0x0C
#define cudaSurfaceType1DLayered 0xF1
#define cudaSurfaceType2DLayered 0xF2
#define cudaSurfaceTypeCubemapLayered 0xFC
#define cudaTextureType1D 0x01
#define cudaTextureType2D 0x02
#define cudaTextureType3D 0x03
#define cudaTextureTypeCubemap 0x0C
#define cudaTextureType1DLayered 0xF1
#define cudaTextureType2DLayered 0xF2
#define cudaTextureTypeCubemapLayered 0xFC
#define CUDART_DEVICE __device__
#define cuDeviceTotalMem cuDeviceTotalMem_v2
#define cuCtxCreate cuCtxCreate_v4
#define cuModuleGetGlobal cuModuleGetGlobal_v2
#define cuMemGetInfo cuMemGetInfo_v2
#define cuMemAlloc cuMemAlloc_v2
#define cuMemAllocPitch cuMemAllocPitch_v2
#define cuMemFree cuMemFree_v2
#define cuMemGetAddressRange cuMemGetAddressRange_v2
#define cuMemAllocHost cuMemAllocHost_v2
#define cuMemHostGetDevicePointer cuMemHostGetDevicePointer_v2
#define cuMemAdvise cuMemAdvise_v2
#define cuMemPrefetchAsync cuMemPrefetchAsync_v2
#define cuMemPrefetchBatchAsync cuMemPrefetchBatchAsync
#define cuMemDiscardBatchAsync cuMemDiscardBatchAsync
#define cuMemDiscardAndPrefetchBatchAsync cuMemDiscardAndPrefetchBatchAsync
#define cuMemcpyHtoD cuMemcpyHtoD_v2
#define cuMemcpyDtoH cuMemcpyDtoH_v2
#define cuMemcpyDtoD cuMemcpyDtoD_v2
#define cuMemcpyDtoA cuMemcpyDtoA_v2
#define cuMemcpyAtoD cuMemcpyAtoD_v2
#define cuMemcpyHtoA cuMemcpyHtoA_v2
#define cuMemcpyAtoH cuMemcpyAtoH_v2
#define cuMemcpyAtoA cuMemcpyAtoA_v2
#define cuMemcpyHtoAAsync cuMemcpyHtoAAsync_v2
#define cuMemcpyAtoHAsync cuMemcpyAtoHAsync_v2
#define cuMemcpy2D cuMemcpy2D_v2
#define cuMemcpy2DUnaligned cuMemcpy2DUnaligned_v2
#define cuMemcpy3D cuMemcpy3D_v2
#define cuMemcpyHtoDAsync cuMemcpyHtoDAsync_v2
#define cuMemcpyDtoHAsync cuMemcpyDtoHAsync_v2
#define cuMemcpyDtoDAsync cuMemcpyDtoDAsync_v2
#define cuMemcpy2DAsync cuMemcpy2DAsync_v2
#define cuMemcpy3DAsync cuMemcpy3DAsync_v2
#define cuMemcpyBatchAsync cuMemcpyBatchAsync_v2
#define cuMemcpy3DBatchAsync cuMemcpy3DBatchAsync_v2
#define cuMemsetD8 cuMemsetD8_v2
#define cuMemsetD16 cuMemsetD16_v2
#define cuMemsetD32 cuMemsetD32_v2
#define cuMemsetD2D8 cuMemsetD2D8_v2
#define cuMemsetD2D16 cuMemsetD2D16_v2
#define cuMemsetD2D32 cuMemsetD2D32_v2
#define cuArrayCreate cuArrayCreate_v2
#define cuArrayGetDescriptor cuArrayGetDescriptor_v2
#define cuArray3DCreate cuArray3DCreate_v2
#define cuArray3DGetDescriptor cuArray3DGetDescriptor_v2
#define cuTexRefSetAddress cuTexRefSetAddress_v2
#define cuTexRefGetAddress cuTexRefGetAddress_v2
#define cuGraphicsResourceGetMappedPointer cuGraphicsResourceGetMappedPointer_v2
#define cuCtxDestroy cuCtxDestroy_v2
#define cuCtxPopCurrent cuCtxPopCurrent_v2
#define cuCtxPushCurrent cuCtxPushCurrent_v2
#define cuStreamDestroy cuStreamDestroy_v2
#define cuEventDestroy cuEventDestroy_v2
#define cuTexRefSetAddress2D cuTexRefSetAddress2D_v3
#define cuLinkCreate cuLinkCreate_v2
#define cuLinkAddData cuLinkAddData_v2
#define cuLinkAddFile cuLinkAddFile_v2
#define cuMemHostRegister cuMemHostRegister_v2
#define cuGraphicsResourceSetMapFlags cuGraphicsResourceSetMapFlags_v2
#define cuStreamBeginCapture cuStreamBeginCapture_v2
#define cuDevicePrimaryCtxRelease cuDevicePrimaryCtxRelease_v2
#define cuDevicePrimaryCtxReset cuDevicePrimaryCtxReset_v2
#define cuDevicePrimaryCtxSetFlags cuDevicePrimaryCtxSetFlags_v2
#define cuDeviceGetUuid cuDeviceGetUuid_v2
#define cuIpcOpenMemHandle cuIpcOpenMemHandle_v2
#define cuGraphInstantiate cuGraphInstantiateWithFlags
#define cuGraphExecUpdate cuGraphExecUpdate_v2
#define cuGetProcAddress cuGetProcAddress_v2
#define cuGraphAddKernelNode cuGraphAddKernelNode_v2
#define cuGraphKernelNodeGetParams cuGraphKernelNodeGetParams_v2
#define cuGraphKernelNodeSetParams cuGraphKernelNodeSetParams_v2
#define cuGraphExecKernelNodeSetParams cuGraphExecKernelNodeSetParams_v2
#define cuGraphGetEdges cuGraphGetEdges_v2
#define cuGraphNodeGetDependencies cuGraphNodeGetDependencies_v2
#define cuGraphNodeGetDependentNodes cuGraphNodeGetDependentNodes_v2
#define cuGraphAddDependencies cuGraphAddDependencies_v2
#define cuGraphRemoveDependencies cuGraphRemoveDependencies_v2
#define cuGraphAddNode cuGraphAddNode_v2
#define cuEventElapsedTime cuEventElapsedTime_v2
#define cuStreamWriteValue32 cuStreamWriteValue32_v2
#define cuStreamWaitValue32 cuStreamWaitValue32_v2
#define cuStreamWriteValue64 cuStreamWriteValue64_v2
#define cuStreamWaitValue64 cuStreamWaitValue64_v2
#define cuStreamBatchMemOp cuStreamBatchMemOp_v2
#define cuStreamGetCaptureInfo cuStreamGetCaptureInfo_v3
#define cuStreamUpdateCaptureDependencies cuStreamUpdateCaptureDependencies_v2
#define cuMemBatchDecompressAsync cuMemBatchDecompressAsync
#define CUDA_VERSION 13000
#define CU_IPC_HANDLE_SIZE 64
#define CU_STREAM_LEGACY ( ( CUstream ) 0x1 )
#define CU_STREAM_PER_THREAD ( ( CUstream ) 0x2 )
#define CU_COMPUTE_ACCELERATED_TARGET_BASE 0x10000
#define CU_COMPUTE_FAMILY_TARGET_BASE 0x20000
#define CU_GRAPH_COND_ASSIGN_DEFAULT 0x1
#define CU_GRAPH_KERNEL_NODE_PORT_DEFAULT 0
#define CU_GRAPH_KERNEL_NODE_PORT_PROGRAMMATIC 1
#define CU_GRAPH_KERNEL_NODE_PORT_LAUNCH_ORDER 2
#define CU_KERNEL_NODE_ATTRIBUTE_ACCESS_POLICY_WINDOW CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW
#define CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE CU_LAUNCH_ATTRIBUTE_COOPERATIVE
#define CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_DIMENSION CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
#define CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE
#define CU_KERNEL_NODE_ATTRIBUTE_PRIORITY CU_LAUNCH_ATTRIBUTE_PRIORITY
#define CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP
#define CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN
#define CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION
#define CU_KERNEL_NODE_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE
#define CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT
#define CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW
#define CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY
#define CU_STREAM_ATTRIBUTE_PRIORITY CU_LAUNCH_ATTRIBUTE_PRIORITY
#define CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP
#define CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN
#define CU_MEMHOSTALLOC_PORTABLE 0x01
#define CU_MEMHOSTALLOC_DEVICEMAP 0x02
#define CU_MEMHOSTALLOC_WRITECOMBINED 0x04
#define CU_MEMHOSTREGISTER_PORTABLE 0x01
#define CU_MEMHOSTREGISTER_DEVICEMAP 0x02
#define CU_MEMHOSTREGISTER_IOMEMORY 0x04
#define CU_MEMHOSTREGISTER_READ_ONLY 0x08
#define CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL 0x1
#define CU_TENSOR_MAP_NUM_QWORDS 16
#define CUDA_EXTERNAL_MEMORY_DEDICATED 0x1
#define CUDA_EXTERNAL_SEMAPHORE_SIGNAL_SKIP_NVSCIBUF_MEMSYNC 0x01
#define CUDA_EXTERNAL_SEMAPHORE_WAIT_SKIP_NVSCIBUF_MEMSYNC 0x02
#define CUDA_NVSCISYNC_ATTR_SIGNAL 0x1
#define CUDA_NVSCISYNC_ATTR_WAIT 0x2
#define CU_MEM_CREATE_USAGE_TILE_POOL 0x1
#define CU_MEM_CREATE_USAGE_HW_DECOMPRESS 0x2
#define CU_MEM_POOL_CREATE_USAGE_HW_DECOMPRESS 0x2
#define CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE_LAUNCH_SYNC 0x01
#define CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_POST_LAUNCH_SYNC 0x02
#define CUDA_ARRAY3D_LAYERED 0x01
#define CUDA_ARRAY3D_2DARRAY 0x01
#define CUDA_ARRAY3D_SURFACE_LDST 0x02
#define CUDA_ARRAY3D_CUBEMAP 0x04
#define CUDA_ARRAY3D_TEXTURE_GATHER 0x08
#define CUDA_ARRAY3D_DEPTH_TEXTURE 0x10
#define CUDA_ARRAY3D_COLOR_ATTACHMENT 0x20
#define CUDA_ARRAY3D_SPARSE 0x40
#define CUDA_ARRAY3D_DEFERRED_MAPPING 0x80
#define CUDA_ARRAY3D_VIDEO_ENCODE_DECODE 0x100
#define CU_TRSA_OVERRIDE_FORMAT 0x01
#define CU_TRSF_READ_AS_INTEGER 0x01
#define CU_TRSF_NORMALIZED_COORDINATES 0x02
#define CU_TRSF_SRGB 0x10
#define CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION 0x20
#define CU_TRSF_SEAMLESS_CUBEMAP 0x40
#define CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM 1
#define CU_LAUNCH_PARAM_END_AS_INT 0x00
#define CU_LAUNCH_PARAM_END ( ( void * ) CU_LAUNCH_PARAM_END_AS_INT )
#define CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT 0x01
#define CU_LAUNCH_PARAM_BUFFER_POINTER ( ( void * ) CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT )
#define CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT 0x02
#define CU_LAUNCH_PARAM_BUFFER_SIZE ( ( void * ) CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT )
#define CU_PARAM_TR_DEFAULT - 1
#define CU_DEVICE_CPU ( ( CUdevice ) - 1 )
#define CU_DEVICE_INVALID ( ( CUdevice ) - 2 )
#define RESOURCE_ABI_VERSION 1
#define RESOURCE_ABI_EXTERNAL_BYTES 48
#endif
