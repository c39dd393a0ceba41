/* The large and hostile inputs of the README's "Guarantees" table that the ABI convention
 * tests do not already cover: a million items, a 1 MB title, 1e308 and other absurd numbers,
 * a million nested arrays, truncated JSON; for toolbars (bg_toolbar) a million groups, a 1 MB
 * title (cut in content, whole in the overflow menu), widths, scales, points and priorities at
 * and beyond the limits, a theme whose toolbar lengths are all BG_MAX_LENGTH, each layout also
 * made frames only and through the call struct (the same frames). Each gets a clean answer and
 * leaves the library usable. */
#include "buttongroup.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed, failed;

#define CHECK(condition)                                                                      \
    do {                                                                                      \
        if (condition) passed++;                                                              \
        else {                                                                                \
            failed++;                                                                         \
            fprintf(stderr, "%s:%d: FAILED: %s (%s)\n", __FILE__, __LINE__, #condition,      \
                    bg_last_error_message());                                                 \
        }                                                                                     \
    } while (0)

static long sheet_entries;

static bg_status count_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet) {
    (void)user_data;
    (void)group;
    sheet_entries = sheet->item_count;
    return BG_OK;
}

/* The library still works: a fresh group lays out. */
static int still_usable(void) {
    bg_group group;
    bg_item item;
    bg_item_init(&item);
    item.title = "OK";
    bg_layout layout = {.struct_size = sizeof layout};
    int ok = bg_group_create((bg_theme){0}, NULL, &group) == BG_OK && bg_group_update(group, &item, 1) == BG_OK
          && bg_group_layout(group, 100, 1, BG_DIRECTION_LTR, &layout) == BG_OK && layout.slot_count == 1;
    bg_group_free(group);
    return ok;
}

static void million_items(void) {
    enum { COUNT = 1000000 };
    bg_item *items = calloc(COUNT, sizeof *items);
    if (!items) abort();
    for (long i = 0; i < COUNT; i++) {
        bg_item_init(&items[i]);
        items[i].title = i % 2 ? "Transfer" : "Pay";
    }
    bg_group group;
    CHECK(bg_group_create((bg_theme){0}, NULL, &group) == BG_OK);
    CHECK(bg_group_update(group, items, COUNT) == BG_OK);
    uint32_t count = 0;
    CHECK(bg_group_item_count(group, &count) == BG_OK && count == COUNT);
    bg_layout layout = {.struct_size = sizeof layout};
    CHECK(bg_group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout) == BG_OK);
    CHECK(layout.slot_count == 3 && layout.overflow_count == COUNT - 2);
    CHECK(layout.overflow_items[COUNT - 3] == COUNT - 1);
    bg_rect frames[3];
    uint32_t frame_count = 0;
    CHECK(bg_group_layout_frames(group, 320, 2, BG_DIRECTION_LTR, NULL, 0, &frame_count) == BG_OK && frame_count == 3);
    CHECK(bg_group_layout_frames(group, 321, 2, BG_DIRECTION_LTR, frames, 3, &frame_count) == BG_OK && frame_count == 3);
    CHECK(bg_group_set_sheet_callback(group, count_sheet, NULL, NULL) == BG_OK);
    CHECK(bg_group_activate_slot(group, 2) == BG_OK && sheet_entries == COUNT - 2);
    CHECK(bg_group_choose_sheet_item(group, COUNT - 3) == BG_OK);

    bg_group_params params;
    CHECK(bg_group_params_init((bg_theme){0}, &params) == BG_OK);
    params.overflow_policy = BG_OVERFLOW_WIDTH;
    params.max_visible = 0;
    CHECK(bg_group_set_params(group, &params) == BG_OK);
    CHECK(bg_group_layout(group, 2000, 1, BG_DIRECTION_RTL, &layout) == BG_OK);
    CHECK(layout.slot_count >= 2 && layout.slot_count < 100 && layout.slots[layout.slot_count - 1].kind == BG_SLOT_MORE);
    CHECK(bg_group_free(group) == BG_OK);
    free(items);
}

