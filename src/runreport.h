/* runreport.h - the run report of a batch migration (--report FILE.json|.csv|.md): one record
 * per file (what it is, what happened to it, changes by category, findings with locations, time)
 * and totals; reading JSON reports back for --merge-reports and the cache.
 * Ownership: the caller owns an rr_report; it owns its records and every string in them until
 * rr_free; rr_add copies what it is given. */
#ifndef CU2HIP_RUNREPORT_H
#define CU2HIP_RUNREPORT_H

#include <cjson/cJSON.h>
#include <stddef.h>
#include "diag.h"

typedef struct rr_file {
    char *path;          /* relative to the source root */
    char *kind;          /* "source", "header", "cmake", "make", "other" */
    char *status;        /* "translated", "unchanged", "copied" (other files), "failed" (no output) */
    char *output;        /* output path relative to the output root; NULL = none */
    char *via;           /* headers: the unit whose translation of it was kept; NULL otherwise */
    int cached;          /* results taken from the incremental cache */
    long lines;
    double seconds;
    dg_stats changes;    /* counters by category ("rename.runtime", "launch", ...) */
    dg_list findings;    /* file names relative to the source root */
} rr_file;

typedef struct rr_report {
    rr_file *v;
    size_t n, cap;
    char *root;          /* source root as given (display only) */
    char *out;           /* output directory as given, or NULL */
    char *shard;         /* "I/N" or NULL */
    int jobs;
    int parts;           /* number of reports merged into this one (1 for a run) */
    double wall_seconds;
} rr_report;

void rr_init(rr_report *r);
void rr_free(rr_report *r);
/* Appends a record with path, kind and status copied; everything else empty. */
rr_file *rr_add(rr_report *r, const char *path, const char *kind, const char *status);
void rr_set_str(char **field, const char *value);   /* replaces a string field (copy) */
/* Sorts records by path (byte order), the order of every output format. */
void rr_sort(rr_report *r);
/* True for a status that makes the run fail (exit status 1): "failed". */
int rr_status_fails(const char *status);

/* True for a finding about a CUDA feature HIP lacks (rule id with "unsupported" or a message
 * saying "not supported"): listed first in the Markdown report and counted in the totals. */
int rr_is_unsupported(const dg_finding *f);

/* Writes the report in the format named by the extension of path (.json, .csv, .md; anything
 * else is JSON); path "-" writes JSON to stdout. 0, or -1 with err set. */
int rr_write(const rr_report *r, const char *path, char *err, size_t errlen);
/* Reads a JSON report. 0, or -1 with err set ("'F' is not a cu2hip JSON report"). */
int rr_read(const char *path, rr_report *r, char *err, size_t errlen);
/* Joins src into dst: records of paths not in dst are added; a record present in both (headers
 * translated by several shards) keeps the one kept by the lower "via" and the union of the
 * findings. Wall time is the maximum, jobs the sum. */
void rr_merge(rr_report *dst, const rr_report *src);

/* --merge-reports: reads the JSON reports, merges them in order and writes the result to out
 * (format by extension, "-" = JSON on stdout). Returns CU_EXIT_OK, CU_EXIT_FINDINGS when a file
 * failed in some part, or CU_EXIT_USAGE (unreadable report, message printed). */
int rr_merge_main(const char *const *paths, size_t n, const char *out);

/* JSON building blocks shared with the cache. */
cJSON *rr_findings_to_json(const dg_list *l);
int rr_findings_from_json(const cJSON *a, dg_list *l);   /* a may be NULL (empty); 0 or -1 */
cJSON *rr_stats_to_json(const dg_stats *s);              /* object, keys sorted by name */
int rr_stats_from_json(const cJSON *o, dg_stats *s);     /* o may be NULL; 0 or -1 */

#endif
