/*
 * reentrancy_test.c — calls into a group from inside its own callbacks: an action that replaces
 * its group's items or frees its group (the handle dies at once; destroy notifications run
 * after the action returned), an action that activates another slot (nested dispatch), a call
 * failing inside a callback (no message left behind once the outer call succeeds), and a
 * measure callback that tries to mutate or lay out its group (BG_E_REENTRANT inside; getters
 * work; the outer layout succeeds).
 */
#include <stdio.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* What the hooks below did inside an action (probe.hook_data). */
typedef struct {
    bg_item *items;
    uint32_t count;
    bg_status update_status;
    bg_status count_status;
    uint32_t count_inside;
    bg_status free_status;
    bg_status after_free_status;
    bg_status layout_status;
    bg_status activate_status;
} hook_state;

static void hook_update(probe *self, bg_group group, uint32_t item_index) {
    hook_state *h = self->hook_data;
    (void)item_index;
    h->update_status = bg_group_update(group, h->items, h->count);
    log_event("update-returned");
    h->count_status = bg_group_item_count(group, &h->count_inside);
}

static void hook_free(probe *self, bg_group group, uint32_t item_index) {
    hook_state *h = self->hook_data;
    bg_layout layout = new_layout();
    (void)item_index;
    h->layout_status = bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout); /* getters work inside */
    h->free_status = bg_group_free(group);
    log_event("free-returned");
    h->after_free_status = bg_group_item_count(group, &h->count_inside);
}

static void hook_failing_call(probe *self, bg_group group, uint32_t item_index) {
    double value = 0;
    (void)self;
    (void)group;
    (void)item_index;
    if (bg_theme_number((bg_theme){0}, "no/such/token", &value) != BG_E_NOT_FOUND) log_event("unexpected");
}

static void hook_activate_other(probe *self, bg_group group, uint32_t item_index) {
    hook_state *h = self->hook_data;
    (void)item_index;
    h->activate_status = bg_group_activate_slot(group, 1);
}

/* An action that replaces its own group's items. */
static void test_action_replaces_its_items(void) {
    probe a = make_probe("a"), b = make_probe("b"), c = make_probe("c"), n = make_probe("nav");
    hook_state h;
    bg_group group = {0};
    bg_layout layout = new_layout();
    int32_t slot = -9;
    bg_item fresh[1];
    memset(&h, 0, sizeof h);
    fresh[0] = probe_item("C", &c, 0);
    h.items = fresh;
    h.count = 1;
    a.hook = hook_update;
    a.hook_data = &h;
    bg_item items[2] = {probe_item("A", &a, 1), probe_item("B", &b, 0)};
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
    CHECK_OK(bg_group_set_navigate_callback(group, nav_noop, &n, probe_destroy));
    CHECK_OK(bg_group_update(group, items, 2));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    log_reset();
    CHECK_OK(bg_group_tap(group, 10, 24, &slot));
    CHECK_STR(bg_last_error_message(), "");
    CHECK_EQ_INT(slot, 0);
    CHECK_OK(h.update_status);
    CHECK_OK(h.count_status);
    CHECK_EQ_INT(h.count_inside, 1);
    CHECK(a.actions == 1 && a.destroyed == 1 && b.destroyed == 1 && c.destroyed == 0);
    /* The executing item's user_data is destroyed after its action returned. */
    {
        const char *end = strstr(event_log, "action-end:a");
        const char *destroy_a = strstr(event_log, "destroy:a");
        CHECK(end != NULL && destroy_a != NULL && destroy_a > end);
        CHECK(strncmp(event_log, "action:a,", 9) == 0);
        printf("log (update inside action): %s\n", event_log);
    }
    /* The group works with its new items. */
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.slot_count, 1);
    CHECK_STR(layout.slots[0].title, "C");
    CHECK_OK(bg_group_tap(group, 10, 24, &slot));
    CHECK_EQ_INT(c.actions, 1);
    CHECK_EQ_INT(a.actions, 1);
    CHECK_OK(bg_group_free(group));
    CHECK(a.destroyed == 1 && b.destroyed == 1 && c.destroyed == 1 && n.destroyed == 1);
}

/* An action that frees its own group: the handle is invalid at once, every destroy
 * notification runs after the action returned. */
static void test_action_frees_its_group(void) {
    probe a = make_probe("a"), b = make_probe("b"), m = make_probe("m"), n = make_probe("n");
    hook_state h;
    bg_group group = {0};
    bg_layout layout = new_layout();
    int32_t slot = -9;
    uint32_t count = 0;
    bg_status tap_status;
    memset(&h, 0, sizeof h);
    a.hook = hook_free;
    a.hook_data = &h;
    bg_item items[2] = {probe_item("A", &a, 1), probe_item("B", &b, 0)};
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, &m, probe_destroy));
    CHECK_OK(bg_group_set_navigate_callback(group, nav_noop, &n, probe_destroy));
    CHECK_OK(bg_group_update(group, items, 2));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    log_reset();
    tap_status = bg_group_tap(group, 10, 24, &slot);
    CHECK(tap_status == BG_OK || tap_status == BG_E_INVALID_HANDLE || tap_status == BG_E_STATE);
    CHECK_OK(h.layout_status);
    CHECK_OK(h.free_status);
    CHECK_STATUS(h.after_free_status, BG_E_INVALID_HANDLE); /* invalid at once */
    CHECK_STATUS(bg_group_item_count(group, &count), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_group_free(group), BG_E_INVALID_HANDLE);
    CHECK(a.destroyed == 1 && b.destroyed == 1 && m.destroyed == 1 && n.destroyed == 1);
    CHECK_EQ_INT(a.actions, 1);
    {
        const char *end = strstr(event_log, "action-end:a");
        const char *destroy_a = strstr(event_log, "destroy:a");
        const char *destroy_b = strstr(event_log, "destroy:b");
        const char *destroy_n = strstr(event_log, "destroy:n");
        CHECK(end != NULL && destroy_a != NULL && destroy_a > end);
        printf("log (free inside action): %s\n", event_log);
        /* bg_group_free's contract: "From inside one of the group's callbacks the handle
         * becomes invalid at once and the rest completes when the outermost callback
         * returns" -- so no destroy notification runs while the action is executing. */
        CHECK(destroy_b != NULL && destroy_b > end);
        CHECK(destroy_n != NULL && destroy_n > end);
    }
    CHECK_DEAD_GROUP(group);
}

