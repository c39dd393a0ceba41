/* toolbar_fuzz_checks.h — the invariants toolbar_fuzz.c checks on what the library hands back
 * (views, breakpoints, menus, targets): abort() on a violation. Part of toolbar_fuzz.c, split out
 * to keep each file to one concern; it uses the world and bookkeeping that file defines before
 * including it, so it is included from there only. */
#ifndef BG_TOOLBAR_FUZZ_CHECKS_H
#define BG_TOOLBAR_FUZZ_CHECKS_H

static int rect_ok(const bg_rect *r) {
    return isfinite(r->x) && isfinite(r->y) && isfinite(r->width) && isfinite(r->height) && r->width >= 0 &&
           r->height >= 0;
}

static void check_cells(const bg_toolbar_view *view, uint32_t items) {
    for (uint32_t i = 0; i < view->cell_count; i++) {
        const bg_control_cell *cell = &view->cells[i];
        if (cell->item_index >= items || cell->button_index < -1 || (cell->state & ~15u)) abort();
        if (!rect_ok(&cell->frame) || !rect_ok(&cell->hit_frame) || !rect_ok(&cell->title_frame) ||
            !rect_ok(&cell->image_frame))
            abort();
        const bg_corner_radii *c = &cell->corners;
        if (!(c->top_left >= 0 && c->top_right >= 0 && c->bottom_right >= 0 && c->bottom_left >= 0)) abort();
        if (!isfinite(c->top_left + c->top_right + c->bottom_right + c->bottom_left)) abort();
        if (cell->title_truncated && !cell->title) abort();
        /* The hit frame is the frame grown vertically only. */
        if (cell->hit_frame.x != cell->frame.x || cell->hit_frame.width != cell->frame.width ||
            cell->hit_frame.y > cell->frame.y || cell->hit_frame.height < cell->frame.height)
            abort();
    }
    for (uint32_t i = 0; i < view->separator_count; i++)
        if (!rect_ok(&view->separators[i])) abort();
}

static void check_groups(const bg_toolbar_view *view, uint32_t items) {
    for (uint32_t i = 0; i < view->group_count; i++) {
        const bg_placed_group *group = &view->groups[i];
        if (group->item_index >= items || !rect_ok(&group->frame) || !rect_ok(&group->menu_indicator_frame)) abort();
        if (group->style < BG_CONTROL_STYLE_SEGMENTED || group->style > BG_CONTROL_STYLE_COMPACT_MENU) abort();
        if (group->label_style < BG_LABEL_STYLE_TITLE_AND_ICON || group->label_style > BG_LABEL_STYLE_TITLE_ONLY) abort();
        if ((uint64_t)group->first_cell + group->cell_count > view->cell_count) abort();
        if ((uint64_t)group->first_separator + group->separator_count > view->separator_count) abort();
        for (uint32_t c = 0; c < group->cell_count; c++)
            if (view->cells[group->first_cell + c].item_index != group->item_index) abort();
    }
}

/* Per shown group a GROUP node followed by one node per cell (naming it), then the overflow
 * button's node. */
static void check_accessibility(const bg_toolbar_view *view) {
    uint32_t at = 0;
    for (uint32_t g = 0; g < view->group_count; g++) {
        const bg_placed_group *group = &view->groups[g];
        if (at >= view->accessibility_count) abort();
        const bg_a11y_node *node = &view->accessibility[at++];
        if (node->role != BG_A11Y_GROUP || node->slot_index != UINT32_MAX || node->count != group->cell_count) abort();
        for (uint32_t c = 0; c < group->cell_count; c++, at++) {
            if (at >= view->accessibility_count) abort();
            node = &view->accessibility[at];
            if (node->role != BG_A11Y_BUTTON && node->role != BG_A11Y_MENU_BUTTON) abort();
            if (node->slot_index != group->first_cell + c) abort();
        }
    }
    if (view->has_overflow_button) {
        if (at >= view->accessibility_count) abort();
        const bg_a11y_node *node = &view->accessibility[at++];
        if (node->role != BG_A11Y_MENU_BUTTON || node->slot_index != UINT32_MAX) abort();
    }
    if (at != view->accessibility_count) abort();
}

/* Every frame lies within 0...size.width, and size.width is at least the width asked
 * (toolbar.h: content that needs more widens the size rather than leave it). Absent frames are
 * zero rects, within too. */
