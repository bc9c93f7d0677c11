/* rand_tablegen.c - build-time tool of hipshim's hipRAND: turns one of Debian's rocRAND
 * precomputed Sobol headers (rocrand_sobol{32,64}_precomputed.h: a C array of 640,000 or
 * 1,280,000 hexadecimal numbers) into a raw little-endian table that rand_tables.S embeds
 * (.incbin), because compiling the 26 MB 64-bit initializer takes GCC minutes.
 *   rand_tablegen HEADER OUT.bin WIDTH COUNT
 * reads the numbers between the first '{' and the next '}' of HEADER; exits 1 with a message
 * unless it finds exactly COUNT numbers, each fitting WIDTH (4 or 8) bytes. OUT.bin is written
 * through a temporary file and renamed. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(const char *what, const char *path) {
    fprintf(stderr, "rand_tablegen: %s: %s\n", path, what);
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 5)
        return fprintf(stderr, "usage: rand_tablegen HEADER OUT.bin WIDTH COUNT\n"), 2;
    const int width = atoi(argv[3]);
    const long count = atol(argv[4]);
    if ((width != 4 && width != 8) || count <= 0)
        return fprintf(stderr, "rand_tablegen: WIDTH must be 4 or 8 and COUNT positive\n"), 2;
    FILE *in = fopen(argv[1], "rb");
    if (!in)
        return fail(strerror(errno), argv[1]);
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", argv[2]) >= (int)sizeof tmp)
        return fail("path too long", argv[2]);
    FILE *out = fopen(tmp, "wb");
    if (!out)
        return fclose(in), fail(strerror(errno), tmp);
    int c, inside = 0;
    long n = 0;
    while ((c = getc(in)) != EOF) {
        if (!inside) {
            inside = c == '{';
            continue;
        }
        if (c == '}')
            break;
        if (c != '0')
            continue;
        if ((c = getc(in)) != 'x' && c != 'X')
            continue;
        uint64_t v = 0;
        int digits = 0;
        while ((c = getc(in)) != EOF) {
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0)
                break;
            v = v << 4 | (uint64_t)d;
            digits++;
        }
        if (digits == 0 || digits > width * 2)
            break;
        unsigned char b[8];
        for (int i = 0; i < width; i++)
            b[i] = (unsigned char)(v >> (8 * i));
        fwrite(b, 1, (size_t)width, out);
        n++;
        if (c == '}')
            break;
    }
    fclose(in);
    if (fclose(out) != 0 || n != count) {
        remove(tmp);
        char msg[128];
        snprintf(msg, sizeof msg, "found %ld numbers of %d bytes, expected %ld", n, width, count);
        return fail(msg, argv[1]);
    }
    if (rename(tmp, argv[2]) != 0)
        return remove(tmp), fail(strerror(errno), argv[2]);
    return 0;
}
