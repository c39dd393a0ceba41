/* Benchmarks through the C ABI: median time of one bg_group_layout call (and its frames only,
 * into an array of ours), of a button's layout, of a button's update after four changes and of a
 * toolbar's relayout (the whole view; frames only, into an array of ours). Numbers, not a test:
 * run with `make bench`. */
#define _POSIX_C_SOURCE 199309L
#include "buttongroup.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { SAMPLES = 51 };

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void fail(const char *what) {
    fprintf(stderr, "%s: %s\n", what, bg_last_error_message());
    exit(1);
}

/* A group of `count` items "Item N"; max_visible 0 shows all of them. */
static bg_group make_group(uint32_t count, uint32_t max_visible) {
    bg_group_params params;
    if (bg_group_params_init((bg_theme){0}, &params) != BG_OK) fail("params");
    params.max_visible = max_visible;
    bg_group group;
    if (bg_group_create((bg_theme){0}, &params, &group) != BG_OK) fail("create");
    bg_item *items = calloc(count, sizeof *items);
    char (*titles)[16] = calloc(count, sizeof *titles);
    if (!items || !titles) fail("calloc");
    for (uint32_t i = 0; i < count; i++) {
        bg_item_init(&items[i]);
        snprintf(titles[i], sizeof titles[i], "Item %u", i);
        items[i].title = titles[i];
    }
    if (bg_group_update(group, items, count) != BG_OK) fail("update");
    free(items);
    free(titles);
    return group;
}

/* Median ns per layout; `alternate` lays out at two widths in turn so every call computes. */
static double median_layout_ns(bg_group group, double width, int iterations, int alternate) {
    double samples[SAMPLES];
    bg_layout layout = {.struct_size = sizeof layout};
    for (int warm = 0; warm < 100; warm++)
        if (bg_group_layout(group, width + (warm & 1), 2, BG_DIRECTION_LTR, &layout) != BG_OK) fail("layout");
    for (int s = 0; s < SAMPLES; s++) {
        double start = now_ns();
        for (int i = 0; i < iterations; i++)
            bg_group_layout(group, alternate ? width + (i & 1) : width, 2, BG_DIRECTION_LTR, &layout);
        samples[s] = (now_ns() - start) / iterations;
    }
    qsort(samples, SAMPLES, sizeof samples[0], compare_doubles);
    return samples[SAMPLES / 2];
}

/* Median ns per frames-only relayout at two widths in turn, into an array of ours. */
static double median_frames_ns(bg_group group, double width, int iterations) {
    double samples[SAMPLES];
    bg_rect frames[8];
    uint32_t count = 0;
    for (int warm = 0; warm < 100; warm++)
        if (bg_group_layout_frames(group, width + (warm & 1), 2, BG_DIRECTION_LTR, frames, 8, &count) != BG_OK)
            fail("layout frames");
    for (int s = 0; s < SAMPLES; s++) {
        double start = now_ns();
        for (int i = 0; i < iterations; i++)
            bg_group_layout_frames(group, width + (i & 1), 2, BG_DIRECTION_LTR, frames, 8, &count);
        samples[s] = (now_ns() - start) / iterations;
    }
    qsort(samples, SAMPLES, sizeof samples[0], compare_doubles);
    return samples[SAMPLES / 2];
}

/* Median ns per call of `op(context, i)`. */
static double median_ns(void (*op)(void *, int), void *context, int iterations) {
    double samples[SAMPLES];
    for (int warm = 0; warm < 100; warm++) op(context, warm);
    for (int s = 0; s < SAMPLES; s++) {
        double start = now_ns();
        for (int i = 0; i < iterations; i++) op(context, i);
        samples[s] = (now_ns() - start) / iterations;
    }
    qsort(samples, SAMPLES, sizeof samples[0], compare_doubles);
    return samples[SAMPLES / 2];
}

