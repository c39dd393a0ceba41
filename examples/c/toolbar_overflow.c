/*
 * toolbar_overflow.c — a menu-style control group, and a toolbar running out of width:
 *
 *     ControlGroup {
 *         Button("Bring to Front", systemImage: "square.3.layers.3d.top.filled", action: bringToFront)
 *         ...
 *     } label: { Label("Arrange", systemImage: "square.3.layers.3d") }
 *     .controlGroupStyle(.menu)
 *
 * 1. The Arrange group in the menu style: one button showing its label's icon (SwiftUI's
 *    automatic label style in a toolbar) and a menu indicator; pressing it hands the host the
 *    menu of its buttons; a disabled entry cannot be chosen.
 * 2. A toolbar of four groups — History (navigation), Text Style (principal), Arrange (menu)
 *    and an unlabeled Share button (primary actions) — shrinking from wide to narrow. Whole
 *    groups move into the overflow menu: trailing placements first, the later item first,
 *    navigation last. bg_toolbar_breakpoints says in advance where each one moves; the host
 *    lays the toolbar out just above and just below each breakpoint and prints what overflows,
 *    the overflow menu (each group a submenu under its label, the single Share button a plain
 *    entry: a button needs no group label to be listed) and the diagnostics, each the first
 *    time it appears: this toolbar sets off one on purpose and says why. Four groups are more
 *    than the recommended three (here to show the whole overflow order). Widening again, a
 *    group comes back only at its moves_out width (hysteresis), so a window edge wobbling
 *    around a breakpoint never flips it.
 * 3. The right way: three groups, Share labeled (its accessibility group named). Narrowed as far,
 *    the toolbar lists Share in its overflow menu and warns of nothing.
 *
 * Build: cc -std=c99 -Iinclude toolbar_overflow.c -lbuttongroup -lm
 */
#include "print_layout.h"

/* ---------------------------------------------------------------- the host */

static const char *const group_names[4] = {"History", "Text Style", "Arrange", "Share (no label)"};

/* The present-menu callback: the host shows the menu (here: prints it) and remembers its size. */
static bg_status present_menu(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu) {
    uint32_t *entries = user_data;
    (void)toolbar;
    *entries = menu->entry_count;
    printf("  +-- %s menu%s\n", menu->is_overflow ? "overflow" : "group", menu->is_overflow ? " (More)" : "");
    for (uint32_t i = 0; i < menu->entry_count; i++) {
        const bg_control_menu_entry *e = &menu->entries[i];
        printf("  | [%u] %s%s%s%s%s%s\n", (unsigned)i, e->parent >= 0 ? "    " : "", e->title,
               e->button_index < 0 ? " >" : "", e->disabled ? " (disabled)" : "", e->image ? "   image " : "",
               e->image ? e->image : "");
    }
    printf("  +--\n");
    return BG_OK;
}

static bg_status print_action(void *user_data, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    (void)toolbar;
    printf("  action: %s (item %u, button %u)\n", (const char *)user_data, (unsigned)item, (unsigned)button);
    return BG_OK;
}

/* One line per layout: the groups shown with their x, the overflow button, what overflowed. */
static void print_bar(double width, const bg_toolbar_view *view) {
    printf("width %6.1f:", width);
    for (uint32_t g = 0; g < view->group_count; g++) {
        const bg_placed_group *group = &view->groups[g];
        printf("  %s@%.0f%s", group_names[group->item_index], group->frame.x, group->has_menu_indicator ? "(menu)" : "");
    }
    if (view->has_overflow_button) printf("  [%s]@%.0f", view->overflow_icon, view->overflow_button.x);
    printf("\n              overflow menu:");
    if (view->overflowed_count == 0) printf(" -");
    for (uint32_t i = 0; i < view->overflowed_count; i++) printf("%s %s", i ? "," : "", group_names[view->overflowed[i]]);
    printf("\n");
}

/* The toolbar's warnings (a host logs them; they are never errors), each kind the first time it
   appears, with why this example sets it off. */
static void print_diagnostics(const bg_toolbar_view *view) {
    static const char *const kinds[] = {"unlabeled overflow", "too many groups", "mixed selection", "unlabeled menu"};
    static const char *const why[] = {
        NULL, /* a group of several buttons without a label; Share is a single button: listed as itself */
        "on purpose: four groups show the whole overflow order; part 3 keeps to three", NULL, NULL};
    static int seen[4];
    for (uint32_t i = 0; i < view->diagnostic_count; i++) {
        const bg_toolbar_diagnostic *d = &view->diagnostics[i];
        int known = d->kind >= 0 && d->kind <= 3;
        if (known && seen[d->kind]) continue;
        if (known) seen[d->kind] = 1;
        printf("              warning (%s): %s\n", known ? kinds[d->kind] : "?", d->message);
        if (known && why[d->kind]) printf("                (%s)\n", why[d->kind]);
    }
}

/* ----------------------------------------------------------------- items */

