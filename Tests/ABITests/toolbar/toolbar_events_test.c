/*
 * toolbar_events_test.c — what a host feeds a toolbar: every event call is BG_E_STATE before the
 * first layout; taps (hit frames grown to 44 points, the target reported), pointer down / move /
 * up / cancel (drawn highlighted while inside, fired on up inside only), disabled buttons (not
 * hit, skipped by focus, never fired), keyboard focus across groups and into the overflow button
 * in the same logical order left to right and right to left, activate_focused, the presented
 * menu's dismissal (by the host, or withdrawn by new items with the host told), and its stale
 * entries (their group came back from the overflow, or went into it: refused).
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "toolbar/toolbar_helpers.h"
#include "abi_suites.h"

/* The Zoom group in a toolbar laid out at 300 points, reporting to two probes. */
typedef struct {
    bg_toolbar toolbar;
    tb_probe out, in;
    bg_control_button buttons[2];
    bg_toolbar_view view;
} zoom_fixture;

static void zoom_fixture_init(zoom_fixture *fx, int zoom_in_disabled) {
    bg_toolbar_item item;
    fx->out = tb_make_probe("out");
    fx->in = tb_make_probe("in");
    item = tb_zoom(fx->buttons, &fx->out, &fx->in, BG_LABEL_STYLE_ICON_ONLY);
    fx->buttons[1].disabled = zoom_in_disabled;
    fx->toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    fx->view = tb_view();
    CHECK_OK(bg_toolbar_set_items(fx->toolbar, &item, 1));
}

static void zoom_fixture_free(zoom_fixture *fx) {
    CHECK_OK(bg_toolbar_free(fx->toolbar));
    CHECK(fx->out.destroyed == 1 && fx->in.destroyed == 1);
}

/* Before the first layout every event call is refused; out-parameters stay untouched. */
static void test_events_before_the_first_layout(void) {
    zoom_fixture fx;
    bg_control_target target = {42, 42, 42, 42};
    zoom_fixture_init(&fx, 0);
    CHECK_STATUS(bg_toolbar_tap(fx.toolbar, 230, 22, &target), BG_E_STATE);
    CHECK_CONTAINS(bg_last_error_message(), "laid out");
    CHECK_STATUS(bg_toolbar_pointer(fx.toolbar, BG_POINTER_DOWN, 230, 22, &target), BG_E_STATE);
    CHECK_STATUS(bg_toolbar_focus(fx.toolbar, BG_FOCUS_FIRST, &target), BG_E_STATE);
    CHECK_STATUS(bg_toolbar_activate_focused(fx.toolbar), BG_E_STATE);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(fx.toolbar, 0), BG_E_STATE);
    CHECK_CONTAINS(bg_last_error_message(), "no menu");
    CHECK_STATUS(bg_toolbar_dismiss_menu(fx.toolbar), BG_E_STATE);
    CHECK(target.kind == 42 && target.item_index == 42 && target.button_index == 42);
    CHECK_EQ_INT(fx.out.actions + fx.in.actions, 0);
    /* New items after a layout: the latest layout is what events use; it is laid out again. */
    CHECK_OK(tb_layout(fx.toolbar, 300, BG_DIRECTION_LTR, &fx.view));
    CHECK_OK(bg_toolbar_focus(fx.toolbar, BG_FOCUS_FIRST, &target));
    CHECK_STR(tb_target_text(target), "button:0.0");
    zoom_fixture_free(&fx);
}

