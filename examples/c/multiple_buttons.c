/*
 * multiple_buttons.c — the banking design system's ButtonGroup example "Multiple buttons":
 *
 *     let configurations: [ButtonGroup.Configuration] = [
 *         .init(title: "Details"),
 *         .init(title: "Statements")
 *     ]
 *     let buttonGroup = ButtonGroup(configurations: configurations)
 *
 * Two allRound buttons share the width equally, spacer/xs apart. Shown left-to-right and
 * right-to-left (RTL mirrors the order).
 */
#include "print_layout.h"

int main(void) {
    static const char *const titles[] = {"Details", "Statements"};
    bg_group group = {0};
    bg_item configurations[2];
    bg_layout layout;
    int ok = 0;

    for (int i = 0; i < 2; i++) {
        EX_TRY(bg_item_init(&configurations[i]));
        configurations[i].title = titles[i];
    }
    EX_TRY(bg_group_create((bg_theme){0}, NULL, &group));
    EX_TRY(bg_group_update(group, configurations, 2));

    example_layout_init(&layout);
    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_LTR, &layout));
    print_layout("Multiple buttons, left-to-right", &layout);
    print_frames(&layout, 60);

    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_RTL, &layout));
    print_layout("Multiple buttons, right-to-left", &layout);
    print_frames(&layout, 60);
    ok = 1;

done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
