/* buildfiles.h - translation of build files: CMake (CMakeLists.txt, *.cmake) and Makefiles
 * (Makefile, makefile, GNUmakefile, *.mk, *.mak) from their CUDA forms to HIP:
 *   CMake: project(... CUDA) / enable_language(CUDA) -> HIP, CMAKE_CUDA_* -> CMAKE_HIP_*,
 *   CUDA_ARCHITECTURES -> HIP_ARCHITECTURES (gfx90a, reported), find_package(CUDAToolkit) ->
 *   find_package(hip), CUDA::cudart -> hip::host and library targets (roc::hipblas ...) with the
 *   find_package lines they need, $<COMPILE_LANGUAGE:CUDA>, .cu sources (renamed, or given
 *   LANGUAGE HIP), nvcc flags, FindCUDA's cuda_add_executable/cuda_add_library.
 *   Make: nvcc -> hipcc, -arch/-gencode -> --offload-arch (reported), -Xcompiler, -lcudart and
 *   library flags, nvcc-only flags, .cu file names when renaming.
 * What has no HIP form is left in place and reported as a warning with its location; mapped
 * items that change meaning (GPU architectures) are reported too.
 * Ownership: results (texts, renamed names) are malloc'd here and freed by the caller; findings
 * and counters go into the caller's lists. */
#ifndef CU2HIP_BUILDFILES_H
#define CU2HIP_BUILDFILES_H

#include <stddef.h>
#include "diag.h"
#include "rules.h"

typedef enum { BF_NONE, BF_CMAKE, BF_MAKE } bf_kind;

/* AMD target used where an NVIDIA architecture was named (there is no equivalent). */
#define BF_DEFAULT_OFFLOAD_ARCH "gfx90a"

typedef struct bf_ctx {
    int rename_ext;             /* .cu -> .hip, .cuh -> .hip.h in file names */
    const rl_table *rules;      /* library renames (RL_KIND_LIBRARY); may be NULL */
} bf_ctx;

/* Build file kind from the file name alone. */
bf_kind bf_classify(const char *path);

/* Translates a build file. *out gets the new text (malloc'd, NUL-terminated, *outlen bytes);
 * findings name `path`; counters go to stats ("build.compiler", "build.arch", ...).
 * Returns the number of changes made. */
int bf_translate(bf_kind k, const char *path, const char *text, size_t len, const bf_ctx *c,
                 char **out, size_t *outlen, dg_list *diags, dg_stats *stats);

/* The renamed form of a file name under --rename-ext (".cu" -> ".hip", ".cuh" -> ".hip.h"),
 * malloc'd, or NULL when the name keeps its extension. */
char *bf_renamed(const char *name);

/* Decides whether an #include name refers to a project file that is renamed (quoted: "..."
 * form, searched next to the including file first); line: the #include's line (1-based), for
 * the resolver's messages (a renamed header it cannot find on the include path). */
typedef int (*bf_resolve_fn)(void *ud, const char *name, int quoted, unsigned line);
/* Rewrites the names in #include lines that end in .cu/.cuh and that resolve says are renamed
 * ("k.cuh" -> "k.hip.h"). Returns the new text (malloc'd, *outlen bytes; *count names changed)
 * or NULL when nothing changed. */
char *bf_fix_includes(const char *text, size_t n, bf_resolve_fn resolve, void *ud, size_t *outlen,
                      long *count);

#endif
