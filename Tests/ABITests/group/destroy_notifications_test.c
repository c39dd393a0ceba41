/*
 * destroy_notifications_test.c — when the library releases a host's user_data (calls its
 * destroy callback), for the measure, sheet and navigate callbacks and for items: once when
 * replaced or cleared (a user_data passed with the clear too), at once when a registration
 * fails (invalid handle, invalid item), never for a NULL destroy nor for an array of unknown
 * layout (a wrong struct_size: the host releases those); a failed
 * update keeps the old items working; bg_group_free releases every registration once.
 */
#include <string.h>
#include "common/abi_helpers.h"
#include "abi_suites.h"

/* The three group callbacks with a user_data. */
enum { MEASURE, SHEET, NAVIGATE };

/* Registers the group callback of `kind`: its test function, or none when `set` is 0. */
static bg_status set_callback(int kind, bg_group group, int set, probe *user_data) {
    if (kind == MEASURE) return bg_group_set_measure_callback(group, set ? fixed_measure : NULL, user_data, probe_destroy);
    if (kind == SHEET) return bg_group_set_sheet_callback(group, set ? failing_sheet : NULL, user_data, probe_destroy);
    return bg_group_set_navigate_callback(group, set ? nav_noop : NULL, user_data, probe_destroy);
}

/* Replace and clear, for each of the three group callbacks. A NULL destroy is not called. */
static void test_replace_and_clear(bg_group group) {
    for (int which = MEASURE; which <= NAVIGATE; which++) {
        probe first = make_probe("first"), second = make_probe("second"), clear = make_probe("clear");
        bg_status s1, s2, s3;
        s1 = set_callback(which, group, 1, &first);
        s2 = set_callback(which, group, 1, &second);
        CHECK_OK(s1);
        CHECK_OK(s2);
        CHECK_EQ_INT(first.destroyed, 1);   /* replaced */
        CHECK_EQ_INT(second.destroyed, 0);
        s3 = set_callback(which, group, 0, &clear);
        CHECK_OK(s3);
        CHECK_EQ_INT(second.destroyed, 1);  /* cleared */
        CHECK_EQ_INT(clear.destroyed, 1);   /* a user_data passed with the clear is released too */
        CHECK_EQ_INT(first.destroyed, 1);   /* and nothing twice */
    }
    /* A NULL destroy is simply not called. */
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
}

/* A failed registration (invalid handle: zero, or `group` of another generation) releases its
 * user_data once, at once. */
static void test_failed_registration(bg_group group) {
    for (int which = MEASURE; which <= NAVIGATE; which++) {
        probe failed = make_probe("failed");
        bg_status s;
        s = set_callback(which, (bg_group){0}, 1, &failed);
        CHECK_STATUS(s, BG_E_INVALID_HANDLE);
        CHECK_EQ_INT(failed.destroyed, 1);
        s = set_callback(which, (bg_group){group.id + (1ull << 32)}, 1, &failed);
        CHECK_STATUS(s, BG_E_INVALID_HANDLE);
        CHECK_EQ_INT(failed.destroyed, 2);
    }
}

/* Updates: a successful one releases the old items; a failed one releases the new items and
 * keeps the old ones working. */
static void test_update_releases_items(bg_group group) {
    probe a = make_probe("a"), b = make_probe("b"), c = make_probe("c"), d = make_probe("d"), e = make_probe("e");
    bg_item old_items[2] = {probe_item("A", &a, 0), probe_item("B", &b, 1)};
    bg_item bad_items[3] = {probe_item("C", &c, 0), probe_item("D", &d, 0), probe_item("E", &e, 0)};
    bg_layout layout = new_layout();
    int32_t slot = -5;
    uint32_t count = 0;
    old_items[1].action = NULL; /* a registration with only navigation and destroy */
    CHECK_OK(bg_group_update(group, old_items, 2));
    CHECK(a.destroyed == 0 && b.destroyed == 0);
    bad_items[2].title = "\xff";
    CHECK_STATUS(bg_group_update(group, bad_items, 3), BG_E_INVALID_UTF8);
    CHECK(c.destroyed == 1 && d.destroyed == 1 && e.destroyed == 1);
    CHECK(a.destroyed == 0 && b.destroyed == 0);
    CHECK_OK(bg_group_item_count(group, &count));
    CHECK_EQ_INT(count, 2); /* the old items are kept ... */
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_STR(layout.slots[0].title, "A");
    CHECK_OK(bg_group_tap(group, layout.slots[0].frame.x + 2, 20, &slot));
    CHECK_EQ_INT(slot, 0);
    CHECK_EQ_INT(a.actions, 1);      /* ... and still work */
    CHECK_OK(bg_group_run_navigation(group, 1, &count));
    CHECK_EQ_INT(b.navigations, 1);
    CHECK(b.last_context == &count);
    CHECK(c.actions == 0 && d.actions == 0 && e.actions == 0);
    /* A failed update through an invalid handle releases the new items as well. */
    bad_items[2].title = "E";
    CHECK_STATUS(bg_group_update((bg_group){0}, bad_items, 3), BG_E_INVALID_HANDLE);
    CHECK(c.destroyed == 2 && d.destroyed == 2 && e.destroyed == 2);
    /* A wrong struct_size in the middle: the array's layout is unknown, so nothing of it is
     * called, not even a destroy (the host releases them). */
    bad_items[1].struct_size = 3;
    CHECK_STATUS(bg_group_update(group, bad_items, 3), BG_E_INVALID_ARGUMENT);
    CHECK(c.destroyed == 2 && d.destroyed == 2 && e.destroyed == 2);
    bad_items[1].struct_size = sizeof(bg_item);
    /* A successful update releases the old items once. */
    CHECK_OK(bg_group_update(group, bad_items, 2));
    CHECK(a.destroyed == 1 && b.destroyed == 1);
    CHECK(c.destroyed == 2 && d.destroyed == 2);
    /* An update to the empty list releases them too. */
    CHECK_OK(bg_group_update(group, NULL, 0));
    CHECK(c.destroyed == 3 && d.destroyed == 3 && e.destroyed == 2);
    CHECK(a.destroyed == 1 && b.destroyed == 1);
}

