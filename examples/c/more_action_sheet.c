/*
 * more_action_sheet.c — the banking design system's ButtonGroup example
 * "With More button (more than 3 configurations)":
 *
 *     let configurations = [.init(title: "Pay"), .init(title: "Cash Advance"),
 *                           .init(title: "Transfer"), .init(title: "History")]
 *     let buttonGroup = ButtonGroup(configurations: configurations)
 *     buttonGroup.presentActionSheet = { alert in
 *         ... popoverPresentationController.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, ...)
 *         self.present(alert, animated: true, completion: nil)
 *     }
 *
 * Four items: the first two show, the third slot is "More". Tapping More hands the host the
 * action-sheet model (the sheet callback); the host presents it and later reports the user's
 * choice with bg_group_choose_sheet_item (or bg_group_dismiss_sheet for Cancel).
 */
#include "print_layout.h"

/* The host's view: where the sheet is anchored on a tablet (the example's popover source rect). */
typedef struct {
    double width, height;
    int presented;
} host_view;

static bg_status present_action_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet) {
    host_view *view = user_data;
    (void)group;
    /* Strings are valid during this call only: a real host copies them into its alert. */
    printf("\npresentActionSheet: anchored at (%.1f, %.1f) of the host view\n", view->width / 2, view->height / 2);
    print_sheet(sheet);
    view->presented = 1;
    return BG_OK;
}

static bg_status print_tapped(void *user_data, bg_group group, uint32_t item_index) {
    (void)group;
    printf("action: %s tapped (item %u)\n", (const char *)user_data, (unsigned)item_index);
    return BG_OK;
}

int main(void) {
    static const char *const titles[] = {"Pay", "Cash Advance", "Transfer", "History"};
    host_view view = {375, 667, 0};
    bg_group group = {0};
    bg_item configurations[4];
    bg_layout layout;
    int32_t tapped = -1;
    int more;
    double x, y;
    int ok = 0;

    for (int i = 0; i < 4; i++) {
        EX_TRY(bg_item_init(&configurations[i]));
        configurations[i].title = titles[i];
        configurations[i].action = print_tapped;
        configurations[i].user_data = (void *)titles[i]; /* static strings: nothing to destroy */
    }
    EX_TRY(bg_group_create((bg_theme){0}, NULL, &group));
    EX_TRY(bg_group_update(group, configurations, 4));
    EX_TRY(bg_group_set_sheet_callback(group, present_action_sheet, &view, NULL));

    example_layout_init(&layout);
    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_LTR, &layout));
    print_layout("Four items: two buttons and More", &layout);
    print_frames(&layout, 60);

    /* The user taps More. */
    more = example_more_slot(&layout);
    if (more < 0 || !example_slot_center(&layout, (uint32_t)more, &x, &y)) {
        fprintf(stderr, "expected a More slot\n");
        goto done;
    }
    printf("\ntap at (%.1f, %.1f)\n", x, y);
    EX_TRY(bg_group_tap(group, x, y, &tapped));
    if (tapped != more || !view.presented) {
        fprintf(stderr, "the tap did not present the sheet\n");
        goto done;
    }

    /* The user picks "History" (sheet entry 1): its action fires. */
    printf("\nthe user chooses sheet entry 1\n");
    EX_TRY(bg_group_choose_sheet_item(group, 1));

    /* Tapping More again and cancelling fires nothing. */
    EX_TRY(bg_group_tap(group, x, y, NULL));
    printf("the user cancels\n");
    EX_TRY(bg_group_dismiss_sheet(group));
    ok = 1;

done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
