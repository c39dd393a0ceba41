/*
 * theme_params_test.c — a theme's group parameters: bg_group_params_init fills struct_size and
 * the built-in defaults, or a loaded theme's parameters (layout kind, prominent type, corner
 * style, spacing reference, overflow policy, max visible, hysteresis); a group created with
 * NULL params uses them, strings and More icon included, and keeps them after the theme is
 * freed. One corner rule on every path: a layout's corner style is the theme's cornerStyle
 * whichever kind it is (built in: capsule), whether the host switches the kind after
 * bg_group_params_init or a theme sets only the kind.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* Overrides every parameter of the button group. */
static const char params_json[] =
    "{\"parameters\": {\"buttonGroup\": {"
    "\"layout\": {\"kind\": \"prominent\", \"prominentType\": \"grouped\", \"spacing\": \"spacer/xxs\","
    " \"cornerStyle\": \"large\"},"
    "\"moreIcon\": \"ic_dots\", \"overflowPolicy\": \"width\", \"maxVisible\": 4, \"overflowHysteresis\": 12,"
    "\"strings\": {\"alertTitle\": \"Actions\", \"moreButtonAccessibilityLabel\": \"More actions\"}}}}";

/* The built-in theme's parameters. */
static void test_builtin_params(void) {
    bg_group_params params;
    memset(&params, 0xCD, sizeof params);
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    CHECK_EQ_INT(params.struct_size, sizeof params);
    CHECK_EQ_INT(params.layout.kind, BG_LAYOUT_ALL_ROUND);
    CHECK_EQ_INT(params.layout.corner_style, BG_CORNER_CAPSULE);
    CHECK_EQ_DBL(params.layout.spacing, 8); /* spacer/xs */
    CHECK_EQ_INT(params.overflow_policy, BG_OVERFLOW_COUNT);
    CHECK_EQ_INT(params.max_visible, 3);
    CHECK_EQ_DBL(params.overflow_hysteresis, 8);
    CHECK(params.more_icon == NULL && params.alert_title == NULL && params.alert_message == NULL);
    CHECK(params.alert_cancel_button_title == NULL && params.more_button_accessibility_label == NULL);
}

/* A loaded theme's parameters, as params_init reports them. */
static void test_loaded_theme_params(bg_theme theme) {
    bg_group_params params;
    CHECK_OK(bg_group_params_init(theme, &params));
    CHECK_EQ_INT(params.layout.kind, BG_LAYOUT_PROMINENT);
    CHECK_EQ_INT(params.layout.prominent_type, BG_PROMINENT_GROUPED);
    CHECK_EQ_INT(params.layout.corner_style, BG_CORNER_LARGE);
    CHECK_EQ_DBL(params.layout.spacing, 4);
    CHECK_EQ_INT(params.overflow_policy, BG_OVERFLOW_WIDTH);
    CHECK_EQ_INT(params.max_visible, 4);
    CHECK_EQ_DBL(params.overflow_hysteresis, 12);
}

/* A group created with NULL params uses them, strings and more icon included (`theme` is freed
 * right after the create: the group keeps its copy). */
static void test_group_uses_theme_params(bg_theme theme) {
    bg_group group = {0};
    bg_layout layout = new_layout();
    probe more = make_probe("more");
    sheet_host sheet;
    bg_item items[5] = {plain_item("A"), plain_item("B"), plain_item("C"), probe_item("D", &more, 0),
                        plain_item("E")};
    memset(&sheet, 0, sizeof sheet);
    CHECK_OK(bg_group_create(theme, NULL, &group));
    CHECK_OK(bg_theme_free(theme)); /* the group keeps its copy */
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
    CHECK_OK(bg_group_set_sheet_callback(group, host_sheet, &sheet, NULL));
    CHECK_OK(bg_group_update(group, items, 5));
    CHECK_OK(bg_group_layout(group, 1000, 1, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.slot_count, 4); /* maxVisible 4: three items + More */
    CHECK_EQ_INT(layout.slots[0].role, BG_ROLE_PRIMARY); /* prominent */
    CHECK_EQ_INT(layout.slots[3].kind, BG_SLOT_MORE);
    CHECK_STR(layout.slots[3].icon, "ic_dots");
    CHECK_STR(layout.accessibility[3].label, "More actions");
    CHECK_EQ_DBL(layout.slots[0].corners.top_left, 16); /* radius/large of the defaults */
    CHECK_OK(bg_group_activate_slot(group, 3));
    CHECK_STR(sheet.title, "Actions");
    CHECK_STR(sheet.cancel, "Cancel");
    CHECK(!sheet.has_message);
    CHECK_OK(bg_group_free(group));
    CHECK_EQ_INT(more.destroyed, 1);
}

/* The corner style of a prominent layout, by every path, is the theme's cornerStyle. */
static void test_one_corner_rule_on_every_path(void) {
    static const char kind_only[] = "{\"parameters\": {\"buttonGroup\": {\"layout\": {\"kind\": \"prominent\"}}}}";
    static const char large[] = "{\"parameters\": {\"buttonGroup\": {\"layout\": {\"cornerStyle\": \"large\"}}}}";
    bg_group_params params;
    bg_theme theme = {0};
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    params.layout.kind = BG_LAYOUT_PROMINENT; /* the host switches the kind */
    CHECK_EQ_INT(params.layout.corner_style, BG_CORNER_CAPSULE);
    CHECK_OK(bg_theme_load(kind_only, strlen(kind_only), &theme));
    CHECK_OK(bg_group_params_init(theme, &params));
    CHECK_EQ_INT(params.layout.kind, BG_LAYOUT_PROMINENT);
    CHECK_EQ_INT(params.layout.corner_style, BG_CORNER_CAPSULE);
    CHECK_OK(bg_theme_free(theme));
    CHECK_OK(bg_theme_load(large, strlen(large), &theme)); /* a theme's cornerStyle serves both kinds */
    CHECK_OK(bg_group_params_init(theme, &params));
    CHECK_EQ_INT(params.layout.kind, BG_LAYOUT_ALL_ROUND);
    CHECK_EQ_INT(params.layout.corner_style, BG_CORNER_LARGE);
    CHECK_OK(bg_theme_free(theme));
}

void test_theme_params(void) {
    bg_theme theme = {0};
    test_builtin_params();
    test_one_corner_rule_on_every_path();
    CHECK_OK(bg_theme_load(params_json, strlen(params_json), &theme));
    test_loaded_theme_params(theme);
    test_group_uses_theme_params(theme);
    STILL_WORKS();
}
