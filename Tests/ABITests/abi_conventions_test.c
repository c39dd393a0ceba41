/*
 * abi_conventions_test.c — every convention of the C ABI (include/buttongroup.h), exhaustively:
 * versions, status strings, the per-thread last error, generational handles, argument
 * validation (NULL, UTF-8, numbers, enums, struct sizes), destroy notifications, reentrancy,
 * host callback failures, interaction (tap, action sheet, pointer, focus, navigation), threads,
 * control groups and toolbars, and themes.
 *
 * This file only runs the suites; each lives in its own file, by component and topic:
 *
 *   common/     check.h (the harness), abi_helpers.h/.c (event log, measurers, probes, host
 *               callbacks, make_group, STILL_WORKS, CHECK_DEAD_GROUP/THEME)
 *   runtime/    version, status strings, the last error, input size limits
 *   group/      handles, NULL pointers, invalid UTF-8, invalid numbers and enums, measure
 *               cache, layout output, fast paths, destroy notifications, reentrancy, callback
 *               failures, interaction, failed calls, sheet presentation, newer structs,
 *               rejected arrays, signed zeros, bidi truncation, frames within their size,
 *               threads, deferred releases
 *   button/     the configuration-based button: the sample's code, providers, layout, events
 *   toolbar/    control groups and toolbars: SwiftUI's Zoom group, styles, overflow and
 *               breakpoints, events and menus, bad input, callbacks, the fast paths (the
 *               result block, frames only, the call struct) (toolbar_helpers.h/.c)
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
    test_input_limits();
    test_freed_by_callback();
    test_measure_answers();
    test_out_structs();

    test_handles();
    test_null_pointers();
    test_invalid_utf8();
    test_invalid_numbers_and_enums();
    test_measure_cache();
    test_layout_output();
    test_kept_item();
    test_pictures();
    test_fast_paths();
    test_frames_buffer();
    test_destroy_notifications();
    test_reentrancy();
    test_callback_failures();
    test_interaction();
    test_failed_calls();
    test_sheet_presentation();
    test_newer_structs();
    test_rejected_arrays();
    test_signed_zero();
    test_bidi_truncation();
    test_frames_within_size();
    test_threads();
    test_deferred_release();

    test_button_basics();
    test_button_bad_input();
    test_button_reentrancy();

    test_toolbar_basics();
    test_toolbar_overflow();
    test_toolbar_events();
    test_toolbar_bad_input();
    test_toolbar_callbacks();
    test_toolbar_fast_paths();
    test_toolbar_frames_buffer();
    test_toolbar_features();

    test_theme_parsing();
    test_theme_tokens();
    test_theme_params();
    test_default_theme();
    test_icon_mirroring();
    test_dynamic_type();

    STILL_WORKS();
    return check_summary();
}
