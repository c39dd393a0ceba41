/* The README's first program: a group of two buttons laid out, printed and tapped. */
#include <stdio.h>

#include "buttongroup.h"

static bg_status tapped(void *user_data, bg_group group, uint32_t item) {
    (void)group, (void)item;
    printf("tapped %s\n", (const char *)user_data);
    return BG_OK;
}

int main(void) {
    bg_group group;
    bg_group_create((bg_theme){0}, NULL, &group); /* the built-in theme and its parameters */
    bg_item items[2];
    bg_item_init(&items[0]), items[0].title = "Details", items[0].action = tapped, items[0].user_data = "Details";
    bg_item_init(&items[1]), items[1].title = "Statements", items[1].action = tapped, items[1].user_data = "Statements";
    bg_group_update(group, items, 2);
    bg_layout layout = {.struct_size = sizeof layout};
    bg_group_layout(group, 320, 2.0, BG_DIRECTION_LTR, &layout);
    for (uint32_t i = 0; i < layout.slot_count; i++)
        printf("%-10s x=%5.1f width=%5.1f\n", layout.slots[i].title, layout.slots[i].frame.x, layout.slots[i].frame.width);
    bg_group_tap(group, 10, 10, NULL); /* prints "tapped Details" */
    return bg_group_free(group) == BG_OK ? 0 : 1;
}
