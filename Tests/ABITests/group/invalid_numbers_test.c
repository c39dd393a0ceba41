/*
 * invalid_numbers_test.c — numbers, enums and struct sizes out of range: layout width (NaN,
 * ±inf, negative) and scale (zero, negative, NaN, inf), direction, item role, every enum and
 * number of bg_group_params, pointer phase and points, focus move, tap points, slot and item
 * indices, button-color role and state, wrong struct_size of bg_item / bg_layout /
 * bg_group_params: BG_E_INVALID_ARGUMENT naming the parameter, out-parameters untouched. Also
 * every valid value accepted, the defaults set by the init functions, and the empty item list.
 */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* Width: NaN, ±inf, negative. 0 is allowed. */
static void test_bad_width(bg_group group) {
    const double inf = HUGE_VAL, nan_value = nan("");
    const double widths[] = {nan_value, inf, -inf, -1, -0.001};
    bg_layout layout = new_layout();
    for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
        layout = new_layout();
        CHECK_STATUS(bg_group_layout(group, widths[i], 1, BG_DIRECTION_LTR, &layout), BG_E_INVALID_ARGUMENT);
        CHECK_CONTAINS(bg_last_error_message(), "width");
        CHECK(layout.slots == NULL && layout.slot_count == 0); /* untouched */
    }
    CHECK_OK(bg_group_layout(group, 0, 1, BG_DIRECTION_LTR, &layout));
}

/* Scale: zero, negative, NaN, inf. */
static void test_bad_scale(bg_group group) {
    const double inf = HUGE_VAL, nan_value = nan("");
    const double scales[] = {0, -0.0, -1, nan_value, inf, -inf};
    bg_layout layout = new_layout();
    for (size_t i = 0; i < sizeof scales / sizeof scales[0]; i++) {
        CHECK_STATUS(bg_group_layout(group, 320, scales[i], BG_DIRECTION_LTR, &layout), BG_E_INVALID_ARGUMENT);
        CHECK_CONTAINS(bg_last_error_message(), "scale");
    }
}

/* Direction: only LTR and RTL. */
static void test_bad_direction(bg_group group) {
    bg_layout layout = new_layout();
    CHECK_STATUS(bg_group_layout(group, 320, 1, 2, &layout), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_layout(group, 320, 1, -1, &layout), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_layout(group, 320, 1, INT32_MAX, &layout), BG_E_INVALID_ARGUMENT);
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_RTL, &layout));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
}

/* Item role: out of range refused, every BG_ROLE_* accepted. */
static void test_bad_item_role(bg_group group) {
    const int32_t roles[] = {7, -1, 100, INT32_MIN};
    bg_item item;
    for (size_t i = 0; i < sizeof roles / sizeof roles[0]; i++) {
        item = plain_item("x");
        item.role = roles[i];
        CHECK_STATUS(bg_group_update(group, &item, 1), BG_E_INVALID_ARGUMENT);
        CHECK_CONTAINS(bg_last_error_message(), "role");
    }
    for (int32_t role = BG_ROLE_AUTOMATIC; role <= BG_ROLE_LINK; role++) {
        item = plain_item("x");
        item.role = role;
        CHECK_OK(bg_group_update(group, &item, 1));
    }
}

/* Parameters: layout kind, prominent type, corner style, spacing, corner radius, overflow,
 * struct_size; refused by create (nothing created) and by set_params. */
