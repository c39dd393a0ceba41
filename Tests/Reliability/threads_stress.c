/* Multithreaded stress test of the C ABI, meant to run under ThreadSanitizer:
 *  - every thread drives groups of its own (create, update, layout, tap, free);
 *  - all threads share one group (update, layout, frames into each thread's array, tap, focus
 *    on it at once);
 *  - all threads share one button (configuration changes, state, flushes, layouts, pointer
 *    events, with a host provider and an updated callback running on whichever thread
 *    triggers the update);
 *  - every thread drives toolbars of its own (create, items, layout, taps, focus, free);
 *  - all threads share one toolbar (items replaced, layouts at widths that move groups in and
 *    out of the overflow menu, whole and frames only, the frames into each thread's own array,
 *    taps, pointer events, focus, breakpoints, menus chosen and dismissed), with callbacks that re-enter it on whichever thread triggers them: the menu
 *    callback chooses an entry from inside itself (firing an action inside it), an action lays
 *    the toolbar out again, the menu-dismissed callback asks for its breakpoints;
 *  - all threads share one more group and one more button the way common.h ("Threads") says a
 *    host reads results on a shared object: each makes its call and reads everything the result
 *    points to under a mutex of its own (results are the object's until its next call from any
 *    thread); each sees the whole result of its own call, the same as a single thread gets at
 *    that width, and ThreadSanitizer sees no race on the result's memory;
 *  - every thread fails calls in its own way and checks that bg_last_error_message()
 *    always names its own failure (per-thread messages never mix);
 *  - every registered user_data is destroyed exactly once. */
#define _POSIX_C_SOURCE 200809L
#include "buttongroup.h"
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { THREADS = 4, ROUNDS = 1000 };

static atomic_long registered, destroyed, actions, failures, updates;
static atomic_long toolbar_actions, menus_presented, menus_dismissed;
static bg_group shared;
static bg_button shared_button;
static bg_toolbar shared_toolbar;

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

/* ------------------------------------------------- results read under the host's lock */

/* The host's lock around "call, then read the result" on the objects below. */
static pthread_mutex_t host_lock = PTHREAD_MUTEX_INITIALIZER;
static bg_group read_group;
static bg_button read_button;
/* What one thread alone reads at each of the two widths: the group's slots and the button's
 * title and title frame, as text. */
static const double read_widths[2] = {180, 640};
static char expected_reads[2][512];

/* Lays the group and the button out at read_widths[which] and writes every string and frame
 * the results point to into `text`; 0 when a call fails. */
static int read_results(int which, char *text, size_t size) {
    bg_layout layout = {.struct_size = sizeof layout};
    bg_button_view view = {.struct_size = sizeof view};
    double width = read_widths[which];
    size_t used = 0;
    if (bg_group_layout(read_group, width, 2, BG_DIRECTION_LTR, &layout) != BG_OK ||
        bg_button_layout(read_button, width / 4, 44, 2, BG_DIRECTION_LTR, &view) != BG_OK)
        return 0;
    for (uint32_t i = 0; i < layout.slot_count && used < size; i++) {
        const bg_slot *slot = &layout.slots[i];
        used += (size_t)snprintf(text + used, size - used, "%s@%g+%g|%s;", slot->title, slot->frame.x, slot->frame.width,
                                 layout.accessibility[i].label);
    }
    if (used < size)
        snprintf(text + used, size - used, "button:%s@%g+%g", view.title ? view.title : "(none)", view.title_frame.x,
                 view.title_frame.width);
    return 1;
}

/* One round of the discipline: call and read under the host's lock, compare with one thread's. */
static int read_under_lock(int thread, int round) {
    int which = (thread + round) % 2;
    char text[512];
    pthread_mutex_lock(&host_lock);
    int ok = read_results(which, text, sizeof text);
    pthread_mutex_unlock(&host_lock);
    return ok && strcmp(text, expected_reads[which]) == 0;
}