static void megabyte_title(void) {
    enum { SIZE = 1 << 20 };
    char *title = malloc(SIZE + 1);
    if (!title) abort();
    for (long i = 0; i < SIZE; i++) title[i] = (char)('a' + i % 26);
    title[SIZE] = '\0';
    bg_item item;
    bg_item_init(&item);
    item.title = title;
    bg_group group;
    bg_layout layout = {.struct_size = sizeof layout};
    CHECK(bg_group_create((bg_theme){0}, NULL, &group) == BG_OK);
    CHECK(bg_group_update(group, &item, 1) == BG_OK);
    CHECK(bg_group_layout(group, 300, 3, BG_DIRECTION_LTR, &layout) == BG_OK);
    CHECK(layout.slots[0].title_truncated && strlen(layout.slots[0].title) < 100);
    CHECK(strlen(layout.accessibility[0].label) == SIZE);
    CHECK(bg_group_layout(group, 301, 3, BG_DIRECTION_RTL, &layout) == BG_OK && layout.slots[0].title_truncated);
    CHECK(bg_group_free(group) == BG_OK);
    free(title);
}

static void absurd_numbers(void) {
    const double widths[] = {NAN, INFINITY, -INFINITY, -1, 1e308, 1e7 + 1, -0.0 - 1e-300};
    bg_group group;
    bg_layout layout = {.struct_size = sizeof layout};
    bg_rect frame = {77, 77, 77, 77};
    uint32_t frame_count = 77;
    CHECK(bg_group_create((bg_theme){0}, NULL, &group) == BG_OK);
    for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
        CHECK(bg_group_layout(group, widths[i], 2, BG_DIRECTION_LTR, &layout) == BG_E_INVALID_ARGUMENT);
        CHECK(strstr(bg_last_error_message(), "width") != NULL);
        CHECK(bg_group_layout_frames(group, widths[i], 2, BG_DIRECTION_LTR, &frame, 1, &frame_count) == BG_E_INVALID_ARGUMENT);
        CHECK(strstr(bg_last_error_message(), "width") != NULL);
    }
    const double scales[] = {NAN, 0, -2, 1e-9, 1e308};
    for (size_t i = 0; i < sizeof scales / sizeof scales[0]; i++) {
        CHECK(bg_group_layout(group, 100, scales[i], BG_DIRECTION_LTR, &layout) == BG_E_INVALID_ARGUMENT);
        CHECK(bg_group_layout_frames(group, 100, scales[i], BG_DIRECTION_LTR, NULL, 0, &frame_count) == BG_E_INVALID_ARGUMENT);
    }
    CHECK(frame_count == 77 && frame.x == 77); /* nothing written by a refused call */
    CHECK(bg_group_layout(group, 1e7, 1000, BG_DIRECTION_LTR, &layout) == BG_OK);
    CHECK(bg_group_tap(group, NAN, 0, NULL) == BG_E_INVALID_ARGUMENT);
    CHECK(bg_group_pointer(group, BG_POINTER_DOWN, 1e308, -1e308, NULL) == BG_OK);
    bg_group_params params;
    CHECK(bg_group_params_init((bg_theme){0}, &params) == BG_OK);
    params.layout.spacing = 1e308;
    CHECK(bg_group_set_params(group, &params) == BG_E_INVALID_ARGUMENT);
    params.layout.spacing = 8;
    params.overflow_hysteresis = NAN;
    CHECK(bg_group_set_params(group, &params) == BG_E_INVALID_ARGUMENT);
    CHECK(bg_group_free(group) == BG_OK);
}

static void hostile_json(void) {
    enum { DEPTH = 1000000 };
    char *nested = malloc(DEPTH);
    if (!nested) abort();
    memset(nested, '[', DEPTH);
    bg_theme theme;
    CHECK(bg_theme_load(nested, DEPTH, &theme) == BG_E_PARSE);
    CHECK(strstr(bg_last_error_message(), "line 1, column") != NULL);
    free(nested);
    const char *truncated[] = {"{", "{\"spacer\":", "{\"spacer\":{\"md\":1", "{\"spacer\":{\"md\":\"spac", "[1,2", "\"\\u12"};
    for (size_t i = 0; i < sizeof truncated / sizeof truncated[0]; i++) {
        CHECK(bg_theme_load(truncated[i], strlen(truncated[i]), &theme) == BG_E_PARSE);
        CHECK(strstr(bg_last_error_message(), "line 1, column") != NULL);
    }
    CHECK(bg_theme_load("\xff\xfe{}", 4, &theme) == BG_E_PARSE);
    CHECK(bg_theme_load("{}", (size_t)-1 / 2 + 1, &theme) == BG_E_NO_MEMORY); /* beyond BG_MAX_THEME_BYTES */
}

