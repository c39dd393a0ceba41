/*
 * memory_limit_test.c — under an address-space limit (RLIMIT_AS, as a container or `ulimit -v`
 * sets), inputs beyond the library's documented limits are refused with BG_E_NO_MEMORY before
 * they are allocated: the process does not abort ("Fatal error: failed to allocate") and the
 * library stays usable. The inputs: a 40 MB theme of keys the library ignores, an update of
 * BG_MAX_ITEMS + 1 items, a title of BG_MAX_STRING_BYTES + 1 bytes.
 *
 * The limit is what the process uses after setting up, plus 256 MiB: more than the library
 * needs for anything it accepts here, less than any of these inputs would take to parse or
 * copy. Not run under the sanitizers (they reserve terabytes of address space).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "buttongroup.h"
#include "../ABITests/common/check.h"

/* The process's address space in bytes (/proc/self/statm, first field, in pages). */
static unsigned long long address_space(void) {
    unsigned long long pages = 0;
    FILE *statm = fopen("/proc/self/statm", "r");
    if (!statm || fscanf(statm, "%llu", &pages) != 1) abort();
    fclose(statm);
    return pages * 4096ull;
}

/* 40 MB of JSON: one object of many ignored keys. */
static char *big_theme(size_t *length) {
    enum { SIZE = 40 * 1000 * 1000 };
    char *json = malloc(SIZE);
    if (!json) abort();
    size_t at = 0;
    json[at++] = '{';
    for (int key = 0; at + 32 < SIZE; key++) at += (size_t)snprintf(json + at, 32, "\"k%d\":[1,2,3],", key);
    json[at - 1] = '}';
    *length = at;
    return json;
}

int main(void) {
    size_t theme_length = 0;
    char *theme_json = big_theme(&theme_length);
    bg_item *items = calloc(BG_MAX_ITEMS + 1, sizeof *items);
    char *title = malloc(BG_MAX_STRING_BYTES + 2);
    if (!items || !title) abort();
    for (uint32_t i = 0; i <= BG_MAX_ITEMS; i++) {
        bg_item_init(&items[i]);
        items[i].title = "Item";
    }
    memset(title, 'a', BG_MAX_STRING_BYTES + 1);
    title[BG_MAX_STRING_BYTES + 1] = '\0';
    bg_group group;
    bg_layout layout = {.struct_size = sizeof layout};
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_update(group, items, 3));
    CHECK_OK(bg_group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout));

    struct rlimit limit;
    limit.rlim_cur = limit.rlim_max = address_space() + 256ull * 1024 * 1024;
    if (setrlimit(RLIMIT_AS, &limit) != 0) {
        perror("setrlimit");
        return 1;
    }

    bg_theme theme = {77};
    CHECK_STATUS(bg_theme_load(theme_json, theme_length, &theme), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_THEME_BYTES");
    CHECK_EQ_INT(theme.id, 77);
    CHECK_STATUS(bg_group_update(group, items, BG_MAX_ITEMS + 1), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_ITEMS");
    items[0].title = title;
    CHECK_STATUS(bg_group_update(group, items, 1), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_STRING_BYTES");

    /* Still usable, with what it had. */
    uint32_t count = 0;
    CHECK_OK(bg_group_item_count(group, &count));
    CHECK_EQ_INT(count, 3);
    CHECK_OK(bg_group_layout(group, 300, 2, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.slot_count, 3);
    CHECK_OK(bg_group_free(group));
    free(theme_json);
    free(items);
    free(title);
    return check_summary();
}
