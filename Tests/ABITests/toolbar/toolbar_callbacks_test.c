/*
 * toolbar_callbacks_test.c — the host's callbacks on a bg_toolbar: an action returning a failure
 * (BG_E_CALLBACK naming it, what it did stays done, no target written), a present-menu callback
 * that fails (the menu is not presented), a measure callback that fails or answers nonsense
 * (the call fails and changes nothing); callbacks that re-enter: an action or a present-menu
 * callback that replaces the items or frees the toolbar (destroy notifications after the
 * outermost callback returned), nesting bounded by BG_E_REENTRANT, a measure callback that
 * tries to change its toolbar; every user_data destroyed exactly once on replace, clear, free.
 */
#include <math.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "toolbar/toolbar_helpers.h"
#include "abi_suites.h"

/* A menu-style "Zoom" group (item 0) and the Zoom group as segments (item 1), in a toolbar at
 * 400 points, with the menu host registered; probes for the four buttons. */
typedef struct {
    bg_toolbar toolbar;
    tb_probe probes[4];
    bg_control_button buttons[2][2];
    bg_toolbar_item items[2];
    tb_menu_host host;
    bg_toolbar_view view;
} callbacks_fixture;

static void fixture_init(callbacks_fixture *fx) {
    static const char *const names[4] = {"menu-out", "menu-in", "out", "in"};
    memset(fx, 0, sizeof *fx);
    for (int i = 0; i < 4; i++) fx->probes[i] = tb_make_probe(names[i]);
    fx->items[0] = tb_zoom(fx->buttons[0], &fx->probes[0], &fx->probes[1], BG_LABEL_STYLE_TITLE_AND_ICON);
    fx->items[0].style = BG_CONTROL_STYLE_MENU; /* its title measured (automatic would show the icon alone) */
    fx->items[1] = tb_zoom(fx->buttons[1], &fx->probes[2], &fx->probes[3], BG_LABEL_STYLE_ICON_ONLY);
    fx->toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    fx->view = tb_view();
    CHECK_OK(bg_toolbar_set_items(fx->toolbar, fx->items, 2));
    CHECK_OK(bg_toolbar_set_menu_callback(fx->toolbar, tb_present_menu, &fx->host, NULL));
    CHECK_OK(bg_toolbar_set_menu_dismissed_callback(fx->toolbar, tb_menu_dismissed, &fx->host, NULL));
    CHECK_OK(tb_layout(fx->toolbar, 400, BG_DIRECTION_LTR, &fx->view));
}

/* Where to tap the cell of (item, button). */
static void center_of(callbacks_fixture *fx, uint32_t item, int32_t button, double *x, double *y) {
    const bg_control_cell *cell = tb_cell(&fx->view, item, button);
    *x = cell ? cell->frame.x + cell->frame.width / 2 : -1;
    *y = cell ? cell->frame.y + cell->frame.height / 2 : -1;
}

/* ------------------------------------------------------------- failures */

/* An action returning -1: the triggering call fails with BG_E_CALLBACK naming it; the target
 * is not written; a chosen menu entry's menu stays closed (what it did stays done). */
