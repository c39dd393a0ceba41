/*
 * button_bad_input_test.c — bg_button refuses bad input with a clear error and changes
 * nothing: NaN, negative or huge insets, paddings, sizes, stroke widths, font sizes and
 * weights; unknown enum values; invalid UTF-8; a wrong struct_size; a provider that fails,
 * answers nonsense, mutates or frees its button; dead handles. Destroy notifications run
 * exactly once, also for registrations that failed.
 */
#include <math.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

static bg_button_config valid_config(void) {
    bg_button_config config;
    bg_button_config_init((bg_theme){0}, &config);
    config.title = "Pay";
    return config;
}

/* Sets `config` and expects `status` with `field` in the message; the base stays "Pay". */
static void expect_refused(bg_button button, bg_button_config config, bg_status status, const char *field, int line) {
    bg_button_config base = {.struct_size = sizeof base};
    char what[160];
    bg_status got = bg_button_set_base_config(button, &config);
    const char *message = bg_last_error_message();
    snprintf(what, sizeof what, "line %d: %s refused with %d (got %d: %s)", line, field, (int)status, (int)got, message);
    check_record(got == status && strstr(message, field) != NULL, __FILE__, line, what);
    bg_button_get_base_config(button, &base);
    check_record(base.title != NULL && strcmp(base.title, "Pay") == 0, __FILE__, line, "the base configuration is unchanged");
}

#define REFUSED(mutation, status, field)                          \
    do {                                                         \
        bg_button_config config = valid_config();                \
        mutation;                                                \
        expect_refused(button, config, status, field, __LINE__); \
    } while (0)

