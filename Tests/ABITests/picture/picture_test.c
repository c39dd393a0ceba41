/*
 * picture_test.c — bg_group_svg, bg_button_svg and bg_toolbar_svg: the SVG of the latest
 * layout, NUL-terminated with its length, the same bytes for the same layout; options (NULL,
 * overflow shown, padding, a newer header's larger struct); errors before the first layout,
 * for NULL or short structs, bad padding and stale handles, leaving *out untouched.
 */
#include <math.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "toolbar/toolbar_helpers.h"
#include "abi_suites.h"

static bg_svg new_svg(void) {
    bg_svg svg;
    memset(&svg, 0, sizeof svg);
    svg.struct_size = sizeof svg;
    return svg;
}

/* The text is an SVG document, NUL-terminated at `length`. */
static void check_document(const bg_svg *svg) {
    CHECK(svg->text != NULL);
    if (!svg->text) return;
    CHECK_EQ_INT(strlen(svg->text), svg->length);
    CHECK(strncmp(svg->text, "<svg xmlns=\"http://www.w3.org/2000/svg\"", 39) == 0);
    CHECK(strstr(svg->text, "</svg>\n") == svg->text + svg->length - 7);
}

static void test_group_picture(void) {
    static const char *const titles[] = {"One", "Two", "Three", "Four"};
    bg_group group = make_group(titles, 4);
    bg_svg svg = new_svg();
    CHECK_STATUS(bg_group_svg(group, NULL, &svg), BG_E_STATE);
    CHECK(svg.text == NULL);
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_layout(group, 360, 2, BG_DIRECTION_LTR, &layout));
    CHECK_OK(bg_group_svg(group, NULL, &svg));
    check_document(&svg);
    CHECK(strstr(svg.text, ">One</text>") && strstr(svg.text, ">Two</text>") && !strstr(svg.text, ">Three</text>"));
    char first[8192];
    CHECK(svg.length < sizeof first);
    memcpy(first, svg.text, svg.length + 1);
    CHECK_OK(bg_group_svg(group, NULL, &svg));
    CHECK(strcmp(first, svg.text) == 0); /* the same layout, the same bytes */

    bg_picture_options options;
    CHECK_OK(bg_picture_options_init(&options));
    CHECK_EQ_INT(options.struct_size, sizeof options);
    CHECK_EQ_DBL(options.padding, 8);
    CHECK_EQ_INT(options.background, 0xFFFFFFFFu);
    CHECK_EQ_INT(options.show_overflow, 0);
    options.show_overflow = 1;
    CHECK_OK(bg_group_svg(group, &options, &svg));
    CHECK(strstr(svg.text, ">Three</text>") && strstr(svg.text, ">Four</text>") && strstr(svg.text, ">Cancel</text>"));
    options.padding = 0;
    options.background = 0;
    CHECK_OK(bg_group_svg(group, &options, &svg));
    CHECK(strstr(svg.text, "width=\"100%\"") == NULL); /* no canvas fill */

    /* A newer header's larger options: the fields this library knows are read. */
    struct { bg_picture_options known; double future[4]; } newer;
    memset(&newer, 0xAB, sizeof newer);
    CHECK_OK(bg_picture_options_init(&newer.known));
    newer.known.struct_size = sizeof newer;
    CHECK_OK(bg_group_svg(group, &newer.known, &svg));
    CHECK(strcmp(first, svg.text) == 0);
    CHECK_OK(bg_group_free(group));
}

static void test_refused_calls_change_nothing(void) {
    static const char *const titles[] = {"One"};
    bg_group group = make_group(titles, 1);
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_layout(group, 200, 1, BG_DIRECTION_LTR, &layout));
    bg_svg svg = new_svg();
    bg_picture_options options;
    CHECK_OK(bg_picture_options_init(&options));
    options.padding = NAN;
    CHECK_STATUS(bg_group_svg(group, &options, &svg), BG_E_INVALID_ARGUMENT);
    options.padding = -1;
    CHECK_STATUS(bg_group_svg(group, &options, &svg), BG_E_INVALID_ARGUMENT);
    options.padding = 1e300;
    CHECK_STATUS(bg_group_svg(group, &options, &svg), BG_E_INVALID_ARGUMENT);
    CHECK(svg.text == NULL && svg.length == 0);
    CHECK_OK(bg_picture_options_init(&options));
    options.struct_size = 4;
    CHECK_STATUS(bg_group_svg(group, &options, &svg), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_svg(group, NULL, NULL), BG_E_INVALID_ARGUMENT);
    bg_svg short_svg = new_svg();
    short_svg.struct_size = 8;
    CHECK_STATUS(bg_group_svg(group, NULL, &short_svg), BG_E_INVALID_ARGUMENT);
    CHECK(short_svg.text == NULL);
    CHECK_STATUS(bg_picture_options_init(NULL), BG_E_INVALID_ARGUMENT);
    CHECK_OK(bg_group_free(group));
    CHECK_STATUS(bg_group_svg(group, NULL, &svg), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_svg((bg_button){0}, NULL, &svg), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_toolbar_svg((bg_toolbar){0}, NULL, &svg), BG_E_INVALID_HANDLE);
    CHECK(svg.text == NULL);
    STILL_WORKS();
}

static void test_button_picture(void) {
    bg_button_config config;
    CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Send";
    config.image = "share";
    bg_button button;
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
    bg_svg svg = new_svg();
    CHECK_STATUS(bg_button_svg(button, NULL, &svg), BG_E_STATE);
    bg_button_view view;
    memset(&view, 0, sizeof view);
    view.struct_size = sizeof view;
    CHECK_OK(bg_button_layout(button, 120, 44, 2, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_button_svg(button, NULL, &svg));
    check_document(&svg);
    CHECK(strstr(svg.text, ">Send</text>") != NULL);
    CHECK(strstr(svg.text, "M12 3v12") != NULL); /* the share icon's arrow */
    CHECK_OK(bg_button_free(button));
}

static void test_toolbar_picture(void) {
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    tb_four four;
    tb_four_groups(&four, NULL);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    bg_svg svg = new_svg();
    CHECK_STATUS(bg_toolbar_svg(toolbar, NULL, &svg), BG_E_STATE);
    bg_toolbar_view view = tb_view();
    CHECK_OK(tb_layout(toolbar, 180, BG_DIRECTION_LTR, &view));
    CHECK(view.overflowed_count > 0);
    bg_picture_options options;
    CHECK_OK(bg_picture_options_init(&options));
    options.show_overflow = 1;
    CHECK_OK(bg_toolbar_svg(toolbar, &options, &svg));
    check_document(&svg);
    CHECK(strstr(svg.text, "Overflow menu") != NULL);
    CHECK(strstr(svg.text, ">edit</text>") != NULL); /* the last group, overflowed first, listed by its label */
    CHECK_OK(bg_toolbar_free(toolbar));
}

void test_pictures(void) {
    test_group_picture();
    test_refused_calls_change_nothing();
    test_button_picture();
    test_toolbar_picture();
}
