/*
 * basic.c — the banking design system's ButtonGroup example "Basic usage with allRound layout":
 *
 *     let configuration = ButtonGroup.Configuration(title: "Statements")
 *     let buttonGroup = ButtonGroup(configurations: [configuration])
 *
 * One item, default parameters (allRound, capsule corners): the button fills the width.
 * Build: cc -std=c99 -Iinclude basic.c -lbuttongroup -lm
 */
#include "print_layout.h"

int main(void) {
    bg_group group = {0};
    bg_item configuration;
    bg_layout layout;
    int ok = 0;

    /* ButtonGroup.Configuration(title: "Statements") */
    EX_TRY(bg_item_init(&configuration));
    configuration.title = "Statements";

    /* ButtonGroup(configurations: [configuration]): the built-in theme ({0}), default parameters (NULL). */
    EX_TRY(bg_group_create((bg_theme){0}, NULL, &group));
    EX_TRY(bg_group_update(group, &configuration, 1));

    /* The host lays it out in its view's width (points) at the screen's scale, then draws it. */
    example_layout_init(&layout);
    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_LTR, &layout));
    print_layout("Basic usage: one allRound button, 343 pt @2x", &layout);
    print_frames(&layout, 60);
    ok = 1;

done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
