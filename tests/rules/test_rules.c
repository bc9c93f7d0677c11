/* test_rules.c - unit tests of the rule loader (src/rules.c): built-in tables, lookups, user
 * overrides, templates, and bad rule files (testdata/rules/NAME.json -> NAME.err, the exact
 * error line expected). Usage: test_rules [BAD_DIR]. Also prints the load time of the built-in
 * table (information, never a pass/fail criterion). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "rules.h"

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)
#define CHECK_STR(a, b) do { const char *a_ = (a), *b_ = (b); \
    if (!a_ || !b_ || strcmp(a_, b_)) { fprintf(stderr, "%s:%d: got \"%s\", want \"%s\"\n", __FILE__, __LINE__, a_ ? a_ : "(null)", b_ ? b_ : "(null)"); failures++; } } while (0)

static rl_table *builtin(void)
{
    rl_table *t = rl_table_new();
    rl_error e;
    if (rl_load_builtin(t, &e)) { fprintf(stderr, "builtin: %s\n", e.msg); exit(1); }
    return t;
}

static void test_builtin(void)
{
    rl_table *t = builtin();
    CHECK(rl_count(t) > 100);
    const rl_rule *r = rl_lookup(t, "cudaMalloc");
    CHECK(r && r->kind == RL_KIND_FUNCTION && r->status == RL_STATUS_SUPPORTED);
    if (r) { CHECK_STR(r->hip, "hipMalloc"); CHECK_STR(r->id, "runtime.cudaMalloc"); CHECK_STR(r->group, "runtime"); }
    CHECK(r == rl_lookup_id(t, "runtime.cudaMalloc"));
    CHECK(r == rl_lookup_kind(t, "cudaMalloc", RL_KIND_FUNCTION));
    CHECK(rl_lookup_kind(t, "cudaMalloc", RL_KIND_TYPE) == NULL);
    r = rl_lookup(t, "cudaMallocHost");
    CHECK(r && r->tmpl && strstr(r->tmpl, "hipHostMalloc("));
    r = rl_lookup_header(t, "cuda_runtime.h");
    CHECK(r && r->kind == RL_KIND_HEADER);
    if (r) CHECK_STR(r->hip, "hip/hip_runtime.h");
    CHECK(rl_lookup(t, "cuda_runtime.h") == NULL);      /* headers are not identifiers */
    CHECK(rl_lookup_header(t, "cooperative_groups.h") != NULL);
    CHECK(rl_lookup(t, "cudaNoSuchThing") == NULL);
    CHECK(rl_lookup(t, "") == NULL);
    r = rl_lookup(t, "CUDA_VERSION");
    CHECK(r && r->status == RL_STATUS_UNSUPPORTED && r->reason && !r->hip);
    /* sorted view: group, then id; every rule once */
    for (size_t i = 1; i < rl_count(t); i++) {
        const rl_rule *a = rl_at(t, i - 1), *b = rl_at(t, i);
        int c = strcmp(a->group, b->group);
        CHECK(c < 0 || (c == 0 && strcmp(a->id, b->id) < 0));
        if (failures > 20) break;
    }
    CHECK(rl_at(t, rl_count(t)) == NULL);
    /* every rule is reachable through its id */
    for (size_t i = 0; i < rl_count(t); i++) CHECK(rl_lookup_id(t, rl_at(t, i)->id) == rl_at(t, i));
    rl_table_free(t);
}

static void test_versions(void)
{
    rl_rule r = { 0 };
    r.hip_major = 5; r.hip_minor = 2;
    CHECK(rl_available(&r, 0, 0));
    CHECK(rl_available(&r, 5, 2));
    CHECK(rl_available(&r, 6, 0));
    CHECK(!rl_available(&r, 5, 1));
    CHECK(!rl_available(&r, 4, 9));
    CHECK_STR(rl_kind_name(RL_KIND_ENUM_CONST), "enum_constant");
    CHECK_STR(rl_kind_name(RL_KIND_DEVICE_FUNCTION), "device_function");
    CHECK_STR(rl_status_name(RL_STATUS_DISABLED), "disabled");
}