static void test_failing_action(void) {
    callbacks_fixture fx;
    bg_control_target target = {42, 42, 42, 42};
    double x, y;
    fixture_init(&fx);
    fx.probes[3].result = -1;
    center_of(&fx, 1, 1, &x, &y);
    CHECK_STATUS(bg_toolbar_tap(fx.toolbar, x, y, &target), BG_E_CALLBACK);
    CHECK_CONTAINS(bg_last_error_message(), "action callback of item 1 button 1");
    CHECK_EQ_INT(fx.probes[3].actions, 1);
    CHECK(target.kind == 42 && target.item_index == 42);
    CHECK_OK(bg_toolbar_pointer(fx.toolbar, BG_POINTER_DOWN, x, y, NULL));
    CHECK_STATUS(bg_toolbar_pointer(fx.toolbar, BG_POINTER_UP, x, y, &target), BG_E_CALLBACK);
    CHECK_OK(bg_toolbar_focus(fx.toolbar, BG_FOCUS_LAST, NULL));
    CHECK_STATUS(bg_toolbar_activate_focused(fx.toolbar), BG_E_CALLBACK);
    CHECK_EQ_INT(fx.probes[3].actions, 3);
    /* From the menu: the entry's action fails, the menu is closed all the same. */
    fx.probes[0].result = -5;
    center_of(&fx, 0, -1, &x, &y);
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, y, &target));
    CHECK_STR(tb_target_text(target), "menu:0");
    CHECK_STATUS(bg_toolbar_choose_menu_entry(fx.toolbar, 0), BG_E_CALLBACK);
    CHECK_CONTAINS(bg_last_error_message(), "returned -5");
    CHECK_EQ_INT(fx.probes[0].actions, 1);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(fx.toolbar, 0), BG_E_STATE);
    /* The next successful call leaves no message behind. */
    fx.probes[3].result = BG_OK;
    center_of(&fx, 1, 1, &x, &y);
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, y, &target));
    CHECK_STR(bg_last_error_message(), "");
    CHECK_STR(tb_target_text(target), "button:1.1");
    CHECK_OK(bg_toolbar_free(fx.toolbar));
}

/* A present-menu callback that fails: BG_E_CALLBACK, and the menu is not presented. */
static void test_failing_menu_callback(void) {
    callbacks_fixture fx;
    bg_control_target target = {42, 42, 42, 42};
    double x, y;
    fixture_init(&fx);
    fx.host.result = -3;
    center_of(&fx, 0, -1, &x, &y);
    CHECK_STATUS(bg_toolbar_tap(fx.toolbar, x, y, &target), BG_E_CALLBACK);
    CHECK_CONTAINS(bg_last_error_message(), "present-menu");
    CHECK_EQ_INT(fx.host.calls, 1);
    CHECK_EQ_INT(target.kind, 42);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(fx.toolbar, 0), BG_E_STATE);
    CHECK_STATUS(bg_toolbar_dismiss_menu(fx.toolbar), BG_E_STATE);
    CHECK_EQ_INT(fx.probes[0].actions, 0);
    /* The overflow menu likewise (the toolbar narrowed to the overflow button alone). */
    CHECK_OK(tb_layout(fx.toolbar, 20, BG_DIRECTION_LTR, &fx.view));
    CHECK_STR(tb_overflowed_text(&fx.view), "0,1");
    CHECK_OK(bg_toolbar_focus(fx.toolbar, BG_FOCUS_FIRST, &target));
    CHECK_STR(tb_target_text(target), "overflow");
    CHECK_STATUS(bg_toolbar_activate_focused(fx.toolbar), BG_E_CALLBACK);
    CHECK_EQ_INT(fx.host.calls, 2);
    CHECK_EQ_INT(fx.host.is_overflow, 1);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(fx.toolbar, 1), BG_E_STATE);
    /* New items: nothing was presented, so the host is not told of a dismissal. */
    CHECK_OK(bg_toolbar_set_items(fx.toolbar, fx.items, 2));
    CHECK_EQ_INT(fx.host.dismissed, 0);
    /* Succeeding again, it is presented. */
    fx.host.result = BG_OK;
    CHECK_OK(tb_layout(fx.toolbar, 20, BG_DIRECTION_LTR, &fx.view));
    CHECK_OK(bg_toolbar_focus(fx.toolbar, BG_FOCUS_FIRST, NULL));
    CHECK_OK(bg_toolbar_activate_focused(fx.toolbar));
    CHECK_OK(bg_toolbar_choose_menu_entry(fx.toolbar, 1)); /* Zoom > Zoom Out */
    CHECK_EQ_INT(fx.probes[0].actions, 1);
    CHECK_OK(bg_toolbar_free(fx.toolbar));
}

/* A measurer answering like fixed_measure, failing with `result`, or answering `width`. */
typedef struct {
    int calls;
    bg_status result;
    double width; /* answered when not 0 */
} scripted_measurer;

