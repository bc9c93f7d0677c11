/* hf_plan.c - hipshim's hipFFT on FFTW. A plan records the transform's logical layout (rank,
 * sizes, the advanced layout's embeddings, strides and distances, or cuFFT's basic layout, which
 * for real transforms depends on whether the execution is in place) as FFTW's guru64 dimensions.
 * Each execution looks up, in the plan's cache, an FFTW plan for its direction, placement and the
 * alignment of its arrays (FFTW's new-array execution needs the same three), makes one with
 * FFTW_ESTIMATE (which leaves the arrays alone) when there is none, and queues a job on the plan's
 * stream (hs_host_work: at once when nothing else is in flight) that runs it, then applies the
 * plan's scale factor and the store callback. FFTW's planner is not thread-safe, so planning, plan
 * destruction and the reference counts that keep a destroyed plan alive for its queued jobs take
 * one mutex; executions run concurrently. No work area is needed: the size queries say 0.
 * Ownership: a plan: hipfftCreate allocates; freed when it is destroyed and its last queued
 * execution has run (refs); its cached FFTW plans with it; an execution's job, transient FFTW plan
 * and loaded copy when hs_host_work releases the job (after its run, or with the graph that
 * captured it). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fftw3.h>
#include <hipfft/hipfftXt.h>
#include <hip/hipshim/hs_libs.h>

#define HF_MAGIC 0x68666674u   /* "hfft" */
#define HF_CACHE 8

typedef struct hf_entry {
    int sign, inplace, ain, aout;
    void *p;   /* fftw_plan or fftwf_plan */
} hf_entry;

struct hipfftHandle_t {
    unsigned magic;
    struct hipfftHandle_t *next;   /* the live plans (hf_live), so that a destroyed one is known */
    int made, destroyed, refs;
    hipfftType type;
    int rank, basic;
    long long n[3], inembed[3], onembed[3], istride, idist, ostride, odist, batch;
    hipStream_t stream;
    double scale;
    void *cb_load, *cb_load_data, *cb_store, *cb_store_data;
    hf_entry cache[HF_CACHE];
    int ncache;
};

static pthread_mutex_t hf_mu = PTHREAD_MUTEX_INITIALIZER;
static hipfftHandle hf_live;   /* guarded by hf_mu */

static int hf_double(hipfftType t) { return t == HIPFFT_Z2Z || t == HIPFFT_D2Z || t == HIPFFT_Z2D; }
static int hf_r2c(hipfftType t) { return t == HIPFFT_R2C || t == HIPFFT_D2Z; }
static int hf_c2r(hipfftType t) { return t == HIPFFT_C2R || t == HIPFFT_Z2D; }
static int hf_type_ok(hipfftType t)
{
    return t == HIPFFT_C2C || t == HIPFFT_R2C || t == HIPFFT_C2R || t == HIPFFT_Z2Z ||
           t == HIPFFT_D2Z || t == HIPFFT_Z2D;
}

/* the plan behind a handle that is live (not destroyed), or NULL; called with hf_mu held,
 * looking the handle up rather than reading through it (it may have been freed) */
static hipfftHandle hf_get_locked(hipfftHandle p)
{
    for (hipfftHandle q = hf_live; q; q = q->next)
        if (q == p)
            return p->destroyed ? NULL : p;
    return NULL;
}

static hipfftHandle hf_get(hipfftHandle p)
{
    pthread_mutex_lock(&hf_mu);
    p = hf_get_locked(p);
    pthread_mutex_unlock(&hf_mu);
    return p;
}

/* frees the plan when its last reference goes; called with hf_mu held */
static void hf_unref_locked(hipfftHandle p)
{
    if (--p->refs > 0)
        return;
    for (int i = 0; i < p->ncache; i++) {
        if (hf_double(p->type))
            fftw_destroy_plan(p->cache[i].p);
        else
            fftwf_destroy_plan(p->cache[i].p);
    }
    for (hipfftHandle *q = &hf_live; *q; q = &(*q)->next)
        if (*q == p) {
            *q = p->next;
            break;
        }
    p->magic = 0;
    free(p);
}

static hipfftResult hf_unsupported(const char *call, const char *what)
{
    hs_refuse_note(call, what, "HIPFFT_NOT_SUPPORTED");
    return HIPFFT_NOT_SUPPORTED;
}

hipfftResult hipfftCreate(hipfftHandle *plan)
{
    if (!plan)
        return HIPFFT_INVALID_VALUE;
    hipfftHandle p = calloc(1, sizeof *p);
    if (!p)
        return HIPFFT_ALLOC_FAILED;
    p->magic = HF_MAGIC;
    p->refs = 1;
    p->scale = 1.0;
    pthread_mutex_lock(&hf_mu);
    p->next = hf_live;
    hf_live = p;
    pthread_mutex_unlock(&hf_mu);
    *plan = p;
    return HIPFFT_SUCCESS;
}

