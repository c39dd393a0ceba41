/*
 * action_closure.c — the banking design system's ButtonGroup example "With action closure":
 *
 *     let configurations: [ButtonGroup.Configuration] = [
 *         .init(title: "Share", icon: .named(DesignSystem.Assets.icShare, in: .design),
 *               action: { print("Share tapped") })
 *     ]
 *     let group = ButtonGroup(configurations: configurations)
 *
 * A closure is a function plus its context: bg_item.action + bg_item.user_data, and
 * bg_item.destroy releases the context when the group lets go of it (exactly once).
 * The action fires on a tap (touch up inside) and on keyboard activation.
 */
#include <stdlib.h>

#include "print_layout.h"

/* The closure's captured state. */
typedef struct {
    const char *message;
    int taps;
} share_context;

static bg_status share_action(void *user_data, bg_group group, uint32_t item_index) {
    share_context *context = user_data;
    (void)group;
    (void)item_index;
    context->taps++;
    printf("%s\n", context->message); /* print("Share tapped") */
    return BG_OK;
}

static void release_context(void *user_data) {
    printf("(the group released the action's context)\n");
    free(user_data);
}

int main(void) {
    bg_group group = {0};
    bg_item configuration;
    bg_layout layout;
    share_context *context = NULL;
    int32_t slot = -1;
    double x, y;
    int ok = 0;

    context = malloc(sizeof *context);
    if (!context) return 1;
    context->message = "Share tapped";
    context->taps = 0;

    EX_TRY(bg_item_init(&configuration));
    configuration.title = "Share";
    configuration.icon = "ic_share";
    configuration.action = share_action;
    configuration.user_data = context;
    configuration.destroy = release_context;

    EX_TRY(bg_group_create((bg_theme){0}, NULL, &group));
    /* From here on the group owns `context` and frees it through release_context, also when
     * this call fails. */
    {
        bg_status status = bg_group_update(group, &configuration, 1);
        share_context *owned = context;
        context = NULL;
        EX_TRY(status);
        example_layout_init(&layout);
        EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_LTR, &layout));
        print_layout("With action closure", &layout);
        print_frames(&layout, 60);

        /* A tap on the button. */
        if (!example_slot_center(&layout, 0, &x, &y)) goto done;
        printf("\ntap at (%.1f, %.1f): ", x, y);
        EX_TRY(bg_group_tap(group, x, y, &slot));

        /* Keyboard: focus the first button, press Return. */
        printf("keyboard Return on the focused button: ");
        EX_TRY(bg_group_focus(group, BG_FOCUS_FIRST, NULL));
        EX_TRY(bg_group_activate_focused(group));
        printf("taps counted by the closure: %d\n", owned->taps);
        if (owned->taps != 2 || slot != 0) goto done;
    }
    ok = 1;

done:
    free(context); /* only when it never reached the group */
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
