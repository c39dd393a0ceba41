/*
 * alloc_test.c — a steady-state relayout makes no heap allocation in the library and calls no
 * measure callback. Run it with LD_PRELOAD=alloc_counter.so (Tests/Reliability/alloc.mk), which
 * counts the allocations whose caller is libbuttongroup.so.
 *
 * For each group below (4 items; 1,024 items; truncated titles; More; RTL; both overflow
 * policies; the built-in measurer): create it, lay it out at two widths (warm-up), then check
 *   - 1,000 relayouts at 1,000 distinct widths through bg_group_layout,
 *   - 1,000 more at 1,000 other widths through bg_group_layout_frames, into an array of ours,
 *   - 1,000 at an unchanged width,
 * each make exactly 0 allocations in the library and 0 calls of the host's measure callback.
 * The same for a configuration-based button (image, title, subtitle): 1,000 relayouts at
 * sizes it has laid out before, truncating and not, LTR and RTL; and for a toolbar of four
 * groups in both contexts and directions, 1,000 relayouts at widths it has laid out before
 * (bg_toolbar_layout), then 2 x 1,000 at new widths through bg_toolbar_layout_frames (into an
 * array of ours), the second time each followed by bg_toolbar_layout at the same width.
 * With BG_ALLOC_TRACE=1 the interposer prints the backtrace of the first allocations of a
 * failing loop (pipe through alloc_symbolize.py for the library's function names).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buttongroup.h"
#include "common/check.h"

#define LAYOUTS 1000
#define MAX_ITEMS 1024

typedef uint64_t (*counter_fn)(void);
typedef void (*trace_fn)(int count);
static counter_fn allocations;
static trace_fn arm_trace;

static long measure_calls;

static bg_status count_measure(void *user_data, const char *font, const char *text, size_t text_len,
                               double max_width, bg_size *out) {
    (void)user_data; (void)font; (void)text; (void)max_width;
    measure_calls++;
    out->width = 8.0 * (double)text_len;
    out->height = 20;
    return BG_OK;
}

typedef struct {
    const char *name;
    int count;                 /* items */
    const char *const *titles; /* NULL: one letter each ("A", "B", ...) */
    int titles_count;          /* titles cycle */
    int icons;                 /* nonzero: every item has an icon */
    int32_t layout_kind;       /* BG_LAYOUT_* */
    int32_t overflow_policy;   /* BG_OVERFLOW_* */
    uint32_t max_visible;
    int32_t direction;
    double first_width, step;  /* widths first_width + i * step, i < 2 * LAYOUTS */
    int host_measure;          /* nonzero: the counting measure callback, else the built-in one */
    int expect;                /* what the widths must exercise: EXPECT_* */
} scenario;

enum { EXPECT_NOTHING = 0, EXPECT_TRUNCATION = 1, EXPECT_MORE = 2, EXPECT_OVERFLOW_CHANGES = 4 };

static const char *const long_titles[] = {"Statements and documents", "Cash Advance requests",
                                          "Transfer between accounts"};
static const char *const words[] = {"Pay", "Cash Advance", "Transfer", "History", "Statements", "Cards",
                                    "Savings", "Support"};

static const scenario scenarios[] = {
    {"4 items", 4, NULL, 0, 0, BG_LAYOUT_ALL_ROUND, BG_OVERFLOW_COUNT, 0, BG_DIRECTION_LTR, 200, 0.5, 1, 0},
    {"1,024 items", 1024, NULL, 0, 0, BG_LAYOUT_ALL_ROUND, BG_OVERFLOW_COUNT, 0, BG_DIRECTION_LTR, 50000, 1, 1, 0},
    {"truncated titles", 3, long_titles, 3, 0, BG_LAYOUT_ALL_ROUND, BG_OVERFLOW_COUNT, 0, BG_DIRECTION_LTR, 150,
     0.25, 1, EXPECT_TRUNCATION},
    {"More (6 items, 3 visible)", 6, words, 8, 0, BG_LAYOUT_ALL_ROUND, BG_OVERFLOW_COUNT, 3, BG_DIRECTION_LTR, 200,
     0.5, 1, EXPECT_MORE},
    {"RTL prominent with icons", 4, words, 8, 1, BG_LAYOUT_PROMINENT, BG_OVERFLOW_COUNT, 0, BG_DIRECTION_RTL, 250,
     0.5, 1, 0},
    {"COUNT overflow policy", 8, words, 8, 0, BG_LAYOUT_ALL_ROUND, BG_OVERFLOW_COUNT, 4, BG_DIRECTION_LTR, 150, 0.5,
     1, EXPECT_MORE},
    {"WIDTH overflow policy", 8, words, 8, 0, BG_LAYOUT_ALL_ROUND, BG_OVERFLOW_WIDTH, 0, BG_DIRECTION_LTR, 150, 0.5,
     1, EXPECT_OVERFLOW_CHANGES},
    {"built-in measurer", 4, words, 8, 0, BG_LAYOUT_ALL_ROUND, BG_OVERFLOW_COUNT, 0, BG_DIRECTION_LTR, 200, 0.5, 0,
     0},
};

