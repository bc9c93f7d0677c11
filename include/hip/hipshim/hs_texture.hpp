/* hs_texture.hpp - hipshim kernel language: texture fetches (tex1Dfetch, tex1D/2D/3D, layered,
 * cubemap, Lod and Grad forms, tex2Dgather) through texture objects and texture references,
 * and surface reads and writes (surf1D/2D/3D, layered, cubemap) through surface objects, on the
 * objects hs_texture.c makes (hs_image.h). Also the texture<T, dim, mode> reference template and
 * its host bind helpers.
 *
 * Sampling follows the CUDA programming guide's texture-fetching appendix, which HIP's
 * documentation repeats: coordinates are scaled by the size when normalised; point filtering
 * takes texel floor(x); linear filtering blends texels floor(x - 0.5) and the next with weight
 * frac(x - 0.5); each texel index goes through the address mode of its dimension (wrap and
 * mirror for normalised coordinates only, as on NVIDIA's hardware; otherwise clamp), and a texel
 * outside the image under border mode is the border colour. The blend weights are rounded to
 * 8 fractional bits (NVIDIA's 9-bit fixed-point format, 1.8): the programs hipshim runs are
 * mostly translated CUDA whose reference results come from NVIDIA GPUs (cuda-samples compare
 * with images made there), HIP documents no precision of its own, and the coarse weights are
 * what such programs were tuned and checked against. The blend itself is in float, as the
 * guide describes. Integer return types read texels as they are (point sampling); float
 * return types read floats and halves as floats and 8/16-bit integers as they are or,
 * under hipReadModeNormalizedFloat, normalised to [0, 1] or [-1, 1]; channels a format lacks
 * read as 0 (alpha as 1). Mipmap levels: level = clamp(lod + bias, min clamp, max clamp) and the
 * level count, point (nearest) or linear between levels; plain fetches use lod 0; Grad forms
 * take the lod from the derivatives (log2 of the longer footprint side, in texels).
 * Surfaces take x in bytes, as in CUDA and HIP; out-of-range accesses follow the boundary mode
 * (zero, clamp, or trap: a device abort naming the access); the default is HIP's, zero.
 * Ownership: nothing is allocated here; texture references own their objects as hs_texture.c
 * states. Include <hip/hip_runtime.h>, not this file. */
#ifndef HIPSHIM_HS_TEXTURE_HPP
#define HIPSHIM_HS_TEXTURE_HPP

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <type_traits>

#include "hs_core.h"
#include "hs_image.h"
#include "hs_fpconv.hpp"
#include "../hip_runtime_api.h"
#include "../hip_vector_types.h"
#include "../channel_descriptor.h"

namespace hs_tex {

struct v4 { float f[4]; };           /* a texel as floats */
struct w4 { std::uint32_t u[4]; };   /* a texel as integer bits (sign-extended) */

inline const unsigned char *texel_at(const hs_image &im, std::size_t x, std::size_t y,
                                     std::size_t z, std::size_t l)
{
    return im.data + (l * im.depth + z) * im.slice + y * im.pitch + x * im.esize;
}

inline std::uint32_t raw(const hs_image &im, const unsigned char *p, int c)
{
    p += c * im.csize;
    if (im.csize == 1)
        return im.kind == HS_IMG_SIGNED ? (std::uint32_t)(std::int32_t)(signed char)*p : *p;
    if (im.csize == 2) {
        std::uint16_t v;
        std::memcpy(&v, p, 2);
        return im.kind == HS_IMG_SIGNED ? (std::uint32_t)(std::int32_t)(std::int16_t)v : v;
    }
    std::uint32_t v;
    std::memcpy(&v, p, 4);
    return v;
}

inline float srgb_to_linear(float c)
{
    return c <= 0.04045f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f);
}

/* The texel at p as floats (norm: 8/16-bit integers normalised). */
inline v4 load_f(const hs_image &im, const unsigned char *p, bool norm, bool srgb)
{
    v4 r = {{0.f, 0.f, 0.f, 1.f}};
    for (int c = 0; c < im.nch; c++) {
        std::uint32_t b = raw(im, p, c);
        float v;
        if (im.kind == HS_IMG_FLOAT) {
            std::memcpy(&v, &b, 4);
        } else if (im.kind == HS_IMG_HALF) {
            v = ::hs_detail::lowp::f16_to_f32(b & 0xffffu);
        } else if (im.kind == HS_IMG_SIGNED) {
            v = (float)(std::int32_t)b;
            if (norm) {
                v /= im.csize == 1 ? 127.f : 32767.f;
                v = v < -1.f ? -1.f : v;
            }
        } else {
            v = (float)b;
            if (norm) {
                v /= im.csize == 1 ? 255.f : 65535.f;
                if (srgb && c < 3 && im.csize == 1)
                    v = srgb_to_linear(v);
            }
        }
        r.f[c] = v;
    }
    return r;
}

