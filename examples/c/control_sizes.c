/*
 * control_sizes.c — SwiftUI's controlSize: the zoom group drawn at every size.
 *
 *     ControlGroup("Zoom", systemImage: "magnifyingglass") { Zoom Out; Actual Size; Zoom In }
 *         .controlSize(.mini)   // .small, .regular, .large, .extraLarge
 *
 * bg_toolbar_set_control_size scales the group's height, icons, title font and paddings from the
 * theme's regular values; the next layout measures again.
 *
 * Build: cc -std=c99 -Iinclude control_sizes.c -lbuttongroup -lm
 */
#include "print_layout.h"

int main(void) {
    static const char *const names[5] = {"mini", "small", "regular", "large", "extra large"};
    static const char *const titles[3] = {"Zoom Out", "Actual Size", "Zoom In"};
    static const char *const images[3] = {"minus.magnifyingglass", NULL, "plus.magnifyingglass"};
    bg_control_button buttons[3];
    bg_toolbar_item item;
    bg_toolbar view_group = {0};
    bg_toolbar_view view = {.struct_size = sizeof view};
    double previous = 0;
    int ok = 0, grew = 1;

    for (int i = 0; i < 3; i++) {
        bg_control_button_init(&buttons[i]);
        buttons[i].title = titles[i];
        buttons[i].image = images[i];
    }
    bg_toolbar_item_init(&item);
    item.label_title = "Zoom";
    item.label_image = "magnifyingglass";
    item.label_style = BG_LABEL_STYLE_TITLE_AND_ICON;
    item.fixed_size = 1;
    item.buttons = buttons;
    item.button_count = 3;
    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_CONTENT, &view_group));
    EX_TRY(bg_toolbar_set_items(view_group, &item, 1));
    for (int32_t size = BG_CONTROL_SIZE_MINI; size <= BG_CONTROL_SIZE_EXTRA_LARGE; size++) {
        EX_TRY(bg_toolbar_set_control_size(view_group, size));
        EX_TRY(bg_toolbar_layout(view_group, 600, 3, BG_DIRECTION_LTR, &view));
        printf("%-12s %6.1f x %4.1f pt; 'Actual Size' %5.1f pt wide\n", names[size], view.groups[0].frame.width,
               view.groups[0].frame.height, view.cells[1].title_frame.width);
        grew &= view.groups[0].frame.height > previous;
        previous = view.groups[0].frame.height;
    }
    ok = grew;

done:
    if (view_group.id != 0 && !example_ok(bg_toolbar_free(view_group), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
