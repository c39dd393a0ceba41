/*
 * dynamic_type.c — Dynamic Type: the design system's button font is preferredFont(.body, .semibold),
 * a text style that scales with the reader's text size (the content size category).
 *
 * A theme carries the category (BG_CONTENT_SIZE_*; LARGE unless it says otherwise). Its fonts are
 * stated at LARGE and scale as iOS scales their text style (bg_text_style_size: body is 17 points
 * at LARGE, 14 at XSMALL, 40 at ACCESSIBILITY3). The same group is laid out at three categories:
 * the titles are measured in the scaled font, so they need more room (and are truncated when it
 * runs out), and the buttons grow taller in the larger categories. Setting the scaled theme as the
 * default makes every object made afterwards with {0} follow the reader's setting.
 */
#include "print_layout.h"

int main(void) {
    static const char *const titles[] = {"Send money", "Pay", "History"};
    static const int32_t categories[] = {BG_CONTENT_SIZE_XSMALL, BG_CONTENT_SIZE_LARGE, BG_CONTENT_SIZE_ACCESSIBILITY3};
    static const char *const names[] = {"xSmall", "large (the default)", "accessibility3"};
    bg_theme theme = {0};
    bg_group group = {0};
    bg_item items[3];
    bg_layout layout;
    double body = 0, heights[3] = {0, 0, 0};
    int ok = 0;

    for (int i = 0; i < 3; i++) {
        EX_TRY(bg_item_init(&items[i]));
        items[i].title = titles[i];
    }
    example_layout_init(&layout);
    for (int c = 0; c < 3; c++) {
        char heading[96];
        EX_TRY(bg_text_style_size(BG_TEXT_STYLE_BODY, categories[c], &body));
        EX_TRY(bg_theme_with_content_size((bg_theme){0}, categories[c], &theme));
        EX_TRY(bg_group_create(theme, NULL, &group));
        EX_TRY(bg_group_update(group, items, 3));
        EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_LTR, &layout));
        snprintf(heading, sizeof heading, "%s: body text %g pt", names[c], body);
        print_layout(heading, &layout);
        heights[c] = layout.size.height;
        EX_TRY(bg_group_free(group));
        group.id = 0;
        if (c < 2) {
            EX_TRY(bg_theme_free(theme));
            theme.id = 0;
        }
    }
    if (!(heights[0] == 48 && heights[1] == 48 && heights[2] > 100)) {
        fprintf(stderr, "expected 48, 48 and a taller group, got %g, %g, %g\n", heights[0], heights[1], heights[2]);
        goto done;
    }

    /* The reader chose accessibility3: make it the default, and objects made with {0} follow. */
    EX_TRY(bg_theme_set_default(theme));
    EX_TRY(bg_group_create((bg_theme){0}, NULL, &group));
    EX_TRY(bg_group_update(group, items, 1));
    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_RTL, &layout));
    print_layout("The default theme at accessibility3, right-to-left", &layout);
    ok = layout.size.height == heights[2];

done:
    if (!example_ok(bg_theme_set_default((bg_theme){0}), "bg_theme_set_default", __FILE__, __LINE__)) ok = 0;
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    if (theme.id != 0 && !example_ok(bg_theme_free(theme), "bg_theme_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
