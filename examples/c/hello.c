/* The README's first program: a group of two buttons laid out, printed and tapped. */
#include <stdio.h>

#include "buttongroup.h"

/* Every call returns BG_OK or a negative BG_E_* code; the message says which call failed and why. */
#define CHECK(call) \
    do { if ((call) != BG_OK) { fprintf(stderr, "%s\n", bg_last_error_message()); return 1; } } while (0)

static bg_status tapped(void *user_data, bg_group group, uint32_t item) {
    (void)group, (void)item;
    printf("tapped %s\n", (const char *)user_data);
    return BG_OK;
}

int main(void) {
    bg_group group;
    CHECK(bg_group_create((bg_theme){0}, NULL, &group)); /* the built-in theme and its parameters */
    bg_item items[2];
    CHECK(bg_item_init(&items[0]));
    CHECK(bg_item_init(&items[1]));
    items[0].title = "Details", items[0].action = tapped, items[0].user_data = "Details";
    items[1].title = "Statements", items[1].action = tapped, items[1].user_data = "Statements";
    CHECK(bg_group_update(group, items, 2));
    bg_layout layout = {.struct_size = sizeof layout};
    CHECK(bg_group_layout(group, 320, 2.0, BG_DIRECTION_LTR, &layout));
    for (uint32_t i = 0; i < layout.slot_count; i++)
        printf("%-10s x=%5.1f width=%5.1f\n", layout.slots[i].title, layout.slots[i].frame.x, layout.slots[i].frame.width);
    CHECK(bg_group_tap(group, 10, 10, NULL)); /* prints "tapped Details" */
    CHECK(bg_group_free(group));
    return 0;
}
