/*
 * abi_conventions_test.c — every convention of the C ABI (include/buttongroup.h), exhaustively:
 * versions, status strings, the per-thread last error, generational handles, argument
 * validation (NULL, UTF-8, numbers, enums, struct sizes), destroy notifications, reentrancy,
 * host callback failures, interaction (tap, action sheet, pointer, focus, navigation) and themes.
 *
 * Build: see Tests/ABITests/abi.mk (make test-abi).
 */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buttongroup.h"
#include "check.h"

/* ------------------------------------------------------------------ helpers */

/* An event log, so tests can check the order in which callbacks and destroys ran. */
static char event_log[8192];

static void log_reset(void) { event_log[0] = '\0'; }

static void log_event(const char *format, ...) {
    char entry[256];
    va_list args;
    va_start(args, format);
    vsnprintf(entry, sizeof entry, format, args);
    va_end(args);
    if (event_log[0] != '\0') strncat(event_log, ",", sizeof event_log - strlen(event_log) - 1);
    strncat(event_log, entry, sizeof event_log - strlen(event_log) - 1);
}

/* Measures every Unicode scalar as 8 points wide and every line 20 points high. */
static size_t utf8_scalars(const char *text, size_t length) {
    size_t count = 0;
    for (size_t i = 0; i < length; i++) {
        if (((unsigned char)text[i] & 0xC0) != 0x80) count++;
    }
    return count;
}

static bg_status fixed_measure(void *user_data, const char *font, const char *text, size_t text_len,
                               double max_width, bg_size *out) {
    (void)user_data;
    (void)font;
    (void)max_width;
    out->width = 8.0 * (double)utf8_scalars(text, text_len);
    out->height = 20.0;
    return BG_OK;
}

/* Measures every Unicode scalar as 7.3 points wide: widths that are not whole pixels. */
static bg_status fractional_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                    double max_width, bg_size *out) {
    (void)user_data;
    (void)font;
    (void)max_width;
    out->width = 7.3 * (double)utf8_scalars(text, text_len);
    out->height = 20.0;
    return BG_OK;
}

/* A registration's user_data: counts what ran with it. */
typedef struct probe probe;
struct probe {
    const char *name;
    int destroyed;
    int actions;
    int navigations;
    int64_t last_item;
    void *last_context;
    bg_status result;                          /* what action / navigation return */
    void (*hook)(probe *self, bg_group group, uint32_t item_index); /* runs inside the action */
    void *hook_data;
};

static probe make_probe(const char *name) {
    probe p;
    memset(&p, 0, sizeof p);
    p.name = name;
    p.last_item = -1;
    return p;
}

static void probe_destroy(void *user_data) {
    probe *p = user_data;
    p->destroyed++;
    log_event("destroy:%s", p->name);
}

static bg_status probe_action(void *user_data, bg_group group, uint32_t item_index) {
    probe *p = user_data;
    p->actions++;
    p->last_item = item_index;
    log_event("action:%s", p->name);
    if (p->hook) p->hook(p, group, item_index);
    log_event("action-end:%s", p->name);
    return p->result;
}

static bg_status probe_navigation(void *user_data, void *navigation_context) {
    probe *p = user_data;
    p->navigations++;
    p->last_context = navigation_context;
    log_event("navigation:%s", p->name);
    return p->result;
}

/* An item with title `title` whose action (and optionally navigation) report to `p`. */
static bg_item probe_item(const char *title, probe *p, int with_navigation) {
    bg_item item;
    bg_item_init(&item);
    item.title = title;
    if (p) {
        item.action = probe_action;
        item.navigation = with_navigation ? probe_navigation : NULL;
        item.user_data = p;
        item.destroy = probe_destroy;
    }
    return item;
}

static bg_item plain_item(const char *title) { return probe_item(title, NULL, 0); }

/* A layout struct ready for bg_group_layout. */
static bg_layout new_layout(void) {
    bg_layout layout;
    memset(&layout, 0, sizeof layout);
    layout.struct_size = sizeof layout;
    return layout;
}

/* The centre of a slot's frame. */
static void slot_center(const bg_layout *layout, uint32_t slot, double *x, double *y) {
    *x = layout->slots[slot].frame.x + layout->slots[slot].frame.width / 2;
    *y = layout->slots[slot].frame.y + layout->slots[slot].frame.height / 2;
}

/* Creates a built-in-theme group with the fixed measurer and `count` untitled-callback items. */
static bg_group make_group(const char *const *titles, uint32_t count) {
    bg_group group = {0};
    bg_item items[8];
    if (bg_group_create((bg_theme){0}, NULL, &group) != BG_OK) return group;
    bg_group_set_measure_callback(group, fixed_measure, NULL, NULL);
    for (uint32_t i = 0; i < count && i < 8; i++) items[i] = plain_item(titles[i]);
    bg_group_update(group, items, count);
    return group;
}

/* After an error the library still works: create, update, layout, free. */
static void still_works(int line) {
    static const char *const titles[] = {"Details", "Statements"};
    bg_group group = {0};
    bg_layout layout = new_layout();
    bg_item items[2] = {plain_item(titles[0]), plain_item(titles[1])};
    int ok = bg_group_create((bg_theme){0}, NULL, &group) == BG_OK
          && bg_group_update(group, items, 2) == BG_OK
          && bg_group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout) == BG_OK
          && layout.slot_count == 2
          && bg_group_free(group) == BG_OK;
    char what[96];
    snprintf(what, sizeof what, "library still works after the errors above (line %d)", line);
    check_record(ok, __FILE__, line, what);
}

/* -------------------------------------------------------------- versions */

static void test_version(void) {
    char expected[32];
    CHECK_EQ_INT(bg_version_number(), BG_VERSION_NUMBER);
    CHECK_EQ_INT(BG_VERSION_NUMBER, BG_VERSION_MAJOR * 10000 + BG_VERSION_MINOR * 100 + BG_VERSION_PATCH);
    snprintf(expected, sizeof expected, "%d.%d.%d", BG_VERSION_MAJOR, BG_VERSION_MINOR, BG_VERSION_PATCH);
    CHECK(bg_version_string() != NULL);
    CHECK_STR(bg_version_string(), expected);
    CHECK(bg_version_string() == bg_version_string()); /* static text */
}

/* ---------------------------------------------------------- status strings */

static void test_status_strings(void) {
    static const struct { bg_status code; const char *name; } codes[] = {
        {BG_OK, "BG_OK"},
        {BG_E_INVALID_ARGUMENT, "BG_E_INVALID_ARGUMENT"},
        {BG_E_INVALID_HANDLE, "BG_E_INVALID_HANDLE"},
        {BG_E_INVALID_UTF8, "BG_E_INVALID_UTF8"},
        {BG_E_PARSE, "BG_E_PARSE"},
        {BG_E_BUFFER_TOO_SMALL, "BG_E_BUFFER_TOO_SMALL"},
        {BG_E_REENTRANT, "BG_E_REENTRANT"},
        {BG_E_CALLBACK, "BG_E_CALLBACK"},
        {BG_E_STATE, "BG_E_STATE"},
        {BG_E_NOT_FOUND, "BG_E_NOT_FOUND"},
        {BG_E_NO_MEMORY, "BG_E_NO_MEMORY"},
    };
    const size_t n = sizeof codes / sizeof codes[0];
    CHECK_EQ_INT(n, 11);
    for (size_t i = 0; i < n; i++) {
        const char *text = bg_status_string(codes[i].code);
        size_t len = strlen(codes[i].name);
        CHECK(text != NULL);
        /* Starts with the exact name, followed by a non-identifier character. */
        CHECK(text && strncmp(text, codes[i].name, len) == 0 && (text[len] == ':' || text[len] == '\0'));
        CHECK(text && strlen(text) > len + 2); /* and says something about it */
        for (size_t j = 0; j < i; j++) CHECK(text && strcmp(text, bg_status_string(codes[j].code)) != 0);
        CHECK(bg_status_string(codes[i].code) == text); /* static */
    }
    static const bg_status unknown[] = {1, 42, -11, -100, INT32_MIN, INT32_MAX};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        const char *text = bg_status_string(unknown[i]);
        CHECK(text != NULL);
        CHECK(text && text[0] != '\0');
        for (size_t j = 0; j < n; j++) CHECK(text && strcmp(text, bg_status_string(codes[j].code)) != 0);
    }
    /* bg_status_string does not touch the last error. */
    bg_group_free((bg_group){0});
    bg_status_string(BG_OK);
    CHECK(bg_last_error_message()[0] != '\0');
}

/* -------------------------------------------------------------- last error */

