/* hs_texture.c - texture and surface objects (hipCreateTextureObject, the driver API's
 * hipTexObjectCreate, hipCreateSurfaceObject) over arrays, mipmapped arrays, linear and pitched
 * memory, and the deprecated texture references (hipBindTexture*, hipTexRef*), which bind a
 * texture object into the reference. An object is an hs_image per mipmap level plus the
 * sampling state resolved from the descriptors (hs_image.h); kernels sample it in
 * hipshim/hs_texture.hpp. The descriptors the program gave are kept for the Get calls.
 * Ownership: objects are this file's from their create call to their destroy call (or
 * hipDeviceReset); a texture reference owns the object its last bind made, until the next bind
 * or hipUnbindTexture. Objects point into arrays and memory they do not own. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hs_internal.h"

typedef struct hs_texapi {
    hipResourceDesc res;
    hipTextureDesc tex;
    struct hipResourceViewDesc view;
} hs_texapi;

static pthread_mutex_t hs_tex_mu = PTHREAD_MUTEX_INITIALIZER;
static ut_map hs_texs, hs_surfs;   /* handle -> object while it lives, NULL after */

static void *hs_live(ut_map *m, const void *h)
{
    if (!h)
        return NULL;
    pthread_mutex_lock(&hs_tex_mu);
    void *o = ut_map_get(m, &h, sizeof h);
    pthread_mutex_unlock(&hs_tex_mu);
    return o;
}

static void hs_publish(ut_map *m, void *o)
{
    pthread_mutex_lock(&hs_tex_mu);
    ut_map_put(m, &o, sizeof o, o);
    pthread_mutex_unlock(&hs_tex_mu);
}

/* Removes a live object from its table; 0 when it was not live. */
static int hs_retire(ut_map *m, const void *h)
{
    pthread_mutex_lock(&hs_tex_mu);
    int live = ut_map_get(m, &h, sizeof h) != NULL;
    if (live)
        ut_map_put(m, &h, sizeof h, NULL);
    pthread_mutex_unlock(&hs_tex_mu);
    return live;
}

static void hs_tex_free(struct __hip_texture *t)
{
    t->magic = 0;
    free(t->api);
    free(t);
}

/* The layout of a resource view format (hipResViewFormat*); 0 for none or block-compressed. */
static int hs_view_layout(hipResourceViewFormat f, hs_image *img)
{
    static const struct { int kind; unsigned char nch, bits; } v[] = {
        { 0, 0, 0 },
        { HS_IMG_UNSIGNED, 1, 8 }, { HS_IMG_UNSIGNED, 2, 8 }, { HS_IMG_UNSIGNED, 4, 8 },
        { HS_IMG_SIGNED, 1, 8 }, { HS_IMG_SIGNED, 2, 8 }, { HS_IMG_SIGNED, 4, 8 },
        { HS_IMG_UNSIGNED, 1, 16 }, { HS_IMG_UNSIGNED, 2, 16 }, { HS_IMG_UNSIGNED, 4, 16 },
        { HS_IMG_SIGNED, 1, 16 }, { HS_IMG_SIGNED, 2, 16 }, { HS_IMG_SIGNED, 4, 16 },
        { HS_IMG_UNSIGNED, 1, 32 }, { HS_IMG_UNSIGNED, 2, 32 }, { HS_IMG_UNSIGNED, 4, 32 },
        { HS_IMG_SIGNED, 1, 32 }, { HS_IMG_SIGNED, 2, 32 }, { HS_IMG_SIGNED, 4, 32 },
        { HS_IMG_HALF, 1, 16 }, { HS_IMG_HALF, 2, 16 }, { HS_IMG_HALF, 4, 16 },
        { HS_IMG_FLOAT, 1, 32 }, { HS_IMG_FLOAT, 2, 32 }, { HS_IMG_FLOAT, 4, 32 },
    };
    if (f <= 0 || (size_t)f >= sizeof v / sizeof v[0])
        return 0;
    img->kind = (unsigned char)v[f].kind;
    img->nch = v[f].nch;
    img->csize = v[f].bits / 8;
    img->esize = (unsigned char)(v[f].nch * v[f].bits / 8);
    return 1;
}

