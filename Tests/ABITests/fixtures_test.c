/*
 * fixtures_test.c — the golden layout fixtures (the .json files of Tests/Fixtures/group) run through the
 * C ABI, left-to-right and right-to-left; the same cases the Swift runner
 * (Tests/ButtonGroupCoreTests/GoldenFixtureTests.swift) and the Python runner read.
 *
 * Per fixture: its "theme" object is serialized back to JSON and loaded with bg_theme_load; a
 * group is created with that theme and NULL params (so the theme's parameters apply); a measure
 * callback answers width = measure.advance x Unicode scalars, height = measure.height (with
 * "measure": {"builtin": true} no callback is set: the built-in measurer, whose widths follow the
 * font size, for the Dynamic Type cases); the items
 * are set with bg_group_update; bg_group_layout runs at width/scale. The result is described in
 * the fixture's own JSON shape and compared with expected.ltr / expected.rtl field by field
 * (same keys, same array lengths, numbers within 1e-6, equal strings, booleans and nulls).
 *
 * Usage: fixtures_test [REPO_ROOT]   (default: the directory compiled in as BG_FIXTURES_DIR)
 */
#define _POSIX_C_SOURCE 200809L

#include <cJSON.h>
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buttongroup.h"
#include "common/check.h"
#include "common/fixture_support.h"

#ifndef BG_FIXTURES_DIR
#define BG_FIXTURES_DIR "Tests/Fixtures/group"
#endif

static const char *const role_names[] = {"automatic", "primary", "secondary", "tertiary", "success", "danger", "link"};

/* ------------------------------------------------------------ fixture JSON */

/* The layout in the fixtures' shape (the keys GoldenFixtureTests.swift writes). */
static cJSON *describe(const bg_layout *layout) {
    cJSON *root = cJSON_CreateObject();
    cJSON *slots = cJSON_AddArrayToObject(root, "slots");
    cJSON *nodes = cJSON_AddArrayToObject(root, "accessibility");
    cJSON *overflow = cJSON_AddArrayToObject(root, "overflow");
    const double size[] = {layout->size.width, layout->size.height};
    cJSON_AddItemToObject(root, "size", cJSON_CreateDoubleArray(size, 2));
    for (uint32_t i = 0; i < layout->overflow_count; i++) {
        cJSON_AddItemToArray(overflow, cJSON_CreateNumber(layout->overflow_items[i]));
    }
    for (uint32_t i = 0; i < layout->slot_count; i++) {
        const bg_slot *s = &layout->slots[i];
        const bg_a11y_node *n = &layout->accessibility[i];
        cJSON *slot = cJSON_CreateObject();
        cJSON *node = cJSON_CreateObject();
        const double corners[] = {s->corners.top_left, s->corners.top_right, s->corners.bottom_right,
                                  s->corners.bottom_left};
        cJSON_AddStringToObject(slot, "kind", s->kind == BG_SLOT_MORE ? "more" : "item");
        cJSON_AddNumberToObject(slot, "item", s->item_index);
        cJSON_AddStringToObject(slot, "role",
                                s->role >= 0 && s->role <= BG_ROLE_LINK ? role_names[s->role] : "(invalid role)");
        cJSON_AddNumberToObject(slot, "state", s->state);
        cJSON_AddItemToObject(slot, "frame", rect_json(s->frame));
        cJSON_AddItemToObject(slot, "hitFrame", rect_json(s->hit_frame));
        cJSON_AddItemToObject(slot, "corners", cJSON_CreateDoubleArray(corners, 4));
        cJSON_AddItemToObject(slot, "iconFrame", rect_json(s->icon_frame));
        cJSON_AddItemToObject(slot, "titleFrame", rect_json(s->title_frame));
        cJSON_AddItemToObject(slot, "title", string_or_json_null(s->title));
        cJSON_AddItemToObject(slot, "icon", string_or_json_null(s->icon));
        cJSON_AddBoolToObject(slot, "truncated", s->title_truncated != 0);
        cJSON_AddItemToArray(slots, slot);

        cJSON_AddStringToObject(node, "role", n->role == BG_A11Y_MENU_BUTTON ? "menuButton" : "button");
        cJSON_AddItemToObject(node, "label", string_or_json_null(n->label));
        cJSON_AddItemToObject(node, "identifier", string_or_json_null(n->identifier));
        cJSON_AddNumberToObject(node, "position", n->position);
        cJSON_AddNumberToObject(node, "count", n->count);
        cJSON_AddBoolToObject(node, "enabled", n->enabled != 0);
        cJSON_AddItemToArray(nodes, node);
    }
    return root;
}