/* Items without callbacks (the library keeps none for them) after items with: the old ones are
 * released once, taps on the new ones fire nothing, and bg_group_run_navigation tells an item
 * without a navigation action from one that does not exist; items with callbacks work again. */
static void test_items_without_callbacks(bg_group group) {
    probe a = make_probe("a"), b = make_probe("b");
    bg_item with[2] = {probe_item("A", &a, 0), probe_item("B", &b, 1)};
    bg_item plain[2];
    bg_item_init(&plain[0]);
    bg_item_init(&plain[1]);
    plain[0].title = "C";
    plain[1].title = "D";
    bg_layout layout = new_layout();
    int32_t slot = -5;
    CHECK_OK(bg_group_update(group, with, 2));
    CHECK_OK(bg_group_update(group, plain, 2));
    CHECK(a.destroyed == 1 && b.destroyed == 1);
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    for (int i = 0; i < 2; i++) {
        CHECK_OK(bg_group_tap(group, layout.slots[i].frame.x + 2, layout.slots[i].frame.y + 2, &slot));
        CHECK_EQ_INT(slot, i);
    }
    CHECK(a.actions == 0 && b.actions == 0);
    CHECK_STATUS(bg_group_run_navigation(group, 1, NULL), BG_E_NOT_FOUND);
    CHECK(strstr(bg_last_error_message(), "has no navigation action") != NULL);
    CHECK_STATUS(bg_group_run_navigation(group, 2, NULL), BG_E_NOT_FOUND);
    CHECK(strstr(bg_last_error_message(), "does not exist (count 2)") != NULL);
    probe c = make_probe("c"), d = make_probe("d");
    bg_item again[2] = {probe_item("E", &c, 0), probe_item("F", &d, 1)};
    CHECK_OK(bg_group_update(group, again, 2));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_OK(bg_group_tap(group, layout.slots[0].frame.x + 2, layout.slots[0].frame.y + 2, &slot));
    CHECK_OK(bg_group_run_navigation(group, 1, NULL));
    CHECK(c.actions == 1 && d.navigations == 1);
    CHECK_OK(bg_group_update(group, NULL, 0));
    CHECK(c.destroyed == 1 && d.destroyed == 1 && a.destroyed == 1);
}

/* bg_group_free releases every registration once: items, measure, sheet, navigate (`group` is
 * freed on return). */
static void test_free_releases_everything(bg_group group) {
    probe i1 = make_probe("i1"), i2 = make_probe("i2"), m = make_probe("m"), s = make_probe("s"), n = make_probe("n");
    bg_item items[2] = {probe_item("One", &i1, 1), probe_item("Two", &i2, 0)};
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_update(group, items, 2));
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, &m, probe_destroy));
    CHECK_OK(bg_group_set_sheet_callback(group, failing_sheet, &s, probe_destroy));
    CHECK_OK(bg_group_set_navigate_callback(group, nav_noop, &n, probe_destroy));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK(i1.destroyed + i2.destroyed + m.destroyed + s.destroyed + n.destroyed == 0);
    CHECK_OK(bg_group_free(group));
    CHECK(i1.destroyed == 1 && i2.destroyed == 1 && m.destroyed == 1 && s.destroyed == 1 && n.destroyed == 1);
    CHECK_STATUS(bg_group_free(group), BG_E_INVALID_HANDLE);
    CHECK(i1.destroyed == 1 && i2.destroyed == 1 && m.destroyed == 1 && s.destroyed == 1 && n.destroyed == 1);
}

void test_destroy_notifications(void) {
    static const char *const titles[] = {"A"};
    bg_group group = make_group(titles, 1);
    test_replace_and_clear(group);
    test_failed_registration(group);
    test_update_releases_items(group);
    test_items_without_callbacks(group);
    test_free_releases_everything(group);
    STILL_WORKS();
}
