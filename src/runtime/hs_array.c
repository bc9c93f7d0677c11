/* hs_array.c - arrays and mipmapped arrays (hipMallocArray, hipMalloc3DArray, hipArrayCreate,
 * hipMallocMipmappedArray, ...), channel descriptions, and pitched 3D allocations (hipMalloc3D,
 * hipMemAllocPitch). An array is texels in a plain host buffer, tightly packed (hs_image in
 * hs_image.h); a mipmapped array is its levels, each an array of its own.
 * Ownership: arrays and mipmapped arrays are this file's from their create call to the free or
 * destroy call (or hipDeviceReset); the levels of a mipmapped array go with it and cannot be
 * freed alone. The table of live handles is this file's, for the process. */
#include <stdlib.h>
#include <string.h>

#include "hs_internal.h"

static pthread_mutex_t hs_arr_mu = PTHREAD_MUTEX_INITIALIZER;
/* handle -> object while it lives, NULL once freed (ut_map has no removal; a freed address
 * that malloc reuses simply becomes live again) */
static ut_map hs_arrays, hs_mipmaps;

/* The levels of a mipmapped array (what its `data` field points to). */
typedef struct hs_mip { struct hipArray *lv[HS_IMG_MAX_LEVELS]; unsigned n; } hs_mip;

/* ---- channel formats ---- */
static int hs_layout(int kind, unsigned nch, unsigned bits, hs_image *img)
{
    if ((nch != 1 && nch != 2 && nch != 4) || (bits != 8 && bits != 16 && bits != 32))
        return 0;
    if (kind == HS_IMG_FLOAT && bits == 16)
        kind = HS_IMG_HALF;
    else if (kind == HS_IMG_FLOAT && bits != 32)
        return 0;
    img->kind = (unsigned char)kind;
    img->nch = (unsigned char)nch;
    img->csize = (unsigned char)(bits / 8);
    img->esize = (unsigned char)(nch * bits / 8);
    return 1;
}

int hs_channel_layout(const hipChannelFormatDesc *d, hs_image *img)
{
    if (!d)
        return 0;
    int bits[4] = { d->x, d->y, d->z, d->w };
    unsigned nch = 0;
    while (nch < 4 && bits[nch] > 0)
        nch++;
    for (unsigned i = nch; i < 4; i++)
        if (bits[i] != 0)
            return 0;                     /* a gap: (8, 0, 8, 0) */
    for (unsigned i = 1; i < nch; i++)
        if (bits[i] != bits[0])
            return 0;
    int kind = d->f == hipChannelFormatKindSigned ? HS_IMG_SIGNED
               : d->f == hipChannelFormatKindUnsigned ? HS_IMG_UNSIGNED
               : d->f == hipChannelFormatKindFloat ? HS_IMG_FLOAT : -1;
    return kind >= 0 && nch && hs_layout(kind, nch, (unsigned)bits[0], img);
}

int hs_format_layout(hipArray_Format f, unsigned nch, hs_image *img, hipChannelFormatDesc *d)
{
    int kind, bits;
    switch (f) {
    case HIP_AD_FORMAT_UNSIGNED_INT8: kind = HS_IMG_UNSIGNED; bits = 8; break;
    case HIP_AD_FORMAT_UNSIGNED_INT16: kind = HS_IMG_UNSIGNED; bits = 16; break;
    case HIP_AD_FORMAT_UNSIGNED_INT32: kind = HS_IMG_UNSIGNED; bits = 32; break;
    case HIP_AD_FORMAT_SIGNED_INT8: kind = HS_IMG_SIGNED; bits = 8; break;
    case HIP_AD_FORMAT_SIGNED_INT16: kind = HS_IMG_SIGNED; bits = 16; break;
    case HIP_AD_FORMAT_SIGNED_INT32: kind = HS_IMG_SIGNED; bits = 32; break;
    case HIP_AD_FORMAT_HALF: kind = HS_IMG_FLOAT; bits = 16; break;
    case HIP_AD_FORMAT_FLOAT: kind = HS_IMG_FLOAT; bits = 32; break;
    default: return 0;
    }
    if (!hs_layout(kind, nch, (unsigned)bits, img))
        return 0;
    if (d) {
        int b[4] = { 0, 0, 0, 0 };
        for (unsigned i = 0; i < nch; i++)
            b[i] = bits;
        *d = (hipChannelFormatDesc){ b[0], b[1], b[2], b[3],
                                     kind == HS_IMG_SIGNED ? hipChannelFormatKindSigned
                                     : kind == HS_IMG_UNSIGNED ? hipChannelFormatKindUnsigned
                                                              : hipChannelFormatKindFloat };
    }
    return 1;
}