/* The seed's button: image, title, subtitle, insets. */
static bg_button make_button(void) {
    bg_button_config config;
    bg_button button;
    if (bg_button_config_init((bg_theme){0}, &config) != BG_OK) fail("config");
    config.title = "Title";
    config.subtitle = "Subtitle";
    config.image = "house.circle.fill";
    config.image_padding = 10;
    config.content_insets = (bg_insets){10, 40, 10, 40};
    if (bg_button_create((bg_theme){0}, &config, &button) != BG_OK) fail("button");
    return button;
}

/* A layout at a new width (two widths in turn), every field of the view produced. */
static void button_layout(void *context, int i) {
    bg_button_view view = {.struct_size = sizeof view};
    if (bg_button_layout(*(bg_button *)context, 200 + (i & 1), 60, 2, BG_DIRECTION_LTR, &view) != BG_OK) fail("button layout");
}

/* Four changes to the base configuration, then the one update they make. */
static void button_four_changes(void *context, int i) {
    bg_button button = *(bg_button *)context;
    bg_button_config config = {.struct_size = sizeof config};
    static const char *const titles[] = {"Title", "Update Title"};
    if (bg_button_get_base_config(button, &config) != BG_OK) fail("get");
    config.title = titles[i & 1];
    config.image_padding = 10 + (i & 1);
    config.background.has_fill_color = 1;
    config.background.fill_color = 0xFFFFFFFF - (uint32_t)(i & 1);
    config.background.corner_style = i & 1 ? BG_CORNER_CAPSULE : BG_CORNER_NONE;
    for (int change = 0; change < 4; change++)
        if (bg_button_set_base_config(button, &config) != BG_OK) fail("set");
    if (bg_button_flush(button, NULL) != BG_OK) fail("flush");
}

/* A toolbar of `groups` groups of `per_group` icon buttons (labelled, so they can overflow). */
static bg_toolbar make_toolbar(uint32_t groups, uint32_t per_group) {
    static bg_control_button buttons[16];
    bg_toolbar_item *items = calloc(groups, sizeof *items);
    bg_toolbar toolbar;
    if (!items || per_group > 16 || bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar) != BG_OK) fail("toolbar");
    for (uint32_t b = 0; b < per_group; b++) {
        static const char *const titles[] = {"Back", "Forward", "Share", "Print", "Zoom Out", "Zoom In",
                                             "Bring to Front", "Send to Back", "Bold", "Italic", "A", "B", "C", "D", "E", "F"};
        bg_control_button_init(&buttons[b]);
        buttons[b].title = titles[b];
        buttons[b].image = "symbol";
    }
    for (uint32_t g = 0; g < groups; g++) {
        bg_toolbar_item_init(&items[g]);
        items[g].label_title = "Group";
        items[g].placement = g == 0 ? BG_PLACEMENT_NAVIGATION : BG_PLACEMENT_PRIMARY_ACTION;
        items[g].buttons = buttons;
        items[g].button_count = per_group;
    }
    if (bg_toolbar_set_items(toolbar, items, groups) != BG_OK) fail("toolbar items");
    free(items);
    return toolbar;
}

typedef struct {
    bg_toolbar toolbar;
    double width;
    bg_rect *rects; /* the frames' array, kept and grown as a binding keeps its own */
    uint32_t capacity;
} toolbar_bench;

/* A relayout at a new width (two widths in turn), the whole view produced. */
static void toolbar_layout(void *context, int i) {
    toolbar_bench *bench = context;
    bg_toolbar_view view = {.struct_size = sizeof view};
    if (bg_toolbar_layout(bench->toolbar, bench->width + (i & 1), 2, BG_DIRECTION_LTR, &view) != BG_OK) fail("toolbar layout");
}

/* The same relayout, frames only, into the bench's array (grown when the library says it is too
 * small, which only the warm-up meets). */
