"""gen-rules-tables.py - the hand-stated name tables of scripts/gen-rules: HIP names newer than
the fact table (LATER), irregular runtime/driver pairs, the HIP libraries' prefix conventions and
first releases, and cuDNN -> MIOpen pairs. Data only, each table with the source it states; every
pair is still checked by gen-rules against the headers (names, signatures) before it becomes a
rule. Loaded by scripts/gen-rules (its tables; the logic stays there)."""

# Names HIP declares after the newest release the fact table covers: they are in the HIP API table
# (hip_api_trace) of the ROCm 7.0 development line. The release is an upper bound: each was added
# in 6.4 or 7.0. HIP name -> parameter shapes (gen-rules-extract.py's letters).
LATER_VERSION = '7.0'
LATER = {
    'hipDeviceGetTexture1DLinearMaxWidth': 'PPS', 'hipGetDriverEntryPoint': 'PPSp',
    'hipMemAdvise_v2': 'PSSR', 'hipMemPrefetchAsync_v2': 'PSRSP', 'hipModuleGetFunctionCount': 'PP',
    'hipModuleLoadFatBinary': 'PP', 'hipLinkAddData': 'PSPSPSPP', 'hipLinkAddFile': 'PSPSPP',
    'hipLinkComplete': 'PPP', 'hipLinkCreate': 'SPPP', 'hipLinkDestroy': 'P', 'hipStreamCopyAttributes': 'PP',
    'hipStreamGetId': 'PP', 'hipStreamBatchMemOp': 'PSPS', 'hipMemsetD2D8': 'HSSSS', 'hipMemsetD2D8Async': 'HSSSSP',
    'hipMemsetD2D16': 'HSSSS', 'hipMemsetD2D16Async': 'HSSSSP', 'hipMemsetD2D32': 'HSSSS',
    'hipMemsetD2D32Async': 'HSSSSP', 'hipStreamGetAttribute': 'PSP', 'hipStreamSetAttribute': 'PSP',
    'hipMemcpyBatchAsync': 'PPPSPPSPP', 'hipMemcpy3DBatchAsync': 'SPPSP', 'hipMemcpy3DPeer': 'P',
    'hipMemcpy3DPeerAsync': 'PP', 'hipLibraryLoadData': 'PPPPSPPS', 'hipLibraryLoadFromFile': 'PPPPSPPS',
    'hipLibraryUnload': 'P', 'hipLibraryGetKernel': 'PPP', 'hipLibraryGetKernelCount': 'PP',
    'hipGraphAddBatchMemOpNode': 'PPPSP', 'hipGraphBatchMemOpNodeGetParams': 'PP',
    'hipGraphBatchMemOpNodeSetParams': 'PP', 'hipGraphExecBatchMemOpNodeSetParams': 'PPP',
    'hipEventRecordWithFlags': 'PPS', 'hipLaunchKernelExC': 'PPP', 'hipDrvLaunchKernelEx': 'PPPP',
    'hipMemGetHandleForAddressRange': 'PHSSS',
    # types and device functions of the same releases
    'hipLaunchConfig_t': None, 'hipStreamAttrValue': None, 'hipStreamAttrID': None, 'hipLibrary_t': None,
    'hipKernel_t': None, 'hipLinkState_t': None, 'hipMemcpy3DPeerParms': None,
    '__reduce_add_sync': None, '__reduce_min_sync': None, '__reduce_max_sync': None,
    '__reduce_and_sync': None, '__reduce_or_sync': None, '__reduce_xor_sync': None, '__syncwarp': None,
}

# hiprtcLinkCreate's options are hiprtcJIT_option values, while CUjit_option is hipJitOption
# (cuModuleLoadDataEx's): an option array shared with it must be retyped by hand
LINK_CREATE = ('hiprtcLinkCreate', None, 'hiprtcLinkCreate takes hiprtcJIT_option options (HIPRTC_JIT_*), '
               'not the hipJitOption values CUjit_option becomes: retype the option array')

