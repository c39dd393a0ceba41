/*
 * overriding_default_parameters.c — the banking design system's ButtonGroup example
 * "Overriding default parameters":
 *
 *     let layout: ButtonGroup.Layout = .prominent(configuration: .init(
 *         type: .relaxed, spacing: DesignSystem.shared.spacer.xxs, cornerRadiusType: .large()))
 *     DesignSystem.shared.parameters.buttonGroup = .init(layout: layout)
 *
 * A theme carries the default parameters ("parameters" -> "buttonGroup"; token values may
 * refer to other tokens, "spacer/xxs"), and bg_theme_set_default makes it the process default,
 * the one {0} names: every group created from then on with {0} and NULL parameters uses them,
 * as every ButtonGroup() reads DesignSystem.shared. A group made before keeps its theme.
 */
#include <string.h>

#include "print_layout.h"

static const char theme_json[] =
    "{\n"
    "  \"parameters\": {\n"
    "    \"buttonGroup\": {\n"
    "      \"layout\": {\n"
    "        \"kind\": \"prominent\",\n"
    "        \"prominentType\": \"relaxed\",\n"
    "        \"spacing\": \"spacer/xxs\",\n"
    "        \"cornerStyle\": \"large\"\n"
    "      }\n"
    "    }\n"
    "  }\n"
    "}\n";

int main(void) {
    static const char *const titles[] = {"Transfer", "Pay", "History"};
    bg_theme theme = {0};
    bg_group group = {0};
    bg_group_params defaults;
    bg_item configurations[3];
    bg_layout layout;
    size_t warnings = 0;
    int ok = 0;

    /* DesignSystem.shared.parameters.buttonGroup = .init(layout: layout) */
    EX_TRY(bg_theme_load(theme_json, strlen(theme_json), &theme));
    EX_TRY(bg_theme_copy_warnings(theme, NULL, 0, &warnings));
    if (warnings > 1) {
        fprintf(stderr, "the theme has warnings (unknown keys)\n");
        goto done;
    }
    EX_TRY(bg_theme_set_default(theme));
    EX_TRY(bg_theme_free(theme)); /* the library keeps its own reference to the default */
    theme.id = 0;

    /* What a group created from now on gets by default. */
    EX_TRY(bg_group_params_init((bg_theme){0}, &defaults));
    printf("theme defaults: layout %s (%s), spacing %.1f, corner style %d (large = %d)\n",
           defaults.layout.kind == BG_LAYOUT_PROMINENT ? "prominent" : "allRound",
           defaults.layout.prominent_type == BG_PROMINENT_RELAXED ? "relaxed" : "grouped", defaults.layout.spacing,
           (int)defaults.layout.corner_style, BG_CORNER_LARGE);

    for (int i = 0; i < 3; i++) {
        EX_TRY(bg_item_init(&configurations[i]));
        configurations[i].title = titles[i];
    }
    /* ButtonGroup(configurations:): the default theme ({0}) and its parameters (NULL). */
    EX_TRY(bg_group_create((bg_theme){0}, NULL, &group));
    EX_TRY(bg_group_update(group, configurations, 3));

    example_layout_init(&layout);
    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_LTR, &layout));
    print_layout("A group with {0} and NULL parameters, after bg_theme_set_default", &layout);
    print_frames(&layout, 60);
    if (layout.slot_count != 3 || layout.slots[0].role != BG_ROLE_PRIMARY) {
        fprintf(stderr, "the theme's parameters were not applied\n");
        goto done;
    }
    ok = 1;

done:
    /* The built-in theme the default again (a group made with {0} now is allRound). */
    if (!example_ok(bg_theme_set_default((bg_theme){0}), "bg_theme_set_default", __FILE__, __LINE__)) ok = 0;
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    if (theme.id != 0 && !example_ok(bg_theme_free(theme), "bg_theme_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