/* ------------------------------------------------------------------ toolbar */

static long menu_entries;
static size_t longest_entry;

static bg_status count_menu(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu) {
    (void)user_data;
    (void)toolbar;
    menu_entries = menu->entry_count;
    longest_entry = 0;
    for (uint32_t i = 0; i < menu->entry_count; i++)
        if (strlen(menu->entries[i].title) > longest_entry) longest_entry = strlen(menu->entries[i].title);
    return BG_OK;
}

/* Every frame of a toolbar view finite and non-negative in size. */
static int toolbar_view_sane(const bg_toolbar_view *view) {
    const bg_rect *frames[] = {&view->overflow_button};
    int ok = isfinite(view->size.width) && isfinite(view->size.height) && view->size.width >= 0;
    for (size_t i = 0; i < sizeof frames / sizeof frames[0]; i++)
        ok &= isfinite(frames[i]->x + frames[i]->y + frames[i]->width + frames[i]->height) && frames[i]->width >= 0;
    for (uint32_t i = 0; i < view->cell_count; i++) {
        const bg_rect *f = &view->cells[i].frame;
        ok &= isfinite(f->x + f->y + f->width + f->height) && f->width >= 0 && f->height >= 0;
    }
    for (uint32_t i = 0; i < view->group_count; i++)
        ok &= (uint64_t)view->groups[i].first_cell + view->groups[i].cell_count <= view->cell_count;
    return ok;
}

/* The frames-only call at the arguments of the layout that gave `view`: asked for the counts
 * (NULL, 0), then into an array of that size, then into the same array with a capacity one
 * rect short: the same cells' frames (copied first: the view's arrays are the toolbar's until its
 * next call), counts and arrangement, and the short array refused (BG_E_BUFFER_TOO_SMALL, the
 * counts reported, the array untouched). With `view` NULL, arguments bg_toolbar_layout refused:
 * refused alike, nothing written. */
static int toolbar_fast_paths(bg_toolbar toolbar, double width, double scale, int32_t direction, const bg_toolbar_view *view) {
    uint32_t count = view ? view->cell_count : 0, arrangement = view ? view->arrangement : 0;
    bg_rect *expected = malloc((count ? count : 1) * sizeof *expected);
    bg_toolbar_frames asked = {.struct_size = sizeof asked, .count = 77}, frames = asked, refused = asked;
    if (!expected) abort();
    for (uint32_t i = 0; i < count; i++) expected[i] = view->cells[i].frame;
    bg_status first = bg_toolbar_layout_frames(toolbar, width, scale, direction, NULL, 0, &asked);
    uint32_t needed = first == BG_OK ? asked.rect_count : 1;
    bg_rect *rects = malloc((needed ? needed : 1) * sizeof *rects);
    if (!rects) abort();
    rects[0] = (bg_rect){77, 77, 77, 77};
    bg_status second = bg_toolbar_layout_frames(toolbar, width, scale, direction, rects, needed, &frames);
    int same = memcmp(rects, expected, count * sizeof *expected) == 0;
    rects[0] = (bg_rect){77, 77, 77, 77};
    bg_status third = bg_toolbar_layout_frames(toolbar, width, scale, direction, rects, needed ? needed - 1 : 0, &refused);
    int ok = view ? first == BG_OK && second == BG_OK && frames.cell_count == count && frames.arrangement == arrangement &&
                        asked.rect_count == frames.rect_count && asked.arrangement == arrangement && same &&
                        (needed == 0 ? third == BG_OK
                                     : third == BG_E_BUFFER_TOO_SMALL && refused.rect_count == needed && rects[0].x == 77)
                  : first == BG_E_INVALID_ARGUMENT && second == BG_E_INVALID_ARGUMENT && third == BG_E_INVALID_ARGUMENT &&
                        asked.count == 77 && frames.count == 77 && refused.count == 77 && rects[0].x == 77;
    free(rects);
    free(expected);
    return ok;
}

/* One group of `count` buttons (titled `title`, or "OK") at the primary action placement. */
static bg_toolbar_item toolbar_group(const bg_control_button *buttons, uint32_t count, const char *label) {
    bg_toolbar_item item;
    bg_toolbar_item_init(&item);
    item.buttons = buttons;
    item.button_count = count;
    item.label_title = label;
    return item;
}

