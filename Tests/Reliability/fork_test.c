/* fork_test.c — fork() in a multithreaded host, as the header promises it:
 *  - another thread is inside a call on group `busy` (blocked in its measure callback) when the
 *    main thread forks: in the child every call on `busy` fails at once with
 *    BG_E_INVALID_HANDLE (its message says why); an idle group, a theme and new groups work in
 *    full, free included; in the parent everything goes on as before;
 *  - a callback forks (the forking thread itself is inside a call on its group): the same in the
 *    child, whose copy of the call finishes; the parent's call completes normally;
 *  - threads create, lay out and free groups and themes and hammer one shared group while the
 *    main thread forks a hundred times: every child can create, lay out and free groups and
 *    themes, and the shared group answers either normally or BG_E_INVALID_HANDLE (if a thread
 *    was inside a call on it), never hangs.
 * Every child runs under alarm(): a hang kills it with SIGALRM, which fails the test instead of
 * blocking CI; the parent has an alarm of its own. */
#define _GNU_SOURCE
#include "buttongroup.h"
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

enum { CHILD_TIMEOUT = 20, TEST_TIMEOUT = 300, STRESS_FORKS = 100 };

static int passed, failed;

#define CHECK(condition)                                                                      \
    do {                                                                                      \
        if (condition) passed++;                                                              \
        else {                                                                                \
            failed++;                                                                         \
            fprintf(stderr, "%s:%d: FAILED (pid %d): %s (%s)\n", __FILE__, __LINE__,         \
                    (int)getpid(), #condition, bg_last_error_message());                      \
        }                                                                                     \
    } while (0)

static const char theme_json[] = "{\"spacer\": {\"md\": 17}}";

/* Makes a group with `count` titled items (and an action on each, if given); 1 on success. */
static int make_group(int count, bg_action_fn action, bg_group *out) {
    static const char *titles[] = {"Pay", "Cash Advance", "Transfer", "History"};
    bg_item items[4];
    for (int i = 0; i < count; i++) {
        bg_item_init(&items[i]);
        items[i].title = titles[i];
        items[i].action = action;
    }
    return bg_group_create((bg_theme){0}, NULL, out) == BG_OK && bg_group_update(*out, items, (uint32_t)count) == BG_OK;
}

/* make_group, checked (main thread and children only: the counters are not atomic). */
static bg_group new_group(int count, bg_action_fn action) {
    bg_group group = {0};
    CHECK(make_group(count, action, &group));
    return group;
}

/* 1 when `group` is fully usable: read, update, lay out, tap, free. Frees it. */
static int works_and_frees(bg_group group) {
    bg_item item;
    bg_item_init(&item);
    item.title = "Again";
    uint32_t count = 0;
    bg_layout layout = {.struct_size = sizeof layout};
    return bg_group_item_count(group, &count) == BG_OK && bg_group_update(group, &item, 1) == BG_OK
        && bg_group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout) == BG_OK && layout.slot_count == 1
        && bg_group_tap(group, 5, 5, NULL) == BG_OK && bg_group_free(group) == BG_OK;
}

/* 1 when new groups and themes work: created with a loaded theme, laid out, freed. */
static int new_objects_work(void) {
    bg_theme theme;
    double value = 0;
    if (bg_theme_load(theme_json, strlen(theme_json), &theme) != BG_OK) return 0;
    bg_group group;
    int ok = bg_theme_number(theme, "spacer/md", &value) == BG_OK && value == 17
          && bg_group_create(theme, NULL, &group) == BG_OK && works_and_frees(group);
    return bg_theme_free(theme) == BG_OK && ok;
}

/* 1 when every call on `group` fails at once with BG_E_INVALID_HANDLE, saying it was forked. */
static int abandoned(bg_group group) {
    uint32_t count = 0;
    bg_layout layout = {.struct_size = sizeof layout};
    int ok = bg_group_item_count(group, &count) == BG_E_INVALID_HANDLE
          && strstr(bg_last_error_message(), "forked") != NULL;
    return ok && bg_group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout) == BG_E_INVALID_HANDLE
        && bg_group_free(group) == BG_E_INVALID_HANDLE;
}

