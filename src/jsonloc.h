/* jsonloc.h - places in the JSON files cu2hip reads itself (rule tables, lint configurations),
 * for "FILE:LINE:COL: error: ..." messages. cJSON parses but keeps no positions: the place of
 * a value is found again in the text by the path that leads to it, and a syntax error is
 * classified at the offset where cJSON stopped.
 * Ownership: jl_parse's document is the caller's (cJSON_Delete); nothing else allocates. */
#ifndef CU2HIP_JSONLOC_H
#define CU2HIP_JSONLOC_H

#include <cjson/cJSON.h>
#include <stddef.h>

/* One step of a path into a JSON document: the occ-th (0-based) member named key of an
 * object, or (key NULL) element index of an array. */
typedef struct jl_step {
    const char *key;
    int index;
    int occ;
} jl_step;

/* Byte offset in buf of the place the path names: the member's name (its opening quote) when
 * the last step is a member and at_name is set, else the value. A step that cannot be followed
 * (no such member or element, or a value of another kind) stops the walk where it stands:
 * an object's '{' when the member is missing, else the value reached. */
size_t jl_locate(const char *buf, size_t len, const jl_step *path, size_t n, int at_name);

/* The elements of an array in one pass: jl_first gives the offset of the first element of the
 * array whose value is at off (off itself when it is not an array), jl_next the offset of the
 * element after the one at off. */
size_t jl_first(const char *buf, size_t len, size_t off);
size_t jl_next(const char *buf, size_t len, size_t off);

/* Why a text is not one JSON document. */
typedef enum {
    JL_OK,
    JL_END,         /* it ends inside a value (or is empty) */
    JL_CHAR,        /* a character that cannot come there: buf[*off] */
    JL_TRAILING,    /* text after the document: at *off */
    JL_OTHER        /* anything else (a control character in a string, ...) at *off */
} jl_problem;

/* Parses buf[0..len) as one JSON document. NULL when it is not one, with *problem and *off
 * (the offset to report) set; else the document and JL_OK. */
cJSON *jl_parse(const char *buf, size_t len, jl_problem *problem, size_t *off);

#endif
