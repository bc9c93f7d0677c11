/* parse.h - builds a libclang translation unit for one CUDA file: clang arguments for CUDA mode
 * (bundled prelude by default, the SDK with --cuda-path), the prelude as virtual files, and
 * clang's errors turned into findings.
 * Ownership: ps_config_new makes a ps_config (one per session; ps_config_free frees it), which
 * owns its argument strings and virtual files and is read-only afterwards (it may be shared
 * between threads). A translation unit from ps_parse is the caller's to dispose. */
#ifndef CU2HIP_PARSE_H
#define CU2HIP_PARSE_H

#include <clang-c/Index.h>
#include <stddef.h>
#include "diag.h"
#include "options.h"

typedef struct ps_config ps_config;

/* Builds the configuration from the options (prelude or --cuda-path, -I/-D, "--" args). */
ps_config *ps_config_new(const cu_options *o);
void ps_config_free(ps_config *p);

/* Parses path whose contents are buf[0..len) (passed to clang as an unsaved file, so the TU is
 * built from exactly these bytes). extra: per-file clang args (compile DB), may be NULL.
 * Returns NULL when libclang produced no translation unit (*ec says why). */
CXTranslationUnit ps_parse(const ps_config *p, CXIndex idx, const char *path, const char *buf,
                           size_t len, const char *const *extra, int nextra, enum CXErrorCode *ec);

/* Rewrites, in place and to the same length, the launch chevrons nvcc accepts with spaces
 * inside them ("k << < g, b >> > (args)": "<<" and "<" apart on one line) into "<<<" and ">>>"
 * followed by the spaces, so clang parses the launch as nvcc does. A "<< <" is no C++ anywhere
 * else; its ">> >" is rewritten only where a "(" follows. Comments and literals are skipped.
 * Returns how many launches were rewritten. */
unsigned ps_normalize_chevrons(char *buf, size_t len);

/* How many times clang parsed the file in this thread's last ps_parse (a file may be parsed in
 * more than one mode, or in an includer's context; see parse.c). */
unsigned ps_last_parses(void);

/* Adds every error of the TU as "parse error: MESSAGE" warning with rule id "parse" (at most
 * limit of them, then one summary line). main_file/main_path name the main file as given. */
void ps_collect_errors(CXTranslationUnit tu, CXFile main_file, const char *main_path, dg_list *out,
                       unsigned limit);

/* Whether diagnostic d is non-standard code nvcc accepts and clang fixes with a fix-it (a
 * dependent member template named without 'template', a dependent type without 'typename'):
 * ps_collect_errors leaves it out, pass_kernel_unsupported applies the fix-it with a note.
 * Returns 2 when the fix is "template " inserted at the diagnostic's location (libclang gives
 * that one without its fix-it), 1 when the diagnostic's fix-its say it, else 0. */
int ps_fixit_applies(CXDiagnostic d);

/* True when clang reported an error (or fatal error) while parsing tu. */
int ps_tu_has_errors(CXTranslationUnit tu);

/* True when a file belongs to the parse prelude (never edited, never reported). */
int ps_is_prelude_file(const char *path);

/* The clang command-line arguments of a configuration (for benchmarks and --verbose output). */
size_t ps_config_args(const ps_config *p, const char *const **argv);

/* Token helpers shared by the core passes. Byte range of a token in its file: the same as
 * clang_getTokenExtent + clang_getSpellingLocation, about 30 times faster (see parse.c). */
void ps_token_range(CXTranslationUnit tu, CXToken t, size_t *off, size_t *end);
/* False once ps_token_range found libclang's token fields not to mean what its fast path
 * assumes (it then computes every range the documented, slower way). For tests. */
int ps_token_range_fast(void);
/* For each token of a file, the directive it belongs to: 0 when the token is not in a
 * preprocessing directive line, else the directive's name token index + 1 (so "#include <x>"
 * marks "#", "include", "<", "x", ">" with the index of "include" + 1). out has ntoks entries;
 * off/end are the tokens' byte ranges (from ps_token_range). */
void ps_directives(const char *buf, size_t len, const size_t *off, const size_t *end, unsigned ntoks,
                   unsigned *out);

/* The kernel.dynamic-parallelism message of a kernel launch from device code: pass_unsupported.c
 * reports the launches that parse, ps_collect_errors the ones clang rejects. */
#define PS_DEVICE_LAUNCH_MSG "kernel launch from device code (dynamic parallelism) is not supported by HIP: left unchanged"

#endif
