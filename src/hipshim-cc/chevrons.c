/* chevrons.c - hipshim-chevrons, a build tool of hipshim-cc (scripts/hipshim-cc.in), not part of
 * the runtime: rewrites the `<<<...>>>` kernel launches of preprocessed HIP/C++ (stdin) into
 * calls of hipshim's launch layer (stdout). A launch
 *     K<<<CFG>>>(ARGS)
 * becomes
 *     ::hs_launch_detail::make_launcher(RESOLVE(K), PROBE(K), CALL(K), ::hs_launch_detail::chevron_cfg(CFG))(ARGS)
 * with the same three lambdas as hipLaunchKernelGGL (hs_launch.hpp), so template kernels whose
 * remaining template arguments are deduced from the call work as under hipcc, and a braced
 * argument converts to a non-template kernel's parameter. Works on preprocessed text, so
 * launches in headers and macros are seen; line breaks are kept, so diagnostics keep their
 * lines. The kernel expression is found by scanning back from `<<<` over a template argument
 * list, a parenthesised expression, and `::`-qualified names.
 * It also registers the kernels: hipshim-cc preprocesses with __global__ defined as the marker
 * __hipshim_kernel__; each marker is removed, and right after each kernel it marks that is
 * defined there (a body, an explicit instantiation or specialisation; not a declaration, not a
 * template, not one inside a class or function), in the same scope, goes
 *     static const int hs_kreg_N = ::hs_launch_detail::register_at_start(static_cast<void (*)(PARAMS)>(&NAME));
 * run at program start, so that a launch through the kernel's address alone
 * (hipLaunchKernel((const void *)k, ...), a graph's kernel node) finds its argument layout, or
 * with --module (hipshim-cc --genco) in its place
 *     static const int hs_genco_N = ::hs_module_detail::add(static_cast<void (*)(PARAMS)>(&NAME), "NAME");
 * (hs_module.hpp), which registers the kernel with its code object when the object is loaded.
 * Exit status: 0 rewritten, 4 nothing to rewrite and not --module (nothing written), 1 error
 * and 3 out of memory (a message on stderr).
 * Ownership: the input and its tokens are held until the process exits. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "containers.h"

typedef struct tok { size_t b, e; char k; } tok;   /* k: 'i' ident, 'n' number, 'p' punct, 's' string */

static UT_VEC(char) in;          /* the whole input, read before lexing */
static UT_VEC(tok) tokv;         /* its tokens, made by lex() */
static const char *buf;          /* = in.v, in.n once read */
static size_t len;
static const tok *toks;          /* = tokv.v, tokv.n once lexed */
static size_t ntok;

