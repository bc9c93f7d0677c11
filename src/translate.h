/* translate.h - one translation: parse a file with libclang, run the passes, apply the edits.
 * Used by the single-file driver, the batch driver, the lint and cu2hip-run alike.
 * Ownership: a tr_session owns its CXIndex (one per worker thread; never share a session between
 * threads) and borrows the options and rule table (which must outlive it). A tr_result owns its
 * outputs and findings; free it with tr_result_free. */
#ifndef CU2HIP_TRANSLATE_H
#define CU2HIP_TRANSLATE_H

#include <stddef.h>
#include "diag.h"
#include "options.h"
#include "rules.h"

typedef struct tr_session tr_session;

typedef enum {
    TR_OK = 0,            /* translated (possibly with warnings, including parse errors) */
    TR_INPUT_ERROR,       /* unreadable, directory, binary: message in diags; no output */
    TR_PARSE_FAILED,      /* libclang produced no translation unit at all */
    TR_EDIT_CONFLICT,     /* two edits overlapped (a bug): message in diags; no output */
    TR_RULES_FAILED       /* the session's own rule load failed (tr_session_new_loading): the
                           * error line is printed by tr_session_rules; no output */
} tr_status;

typedef struct tr_output {
    char *path;           /* the file as clang names it (main file first, then headers) */
    char *text;           /* translated contents (NUL-terminated) */
    size_t len;
    int changed;          /* text differs from the input */
    dg_stats stats;       /* the counters of this file's own edits (a header's edits count
                           * against the header, so a header shared by units is counted once
                           * per unit that outputs it, not added into each unit's own file);
                           * the sum over the outputs is tr_result.stats */
} tr_output;

typedef struct tr_result {
    tr_status status;
    tr_output *outputs;   /* outputs[0] is the main file when status == TR_OK */
    size_t noutputs;
    size_t outputs_cap;   /* capacity of outputs (a growable array, containers.h) */
    dg_list diags;
    dg_stats stats;
    double seconds;       /* wall time spent on this file */
} tr_result;

typedef struct tr_request {
    const char *path;                 /* file to translate */
    const char *const *args;          /* extra clang args for this file (compile DB), may be NULL */
    int nargs;
    int lint;                         /* run lint checks; outputs are not produced */
    /* Optional: headers for which this returns true are edited too and appear in outputs. */
    int (*editable)(void *ud, const char *path);
    void *editable_ud;
} tr_request;

tr_session *tr_session_new(const cu_options *o, const rl_table *rules);
void tr_session_free(tr_session *s);
/* Like tr_session_new, but the session loads its own rule table (as tr_load_rules does) on a
 * second thread started now, so that the load overlaps libclang's start-up and the first parse;
 * tr_translate waits for it after parsing, before the passes. The session owns that table. */
tr_session *tr_session_new_loading(const cu_options *o);
/* The session's rule table, waiting for its load if still running. NULL when that load failed:
 * the error line is then printed to stderr (once, by the calling thread) and the caller exits
 * CU_EXIT_USAGE; tr_translate returns TR_RULES_FAILED. */
const rl_table *tr_session_rules(tr_session *s);
/* Translates one file. Never crashes on bad input: problems become findings and a status. */
tr_status tr_translate(tr_session *s, const tr_request *req, tr_result *res);
void tr_result_free(tr_result *res);

/* Loads the built-in rule table and every --rules file of o; prints the error line and returns
 * NULL on failure (callers exit CU_EXIT_USAGE). */
rl_table *tr_load_rules(const cu_options *o);

#endif
