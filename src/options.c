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
"Parsing and rules:\n"
"      --cuda-path DIR    parse with the CUDA SDK in DIR instead of the bundled prelude\n"
"  -I DIR, -D NAME[=VAL]  passed to clang; everything after -- is passed to clang too\n"
"      --rules FILE       add, override or disable rules (repeatable)\n"
"      --hip-version X.Y  target HIP version (default: newest profile)\n"
"      --keep-chevrons    keep kernel<<<...>>> launches (valid HIP) instead of hipLaunchKernelGGL\n"
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
"      --shard I/N        translate shard I of N (1 <= I <= N)\n"
"      --progress, --no-progress  progress bar on or off (default: on a terminal)\n"
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
    OPT_PROGRESS, OPT_NO_PROGRESS, OPT_VERBOSE, OPT_ROC, OPT_HIPBLAS_DATATYPE
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

int cu_parse_args(cu_options *o, int argc, char **argv, int *status)
{
    memset(o, 0, sizeof *o);
    o->progress = -1;
    *status = CU_EXIT_OK;
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
