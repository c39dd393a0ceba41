/*
 * interaction_test.c — events on a laid-out group: tap (an item's action, then the navigate
 * callback running its navigation; nothing on empty space), the More slot's action sheet
 * (title, message, cancel, entries in order; choose, dismiss, out-of-range and disabled
 * entries), pointer tracking (down / move / up / cancel, the highlighted flag), keyboard focus
 * (next / previous / first / last / clear, the focused flag, activation) and disabled items
 * (never fire, never focused). Before the first layout every event is BG_E_STATE.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* One group shared by the steps below, in order: Pay (action + navigation), Cash Advance,
 * Transfer (icon, label, identifier, danger role), History (action + navigation), Archive
 * (disabled); at 320 pt the last three overflow into More. */
typedef struct {
    probe pay, cash, transfer, history, archive;
    navigate_host nav;
    sheet_host sheet;
    struct { const char *name; int pushes; } navigation_controller;
    bg_group group;
    bg_layout layout;
} interaction_fixture;

/* Creates the group with alert strings, the fixed measurer and the host's navigate and sheet
 * callbacks; no layout yet. */
static void create_interaction_group(interaction_fixture *fx) {
    bg_group_params params;
    memset(fx, 0, sizeof *fx);
    fx->pay = make_probe("pay");
    fx->cash = make_probe("cash");
    fx->transfer = make_probe("transfer");
    fx->history = make_probe("history");
    fx->archive = make_probe("archive");
    fx->navigation_controller.name = "main";
    fx->layout = new_layout();
    bg_item items[5] = {probe_item("Pay", &fx->pay, 1), probe_item("Cash Advance", &fx->cash, 0),
                        probe_item("Transfer", &fx->transfer, 0), probe_item("History", &fx->history, 1),
                        probe_item("Archive", &fx->archive, 0)};
    items[2].icon = "ic_transfer";
    items[2].accessibility_label = "Move money";
    items[2].accessibility_identifier = "transfer";
    items[2].role = BG_ROLE_DANGER;
    items[4].disabled = 1;
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    params.alert_title = "Actions";
    params.alert_message = "Choose one";
    params.alert_cancel_button_title = "Dismiss";
    params.more_button_accessibility_label = "More actions";
    CHECK_OK(bg_group_create((bg_theme){0}, &params, &fx->group));
    fx->nav.group = fx->group;
    fx->nav.context = &fx->navigation_controller;
    CHECK_OK(bg_group_set_measure_callback(fx->group, fixed_measure, NULL, NULL));
    CHECK_OK(bg_group_set_navigate_callback(fx->group, host_navigate, &fx->nav, NULL));
    CHECK_OK(bg_group_set_sheet_callback(fx->group, host_sheet, &fx->sheet, NULL));
    CHECK_OK(bg_group_update(fx->group, items, 5));
}

/* Events before any layout: BG_E_STATE, nothing fires, out-parameters untouched. */
static void test_events_before_layout(interaction_fixture *fx) {
    int32_t out = -7;
    CHECK_STATUS(bg_group_tap(fx->group, 5, 5, &out), BG_E_STATE);
    CHECK_STATUS(bg_group_pointer(fx->group, BG_POINTER_DOWN, 5, 5, &out), BG_E_STATE);
    CHECK_STATUS(bg_group_focus(fx->group, BG_FOCUS_NEXT, &out), BG_E_STATE);
    CHECK_STATUS(bg_group_activate_focused(fx->group), BG_E_STATE);
    CHECK_STATUS(bg_group_activate_slot(fx->group, 0), BG_E_STATE);
    CHECK_STATUS(bg_group_choose_sheet_item(fx->group, 0), BG_E_STATE);
    CHECK_STATUS(bg_group_dismiss_sheet(fx->group), BG_E_STATE);
    CHECK_EQ_INT(out, -7);
    CHECK(fx->pay.actions + fx->cash.actions + fx->sheet.calls + fx->nav.calls == 0);
}

