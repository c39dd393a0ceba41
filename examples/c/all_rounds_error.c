/*
 * all_rounds_error.c — the banking design system's ButtonGroup picture "All rounds Error".
 *
 * The design system's ButtonGroup.Configuration has a title, an icon, accessibility texts and actions,
 * and no error or state field: an allRound group in error is a group whose buttons take the
 * danger role, painted with the color/button/danger tokens. Here both buttons of an allRound
 * group are DANGER (bg_item.role); they keep the allRound geometry (equal widths, capsules)
 * and only their colours change. Shown left-to-right and right-to-left; the gallery draws the
 * same group as group-all-round-error.
 */
#include "print_layout.h"

int main(void) {
    static const char *const titles[] = {"Try again", "Cancel"};
    bg_group group = {0};
    bg_item configurations[2];
    bg_layout layout;
    bg_button_colors danger, secondary;
    int ok = 0;

    for (int i = 0; i < 2; i++) {
        EX_TRY(bg_item_init(&configurations[i]));
        configurations[i].title = titles[i];
        configurations[i].role = BG_ROLE_DANGER; /* the error state of the picture */
    }
    EX_TRY(bg_group_create((bg_theme){0}, NULL, &group));
    EX_TRY(bg_group_update(group, configurations, 2));

    example_layout_init(&layout);
    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_LTR, &layout));
    print_layout("All rounds Error, left-to-right", &layout);
    print_frames(&layout, 60);
    if (layout.slot_count != 2 || layout.slots[0].role != BG_ROLE_DANGER || layout.slots[1].role != BG_ROLE_DANGER
        || layout.slots[0].frame.width != layout.slots[1].frame.width) {
        fprintf(stderr, "expected two equal danger slots\n");
        goto done;
    }

    /* What a host paints them with: the danger tokens, not the secondary ones of a plain group. */
    EX_TRY(bg_theme_button_colors((bg_theme){0}, BG_ROLE_DANGER, 0, &danger));
    EX_TRY(bg_theme_button_colors((bg_theme){0}, BG_ROLE_SECONDARY, 0, &secondary));
    printf("danger colours: background #%08X, foreground #%08X, border #%08X\n", danger.background,
           danger.foreground, danger.border);
    printf("(a plain allRound group: background #%08X, foreground #%08X)\n", secondary.background,
           secondary.foreground);
    if (danger.background == secondary.background) {
        fprintf(stderr, "the danger role should paint differently\n");
        goto done;
    }

    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_RTL, &layout));
    print_layout("All rounds Error, right-to-left", &layout);
    print_frames(&layout, 60);
    ok = 1;

done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
