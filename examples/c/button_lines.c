/*
 * button_lines.c — a button's title on several lines, as UILabel's numberOfLines and
 * lineBreakMode: bg_button_size_that_fits_width grows the height for the lines the title needs
 * at a width, bg_button_view.title_lines reports each with its frame, and with a limit on the
 * lines the last one is cut as its mode says.
 * Build: cc -std=c99 -Iinclude button_lines.c -lbuttongroup -lm
 */
#include "print_layout.h"

/* Prints the title's lines of `view`. */
static void print_lines(const bg_button_view *view) {
    for (uint32_t i = 0; i < view->title_line_count; i++)
        printf("  \"%s\" at y %5.1f%s\n", view->title_lines[i].text, view->title_lines[i].frame.y,
               view->title_lines[i].truncated ? " (cut)" : "");
}

int main(void) {
    static const double widths[] = {320, 200, 120};
    bg_button button = {0};
    bg_button_config config;
    bg_button_view view = {.struct_size = sizeof view};
    int ok = 0;

    EX_TRY(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Pay the invoice before the end of the month";
    config.content_insets = (bg_insets){8, 12, 8, 12};
    EX_TRY(bg_button_create((bg_theme){0}, &config, &button));
    EX_TRY(bg_button_set_provider(button, BG_PROVIDER_NONE, NULL));
    EX_TRY(bg_button_set_title_lines(button, 0, BG_LINE_BREAK_WORD_WRAP));
    for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
        bg_size size = {0, 0};
        EX_TRY(bg_button_size_that_fits_width(button, widths[i], &size));
        EX_TRY(bg_button_layout(button, size.width, size.height, 2, BG_DIRECTION_LTR, &view));
        printf("at most %g pt: %.1f x %.1f, %u lines\n", widths[i], size.width, size.height,
               (unsigned)view.title_line_count);
        print_lines(&view);
        if (view.title_truncated) goto done;
    }
    EX_TRY(bg_button_set_title_lines(button, 2, BG_LINE_BREAK_TRUNCATE_MIDDLE));
    EX_TRY(bg_button_layout(button, 140, 80, 2, BG_DIRECTION_LTR, &view));
    printf("two lines, cut in the middle:\n");
    print_lines(&view);
    ok = view.title_truncated && view.title_line_count == 2;
done:
    bg_button_free(button);
    return ok ? 0 : 1;
}
