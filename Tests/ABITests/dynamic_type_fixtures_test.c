/*
 * dynamic_type_fixtures_test.c — the configuration-based button's Dynamic Type golden cases
 * (Tests/Fixtures/dynamic_type/button.json) run through the C ABI; the same cases the Swift runner
 * (Tests/GroupTests/DynamicTypeButtonFixtureTests.swift) and the Python one
 * (bindings/python/tests/test_dynamic_type.py) read. The group's Dynamic Type cases are group
 * fixtures (Tests/Fixtures/group/dynamic_type_*.json, fixtures_test.c).
 *
 * Per case: the default theme with the case's content size category (bg_theme_with_content_size),
 * a button of the case's title, subtitle and image on the plain provider and the built-in measurer
 * (no measure callback); its size that fits (bg_button_size_that_fits), then its frames laid out at
 * that size in each direction, compared with the case's expected values field by field.
 *
 * Usage: dynamic_type_fixtures_test [REPO_ROOT]   (default: the file compiled in as BG_FIXTURE_FILE)
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

#ifndef BG_FIXTURE_FILE
#define BG_FIXTURE_FILE "Tests/Fixtures/dynamic_type/button.json"
#endif

static const char *const category_names[] = {"xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                             "accessibility1", "accessibility2", "accessibility3", "accessibility4",
                                             "accessibility5"};

static int category_value(const char *name) {
    for (int i = 0; name && i <= BG_CONTENT_SIZE_ACCESSIBILITY5; i++) {
        if (strcmp(name, category_names[i]) == 0) return i;
    }
    return -1;
}

/* A frame as the fixture writes it: null when the button shows nothing there (a zero rect). */
static cJSON *frame_json(bg_rect r, int shown) { return shown ? rect_json(r) : cJSON_CreateNull(); }

/* The case's button laid out at `size` in `direction`, in the fixture's shape. */
static cJSON *describe(bg_button button, bg_size size, double scale, int32_t direction) {
    bg_button_view view;
    memset(&view, 0, sizeof view);
    view.struct_size = sizeof view;
    if (bg_button_layout(button, size.width, size.height, scale, direction, &view) != BG_OK) return NULL;
    cJSON *root = cJSON_CreateObject();
    cJSON_AddItemToObject(root, "imageFrame", frame_json(view.image_frame, view.image_frame.width > 0));
    cJSON_AddItemToObject(root, "titleFrame", frame_json(view.title_frame, view.title_frame.width > 0));
    cJSON_AddItemToObject(root, "subtitleFrame", frame_json(view.subtitle_frame, view.subtitle_frame.width > 0));
    cJSON_AddBoolToObject(root, "titleTruncated", view.title_truncated != 0);
    return root;
}

/* Runs one case; returns 1 when everything matches. */
static int run_case(const cJSON *fixture_case, double scale) {
    const char *name = string_or_null(fixture_case, "name");
    const cJSON *configuration = cJSON_GetObjectItemCaseSensitive(fixture_case, "configuration");
    const cJSON *expected = cJSON_GetObjectItemCaseSensitive(fixture_case, "expected");
    int category = category_value(string_or_null(fixture_case, "category"));
    char what[1024], diff[768];
    bg_theme theme = {0};
    bg_button button = {0};
    bg_button_config config;
    bg_size size = {0, 0};
    int ok = category >= 0 && expected != NULL && bg_theme_with_content_size((bg_theme){0}, category, &theme) == BG_OK
          && bg_button_config_init(theme, &config) == BG_OK;
    if (ok) {
        config.title = string_or_null(configuration, "title");
        config.subtitle = string_or_null(configuration, "subtitle");
        config.image = string_or_null(configuration, "image");
        ok = bg_button_create(theme, &config, &button) == BG_OK && bg_button_size_that_fits(button, &size) == BG_OK;
    }
    snprintf(what, sizeof what, "%s: a known category, expectations, the button and its size that fits", name);
    if (!check_record(ok, __FILE__, __LINE__, what)) {
        if (button.id) bg_button_free(button);
        if (theme.id) bg_theme_free(theme);
        return 0;
    }
    {
        const double fits[] = {size.width, size.height};
        cJSON *actual = cJSON_CreateDoubleArray(fits, 2);
        ok = !difference(cJSON_GetObjectItemCaseSensitive(expected, "sizeThatFits"), actual, "sizeThatFits", diff,
                         sizeof diff);
        snprintf(what, sizeof what, "%s: %s", name, ok ? "size that fits matches" : diff);
        check_record(ok, __FILE__, __LINE__, what);
        cJSON_Delete(actual);
    }
    for (int32_t direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
        const char *key = direction == BG_DIRECTION_RTL ? "rtl" : "ltr";
        cJSON *actual = describe(button, size, scale, direction);
        int same = actual && !difference(cJSON_GetObjectItemCaseSensitive(expected, key), actual, key, diff, sizeof diff);
        snprintf(what, sizeof what, "%s (%s): %s", name, key, same ? "matches" : actual ? diff : "bg_button_layout failed");
        ok &= check_record(same, __FILE__, __LINE__, what);
        cJSON_Delete(actual);
    }
    bg_button_free(button);
    bg_theme_free(theme);
    return ok;
}

int main(int argc, char **argv) {
    char path[4096];
    char *text;
    cJSON *fixture;
    int count = 0, passed = 0;
    if (argc > 1) snprintf(path, sizeof path, "%s/Tests/Fixtures/dynamic_type/button.json", argv[1]);
    else snprintf(path, sizeof path, "%s", BG_FIXTURE_FILE);
    text = read_file(path);
    fixture = text ? cJSON_Parse(text) : NULL;
    free(text);
    if (!check_record(fixture != NULL, __FILE__, __LINE__, "read the Dynamic Type button fixture")) return check_summary();
    {
        const cJSON *fixture_case;
        double scale = number_or(fixture, "scale", 1);
        cJSON_ArrayForEach(fixture_case, cJSON_GetObjectItemCaseSensitive(fixture, "cases")) {
            count++;
            passed += run_case(fixture_case, scale);
        }
    }
    CHECK(count >= 6);
    printf("%d of %d Dynamic Type button cases match (%s)\n", passed, count, path);
    cJSON_Delete(fixture);
    return check_summary();
}