static void test_bad_params(bg_group group, const bg_group_params *base) {
    const double inf = HUGE_VAL, nan_value = nan("");
    bg_group_params params;
#define BAD_PARAMS(mutation, field)                                                         \
    do {                                                                                    \
        bg_group created = {0};                                                             \
        params = *base;                                                                     \
        mutation;                                                                           \
        CHECK_STATUS(bg_group_create((bg_theme){0}, &params, &created), BG_E_INVALID_ARGUMENT); \
        CHECK_CONTAINS(bg_last_error_message(), field);                                     \
        CHECK(created.id == 0);                                                             \
        CHECK_STATUS(bg_group_set_params(group, &params), BG_E_INVALID_ARGUMENT);           \
        CHECK_CONTAINS(bg_last_error_message(), field);                                     \
    } while (0)
    BAD_PARAMS(params.layout.kind = 2, "kind");
    BAD_PARAMS(params.layout.kind = -1, "kind");
    BAD_PARAMS((params.layout.kind = BG_LAYOUT_PROMINENT, params.layout.prominent_type = 2), "prominent_type");
    BAD_PARAMS((params.layout.kind = BG_LAYOUT_PROMINENT, params.layout.prominent_type = -1), "prominent_type");
    BAD_PARAMS(params.layout.corner_style = 6, "corner_style");
    BAD_PARAMS(params.layout.corner_style = -1, "corner_style");
    BAD_PARAMS(params.layout.spacing = nan_value, "spacing");
    BAD_PARAMS(params.layout.spacing = -1, "spacing");
    BAD_PARAMS(params.layout.spacing = inf, "spacing");
    BAD_PARAMS((params.layout.corner_style = BG_CORNER_FIXED, params.layout.corner_radius = nan_value), "corner_radius");
    BAD_PARAMS((params.layout.corner_style = BG_CORNER_FIXED, params.layout.corner_radius = -2), "corner_radius");
    BAD_PARAMS(params.overflow_policy = 2, "overflow_policy");
    BAD_PARAMS(params.overflow_policy = -1, "overflow_policy");
    BAD_PARAMS(params.overflow_hysteresis = nan_value, "overflow_hysteresis");
    BAD_PARAMS(params.overflow_hysteresis = -1, "overflow_hysteresis");
    BAD_PARAMS(params.struct_size = 0, "struct_size");
    BAD_PARAMS(params.struct_size = sizeof params - 8, "struct_size");
#undef BAD_PARAMS
}

/* Every valid value of the parameter enums is accepted and lays out; then back to `base`. */
static void test_valid_params(bg_group group, const bg_group_params *base) {
    bg_group_params params;
    bg_layout layout = new_layout();
    for (int32_t style = BG_CORNER_CAPSULE; style <= BG_CORNER_FIXED; style++) {
        params = *base;
        params.layout.kind = BG_LAYOUT_PROMINENT;
        params.layout.prominent_type = style % 2;
        params.layout.corner_style = style;
        params.layout.corner_radius = 6;
        params.overflow_policy = style % 2;
        CHECK_OK(bg_group_set_params(group, &params));
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    }
    CHECK_OK(bg_group_set_params(group, base));
}

