/* libFuzzer target: the fuzz input is decoded into a sequence of bg_button calls — create (plain
 * or label buttons), free, base configurations with hostile numbers, enums and strings, built-in
 * and host providers (that fail, answer nonsense, or try to change or free their button),
 * state changes, flushes, layouts, pointer events, activation, focus, accessibility, the view's
 * own properties (highlight, tint, content alignment, background image reference, decorations
 * of every shape, lines and line break modes, size that fits a width), callbacks that mutate or
 * free their button, stale and forged handles.
 *
 * Invariants checked on every input (abort() = a finding):
 *  - every call returns BG_OK or a known BG_E_* code, with a non-empty message on failure;
 *  - a result that succeeds can be read whole, its strings included, also when a callback the
 *    call ran freed a button (the read then fails instead: common.h, "Callbacks"); a layout has
 *    finite, non-negative frames and strings where it says so;
 *  - an out-struct larger than the library's keeps its struct_size and the bytes after it;
 *  - when everything is freed, every registered user_data has been destroyed exactly once. */
#include "fuzz_input.h"

enum { BUTTONS = 3 };

/* What a button callback does to its own button. */
static bg_status button_behave(int behavior, bg_button button) {
    if (depth > 2) return BG_OK;
    depth++;
    bg_status result = BG_OK;
    bg_button_view view = {.struct_size = sizeof view};
    bg_button_config config;
    switch (behavior) {
    case BEHAVE_FAIL: result = -1; break;
    case BEHAVE_UPDATE_SELF:
        bg_button_config_init((bg_theme){0}, &config);
        config.title = "replaced";
        check_status(bg_button_set_base_config(button, &config));
        break;
    case BEHAVE_FREE_SELF:
        check_status(bg_button_free(button));
        break;
    case BEHAVE_LAYOUT_SELF: check_status(bg_button_layout(button, 120, 40, 2, BG_DIRECTION_LTR, &view)); break;
    case BEHAVE_TAP_SELF: check_status(bg_button_activate(button)); break;
    default: break;
    }
    depth--;
    return result;
}

static bg_status on_action(void *user_data, bg_button button) {
    return button_behave(((callback_data *)user_data)->behavior, button);
}

static void on_updated(void *user_data, bg_button button) {
    (void)button_behave(((callback_data *)user_data)->behavior, button);
}

/* A host provider: behaves, and sometimes writes nonsense into the configuration. */
static bg_status on_provider(void *user_data, bg_button button, uint32_t state, bg_button_config *config) {
    int behavior = ((callback_data *)user_data)->behavior;
    if (behavior == BEHAVE_OK) return bg_button_plain_update(button, state, config);
    if (behavior == BEHAVE_UPDATE_SELF) config->image_padding = NAN;
    return button_behave(behavior, button);
}

static bg_status on_image(void *user_data, const char *image, bg_size *out) {
    if (!image) abort();
    switch (((callback_data *)user_data)->behavior) {
    case BEHAVE_FAIL: return -1;
    case BEHAVE_UPDATE_SELF: out->width = NAN; break;
    case BEHAVE_TAP_SELF: break; /* BG_OK without a size */
    case BEHAVE_LAYOUT_SELF: out->width = out->height = 0; break; /* the theme's icon size */
    default: out->width = out->height = 24; break;
    }
    return BG_OK;
}

static bg_status on_measure(void *user_data, const char *font, const char *text, size_t length, double max_width,
                            bg_size *out) {
    (void)font;
    (void)max_width;
    if (strlen(text) != length) abort();
    if (((callback_data *)user_data)->behavior == BEHAVE_FAIL) return -1;
    out->width = ((callback_data *)user_data)->behavior == BEHAVE_UPDATE_SELF ? -3 : 7.0 * (double)length;
    out->height = 18;
    return BG_OK;
}

static void take_config(input *in, bg_button_config *config, char strings[6][32]) {
    bg_button_config_init((bg_theme){0}, config);
    if (take_byte(in) == 9) config->struct_size = take_u32(in);
    config->title = take_string(in, strings[0]);
    config->subtitle = take_string(in, strings[1]);
    config->image = take_string(in, strings[2]);
    config->image_size = (bg_size){take_number(in), take_number(in)};
    config->title_font.family = take_byte(in) % 3 == 0 ? take_string(in, strings[3]) : NULL;
    config->title_font.size = take_number(in);
    config->title_font.weight = take_enum(in, 1000);
    config->has_title_color = take_byte(in) % 2;
    config->title_color = take_u32(in);
    config->shows_activity_indicator = take_byte(in) % 4 == 0;
    config->image_placement = take_enum(in, 6);
    config->title_alignment = take_enum(in, 6);
    config->directional_insets = take_byte(in) % 2;
    config->content_insets = (bg_insets){take_number(in), take_number(in), take_number(in), take_number(in)};
    config->image_padding = take_number(in);
    config->title_padding = take_number(in);
    config->has_background = take_byte(in) % 4 != 0;
    config->background.has_fill_color = take_byte(in) % 2;
    config->background.fill_color = take_u32(in);
    config->background.stroke_width = take_number(in);
    config->background.stroke_outset = take_number(in);
    config->background.corner_style = take_enum(in, 6);
    config->background.corner_radius = take_number(in);
    config->background.image_content_mode = take_enum(in, 4);
    config->background.visual_effect = take_string(in, strings[4]);
    config->background.image = take_string(in, strings[5]);
}

