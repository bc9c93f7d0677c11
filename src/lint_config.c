/* lint_config.c - the lint's configuration: .cu2hip.json files (parsed with cJSON; a bad value is
 * reported at its exact place, found by jsonloc.c), rule patterns, suppression comments and
 * finding fingerprints. */
#define _GNU_SOURCE
#include "lint.h"

#include <ctype.h>
#include <fnmatch.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonloc.h"
#include "util.h"

/* ---------------------------------------------------------------- rule patterns */

int lint_pattern_match(const char *pattern, const char *id)
{
    if (!pattern || !id) return 0;
    if (strcmp(pattern, "all") == 0 || strcmp(pattern, "*") == 0) return 1;
    if (strcmp(pattern, id) == 0) return 1;
    size_t pl = strlen(pattern);
    if (pl && strncmp(pattern, id, pl) == 0 && id[pl] == '.') return 1;
    if (strpbrk(pattern, "*?[") && fnmatch(pattern, id, 0) == 0) return 1;
    return 0;
}

int lint_pattern_known(const char *pattern, const rl_table *rules)
{
    for (size_t i = 0; i < lint_nrules; i++)
        if (lint_pattern_match(pattern, lint_rules[i].id)) return 1;
    if (rules) {
        size_t n = rl_count(rules);
        for (size_t i = 0; i < n; i++) {
            const rl_rule *r = rl_at(rules, i);
            if (r && r->id && lint_pattern_match(pattern, r->id)) return 1;
        }
    }
    return 0;
}

/* ---------------------------------------------------------------- config */

/* A configuration being loaded: cJSON parses it, and a bad value is reported at its place in
 * the text, found again by the path to it (jsonloc.h). */
typedef struct cfg_load {
    const char *path;          /* the file, for messages */
    const char *text;          /* its JSON text (after a byte-order mark) */
    size_t len;
    const rl_table *rules;
    char *err;
    size_t errlen;
} cfg_load;

/* Writes "PATH:LINE:COL: error: MESSAGE" for the place that steps[0..n) name (a member's name
 * when at_name) and returns -1. */
