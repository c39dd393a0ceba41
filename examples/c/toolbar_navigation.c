/*
 * toolbar_navigation.c — back / forward in a toolbar, with a page counter in the middle:
 *
 *     .toolbar {
 *         ToolbarItemGroup(placement: .navigation) {
 *             Button(action: back)    { Label("Back",    systemImage: "chevron.backward") }.disabled(page == 1)
 *             Button(action: forward) { Label("Forward", systemImage: "chevron.forward") }.disabled(page == 5)
 *         }
 *         ToolbarItem(placement: .principal) { Text("Page \(page) of 5") }
 *     }
 *
 * The back / forward group is at the navigation placement, so its automatic style resolves to
 * the navigation style (joined cells showing icons). The page counter is a one-button group at
 * the principal placement showing its title only; its text is made by the host. Pressing Back
 * or Forward changes the page, and the action sets the items again with the new text and the
 * new disabled states (a callback may replace its toolbar's items). A disabled button is not
 * hit and is skipped by keyboard focus.
 *
 * Build: cc -std=c99 -Iinclude toolbar_navigation.c -lbuttongroup -lm
 */
#include "print_layout.h"

enum { PAGE_COUNT = 5 };

typedef struct {
    bg_toolbar toolbar;
    int page;
    char counter[32];            /* "Page 2 of 5": the principal item's title */
    bg_control_button arrows[2]; /* Back, Forward */
    bg_control_button counter_button;
    bg_toolbar_item items[2];
    bg_status set_status;
} pager;

static bg_status back(void *user_data, bg_toolbar toolbar, uint32_t item, uint32_t button);
static bg_status forward(void *user_data, bg_toolbar toolbar, uint32_t item, uint32_t button);

/* The toolbar's items for the current page. */
static bg_status set_page_items(pager *p) {
    static const char *const titles[2] = {"Back", "Forward"};
    static const char *const images[2] = {"chevron.backward", "chevron.forward"};
    static const bg_control_action_fn actions[2] = {back, forward};
    snprintf(p->counter, sizeof p->counter, "Page %d of %d", p->page, PAGE_COUNT);
    for (int i = 0; i < 2; i++) {
        bg_control_button_init(&p->arrows[i]);
        p->arrows[i].title = titles[i];
        p->arrows[i].image = images[i];
        p->arrows[i].action = actions[i];
        p->arrows[i].user_data = p;
    }
    p->arrows[0].disabled = p->page == 1;
    p->arrows[1].disabled = p->page == PAGE_COUNT;
    bg_control_button_init(&p->counter_button);
    p->counter_button.title = p->counter; /* no action: it only shows the page */

    bg_toolbar_item_init(&p->items[0]);
    p->items[0].placement = BG_PLACEMENT_NAVIGATION;
    p->items[0].label_title = "Pages";
    p->items[0].buttons = p->arrows;
    p->items[0].button_count = 2;
    bg_toolbar_item_init(&p->items[1]);
    p->items[1].placement = BG_PLACEMENT_PRINCIPAL;
    p->items[1].label_title = "Page";
    p->items[1].label_style = BG_LABEL_STYLE_TITLE_ONLY;
    p->items[1].buttons = &p->counter_button;
    p->items[1].button_count = 1;
    return bg_toolbar_set_items(p->toolbar, p->items, 2);
}

static bg_status go_to(pager *p, int page, const char *what) {
    printf("  %s: page %d -> %d\n", what, p->page, page);
    p->page = page;
    p->set_status = set_page_items(p); /* from inside the action: allowed */
    return p->set_status;
}

static bg_status back(void *user_data, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    pager *p = user_data;
    (void)toolbar, (void)item, (void)button;
    return go_to(p, p->page - 1, "back()");
}

static bg_status forward(void *user_data, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    pager *p = user_data;
    (void)toolbar, (void)item, (void)button;
    return go_to(p, p->page + 1, "forward()");
}

