/* hs_image_types.h - HIP's types of arrays, pitched and 3D memory, texture and surface objects
 * and texture references, in C-compatible form, with HIP's names, fields and values (HIP 6.2's
 * driver_types.h, texture_types.h, surface_types.h). Included by hip_runtime_api.h, which
 * declares the functions; hip/driver_types.h, hip/texture_types.h and hip/surface_types.h name
 * this header for programs that include those directly. The objects behind hipArray_t,
 * hipTextureObject_t and hipSurfaceObject_t are defined in hs_image.h.
 * Ownership: value types and handles; the objects a handle names are the runtime's, from their
 * create call to their destroy or free call (or hipDeviceReset). */
#ifndef HIPSHIM_HS_IMAGE_TYPES_H
#define HIPSHIM_HS_IMAGE_TYPES_H
#define HIP_INCLUDE_HIP_DRIVER_TYPES_H     /* real HIP's include guards, tested by ported code */
#define HIP_INCLUDE_HIP_TEXTURE_TYPES_H
#define HIP_INCLUDE_HIP_SURFACE_TYPES_H

#include <stddef.h>

/* ---- channel formats and arrays ---- */
typedef enum hipChannelFormatKind {
    hipChannelFormatKindSigned = 0,
    hipChannelFormatKindUnsigned = 1,
    hipChannelFormatKindFloat = 2,
    hipChannelFormatKindNone = 3
} hipChannelFormatKind;

/* bits per channel x, y, z, w (0: no such channel) and their kind */
typedef struct hipChannelFormatDesc {
    int x, y, z, w;
    enum hipChannelFormatKind f;
} hipChannelFormatDesc;

#define HIP_TRSA_OVERRIDE_FORMAT 0x01
#define HIP_TRSF_READ_AS_INTEGER 0x01
#define HIP_TRSF_NORMALIZED_COORDINATES 0x02
#define HIP_TRSF_SRGB 0x10

typedef struct hipArray *hipArray_t;
typedef const struct hipArray *hipArray_const_t;
typedef hipArray_t hiparray;

typedef enum hipArray_Format {
    HIP_AD_FORMAT_UNSIGNED_INT8 = 0x01,
    HIP_AD_FORMAT_UNSIGNED_INT16 = 0x02,
    HIP_AD_FORMAT_UNSIGNED_INT32 = 0x03,
    HIP_AD_FORMAT_SIGNED_INT8 = 0x08,
    HIP_AD_FORMAT_SIGNED_INT16 = 0x09,
    HIP_AD_FORMAT_SIGNED_INT32 = 0x0a,
    HIP_AD_FORMAT_HALF = 0x10,
    HIP_AD_FORMAT_FLOAT = 0x20
} hipArray_Format;

typedef struct HIP_ARRAY_DESCRIPTOR {
    size_t Width;
    size_t Height;
    enum hipArray_Format Format;
    unsigned int NumChannels;
} HIP_ARRAY_DESCRIPTOR;

typedef struct HIP_ARRAY3D_DESCRIPTOR {
    size_t Width;
    size_t Height;
    size_t Depth;
    enum hipArray_Format Format;
    unsigned int NumChannels;
    unsigned int Flags;
} HIP_ARRAY3D_DESCRIPTOR;

/* flags of hipMallocArray, hipMalloc3DArray, hipMallocMipmappedArray and HIP_ARRAY3D_DESCRIPTOR */
#define hipArrayDefault 0x00
#define hipArrayLayered 0x01
#define hipArraySurfaceLoadStore 0x02
#define hipArrayCubemap 0x04
#define hipArrayTextureGather 0x08

/* HIP 6.2 spells out the mipmapped array; `data` is the runtime's table of levels. */
typedef struct hipMipmappedArray {
    void *data;
    struct hipChannelFormatDesc desc;
    unsigned int type;
    unsigned int width;
    unsigned int height;
    unsigned int depth;
    unsigned int min_mipmap_level;
    unsigned int max_mipmap_level;
    unsigned int flags;
    enum hipArray_Format format;
    unsigned int num_channels;
} hipMipmappedArray;
typedef struct hipMipmappedArray *hipMipmappedArray_t;
typedef const struct hipMipmappedArray *hipMipmappedArray_const_t;
typedef hipMipmappedArray_t hipmipmappedArray;

