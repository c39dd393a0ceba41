/* unload_test.c — the library under dlopen / dlclose, as language runtimes and plugin hosts
 * load it. Each of a few thousand cycles: dlopen the library by path, make calls (a FAILING one
 * included, so each thread gets a last-error buffer behind the library's pthread key) from
 * short-lived threads that exit, keep one such thread alive past dlclose, dlclose, then let that
 * thread exit (its buffer's destructor runs after the dlclose). The library is linked with
 * -z nodelete, so dlclose never unmaps it: the lingering thread's exit does not crash, a later
 * dlopen returns the same instance (no new pthread key, no new memory), functions looked up before
 * dlclose stay callable. At the end the host can still create pthread keys (as many as at the
 * start) and the resident set has not grown by more than a small bound.
 *
 *   unload_test [cycles] [--no-linger] [--no-rss]
 *     --no-linger  no thread outlives a dlclose (shows the key and memory leak of a library
 *                  that unloads, without the crash)
 *     --no-rss     skip the resident-set bound (under valgrind, whose own memory grows)
 *   unload_test --keys-exhausted
 *     the host has used up every pthread key before its first call into the library: calls
 *     still answer (a failing one with its status, and a message that is "", never NULL), and
 *     the library touches none of the host's keys
 *
 * Built with -DBG_LIBRARY_PATH="/abs/path/libbuttongroup.so.1"; not linked with the library. */
#define _GNU_SOURCE
#include "buttongroup.h"
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef BG_LIBRARY_PATH
#error "compile with -DBG_LIBRARY_PATH='\"/path/to/libbuttongroup.so.1\"'"
#endif

enum { WORKERS = 4, KEY_PROBE_MAX = 4096 };
/* Resident growth allowed over the whole run; a library that unloads leaks ~59 KB per cycle. */
static const long RSS_BOUND_KIB = 8 * 1024;

static int passed, failed;

#define CHECK(condition, ...)                                                                 \
    do {                                                                                      \
        if (condition) passed++;                                                              \
        else {                                                                                \
            failed++;                                                                         \
            fprintf(stderr, "%s:%d: FAILED: %s: ", __FILE__, __LINE__, #condition);          \
            fprintf(stderr, __VA_ARGS__);                                                     \
            fputc('\n', stderr);                                                              \
        }                                                                                     \
    } while (0)

/* The functions the test calls, looked up with dlsym in one loaded instance. */
typedef struct api {
    bg_status (*group_create)(bg_theme, const bg_group_params *, bg_group *);
    bg_status (*group_layout)(bg_group, double, double, int32_t, bg_layout *);
    bg_status (*group_free)(bg_group);
    const char *(*last_error_message)(void);
    int32_t (*version_number)(void);
} api;

/* Looks every function of `api` up in `library`; 0 when one is missing. */
static int load_api(void *library, api *out) {
    *(void **)&out->group_create = dlsym(library, "bg_group_create");
    *(void **)&out->group_layout = dlsym(library, "bg_group_layout");
    *(void **)&out->group_free = dlsym(library, "bg_group_free");
    *(void **)&out->last_error_message = dlsym(library, "bg_last_error_message");
    *(void **)&out->version_number = dlsym(library, "bg_version_number");
    return out->group_create && out->group_layout && out->group_free && out->last_error_message
        && out->version_number;
}

/* A group laid out once, then a failing layout (NaN width) whose message is read; 1 when the
 * library answered as documented. Leaves the calling thread with a last-error buffer. */
static int calls_with_a_failure(const api *bg) {
    bg_group group;
    bg_layout layout = {.struct_size = sizeof layout};
    if (bg->group_create((bg_theme){0}, NULL, &group) != BG_OK) return 0;
    int ok = bg->group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout) == BG_OK
          && bg->group_layout(group, NAN, 2, BG_DIRECTION_LTR, &layout) == BG_E_INVALID_ARGUMENT
          && strstr(bg->last_error_message(), "width") != NULL;
    return bg->group_free(group) == BG_OK && ok;
}

/* A worker: the calls, then exit (its last-error buffer is released by the key's destructor). */
static void *worker(void *argument) {
    return (void *)(intptr_t)calls_with_a_failure(argument);
}