static void *fresh_thread_message(void *arg) {
    const char *message = bg_last_error_message();
    *(int *)arg = message != NULL && message[0] == '\0';
    return NULL;
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

static void test_last_error(void) {
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
    /* Every kind of call clears: theme, group, event calls. */
    {
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

    /* A thread that never called anything sees "" (not NULL). */
    {
        pthread_t thread;
        int fresh_ok = 0;
        CHECK_STATUS(bg_group_free((bg_group){0}), BG_E_INVALID_HANDLE);
        CHECK(pthread_create(&thread, NULL, fresh_thread_message, &fresh_ok) == 0);
        pthread_join(thread, NULL);
        CHECK(fresh_ok);
        /* ... and the main thread's message is unaffected by it. */
        CHECK_CONTAINS(bg_last_error_message(), "bg_group_free");
    }

    /* Two threads fail differently at the same time; each sees its own message. */
    {
        pthread_barrier_t barrier;
        pthread_t threads[2];
        error_thread state[2];
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
}

/* ----------------------------------------------------------------- handles */

/* Every function taking a group handle rejects `group` with BG_E_INVALID_HANDLE. */
static void check_dead_group(bg_group group, int line) {
    static const char *const fn_names[] = {
        "free", "set_params", "update", "item_count", "set_measure", "set_sheet", "set_navigate",
        "layout", "tap", "pointer", "focus", "activate_focused", "activate_slot", "choose_sheet",
        "dismiss_sheet", "run_navigation"};
    bg_group_params params;
    bg_item item = plain_item("x");
    bg_layout layout = new_layout();
    uint32_t count = 77;
    int32_t slot = 77;
    bg_status got[16];
    bg_group_params_init((bg_theme){0}, &params);
    got[0] = bg_group_free(group);
    got[1] = bg_group_set_params(group, &params);
    got[2] = bg_group_update(group, &item, 1);
    got[3] = bg_group_item_count(group, &count);
    got[4] = bg_group_set_measure_callback(group, fixed_measure, NULL, NULL);
    got[5] = bg_group_set_sheet_callback(group, NULL, NULL, NULL);
    got[6] = bg_group_set_navigate_callback(group, NULL, NULL, NULL);
    got[7] = bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout);
    got[8] = bg_group_tap(group, 1, 1, &slot);
    got[9] = bg_group_pointer(group, BG_POINTER_DOWN, 1, 1, &slot);
    got[10] = bg_group_focus(group, BG_FOCUS_NEXT, &slot);
    got[11] = bg_group_activate_focused(group);
    got[12] = bg_group_activate_slot(group, 0);
    got[13] = bg_group_choose_sheet_item(group, 0);
    got[14] = bg_group_dismiss_sheet(group);
    got[15] = bg_group_run_navigation(group, 0, NULL);
    for (int i = 0; i < 16; i++) {
        char what[128];
        snprintf(what, sizeof what, "bg_group_%s(dead handle 0x%llx) -> %d, expected BG_E_INVALID_HANDLE",
                 fn_names[i], (unsigned long long)group.id, (int)got[i]);
        check_record(got[i] == BG_E_INVALID_HANDLE, __FILE__, line, what);
    }
    check_record(count == 77 && slot == 77 && layout.slot_count == 0, __FILE__, line,
                 "out-parameters untouched by calls on a dead handle");
}

/* Every function taking a theme handle rejects `theme`. */
static void check_dead_theme(bg_theme theme, int line) {
    double value = 5;
    uint32_t rgba = 5;
    size_t needed = 5;
    bg_button_colors colors;
    bg_group_params params;
    bg_group group = {5};
    bg_status got[7];
    got[0] = bg_theme_free(theme);
    got[1] = bg_theme_copy_warnings(theme, NULL, 0, &needed);
    got[2] = bg_theme_number(theme, "spacer/md", &value);
    got[3] = bg_theme_color(theme, "color/button/primary/default/background", &rgba);
    got[4] = bg_theme_button_colors(theme, BG_ROLE_PRIMARY, 0, &colors);
    got[5] = bg_group_params_init(theme, &params);
    got[6] = bg_group_create(theme, NULL, &group);
    for (int i = 0; i < 7; i++) {
        char what[128];
        snprintf(what, sizeof what, "theme call %d with dead handle 0x%llx -> %d, expected BG_E_INVALID_HANDLE", i,
                 (unsigned long long)theme.id, (int)got[i]);
        check_record(got[i] == BG_E_INVALID_HANDLE, __FILE__, line, what);
    }
    check_record(value == 5 && rgba == 5 && group.id == 5, __FILE__, line, "out-parameters untouched (dead theme)");
}

static void test_handles(void) {
    static const char theme_json[] = "{\"spacer\": {\"md\": 17}}";
    bg_group group = {0}, other = {0};
    bg_theme theme = {0};
    uint32_t count = 0;

    /* Zero and forged group handles. */
    check_dead_group((bg_group){0}, __LINE__);
    check_dead_group((bg_group){1}, __LINE__);
    check_dead_group((bg_group){UINT64_MAX}, __LINE__);
    check_dead_group((bg_group){0x0000000101000001ull}, __LINE__);
    check_dead_group((bg_group){0x12345678}, __LINE__);

    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK(group.id != 0);
    CHECK_OK(bg_theme_load(theme_json, strlen(theme_json), &theme));
    CHECK(theme.id != 0);
    CHECK(theme.id != group.id);

    /* Forgeries derived from a live id: other generations, other slots, other kinds. */
    check_dead_group((bg_group){group.id + (1ull << 32)}, __LINE__);
    check_dead_group((bg_group){group.id - (1ull << 32)}, __LINE__);
    check_dead_group((bg_group){group.id ^ 0x8000000000000000ull}, __LINE__);
    check_dead_group((bg_group){group.id + 1000}, __LINE__);
    check_dead_group((bg_group){group.id & 0xFFFFFFFFull}, __LINE__);
    /* Cross-kind: a theme id as a group id and the other way round. */
    check_dead_group((bg_group){theme.id}, __LINE__);
    check_dead_theme((bg_theme){group.id}, __LINE__);
    check_dead_theme((bg_theme){theme.id + (1ull << 32)}, __LINE__);
    check_dead_theme((bg_theme){UINT64_MAX}, __LINE__);
    /* The forgeries hurt nothing. */
    CHECK_OK(bg_group_item_count(group, &count));
    {
        double value = 0;
        CHECK_OK(bg_theme_number(theme, "spacer/md", &value));
        CHECK_EQ_DBL(value, 17);
    }
    /* The zero theme is the built-in one, usable but never freed. */
    {
        double value = 0;
        CHECK_OK(bg_theme_number((bg_theme){0}, "spacer/md", &value));
        CHECK_EQ_DBL(value, 16);
        CHECK_STATUS(bg_theme_free((bg_theme){0}), BG_E_INVALID_HANDLE);
        CHECK_OK(bg_theme_number((bg_theme){0}, "spacer/md", &value));
    }

    /* Free, double free, use after free. */
    CHECK_OK(bg_group_free(group));
    check_dead_group(group, __LINE__);
    CHECK_STATUS(bg_group_free(group), BG_E_INVALID_HANDLE);

    /* A stale handle stays dead after its slot is reused by a new group. */
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &other));
    CHECK(other.id != group.id);
    if ((other.id & 0xFFFFFFFFull) != (group.id & 0xFFFFFFFFull)) {
        /* Not an error: only informs that this run did not exercise slot reuse. */
        printf("note: the new group did not reuse the freed slot (0x%llx vs 0x%llx)\n",
               (unsigned long long)other.id, (unsigned long long)group.id);
    }
    check_dead_group(group, __LINE__);
    CHECK_OK(bg_group_item_count(other, &count)); /* the stale calls did not touch the new group */
    {
        bg_layout layout = new_layout();
        CHECK_OK(bg_group_layout(other, 320, 1, BG_DIRECTION_LTR, &layout));
    }
    CHECK_OK(bg_group_free(other));
    check_dead_group(other, __LINE__);

    /* Many generations of the same slots: every old id stays dead. */
    {
        bg_group old[32];
        for (int i = 0; i < 32; i++) {
            CHECK_OK(bg_group_create((bg_theme){0}, NULL, &old[i]));
            CHECK_OK(bg_group_free(old[i]));
        }
        CHECK_OK(bg_group_create((bg_theme){0}, NULL, &other));
        for (int i = 0; i < 32; i++) {
            CHECK(old[i].id != other.id);
            CHECK_STATUS(bg_group_item_count(old[i], &count), BG_E_INVALID_HANDLE);
            CHECK_STATUS(bg_group_free(old[i]), BG_E_INVALID_HANDLE);
        }
        CHECK_OK(bg_group_item_count(other, &count));
        CHECK_OK(bg_group_free(other));
    }

    /* Themes: free, double free, use after free, reuse. A group keeps its own copy. */
    {
        bg_theme second = {0};
        bg_layout layout = new_layout();
        CHECK_OK(bg_group_create(theme, NULL, &group));
        CHECK_OK(bg_theme_free(theme));
        check_dead_theme(theme, __LINE__);
        CHECK_OK(bg_theme_load(theme_json, strlen(theme_json), &second));
        CHECK(second.id != theme.id);
        check_dead_theme(theme, __LINE__);
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout)); /* still fine */
        CHECK_OK(bg_group_free(group));
        CHECK_OK(bg_theme_free(second));
        CHECK_STATUS(bg_theme_free(second), BG_E_INVALID_HANDLE);
    }
    still_works(__LINE__);
}

/* ------------------------------------------------------------------- NULLs */