/* Taps: inside a cell (or its grown hit frame) fire that button; elsewhere nothing. */
static void test_taps(void) {
    zoom_fixture fx;
    bg_control_target target = {42, 42, 42, 42};
    double x, y;
    zoom_fixture_init(&fx, 0);
    CHECK_OK(tb_layout(fx.toolbar, 300, BG_DIRECTION_LTR, &fx.view));
    const bg_control_cell *in = TB_CELL(&fx.view, 0, 1);
    tb_rect_center(in->frame, &x, &y);
    log_reset();
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, y, &target));
    CHECK_STR(tb_target_text(target), "button:0.1");
    CHECK(fx.in.actions == 1 && fx.in.last_item == 0 && fx.in.last_button == 1 && fx.out.actions == 0);
    CHECK_STR(event_log, "action:in,action-end:in");
    /* The hit frame reaches 6 points above the 32-point cell (the bar's top edge). */
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, in->frame.y - 5.5, &target));
    CHECK_STR(tb_target_text(target), "button:0.1");
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, in->frame.y - 6.5, &target));
    CHECK_STR(tb_target_text(target), "none");
    CHECK_OK(bg_toolbar_tap(fx.toolbar, 5, 22, &target)); /* the bar's empty start */
    CHECK_STR(tb_target_text(target), "none");
    CHECK_OK(bg_toolbar_tap(fx.toolbar, -1000, -1000, NULL)); /* far outside; no out */
    CHECK_EQ_INT(fx.in.actions, 2);
    const bg_control_cell *out = TB_CELL(&fx.view, 0, 0);
    tb_rect_center(out->frame, &x, &y);
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, y, NULL));
    CHECK(fx.out.actions == 1 && fx.out.last_button == 0);
    /* Right to left: the same buttons at their mirrored places. */
    CHECK_OK(tb_layout(fx.toolbar, 300, BG_DIRECTION_RTL, &fx.view));
    tb_rect_center(TB_CELL(&fx.view, 0, 0)->frame, &x, &y);
    CHECK(x < 150);
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, y, &target));
    CHECK_STR(tb_target_text(target), "button:0.0");
    CHECK_EQ_INT(fx.out.actions, 2);
    zoom_fixture_free(&fx);
}

/* The cell state of button `button` at the next layout. */
static uint32_t state_of(zoom_fixture *fx, int32_t button) {
    if (tb_layout(fx->toolbar, 300, BG_DIRECTION_LTR, &fx->view) != BG_OK) return 0xDEAD;
    const bg_control_cell *cell = tb_cell(&fx->view, 0, button);
    return cell ? cell->state : 0xBEEF;
}

/* Pointer tracking: down presses (drawn highlighted), moving out releases the highlight and
 * back in restores it, up inside fires, up outside and cancel fire nothing. */
static void test_pointer(void) {
    zoom_fixture fx;
    bg_control_target target = {42, 42, 42, 42};
    double x, y;
    zoom_fixture_init(&fx, 0);
    CHECK_OK(tb_layout(fx.toolbar, 300, BG_DIRECTION_LTR, &fx.view));
    tb_rect_center(TB_CELL(&fx.view, 0, 0)->frame, &x, &y);
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_DOWN, x, y, &target));
    CHECK_STR(tb_target_text(target), "none");
    CHECK_EQ_INT(state_of(&fx, 0), BG_STATE_HIGHLIGHTED);
    CHECK_EQ_INT(state_of(&fx, 1), 0);
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_MOVE, 10, 200, &target));
    CHECK_EQ_INT(state_of(&fx, 0), 0);
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_MOVE, x + 1, y, &target));
    CHECK_EQ_INT(state_of(&fx, 0), BG_STATE_HIGHLIGHTED);
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_UP, x + 1, y, &target));
    CHECK_STR(tb_target_text(target), "button:0.0");
    CHECK_EQ_INT(fx.out.actions, 1);
    CHECK_EQ_INT(state_of(&fx, 0), 0);
    /* Up outside: nothing. */
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_DOWN, x, y, NULL));
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_MOVE, 10, 200, NULL));
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_UP, 10, 200, &target));
    CHECK_STR(tb_target_text(target), "none");
    /* Cancel: nothing, and the highlight goes. */
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_DOWN, x, y, NULL));
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_CANCEL, x, y, &target));
    CHECK_STR(tb_target_text(target), "none");
    CHECK_EQ_INT(state_of(&fx, 0), 0);
    /* Up on a neighbour after down on Zoom Out: nothing (the press belongs to Zoom Out). */
    double x1, y1;
    tb_rect_center(TB_CELL(&fx.view, 0, 1)->frame, &x1, &y1);
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_DOWN, x, y, NULL));
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_UP, x1, y1, &target));
    CHECK_STR(tb_target_text(target), "none");
    CHECK(fx.out.actions == 1 && fx.in.actions == 0);
    /* Up without a down: nothing. */
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_UP, x, y, &target));
    CHECK_STR(tb_target_text(target), "none");
    CHECK_EQ_INT(fx.out.actions, 1);
    zoom_fixture_free(&fx);
}

