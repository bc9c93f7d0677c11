/* hs_copy.c - copies and memsets over boxes of memory: to, from and between arrays
 * (hipMemcpy2DToArray, hipMemcpyToArray, hipMemcpyAtoH, ...), 3-D copies (hipMemcpy3D and the
 * driver API's hipDrvMemcpy3D, hipMemcpyParam2D), batches of copies (hipMemcpyBatchAsync,
 * hipMemcpy3DBatchAsync), 3-D and 2-D memsets of 8, 16 and 32-bit values. Every one becomes a box: width bytes x height rows x depth slices, each side with its
 * own row and slice pitch; the box is checked against both sides (an array's extent, the
 * allocation a pointer falls in) before it is queued as a task of the scheduler, in stream
 * order, as hs_memory.c does with plain copies.
 * Ownership: no allocations beyond the ops; the memory of both sides stays its owner's. */
#include <stdint.h>
#include <string.h>

#include "hs_internal.h"

/* A copy or fill of w bytes x h rows x d slices (vsize: 0 copies, else the bytes of the value
 * a fill repeats). */
typedef struct hs_box {
    unsigned char *dst;
    const unsigned char *src;
    size_t dpitch, dslice, spitch, sslice;
    size_t w, h, d;
    uint32_t value;
    int vsize;
} hs_box;

static void hs_run_box(hs_op *op)
{
    const hs_box *b = (const hs_box *)op->data;
    for (size_t z = 0; z < b->d; z++)
        for (size_t y = 0; y < b->h; y++) {
            unsigned char *d = b->dst + z * b->dslice + y * b->dpitch;
            if (!b->vsize) {
                memmove(d, b->src + z * b->sslice + y * b->spitch, b->w);
            } else if (b->vsize == 1) {
                memset(d, (int)(b->value & 0xff), b->w);
            } else if (b->vsize == 2) {
                uint16_t v = (uint16_t)b->value;
                for (size_t i = 0; i + 2 <= b->w; i += 2)
                    memcpy(d + i, &v, 2);
            } else {
                for (size_t i = 0; i + 4 <= b->w; i += 4)
                    memcpy(d + i, &b->value, 4);
            }
        }
}

/* One side of a box: memory (device or host, as the copy's kind says) or an array. */
typedef struct hs_side {
    unsigned char *p;             /* first byte of the box */
    size_t pitch, slice;
    struct hipArray *arr;         /* NULL for memory */
    int device;                   /* memory: must be device-accessible */
} hs_side;

/* The bytes a box of w x h x d spans on a side, or 0 on overflow. */
static size_t hs_span(const hs_side *s, size_t w, size_t h, size_t d)
{
    size_t a, b;
    if (__builtin_mul_overflow(d - 1, s->slice, &a) || __builtin_mul_overflow(h - 1, s->pitch, &b) ||
        __builtin_add_overflow(a, b, &a) || __builtin_add_overflow(a, w, &a))
        return 0;
    return a;
}

/* A memory side at byte offset (x, y, z) of a pitched region. */
static hipError_t hs_mem_side(hs_side *s, const void *base, size_t pitch, size_t slice, size_t x,
                              size_t y, size_t z, int device)
{
    if (!base) return hipErrorInvalidValue;
    size_t off;
    if (__builtin_mul_overflow(z, slice, &off) || __builtin_add_overflow(off, y * pitch, &off) ||
        __builtin_add_overflow(off, x, &off))
        return hipErrorInvalidValue;
    *s = (hs_side){ (unsigned char *)base + off, pitch, slice, NULL, device };
    return hipSuccess;
}

/* An array side at (x bytes, y, z) of a live array (z counts slices, then layers), given whether
 * the box (w bytes, h, d) fits. */
static hipError_t hs_arr_side(hs_side *s, hipArray_const_t h_, size_t x, size_t y, size_t z,
                              size_t w, size_t h, size_t d)
{
    struct hipArray *a = hs_array_get(h_);
    if (!a) return hipErrorInvalidHandle;
    const hs_image *im = &a->img;
    size_t planes = im->depth * im->layers;
    if (x > im->pitch || w > im->pitch - x || y > im->height || h > im->height - y ||
        z > planes || d > planes - z)
        return hipErrorInvalidValue;
    *s = (hs_side){ im->data + z * im->slice + y * im->pitch + x, im->pitch, im->slice, a, 1 };
    return hipSuccess;
}

