/* options.c - the command line of cu2hip: getopt_long over every option of every mode
 * (translate, lint, batch, rule listing), validation with "cu2hip: ..." usage errors (exit 2)
 * and the --help text. Modes interpret their options; this file only checks that values are
 * well-formed and that options do not contradict each other. */
#define _GNU_SOURCE
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "containers.h"
#include "util.h"

void cu_strlist_push(cu_strlist *l, const char *s)
{
    ut_vec_push(l, s);
}

void cu_strlist_free(cu_strlist *l)
{
    free(l->v);
    l->v = NULL;
    l->n = l->cap = 0;
}

void cu_options_free(cu_options *o)
{
    free(o->compat_argv);
    o->compat_argv = NULL;
    cu_strlist_free(&o->inputs);
    cu_strlist_free(&o->clang_args);
    cu_strlist_free(&o->excludes);
    cu_strlist_free(&o->includes);
    cu_strlist_free(&o->merge_reports);
    cu_strlist_free(&o->rule_files);
}

void cu_print_usage(FILE *out)
{
    fputs(
"Usage: cu2hip [OPTIONS] FILE... [-- CLANG-ARGS]\n"
"Translate CUDA sources to HIP. With one input and no -o/--out-dir/--in-place the\n"
"translation goes to standard output; diagnostics go to standard error.\n"
"\n"
"Output:\n"
"  -o, --output FILE      write the translation of the single input to FILE (-: standard output)\n"
"      --out-dir DIR      write translations under DIR, mirroring relative input paths\n"
"      --in-place         rewrite inputs atomically, keeping FILE.orig (see --no-backup)\n"
"      --no-backup        with --in-place, keep no FILE.orig\n"
"      --inplace          --in-place keeping FILE.prehip (hipify's -inplace)\n"
"Parsing and rules:\n"
"      --cuda-path DIR    parse with the CUDA SDK in DIR instead of the bundled prelude\n"
"  -I DIR, -D NAME[=VAL]  passed to clang; everything after -- is passed to clang too\n"
"      --rules FILE       add, override or disable rules (repeatable)\n"
"      --hip-version X.Y  target HIP version (default: newest profile)\n"
"      --keep-chevrons    keep kernel<<<...>>> launches (valid HIP) instead of hipLaunchKernelGGL\n"
"      --no-keep-chevrons write hipLaunchKernelGGL (the default)\n"
"      --skip-inactive    leave the branches of #if that the parse leaves out untouched\n"
"      --roc              emit rocBLAS/rocSPARSE/rocRAND/rocSOLVER names where the hip* library's\n"
"                         AMD back end states them (rocblas_sgemm, not hipblasSgemm)\n"
"      --hipblas-datatype T  hipBLAS's data types: hipDataType (hipBLAS 2, ROCm 6: hipblasGemmEx_v2,\n"
"                         HIP_R_32F, HIPBLAS_COMPUTE_32F) or hipblasDatatype_t (hipBLAS 1: hipblasGemmEx,\n"
"                         HIPBLAS_R_32F); default: the one of --hip-version\n"
"      --lower-kernels[=notes]  also emit each barrier kernel as loops over its threads for\n"
"                         hipshim (under __HIPSHIM_LOWER__); =notes says why others are not\n"
"Reporting:\n"
"      --stats[=json]     print counts per category and per file to standard error\n"
"  -q, --quiet            print no warnings\n"
"Lint (--lint): report portability problems, write no translation:\n"
"      --lint             lint mode; exit 1 when findings fail (see --werror)\n"
"      --format FMT       lint: text, json, sarif, github, md; --list-rules: text, json, csv, md\n"
"      --werror           warnings count as failures\n"
"      --select IDS       only these rule ids (comma separated, prefixes allowed)\n"
"      --ignore IDS       not these rule ids\n"
"      --base-dir DIR     paths in reports relative to DIR\n"
"      --config FILE      lint configuration (default: .cu2hip.json found in the tree)\n"
"      --baseline FILE    report only findings not in FILE\n"
"      --write-baseline FILE  record the current findings as a baseline\n"
"      --verbose          list each parse problem (default: one note per file)\n"
"Trees and batches (directories, --files-from, -p, ...):\n"
"  -j, --jobs N           parallel jobs (default: all cores)\n"
"      --files-from FILE  read input paths from FILE (- for standard input)\n"
"  -p BUILD_DIR           read BUILD_DIR/compile_commands.json\n"
"      --exclude GLOB     skip matching paths (repeatable)\n"
"      --include GLOB     only matching paths (repeatable)\n"
"      --rename-ext       .cu -> .hip, .cuh -> .hip.h, and fix the #includes naming them\n"
"      --report FILE      run report (.json, .csv or .md)\n"
"      --merge-reports    the inputs are run reports to merge into --report\n"
"      --force            ignore the cache\n"
"      --cache-dir DIR    the batch run's incremental cache (default OUT_DIR/.cu2hip-cache)\n"
"      --shard I/N|auto   translate shard I of N (1 <= I <= N); auto: from the CI's variables\n"
"                         (GitHub Actions matrix, GitLab parallel, Kubernetes, Slurm; see cu2hip(1))\n"
"      --shard-count N    the count for --shard auto where the CI gives only an index\n"
"      --progress, --no-progress  progress bar on or off (default: on a terminal)\n"
"hipify-clang/hipify-perl spellings (see cu2hip(1), COMPATIBILITY): -roc, --miopen,\n"
"  --use-hip-data-types, --cuda-kernel-execution-syntax, --hip-kernel-execution-syntax,\n"
"  --skip-excluded-preprocessor-conditional-blocks, -o=FILE, --o-dir=DIR, -inplace,\n"
"  --print-stats, -print-stats, -quiet-warnings\n"
"Other:\n"
"      --list-rules       print the rule table\n"
"  -h, --help             show this help and exit\n"
"      --version          show the version and exit\n"
"\n"
"Exit status: 0 success; 1 lint findings or some batch files failed; 2 usage or input\n"
"error; 3 internal error. See cu2hip(1).\n", out);
}

