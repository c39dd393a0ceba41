/* The row's contenders (peers_c.h): ours through bg_group_layout_frames and through the whole
 * bg_group_layout, Yoga 3 without rounding and at scale 2, Yoga 1.19 at scale 2, and the closed
 * form. Every one returns the same array of (x, width) pairs. */
#include "peers_c.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

const uint32_t NS[NS_COUNT] = {1, 4, 64, 1024};
const double SPACING = 8.0, SCALE = 2.0, WIDTH_STEP = 0.37;
const char *const WIDTH_NAMES[WIDTHS] = {"wide", "narrow"};
volatile double sink;
double row_height;

contender contenders[CONTENDERS] = {
    [C_OURS] = {"ours", "ours"},
    [C_OURS_WHOLE] = {"ours_whole", "ours whole"},
    [C_YOGA3] = {"yoga3", "yoga 3 r0", &peers_yoga3, 0},
    [C_YOGA3_R2] = {"yoga3_r2", "yoga 3 r2", &peers_yoga3, 2},
    [C_YOGA1] = {"yoga1", "yoga 1.19", &peers_yoga1, 2},
    [C_CLOSED] = {"closed", "closed form"},
};

double base_width(int narrow, uint32_t n) { return (narrow ? 47.0 : 100.0) * n + SPACING * (n - 1); }
double cycle_width(int narrow, uint32_t n, uint32_t k) { return base_width(narrow, n) + (k % WIDTH_COUNT) * WIDTH_STEP; }

void die(const char *what) {
    fprintf(stderr, "peers_c: %s: %s\n", what, bg_last_error_message());
    exit(2);
}

void *xcalloc(size_t count, size_t size) {
    void *p = calloc(count ? count : 1, size);
    if (!p) {
        fprintf(stderr, "peers_c: out of memory\n");
        exit(2);
    }
    return p;
}

frames frames_new(uint32_t n) { return (frames){xcalloc(n, sizeof(double)), xcalloc(n, sizeof(double))}; }
void frames_free(frames f) { free(f.x), free(f.w); }

/* ------------------------------------------------------------------------------- ours */

/* Titles that fit in 100 pt and are truncated at 47 (where even two letters do not fit). */
static const char *const TITLES[26] = {"Item A", "Item B", "Item C", "Item D", "Item E", "Item F", "Item G",
                                       "Item H", "Item I", "Item J", "Item K", "Item L", "Item M", "Item N",
                                       "Item O", "Item P", "Item Q", "Item R", "Item S", "Item T", "Item U",
                                       "Item V", "Item W", "Item X", "Item Y", "Item Z"};
static bg_item *item_buffer; /* filled on every build as a host would */
static uint32_t item_capacity;
static bg_rect *ours_rects; /* the benchmark's own array, as a host's */
static uint32_t ours_capacity;

void ours_room(uint32_t n) {
    if (n > item_capacity) {
        free(item_buffer);
        item_buffer = xcalloc(n, sizeof *item_buffer);
        item_capacity = n;
    }
    if (n > ours_capacity) {
        free(ours_rects);
        ours_rects = xcalloc(n, sizeof *ours_rects);
        ours_capacity = n;
    }
}

/* An all-round group (the theme's default layout, spacing 8) of titled items, no More button. */
static bg_group ours_create(uint32_t n) {
    bg_group_params params;
    if (bg_group_params_init((bg_theme){0}, &params) != BG_OK) die("bg_group_params_init");
    params.max_visible = 0;
    bg_group group;
    if (bg_group_create((bg_theme){0}, &params, &group) != BG_OK) die("bg_group_create");
    for (uint32_t i = 0; i < n; i++) {
        bg_item_init(&item_buffer[i]);
        item_buffer[i].title = TITLES[i % 26];
    }
    if (bg_group_update(group, item_buffer, n) != BG_OK) die("bg_group_update");
    return group;
}

static void wrong_count(uint32_t got, uint32_t n) {
    fprintf(stderr, "peers_c: ours laid out %u slots, expected %u\n", got, n);
    exit(1);
}

static void ours_layout(bg_group group, uint32_t n, double width, frames out) {
    uint32_t count = 0;
    if (bg_group_layout_frames(group, width, SCALE, BG_DIRECTION_LTR, ours_rects, ours_capacity, &count) != BG_OK)
        die("bg_group_layout_frames");
    if (count != n) wrong_count(count, n);
    for (uint32_t i = 0; i < n; i++) out.x[i] = ours_rects[i].x, out.w[i] = ours_rects[i].width;
}

