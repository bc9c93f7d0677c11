/* hs_streamops.c - stream memory operations: hipStreamWaitValue32/64, hipStreamWriteValue32/64
 * and hipStreamBatchMemOp, as task ops in stream order (so a capture turns them into nodes).
 * A wait polls the word (acquire loads, backing off to short sleeps) until its condition holds;
 * it holds one worker meanwhile, so the writer must be the host, another process, or work that
 * can run on the other workers. A write is a release store. Conditions, as HIP states them for
 * the masked value v = *ptr & mask: Gte v >= value, Eq v == value, And (v & value) != 0,
 * Nor ~(v | value) != 0 (value masked too).
 * Ownership: a batch's parameters are copied into its op; the words are the program's. */
#define _GNU_SOURCE
#include <string.h>
#include <time.h>

#include "hs_internal.h"

typedef struct hs_memop {
    int op;                        /* hipStreamBatchMemOpType */
    int wide;                      /* 64-bit */
    void *ptr;
    uint64_t value, mask;
    unsigned flags;
} hs_memop;

static int hs_cond(uint64_t v, const hs_memop *m)
{
    v &= m->mask;
    uint64_t x = m->value & m->mask;
    switch (m->flags) {
    case hipStreamWaitValueGte: return m->wide ? v >= x : (uint32_t)v >= (uint32_t)x;
    case hipStreamWaitValueEq: return v == x;
    case hipStreamWaitValueAnd: return (v & x) != 0;
    default: return (m->wide ? ~(v | x) : (uint32_t)~(v | x)) != 0;
    }
}

static uint64_t hs_load(const hs_memop *m)
{
    return m->wide ? __atomic_load_n((uint64_t *)m->ptr, __ATOMIC_ACQUIRE)
                   : __atomic_load_n((uint32_t *)m->ptr, __ATOMIC_ACQUIRE);
}

static void hs_do(const hs_memop *m)
{
    switch (m->op) {
    case hipStreamMemOpWaitValue32:
    case hipStreamMemOpWaitValue64:
        for (unsigned spins = 0; !hs_cond(hs_load(m), m); spins++) {
            if (spins > 1000) {
                struct timespec ts = { 0, 20000 };
                nanosleep(&ts, NULL);
            }
        }
        break;
    case hipStreamMemOpWriteValue32:
        __atomic_store_n((uint32_t *)m->ptr, (uint32_t)m->value, __ATOMIC_RELEASE);
        break;
    case hipStreamMemOpWriteValue64:
        __atomic_store_n((uint64_t *)m->ptr, m->value, __ATOMIC_RELEASE);
        break;
    default:   /* barrier, flush: every op of the stream runs in order on coherent memory */
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
        break;
    }
}

static void hs_run_memops(hs_op *op)
{
    unsigned n;
    memcpy(&n, op->data, sizeof n);
    const hs_memop *m = (const hs_memop *)(void *)(op->data + sizeof(max_align_t));
    for (unsigned i = 0; i < n; i++)
        hs_do(&m[i]);
}

static hipError_t hs_submit_memops(hipStream_t s, const hs_memop *m, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        if ((m[i].op == hipStreamMemOpWaitValue32 || m[i].op == hipStreamMemOpWaitValue64 ||
             m[i].op == hipStreamMemOpWriteValue32 || m[i].op == hipStreamMemOpWriteValue64) &&
            (!m[i].ptr || ((uintptr_t)m[i].ptr & (m[i].wide ? 7u : 3u))))
            HS_RETURN(hipErrorInvalidValue);
        if ((m[i].op == hipStreamMemOpWaitValue32 || m[i].op == hipStreamMemOpWaitValue64) &&
            m[i].flags > hipStreamWaitValueNor)
            HS_RETURN(hipErrorInvalidValue);
    }
    hs_sched_init();
    hs_op *op = hs_op_new(HS_OP_TASK, sizeof(max_align_t) + n * sizeof *m);
    if (!op) HS_RETURN(hipErrorOutOfMemory);
    op->task = hs_run_memops;
    memcpy(op->data, &n, sizeof n);
    memcpy(op->data + sizeof(max_align_t), m, n * sizeof *m);
    hipError_t e = hs_capture_submit(op, s, 0);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipStreamWaitValue32(hipStream_t stream, void *ptr, uint32_t value, unsigned int flags,
                                uint32_t mask)
{
    hs_memop m = { hipStreamMemOpWaitValue32, 0, ptr, value, mask, flags };
    return hs_submit_memops(stream, &m, 1);
}

hipError_t hipStreamWaitValue64(hipStream_t stream, void *ptr, uint64_t value, unsigned int flags,
                                uint64_t mask)
{
    hs_memop m = { hipStreamMemOpWaitValue64, 1, ptr, value, mask, flags };
    return hs_submit_memops(stream, &m, 1);
}

hipError_t hipStreamWriteValue32(hipStream_t stream, void *ptr, uint32_t value, unsigned int flags)
{
    if (flags) HS_RETURN(hipErrorInvalidValue);
    hs_memop m = { hipStreamMemOpWriteValue32, 0, ptr, value, ~0ull, 0 };
    return hs_submit_memops(stream, &m, 1);
}

hipError_t hipStreamWriteValue64(hipStream_t stream, void *ptr, uint64_t value, unsigned int flags)
{
    if (flags) HS_RETURN(hipErrorInvalidValue);
    hs_memop m = { hipStreamMemOpWriteValue64, 1, ptr, value, ~0ull, 0 };
    return hs_submit_memops(stream, &m, 1);
}

hipError_t hipStreamBatchMemOp(hipStream_t stream, unsigned int count,
                               hipStreamBatchMemOpParams *paramArray, unsigned int flags)
{
    if (flags || count == 0 || count > 256 || !paramArray) HS_RETURN(hipErrorInvalidValue);
    hs_memop m[256];
    for (unsigned i = 0; i < count; i++) {
        const hipStreamBatchMemOpParams *p = &paramArray[i];
        switch (p->operation) {
        case hipStreamMemOpWaitValue32:
        case hipStreamMemOpWaitValue64: {
            int w = p->operation == hipStreamMemOpWaitValue64;
            m[i] = (hs_memop){ p->operation, w, (void *)p->waitValue.address,
                               w ? p->waitValue.value64 : p->waitValue.value, ~0ull,
                               p->waitValue.flags };
            break;
        }
        case hipStreamMemOpWriteValue32:
        case hipStreamMemOpWriteValue64: {
            int w = p->operation == hipStreamMemOpWriteValue64;
            m[i] = (hs_memop){ p->operation, w, (void *)p->writeValue.address,
                               w ? p->writeValue.value64 : p->writeValue.value, ~0ull, 0 };
            break;
        }
        case hipStreamMemOpBarrier:
        case hipStreamMemOpFlushRemoteWrites:
            m[i] = (hs_memop){ p->operation, 0, NULL, 0, 0, 0 };
            break;
        default:
            HS_RETURN(hipErrorInvalidValue);
        }
    }
    return hs_submit_memops(stream, m, count);
}
