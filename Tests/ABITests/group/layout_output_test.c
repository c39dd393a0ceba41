/*
 * layout_output_test.c — what bg_group_layout writes: struct_size, slot count and size; each
 * slot's kind, item index, role, state, frame, corners, icon, title and hit frame; each
 * accessibility node's role, enabled flag, position, count, frame, label and identifier; RTL
 * mirroring; and a prominent layout's title-only secondary, sized to its content, never
 * truncated at fractional text widths; and bg_group_breakpoints.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* allRound, two items: frames, slots and accessibility nodes, LTR then RTL. */
static void test_all_round_output(void) {
    static const char *const titles[] = {"Details", "Statements"};
    bg_group group = make_group(titles, 2);
    bg_layout layout = new_layout();
    bg_item items[2] = {plain_item("Details"), plain_item("Statements")};
    items[1].accessibility_label = "All statements";
    items[1].accessibility_identifier = "statements";
    CHECK_OK(bg_group_update(group, items, 2));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.struct_size, sizeof layout);
    CHECK_EQ_INT(layout.slot_count, 2);
    CHECK_EQ_INT(layout.overflow_count, 0);
    CHECK_EQ_DBL(layout.size.width, 320);
    CHECK_EQ_DBL(layout.size.height, 48); /* button/height of the built-in theme */
    /* allRound with spacer/xs (8): (320 - 8) / 2 = 156. */
    CHECK_EQ_DBL(layout.slots[0].frame.x, 0);
    CHECK_EQ_DBL(layout.slots[0].frame.width, 156);
    CHECK_EQ_DBL(layout.slots[1].frame.x, 164);
    CHECK_EQ_DBL(layout.slots[1].frame.width, 156);
    for (uint32_t i = 0; i < layout.slot_count; i++) {
        const bg_slot *s = &layout.slots[i];
        const bg_a11y_node *n = &layout.accessibility[i];
        CHECK_EQ_INT(s->kind, BG_SLOT_ITEM);
        CHECK_EQ_INT(s->item_index, i);
        CHECK_EQ_INT(s->role, BG_ROLE_SECONDARY); /* automatic in allRound resolves to secondary */
        CHECK_EQ_INT(s->state, 0);
        CHECK_EQ_DBL(s->frame.height, 48);
        CHECK_EQ_DBL(s->corners.top_left, 24); /* capsule */
        CHECK_EQ_DBL(s->corners.bottom_right, 24);
        CHECK(s->icon == NULL);
        CHECK_EQ_DBL(s->icon_frame.width, 0);
        CHECK_STR(s->title, titles[i]);
        CHECK_EQ_DBL(s->title_frame.width, 8.0 * (double)strlen(titles[i]));
        CHECK_EQ_INT(s->title_truncated, 0);
        CHECK(s->hit_frame.height >= 44);
        CHECK_EQ_INT(n->role, BG_A11Y_BUTTON);
        CHECK_EQ_INT(n->enabled, 1);
        CHECK_EQ_INT(n->position, i + 1);
        CHECK_EQ_INT(n->count, 2);
        CHECK_EQ_INT(n->slot_index, i);
        CHECK(memcmp(&n->frame, &s->frame, sizeof n->frame) == 0);
    }
    CHECK_STR(layout.accessibility[0].label, "Details");
    CHECK(layout.accessibility[0].identifier == NULL);
    CHECK_STR(layout.accessibility[1].label, "All statements");
    CHECK_STR(layout.accessibility[1].identifier, "statements");
    /* RTL mirrors the order. */
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_RTL, &layout));
    CHECK_EQ_DBL(layout.slots[0].frame.x, 164);
    CHECK_EQ_DBL(layout.slots[1].frame.x, 0);
    CHECK_EQ_INT(layout.accessibility[0].position, 1);
    CHECK_OK(bg_group_free(group));
}

/* Prominent: a title-only secondary is "sized to content (title + insets)", so its title is
 * never truncated, also when the measured width is not a whole number of pixels (real font
 * metrics never are). */
