/*
 * invalid_utf8_test.c — strings that are not UTF-8 (never valid, truncated, overlong,
 * surrogate, above U+10FFFF, lone continuation byte) in every string field of bg_item and of
 * bg_group_params, in token paths and in a theme document: BG_E_INVALID_UTF8 naming the field,
 * the refused items' user_data released, nothing created or changed. Valid multi-byte UTF-8
 * is accepted everywhere.
 */
#include <stdio.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

static const char *const bad[] = {
    "\xff",                 /* never valid */
    "Pay\xc3",              /* truncated sequence */
    "\xc0\xaf",             /* overlong */
    "\xed\xa0\x80",         /* UTF-16 surrogate */
    "\xf4\x90\x80\x80",     /* above U+10FFFF */
    "ok\x80",               /* lone continuation byte */
};
static const size_t bad_count = sizeof bad / sizeof bad[0];

/* Every string field of bg_item; the item is the second of two. Both items are released. */
static void test_item_fields(bg_group group) {
    static const char *const item_fields[] = {"title", "icon", "accessibility_label", "accessibility_identifier"};
    for (size_t b = 0; b < bad_count; b++) {
        for (int f = 0; f < 4; f++) {
            probe keep = make_probe("keep"), fresh = make_probe("fresh");
            bg_item items[2] = {probe_item("Fine", &keep, 0), probe_item("Also fine", &fresh, 0)};
            char field[64];
            if (f == 0) items[1].title = bad[b];
            if (f == 1) items[1].icon = bad[b];
            if (f == 2) items[1].accessibility_label = bad[b];
            if (f == 3) items[1].accessibility_identifier = bad[b];
            CHECK_STATUS(bg_group_update(group, items, 2), BG_E_INVALID_UTF8);
            snprintf(field, sizeof field, "items[1].%s", item_fields[f]);
            CHECK_CONTAINS(bg_last_error_message(), field);
            CHECK(keep.destroyed == 1 && fresh.destroyed == 1);
        }
    }
}

/* Every string field of bg_group_params, in create and in set_params. */
static void test_params_fields(bg_group group) {
    static const char *const param_fields[] = {"more_icon", "alert_title", "alert_message",
                                               "alert_cancel_button_title", "more_button_accessibility_label"};
    bg_group_params params;
    for (size_t b = 0; b < bad_count; b++) {
        for (int f = 0; f < 5; f++) {
            bg_group created = {0};
            CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
            if (f == 0) params.more_icon = bad[b];
            if (f == 1) params.alert_title = bad[b];
            if (f == 2) params.alert_message = bad[b];
            if (f == 3) params.alert_cancel_button_title = bad[b];
            if (f == 4) params.more_button_accessibility_label = bad[b];
            CHECK_STATUS(bg_group_create((bg_theme){0}, &params, &created), BG_E_INVALID_UTF8);
            CHECK_CONTAINS(bg_last_error_message(), param_fields[f]);
            CHECK(created.id == 0);
            CHECK_STATUS(bg_group_set_params(group, &params), BG_E_INVALID_UTF8);
            CHECK_CONTAINS(bg_last_error_message(), param_fields[f]);
        }
    }
}

/* Token paths. */
static void test_token_paths(void) {
    double value = 0;
    for (size_t b = 0; b < bad_count; b++) {
        CHECK_STATUS(bg_theme_number((bg_theme){0}, bad[b], &value), BG_E_INVALID_UTF8);
        CHECK_STATUS(bg_theme_color((bg_theme){0}, bad[b], &(uint32_t){0}), BG_E_INVALID_UTF8);
    }
}

/* A theme document that is not UTF-8. */
static void test_theme_document(void) {
    static const char json[] = "{\"parameters\": {\"buttonGroup\": {\"moreIcon\": \"\xff\"}}}";
    bg_theme theme = {0};
    bg_status s = bg_theme_load(json, sizeof json - 1, &theme);
    CHECK(s == BG_E_INVALID_UTF8 || s == BG_E_PARSE);
    CHECK(theme.id == 0);
}

/* Valid multi-byte UTF-8 everywhere is fine, and the failed calls on `group` changed nothing. */
static void test_valid_utf8_accepted(bg_group group) {
    bg_group_params params;
    uint32_t count = 9;
    bg_item item = plain_item("Überweisung 💸");
    item.icon = "ic_日本";
    item.accessibility_label = "Geld überweisen";
    item.accessibility_identifier = "überweisung";
    CHECK_OK(bg_group_item_count(group, &count));
    CHECK_EQ_INT(count, 0);
    CHECK_OK(bg_group_update(group, &item, 1));
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    params.alert_title = "Aktionen …";
    CHECK_OK(bg_group_set_params(group, &params));
}

void test_invalid_utf8(void) {
    bg_group group = {0};
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    test_item_fields(group);
    test_params_fields(group);
    test_token_paths();
    test_theme_document();
    test_valid_utf8_accepted(group);
    CHECK_OK(bg_group_free(group));
    STILL_WORKS();
}
