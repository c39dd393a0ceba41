/*
 * abi_suites.h — the suites of abi_conventions_test, one per file; main() in
 * abi_conventions_test.c runs them in this order. A new file adds its suite here and there.
 */
#ifndef BG_ABI_SUITES_H
#define BG_ABI_SUITES_H

/* runtime/: what every object shares. */
void test_version(void);                   /* runtime/version_test.c */
void test_status_strings(void);            /* runtime/status_strings_test.c */
void test_last_error(void);                /* runtime/last_error_test.c */
void test_input_limits(void);              /* runtime/input_limits_test.c */
void test_freed_by_callback(void);         /* runtime/freed_by_callback_test.c */
void test_measure_answers(void);           /* runtime/measure_answers_test.c */
void test_out_structs(void);               /* runtime/out_structs_test.c */

/* group/: bg_group, and the argument conventions of every call. */
void test_handles(void);                   /* group/handles_test.c */
void test_null_pointers(void);             /* group/null_pointers_test.c */
void test_invalid_utf8(void);              /* group/invalid_utf8_test.c */
void test_invalid_numbers_and_enums(void); /* group/invalid_numbers_test.c */
void test_measure_cache(void);             /* group/measure_cache_test.c */
void test_layout_output(void);             /* group/layout_output_test.c */
void test_kept_item(void);                 /* group/kept_item_test.c */
void test_pictures(void);                  /* picture/picture_test.c */
void test_fast_paths(void);                /* group/fast_paths_test.c */
void test_frames_buffer(void);             /* group/frames_buffer_test.c */
void test_destroy_notifications(void);     /* group/destroy_notifications_test.c */
void test_reentrancy(void);                /* group/reentrancy_test.c */
void test_callback_failures(void);         /* group/callback_failures_test.c */
void test_interaction(void);               /* group/interaction_test.c */
void test_failed_calls(void);              /* group/failed_calls_test.c */
void test_sheet_presentation(void);        /* group/sheet_presentation_test.c */
void test_newer_structs(void);             /* group/newer_structs_test.c */
void test_rejected_arrays(void);           /* group/rejected_arrays_test.c */
void test_signed_zero(void);               /* group/signed_zero_test.c */
void test_bidi_truncation(void);           /* group/bidi_truncation_test.c */
void test_frames_within_size(void);        /* group/frames_within_size_test.c */
void test_threads(void);                   /* group/threads_test.c */
void test_deferred_release(void);          /* group/deferred_release_test.c */

/* button/: bg_button. */
void test_button_basics(void);             /* button/button_basics_test.c */
void test_button_bad_input(void);          /* button/button_bad_input_test.c */
void test_button_reentrancy(void);         /* button/button_reentrancy_test.c */

/* toolbar/: bg_toolbar. */
void test_toolbar_basics(void);            /* toolbar/toolbar_basics_test.c */
void test_toolbar_overflow(void);          /* toolbar/toolbar_overflow_test.c */
void test_toolbar_events(void);            /* toolbar/toolbar_events_test.c */
void test_toolbar_bad_input(void);         /* toolbar/toolbar_bad_input_test.c */
void test_toolbar_callbacks(void);         /* toolbar/toolbar_callbacks_test.c */
void test_toolbar_fast_paths(void);        /* toolbar/toolbar_fast_paths_test.c */
void test_toolbar_frames_buffer(void);     /* toolbar/toolbar_frames_buffer_test.c */
void test_toolbar_features(void);          /* toolbar/toolbar_features_test.c */

/* theme/: bg_theme. */
void test_theme_parsing(void);             /* theme/theme_parse_test.c */
void test_theme_tokens(void);              /* theme/theme_tokens_test.c */
void test_theme_params(void);              /* theme/theme_params_test.c */
void test_default_theme(void);             /* theme/default_theme_test.c */
void test_icon_mirroring(void);            /* picture/icon_mirroring_test.c */
void test_dynamic_type(void);              /* theme/dynamic_type_test.c */

#endif /* BG_ABI_SUITES_H */
