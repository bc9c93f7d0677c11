/* rules_list.c - `cu2hip --list-rules [--format=text|json|csv|md]`: prints the rule table in
 * effect (built-in tables plus every --rules file) in a stable order (group, then id).
 * Columns: id, kind, group, CUDA name, HIP name (or the status), HIP version, evidence (amd, headers,
 * guessed), reason; json and csv add the evidence source and the call arities ("args"). */
#include <stdio.h>
#include <string.h>
#include "options.h"
#include "rules.h"
#include "translate.h"
#include "util.h"

static const char *hip_or_status(const rl_rule *r)
{
    return r->status == RL_STATUS_SUPPORTED ? r->hip : rl_status_name(r->status);
}

static void version_text(const rl_rule *r, char *buf, size_t n)
{
    if (r->hip_major || r->hip_minor) snprintf(buf, n, "%d.%d", r->hip_major, r->hip_minor);
    else buf[0] = 0;
}

static void json_str(FILE *f, const char *s)
{
    if (!s) { fputs("null", f); return; }
    putc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') { putc('\\', f); putc(c, f); }
        else if (c == '\n') fputs("\\n", f);
        else if (c == '\t') fputs("\\t", f);
        else if (c < 0x20) fprintf(f, "\\u%04x", c);
        else putc(c, f);
    }
    putc('"', f);
}

static void csv_field(FILE *f, const char *s)
{
    if (!s) s = "";
    if (!strpbrk(s, ",\"\n\r")) { fputs(s, f); return; }
    putc('"', f);
    for (; *s; s++) { if (*s == '"') putc('"', f); putc(*s, f); }
    putc('"', f);
}

/* "args" as written in a rule file: "N" or "N-M"; "" when the rule applies to any call */
static void args_text(const rl_rule *r, char *buf, size_t n)
{
    if (!r->args_given) { buf[0] = 0; return; }
    if (r->args_min == r->args_max) snprintf(buf, n, "%d", r->args_min);
    else snprintf(buf, n, "%d-%d", r->args_min, r->args_max);
}

static void md_field(FILE *f, const char *s, int code)
{
    if (!s || !*s) return;
    if (code) putc('`', f);
    for (; *s; s++) {
        if (*s == '|') fputs("\\|", f);
        else if (*s == '\n') putc(' ', f);
        else putc(*s, f);
    }
    if (code) putc('`', f);
}

static void print_json(FILE *f, const rl_table *t)
{
    size_t n = rl_count(t);
    fputs("[\n", f);
    for (size_t i = 0; i < n; i++) {
        const rl_rule *r = rl_at(t, i);
        char v[32];
        version_text(r, v, sizeof v);
        fputs("  {\"id\": ", f); json_str(f, r->id);
        fputs(", \"kind\": ", f); json_str(f, rl_kind_name(r->kind));
        fputs(", \"group\": ", f); json_str(f, r->group);
        fputs(", \"cuda\": ", f); json_str(f, r->cuda);
        fputs(", \"hip\": ", f); json_str(f, r->hip);
        fputs(", \"status\": ", f); json_str(f, rl_status_name(r->status));
        fputs(", \"reason\": ", f); json_str(f, r->reason);
        fputs(", \"hip_version\": ", f); json_str(f, *v ? v : NULL);
        if (r->tmpl) { fputs(", \"template\": ", f); json_str(f, r->tmpl); }
        if (r->note) { fputs(", \"note\": ", f); json_str(f, r->note); }
        if (r->evidence) { fputs(", \"evidence\": ", f); json_str(f, r->evidence); }
        if (r->evidence_source) { fputs(", \"evidence_source\": ", f); json_str(f, r->evidence_source); }
        if (r->args_given) {
            char a[32];
            args_text(r, a, sizeof a);
            fputs(", \"args\": ", f); json_str(f, a);
        }
        if (r->roc) { fputs(", \"roc\": ", f); json_str(f, r->roc); }
        if (r->roc_source) { fputs(", \"roc_source\": ", f); json_str(f, r->roc_source); }
        if (r->roc_in) { fputs(", \"roc_in\": ", f); json_str(f, r->roc_in); }
        if (r->roc_tmpl) { fputs(", \"roc_template\": ", f); json_str(f, r->roc_tmpl); }
        if (r->before) { fputs(", \"before\": ", f); json_str(f, r->before); }
        if (r->before_source) { fputs(", \"before_source\": ", f); json_str(f, r->before_source); }
        if (r->from) { fputs(", \"from\": ", f); json_str(f, r->from); }
        if (r->from_source) { fputs(", \"from_source\": ", f); json_str(f, r->from_source); }
        if (r->arg_type) {
            char a[96];
            snprintf(a, sizeof a, "%d:%s", r->arg_type_index, r->arg_type);
            fputs(", \"arg_type\": ", f); json_str(f, a);
        }
        fprintf(f, ", \"deprecated\": %s}%s\n", r->deprecated ? "true" : "false", i + 1 < n ? "," : "");
    }
    fputs("]\n", f);
}

