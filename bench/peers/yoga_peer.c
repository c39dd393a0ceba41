/* One Yoga contender of the C peer benchmark (yoga_peer.h): compiled once per Yoga with
 * -DPEERS_YOGA=1 (1.19, poga's sources) or 3 (Debian's libyoga-dev) and PEERS_YOGA_VERSION, and
 * linked with that Yoga into its own shared object, which exports nothing but its engine. Only
 * the C API is used, as a host would; every function reads back the frames ours returns for the
 * same workload. */
#include "yoga_peer.h"

#include <math.h>
#include <yoga/Yoga.h>

#if PEERS_YOGA == 3
#define ENGINE peers_yoga3
#define ENGINE_NAME "Yoga " PEERS_YOGA_VERSION
#elif PEERS_YOGA == 1
#define ENGINE peers_yoga1
#define ENGINE_NAME "Yoga " PEERS_YOGA_VERSION
#else
#error "compile with -DPEERS_YOGA=1 or 3"
#endif

#define EXPORT __attribute__((visibility("default")))

static const double ROW_SPACING = 8.0;

static void *config_new(double scale) {
    YGConfigRef config = YGConfigNew();
    YGConfigSetPointScaleFactor(config, (float)scale);
    return config;
}

static YGNodeRef node_with(void *config, double width, double height) {
    YGNodeRef node = YGNodeNewWithConfig((YGConfigRef)config);
    if (width > 0) YGNodeStyleSetWidth(node, (float)width);
    if (height > 0) YGNodeStyleSetHeight(node, (float)height);
    return node;
}

static bg_rect frame_of(YGNodeRef node, double dx, double dy) {
    return (bg_rect){dx + YGNodeLayoutGetLeft(node), dy + YGNodeLayoutGetTop(node), YGNodeLayoutGetWidth(node),
                     YGNodeLayoutGetHeight(node)};
}

/* -------------------------------------------------------------------------------- the row */

static void row_create(void *config, uint32_t n, double height, void **nodes) {
    YGNodeRef root = node_with(config, 0, height);
    YGNodeStyleSetFlexDirection(root, YGFlexDirectionRow);
#if PEERS_YOGA >= 3
    YGNodeStyleSetGap(root, YGGutterColumn, (float)ROW_SPACING);
#endif
    nodes[0] = root;
    for (uint32_t i = 0; i < n; i++) {
        YGNodeRef child = node_with(config, 0, height);
        YGNodeStyleSetFlexGrow(child, 1);
        YGNodeStyleSetFlexBasis(child, 0);
#if PEERS_YOGA < 3
        if (i) YGNodeStyleSetMargin(child, YGEdgeLeft, (float)ROW_SPACING); /* Yoga 1.19 has no gap */
#endif
        YGNodeInsertChild(root, child, i);
        nodes[i + 1] = child;
    }
}

static void row_layout(void *const *nodes, uint32_t n, double width, double *x, double *w) {
    YGNodeRef root = (YGNodeRef)nodes[0];
    YGNodeCalculateLayout(root, (float)width, YGNodeStyleGetHeight(root).value, YGDirectionLTR);
    for (uint32_t i = 0; i < n; i++) {
        x[i] = YGNodeLayoutGetLeft((YGNodeRef)nodes[i + 1]);
        w[i] = YGNodeLayoutGetWidth((YGNodeRef)nodes[i + 1]);
    }
}

/* ---------------------------------------------------------------------------- the toolbar */

/* A group: a row of cells with a separator between neighbours, centred vertically. Its nodes go
 * to nodes[0] (the group), then cell, separator, cell, ..., cell. */
static YGNodeRef group_create(void *config, const yoga_toolbar_spec *s, void **nodes) {
    YGNodeRef group = node_with(config, 0, s->cell_height);
    YGNodeStyleSetFlexDirection(group, YGFlexDirectionRow);
    YGNodeStyleSetAlignItems(group, YGAlignCenter);
    nodes[0] = group;
    for (uint32_t b = 0, at = 0; b < s->buttons_per_group; b++) {
        if (b) {
            YGNodeRef separator = node_with(config, s->separator_width, s->separator_height);
            YGNodeInsertChild(group, separator, at);
            nodes[1 + at++] = separator;
        }
        YGNodeRef cell = node_with(config, s->cell_width, s->cell_height);
        YGNodeInsertChild(group, cell, at);
        nodes[1 + at++] = cell;
    }
    return group;
}

/* The bar: root (row, padding, items centred), the leading groups, a flexible space, the trailing
 * groups; groups of one side `group_gap` apart. nodes: root, space, then every group's. */
static void toolbar_create(void *config, const yoga_toolbar_spec *s, void **nodes) {
    YGNodeRef root = node_with(config, 0, s->bar_height);
    YGNodeStyleSetFlexDirection(root, YGFlexDirectionRow);
    YGNodeStyleSetAlignItems(root, YGAlignCenter);
    YGNodeStyleSetPadding(root, YGEdgeLeft, (float)s->padding);
    YGNodeStyleSetPadding(root, YGEdgeRight, (float)s->padding);
    YGNodeRef space = node_with(config, 0, 0);
    YGNodeStyleSetFlexGrow(space, 1);
    nodes[0] = root, nodes[1] = space;
    uint32_t groups = s->leading_groups + s->trailing_groups, per = 2 * s->buttons_per_group, child = 0;
    for (uint32_t g = 0; g < groups; g++) {
        if (g == s->leading_groups) YGNodeInsertChild(root, space, child++);
        YGNodeRef group = group_create(config, s, &nodes[2 + g * per]);
        if (g != 0 && g != s->leading_groups) YGNodeStyleSetMargin(group, YGEdgeLeft, (float)s->group_gap);
        YGNodeInsertChild(root, group, child++);
    }
    if (s->trailing_groups == 0) YGNodeInsertChild(root, space, child);
}