/* A thread that makes the calls and then waits, past the dlclose, until released. */
typedef struct lingering {
    const api *bg;
    pthread_mutex_t mutex;
    pthread_cond_t changed;
    int called, released, ok;
} lingering;

static void *linger(void *argument) {
    lingering *state = argument;
    int ok = calls_with_a_failure(state->bg);
    pthread_mutex_lock(&state->mutex);
    state->ok = ok;
    state->called = 1;
    pthread_cond_broadcast(&state->changed);
    while (!state->released) pthread_cond_wait(&state->changed, &state->mutex);
    pthread_mutex_unlock(&state->mutex);
    return NULL; /* the thread exits after the library was dlclose'd */
}

/* The process's resident set in KiB. */
static long resident_kib(void) {
    long pages = 0, resident = -1;
    FILE *statm = fopen("/proc/self/statm", "r");
    if (!statm) return -1;
    if (fscanf(statm, "%ld %ld", &pages, &resident) != 2) resident = -1;
    fclose(statm);
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

/* How many more pthread keys the host can create now (each is created, then deleted). */
static int free_pthread_keys(void) {
    static pthread_key_t keys[KEY_PROBE_MAX];
    int count = 0;
    while (count < KEY_PROBE_MAX && pthread_key_create(&keys[count], NULL) == 0) count++;
    for (int i = 0; i < count; i++) pthread_key_delete(keys[i]);
    return count;
}

/* One cycle: dlopen, calls from WORKERS short-lived threads, one thread lingering past dlclose
 * (unless `with_lingering` is 0), dlclose. Returns the handle dlopen gave, or NULL on failure;
 * counts in *stayed_loaded whether the library was still loaded (and answering) after dlclose. */
static void *cycle(int with_lingering, long *stayed_loaded) {
    void *library = dlopen(BG_LIBRARY_PATH, RTLD_NOW | RTLD_LOCAL);
    if (!library) { fprintf(stderr, "dlopen: %s\n", dlerror()); return NULL; }
    api bg;
    if (!load_api(library, &bg)) { fprintf(stderr, "dlsym: %s\n", dlerror()); return NULL; }
    pthread_t threads[WORKERS];
    int ok = 1;
    for (int i = 0; i < WORKERS; i++) ok &= pthread_create(&threads[i], NULL, worker, &bg) == 0;
    for (int i = 0; i < WORKERS; i++) {
        void *result = NULL;
        pthread_join(threads[i], &result);
        ok &= result != NULL;
    }
    lingering state = {.bg = &bg, .mutex = PTHREAD_MUTEX_INITIALIZER, .changed = PTHREAD_COND_INITIALIZER};
    pthread_t lingerer;
    if (with_lingering) {
        ok &= pthread_create(&lingerer, NULL, linger, &state) == 0;
        pthread_mutex_lock(&state.mutex);
        while (!state.called) pthread_cond_wait(&state.changed, &state.mutex);
        pthread_mutex_unlock(&state.mutex);
        ok &= state.ok;
    }
    ok &= dlclose(library) == 0;
    /* The library stays loaded (nodelete): the functions looked up before dlclose still answer. */
    void *still = dlopen(BG_LIBRARY_PATH, RTLD_NOW | RTLD_NOLOAD);
    if (still) {
        *stayed_loaded += still == library && bg.version_number() == BG_VERSION_NUMBER;
        dlclose(still);
    }
    if (with_lingering) {
        pthread_mutex_lock(&state.mutex);
        state.released = 1;
        pthread_cond_broadcast(&state.changed);
        pthread_mutex_unlock(&state.mutex);
        pthread_join(lingerer, NULL); /* its last-error buffer's destructor runs now */
    }
    if (!ok) fprintf(stderr, "cycle: a call or dlclose failed\n");
    return ok ? library : NULL;
}

/* --keys-exhausted: every pthread key taken by the host (each holding a value of its own) before
 * the library's first call. */
static int keys_exhausted(void) {
    static pthread_key_t keys[KEY_PROBE_MAX];
    static char values[KEY_PROBE_MAX];
    int count = 0;
    while (count < KEY_PROBE_MAX && pthread_key_create(&keys[count], NULL) == 0) {
        pthread_setspecific(keys[count], &values[count]);
        count++;
    }
    void *library = dlopen(BG_LIBRARY_PATH, RTLD_NOW | RTLD_LOCAL);
    api bg;
    int loaded = library && load_api(library, &bg);
    CHECK(loaded, "dlopen or dlsym: %s", dlerror());
    if (!loaded) return 1;
    bg_group group;
    bg_layout layout = {.struct_size = sizeof layout};
    CHECK(bg.group_create((bg_theme){0}, NULL, &group) == BG_OK, "create failed");
    CHECK(bg.group_layout(group, NAN, 2, BG_DIRECTION_LTR, &layout) == BG_E_INVALID_ARGUMENT, "NaN width accepted");
    const char *message = bg.last_error_message();
    CHECK(message != NULL, "the message is NULL");
    CHECK(bg.group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout) == BG_OK && layout.slot_count == 0, "layout failed");
    CHECK(bg.group_free(group) == BG_OK, "free failed");
    int untouched = 0;
    for (int i = 0; i < count; i++) untouched += pthread_getspecific(keys[i]) == &values[i];
    CHECK(untouched == count, "%d of the host's %d keys changed", count - untouched, count);
    for (int i = 0; i < count; i++) pthread_key_delete(keys[i]);
    printf("unload: with all %d pthread keys taken by the host, calls answer (message \"%s\") "
           "and leave the host's keys alone\n", count, message ? message : "(NULL)");
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--keys-exhausted") == 0) return keys_exhausted();
    long cycles = 3000;
    int with_lingering = 1, check_rss = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--no-linger") == 0) with_lingering = 0;
        else if (strcmp(argv[i], "--no-rss") == 0) check_rss = 0;
        else cycles = atol(argv[i]);
    }
    long loaded = 0;
    void *first = cycle(with_lingering, &loaded); /* warm-up: the library's one-time state exists after it */
    CHECK(first != NULL, "the first cycle failed");
    if (!first) return 1;
    /* A group made now, with the library then closed and reopened thousands of times. */
    void *library = dlopen(BG_LIBRARY_PATH, RTLD_NOW | RTLD_LOCAL);
    api bg;
    bg_group kept = {0};
    CHECK(library && load_api(library, &bg) && bg.group_create((bg_theme){0}, NULL, &kept) == BG_OK,
          "creating the kept group");
    if (library) dlclose(library);
    long rss_start = resident_kib();
    int keys_start = free_pthread_keys();
    long same = 1, done = 1;
    for (; done < cycles; done++) {
        void *opened = cycle(with_lingering, &loaded);
        if (!opened) break;
        same += opened == first;
    }
    long rss_end = resident_kib();
    int keys_end = free_pthread_keys();
    pthread_key_t key;
    int key_ok = pthread_key_create(&key, NULL) == 0;
    if (key_ok) pthread_key_delete(key);

    library = dlopen(BG_LIBRARY_PATH, RTLD_NOW | RTLD_LOCAL);
    int kept_live = library == first && load_api(library, &bg) && bg.group_free(kept) == BG_OK;
    CHECK(kept_live, "the group made before %ld dlclose/dlopen cycles is gone", done);
    if (library) dlclose(library);
    CHECK(done == cycles, "cycle %ld of %ld failed", done, cycles);
    CHECK(loaded == done, "the library was unloaded by dlclose in %ld of %ld cycles", done - loaded, done);
    CHECK(same == done, "dlopen gave another instance in %ld of %ld cycles", done - same, done);
    CHECK(key_ok, "the host's pthread_key_create fails after %ld cycles", done);
    CHECK(keys_end >= keys_start - 2, "free pthread keys went from %d to %d", keys_start, keys_end);
    if (check_rss)
        CHECK(rss_end - rss_start <= RSS_BOUND_KIB, "RSS grew by %ld KiB (bound %ld KiB)",
              rss_end - rss_start, RSS_BOUND_KIB);
    printf("unload: %ld dlopen/dlclose cycles, %d threads each (%s), same instance every time: %s; "
           "still loaded after every dlclose: %s; a group made before them still live: %s; "
           "free pthread keys %d -> %d; RSS %ld -> %ld KiB%s\n",
           done, WORKERS + with_lingering, with_lingering ? "one outliving dlclose" : "none outliving dlclose",
           same == done ? "yes" : "no", loaded == done ? "yes" : "no", kept_live ? "yes" : "no",
           keys_start, keys_end, rss_start, rss_end, check_rss ? "" : " (not checked)");
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
