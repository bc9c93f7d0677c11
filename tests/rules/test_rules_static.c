/* test_rules_static.c - the built-in tables compiled at build time (src/rules_gen.c, the
 * generated rules_builtin.c) are exactly what the JSON loader makes of the same files: every
 * rule field, insertion order, both hash indexes, the name chains, the listing order and every
 * lookup; and user rule files on top of them (overrides, disables, new rules, failed loads)
 * behave as on a table loaded from JSON, leaving the static data untouched.
 * usage: test_rules_static ROOT USER_RULES.json RULE_FILE.json... (the files the build compiled,
 * named relative to ROOT as the build names them) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rules.h"

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

static int same_str(const char *a, const char *b) { return a == b || (a && b && strcmp(a, b) == 0); }

static int same_rule(const rl_rule *a, const rl_rule *b)
{
    if (!a || !b) return a == b;
    return same_str(a->id, b->id) && same_str(a->cuda, b->cuda) && same_str(a->hip, b->hip) &&
           same_str(a->reason, b->reason) && same_str(a->group, b->group) && same_str(a->tmpl, b->tmpl) &&
           same_str(a->note, b->note) && a->kind == b->kind && a->status == b->status &&
           a->hip_major == b->hip_major && a->hip_minor == b->hip_minor && a->deprecated == b->deprecated &&
           same_str(a->source, b->source) && same_str(a->roc, b->roc) && same_str(a->roc_source, b->roc_source) &&
           same_str(a->roc_in, b->roc_in) && same_str(a->roc_tmpl, b->roc_tmpl) &&
           same_str(a->before, b->before) && same_str(a->before_source, b->before_source) &&
           same_str(a->from, b->from) && same_str(a->from_source, b->from_source);
}

/* Both tables hold the same rules in the same order, with identical indexes and answers. */
static void compare(const char *what, const rl_table *json, const rl_table *st)
{
    int before = failures;
    rl_table_view a, b;
    CHECK(rl_table_view_of(json, &a) == 0 && rl_table_view_of(st, &b) == 0);
    CHECK(a.n == b.n && rl_count(json) == rl_count(st) && a.cap == b.cap);
    if (a.n != b.n || a.cap != b.cap) goto out;
    for (size_t i = 0; i < a.n; i++) {
        if (!same_rule(a.rules[i], b.rules[i])) {
            fprintf(stderr, "%s: rule %zu differs: %s vs %s\n", what, i, a.rules[i]->id, b.rules[i]->id);
            failures++;
            break;
        }
    }
    CHECK(memcmp(a.by_id, b.by_id, a.cap * sizeof *a.by_id) == 0);
    CHECK(memcmp(a.by_name, b.by_name, a.cap * sizeof *a.by_name) == 0);
    CHECK(memcmp(a.next_same, b.next_same, a.n * sizeof *a.next_same) == 0);
    CHECK(memcmp(a.sorted, b.sorted, a.n * sizeof *a.sorted) == 0);
    for (size_t i = 0; i < a.n && failures == before; i++) {
        const rl_rule *r = a.rules[i];
        CHECK(same_rule(rl_lookup_id(json, r->id), rl_lookup_id(st, r->id)));
        CHECK(rl_lookup_id(st, r->id) == b.rules[i]);
        CHECK(same_rule(rl_lookup(json, r->cuda), rl_lookup(st, r->cuda)));
        CHECK(same_rule(rl_lookup_kind(json, r->cuda, r->kind), rl_lookup_kind(st, r->cuda, r->kind)));
        CHECK(same_rule(rl_lookup_header(json, r->cuda), rl_lookup_header(st, r->cuda)));
        CHECK(same_rule(rl_at(json, i), rl_at(st, i)));
    }
    CHECK(rl_lookup(st, "noSuchCudaName") == NULL && rl_lookup_id(st, "no.such.id") == NULL);
    CHECK(rl_at(st, a.n) == NULL);
out:
    free(a.sorted); free(b.sorted);
    if (failures != before) fprintf(stderr, "%s: the tables differ\n", what);
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) { fprintf(stderr, "cannot read %s\n", path); exit(1); }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    *len = fread(s, 1, (size_t)n, f);
    s[*len] = 0;
    fclose(f);
    return s;
}

static const char **names;
static char **texts;
static size_t *lens, nfiles;

static rl_table *from_json(void)
{
    rl_table *t = rl_table_new();
    rl_error e;
    if (rl_load_builtin_texts(t, names, (const char *const *)texts, lens, nfiles, &e)) {
        fprintf(stderr, "json load: %s\n", e.msg);
        exit(1);
    }
    return t;
}

static rl_table *from_static(void)
{
    rl_table *t = rl_table_new();
    rl_error e;
    if (rl_load_builtin(t, &e)) { fprintf(stderr, "static load: %s\n", e.msg); exit(1); }
    return t;
}

static int load(rl_table *t, const char *text, rl_error *e)
{
    return rl_load_buffer(t, "user.json", text, strlen(text), e);
}

