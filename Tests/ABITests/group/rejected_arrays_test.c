/*
 * rejected_arrays_test.c — an array of growable structs whose struct_size is wrong (the first
 * element's not a size the struct can have, or a later element's different from the first's)
 * has no layout the library can know: the call fails and calls NO function pointer of the
 * call's arrays, no destroy, no action; the host releases every user_data it passed. Every
 * array: bg_group_update's items, bg_toolbar_set_items' items and each item's buttons.
 *
 * Each array is "poisoned": wherever the library could look for a function pointer, at any
 * stride, it finds record_call, which counts. Every struct_size is checked before any other
 * field is read, so a struct_size error wins over any other error of the call.
 */
#include <stdint.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

static int calls;

/* Stands for every function pointer of a poisoned array (called as whatever type it was read
 * as: it takes and returns nothing that matters). */
static void record_call(void *ignored) {
    (void)ignored;
    calls++;
}

enum { POISON_BYTES = 3 * 5000 };

/* POISON_BYTES of record_call's address in every pointer-sized word, then `struct_size` at the
 * start: an array whose first struct says `struct_size` and holds nothing else readable. */
typedef union {
    uintptr_t words[POISON_BYTES / sizeof(uintptr_t)];
    bg_item item;
    bg_control_button button;
} poisoned;

static void poison(poisoned *array, uint32_t struct_size) {
    void (*fn)(void *) = record_call;
    uintptr_t address;
    memcpy(&address, &fn, sizeof address);
    for (size_t i = 0; i < sizeof array->words / sizeof array->words[0]; i++) array->words[i] = address;
    memcpy(array->words, &struct_size, sizeof struct_size); /* struct_size is every struct's first field */
}

/* --------------------------------------------------------------------- bg_group */

/* A group holding "Kept" (reporting to `kept`). */
static bg_group kept_group(probe *kept) {
    bg_group group = {0};
    bg_item item = probe_item("Kept", kept, 0);
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_update(group, &item, 1));
    return group;
}

/* bg_group_update(items, 3) fails naming `field`, calls nothing, keeps "Kept". */
static void check_group_refuses(bg_group group, const bg_item *items, const char *field, const probe *kept) {
    uint32_t count = 0;
    calls = 0;
    CHECK_STATUS(bg_group_update(group, items, 3), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), field);
    CHECK_EQ_INT(calls, 0);
    CHECK_OK(bg_group_item_count(group, &count));
    CHECK_EQ_INT(count, 1);
    CHECK_EQ_INT(kept->destroyed, 0);
}

static void test_group_items(void) {
    static const uint32_t sizes[] = {8, 5000};
    static poisoned array;
    probe kept = make_probe("kept");
    bg_group group = kept_group(&kept);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        poison(&array, sizes[i]);
        check_group_refuses(group, &array.item, "items[0].struct_size", &kept);
    }
    /* items[0] is a bg_item, every function pointer record_call; a later item's size differs. */
    bg_item items[3];
    for (int i = 0; i < 3; i++) {
        items[i] = plain_item("Item");
        items[i].action = (bg_action_fn)(void (*)(void))record_call;
        items[i].navigation = (bg_navigation_fn)(void (*)(void))record_call;
        items[i].destroy = record_call;
    }
    items[1].struct_size = 8;
    check_group_refuses(group, items, "items[1].struct_size", &kept);
    items[1].struct_size = sizeof(bg_item) + 8;
    check_group_refuses(group, items, "items[1].struct_size", &kept);
    /* Checked before anything else: items[0]'s NULL title is not what is reported. */
    items[1].struct_size = sizeof(bg_item);
    items[0].title = NULL;
    items[2].struct_size = 5000;
    check_group_refuses(group, items, "items[2].struct_size", &kept);
    /* A valid array that fails for another reason still releases every user_data once. */
    items[2].struct_size = sizeof(bg_item);
    calls = 0;
    CHECK_STATUS(bg_group_update(group, items, 3), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "items[0].title");
    CHECK_EQ_INT(calls, 3);
    CHECK_OK(bg_group_free(group));
    CHECK_EQ_INT(kept.destroyed, 1);
}

/* -------------------------------------------------------------------- bg_toolbar */

static void count_destroy(void *user_data) { ((probe *)user_data)->destroyed++; }