/* An array side for a linear stretch of n bytes from byte offset off of its memory. */
static hipError_t hs_arr_flat(hs_side *s, hipArray_const_t h_, size_t off, size_t n)
{
    struct hipArray *a = hs_array_get(h_);
    if (!a) return hipErrorInvalidHandle;
    size_t total = a->img.slice * a->img.depth * a->img.layers;
    if (off > total || n > total - off) return hipErrorInvalidValue;
    *s = (hs_side){ a->img.data + off, n, n, a, 1 };
    return hipSuccess;
}

static int hs_kind_valid(hipMemcpyKind k)
{
    return (unsigned)k <= hipMemcpyDefault || k == hipMemcpyDeviceToDeviceNoCU;
}
static int hs_kind_dst_dev(hipMemcpyKind k)
{
    return k == hipMemcpyHostToDevice || k == hipMemcpyDeviceToDevice || k == hipMemcpyDeviceToDeviceNoCU;
}
static int hs_kind_src_dev(hipMemcpyKind k)
{
    return k == hipMemcpyDeviceToHost || k == hipMemcpyDeviceToDevice || k == hipMemcpyDeviceToDeviceNoCU;
}

/* Checks the memory sides of a box (arrays were checked when their side was made) and queues
 * the copy. */
static hipError_t hs_box_copy(const hs_side *dst, const hs_side *src, size_t w, size_t h, size_t d,
                              hipStream_t stream, int sync)
{
    if (w == 0 || h == 0 || d == 0)
        return hipSuccess;
    const hs_side *sides[2] = { dst, src };
    for (int i = 0; i < 2; i++) {
        const hs_side *s = sides[i];
        if (s->arr)
            continue;
        if (w > s->pitch && (h > 1 || d > 1)) return hipErrorInvalidPitchValue;
        if (d > 1 && s->slice < s->pitch * h) return hipErrorInvalidValue;
        size_t n = hs_span(s, w, h, d);
        if (!n) return hipErrorInvalidValue;
        if (s->device ? hs_mem_check_device(s->p, n) : hs_mem_check_range(s->p, n))
            return hipErrorInvalidValue;
    }
    hs_box b = { dst->p, src->p, dst->pitch, dst->slice, src->pitch, src->slice, w, h, d, 0, 0 };
    return hs_submit_task(hs_run_box, &b, sizeof b, stream, sync);
}

