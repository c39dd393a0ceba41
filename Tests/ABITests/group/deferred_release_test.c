/*
 * deferred_release_test.c — a destroy notification deferred from inside a callback runs after
 * the library has let go of the group's lock, so it may take a host lock that another thread
 * holds while calling into the same group.
 *
 * Thread A taps an item whose action replaces the group's items (the old item's destroy is
 * deferred until the tap returns). Inside the action, A lets thread B start: B takes the host
 * mutex and then lays the group out, which waits for the group's lock that A holds. A's action
 * returns; the tap's deferred destroy takes the host mutex. Run under the group's lock, it
 * would wait for B while B waits for A: both would hang. Released after unlocking, B gets the
 * group, finishes, lets go of the mutex, and the destroy proceeds. A watchdog fails the test
 * after 10 seconds instead of letting a deadlock block the suite.
 */
#include <pthread.h>
#include <string.h>
#include <time.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

typedef struct {
    bg_group group;
    pthread_mutex_t host_mutex;
    pthread_mutex_t state_mutex;
    pthread_cond_t changed;
    int b_may_start, b_holds_mutex, destroyed, b_done, a_done;
    bg_status b_status, a_status;
} deadlock_scene;

static void set_flag(deadlock_scene *scene, int *flag) {
    pthread_mutex_lock(&scene->state_mutex);
    *flag = 1;
    pthread_cond_broadcast(&scene->changed);
    pthread_mutex_unlock(&scene->state_mutex);
}

static void wait_flag(deadlock_scene *scene, const int *flag) {
    pthread_mutex_lock(&scene->state_mutex);
    while (!*flag) pthread_cond_wait(&scene->changed, &scene->state_mutex);
    pthread_mutex_unlock(&scene->state_mutex);
}

/* The old item's destroy: takes the host mutex (held by B until B's layout returns). */
static void destroy_taking_host_mutex(void *user_data) {
    deadlock_scene *scene = user_data;
    pthread_mutex_lock(&scene->host_mutex);
    scene->destroyed++;
    pthread_mutex_unlock(&scene->host_mutex);
}

/* The action: replaces the items (deferring the old destroy), then lets B take the host mutex
 * and block on the group, and returns. */
static bg_status replacing_action(void *user_data, bg_group group, uint32_t item_index) {
    deadlock_scene *scene = user_data;
    bg_item replacement = plain_item("Replaced");
    (void)item_index;
    if (bg_group_update(group, &replacement, 1) != BG_OK) return -1;
    set_flag(scene, &scene->b_may_start);
    wait_flag(scene, &scene->b_holds_mutex);
    struct timespec pause = {0, 50 * 1000 * 1000}; /* B is now waiting for the group's lock */
    nanosleep(&pause, NULL);
    return BG_OK;
}

static void *thread_b(void *arg) {
    deadlock_scene *scene = arg;
    bg_layout layout = new_layout();
    wait_flag(scene, &scene->b_may_start);
    pthread_mutex_lock(&scene->host_mutex);
    set_flag(scene, &scene->b_holds_mutex);
    scene->b_status = bg_group_layout(scene->group, 200, 1, BG_DIRECTION_LTR, &layout);
    pthread_mutex_unlock(&scene->host_mutex);
    set_flag(scene, &scene->b_done);
    return NULL;
}

static void *thread_a(void *arg) {
    deadlock_scene *scene = arg;
    scene->a_status = bg_group_activate_slot(scene->group, 0);
    set_flag(scene, &scene->a_done);
    return NULL;
}

/* Waits up to `seconds` for both threads; returns whether they finished. */
static int both_done_within(deadlock_scene *scene, int seconds) {
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += seconds;
    int finished = 1;
    pthread_mutex_lock(&scene->state_mutex);
    while (!(scene->a_done && scene->b_done)) {
        if (pthread_cond_timedwait(&scene->changed, &scene->state_mutex, &deadline) != 0) {
            finished = scene->a_done && scene->b_done;
            break;
        }
    }
    pthread_mutex_unlock(&scene->state_mutex);
    return finished;
}

void test_deferred_release(void) {
    static deadlock_scene scene; /* outlives the threads even if they hang */
    bg_layout layout = new_layout();
    pthread_t a, b;
    memset(&scene, 0, sizeof scene);
    pthread_mutex_init(&scene.host_mutex, NULL);
    pthread_mutex_init(&scene.state_mutex, NULL);
    pthread_cond_init(&scene.changed, NULL);
    bg_item item = plain_item("Replace me");
    item.action = replacing_action;
    item.user_data = &scene;
    item.destroy = destroy_taking_host_mutex;
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &scene.group));
    CHECK_OK(bg_group_update(scene.group, &item, 1));
    CHECK_OK(bg_group_layout(scene.group, 200, 1, BG_DIRECTION_LTR, &layout));
    pthread_create(&b, NULL, thread_b, &scene);
    pthread_create(&a, NULL, thread_a, &scene);
    int finished = both_done_within(&scene, 10);
    CHECK(finished); /* else the deferred destroy ran under the group's lock: a deadlock */
    if (!finished) return; /* leave the hung threads; the suite reports the failure */
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    CHECK_EQ_INT(scene.a_status, BG_OK);
    CHECK_EQ_INT(scene.b_status, BG_OK);
    CHECK_EQ_INT(scene.destroyed, 1);
    CHECK_OK(bg_group_free(scene.group));
}
