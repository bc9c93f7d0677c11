/* diag.h - findings (warnings, errors, notes with a rule id and an exact location) and
 * statistics (named counters) collected while translating or linting one file.
 * Text output: "file:line:col: warning: message [rule-id]" (lowercase, no trailing period).
 * Other formats (json, sarif, github, md) live in report.c and read these structures.
 * Ownership: a dg_list owns its findings and all their strings (copied on dg_add); a dg_stats
 * owns its counter names. Both are freed with their *_free function. */
#ifndef CU2HIP_DIAG_H
#define CU2HIP_DIAG_H

#include <stdio.h>
#include <stddef.h>

typedef enum { DG_NOTE, DG_WARNING, DG_ERROR } dg_severity;

typedef struct dg_finding {
    char *file;               /* path as given on the command line (or as clang names it) */
    unsigned line, col;       /* 1-based; 0 when there is no location */
    unsigned end_line, end_col; /* end of the range (exclusive column); 0 = same as start */
    dg_severity sev;
    char *rule_id;            /* stable id, e.g. "runtime.cudaMallocHost", "kernel.dynamic-parallelism" */
    char *message;            /* lowercase, no trailing period */
    char *suggestion;         /* optional fix hint (lint help text); may be NULL */
} dg_finding;

typedef struct dg_list { dg_finding *v; size_t n, cap; } dg_list;

void dg_init(dg_list *l);
void dg_free(dg_list *l);
/* Adds a finding; file/rule_id/suggestion may be NULL. Returns the stored finding. */
dg_finding *dg_add(dg_list *l, const char *file, unsigned line, unsigned col, dg_severity sev,
                   const char *rule_id, const char *fmt, ...) __attribute__((format(printf, 7, 8)));
void dg_set_suggestion(dg_finding *f, const char *text);
/* Sorts by file, line, column, rule id (stable), and drops exact duplicates. */
void dg_sort_unique(dg_list *l);
/* Writes "file:line:col: warning: message [rule-id]" lines. */
void dg_print_text(FILE *out, const dg_list *l);
/* Appends copies of all findings of src to dst. */
void dg_append(dg_list *dst, const dg_list *src);
const char *dg_severity_name(dg_severity s);   /* "note", "warning", "error" */

/* Counters by name, e.g. "rename.runtime", "rename.driver", "launch", "launch-bounds",
 * "mask.widened", "include", "unsupported". Insertion order is kept for printing. */
typedef struct dg_counter { char *name; long value; } dg_counter;
typedef struct dg_stats { dg_counter *v; size_t n, cap; } dg_stats;

void dg_stats_init(dg_stats *s);
void dg_stats_free(dg_stats *s);
void dg_count(dg_stats *s, const char *name, long delta);
long dg_stat(const dg_stats *s, const char *name);
void dg_stats_merge(dg_stats *dst, const dg_stats *src);

#endif