static void test_null_pointers(void) {
    static const char json[] = "{}";
    bg_theme theme = {0};
    bg_group group = {0};
    bg_group_params params;
    bg_item item = plain_item("Pay");
    bg_layout layout = new_layout();
    double value = 0;
    uint32_t rgba = 0;
    size_t needed = 0;
    char buffer[8];

    CHECK_OK(bg_theme_load(json, strlen(json), &theme));
    CHECK_OK(bg_group_create(theme, NULL, &group));
    CHECK_OK(bg_group_params_init(theme, &params));

    CHECK_STATUS(bg_theme_load(NULL, 5, &theme), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_load(json, strlen(json), NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_load(NULL, 5, NULL), BG_E_INVALID_ARGUMENT);
    CHECK(bg_theme_load(NULL, 0, &(bg_theme){0}) != BG_OK); /* an empty document is not JSON */
    CHECK_STATUS(bg_theme_copy_warnings(theme, NULL, 0, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_copy_warnings(theme, NULL, 100, NULL), BG_E_INVALID_ARGUMENT);
    {
        /* out_needed NULL with a buffer large enough: the text is copied or the NULL refused. */
        bg_status s = bg_theme_copy_warnings(theme, buffer, sizeof buffer, NULL);
        CHECK(s == BG_OK || s == BG_E_INVALID_ARGUMENT);
    }
    CHECK_STATUS(bg_theme_number(theme, NULL, &value), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_number(theme, "spacer/md", NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_number((bg_theme){0}, NULL, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_color(theme, NULL, &rgba), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_color(theme, "color/button/primary/default/background", NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_button_colors(theme, BG_ROLE_PRIMARY, 0, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_params_init(theme, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_item_init(NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_create(theme, NULL, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_create(theme, &params, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_set_params(group, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_update(group, NULL, 1), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_update(group, NULL, UINT32_MAX), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_item_count(group, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, NULL), BG_E_INVALID_ARGUMENT);
    /* A required string field: title. */
    item.title = NULL;
    CHECK_STATUS(bg_group_update(group, &item, 1), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "title");
    item.title = "Pay";

    /* Pointers documented as optional: NULL is fine. */
    CHECK_OK(bg_theme_copy_warnings(theme, NULL, 0, &needed));
    {
        bg_group with_null_params = {0};
        CHECK_OK(bg_group_create(theme, NULL, &with_null_params)); /* params NULL: the theme's defaults */
        CHECK_OK(bg_group_free(with_null_params));
    }
    CHECK_OK(bg_group_update(group, NULL, 0));
    CHECK_OK(bg_group_update(group, &item, 1));
    CHECK_OK(bg_group_set_measure_callback(group, NULL, NULL, NULL));
    CHECK_OK(bg_group_set_sheet_callback(group, NULL, NULL, NULL));
    CHECK_OK(bg_group_set_navigate_callback(group, NULL, NULL, NULL));
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_OK(bg_group_tap(group, 5, 5, NULL));
    CHECK_OK(bg_group_pointer(group, BG_POINTER_DOWN, 5, 5, NULL));
    CHECK_OK(bg_group_pointer(group, BG_POINTER_CANCEL, 5, 5, NULL));
    CHECK_OK(bg_group_focus(group, BG_FOCUS_NEXT, NULL));
    {
        bg_item nav = plain_item("Nav");
        nav.navigation = probe_navigation;
        probe p = make_probe("nav");
        nav.user_data = &p;
        CHECK_OK(bg_group_update(group, &nav, 1));
        CHECK_OK(bg_group_run_navigation(group, 0, NULL));
        CHECK(p.navigations == 1 && p.last_context == NULL);
    }
    still_works(__LINE__);

    CHECK_OK(bg_group_free(group));
    CHECK_OK(bg_theme_free(theme));
}

/* -------------------------------------------------------------- bad UTF-8 */

static void test_invalid_utf8(void) {
    static const char *const bad[] = {
        "\xff",                 /* never valid */
        "Pay\xc3",              /* truncated sequence */
        "\xc0\xaf",             /* overlong */
        "\xed\xa0\x80",         /* UTF-16 surrogate */
        "\xf4\x90\x80\x80",     /* above U+10FFFF */
        "ok\x80",               /* lone continuation byte */
    };
    bg_group group = {0};
    bg_group_params params;
    double value = 0;
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));

    for (size_t b = 0; b < sizeof bad / sizeof bad[0]; b++) {
        /* Every string field of bg_item; the item is the second of two. */
        static const char *const item_fields[] = {"title", "icon", "accessibility_label", "accessibility_identifier"};
        for (int f = 0; f < 4; f++) {
            probe keep = make_probe("keep"), fresh = make_probe("fresh");
            bg_item items[2] = {probe_item("Fine", &keep, 0), probe_item("Also fine", &fresh, 0)};
            char field[64];
            if (f == 0) items[1].title = bad[b];
            if (f == 1) items[1].icon = bad[b];
            if (f == 2) items[1].accessibility_label = bad[b];
            if (f == 3) items[1].accessibility_identifier = bad[b];
            CHECK_STATUS(bg_group_update(group, items, 2), BG_E_INVALID_UTF8);
            snprintf(field, sizeof field, "items[1].%s", item_fields[f]);
            CHECK_CONTAINS(bg_last_error_message(), field);
            CHECK(keep.destroyed == 1 && fresh.destroyed == 1);
        }
        /* Every string field of bg_group_params, in create and in set_params. */
        static const char *const param_fields[] = {"more_icon", "alert_title", "alert_message",
                                                   "alert_cancel_button_title", "more_button_accessibility_label"};
        for (int f = 0; f < 5; f++) {
            bg_group created = {0};
            CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
            if (f == 0) params.more_icon = bad[b];
            if (f == 1) params.alert_title = bad[b];
            if (f == 2) params.alert_message = bad[b];
            if (f == 3) params.alert_cancel_button_title = bad[b];
            if (f == 4) params.more_button_accessibility_label = bad[b];
            CHECK_STATUS(bg_group_create((bg_theme){0}, &params, &created), BG_E_INVALID_UTF8);
            CHECK_CONTAINS(bg_last_error_message(), param_fields[f]);
            CHECK(created.id == 0);
            CHECK_STATUS(bg_group_set_params(group, &params), BG_E_INVALID_UTF8);
            CHECK_CONTAINS(bg_last_error_message(), param_fields[f]);
        }
        /* Token paths. */
        CHECK_STATUS(bg_theme_number((bg_theme){0}, bad[b], &value), BG_E_INVALID_UTF8);
        CHECK_STATUS(bg_theme_color((bg_theme){0}, bad[b], &(uint32_t){0}), BG_E_INVALID_UTF8);
    }
    /* A theme document that is not UTF-8. */
    {
        static const char json[] = "{\"parameters\": {\"buttonGroup\": {\"moreIcon\": \"\xff\"}}}";
        bg_theme theme = {0};
        bg_status s = bg_theme_load(json, sizeof json - 1, &theme);
        CHECK(s == BG_E_INVALID_UTF8 || s == BG_E_PARSE);
        CHECK(theme.id == 0);
    }
    /* Valid multi-byte UTF-8 everywhere is fine, and the failed calls changed nothing. */
    {
        uint32_t count = 9;
        bg_item item = plain_item("Überweisung 💸");
        item.icon = "ic_日本";
        item.accessibility_label = "Geld überweisen";
        item.accessibility_identifier = "überweisung";
        CHECK_OK(bg_group_item_count(group, &count));
        CHECK_EQ_INT(count, 0);
        CHECK_OK(bg_group_update(group, &item, 1));
        CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
        params.alert_title = "Aktionen …";
        CHECK_OK(bg_group_set_params(group, &params));
    }
    CHECK_OK(bg_group_free(group));
    still_works(__LINE__);
}

/* ---------------------------------------------------- numbers, enums, sizes */

static void test_invalid_numbers_and_enums(void) {
    static const char *const titles[] = {"Details", "Statements"};
    const double inf = HUGE_VAL, nan_value = nan("");
    bg_group group = make_group(titles, 2);
    bg_layout layout = new_layout();
    bg_group_params params, base;
    bg_item item;
    int32_t slot = 0;

    /* Width: NaN, ±inf, negative. 0 is allowed. */
    {
        const double widths[] = {nan_value, inf, -inf, -1, -0.001};
        for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
            layout = new_layout();
            CHECK_STATUS(bg_group_layout(group, widths[i], 1, BG_DIRECTION_LTR, &layout), BG_E_INVALID_ARGUMENT);
            CHECK_CONTAINS(bg_last_error_message(), "width");
            CHECK(layout.slots == NULL && layout.slot_count == 0); /* untouched */
        }
        CHECK_OK(bg_group_layout(group, 0, 1, BG_DIRECTION_LTR, &layout));
    }
    /* Scale: zero, negative, NaN, inf. */
    {
        const double scales[] = {0, -0.0, -1, nan_value, inf, -inf};
        for (size_t i = 0; i < sizeof scales / sizeof scales[0]; i++) {
            CHECK_STATUS(bg_group_layout(group, 320, scales[i], BG_DIRECTION_LTR, &layout), BG_E_INVALID_ARGUMENT);
            CHECK_CONTAINS(bg_last_error_message(), "scale");
        }
    }
    /* Direction. */
    CHECK_STATUS(bg_group_layout(group, 320, 1, 2, &layout), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_layout(group, 320, 1, -1, &layout), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_layout(group, 320, 1, INT32_MAX, &layout), BG_E_INVALID_ARGUMENT);
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_RTL, &layout));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));

    /* Item role. */
    {
        const int32_t roles[] = {7, -1, 100, INT32_MIN};
        for (size_t i = 0; i < sizeof roles / sizeof roles[0]; i++) {
            item = plain_item("x");
            item.role = roles[i];
            CHECK_STATUS(bg_group_update(group, &item, 1), BG_E_INVALID_ARGUMENT);
            CHECK_CONTAINS(bg_last_error_message(), "role");
        }
        for (int32_t role = BG_ROLE_AUTOMATIC; role <= BG_ROLE_LINK; role++) {
            item = plain_item("x");
            item.role = role;
            CHECK_OK(bg_group_update(group, &item, 1));
        }
    }
    /* Parameters: layout kind, prominent type, corner style, spacing, corner radius, overflow. */
    CHECK_OK(bg_group_params_init((bg_theme){0}, &base));
#define BAD_PARAMS(mutation, field)                                                         \
    do {                                                                                    \
        bg_group created = {0};                                                             \
        params = base;                                                                      \
        mutation;                                                                           \
        CHECK_STATUS(bg_group_create((bg_theme){0}, &params, &created), BG_E_INVALID_ARGUMENT); \
        CHECK_CONTAINS(bg_last_error_message(), field);                                     \
        CHECK(created.id == 0);                                                             \
        CHECK_STATUS(bg_group_set_params(group, &params), BG_E_INVALID_ARGUMENT);           \
        CHECK_CONTAINS(bg_last_error_message(), field);                                     \
    } while (0)
    BAD_PARAMS(params.layout.kind = 2, "kind");
    BAD_PARAMS(params.layout.kind = -1, "kind");
    BAD_PARAMS((params.layout.kind = BG_LAYOUT_PROMINENT, params.layout.prominent_type = 2), "prominent_type");
    BAD_PARAMS((params.layout.kind = BG_LAYOUT_PROMINENT, params.layout.prominent_type = -1), "prominent_type");
    BAD_PARAMS(params.layout.corner_style = 6, "corner_style");
    BAD_PARAMS(params.layout.corner_style = -1, "corner_style");
    BAD_PARAMS(params.layout.spacing = nan_value, "spacing");
    BAD_PARAMS(params.layout.spacing = -1, "spacing");
    BAD_PARAMS(params.layout.spacing = inf, "spacing");
    BAD_PARAMS((params.layout.corner_style = BG_CORNER_FIXED, params.layout.corner_radius = nan_value), "corner_radius");
    BAD_PARAMS((params.layout.corner_style = BG_CORNER_FIXED, params.layout.corner_radius = -2), "corner_radius");
    BAD_PARAMS(params.overflow_policy = 2, "overflow_policy");
    BAD_PARAMS(params.overflow_policy = -1, "overflow_policy");
    BAD_PARAMS(params.overflow_hysteresis = nan_value, "overflow_hysteresis");
    BAD_PARAMS(params.overflow_hysteresis = -1, "overflow_hysteresis");
    BAD_PARAMS(params.struct_size = 0, "struct_size");
    BAD_PARAMS(params.struct_size = sizeof params - 8, "struct_size");
#undef BAD_PARAMS
    /* Every valid value is accepted. */
    for (int32_t style = BG_CORNER_CAPSULE; style <= BG_CORNER_FIXED; style++) {
        params = base;
        params.layout.kind = BG_LAYOUT_PROMINENT;
        params.layout.prominent_type = style % 2;
        params.layout.corner_style = style;
        params.layout.corner_radius = 6;
        params.overflow_policy = style % 2;
        CHECK_OK(bg_group_set_params(group, &params));
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    }
    CHECK_OK(bg_group_set_params(group, &base));

    /* Event enums and points. */
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_STATUS(bg_group_pointer(group, 4, 1, 1, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "phase");
    CHECK_STATUS(bg_group_pointer(group, -1, 1, 1, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_pointer(group, BG_POINTER_DOWN, nan_value, 1, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_pointer(group, BG_POINTER_DOWN, 1, inf, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_focus(group, 5, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "move");
    CHECK_STATUS(bg_group_focus(group, -1, &slot), BG_E_INVALID_ARGUMENT);
    slot = 1234;
    CHECK_STATUS(bg_group_tap(group, nan_value, 1, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_tap(group, 1, -inf, &slot), BG_E_INVALID_ARGUMENT);
    CHECK_EQ_INT(slot, 1234);
    CHECK_STATUS(bg_group_activate_slot(group, 99), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_activate_slot(group, UINT32_MAX), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_run_navigation(group, 99, NULL), BG_E_NOT_FOUND);
    CHECK_STATUS(bg_theme_button_colors((bg_theme){0}, 7, 0, &(bg_button_colors){0}), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_button_colors((bg_theme){0}, -1, 0, &(bg_button_colors){0}), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_theme_button_colors((bg_theme){0}, BG_ROLE_PRIMARY, 8, &(bg_button_colors){0}), BG_E_INVALID_ARGUMENT);

    /* Wrong struct_size: item, layout. */
    {
        probe p = make_probe("sized");
        item = probe_item("x", &p, 0);
        item.struct_size = 0;
        CHECK_STATUS(bg_group_update(group, &item, 1), BG_E_INVALID_ARGUMENT);
        CHECK_CONTAINS(bg_last_error_message(), "struct_size");
        item.struct_size = sizeof item - 1;
        CHECK_STATUS(bg_group_update(group, &item, 1), BG_E_INVALID_ARGUMENT);
        CHECK_EQ_INT(p.destroyed, 2); /* each failed registration released its user_data */
        layout = new_layout();
        layout.struct_size = 0;
        CHECK_STATUS(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout), BG_E_INVALID_ARGUMENT);
        CHECK_CONTAINS(bg_last_error_message(), "struct_size");
        layout.struct_size = sizeof layout - 4;
        CHECK_STATUS(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout), BG_E_INVALID_ARGUMENT);
        CHECK(layout.slots == NULL);
    }
    /* init functions set struct_size and the documented defaults. */
    {
        bg_item fresh;
        memset(&fresh, 0xAB, sizeof fresh);
        CHECK_OK(bg_item_init(&fresh));
        CHECK_EQ_INT(fresh.struct_size, sizeof(bg_item));
        CHECK_STR(fresh.title, "");
        CHECK_EQ_INT(fresh.role, BG_ROLE_AUTOMATIC);
        CHECK(fresh.icon == NULL && fresh.accessibility_label == NULL && fresh.accessibility_identifier == NULL);
        CHECK(fresh.action == NULL && fresh.navigation == NULL && fresh.user_data == NULL && fresh.destroy == NULL);
        CHECK(fresh.disabled == 0);
        CHECK_EQ_INT(base.struct_size, sizeof(bg_group_params));
    }

    /* Empty item list. */
    {
        uint32_t count = 5;
        CHECK_OK(bg_group_update(group, NULL, 0));
        CHECK_OK(bg_group_item_count(group, &count));
        CHECK_EQ_INT(count, 0);
        item = plain_item("ignored");
        CHECK_OK(bg_group_update(group, &item, 0));
        layout = new_layout();
        CHECK_OK(bg_group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout));
        CHECK_EQ_INT(layout.slot_count, 0);
        CHECK_EQ_INT(layout.overflow_count, 0);
        CHECK_EQ_DBL(layout.size.width, 320);
        slot = 7;
        CHECK_OK(bg_group_tap(group, 10, 10, &slot));
        CHECK_EQ_INT(slot, -1);
        CHECK_OK(bg_group_focus(group, BG_FOCUS_NEXT, &slot));
        CHECK_EQ_INT(slot, -1);
        CHECK_STATUS(bg_group_activate_focused(group), BG_E_STATE);
        CHECK_STATUS(bg_group_activate_slot(group, 0), BG_E_INVALID_ARGUMENT);
    }
    CHECK_OK(bg_group_free(group));
    still_works(__LINE__);
}

/* ------------------------------------------------------------ layout output */

/* Counts its calls; measures like fixed_measure. */
static long counted_measure_calls;

static bg_status counted_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                 double max_width, bg_size *out) {
    counted_measure_calls++;
    return fixed_measure(user_data, font, text, text_len, max_width, out);
}

/* The measure cache: a relayout at a new width, or after update() with the same titles, calls
 * the host measurer zero times for titles it has seen; replacing the measurer starts over. */
static void test_measure_cache(void) {
    static const char *const titles[] = {"Pay", "Transfer", "Statements and documents"};
    bg_group group;
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_set_measure_callback(group, counted_measure, NULL, NULL));
    bg_item items[3];
    for (int i = 0; i < 3; i++) items[i] = plain_item(titles[i]);
    CHECK_OK(bg_group_update(group, items, 3));
    counted_measure_calls = 0;
    CHECK_OK(bg_group_layout(group, 800, 2, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(counted_measure_calls, 3); /* each title once, nothing truncated */
    CHECK_OK(bg_group_layout(group, 300, 2, BG_DIRECTION_LTR, &layout)); /* truncates the long title */
    long after_truncation = counted_measure_calls;
    CHECK(after_truncation > 3); /* the ellipsis and the long title's clusters */
    const double widths[] = {799, 420, 301, 300, 250, 800, 600};
    for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
        CHECK_OK(bg_group_layout(group, widths[w], 2, (int32_t)(w % 2), &layout));
    CHECK_EQ_INT(counted_measure_calls, after_truncation); /* seen titles: zero calls */
    CHECK_OK(bg_group_update(group, items, 3));
    CHECK_OK(bg_group_layout(group, 333, 3, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(counted_measure_calls, after_truncation); /* same titles after update(): zero calls */
    CHECK_OK(bg_group_set_measure_callback(group, counted_measure, NULL, NULL));
    CHECK_OK(bg_group_layout(group, 800, 2, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(counted_measure_calls, after_truncation + 3); /* a new measurer starts over */
    CHECK_OK(bg_group_free(group));
}

static void test_layout_output(void) {
    static const char *const titles[] = {"Details", "Statements"};
    bg_group group = make_group(titles, 2);
    bg_layout layout = new_layout();
    bg_item items[2] = {plain_item("Details"), plain_item("Statements")};
    items[1].accessibility_label = "All statements";
    items[1].accessibility_identifier = "statements";
    CHECK_OK(bg_group_update(group, items, 2));
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.struct_size, sizeof layout);
    CHECK_EQ_INT(layout.slot_count, 2);
    CHECK_EQ_INT(layout.overflow_count, 0);
    CHECK_EQ_DBL(layout.size.width, 320);
    CHECK_EQ_DBL(layout.size.height, 48); /* button/height of the built-in theme */
    /* allRound with spacer/xs (8): (320 - 8) / 2 = 156. */
    CHECK_EQ_DBL(layout.slots[0].frame.x, 0);
    CHECK_EQ_DBL(layout.slots[0].frame.width, 156);
    CHECK_EQ_DBL(layout.slots[1].frame.x, 164);
    CHECK_EQ_DBL(layout.slots[1].frame.width, 156);
    for (uint32_t i = 0; i < layout.slot_count; i++) {
        const bg_slot *s = &layout.slots[i];
        const bg_a11y_node *n = &layout.accessibility[i];
        CHECK_EQ_INT(s->kind, BG_SLOT_ITEM);
        CHECK_EQ_INT(s->item_index, i);
        CHECK_EQ_INT(s->role, BG_ROLE_SECONDARY); /* automatic in allRound resolves to secondary */
        CHECK_EQ_INT(s->state, 0);
        CHECK_EQ_DBL(s->frame.height, 48);
        CHECK_EQ_DBL(s->corners.top_left, 24); /* capsule */
        CHECK_EQ_DBL(s->corners.bottom_right, 24);
        CHECK(s->icon == NULL);
        CHECK_EQ_DBL(s->icon_frame.width, 0);
        CHECK_STR(s->title, titles[i]);
        CHECK_EQ_DBL(s->title_frame.width, 8.0 * (double)strlen(titles[i]));
        CHECK_EQ_INT(s->title_truncated, 0);
        CHECK(s->hit_frame.height >= 44);
        CHECK_EQ_INT(n->role, BG_A11Y_BUTTON);
        CHECK_EQ_INT(n->enabled, 1);
        CHECK_EQ_INT(n->position, i + 1);
        CHECK_EQ_INT(n->count, 2);
        CHECK_EQ_INT(n->slot_index, i);
        CHECK(memcmp(&n->frame, &s->frame, sizeof n->frame) == 0);
    }
    CHECK_STR(layout.accessibility[0].label, "Details");
    CHECK(layout.accessibility[0].identifier == NULL);
    CHECK_STR(layout.accessibility[1].label, "All statements");
    CHECK_STR(layout.accessibility[1].identifier, "statements");
    /* RTL mirrors the order. */
    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_RTL, &layout));
    CHECK_EQ_DBL(layout.slots[0].frame.x, 164);
    CHECK_EQ_DBL(layout.slots[1].frame.x, 0);
    CHECK_EQ_INT(layout.accessibility[0].position, 1);
    CHECK_OK(bg_group_free(group));

    /* Prominent: a title-only secondary is "sized to content (title + insets)", so its title
     * is never truncated, also when the measured width is not a whole number of pixels (real
     * font metrics never are). */
    {
        bg_group_params params;
        bg_item two[2] = {plain_item("Send money"), plain_item("Request")};
        const double scales[] = {1, 2, 3};
        CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
        params.layout.kind = BG_LAYOUT_PROMINENT;
        params.layout.prominent_type = BG_PROMINENT_RELAXED;
        CHECK_OK(bg_group_create((bg_theme){0}, &params, &group));
        CHECK_OK(bg_group_set_measure_callback(group, fractional_measure, NULL, NULL));
        CHECK_OK(bg_group_update(group, two, 2));
        for (int i = 0; i < 3; i++) {
            char what[160];
            layout = new_layout();
            CHECK_OK(bg_group_layout(group, 343, scales[i], BG_DIRECTION_LTR, &layout));
            CHECK_EQ_INT(layout.slot_count, 2);
            snprintf(what, sizeof what, "prominent title-only secondary at scale %g: title \"%s\" (expected \"Request\"), "
                     "width %g (content needs 2 x 16 + 7 x 7.3 = 83.1)", scales[i], layout.slots[1].title,
                     layout.slots[1].frame.width);
            check_record(strcmp(layout.slots[1].title, "Request") == 0 && !layout.slots[1].title_truncated
                         && layout.slots[1].frame.width >= 83.1 - 1e-9, __FILE__, __LINE__, what);
        }
        CHECK_OK(bg_group_free(group));
    }
}

/* ------------------------------------------------------- destroy callbacks */

static bg_status failing_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet) {
    (void)user_data;
    (void)group;
    (void)sheet;
    return -1;
}

static bg_status nav_noop(void *user_data, bg_group group, uint32_t item_index) {
    (void)user_data;
    (void)group;
    (void)item_index;
    return BG_OK;
}

static void test_destroy_notifications(void) {
    static const char *const titles[] = {"A"};
    bg_group group = make_group(titles, 1);
    bg_layout layout = new_layout();

    /* Replace and clear, for each of the three group callbacks. */
    for (int which = 0; which < 3; which++) {
        probe first = make_probe("first"), second = make_probe("second"), clear = make_probe("clear");
        bg_status s1, s2, s3;
        if (which == 0) {
            s1 = bg_group_set_measure_callback(group, fixed_measure, &first, probe_destroy);
            s2 = bg_group_set_measure_callback(group, fixed_measure, &second, probe_destroy);
        } else if (which == 1) {
            s1 = bg_group_set_sheet_callback(group, failing_sheet, &first, probe_destroy);
            s2 = bg_group_set_sheet_callback(group, failing_sheet, &second, probe_destroy);
        } else {
            s1 = bg_group_set_navigate_callback(group, nav_noop, &first, probe_destroy);
            s2 = bg_group_set_navigate_callback(group, nav_noop, &second, probe_destroy);
        }
        CHECK_OK(s1);
        CHECK_OK(s2);
        CHECK_EQ_INT(first.destroyed, 1);   /* replaced */
        CHECK_EQ_INT(second.destroyed, 0);
        if (which == 0) s3 = bg_group_set_measure_callback(group, NULL, &clear, probe_destroy);
        else if (which == 1) s3 = bg_group_set_sheet_callback(group, NULL, &clear, probe_destroy);
        else s3 = bg_group_set_navigate_callback(group, NULL, &clear, probe_destroy);
        CHECK_OK(s3);
        CHECK_EQ_INT(second.destroyed, 1);  /* cleared */
        CHECK_EQ_INT(clear.destroyed, 1);   /* a user_data passed with the clear is released too */
        CHECK_EQ_INT(first.destroyed, 1);   /* and nothing twice */
        /* A failed registration (invalid handle) releases its user_data once, at once. */
        {
            probe failed = make_probe("failed");
            bg_status s;
            if (which == 0) s = bg_group_set_measure_callback((bg_group){0}, fixed_measure, &failed, probe_destroy);
            else if (which == 1) s = bg_group_set_sheet_callback((bg_group){0}, failing_sheet, &failed, probe_destroy);
            else s = bg_group_set_navigate_callback((bg_group){0}, nav_noop, &failed, probe_destroy);
            CHECK_STATUS(s, BG_E_INVALID_HANDLE);
            CHECK_EQ_INT(failed.destroyed, 1);
            if (which == 0) s = bg_group_set_measure_callback((bg_group){group.id + (1ull << 32)}, fixed_measure, &failed, probe_destroy);
            else if (which == 1) s = bg_group_set_sheet_callback((bg_group){group.id + (1ull << 32)}, failing_sheet, &failed, probe_destroy);
            else s = bg_group_set_navigate_callback((bg_group){group.id + (1ull << 32)}, nav_noop, &failed, probe_destroy);
            CHECK_STATUS(s, BG_E_INVALID_HANDLE);
            CHECK_EQ_INT(failed.destroyed, 2);
        }
    }
    /* A NULL destroy is simply not called. */
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));

    /* Updates: a successful one releases the old items; a failed one releases the new items. */
    {
        probe a = make_probe("a"), b = make_probe("b"), c = make_probe("c"), d = make_probe("d"), e = make_probe("e");
        bg_item old_items[2] = {probe_item("A", &a, 0), probe_item("B", &b, 1)};
        bg_item bad_items[3] = {probe_item("C", &c, 0), probe_item("D", &d, 0), probe_item("E", &e, 0)};
        int32_t slot = -5;
        uint32_t count = 0;
        old_items[1].action = NULL; /* a registration with only navigation and destroy */
        CHECK_OK(bg_group_update(group, old_items, 2));
        CHECK(a.destroyed == 0 && b.destroyed == 0);
        bad_items[2].title = "\xff";
        CHECK_STATUS(bg_group_update(group, bad_items, 3), BG_E_INVALID_UTF8);
        CHECK(c.destroyed == 1 && d.destroyed == 1 && e.destroyed == 1);
        CHECK(a.destroyed == 0 && b.destroyed == 0);
        CHECK_OK(bg_group_item_count(group, &count));
        CHECK_EQ_INT(count, 2); /* the old items are kept ... */
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK_STR(layout.slots[0].title, "A");
        CHECK_OK(bg_group_tap(group, layout.slots[0].frame.x + 2, 20, &slot));
        CHECK_EQ_INT(slot, 0);
        CHECK_EQ_INT(a.actions, 1);      /* ... and still work */
        CHECK_OK(bg_group_run_navigation(group, 1, &count));
        CHECK_EQ_INT(b.navigations, 1);
        CHECK(b.last_context == &count);
        CHECK(c.actions == 0 && d.actions == 0 && e.actions == 0);
        /* A failed update through an invalid handle releases the new items as well. */
        bad_items[2].title = "E";
        CHECK_STATUS(bg_group_update((bg_group){0}, bad_items, 3), BG_E_INVALID_HANDLE);
        CHECK(c.destroyed == 2 && d.destroyed == 2 && e.destroyed == 2);
        /* A wrong struct_size in the middle: every item of the call is released once. */
        bad_items[1].struct_size = 3;
        CHECK_STATUS(bg_group_update(group, bad_items, 3), BG_E_INVALID_ARGUMENT);
        CHECK(c.destroyed == 3 && d.destroyed == 3 && e.destroyed == 3);
        bad_items[1].struct_size = sizeof(bg_item);
        /* A successful update releases the old items once. */
        CHECK_OK(bg_group_update(group, bad_items, 2));
        CHECK(a.destroyed == 1 && b.destroyed == 1);
        CHECK(c.destroyed == 3 && d.destroyed == 3);
        /* An update to the empty list releases them too. */
        CHECK_OK(bg_group_update(group, NULL, 0));
        CHECK(c.destroyed == 4 && d.destroyed == 4 && e.destroyed == 3);
        CHECK(a.destroyed == 1 && b.destroyed == 1);
    }

    /* bg_group_free releases every registration once: items, measure, sheet, navigate. */
    {
        probe i1 = make_probe("i1"), i2 = make_probe("i2"), m = make_probe("m"), s = make_probe("s"), n = make_probe("n");
        bg_item items[2] = {probe_item("One", &i1, 1), probe_item("Two", &i2, 0)};
        CHECK_OK(bg_group_update(group, items, 2));
        CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, &m, probe_destroy));
        CHECK_OK(bg_group_set_sheet_callback(group, failing_sheet, &s, probe_destroy));
        CHECK_OK(bg_group_set_navigate_callback(group, nav_noop, &n, probe_destroy));
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK(i1.destroyed + i2.destroyed + m.destroyed + s.destroyed + n.destroyed == 0);
        CHECK_OK(bg_group_free(group));
        CHECK(i1.destroyed == 1 && i2.destroyed == 1 && m.destroyed == 1 && s.destroyed == 1 && n.destroyed == 1);
        CHECK_STATUS(bg_group_free(group), BG_E_INVALID_HANDLE);
        CHECK(i1.destroyed == 1 && i2.destroyed == 1 && m.destroyed == 1 && s.destroyed == 1 && n.destroyed == 1);
    }
    still_works(__LINE__);
}

typedef struct {
    bg_group group;
    int calls;
    int64_t last_item;
    void *context;       /* passed to bg_group_run_navigation */
    bg_status run_status;
    bg_status result;
} navigate_host;

static bg_status host_navigate(void *user_data, bg_group group, uint32_t item_index) {
    navigate_host *h = user_data;
    h->calls++;
    h->last_item = item_index;
    log_event("navigate:%u", (unsigned)item_index);
    if (group.id != h->group.id) log_event("navigate-wrong-group");
    h->run_status = bg_group_run_navigation(group, item_index, h->context);
    return h->result;
}

/* ---------------------------------------------------------------- reentrancy */

typedef struct {
    bg_item *items;
    uint32_t count;
    bg_status update_status;
    bg_status count_status;
    uint32_t count_inside;
    bg_status free_status;
    bg_status after_free_status;
    bg_status layout_status;
    bg_status activate_status;
} hook_state;

static void hook_update(probe *self, bg_group group, uint32_t item_index) {
    hook_state *h = self->hook_data;
    (void)item_index;
    h->update_status = bg_group_update(group, h->items, h->count);
    log_event("update-returned");
    h->count_status = bg_group_item_count(group, &h->count_inside);
}

static void hook_free(probe *self, bg_group group, uint32_t item_index) {
    hook_state *h = self->hook_data;
    bg_layout layout = new_layout();
    (void)item_index;
    h->layout_status = bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout); /* getters work inside */
    h->free_status = bg_group_free(group);
    log_event("free-returned");
    h->after_free_status = bg_group_item_count(group, &h->count_inside);
}

static void hook_failing_call(probe *self, bg_group group, uint32_t item_index) {
    double value = 0;
    (void)self;
    (void)group;
    (void)item_index;
    if (bg_theme_number((bg_theme){0}, "no/such/token", &value) != BG_E_NOT_FOUND) log_event("unexpected");
}

static void hook_activate_other(probe *self, bg_group group, uint32_t item_index) {
    hook_state *h = self->hook_data;
    (void)item_index;
    h->activate_status = bg_group_activate_slot(group, 1);
}

typedef struct {
    bg_group group;
    int calls;
    bg_status update_status, layout_status, count_status, free_status, params_status;
    uint32_t count;
    probe *update_item_probe;
    double width;        /* what to answer (NaN to fail) */
    bg_status result;
} measure_state;

static bg_status reentrant_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                   double max_width, bg_size *out) {
    measure_state *m = user_data;
    if (m->calls++ == 0) {
        bg_item item = probe_item("Inner", m->update_item_probe, 0);
        bg_layout layout = new_layout();
        bg_group_params params;
        bg_group_params_init((bg_theme){0}, &params);
        m->count_status = bg_group_item_count(m->group, &m->count); /* getters work */
        m->update_status = bg_group_update(m->group, &item, 1);
        m->params_status = bg_group_set_params(m->group, &params);
        m->free_status = bg_group_free(m->group);
        m->layout_status = bg_group_layout(m->group, 100, 1, BG_DIRECTION_LTR, &layout); /* last: fails */
    }
    return fixed_measure(NULL, font, text, text_len, max_width, out);
}

static bg_status scripted_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                  double max_width, bg_size *out) {
    measure_state *m = user_data;
    m->calls++;
    fixed_measure(NULL, font, text, text_len, max_width, out);
    if (m->result != BG_OK) return m->result;
    if (m->width != 0 || isnan(m->width)) out->width = m->width;
    return BG_OK;
}