/* Fills the images, dimensions and layering of t from a resource (and a view, may be NULL). */
static hipError_t hs_resource(struct __hip_texture *t, const hipResourceDesc *r,
                              const struct hipResourceViewDesc *view)
{
    struct hipArray *const *lv = NULL;
    struct hipArray *one = NULL;
    unsigned n = 0;
    switch (r->resType) {
    case hipResourceTypeArray:
        if (!(one = hs_array_get(r->res.array.array))) return hipErrorInvalidHandle;
        lv = &one;
        n = 1;
        break;
    case hipResourceTypeMipmappedArray:
        if (!hs_mipmap_get(r->res.mipmap.mipmap, &lv, &n)) return hipErrorInvalidHandle;
        break;
    case hipResourceTypeLinear: {
        hs_image *im = &t->lv[0];
        if (!hs_channel_layout(&r->res.linear.desc, im) || !r->res.linear.devPtr ||
            r->res.linear.sizeInBytes < im->esize)
            return hipErrorInvalidValue;
        if (hs_mem_check_device(r->res.linear.devPtr, r->res.linear.sizeInBytes))
            return hipErrorInvalidValue;
        im->data = r->res.linear.devPtr;
        im->width = r->res.linear.sizeInBytes / im->esize;
        im->height = im->depth = im->layers = 1;
        im->pitch = im->slice = im->width * im->esize;
        t->nlevels = 1;
        t->dims = 1;
        t->linear_mem = 1;
        break;
    }
    case hipResourceTypePitch2D: {
        hs_image *im = &t->lv[0];
        if (!hs_channel_layout(&r->res.pitch2D.desc, im) || !r->res.pitch2D.devPtr ||
            !r->res.pitch2D.width || !r->res.pitch2D.height ||
            r->res.pitch2D.pitchInBytes / im->esize < r->res.pitch2D.width)
            return hipErrorInvalidValue;
        size_t span = r->res.pitch2D.pitchInBytes * (r->res.pitch2D.height - 1) +
                      r->res.pitch2D.width * im->esize;
        if (hs_mem_check_device(r->res.pitch2D.devPtr, span)) return hipErrorInvalidValue;
        im->data = r->res.pitch2D.devPtr;
        im->width = r->res.pitch2D.width;
        im->height = r->res.pitch2D.height;
        im->depth = im->layers = 1;
        im->pitch = r->res.pitch2D.pitchInBytes;
        im->slice = im->pitch * im->height;
        t->nlevels = 1;
        t->dims = 2;
        break;
    }
    default:
        return hipErrorInvalidValue;
    }
    if (!lv)
        return view && view->format ? hipErrorInvalidValue : hipSuccess;
    /* arrays: levels, dimensions and layering from the first level */
    const struct hipArray *a = lv[0];
    unsigned first = 0, last = n - 1;
    if (view) {
        if (view->firstMipmapLevel > view->lastMipmapLevel || view->lastMipmapLevel >= n)
            return hipErrorInvalidValue;
        first = view->firstMipmapLevel;
        last = view->lastMipmapLevel;
    }
    t->layered = (a->flags & hipArrayLayered) != 0;
    t->cubemap = (a->flags & hipArrayCubemap) != 0;
    t->dims = t->cubemap ? 3 : a->height == 0 ? 1 : a->depth && !t->layered ? 3 : 2;
    t->nlevels = last - first + 1;
    for (unsigned i = 0; i < t->nlevels; i++)
        t->lv[i] = lv[first + i]->img;
    if (view && view->format) {
        hs_image f;
        if (!hs_view_layout(view->format, &f) || f.esize != a->img.esize)
            return hipErrorInvalidValue;
        for (unsigned i = 0; i < t->nlevels; i++) {
            t->lv[i].kind = f.kind;
            t->lv[i].nch = f.nch;
            t->lv[i].csize = f.csize;
        }
    }
    if (view && (t->layered || t->cubemap) && (view->firstLayer || view->lastLayer)) {
        size_t layers = t->lv[0].layers;
        if (view->firstLayer > view->lastLayer || view->lastLayer >= layers)
            return hipErrorInvalidValue;
        for (unsigned i = 0; i < t->nlevels; i++) {
            t->lv[i].data += view->firstLayer * t->lv[i].slice;
            t->lv[i].layers = view->lastLayer - view->firstLayer + 1;
        }
    }
    return hipSuccess;
}

static hipError_t hs_tex_create(hipTextureObject_t *out, const hipResourceDesc *r,
                                const hipTextureDesc *d, const struct hipResourceViewDesc *view)
{
    if (!out || !r || !d) return hipErrorInvalidValue;
    for (int i = 0; i < 3; i++)
        if ((unsigned)d->addressMode[i] > hipAddressModeBorder) return hipErrorInvalidValue;
    if ((unsigned)d->filterMode > hipFilterModeLinear ||
        (unsigned)d->mipmapFilterMode > hipFilterModeLinear ||
        (unsigned)d->readMode > hipReadModeNormalizedFloat)
        return hipErrorInvalidValue;
    struct __hip_texture *t = calloc(1, sizeof *t);
    hs_texapi *api = calloc(1, sizeof *api);
    if (!t || !api) {
        free(t);
        free(api);
        return hipErrorOutOfMemory;
    }
    hipError_t e = hs_resource(t, r, view);
    if (e != hipSuccess) {
        free(t);
        free(api);
        return e;
    }
    for (int i = 0; i < 3; i++)
        t->addr[i] = (unsigned char)d->addressMode[i];
    t->filter = (unsigned char)d->filterMode;
    t->mip_filter = (unsigned char)d->mipmapFilterMode;
    /* 8- and 16-bit integers may be read as normalised floats; 32-bit ones and floats as they are */
    t->read_norm = d->readMode == hipReadModeNormalizedFloat &&
                   (t->lv[0].kind == HS_IMG_SIGNED || t->lv[0].kind == HS_IMG_UNSIGNED) &&
                   t->lv[0].csize < 4;
    t->norm_coords = d->normalizedCoords != 0;
    t->srgb = d->sRGB != 0;
    memcpy(t->border, d->borderColor, sizeof t->border);
    t->lod_bias = d->mipmapLevelBias;
    t->min_lod = d->minMipmapLevelClamp;
    t->max_lod = d->maxMipmapLevelClamp;
    t->has_view = view != NULL;
    api->res = *r;
    api->tex = *d;
    if (view)
        api->view = *view;
    t->api = api;
    t->magic = HS_TEX_MAGIC;
    hs_publish(&hs_texs, t);
    *out = t;
    return hipSuccess;
}

