/* cu2hip_runtime_decls.h - CUDA runtime API types, enums and functions with the signatures of
 * CUDA 13's cuda_runtime_api.h and cuda_runtime.h (C++ template overloads included), for
 * parsing only (see cu2hip_prelude.h). */
#ifndef CU2HIP_RUNTIME_DECLS_H
#define CU2HIP_RUNTIME_DECLS_H
#pragma clang system_header

#define CUDART_VERSION 13000
#define __CUDART_API_VERSION 13000
/* the functions CUDA's device runtime (cuda_device_runtime_api.h) also offers in device code:
 * declared for both sides so a call in a kernel parses (and is reported as dynamic parallelism) */
#define CU2HIP_CRT __host__ __device__

enum cudaError {
    cudaSuccess = 0, cudaErrorInvalidValue = 1, cudaErrorMemoryAllocation = 2,
    cudaErrorInitializationError = 3, cudaErrorCudartUnloading = 4, cudaErrorProfilerDisabled = 5,
    cudaErrorProfilerNotInitialized = 6, cudaErrorProfilerAlreadyStarted = 7,
    cudaErrorProfilerAlreadyStopped = 8, cudaErrorInvalidConfiguration = 9,
    cudaErrorInvalidPitchValue = 12, cudaErrorInvalidSymbol = 13, cudaErrorInvalidHostPointer = 16,
    cudaErrorInvalidDevicePointer = 17, cudaErrorInvalidTexture = 18,
    cudaErrorInvalidTextureBinding = 19, cudaErrorInvalidChannelDescriptor = 20,
    cudaErrorInvalidMemcpyDirection = 21, cudaErrorAddressOfConstant = 22,
    cudaErrorTextureFetchFailed = 23, cudaErrorTextureNotBound = 24,
    cudaErrorSynchronizationError = 25, cudaErrorInvalidFilterSetting = 26,
    cudaErrorInvalidNormSetting = 27, cudaErrorMixedDeviceExecution = 28,
    cudaErrorNotYetImplemented = 31, cudaErrorMemoryValueTooLarge = 32, cudaErrorStubLibrary = 34,
    cudaErrorInsufficientDriver = 35, cudaErrorCallRequiresNewerDriver = 36,
    cudaErrorInvalidSurface = 37, cudaErrorDuplicateVariableName = 43,
    cudaErrorDuplicateTextureName = 44, cudaErrorDuplicateSurfaceName = 45,
    cudaErrorDevicesUnavailable = 46, cudaErrorIncompatibleDriverContext = 49,
    cudaErrorMissingConfiguration = 52, cudaErrorPriorLaunchFailure = 53,
    cudaErrorLaunchMaxDepthExceeded = 65, cudaErrorLaunchFileScopedTex = 66,
    cudaErrorLaunchFileScopedSurf = 67, cudaErrorSyncDepthExceeded = 68,
    cudaErrorLaunchPendingCountExceeded = 69, cudaErrorInvalidDeviceFunction = 98,
    cudaErrorNoDevice = 100, cudaErrorInvalidDevice = 101, cudaErrorDeviceNotLicensed = 102,
    cudaErrorSoftwareValidityNotEstablished = 103, cudaErrorStartupFailure = 127,
    cudaErrorInvalidKernelImage = 200, cudaErrorDeviceUninitialized = 201,
    cudaErrorMapBufferObjectFailed = 205, cudaErrorUnmapBufferObjectFailed = 206,
    cudaErrorArrayIsMapped = 207, cudaErrorAlreadyMapped = 208,
    cudaErrorNoKernelImageForDevice = 209, cudaErrorAlreadyAcquired = 210, cudaErrorNotMapped = 211,
    cudaErrorNotMappedAsArray = 212, cudaErrorNotMappedAsPointer = 213,
    cudaErrorECCUncorrectable = 214, cudaErrorUnsupportedLimit = 215,
    cudaErrorDeviceAlreadyInUse = 216, cudaErrorPeerAccessUnsupported = 217,
    cudaErrorInvalidPtx = 218, cudaErrorInvalidGraphicsContext = 219,
    cudaErrorNvlinkUncorrectable = 220, cudaErrorJitCompilerNotFound = 221,
    cudaErrorUnsupportedPtxVersion = 222, cudaErrorJitCompilationDisabled = 223,
    cudaErrorUnsupportedExecAffinity = 224, cudaErrorUnsupportedDevSideSync = 225,
    cudaErrorContained = 226, cudaErrorInvalidSource = 300, cudaErrorFileNotFound = 301,
    cudaErrorSharedObjectSymbolNotFound = 302, cudaErrorSharedObjectInitFailed = 303,
    cudaErrorOperatingSystem = 304, cudaErrorInvalidResourceHandle = 400,
    cudaErrorIllegalState = 401, cudaErrorLossyQuery = 402, cudaErrorSymbolNotFound = 500,
    cudaErrorNotReady = 600, cudaErrorIllegalAddress = 700, cudaErrorLaunchOutOfResources = 701,
    cudaErrorLaunchTimeout = 702, cudaErrorLaunchIncompatibleTexturing = 703,
    cudaErrorPeerAccessAlreadyEnabled = 704, cudaErrorPeerAccessNotEnabled = 705,
    cudaErrorSetOnActiveProcess = 708, cudaErrorContextIsDestroyed = 709, cudaErrorAssert = 710,
    cudaErrorTooManyPeers = 711, cudaErrorHostMemoryAlreadyRegistered = 712,
    cudaErrorHostMemoryNotRegistered = 713, cudaErrorHardwareStackError = 714,
    cudaErrorIllegalInstruction = 715, cudaErrorMisalignedAddress = 716,
    cudaErrorInvalidAddressSpace = 717, cudaErrorInvalidPc = 718, cudaErrorLaunchFailure = 719,
    cudaErrorCooperativeLaunchTooLarge = 720, cudaErrorTensorMemoryLeak = 721,
    cudaErrorNotPermitted = 800, cudaErrorNotSupported = 801, cudaErrorSystemNotReady = 802,
    cudaErrorSystemDriverMismatch = 803, cudaErrorCompatNotSupportedOnDevice = 804,
    cudaErrorMpsConnectionFailed = 805, cudaErrorMpsRpcFailure = 806,
    cudaErrorMpsServerNotReady = 807, cudaErrorMpsMaxClientsReached = 808,
    cudaErrorMpsMaxConnectionsReached = 809, cudaErrorMpsClientTerminated = 810,
    cudaErrorCdpNotSupported = 811, cudaErrorCdpVersionMismatch = 812,
    cudaErrorStreamCaptureUnsupported = 900, cudaErrorStreamCaptureInvalidated = 901,
    cudaErrorStreamCaptureMerge = 902, cudaErrorStreamCaptureUnmatched = 903,
    cudaErrorStreamCaptureUnjoined = 904, cudaErrorStreamCaptureIsolation = 905,
    cudaErrorStreamCaptureImplicit = 906, cudaErrorCapturedEvent = 907,
    cudaErrorStreamCaptureWrongThread = 908, cudaErrorTimeout = 909,
    cudaErrorGraphExecUpdateFailure = 910, cudaErrorExternalDevice = 911,
    cudaErrorInvalidClusterSize = 912, cudaErrorFunctionNotLoaded = 913,
    cudaErrorInvalidResourceType = 914, cudaErrorInvalidResourceConfiguration = 915,
    cudaErrorUnknown = 999, cudaErrorApiFailureBase = 10000
};
typedef enum cudaError cudaError_t;