/* The driver API format of a layout. */
static hipArray_Format hs_layout_format(const hs_image *img)
{
    static const hipArray_Format u[] = { 0, HIP_AD_FORMAT_UNSIGNED_INT8, HIP_AD_FORMAT_UNSIGNED_INT16, 0,
                                         HIP_AD_FORMAT_UNSIGNED_INT32 };
    static const hipArray_Format s[] = { 0, HIP_AD_FORMAT_SIGNED_INT8, HIP_AD_FORMAT_SIGNED_INT16, 0,
                                         HIP_AD_FORMAT_SIGNED_INT32 };
    if (img->kind == HS_IMG_HALF)
        return HIP_AD_FORMAT_HALF;
    if (img->kind == HS_IMG_FLOAT)
        return HIP_AD_FORMAT_FLOAT;
    return img->kind == HS_IMG_SIGNED ? s[img->csize] : u[img->csize];
}

hipChannelFormatDesc hipCreateChannelDesc(int x, int y, int z, int w, hipChannelFormatKind f)
{
    return (hipChannelFormatDesc){ x, y, z, w, f };
}

/* ---- arrays ---- */
/* Validates an extent in elements for the flags, as HIP does: 1-D (w, 0, 0), 2-D (w, h, 0),
 * 3-D (w, h, d); layered: the last given dimension counts layers; a cubemap is square with 6
 * faces (6 x layers when layered). */
static int hs_extent_ok(size_t w, size_t h, size_t d, unsigned flags)
{
    if (flags & ~(unsigned)(hipArrayLayered | hipArraySurfaceLoadStore | hipArrayCubemap |
                            hipArrayTextureGather))
        return 0;
    if (w == 0 || (h == 0 && d && !(flags & hipArrayLayered)))
        return 0;
    if ((flags & hipArrayLayered) && d == 0)
        return 0;
    if (flags & hipArrayCubemap)
        return w == h && d && d % 6 == 0 && ((flags & hipArrayLayered) || d == 6);
    return 1;
}

/* A new array of the layout in img (kind and sizes set); the caller checked the extent. */
static hipError_t hs_array_new(const hs_image *fmt, const hipChannelFormatDesc *desc, size_t w,
                               size_t h, size_t d, unsigned flags, struct hipArray **out)
{
    hs_image img = *fmt;
    img.width = w;
    img.height = h ? h : 1;
    int layered = (flags & (hipArrayLayered | hipArrayCubemap)) != 0;
    img.depth = layered || !d ? 1 : d;
    img.layers = layered ? d : 1;
    /* sizes in size_t without overflow, and no more than the device's memory */
    size_t total = hs_total_memory();
    if (w > total / img.esize)
        return hipErrorOutOfMemory;
    img.pitch = w * img.esize;
    if (img.height > total / img.pitch)
        return hipErrorOutOfMemory;
    img.slice = img.pitch * img.height;
    size_t planes = img.depth * img.layers;   /* one of the two is 1 */
    if (planes > total / img.slice)
        return hipErrorOutOfMemory;
    size_t bytes = img.slice * planes;
    size_t rounded = (bytes + 255) & ~(size_t)255;
    struct hipArray *a = calloc(1, sizeof *a);
    img.data = a ? aligned_alloc(256, rounded) : NULL;
    if (!img.data) {
        free(a);
        return hipErrorOutOfMemory;
    }
    memset(img.data, 0, rounded);
    a->img = img;
    a->desc = *desc;
    a->format = hs_layout_format(&img);
    a->flags = flags;
    a->width = w;
    a->height = h;
    a->depth = d;
    *out = a;
    return hipSuccess;
}

static void hs_array_publish(struct hipArray *a)
{
    pthread_mutex_lock(&hs_arr_mu);
    ut_map_put(&hs_arrays, &a, sizeof a, a);
    pthread_mutex_unlock(&hs_arr_mu);
}

struct hipArray *hs_array_get(hipArray_const_t h)
{
    if (!h)
        return NULL;
    pthread_mutex_lock(&hs_arr_mu);
    struct hipArray *a = ut_map_get(&hs_arrays, &h, sizeof h);
    pthread_mutex_unlock(&hs_arr_mu);
    return a;
}

static void hs_array_release(struct hipArray *a)
{
    free(a->img.data);
    free(a);
}

