/*
 * signed_zero_test.c — no length or coordinate comes out as -0.0: a host that prints it, hashes
 * it or divides by it (1 / -0.0 is -inf) must see 0. Every double of every result, checked
 * with signbit(): a group's layout and frames, a toolbar's view and frames (toolbar and content
 * contexts, fixed-size and flexible groups, a flexible space), a button's view; at width 0 (and
 * -0.0, which a host may well compute), tiny and fractional widths, scales 1, 2 and 3, both
 * directions; buttons also a hair shorter than their text (a frame at y -0.25 snaps to 0, not
 * to -0.0).
 */
#include <math.h>
#include <stdio.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

static const double widths[] = {-0.0, 0, 0.1, 0.25, 0.5, 1, 3, 17.5, 68.5};
static const double scales[] = {1, 2, 3};
static const int32_t directions[] = {BG_DIRECTION_LTR, BG_DIRECTION_RTL};

/* Counts the -0.0 among `count` doubles; describes the first in `where`. */
static int negative_zeros(const double *values, size_t count, const char *what, char *where, size_t size) {
    int found = 0;
    for (size_t i = 0; i < count; i++) {
        if (values[i] == 0 && signbit(values[i])) {
            if (!found && where[0] == '\0') snprintf(where, size, "%s[%zu]", what, i);
            found++;
        }
    }
    return found;
}

#define ZEROS(value, what) negative_zeros((const double *)&(value), sizeof(value) / sizeof(double), what, where, sizeof where)

static void check_none(int found, const char *where, const char *component, double width, double scale, int32_t direction,
                       int line) {
    char what[256];
    snprintf(what, sizeof what, "%s at width %g, scale %g, %s: no -0.0 (first: %s)", component, width, scale,
             direction == BG_DIRECTION_RTL ? "RTL" : "LTR", where);
    check_record(found == 0, __FILE__, line, what);
}

static void test_group(void) {
    static const char *const titles[] = {"Pay", "Transfer", "History", "Cards"};
    bg_group group = {0};
    bg_group_params params;
    bg_item items[4];
    for (int i = 0; i < 4; i++) items[i] = plain_item(titles[i]);
    items[1].icon = "star";
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    for (int kind = 0; kind < 2; kind++) {
        params.layout.kind = kind ? BG_LAYOUT_PROMINENT : BG_LAYOUT_ALL_ROUND;
        params.overflow_policy = kind ? BG_OVERFLOW_WIDTH : BG_OVERFLOW_COUNT;
        CHECK_OK(bg_group_create((bg_theme){0}, &params, &group));
        CHECK_OK(bg_group_set_measure_callback(group, fractional_measure, NULL, NULL));
        CHECK_OK(bg_group_update(group, items, 4));
        for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
            for (size_t s = 0; s < sizeof scales / sizeof scales[0]; s++)
                for (size_t d = 0; d < 2; d++) {
                    bg_layout layout = new_layout();
                    bg_rect frames[8];
                    uint32_t count = 0;
                    char where[128] = "";
                    int found = 0;
                    CHECK_OK(bg_group_layout(group, widths[w], scales[s], directions[d], &layout));
                    found += ZEROS(layout.size, "size");
                    for (uint32_t i = 0; i < layout.slot_count; i++) {
                        found += ZEROS(layout.slots[i].frame, "slot frame") + ZEROS(layout.slots[i].hit_frame, "slot hit_frame");
                        found += ZEROS(layout.slots[i].corners, "slot corners") + ZEROS(layout.slots[i].icon_frame, "icon_frame");
                        found += ZEROS(layout.slots[i].title_frame, "title_frame");
                        found += ZEROS(layout.accessibility[i].frame, "accessibility frame");
                    }
                    CHECK_OK(bg_group_layout_frames(group, widths[w], scales[s], directions[d], frames, 8, &count));
                    for (uint32_t i = 0; i < count && i < 8; i++) found += ZEROS(frames[i], "frames");
                    check_none(found, where, "group", widths[w], scales[s], directions[d], __LINE__);
                }
        CHECK_OK(bg_group_free(group));
    }
}