/* Event enums and points; slot and item indices; button-color role and state. */
static void test_bad_event_arguments(bg_group group) {
    const double inf = HUGE_VAL, nan_value = nan("");
    bg_layout layout = new_layout();
    int32_t slot = 0;
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_STATUS(bg_group_pointer(group, 4, 1, 1, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "phase");
    CHECK_STATUS(bg_group_pointer(group, -1, 1, 1, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_pointer(group, BG_POINTER_DOWN, nan_value, 1, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_pointer(group, BG_POINTER_DOWN, 1, inf, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_focus(group, 5, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "move");
    CHECK_STATUS(bg_group_focus(group, -1, &slot), BG_E_INVALID_ARGUMENT);
    slot = 1234;
    CHECK_STATUS(bg_group_tap(group, nan_value, 1, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_tap(group, 1, -inf, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_EQ_INT(slot, 1234);
    CHECK_STATUS(bg_group_activate_slot(group, 99), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_activate_slot(group, UINT32_MAX), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_run_navigation(group, 99, NULL), BG_E_NOT_FOUND);
    CHECK_STATUS(bg_theme_button_colors((bg_theme){0}, 7, 0, &(bg_button_colors){0}), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_button_colors((bg_theme){0}, -1, 0, &(bg_button_colors){0}), BG_E_INVALID_ARGUMENT);
    /* 16: no BG_STATE_* flag (8 is BG_STATE_SELECTED). */
    CHECK_STATUS(bg_theme_button_colors((bg_theme){0}, BG_ROLE_PRIMARY, 16, &(bg_button_colors){0}), BG_E_INVALID_ARGUMENT);
}

/* Wrong struct_size: item (its array's layout unknown: its user_data is the host's to release,
 * nothing of it is called), layout (untouched). */
static void test_wrong_struct_size(bg_group group) {
    probe p = make_probe("sized");
    bg_item item = probe_item("x", &p, 0);
    bg_layout layout;
    item.struct_size = 0;
    CHECK_STATUS(bg_group_update(group, &item, 1), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "struct_size");
    item.struct_size = sizeof item - 1;
    CHECK_STATUS(bg_group_update(group, &item, 1), BG_E_INVALID_ARGUMENT);
    CHECK_EQ_INT(p.destroyed, 0); /* an array of unknown layout: none of its functions called */
    layout = new_layout();
    layout.struct_size = 0;
    CHECK_STATUS(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "struct_size");
    /* A host built against the first header (no data fields) is served what its struct has. */
    layout.struct_size = (uint32_t)offsetof(bg_layout, data) - 1;
    CHECK_STATUS(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout), BG_E_INVALID_ARGUMENT);
    CHECK(layout.slots == NULL);
    layout.struct_size = (uint32_t)offsetof(bg_layout, data);
    layout.data = &layout;
    layout.data_size = 12345;
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.struct_size, offsetof(bg_layout, data));
    CHECK(layout.data == &layout);
    CHECK_EQ_INT(layout.data_size, 12345);
}

/* init functions set struct_size and the documented defaults (`base` from bg_group_params_init). */
static void test_init_defaults(const bg_group_params *base) {
    bg_item fresh;
    memset(&fresh, 0xAB, sizeof fresh);
    CHECK_OK(bg_item_init(&fresh));
    CHECK_EQ_INT(fresh.struct_size, sizeof(bg_item));
    CHECK_STR(fresh.title, "");
    CHECK_EQ_INT(fresh.role, BG_ROLE_AUTOMATIC);
    CHECK(fresh.icon == NULL && fresh.accessibility_label == NULL && fresh.accessibility_identifier == NULL);
    CHECK(fresh.action == NULL && fresh.navigation == NULL && fresh.user_data == NULL && fresh.destroy == NULL);
    CHECK(fresh.disabled == 0);
    CHECK_EQ_INT(base->struct_size, sizeof(bg_group_params));
}

/* Empty item list: a layout without slots; events find nothing. */
static void test_empty_item_list(bg_group group) {
    uint32_t count = 5;
    int32_t slot = 0;
    bg_item item;
    bg_layout layout;
    CHECK_OK(bg_group_update(group, NULL, 0));
    CHECK_OK(bg_group_item_count(group, &count));
    CHECK_EQ_INT(count, 0);
    item = plain_item("ignored");
    CHECK_OK(bg_group_update(group, &item, 0));
    layout = new_layout();
    CHECK_OK(bg_group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.slot_count, 0);
    CHECK_EQ_INT(layout.overflow_count, 0);
    CHECK_EQ_DBL(layout.size.width, 320);
    slot = 7;
    CHECK_OK(bg_group_tap(group, 10, 10, &slot));
    CHECK_EQ_INT(slot, -1);
    CHECK_OK(bg_group_focus(group, BG_FOCUS_NEXT, &slot));
    CHECK_EQ_INT(slot, -1);
    CHECK_STATUS(bg_group_activate_focused(group), BG_E_STATE);
    CHECK_STATUS(bg_group_activate_slot(group, 0), BG_E_INVALID_ARGUMENT);
}

void test_invalid_numbers_and_enums(void) {
    static const char *const titles[] = {"Details", "Statements"};
    bg_group group = make_group(titles, 2);
    bg_group_params base;
    test_bad_width(group);
    test_bad_scale(group);
    test_bad_direction(group);
    test_bad_item_role(group);
    CHECK_OK(bg_group_params_init((bg_theme){0}, &base));
    test_bad_params(group, &base);
    test_valid_params(group, &base);
    test_bad_event_arguments(group);
    test_wrong_struct_size(group);
    test_init_defaults(&base);
    test_empty_item_list(group);
    CHECK_OK(bg_group_free(group));
    STILL_WORKS();
}