/* The layout: two items and More, three overflow items, More is a menu button. */
static void test_layout_with_more(interaction_fixture *fx) {
    CHECK_OK(bg_group_layout(fx->group, 320, 1, BG_DIRECTION_LTR, &fx->layout));
    CHECK_EQ_INT(fx->layout.slot_count, 3);
    CHECK_EQ_INT(fx->layout.slots[2].kind, BG_SLOT_MORE);
    CHECK_EQ_INT(fx->layout.slots[2].item_index, -1);
    CHECK_EQ_INT(fx->layout.overflow_count, 3);
    CHECK(fx->layout.overflow_items[0] == 2 && fx->layout.overflow_items[1] == 3 && fx->layout.overflow_items[2] == 4);
    CHECK_EQ_INT(fx->layout.accessibility[2].role, BG_A11Y_MENU_BUTTON);
    CHECK_STR(fx->layout.accessibility[2].label, "More actions");
}

/* Tap on an item: its action, then the navigate callback, which runs the navigation. */
static void test_tap_runs_action_then_navigation(interaction_fixture *fx) {
    int32_t out = -7;
    double x, y;
    log_reset();
    slot_center(&fx->layout, 0, &x, &y);
    CHECK_OK(bg_group_tap(fx->group, x, y, &out));
    CHECK_EQ_INT(out, 0);
    CHECK_STR(event_log, "action:pay,action-end:pay,navigate:0,navigation:pay");
    CHECK_EQ_INT(fx->pay.last_item, 0);
    CHECK_EQ_INT(fx->nav.last_item, 0);
    CHECK_OK(fx->nav.run_status);
    CHECK(fx->pay.last_context == (void *)&fx->navigation_controller);
    CHECK(fx->pay.actions == 1 && fx->pay.navigations == 1 && fx->nav.calls == 1);
}

/* An item without navigation: action only; run_navigation finds none. */
static void test_tap_item_without_navigation(interaction_fixture *fx) {
    int32_t out = -7;
    double x, y;
    log_reset();
    slot_center(&fx->layout, 1, &x, &y);
    CHECK_OK(bg_group_tap(fx->group, x, y, &out));
    CHECK_EQ_INT(out, 1);
    CHECK_STR(event_log, "action:cash,action-end:cash");
    CHECK_EQ_INT(fx->cash.last_item, 1);
    CHECK_STATUS(bg_group_run_navigation(fx->group, 1, NULL), BG_E_NOT_FOUND);
    CHECK_STATUS(bg_group_run_navigation(fx->group, 5, NULL), BG_E_NOT_FOUND);
}

/* A tap on nothing. */
static void test_tap_on_nothing(interaction_fixture *fx) {
    int32_t out = -7;
    log_reset();
    CHECK_OK(bg_group_tap(fx->group, 160, 500, &out));
    CHECK_EQ_INT(out, -1);
    CHECK_STR(event_log, "");
}

/* Tap on More: the sheet, with title, message, cancel and items in order. */
static void test_tap_more_presents_sheet(interaction_fixture *fx) {
    const sheet_host *sheet = &fx->sheet;
    int32_t out = -7;
    double x, y;
    CHECK_STATUS(bg_group_choose_sheet_item(fx->group, 0), BG_E_STATE); /* none presented yet */
    log_reset();
    slot_center(&fx->layout, 2, &x, &y);
    CHECK_OK(bg_group_tap(fx->group, x, y, &out));
    CHECK_EQ_INT(out, 2);
    CHECK_STR(event_log, "sheet");
    CHECK_EQ_INT(sheet->calls, 1);
    CHECK(sheet->group.id == fx->group.id);
    CHECK_STR(sheet->title, "Actions");
    CHECK_STR(sheet->message, "Choose one");
    CHECK_STR(sheet->cancel, "Dismiss");
    CHECK_EQ_INT(sheet->count, 3);
    CHECK_EQ_INT(sheet->items[0].item_index, 2);
    CHECK_STR(sheet->texts[0][0], "Transfer");
    CHECK_STR(sheet->texts[0][1], "ic_transfer");
    CHECK_STR(sheet->texts[0][2], "Move money");
    CHECK_STR(sheet->texts[0][3], "transfer");
    CHECK_EQ_INT(sheet->items[0].role, BG_ROLE_DANGER);
    CHECK_EQ_INT(sheet->items[0].disabled, 0);
    CHECK_EQ_INT(sheet->items[1].item_index, 3);
    CHECK_STR(sheet->texts[1][0], "History");
    CHECK(!sheet->has_text[1][1]);              /* no icon: NULL */
    CHECK_STR(sheet->texts[1][2], "History");   /* label falls back to the title */
    CHECK(!sheet->has_text[1][3]);              /* no identifier: NULL */
    CHECK(sheet->items[1].role != BG_ROLE_AUTOMATIC);
    CHECK_EQ_INT(sheet->items[2].item_index, 4);
    CHECK(sheet->items[2].disabled != 0);
}

