/*
 * button_alignment.c — a button's view properties beside its configuration, as UIControl and
 * UIView have them: the content alignment (contentHorizontalAlignment and
 * contentVerticalAlignment) placing the image and texts inside the insets, left to right and
 * right to left, and the view's tint, which a background's stroke without a color of its own
 * takes (not the foreground color).
 * Build: cc -std=c99 -Iinclude button_alignment.c -lbuttongroup -lm
 */
#include "print_layout.h"

static const char *const horizontal_names[] = {"center", "left", "right", "fill", "leading", "trailing"};
static const char *const vertical_names[] = {"center", "top", "bottom", "fill"};

/* Lays `button` out at 300 x 80 in `direction` and prints where the content went. */
static int print_content(bg_button button, int32_t direction) {
    bg_button_view view = {.struct_size = sizeof view};
    if (!example_ok(bg_button_layout(button, 300, 80, 2, direction, &view), "bg_button_layout", __FILE__, __LINE__))
        return 0;
    printf("    %s: content at (%5.1f, %4.1f) %5.1f x %4.1f, image x %5.1f, title x %5.1f\n",
           direction == BG_DIRECTION_LTR ? "LTR" : "RTL", view.content_frame.x, view.content_frame.y,
           view.content_frame.width, view.content_frame.height, view.image_frame.x, view.title_frame.x);
    return 1;
}

int main(void) {
    static const int32_t cases[][2] = {
        {BG_CONTENT_H_CENTER, BG_CONTENT_V_CENTER}, {BG_CONTENT_H_LEADING, BG_CONTENT_V_TOP},
        {BG_CONTENT_H_TRAILING, BG_CONTENT_V_BOTTOM}, {BG_CONTENT_H_LEFT, BG_CONTENT_V_CENTER},
        {BG_CONTENT_H_FILL, BG_CONTENT_V_FILL},
    };
    bg_button button = {0};
    bg_button_config config;
    bg_button_view view = {.struct_size = sizeof view};
    uint32_t tint = 0;
    int ok = 0;

    EX_TRY(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Title";
    config.image = "house.circle.fill";
    config.image_padding = 10;
    config.content_insets = (bg_insets){10, 20, 10, 20};
    config.background.stroke_width = 1; /* no stroke color: the stroke takes the tint */
    config.has_foreground_color = 1;
    config.foreground_color = 0x202020FF;
    EX_TRY(bg_button_create((bg_theme){0}, &config, &button));
    EX_TRY(bg_button_set_provider(button, BG_PROVIDER_NONE, NULL));

    printf("content alignment in a 300 x 80 button (insets 20 left and right, 10 top and bottom)\n");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        EX_TRY(bg_button_set_content_alignment(button, cases[i][0], cases[i][1]));
        printf("  %s / %s\n", horizontal_names[cases[i][0]], vertical_names[cases[i][1]]);
        if (!print_content(button, BG_DIRECTION_LTR) || !print_content(button, BG_DIRECTION_RTL)) goto done;
    }

    EX_TRY(bg_button_get_tint_color(button, NULL, &tint));
    EX_TRY(bg_button_layout(button, 300, 80, 2, BG_DIRECTION_LTR, &view));
    printf("theme tint #%08X: stroke #%08X, foreground #%08X\n", (unsigned)tint, (unsigned)view.stroke_color,
           (unsigned)view.foreground_color);
    EX_TRY(bg_button_set_tint_color(button, 1, 0x7B2CBFFF));
    EX_TRY(bg_button_layout(button, 300, 80, 2, BG_DIRECTION_LTR, &view));
    printf("own tint   #%08X: stroke #%08X, foreground #%08X\n", (unsigned)view.tint_color,
           (unsigned)view.stroke_color, (unsigned)view.foreground_color);
    ok = view.stroke_color == 0x7B2CBFFF;
done:
    bg_button_free(button);
    return ok ? 0 : 1;
}