static bg_status scripted_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                  double max_width, bg_size *out) {
    scripted_measurer *m = user_data;
    m->calls++;
    fixed_measure(NULL, font, text, text_len, max_width, out);
    if (m->width != 0 || isnan(m->width)) out->width = m->width;
    return m->result;
}

/* A failing measure callback (a status, then NaN, infinite and negative widths): layout,
 * breakpoints and events fail with BG_E_CALLBACK and change nothing (the view untouched, no
 * action); answering sanely again, nothing wrong was kept. */
static void test_failing_measure_callback(void) {
    static const scripted_measurer answers[4] = {{0, -4, 0}, {0, BG_OK, NAN}, {0, BG_OK, INFINITY}, {0, BG_OK, -8}};
    callbacks_fixture fx;
    scripted_measurer m;
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints, .count = 77};
    bg_toolbar_view view = tb_view();
    bg_control_target target = {42, 42, 42, 42};
    double x, y;
    fixture_init(&fx);
    center_of(&fx, 1, 0, &x, &y);
    for (int i = 0; i < 4; i++) {
        m = answers[i];
        CHECK_OK(bg_toolbar_set_measure_callback(fx.toolbar, scripted_measure, &m, NULL)); /* drops the cache */
        CHECK_STATUS(tb_layout(fx.toolbar, 400, BG_DIRECTION_LTR, &view), BG_E_CALLBACK);
        CHECK_CONTAINS(bg_last_error_message(), "measure callback");
        CHECK(view.group_count == 0 && view.cells == NULL);
        CHECK_STATUS(bg_toolbar_breakpoints(fx.toolbar, &breakpoints), BG_E_CALLBACK);
        CHECK_EQ_INT(breakpoints.count, 77);
        CHECK_STATUS(bg_toolbar_tap(fx.toolbar, x, y, &target), BG_E_CALLBACK); /* lays out again first */
        CHECK_EQ_INT(target.kind, 42);
        CHECK(m.calls > 0);
    }
    CHECK_EQ_INT(fx.probes[2].actions, 0);
    /* Sane again: everything works, nothing wrong was cached. */
    m = answers[0];
    m.result = BG_OK;
    CHECK_OK(bg_toolbar_set_measure_callback(fx.toolbar, scripted_measure, &m, NULL));
    CHECK_OK(tb_layout(fx.toolbar, 400, BG_DIRECTION_LTR, &view));
    CHECK_EQ_DBL(view.cells[0].title_frame.width, 4 * 8); /* "Zoom" */
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, y, &target));
    CHECK_STR(tb_target_text(target), "button:1.0");
    CHECK_OK(bg_toolbar_breakpoints(fx.toolbar, &breakpoints));
    CHECK_EQ_INT(breakpoints.count, 2);
    CHECK_OK(bg_toolbar_free(fx.toolbar));
}

/* ----------------------------------------------------------- re-entering */

/* What the hooks below did inside a callback. */
typedef struct {
    const bg_toolbar_item *items;
    uint32_t count;
    bg_status set_status, count_status, free_status, after_free_status, layout_status;
    uint32_t count_inside;
} hook_state;

static void hook_set_items(bg_toolbar toolbar, hook_state *h) {
    h->set_status = bg_toolbar_set_items(toolbar, h->items, h->count);
    log_event("set-returned");
    h->count_status = bg_toolbar_item_count(toolbar, &h->count_inside);
}

static void hook_free(bg_toolbar toolbar, hook_state *h) {
    bg_toolbar_view view = tb_view();
    h->layout_status = tb_layout(toolbar, 400, BG_DIRECTION_LTR, &view);
    h->free_status = bg_toolbar_free(toolbar);
    log_event("free-returned");
    h->after_free_status = bg_toolbar_item_count(toolbar, &h->count_inside);
}

static void action_sets_items(tb_probe *self, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    (void)item;
    (void)button;
    hook_set_items(toolbar, self->hook_data);
}

static void action_frees(tb_probe *self, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    (void)item;
    (void)button;
    hook_free(toolbar, self->hook_data);
}

