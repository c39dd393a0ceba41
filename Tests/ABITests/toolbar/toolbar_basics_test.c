/*
 * toolbar_basics_test.c — bg_toolbar as SwiftUI's samples describe it: the init functions, creation in a
 * toolbar and in content, items and their count, SwiftUI's Zoom group drawn icon-only (cells
 * show images, no titles; accessibility: a group node "Zoom" of 2, then "Zoom Out" and "Zoom
 * In"), joined cells (outer corners, the separator, the group's background), fixed size versus
 * filling the width in content, right-to-left mirroring, the label styles, the palette and menu
 * styles (one cell with a menu indicator; a tap hands the host the menu; a disabled entry is
 * refused and the menu stays; an enabled one fires its button's action) and the navigation
 * style resolved in a toolbar's navigation placement. Built-in theme, fixed_measure (8 points
 * per scalar): a group is 32 high, a toolbar 44 with 8-point paddings; an icon-only cell is
 * 10 + 16 + 10 = 36 wide.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "toolbar/toolbar_helpers.h"
#include "abi_suites.h"

static void test_init_functions(void) {
    bg_control_button button;
    bg_toolbar_item item;
    memset(&button, 0xCD, sizeof button);
    CHECK_OK(bg_control_button_init(&button));
    CHECK_EQ_INT(button.struct_size, sizeof button);
    CHECK_EQ_INT(button.selection, BG_SELECTION_MOMENTARY);
    CHECK_STR(button.title, "");
    CHECK(button.image == NULL && button.action == NULL && button.user_data == NULL && button.destroy == NULL);
    CHECK_EQ_INT(button.disabled, 0);
    memset(&item, 0xCD, sizeof item);
    CHECK_OK(bg_toolbar_item_init(&item));
    CHECK_EQ_INT(item.struct_size, sizeof item);
    CHECK_EQ_INT(item.kind, BG_TOOLBAR_ITEM_GROUP);
    CHECK_EQ_INT(item.placement, BG_PLACEMENT_PRIMARY_ACTION);
    CHECK_EQ_INT(item.style, BG_CONTROL_STYLE_AUTOMATIC);
    CHECK_EQ_INT(item.label_style, BG_LABEL_STYLE_AUTOMATIC);
    CHECK(item.fixed_size == 0 && item.has_priority == 0 && item.button_count == 0);
    CHECK(item.label_title == NULL && item.label_image == NULL && item.buttons == NULL);
}

/* A toolbar and a content group: distinct handles, no items, an empty layout of their heights. */
static void test_create_in_both_contexts(void) {
    bg_toolbar bar = {0}, content = {0};
    bg_toolbar_view view = tb_view();
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints, .count = 77};
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_AUTOMATIC);
    uint32_t count = 99;
    CHECK_OK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &bar));
    CHECK_OK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_CONTENT, &content));
    CHECK(bar.id != 0 && content.id != 0 && bar.id != content.id);
    CHECK_OK(bg_toolbar_item_count(bar, &count));
    CHECK_EQ_INT(count, 0);
    CHECK_OK(tb_layout(bar, 300, BG_DIRECTION_LTR, &view));
    CHECK(view.group_count == 0 && view.cell_count == 0 && view.has_overflow_button == 0);
    CHECK_EQ_DBL(view.size.width, 300);
    CHECK_EQ_DBL(view.size.height, 44);
    CHECK_OK(tb_layout(content, 300, BG_DIRECTION_LTR, &view));
    CHECK_EQ_DBL(view.size.height, 32);
    CHECK_OK(bg_toolbar_set_items(content, &item, 1));
    CHECK_OK(bg_toolbar_item_count(content, &count));
    CHECK_EQ_INT(count, 1);
    CHECK_OK(bg_toolbar_breakpoints(content, &breakpoints));
    CHECK_EQ_INT(breakpoints.count, 0); /* nothing overflows in content */
    item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_AUTOMATIC);
    bg_toolbar_item two[3] = {item, tb_space(BG_PLACEMENT_PRIMARY_ACTION), item};
    CHECK_OK(bg_toolbar_set_items(bar, two, 3));
    CHECK_OK(bg_toolbar_item_count(bar, &count));
    CHECK_EQ_INT(count, 3);
    CHECK_OK(bg_toolbar_set_items(bar, NULL, 0));
    CHECK_OK(bg_toolbar_item_count(bar, &count));
    CHECK_EQ_INT(count, 0);
    CHECK_OK(bg_toolbar_free(bar));
    CHECK_OK(bg_toolbar_free(content));
}

