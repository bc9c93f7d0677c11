/* rules.c - the rule table: loads the JSON rule files (user files given with --rules, and at
 * build time the built-in JSON files of rules/ for src/rules_gen.c), validates them with
 * FILE:LINE:COL errors, applies user overrides, and answers lookups by CUDA name, id and header
 * through hash indexes. cJSON parses; it keeps no positions, so on an error a small
 * position-tracking scanner walks the text again to find the line and column of the offending
 * key (errors are rare; the fast path never scans twice). The file format is documented in
 * rules/README.md.
 * The built-in tables reach the program already loaded: src/rules_gen.c writes this loader's
 * result (rules, hash indexes, name chains, listing order) as static data, and rl_load_builtin
 * only points a table at it. Such a table borrows the static arrays until a user file changes
 * it: the first load copies them (unshare), and rl_table_free never frees them. */
#include "rules.h"
#include "containers.h"
#include "jsonloc.h"
#include "util.h"

#include <cjson/cJSON.h>
#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- arena: every string and rule of a table lives here, freed at once ---- */

typedef struct rl_chunk { struct rl_chunk *next; size_t used, cap; char data[]; } rl_chunk;

typedef struct { uint32_t *slots; size_t cap, n; } rl_index; /* open addressing, value = rule idx + 1 */

struct rl_table {
    rl_chunk *chunks;
    const rl_rule **rules;    /* insertion order; slots are replaced in place on override */
    uint32_t *next_same;      /* chain of rules sharing a CUDA name (index + 1, 0 = end) */
    size_t n, cap;
    rl_index by_id, by_name;
    const rl_rule **sorted;   /* group, then id; built on first rl_at */
    pthread_mutex_t sort_lock;
    int borrowed;             /* next_same and both index slot arrays are the static tables' */
    const uint32_t *static_sorted;  /* the static listing order, while the table is exactly it */
};

static void *arena_alloc(rl_table *t, size_t n)
{
    n = (n + 7) & ~(size_t)7;
    if (!t->chunks || t->chunks->cap - t->chunks->used < n) {
        size_t cap = n > 60000 ? n : 60000;
        rl_chunk *c = malloc(sizeof *c + cap);
        if (!c) return NULL;
        c->next = t->chunks; c->used = 0; c->cap = cap;
        t->chunks = c;
    }
    void *p = t->chunks->data + t->chunks->used;
    t->chunks->used += n;
    return p;
}

static const char *arena_str(rl_table *t, const char *s)
{
    if (!s) return NULL;
    size_t n = strlen(s) + 1;
    char *p = arena_alloc(t, n);
    if (p) memcpy(p, s, n);
    return p;
}

/* ---- hash indexes ---- */

/* The built-in table's indexes are static data the build writes (rules_gen.c), so they are
 * slot arrays rather than a ut_map; their probes start from the container set's hash, folded
 * to 32 bits (the FNV authors' way to a smaller hash: the high half reaches the low bits). */
static uint32_t hash_str(const char *s)
{
    uint64_t h = ut_hash_str(s);
    return (uint32_t)(h ^ (h >> 32));
}

static int index_reserve(rl_index *ix, size_t want)
{
    if (ix->cap && want * 2 <= ix->cap) return 0;
    size_t cap = ix->cap ? ix->cap : 64;
    while (cap < want * 2) cap *= 2;
    uint32_t *s = calloc(cap, sizeof *s);
    if (!s) return -1;
    free(ix->slots);
    ix->slots = s; ix->cap = cap; ix->n = 0;
    return 1;   /* rebuilt empty: caller re-inserts */
}

/* Finds the slot for key; key_of(idx) gives the key of a stored rule. */
static uint32_t *index_slot(const rl_index *ix, const char *key, const rl_table *t, int by_id)
{
    if (!ix->cap) return NULL;
    size_t mask = ix->cap - 1, i = hash_str(key) & mask;
    for (;;) {
        uint32_t v = ix->slots[i];
        if (!v) return &ix->slots[i];
        const rl_rule *r = t->rules[v - 1];
        if (strcmp(by_id ? r->id : r->cuda, key) == 0) return &ix->slots[i];
        i = (i + 1) & mask;
    }
}

/* Rebuilds both indexes and the name chains from t->rules (after each load: O(n)).
 * *dup gets the index of the first rule whose id an earlier rule already has (or SIZE_MAX). */
static int rebuild(rl_table *t, size_t *dup)
{
    *dup = SIZE_MAX;
    for (int pass = 0; pass < 2; pass++) {
        rl_index *ix = pass ? &t->by_name : &t->by_id;
        if (index_reserve(ix, t->n + 1) < 0) return -1;
        memset(ix->slots, 0, ix->cap * sizeof *ix->slots);
        ix->n = 0;
    }
    for (size_t i = 0; i < t->n; i++) {
        uint32_t *s = index_slot(&t->by_id, t->rules[i]->id, t, 1);
        if (*s) { if (*dup == SIZE_MAX) *dup = i; }
        else *s = (uint32_t)i + 1;
    }
    for (size_t i = t->n; i-- > 0;) {  /* reverse, so chains come out in insertion order */
        uint32_t *s = index_slot(&t->by_name, t->rules[i]->cuda, t, 0);
        t->next_same[i] = *s;
        *s = (uint32_t)i + 1;
    }
    free(t->sorted);
    t->sorted = NULL;
    t->static_sorted = NULL;
    return 0;
}

/* Before a load changes a table that borrows the static arrays: private copies of them. */
static int unshare(rl_table *t)
{
    if (!t->borrowed) return 0;
    uint32_t *ns = malloc((t->cap ? t->cap : 1) * sizeof *ns);
    uint32_t *a = malloc(t->by_id.cap * sizeof *a), *b = malloc(t->by_name.cap * sizeof *b);
    if (!ns || !a || !b) { free(ns); free(a); free(b); return -1; }
    memcpy(ns, t->next_same, t->n * sizeof *ns);
    memcpy(a, t->by_id.slots, t->by_id.cap * sizeof *a);
    memcpy(b, t->by_name.slots, t->by_name.cap * sizeof *b);
    t->next_same = ns; t->by_id.slots = a; t->by_name.slots = b;
    t->borrowed = 0;
    return 0;
}

/* ---- public lookups ---- */

rl_table *rl_table_new(void)
{
    rl_table *t = calloc(1, sizeof *t);
    if (t && pthread_mutex_init(&t->sort_lock, NULL)) { free(t); return NULL; }
    return t;
}

void rl_table_free(rl_table *t)
{
    if (!t) return;
    for (rl_chunk *c = t->chunks, *nx; c; c = nx) { nx = c->next; free(c); }
    free(t->rules);
    if (!t->borrowed) { free(t->next_same); free(t->by_id.slots); free(t->by_name.slots); }
    free(t->sorted);
    pthread_mutex_destroy(&t->sort_lock);
    free(t);
}

const rl_rule *rl_lookup_id(const rl_table *t, const char *id)
{
    uint32_t *s = index_slot(&t->by_id, id, t, 1);
    return s && *s ? t->rules[*s - 1] : NULL;
}

/* Preference among rules that share a name (rare: e.g. a macro and a function). */
static int kind_rank(rl_kind k)
{
    switch (k) {
    case RL_KIND_FUNCTION: case RL_KIND_DEVICE_FUNCTION: return 0;
    case RL_KIND_TYPE: case RL_KIND_ENUM: return 1;
    case RL_KIND_ENUM_CONST: return 2;
    case RL_KIND_MACRO: return 3;
    case RL_KIND_NAMESPACE: return 4;
    default: return 9;
    }
}

