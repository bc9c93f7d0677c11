/* options.h - the parsed command line of cu2hip, shared by every mode (translate, lint, batch,
 * rule listing). main.c fills it; everything else only reads it.
 * Ownership: strings point into argv or into arrays owned by the struct (freed by cu_options_free);
 * nothing here is owned by the modules that read it. */
#ifndef CU2HIP_OPTIONS_H
#define CU2HIP_OPTIONS_H

#include <stddef.h>
#include <stdio.h>

/* Exit statuses, documented in man/cu2hip.1 (EXIT STATUS). */
enum {
    CU_EXIT_OK = 0,        /* success (translate) / no failing findings (lint) */
    CU_EXIT_FINDINGS = 1,  /* lint: findings at or above the failing level; batch: some files failed */
    CU_EXIT_USAGE = 2,     /* usage error, unreadable input, bad rule file, unwritable output */
    CU_EXIT_INTERNAL = 3   /* libclang could not parse at all, out of memory, internal error */
};

typedef enum { CU_FMT_DEFAULT, CU_FMT_TEXT, CU_FMT_JSON, CU_FMT_SARIF, CU_FMT_GITHUB,
               CU_FMT_CSV, CU_FMT_MD } cu_format;

typedef enum { CU_STATS_NONE, CU_STATS_TEXT, CU_STATS_JSON } cu_stats_mode;

typedef struct cu_strlist { const char **v; size_t n, cap; } cu_strlist;

typedef struct cu_options {
    /* inputs */
    cu_strlist inputs;          /* files and directories named on the command line */
    cu_strlist clang_args;      /* -I/-D pass-through and everything after "--" */
    const char *files_from;     /* --files-from FILE ("-" = stdin) */
    const char *compdb_dir;     /* -p BUILD_DIR (compile_commands.json) */
    cu_strlist excludes;        /* --exclude GLOB */
    cu_strlist includes;        /* --include GLOB */
    /* outputs */
    const char *output;         /* -o FILE */
    const char *out_dir;        /* --out-dir DIR */
    int in_place;               /* --in-place */
    int no_backup;              /* --no-backup */
    int rename_ext;             /* --rename-ext */
    const char *report;         /* --report FILE.json|.csv|.md */
    cu_strlist merge_reports;   /* --merge-reports FILE... (inputs are reports) */
    /* rules and parsing */
    cu_strlist rule_files;      /* --rules FILE (repeatable) */
    const char *cuda_path;      /* --cuda-path DIR; NULL = bundled prelude */
    int hip_major, hip_minor;   /* --hip-version X.Y; 0.0 = newest profile */
    int keep_chevrons;          /* --keep-chevrons */
    int lower_kernels;          /* --lower-kernels[=notes]: 1, 2 with notes (pass_lower.c) */
    /* modes */
    int lint;                   /* --lint */
    int list_rules;             /* --list-rules */
    cu_format format;           /* --format=... */
    cu_stats_mode stats;        /* --stats[=json] */
    int quiet;                  /* --quiet */
    /* lint */
    int werror;                 /* --werror */
    const char *select;         /* --select=IDS (comma separated) */
    const char *ignore;         /* --ignore=IDS */
    const char *base_dir;       /* --base-dir DIR */
    const char *config;         /* --config FILE */
    const char *baseline;       /* --baseline FILE */
    const char *write_baseline; /* --write-baseline FILE */
    /* batch */
    int jobs;                   /* -j N; 0 = number of cores */
    int force;                  /* --force (ignore the cache) */
    int shard_index, shard_count; /* --shard I/N; count 0 = no sharding */
    const char *cache_dir;      /* --cache-dir DIR */
    int progress;               /* --progress / --no-progress: -1 auto, 0 off, 1 on */
    int verbose;                /* --verbose (lint: each parse problem, not one note per file) */
    int roc;                    /* --roc: roc* library names (rules' "roc", rl_use_roc) */
    int hipblas_datatype;       /* --hipblas-datatype: CU_HIPBLAS_DT_* (hipBLAS's data-type spelling) */
    /* hipify-clang/hipify-perl compatibility (their option names mapped onto ours) */
    int skip_inactive;          /* --skip-excluded-preprocessor-conditional-blocks: no edit in a
                                   branch of an #if the parse left out */
    const char *backup_suffix;  /* --in-place backup: ".orig", or ".prehip" for -inplace */
    const char **compat_argv;   /* argv with those names mapped (owned here) */
    int shard_auto;             /* --shard auto: index and count from the CI's variables */
    int shard_count_opt;        /* --shard-count N (--shard auto with an index-only variable) */
} cu_options;

/* --hipblas-datatype: which data-type API hipBLAS calls are written for (rules' "before") */
enum { CU_HIPBLAS_DT_PROFILE, CU_HIPBLAS_DT_HIP, CU_HIPBLAS_DT_HIPBLAS };

/* Mode entry points; main.c dispatches to exactly one. Each returns a CU_EXIT_* status. */
int driver_main(const cu_options *o);      /* driver.c: translate named files (single-file CLI) */
int batch_main(const cu_options *o);       /* batch.c: trees, file lists, compile DBs, -j, reports */
int lint_main(const cu_options *o);        /* lint.c: --lint */
int rules_list_main(const cu_options *o);  /* rules_list.c: --list-rules */
/* True when the options need the batch driver (directories, --files-from, -p, --report,
 * --shard, --merge-reports, --rename-ext); batch.c decides. */
int batch_wanted(const cu_options *o);

/* Command-line parsing (options.c). cu_parse_args fills o from argv
 * (strings point into argv or into storage owned by o); returns -1 when the program should
 * exit with *status (--help, --version: 0; usage errors: 2, message already printed), else 0.
 * --shard I/N is stored as written: 1 <= shard_index <= shard_count. */
void cu_strlist_push(cu_strlist *l, const char *s);
void cu_strlist_free(cu_strlist *l);
int cu_parse_args(cu_options *o, int argc, char **argv, int *status);
void cu_options_free(cu_options *o);
void cu_print_usage(FILE *out);

#endif
