/*
 * navigation_action.c — the banking design system's ButtonGroup example "With navigation action":
 *
 *     let configurations: [ButtonGroup.Configuration] = [
 *         .init(title: "Make a Payment", icon: .named(DesignSystem.Assets.icMenu, in: .main, .design),
 *               navigationAction: { navigationController in
 *                   let paymentVC = PaymentViewController()
 *                   navigationController.pushViewController(paymentVC, animated: true)
 *               })
 *     ]
 *     let group = ButtonGroup(configurations: configurations)
 *     group.navigateAction = { config in
 *         config.navigationAction?(navigationController)
 *     }
 *
 * The item's navigation action needs the host's navigation controller, which only the host
 * has: the group calls the navigate callback (navigateAction) with the item, and the host
 * runs the item's navigation with its controller via bg_group_run_navigation.
 */
#include "print_layout.h"

/* The host's navigation controller: a stack of screens. */
typedef struct {
    const char *stack[8];
    int depth;
} navigation_controller;

static void push_view_controller(navigation_controller *controller, const char *screen) {
    if (controller->depth < 8) controller->stack[controller->depth++] = screen;
    printf("  pushViewController(%s, animated: true) -> stack:", screen);
    for (int i = 0; i < controller->depth; i++) printf(" %s", controller->stack[i]);
    printf("\n");
}

/* The item's navigationAction: { navigationController in ... push PaymentViewController } */
static bg_status make_a_payment(void *user_data, void *navigation_context) {
    navigation_controller *controller = navigation_context;
    (void)user_data;
    push_view_controller(controller, "PaymentViewController");
    return BG_OK;
}

/* group.navigateAction = { config in config.navigationAction?(navigationController) } */
static bg_status navigate_action(void *user_data, bg_group group, uint32_t item_index) {
    navigation_controller *controller = user_data;
    printf("navigateAction: item %u has a navigation action\n", (unsigned)item_index);
    return bg_group_run_navigation(group, item_index, controller);
}

int main(void) {
    navigation_controller controller = {{"AccountsViewController"}, 1};
    bg_group group = {0};
    bg_item configuration;
    bg_layout layout;
    int32_t slot = -1;
    double x, y;
    int ok = 0;

    EX_TRY(bg_item_init(&configuration));
    configuration.title = "Make a Payment";
    configuration.icon = "ic_menu";
    configuration.navigation = make_a_payment;

    EX_TRY(bg_group_create((bg_theme){0}, NULL, &group));
    EX_TRY(bg_group_update(group, &configuration, 1));
    EX_TRY(bg_group_set_navigate_callback(group, navigate_action, &controller, NULL));

    example_layout_init(&layout);
    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_LTR, &layout));
    print_layout("With navigation action", &layout);
    print_frames(&layout, 60);

    if (!example_slot_center(&layout, 0, &x, &y)) goto done;
    printf("\ntap at (%.1f, %.1f)\n", x, y);
    EX_TRY(bg_group_tap(group, x, y, &slot));
    if (slot != 0 || controller.depth != 2) {
        fprintf(stderr, "the navigation did not run\n");
        goto done;
    }
    ok = 1;

done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
