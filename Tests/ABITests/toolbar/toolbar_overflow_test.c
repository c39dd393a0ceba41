/*
 * toolbar_overflow_test.c — a toolbar running out of width: four groups (navigation, principal,
 * two primary actions; each 36 + 1 + 36 = 73 points wide) shrinking width by width move into
 * the overflow menu whole, primary actions first, the later item first, navigation last; a host
 * priority wins; the overflow button (32 points) at the trailing end; the overflow menu lists
 * each overflowed group as a submenu under its label; bg_toolbar_breakpoints gives exactly the
 * widths where the layout changes; hysteresis (a group that left comes back only at
 * moves_out); a focused button's group never overflows (the next one goes); diagnostics (too
 * many groups, mixed selection, an unlabeled group that overflowed).
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "toolbar/toolbar_helpers.h"
#include "abi_suites.h"

/* Every group, the spacing and the paddings: 2 x 8 + 4 x 73 + 3 x 8. */
#define FOUR_GROUPS_WIDTH 332.0

typedef struct {
    double width;             /* the widest width with this overflow */
    char overflowed[32];
} overflow_step;

/* Lays `toolbar` out from `from` down to 0 in steps of 0.5 and records each distinct overflow
 * (at most `max` steps). Checks on the way that the shown and overflowed groups are all the
 * groups and that the overflow button (32 points) is shown exactly when something overflows, at
 * the trailing end inside the padding (while the bar has room for the paddings and the button). */
static int shrink(bg_toolbar toolbar, double from, int32_t direction, overflow_step *steps, int max) {
    bg_toolbar_view view = tb_view();
    int count = 0, consistent = 1;
    for (double width = from; width >= 0; width -= 0.5) {
        if (tb_layout(toolbar, width, direction, &view) != BG_OK) return -1;
        const char *text = tb_overflowed_text(&view);
        if (view.group_count + view.overflowed_count != 4) consistent = 0;
        if ((view.has_overflow_button != 0) != (view.overflowed_count != 0)) consistent = 0;
        if (view.has_overflow_button && width >= 8 + 32 + 8) { /* narrower: no room for the paddings */
            double trailing = direction == BG_DIRECTION_LTR ? width - 8 - 32 : 8;
            if (view.overflow_button.x != trailing || view.overflow_button.width != 32) consistent = 0;
        }
        if (count == 0 || strcmp(steps[count - 1].overflowed, text) != 0) {
            if (count == max) return -1;
            steps[count].width = width;
            snprintf(steps[count].overflowed, sizeof steps[count].overflowed, "%s", text);
            count++;
        }
    }
    CHECK(consistent);
    return count;
}

static bg_toolbar four_group_toolbar(tb_four *four) {
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    tb_four_groups(four, NULL);
    CHECK_OK(bg_toolbar_set_items(toolbar, four->items, 4));
    return toolbar;
}

/* Shrinking: primary actions first (the later one first), then principal, navigation last;
 * the steps are exactly the breakpoints; right to left the same. */
