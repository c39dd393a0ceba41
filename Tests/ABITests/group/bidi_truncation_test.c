/*
 * bidi_truncation_test.c — a title cut with "…" closes every embedding, override and isolate
 * its kept part leaves open, right after the ellipsis, innermost first: PDF (U+202C) for LRE,
 * RLE, LRO and RLO, PDI (U+2069) for LRI, RLI and FSI. Otherwise the host's text run after the
 * title (or the rest of its paragraph) would be drawn reversed. Each kind alone and nested, in
 * a group's slot, a toolbar's cell and a button's view; the title shown whole is left as the
 * host gave it.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

#define LRE "\xE2\x80\xAA"
#define RLE "\xE2\x80\xAB"
#define PDF "\xE2\x80\xAC"
#define LRO "\xE2\x80\xAD"
#define RLO "\xE2\x80\xAE"
#define LRI "\xE2\x81\xA6"
#define RLI "\xE2\x81\xA7"
#define FSI "\xE2\x81\xA8"
#define PDI "\xE2\x81\xA9"
#define ELLIPSIS "\xE2\x80\xA6"

/* A title too long for 120 points, and how the end of it shows cut there. */
typedef struct {
    const char *title;
    const char *ending;
} bidi_case;

static const bidi_case cases[] = {
    {LRE "Transfer to savings", ELLIPSIS PDF},
    {RLE "Transfer to savings", ELLIPSIS PDF},
    {LRO "Transfer to savings", ELLIPSIS PDF},
    {RLO "Transfer to savings", ELLIPSIS PDF},
    {LRI "Transfer to savings", ELLIPSIS PDI},
    {RLI "Transfer to savings", ELLIPSIS PDI},
    {FSI "Transfer to savings", ELLIPSIS PDI},
    {RLO "a" LRI "b" RLE "c" FSI "Transfer to savings", ELLIPSIS PDI PDF PDI PDF},
    {RLO "ab" PDF LRI "cd" PDI "Transfer to savings", ELLIPSIS},
    {FSI "a" RLE "b" PDF "Transfer to savings" PDI, ELLIPSIS PDI},
};

static int ends_with(const char *text, const char *ending) {
    size_t length = text ? strlen(text) : 0, tail = strlen(ending);
    return text && length >= tail && strcmp(text + length - tail, ending) == 0;
}

static void check_cut(const char *shown, int truncated, const bidi_case *c, const char *where, int line) {
    char what[256];
    snprintf(what, sizeof what, "%s: case %d shows \"%s\", cut and ending as expected", where, (int)(c - cases),
             shown ? shown : "(null)");
    check_record(truncated && ends_with(shown, c->ending) &&
                     strncmp(shown, c->title, strlen(shown) - strlen(c->ending)) == 0,
                 __FILE__, line, what);
}

static void test_group_titles(void) {
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *titles[1] = {cases[i].title};
        bg_group group = make_group(titles, 1);
        bg_layout layout = new_layout();
        CHECK_OK(bg_group_layout(group, 120, 2, BG_DIRECTION_RTL, &layout));
        CHECK_EQ_INT(layout.slot_count, 1);
        if (layout.slot_count == 1) check_cut(layout.slots[0].title, layout.slots[0].title_truncated, &cases[i], "group", __LINE__);
        CHECK_OK(bg_group_layout(group, 1000, 2, BG_DIRECTION_RTL, &layout));
        CHECK_STR(layout.slots[0].title, cases[i].title); /* whole: as given */
        CHECK_OK(bg_group_free(group));
    }
}

static void test_toolbar_titles(void) {
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        bg_toolbar toolbar = {0};
        bg_control_button button;
        bg_toolbar_item item;
        bg_toolbar_view view = {.struct_size = sizeof view};
        CHECK_OK(bg_control_button_init(&button));
        button.title = cases[i].title;
        CHECK_OK(bg_toolbar_item_init(&item));
        item.buttons = &button;
        item.button_count = 1;
        item.label_style = BG_LABEL_STYLE_TITLE_ONLY;
        CHECK_OK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_CONTENT, &toolbar));
        CHECK_OK(bg_toolbar_set_measure_callback(toolbar, fixed_measure, NULL, NULL));
        CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
        CHECK_OK(bg_toolbar_layout(toolbar, 120, 2, BG_DIRECTION_RTL, &view));
        CHECK_EQ_INT(view.cell_count, 1);
        if (view.cell_count == 1) check_cut(view.cells[0].title, view.cells[0].title_truncated, &cases[i], "toolbar", __LINE__);
        CHECK_OK(bg_toolbar_layout(toolbar, 1000, 2, BG_DIRECTION_RTL, &view));
        CHECK_STR(view.cells[0].title, cases[i].title);
        CHECK_OK(bg_toolbar_free(toolbar));
    }
}

static void test_button_titles(void) {
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        bg_button_config config;
        bg_button button = {0};
        bg_button_view view = {.struct_size = sizeof view};
        CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
        config.title = cases[i].title;
        CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
        CHECK_OK(bg_button_set_measure_callback(button, fixed_measure, NULL, NULL));
        CHECK_OK(bg_button_layout(button, 120, 44, 2, BG_DIRECTION_RTL, &view));
        check_cut(view.title, view.title_truncated, &cases[i], "button", __LINE__);
        CHECK_OK(bg_button_layout(button, 1000, 44, 2, BG_DIRECTION_RTL, &view));
        CHECK_STR(view.title, cases[i].title);
        CHECK_OK(bg_button_free(button));
    }
}

void test_bidi_truncation(void) {
    test_group_titles();
    test_toolbar_titles();
    test_button_titles();
}
