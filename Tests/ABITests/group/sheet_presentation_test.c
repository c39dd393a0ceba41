/*
 * sheet_presentation_test.c — the library's idea of a presented action sheet never disagrees
 * with the host's screen: without a present-sheet callback activating More presents nothing;
 * a sheet whose present callback fails is not presented; an update that replaces the items of
 * a presented sheet dismisses it and tells the host through the sheet-dismissed callback
 * (registered, replaced and released like every callback); an entry whose item has since come
 * back onto the bar (the width policy) is stale and refused.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* Counts dismissals and checks the group they name. */
typedef struct {
    bg_group group;
    int dismissals;
    int destroyed;
} dismissal_host;

static void on_dismissed(void *user_data, bg_group group) {
    dismissal_host *host = user_data;
    host->dismissals++;
    CHECK_EQ_INT(group.id, host->group.id);
}

static void destroy_dismissal_host(void *user_data) {
    ((dismissal_host *)user_data)->destroyed++;
}

static bg_group make_overflowing_group(bg_layout *layout) {
    static const char *const titles[] = {"Pay", "Cash Advance", "Transfer", "History"};
    bg_group group = make_group(titles, 4);
    CHECK_OK(bg_group_layout(group, 320, 2, BG_DIRECTION_LTR, layout));
    CHECK_EQ_INT(layout->slots[2].kind, BG_SLOT_MORE);
    return group;
}

static void test_no_presenter_presents_nothing(void) {
    bg_layout layout = new_layout();
    bg_group group = make_overflowing_group(&layout);
    double x, y;
    int32_t slot = 77;
    slot_center(&layout, 2, &x, &y);
    CHECK_OK(bg_group_tap(group, x, y, &slot));
    CHECK_EQ_INT(slot, 2);                                             /* More was hit ... */
    CHECK_STATUS(bg_group_choose_sheet_item(group, 0), BG_E_STATE);  /* ... and presented nothing */
    CHECK_STATUS(bg_group_dismiss_sheet(group), BG_E_STATE);
    CHECK_OK(bg_group_activate_slot(group, 2));
    CHECK_STATUS(bg_group_choose_sheet_item(group, 0), BG_E_STATE);
    CHECK_OK(bg_group_free(group));
}

static void test_failed_presentation_is_not_presented(void) {
    bg_layout layout = new_layout();
    bg_group group = make_overflowing_group(&layout);
    sheet_host host;
    memset(&host, 0, sizeof host);
    CHECK_OK(bg_group_set_sheet_callback(group, failing_sheet, NULL, NULL));
    CHECK_STATUS(bg_group_activate_slot(group, 2), BG_E_CALLBACK);
    CHECK_STATUS(bg_group_choose_sheet_item(group, 0), BG_E_STATE);
    CHECK_OK(bg_group_set_sheet_callback(group, host_sheet, &host, NULL));
    CHECK_OK(bg_group_activate_slot(group, 2));
    CHECK_EQ_INT(host.calls, 1);
    CHECK_OK(bg_group_choose_sheet_item(group, 0)); /* presented this time */
    CHECK_OK(bg_group_free(group));
}

static void test_update_tells_the_host(void) {
    bg_layout layout = new_layout();
    bg_group group = make_overflowing_group(&layout);
    sheet_host sheet;
    dismissal_host host = {group, 0, 0};
    bg_item replacement[2] = {plain_item("Pay"), plain_item("Transfer")};
    memset(&sheet, 0, sizeof sheet);
    CHECK_OK(bg_group_set_sheet_callback(group, host_sheet, &sheet, NULL));
    CHECK_OK(bg_group_set_sheet_dismissed_callback(group, on_dismissed, &host, destroy_dismissal_host));

    CHECK_OK(bg_group_update(group, replacement, 2)); /* nothing presented: nothing dismissed */
    CHECK_EQ_INT(host.dismissals, 0);

    static const char *const titles[] = {"Pay", "Cash Advance", "Transfer", "History"};
    bg_item items[4];
    for (int i = 0; i < 4; i++) items[i] = plain_item(titles[i]);
    CHECK_OK(bg_group_update(group, items, 4));
    CHECK_OK(bg_group_activate_slot(group, 2));
    CHECK_EQ_INT(sheet.calls, 1);
    CHECK_OK(bg_group_update(group, replacement, 2)); /* presented: dismissed, and the host told */
    CHECK_EQ_INT(host.dismissals, 1);
    CHECK_STATUS(bg_group_choose_sheet_item(group, 0), BG_E_STATE);

    CHECK_OK(bg_group_update(group, items, 4)); /* chosen or dismissed by the host: no notification */
    CHECK_OK(bg_group_activate_slot(group, 2));
    CHECK_OK(bg_group_dismiss_sheet(group));
    CHECK_OK(bg_group_update(group, replacement, 2));
    CHECK_EQ_INT(host.dismissals, 1);

    CHECK_EQ_INT(host.destroyed, 0);
    CHECK_OK(bg_group_set_sheet_dismissed_callback(group, NULL, NULL, NULL)); /* cleared: released */
    CHECK_EQ_INT(host.destroyed, 1);
    CHECK_OK(bg_group_set_sheet_dismissed_callback(group, on_dismissed, &host, destroy_dismissal_host));
    CHECK_OK(bg_group_free(group)); /* freed: released once more, no dismissal */
    CHECK_EQ_INT(host.destroyed, 2);
    CHECK_EQ_INT(host.dismissals, 1);
}