/* SwiftUI's Zoom group, icon-only, at the toolbar's trailing end. */
static void test_zoom_icon_only(void) {
    bg_toolbar bar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_ICON_ONLY);
    CHECK_OK(bg_toolbar_set_items(bar, &item, 1));
    CHECK_OK(tb_layout(bar, 300, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.group_count, 1);
    CHECK_EQ_INT(view.groups[0].item_index, 0);
    CHECK_EQ_INT(view.groups[0].style, BG_CONTROL_STYLE_SEGMENTED);
    CHECK_EQ_INT(view.groups[0].label_style, BG_LABEL_STYLE_ICON_ONLY);
    CHECK_EQ_INT(view.groups[0].has_menu_indicator, 0);
    CHECK_EQ_INT(view.cell_count, 2);
    CHECK(view.groups[0].first_cell == 0 && view.groups[0].cell_count == 2);
    for (int i = 0; i < 2; i++) {
        CHECK_EQ_INT(view.cells[i].item_index, 0);
        CHECK_EQ_INT(view.cells[i].button_index, i);
        CHECK_STR(view.cells[i].title, NULL);
        CHECK_EQ_DBL(view.cells[i].title_frame.width, 0);
        CHECK_EQ_DBL(view.cells[i].image_frame.width, 16);
        CHECK_EQ_DBL(view.cells[i].frame.width, 36);
        CHECK_EQ_INT(view.cells[i].state, 0);
    }
    CHECK_STR(view.cells[0].image, "minus.magnifyingglass");
    CHECK_STR(view.cells[1].image, "plus.magnifyingglass");
    /* Trailing end, vertically centred in the 44-point bar. */
    CHECK_EQ_DBL(view.groups[0].frame.x + view.groups[0].frame.width, 300 - 8);
    CHECK_EQ_DBL(view.groups[0].frame.y, 6);
    CHECK_EQ_DBL(view.groups[0].frame.height, 32);
    /* Accessibility: the group "Zoom" of 2, then its buttons by title. */
    CHECK_EQ_INT(view.accessibility_count, 3);
    CHECK_EQ_INT(view.accessibility[0].role, BG_A11Y_GROUP);
    CHECK_STR(view.accessibility[0].label, "Zoom");
    CHECK_EQ_INT(view.accessibility[0].count, 2);
    CHECK_EQ_INT(view.accessibility[0].slot_index, UINT32_MAX);
    CHECK_EQ_INT(view.accessibility[1].role, BG_A11Y_BUTTON);
    CHECK_STR(view.accessibility[1].label, "Zoom Out");
    CHECK_EQ_INT(view.accessibility[1].position, 1);
    CHECK_EQ_INT(view.accessibility[1].slot_index, 0);
    CHECK_EQ_INT(view.accessibility[2].role, BG_A11Y_BUTTON);
    CHECK_STR(view.accessibility[2].label, "Zoom In");
    CHECK_EQ_INT(view.accessibility[2].position, 2);
    CHECK_EQ_INT(view.accessibility[2].count, 2);
    CHECK_EQ_INT(view.accessibility[2].slot_index, 1);
    CHECK(view.accessibility[1].enabled && view.accessibility[2].enabled);
    CHECK_EQ_INT(view.diagnostic_count, 0);
    CHECK_OK(bg_toolbar_free(bar));
}

/* Joined cells: the outer corners on the first and last cells, one separator between them,
 * the group's background and separator colors, hit frames grown to 44 points. */
