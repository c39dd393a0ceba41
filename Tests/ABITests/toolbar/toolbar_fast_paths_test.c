/*
 * toolbar_fast_paths_test.c — the toolbar's result conventions: the one contiguous block
 * (bg_toolbar_view.data) that holds every array of a view and the strings the layout made, the
 * frames-only call (bg_toolbar_layout_frames: the cells' frames then the overflow button's, the
 * groups' and the separators', in the caller's array, equal to the whole view's; its buffer rules
 * are toolbar/toolbar_frames_buffer_test.c's), the arrangement number that tells a
 * host whether the cells it kept are still the ones shown, and a whole view after frames being a
 * lookup. Built-in theme, fixed_measure; toolbars and content groups, LTR and RTL.
 */
#include <stdlib.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "toolbar/toolbar_helpers.h"
#include "abi_suites.h"

/* The frames-only call's output: what it says and the caller's array. */
typedef struct {
    bg_toolbar_frames info;
    bg_rect rects[64];
} tb_frames;

static bg_status layout_frames(bg_toolbar toolbar, double width, double scale, int32_t direction, tb_frames *out) {
    memset(out, 0, sizeof *out);
    out->info.struct_size = sizeof out->info;
    return bg_toolbar_layout_frames(toolbar, width, scale, direction, out->rects, 64, &out->info);
}

static int in_block(const bg_toolbar_view *view, const void *pointer) {
    const char *start = (const char *)view->data, *end = start + view->data_size;
    return (const char *)pointer >= start && (const char *)pointer < end;
}

static int rect_equal(bg_rect a, bg_rect b) {
    return a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height;
}

/* Array `pointer` of `count` records of `size` bytes lies in the block after `*after`, aligned,
 * and a copy of the block at the same offset holds the same bytes. Advances `*after`. */
static int array_in_block(const bg_toolbar_view *view, const char *copy, const void *pointer, size_t count, size_t size,
                          const char **after) {
    const char *at = pointer, *data = view->data;
    if (count == 0) return 1;
    int ok = in_block(view, at) && at + count * size <= data + view->data_size && at >= *after &&
             (uintptr_t)at % (size % 8 ? 4 : 8) == 0 && memcmp(copy + (at - data), at, count * size) == 0;
    *after = at + count * size;
    return ok;
}

/* A string the layout made: in the block, after the arrays, and read the same from a copy. */
static int made_string(const bg_toolbar_view *view, const char *copy, const char *arrays_end, const char *text) {
    return text && in_block(view, text) && text >= arrays_end && strcmp(copy + (text - (const char *)view->data), text) == 0;
}

/* Every array of `view` is in its block, in the header's order, and a copy of the block reads the
 * same; strings the layout made are in it after the arrays, the items' own strings are not. */
static void check_block(const bg_toolbar_view *view) {
    char *copy = malloc(view->data_size ? view->data_size : 1);
    const char *after = view->data;
    CHECK(copy != NULL && view->data != NULL && view->data_size > 0);
    if (!copy || !view->data) return;
    memcpy(copy, view->data, view->data_size);
    CHECK(array_in_block(view, copy, view->groups, view->group_count, sizeof(bg_placed_group), &after));
    CHECK(array_in_block(view, copy, view->cells, view->cell_count, sizeof(bg_control_cell), &after));
    CHECK(array_in_block(view, copy, view->separators, view->separator_count, sizeof(bg_rect), &after));
    CHECK(array_in_block(view, copy, view->overflowed, view->overflowed_count, sizeof(uint32_t), &after));
    CHECK(array_in_block(view, copy, view->accessibility, view->accessibility_count, sizeof(bg_a11y_node), &after));
    CHECK(array_in_block(view, copy, view->diagnostics, view->diagnostic_count, sizeof(bg_toolbar_diagnostic), &after));
    CHECK(array_in_block(view, copy, view->bars, view->bar_count, sizeof(bg_toolbar_bar), &after));
    CHECK(made_string(view, copy, after, view->overflow_icon));
    CHECK(made_string(view, copy, after, view->menu_indicator));
    for (uint32_t i = 0; i < view->diagnostic_count; i++) CHECK(made_string(view, copy, after, view->diagnostics[i].message));
    for (uint32_t i = 0; i < view->cell_count; i++) {
        const bg_control_cell *cell = &view->cells[i];
        int cut = cell->title && cell->title_truncated && cell->title[0];
        if (cut) CHECK(made_string(view, copy, after, cell->title));
        if (cell->title && !cut) CHECK(!in_block(view, cell->title)); /* the item's, or "" */
        if (cell->image) CHECK(!in_block(view, cell->image));
    }
    for (uint32_t i = 0; i < view->accessibility_count; i++) {
        const bg_a11y_node *node = &view->accessibility[i];
        int overflow_button = view->has_overflow_button && i == view->accessibility_count - 1;
        CHECK(overflow_button ? made_string(view, copy, after, node->label) : !in_block(view, node->label));
    }
    free(copy);
}

