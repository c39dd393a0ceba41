/*
 * callback_failures_test.c — host callbacks that report a failure: an action or navigation
 * returning a negative status, a failing navigate callback, a failing sheet callback, and a
 * measure callback that fails or answers NaN, infinite or negative widths. The triggering call
 * fails with BG_E_CALLBACK naming the callback, later steps (navigate after a failed action)
 * do not run, nothing wrong is cached, and the group stays usable.
 */
#include <math.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* Measures like fixed_measure, then fails with `result`, or answers `width` when it is not 0. */
typedef struct {
    int calls;
    double width;        /* what to answer (NaN to fail) */
    bg_status result;
} scripted_state;

static bg_status scripted_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                  double max_width, bg_size *out) {
    scripted_state *m = user_data;
    m->calls++;
    fixed_measure(NULL, font, text, text_len, max_width, out);
    if (m->result != BG_OK) return m->result;
    if (m->width != 0 || isnan(m->width)) out->width = m->width;
    return BG_OK;
}

/* One group shared by the steps below, in order: items A (action and navigation: probe a),
 * B (action: probe b), C and D; the scripted measurer; the failing sheet callback. */
typedef struct {
    bg_group group;
    probe a, b;
    scripted_state m;
} failures_fixture;

/* An action returning a negative status: BG_E_CALLBACK, and the navigate step does not run. */
static void test_failing_action(failures_fixture *fx) {
    log_reset();
    CHECK_STATUS(bg_group_activate_slot(fx->group, 0), BG_E_CALLBACK);
    CHECK_CONTAINS(bg_last_error_message(), "action");
    CHECK_EQ_INT(fx->a.actions, 1);
    CHECK_EQ_INT(fx->a.navigations, 0);
    /* The action failed: the navigate step did not run. */
    CHECK(strstr(event_log, "navigate") == NULL);
    CHECK_STATUS(bg_group_run_navigation(fx->group, 0, NULL), BG_E_CALLBACK); /* navigation returns -1 too */
    CHECK_EQ_INT(fx->a.navigations, 1);
    fx->a.result = BG_OK;
    CHECK_OK(bg_group_activate_slot(fx->group, 0));
}

/* The navigate callback failing; without a navigate callback the action runs alone. */
static void test_failing_navigate_callback(failures_fixture *fx) {
    navigate_host failing_nav;
    memset(&failing_nav, 0, sizeof failing_nav);
    failing_nav.group = fx->group;
    failing_nav.result = -2;
    CHECK_OK(bg_group_set_navigate_callback(fx->group, host_navigate, &failing_nav, NULL));
    CHECK_STATUS(bg_group_activate_slot(fx->group, 0), BG_E_CALLBACK);
    CHECK_CONTAINS(bg_last_error_message(), "navigate");
    CHECK_EQ_INT(failing_nav.calls, 1);
    CHECK_OK(bg_group_set_navigate_callback(fx->group, NULL, NULL, NULL));
    CHECK_OK(bg_group_activate_slot(fx->group, 0)); /* no navigate callback: the action only */
}

/* The sheet callback failing (slot 2 is More). */
static void test_failing_sheet_callback(failures_fixture *fx) {
    CHECK_STATUS(bg_group_activate_slot(fx->group, 2), BG_E_CALLBACK);
    CHECK_CONTAINS(bg_last_error_message(), "sheet");
    CHECK_STATUS(bg_group_choose_sheet_item(fx->group, 0), BG_E_STATE); /* the host could not present it */
}

/* The measure callback failing: status, then NaN, inf, negative width (registering again clears
 * the measure cache, so the titles are measured afresh); answering sanely again, the failures
 * were not cached. */
static void test_failing_measure_callback(failures_fixture *fx) {
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_set_measure_callback(fx->group, scripted_measure, &fx->m, NULL));
    fx->m.result = -3;
    CHECK_STATUS(bg_group_layout(fx->group, 300, 1, BG_DIRECTION_LTR, &layout), BG_E_CALLBACK);
    CHECK_CONTAINS(bg_last_error_message(), "measure");
    fx->m.result = BG_OK;
    fx->m.width = nan("");
    CHECK_STATUS(bg_group_layout(fx->group, 290, 1, BG_DIRECTION_LTR, &layout), BG_E_CALLBACK);
    fx->m.width = HUGE_VAL;
    CHECK_STATUS(bg_group_layout(fx->group, 280, 1, BG_DIRECTION_LTR, &layout), BG_E_CALLBACK);
    fx->m.width = -5;
    CHECK_STATUS(bg_group_layout(fx->group, 270, 1, BG_DIRECTION_LTR, &layout), BG_E_CALLBACK);
    /* The same measurer answering sanely again: the failures were not cached. */
    fx->m.width = 0;
    layout = new_layout();
    CHECK_OK(bg_group_layout(fx->group, 270, 1, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.slot_count, 3);
    CHECK_EQ_DBL(layout.slots[0].title_frame.width, 8);
}

/* A NaN measurer replaced by a sane one. */
static void test_nan_measurer_replaced(failures_fixture *fx) {
    bg_layout layout = new_layout();
    fx->m.width = nan("");
    CHECK_OK(bg_group_set_measure_callback(fx->group, scripted_measure, &fx->m, NULL));
    CHECK_STATUS(bg_group_layout(fx->group, 260, 1, BG_DIRECTION_LTR, &layout), BG_E_CALLBACK);
    CHECK_OK(bg_group_set_measure_callback(fx->group, fixed_measure, NULL, NULL));
    layout = new_layout();
    CHECK_OK(bg_group_layout(fx->group, 260, 1, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_DBL(layout.slots[0].title_frame.width, 8);
}

void test_callback_failures(void) {
    failures_fixture fx;
    bg_layout layout = new_layout();
    memset(&fx, 0, sizeof fx);
    fx.a = make_probe("a");
    fx.b = make_probe("b");
    fx.a.result = -1;
    bg_item items[4] = {probe_item("A", &fx.a, 1), probe_item("B", &fx.b, 0), plain_item("C"), plain_item("D")};
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &fx.group));
    CHECK_OK(bg_group_update(fx.group, items, 4));
    CHECK_OK(bg_group_set_measure_callback(fx.group, scripted_measure, &fx.m, NULL));
    CHECK_OK(bg_group_set_sheet_callback(fx.group, failing_sheet, NULL, NULL));
    CHECK_OK(bg_group_layout(fx.group, 320, 1, BG_DIRECTION_LTR, &layout));
    test_failing_action(&fx);
    test_failing_navigate_callback(&fx);
    test_failing_sheet_callback(&fx);
    test_failing_measure_callback(&fx);
    test_nan_measurer_replaced(&fx);
    CHECK_OK(bg_group_free(fx.group));
    CHECK(fx.a.destroyed == 1 && fx.b.destroyed == 1);
    STILL_WORKS();
}
