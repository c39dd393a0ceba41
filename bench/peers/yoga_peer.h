/* The Yoga contenders of the C peer benchmark, behind one interface so that two Yogas (1.19 and
 * 3.2.1, whose C functions have the same names) live in one process: yoga_peer.c is compiled once
 * against each, into its own shared object that exports only its engine (peers_yoga1,
 * peers_yoga3) and keeps every Yoga symbol inside. The benchmark includes no Yoga header.
 *
 * Each workload is a tree a host would build to get the frames ours computes: the row of N equal
 * buttons, the 4 x 3 toolbar, the button's content. Node storage is the caller's (an array of
 * node pointers, made before any measurement), so that building costs Yoga its nodes only. */
#ifndef PEERS_YOGA_PEER_H
#define PEERS_YOGA_PEER_H
#include "buttongroup.h"
#include <stdint.h>

/* The toolbar a host would build with Yoga to draw ours: a bar (height, padding), one leading
 * group, a flexible space, the trailing groups (gap between groups); each group a row of cells
 * separated by thin separators, centred vertically. Filled from our own layout (toolbar_c.c). */
typedef struct yoga_toolbar_spec {
    uint32_t leading_groups, trailing_groups, buttons_per_group;
    double bar_height, padding, group_gap;
    double cell_width, cell_height, separator_width, separator_height;
} yoga_toolbar_spec;

/* Nodes of the toolbar tree: root, space, and per group the group, its cells and separators. */
#define YOGA_TOOLBAR_NODES(s) \
    (2 + ((s)->leading_groups + (s)->trailing_groups) * (2 * (s)->buttons_per_group))
/* Frames it reads, in bg_toolbar_layout_frames' order: cells, groups, separators (per group:
 * its cells, itself and one separator fewer than cells). */
#define YOGA_TOOLBAR_RECTS(s) \
    (((s)->leading_groups + (s)->trailing_groups) * (2 * (s)->buttons_per_group))

/* A button's content as a host would build it: the button (insets), the image and a column of
 * title over subtitle beside it, centred. Sizes from our own layout (button_c.c). */
typedef struct yoga_button_spec {
    bg_insets insets;
    double image_width, image_height, image_padding;
    double title_width, title_height, title_padding, subtitle_width, subtitle_height;
} yoga_button_spec;

enum { YOGA_BUTTON_NODES = 5 };
/* Rects read: image, title, subtitle, content (the union of the image and the texts). */
enum { YOGA_BUTTON_IMAGE, YOGA_BUTTON_TITLE, YOGA_BUTTON_SUBTITLE, YOGA_BUTTON_CONTENT, YOGA_BUTTON_RECTS };

/* One Yoga: its version's C API behind function pointers (every node a void *). */
typedef struct yoga_engine {
    const char *name;
    /* A config rounding to 1/scale points; scale 0: no rounding ("r0"). */
    void *(*config_new)(double scale);
    /* The row: nodes[0] the root (flex row, gap 8 or margins, height when `height` > 0),
     * nodes[1 ... n] the children (flex grow 1, basis 0, that height when > 0: no stretch). */
    void (*row_create)(void *config, uint32_t n, double height, void **nodes);
    /* Lays the row out at `width` and reads every child's x and width into x[], w[]. */
    void (*row_layout)(void *const *nodes, uint32_t n, double width, double *x, double *w);
    void (*toolbar_create)(void *config, const yoga_toolbar_spec *spec, void **nodes);
    /* Lays the bar out at `width`, every frame into rects (toolbar coordinates). */
    void (*toolbar_layout)(void *const *nodes, const yoga_toolbar_spec *spec, double width, bg_rect *rects);
    void (*button_create)(void *config, const yoga_button_spec *spec, void **nodes);
    void (*button_layout)(void *const *nodes, double width, double height, bg_rect *rects);
    /* Frees a tree (its root and every node under it). */
    void (*tree_free)(void *root);
    /* Frees nodes made alone (memory measurement). */
    void *(*node_new)(void *config);
    void (*node_free)(void *node);
} yoga_engine;

extern const yoga_engine peers_yoga1, peers_yoga3;

#endif /* PEERS_YOGA_PEER_H */