static void toolbar_frames(void *context, int i) {
    toolbar_bench *bench = context;
    bg_toolbar_frames frames = {.struct_size = sizeof frames};
    double width = bench->width + (i & 1);
    bg_status status = bg_toolbar_layout_frames(bench->toolbar, width, 2, BG_DIRECTION_LTR, bench->rects, bench->capacity, &frames);
    if (status == BG_E_BUFFER_TOO_SMALL) {
        free(bench->rects);
        bench->capacity = frames.rect_count;
        bench->rects = malloc(frames.rect_count * sizeof *bench->rects);
        if (!bench->rects) fail("malloc");
        status = bg_toolbar_layout_frames(bench->toolbar, width, 2, BG_DIRECTION_LTR, bench->rects, bench->capacity, &frames);
    }
    if (status != BG_OK) fail("toolbar frames");
}

/* One toolbar at one width: the whole view, and frames only. */
static void bench_toolbar(toolbar_bench *bench, const char *label) {
    char line[96];
    snprintf(line, sizeof line, "C: toolbar, 4 groups x 3 buttons, %s", label);
    printf("%-57s: %8.0f ns/layout (bg_toolbar_layout)\n", line, median_ns(toolbar_layout, bench, 2000));
    printf("%-57s: %8.0f ns/layout (bg_toolbar_layout_frames)\n", "C:   the same, frames only",
           median_ns(toolbar_frames, bench, 2000));
}

static void bench_toolbars(void) {
    toolbar_bench four = {make_toolbar(4, 3), 500, NULL, 0};
    bench_toolbar(&four, "new width each call");
    four.width = 200; /* two groups in the overflow menu */
    bench_toolbar(&four, "narrow (2 groups in the menu)");
    bg_toolbar_free(four.toolbar);
    free(four.rects);
    uint32_t sizes[] = {10, 100, 1000};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        toolbar_bench many = {make_toolbar(sizes[k], 1), 60.0 * sizes[k], NULL, 0};
        double ns = median_ns(toolbar_layout, &many, sizes[k] >= 1000 ? 20 : 200);
        double frames_ns = median_ns(toolbar_frames, &many, sizes[k] >= 1000 ? 20 : 200);
        printf("C: toolbar of %4u one-button groups, all shown          : %8.0f ns/layout (%5.0f ns/item), frames "
               "only %8.0f ns\n", sizes[k], ns, ns / sizes[k], frames_ns);
        bg_toolbar_free(many.toolbar);
        free(many.rects);
    }
}

int main(void) {
    bg_group four = make_group(4, 3);
    printf("C: 4-item group, new width each call (warm measure cache): %8.0f ns/layout\n",
           median_layout_ns(four, 320, 20000, 1));
    printf("C: 4-item group, same width (cached layout)              : %8.0f ns/layout\n",
           median_layout_ns(four, 320, 20000, 0));
    printf("C: 4-item group, new width each call, frames only        : %8.0f ns/layout (bg_group_layout_frames)\n",
           median_frames_ns(four, 320, 20000));
    bg_group_free(four);

    bg_group thousand_overflow = make_group(1000, 3);
    printf("C: 1000 items, 2 shown + More (998 in the sheet)         : %8.0f ns/layout\n",
           median_layout_ns(thousand_overflow, 320, 2000, 1));
    bg_group_free(thousand_overflow);

    uint32_t sizes[] = {10, 100, 1000};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        bg_group all = make_group(sizes[k], 0);
        double ns = median_layout_ns(all, 100.0 * sizes[k], sizes[k] >= 1000 ? 50 : 500, 1);
        printf("C: %4u items, all shown                                 : %8.0f ns/layout (%5.0f ns/item)\n",
               sizes[k], ns, ns / sizes[k]);
        bg_group_free(all);
    }

    bg_button button = make_button();
    printf("C: button (image, title, subtitle), new size each call    : %8.0f ns/layout\n",
           median_ns(button_layout, &button, 20000));
    printf("C: button, 4 configuration changes then the one update   : %8.0f ns\n",
           median_ns(button_four_changes, &button, 5000));
    bg_button_free(button);
    bench_toolbars();
    return 0;
}