/* A toolbar holding one group, "Kept" (its button's destroy counting into `kept`). */
static bg_toolbar kept_toolbar(probe *kept) {
    bg_toolbar toolbar = {0};
    bg_control_button button;
    bg_toolbar_item item;
    CHECK_OK(bg_control_button_init(&button));
    button.title = "Kept";
    button.user_data = kept;
    button.destroy = count_destroy;
    CHECK_OK(bg_toolbar_item_init(&item));
    item.buttons = &button;
    item.button_count = 1;
    CHECK_OK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar));
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    return toolbar;
}

/* A button whose every function pointer is record_call. */
static bg_control_button recording_button(void) {
    bg_control_button button;
    CHECK_OK(bg_control_button_init(&button));
    button.title = "Button";
    button.action = (bg_control_action_fn)(void (*)(void))record_call;
    button.destroy = record_call;
    return button;
}

/* bg_toolbar_set_items(items, 2) fails naming `field`, calls nothing, keeps "Kept". */
static void check_toolbar_refuses(bg_toolbar toolbar, const bg_toolbar_item *items, const char *field,
                                  const probe *kept) {
    uint32_t count = 0;
    calls = 0;
    CHECK_STATUS(bg_toolbar_set_items(toolbar, items, 2), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), field);
    CHECK_EQ_INT(calls, 0);
    CHECK_OK(bg_toolbar_item_count(toolbar, &count));
    CHECK_EQ_INT(count, 1);
    CHECK_EQ_INT(kept->destroyed, 0);
}

static void test_toolbar_arrays(void) {
    static const uint32_t sizes[] = {8, 5000};
    static poisoned items_array, buttons_array;
    probe kept = make_probe("kept");
    bg_toolbar toolbar = kept_toolbar(&kept);
    bg_control_button buttons[2][2];
    bg_toolbar_item items[2];
    for (int i = 0; i < 2; i++) {
        buttons[i][0] = buttons[i][1] = recording_button();
        CHECK_OK(bg_toolbar_item_init(&items[i]));
        items[i].buttons = buttons[i];
        items[i].button_count = 2;
    }
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        /* The items: real ones whose first says a wrong size. */
        items[0].struct_size = sizes[i];
        check_toolbar_refuses(toolbar, items, "items[0].struct_size", &kept);
        items[0].struct_size = sizeof(bg_toolbar_item);
        /* An inner array: items[1]'s buttons poisoned (items[0]'s valid, not called either). */
        poison(&buttons_array, sizes[i]);
        items[1].buttons = &buttons_array.button;
        items[1].button_count = 3;
        check_toolbar_refuses(toolbar, items, "items[1].buttons[0].struct_size", &kept);
        items[1].buttons = buttons[1];
        items[1].button_count = 2;
    }
    /* A later element's size differs, in the items and in an inner array. */
    items[1].struct_size = 8;
    check_toolbar_refuses(toolbar, items, "items[1].struct_size", &kept);
    items[1].struct_size = sizeof(bg_toolbar_item);
    buttons[1][1].struct_size = sizeof(bg_control_button) + 8;
    check_toolbar_refuses(toolbar, items, "items[1].buttons[1].struct_size", &kept);
    /* Checked before anything else: items[0]'s unknown kind is not what is reported. */
    items[0].kind = 99;
    check_toolbar_refuses(toolbar, items, "items[1].buttons[1].struct_size", &kept);
    /* The items poisoned (the items' buttons pointers and counts too: no field but the first
     * struct_size can be read). */
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        poison(&items_array, sizes[i]);
        check_toolbar_refuses(toolbar, (const bg_toolbar_item *)items_array.words, "items[0].struct_size", &kept);
    }
    /* A valid layout that fails for another reason still releases every user_data once. */
    buttons[1][1].struct_size = sizeof(bg_control_button);
    calls = 0;
    CHECK_STATUS(bg_toolbar_set_items(toolbar, items, 2), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "items[0].kind");
    CHECK_EQ_INT(calls, 4);
    CHECK_OK(bg_toolbar_free(toolbar));
    CHECK_EQ_INT(kept.destroyed, 1);
}

void test_rejected_arrays(void) {
    test_group_items();
    test_toolbar_arrays();
}