/* ---------------------------------------------------------------- running */

static int role_value(const char *name) {
    if (!name) return BG_ROLE_AUTOMATIC;
    for (int i = 0; i <= BG_ROLE_LINK; i++) {
        if (strcmp(name, role_names[i]) == 0) return i;
    }
    return -1;
}

/* Creates the fixture's group on `theme`; {0} on failure (reported). */
static bg_group fixture_group(const char *name, bg_theme theme, const cJSON *fixture, fixed_metrics *metrics) {
    const cJSON *items_json = cJSON_GetObjectItemCaseSensitive(fixture, "items");
    int count = cJSON_GetArraySize(items_json);
    bg_item *items = calloc(count > 0 ? (size_t)count : 1, sizeof *items);
    bg_group group = {0};
    char what[256];
    int ok = items != NULL;
    for (int i = 0; ok && i < count; i++) {
        const cJSON *item = cJSON_GetArrayItem(items_json, i);
        const char *title = string_or_null(item, "title");
        ok = bg_item_init(&items[i]) == BG_OK;
        items[i].title = title ? title : "";
        items[i].icon = string_or_null(item, "icon");
        items[i].accessibility_label = string_or_null(item, "accessibilityLabel");
        items[i].accessibility_identifier = string_or_null(item, "accessibilityIdentifier");
        items[i].role = role_value(string_or_null(item, "role"));
        items[i].disabled = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(item, "disabled"));
        if (items[i].role < 0) {
            snprintf(what, sizeof what, "%s: items[%d] has an unknown role", name, i);
            check_record(0, __FILE__, __LINE__, what);
            ok = 0;
        }
    }
    if (ok) {
        ok = bg_group_create(theme, NULL, &group) == BG_OK
          && (metrics == NULL || bg_group_set_measure_callback(group, fixture_measure, metrics, NULL) == BG_OK)
          && bg_group_update(group, items, (uint32_t)count) == BG_OK;
    }
    snprintf(what, sizeof what, "%s: create the group (theme, NULL params), measurer, items", name);
    check_record(ok, __FILE__, __LINE__, what);
    free(items);
    if (!ok && group.id != 0) {
        bg_group_free(group);
        group.id = 0;
    }
    return group;
}

/* Lays `group` out in `direction` and compares with expected.<ltr|rtl>. Returns 1 when equal. */
static int compare_direction(const char *name, const char *label, bg_group group, const cJSON *fixture,
                             int32_t direction) {
    const cJSON *expected_all = cJSON_GetObjectItemCaseSensitive(fixture, "expected");
    const cJSON *expected = cJSON_GetObjectItemCaseSensitive(expected_all, direction == BG_DIRECTION_RTL ? "rtl" : "ltr");
    bg_layout layout;
    char what[1024], diff[768];
    int ok;
    memset(&layout, 0, sizeof layout);
    layout.struct_size = sizeof layout;
    if (!expected) {
        snprintf(what, sizeof what, "%s: has expected.%s", name, direction == BG_DIRECTION_RTL ? "rtl" : "ltr");
        return check_record(0, __FILE__, __LINE__, what);
    }
    if (bg_group_layout(group, number_or(fixture, "width", 0), number_or(fixture, "scale", 1), direction, &layout)
        != BG_OK) {
        snprintf(what, sizeof what, "%s (%s): bg_group_layout failed", name, label);
        return check_record(0, __FILE__, __LINE__, what);
    }
    {
        cJSON *actual = describe(&layout);
        ok = !difference(expected, actual, direction == BG_DIRECTION_RTL ? "rtl" : "ltr", diff, sizeof diff);
        snprintf(what, sizeof what, "%s (%s): %s", name, label, ok ? "matches" : diff);
        check_record(ok, __FILE__, __LINE__, what);
        cJSON_Delete(actual);
    }
    /* Beyond the fixture's fields: a node's frame is its slot's frame and it points at it. */
    for (uint32_t i = 0; i < layout.slot_count; i++) {
        const bg_a11y_node *n = &layout.accessibility[i];
        int node_ok = n->slot_index == i && memcmp(&n->frame, &layout.slots[i].frame, sizeof n->frame) == 0;
        snprintf(what, sizeof what, "%s (%s): accessibility[%u] frame and slot_index match slot %u", name, label,
                 (unsigned)i, (unsigned)i);
        ok &= check_record(node_ok, __FILE__, __LINE__, what);
    }
    return ok;
}