/* Every slot's strings, states, content frames and accessibility; the frames read. */
static void ours_layout_whole(bg_group group, uint32_t n, double width, frames out) {
    bg_layout layout = {.struct_size = sizeof layout};
    if (bg_group_layout(group, width, SCALE, BG_DIRECTION_LTR, &layout) != BG_OK) die("bg_group_layout");
    if (layout.slot_count != n) wrong_count(layout.slot_count, n);
    for (uint32_t i = 0; i < n; i++) out.x[i] = layout.slots[i].frame.x, out.w[i] = layout.slots[i].frame.width;
}

/* -------------------------------------------------------------------------- the row */

void contenders_init(uint32_t max_n) {
    ours_room(max_n);
    for (int c = 0; c < CONTENDERS; c++)
        if (contenders[c].yoga) contenders[c].config = contenders[c].yoga->config_new(contenders[c].scale);
    bg_group group = ours_create(1);
    frames out = frames_new(1);
    ours_layout(group, 1, base_width(WIDE, 1), out);
    row_height = ours_rects[0].height;
    bg_group_free(group);
    frames_free(out);
}

row row_create(const contender *c, uint32_t n, double height) {
    row r = {0};
    if (c->yoga) {
        r.nodes = xcalloc(n + 1, sizeof *r.nodes);
        c->yoga->row_create(c->config, n, height < 0 ? row_height : height, r.nodes);
    } else if (c != &contenders[C_CLOSED]) {
        r.group = ours_create(n);
    }
    return r;
}

void row_layout(const contender *c, const row *r, uint32_t n, double width, frames out) {
    if (c->yoga) c->yoga->row_layout(r->nodes, n, width, out.x, out.w);
    else if (c == &contenders[C_OURS]) ours_layout(r->group, n, width, out);
    else if (c == &contenders[C_OURS_WHOLE]) ours_layout_whole(r->group, n, width, out);
    else closed_form(n, width, out);
}

void row_free(const contender *c, row *r) {
    if (c->yoga && r->nodes) c->yoga->tree_free(r->nodes[0]);
    if (r->group.id) bg_group_free(r->group);
    free(r->nodes);
    *r = (row){0};
}

/* Build nodes go to a buffer made once, so that building costs Yoga its nodes only. */
static void **build_nodes;
static uint32_t build_capacity;

void row_build(const contender *c, uint32_t n, double width, frames out) {
    if (c->yoga) {
        if (n + 1 > build_capacity) {
            free(build_nodes);
            build_capacity = n + 1;
            build_nodes = xcalloc(build_capacity, sizeof *build_nodes);
        }
        c->yoga->row_create(c->config, n, row_height, build_nodes);
        c->yoga->row_layout(build_nodes, n, width, out.x, out.w);
        c->yoga->tree_free(build_nodes[0]);
        return;
    }
    row r = row_create(c, n, -1);
    row_layout(c, &r, n, width, out);
    row_free(c, &r);
}

/* ------------------------------------------------------------------------ closed form */

/* Halves away from zero, exactly (no floor(x + 0.5)). */
static double snap(double value) {
    double x = value * SCALE, whole = floor(fabs(x));
    if (fabs(x) - whole >= 0.5) whole += 1;
    return copysign(whole, x) / SCALE;
}

/* The pixel-snapped equal-share row: w = (W - (n-1)*8)/n, ideal left edges k*(w+8), inner
 * edges snapped, the group's own edges 0 and W exact, the last slot ending at W. */
void closed_form(uint32_t n, double width, frames out) {
    double w = (width - (n - 1) * SPACING) / n, step = w + SPACING;
    for (uint32_t k = 0; k < n; k++) {
        double left = k * step;
        double l = fmin(snap(left), width);
        double r = k == n - 1 ? width : fmax(l, fmin(snap(left + w), width));
        out.x[k] = l;
        out.w[k] = r - l;
    }
}

/* How many of the n titles ours truncates at `width` (the workloads' premise: none when wide,
 * all when narrow). */
uint32_t ours_truncated(uint32_t n, double width) {
    bg_group group = ours_create(n);
    bg_layout layout = {.struct_size = sizeof layout};
    if (bg_group_layout(group, width, SCALE, BG_DIRECTION_LTR, &layout) != BG_OK) die("bg_group_layout");
    uint32_t truncated = 0;
    for (uint32_t i = 0; i < layout.slot_count; i++) truncated += layout.slots[i].title_truncated != 0;
    bg_group_free(group);
    return truncated;
}
