/*
 * button_decorations.c — a button's text decorations, the attributes of an attributed title
 * beside its font and color runs: an underline, a strikethrough, kern, a baseline offset and a
 * background color, each on a range of the title or subtitle (bg_text_decoration). Kern widens
 * the title, so the size that fits grows with it and shows the title whole; one point narrower
 * cuts it. bg_button_svg draws every decoration.
 * Build: cc -std=c99 -Iinclude button_decorations.c -lbuttongroup -lm
 */
#include "print_layout.h"

/* A decoration of bytes [start, start + length) of its text. */
static bg_text_decoration decoration(uint32_t start, uint32_t length) {
    bg_text_decoration d;
    bg_text_decoration_init(&d);
    d.start = start;
    d.length = length;
    return d;
}

int main(void) {
    bg_button button = {0};
    bg_button_config config;
    bg_button_view view = {.struct_size = sizeof view};
    bg_svg svg = {.struct_size = sizeof svg};
    bg_text_decoration title[3] = {decoration(0, 3), decoration(4, 4), decoration(9, 3)}; /* Pay, $100, now */
    bg_text_decoration subtitle = decoration(4, 4);                                     /* $120 */
    bg_size plain = {0, 0}, size = {0, 0};
    int ok = 0;

    EX_TRY(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Pay $100 now";
    config.subtitle = "Was $120";
    config.content_insets = (bg_insets){8, 16, 8, 16};
    EX_TRY(bg_button_create((bg_theme){0}, &config, &button));
    EX_TRY(bg_button_set_provider(button, BG_PROVIDER_NONE, NULL));
    EX_TRY(bg_button_size_that_fits(button, &plain));

    title[0].underline = 1;
    title[0].kern = 2;
    title[1].has_background_color = 1;
    title[1].background_color = 0xFFE066FF;
    title[2].baseline_offset = 3;
    subtitle.strikethrough = 1;
    EX_TRY(bg_button_set_title_decorations(button, title, 3));
    EX_TRY(bg_button_set_subtitle_decorations(button, &subtitle, 1));
    EX_TRY(bg_button_size_that_fits(button, &size));
    printf("size that fits: %.2f pt plain, %.2f pt with 2 pt of kern on \"Pay\"\n", plain.width, size.width);

    EX_TRY(bg_button_layout(button, size.width, size.height, 2, BG_DIRECTION_LTR, &view));
    printf("  at %.2f pt: \"%s\", truncated: %d\n", size.width, view.title, view.title_truncated);
    if (view.title_truncated) goto done;
    EX_TRY(bg_button_layout(button, size.width - 1, size.height, 2, BG_DIRECTION_LTR, &view));
    printf("  at %.2f pt: \"%s\", truncated: %d\n", size.width - 1, view.title, view.title_truncated);
    if (!view.title_truncated) goto done;

    EX_TRY(bg_button_svg(button, NULL, &svg));
    ok = strstr(svg.text, "text-decoration=\"underline\"") != NULL && strstr(svg.text, "letter-spacing=\"2\"") != NULL
         && strstr(svg.text, "baseline-shift=\"3\"") != NULL && strstr(svg.text, "line-through") != NULL
         && strstr(svg.text, "bg-text-background") != NULL;
    printf("the picture draws the underline, kern, baseline offset, strikethrough and background: %s\n",
           ok ? "yes" : "no");

    title[0].length = 40; /* beyond the title: refused, nothing changed */
    if (bg_button_set_title_decorations(button, title, 3) != BG_E_INVALID_ARGUMENT) ok = 0;
    printf("refused: %s\n", bg_last_error_message());
done:
    bg_button_free(button);
    return ok ? 0 : 1;
}