static int make_group(const scenario *s, bg_group *group) {
    static char letters[MAX_ITEMS][4];
    static bg_item items[MAX_ITEMS];
    bg_group_params params;
    if (!CHECK_OK(bg_group_params_init((bg_theme){0}, &params))) return 0;
    params.layout.kind = s->layout_kind;
    params.overflow_policy = s->overflow_policy;
    params.max_visible = s->max_visible;
    if (!CHECK_OK(bg_group_create((bg_theme){0}, &params, group))) return 0;
    for (int i = 0; i < s->count; i++) {
        bg_item_init(&items[i]);
        snprintf(letters[i], sizeof letters[i], "%c", 'A' + i % 26);
        items[i].title = s->titles ? s->titles[i % s->titles_count] : letters[i];
        items[i].icon = s->icons ? "ic_info" : NULL;
    }
    if (!CHECK_OK(bg_group_update(*group, items, (uint32_t)s->count))) return 0;
    if (s->host_measure && !CHECK_OK(bg_group_set_measure_callback(*group, count_measure, NULL, NULL))) return 0;
    return 1;
}

/* What a layout shows of what the scenario must exercise (EXPECT_*). */
static int exercised(const bg_layout *layout) {
    int seen = layout->overflow_count ? EXPECT_MORE : 0;
    for (uint32_t i = 0; i < layout->slot_count; i++)
        if (layout->slots[i].title_truncated) seen |= EXPECT_TRUNCATION;
    return seen;
}

typedef enum { PLAIN, FRAMES, SAME_WIDTH } loop_kind;
static const char *const loop_names[] = {"distinct widths, bg_group_layout", "distinct widths, bg_group_layout_frames",
                                         "an unchanged width"};

/* LAYOUTS relayouts; checks 0 allocations and 0 measure calls. Returns what they exercised. */
static int relayout_loop(const scenario *s, bg_group group, loop_kind kind) {
    static bg_rect frames[MAX_ITEMS + 1];
    bg_layout layout = {.struct_size = sizeof layout};
    uint32_t count = 0;
    int seen = 0, ok = 1;
    uint32_t overflow_counts = 0;   /* bit k: some layout overflowed k % 32 items */
    long measured = measure_calls;
    arm_trace(3);
    uint64_t before = allocations();
    for (int i = 0; i < LAYOUTS && ok; i++) {
        double width = s->first_width + s->step * (kind == FRAMES ? LAYOUTS + i : kind == PLAIN ? i : 0);
        if (kind == FRAMES) {
            /* the frames only, into our array, at widths the whole layout did not visit last */
            ok = bg_group_layout_frames(group, width, 2, s->direction, frames, MAX_ITEMS + 1, &count) == BG_OK &&
                 count > 0;
        } else {
            ok = bg_group_layout(group, width, 2, s->direction, &layout) == BG_OK;
        }
        seen |= exercised(&layout);
        overflow_counts |= 1u << (layout.overflow_count % 32);
    }
    uint64_t made = allocations() - before;
    arm_trace(0);
    CHECK(ok);
    if (overflow_counts & (overflow_counts - 1)) seen |= EXPECT_OVERFLOW_CHANGES;
    printf("  %-40s %4llu allocations, %4ld measure calls\n", loop_names[kind], (unsigned long long)made,
           measure_calls - measured);
    CHECK_EQ_INT(made, 0);
    CHECK_EQ_INT(measure_calls - measured, 0);
    return seen;
}

