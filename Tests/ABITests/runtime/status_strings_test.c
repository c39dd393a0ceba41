/*
 * status_strings_test.c — bg_status_string: every BG_* status code has its own static text that
 * starts with the code's name and explains it; unknown codes get a distinct non-empty text; and
 * the call does not touch the thread's last error.
 */
#include <stdint.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

static const struct { bg_status code; const char *name; } known_codes[] = {
    {BG_OK, "BG_OK"},
    {BG_E_INVALID_ARGUMENT, "BG_E_INVALID_ARGUMENT"},
    {BG_E_INVALID_HANDLE, "BG_E_INVALID_HANDLE"},
    {BG_E_INVALID_UTF8, "BG_E_INVALID_UTF8"},
    {BG_E_PARSE, "BG_E_PARSE"},
    {BG_E_BUFFER_TOO_SMALL, "BG_E_BUFFER_TOO_SMALL"},
    {BG_E_REENTRANT, "BG_E_REENTRANT"},
    {BG_E_CALLBACK, "BG_E_CALLBACK"},
    {BG_E_STATE, "BG_E_STATE"},
    {BG_E_NOT_FOUND, "BG_E_NOT_FOUND"},
    {BG_E_NO_MEMORY, "BG_E_NO_MEMORY"},
};
static const size_t known_count = sizeof known_codes / sizeof known_codes[0];

/* Each known code: its name, then ':' or the end, then an explanation; distinct; static. */
static void test_known_codes_are_named(void) {
    CHECK_EQ_INT(known_count, 11);
    for (size_t i = 0; i < known_count; i++) {
        const char *text = bg_status_string(known_codes[i].code);
        size_t len = strlen(known_codes[i].name);
        CHECK(text != NULL);
        /* Starts with the exact name, followed by a non-identifier character. */
        CHECK(text && strncmp(text, known_codes[i].name, len) == 0 && (text[len] == ':' || text[len] == '\0'));
        CHECK(text && strlen(text) > len + 2); /* and says something about it */
        for (size_t j = 0; j < i; j++) CHECK(text && strcmp(text, bg_status_string(known_codes[j].code)) != 0);
        CHECK(bg_status_string(known_codes[i].code) == text); /* static */
    }
}

/* Unknown codes: a non-empty text that is none of the known ones. */
static void test_unknown_codes(void) {
    static const bg_status unknown[] = {1, 42, -11, -100, INT32_MIN, INT32_MAX};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        const char *text = bg_status_string(unknown[i]);
        CHECK(text != NULL);
        CHECK(text && text[0] != '\0');
        for (size_t j = 0; j < known_count; j++) CHECK(text && strcmp(text, bg_status_string(known_codes[j].code)) != 0);
    }
}

/* bg_status_string does not touch the last error. */
static void test_status_string_keeps_last_error(void) {
    bg_group_free((bg_group){0});
    bg_status_string(BG_OK);
    CHECK(bg_last_error_message()[0] != '\0');
}

void test_status_strings(void) {
    test_known_codes_are_named();
    test_unknown_codes();
    test_status_string_keeps_last_error();
}