static void test_overflow_order_and_breakpoints(void) {
    tb_four four;
    bg_toolbar toolbar = four_group_toolbar(&four);
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints};
    overflow_step steps[8];
    static const char *const expected[5] = {"", "3", "2,3", "1,2,3", "0,1,2,3"};
    static const uint32_t order[4] = {3, 2, 1, 0};
    CHECK_OK(bg_toolbar_breakpoints(toolbar, &breakpoints));
    CHECK_EQ_INT(breakpoints.struct_size, sizeof breakpoints);
    CHECK_EQ_INT(breakpoints.count, 4);
    CHECK_EQ_DBL(breakpoints.breakpoints[0].moves_in, FOUR_GROUPS_WIDTH);
    for (int i = 0; i < 4; i++) {
        CHECK_EQ_INT(breakpoints.breakpoints[i].item_index, order[i]);
        CHECK_EQ_DBL(breakpoints.breakpoints[i].moves_out, breakpoints.breakpoints[i].moves_in + 8);
    }
    /* The first group out makes room for the overflow button (32); each next one frees its
     * width and a spacing (73 + 8). */
    CHECK_EQ_DBL(breakpoints.breakpoints[1].moves_in, FOUR_GROUPS_WIDTH - 73 + 32);
    CHECK_EQ_DBL(breakpoints.breakpoints[2].moves_in, breakpoints.breakpoints[1].moves_in - 81);
    CHECK_EQ_DBL(breakpoints.breakpoints[3].moves_in, breakpoints.breakpoints[2].moves_in - 81);
    bg_overflow_breakpoint copy[4];
    memcpy(copy, breakpoints.breakpoints, sizeof copy);
    for (int direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
        CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4)); /* forgets the overflow */
        int count = shrink(toolbar, 600, direction, steps, 8);
        CHECK_EQ_INT(count, 5);
        for (int i = 0; i < count && i < 5; i++) CHECK_STR(steps[i].overflowed, expected[i]);
        /* Group order[i] leaves below its moves_in: the step starts half a point under it. */
        for (int i = 1; i < count && i < 5; i++) CHECK_EQ_DBL(steps[i].width, copy[i - 1].moves_in - 0.5);
    }
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* At each breakpoint on a fresh toolbar (no memory of an earlier overflow): at moves_in the
 * group is shown, half a point under it is in the menu with every group before it. */