/* A disabled button: drawn disabled, not hit (tap, pointer), skipped by focus, never fired. */
static void test_disabled_buttons(void) {
    zoom_fixture fx;
    bg_control_target target = {42, 42, 42, 42};
    double x, y;
    zoom_fixture_init(&fx, 1);
    CHECK_OK(tb_layout(fx.toolbar, 300, BG_DIRECTION_LTR, &fx.view));
    CHECK_EQ_INT(TB_CELL(&fx.view, 0, 1)->state, BG_STATE_DISABLED);
    CHECK_EQ_INT(fx.view.accessibility[2].enabled, 0);
    CHECK_EQ_INT(fx.view.accessibility[0].enabled, 1); /* the group still has an enabled button */
    tb_rect_center(TB_CELL(&fx.view, 0, 1)->frame, &x, &y);
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, y, &target));
    CHECK_STR(tb_target_text(target), "none");
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_DOWN, x, y, NULL));
    CHECK_EQ_INT(state_of(&fx, 1), BG_STATE_DISABLED); /* not highlighted */
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_UP, x, y, &target));
    CHECK_STR(tb_target_text(target), "none");
    CHECK_OK(bg_toolbar_focus(fx.toolbar, BG_FOCUS_FIRST, &target));
    CHECK_STR(tb_target_text(target), "button:0.0");
    CHECK_OK(bg_toolbar_focus(fx.toolbar, BG_FOCUS_NEXT, &target));
    CHECK_STR(tb_target_text(target), "button:0.0"); /* wraps past the disabled one */
    CHECK_OK(bg_toolbar_focus(fx.toolbar, BG_FOCUS_LAST, &target));
    CHECK_STR(tb_target_text(target), "button:0.0");
    CHECK_EQ_INT(state_of(&fx, 0), BG_STATE_FOCUSED);
    CHECK_OK(bg_toolbar_activate_focused(fx.toolbar));
    CHECK(fx.out.actions == 1 && fx.in.actions == 0);
    zoom_fixture_free(&fx);
}

/* Visits `moves` focus moves and writes the targets as text, e.g. "button:0.1 button:1.0". */
static void visit(bg_toolbar toolbar, int32_t first, int moves, char *out, size_t size) {
    bg_control_target target = {42, 42, 42, 42};
    out[0] = '\0';
    for (int i = 0; i < moves; i++) {
        if (bg_toolbar_focus(toolbar, i == 0 ? first : BG_FOCUS_NEXT, &target) != BG_OK) {
            strncat(out, "FAILED", size - strlen(out) - 1);
            return;
        }
        if (i > 0) strncat(out, " ", size - strlen(out) - 1);
        strncat(out, tb_target_text(target), size - strlen(out) - 1);
    }
}

/* Focus goes through the enabled cells of every shown group in reading order, then the
 * overflow button, and wraps; right to left the logical order is the same. */
