/*
 * button_decorations_test.c — a bg_button's text decorations (underline, strikethrough, kern,
 * baseline offset, background color): set per range of the title and subtitle beside the
 * configuration's runs, coalesced, the kern counted in the size that fits and the truncation,
 * drawn by bg_button_svg; arrays read at their elements' struct_size; bad input refused with
 * nothing changed.
 */
#include <math.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "button/button_features.h"

static bg_button make_titled(const char *title, const char *subtitle) {
    bg_button_config config;
    bg_button button = {0};
    CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
    config.title = title;
    config.subtitle = subtitle;
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
    CHECK_OK(bg_button_set_provider(button, BG_PROVIDER_NONE, NULL));
    CHECK_OK(bg_button_set_measure_callback(button, fixed_measure, NULL, NULL));
    return button;
}

static bg_text_decoration decoration(uint32_t start, uint32_t length) {
    bg_text_decoration d;
    CHECK_OK(bg_text_decoration_init(&d));
    d.start = start;
    d.length = length;
    return d;
}

static bg_size fits(bg_button button) {
    bg_size size = {0, 0};
    CHECK_OK(bg_button_size_that_fits(button, &size));
    return size;
}

static void test_kern_widens_and_the_size_that_fits_shows_it_whole(void) {
    bg_button button = make_titled("Pay now", NULL);
    bg_text_decoration d = decoration(0, 3);
    bg_button_view view;
    uint64_t before = 0, after = 0;
    CHECK_EQ_DBL(fits(button).width, 7 * 8);
    CHECK_OK(bg_button_update_count(button, &before));
    d.kern = 2;
    d.underline = 1;
    CHECK_OK(bg_button_set_title_decorations(button, &d, 1));
    d.kern = 4;
    CHECK_OK(bg_button_set_title_decorations(button, &d, 1));
    CHECK_EQ_DBL(fits(button).width, 7 * 8 + 3 * 4); /* "Pay" kerned 4 after each letter */
    CHECK_OK(bg_button_update_count(button, &after));
    CHECK_EQ_INT(after, before + 1); /* two changes, one update */
    memset(&view, 0, sizeof view);
    view.struct_size = sizeof view;
    CHECK_OK(bg_button_layout(button, fits(button).width, 20, 2, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.title_truncated, 0);
    /* The view hands the decorations back with the stretch of the title each covers. */
    CHECK_EQ_INT(view.title_decoration_count, 1);
    CHECK_EQ_INT(view.subtitle_decoration_count, 0);
    CHECK(view.subtitle_decorations == NULL && view.subtitle_decoration_frames == NULL);
    CHECK_EQ_INT(view.title_decorations[0].struct_size, sizeof(bg_text_decoration));
    CHECK_EQ_INT(view.title_decorations[0].start, 0);
    CHECK_EQ_INT(view.title_decorations[0].length, 3);
    CHECK_EQ_INT(view.title_decorations[0].underline, 1);
    CHECK_EQ_DBL(view.title_decorations[0].kern, 4);
    CHECK_EQ_DBL(view.title_decoration_frames[0].x, view.title_frame.x);
    CHECK_EQ_DBL(view.title_decoration_frames[0].width, 3 * (8 + 4));
    CHECK_EQ_DBL(view.title_decoration_frames[0].height, view.title_frame.height);
    CHECK_OK(bg_button_layout(button, fits(button).width - 1, 20, 2, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.title_truncated, 1);
    CHECK_OK(bg_button_set_title_decorations(button, NULL, 0)); /* none again */
    CHECK_EQ_DBL(fits(button).width, 7 * 8);
    CHECK_OK(bg_button_free(button));
}

static void test_the_picture_draws_them(void) {
    bg_button button = make_titled("Pay now", "Due today");
    bg_text_decoration title[2] = {decoration(0, 3), decoration(4, 3)};
    bg_text_decoration subtitle = decoration(4, 5);
    bg_button_view view;
    bg_svg svg = {.struct_size = sizeof svg};
    title[0].underline = 1;
    title[0].has_background_color = 1;
    title[0].background_color = 0xFFEE00FF;
    title[1].strikethrough = 1;
    title[1].baseline_offset = -2.5;
    subtitle.kern = 1.5;
    CHECK_OK(bg_button_set_title_decorations(button, title, 2));
    CHECK_OK(bg_button_set_subtitle_decorations(button, &subtitle, 1));
    memset(&view, 0, sizeof view);
    view.struct_size = sizeof view;
    CHECK_OK(bg_button_layout(button, fits(button).width, fits(button).height, 2, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_button_svg(button, NULL, &svg));
    CHECK(strstr(svg.text, "text-decoration=\"underline\">Pay</tspan>") != NULL);
    CHECK(strstr(svg.text, "text-decoration=\"line-through\" baseline-shift=\"-2.5\">now</tspan>") != NULL);
    CHECK(strstr(svg.text, "letter-spacing=\"1.5\">today</tspan>") != NULL);
    CHECK(strstr(svg.text, "class=\"bg-text-background\"") != NULL);
    CHECK(strstr(svg.text, "fill=\"#ffee00\"") != NULL);
    CHECK_OK(bg_button_free(button));
}

/* A host built against a newer header: larger elements, read at their struct_size. */
static void test_an_array_is_read_at_its_elements_struct_size(void) {
    struct newer {
        bg_text_decoration d;
        double added_later;
    } items[2];
    bg_button button = make_titled("Pay now", NULL);
    memset(items, 0, sizeof items);
    items[0].d = decoration(0, 3);
    items[1].d = decoration(4, 3);
    items[0].d.struct_size = items[1].d.struct_size = sizeof items[0];
    items[0].d.kern = 1;
    items[1].d.kern = 2;
    items[0].added_later = items[1].added_later = NAN;
    CHECK_OK(bg_button_set_title_decorations(button, &items[0].d, 2));
    CHECK_EQ_DBL(fits(button).width, 7 * 8 + 3 * 1 + 3 * 2);
    CHECK_OK(bg_button_free(button));
}

/* Each bad input fails with BG_E_INVALID_ARGUMENT and leaves the decorations as they were. */
static void test_bad_input_changes_nothing(void) {
    bg_button button = make_titled("Café", NULL); /* 5 bytes: é is two */
    bg_text_decoration good = decoration(0, 3), bad[2];
    good.kern = 2;
    CHECK_OK(bg_button_set_title_decorations(button, &good, 1));
    const double kept = fits(button).width;
    CHECK_EQ_DBL(kept, 4 * 8 + 3 * 2);
    CHECK_STATUS(bg_button_set_title_decorations(button, NULL, 1), BG_E_INVALID_ARGUMENT);
    for (int which = 0; which < 11; which++) {
        bad[0] = decoration(0, 1);
        bad[1] = decoration(1, 2);
        switch (which) {
        case 0: bad[1].length = 0; break;                         /* empty */
        case 1: bad[1].length = 5; break;                         /* beyond the 5 bytes */
        case 2: bad[1].start = 0; break;                          /* overlapping */
        case 3: bad[1].start = 4; bad[1].length = 1; break;       /* splits é */
        case 4: bad[1].underline = 2; break;
        case 5: bad[1].strikethrough = -1; break;
        case 6: bad[1].kern = NAN; break;
        case 7: bad[1].baseline_offset = INFINITY; break;
        case 8: bad[1].kern = 1e12; break;
        case 9: bad[1].struct_size = sizeof(bg_text_decoration) + 8; break; /* differs from the first's */
        default: bad[0].struct_size = 4; break;                    /* too small */
        }
        CHECK_STATUS(bg_button_set_title_decorations(button, bad, 2), BG_E_INVALID_ARGUMENT);
        CHECK_EQ_DBL(fits(button).width, kept);
    }
    CHECK_STATUS(bg_button_set_subtitle_decorations(button, &good, 1), BG_E_INVALID_ARGUMENT); /* no subtitle */
    CHECK_STATUS(bg_text_decoration_init(NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_button_set_title_decorations((bg_button){0}, &good, 1), BG_E_INVALID_HANDLE);
    CHECK_OK(bg_button_free(button));
}

void test_button_decorations(void) {
    test_kern_widens_and_the_size_that_fits_shows_it_whole();
    test_the_picture_draws_them();
    test_an_array_is_read_at_its_elements_struct_size();
    test_bad_input_changes_nothing();
}