/* The library still works: a fresh toolbar lays out and taps. */
static int toolbar_still_usable(void) {
    bg_toolbar toolbar;
    bg_control_button button;
    bg_control_button_init(&button);
    button.title = "OK";
    bg_toolbar_item item = toolbar_group(&button, 1, "OK");
    bg_toolbar_view view = {.struct_size = sizeof view};
    int ok = bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar) == BG_OK
          && bg_toolbar_set_items(toolbar, &item, 1) == BG_OK
          && bg_toolbar_layout(toolbar, 100, 1, BG_DIRECTION_LTR, &view) == BG_OK && view.cell_count == 1
          && bg_toolbar_tap(toolbar, view.cells[0].frame.x + 1, view.cells[0].frame.y + 1, NULL) == BG_OK;
    bg_toolbar_free(toolbar);
    return ok;
}

/* A million one-button groups: most move into the overflow menu, which lists them all. */
static void million_toolbar_groups(void) {
    enum { COUNT = 1000000 };
    bg_toolbar_item *items = calloc(COUNT, sizeof *items);
    bg_control_button buttons[2];
    if (!items) abort();
    for (int i = 0; i < 2; i++) {
        bg_control_button_init(&buttons[i]);
        buttons[i].title = i ? "Transfer" : "Pay";
    }
    for (long i = 0; i < COUNT; i++) items[i] = toolbar_group(&buttons[i % 2], 1, i % 2 ? "Transfer" : "Pay");
    bg_toolbar toolbar;
    uint32_t count = 0;
    bg_toolbar_view view = {.struct_size = sizeof view};
    CHECK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar) == BG_OK);
    CHECK(bg_toolbar_set_items(toolbar, items, COUNT) == BG_OK);
    CHECK(bg_toolbar_item_count(toolbar, &count) == BG_OK && count == COUNT);
    CHECK(bg_toolbar_layout(toolbar, 320, 2, BG_DIRECTION_LTR, &view) == BG_OK && toolbar_view_sane(&view));
    CHECK(view.has_overflow_button && view.group_count > 0 && view.group_count < 20);
    CHECK(view.group_count + view.overflowed_count == COUNT);
    CHECK(view.overflowed[0] < view.overflowed[view.overflowed_count - 1]); /* in toolbar order */
    bg_breakpoints found = {.struct_size = sizeof found};
    CHECK(bg_toolbar_breakpoints(toolbar, &found) == BG_OK && found.count == COUNT);
    CHECK(found.breakpoints[0].item_index == COUNT - 1 && found.breakpoints[COUNT - 1].item_index == 0);
    CHECK(found.breakpoints[COUNT - 1].moves_in <= found.breakpoints[0].moves_in);
    CHECK(bg_toolbar_set_menu_callback(toolbar, count_menu, NULL, NULL) == BG_OK);
    CHECK(bg_toolbar_layout(toolbar, 320, 2, BG_DIRECTION_LTR, &view) == BG_OK);
    CHECK(bg_toolbar_tap(toolbar, view.overflow_button.x + 1, view.overflow_button.y + 1, NULL) == BG_OK);
    CHECK(menu_entries >= COUNT - 20);
    CHECK(bg_toolbar_choose_menu_entry(toolbar, (uint32_t)menu_entries - 1) == BG_OK);
    CHECK(bg_toolbar_layout(toolbar, 2000, 1, BG_DIRECTION_RTL, &view) == BG_OK && toolbar_view_sane(&view));
    CHECK(view.group_count + view.overflowed_count == COUNT);
    CHECK(toolbar_fast_paths(toolbar, 2000, 1, BG_DIRECTION_RTL, &view));
    CHECK(bg_toolbar_set_items(toolbar, NULL, 0) == BG_OK);
    CHECK(bg_toolbar_free(toolbar) == BG_OK);
    free(items);
}

