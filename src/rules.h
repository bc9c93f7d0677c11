/* rules.h - the JSON rule table: loading (built-in tables embedded at build time, plus user
 * files given with --rules), validation with file:line:col errors, and lookup by CUDA name.
 * Ownership: an rl_table owns every rule and string in it; pointers returned by lookups are
 * borrowed and stay valid until rl_table_free. Tables are read-only after loading, so one table
 * may be shared by several worker threads. */
#ifndef CU2HIP_RULES_H
#define CU2HIP_RULES_H

#include <stddef.h>
#include <stdint.h>

typedef enum {
    RL_KIND_FUNCTION,        /* host API function (runtime, driver, library) */
    RL_KIND_TYPE,            /* type, struct, typedef, class */
    RL_KIND_ENUM,            /* enum type name */
    RL_KIND_ENUM_CONST,      /* enumerator */
    RL_KIND_MACRO,           /* object- or function-like macro name */
    RL_KIND_HEADER,          /* #include target, e.g. "cuda_runtime.h" */
    RL_KIND_DEVICE_FUNCTION, /* device function or intrinsic (math, warp, atomics, ...) */
    RL_KIND_LIBRARY,         /* link library name, e.g. "cudart" -> "amdhip64" (build files) */
    RL_KIND_NAMESPACE        /* C++ namespace, e.g. "cub" -> "hipcub" */
} rl_kind;

typedef enum {
    RL_STATUS_SUPPORTED,     /* rename (or template rewrite) to hip name */
    RL_STATUS_UNSUPPORTED,   /* no HIP equivalent: left in place and reported with reason */
    RL_STATUS_DISABLED       /* turned off by a user rule file: the name is passed through */
} rl_status;

typedef struct rl_rule {
    const char *id;          /* stable id, e.g. "runtime.cudaMalloc" */
    const char *cuda;        /* CUDA spelling */
    const char *hip;         /* HIP spelling (NULL when unsupported) */
    const char *reason;      /* why unsupported / what to do (may be NULL) */
    const char *group;       /* API group: "runtime", "driver", "device", "cublas", ... */
    const char *tmpl;        /* optional call rewrite template, NULL for plain renames (see rules/README.md) */
    const char *note;        /* optional note emitted as a warning when the rule fires (may be NULL) */
    rl_kind kind;
    rl_status status;
    int hip_major, hip_minor;/* HIP version that introduced the HIP name (0.0 = unknown/always) */
    int deprecated;          /* deprecated in CUDA */
    const char *source;      /* "file:line" the rule came from */
    /* why the rule says what it says (rules/README.md "Evidence"): "amd" (AMD states the pair in
     * its HIP-on-NVIDIA headers or a HIP library's NVIDIA back end), "headers" (the pair is
     * checked in HIP's and CUDA's headers), "guessed" (a name-pattern guess); NULL: not given */
    const char *evidence;
    const char *evidence_source; /* where, e.g. "hipother hip/nvidia_detail/nvidia_hip_runtime_api.h:916" */
    int args_given;          /* the rule applies only to calls with args_min..args_max arguments */
    int args_min, args_max;
    /* "arg_type": "N:TYPE": the rule applies only to calls whose N-th argument (1-based) has type
     * TYPE ("integer": any integer type; "null": a null pointer constant, casts aside), as written
     * before implicit conversions; 0/NULL: any */
    int arg_type_index;
    const char *arg_type;
    /* --roc: the rocBLAS/rocSPARSE/rocRAND/rocSOLVER name the HIP library's AMD back end calls for
     * the hip name, and where it does (NULL when the back end states none) */
    const char *roc;
    const char *roc_source;
    /* --roc, by call: "PREFIX[@CUDA]=NAME ..." (rocblas_=rocblas_datatype_f32_r): an argument of
     * a call emitted under a name that begins with PREFIX becomes NAME, with @CUDA only when the
     * call's arguments also name that CUDA enumerator (rocBLAS's compute type follows the data
     * types); roc_source says where AMD states it. NULL: none */
    const char *roc_in;
    const char *roc_tmpl;    /* --roc: call template of the roc name (its arguments differ), or NULL */
    /* "MAJOR.MINOR NAME" or "MAJOR.MINOR PREFIX[@CUDA]=NAME ...": with a profile older than
     * MAJOR.MINOR the name is NAME (hipBLAS 1.x's hipblasGemmEx, HIP 5.2's hip_bfloat16), or in
     * the second form NAME as an argument of a call that itself took its older name and begins
     * with PREFIX (HIPBLAS_R_32F in hipblasGemmEx). hipBLAS's spellings also follow
     * --hipblas-datatype. before_source: where the older name is stated. NULL: none */
    const char *before;
    const char *before_source;
    const char *roc_of;      /* --roc (rl_use_roc): the hip name the roc name replaced, else NULL */
    /* "MAJOR.MINOR NAME": with a profile of MAJOR.MINOR or newer the name is NAME (hipBLAS 3.0,
     * ROCm 7.0, names hipBLAS 2.x's hipblasGemmEx_v2 hipblasGemmEx). from_source: where it is
     * stated. NULL: none */
    const char *from;
    const char *from_source;
} rl_rule;