static void test_templates(void)
{
    const char *a3[] = { "&p", "n * sizeof(float)", "cudaHostAllocMapped" };
    char *s;
    s = rl_template_expand("hipHostMalloc($1, $2, ${3:-0})", a3, 2);
    CHECK_STR(s, "hipHostMalloc(&p, n * sizeof(float), 0)"); free(s);
    s = rl_template_expand("hipHostMalloc($1, $2, ${3:-0})", a3, 3);
    CHECK_STR(s, "hipHostMalloc(&p, n * sizeof(float), cudaHostAllocMapped)"); free(s);
    s = rl_template_expand("hipMemcpyToSymbol(HIP_SYMBOL($1), $@2)", a3, 3);
    CHECK_STR(s, "hipMemcpyToSymbol(HIP_SYMBOL(&p), n * sizeof(float), cudaHostAllocMapped)"); free(s);
    s = rl_template_expand("f(HIP_SYMBOL($1), $@2)", a3, 1);
    CHECK_STR(s, "f(HIP_SYMBOL(&p))"); free(s);
    s = rl_template_expand("f($*)", a3, 3);
    CHECK_STR(s, "f(&p, n * sizeof(float), cudaHostAllocMapped)"); free(s);
    s = rl_template_expand("f($*)", a3, 0);
    CHECK_STR(s, "f()"); free(s);
    s = rl_template_expand("f($$, $2)", a3, 2);
    CHECK_STR(s, "f($, n * sizeof(float))"); free(s);
    CHECK(rl_template_expand("f($3)", a3, 2) == NULL);       /* argument missing */
}

static int load(rl_table *t, const char *json, rl_error *e)
{
    return rl_load_buffer(t, "user.json", json, strlen(json), e);
}

static void test_user_files(void)
{
    rl_table *t = builtin();
    rl_error e;
    size_t n0 = rl_count(t);
    const rl_rule *orig = rl_lookup(t, "cudaMalloc");
    /* override by id keeps cuda/kind/group */
    CHECK(load(t, "{\"rules\": [{\"id\": \"runtime.cudaMalloc\", \"hip\": \"myMalloc\"}]}", &e) == 0);
    const rl_rule *r = rl_lookup(t, "cudaMalloc");
    CHECK(r && r != orig && rl_count(t) == n0);
    if (r) { CHECK_STR(r->hip, "myMalloc"); CHECK_STR(r->group, "runtime"); CHECK(r->kind == RL_KIND_FUNCTION);
             CHECK_STR(r->source, "user.json:1"); }
    CHECK(orig && strcmp(orig->hip, "hipMalloc") == 0);    /* old pointer still valid */
    /* override by cuda name + kind, disable by name, add a new rule */
    CHECK(load(t, "{\"group\": \"mine\", \"kind\": \"function\", \"rules\": [\n"
                  "  {\"cuda\": \"cudaFree\", \"hip\": \"myFree\", \"hip_version\": \"6.1\"},\n"
                  "  {\"cuda\": \"cudaMemset\", \"status\": \"disabled\"},\n"
                  "  {\"cuda\": \"myCudaHelper\", \"hip\": \"myHipHelper\", \"note\": \"check it\"}\n]}", &e) == 0);
    r = rl_lookup(t, "cudaFree");
    CHECK(r && strcmp(r->hip, "myFree") == 0 && r->hip_major == 6 && r->hip_minor == 1);
    if (r) { CHECK_STR(r->id, "runtime.cudaFree"); CHECK_STR(r->group, "runtime"); }  /* the overridden rule's group wins over the file default */
    r = rl_lookup(t, "cudaMemset");
    CHECK(r && r->status == RL_STATUS_DISABLED);
    r = rl_lookup(t, "myCudaHelper");
    CHECK(r && r->kind == RL_KIND_FUNCTION && strcmp(r->id, "mine.myCudaHelper") == 0 && r->note);
    CHECK(rl_count(t) == n0 + 1);
    CHECK(rl_lookup_id(t, "mine.myCudaHelper") == r);
    /* disabling a header */
    CHECK(load(t, "{\"rules\": [{\"cuda\": \"cooperative_groups.h\", \"kind\": \"header\", \"status\": \"disabled\"}]}", &e) == 0);
    r = rl_lookup_header(t, "cooperative_groups.h");
    CHECK(r && r->status == RL_STATUS_DISABLED);
    /* a failed load changes nothing */
    size_t n1 = rl_count(t);
    CHECK(load(t, "{\"rules\": [{\"cuda\": \"cudaStreamCreate\", \"hip\": \"x\"}, {\"cuda\": \"zzNew\", \"hip\": \"y\", \"kind\": \"function\"},"
                  " {\"cuda\": 3}]}", &e) == -1);
    CHECK_STR(e.msg, "user.json:1:106: error: expected a string for 'cuda'");
    CHECK(rl_count(t) == n1);
    r = rl_lookup(t, "cudaStreamCreate");
    CHECK(r && strcmp(r->hip, "hipStreamCreate") == 0);
    CHECK(rl_lookup(t, "zzNew") == NULL);
    /* the same id twice in one user file is an error even when it overrides */
    CHECK(load(t, "{\"rules\": [{\"id\": \"runtime.cudaFree\", \"hip\": \"a\"},\n {\"id\": \"runtime.cudaFree\", \"hip\": \"b\"}]}", &e) == -1);
    CHECK_STR(e.msg, "user.json:2:3: error: duplicate rule id \"runtime.cudaFree\" (first at line 1) in 'id'");
    /* missing file */
    CHECK(rl_load_file(t, "/nonexistent/rules.json", &e) == -1);
    CHECK(strncmp(e.msg, "cu2hip: cannot read rule file '/nonexistent/rules.json'", 55) == 0);
    rl_table_free(t);
}

