/*
 * input_limits_test.c — inputs larger than the documented limits (common.h, "Memory") are
 * refused before anything is allocated for them, with BG_E_NO_MEMORY naming the limit: more
 * than BG_MAX_ITEMS items (or text runs in a button configuration), a string longer than
 * BG_MAX_STRING_BYTES, more than BG_MAX_UPDATE_BYTES of strings in one update (or one button
 * configuration), theme JSON longer than BG_MAX_THEME_BYTES (SIZE_MAX included) or holding
 * more than BG_MAX_THEME_VALUES values, one more object of a kind when BG_MAX_LIVE_OBJECTS are
 * live. Inputs at a limit are accepted. More runs than their text has bytes is
 * BG_E_INVALID_ARGUMENT, naming the first beyond it. A slot limit (max_visible) of 1
 * is refused from C and from theme JSON: a group that overflows always shows an item beside
 * More. A refused call changes nothing.
 */
#include <stdint.h>
#include <stdio.h>
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

/* BG_MAX_LIVE_OBJECTS groups live: one more is refused; once one is freed, one can be made. */
static void test_live_object_limit(void) {
    bg_group *live = malloc(BG_MAX_LIVE_OBJECTS * sizeof *live);
    bg_group extra = {77};
    uint32_t made = 0;
    if (!live) abort();
    /* Groups other suites left alive count too: make as many as there is room for. */
    while (made < BG_MAX_LIVE_OBJECTS && bg_group_create((bg_theme){0}, NULL, &live[made]) == BG_OK) made++;
    CHECK(made > BG_MAX_LIVE_OBJECTS - 16);
    CHECK_STATUS(bg_group_create((bg_theme){0}, NULL, &extra), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "65536");
    CHECK_EQ_INT(extra.id, 77);
    CHECK_OK(bg_group_free(live[made / 2]));
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &live[made / 2]));
    for (uint32_t i = 0; i < made; i++) CHECK_OK(bg_group_free(live[i]));
    free(live);
}

/* Theme JSON small in bytes that would expand: more than BG_MAX_THEME_VALUES values. */
static void test_theme_value_limit(void) {
    /* {"x":[0,0,...]} with n zeros holds n + 2 values (the object, the array, the zeros). */
    size_t zeros = BG_MAX_THEME_VALUES - 2, length = 0;
    char *json = malloc(2 * (size_t)BG_MAX_THEME_VALUES + 16);
    bg_theme theme = {77};
    if (!json) abort();
    length += (size_t)sprintf(json, "{\"x\":[");
    for (size_t i = 0; i < zeros; i++) {
        json[length++] = '0';
        json[length++] = ',';
    }
    json[length - 1] = ']';
    json[length++] = '}';
    CHECK_OK(bg_theme_load(json, length, &theme)); /* at the limit: loads, "x" unknown */
    CHECK_OK(bg_theme_free(theme));
    memmove(json + 8, json + 6, length - 6); /* one zero more, after the '[' */
    memcpy(json + 6, "0,", 2);
    length += 2;
    theme.id = 77;
    CHECK_STATUS(bg_theme_load(json, length, &theme), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_THEME_VALUES");
    CHECK_EQ_INT(theme.id, 77);
    free(json);
}

/* A button configuration's runs and strings, counted before any of them is copied. */
static void test_button_configuration_limits(void) {
    bg_button_config config;
    bg_button button = {77};
    bg_text_run run = {.start = 0, .length = 1};
    char *family = long_string(BG_MAX_STRING_BYTES);
    enum { RUNS = BG_MAX_UPDATE_BYTES / BG_MAX_STRING_BYTES + 1 };
    bg_text_run *runs = calloc(RUNS, sizeof *runs);
    char title[RUNS + 1];
    if (!runs) abort();
    CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Pay";
    /* A count beyond BG_MAX_ITEMS, and one beyond the text: refused before reading the runs. */
    config.title_runs = &run;
    config.title_run_count = UINT32_MAX;
    CHECK_STATUS(bg_button_create((bg_theme){0}, &config, &button), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_ITEMS");
    config.title_run_count = BG_MAX_ITEMS / 2 + 1;
    config.subtitle = "Now";
    config.subtitle_runs = &run;
    config.subtitle_run_count = BG_MAX_ITEMS / 2;
    CHECK_STATUS(bg_button_create((bg_theme){0}, &config, &button), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_ITEMS");
    /* More runs than "Pay" has bytes: the first beyond it is refused, with room reserved for 3. */
    config.subtitle_run_count = 0;
    for (int i = 0; i < 4; i++) runs[i] = (bg_text_run){.start = (uint32_t)i, .length = 1};
    config.title_runs = runs;
    config.title_run_count = 4;
    CHECK_STATUS(bg_button_create((bg_theme){0}, &config, &button), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "config.title_runs[3]");
    /* 65 runs whose fonts' families are 1 MiB each: more than BG_MAX_UPDATE_BYTES in all. */
    memset(title, 'a', RUNS);
    title[RUNS] = '\0';
    for (int i = 0; i < RUNS; i++) {
        runs[i] = (bg_text_run){.start = (uint32_t)i, .length = 1, .font = {family, 12, 400, 0}};
    }
    config.title = title;
    config.title_runs = runs;
    config.title_run_count = RUNS;
    CHECK_STATUS(bg_button_create((bg_theme){0}, &config, &button), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_UPDATE_BYTES");
    CHECK_EQ_INT(button.id, 77);
    config.title_run_count = RUNS - 2; /* 63 MiB and a few bytes: within the limit */
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
    CHECK_OK(bg_button_free(button));
    free(runs);
    free(family);
}

void test_input_limits(void) {
    test_live_object_limit();
    test_theme_value_limit();
    test_button_configuration_limits();
    test_string_and_update_limits();
    test_item_count_limit();
    test_theme_size_limit();
    test_slot_limit_of_one_is_refused();
}