typedef struct rl_table rl_table;

typedef struct rl_error { char msg[1024]; } rl_error;  /* "file:line:col: error: ..." */

rl_table *rl_table_new(void);
void rl_table_free(rl_table *t);
/* Loads the tables embedded from rules/ at build time. 0 on success, -1 with err filled. */
int rl_load_builtin(rl_table *t, rl_error *err);
/* Loads a user rule file that adds, overrides (same id or same cuda name+kind) or disables rules.
 * 0 on success, -1 with err = "FILE:LINE:COL: error: ... 'key'". */
int rl_load_file(rl_table *t, const char *path, rl_error *err);
/* Same, from a buffer (name is used in messages). */
int rl_load_buffer(rl_table *t, const char *name, const char *buf, size_t len, rl_error *err);

/* Lookup of an identifier (any kind but HEADER and LIBRARY). NULL when no rule.
 * Disabled rules are returned too (callers check status). */
const rl_rule *rl_lookup(const rl_table *t, const char *cuda_name);
const rl_rule *rl_lookup_kind(const rl_table *t, const char *cuda_name, rl_kind kind);
const rl_rule *rl_lookup_id(const rl_table *t, const char *id);
/* The rule of a call NAME(...) with nargs arguments: among the rules of that name and kind, the
 * one whose "args" range holds nargs, else the one without "args". NULL when the name has rules
 * that depend on the arity and none fits (*arity_miss is then set to 1), or no rule at all. */
const rl_rule *rl_lookup_call(const rl_table *t, const char *cuda_name, rl_kind kind, int nargs,
                              int *arity_miss);
/* Same, for calls whose argument types may pick the rule ("arg_type"): type_is(ctx, n, type)
 * says whether the call's n-th argument (1-based) has that type (1) or not (0); a rule whose
 * arg_type fits beats one that only fits by arity, which beats one without "args". With
 * type_is NULL no arg_type rule fits. */
typedef int (*rl_arg_type_fn)(void *ctx, int n, const char *type);
const rl_rule *rl_lookup_call_typed(const rl_table *t, const char *cuda_name, rl_kind kind, int nargs,
                                    rl_arg_type_fn type_is, void *ctx, int *arity_miss);
/* True when some rule of this name and kind depends on the call's arity ("args"). */
int rl_has_arity_rules(const rl_table *t, const char *cuda_name, rl_kind kind);
/* Lookup of a header spelled as in #include (e.g. "cuda_runtime.h", "cub/cub.cuh"). */
const rl_rule *rl_lookup_header(const rl_table *t, const char *header);
/* Same for a target HIP release (0.0 = newest): a header may have rules for several HIP releases
 * (HIP's paths moved: hipblas.h became hipblas/hipblas.h in ROCm 5.2); the newest rule the
 * release has wins, else the oldest rule (which the caller then reports as too new). */