inline w4 load_i(const hs_image &im, const unsigned char *p)
{
    w4 r = {{0u, 0u, 0u, 1u}};
    for (int c = 0; c < im.nch; c++)
        r.u[c] = raw(im, p, c);
    return r;
}

/* Texel index i of a dimension of n texels under address mode m; -1 when it is outside under
 * border mode. Wrap and mirror apply to normalised coordinates only. */
inline long address(long i, long n, int m, bool norm)
{
    if (i >= 0 && i < n)
        return i;
    if (norm && m == hipAddressModeWrap) {
        long r = i % n;
        return r < 0 ? r + n : r;
    }
    if (norm && m == hipAddressModeMirror) {
        long p = i % (2 * n);
        if (p < 0)
            p += 2 * n;
        return p < n ? p : 2 * n - 1 - p;
    }
    if (m == hipAddressModeBorder)
        return -1;
    return i < 0 ? 0 : n - 1;
}

/* A blend weight in NVIDIA's 1.8 fixed-point format (see the top of this file). */
inline float weight(float a) { return std::nearbyint(a * 256.f) * (1.f / 256.f); }

inline long floor_l(float v)
{
    float f = std::floor(v);
    return f < -1e9f ? -1000000000L : f > 1e9f ? 1000000000L : (long)f;
}

/* One level's texel (ix, iy, iz) of layer l as floats, the border colour where any index is
 * outside under border mode. */
inline v4 fetch_f(const __hip_texture &t, const hs_image &im, long ix, long iy, long iz, long l)
{
    if (ix < 0 || iy < 0 || iz < 0) {
        v4 b;
        std::memcpy(b.f, t.border, sizeof b.f);
        return b;
    }
    return load_f(im, texel_at(im, (std::size_t)ix, (std::size_t)iy, (std::size_t)iz, (std::size_t)l),
                  t.read_norm, t.srgb);
}

/* Samples one level at coordinates c[0..dims-1] (already in texels of that level when
 * unnormalised, in [0, 1) units when normalised), layer l. */
inline v4 sample_level(const __hip_texture &t, const hs_image &im, int dims, const float *c, long l)
{
    const long n[3] = { (long)im.width, (long)im.height, (long)im.depth };
    const bool norm = t.norm_coords;
    float x[3] = { 0.f, 0.f, 0.f };
    for (int d = 0; d < dims; d++)
        x[d] = norm ? c[d] * (float)n[d] : c[d];
    if (t.filter == hipFilterModePoint) {
        long i[3] = { 0, 0, 0 };
        for (int d = 0; d < dims; d++)
            i[d] = address(floor_l(x[d]), n[d], t.addr[d], norm);
        return fetch_f(t, im, i[0], i[1], i[2], l);
    }
    long i0[3] = { 0, 0, 0 }, i1[3] = { 0, 0, 0 };
    float w[3] = { 0.f, 0.f, 0.f };
    for (int d = 0; d < dims; d++) {
        float xb = x[d] - 0.5f;
        long f = floor_l(xb);
        w[d] = weight(xb - std::floor(xb));
        i0[d] = address(f, n[d], t.addr[d], norm);
        i1[d] = address(f + 1, n[d], t.addr[d], norm);
    }
    v4 r = {{0.f, 0.f, 0.f, 0.f}};
    const int corners = 1 << dims;
    for (int k = 0; k < corners; k++) {
        float wk = 1.f;
        long j[3] = { 0, 0, 0 };
        for (int d = 0; d < dims; d++) {
            bool hi = (k >> d) & 1;
            wk *= hi ? w[d] : 1.f - w[d];
            j[d] = hi ? i1[d] : i0[d];
        }
        if (wk == 0.f)
            continue;
        v4 s = fetch_f(t, im, j[0], j[1], j[2], l);
        for (int q = 0; q < 4; q++)
            r.f[q] += wk * s.f[q];
    }
    return r;
}

inline long clamp_layer(const hs_image &im, long l)
{
    return l < 0 ? 0 : l >= (long)im.layers ? (long)im.layers - 1 : l;
}

