/*
 * updating_configurations.c — the banking design system's ButtonGroup example "Updating configurations":
 *
 *     let group = ButtonGroup(configurations: [.init(title: "Initial")])
 *     let updatedConfiguration = ButtonGroup.Configuration(
 *         title: "Updated", icon: .named(DesignSystem.Assets.icShare, in: .design),
 *         action: { print("Updated action") })
 *     group.update(with: [updatedConfiguration])
 *
 * bg_group_update replaces all items; the old items' user_data are released (destroy).
 */
#include "print_layout.h"

static bg_status print_message(void *user_data, bg_group group, uint32_t item_index) {
    (void)group;
    (void)item_index;
    printf("%s\n", (const char *)user_data);
    return BG_OK;
}

static void report_release(void *user_data) {
    printf("(released the context of \"%s\")\n", (const char *)user_data);
}

int main(void) {
    bg_group group = {0};
    bg_item initial, updated;
    bg_layout layout;
    uint32_t count = 0;
    double x, y;
    int ok = 0;

    /* ButtonGroup(configurations: [.init(title: "Initial")]) */
    EX_TRY(bg_item_init(&initial));
    initial.title = "Initial";
    initial.action = print_message;
    initial.user_data = "Initial action";
    initial.destroy = report_release;
    EX_TRY(bg_group_create((bg_theme){0}, NULL, &group));
    EX_TRY(bg_group_update(group, &initial, 1));

    example_layout_init(&layout);
    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_LTR, &layout));
    print_layout("Before update(with:)", &layout);
    print_frames(&layout, 60);

    /* the example's group.update(with: [updatedConfiguration]): bg_group_update */
    EX_TRY(bg_item_init(&updated));
    updated.title = "Updated";
    updated.icon = "ic_share";
    updated.action = print_message;
    updated.user_data = "Updated action";
    updated.destroy = report_release;
    printf("\nupdate(with: [Updated])\n");
    EX_TRY(bg_group_update(group, &updated, 1));
    EX_TRY(bg_group_item_count(group, &count));
    printf("items now: %u\n", (unsigned)count);

    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_LTR, &layout));
    print_layout("After update(with:)", &layout);
    print_frames(&layout, 60);

    if (!example_slot_center(&layout, 0, &x, &y)) goto done;
    printf("\ntap: ");
    EX_TRY(bg_group_tap(group, x, y, NULL));
    ok = 1;

done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
