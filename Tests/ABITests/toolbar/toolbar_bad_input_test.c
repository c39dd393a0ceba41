/*
 * toolbar_bad_input_test.c — bg_toolbar refuses bad input with a clear error and changes
 * nothing: NULL pointers; zero, made-up, freed, stale and other-kind handles (every function,
 * out-parameters untouched, user_data released once); out-of-range values in every enum
 * field; NaN, negative and huge widths, scales and points; NaN or infinite priorities; groups
 * without buttons, flexible spaces with buttons, empty or NULL titles; invalid UTF-8 in every
 * string field; wrong struct sizes (items, buttons, the view, breakpoints) and newer, larger
 * ones that are accepted; more than BG_MAX_ITEMS items or buttons and strings beyond
 * BG_MAX_STRING_BYTES (BG_E_NO_MEMORY). Every refused set_items keeps the old items (item count
 * and layout) and runs every new button's destroy exactly once, unless a struct_size is wrong:
 * then no array's layout is known and none is run (rejected_arrays_test.c).
 */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "toolbar/toolbar_helpers.h"
#include "abi_suites.h"

/* ------------------------------------------------------------- NULL pointers */

static void test_null_arguments(void) {
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view view = tb_view();
    uint32_t count = 0;
    CHECK_STATUS(bg_control_button_init(NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_toolbar_item_init(NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "out_toolbar");
    CHECK_STATUS(bg_toolbar_item_count(toolbar, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_toolbar_layout(toolbar, 300, 2, BG_DIRECTION_LTR, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_toolbar_layout_frames(toolbar, 300, 2, BG_DIRECTION_LTR, NULL, 0, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_toolbar_breakpoints(toolbar, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_toolbar_set_items(toolbar, NULL, 1), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "items is NULL");
    CHECK_OK(bg_toolbar_set_items(toolbar, NULL, 0)); /* no items */
    CHECK_OK(bg_toolbar_item_count(toolbar, &count));
    CHECK_EQ_INT(count, 0);
    /* The target out-parameters are optional. */
    CHECK_OK(tb_layout(toolbar, 300, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_toolbar_tap(toolbar, 10, 10, NULL));
    CHECK_OK(bg_toolbar_pointer(toolbar, BG_POINTER_DOWN, 10, 10, NULL));
    CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_NEXT, NULL));
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* --------------------------------------------------------------------- handles */

/* Every function taking a toolbar refuses `dead` with BG_E_INVALID_HANDLE, leaves its
 * out-parameters untouched and releases what it was handed once (a button, three callbacks). */
static void check_dead_toolbar(bg_toolbar dead, int line) {
    tb_probe button_probe = tb_make_probe("dead-button");
    tb_counter callbacks = {0};
    bg_control_button button = tb_button("B", NULL, &button_probe);
    bg_toolbar_item item = tb_group("G", &button, 1, BG_PLACEMENT_PRIMARY_ACTION);
    bg_toolbar_view view = tb_view();
    bg_toolbar_frames frames = {.struct_size = sizeof frames, .count = 77};
    bg_rect rects[4] = {{77, 77, 77, 77}};
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints, .count = 77};
    bg_control_target target = {42, 42, 42, 42};
    uint32_t count = 77;
    int refused = 0, calls = 0;
#define DEAD(call) (calls++, refused += (call) == BG_E_INVALID_HANDLE)
    DEAD(bg_toolbar_free(dead));
    DEAD(bg_toolbar_set_items(dead, &item, 1));
    DEAD(bg_toolbar_item_count(dead, &count));
    DEAD(bg_toolbar_set_menu_callback(dead, tb_present_menu, &callbacks, tb_count_destroy));
    DEAD(bg_toolbar_set_menu_dismissed_callback(dead, tb_menu_dismissed, &callbacks, tb_count_destroy));
    DEAD(bg_toolbar_set_measure_callback(dead, fixed_measure, &callbacks, tb_count_destroy));
    DEAD(bg_toolbar_layout(dead, 300, 2, BG_DIRECTION_LTR, &view));
    DEAD(bg_toolbar_layout_frames(dead, 300, 2, BG_DIRECTION_LTR, rects, 4, &frames));
    DEAD(bg_toolbar_layout_frames(dead, 300, 2, BG_DIRECTION_LTR, NULL, 0, &frames));
    DEAD(bg_toolbar_breakpoints(dead, &breakpoints));
    DEAD(bg_toolbar_tap(dead, 10, 10, &target));
    DEAD(bg_toolbar_pointer(dead, BG_POINTER_DOWN, 10, 10, &target));
    DEAD(bg_toolbar_focus(dead, BG_FOCUS_FIRST, &target));
    DEAD(bg_toolbar_activate_focused(dead));
    DEAD(bg_toolbar_choose_menu_entry(dead, 0));
    DEAD(bg_toolbar_dismiss_menu(dead));
#undef DEAD
    char what[128];
    snprintf(what, sizeof what, "line %d: %d of %d calls refused the dead handle", line, refused, calls);
    check_record(refused == calls, __FILE__, line, what);
    check_record(count == 77 && view.group_count == 0 && view.struct_size == sizeof view && breakpoints.count == 77 &&
                     frames.count == 77 && frames.rect_count == 0 && rects[0].x == 77 &&
                     breakpoints.breakpoints == NULL && target.kind == 42 && target.item_index == 42,
                 __FILE__, line, "the out-parameters are untouched");
    check_record(button_probe.destroyed == 1 && callbacks.destroyed == 3, __FILE__, line,
                 "the button's and the callbacks' user_data were released once each");
    check_record(strstr(bg_last_error_message(), "handle") != NULL, __FILE__, line, "the message names the handle");
}

#define CHECK_DEAD_TOOLBAR(toolbar) check_dead_toolbar((toolbar), __LINE__)

static void test_invalid_handles(void) {
    bg_toolbar live = tb_create(BG_CONTEXT_TOOLBAR), freed = tb_create(BG_CONTEXT_CONTENT);
    static const char *const titles[] = {"Pay"};
    bg_group group = make_group(titles, 1);
    bg_button button = {0};
    bg_theme theme = {0};
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_AUTOMATIC);
    bg_toolbar_view view = tb_view();
    uint32_t count = 0;
    CHECK_OK(bg_button_create((bg_theme){0}, NULL, &button));
    CHECK_OK(bg_theme_load("{}", 2, &theme));
    CHECK_OK(bg_toolbar_set_items(live, &item, 1));
    CHECK_OK(bg_toolbar_free(freed));
    CHECK_DEAD_TOOLBAR((bg_toolbar){0});
    CHECK_DEAD_TOOLBAR((bg_toolbar){1});
    CHECK_DEAD_TOOLBAR((bg_toolbar){UINT64_MAX});
    CHECK_DEAD_TOOLBAR(freed);
    CHECK_DEAD_TOOLBAR(((bg_toolbar){freed.id + (1ull << 32)}));
    CHECK_DEAD_TOOLBAR(((bg_toolbar){live.id + (1ull << 32)}));
    CHECK_DEAD_TOOLBAR(((bg_toolbar){live.id ^ 0x8000000000000000ull}));
    CHECK_DEAD_TOOLBAR(((bg_toolbar){live.id & 0xFFFFFFFFull}));
    /* Other kinds' handles forged into a toolbar, and a toolbar's into theirs. */
    CHECK_DEAD_TOOLBAR(((bg_toolbar){group.id}));
    CHECK_DEAD_TOOLBAR(((bg_toolbar){button.id}));
    CHECK_DEAD_TOOLBAR(((bg_toolbar){theme.id}));
    CHECK_DEAD_GROUP(((bg_group){live.id}));
    CHECK_STATUS(bg_button_free((bg_button){live.id}), BG_E_INVALID_HANDLE);
    /* None of it hurt the live objects. */
    CHECK_OK(bg_toolbar_item_count(live, &count));
    CHECK_EQ_INT(count, 1);
    CHECK_OK(tb_layout(live, 300, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.cell_count, 2);
    CHECK_OK(bg_group_item_count(group, &count));
    /* A dead theme cannot make a toolbar; a freed theme's values stay with its toolbar. */
    bg_toolbar made = {42};
    CHECK_STATUS(bg_toolbar_create((bg_theme){theme.id + (1ull << 32)}, BG_CONTEXT_TOOLBAR, &made), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_toolbar_create((bg_theme){group.id}, BG_CONTEXT_TOOLBAR, &made), BG_E_INVALID_HANDLE);
    CHECK_EQ_INT(made.id, 42);
    CHECK_OK(bg_toolbar_free(live));
    CHECK_STATUS(bg_toolbar_free(live), BG_E_INVALID_HANDLE); /* double free */
    CHECK_OK(bg_group_free(group));
    CHECK_OK(bg_button_free(button));
    CHECK_OK(bg_theme_free(theme));
}

/* A theme's toolbar values are the toolbar's own copy: the theme may be freed after. */
static void test_theme_values_are_copied(void) {
    static const char json[] = "{\"parameters\": {\"toolbar\": {\"padding\": 20, \"overflowHysteresis\": 0}}}";
    bg_theme theme = {0};
    bg_toolbar toolbar = {0};
    bg_toolbar_view view = tb_view();
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_ICON_ONLY);
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints};
    CHECK_OK(bg_theme_load(json, strlen(json), &theme));
    CHECK_OK(bg_toolbar_create(theme, BG_CONTEXT_TOOLBAR, &toolbar));
    CHECK_OK(bg_theme_free(theme));
    CHECK_OK(bg_toolbar_set_measure_callback(toolbar, fixed_measure, NULL, NULL));
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    CHECK_OK(tb_layout(toolbar, 300, BG_DIRECTION_LTR, &view));
    CHECK_EQ_DBL(view.groups[0].frame.x + view.groups[0].frame.width, 300 - 20);
    CHECK_OK(bg_toolbar_breakpoints(toolbar, &breakpoints));
    CHECK_EQ_DBL(breakpoints.breakpoints[0].moves_in, 20 + 73 + 20);
    CHECK_EQ_DBL(breakpoints.breakpoints[0].moves_out, breakpoints.breakpoints[0].moves_in); /* no hysteresis */
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* ------------------------------------------------------------ numbers, enums */

static void test_bad_numbers_and_enums(void) {
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR), made = {42};
    bg_toolbar_view view = tb_view();
    bg_breakpoints breakpoints = {.struct_size = 4, .count = 77};
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_AUTOMATIC);
    bg_control_target target = {42, 42, 42, 42};
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    CHECK_STATUS(bg_toolbar_create((bg_theme){0}, 2, &made), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "context");
    CHECK_STATUS(bg_toolbar_create((bg_theme){0}, -1, &made), BG_E_INVALID_ARGUMENT);
    CHECK_EQ_INT(made.id, 42);
    const double widths[] = {NAN, INFINITY, -INFINITY, -1, -1e-9, BG_MAX_LENGTH * 1.5, 1e308};
    for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
        CHECK_STATUS(tb_layout(toolbar, widths[i], BG_DIRECTION_LTR, &view), BG_E_INVALID_ARGUMENT);
        CHECK_CONTAINS(bg_last_error_message(), "width");
    }
    const double scales[] = {NAN, INFINITY, 0, -2, BG_MIN_SCALE / 2, BG_MAX_SCALE * 2};
    for (size_t i = 0; i < sizeof scales / sizeof scales[0]; i++) {
        CHECK_STATUS(bg_toolbar_layout(toolbar, 300, scales[i], BG_DIRECTION_LTR, &view), BG_E_INVALID_ARGUMENT);
        CHECK_CONTAINS(bg_last_error_message(), "scale");
    }
    CHECK_STATUS(tb_layout(toolbar, 300, 2, &view), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "direction");
    CHECK_STATUS(tb_layout(toolbar, 300, -1, &view), BG_E_INVALID_ARGUMENT);
    const uint32_t sizes[] = {0, 8, offsetof(bg_toolbar_view, data) - 1, 4097}; /* below the first header's size */
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        view.struct_size = sizes[i];
        CHECK_STATUS(tb_layout(toolbar, 300, BG_DIRECTION_LTR, &view), BG_E_INVALID_ARGUMENT);
        CHECK_CONTAINS(bg_last_error_message(), "struct_size");
    }
    view.struct_size = sizeof view;
    CHECK(view.group_count == 0 && view.cells == NULL); /* untouched by every failure */
    CHECK_STATUS(bg_toolbar_breakpoints(toolbar, &breakpoints), BG_E_INVALID_ARGUMENT);
    CHECK_EQ_INT(breakpoints.count, 77);
    /* Limits themselves are accepted. */
    CHECK_OK(tb_layout(toolbar, 0, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.overflowed_count, 1);
    CHECK_OK(tb_layout(toolbar, BG_MAX_LENGTH, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.group_count, 1);
    CHECK_OK(bg_toolbar_layout(toolbar, 300, BG_MIN_SCALE, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_toolbar_layout(toolbar, 300, BG_MAX_SCALE, BG_DIRECTION_LTR, &view));
    CHECK_OK(tb_layout(toolbar, 300, BG_DIRECTION_LTR, &view));
    /* Points and event enums. */
    CHECK_STATUS(bg_toolbar_tap(toolbar, NAN, 10, &target), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_toolbar_tap(toolbar, 10, INFINITY, &target), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_toolbar_pointer(toolbar, BG_POINTER_DOWN, -INFINITY, 10, &target), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_toolbar_pointer(toolbar, 4, 10, 10, &target), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "phase");
    CHECK_STATUS(bg_toolbar_pointer(toolbar, -1, 10, 10, &target), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_toolbar_focus(toolbar, 5, &target), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "move");
    CHECK_STATUS(bg_toolbar_focus(toolbar, -1, &target), BG_E_INVALID_ARGUMENT);
    CHECK(target.kind == 42 && target.item_index == 42 && target.button_index == 42);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(toolbar, UINT32_MAX), BG_E_STATE);
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* --------------------------------------------------------------- bad items */

/* Two valid groups (A: a0, a1; B: b0, b1), fresh probes, and a toolbar holding "Kept". */
typedef struct {
    bg_toolbar toolbar;
    tb_probe kept, probes[4];
    bg_control_button kept_button;
    bg_control_button buttons[2][2];
    bg_toolbar_item items[2];
    uint32_t count;
} bad_items_fixture;

static void reset_items(bad_items_fixture *fx) {
    static const char *const names[4] = {"a0", "a1", "b0", "b1"};
    for (int i = 0; i < 4; i++) fx->probes[i] = tb_make_probe(names[i]);
    fx->buttons[0][0] = tb_button("a0", "a0.icon", &fx->probes[0]);
    fx->buttons[0][1] = tb_button("a1", NULL, &fx->probes[1]);
    fx->buttons[1][0] = tb_button("b0", "b0.icon", &fx->probes[2]);
    fx->buttons[1][1] = tb_button("b1", NULL, &fx->probes[3]);
    fx->items[0] = tb_group("A", fx->buttons[0], 2, BG_PLACEMENT_NAVIGATION);
    fx->items[1] = tb_group("B", fx->buttons[1], 2, BG_PLACEMENT_PRIMARY_ACTION);
    fx->items[1].label_image = "b.icon";
    fx->count = 2;
}

/* How many times the library can see probe `p` in the new items (their buttons arrays). */
static int listed(const bad_items_fixture *fx, const tb_probe *p) {
    int n = 0;
    for (uint32_t i = 0; i < fx->count; i++) {
        if (fx->items[i].buttons == NULL) continue;
        for (uint32_t j = 0; j < fx->items[i].button_count; j++) n += fx->items[i].buttons[j].user_data == p;
    }
    return n;
}

/* Whether every array of fx has a known layout: each element's struct_size its first's, a size
 * its struct can have. */
static int layouts_known(const bad_items_fixture *fx) {
    if (fx->items[0].struct_size < sizeof(bg_toolbar_item) || fx->items[0].struct_size > 4096) return 0;
    for (uint32_t i = 0; i < fx->count; i++) {
        if (fx->items[i].struct_size != fx->items[0].struct_size) return 0;
        const bg_control_button *b = fx->items[i].buttons;
        if (!b || fx->items[i].button_count == 0) continue;
        if (b[0].struct_size < sizeof(bg_control_button) || b[0].struct_size > 4096) return 0;
        for (uint32_t j = 1; j < fx->items[i].button_count; j++)
            if (b[j].struct_size != b[0].struct_size) return 0;
    }
    return 1;
}

/* set_items(fx->items) must fail with `status` naming `field`; the toolbar keeps "Kept"; every
 * new button listed is destroyed exactly once (none when a layout is unknown) and none fired. */
static void expect_refused(bad_items_fixture *fx, bg_status status, const char *field, int line) {
    char what[256];
    bg_toolbar_view view = tb_view();
    uint32_t count = 0;
    int released = 1, known = layouts_known(fx);
    bg_status got = bg_toolbar_set_items(fx->toolbar, fx->items, fx->count);
    const char *message = bg_last_error_message();
    snprintf(what, sizeof what, "line %d: refused with %d naming \"%s\" (got %d: %s)", line, (int)status, field,
             (int)got, message);
    check_record(got == status && strstr(message, field) != NULL, __FILE__, line, what);
    for (int i = 0; i < 4; i++)
        released &= fx->probes[i].destroyed == (known ? listed(fx, &fx->probes[i]) : 0) && fx->probes[i].actions == 0;
    check_record(released, __FILE__, line, known ? "every new button listed was destroyed exactly once" : "no destroy ran");
    check_record(bg_toolbar_item_count(fx->toolbar, &count) == BG_OK && count == 1, __FILE__, line, "one item kept");
    check_record(tb_layout(fx->toolbar, 300, BG_DIRECTION_LTR, &view) == BG_OK && view.accessibility_count == 2 &&
                     strcmp(view.accessibility[1].label, "Kept") == 0,
                 __FILE__, line, "the layout still shows Kept");
    check_record(fx->kept.destroyed == 0, __FILE__, line, "the kept button was not released");
}

#define REFUSED(mutation, status, field)                   \
    do {                                                  \
        reset_items(&fx);                                 \
        mutation;                                         \
        expect_refused(&fx, status, field, __LINE__);     \
    } while (0)

static void test_invalid_items(void) {
    bad_items_fixture fx;
    memset(&fx, 0, sizeof fx);
    fx.kept = tb_make_probe("kept");
    fx.kept_button = tb_button("Kept", "kept.icon", &fx.kept);
    bg_toolbar_item kept = tb_group("K", &fx.kept_button, 1, BG_PLACEMENT_PRIMARY_ACTION);
    fx.toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    CHECK_OK(bg_toolbar_set_items(fx.toolbar, &kept, 1));
    /* Enums. */
    REFUSED(fx.items[0].kind = 2, BG_E_INVALID_ARGUMENT, "items[0].kind");
    REFUSED(fx.items[1].kind = -1, BG_E_INVALID_ARGUMENT, "items[1].kind");
    REFUSED(fx.items[0].placement = BG_PLACEMENT_KEYBOARD + 1, BG_E_INVALID_ARGUMENT, "items[0].placement");
    REFUSED(fx.items[1].placement = INT32_MIN, BG_E_INVALID_ARGUMENT, "items[1].placement");
    REFUSED(fx.items[0].style = BG_CONTROL_STYLE_COMPACT_MENU + 1, BG_E_INVALID_ARGUMENT, "items[0].style");
    REFUSED(fx.items[1].style = -1, BG_E_INVALID_ARGUMENT, "items[1].style");
    REFUSED(fx.items[0].label_style = BG_LABEL_STYLE_TITLE_ONLY + 1, BG_E_INVALID_ARGUMENT, "items[0].label_style");
    REFUSED(fx.items[1].label_style = -1, BG_E_INVALID_ARGUMENT, "items[1].label_style");
    REFUSED(fx.buttons[0][1].selection = BG_SELECTION_ON + 1, BG_E_INVALID_ARGUMENT, "items[0].buttons[1].selection");
    REFUSED(fx.buttons[1][0].selection = -1, BG_E_INVALID_ARGUMENT, "items[1].buttons[0].selection");
    /* Numbers. */
    REFUSED((fx.items[0].has_priority = 1, fx.items[0].priority = NAN), BG_E_INVALID_ARGUMENT, "items[0].priority");
    REFUSED((fx.items[1].has_priority = 1, fx.items[1].priority = INFINITY), BG_E_INVALID_ARGUMENT, "items[1].priority");
    REFUSED((fx.items[1].has_priority = 7, fx.items[1].priority = -INFINITY), BG_E_INVALID_ARGUMENT, "items[1].priority");
    /* Shapes. */
    REFUSED(fx.items[0].button_count = 0, BG_E_INVALID_ARGUMENT, "items[0] is a group without buttons");
    REFUSED(fx.items[1].buttons = NULL, BG_E_INVALID_ARGUMENT, "items[1] is a group without buttons");
    REFUSED(fx.items[1].kind = BG_TOOLBAR_ITEM_FLEXIBLE_SPACE, BG_E_INVALID_ARGUMENT, "items[1] is a flexible space");
    /* A flexible space's unused fields are checked too. */
    REFUSED((fx.items[1].kind = BG_TOOLBAR_ITEM_FLEXIBLE_SPACE, fx.items[1].button_count = 0, fx.items[1].style = 99),
            BG_E_INVALID_ARGUMENT, "items[1].style");
    REFUSED((fx.items[1].kind = BG_TOOLBAR_ITEM_FLEXIBLE_SPACE, fx.items[1].button_count = 0, fx.items[1].label_style = -5),
            BG_E_INVALID_ARGUMENT, "items[1].label_style");
    REFUSED((fx.items[1].kind = BG_TOOLBAR_ITEM_FLEXIBLE_SPACE, fx.items[1].button_count = 0, fx.items[1].label_title = "\xff"),
            BG_E_INVALID_UTF8, "items[1].label_title");
    REFUSED(fx.buttons[0][0].title = "", BG_E_INVALID_ARGUMENT, "items[0].buttons[0].title is empty");
    REFUSED(fx.buttons[1][1].title = NULL, BG_E_INVALID_ARGUMENT, "items[1].buttons[1].title is NULL");
    /* Invalid UTF-8 in every string field. */
    REFUSED(fx.buttons[0][0].title = "\xC3\x28", BG_E_INVALID_UTF8, "items[0].buttons[0].title");
    REFUSED(fx.buttons[1][1].image = "ok\xFF", BG_E_INVALID_UTF8, "items[1].buttons[1].image");
    REFUSED(fx.items[1].label_title = "\xE2\x82", BG_E_INVALID_UTF8, "items[1].label_title");
    REFUSED(fx.items[0].label_image = "\xED\xA0\x80", BG_E_INVALID_UTF8, "items[0].label_image"); /* a surrogate */
    REFUSED(fx.items[0].label_title = "\xC0\xAF", BG_E_INVALID_UTF8, "items[0].label_title");     /* overlong */
    /* Struct sizes. */
    REFUSED(fx.items[0].struct_size = 8, BG_E_INVALID_ARGUMENT, "items[0].struct_size");
    REFUSED(fx.items[0].struct_size = 0, BG_E_INVALID_ARGUMENT, "items[0].struct_size");
    REFUSED(fx.items[0].struct_size = 4097, BG_E_INVALID_ARGUMENT, "items[0].struct_size");
    REFUSED(fx.items[1].struct_size = sizeof(bg_toolbar_item) + 8, BG_E_INVALID_ARGUMENT, "items[1].struct_size");
    REFUSED(fx.buttons[0][0].struct_size = 8, BG_E_INVALID_ARGUMENT, "items[0].buttons[0].struct_size");
    REFUSED(fx.buttons[1][1].struct_size = sizeof(bg_control_button) + 8, BG_E_INVALID_ARGUMENT,
            "items[1].buttons[1].struct_size");
    /* Valid after all: a priority without has_priority is ignored, "" is no label. */
    reset_items(&fx);
    fx.items[0].priority = NAN;
    fx.items[1].label_title = "";
    fx.items[1].label_image = NULL;
    CHECK_OK(bg_toolbar_set_items(fx.toolbar, fx.items, 2));
    CHECK_EQ_INT(fx.kept.destroyed, 1);
    bg_toolbar_view view = tb_view();
    CHECK_OK(tb_layout(fx.toolbar, 300, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.group_count, 2);
    CHECK_STR(view.accessibility[3].label, ""); /* B's group node: no label */
    CHECK_OK(bg_toolbar_free(fx.toolbar));
    for (int i = 0; i < 4; i++) CHECK_EQ_INT(fx.probes[i].destroyed, 1);
}

/* Newer, larger structs (a later header's): items and buttons read at their own stride, views
 * filled up to this header's size. */
static void test_newer_struct_sizes(void) {
    typedef struct {
        bg_control_button button;
        char newer[24];
    } newer_button;
    typedef struct {
        bg_toolbar_item item;
        char newer[40];
    } newer_item;
    newer_button buttons[2];
    newer_item items[2];
    tb_probe probes[2] = {tb_make_probe("n0"), tb_make_probe("n1")};
    bg_toolbar toolbar = tb_create(BG_CONTEXT_CONTENT);
    bg_toolbar_view view = tb_view();
    memset(buttons, 0xEE, sizeof buttons);
    memset(items, 0xEE, sizeof items);
    for (int i = 0; i < 2; i++) {
        buttons[i].button = tb_button(i ? "Next" : "Previous", NULL, &probes[i]);
        buttons[i].button.struct_size = sizeof buttons[0];
        items[i].item = tb_group(i ? "Second" : "First", &buttons[i].button, 1, BG_PLACEMENT_PRIMARY_ACTION);
        items[i].item.struct_size = sizeof items[0];
    }
    items[0].item.button_count = 2; /* the first group has both buttons */
    CHECK_OK(bg_toolbar_set_items(toolbar, &items[0].item, 2));
    CHECK_OK(tb_layout(toolbar, 400, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.group_count, 2);
    CHECK_EQ_INT(view.cell_count, 3);
    CHECK_STR(view.cells[1].title, "Next");
    CHECK_STR(view.cells[2].title, "Next");
    CHECK_STR(view.accessibility[3].label, "Second");
    /* A newer, larger view and breakpoints: filled, the bytes beyond this header's untouched. */
    struct {
        bg_toolbar_view view;
        unsigned char newer[32];
    } big_view;
    struct {
        bg_breakpoints breakpoints;
        unsigned char newer[16];
    } big_breakpoints;
    memset(&big_view, 0xEE, sizeof big_view);
    memset(&big_breakpoints, 0xEE, sizeof big_breakpoints);
    big_view.view.struct_size = sizeof big_view;
    big_breakpoints.breakpoints.struct_size = sizeof big_breakpoints;
    CHECK_OK(tb_layout(toolbar, 400, BG_DIRECTION_LTR, &big_view.view));
    CHECK(big_view.view.group_count == 2 && big_view.view.cell_count == 3);
    CHECK(big_view.newer[0] == 0xEE && big_view.newer[31] == 0xEE);
    CHECK_OK(bg_toolbar_breakpoints(toolbar, &big_breakpoints.breakpoints));
    CHECK_EQ_INT(big_breakpoints.breakpoints.count, 0); /* content */
    CHECK(big_breakpoints.newer[0] == 0xEE && big_breakpoints.newer[15] == 0xEE);
    CHECK_OK(bg_toolbar_free(toolbar));
    CHECK(probes[0].destroyed == 1 && probes[1].destroyed == 2);
}

/* ------------------------------------------------------------------ limits */

static void test_size_limits(void) {
    tb_probe kept = tb_make_probe("kept"), last = tb_make_probe("last"), first = tb_make_probe("first");
    bg_control_button kept_button = tb_button("Kept", NULL, &kept);
    bg_toolbar_item kept_item = tb_group("K", &kept_button, 1, BG_PLACEMENT_PRIMARY_ACTION);
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    uint32_t count = 0;
    CHECK_OK(bg_toolbar_set_items(toolbar, &kept_item, 1));
    /* BG_MAX_ITEMS + 1 items (all flexible spaces but the last): refused before any is read
     * into the toolbar; the last one's button is still released once. */
    bg_toolbar_item *items = calloc(BG_MAX_ITEMS + 1, sizeof *items);
    bg_control_button last_button = tb_button("Last", NULL, &last);
    if (!items) abort();
    for (uint32_t i = 0; i < BG_MAX_ITEMS; i++) items[i] = tb_space(BG_PLACEMENT_PRIMARY_ACTION);
    items[BG_MAX_ITEMS] = tb_group("L", &last_button, 1, BG_PLACEMENT_PRIMARY_ACTION);
    CHECK_STATUS(bg_toolbar_set_items(toolbar, items, BG_MAX_ITEMS + 1), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_ITEMS");
    CHECK_EQ_INT(last.destroyed, 1);
    free(items);
    /* BG_MAX_ITEMS + 1 buttons in all: one, then BG_MAX_ITEMS in the second group. */
    bg_control_button *many = calloc(BG_MAX_ITEMS, sizeof *many);
    bg_control_button first_button = tb_button("First", NULL, &first);
    if (!many) abort();
    for (uint32_t i = 0; i < BG_MAX_ITEMS; i++) many[i] = tb_button("Many", NULL, NULL);
    bg_toolbar_item two[2] = {tb_group("F", &first_button, 1, BG_PLACEMENT_PRIMARY_ACTION),
                              tb_group("M", many, BG_MAX_ITEMS, BG_PLACEMENT_PRIMARY_ACTION)};
    CHECK_STATUS(bg_toolbar_set_items(toolbar, two, 2), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "items[1]");
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_ITEMS");
    CHECK_EQ_INT(first.destroyed, 1);
    free(many);
    /* A string longer than BG_MAX_STRING_BYTES. */
    char *long_title = malloc(BG_MAX_STRING_BYTES + 2);
    if (!long_title) abort();
    memset(long_title, 'a', BG_MAX_STRING_BYTES + 1);
    long_title[BG_MAX_STRING_BYTES + 1] = '\0';
    two[0].label_title = long_title;
    CHECK_STATUS(bg_toolbar_set_items(toolbar, two, 1), BG_E_NO_MEMORY);
    CHECK_CONTAINS(bg_last_error_message(), "items[0].label_title");
    CHECK_CONTAINS(bg_last_error_message(), "BG_MAX_STRING_BYTES");
    CHECK_EQ_INT(first.destroyed, 2);
    /* The refused calls kept "Kept". */
    bg_toolbar_view view = tb_view();
    CHECK_OK(bg_toolbar_item_count(toolbar, &count));
    CHECK_EQ_INT(count, 1);
    CHECK_OK(tb_layout(toolbar, 300, BG_DIRECTION_LTR, &view));
    CHECK(view.accessibility_count == 2 && strcmp(view.accessibility[1].label, "Kept") == 0);
    CHECK_EQ_INT(kept.destroyed, 0);
    long_title[BG_MAX_STRING_BYTES] = '\0'; /* at the limit: accepted */
    CHECK_OK(bg_toolbar_set_items(toolbar, two, 1));
    free(long_title);
    CHECK_EQ_INT(kept.destroyed, 1);
    CHECK_OK(bg_toolbar_free(toolbar));
    CHECK_EQ_INT(first.destroyed, 3);
}

void test_toolbar_bad_input(void) {
    test_null_arguments();
    test_invalid_handles();
    test_theme_values_are_copied();
    test_bad_numbers_and_enums();
    test_invalid_items();
    test_newer_struct_sizes();
    test_size_limits();
}