/* A 1 MB title: cut to fit in content, whole as the accessibility label and in the overflow menu. */
static void megabyte_toolbar_title(void) {
    enum { SIZE = 1 << 20 };
    char *title = malloc(SIZE + 1);
    if (!title) abort();
    for (long i = 0; i < SIZE; i++) title[i] = (char)('a' + i % 26);
    title[SIZE] = '\0';
    bg_control_button button;
    bg_control_button_init(&button);
    button.title = title;
    button.image = "star";
    bg_toolbar_item item = toolbar_group(&button, 1, title);
    bg_toolbar toolbar;
    bg_toolbar_view view = {.struct_size = sizeof view};
    CHECK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_CONTENT, &toolbar) == BG_OK);
    CHECK(bg_toolbar_set_items(toolbar, &item, 1) == BG_OK);
    CHECK(bg_toolbar_layout(toolbar, 300, 3, BG_DIRECTION_LTR, &view) == BG_OK && toolbar_view_sane(&view));
    CHECK(view.cell_count == 1 && view.cells[0].title_truncated && strlen(view.cells[0].title) < 200);
    CHECK(view.cells[0].frame.width <= 300);
    CHECK(toolbar_fast_paths(toolbar, 300, 3, BG_DIRECTION_LTR, &view));
    int labelled = 0;
    for (uint32_t i = 0; i < view.accessibility_count; i++) labelled |= strlen(view.accessibility[i].label) == SIZE;
    CHECK(labelled);
    CHECK(bg_toolbar_free(toolbar) == BG_OK);

    item.label_style = BG_LABEL_STYLE_TITLE_ONLY; /* a toolbar would show the icon alone */
    CHECK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar) == BG_OK);
    CHECK(bg_toolbar_set_items(toolbar, &item, 1) == BG_OK);
    CHECK(bg_toolbar_set_menu_callback(toolbar, count_menu, NULL, NULL) == BG_OK);
    CHECK(bg_toolbar_layout(toolbar, 301, 3, BG_DIRECTION_RTL, &view) == BG_OK && toolbar_view_sane(&view));
    CHECK(view.overflowed_count == 1 && view.has_overflow_button && view.cell_count == 0);
    CHECK(bg_toolbar_tap(toolbar, view.overflow_button.x + 1, view.overflow_button.y + 1, NULL) == BG_OK);
    CHECK(menu_entries >= 1 && longest_entry == SIZE);
    CHECK(bg_toolbar_free(toolbar) == BG_OK);
    free(title);
}

/* Widths and scales beyond the limits are refused by name; the limits themselves lay out. */
static void absurd_toolbar_numbers(void) {
    const double widths[] = {NAN, INFINITY, -INFINITY, -1, 1e308, 1e7 + 1, -0.0 - 1e-300};
    const double scales[] = {NAN, 0, -2, 1e-9, 1e308, INFINITY};
    bg_control_button buttons[2];
    for (int i = 0; i < 2; i++) {
        bg_control_button_init(&buttons[i]);
        buttons[i].title = i ? "Forward" : "Back";
    }
    bg_toolbar_item items[2] = {toolbar_group(&buttons[0], 1, "Back"), toolbar_group(&buttons[1], 1, "Forward")};
    bg_toolbar toolbar;
    bg_toolbar_view view = {.struct_size = sizeof view};
    CHECK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar) == BG_OK);
    CHECK(bg_toolbar_set_items(toolbar, items, 2) == BG_OK);
    for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
        CHECK(bg_toolbar_layout(toolbar, widths[i], 2, BG_DIRECTION_LTR, &view) == BG_E_INVALID_ARGUMENT);
        CHECK(strstr(bg_last_error_message(), "width") != NULL);
        CHECK(toolbar_fast_paths(toolbar, widths[i], 2, BG_DIRECTION_LTR, NULL));
    }
    for (size_t i = 0; i < sizeof scales / sizeof scales[0]; i++) {
        CHECK(bg_toolbar_layout(toolbar, 100, scales[i], BG_DIRECTION_LTR, &view) == BG_E_INVALID_ARGUMENT);
        CHECK(toolbar_fast_paths(toolbar, 100, scales[i], BG_DIRECTION_LTR, NULL));
    }
    CHECK(bg_toolbar_layout(toolbar, 1e7, 1000, BG_DIRECTION_LTR, &view) == BG_OK && toolbar_view_sane(&view));
    CHECK(toolbar_fast_paths(toolbar, 1e7, 1000, BG_DIRECTION_LTR, &view));
    CHECK(bg_toolbar_layout(toolbar, 0, BG_MIN_SCALE, BG_DIRECTION_RTL, &view) == BG_OK && toolbar_view_sane(&view));
    CHECK(toolbar_fast_paths(toolbar, 0, BG_MIN_SCALE, BG_DIRECTION_RTL, &view));
    CHECK(bg_toolbar_tap(toolbar, NAN, 0, NULL) == BG_E_INVALID_ARGUMENT);
    CHECK(bg_toolbar_tap(toolbar, 0, -INFINITY, NULL) == BG_E_INVALID_ARGUMENT);
    CHECK(bg_toolbar_pointer(toolbar, BG_POINTER_DOWN, 1e308, -1e308, NULL) == BG_OK);
    CHECK(bg_toolbar_pointer(toolbar, BG_POINTER_UP, -1e308, 1e308, NULL) == BG_OK);
    /* Priorities: any finite number ranks (the lowest leaves first), anything else is refused. */
    const double refused[] = {NAN, INFINITY, -INFINITY};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        items[1].has_priority = 1;
        items[1].priority = refused[i];
        CHECK(bg_toolbar_set_items(toolbar, items, 2) == BG_E_INVALID_ARGUMENT);
        CHECK(strstr(bg_last_error_message(), "priority") != NULL);
    }
    items[1].has_priority = 0; /* ignored without has_priority */
    CHECK(bg_toolbar_set_items(toolbar, items, 2) == BG_OK);
    items[0].has_priority = items[1].has_priority = 1;
    items[0].priority = -1e308;
    items[1].priority = 1e308;
    bg_breakpoints found = {.struct_size = sizeof found};
    CHECK(bg_toolbar_set_items(toolbar, items, 2) == BG_OK);
    CHECK(bg_toolbar_breakpoints(toolbar, &found) == BG_OK && found.count == 2 && found.breakpoints[0].item_index == 0);
    CHECK(bg_toolbar_free(toolbar) == BG_OK);
}