enum {
    OPT_OUT_DIR = 256, OPT_IN_PLACE, OPT_NO_BACKUP, OPT_RULES, OPT_CUDA_PATH, OPT_STATS, OPT_VERSION,
    OPT_KEEP_CHEVRONS, OPT_LOWER_KERNELS, OPT_HIP_VERSION, OPT_LIST_RULES, OPT_FORMAT, OPT_LINT, OPT_WERROR, OPT_SELECT,
    OPT_IGNORE, OPT_BASE_DIR, OPT_CONFIG, OPT_BASELINE, OPT_WRITE_BASELINE, OPT_FILES_FROM, OPT_EXCLUDE,
    OPT_INCLUDE, OPT_RENAME_EXT, OPT_REPORT, OPT_MERGE_REPORTS, OPT_FORCE, OPT_SHARD, OPT_CACHE_DIR,
    OPT_PROGRESS, OPT_NO_PROGRESS, OPT_VERBOSE, OPT_ROC, OPT_HIPBLAS_DATATYPE, OPT_NO_KEEP_CHEVRONS,
    OPT_SKIP_INACTIVE, OPT_INPLACE_PREHIP, OPT_SHARD_COUNT
};

static const struct option cu_longopts[] = {
    {"output", required_argument, 0, 'o'},
    {"out-dir", required_argument, 0, OPT_OUT_DIR},
    {"in-place", no_argument, 0, OPT_IN_PLACE},
    {"no-backup", no_argument, 0, OPT_NO_BACKUP},
    {"rules", required_argument, 0, OPT_RULES},
    {"cuda-path", required_argument, 0, OPT_CUDA_PATH},
    {"stats", optional_argument, 0, OPT_STATS},
    {"quiet", no_argument, 0, 'q'},
    {"version", no_argument, 0, OPT_VERSION},
    {"help", no_argument, 0, 'h'},
    {"keep-chevrons", no_argument, 0, OPT_KEEP_CHEVRONS},
    {"no-keep-chevrons", no_argument, 0, OPT_NO_KEEP_CHEVRONS},
    {"skip-inactive", no_argument, 0, OPT_SKIP_INACTIVE},
    {"inplace", no_argument, 0, OPT_INPLACE_PREHIP},
    {"shard-count", required_argument, 0, OPT_SHARD_COUNT},
    {"roc", no_argument, 0, OPT_ROC},
    {"hipblas-datatype", required_argument, 0, OPT_HIPBLAS_DATATYPE},
    {"lower-kernels", optional_argument, 0, OPT_LOWER_KERNELS},
    {"hip-version", required_argument, 0, OPT_HIP_VERSION},
    {"list-rules", no_argument, 0, OPT_LIST_RULES},
    {"format", required_argument, 0, OPT_FORMAT},
    {"lint", no_argument, 0, OPT_LINT},
    {"werror", no_argument, 0, OPT_WERROR},
    {"select", required_argument, 0, OPT_SELECT},
    {"ignore", required_argument, 0, OPT_IGNORE},
    {"base-dir", required_argument, 0, OPT_BASE_DIR},
    {"config", required_argument, 0, OPT_CONFIG},
    {"baseline", required_argument, 0, OPT_BASELINE},
    {"write-baseline", required_argument, 0, OPT_WRITE_BASELINE},
    {"jobs", required_argument, 0, 'j'},
    {"files-from", required_argument, 0, OPT_FILES_FROM},
    {"exclude", required_argument, 0, OPT_EXCLUDE},
    {"include", required_argument, 0, OPT_INCLUDE},
    {"rename-ext", no_argument, 0, OPT_RENAME_EXT},
    {"report", required_argument, 0, OPT_REPORT},
    {"merge-reports", no_argument, 0, OPT_MERGE_REPORTS},
    {"force", no_argument, 0, OPT_FORCE},
    {"shard", required_argument, 0, OPT_SHARD},
    {"cache-dir", required_argument, 0, OPT_CACHE_DIR},
    {"progress", no_argument, 0, OPT_PROGRESS},
    {"no-progress", no_argument, 0, OPT_NO_PROGRESS},
    {"verbose", no_argument, 0, OPT_VERBOSE},
    {0, 0, 0, 0}
};