static void run(const scenario *s) {
    bg_group group;
    printf("%s (%d items, %s):\n", s->name, s->count, s->host_measure ? "host measure callback" : "built-in measurer");
    uint64_t before = allocations();
    if (!make_group(s, &group)) return;
    CHECK(allocations() > before); /* the counter sees the library's allocations (creating a group makes some) */
    bg_layout layout = {.struct_size = sizeof layout};
    CHECK_OK(bg_group_layout(group, s->first_width, 2, s->direction, &layout));                      /* warm-up */
    CHECK_OK(bg_group_layout(group, s->first_width + s->step * (2 * LAYOUTS - 1), 2, s->direction, &layout));
    int seen = relayout_loop(s, group, PLAIN) | relayout_loop(s, group, FRAMES) | relayout_loop(s, group, SAME_WIDTH);
    if ((seen & s->expect) != s->expect)
        fprintf(stderr, "  the widths did not exercise what %s needs (seen %d, expected %d)\n", s->name, seen, s->expect);
    CHECK((seen & s->expect) == s->expect);
    CHECK_OK(bg_group_free(group));
}

/* A button's relayouts at sizes it has seen (warmed up once each), with and without truncation. */
static void run_button(void) {
    bg_button_config config;
    bg_button button;
    bg_button_view view = {.struct_size = sizeof view};
    int truncated = 0;
    printf("button (image, title, subtitle, host measure callback):\n");
    CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Statements and documents";
    config.subtitle = "Monthly, since 2019";
    config.image = "doc.text";
    config.image_padding = 10;
    config.content_insets = (bg_insets){10, 40, 10, 40};
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
    CHECK_OK(bg_button_set_measure_callback(button, count_measure, NULL, NULL));
    for (int i = 0; i < LAYOUTS; i++) /* warm-up: every size once */
        CHECK_OK(bg_button_layout(button, 100 + 0.37 * i, 60, 2, i % 3 == 0 ? BG_DIRECTION_RTL : BG_DIRECTION_LTR, &view));
    long measured = measure_calls;
    uint64_t before = allocations();
    arm_trace(3);
    for (int i = LAYOUTS - 1; i >= 0; i--) {
        if (bg_button_layout(button, 100 + 0.37 * i, 60, 2, i % 3 == 0 ? BG_DIRECTION_RTL : BG_DIRECTION_LTR, &view) != BG_OK)
            break;
        truncated |= view.title_truncated;
    }
    arm_trace(0);
    uint64_t made = allocations() - before;
    printf("  %d relayouts at sizes seen before: %llu allocations, %ld measure calls\n", LAYOUTS,
           (unsigned long long)made, measure_calls - measured);
    CHECK_EQ_INT(made, 0);
    CHECK_EQ_INT(measure_calls - measured, 0);
    CHECK(truncated); /* the sizes exercised truncation */
    CHECK_OK(bg_button_free(button));
}

/* A toolbar of four groups (one a menu): the built-in theme, the counting measure callback. */
static bg_toolbar make_toolbar(int32_t context) {
    static const char *const titles[] = {"Back", "Forward", "Share", "Print", "Bold", "Italic", "Front", "Back"};
    static bg_control_button buttons[8];
    bg_toolbar_item items[4];
    bg_toolbar toolbar = {0};
    for (int b = 0; b < 8; b++) {
        bg_control_button_init(&buttons[b]);
        buttons[b].title = titles[b];
        buttons[b].image = b < 6 ? "symbol" : NULL;
    }
    for (int g = 0; g < 4; g++) {
        bg_toolbar_item_init(&items[g]);
        items[g].label_title = titles[2 * g];
        items[g].buttons = &buttons[2 * g];
        items[g].button_count = 2;
        items[g].placement = g == 0 ? BG_PLACEMENT_NAVIGATION : BG_PLACEMENT_PRIMARY_ACTION;
    }
    items[3].style = BG_CONTROL_STYLE_MENU;
    CHECK_OK(bg_toolbar_create((bg_theme){0}, context, &toolbar));
    CHECK_OK(bg_toolbar_set_measure_callback(toolbar, count_measure, NULL, NULL));
    CHECK_OK(bg_toolbar_set_items(toolbar, items, 4));
    return toolbar;
}

typedef enum { TB_SEEN, TB_FRAMES, TB_BOTH } toolbar_loop;
static const char *const toolbar_loop_names[] = {"widths seen before, bg_toolbar_layout",
                                                 "distinct widths, bg_toolbar_layout_frames",
                                                 "distinct widths, frames then the view (both)"};