/* The two objects, and what one thread reads of them at each width (before any thread starts). */
static int make_read_objects(void) {
    static const char *titles[] = {"Pay", "Cash Advance", "Transfer", "History", "Statements"};
    bg_item items[5];
    bg_button_config config;
    for (int i = 0; i < 5; i++) {
        bg_item_init(&items[i]);
        items[i].title = titles[i];
    }
    if (bg_group_create((bg_theme){0}, NULL, &read_group) != BG_OK || bg_group_update(read_group, items, 5) != BG_OK ||
        bg_button_config_init((bg_theme){0}, &config) != BG_OK)
        return 0;
    config.title = "Transfer to savings";
    if (bg_button_create((bg_theme){0}, &config, &read_button) != BG_OK) return 0;
    for (int which = 0; which < 2; which++)
        if (!read_results(which, expected_reads[which], sizeof expected_reads[which])) return 0;
    return strcmp(expected_reads[0], expected_reads[1]) != 0;
}

/* ------------------------------------------------------------------ toolbar */

/* An action: counts; a button whose user_data is non-NULL lays its toolbar out again from inside
 * the call that fired it (the toolbar's lock is recursive). */
static bg_status toolbar_action(void *user_data, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    (void)item;
    (void)button;
    atomic_fetch_add(&toolbar_actions, 1);
    if (!user_data) return BG_OK;
    bg_toolbar_view view = {.struct_size = sizeof view};
    return bg_toolbar_layout(toolbar, 90 + (double)(item * 40), 2, BG_DIRECTION_LTR, &view);
}

/* Presents a menu: every other one is chosen at once from inside (its action fires inside this
 * callback), the others stay presented until a thread dismisses them or replaces the items. */
static bg_status present_menu(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu) {
    (void)user_data;
    long presented = atomic_fetch_add(&menus_presented, 1);
    if (!menu || (menu->entry_count && !menu->entries)) return -1;
    for (uint32_t i = 0; i < menu->entry_count; i++)
        if (!menu->entries[i].title) return -1;
    if (presented % 2 == 0) return BG_OK;
    for (uint32_t i = 0; i < menu->entry_count; i++)
        if (menu->entries[i].button_index >= 0 && !menu->entries[i].disabled)
            return bg_toolbar_choose_menu_entry(toolbar, i);
    return BG_OK;
}

/* The library withdrew a presented menu: asks for the breakpoints of the new items. */
static void menu_dismissed(void *user_data, bg_toolbar toolbar) {
    (void)user_data;
    atomic_fetch_add(&menus_dismissed, 1);
    bg_breakpoints found = {.struct_size = sizeof found};
    if (bg_toolbar_breakpoints(toolbar, &found) != BG_OK) atomic_fetch_add(&failures, 1);
}

/* Replaces the items: 1 to 4 groups (navigation, a segmented choice, a menu-style group, a
 * palette) and a flexible space; every button registers a user_data released once. */
