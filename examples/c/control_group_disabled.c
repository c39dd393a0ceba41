/*
 * control_group_disabled.c — SwiftUI's .disabled(_:) on a whole ControlGroup, and a Menu in a
 * toolbar showing its icon:
 *
 *     ToolbarItem {
 *         ControlGroup("Zoom", systemImage: "magnifyingglass") { Zoom Out; Zoom In }
 *             .disabled(document == nil)
 *     }
 *     ToolbarItem { Menu("Arrange", systemImage: "square.3.layers.3d") { … } }
 *
 * bg_toolbar_item.disabled disables the whole group: its cells are drawn dimmed
 * (BG_STATE_DISABLED), a tap hits nothing, focus skips them, and accessibility reads them as not
 * enabled. The Arrange menu-style group's button shows its icon alone, as SwiftUI's automatic
 * label style does in a toolbar; its title stays its accessibility label.
 *
 * Build: cc -std=c99 -Iinclude control_group_disabled.c -lbuttongroup -lm
 */
#include "print_layout.h"

static int zoomed;

static bg_status zoom_in(void *user_data, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    (void)user_data, (void)toolbar, (void)item, (void)button;
    zoomed++;
    return BG_OK;
}

static void print_view(const bg_toolbar_view *view, const char *heading) {
    printf("\n== %s\n", heading);
    for (uint32_t c = 0; c < view->cell_count; c++) {
        const bg_control_cell *cell = &view->cells[c];
        printf("  x %5.1f: shows %s%s\n", cell->frame.x, cell->image ? cell->image : cell->title,
               cell->state & BG_STATE_DISABLED ? "  (disabled, dimmed)" : "");
    }
    printf("  VoiceOver:");
    for (uint32_t i = 0; i < view->accessibility_count; i++)
        printf("%s %s%s", i ? "," : "", view->accessibility[i].label, view->accessibility[i].enabled ? "" : " (dimmed)");
    printf("\n");
}

int main(void) {
    bg_control_button zoom[2], arrange[2];
    bg_toolbar_item items[2];
    bg_toolbar toolbar = {0};
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_control_target hit;
    static const char *const titles[2] = {"Zoom Out", "Zoom In"}, *const images[2] = {"minus.magnifyingglass",
                                                                                       "plus.magnifyingglass"};
    int ok = 0;

    for (int i = 0; i < 2; i++) {
        bg_control_button_init(&zoom[i]);
        zoom[i].title = titles[i];
        zoom[i].image = images[i];
        bg_control_button_init(&arrange[i]);
        arrange[i].title = i ? "Send to Back" : "Bring to Front";
        bg_toolbar_item_init(&items[i]);
    }
    zoom[1].action = zoom_in;
    items[0].label_title = "Zoom";
    items[0].label_image = "magnifyingglass";
    items[0].buttons = zoom;
    items[0].button_count = 2;
    items[0].disabled = 1; /* no document yet */
    items[1].label_title = "Arrange";
    items[1].label_image = "square.3.layers.3d";
    items[1].style = BG_CONTROL_STYLE_MENU;
    items[1].buttons = arrange;
    items[1].button_count = 2;

    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar));
    EX_TRY(bg_toolbar_set_items(toolbar, items, 2));
    EX_TRY(bg_toolbar_layout(toolbar, 390, 3, BG_DIRECTION_LTR, &view));
    print_view(&view, "no document: the zoom group is disabled");
    const bg_rect in = view.cells[1].frame;
    EX_TRY(bg_toolbar_tap(toolbar, in.x + in.width / 2, in.y + in.height / 2, &hit));
    printf("  tap Zoom In: %s\n", hit.kind == -1 ? "nothing (disabled)" : "hit");
    if (hit.kind != -1 || zoomed != 0) goto done;

    items[0].disabled = 0; /* a document is open */
    EX_TRY(bg_toolbar_set_items(toolbar, items, 2));
    EX_TRY(bg_toolbar_layout(toolbar, 390, 3, BG_DIRECTION_LTR, &view));
    print_view(&view, "a document is open");
    EX_TRY(bg_toolbar_tap(toolbar, in.x + in.width / 2, in.y + in.height / 2, &hit));
    printf("  tap Zoom In: zoomed %d time(s)\n", zoomed);
    ok = zoomed == 1 && view.cells[2].title == NULL && view.accessibility[4].label != NULL;

done:
    if (toolbar.id != 0 && !example_ok(bg_toolbar_free(toolbar), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