/* Samples the texture with an explicit level of detail (plain fetches: lod 0). */
inline v4 sample(hipTextureObject_t tp, int dims, const float *c, long layer, float lod)
{
    const __hip_texture &t = *tp;
    if (t.nlevels <= 1) {
        const hs_image &im = t.lv[0];
        return sample_level(t, im, dims, c, clamp_layer(im, layer));
    }
    float lv = lod + t.lod_bias;
    lv = lv < t.min_lod ? t.min_lod : lv > t.max_lod ? t.max_lod : lv;
    const float top = (float)(t.nlevels - 1);
    lv = lv < 0.f ? 0.f : lv > top ? top : lv;
    /* unnormalised coordinates are texels of level 0 */
    auto at = [&](unsigned k) {
        const hs_image &im = t.lv[k];
        float ck[3] = { c[0], dims > 1 ? c[1] : 0.f, dims > 2 ? c[2] : 0.f };
        if (!t.norm_coords)
            for (int d = 0; d < dims; d++)
                ck[d] = std::ldexp(ck[d], -(int)k);
        return sample_level(t, im, dims, ck, clamp_layer(im, layer));
    };
    if (t.mip_filter == hipFilterModePoint)
        return at((unsigned)std::floor(lv + 0.5f));
    unsigned k0 = (unsigned)std::floor(lv);
    float w = weight(lv - (float)k0);
    if (k0 + 1 >= t.nlevels || w == 0.f)
        return at(k0);
    v4 a = at(k0), b = at(k0 + 1);
    for (int q = 0; q < 4; q++)
        a.f[q] = (1.f - w) * a.f[q] + w * b.f[q];
    return a;
}

/* The lod of a fetch with derivatives dx, dy (in the units of the coordinates). */
inline float grad_lod(hipTextureObject_t tp, int dims, const float *dx, const float *dy)
{
    const hs_image &im = tp->lv[0];
    const float n[3] = { (float)im.width, (float)im.height, (float)im.depth };
    float lx = 0.f, ly = 0.f;
    for (int d = 0; d < dims; d++) {
        float s = tp->norm_coords ? n[d] : 1.f;
        lx += dx[d] * s * dx[d] * s;
        ly += dy[d] * s * dy[d] * s;
    }
    float rho = std::sqrt(lx > ly ? lx : ly);
    return rho > 0.f ? std::log2(rho) : -1000.f;
}

/* Point fetch of the raw integers (integer return types). */
inline w4 sample_i(hipTextureObject_t tp, int dims, const float *c, long layer)
{
    const __hip_texture &t = *tp;
    const hs_image &im = t.lv[0];
    const long n[3] = { (long)im.width, (long)im.height, (long)im.depth };
    long i[3] = { 0, 0, 0 };
    for (int d = 0; d < dims; d++) {
        float x = t.norm_coords ? c[d] * (float)n[d] : c[d];
        i[d] = address(floor_l(x), n[d], t.addr[d], t.norm_coords);
        if (i[d] < 0) {
            w4 b;
            for (int q = 0; q < 4; q++)
                b.u[q] = (std::uint32_t)(std::int32_t)t.border[q];
            return b;
        }
    }
    return load_i(im, texel_at(im, (std::size_t)i[0], (std::size_t)i[1], (std::size_t)i[2],
                               (std::size_t)clamp_layer(im, layer)));
}

/* ---- converting a fetched texel to the return type ---- */
template <class T> struct ret {
    typedef typename ::hs_detail::chan_of<T>::elem E;
    enum { n = ::hs_detail::chan_of<T>::n };
    static constexpr bool is_float = std::is_floating_point<E>::value;
};

template <class T> inline T from_f(const v4 &v)
{
    if constexpr (ret<T>::n == 1 && !::hs_detail::is_vec<T>) {
        return (T)v.f[0];
    } else {
        T r{};
        for (int q = 0; q < ret<T>::n; q++)
            ::hs_detail::vat(r, q) = (typename ret<T>::E)v.f[q];
        return r;
    }
}

template <class T> inline T from_i(const w4 &v)
{
    typedef typename ret<T>::E E;
    if constexpr (ret<T>::n == 1 && !::hs_detail::is_vec<T>) {
        return (T)(E)v.u[0];
    } else {
        T r{};
        for (int q = 0; q < ret<T>::n; q++)
            ::hs_detail::vat(r, q) = (E)v.u[q];
        return r;
    }
}

/* A fetch returning T: floats sample (filtered, mipmapped), integers read a texel. */
template <class T> inline T fetch(hipTextureObject_t t, int dims, const float *c, long layer, float lod)
{
    if constexpr (ret<T>::is_float)
        return from_f<T>(sample(t, dims, c, layer, lod));
    else
        return from_i<T>(sample_i(t, dims, c, layer));
}

/* Cubemap direction (x, y, z) -> face and normalised coordinates on it (the CUDA programming
 * guide's table of cubemap faces). */
inline int cube_face(float x, float y, float z, float *uv)
{
    float ax = std::fabs(x), ay = std::fabs(y), az = std::fabs(z);
    int face;
    float s, t, m;
    if (ax >= ay && ax >= az) {
        m = ax;
        face = x >= 0 ? 0 : 1;
        s = x >= 0 ? -z : z;
        t = -y;
    } else if (ay >= az) {
        m = ay;
        face = y >= 0 ? 2 : 3;
        s = x;
        t = y >= 0 ? z : -z;
    } else {
        m = az;
        face = z >= 0 ? 4 : 5;
        s = z >= 0 ? x : -x;
        t = -y;
    }
    m = m > 0.f ? m : 1.f;
    uv[0] = (s / m + 1.f) * 0.5f;
    uv[1] = (t / m + 1.f) * 0.5f;
    return face;
}