/* Loads a synthetic table of n rules: a measure of loader speed at the full table's size. */
static double synthetic_ms(size_t n)
{
    size_t cap = n * 120 + 100, len = 0;
    char *buf = malloc(cap);
    len += (size_t)sprintf(buf + len, "{\"group\": \"syn\", \"kind\": \"function\", \"rules\": [\n");
    for (size_t i = 0; i < n; i++)
        len += (size_t)sprintf(buf + len, "  {\"cuda\": \"cudaSynthetic%zu\", \"hip\": \"hipSynthetic%zu\", \"hip_version\": \"5.2\"}%s\n",
                               i, i, i + 1 < n ? "," : "");
    len += (size_t)sprintf(buf + len, "]}\n");
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    rl_table *t = rl_table_new();
    rl_error e;
    int rc = rl_load_buffer(t, "syn.json", buf, len, &e);
    clock_gettime(CLOCK_MONOTONIC, &b);
    CHECK(rc == 0 && rl_count(t) == n);
    const rl_rule *r = rl_lookup(t, "cudaSynthetic777");
    CHECK(r && strcmp(r->hip, "hipSynthetic777") == 0 && strcmp(r->source, "syn.json:779") == 0);
    rl_table_free(t);
    free(buf);
    return (double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) / 1e6;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    size_t got = fread(s, 1, (size_t)n, f);
    s[got] = 0;
    fclose(f);
    return s;
}

static int by_name(const struct dirent **a, const struct dirent **b) { return strcmp((*a)->d_name, (*b)->d_name); }

/* Every testdata/rules/NAME.json must fail with exactly the line in NAME.err. */
static void test_bad_files(const char *dir)
{
    struct dirent **ents;
    int n = scandir(dir, &ents, NULL, by_name), seen = 0;
    CHECK(n > 0);
    for (int i = 0; i < n; i++) {
        const char *nm = ents[i]->d_name;
        size_t l = strlen(nm);
        if (l > 5 && strcmp(nm + l - 5, ".json") == 0) {
            char path[1024], errp[1024];
            snprintf(path, sizeof path, "%s/%s", dir, nm);
            snprintf(errp, sizeof errp, "%s/%.*s.err", dir, (int)(l - 5), nm);
            char *want = slurp(errp);
            CHECK(want != NULL);
            rl_table *t = rl_table_new();
            rl_error e;
            int rc = rl_load_file(t, path, &e);
            CHECK(rc == -1);
            CHECK(rl_count(t) == 0);
            /* expected text names the file relative to the directory: compare from the base name */
            const char *got = strstr(e.msg, nm);
            if (want) {
                want[strcspn(want, "\n")] = 0;
                if (rc != -1 || !got || strcmp(got, want)) {
                    fprintf(stderr, "%s: got \"%s\", want \"%s\"\n", nm, got ? got : e.msg, want);
                    failures++;
                }
            }
            free(want);
            rl_table_free(t);
            seen++;
        }
        free(ents[i]);
    }
    free(ents);
    printf("bad rule files checked: %d\n", seen);
}