/* ---- pitched and 3D memory ---- */
typedef struct hipPitchedPtr {
    void *ptr;
    size_t pitch;       /* bytes per row */
    size_t xsize;       /* bytes of a row that are used */
    size_t ysize;       /* rows per slice */
} hipPitchedPtr;

typedef struct hipExtent {
    size_t width;       /* elements of an array, bytes of linear memory */
    size_t height;
    size_t depth;
} hipExtent;

typedef struct hipPos {
    size_t x, y, z;     /* x: elements of an array, bytes of linear memory */
} hipPos;

typedef struct hipMemcpy3DParms {
    hipArray_t srcArray;
    struct hipPos srcPos;
    struct hipPitchedPtr srcPtr;
    hipArray_t dstArray;
    struct hipPos dstPos;
    struct hipPitchedPtr dstPtr;
    struct hipExtent extent;
    enum hipMemcpyKind kind;
} hipMemcpy3DParms;

typedef struct hipMemcpy3DPeerParms {
    hipArray_t srcArray;
    struct hipPos srcPos;
    struct hipPitchedPtr srcPtr;
    int srcDevice;
    hipArray_t dstArray;
    struct hipPos dstPos;
    struct hipPitchedPtr dstPtr;
    int dstDevice;
    struct hipExtent extent;
} hipMemcpy3DPeerParms;

/* driver API copies: each side is host, device (or unified) memory or an array, by MemoryType */
typedef struct hip_Memcpy2D {
    size_t srcXInBytes;
    size_t srcY;
    hipMemoryType srcMemoryType;
    const void *srcHost;
    hipDeviceptr_t srcDevice;
    hipArray_t srcArray;
    size_t srcPitch;
    size_t dstXInBytes;
    size_t dstY;
    hipMemoryType dstMemoryType;
    void *dstHost;
    hipDeviceptr_t dstDevice;
    hipArray_t dstArray;
    size_t dstPitch;
    size_t WidthInBytes;
    size_t Height;
} hip_Memcpy2D;

typedef struct HIP_MEMCPY3D {
    size_t srcXInBytes;
    size_t srcY;
    size_t srcZ;
    size_t srcLOD;
    hipMemoryType srcMemoryType;
    const void *srcHost;
    hipDeviceptr_t srcDevice;
    hipArray_t srcArray;
    size_t srcPitch;
    size_t srcHeight;
    size_t dstXInBytes;
    size_t dstY;
    size_t dstZ;
    size_t dstLOD;
    hipMemoryType dstMemoryType;
    void *dstHost;
    hipDeviceptr_t dstDevice;
    hipArray_t dstArray;
    size_t dstPitch;
    size_t dstHeight;
    size_t WidthInBytes;
    size_t Height;
    size_t Depth;
} HIP_MEMCPY3D;

static inline struct hipPitchedPtr make_hipPitchedPtr(void *d, size_t p, size_t xsz, size_t ysz)
{
    struct hipPitchedPtr s;
    s.ptr = d;
    s.pitch = p;
    s.xsize = xsz;
    s.ysize = ysz;
    return s;
}
static inline struct hipPos make_hipPos(size_t x, size_t y, size_t z)
{
    struct hipPos p;
    p.x = x;
    p.y = y;
    p.z = z;
    return p;
}
static inline struct hipExtent make_hipExtent(size_t w, size_t h, size_t d)
{
    struct hipExtent e;
    e.width = w;
    e.height = h;
    e.depth = d;
    return e;
}

/* ---- resources of texture and surface objects ---- */
typedef enum hipResourceType {
    hipResourceTypeArray = 0x00,
    hipResourceTypeMipmappedArray = 0x01,
    hipResourceTypeLinear = 0x02,
    hipResourceTypePitch2D = 0x03
} hipResourceType;