static bg_status set_toolbar_items(bg_toolbar toolbar, int round) {
    static const char *const titles[4][3] = {{"Back", "Forward", NULL}, {"Day", "Week", "Month"},
                                             {"Copy", "Paste", "Delete"}, {"Bold", "Italic", NULL}};
    static const int32_t styles[4] = {BG_CONTROL_STYLE_NAVIGATION, BG_CONTROL_STYLE_SEGMENTED, BG_CONTROL_STYLE_MENU,
                                      BG_CONTROL_STYLE_PALETTE};
    static const int32_t placements[4] = {BG_PLACEMENT_NAVIGATION, BG_PLACEMENT_PRINCIPAL,
                                          BG_PLACEMENT_PRIMARY_ACTION, BG_PLACEMENT_PRIMARY_ACTION};
    static int reenters = 1; /* the address is a non-NULL user_data */
    bg_control_button buttons[4][3];
    bg_toolbar_item items[5];
    int groups = 1 + round % 4;
    uint32_t count = 0;
    for (int g = 0; g < groups; g++) {
        uint32_t button_count = 0;
        for (int b = 0; b < 3 && titles[g][b]; b++, button_count++) {
            bg_control_button *button = &buttons[g][b];
            bg_control_button_init(button);
            button->title = titles[g][b];
            button->image = g == 0 ? (b ? "chevron.right" : "chevron.left") : "star";
            button->selection = g == 1 ? (b == round % 3 ? BG_SELECTION_ON : BG_SELECTION_OFF) : BG_SELECTION_MOMENTARY;
            button->action = toolbar_action;
            button->user_data = (g + b + round) % 3 == 0 ? &reenters : NULL;
            button->destroy = release;
            atomic_fetch_add(&registered, 1);
        }
        bg_toolbar_item_init(&items[count]);
        items[count].placement = placements[g];
        items[count].style = styles[g];
        items[count].label_title = titles[g][0];
        items[count].has_priority = g == 1;
        items[count].priority = 10;
        items[count].buttons = buttons[g];
        items[count++].button_count = button_count;
        if (g == 1) {
            bg_toolbar_item_init(&items[count]);
            items[count++].kind = BG_TOOLBAR_ITEM_FLEXIBLE_SPACE;
        }
    }
    return bg_toolbar_set_items(toolbar, items, count);
}

/* An event call's answer: done, or nothing to act on (no menu, nothing focused). */
static int event_ok(bg_status status) {
    return status == BG_OK || status == BG_E_STATE;
}

/* Ends the round at the first step that goes wrong, naming it (and the library's message). */
#define TOOLBAR_STEP(condition, what)                                                         \
    do {                                                                                      \
        if (!(condition)) {                                                                   \
            fail("shared toolbar: " what, thread);                                            \
            return;                                                                           \
        }                                                                                     \
    } while (0)

/* A frames-only layout of `toolbar` at `width` into an array of this thread's (after asking for
 * the counts with a NULL array when `ask_first`): its size and counts agree, and every frame in
 * the array, which no other thread's call can change, is finite. */
static int toolbar_frames(bg_toolbar toolbar, double width, int ask_first) {
    bg_toolbar_frames frames = {.struct_size = sizeof frames};
    bg_rect rects[32];
    if (ask_first && (bg_toolbar_layout_frames(toolbar, width, 2, BG_DIRECTION_RTL, NULL, 0, &frames) != BG_OK ||
                      frames.rect_count > 32))
        return 0;
    if (bg_toolbar_layout_frames(toolbar, width, 2, BG_DIRECTION_RTL, rects, 32, &frames) != BG_OK) return 0;
    int ok = frames.size.width >= width && frames.arrangement != 0 && /* wider: content that does not fit */
             frames.count == frames.cell_count + (frames.has_overflow_button ? 1 : 0) &&
             frames.rect_count == frames.count + frames.group_count + frames.separator_count + frames.bar_count;
    for (uint32_t i = 0; ok && i < frames.rect_count; i++)
        ok = isfinite(rects[i].x + rects[i].y + rects[i].width + rects[i].height);
    return ok;
}

/* One round on the shared toolbar. Another thread may lay it out at any moment, which moves
 * the arrays of this thread's view: only the view's own fields are read. The menu presented
 * may be another thread's, shorter than the entry chosen (BG_E_INVALID_ARGUMENT). */