int main(int argc, char **argv)
{
    if (argc < 4) { fprintf(stderr, "usage: test_rules_static ROOT USER.json FILE.json...\n"); return 2; }
    const char *root = argv[1], *user = argv[2];
    size_t rootlen = strlen(root);
    nfiles = (size_t)(argc - 3);
    names = calloc(nfiles, sizeof *names);
    texts = calloc(nfiles, sizeof *texts);
    lens = calloc(nfiles, sizeof *lens);
    for (size_t i = 0; i < nfiles; i++) {
        const char *p = argv[i + 3];
        names[i] = strncmp(p, root, rootlen) == 0 && p[rootlen] == '/' ? p + rootlen + 1 : p;
        texts[i] = slurp(p, &lens[i]);
    }
    rl_error e, e2;

    /* 1. the compiled tables are the JSON files, loaded */
    rl_table *json = from_json(), *st = from_static();
    CHECK(rl_count(st) > 1000);
    compare("built-in", json, st);
    rl_table_view v;
    CHECK(rl_table_view_of(st, &v) == 0);
    CHECK(v.n == rl_builtin_table.n && v.rules[0] == &rl_builtin_table.rules[0] &&
          v.by_id == rl_builtin_table.by_id);                      /* borrowed, not rebuilt */
    free(v.sorted);

    /* 2. a user file on top: overrides, disables and additions as on the JSON table */
    CHECK(rl_load_file(json, user, &e) == 0 && rl_load_file(st, user, &e2) == 0);
    compare("with a user file", json, st);
    const char *more = "{\"group\": \"mine\", \"kind\": \"function\", \"rules\": [\n"
                       "  {\"id\": \"runtime.cudaMalloc\", \"hip\": \"myMalloc\"},\n"
                       "  {\"cuda\": \"cudaFree\", \"status\": \"disabled\"},\n"
                       "  {\"cuda\": \"cuda_runtime.h\", \"kind\": \"header\", \"hip\": \"my_runtime.h\"},\n"
                       "  {\"cuda\": \"zzHelper\", \"hip\": \"zzHipHelper\"}\n]}";
    CHECK(load(json, more, &e) == 0 && load(st, more, &e2) == 0);
    compare("with two user files", json, st);
    const rl_rule *r = rl_lookup(st, "cudaMalloc");
    CHECK(r && same_str(r->hip, "myMalloc") && same_str(r->source, "user.json:2"));
    r = rl_lookup_header(st, "cuda_runtime.h");
    CHECK(r && same_str(r->hip, "my_runtime.h"));
    rl_table_free(json);
    rl_table_free(st);

    /* 3. the static data is untouched by all that: a fresh table is still the JSON one */
    json = from_json();
    st = from_static();
    compare("after overrides", json, st);

    /* 4. a failed user load leaves a borrowing table exactly as it was */
    const char *bad = "{\"rules\": [{\"id\": \"runtime.cudaMalloc\", \"hip\": \"x\"}, {\"cuda\": \"zzNew\", \"hip\": \"y\", \"kind\": \"function\"}, {\"cuda\": 3}]}";
    CHECK(load(st, bad, &e) == -1 && load(json, bad, &e2) == -1);
    CHECK(same_str(e.msg, e2.msg) && strstr(e.msg, "user.json:1:") == e.msg);
    compare("after a failed load", json, st);
    rl_table_free(st);

    /* 5. built-in tables on a table that already holds rules: appended and checked alike */
    rl_table *pre = rl_table_new();
    const char *one = "{\"rules\": [{\"cuda\": \"zzFirst\", \"hip\": \"zzHipFirst\", \"kind\": \"function\", \"group\": \"mine\"}]}";
    CHECK(load(pre, one, &e) == 0 && rl_load_builtin(pre, &e) == 0);
    rl_table *pre_json = rl_table_new();
    CHECK(load(pre_json, one, &e) == 0);
    CHECK(rl_load_builtin_texts(pre_json, names, (const char *const *)texts, lens, nfiles, &e) == 0);
    compare("appended", pre_json, pre);
    /* loading them twice is a clash, with the same message either way */
    CHECK(rl_load_builtin(pre, &e) == -1);
    CHECK(rl_load_builtin_texts(pre_json, names, (const char *const *)texts, lens, nfiles, &e2) == -1);
    CHECK(same_str(e.msg, e2.msg) && strstr(e.msg, ": error: duplicate rule id \"") != NULL);
    compare("after a clash", pre_json, pre);
    rl_table_free(pre);
    rl_table_free(pre_json);

    /* 6. a bad built-in file is reported as the runtime loader reports it */
    const char *bad_names[] = { "rules/bad.json" };
    const char *bad_texts[] = { "{\"kind\": \"function\", \"rules\": [\n  {\"cuda\": \"cudaX\",\n   \"hip\": 3}\n]}" };
    size_t bad_lens[] = { strlen(bad_texts[0]) };
    rl_table *b = rl_table_new();
    CHECK(rl_load_builtin_texts(b, bad_names, bad_texts, bad_lens, 1, &e) == -1);
    CHECK(same_str(e.msg, "rules/bad.json:3:4: error: expected a string for 'hip'"));
    CHECK(rl_count(b) == 0);
    rl_table_free(b);

    rl_table_free(json);
    for (size_t i = 0; i < nfiles; i++) free(texts[i]);
    free(names); free(texts); free(lens);
    if (failures) { fprintf(stderr, "%d failure(s)\n", failures); return 1; }
    printf("static built-in tables match the JSON load: %zu rules in %zu files\n", rl_builtin_table.n, nfiles);
    return 0;
}