typedef enum HIPresourcetype_enum {
    HIP_RESOURCE_TYPE_ARRAY = 0x00,
    HIP_RESOURCE_TYPE_MIPMAPPED_ARRAY = 0x01,
    HIP_RESOURCE_TYPE_LINEAR = 0x02,
    HIP_RESOURCE_TYPE_PITCH2D = 0x03
} HIPresourcetype, hipResourcetype;

typedef enum HIPaddress_mode_enum {
    HIP_TR_ADDRESS_MODE_WRAP = 0,
    HIP_TR_ADDRESS_MODE_CLAMP = 1,
    HIP_TR_ADDRESS_MODE_MIRROR = 2,
    HIP_TR_ADDRESS_MODE_BORDER = 3
} HIPaddress_mode;

typedef enum HIPfilter_mode_enum {
    HIP_TR_FILTER_MODE_POINT = 0,
    HIP_TR_FILTER_MODE_LINEAR = 1
} HIPfilter_mode;

typedef struct HIP_TEXTURE_DESC_st {
    HIPaddress_mode addressMode[3];
    HIPfilter_mode filterMode;
    unsigned int flags;                  /* HIP_TRSF_* */
    unsigned int maxAnisotropy;
    HIPfilter_mode mipmapFilterMode;
    float mipmapLevelBias;
    float minMipmapLevelClamp;
    float maxMipmapLevelClamp;
    float borderColor[4];
    int reserved[12];
} HIP_TEXTURE_DESC;

/* Block-compressed formats (hipResViewFormat*BlockCompressed*) exist in the enumerations but a
 * view in them is refused: hipshim's arrays hold only uncompressed texels. */
typedef enum hipResourceViewFormat {
    hipResViewFormatNone = 0x00,
    hipResViewFormatUnsignedChar1 = 0x01,
    hipResViewFormatUnsignedChar2 = 0x02,
    hipResViewFormatUnsignedChar4 = 0x03,
    hipResViewFormatSignedChar1 = 0x04,
    hipResViewFormatSignedChar2 = 0x05,
    hipResViewFormatSignedChar4 = 0x06,
    hipResViewFormatUnsignedShort1 = 0x07,
    hipResViewFormatUnsignedShort2 = 0x08,
    hipResViewFormatUnsignedShort4 = 0x09,
    hipResViewFormatSignedShort1 = 0x0a,
    hipResViewFormatSignedShort2 = 0x0b,
    hipResViewFormatSignedShort4 = 0x0c,
    hipResViewFormatUnsignedInt1 = 0x0d,
    hipResViewFormatUnsignedInt2 = 0x0e,
    hipResViewFormatUnsignedInt4 = 0x0f,
    hipResViewFormatSignedInt1 = 0x10,
    hipResViewFormatSignedInt2 = 0x11,
    hipResViewFormatSignedInt4 = 0x12,
    hipResViewFormatHalf1 = 0x13,
    hipResViewFormatHalf2 = 0x14,
    hipResViewFormatHalf4 = 0x15,
    hipResViewFormatFloat1 = 0x16,
    hipResViewFormatFloat2 = 0x17,
    hipResViewFormatFloat4 = 0x18,
    hipResViewFormatUnsignedBlockCompressed1 = 0x19,
    hipResViewFormatUnsignedBlockCompressed2 = 0x1a,
    hipResViewFormatUnsignedBlockCompressed3 = 0x1b,
    hipResViewFormatUnsignedBlockCompressed4 = 0x1c,
    hipResViewFormatSignedBlockCompressed4 = 0x1d,
    hipResViewFormatUnsignedBlockCompressed5 = 0x1e,
    hipResViewFormatSignedBlockCompressed5 = 0x1f,
    hipResViewFormatUnsignedBlockCompressed6H = 0x20,
    hipResViewFormatSignedBlockCompressed6H = 0x21,
    hipResViewFormatUnsignedBlockCompressed7 = 0x22
} hipResourceViewFormat;