static void test_reentrancy(void) {
    bg_layout layout = new_layout();
    int32_t slot = -9;

    /* An action that replaces its own group's items. */
    {
        probe a = make_probe("a"), b = make_probe("b"), c = make_probe("c"), n = make_probe("nav");
        hook_state h;
        bg_group group = {0};
        bg_item fresh[1];
        memset(&h, 0, sizeof h);
        fresh[0] = probe_item("C", &c, 0);
        h.items = fresh;
        h.count = 1;
        a.hook = hook_update;
        a.hook_data = &h;
        bg_item items[2] = {probe_item("A", &a, 1), probe_item("B", &b, 0)};
        CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
        CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
        CHECK_OK(bg_group_set_navigate_callback(group, nav_noop, &n, probe_destroy));
        CHECK_OK(bg_group_update(group, items, 2));
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        log_reset();
        CHECK_OK(bg_group_tap(group, 10, 24, &slot));
        CHECK_STR(bg_last_error_message(), "");
        CHECK_EQ_INT(slot, 0);
        CHECK_OK(h.update_status);
        CHECK_OK(h.count_status);
        CHECK_EQ_INT(h.count_inside, 1);
        CHECK(a.actions == 1 && a.destroyed == 1 && b.destroyed == 1 && c.destroyed == 0);
        /* The executing item's user_data is destroyed after its action returned. */
        {
            const char *end = strstr(event_log, "action-end:a");
            const char *destroy_a = strstr(event_log, "destroy:a");
            CHECK(end != NULL && destroy_a != NULL && destroy_a > end);
            CHECK(strncmp(event_log, "action:a,", 9) == 0);
            printf("log (update inside action): %s\n", event_log);
        }
        /* The group works with its new items. */
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK_EQ_INT(layout.slot_count, 1);
        CHECK_STR(layout.slots[0].title, "C");
        CHECK_OK(bg_group_tap(group, 10, 24, &slot));
        CHECK_EQ_INT(c.actions, 1);
        CHECK_EQ_INT(a.actions, 1);
        CHECK_OK(bg_group_free(group));
        CHECK(a.destroyed == 1 && b.destroyed == 1 && c.destroyed == 1 && n.destroyed == 1);
    }

    /* An action that frees its own group. */
    {
        probe a = make_probe("a"), b = make_probe("b"), m = make_probe("m"), n = make_probe("n");
        hook_state h;
        bg_group group = {0};
        uint32_t count = 0;
        bg_status tap_status;
        memset(&h, 0, sizeof h);
        a.hook = hook_free;
        a.hook_data = &h;
        bg_item items[2] = {probe_item("A", &a, 1), probe_item("B", &b, 0)};
        CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
        CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, &m, probe_destroy));
        CHECK_OK(bg_group_set_navigate_callback(group, nav_noop, &n, probe_destroy));
        CHECK_OK(bg_group_update(group, items, 2));
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        log_reset();
        tap_status = bg_group_tap(group, 10, 24, &slot);
        CHECK(tap_status == BG_OK || tap_status == BG_E_INVALID_HANDLE || tap_status == BG_E_STATE);
        CHECK_OK(h.layout_status);
        CHECK_OK(h.free_status);
        CHECK_STATUS(h.after_free_status, BG_E_INVALID_HANDLE); /* invalid at once */
        CHECK_STATUS(bg_group_item_count(group, &count), BG_E_INVALID_HANDLE);
        CHECK_STATUS(bg_group_free(group), BG_E_INVALID_HANDLE);
        CHECK(a.destroyed == 1 && b.destroyed == 1 && m.destroyed == 1 && n.destroyed == 1);
        CHECK_EQ_INT(a.actions, 1);
        {
            const char *end = strstr(event_log, "action-end:a");
            const char *destroy_a = strstr(event_log, "destroy:a");
            const char *destroy_b = strstr(event_log, "destroy:b");
            const char *destroy_n = strstr(event_log, "destroy:n");
            CHECK(end != NULL && destroy_a != NULL && destroy_a > end);
            printf("log (free inside action): %s\n", event_log);
            /* bg_group_free's contract: "From inside one of the group's callbacks the handle
             * becomes invalid at once and the rest completes when the outermost callback
             * returns" -- so no destroy notification runs while the action is executing. */
            CHECK(destroy_b != NULL && destroy_b > end);
            CHECK(destroy_n != NULL && destroy_n > end);
        }
        check_dead_group(group, __LINE__);
    }

    /* An action that activates another slot of its own group (nested dispatch). */
    {
        probe a = make_probe("a"), b = make_probe("b");
        hook_state h;
        bg_group group = {0};
        memset(&h, 0, sizeof h);
        a.hook = hook_activate_other;
        a.hook_data = &h;
        bg_item items[2] = {probe_item("A", &a, 0), probe_item("B", &b, 0)};
        CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
        CHECK_OK(bg_group_update(group, items, 2));
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        log_reset();
        CHECK_OK(bg_group_activate_slot(group, 0));
        CHECK_OK(h.activate_status);
        CHECK_STR(event_log, "action:a,action:b,action-end:b,action-end:a");
        CHECK_OK(bg_group_free(group));
    }

    /* A call that fails inside a callback does not leave its message behind once the outer
     * call succeeds: the last error is "" after a call that succeeded. */
    {
        probe a = make_probe("a");
        bg_group group = {0};
        bg_item item;
        a.hook = hook_failing_call;
        item = probe_item("A", &a, 0);
        CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
        CHECK_OK(bg_group_update(group, &item, 1));
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK_OK(bg_group_activate_slot(group, 0));
        CHECK_EQ_INT(a.actions, 1);
        CHECK_STR(bg_last_error_message(), "");
        CHECK_OK(bg_group_free(group));
    }

    /* A measure callback that tries to mutate or lay out its own group: BG_E_REENTRANT inside,
     * getters work, and the outer layout succeeds (and leaves no error message behind). */
    {
        probe inner = make_probe("inner");
        measure_state m;
        bg_group group = {0};
        bg_item item = plain_item("Outer");
        memset(&m, 0, sizeof m);
        m.update_item_probe = &inner;
        CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
        m.group = group;
        CHECK_OK(bg_group_update(group, &item, 1));
        CHECK_OK(bg_group_set_measure_callback(group, reentrant_measure, &m, NULL));
        layout = new_layout();
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK_STR(bg_last_error_message(), "");
        CHECK(m.calls >= 1);
        CHECK_STATUS(m.update_status, BG_E_REENTRANT);
        CHECK_STATUS(m.layout_status, BG_E_REENTRANT);
        CHECK_STATUS(m.params_status, BG_E_REENTRANT);
        CHECK(m.free_status == BG_E_REENTRANT || m.free_status == BG_OK);
        CHECK_EQ_INT(inner.destroyed, 1); /* the refused update released its item */
        CHECK_EQ_INT(layout.slot_count, 1);
        CHECK_STR(layout.slots[0].title, "Outer");
        CHECK_OK(m.count_status);
        CHECK_EQ_INT(m.count, 1);
        if (m.free_status == BG_E_REENTRANT) {
            CHECK_OK(bg_group_free(group));
        } else {
            CHECK_STATUS(bg_group_item_count(group, &m.count), BG_E_INVALID_HANDLE);
        }
    }

    /* A callback returning a negative status makes the triggering call fail with BG_E_CALLBACK. */
    {
        probe a = make_probe("a"), b = make_probe("b");
        bg_group group = {0};
        bg_item items[4] = {probe_item("A", &a, 1), probe_item("B", &b, 0), plain_item("C"), plain_item("D")};
        measure_state m;
        memset(&m, 0, sizeof m);
        a.result = -1;
        CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
        CHECK_OK(bg_group_update(group, items, 4));
        CHECK_OK(bg_group_set_measure_callback(group, scripted_measure, &m, NULL));
        CHECK_OK(bg_group_set_sheet_callback(group, failing_sheet, NULL, NULL));
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        log_reset();
        CHECK_STATUS(bg_group_activate_slot(group, 0), BG_E_CALLBACK);
        CHECK_CONTAINS(bg_last_error_message(), "action");
        CHECK_EQ_INT(a.actions, 1);
        CHECK_EQ_INT(a.navigations, 0);
        /* The action failed: the navigate step did not run. */
        CHECK(strstr(event_log, "navigate") == NULL);
        CHECK_STATUS(bg_group_run_navigation(group, 0, NULL), BG_E_CALLBACK); /* navigation returns -1 too */
        CHECK_EQ_INT(a.navigations, 1);
        a.result = BG_OK;
        CHECK_OK(bg_group_activate_slot(group, 0));
        /* navigate callback failing */
        {
            navigate_host failing_nav;
            memset(&failing_nav, 0, sizeof failing_nav);
            failing_nav.group = group;
            failing_nav.result = -2;
            CHECK_OK(bg_group_set_navigate_callback(group, host_navigate, &failing_nav, NULL));
            CHECK_STATUS(bg_group_activate_slot(group, 0), BG_E_CALLBACK);
            CHECK_CONTAINS(bg_last_error_message(), "navigate");
            CHECK_EQ_INT(failing_nav.calls, 1);
            CHECK_OK(bg_group_set_navigate_callback(group, NULL, NULL, NULL));
            CHECK_OK(bg_group_activate_slot(group, 0)); /* no navigate callback: the action only */
        }
        /* sheet callback failing */
        CHECK_STATUS(bg_group_activate_slot(group, 2), BG_E_CALLBACK);
        CHECK_CONTAINS(bg_last_error_message(), "sheet");
        /* measure callback failing: status, then NaN, inf, negative width (registering again
         * clears the measure cache, so the titles are measured afresh) */
        CHECK_OK(bg_group_set_measure_callback(group, scripted_measure, &m, NULL));
        m.result = -3;
        CHECK_STATUS(bg_group_layout(group, 300, 1, BG_DIRECTION_LTR, &layout), BG_E_CALLBACK);
        CHECK_CONTAINS(bg_last_error_message(), "measure");
        m.result = BG_OK;
        m.width = nan("");
        CHECK_STATUS(bg_group_layout(group, 290, 1, BG_DIRECTION_LTR, &layout), BG_E_CALLBACK);
        m.width = HUGE_VAL;
        CHECK_STATUS(bg_group_layout(group, 280, 1, BG_DIRECTION_LTR, &layout), BG_E_CALLBACK);
        m.width = -5;
        CHECK_STATUS(bg_group_layout(group, 270, 1, BG_DIRECTION_LTR, &layout), BG_E_CALLBACK);
        /* The same measurer answering sanely again: the failures were not cached. */
        m.width = 0;
        layout = new_layout();
        CHECK_OK(bg_group_layout(group, 270, 1, BG_DIRECTION_LTR, &layout));
        CHECK_EQ_INT(layout.slot_count, 3);
        CHECK_EQ_DBL(layout.slots[0].title_frame.width, 8);
        /* A NaN measurer replaced by a sane one. */
        m.width = nan("");
        CHECK_OK(bg_group_set_measure_callback(group, scripted_measure, &m, NULL));
        CHECK_STATUS(bg_group_layout(group, 260, 1, BG_DIRECTION_LTR, &layout), BG_E_CALLBACK);
        CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
        layout = new_layout();
        CHECK_OK(bg_group_layout(group, 260, 1, BG_DIRECTION_LTR, &layout));
        CHECK_EQ_DBL(layout.slots[0].title_frame.width, 8);
        CHECK_OK(bg_group_free(group));
        CHECK(a.destroyed == 1 && b.destroyed == 1);
    }
    still_works(__LINE__);
}

