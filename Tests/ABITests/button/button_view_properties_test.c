/*
 * button_view_properties_test.c — what a bg_button has as a view beside its configuration:
 * the highlight the host sets (the sample's `button1.isHighlighted = true`) sharing one flag
 * with a pointer press, the view's tint (a NULL stroke color takes it), and the content
 * alignment; what the background holds (image, visual effect, custom view) laid out and drawn;
 * bad values refused with nothing changed.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "button/button_features.h"

static bg_button make(const bg_button_config *config) {
    bg_button button = {0};
    CHECK_OK(bg_button_create((bg_theme){0}, config, &button));
    CHECK_OK(bg_button_set_measure_callback(button, fixed_measure, NULL, NULL));
    return button;
}

static bg_button_config start_config(void) {
    bg_button_config config;
    bg_button_config_init((bg_theme){0}, &config);
    config.title = "Title";
    config.subtitle = "Subtitle";
    config.image = "house.circle.fill";
    config.image_padding = 10;
    config.content_insets = (bg_insets){10, 40, 10, 40};
    return config;
}

static uint32_t state_of(bg_button button) {
    uint32_t state = 0;
    CHECK_OK(bg_button_get_state(button, &state));
    return state;
}

static void test_highlight(void) {
    bg_button_config config = start_config(), effective;
    bg_button button = make(&config);
    bg_button_view view;
    uint64_t before = 0, after = 0;
    CHECK_OK(bg_button_flush(button, NULL));
    CHECK_OK(bg_button_update_count(button, &before));
    CHECK_OK(bg_button_set_highlighted(button, 1));
    CHECK_OK(bg_button_set_highlighted(button, 0));
    CHECK_OK(bg_button_set_highlighted(button, 1));
    CHECK_EQ_INT(state_of(button), BG_STATE_HIGHLIGHTED);
    bg_button_config_init((bg_theme){0}, &effective);
    CHECK_OK(bg_button_get_effective_config(button, &effective));
    CHECK_OK(bg_button_update_count(button, &after));
    CHECK_EQ_INT(after, before + 1); /* three changes, one update */
    CHECK_EQ_INT(effective.has_foreground_color, 1); /* the plain provider dimmed the tint */
    CHECK_EQ_INT(effective.foreground_color & 0xFF, 0xBF);
    /* A press shares the flag: up inside ends the host's highlight. */
    memset(&view, 0, sizeof view);
    view.struct_size = sizeof view;
    CHECK_OK(bg_button_layout(button, 240, 60, 1, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_button_pointer(button, BG_POINTER_DOWN, 100, 30, NULL));
    CHECK_OK(bg_button_pointer(button, BG_POINTER_UP, 100, 30, NULL));
    CHECK_EQ_INT(state_of(button), 0);
    CHECK_OK(bg_button_free(button));
    CHECK_STATUS(bg_button_set_highlighted(button, 1), BG_E_INVALID_HANDLE);
}