/* the driver API's names of the same values */
typedef enum HIPresourceViewFormat_enum {
    HIP_RES_VIEW_FORMAT_NONE = 0x00,
    HIP_RES_VIEW_FORMAT_UINT_1X8 = 0x01,
    HIP_RES_VIEW_FORMAT_UINT_2X8 = 0x02,
    HIP_RES_VIEW_FORMAT_UINT_4X8 = 0x03,
    HIP_RES_VIEW_FORMAT_SINT_1X8 = 0x04,
    HIP_RES_VIEW_FORMAT_SINT_2X8 = 0x05,
    HIP_RES_VIEW_FORMAT_SINT_4X8 = 0x06,
    HIP_RES_VIEW_FORMAT_UINT_1X16 = 0x07,
    HIP_RES_VIEW_FORMAT_UINT_2X16 = 0x08,
    HIP_RES_VIEW_FORMAT_UINT_4X16 = 0x09,
    HIP_RES_VIEW_FORMAT_SINT_1X16 = 0x0a,
    HIP_RES_VIEW_FORMAT_SINT_2X16 = 0x0b,
    HIP_RES_VIEW_FORMAT_SINT_4X16 = 0x0c,
    HIP_RES_VIEW_FORMAT_UINT_1X32 = 0x0d,
    HIP_RES_VIEW_FORMAT_UINT_2X32 = 0x0e,
    HIP_RES_VIEW_FORMAT_UINT_4X32 = 0x0f,
    HIP_RES_VIEW_FORMAT_SINT_1X32 = 0x10,
    HIP_RES_VIEW_FORMAT_SINT_2X32 = 0x11,
    HIP_RES_VIEW_FORMAT_SINT_4X32 = 0x12,
    HIP_RES_VIEW_FORMAT_FLOAT_1X16 = 0x13,
    HIP_RES_VIEW_FORMAT_FLOAT_2X16 = 0x14,
    HIP_RES_VIEW_FORMAT_FLOAT_4X16 = 0x15,
    HIP_RES_VIEW_FORMAT_FLOAT_1X32 = 0x16,
    HIP_RES_VIEW_FORMAT_FLOAT_2X32 = 0x17,
    HIP_RES_VIEW_FORMAT_FLOAT_4X32 = 0x18,
    HIP_RES_VIEW_FORMAT_UNSIGNED_BC1 = 0x19,
    HIP_RES_VIEW_FORMAT_UNSIGNED_BC2 = 0x1a,
    HIP_RES_VIEW_FORMAT_UNSIGNED_BC3 = 0x1b,
    HIP_RES_VIEW_FORMAT_UNSIGNED_BC4 = 0x1c,
    HIP_RES_VIEW_FORMAT_SIGNED_BC4 = 0x1d,
    HIP_RES_VIEW_FORMAT_UNSIGNED_BC5 = 0x1e,
    HIP_RES_VIEW_FORMAT_SIGNED_BC5 = 0x1f,
    HIP_RES_VIEW_FORMAT_UNSIGNED_BC6H = 0x20,
    HIP_RES_VIEW_FORMAT_SIGNED_BC6H = 0x21,
    HIP_RES_VIEW_FORMAT_UNSIGNED_BC7 = 0x22
} HIPresourceViewFormat;

typedef struct hipResourceDesc {
    enum hipResourceType resType;
    union {
        struct {
            hipArray_t array;
        } array;
        struct {
            hipMipmappedArray_t mipmap;
        } mipmap;
        struct {
            void *devPtr;
            struct hipChannelFormatDesc desc;
            size_t sizeInBytes;
        } linear;
        struct {
            void *devPtr;
            struct hipChannelFormatDesc desc;
            size_t width;
            size_t height;
            size_t pitchInBytes;
        } pitch2D;
    } res;
} hipResourceDesc;

