/*
 * button_start.c — the ConfigurationBasedButton's "Start" code, as C:
 *
 *     var baseConfiguration = ButtonConfiguration()
 *     baseConfiguration.title = "Title"; .subtitle = "Subtitle"; .image = house.circle.fill
 *     baseConfiguration.imagePadding = 10
 *     baseConfiguration.contentInsets = .nondirectional(top: 10, left: 40, bottom: 10, right: 40)
 *     let button1 = ConfigurationBasedButton(baseConfiguration:, configurationProvider: Plain...) { tapped }
 *     let button2 = ConfigurationBasedButton(); button2.baseConfiguration = button1.baseConfiguration
 *     button1.isHighlighted = true
 *     let button3 = ConfigurationBasedButton(baseConfiguration: button1.effectiveConfiguration)
 *     button1.baseConfiguration.title = "Update Title"; .image = nil;
 *         .background?.fillColor = .white; .background?.cornerStyle = .capsule   // one update
 *
 * It prints what a host draws for each button, and how many updates the four changes made.
 * Build: cc -std=c99 -Iinclude button_start.c -lbuttongroup -lm
 */
#include "print_layout.h"

static bg_status tapped(void *user_data, bg_button button) {
    (void)button;
    printf("%s has been tapped\n", (const char *)user_data);
    return BG_OK;
}

static void updated(void *user_data, bg_button button) {
    (void)button;
    (*(int *)user_data)++;
}

/* Prints what a host draws for `button` at width x height. */
static int print_button(const char *name, bg_button button, double width, double height) {
    bg_button_view view = {.struct_size = sizeof view};
    if (!example_ok(bg_button_layout(button, width, height, 2, BG_DIRECTION_LTR, &view), "bg_button_layout", __FILE__, __LINE__))
        return 0;
    printf("%s (%.0f x %.0f, state 0x%x)\n", name, width, height, (unsigned)view.state);
    if (view.has_background)
        printf("  background  corner %.1f, fill %s%08X, stroke %s%08X width %.1f\n", view.corner_radius,
               view.has_fill ? "#" : "none ", view.has_fill ? (unsigned)view.fill_color : 0u,
               view.has_stroke ? "#" : "none ", view.has_stroke ? (unsigned)view.stroke_color : 0u, view.stroke_width);
    if (view.has_image)
        printf("  image       %-18s at (%5.1f, %5.1f) %4.1f x %4.1f, tint #%08X\n", view.image, view.image_frame.x,
               view.image_frame.y, view.image_frame.width, view.image_frame.height, (unsigned)view.foreground_color);
    if (view.title)
        printf("  title       %-18s at (%5.1f, %5.1f) %4.1f x %4.1f, #%08X\n", view.title, view.title_frame.x,
               view.title_frame.y, view.title_frame.width, view.title_frame.height, (unsigned)view.title_color);
    if (view.subtitle)
        printf("  subtitle    %-18s at (%5.1f, %5.1f) %4.1f x %4.1f, #%08X\n", view.subtitle, view.subtitle_frame.x,
               view.subtitle_frame.y, view.subtitle_frame.width, view.subtitle_frame.height, (unsigned)view.subtitle_color);
    return 1;
}

int main(void) {
    bg_button button1 = {0}, button2 = {0}, button3 = {0};
    bg_button_config base, copy = {.struct_size = sizeof copy};
    bg_size size;
    int updates = 0, ok = 0;
    uint64_t before = 0, after = 0;

    EX_TRY(bg_button_config_init((bg_theme){0}, &base));
    base.title = "Title";
    base.subtitle = "Subtitle";
    base.image = "house.circle.fill";
    base.image_padding = 10;
    base.directional_insets = 0;
    base.content_insets = (bg_insets){.top = 10, .left = 40, .bottom = 10, .right = 40};

    /* button1: the plain provider is every button's default; its action prints. */
    EX_TRY(bg_button_create((bg_theme){0}, &base, &button1));
    EX_TRY(bg_button_set_action(button1, tapped, "Button1", NULL));
    EX_TRY(bg_button_set_updated_callback(button1, updated, &updates, NULL));
    EX_TRY(bg_button_size_that_fits(button1, &size));
    if (!print_button("button1", button1, size.width, size.height)) goto done;

    /* button2.baseConfiguration = button1.baseConfiguration */
    EX_TRY(bg_button_create((bg_theme){0}, NULL, &button2));
    EX_TRY(bg_button_get_base_config(button1, &copy));
    EX_TRY(bg_button_set_base_config(button2, &copy));
    if (!print_button("button2", button2, size.width, size.height)) goto done;

    /* button1.isHighlighted = true; button3 from its effective configuration. */
    EX_TRY(bg_button_set_highlighted(button1, 1));
    EX_TRY(bg_button_get_effective_config(button1, &copy));
    EX_TRY(bg_button_create((bg_theme){0}, &copy, &button3));
    EX_TRY(bg_button_set_provider(button3, BG_PROVIDER_NONE, NULL));
    if (!print_button("button3 (button1's highlighted look)", button3, size.width, size.height)) goto done;
    EX_TRY(bg_button_set_highlighted(button1, 0));
    /* A finger down and up on button1 taps it (the press highlights it while down). */
    EX_TRY(bg_button_pointer(button1, BG_POINTER_DOWN, size.width / 2, size.height / 2, NULL));
    EX_TRY(bg_button_pointer(button1, BG_POINTER_UP, size.width / 2, size.height / 2, NULL)); /* prints: tapped */

    /* Four changes, coalesced into one update at the next read. */
    EX_TRY(bg_button_flush(button1, NULL));
    EX_TRY(bg_button_update_count(button1, &before));
    EX_TRY(bg_button_get_base_config(button1, &copy));
    copy.title = "Update Title";
    EX_TRY(bg_button_set_base_config(button1, &copy));
    copy.image = NULL;
    EX_TRY(bg_button_set_base_config(button1, &copy));
    copy.background.has_fill_color = 1;
    copy.background.fill_color = 0xFFFFFFFF;
    EX_TRY(bg_button_set_base_config(button1, &copy));
    copy.background.corner_style = BG_CORNER_CAPSULE;
    EX_TRY(bg_button_set_base_config(button1, &copy));
    EX_TRY(bg_button_size_that_fits(button1, &size)); /* this read runs the one update */
    if (!print_button("button1 after four changes", button1, size.width, size.height)) goto done;
    EX_TRY(bg_button_update_count(button1, &after));
    printf("four changes made %llu update (updated callback: %d calls in all)\n", (unsigned long long)(after - before), updates);
    ok = after - before == 1;

done:
    if (button1.id) bg_button_free(button1);
    if (button2.id) bg_button_free(button2);
    if (button3.id) bg_button_free(button3);
    return ok ? 0 : 1;
}