static void test_tint(void) {
    bg_button_config config = start_config();
    bg_button button;
    bg_button_view view;
    int32_t own = -1;
    uint32_t tint = 0, theme_tint = 0;
    config.foreground_color = 0xFFFFFFFF;
    config.has_foreground_color = 1;
    config.background.stroke_width = 1;
    button = make(&config);
    CHECK_OK(bg_button_set_provider(button, BG_PROVIDER_NONE, NULL));
    CHECK_OK(bg_button_get_tint_color(button, &own, &theme_tint));
    CHECK_EQ_INT(own, 0);
    memset(&view, 0, sizeof view);
    view.struct_size = sizeof view;
    CHECK_OK(bg_button_layout(button, 240, 60, 1, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.stroke_color, theme_tint); /* not the foreground */
    CHECK_EQ_INT(view.foreground_color, 0xFFFFFFFF);
    CHECK_EQ_INT(view.tint_color, theme_tint);
    CHECK_OK(bg_button_set_tint_color(button, 1, 0x7B2CBFFF));
    CHECK_OK(bg_button_layout(button, 240, 60, 1, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.stroke_color, 0x7B2CBFFF);
    CHECK_EQ_INT(view.tint_color, 0x7B2CBFFF);
    CHECK_EQ_INT(view.foreground_color, 0xFFFFFFFF);
    CHECK_OK(bg_button_get_tint_color(button, NULL, &tint));
    CHECK_EQ_INT(tint, 0x7B2CBFFF);
    CHECK_STATUS(bg_button_get_tint_color(button, &own, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_OK(bg_button_set_tint_color(button, 0, 0x12345678));
    CHECK_OK(bg_button_get_tint_color(button, &own, &tint));
    CHECK_EQ_INT(own, 0);
    CHECK_EQ_INT(tint, theme_tint);
    CHECK_OK(bg_button_free(button));
}

static void test_content_alignment(void) {
    bg_button_config config = start_config();
    bg_button button = make(&config);
    bg_button_view view;
    int32_t h = -1, v = -1;
    CHECK_OK(bg_button_get_content_alignment(button, &h, &v));
    CHECK_EQ_INT(h, BG_CONTENT_H_CENTER);
    CHECK_EQ_INT(v, BG_CONTENT_V_CENTER);
    CHECK_OK(bg_button_set_content_alignment(button, BG_CONTENT_H_LEADING, BG_CONTENT_V_TOP));
    memset(&view, 0, sizeof view);
    view.struct_size = sizeof view;
    CHECK_OK(bg_button_layout(button, 300, 100, 1, BG_DIRECTION_LTR, &view));
    CHECK_EQ_DBL(view.content_frame.x, 40);
    CHECK_EQ_DBL(view.content_frame.y, 10);
    CHECK_EQ_DBL(view.content_frame.width, 94);
    CHECK_EQ_DBL(view.image_frame.x, 40);
    CHECK_OK(bg_button_layout(button, 300, 100, 1, BG_DIRECTION_RTL, &view));
    CHECK_EQ_DBL(view.content_frame.x, 166); /* leading is the right in RTL */
    CHECK_OK(bg_button_set_content_alignment(button, BG_CONTENT_H_FILL, BG_CONTENT_V_FILL));
    CHECK_OK(bg_button_layout(button, 300, 100, 1, BG_DIRECTION_LTR, &view));
    CHECK_EQ_DBL(view.content_frame.width, 220);
    CHECK_EQ_DBL(view.content_frame.height, 80);
    /* Bad values change nothing. */
    CHECK_STATUS(bg_button_set_content_alignment(button, 6, BG_CONTENT_V_TOP), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_button_set_content_alignment(button, BG_CONTENT_H_LEFT, -1), BG_E_INVALID_ARGUMENT);
    CHECK_OK(bg_button_get_content_alignment(button, &h, &v));
    CHECK_EQ_INT(h, BG_CONTENT_H_FILL);
    CHECK_EQ_INT(v, BG_CONTENT_V_FILL);
    CHECK_OK(bg_button_free(button));
}

/* A host built with the first header's bg_button_view gets those fields and nothing after. */
static void test_a_first_header_view_still_works(void) {
    bg_button_config config = start_config();
    bg_button button = make(&config);
    unsigned char bytes[sizeof(bg_button_view) + 8];
    bg_button_view *view = (bg_button_view *)(void *)bytes;
    size_t first = offsetof(bg_button_view, content_frame);
    memset(bytes, 0xAB, sizeof bytes);
    view->struct_size = (uint32_t)first;
    CHECK_OK(bg_button_layout(button, 240, 60, 1, BG_DIRECTION_LTR, view));
    CHECK_EQ_INT(bytes[first], 0xAB);
    CHECK_EQ_INT(bytes[sizeof bytes - 1], 0xAB);
    CHECK_STR(view->title, "Title");
    view->struct_size = (uint32_t)first - 8;
    CHECK_STATUS(bg_button_layout(button, 240, 60, 1, BG_DIRECTION_LTR, view), BG_E_INVALID_ARGUMENT);
    CHECK_OK(bg_button_free(button));
}

static bg_status photo_size(void *user_data, const char *image, bg_size *out) {
    (void)user_data;
    *out = strcmp(image, "photo") == 0 ? (bg_size){16, 12} : (bg_size){0, 0};
    return BG_OK;
}

/* The background's image, visual effect and custom view get frames (the image's by its content
 * mode from the image measurer's size) and are drawn clipped to the background; the host's
 * reference becomes the picture's <image>. */
static void test_background_content(void) {
    bg_button_config config;
    bg_button button;
    bg_button_view view;
    bg_svg svg = {.struct_size = sizeof svg};
    bg_button_config_init((bg_theme){0}, &config);
    config.title = "Title";
    config.has_background = 1;
    config.background.image = "photo";
    config.background.image_content_mode = BG_CONTENT_MODE_BOTTOM_RIGHT;
    config.background.visual_effect = "systemMaterial";
    config.background.has_custom_view = 1;
    config.background.custom_view_size = (bg_size){30, 10};
    button = make(&config);
    CHECK_OK(bg_button_set_image_measure_callback(button, photo_size, NULL, NULL));
    memset(&view, 0, sizeof view);
    view.struct_size = sizeof view;
    CHECK_OK(bg_button_layout(button, 120, 44, 2, BG_DIRECTION_RTL, &view));
    CHECK_STR(view.background_image, "photo");
    CHECK_EQ_DBL(view.background_image_frame.x, 104); /* bottom right, physical in RTL too */
    CHECK_EQ_DBL(view.background_image_frame.y, 32);
    CHECK_EQ_DBL(view.background_image_frame.width, 16);
    CHECK_STR(view.visual_effect, "systemMaterial");
    CHECK_EQ_DBL(view.visual_effect_frame.width, 120);
    CHECK_EQ_INT(view.has_custom_view, 1);
    CHECK_EQ_DBL(view.custom_view_frame.x, 45);
    CHECK_EQ_DBL(view.custom_view_frame.y, 17);
    CHECK_OK(bg_button_svg(button, NULL, &svg));
    CHECK(strstr(svg.text, "bg-background-image-placeholder") != NULL);
    CHECK(strstr(svg.text, "class=\"bg-custom-view\"") != NULL);
    CHECK_STATUS(bg_button_set_background_image_href(button, "\xFF"), BG_E_INVALID_UTF8);
    CHECK_OK(bg_button_set_background_image_href(button, "photo.png"));
    CHECK_OK(bg_button_layout(button, 120, 44, 2, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_button_svg(button, NULL, &svg));
    CHECK(strstr(svg.text, "href=\"photo.png\"") != NULL);
    CHECK(strstr(svg.text, "placeholder") == NULL);
    config.background.image = NULL;
    config.background.visual_effect = NULL;
    config.background.has_custom_view = 0;
    CHECK_OK(bg_button_set_base_config(button, &config));
    CHECK_OK(bg_button_layout(button, 120, 44, 2, BG_DIRECTION_LTR, &view));
    CHECK(view.background_image == NULL && view.visual_effect == NULL);
    CHECK_EQ_INT(view.has_custom_view, 0);
    CHECK_EQ_DBL(view.background_image_frame.width, 0);
    CHECK_OK(bg_button_free(button));
}

void test_button_view_properties(void) {
    test_highlight();
    test_tint();
    test_content_alignment();
    test_a_first_header_view_still_works();
    test_background_content();
}