enum cudaMemcpyKind {
    cudaMemcpyHostToHost = 0, cudaMemcpyHostToDevice = 1, cudaMemcpyDeviceToHost = 2,
    cudaMemcpyDeviceToDevice = 3, cudaMemcpyDefault = 4
};
enum cudaFuncCache {
    cudaFuncCachePreferNone = 0, cudaFuncCachePreferShared = 1, cudaFuncCachePreferL1 = 2,
    cudaFuncCachePreferEqual = 3
};
enum cudaSharedMemConfig {
    cudaSharedMemBankSizeDefault = 0, cudaSharedMemBankSizeFourByte = 1,
    cudaSharedMemBankSizeEightByte = 2
};
enum cudaLimit {
    cudaLimitStackSize = 0, cudaLimitPrintfFifoSize = 1, cudaLimitMallocHeapSize = 2,
    cudaLimitDevRuntimeSyncDepth = 3, cudaLimitDevRuntimePendingLaunchCount = 4,
    cudaLimitMaxL2FetchGranularity = 5, cudaLimitPersistingL2CacheSize = 6
};
enum cudaFuncAttribute {
    cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
    cudaFuncAttributePreferredSharedMemoryCarveout = 9, cudaFuncAttributeClusterDimMustBeSet = 10,
    cudaFuncAttributeRequiredClusterWidth = 11, cudaFuncAttributeRequiredClusterHeight = 12,
    cudaFuncAttributeRequiredClusterDepth = 13, cudaFuncAttributeNonPortableClusterSizeAllowed = 14,
    cudaFuncAttributeClusterSchedulingPolicyPreference = 15, cudaFuncAttributeMax = 16
};
enum cudaMemoryType {
    cudaMemoryTypeUnregistered = 0, cudaMemoryTypeHost = 1, cudaMemoryTypeDevice = 2,
    cudaMemoryTypeManaged = 3
};
enum cudaMemoryAdvise {
    cudaMemAdviseSetReadMostly = 1, cudaMemAdviseUnsetReadMostly = 2,
    cudaMemAdviseSetPreferredLocation = 3, cudaMemAdviseUnsetPreferredLocation = 4,
    cudaMemAdviseSetAccessedBy = 5, cudaMemAdviseUnsetAccessedBy = 6
};
enum cudaMemLocationType {
    cudaMemLocationTypeInvalid = 0, cudaMemLocationTypeNone = 0, cudaMemLocationTypeDevice = 1,
    cudaMemLocationTypeHost = 2, cudaMemLocationTypeHostNuma = 3,
    cudaMemLocationTypeHostNumaCurrent = 4
};
struct cudaMemLocation { enum cudaMemLocationType type; int id; };
enum cudaStreamCaptureMode {
    cudaStreamCaptureModeGlobal = 0, cudaStreamCaptureModeThreadLocal = 1,
    cudaStreamCaptureModeRelaxed = 2
};
enum cudaDeviceAttr {
    cudaDevAttrMaxThreadsPerBlock = 1, cudaDevAttrMaxBlockDimX = 2, cudaDevAttrMaxBlockDimY = 3,
    cudaDevAttrMaxBlockDimZ = 4, cudaDevAttrMaxGridDimX = 5, cudaDevAttrMaxGridDimY = 6,
    cudaDevAttrMaxGridDimZ = 7, cudaDevAttrMaxSharedMemoryPerBlock = 8,
    cudaDevAttrTotalConstantMemory = 9, cudaDevAttrWarpSize = 10, cudaDevAttrMaxPitch = 11,
    cudaDevAttrMaxRegistersPerBlock = 12, cudaDevAttrClockRate = 13,
    cudaDevAttrTextureAlignment = 14, cudaDevAttrGpuOverlap = 15,
    cudaDevAttrMultiProcessorCount = 16, cudaDevAttrKernelExecTimeout = 17,
    cudaDevAttrIntegrated = 18, cudaDevAttrCanMapHostMemory = 19, cudaDevAttrComputeMode = 20,
    cudaDevAttrMaxTexture1DWidth = 21, cudaDevAttrMaxTexture2DWidth = 22,
    cudaDevAttrMaxTexture2DHeight = 23, cudaDevAttrMaxTexture3DWidth = 24,
    cudaDevAttrMaxTexture3DHeight = 25, cudaDevAttrMaxTexture3DDepth = 26,
    cudaDevAttrMaxTexture2DLayeredWidth = 27, cudaDevAttrMaxTexture2DLayeredHeight = 28,
    cudaDevAttrMaxTexture2DLayeredLayers = 29, cudaDevAttrSurfaceAlignment = 30,
    cudaDevAttrConcurrentKernels = 31, cudaDevAttrEccEnabled = 32, cudaDevAttrPciBusId = 33,
    cudaDevAttrPciDeviceId = 34, cudaDevAttrTccDriver = 35, cudaDevAttrMemoryClockRate = 36,
    cudaDevAttrGlobalMemoryBusWidth = 37, cudaDevAttrL2CacheSize = 38,
    cudaDevAttrMaxThreadsPerMultiProcessor = 39, cudaDevAttrAsyncEngineCount = 40,
    cudaDevAttrUnifiedAddressing = 41, cudaDevAttrMaxTexture1DLayeredWidth = 42,
    cudaDevAttrMaxTexture1DLayeredLayers = 43, cudaDevAttrMaxTexture2DGatherWidth = 45,
    cudaDevAttrMaxTexture2DGatherHeight = 46, cudaDevAttrMaxTexture3DWidthAlt = 47,
    cudaDevAttrMaxTexture3DHeightAlt = 48, cudaDevAttrMaxTexture3DDepthAlt = 49,
    cudaDevAttrPciDomainId = 50, cudaDevAttrTexturePitchAlignment = 51,
    cudaDevAttrMaxTextureCubemapWidth = 52, cudaDevAttrMaxTextureCubemapLayeredWidth = 53,
    cudaDevAttrMaxTextureCubemapLayeredLayers = 54, cudaDevAttrMaxSurface1DWidth = 55,
    cudaDevAttrMaxSurface2DWidth = 56, cudaDevAttrMaxSurface2DHeight = 57,
    cudaDevAttrMaxSurface3DWidth = 58, cudaDevAttrMaxSurface3DHeight = 59,
    cudaDevAttrMaxSurface3DDepth = 60, cudaDevAttrMaxSurface1DLayeredWidth = 61,
    cudaDevAttrMaxSurface1DLayeredLayers = 62, cudaDevAttrMaxSurface2DLayeredWidth = 63,
    cudaDevAttrMaxSurface2DLayeredHeight = 64, cudaDevAttrMaxSurface2DLayeredLayers = 65,
    cudaDevAttrMaxSurfaceCubemapWidth = 66, cudaDevAttrMaxSurfaceCubemapLayeredWidth = 67,
    cudaDevAttrMaxSurfaceCubemapLayeredLayers = 68, cudaDevAttrMaxTexture1DLinearWidth = 69,
    cudaDevAttrMaxTexture2DLinearWidth = 70, cudaDevAttrMaxTexture2DLinearHeight = 71,
    cudaDevAttrMaxTexture2DLinearPitch = 72, cudaDevAttrMaxTexture2DMipmappedWidth = 73,
    cudaDevAttrMaxTexture2DMipmappedHeight = 74, cudaDevAttrComputeCapabilityMajor = 75,
    cudaDevAttrComputeCapabilityMinor = 76, cudaDevAttrMaxTexture1DMipmappedWidth = 77,
    cudaDevAttrStreamPrioritiesSupported = 78, cudaDevAttrGlobalL1CacheSupported = 79,
    cudaDevAttrLocalL1CacheSupported = 80, cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81,
    cudaDevAttrMaxRegistersPerMultiprocessor = 82, cudaDevAttrManagedMemory = 83,
    cudaDevAttrIsMultiGpuBoard = 84, cudaDevAttrMultiGpuBoardGroupID = 85,
    cudaDevAttrHostNativeAtomicSupported = 86, cudaDevAttrSingleToDoublePrecisionPerfRatio = 87,
    cudaDevAttrPageableMemoryAccess = 88, cudaDevAttrConcurrentManagedAccess = 89,
    cudaDevAttrComputePreemptionSupported = 90, cudaDevAttrCanUseHostPointerForRegisteredMem = 91,
    cudaDevAttrReserved92 = 92, cudaDevAttrReserved93 = 93, cudaDevAttrReserved94 = 94,
    cudaDevAttrCooperativeLaunch = 95, cudaDevAttrReserved96 = 96,
    cudaDevAttrMaxSharedMemoryPerBlockOptin = 97, cudaDevAttrCanFlushRemoteWrites = 98,
    cudaDevAttrHostRegisterSupported = 99, cudaDevAttrPageableMemoryAccessUsesHostPageTables = 100,
    cudaDevAttrDirectManagedMemAccessFromHost = 101, cudaDevAttrMaxBlocksPerMultiprocessor = 106,
    cudaDevAttrMaxPersistingL2CacheSize = 108, cudaDevAttrMaxAccessPolicyWindowSize = 109,
    cudaDevAttrReservedSharedMemoryPerBlock = 111, cudaDevAttrSparseCudaArraySupported = 112,
    cudaDevAttrHostRegisterReadOnlySupported = 113,
    cudaDevAttrTimelineSemaphoreInteropSupported = 114, cudaDevAttrMemoryPoolsSupported = 115,
    cudaDevAttrGPUDirectRDMASupported = 116, cudaDevAttrGPUDirectRDMAFlushWritesOptions = 117,
    cudaDevAttrGPUDirectRDMAWritesOrdering = 118, cudaDevAttrMemoryPoolSupportedHandleTypes = 119,
    cudaDevAttrClusterLaunch = 120, cudaDevAttrDeferredMappingCudaArraySupported = 121,
    cudaDevAttrReserved122 = 122, cudaDevAttrReserved123 = 123, cudaDevAttrReserved124 = 124,
    cudaDevAttrIpcEventSupport = 125, cudaDevAttrMemSyncDomainCount = 126,
    cudaDevAttrReserved127 = 127, cudaDevAttrReserved128 = 128, cudaDevAttrReserved129 = 129,
    cudaDevAttrNumaConfig = 130, cudaDevAttrNumaId = 131, cudaDevAttrReserved132 = 132,
    cudaDevAttrMpsEnabled = 133, cudaDevAttrHostNumaId = 134, cudaDevAttrD3D12CigSupported = 135,
    cudaDevAttrVulkanCigSupported = 138, cudaDevAttrGpuPciDeviceId = 139,
    cudaDevAttrGpuPciSubsystemId = 140, cudaDevAttrReserved141 = 141,
    cudaDevAttrHostNumaMemoryPoolsSupported = 142, cudaDevAttrHostNumaMultinodeIpcSupported = 143,
    cudaDevAttrHostMemoryPoolsSupported = 144, cudaDevAttrReserved145 = 145,
    cudaDevAttrOnlyPartialHostNativeAtomicSupported = 147, cudaDevAttrMax = 148
};

