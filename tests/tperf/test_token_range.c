/* test_token_range.c - ps_token_range (src/parse.c) computes token ranges from libclang's token
 * fields instead of re-lexing each token: for every token of every file given, in files parsed
 * alone and in files parsed one after another in one thread (so that a new translation unit
 * may reuse an old one's address), its result must equal clang_getTokenExtent's, and the fast
 * path must really have been used. usage: test_token_range FILE... */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse.h"
#include "util.h"

static int check_file(const ps_config *p, CXIndex idx, const char *path, unsigned long *ntok)
{
    char *buf = NULL, err[512];
    size_t len = 0;
    if (ut_read_file(path, &buf, &len, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    enum CXErrorCode ec;
    CXTranslationUnit tu = ps_parse(p, idx, path, buf, len, NULL, 0, &ec);
    if (!tu) {
        fprintf(stderr, "%s: no translation unit (%d)\n", path, (int)ec);
        free(buf);
        return 1;
    }
    int bad = 0;
    CXFile f = clang_getFile(tu, path);
    CXToken *toks = NULL;
    unsigned n = 0;
    if (len) {
        CXSourceRange all = clang_getRange(clang_getLocationForOffset(tu, f, 0),
                                           clang_getLocationForOffset(tu, f, (unsigned)len));
        clang_tokenize(tu, all, &toks, &n);
    }
    /* twice: the first pass records the file's span, the second is all fast hits */
    for (int pass = 0; pass < 2; pass++)
        for (unsigned i = 0; i < n && bad < 5; i++) {
            size_t off, end;
            ps_token_range(tu, toks[i], &off, &end);
            CXSourceRange r = clang_getTokenExtent(tu, toks[i]);
            unsigned b = 0, e = 0;
            clang_getSpellingLocation(clang_getRangeStart(r), NULL, NULL, NULL, &b);
            clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &e);
            if (off != b || end != (e < b ? b : e) || end > len) {
                fprintf(stderr, "%s: token %u: ps_token_range %zu..%zu, libclang %u..%u\n", path, i, off,
                        end, b, e);
                bad++;
            }
        }
    *ntok += n;
    if (toks) clang_disposeTokens(tu, toks, n);
    clang_disposeTranslationUnit(tu);
    free(buf);
    return bad != 0;
}

int main(int argc, char **argv)
{
    ps_config *p = ps_config_new(NULL);
    CXIndex idx = clang_createIndex(0, 0);
    int fail = 0;
    unsigned long ntok = 0;
    for (int i = 1; i < argc; i++) fail |= check_file(p, idx, argv[i], &ntok);
    clang_disposeIndex(idx);
    ps_config_free(p);
    if (!ps_token_range_fast()) {
        fprintf(stderr, "FAIL: the fast path was turned off\n");
        fail = 1;
    }
    if (ntok < 1000) {
        fprintf(stderr, "FAIL: only %lu tokens checked\n", ntok);
        fail = 1;
    }
    if (!fail) printf("ok: %lu token ranges of %d files\n", ntok, argc - 1);
    return fail;
}
