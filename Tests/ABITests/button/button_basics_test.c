/*
 * button_basics_test.c — bg_button as its sample describes it: the "Start" code (button1 with a
 * base configuration and the plain provider, button2 from button1's base, button3 from
 * button1's effective configuration while highlighted, four changes coalesced into one
 * update), configurations as values, providers (none, plain, style presets, the host's with
 * chaining), the updated callback once per update, layout and size-that-fits, pointer,
 * activation, focus and accessibility; the label button (ButtonWithLabel).
 */
#include <math.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"
#include "button/button_features.h"

/* Counts what a button's callbacks did. */
typedef struct {
    int actions, updates, destroyed;
} button_probe;

static bg_status count_action(void *user_data, bg_button button) {
    (void)button;
    ((button_probe *)user_data)->actions++;
    return BG_OK;
}

static void count_update(void *user_data, bg_button button) {
    (void)button;
    ((button_probe *)user_data)->updates++;
}

static void count_destroy(void *user_data) {
    ((button_probe *)user_data)->destroyed++;
}

/* The sample's base configuration. */
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

static bg_button make_button(const bg_button_config *config) {
    bg_button button = {0};
    bg_button_create((bg_theme){0}, config, &button);
    bg_button_set_measure_callback(button, fixed_measure, NULL, NULL);
    return button;
}

static uint64_t updates_of(bg_button button) {
    uint64_t count = 0;
    bg_button_update_count(button, &count);
    return count;
}

static void test_empty_configuration(void) {
    bg_button_config config;
    memset(&config, 0xCD, sizeof config);
    CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
    CHECK_EQ_INT(config.struct_size, sizeof config);
    CHECK(config.title == NULL && config.subtitle == NULL && config.image == NULL);
    CHECK_EQ_INT(config.image_placement, BG_IMAGE_LEADING);
    CHECK_EQ_INT(config.title_alignment, BG_TITLE_ALIGN_AUTOMATIC);
    CHECK_EQ_INT(config.directional_insets, 1);
    CHECK_EQ_INT(config.has_background, 1);
    CHECK_EQ_INT(config.background.corner_style, BG_CORNER_NONE);
    CHECK_EQ_INT(config.has_foreground_color, 0);
}