struct CUstream_st;
struct CUevent_st;
struct CUgraph_st;
struct CUgraphExec_st;
struct CUfunc_st;
struct CUmemPoolHandle_st;
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef struct CUfunc_st *cudaFunction_t;
typedef struct CUmemPoolHandle_st *cudaMemPool_t;
typedef void (*cudaHostFn_t)(void *userData);
typedef void (*cudaStreamCallback_t)(cudaStream_t stream, cudaError_t status, void *userData);
typedef struct cudaIpcMemHandle_st { char reserved[64]; } cudaIpcMemHandle_t;
typedef struct cudaIpcEventHandle_st { char reserved[64]; } cudaIpcEventHandle_t;

struct cudaUUID_st { char bytes[16]; };
typedef struct cudaUUID_st cudaUUID_t;

/* every field of CUDA 13's driver_types.h, in its order */
struct cudaDeviceProp {
    char name[256];
    cudaUUID_t uuid;
    char luid[8];
    unsigned int luidDeviceNodeMask;
    size_t totalGlobalMem;
    size_t sharedMemPerBlock;
    int regsPerBlock;
    int warpSize;
    size_t memPitch;
    int maxThreadsPerBlock;
    int maxThreadsDim[3];
    int maxGridSize[3];
    size_t totalConstMem;
    int major;
    int minor;
    size_t textureAlignment;
    size_t texturePitchAlignment;
    int multiProcessorCount;
    int integrated;
    int canMapHostMemory;
    int maxTexture1D;
    int maxTexture1DMipmap;
    int maxTexture2D[2];
    int maxTexture2DMipmap[2];
    int maxTexture2DLinear[3];
    int maxTexture2DGather[2];
    int maxTexture3D[3];
    int maxTexture3DAlt[3];
    int maxTextureCubemap;
    int maxTexture1DLayered[2];
    int maxTexture2DLayered[3];
    int maxTextureCubemapLayered[2];
    int maxSurface1D;
    int maxSurface2D[2];
    int maxSurface3D[3];
    int maxSurface1DLayered[2];
    int maxSurface2DLayered[3];
    int maxSurfaceCubemap;
    int maxSurfaceCubemapLayered[2];
    size_t surfaceAlignment;
    int concurrentKernels;
    int ECCEnabled;
    int pciBusID;
    int pciDeviceID;
    int pciDomainID;
    int tccDriver;
    int asyncEngineCount;
    int unifiedAddressing;
    int memoryBusWidth;
    int l2CacheSize;
    int persistingL2CacheMaxSize;
    int maxThreadsPerMultiProcessor;
    int streamPrioritiesSupported;
    int globalL1CacheSupported;
    int localL1CacheSupported;
    size_t sharedMemPerMultiprocessor;
    int regsPerMultiprocessor;
    int managedMemory;
    int isMultiGpuBoard;
    int multiGpuBoardGroupID;
    int hostNativeAtomicSupported;
    int pageableMemoryAccess;
    int concurrentManagedAccess;
    int computePreemptionSupported;
    int canUseHostPointerForRegisteredMem;
    int cooperativeLaunch;
    size_t sharedMemPerBlockOptin;
    int pageableMemoryAccessUsesHostPageTables;
    int directManagedMemAccessFromHost;
    int maxBlocksPerMultiProcessor;
    int accessPolicyMaxWindowSize;
    size_t reservedSharedMemPerBlock;
    int hostRegisterSupported;
    int sparseCudaArraySupported;
    int hostRegisterReadOnlySupported;
    int timelineSemaphoreInteropSupported;
    int memoryPoolsSupported;
    int gpuDirectRDMASupported;
    unsigned int gpuDirectRDMAFlushWritesOptions;
    int gpuDirectRDMAWritesOrdering;
    unsigned int memoryPoolSupportedHandleTypes;
    int deferredMappingCudaArraySupported;
    int ipcEventSupported;
    int clusterLaunch;
    int unifiedFunctionPointers;
    int deviceNumaConfig;
    int deviceNumaId;
    int mpsEnabled;
    int hostNumaId;
    unsigned int gpuPciDeviceID;
    unsigned int gpuPciSubsystemID;
    int hostNumaMultinodeIpcSupported;
    int reserved[56];
};
typedef struct cudaDeviceProp cudaDeviceProp;