# Irregular runtime/driver names: CUDA name -> HIP name (checked against HIP's headers like the rest)
# or (HIP name, template).
IRREGULAR = {
    'cuDeviceGetCount': 'hipGetDeviceCount',
    'cuLaunchKernel': 'hipModuleLaunchKernel',
    'cuLaunchCooperativeKernel': 'hipModuleLaunchCooperativeKernel',
    'cuMemAlloc': 'hipMalloc', 'cuMemAlloc_v2': 'hipMalloc', 'cuMemFree': 'hipFree', 'cuMemFree_v2': 'hipFree',
    'cuMemAllocManaged': 'hipMallocManaged', 'cuMemHostAlloc': 'hipHostMalloc', 'cuMemFreeHost': 'hipHostFree',
    'cuMemAllocHost': 'hipMemAllocHost', 'cuMemAllocHost_v2': 'hipMemAllocHost',
    'cuMemHostGetDevicePointer': 'hipHostGetDevicePointer', 'cuMemHostGetDevicePointer_v2': 'hipHostGetDevicePointer',
    'cuMemHostGetFlags': 'hipHostGetFlags', 'cuMemHostRegister': 'hipHostRegister',
    'cuMemHostRegister_v2': 'hipHostRegister', 'cuMemHostUnregister': 'hipHostUnregister',
    'cuStreamCreate': 'hipStreamCreateWithFlags', 'cuEventCreate': 'hipEventCreateWithFlags',
    'cuMemcpy': ('hipMemcpy', 'hipMemcpy($1, $2, $3, hipMemcpyDefault)'),
    'cuMemcpyAsync': ('hipMemcpyAsync', 'hipMemcpyAsync($1, $2, $3, hipMemcpyDefault, $4)'),
    'cuMemcpy2D': 'hipMemcpyParam2D', 'cuMemcpy2D_v2': 'hipMemcpyParam2D',
    'cuMemcpy2DAsync': 'hipMemcpyParam2DAsync', 'cuMemcpy2DAsync_v2': 'hipMemcpyParam2DAsync',
    'cuMemcpy3D': 'hipDrvMemcpy3D', 'cuMemcpy3D_v2': 'hipDrvMemcpy3D',
    'cuMemcpy3DAsync': 'hipDrvMemcpy3DAsync', 'cuMemcpy3DAsync_v2': 'hipDrvMemcpy3DAsync',
    'cuOccupancyMaxActiveBlocksPerMultiprocessor': 'hipModuleOccupancyMaxActiveBlocksPerMultiprocessor',
    'cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags': 'hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags',
    'cuOccupancyMaxPotentialBlockSize': 'hipModuleOccupancyMaxPotentialBlockSize',
    'cuOccupancyMaxPotentialBlockSizeWithFlags': 'hipModuleOccupancyMaxPotentialBlockSizeWithFlags',
    'cuMemAllocAsync': 'hipMallocAsync', 'cuMemFreeAsync': 'hipFreeAsync',
    'cuMemAllocFromPoolAsync': 'hipMallocFromPoolAsync', 'cuMemAllocPitch': 'hipMemAllocPitch',
    'cuMemAllocPitch_v2': 'hipMemAllocPitch',
    'cuPointerGetAttributes': 'hipDrvPointerGetAttributes',
    'cuSurfObjectCreate': 'hipCreateSurfaceObject', 'cuSurfObjectDestroy': 'hipDestroySurfaceObject',
    'cuTexObjectCreate': 'hipTexObjectCreate', 'cuTexObjectDestroy': 'hipTexObjectDestroy',
    'cuCtxGetLimit': 'hipDeviceGetLimit', 'cuCtxSetLimit': 'hipDeviceSetLimit',
    'cuCtxGetStreamPriorityRange': 'hipDeviceGetStreamPriorityRange',
    'cuStreamWaitValue32': 'hipStreamWaitValue32', 'cuStreamWaitValue64': 'hipStreamWaitValue64',
    'cuStreamWriteValue32': 'hipStreamWriteValue32', 'cuStreamWriteValue64': 'hipStreamWriteValue64',
    'cuStreamWaitValue32_v2': 'hipStreamWaitValue32', 'cuStreamWaitValue64_v2': 'hipStreamWaitValue64',
    'cuStreamWriteValue32_v2': 'hipStreamWriteValue32', 'cuStreamWriteValue64_v2': 'hipStreamWriteValue64',
    'cuFuncSetCacheConfig': None, 'cuFuncSetSharedMemConfig': None,
    'cuGetErrorString': 'hipDrvGetErrorString', 'cuGetErrorName': 'hipDrvGetErrorName',
    'cudaGetDriverEntryPoint': 'hipGetDriverEntryPoint',
    'cudaGetDriverEntryPointByVersion': ('hipGetProcAddress', None,
                                         'the version argument is a HIP version (e.g. 60200000), not a CUDA one'),
    'cuGetProcAddress': 'hipGetProcAddress', 'cuGetProcAddress_v2': 'hipGetProcAddress',
    'cuGraphAddMemcpyNode': 'hipDrvGraphAddMemcpyNode', 'cuGraphAddMemsetNode': 'hipDrvGraphAddMemsetNode',
    'cuGraphAddMemFreeNode': 'hipDrvGraphAddMemFreeNode',
    'cuGraphMemcpyNodeGetParams': 'hipDrvGraphMemcpyNodeGetParams',
    'cuGraphMemcpyNodeSetParams': 'hipDrvGraphMemcpyNodeSetParams',
    'cuGraphExecMemcpyNodeSetParams': 'hipDrvGraphExecMemcpyNodeSetParams',
    'cuGraphExecMemsetNodeSetParams': 'hipDrvGraphExecMemsetNodeSetParams',
    'cuGraphInstantiate': 'hipGraphInstantiateWithFlags', 'cuGraphInstantiateWithFlags': 'hipGraphInstantiateWithFlags',
    'cuLinkCreate': LINK_CREATE, 'cuLinkCreate_v2': LINK_CREATE,
    'cuLinkAddData': 'hiprtcLinkAddData', 'cuLinkAddData_v2': 'hiprtcLinkAddData',
    'cuLinkAddFile': 'hiprtcLinkAddFile', 'cuLinkAddFile_v2': 'hiprtcLinkAddFile',
    'cuLinkComplete': 'hiprtcLinkComplete', 'cuLinkDestroy': 'hiprtcLinkDestroy',
    'cuArray3DGetDescriptor': 'hipArray3DGetDescriptor', 'cuArrayGetDescriptor': 'hipArrayGetDescriptor',
    'cuArray3DGetDescriptor_v2': 'hipArray3DGetDescriptor', 'cuArrayGetDescriptor_v2': 'hipArrayGetDescriptor',
    'cuMemPrefetchAsync': 'hipMemPrefetchAsync_v2', 'cuMemPrefetchAsync_v2': 'hipMemPrefetchAsync_v2',
    'cuMemAdvise': 'hipMemAdvise_v2', 'cuMemAdvise_v2': 'hipMemAdvise_v2',
    'cuLaunchKernelEx': 'hipDrvLaunchKernelEx',
    'cuMemsetD2D8': 'hipMemset2D', 'cuMemsetD2D8_v2': 'hipMemset2D', 'cuMemsetD2D8Async': 'hipMemset2DAsync',
    'cuMemcpyPeer': None, 'cuMemcpyPeerAsync': None,
    'CUresult': 'hipError_t', 'cudaError_enum': 'hipError_t', 'CUdevice': 'hipDevice_t', 'CUdevice_v1': 'hipDevice_t',
    'CUcontext': 'hipCtx_t', 'CUmodule': 'hipModule_t', 'CUfunction': 'hipFunction_t', 'CUstream': 'hipStream_t',
    'CUevent': 'hipEvent_t', 'CUdeviceptr': 'hipDeviceptr_t', 'CUdeviceptr_v2': 'hipDeviceptr_t',
    'CUarray': 'hipArray_t', 'CUtexObject': 'hipTextureObject_t', 'CUtexObject_v1': 'hipTextureObject_t',
    'CUsurfObject': 'hipSurfaceObject_t', 'CUsurfObject_v1': 'hipSurfaceObject_t',
    'CUdevice_attribute': 'hipDeviceAttribute_t', 'CUdevice_attribute_enum': 'hipDeviceAttribute_t',
    'CUjit_option': 'hipJitOption', 'CUjit_option_enum': 'hipJitOption',
    # cuLink* are hiprtcLink* (above): their state and input-type arguments are hiprtc's too
    'CUlinkState': 'hiprtcLinkState', 'CUjitInputType': 'hiprtcJITInputType',
    'CUjitInputType_enum': 'hiprtcJITInputType',
    'CU_JIT_INPUT_CUBIN': 'HIPRTC_JIT_INPUT_CUBIN',
    'CU_JIT_INPUT_PTX': 'HIPRTC_JIT_INPUT_PTX',
    'CU_JIT_INPUT_FATBINARY': 'HIPRTC_JIT_INPUT_FATBINARY',
    'CU_JIT_INPUT_OBJECT': 'HIPRTC_JIT_INPUT_OBJECT',
    'CU_JIT_INPUT_LIBRARY': 'HIPRTC_JIT_INPUT_LIBRARY',
    'CU_JIT_INPUT_NVVM': 'HIPRTC_JIT_INPUT_NVVM',
    # the driver's compute modes are the values hipDeviceAttributeComputeMode returns, which HIP
    # types hipComputeMode (AMD's HIP-on-NVIDIA reads it as cudaDevAttrComputeMode)
    'CUcomputemode': 'hipComputeMode', 'CUcomputemode_enum': 'hipComputeMode',
    'CUfunction_attribute': 'hipFunction_attribute', 'CUfunction_attribute_enum': 'hipFunction_attribute',
    'CUDA_MEMCPY2D': 'hip_Memcpy2D', 'CUDA_MEMCPY2D_st': 'hip_Memcpy2D', 'CUDA_MEMCPY2D_v2': 'hip_Memcpy2D',
    'CUDA_MEMCPY3D': 'HIP_MEMCPY3D', 'CUDA_MEMCPY3D_st': 'HIP_MEMCPY3D', 'CUDA_MEMCPY3D_v2': 'HIP_MEMCPY3D',
    'CUDA_ARRAY_DESCRIPTOR': 'HIP_ARRAY_DESCRIPTOR', 'CUDA_ARRAY3D_DESCRIPTOR': 'HIP_ARRAY3D_DESCRIPTOR',
    'CUDA_SUCCESS': 'hipSuccess', 'CUuuid': 'hipUUID', 'cudaUUID_t': 'hipUUID', 'CUuuid_st': 'hipUUID_t',
    'cudaDeviceProp': 'hipDeviceProp_t', 'cudaPointerAttributes': 'hipPointerAttribute_t',
    'cudaDeviceAttr': 'hipDeviceAttribute_t', 'cudaDataType': 'hipDataType', 'cudaDataType_t': 'hipDataType',
    'cudaTextureObject_t': 'hipTextureObject_t', 'cudaSurfaceObject_t': 'hipSurfaceObject_t',
}

