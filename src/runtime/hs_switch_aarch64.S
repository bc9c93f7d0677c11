/* hs_switch_aarch64.S - fiber context switch for AArch64 (AAPCS64), used by hs_block.c.
 * hs_ctx_switch(from, to) saves x19-x30 and d8-d15 in a 176-byte frame on the current stack,
 * stores sp in from->sp and resumes the frame at to->sp. hs_ctx_start is the first frame of a
 * new fiber: hs_ctx_make (hs_block.c) leaves the entry function in x19 and its argument in x20.
 * Ownership: no allocations; the stacks are hs_block.c's. */
#if defined(__aarch64__)
    .text
    .globl hs_ctx_switch
    .type hs_ctx_switch, %function
    .p2align 4
hs_ctx_switch:
    sub sp, sp, #176
    stp x19, x20, [sp, #0]
    stp x21, x22, [sp, #16]
    stp x23, x24, [sp, #32]
    stp x25, x26, [sp, #48]
    stp x27, x28, [sp, #64]
    stp x29, x30, [sp, #80]
    stp d8, d9, [sp, #96]
    stp d10, d11, [sp, #112]
    stp d12, d13, [sp, #128]
    stp d14, d15, [sp, #144]
    mov x2, sp
    str x2, [x0]
    ldr x2, [x1]
    mov sp, x2
    ldp x19, x20, [sp, #0]
    ldp x21, x22, [sp, #16]
    ldp x23, x24, [sp, #32]
    ldp x25, x26, [sp, #48]
    ldp x27, x28, [sp, #64]
    ldp x29, x30, [sp, #80]
    ldp d8, d9, [sp, #96]
    ldp d10, d11, [sp, #112]
    ldp d12, d13, [sp, #128]
    ldp d14, d15, [sp, #144]
    add sp, sp, #176
    ret
    .size hs_ctx_switch, .-hs_ctx_switch

    .globl hs_ctx_start
    .type hs_ctx_start, %function
    .p2align 4
hs_ctx_start:
    mov x29, #0
    mov x30, #0
    mov x0, x20
    blr x19
    brk #0
    .size hs_ctx_start, .-hs_ctx_start
#endif
#if defined(__linux__) && defined(__ELF__)
    .section .note.GNU-stack,"",%progbits
#endif