struct cudaFuncAttributes {
    size_t sharedSizeBytes;
    size_t constSizeBytes;
    size_t localSizeBytes;
    int maxThreadsPerBlock;
    int numRegs;
    int ptxVersion;
    int binaryVersion;
    int cacheModeCA;
    int maxDynamicSharedSizeBytes;
    int preferredShmemCarveout;
};
struct cudaPointerAttributes {
    enum cudaMemoryType type;
    int device;
    void *devicePointer;
    void *hostPointer;
};
struct cudaExtent { size_t width, height, depth; };
struct cudaPos { size_t x, y, z; };
struct cudaPitchedPtr { void *ptr; size_t pitch, xsize, ysize; };
struct cudaArray;
typedef struct cudaArray *cudaArray_t;
struct cudaMemcpy3DParms {
    cudaArray_t srcArray; struct cudaPos srcPos; struct cudaPitchedPtr srcPtr;
    cudaArray_t dstArray; struct cudaPos dstPos; struct cudaPitchedPtr dstPtr;
    struct cudaExtent extent; enum cudaMemcpyKind kind;
};
static inline __host__ struct cudaExtent make_cudaExtent(size_t w, size_t h, size_t d)
{ struct cudaExtent e = {w, h, d}; return e; }
static inline __host__ struct cudaPitchedPtr make_cudaPitchedPtr(void *d, size_t p, size_t xsz, size_t ysz)
{ struct cudaPitchedPtr s = {d, p, xsz, ysz}; return s; }
static inline __host__ struct cudaPos make_cudaPos(size_t x, size_t y, size_t z)
{ struct cudaPos p = {x, y, z}; return p; }

