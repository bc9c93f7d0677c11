/* report.h - writing findings (a dg_list) in the output formats of the lint and of run reports:
 * text with the source line and a caret, json, sarif (2.1.0), github workflow commands and
 * markdown. Also a small cache of source lines (for carets, fingerprints and suppressions) and
 * the relative-path helper used for --base-dir.
 * Ownership: the writers only read the list and the options; an rp_sources (rp_sources_new) owns
 * the file contents it caches until rp_sources_free; rp_relpath's result is malloc'd, the
 * caller's. Strings returned by rp_sources_line point
 * into that cache and stay valid until rp_sources_free. */
#ifndef CU2HIP_REPORT_H
#define CU2HIP_REPORT_H

#include <stdio.h>
#include <stddef.h>
#include <cjson/cJSON.h>
#include "diag.h"
#include "options.h"

/* Description of one rule, for SARIF tool.driver.rules and docs. */
typedef struct rp_rule {
    const char *id;           /* "warp-size.literal" */
    const char *name;         /* PascalCase name, e.g. "WarpSizeLiteral" */
    dg_severity sev;          /* default severity */
    const char *short_desc;   /* one line */
    const char *full_desc;    /* what goes wrong on AMD GPUs */
    const char *help;         /* what to do */
} rp_rule;

/* Cache of source files read for excerpts; lines are 1-based, returned without the newline. */
typedef struct rp_sources rp_sources;
rp_sources *rp_sources_new(void);
void rp_sources_free(rp_sources *s);
/* Returns the text of line `line` of `path` (length in *len), or NULL when unavailable. */
const char *rp_sources_line(rp_sources *s, const char *path, unsigned line, size_t *len);
/* Returns the whole file (NUL-terminated, length in *len), or NULL when unreadable. */
const char *rp_sources_file(rp_sources *s, const char *path, size_t *len);

typedef struct rp_options {
    const char *base_dir;     /* paths are written relative to this directory when below it;
                                 NULL = as given. SARIF uses it as %SRCROOT% */
    const rp_rule *rules;     /* rules for SARIF tool.driver (may be NULL) */
    size_t nrules;
    const char *const *fingerprints; /* parallel to the findings (may be NULL) */
    rp_sources *sources;      /* for text excerpts and SARIF columns (may be NULL: no excerpts) */
    const char *tool_version; /* NULL = CU2HIP_VERSION */
} rp_options;

/* Path of `path` relative to base_dir when it lies below it, else `path` made absolute
 * (when base_dir is set) or unchanged. Result is malloc'd. */
char *rp_relpath(const char *base_dir, const char *path);

/* Writers. Each returns 0, or -1 on a write error. */
int rp_write_text(FILE *out, const dg_list *l, const rp_options *o);
int rp_write_json(FILE *out, const dg_list *l, const rp_options *o);
int rp_write_sarif(FILE *out, const dg_list *l, const rp_options *o);
int rp_write_github(FILE *out, const dg_list *l, const rp_options *o);
int rp_write_md(FILE *out, const dg_list *l, const rp_options *o);
/* Dispatches on fmt (CU_FMT_DEFAULT = text; CSV is not a findings format: returns -1). */
int rp_write(FILE *out, cu_format fmt, const dg_list *l, const rp_options *o);

/* Building blocks for run reports (batch): one finding / all findings as JSON objects with the
 * keys file, line, column, endLine, endColumn, severity, ruleId, message, suggestion and
 * fingerprint (when known). index is the finding's position in the list (for fingerprints). */
cJSON *rp_finding_json(const dg_finding *f, size_t index, const rp_options *o);
cJSON *rp_findings_json(const dg_list *l, const rp_options *o);
/* Markdown: a table of findings (file:line, severity, rule, message), with cell escaping. */
void rp_md_table(FILE *out, const dg_list *l, const rp_options *o);
/* Writes s with markdown table-cell escaping (| and newlines). */
void rp_md_escape(FILE *out, const char *s);

/* SARIF level name of a severity: "note", "warning", "error". */
const char *rp_sarif_level(dg_severity s);

#endif