/* Choosing entry 1 of the presented sheet fires History's action, then its navigation; the
 * sheet is gone afterwards. */
static void test_choose_sheet_entry(interaction_fixture *fx) {
    log_reset();
    CHECK_OK(bg_group_choose_sheet_item(fx->group, 1));
    CHECK_STR(event_log, "action:history,action-end:history,navigate:3,navigation:history");
    CHECK_EQ_INT(fx->history.last_item, 3);
    CHECK(fx->history.last_context == (void *)&fx->navigation_controller);
    CHECK_STATUS(bg_group_choose_sheet_item(fx->group, 1), BG_E_STATE); /* the sheet is gone */
    CHECK_STATUS(bg_group_dismiss_sheet(fx->group), BG_E_STATE);
}

/* Dismiss fires nothing (activate_slot on More presents the sheet again). */
static void test_dismiss_sheet_fires_nothing(interaction_fixture *fx) {
    CHECK_OK(bg_group_activate_slot(fx->group, 2));
    CHECK_EQ_INT(fx->sheet.calls, 2);
    log_reset();
    CHECK_OK(bg_group_dismiss_sheet(fx->group));
    CHECK_STR(event_log, "");
    CHECK_STATUS(bg_group_choose_sheet_item(fx->group, 0), BG_E_STATE);
}

/* While presented: out-of-range entries are refused, a disabled entry never fires. */
static void test_sheet_refuses_bad_entries(interaction_fixture *fx) {
    bg_status s;
    CHECK_OK(bg_group_activate_slot(fx->group, 2));
    log_reset();
    CHECK(bg_group_choose_sheet_item(fx->group, 3) != BG_OK);
    CHECK(bg_group_choose_sheet_item(fx->group, UINT32_MAX) != BG_OK);
    CHECK_STR(event_log, "");
    /* A disabled entry never fires. */
    (void)bg_group_dismiss_sheet(fx->group); /* whether or not still presented: present afresh */
    CHECK_OK(bg_group_activate_slot(fx->group, 2));
    log_reset();
    s = bg_group_choose_sheet_item(fx->group, 2);
    CHECK(s == BG_OK || s == BG_E_STATE || s == BG_E_INVALID_ARGUMENT);
    CHECK_STR(event_log, "");
    CHECK_EQ_INT(fx->archive.actions, 0);
    bg_group_dismiss_sheet(fx->group);
}

/* Entry 0 fires Transfer's action (it has no navigation). */
static void test_sheet_entry_without_navigation(interaction_fixture *fx) {
    CHECK_OK(bg_group_activate_slot(fx->group, 2));
    log_reset();
    CHECK_OK(bg_group_choose_sheet_item(fx->group, 0));
    CHECK_STR(event_log, "action:transfer,action-end:transfer");
    CHECK_EQ_INT(fx->transfer.last_item, 2);
}

/* Pointer: down, move outside, move back, up -> fires once; highlight visible meanwhile. */
static void test_pointer_press_fires_once(interaction_fixture *fx) {
    bg_layout *layout = &fx->layout;
    int before = fx->pay.actions;
    int32_t out = -7;
    double x, y;
    slot_center(layout, 0, &x, &y);
    log_reset();
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_DOWN, x, y, &out));
    CHECK_EQ_INT(out, -1);
    CHECK_OK(bg_group_layout(fx->group, 320, 1, BG_DIRECTION_LTR, layout));
    CHECK(layout->slots[0].state & BG_STATE_HIGHLIGHTED);
    CHECK(!(layout->slots[1].state & BG_STATE_HIGHLIGHTED));
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_MOVE, x, y + 300, &out));
    CHECK_EQ_INT(out, -1);
    CHECK_OK(bg_group_layout(fx->group, 320, 1, BG_DIRECTION_LTR, layout));
    CHECK(!(layout->slots[0].state & BG_STATE_HIGHLIGHTED));
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_MOVE, x + 1, y, &out));
    CHECK_OK(bg_group_layout(fx->group, 320, 1, BG_DIRECTION_LTR, layout));
    CHECK(layout->slots[0].state & BG_STATE_HIGHLIGHTED);
    CHECK_STR(event_log, "");
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_UP, x + 1, y, &out));
    CHECK_EQ_INT(out, 0);
    CHECK_EQ_INT(fx->pay.actions, before + 1);
    CHECK_STR(event_log, "action:pay,action-end:pay,navigate:0,navigation:pay");
    CHECK_OK(bg_group_layout(fx->group, 320, 1, BG_DIRECTION_LTR, layout));
    CHECK(!(layout->slots[0].state & BG_STATE_HIGHLIGHTED));
}

