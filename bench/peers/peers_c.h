/* The C peer benchmark's shared declarations (bench/peers/README.md): the workloads, the
 * contenders and the parts of the program, one file each:
 *
 *   peers_c.c        main: checks, the timing table, the JSON
 *   contenders_c.c   the row's contenders (ours, ours whole, the Yogas, the closed form)
 *   widgets_c.c      the toolbar and the button: ours, and the Yoga specs made from ours
 *   checks_c.c       the checks of every contender's frames
 *   harness_c.c      timing (interleaved samples, medians) and small helpers
 *   instructions_c.c the instruction table (callgrind, in one run)
 *   memory_c.c       the memory measurement
 *   yoga_peer.c      one Yoga behind yoga_peer.h, compiled once per Yoga into its own .so */
#ifndef PEERS_C_H
#define PEERS_C_H
#include "buttongroup.h"
#include "yoga_peer.h"

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

enum { WIDTH_COUNT = 1000, MAX_SAMPLES = 1001, NS_COUNT = 4 };
extern const uint32_t NS[NS_COUNT];
extern const double SPACING, SCALE, WIDTH_STEP;
extern volatile double sink; /* keeps every read frame alive */

/* The row's two workloads: wide (100 pt per item, titles fit) and narrow (47 pt, they truncate). */
enum { WIDE, NARROW, WIDTHS };
extern const char *const WIDTH_NAMES[WIDTHS];
double base_width(int narrow, uint32_t n);                /* W = per·N + 8·(N − 1) */
double cycle_width(int narrow, uint32_t n, uint32_t k);   /* W + (k mod 1000)·0.37 */

void die(const char *what);
void *xcalloc(size_t count, size_t size);

/* Every slot's x and width, left to right: what every contender's relayout returns. */
typedef struct frames {
    double *x, *w;
} frames;
frames frames_new(uint32_t n);
void frames_free(frames f);

/* ------------------------------------------------------------------------- the row */

enum { C_OURS, C_OURS_WHOLE, C_YOGA3, C_YOGA3_R2, C_YOGA1, C_CLOSED, CONTENDERS };

typedef struct contender {
    const char *name, *title;
    const yoga_engine *yoga; /* NULL: ours or the closed form */
    double scale;            /* Yoga's point scale factor: 0 no rounding ("r0"), 2 our grid */
    void *config;            /* Yoga's, made by contenders_init */
} contender;
extern contender contenders[CONTENDERS];
extern double row_height; /* ours' slot height: every Yoga node gets it (no stretch pass) */

/* A kept row: ours' group, or a Yoga tree's nodes (root first). */
typedef struct row {
    bg_group group;
    void **nodes;
} row;

void contenders_init(uint32_t max_n);
/* height < 0: the row height; 0: no height (Yoga stretches its children). */
row row_create(const contender *c, uint32_t n, double height);
void row_layout(const contender *c, const row *r, uint32_t n, double width, frames out);
void row_free(const contender *c, row *r);
/* Create, lay out once at width, read every frame, free. */
void row_build(const contender *c, uint32_t n, double width, frames out);
void closed_form(uint32_t n, double width, frames out);
void ours_room(uint32_t n);
uint32_t ours_truncated(uint32_t n, double width); /* the array ours writes its frames into, made before any measurement */

/* ------------------------------------------------------------ the toolbar and the button */

/* Ours' toolbar (4 groups x 3 icon buttons) and button (image, title, subtitle, insets), and
 * the Yoga trees of the same structure, their sizes taken from ours' own layout. */
extern const double TOOLBAR_WIDTH, BUTTON_WIDTH, BUTTON_HEIGHT;
extern yoga_toolbar_spec toolbar_spec;
extern yoga_button_spec button_spec;
void widgets_init(void);
bg_toolbar ours_toolbar_create(void);
/* Frames only, in bg_toolbar_layout_frames' order (cells, groups, separators) into rects. */
void ours_toolbar_layout(bg_toolbar toolbar, double width, bg_rect *rects);
void ours_toolbar_layout_whole(bg_toolbar toolbar, double width);
bg_button ours_button_create(void);
/* Image, title, subtitle and content frames, in yoga_peer.h's YOGA_BUTTON_* order. */
void ours_button_layout(bg_button button, double width, bg_rect *rects);

/* A kept toolbar or button tree of one Yoga contender. */
void **yoga_toolbar_create(const contender *c);
void **yoga_button_create(const contender *c);
void yoga_tree_free(const contender *c, void **nodes);

/* ---------------------------------------------------------------------------- checks */

typedef struct check_result {
    long problems, tie_flips, widths;
    double worst[CONTENDERS], worst_ratio[CONTENDERS]; /* largest |peer − ours|, and / tolerance */
} check_result;
check_result check_row(int narrow, uint32_t n);
check_result check_widgets(void);

/* ---------------------------------------------------------------------------- timing */

double now_ns(void);
double median(const double *values, int count);
typedef struct task {
    void (*run)(struct task *t, long iterations);
    int contender, narrow, workload;
    uint32_t n, cursor; /* cursor: next width of the cycle */
    long iterations;
    row row;
    void **nodes;       /* a Yoga toolbar's or button's tree */
    bg_toolbar toolbar; /* or ours */
    bg_button button;
    frames out;
    bg_rect *rects;
    double samples[MAX_SAMPLES];
} task;
/* Calibrates every task to samples of about target_ns, then takes `samples` interleaved rounds. */
double run_tasks(task *tasks, int count, int samples, double target_ns);
void print_ns(char *buffer, size_t size, double ns);
const char *json_string(const char *s, char *buffer, size_t size);
void cpu_model(char *out, size_t size);

int peers_floor_call(int x); /* libpeersfloor.so (floor.c) */

/* --------------------------------------------------------------- instructions, memory */

/* The instruction table: runs `self --count-all` under callgrind (with LD_LIBRARY_PATH lib_dir
 * when not NULL; the dumps kept in keep_dir when not NULL) and prints it (-1: failed);
 * instructions_json writes it as the member "instructions" of a JSON object. */
int instruction_table(const char *self, const char *lib_dir, const char *keep_dir);
void instructions_json(FILE *json);
int count_all(void); /* the child side, under callgrind */

typedef struct memory_result {
    double empty_group, group4_update, group4_layout; /* bytes per group */
    double item_update, item_layout, item_whole;     /* bytes per item (100,000-item group) */
    double yoga_node[CONTENDERS];                    /* bytes per laid-out child, Yoga rows */
    double heap_before, heap_after, rss_before, rss_after;
    long relayouts;
    int grew;
} memory_result;
memory_result measure_memory(void);

#endif /* PEERS_C_H */
