/*
 * control_group_zoom.c — SwiftUI's ControlGroup sample, in C:
 *
 *     ControlGroup {
 *         Button(action: zoomOut) { Label("Zoom Out", systemImage: "minus.magnifyingglass") }
 *         Button(action: zoomIn)  { Label("Zoom In",  systemImage: "plus.magnifyingglass") }
 *     } label: {
 *         Label("Zoom", systemImage: "magnifyingglass")
 *     }
 *     .labelStyle(.iconOnly)
 *
 * 1. The Zoom group in a toolbar, icon-only: each cell shows its image, and VoiceOver still
 *    reads every button by its title ("Zoom Out", "Zoom In") inside a group named "Zoom".
 * 2. Zoom controls under an image view: Zoom Out / Actual Size / Zoom In in content, sized to
 *    their content (fixed_size), each button's own action changing a zoom value that starts
 *    at 100 % in steps of 25; the host taps at the centres of the cells it laid out.
 *
 * Build: cc -std=c99 -Iinclude control_group_zoom.c -lbuttongroup -lm
 */
#include "print_layout.h"

/* ------------------------------------------------------------ printing */

static const char *style_name(int32_t style) {
    static const char *const names[] = {"automatic", "segmented", "navigation", "menu", "palette"};
    return style >= 0 && style <= BG_CONTROL_STYLE_PALETTE ? names[style] : "?";
}

static const char *label_style_name(int32_t label_style) {
    static const char *const names[] = {"automatic", "title and icon", "icon only", "title only"};
    return label_style >= 0 && label_style <= BG_LABEL_STYLE_TITLE_ONLY ? names[label_style] : "?";
}

/* What a host draws: each group's background, its cells (frame, corners, image, title) and
 * the separators between joined cells. */
static void print_view(const char *heading, const bg_toolbar_view *view) {
    printf("\n== %s  (%.0f x %.0f)\n", heading, view->size.width, view->size.height);
    for (uint32_t g = 0; g < view->group_count; g++) {
        const bg_placed_group *group = &view->groups[g];
        printf("group (item %u): %s, %s, background #%08X at (%.1f, %.1f) %.1f x %.1f\n", (unsigned)group->item_index,
               style_name(group->style), label_style_name(group->label_style), (unsigned)view->fill_color,
               group->frame.x, group->frame.y, group->frame.width, group->frame.height);
        for (uint32_t c = group->first_cell; c < group->first_cell + group->cell_count; c++) {
            const bg_control_cell *cell = &view->cells[c];
            printf("  cell %u: (%6.1f, %4.1f) %6.1f x %4.1f  corners %.0f/%.0f/%.0f/%.0f  image %-22s title %s\n",
                   (unsigned)c, cell->frame.x, cell->frame.y, cell->frame.width, cell->frame.height,
                   cell->corners.top_left, cell->corners.top_right, cell->corners.bottom_right,
                   cell->corners.bottom_left, cell->image ? cell->image : "-",
                   cell->title ? cell->title : "- (not shown)");
        }
        for (uint32_t s = group->first_separator; s < group->first_separator + group->separator_count; s++) {
            printf("  separator #%08X at x %.1f (%.1f x %.1f)\n", (unsigned)view->separator_color, view->separators[s].x,
                   view->separators[s].width, view->separators[s].height);
        }
    }
}

/* What VoiceOver reads: the group by its label, then each button by its title. */
static void print_voiceover(const bg_toolbar_view *view) {
    printf("VoiceOver:\n");
    for (uint32_t i = 0; i < view->accessibility_count; i++) {
        const bg_a11y_node *node = &view->accessibility[i];
        if (node->role == BG_A11Y_GROUP) {
            printf("  \"%s\", group, %u items\n", node->label, (unsigned)node->count);
        } else {
            printf("    \"%s\", %s, %u of %u%s\n", node->label, node->role == BG_A11Y_MENU_BUTTON ? "menu button" : "button",
                   (unsigned)node->position, (unsigned)node->count, node->enabled ? "" : ", dimmed");
        }
    }
}

/* ----------------------------------------------- 1. the Zoom group, icon-only */