hipError_t hipCreateTextureObject(hipTextureObject_t *out, const hipResourceDesc *r,
                                  const hipTextureDesc *d, const struct hipResourceViewDesc *view)
{
    hipError_t e = hs_tex_create(out, r, d, view);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipDestroyTextureObject(hipTextureObject_t t)
{
    if (!t)
        return hipSuccess;
    if (!hs_retire(&hs_texs, t)) HS_RETURN(hipErrorInvalidHandle);
    hs_sched_wait_all();   /* kernels in flight may sample it */
    hs_tex_free(t);
    return hipSuccess;
}

static const hs_texapi *hs_tex_api(hipTextureObject_t h)
{
    struct __hip_texture *t = hs_live(&hs_texs, h);
    return t ? t->api : NULL;
}

hipError_t hipGetTextureObjectResourceDesc(hipResourceDesc *out, hipTextureObject_t h)
{
    if (!out) HS_RETURN(hipErrorInvalidValue);
    const hs_texapi *a = hs_tex_api(h);
    if (!a) HS_RETURN(hipErrorInvalidHandle);
    *out = a->res;
    return hipSuccess;
}

hipError_t hipGetTextureObjectTextureDesc(hipTextureDesc *out, hipTextureObject_t h)
{
    if (!out) HS_RETURN(hipErrorInvalidValue);
    const hs_texapi *a = hs_tex_api(h);
    if (!a) HS_RETURN(hipErrorInvalidHandle);
    *out = a->tex;
    return hipSuccess;
}

hipError_t hipGetTextureObjectResourceViewDesc(struct hipResourceViewDesc *out, hipTextureObject_t h)
{
    if (!out) HS_RETURN(hipErrorInvalidValue);
    struct __hip_texture *t = hs_live(&hs_texs, h);
    if (!t) HS_RETURN(hipErrorInvalidHandle);
    if (!t->has_view) HS_RETURN(hipErrorInvalidValue);
    *out = ((const hs_texapi *)t->api)->view;
    return hipSuccess;
}

/* ---- the driver API's forms ---- */
static hipError_t hs_drv_res(hipResourceDesc *r, const HIP_RESOURCE_DESC *d)
{
    memset(r, 0, sizeof *r);
    hs_image img;
    switch (d->resType) {
    case HIP_RESOURCE_TYPE_ARRAY:
        r->resType = hipResourceTypeArray;
        r->res.array.array = d->res.array.hArray;
        return hipSuccess;
    case HIP_RESOURCE_TYPE_MIPMAPPED_ARRAY:
        r->resType = hipResourceTypeMipmappedArray;
        r->res.mipmap.mipmap = d->res.mipmap.hMipmappedArray;
        return hipSuccess;
    case HIP_RESOURCE_TYPE_LINEAR:
        r->resType = hipResourceTypeLinear;
        r->res.linear.devPtr = d->res.linear.devPtr;
        r->res.linear.sizeInBytes = d->res.linear.sizeInBytes;
        return hs_format_layout(d->res.linear.format, d->res.linear.numChannels, &img,
                                &r->res.linear.desc) ? hipSuccess : hipErrorInvalidValue;
    case HIP_RESOURCE_TYPE_PITCH2D:
        r->resType = hipResourceTypePitch2D;
        r->res.pitch2D.devPtr = d->res.pitch2D.devPtr;
        r->res.pitch2D.width = d->res.pitch2D.width;
        r->res.pitch2D.height = d->res.pitch2D.height;
        r->res.pitch2D.pitchInBytes = d->res.pitch2D.pitchInBytes;
        return hs_format_layout(d->res.pitch2D.format, d->res.pitch2D.numChannels, &img,
                                &r->res.pitch2D.desc) ? hipSuccess : hipErrorInvalidValue;
    default:
        return hipErrorInvalidValue;
    }
}

/* The driver API reads 8- and 16-bit integers as normalised floats unless
 * HIP_TRSF_READ_AS_INTEGER is set. */
static void hs_drv_tex(hipTextureDesc *t, const HIP_TEXTURE_DESC *d)
{
    memset(t, 0, sizeof *t);
    for (int i = 0; i < 3; i++)
        t->addressMode[i] = (enum hipTextureAddressMode)d->addressMode[i];
    t->filterMode = (enum hipTextureFilterMode)d->filterMode;
    t->readMode = d->flags & HIP_TRSF_READ_AS_INTEGER ? hipReadModeElementType : hipReadModeNormalizedFloat;
    t->sRGB = (d->flags & HIP_TRSF_SRGB) != 0;
    memcpy(t->borderColor, d->borderColor, sizeof t->borderColor);
    t->normalizedCoords = (d->flags & HIP_TRSF_NORMALIZED_COORDINATES) != 0;
    t->maxAnisotropy = d->maxAnisotropy;
    t->mipmapFilterMode = (enum hipTextureFilterMode)d->mipmapFilterMode;
    t->mipmapLevelBias = d->mipmapLevelBias;
    t->minMipmapLevelClamp = d->minMipmapLevelClamp;
    t->maxMipmapLevelClamp = d->maxMipmapLevelClamp;
}

hipError_t hipTexObjectCreate(hipTextureObject_t *out, const HIP_RESOURCE_DESC *rd,
                              const HIP_TEXTURE_DESC *td, const HIP_RESOURCE_VIEW_DESC *vd)
{
    if (!out || !rd || !td || rd->flags) HS_RETURN(hipErrorInvalidValue);
    hipResourceDesc r;
    hipTextureDesc t;
    struct hipResourceViewDesc v;
    hipError_t e = hs_drv_res(&r, rd);
    if (e != hipSuccess) HS_RETURN(e);
    hs_drv_tex(&t, td);
    if (vd)
        v = (struct hipResourceViewDesc){ (enum hipResourceViewFormat)vd->format, vd->width,
                                          vd->height, vd->depth, vd->firstMipmapLevel,
                                          vd->lastMipmapLevel, vd->firstLayer, vd->lastLayer };
    e = hs_tex_create(out, &r, &t, vd ? &v : NULL);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipTexObjectDestroy(hipTextureObject_t t) { return hipDestroyTextureObject(t); }

hipError_t hipTexObjectGetResourceDesc(HIP_RESOURCE_DESC *out, hipTextureObject_t h)
{
    if (!out) HS_RETURN(hipErrorInvalidValue);
    const hs_texapi *a = hs_tex_api(h);
    if (!a) HS_RETURN(hipErrorInvalidHandle);
    const hipResourceDesc *r = &a->res;
    memset(out, 0, sizeof *out);
    out->resType = (HIPresourcetype)r->resType;
    hs_image img;
    memset(&img, 0, sizeof img);
    switch (r->resType) {
    case hipResourceTypeArray: out->res.array.hArray = r->res.array.array; break;
    case hipResourceTypeMipmappedArray: out->res.mipmap.hMipmappedArray = r->res.mipmap.mipmap; break;
    case hipResourceTypeLinear:
        out->res.linear.devPtr = r->res.linear.devPtr;
        out->res.linear.sizeInBytes = r->res.linear.sizeInBytes;
        hs_channel_layout(&r->res.linear.desc, &img);
        out->res.linear.numChannels = img.nch;
        break;
    case hipResourceTypePitch2D:
        out->res.pitch2D.devPtr = r->res.pitch2D.devPtr;
        out->res.pitch2D.width = r->res.pitch2D.width;
        out->res.pitch2D.height = r->res.pitch2D.height;
        out->res.pitch2D.pitchInBytes = r->res.pitch2D.pitchInBytes;
        hs_channel_layout(&r->res.pitch2D.desc, &img);
        out->res.pitch2D.numChannels = img.nch;
        break;
    }
    /* the format of a linear or pitched resource, from its layout */
    if (r->resType == hipResourceTypeLinear || r->resType == hipResourceTypePitch2D) {
        static const hipArray_Format fu[] = { 0, HIP_AD_FORMAT_UNSIGNED_INT8, HIP_AD_FORMAT_UNSIGNED_INT16,
                                              0, HIP_AD_FORMAT_UNSIGNED_INT32 };
        static const hipArray_Format fs[] = { 0, HIP_AD_FORMAT_SIGNED_INT8, HIP_AD_FORMAT_SIGNED_INT16,
                                              0, HIP_AD_FORMAT_SIGNED_INT32 };
        hipArray_Format f = img.kind == HS_IMG_HALF ? HIP_AD_FORMAT_HALF
                            : img.kind == HS_IMG_FLOAT ? HIP_AD_FORMAT_FLOAT
                            : img.kind == HS_IMG_SIGNED ? fs[img.csize] : fu[img.csize];
        if (r->resType == hipResourceTypeLinear)
            out->res.linear.format = f;
        else
            out->res.pitch2D.format = f;
    }
    return hipSuccess;
}

hipError_t hipTexObjectGetTextureDesc(HIP_TEXTURE_DESC *out, hipTextureObject_t h)
{
    if (!out) HS_RETURN(hipErrorInvalidValue);
    const hs_texapi *a = hs_tex_api(h);
    if (!a) HS_RETURN(hipErrorInvalidHandle);
    const hipTextureDesc *t = &a->tex;
    memset(out, 0, sizeof *out);
    for (int i = 0; i < 3; i++)
        out->addressMode[i] = (HIPaddress_mode)t->addressMode[i];
    out->filterMode = (HIPfilter_mode)t->filterMode;
    out->flags = (t->readMode == hipReadModeElementType ? HIP_TRSF_READ_AS_INTEGER : 0) |
                 (t->normalizedCoords ? HIP_TRSF_NORMALIZED_COORDINATES : 0) |
                 (t->sRGB ? HIP_TRSF_SRGB : 0);
    out->maxAnisotropy = t->maxAnisotropy;
    out->mipmapFilterMode = (HIPfilter_mode)t->mipmapFilterMode;
    out->mipmapLevelBias = t->mipmapLevelBias;
    out->minMipmapLevelClamp = t->minMipmapLevelClamp;
    out->maxMipmapLevelClamp = t->maxMipmapLevelClamp;
    memcpy(out->borderColor, t->borderColor, sizeof out->borderColor);
    return hipSuccess;
}

hipError_t hipTexObjectGetResourceViewDesc(HIP_RESOURCE_VIEW_DESC *out, hipTextureObject_t h)
{
    struct hipResourceViewDesc v;
    hipError_t e = hipGetTextureObjectResourceViewDesc(out ? &v : NULL, h);
    if (e != hipSuccess)
        return e;
    memset(out, 0, sizeof *out);
    out->format = (HIPresourceViewFormat)v.format;
    out->width = v.width;
    out->height = v.height;
    out->depth = v.depth;
    out->firstMipmapLevel = v.firstMipmapLevel;
    out->lastMipmapLevel = v.lastMipmapLevel;
    out->firstLayer = v.firstLayer;
    out->lastLayer = v.lastLayer;
    return hipSuccess;
}

hipError_t hipDeviceGetTexture1DLinearMaxWidth(size_t *w, const hipChannelFormatDesc *d, int device)
{
    hs_image img;
    if (!w || !hs_channel_layout(d, &img)) HS_RETURN(hipErrorInvalidValue);
    if (device != 0) HS_RETURN(hipErrorInvalidDevice);
    *w = (size_t)1 << 27;   /* hipDeviceAttributeMaxTexture1DLinear's value */
    return hipSuccess;
}

/* ---- surface objects ---- */
hipError_t hipCreateSurfaceObject(hipSurfaceObject_t *out, const hipResourceDesc *r)
{
    if (!out || !r) HS_RETURN(hipErrorInvalidValue);
    if (r->resType != hipResourceTypeArray) HS_RETURN(hipErrorInvalidValue);
    struct hipArray *a = hs_array_get(r->res.array.array);
    if (!a) HS_RETURN(hipErrorInvalidHandle);
    struct __hip_surface *s = calloc(1, sizeof *s);
    hipResourceDesc *api = malloc(sizeof *api);
    if (!s || !api) {
        free(s);
        free(api);
        HS_RETURN(hipErrorOutOfMemory);
    }
    *api = *r;
    s->img = a->img;
    s->layered = (a->flags & hipArrayLayered) != 0;
    s->cubemap = (a->flags & hipArrayCubemap) != 0;
    s->dims = a->height == 0 ? 1 : a->depth && !s->layered && !s->cubemap ? 3 : 2;
    s->api = api;
    s->magic = HS_SURF_MAGIC;
    hs_publish(&hs_surfs, s);
    *out = s;
    return hipSuccess;
}

hipError_t hipDestroySurfaceObject(hipSurfaceObject_t s)
{
    if (!s)
        return hipSuccess;
    if (!hs_retire(&hs_surfs, s)) HS_RETURN(hipErrorInvalidHandle);
    hs_sched_wait_all();
    s->magic = 0;
    free(s->api);
    free(s);
    return hipSuccess;
}

/* ---- texture references: a bind makes the reference's texture object ---- */
/* Replaces the reference's object by one over r with the reference's sampling state. */
static hipError_t hs_ref_bind(const textureReference *cref, const hipResourceDesc *r)
{
    if (!cref) return hipErrorInvalidValue;
    textureReference *ref = (textureReference *)cref;   /* HIP's own casts away the const too */
    hipTextureDesc d;
    memset(&d, 0, sizeof d);
    for (int i = 0; i < 3; i++)
        d.addressMode[i] = ref->addressMode[i];
    d.filterMode = ref->filterMode;
    d.readMode = ref->readMode;
    d.sRGB = ref->sRGB;
    d.normalizedCoords = ref->normalized;
    d.maxAnisotropy = ref->maxAnisotropy;
    d.mipmapFilterMode = ref->mipmapFilterMode;
    d.mipmapLevelBias = ref->mipmapLevelBias;
    d.minMipmapLevelClamp = ref->minMipmapLevelClamp;
    d.maxMipmapLevelClamp = ref->maxMipmapLevelClamp;
    hipTextureObject_t t;
    hipError_t e = hs_tex_create(&t, r, &d, NULL);
    if (e != hipSuccess)
        return e;
    hipTextureObject_t old = ref->textureObject;
    ref->textureObject = t;
    if (old && hs_retire(&hs_texs, old)) {
        hs_sched_wait_all();
        hs_tex_free(old);
    }
    return hipSuccess;
}

static hipError_t hs_ref_done(hipError_t e)
{
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipBindTexture(size_t *offset, const textureReference *tex, const void *p,
                          const hipChannelFormatDesc *desc, size_t size)
{
    if (!desc) HS_RETURN(hipErrorInvalidValue);
    if (offset) *offset = 0;   /* any address can be sampled from its first byte */
    hipResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = hipResourceTypeLinear;
    r.res.linear.devPtr = (void *)p;
    r.res.linear.desc = *desc;
    r.res.linear.sizeInBytes = size;
    if (p && size == UINT32_MAX) {   /* not given: to the end of the allocation */
        hipDeviceptr_t base;
        size_t n;
        if (hipMemGetAddressRange(&base, &n, (hipDeviceptr_t)p) == hipSuccess)
            r.res.linear.sizeInBytes = n - (size_t)((const char *)p - (const char *)base);
        else
            (void)hipGetLastError();
    }
    return hs_ref_done(hs_ref_bind(tex, &r));
}

hipError_t hipBindTexture2D(size_t *offset, const textureReference *tex, const void *p,
                            const hipChannelFormatDesc *desc, size_t width, size_t height,
                            size_t pitch)
{
    if (!desc) HS_RETURN(hipErrorInvalidValue);
    if (offset) *offset = 0;
    hipResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = hipResourceTypePitch2D;
    r.res.pitch2D.devPtr = (void *)p;
    r.res.pitch2D.desc = *desc;
    r.res.pitch2D.width = width;
    r.res.pitch2D.height = height;
    r.res.pitch2D.pitchInBytes = pitch;
    return hs_ref_done(hs_ref_bind(tex, &r));
}

hipError_t hipBindTextureToArray(const textureReference *tex, hipArray_const_t a,
                                 const hipChannelFormatDesc *desc)
{
    (void)desc;   /* the array's own format is what its texels are */
    hipResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = hipResourceTypeArray;
    r.res.array.array = (hipArray_t)a;
    return hs_ref_done(hs_ref_bind(tex, &r));
}

hipError_t hipBindTextureToMipmappedArray(const textureReference *tex, hipMipmappedArray_const_t m,
                                          const hipChannelFormatDesc *desc)
{
    (void)desc;
    hipResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = hipResourceTypeMipmappedArray;
    r.res.mipmap.mipmap = (hipMipmappedArray_t)m;
    return hs_ref_done(hs_ref_bind(tex, &r));
}

hipError_t hipUnbindTexture(const textureReference *cref)
{
    if (!cref) HS_RETURN(hipErrorInvalidValue);
    textureReference *ref = (textureReference *)cref;
    hipTextureObject_t t = ref->textureObject;
    ref->textureObject = NULL;
    return hipDestroyTextureObject(t);
}

hipError_t hipGetTextureAlignmentOffset(size_t *offset, const textureReference *ref)
{
    if (!offset || !ref) HS_RETURN(hipErrorInvalidValue);
    *offset = 0;
    return hipSuccess;
}

/* A reference is an ordinary variable here: the symbol is the reference. */
hipError_t hipGetTextureReference(const textureReference **out, const void *symbol)
{
    if (!out || !symbol) HS_RETURN(hipErrorInvalidValue);
    *out = (const textureReference *)symbol;
    return hipSuccess;
}

static const hs_texapi *hs_ref_api(const textureReference *ref)
{
    return ref ? hs_tex_api(ref->textureObject) : NULL;
}

hipError_t hipTexRefGetAddress(hipDeviceptr_t *out, const textureReference *ref)
{
    if (!out) HS_RETURN(hipErrorInvalidValue);
    const hs_texapi *a = hs_ref_api(ref);
    if (!a || (a->res.resType != hipResourceTypeLinear && a->res.resType != hipResourceTypePitch2D))
        HS_RETURN(hipErrorInvalidValue);
    *out = a->res.resType == hipResourceTypeLinear ? a->res.res.linear.devPtr
                                                   : a->res.res.pitch2D.devPtr;
    return hipSuccess;
}

hipError_t hipTexRefGetArray(hipArray_t *out, const textureReference *ref)
{
    if (!out) HS_RETURN(hipErrorInvalidValue);
    const hs_texapi *a = hs_ref_api(ref);
    if (!a || a->res.resType != hipResourceTypeArray) HS_RETURN(hipErrorInvalidValue);
    *out = a->res.res.array.array;
    return hipSuccess;
}

hipError_t hipTexRefGetMipMappedArray(hipMipmappedArray_t *out, const textureReference *ref)
{
    if (!out) HS_RETURN(hipErrorInvalidValue);
    const hs_texapi *a = hs_ref_api(ref);
    if (!a || a->res.resType != hipResourceTypeMipmappedArray) HS_RETURN(hipErrorInvalidValue);
    *out = a->res.res.mipmap.mipmap;
    return hipSuccess;
}

hipError_t hipTexRefGetAddressMode(enum hipTextureAddressMode *out, const textureReference *ref,
                                   int dim)
{
    if (!out || !ref || dim < 0 || dim > 2) HS_RETURN(hipErrorInvalidValue);
    *out = ref->addressMode[dim];
    return hipSuccess;
}

/* The border colour lives in the bound object's descriptor (textureReference has no field). */
hipError_t hipTexRefGetBorderColor(float *out, const textureReference *ref)
{
    if (!out || !ref) HS_RETURN(hipErrorInvalidValue);
    const hs_texapi *a = hs_ref_api(ref);
    if (a)
        memcpy(out, a->tex.borderColor, 4 * sizeof *out);
    else
        memset(out, 0, 4 * sizeof *out);
    return hipSuccess;
}

hipError_t hipTexRefGetFilterMode(enum hipTextureFilterMode *out, const textureReference *ref)
{
    if (!out || !ref) HS_RETURN(hipErrorInvalidValue);
    *out = ref->filterMode;
    return hipSuccess;
}

hipError_t hipTexRefGetFlags(unsigned int *out, const textureReference *ref)
{
    if (!out || !ref) HS_RETURN(hipErrorInvalidValue);
    *out = (ref->readMode == hipReadModeElementType ? HIP_TRSF_READ_AS_INTEGER : 0) |
           (ref->normalized ? HIP_TRSF_NORMALIZED_COORDINATES : 0) | (ref->sRGB ? HIP_TRSF_SRGB : 0);
    return hipSuccess;
}

hipError_t hipTexRefGetFormat(hipArray_Format *fmt, int *nch, const textureReference *ref)
{
    if (!fmt || !nch || !ref) HS_RETURN(hipErrorInvalidValue);
    *fmt = ref->format;
    *nch = ref->numChannels;
    return hipSuccess;
}

hipError_t hipTexRefGetMaxAnisotropy(int *out, const textureReference *ref)
{
    if (!out || !ref) HS_RETURN(hipErrorInvalidValue);
    *out = (int)ref->maxAnisotropy;
    return hipSuccess;
}

hipError_t hipTexRefGetMipmapFilterMode(enum hipTextureFilterMode *out, const textureReference *ref)
{
    if (!out || !ref) HS_RETURN(hipErrorInvalidValue);
    *out = ref->mipmapFilterMode;
    return hipSuccess;
}

hipError_t hipTexRefGetMipmapLevelBias(float *out, const textureReference *ref)
{
    if (!out || !ref) HS_RETURN(hipErrorInvalidValue);
    *out = ref->mipmapLevelBias;
    return hipSuccess;
}

hipError_t hipTexRefGetMipmapLevelClamp(float *mn, float *mx, const textureReference *ref)
{
    if (!mn || !mx || !ref) HS_RETURN(hipErrorInvalidValue);
    *mn = ref->minMipmapLevelClamp;
    *mx = ref->maxMipmapLevelClamp;
    return hipSuccess;
}

/* The driver API's binds take the reference's format (hipTexRefSetFormat). */
static hipError_t hs_ref_desc(const textureReference *ref, hipChannelFormatDesc *d)
{
    hs_image img;
    return ref && hs_format_layout(ref->format, (unsigned)ref->numChannels, &img, d)
               ? hipSuccess : hipErrorInvalidValue;
}

hipError_t hipTexRefSetAddress(size_t *off, textureReference *ref, hipDeviceptr_t p, size_t bytes)
{
    hipChannelFormatDesc d;
    if (hs_ref_desc(ref, &d)) HS_RETURN(hipErrorInvalidValue);
    return hipBindTexture(off, ref, p, &d, bytes);
}

hipError_t hipTexRefSetAddress2D(textureReference *ref, const HIP_ARRAY_DESCRIPTOR *ad,
                                 hipDeviceptr_t p, size_t pitch)
{
    if (!ad || !ref) HS_RETURN(hipErrorInvalidValue);
    hs_image img;
    hipChannelFormatDesc d;
    if (!hs_format_layout(ad->Format, ad->NumChannels, &img, &d)) HS_RETURN(hipErrorInvalidValue);
    return hipBindTexture2D(NULL, ref, p, &d, ad->Width, ad->Height, pitch);
}

hipError_t hipTexRefSetArray(textureReference *ref, hipArray_const_t a, unsigned int flags)
{
    if (flags != HIP_TRSA_OVERRIDE_FORMAT) HS_RETURN(hipErrorInvalidValue);
    return hipBindTextureToArray(ref, a, NULL);
}

hipError_t hipTexRefSetMipmappedArray(textureReference *ref, struct hipMipmappedArray *m,
                                      unsigned int flags)
{
    if (flags != HIP_TRSA_OVERRIDE_FORMAT) HS_RETURN(hipErrorInvalidValue);
    return hipBindTextureToMipmappedArray(ref, m, NULL);
}

hipError_t hipTexRefSetAddressMode(textureReference *ref, int dim, enum hipTextureAddressMode am)
{
    if (!ref || dim < 0 || dim > 2 || (unsigned)am > hipAddressModeBorder)
        HS_RETURN(hipErrorInvalidValue);
    ref->addressMode[dim] = am;
    return hipSuccess;
}

/* Kept in the bound object: set it after the bind, as the driver API's programs do. */
hipError_t hipTexRefSetBorderColor(textureReference *ref, float *color)
{
    if (!ref || !color) HS_RETURN(hipErrorInvalidValue);
    struct __hip_texture *t = hs_live(&hs_texs, ref->textureObject);
    if (t) {
        memcpy(t->border, color, sizeof t->border);
        memcpy(((hs_texapi *)t->api)->tex.borderColor, color, sizeof t->border);
    }
    return hipSuccess;
}

hipError_t hipTexRefSetFilterMode(textureReference *ref, enum hipTextureFilterMode fm)
{
    if (!ref || (unsigned)fm > hipFilterModeLinear) HS_RETURN(hipErrorInvalidValue);
    ref->filterMode = fm;
    return hipSuccess;
}

hipError_t hipTexRefSetFlags(textureReference *ref, unsigned int flags)
{
    if (!ref) HS_RETURN(hipErrorInvalidValue);
    ref->readMode = flags & HIP_TRSF_READ_AS_INTEGER ? hipReadModeElementType : hipReadModeNormalizedFloat;
    ref->normalized = (flags & HIP_TRSF_NORMALIZED_COORDINATES) != 0;
    ref->sRGB = (flags & HIP_TRSF_SRGB) != 0;
    return hipSuccess;
}

hipError_t hipTexRefSetFormat(textureReference *ref, hipArray_Format fmt, int n)
{
    hs_image img;
    if (!ref || n <= 0 || !hs_format_layout(fmt, (unsigned)n, &img, &ref->channelDesc))
        HS_RETURN(hipErrorInvalidValue);
    ref->format = fmt;
    ref->numChannels = n;
    return hipSuccess;
}

hipError_t hipTexRefSetMaxAnisotropy(textureReference *ref, unsigned int v)
{
    if (!ref) HS_RETURN(hipErrorInvalidValue);
    ref->maxAnisotropy = v;
    return hipSuccess;
}

hipError_t hipTexRefSetMipmapFilterMode(textureReference *ref, enum hipTextureFilterMode fm)
{
    if (!ref || (unsigned)fm > hipFilterModeLinear) HS_RETURN(hipErrorInvalidValue);
    ref->mipmapFilterMode = fm;
    return hipSuccess;
}

hipError_t hipTexRefSetMipmapLevelBias(textureReference *ref, float bias)
{
    if (!ref) HS_RETURN(hipErrorInvalidValue);
    ref->mipmapLevelBias = bias;
    return hipSuccess;
}

hipError_t hipTexRefSetMipmapLevelClamp(textureReference *ref, float mn, float mx)
{
    if (!ref || isnan(mn) || isnan(mx)) HS_RETURN(hipErrorInvalidValue);
    ref->minMipmapLevelClamp = mn;
    ref->maxMipmapLevelClamp = mx;
    return hipSuccess;
}

void hs_texture_reset(void)
{
    pthread_mutex_lock(&hs_tex_mu);
    for (size_t i = 0; i < hs_texs.cap; i++)
        if (hs_texs.slots[i].key && hs_texs.slots[i].val)
            hs_tex_free(hs_texs.slots[i].val);
    for (size_t i = 0; i < hs_surfs.cap; i++) {
        struct __hip_surface *s = hs_surfs.slots[i].key ? hs_surfs.slots[i].val : NULL;
        if (s) {
            free(s->api);
            free(s);
        }
    }
    ut_map_free(&hs_texs, NULL);
    ut_map_free(&hs_surfs, NULL);
    pthread_mutex_unlock(&hs_tex_mu);
}