static void menu_sets_items(tb_menu_host *self, bg_toolbar toolbar) { hook_set_items(toolbar, self->hook_data); }

static void menu_frees(tb_menu_host *self, bg_toolbar toolbar) { hook_free(toolbar, self->hook_data); }

/* An action that replaces its toolbar's items: the replaced buttons' destroy notifications run
 * after it returned; the new items work. */
static void test_action_replaces_items(void) {
    callbacks_fixture fx;
    tb_probe fresh = tb_make_probe("fresh");
    bg_control_button fresh_button = tb_button("Fresh", NULL, &fresh);
    bg_toolbar_item fresh_item = tb_group("F", &fresh_button, 1, BG_PLACEMENT_PRIMARY_ACTION);
    hook_state h;
    bg_control_target target = {42, 42, 42, 42};
    double x, y;
    memset(&h, 0, sizeof h);
    h.items = &fresh_item;
    h.count = 1;
    fixture_init(&fx);
    fx.probes[3].hook = action_sets_items;
    fx.probes[3].hook_data = &h;
    center_of(&fx, 1, 1, &x, &y);
    log_reset();
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, y, &target));
    CHECK_STR(tb_target_text(target), "button:1.1");
    CHECK_OK(h.set_status);
    CHECK_OK(h.count_status);
    CHECK_EQ_INT(h.count_inside, 1);
    CHECK(strncmp(event_log, "action:in,set-returned,action-end:in,", 37) == 0);
    CHECK(strstr(event_log, "destroy:in") > strstr(event_log, "action-end:in"));
    for (int i = 0; i < 4; i++) CHECK_EQ_INT(fx.probes[i].destroyed, 1);
    CHECK_EQ_INT(fresh.destroyed, 0);
    CHECK_OK(tb_layout(fx.toolbar, 400, BG_DIRECTION_LTR, &fx.view));
    CHECK_EQ_INT(fx.view.cell_count, 1);
    center_of(&fx, 0, 0, &x, &y);
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, y, &target));
    CHECK_EQ_INT(fresh.actions, 1);
    CHECK_OK(bg_toolbar_free(fx.toolbar));
    CHECK_EQ_INT(fresh.destroyed, 1);
}

/* An action that frees its toolbar: the handle dies at once; every destroy after it returned. */
static void test_action_frees_toolbar(void) {
    callbacks_fixture fx;
    hook_state h;
    bg_control_target target = {42, 42, 42, 42};
    double x, y;
    memset(&h, 0, sizeof h);
    fixture_init(&fx);
    fx.probes[2].hook = action_frees;
    fx.probes[2].hook_data = &h;
    center_of(&fx, 1, 0, &x, &y);
    log_reset();
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, y, &target));
    CHECK_STR(tb_target_text(target), "button:1.0");
    CHECK_OK(h.layout_status); /* a layout works inside */
    CHECK_OK(h.free_status);
    CHECK_STATUS(h.after_free_status, BG_E_INVALID_HANDLE);
    CHECK(strncmp(event_log, "action:out,free-returned,action-end:out,destroy:", 48) == 0);
    for (int i = 0; i < 4; i++) CHECK_EQ_INT(fx.probes[i].destroyed, 1);
    CHECK_STATUS(bg_toolbar_free(fx.toolbar), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_toolbar_tap(fx.toolbar, x, y, &target), BG_E_INVALID_HANDLE);
}

/* A present-menu callback that replaces the items (the menu it was handed is withdrawn, the
 * host told) or frees the toolbar. */