/* A cubemap fetch: the face's image sampled with normalised coordinates, clamped at its edges. */
template <class T> inline T fetch_cube(hipTextureObject_t tp, float x, float y, float z, long layer,
                                       float lod)
{
    float uv[2];
    int face = cube_face(x, y, z, uv);
    __hip_texture t = *tp;
    t.norm_coords = 1;
    t.addr[0] = t.addr[1] = hipAddressModeClamp;
    return fetch<T>(&t, 2, uv, layer * 6 + face, lod);
}

/* Four texels of the bilinear footprint, component comp of each, in the order of D3D's Gather4
 * (as CUDA: (i, j+1), (i+1, j+1), (i+1, j), (i, j)). */
template <class T> inline T gather(hipTextureObject_t tp, float x, float y, int comp)
{
    const __hip_texture &t = *tp;
    const hs_image &im = t.lv[0];
    const long n[2] = { (long)im.width, (long)im.height };
    float c[2] = { t.norm_coords ? x * (float)n[0] : x, t.norm_coords ? y * (float)n[1] : y };
    long i0[2], i1[2];
    for (int d = 0; d < 2; d++) {
        long f = floor_l(c[d] - 0.5f);
        i0[d] = address(f, n[d], t.addr[d], t.norm_coords);
        i1[d] = address(f + 1, n[d], t.addr[d], t.norm_coords);
    }
    const long px[4] = { i0[0], i1[0], i1[0], i0[0] }, py[4] = { i1[1], i1[1], i0[1], i0[1] };
    comp = comp < 0 || comp > 3 ? 0 : comp;
    if constexpr (ret<T>::is_float) {
        v4 r;
        for (int k = 0; k < 4; k++)
            r.f[k] = fetch_f(t, im, px[k], py[k], 0, 0).f[comp];
        return from_f<T>(r);
    } else {
        w4 r;
        for (int k = 0; k < 4; k++)
            r.u[k] = px[k] < 0 || py[k] < 0
                         ? (std::uint32_t)(std::int32_t)t.border[comp]
                         : load_i(im, texel_at(im, (std::size_t)px[k], (std::size_t)py[k], 0, 0)).u[comp];
        return from_i<T>(r);
    }
}

/* Linear memory, integer index: no filtering; the address mode (clamp or border) applies. */
template <class T> inline T fetch1(hipTextureObject_t tp, int x)
{
    const __hip_texture &t = *tp;
    const hs_image &im = t.lv[0];
    long i = address(x, (long)im.width, t.addr[0], false);
    if constexpr (ret<T>::is_float) {
        return from_f<T>(fetch_f(t, im, i, 0, 0, 0));
    } else {
        if (i < 0) {
            w4 b;
            for (int q = 0; q < 4; q++)
                b.u[q] = (std::uint32_t)(std::int32_t)t.border[q];
            return from_i<T>(b);
        }
        return from_i<T>(load_i(im, texel_at(im, (std::size_t)i, 0, 0, 0)));
    }
}

} // namespace hs_tex

/* ---- texture object fetches (HIP's and CUDA's templates: tex2D<float>(t, x, y), and the
 * forms that store through a pointer) ---- */
#define HS_TEX_COMMA ,
#define HS_TEX_PTR_FORM(NAME, PARAMS, ARGS)                                                     \
    template <class T> inline void NAME(T *ptr, hipTextureObject_t t PARAMS) { *ptr = NAME<T>(t ARGS); }