static int is_id(int c) { return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

static void push(size_t b, size_t e, char k) { ut_vec_push(&tokv, (tok){ b, e, k }); }

/* Tokenises buf: skips whitespace, comments and preprocessor lines (linemarkers, pragmas). */
static void lex(void)
{
    size_t i = 0;
    int bol = 1;
    while (i < len) {
        char c = buf[i];
        if (c == '\n') { bol = 1; i++; continue; }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') { i++; continue; }
        if (bol && c == '#') {   /* a directive: to the end of the (continued) line */
            while (i < len && buf[i] != '\n') {
                if (buf[i] == '\\' && i + 1 < len && buf[i + 1] == '\n') i++;
                i++;
            }
            continue;
        }
        bol = 0;
        if (c == '/' && i + 1 < len && buf[i + 1] == '/') {
            while (i < len && buf[i] != '\n') i++;
            continue;
        }
        if (c == '/' && i + 1 < len && buf[i + 1] == '*') {
            i += 2;
            while (i + 1 < len && !(buf[i] == '*' && buf[i + 1] == '/')) i++;
            i += 2;
            continue;
        }
        size_t b = i;
        if (c == 'R' && i + 1 < len && buf[i + 1] == '"') {   /* raw string R"d(...)d" */
            size_t d = i + 2;
            while (d < len && buf[d] != '(') d++;
            size_t dl = d - (i + 2);
            size_t j = d + 1;
            for (; j < len; j++)
                if (buf[j] == ')' && j + 1 + dl < len && !memcmp(buf + j + 1, buf + i + 2, dl) &&
                    buf[j + 1 + dl] == '"')
                    break;
            i = j + 2 + dl;
            push(b, i < len ? i : len, 's');
            continue;
        }
        if (is_id(c) && !(c >= '0' && c <= '9')) {
            while (i < len && is_id(buf[i])) i++;
            if (i < len && (buf[i] == '"' || buf[i] == '\'') ) {   /* u8"..", L'x' prefixes */
                /* fall through to the literal with the prefix included */
            } else {
                push(b, i, 'i');
                continue;
            }
            c = buf[i];
        }
        if (c == '"' || c == '\'') {
            char q = c;
            i++;
            while (i < len && buf[i] != q && buf[i] != '\n') {
                if (buf[i] == '\\') i++;
                i++;
            }
            i++;
            push(b, i < len ? i : len, 's');
            continue;
        }
        if ((c >= '0' && c <= '9') || (c == '.' && i + 1 < len && buf[i + 1] >= '0' && buf[i + 1] <= '9')) {
            while (i < len) {   /* a pp-number: digits, letters, '.', digit separators, e+ */
                char d = buf[i];
                if ((d == '+' || d == '-') && strchr("eEpP", buf[i - 1])) { i++; continue; }
                if (is_id(d) || d == '.' || (d == '\'' && i + 1 < len && is_id(buf[i + 1]))) { i++; continue; }
                break;
            }
            push(b, i, 'n');
            continue;
        }
        if (!strncmp(buf + i, "<<<", 3) || !strncmp(buf + i, ">>>", 3)) { i += 3; push(b, i, 'p'); continue; }
        if (!strncmp(buf + i, "::", 2) || !strncmp(buf + i, "->", 2) || !strncmp(buf + i, ">>", 2) ||
            !strncmp(buf + i, "<<", 2)) { i += 2; push(b, i, 'p'); continue; }
        i++;
        push(b, i, 'p');
    }
}

static int is(size_t t, const char *s)
{
    size_t n = strlen(s);
    return t < ntok && toks[t].e - toks[t].b == n && !memcmp(buf + toks[t].b, s, n);
}

/* Index of the token that closes the bracket opened at t (forward), or ntok. */
static size_t close_fwd(size_t t)
{
    int depth = 0;
    for (; t < ntok; t++) {
        if (is(t, "(") || is(t, "[") || is(t, "{")) depth++;
        else if (is(t, ")") || is(t, "]") || is(t, "}")) { if (--depth == 0) return t; }
    }
    return ntok;
}

/* First token of the kernel expression that ends at token t (just before `<<<`), or ntok. */
static size_t kernel_start(size_t t)
{
    if (t >= ntok) return ntok;
    size_t s = t;
    for (;;) {
        if (is(s, ")")) {   /* (kernel), (*ptr) */
            int depth = 0;
            for (;; s--) {
                if (is(s, ")")) depth++;
                else if (is(s, "(") && --depth == 0) break;
                if (s == 0) return ntok;
            }
            return s;
        }
        if (is(s, ">") || is(s, ">>")) {   /* template arguments */
            int depth = 0;
            for (;; s--) {
                if (is(s, ">")) depth++;
                else if (is(s, ">>")) depth += 2;
                else if (is(s, "<")) depth--;
                else if (is(s, "<<")) depth -= 2;
                else if (is(s, ")") || is(s, "]")) {   /* skip (...) inside the arguments */
                    int d2 = 0;
                    for (;; s--) {
                        if (is(s, ")") || is(s, "]")) d2++;
                        else if ((is(s, "(") || is(s, "[")) && --d2 == 0) break;
                        if (s == 0) return ntok;
                    }
                }
                if (depth <= 0) break;
                if (s == 0) return ntok;
            }
            if (depth < 0 || s == 0) return ntok;
            s--;   /* the template's name */
        }
        if (toks[s].k != 'i') return ntok;
        if (s > 0 && is(s - 1, "template")) s--;
        if (s > 0 && is(s - 1, "::")) {
            s--;
            if (s > 0 && (toks[s - 1].k == 'i' || is(s - 1, ">") || is(s - 1, ">>"))) { s--; continue; }
            return s;   /* ::kernel */
        }
        return s;
    }
}

/* An edit of the input: bytes [b, e) replaced by text (NUL-terminated, heap). */
typedef struct edit { size_t b, e; char *text; } edit;
static UT_VEC(edit) edits;

/* Text written by the launch rewriting, collected into a heap string. */
static char *mbuf;
static size_t mlen;
static FILE *mem;

/* Writes buf[b, e) with line breaks turned into spaces. */
static void put_flat(size_t b, size_t e)
{
    for (size_t i = b; i < e; i++)
        fputc(buf[i] == '\n' ? ' ' : buf[i], mem);
}

static void add_edit(size_t b, size_t e, char *text) { ut_vec_push(&edits, (edit){ b, e, text }); }

/* Rewrites the launches; returns how many. */
static int launches(void)
{
    int found = 0;
    size_t out = 0;   /* end of the last launch rewritten */
    for (size_t t = 1; t < ntok; t++) {
        if (!is(t, "<<<") || is(t - 1, "operator")) continue;
        size_t ks = kernel_start(t - 1);
        if (ks == ntok) continue;
        /* the configuration: up to the `>>>` at bracket depth 0 */
        size_t c = t + 1;
        int depth = 0;
        for (; c < ntok; c++) {
            if (is(c, "(") || is(c, "[") || is(c, "{")) depth++;
            else if (is(c, ")") || is(c, "]") || is(c, "}")) depth--;
            else if (depth == 0 && is(c, ">>>")) break;
            if (depth < 0) break;
        }
        if (c >= ntok || !is(c, ">>>") || !is(c + 1, "(")) continue;
        size_t cl = close_fwd(c + 1);
        if (cl == ntok) continue;
        if (toks[ks].b < out) continue;   /* nested in a launch already written */
        found++;
        mem = open_memstream(&mbuf, &mlen);
        if (!mem) { fputs("hipshim-chevrons: out of memory\n", stderr); exit(3); }
        size_t kb = toks[ks].b, ke = toks[t - 1].e;
        fputs("::hs_launch_detail::make_launcher([&](auto hs_sig_) -> decltype(::hs_launch_detail::resolve(0, hs_sig_, ", mem);
        put_flat(kb, ke);
        fputs(")) { return ::hs_launch_detail::resolve(0, hs_sig_, ", mem);
        put_flat(kb, ke);
        fputs("); }, [&](auto hs_z_) -> decltype(::hs_launch_detail::probe(hs_z_, ", mem);
        put_flat(kb, ke);
        fputs(")) { return ::hs_launch_detail::probe(hs_z_, ", mem);
        put_flat(kb, ke);
        fputs("); }, [=](auto &...hs_launch_args_) { (", mem);
        put_flat(kb, ke);
        fputs(")(hs_launch_args_...); }, ::hs_launch_detail::chevron_cfg(", mem);
        /* the kernel's own line breaks, kept for the lines that follow */
        for (size_t i = kb; i < ke; i++)
            if (buf[i] == '\n') fputc('\n', mem);
        fwrite(buf + toks[t].e, 1, toks[c].b - toks[t].e, mem);   /* CFG */
        fputs("))", mem);
        for (size_t i = toks[c].e; i < toks[c + 1].b; i++)   /* line breaks between >>> and ( */
            if (buf[i] == '\n') fputc('\n', mem);
        fwrite(buf + toks[c + 1].b, 1, toks[cl].e - toks[c + 1].b, mem);   /* (ARGS) */
        if (fclose(mem)) { fputs("hipshim-chevrons: out of memory\n", stderr); exit(3); }
        add_edit(kb, toks[cl].e, mbuf);
        out = toks[cl].e;
    }
    return found;
}

/* ---- kernel definitions: registrations ---- */
static const char MARKER[] = "__hipshim_kernel__";

/* Skips back from t over the tokens of `__attribute__((...))` or `[[...]]` ending at t (a `)` or
 * `]`); returns the token before them, or t when t ends no such group. */
static size_t skip_attr_back(size_t t)
{
    if (!is(t, ")") && !is(t, "]")) return t;
    int depth = 0;
    size_t s = t;
    for (;; s--) {
        if (is(s, ")") || is(s, "]")) depth++;
        else if ((is(s, "(") || is(s, "[")) && --depth == 0) break;
        if (s == 0) return t;
    }
    if (is(s, "[") && s > 0 && is(s - 1, "[")) return s >= 2 ? s - 2 : ntok;
    if (s > 0 && (is(s - 1, "__attribute__") || is(s - 1, "__declspec") || is(s - 1, "alignas")))
        return s >= 2 ? s - 2 : ntok;
    return t;
}

/* Whether the marker at m starts a template (not an explicit instantiation or a
 * specialisation `template <>`): looks back over declaration specifiers. */
static int is_primary_template(size_t m, int *instantiation)
{
    *instantiation = 0;
    size_t t = m;
    while (t-- > 0) {
        size_t a = skip_attr_back(t);
        if (a != t) {
            if (a == ntok) return 0;
            t = a + 1;
            continue;
        }
        if (toks[t].k == 's' || is(t, "static") || is(t, "inline") || is(t, "extern") ||
            is(t, "constexpr") || is(t, "__inline__") || is(t, "__forceinline__"))
            continue;
        if (is(t, "template")) {   /* template __global__ void k<int>(int*); */
            *instantiation = 1;
            return 0;
        }
        if (is(t, ">") || is(t, ">>"))
            return !(t > 0 && is(t - 1, "<") && t > 1 && is(t - 2, "template"));   /* template <> */
        return 0;
    }
    return 0;
}

/* Registers the kernel whose marker is token m, if it is defined there: with the code object
 * under --module (module), for launches by address otherwise. */
static void kernel_registration(size_t m, int module, int *counter)
{
    int inst;
    if (is_primary_template(m, &inst)) return;
    /* the declarator: the first '(' at depth 0 after a name (or its template arguments) */
    size_t t = m + 1, name_b = ntok, name_e = ntok;
    for (; t < ntok; t++) {
        if (is(t, "__attribute__") || is(t, "__declspec") || is(t, "alignas")) {
            t = close_fwd(t + 1);
            continue;
        }
        if (is(t, "[") && is(t + 1, "[")) { t = close_fwd(t); continue; }
        if (is(t, ";") || is(t, "{") || is(t, "}") || is(t, "=")) return;
        if (is(t, "(")) {
            if (t == 0 || (toks[t - 1].k != 'i' && !is(t - 1, ">") && !is(t - 1, ">>"))) return;
            name_e = t;
            size_t s = t - 1;
            if (is(s, ">") || is(s, ">>")) {   /* k<int, 4> */
                int depth = 0;
                for (;; s--) {
                    if (is(s, ">")) depth++;
                    else if (is(s, ">>")) depth += 2;
                    else if (is(s, "<")) depth--;
                    if (depth <= 0 || s <= m) break;
                }
                if (s <= m) return;
                s--;
            }
            while (s > m + 1 && is(s - 1, "::") && s > m + 2 && toks[s - 2].k == 'i') s -= 2;
            name_b = s;
            break;
        }
    }
    if (name_b == ntok || toks[name_b].k != 'i') return;
    size_t pc = close_fwd(name_e);
    if (pc == ntok) return;
    /* the end of the definition: a body, or `;` of an instantiation */
    size_t e = pc + 1;
    while (e < ntok && !is(e, "{") && !is(e, ";")) {
        if (is(e, "(") || is(e, "[")) e = close_fwd(e);
        if (e < ntok) e++;
    }
    if (e >= ntok) return;
    if (is(e, "{")) {
        e = close_fwd(e);
        if (e == ntok) return;
    } else if (!inst) {
        return;   /* a declaration: registered where it is defined */
    }
    /* the parameters without their default arguments */
    char *params = NULL;
    size_t plen = 0;
    FILE *p = open_memstream(&params, &plen);
    if (!p) { fputs("hipshim-chevrons: out of memory\n", stderr); exit(3); }
    size_t pb = toks[name_e].e;
    int depth = 0, skipping = 0;
    for (size_t k = name_e + 1; k < pc; k++) {
        if (is(k, "(") || is(k, "[") || is(k, "{")) depth++;
        else if (is(k, ")") || is(k, "]") || is(k, "}")) depth--;
        if (depth == 0 && is(k, ",")) {
            if (!skipping) fwrite(buf + pb, 1, toks[k].b - pb, p);
            fputs(", ", p);
            pb = toks[k].e;
            skipping = 0;
        } else if (depth == 0 && is(k, "=") && !skipping) {
            fwrite(buf + pb, 1, toks[k].b - pb, p);
            skipping = 1;
        }
    }
    if (!skipping) fwrite(buf + pb, 1, toks[pc].b - pb, p);
    fclose(p);
    for (size_t i = 0; i < plen; i++)
        if (params[i] == '\n') params[i] = ' ';
    char *text = NULL;
    size_t tlen = 0;
    FILE *o = open_memstream(&text, &tlen);
    if (!o) { fputs("hipshim-chevrons: out of memory\n", stderr); exit(3); }
    if (module)
        fprintf(o, " static const int hs_genco_%d = ::hs_module_detail::add(static_cast<void (*)(%s)>(&",
                (*counter)++, params);
    else
        fprintf(o, " static const int hs_kreg_%d __attribute__((unused)) = "
                   "::hs_launch_detail::register_at_start(static_cast<void (*)(%s)>(&",
                (*counter)++, params);
    for (size_t i = toks[name_b].b; i < toks[name_e - 1].e; i++)
        fputc(buf[i] == '\n' ? ' ' : buf[i], o);
    if (module) {
        fputs("), \"", o);
        for (size_t i = toks[name_b].b; i < toks[name_e - 1].e; i++)
            if (buf[i] != '\n' && buf[i] != '"' && buf[i] != '\\') fputc(buf[i], o);
        fputs("\");", o);
    } else {
        fputs("));", o);
    }
    fclose(o);
    free(params);
    add_edit(toks[e].e, toks[e].e, text);
}

/* Removes every marker, registering the kernels defined at namespace scope (or in an extern
 * "C" block): a brace that opens a namespace or a linkage block keeps the scope, any other
 * brace (a class, a function) leaves it. Returns how many it registered. */
static int kernels(int module)
{
    UT_VEC(char) scope = { 0 };   /* per open brace: 1 namespace-like, 0 other */
    int counter = 0, other = 0;
    for (size_t t = 0; t < ntok; t++) {
        if (is(t, "{")) {
            size_t s = t;
            while (s > 0 && (toks[s - 1].k == 'i' || is(s - 1, "::")) && !is(s - 1, "namespace")) s--;
            int ns = (s > 0 && is(s - 1, "namespace")) || (t > 0 && toks[t - 1].k == 's' && t > 1 && is(t - 2, "extern"));
            ut_vec_push(&scope, (char)ns);
            if (!ns) other++;
        } else if (is(t, "}")) {
            if (scope.n && !ut_vec_pop(&scope)) other--;
        } else if (toks[t].k == 'i' && is(t, MARKER)) {
            add_edit(toks[t].b, toks[t].e, NULL);
            if (!other) kernel_registration(t, module, &counter);
        }
    }
    ut_vec_free(&scope);
    return counter;
}

static int cmp_edit(const void *a, const void *b)
{
    const edit *x = a, *y = b;
    return x->b < y->b ? -1 : x->b > y->b ? 1 : 0;
}

int main(int argc, char **argv)
{
    int module = argc > 1 && !strcmp(argv[1], "--module");
    if (argc > 1 && !module) {
        fprintf(stderr, "usage: hipshim-chevrons [--module] < in.ii > out.ii\n");
        return 2;
    }
    size_t n;
    do {
        ut_vec_reserve(&in, in.n + (1 << 20));
        n = fread(in.v + in.n, 1, in.cap - in.n, stdin);
        in.n += n;
    } while (n > 0);
    buf = in.v;
    len = in.n;
    lex();
    toks = tokv.v;
    ntok = tokv.n;
    int found = launches();
    found += kernels(module);
    if (!found && !module) return 4;
    if (edits.n)   /* qsort takes no null array, even of no elements */
        qsort(edits.v, edits.n, sizeof *edits.v, cmp_edit);
    size_t out = 0;
    for (size_t i = 0; i < edits.n; i++) {
        const edit *e = &edits.v[i];
        if (e->b < out) continue;   /* a marker inside a launch already rewritten */
        fwrite(buf + out, 1, e->b - out, stdout);
        if (e->text) fputs(e->text, stdout);
        out = e->e;
    }
    fwrite(buf + out, 1, len - out, stdout);
    return fflush(stdout) ? 1 : 0;
}