static void check_within_size(const bg_toolbar_view *view, double width) {
    double right = view->size.width, slack = 1e-9 * (1 + right);
#define WITHIN(r) ((r).x >= -slack && (r).x + (r).width <= right + slack)
    if (!(right >= width) || !WITHIN(view->overflow_button)) abort();
    for (uint32_t i = 0; i < view->group_count; i++)
        if (!WITHIN(view->groups[i].frame) || !WITHIN(view->groups[i].menu_indicator_frame)) abort();
    for (uint32_t i = 0; i < view->cell_count; i++) {
        const bg_control_cell *cell = &view->cells[i];
        if (!WITHIN(cell->frame) || !WITHIN(cell->hit_frame) || !WITHIN(cell->title_frame) || !WITHIN(cell->image_frame))
            abort();
    }
    for (uint32_t i = 0; i < view->separator_count; i++)
        if (!WITHIN(view->separators[i])) abort();
    for (uint32_t i = 0; i < view->accessibility_count; i++)
        if (!WITHIN(view->accessibility[i].frame)) abort();
#undef WITHIN
}

/* A target an event call reported. */
static void check_target(const bg_control_target *target) {
    switch (target->kind) {
    case -1:
    case BG_CONTROL_TARGET_OVERFLOW:
        if (target->item_index != -1 || target->button_index != -1) abort();
        break;
    case BG_CONTROL_TARGET_MENU:
        if (target->item_index < 0 || target->button_index != -1) abort();
        break;
    case BG_CONTROL_TARGET_BUTTON:
        if (target->item_index < 0 || target->button_index < 0) abort();
        break;
    default: abort();
    }
}

/* Whether the overflow menu of the toolbar in `slot` may hold `item` without a breakpoint: a
 * secondary action, always there (or an item whose placement the harness does not know). */
static int always_in_menu(int slot, const bg_overflow_breakpoint *bps, uint32_t bp_count, uint32_t item) {
    for (uint32_t i = 0; i < bp_count; i++)
        if (bps[i].item_index == item) return 0;
    const items_shape *shape = &w->shape[slot];
    if (!shape->count || shape->count > MAX_ITEMS) return 1;
    return item < shape->count && shape->placement[item] == BG_PLACEMENT_SECONDARY_ACTION;
}

/* With no group pinned since the items were replaced, a layout at `width` has in the overflow
 * menu a prefix of the overflow order: every group whose moves_in is above the width, none whose
 * moves_out is at or below it (hysteresis decides between); besides them only secondary actions. */
static void check_overflow(int slot, double width, const bg_toolbar_view *view) {
    if (slot < 0 || w->content[slot] || !w->pin_free[slot] || !w->bp_valid[slot]) return;
    uint32_t overflowed = 0;
    for (uint32_t i = 0; i < w->bp_count[slot]; i++) {
        const bg_overflow_breakpoint *b = &w->bps[slot][i];
        int in_menu = 0;
        for (uint32_t j = 0; j < view->overflowed_count; j++) in_menu |= view->overflowed[j] == b->item_index;
        if ((width < b->moves_in && !in_menu) || (width >= b->moves_out && in_menu)) abort();
        if (in_menu && overflowed != i) abort(); /* not a prefix of the order */
        overflowed += in_menu;
    }
    for (uint32_t j = 0; j < view->overflowed_count; j++)
        overflowed += always_in_menu(slot, w->bps[slot], w->bp_count[slot], view->overflowed[j]);
    if (overflowed != view->overflowed_count) abort();
}

