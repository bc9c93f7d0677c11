/* lint_config.c - the lint's configuration: .cu2hip.json files (parsed with a small JSON reader
 * that keeps line:column of every value, so that a bad config is reported at its exact place),
 * rule patterns, suppression comments and finding fingerprints. */
#define _GNU_SOURCE
#include "lint.h"

#include <ctype.h>
#include <fnmatch.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* ---------------------------------------------------------------- JSON with positions */

typedef enum { JV_NULL, JV_BOOL, JV_NUM, JV_STR, JV_ARR, JV_OBJ } jv_type;

typedef struct jv {
    jv_type t;
    unsigned line, col;
    char *key;           /* member name when inside an object */
    unsigned kline, kcol;/* position of the member name */
    char *s;             /* string value */
    int b;
    double num;
    struct jv *kids;
    size_t nkids;
} jv;

typedef struct jp {
    const char *p, *end, *start;
    unsigned line;
    const char *line_start;
    char err[256];
    unsigned eline, ecol;
    int depth;
} jp;

static unsigned jp_col(const jp *j, const char *at)
{
    /* columns are 1-based bytes, like compiler diagnostics */
    return (unsigned)(at - j->line_start) + 1;
}

static int jp_fail(jp *j, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int jp_fail(jp *j, const char *fmt, ...)
{
    if (j->err[0]) return -1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(j->err, sizeof j->err, fmt, ap);
    va_end(ap);
    j->eline = j->line;
    j->ecol = jp_col(j, j->p);
    return -1;
}

static void jp_ws(jp *j)
{
    while (j->p < j->end) {
        char c = *j->p;
        if (c == '\n') { j->line++; j->p++; j->line_start = j->p; }
        else if (c == ' ' || c == '\t' || c == '\r') j->p++;
        else break;
    }
}

static void jv_free(jv *v)
{
    if (!v) return;
    for (size_t i = 0; i < v->nkids; i++) jv_free(&v->kids[i]);
    free(v->kids);
    free(v->key);
    free(v->s);
}

static int jp_string(jp *j, char **out)
{
    ut_buf b = {0};
    j->p++; /* opening quote */
    while (j->p < j->end && *j->p != '"') {
        unsigned char c = (unsigned char)*j->p;
        if (c < 0x20) { ut_buf_free(&b); return jp_fail(j, "control character in string"); }
        if (c == '\\') {
            j->p++;
            if (j->p >= j->end) break;
            char e = *j->p;
            const char *m = strchr("\"\\/bfnrt", e);
            if (m) {
                static const char rep[] = "\"\\/\b\f\n\r\t";
                char r = rep[m - "\"\\/bfnrt"];
                ut_buf_append(&b, &r, 1);
                j->p++;
            } else if (e == 'u') {
                unsigned cp = 0;
                for (int k = 1; k <= 4; k++) {
                    if (j->p + k >= j->end || !isxdigit((unsigned char)j->p[k])) {
                        ut_buf_free(&b);
                        return jp_fail(j, "bad \\u escape");
                    }
                    char h = j->p[k];
                    cp = cp * 16 + (unsigned)(isdigit((unsigned char)h) ? h - '0' : (tolower((unsigned char)h) - 'a' + 10));
                }
                j->p += 5;
                char u[4];
                size_t n;
                if (cp < 0x80) { u[0] = (char)cp; n = 1; }
                else if (cp < 0x800) { u[0] = (char)(0xC0 | (cp >> 6)); u[1] = (char)(0x80 | (cp & 0x3F)); n = 2; }
                else { u[0] = (char)(0xE0 | (cp >> 12)); u[1] = (char)(0x80 | ((cp >> 6) & 0x3F)); u[2] = (char)(0x80 | (cp & 0x3F)); n = 3; }
                ut_buf_append(&b, u, n);
            } else {
                ut_buf_free(&b);
                return jp_fail(j, "bad escape '\\%c' in string", e);
            }
        } else {
            ut_buf_append(&b, j->p, 1);
            j->p++;
        }
    }
    if (j->p >= j->end) { ut_buf_free(&b); return jp_fail(j, "unterminated string"); }
    j->p++;
    *out = ut_buf_take(&b);
    return 0;
}

static int jp_value(jp *j, jv *v);

static int jp_push(jv *v, jv *kid)
{
    jv *nk = realloc(v->kids, (v->nkids + 1) * sizeof *nk);
    if (!nk) return -1;
    v->kids = nk;
    v->kids[v->nkids++] = *kid;
    return 0;
}

static int jp_value(jp *j, jv *v)
{
    jp_ws(j);
    memset(v, 0, sizeof *v);
    v->line = j->line;
    v->col = jp_col(j, j->p);
    if (j->p >= j->end) return jp_fail(j, "unexpected end of file");
    if (++j->depth > 64) return jp_fail(j, "nesting too deep");
    char c = *j->p;
    int rc = 0;
    if (c == '{' || c == '[') {
        int obj = c == '{';
        v->t = obj ? JV_OBJ : JV_ARR;
        j->p++;
        jp_ws(j);
        if (j->p < j->end && *j->p == (obj ? '}' : ']')) { j->p++; j->depth--; return 0; }
        for (;;) {
            jv kid;
            memset(&kid, 0, sizeof kid);
            if (obj) {
                jp_ws(j);
                if (j->p >= j->end || *j->p != '"') return jp_fail(j, "expected a member name in quotes");
                unsigned kl = j->line, kc = jp_col(j, j->p);
                char *key = NULL;
                if (jp_string(j, &key)) return -1;
                jp_ws(j);
                if (j->p >= j->end || *j->p != ':') { free(key); return jp_fail(j, "expected ':'"); }
                j->p++;
                if (jp_value(j, &kid)) { free(key); jv_free(&kid); return -1; }
                kid.key = key;
                kid.kline = kl;
                kid.kcol = kc;
            } else if (jp_value(j, &kid)) {
                jv_free(&kid);
                return -1;
            }
            if (jp_push(v, &kid)) { jv_free(&kid); return jp_fail(j, "out of memory"); }
            jp_ws(j);
            if (j->p < j->end && *j->p == ',') { j->p++; continue; }
            if (j->p < j->end && *j->p == (obj ? '}' : ']')) { j->p++; break; }
            return jp_fail(j, obj ? "expected ',' or '}'" : "expected ',' or ']'");
        }
    } else if (c == '"') {
        v->t = JV_STR;
        rc = jp_string(j, &v->s);
    } else if (strncmp(j->p, "true", 4) == 0 && j->end - j->p >= 4) {
        v->t = JV_BOOL; v->b = 1; j->p += 4;
    } else if (strncmp(j->p, "false", 5) == 0 && j->end - j->p >= 5) {
        v->t = JV_BOOL; v->b = 0; j->p += 5;
    } else if (strncmp(j->p, "null", 4) == 0 && j->end - j->p >= 4) {
        v->t = JV_NULL; j->p += 4;
    } else if (c == '-' || isdigit((unsigned char)c)) {
        char *e;
        v->t = JV_NUM;
        v->num = strtod(j->p, &e);
        if (e == j->p) return jp_fail(j, "bad number");
        j->p = e;
    } else {
        return jp_fail(j, "unexpected character '%c'", c);
    }
    j->depth--;
    return rc;
}

/* ---------------------------------------------------------------- config */

static const char *jv_type_name(jv_type t)
{
    static const char *n[] = {"null", "boolean", "number", "string", "array", "object"};
    return n[t];
}

static int cfg_err(char *err, size_t errlen, const char *path, unsigned line, unsigned col,
                   const char *fmt, ...) __attribute__((format(printf, 6, 7)));
static int cfg_err(char *err, size_t errlen, const char *path, unsigned line, unsigned col,
                   const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(err, errlen, "%s:%u:%u: error: %s", path, line, col, msg);
    return -1;
}

static int cfg_sev(const char *s)
{
    if (strcmp(s, "error") == 0) return DG_ERROR;
    if (strcmp(s, "warning") == 0) return DG_WARNING;
    if (strcmp(s, "note") == 0) return DG_NOTE;
    if (strcmp(s, "off") == 0) return LINT_SEV_OFF;
    return LINT_SEV_KEEP;
}

static int cfg_patterns(const jv *v, const char *path, const rl_table *rules, char ***out, size_t *n,
                        char *err, size_t errlen)
{
    if (v->t != JV_ARR)
        return cfg_err(err, errlen, path, v->line, v->col, "'%s' must be an array of rule ids, not %s",
                       v->key, jv_type_name(v->t));
    *out = ut_xcalloc(v->nkids + 1, sizeof(char *));
    for (size_t i = 0; i < v->nkids; i++) {
        const jv *k = &v->kids[i];
        if (k->t != JV_STR)
            return cfg_err(err, errlen, path, k->line, k->col, "rule id in '%s' must be a string, not %s",
                           v->key, jv_type_name(k->t));
        if (!lint_pattern_known(k->s, rules))
            return cfg_err(err, errlen, path, k->line, k->col, "unknown rule id '%s' in '%s'", k->s, v->key);
        (*out)[(*n)++] = ut_xstrdup(k->s);
    }
    return 0;
}

static int cfg_lint_section(lint_config *cfg, const jv *sec, const char *path, const rl_table *rules,
                            char *err, size_t errlen)
{
    if (sec->t != JV_OBJ)
        return cfg_err(err, errlen, path, sec->line, sec->col, "'lint' must be an object, not %s",
                       jv_type_name(sec->t));
    for (size_t i = 0; i < sec->nkids; i++) {
        const jv *m = &sec->kids[i];
        if (strcmp(m->key, "select") == 0) {
            cfg->has_select = 1;
            if (cfg_patterns(m, path, rules, &cfg->select, &cfg->nselect, err, errlen)) return -1;
        } else if (strcmp(m->key, "ignore") == 0) {
            if (cfg_patterns(m, path, rules, &cfg->ignore, &cfg->nignore, err, errlen)) return -1;
        } else if (strcmp(m->key, "werror") == 0) {
            if (m->t != JV_BOOL)
                return cfg_err(err, errlen, path, m->line, m->col, "'werror' must be true or false, not %s",
                               jv_type_name(m->t));
            cfg->werror = m->b;
        } else if (strcmp(m->key, "severity") == 0) {
            if (m->t != JV_OBJ)
                return cfg_err(err, errlen, path, m->line, m->col,
                               "'severity' must be an object mapping rule ids to levels, not %s",
                               jv_type_name(m->t));
            cfg->sev = ut_xcalloc(m->nkids + 1, sizeof *cfg->sev);
            for (size_t k = 0; k < m->nkids; k++) {
                const jv *s = &m->kids[k];
                if (!lint_pattern_known(s->key, rules))
                    return cfg_err(err, errlen, path, s->kline, s->kcol, "unknown rule id '%s' in 'severity'", s->key);
                int sev = s->t == JV_STR ? cfg_sev(s->s) : LINT_SEV_KEEP;
                if (sev == LINT_SEV_KEEP)
                    return cfg_err(err, errlen, path, s->line, s->col,
                                   "severity of '%s' must be \"error\", \"warning\", \"note\" or \"off\"", s->key);
                cfg->sev[cfg->nsev].pattern = ut_xstrdup(s->key);
                cfg->sev[cfg->nsev].sev = sev;
                cfg->nsev++;
            }
        } else {
            return cfg_err(err, errlen, path, m->kline, m->kcol,
                           "unknown key '%s' in 'lint' (expected select, ignore, severity or werror)", m->key);
        }
    }
    return 0;
}

int lint_config_load(lint_config *cfg, const char *path, const rl_table *rules, char *err, size_t errlen)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->werror = -1;
    cfg->path = ut_xstrdup(path);
    char *buf;
    size_t len;
    char rerr[512];
    if (ut_read_file(path, &buf, &len, rerr, sizeof rerr)) {
        snprintf(err, errlen, "cu2hip: %s", rerr);
        return -1;
    }
    jp j;
    memset(&j, 0, sizeof j);
    j.p = j.start = j.line_start = buf;
    j.end = buf + len;
    j.line = 1;
    if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0) j.p += 3, j.line_start = j.p;
    jv root;
    int rc = jp_value(&j, &root);
    if (rc == 0) {
        jp_ws(&j);
        if (j.p < j.end) rc = jp_fail(&j, "trailing characters after the configuration object");
    }
    if (rc) {
        cfg_err(err, errlen, path, j.eline, j.ecol, "%s", j.err);
        jv_free(&root);
        free(buf);
        return -1;
    }
    if (root.t != JV_OBJ) {
        rc = cfg_err(err, errlen, path, root.line, root.col, "configuration must be a JSON object, not %s",
                     jv_type_name(root.t));
    } else {
        for (size_t i = 0; i < root.nkids && rc == 0; i++) {
            const jv *m = &root.kids[i];
            if (strcmp(m->key, "lint") == 0) rc = cfg_lint_section(cfg, m, path, rules, err, errlen);
            else if (strcmp(m->key, "$schema") == 0) continue;
            else rc = cfg_err(err, errlen, path, m->kline, m->kcol, "unknown key '%s' (expected \"lint\")", m->key);
        }
    }
    jv_free(&root);
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