static void test_toolbar(void) {
    bg_control_button buttons[3];
    bg_toolbar_item items[3];
    for (int i = 0; i < 3; i++) {
        CHECK_OK(bg_control_button_init(&buttons[i]));
        buttons[i].title = i == 0 ? "Zoom Out" : i == 1 ? "Actual Size" : "Zoom In";
        buttons[i].image = i == 1 ? NULL : "plus.magnifyingglass";
    }
    for (int i = 0; i < 3; i++) CHECK_OK(bg_toolbar_item_init(&items[i]));
    items[0].label_title = "Zoom";
    items[0].buttons = buttons;
    items[0].button_count = 3;
    items[1].kind = BG_TOOLBAR_ITEM_FLEXIBLE_SPACE;
    items[2].label_title = "Fixed";
    items[2].buttons = &buttons[1];
    items[2].button_count = 1;
    items[2].style = BG_CONTROL_STYLE_MENU;
    for (int fixed = 0; fixed < 2; fixed++)
        for (int32_t context = BG_CONTEXT_TOOLBAR; context <= BG_CONTEXT_CONTENT; context++) {
            bg_toolbar toolbar = {0};
            items[0].fixed_size = items[2].fixed_size = fixed;
            CHECK_OK(bg_toolbar_create((bg_theme){0}, context, &toolbar));
            CHECK_OK(bg_toolbar_set_measure_callback(toolbar, fractional_measure, NULL, NULL));
            CHECK_OK(bg_toolbar_set_items(toolbar, items, context == BG_CONTEXT_CONTENT ? 1 : 3));
            for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
                for (size_t s = 0; s < sizeof scales / sizeof scales[0]; s++)
                    for (size_t d = 0; d < 2; d++) {
                        bg_toolbar_view view = {.struct_size = sizeof view};
                        bg_toolbar_frames counts = {.struct_size = sizeof counts};
                        bg_rect frames[16];
                        char where[128] = "";
                        int found = 0;
                        CHECK_OK(bg_toolbar_layout(toolbar, widths[w], scales[s], directions[d], &view));
                        found += ZEROS(view.size, "size") + ZEROS(view.overflow_button, "overflow_button");
                        for (uint32_t i = 0; i < view.group_count; i++)
                            found += ZEROS(view.groups[i].frame, "group frame") +
                                     ZEROS(view.groups[i].menu_indicator_frame, "menu_indicator_frame");
                        for (uint32_t i = 0; i < view.cell_count; i++) {
                            const bg_control_cell *cell = &view.cells[i];
                            found += ZEROS(cell->frame, "cell frame") + ZEROS(cell->hit_frame, "cell hit_frame");
                            found += ZEROS(cell->corners, "cell corners") + ZEROS(cell->title_frame, "cell title_frame");
                            found += ZEROS(cell->image_frame, "cell image_frame");
                        }
                        for (uint32_t i = 0; i < view.separator_count; i++) found += ZEROS(view.separators[i], "separator");
                        for (uint32_t i = 0; i < view.accessibility_count; i++)
                            found += ZEROS(view.accessibility[i].frame, "accessibility frame");
                        CHECK_OK(bg_toolbar_layout_frames(toolbar, widths[w], scales[s], directions[d], frames, 16, &counts));
                        for (uint32_t i = 0; i < counts.rect_count && i < 16; i++) found += ZEROS(frames[i], "frames");
                        check_none(found, where, context == BG_CONTEXT_CONTENT ? "content toolbar" : "toolbar", widths[w],
                                   scales[s], directions[d], __LINE__);
                    }
            CHECK_OK(bg_toolbar_free(toolbar));
        }
}

static void test_button(void) {
    bg_button_config config;
    bg_button button = {0};
    CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Continue";
    config.subtitle = "Step 2 of 3";
    config.image = "star";
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
    CHECK_OK(bg_button_set_measure_callback(button, fractional_measure, NULL, NULL));
    /* Heights: half the width, or a hair short of the 20-point lines. */
    for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
        for (size_t s = 0; s < sizeof scales / sizeof scales[0]; s++)
            for (size_t d = 0; d < 2 * 4; d++) {
                static const double heights[] = {-1, 19.5, 19.75, 39.9};
                bg_button_view view = {.struct_size = sizeof view};
                char where[128] = "";
                int found = 0;
                double height = heights[d / 2] < 0 ? widths[w] / 2 : heights[d / 2];
                CHECK_OK(bg_button_layout(button, widths[w], height, scales[s], directions[d % 2], &view));
                found += ZEROS(view.bounds, "bounds") + ZEROS(view.hit_frame, "hit_frame");
                found += ZEROS(view.background_frame, "background_frame") + ZEROS(view.stroke_frame, "stroke_frame");
                found += ZEROS(view.corner_radius, "corner_radius") + ZEROS(view.stroke_corner_radius, "stroke_corner_radius");
                found += ZEROS(view.image_frame, "image_frame") + ZEROS(view.title_frame, "title_frame");
                found += ZEROS(view.subtitle_frame, "subtitle_frame") + ZEROS(view.label_background_frame, "label_background");
                check_none(found, where, "button", widths[w], scales[s], directions[d % 2], __LINE__);
            }
    CHECK_OK(bg_button_free(button));
}

void test_signed_zero(void) {
    test_group();
    test_toolbar();
    test_button();
}