typedef struct HIP_RESOURCE_DESC_st {
    HIPresourcetype resType;
    union {
        struct {
            hipArray_t hArray;
        } array;
        struct {
            hipMipmappedArray_t hMipmappedArray;
        } mipmap;
        struct {
            hipDeviceptr_t devPtr;
            hipArray_Format format;
            unsigned int numChannels;
            size_t sizeInBytes;
        } linear;
        struct {
            hipDeviceptr_t devPtr;
            hipArray_Format format;
            unsigned int numChannels;
            size_t width;
            size_t height;
            size_t pitchInBytes;
        } pitch2D;
        struct {
            int reserved[32];
        } reserved;
    } res;
    unsigned int flags;
} HIP_RESOURCE_DESC;

struct hipResourceViewDesc {
    enum hipResourceViewFormat format;
    size_t width;
    size_t height;
    size_t depth;
    unsigned int firstMipmapLevel;
    unsigned int lastMipmapLevel;
    unsigned int firstLayer;
    unsigned int lastLayer;
};
typedef struct hipResourceViewDesc hipResourceViewDesc;

typedef struct HIP_RESOURCE_VIEW_DESC_st {
    HIPresourceViewFormat format;
    size_t width;
    size_t height;
    size_t depth;
    unsigned int firstMipmapLevel;
    unsigned int lastMipmapLevel;
    unsigned int firstLayer;
    unsigned int lastLayer;
    unsigned int reserved[16];
} HIP_RESOURCE_VIEW_DESC;

/* ---- texture objects ---- */
#define hipTextureType1D 0x01
#define hipTextureType2D 0x02
#define hipTextureType3D 0x03
#define hipTextureTypeCubemap 0x0C
#define hipTextureType1DLayered 0xF1
#define hipTextureType2DLayered 0xF2
#define hipTextureTypeCubemapLayered 0xFC

struct __hip_texture;
typedef struct __hip_texture *hipTextureObject_t;

typedef enum hipTextureAddressMode {
    hipAddressModeWrap = 0,
    hipAddressModeClamp = 1,
    hipAddressModeMirror = 2,
    hipAddressModeBorder = 3
} hipTextureAddressMode;

typedef enum hipTextureFilterMode {
    hipFilterModePoint = 0,
    hipFilterModeLinear = 1
} hipTextureFilterMode;

typedef enum hipTextureReadMode {
    hipReadModeElementType = 0,
    hipReadModeNormalizedFloat = 1
} hipTextureReadMode;

typedef struct hipTextureDesc {
    enum hipTextureAddressMode addressMode[3];
    enum hipTextureFilterMode filterMode;
    enum hipTextureReadMode readMode;
    int sRGB;
    float borderColor[4];
    int normalizedCoords;
    unsigned int maxAnisotropy;
    enum hipTextureFilterMode mipmapFilterMode;
    float mipmapLevelBias;
    float minMipmapLevelClamp;
    float maxMipmapLevelClamp;
} hipTextureDesc;

/* A texture reference (deprecated in HIP, removed from CUDA 12): the sampling state the host sets
 * and, once bound, the texture object the device reads through. */
typedef struct textureReference {
    int normalized;
    enum hipTextureReadMode readMode;
    enum hipTextureFilterMode filterMode;
    enum hipTextureAddressMode addressMode[3];
    struct hipChannelFormatDesc channelDesc;
    int sRGB;
    unsigned int maxAnisotropy;
    enum hipTextureFilterMode mipmapFilterMode;
    float mipmapLevelBias;
    float minMipmapLevelClamp;
    float maxMipmapLevelClamp;
    hipTextureObject_t textureObject;
    int numChannels;
    enum hipArray_Format format;
} textureReference;
typedef textureReference *hipTexRef;

/* ---- surface objects ---- */
struct __hip_surface;
typedef struct __hip_surface *hipSurfaceObject_t;

struct surfaceReference {
    hipSurfaceObject_t surfaceObject;
};

typedef enum hipSurfaceBoundaryMode {
    hipBoundaryModeZero = 0,
    hipBoundaryModeTrap = 1,
    hipBoundaryModeClamp = 2
} hipSurfaceBoundaryMode;

#endif