static hipError_t hs_array_create(hipArray_t *out, const hipChannelFormatDesc *desc, size_t w,
                                  size_t h, size_t d, unsigned flags)
{
    if (!out) HS_RETURN(hipErrorInvalidValue);
    hs_image fmt;
    if (!hs_channel_layout(desc, &fmt) || !hs_extent_ok(w, h, d, flags))
        HS_RETURN(hipErrorInvalidValue);
    hs_sched_init();
    struct hipArray *a;
    hipError_t e = hs_array_new(&fmt, desc, w, h, d, flags, &a);
    if (e != hipSuccess) HS_RETURN(e);
    hs_array_publish(a);
    *out = a;
    return hipSuccess;
}

hipError_t hipMallocArray(hipArray_t *array, const hipChannelFormatDesc *desc, size_t width,
                          size_t height, unsigned int flags)
{
    if (flags & (hipArrayLayered | hipArrayCubemap)) HS_RETURN(hipErrorInvalidValue);
    return hs_array_create(array, desc, width, height, 0, flags);
}

hipError_t hipMalloc3DArray(hipArray_t *array, const struct hipChannelFormatDesc *desc,
                            struct hipExtent e, unsigned int flags)
{
    return hs_array_create(array, desc, e.width, e.height, e.depth, flags);
}

hipError_t hipArrayCreate(hipArray_t *out, const HIP_ARRAY_DESCRIPTOR *ad)
{
    if (!out || !ad) HS_RETURN(hipErrorInvalidValue);
    hs_image fmt;
    hipChannelFormatDesc d;
    if (!hs_format_layout(ad->Format, ad->NumChannels, &fmt, &d)) HS_RETURN(hipErrorInvalidValue);
    return hs_array_create(out, &d, ad->Width, ad->Height, 0, 0);
}

hipError_t hipArray3DCreate(hipArray_t *out, const HIP_ARRAY3D_DESCRIPTOR *ad)
{
    if (!out || !ad) HS_RETURN(hipErrorInvalidValue);
    hs_image fmt;
    hipChannelFormatDesc d;
    if (!hs_format_layout(ad->Format, ad->NumChannels, &fmt, &d)) HS_RETURN(hipErrorInvalidValue);
    return hs_array_create(out, &d, ad->Width, ad->Height, ad->Depth, ad->Flags);
}

hipError_t hipFreeArray(hipArray_t h)
{
    if (!h)
        return hipSuccess;
    hs_sched_wait_all();   /* as hipFree: work in flight may use it */
    pthread_mutex_lock(&hs_arr_mu);
    struct hipArray *a = ut_map_get(&hs_arrays, &h, sizeof h);
    int ok = a && !a->mip;
    if (ok)
        ut_map_put(&hs_arrays, &h, sizeof h, NULL);
    pthread_mutex_unlock(&hs_arr_mu);
    if (!ok) HS_RETURN(a ? hipErrorInvalidValue : hipErrorInvalidHandle);
    hs_array_release(a);
    return hipSuccess;
}

hipError_t hipArrayDestroy(hipArray_t h)
{
    if (!h) HS_RETURN(hipErrorInvalidHandle);
    return hipFreeArray(h);
}

hipError_t hipArrayGetInfo(hipChannelFormatDesc *desc, hipExtent *extent, unsigned int *flags,
                           hipArray_t h)
{
    struct hipArray *a = hs_array_get(h);
    if (!a) HS_RETURN(hipErrorInvalidHandle);
    if (desc) *desc = a->desc;
    if (extent) *extent = (hipExtent){ a->width, a->height, a->depth };
    if (flags) *flags = a->flags;
    return hipSuccess;
}

hipError_t hipGetChannelDesc(hipChannelFormatDesc *desc, hipArray_const_t h)
{
    if (!desc) HS_RETURN(hipErrorInvalidValue);
    struct hipArray *a = hs_array_get(h);
    if (!a) HS_RETURN(hipErrorInvalidHandle);
    *desc = a->desc;
    return hipSuccess;
}

hipError_t hipArrayGetDescriptor(HIP_ARRAY_DESCRIPTOR *ad, hipArray_t h)
{
    if (!ad) HS_RETURN(hipErrorInvalidValue);
    struct hipArray *a = hs_array_get(h);
    if (!a) HS_RETURN(hipErrorInvalidHandle);
    if (a->depth) HS_RETURN(hipErrorInvalidValue);   /* 3-D and layered: the 3-D descriptor */
    *ad = (HIP_ARRAY_DESCRIPTOR){ a->width, a->height, a->format, a->img.nch };
    return hipSuccess;
}