static int cu_usage_error(int *status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int cu_usage_error(int *status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ut_buf b = {0};
    ut_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    ut_warn("%s", b.s ? b.s : "");
    ut_buf_free(&b);
    fputs("Try 'cu2hip --help' for more information.\n", stderr);
    *status = CU_EXIT_USAGE;
    return -1;
}

/* Parses a non-negative decimal int with nothing after it. */
static int cu_parse_uint(const char *s, int *out)
{
    if (!s || !*s) return -1;
    long v = 0;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9') return -1;
        v = v * 10 + (*p - '0');
        if (v > 1000000) return -1;
    }
    *out = (int)v;
    return 0;
}

static int cu_parse_pair(const char *s, char sep, int *a, int *b)
{
    const char *m = strchr(s, sep);
    if (!m || m == s) return -1;
    char left[32];
    size_t n = (size_t)(m - s);
    if (n >= sizeof left) return -1;
    memcpy(left, s, n);
    left[n] = 0;
    return cu_parse_uint(left, a) || cu_parse_uint(m + 1, b) ? -1 : 0;
}

static int cu_format_of(const char *s, cu_format *f)
{
    static const struct { const char *name; cu_format f; } fm[] = {
        {"text", CU_FMT_TEXT}, {"json", CU_FMT_JSON}, {"sarif", CU_FMT_SARIF},
        {"github", CU_FMT_GITHUB}, {"csv", CU_FMT_CSV}, {"md", CU_FMT_MD}, {"markdown", CU_FMT_MD}};
    for (size_t i = 0; i < sizeof fm / sizeof *fm; i++)
        if (!strcmp(s, fm[i].name)) { *f = fm[i].f; return 0; }
    return -1;
}