# Libraries: prefix conventions of the HIP libraries.
LIB_PREFIX = {
    'cublas': [('cublas', 'hipblas'), ('CUBLAS_', 'HIPBLAS_')],
    'curand': [('curand', 'hiprand'), ('CURAND_', 'HIPRAND_')],
    'cufft': [('cufft', 'hipfft'), ('CUFFT_', 'HIPFFT_')],
    'cusparse': [('cusparse', 'hipsparse'), ('CUSPARSE_', 'HIPSPARSE_')],
    'cusolver': [('cusolver', 'hipsolver'), ('CUSOLVER_', 'HIPSOLVER_')],
    'nvrtc': [('nvrtc', 'hiprtc'), ('NVRTC_', 'HIPRTC_')],
    'cublaslt': [('cublasLt', 'hipblasLt'), ('CUBLASLT_', 'HIPBLASLT_')],
    'complex': [('make_cu', 'make_hip'), ('cu', 'hip')],
}
# HIP library version the names are recorded with when Debian has no headers to check against
# (the ROCm release that shipped the library's first stable API).
LIB_VERSION = {'cublas': '5.0', 'cufft': '5.0', 'cusolver': '5.2', 'cublaslt': '5.5'}
LIB_CHECKED = {'curand', 'cusparse', 'nvrtc', 'complex'}
LIB_NAME = {'cublas': 'hipBLAS', 'cublaslt': 'hipBLASLt', 'curand': 'hipRAND', 'cufft': 'hipFFT',
            'cusparse': 'hipSPARSE', 'cusolver': 'hipSOLVER', 'nvrtc': 'hipRTC', 'cudnn': 'MIOpen', 'complex': 'HIP'}