static int show_zoom_group(void) {
    bg_toolbar toolbar = {0};
    bg_control_button buttons[2];
    bg_toolbar_item zoom;
    bg_toolbar_view view = {.struct_size = sizeof view};
    int ok = 0;

    EX_TRY(bg_control_button_init(&buttons[0]));
    buttons[0].title = "Zoom Out";
    buttons[0].image = "minus.magnifyingglass";
    EX_TRY(bg_control_button_init(&buttons[1]));
    buttons[1].title = "Zoom In";
    buttons[1].image = "plus.magnifyingglass";
    EX_TRY(bg_toolbar_item_init(&zoom));
    zoom.label_title = "Zoom";
    zoom.label_image = "magnifyingglass";
    zoom.label_style = BG_LABEL_STYLE_ICON_ONLY;
    zoom.buttons = buttons;
    zoom.button_count = 2;

    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar));
    EX_TRY(bg_toolbar_set_items(toolbar, &zoom, 1));
    EX_TRY(bg_toolbar_layout(toolbar, 390, 3, BG_DIRECTION_LTR, &view));
    print_view("ControlGroup(\"Zoom\") .labelStyle(.iconOnly) in a toolbar", &view);
    print_voiceover(&view);
    ok = view.cell_count == 2 && view.cells[0].title == NULL && view.accessibility_count == 3;

done:
    if (toolbar.id != 0 && !example_ok(bg_toolbar_free(toolbar), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

/* ------------------------------------------------ 2. zoom controls under a view */

typedef struct {
    int zoom; /* percent */
} image_view;

static void show_zoom(const image_view *view, const char *what) {
    printf("  %-12s -> the image view zooms to %d %%\n", what, view->zoom);
}

static bg_status zoom_out(void *user_data, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    image_view *view = user_data;
    (void)toolbar, (void)item, (void)button;
    if (view->zoom > 25) view->zoom -= 25;
    show_zoom(view, "Zoom Out");
    return BG_OK;
}

static bg_status actual_size(void *user_data, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    image_view *view = user_data;
    (void)toolbar, (void)item, (void)button;
    view->zoom = 100;
    show_zoom(view, "Actual Size");
    return BG_OK;
}

static bg_status zoom_in(void *user_data, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    image_view *view = user_data;
    (void)toolbar, (void)item, (void)button;
    view->zoom += 25;
    show_zoom(view, "Zoom In");
    return BG_OK;
}

static int run_zoom_controls(void) {
    image_view image = {100};
    bg_toolbar controls = {0};
    bg_control_button buttons[3];
    bg_toolbar_item group;
    bg_toolbar_view view = {.struct_size = sizeof view};
    static const char *const titles[3] = {"Zoom Out", "Actual Size", "Zoom In"};
    static const char *const images[3] = {"minus.magnifyingglass", NULL, "plus.magnifyingglass"};
    static const bg_control_action_fn actions[3] = {zoom_out, actual_size, zoom_in};
    static const int taps[] = {2, 2, 0, 1, 0}; /* Zoom In, Zoom In, Zoom Out, Actual Size, Zoom Out */
    int ok = 0;

    for (int i = 0; i < 3; i++) {
        EX_TRY(bg_control_button_init(&buttons[i]));
        buttons[i].title = titles[i];
        buttons[i].image = images[i];
        buttons[i].action = actions[i];
        buttons[i].user_data = &image;
    }
    EX_TRY(bg_toolbar_item_init(&group));
    group.label_title = "Zoom";
    /* label_style stays automatic: in content, the title and the icon (Actual Size has none). */
    group.fixed_size = 1; /* as wide as its content, not the whole width under the view */
    group.buttons = buttons;
    group.button_count = 3;

    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_CONTENT, &controls));
    EX_TRY(bg_toolbar_set_items(controls, &group, 1));
    EX_TRY(bg_toolbar_layout(controls, 390, 3, BG_DIRECTION_LTR, &view));
    print_view("Zoom controls under the image view (content, fixed size)", &view);
    print_voiceover(&view);

    printf("\nzoom %d %%; the user taps:\n", image.zoom);
    for (size_t t = 0; t < sizeof taps / sizeof taps[0]; t++) {
        const bg_control_cell *cell = &view.cells[taps[t]];
        bg_control_target hit;
        double x = cell->frame.x + cell->frame.width / 2, y = cell->frame.y + cell->frame.height / 2;
        printf("tap at (%.1f, %.1f)\n", x, y);
        EX_TRY(bg_toolbar_tap(controls, x, y, &hit));
        if (hit.kind != BG_CONTROL_TARGET_BUTTON || hit.button_index != taps[t]) {
            fprintf(stderr, "the tap did not hit button %d\n", taps[t]);
            goto done;
        }
    }
    ok = image.zoom == 75;
    printf("zoom %d %%\n", image.zoom);

done:
    if (controls.id != 0 && !example_ok(bg_toolbar_free(controls), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

int main(void) {
    int ok = show_zoom_group();
    ok = run_zoom_controls() && ok;
    return ok ? 0 : 1;
}
