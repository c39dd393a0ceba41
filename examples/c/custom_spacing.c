/*
 * custom_spacing.c — the banking design system's ButtonGroup example "Custom spacing":
 *
 *     let group = ButtonGroup(
 *         parameters: .init(layout: .allRound(configuration: .init(spacing: DesignSystem.shared.spacer.lg))),
 *         configurations: [.init(title: "Transfer"), .init(title: "Pay"), .init(title: "History")])
 *
 * The spacing comes from the theme's spacer/lg token, read with bg_theme_number.
 */
#include "print_layout.h"

int main(void) {
    static const char *const titles[] = {"Transfer", "Pay", "History"};
    const bg_theme theme = {0}; /* the built-in design tokens (defaultTokens.json) */
    bg_group group = {0};
    bg_group_params parameters;
    bg_item configurations[3];
    bg_layout layout;
    double spacer_lg = 0;
    int ok = 0;

    /* DesignSystem.shared.spacer.lg */
    EX_TRY(bg_theme_number(theme, "spacer/lg", &spacer_lg));
    printf("spacer/lg = %.1f pt\n", spacer_lg);

    /* .init(layout: .allRound(configuration: .init(spacing: spacer.lg))) */
    EX_TRY(bg_group_params_init(theme, &parameters));
    parameters.layout.kind = BG_LAYOUT_ALL_ROUND;
    parameters.layout.corner_style = BG_CORNER_CAPSULE;
    parameters.layout.spacing = spacer_lg;

    for (int i = 0; i < 3; i++) {
        EX_TRY(bg_item_init(&configurations[i]));
        configurations[i].title = titles[i];
    }
    EX_TRY(bg_group_create(theme, &parameters, &group));
    EX_TRY(bg_group_update(group, configurations, 3));

    example_layout_init(&layout);
    EX_TRY(bg_group_layout(group, 398, 3, BG_DIRECTION_LTR, &layout));
    print_layout("Custom spacing: allRound, spacing = spacer/lg, 398 pt @3x", &layout);
    print_frames(&layout, 60);
    ok = 1;

done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