/* An action that activates another slot of its own group (nested dispatch). */
static void test_action_activates_another_slot(void) {
    probe a = make_probe("a"), b = make_probe("b");
    hook_state h;
    bg_group group = {0};
    bg_layout layout = new_layout();
    memset(&h, 0, sizeof h);
    a.hook = hook_activate_other;
    a.hook_data = &h;
    bg_item items[2] = {probe_item("A", &a, 0), probe_item("B", &b, 0)};
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_update(group, items, 2));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    log_reset();
    CHECK_OK(bg_group_activate_slot(group, 0));
    CHECK_OK(h.activate_status);
    CHECK_STR(event_log, "action:a,action:b,action-end:b,action-end:a");
    CHECK_OK(bg_group_free(group));
}

/* A call that fails inside a callback does not leave its message behind once the outer call
 * succeeds: the last error is "" after a call that succeeded. */
static void test_failure_inside_callback_leaves_no_message(void) {
    probe a = make_probe("a");
    bg_group group = {0};
    bg_layout layout = new_layout();
    bg_item item;
    a.hook = hook_failing_call;
    item = probe_item("A", &a, 0);
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_update(group, &item, 1));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_OK(bg_group_activate_slot(group, 0));
    CHECK_EQ_INT(a.actions, 1);
    CHECK_STR(bg_last_error_message(), "");
    CHECK_OK(bg_group_free(group));
}

/* What reentrant_measure did inside its first call. */
typedef struct {
    bg_group group;
    int calls;
    bg_status update_status, layout_status, count_status, free_status, params_status;
    uint32_t count;
    probe *update_item_probe;
} measure_state;

static bg_status reentrant_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                   double max_width, bg_size *out) {
    measure_state *m = user_data;
    if (m->calls++ == 0) {
        bg_item item = probe_item("Inner", m->update_item_probe, 0);
        bg_layout layout = new_layout();
        bg_group_params params;
        bg_group_params_init((bg_theme){0}, &params);
        m->count_status = bg_group_item_count(m->group, &m->count); /* getters work */
        m->update_status = bg_group_update(m->group, &item, 1);
        m->params_status = bg_group_set_params(m->group, &params);
        m->free_status = bg_group_free(m->group);
        m->layout_status = bg_group_layout(m->group, 100, 1, BG_DIRECTION_LTR, &layout); /* last: fails */
    }
    return fixed_measure(NULL, font, text, text_len, max_width, out);
}

/* A measure callback that tries to mutate or lay out its own group: BG_E_REENTRANT inside,
 * getters work, and the outer layout succeeds (and leaves no error message behind). */
static void test_measure_callback_cannot_mutate_its_group(void) {
    probe inner = make_probe("inner");
    measure_state m;
    bg_group group = {0};
    bg_item item = plain_item("Outer");
    bg_layout layout;
    memset(&m, 0, sizeof m);
    m.update_item_probe = &inner;
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    m.group = group;
    CHECK_OK(bg_group_update(group, &item, 1));
    CHECK_OK(bg_group_set_measure_callback(group, reentrant_measure, &m, NULL));
    layout = new_layout();
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_STR(bg_last_error_message(), "");
    CHECK(m.calls >= 1);
    CHECK_STATUS(m.update_status, BG_E_REENTRANT);
    CHECK_STATUS(m.layout_status, BG_E_REENTRANT);
    CHECK_STATUS(m.params_status, BG_E_REENTRANT);
    CHECK(m.free_status == BG_E_REENTRANT || m.free_status == BG_OK);
    CHECK_EQ_INT(inner.destroyed, 1); /* the refused update released its item */
    CHECK_EQ_INT(layout.slot_count, 1);
    CHECK_STR(layout.slots[0].title, "Outer");
    CHECK_OK(m.count_status);
    CHECK_EQ_INT(m.count, 1);
    if (m.free_status == BG_E_REENTRANT) {
        CHECK_OK(bg_group_free(group));
    } else {
        CHECK_STATUS(bg_group_item_count(group, &m.count), BG_E_INVALID_HANDLE);
    }
}

void test_reentrancy(void) {
    test_action_replaces_its_items();
    test_action_frees_its_group();
    test_action_activates_another_slot();
    test_failure_inside_callback_leaves_no_message();
    test_measure_callback_cannot_mutate_its_group();
}
