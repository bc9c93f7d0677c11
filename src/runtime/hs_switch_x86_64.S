/* hs_switch_x86_64.S - fiber context switch for x86-64 (System V ABI), used by hs_block.c.
 * hs_ctx_switch(from, to) saves the callee-saved registers on the current stack, stores the
 * stack pointer in from->sp and resumes the context saved in to->sp. hs_ctx_start is the first
 * frame of a new fiber: hs_ctx_make (hs_block.c) leaves the entry function in r12 and its
 * argument in r13. The floating-point control words are not switched: all fibers of a block run
 * the same kernel with the same FP environment.
 * Ownership: no allocations; the stacks are hs_block.c's. */
#if defined(__x86_64__)
    .text
    .globl hs_ctx_switch
    .type hs_ctx_switch, @function
    .p2align 4
hs_ctx_switch:
    .cfi_startproc
    pushq %rbp
    pushq %rbx
    pushq %r12
    pushq %r13
    pushq %r14
    pushq %r15
    movq %rsp, (%rdi)
    movq (%rsi), %rsp
    popq %r15
    popq %r14
    popq %r13
    popq %r12
    popq %rbx
    popq %rbp
    ret
    .cfi_endproc
    .size hs_ctx_switch, .-hs_ctx_switch

    .globl hs_ctx_start
    .type hs_ctx_start, @function
    .p2align 4
hs_ctx_start:
    .cfi_startproc
    .cfi_undefined rip
    xorl %ebp, %ebp
    movq %r13, %rdi
    callq *%r12
    ud2
    .cfi_endproc
    .size hs_ctx_start, .-hs_ctx_start
#endif
#if defined(__linux__) && defined(__ELF__)
    .section .note.GNU-stack,"",%progbits
#endif
