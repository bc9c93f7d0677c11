/* compdb.h - the inputs of a batch. Compile databases (-p BUILD_DIR, compile_commands.json,
 * parsed with cJSON) and the mapping of a compiler command line (nvcc, gcc, clang) to the few
 * clang arguments that matter for parsing: include paths, macros, the language standard
 * and forced includes. nvcc spellings (--include-path, --define-macro, --std c++17,
 * -Xcompiler A,B, --pre-include ...) are mapped; code-generation and nvcc-only flags (-arch,
 * -gencode, -rdc, --use_fast_math, -Xptxas ...) are dropped because they do not change what
 * the source means. Relative paths are made absolute against the entry's directory.
 * Ownership: cd_load fills a caller's cd_db, which then owns its entries and their argument
 * strings until cd_free; a cd_args owns copies of its strings (cd_args_push, cd_args_free). */
#ifndef CU2HIP_COMPDB_H
#define CU2HIP_COMPDB_H

#include <stddef.h>

typedef struct cd_args {   /* a growable array (containers.h) */
    char **v;
    size_t n, cap;
} cd_args;

typedef struct cd_entry {
    char *file;          /* absolute, normalised (symlinks resolved when the file exists) */
    cd_args args;        /* clang arguments for parsing it */
    size_t seq;          /* position in compile_commands.json */
} cd_entry;

typedef struct cd_db {
    cd_entry *v;         /* sorted by file; the first entry of a file compiled twice wins */
    size_t n;
    cd_args problems;    /* one line per skipped entry (not an object, no "file" string, a file
                          * that cannot be read, ...), in file order, without "cu2hip: " */
} cd_db;

/* Loads BUILD_DIR/compile_commands.json (parsed with cJSON). 0, or -1 with err set (no
 * "cu2hip: " prefix) when the file is missing, unreadable, malformed or truncated JSON, or not
 * an array. Bad entries do not fail the load: they are skipped and listed in db->problems. */
int cd_load(const char *build_dir, cd_db *db, char *err, size_t errlen);
void cd_free(cd_db *db);
/* The entry of an absolute, normalised path, or NULL. */
const cd_entry *cd_find(const cd_db *db, const char *path);

/* Appends to out the parsing arguments of one command line (argv[0] = the compiler; the
 * source file itself and outputs are skipped). dir is the working directory of the command. */
void cd_map_args(const char *const *argv, int argc, const char *dir, cd_args *out);
void cd_args_push(cd_args *a, const char *s);
void cd_args_free(cd_args *a);

/* Reads a list of paths, one a line (path "-" = stdin); blank lines and lines starting with
 * '#' are skipped. 0, or -1 with err set. */
int cd_read_list(const char *path, cd_args *out, char *err, size_t errlen);
/* --include/--exclude: a pattern without '/' matches any component of rel (a file or directory
 * name, e.g. "third_party", "*_test.cu"); one with '/' matches rel or one of its parent
 * directories, '*' crossing '/' (e.g. "src/legacy", "tests/x*.cu"). */
int cd_glob_match(const char *pat, const char *rel);
/* True when one of the n patterns matches rel. */
int cd_glob_any(const char *const *pats, size_t n, const char *rel);
/* True when C/C++ text looks like it uses CUDA: CUDA keywords and built-ins, launches,
 * cuda/cu/cublas/... identifiers, CUDA headers. Cheap (no parsing). */
int cd_uses_cuda(const char *text, size_t n);

#endif
