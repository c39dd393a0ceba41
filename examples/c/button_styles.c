/*
 * button_styles.c — the ConfigurationBasedButton sample's custom configuration provider (a
 * configuration update handler, in UIKit's terms) and every image placement:
 *
 *     class MyStyleButtonConfigurationProvider: PlainButtonConfigurationProvider {
 *         case primaryOutline   // purple stroke, capsule, insets 10/40, image padding 10
 *         case primaryFilled    // purple fill, white foreground, capsule
 *         override func update(_ configuration: inout ButtonConfiguration, ...) { ...; super.update(...) }
 *     }
 *
 * The two styles are theme presets (parameters/button/styles in the tokens); the provider
 * applies one, then the plain dimming. Then one button per image placement, showing where the
 * image, title and subtitle go.
 * Build: cc -std=c99 -Iinclude button_styles.c -lbuttongroup -lm
 */
#include "print_layout.h"

static int show(bg_button button, const char *name) {
    bg_size size;
    bg_button_view view = {.struct_size = sizeof view};
    if (!example_ok(bg_button_size_that_fits(button, &size), "size", __FILE__, __LINE__) ||
        !example_ok(bg_button_layout(button, size.width, size.height, 2, BG_DIRECTION_LTR, &view), "layout", __FILE__, __LINE__))
        return 0;
    printf("%-16s %5.1f x %4.1f", name, size.width, size.height);
    if (view.has_image) printf("  image (%5.1f, %4.1f)", view.image_frame.x, view.image_frame.y);
    printf("  title (%5.1f, %4.1f)  subtitle (%5.1f, %4.1f)", view.title_frame.x, view.title_frame.y,
           view.subtitle_frame.x, view.subtitle_frame.y);
    if (view.has_fill) printf("  fill #%08X", (unsigned)view.fill_color);
    if (view.has_stroke) printf("  stroke #%08X %.0f pt", (unsigned)view.stroke_color, view.stroke_width);
    printf("  corner %.1f, text #%08X\n", view.corner_radius, (unsigned)view.title_color);
    return 1;
}

int main(void) {
    static const char *const styles[] = {"primaryOutline", "primaryFilled"};
    static const char *const placements[] = {"leading", "trailing", "top", "left", "bottom", "right"};
    bg_button_config config;
    bg_button button = {0};
    int ok = 0;

    EX_TRY(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Title";
    config.subtitle = "Subtitle";
    config.image = "house.circle.fill";
    for (int i = 0; i < 2; i++) {
        EX_TRY(bg_button_create((bg_theme){0}, &config, &button));
        EX_TRY(bg_button_set_provider(button, BG_PROVIDER_STYLE, styles[i]));
        if (!show(button, styles[i])) goto done;
        EX_TRY(bg_button_set_enabled(button, 0)); /* super.update: the plain provider dims it */
        if (!show(button, "  disabled")) goto done;
        EX_TRY(bg_button_free(button));
        button.id = 0;
    }
    config.image_padding = 6;
    config.title_padding = 2;
    config.content_insets = (bg_insets){8, 12, 8, 12};
    for (int32_t placement = BG_IMAGE_LEADING; placement <= BG_IMAGE_RIGHT; placement++) {
        config.image_placement = placement;
        EX_TRY(bg_button_create((bg_theme){0}, &config, &button));
        if (!show(button, placements[placement])) goto done;
        EX_TRY(bg_button_free(button));
        button.id = 0;
    }
    ok = 1;

done:
    if (button.id) bg_button_free(button);
    return ok ? 0 : 1;
}
