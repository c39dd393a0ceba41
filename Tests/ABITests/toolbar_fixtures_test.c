/*
 * toolbar_fixtures_test.c — the toolbar's golden fixtures (the .json files of Tests/Fixtures/toolbar)
 * run through the C ABI, left-to-right and right-to-left; the same cases the Swift runner
 * (Tests/ControlTests/ToolbarFixtureTests.swift, which records them and describes the format) and
 * the Python runner (bindings/python/tests/test_toolbar_fixtures.py) read.
 *
 * Per case: its items are built into bg_toolbar_item / bg_control_button arrays (the _init
 * functions, then the fields the case sets); each layout runs on a fresh toolbar (the built-in
 * theme, the case's context, a measure callback answering width = measure.advance x Unicode
 * scalars, height = measure.height). Then:
 *   - bg_toolbar_breakpoints is compared with expected.breakpoints, and at each breakpoint's
 *     moves_in the item shows while just below it the item is in the overflow;
 *   - at each width, LTR then RTL, bg_toolbar_layout is described in the fixture's shape and
 *     compared with expected.ltr[i] / expected.rtl[i];
 *   - the sequence of widths, laid out in order on one toolbar, gives expected.sequence's
 *     overflowed items (the hysteresis).
 *
 * Usage: toolbar_fixtures_test [REPO_ROOT]   (default: the directory compiled in as BG_FIXTURES_DIR)
 */
#define _POSIX_C_SOURCE 200809L

#include <cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buttongroup.h"
#include "common/check.h"
#include "common/fixture_support.h"

#ifndef BG_FIXTURES_DIR
#define BG_FIXTURES_DIR "Tests/Fixtures/toolbar"
#endif

/* The fixtures' names of the enums, in the order of their C values. */
static const char *const style_names[] = {"automatic", "segmented", "navigation", "menu", "palette", "compact_menu"};
static const char *const label_style_names[] = {"automatic", "title_and_icon", "icon_only", "title_only"};
static const char *const selection_names[] = {"momentary", "off", "on"};
static const char *const placement_names[] = {
    "primary_action", "navigation", "principal", "automatic", "secondary_action", "confirmation_action",
    "cancellation_action", "destructive_action", "status", "top_bar_leading", "top_bar_trailing", "bottom_bar",
    "keyboard"};
static const char *const bar_names[] = {"top", "bottom", "keyboard"};
static const char *const control_size_names[] = {"mini", "small", "regular", "large", "extra_large"};
static const char *const kind_names[] = {"group", "flexible_space"};
static const char *const context_names[] = {"toolbar", "content"};
static const char *const role_names[] = {"button", "menu_button", "group"};
static const char *const diagnostic_names[] = {"unlabeled_overflow", "too_many_groups", "mixed_selection", "unlabeled_menu"};

#define NAME(names, value) ((value) >= 0 && (size_t)(value) < sizeof names / sizeof *names ? names[value] : "?")

/* ------------------------------------------------------------------ input */

/* A case's items as C structs; strings point into the parsed fixture. */
typedef struct {
    bg_toolbar_item *items;
    bg_control_button *buttons;
    uint32_t count;
    int32_t context;
    int32_t control_size;
} case_items;

static int read_items(const cJSON *fixture_case, case_items *out) {
    const cJSON *items = get(fixture_case, "items"), *item, *button;
    int total = 0, b = 0, i = 0;
    cJSON_ArrayForEach(item, items) total += cJSON_GetArraySize(get(item, "buttons"));
    out->count = (uint32_t)cJSON_GetArraySize(items);
    out->items = calloc(out->count + 1, sizeof *out->items);
    out->buttons = calloc((size_t)total + 1, sizeof *out->buttons);
    out->context = enum_value(string_or_null(fixture_case, "context"), context_names, 2);
    out->control_size = get(fixture_case, "controlSize") == NULL ? BG_CONTROL_SIZE_REGULAR
                        : enum_value(string_or_null(fixture_case, "controlSize"), control_size_names, 5);
    if (!out->items || !out->buttons || out->context < 0) return 0;
    cJSON_ArrayForEach(item, items) {
        bg_toolbar_item *c = &out->items[i++];
        bg_toolbar_item_init(c);
        c->kind = enum_value(string_or_null(item, "kind"), kind_names, 2);
        c->placement = enum_value(string_or_null(item, "placement"), placement_names,
                                  (int)(sizeof placement_names / sizeof *placement_names));
        if (c->kind < 0 || c->placement < 0) return 0;
        if (c->kind != BG_TOOLBAR_ITEM_GROUP) continue;
        c->style = enum_value(string_or_null(item, "style"), style_names, 6);
        c->label_style = enum_value(string_or_null(item, "labelStyle"), label_style_names, 4);
        c->fixed_size = cJSON_IsTrue(get(item, "fixedSize"));
        c->disabled = cJSON_IsTrue(get(item, "disabled"));
        c->has_priority = cJSON_IsNumber(get(item, "priority"));
        c->priority = number_or(item, "priority", 0);
        c->label_title = string_or_null(item, "label");
        c->label_image = string_or_null(item, "labelImage");
        c->buttons = &out->buttons[b];
        cJSON_ArrayForEach(button, get(item, "buttons")) {
            bg_control_button *cb = &out->buttons[b++];
            bg_control_button_init(cb);
            cb->title = string_or_null(button, "title");
            cb->image = string_or_null(button, "image");
            cb->disabled = cJSON_IsTrue(get(button, "disabled"));
            cb->selection = enum_value(string_or_null(button, "selection"), selection_names, 3);
            c->button_count++;
        }
        if (c->style < 0 || c->label_style < 0) return 0;
    }
    return 1;
}