/* Reads every byte of `text` (NULL: none): a string a result points to must be whole. */
static void read_string(const char *text) {
    if (text && strlen(text) > BG_MAX_STRING_BYTES + 8) abort();
}

static void check_view(const bg_button_view *view) {
    read_string(view->title);
    read_string(view->subtitle);
    read_string(view->image);
    const bg_rect *frames[] = {&view->bounds, &view->title_frame, &view->subtitle_frame, &view->image_frame,
                               &view->stroke_frame, &view->label_background_frame};
    for (size_t i = 0; i < sizeof frames / sizeof frames[0]; i++)
        if (!isfinite(frames[i]->x) || !isfinite(frames[i]->y) || frames[i]->width < 0 || frames[i]->height < 0) abort();
    if (view->title_truncated && !view->title) abort();
    if (view->has_image && !view->image) abort();
    if (view->corner_radius < 0 || view->stroke_corner_radius < 0) abort();
}

static void set_callback(input *in, bg_button button) {
    uint8_t which = take_byte(in) % 5, clear = take_byte(in) % 4 == 0;
    callback_data *data = new_data(in);
    switch (which) {
    case 0: check_status(bg_button_set_action(button, clear ? NULL : on_action, data, destroy_data)); break;
    case 1: check_status(bg_button_set_updated_callback(button, clear ? NULL : on_updated, data, destroy_data)); break;
    case 2: check_status(bg_button_set_host_provider(button, clear ? NULL : on_provider, data, destroy_data)); break;
    case 3: check_status(bg_button_set_measure_callback(button, clear ? NULL : on_measure, data, destroy_data)); break;
    default: check_status(bg_button_set_image_measure_callback(button, clear ? NULL : on_image, data, destroy_data)); break;
    }
}

/* Decorations of the title or subtitle: ranges and numbers in and out of range, some elements
 * at a wrong struct_size (the whole array refused), NULL with a count. */
static void set_decorations(input *in, bg_button button) {
    bg_text_decoration decorations[4];
    uint32_t count = take_byte(in) % 5;
    for (uint32_t i = 0; i < count; i++) {
        bg_text_decoration_init(&decorations[i]);
        decorations[i].start = take_byte(in) % 16;
        decorations[i].length = take_byte(in) % 8;
        decorations[i].underline = take_enum(in, 2);
        decorations[i].strikethrough = take_enum(in, 2);
        decorations[i].has_background_color = take_byte(in) % 2;
        decorations[i].background_color = take_u32(in);
        decorations[i].kern = take_number(in);
        decorations[i].baseline_offset = take_number(in);
        /* A wrong size: any, on a later element; on the first (the stride) only a smaller one,
         * since a larger one would be a lie about the array's layout, not bad input. */
        if (take_byte(in) == 0)
            decorations[i].struct_size = i ? take_u32(in) : take_byte(in) % (uint32_t)sizeof decorations[0];
    }
    const bg_text_decoration *array = count || take_byte(in) % 2 ? decorations : NULL;
    check_status(take_byte(in) % 2 ? bg_button_set_title_decorations(button, array, count)
                                   : bg_button_set_subtitle_decorations(button, array, count));
}

/* The view's own properties: highlight, tint, content alignment, background image reference,
 * lines and line break modes, size that fits a width. */
static void set_view_property(input *in, bg_button button, char strings[6][32]) {
    bg_size size;
    uint32_t lines = 0;
    int32_t mode = 0;
    switch (take_byte(in) % 8) {
    case 0: check_status(bg_button_set_highlighted(button, take_byte(in) % 2)); break;
    case 1: check_status(bg_button_set_tint_color(button, take_byte(in) % 2, take_u32(in))); break;
    case 2: check_status(bg_button_set_content_alignment(button, take_enum(in, 6), take_enum(in, 4))); break;
    case 3: check_status(bg_button_set_background_image_href(button, take_string(in, strings[0]))); break;
    case 4: set_decorations(in, button); break;
    case 5: check_status(bg_button_set_title_lines(button, take_byte(in) % 5, take_enum(in, 6))); break;
    case 6: check_status(bg_button_set_subtitle_lines(button, take_byte(in) % 5, take_enum(in, 6))); break;
    default: {
        bg_status status = bg_button_size_that_fits_width(button, take_number(in), &size);
        check_status(status);
        if (status == BG_OK && !(isfinite(size.width) && isfinite(size.height) && size.width >= 0 && size.height >= 0))
            abort();
        check_status(bg_button_get_lines(button, &lines, &mode, NULL, NULL));
        break;
    }
    }
}

