/* The process default theme under many threads, meant to run under ThreadSanitizer: every thread
 * at once sets the default (one of three themes, or {0} for the built-in one), reads tokens
 * through {0}, takes snapshots with bg_theme_get_default, creates groups, buttons and toolbars
 * with {0} and lays them out, and loads and frees themes of its own that it makes the default.
 * Every read through {0} sees one of the themes whole (spacer/lg is one of their values, and the
 * group a thread made lays out with the height of the theme it read just before or after), no
 * call fails, and ThreadSanitizer sees no race. */
#define _POSIX_C_SOURCE 200809L
#include "buttongroup.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

enum { THREADS = 8, ROUNDS = 400, THEMES = 3 };

/* spacer/lg and button/height of each theme; index THEMES is the built-in one. */
static const double spacers[THEMES + 1] = {10, 20, 30, 24};
static const double heights[THEMES + 1] = {30, 40, 50, 48};
static bg_theme shared_themes[THEMES];
static atomic_long failures;

static void fail(const char *what, int thread, int round) {
    fprintf(stderr, "thread %d, round %d: %s (%s)\n", thread, round, what, bg_last_error_message());
    atomic_fetch_add(&failures, 1);
}

static int known(const double *values, double value) {
    for (int i = 0; i <= THEMES; i++) {
        if (values[i] == value) return 1;
    }
    return 0;
}

static int load(double spacer, double height, bg_theme *out) {
    char json[128];
    snprintf(json, sizeof json, "{\"spacer\": {\"lg\": %g}, \"button\": {\"height\": %g}}", spacer, height);
    return bg_theme_load(json, strlen(json), out) == BG_OK;
}

/* Creates a group with {0}, lays it out: its height is one of the themes' button heights. */
static void group_round(int thread, int round) {
    bg_group group = {0};
    bg_item item;
    bg_layout layout;
    memset(&layout, 0, sizeof layout);
    layout.struct_size = sizeof layout;
    if (bg_item_init(&item) != BG_OK || bg_group_create((bg_theme){0}, NULL, &group) != BG_OK) {
        fail("create a group with {0}", thread, round);
        return;
    }
    item.title = "Pay";
    if (bg_group_update(group, &item, 1) != BG_OK || bg_group_layout(group, 200, 2, BG_DIRECTION_LTR, &layout) != BG_OK
        || !known(heights, layout.size.height)) {
        fail("lay out a {0} group", thread, round);
    }
    bg_group_free(group);
}

/* Creates a button and a toolbar with {0}, and frees them. */
static void other_objects_round(int thread, int round) {
    bg_button button = {0};
    bg_toolbar toolbar = {0};
    if (bg_button_create((bg_theme){0}, NULL, &button) != BG_OK || bg_button_free(button) != BG_OK) {
        fail("create and free a button with {0}", thread, round);
    }
    if (bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar) != BG_OK || bg_toolbar_free(toolbar) != BG_OK) {
        fail("create and free a toolbar with {0}", thread, round);
    }
}

static void *worker(void *arg) {
    int thread = (int)(long)arg;
    for (int round = 0; round < ROUNDS; round++) {
        int pick = (thread + round) % (THEMES + 1);
        double value = -1;
        bg_theme snapshot = {0}, own = {0};
        if (bg_theme_set_default(pick == THEMES ? (bg_theme){0} : shared_themes[pick]) != BG_OK) fail("set", thread, round);
        if (bg_theme_number((bg_theme){0}, "spacer/lg", &value) != BG_OK || !known(spacers, value)) {
            fail("read spacer/lg through {0}", thread, round);
        }
        if (bg_theme_get_default(&snapshot) != BG_OK || bg_theme_number(snapshot, "spacer/lg", &value) != BG_OK
            || !known(spacers, value) || bg_theme_free(snapshot) != BG_OK) {
            fail("a snapshot of the default", thread, round);
        }
        group_round(thread, round);
        if (round % 8 == 0) other_objects_round(thread, round);
        if (round % 16 == 0) { /* a theme of its own, the default for a moment, freed at once */
            if (!load(spacers[pick], heights[pick], &own) || bg_theme_set_default(own) != BG_OK
                || bg_theme_free(own) != BG_OK) {
                fail("load, set and free a theme", thread, round);
            }
        }
    }
    return NULL;
}

int main(void) {
    pthread_t threads[THREADS];
    for (int i = 0; i < THEMES; i++) {
        if (!load(spacers[i], heights[i], &shared_themes[i])) {
            fprintf(stderr, "cannot load theme %d: %s\n", i, bg_last_error_message());
            return 1;
        }
    }
    for (long i = 0; i < THREADS; i++) pthread_create(&threads[i], NULL, worker, (void *)i);
    for (int i = 0; i < THREADS; i++) pthread_join(threads[i], NULL);
    if (bg_theme_set_default((bg_theme){0}) != BG_OK) atomic_fetch_add(&failures, 1);
    for (int i = 0; i < THEMES; i++) bg_theme_free(shared_themes[i]);
    printf("default_theme_threads: %d threads x %d rounds, %ld failures\n", THREADS, ROUNDS, atomic_load(&failures));
    return atomic_load(&failures) ? 1 : 0;
}