static void test_focus_order(void) {
    tb_four four;
    tb_probe probes[8];
    tb_menu_host host;
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    bg_control_target target = {42, 42, 42, 42};
    char visited[512];
    static const char expected[] =
        "button:0.1 button:1.0 button:1.1 button:2.0 button:2.1 overflow button:0.1";
    memset(&host, 0, sizeof host);
    for (int i = 0; i < 8; i++) probes[i] = tb_make_probe("p");
    tb_four_groups(&four, probes);
    four.buttons[0][0].disabled = 1;
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(bg_toolbar_set_menu_callback(toolbar, tb_present_menu, &host, NULL));
    for (int direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
        CHECK_OK(tb_layout(toolbar, 331, direction, &view)); /* "edit" (3) in the menu */
        CHECK_STR(tb_overflowed_text(&view), "3");
        visit(toolbar, BG_FOCUS_FIRST, 7, visited, sizeof visited);
        CHECK_STR(visited, expected);
        CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_PREVIOUS, &target));
        CHECK_STR(tb_target_text(target), "overflow");
        CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_PREVIOUS, &target));
        CHECK_STR(tb_target_text(target), "button:2.1");
        CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_LAST, &target));
        CHECK_STR(tb_target_text(target), "overflow");
        CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_CLEAR, &target));
        CHECK_STR(tb_target_text(target), "none");
    }
    /* The focused cell is drawn focused; the RTL bar has "nav" on the right. */
    CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_FIRST, NULL));
    CHECK_OK(tb_layout(toolbar, 331, BG_DIRECTION_RTL, &view));
    CHECK_EQ_INT(TB_CELL(&view, 0, 1)->state, BG_STATE_FOCUSED);
    CHECK(TB_CELL(&view, 0, 1)->frame.x > 331 / 2.0);
    CHECK_EQ_INT(TB_CELL(&view, 1, 0)->state, 0);
    /* Activating it fires nav 1; the overflow button presents the menu. */
    CHECK_OK(bg_toolbar_activate_focused(toolbar));
    CHECK(probes[1].actions == 1 && probes[1].last_item == 0 && probes[1].last_button == 1);
    CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_LAST, NULL));
    CHECK_OK(bg_toolbar_activate_focused(toolbar));
    CHECK(host.calls == 1 && host.is_overflow == 1);
    CHECK_STR(tb_menu_titles(&host), "edit>,edit 0,edit 1");
    CHECK_OK(bg_toolbar_choose_menu_entry(toolbar, 2));
    CHECK(probes[7].actions == 1 && probes[7].last_item == 3 && probes[7].last_button == 1);
    /* Nothing focused: activate_focused is refused. */
    CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_CLEAR, NULL));
    CHECK_STATUS(bg_toolbar_activate_focused(toolbar), BG_E_STATE);
    CHECK_CONTAINS(bg_last_error_message(), "focus");
    /* The same items rebuilt keep the focus on its cell; items of another shape start over. */
    CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_FIRST, NULL));
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(tb_layout(toolbar, 331, BG_DIRECTION_LTR, &view));
    int before = 0, after = 0;
    for (int i = 0; i < 8; i++) before += probes[i].actions;
    CHECK_OK(bg_toolbar_activate_focused(toolbar));
    for (int i = 0; i < 8; i++) after += probes[i].actions;
    CHECK_EQ_INT(after, before + 1);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 3));
    CHECK_OK(tb_layout(toolbar, 331, BG_DIRECTION_LTR, &view));
    CHECK_STATUS(bg_toolbar_activate_focused(toolbar), BG_E_STATE);
    CHECK_OK(bg_toolbar_free(toolbar));
    CHECK_EQ_INT(probes[1].destroyed, 3); /* one registration per set_items */
}

/* The presented menu: dismissed by the host (then nothing to choose), or withdrawn by new
 * items (the host told once); without a present callback nothing is presented. */
static void test_menu_dismissal(void) {
    tb_four four;
    tb_menu_host host;
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    bg_control_target target = {42, 42, 42, 42};
    double x, y;
    memset(&host, 0, sizeof host);
    tb_four_groups(&four, NULL);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(bg_toolbar_set_menu_callback(toolbar, tb_present_menu, &host, NULL));
    CHECK_OK(bg_toolbar_set_menu_dismissed_callback(toolbar, tb_menu_dismissed, &host, NULL));
    CHECK_OK(tb_layout(toolbar, 250, BG_DIRECTION_LTR, &view));
    tb_rect_center(view.overflow_button, &x, &y);
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK_EQ_INT(host.calls, 1);
    CHECK_OK(bg_toolbar_dismiss_menu(toolbar));
    CHECK_STATUS(bg_toolbar_dismiss_menu(toolbar), BG_E_STATE);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(toolbar, 1), BG_E_STATE);
    CHECK_EQ_INT(host.dismissed, 0); /* the host dismissed it: nothing to tell */
    /* Withdrawn by new items: the host is told once, nothing is left to choose. */
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK_EQ_INT(host.calls, 2);
    log_reset();
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_EQ_INT(host.dismissed, 1);
    CHECK_STR(event_log, "dismissed");
    CHECK_STATUS(bg_toolbar_choose_menu_entry(toolbar, 1), BG_E_STATE);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4)); /* no menu: no notification */
    CHECK_EQ_INT(host.dismissed, 1);
    /* Without a present callback a tap on the overflow button presents nothing. */
    CHECK_OK(bg_toolbar_set_menu_callback(toolbar, NULL, NULL, NULL));
    CHECK_OK(tb_layout(toolbar, 250, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, &target));
    CHECK_STR(tb_target_text(target), "overflow");
    CHECK_EQ_INT(host.calls, 2); /* not called */
    CHECK_STATUS(bg_toolbar_choose_menu_entry(toolbar, 1), BG_E_STATE);
    CHECK_STATUS(bg_toolbar_dismiss_menu(toolbar), BG_E_STATE);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4)); /* nothing was presented */
    CHECK_EQ_INT(host.dismissed, 1);
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* The entry of `host`'s menu titled `title`, or -1. */
static int32_t menu_entry(const tb_menu_host *host, const char *title) {
    for (uint32_t i = 0; i < host->count && i < TB_MENU_MAX; i++)
        if (strcmp(host->entries[i].title, title) == 0) return (int32_t)i;
    return -1;
}