static void toolbar_layout(void *const *nodes, const yoga_toolbar_spec *s, double width, bg_rect *rects) {
    YGNodeCalculateLayout((YGNodeRef)nodes[0], (float)width, (float)s->bar_height, YGDirectionLTR);
    uint32_t groups = s->leading_groups + s->trailing_groups, per = 2 * s->buttons_per_group;
    uint32_t cells = groups * s->buttons_per_group, separators = s->buttons_per_group - 1;
    for (uint32_t g = 0; g < groups; g++) {
        void *const *group = &nodes[2 + g * per];
        bg_rect frame = frame_of((YGNodeRef)group[0], 0, 0);
        rects[cells + g] = frame;
        for (uint32_t b = 0; b < s->buttons_per_group; b++) {
            rects[g * s->buttons_per_group + b] = frame_of((YGNodeRef)group[1 + 2 * b], frame.x, frame.y);
            if (b < separators)
                rects[cells + groups + g * separators + b] = frame_of((YGNodeRef)group[2 + 2 * b], frame.x, frame.y);
        }
    }
}

/* ----------------------------------------------------------------------------- the button */

/* nodes: the button (insets as padding, content centred), the image, the texts' column, the
 * title, the subtitle. */
static void button_create(void *config, const yoga_button_spec *s, void **nodes) {
    YGNodeRef root = node_with(config, 0, 0);
    YGNodeStyleSetFlexDirection(root, YGFlexDirectionRow);
    YGNodeStyleSetJustifyContent(root, YGJustifyCenter);
    YGNodeStyleSetAlignItems(root, YGAlignCenter);
    YGNodeStyleSetPadding(root, YGEdgeTop, (float)s->insets.top);
    YGNodeStyleSetPadding(root, YGEdgeLeft, (float)s->insets.left);
    YGNodeStyleSetPadding(root, YGEdgeBottom, (float)s->insets.bottom);
    YGNodeStyleSetPadding(root, YGEdgeRight, (float)s->insets.right);
    YGNodeRef image = node_with(config, s->image_width, s->image_height);
    YGNodeRef texts = node_with(config, 0, 0);
    YGNodeStyleSetFlexDirection(texts, YGFlexDirectionColumn);
    YGNodeStyleSetAlignItems(texts, YGAlignFlexStart);
    YGNodeStyleSetMargin(texts, YGEdgeLeft, (float)s->image_padding);
    YGNodeRef title = node_with(config, s->title_width, s->title_height);
    YGNodeRef subtitle = node_with(config, s->subtitle_width, s->subtitle_height);
    YGNodeStyleSetMargin(subtitle, YGEdgeTop, (float)s->title_padding);
    YGNodeInsertChild(root, image, 0);
    YGNodeInsertChild(root, texts, 1);
    YGNodeInsertChild(texts, title, 0);
    YGNodeInsertChild(texts, subtitle, 1);
    nodes[0] = root, nodes[1] = image, nodes[2] = texts, nodes[3] = title, nodes[4] = subtitle;
}

static void button_layout(void *const *nodes, double width, double height, bg_rect *rects) {
    YGNodeCalculateLayout((YGNodeRef)nodes[0], (float)width, (float)height, YGDirectionLTR);
    bg_rect image = frame_of((YGNodeRef)nodes[1], 0, 0), texts = frame_of((YGNodeRef)nodes[2], 0, 0);
    rects[YOGA_BUTTON_IMAGE] = image;
    rects[YOGA_BUTTON_TITLE] = frame_of((YGNodeRef)nodes[3], texts.x, texts.y);
    rects[YOGA_BUTTON_SUBTITLE] = frame_of((YGNodeRef)nodes[4], texts.x, texts.y);
    double top = fmin(image.y, texts.y), bottom = fmax(image.y + image.height, texts.y + texts.height);
    rects[YOGA_BUTTON_CONTENT] = (bg_rect){image.x, top, texts.x + texts.width - image.x, bottom - top};
}

/* ------------------------------------------------------------------------------ the rest */

static void tree_free(void *root) { YGNodeFreeRecursive((YGNodeRef)root); }
static void *node_new(void *config) { return YGNodeNewWithConfig((YGConfigRef)config); }
static void node_free(void *node) { YGNodeFree((YGNodeRef)node); }

EXPORT const yoga_engine ENGINE = {
    .name = ENGINE_NAME,
    .config_new = config_new,
    .row_create = row_create,
    .row_layout = row_layout,
    .toolbar_create = toolbar_create,
    .toolbar_layout = toolbar_layout,
    .button_create = button_create,
    .button_layout = button_layout,
    .tree_free = tree_free,
    .node_new = node_new,
    .node_free = node_free,
};
