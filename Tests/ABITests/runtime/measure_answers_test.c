/*
 * measure_answers_test.c — what the library makes of a measure callback's answer, for every
 * object that measures (common.h, bg_measure_fn; button.h, bg_image_measure_fn):
 *
 *  - an image measurer that fails (a failure status, a NaN, infinite or negative size) fails the
 *    button's call with BG_E_CALLBACK and keeps nothing: the next call at the same size asks
 *    again (a failure used to be cached as the theme's 20 x 20 icon for that size only);
 *  - 0 x 0 is an answer, the image has no size of its own: the theme's icon size;
 *  - the size handed to a measure callback (text or image, of a group, a button, a toolbar) is
 *    NaN until the callback writes it, so a callback that returns BG_OK without writing a size
 *    fails the call (BG_E_CALLBACK) instead of measuring 0 x 0.
 */
#include <math.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* An image measurer answering `answer` with `status`, counting its calls. */
typedef struct {
    int calls;
    bg_status status;
    bg_size answer;
    int writes; /* 0: returns without writing *out */
    double seen_width, seen_height; /* what *out held on entry */
} image_answer;

static bg_status answer_image(void *user_data, const char *image, bg_size *out) {
    image_answer *a = user_data;
    (void)image;
    a->calls++;
    a->seen_width = out->width;
    a->seen_height = out->height;
    if (a->writes) *out = a->answer;
    return a->status;
}

static bg_button image_button(image_answer *a) {
    bg_button_config config;
    bg_button button = {0};
    CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Home";
    config.image = "house";
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
    CHECK_OK(bg_button_set_measure_callback(button, fixed_measure, NULL, NULL));
    CHECK_OK(bg_button_set_image_measure_callback(button, answer_image, a, NULL));
    return button;
}

/* A failed image measure fails the call and is asked again at the same size. */
static void test_a_failed_image_measure_is_not_kept(void) {
    const bg_size failures[] = {{50, 50}, {NAN, 50}, {50, INFINITY}, {-1, 50}, {50, -0.5}};
    for (unsigned i = 0; i < sizeof failures / sizeof failures[0]; i++) {
        image_answer a = {0, i == 0 ? -1 : BG_OK, failures[i], 1, 0, 0};
        bg_button button = image_button(&a);
        bg_button_view view, before;
        bg_size size = {-1, -1};
        memset(&view, 0xAB, sizeof view);
        view.struct_size = sizeof view;
        before = view;
        CHECK_STATUS(bg_button_layout(button, 200, 60, 2, BG_DIRECTION_LTR, &view), BG_E_CALLBACK);
        CHECK_CONTAINS(bg_last_error_message(), "image measure");
        CHECK(memcmp(&view, &before, sizeof view) == 0);
        CHECK_STATUS(bg_button_size_that_fits(button, &size), BG_E_CALLBACK);
        CHECK_EQ_DBL(size.width, -1);
        int asked = a.calls;
        /* The host's image is ready now: the same size asks again and gets it. */
        a.status = BG_OK;
        a.answer = (bg_size){50, 50};
        CHECK_OK(bg_button_layout(button, 200, 60, 2, BG_DIRECTION_LTR, &view));
        CHECK(a.calls > asked);
        CHECK_EQ_DBL(view.image_frame.width, 50);
        CHECK_EQ_DBL(view.image_frame.height, 50);
        CHECK_OK(bg_button_layout(button, 201, 60, 2, BG_DIRECTION_LTR, &view));
        CHECK_EQ_DBL(view.image_frame.width, 50);
        CHECK_OK(bg_button_free(button));
    }
}