/* The toolbar as drawn: each cell's frame, what it shows and its state. */
static void print_toolbar(const pager *p, const bg_toolbar_view *view) {
    printf("\n== page %d  (toolbar %.0f x %.0f)\n", p->page, view->size.width, view->size.height);
    for (uint32_t g = 0; g < view->group_count; g++) {
        const bg_placed_group *group = &view->groups[g];
        printf("  %-9s group at x %5.1f, %5.1f wide (%s)\n", group->item_index == 0 ? "navigation" : "principal",
               group->frame.x, group->frame.width,
               group->style == BG_CONTROL_STYLE_NAVIGATION ? "navigation style" : "segmented style");
        for (uint32_t c = group->first_cell; c < group->first_cell + group->cell_count; c++) {
            const bg_control_cell *cell = &view->cells[c];
            printf("    cell at x %5.1f, %5.1f wide: %s%s\n", cell->frame.x, cell->frame.width,
                   cell->image ? cell->image : cell->title ? cell->title : "?",
                   cell->state & BG_STATE_DISABLED ? "  (disabled, dimmed)" : "");
        }
    }
    printf("  VoiceOver:");
    for (uint32_t i = 0; i < view->accessibility_count; i++) {
        const bg_a11y_node *node = &view->accessibility[i];
        if (node->role == BG_A11Y_GROUP) {
            printf("%s group \"%s\":", i ? ";" : "", node->label);
        } else {
            printf("%s \"%s\"%s", i == 0 || view->accessibility[i - 1].role == BG_A11Y_GROUP ? "" : ",", node->label,
                   node->enabled ? "" : " (dimmed)");
        }
    }
    printf("\n");
}

/* Taps the centre of button `button` of item `item` in `view`; returns whether it fired. */
static int tap_button(pager *p, const bg_toolbar_view *view, uint32_t item, int32_t button, const char *name) {
    for (uint32_t c = 0; c < view->cell_count; c++) {
        const bg_control_cell *cell = &view->cells[c];
        if (cell->item_index != item || cell->button_index != button) continue;
        bg_control_target hit = {-1, -1, -1, 0};
        double x = cell->frame.x + cell->frame.width / 2, y = cell->frame.y + cell->frame.height / 2;
        printf("tap %s at (%.1f, %.1f)\n", name, x, y);
        if (!example_ok(bg_toolbar_tap(p->toolbar, x, y, &hit), "bg_toolbar_tap", __FILE__, __LINE__)) return -1;
        if (hit.kind == -1) printf("  nothing: %s is disabled\n", name);
        return hit.kind == BG_CONTROL_TARGET_BUTTON;
    }
    return -1;
}

int main(void) {
    pager p;
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_control_target focused;
    int ok = 0;

    memset(&p, 0, sizeof p);
    p.page = 1;

    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &p.toolbar));
    EX_TRY(set_page_items(&p));
    EX_TRY(bg_toolbar_layout(p.toolbar, 390, 3, BG_DIRECTION_LTR, &view));
    print_toolbar(&p, &view);

    /* Page 1: Back is disabled: a tap on it does nothing, keyboard focus skips it. */
    if (tap_button(&p, &view, 0, 0, "Back") != 0) goto done;
    EX_TRY(bg_toolbar_focus(p.toolbar, BG_FOCUS_FIRST, &focused));
    printf("keyboard focus starts at item %d button %d (Forward)\n", (int)focused.item_index, (int)focused.button_index);
    if (focused.button_index != 1) goto done;

    /* Forward to the last page, one tap at a time; each page re-sets the items. */
    while (p.page < PAGE_COUNT) {
        if (tap_button(&p, &view, 0, 1, "Forward") != 1) goto done;
        EX_TRY(p.set_status);
        EX_TRY(bg_toolbar_layout(p.toolbar, 390, 3, BG_DIRECTION_LTR, &view));
        print_toolbar(&p, &view);
    }
    /* Page 5: Forward is disabled. */
    if (tap_button(&p, &view, 0, 1, "Forward") != 0) goto done;
    if (tap_button(&p, &view, 0, 0, "Back") != 1) goto done;
    EX_TRY(bg_toolbar_layout(p.toolbar, 390, 3, BG_DIRECTION_LTR, &view));
    print_toolbar(&p, &view);
    /* Right to left: Back is on the right, the counter still centred. */
    EX_TRY(bg_toolbar_layout(p.toolbar, 390, 3, BG_DIRECTION_RTL, &view));
    printf("\nright to left:");
    print_toolbar(&p, &view);
    ok = p.page == PAGE_COUNT - 1;

done:
    if (p.toolbar.id != 0 && !example_ok(bg_toolbar_free(p.toolbar), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    return ok ? 0 : 1;
}