static void test_menu_callback_reenters(void) {
    callbacks_fixture fx;
    hook_state h;
    bg_control_target target = {42, 42, 42, 42};
    double x, y;
    memset(&h, 0, sizeof h);
    fixture_init(&fx);
    h.items = fx.items;
    h.count = 1;
    fx.host.hook = menu_sets_items;
    fx.host.hook_data = &h;
    center_of(&fx, 0, -1, &x, &y);
    log_reset();
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, y, &target));
    CHECK_STR(tb_target_text(target), "menu:0");
    CHECK_OK(h.set_status);
    CHECK_EQ_INT(h.count_inside, 1);
    CHECK_EQ_INT(fx.host.dismissed, 1);
    CHECK(strncmp(event_log, "menu,dismissed,set-returned,", 28) == 0);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(fx.toolbar, 0), BG_E_STATE); /* withdrawn */
    CHECK_EQ_INT(fx.probes[0].destroyed, 1);
    /* Freed from inside the present callback. */
    fx.host.hook = menu_frees;
    CHECK_OK(tb_layout(fx.toolbar, 400, BG_DIRECTION_LTR, &fx.view));
    center_of(&fx, 0, -1, &x, &y);
    CHECK_OK(bg_toolbar_tap(fx.toolbar, x, y, &target));
    CHECK_OK(h.free_status);
    CHECK_STATUS(h.after_free_status, BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_toolbar_choose_menu_entry(fx.toolbar, 0), BG_E_INVALID_HANDLE);
    CHECK_EQ_INT(fx.probes[0].destroyed, 2);
    CHECK_EQ_INT(fx.probes[2].destroyed, 1);
}

/* Nesting through callbacks is bounded: an action that taps its own button again and again. */
typedef struct {
    double x, y;
    int depth;
    bg_status deepest;
} nesting_state;

static void action_taps_again(tb_probe *self, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    nesting_state *n = self->hook_data;
    (void)item;
    (void)button;
    if (n->depth >= 1000) return;
    n->depth++;
    bg_status status = bg_toolbar_tap(toolbar, n->x, n->y, NULL);
    if (status != BG_OK && n->deepest == BG_OK) n->deepest = status;
}

static void test_nesting_is_bounded(void) {
    callbacks_fixture fx;
    nesting_state n = {0, 0, 0, BG_OK};
    fixture_init(&fx);
    center_of(&fx, 1, 0, &n.x, &n.y);
    fx.probes[2].hook = action_taps_again;
    fx.probes[2].hook_data = &n;
    CHECK_OK(bg_toolbar_tap(fx.toolbar, n.x, n.y, NULL));
    CHECK_STATUS(n.deepest, BG_E_REENTRANT);
    CHECK(fx.probes[2].actions >= 2 && fx.probes[2].actions <= 64);
    CHECK_OK(bg_toolbar_free(fx.toolbar));
}

/* A measure callback that tries to change its toolbar: refused (BG_E_REENTRANT); reading works;
 * the buttons handed to the refused set_items are released once; the outer layout succeeds. */
typedef struct {
    bg_toolbar toolbar;
    const bg_toolbar_item *items;
    bg_status set_status, layout_status, count_status, tap_status;
    int calls;
} mutating_measurer;

static bg_status measure_and_mutate(void *user_data, const char *font, const char *text, size_t text_len,
                                    double max_width, bg_size *out) {
    mutating_measurer *m = user_data;
    bg_toolbar_view view = tb_view();
    uint32_t count = 0;
    if (m->calls++ == 0) {
        m->set_status = bg_toolbar_set_items(m->toolbar, m->items, 1);
        m->layout_status = tb_layout(m->toolbar, 100, BG_DIRECTION_LTR, &view);
        m->tap_status = bg_toolbar_tap(m->toolbar, 1, 1, NULL);
        m->count_status = bg_toolbar_item_count(m->toolbar, &count);
    }
    return fixed_measure(NULL, font, text, text_len, max_width, out);
}

