/*
 * theme_tokens_test.c — reading a theme's tokens: numbers (bg_theme_number), colors as RGBA
 * (bg_theme_color), text (bg_theme_copy_string: size query, too small a buffer, the copy) and
 * button colors per role and state (bg_theme_button_colors); the built-in values, a loaded
 * theme's overrides and its defaults for what it does not override; unknown paths are
 * BG_E_NOT_FOUND with the out-parameter untouched; bg_group_params_init resolves the theme's
 * token references.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* Overrides spacer/xs, radius/large and the primary background of the built-in theme. */
static const char overrides_json[] =
    "{\"spacer\": {\"xs\": 10}, \"radius\": {\"large\": 20},"
    " \"color\": {\"button\": {\"primary\": {\"default\": {\"background\": \"#102030\"}}}}}";

/* Number tokens: built-in values, the overrides, the defaults; unknown paths not found. */
static void test_number_tokens(bg_theme theme) {
    double value = 0;
    CHECK_OK(bg_theme_number((bg_theme){0}, "spacer/lg", &value));
    CHECK_EQ_DBL(value, 24);
    CHECK_OK(bg_theme_number((bg_theme){0}, "spacer/xxs", &value));
    CHECK_EQ_DBL(value, 4);
    CHECK_OK(bg_theme_number((bg_theme){0}, "radius/large", &value));
    CHECK_EQ_DBL(value, 16);
    CHECK_OK(bg_theme_number((bg_theme){0}, "button/height", &value));
    CHECK_EQ_DBL(value, 48);
    CHECK_OK(bg_theme_number(theme, "radius/large", &value));
    CHECK_EQ_DBL(value, 20);
    CHECK_OK(bg_theme_number(theme, "spacer/md", &value)); /* not overridden: the default */
    CHECK_EQ_DBL(value, 16);
    value = -1;
    CHECK_STATUS(bg_theme_number(theme, "spacer/xxxl", &value), BG_E_NOT_FOUND);
    CHECK_STATUS(bg_theme_number(theme, "", &value), BG_E_NOT_FOUND);
    CHECK_STATUS(bg_theme_number(theme, "spacer", &value), BG_E_NOT_FOUND);
    CHECK_EQ_DBL(value, -1);
}

/* Color tokens as 0xRRGGBBAA; a number token is not a color. */
static void test_color_tokens(bg_theme theme) {
    uint32_t rgba = 0;
    CHECK_OK(bg_theme_color((bg_theme){0}, "color/button/primary/default/background", &rgba));
    CHECK_EQ_INT(rgba, 0x1E5BD7FFu);
    CHECK_OK(bg_theme_color((bg_theme){0}, "color/button/link/default/background", &rgba));
    CHECK_EQ_INT(rgba, 0x00000000u);
    CHECK_OK(bg_theme_color(theme, "color/button/primary/default/background", &rgba));
    CHECK_EQ_INT(rgba, 0x102030FFu);
    rgba = 7;
    CHECK_STATUS(bg_theme_color(theme, "color/button/primary/default/glow", &rgba), BG_E_NOT_FOUND);
    CHECK_STATUS(bg_theme_color(theme, "spacer/md", &rgba), BG_E_NOT_FOUND);
    CHECK_EQ_INT(rgba, 7);
}

/* Text tokens: size query, too small a buffer, the copy, a missing one. */
static void test_string_tokens(void) {
    char family[32];
    size_t needed = 0;
    CHECK_OK(bg_theme_copy_string((bg_theme){0}, "typography/button/family", NULL, 0, &needed));
    CHECK_EQ_INT(needed, sizeof "DejaVu Sans");
    CHECK_STATUS(bg_theme_copy_string((bg_theme){0}, "typography/button/family", family, 4, &needed),
                 BG_E_BUFFER_TOO_SMALL);
    CHECK_OK(bg_theme_copy_string((bg_theme){0}, "typography/button/family", family, sizeof family, &needed));
    CHECK(strcmp(family, "DejaVu Sans") == 0);
    CHECK_STATUS(bg_theme_copy_string((bg_theme){0}, "spacer/md", family, sizeof family, &needed), BG_E_NOT_FOUND);
    CHECK_STATUS(bg_theme_copy_string((bg_theme){0}, "parameters/buttonGroup/strings/alertTitle", family,
                                      sizeof family, &needed), BG_E_NOT_FOUND);
    CHECK_STATUS(bg_theme_copy_string((bg_theme){0}, NULL, family, sizeof family, &needed), BG_E_INVALID_ARGUMENT);
}