template <class T> inline T tex1Dfetch(hipTextureObject_t t, int x) { return hs_tex::fetch1<T>(t, x); }
template <class T> inline T tex1D(hipTextureObject_t t, float x)
{
    return hs_tex::fetch<T>(t, 1, &x, 0, 0.f);
}
template <class T> inline T tex2D(hipTextureObject_t t, float x, float y)
{
    const float c[2] = { x, y };
    return hs_tex::fetch<T>(t, 2, c, 0, 0.f);
}
template <class T> inline T tex3D(hipTextureObject_t t, float x, float y, float z)
{
    const float c[3] = { x, y, z };
    return hs_tex::fetch<T>(t, 3, c, 0, 0.f);
}
template <class T> inline T tex1DLayered(hipTextureObject_t t, float x, int layer)
{
    return hs_tex::fetch<T>(t, 1, &x, layer, 0.f);
}
template <class T> inline T tex2DLayered(hipTextureObject_t t, float x, float y, int layer)
{
    const float c[2] = { x, y };
    return hs_tex::fetch<T>(t, 2, c, layer, 0.f);
}
template <class T> inline T texCubemap(hipTextureObject_t t, float x, float y, float z)
{
    return hs_tex::fetch_cube<T>(t, x, y, z, 0, 0.f);
}
template <class T> inline T texCubemapLayered(hipTextureObject_t t, float x, float y, float z, int layer)
{
    return hs_tex::fetch_cube<T>(t, x, y, z, layer, 0.f);
}
template <class T> inline T tex1DLod(hipTextureObject_t t, float x, float level)
{
    return hs_tex::fetch<T>(t, 1, &x, 0, level);
}
template <class T> inline T tex2DLod(hipTextureObject_t t, float x, float y, float level)
{
    const float c[2] = { x, y };
    return hs_tex::fetch<T>(t, 2, c, 0, level);
}
template <class T> inline T tex3DLod(hipTextureObject_t t, float x, float y, float z, float level)
{
    const float c[3] = { x, y, z };
    return hs_tex::fetch<T>(t, 3, c, 0, level);
}
template <class T> inline T tex1DLayeredLod(hipTextureObject_t t, float x, int layer, float level)
{
    return hs_tex::fetch<T>(t, 1, &x, layer, level);
}
template <class T> inline T tex2DLayeredLod(hipTextureObject_t t, float x, float y, int layer, float level)
{
    const float c[2] = { x, y };
    return hs_tex::fetch<T>(t, 2, c, layer, level);
}
template <class T> inline T texCubemapLod(hipTextureObject_t t, float x, float y, float z, float level)
{
    return hs_tex::fetch_cube<T>(t, x, y, z, 0, level);
}
template <class T>
inline T texCubemapLayeredLod(hipTextureObject_t t, float x, float y, float z, int layer, float level)
{
    return hs_tex::fetch_cube<T>(t, x, y, z, layer, level);
}
template <class T> inline T tex1DGrad(hipTextureObject_t t, float x, float dPdx, float dPdy)
{
    return hs_tex::fetch<T>(t, 1, &x, 0, hs_tex::grad_lod(t, 1, &dPdx, &dPdy));
}
template <class T> inline T tex2DGrad(hipTextureObject_t t, float x, float y, float2 dPdx, float2 dPdy)
{
    const float c[2] = { x, y }, dx[2] = { dPdx.x, dPdx.y }, dy[2] = { dPdy.x, dPdy.y };
    return hs_tex::fetch<T>(t, 2, c, 0, hs_tex::grad_lod(t, 2, dx, dy));
}
template <class T>
inline T tex3DGrad(hipTextureObject_t t, float x, float y, float z, float4 dPdx, float4 dPdy)
{
    const float c[3] = { x, y, z }, dx[3] = { dPdx.x, dPdx.y, dPdx.z }, dy[3] = { dPdy.x, dPdy.y, dPdy.z };
    return hs_tex::fetch<T>(t, 3, c, 0, hs_tex::grad_lod(t, 3, dx, dy));
}
template <class T>
inline T tex1DLayeredGrad(hipTextureObject_t t, float x, int layer, float dPdx, float dPdy)
{
    return hs_tex::fetch<T>(t, 1, &x, layer, hs_tex::grad_lod(t, 1, &dPdx, &dPdy));
}
template <class T>
inline T tex2DLayeredGrad(hipTextureObject_t t, float x, float y, int layer, float2 dPdx, float2 dPdy)
{
    const float c[2] = { x, y }, dx[2] = { dPdx.x, dPdx.y }, dy[2] = { dPdy.x, dPdy.y };
    return hs_tex::fetch<T>(t, 2, c, layer, hs_tex::grad_lod(t, 2, dx, dy));
}
/* The derivatives of a cubemap fetch are in face coordinates; their 2-D footprint decides. */
template <class T>
inline T texCubemapGrad(hipTextureObject_t t, float x, float y, float z, float4 dPdx, float4 dPdy)
{
    const float dx[2] = { dPdx.x, dPdx.y }, dy[2] = { dPdy.x, dPdy.y };
    return hs_tex::fetch_cube<T>(t, x, y, z, 0, hs_tex::grad_lod(t, 2, dx, dy));
}
template <class T>
inline T texCubemapLayeredGrad(hipTextureObject_t t, float x, float y, float z, int layer,
                               float4 dPdx, float4 dPdy)
{
    const float dx[2] = { dPdx.x, dPdx.y }, dy[2] = { dPdy.x, dPdy.y };
    return hs_tex::fetch_cube<T>(t, x, y, z, layer, hs_tex::grad_lod(t, 2, dx, dy));
}
template <class T> inline T tex2Dgather(hipTextureObject_t t, float x, float y, int comp = 0)
{
    return hs_tex::gather<T>(t, x, y, comp);
}

