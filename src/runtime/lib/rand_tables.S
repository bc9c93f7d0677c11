/* rand_tables.S - the Sobol direction vectors of Debian's rocRAND headers as raw tables
 * (rand_tablegen.c makes the .bin files at build time; cmake/hipshim-libs.cmake passes their
 * paths): 20,000 dimensions of 32 unsigned ints and of 64 unsigned long longs. */
    .section .rodata
    .balign 64
    .globl hs_rand_sobol32_vectors
    .type hs_rand_sobol32_vectors, %object
hs_rand_sobol32_vectors:
    .incbin HS_RAND_SOBOL32_BIN
    .size hs_rand_sobol32_vectors, 2560000
    .balign 64
    .globl hs_rand_sobol64_vectors
    .type hs_rand_sobol64_vectors, %object
hs_rand_sobol64_vectors:
    .incbin HS_RAND_SOBOL64_BIN
    .size hs_rand_sobol64_vectors, 10240000
    .section .note.GNU-stack, "", %progbits
