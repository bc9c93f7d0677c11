/* test_incdirs.c - unit tests of the search for a project's own include directories
 * (incdirs.c, id_find) on a tree made in a temporary directory: the nearest ancestor's tree,
 * inc/include preferred, nearest by path, ties, bounds (the root, "..", absolute names). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "incdirs.h"
#include "util.h"

static int failures;
#define CHECK(cond) do { if (!(cond)) { fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); failures++; } } while (0)

static char root[64];

static void mk(const char *rel, int file)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    for (char *p = path + strlen(root) + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            mkdir(path, 0755);
            *p = '/';
        }
    if (file) {
        FILE *f = fopen(path, "w");
        if (f) fclose(f);
    } else {
        mkdir(path, 0755);
    }
}

/* id_find(root, root/from, name): the directory found relative to root ("" none, "?" a tie) */
static int found_is(const char *from, const char *name, const char *want)
{
    char dir[512], *top = ut_xstrdup(root);
    snprintf(dir, sizeof dir, "%s/%s", root, from);
    int amb = 0;
    char *got = id_find(top, dir, name, &amb);
    const char *rel = got ? got + strlen(root) + (got[strlen(root)] == '/') : amb ? "?" : "";
    int ok = !strcmp(rel, want);
    if (!ok) fprintf(stderr, "id_find(%s, %s): got '%s', want '%s'\n", from, name, rel, want);
    free(got);
    free(top);
    return ok;
}

int main(void)
{
    char tmpl[] = "/tmp/cu2hip-incdirs-XXXXXX";
    char *t = mkdtemp(tmpl);
    char real[4096];
    if (!t || !realpath(t, real) || strlen(real) >= sizeof root) return 1;
    strcpy(root, real);
    mk("app/src/main.cu", 1);
    mk("app/inc/app.h", 1);               /* the sibling inc/ of src/ */
    mk("app/src/sub/deep.h", 1);          /* below the includer's own directory */
    mk("lib/include/cfg.h", 1);           /* include/ beats a nearer plain directory */
    mk("lib/cfg/cfg.h", 1);
    mk("lib/a/b/f.cu", 1);
    mk("near/s/f.cu", 1);
    mk("near/h1/n.h", 1);                 /* two steps from near/s */
    mk("near/x/y/n.h", 1);                /* three steps */
    mk("tie/s/f.cu", 1);
    mk("tie/p/t.h", 1);
    mk("tie/q/t.h", 1);
    mk("sub/dir/x/part.h", 1);            /* a name with a directory: "x/part.h" */
    mk("sub/s/f.cu", 1);
    mk(".hidden/inc/secret.h", 1);        /* hidden directories are never searched */
    mk("empty", 0);
    CHECK(found_is("app/src", "app.h", "app/inc"));
    CHECK(found_is("app/src", "deep.h", "app/src/sub"));
    CHECK(found_is("lib/a/b", "cfg.h", "lib/include"));
    CHECK(found_is("near/s", "n.h", "near/h1"));
    CHECK(found_is("tie/s", "t.h", "?"));
    CHECK(found_is("sub/s", "x/part.h", "sub/dir"));
    CHECK(found_is("empty", "secret.h", ""));
    CHECK(found_is("empty", "missing.h", ""));
    CHECK(found_is("app/src", "../inc/app.h", ""));
    CHECK(found_is("app/src", "/etc/passwd", ""));
    /* the search never leaves its root */
    {
        char sub[512], from[512];
        snprintf(sub, sizeof sub, "%s/lib", root);
        snprintf(from, sizeof from, "%s/lib/a/b", root);
        int amb = 0;
        char *got = id_find(sub, from, "app.h", &amb);
        CHECK(got == NULL && !amb);
        free(got);
    }
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    if (system(cmd) != 0) failures++;
    if (failures) fprintf(stderr, "%d failures\n", failures);
    else puts("ok: incdirs");
    return failures != 0;
}