#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaHostRegisterDefault 0x00
#define cudaHostRegisterPortable 0x01
#define cudaHostRegisterMapped 0x02
#define cudaHostRegisterIoMemory 0x04
#define cudaHostRegisterReadOnly 0x08
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)
/* device-side graph launch streams (cuda_device_runtime_api.h) */
#define cudaStreamGraphTailLaunch ((cudaStream_t)0x0100000000000000)
#define cudaStreamGraphFireAndForget ((cudaStream_t)0x0200000000000000)
#define cudaStreamGraphFireAndForgetAsSibling ((cudaStream_t)0x0300000000000000)
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaEventInterprocess 0x04
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceMapHost 0x08
#define cudaDeviceLmemResizeToMax 0x10
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaMemAttachSingle 0x04
#define cudaCpuDeviceId ((int)-1)
#define cudaInvalidDeviceId ((int)-2)

#ifdef __cplusplus
extern "C" {
#endif
cudaError_t cudaDeviceReset(void);
CU2HIP_CRT cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaThreadSynchronize(void);
cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value);
CU2HIP_CRT cudaError_t cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit);
cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority);
cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
CU2HIP_CRT cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig);
cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config);
cudaError_t cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr);
cudaError_t cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags);
cudaError_t cudaIpcCloseMemHandle(void *devPtr);
CU2HIP_CRT cudaError_t cudaGetLastError(void);
CU2HIP_CRT cudaError_t cudaPeekAtLastError(void);
CU2HIP_CRT const char *cudaGetErrorName(cudaError_t error);
CU2HIP_CRT const char *cudaGetErrorString(cudaError_t error);
CU2HIP_CRT cudaError_t cudaGetDeviceCount(int *count);
cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
CU2HIP_CRT cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
cudaError_t cudaChooseDevice(int *device, const struct cudaDeviceProp *prop);
cudaError_t cudaSetDevice(int device);
cudaError_t cudaSetValidDevices(int *device_arr, int len);
CU2HIP_CRT cudaError_t cudaGetDevice(int *device);
cudaError_t cudaSetDeviceFlags(unsigned int flags);
cudaError_t cudaGetDeviceFlags(unsigned int *flags);
cudaError_t cudaDeviceGetPCIBusId(char *pciBusId, int len, int device);
cudaError_t cudaDeviceGetByPCIBusId(int *device, const char *pciBusId);
cudaError_t cudaStreamCreate(cudaStream_t *pStream);
CU2HIP_CRT cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority);
cudaError_t cudaStreamGetPriority(cudaStream_t hStream, int *priority);
cudaError_t cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags);
CU2HIP_CRT cudaError_t cudaStreamDestroy(cudaStream_t stream);
CU2HIP_CRT cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags __dv(0));
cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData,
                                  unsigned int flags);
