/* hs_image.h - the contract between hipshim's C runtime (hs_array.c, hs_texture.c) and its device
 * header hs_texture.hpp: how texels lie in memory (hs_image) and what a texture or surface object
 * holds, so that a fetch in a kernel reads the object directly. Programs never name these: they
 * hold hipTextureObject_t / hipSurfaceObject_t handles (hs_image_types.h).
 * Ownership: texture and surface objects are the runtime's (hipCreateTextureObject ...
 * hipDestroyTextureObject, hipCreateSurfaceObject ... hipDestroySurfaceObject, or
 * hipDeviceReset); an object points into memory it does not own (an array's or the program's),
 * which must outlive it, as in HIP. */
#ifndef HIPSHIM_HS_IMAGE_H
#define HIPSHIM_HS_IMAGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* channel kinds of hs_image.kind */
enum { HS_IMG_SIGNED = 0, HS_IMG_UNSIGNED = 1, HS_IMG_FLOAT = 2, HS_IMG_HALF = 3 };
/* Mipmap levels an object can hold: enough for 32768 texels a side. */
#define HS_IMG_MAX_LEVELS 16

/* Texels of one image (an array, a level of a mipmapped array, linear or pitched memory). Texel
 * (x, y, z) of layer l starts at data + (l * depth + z) * slice + y * pitch + x * esize; the
 * channels of a texel are consecutive, csize bytes each. Unused dimensions are 1. */
typedef struct hs_image {
    unsigned char *data;
    size_t width, height, depth, layers;
    size_t pitch, slice;          /* bytes per row and per 2-D slice */
    unsigned char kind;           /* HS_IMG_* */
    unsigned char nch;            /* channels: 1, 2 or 4 */
    unsigned char csize;          /* bytes per channel: 1, 2 or 4 */
    unsigned char esize;          /* bytes per texel: nch * csize */
} hs_image;

/* What a texture object samples and how (hipTextureDesc, resolved). */
struct __hip_texture {
    uint32_t magic;               /* HS_TEX_MAGIC while the object lives */
    int dims;                     /* coordinates a fetch takes: 1, 2 or 3 */
    int layered, cubemap;
    int linear_mem;               /* a linear resource: tex1Dfetch, integer indices */
    unsigned nlevels;             /* mipmap levels (1 unless a mipmapped array) */
    hs_image lv[HS_IMG_MAX_LEVELS];
    unsigned char addr[3];        /* hipTextureAddressMode per coordinate */
    unsigned char filter;         /* hipTextureFilterMode */
    unsigned char mip_filter;
    unsigned char read_norm;      /* 8/16-bit integers read as normalised floats */
    unsigned char norm_coords;    /* coordinates in [0, 1) */
    unsigned char srgb;
    float border[4];
    float lod_bias, min_lod, max_lod;
    int has_view;
    void *api;                    /* the runtime's copy of the descriptors (hs_texture.c) */
};
#define HS_TEX_MAGIC 0x54455848u  /* "HXET" */

/* What a surface object reads and writes (an array made with hipArraySurfaceLoadStore). */
struct __hip_surface {
    uint32_t magic;               /* HS_SURF_MAGIC while the object lives */
    int dims, layered, cubemap;
    hs_image img;
    void *api;                    /* the runtime's copy of the resource descriptor */
};
#define HS_SURF_MAGIC 0x46525348u /* "HSRF" */

#ifdef __cplusplus
}
#endif
#endif
