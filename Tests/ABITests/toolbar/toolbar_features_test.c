/*
 * toolbar_features_test.c — the toolbar's SwiftUI behaviours beyond layout and overflow: a
 * single-button item in the overflow menu is a plain entry (not a one-entry submenu), also
 * without a group label; a whole group disabled; the automatic label style of a menu-style
 * group (the icon alone in a toolbar, title and icon in content); the palette (its natural width
 * in content, a row of icon buttons in the overflow menu), the compact menu style and the
 * control size. Built-in theme, fixed_measure.
 */
#include <math.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "toolbar/toolbar_helpers.h"
#include "abi_suites.h"

/* A labelled group, a labelled single button and an unlabelled single button all overflow: the
 * group is a submenu, each single button a plain entry at the top that fires it; no warning. */
static void test_single_buttons_are_plain_entries(void) {
    tb_probe pin = tb_make_probe("pin");
    bg_control_button edit[2] = {tb_button("Cut", "scissors", NULL), tb_button("Copy", "doc.on.doc", NULL)};
    bg_control_button share = tb_button("Share", "square.and.arrow.up", NULL), unlabeled = tb_button("Pin", "pin", &pin);
    bg_toolbar_item items[3] = {tb_group("Edit", edit, 2, BG_PLACEMENT_PRIMARY_ACTION),
                                tb_group("Share", &share, 1, BG_PLACEMENT_PRIMARY_ACTION),
                                tb_group(NULL, &unlabeled, 1, BG_PLACEMENT_PRIMARY_ACTION)};
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    tb_menu_host host;
    double x, y;
    memset(&host, 0, sizeof host);
    CHECK_OK(bg_toolbar_set_items(toolbar, items, 3));
    CHECK_OK(bg_toolbar_set_menu_callback(toolbar, tb_present_menu, &host, NULL));
    CHECK_OK(tb_layout(toolbar, 60, BG_DIRECTION_LTR, &view));
    CHECK_STR(tb_overflowed_text(&view), "0,1,2");
    CHECK_EQ_INT(view.diagnostic_count, 0);
    tb_rect_center(view.overflow_button, &x, &y);
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK_STR(tb_menu_titles(&host), "Edit>,Cut,Copy,Share,Pin");
    CHECK_STR(tb_menu_parents(&host), "-1,0,0,-1,-1");
    CHECK(host.entries[3].button_index == 0 && host.entries[3].item_index == 1);
    CHECK_STR(host.entries[3].image, "square.and.arrow.up");
    CHECK_OK(bg_toolbar_choose_menu_entry(toolbar, 4));
    CHECK(pin.actions == 1 && pin.last_item == 2 && pin.last_button == 0);
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* bg_toolbar_item.disabled: every cell of the group disabled and dimmed, not hit, skipped by
 * focus, not enabled to accessibility; a menu-style group's button does not open; in the
 * overflow menu its entries are disabled and refused. The other group is untouched. */
static void test_a_whole_group_disabled(void) {
    tb_probe out = tb_make_probe("out"), in = tb_make_probe("in");
    bg_control_button zoom[2], edit[2] = {tb_button("Cut", "scissors", NULL), tb_button("Copy", "doc.on.doc", NULL)};
    bg_toolbar_item items[2] = {tb_zoom(zoom, &out, &in, BG_LABEL_STYLE_AUTOMATIC),
                                tb_group("Edit", edit, 2, BG_PLACEMENT_PRIMARY_ACTION)};
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    bg_control_target target = {9, 9, 9, 0};
    tb_menu_host host;
    double x, y;
    memset(&host, 0, sizeof host);
    items[0].disabled = 1;
    CHECK_OK(bg_toolbar_set_items(toolbar, items, 2));
    CHECK_OK(bg_toolbar_set_menu_callback(toolbar, tb_present_menu, &host, NULL));
    CHECK_OK(tb_layout(toolbar, 400, BG_DIRECTION_LTR, &view));
    for (uint32_t c = 0; c < view.cell_count; c++)
        CHECK_EQ_INT((view.cells[c].state & BG_STATE_DISABLED) != 0, view.cells[c].item_index == 0);
    for (uint32_t n = 0; n < view.accessibility_count; n++)
        if (view.accessibility[n].role == BG_A11Y_BUTTON) CHECK_EQ_INT(view.accessibility[n].enabled, n > 3);
    const bg_control_cell *cell = tb_cell(&view, 0, 0);
    CHECK(cell != NULL);
    if (cell) {
        tb_rect_center(cell->frame, &x, &y);
        CHECK_OK(bg_toolbar_tap(toolbar, x, y, &target));
        CHECK_EQ_INT(target.kind, -1);
    }
    CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_FIRST, &target));
    CHECK_STR(tb_target_text(target), "button:1.0");
    CHECK_EQ_INT(out.actions, 0);
    /* Overflowed (Edit, focused, stays): its submenu and entries are disabled, choosing one is
     * refused. */
    CHECK_OK(tb_layout(toolbar, 60, BG_DIRECTION_LTR, &view));
    tb_rect_center(view.overflow_button, &x, &y);
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK_STR(tb_menu_titles(&host), "Zoom>,Zoom Out,Zoom In");
    CHECK(host.entries[0].disabled && host.entries[1].disabled && host.entries[2].disabled);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(toolbar, 1), BG_E_STATE);
    CHECK_EQ_INT(out.actions, 0);
    CHECK_OK(bg_toolbar_dismiss_menu(toolbar));
    /* A disabled menu-style group's button does not open its menu. */
    items[0].style = BG_CONTROL_STYLE_MENU;
    CHECK_OK(bg_toolbar_set_items(toolbar, items, 1));
    CHECK_OK(tb_layout(toolbar, 400, BG_DIRECTION_LTR, &view));
    CHECK(view.cell_count == 1 && (view.cells[0].state & BG_STATE_DISABLED));
    tb_rect_center(view.cells[0].frame, &x, &y);
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, &target));
    CHECK_EQ_INT(target.kind, -1);
    CHECK_EQ_INT(host.calls, 1);
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* A menu-style group's automatic label style follows SwiftUI's: in a toolbar its button shows
 * the icon alone (the title without an icon), in content the title and the icon. */
