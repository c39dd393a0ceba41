/* Multithreaded stress test of the C ABI, meant to run under ThreadSanitizer:
 *  - every thread drives groups of its own (create, update, layout, tap, free);
 *  - all threads share one group (update, layout, tap, focus on it at once);
 *  - all threads share one button (configuration changes, state, flushes, layouts, pointer
 *    events, with a host provider and an updated callback running on whichever thread
 *    triggers the update);
 *  - every thread fails calls in its own way and checks that bg_last_error_message()
 *    always names its own failure (per-thread messages never mix);
 *  - every registered user_data is destroyed exactly once. */
#define _POSIX_C_SOURCE 200809L
#include "buttongroup.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { THREADS = 4, ROUNDS = 1000 };

static atomic_long registered, destroyed, actions, failures, updates;
static bg_group shared;
static bg_button shared_button;

static void fail(const char *what, int thread) {
    fprintf(stderr, "thread %d: %s (%s)\n", thread, what, bg_last_error_message());
    atomic_fetch_add(&failures, 1);
}

static void release(void *user_data) {
    (void)user_data;
    atomic_fetch_add(&destroyed, 1);
}

static bg_status count_action(void *user_data, bg_group group, uint32_t item) {
    (void)user_data;
    (void)group;
    (void)item;
    atomic_fetch_add(&actions, 1);
    return BG_OK;
}

static bg_status update(bg_group group, int round) {
    static const char *titles[] = {"Pay", "Cash Advance", "Transfer", "History", "Statements"};
    bg_item items[5];
    int count = 1 + round % 5;
    for (int i = 0; i < count; i++) {
        bg_item_init(&items[i]);
        items[i].title = titles[i];
        items[i].action = count_action;
        items[i].destroy = release;
        atomic_fetch_add(&registered, 1);
    }
    return bg_group_update(group, items, (uint32_t)count);
}

static void count_update(void *user_data, bg_button button) {
    (void)user_data;
    (void)button;
    atomic_fetch_add(&updates, 1);
}

/* Titles a selected button with "On", then dims like the plain provider. */
static bg_status provider(void *user_data, bg_button button, uint32_t state, bg_button_config *config) {
    (void)user_data;
    if (state & BG_STATE_SELECTED) config->title = "On";
    return bg_button_plain_update(button, state, config);
}

/* One round on the shared button: a change, a state flip, a layout and a tap, all coalesced. */
static int drive_button(int thread, int round) {
    bg_button_config config;
    bg_button_view view = {.struct_size = sizeof view};
    int32_t fired = 0;
    if (bg_button_config_init((bg_theme){0}, &config) != BG_OK) return 0;
    config.title = round % 2 ? "Title" : "Another title";
    config.subtitle = "Subtitle";
    return bg_button_set_base_config(shared_button, &config) == BG_OK &&
           bg_button_set_selected(shared_button, (round + thread) % 2) == BG_OK &&
           bg_button_layout(shared_button, 150 + round % 50, 50, 2, round % 2, &view) == BG_OK &&
           view.title != NULL &&
           bg_button_pointer(shared_button, BG_POINTER_DOWN, 10, 10, NULL) == BG_OK &&
           bg_button_pointer(shared_button, BG_POINTER_UP, 10, 10, &fired) == BG_OK &&
           bg_button_flush(shared_button, NULL) == BG_OK;
}

static void *run(void *argument) {
    int thread = (int)(intptr_t)argument;
    char expected[64];
    snprintf(expected, sizeof expected, "(got -%d.0)", thread + 1);
    for (int round = 0; round < ROUNDS; round++) {
        bg_group own;
        if (bg_group_create((bg_theme){0}, NULL, &own) != BG_OK) fail("create", thread);
        if (update(own, round + thread) != BG_OK) fail("update own", thread);
        bg_layout layout = {.struct_size = sizeof layout};
        if (bg_group_layout(own, 200 + round % 200, 2, round % 2, &layout) != BG_OK) fail("layout own", thread);
        if (layout.slot_count == 0 || layout.slots[0].frame.width <= 0) fail("own layout is empty", thread);
        if (bg_group_tap(own, layout.slots[0].frame.x + 1, 5, NULL) != BG_OK) fail("tap own", thread);

        /* Shared group: every call is serialized by the library. */
        if (round % 7 == thread && update(shared, round) != BG_OK) fail("update shared", thread);
        bg_layout shared_layout = {.struct_size = sizeof shared_layout};
        if (bg_group_layout(shared, 320, 2, BG_DIRECTION_LTR, &shared_layout) != BG_OK) fail("layout shared", thread);
        if (bg_group_tap(shared, 5, 5, NULL) != BG_OK) fail("tap shared", thread);
        int32_t focused;
        if (bg_group_focus(shared, BG_FOCUS_NEXT, &focused) != BG_OK) fail("focus shared", thread);
        if (!drive_button(thread, round)) fail("shared button", thread);

        /* A failure of this thread's own: its message, and only its message. */
        if (bg_group_layout(own, -(double)(thread + 1), 1, BG_DIRECTION_LTR, &layout) != BG_E_INVALID_ARGUMENT)
            fail("negative width accepted", thread);
        if (!strstr(bg_last_error_message(), expected)) fail("another thread's error message", thread);
        if (bg_group_free(own) != BG_OK) fail("free own", thread);
        if (bg_group_free(own) != BG_E_INVALID_HANDLE) fail("double free accepted", thread);
    }
    return NULL;
}

int main(void) {
    if (bg_group_create((bg_theme){0}, NULL, &shared) != BG_OK || update(shared, 3) != BG_OK) return 1;
    if (bg_button_create((bg_theme){0}, NULL, &shared_button) != BG_OK ||
        bg_button_set_host_provider(shared_button, provider, NULL, release) != BG_OK ||
        bg_button_set_updated_callback(shared_button, count_update, NULL, release) != BG_OK)
        return 1;
    atomic_fetch_add(&registered, 2);
    pthread_t threads[THREADS];
    for (int i = 0; i < THREADS; i++) pthread_create(&threads[i], NULL, run, (void *)(intptr_t)i);
    for (int i = 0; i < THREADS; i++) pthread_join(threads[i], NULL);
    if (bg_group_free(shared) != BG_OK) fail("free shared", -1);
    uint64_t count = 0;
    if (bg_button_update_count(shared_button, &count) != BG_OK || (long)count != atomic_load(&updates))
        fail("the updated callback ran once per update", -1);
    if (bg_button_free(shared_button) != BG_OK) fail("free shared button", -1);
    long reg = atomic_load(&registered), des = atomic_load(&destroyed);
    printf("threads: %d x %d rounds, %ld actions fired, %ld button updates, %ld user_data registered, %ld destroyed\n",
           THREADS, ROUNDS, atomic_load(&actions), atomic_load(&updates), reg, des);
    if (reg != des) fail("destroy count differs from registrations", -1);
    long failed = atomic_load(&failures);
    printf("%ld passed, %ld failed\n", failed ? 0L : 1L, failed);
    return failed ? 1 : 0;
}
