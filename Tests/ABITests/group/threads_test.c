/*
 * threads_test.c — groups used from several threads at once: four threads each create, lay
 * out, tap and free their own groups while they all lay out and move focus in one shared
 * group; every call succeeds and leaves no error message.
 */
#define _POSIX_C_SOURCE 200809L

#include <pthread.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

typedef struct {
    bg_group shared;
    int failures;
} worker_state;

static void *worker_main(void *arg) {
    worker_state *w = arg;
    static const char *const titles[] = {"Pay", "Cash Advance", "Transfer", "History"};
    for (int round = 0; round < 100; round++) {
        bg_group own = make_group(titles, 4);
        bg_layout layout = new_layout();
        int32_t slot = 0;
        if (own.id == 0) { w->failures++; continue; }
        if (bg_group_layout(own, 200.0 + round, 2, round % 2, &layout) != BG_OK || layout.slot_count != 3) w->failures++;
        if (bg_group_tap(own, 1, 1, &slot) != BG_OK) w->failures++;
        if (bg_group_free(own) != BG_OK) w->failures++;
        layout = new_layout();
        if (bg_group_layout(w->shared, 320, 1, BG_DIRECTION_LTR, &layout) != BG_OK) w->failures++;
        if (bg_group_focus(w->shared, BG_FOCUS_NEXT, &slot) != BG_OK) w->failures++;
        if (bg_last_error_message()[0] != '\0') w->failures++;
    }
    return NULL;
}

void test_threads(void) {
    static const char *const titles[] = {"Pay", "Cash Advance", "Transfer", "History"};
    pthread_t threads[4];
    worker_state state[4];
    bg_group shared = make_group(titles, 4);
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_layout(shared, 320, 1, BG_DIRECTION_LTR, &layout));
    for (int i = 0; i < 4; i++) {
        state[i].shared = shared;
        state[i].failures = 0;
        CHECK(pthread_create(&threads[i], NULL, worker_main, &state[i]) == 0);
    }
    for (int i = 0; i < 4; i++) {
        pthread_join(threads[i], NULL);
        CHECK_EQ_INT(state[i].failures, 0);
    }
    CHECK_OK(bg_group_free(shared));
}