/* Cancel fires nothing; up outside fires nothing; up without down fires nothing. */
static void test_pointer_cancel_and_release_outside(interaction_fixture *fx) {
    bg_layout *layout = &fx->layout;
    int32_t out = -7;
    double x, y;
    slot_center(layout, 1, &x, &y);
    log_reset();
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_DOWN, x, y, &out));
    CHECK_OK(bg_group_layout(fx->group, 320, 1, BG_DIRECTION_LTR, layout));
    CHECK(layout->slots[1].state & BG_STATE_HIGHLIGHTED);
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_CANCEL, x, y, &out));
    CHECK_EQ_INT(out, -1);
    CHECK_OK(bg_group_layout(fx->group, 320, 1, BG_DIRECTION_LTR, layout));
    CHECK(!(layout->slots[1].state & BG_STATE_HIGHLIGHTED));
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_UP, x, y, &out));
    CHECK_EQ_INT(out, -1);
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_DOWN, x, y, &out));
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_MOVE, x, -300, &out));
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_UP, x, -300, &out));
    CHECK_EQ_INT(out, -1);
    CHECK_STR(event_log, "");
}

/* Down on More, up inside: the sheet. */
static void test_pointer_release_on_more(interaction_fixture *fx) {
    int32_t out = -7;
    double x, y;
    slot_center(&fx->layout, 2, &x, &y);
    log_reset();
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_DOWN, x, y, &out));
    CHECK_OK(bg_group_pointer(fx->group, BG_POINTER_UP, x, y, &out));
    CHECK_EQ_INT(out, 2);
    CHECK_STR(event_log, "sheet");
    CHECK_OK(bg_group_dismiss_sheet(fx->group));
}

/* Focus next / previous, wrapping both ways; the focused flag in the layout. Leaves slot 1
 * focused. */
static void test_focus_next_and_previous(interaction_fixture *fx) {
    bg_layout *layout = &fx->layout;
    int32_t out = -7;
    CHECK_OK(bg_group_focus(fx->group, BG_FOCUS_NEXT, &out));
    CHECK_EQ_INT(out, 0);
    CHECK_OK(bg_group_layout(fx->group, 320, 1, BG_DIRECTION_LTR, layout));
    CHECK(layout->slots[0].state & BG_STATE_FOCUSED);
    CHECK(!(layout->slots[1].state & BG_STATE_FOCUSED));
    CHECK_OK(bg_group_focus(fx->group, BG_FOCUS_NEXT, &out));
    CHECK_EQ_INT(out, 1);
    CHECK_OK(bg_group_focus(fx->group, BG_FOCUS_NEXT, &out));
    CHECK_EQ_INT(out, 2);
    CHECK_OK(bg_group_focus(fx->group, BG_FOCUS_NEXT, &out));
    CHECK_EQ_INT(out, 0); /* wraps */
    CHECK_OK(bg_group_focus(fx->group, BG_FOCUS_PREVIOUS, &out));
    CHECK_EQ_INT(out, 2); /* wraps back */
    CHECK_OK(bg_group_focus(fx->group, BG_FOCUS_PREVIOUS, &out));
    CHECK_EQ_INT(out, 1);
    CHECK_OK(bg_group_layout(fx->group, 320, 1, BG_DIRECTION_LTR, layout));
    CHECK(layout->slots[1].state & BG_STATE_FOCUSED);
    CHECK(!(layout->slots[0].state & BG_STATE_FOCUSED));
}

/* Activating the focused slot (1: Cash Advance) fires its action. */
static void test_activate_focused_item(interaction_fixture *fx) {
    log_reset();
    CHECK_OK(bg_group_activate_focused(fx->group));
    CHECK_STR(event_log, "action:cash,action-end:cash");
}