/* hipify-clang's and hipify-perl's options, so that migration scripts written for them run
 * unchanged: each maps onto ours (or is what we do anyway). Options before "--" only. */
static const struct { const char *theirs; const char *ours; } cu_compat[] = {
    {"-roc", "--roc"},                                       /* rocBLAS/rocSPARSE/... names */
    {"--miopen", NULL}, {"-miopen", NULL},                   /* cuDNN -> MIOpen: our default */
    {"--use-hip-data-types", "--hipblas-datatype=hipDataType"},
    {"-use-hip-data-types", "--hipblas-datatype=hipDataType"},
    {"--cuda-kernel-execution-syntax", "--keep-chevrons"},  /* keep <<<...>>> */
    {"-cuda-kernel-execution-syntax", "--keep-chevrons"},
    {"--hip-kernel-execution-syntax", "--no-keep-chevrons"}, /* hipLaunchKernelGGL: our default */
    {"-hip-kernel-execution-syntax", "--no-keep-chevrons"},
    {"--skip-excluded-preprocessor-conditional-blocks", "--skip-inactive"},
    {"-skip-excluded-preprocessor-conditional-blocks", "--skip-inactive"},
    {"-inplace", "--inplace"},                               /* in place, FILE.prehip backup */
    {"--print-stats", "--stats"}, {"-print-stats", "--stats"},
    {"-quiet-warnings", "--quiet"}, {"--quiet-warnings", "--quiet"},
};

/* argv with hipify's spellings replaced (o->compat_argv, NULL-terminated): -o=FILE and
 * --o-dir=DIR (LLVM-style spellings) too. Arguments of options taking one are left alone. */
static char **cu_compat_argv(cu_options *o, int argc, char **argv)
{
    const char **v = ut_xmalloc((2 * (size_t)argc + 1) * sizeof *v);   /* -o=FILE gives two */
    int n = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--")) {
            for (; i < argc; i++) v[n++] = argv[i];
            break;
        }
        int mapped = 0;
        for (size_t k = 0; i > 0 && k < sizeof cu_compat / sizeof *cu_compat; k++)
            if (!strcmp(a, cu_compat[k].theirs)) {
                if (cu_compat[k].ours) v[n++] = cu_compat[k].ours;
                mapped = 1;
                break;
            }
        if (mapped) continue;
        if (i > 0 && !strncmp(a, "-o=", 3)) {
            v[n++] = "-o";
            v[n++] = a + 3;
            continue;
        }
        if (i > 0 && (!strncmp(a, "--o-dir=", 8) || !strncmp(a, "-o-dir=", 7))) {
            v[n++] = "--out-dir";
            v[n++] = strchr(a, '=') + 1;
            continue;
        }
        if (i > 0 && (!strcmp(a, "--o-dir") || !strcmp(a, "-o-dir"))) {
            v[n++] = "--out-dir";
            continue;
        }
        v[n++] = a;
    }
    v[n] = NULL;
    o->compat_argv = v;
    return (char **)v;
}

/* --shard auto: the shard index (0-based) and count the CI gives the job, from the first of:
 * CU2HIP_SHARD_INDEX/CU2HIP_SHARD_TOTAL (0-based; a GitHub Actions matrix sets them from
 * strategy.job-index and strategy.job-total, see docs/batch.md), GitLab's parallel jobs
 * (CI_NODE_INDEX, 1-based, CI_NODE_TOTAL), Slurm job arrays (SLURM_ARRAY_TASK_ID from
 * SLURM_ARRAY_TASK_MIN by SLURM_ARRAY_TASK_STEP, SLURM_ARRAY_TASK_COUNT), Kubernetes indexed jobs
 * (JOB_COMPLETION_INDEX, 0-based; the count from --shard-count). --shard-count overrides a count.
 * Returns the name of the variables used, or NULL when none are set. */
