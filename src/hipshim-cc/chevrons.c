/* chevrons.c - hipshim-chevrons, a build tool of hipshim-cc (scripts/hipshim-cc.in), not part of
 * the runtime: rewrites the `<<<...>>>` kernel launches of preprocessed HIP/C++ (stdin) into
 * calls of hipshim's launch layer (stdout). A launch
 *     K<<<CFG>>>(ARGS)
 * becomes
 *     ::hs_launch_detail::make_launcher(RESOLVE(K), PROBE(K), CALL(K),
 *                                       ::hs_launch_detail::chevron_cfg(CFG))(ARGS)
 * with the same three lambdas as hipLaunchKernelGGL (hs_launch.hpp), so template kernels whose
 * remaining template arguments are deduced from the call work as under hipcc, and a braced
 * list converts to its parameter as in a call. Works on
 * preprocessed text, so launches in headers and macros are seen; line breaks are kept, so
 * diagnostics keep their lines. The kernel expression is found by scanning back from `<<<`
 * over a template argument list, a parenthesised expression, and `::`-qualified names.
 * It also registers the kernels defined at namespace scope: hipshim-cc preprocesses with
 * -D__global__=__hs_global__, and each `__hs_global__` is blanked out, and after the body of
 * each non-template kernel definition
 *     static const int hs_kreg_N = ::hs_launch_detail::register_at_start(
 *         static_cast<void (*)(PARAMS)>(&NAME));
 * goes on the same line, so that a launch through the kernel's address alone
 * (hipLaunchKernel((const void *)k, ...), a graph's kernel node) finds its argument layout.
 * Exit status: 0 rewritten, 4 nothing to rewrite (nothing written), 1 error and 3 out of
 * memory (a message on stderr).
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

/* Writes buf[b, e) with line breaks turned into spaces. */
static void put_flat(size_t b, size_t e)
{
    for (size_t i = b; i < e; i++)
        putchar(buf[i] == '\n' ? ' ' : buf[i]);
}

/* ---- kernel definitions: registrations ---- */
typedef struct edit { size_t at, end; char *text; } edit;   /* replace buf[at, end) by text */
static UT_VEC(edit) edits;
static size_t nreg;

static int is_attr_kw(size_t t)
{
    return is(t, "__attribute__") || is(t, "__declspec") || is(t, "alignas") ||
           is(t, "decltype") || is(t, "__align__") || is(t, "noexcept") || is(t, "throw");
}

/* Whether token t (a `{`) opens a namespace or an extern "C" block. */
static int opens_namespace(size_t t)
{
    size_t j = t;
    while (j > 0 && (toks[j - 1].k == 'i' || is(j - 1, "::")) && !is(j - 1, "namespace"))
        j--;
    if (j > 0 && is(j - 1, "namespace")) return 1;
    if (j > 0 && is(j - 1, "inline") && j > 1 && is(j - 2, "namespace")) return 1;
    return t > 1 && toks[t - 1].k == 's' && is(t - 2, "extern");
}

/* Appends the parameter list buf[b, e) to *o without default arguments and line breaks. */
static void params_text(FILE *o, size_t pb, size_t pe)
{
    int depth = 0, angle = 0, skip = 0;
    for (size_t t = pb; t < pe; t++) {
        if (is(t, "(") || is(t, "[") || is(t, "{")) depth++;
        else if (is(t, ")") || is(t, "]") || is(t, "}")) depth--;
        else if (is(t, "<") && t > pb && toks[t - 1].k == 'i') angle++;
        else if (is(t, ">") && angle > 0) angle--;
        else if (is(t, ">>") && angle > 0) angle = angle > 1 ? angle - 2 : 0;
        if (depth == 0 && angle == 0 && is(t, ",")) skip = 0;
        else if (depth == 0 && angle == 0 && is(t, "=")) skip = 1;
        if (skip) continue;
        fputc(' ', o);
        for (size_t i = toks[t].b; i < toks[t].e; i++)
            fputc(buf[i] == '\n' ? ' ' : buf[i], o);
    }
}

/* The registration of the kernel whose `__hs_global__` is token g, or nothing when it is not a
 * non-template definition at namespace scope. */
