/*
 * last_error_test.c — bg_last_error_message, the per-thread last error: set by a failing call
 * (naming the function and the bad input), replaced (not appended to) by the next failure,
 * cleared by every call that succeeds (theme, group and event calls alike), "" (never NULL) on
 * a thread that never called anything, and private to each thread, also when two threads fail
 * differently at the same time.
 */
#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* Set by a failing call, cleared by a succeeding one, replaced by the next failure. */
static void test_set_by_failure_cleared_by_success(void) {
    double value = -1;
    bg_item item;
    CHECK(bg_last_error_message() != NULL);
    /* Cleared at the start of every call, set by a failing one. */
    CHECK_STATUS(bg_group_free((bg_group){0}), BG_E_INVALID_HANDLE);
    CHECK(bg_last_error_message() != NULL && bg_last_error_message()[0] != '\0');
    CHECK_CONTAINS(bg_last_error_message(), "bg_group_free");
    CHECK_OK(bg_item_init(&item));
    CHECK_STR(bg_last_error_message(), "");
    CHECK_STATUS(bg_theme_number((bg_theme){0}, "no/such/token", &value), BG_E_NOT_FOUND);
    CHECK_CONTAINS(bg_last_error_message(), "no/such/token");
    CHECK_EQ_DBL(value, -1); /* out-parameter untouched on failure */
    CHECK_OK(bg_theme_number((bg_theme){0}, "spacer/md", &value));
    CHECK_STR(bg_last_error_message(), "");
    /* A second failure replaces the message, it does not append. */
    CHECK_STATUS(bg_group_free((bg_group){0}), BG_E_INVALID_HANDLE);
    CHECK_STATUS(bg_theme_number((bg_theme){0}, NULL, &value), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "bg_theme_number");
    CHECK(strstr(bg_last_error_message(), "bg_group_free") == NULL);
}

/* Every kind of call clears: theme, group, event calls. */
static void test_every_kind_of_call_clears(void) {
    bg_group group = {0};
    bg_layout layout = new_layout();
    CHECK_STATUS(bg_group_free((bg_group){0}), BG_E_INVALID_HANDLE);
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_STR(bg_last_error_message(), "");
    CHECK_STATUS(bg_group_free((bg_group){0}), BG_E_INVALID_HANDLE);
    CHECK_OK(bg_group_layout(group, 100, 1, BG_DIRECTION_LTR, &layout));
    CHECK_STR(bg_last_error_message(), "");
    CHECK_STATUS(bg_group_free((bg_group){0}), BG_E_INVALID_HANDLE);
    CHECK_OK(bg_group_focus(group, BG_FOCUS_CLEAR, NULL));
    CHECK_STR(bg_last_error_message(), "");
    CHECK_STATUS(bg_group_free((bg_group){0}), BG_E_INVALID_HANDLE);
    CHECK_OK(bg_group_free(group));
    CHECK_STR(bg_last_error_message(), "");
}

static void *fresh_thread_message(void *arg) {
    const char *message = bg_last_error_message();
    *(int *)arg = message != NULL && message[0] == '\0';
    return NULL;
}

/* A thread that never called anything sees "" (not NULL). */
static void test_fresh_thread_sees_empty_message(void) {
    pthread_t thread;
    int fresh_ok = 0;
    CHECK_STATUS(bg_group_free((bg_group){0}), BG_E_INVALID_HANDLE);
    CHECK(pthread_create(&thread, NULL, fresh_thread_message, &fresh_ok) == 0);
    pthread_join(thread, NULL);
    CHECK(fresh_ok);
    /* ... and the main thread's message is unaffected by it. */
    CHECK_CONTAINS(bg_last_error_message(), "bg_group_free");
}

typedef struct {
    pthread_barrier_t *barrier;
    int which;            /* 0: bg_group_free of a forged handle; 1: bg_theme_number(NULL path) */
    int rounds;
    int wrong_status;
    int wrong_message;
    int not_cleared;
} error_thread;

static void *error_thread_main(void *arg) {
    error_thread *t = arg;
    double value = 0;
    for (int round = 0; round < t->rounds; round++) {
        bg_status status;
        pthread_barrier_wait(t->barrier);
        if (t->which == 0) status = bg_group_free((bg_group){0xDEAD0000BEEFull});
        else status = bg_theme_number((bg_theme){0}, NULL, &value);
        pthread_barrier_wait(t->barrier); /* both threads have failed */
        const char *message = bg_last_error_message();
        if (status != (t->which == 0 ? BG_E_INVALID_HANDLE : BG_E_INVALID_ARGUMENT)) t->wrong_status++;
        if (!message || !strstr(message, t->which == 0 ? "bg_group_free" : "bg_theme_number")
            || strstr(message, t->which == 0 ? "bg_theme_number" : "bg_group_free")) {
            t->wrong_message++;
        }
        pthread_barrier_wait(t->barrier);
        /* A successful call clears this thread's message only. */
        if (t->which == 0) {
            if (bg_theme_number((bg_theme){0}, "spacer/md", &value) != BG_OK || bg_last_error_message()[0] != '\0') {
                t->not_cleared++;
            }
        }
        pthread_barrier_wait(t->barrier);
        if (t->which == 1) {
            const char *still = bg_last_error_message();
            if (!still || !strstr(still, "bg_theme_number")) t->wrong_message++;
        }
    }
    return NULL;
}

/* Two threads fail differently at the same time; each sees its own message. */
static void test_each_thread_sees_its_own_message(void) {
    pthread_barrier_t barrier;
    pthread_t threads[2];
    error_thread state[2];
    double value = -1;
    CHECK_STATUS(bg_theme_number((bg_theme){0}, "main/thread", &value), BG_E_NOT_FOUND);
    pthread_barrier_init(&barrier, NULL, 2);
    for (int i = 0; i < 2; i++) {
        memset(&state[i], 0, sizeof state[i]);
        state[i].barrier = &barrier;
        state[i].which = i;
        state[i].rounds = 300;
        CHECK(pthread_create(&threads[i], NULL, error_thread_main, &state[i]) == 0);
    }
    for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);
    pthread_barrier_destroy(&barrier);
    for (int i = 0; i < 2; i++) {
        CHECK_EQ_INT(state[i].wrong_status, 0);
        CHECK_EQ_INT(state[i].wrong_message, 0);
        CHECK_EQ_INT(state[i].not_cleared, 0);
    }
    CHECK_CONTAINS(bg_last_error_message(), "main/thread");
}

void test_last_error(void) {
    test_set_by_failure_cleared_by_success();
    test_every_kind_of_call_clears();
    test_fresh_thread_sees_empty_message();
    test_each_thread_sees_its_own_message();
}
