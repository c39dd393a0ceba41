/* handles_random_test.c — handles carry the loaded instance of the library they come from, and
 * are not predictable:
 *  - two copies of the library loaded in one process (the .so copied to another path, both
 *    dlopen'ed RTLD_LOCAL) are two instances; a handle of one, group or theme, is
 *    BG_E_INVALID_HANDLE in the other, in both directions, for every one of many handles, and
 *    the refused calls hurt nothing (each copy's own handles still work);
 *  - the first group of an instance has a different id in each instance and in each process
 *    (this program runs itself twice with --first-id), and no id is a small integer (the high
 *    half of every id is non-zero).
 *
 *   handles_random_test            the checks above
 *   handles_random_test --first-id prints the id of the first group of a fresh process
 *
 * Built with -DBG_LIBRARY_PATH="/abs/path/libbuttongroup.so.1"; not linked with the library. */
#define _GNU_SOURCE
#include "buttongroup.h"
#include <dlfcn.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef BG_LIBRARY_PATH
#error "compile with -DBG_LIBRARY_PATH='\"/path/to/libbuttongroup.so.1\"'"
#endif

enum { GROUPS = 1000 };

static int passed, failed;

#define CHECK(condition, ...)                                                                 \
    do {                                                                                      \
        if (condition) passed++;                                                              \
        else {                                                                                \
            failed++;                                                                         \
            fprintf(stderr, "%s:%d: FAILED: %s: ", __FILE__, __LINE__, #condition);          \
            fprintf(stderr, __VA_ARGS__);                                                     \
            fputc('\n', stderr);                                                              \
        }                                                                                     \
    } while (0)

/* The functions the test calls, looked up in one loaded instance. */
typedef struct api {
    void *library;
    bg_status (*group_create)(bg_theme, const bg_group_params *, bg_group *);
    bg_status (*group_item_count)(bg_group, uint32_t *);
    bg_status (*group_layout)(bg_group, double, double, int32_t, bg_layout *);
    bg_status (*group_free)(bg_group);
    bg_status (*theme_load)(const char *, size_t, bg_theme *);
    bg_status (*theme_number)(bg_theme, const char *, double *);
    bg_status (*theme_free)(bg_theme);
} api;

/* Loads the library at `path` as an instance of its own (RTLD_LOCAL); 0 on failure. */
static int open_instance(const char *path, api *out) {
    memset(out, 0, sizeof *out);
    out->library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!out->library) { fprintf(stderr, "dlopen %s: %s\n", path, dlerror()); return 0; }
    *(void **)&out->group_create = dlsym(out->library, "bg_group_create");
    *(void **)&out->group_item_count = dlsym(out->library, "bg_group_item_count");
    *(void **)&out->group_layout = dlsym(out->library, "bg_group_layout");
    *(void **)&out->group_free = dlsym(out->library, "bg_group_free");
    *(void **)&out->theme_load = dlsym(out->library, "bg_theme_load");
    *(void **)&out->theme_number = dlsym(out->library, "bg_theme_number");
    *(void **)&out->theme_free = dlsym(out->library, "bg_theme_free");
    return out->group_create && out->group_item_count && out->group_layout && out->group_free
        && out->theme_load && out->theme_number && out->theme_free;
}

/* Copies the file at `from` to `to`; 0 on failure. */
static int copy_file(const char *from, const char *to) {
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    char buffer[1 << 16];
    size_t got;
    int ok = in && out;
    while (ok && (got = fread(buffer, 1, sizeof buffer, in)) > 0) ok = fwrite(buffer, 1, got, out) == got;
    if (in) fclose(in);
    if (out && fclose(out) != 0) ok = 0;
    return ok;
}

/* The other copy's handles (`foreign` groups and a theme) are refused by `self`, whose `own`
 * groups are left unharmed. */