HS_TEX_PTR_FORM(tex1Dfetch, HS_TEX_COMMA int x, HS_TEX_COMMA x)
HS_TEX_PTR_FORM(tex1D, HS_TEX_COMMA float x, HS_TEX_COMMA x)
HS_TEX_PTR_FORM(tex2D, HS_TEX_COMMA float x HS_TEX_COMMA float y, HS_TEX_COMMA x HS_TEX_COMMA y)
HS_TEX_PTR_FORM(tex3D, HS_TEX_COMMA float x HS_TEX_COMMA float y HS_TEX_COMMA float z,
                HS_TEX_COMMA x HS_TEX_COMMA y HS_TEX_COMMA z)
HS_TEX_PTR_FORM(tex1DLayered, HS_TEX_COMMA float x HS_TEX_COMMA int l, HS_TEX_COMMA x HS_TEX_COMMA l)
HS_TEX_PTR_FORM(tex2DLayered, HS_TEX_COMMA float x HS_TEX_COMMA float y HS_TEX_COMMA int l,
                HS_TEX_COMMA x HS_TEX_COMMA y HS_TEX_COMMA l)
HS_TEX_PTR_FORM(texCubemap, HS_TEX_COMMA float x HS_TEX_COMMA float y HS_TEX_COMMA float z,
                HS_TEX_COMMA x HS_TEX_COMMA y HS_TEX_COMMA z)
HS_TEX_PTR_FORM(tex2DLod, HS_TEX_COMMA float x HS_TEX_COMMA float y HS_TEX_COMMA float lv,
                HS_TEX_COMMA x HS_TEX_COMMA y HS_TEX_COMMA lv)
HS_TEX_PTR_FORM(tex1DLod, HS_TEX_COMMA float x HS_TEX_COMMA float lv, HS_TEX_COMMA x HS_TEX_COMMA lv)
HS_TEX_PTR_FORM(tex3DLod, HS_TEX_COMMA float x HS_TEX_COMMA float y HS_TEX_COMMA float z HS_TEX_COMMA float lv,
                HS_TEX_COMMA x HS_TEX_COMMA y HS_TEX_COMMA z HS_TEX_COMMA lv)
#undef HS_TEX_PTR_FORM

/* ---- texture references: texture<T, dim, mode> and its fetches ---- */
template <class T, int texType = hipTextureType1D, enum hipTextureReadMode mode = hipReadModeElementType>
struct texture : public textureReference {
    texture(int norm = 0, enum hipTextureFilterMode fMode = hipFilterModePoint,
            enum hipTextureAddressMode aMode = hipAddressModeClamp)
    {
        init(norm, fMode, aMode, hipCreateChannelDesc<T>());
    }
    texture(int norm, enum hipTextureFilterMode fMode, enum hipTextureAddressMode aMode,
            struct hipChannelFormatDesc desc)
    {
        init(norm, fMode, aMode, desc);
    }

private:
    void init(int norm, enum hipTextureFilterMode fMode, enum hipTextureAddressMode aMode,
              struct hipChannelFormatDesc desc)
    {
        std::memset(static_cast<textureReference *>(this), 0, sizeof(textureReference));
        normalized = norm;
        readMode = mode;
        filterMode = fMode;
        addressMode[0] = addressMode[1] = addressMode[2] = aMode;
        channelDesc = desc;
        textureObject = nullptr;
        int n = (desc.x > 0) + (desc.y > 0) + (desc.z > 0) + (desc.w > 0);
        numChannels = n;
        format = desc.f == hipChannelFormatKindFloat ? (desc.x == 16 ? HIP_AD_FORMAT_HALF : HIP_AD_FORMAT_FLOAT)
                 : desc.f == hipChannelFormatKindSigned
                     ? (desc.x == 8 ? HIP_AD_FORMAT_SIGNED_INT8 : desc.x == 16 ? HIP_AD_FORMAT_SIGNED_INT16
                                                                               : HIP_AD_FORMAT_SIGNED_INT32)
                     : (desc.x == 8 ? HIP_AD_FORMAT_UNSIGNED_INT8 : desc.x == 16 ? HIP_AD_FORMAT_UNSIGNED_INT16
                                                                                 : HIP_AD_FORMAT_UNSIGNED_INT32);
    }
};

namespace hs_tex {
/* What a reference's fetch returns: T, or under hipReadModeNormalizedFloat the float type of
 * as many channels (uchar4 -> float4, short -> float). */
template <class T, enum hipTextureReadMode M, class = void> struct ref_ret { typedef T type; };
template <class T> struct ref_ret<T, hipReadModeNormalizedFloat, std::enable_if_t<!::hs_detail::is_vec<T>>> {
    typedef float type;
};
template <class T> struct ref_ret<T, hipReadModeNormalizedFloat, std::enable_if_t<::hs_detail::is_vec<T>>> {
    typedef std::conditional_t<::hs_detail::vec_traits<T>::n == 1, float1,
            std::conditional_t<::hs_detail::vec_traits<T>::n == 2, float2,
            std::conditional_t<::hs_detail::vec_traits<T>::n == 3, float3, float4>>> type;
};
template <class T, int D, enum hipTextureReadMode M> inline hipTextureObject_t obj(const texture<T, D, M> &r)
{
    if (__builtin_expect(!r.textureObject, 0))
        ::hs_device_abort("texture fetch through a texture reference that is not bound");
    return r.textureObject;
}
} // namespace hs_tex