static void test_menu_label_style(void) {
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_AUTOMATIC);
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR), content = tb_create(BG_CONTEXT_CONTENT);
    bg_toolbar_view view = tb_view();
    item.style = BG_CONTROL_STYLE_MENU;
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    CHECK_OK(bg_toolbar_set_items(content, &item, 1));
    CHECK_OK(tb_layout(toolbar, 300, BG_DIRECTION_LTR, &view));
    CHECK(view.cells[0].title == NULL || view.cells[0].title[0] == 0);
    CHECK_STR(view.cells[0].image, "magnifyingglass");
    CHECK_EQ_INT(view.groups[0].label_style, BG_LABEL_STYLE_ICON_ONLY);
    CHECK_STR(view.accessibility[1].label, "Zoom");
    CHECK_OK(tb_layout(content, 300, BG_DIRECTION_LTR, &view));
    CHECK_STR(view.cells[0].title, "Zoom");
    CHECK_EQ_INT(view.groups[0].label_style, BG_LABEL_STYLE_TITLE_AND_ICON);
    item.label_image = NULL;
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    CHECK_OK(tb_layout(toolbar, 300, BG_DIRECTION_LTR, &view));
    CHECK_STR(view.cells[0].title, "Zoom");
    CHECK_OK(bg_toolbar_free(toolbar));
    CHECK_OK(bg_toolbar_free(content));
}

