/* cache.c - the batch driver's incremental cache: content hashing and entries stored as small
 * JSON files (see cache.h). A missing, damaged or foreign entry is simply a miss. */
#include "cache.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "runreport.h"
#include "util.h"

/* Two independent 64-bit lanes over the same bytes: the container set's hash (FNV-1a) and a
 * multiply-xorshift. The second lane is the cache's own because the entries on disk are named
 * and keyed by both (another would make every user's cache miss once). Not a cryptographic
 * hash: it detects changes, it does not defend against crafted collisions. */
ch_hash ch_hash_start(void)
{
    ch_hash h = { UT_HASH_INIT, 0x9e3779b97f4a7c15ULL };
    return h;
}

void ch_hash_feed(ch_hash *h, const void *p, size_t n)
{
    const unsigned char *s = p;
    uint64_t b = h->b;
    for (size_t i = 0; i < n; i++) {
        b = (b + s[i] + 1) * 0xff51afd7ed558ccdULL;
        b ^= b >> 29;
    }
    h->a = ut_hash_bytes(h->a, p, n);
    h->b = b;
}

void ch_hash_str(ch_hash *h, const char *s)
{
    if (!s)
        s = "";
    ch_hash_feed(h, s, strlen(s) + 1);
}

void ch_hash_u64(ch_hash *h, uint64_t v)
{
    unsigned char b[8];
    for (int i = 0; i < 8; i++)
        b[i] = (unsigned char)(v >> (8 * i));
    ch_hash_feed(h, b, 8);
}

ch_hash ch_hash_bytes(const void *p, size_t n)
{
    ch_hash h = ch_hash_start();
    ch_hash_u64(&h, n);
    ch_hash_feed(&h, p, n);
    return h;
}

int ch_hash_eq(ch_hash x, ch_hash y)
{
    return x.a == y.a && x.b == y.b;
}

void ch_hash_hex(ch_hash h, char out[33])
{
    snprintf(out, 33, "%016llx%016llx", (unsigned long long)h.a, (unsigned long long)h.b);
}

int ch_hash_parse(const char *hex, ch_hash *out)
{
    if (!hex || strlen(hex) != 32)
        return -1;
    uint64_t v[2] = { 0, 0 };
    for (int i = 0; i < 32; i++) {
        int c = hex[i], d;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else
            return -1;
        v[i / 16] = (v[i / 16] << 4) | (uint64_t)d;
    }
    out->a = v[0];
    out->b = v[1];
    return 0;
}

void ch_entry_init(ch_entry *e)
{
    memset(e, 0, sizeof *e);
    dg_init(&e->diags);
    dg_stats_init(&e->stats);
}

void ch_entry_free(ch_entry *e)
{
    free(e->name);
    for (size_t i = 0; i < e->deps.n; i++)
        free(e->deps.v[i].path);
    ut_vec_free(&e->deps);
    for (size_t i = 0; i < e->outs.n; i++) {
        free(e->outs.v[i].path);
        free(e->outs.v[i].text);
        dg_stats_free(&e->outs.v[i].stats);
    }
    ut_vec_free(&e->outs);
    dg_free(&e->diags);
    dg_stats_free(&e->stats);
    ch_entry_init(e);
}

void ch_entry_add_dep(ch_entry *e, const char *path, ch_hash h)
{
    ut_vec_push(&e->deps, (ch_dep){ ut_xstrdup(path), h });
}

void ch_entry_add_output(ch_entry *e, const char *path, const char *text, size_t len, int changed,
                         const dg_stats *stats)
{
    ch_output *o = ut_vec_add(&e->outs);
    o->path = ut_xstrdup(path);
    o->len = text ? len : 0;
    o->changed = changed;
    o->text = NULL;
    dg_stats_init(&o->stats);
    if (stats)
        dg_stats_merge(&o->stats, stats);
    if (text) {
        o->text = ut_xmalloc(len + 1);
        memcpy(o->text, text, len);
        o->text[len] = 0;
    }
}

static char *ch_entry_path(const char *cache_dir, const char *name)
{
    char hex[33];
    ch_hash_hex(ch_hash_bytes(name, strlen(name)), hex);
    return ut_xasprintf("%s/%.2s/%s.json", cache_dir, hex, hex + 2);
}

/* Whether path is a regular file or nothing (lstat: a symbolic link is neither). */
static int ch_regular_or_none(const char *path)
{
    struct stat st;
    return lstat(path, &st) != 0 ? errno == ENOENT : S_ISREG(st.st_mode);
}