/* A menu lists groups as the latest layout shows them: an overflow menu the overflowed ones, a
 * menu-style group's menu a group on the bar. An entry of a group that has since come back
 * from the overflow (or gone into it) is stale: choosing it is BG_E_STATE, fires nothing, and
 * the menu stays presented (the host takes it down, as for any refused entry); the entries of
 * groups still where the menu saw them can be chosen. */
static void test_stale_menu_entries(void) {
    tb_four four;
    tb_probe probes[8];
    tb_menu_host host;
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    double x, y;
    memset(&host, 0, sizeof host);
    for (int i = 0; i < 8; i++) probes[i] = tb_make_probe("p");
    tb_four_groups(&four, probes);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(bg_toolbar_set_menu_callback(toolbar, tb_present_menu, &host, NULL));
    /* "share" and "edit" in the overflow menu; then the bar widens and "share" comes back. */
    CHECK_OK(tb_layout(toolbar, 250, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "2,3");
    tb_rect_center(view.overflow_button, &x, &y);
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK_STR(tb_menu_titles(&host), "share>,share 0,share 1,edit>,edit 0,edit 1");
    CHECK_OK(tb_layout(toolbar, 331, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "3");
    CHECK_STATUS(bg_toolbar_choose_menu_entry(toolbar, (uint32_t)menu_entry(&host, "share 1")), BG_E_STATE);
    CHECK_CONTAINS(bg_last_error_message(), "stale");
    CHECK_EQ_INT(probes[5].actions, 0);
    /* The menu stays: "edit" is still in the overflow, its entry fires. */
    CHECK_OK(bg_toolbar_choose_menu_entry(toolbar, (uint32_t)menu_entry(&host, "edit 0")));
    CHECK(probes[6].actions == 1 && probes[6].last_item == 3 && probes[6].last_button == 0);
    /* Every group back: every entry of the menu is stale. */
    CHECK_OK(tb_layout(toolbar, 250, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK_OK(tb_layout(toolbar, 900, BG_DIRECTION_RTL, &view));
    CHECK_STR(tb_overflowed_text(&view), "");
    for (uint32_t i = 0; i < host.count; i++)
        if (host.entries[i].button_index >= 0) CHECK_STATUS(bg_toolbar_choose_menu_entry(toolbar, i), BG_E_STATE);
    CHECK_OK(bg_toolbar_dismiss_menu(toolbar));
    /* Back where the menu saw it (the bar narrowed again): the entry is current again. */
    CHECK_OK(tb_layout(toolbar, 250, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK_OK(tb_layout(toolbar, 900, BG_DIRECTION_LTR, &view));
    CHECK_OK(tb_layout(toolbar, 250, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_toolbar_choose_menu_entry(toolbar, (uint32_t)menu_entry(&host, "share 1")));
    CHECK(probes[5].actions == 1 && probes[5].last_item == 2 && probes[5].last_button == 1);
    for (int i = 0; i < 8; i++) CHECK_EQ_INT(probes[i].actions, i == 5 || i == 6);
    /* A menu-style group's menu, then the group goes into the overflow: stale likewise. */
    four.items[3].style = BG_CONTROL_STYLE_MENU;
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(tb_layout(toolbar, 900, BG_DIRECTION_LTR, &view));
    tb_rect_center(TB_CELL(&view, 3, -1)->frame, &x, &y);
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK(host.is_overflow == 0 && host.item_index == 3);
    CHECK_OK(tb_layout(toolbar, 250, BG_DIRECTION_LTR, &view));
    CHECK_STATUS(bg_toolbar_choose_menu_entry(toolbar, (uint32_t)menu_entry(&host, "edit 1")), BG_E_STATE);
    CHECK_CONTAINS(bg_last_error_message(), "stale");
    CHECK_OK(tb_layout(toolbar, 900, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_toolbar_choose_menu_entry(toolbar, (uint32_t)menu_entry(&host, "edit 1")));
    CHECK_EQ_INT(probes[7].actions, 1);
    CHECK_OK(bg_toolbar_free(toolbar));
}

void test_toolbar_events(void) {
    test_events_before_the_first_layout();
    test_taps();
    test_pointer();
    test_disabled_buttons();
    test_focus_order();
    test_menu_dismissal();
    test_stale_menu_entries();
}
