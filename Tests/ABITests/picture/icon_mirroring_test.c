/*
 * icon_mirroring_test.c — directional icons in pictures: in right-to-left (the direction of the
 * latest layout) chevron.*, arrow.* and arrow.uturn.* icons pointing left, right, backward or
 * forward are drawn mirrored (a matrix(-1 0 0 1 24 0) group around the icon), the others never;
 * in left-to-right nothing is mirrored. Through a group, a button and a toolbar.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "toolbar/toolbar_helpers.h"
#include "abi_suites.h"

static const char mirror[] = "<g transform=\"matrix(-1 0 0 1 24 0)\">";

/* How many mirrored icons a picture has. */
static int mirrored_count(const char *text) {
    int count = 0;
    for (const char *at = text ? strstr(text, mirror) : NULL; at; at = strstr(at + 1, mirror)) count++;
    return count;
}

static bg_svg new_svg(void) {
    bg_svg svg;
    memset(&svg, 0, sizeof svg);
    svg.struct_size = sizeof svg;
    return svg;
}

/* A group of Back (chevron.backward) and Add (plus): only Back mirrors, and only in RTL. */
static void test_group_icons(void) {
    bg_item items[2] = {plain_item("Back"), plain_item("Add")};
    items[0].icon = "chevron.backward";
    items[1].icon = "plus";
    bg_group group = {0};
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_update(group, items, 2));
    bg_layout layout = new_layout();
    bg_svg svg = new_svg();
    CHECK_OK(bg_group_layout(group, 360, 2, BG_DIRECTION_LTR, &layout));
    CHECK_OK(bg_group_svg(group, NULL, &svg));
    CHECK_EQ_INT(mirrored_count(svg.text), 0);
    CHECK_OK(bg_group_layout(group, 360, 2, BG_DIRECTION_RTL, &layout));
    CHECK_OK(bg_group_svg(group, NULL, &svg));
    CHECK_EQ_INT(mirrored_count(svg.text), 1);
    CHECK_OK(bg_group_free(group));
}

/* A button with arrow.uturn.backward (Undo) mirrors in RTL; its ic_ spelling too. */
static void test_button_icon(void) {
    static const char *const images[] = {"arrow.uturn.backward", "ic_arrow.uturn.backward"};
    for (int i = 0; i < 2; i++) {
        bg_button_config config;
        bg_button button = {0};
        bg_button_view view;
        bg_svg svg = new_svg();
        CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
        config.title = "Undo";
        config.image = images[i];
        CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
        memset(&view, 0, sizeof view);
        view.struct_size = sizeof view;
        CHECK_OK(bg_button_layout(button, 120, 44, 2, BG_DIRECTION_RTL, &view));
        CHECK_OK(bg_button_svg(button, NULL, &svg));
        CHECK_EQ_INT(mirrored_count(svg.text), 1);
        CHECK_OK(bg_button_layout(button, 120, 44, 2, BG_DIRECTION_LTR, &view));
        CHECK_OK(bg_button_svg(button, NULL, &svg));
        CHECK_EQ_INT(mirrored_count(svg.text), 0);
        CHECK_OK(bg_button_free(button));
    }
}

/* The toolbar's History group, Back (chevron.left) and Forward (chevron.right): both mirror in
 * RTL, so Back points to the leading end (right) and Forward to the trailing end (left). */
static void test_toolbar_history(void) {
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_control_button buttons[2] = {tb_button("Back", "chevron.left", NULL), tb_button("Forward", "chevron.right", NULL)};
    bg_toolbar_item item = tb_group("History", buttons, 2, BG_PLACEMENT_NAVIGATION);
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    bg_toolbar_view view = tb_view();
    bg_svg svg = new_svg();
    CHECK_OK(tb_layout(toolbar, 375, BG_DIRECTION_RTL, &view));
    CHECK_OK(bg_toolbar_svg(toolbar, NULL, &svg));
    CHECK_EQ_INT(mirrored_count(svg.text), 2);
    CHECK_OK(tb_layout(toolbar, 375, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_toolbar_svg(toolbar, NULL, &svg));
    CHECK_EQ_INT(mirrored_count(svg.text), 0);
    CHECK_OK(bg_toolbar_free(toolbar));
}

void test_icon_mirroring(void) {
    test_group_icons();
    test_button_icon();
    test_toolbar_history();
    STILL_WORKS();
}