/* Button colors per state: default, pressed (highlighted wins over focused), focused, disabled;
 * every role and combination of the three state flags answers. */
static void test_button_colors_per_state(bg_theme theme) {
    bg_button_colors colors;
    CHECK_OK(bg_theme_button_colors((bg_theme){0}, BG_ROLE_PRIMARY, 0, &colors));
    CHECK(colors.background == 0x1E5BD7FFu && colors.foreground == 0xFFFFFFFFu && colors.border == 0x1E5BD7FFu);
    CHECK_OK(bg_theme_button_colors((bg_theme){0}, BG_ROLE_PRIMARY, BG_STATE_HIGHLIGHTED, &colors));
    CHECK_EQ_INT(colors.background, 0x1747A6FFu);
    CHECK_OK(bg_theme_button_colors((bg_theme){0}, BG_ROLE_PRIMARY, BG_STATE_HIGHLIGHTED | BG_STATE_FOCUSED, &colors));
    CHECK_EQ_INT(colors.background, 0x1747A6FFu);
    CHECK_OK(bg_theme_button_colors((bg_theme){0}, BG_ROLE_PRIMARY, BG_STATE_FOCUSED, &colors));
    CHECK_EQ_INT(colors.border, 0x0B2E73FFu);
    CHECK_OK(bg_theme_button_colors((bg_theme){0}, BG_ROLE_PRIMARY, BG_STATE_DISABLED, &colors));
    CHECK_EQ_INT(colors.background, 0xE4E7ECFFu);
    CHECK_OK(bg_theme_button_colors((bg_theme){0}, BG_ROLE_DANGER, 0, &colors));
    CHECK_EQ_INT(colors.background, 0xD92D20FFu);
    CHECK_OK(bg_theme_button_colors(theme, BG_ROLE_PRIMARY, 0, &colors));
    CHECK_EQ_INT(colors.background, 0x102030FFu);
    for (int32_t role = BG_ROLE_PRIMARY; role <= BG_ROLE_LINK; role++) {
        for (uint32_t state = 0; state < 8; state++) CHECK_OK(bg_theme_button_colors(theme, role, state, &colors));
    }
}

/* AUTOMATIC is documented as "not AUTOMATIC": refused, or painted as secondary. */
static void test_button_colors_of_automatic_role(void) {
    bg_button_colors colors, secondary;
    bg_status s = bg_theme_button_colors((bg_theme){0}, BG_ROLE_AUTOMATIC, 0, &colors);
    bg_theme_button_colors((bg_theme){0}, BG_ROLE_SECONDARY, 0, &secondary);
    CHECK(s == BG_E_INVALID_ARGUMENT || (s == BG_OK && colors.background == secondary.background));
}

/* params_init of this theme: spacing follows the reference "spacer/xs". */
static void test_params_spacing_follows_token(bg_theme theme) {
    bg_group_params params;
    CHECK_OK(bg_group_params_init(theme, &params));
    CHECK_EQ_DBL(params.layout.spacing, 10);
}

void test_theme_tokens(void) {
    bg_theme theme = {0};
    CHECK_OK(bg_theme_load(overrides_json, strlen(overrides_json), &theme));
    test_number_tokens(theme);
    test_color_tokens(theme);
    test_string_tokens();
    test_button_colors_per_state(theme);
    test_button_colors_of_automatic_role();
    test_params_spacing_follows_token(theme);
    CHECK_OK(bg_theme_free(theme));
}