/* With the width policy a sheet lists the items the latest layout overflowed. An entry whose
 * item has since come back onto the bar is stale: choosing it is BG_E_STATE, fires nothing,
 * and the sheet stays presented; the entries of items still in the sheet can be chosen. */
static void test_stale_sheet_entries(void) {
    static const char *const titles[] = {"Details", "Statements", "History", "Cards", "Limits"};
    bg_group group = {0};
    bg_group_params params;
    bg_item items[5];
    probe probes[5];
    sheet_host sheet;
    bg_layout layout = new_layout();
    memset(&sheet, 0, sizeof sheet);
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    params.overflow_policy = BG_OVERFLOW_WIDTH;
    params.max_visible = 0;
    CHECK_OK(bg_group_create((bg_theme){0}, &params, &group));
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
    for (int i = 0; i < 5; i++) {
        probes[i] = make_probe(titles[i]);
        items[i] = probe_item(titles[i], &probes[i], 0);
    }
    CHECK_OK(bg_group_update(group, items, 5));
    CHECK_OK(bg_group_set_sheet_callback(group, host_sheet, &sheet, NULL));
    CHECK_OK(bg_group_layout(group, 200, 2, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.overflow_count, 4); /* Statements ... Limits */
    CHECK_OK(bg_group_activate_slot(group, layout.slot_count - 1));
    CHECK(sheet.calls == 1 && sheet.count == 4 && sheet.items[0].item_index == 1 && sheet.items[3].item_index == 4);
    /* Wider: Statements and History are back on the bar, Cards and Limits still in the sheet. */
    CHECK_OK(bg_group_layout(group, 500, 2, BG_DIRECTION_LTR, &layout));
    CHECK(layout.overflow_count == 2 && layout.overflow_items[0] == 3);
    CHECK_STATUS(bg_group_choose_sheet_item(group, 0), BG_E_STATE);
    CHECK_CONTAINS(bg_last_error_message(), "stale");
    CHECK_STATUS(bg_group_choose_sheet_item(group, 1), BG_E_STATE);
    CHECK(probes[1].actions == 0 && probes[2].actions == 0);
    CHECK_OK(bg_group_choose_sheet_item(group, 3)); /* the sheet stayed; Limits fires */
    CHECK_EQ_INT(probes[4].actions, 1);
    /* Every item back: the whole sheet is stale; back where the sheet saw them: current. */
    CHECK_OK(bg_group_layout(group, 200, 2, BG_DIRECTION_LTR, &layout));
    CHECK_OK(bg_group_activate_slot(group, layout.slot_count - 1));
    CHECK_OK(bg_group_layout(group, 2000, 2, BG_DIRECTION_RTL, &layout));
    CHECK_EQ_INT(layout.overflow_count, 0);
    for (uint32_t i = 0; i < 4; i++) CHECK_STATUS(bg_group_choose_sheet_item(group, i), BG_E_STATE);
    CHECK_OK(bg_group_layout(group, 200, 2, BG_DIRECTION_LTR, &layout));
    CHECK_OK(bg_group_choose_sheet_item(group, 0));
    CHECK_EQ_INT(probes[1].actions, 1);
    for (int i = 0; i < 5; i++) CHECK_EQ_INT(probes[i].actions, i == 1 || i == 4);
    CHECK_OK(bg_group_free(group));
}

void test_sheet_presentation(void) {
    test_no_presenter_presents_nothing();
    test_failed_presentation_is_not_presented();
    test_update_tells_the_host();
    test_stale_sheet_entries();
}