static void print_csv(FILE *f, const rl_table *t)
{
    fputs("id,kind,group,cuda,hip,status,reason,hip_version,evidence,evidence_source,args\n", f);
    for (size_t i = 0; i < rl_count(t); i++) {
        const rl_rule *r = rl_at(t, i);
        char v[32];
        version_text(r, v, sizeof v);
        char a[32];
        args_text(r, a, sizeof a);
        const char *cols[] = { r->id, rl_kind_name(r->kind), r->group, r->cuda, r->hip,
                               rl_status_name(r->status), r->reason, v, r->evidence, r->evidence_source, a };
        for (size_t c = 0; c < sizeof cols / sizeof *cols; c++) {
            if (c) putc(',', f);
            csv_field(f, cols[c]);
        }
        putc('\n', f);
    }
}

static void print_md(FILE *f, const rl_table *t)
{
    fputs("| id | kind | group | CUDA | HIP | HIP version | evidence | reason |\n|---|---|---|---|---|---|---|---|\n", f);
    for (size_t i = 0; i < rl_count(t); i++) {
        const rl_rule *r = rl_at(t, i);
        char v[32];
        version_text(r, v, sizeof v);
        fputs("| ", f); md_field(f, r->id, 0);
        fputs(" | ", f); md_field(f, rl_kind_name(r->kind), 0);
        fputs(" | ", f); md_field(f, r->group, 0);
        fputs(" | ", f); md_field(f, r->cuda, 1);
        fputs(" | ", f);
        if (r->status == RL_STATUS_SUPPORTED) md_field(f, r->hip, 1); else md_field(f, rl_status_name(r->status), 0);
        fputs(" | ", f); md_field(f, v, 0);
        fputs(" | ", f); md_field(f, r->evidence, 0);
        fputs(" | ", f); md_field(f, r->reason, 0);
        fputs(" |\n", f);
    }
}

/* Aligned columns; the reason goes last, unpadded, so long reasons do not widen the table. */
static void print_text(FILE *f, const rl_table *t)
{
    size_t n = rl_count(t);
    int w[5] = { 2, 4, 5, 4, 3 };
    for (size_t i = 0; i < n; i++) {
        const rl_rule *r = rl_at(t, i);
        const char *cols[5] = { r->id, rl_kind_name(r->kind), r->group, r->cuda, hip_or_status(r) };
        for (int c = 0; c < 5; c++) { int l = (int)strlen(cols[c]); if (l > w[c]) w[c] = l; }
    }
    fprintf(f, "%-*s  %-*s  %-*s  %-*s  %-*s  %-7s  %-8s  %s\n", w[0], "ID", w[1], "KIND", w[2], "GROUP",
            w[3], "CUDA", w[4], "HIP", "VERSION", "EVIDENCE", "REASON");
    for (size_t i = 0; i < n; i++) {
        const rl_rule *r = rl_at(t, i);
        char v[32];
        version_text(r, v, sizeof v);
        int last = !r->reason;
        const char *ev = r->evidence ? r->evidence : "";
        fprintf(f, "%-*s  %-*s  %-*s  %-*s  %-*s  %-7s  %-*s%s%s\n", w[0], r->id, w[1], rl_kind_name(r->kind),
                w[2], r->group, w[3], r->cuda, w[4], hip_or_status(r), v, last ? 0 : 8, ev,
                last ? "" : "  ", r->reason ? r->reason : "");
    }
}

int rules_list_main(const cu_options *o)
{
    if (o->inputs.n) {
        ut_warn("--list-rules takes no input files");
        return CU_EXIT_USAGE;
    }
    if (o->format != CU_FMT_DEFAULT && o->format != CU_FMT_TEXT && o->format != CU_FMT_JSON &&
        o->format != CU_FMT_CSV && o->format != CU_FMT_MD) {
        ut_warn("--list-rules supports --format=text, json, csv or md");
        return CU_EXIT_USAGE;
    }
    rl_table *t = tr_load_rules(o);
    if (!t) return CU_EXIT_USAGE;
    switch (o->format) {
    case CU_FMT_JSON: print_json(stdout, t); break;
    case CU_FMT_CSV: print_csv(stdout, t); break;
    case CU_FMT_MD: print_md(stdout, t); break;
    default: print_text(stdout, t); break;
    }
    rl_table_free(t);
    if (fflush(stdout) || ferror(stdout)) {
        ut_warn("cannot write the rule listing");
        return CU_EXIT_USAGE;
    }
    return CU_EXIT_OK;
}