static void test_measure_callback_cannot_mutate(void) {
    callbacks_fixture fx;
    tb_probe refused = tb_make_probe("refused");
    bg_control_button button = tb_button("Refused", NULL, &refused);
    bg_toolbar_item item = tb_group("R", &button, 1, BG_PLACEMENT_PRIMARY_ACTION);
    mutating_measurer m;
    uint32_t count = 0;
    memset(&m, 0, sizeof m);
    fixture_init(&fx);
    m.toolbar = fx.toolbar;
    m.items = &item;
    CHECK_OK(bg_toolbar_set_measure_callback(fx.toolbar, measure_and_mutate, &m, NULL));
    CHECK_OK(tb_layout(fx.toolbar, 400, BG_DIRECTION_LTR, &fx.view));
    CHECK(m.calls > 0);
    CHECK_STATUS(m.set_status, BG_E_REENTRANT);
    CHECK_STATUS(m.layout_status, BG_E_REENTRANT);
    CHECK_STATUS(m.tap_status, BG_E_REENTRANT);
    CHECK_OK(m.count_status);
    CHECK_EQ_INT(refused.destroyed, 1);
    CHECK_OK(bg_toolbar_item_count(fx.toolbar, &count));
    CHECK_EQ_INT(count, 2);
    CHECK_EQ_INT(fx.view.group_count, 2);
    CHECK_OK(bg_toolbar_free(fx.toolbar));
    CHECK_EQ_INT(refused.destroyed, 1);
}

/* ------------------------------------------------------------ user_data */

/* Every registration's user_data: destroyed once on replace, on clear (a NULL function releases
 * the user_data handed with it at once), and on free. */
static void test_user_data_lifetimes(void) {
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    tb_counter first[3] = {{0}, {0}, {0}}, second[3] = {{0}, {0}, {0}}, cleared[3] = {{0}, {0}, {0}},
               last[3] = {{0}, {0}, {0}};
    tb_probe a = tb_make_probe("a"), b = tb_make_probe("b"), c = tb_make_probe("c");
    bg_control_button button_a = tb_button("A", NULL, &a), button_b = tb_button("B", NULL, &b);
    bg_control_button button_c = tb_button("C", NULL, &c);
    button_c.action = NULL; /* a destroy without an action still runs */
    tb_counter *sets[4] = {first, second, cleared, last};
    for (int round = 0; round < 4; round++) {
        tb_counter *s = sets[round];
        int clear = round == 2;
        CHECK_OK(bg_toolbar_set_menu_callback(toolbar, clear ? NULL : tb_present_menu, &s[0], tb_count_destroy));
        CHECK_OK(bg_toolbar_set_menu_dismissed_callback(toolbar, clear ? NULL : tb_menu_dismissed, &s[1], tb_count_destroy));
        CHECK_OK(bg_toolbar_set_measure_callback(toolbar, clear ? NULL : fixed_measure, &s[2], tb_count_destroy));
        if (round == 1) {
            for (int i = 0; i < 3; i++) CHECK_EQ_INT(first[i].destroyed, 1); /* replaced */
        }
        if (round == 2) {
            for (int i = 0; i < 3; i++) CHECK(second[i].destroyed == 1 && cleared[i].destroyed == 1);
        }
    }
    for (int i = 0; i < 3; i++) CHECK_EQ_INT(last[i].destroyed, 0);
    /* Buttons: replaced, cleared, freed. */
    bg_toolbar_item item = tb_group("G", &button_a, 1, BG_PLACEMENT_PRIMARY_ACTION);
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    item.buttons = &button_b;
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    CHECK(a.destroyed == 1 && b.destroyed == 0);
    CHECK_OK(bg_toolbar_set_items(toolbar, NULL, 0));
    CHECK_EQ_INT(b.destroyed, 1);
    item.buttons = &button_c;
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    CHECK_OK(bg_toolbar_free(toolbar));
    CHECK_EQ_INT(c.destroyed, 1);
    for (int i = 0; i < 3; i++) CHECK_EQ_INT(last[i].destroyed, 1);
    CHECK(first[0].destroyed == 1 && second[1].destroyed == 1 && cleared[2].destroyed == 1);
    CHECK(a.destroyed == 1 && b.destroyed == 1);
}

void test_toolbar_callbacks(void) {
    test_failing_action();
    test_failing_menu_callback();
    test_failing_measure_callback();
    test_action_replaces_items();
    test_action_frees_toolbar();
    test_menu_callback_reenters();
    test_nesting_is_bounded();
    test_measure_callback_cannot_mutate();
    test_user_data_lifetimes();
}