static void kernel_registration(size_t g)
{
    for (size_t j = g; j > 0; j--) {   /* a template's declaration: not registered */
        if (is(j - 1, ";") || is(j - 1, "}") || is(j - 1, "{")) break;
        if (is(j - 1, "template")) return;
    }
    size_t p = g + 1;
    for (; p < ntok; p++) {
        if (is(p, ";") || is(p, "{") || is(p, "}") || is(p, "=")) return;
        if (!is(p, "(")) continue;
        if (toks[p - 1].k == 'i' && !is_attr_kw(p - 1)) break;
        p = close_fwd(p);   /* attribute arguments */
    }
    if (p >= ntok) return;
    size_t nb = p - 1;   /* the name, possibly qualified */
    while (nb >= 2 && is(nb - 1, "::") && toks[nb - 2].k == 'i') nb -= 2;
    if (nb >= 1 && is(nb - 1, "::")) nb--;
    size_t pc = close_fwd(p);
    if (pc >= ntok) return;
    size_t b = pc + 1;
    while (b < ntok && !is(b, "{")) {
        if (is(b, ";") || is(b, ",") || is(b, "=") || is(b, "}")) return;   /* a declaration */
        if (is(b, "(")) b = close_fwd(b);
        if (b < ntok) b++;
    }
    if (b >= ntok) return;
    size_t be = close_fwd(b);
    if (be >= ntok) return;
    char *text = NULL;
    size_t n = 0;
    FILE *o = open_memstream(&text, &n);
    if (!o) { fputs("hipshim-chevrons: out of memory\n", stderr); exit(3); }
    fprintf(o, " static const int hs_kreg_%zu __attribute__((unused)) = "
               "::hs_launch_detail::register_at_start(static_cast<void (*)(", nreg++);
    params_text(o, p + 1, pc);
    fputs(")>(&", o);
    for (size_t t = nb; t < p; t++)
        fwrite(buf + toks[t].b, 1, toks[t].e - toks[t].b, o);
    fputs("));", o);
    if (fclose(o)) { fputs("hipshim-chevrons: out of memory\n", stderr); exit(3); }
    ut_vec_push(&edits, (edit){ toks[be].e, toks[be].e, text });
}

/* Blanks out every __hs_global__ and registers the kernels defined at namespace scope. */
static void find_kernels(void)
{
    UT_VEC(char) scope = { 0 };   /* per open brace: 'n' namespace or extern "C", 'o' other */
    size_t other = 0;             /* open braces that are not namespaces */
    for (size_t t = 0; t < ntok; t++) {
        if (is(t, "{")) {
            char k = opens_namespace(t) ? 'n' : 'o';
            ut_vec_push(&scope, k);
            other += k == 'o';
        } else if (is(t, "}")) {
            if (scope.n && ut_vec_pop(&scope) == 'o') other--;
        } else if (is(t, "__hs_global__")) {
            ut_vec_push(&edits, (edit){ toks[t].b, toks[t].e, NULL });
            if (!other)
                kernel_registration(t);
        }
    }
    ut_vec_free(&scope);
}

static int edit_cmp(const void *a, const void *b)
{
    const edit *x = a, *y = b;
    return x->at < y->at ? -1 : x->at > y->at;
}

/* Writes buf[from, to) with the edits that fall in it applied. */
static size_t next_edit;
static void emit(size_t from, size_t to)
{
    while (from < to) {
        while (next_edit < edits.n && edits.v[next_edit].at < from) next_edit++;
        if (next_edit == edits.n || edits.v[next_edit].at >= to) {
            fwrite(buf + from, 1, to - from, stdout);
            return;
        }
        edit *e = &edits.v[next_edit++];
        fwrite(buf + from, 1, e->at - from, stdout);
        if (e->text)
            fputs(e->text, stdout);
        else
            for (size_t i = e->at; i < e->end; i++) putchar(' ');
        from = e->end;
    }
}

int main(void)
{
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
    size_t out = 0;   /* bytes of buf already written */
    find_kernels();
    qsort(edits.v, edits.n, sizeof *edits.v, edit_cmp);
    int found = edits.n > 0;
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
        if (!found) {
            /* the launch layer must be declared: the program includes hip/hip_runtime.h */
            found = 1;
        }
        if (toks[ks].b < out) continue;   /* nested in a launch already written */
        emit(out, toks[ks].b);
        size_t kb = toks[ks].b, ke = toks[t - 1].e;
        fputs("::hs_launch_detail::make_launcher([&](auto hs_sig_) -> decltype(::hs_launch_detail::resolve(0, hs_sig_, ", stdout);
        put_flat(kb, ke);
        fputs(")) { return ::hs_launch_detail::resolve(0, hs_sig_, ", stdout);
        put_flat(kb, ke);
        fputs("); }, [&](auto hs_z_) -> decltype(::hs_launch_detail::probe(hs_z_, ", stdout);
        put_flat(kb, ke);
        fputs(")) { return ::hs_launch_detail::probe(hs_z_, ", stdout);
        put_flat(kb, ke);
        fputs("); }, [=](auto &...hs_launch_args_) { (", stdout);
        put_flat(kb, ke);
        fputs(")(hs_launch_args_...); }, ::hs_launch_detail::chevron_cfg(", stdout);
        /* the kernel's own line breaks, kept for the lines that follow */
        for (size_t i = kb; i < ke; i++)
            if (buf[i] == '\n') putchar('\n');
        emit(toks[t].e, toks[c].b);   /* CFG */
        fputs("))(", stdout);
        emit(toks[c + 1].e, toks[cl].e);   /* ARGS) */
        out = toks[cl].e;
    }
    if (!found) return 4;
    emit(out, len);
    return fflush(stdout) ? 1 : 0;
}