/* LAYOUTS relayouts of `toolbar` through one path: 0 allocations, 0 measure calls. Returns
 * whether some layout had groups in the overflow menu. */
static int toolbar_relayouts(bg_toolbar toolbar, int32_t direction, double first, double step, toolbar_loop kind) {
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_toolbar_frames frames = {.struct_size = sizeof frames};
    bg_rect rects[64];
    int overflowed = 0, ok = 1;
    long measured = measure_calls;
    uint64_t before = allocations();
    arm_trace(3);
    for (int i = LAYOUTS - 1; i >= 0 && ok; i--) {
        double width = first + step * i;
        if (kind == TB_SEEN) {
            ok = bg_toolbar_layout(toolbar, width, 2, direction, &view) == BG_OK;
            overflowed |= view.overflowed_count > 0;
        } else if (kind == TB_FRAMES) {
            ok = bg_toolbar_layout_frames(toolbar, width, 2, direction, rects, 64, &frames) == BG_OK;
            overflowed |= frames.has_overflow_button;
        } else {
            ok = bg_toolbar_layout_frames(toolbar, width, 2, direction, rects, 64, &frames) == BG_OK &&
                 bg_toolbar_layout(toolbar, width, 2, direction, &view) == BG_OK && frames.arrangement == view.arrangement;
            overflowed |= view.overflowed_count > 0;
        }
    }
    arm_trace(0);
    uint64_t made = allocations() - before;
    CHECK(ok);
    printf("  %-48s %4llu allocations, %4ld measure calls\n", toolbar_loop_names[kind], (unsigned long long)made,
           measure_calls - measured);
    CHECK_EQ_INT(made, 0);
    CHECK_EQ_INT(measure_calls - measured, 0);
    return overflowed;
}

/* A toolbar in each context and direction, warmed up by a layout at each of 1,000 widths (every
 * group shown, groups in the overflow menu, a content group filling the width, whose cells are
 * laid out again at each width): 1,000 relayouts at those widths through bg_toolbar_layout, then 1,000 at new widths through
 * bg_toolbar_layout_frames and 1,000 more (off the pixel grid) through bg_toolbar_layout_frames
 * then bg_toolbar_layout at the same width, make no allocation and measure nothing. */
static void run_toolbar(int32_t context, int32_t direction) {
    int content = context == BG_CONTEXT_CONTENT, overflowed = 0;
    printf("toolbar (%s, %s, host measure callback):\n", content ? "content" : "toolbar",
           direction == BG_DIRECTION_RTL ? "RTL" : "LTR");
    bg_toolbar toolbar = make_toolbar(context);
    bg_toolbar_view view = {.struct_size = sizeof view};
    for (int i = 0; i < LAYOUTS; i++) CHECK_OK(bg_toolbar_layout(toolbar, 60 + 0.5 * i, 2, direction, &view));
    overflowed |= toolbar_relayouts(toolbar, direction, 60, 0.5, TB_SEEN);
    overflowed |= toolbar_relayouts(toolbar, direction, 60.25, 0.5, TB_FRAMES);
    overflowed |= toolbar_relayouts(toolbar, direction, 60.125, 0.5, TB_BOTH);
    CHECK(content || overflowed); /* the widths exercised the overflow menu */
    CHECK_OK(bg_toolbar_free(toolbar));
}

int main(void) {
    allocations = (counter_fn)(uintptr_t)dlsym(RTLD_DEFAULT, "bg_test_allocations");
    arm_trace = (trace_fn)(uintptr_t)dlsym(RTLD_DEFAULT, "bg_test_alloc_trace");
    int (*found)(void) = (int (*)(void))(uintptr_t)dlsym(RTLD_DEFAULT, "bg_test_library_found");
    if (!allocations || !arm_trace || !found) {
        fprintf(stderr, "alloc_test: run it with LD_PRELOAD=alloc_counter.so (make test-alloc)\n");
        return 2;
    }
    CHECK(found());
    for (size_t i = 0; i < sizeof scenarios / sizeof scenarios[0]; i++) run(&scenarios[i]);
    run_button();
    for (int32_t context = BG_CONTEXT_TOOLBAR; context <= BG_CONTEXT_CONTENT; context++) {
        run_toolbar(context, BG_DIRECTION_LTR);
        run_toolbar(context, BG_DIRECTION_RTL);
    }
    return check_summary();
}
