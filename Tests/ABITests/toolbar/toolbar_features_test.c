/*
 * toolbar_features_test.c — the toolbar's SwiftUI behaviours beyond layout and overflow: a
 * single-button item in the overflow menu is a plain entry (not a one-entry submenu), also
 * without a group label. Built-in theme, fixed_measure.
 */
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

void test_toolbar_features(void) {
    test_single_buttons_are_plain_entries();
}