static void test_breakpoints_are_exact(void) {
    tb_four four;
    bg_toolbar toolbar = four_group_toolbar(&four);
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints};
    bg_overflow_breakpoint copy[4];
    bg_toolbar_view view = tb_view();
    CHECK_OK(bg_toolbar_breakpoints(toolbar, &breakpoints));
    memcpy(copy, breakpoints.breakpoints, sizeof copy);
    for (int i = 0; i < 4; i++) {
        CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
        CHECK_OK(tb_layout(toolbar, copy[i].moves_in, BG_DIRECTION_LTR, &view));
        CHECK_EQ_INT(view.overflowed_count, i);
        CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
        CHECK_OK(tb_layout(toolbar, copy[i].moves_in - 0.5, BG_DIRECTION_LTR, &view));
        CHECK_EQ_INT(view.overflowed_count, i + 1);
        int found = 0;
        for (uint32_t k = 0; k < view.overflowed_count; k++) found |= view.overflowed[k] == copy[i].item_index;
        CHECK(found);
    }
    /* Nothing fits: every group in the menu, only the overflow button shown. */
    CHECK_OK(tb_layout(toolbar, 10, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "0,1,2,3");
    CHECK(view.group_count == 0 && view.cell_count == 0 && view.has_overflow_button == 1);
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* A host priority ranks first: navigation at -1 leaves first, edit at 5 last. */
static void test_host_priority_wins(void) {
    tb_four four;
    bg_toolbar toolbar = four_group_toolbar(&four);
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints};
    overflow_step steps[8];
    static const char *const expected[5] = {"", "0", "0,2", "0,1,2", "0,1,2,3"};
    static const uint32_t order[4] = {0, 2, 1, 3};
    four.items[0].has_priority = 1;
    four.items[0].priority = -1;
    four.items[3].has_priority = 1;
    four.items[3].priority = 5;
    four.items[1].priority = -100; /* without has_priority: ignored */
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(bg_toolbar_breakpoints(toolbar, &breakpoints));
    CHECK_EQ_INT(breakpoints.count, 4);
    for (uint32_t i = 0; i < breakpoints.count && i < 4; i++) CHECK_EQ_INT(breakpoints.breakpoints[i].item_index, order[i]);
    int count = shrink(toolbar, 600, BG_DIRECTION_LTR, steps, 8);
    CHECK_EQ_INT(count, 5);
    for (int i = 0; i < count && i < 5; i++) CHECK_STR(steps[i].overflowed, expected[i]);
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* Hysteresis: once in the menu, a group comes back only at moves_out (moves_in + 8). */
static void test_hysteresis(void) {
    tb_four four;
    bg_toolbar toolbar = four_group_toolbar(&four);
    bg_toolbar_view view = tb_view();
    const double in = FOUR_GROUPS_WIDTH, out = FOUR_GROUPS_WIDTH + 8;
    CHECK_OK(tb_layout(toolbar, in, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "");
    CHECK_OK(tb_layout(toolbar, in - 1, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "3");
    CHECK_OK(tb_layout(toolbar, in, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "3");
    CHECK_OK(tb_layout(toolbar, in + 1, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "3");
    CHECK_OK(tb_layout(toolbar, out - 0.5, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "3");
    CHECK_OK(tb_layout(toolbar, in - 1, BG_DIRECTION_RTL, &view)); /* the direction changes nothing */
    CHECK_STR(tb_overflowed_text(&view), "3");
    CHECK_OK(tb_layout(toolbar, out, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "");
    CHECK_OK(tb_layout(toolbar, in, BG_DIRECTION_LTR, &view)); /* back to the start: shown */
    CHECK_STR(tb_overflowed_text(&view), "");
    /* Two groups out, then widening: share comes back at its own moves_out (291 + 8). */
    CHECK_OK(tb_layout(toolbar, 250, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "2,3");
    CHECK_OK(tb_layout(toolbar, 291, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "2,3");
    CHECK_OK(tb_layout(toolbar, 298.5, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "2,3");
    CHECK_OK(tb_layout(toolbar, 299, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "3");
    /* The same items again (a host rebuilding them) keep the memory; items of another shape
     * start over. */
    CHECK_OK(tb_layout(toolbar, in - 1, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(tb_layout(toolbar, in, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "3");
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 3));
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(tb_layout(toolbar, in, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "");
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* The focused button's group never overflows: the next group in the order goes instead, the
 * breakpoints leave it out; once focus is cleared it goes first again. */
static void test_focused_group_stays(void) {
    tb_four four;
    bg_toolbar toolbar = four_group_toolbar(&four);
    bg_toolbar_view view = tb_view();
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints};
    bg_control_target target = {-5, -5, -5, 0};
    CHECK_OK(tb_layout(toolbar, 2000, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_LAST, &target));
    CHECK_STR(tb_target_text(target), "button:3.1");
    CHECK_OK(tb_layout(toolbar, FOUR_GROUPS_WIDTH - 1, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "2");
    const bg_control_cell *focused = tb_cell(&view, 3, 1);
    CHECK(focused != NULL && focused->state == BG_STATE_FOCUSED);
    CHECK_OK(tb_layout(toolbar, FOUR_GROUPS_WIDTH - 82, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "1,2");
    CHECK(tb_cell(&view, 3, 1) != NULL);
    CHECK_OK(bg_toolbar_breakpoints(toolbar, &breakpoints));
    CHECK_EQ_INT(breakpoints.count, 3);
    CHECK(breakpoints.count == 3 && breakpoints.breakpoints[0].item_index == 2 &&
          breakpoints.breakpoints[1].item_index == 1 && breakpoints.breakpoints[2].item_index == 0);
    /* Even when nothing fits, the focused group stays. */
    CHECK_OK(tb_layout(toolbar, 10, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "0,1,2");
    CHECK_STR(tb_groups_text(&view), "3");
    CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_CLEAR, &target));
    CHECK_STR(tb_target_text(target), "none");
    CHECK_OK(tb_layout(toolbar, 2000, BG_DIRECTION_LTR, &view));
    CHECK_OK(tb_layout(toolbar, FOUR_GROUPS_WIDTH - 1, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "3");
    CHECK_OK(bg_toolbar_breakpoints(toolbar, &breakpoints));
    CHECK_EQ_INT(breakpoints.count, 4);
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* A group being pressed stays too: the breakpoints leave it out, a layout too narrow for it
 * moves the others and draws the pressed cell highlighted, and the press still fires on up
 * inside. Once released, the group leaves like any other. (The pressed group is "nav", whose
 * cell stays the first target: see the report for a press whose cell moves.) */
static void test_pressed_group_stays(void) {
    tb_four four;
    tb_probe probes[8];
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints};
    bg_control_target target = {-5, -5, -5, 0};
    double x, y;
    for (int i = 0; i < 8; i++) probes[i] = tb_make_probe("p");
    tb_four_groups(&four, probes);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(tb_layout(toolbar, 2000, BG_DIRECTION_LTR, &view));
    tb_rect_center(TB_CELL(&view, 0, 0)->frame, &x, &y);
    CHECK_OK(bg_toolbar_pointer(toolbar, BG_POINTER_DOWN, x, y, NULL));
    CHECK_OK(bg_toolbar_breakpoints(toolbar, &breakpoints));
    CHECK_EQ_INT(breakpoints.count, 3);
    CHECK(breakpoints.count == 3 && breakpoints.breakpoints[2].item_index == 1);
    CHECK_OK(tb_layout(toolbar, 100, BG_DIRECTION_LTR, &view)); /* below nav's own breakpoint (129) */
    CHECK_STR(tb_overflowed_text(&view), "1,2,3");
    const bg_control_cell *pressed = tb_cell(&view, 0, 0);
    CHECK(pressed != NULL && pressed->state == BG_STATE_HIGHLIGHTED);
    CHECK_OK(tb_layout(toolbar, 90, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_groups_text(&view), "0");
    tb_rect_center(TB_CELL(&view, 0, 0)->frame, &x, &y);
    CHECK_OK(bg_toolbar_pointer(toolbar, BG_POINTER_UP, x, y, &target));
    CHECK_STR(tb_target_text(target), "button:0.0");
    CHECK_EQ_INT(probes[0].actions, 1);
    CHECK_OK(bg_toolbar_breakpoints(toolbar, &breakpoints));
    CHECK_EQ_INT(breakpoints.count, 4);
    CHECK_OK(tb_layout(toolbar, 100, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "0,1,2,3");
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* A press on a group whose cell moves when another group leaves (edit pressed, share goes
 * instead): the press follows the cell, which stays highlighted and fires on up inside. */
static void test_pressed_cell_moves(void) {
    tb_four four;
    tb_probe probes[8];
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints};
    bg_control_target target = {-5, -5, -5, 0};
    double x, y, pressed_x;
    for (int i = 0; i < 8; i++) probes[i] = tb_make_probe("p");
    tb_four_groups(&four, probes);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(bg_toolbar_breakpoints(toolbar, &breakpoints));
    double first = breakpoints.count > 0 ? breakpoints.breakpoints[0].moves_in : 0;
    CHECK_OK(tb_layout(toolbar, 2000, BG_DIRECTION_LTR, &view));
    pressed_x = TB_CELL(&view, 3, 0)->frame.x;
    tb_rect_center(TB_CELL(&view, 3, 0)->frame, &x, &y);
    CHECK_OK(bg_toolbar_pointer(toolbar, BG_POINTER_DOWN, x, y, NULL));
    CHECK_OK(tb_layout(toolbar, first - 1, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "2");
    const bg_control_cell *moved = tb_cell(&view, 3, 0);
    CHECK(moved != NULL && moved->frame.x != pressed_x && moved->state == BG_STATE_HIGHLIGHTED);
    CHECK_OK(bg_toolbar_breakpoints(toolbar, &breakpoints));
    CHECK_EQ_INT(breakpoints.count, 3);
    CHECK_OK(tb_layout(toolbar, first - 2, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "2");
    tb_rect_center(TB_CELL(&view, 3, 0)->frame, &x, &y);
    CHECK_OK(bg_toolbar_pointer(toolbar, BG_POINTER_UP, x, y, &target));
    CHECK_STR(tb_target_text(target), "button:3.0");
    CHECK_EQ_INT(probes[6].actions, 1);
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* The overflow menu: each overflowed group a submenu under its label, followed by its buttons;
 * submenus and disabled entries are refused (BG_E_STATE), an entry that does not exist too
 * (BG_E_INVALID_ARGUMENT), the menu staying; an enabled button fires. */
static void test_overflow_menu(void) {
    tb_four four;
    tb_probe probes[8];
    static const char *const names[8] = {"n0", "n1", "c0", "c1", "s0", "s1", "e0", "e1"};
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    bg_control_target target = {-5, -5, -5, 0};
    tb_menu_host host;
    double x, y;
    memset(&host, 0, sizeof host);
    for (int i = 0; i < 8; i++) probes[i] = tb_make_probe(names[i]);
    tb_four_groups(&four, probes);
    four.buttons[3][1].disabled = 1;
    four.items[2].label_image = "square.and.arrow.up";
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(bg_toolbar_set_menu_callback(toolbar, tb_present_menu, &host, NULL));
    CHECK_OK(tb_layout(toolbar, FOUR_GROUPS_WIDTH - 82, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "2,3");
    CHECK_STR(view.overflow_icon, "ellipsis.circle");
    const bg_a11y_node *more = &view.accessibility[view.accessibility_count - 1];
    CHECK_EQ_INT(more->role, BG_A11Y_MENU_BUTTON);
    CHECK_STR(more->label, "More");
    CHECK_EQ_INT(more->slot_index, UINT32_MAX);
    CHECK_EQ_DBL(more->frame.x, view.overflow_button.x);
    tb_rect_center(view.overflow_button, &x, &y);
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, &target));
    CHECK_STR(tb_target_text(target), "overflow");
    CHECK_EQ_INT(host.calls, 1);
    CHECK(host.is_overflow == 1 && host.item_index == -1 && host.count == 6);
    CHECK_STR(tb_menu_titles(&host), "share>,share 0,share 1,edit>,edit 0,edit 1");
    CHECK_STR(tb_menu_parents(&host), "-1,0,0,-1,3,3");
    CHECK_STR(host.entries[0].image, "square.and.arrow.up");
    CHECK_EQ_INT(host.entries[3].has_image, 0);
    CHECK_STR(host.entries[5].image, "edit.1");
    CHECK(host.entries[0].item_index == 2 && host.entries[2].item_index == 2 && host.entries[4].item_index == 3);
    CHECK(host.entries[4].button_index == 0 && host.entries[5].button_index == 1);
    CHECK(host.entries[3].disabled == 0 && host.entries[4].disabled == 0 && host.entries[5].disabled == 1);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(toolbar, 0), BG_E_STATE);
    CHECK_CONTAINS(bg_last_error_message(), "submenu");
    CHECK_STATUS(bg_toolbar_choose_menu_entry(toolbar, 5), BG_E_STATE);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(toolbar, 6), BG_E_INVALID_ARGUMENT); /* no such entry */
    CHECK_CONTAINS(bg_last_error_message(), "out of range");
    CHECK_EQ_INT(probes[7].actions, 0);
    CHECK_OK(bg_toolbar_choose_menu_entry(toolbar, 4));
    CHECK(probes[6].actions == 1 && probes[6].last_item == 3 && probes[6].last_button == 0);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(toolbar, 4), BG_E_STATE);
    CHECK_EQ_INT(probes[6].actions, 1);
    /* A group whose buttons are all disabled is a disabled submenu. */
    four.buttons[3][0].disabled = 1;
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(tb_layout(toolbar, FOUR_GROUPS_WIDTH - 82, BG_DIRECTION_LTR, &view));
    tb_rect_center(view.overflow_button, &x, &y);
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK_EQ_INT(host.calls, 2);
    CHECK(host.entries[3].disabled == 1 && host.entries[0].disabled == 0);
    CHECK_OK(bg_toolbar_dismiss_menu(toolbar));
    CHECK_OK(bg_toolbar_free(toolbar));
    for (int i = 0; i < 8; i++) CHECK_EQ_INT(probes[i].destroyed, 2); /* two set_items of the same buttons */
}

/* Diagnostics: too many groups (the whole toolbar), a group mixing momentary buttons with
 * selected segments, an unlabeled group of two buttons that had to overflow (not listed in the
 * menu). */
static void test_diagnostics(void) {
    tb_four four;
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR), content = tb_create(BG_CONTEXT_CONTENT);
    bg_toolbar_view view = tb_view();
    bg_control_button solo[2] = {tb_button("solo", "solo", NULL), tb_button("duo", "duo", NULL)};
    tb_menu_host host;
    double x, y;
    memset(&host, 0, sizeof host);
    tb_four_groups(&four, NULL);
    four.buttons[1][0].selection = BG_SELECTION_ON; /* "centre" mixes */
    four.items[3] = tb_group(NULL, solo, 2, BG_PLACEMENT_PRIMARY_ACTION);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(bg_toolbar_set_menu_callback(toolbar, tb_present_menu, &host, NULL));
    CHECK_OK(tb_layout(toolbar, 150, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.diagnostic_count, 3);
    CHECK_EQ_INT(view.diagnostics[0].kind, BG_DIAGNOSTIC_TOO_MANY_GROUPS);
    CHECK_EQ_INT(view.diagnostics[0].item_index, -1);
    CHECK_CONTAINS(view.diagnostics[0].message, "4 groups");
    CHECK_EQ_INT(view.diagnostics[1].kind, BG_DIAGNOSTIC_MIXED_SELECTION);
    CHECK_EQ_INT(view.diagnostics[1].item_index, 1);
    CHECK_CONTAINS(view.diagnostics[1].message, "item 1");
    CHECK_EQ_INT(view.diagnostics[2].kind, BG_DIAGNOSTIC_UNLABELED_OVERFLOW);
    CHECK_EQ_INT(view.diagnostics[2].item_index, 3);
    CHECK_CONTAINS(view.diagnostics[2].message, "item 3");
    CHECK_STR(tb_overflowed_text(&view), "1,2,3");
    tb_rect_center(view.overflow_button, &x, &y);
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK_STR(tb_menu_titles(&host), "centre>,centre 0,centre 1,share>,share 0,share 1"); /* solo, duo cannot be listed */
    /* Wide: nothing overflows, two warnings stay; three groups: only the mixed one. */
    CHECK_OK(tb_layout(toolbar, 2000, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.diagnostic_count, 2);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 3));
    CHECK_OK(tb_layout(toolbar, 2000, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.diagnostic_count, 1);
    CHECK_EQ_INT(view.diagnostics[0].kind, BG_DIAGNOSTIC_MIXED_SELECTION);
    /* In content nothing overflows and the group count is not a toolbar's concern. */
    CHECK_OK(bg_toolbar_set_items(content, four.items, 4));
    CHECK_OK(tb_layout(content, 150, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.overflowed_count, 0);
    CHECK_EQ_INT(view.has_overflow_button, 0);
    CHECK_EQ_INT(view.group_count, 4);
    CHECK_EQ_INT(view.diagnostic_count, 1);
    CHECK_EQ_INT(view.diagnostics[0].kind, BG_DIAGNOSTIC_MIXED_SELECTION);
    CHECK_OK(bg_toolbar_free(toolbar));
    CHECK_OK(bg_toolbar_free(content));
}

void test_toolbar_overflow(void) {
    test_overflow_order_and_breakpoints();
    test_breakpoints_are_exact();
    test_host_priority_wins();
    test_hysteresis();
    test_focused_group_stays();
    test_pressed_group_stays();
    test_pressed_cell_moves();
    test_overflow_menu();
    test_diagnostics();
}