static void test_bad_configurations(void) {
    bg_button button;
    bg_button_config base = valid_config();
    CHECK_OK(bg_button_create((bg_theme){0}, &base, &button));
    REFUSED(config.content_insets.top = NAN, BG_E_INVALID_ARGUMENT, "content_insets.top");
    REFUSED(config.content_insets.right = -1, BG_E_INVALID_ARGUMENT, "content_insets.right");
    REFUSED(config.content_insets.left = 1e300, BG_E_INVALID_ARGUMENT, "content_insets.left");
    REFUSED(config.image_padding = -0.5, BG_E_INVALID_ARGUMENT, "image_padding");
    REFUSED(config.title_padding = INFINITY, BG_E_INVALID_ARGUMENT, "title_padding");
    REFUSED((config.image = "x", config.image_size.width = NAN), BG_E_INVALID_ARGUMENT, "image_size.width");
    REFUSED((config.title_font.family = "Serif", config.title_font.size = 0, config.title_font.weight = 400),
            BG_E_INVALID_ARGUMENT, "title_font.size");
    REFUSED((config.title_font.family = "Serif", config.title_font.size = 12, config.title_font.weight = 50),
            BG_E_INVALID_ARGUMENT, "title_font.weight");
    REFUSED(config.background.stroke_width = -1, BG_E_INVALID_ARGUMENT, "background.stroke_width");
    REFUSED(config.background.stroke_outset = NAN, BG_E_INVALID_ARGUMENT, "background.stroke_outset");
    REFUSED((config.background.corner_style = BG_CORNER_FIXED, config.background.corner_radius = -3),
            BG_E_INVALID_ARGUMENT, "background.corner_radius");
    REFUSED(config.image_placement = 6, BG_E_INVALID_ARGUMENT, "image_placement");
    REFUSED(config.title_alignment = -1, BG_E_INVALID_ARGUMENT, "title_alignment");
    REFUSED(config.background.corner_style = 99, BG_E_INVALID_ARGUMENT, "background.corner_style");
    REFUSED(config.background.image_content_mode = 13, BG_E_INVALID_ARGUMENT, "image_content_mode");
    REFUSED(config.subtitle = "\xC3\x28", BG_E_INVALID_UTF8, "subtitle");
    REFUSED(config.background.visual_effect = "\xFF", BG_E_INVALID_UTF8, "background.visual_effect");
    REFUSED(config.struct_size = 8, BG_E_INVALID_ARGUMENT, "struct_size");

    /* Styled runs of "Pay" (3 bytes) and of a title with a two-byte character. */
    bg_text_run runs[2] = {{.start = 0, .length = 2}, {.start = 1, .length = 2}};
    REFUSED((config.title_runs = runs, config.title_run_count = 2), BG_E_INVALID_ARGUMENT, "title_runs[1]"); /* overlaps */
    REFUSED((runs[1].start = 2, runs[1].length = 5, config.title_runs = runs, config.title_run_count = 2),
            BG_E_INVALID_ARGUMENT, "title_runs[1]"); /* beyond the text */
    REFUSED((runs[0].length = 0, config.title_runs = runs, config.title_run_count = 1), BG_E_INVALID_ARGUMENT,
            "title_runs[0]"); /* empty */
    REFUSED((config.title_runs = NULL, config.title_run_count = 1), BG_E_INVALID_ARGUMENT, "title_runs");
    bg_text_run split = {.start = 0, .length = 1}; /* ends inside the two bytes of "é" */
    REFUSED((config.subtitle = "\xC3\xA9t\xC3\xA9", config.subtitle_runs = &split, config.subtitle_run_count = 1),
            BG_E_INVALID_ARGUMENT, "splits a UTF-8 character");
    bg_text_run bad_font = {.start = 0, .length = 1, .font = {"Serif", -3, 400, 0}};
    REFUSED((config.title_runs = &bad_font, config.title_run_count = 1), BG_E_INVALID_ARGUMENT, "title_runs[0].font.size");

    bg_button_view view = {.struct_size = 4};
    CHECK_STATUS(bg_button_layout(button, 100, 40, 1, BG_DIRECTION_LTR, &view), BG_E_INVALID_ARGUMENT);
    view.struct_size = sizeof view;
    CHECK_STATUS(bg_button_layout(button, NAN, 40, 1, BG_DIRECTION_LTR, &view), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_button_layout(button, 100, -1, 1, BG_DIRECTION_LTR, &view), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_button_layout(button, 100, 40, 0, BG_DIRECTION_LTR, &view), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_button_layout(button, 100, 40, 1, 2, &view), BG_E_INVALID_ARGUMENT);
    CHECK_EQ_INT(view.bounds.width, 0); /* untouched */
    CHECK_OK(bg_button_layout(button, 100, 40, 1, BG_DIRECTION_LTR, &view));
    CHECK_STATUS(bg_button_pointer(button, 9, 1, 1, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_button_pointer(button, BG_POINTER_DOWN, NAN, 1, NULL), BG_E_INVALID_ARGUMENT);
    bg_button_config plain = valid_config();
    CHECK_STATUS(bg_button_plain_update(button, 0x100, &plain), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_button_set_base_config(button, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_button_create((bg_theme){0}, NULL, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_OK(bg_button_free(button));
}

/* ------------------------------------------------------------ hostile providers */

typedef struct {
    int mode; /* 0: NaN padding, 1: mutate own button, 2: free own button */
    bg_status inner;
    int destroyed;
} hostile_state;

static void destroy_hostile(void *user_data) {
    ((hostile_state *)user_data)->destroyed++;
}

static bg_status hostile_provider(void *user_data, bg_button button, uint32_t state, bg_button_config *config) {
    hostile_state *h = user_data;
    (void)state;
    switch (h->mode) {
    case 0: config->image_padding = NAN; break;
    case 1: {
        bg_button_config other = valid_config();
        h->inner = bg_button_set_base_config(button, &other);
        break;
    }
    default: h->inner = bg_button_free(button); break;
    }
    return BG_OK;
}

static void count_destroyed(void *user_data) {
    (*(int *)user_data)++;
}

static void test_hostile_providers(void) {
    bg_button button;
    bg_button_config base = valid_config(), effective = {.struct_size = sizeof effective};
    hostile_state h = {0, BG_OK, 0};
    CHECK_OK(bg_button_create((bg_theme){0}, &base, &button));
    CHECK_OK(bg_button_set_host_provider(button, hostile_provider, &h, destroy_hostile));
    CHECK_STATUS(bg_button_get_effective_config(button, &effective), BG_E_CALLBACK);
    CHECK_CONTAINS(bg_last_error_message(), "image_padding");
    h.mode = 1;
    CHECK_OK(bg_button_get_effective_config(button, &effective));
    CHECK_EQ_INT(h.inner, BG_E_REENTRANT);
    h.mode = 2;
    CHECK_OK(bg_button_set_selected(button, 1));
    CHECK_OK(bg_button_flush(button, NULL)); /* the provider frees its button: the handle dies at once */
    CHECK_EQ_INT(h.inner, BG_E_REENTRANT);   /* freeing is a mutation: refused from inside the provider */
    CHECK_OK(bg_button_free(button));
    CHECK_EQ_INT(h.destroyed, 1);
    CHECK_STATUS(bg_button_flush(button, NULL), BG_E_INVALID_HANDLE);
}

static void test_dead_and_foreign_handles(void) {
    bg_button button;
    bg_group group;
    bg_button_config config = valid_config();
    bg_button_view view = {.struct_size = sizeof view};
    bg_button_a11y node = {.struct_size = sizeof node};
    bg_size size = {7, 7};
    uint64_t count = 7;
    uint32_t state = 7;
    int destroyed = 0;
    CHECK_OK(bg_button_create((bg_theme){0}, NULL, &button));
    CHECK_OK(bg_button_free(button));
    CHECK_STATUS(bg_button_free(button), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_set_base_config(button, &config), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_get_base_config(button, &config), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_get_effective_config(button, &config), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_set_provider(button, BG_PROVIDER_PLAIN, NULL), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_set_enabled(button, 1), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_set_selected(button, 1), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_get_state(button, &state), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_flush(button, NULL), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_update_count(button, &count), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_size_that_fits(button, &size), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_layout(button, 100, 40, 1, BG_DIRECTION_LTR, &view), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_pointer(button, BG_POINTER_DOWN, 1, 1, NULL), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_activate(button), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_set_focus(button, 1, NULL), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_get_accessibility(button, &node), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_set_accessibility(button, "x", NULL), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_plain_update(button, 0, &config), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_set_action(button, NULL, &destroyed, count_destroyed), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_set_updated_callback(button, NULL, &destroyed, count_destroyed), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_set_host_provider(button, NULL, &destroyed, count_destroyed), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_set_measure_callback(button, NULL, &destroyed, count_destroyed), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_set_image_measure_callback(button, NULL, &destroyed, count_destroyed), BG_E_INVALID_HANDLE);
    CHECK_EQ_INT(destroyed, 5); /* every refused registration released its user_data once */
    CHECK(size.width == 7 && count == 7 && state == 7 && view.bounds.width == 0);
    /* A group handle is not a button, nor the reverse. */
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_STATUS(bg_button_flush((bg_button){group.id}, NULL), BG_E_INVALID_HANDLE);
    CHECK_OK(bg_button_create((bg_theme){0}, NULL, &button));
    CHECK_STATUS(bg_group_free((bg_group){button.id}), BG_E_INVALID_HANDLE);
    CHECK_OK(bg_group_free(group));
    CHECK_OK(bg_button_free(button));
}

/* The largest legal insets and paddings: what bg_button_size_that_fits returns (at most
 * BG_MAX_LENGTH each way), bg_button_layout accepts. */
static void test_the_largest_size_fits_a_layout(void) {
    bg_button_config config = valid_config();
    bg_button button;
    bg_button_view view = {.struct_size = sizeof view};
    bg_size size = {0, 0};
    config.subtitle = "Now";
    config.image = "house";
    config.image_placement = BG_IMAGE_TOP;
    config.content_insets = (bg_insets){BG_MAX_LENGTH, BG_MAX_LENGTH, BG_MAX_LENGTH, BG_MAX_LENGTH};
    config.image_padding = BG_MAX_LENGTH;
    config.title_padding = BG_MAX_LENGTH;
    config.directional_insets = 0;
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
    CHECK_OK(bg_button_size_that_fits(button, &size));
    CHECK_EQ_DBL(size.width, BG_MAX_LENGTH);
    CHECK_EQ_DBL(size.height, BG_MAX_LENGTH);
    CHECK_OK(bg_button_layout(button, size.width, size.height, 1, BG_DIRECTION_LTR, &view));
    CHECK_EQ_DBL(view.bounds.width, BG_MAX_LENGTH);
    CHECK_OK(bg_button_free(button));
}

void test_button_bad_input(void) {
    test_the_largest_size_fits_a_layout();
    test_bad_configurations();
    test_hostile_providers();
    test_dead_and_foreign_handles();
}