const rl_rule *rl_lookup(const rl_table *t, const char *name)
{
    uint32_t *s = index_slot(&t->by_name, name, t, 0);
    const rl_rule *best = NULL;
    for (uint32_t v = s ? *s : 0; v; v = t->next_same[v - 1]) {
        const rl_rule *r = t->rules[v - 1];
        if (r->kind == RL_KIND_HEADER || r->kind == RL_KIND_LIBRARY) continue;
        if (!best || kind_rank(r->kind) < kind_rank(best->kind)) best = r;
    }
    return best;
}

const rl_rule *rl_lookup_kind(const rl_table *t, const char *name, rl_kind kind)
{
    uint32_t *s = index_slot(&t->by_name, name, t, 0);
    for (uint32_t v = s ? *s : 0; v; v = t->next_same[v - 1])
        if (t->rules[v - 1]->kind == kind) return t->rules[v - 1];
    return NULL;
}

const rl_rule *rl_lookup_call_typed(const rl_table *t, const char *name, rl_kind kind, int nargs,
                                    rl_arg_type_fn type_is, void *ctx, int *arity_miss)
{
    uint32_t *s = index_slot(&t->by_name, name, t, 0);
    const rl_rule *any = NULL, *fit = NULL, *typed = NULL;
    int arity = 0;
    if (arity_miss) *arity_miss = 0;
    for (uint32_t v = s ? *s : 0; v; v = t->next_same[v - 1]) {
        const rl_rule *r = t->rules[v - 1];
        if (r->kind != kind) continue;
        if (!r->args_given && !r->arg_type) { any = r; continue; }
        arity = 1;
        if (r->args_given && (nargs < r->args_min || nargs > r->args_max)) continue;
        if (r->arg_type) {
            if (!typed && r->arg_type_index <= nargs && type_is && type_is(ctx, r->arg_type_index, r->arg_type))
                typed = r;
        } else if (!fit) {
            fit = r;
        }
    }
    if (typed) return typed;
    if (fit) return fit;
    if (any) return any;
    if (arity && arity_miss) *arity_miss = 1;
    return NULL;
}

const rl_rule *rl_lookup_call(const rl_table *t, const char *name, rl_kind kind, int nargs, int *arity_miss)
{
    return rl_lookup_call_typed(t, name, kind, nargs, NULL, NULL, arity_miss);
}

int rl_has_arity_rules(const rl_table *t, const char *name, rl_kind kind)
{
    uint32_t *s = index_slot(&t->by_name, name, t, 0);
    for (uint32_t v = s ? *s : 0; v; v = t->next_same[v - 1])
        if (t->rules[v - 1]->kind == kind && (t->rules[v - 1]->args_given || t->rules[v - 1]->arg_type)) return 1;
    return 0;
}

const rl_rule *rl_lookup_header(const rl_table *t, const char *header)
{
    return rl_lookup_kind(t, header, RL_KIND_HEADER);
}

static const char *ident_end(const char *s)
{
    if (!(isalpha((unsigned char)*s) || *s == '_')) return NULL;
    while (isalnum((unsigned char)*s) || *s == '_') s++;
    return s;
}

int rl_parse_roc_in(const char *s, rl_roc_in_fn fn, void *ctx)
{
    int n = 0;
    while (*s) {
        const char *p = s, *pe = ident_end(p), *c = NULL, *ce = NULL;
        if (!pe) return 0;
        s = pe;
        if (*s == '@') {
            c = s + 1;
            if (!(ce = ident_end(c))) return 0;
            s = ce;
        }
        if (*s++ != '=') return 0;
        const char *nm = s, *ne = ident_end(nm);
        if (!ne) return 0;
        s = ne;
        if (*s && *s++ != ' ') return 0;
        if (!*s && s[-1] == ' ') return 0;
        n++;
        if (fn && fn(ctx, p, (size_t)(pe - p), c, c ? (size_t)(ce - c) : 0, nm, (size_t)(ne - nm))) break;
    }
    return n;
}

int rl_parse_before(const char *s, int *major, int *minor, const char **rest)
{
    if (!isdigit((unsigned char)*s)) return -1;
    char *end;
    long ma = strtol(s, &end, 10);
    if (*end != '.' || ma > 99 || !isdigit((unsigned char)end[1])) return -1;
    const char *q = end + 1;
    long mi = strtol(q, &end, 10);
    if (*end != ' ' || mi > 99) return -1;
    const char *r = end + 1, *re = ident_end(r);
    if (!re || (*re && !rl_parse_roc_in(r, NULL, NULL))) return -1;
    if (major) *major = (int)ma;
    if (minor) *minor = (int)mi;
    if (rest) *rest = r;
    return 0;
}

long rl_use_roc(rl_table *t)
{
    long n = 0;
    for (size_t i = 0; i < t->n; i++) {
        const rl_rule *o = t->rules[i];
        if (!o->roc || o->status != RL_STATUS_SUPPORTED) continue;
        rl_rule *r = arena_alloc(t, sizeof *r);
        if (!r) return -1;
        *r = *o;
        r->hip = o->roc;
        r->roc_of = o->hip;
        r->tmpl = o->roc_tmpl;
        r->before = r->before_source = NULL;   /* the roc libraries do not follow HIP's releases */
        r->from = r->from_source = NULL;
        if (r->kind != RL_KIND_HEADER)   /* a header's release still picks among its rules */
            r->hip_major = r->hip_minor = 0;
        r->evidence = "amd";
        r->evidence_source = o->roc_source;
        t->rules[i] = r;
        n++;
    }
    return n;
}

static int version_cmp(int amaj, int amin, int bmaj, int bmin)
{
    return amaj != bmaj ? (amaj < bmaj ? -1 : 1) : amin != bmin ? (amin < bmin ? -1 : 1) : 0;
}

const rl_rule *rl_lookup_header_at(const rl_table *t, const char *header, int major, int minor)
{
    uint32_t *s = index_slot(&t->by_name, header, t, 0);
    const rl_rule *best = NULL, *oldest = NULL;
    for (uint32_t v = s ? *s : 0; v; v = t->next_same[v - 1]) {
        const rl_rule *r = t->rules[v - 1];
        if (r->kind != RL_KIND_HEADER) continue;
        if (!oldest || version_cmp(r->hip_major, r->hip_minor, oldest->hip_major, oldest->hip_minor) < 0) oldest = r;
        if (rl_available(r, major, minor) &&
            (!best || version_cmp(r->hip_major, r->hip_minor, best->hip_major, best->hip_minor) > 0))
            best = r;
    }
    return best ? best : oldest;
}

static int cmp_rule(const void *a, const void *b)
{
    const rl_rule *x = *(const rl_rule *const *)a, *y = *(const rl_rule *const *)b;
    int c = strcmp(x->group, y->group);
    return c ? c : strcmp(x->id, y->id);
}

size_t rl_count(const rl_table *t) { return t->n; }

/* The sorted view is only needed by listings and reports, so it is built on first use (a sort
 * of the whole table would cost more than the rest of loading); the lock keeps rl_at safe to
 * call from several threads. */