/* A theme whose control group and toolbar lengths are all BG_MAX_LENGTH lays out finitely; one
 * beyond it is refused, naming the token. */
static void absurd_toolbar_theme(void) {
    static const char huge[] =
        "{\"parameters\":{\"controlGroup\":{\"height\":1e7,\"horizontalInset\":1e7,\"imagePadding\":1e7,\"iconSize\":1e7,"
        "\"cornerRadius\":1e7,\"separatorWidth\":1e7},\"toolbar\":{\"height\":1e7,\"padding\":1e7,\"spacing\":1e7,"
        "\"overflowHysteresis\":1e7}}}";
    static const char beyond[] = "{\"parameters\":{\"toolbar\":{\"spacing\":1e308}}}";
    bg_theme theme;
    bg_toolbar toolbar;
    bg_control_button button;
    bg_control_button_init(&button);
    button.title = "Share";
    button.image = "square.and.arrow.up";
    bg_toolbar_item items[2] = {toolbar_group(&button, 1, "Share"), toolbar_group(&button, 1, NULL)};
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_breakpoints found = {.struct_size = sizeof found};
    CHECK(bg_theme_load(beyond, strlen(beyond), &theme) == BG_E_PARSE);
    CHECK(strstr(bg_last_error_message(), "toolbar") != NULL);
    CHECK(bg_theme_load(huge, strlen(huge), &theme) == BG_OK);
    for (int32_t context = BG_CONTEXT_TOOLBAR; context <= BG_CONTEXT_CONTENT; context++) {
        CHECK(bg_toolbar_create(theme, context, &toolbar) == BG_OK);
        CHECK(bg_toolbar_set_items(toolbar, items, 2) == BG_OK);
        CHECK(bg_toolbar_layout(toolbar, 1e7, 1, BG_DIRECTION_LTR, &view) == BG_OK && toolbar_view_sane(&view));
        CHECK(bg_toolbar_layout(toolbar, 320, 2, BG_DIRECTION_RTL, &view) == BG_OK && toolbar_view_sane(&view));
        CHECK(bg_toolbar_breakpoints(toolbar, &found) == BG_OK);
        for (uint32_t i = 0; i < found.count; i++)
            CHECK(isfinite(found.breakpoints[i].moves_in) && found.breakpoints[i].moves_out >= found.breakpoints[i].moves_in);
        CHECK(bg_toolbar_free(toolbar) == BG_OK);
    }
    CHECK(bg_theme_free(theme) == BG_OK);
}

int main(void) {
    million_items();
    CHECK(still_usable());
    megabyte_title();
    CHECK(still_usable());
    absurd_numbers();
    CHECK(still_usable());
    hostile_json();
    CHECK(still_usable());
    million_toolbar_groups();
    CHECK(toolbar_still_usable());
    megabyte_toolbar_title();
    CHECK(toolbar_still_usable());
    absurd_toolbar_numbers();
    CHECK(toolbar_still_usable());
    absurd_toolbar_theme();
    CHECK(toolbar_still_usable() && still_usable());
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
