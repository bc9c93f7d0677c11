/* hipblas-common.h - what hipBLAS and hipBLASLt share, as hipBLAS-common declares it: the status
 * codes, hipblasOperation_t and hipblasComputeType_t; and hipBLAS's fill mode, diagonal type and
 * side, which hipSOLVER's API takes too (real hipBLAS and hipSOLVER each declare them behind the
 * same *_DECLARED guards; hipshim keeps the one copy here).
 * Ownership: types and constants only; nothing is allocated. */
#ifndef HIPBLAS_COMMON_H
#define HIPBLAS_COMMON_H

typedef enum {
    HIPBLAS_STATUS_SUCCESS = 0,
    HIPBLAS_STATUS_NOT_INITIALIZED = 1,
    HIPBLAS_STATUS_ALLOC_FAILED = 2,
    HIPBLAS_STATUS_INVALID_VALUE = 3,
    HIPBLAS_STATUS_MAPPING_ERROR = 4,
    HIPBLAS_STATUS_EXECUTION_FAILED = 5,
    HIPBLAS_STATUS_INTERNAL_ERROR = 6,
    HIPBLAS_STATUS_NOT_SUPPORTED = 7,
    HIPBLAS_STATUS_ARCH_MISMATCH = 8,
    HIPBLAS_STATUS_HANDLE_IS_NULLPTR = 9,
    HIPBLAS_STATUS_INVALID_ENUM = 10,
    HIPBLAS_STATUS_UNKNOWN = 11
} hipblasStatus_t;

#ifndef HIPBLAS_OPERATION_DECLARED   /* shared with hipBLASLt, as in hipblas-common.h */
#define HIPBLAS_OPERATION_DECLARED
typedef enum { HIPBLAS_OP_N = 111, HIPBLAS_OP_T = 112, HIPBLAS_OP_C = 113 } hipblasOperation_t;
#endif

#ifndef HIPBLAS_COMPUTE_TYPE_DECLARED
#define HIPBLAS_COMPUTE_TYPE_DECLARED
typedef enum {
    HIPBLAS_COMPUTE_16F = 0,
    HIPBLAS_COMPUTE_16F_PEDANTIC = 1,
    HIPBLAS_COMPUTE_32F = 2,
    HIPBLAS_COMPUTE_32F_PEDANTIC = 3,
    HIPBLAS_COMPUTE_32F_FAST_16F = 4,
    HIPBLAS_COMPUTE_32F_FAST_16BF = 5,
    HIPBLAS_COMPUTE_32F_FAST_TF32 = 6,
    HIPBLAS_COMPUTE_64F = 7,
    HIPBLAS_COMPUTE_64F_PEDANTIC = 8,
    HIPBLAS_COMPUTE_32I = 9,
    HIPBLAS_COMPUTE_32I_PEDANTIC = 10
} hipblasComputeType_t;
#endif

#ifndef HIPBLAS_FILL_MODE_DECLARED
#define HIPBLAS_FILL_MODE_DECLARED
typedef enum {
    HIPBLAS_FILL_MODE_UPPER = 121,
    HIPBLAS_FILL_MODE_LOWER = 122,
    HIPBLAS_FILL_MODE_FULL = 123
} hipblasFillMode_t;
#endif
#ifndef HIPBLAS_DIAG_TYPE_DECLARED
#define HIPBLAS_DIAG_TYPE_DECLARED
typedef enum { HIPBLAS_DIAG_NON_UNIT = 131, HIPBLAS_DIAG_UNIT = 132 } hipblasDiagType_t;
#endif
#ifndef HIPBLAS_SIDE_MODE_DECLARED
#define HIPBLAS_SIDE_MODE_DECLARED
typedef enum { HIPBLAS_SIDE_LEFT = 141, HIPBLAS_SIDE_RIGHT = 142, HIPBLAS_SIDE_BOTH = 143 } hipblasSideMode_t;
#endif

#endif