/* Waits for `child`; 1 when it exited with status 0 (a hang ends in SIGALRM). */
static int child_succeeded(pid_t child, const char *what) {
    int status = 0;
    if (waitpid(child, &status, 0) != child) return 0;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return 1;
    if (WIFSIGNALED(status))
        fprintf(stderr, "%s: child killed by signal %d%s\n", what, WTERMSIG(status),
                WTERMSIG(status) == SIGALRM ? " (it hung)" : "");
    else
        fprintf(stderr, "%s: child exited with %d\n", what, WEXITSTATUS(status));
    return 0;
}

/* ------------------------------------------------ another thread inside a callback */

static pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_changed = PTHREAD_COND_INITIALIZER;
static int inside, released;

/* A measure callback that tells the main thread it is inside, then waits to be released. */
static bg_status blocking_measure(void *user_data, const char *font, const char *text, size_t length,
                                  double max_width, bg_size *out) {
    (void)user_data, (void)font, (void)text, (void)max_width;
    pthread_mutex_lock(&gate);
    inside = 1;
    pthread_cond_broadcast(&gate_changed);
    while (!released) pthread_cond_wait(&gate_changed, &gate);
    pthread_mutex_unlock(&gate);
    *out = (bg_size){8.0 * (double)length, 20};
    return BG_OK;
}

static void *lay_out_busy(void *group) {
    bg_layout layout = {.struct_size = sizeof layout};
    return (void *)(intptr_t)(bg_group_layout(*(bg_group *)group, 320, 2, BG_DIRECTION_LTR, &layout) == BG_OK);
}

static void fork_while_another_thread_is_inside(void) {
    bg_group busy = new_group(2, NULL), idle = new_group(3, NULL);
    bg_layout layout = {.struct_size = sizeof layout};
    CHECK(bg_group_layout(idle, 300, 2, BG_DIRECTION_LTR, &layout) == BG_OK);
    CHECK(bg_group_set_measure_callback(busy, blocking_measure, NULL, NULL) == BG_OK);
    pthread_t thread;
    pthread_create(&thread, NULL, lay_out_busy, &busy);
    pthread_mutex_lock(&gate);
    while (!inside) pthread_cond_wait(&gate_changed, &gate);
    pthread_mutex_unlock(&gate);

    pid_t child = fork();
    if (child == 0) {
        alarm(CHILD_TIMEOUT);
        CHECK(abandoned(busy));
        CHECK(works_and_frees(idle));
        CHECK(new_objects_work());
        _exit(failed ? 1 : 0);
    }
    CHECK(child > 0 && child_succeeded(child, "fork while another thread is inside a callback"));
    pthread_mutex_lock(&gate);
    released = 1;
    pthread_cond_broadcast(&gate_changed);
    pthread_mutex_unlock(&gate);
    void *laid_out = NULL;
    pthread_join(thread, &laid_out);
    CHECK(laid_out != NULL);
    CHECK(bg_group_set_measure_callback(busy, NULL, NULL, NULL) == BG_OK);
    CHECK(works_and_frees(busy)); /* in the parent, nothing changed */
}

/* ------------------------------------------------ a callback that forks */

static bg_group forking_group, bystander;
static int in_child;
static pid_t forked_child;

/* An action that forks: the child checks what it may do from inside the callback. */
static bg_status forking_action(void *user_data, bg_group group, uint32_t item) {
    (void)user_data, (void)item;
    pid_t child = fork();
    if (child != 0) {
        forked_child = child;
        return BG_OK;
    }
    alarm(CHILD_TIMEOUT);
    in_child = 1;
    CHECK(abandoned(group));
    uint32_t count = 0;
    CHECK(bg_group_item_count(bystander, &count) == BG_OK && count == 2);
    CHECK(new_objects_work());
    return BG_OK;
}

