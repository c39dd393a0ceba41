/*
 * toolbar_placements.c — SwiftUI's toolbar placements, placed as iOS places them:
 *
 *     .toolbar {
 *         ToolbarItem(placement: .cancellationAction)  { Button("Cancel") { … } }
 *         ToolbarItem(placement: .principal)           { Text("Inbox") }
 *         ToolbarItem(placement: .confirmationAction)  { Button("Done") { … } }
 *         ToolbarItem(placement: .secondaryAction)     { Button("Mark All Read", systemImage: "envelope.open") { … } }
 *         ToolbarItem(placement: .bottomBar)           { Button("Filter", systemImage: "line.3.horizontal.decrease") { … } }
 *         ToolbarItem(placement: .status)              { Text("Updated just now") }
 *         ToolbarItem(placement: .bottomBar)           { Button("Compose", systemImage: "square.and.pencil") { … } }
 *     }
 *
 * The top bar (the navigation bar): Cancel at its leading end, the title centred, Done at its
 * trailing end, and the overflow button ("…"): a secondary action is always in the overflow
 * menu. The bottom bar below it: Filter at its leading end, the status centred, and Compose
 * (a bottom-bar item after a status item) at its trailing end. bg_toolbar_view.bars gives each
 * bar's frame; the host draws the bottom bar at the bottom of its screen and moves the frames
 * inside it along.
 *
 * Build: cc -std=c99 -Iinclude toolbar_placements.c -lbuttongroup -lm
 */
#include "print_layout.h"

enum { ITEM_COUNT = 7 };

static const char *const bar_names[] = {"top", "bottom", "keyboard"};

/* The bar whose frame holds `frame`'s top edge. */
static const char *bar_of(const bg_toolbar_view *view, bg_rect frame) {
    for (uint32_t b = 0; b < view->bar_count; b++) {
        const bg_rect *bar = &view->bars[b].frame;
        if (frame.y >= bar->y && frame.y < bar->y + bar->height) return bar_names[view->bars[b].bar];
    }
    return "?";
}

static void print_view(const bg_toolbar_view *view, const char *direction) {
    printf("\n== %s: %.0f x %.0f, %u bars\n", direction, view->size.width, view->size.height, view->bar_count);
    for (uint32_t b = 0; b < view->bar_count; b++) {
        const bg_rect *f = &view->bars[b].frame;
        printf("  %-8s bar  y %5.1f, %5.1f high\n", bar_names[view->bars[b].bar], f->y, f->height);
    }
    for (uint32_t c = 0; c < view->cell_count; c++) {
        const bg_control_cell *cell = &view->cells[c];
        printf("  %-8s x %5.1f, %5.1f wide: %s\n", bar_of(view, cell->frame), cell->frame.x, cell->frame.width,
               cell->image ? cell->image : cell->title);
    }
    if (view->has_overflow_button) printf("  top      x %5.1f: the overflow button\n", view->overflow_button.x);
    printf("  in the overflow menu:");
    for (uint32_t i = 0; i < view->overflowed_count; i++) printf(" item %u", view->overflowed[i]);
    printf("\n");
}

int main(void) {
    static const struct {
        const char *title, *image;
        int32_t placement;
    } specs[ITEM_COUNT] = {
        {"Cancel", NULL, BG_PLACEMENT_CANCELLATION_ACTION},
        {"Inbox", NULL, BG_PLACEMENT_PRINCIPAL},
        {"Done", NULL, BG_PLACEMENT_CONFIRMATION_ACTION},
        {"Mark All Read", "envelope.open", BG_PLACEMENT_SECONDARY_ACTION},
        {"Filter", "line.3.horizontal.decrease", BG_PLACEMENT_BOTTOM_BAR},
        {"Updated just now", NULL, BG_PLACEMENT_STATUS},
        {"Compose", "square.and.pencil", BG_PLACEMENT_BOTTOM_BAR},
    };
    bg_control_button buttons[ITEM_COUNT];
    bg_toolbar_item items[ITEM_COUNT];
    bg_toolbar toolbar = {0};
    bg_toolbar_view view = {.struct_size = sizeof view};
    int ok = 0;

    for (int i = 0; i < ITEM_COUNT; i++) {
        bg_control_button_init(&buttons[i]);
        buttons[i].title = specs[i].title;
        buttons[i].image = specs[i].image;
        bg_toolbar_item_init(&items[i]);
        items[i].placement = specs[i].placement;
        items[i].label_title = specs[i].title;
        items[i].label_image = specs[i].image;
        items[i].buttons = &buttons[i];
        items[i].button_count = 1;
    }
    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar));
    EX_TRY(bg_toolbar_set_items(toolbar, items, ITEM_COUNT));
    EX_TRY(bg_toolbar_layout(toolbar, 390, 3, BG_DIRECTION_LTR, &view));
    print_view(&view, "left to right, 390 pt");
    /* Two bars; Mark All Read (item 3) is in the overflow menu however wide the bar is. */
    ok = view.bar_count == 2 && view.bars[0].bar == BG_BAR_TOP && view.bars[1].bar == BG_BAR_BOTTOM &&
         view.overflowed_count == 1 && view.overflowed[0] == 3;
    EX_TRY(bg_toolbar_layout(toolbar, 2000, 3, BG_DIRECTION_LTR, &view));
    ok = ok && view.overflowed_count == 1 && view.overflowed[0] == 3;
    EX_TRY(bg_toolbar_layout(toolbar, 390, 3, BG_DIRECTION_RTL, &view));
    print_view(&view, "right to left: Cancel and Filter on the right");

done:
    if (toolbar.id != 0 && !example_ok(bg_toolbar_free(toolbar), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    if (!ok) printf("unexpected layout\n");
    return ok ? 0 : 1;
}