static void test_joined_cells(void) {
    bg_toolbar bar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_ICON_ONLY);
    CHECK_OK(bg_toolbar_set_items(bar, &item, 1));
    CHECK_OK(tb_layout(bar, 300, BG_DIRECTION_LTR, &view));
    const bg_control_cell *first = &view.cells[0], *last = &view.cells[1];
    CHECK_EQ_DBL(first->corners.top_left, 8); /* radius/medium */
    CHECK_EQ_DBL(first->corners.bottom_left, 8);
    CHECK_EQ_DBL(first->corners.top_right + first->corners.bottom_right, 0);
    CHECK_EQ_DBL(last->corners.top_right, 8);
    CHECK_EQ_DBL(last->corners.bottom_right, 8);
    CHECK_EQ_DBL(last->corners.top_left + last->corners.bottom_left, 0);
    CHECK_EQ_INT(view.separator_count, 1);
    CHECK(view.groups[0].first_separator == 0 && view.groups[0].separator_count == 1);
    CHECK_EQ_DBL(view.separators[0].x, first->frame.x + first->frame.width);
    CHECK_EQ_DBL(view.separators[0].width, 1);
    CHECK_EQ_DBL(last->frame.x, view.separators[0].x + 1);
    CHECK_EQ_DBL(view.separators[0].y, first->frame.y + 8); /* a quarter of the height in */
    CHECK_EQ_DBL(view.separators[0].height, 16);
    CHECK_EQ_DBL(view.groups[0].frame.width, 36 + 1 + 36);
    CHECK_EQ_INT(view.fill_color, 0x7676801Fu);
    CHECK_EQ_INT(view.separator_color, 0x3C3C434Au);
    CHECK_EQ_DBL(first->hit_frame.height, 44);
    CHECK_EQ_DBL(first->hit_frame.y, first->frame.y - 6);
    CHECK_EQ_DBL(first->hit_frame.width, first->frame.width);
    CHECK_EQ_INT(first->has_fill, 0);
    CHECK_EQ_INT(first->foreground_color, 0x1E5BD7FFu); /* the button tint */
    CHECK_OK(bg_toolbar_free(bar));
}

/* Content: a fixed-size group takes its content's width, another fills what is left. */
static void test_fixed_size_and_filling(void) {
    bg_toolbar content = tb_create(BG_CONTEXT_CONTENT);
    bg_toolbar_view view = tb_view();
    bg_control_button zoom[2], other[1] = {tb_button("Actual Size", NULL, NULL)};
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_TITLE_AND_ICON);
    item.fixed_size = 1;
    CHECK_OK(bg_toolbar_set_items(content, &item, 1));
    CHECK_OK(tb_layout(content, 1000, BG_DIRECTION_LTR, &view));
    /* Each cell: inset 10, icon 16, padding 6, 8 per scalar, inset 10. */
    CHECK_EQ_DBL(view.cells[0].frame.width, 10 + 16 + 6 + 8 * 8 + 10);
    CHECK_EQ_DBL(view.cells[1].frame.width, 10 + 16 + 6 + 7 * 8 + 10);
    CHECK_EQ_DBL(view.groups[0].frame.x, 0);
    CHECK_EQ_DBL(view.groups[0].frame.width, 106 + 1 + 98);
    CHECK_STR(view.cells[0].title, "Zoom Out");
    CHECK_STR(view.cells[1].title, "Zoom In");
    CHECK_EQ_DBL(view.size.width, 1000);
    CHECK_EQ_DBL(view.size.height, 32);
    item.fixed_size = 0; /* fills the width, cells by their content */
    CHECK_OK(bg_toolbar_set_items(content, &item, 1));
    CHECK_OK(tb_layout(content, 401, BG_DIRECTION_LTR, &view));
    CHECK_EQ_DBL(view.groups[0].frame.width, 401);
    CHECK_EQ_DBL(view.cells[0].frame.width + 1 + view.cells[1].frame.width, 401);
    CHECK(view.cells[0].frame.width > view.cells[1].frame.width);
    /* A fixed-size group beside a filling one: the filling one takes the rest. */
    item.fixed_size = 1;
    bg_toolbar_item pair[2] = {item, tb_group("Size", other, 1, BG_PLACEMENT_PRIMARY_ACTION)};
    CHECK_OK(bg_toolbar_set_items(content, pair, 2));
    CHECK_OK(tb_layout(content, 600, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.group_count, 2);
    CHECK_EQ_DBL(view.groups[0].frame.width, 205);
    CHECK_EQ_DBL(view.groups[1].frame.x, 205 + 8);
    CHECK_EQ_DBL(view.groups[1].frame.width, 600 - 205 - 8);
    /* Icon-only without an image shows the title: never a blank cell. */
    pair[1].label_style = BG_LABEL_STYLE_ICON_ONLY;
    CHECK_OK(bg_toolbar_set_items(content, pair, 2));
    CHECK_OK(tb_layout(content, 600, BG_DIRECTION_LTR, &view));
    CHECK_STR(view.cells[2].title, "Actual Size");
    CHECK_STR(view.cells[2].image, NULL);
    CHECK_OK(bg_toolbar_free(content));
}

/* Right to left: frames and corners mirrored, content laid out in the reading direction,
 * accessibility in the same logical order. */
