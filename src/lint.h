/* lint.h - internals of the portability lint shared by lint.c (driver: files, filtering,
 * baseline, output), lint_config.c (.cu2hip.json, suppression comments, rule patterns,
 * fingerprints), lint_rules.c (the rule reference) and lint_checks.c (pass_lint).
 * Everything here is private to those files; the mode's entry point lint_main is declared in
 * options.h and the output writers in report.h.
 * Ownership: lint_config_load and lint_supps_scan fill a caller's struct, which owns its strings
 * until lint_config_free / lint_supps_free; lint_fingerprint's string is malloc'd, the caller's;
 * the rule reference (lint_rules) is static. */
#ifndef CU2HIP_LINT_H
#define CU2HIP_LINT_H

#include <stddef.h>
#include "containers.h"
#include "diag.h"
#include "report.h"
#include "rules.h"

/* Rule ids of the lint's own checks (lint_checks.c), and of the kernel-language findings the
 * rule reference gives a lint severity (pass_unsupported.c reports those). */
#define LINT_API_UNSUPPORTED   "api.unsupported"
#define LINT_API_DEPRECATED    "api.deprecated"
#define LINT_WARP_SIZE         "warp.size-literal"
#define LINT_WARP_LOCKSTEP     "warp.implicit-lockstep"
#define LINT_WARP_MASK         "warp.mask-32bit"
#define LINT_COOP_NO_CHECK     "launch.cooperative-unchecked"
#define LINT_CLOCK_TIMING      "device.clock-timing"
#define LINT_LAUNCH_BOUNDS     "kernel.launch-bounds-min-blocks"
#define LINT_DYNAMIC_PAR       "kernel.dynamic-parallelism"
#define LINT_WMMA              "kernel.wmma"
#define LINT_INLINE_PTX        "kernel.inline-asm"
#define LINT_CLUSTER           "kernel.cluster"
#define LINT_TEXTURE_REF       "kernel.texture-reference"
#define LINT_BAD_SUPPRESSION   "lint.suppression"
#define LINT_INTERNAL_ERROR    "lint.internal-error"

/* The rule reference: every rule id the lint reports, its own and those of the translator's
 * passes (documented in docs/lint.md). Sorted by id. */
extern const rp_rule lint_rules[];
extern const size_t lint_nrules;
const rp_rule *lint_rule_find(const char *id);

/* Rule patterns (--select/--ignore, config, suppressions): "all" or "*" (every rule), an exact
 * id, a dotted prefix ("warp" matches "warp.size-literal"), or an fnmatch glob ("warp.*"). */
int lint_pattern_match(const char *pattern, const char *id);
/* True when the pattern matches a lint rule or a rule-table id (so typos are caught). */
int lint_pattern_known(const char *pattern, const rl_table *rules);

/* Per-rule severity override from a config file: LINT_SEV_OFF drops the finding. */
enum { LINT_SEV_KEEP = -1, LINT_SEV_OFF = -2 };

typedef struct lint_sev_override { char *pattern; int sev; } lint_sev_override;

typedef struct lint_config {
    char *path;                 /* the file it came from (NULL: defaults) */
    char **select; size_t nselect; int has_select;
    char **ignore; size_t nignore;
    lint_sev_override *sev; size_t nsev;
    int werror;                 /* -1 unset, 0, 1 */
} lint_config;

/* Loads and validates a config file. Returns 0, or -1 with err = "FILE:LINE:COL: error: ...". */
int lint_config_load(lint_config *cfg, const char *path, const rl_table *rules, char *err, size_t errlen);
void lint_config_free(lint_config *cfg);
/* Severity for a finding under a config (last matching override wins); LINT_SEV_KEEP when none. */
int lint_config_severity(const lint_config *cfg, const char *id);

/* Suppression comments of one file: "cu2hip-lint: ignore[ID,...]" or "cu2hip-lint: ignore"
 * at the start of a // or block comment silences matching findings on the comment's line, and
 * on the next line when the comment stands alone on its line. */
typedef struct lint_supp {
    unsigned line, col;         /* where the comment's tag is */
    int next_line;              /* the comment stands alone on its line: it covers the next line too */
    UT_VEC(char *) ids;         /* rule patterns; none = every rule */
    int used;
} lint_supp;
typedef struct lint_supps { lint_supp *v; size_t n, cap; } lint_supps;
/* Scans a buffer; malformed comments become findings (rule LINT_BAD_SUPPRESSION) in bad. */
void lint_supps_scan(lint_supps *s, const char *path, const char *buf, size_t len, dg_list *bad);
void lint_supps_free(lint_supps *s);
/* True (and marks the comment used) when a finding of rule id at line is suppressed. */
int lint_supps_match(lint_supps *s, unsigned line, const char *id);

/* Fingerprint of a finding: hash of rule id, relative path and whitespace-normalised line text,
 * plus ":occurrence" (the index among findings with the same three). Malloc'd. */
char *lint_fingerprint(const char *rule_id, const char *relpath, const char *line, size_t len,
                       unsigned occurrence);

#endif