static bg_toolbar fresh_toolbar(const case_items *items, fixed_metrics *metrics) {
    bg_toolbar toolbar = {0};
    CHECK_OK(bg_toolbar_create((bg_theme){0}, items->context, &toolbar));
    CHECK_OK(bg_toolbar_set_measure_callback(toolbar, fixture_measure, metrics, NULL));
    CHECK_OK(bg_toolbar_set_items(toolbar, items->items, items->count));
    CHECK_OK(bg_toolbar_set_control_size(toolbar, items->control_size));
    return toolbar;
}

/* ----------------------------------------------------------------- output */

static cJSON *corners_json(bg_corner_radii r) {
    const double values[] = {r.top_left, r.top_right, r.bottom_right, r.bottom_left};
    return cJSON_CreateDoubleArray(values, 4);
}

static cJSON *describe_cell(const bg_control_cell *cell) {
    cJSON *json = cJSON_CreateObject();
    int shows_title = cell->title && cell->title[0];
    cJSON_AddNumberToObject(json, "item", cell->item_index);
    cJSON_AddNumberToObject(json, "button", cell->button_index);
    cJSON_AddItemToObject(json, "frame", rect_json(cell->frame));
    cJSON_AddItemToObject(json, "corners", corners_json(cell->corners));
    cJSON_AddItemToObject(json, "title", string_or_json_null(cell->title));
    cJSON_AddItemToObject(json, "image", string_or_json_null(cell->image));
    cJSON_AddItemToObject(json, "titleFrame", shows_title ? rect_json(cell->title_frame) : cJSON_CreateNull());
    cJSON_AddItemToObject(json, "imageFrame", cell->image ? rect_json(cell->image_frame) : cJSON_CreateNull());
    cJSON_AddNumberToObject(json, "state", cell->state);
    return json;
}