# First releases of library names newer than the library's first API, from the libraries'
# CHANGELOG.md (the release that added them; the _v2 hipComplex API and HIPBLAS_COMPUTE_* are first
# named by hipBLAS 2.0.0's, an upper bound); --hip-version reports them for older profiles.
LIB_FIRST = {
    'hipblasSetMathMode': '6.1', 'hipblasGetMathMode': '6.1',          # hipBLAS 2.1.0 (ROCm 6.1)
    # their parameter type and its enumerators came with them (hipblas.h declares them together)
    'hipblasMath_t': '6.1', 'HIPBLAS_DEFAULT_MATH': '6.1', 'HIPBLAS_XF32_XDL_MATH': '6.1',
    'HIPBLAS_PEDANTIC_MATH': '6.1', 'HIPBLAS_TF32_TENSOR_OP_MATH': '6.1',
    'HIPBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION': '6.1', 'HIPBLAS_TENSOR_OP_MATH': '6.1',
    'hipblasComputeType_t': '6.0', 'hipblasGemmExWithFlags': '6.0',      # hipBLAS 2.0.0 (ROCm 6.0): an upper bound
    'hipblasStatusToString': '4.3',                                      # hipBLAS 0.46.0 (ROCm 4.3)
    # hipRAND 2.10.16 (ROCm 5.5.0): "rocRAND backend support for Sobol 64, Scrambled Sobol 32 and 64";
    # hiprand_kernel_nvcc.h pairs each with cuRAND's (DEFINE_HIPRAND_STATE)
    'hiprandStateSobol64': '5.5', 'hiprandStateSobol64_t': '5.5', 'hiprandStateScrambledSobol32': '5.5',
    'hiprandStateScrambledSobol32_t': '5.5', 'hiprandStateScrambledSobol64': '5.5',
    'hiprandStateScrambledSobol64_t': '5.5',
}
# Library pairs no back end states, checked against the library's headers (name and signature).
LIB_IRREGULAR = {
    'CUFFT_INVERSE': ('HIPFFT_BACKWARD', 'both are 1, the backward transform, and hipFFT\'s cuFFT back end '
                      'passes the direction to cufftExec* unchanged (library/src/nvidia_detail/hipfft.cpp)'),
    'cublasGetStatusString': ('hipblasStatusToString', 'const char *(hipblasStatus_t), cuBLAS\'s signature'),
    'CUBLAS_GEMM_DEFAULT_TENSOR_OP': ('HIPBLAS_GEMM_DEFAULT', 'hipBLAS\'s only algorithm; cuBLAS deprecated the '
                                      'TENSOR_OP hints, its default uses tensor cores'),
    'CUBLAS_GEMM_DFALT_TENSOR_OP': ('HIPBLAS_GEMM_DEFAULT', 'hipBLAS\'s only algorithm; cuBLAS deprecated the '
                                    'TENSOR_OP hints, its default uses tensor cores'),
}   # Debian ships these headers: names are checked
CUDNN_TO_MIOPEN = {
    'cudnnCreate': 'miopenCreate', 'cudnnDestroy': 'miopenDestroy', 'cudnnSetStream': 'miopenSetStream',
    'cudnnGetStream': 'miopenGetStream', 'cudnnHandle_t': 'miopenHandle_t', 'cudnnStatus_t': 'miopenStatus_t',
    'CUDNN_STATUS_SUCCESS': 'miopenStatusSuccess', 'CUDNN_STATUS_NOT_INITIALIZED': 'miopenStatusNotInitialized',
    'CUDNN_STATUS_ALLOC_FAILED': 'miopenStatusAllocFailed', 'CUDNN_STATUS_BAD_PARAM': 'miopenStatusBadParm',
    'CUDNN_STATUS_INTERNAL_ERROR': 'miopenStatusInternalError', 'CUDNN_STATUS_NOT_SUPPORTED': 'miopenStatusUnsupportedOp',
    'cudnnGetErrorString': 'miopenGetErrorString',
    'cudnnTensorDescriptor_t': 'miopenTensorDescriptor_t', 'cudnnCreateTensorDescriptor': 'miopenCreateTensorDescriptor',
    'cudnnDestroyTensorDescriptor': 'miopenDestroyTensorDescriptor',
    'cudnnFilterDescriptor_t': 'miopenTensorDescriptor_t',
    'cudnnConvolutionDescriptor_t': 'miopenConvolutionDescriptor_t',
    'cudnnCreateConvolutionDescriptor': 'miopenCreateConvolutionDescriptor',
    'cudnnDestroyConvolutionDescriptor': 'miopenDestroyConvolutionDescriptor',
    'cudnnPoolingDescriptor_t': 'miopenPoolingDescriptor_t', 'cudnnCreatePoolingDescriptor': 'miopenCreatePoolingDescriptor',
    'cudnnDestroyPoolingDescriptor': 'miopenDestroyPoolingDescriptor',
    'cudnnActivationDescriptor_t': 'miopenActivationDescriptor_t',
    'cudnnCreateActivationDescriptor': 'miopenCreateActivationDescriptor',
    'cudnnDestroyActivationDescriptor': 'miopenDestroyActivationDescriptor',
    'cudnnLRNDescriptor_t': 'miopenLRNDescriptor_t', 'cudnnCreateLRNDescriptor': 'miopenCreateLRNDescriptor',
    'cudnnDestroyLRNDescriptor': 'miopenDestroyLRNDescriptor',
    'cudnnDropoutDescriptor_t': 'miopenDropoutDescriptor_t', 'cudnnCreateDropoutDescriptor': 'miopenCreateDropoutDescriptor',
    'cudnnDestroyDropoutDescriptor': 'miopenDestroyDropoutDescriptor',
    'cudnnRNNDescriptor_t': 'miopenRNNDescriptor_t', 'cudnnCreateRNNDescriptor': 'miopenCreateRNNDescriptor',
    'cudnnDestroyRNNDescriptor': 'miopenDestroyRNNDescriptor',
    'cudnnDataType_t': 'miopenDataType_t', 'CUDNN_DATA_FLOAT': 'miopenFloat', 'CUDNN_DATA_HALF': 'miopenHalf',
    'CUDNN_DATA_INT8': 'miopenInt8', 'CUDNN_DATA_INT32': 'miopenInt32', 'CUDNN_DATA_BFLOAT16': 'miopenBFloat16',
    'CUDNN_DATA_DOUBLE': 'miopenDouble',
    'cudnnSoftmaxAlgorithm_t': 'miopenSoftmaxAlgorithm_t', 'cudnnSoftmaxMode_t': 'miopenSoftmaxMode_t',
    'CUDNN_SOFTMAX_FAST': 'MIOPEN_SOFTMAX_FAST', 'CUDNN_SOFTMAX_ACCURATE': 'MIOPEN_SOFTMAX_ACCURATE',
    'CUDNN_SOFTMAX_LOG': 'MIOPEN_SOFTMAX_LOG', 'CUDNN_SOFTMAX_MODE_INSTANCE': 'MIOPEN_SOFTMAX_MODE_INSTANCE',
    'CUDNN_SOFTMAX_MODE_CHANNEL': 'MIOPEN_SOFTMAX_MODE_CHANNEL',
    'cudnnPoolingMode_t': 'miopenPoolingMode_t', 'CUDNN_POOLING_MAX': 'miopenPoolingMax',
    'cudnnBatchNormMode_t': 'miopenBatchNormMode_t', 'CUDNN_BATCHNORM_PER_ACTIVATION': 'miopenBNPerActivation',
    'CUDNN_BATCHNORM_SPATIAL': 'miopenBNSpatial',
    'cudnnActivationMode_t': 'miopenActivationMode_t', 'CUDNN_ACTIVATION_RELU': 'miopenActivationRELU',
    'CUDNN_ACTIVATION_TANH': 'miopenActivationTANH', 'CUDNN_ACTIVATION_CLIPPED_RELU': 'miopenActivationCLIPPEDRELU',
    'CUDNN_ACTIVATION_ELU': 'miopenActivationELU', 'CUDNN_ACTIVATION_IDENTITY': 'miopenActivationPASTHRU',
    'cudnnConvolutionMode_t': 'miopenConvolutionMode_t', 'CUDNN_CONVOLUTION': 'miopenConvolution',
    'cudnnNanPropagation_t': 'miopenNanPropagation_t', 'CUDNN_NOT_PROPAGATE_NAN': 'MIOPEN_NOT_PROPAGATE_NAN',
    'CUDNN_PROPAGATE_NAN': 'MIOPEN_PROPAGATE_NAN',
    'cudnnIndicesType_t': 'miopenIndexType_t', 'cudnnRNNMode_t': 'miopenRNNMode_t',
    'CUDNN_RNN_RELU': 'miopenRNNRELU', 'CUDNN_RNN_TANH': 'miopenRNNTANH', 'CUDNN_LSTM': 'miopenLSTM',
    'CUDNN_GRU': 'miopenGRU',
    'cudnnSoftmaxForward': 'miopenSoftmaxForward_V2', 'cudnnSoftmaxBackward': 'miopenSoftmaxBackward_V2',
    'cudnnActivationForward': 'miopenActivationForward', 'cudnnActivationBackward': 'miopenActivationBackward',
    'cudnnPoolingForward': 'miopenPoolingForward', 'cudnnPoolingBackward': 'miopenPoolingBackward',
    'cudnnLRNCrossChannelForward': 'miopenLRNForward', 'cudnnLRNCrossChannelBackward': 'miopenLRNBackward',
    'cudnnSetTensor4dDescriptor': 'miopenSet4dTensorDescriptor',
    'cudnnGetTensor4dDescriptor': 'miopenGet4dTensorDescriptor',
    'cudnnSetConvolution2dDescriptor': 'miopenInitConvolutionDescriptor',
    'cudnnGetConvolution2dForwardOutputDim': 'miopenGetConvolutionForwardOutputDim',
    'cudnnAddTensor': 'miopenOpTensor', 'cudnnOpTensor': 'miopenOpTensor', 'cudnnScaleTensor': 'miopenScaleTensor',
    'cudnnSetTensor': 'miopenSetTensor', 'cudnnTransformTensor': 'miopenTransformTensor',
    'cudnnBatchNormalizationForwardInference': 'miopenBatchNormalizationForwardInference',
    'cudnnBatchNormalizationForwardTraining': 'miopenBatchNormalizationForwardTraining',
    'cudnnBatchNormalizationBackward': 'miopenBatchNormalizationBackward',
    'cudnnDeriveBNTensorDescriptor': 'miopenDeriveBNTensorDescriptor',
    'cudnnDropoutGetStatesSize': 'miopenDropoutGetStatesSize',
    'cudnnDropoutGetReserveSpaceSize': 'miopenDropoutGetReserveSpaceSize',
    'cudnnGetVersion': None,
}
# Rules whose semantics differ even though MIOpen has a similar name.
CUDNN_NOTES = {
    'cudnnAddTensor': 'miopenOpTensor takes an operation descriptor and three tensors: rewrite the call by hand',
    'cudnnSetConvolution2dDescriptor': 'miopenInitConvolutionDescriptor takes the convolution mode first: check the arguments',
    'cudnnFilterDescriptor_t': 'MIOpen describes filters with tensor descriptors',
    'cudnnSoftmaxForward': 'miopenSoftmaxForward_V2 takes the algorithm and mode after the descriptors: check the arguments',
    'cudnnSoftmaxBackward': 'miopenSoftmaxBackward_V2 takes the algorithm and mode after the descriptors: check the arguments',
}