static void fork_from_inside_a_callback(void) {
    forking_group = new_group(2, forking_action);
    bystander = new_group(2, NULL);
    bg_layout layout = {.struct_size = sizeof layout};
    CHECK(bg_group_layout(forking_group, 320, 2, BG_DIRECTION_LTR, &layout) == BG_OK);
    int32_t tapped = -1;
    bg_status status = bg_group_tap(forking_group, layout.slots[0].frame.x + 1, layout.slots[0].frame.y + 1, &tapped);
    if (in_child) {
        /* The child's copy of the call finished; the group stays unusable, the rest works. */
        CHECK(status == BG_OK);
        CHECK(abandoned(forking_group));
        CHECK(works_and_frees(bystander));
        _exit(failed ? 1 : 0);
    }
    CHECK(status == BG_OK && tapped == 0);
    CHECK(forked_child > 0 && child_succeeded(forked_child, "fork from inside a callback"));
    CHECK(works_and_frees(forking_group));
    CHECK(works_and_frees(bystander));
}

/* ------------------------------------------------ forks among busy threads */

static atomic_int stop;
static bg_group shared;

/* Creates, lays out and frees groups and themes until stopped (the handle tables are busy). */
static void *churn(void *argument) {
    (void)argument;
    while (!atomic_load(&stop)) {
        bg_group group = {0};
        bg_layout layout = {.struct_size = sizeof layout};
        if (make_group(4, NULL, &group)) bg_group_layout(group, 280, 2, BG_DIRECTION_RTL, &layout);
        bg_group_free(group);
        bg_theme theme;
        if (bg_theme_load(theme_json, strlen(theme_json), &theme) == BG_OK) bg_theme_free(theme);
    }
    return NULL;
}

/* Lays out and taps the shared group until stopped (its lock is held most of the time). */
static void *hammer(void *argument) {
    (void)argument;
    for (int round = 0; !atomic_load(&stop); round++) {
        bg_layout layout = {.struct_size = sizeof layout};
        bg_group_layout(shared, 200 + round % 100, 2, BG_DIRECTION_LTR, &layout);
        bg_group_tap(shared, 5, 5, NULL);
    }
    return NULL;
}

static void fork_among_busy_threads(void) {
    /* What the busy threads and the children do is done once first: the Swift runtime makes
     * type metadata and conformance tables on first use under locks of its own, which no fork
     * handler can take, so a child forked while another thread is making one and needing that
     * same one would wait for ever (see the guarantees). The library's own lazily made globals
     * are safe: the fork handlers make them before forking. */
    CHECK(new_objects_work());
    shared = new_group(4, NULL);
    pthread_t threads[3];
    pthread_create(&threads[0], NULL, churn, NULL);
    pthread_create(&threads[1], NULL, churn, NULL);
    pthread_create(&threads[2], NULL, hammer, NULL);
    int succeeded = 0, shared_abandoned = 0;
    for (int i = 0; i < STRESS_FORKS; i++) {
        usleep(1000);
        pid_t child = fork();
        if (child == 0) {
            alarm(CHILD_TIMEOUT);
            int ok = new_objects_work(); /* the handle tables first, then the shared group */
            uint32_t count = 0;
            bg_status status = bg_group_item_count(shared, &count);
            ok = ok && (status == BG_OK ? count == 4 : status == BG_E_INVALID_HANDLE && abandoned(shared));
            _exit(ok ? (status == BG_OK ? 0 : 3) : 1);
        }
        int status = 0;
        if (child < 0 || waitpid(child, &status, 0) != child) break;
        if (WIFEXITED(status) && (WEXITSTATUS(status) == 0 || WEXITSTATUS(status) == 3)) {
            succeeded++;
            shared_abandoned += WEXITSTATUS(status) == 3;
        } else {
            fprintf(stderr, "fork %d among busy threads: child %s %d%s\n", i,
                    WIFSIGNALED(status) ? "killed by signal" : "exited with",
                    WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status),
                    WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM ? " (it hung)" : "");
            break;
        }
    }
    atomic_store(&stop, 1);
    for (int i = 0; i < 3; i++) pthread_join(threads[i], NULL);
    CHECK(succeeded == STRESS_FORKS);
    CHECK(works_and_frees(shared));
    printf("fork: %d of %d children forked among 3 busy threads worked (shared group busy at fork, so "
           "refused, in %d)\n", succeeded, STRESS_FORKS, shared_abandoned);
}

int main(void) {
    alarm(TEST_TIMEOUT);
    fork_while_another_thread_is_inside();
    fork_from_inside_a_callback();
    fork_among_busy_threads();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