/* The view in the fixtures' shape (the keys ToolbarFixtureTests.swift writes). */
static cJSON *describe(const bg_toolbar_view *v) {
    cJSON *root = cJSON_CreateObject();
    const double size[] = {v->size.width, v->size.height};
    cJSON *groups = cJSON_AddArrayToObject(root, "groups"), *cells = cJSON_AddArrayToObject(root, "cells");
    cJSON *separators = cJSON_AddArrayToObject(root, "separators"), *overflowed = cJSON_AddArrayToObject(root, "overflowed");
    cJSON *nodes = cJSON_AddArrayToObject(root, "accessibility"), *diagnostics = cJSON_AddArrayToObject(root, "diagnostics");
    cJSON *bars = cJSON_AddArrayToObject(root, "bars");
    cJSON_AddItemToObject(root, "size", cJSON_CreateDoubleArray(size, 2));
    for (uint32_t i = 0; i < v->bar_count; i++) {
        cJSON *bar = cJSON_CreateArray();
        cJSON_AddItemToArray(bar, cJSON_CreateString(NAME(bar_names, v->bars[i].bar)));
        cJSON_AddItemToArray(bar, rect_json(v->bars[i].frame));
        cJSON_AddItemToArray(bars, bar);
    }
    for (uint32_t i = 0; i < v->group_count; i++) {
        cJSON *group = cJSON_CreateArray();
        cJSON_AddItemToArray(group, cJSON_CreateNumber(v->groups[i].item_index));
        cJSON_AddItemToArray(group, rect_json(v->groups[i].frame));
        cJSON_AddItemToArray(group, cJSON_CreateString(NAME(style_names, v->groups[i].style)));
        cJSON_AddItemToArray(group, cJSON_CreateString(NAME(label_style_names, v->groups[i].label_style)));
        cJSON_AddItemToArray(groups, group);
    }
    for (uint32_t i = 0; i < v->cell_count; i++) cJSON_AddItemToArray(cells, describe_cell(&v->cells[i]));
    for (uint32_t i = 0; i < v->separator_count; i++) cJSON_AddItemToArray(separators, rect_json(v->separators[i]));
    for (uint32_t i = 0; i < v->overflowed_count; i++) cJSON_AddItemToArray(overflowed, cJSON_CreateNumber(v->overflowed[i]));
    cJSON_AddItemToObject(root, "overflowButton", v->has_overflow_button ? rect_json(v->overflow_button) : cJSON_CreateNull());
    for (uint32_t i = 0; i < v->accessibility_count; i++) {
        const bg_a11y_node *n = &v->accessibility[i];
        cJSON *node = cJSON_CreateArray();
        cJSON_AddItemToArray(node, cJSON_CreateString(NAME(role_names, n->role)));
        cJSON_AddItemToArray(node, string_or_json_null(n->label));
        cJSON_AddItemToArray(node, cJSON_CreateNumber(n->position));
        cJSON_AddItemToArray(node, cJSON_CreateNumber(n->count));
        cJSON_AddItemToArray(node, cJSON_CreateBool(n->enabled));
        cJSON_AddItemToArray(nodes, node);
    }
    for (uint32_t i = 0; i < v->diagnostic_count; i++) {
        cJSON *diagnostic = cJSON_CreateArray();
        cJSON_AddItemToArray(diagnostic, cJSON_CreateString(NAME(diagnostic_names, v->diagnostics[i].kind)));
        cJSON_AddItemToArray(diagnostic, cJSON_CreateNumber(v->diagnostics[i].item_index));
        cJSON_AddItemToArray(diagnostics, diagnostic);
    }
    return root;
}

/* ---------------------------------------------------------------- running */

static int compare(const char *name, const char *what, const cJSON *expected, cJSON *actual) {
    char message[1024], difference_text[768] = "";
    int differs = difference(expected, actual, what, difference_text, sizeof difference_text);
    snprintf(message, sizeof message, "%s: %s", name, differs ? difference_text : what);
    cJSON_Delete(actual);
    return check_record(!differs, __FILE__, __LINE__, message);
}

/* Is `item` among the overflowed items of a fresh layout at `width`? -1 when it fails. */
static int overflows_at(const case_items *items, fixed_metrics *metrics, double width, double scale, uint32_t item) {
    bg_toolbar toolbar = fresh_toolbar(items, metrics);
    bg_toolbar_view v = {.struct_size = sizeof v};
    int found = -1;
    if (bg_toolbar_layout(toolbar, width, scale, BG_DIRECTION_LTR, &v) == BG_OK) {
        found = 0;
        for (uint32_t i = 0; i < v.overflowed_count; i++) found |= v.overflowed[i] == item;
    }
    bg_toolbar_free(toolbar);
    return found;
}

static int check_breakpoints(const char *name, const case_items *items, fixed_metrics *metrics, const cJSON *expected,
                             double scale) {
    bg_toolbar toolbar = fresh_toolbar(items, metrics);
    bg_breakpoints found = {.struct_size = sizeof found};
    cJSON *actual = cJSON_CreateArray();
    char what[1024];
    int ok = CHECK_OK(bg_toolbar_breakpoints(toolbar, &found));
    for (uint32_t i = 0; ok && i < found.count; i++) {
        const bg_overflow_breakpoint *b = &found.breakpoints[i];
        const double values[] = {b->item_index, b->moves_in, b->moves_out};
        cJSON_AddItemToArray(actual, cJSON_CreateDoubleArray(values, 3));
        snprintf(what, sizeof what, "%s: item %u shows at %g and overflows just below", name, b->item_index, b->moves_in);
        ok &= check_record(overflows_at(items, metrics, b->moves_in, scale, b->item_index) == 0 &&
                               overflows_at(items, metrics, nextafter(b->moves_in, 0), scale, b->item_index) == 1,
                           __FILE__, __LINE__, what);
    }
    bg_toolbar_free(toolbar);
    return compare(name, "expected.breakpoints", get(expected, "breakpoints"), actual) && ok;
}