static int run_fixture(const char *directory, const char *file) {
    char path[8192], what[512];
    char *text, *theme_json = NULL;
    cJSON *fixture;
    bg_theme theme = {0};
    fixed_metrics metrics;
    fixed_metrics *measured = &metrics; /* NULL: the built-in measurer */
    int ok = 1;
    snprintf(path, sizeof path, "%s/%s", directory, file);
    text = read_file(path);
    fixture = text ? cJSON_Parse(text) : NULL;
    free(text);
    snprintf(what, sizeof what, "%s: readable JSON", file);
    if (!check_record(fixture != NULL, __FILE__, __LINE__, what)) return 0;

    {
        const cJSON *measure = cJSON_GetObjectItemCaseSensitive(fixture, "measure");
        metrics.advance = number_or(measure, "advance", 8);
        metrics.height = number_or(measure, "height", 20);
        if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(measure, "builtin"))) measured = NULL;
    }
    {
        const cJSON *theme_object = cJSON_GetObjectItemCaseSensitive(fixture, "theme");
        cJSON *empty = theme_object ? NULL : cJSON_CreateObject(); /* no theme: {} */
        theme_json = cJSON_PrintUnformatted(theme_object ? theme_object : empty);
        cJSON_Delete(empty);
    }
    snprintf(what, sizeof what, "%s: bg_theme_load(theme)", file);
    if (!check_record(theme_json && bg_theme_load(theme_json, strlen(theme_json), &theme) == BG_OK, __FILE__,
                      __LINE__, what)) {
        cJSON_free(theme_json);
        cJSON_Delete(fixture);
        return 0;
    }
    {
        /* The fixtures' themes are exact: a warning means a key the library ignores. */
        size_t needed = 0;
        bg_theme_copy_warnings(theme, NULL, 0, &needed);
        snprintf(what, sizeof what, "%s: the theme loads without warnings", file);
        check_record(needed == 1, __FILE__, __LINE__, what);
    }

    /* As the Swift runner: a fresh group per direction. */
    for (int direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
        bg_group group = fixture_group(file, theme, fixture, measured);
        if (group.id == 0) {
            ok = 0;
            continue;
        }
        ok &= compare_direction(file, direction == BG_DIRECTION_LTR ? "ltr, fresh group" : "rtl, fresh group",
                                group, fixture, direction);
        bg_group_free(group);
    }
    /* One group laid out LTR, then RTL, then LTR again: the direction changes nothing else. */
    {
        bg_group group = fixture_group(file, theme, fixture, measured);
        if (group.id != 0) {
            ok &= compare_direction(file, "ltr then", group, fixture, BG_DIRECTION_LTR);
            ok &= compare_direction(file, "rtl after ltr", group, fixture, BG_DIRECTION_RTL);
            ok &= compare_direction(file, "ltr after rtl", group, fixture, BG_DIRECTION_LTR);
            bg_group_free(group);
        } else {
            ok = 0;
        }
    }
    printf("%-40s %s\n", file, ok ? "ok (ltr, rtl)" : "FAILED");
    bg_theme_free(theme);
    cJSON_free(theme_json);
    cJSON_Delete(fixture);
    return ok;
}

int main(int argc, char **argv) {
    char directory[4096];
    char *files[256];
    int count;
    if (argc > 1) snprintf(directory, sizeof directory, "%s/Tests/Fixtures/group", argv[1]);
    else snprintf(directory, sizeof directory, "%s", BG_FIXTURES_DIR);
    count = fixture_files(directory, files, 256);
    if (count < 0) {
        fprintf(stderr, "cannot open the fixture directory %s\n", directory);
        check_record(0, __FILE__, __LINE__, "open the fixture directory");
        return check_summary();
    }
    CHECK(count >= 10);
    for (int i = 0; i < count; i++) {
        run_fixture(directory, files[i]);
        free(files[i]);
    }
    printf("%d fixtures in %s\n", count, directory);
    return check_summary();
}