static int cfg_fail(const cfg_load *C, const jl_step *steps, size_t n, int at_name, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static int cfg_fail(const cfg_load *C, const jl_step *steps, size_t n, int at_name, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    unsigned line, col;
    ut_line_col(C->text, jl_locate(C->text, C->len, steps, n, at_name), &line, &col);
    snprintf(C->err, C->errlen, "%s:%u:%u: error: %s", C->path, line, col, msg);
    return -1;
}

/* The path step to member m of object o (its occurrence among members of the same name). */
static jl_step cfg_step(const cJSON *o, const cJSON *m)
{
    jl_step s = { m->string, 0, 0 };
    for (const cJSON *k = o->child; k && k != m; k = k->next)
        s.occ += strcmp(k->string, m->string) == 0;
    return s;
}

static const char *cfg_type_name(const cJSON *v)
{
    return cJSON_IsNull(v) ? "null" : cJSON_IsBool(v) ? "boolean" : cJSON_IsNumber(v) ? "number"
         : cJSON_IsString(v) ? "string" : cJSON_IsArray(v) ? "array" : "object";
}

static int cfg_sev(const char *s)
{
    if (strcmp(s, "error") == 0) return DG_ERROR;
    if (strcmp(s, "warning") == 0) return DG_WARNING;
    if (strcmp(s, "note") == 0) return DG_NOTE;
    if (strcmp(s, "off") == 0) return LINT_SEV_OFF;
    return LINT_SEV_KEEP;
}

/* "select"/"ignore": an array of known rule patterns. at[0..2) is the path to v. */
static int cfg_patterns(const cfg_load *C, const cJSON *v, jl_step *at, char ***out, size_t *n)
{
    if (!cJSON_IsArray(v))
        return cfg_fail(C, at, 2, 0, "'%s' must be an array of rule ids, not %s", v->string, cfg_type_name(v));
    *out = ut_xcalloc((size_t)cJSON_GetArraySize(v) + 1, sizeof(char *));
    int i = 0;
    for (const cJSON *k = v->child; k; k = k->next, i++) {
        at[2] = (jl_step){ NULL, i, 0 };
        if (!cJSON_IsString(k))
            return cfg_fail(C, at, 3, 0, "rule id in '%s' must be a string, not %s", v->string, cfg_type_name(k));
        if (!lint_pattern_known(k->valuestring, C->rules))
            return cfg_fail(C, at, 3, 0, "unknown rule id '%s' in '%s'", k->valuestring, v->string);
        (*out)[(*n)++] = ut_xstrdup(k->valuestring);
    }
    return 0;
}

/* "severity": an object from rule patterns to levels. at[0..2) is the path to m. */
static int cfg_severity(const cfg_load *C, lint_config *cfg, const cJSON *m, jl_step *at)
{
    if (!cJSON_IsObject(m))
        return cfg_fail(C, at, 2, 0, "'severity' must be an object mapping rule ids to levels, not %s",
                        cfg_type_name(m));
    cfg->sev = ut_xcalloc((size_t)cJSON_GetArraySize(m) + 1, sizeof *cfg->sev);
    for (const cJSON *s = m->child; s; s = s->next) {
        at[2] = cfg_step(m, s);
        if (at[2].occ)   /* cJSON keeps both; which one counts would be a guess */
            return cfg_fail(C, at, 3, 1, "repeated key '%s' in 'severity'", s->string);
        if (!lint_pattern_known(s->string, C->rules))
            return cfg_fail(C, at, 3, 1, "unknown rule id '%s' in 'severity'", s->string);
        int sev = cJSON_IsString(s) ? cfg_sev(s->valuestring) : LINT_SEV_KEEP;
        if (sev == LINT_SEV_KEEP)
            return cfg_fail(C, at, 3, 0, "severity of '%s' must be \"error\", \"warning\", \"note\" or \"off\"",
                            s->string);
        cfg->sev[cfg->nsev].pattern = ut_xstrdup(s->string);
        cfg->sev[cfg->nsev].sev = sev;
        cfg->nsev++;
    }
    return 0;
}

static int cfg_lint_section(const cfg_load *C, lint_config *cfg, const cJSON *root, const cJSON *sec)
{
    jl_step at[3] = { cfg_step(root, sec) };
    if (!cJSON_IsObject(sec))
        return cfg_fail(C, at, 1, 0, "'lint' must be an object, not %s", cfg_type_name(sec));
    for (const cJSON *m = sec->child; m; m = m->next) {
        at[1] = cfg_step(sec, m);
        if (at[1].occ)
            return cfg_fail(C, at, 2, 1, "repeated key '%s' in 'lint'", m->string);
        if (strcmp(m->string, "select") == 0) {
            cfg->has_select = 1;
            if (cfg_patterns(C, m, at, &cfg->select, &cfg->nselect)) return -1;
        } else if (strcmp(m->string, "ignore") == 0) {
            if (cfg_patterns(C, m, at, &cfg->ignore, &cfg->nignore)) return -1;
        } else if (strcmp(m->string, "werror") == 0) {
            if (!cJSON_IsBool(m))
                return cfg_fail(C, at, 2, 0, "'werror' must be true or false, not %s", cfg_type_name(m));
            cfg->werror = cJSON_IsTrue(m);
        } else if (strcmp(m->string, "severity") == 0) {
            if (cfg_severity(C, cfg, m, at)) return -1;
        } else {
            return cfg_fail(C, at, 2, 1, "unknown key '%s' in 'lint' (expected select, ignore, severity or werror)",
                            m->string);
        }
    }
    return 0;
}

int lint_config_load(lint_config *cfg, const char *path, const rl_table *rules, char *err, size_t errlen)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->werror = -1;
    cfg->path = ut_xstrdup(path);
    char *buf = NULL, rerr[512];
    size_t len;
    cJSON *root = NULL;
    int rc = -1;
    if (ut_read_file(path, &buf, &len, rerr, sizeof rerr)) {
        snprintf(err, errlen, "cu2hip: %s", rerr);
        goto out;
    }
    cfg_load C = { path, buf, len, rules, err, errlen };
    if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0) {   /* a byte-order mark is no column */
        C.text += 3;
        C.len -= 3;
    }
    jl_problem why;
    size_t off;
    if (!(root = jl_parse(C.text, C.len, &why, &off))) {
        unsigned line, col;
        ut_line_col(C.text, off, &line, &col);
        if (why == JL_CHAR)
            snprintf(err, errlen, "%s:%u:%u: error: unexpected character '%c'", path, line, col, C.text[off]);
        else
            snprintf(err, errlen, "%s:%u:%u: error: %s", path, line, col,
                     why == JL_END ? "unexpected end of file"
                     : why == JL_TRAILING ? "trailing characters after the configuration object" : "not valid JSON");
        goto out;
    }
    if (!cJSON_IsObject(root)) {
        cfg_fail(&C, NULL, 0, 0, "configuration must be a JSON object, not %s", cfg_type_name(root));
        goto out;
    }
    for (const cJSON *m = root->child; m; m = m->next) {
        jl_step at = cfg_step(root, m);
        if (at.occ) {
            cfg_fail(&C, &at, 1, 1, "repeated key '%s'", m->string);
            goto out;
        }
        if (strcmp(m->string, "lint") == 0) {
            if (cfg_lint_section(&C, cfg, root, m)) goto out;
        } else if (strcmp(m->string, "$schema") != 0) {
            cfg_fail(&C, &at, 1, 1, "unknown key '%s' (expected \"lint\")", m->string);
            goto out;
        }
    }
    rc = 0;