static void test_rtl_mirroring(void) {
    bg_toolbar bar = tb_create(BG_CONTEXT_TOOLBAR), content = tb_create(BG_CONTEXT_CONTENT);
    bg_toolbar_view ltr = tb_view(), rtl = tb_view();
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_ICON_ONLY);
    bg_control_cell left[2];
    bg_rect left_separator;
    CHECK_OK(bg_toolbar_set_items(bar, &item, 1));
    CHECK_OK(tb_layout(bar, 300, BG_DIRECTION_LTR, &ltr));
    memcpy(left, ltr.cells, sizeof left); /* the next layout replaces the view's arrays */
    left_separator = ltr.separators[0];
    CHECK_OK(tb_layout(bar, 300, BG_DIRECTION_RTL, &rtl));
    CHECK_EQ_DBL(rtl.groups[0].frame.x, 8); /* the trailing end is on the left */
    for (int i = 0; i < 2; i++) {
        CHECK_EQ_INT(rtl.cells[i].button_index, i);
        CHECK_EQ_DBL(rtl.cells[i].frame.x, 300 - left[i].frame.x - left[i].frame.width);
        CHECK_EQ_DBL(rtl.cells[i].image_frame.x, 300 - left[i].image_frame.x - left[i].image_frame.width);
    }
    CHECK(rtl.cells[0].frame.x > rtl.cells[1].frame.x); /* Zoom Out reads first: on the right */
    CHECK_EQ_DBL(rtl.cells[0].corners.top_right, left[0].corners.top_left);
    CHECK_EQ_DBL(rtl.cells[0].corners.top_left, left[0].corners.top_right);
    CHECK_EQ_DBL(rtl.cells[1].corners.bottom_left, left[1].corners.bottom_right);
    CHECK_EQ_DBL(rtl.separators[0].x, 300 - left_separator.x - 1);
    CHECK_STR(rtl.accessibility[1].label, "Zoom Out");
    CHECK_EQ_DBL(rtl.accessibility[1].frame.x, rtl.cells[0].frame.x);
    /* In content, with titles: the image trails the title's start (it is on its right). */
    item.label_style = BG_LABEL_STYLE_TITLE_AND_ICON;
    CHECK_OK(bg_toolbar_set_items(content, &item, 1));
    CHECK_OK(tb_layout(content, 300, BG_DIRECTION_RTL, &rtl));
    CHECK(rtl.cells[0].image_frame.x > rtl.cells[0].title_frame.x);
    CHECK_OK(tb_layout(content, 300, BG_DIRECTION_LTR, &ltr));
    CHECK(ltr.cells[0].image_frame.x < ltr.cells[0].title_frame.x);
    CHECK_OK(bg_toolbar_free(bar));
    CHECK_OK(bg_toolbar_free(content));
}

/* Label styles and selection: title only, the automatic styles per context, a selected
 * segment's fill, a disabled cell's state. */
