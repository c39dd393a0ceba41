/*
 * fixture_support.h — what the C runners of the golden fixtures (fixtures_test.c,
 * button_fixtures_test.c, toolbar_fixtures_test.c) share: the fixed-width measure callback,
 * reading a fixture file and its values with cJSON, describing rects, comparing a recorded
 * expectation with the library's result, and listing a fixture directory. Header-only (each
 * runner is one program: static inline, so a runner may leave some unused); include after <cJSON.h>, "buttongroup.h" and "common/check.h".
 */
#ifndef BG_FIXTURE_SUPPORT_H
#define BG_FIXTURE_SUPPORT_H

#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The fixtures' measurer: `advance` points per Unicode scalar, lines `height` high. */
typedef struct {
    double advance, height;
} fixed_metrics;

static inline bg_status fixture_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                        double max_width, bg_size *out) {
    const fixed_metrics *metrics = user_data;
    size_t scalars = 0;
    (void)font;
    (void)max_width;
    for (size_t i = 0; i < text_len; i++) {
        if (((unsigned char)text[i] & 0xC0) != 0x80) scalars++; /* count non-continuation bytes */
    }
    out->width = metrics->advance * (double)scalars;
    out->height = metrics->height;
    return BG_OK;
}

/* The whole file at `path`, NUL-terminated (free it), or NULL. */
static inline char *read_file(const char *path) {
    FILE *file = fopen(path, "rb");
    char *text = NULL;
    long size;
    if (!file) return NULL;
    if (fseek(file, 0, SEEK_END) == 0 && (size = ftell(file)) >= 0 && fseek(file, 0, SEEK_SET) == 0) {
        text = malloc((size_t)size + 1);
        if (text && fread(text, 1, (size_t)size, file) == (size_t)size) {
            text[size] = '\0';
        } else {
            free(text);
            text = NULL;
        }
    }
    fclose(file);
    return text;
}

static inline const cJSON *get(const cJSON *object, const char *key) { return cJSON_GetObjectItemCaseSensitive(object, key); }

static inline double number_or(const cJSON *object, const char *key, double fallback) {
    const cJSON *value = get(object, key);
    return cJSON_IsNumber(value) ? value->valuedouble : fallback;
}

static inline const char *string_or_null(const cJSON *object, const char *key) {
    const cJSON *value = get(object, key);
    return cJSON_IsString(value) ? value->valuestring : NULL;
}

/* The index of `name` in `names` (the enum's C value), or -1. */
static inline int enum_value(const char *name, const char *const *names, int count) {
    for (int i = 0; name && i < count; i++) {
        if (strcmp(name, names[i]) == 0) return i;
    }
    return -1;
}

static inline cJSON *rect_json(bg_rect r) {
    const double values[] = {r.x, r.y, r.width, r.height};
    return cJSON_CreateDoubleArray(values, 4);
}

static inline cJSON *string_or_json_null(const char *text) { return text ? cJSON_CreateString(text) : cJSON_CreateNull(); }

/* The first difference between an expectation `e` and a result `a` (same keys, same array
 * lengths, numbers within 1e-6, equal strings, booleans and nulls) written to `out`: 1, or 0
 * when they agree. */
static inline int difference(const cJSON *e, const cJSON *a, const char *path, char *out, size_t size) {
    char child[512];
    if (cJSON_IsObject(e) && cJSON_IsObject(a)) {
        const cJSON *item;
        cJSON_ArrayForEach(item, e) {
            if (!get(a, item->string)) {
                snprintf(out, size, "%s: key \"%s\" missing from the library's layout", path, item->string);
                return 1;
            }
        }
        cJSON_ArrayForEach(item, a) {
            if (!get(e, item->string)) {
                snprintf(out, size, "%s: the fixture has no key \"%s\"", path, item->string);
                return 1;
            }
        }
        cJSON_ArrayForEach(item, e) {
            snprintf(child, sizeof child, "%s.%s", path, item->string);
            if (difference(item, get(a, item->string), child, out, size)) return 1;
        }
        return 0;
    }
    if (cJSON_IsArray(e) && cJSON_IsArray(a)) {
        int ne = cJSON_GetArraySize(e), na = cJSON_GetArraySize(a);
        if (ne != na) {
            snprintf(out, size, "%s: expected %d elements, got %d", path, ne, na);
            return 1;
        }
        for (int i = 0; i < ne; i++) {
            snprintf(child, sizeof child, "%s[%d]", path, i);
            if (difference(cJSON_GetArrayItem(e, i), cJSON_GetArrayItem(a, i), child, out, size)) return 1;
        }
        return 0;
    }
    if (cJSON_IsNumber(e) && cJSON_IsNumber(a)) {
        if (fabs(e->valuedouble - a->valuedouble) <= 1e-6) return 0;
        snprintf(out, size, "%s: expected %.10g, got %.10g", path, e->valuedouble, a->valuedouble);
        return 1;
    }
    if (cJSON_IsString(e) && cJSON_IsString(a)) {
        if (strcmp(e->valuestring, a->valuestring) == 0) return 0;
        snprintf(out, size, "%s: expected \"%s\", got \"%s\"", path, e->valuestring, a->valuestring);
        return 1;
    }
    if (cJSON_IsBool(e) && cJSON_IsBool(a)) {
        if (cJSON_IsTrue(e) == cJSON_IsTrue(a)) return 0;
        snprintf(out, size, "%s: expected %s, got %s", path, cJSON_IsTrue(e) ? "true" : "false",
                 cJSON_IsTrue(a) ? "true" : "false");
        return 1;
    }
    if (cJSON_IsNull(e) && cJSON_IsNull(a)) return 0;
    {
        char *es = e ? cJSON_PrintUnformatted(e) : NULL, *as = a ? cJSON_PrintUnformatted(a) : NULL;
        snprintf(out, size, "%s: expected %s, got %s", path, es ? es : "(nothing)", as ? as : "(nothing)");
        cJSON_free(es);
        cJSON_free(as);
    }
    return 1;
}

static inline int compare_names(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The .json files of `directory`, sorted, into files[0 ... max - 1] (free each); how many, or -1
 * when the directory cannot be opened. */
static inline int fixture_files(const char *directory, char **files, int max) {
    int count = 0;
    struct dirent *entry;
    DIR *dir = opendir(directory);
    if (!dir) return -1;
    while ((entry = readdir(dir)) != NULL && count < max) {
        size_t len = strlen(entry->d_name);
        if (len > 5 && strcmp(entry->d_name + len - 5, ".json") == 0) {
            files[count] = malloc(len + 1);
            if (files[count]) memcpy(files[count++], entry->d_name, len + 1);
        }
    }
    closedir(dir);
    qsort(files, (size_t)count, sizeof *files, compare_names);
    return count;
}

#endif /* BG_FIXTURE_SUPPORT_H */
