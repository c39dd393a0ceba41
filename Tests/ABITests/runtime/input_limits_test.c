/*
 * input_limits_test.c — inputs larger than the documented limits are refused before anything
 * is allocated for them, with BG_E_NO_MEMORY naming the limit: more than BG_MAX_ITEMS items, a
 * string longer than BG_MAX_STRING_BYTES, more than BG_MAX_UPDATE_BYTES of strings in one
 * update, theme JSON longer than BG_MAX_THEME_BYTES (SIZE_MAX included). Inputs at a limit are
 * accepted. A slot limit (max_visible) of 1 is refused from C and from theme JSON: a group that
 * overflows always shows an item beside More. A refused call changes nothing.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* A string of `length` 'a's (malloc'ed). */
static char *long_string(size_t length) {
    char *text = malloc(length + 1);
    if (!text) abort();
    memset(text, 'a', length);
    text[length] = '\0';
    return text;
}

static void test_string_and_update_limits(void) {
    static const char *const titles[] = {"Pay"};
    bg_group group = make_group(titles, 1);
    char *at_limit = long_string(BG_MAX_STRING_BYTES);
    char *over_limit = long_string(BG_MAX_STRING_BYTES + 1);
    bg_item item = plain_item(at_limit);
    uint32_t count = 0;

    CHECK_OK(bg_group_update(group, &item, 1));
    item.accessibility_label = over_limit;
    CHECK_STATUS(bg_group_update(group, &item, 1), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "items[0].accessibility_label");
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_STRING_BYTES");

    /* 65 titles of 1 MiB: more than the 64 MiB one update may carry. */
    enum { MANY = BG_MAX_UPDATE_BYTES / BG_MAX_STRING_BYTES + 1 };
    bg_item *items = malloc(MANY * sizeof *items);
    if (!items) abort();
    for (int i = 0; i < MANY; i++) items[i] = plain_item(at_limit);
    CHECK_STATUS(bg_group_update(group, items, MANY), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_UPDATE_BYTES");
    CHECK_OK(bg_group_item_count(group, &count));
    CHECK_EQ_INT(count, 1); /* the group kept its items */
    free(items);
    free(at_limit);
    free(over_limit);
    CHECK_OK(bg_group_free(group));
}

static void test_item_count_limit(void) {
    static const char *const titles[] = {"Pay"};
    bg_group group = make_group(titles, 1);
    bg_item *items = calloc(BG_MAX_ITEMS + 1, sizeof *items);
    probe last = make_probe("last");
    uint32_t count = 0;
    if (!items) abort();
    for (uint32_t i = 0; i <= BG_MAX_ITEMS; i++) items[i] = plain_item("x");
    items[BG_MAX_ITEMS] = probe_item("x", &last, 0);
    CHECK_STATUS(bg_group_update(group, items, BG_MAX_ITEMS + 1), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_ITEMS");
    CHECK_EQ_INT(last.destroyed, 1); /* a refused update still releases every user_data once */
    CHECK_OK(bg_group_item_count(group, &count));
    CHECK_EQ_INT(count, 1);
    free(items);
    CHECK_OK(bg_group_free(group));
}

static void test_theme_size_limit(void) {
    bg_theme theme = {77};
    char *json = long_string(BG_MAX_THEME_BYTES + 1);
    json[0] = '{';
    CHECK_STATUS(bg_theme_load(json, BG_MAX_THEME_BYTES + 1, &theme), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_THEME_BYTES");
    CHECK_STATUS(bg_theme_load("{}", SIZE_MAX, &theme), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "18446744073709551615 bytes");
    CHECK_EQ_INT(theme.id, 77);
    /* At the limit: a valid theme padded with spaces loads. */
    memset(json, ' ', BG_MAX_THEME_BYTES);
    memcpy(json, "{}", 2);
    CHECK_OK(bg_theme_load(json, BG_MAX_THEME_BYTES, &theme));
    CHECK_OK(bg_theme_free(theme));
    free(json);
}

static void test_slot_limit_of_one_is_refused(void) {
    static const char *const titles[] = {"Pay", "Transfer", "History"};
    bg_group group = make_group(titles, 3);
    bg_group_params params;
    bg_layout layout = new_layout();
    bg_theme theme = {77};
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    params.max_visible = 1;
    CHECK_STATUS(bg_group_set_params(group, &params), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "params.max_visible");
    params.max_visible = BG_MIN_MAX_VISIBLE; /* 2: one item and More */
    CHECK_OK(bg_group_set_params(group, &params));
    CHECK_OK(bg_group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.slot_count, 2);
    CHECK_EQ_INT(layout.slots[0].kind, BG_SLOT_ITEM);
    CHECK_EQ_INT(layout.slots[1].kind, BG_SLOT_MORE);
    CHECK_EQ_INT(layout.overflow_count, 2);
    const char *json = "{\"parameters\": {\"buttonGroup\": {\"maxVisible\": 1}}}";
    CHECK_STATUS(bg_theme_load(json, strlen(json), &theme), BG_E_PARSE);
    CHECK_CONTAINS(bg_last_error_message(), "maxVisible");
    CHECK_EQ_INT(theme.id, 77);
    CHECK_OK(bg_group_free(group));
}

void test_input_limits(void) {
    test_string_and_update_limits();
    test_item_count_limit();
    test_theme_size_limit();
    test_slot_limit_of_one_is_refused();
}