static void drive_toolbar(int thread, int round) {
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_control_target target;
    bg_status status;
    double width = 80 + (double)((round * 37 + thread * 101) % 420);
    if ((round + thread) % 9 == 0) TOOLBAR_STEP(set_toolbar_items(shared_toolbar, round + thread) == BG_OK, "set_items");
    TOOLBAR_STEP(bg_toolbar_layout(shared_toolbar, width, 2, (round + thread) % 2, &view) == BG_OK, "layout");
    TOOLBAR_STEP(view.size.width >= width && view.size.height > 0, "layout size"); /* wider: content that does not fit */
    TOOLBAR_STEP(toolbar_frames(shared_toolbar, width + 7, round % 2), "layout frames");
    if (view.has_overflow_button) {
        double x = view.overflow_button.x + view.overflow_button.width / 2, y = view.overflow_button.y + 4;
        TOOLBAR_STEP(bg_toolbar_tap(shared_toolbar, x, y, &target) == BG_OK, "tap the overflow button");
    }
    double y = view.size.height / 2;
    TOOLBAR_STEP(bg_toolbar_tap(shared_toolbar, width * (round % 5) / 5 + 12, y, &target) == BG_OK, "tap");
    TOOLBAR_STEP(bg_toolbar_pointer(shared_toolbar, BG_POINTER_DOWN, width / 2, y, NULL) == BG_OK, "pointer down");
    TOOLBAR_STEP(bg_toolbar_pointer(shared_toolbar, round % 3 ? BG_POINTER_UP : BG_POINTER_CANCEL, width / 2, y, NULL)
                 == BG_OK, "pointer up");
    TOOLBAR_STEP(bg_toolbar_focus(shared_toolbar, round % 2 ? BG_FOCUS_NEXT : BG_FOCUS_LAST, &target) == BG_OK, "focus");
    TOOLBAR_STEP(event_ok(bg_toolbar_activate_focused(shared_toolbar)), "activate_focused");
    status = bg_toolbar_choose_menu_entry(shared_toolbar, (uint32_t)round % 4);
    TOOLBAR_STEP(event_ok(status) || status == BG_E_INVALID_ARGUMENT, "choose_menu_entry");
    if (round % 4 == 0) TOOLBAR_STEP(event_ok(bg_toolbar_dismiss_menu(shared_toolbar)), "dismiss_menu");
    if (round % 16 == thread) {
        bg_breakpoints found = {.struct_size = sizeof found};
        TOOLBAR_STEP(bg_toolbar_breakpoints(shared_toolbar, &found) == BG_OK, "breakpoints");
    }
}

/* One round on a toolbar of this thread's own: its view may be read through; its frames laid
 * out into an array first, which must hold the view's. */
