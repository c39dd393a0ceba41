/*
 * version_test.c — bg_version_number and bg_version_string: the running library's version
 * matches the header's BG_VERSION_* macros, and the string is static text "MAJOR.MINOR.PATCH".
 */
#include <stdio.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

void test_version(void) {
    char expected[32];
    CHECK_EQ_INT(bg_version_number(), BG_VERSION_NUMBER);
    CHECK_EQ_INT(BG_VERSION_NUMBER, BG_VERSION_MAJOR * 10000 + BG_VERSION_MINOR * 100 + BG_VERSION_PATCH);
    snprintf(expected, sizeof expected, "%d.%d.%d", BG_VERSION_MAJOR, BG_VERSION_MINOR, BG_VERSION_PATCH);
    CHECK(bg_version_string() != NULL);
    CHECK_STR(bg_version_string(), expected);
    CHECK(bg_version_string() == bg_version_string()); /* static text */
}