hipfftResult hipfftDestroy(hipfftHandle plan)
{
    pthread_mutex_lock(&hf_mu);
    hipfftHandle p = hf_get_locked(plan);
    if (p) {
        p->destroyed = 1;
        hf_unref_locked(p);
    }
    pthread_mutex_unlock(&hf_mu);
    return p ? HIPFFT_SUCCESS : HIPFFT_INVALID_PLAN;
}

/* checks and records a layout; the plan is made once */
static hipfftResult hf_make(hipfftHandle plan, int rank, const long long *n,
                            const long long *inembed, long long istride, long long idist,
                            const long long *onembed, long long ostride, long long odist,
                            hipfftType type, long long batch, size_t *workSize)
{
    hipfftHandle p = hf_get(plan);
    if (!p)
        return HIPFFT_INVALID_PLAN;
    if (rank < 1 || rank > 3 || !n)
        return HIPFFT_INVALID_SIZE;
    if (!hf_type_ok(type))
        return HIPFFT_INVALID_TYPE;
    if (batch < 1)
        return HIPFFT_INVALID_VALUE;
    for (int d = 0; d < rank; d++)
        if (n[d] < 1)
            return HIPFFT_INVALID_SIZE;
    int basic = !inembed || !onembed;
    if (!basic) {
        if (istride < 1 || ostride < 1 || idist < 0 || odist < 0)
            return HIPFFT_INVALID_VALUE;
        for (int d = 1; d < rank; d++) {
            long long lin = n[d], lout = n[d];
            if (d == rank - 1 && hf_r2c(type))
                lout = n[d] / 2 + 1;
            if (d == rank - 1 && hf_c2r(type))
                lin = n[d] / 2 + 1;
            if (inembed[d] < lin || onembed[d] < lout)
                return HIPFFT_INVALID_VALUE;
        }
    }
    if (p->made)
        return HIPFFT_INVALID_PLAN;   /* cuFFT: a handle is made into one plan */
    p->type = type;
    p->rank = rank;
    p->basic = basic;
    for (int d = 0; d < rank; d++) {
        p->n[d] = n[d];
        p->inembed[d] = basic ? 0 : inembed[d];
        p->onembed[d] = basic ? 0 : onembed[d];
    }
    p->istride = istride;
    p->idist = idist;
    p->ostride = ostride;
    p->odist = odist;
    p->batch = batch;
    p->made = 1;
    if (workSize)
        *workSize = 0;
    return HIPFFT_SUCCESS;
}

static hipfftResult hf_make_int(hipfftHandle plan, int rank, const int *n, const int *inembed,
                                int istride, int idist, const int *onembed, int ostride,
                                int odist, hipfftType type, int batch, size_t *workSize)
{
    long long ln[3], li[3], lo[3];
    if (rank < 1 || rank > 3 || !n)
        return hf_get(plan) ? HIPFFT_INVALID_SIZE : HIPFFT_INVALID_PLAN;
    for (int d = 0; d < rank; d++) {
        ln[d] = n[d];
        li[d] = inembed ? inembed[d] : 0;
        lo[d] = onembed ? onembed[d] : 0;
    }
    return hf_make(plan, rank, ln, inembed ? li : NULL, istride, idist, onembed ? lo : NULL,
                   ostride, odist, type, batch, workSize);
}

hipfftResult hipfftMakePlanMany(hipfftHandle plan, int rank, int *n, int *inembed, int istride,
                                int idist, int *onembed, int ostride, int odist, hipfftType type,
                                int batch, size_t *workSize)
{
    return hf_make_int(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type,
                       batch, workSize);
}

hipfftResult hipfftMakePlanMany64(hipfftHandle plan, int rank, long long int *n,
                                  long long int *inembed, long long int istride,
                                  long long int idist, long long int *onembed,
                                  long long int ostride, long long int odist, hipfftType type,
                                  long long int batch, size_t *workSize)
{
    return hf_make(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch,
                   workSize);
}

hipfftResult hipfftMakePlan1d(hipfftHandle plan, int nx, hipfftType type, int batch,
                              size_t *workSize)
{
    return hf_make_int(plan, 1, &nx, NULL, 1, 0, NULL, 1, 0, type, batch, workSize);
}