static int check_direction(const char *name, const case_items *items, fixed_metrics *metrics, const cJSON *widths,
                           const cJSON *expected, double scale, int32_t direction) {
    const char *key = direction == BG_DIRECTION_RTL ? "rtl" : "ltr";
    const cJSON *width;
    char what[64];
    int index = 0, ok = 1;
    cJSON_ArrayForEach(width, widths) {
        bg_toolbar toolbar = fresh_toolbar(items, metrics);
        bg_toolbar_view v = {.struct_size = sizeof v};
        snprintf(what, sizeof what, "expected.%s[%d]", key, index);
        if (CHECK_OK(bg_toolbar_layout(toolbar, width->valuedouble, scale, direction, &v))) {
            ok &= compare(name, what, cJSON_GetArrayItem(get(expected, key), index), describe(&v));
        } else {
            ok = 0;
        }
        bg_toolbar_free(toolbar);
        index++;
    }
    return ok;
}

static int check_sequence(const char *name, const case_items *items, fixed_metrics *metrics, const cJSON *sequence,
                          const cJSON *expected, double scale) {
    bg_toolbar toolbar = fresh_toolbar(items, metrics);
    cJSON *actual = cJSON_CreateArray();
    const cJSON *width;
    cJSON_ArrayForEach(width, sequence) {
        bg_toolbar_view v = {.struct_size = sizeof v};
        cJSON *overflowed = cJSON_CreateArray();
        if (CHECK_OK(bg_toolbar_layout(toolbar, width->valuedouble, scale, BG_DIRECTION_LTR, &v))) {
            for (uint32_t i = 0; i < v.overflowed_count; i++) cJSON_AddItemToArray(overflowed, cJSON_CreateNumber(v.overflowed[i]));
        }
        cJSON_AddItemToArray(actual, overflowed);
    }
    bg_toolbar_free(toolbar);
    return compare(name, "expected.sequence", get(expected, "sequence"), actual);
}

static int run_case(const char *file, const cJSON *fixture_case, fixed_metrics *metrics, double scale) {
    char name[512];
    case_items items = {0};
    const cJSON *expected = get(fixture_case, "expected"), *sequence = get(fixture_case, "sequence");
    int ok;
    snprintf(name, sizeof name, "%s %s", file, string_or_null(fixture_case, "name") ? string_or_null(fixture_case, "name") : "?");
    ok = check_record(read_items(fixture_case, &items) && cJSON_IsObject(expected), __FILE__, __LINE__, name);
    if (ok) {
        ok &= check_breakpoints(name, &items, metrics, expected, scale);
        ok &= check_direction(name, &items, metrics, get(fixture_case, "widths"), expected, scale, BG_DIRECTION_LTR);
        ok &= check_direction(name, &items, metrics, get(fixture_case, "widths"), expected, scale, BG_DIRECTION_RTL);
        if (sequence) ok &= check_sequence(name, &items, metrics, sequence, expected, scale);
    }
    free(items.items);
    free(items.buttons);
    return ok;
}

static int run_file(const char *directory, const char *file) {
    char path[8192], what[512];
    char *text;
    cJSON *fixture;
    const cJSON *measure, *fixture_case;
    fixed_metrics metrics;
    int count = 0, passed = 0;
    snprintf(path, sizeof path, "%s/%s", directory, file);
    text = read_file(path);
    fixture = text ? cJSON_Parse(text) : NULL;
    free(text);
    snprintf(what, sizeof what, "%s: readable JSON", file);
    if (!check_record(fixture != NULL, __FILE__, __LINE__, what)) return 0;
    measure = get(fixture, "measure");
    metrics.advance = number_or(measure, "advance", 8);
    metrics.height = number_or(measure, "height", 20);
    cJSON_ArrayForEach(fixture_case, get(fixture, "cases")) {
        passed += run_case(file, fixture_case, &metrics, number_or(fixture, "scale", 1));
        count++;
    }
    printf("%-26s %4d cases %s\n", file, count, passed == count ? "ok (ltr, rtl)" : "FAILED");
    cJSON_Delete(fixture);
    return count;
}

int main(int argc, char **argv) {
    char directory[4096];
    char *files[64];
    int count;
    long cases = 0;
    if (argc > 1) snprintf(directory, sizeof directory, "%s/Tests/Fixtures/toolbar", argv[1]);
    else snprintf(directory, sizeof directory, "%s", BG_FIXTURES_DIR);
    count = fixture_files(directory, files, 64);
    if (count < 0) {
        fprintf(stderr, "cannot open the fixture directory %s\n", directory);
        check_record(0, __FILE__, __LINE__, "open the fixture directory");
        return check_summary();
    }
    CHECK_EQ_INT(count, 5);
    for (int i = 0; i < count; i++) {
        cases += run_file(directory, files[i]);
        free(files[i]);
    }
    CHECK_EQ_INT(cases, 111);
    printf("%ld cases in %d files in %s\n", cases, count, directory);
    return check_summary();
}