/* -------------------------------------------------------------- interaction */

typedef struct {
    int calls;
    char title[64], message[64], cancel[64];
    int has_title, has_message;
    uint32_t count;
    bg_sheet_item items[8];
    char texts[8][4][64]; /* title, icon, label, identifier copies */
    int has_text[8][4];
    bg_group group;
} sheet_host;

static void copy_text(char *dst, size_t size, const char *src, int *has) {
    *has = src != NULL;
    snprintf(dst, size, "%s", src ? src : "");
}

static bg_status host_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet) {
    sheet_host *h = user_data;
    int ignored;
    h->calls++;
    h->group = group;
    log_event("sheet");
    copy_text(h->title, sizeof h->title, sheet->title, &h->has_title);
    copy_text(h->message, sizeof h->message, sheet->message, &h->has_message);
    copy_text(h->cancel, sizeof h->cancel, sheet->cancel_title, &ignored);
    h->count = sheet->item_count;
    for (uint32_t i = 0; i < sheet->item_count && i < 8; i++) {
        h->items[i] = sheet->items[i];
        copy_text(h->texts[i][0], 64, sheet->items[i].title, &h->has_text[i][0]);
        copy_text(h->texts[i][1], 64, sheet->items[i].icon, &h->has_text[i][1]);
        copy_text(h->texts[i][2], 64, sheet->items[i].accessibility_label, &h->has_text[i][2]);
        copy_text(h->texts[i][3], 64, sheet->items[i].accessibility_identifier, &h->has_text[i][3]);
    }
    return BG_OK;
}