const rl_rule *rl_lookup_header_at(const rl_table *t, const char *header, int major, int minor);
/* All rules in a stable order (group, then id), for --list-rules and reports. */
size_t rl_count(const rl_table *t);
const rl_rule *rl_at(const rl_table *t, size_t i);
/* True when the rule's HIP name exists in HIP version major.minor (0.0 = newest: always). */
int rl_available(const rl_rule *r, int major, int minor);

/* --roc: every rule with a roc name renames to it instead of its hip name (no template, no
 * version: the roc* libraries are not versioned with HIP). Returns how many rules changed, or
 * -1 when out of memory (the table is then unchanged where it was not yet switched). */
long rl_use_roc(rl_table *t);

/* Walks a "roc_in" value: fn(ctx, prefix, plen, cond, clen, name, nlen) for each entry (cond
 * NULL when the entry has no @CUDA) until fn returns nonzero. Returns the number of entries
 * walked, 0 when the value is malformed (fn may be NULL: a check). */
typedef int (*rl_roc_in_fn)(void *ctx, const char *prefix, size_t plen, const char *cond, size_t clen,
                            const char *name, size_t nlen);
int rl_parse_roc_in(const char *s, rl_roc_in_fn fn, void *ctx);
/* Splits a "before" value "MAJOR.MINOR REST" (REST: one name, or "roc_in"-style entries); any
 * output may be NULL. 0, or -1 when malformed. */
int rl_parse_before(const char *s, int *major, int *minor, const char **rest);

/* Expands a call template (syntax in rules/README.md: $1..$9, $*, $@N, ${N:-TEXT}, $$) with the
 * source texts of a call's arguments. Returns a malloc'd string (caller frees), or NULL when the
 * template names an argument the call lacks (the caller then leaves the call alone and reports).
 * ${N} names argument N of any number (1-99). */
char *rl_template_expand(const char *tmpl, const char *const *args, size_t nargs);

const char *rl_kind_name(rl_kind k);      /* "function", "type", "enum", "enum_constant", ... */
const char *rl_status_name(rl_status s);  /* "supported", "unsupported", "disabled" */

/* ---- built-in tables compiled at build time (internal to rules.c, src/rules_gen.c and the
 * generated ${build}/generated/rules_builtin.c; see rules/README.md "How the tables are built") ---- */

/* Loads JSON texts as the built-in tables, with the built-in checks (no overrides, no
 * "disabled", ids and (CUDA name, kind) unique across all files): what the build-time generator
 * does with the JSON files of rules/. names[i] names texts[i] (lens[i] bytes) in messages and rule sources.
 * 0 on success, -1 with err = "FILE:LINE:COL: error: ...". */
int rl_load_builtin_texts(rl_table *t, const char *const *names, const char *const *texts,
                          const size_t *lens, size_t n, rl_error *err);

/* A loaded table as the generator writes it out: rules in insertion order, both open-addressing
 * hash indexes (slot = rule index + 1, 0 = empty; cap slots each, probed from the hash of the id
 * or CUDA name), the chains of rules sharing a CUDA name (next_same[i] = index + 1 of the next,
 * 0 = end) and the listing order of rl_at (sorted[i] = index of its i-th rule). */
typedef struct rl_static_table {
    const rl_rule *rules;
    size_t n;
    const uint32_t *by_id, *by_name;
    size_t cap;
    const uint32_t *next_same;
    const uint32_t *sorted;
} rl_static_table;

/* The same view of a loaded table (pointers into it, valid until it changes or is freed);
 * rules[i] is the i-th rule in insertion order. sorted is malloc'd (caller frees). 0, or -1
 * when out of memory. */
typedef struct rl_table_view {
    const rl_rule *const *rules;
    size_t n;
    const uint32_t *by_id, *by_name;
    size_t cap;
    const uint32_t *next_same;
    uint32_t *sorted;
} rl_table_view;
int rl_table_view_of(const rl_table *t, rl_table_view *v);

/* Defined by the generated file (absent from the generator itself, built with RL_NO_STATIC). */
extern const rl_static_table rl_builtin_table;

#endif