typedef struct {
    bg_control_button history[2], text[3], arrange[4], share[1];
    bg_toolbar_item items[4];
} toolbar_items;

static void make_button(bg_control_button *button, const char *title, const char *image, const char *said) {
    bg_control_button_init(button);
    button->title = title;
    button->image = image;
    button->action = print_action;
    button->user_data = (void *)said;
}

static void make_items(toolbar_items *t) {
    make_button(&t->history[0], "Back", "chevron.backward", "back");
    make_button(&t->history[1], "Forward", "chevron.forward", "forward");
    make_button(&t->text[0], "Bold", "bold", "toggle bold");
    make_button(&t->text[1], "Italic", "italic", "toggle italic");
    make_button(&t->text[2], "Underline", "underline", "toggle underline");
    t->text[0].selection = BG_SELECTION_ON; /* the selection is bold */
    t->text[1].selection = BG_SELECTION_OFF;
    t->text[2].selection = BG_SELECTION_OFF;
    make_button(&t->arrange[0], "Bring to Front", "square.3.layers.3d.top.filled", "bring to front");
    make_button(&t->arrange[1], "Bring Forward", "square.2.layers.3d.top.filled", "bring forward");
    make_button(&t->arrange[2], "Send Backward", "square.2.layers.3d.bottom.filled", "send backward");
    make_button(&t->arrange[3], "Send to Back", "square.3.layers.3d.bottom.filled", "send to back");
    t->arrange[2].disabled = t->arrange[3].disabled = 1; /* the selection is already at the back */
    make_button(&t->share[0], "Share", "square.and.arrow.up", "share");

    static const int32_t placements[4] = {BG_PLACEMENT_NAVIGATION, BG_PLACEMENT_PRINCIPAL, BG_PLACEMENT_PRIMARY_ACTION,
                                          BG_PLACEMENT_PRIMARY_ACTION};
    const bg_control_button *buttons[4] = {t->history, t->text, t->arrange, t->share};
    static const uint32_t counts[4] = {2, 3, 4, 1};
    static const char *const labels[4] = {"History", "Text Style", "Arrange", NULL};
    for (int i = 0; i < 4; i++) {
        bg_toolbar_item_init(&t->items[i]);
        t->items[i].placement = placements[i];
        t->items[i].label_title = labels[i];
        t->items[i].buttons = buttons[i];
        t->items[i].button_count = counts[i];
    }
    t->items[2].label_image = "square.3.layers.3d";
    t->items[2].style = BG_CONTROL_STYLE_MENU;
}

/* --------------------------------------------- 1. the Arrange group, menu style */

static int show_arrange_menu(const toolbar_items *t) {
    bg_toolbar toolbar = {0};
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_control_target hit;
    uint32_t entries = 0;
    int ok = 0;

    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar));
    EX_TRY(bg_toolbar_set_menu_callback(toolbar, present_menu, &entries, NULL));
    EX_TRY(bg_toolbar_set_items(toolbar, &t->items[2], 1));
    EX_TRY(bg_toolbar_layout(toolbar, 390, 2, BG_DIRECTION_LTR, &view));
    const bg_control_cell *cell = &view.cells[0];
    const bg_rect *indicator = &view.groups[0].menu_indicator_frame;
    printf("== The Arrange group, menu style\n");
    printf("one button at (%.1f, %.1f) %.1f x %.1f: image %s, title %s, indicator %s at x %.1f\n", cell->frame.x,
           cell->frame.y, cell->frame.width, cell->frame.height, cell->image, cell->title ? cell->title : "(none)",
           view.menu_indicator,
           indicator->x);
    printf("VoiceOver: \"%s\", menu button\n", view.accessibility[1].label);
    printf("tap it:\n");
    EX_TRY(bg_toolbar_tap(toolbar, cell->frame.x + cell->frame.width / 2, cell->frame.y + cell->frame.height / 2, &hit));
    if (hit.kind != BG_CONTROL_TARGET_MENU || entries != 4) goto done;
    bg_status refused = bg_toolbar_choose_menu_entry(toolbar, 3);
    printf("the user chooses [3] Send to Back: refused (%s), the menu stays\n", bg_last_error_message());
    if (refused != BG_E_STATE) goto done;
    printf("the user chooses [0] Bring to Front:\n");
    EX_TRY(bg_toolbar_choose_menu_entry(toolbar, 0));
    ok = 1;