hipError_t hipArray3DGetDescriptor(HIP_ARRAY3D_DESCRIPTOR *ad, hipArray_t h)
{
    if (!ad) HS_RETURN(hipErrorInvalidValue);
    struct hipArray *a = hs_array_get(h);
    if (!a) HS_RETURN(hipErrorInvalidHandle);
    *ad = (HIP_ARRAY3D_DESCRIPTOR){ a->width, a->height, a->depth, a->format, a->img.nch, a->flags };
    return hipSuccess;
}

/* ---- mipmapped arrays ---- */
static void hs_mipmap_release(struct hipMipmappedArray *m)
{
    hs_mip *t = m->data;
    for (unsigned i = 0; t && i < t->n; i++)
        hs_array_release(t->lv[i]);
    free(t);
    free(m);
}

static hipError_t hs_mipmap_create(hipMipmappedArray_t *out, const hipChannelFormatDesc *desc,
                                   size_t w, size_t h, size_t d, unsigned levels, unsigned flags)
{
    if (!out) HS_RETURN(hipErrorInvalidValue);
    hs_image fmt;
    if (!hs_channel_layout(desc, &fmt) || !hs_extent_ok(w, h, d, flags))
        HS_RETURN(hipErrorInvalidValue);
    int layered = (flags & (hipArrayLayered | hipArrayCubemap)) != 0;
    size_t big = w > h ? w : h;
    if (!layered && d > big)
        big = d;
    unsigned most = 1;
    while (most < HS_IMG_MAX_LEVELS && (big >> most) > 0)
        most++;
    if (levels == 0 || levels > most)
        levels = levels == 0 ? 1 : most;   /* HIP clamps to [1, 1 + floor(log2(max extent))] */
    hs_sched_init();
    struct hipMipmappedArray *m = calloc(1, sizeof *m);
    hs_mip *t = calloc(1, sizeof *t);
    if (!m || !t) {
        free(m);
        free(t);
        HS_RETURN(hipErrorOutOfMemory);
    }
    m->data = t;
    for (unsigned i = 0; i < levels; i++) {
        size_t lw = w >> i ? w >> i : 1, lh = h ? (h >> i ? h >> i : 1) : 0;
        size_t ld = d && !layered ? (d >> i ? d >> i : 1) : d;
        hipError_t e = hs_array_new(&fmt, desc, lw, lh, ld, flags, &t->lv[i]);
        if (e != hipSuccess) {
            hs_mipmap_release(m);
            HS_RETURN(e);
        }
        t->lv[i]->mip = m;
        t->n = i + 1;
    }
    m->desc = *desc;
    m->type = flags & hipArrayCubemap ? (flags & hipArrayLayered ? hipTextureTypeCubemapLayered
                                                                 : hipTextureTypeCubemap)
              : flags & hipArrayLayered ? (h ? hipTextureType2DLayered : hipTextureType1DLayered)
              : d ? hipTextureType3D : h ? hipTextureType2D : hipTextureType1D;
    m->width = (unsigned)w;
    m->height = (unsigned)h;
    m->depth = (unsigned)d;
    m->min_mipmap_level = 0;
    m->max_mipmap_level = levels - 1;
    m->flags = flags;
    m->format = hs_layout_format(&fmt);
    m->num_channels = fmt.nch;
    pthread_mutex_lock(&hs_arr_mu);
    ut_map_put(&hs_mipmaps, &m, sizeof m, m);
    for (unsigned i = 0; i < levels; i++)
        ut_map_put(&hs_arrays, &t->lv[i], sizeof t->lv[i], t->lv[i]);
    pthread_mutex_unlock(&hs_arr_mu);
    *out = m;
    return hipSuccess;
}

hipError_t hipMallocMipmappedArray(hipMipmappedArray_t *out, const struct hipChannelFormatDesc *desc,
                                   struct hipExtent e, unsigned int numLevels, unsigned int flags)
{
    return hs_mipmap_create(out, desc, e.width, e.height, e.depth, numLevels, flags);
}