#define HS_TEXREF_FETCH(NAME, PARAMS, ARGS)                                                     \
    template <class T, int D, enum hipTextureReadMode M>                                        \
    inline typename hs_tex::ref_ret<T, M>::type NAME(const texture<T, D, M> &r PARAMS)          \
    {                                                                                           \
        return NAME<typename hs_tex::ref_ret<T, M>::type>(hs_tex::obj(r) ARGS);                 \
    }
HS_TEXREF_FETCH(tex1Dfetch, HS_TEX_COMMA int x, HS_TEX_COMMA x)
HS_TEXREF_FETCH(tex1D, HS_TEX_COMMA float x, HS_TEX_COMMA x)
HS_TEXREF_FETCH(tex2D, HS_TEX_COMMA float x HS_TEX_COMMA float y, HS_TEX_COMMA x HS_TEX_COMMA y)
HS_TEXREF_FETCH(tex3D, HS_TEX_COMMA float x HS_TEX_COMMA float y HS_TEX_COMMA float z,
                HS_TEX_COMMA x HS_TEX_COMMA y HS_TEX_COMMA z)
HS_TEXREF_FETCH(tex1DLayered, HS_TEX_COMMA float x HS_TEX_COMMA int l, HS_TEX_COMMA x HS_TEX_COMMA l)
HS_TEXREF_FETCH(tex2DLayered, HS_TEX_COMMA float x HS_TEX_COMMA float y HS_TEX_COMMA int l,
                HS_TEX_COMMA x HS_TEX_COMMA y HS_TEX_COMMA l)
HS_TEXREF_FETCH(texCubemap, HS_TEX_COMMA float x HS_TEX_COMMA float y HS_TEX_COMMA float z,
                HS_TEX_COMMA x HS_TEX_COMMA y HS_TEX_COMMA z)
HS_TEXREF_FETCH(tex1DLod, HS_TEX_COMMA float x HS_TEX_COMMA float lv, HS_TEX_COMMA x HS_TEX_COMMA lv)
HS_TEXREF_FETCH(tex2DLod, HS_TEX_COMMA float x HS_TEX_COMMA float y HS_TEX_COMMA float lv,
                HS_TEX_COMMA x HS_TEX_COMMA y HS_TEX_COMMA lv)
HS_TEXREF_FETCH(tex3DLod, HS_TEX_COMMA float x HS_TEX_COMMA float y HS_TEX_COMMA float z HS_TEX_COMMA float lv,
                HS_TEX_COMMA x HS_TEX_COMMA y HS_TEX_COMMA z HS_TEX_COMMA lv)
#undef HS_TEXREF_FETCH

/* host helpers of texture references (HIP's C++ overloads) */
template <class T, int D, enum hipTextureReadMode M>
inline hipError_t hipBindTexture(size_t *offset, const texture<T, D, M> &tex, const void *devPtr,
                                 size_t size = UINT32_MAX)
{
    return hipBindTexture(offset, &tex, devPtr, &tex.channelDesc, size);
}
template <class T, int D, enum hipTextureReadMode M>
inline hipError_t hipBindTexture(size_t *offset, const texture<T, D, M> &tex, const void *devPtr,
                                 const struct hipChannelFormatDesc &desc, size_t size = UINT32_MAX)
{
    return hipBindTexture(offset, &tex, devPtr, &desc, size);
}
template <class T, int D, enum hipTextureReadMode M>
inline hipError_t hipBindTexture2D(size_t *offset, const texture<T, D, M> &tex, const void *devPtr,
                                   size_t width, size_t height, size_t pitch)
{
    return hipBindTexture2D(offset, &tex, devPtr, &tex.channelDesc, width, height, pitch);
}
template <class T, int D, enum hipTextureReadMode M>
inline hipError_t hipBindTexture2D(size_t *offset, const texture<T, D, M> &tex, const void *devPtr,
                                   const struct hipChannelFormatDesc &desc, size_t width,
                                   size_t height, size_t pitch)
{
    return hipBindTexture2D(offset, &tex, devPtr, &desc, width, height, pitch);
}
template <class T, int D, enum hipTextureReadMode M>
inline hipError_t hipBindTextureToArray(const texture<T, D, M> &tex, hipArray_const_t array)
{
    return hipBindTextureToArray(&tex, array, &tex.channelDesc);
}
template <class T, int D, enum hipTextureReadMode M>
inline hipError_t hipBindTextureToArray(const texture<T, D, M> &tex, hipArray_const_t array,
                                        const struct hipChannelFormatDesc &desc)
{
    return hipBindTextureToArray(&tex, array, &desc);
}
template <class T, int D, enum hipTextureReadMode M>
inline hipError_t hipBindTextureToMipmappedArray(const texture<T, D, M> &tex,
                                                 hipMipmappedArray_const_t m)
{
    return hipBindTextureToMipmappedArray(&tex, m, &tex.channelDesc);
}
template <class T, int D, enum hipTextureReadMode M>
inline hipError_t hipUnbindTexture(const texture<T, D, M> &tex)
{
    return hipUnbindTexture(&tex);
}