const rl_rule *rl_at(const rl_table *t, size_t i)
{
    rl_table *m = (rl_table *)t;
    if (i >= t->n) return NULL;
    pthread_mutex_lock(&m->sort_lock);
    if (!m->sorted) {
        m->sorted = malloc(t->n * sizeof *m->sorted);
        if (m->sorted && t->static_sorted) {      /* the built-in tables: sorted at build time */
            for (size_t k = 0; k < t->n; k++) m->sorted[k] = t->rules[t->static_sorted[k]];
        } else if (m->sorted) {
            memcpy(m->sorted, t->rules, t->n * sizeof *m->sorted);
            qsort(m->sorted, t->n, sizeof *m->sorted, cmp_rule);
        }
    }
    const rl_rule *r = m->sorted ? m->sorted[i] : NULL;
    pthread_mutex_unlock(&m->sort_lock);
    return r;
}

int rl_available(const rl_rule *r, int major, int minor)
{
    if (major == 0 && minor == 0) return 1;
    return r->hip_major < major || (r->hip_major == major && r->hip_minor <= minor);
}

static const char *const kind_names[] = {
    "function", "type", "enum", "enum_constant", "macro", "header", "device_function",
    "library", "namespace"
};
static const char *const status_names[] = { "supported", "unsupported", "disabled" };

const char *rl_kind_name(rl_kind k)
{
    return (unsigned)k < sizeof kind_names / sizeof *kind_names ? kind_names[k] : "?";
}

const char *rl_status_name(rl_status s)
{
    return (unsigned)s < sizeof status_names / sizeof *status_names ? status_names[s] : "?";
}

static int kind_from_name(const char *s, rl_kind *k)
{
    for (size_t i = 0; i < sizeof kind_names / sizeof *kind_names; i++)
        if (strcmp(s, kind_names[i]) == 0) { *k = (rl_kind)i; return 0; }
    return -1;
}

/* ---- templates (syntax in rules/README.md) ---- */

/* Checks a template; returns NULL when valid, else a short description of the problem. */
static const char *template_problem(const char *s)
{
    int has_call = 0;
    for (; *s; s++) {
        if (*s == '(') has_call = 1;
        if (*s != '$') continue;
        s++;
        /* "$12" would be argument 1 then "2": refused, the rule means one or the other */
        if (*s >= '1' && *s <= '9' && s[1] >= '0' && s[1] <= '9')
            return "'$' and two digits is ambiguous: write '${12}' for argument 12, or '${1}2'";
        if (*s == '$' || *s == '*' || (*s >= '1' && *s <= '9')) continue;
        if (*s == '@') {
            if (s[1] < '1' || s[1] > '9') return "'$@' needs a digit 1-9";
            if (s[2] >= '0' && s[2] <= '9') return "'$@' takes one digit 1-9";
            s++;
            continue;
        }
        if (*s == '{') {
            /* ${N} (any argument number, for calls of more than 9 arguments) or ${N:-TEXT} */
            const char *d = s + 1;
            if (*d < '1' || *d > '9') return "expected '${N}' or '${N:-TEXT}'";
            while (*d >= '0' && *d <= '9') d++;
            if (d - s > 3) return "an argument number above 99 in '${N}'";
            if (*d != '}' && (d[0] != ':' || d[1] != '-')) return "expected '${N}' or '${N:-TEXT}'";
            const char *e = strchr(s, '}');
            if (!e) return "unterminated '${'";
            s = e;
            continue;
        }
        return "'$' must be followed by 1-9, '*', '@N', '{N}', '{N:-TEXT}' or '$'";
    }
    return has_call ? NULL : "a template must contain a call '(...)'";
}

/* A template is one call expression, so a rule file cannot smuggle statements, directives or
 * comments into the output: NAME(ARGS) with NAME a (qualified) identifier, parentheses and
 * brackets balanced, and none of ; { } # " ' \ // / * or control characters outside the
 * $-forms (the TEXT of ${N:-TEXT} obeys the same rules). NULL when valid. */
static const char *template_char_problem(const char *p)
{
    unsigned char c = (unsigned char)*p;
    if (c < 0x20 || c == 0x7f) return "a control character";
    if (strchr(";{}#\"'\\", c)) return "a character that is not part of a call expression";
    if (c == '/' && (p[1] == '/' || p[1] == '*')) return "a comment";
    return NULL;
}

/* C and C++ keywords (C23, C++23, and the alternative tokens): never a HIP name or a called name,
 * which would write 'return(&d, 4);' for a call. */
static int is_keyword(const char *s, size_t n)
{
    static const char *const kw[] = {
        "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break",
        "case", "catch", "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept",
        "const", "consteval", "constexpr", "constinit", "const_cast", "continue", "co_await",
        "co_return", "co_yield", "decltype", "default", "delete", "do", "double", "dynamic_cast",
        "else", "enum", "explicit", "export", "extern", "false", "float", "for", "friend", "goto",
        "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
        "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register",
        "reinterpret_cast", "requires", "restrict", "return", "short", "signed", "sizeof", "static",
        "static_assert", "static_cast", "struct", "switch", "template", "this", "thread_local",
        "throw", "true", "try", "typedef", "typeid", "typename", "typeof", "union", "unsigned",
        "using", "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq", "_Alignas",
        "_Alignof", "_Atomic", "_Bool", "_Complex", "_Generic", "_Imaginary", "_Noreturn",
        "_Static_assert", "_Thread_local" };
    for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
        if (strlen(kw[i]) == n && memcmp(kw[i], s, n) == 0) return 1;
    return 0;
}

/* The keywords that name a type on their own: a type may map to one ("hip": "double"). */
static int is_type_keyword(const char *s, size_t n)
{
    static const char *const kw[] = { "void", "bool", "char", "char8_t", "char16_t", "char32_t",
                                      "wchar_t", "short", "int", "long", "float", "double",
                                      "signed", "unsigned", "_Bool" };
    for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
        if (strlen(kw[i]) == n && memcmp(kw[i], s, n) == 0) return 1;
    return 0;
}

static const char *template_shape_problem(const char *s)
{
    const char *p = s;
    if (*p == ':' && p[1] == ':') p += 2;
    for (;;) {
        if (!(isalpha((unsigned char)*p) || *p == '_')) return "a template starts with the called name";
        const char *w = p;
        while (isalnum((unsigned char)*p) || *p == '_') p++;
        if (is_keyword(w, (size_t)(p - w))) return "the called name is a C/C++ keyword";
        if (*p == ':' && p[1] == ':') { p += 2; continue; }
        break;
    }
    if (*p != '(') return "the called name must be followed by '('";
    int depth = 0, closed = 0;
    char stack[64];
    for (; *p; p++) {
        unsigned char c = (unsigned char)*p;
        if (closed) return "text after the call's closing ')'";
        if (c == '$' && p[1] == '{') {           /* ${N:-TEXT}: TEXT checked like the rest */
            const char *e = strchr(p, '}');
            if (!e) return "unterminated '${'";
            for (const char *q = p + 2; q < e; q++) {
                const char *w = template_char_problem(q);
                if (w) return w;
            }
            p = e;
            continue;
        }
        if (c == '$') { p++; if (*p == '@') p++; continue; }
        const char *w = template_char_problem(p);
        if (w) return w;
        if (c == '(' || c == '[') {
            if (depth == (int)sizeof stack) return "nesting too deep";
            stack[depth++] = (char)c;
        } else if (c == ')' || c == ']') {
            if (!depth || stack[depth - 1] != (c == ')' ? '(' : '[')) return "unbalanced parentheses";
            depth--;
            if (!depth) closed = 1;
        }
    }
    return depth ? "unbalanced parentheses" : NULL;
}