out:
    cJSON_Delete(root);
    free(buf);
    return rc;
}

void lint_config_free(lint_config *cfg)
{
    free(cfg->path);
    for (size_t i = 0; i < cfg->nselect; i++) free(cfg->select[i]);
    free(cfg->select);
    for (size_t i = 0; i < cfg->nignore; i++) free(cfg->ignore[i]);
    free(cfg->ignore);
    for (size_t i = 0; i < cfg->nsev; i++) free(cfg->sev[i].pattern);
    free(cfg->sev);
    memset(cfg, 0, sizeof *cfg);
}

int lint_config_severity(const lint_config *cfg, const char *id)
{
    int sev = LINT_SEV_KEEP;
    for (size_t i = 0; cfg && i < cfg->nsev; i++)
        if (lint_pattern_match(cfg->sev[i].pattern, id)) sev = cfg->sev[i].sev;
    return sev;
}

/* ---------------------------------------------------------------- suppressions */

#define SUPP_TAG "cu2hip-lint:"

static void supp_bad(dg_list *bad, const char *path, unsigned line, unsigned col, const char *why)
{
    if (!bad) return;
    dg_finding *f = dg_add(bad, path, line, col, DG_WARNING, LINT_BAD_SUPPRESSION,
                           "malformed suppression comment: %s", why);
    if (f) dg_set_suggestion(f, "write // cu2hip-lint: ignore[rule-id, ...] or // cu2hip-lint: ignore");
}

/* Parses the text after "cu2hip-lint:" up to the end of the comment. */
static void supp_parse(lint_supps *s, const char *path, unsigned line, unsigned col, const char *p,
                       const char *end, dg_list *bad)
{
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    if (end - p < 6 || strncmp(p, "ignore", 6) != 0) {
        supp_bad(bad, path, line, col, "expected 'ignore' after 'cu2hip-lint:'");
        return;
    }
    p += 6;
    lint_supp sp;
    memset(&sp, 0, sizeof sp);
    sp.line = line;
    sp.col = col;
    if (p < end && *p == '[') {
        p++;
        const char *close = memchr(p, ']', (size_t)(end - p));
        if (!close) { supp_bad(bad, path, line, col, "missing ']'"); return; }
        while (p < close) {
            while (p < close && (*p == ' ' || *p == '\t' || *p == ',')) p++;
            const char *q = p;
            while (q < close && *q != ',' && *q != ' ' && *q != '\t') q++;
            if (q > p) {
                ut_vec_push(&sp.ids, ut_xstrndup(p, (size_t)(q - p)));
            }
            p = q;
        }
        if (sp.ids.n == 0) {
            ut_vec_free(&sp.ids);
            supp_bad(bad, path, line, col, "empty rule list in 'ignore[]'");
            return;
        }
    } else if (p < end && !(*p == ' ' || *p == '\t' || *p == '*' || *p == '\r' || *p == '\n')) {
        supp_bad(bad, path, line, col, "expected '[' or the end of the comment after 'ignore'");
        return;
    }
    ut_vec_push(s, sp);
}

