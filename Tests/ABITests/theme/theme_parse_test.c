/*
 * theme_parse_test.c — loading theme JSON: malformed JSON is BG_E_PARSE naming line and
 * column (the handle untouched; the given length is honoured), a mistyped token is BG_E_PARSE
 * naming its path, unknown keys load with warnings (bg_theme_copy_warnings: size query, too
 * small a buffer, one warning per line), and the built-in theme has none.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* Malformed JSON: BG_E_PARSE naming line and column. */
static void test_malformed_json(void) {
    static const char json[] = "{\n  \"spacer\": {\n    \"md\": 5,\n  }\n}";
    bg_theme theme = {0};
    bg_theme untouched = {12345};
    CHECK_STATUS(bg_theme_load(json, strlen(json), &untouched), BG_E_PARSE);
    CHECK_CONTAINS(bg_last_error_message(), "line");
    CHECK_CONTAINS(bg_last_error_message(), "column");
    CHECK_CONTAINS(bg_last_error_message(), "line 4");
    CHECK_EQ_INT(untouched.id, 12345);
    CHECK_STATUS(bg_theme_load("{\"a\": ", 6, &theme), BG_E_PARSE);
    CHECK_CONTAINS(bg_last_error_message(), "line 1");
    CHECK_STATUS(bg_theme_load("[1, 2]", 6, &theme), BG_E_PARSE);
    CHECK_STATUS(bg_theme_load("{} x", 4, &theme), BG_E_PARSE);
    /* The length is honoured: a valid prefix with garbage after it is fine. */
    CHECK_OK(bg_theme_load("{}garbage", 2, &theme));
    CHECK_OK(bg_theme_free(theme));
}

/* A mistyped token names its path. */
static void test_mistyped_token(void) {
    static const char json[] = "{\"spacer\": {\"md\": \"big\"}}";
    static const char json2[] = "{\"color\": {\"button\": {\"primary\": {\"default\": {\"background\": 12}}}}}";
    static const char json3[] = "{\"parameters\": {\"buttonGroup\": {\"layout\": {\"kind\": \"diagonal\"}}}}";
    bg_theme theme = {0};
    CHECK_STATUS(bg_theme_load(json, strlen(json), &theme), BG_E_PARSE);
    CHECK_CONTAINS(bg_last_error_message(), "spacer/md");
    CHECK_CONTAINS(bg_last_error_message(), "line 1");
    CHECK_STATUS(bg_theme_load(json2, strlen(json2), &theme), BG_E_PARSE);
    CHECK_CONTAINS(bg_last_error_message(), "color/button/primary/default/background");
    CHECK_STATUS(bg_theme_load(json3, strlen(json3), &theme), BG_E_PARSE);
    CHECK_CONTAINS(bg_last_error_message(), "parameters/buttonGroup/layout/kind");
}

/* Unknown keys: the load succeeds and the warnings list them; a buffer too small is refused
 * with the size needed and nothing written. */
static void test_unknown_keys_become_warnings(void) {
    static const char json[] = "{\"spacer\": {\"md\": 18, \"huge\": 99}, \"bogus\": true}";
    bg_theme theme = {0};
    double value = 0;
    size_t needed = 0;
    char buffer[512];
    CHECK_OK(bg_theme_load(json, strlen(json), &theme));
    CHECK_OK(bg_theme_number(theme, "spacer/md", &value));
    CHECK_EQ_DBL(value, 18);
    CHECK_STATUS(bg_theme_number(theme, "spacer/huge", &value), BG_E_NOT_FOUND);
    needed = 0;
    CHECK_OK(bg_theme_copy_warnings(theme, NULL, 0, &needed)); /* size only */
    CHECK(needed > 1);
    memset(buffer, 'x', sizeof buffer);
    {
        size_t small_needed = 0;
        CHECK_STATUS(bg_theme_copy_warnings(theme, buffer, needed - 1, &small_needed), BG_E_BUFFER_TOO_SMALL);
        CHECK_EQ_INT(small_needed, needed);
        CHECK(buffer[0] == 'x' && buffer[needed - 2] == 'x'); /* nothing written */
        CHECK_STATUS(bg_theme_copy_warnings(theme, buffer, 1, &small_needed), BG_E_BUFFER_TOO_SMALL);
        CHECK_STATUS(bg_theme_copy_warnings(theme, buffer, 0, &small_needed), BG_E_BUFFER_TOO_SMALL);
        CHECK(buffer[0] == 'x');
        CHECK_EQ_INT(small_needed, needed);
    }
    CHECK(needed <= sizeof buffer);
    CHECK_OK(bg_theme_copy_warnings(theme, buffer, needed, &needed));
    CHECK_EQ_INT(strlen(buffer) + 1, needed);
    CHECK_CONTAINS(buffer, "huge");
    CHECK_CONTAINS(buffer, "bogus");
    CHECK(strchr(buffer, '\n') != NULL); /* one warning per line */
    CHECK_OK(bg_theme_copy_warnings(theme, buffer, sizeof buffer, &needed)); /* larger is fine */
    CHECK_OK(bg_theme_free(theme));
}

/* No warnings: the empty string. */
static void test_builtin_theme_has_no_warnings(void) {
    size_t needed = 0;
    char buffer[1];
    CHECK_OK(bg_theme_copy_warnings((bg_theme){0}, NULL, 0, &needed));
    CHECK_EQ_INT(needed, 1);
    buffer[0] = 'x';
    CHECK_OK(bg_theme_copy_warnings((bg_theme){0}, buffer, 1, &needed));
    CHECK_EQ_INT(buffer[0], 0);
}

/* A text token holding \u0000: C would see only what comes before it. Refused, naming the path. */
static void test_nul_in_text_tokens(void) {
    static const char json[] = "{\"parameters\": {\"buttonGroup\": {\"moreIcon\": \"ic\\u0000evil\"}}}";
    bg_theme theme = {77};
    CHECK_STATUS(bg_theme_load(json, strlen(json), &theme), BG_E_PARSE);
    CHECK_CONTAINS(bg_last_error_message(), "parameters/buttonGroup/moreIcon");
    CHECK_CONTAINS(bg_last_error_message(), "NUL");
    CHECK_EQ_INT(theme.id, 77);
}

void test_theme_parsing(void) {
    test_malformed_json();
    test_nul_in_text_tokens();
    test_mistyped_token();
    test_unknown_keys_become_warnings();
    test_builtin_theme_has_no_warnings();
}
