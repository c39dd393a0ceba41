/*
 * button_with_label.c — the ButtonWithLabel sample (the info / alert preset of a UIKit-style
 * configuration button) as a navigation-bar item:
 *
 *     let infoButton = ButtonWithLabel(type: .info).with(action: showInfoView)
 *     navigationItem.rightBarButtonItem = UIBarButtonItem(customView: infoButton)
 *
 * The host asks the label button its intrinsic size, places it at the trailing end of a
 * 375-point navigation bar 44 points high, and draws the label's background, the label and
 * the icon. A press anywhere on it fires its one action.
 * Build: cc -std=c99 -Iinclude button_with_label.c -lbuttongroup -lm
 */
#include "print_layout.h"

static bg_status show_info_view(void *user_data, bg_button button) {
    (void)user_data;
    (void)button;
    printf("showInfoView()\n");
    return BG_OK;
}

int main(void) {
    bg_button info = {0}, alert = {0};
    bg_size size;
    bg_button_view view = {.struct_size = sizeof view};
    int32_t fired = 0;
    int ok = 0;
    const double bar_width = 375, bar_height = 44, margin = 16;

    EX_TRY(bg_button_create_with_label((bg_theme){0}, BG_LABEL_TYPE_INFO, &info));
    EX_TRY(bg_button_set_action(info, show_info_view, NULL, NULL));
    EX_TRY(bg_button_size_that_fits(info, &size));
    double x = bar_width - margin - size.width, y = (bar_height - size.height) / 2;
    printf("navigation bar %.0f x %.0f: info button %.1f x %.1f at (%.1f, %.1f)\n", bar_width, bar_height, size.width,
           size.height, x, y);
    EX_TRY(bg_button_layout(info, size.width, size.height, 3, BG_DIRECTION_LTR, &view));
    printf("  label background #%08X at (%.1f, %.1f) %.1f x %.1f\n", (unsigned)view.label_background_color,
           x + view.label_background_frame.x, y + view.label_background_frame.y, view.label_background_frame.width,
           view.label_background_frame.height);
    printf("  label \"%s\" at (%.1f, %.1f), color #%08X\n", view.title, x + view.title_frame.x, y + view.title_frame.y,
           (unsigned)view.title_color);
    printf("  icon  %s at (%.1f, %.1f) %.1f x %.1f\n", view.image, x + view.image_frame.x, y + view.image_frame.y,
           view.image_frame.width, view.image_frame.height);

    /* A tap on the icon, in the button's own coordinates. */
    EX_TRY(bg_button_pointer(info, BG_POINTER_DOWN, view.image_frame.x + 2, size.height / 2, NULL));
    EX_TRY(bg_button_pointer(info, BG_POINTER_UP, view.image_frame.x + 2, size.height / 2, &fired));

    EX_TRY(bg_button_create_with_label((bg_theme){0}, BG_LABEL_TYPE_ALERT, &alert));
    EX_TRY(bg_button_size_that_fits(alert, &size));
    EX_TRY(bg_button_layout(alert, size.width, size.height, 3, BG_DIRECTION_LTR, &view));
    printf("alert button %.1f x %.1f: \"%s\" and %s\n", size.width, size.height, view.title, view.image);
    ok = fired == 1;

done:
    if (info.id) bg_button_free(info);
    if (alert.id) bg_button_free(alert);
    return ok ? 0 : 1;
}