/* the call's argument types: "integer" for argument 4 in even calls, a struct otherwise */
static int fake_types(void *ctx, int n, const char *type)
{
    int kind = *(int *)ctx;   /* 0: int, 1: cudaMemLocation, 2: unknown (a dependent type) */
    if (kind == 2 || n < 3) return 0;
    return !strcmp(type, kind == 0 ? "integer" : "cudaMemLocation");
}

/* Rules picked by argument type and by the target HIP release. */
static void test_typed_and_profiles(void)
{
    rl_table *t = builtin();
    int k = 0, miss = 0;
    const rl_rule *r = rl_lookup_call_typed(t, "cudaMemAdvise", RL_KIND_FUNCTION, 4, fake_types, &k, &miss);
    CHECK(r && !miss);
    if (r) CHECK_STR(r->hip, "hipMemAdvise");
    k = 1;
    r = rl_lookup_call_typed(t, "cudaMemAdvise", RL_KIND_FUNCTION, 4, fake_types, &k, &miss);
    if (r) CHECK_STR(r->hip, "hipMemAdvise_v2");
    k = 2;   /* the type decides, and nothing tells it: no rule, never a guess */
    r = rl_lookup_call_typed(t, "cudaMemAdvise", RL_KIND_FUNCTION, 4, fake_types, &k, &miss);
    CHECK(r == NULL && miss == 1);
    CHECK(rl_lookup_call(t, "cudaMemAdvise", RL_KIND_FUNCTION, 4, &miss) == NULL && miss == 1);
    k = 0;
    r = rl_lookup_call_typed(t, "cudaMemPrefetchAsync", RL_KIND_FUNCTION, 4, fake_types, &k, &miss);
    if (r) CHECK_STR(r->id, "runtime.cudaMemPrefetchAsync/4-device");
    r = rl_lookup_call_typed(t, "cudaMemPrefetchAsync", RL_KIND_FUNCTION, 5, fake_types, &k, &miss);
    if (r) CHECK_STR(r->hip, "hipMemPrefetchAsync_v2");   /* arity alone decides 5 */
    /* header paths by release: hipBLAS moved its header in ROCm 5.2, hip_bf16.h is HIP 5.7's */
    r = rl_lookup_header_at(t, "cublas_v2.h", 5, 0);
    if (r) CHECK_STR(r->hip, "hipblas.h");
    r = rl_lookup_header_at(t, "cublas_v2.h", 5, 2);
    if (r) CHECK_STR(r->hip, "hipblas/hipblas.h");
    r = rl_lookup_header_at(t, "cublas_v2.h", 0, 0);
    if (r) CHECK_STR(r->hip, "hipblas/hipblas.h");
    r = rl_lookup_header_at(t, "cuda_bf16.h", 5, 2);
    if (r) CHECK_STR(r->hip, "hip/hip_bfloat16.h");
    r = rl_lookup_header_at(t, "cuda_bf16.h", 6, 0);
    if (r) CHECK_STR(r->hip, "hip/hip_bf16.h");
    r = rl_lookup_header_at(t, "cuda_bf16.h", 3, 0);   /* older than every rule: the oldest */
    if (r) CHECK_STR(r->hip, "hip/hip_bfloat16.h");
    /* --roc: rules with a roc name switch to it; the rest keep their hip name */
    CHECK(rl_use_roc(t) > 100);
    r = rl_lookup_kind(t, "cublasSgemm_v2", RL_KIND_FUNCTION);
    CHECK(r != NULL);
    if (r) { CHECK_STR(r->hip, "rocblas_sgemm"); CHECK_STR(r->evidence, "amd"); }
    r = rl_lookup_header_at(t, "cublas_v2.h", 0, 0);
    if (r) CHECK_STR(r->hip, "rocblas/rocblas.h");
    r = rl_lookup(t, "cudaMalloc");
    if (r) CHECK_STR(r->hip, "hipMalloc");
    /* rocblas_gemm_ex takes C twice and a solution index and flags: a template, and the hip name
     * the roc name replaced is kept for enumerators passed to hip* calls without a roc form */
    r = rl_lookup_kind(t, "cublasGemmEx", RL_KIND_FUNCTION);
    CHECK(r && r->tmpl && !strncmp(r->tmpl, "rocblas_gemm_ex($1, ", 20) && strstr(r->tmpl, "${17}, ${15}"));
    r = rl_lookup_kind(t, "CUSPARSE_OPERATION_NON_TRANSPOSE", RL_KIND_ENUM_CONST);
    if (r) { CHECK_STR(r->hip, "rocsparse_operation_none"); CHECK_STR(r->roc_of, "HIPSPARSE_OPERATION_NON_TRANSPOSE"); }
    r = rl_lookup_kind(t, "cusparseSpMV", RL_KIND_FUNCTION);   /* rocsparse_spmv takes a stage: no roc form */
    if (r) CHECK_STR(r->hip, "hipsparseSpMV");
    r = rl_lookup_kind(t, "CUDA_R_32F", RL_KIND_ENUM_CONST);
    if (r) {
        CHECK_STR(r->hip, "HIP_R_32F");
        CHECK(r->roc_in && strstr(r->roc_in, "rocblas_=rocblas_datatype_f32_r") &&
              strstr(r->roc_in, "rocsparse_=rocsparse_datatype_f32_r"));
    }
    rl_table_free(t);
}