static void check_refuses(const char *name, const api *self, const bg_group *own, const bg_group *foreign,
                          bg_theme foreign_theme) {
    long accepted = 0, small = 0;
    uint32_t count;
    bg_layout layout = {.struct_size = sizeof layout};
    for (int i = 0; i < GROUPS; i++) {
        accepted += self->group_item_count(foreign[i], &count) != BG_E_INVALID_HANDLE;
        accepted += self->group_layout(foreign[i], 320, 2, BG_DIRECTION_LTR, &layout) != BG_E_INVALID_HANDLE;
        accepted += self->group_free(foreign[i]) != BG_E_INVALID_HANDLE;
        small += foreign[i].id >> 32 == 0;
    }
    double value;
    bg_group group;
    accepted += self->theme_number(foreign_theme, "spacer/md", &value) != BG_E_INVALID_HANDLE;
    accepted += self->group_create(foreign_theme, NULL, &group) != BG_E_INVALID_HANDLE;
    accepted += self->theme_free(foreign_theme) != BG_E_INVALID_HANDLE;
    CHECK(accepted == 0, "%s accepted %ld calls with the other copy's handles", name, accepted);
    CHECK(small == 0, "%ld of the other copy's ids are below 2^32", small);
    long alive = 0;
    for (int i = 0; i < GROUPS; i++) alive += self->group_item_count(own[i], &count) == BG_OK;
    CHECK(alive == GROUPS, "%s: only %ld of its own %d groups still answer", name, alive, GROUPS);
}

/* The id of the first group of a fresh process, printed by `self --first-id`. */
static uint64_t first_id_of_a_new_process(const char *self) {
    char command[4096];
    unsigned long long id = 0;
    snprintf(command, sizeof command, "'%s' --first-id", self);
    FILE *child = popen(command, "r");
    if (!child || fscanf(child, "%llx", &id) != 1) id = 0;
    if (child) pclose(child);
    return id;
}

int main(int argc, char **argv) {
    api a, b;
    if (argc > 1 && strcmp(argv[1], "--first-id") == 0) {
        bg_group group;
        if (!open_instance(BG_LIBRARY_PATH, &a) || a.group_create((bg_theme){0}, NULL, &group) != BG_OK) return 1;
        printf("%" PRIx64 "\n", group.id);
        return 0;
    }
    char directory[] = "/tmp/bg_handles_XXXXXX", copy[sizeof directory + 32];
    if (!mkdtemp(directory)) { perror("mkdtemp"); return 1; }
    snprintf(copy, sizeof copy, "%s/libbuttongroup_copy.so", directory);
    CHECK(copy_file(BG_LIBRARY_PATH, copy), "copying the library to %s", copy);
    int loaded = open_instance(BG_LIBRARY_PATH, &a) && open_instance(copy, &b);
    CHECK(loaded, "loading both copies");
    if (!loaded) return 1;
    CHECK(a.library != b.library && a.group_create != b.group_create,
          "the two paths gave one instance");

    static bg_group in_a[GROUPS], in_b[GROUPS];
    long created = 0;
    for (int i = 0; i < GROUPS; i++)
        created += a.group_create((bg_theme){0}, NULL, &in_a[i]) == BG_OK && b.group_create((bg_theme){0}, NULL, &in_b[i]) == BG_OK;
    CHECK(created == GROUPS, "creating groups");
    static const char json[] = "{\"spacer\": {\"md\": 17}}";
    bg_theme theme_a, theme_b;
    CHECK(a.theme_load(json, strlen(json), &theme_a) == BG_OK && b.theme_load(json, strlen(json), &theme_b) == BG_OK,
          "loading themes");
    CHECK(in_a[0].id != in_b[0].id, "both copies' first group is 0x%" PRIx64, in_a[0].id);

    check_refuses("copy B", &b, in_b, in_a, theme_a);
    check_refuses("copy A", &a, in_a, in_b, theme_b);

    uint64_t first = first_id_of_a_new_process(argv[0]), second = first_id_of_a_new_process(argv[0]);
    CHECK(first != 0 && second != 0, "running %s --first-id", argv[0]);
    CHECK(first != second && first != in_a[0].id, "the first group is 0x%" PRIx64 " in every process", first);

    long freed = 0;
    for (int i = 0; i < GROUPS; i++) freed += a.group_free(in_a[i]) == BG_OK && b.group_free(in_b[i]) == BG_OK;
    CHECK(freed == GROUPS, "freeing each copy's own groups");
    CHECK(a.theme_free(theme_a) == BG_OK && b.theme_free(theme_b) == BG_OK, "freeing each copy's own theme");
    dlclose(b.library);
    dlclose(a.library);
    unlink(copy);
    rmdir(directory);
    printf("handles: two copies of the library in one process refuse each other's %d groups and theme "
           "(first group 0x%" PRIx64 " vs 0x%" PRIx64 "); first group of two fresh processes 0x%" PRIx64 " and 0x%" PRIx64 "\n",
           GROUPS, in_a[0].id, in_b[0].id, first, second);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
