/*
 * control_group_palette.c — SwiftUI's palette and compact menu control group styles:
 *
 *     ControlGroup { Button("Photo", systemImage: "photo") {…}; Button("Info", systemImage: "info") {…} }
 *         .controlGroupStyle(.palette)       // a compact row of icons, also when placed in a menu
 *     ControlGroup("Zoom", systemImage: "magnifyingglass") { Zoom Out; Zoom In }
 *         .controlGroupStyle(.compactMenu)   // one button; pressing it shows a compact menu
 *
 * A palette keeps its natural width in content. Overflowed, it is one entry of the overflow menu
 * with bg_control_menu_entry.palette set: the host draws the entries under it as one row of icon
 * buttons. A BG_CONTROL_STYLE_COMPACT_MENU group's button hands the host a menu with
 * bg_control_menu.compact set: one row of icons with small titles.
 *
 * Build: cc -std=c99 -Iinclude control_group_palette.c -lbuttongroup -lm
 */
#include "print_layout.h"

static int compact_menus, palette_rows;

/* The host draws the menu (here: prints it): a palette entry's buttons as one row of icons. */
static bg_status present_menu(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu) {
    (void)user_data, (void)toolbar;
    compact_menus += menu->compact != 0;
    printf("  menu%s:\n", menu->compact ? " (compact: one row of icons with small titles)" : "");
    for (uint32_t i = 0; i < menu->entry_count; i++) {
        const bg_control_menu_entry *e = &menu->entries[i];
        if (e->parent >= 0 && menu->entries[e->parent].palette) continue; /* in its palette row */
        if (e->palette) {
            palette_rows++;
            printf("    %s (a palette row):", e->title);
            for (uint32_t j = i + 1; j < menu->entry_count && menu->entries[j].parent == (int32_t)i; j++)
                printf("  [%s]", menu->entries[j].image);
            printf("\n");
        } else {
            printf("    [%u] %s%s%s\n", (unsigned)i, e->parent >= 0 ? "  " : "", e->title, e->button_index < 0 ? " >" : "");
        }
    }
    return BG_OK;
}

static void button(bg_control_button *b, const char *title, const char *image) {
    bg_control_button_init(b);
    b->title = title;
    b->image = image;
}

int main(void) {
    bg_control_button icons[2], zoom[2];
    bg_toolbar_item items[2];
    bg_toolbar content = {0}, toolbar = {0};
    bg_toolbar_view view = {.struct_size = sizeof view};
    int ok = 0;

    button(&icons[0], "Photo", "photo");
    button(&icons[1], "Info", "info");
    button(&zoom[0], "Zoom Out", "minus.magnifyingglass");
    button(&zoom[1], "Zoom In", "plus.magnifyingglass");
    for (int i = 0; i < 2; i++) bg_toolbar_item_init(&items[i]);
    items[0].label_title = "Zoom";
    items[0].label_image = "magnifyingglass";
    items[0].style = BG_CONTROL_STYLE_COMPACT_MENU;
    items[0].buttons = zoom;
    items[0].button_count = 2;
    items[1].label_title = "Insert";
    items[1].style = BG_CONTROL_STYLE_PALETTE;
    items[1].buttons = icons;
    items[1].button_count = 2;

    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_CONTENT, &content));
    EX_TRY(bg_toolbar_set_items(content, &items[1], 1));
    EX_TRY(bg_toolbar_layout(content, 390, 3, BG_DIRECTION_LTR, &view));
    printf("palette in content, 390 pt offered: %.0f pt wide\n", view.groups[0].frame.width);
    if (view.groups[0].frame.width > 100) goto done;

    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar));
    EX_TRY(bg_toolbar_set_menu_callback(toolbar, present_menu, NULL, NULL));
    EX_TRY(bg_toolbar_set_items(toolbar, items, 2));
    EX_TRY(bg_toolbar_layout(toolbar, 390, 3, BG_DIRECTION_LTR, &view));
    printf("\ntoolbar, 390 pt: the compact menu's button shows %s; tap it\n", view.cells[0].image);
    EX_TRY(bg_toolbar_tap(toolbar, view.cells[0].frame.x + 4, view.cells[0].frame.y + 4, NULL));
    EX_TRY(bg_toolbar_dismiss_menu(toolbar));
    EX_TRY(bg_toolbar_layout(toolbar, 60, 3, BG_DIRECTION_LTR, &view));
    printf("\ntoolbar, 60 pt: %u groups in the overflow menu; tap it\n", view.overflowed_count);
    EX_TRY(bg_toolbar_tap(toolbar, view.overflow_button.x + 4, view.overflow_button.y + 4, NULL));
    EX_TRY(bg_toolbar_dismiss_menu(toolbar));
    ok = compact_menus == 1 && palette_rows == 1;

done:
    if (content.id != 0 && !example_ok(bg_toolbar_free(content), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    if (toolbar.id != 0 && !example_ok(bg_toolbar_free(toolbar), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