/* ---- surfaces ---- */
namespace hs_tex {
/* The address of a surface access of `bytes` bytes at byte x, row y, slice or layer z, or NULL
 * for an out-of-range access under zero mode (trap aborts, clamp clamps). */
inline unsigned char *surf_at(hipSurfaceObject_t s, long x, long y, long z, std::size_t bytes,
                              int mode, const char *what)
{
    const hs_image &im = s->img;
    const long row = (long)(im.width * im.esize), h = (long)im.height,
               planes = (long)(im.depth * im.layers);
    if (x < 0 || x + (long)bytes > row || y < 0 || y >= h || z < 0 || z >= planes) {
        if (mode == hipBoundaryModeTrap) {
            char msg[160];
            std::snprintf(msg, sizeof msg, "%s out of range (x %ld bytes, y %ld, z/layer %ld)", what, x,
                          y, z);
            ::hs_device_abort(msg);
        }
        if (mode != hipBoundaryModeClamp)
            return nullptr;
        long last = row - (long)bytes;
        x = x < 0 ? 0 : x > last ? (last < 0 ? 0 : last) : x;
        y = y < 0 ? 0 : y >= h ? h - 1 : y;
        z = z < 0 ? 0 : z >= planes ? planes - 1 : z;
    }
    return im.data + (std::size_t)z * im.slice + (std::size_t)y * im.pitch + (std::size_t)x;
}
template <class T> inline T surf_read(hipSurfaceObject_t s, long x, long y, long z, int mode, const char *what)
{
    T v{};
    if (const unsigned char *p = surf_at(s, x, y, z, sizeof(T), mode, what))
        std::memcpy(static_cast<void *>(&v), p, sizeof(T));
    return v;
}
template <class T> inline void surf_write(const T &v, hipSurfaceObject_t s, long x, long y, long z,
                                          int mode, const char *what)
{
    if (unsigned char *p = surf_at(s, x, y, z, sizeof(T), mode, what))
        std::memcpy(p, static_cast<const void *>(&v), sizeof(T));
}
} // namespace hs_tex

#define HS_SURF(NAME, PARAMS, X, Y, Z)                                                          \
    template <class T> inline T NAME##read(hipSurfaceObject_t s PARAMS,                        \
                                           int mode = hipBoundaryModeZero)                     \
    {                                                                                           \
        return hs_tex::surf_read<T>(s, X, Y, Z, mode, #NAME "read");                            \
    }                                                                                           \
    template <class T> inline void NAME##read(T *data, hipSurfaceObject_t s PARAMS,            \
                                              int mode = hipBoundaryModeZero)                  \
    {                                                                                           \
        *data = hs_tex::surf_read<T>(s, X, Y, Z, mode, #NAME "read");                           \
    }                                                                                           \
    template <class T> inline void NAME##write(T data, hipSurfaceObject_t s PARAMS,            \
                                               int mode = hipBoundaryModeZero)                 \
    {                                                                                           \
        hs_tex::surf_write<T>(data, s, X, Y, Z, mode, #NAME "write");                           \
    }
HS_SURF(surf1D, HS_TEX_COMMA int x, x, 0, 0)
HS_SURF(surf2D, HS_TEX_COMMA int x HS_TEX_COMMA int y, x, y, 0)
HS_SURF(surf3D, HS_TEX_COMMA int x HS_TEX_COMMA int y HS_TEX_COMMA int z, x, y, z)
HS_SURF(surf1DLayered, HS_TEX_COMMA int x HS_TEX_COMMA int layer, x, 0, layer)
HS_SURF(surf2DLayered, HS_TEX_COMMA int x HS_TEX_COMMA int y HS_TEX_COMMA int layer, x, y, layer)
HS_SURF(surfCubemap, HS_TEX_COMMA int x HS_TEX_COMMA int y HS_TEX_COMMA int face, x, y, face)
HS_SURF(surfCubemapLayered, HS_TEX_COMMA int x HS_TEX_COMMA int y HS_TEX_COMMA int layerFace, x, y,
        layerFace)
#undef HS_SURF
#undef HS_TEX_COMMA

#endif