/* 0 x 0: the image has no size of its own, the theme's icon size is used (and kept). */
static void test_zero_means_the_theme_icon_size(void) {
    image_answer a = {0, BG_OK, {0, 0}, 1, 0, 0};
    bg_button button = image_button(&a);
    bg_button_view view = {.struct_size = sizeof view};
    double icon = 0;
    CHECK_OK(bg_theme_number((bg_theme){0}, "button/iconSize", &icon));
    CHECK_OK(bg_button_layout(button, 200, 60, 2, BG_DIRECTION_LTR, &view));
    CHECK(icon > 0);
    CHECK_EQ_DBL(view.image_frame.width, icon);
    CHECK_EQ_DBL(view.image_frame.height, icon);
    CHECK_OK(bg_button_free(button));
}

/* An image measurer that says BG_OK without writing a size: a failure; it saw NaN. */
static void test_an_unwritten_image_size_fails(void) {
    image_answer a = {0, BG_OK, {50, 50}, 0, 0, 0};
    bg_button button = image_button(&a);
    bg_button_view view = {.struct_size = sizeof view};
    CHECK_STATUS(bg_button_layout(button, 200, 60, 2, BG_DIRECTION_LTR, &view), BG_E_CALLBACK);
    CHECK(a.calls >= 1);
    CHECK(isnan(a.seen_width) && isnan(a.seen_height));
    CHECK_OK(bg_button_free(button));
}

/* A text measurer that writes nothing, and what it saw. */
typedef struct {
    int calls;
    double seen_width, seen_height;
} silent;

static bg_status measure_silently(void *user_data, const char *font, const char *text, size_t text_len,
                                  double max_width, bg_size *out) {
    silent *s = user_data;
    (void)font;
    (void)text;
    (void)text_len;
    (void)max_width;
    s->calls++;
    s->seen_width = out->width;
    s->seen_height = out->height;
    return BG_OK;
}

/* Every object's text measurer: BG_OK without a size is a failure (it saw NaN). */
static void test_an_unwritten_text_size_fails(void) {
    silent s = {0, 0, 0};
    bg_item item = plain_item("Pay");
    bg_group group;
    bg_layout layout = new_layout();
    bg_button button;
    bg_button_config config;
    bg_size size;
    bg_toolbar toolbar;
    bg_control_button control;
    bg_toolbar_item toolbar_item;
    bg_toolbar_view view = {.struct_size = sizeof view};

    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_set_measure_callback(group, measure_silently, &s, NULL));
    CHECK_OK(bg_group_update(group, &item, 1));
    CHECK_STATUS(bg_group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout), BG_E_CALLBACK);
    CHECK(s.calls >= 1 && isnan(s.seen_width) && isnan(s.seen_height));
    CHECK_OK(bg_group_free(group));

    s.calls = 0;
    CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Pay";
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
    CHECK_OK(bg_button_set_measure_callback(button, measure_silently, &s, NULL));
    CHECK_STATUS(bg_button_size_that_fits(button, &size), BG_E_CALLBACK);
    CHECK(s.calls >= 1 && isnan(s.seen_width) && isnan(s.seen_height));
    CHECK_OK(bg_button_free(button));

    s.calls = 0;
    CHECK_OK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar));
    CHECK_OK(bg_toolbar_set_measure_callback(toolbar, measure_silently, &s, NULL));
    CHECK_OK(bg_control_button_init(&control));
    control.title = "Share";
    CHECK_OK(bg_toolbar_item_init(&toolbar_item));
    toolbar_item.buttons = &control;
    toolbar_item.button_count = 1;
    CHECK_OK(bg_toolbar_set_items(toolbar, &toolbar_item, 1));
    CHECK_STATUS(bg_toolbar_layout(toolbar, 400, 2, BG_DIRECTION_LTR, &view), BG_E_CALLBACK);
    CHECK(s.calls >= 1 && isnan(s.seen_width) && isnan(s.seen_height));
    CHECK_OK(bg_toolbar_free(toolbar));
}

void test_measure_answers(void) {
    test_a_failed_image_measure_is_not_kept();
    test_zero_means_the_theme_icon_size();
    test_an_unwritten_image_size_fails();
    test_an_unwritten_text_size_fails();
}
