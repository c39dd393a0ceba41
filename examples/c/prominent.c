/*
 * prominent.c — the banking design system's ButtonGroup examples "Prominent relaxed layout" and
 * "Prominent grouped layout":
 *
 *     let configurations: [ButtonGroup.Configuration] = [
 *         .init(title: "Transfer"),
 *         .init(title: "Pay", icon: .named(DesignSystem.Assets.icInfo, in: .design)),
 *         .init(title: "History", icon: .named(DesignSystem.Assets.icDock, in: .design))
 *     ]
 *     let buttonGroup = ButtonGroup(
 *         parameters: .init(layout: .prominent(configuration: .init(
 *             type: .relaxed, // or .grouped
 *             spacing: DesignSystem.shared.spacer.xxs, cornerRadiusType: .large()))),
 *         configurations: configurations)
 *
 * The first button is prominent (primary style) and takes the remaining width; the others are
 * secondary, icon-only squares (their titles stay as accessibility labels). Relaxed, the
 * secondaries stand apart, spacer/xxs between all buttons; grouped, they join into one
 * segmented run: no gap between them, inner corners squared, outer corners rounded, spacer/xxs
 * only after the prominent button.
 */
#include "print_layout.h"

/* Lays the three buttons out with `type` (BG_PROMINENT_*, named `name`), in both directions. */
static int show(bg_theme theme, int32_t type, const char *name) {
    bg_group group = {0};
    bg_group_params parameters;
    bg_item configurations[3];
    bg_layout layout;
    double spacer_xxs = 0;
    char title[96];
    int ok = 0;

    EX_TRY(bg_theme_number(theme, "spacer/xxs", &spacer_xxs));
    EX_TRY(bg_group_params_init(theme, &parameters));
    parameters.layout.kind = BG_LAYOUT_PROMINENT;
    parameters.layout.prominent_type = type;
    parameters.layout.spacing = spacer_xxs;
    parameters.layout.corner_style = BG_CORNER_LARGE; /* cornerRadiusType: .large() -> radius/large */

    for (int i = 0; i < 3; i++) EX_TRY(bg_item_init(&configurations[i]));
    configurations[0].title = "Transfer";
    configurations[1].title = "Pay";
    configurations[1].icon = "ic_info";     /* DesignSystem.Assets.icInfo: the host maps names to images */
    configurations[2].title = "History";
    configurations[2].icon = "ic_dock";     /* DesignSystem.Assets.icDock */

    EX_TRY(bg_group_create(theme, &parameters, &group));
    EX_TRY(bg_group_update(group, configurations, 3));

    example_layout_init(&layout);
    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_LTR, &layout));
    snprintf(title, sizeof title, "Prominent %s, left-to-right", name);
    print_layout(title, &layout);
    print_frames(&layout, 60);
    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_RTL, &layout));
    snprintf(title, sizeof title, "Prominent %s, right-to-left (order and corners mirrored)", name);
    print_layout(title, &layout);
    print_frames(&layout, 60);

    /* The colors a host paints each slot with, from the theme's color/button tokens. */
    printf("\n");
    for (uint32_t i = 0; i < layout.slot_count; i++) {
        bg_button_colors colors;
        EX_TRY(bg_theme_button_colors(theme, layout.slots[i].role, layout.slots[i].state, &colors));
        printf("slot %u (%s): background #%08X, foreground #%08X, border #%08X\n", (unsigned)i,
               example_role_name(layout.slots[i].role), (unsigned)colors.background, (unsigned)colors.foreground,
               (unsigned)colors.border);
    }
    ok = 1;

done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

int main(void) {
    const bg_theme theme = {0};
    int ok = show(theme, BG_PROMINENT_RELAXED, "relaxed");
    printf("\n");
    if (!show(theme, BG_PROMINENT_GROUPED, "grouped")) ok = 0;
    return ok ? 0 : 1;
}