static const char *cu_shard_env(int count_opt, int *index, int *count)
{
    int i = -1, n = -1, base = 0, step = 1, k;
    const char *src = NULL;
    const char *v;
    if ((v = getenv("CU2HIP_SHARD_INDEX")) && !cu_parse_uint(v, &k)) {
        i = k;
        src = "CU2HIP_SHARD_INDEX";
        if ((v = getenv("CU2HIP_SHARD_TOTAL")) && !cu_parse_uint(v, &k)) n = k;
    } else if ((v = getenv("CI_NODE_INDEX")) && !cu_parse_uint(v, &k) && k >= 1) {
        i = k - 1;
        src = "CI_NODE_INDEX";
        if ((v = getenv("CI_NODE_TOTAL")) && !cu_parse_uint(v, &k)) n = k;
    } else if ((v = getenv("SLURM_ARRAY_TASK_ID")) && !cu_parse_uint(v, &k)) {
        i = k;
        src = "SLURM_ARRAY_TASK_ID";
        if ((v = getenv("SLURM_ARRAY_TASK_MIN")) && !cu_parse_uint(v, &k)) base = k;
        if ((v = getenv("SLURM_ARRAY_TASK_STEP")) && !cu_parse_uint(v, &k) && k > 0) step = k;
        if ((v = getenv("SLURM_ARRAY_TASK_COUNT")) && !cu_parse_uint(v, &k)) n = k;
        i = i >= base ? (i - base) / step : -1;
    } else if ((v = getenv("JOB_COMPLETION_INDEX")) && !cu_parse_uint(v, &k)) {
        i = k;
        src = "JOB_COMPLETION_INDEX";
    }
    if (count_opt) n = count_opt;
    *index = i;
    *count = n;
    return src;
}