cudaError_t cudaStreamSynchronize(cudaStream_t stream);
cudaError_t cudaStreamQuery(cudaStream_t stream);
cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length __dv(0),
                                     unsigned int flags __dv(cudaMemAttachSingle));
cudaError_t cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode);
cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph);
cudaError_t cudaEventCreate(cudaEvent_t *event);
CU2HIP_CRT cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
CU2HIP_CRT cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream __dv(0));
CU2HIP_CRT cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream __dv(0), unsigned int flags __dv(0));
cudaError_t cudaEventQuery(cudaEvent_t event);
cudaError_t cudaEventSynchronize(cudaEvent_t event);
CU2HIP_CRT cudaError_t cudaEventDestroy(cudaEvent_t event);
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                             size_t sharedMem, cudaStream_t stream);
cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                                        size_t sharedMem, cudaStream_t stream);
cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig);
CU2HIP_CRT cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value);
cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData);
CU2HIP_CRT cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                                          int blockSize, size_t dynamicSMemSize);
CU2HIP_CRT cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func,
        int blockSize, size_t dynamicSMemSize, unsigned int flags);
cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags __dv(cudaMemAttachGlobal));
CU2HIP_CRT cudaError_t cudaMalloc(void **devPtr, size_t size);
cudaError_t cudaMallocHost(void **ptr, size_t size);
cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
CU2HIP_CRT cudaError_t cudaFree(void *devPtr);
cudaError_t cudaFreeHost(void *ptr);
cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags);
cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags);
cudaError_t cudaHostUnregister(void *ptr);
cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
cudaError_t cudaHostGetFlags(unsigned int *pFlags, void *pHost);
cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent);
cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
cudaError_t cudaMemGetInfo(size_t *free, size_t *total);
cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count);
cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset __dv(0),
                               enum cudaMemcpyKind kind __dv(cudaMemcpyHostToDevice));
cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset __dv(0),
                                 enum cudaMemcpyKind kind __dv(cudaMemcpyDeviceToHost));
CU2HIP_CRT cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                            cudaStream_t stream __dv(0));
cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
                                size_t count, cudaStream_t stream __dv(0));
CU2HIP_CRT cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                              size_t height, enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset,
                                    enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                      enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
cudaError_t cudaMemset(void *devPtr, int value, size_t count);
cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height);
CU2HIP_CRT cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream __dv(0));
cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol);
cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol);
cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location,
                                 unsigned int flags, cudaStream_t stream __dv(0));
cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                          struct cudaMemLocation location);
#ifdef __cplusplus
/* CUDA 12's forms (a device number where CUDA 13 takes a cudaMemLocation): code written for
 * CUDA 12 parses, and the argument's type picks the HIP call (rules "arg_type") */
extern "C++" {
cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice, cudaStream_t stream __dv(0));
cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, int device);
}
#endif
cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream);
cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t hStream);
cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr);
cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);
cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags);
cudaError_t cudaDeviceDisablePeerAccess(int peerDevice);
CU2HIP_CRT cudaError_t cudaDriverGetVersion(int *driverVersion);
CU2HIP_CRT cudaError_t cudaRuntimeGetVersion(int *runtimeVersion);
cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags);
cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                 unsigned long long flags __dv(0));
#ifdef __cplusplus
/* CUDA 11-12's form (error node and log buffer), still common: a C++ overload */
extern "C++" cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                              struct CUgraphNode_st **pErrorNode, char *pLogBuffer, size_t bufferSize);
#endif
CU2HIP_CRT cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream);
cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec);
cudaError_t cudaGraphDestroy(cudaGraph_t graph);
cudaError_t cudaProfilerStart(void);
cudaError_t cudaProfilerStop(void);
unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem __dv(0),
                                     struct CUstream_st *stream __dv(0));
cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem __dv(0),
                              cudaStream_t stream __dv(0));
#ifdef __cplusplus
}

/* C++ API of cuda_runtime.h */
template <class T> static inline __host__ cudaError_t cudaMalloc(T **devPtr, size_t size)
{ return ::cudaMalloc((void **)(void *)devPtr, size); }
template <class T> static inline __host__ cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0)
{ (void)flags; return ::cudaMallocHost((void **)(void *)ptr, size); }
static inline __host__ cudaError_t cudaMallocHost(void **ptr, size_t size, unsigned int flags)
{ (void)flags; return ::cudaMallocHost(ptr, size); }
template <class T> static inline __host__ cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags)
{ return ::cudaHostAlloc((void **)(void *)ptr, size, flags); }
template <class T> static inline __host__ cudaError_t cudaHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags)
{ return ::cudaHostGetDevicePointer((void **)(void *)pDevice, pHost, flags); }
template <class T> static inline __host__ cudaError_t cudaMallocManaged(T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal)
{ return ::cudaMallocManaged((void **)(void *)devPtr, size, flags); }
template <class T> static inline __host__ cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width, size_t height)
{ return ::cudaMallocPitch((void **)(void *)devPtr, pitch, width, height); }
template <class T> static inline __host__ cudaError_t cudaMallocAsync(T **devPtr, size_t size, cudaStream_t stream)
{ return ::cudaMallocAsync((void **)(void *)devPtr, size, stream); }
/* allocation from a memory pool (cuda_runtime.h's overloads over cudaMallocFromPoolAsync) */
cudaError_t cudaMallocAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);
template <class T> static inline __host__ cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaMemPool_t memPool,
                                                                      cudaStream_t stream)
{ return ::cudaMallocAsync((void **)(void *)ptr, size, memPool, stream); }
static inline __host__ cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags)
{ return ::cudaEventCreateWithFlags(event, flags); }
template <class T> static inline __host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src,
        size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice)
{ return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind); }
template <class T> static inline __host__ cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src,
        size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice, cudaStream_t stream = 0)
{ return ::cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset, kind, stream); }
template <class T> static inline __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol,
        size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost)
{ return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind); }
template <class T> static inline __host__ cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol,
        size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost, cudaStream_t stream = 0)
{ return ::cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset, kind, stream); }
template <class T> static inline __host__ cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol)
{ return ::cudaGetSymbolAddress(devPtr, (const void *)&symbol); }
template <class T> static inline __host__ cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol)
{ return ::cudaGetSymbolSize(size, (const void *)&symbol); }
template <class T> static inline __host__ cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache c)
{ return ::cudaFuncSetCacheConfig((const void *)func, c); }
template <class T> static inline __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry)
{ return ::cudaFuncGetAttributes(attr, (const void *)entry); }
template <class T> static inline __host__ cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr, int value)
{ return ::cudaFuncSetAttribute((const void *)entry, attr, value); }
template <class T> static inline __host__ cudaError_t cudaLaunchKernel(const T *func, dim3 gridDim, dim3 blockDim,
        void **args, size_t sharedMem = 0, cudaStream_t stream = 0)
{ return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream); }
template <class T> static inline __host__ cudaError_t cudaLaunchCooperativeKernel(const T *func, dim3 gridDim,
        dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0)
{ return ::cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream); }
template <class T> static inline __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks,
        T func, int blockSize, size_t dynamicSMemSize)
{ return ::cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, (const void *)func, blockSize, dynamicSMemSize); }
template <class T> static inline __host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize,
        int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0)
{ (void)minGridSize; (void)blockSize; (void)func; (void)dynamicSMemSize; (void)blockSizeLimit; return cudaSuccess; }
template <class T> static inline __host__ cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, T *devPtr,
        size_t length = 0, unsigned int flags = cudaMemAttachSingle)
{ return ::cudaStreamAttachMemAsync(stream, (void *)devPtr, length, flags); }
#endif /* __cplusplus */

#endif
