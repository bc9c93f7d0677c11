/* jsonloc.c - paths to places in a JSON text, and cJSON's syntax errors classified (contracts in
 * jsonloc.h). The scanner only skips over values: the text has been validated by cJSON. */
#include "jsonloc.h"

#include <string.h>

typedef struct { const char *p, *end; } jl_scan;

static void jl_ws(jl_scan *s)
{
    while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r')) s->p++;
}

static void jl_string(jl_scan *s)     /* at '"' */
{
    for (s->p++; s->p < s->end && *s->p != '"'; s->p++)
        if (*s->p == '\\' && s->p + 1 < s->end) s->p++;
    if (s->p < s->end) s->p++;
}

static void jl_value(jl_scan *s)
{
    jl_ws(s);
    if (s->p >= s->end) return;
    if (*s->p == '"') { jl_string(s); return; }
    if (*s->p == '{' || *s->p == '[') {
        int depth = 0;
        while (s->p < s->end) {
            char c = *s->p;
            if (c == '"') { jl_string(s); continue; }
            if (c == '{' || c == '[') depth++;
            else if (c == '}' || c == ']') { if (--depth == 0) { s->p++; return; } }
            s->p++;
        }
        return;
    }
    while (s->p < s->end && !strchr(",}] \t\r\n", *s->p)) s->p++;
}

/* With s at '{': moves to the occ-th occurrence of key (at its opening quote). Returns 0 when
 * found; otherwise s stays at the '{'. */
static int jl_member(jl_scan *s, const char *key, int occ)
{
    const char *start = s->p;
    size_t klen = strlen(key);
    s->p++;
    for (;;) {
        jl_ws(s);
        if (s->p >= s->end || *s->p != '"') break;
        const char *k = s->p;
        jl_string(s);
        int match = (size_t)(s->p - k) == klen + 2 && memcmp(k + 1, key, klen) == 0;
        if (match && occ-- == 0) { s->p = k; return 0; }
        jl_ws(s);
        if (s->p < s->end && *s->p == ':') s->p++;
        jl_value(s);
        jl_ws(s);
        if (s->p < s->end && *s->p == ',') s->p++; else break;
    }
    s->p = start;
    return -1;
}

/* Moves from a member name's opening quote to its value. */
static void jl_to_value(jl_scan *s)
{
    jl_string(s);
    jl_ws(s);
    if (s->p < s->end && *s->p == ':') s->p++;
    jl_ws(s);
}

size_t jl_locate(const char *buf, size_t len, const jl_step *path, size_t n, int at_name)
{
    jl_scan s = { buf, buf + len };
    jl_ws(&s);
    for (size_t i = 0; i < n; i++) {
        if (path[i].key) {
            if (s.p >= s.end || *s.p != '{' || jl_member(&s, path[i].key, path[i].occ)) break;
            if (i + 1 == n && at_name) break;
            jl_to_value(&s);
        } else {
            if (s.p >= s.end || *s.p != '[') break;
            s.p++;
            for (int k = 0; k < path[i].index; k++) {
                jl_value(&s);
                jl_ws(&s);
                if (s.p < s.end && *s.p == ',') s.p++;
            }
            jl_ws(&s);
        }
    }
    return (size_t)(s.p - buf);
}

size_t jl_first(const char *buf, size_t len, size_t off)
{
    jl_scan s = { buf + off, buf + len };
    if (s.p < s.end && *s.p == '[') s.p++;
    jl_ws(&s);
    return (size_t)(s.p - buf);
}

size_t jl_next(const char *buf, size_t len, size_t off)
{
    jl_scan s = { buf + off, buf + len };
    jl_value(&s);
    jl_ws(&s);
    if (s.p < s.end && *s.p == ',') s.p++;
    jl_ws(&s);
    return (size_t)(s.p - buf);
}

cJSON *jl_parse(const char *buf, size_t len, jl_problem *problem, size_t *off)
{
    const char *end = NULL;
    cJSON *doc = cJSON_ParseWithLengthOpts(buf, len, &end, 0);
    size_t at = end && end >= buf && end <= buf + len ? (size_t)(end - buf) : 0;
    if (doc) {
        while (at < len && strchr(" \t\r\n", buf[at])) at++;
        if (at >= len) {
            *problem = JL_OK;
            *off = 0;
            return doc;
        }
        cJSON_Delete(doc);
        *problem = JL_TRAILING;
        *off = at;
        return NULL;
    }
    /* cJSON reports a text that ends too early at its last byte */
    size_t rest = at;
    while (rest < len && strchr(" \t\r\n", buf[rest]) && buf[rest]) rest++;
    *off = at;
    *problem = rest >= len || !buf[rest] || at + 1 >= len ? JL_END
             : buf[at] > ' ' && buf[at] < 127 ? JL_CHAR : JL_OTHER;
    return NULL;
}