/* Focus last / first / clear; with nothing focused, nothing is flagged or activated. */
static void test_focus_first_last_and_clear(interaction_fixture *fx) {
    bg_layout *layout = &fx->layout;
    int32_t out = -7;
    CHECK_OK(bg_group_focus(fx->group, BG_FOCUS_LAST, &out));
    CHECK_EQ_INT(out, 2);
    CHECK_OK(bg_group_focus(fx->group, BG_FOCUS_FIRST, &out));
    CHECK_EQ_INT(out, 0);
    CHECK_OK(bg_group_focus(fx->group, BG_FOCUS_CLEAR, &out));
    CHECK_EQ_INT(out, -1);
    CHECK_OK(bg_group_layout(fx->group, 320, 1, BG_DIRECTION_LTR, layout));
    for (uint32_t i = 0; i < layout->slot_count; i++) CHECK(!(layout->slots[i].state & BG_STATE_FOCUSED));
    CHECK_STATUS(bg_group_activate_focused(fx->group), BG_E_STATE);
}

/* Activating a focused More presents the sheet. */
static void test_activate_focused_more(interaction_fixture *fx) {
    int32_t out = -7;
    CHECK_OK(bg_group_focus(fx->group, BG_FOCUS_LAST, &out));
    log_reset();
    CHECK_OK(bg_group_activate_focused(fx->group));
    CHECK_STR(event_log, "sheet");
    CHECK_OK(bg_group_dismiss_sheet(fx->group));
}

/* Disabled visible items: no tap, no focus, no activation; flagged in the layout. */
static void test_disabled_items(void) {
    probe a = make_probe("a"), b = make_probe("b"), c = make_probe("c");
    bg_item three[3] = {probe_item("A", &a, 0), probe_item("B", &b, 0), probe_item("C", &c, 0)};
    bg_group group = {0};
    bg_layout layout = new_layout();
    int32_t out = -7;
    double x, y;
    three[1].disabled = 1;
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_update(group, three, 3));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK(layout.slots[1].state & BG_STATE_DISABLED);
    CHECK(!(layout.slots[0].state & BG_STATE_DISABLED));
    CHECK_EQ_INT(layout.accessibility[1].enabled, 0);
    CHECK_EQ_INT(layout.accessibility[0].enabled, 1);
    log_reset();
    slot_center(&layout, 1, &x, &y);
    CHECK_OK(bg_group_tap(group, x, y, &out));
    CHECK_EQ_INT(out, -1);
    CHECK_OK(bg_group_pointer(group, BG_POINTER_DOWN, x, y, &out));
    CHECK_OK(bg_group_pointer(group, BG_POINTER_UP, x, y, &out));
    CHECK_EQ_INT(out, -1);
    CHECK_OK(bg_group_activate_slot(group, 1));
    CHECK_STR(event_log, "");
    CHECK_EQ_INT(b.actions, 0);
    CHECK_OK(bg_group_focus(group, BG_FOCUS_FIRST, &out));
    CHECK_EQ_INT(out, 0);
    CHECK_OK(bg_group_focus(group, BG_FOCUS_NEXT, &out));
    CHECK_EQ_INT(out, 2); /* skips the disabled slot */
    CHECK_OK(bg_group_focus(group, BG_FOCUS_PREVIOUS, &out));
    CHECK_EQ_INT(out, 0);
    CHECK_OK(bg_group_free(group));
}

void test_interaction(void) {
    interaction_fixture fx;
    create_interaction_group(&fx);
    test_events_before_layout(&fx);
    test_layout_with_more(&fx);
    test_tap_runs_action_then_navigation(&fx);
    test_tap_item_without_navigation(&fx);
    test_tap_on_nothing(&fx);
    test_tap_more_presents_sheet(&fx);
    test_choose_sheet_entry(&fx);
    test_dismiss_sheet_fires_nothing(&fx);
    test_sheet_refuses_bad_entries(&fx);
    test_sheet_entry_without_navigation(&fx);
    test_pointer_press_fires_once(&fx);
    test_pointer_cancel_and_release_outside(&fx);
    test_pointer_release_on_more(&fx);
    test_focus_next_and_previous(&fx);
    test_activate_focused_item(&fx);
    test_focus_first_last_and_clear(&fx);
    test_activate_focused_more(&fx);
    CHECK_OK(bg_group_free(fx.group));
    test_disabled_items();
    STILL_WORKS();
}
