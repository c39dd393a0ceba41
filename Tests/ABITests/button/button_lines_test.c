/*
 * button_lines_test.c — titles and subtitles on several lines (UILabel's numberOfLines and
 * lineBreakMode): the settings, the lines a view reports, the size that fits a width laying out
 * with nothing cut, the last line cut by its mode; bad settings refused with nothing changed.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "button/button_features.h"

static bg_button make_titled(const char *title, const char *subtitle) {
    bg_button_config config;
    bg_button button = {0};
    CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
    config.title = title;
    config.subtitle = subtitle;
    config.content_insets = (bg_insets){4, 6, 4, 6};
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
    CHECK_OK(bg_button_set_provider(button, BG_PROVIDER_NONE, NULL));
    CHECK_OK(bg_button_set_measure_callback(button, fixed_measure, NULL, NULL)); /* 8 pt a scalar, 20 high */
    return button;
}

static void test_settings_round_trip_and_bad_ones_change_nothing(void) {
    bg_button button = make_titled("Title", "Subtitle");
    uint32_t title_lines = 9, subtitle_lines = 9;
    int32_t title_mode = -1, subtitle_mode = -1;
    CHECK_OK(bg_button_get_lines(button, &title_lines, &title_mode, &subtitle_lines, &subtitle_mode));
    CHECK_EQ_INT(title_lines, 1);
    CHECK_EQ_INT(title_mode, BG_LINE_BREAK_TRUNCATE_TAIL);
    CHECK_OK(bg_button_set_title_lines(button, 0, BG_LINE_BREAK_WORD_WRAP));
    CHECK_OK(bg_button_set_subtitle_lines(button, 2, BG_LINE_BREAK_TRUNCATE_MIDDLE));
    CHECK_STATUS(bg_button_set_title_lines(button, 3, 6), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_button_set_title_lines(button, 3, -1), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_button_set_subtitle_lines(button, BG_MAX_ITEMS + 1, BG_LINE_BREAK_CLIP), BG_E_INVALID_ARGUMENT);
    CHECK_OK(bg_button_get_lines(button, &title_lines, &title_mode, &subtitle_lines, &subtitle_mode));
    CHECK_EQ_INT(title_lines, 0);
    CHECK_EQ_INT(title_mode, BG_LINE_BREAK_WORD_WRAP);
    CHECK_EQ_INT(subtitle_lines, 2);
    CHECK_EQ_INT(subtitle_mode, BG_LINE_BREAK_TRUNCATE_MIDDLE);
    CHECK_OK(bg_button_get_lines(button, NULL, NULL, NULL, NULL));
    CHECK_STATUS(bg_button_get_lines((bg_button){0}, NULL, NULL, NULL, NULL), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_button_size_that_fits_width(button, -1, &(bg_size){0, 0}), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_button_size_that_fits_width(button, 100, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_OK(bg_button_free(button));
}

/* At the size that fits a width, every line is whole, at any width. */
static void test_the_size_that_fits_a_width_lays_out_whole(void) {
    static const char *const titles[] = {"Pay the invoice before the end of the month", "東京都の天気予報、明日は晴れ。",
                                         "Mixed 日本語 and English", "Supercalifragilistic"};
    for (size_t t = 0; t < sizeof titles / sizeof titles[0]; t++) {
        bg_button button = make_titled(titles[t], "Due today");
        CHECK_OK(bg_button_set_title_lines(button, 0, BG_LINE_BREAK_TRUNCATE_TAIL));
        for (double width = 40; width <= 400; width += 29) {
            bg_size size = {0, 0};
            bg_button_view view;
            memset(&view, 0, sizeof view);
            view.struct_size = sizeof view;
            CHECK_OK(bg_button_size_that_fits_width(button, width, &size));
            CHECK_OK(bg_button_layout(button, size.width, size.height, 2, BG_DIRECTION_LTR, &view));
            CHECK_EQ_INT(view.title_truncated, 0);
            CHECK(view.title_line_count >= 1 && view.title_lines != NULL);
            CHECK_EQ_INT(view.subtitle_line_count, 0); /* one line as before: reported by `subtitle` */
            CHECK_STR(view.title, titles[t]);
            CHECK_EQ_DBL(view.title_frame.height, 20.0 * view.title_line_count);
            for (uint32_t i = 0; i < view.title_line_count; i++) {
                CHECK_EQ_INT(view.title_lines[i].truncated, 0);
                CHECK_EQ_DBL(view.title_lines[i].frame.y, view.title_frame.y + 20.0 * i);
                CHECK(view.title_lines[i].frame.x + view.title_lines[i].frame.width <= view.title_frame.x + view.title_frame.width + 1e-9);
            }
            if (width >= 200) CHECK(size.width <= width);
        }
        CHECK_OK(bg_button_free(button));
    }
}

static void test_the_last_line_is_cut_by_its_mode(void) {
    bg_button button = make_titled("aaa bbb ccc ddd eee", NULL); /* 8 pt a character */
    bg_button_view view;
    memset(&view, 0, sizeof view);
    view.struct_size = sizeof view;
    CHECK_OK(bg_button_set_title_lines(button, 2, BG_LINE_BREAK_TRUNCATE_HEAD));
    CHECK_OK(bg_button_layout(button, 12 + 60, 60, 1, BG_DIRECTION_LTR, &view)); /* 60 pt of room */
    CHECK_EQ_INT(view.title_line_count, 2);
    CHECK_STR(view.title_lines[0].text, "aaa bbb");
    CHECK_EQ_INT(view.title_lines[0].start, 0);
    CHECK_EQ_INT(view.title_lines[0].length, 7);
    CHECK_STR(view.title_lines[1].text, "\xE2\x80\xA6" "dd eee");
    CHECK_EQ_INT(view.title_lines[1].truncated, 1);
    CHECK_EQ_INT(view.title_lines[1].start + view.title_lines[1].length, 19);
    CHECK_EQ_INT(view.title_truncated, 1);
    CHECK_EQ_INT(view.title_lines[0].struct_size, sizeof(bg_text_line));
    CHECK_OK(bg_button_set_title_lines(button, 1, BG_LINE_BREAK_TRUNCATE_TAIL)); /* the one-line layout again */
    CHECK_OK(bg_button_layout(button, 12 + 60, 60, 1, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.title_line_count, 0);
    CHECK(view.title_lines == NULL);
    CHECK_EQ_INT(view.title_truncated, 1);
    CHECK_OK(bg_button_free(button));
}

void test_button_lines(void) {
    test_settings_round_trip_and_bad_ones_change_nothing();
    test_the_size_that_fits_a_width_lays_out_whole();
    test_the_last_line_is_cut_by_its_mode();
}