hipError_t hipMipmappedArrayCreate(hipMipmappedArray_t *out, HIP_ARRAY3D_DESCRIPTOR *ad,
                                   unsigned int numLevels)
{
    if (!out || !ad) HS_RETURN(hipErrorInvalidValue);
    hs_image fmt;
    hipChannelFormatDesc d;
    if (!hs_format_layout(ad->Format, ad->NumChannels, &fmt, &d)) HS_RETURN(hipErrorInvalidValue);
    return hs_mipmap_create(out, &d, ad->Width, ad->Height, ad->Depth, numLevels, ad->Flags);
}

struct hipMipmappedArray *hs_mipmap_get(hipMipmappedArray_const_t h, struct hipArray *const **lv,
                                        unsigned *n)
{
    if (!h)
        return NULL;
    pthread_mutex_lock(&hs_arr_mu);
    struct hipMipmappedArray *m = ut_map_get(&hs_mipmaps, &h, sizeof h);
    pthread_mutex_unlock(&hs_arr_mu);
    if (m) {
        const hs_mip *t = m->data;
        if (lv) *lv = t->lv;
        if (n) *n = t->n;
    }
    return m;
}

hipError_t hipFreeMipmappedArray(hipMipmappedArray_t h)
{
    if (!h)
        return hipSuccess;
    hs_sched_wait_all();
    pthread_mutex_lock(&hs_arr_mu);
    struct hipMipmappedArray *m = ut_map_get(&hs_mipmaps, &h, sizeof h);
    if (m) {
        hs_mip *t = m->data;
        ut_map_put(&hs_mipmaps, &h, sizeof h, NULL);
        for (unsigned i = 0; i < t->n; i++)
            ut_map_put(&hs_arrays, &t->lv[i], sizeof t->lv[i], NULL);
    }
    pthread_mutex_unlock(&hs_arr_mu);
    if (!m) HS_RETURN(hipErrorInvalidHandle);
    hs_mipmap_release(m);
    return hipSuccess;
}

hipError_t hipMipmappedArrayDestroy(hipMipmappedArray_t h)
{
    if (!h) HS_RETURN(hipErrorInvalidHandle);
    return hipFreeMipmappedArray(h);
}

hipError_t hipGetMipmappedArrayLevel(hipArray_t *out, hipMipmappedArray_const_t h, unsigned int level)
{
    if (!out) HS_RETURN(hipErrorInvalidValue);
    struct hipArray *const *lv;
    unsigned n;
    if (!hs_mipmap_get(h, &lv, &n)) HS_RETURN(hipErrorInvalidHandle);
    if (level >= n) HS_RETURN(hipErrorInvalidValue);
    *out = lv[level];
    return hipSuccess;
}

hipError_t hipMipmappedArrayGetLevel(hipArray_t *out, hipMipmappedArray_t h, unsigned int level)
{
    return hipGetMipmappedArrayLevel(out, h, level);
}

/* ---- pitched allocations ---- */
hipError_t hipMalloc3D(hipPitchedPtr *pp, hipExtent e)
{
    if (!pp) HS_RETURN(hipErrorInvalidValue);
    size_t rows = e.height * e.depth;
    if (e.depth && rows / e.depth != e.height) HS_RETURN(hipErrorOutOfMemory);
    size_t pitch = 0;
    void *p = NULL;
    hipError_t r = hipMallocPitch(&p, &pitch, e.width, rows);
    if (r != hipSuccess)
        return r;
    *pp = make_hipPitchedPtr(p, pitch, e.width, e.height);
    return hipSuccess;
}

hipError_t hipMemAllocPitch(hipDeviceptr_t *dptr, size_t *pitch, size_t widthInBytes, size_t height,
                            unsigned int elementSizeBytes)
{
    if (elementSizeBytes != 4 && elementSizeBytes != 8 && elementSizeBytes != 16)
        HS_RETURN(hipErrorInvalidValue);
    return hipMallocPitch(dptr, pitch, widthInBytes, height);
}

void hs_array_reset(void)
{
    pthread_mutex_lock(&hs_arr_mu);
    for (size_t i = 0; i < hs_arrays.cap; i++) {   /* levels go with their mipmapped array */
        struct hipArray *a = hs_arrays.slots[i].key ? hs_arrays.slots[i].val : NULL;
        if (a && !a->mip)
            hs_array_release(a);
    }
    for (size_t i = 0; i < hs_mipmaps.cap; i++)
        if (hs_mipmaps.slots[i].key && hs_mipmaps.slots[i].val)
            hs_mipmap_release(hs_mipmaps.slots[i].val);
    ut_map_free(&hs_mipmaps, NULL);
    ut_map_free(&hs_arrays, NULL);
    pthread_mutex_unlock(&hs_arr_mu);
}