done:
    if (toolbar.id != 0 && !example_ok(bg_toolbar_free(toolbar), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

/* ------------------------------------------- 2. four groups, shrinking */

static int shrink_toolbar(const toolbar_items *t) {
    bg_toolbar toolbar = {0};
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_breakpoints found = {.struct_size = sizeof found};
    bg_overflow_breakpoint breakpoints[4];
    uint32_t count = 0, entries = 0;
    int ok = 0;

    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar));
    EX_TRY(bg_toolbar_set_menu_callback(toolbar, present_menu, &entries, NULL));
    EX_TRY(bg_toolbar_set_items(toolbar, t->items, 4));
    EX_TRY(bg_toolbar_breakpoints(toolbar, &found));
    count = found.count < 4 ? found.count : 4;
    memcpy(breakpoints, found.breakpoints, count * sizeof breakpoints[0]); /* valid until the next call */
    printf("\n== A toolbar of four groups\nbreakpoints (first to move first):\n");
    for (uint32_t i = 0; i < count; i++) {
        printf("  %-18s moves into the menu below %6.1f, comes back at %6.1f\n", group_names[breakpoints[i].item_index],
               breakpoints[i].moves_in, breakpoints[i].moves_out);
    }
    if (count != 4) goto done;

    printf("\nshrinking:\n");
    EX_TRY(bg_toolbar_layout(toolbar, breakpoints[0].moves_in + 100, 2, BG_DIRECTION_LTR, &view));
    print_bar(breakpoints[0].moves_in + 100, &view);
    print_diagnostics(&view);
    for (uint32_t i = 0; i < count; i++) {
        EX_TRY(bg_toolbar_layout(toolbar, breakpoints[i].moves_in, 2, BG_DIRECTION_LTR, &view));
        print_bar(breakpoints[i].moves_in, &view);
        EX_TRY(bg_toolbar_layout(toolbar, breakpoints[i].moves_in - 1, 2, BG_DIRECTION_LTR, &view));
        print_bar(breakpoints[i].moves_in - 1, &view);
        print_diagnostics(&view);
        if (view.overflowed_count != i + 1) goto done;
        if (i == 1) {
            /* Arrange and Share overflowed: the host opens the overflow menu. */
            double x = view.overflow_button.x + view.overflow_button.width / 2;
            double y = view.overflow_button.y + view.overflow_button.height / 2;
            printf("              tap %s:\n", view.overflow_icon);
            EX_TRY(bg_toolbar_tap(toolbar, x, y, NULL));
            printf("              the user chooses [1] Bring to Front:\n");
            EX_TRY(bg_toolbar_choose_menu_entry(toolbar, 1));
        }
    }

    /* Widening: a group comes back only at its moves_out. */
    printf("\nwidening again:\n");
    const bg_overflow_breakpoint *first = &breakpoints[count - 1];
    EX_TRY(bg_toolbar_layout(toolbar, first->moves_in + 1, 2, BG_DIRECTION_LTR, &view));
    print_bar(first->moves_in + 1, &view);
    if (view.overflowed_count != count) goto done; /* still in the menu: not yet moves_out */
    EX_TRY(bg_toolbar_layout(toolbar, first->moves_out, 2, BG_DIRECTION_LTR, &view));
    print_bar(first->moves_out, &view);
    ok = view.overflowed_count == count - 1;

done:
    if (toolbar.id != 0 && !example_ok(bg_toolbar_free(toolbar), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

/* ------------------------------------------- 3. the right way: three groups, all labeled */

static int right_way(toolbar_items *t) {
    bg_toolbar toolbar = {0};
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_toolbar_item items[3] = {t->items[0], t->items[2], t->items[3]}; /* History, Arrange, Share */
    uint32_t entries = 0;
    double x, y;
    int ok = 0;

    static const char *const names[3] = {"History", "Arrange", "Share"};
    items[2].label_title = "Share"; /* a label: its accessibility group is named */
    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar));
    EX_TRY(bg_toolbar_set_menu_callback(toolbar, present_menu, &entries, NULL));
    EX_TRY(bg_toolbar_set_items(toolbar, items, 3));
    EX_TRY(bg_toolbar_layout(toolbar, 160, 2, BG_DIRECTION_LTR, &view));
    printf("\n== The right way: three groups, Share labeled\nwidth  160.0:");
    for (uint32_t g = 0; g < view.group_count; g++) printf("  %s@%.0f", names[view.groups[g].item_index], view.groups[g].frame.x);
    if (view.has_overflow_button) printf("  [%s]@%.0f", view.overflow_icon, view.overflow_button.x);
    printf("\n              overflow menu:");
    for (uint32_t i = 0; i < view.overflowed_count; i++) printf("%s %s", i ? "," : "", names[view.overflowed[i]]);
    printf("\n              warnings: %u\n", (unsigned)view.diagnostic_count);
    if (view.diagnostic_count != 0 || view.overflowed_count != 2 || !view.has_overflow_button) goto done;
    x = view.overflow_button.x + view.overflow_button.width / 2;
    y = view.overflow_button.y + view.overflow_button.height / 2;
    printf("              tap %s: Share is listed\n", view.overflow_icon);
    EX_TRY(bg_toolbar_tap(toolbar, x, y, NULL));
    ok = 1;

done:
    if (toolbar.id != 0 && !example_ok(bg_toolbar_free(toolbar), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

int main(void) {
    toolbar_items items;
    make_items(&items);
    int ok = show_arrange_menu(&items);
    ok = shrink_toolbar(&items) && ok;
    ok = right_way(&items) && ok;
    return ok ? 0 : 1;
}
