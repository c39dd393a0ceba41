/*
 * dynamic_type_test.c — Dynamic Type through the C ABI: bg_text_style_size gives Apple's table,
 * bg_theme_with_content_size makes a theme with another category (every other token kept) and
 * bg_theme_content_size reads it back; fonts and a group's height scale with it, a button's size
 * that fits grows; bad input is refused and writes nothing. The golden cases are
 * Tests/Fixtures/group/dynamic_type_*.json and Tests/Fixtures/dynamic_type/button.json.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

static void test_text_style_sizes(void) {
    static const double body[] = {14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53};
    double points = -1;
    for (int32_t c = BG_CONTENT_SIZE_XSMALL; c <= BG_CONTENT_SIZE_ACCESSIBILITY5; c++) {
        CHECK_OK(bg_text_style_size(BG_TEXT_STYLE_BODY, c, &points));
        CHECK_EQ_DBL(points, body[c]);
    }
    CHECK_OK(bg_text_style_size(BG_TEXT_STYLE_LARGE_TITLE, BG_CONTENT_SIZE_LARGE, &points));
    CHECK_EQ_DBL(points, 34);
    CHECK_OK(bg_text_style_size(BG_TEXT_STYLE_FOOTNOTE, BG_CONTENT_SIZE_ACCESSIBILITY3, &points));
    CHECK_EQ_DBL(points, 33);
    points = -1;
    CHECK_STATUS(bg_text_style_size(BG_TEXT_STYLE_CAPTION2 + 1, BG_CONTENT_SIZE_LARGE, &points), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "style");
    CHECK_STATUS(bg_text_style_size(BG_TEXT_STYLE_BODY, BG_CONTENT_SIZE_ACCESSIBILITY5 + 1, &points),
                 BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "category");
    CHECK_EQ_DBL(points, -1); /* nothing written */
    CHECK_STATUS(bg_text_style_size(BG_TEXT_STYLE_BODY, BG_CONTENT_SIZE_LARGE, NULL), BG_E_INVALID_ARGUMENT);
}

/* The height of a one-item group made with `theme`. */
static double group_height(bg_theme theme) {
    bg_group group = {0};
    bg_item item = plain_item("Pay");
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_create(theme, NULL, &group));
    CHECK_OK(bg_group_update(group, &item, 1));
    CHECK_OK(bg_group_layout(group, 300, 2, BG_DIRECTION_LTR, &layout));
    double height = layout.size.height;
    CHECK_OK(bg_group_free(group));
    return height;
}

/* The width a button titled "Statements" needs in `theme`. */
static double button_width(bg_theme theme) {
    bg_button_config config;
    bg_button button = {0};
    bg_size size = {0, 0};
    CHECK_OK(bg_button_config_init(theme, &config));
    config.title = "Statements";
    CHECK_OK(bg_button_create(theme, &config, &button));
    CHECK_OK(bg_button_size_that_fits(button, &size));
    CHECK_OK(bg_button_free(button));
    return size.width;
}

static void test_a_theme_with_another_category(void) {
    bg_theme small = {0}, large = {0};
    int32_t category = -1;
    double value = 0;
    CHECK_OK(bg_theme_content_size((bg_theme){0}, &category));
    CHECK_EQ_INT(category, BG_CONTENT_SIZE_LARGE);
    CHECK_OK(bg_theme_with_content_size((bg_theme){0}, BG_CONTENT_SIZE_XSMALL, &small));
    CHECK_OK(bg_theme_with_content_size(small, BG_CONTENT_SIZE_ACCESSIBILITY3, &large));
    CHECK_OK(bg_theme_content_size(large, &category));
    CHECK_EQ_INT(category, BG_CONTENT_SIZE_ACCESSIBILITY3);
    CHECK_OK(bg_theme_number(large, "spacer/lg", &value));
    CHECK_EQ_DBL(value, 24); /* the rest kept */
    CHECK_OK(bg_theme_number(large, "typography/button/size", &value));
    CHECK_EQ_DBL(value, 16); /* the stated size; the font is scaled when a component reads it */
    CHECK_EQ_DBL(group_height(small), 48);
    CHECK_EQ_DBL(group_height((bg_theme){0}), 48);
    CHECK_EQ_DBL(group_height(large), 113); /* 48 x 40 / 17, rounded up */
    CHECK(button_width(small) < button_width((bg_theme){0}));
    CHECK(button_width((bg_theme){0}) < button_width(large));
    CHECK_OK(bg_theme_free(small));
    CHECK_OK(bg_theme_free(large));
}

static void test_bad_input_writes_nothing(void) {
    bg_theme out = {0}, loaded = {0};
    int32_t category = -1;
    CHECK_STATUS(bg_theme_with_content_size((bg_theme){0}, BG_CONTENT_SIZE_ACCESSIBILITY5 + 1, &out),
                 BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "category");
    CHECK_STATUS(bg_theme_with_content_size((bg_theme){0}, -1, &out), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_with_content_size((bg_theme){0}, BG_CONTENT_SIZE_LARGE, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_EQ_INT(out.id, 0);
    CHECK_OK(bg_theme_load("{}", 2, &loaded));
    CHECK_OK(bg_theme_free(loaded));
    CHECK_STATUS(bg_theme_with_content_size(loaded, BG_CONTENT_SIZE_LARGE, &out), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_theme_content_size(loaded, &category), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_theme_content_size((bg_theme){0}, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_EQ_INT(out.id, 0);
    CHECK_EQ_INT(category, -1);
}

/* A theme JSON sets the category too, and a name it does not know is a parse error. */
static void test_the_category_in_a_theme_json(void) {
    static const char ok_json[] = "{\"typography\": {\"contentSizeCategory\": \"accessibility1\"}}";
    static const char bad_json[] = "{\"typography\": {\"contentSizeCategory\": \"huge\"}}";
    bg_theme theme = {0};
    int32_t category = -1;
    CHECK_OK(bg_theme_load(ok_json, strlen(ok_json), &theme));
    CHECK_OK(bg_theme_content_size(theme, &category));
    CHECK_EQ_INT(category, BG_CONTENT_SIZE_ACCESSIBILITY1);
    CHECK_OK(bg_theme_free(theme));
    theme.id = 0;
    CHECK_STATUS(bg_theme_load(bad_json, strlen(bad_json), &theme), BG_E_PARSE);
    CHECK_CONTAINS(bg_last_error_message(), "typography/contentSizeCategory");
    CHECK_EQ_INT(theme.id, 0);
}

void test_dynamic_type(void) {
    test_text_style_sizes();
    test_a_theme_with_another_category();
    test_bad_input_writes_nothing();
    test_the_category_in_a_theme_json();
    STILL_WORKS();
}
