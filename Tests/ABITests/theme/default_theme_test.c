/*
 * default_theme_test.c — the process default theme, the one {0} names: bg_theme_set_default
 * makes a loaded theme the default for every call that passes {0} (token reads, params_init,
 * creating a group or a toolbar); the library keeps its own reference, so the handle may be
 * freed; objects made before keep their theme; bg_theme_get_default hands out a handle that
 * stays the theme it was; {0} restores the built-in theme; a dead handle changes nothing. The
 * suite leaves the built-in theme as the default, as every other suite expects.
 */
#include <pthread.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* Spacing 20 and a prominent group layout: both show in a {0} read and in a {0} group. */
static const char prominent_json[] =
    "{\"spacer\": {\"lg\": 20}, \"parameters\": {\"buttonGroup\": {\"layout\": {\"kind\": \"prominent\"}}}}";

/* The role of slot 0 of a group's layout: PRIMARY for the prominent layout, SECONDARY for the
 * built-in allRound one. */
static int32_t first_role(bg_group group) {
    bg_layout layout = new_layout();
    if (bg_group_layout(group, 300, 1, BG_DIRECTION_LTR, &layout) != BG_OK || layout.slot_count == 0) return -1;
    return layout.slots[0].role;
}

/* A group of three items made with `theme` and NULL params (the theme's parameters). */
static bg_group three_item_group(bg_theme theme) {
    bg_group group = {0};
    bg_item items[3] = {plain_item("A"), plain_item("B"), plain_item("C")};
    CHECK_OK(bg_group_create(theme, NULL, &group));
    CHECK_OK(bg_group_update(group, items, 3));
    return group;
}

static double spacer_lg(bg_theme theme) {
    double value = -1;
    CHECK_OK(bg_theme_number(theme, "spacer/lg", &value));
    return value;
}

/* Setting a loaded theme: {0} reads it, new objects get it, old ones keep theirs. */
static void test_set_and_restore(void) {
    bg_theme theme = {0}, snapshot = {0};
    bg_group_params params;
    bg_group before = three_item_group((bg_theme){0}), after;
    CHECK_EQ_DBL(spacer_lg((bg_theme){0}), 24); /* built in */
    CHECK_OK(bg_theme_load(prominent_json, strlen(prominent_json), &theme));
    CHECK_OK(bg_theme_set_default(theme));
    CHECK_OK(bg_theme_free(theme)); /* the library keeps its own reference */
    CHECK_EQ_DBL(spacer_lg((bg_theme){0}), 20);
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    CHECK_EQ_INT(params.layout.kind, BG_LAYOUT_PROMINENT);
    after = three_item_group((bg_theme){0});
    CHECK_EQ_INT(first_role(after), BG_ROLE_PRIMARY);
    CHECK_EQ_INT(first_role(before), BG_ROLE_SECONDARY); /* made before: keeps the built-in theme */

    CHECK_OK(bg_theme_get_default(&snapshot));
    CHECK(snapshot.id != 0);
    CHECK_EQ_DBL(spacer_lg(snapshot), 20);
    CHECK_OK(bg_theme_set_default((bg_theme){0})); /* back to the built-in theme */
    CHECK_EQ_DBL(spacer_lg((bg_theme){0}), 24);
    CHECK_EQ_DBL(spacer_lg(snapshot), 20); /* the snapshot stays the theme it was */
    CHECK_EQ_INT(first_role(after), BG_ROLE_PRIMARY); /* and so does the group made with it */
    CHECK_OK(bg_theme_free(snapshot));
    CHECK_OK(bg_group_free(before));
    CHECK_OK(bg_group_free(after));
}

/* The built-in theme as a snapshot: a live handle of its own, freed like any other. */
static void test_snapshot_of_the_builtin_theme(void) {
    bg_theme snapshot = {0};
    CHECK_OK(bg_theme_get_default(&snapshot));
    CHECK(snapshot.id != 0);
    CHECK_EQ_DBL(spacer_lg(snapshot), 24);
    CHECK_OK(bg_theme_set_default(snapshot)); /* the built-in theme, through a handle */
    CHECK_OK(bg_theme_free(snapshot));
    CHECK_EQ_DBL(spacer_lg((bg_theme){0}), 24);
    CHECK_STATUS(bg_theme_free(snapshot), BG_E_INVALID_HANDLE);
    CHECK_OK(bg_theme_set_default((bg_theme){0}));
}

/* A dead or forged handle is refused and the default stays. */
static void test_bad_input_changes_nothing(void) {
    bg_theme theme = {0};
    CHECK_OK(bg_theme_load(prominent_json, strlen(prominent_json), &theme));
    CHECK_OK(bg_theme_set_default(theme));
    CHECK_OK(bg_theme_free(theme));
    CHECK_STATUS(bg_theme_set_default(theme), BG_E_INVALID_HANDLE); /* freed */
    CHECK_CONTAINS(bg_last_error_message(), "bg_theme_set_default");
    CHECK_STATUS(bg_theme_set_default((bg_theme){0x1234567800000001ull}), BG_E_INVALID_HANDLE); /* forged */
    CHECK_EQ_DBL(spacer_lg((bg_theme){0}), 20);                    /* still the one set */
    CHECK_STATUS(bg_theme_get_default(NULL), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "out_theme");
    CHECK_OK(bg_theme_set_default((bg_theme){0}));
    CHECK_EQ_DBL(spacer_lg((bg_theme){0}), 24);
}

/* Threads setting, reading and creating with {0} at once: every read sees one of the two themes
 * whole (24 or 20, never anything else), every group is made. The TSan run of this is
 * Tests/Reliability/default_theme_threads.c. */
enum { THREADS = 4, ROUNDS = 200 };

static void *default_theme_worker(void *arg) {
    bg_theme theme = *(const bg_theme *)arg;
    long bad = 0;
    for (int i = 0; i < ROUNDS; i++) {
        double value = -1;
        bg_group group = {0};
        bg_theme snapshot = {0};
        if (bg_theme_set_default(i % 2 ? theme : (bg_theme){0}) != BG_OK) bad++;
        if (bg_theme_number((bg_theme){0}, "spacer/lg", &value) != BG_OK || (value != 24 && value != 20)) bad++;
        if (bg_group_create((bg_theme){0}, NULL, &group) != BG_OK || bg_group_free(group) != BG_OK) bad++;
        if (bg_theme_get_default(&snapshot) != BG_OK || bg_theme_free(snapshot) != BG_OK) bad++;
    }
    return (void *)bad;
}

static void test_threads_share_the_default(void) {
    bg_theme theme = {0};
    pthread_t threads[THREADS];
    long bad = 0;
    CHECK_OK(bg_theme_load(prominent_json, strlen(prominent_json), &theme));
    for (int i = 0; i < THREADS; i++) CHECK_EQ_INT(pthread_create(&threads[i], NULL, default_theme_worker, &theme), 0);
    for (int i = 0; i < THREADS; i++) {
        void *result = NULL;
        pthread_join(threads[i], &result);
        bad += (long)result;
    }
    CHECK_EQ_INT(bad, 0);
    CHECK_OK(bg_theme_set_default((bg_theme){0}));
    CHECK_OK(bg_theme_free(theme));
    CHECK_EQ_DBL(spacer_lg((bg_theme){0}), 24);
}

void test_default_theme(void) {
    test_set_and_restore();
    test_snapshot_of_the_builtin_theme();
    test_bad_input_changes_nothing();
    test_threads_share_the_default();
    STILL_WORKS();
}