void lint_supps_scan(lint_supps *s, const char *path, const char *buf, size_t len, dg_list *bad)
{
    memset(s, 0, sizeof *s);
    unsigned line = 1;
    const char *ls = buf;
    const char *p = buf, *end = buf + len;
    /* a small lexer: skip string and character literals, find // and block comments */
    while (p < end) {
        char c = *p;
        if (c == '\n') { line++; p++; ls = p; continue; }
        if (c == '"' || c == '\'') {
            p++;
            while (p < end && *p != c && *p != '\n') { if (*p == '\\' && p + 1 < end) p++; p++; }
            if (p < end && *p == c) p++;
            continue;
        }
        if (c == '/' && p + 1 < end && (p[1] == '/' || p[1] == '*')) {
            int block = p[1] == '*';
            const char *cb = p + 2, *ce;
            if (block) {
                ce = cb;
                while (ce + 1 < end && !(ce[0] == '*' && ce[1] == '/')) ce++;
                if (ce + 1 >= end) ce = end;
            } else {
                ce = cb;
                while (ce < end && *ce != '\n') ce++;
            }
            /* the tag must start the comment text (after blanks), so prose mentioning it is fine */
            const char *t = cb;
            while (t < ce && (*t == ' ' || *t == '\t' || (block && *t == '*'))) t++;
            size_t tl = strlen(SUPP_TAG);
            if ((size_t)(ce - t) >= tl && strncmp(t, SUPP_TAG, tl) == 0) {
                unsigned tline = line;
                for (const char *q = p; q < t; q++) if (*q == '\n') tline++;
                const char *tls = ls;
                for (const char *q = p; q < t; q++) if (*q == '\n') tls = q + 1;
                /* alone on its line: it is about the next line; after code: about its own */
                const char *q = ls;
                while (q < p && (*q == ' ' || *q == '\t')) q++;
                size_t before = s->n;
                supp_parse(s, path, tline, (unsigned)(t - tls) + 1, t + tl, ce, bad);
                if (s->n > before) s->v[before].next_line = q == p;
            }
            for (const char *q = p; q < ce; q++) if (*q == '\n') { line++; ls = q + 1; }
            p = block && ce < end ? ce + 2 : ce;
            continue;
        }
        p++;
    }
}

void lint_supps_free(lint_supps *s)
{
    for (size_t i = 0; i < s->n; i++) {
        for (size_t k = 0; k < s->v[i].ids.n; k++) free(s->v[i].ids.v[k]);
        ut_vec_free(&s->v[i].ids);
    }
    free(s->v);
    memset(s, 0, sizeof *s);
}

int lint_supps_match(lint_supps *s, unsigned line, const char *id)
{
    int hit = 0;
    for (size_t i = 0; i < s->n; i++) {
        lint_supp *sp = &s->v[i];
        if (sp->line != line && !(sp->next_line && sp->line + 1 == line)) continue;
        int m = sp->ids.n == 0;
        for (size_t k = 0; k < sp->ids.n && !m; k++) m = lint_pattern_match(sp->ids.v[k], id);
        if (m) { sp->used = 1; hit = 1; }
    }
    return hit;
}

/* ---------------------------------------------------------------- fingerprints */

char *lint_fingerprint(const char *rule_id, const char *relpath, const char *line, size_t len,
                       unsigned occurrence)
{
    /* whitespace-normalised line: runs of blanks collapse to one space, ends trimmed, so that
     * re-indenting a line keeps its fingerprint */
    ut_buf norm = {0};
    int pend = 0;
    for (size_t i = 0; line && i < len; i++) {
        char c = line[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') { pend = norm.len > 0; continue; }
        if (pend) { ut_buf_append(&norm, " ", 1); pend = 0; }
        ut_buf_append(&norm, &c, 1);
    }
    /* two lanes of the container set's hash, from two seeds (baselines on disk hold them) */
    uint64_t h1 = UT_HASH_INIT, h2 = 0x84222325cbf29ce4ULL;
    const char *parts[3] = { rule_id ? rule_id : "", relpath ? relpath : "", norm.s ? norm.s : "" };
    for (int k = 0; k < 3; k++) {
        size_t n = strlen(parts[k]) + 1;     /* include the NUL as a separator */
        h1 = ut_hash_bytes(h1, parts[k], n);
        h2 = ut_hash_bytes(h2 ^ (uint64_t)(k + 1) * 0x9E3779B97F4A7C15ULL, parts[k], n);
    }
    ut_buf_free(&norm);
    return ut_xasprintf("%016llx%016llx:%u", (unsigned long long)h1, (unsigned long long)h2, occurrence);
}