static void test_interaction(void) {
    probe pay = make_probe("pay"), cash = make_probe("cash"), transfer = make_probe("transfer"),
          history = make_probe("history"), archive = make_probe("archive");
    navigate_host nav;
    sheet_host sheet;
    struct { const char *name; int pushes; } navigation_controller = {"main", 0};
    bg_group group = {0};
    bg_group_params params;
    bg_layout layout = new_layout();
    bg_item items[5] = {probe_item("Pay", &pay, 1), probe_item("Cash Advance", &cash, 0),
                        probe_item("Transfer", &transfer, 0), probe_item("History", &history, 1),
                        probe_item("Archive", &archive, 0)};
    int32_t out = -7;
    double x, y;
    memset(&nav, 0, sizeof nav);
    memset(&sheet, 0, sizeof sheet);
    items[2].icon = "ic_transfer";
    items[2].accessibility_label = "Move money";
    items[2].accessibility_identifier = "transfer";
    items[2].role = BG_ROLE_DANGER;
    items[4].disabled = 1;

    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    params.alert_title = "Actions";
    params.alert_message = "Choose one";
    params.alert_cancel_button_title = "Dismiss";
    params.more_button_accessibility_label = "More actions";
    CHECK_OK(bg_group_create((bg_theme){0}, &params, &group));
    nav.group = group;
    nav.context = &navigation_controller;
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
    CHECK_OK(bg_group_set_navigate_callback(group, host_navigate, &nav, NULL));
    CHECK_OK(bg_group_set_sheet_callback(group, host_sheet, &sheet, NULL));
    CHECK_OK(bg_group_update(group, items, 5));

    /* Events before any layout. */
    CHECK_STATUS(bg_group_tap(group, 5, 5, &out), BG_E_STATE);
    CHECK_STATUS(bg_group_pointer(group, BG_POINTER_DOWN, 5, 5, &out), BG_E_STATE);
    CHECK_STATUS(bg_group_focus(group, BG_FOCUS_NEXT, &out), BG_E_STATE);
    CHECK_STATUS(bg_group_activate_focused(group), BG_E_STATE);
    CHECK_STATUS(bg_group_activate_slot(group, 0), BG_E_STATE);
    CHECK_STATUS(bg_group_choose_sheet_item(group, 0), BG_E_STATE);
    CHECK_STATUS(bg_group_dismiss_sheet(group), BG_E_STATE);
    CHECK_EQ_INT(out, -7);
    CHECK(pay.actions + cash.actions + sheet.calls + nav.calls == 0);

    CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.slot_count, 3);
    CHECK_EQ_INT(layout.slots[2].kind, BG_SLOT_MORE);
    CHECK_EQ_INT(layout.slots[2].item_index, -1);
    CHECK_EQ_INT(layout.overflow_count, 3);
    CHECK(layout.overflow_items[0] == 2 && layout.overflow_items[1] == 3 && layout.overflow_items[2] == 4);
    CHECK_EQ_INT(layout.accessibility[2].role, BG_A11Y_MENU_BUTTON);
    CHECK_STR(layout.accessibility[2].label, "More actions");

    /* Tap on an item: its action, then the navigate callback, which runs the navigation. */
    log_reset();
    slot_center(&layout, 0, &x, &y);
    CHECK_OK(bg_group_tap(group, x, y, &out));
    CHECK_EQ_INT(out, 0);
    CHECK_STR(event_log, "action:pay,action-end:pay,navigate:0,navigation:pay");
    CHECK_EQ_INT(pay.last_item, 0);
    CHECK_EQ_INT(nav.last_item, 0);
    CHECK_OK(nav.run_status);
    CHECK(pay.last_context == (void *)&navigation_controller);
    CHECK(pay.actions == 1 && pay.navigations == 1 && nav.calls == 1);
    /* An item without navigation: action only. */
    log_reset();
    slot_center(&layout, 1, &x, &y);
    CHECK_OK(bg_group_tap(group, x, y, &out));
    CHECK_EQ_INT(out, 1);
    CHECK_STR(event_log, "action:cash,action-end:cash");
    CHECK_EQ_INT(cash.last_item, 1);
    CHECK_STATUS(bg_group_run_navigation(group, 1, NULL), BG_E_NOT_FOUND);
    CHECK_STATUS(bg_group_run_navigation(group, 5, NULL), BG_E_NOT_FOUND);
    /* A tap on nothing. */
    log_reset();
    CHECK_OK(bg_group_tap(group, 160, 500, &out));
    CHECK_EQ_INT(out, -1);
    CHECK_STR(event_log, "");

    /* Tap on More: the sheet, with title, message, cancel and items in order. */
    CHECK_STATUS(bg_group_choose_sheet_item(group, 0), BG_E_STATE); /* none presented yet */
    log_reset();
    slot_center(&layout, 2, &x, &y);
    CHECK_OK(bg_group_tap(group, x, y, &out));
    CHECK_EQ_INT(out, 2);
    CHECK_STR(event_log, "sheet");
    CHECK_EQ_INT(sheet.calls, 1);
    CHECK(sheet.group.id == group.id);
    CHECK_STR(sheet.title, "Actions");
    CHECK_STR(sheet.message, "Choose one");
    CHECK_STR(sheet.cancel, "Dismiss");
    CHECK_EQ_INT(sheet.count, 3);
    CHECK_EQ_INT(sheet.items[0].item_index, 2);
    CHECK_STR(sheet.texts[0][0], "Transfer");
    CHECK_STR(sheet.texts[0][1], "ic_transfer");
    CHECK_STR(sheet.texts[0][2], "Move money");
    CHECK_STR(sheet.texts[0][3], "transfer");
    CHECK_EQ_INT(sheet.items[0].role, BG_ROLE_DANGER);
    CHECK_EQ_INT(sheet.items[0].disabled, 0);
    CHECK_EQ_INT(sheet.items[1].item_index, 3);
    CHECK_STR(sheet.texts[1][0], "History");
    CHECK(!sheet.has_text[1][1]);              /* no icon: NULL */
    CHECK_STR(sheet.texts[1][2], "History");   /* label falls back to the title */
    CHECK(!sheet.has_text[1][3]);              /* no identifier: NULL */
    CHECK(sheet.items[1].role != BG_ROLE_AUTOMATIC);
    CHECK_EQ_INT(sheet.items[2].item_index, 4);
    CHECK(sheet.items[2].disabled != 0);
    /* Choosing entry 1 fires History's action, then its navigation. */
    log_reset();
    CHECK_OK(bg_group_choose_sheet_item(group, 1));
    CHECK_STR(event_log, "action:history,action-end:history,navigate:3,navigation:history");
    CHECK_EQ_INT(history.last_item, 3);
    CHECK(history.last_context == (void *)&navigation_controller);
    CHECK_STATUS(bg_group_choose_sheet_item(group, 1), BG_E_STATE); /* the sheet is gone */
    CHECK_STATUS(bg_group_dismiss_sheet(group), BG_E_STATE);
    /* Dismiss fires nothing. */
    CHECK_OK(bg_group_activate_slot(group, 2));
    CHECK_EQ_INT(sheet.calls, 2);
    log_reset();
    CHECK_OK(bg_group_dismiss_sheet(group));
    CHECK_STR(event_log, "");
    CHECK_STATUS(bg_group_choose_sheet_item(group, 0), BG_E_STATE);
    /* Out of range while presented: refused, nothing fires. */
    CHECK_OK(bg_group_activate_slot(group, 2));
    log_reset();
    CHECK(bg_group_choose_sheet_item(group, 3) != BG_OK);
    CHECK(bg_group_choose_sheet_item(group, UINT32_MAX) != BG_OK);
    CHECK_STR(event_log, "");
    /* A disabled entry never fires. */
    {
        bg_status s;
        (void)bg_group_dismiss_sheet(group); /* whether or not still presented: present afresh */
        CHECK_OK(bg_group_activate_slot(group, 2));
        log_reset();
        s = bg_group_choose_sheet_item(group, 2);
        CHECK(s == BG_OK || s == BG_E_STATE || s == BG_E_INVALID_ARGUMENT);
        CHECK_STR(event_log, "");
        CHECK_EQ_INT(archive.actions, 0);
        bg_group_dismiss_sheet(group);
    }
    /* Entry 0 fires Transfer's action. */
    CHECK_OK(bg_group_activate_slot(group, 2));
    log_reset();
    CHECK_OK(bg_group_choose_sheet_item(group, 0));
    CHECK_STR(event_log, "action:transfer,action-end:transfer");
    CHECK_EQ_INT(transfer.last_item, 2);

    /* Pointer: down, move outside, move back, up -> fires once; highlight visible meanwhile. */
    {
        int before = pay.actions;
        slot_center(&layout, 0, &x, &y);
        log_reset();
        CHECK_OK(bg_group_pointer(group, BG_POINTER_DOWN, x, y, &out));
        CHECK_EQ_INT(out, -1);
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK(layout.slots[0].state & BG_STATE_HIGHLIGHTED);
        CHECK(!(layout.slots[1].state & BG_STATE_HIGHLIGHTED));
        CHECK_OK(bg_group_pointer(group, BG_POINTER_MOVE, x, y + 300, &out));
        CHECK_EQ_INT(out, -1);
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK(!(layout.slots[0].state & BG_STATE_HIGHLIGHTED));
        CHECK_OK(bg_group_pointer(group, BG_POINTER_MOVE, x + 1, y, &out));
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK(layout.slots[0].state & BG_STATE_HIGHLIGHTED);
        CHECK_STR(event_log, "");
        CHECK_OK(bg_group_pointer(group, BG_POINTER_UP, x + 1, y, &out));
        CHECK_EQ_INT(out, 0);
        CHECK_EQ_INT(pay.actions, before + 1);
        CHECK_STR(event_log, "action:pay,action-end:pay,navigate:0,navigation:pay");
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK(!(layout.slots[0].state & BG_STATE_HIGHLIGHTED));
    }
    /* Cancel fires nothing; up outside fires nothing; up without down fires nothing. */
    {
        slot_center(&layout, 1, &x, &y);
        log_reset();
        CHECK_OK(bg_group_pointer(group, BG_POINTER_DOWN, x, y, &out));
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK(layout.slots[1].state & BG_STATE_HIGHLIGHTED);
        CHECK_OK(bg_group_pointer(group, BG_POINTER_CANCEL, x, y, &out));
        CHECK_EQ_INT(out, -1);
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK(!(layout.slots[1].state & BG_STATE_HIGHLIGHTED));
        CHECK_OK(bg_group_pointer(group, BG_POINTER_UP, x, y, &out));
        CHECK_EQ_INT(out, -1);
        CHECK_OK(bg_group_pointer(group, BG_POINTER_DOWN, x, y, &out));
        CHECK_OK(bg_group_pointer(group, BG_POINTER_MOVE, x, -300, &out));
        CHECK_OK(bg_group_pointer(group, BG_POINTER_UP, x, -300, &out));
        CHECK_EQ_INT(out, -1);
        CHECK_STR(event_log, "");
        /* Down on More, up inside: the sheet. */
        slot_center(&layout, 2, &x, &y);
        CHECK_OK(bg_group_pointer(group, BG_POINTER_DOWN, x, y, &out));
        CHECK_OK(bg_group_pointer(group, BG_POINTER_UP, x, y, &out));
        CHECK_EQ_INT(out, 2);
        CHECK_STR(event_log, "sheet");
        CHECK_OK(bg_group_dismiss_sheet(group));
    }

    /* Focus: next / previous / first / last / clear, the flag in the layout, activation. */
    {
        CHECK_OK(bg_group_focus(group, BG_FOCUS_NEXT, &out));
        CHECK_EQ_INT(out, 0);
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK(layout.slots[0].state & BG_STATE_FOCUSED);
        CHECK(!(layout.slots[1].state & BG_STATE_FOCUSED));
        CHECK_OK(bg_group_focus(group, BG_FOCUS_NEXT, &out));
        CHECK_EQ_INT(out, 1);
        CHECK_OK(bg_group_focus(group, BG_FOCUS_NEXT, &out));
        CHECK_EQ_INT(out, 2);
        CHECK_OK(bg_group_focus(group, BG_FOCUS_NEXT, &out));
        CHECK_EQ_INT(out, 0); /* wraps */
        CHECK_OK(bg_group_focus(group, BG_FOCUS_PREVIOUS, &out));
        CHECK_EQ_INT(out, 2); /* wraps back */
        CHECK_OK(bg_group_focus(group, BG_FOCUS_PREVIOUS, &out));
        CHECK_EQ_INT(out, 1);
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK(layout.slots[1].state & BG_STATE_FOCUSED);
        CHECK(!(layout.slots[0].state & BG_STATE_FOCUSED));
        log_reset();
        CHECK_OK(bg_group_activate_focused(group));
        CHECK_STR(event_log, "action:cash,action-end:cash");
        CHECK_OK(bg_group_focus(group, BG_FOCUS_LAST, &out));
        CHECK_EQ_INT(out, 2);
        CHECK_OK(bg_group_focus(group, BG_FOCUS_FIRST, &out));
        CHECK_EQ_INT(out, 0);
        CHECK_OK(bg_group_focus(group, BG_FOCUS_CLEAR, &out));
        CHECK_EQ_INT(out, -1);
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        for (uint32_t i = 0; i < layout.slot_count; i++) CHECK(!(layout.slots[i].state & BG_STATE_FOCUSED));
        CHECK_STATUS(bg_group_activate_focused(group), BG_E_STATE);
        CHECK_OK(bg_group_focus(group, BG_FOCUS_LAST, &out));
        log_reset();
        CHECK_OK(bg_group_activate_focused(group));
        CHECK_STR(event_log, "sheet");
        CHECK_OK(bg_group_dismiss_sheet(group));
    }
    CHECK_OK(bg_group_free(group));

    /* Disabled visible items: no tap, no focus, no activation; flagged in the layout. */
    {
        probe a = make_probe("a"), b = make_probe("b"), c = make_probe("c");
        bg_item three[3] = {probe_item("A", &a, 0), probe_item("B", &b, 0), probe_item("C", &c, 0)};
        three[1].disabled = 1;
        CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
        CHECK_OK(bg_group_update(group, three, 3));
        CHECK_OK(bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout));
        CHECK(layout.slots[1].state & BG_STATE_DISABLED);
        CHECK(!(layout.slots[0].state & BG_STATE_DISABLED));
        CHECK_EQ_INT(layout.accessibility[1].enabled, 0);
        CHECK_EQ_INT(layout.accessibility[0].enabled, 1);
        log_reset();
        slot_center(&layout, 1, &x, &y);
        CHECK_OK(bg_group_tap(group, x, y, &out));
        CHECK_EQ_INT(out, -1);
        CHECK_OK(bg_group_pointer(group, BG_POINTER_DOWN, x, y, &out));
        CHECK_OK(bg_group_pointer(group, BG_POINTER_UP, x, y, &out));
        CHECK_EQ_INT(out, -1);
        CHECK_OK(bg_group_activate_slot(group, 1));
        CHECK_STR(event_log, "");
        CHECK_EQ_INT(b.actions, 0);
        CHECK_OK(bg_group_focus(group, BG_FOCUS_FIRST, &out));
        CHECK_EQ_INT(out, 0);
        CHECK_OK(bg_group_focus(group, BG_FOCUS_NEXT, &out));
        CHECK_EQ_INT(out, 2); /* skips the disabled slot */
        CHECK_OK(bg_group_focus(group, BG_FOCUS_PREVIOUS, &out));
        CHECK_EQ_INT(out, 0);
        CHECK_OK(bg_group_free(group));
    }
    still_works(__LINE__);
}