static int own_toolbar(int thread, int round) {
    bg_toolbar toolbar;
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_toolbar_frames frames = {.struct_size = sizeof frames};
    bg_rect rects[32];
    int32_t context = (round + thread) % 5 == 0 ? BG_CONTEXT_CONTENT : BG_CONTEXT_TOOLBAR;
    double width = 100 + (double)(round % 300);
    int32_t direction = round % 2;
    if (bg_toolbar_create((bg_theme){0}, context, &toolbar) != BG_OK) return 0;
    int ok = set_toolbar_items(toolbar, round) == BG_OK &&
             bg_toolbar_layout_frames(toolbar, width, 3, direction, rects, 32, &frames) == BG_OK &&
             bg_toolbar_layout(toolbar, width, 3, direction, &view) == BG_OK &&
             (view.cell_count > 0 || view.has_overflow_button) && frames.cell_count == view.cell_count &&
             frames.arrangement == view.arrangement;
    for (uint32_t i = 0; ok && i < view.cell_count; i++)
        ok = memcmp(&rects[i], &view.cells[i].frame, sizeof(bg_rect)) == 0;
    for (uint32_t i = 0; ok && i < view.group_count; i++)
        ok = (uint64_t)view.groups[i].first_cell + view.groups[i].cell_count <= view.cell_count &&
             memcmp(&rects[frames.count + i], &view.groups[i].frame, sizeof(bg_rect)) == 0;
    if (ok) { /* the last cell, or the overflow button when every group is in its menu */
        bg_rect cell = view.cell_count ? view.cells[view.cell_count - 1].frame : view.overflow_button;
        ok = bg_toolbar_tap(toolbar, cell.x + cell.width / 2, cell.y + cell.height / 2, NULL) == BG_OK &&
             bg_toolbar_focus(toolbar, BG_FOCUS_FIRST, NULL) == BG_OK;
    }
    return bg_toolbar_free(toolbar) == BG_OK && ok;
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
        bg_rect shared_frames[8];
        uint32_t shared_count = 0;
        if (bg_group_layout_frames(shared, 300 + thread, 2, round % 2, shared_frames, 8, &shared_count) != BG_OK ||
            shared_count == 0 || shared_count > 5 || !isfinite(shared_frames[shared_count - 1].x))
            fail("layout frames shared", thread);
        if (bg_group_tap(shared, 5, 5, NULL) != BG_OK) fail("tap shared", thread);
        int32_t focused;
        if (bg_group_focus(shared, BG_FOCUS_NEXT, &focused) != BG_OK) fail("focus shared", thread);
        if (!drive_button(thread, round)) fail("shared button", thread);
        if (!read_under_lock(thread, round)) fail("a result read under the host's lock differs from one thread's", thread);
        drive_toolbar(thread, round);
        if (round % 4 == thread && !own_toolbar(thread, round)) fail("own toolbar", thread);

        /* A failure of this thread's own: its message, and only its message. */
        if (bg_group_layout(own, -(double)(thread + 1), 1, BG_DIRECTION_LTR, &layout) != BG_E_INVALID_ARGUMENT)
            fail("negative width accepted", thread);
        if (!strstr(bg_last_error_message(), expected)) fail("another thread's error message", thread);
        bg_toolbar_view toolbar_view = {.struct_size = sizeof toolbar_view};
        if (bg_toolbar_layout(shared_toolbar, -(double)(thread + 1), 1, BG_DIRECTION_LTR, &toolbar_view) != BG_E_INVALID_ARGUMENT)
            fail("negative toolbar width accepted", thread);
        if (!strstr(bg_last_error_message(), expected)) fail("another thread's toolbar error message", thread);
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
    if (bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &shared_toolbar) != BG_OK ||
        bg_toolbar_set_menu_callback(shared_toolbar, present_menu, NULL, release) != BG_OK ||
        bg_toolbar_set_menu_dismissed_callback(shared_toolbar, menu_dismissed, NULL, release) != BG_OK)
        return 1;
    atomic_fetch_add(&registered, 2);
    if (set_toolbar_items(shared_toolbar, 3) != BG_OK) return 1;
    if (!make_read_objects()) return 1;
    pthread_t threads[THREADS];
    for (int i = 0; i < THREADS; i++) pthread_create(&threads[i], NULL, run, (void *)(intptr_t)i);
    for (int i = 0; i < THREADS; i++) pthread_join(threads[i], NULL);
    if (bg_group_free(shared) != BG_OK) fail("free shared", -1);
    uint64_t count = 0;
    if (bg_button_update_count(shared_button, &count) != BG_OK || (long)count != atomic_load(&updates))
        fail("the updated callback ran once per update", -1);
    if (bg_button_free(shared_button) != BG_OK) fail("free shared button", -1);
    if (bg_toolbar_free(shared_toolbar) != BG_OK) fail("free shared toolbar", -1);
    if (bg_group_free(read_group) != BG_OK || bg_button_free(read_button) != BG_OK) fail("free the read objects", -1);
    if (atomic_load(&toolbar_actions) == 0 || atomic_load(&menus_presented) == 0)
        fail("the shared toolbar never fired an action or presented a menu", -1);
    long reg = atomic_load(&registered), des = atomic_load(&destroyed);
    printf("threads: %d x %d rounds, %ld actions fired, %ld button updates, %ld user_data registered, %ld destroyed\n",
           THREADS, ROUNDS, atomic_load(&actions), atomic_load(&updates), reg, des);
    printf("toolbar: %ld actions fired, %ld menus presented, %ld withdrawn by new items\n",
           atomic_load(&toolbar_actions), atomic_load(&menus_presented), atomic_load(&menus_dismissed));
    if (reg != des) fail("destroy count differs from registrations", -1);
    long failed = atomic_load(&failures);
    printf("%ld passed, %ld failed\n", failed ? 0L : 1L, failed);
    return failed ? 1 : 0;
}
