/*
 * null_pointers_test.c — NULL for a pointer parameter: every required pointer of the theme and
 * group functions (and a required string field, bg_item.title) is refused with
 * BG_E_INVALID_ARGUMENT naming it; every pointer documented as optional (out_needed with no
 * buffer, create's params, an empty item list, callbacks, event out-parameters, the navigation
 * context) accepts NULL.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* Required pointers of the theme functions (a failing bg_theme_load must not touch *theme). */
static void test_theme_functions_refuse_null(bg_theme *theme) {
    static const char json[] = "{}";
    char buffer[8];
    double value = 0;
    uint32_t rgba = 0;
    CHECK_STATUS(bg_theme_load(NULL, 5, theme), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_load(json, strlen(json), NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_load(NULL, 5, NULL), BG_E_INVALID_ARGUMENT);
    CHECK(bg_theme_load(NULL, 0, &(bg_theme){0}) != BG_OK); /* an empty document is not JSON */
    CHECK_STATUS(bg_theme_copy_warnings(*theme, NULL, 0, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_copy_warnings(*theme, NULL, 100, NULL), BG_E_INVALID_ARGUMENT);
    {
        /* out_needed NULL with a buffer large enough: the text is copied or the NULL refused. */
        bg_status s = bg_theme_copy_warnings(*theme, buffer, sizeof buffer, NULL);
        CHECK(s == BG_OK || s == BG_E_INVALID_ARGUMENT);
    }
    CHECK_STATUS(bg_theme_number(*theme, NULL, &value), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_number(*theme, "spacer/md", NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_number((bg_theme){0}, NULL, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_color(*theme, NULL, &rgba), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_color(*theme, "color/button/primary/default/background", NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_button_colors(*theme, BG_ROLE_PRIMARY, 0, NULL), BG_E_INVALID_ARGUMENT);
}

/* Required pointers of the group functions, and the required string field bg_item.title. */
static void test_group_functions_refuse_null(bg_theme theme, bg_group group, const bg_group_params *params) {
    bg_item item = plain_item("Pay");
    CHECK_STATUS(bg_group_params_init(theme, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_item_init(NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_create(theme, NULL, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_create(theme, params, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_set_params(group, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_update(group, NULL, 1), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_update(group, NULL, UINT32_MAX), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_item_count(group, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, NULL), BG_E_INVALID_ARGUMENT);
    /* A required string field: title. */
    item.title = NULL;
    CHECK_STATUS(bg_group_update(group, &item, 1), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "title");
}

/* Pointers documented as optional: NULL is fine. */
static void test_optional_pointers_accept_null(bg_theme theme, bg_group group) {
    bg_item item = plain_item("Pay");
    bg_layout layout = new_layout();
    size_t needed = 0;
    CHECK_OK(bg_theme_copy_warnings(theme, NULL, 0, &needed));
    {
        bg_group with_null_params = {0};
        CHECK_OK(bg_group_create(theme, NULL, &with_null_params)); /* params NULL: the theme's defaults */
        CHECK_OK(bg_group_free(with_null_params));
    }
    CHECK_OK(bg_group_update(group, NULL, 0));
    CHECK_OK(bg_group_update(group, &item, 1));
    CHECK_OK(bg_group_set_measure_callback(group, NULL, NULL, NULL));
    CHECK_OK(bg_group_set_sheet_callback(group, NULL, NULL, NULL));
    CHECK_OK(bg_group_set_navigate_callback(group, NULL, NULL, NULL));
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_OK(bg_group_tap(group, 5, 5, NULL));
    CHECK_OK(bg_group_pointer(group, BG_POINTER_DOWN, 5, 5, NULL));
    CHECK_OK(bg_group_pointer(group, BG_POINTER_CANCEL, 5, 5, NULL));
    CHECK_OK(bg_group_focus(group, BG_FOCUS_NEXT, NULL));
    {
        bg_item nav = plain_item("Nav");
        nav.navigation = probe_navigation;
        probe p = make_probe("nav");
        nav.user_data = &p;
        CHECK_OK(bg_group_update(group, &nav, 1));
        CHECK_OK(bg_group_run_navigation(group, 0, NULL));
        CHECK(p.navigations == 1 && p.last_context == NULL);
    }
}

void test_null_pointers(void) {
    static const char json[] = "{}";
    bg_theme theme = {0};
    bg_group group = {0};
    bg_group_params params;
    CHECK_OK(bg_theme_load(json, strlen(json), &theme));
    CHECK_OK(bg_group_create(theme, NULL, &group));
    CHECK_OK(bg_group_params_init(theme, &params));
    test_theme_functions_refuse_null(&theme);
    test_group_functions_refuse_null(theme, group, &params);
    test_optional_pointers_accept_null(theme, group);
    STILL_WORKS();
    CHECK_OK(bg_group_free(group));
    CHECK_OK(bg_theme_free(theme));
}
