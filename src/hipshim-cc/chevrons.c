/* chevrons.c - hipshim-chevrons, a build tool of hipshim-cc (scripts/hipshim-cc.in), not part of
 * the runtime: rewrites the `<<<...>>>` kernel launches of preprocessed HIP/C++ (stdin) into
 * calls of hipshim's launch layer (stdout). A launch
 *     K<<<CFG>>>(ARGS)
 * becomes
 *     ::hs_launch_detail::launch_any(RESOLVE(K), CALL(K), ::hs_launch_detail::chevron_cfg(CFG), ARGS)
 * with the same two lambdas as hipLaunchKernelGGL (hs_launch.hpp), so template kernels whose
 * remaining template arguments are deduced from the call work as under hipcc. Works on
 * preprocessed text, so launches in headers and macros are seen; line breaks are kept, so
 * diagnostics keep their lines. The kernel expression is found by scanning back from `<<<`
 * over a template argument list, a parenthesised expression, and `::`-qualified names.
 * Exit status: 0 rewritten, 4 no launch found (nothing written), 1 error and 3 out of memory
 * (a message on stderr).
 * Ownership: the input and its tokens are held until the process exits. */
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
    int found = 0;
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
        fwrite(buf + out, 1, toks[ks].b - out, stdout);
        size_t kb = toks[ks].b, ke = toks[t - 1].e;
        fputs("::hs_launch_detail::launch_any([&](auto hs_sig_) -> decltype(::hs_launch_detail::resolve(0, hs_sig_, ", stdout);
        put_flat(kb, ke);
        fputs(")) { return ::hs_launch_detail::resolve(0, hs_sig_, ", stdout);
        put_flat(kb, ke);
        fputs("); }, [=](auto &...hs_launch_args_) { (", stdout);
        put_flat(kb, ke);
        fputs(")(hs_launch_args_...); }, ::hs_launch_detail::chevron_cfg(", stdout);
        /* the kernel's own line breaks, kept for the lines that follow */
        for (size_t i = kb; i < ke; i++)
            if (buf[i] == '\n') putchar('\n');
        fwrite(buf + toks[t].e, 1, toks[c].b - toks[t].e, stdout);   /* CFG */
        putchar(')');
        int args = cl > c + 2;
        if (args) {
            fputs(", ", stdout);
            fwrite(buf + toks[c + 1].e, 1, toks[cl].e - toks[c + 1].e, stdout);   /* ARGS) */
        } else {
            /* line breaks between >>> and ) */
            for (size_t i = toks[c].e; i < toks[cl].e; i++)
                if (buf[i] == '\n') putchar('\n');
            putchar(')');
        }
        out = toks[cl].e;
    }
    if (!found) return 4;
    fwrite(buf + out, 1, len - out, stdout);
    return fflush(stdout) ? 1 : 0;
}