/* ---- the runtime API's array copies ---- */
static hipError_t hs_to_array(hipArray_t dst, size_t wo, size_t ho, const void *src, size_t spitch,
                              size_t w, size_t h, hipMemcpyKind kind, hipStream_t s, int sync)
{
    if (!hs_kind_valid(kind)) HS_RETURN(hipErrorInvalidMemcpyDirection);
    if (w > spitch && h > 1) HS_RETURN(hipErrorInvalidPitchValue);
    hs_side ds, ss;
    hipError_t e = hs_arr_side(&ds, dst, wo, ho, 0, w, h, 1);
    if (e == hipSuccess) e = hs_mem_side(&ss, src, spitch, 0, 0, 0, 0, hs_kind_src_dev(kind));
    if (e == hipSuccess) e = hs_box_copy(&ds, &ss, w, h, 1, s, sync);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

static hipError_t hs_from_array(void *dst, size_t dpitch, hipArray_const_t src, size_t wo, size_t ho,
                                size_t w, size_t h, hipMemcpyKind kind, hipStream_t s, int sync)
{
    if (!hs_kind_valid(kind)) HS_RETURN(hipErrorInvalidMemcpyDirection);
    if (w > dpitch && h > 1) HS_RETURN(hipErrorInvalidPitchValue);
    hs_side ds, ss;
    hipError_t e = hs_arr_side(&ss, src, wo, ho, 0, w, h, 1);
    if (e == hipSuccess) e = hs_mem_side(&ds, dst, dpitch, 0, 0, 0, 0, hs_kind_dst_dev(kind));
    if (e == hipSuccess) e = hs_box_copy(&ds, &ss, w, h, 1, s, sync);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipMemcpy2DToArray(hipArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                              size_t spitch, size_t width, size_t height, hipMemcpyKind kind)
{
    return hs_to_array(dst, wOffset, hOffset, src, spitch, width, height, kind, NULL, 1);
}
hipError_t hipMemcpy2DToArrayAsync(hipArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                   size_t spitch, size_t width, size_t height, hipMemcpyKind kind,
                                   hipStream_t stream)
{
    return hs_to_array(dst, wOffset, hOffset, src, spitch, width, height, kind, stream, 0);
}
hipError_t hipMemcpy2DFromArray(void *dst, size_t dpitch, hipArray_const_t src, size_t wOffset,
                                size_t hOffset, size_t width, size_t height, hipMemcpyKind kind)
{
    return hs_from_array(dst, dpitch, src, wOffset, hOffset, width, height, kind, NULL, 1);
}
hipError_t hipMemcpy2DFromArrayAsync(void *dst, size_t dpitch, hipArray_const_t src, size_t wOffset,
                                     size_t hOffset, size_t width, size_t height, hipMemcpyKind kind,
                                     hipStream_t stream)
{
    return hs_from_array(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream, 0);
}

hipError_t hipMemcpy2DArrayToArray(hipArray_t dst, size_t wod, size_t hod, hipArray_const_t src,
                                   size_t wos, size_t hos, size_t width, size_t height,
                                   hipMemcpyKind kind)
{
    if (!hs_kind_valid(kind)) HS_RETURN(hipErrorInvalidMemcpyDirection);
    hs_side ds, ss;
    hipError_t e = hs_arr_side(&ds, dst, wod, hod, 0, width, height, 1);
    if (e == hipSuccess) e = hs_arr_side(&ss, src, wos, hos, 0, width, height, 1);
    if (e == hipSuccess) e = hs_box_copy(&ds, &ss, width, height, 1, NULL, 1);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

/* The deprecated 1-D forms and the driver API's AtoH/HtoA/...: a linear stretch of an array's
 * memory, from a byte offset (an offset (wOffset, hOffset) is hOffset rows plus wOffset bytes). */
static hipError_t hs_flat_copy(hipArray_const_t da, size_t doff, void *dp, hipArray_const_t sa,
                               size_t soff, const void *sp, size_t n, hipMemcpyKind kind,
                               hipStream_t s, int sync)
{
    if (!hs_kind_valid(kind)) HS_RETURN(hipErrorInvalidMemcpyDirection);
    if (n == 0)
        return hipSuccess;
    hs_side ds, ss;
    hipError_t e = da ? hs_arr_flat(&ds, da, doff, n)
                      : hs_mem_side(&ds, dp, n, n, 0, 0, 0, hs_kind_dst_dev(kind));
    if (e == hipSuccess)
        e = sa ? hs_arr_flat(&ss, sa, soff, n)
               : hs_mem_side(&ss, sp, n, n, 0, 0, 0, hs_kind_src_dev(kind));
    if (e == hipSuccess) e = hs_box_copy(&ds, &ss, n, 1, 1, s, sync);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

static size_t hs_row_offset(hipArray_const_t h, size_t wo, size_t ho)
{
    struct hipArray *a = hs_array_get(h);
    return a ? ho * a->img.pitch + wo : 0;
}

hipError_t hipMemcpyToArray(hipArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                            size_t count, hipMemcpyKind kind)
{
    return hs_flat_copy(dst, hs_row_offset(dst, wOffset, hOffset), NULL, NULL, 0, src, count, kind,
                        NULL, 1);
}
hipError_t hipMemcpyFromArray(void *dst, hipArray_const_t src, size_t wOffset, size_t hOffset,
                              size_t count, hipMemcpyKind kind)
{
    return hs_flat_copy(NULL, 0, dst, src, hs_row_offset(src, wOffset, hOffset), NULL, count, kind,
                        NULL, 1);
}
hipError_t hipMemcpyAtoH(void *dst, hipArray_t src, size_t off, size_t n)
{
    return hs_flat_copy(NULL, 0, dst, src, off, NULL, n, hipMemcpyDeviceToHost, NULL, 1);
}
hipError_t hipMemcpyHtoA(hipArray_t dst, size_t off, const void *src, size_t n)
{
    return hs_flat_copy(dst, off, NULL, NULL, 0, src, n, hipMemcpyHostToDevice, NULL, 1);
}
hipError_t hipMemcpyAtoHAsync(void *dst, hipArray_t src, size_t off, size_t n, hipStream_t s)
{
    return hs_flat_copy(NULL, 0, dst, src, off, NULL, n, hipMemcpyDeviceToHost, s, 0);
}
hipError_t hipMemcpyHtoAAsync(hipArray_t dst, size_t off, const void *src, size_t n, hipStream_t s)
{
    return hs_flat_copy(dst, off, NULL, NULL, 0, src, n, hipMemcpyHostToDevice, s, 0);
}
hipError_t hipMemcpyAtoD(hipDeviceptr_t dst, hipArray_t src, size_t off, size_t n)
{
    return hs_flat_copy(NULL, 0, dst, src, off, NULL, n, hipMemcpyDeviceToDevice, NULL, 1);
}
hipError_t hipMemcpyDtoA(hipArray_t dst, size_t off, hipDeviceptr_t src, size_t n)
{
    return hs_flat_copy(dst, off, NULL, NULL, 0, src, n, hipMemcpyDeviceToDevice, NULL, 1);
}
hipError_t hipMemcpyAtoA(hipArray_t dst, size_t doff, hipArray_t src, size_t soff, size_t n)
{
    return hs_flat_copy(dst, doff, NULL, src, soff, NULL, n, hipMemcpyDeviceToDevice, NULL, 1);
}

/* ---- 3-D copies ---- */
/* A side of hipMemcpy3D: an array (positions in its elements) or pitched memory (bytes). */
static hipError_t hs_3d_side(hs_side *s, hipArray_t arr, hipPos pos, hipPitchedPtr pp, size_t w,
                             size_t h, size_t d, int device)
{
    if (arr) {
        struct hipArray *a = hs_array_get(arr);
        if (!a) return hipErrorInvalidHandle;
        return hs_arr_side(s, arr, pos.x * a->img.esize, pos.y, pos.z, w, h, d);
    }
    if (!pp.ptr) return hipErrorInvalidValue;
    if ((d > 1 || pos.z) && pp.ysize < pos.y + h) return hipErrorInvalidValue;
    return hs_mem_side(s, pp.ptr, pp.pitch, pp.pitch * pp.ysize, pos.x, pos.y, pos.z, device);
}

static hipError_t hs_copy3d(const hipMemcpy3DParms *p, hipStream_t stream, int sync)
{
    if (!p) return hipErrorInvalidValue;
    if (!hs_kind_valid(p->kind)) return hipErrorInvalidMemcpyDirection;
    if ((p->srcArray != NULL) == (p->srcPtr.ptr != NULL) ||
        (p->dstArray != NULL) == (p->dstPtr.ptr != NULL))
        return hipErrorInvalidValue;
    /* the extent's width counts an array's elements when one takes part, else bytes */
    size_t esize = 1;
    struct hipArray *sa = p->srcArray ? hs_array_get(p->srcArray) : NULL;
    struct hipArray *da = p->dstArray ? hs_array_get(p->dstArray) : NULL;
    if ((p->srcArray && !sa) || (p->dstArray && !da)) return hipErrorInvalidHandle;
    if (sa && da && sa->img.esize != da->img.esize) return hipErrorInvalidValue;
    if (sa) esize = sa->img.esize;
    if (da) esize = da->img.esize;
    size_t w;
    if (__builtin_mul_overflow(p->extent.width, esize, &w)) return hipErrorInvalidValue;
    size_t h = p->extent.height, d = p->extent.depth;
    if (!w || !h || !d)
        return hipSuccess;
    hs_side ds, ss;
    hipError_t e = hs_3d_side(&ds, p->dstArray, p->dstPos, p->dstPtr, w, h, d, hs_kind_dst_dev(p->kind));
    if (e == hipSuccess)
        e = hs_3d_side(&ss, p->srcArray, p->srcPos, p->srcPtr, w, h, d, hs_kind_src_dev(p->kind));
    if (e == hipSuccess)
        e = hs_box_copy(&ds, &ss, w, h, d, stream, sync);
    return e;
}

hipError_t hipMemcpy3D(const struct hipMemcpy3DParms *p)
{
    hipError_t e = hs_copy3d(p, NULL, 1);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}
hipError_t hipMemcpy3DAsync(const struct hipMemcpy3DParms *p, hipStream_t stream)
{
    hipError_t e = hs_copy3d(p, stream, 0);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

/* ---- batches: each copy in stream order, as its own call would be; *failIdx names the copy
 * that was refused (SIZE_MAX: the batch itself). Location hints and the overlap flag change
 * nothing on a CPU; the source access order must be one HIP defines. ---- */
static int hs_access_order_valid(hipMemcpySrcAccessOrder o)
{
    return o == hipMemcpySrcAccessOrderStream || o == hipMemcpySrcAccessOrderDuringApiCall ||
           o == hipMemcpySrcAccessOrderAny;
}

hipError_t hipMemcpyBatchAsync(void **dsts, void **srcs, size_t *sizes, size_t count,
                               hipMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs,
                               size_t *failIdx, hipStream_t stream)
{
    if (failIdx) *failIdx = SIZE_MAX;
    if (!count || !dsts || !srcs || !sizes || !numAttrs || numAttrs > count || !attrs ||
        !attrsIdxs || attrsIdxs[0] != 0)
        HS_RETURN(hipErrorInvalidValue);
    for (size_t i = 0; i < numAttrs; i++)
        if ((i && attrsIdxs[i] <= attrsIdxs[i - 1]) || attrsIdxs[i] >= count ||
            !hs_access_order_valid(attrs[i].srcAccessOrder) || attrs[i].flags > 1)
            HS_RETURN(hipErrorInvalidValue);
    for (size_t i = 0; i < count; i++) {
        hipError_t e = hipMemcpyAsync(dsts[i], srcs[i], sizes[i], hipMemcpyDefault, stream);
        if (e != hipSuccess) {
            if (failIdx) *failIdx = i;
            return e;
        }
    }
    return hipSuccess;
}

/* A 3-D batch operand as one side of hipMemcpy3DParms: a pointer's rows are rowLength elements
 * (0: the extent's width) and its layers layerHeight rows (0: the extent's height); an element
 * is a byte unless an array takes part, as in hipMemcpy3D. */
static int hs_batch_side(const hipMemcpy3DOperand *o, const hipExtent *ext, size_t esize,
                         hipArray_t *arr, hipPos *pos, hipPitchedPtr *ptr)
{
    if (o->type == hipMemcpyOperandTypeArray) {
        *arr = o->op.array.array;
        *pos = (hipPos){ o->op.array.offset.x, o->op.array.offset.y, o->op.array.offset.z };
        return *arr != NULL;
    }
    if (o->type != hipMemcpyOperandTypePointer || !o->op.ptr.ptr) return 0;
    size_t row = o->op.ptr.rowLength ? o->op.ptr.rowLength : ext->width;
    size_t layer = o->op.ptr.layerHeight ? o->op.ptr.layerHeight : ext->height;
    if (row < ext->width || layer < ext->height) return 0;
    *ptr = (hipPitchedPtr){ o->op.ptr.ptr, row * esize, row, layer };
    return 1;
}

hipError_t hipMemcpy3DBatchAsync(size_t numOps, hipMemcpy3DBatchOp *opList, size_t *failIdx,
                                 unsigned long long flags, hipStream_t stream)
{
    if (failIdx) *failIdx = SIZE_MAX;
    if (!numOps || !opList || flags) HS_RETURN(hipErrorInvalidValue);
    for (size_t i = 0; i < numOps; i++) {
        const hipMemcpy3DBatchOp *op = &opList[i];
        hipMemcpy3DParms p = { 0 };
        p.extent = op->extent;
        p.kind = hipMemcpyDefault;
        size_t esize = 1;
        const hipMemcpy3DOperand *arrop = op->src.type == hipMemcpyOperandTypeArray ? &op->src
                                        : op->dst.type == hipMemcpyOperandTypeArray ? &op->dst : NULL;
        struct hipArray *a = arrop ? hs_array_get(arrop->op.array.array) : NULL;
        if (a) esize = a->img.esize;
        hipError_t e = hipSuccess;
        if (!hs_access_order_valid(op->srcAccessOrder) || op->flags > 1 || !op->extent.width ||
            !op->extent.height || !op->extent.depth ||
            !hs_batch_side(&op->src, &op->extent, esize, &p.srcArray, &p.srcPos, &p.srcPtr) ||
            !hs_batch_side(&op->dst, &op->extent, esize, &p.dstArray, &p.dstPos, &p.dstPtr))
            e = hipErrorInvalidValue;
        else if (arrop && !a)
            e = hipErrorInvalidHandle;
        else
            e = hs_copy3d(&p, stream, 0);
        if (e != hipSuccess) {
            if (failIdx) *failIdx = i;
            HS_RETURN(e);
        }
    }
    return hipSuccess;
}

/* One device: a peer copy is a copy between two sides of device 0. */
static hipError_t hs_copy3d_peer(const hipMemcpy3DPeerParms *p, hipStream_t stream, int sync)
{
    if (!p) HS_RETURN(hipErrorInvalidValue);
    if (p->srcDevice != 0 || p->dstDevice != 0) HS_RETURN(hipErrorInvalidDevice);
    hipMemcpy3DParms q = { p->srcArray, p->srcPos, p->srcPtr, p->dstArray, p->dstPos, p->dstPtr,
                           p->extent, hipMemcpyDeviceToDevice };
    hipError_t e = hs_copy3d(&q, stream, sync);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}
hipError_t hipMemcpy3DPeer(hipMemcpy3DPeerParms *p) { return hs_copy3d_peer(p, NULL, 1); }
hipError_t hipMemcpy3DPeerAsync(hipMemcpy3DPeerParms *p, hipStream_t s) { return hs_copy3d_peer(p, s, 0); }

/* ---- the driver API's copies: sides chosen by memory type ---- */
static hipError_t hs_drv_side(hs_side *s, hipMemoryType t, const void *host, hipDeviceptr_t dev,
                              hipArray_t arr, size_t pitch, size_t height, size_t x, size_t y,
                              size_t z, size_t lod, size_t w, size_t h, size_t d)
{
    if (lod) return hipErrorInvalidValue;   /* arrays here have one level; mipmaps: their levels */
    switch (t) {
    case hipMemoryTypeHost:
        return hs_mem_side(s, host, pitch, pitch * height, x, y, z, 0);
    case hipMemoryTypeDevice:
    case hipMemoryTypeUnified:
    case hipMemoryTypeManaged:
        return hs_mem_side(s, dev, pitch, pitch * height, x, y, z, 1);
    case hipMemoryTypeArray:
        return hs_arr_side(s, arr, x, y, z, w, h, d);
    default:
        return hipErrorInvalidValue;
    }
}

static hipError_t hs_param3d(const HIP_MEMCPY3D *c, hipStream_t stream, int sync)
{
    if (!c) return hipErrorInvalidValue;
    size_t w = c->WidthInBytes, h = c->Height, d = c->Depth;
    if (!w || !h || !d)
        return hipSuccess;
    if (d > 1 && ((c->srcMemoryType != hipMemoryTypeArray && c->srcHeight < c->srcY + h) ||
                  (c->dstMemoryType != hipMemoryTypeArray && c->dstHeight < c->dstY + h)))
        return hipErrorInvalidValue;
    hs_side ds, ss;
    hipError_t e = hs_drv_side(&ds, c->dstMemoryType, c->dstHost, c->dstDevice, c->dstArray,
                               c->dstPitch, c->dstHeight, c->dstXInBytes, c->dstY, c->dstZ,
                               c->dstLOD, w, h, d);
    if (e == hipSuccess)
        e = hs_drv_side(&ss, c->srcMemoryType, c->srcHost, c->srcDevice, c->srcArray, c->srcPitch,
                        c->srcHeight, c->srcXInBytes, c->srcY, c->srcZ, c->srcLOD, w, h, d);
    if (e == hipSuccess)
        e = hs_box_copy(&ds, &ss, w, h, d, stream, sync);
    return e;
}

static hipError_t hs_param2d(const hip_Memcpy2D *c, hipStream_t stream, int sync)
{
    if (!c) HS_RETURN(hipErrorInvalidValue);
    HIP_MEMCPY3D q;
    memset(&q, 0, sizeof q);
    q.srcXInBytes = c->srcXInBytes;
    q.srcY = c->srcY;
    q.srcMemoryType = c->srcMemoryType;
    q.srcHost = c->srcHost;
    q.srcDevice = c->srcDevice;
    q.srcArray = c->srcArray;
    q.srcPitch = c->srcPitch;
    q.dstXInBytes = c->dstXInBytes;
    q.dstY = c->dstY;
    q.dstMemoryType = c->dstMemoryType;
    q.dstHost = c->dstHost;
    q.dstDevice = c->dstDevice;
    q.dstArray = c->dstArray;
    q.dstPitch = c->dstPitch;
    q.WidthInBytes = c->WidthInBytes;
    q.Height = c->Height;
    q.Depth = 1;
    hipError_t e = hs_param3d(&q, stream, sync);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipMemcpyParam2D(const hip_Memcpy2D *c) { return hs_param2d(c, NULL, 1); }
hipError_t hipMemcpyParam2DAsync(const hip_Memcpy2D *c, hipStream_t s) { return hs_param2d(c, s, 0); }
/* unaligned: the alignment rules of NVIDIA's copy engines do not apply to a memcpy */
hipError_t hipDrvMemcpy2DUnaligned(const hip_Memcpy2D *c) { return hs_param2d(c, NULL, 1); }

hipError_t hipDrvMemcpy3D(const HIP_MEMCPY3D *c)
{
    hipError_t e = hs_param3d(c, NULL, 1);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}
hipError_t hipDrvMemcpy3DAsync(const HIP_MEMCPY3D *c, hipStream_t s)
{
    hipError_t e = hs_param3d(c, s, 0);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

/* ---- memsets of boxes ---- */
static hipError_t hs_fill(void *dst, size_t pitch, size_t slice, uint32_t value, int vsize,
                          size_t count, size_t h, size_t d, hipStream_t stream, int sync)
{
    size_t w;
    if (__builtin_mul_overflow(count, (size_t)vsize, &w)) HS_RETURN(hipErrorInvalidValue);
    if (!w || !h || !d)
        return hipSuccess;
    if (!dst) HS_RETURN(hipErrorInvalidValue);
    if (vsize > 1 && ((uintptr_t)dst % (uintptr_t)vsize || pitch % (size_t)vsize))
        HS_RETURN(hipErrorInvalidValue);
    hs_side s = { dst, pitch, slice, NULL, 1 };
    if ((h > 1 || d > 1) && w > pitch) HS_RETURN(hipErrorInvalidPitchValue);
    if (d > 1 && slice < pitch * h) HS_RETURN(hipErrorInvalidValue);
    size_t n = hs_span(&s, w, h, d);
    if (!n || hs_mem_check_device(dst, n)) HS_RETURN(hipErrorInvalidValue);
    hs_box b = { dst, NULL, pitch, slice, 0, 0, w, h, d, value, vsize };
    return hs_submit_task(hs_run_box, &b, sizeof b, stream, sync);
}

hipError_t hipMemset3D(hipPitchedPtr pp, int value, hipExtent e)
{
    return hs_fill(pp.ptr, pp.pitch, pp.pitch * pp.ysize, (unsigned char)value, 1, e.width, e.height,
                   e.depth, NULL, 1);
}
hipError_t hipMemset3DAsync(hipPitchedPtr pp, int value, hipExtent e, hipStream_t s)
{
    return hs_fill(pp.ptr, pp.pitch, pp.pitch * pp.ysize, (unsigned char)value, 1, e.width, e.height,
                   e.depth, s, 0);
}
hipError_t hipMemsetD2D8(hipDeviceptr_t dst, size_t pitch, unsigned char v, size_t w, size_t h)
{
    return hs_fill(dst, pitch, 0, v, 1, w, h, 1, NULL, 1);
}
hipError_t hipMemsetD2D8Async(hipDeviceptr_t dst, size_t pitch, unsigned char v, size_t w, size_t h,
                              hipStream_t s)
{
    return hs_fill(dst, pitch, 0, v, 1, w, h, 1, s, 0);
}
hipError_t hipMemsetD2D16(hipDeviceptr_t dst, size_t pitch, unsigned short v, size_t w, size_t h)
{
    return hs_fill(dst, pitch, 0, v, 2, w, h, 1, NULL, 1);
}
hipError_t hipMemsetD2D16Async(hipDeviceptr_t dst, size_t pitch, unsigned short v, size_t w,
                               size_t h, hipStream_t s)
{
    return hs_fill(dst, pitch, 0, v, 2, w, h, 1, s, 0);
}
hipError_t hipMemsetD2D32(hipDeviceptr_t dst, size_t pitch, unsigned int v, size_t w, size_t h)
{
    return hs_fill(dst, pitch, 0, v, 4, w, h, 1, NULL, 1);
}
hipError_t hipMemsetD2D32Async(hipDeviceptr_t dst, size_t pitch, unsigned int v, size_t w,
                               size_t h, hipStream_t s)
{
    return hs_fill(dst, pitch, 0, v, 4, w, h, 1, s, 0);
}
