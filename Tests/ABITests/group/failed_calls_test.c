/*
 * failed_calls_test.c — a call that fails changes nothing. Every event call lays the group out
 * first when it must; when that layout fails (the measure callback fails), the call returns
 * BG_E_CALLBACK and leaves focus, pointer tracking, the presented sheet and the latest
 * requested width as they were: no callback fires, no out-parameter is written, and a later
 * call cannot fire what the failed one half-did. When a callback the call fired fails, the
 * out-parameters are not written either. Calls nested more than 64 deep through callbacks are
 * refused with BG_E_REENTRANT instead of overflowing the stack.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* A measurer that answers like fixed_measure, or fails when `failing` is set. */
typedef struct {
    int failing;
    int calls;
} switch_measurer;

static bg_status switch_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                double max_width, bg_size *out) {
    switch_measurer *m = user_data;
    m->calls++;
    if (m->failing) return -7;
    return fixed_measure(NULL, font, text, text_len, max_width, out);
}

/* A group of Pay, Cash Advance, Transfer, History (More at slot 2), every item a probe, the
 * switchable measurer and the host's sheet callback; laid out at 320 pt. */
typedef struct {
    bg_group group;
    probe items[4];
    switch_measurer measurer;
    sheet_host sheet;
    bg_layout layout;
} failing_fixture;

static void create_failing_group(failing_fixture *fx) {
    static const char *const titles[] = {"Pay", "Cash Advance", "Transfer", "History"};
    static const char *const names[] = {"pay", "cash", "transfer", "history"};
    bg_item items[4];
    memset(fx, 0, sizeof *fx);
    fx->layout = new_layout();
    for (int i = 0; i < 4; i++) {
        fx->items[i] = make_probe(names[i]);
        items[i] = probe_item(titles[i], &fx->items[i], 0);
    }
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &fx->group));
    CHECK_OK(bg_group_set_sheet_callback(fx->group, host_sheet, &fx->sheet, NULL));
    CHECK_OK(bg_group_update(fx->group, items, 4));
    CHECK_OK(bg_group_set_measure_callback(fx->group, switch_measure, &fx->measurer, NULL));
    CHECK_OK(bg_group_layout(fx->group, 320, 2, BG_DIRECTION_LTR, &fx->layout));
}

/* Makes the next layout measure afresh, failing (registering the measurer drops its cache). */
static void start_failing(failing_fixture *fx) {
    fx->measurer.failing = 1;
    CHECK_OK(bg_group_set_measure_callback(fx->group, switch_measure, &fx->measurer, NULL));
}

static void stop_failing(failing_fixture *fx) {
    fx->measurer.failing = 0;
}

static int total_actions(const failing_fixture *fx) {
    return fx->items[0].actions + fx->items[1].actions + fx->items[2].actions + fx->items[3].actions;
}

/* Tapping More while the layout fails: no sheet presented, so none can be chosen later. */
static void test_failed_tap_presents_nothing(failing_fixture *fx) {
    double x, y;
    int32_t slot = 77;
    slot_center(&fx->layout, 2, &x, &y);
    start_failing(fx);
    CHECK_STATUS(bg_group_tap(fx->group, x, y, &slot), BG_E_CALLBACK);
    CHECK_EQ_INT(slot, 77);
    CHECK_EQ_INT(fx->sheet.calls, 0);
    stop_failing(fx);
    CHECK_STATUS(bg_group_choose_sheet_item(fx->group, 0), BG_E_STATE); /* the sheet the host never saw */
    CHECK_EQ_INT(total_actions(fx), 0);
    CHECK_OK(bg_group_tap(fx->group, x, y, &slot)); /* succeeding now: presented, then chosen */
    CHECK_EQ_INT(slot, 2);
    CHECK_EQ_INT(fx->sheet.calls, 1);
    CHECK_OK(bg_group_dismiss_sheet(fx->group));
}

/* Moving focus while the layout fails: focus stays where it was. */
static void test_failed_focus_keeps_focus(failing_fixture *fx) {
    int32_t slot = 77;
    CHECK_OK(bg_group_focus(fx->group, BG_FOCUS_FIRST, &slot));
    CHECK_EQ_INT(slot, 0);
    start_failing(fx);
    slot = 77;
    CHECK_STATUS(bg_group_focus(fx->group, BG_FOCUS_NEXT, &slot), BG_E_CALLBACK);
    CHECK_EQ_INT(slot, 77);
    CHECK_STATUS(bg_group_activate_focused(fx->group), BG_E_CALLBACK); /* still failing: nothing fires */
    CHECK_EQ_INT(total_actions(fx), 0);
    stop_failing(fx);
    CHECK_OK(bg_group_activate_focused(fx->group)); /* the focus of before: Pay, not Cash Advance */
    CHECK_EQ_INT(fx->items[0].actions, 1);
    CHECK_EQ_INT(fx->items[1].actions, 0);
    CHECK_OK(bg_group_layout(fx->group, 320, 2, BG_DIRECTION_LTR, &fx->layout));
    CHECK(fx->layout.slots[0].state & BG_STATE_FOCUSED);
    CHECK_OK(bg_group_focus(fx->group, BG_FOCUS_CLEAR, NULL));
}