/* Five groups in a toolbar (the fifth a menu without a label: three diagnostics once it
 * overflows) at widths that show all, some and none of them, both directions. */
static void test_the_block_of_a_toolbar(void) {
    tb_four four;
    bg_control_button extra[2] = {tb_button("Bold", "bold", NULL), tb_button("Italic", "italic", NULL)};
    bg_toolbar_item items[5];
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    const double widths[] = {1000, 300, 150, 10};
    tb_four_groups(&four, NULL);
    memcpy(items, four.items, sizeof four.items);
    items[4] = tb_group(NULL, extra, 2, BG_PLACEMENT_PRIMARY_ACTION);
    items[4].style = BG_CONTROL_STYLE_MENU;
    CHECK_OK(bg_toolbar_set_items(toolbar, items, 5));
    for (int32_t direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
        for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++) {
            CHECK_OK(tb_layout(toolbar, widths[w], direction, &view));
            check_block(&view);
        }
    }
    CHECK(view.has_overflow_button && view.diagnostic_count == 3); /* too many, unlabeled menu and overflow */
    CHECK_STR(view.accessibility[view.accessibility_count - 1].label, "More");
    CHECK_OK(tb_layout(toolbar, 1000, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.overflowed_count, 0);
    CHECK_STR(view.accessibility[0].label, "nav"); /* a group's label: the item's copy */
    CHECK_STR(view.cells[0].image, "nav.0");
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* A content group of titles cut at narrow widths: the cut titles are made in the block, whole
 * ones and "" (nothing fits) are not. */
static void test_the_block_of_cut_titles(void) {
    bg_control_button buttons[2] = {tb_button("Statements and documents", NULL, NULL), tb_button("Pay", NULL, NULL)};
    bg_toolbar_item item = tb_group("Money", buttons, 2, BG_PLACEMENT_PRIMARY_ACTION);
    bg_toolbar toolbar = tb_create(BG_CONTEXT_CONTENT);
    bg_toolbar_view view = tb_view();
    int cut = 0, whole = 0;
    item.label_style = BG_LABEL_STYLE_TITLE_ONLY;
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    for (double width = 20; width <= 400; width += 19.5) {
        CHECK_OK(tb_layout(toolbar, width, width > 200 ? BG_DIRECTION_RTL : BG_DIRECTION_LTR, &view));
        check_block(&view);
        cut |= view.cells[0].title_truncated && view.cells[0].title[0];
        whole |= !view.cells[0].title_truncated;
    }
    CHECK(cut && whole);
    CHECK_STR(view.cells[0].title, "Statements and documents");
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* The frames-only call gives, for the same layout, exactly the view's frames. */
static void check_frames_equal_view(const tb_frames *frames, const bg_toolbar_view *view) {
    const bg_toolbar_frames *info = &frames->info;
    const bg_rect *rects = frames->rects;
    CHECK_EQ_INT(info->cell_count, view->cell_count);
    CHECK_EQ_INT(info->has_overflow_button != 0, view->has_overflow_button != 0);
    CHECK_EQ_INT(info->count, view->cell_count + (view->has_overflow_button ? 1 : 0));
    CHECK_EQ_INT(info->group_count, view->group_count);
    CHECK_EQ_INT(info->separator_count, view->separator_count);
    CHECK_EQ_INT(info->bar_count, view->bar_count);
    CHECK_EQ_INT(info->rect_count, info->count + info->group_count + info->separator_count + info->bar_count);
    CHECK(info->size.width == view->size.width && info->size.height == view->size.height);
    CHECK(info->arrangement != 0 && info->arrangement == view->arrangement);
    if (info->rect_count > 64) return;
    int same = 1;
    for (uint32_t i = 0; i < view->cell_count; i++) same &= rect_equal(rects[i], view->cells[i].frame);
    if (view->has_overflow_button) same &= rect_equal(rects[view->cell_count], view->overflow_button);
    for (uint32_t i = 0; i < view->group_count; i++) same &= rect_equal(rects[info->count + i], view->groups[i].frame);
    for (uint32_t i = 0; i < view->separator_count; i++)
        same &= rect_equal(rects[info->count + info->group_count + i], view->separators[i]);
    for (uint32_t i = 0; i < view->bar_count; i++)
        same &= rect_equal(rects[info->count + info->group_count + info->separator_count + i], view->bars[i].frame);
    CHECK(same);
}

static void test_frames_equal_the_view(void) {
    tb_four four;
    tb_four_groups(&four, NULL);
    for (int32_t context = BG_CONTEXT_TOOLBAR; context <= BG_CONTEXT_CONTENT; context++) {
        bg_toolbar toolbar = tb_create(context);
        CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
        for (int32_t direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
            for (double width = 0; width <= 700; width += 33.25) {
                tb_frames frames;
                bg_toolbar_view view = tb_view();
                CHECK_OK(layout_frames(toolbar, width, 3, direction, &frames));
                CHECK_OK(bg_toolbar_layout(toolbar, width, 3, direction, &view));
                check_frames_equal_view(&frames, &view);
            }
        }
        CHECK_OK(bg_toolbar_free(toolbar));
    }
}

static long fast_measures;

static bg_status counting_measure(void *user_data, const char *font, const char *text, size_t text_len, double max_width,
                                  bg_size *out) {
    fast_measures++;
    return fixed_measure(user_data, font, text, text_len, max_width, out);
}

/* Frames then the whole view at the same viewport: the second lays nothing out (no measuring). */
static void test_the_view_after_frames_is_a_lookup(void) {
    tb_four four;
    bg_toolbar toolbar = tb_create(BG_CONTEXT_CONTENT);
    tb_frames frames;
    bg_toolbar_view view = tb_view();
    tb_four_groups(&four, NULL);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(bg_toolbar_set_measure_callback(toolbar, counting_measure, NULL, NULL));
    CHECK_OK(layout_frames(toolbar, 333, 2, BG_DIRECTION_RTL, &frames));
    long measured = fast_measures;
    CHECK(measured > 0);
    CHECK_OK(bg_toolbar_layout(toolbar, 333, 2, BG_DIRECTION_RTL, &view));
    CHECK_OK(layout_frames(toolbar, 333, 2, BG_DIRECTION_RTL, &frames));
    CHECK_EQ_INT(fast_measures, measured);
    check_frames_equal_view(&frames, &view);
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* The arrangement changes exactly when the cells shown may have: another set of groups in the
 * overflow menu, new items; not with the width alone or the direction. */
static void test_the_arrangement(void) {
    tb_four four;
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    tb_frames frames;
    bg_toolbar_view view = tb_view();
    tb_four_groups(&four, NULL);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(layout_frames(toolbar, 700, 2, BG_DIRECTION_LTR, &frames));
    uint32_t wide = frames.info.arrangement;
    CHECK(wide != 0 && !frames.info.has_overflow_button);
    CHECK_OK(layout_frames(toolbar, 650, 2, BG_DIRECTION_RTL, &frames));
    CHECK_EQ_INT(frames.info.arrangement, wide); /* same cells, other frames */
    CHECK_OK(tb_layout(toolbar, 690, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.arrangement, wide);
    CHECK_OK(layout_frames(toolbar, 150, 2, BG_DIRECTION_LTR, &frames));
    uint32_t narrow = frames.info.arrangement;
    CHECK(frames.info.has_overflow_button && narrow != wide && narrow != 0);
    CHECK_OK(layout_frames(toolbar, 151, 2, BG_DIRECTION_LTR, &frames));
    CHECK_EQ_INT(frames.info.arrangement, narrow);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4)); /* the same items again: still new items */
    CHECK_OK(layout_frames(toolbar, 151, 2, BG_DIRECTION_LTR, &frames));
    CHECK(frames.info.arrangement != narrow && frames.info.arrangement != wide);
    CHECK_OK(bg_toolbar_free(toolbar));
}

void test_toolbar_fast_paths(void) {
    test_the_block_of_a_toolbar();
    test_the_block_of_cut_titles();
    test_frames_equal_the_view();
    test_the_view_after_frames_is_a_lookup();
    test_the_arrangement();
}
