/* The large and hostile inputs of the README's "Guarantees" table that the ABI convention
 * tests do not already cover: a million items, a 1 MB title, 1e308 and other absurd numbers,
 * a million nested arrays, truncated JSON. Each gets a clean answer and leaves the library
 * usable. */
#include "buttongroup.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed, failed;

#define CHECK(condition)                                                                      \
    do {                                                                                      \
        if (condition) passed++;                                                              \
        else {                                                                                \
            failed++;                                                                         \
            fprintf(stderr, "%s:%d: FAILED: %s (%s)\n", __FILE__, __LINE__, #condition,      \
                    bg_last_error_message());                                                 \
        }                                                                                     \
    } while (0)

static long sheet_entries;

static bg_status count_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet) {
    (void)user_data;
    (void)group;
    sheet_entries = sheet->item_count;
    return BG_OK;
}

/* The library still works: a fresh group lays out. */
static int still_usable(void) {
    bg_group group;
    bg_item item;
    bg_item_init(&item);
    item.title = "OK";
    bg_layout layout = {.struct_size = sizeof layout};
    int ok = bg_group_create((bg_theme){0}, NULL, &group) == BG_OK && bg_group_update(group, &item, 1) == BG_OK
          && bg_group_layout(group, 100, 1, BG_DIRECTION_LTR, &layout) == BG_OK && layout.slot_count == 1;
    bg_group_free(group);
    return ok;
}

static void million_items(void) {
    enum { COUNT = 1000000 };
    bg_item *items = calloc(COUNT, sizeof *items);
    if (!items) abort();
    for (long i = 0; i < COUNT; i++) {
        bg_item_init(&items[i]);
        items[i].title = i % 2 ? "Transfer" : "Pay";
    }
    bg_group group;
    CHECK(bg_group_create((bg_theme){0}, NULL, &group) == BG_OK);
    CHECK(bg_group_update(group, items, COUNT) == BG_OK);
    uint32_t count = 0;
    CHECK(bg_group_item_count(group, &count) == BG_OK && count == COUNT);
    bg_layout layout = {.struct_size = sizeof layout};
    CHECK(bg_group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout) == BG_OK);
    CHECK(layout.slot_count == 3 && layout.overflow_count == COUNT - 2);
    CHECK(layout.overflow_items[COUNT - 3] == COUNT - 1);
    CHECK(bg_group_set_sheet_callback(group, count_sheet, NULL, NULL) == BG_OK);
    CHECK(bg_group_activate_slot(group, 2) == BG_OK && sheet_entries == COUNT - 2);
    CHECK(bg_group_choose_sheet_item(group, COUNT - 3) == BG_OK);

    bg_group_params params;
    CHECK(bg_group_params_init((bg_theme){0}, &params) == BG_OK);
    params.overflow_policy = BG_OVERFLOW_WIDTH;
    params.max_visible = 0;
    CHECK(bg_group_set_params(group, &params) == BG_OK);
    CHECK(bg_group_layout(group, 2000, 1, BG_DIRECTION_RTL, &layout) == BG_OK);
    CHECK(layout.slot_count >= 2 && layout.slot_count < 100 && layout.slots[layout.slot_count - 1].kind == BG_SLOT_MORE);
    CHECK(bg_group_free(group) == BG_OK);
    free(items);
}

static void megabyte_title(void) {
    enum { SIZE = 1 << 20 };
    char *title = malloc(SIZE + 1);
    if (!title) abort();
    for (long i = 0; i < SIZE; i++) title[i] = (char)('a' + i % 26);
    title[SIZE] = '\0';
    bg_item item;
    bg_item_init(&item);
    item.title = title;
    bg_group group;
    bg_layout layout = {.struct_size = sizeof layout};
    CHECK(bg_group_create((bg_theme){0}, NULL, &group) == BG_OK);
    CHECK(bg_group_update(group, &item, 1) == BG_OK);
    CHECK(bg_group_layout(group, 300, 3, BG_DIRECTION_LTR, &layout) == BG_OK);
    CHECK(layout.slots[0].title_truncated && strlen(layout.slots[0].title) < 100);
    CHECK(strlen(layout.accessibility[0].label) == SIZE);
    CHECK(bg_group_layout(group, 301, 3, BG_DIRECTION_RTL, &layout) == BG_OK && layout.slots[0].title_truncated);
    CHECK(bg_group_free(group) == BG_OK);
    free(title);
}

static void absurd_numbers(void) {
    const double widths[] = {NAN, INFINITY, -INFINITY, -1, 1e308, 1e7 + 1, -0.0 - 1e-300};
    bg_group group;
    bg_layout layout = {.struct_size = sizeof layout};
    CHECK(bg_group_create((bg_theme){0}, NULL, &group) == BG_OK);
    for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
        CHECK(bg_group_layout(group, widths[i], 2, BG_DIRECTION_LTR, &layout) == BG_E_INVALID_ARGUMENT);
        CHECK(strstr(bg_last_error_message(), "width") != NULL);
    }
    const double scales[] = {NAN, 0, -2, 1e-9, 1e308};
    for (size_t i = 0; i < sizeof scales / sizeof scales[0]; i++)
        CHECK(bg_group_layout(group, 100, scales[i], BG_DIRECTION_LTR, &layout) == BG_E_INVALID_ARGUMENT);
    CHECK(bg_group_layout(group, 1e7, 1000, BG_DIRECTION_LTR, &layout) == BG_OK);
    CHECK(bg_group_tap(group, NAN, 0, NULL) == BG_E_INVALID_ARGUMENT);
    CHECK(bg_group_pointer(group, BG_POINTER_DOWN, 1e308, -1e308, NULL) == BG_OK);
    bg_group_params params;
    CHECK(bg_group_params_init((bg_theme){0}, &params) == BG_OK);
    params.layout.spacing = 1e308;
    CHECK(bg_group_set_params(group, &params) == BG_E_INVALID_ARGUMENT);
    params.layout.spacing = 8;
    params.overflow_hysteresis = NAN;
    CHECK(bg_group_set_params(group, &params) == BG_E_INVALID_ARGUMENT);
    CHECK(bg_group_free(group) == BG_OK);
}

static void hostile_json(void) {
    enum { DEPTH = 1000000 };
    char *nested = malloc(DEPTH);
    if (!nested) abort();
    memset(nested, '[', DEPTH);
    bg_theme theme;
    CHECK(bg_theme_load(nested, DEPTH, &theme) == BG_E_PARSE);
    CHECK(strstr(bg_last_error_message(), "line 1, column") != NULL);
    free(nested);
    const char *truncated[] = {"{", "{\"spacer\":", "{\"spacer\":{\"md\":1", "{\"spacer\":{\"md\":\"spac", "[1,2", "\"\\u12"};
    for (size_t i = 0; i < sizeof truncated / sizeof truncated[0]; i++) {
        CHECK(bg_theme_load(truncated[i], strlen(truncated[i]), &theme) == BG_E_PARSE);
        CHECK(strstr(bg_last_error_message(), "line 1, column") != NULL);
    }
    CHECK(bg_theme_load("\xff\xfe{}", 4, &theme) == BG_E_PARSE);
    CHECK(bg_theme_load("{}", (size_t)-1 / 2 + 1, &theme) == BG_E_NO_MEMORY); /* beyond BG_MAX_THEME_BYTES */
}

int main(void) {
    million_items();
    CHECK(still_usable());
    megabyte_title();
    CHECK(still_usable());
    absurd_numbers();
    CHECK(still_usable());
    hostile_json();
    CHECK(still_usable());
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