static void test_the_start_code(void) {
    button_probe probe1 = {0, 0, 0};
    bg_button_config base = start_config();
    bg_button button1 = make_button(&base), button2 = make_button(NULL), button3;
    bg_button_view view = {.struct_size = sizeof view};
    bg_button_config copy = {.struct_size = sizeof copy}, effective = {.struct_size = sizeof effective};
    uint32_t tint = 0x1E5BD7FF;
    CHECK_OK(bg_button_set_action(button1, count_action, &probe1, count_destroy));
    CHECK_OK(bg_button_set_updated_callback(button1, count_update, &probe1, NULL));

    /* button2.baseConfiguration = button1.baseConfiguration */
    CHECK_OK(bg_button_get_base_config(button1, &copy));
    CHECK_STR(copy.title, "Title");
    CHECK_OK(bg_button_set_base_config(button2, &copy));
    CHECK_OK(bg_button_get_effective_config(button2, &effective));
    CHECK_STR(effective.subtitle, "Subtitle");
    CHECK_EQ_DBL(effective.content_insets.left, 40);

    /* button1.isHighlighted = true; button3 = ConfigurationBasedButton(baseConfiguration: button1.effectiveConfiguration) */
    CHECK_OK(bg_button_layout(button1, 240, 60, 2, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_button_pointer(button1, BG_POINTER_DOWN, 120, 30, NULL));
    CHECK_OK(bg_button_get_effective_config(button1, &effective));
    CHECK_EQ_INT(effective.has_foreground_color, 1);
    CHECK_EQ_INT(effective.foreground_color, (tint & 0xFFFFFF00u) | 0xBF); /* alpha 0xFF x 0.75 */
    CHECK_OK(bg_button_create((bg_theme){0}, &effective, &button3));
    CHECK_OK(bg_button_set_provider(button3, BG_PROVIDER_NONE, NULL));
    CHECK_OK(bg_button_get_effective_config(button3, &copy));
    CHECK_EQ_INT(copy.foreground_color, effective.foreground_color);
    CHECK_OK(bg_button_pointer(button1, BG_POINTER_CANCEL, 120, 30, NULL));
    CHECK_OK(bg_button_flush(button1, NULL));

    /* Four changes: one update. */
    uint64_t before = updates_of(button1);
    int told = probe1.updates;
    CHECK_OK(bg_button_get_base_config(button1, &copy));
    bg_button_config change = copy;
    change.title = "Update Title";
    CHECK_OK(bg_button_set_base_config(button1, &change));
    change.image = NULL;
    CHECK_OK(bg_button_set_base_config(button1, &change));
    change.background.has_fill_color = 1;
    change.background.fill_color = 0xFFFFFFFF;
    CHECK_OK(bg_button_set_base_config(button1, &change));
    change.background.corner_style = BG_CORNER_CAPSULE;
    CHECK_OK(bg_button_set_base_config(button1, &change));
    CHECK_EQ_INT(updates_of(button1), before);
    int32_t updated = 0;
    CHECK_OK(bg_button_flush(button1, &updated));
    CHECK_EQ_INT(updated, 1);
    CHECK_EQ_INT(updates_of(button1), before + 1);
    CHECK_EQ_INT(probe1.updates, told + 1);
    CHECK_OK(bg_button_flush(button1, &updated));
    CHECK_EQ_INT(updated, 0);
    CHECK_OK(bg_button_layout(button1, 240, 60, 2, BG_DIRECTION_LTR, &view));
    CHECK_STR(view.title, "Update Title");
    CHECK_EQ_INT(view.has_image, 0);
    CHECK_EQ_DBL(view.corner_radius, 30);
    CHECK_EQ_INT(view.fill_color, 0xFFFFFFFF);
    CHECK_EQ_INT(probe1.updates, told + 1); /* the layout had nothing left to update */

    CHECK_OK(bg_button_free(button1));
    CHECK_OK(bg_button_free(button2));
    CHECK_OK(bg_button_free(button3));
    CHECK_EQ_INT(probe1.destroyed, 1);
}

static void test_layout_and_size(void) {
    bg_button_config base = start_config();
    bg_button button = make_button(&base);
    bg_size size;
    bg_button_view view = {.struct_size = sizeof view};
    CHECK_OK(bg_button_size_that_fits(button, &size));
    /* 8 pt per scalar: image 20, padding 10, "Subtitle" 64; insets 40 + 40 and 10 + 10; texts 20 high. */
    CHECK_EQ_DBL(size.width, 40 + 20 + 10 + 64 + 40);
    CHECK_EQ_DBL(size.height, 10 + 40 + 10);
    CHECK_OK(bg_button_layout(button, size.width, size.height, 2, BG_DIRECTION_LTR, &view));
    CHECK_STR(view.title, "Title");
    CHECK_STR(view.subtitle, "Subtitle");
    CHECK_STR(view.image, "house.circle.fill");
    CHECK_EQ_INT(view.title_truncated, 0);
    CHECK_EQ_DBL(view.image_frame.x, 40);
    CHECK_EQ_DBL(view.title_frame.x, 70);
    CHECK_EQ_DBL(view.subtitle_frame.y, 30);
    CHECK_OK(bg_button_layout(button, size.width, size.height, 2, BG_DIRECTION_RTL, &view));
    CHECK_EQ_DBL(view.image_frame.x, size.width - 40 - 20);
    CHECK_OK(bg_button_layout(button, 140, 60, 1, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.title_truncated, 1);
    CHECK(strstr(view.subtitle, "\xE2\x80\xA6") != NULL);
    CHECK_OK(bg_button_free(button));
}

/* A host provider: the selected state gets the title "On", then the plain provider runs. */
static bg_status selected_title_provider(void *user_data, bg_button button, uint32_t state, bg_button_config *config) {
    (void)user_data;
    if (state & BG_STATE_SELECTED) config->title = "On";
    return bg_button_plain_update(button, state, config);
}

static bg_status failing_provider(void *user_data, bg_button button, uint32_t state, bg_button_config *config) {
    (void)user_data; (void)button; (void)state; (void)config;
    return -9;
}

static void test_providers(void) {
    bg_button_config base = start_config(), effective = {.struct_size = sizeof effective};
    bg_button button = make_button(&base);
    button_probe probe = {0, 0, 0};
    CHECK_OK(bg_button_set_provider(button, BG_PROVIDER_STYLE, "primaryOutline"));
    CHECK_OK(bg_button_get_effective_config(button, &effective));
    CHECK_EQ_INT(effective.background.stroke_color, 0x6E3FD8FF);
    CHECK_EQ_DBL(effective.background.stroke_width, 1);
    CHECK_EQ_INT(effective.background.corner_style, BG_CORNER_CAPSULE);
    CHECK_STATUS(bg_button_set_provider(button, BG_PROVIDER_STYLE, "nope"), BG_E_NOT_FOUND);
    CHECK_STATUS(bg_button_set_provider(button, 7, NULL), BG_E_INVALID_ARGUMENT);

    CHECK_OK(bg_button_set_host_provider(button, selected_title_provider, &probe, count_destroy));
    CHECK_OK(bg_button_get_effective_config(button, &effective));
    CHECK_STR(effective.title, "Title");
    CHECK_OK(bg_button_set_selected(button, 1));
    CHECK_OK(bg_button_set_enabled(button, 0));
    CHECK_OK(bg_button_get_effective_config(button, &effective));
    CHECK_STR(effective.title, "On");
    CHECK_EQ_INT(effective.foreground_color, 0x1E5BD780); /* chained: dimmed x 0.5 */
    uint32_t state = 0;
    CHECK_OK(bg_button_get_state(button, &state));
    CHECK_EQ_INT(state, BG_STATE_SELECTED | BG_STATE_DISABLED);

    /* A failing provider: BG_E_CALLBACK, the effective configuration of before, the update pending. */
    uint64_t count = updates_of(button);
    CHECK_OK(bg_button_set_host_provider(button, failing_provider, NULL, NULL));
    CHECK_EQ_INT(probe.destroyed, 1);
    CHECK_STATUS(bg_button_get_effective_config(button, &effective), BG_E_CALLBACK);
    CHECK_CONTAINS(bg_last_error_message(), "-9");
    CHECK_STATUS(bg_button_flush(button, NULL), BG_E_CALLBACK);
    CHECK_EQ_INT(updates_of(button), count);
    CHECK_OK(bg_button_set_host_provider(button, NULL, NULL, NULL)); /* back to plain */
    CHECK_OK(bg_button_get_effective_config(button, &effective));
    CHECK_STR(effective.title, "Title");
    CHECK_OK(bg_button_free(button));
}

static void test_interaction_and_accessibility(void) {
    bg_button_config base = start_config();
    bg_button button = make_button(&base);
    button_probe probe = {0, 0, 0};
    bg_button_view view = {.struct_size = sizeof view};
    bg_button_a11y node = {.struct_size = sizeof node};
    int32_t fired = 7, focused = 7;
    CHECK_OK(bg_button_set_action(button, count_action, &probe, NULL));
    CHECK_STATUS(bg_button_pointer(button, BG_POINTER_DOWN, 1, 1, &fired), BG_E_STATE);
    CHECK_EQ_INT(fired, 7);
    CHECK_OK(bg_button_layout(button, 200, 60, 1, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_button_pointer(button, BG_POINTER_DOWN, 100, 30, &fired));
    CHECK_EQ_INT(fired, 0);
    CHECK_OK(bg_button_pointer(button, BG_POINTER_MOVE, 500, 30, &fired));
    CHECK_OK(bg_button_pointer(button, BG_POINTER_MOVE, 100, 30, &fired));
    CHECK_OK(bg_button_layout(button, 200, 60, 1, BG_DIRECTION_LTR, &view));
    CHECK(view.state & BG_STATE_HIGHLIGHTED);
    CHECK_OK(bg_button_pointer(button, BG_POINTER_UP, 100, 30, &fired));
    CHECK_EQ_INT(fired, 1);
    CHECK_EQ_INT(probe.actions, 1);
    CHECK_OK(bg_button_activate(button));
    CHECK_EQ_INT(probe.actions, 2);
    CHECK_OK(bg_button_set_focus(button, 1, &focused));
    CHECK_EQ_INT(focused, 1);
    CHECK_OK(bg_button_set_enabled(button, 0));
    CHECK_OK(bg_button_activate(button));
    CHECK_OK(bg_button_pointer(button, BG_POINTER_DOWN, 100, 30, NULL));
    CHECK_OK(bg_button_pointer(button, BG_POINTER_UP, 100, 30, &fired));
    CHECK_EQ_INT(fired, 0);
    CHECK_EQ_INT(probe.actions, 2); /* disabled never fires */

    CHECK_OK(bg_button_get_accessibility(button, &node));
    CHECK_STR(node.label, "Title");
    CHECK_STR(node.value, "Subtitle");
    CHECK_EQ_INT(node.enabled, 0);
    CHECK_EQ_DBL(node.frame.width, 200);
    CHECK_OK(bg_button_set_accessibility(button, "Home", "home-button"));
    CHECK_OK(bg_button_get_accessibility(button, &node));
    CHECK_STR(node.label, "Home");
    CHECK_STR(node.identifier, "home-button");
    CHECK_OK(bg_button_free(button));
}

/* ButtonWithLabel: a label on its own background, then the icon; one action for the whole. */
static void test_label_button(void) {
    bg_button info;
    bg_size size;
    bg_button_view view = {.struct_size = sizeof view};
    button_probe probe = {0, 0, 0};
    int32_t fired = 0;
    CHECK_OK(bg_button_create_with_label((bg_theme){0}, BG_LABEL_TYPE_INFO, &info));
    CHECK_OK(bg_button_set_measure_callback(info, fixed_measure, NULL, NULL));
    CHECK_OK(bg_button_set_action(info, count_action, &probe, NULL));
    CHECK_OK(bg_button_size_that_fits(info, &size));
    CHECK_EQ_DBL(size.width, 6 + 32 + 6 + 20); /* "Info" at 8 pt per scalar, its insets, the icon */
    CHECK_EQ_DBL(size.height, 6 + 20 + 6);
    CHECK_OK(bg_button_layout(info, size.width, size.height, 2, BG_DIRECTION_LTR, &view));
    CHECK_STR(view.title, "Info");
    CHECK_STR(view.image, "questionmark.circle");
    CHECK_EQ_INT(view.has_label_background, 1);
    CHECK_EQ_INT(view.label_background_color, 0xFFFFFFCC);
    CHECK_EQ_DBL(view.label_background_frame.x, 0);
    CHECK_EQ_DBL(view.label_background_frame.width, 44);
    CHECK_EQ_DBL(view.image_frame.x, 44);
    CHECK_EQ_INT(view.has_background, 0);
    for (int i = 0; i < 3; i++) {
        double x = i == 0 ? 2 : i == 1 ? size.width / 2 : size.width - 2;
        CHECK_OK(bg_button_pointer(info, BG_POINTER_DOWN, x, size.height / 2, NULL));
        CHECK_OK(bg_button_pointer(info, BG_POINTER_UP, x, size.height / 2, &fired));
        CHECK_EQ_INT(fired, 1);
    }
    CHECK_EQ_INT(probe.actions, 3);
    CHECK_OK(bg_button_free(info));
    CHECK_STATUS(bg_button_create_with_label((bg_theme){0}, 2, &info), BG_E_INVALID_ARGUMENT);
}

/* ButtonWithLabel with the built-in measurer, as the spec's stack: the label 18.625 (DejaVu Sans
 * 16) + 2 x 6 high, the 20-point icon not padded; at 1x its square background fills the height
 * and ends where the icon begins. */
static void test_label_button_height(void) {
    bg_button alert;
    bg_size size;
    bg_button_view view = {.struct_size = sizeof view};
    CHECK_OK(bg_button_create_with_label((bg_theme){0}, BG_LABEL_TYPE_ALERT, &alert));
    CHECK_OK(bg_button_size_that_fits(alert, &size));
    CHECK_EQ_DBL(size.height, 30.625);
    CHECK_OK(bg_button_layout(alert, ceil(size.width), ceil(size.height), 1, BG_DIRECTION_LTR, &view));
    CHECK_EQ_DBL(view.label_background_frame.y, 0);
    CHECK_EQ_DBL(view.label_background_frame.height, 31);
    CHECK_EQ_DBL(view.label_background_frame.x, 0);
    CHECK_EQ_DBL(view.label_background_frame.x + view.label_background_frame.width, view.image_frame.x);
    CHECK_OK(bg_button_layout(alert, ceil(size.width), ceil(size.height), 1, BG_DIRECTION_RTL, &view));
    CHECK_EQ_DBL(view.label_background_frame.x, view.image_frame.x + view.image_frame.width);
    CHECK_EQ_DBL(view.label_background_frame.x + view.label_background_frame.width, ceil(size.width));
    CHECK_OK(bg_button_free(alert));
}

/* An attributed title: runs measured in their own fonts, kept through get, clipped when truncated. */
static void test_attributed_title(void) {
    bg_button_config config, copy = {.struct_size = sizeof copy};
    bg_button button;
    bg_button_view view = {.struct_size = sizeof view};
    bg_size size;
    bg_text_run runs[1] = {{.start = 4, .length = 4, .font = {"Test", 20, 700, 0}, .has_color = 1, .color = 0xFF0000FF}};
    bg_button_config_init((bg_theme){0}, &config);
    config.title = "Pay $100 now";
    config.title_runs = runs;
    config.title_run_count = 1;
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
    CHECK_OK(bg_button_set_measure_callback(button, fixed_measure, NULL, NULL));
    CHECK_OK(bg_button_get_base_config(button, &copy));
    CHECK_EQ_INT(copy.title_run_count, 1);
    CHECK_EQ_INT(copy.title_runs[0].start, 4);
    CHECK_STR(copy.title_runs[0].font.family, "Test");
    CHECK_EQ_INT(copy.title_runs[0].color, 0xFF0000FF);
    CHECK_OK(bg_button_size_that_fits(button, &size));
    CHECK_EQ_DBL(size.width, 12 * 8); /* the fixed measurer ignores fonts: 8 pt per scalar */
    CHECK_OK(bg_button_layout(button, size.width, 40, 2, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.title_run_count, 1);
    CHECK_EQ_INT(view.title_runs[0].length, 4);
    CHECK_OK(bg_button_layout(button, 60, 40, 1, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.title_truncated, 1);
    CHECK_STR(view.title, "Pay $1\xE2\x80\xA6"); /* 60 pt: six scalars and the ellipsis (56 pt)... */
    CHECK_EQ_INT(view.title_run_count, 1);         /* ...the run keeps "$1" and takes the "…" */
    CHECK_EQ_INT(view.title_runs[0].start, 4);
    CHECK_EQ_INT(view.title_runs[0].length, 2 + 3);
    CHECK_OK(bg_button_free(button));
}

void test_button_basics(void) {
    test_empty_configuration();
    test_the_start_code();
    test_layout_and_size();
    test_providers();
    test_interaction_and_accessibility();
    test_label_button();
    test_label_button_height();
    test_attributed_title();
    test_button_view_properties();
    test_button_decorations();
    test_button_lines();
}
