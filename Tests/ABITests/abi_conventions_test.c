/*
 * abi_conventions_test.c — every convention of the C ABI (include/buttongroup.h), exhaustively:
 * versions, status strings, the per-thread last error, generational handles, argument
 * validation (NULL, UTF-8, numbers, enums, struct sizes), destroy notifications, reentrancy,
 * host callback failures, interaction (tap, action sheet, pointer, focus, navigation), threads
 * and themes.
 *
 * This file only runs the suites; each lives in its own file, by component and topic:
 *
 *   common/     check.h (the harness), abi_helpers.h/.c (event log, measurers, probes, host
 *               callbacks, make_group, STILL_WORKS, CHECK_DEAD_GROUP/THEME)
 *   runtime/    version, status strings, the last error
 *   group/      handles, NULL pointers, invalid UTF-8, invalid numbers and enums, measure
 *               cache, layout output, destroy notifications, reentrancy, callback failures,
 *               interaction, threads
 *   theme/      parsing and warnings, tokens, group parameters
 *
 * abi_suites.h lists the suites. The program prints one "N passed, N failed" line and exits
 * nonzero when a check failed. Build: see Tests/ABITests/abi.mk (make test-abi).
 */
#include "common/abi_helpers.h"
#include "abi_suites.h"

int main(void) {
    test_version();
    test_status_strings();
    test_last_error();

    test_handles();
    test_null_pointers();
    test_invalid_utf8();
    test_invalid_numbers_and_enums();
    test_measure_cache();
    test_layout_output();
    test_fast_paths();
    test_destroy_notifications();
    test_reentrancy();
    test_callback_failures();
    test_interaction();
    test_threads();

    test_theme_parsing();
    test_theme_tokens();
    test_theme_params();

    STILL_WORKS();
    return check_summary();
}