static void test_prominent_title_only_secondary(void) {
    bg_group group = {0};
    bg_layout layout;
    bg_group_params params;
    bg_item two[2] = {plain_item("Send money"), plain_item("Request")};
    const double scales[] = {1, 2, 3};
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    params.layout.kind = BG_LAYOUT_PROMINENT;
    params.layout.prominent_type = BG_PROMINENT_RELAXED;
    CHECK_OK(bg_group_create((bg_theme){0}, &params, &group));
    CHECK_OK(bg_group_set_measure_callback(group, fractional_measure, NULL, NULL));
    CHECK_OK(bg_group_update(group, two, 2));
    for (int i = 0; i < 3; i++) {
        char what[160];
        layout = new_layout();
        CHECK_OK(bg_group_layout(group, 343, scales[i], BG_DIRECTION_LTR, &layout));
        CHECK_EQ_INT(layout.slot_count, 2);
        snprintf(what, sizeof what, "prominent title-only secondary at scale %g: title \"%s\" (expected \"Request\"), "
                 "width %g (content needs 2 x 16 + 7 x 7.3 = 83.1)", scales[i], layout.slots[1].title,
                 layout.slots[1].frame.width);
        check_record(strcmp(layout.slots[1].title, "Request") == 0 && !layout.slots[1].title_truncated
                     && layout.slots[1].frame.width >= 83.1 - 1e-9, __FILE__, __LINE__, what);
    }
    CHECK_OK(bg_group_free(group));
}

/* bg_group_breakpoints: with the WIDTH policy each item shows at its moves_in and is in the
 * More sheet just below it; moves_out adds the hysteresis; a failed call writes nothing. */
static void test_breakpoints(void) {
    static const char *const titles[] = {"Archive", "Move", "Flag", "Delete"};
    bg_group group = make_group(titles, 4);
    bg_group_params params;
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    params.overflow_policy = BG_OVERFLOW_WIDTH;
    params.max_visible = 0;
    params.overflow_hysteresis = 8;
    CHECK_OK(bg_group_set_params(group, &params));
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints};
    CHECK_OK(bg_group_breakpoints(group, &breakpoints));
    CHECK_EQ_INT(breakpoints.count, 3);
    for (uint32_t i = 0; i < breakpoints.count && i < 3; i++) {
        const bg_overflow_breakpoint *b = &breakpoints.breakpoints[i];
        CHECK_EQ_INT(b->item_index, 3 - i);
        CHECK_EQ_DBL(b->moves_out, b->moves_in + 8);
        bg_group fresh = make_group(titles, 4);
        CHECK_OK(bg_group_set_params(fresh, &params));
        bg_layout layout = new_layout();
        CHECK_OK(bg_group_layout(fresh, b->moves_in, 1, BG_DIRECTION_LTR, &layout));
        CHECK(layout.overflow_count < 4 - b->item_index);
        CHECK_OK(bg_group_free(fresh));
        fresh = make_group(titles, 4);
        CHECK_OK(bg_group_set_params(fresh, &params));
        CHECK_OK(bg_group_layout(fresh, nextafter(b->moves_in, 0), 1, BG_DIRECTION_LTR, &layout));
        CHECK(layout.overflow_count >= 4 - b->item_index);
        CHECK_OK(bg_group_free(fresh));
    }
    bg_breakpoints untouched = {.struct_size = 3};
    CHECK_STATUS(bg_group_breakpoints(group, &untouched), BG_E_INVALID_ARGUMENT);
    CHECK_EQ_INT(untouched.count, 0);
    CHECK_STATUS(bg_group_breakpoints(group, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_breakpoints((bg_group){0}, &breakpoints), BG_E_INVALID_HANDLE);
    CHECK_OK(bg_group_free(group));
}

void test_layout_output(void) {
    test_all_round_output();
    test_prominent_title_only_secondary();
    test_breakpoints();
}