static void test_label_styles_and_states(void) {
    bg_toolbar bar = tb_create(BG_CONTEXT_TOOLBAR), content = tb_create(BG_CONTEXT_CONTENT);
    bg_toolbar_view view = tb_view();
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_TITLE_ONLY);
    zoom[0].selection = BG_SELECTION_ON;
    zoom[1].selection = BG_SELECTION_OFF;
    zoom[1].disabled = 1;
    CHECK_OK(bg_toolbar_set_items(bar, &item, 1));
    CHECK_OK(tb_layout(bar, 400, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.groups[0].label_style, BG_LABEL_STYLE_TITLE_ONLY);
    CHECK_STR(view.cells[0].title, "Zoom Out");
    CHECK_STR(view.cells[0].image, NULL);
    CHECK_EQ_DBL(view.cells[0].image_frame.width, 0);
    CHECK_EQ_DBL(view.cells[0].frame.width, 10 + 8 * 8 + 10);
    CHECK_EQ_INT(view.cells[0].state, BG_STATE_SELECTED);
    CHECK_EQ_INT(view.cells[0].has_fill, 1);
    CHECK_EQ_INT(view.cells[0].fill_color, 0xFFFFFFFFu);
    CHECK_EQ_INT(view.cells[1].state, BG_STATE_DISABLED);
    CHECK_EQ_INT(view.cells[1].has_fill, 0);
    CHECK(view.cells[1].title_color != view.cells[0].title_color); /* dimmed */
    CHECK_EQ_INT(view.accessibility[2].enabled, 0);
    /* Automatic: icons in a toolbar, the title and the icon in content. */
    item.label_style = BG_LABEL_STYLE_AUTOMATIC;
    CHECK_OK(bg_toolbar_set_items(bar, &item, 1));
    CHECK_OK(tb_layout(bar, 400, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.groups[0].label_style, BG_LABEL_STYLE_ICON_ONLY);
    CHECK_STR(view.cells[0].title, NULL);
    CHECK_OK(bg_toolbar_set_items(content, &item, 1));
    CHECK_OK(tb_layout(content, 400, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.groups[0].style, BG_CONTROL_STYLE_SEGMENTED);
    CHECK_EQ_INT(view.groups[0].label_style, BG_LABEL_STYLE_TITLE_AND_ICON);
    CHECK_STR(view.cells[1].title, "Zoom In");
    CHECK_STR(view.cells[1].image, "plus.magnifyingglass");
    CHECK_OK(bg_toolbar_free(bar));
    CHECK_OK(bg_toolbar_free(content));
}

/* The palette style: icon-only cells side by side, no separators. */
static void test_palette_style(void) {
    bg_toolbar bar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_AUTOMATIC);
    item.style = BG_CONTROL_STYLE_PALETTE;
    CHECK_OK(bg_toolbar_set_items(bar, &item, 1));
    CHECK_OK(tb_layout(bar, 300, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.groups[0].style, BG_CONTROL_STYLE_PALETTE);
    CHECK_EQ_INT(view.groups[0].label_style, BG_LABEL_STYLE_ICON_ONLY);
    CHECK_EQ_INT(view.cell_count, 2);
    CHECK_EQ_INT(view.separator_count, 0);
    CHECK_EQ_INT(view.groups[0].separator_count, 0);
    CHECK_STR(view.cells[0].title, NULL);
    CHECK_STR(view.cells[1].image, "plus.magnifyingglass");
    CHECK_EQ_DBL(view.cells[1].frame.x, view.cells[0].frame.x + view.cells[0].frame.width);
    CHECK_EQ_DBL(view.groups[0].frame.width, 72);
    CHECK_EQ_INT(view.accessibility_count, 3);
    CHECK_STR(view.accessibility[2].label, "Zoom In");
    CHECK_OK(bg_toolbar_free(bar));
}

/* The menu style: one cell showing the label and a menu indicator; tapping it hands the host
 * the menu of the buttons; a disabled entry is refused (the menu stays), an enabled one fires. */
static void test_menu_style(void) {
    bg_toolbar bar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    tb_probe out = tb_make_probe("out"), in = tb_make_probe("in");
    tb_menu_host host;
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, &out, &in, BG_LABEL_STYLE_TITLE_AND_ICON); /* automatic: the icon alone */
    bg_control_target target = {7, 7, 7, 0};
    double x, y;
    memset(&host, 0, sizeof host);
    item.style = BG_CONTROL_STYLE_MENU;
    zoom[1].disabled = 1;
    CHECK_OK(bg_toolbar_set_items(bar, &item, 1));
    CHECK_OK(bg_toolbar_set_menu_callback(bar, tb_present_menu, &host, NULL));
    CHECK_OK(tb_layout(bar, 300, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.cell_count, 1);
    CHECK_EQ_INT(view.groups[0].style, BG_CONTROL_STYLE_MENU);
    CHECK_EQ_INT(view.groups[0].has_menu_indicator, 1);
    CHECK_STR(view.menu_indicator, "chevron.down");
    CHECK_EQ_INT(view.cells[0].button_index, -1);
    CHECK_STR(view.cells[0].title, "Zoom");
    CHECK_STR(view.cells[0].image, "magnifyingglass");
    CHECK_EQ_DBL(view.cells[0].corners.top_left + view.cells[0].corners.top_right, 16); /* one cell: all round */
    bg_rect indicator = view.groups[0].menu_indicator_frame, cell = view.cells[0].frame;
    CHECK(indicator.width == 16 && indicator.x > view.cells[0].title_frame.x + view.cells[0].title_frame.width);
    CHECK(indicator.x + indicator.width <= cell.x + cell.width);
    CHECK_EQ_INT(view.accessibility_count, 2);
    CHECK_EQ_INT(view.accessibility[0].count, 1); /* the nodes after it: the one menu button */
    CHECK_EQ_INT(view.accessibility[1].role, BG_A11Y_MENU_BUTTON);
    CHECK_STR(view.accessibility[1].label, "Zoom");
    tb_rect_center(cell, &x, &y);
    log_reset();
    CHECK_OK(bg_toolbar_tap(bar, x, y, &target));
    CHECK_STR(tb_target_text(target), "menu:0");
    CHECK_EQ_INT(host.calls, 1);
    CHECK(host.is_overflow == 0 && host.item_index == 0 && host.count == 2);
    CHECK_STR(tb_menu_titles(&host), "Zoom Out,Zoom In");
    CHECK_STR(tb_menu_parents(&host), "-1,-1");
    CHECK_STR(host.entries[1].image, "plus.magnifyingglass");
    CHECK(host.entries[0].disabled == 0 && host.entries[1].disabled == 1);
    CHECK(host.entries[1].item_index == 0 && host.entries[1].button_index == 1);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(bar, 1), BG_E_STATE); /* disabled: refused */
    CHECK_CONTAINS(bg_last_error_message(), "disabled");
    CHECK_EQ_INT(in.actions, 0);
    CHECK_OK(bg_toolbar_choose_menu_entry(bar, 0)); /* the menu stayed */
    CHECK(out.actions == 1 && out.last_item == 0 && out.last_button == 0);
    CHECK_STR(event_log, "menu,action:out,action-end:out");
    CHECK_STATUS(bg_toolbar_choose_menu_entry(bar, 0), BG_E_STATE); /* closed */
    CHECK_EQ_INT(out.actions, 1);
    /* Every button disabled: the menu button is disabled, not hit, nothing presented. */
    zoom[0].disabled = 1;
    CHECK_OK(bg_toolbar_set_items(bar, &item, 1));
    CHECK_OK(tb_layout(bar, 300, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.cells[0].state, BG_STATE_DISABLED);
    CHECK(view.accessibility[0].enabled == 0 && view.accessibility[1].enabled == 0);
    CHECK_OK(bg_toolbar_tap(bar, x, y, &target));
    CHECK_STR(tb_target_text(target), "none");
    CHECK_EQ_INT(host.calls, 1);
    CHECK_OK(bg_toolbar_free(bar));
    CHECK(out.destroyed == 2 && in.destroyed == 2);
}

/* Back / forward: automatic resolves to navigation in a toolbar's navigation placement only. */
static void test_navigation_style(void) {
    bg_toolbar bar = tb_create(BG_CONTEXT_TOOLBAR), content = tb_create(BG_CONTEXT_CONTENT);
    bg_toolbar_view view = tb_view();
    bg_control_button arrows[2] = {tb_button("Back", "chevron.backward", NULL),
                                   tb_button("Forward", "chevron.forward", NULL)};
    bg_toolbar_item item = tb_group("History", arrows, 2, BG_PLACEMENT_NAVIGATION);
    CHECK_OK(bg_toolbar_set_items(bar, &item, 1));
    CHECK_OK(tb_layout(bar, 300, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.groups[0].style, BG_CONTROL_STYLE_NAVIGATION);
    CHECK_EQ_INT(view.groups[0].label_style, BG_LABEL_STYLE_ICON_ONLY);
    CHECK_EQ_DBL(view.groups[0].frame.x, 8); /* the leading end */
    CHECK_STR(view.cells[0].image, "chevron.backward");
    CHECK_STR(view.cells[0].title, NULL);
    CHECK_EQ_INT(view.separator_count, 1); /* joined */
    CHECK_STR(view.accessibility[1].label, "Back");
    item.placement = BG_PLACEMENT_PRIMARY_ACTION;
    CHECK_OK(bg_toolbar_set_items(bar, &item, 1));
    CHECK_OK(tb_layout(bar, 300, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.groups[0].style, BG_CONTROL_STYLE_SEGMENTED);
    item.placement = BG_PLACEMENT_NAVIGATION;
    CHECK_OK(bg_toolbar_set_items(content, &item, 1));
    CHECK_OK(tb_layout(content, 300, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.groups[0].style, BG_CONTROL_STYLE_SEGMENTED); /* not in content */
    item.style = BG_CONTROL_STYLE_NAVIGATION;
    CHECK_OK(bg_toolbar_set_items(content, &item, 1));
    CHECK_OK(tb_layout(content, 300, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.groups[0].style, BG_CONTROL_STYLE_NAVIGATION);
    CHECK_EQ_INT(view.groups[0].label_style, BG_LABEL_STYLE_ICON_ONLY);
    CHECK_OK(bg_toolbar_free(bar));
    CHECK_OK(bg_toolbar_free(content));
}

void test_toolbar_basics(void) {
    test_init_functions();
    test_create_in_both_contexts();
    test_zoom_icon_only();
    test_joined_cells();
    test_fixed_size_and_filling();
    test_rtl_mirroring();
    test_label_styles_and_states();
    test_palette_style();
    test_menu_style();
    test_navigation_style();
}