/* A successful layout of `toolbar` at `width` (slot `slot`, or -1 when the harness does not track it). */
static void check_view(bg_toolbar toolbar, int slot, double width, const bg_toolbar_view *view) {
    uint32_t items = 0;
    if (bg_toolbar_item_count(toolbar, &items) != BG_OK) abort();
    if (view->struct_size < offsetof(bg_toolbar_view, data) || !rect_ok(&(bg_rect){0, 0, view->size.width, view->size.height}))
        abort();
    if ((view->group_count && !view->groups) || (view->cell_count && !view->cells) ||
        (view->separator_count && !view->separators) || (view->overflowed_count && !view->overflowed) ||
        (view->accessibility_count && !view->accessibility) || (view->diagnostic_count && !view->diagnostics))
        abort();
    if (!view->overflow_icon || !view->menu_indicator || !rect_ok(&view->overflow_button)) abort();
    check_cells(view, items);
    check_groups(view, items);
    check_accessibility(view);
    check_within_size(view, width);
    for (uint32_t i = 0; i < view->overflowed_count; i++)
        if (view->overflowed[i] >= items) abort();
    for (uint32_t i = 0; i < view->accessibility_count; i++) {
        const bg_a11y_node *node = &view->accessibility[i];
        if (!node->label || !rect_ok(&node->frame)) abort();
        if (node->slot_index != UINT32_MAX && node->slot_index >= view->cell_count) abort();
    }
    for (uint32_t i = 0; i < view->diagnostic_count; i++) {
        const bg_toolbar_diagnostic *d = &view->diagnostics[i];
        if (!d->message || !d->message[0] || d->item_index < -1 || (d->item_index >= 0 && (uint32_t)d->item_index >= items))
            abort();
    }
    if (slot < 0) return;
    if (w->content[slot] && (view->has_overflow_button || view->overflowed_count)) abort();
    if ((view->has_overflow_button != 0) != (view->overflowed_count != 0)) abort();
    check_overflow(slot, width, view);
    /* Aim later taps and pointer events at what was laid out. */
    unsigned n = 0;
    for (uint32_t i = 0; i < view->cell_count && n < POINTS - 1; i++) {
        const bg_rect *f = &view->cells[i].frame;
        w->points[slot][n++] = (point){f->x + f->width / 2, f->y + f->height / 2};
    }
    const bg_rect *o = &view->overflow_button;
    if (view->has_overflow_button) w->points[slot][n++] = (point){o->x + o->width / 2, o->y + o->height / 2};
    w->point_count[slot] = n;
}

static void check_breakpoints(bg_toolbar toolbar, int slot, const bg_breakpoints *found) {
    uint32_t items = 0;
    if (bg_toolbar_item_count(toolbar, &items) != BG_OK) abort();
    if (found->count && !found->breakpoints) abort();
    if (found->count > items || (slot >= 0 && w->content[slot] && found->count)) abort();
    for (uint32_t i = 0; i < found->count; i++) {
        const bg_overflow_breakpoint *b = &found->breakpoints[i];
        if (b->item_index >= items || isnan(b->moves_in) || b->moves_in < 0 || !(b->moves_out >= b->moves_in)) abort();
        if (i > 0 && b->moves_in > found->breakpoints[i - 1].moves_in) abort();
        for (uint32_t j = 0; j < i; j++)
            if (found->breakpoints[j].item_index == b->item_index) abort();
    }
    if (slot < 0) return;
    if (w->pin_free[slot] && found->count <= MAX_ITEMS) {
        memcpy(w->bps[slot], found->breakpoints, found->count * sizeof found->breakpoints[0]);
        w->bp_count[slot] = found->count;
        w->bp_valid[slot] = 1;
    }
    unsigned n = 0;
    for (uint32_t i = 0; i < found->count && n + 2 <= BREAKPOINTS; i++) {
        w->widths[slot][n++] = found->breakpoints[i].moves_in;
        w->widths[slot][n++] = found->breakpoints[i].moves_out;
    }
    w->width_count[slot] = n;
}

static void check_menu(bg_toolbar toolbar, const bg_control_menu *menu) {
    uint32_t items = 0;
    if (!menu || bg_toolbar_item_count(toolbar, &items) != BG_OK) abort();
    if (menu->entry_count && !menu->entries) abort();
    if (menu->is_overflow ? menu->item_index != -1 : (menu->item_index < 0 || (uint32_t)menu->item_index >= items))
        abort();
    for (uint32_t i = 0; i < menu->entry_count; i++) {
        const bg_control_menu_entry *entry = &menu->entries[i];
        if (!entry->title || entry->item_index >= items || entry->button_index < -1) abort();
        if (entry->selection < BG_SELECTION_MOMENTARY || entry->selection > BG_SELECTION_ON) abort();
        if (entry->parent < -1 || entry->parent >= (int32_t)i) abort();
        if (entry->parent >= 0 && menu->entries[entry->parent].button_index != -1) abort();
    }
    w->menu_entries = menu->entry_count;
}

#endif /* BG_TOOLBAR_FUZZ_CHECKS_H */