static int count_entry(void *ctx, const char *prefix, size_t plen, const char *cond, size_t clen,
                       const char *name, size_t nlen)
{
    (void)prefix; (void)name; (void)cond;
    int *n = ctx;
    *n += (int)(plen + clen + nlen);
    return 0;
}

/* "roc_in"/"before" values and ${N} in templates */
static void test_context_values(void)
{
    int n = 0;
    CHECK(rl_parse_roc_in("rocblas_=rocblas_datatype_f32_r", NULL, NULL) == 1);
    CHECK(rl_parse_roc_in("a@B=c d=e", count_entry, &n) == 2 && n == 5);
    CHECK(rl_parse_roc_in("a=", NULL, NULL) == 0);
    CHECK(rl_parse_roc_in("a=b ", NULL, NULL) == 0);
    CHECK(rl_parse_roc_in("a=b;c", NULL, NULL) == 0);
    CHECK(rl_parse_roc_in("=b", NULL, NULL) == 0);
    int ma = 0, mi = 0;
    const char *rest = NULL;
    CHECK(rl_parse_before("5.7 hip_bfloat16", &ma, &mi, &rest) == 0 && ma == 5 && mi == 7);
    if (rest) CHECK_STR(rest, "hip_bfloat16");
    CHECK(rl_parse_before("6.0 hipblas@CUDA_C_32F=HIPBLAS_C_32F hipblas=HIPBLAS_R_32F", &ma, &mi, &rest) == 0);
    CHECK(rl_parse_before("6.0", NULL, NULL, NULL) != 0);
    CHECK(rl_parse_before("6 x", NULL, NULL, NULL) != 0);
    CHECK(rl_parse_before("6.0 a b", NULL, NULL, NULL) != 0);
    CHECK(rl_parse_before("6.0 a;", NULL, NULL, NULL) != 0);
    const char *args[12] = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"};
    char *e = rl_template_expand("f($1, ${11}, ${10}, ${12:-z}, ${13:-z})", args, 12);
    CHECK(e != NULL);
    if (e) CHECK_STR(e, "f(a, k, j, l, z)");
    free(e);
    CHECK(rl_template_expand("f(${13})", args, 12) == NULL);
}

int main(int argc, char **argv)
{
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    rl_table *t = builtin();
    clock_gettime(CLOCK_MONOTONIC, &b);
    printf("built-in table: %zu rules loaded in %.2f ms\n", rl_count(t),
           (double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) / 1e6);
    rl_table_free(t);
    test_builtin();
    test_versions();
    test_templates();
    test_user_files();
    test_typed_and_profiles();
    test_context_values();
    printf("synthetic table: 10000 rules loaded in %.2f ms\n", synthetic_ms(10000));
    if (argc > 1) test_bad_files(argv[1]);
    if (failures) { fprintf(stderr, "%d failure(s)\n", failures); return 1; }
    puts("all rule loader tests passed");
    return 0;
}