static void step(input *in, bg_button buttons[BUTTONS]) {
    uint8_t op = take_byte(in) % 18;
    unsigned slot = take_byte(in) % BUTTONS;
    bg_button button = buttons[slot];
    bg_button_view view = {.struct_size = sizeof view};
    bg_button_config config;
    char strings[6][32];
    int32_t out = 0;
    switch (op) {
    case 0: {
        bg_button created;
        bg_status status = take_byte(in) % 2 ? bg_button_create_with_label((bg_theme){0}, take_enum(in, 2), &created)
                                             : bg_button_create((bg_theme){0}, NULL, &created);
        check_status(status);
        if (status == BG_OK) {
            bg_button_free(buttons[slot]);
            buttons[slot] = created;
        }
        break;
    }
    case 1: check_status(bg_button_free(button)); break; /* stays as a stale handle */
    case 2: take_config(in, &config, strings); check_status(bg_button_set_base_config(button, &config)); break;
    case 3: {
        static const char *const styles[] = {"primaryOutline", "primaryFilled", "nope", NULL};
        check_status(bg_button_set_provider(button, take_enum(in, 3), styles[take_byte(in) % 4]));
        break;
    }
    case 4: set_callback(in, button); break;
    case 5: check_status(bg_button_set_enabled(button, take_byte(in) % 2)); break;
    case 6: check_status(bg_button_set_selected(button, take_byte(in) % 2)); break;
    case 7: check_status(bg_button_flush(button, &out)); break;
    case 8: { /* into a struct of a newer header, sometimes: its struct_size and tail untouched */
        struct {
            bg_button_view view;
            unsigned char tail[32];
        } newer;
        int larger = take_byte(in) % 2;
        memset(&newer, 0xA5, sizeof newer);
        newer.view.struct_size = (uint32_t)(sizeof newer.view + (larger ? sizeof newer.tail : 0));
        bg_status status = bg_button_layout(button, take_number(in), take_number(in), take_number(in), take_enum(in, 2),
                                            &newer.view);
        check_status(status);
        if (status == BG_OK) check_view(&newer.view);
        if (newer.view.struct_size != sizeof newer.view + (larger ? sizeof newer.tail : 0)) abort();
        for (size_t i = 0; i < sizeof newer.tail; i++)
            if (newer.tail[i] != 0xA5) abort();
        break;
    }
    case 9: check_status(bg_button_pointer(button, take_enum(in, 4), take_number(in), take_number(in), &out)); break;
    case 10: check_status(bg_button_activate(button)); break;
    case 11: check_status(bg_button_set_focus(button, take_byte(in) % 2, &out)); break;
    case 12: {
        bg_button_a11y node = {.struct_size = sizeof node};
        bg_status status = bg_button_get_accessibility(button, &node);
        check_status(status);
        if (status == BG_OK && !node.label) abort();
        if (status == BG_OK) {
            read_string(node.label);
            read_string(node.value);
            read_string(node.identifier);
        }
        break;
    }
    case 13: {
        bg_size size;
        check_status(bg_button_size_that_fits(button, &size));
        config.struct_size = sizeof config;
        bg_status status = bg_button_get_effective_config(button, &config);
        check_status(status);
        if (status == BG_OK) {
            read_string(config.title);
            read_string(config.subtitle);
            read_string(config.image);
        }
        break;
    }
    case 14: { /* a forged handle */
        bg_button forged = {((uint64_t)take_u32(in) << 32) | take_u32(in)};
        check_status(bg_button_layout(forged, 100, 40, 1, 0, &view));
        break;
    }
    case 15: { /* the picture of the latest layout */
        bg_svg svg = {.struct_size = sizeof svg};
        bg_status status = bg_button_svg(button, NULL, &svg);
        check_status(status);
        if (status == BG_OK && (!svg.text || strlen(svg.text) != svg.length)) abort();
        break;
    }
    case 16: set_view_property(in, button, strings); break;
    default:
        take_config(in, &config, strings);
        check_status(bg_button_plain_update(button, take_u32(in), &config));
        break;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    input in = {data, size};
    bg_button buttons[BUTTONS];
    registered = destroyed = 0;
    for (unsigned i = 0; i < BUTTONS; i++) check_status(bg_button_create((bg_theme){0}, NULL, &buttons[i]));
    for (int steps = 0; in.size > 0 && steps < 64; steps++) step(&in, buttons);
    for (unsigned i = 0; i < BUTTONS; i++) bg_button_free(buttons[i]);
    if (registered != destroyed) abort();
    return 0;
}
