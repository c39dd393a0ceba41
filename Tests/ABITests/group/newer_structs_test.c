/*
 * newer_structs_test.c — a host built against a newer header passes larger structs (their
 * struct_size says so). Arrays of them are read at the caller's stride: the library reads the
 * fields it knows of each element and ignores the rest, whatever they hold. Items of one array
 * must agree on their size; an implausible size is refused, naming the item, and nothing of
 * such an array is called (rejected_arrays_test.c).
 */
#include <stdint.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* A bg_item as a later version of the header might have it: two more fields, one a pointer. */
typedef struct {
    bg_item item;
    uint64_t newer_flags;
    const void *newer_pointer;
} newer_item;

static void test_larger_items_are_read_at_their_stride(void) {
    static const char *const titles[] = {"Details", "Statements", "History"};
    newer_item items[3];
    bg_group group;
    bg_layout layout = new_layout();
    for (int i = 0; i < 3; i++) {
        items[i].item = plain_item(titles[i]);
        items[i].item.struct_size = sizeof(newer_item);
        items[i].newer_flags = UINT64_MAX;
        items[i].newer_pointer = (const void *)(uintptr_t)0xdeadbeef; /* never read */
    }
    items[2].item.disabled = 1;
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
    CHECK_OK(bg_group_update(group, &items[0].item, 3));
    CHECK_OK(bg_group_layout(group, 400, 2, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.slot_count, 3);
    for (uint32_t i = 0; i < layout.slot_count && i < 3; i++) CHECK_STR(layout.slots[i].title, titles[i]);
    CHECK(layout.slots[2].state & BG_STATE_DISABLED);
    CHECK_EQ_INT(layout.slots[0].state & BG_STATE_DISABLED, 0);

    items[1].item.struct_size = sizeof(bg_item); /* sizes disagree */
    CHECK_STATUS(bg_group_update(group, &items[0].item, 3), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "items[1].struct_size");
    /* No struct is that large: refused, and not taken for a stride (nothing more of the array
     * is read: its user_data are the host's to release). */
    probe released = make_probe("released");
    bg_item garbage[2] = {plain_item("A"), probe_item("B", &released, 0)};
    garbage[0].struct_size = 1u << 20;
    CHECK_STATUS(bg_group_update(group, garbage, 2), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "items[0].struct_size is 1048576");
    CHECK_EQ_INT(released.destroyed, 0);
    CHECK_OK(bg_group_layout(group, 400, 2, BG_DIRECTION_LTR, &layout)); /* the items of before */
    CHECK_EQ_INT(layout.slot_count, 3);
    CHECK_STR(layout.slots[1].title, "Statements");
    CHECK_OK(bg_group_free(group));
}

void test_newer_structs(void) {
    test_larger_items_are_read_at_their_stride();
}