/* The HIP spelling written into the output: an identifier (qualified with '::' allowed) for
 * names; for headers an include path of letters, digits and _ . + - /; for libraries a link name.
 * NULL when valid, else what is wrong. */
static const char *hip_name_problem(const char *s, rl_kind kind)
{
    if (kind == RL_KIND_HEADER || kind == RL_KIND_LIBRARY) {
        for (const char *p = s; *p; p++)
            if (!isalnum((unsigned char)*p) && !strchr("_.+-", *p) && !(kind == RL_KIND_HEADER && *p == '/'))
                return kind == RL_KIND_HEADER ? "not an include path (letters, digits, _ . + - /)"
                                              : "not a library name (letters, digits, _ . + -)";
        if (s[0] == '/' || s[0] == '.' || strstr(s, "//"))
            return "not a relative include path";
        return NULL;
    }
    const char *p = s;
    if (*p == ':' && p[1] == ':') p += 2;
    for (;;) {
        if (!(isalpha((unsigned char)*p) || *p == '_')) return "not an identifier";
        const char *w = p;
        while (isalnum((unsigned char)*p) || *p == '_') p++;
        if (is_keyword(w, (size_t)(p - w)) && !(kind == RL_KIND_TYPE && p == s + strlen(s) && w == s &&
                                                 is_type_keyword(w, (size_t)(p - w))))
            return "a C/C++ keyword, not a name";
        if (!*p) return NULL;
        if (*p == ':' && p[1] == ':') { p += 2; continue; }
        return "not an identifier";
    }
}

/* "^[0-9]{1,3}\.[0-9]{1,3}$" of rules/schema.json, exactly (strtol would take " +5.2"). */
static int version_shape_ok(const char *s)
{
    int a = 0, b = 0;
    while (isdigit((unsigned char)s[a])) a++;
    if (a < 1 || a > 3 || s[a] != '.') return 0;
    s += a + 1;
    while (isdigit((unsigned char)s[b])) b++;
    return b >= 1 && b <= 3 && !s[b];
}

static void put_args(ut_buf *b, const char *const *args, size_t from, size_t n)
{
    for (size_t i = from; i < n; i++) {
        if (i > from) ut_buf_append(b, ", ", 2);
        ut_buf_puts(b, args[i]);
    }
}

char *rl_template_expand(const char *tmpl, const char *const *args, size_t nargs)
{
    ut_buf b = { 0 };
    ut_buf_append(&b, "", 0);      /* an empty expansion is "", not NULL */
    for (const char *s = tmpl; *s; s++) {
        if (*s != '$') { ut_buf_append(&b, s, 1); continue; }
        s++;
        if (*s == '$') { ut_buf_append(&b, "$", 1); }
        else if (*s == '*') { put_args(&b, args, 0, nargs); }
        else if (*s >= '1' && *s <= '9') {
            size_t k = (size_t)(*s - '1');
            if (k >= nargs) goto fail;
            ut_buf_append(&b, args[k], strlen(args[k]));
        } else if (*s == '@' && s[1] >= '1' && s[1] <= '9') {
            size_t k = (size_t)(*++s - '1');
            if (k >= nargs) {        /* nothing to insert: drop a ", " written just before */
                if (b.len >= 2 && b.s[b.len - 2] == ',' && b.s[b.len - 1] == ' ') b.s[b.len -= 2] = 0;
                else if (b.len >= 1 && b.s[b.len - 1] == ',') b.s[--b.len] = 0;
            } else put_args(&b, args, k, nargs);
        } else if (*s == '{' && s[1] >= '1' && s[1] <= '9') {
            const char *d = s + 1;
            size_t k = 0;
            while (*d >= '0' && *d <= '9' && k < 1000) k = k * 10 + (size_t)(*d++ - '0');
            k--;
            const char *e = strchr(s, '}');
            if (!e) goto fail;
            if (*d == '}') {                        /* ${N}: argument N, which the call must have */
                if (k >= nargs) goto fail;
                ut_buf_append(&b, args[k], strlen(args[k]));
            } else if (d[0] == ':' && d[1] == '-') {
                if (k < nargs) { ut_buf_append(&b, args[k], strlen(args[k])); }
                else ut_buf_append(&b, d + 2, (size_t)(e - (d + 2)));
            } else goto fail;
            s = e;
        } else goto fail;
    }
    return ut_buf_take(&b);
fail:
    ut_buf_free(&b);
    return NULL;
}

/* ---- error positions ---- */

/* Offset of: top-level key `top` (NULL = the document), its array element `elem` (-1 = none),
 * and the occurrence `occ` of key `key` in that element (NULL = the element itself); keys are
 * reported at their name. */
static size_t locate(const char *buf, size_t len, const char *top, int elem, const char *key, int occ)
{
    jl_step path[3];
    size_t n = 0;
    if (top) {
        path[n++] = (jl_step){ top, 0, elem < 0 && key == NULL ? occ : 0 };
        if (elem >= 0)
            path[n++] = (jl_step){ NULL, elem, 0 };
        if (key)
            path[n++] = (jl_step){ key, 0, occ };
    }
    return jl_locate(buf, len, path, n, elem < 0 || key != NULL);
}

/* ---- loading ---- */

typedef struct { size_t idx; const rl_rule *old; } rl_undo;

typedef struct {
    rl_table *t;
    const char *name, *buf;
    size_t len, namelen;
    rl_error *err;
    int builtin;              /* built-in tables: no overrides, duplicates are errors */
    size_t first_new;         /* rules added by this load start here */
    ut_map ids;               /* ids defined by this load -> entry in defs + 1 */
    UT_VEC(struct { const char *file; unsigned line; }) defs;
    UT_VEC(rl_undo) undo;     /* overridden slots, restored when the load fails */
    unsigned line;            /* line of the current rule element */
    /* file-level defaults */
    const char *group, *kind_s, *hipv;
} loader;

