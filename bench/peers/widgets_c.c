/* The toolbar and the button (peers_c.h): ours, and the Yoga trees of the same structure whose
 * sizes are taken from ours' own layout (the text and image sizes a host would have measured
 * once and kept, as ours keeps its measurements between relayouts). */
#include "peers_c.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

const double TOOLBAR_WIDTH = 500, BUTTON_WIDTH = 200, BUTTON_HEIGHT = 60;
yoga_toolbar_spec toolbar_spec;
yoga_button_spec button_spec;

enum { GROUPS = 4, PER_GROUP = 3, TOOLBAR_ROOM = 64 };
static bg_rect toolbar_rects[TOOLBAR_ROOM];

/* 4 groups of 3 icon buttons (titles too, for the overflow menu), the first one leading
 * (navigation), the others trailing: bench/bench.c's toolbar. */
bg_toolbar ours_toolbar_create(void) {
    static const char *const titles[GROUPS * PER_GROUP] = {
        "Back", "Forward", "Share", "Print", "Zoom Out", "Zoom In", "Bring to Front", "Send to Back",
        "Bold", "Italic", "Underline", "Strikethrough"};
    bg_control_button buttons[GROUPS * PER_GROUP];
    bg_toolbar_item items[GROUPS];
    bg_toolbar toolbar;
    if (bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar) != BG_OK) die("bg_toolbar_create");
    for (int b = 0; b < GROUPS * PER_GROUP; b++) {
        bg_control_button_init(&buttons[b]);
        buttons[b].title = titles[b];
        buttons[b].image = "symbol";
    }
    for (int g = 0; g < GROUPS; g++) {
        bg_toolbar_item_init(&items[g]);
        items[g].label_title = "Group";
        items[g].placement = g == 0 ? BG_PLACEMENT_NAVIGATION : BG_PLACEMENT_PRIMARY_ACTION;
        items[g].buttons = &buttons[PER_GROUP * g];
        items[g].button_count = PER_GROUP;
    }
    if (bg_toolbar_set_items(toolbar, items, GROUPS) != BG_OK) die("bg_toolbar_set_items");
    return toolbar;
}

/* Cells, groups, separators (no overflow button at these widths; the bars' frames follow and
 * are not read). */
void ours_toolbar_layout(bg_toolbar toolbar, double width, bg_rect *rects) {
    bg_toolbar_frames out = {.struct_size = sizeof out};
    if (bg_toolbar_layout_frames(toolbar, width, SCALE, BG_DIRECTION_LTR, rects, TOOLBAR_ROOM, &out) != BG_OK)
        die("bg_toolbar_layout_frames");
    if (out.has_overflow_button || out.cell_count != GROUPS * PER_GROUP || out.group_count != GROUPS) {
        fprintf(stderr, "peers_c: the toolbar at %g has %u cells in %u groups, overflow %d\n", width,
                out.cell_count, out.group_count, out.has_overflow_button);
        exit(1);
    }
}

void ours_toolbar_layout_whole(bg_toolbar toolbar, double width) {
    bg_toolbar_view view = {.struct_size = sizeof view};
    if (bg_toolbar_layout(toolbar, width, SCALE, BG_DIRECTION_LTR, &view) != BG_OK) die("bg_toolbar_layout");
    sink = view.cells[view.cell_count - 1].frame.x;
}

/* The seed's button (bench/bench.c): image, title, subtitle, image padding 10, insets 10/40. */
bg_button ours_button_create(void) {
    bg_button_config config;
    bg_button button;
    if (bg_button_config_init((bg_theme){0}, &config) != BG_OK) die("bg_button_config_init");
    config.title = "Title";
    config.subtitle = "Subtitle";
    config.image = "house.circle.fill";
    config.image_padding = 10;
    config.content_insets = (bg_insets){10, 40, 10, 40};
    if (bg_button_create((bg_theme){0}, &config, &button) != BG_OK) die("bg_button_create");
    button_spec.insets = config.content_insets;
    return button;
}

void ours_button_layout(bg_button button, double width, bg_rect *rects) {
    bg_button_view view = {.struct_size = sizeof view};
    if (bg_button_layout(button, width, BUTTON_HEIGHT, SCALE, BG_DIRECTION_LTR, &view) != BG_OK)
        die("bg_button_layout");
    rects[YOGA_BUTTON_IMAGE] = view.image_frame;
    rects[YOGA_BUTTON_TITLE] = view.title_frame;
    rects[YOGA_BUTTON_SUBTITLE] = view.subtitle_frame;
    rects[YOGA_BUTTON_CONTENT] = view.content_frame;
}

/* The Yoga specs, from ours' layouts at the base sizes. */
void widgets_init(void) {
    bg_toolbar toolbar = ours_toolbar_create();
    bg_toolbar_frames out = {.struct_size = sizeof out};
    if (bg_toolbar_layout_frames(toolbar, TOOLBAR_WIDTH, SCALE, BG_DIRECTION_LTR, toolbar_rects, TOOLBAR_ROOM, &out))
        die("bg_toolbar_layout_frames");
    const bg_rect *cell = &toolbar_rects[0], *group = &toolbar_rects[out.count];
    const bg_rect *separator = &toolbar_rects[out.count + out.group_count];
    toolbar_spec = (yoga_toolbar_spec){
        .leading_groups = 1, .trailing_groups = GROUPS - 1, .buttons_per_group = PER_GROUP,
        .bar_height = out.size.height, .padding = group[0].x,
        .group_gap = group[2].x - (group[1].x + group[1].width),
        .cell_width = cell->width, .cell_height = cell->height,
        .separator_width = separator->width, .separator_height = separator->height};
    bg_toolbar_free(toolbar);

    bg_button button = ours_button_create();
    bg_rect r[YOGA_BUTTON_RECTS];
    ours_button_layout(button, BUTTON_WIDTH, r);
    button_spec.image_width = r[YOGA_BUTTON_IMAGE].width, button_spec.image_height = r[YOGA_BUTTON_IMAGE].height;
    button_spec.image_padding = r[YOGA_BUTTON_TITLE].x - (r[YOGA_BUTTON_IMAGE].x + r[YOGA_BUTTON_IMAGE].width);
    button_spec.title_width = r[YOGA_BUTTON_TITLE].width, button_spec.title_height = r[YOGA_BUTTON_TITLE].height;
    button_spec.title_padding = r[YOGA_BUTTON_SUBTITLE].y - (r[YOGA_BUTTON_TITLE].y + r[YOGA_BUTTON_TITLE].height);
    button_spec.subtitle_width = r[YOGA_BUTTON_SUBTITLE].width;
    button_spec.subtitle_height = r[YOGA_BUTTON_SUBTITLE].height;
    bg_button_free(button);
}

void **yoga_toolbar_create(const contender *c) {
    void **nodes = xcalloc(YOGA_TOOLBAR_NODES(&toolbar_spec), sizeof *nodes);
    c->yoga->toolbar_create(c->config, &toolbar_spec, nodes);
    return nodes;
}

void **yoga_button_create(const contender *c) {
    void **nodes = xcalloc(YOGA_BUTTON_NODES, sizeof *nodes);
    c->yoga->button_create(c->config, &button_spec, nodes);
    return nodes;
}

void yoga_tree_free(const contender *c, void **nodes) {
    c->yoga->tree_free(nodes[0]);
    free(nodes);
}
