/* libFuzzer target: theme JSON through the C ABI (bg_theme_load and everything that reads a
 * loaded theme). Any input must give BG_OK or a clean error, never a crash or a leak. */
#include "buttongroup.h"
#include <stdlib.h>
#include <string.h>

static void check(int condition) {
    if (!condition) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    bg_theme theme;
    bg_status status = bg_theme_load((const char *)data, size, &theme);
    check(bg_last_error_message() != NULL);
    if (status != BG_OK) {
        check(status == BG_E_PARSE || status == BG_E_INVALID_ARGUMENT);
        check(bg_last_error_message()[0] != '\0');
        return 0;
    }
    size_t needed = 0;
    check(bg_theme_copy_warnings(theme, NULL, 0, &needed) == BG_OK && needed >= 1);
    char *warnings = malloc(needed);
    check(warnings != NULL && bg_theme_copy_warnings(theme, warnings, needed, &needed) == BG_OK);
    check(strlen(warnings) + 1 <= needed);
    free(warnings);

    double number;
    uint32_t color;
    bg_theme_number(theme, "button/height", &number);
    bg_theme_color(theme, "color/button/primary/default/background", &color);
    bg_button_colors colors;
    for (int32_t role = BG_ROLE_PRIMARY; role <= BG_ROLE_LINK; role++)
        check(bg_theme_button_colors(theme, role, BG_STATE_HIGHLIGHTED, &colors) == BG_OK);

    bg_group_params params;
    check(bg_group_params_init(theme, &params) == BG_OK);
    bg_group group;
    check(bg_group_create(theme, NULL, &group) == BG_OK);
    bg_item item;
    bg_item_init(&item);
    item.title = "Statements and documents";
    item.icon = "ic_doc";
    check(bg_group_update(group, &item, 1) == BG_OK);
    bg_layout layout = {.struct_size = sizeof layout};
    check(bg_group_layout(group, 240, 2, BG_DIRECTION_RTL, &layout) == BG_OK);
    check(bg_group_free(group) == BG_OK);
    check(bg_theme_free(theme) == BG_OK);
    return 0;
}