hipfftResult hipfftMakePlan2d(hipfftHandle plan, int nx, int ny, hipfftType type, size_t *workSize)
{
    int n[2] = {nx, ny};
    return hf_make_int(plan, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

hipfftResult hipfftMakePlan3d(hipfftHandle plan, int nx, int ny, int nz, hipfftType type,
                              size_t *workSize)
{
    int n[3] = {nx, ny, nz};
    return hf_make_int(plan, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

/* Create + Make; the handle is destroyed again when making fails */
#define HF_PLAN(plan, MAKE)                                                                     \
    do {                                                                                        \
        if (!(plan))                                                                            \
            return HIPFFT_INVALID_VALUE;                                                        \
        hipfftResult r_ = hipfftCreate(plan);                                                   \
        if (r_ == HIPFFT_SUCCESS && (r_ = (MAKE)) != HIPFFT_SUCCESS) {                          \
            hipfftDestroy(*(plan));                                                             \
            *(plan) = NULL;                                                                     \
        }                                                                                       \
        return r_;                                                                              \
    } while (0)

hipfftResult hipfftPlan1d(hipfftHandle *plan, int nx, hipfftType type, int batch)
{
    HF_PLAN(plan, hipfftMakePlan1d(*plan, nx, type, batch, NULL));
}

hipfftResult hipfftPlan2d(hipfftHandle *plan, int nx, int ny, hipfftType type)
{
    HF_PLAN(plan, hipfftMakePlan2d(*plan, nx, ny, type, NULL));
}

hipfftResult hipfftPlan3d(hipfftHandle *plan, int nx, int ny, int nz, hipfftType type)
{
    HF_PLAN(plan, hipfftMakePlan3d(*plan, nx, ny, nz, type, NULL));
}

hipfftResult hipfftPlanMany(hipfftHandle *plan, int rank, int *n, int *inembed, int istride,
                            int idist, int *onembed, int ostride, int odist, hipfftType type,
                            int batch)
{
    HF_PLAN(plan, hipfftMakePlanMany(*plan, rank, n, inembed, istride, idist, onembed, ostride,
                                     odist, type, batch, NULL));
}

/* ---- work areas: none needed ---- */
static hipfftResult hf_zero(size_t *workSize)
{
    if (!workSize)
        return HIPFFT_INVALID_VALUE;
    *workSize = 0;
    return HIPFFT_SUCCESS;
}

hipfftResult hipfftEstimate1d(int nx, hipfftType type, int batch, size_t *workSize)
{
    (void)nx, (void)type, (void)batch;
    return hf_zero(workSize);
}

hipfftResult hipfftEstimate2d(int nx, int ny, hipfftType type, size_t *workSize)
{
    (void)nx, (void)ny, (void)type;
    return hf_zero(workSize);
}

hipfftResult hipfftEstimate3d(int nx, int ny, int nz, hipfftType type, size_t *workSize)
{
    (void)nx, (void)ny, (void)nz, (void)type;
    return hf_zero(workSize);
}

hipfftResult hipfftEstimateMany(int rank, int *n, int *inembed, int istride, int idist,
                                int *onembed, int ostride, int odist, hipfftType type, int batch,
                                size_t *workSize)
{
    (void)rank, (void)n, (void)inembed, (void)istride, (void)idist, (void)onembed;
    (void)ostride, (void)odist, (void)type, (void)batch;
    return hf_zero(workSize);
}

hipfftResult hipfftGetSize1d(hipfftHandle plan, int nx, hipfftType type, int batch,
                             size_t *workSize)
{
    (void)nx, (void)type, (void)batch;
    return hf_get(plan) ? hf_zero(workSize) : HIPFFT_INVALID_PLAN;
}

hipfftResult hipfftGetSize2d(hipfftHandle plan, int nx, int ny, hipfftType type, size_t *workSize)
{
    (void)nx, (void)ny, (void)type;
    return hf_get(plan) ? hf_zero(workSize) : HIPFFT_INVALID_PLAN;
}

hipfftResult hipfftGetSize3d(hipfftHandle plan, int nx, int ny, int nz, hipfftType type,
                             size_t *workSize)
{
    (void)nx, (void)ny, (void)nz, (void)type;
    return hf_get(plan) ? hf_zero(workSize) : HIPFFT_INVALID_PLAN;
}

hipfftResult hipfftGetSizeMany(hipfftHandle plan, int rank, int *n, int *inembed, int istride,
                               int idist, int *onembed, int ostride, int odist, hipfftType type,
                               int batch, size_t *workSize)
{
    (void)rank, (void)n, (void)inembed, (void)istride, (void)idist, (void)onembed;
    (void)ostride, (void)odist, (void)type, (void)batch;
    return hf_get(plan) ? hf_zero(workSize) : HIPFFT_INVALID_PLAN;
}

hipfftResult hipfftGetSizeMany64(hipfftHandle plan, int rank, long long int *n,
                                 long long int *inembed, long long int istride,
                                 long long int idist, long long int *onembed,
                                 long long int ostride, long long int odist, hipfftType type,
                                 long long int batch, size_t *workSize)
{
    (void)rank, (void)n, (void)inembed, (void)istride, (void)idist, (void)onembed;
    (void)ostride, (void)odist, (void)type, (void)batch;
    return hf_get(plan) ? hf_zero(workSize) : HIPFFT_INVALID_PLAN;
}

hipfftResult hipfftGetSize(hipfftHandle plan, size_t *workSize)
{
    return hf_get(plan) ? hf_zero(workSize) : HIPFFT_INVALID_PLAN;
}

hipfftResult hipfftSetAutoAllocation(hipfftHandle plan, int autoAllocate)
{
    (void)autoAllocate;
    return hf_get(plan) ? HIPFFT_SUCCESS : HIPFFT_INVALID_PLAN;
}

hipfftResult hipfftSetWorkArea(hipfftHandle plan, void *workArea)
{
    (void)workArea;
    return hf_get(plan) ? HIPFFT_SUCCESS : HIPFFT_INVALID_PLAN;
}

hipfftResult hipfftSetStream(hipfftHandle plan, hipStream_t stream)
{
    hipfftHandle p = hf_get(plan);
    if (!p)
        return HIPFFT_INVALID_PLAN;
    p->stream = stream;
    return HIPFFT_SUCCESS;
}

hipfftResult hipfftExtPlanScaleFactor(hipfftHandle plan, double scalefactor)
{
    hipfftHandle p = hf_get(plan);
    if (!p)
        return HIPFFT_INVALID_PLAN;
    p->scale = scalefactor;
    return HIPFFT_SUCCESS;
}

hipfftResult hipfftSetCompatibilityMode(hipfftHandle plan, hipfftCompatibility mode)
{
    if (!hf_get(plan))
        return HIPFFT_INVALID_PLAN;
    return mode == HIPFFT_COMPATIBILITY_FFTW_PADDING ? HIPFFT_SUCCESS : HIPFFT_INVALID_VALUE;
}

hipfftResult hipfftGetVersion(int *version)
{
    if (!version)
        return HIPFFT_INVALID_VALUE;
    *version = hipfftVersionMajor * 10000 + hipfftVersionMinor * 100 + hipfftVersionPatch;
    return HIPFFT_SUCCESS;
}

hipfftResult hipfftGetProperty(hipfftLibraryPropertyType type, int *value)
{
    if (!value)
        return HIPFFT_INVALID_VALUE;
    switch (type) {
    case HIPFFT_MAJOR_VERSION: *value = hipfftVersionMajor; return HIPFFT_SUCCESS;
    case HIPFFT_MINOR_VERSION: *value = hipfftVersionMinor; return HIPFFT_SUCCESS;
    case HIPFFT_PATCH_LEVEL: *value = hipfftVersionPatch; return HIPFFT_SUCCESS;
    }
    return HIPFFT_INVALID_VALUE;
}

/* ---- layouts ---- */
typedef struct hf_layout {
    int rank;
    fftw_iodim64 dims[3], howmany;
    long long in[3], on[3];   /* the input's and output's logical sizes (n/2+1 last: complex) */
} hf_layout;

/* the plan's layout for an execution in place or not */
static void hf_layout_of(hipfftHandle p, int inplace, hf_layout *l)
{
    long long in[3], out[3], nl = p->n[p->rank - 1];
    long long istride = p->istride, ostride = p->ostride, idist = p->idist, odist = p->odist;
    l->rank = p->rank;
    for (int d = 0; d < p->rank; d++) {
        in[d] = p->basic ? p->n[d] : p->inembed[d];
        out[d] = p->basic ? p->n[d] : p->onembed[d];
        l->in[d] = l->on[d] = p->n[d];
    }
    if (hf_r2c(p->type))
        l->on[p->rank - 1] = nl / 2 + 1;
    if (hf_c2r(p->type))
        l->in[p->rank - 1] = nl / 2 + 1;
    if (p->basic) {
        /* cuFFT's basic layout: contiguous; a real array in place is padded to 2 (n/2+1) */
        if (hf_r2c(p->type)) {
            in[p->rank - 1] = inplace ? 2 * (nl / 2 + 1) : nl;
            out[p->rank - 1] = nl / 2 + 1;
        } else if (hf_c2r(p->type)) {
            in[p->rank - 1] = nl / 2 + 1;
            out[p->rank - 1] = inplace ? 2 * (nl / 2 + 1) : nl;
        }
        istride = ostride = 1;
        idist = odist = 1;
        for (int d = 0; d < p->rank; d++) {
            idist *= in[d];
            odist *= out[d];
        }
    }
    long long is = istride, os = ostride;
    for (int d = p->rank - 1; d >= 0; d--) {
        l->dims[d].n = p->n[d];
        l->dims[d].is = is;
        l->dims[d].os = os;
        is *= in[d];
        os *= out[d];
    }
    l->howmany.n = p->batch;
    l->howmany.is = idist;
    l->howmany.os = odist;
}

/* calls f(offset) for every element of the output (out set) or the input, in layout order */
static void hf_each(const hf_layout *l, int out, void (*f)(void *ctx, long long off), void *ctx)
{
    const long long *n = out ? l->on : l->in;
    for (long long b = 0; b < l->howmany.n; b++) {
        long long idx[3] = {0, 0, 0};
        for (;;) {
            long long off = b * (out ? l->howmany.os : l->howmany.is);
            for (int d = 0; d < l->rank; d++)
                off += idx[d] * (out ? l->dims[d].os : l->dims[d].is);
            f(ctx, off);
            int d = l->rank - 1;
            while (d >= 0 && ++idx[d] == n[d])
                idx[d--] = 0;
            if (d < 0)
                break;
        }
    }
}

/* ---- execution ---- */
typedef struct hf_job {
    hipfftHandle p;
    void *fp, *in, *out;
    hf_layout layout;
    double scale;
    void *cb_store, *cb_store_data;
    int transient;   /* fp is not in the plan's cache: destroyed after the run */
    void *cb_load, *cb_load_data, *loaded;   /* with a load callback: the user's input, and
                                                the loaded copy fp reads (j->in) */
} hf_job;

/* one element of the input through the load callback, into the loaded copy */
static void hf_load_one(void *ctx, long long off)
{
    hf_job *j = ctx;
    switch (j->p->type) {
    case HIPFFT_C2C: case HIPFFT_C2R:
        ((hipfftComplex *)j->in)[off] =
            ((hipfftCallbackLoadC)j->cb_load)(j->loaded, (size_t)off, j->cb_load_data, NULL);
        break;
    case HIPFFT_Z2Z: case HIPFFT_Z2D:
        ((hipfftDoubleComplex *)j->in)[off] =
            ((hipfftCallbackLoadZ)j->cb_load)(j->loaded, (size_t)off, j->cb_load_data, NULL);
        break;
    case HIPFFT_R2C:
        ((hipfftReal *)j->in)[off] =
            ((hipfftCallbackLoadR)j->cb_load)(j->loaded, (size_t)off, j->cb_load_data, NULL);
        break;
    case HIPFFT_D2Z:
        ((hipfftDoubleReal *)j->in)[off] =
            ((hipfftCallbackLoadD)j->cb_load)(j->loaded, (size_t)off, j->cb_load_data, NULL);
        break;
    }
}

/* bytes of one input element */
static size_t hf_in_size(hipfftType t)
{
    switch (t) {
    case HIPFFT_R2C: return sizeof(float);
    case HIPFFT_D2Z: return sizeof(double);
    case HIPFFT_C2C: case HIPFFT_C2R: return sizeof(hipfftComplex);
    default: return sizeof(hipfftDoubleComplex);
    }
}

/* elements from the input's first to one past its last */
static long long hf_in_extent(const hf_layout *l)
{
    long long e = (l->howmany.n - 1) * l->howmany.is + 1;
    for (int d = 0; d < l->rank; d++)
        e += (l->in[d] - 1) * l->dims[d].is;
    return e;
}

static void hf_scale_one(void *ctx, long long off)
{
    hf_job *j = ctx;
    hipfftType t = j->p->type;
    if (t == HIPFFT_C2R) {
        ((float *)j->out)[off] *= (float)j->scale;
    } else if (t == HIPFFT_Z2D) {
        ((double *)j->out)[off] *= j->scale;
    } else if (hf_double(t)) {
        ((double *)j->out)[2 * off] *= j->scale;
        ((double *)j->out)[2 * off + 1] *= j->scale;
    } else {
        ((float *)j->out)[2 * off] *= (float)j->scale;
        ((float *)j->out)[2 * off + 1] *= (float)j->scale;
    }
}

static void hf_store_one(void *ctx, long long off)
{
    hf_job *j = ctx;
    switch (j->p->type) {
    case HIPFFT_C2C: case HIPFFT_R2C:
        ((hipfftCallbackStoreC)j->cb_store)(j->out, (size_t)off, ((hipfftComplex *)j->out)[off],
                                             j->cb_store_data, NULL);
        break;
    case HIPFFT_Z2Z: case HIPFFT_D2Z:
        ((hipfftCallbackStoreZ)j->cb_store)(j->out, (size_t)off,
                                             ((hipfftDoubleComplex *)j->out)[off],
                                             j->cb_store_data, NULL);
        break;
    case HIPFFT_C2R:
        ((hipfftCallbackStoreR)j->cb_store)(j->out, (size_t)off, ((hipfftReal *)j->out)[off],
                                             j->cb_store_data, NULL);
        break;
    case HIPFFT_Z2D:
        ((hipfftCallbackStoreD)j->cb_store)(j->out, (size_t)off,
                                             ((hipfftDoubleReal *)j->out)[off],
                                             j->cb_store_data, NULL);
        break;
    }
}

static void hf_run(void *arg)
{
    hf_job *j = arg;
    if (j->cb_load)
        hf_each(&j->layout, 0, hf_load_one, j);
    switch (j->p->type) {
    case HIPFFT_C2C: fftwf_execute_dft(j->fp, j->in, j->out); break;
    case HIPFFT_R2C: fftwf_execute_dft_r2c(j->fp, j->in, j->out); break;
    case HIPFFT_C2R: fftwf_execute_dft_c2r(j->fp, j->in, j->out); break;
    case HIPFFT_Z2Z: fftw_execute_dft(j->fp, j->in, j->out); break;
    case HIPFFT_D2Z: fftw_execute_dft_r2c(j->fp, j->in, j->out); break;
    case HIPFFT_Z2D: fftw_execute_dft_c2r(j->fp, j->in, j->out); break;
    }
    if (j->scale != 1.0)
        hf_each(&j->layout, 1, hf_scale_one, j);
    if (j->cb_store)
        hf_each(&j->layout, 1, hf_store_one, j);
}

/* the job's end: after its one run, or with the last graph launch that can run it again */
static void hf_release(void *arg)
{
    hf_job *j = arg;
    pthread_mutex_lock(&hf_mu);
    if (j->transient) {
        if (hf_double(j->p->type))
            fftw_destroy_plan(j->fp);
        else
            fftwf_destroy_plan(j->fp);
    }
    hf_unref_locked(j->p);
    pthread_mutex_unlock(&hf_mu);
    if (j->cb_load)
        fftw_free(j->in);
    free(j);
}

/* a new FFTW plan of p's transform on these arrays; called with hf_mu held */
static void *hf_fftw_new(hipfftHandle p, const hf_layout *l, int sign, void *in, void *out)
{
    unsigned flags = FFTW_ESTIMATE;
    void *fp = NULL;
    switch (p->type) {
    case HIPFFT_C2C:
        fp = fftwf_plan_guru64_dft(l->rank, l->dims, 1, &l->howmany, in, out, sign, flags);
        break;
    case HIPFFT_R2C:
        fp = fftwf_plan_guru64_dft_r2c(l->rank, l->dims, 1, &l->howmany, in, out, flags);
        break;
    case HIPFFT_C2R:
        fp = fftwf_plan_guru64_dft_c2r(l->rank, l->dims, 1, &l->howmany, in, out, flags);
        break;
    case HIPFFT_Z2Z:
        fp = fftw_plan_guru64_dft(l->rank, l->dims, 1, &l->howmany, in, out, sign, flags);
        break;
    case HIPFFT_D2Z:
        fp = fftw_plan_guru64_dft_r2c(l->rank, l->dims, 1, &l->howmany, in, out, flags);
        break;
    case HIPFFT_Z2D:
        fp = fftw_plan_guru64_dft_c2r(l->rank, l->dims, 1, &l->howmany, in, out, flags);
        break;
    }
    return fp;
}

/* an FFTW plan of p for this execution, from the cache or new; called with hf_mu held */
static void *hf_fftw_plan(hipfftHandle p, const hf_layout *l, int sign, void *in, void *out)
{
    int inplace = in == out;
    int ain = fftw_alignment_of(in), aout = fftw_alignment_of(out);
    for (int i = 0; i < p->ncache; i++) {
        hf_entry *e = &p->cache[i];
        if (e->sign == sign && e->inplace == inplace && e->ain == ain && e->aout == aout)
            return e->p;
    }
    void *fp = hf_fftw_new(p, l, sign, in, out);
    if (!fp || p->ncache == HF_CACHE)
        return fp;   /* a full cache: the job destroys the plan after its run */
    p->cache[p->ncache++] = (hf_entry){sign, inplace, ain, aout, fp};
    return fp;
}

static hipfftResult hf_exec(const char *call, hipfftHandle plan, hipfftType want, void *in,
                            void *out, int sign)
{
    pthread_mutex_lock(&hf_mu);
    hipfftHandle p = hf_get_locked(plan);
    hipfftResult r = HIPFFT_SUCCESS;
    if (!p || !p->made)
        r = HIPFFT_INVALID_PLAN;
    else if (p->type != want || !in || !out)
        r = HIPFFT_INVALID_VALUE;
    if (r != HIPFFT_SUCCESS) {
        pthread_mutex_unlock(&hf_mu);
        return r;
    }
    hf_job *j = calloc(1, sizeof *j);
    if (!j) {
        pthread_mutex_unlock(&hf_mu);
        return HIPFFT_ALLOC_FAILED;
    }
    hf_layout_of(p, in == out, &j->layout);
    void *loaded = NULL;
    if (p->cb_load) {
        /* the transform reads a copy the load callback fills at execution, with the input's
         * layout; that plan (out of place) is made for this execution only */
        loaded = fftw_malloc((size_t)hf_in_extent(&j->layout) * hf_in_size(p->type));
        if (!loaded) {
            pthread_mutex_unlock(&hf_mu);
            free(j);
            return HIPFFT_ALLOC_FAILED;
        }
        j->cb_load = p->cb_load;
        j->cb_load_data = p->cb_load_data;
        j->loaded = in;
        in = loaded;
    }
    void *fp = loaded ? hf_fftw_new(p, &j->layout, sign, in, out)
                      : hf_fftw_plan(p, &j->layout, sign, in, out);
    if (!fp) {
        pthread_mutex_unlock(&hf_mu);
        fftw_free(loaded);
        free(j);
        return hf_unsupported(call, "FFTW has no plan for this layout");
    }
    j->transient = 1;
    for (int i = 0; i < p->ncache; i++)
        j->transient &= p->cache[i].p != fp;
    j->p = p;
    j->fp = fp;
    j->in = in;
    j->out = out;
    j->scale = p->scale;
    j->cb_store = p->cb_store;
    j->cb_store_data = p->cb_store_data;
    p->refs++;
    hipStream_t s = p->stream;
    pthread_mutex_unlock(&hf_mu);
    if (hs_host_work(s, hf_run, hf_release, j) != hipSuccess)
        return HIPFFT_EXEC_FAILED;
    return HIPFFT_SUCCESS;
}

static int hf_sign(int direction)
{
    return direction == HIPFFT_FORWARD ? FFTW_FORWARD
         : direction == HIPFFT_BACKWARD ? FFTW_BACKWARD : 0;
}

hipfftResult hipfftExecC2C(hipfftHandle plan, hipfftComplex *idata, hipfftComplex *odata,
                           int direction)
{
    if (!hf_sign(direction))
        return hf_get(plan) ? HIPFFT_INVALID_VALUE : HIPFFT_INVALID_PLAN;
    return hf_exec("hipfftExecC2C", plan, HIPFFT_C2C, idata, odata, hf_sign(direction));
}

hipfftResult hipfftExecZ2Z(hipfftHandle plan, hipfftDoubleComplex *idata,
                           hipfftDoubleComplex *odata, int direction)
{
    if (!hf_sign(direction))
        return hf_get(plan) ? HIPFFT_INVALID_VALUE : HIPFFT_INVALID_PLAN;
    return hf_exec("hipfftExecZ2Z", plan, HIPFFT_Z2Z, idata, odata, hf_sign(direction));
}

hipfftResult hipfftExecR2C(hipfftHandle plan, hipfftReal *idata, hipfftComplex *odata)
{
    return hf_exec("hipfftExecR2C", plan, HIPFFT_R2C, idata, odata, FFTW_FORWARD);
}

hipfftResult hipfftExecC2R(hipfftHandle plan, hipfftComplex *idata, hipfftReal *odata)
{
    return hf_exec("hipfftExecC2R", plan, HIPFFT_C2R, idata, odata, FFTW_BACKWARD);
}

hipfftResult hipfftExecD2Z(hipfftHandle plan, hipfftDoubleReal *idata, hipfftDoubleComplex *odata)
{
    return hf_exec("hipfftExecD2Z", plan, HIPFFT_D2Z, idata, odata, FFTW_FORWARD);
}

hipfftResult hipfftExecZ2D(hipfftHandle plan, hipfftDoubleComplex *idata, hipfftDoubleReal *odata)
{
    return hf_exec("hipfftExecZ2D", plan, HIPFFT_Z2D, idata, odata, FFTW_BACKWARD);
}

/* ---- the extended API ---- */
/* the transform type of an (input, output, execution) type triple, or 0 */
static hipfftType hf_xt_type(hipDataType in, hipDataType out, hipDataType exec)
{
    if (in == HIP_C_32F && out == HIP_C_32F && exec == HIP_C_32F) return HIPFFT_C2C;
    if (in == HIP_R_32F && out == HIP_C_32F && exec == HIP_C_32F) return HIPFFT_R2C;
    if (in == HIP_C_32F && out == HIP_R_32F && exec == HIP_C_32F) return HIPFFT_C2R;
    if (in == HIP_C_64F && out == HIP_C_64F && exec == HIP_C_64F) return HIPFFT_Z2Z;
    if (in == HIP_R_64F && out == HIP_C_64F && exec == HIP_C_64F) return HIPFFT_D2Z;
    if (in == HIP_C_64F && out == HIP_R_64F && exec == HIP_C_64F) return HIPFFT_Z2D;
    return (hipfftType)0;
}

hipfftResult hipfftXtMakePlanMany(hipfftHandle plan, int rank, long long int *n,
                                  long long int *inembed, long long int istride,
                                  long long int idist, hipDataType inputType,
                                  long long int *onembed, long long int ostride,
                                  long long int odist, hipDataType outputType,
                                  long long int batch, size_t *workSize,
                                  hipDataType executionType)
{
    hipfftType t = hf_xt_type(inputType, outputType, executionType);
    if (!t)
        return hf_get(plan) ? hf_unsupported("hipfftXtMakePlanMany",
                                             "half-precision and mixed types are not supported")
                            : HIPFFT_INVALID_PLAN;
    return hf_make(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, t, batch,
                   workSize);
}

hipfftResult hipfftXtGetSizeMany(hipfftHandle plan, int rank, long long int *n,
                                 long long int *inembed, long long int istride,
                                 long long int idist, hipDataType inputType,
                                 long long int *onembed, long long int ostride,
                                 long long int odist, hipDataType outputType, long long int batch,
                                 size_t *workSize, hipDataType executionType)
{
    (void)rank, (void)n, (void)inembed, (void)istride, (void)idist, (void)inputType;
    (void)onembed, (void)ostride, (void)odist, (void)outputType, (void)batch;
    (void)executionType;
    return hf_get(plan) ? hf_zero(workSize) : HIPFFT_INVALID_PLAN;
}

hipfftResult hipfftXtExec(hipfftHandle plan, void *input, void *output, int direction)
{
    hipfftHandle p = hf_get(plan);
    if (!p || !p->made)
        return HIPFFT_INVALID_PLAN;
    if ((p->type == HIPFFT_C2C || p->type == HIPFFT_Z2Z) && !hf_sign(direction))
        return HIPFFT_INVALID_VALUE;
    int sign = p->type == HIPFFT_C2C || p->type == HIPFFT_Z2Z ? hf_sign(direction)
             : hf_r2c(p->type) ? FFTW_FORWARD : FFTW_BACKWARD;
    return hf_exec("hipfftXtExec", plan, p->type, input, output, sign);
}

/* Callbacks are host functions on hipshim (a __device__ function pointer is a host one): a load
 * callback fills a copy of the input that the transform then reads, a store callback runs over
 * the output after it. Shared memory for them is not supported. */
hipfftResult hipfftXtSetCallback(hipfftHandle plan, void **callbacks, hipfftXtCallbackType cbtype,
                                 void **callbackData)
{
    pthread_mutex_lock(&hf_mu);
    hipfftHandle p = hf_get_locked(plan);
    hipfftResult r = HIPFFT_SUCCESS;
    if (!p || !p->made) {
        r = HIPFFT_INVALID_PLAN;
    } else if (!callbacks || !callbacks[0]) {
        r = HIPFFT_INVALID_VALUE;
    } else if (cbtype >= HIPFFT_CB_ST_COMPLEX && cbtype <= HIPFFT_CB_ST_REAL_DOUBLE) {
        /* the store callback's type is that of the output */
        static const hipfftXtCallbackType want[] = {
            [HIPFFT_C2C] = HIPFFT_CB_ST_COMPLEX, [HIPFFT_R2C] = HIPFFT_CB_ST_COMPLEX,
            [HIPFFT_C2R] = HIPFFT_CB_ST_REAL, [HIPFFT_Z2Z] = HIPFFT_CB_ST_COMPLEX_DOUBLE,
            [HIPFFT_D2Z] = HIPFFT_CB_ST_COMPLEX_DOUBLE, [HIPFFT_Z2D] = HIPFFT_CB_ST_REAL_DOUBLE};
        if (want[p->type] != cbtype) {
            r = HIPFFT_INVALID_VALUE;
        } else {
            p->cb_store = callbacks[0];
            p->cb_store_data = callbackData ? callbackData[0] : NULL;
        }
    } else if (cbtype <= HIPFFT_CB_LD_REAL_DOUBLE) {
        /* the load callback's type is that of the input */
        static const hipfftXtCallbackType want[] = {
            [HIPFFT_C2C] = HIPFFT_CB_LD_COMPLEX, [HIPFFT_R2C] = HIPFFT_CB_LD_REAL,
            [HIPFFT_C2R] = HIPFFT_CB_LD_COMPLEX, [HIPFFT_Z2Z] = HIPFFT_CB_LD_COMPLEX_DOUBLE,
            [HIPFFT_D2Z] = HIPFFT_CB_LD_REAL_DOUBLE, [HIPFFT_Z2D] = HIPFFT_CB_LD_COMPLEX_DOUBLE};
        if (want[p->type] != cbtype) {
            r = HIPFFT_INVALID_VALUE;
        } else {
            p->cb_load = callbacks[0];
            p->cb_load_data = callbackData ? callbackData[0] : NULL;
        }
    } else {
        r = HIPFFT_INVALID_VALUE;
    }
    pthread_mutex_unlock(&hf_mu);
    return r;
}

hipfftResult hipfftXtClearCallback(hipfftHandle plan, hipfftXtCallbackType cbtype)
{
    pthread_mutex_lock(&hf_mu);
    hipfftHandle p = hf_get_locked(plan);
    if (p) {
        if (cbtype <= HIPFFT_CB_LD_REAL_DOUBLE)
            p->cb_load = p->cb_load_data = NULL;
        else
            p->cb_store = p->cb_store_data = NULL;
    }
    pthread_mutex_unlock(&hf_mu);
    return p ? HIPFFT_SUCCESS : HIPFFT_INVALID_PLAN;
}

hipfftResult hipfftXtSetCallbackSharedSize(hipfftHandle plan, hipfftXtCallbackType cbtype,
                                           size_t sharedSize)
{
    (void)cbtype;
    if (!hf_get(plan))
        return HIPFFT_INVALID_PLAN;
    return sharedSize == 0 ? HIPFFT_SUCCESS
                           : hf_unsupported("hipfftXtSetCallbackSharedSize",
                                            "shared memory for callbacks is not supported");
}