int cu_parse_args(cu_options *o, int argc, char **argv, int *status)
{
    memset(o, 0, sizeof *o);
    o->progress = -1;
    *status = CU_EXIT_OK;
    argv = cu_compat_argv(o, argc, argv);
    for (argc = 0; argv[argc]; argc++) {}
    /* getopt_long moves "--" in front of permuted operands, so split the clang args off first */
    int nopt = argc;
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--")) { nopt = i; break; }
    int format_given = 0, merging = 0;
    const char *format_arg = NULL;
    opterr = 0;
    optind = 1;
    int ch, longidx;
    while ((ch = getopt_long(nopt, argv, ":o:I:D:U:j:p:hq", cu_longopts, &longidx)) != -1) {
        switch (ch) {
        case 'o': o->output = optarg; break;
        case 'I': cu_strlist_push(&o->clang_args, "-I"); cu_strlist_push(&o->clang_args, optarg); break;
        case 'D': cu_strlist_push(&o->clang_args, "-D"); cu_strlist_push(&o->clang_args, optarg); break;
        case 'U': cu_strlist_push(&o->clang_args, "-U"); cu_strlist_push(&o->clang_args, optarg); break;
        case 'j':
            if (cu_parse_uint(optarg, &o->jobs))
                return cu_usage_error(status, "invalid number of jobs '%s'", optarg);
            break;
        case 'p': o->compdb_dir = optarg; break;
        case 'h': cu_print_usage(stdout); *status = CU_EXIT_OK; return -1;
        case 'q': o->quiet = 1; break;
        case OPT_OUT_DIR: o->out_dir = optarg; break;
        case OPT_IN_PLACE: o->in_place = 1; break;
        case OPT_NO_BACKUP: o->no_backup = 1; break;
        case OPT_RULES: cu_strlist_push(&o->rule_files, optarg); break;
        case OPT_CUDA_PATH: o->cuda_path = optarg; break;
        case OPT_STATS:
            if (!optarg || !strcmp(optarg, "text")) o->stats = CU_STATS_TEXT;
            else if (!strcmp(optarg, "json")) o->stats = CU_STATS_JSON;
            else return cu_usage_error(status, "invalid --stats format '%s' (expected text or json)", optarg);
            break;
        case OPT_VERSION:
            printf("cu2hip %s (libclang %s)\n", CU2HIP_VERSION, "19");
            *status = CU_EXIT_OK;
            return -1;
        case OPT_KEEP_CHEVRONS: o->keep_chevrons = 1; break;
        case OPT_NO_KEEP_CHEVRONS: o->keep_chevrons = 0; break;
        case OPT_SKIP_INACTIVE: o->skip_inactive = 1; break;
        case OPT_INPLACE_PREHIP: o->in_place = 1; o->backup_suffix = ".prehip"; break;
        case OPT_SHARD_COUNT:
            if (cu_parse_uint(optarg, &o->shard_count_opt) || o->shard_count_opt < 1)
                return cu_usage_error(status, "invalid --shard-count '%s' (expected a positive number)", optarg);
            break;
        case OPT_ROC: o->roc = 1; break;
        case OPT_HIPBLAS_DATATYPE:
            if (!strcmp(optarg, "hipDataType")) o->hipblas_datatype = CU_HIPBLAS_DT_HIP;
            else if (!strcmp(optarg, "hipblasDatatype_t")) o->hipblas_datatype = CU_HIPBLAS_DT_HIPBLAS;
            else return cu_usage_error(status, "invalid --hipblas-datatype '%s' (expected hipDataType or "
                                       "hipblasDatatype_t)", optarg);
            break;
        case OPT_LOWER_KERNELS:
            if (optarg && strcmp(optarg, "notes"))
                return cu_usage_error(status, "invalid --lower-kernels value '%s' (expected notes)", optarg);
            o->lower_kernels = optarg ? 2 : 1;
            break;
        case OPT_HIP_VERSION:
            if (cu_parse_pair(optarg, '.', &o->hip_major, &o->hip_minor) || o->hip_major < 1 || o->hip_major > 99)
                return cu_usage_error(status, "invalid --hip-version '%s' (expected MAJOR.MINOR, e.g. 6.2)", optarg);
            break;
        case OPT_LIST_RULES: o->list_rules = 1; break;
        case OPT_FORMAT:
            format_given = 1;
            format_arg = optarg;
            if (cu_format_of(optarg, &o->format))
                return cu_usage_error(status, "unknown format '%s' (expected text, json, sarif, github, csv or md)", optarg);
            break;
        case OPT_LINT: o->lint = 1; break;
        case OPT_WERROR: o->werror = 1; break;
        case OPT_SELECT: o->select = optarg; break;
        case OPT_IGNORE: o->ignore = optarg; break;
        case OPT_BASE_DIR: o->base_dir = optarg; break;
        case OPT_CONFIG: o->config = optarg; break;
        case OPT_BASELINE: o->baseline = optarg; break;
        case OPT_WRITE_BASELINE: o->write_baseline = optarg; break;
        case OPT_FILES_FROM: o->files_from = optarg; break;
        case OPT_EXCLUDE: cu_strlist_push(&o->excludes, optarg); break;
        case OPT_INCLUDE: cu_strlist_push(&o->includes, optarg); break;
        case OPT_RENAME_EXT: o->rename_ext = 1; break;
        case OPT_REPORT: o->report = optarg; break;
        case OPT_MERGE_REPORTS: merging = 1; break;
        case OPT_FORCE: o->force = 1; break;
        case OPT_SHARD:
            if (!strcmp(optarg, "auto")) {
                o->shard_auto = 1;
                break;
            }
            if (cu_parse_pair(optarg, '/', &o->shard_index, &o->shard_count) || o->shard_count < 1 ||
                o->shard_index < 1 || o->shard_index > o->shard_count)
                return cu_usage_error(status, "invalid --shard '%s' (expected I/N with 1 <= I <= N)", optarg);
            break;
        case OPT_CACHE_DIR: o->cache_dir = optarg; break;
        case OPT_PROGRESS: o->progress = 1; break;
        case OPT_NO_PROGRESS: o->progress = 0; break;
        case OPT_VERBOSE: o->verbose = 1; break;
        case ':':
            if (optopt) return cu_usage_error(status, "option '-%c' needs an argument", optopt);
            return cu_usage_error(status, "option '%s' needs an argument", argv[optind - 1]);
        case '?':
        default:
            if (optopt) return cu_usage_error(status, "unknown option '-%c'", optopt);
            return cu_usage_error(status, "unknown option '%s'", argv[optind - 1]);
        }
    }
    for (int i = optind; i < nopt; i++) cu_strlist_push(&o->inputs, argv[i]);
    for (int i = nopt + 1; i < argc; i++) cu_strlist_push(&o->clang_args, argv[i]);
    if (merging) {
        for (size_t i = 0; i < o->inputs.n; i++) cu_strlist_push(&o->merge_reports, o->inputs.v[i]);
        o->inputs.n = 0;
    }

    /* consistency */
    if (o->list_rules) {
        if (format_given && o->format != CU_FMT_TEXT && o->format != CU_FMT_JSON &&
            o->format != CU_FMT_CSV && o->format != CU_FMT_MD)
            return cu_usage_error(status, "--list-rules cannot print format '%s'", format_arg);
        if (o->lint) return cu_usage_error(status, "--list-rules and --lint cannot be combined");
        return 0;
    }
    if (format_given && !o->lint)
        return cu_usage_error(status, "--format needs --lint or --list-rules");
    if (o->lint && format_given && o->format == CU_FMT_CSV)
        return cu_usage_error(status, "--lint cannot print format 'csv'");
    if (!o->lint && (o->werror || o->select || o->ignore || o->baseline || o->write_baseline || o->config))
        return cu_usage_error(status, "--werror, --select, --ignore, --config, --baseline and --write-baseline need --lint");
    if (o->lint && (o->output || o->out_dir || o->in_place))
        return cu_usage_error(status, "--lint writes no translation: -o, --out-dir and --in-place cannot be used");
    if (o->output && o->out_dir) return cu_usage_error(status, "-o and --out-dir cannot be combined");
    if (o->in_place && (o->output || o->out_dir))
        return cu_usage_error(status, "--in-place cannot be combined with -o or --out-dir");
    if (o->no_backup && !o->in_place) return cu_usage_error(status, "--no-backup needs --in-place");
    if (o->shard_count_opt && !o->shard_auto) return cu_usage_error(status, "--shard-count needs --shard auto");
    if (o->shard_auto) {
        int i, n;
        const char *src = cu_shard_env(o->shard_count_opt, &i, &n);
        if (!src)
            return cu_usage_error(status, "--shard auto: no shard variables set (CU2HIP_SHARD_INDEX and "
                                  "CU2HIP_SHARD_TOTAL, CI_NODE_INDEX and CI_NODE_TOTAL, SLURM_ARRAY_TASK_ID and "
                                  "SLURM_ARRAY_TASK_COUNT, or JOB_COMPLETION_INDEX with --shard-count)");
        if (n < 1)
            return cu_usage_error(status, "--shard auto: %s gives the shard but not the number of shards: "
                                  "pass --shard-count N", src);
        if (i < 0 || i >= n)
            return cu_usage_error(status, "--shard auto: shard %d (from %s) is not below the count %d", i, src, n);
        o->shard_index = i + 1;
        o->shard_count = n;
    }
    if (!o->backup_suffix) o->backup_suffix = ".orig";
    if (merging) {
        if (!o->merge_reports.n) return cu_usage_error(status, "--merge-reports needs report files as inputs");
        if (!o->report) return cu_usage_error(status, "--merge-reports needs --report FILE for the result");
        return 0;
    }
    if (o->cuda_path) {
        char *probe = ut_path_join(o->cuda_path, "include/cuda_runtime.h");
        int ok = ut_exists(probe);
        free(probe);
        if (!ok) return cu_usage_error(status, "no CUDA SDK at '%s' (include/cuda_runtime.h not found)", o->cuda_path);
    }
    if (!o->inputs.n && !o->files_from && !o->compdb_dir)
        return cu_usage_error(status, "no input files");
    return 0;
}