/* ------------------------------------------------------------------- themes */

static void test_themes(void) {
    bg_theme theme = {0};
    double value = 0;
    uint32_t rgba = 0;
    size_t needed = 0;
    char buffer[512];

    /* Malformed JSON: BG_E_PARSE naming line and column. */
    {
        static const char json[] = "{\n  \"spacer\": {\n    \"md\": 5,\n  }\n}";
        bg_theme untouched = {12345};
        CHECK_STATUS(bg_theme_load(json, strlen(json), &untouched), BG_E_PARSE);
        CHECK_CONTAINS(bg_last_error_message(), "line");
        CHECK_CONTAINS(bg_last_error_message(), "column");
        CHECK_CONTAINS(bg_last_error_message(), "line 4");
        CHECK_EQ_INT(untouched.id, 12345);
        CHECK_STATUS(bg_theme_load("{\"a\": ", 6, &theme), BG_E_PARSE);
        CHECK_CONTAINS(bg_last_error_message(), "line 1");
        CHECK_STATUS(bg_theme_load("[1, 2]", 6, &theme), BG_E_PARSE);
        CHECK_STATUS(bg_theme_load("{} x", 4, &theme), BG_E_PARSE);
        /* The length is honoured: a valid prefix with garbage after it is fine. */
        CHECK_OK(bg_theme_load("{}garbage", 2, &theme));
        CHECK_OK(bg_theme_free(theme));
    }
    /* A mistyped token names its path. */
    {
        static const char json[] = "{\"spacer\": {\"md\": \"big\"}}";
        static const char json2[] = "{\"color\": {\"button\": {\"primary\": {\"default\": {\"background\": 12}}}}}";
        static const char json3[] = "{\"parameters\": {\"buttonGroup\": {\"layout\": {\"kind\": \"diagonal\"}}}}";
        CHECK_STATUS(bg_theme_load(json, strlen(json), &theme), BG_E_PARSE);
        CHECK_CONTAINS(bg_last_error_message(), "spacer/md");
        CHECK_CONTAINS(bg_last_error_message(), "line 1");
        CHECK_STATUS(bg_theme_load(json2, strlen(json2), &theme), BG_E_PARSE);
        CHECK_CONTAINS(bg_last_error_message(), "color/button/primary/default/background");
        CHECK_STATUS(bg_theme_load(json3, strlen(json3), &theme), BG_E_PARSE);
        CHECK_CONTAINS(bg_last_error_message(), "parameters/buttonGroup/layout/kind");
    }
    /* Unknown keys: the load succeeds and the warnings list them. */
    {
        static const char json[] = "{\"spacer\": {\"md\": 18, \"huge\": 99}, \"bogus\": true}";
        CHECK_OK(bg_theme_load(json, strlen(json), &theme));
        CHECK_OK(bg_theme_number(theme, "spacer/md", &value));
        CHECK_EQ_DBL(value, 18);
        CHECK_STATUS(bg_theme_number(theme, "spacer/huge", &value), BG_E_NOT_FOUND);
        needed = 0;
        CHECK_OK(bg_theme_copy_warnings(theme, NULL, 0, &needed)); /* size only */
        CHECK(needed > 1);
        memset(buffer, 'x', sizeof buffer);
        {
            size_t small_needed = 0;
            CHECK_STATUS(bg_theme_copy_warnings(theme, buffer, needed - 1, &small_needed), BG_E_BUFFER_TOO_SMALL);
            CHECK_EQ_INT(small_needed, needed);
            CHECK(buffer[0] == 'x' && buffer[needed - 2] == 'x'); /* nothing written */
            CHECK_STATUS(bg_theme_copy_warnings(theme, buffer, 1, &small_needed), BG_E_BUFFER_TOO_SMALL);
            CHECK_STATUS(bg_theme_copy_warnings(theme, buffer, 0, &small_needed), BG_E_BUFFER_TOO_SMALL);
            CHECK(buffer[0] == 'x');
            CHECK_EQ_INT(small_needed, needed);
        }
        CHECK(needed <= sizeof buffer);
        CHECK_OK(bg_theme_copy_warnings(theme, buffer, needed, &needed));
        CHECK_EQ_INT(strlen(buffer) + 1, needed);
        CHECK_CONTAINS(buffer, "huge");
        CHECK_CONTAINS(buffer, "bogus");
        CHECK(strchr(buffer, '\n') != NULL); /* one warning per line */
        CHECK_OK(bg_theme_copy_warnings(theme, buffer, sizeof buffer, &needed)); /* larger is fine */
        CHECK_OK(bg_theme_free(theme));
        /* No warnings: the empty string. */
        CHECK_OK(bg_theme_copy_warnings((bg_theme){0}, NULL, 0, &needed));
        CHECK_EQ_INT(needed, 1);
        buffer[0] = 'x';
        CHECK_OK(bg_theme_copy_warnings((bg_theme){0}, buffer, 1, &needed));
        CHECK_EQ_INT(buffer[0], 0);
    }
    /* Reading tokens. */
    {
        static const char json[] = "{\"spacer\": {\"xs\": 10}, \"radius\": {\"large\": 20},"
                                   " \"color\": {\"button\": {\"primary\": {\"default\": {\"background\": \"#102030\"}}}}}";
        bg_button_colors colors;
        CHECK_OK(bg_theme_load(json, strlen(json), &theme));
        CHECK_OK(bg_theme_number((bg_theme){0}, "spacer/lg", &value));
        CHECK_EQ_DBL(value, 24);
        CHECK_OK(bg_theme_number((bg_theme){0}, "spacer/xxs", &value));
        CHECK_EQ_DBL(value, 4);
        CHECK_OK(bg_theme_number((bg_theme){0}, "radius/large", &value));
        CHECK_EQ_DBL(value, 16);
        CHECK_OK(bg_theme_number((bg_theme){0}, "button/height", &value));
        CHECK_EQ_DBL(value, 48);
        CHECK_OK(bg_theme_number(theme, "radius/large", &value));
        CHECK_EQ_DBL(value, 20);
        CHECK_OK(bg_theme_number(theme, "spacer/md", &value)); /* not overridden: the default */
        CHECK_EQ_DBL(value, 16);
        value = -1;
        CHECK_STATUS(bg_theme_number(theme, "spacer/xxxl", &value), BG_E_NOT_FOUND);
        CHECK_STATUS(bg_theme_number(theme, "", &value), BG_E_NOT_FOUND);
        CHECK_STATUS(bg_theme_number(theme, "spacer", &value), BG_E_NOT_FOUND);
        CHECK_EQ_DBL(value, -1);
        CHECK_OK(bg_theme_color((bg_theme){0}, "color/button/primary/default/background", &rgba));
        CHECK_EQ_INT(rgba, 0x1E5BD7FFu);
        CHECK_OK(bg_theme_color((bg_theme){0}, "color/button/link/default/background", &rgba));
        CHECK_EQ_INT(rgba, 0x00000000u);
        CHECK_OK(bg_theme_color(theme, "color/button/primary/default/background", &rgba));
        CHECK_EQ_INT(rgba, 0x102030FFu);
        rgba = 7;
        CHECK_STATUS(bg_theme_color(theme, "color/button/primary/default/glow", &rgba), BG_E_NOT_FOUND);
        CHECK_STATUS(bg_theme_color(theme, "spacer/md", &rgba), BG_E_NOT_FOUND);
        CHECK_EQ_INT(rgba, 7);
        /* Text tokens: size query, too small a buffer, the copy, a missing one. */
        {
            char family[32];
            size_t needed = 0;
            CHECK_OK(bg_theme_copy_string((bg_theme){0}, "typography/button/family", NULL, 0, &needed));
            CHECK_EQ_INT(needed, sizeof "DejaVu Sans");
            CHECK_STATUS(bg_theme_copy_string((bg_theme){0}, "typography/button/family", family, 4, &needed),
                         BG_E_BUFFER_TOO_SMALL);
            CHECK_OK(bg_theme_copy_string((bg_theme){0}, "typography/button/family", family, sizeof family, &needed));
            CHECK(strcmp(family, "DejaVu Sans") == 0);
            CHECK_STATUS(bg_theme_copy_string((bg_theme){0}, "spacer/md", family, sizeof family, &needed), BG_E_NOT_FOUND);
            CHECK_STATUS(bg_theme_copy_string((bg_theme){0}, "parameters/buttonGroup/strings/alertTitle", family,
                                              sizeof family, &needed), BG_E_NOT_FOUND);
            CHECK_STATUS(bg_theme_copy_string((bg_theme){0}, NULL, family, sizeof family, &needed), BG_E_INVALID_ARGUMENT);
        }
        /* Button colors per state: default, pressed (highlighted wins over focused), focused, disabled. */
        CHECK_OK(bg_theme_button_colors((bg_theme){0}, BG_ROLE_PRIMARY, 0, &colors));
        CHECK(colors.background == 0x1E5BD7FFu && colors.foreground == 0xFFFFFFFFu && colors.border == 0x1E5BD7FFu);
        CHECK_OK(bg_theme_button_colors((bg_theme){0}, BG_ROLE_PRIMARY, BG_STATE_HIGHLIGHTED, &colors));
        CHECK_EQ_INT(colors.background, 0x1747A6FFu);
        CHECK_OK(bg_theme_button_colors((bg_theme){0}, BG_ROLE_PRIMARY, BG_STATE_HIGHLIGHTED | BG_STATE_FOCUSED, &colors));
        CHECK_EQ_INT(colors.background, 0x1747A6FFu);
        CHECK_OK(bg_theme_button_colors((bg_theme){0}, BG_ROLE_PRIMARY, BG_STATE_FOCUSED, &colors));
        CHECK_EQ_INT(colors.border, 0x0B2E73FFu);
        CHECK_OK(bg_theme_button_colors((bg_theme){0}, BG_ROLE_PRIMARY, BG_STATE_DISABLED, &colors));
        CHECK_EQ_INT(colors.background, 0xE4E7ECFFu);
        CHECK_OK(bg_theme_button_colors((bg_theme){0}, BG_ROLE_DANGER, 0, &colors));
        CHECK_EQ_INT(colors.background, 0xD92D20FFu);
        CHECK_OK(bg_theme_button_colors(theme, BG_ROLE_PRIMARY, 0, &colors));
        CHECK_EQ_INT(colors.background, 0x102030FFu);
        for (int32_t role = BG_ROLE_PRIMARY; role <= BG_ROLE_LINK; role++) {
            for (uint32_t state = 0; state < 8; state++) CHECK_OK(bg_theme_button_colors(theme, role, state, &colors));
        }
        {
            /* AUTOMATIC is documented as "not AUTOMATIC": refused, or painted as secondary. */
            bg_button_colors secondary;
            bg_status s = bg_theme_button_colors((bg_theme){0}, BG_ROLE_AUTOMATIC, 0, &colors);
            bg_theme_button_colors((bg_theme){0}, BG_ROLE_SECONDARY, 0, &secondary);
            CHECK(s == BG_E_INVALID_ARGUMENT || (s == BG_OK && colors.background == secondary.background));
        }
        /* params_init of this theme: spacing follows the reference "spacer/xs". */
        {
            bg_group_params params;
            CHECK_OK(bg_group_params_init(theme, &params));
            CHECK_EQ_DBL(params.layout.spacing, 10);
        }
        CHECK_OK(bg_theme_free(theme));
    }
    /* params_init reflects the theme's parameters (built-in and overridden). */
    {
        static const char json[] =
            "{\"parameters\": {\"buttonGroup\": {"
            "\"layout\": {\"kind\": \"prominent\", \"prominentType\": \"grouped\", \"spacing\": \"spacer/xxs\","
            " \"cornerStyle\": \"large\"},"
            "\"moreIcon\": \"ic_dots\", \"overflowPolicy\": \"width\", \"maxVisible\": 4, \"overflowHysteresis\": 12,"
            "\"strings\": {\"alertTitle\": \"Actions\", \"moreButtonAccessibilityLabel\": \"More actions\"}}}}";
        bg_group_params params;
        bg_group group = {0};
        bg_layout layout = new_layout();
        probe more = make_probe("more");
        sheet_host sheet;
        memset(&params, 0xCD, sizeof params);
        CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
        CHECK_EQ_INT(params.struct_size, sizeof params);
        CHECK_EQ_INT(params.layout.kind, BG_LAYOUT_ALL_ROUND);
        CHECK_EQ_INT(params.layout.corner_style, BG_CORNER_CAPSULE);
        CHECK_EQ_DBL(params.layout.spacing, 8); /* spacer/xs */
        CHECK_EQ_INT(params.overflow_policy, BG_OVERFLOW_COUNT);
        CHECK_EQ_INT(params.max_visible, 3);
        CHECK_EQ_DBL(params.overflow_hysteresis, 8);
        CHECK(params.more_icon == NULL && params.alert_title == NULL && params.alert_message == NULL);
        CHECK(params.alert_cancel_button_title == NULL && params.more_button_accessibility_label == NULL);

        CHECK_OK(bg_theme_load(json, strlen(json), &theme));
        CHECK_OK(bg_group_params_init(theme, &params));
        CHECK_EQ_INT(params.layout.kind, BG_LAYOUT_PROMINENT);
        CHECK_EQ_INT(params.layout.prominent_type, BG_PROMINENT_GROUPED);
        CHECK_EQ_INT(params.layout.corner_style, BG_CORNER_LARGE);
        CHECK_EQ_DBL(params.layout.spacing, 4);
        CHECK_EQ_INT(params.overflow_policy, BG_OVERFLOW_WIDTH);
        CHECK_EQ_INT(params.max_visible, 4);
        CHECK_EQ_DBL(params.overflow_hysteresis, 12);
        /* A group created with NULL params uses them, strings and more icon included. */
        memset(&sheet, 0, sizeof sheet);
        {
            bg_item items[5] = {plain_item("A"), plain_item("B"), plain_item("C"), probe_item("D", &more, 0),
                                plain_item("E")};
            CHECK_OK(bg_group_create(theme, NULL, &group));
            CHECK_OK(bg_theme_free(theme)); /* the group keeps its copy */
            CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
            CHECK_OK(bg_group_set_sheet_callback(group, host_sheet, &sheet, NULL));
            CHECK_OK(bg_group_update(group, items, 5));
            CHECK_OK(bg_group_layout(group, 1000, 1, BG_DIRECTION_LTR, &layout));
            CHECK_EQ_INT(layout.slot_count, 4); /* maxVisible 4: three items + More */
            CHECK_EQ_INT(layout.slots[0].role, BG_ROLE_PRIMARY); /* prominent */
            CHECK_EQ_INT(layout.slots[3].kind, BG_SLOT_MORE);
            CHECK_STR(layout.slots[3].icon, "ic_dots");
            CHECK_STR(layout.accessibility[3].label, "More actions");
            CHECK_EQ_DBL(layout.slots[0].corners.top_left, 16); /* radius/large of the defaults */
            CHECK_OK(bg_group_activate_slot(group, 3));
            CHECK_STR(sheet.title, "Actions");
            CHECK_STR(sheet.cancel, "Cancel");
            CHECK(!sheet.has_message);
            CHECK_OK(bg_group_free(group));
            CHECK_EQ_INT(more.destroyed, 1);
        }
    }
    still_works(__LINE__);
}

/* ----------------------------------------------------------------- threads */

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

static void test_threads(void) {
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

int main(void) {
    test_version();
    test_status_strings();
    test_last_error();
    test_handles();
    test_null_pointers();
    test_invalid_utf8();
    test_invalid_numbers_and_enums();
    test_measure_cache();
    test_layout_output();
    test_destroy_notifications();
    test_reentrancy();
    test_interaction();
    test_themes();
    test_threads();
    still_works(__LINE__);
    return check_summary();
}