/* A pointer down while the layout fails highlights nothing and tracks nothing. */
static void test_failed_pointer_tracks_nothing(failing_fixture *fx) {
    double x, y;
    int32_t fired = 77;
    slot_center(&fx->layout, 1, &x, &y);
    start_failing(fx);
    CHECK_STATUS(bg_group_pointer(fx->group, BG_POINTER_DOWN, x, y, &fired), BG_E_CALLBACK);
    CHECK_EQ_INT(fired, 77);
    stop_failing(fx);
    CHECK_OK(bg_group_layout(fx->group, 320, 2, BG_DIRECTION_LTR, &fx->layout));
    CHECK_EQ_INT(fx->layout.slots[1].state & BG_STATE_HIGHLIGHTED, 0);
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_UP, x, y, &fired)); /* no down was tracked */
    CHECK_EQ_INT(fired, -1);
    CHECK_EQ_INT(fx->items[1].actions, 0);
}

/* Activating a slot while the layout fails fires nothing. */
static void test_failed_activation_fires_nothing(failing_fixture *fx) {
    int before = total_actions(fx);
    start_failing(fx);
    CHECK_STATUS(bg_group_activate_slot(fx->group, 1), BG_E_CALLBACK);
    CHECK_EQ_INT(total_actions(fx), before);
    stop_failing(fx);
}

/* A layout at a new width that fails leaves the latest width as it was: events still use the
 * layout of before (320 pt), where x = 300 is on More; at 100 pt nothing would be there. */
static void test_failed_layout_keeps_the_width(failing_fixture *fx) {
    bg_layout untouched = new_layout();
    int32_t slot = 77;
    CHECK_OK(bg_group_layout(fx->group, 320, 2, BG_DIRECTION_LTR, &fx->layout));
    start_failing(fx);
    CHECK_STATUS(bg_group_layout(fx->group, 100, 2, BG_DIRECTION_LTR, &untouched), BG_E_CALLBACK);
    CHECK_EQ_INT(untouched.slot_count, 0);
    stop_failing(fx);
    CHECK_OK(bg_group_tap(fx->group, 300, 20, &slot));
    CHECK_EQ_INT(slot, 2);
    CHECK_OK(bg_group_dismiss_sheet(fx->group));
}

/* A failing action callback: the call fails after it and writes no out-parameter. */
static void test_failed_callback_writes_no_out_parameter(failing_fixture *fx) {
    double x, y;
    int32_t slot = 77;
    CHECK_OK(bg_group_layout(fx->group, 320, 2, BG_DIRECTION_LTR, &fx->layout));
    slot_center(&fx->layout, 0, &x, &y);
    fx->items[0].result = -1;
    CHECK_STATUS(bg_group_tap(fx->group, x, y, &slot), BG_E_CALLBACK);
    CHECK_EQ_INT(slot, 77);
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_DOWN, x, y, &slot));
    slot = 77;
    CHECK_STATUS(bg_group_pointer(fx->group, BG_POINTER_UP, x, y, &slot), BG_E_CALLBACK);
    CHECK_EQ_INT(slot, 77);
    fx->items[0].result = BG_OK;
}

/* ------------------------------------------------------------ nesting depth */

typedef struct {
    int depth, deepest, actions;
    bg_status refused;
} recursion_state;

/* An action that activates its own slot again from inside itself. */
static bg_status recursive_action(void *user_data, bg_group group, uint32_t item_index) {
    recursion_state *r = user_data;
    (void)item_index;
    r->actions++;
    r->depth++;
    if (r->depth > r->deepest) r->deepest = r->depth;
    bg_status status = bg_group_activate_slot(group, 0);
    if (status != BG_OK && r->refused == BG_OK) r->refused = status;
    r->depth--;
    return BG_OK;
}

static void test_nesting_is_bounded(void) {
    recursion_state r;
    bg_group group;
    bg_layout layout = new_layout();
    memset(&r, 0, sizeof r);
    bg_item item = plain_item("Again");
    item.action = recursive_action;
    item.user_data = &r;
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_update(group, &item, 1));
    CHECK_OK(bg_group_layout(group, 100, 1, BG_DIRECTION_LTR, &layout));
    CHECK_OK(bg_group_activate_slot(group, 0));
    CHECK_EQ_INT(r.actions, 64); /* the outer call and 63 nested ones ran their action */
    CHECK_EQ_INT(r.refused, BG_E_REENTRANT);
    CHECK_EQ_INT(r.depth, 0);
    CHECK_OK(bg_group_activate_slot(group, 0)); /* and again: nothing is left over */
    CHECK_EQ_INT(r.actions, 128);
    CHECK_OK(bg_group_free(group));
}

void test_failed_calls(void) {
    failing_fixture fx;
    create_failing_group(&fx);
    test_failed_tap_presents_nothing(&fx);
    test_failed_focus_keeps_focus(&fx);
    test_failed_pointer_tracks_nothing(&fx);
    test_failed_activation_fires_nothing(&fx);
    test_failed_layout_keeps_the_width(&fx);
    test_failed_callback_writes_no_out_parameter(&fx);
    CHECK_OK(bg_group_free(fx.group));
    test_nesting_is_bounded();
}