/* A palette in content keeps its natural width; overflowed, its menu entry is a palette row. */
static void test_palette(void) {
    bg_control_button icons[2] = {tb_button("Photo", "photo", NULL), tb_button("Info", "info", NULL)};
    bg_toolbar_item item = tb_group("Insert", icons, 2, BG_PLACEMENT_PRIMARY_ACTION);
    bg_toolbar content = tb_create(BG_CONTEXT_CONTENT), toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    tb_menu_host host;
    double x, y, natural;
    memset(&host, 0, sizeof host);
    item.style = BG_CONTROL_STYLE_PALETTE;
    CHECK_OK(bg_toolbar_set_items(content, &item, 1));
    CHECK_OK(tb_layout(content, 600, BG_DIRECTION_LTR, &view));
    natural = view.groups[0].frame.width;
    CHECK(natural < 100 && natural == view.cells[0].frame.width + view.cells[1].frame.width);
    CHECK_OK(tb_layout(content, 300, BG_DIRECTION_RTL, &view));
    CHECK_EQ_DBL(view.groups[0].frame.width, natural);
    CHECK_EQ_DBL(view.groups[0].frame.x, 300 - natural); /* from the leading edge, mirrored */
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    CHECK_OK(bg_toolbar_set_menu_callback(toolbar, tb_present_menu, &host, NULL));
    CHECK_OK(tb_layout(toolbar, 40, BG_DIRECTION_LTR, &view));
    tb_rect_center(view.overflow_button, &x, &y);
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK_STR(tb_menu_titles(&host), "Insert>,Photo,Info");
    CHECK(host.entries[0].palette == 1 && host.entries[1].palette == 0 && host.compact == 0);
    CHECK_OK(bg_toolbar_choose_menu_entry(toolbar, 2));
    CHECK_OK(bg_toolbar_free(content));
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* The compact menu style: one button (the label's icon in a toolbar, a menu indicator) whose
 * menu is compact; nested in the overflow menu, a plain submenu. */
static void test_compact_menu(void) {
    tb_probe in = tb_make_probe("in");
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, &in, BG_LABEL_STYLE_AUTOMATIC);
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    tb_menu_host host;
    double x, y;
    memset(&host, 0, sizeof host);
    item.style = BG_CONTROL_STYLE_COMPACT_MENU;
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    CHECK_OK(bg_toolbar_set_menu_callback(toolbar, tb_present_menu, &host, NULL));
    CHECK_OK(tb_layout(toolbar, 300, BG_DIRECTION_LTR, &view));
    CHECK(view.cell_count == 1 && view.cells[0].button_index == -1 && view.groups[0].has_menu_indicator);
    CHECK_EQ_INT(view.groups[0].style, BG_CONTROL_STYLE_COMPACT_MENU);
    CHECK_STR(view.cells[0].image, "magnifyingglass");
    tb_rect_center(view.cells[0].frame, &x, &y);
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK(host.calls == 1 && host.compact == 1 && host.is_overflow == 0 && host.item_index == 0);
    CHECK_STR(tb_menu_titles(&host), "Zoom Out,Zoom In");
    CHECK_OK(bg_toolbar_choose_menu_entry(toolbar, 1));
    CHECK_EQ_INT(in.actions, 1);
    CHECK_OK(tb_layout(toolbar, 40, BG_DIRECTION_LTR, &view));
    tb_rect_center(view.overflow_button, &x, &y);
    CHECK_OK(bg_toolbar_tap(toolbar, x, y, NULL));
    CHECK(host.calls == 2 && host.compact == 0 && host.entries[0].palette == 0);
    CHECK_STR(tb_menu_titles(&host), "Zoom>,Zoom Out,Zoom In");
    CHECK_OK(bg_toolbar_dismiss_menu(toolbar));
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* bg_toolbar_set_control_size: mini ... extra large scale a group's height from the theme's; a
 * bad value is refused and changes nothing; the getter reads it back. */
static void test_control_size(void) {
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_TITLE_AND_ICON);
    bg_toolbar content = tb_create(BG_CONTEXT_CONTENT);
    bg_toolbar_view view = tb_view();
    static const double factors[5] = {0.75, 0.875, 1, 1.375, 1.625};
    double regular, previous = 0;
    int32_t size = -1;
    CHECK_OK(bg_toolbar_set_items(content, &item, 1));
    CHECK_OK(bg_toolbar_get_control_size(content, &size));
    CHECK_EQ_INT(size, BG_CONTROL_SIZE_REGULAR);
    CHECK_OK(tb_layout(content, 400, BG_DIRECTION_LTR, &view));
    regular = view.groups[0].frame.height;
    for (int32_t s = BG_CONTROL_SIZE_MINI; s <= BG_CONTROL_SIZE_EXTRA_LARGE; s++) {
        CHECK_OK(bg_toolbar_set_control_size(content, s));
        CHECK_OK(tb_layout(content, 400, BG_DIRECTION_LTR, &view));
        CHECK(fabs(view.groups[0].frame.height - regular * factors[s]) < 0.5);
        CHECK(view.groups[0].frame.height > previous);
        previous = view.groups[0].frame.height;
    }
    CHECK_STATUS(bg_toolbar_set_control_size(content, BG_CONTROL_SIZE_EXTRA_LARGE + 1), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "size");
    CHECK_STATUS(bg_toolbar_set_control_size(content, -1), BG_E_INVALID_ARGUMENT);
    CHECK_OK(bg_toolbar_get_control_size(content, &size));
    CHECK_EQ_INT(size, BG_CONTROL_SIZE_EXTRA_LARGE);
    CHECK_STATUS(bg_toolbar_get_control_size(content, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_toolbar_set_control_size((bg_toolbar){0}, BG_CONTROL_SIZE_MINI), BG_E_INVALID_HANDLE);
    CHECK_OK(bg_toolbar_free(content));
}

void test_toolbar_features(void) {
    test_control_size();
    test_palette();
    test_compact_menu();
    test_single_buttons_are_plain_entries();
    test_a_whole_group_disabled();
    test_menu_label_style();
}