int ch_load(const char *cache_dir, const char *name, ch_hash key, ch_entry *e)
{
    ch_entry_init(e);
    char *path = ch_entry_path(cache_dir, name);
    size_t len;
    char *buf = NULL, err[256];
    /* a FIFO or device where an entry belongs would block the run or never end: a miss */
    int rd = ch_regular_or_none(path) ? ut_read_file(path, &buf, &len, err, sizeof err) : -1;
    free(path);
    if (rd != 0)
        return -1;
    cJSON *j = cJSON_ParseWithLength(buf, len);
    free(buf);
    if (!j)
        return -1;
    int ok = 0;
    ch_hash k;
    const char *nm = cJSON_GetStringValue(cJSON_GetObjectItem(j, "name"));
    const char *ks = cJSON_GetStringValue(cJSON_GetObjectItem(j, "key"));
    if (!nm || strcmp(nm, name) != 0 || ch_hash_parse(ks, &k) != 0 || !ch_hash_eq(k, key))
        goto out;
    e->name = ut_xstrdup(name);
    e->key = k;
    cJSON *it = cJSON_GetObjectItem(j, "status");
    e->status = cJSON_IsNumber(it) ? it->valueint : 0;
    it = cJSON_GetObjectItem(j, "seconds");
    e->seconds = cJSON_IsNumber(it) ? it->valuedouble : 0;
    cJSON *d;
    cJSON_ArrayForEach(d, cJSON_GetObjectItem(j, "deps")) {
        const char *p = cJSON_GetStringValue(cJSON_GetObjectItem(d, "path"));
        ch_hash h;
        if (!p || ch_hash_parse(cJSON_GetStringValue(cJSON_GetObjectItem(d, "hash")), &h) != 0)
            goto out;
        ch_entry_add_dep(e, p, h);
    }
    cJSON_ArrayForEach(d, cJSON_GetObjectItem(j, "outputs")) {
        const char *p = cJSON_GetStringValue(cJSON_GetObjectItem(d, "path"));
        cJSON *t = cJSON_GetObjectItem(d, "text");
        cJSON *l = cJSON_GetObjectItem(d, "length");
        if (!p || !cJSON_IsNumber(l))
            goto out;
        const char *ts = cJSON_IsString(t) ? t->valuestring : NULL;
        /* Texts with NUL bytes do not survive JSON: their length gives them away. */
        if (ts && strlen(ts) != (size_t)l->valuedouble)
            goto out;
        /* an output's own counters are what the report shows for that file */
        dg_stats st;
        dg_stats_init(&st);
        cJSON *ch = cJSON_GetObjectItem(d, "changes");
        int bad = !cJSON_IsObject(ch) || rr_stats_from_json(ch, &st) != 0;
        if (!bad)
            ch_entry_add_output(e, p, ts, ts ? strlen(ts) : 0,
                                cJSON_IsTrue(cJSON_GetObjectItem(d, "changed")), &st);
        dg_stats_free(&st);
        if (bad)
            goto out;
    }
    if (rr_findings_from_json(cJSON_GetObjectItem(j, "findings"), &e->diags) != 0 ||
        rr_stats_from_json(cJSON_GetObjectItem(j, "changes"), &e->stats) != 0)
        goto out;
    ok = 1;
out:
    cJSON_Delete(j);
    if (!ok) {
        ch_entry_free(e);
        return -1;
    }
    return 0;
}

int ch_store(const char *cache_dir, const ch_entry *e)
{
    char hex[33];
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "name", e->name);
    ch_hash_hex(e->key, hex);
    cJSON_AddStringToObject(j, "key", hex);
    cJSON_AddNumberToObject(j, "status", e->status);
    cJSON_AddNumberToObject(j, "seconds", e->seconds);
    cJSON *deps = cJSON_AddArrayToObject(j, "deps");
    for (size_t i = 0; i < e->deps.n; i++) {
        cJSON *d = cJSON_CreateObject();
        cJSON_AddStringToObject(d, "path", e->deps.v[i].path);
        ch_hash_hex(e->deps.v[i].hash, hex);
        cJSON_AddStringToObject(d, "hash", hex);
        cJSON_AddItemToArray(deps, d);
    }
    cJSON *outs = cJSON_AddArrayToObject(j, "outputs");
    for (size_t i = 0; i < e->outs.n; i++) {
        cJSON *d = cJSON_CreateObject();
        cJSON_AddStringToObject(d, "path", e->outs.v[i].path);
        cJSON_AddBoolToObject(d, "changed", e->outs.v[i].changed);
        cJSON_AddNumberToObject(d, "length", (double)e->outs.v[i].len);
        if (e->outs.v[i].text)
            cJSON_AddStringToObject(d, "text", e->outs.v[i].text);
        cJSON_AddItemToObject(d, "changes", rr_stats_to_json(&e->outs.v[i].stats));
        cJSON_AddItemToArray(outs, d);
    }
    cJSON_AddItemToObject(j, "findings", rr_findings_to_json(&e->diags));
    cJSON_AddItemToObject(j, "changes", rr_stats_to_json(&e->stats));
    char *s = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    if (!s)
        return -1;
    char *path = ch_entry_path(cache_dir, e->name);
    char *dir = ut_dirname(path), err[256];
    /* never written through a FIFO, device or link left where the entry goes: not stored */
    int rc = ch_regular_or_none(path) && ut_mkdirs(dir) == 0
                 ? ut_write_atomic(path, s, strlen(s), err, sizeof err) : -1;
    free(dir);
    free(path);
    free(s);
    return rc;
}