__attribute__((format(printf, 6, 7)))
static int fail_at(loader *L, const char *top, int elem, const char *key, int occ, const char *fmt, ...)
{
    size_t off = locate(L->buf, L->len, top, elem, key, occ);
    unsigned line, col;
    ut_line_col(L->buf, off, &line, &col);
    int n = snprintf(L->err->msg, sizeof L->err->msg, "%s:%u:%u: error: ", L->name, line, col);
    if (n < 0 || (size_t)n >= sizeof L->err->msg) return -1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(L->err->msg + n, sizeof L->err->msg - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

static int oom(loader *L)
{
    snprintf(L->err->msg, sizeof L->err->msg, "cu2hip: out of memory loading %s", L->name);
    return -1;
}

static int parse_version(const char *s, int *maj, int *min)
{
    if (!version_shape_ok(s)) return -1;
    char *e;
    errno = 0;
    long a = strtol(s, &e, 10);
    if (e == s || *e != '.' || a < 0 || a > 999) return -1;
    const char *m = e + 1;
    long b = strtol(m, &e, 10);
    if (e == m || *e || b < 0 || b > 999 || errno) return -1;
    *maj = (int)a; *min = (int)b;
    return 0;
}

/* "args": "N" or "N-M" (N <= M <= 64) */
static int parse_args(const char *s, int *lo, int *hi)
{
    char *end;
    long a = strtol(s, &end, 10), b = a;
    if (end == s || a < 0) return -1;
    if (*end == '-') {
        const char *q = end + 1;
        b = strtol(q, &end, 10);
        if (end == q) return -1;
    }
    if (*end || b < a || b > 64 || !isdigit((unsigned char)s[0])) return -1;
    *lo = (int)a; *hi = (int)b;
    return 0;
}

/* "arg_type": "N:TYPE" (1 <= N <= 64, TYPE an identifier: a type name, or "integer") */
static int parse_arg_type(const char *s, int *n, const char **type)
{
    char *end;
    long a = strtol(s, &end, 10);
    if (end == s || !isdigit((unsigned char)s[0]) || a < 1 || a > 64 || *end != ':' || !end[1]) return -1;
    for (const char *q = end + 1; *q; q++)
        if (!isalnum((unsigned char)*q) && *q != '_') return -1;
    *n = (int)a;
    *type = end + 1;
    return 0;
}

/* Room for one more rule in the parallel arrays rules and next_same (one capacity). */
static int grow(rl_table *t)
{
    size_t cap = t->cap;
    t->rules = ut_vec_grow_(t->rules, &cap, t->n + 1, sizeof *t->rules);
    cap = t->cap;
    t->next_same = ut_vec_grow_(t->next_same, &cap, t->n + 1, sizeof *t->next_same);
    t->cap = cap;
    return 0;
}

enum { K_ID, K_CUDA, K_HIP, K_KIND, K_GROUP, K_STATUS, K_REASON, K_HIPV, K_TEMPLATE, K_NOTE,
       K_DEPRECATED, K_EVIDENCE, K_EVIDENCE_SOURCE, K_ARGS, K_ARG_TYPE, K_ROC, K_ROC_SOURCE, K_ROC_IN,
       K_ROC_TEMPLATE, K_BEFORE, K_BEFORE_SOURCE, K_FROM, K_FROM_SOURCE, K_COUNT };
static const char *const rule_keys[K_COUNT] = {
    "id", "cuda", "hip", "kind", "group", "status", "reason", "hip_version", "template", "note",
    "deprecated", "evidence", "evidence_source", "args", "arg_type", "roc", "roc_source", "roc_in",
    "roc_template", "before", "before_source", "from", "from_source"
};

static int rule_key(const char *s)
{
    int k;
    switch (s[0]) {            /* one strcmp per key: this runs for every key of every rule */
    case 'i': k = K_ID; break;
    case 'c': k = K_CUDA; break;
    case 'h': k = s[1] && s[2] == 'p' && s[3] == '_' ? K_HIPV : K_HIP; break;
    case 'k': k = K_KIND; break;
    case 'g': k = K_GROUP; break;
    case 's': k = K_STATUS; break;
    case 'r': k = strncmp(s, "roc", 3) ? K_REASON : strncmp(s, "roc_", 4) ? K_ROC : s[4] == 's' ? K_ROC_SOURCE :
                  s[4] == 'i' ? K_ROC_IN : K_ROC_TEMPLATE; break;
    case 'b': k = strncmp(s, "before_", 7) ? K_BEFORE : K_BEFORE_SOURCE; break;
    case 'f': k = strncmp(s, "from_", 5) ? K_FROM : K_FROM_SOURCE; break;
    case 't': k = K_TEMPLATE; break;
    case 'n': k = K_NOTE; break;
    case 'd': k = K_DEPRECATED; break;
    case 'e': k = strncmp(s, "evidence_", 9) ? K_EVIDENCE : K_EVIDENCE_SOURCE; break;
    case 'a': k = s[1] == 'r' && s[2] == 'g' && s[3] == '_' ? K_ARG_TYPE : K_ARGS; break;
    default: return -1;
    }
    return strcmp(s, rule_keys[k]) == 0 ? k : -1;
}

static int load_rule(loader *L, int elem, cJSON *o)
{
    rl_table *t = L->t;
    if (!cJSON_IsObject(o)) return fail_at(L, "rules", elem, NULL, 0, "expected an object in 'rules'");

    const char *v[K_COUNT] = { 0 };
    cJSON *node[K_COUNT] = { 0 };
    for (cJSON *c = o->child; c; c = c->next) {
        int k = rule_key(c->string);
        if (k < 0) return fail_at(L, "rules", elem, c->string, 0, "unknown key '%s'", c->string);
        if (node[k]) return fail_at(L, "rules", elem, c->string, 1, "repeated key '%s'", c->string);
        node[k] = c;
        if (k == K_DEPRECATED) {
            if (!cJSON_IsBool(c)) return fail_at(L, "rules", elem, c->string, 0, "expected true or false for 'deprecated'");
            continue;
        }
        if (!cJSON_IsString(c)) return fail_at(L, "rules", elem, c->string, 0, "expected a string for '%s'", c->string);
        if (!c->valuestring[0]) return fail_at(L, "rules", elem, c->string, 0, "empty string for '%s'", c->string);
        if (!ut_utf8_valid(c->valuestring))
            return fail_at(L, "rules", elem, c->string, 0, "invalid UTF-8 in '%s'", c->string);
        for (const char *q = c->valuestring; *q; q++)
            if ((unsigned char)*q < 0x20 || *q == 0x7f)
                return fail_at(L, "rules", elem, c->string, 0, "control character in '%s'", c->string);
        v[k] = c->valuestring;
    }
    const char *id = v[K_ID], *cuda = v[K_CUDA], *hip = v[K_HIP], *kind_s = v[K_KIND], *group = v[K_GROUP],
               *status_s = v[K_STATUS], *reason = v[K_REASON], *hipv = v[K_HIPV], *tmpl = v[K_TEMPLATE],
               *note = v[K_NOTE], *evidence = v[K_EVIDENCE], *evidence_source = v[K_EVIDENCE_SOURCE],
               *args_s = v[K_ARGS];
    if (evidence && strcmp(evidence, "amd") && strcmp(evidence, "headers") && strcmp(evidence, "guessed"))
        return fail_at(L, "rules", elem, "evidence", 0,
                       "unknown evidence \"%s\" for 'evidence' (amd, headers or guessed)", evidence);
    int args_min = 0, args_max = 0;
    if (args_s && parse_args(args_s, &args_min, &args_max))
        return fail_at(L, "rules", elem, "args", 0,
                       "expected a count \"N\" or range \"N-M\" of arguments for 'args', got \"%s\"", args_s);
    int arg_type_index = 0;
    const char *arg_type = NULL;
    if (v[K_ARG_TYPE] && parse_arg_type(v[K_ARG_TYPE], &arg_type_index, &arg_type))
        return fail_at(L, "rules", elem, "arg_type", 0,
                       "expected \"N:TYPE\" (argument number, type name) for 'arg_type', got \"%s\"", v[K_ARG_TYPE]);
    int deprecated = node[K_DEPRECATED] && cJSON_IsTrue(node[K_DEPRECATED]);

    rl_status status = hip ? RL_STATUS_SUPPORTED : RL_STATUS_UNSUPPORTED;
    int status_given = status_s != NULL;
    if (status_s) {
        if (strcmp(status_s, "supported") == 0) status = RL_STATUS_SUPPORTED;
        else if (strcmp(status_s, "unsupported") == 0) status = RL_STATUS_UNSUPPORTED;
        else if (strcmp(status_s, "disabled") == 0) status = RL_STATUS_DISABLED;
        else return fail_at(L, "rules", elem, "status", 0, "unknown status \"%s\" for 'status'", status_s);
        if (status == RL_STATUS_DISABLED && L->builtin)
            return fail_at(L, "rules", elem, "status", 0, "built-in rules cannot be \"disabled\" in 'status'");
    }

    /* the rule this one overrides (user files only) */
    if (!kind_s) kind_s = L->kind_s;
    rl_kind kind = RL_KIND_FUNCTION;
    if (kind_s && kind_from_name(kind_s, &kind))
        return fail_at(L, "rules", elem, node[K_KIND] ? "kind" : NULL, 0,
                       "unknown kind \"%s\" for 'kind'", kind_s);
    const rl_rule *old = NULL;
    if (!L->builtin) {
        if (id) old = rl_lookup_id(t, id);
        if (!old && cuda) old = kind_s ? rl_lookup_kind(t, cuda, kind) : rl_lookup(t, cuda);
        if (!old && cuda && !kind_s) old = rl_lookup_header(t, cuda);
    }
    if (old) {
        if (!cuda) cuda = old->cuda;
        if (!kind_s) kind = old->kind;
        if (!group) group = old->group;
        if (!id) id = old->id;
    }
    if (!group) group = L->group ? L->group : (L->builtin ? NULL : "user");
    if (!cuda) return fail_at(L, "rules", elem, NULL, 0, "missing required key 'cuda'");
    if (!kind_s && !old) return fail_at(L, "rules", elem, NULL, 0, "missing required key 'kind'");
    if (!group) return fail_at(L, "rules", elem, NULL, 0, "missing required key 'group'");
    if (status == RL_STATUS_SUPPORTED && !hip)
        return fail_at(L, "rules", elem, status_given ? "status" : NULL, 0,
                       "missing required key 'hip' (or \"status\": \"unsupported\" with a 'reason')");
    if (status == RL_STATUS_UNSUPPORTED && hip)
        return fail_at(L, "rules", elem, "hip", 0, "an unsupported rule has no 'hip'");
    if (status == RL_STATUS_UNSUPPORTED && !reason)
        return fail_at(L, "rules", elem, NULL, 0, "missing required key 'reason' (unsupported rules say why)");
    if (hip) {
        const char *p = hip_name_problem(hip, kind);
        if (p) return fail_at(L, "rules", elem, "hip", 0, "bad HIP name \"%s\": %s in 'hip'", hip, p);
    }
    if (tmpl) {
        const char *p = template_problem(tmpl);
        if (!p) p = template_shape_problem(tmpl);
        if (p) return fail_at(L, "rules", elem, "template", 0, "bad template: %s in 'template'", p);
        if (status != RL_STATUS_SUPPORTED)
            return fail_at(L, "rules", elem, "template", 0, "only supported rules have a 'template'");
    }
    if (v[K_ROC_TEMPLATE]) {
        const char *p = template_problem(v[K_ROC_TEMPLATE]);
        if (!p) p = template_shape_problem(v[K_ROC_TEMPLATE]);
        if (p) return fail_at(L, "rules", elem, "roc_template", 0, "bad template: %s in 'roc_template'", p);
    }
    if (v[K_ROC_IN] && !rl_parse_roc_in(v[K_ROC_IN], NULL, NULL))
        return fail_at(L, "rules", elem, "roc_in", 0, "expected \"PREFIX[@CUDA]=NAME ...\" (identifiers) "
                       "for 'roc_in', got \"%s\"", v[K_ROC_IN]);
    if (v[K_BEFORE] && rl_parse_before(v[K_BEFORE], NULL, NULL, NULL))
        return fail_at(L, "rules", elem, "before", 0, "expected \"MAJOR.MINOR NAME\" or \"MAJOR.MINOR "
                       "PREFIX[@CUDA]=NAME ...\" for 'before', "
                       "got \"%s\"", v[K_BEFORE]);
    const char *from_rest = NULL;
    if (v[K_FROM] && (rl_parse_before(v[K_FROM], NULL, NULL, &from_rest) || strchr(from_rest, '=')))
        return fail_at(L, "rules", elem, "from", 0, "expected \"MAJOR.MINOR NAME\" for 'from', got \"%s\"", v[K_FROM]);
    int maj = 0, min = 0;
    if (!hipv && status == RL_STATUS_SUPPORTED) hipv = L->hipv;
    if (hipv && parse_version(hipv, &maj, &min))
        return fail_at(L, "rules", elem, node[K_HIPV] ? "hip_version" : NULL, 0,
                       "expected a version \"MAJOR.MINOR\" for 'hip_version', got \"%s\"", hipv);

    char idbuf[512];
    if (!id) {
        int n = snprintf(idbuf, sizeof idbuf, "%s.%s", group, cuda);
        if (n < 0 || (size_t)n >= sizeof idbuf) return fail_at(L, "rules", elem, "cuda", 0, "name too long in 'cuda'");
        id = idbuf;
    }
    const char *idkey = node[K_ID] ? "id" : "cuda";
    size_t dup = L->builtin ? 0 : (uintptr_t)ut_map_get_str(&L->ids, id);  /* built-in: checked at the end */
    if (dup--) {
        if (L->defs.v[dup].file == L->name)
            return fail_at(L, "rules", elem, idkey, 0, "duplicate rule id \"%s\" (first at line %u) in '%s'",
                           id, L->defs.v[dup].line, idkey);
        return fail_at(L, "rules", elem, idkey, 0, "duplicate rule id \"%s\" (first at %s:%u) in '%s'",
                       id, L->defs.v[dup].file, L->defs.v[dup].line, idkey);
    }

    rl_rule *r = arena_alloc(t, sizeof *r);
    if (!r) return oom(L);
    r->id = arena_str(t, id);
    r->cuda = arena_str(t, cuda);
    r->hip = arena_str(t, hip);
    r->reason = arena_str(t, reason);
    r->group = arena_str(t, group);
    r->tmpl = arena_str(t, tmpl);
    r->note = arena_str(t, note);
    r->evidence = arena_str(t, evidence);
    r->evidence_source = arena_str(t, evidence_source);
    r->args_given = args_s != NULL;
    r->args_min = args_min; r->args_max = args_max;
    r->arg_type_index = arg_type_index;
    r->arg_type = arena_str(t, arg_type);
    r->roc = arena_str(t, v[K_ROC]);
    r->roc_source = arena_str(t, v[K_ROC_SOURCE]);
    r->roc_in = arena_str(t, v[K_ROC_IN]);
    r->roc_tmpl = arena_str(t, v[K_ROC_TEMPLATE]);
    r->before = arena_str(t, v[K_BEFORE]);
    r->before_source = arena_str(t, v[K_BEFORE_SOURCE]);
    r->from = arena_str(t, v[K_FROM]);
    r->from_source = arena_str(t, v[K_FROM_SOURCE]);
    r->kind = kind;
    r->status = status;
    r->hip_major = maj; r->hip_minor = min;
    r->deprecated = deprecated;
    char *src = arena_alloc(t, L->namelen + 12);      /* "name:line" without printf: hot path */
    if (src) {
        char num[12], *q = num + sizeof num;
        unsigned ln = L->line;
        *--q = 0;
        do { *--q = (char)('0' + ln % 10); ln /= 10; } while (ln);
        memcpy(src, L->name, L->namelen);
        src[L->namelen] = ':';
        memcpy(src + L->namelen + 1, q, (size_t)(num + sizeof num - q));
    }
    r->source = src;
    if (!r->id || !r->cuda || !r->group || !r->source) return oom(L);

    if (!L->builtin) {
        ut_vec_reserve(&L->defs, L->defs.n + 1);
        L->defs.v[L->defs.n].file = L->name;
        L->defs.v[L->defs.n++].line = L->line;
        ut_map_put_str(&L->ids, r->id, (void *)(uintptr_t)L->defs.n);
    }

    if (old) {                /* replace in place: pointers handed out earlier stay valid */
        size_t idx = 0;
        while (t->rules[idx] != old) idx++;
        ut_vec_push(&L->undo, (rl_undo){ idx, t->rules[idx] });
        t->rules[idx] = r;
    } else {
        if (grow(t)) return oom(L);
        t->rules[t->n++] = r;
    }
    return 0;
}

/* Offset of the first raw NUL byte or '\u0000' escape inside a string, or SIZE_MAX: cJSON
 * would cut the text or the string there and load what came before as if it were all. */
static size_t nul_problem(const char *buf, size_t len)
{
    const char *z = memchr(buf, 0, len);
    size_t lim = z ? (size_t)(z - buf) : len;
    int in_str = 0;
    for (size_t i = 0; i < lim; i++) {
        if (!in_str) { in_str = buf[i] == '"'; continue; }
        if (buf[i] == '"') in_str = 0;
        else if (buf[i] == '\\' && i + 1 < lim) {
            if (buf[i + 1] == 'u' && i + 5 < lim && buf[i + 2] == '0' && buf[i + 3] == '0' &&
                buf[i + 4] == '0' && buf[i + 5] == '0')
                return i;
            i++;
        }
    }
    return z ? lim : SIZE_MAX;
}

static const char *const file_keys[] = { "$schema", "description", "group", "kind", "hip_version", "rules" };

static int load_one(loader *L, const char *name, const char *buf, size_t len)
{
    L->name = name; L->buf = buf; L->len = len; L->namelen = strlen(name);
    size_t bad = nul_problem(buf, len);
    if (bad != SIZE_MAX) {
        unsigned line, col;
        ut_line_col(buf, bad, &line, &col);
        snprintf(L->err->msg, sizeof L->err->msg, "%s:%u:%u: error: %s", name, line, col,
                 buf[bad] ? "'\\u0000' in a string (a NUL byte cannot be part of a name)" : "NUL byte in a rule file");
        return -1;
    }
    jl_problem why;
    size_t off;
    cJSON *doc = jl_parse(buf, len, &why, &off);
    if (!doc) {
        unsigned line, col;
        ut_line_col(buf, off, &line, &col);
        char what[32] = "";
        if (why == JL_TRAILING) snprintf(what, sizeof what, ": text after the document");
        else if (why == JL_END) snprintf(what, sizeof what, ": unexpected end of input");
        else if (why == JL_CHAR) snprintf(what, sizeof what, ": unexpected '%c'", buf[off]);
        snprintf(L->err->msg, sizeof L->err->msg, "%s:%u:%u: error: invalid JSON%s", name, line, col, what);
        return -1;
    }
    int rc = -1;
    if (!cJSON_IsObject(doc)) { fail_at(L, NULL, -1, NULL, 0, "expected a JSON object with a 'rules' array"); goto out; }
    for (cJSON *c = doc->child; c; c = c->next) {
        size_t k = 0, nk = sizeof file_keys / sizeof *file_keys;
        while (k < nk && strcmp(c->string, file_keys[k])) k++;
        if (k == nk) { fail_at(L, c->string, -1, NULL, 0, "unknown key '%s'", c->string); goto out; }
        int occ = 0;
        for (cJSON *d = doc->child; d != c; d = d->next) if (strcmp(d->string, c->string) == 0) occ++;
        if (occ) { fail_at(L, c->string, -1, NULL, occ, "repeated key '%s'", c->string); goto out; }
        if (k < 5 && !cJSON_IsString(c)) { fail_at(L, c->string, -1, NULL, 0, "expected a string for '%s'", c->string); goto out; }
        if (k < 5 && !ut_utf8_valid(c->valuestring)) { fail_at(L, c->string, -1, NULL, 0, "invalid UTF-8 in '%s'", c->string); goto out; }
    }
    cJSON *g = cJSON_GetObjectItemCaseSensitive(doc, "group");
    cJSON *k = cJSON_GetObjectItemCaseSensitive(doc, "kind");
    cJSON *h = cJSON_GetObjectItemCaseSensitive(doc, "hip_version");
    L->group = g ? g->valuestring : NULL;
    L->kind_s = k ? k->valuestring : NULL;
    L->hipv = h ? h->valuestring : NULL;
    rl_kind dummy;
    if (L->kind_s && kind_from_name(L->kind_s, &dummy)) { fail_at(L, "kind", -1, NULL, 0, "unknown kind \"%s\" for 'kind'", L->kind_s); goto out; }
    int maj, min;
    if (L->hipv && parse_version(L->hipv, &maj, &min)) {
        fail_at(L, "hip_version", -1, NULL, 0, "expected a version \"MAJOR.MINOR\" for 'hip_version', got \"%s\"", L->hipv);
        goto out;
    }
    cJSON *rules = cJSON_GetObjectItemCaseSensitive(doc, "rules");
    if (!rules) { fail_at(L, NULL, -1, NULL, 0, "missing required key 'rules'"); goto out; }
    if (!cJSON_IsArray(rules)) { fail_at(L, "rules", -1, NULL, 0, "expected an array for 'rules'"); goto out; }
    /* Walk the text beside the parsed array to know each rule's line (one pass in all). */
    const jl_step to_rules = { "rules", 0, 0 };
    size_t at = jl_first(buf, len, jl_locate(buf, len, &to_rules, 1, 0));
    const char *lp = buf;
    unsigned line = 1;
    int elem = 0;
    for (cJSON *r = rules->child; r; r = r->next, elem++) {
        for (; lp < buf + at; lp++) if (*lp == '\n') line++;
        L->line = line;
        if (load_rule(L, elem, r)) goto out;
        at = jl_next(buf, len, at);
    }
    rc = 0;
out:
    cJSON_Delete(doc);
    return rc;
}

static void loader_init(loader *L, rl_table *t, rl_error *err, int builtin)
{
    memset(L, 0, sizeof *L);
    L->t = t; L->err = err; L->builtin = builtin; L->first_new = t->n;
    err->msg[0] = 0;
}

/* Error for a built-in rule found to clash with an earlier one (source "file:line"). */
static int builtin_clash(loader *L, const rl_rule *later, const rl_rule *first, const char *what)
{
    snprintf(L->err->msg, sizeof L->err->msg, "%s:1: error: %s \"%s\" (first at %s) in '%s'",
             later->source, what, strcmp(what, "duplicate rule id") ? later->cuda : later->id,
             first->source, strcmp(what, "duplicate rule id") ? "cuda" : "id");
    return -1;
}

/* Rules of one name and kind that apply to different call arities (at most one without "args"). */
static int arity_disjoint(const rl_rule *a, const rl_rule *b)
{
    /* header rules of one CUDA header for different HIP releases: the profile picks one */
    if (a->kind == RL_KIND_HEADER && (a->hip_major != b->hip_major || a->hip_minor != b->hip_minor)) return 1;
    /* an argument-type rule is more specific than one without; two of them differ by the type */
    if (!a->arg_type != !b->arg_type) return 1;
    if (a->arg_type && (a->arg_type_index != b->arg_type_index || strcmp(a->arg_type, b->arg_type))) return 1;
    if (!a->args_given && !b->args_given) return 0;
    if (!a->args_given || !b->args_given) return 1;
    return a->args_max < b->args_min || b->args_max < a->args_min;
}

/* Built-in tables: ids are unique across all files, and so is each (CUDA name, kind) but for
 * rules that apply to different call arities. */
static int check_builtin(loader *L, size_t dup)
{
    rl_table *t = L->t;
    if (dup != SIZE_MAX)
        return builtin_clash(L, t->rules[dup], rl_lookup_id(t, t->rules[dup]->id), "duplicate rule id");
    for (size_t i = 0; i < t->n; i++)
        for (uint32_t v = t->next_same[i]; v; v = t->next_same[v - 1])
            if (t->rules[v - 1]->kind == t->rules[i]->kind && !arity_disjoint(t->rules[v - 1], t->rules[i]))
                return builtin_clash(L, t->rules[v - 1], t->rules[i], "second rule for the same name and kind");
    return 0;
}

static int loader_finish(loader *L, int rc)
{
    size_t dup = SIZE_MAX;
    if (rc == 0 && rebuild(L->t, &dup)) rc = oom(L);
    if (rc == 0 && L->builtin) rc = check_builtin(L, dup);
    if (rc) {   /* a failed load leaves the table exactly as it was */
        while (L->undo.n) { rl_undo u = ut_vec_pop(&L->undo); L->t->rules[u.idx] = u.old; }
        L->t->n = L->first_new;
        if (rebuild(L->t, &dup)) rc = oom(L);
    }
    ut_map_free(&L->ids, NULL);
    ut_vec_free(&L->defs);
    ut_vec_free(&L->undo);
    return rc;
}

/* unshare failed: the table is unchanged (and still borrows the static arrays) */
static int unshare_failed(rl_error *err)
{
    snprintf(err->msg, sizeof err->msg, "cu2hip: out of memory loading rules");
    return -1;
}

int rl_load_buffer(rl_table *t, const char *name, const char *buf, size_t len, rl_error *err)
{
    if (unshare(t)) return unshare_failed(err);
    loader L;
    loader_init(&L, t, err, 0);
    return loader_finish(&L, load_one(&L, name, buf, len));
}

/* Far above any real table (the largest built-in file is about 260 KB). */
#define RL_MAX_FILE_BYTES ((size_t)64 << 20)

int rl_load_file(rl_table *t, const char *path, rl_error *err)
{
    char *buf, why[512];
    size_t len;
    int errnum;
    /* a NUL byte is kept: rl_load_buffer says where it is */
    switch (ut_read_file_ex(path, RL_MAX_FILE_BYTES, 1, &buf, &len, &errnum, why, sizeof why)) {
    case UT_READ_OK:
        break;
    case UT_READ_ERRNO:
        snprintf(err->msg, sizeof err->msg, "cu2hip: cannot read rule file '%s': %s", path, strerror(errnum));
        return -1;
    case UT_READ_DIR:
        snprintf(err->msg, sizeof err->msg, "cu2hip: cannot read rule file '%s': is a directory", path);
        return -1;
    case UT_READ_TOO_LARGE:
        snprintf(err->msg, sizeof err->msg, "cu2hip: rule file '%s' is larger than %zu MiB",
                 path, RL_MAX_FILE_BYTES >> 20);
        return -1;
    default:   /* a socket or block device */
        snprintf(err->msg, sizeof err->msg, "cu2hip: cannot read rule file '%s': not a regular file", path);
        return -1;
    }
    int rc = rl_load_buffer(t, path, buf, len, err);
    free(buf);
    return rc;
}

int rl_load_builtin_texts(rl_table *t, const char *const *names, const char *const *texts,
                          const size_t *lens, size_t n, rl_error *err)
{
    if (unshare(t)) return unshare_failed(err);
    loader L;
    loader_init(&L, t, err, 1);
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) rc = load_one(&L, names[i], texts[i], lens[i]);
    return loader_finish(&L, rc);
}

int rl_table_view_of(const rl_table *t, rl_table_view *v)
{
    v->rules = t->rules;
    v->n = t->n;
    v->by_id = t->by_id.slots;
    v->by_name = t->by_name.slots;
    v->cap = t->by_id.cap;      /* both indexes are always reserved together: same size */
    v->next_same = t->next_same;
    v->sorted = malloc((t->n ? t->n : 1) * sizeof *v->sorted);
    if (!v->sorted) return -1;
    for (size_t i = 0; i < t->n; i++) {   /* rl_at's order, as rule indexes */
        const rl_rule *r = rl_at(t, i);
        if (!r) { free(v->sorted); v->sorted = NULL; return -1; }
        uint32_t *s = index_slot(&t->by_id, r->id, t, 1);   /* ids are unique in a loaded table */
        v->sorted[i] = *s - 1;
    }
    return 0;
}

#ifdef RL_NO_STATIC
/* The generator itself (src/rules_gen.c) is built without the tables it writes. */
int rl_load_builtin(rl_table *t, rl_error *err)
{
    (void)t;
    snprintf(err->msg, sizeof err->msg, "cu2hip: this program has no built-in rule tables");
    return -1;
}
#else
/* The tables were loaded and checked at build time: an empty table just points at them (a
 * pointer array is all that is built). A table that already holds rules gets them appended and
 * checked like any built-in load. */
int rl_load_builtin(rl_table *t, rl_error *err)
{
    const rl_static_table *s = &rl_builtin_table;
    err->msg[0] = 0;
    if (t->n == 0 && !t->borrowed) {
        const rl_rule **rules = malloc((s->n ? s->n : 1) * sizeof *rules);
        if (!rules) { snprintf(err->msg, sizeof err->msg, "cu2hip: out of memory loading built-in rules"); return -1; }
        for (size_t i = 0; i < s->n; i++) rules[i] = &s->rules[i];
        free(t->rules); free(t->next_same); free(t->by_id.slots); free(t->by_name.slots);
        free(t->sorted);
        t->rules = rules;
        t->n = t->cap = s->n;
        /* borrowed, never written: unshare copies them before any change */
        t->next_same = (uint32_t *)(uintptr_t)s->next_same;
        t->by_id = (rl_index){ (uint32_t *)(uintptr_t)s->by_id, s->cap, s->n };
        t->by_name = (rl_index){ (uint32_t *)(uintptr_t)s->by_name, s->cap, s->n };
        t->borrowed = 1;
        t->sorted = NULL;
        t->static_sorted = s->sorted;
        return 0;
    }
    if (unshare(t)) return unshare_failed(err);
    loader L;
    loader_init(&L, t, err, 1);
    L.name = "built-in rules";
    for (size_t i = 0; i < s->n; i++) {
        if (grow(t)) return loader_finish(&L, oom(&L));
        t->rules[t->n++] = &s->rules[i];
    }
    return loader_finish(&L, 0);
}
#endif
