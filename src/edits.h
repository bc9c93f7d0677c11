/* edits.h - a list of byte edits (offset, length, replacement) against one buffer.
 * The list is kept sorted by offset (an insertion before a replacement at the same offset,
 * insertions at one offset in the order they were added) and applied in one forward copy of
 * the buffer. Two edits whose ranges overlap are rejected with a message naming both (their
 * origins); an edit identical to one already present (same range, same text) is silently
 * merged, since the same spelling site can be reached from several macro expansions.
 * Ownership: the list owns copies of texts and origins; ed_apply's *out is the caller's (free()). */
#ifndef CU2HIP_EDITS_H
#define CU2HIP_EDITS_H

#include <stddef.h>

typedef struct ed_edit {
    size_t off, len;   /* byte range in the original buffer */
    char *text;        /* replacement, NUL-terminated */
    char *origin;      /* rule id or pass name, for messages */
} ed_edit;

typedef struct ed_list ed_list;

ed_list *ed_new(void);
void ed_free(ed_list *l);
/* Adds an edit. Returns 0, or -1 when it overlaps an existing edit (the list is unchanged and
 * a message naming both edits is written to err, if given). */
int ed_add(ed_list *l, size_t off, size_t len, const char *text, const char *origin,
           char *err, size_t errlen);
size_t ed_count(const ed_list *l);
const ed_edit *ed_get(const ed_list *l, size_t i);   /* the i-th in offset order */
void ed_sort(ed_list *l);   /* merges the edits added last into the sorted list (ed_get does too) */
/* Applies the edits to buf[0..n). Returns 0 and a malloc'd *out (NUL-terminated, *outn bytes), or
 * -1 when an edit reaches past n (err says which). */
int ed_apply(ed_list *l, const char *buf, size_t n, char **out, size_t *outn, char *err, size_t errlen);

/* True when [off, off+len) overlaps an edit of the list (a zero-length range: when an edit
 * strictly contains off): for passes that yield to others. */
int ed_overlaps(const ed_list *l, size_t off, size_t len);

#endif
