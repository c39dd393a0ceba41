/* Peer benchmark from C: libbuttongroup against Yoga 1.19's C API (built from the sources in
 * poga's PyPI sdist), the closed form in C and the floor of a call into a shared library.
 * Numbers, not tests: `make bench-peers` builds and runs it; see bench/peers/README.md.
 *
 *   peers_c [--json PATH] [--samples S] [--target-us US] [--no-callgrind] [--no-memory]
 *   peers_c --count ours|yoga N WARM K   (run by the callgrind measurement: WARM + K relayouts;
 *                                        ours-build|yoga-build: WARM + K builds and first layouts)
 *
 * Workload: a row of N equal buttons (gap 8) in W = 100N + 8(N-1), scale 2, LTR; relayouts
 * cycle through the 1,000 widths W + k*0.37. Ours: an all-round group (the theme's default
 * layout, spacing 8) of one-letter items, max_visible 0. Yoga: a row root, children with flex
 * grow 1, basis 0 and margin-left 8 (Yoga 1.19 has no gap), point scale factor 2.
 *
 * Timing: every (contender, N, measurement) is a task; a sample is a batch of calls timed
 * together (about --target-us long); the samples are interleaved round-robin across all tasks,
 * and the table shows medians. Checks (exit 1 on failure): ours equals the closed form exactly
 * (a pixel apart only at exact half-pixel ties), Yoga agrees within the tolerance of README.md.
 */
#define _GNU_SOURCE
#include "buttongroup.h"
#include "Yoga.h"

#include <errno.h>
#include <float.h>
#include <malloc.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

int peers_floor_call(int x); /* libpeersfloor.so (floor.c) */

enum { WIDTH_COUNT = 1000, MAX_SAMPLES = 1001, NS_COUNT = 4 };
static const uint32_t NS[NS_COUNT] = {1, 4, 64, 1024};
static const double SPACING = 8.0, SCALE = 2.0, WIDTH_STEP = 0.37;

static volatile double sink; /* keeps every read frame alive */

/* ------------------------------------------------------------------------------ helpers */

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(const double *values, int count) {
    double sorted[MAX_SAMPLES];
    memcpy(sorted, values, (size_t)count * sizeof *values);
    qsort(sorted, (size_t)count, sizeof *sorted, compare_doubles);
    return count % 2 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2;
}

static void die(const char *what) {
    fprintf(stderr, "peers_c: %s: %s\n", what, bg_last_error_message());
    exit(2);
}

static void *xcalloc(size_t count, size_t size) {
    void *p = calloc(count ? count : 1, size);
    if (!p) {
        fprintf(stderr, "peers_c: out of memory\n");
        exit(2);
    }
    return p;
}

static double base_width(uint32_t n) { return 100.0 * n + SPACING * (n - 1); }
static double cycle_width(uint32_t n, uint32_t k) { return base_width(n) + (k % WIDTH_COUNT) * WIDTH_STEP; }

/* Every slot's x and width, left to right. */
typedef struct frames {
    double *x, *w;
} frames;

static frames frames_new(uint32_t n) { return (frames){xcalloc(n, sizeof(double)), xcalloc(n, sizeof(double))}; }
static void frames_free(frames f) { free(f.x); free(f.w); }

/* ----------------------------------------------------------------------------------- ours */

static const char *const LETTERS[26] = {"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
                                        "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z"};
static bg_item *item_buffer; /* NS max items, filled on every build as a host would */

static bg_group ours_create(uint32_t n) {
    bg_group_params params;
    if (bg_group_params_init((bg_theme){0}, &params) != BG_OK) die("bg_group_params_init");
    params.max_visible = 0; /* no More button; the rest (all-round, spacing 8) is the theme's */
    bg_group group;
    if (bg_group_create((bg_theme){0}, &params, &group) != BG_OK) die("bg_group_create");
    for (uint32_t i = 0; i < n; i++) {
        bg_item_init(&item_buffer[i]);
        item_buffer[i].title = LETTERS[i % 26];
    }
    if (bg_group_update(group, item_buffer, n) != BG_OK) die("bg_group_update");
    return group;
}

/* The array ours writes its frames into: the benchmark's own, as a host's, made before any
 * measurement (ours_room) so that no measured call allocates it. */
static bg_rect *ours_rects;
static uint32_t ours_capacity;

static void ours_room(uint32_t n) {
    if (n <= ours_capacity) return;
    free(ours_rects);
    ours_rects = xcalloc(n, sizeof *ours_rects);
    ours_capacity = n;
}

/* Ours through the frames-only call (what a host reading only the frames uses), into our array. */
static void ours_layout(bg_group group, uint32_t n, double width, frames out) {
    uint32_t count = 0;
    if (bg_group_layout_frames(group, width, SCALE, BG_DIRECTION_LTR, ours_rects, ours_capacity, &count) != BG_OK)
        die("bg_group_layout_frames");
    if (count != n) {
        fprintf(stderr, "peers_c: ours laid out %u slots, expected %u\n", count, n);
        exit(1);
    }
    for (uint32_t i = 0; i < n; i++) {
        out.x[i] = ours_rects[i].x;
        out.w[i] = ours_rects[i].width;
    }
}

/* Ours through the whole layout (every slot's strings, states, content frames, accessibility). */
static void ours_layout_whole(bg_group group, uint32_t n, double width, frames out) {
    bg_layout layout = {.struct_size = sizeof layout};
    if (bg_group_layout(group, width, SCALE, BG_DIRECTION_LTR, &layout) != BG_OK) die("bg_group_layout");
    if (layout.slot_count != n) {
        fprintf(stderr, "peers_c: ours laid out %u slots, expected %u\n", layout.slot_count, n);
        exit(1);
    }
    for (uint32_t i = 0; i < n; i++) {
        out.x[i] = layout.slots[i].frame.x;
        out.w[i] = layout.slots[i].frame.width;
    }
}

static void ours_build(uint32_t n, double width, frames out) {
    bg_group group = ours_create(n);
    ours_layout(group, n, width, out);
    bg_group_free(group);
}

static void ours_build_whole(uint32_t n, double width, frames out) {
    bg_group group = ours_create(n);
    ours_layout_whole(group, n, width, out);
    bg_group_free(group);
}

/* ----------------------------------------------------------------------------------- Yoga */

static YGConfigRef yoga_config;

typedef struct yoga_tree {
    YGNodeRef root;
    YGNodeRef *children;
} yoga_tree;

static yoga_tree yoga_create(uint32_t n, YGNodeRef *children) {
    YGNodeRef root = YGNodeNewWithConfig(yoga_config);
    YGNodeStyleSetFlexDirection(root, YGFlexDirectionRow);
    for (uint32_t i = 0; i < n; i++) {
        YGNodeRef child = YGNodeNewWithConfig(yoga_config);
        YGNodeStyleSetFlexGrow(child, 1);
        YGNodeStyleSetFlexBasis(child, 0);
        if (i) YGNodeStyleSetMargin(child, YGEdgeLeft, (float)SPACING);
        YGNodeInsertChild(root, child, i);
        children[i] = child;
    }
    return (yoga_tree){root, children};
}

static void yoga_layout(yoga_tree tree, uint32_t n, double width, frames out) {
    YGNodeCalculateLayout(tree.root, (float)width, YGUndefined, YGDirectionLTR);
    for (uint32_t i = 0; i < n; i++) {
        out.x[i] = YGNodeLayoutGetLeft(tree.children[i]);
        out.w[i] = YGNodeLayoutGetWidth(tree.children[i]);
    }
}

static YGNodeRef *yoga_child_buffer;

static void yoga_build(uint32_t n, double width, frames out) {
    yoga_tree tree = yoga_create(n, yoga_child_buffer);
    yoga_layout(tree, n, width, out);
    YGNodeFreeRecursive(tree.root);
}

/* ---------------------------------------------------------------------------- closed form */

/* Halves away from zero, exactly (no floor(x + 0.5)). */
static double snap(double value) {
    double x = value * SCALE, whole = floor(fabs(x));
    if (fabs(x) - whole >= 0.5) whole += 1;
    return copysign(whole, x) / SCALE;
}

/* The pixel-snapped equal-share row: w = (W - (n-1)*8)/n, ideal left edges k*(w+8), inner
 * edges snapped, the group's own edges 0 and W exact, the last slot ending at W. */
static void closed_form(uint32_t n, double width, frames out) {
    double w = (width - (n - 1) * SPACING) / n, step = w + SPACING;
    for (uint32_t k = 0; k < n; k++) {
        double left = k * step;
        double l = fmin(snap(left), width);
        double r = k == n - 1 ? width : fmax(l, fmin(snap(left + w), width));
        out.x[k] = l;
        out.w[k] = r - l;
    }
}

/* ----------------------------------------------------------------------------------- checks */

static double ulp64(double x) { return nextafter(fabs(x), INFINITY) - fabs(x); }
static double ulp32(double x) {
    int exponent;
    frexp(fabs(x), &exponent);
    return ldexp(1.0, exponent - 24);
}
/* See workload.py: tie_epsilon_px and float32_error. */
static double tie_epsilon_px(uint32_t k, double width) { return (k + 2) * ulp64(width * SCALE); }
static double float32_error(uint32_t k, double width) { return (k + 8) * ulp32(width) / 2; }

typedef struct check_result {
    long problems, tie_flips, widths;
    double yoga_worst, yoga_worst_ratio;
} check_result;

static void problem(check_result *r, const char *format, uint32_t n, double width, uint32_t k, double got, double want) {
    if (r->problems++ < 20) {
        fprintf(stderr, "  N=%u W=%.17g slot %u: ", n, width, k);
        fprintf(stderr, format, got, want);
        fputc('\n', stderr);
    }
}

/* Ours against the closed form (exactly), Yoga against ours (tolerance), at W and every width
 * of the cycle: ours through the kept group's relayout, Yoga through a kept tree. */
static check_result check_n(uint32_t n) {
    check_result r = {0};
    frames mine = frames_new(n), reference = frames_new(n), theirs = frames_new(n);
    YGNodeRef *children = xcalloc(n, sizeof *children);
    bg_group group = ours_create(n);
    yoga_tree tree = yoga_create(n, children);
    for (int k = -1; k < WIDTH_COUNT; k++) {
        double width = k < 0 ? base_width(n) : cycle_width(n, (uint32_t)k);
        if (k < 0) {
            ours_build(n, width, mine);
            yoga_build(n, width, theirs);
        } else {
            ours_layout(group, n, width, mine);
            yoga_layout(tree, n, width, theirs);
        }
        closed_form(n, width, reference);
        r.widths++;
        if (mine.x[0] != 0 || mine.x[n - 1] + mine.w[n - 1] != width)
            problem(&r, "first x %.17g, last maxX %.17g: expected 0 and W", n, width, 0, mine.x[0], mine.x[n - 1] + mine.w[n - 1]);
        double w = (width - (n - 1) * SPACING) / n;
        for (uint32_t s = 0; s < n; s++) {
            double ideal[2] = {s * (w + SPACING), s == n - 1 ? width : s * (w + SPACING) + w};
            double got[2] = {mine.x[s], mine.x[s] + mine.w[s]};
            double want[2] = {reference.x[s], reference.x[s] + reference.w[s]};
            double peer[2] = {theirs.x[s], theirs.x[s] + theirs.w[s]};
            for (int e = 0; e < 2; e++) {
                if (got[e] != want[e]) {
                    double px = ideal[e] * SCALE;
                    if (fabs(got[e] - want[e]) == 1 / SCALE && fabs(px - floor(px) - 0.5) <= tie_epsilon_px(s, width))
                        r.tie_flips++;
                    else
                        problem(&r, "ours edge %.17g != closed form %.17g", n, width, s, got[e], want[e]);
                }
                if (!(s == n - 1 && e == 1) && got[e] * SCALE != nearbyint(got[e] * SCALE))
                    problem(&r, "ours edge %.17g is not on the pixel grid (%g)", n, width, s, got[e], SCALE);
                double tolerance = 2 * (0.5 / SCALE) + float32_error(s, width); /* both snap */
                double diff = fabs(peer[e] - got[e]);
                if (diff > r.yoga_worst) r.yoga_worst = diff;
                if (diff / tolerance > r.yoga_worst_ratio) r.yoga_worst_ratio = diff / tolerance;
                if (!(diff <= tolerance)) problem(&r, "yoga edge %.17g vs ours %.17g", n, width, s, peer[e], got[e]);
            }
        }
    }
    bg_group_free(group);
    YGNodeFreeRecursive(tree.root);
    free(children);
    frames_free(mine);
    frames_free(reference);
    frames_free(theirs);
    return r;
}

/* ----------------------------------------------------------------------------------- tasks */

enum { OURS, OURS_WHOLE, YOGA, CLOSED, CONTENDERS };
static const char *const CONTENDER_NAMES[CONTENDERS] = {"ours", "ours_whole", "yoga", "closed"};
enum { BUILD, RELAYOUT, MEASUREMENTS };
static const char *const MEASUREMENT_TITLES[MEASUREMENTS] = {"build + first layout", "relayout, frames read"};

typedef struct task {
    int contender, measurement; /* contender -1: a floor task */
    uint32_t n;
    long iterations;
    uint32_t cursor;            /* next width of the cycle */
    bg_group group;             /* relayout state */
    yoga_tree tree;
    frames out;
    void (*floor)(long iterations);
    double samples[MAX_SAMPLES];
} task;

static void floor_dso(long iterations) {
    int x = 0;
    for (long i = 0; i < iterations; i++) x = peers_floor_call(x);
    sink = x;
}

static void floor_version(long iterations) {
    int32_t x = 0;
    for (long i = 0; i < iterations; i++) x += bg_version_number();
    sink = x;
}

static void run_task(task *t, long iterations) {
    if (t->floor) {
        t->floor(iterations);
        return;
    }
    uint32_t n = t->n;
    double width = base_width(n);
    for (long i = 0; i < iterations; i++) {
        if (t->measurement == RELAYOUT) {
            width = cycle_width(n, t->cursor);
            t->cursor = (t->cursor + 1) % WIDTH_COUNT;
        }
        switch (t->contender * MEASUREMENTS + t->measurement) {
        case OURS * MEASUREMENTS + BUILD: ours_build(n, width, t->out); break;
        case OURS * MEASUREMENTS + RELAYOUT: ours_layout(t->group, n, width, t->out); break;
        case OURS_WHOLE * MEASUREMENTS + BUILD: ours_build_whole(n, width, t->out); break;
        case OURS_WHOLE * MEASUREMENTS + RELAYOUT: ours_layout_whole(t->group, n, width, t->out); break;
        case YOGA * MEASUREMENTS + BUILD: yoga_build(n, width, t->out); break;
        case YOGA * MEASUREMENTS + RELAYOUT: yoga_layout(t->tree, n, width, t->out); break;
        default: closed_form(n, width, t->out); break;
        }
        sink = t->out.x[n - 1] + t->out.w[n - 1];
    }
}

static double sample_task(task *t) {
    double start = now_ns();
    run_task(t, t->iterations);
    return (now_ns() - start) / (double)t->iterations;
}

static void calibrate(task *t, double target_ns) {
    run_task(t, 1);
    long iterations = 1;
    double elapsed;
    for (;;) {
        double start = now_ns();
        run_task(t, iterations);
        elapsed = now_ns() - start;
        if (elapsed >= target_ns / 4 || iterations >= (1L << 26)) break;
        iterations *= 4;
    }
    t->iterations = (long)fmax(1, iterations * target_ns / fmax(elapsed, 1));
}

/* ------------------------------------------------------------------------------- callgrind */

/* `--count ENGINE N WARM K`: set up, WARM warm-up relayouts, then K more. The callgrind
 * measurement runs it with K and 2K (the same WARM) and divides the difference by K. */
static int count_mode(const char *engine, uint32_t n, long warm, long k) {
    frames out = frames_new(n);
    int builds = strstr(engine, "-build") != NULL;
    int ours = strncmp(engine, "ours", 4) == 0;
    if (builds) { /* ours-build | yoga-build: WARM + K builds and first layouts */
        for (long i = 0; i < warm + k; i++) {
            double width = cycle_width(n, (uint32_t)(i % WIDTH_COUNT));
            if (ours)
                ours_build(n, width, out);
            else
                yoga_build(n, width, out);
        }
        return 0;
    }
    YGNodeRef *children = xcalloc(n, sizeof *children);
    bg_group group = {0};
    yoga_tree tree = {0};
    if (ours)
        group = ours_create(n);
    else
        tree = yoga_create(n, children);
    for (long i = 0; i < warm + k; i++) {
        double width = cycle_width(n, (uint32_t)(i % WIDTH_COUNT));
        if (ours)
            ours_layout(group, n, width, out);
        else
            yoga_layout(tree, n, width, out);
    }
    return 0;
}

static char self_path[4096];

/* Total instructions (callgrind's "Collected") of `peers_c --count engine n warm k`, or -1. */
static double callgrind_total(const char *engine, uint32_t n, long warm, long k) {
    char command[8192];
    snprintf(command, sizeof command,
             "SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "
             "'%s' --count %s %u %ld %ld 2>&1",
             self_path, engine, n, warm, k);
    FILE *pipe = popen(command, "r");
    if (!pipe) return -1;
    char line[1024];
    double total = -1;
    while (fgets(line, sizeof line, pipe)) {
        char *found = strstr(line, "Collected :");
        if (found) total = strtod(found + strlen("Collected :"), NULL);
    }
    int status = pclose(pipe);
    return status == 0 ? total : -1;
}

/* ----------------------------------------------------------------------------------- memory */

static long rss_bytes(void) {
    FILE *f = fopen("/proc/self/statm", "r");
    long pages = 0, resident = 0;
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
        fclose(f);
    }
    return resident * sysconf(_SC_PAGESIZE);
}

/* Bytes in use from malloc: the arenas' (uordblks) plus the chunks big enough to be mmapped on
 * their own (hblkhd; a 100,000-item group's arrays are). */
static double heap(void) {
    struct mallinfo2 info = mallinfo2();
    return (double)info.uordblks + (double)info.hblkhd;
}

typedef struct memory_result {
    double empty_group, group4_update, group4_layout;   /* bytes per group */
    double item_update, item_layout;                   /* bytes per item (100,000-item group) */
    double yoga_node;                                  /* bytes per Yoga node */
    double heap_before, heap_after, rss_before, rss_after;
    long relayouts;
    int grew;
} memory_result;

static memory_result measure_memory(void) {
    memory_result m = {0};
    enum { GROUPS = 1000, BIG = 100000 };
    bg_group *groups = xcalloc(GROUPS, sizeof *groups);
    frames out = frames_new(BIG);
    bg_item *saved = item_buffer;
    item_buffer = xcalloc(BIG, sizeof *item_buffer);
    ours_room(BIG);

    /* A few groups first, so that one-time allocations (handle tables, caches) are not counted. */
    for (int i = 0; i < 8; i++) {
        bg_group g = ours_create(4);
        ours_layout(g, 4, base_width(4), out);
        bg_group_free(g);
    }
    double before = heap();
    for (int i = 0; i < GROUPS; i++) groups[i] = ours_create(0);
    m.empty_group = (heap() - before) / GROUPS;
    for (int i = 0; i < GROUPS; i++) bg_group_free(groups[i]);

    before = heap();
    for (int i = 0; i < GROUPS; i++) groups[i] = ours_create(4);
    double created = heap();
    m.group4_update = (created - before) / GROUPS;
    for (int i = 0; i < GROUPS; i++) ours_layout(groups[i], 4, base_width(4), out);
    m.group4_layout = (heap() - created) / GROUPS;
    for (int i = 0; i < GROUPS; i++) bg_group_free(groups[i]);

    before = heap();
    bg_group big = ours_create(BIG);
    created = heap();
    m.item_update = (created - before) / BIG;
    ours_layout(big, BIG, BG_MAX_LENGTH, out); /* 100N + 8(N-1) would exceed the 1e7 limit */
    m.item_layout = (heap() - created) / BIG;
    bg_group_free(big);

    YGNodeRef *nodes = xcalloc(BIG, sizeof *nodes);
    before = heap();
    for (int i = 0; i < BIG; i++) nodes[i] = YGNodeNewWithConfig(yoga_config);
    m.yoga_node = (heap() - before) / BIG;
    for (int i = 0; i < BIG; i++) YGNodeFree(nodes[i]);
    free(nodes);

    /* A million relayouts of one 4-item group: the heap and the resident set must not grow. */
    bg_group g = ours_create(4);
    for (uint32_t k = 0; k < 2 * WIDTH_COUNT; k++) ours_layout(g, 4, cycle_width(4, k), out);
    m.heap_before = heap();
    m.rss_before = (double)rss_bytes();
    m.relayouts = 1000000;
    for (long k = 0; k < m.relayouts; k++) ours_layout(g, 4, cycle_width(4, (uint32_t)(k % WIDTH_COUNT)), out);
    m.heap_after = heap();
    m.rss_after = (double)rss_bytes();
    bg_group_free(g);
    m.grew = m.heap_after - m.heap_before > 64 * 1024 || m.rss_after - m.rss_before > 1024 * 1024;

    free(item_buffer);
    item_buffer = saved;
    free(groups);
    frames_free(out);
    return m;
}

/* --------------------------------------------------------------------------------------- main */

static const char *json_string(const char *s, char *buffer, size_t size) {
    size_t j = 0;
    for (; *s && j + 7 < size; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') buffer[j++] = '\\', buffer[j++] = (char)c;
        else if (c < 0x20) j += (size_t)snprintf(buffer + j, size - j, "\\u%04x", c);
        else buffer[j++] = (char)c;
    }
    buffer[j] = 0;
    return buffer;
}

static void cpu_model(char *out, size_t size) {
    snprintf(out, size, "?");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "model name", 10) == 0) {
            char *colon = strchr(line, ':');
            if (colon) {
                colon += 2;
                colon[strcspn(colon, "\n")] = 0;
                snprintf(out, size, "%s", colon);
            }
            break;
        }
    }
    fclose(f);
}

static void print_ns(char *buffer, size_t size, double ns) {
    if (ns >= 1e6) snprintf(buffer, size, "%.2f ms", ns / 1e6);
    else if (ns >= 1e4) snprintf(buffer, size, "%.1f us", ns / 1e3);
    else snprintf(buffer, size, "%.0f ns", ns);
}

int main(int argc, char **argv) {
    const char *json_path = NULL;
    int samples = 101, callgrind = 1, memory = 1;
    double target_ns = 1e6;
    yoga_config = YGConfigNew();
    YGConfigSetPointScaleFactor(yoga_config, (float)SCALE); /* the same pixel grid as ours */
    item_buffer = xcalloc(NS[NS_COUNT - 1], sizeof *item_buffer);
    ours_room(NS[NS_COUNT - 1]);
    yoga_child_buffer = xcalloc(NS[NS_COUNT - 1], sizeof *yoga_child_buffer);

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--count") == 0 && i + 4 < argc) {
            uint32_t n = (uint32_t)strtoul(argv[i + 2], NULL, 10);
            if (n < 1 || n > NS[NS_COUNT - 1]) return 2;
            return count_mode(argv[i + 1], n, strtol(argv[i + 3], NULL, 10), strtol(argv[i + 4], NULL, 10));
        } else if (strcmp(argv[i], "--json") == 0 && i + 1 < argc) {
            json_path = argv[++i];
        } else if (strcmp(argv[i], "--samples") == 0 && i + 1 < argc) {
            samples = atoi(argv[++i]);
            if (samples < 3 || samples > MAX_SAMPLES) samples = 101;
        } else if (strcmp(argv[i], "--target-us") == 0 && i + 1 < argc) {
            target_ns = atof(argv[++i]) * 1e3;
        } else if (strcmp(argv[i], "--no-callgrind") == 0) {
            callgrind = 0;
        } else if (strcmp(argv[i], "--no-memory") == 0) {
            memory = 0;
        } else {
            fprintf(stderr, "usage: %s [--json PATH] [--samples S] [--target-us US] [--no-callgrind] [--no-memory]\n",
                    argv[0]);
            return 2;
        }
    }
    ssize_t length = readlink("/proc/self/exe", self_path, sizeof self_path - 1);
    if (length <= 0) snprintf(self_path, sizeof self_path, "%s", argv[0]);
    else self_path[length] = 0;

    printf("C peer benchmark: libbuttongroup %s against Yoga 1.19 (C API, from poga's sdist, c++ -O2), "
           "same row, scale 2\n", bg_version_string());

    /* Checks first: a benchmark of wrong results measures nothing. */
    check_result checks[NS_COUNT];
    long problems = 0, flips = 0;
    for (int i = 0; i < NS_COUNT; i++) {
        checks[i] = check_n(NS[i]);
        problems += checks[i].problems;
        flips += checks[i].tie_flips;
    }
    if (problems) {
        fprintf(stderr, "CHECK FAILED: %ld problem(s) in the benchmark's own results (first ones above)\n", problems);
        return 1;
    }
    double worst_ratio = 0;
    for (int i = 0; i < NS_COUNT; i++) worst_ratio = fmax(worst_ratio, checks[i].yoga_worst_ratio);
    printf("checks passed: at W and all %d widths per N, ours == closed form exactly", WIDTH_COUNT);
    if (flips) printf(" except %ld edge(s) a pixel apart at exact half-pixel ties", flips);
    printf("; Yoga within tolerance (max |yoga - ours| / tolerance %.2f; max |yoga - ours| at N=1024: %.3f pt)\n",
           worst_ratio, checks[NS_COUNT - 1].yoga_worst);

    /* Timing: interleaved round-robin over every task. */
    enum { TASKS = NS_COUNT * CONTENDERS * MEASUREMENTS + 2 };
    task *tasks = xcalloc(TASKS, sizeof *tasks);
    int count = 0;
    for (int i = 0; i < NS_COUNT; i++)
        for (int m = 0; m < MEASUREMENTS; m++)
            for (int c = 0; c < CONTENDERS; c++) {
                task *t = &tasks[count++];
                t->contender = c, t->measurement = m, t->n = NS[i];
                t->out = frames_new(NS[i]);
                if (m == RELAYOUT && (c == OURS || c == OURS_WHOLE)) t->group = ours_create(NS[i]);
                if (m == RELAYOUT && c == YOGA) t->tree = yoga_create(NS[i], xcalloc(NS[i], sizeof(YGNodeRef)));
            }
    tasks[count++] = (task){.contender = -1, .floor = floor_dso};
    tasks[count++] = (task){.contender = -1, .floor = floor_version};
    for (int i = 0; i < count; i++) calibrate(&tasks[i], target_ns);
    for (int i = 0; i < count; i++) sample_task(&tasks[i]); /* one unrecorded round */
    double started = now_ns();
    for (int s = 0; s < samples; s++)
        for (int i = 0; i < count; i++) tasks[i].samples[s] = sample_task(&tasks[i]);
    double elapsed = (now_ns() - started) / 1e9;

    double med[NS_COUNT][MEASUREMENTS][CONTENDERS];
    for (int i = 0; i < count - 2; i++) {
        task *t = &tasks[i];
        int ni = 0;
        while (NS[ni] != t->n) ni++;
        med[ni][t->measurement][t->contender] = median(t->samples, samples);
    }
    double floor_dso_ns = median(tasks[count - 2].samples, samples);
    double floor_version_ns = median(tasks[count - 1].samples, samples);

    printf("timing: %d rounds over %d tasks in %.1f s\n\n", samples, count, elapsed);
    printf("C peer benchmark: median ns per operation of %d interleaved samples; (x) = contender / ours\n", samples);
    printf("(ours: bg_group_layout_frames; ours whole: bg_group_layout, every field of every slot)\n");
    printf("%-22s%5s %12s %20s %20s %20s %12s\n", "measurement", "N", "ours", "ours whole (x)", "yoga 1.19 (x)",
           "closed form (x)", "ours/floor");
    printf("------------------------------------------------------------------------------------------------------------------\n");
    for (int m = 0; m < MEASUREMENTS; m++)
        for (int i = 0; i < NS_COUNT; i++) {
            double o = med[i][m][OURS], wh = med[i][m][OURS_WHOLE], y = med[i][m][YOGA], c = med[i][m][CLOSED];
            char os[32], ws[32], ys[32], cs[32];
            print_ns(os, sizeof os, o), print_ns(ws, sizeof ws, wh), print_ns(ys, sizeof ys, y), print_ns(cs, sizeof cs, c);
            printf("%-22s%5u %12s %12s (%5.2f) %12s (%5.2f) %12s (%5.2f) %12.0f\n", MEASUREMENT_TITLES[m], NS[i], os, ws,
                   wh / o, ys, y / o, cs, c / o, o / floor_dso_ns);
        }
    printf("floor: one call into a tiny .so %.2f ns; bg_version_number() %.2f ns\n", floor_dso_ns, floor_version_ns);
    double per_item_relayout = med[NS_COUNT - 1][RELAYOUT][OURS] / NS[NS_COUNT - 1];
    double per_item_build = med[NS_COUNT - 1][BUILD][OURS] / NS[NS_COUNT - 1];
    printf("ours at N=1024: %.1f ns per item per relayout, %.1f ns per item to build and lay out "
           "(yoga: %.1f and %.1f)\n", per_item_relayout, per_item_build,
           med[NS_COUNT - 1][RELAYOUT][YOGA] / NS[NS_COUNT - 1], med[NS_COUNT - 1][BUILD][YOGA] / NS[NS_COUNT - 1]);

    /* Instructions per relayout: callgrind counts do not vary with noise. */
    static const uint32_t COUNT_NS[2] = {4, 1024};
    static const long COUNT_K[2] = {2000, 20};
    double instructions[2][2] = {{-1, -1}, {-1, -1}}; /* [engine][n] */
    if (callgrind) {
        const char *engines[2] = {"ours", "yoga"};
        for (int e = 0; e < 2; e++)
            for (int i = 0; i < 2; i++) {
                double once = callgrind_total(engines[e], COUNT_NS[i], COUNT_K[i], COUNT_K[i]);
                double twice = callgrind_total(engines[e], COUNT_NS[i], COUNT_K[i], 2 * COUNT_K[i]);
                if (once > 0 && twice > 0) instructions[e][i] = (twice - once) / (double)COUNT_K[i];
            }
        printf("\ninstructions per relayout (valgrind --tool=callgrind: after K warm-up relayouts, a run of K and "
               "one of 2K; difference / K; K = %ld at N=4, %ld at N=1024):\n", COUNT_K[0], COUNT_K[1]);
        for (int i = 0; i < 2; i++) {
            if (instructions[0][i] < 0 || instructions[1][i] < 0) {
                printf("  N=%-5u callgrind failed (is valgrind installed?)\n", COUNT_NS[i]);
                continue;
            }
            printf("  N=%-5u ours %10.0f (%6.1f per item)   yoga %10.0f (%6.1f per item)   yoga/ours %.2f\n",
                   COUNT_NS[i], instructions[0][i], instructions[0][i] / COUNT_NS[i], instructions[1][i],
                   instructions[1][i] / COUNT_NS[i], instructions[1][i] / instructions[0][i]);
        }
    }

    /* Instructions per build + first layout (create, fill, lay out, read, free), the same way. */
    static const uint32_t BUILD_NS[2] = {1, 4};
    static const long BUILD_K = 200;
    double build_instructions[2][2] = {{-1, -1}, {-1, -1}}; /* [engine][n] */
    if (callgrind) {
        const char *engines[2] = {"ours-build", "yoga-build"};
        for (int e = 0; e < 2; e++)
            for (int i = 0; i < 2; i++) {
                double once = callgrind_total(engines[e], BUILD_NS[i], BUILD_K, BUILD_K);
                double twice = callgrind_total(engines[e], BUILD_NS[i], BUILD_K, 2 * BUILD_K);
                if (once > 0 && twice > 0) build_instructions[e][i] = (twice - once) / (double)BUILD_K;
            }
        printf("instructions per build + first layout (the same way, K = %ld builds):\n", BUILD_K);
        for (int i = 0; i < 2; i++) {
            if (build_instructions[0][i] < 0 || build_instructions[1][i] < 0) {
                printf("  N=%-5u callgrind failed (is valgrind installed?)\n", BUILD_NS[i]);
                continue;
            }
            printf("  N=%-5u ours %10.0f   yoga %10.0f   yoga/ours %.2f\n", BUILD_NS[i], build_instructions[0][i],
                   build_instructions[1][i], build_instructions[1][i] / build_instructions[0][i]);
        }
    }

    memory_result mem = {0};
    if (memory) {
        mem = measure_memory();
        printf("\nmemory (glibc mallinfo2: uordblks + hblkhd, the bytes in use from malloc):\n");
        printf("  ours: %.0f B per empty group, %.0f B per group of 4 items (create + update), +%.0f B after its "
               "first layout\n", mem.empty_group, mem.group4_update, mem.group4_layout);
        printf("  ours: %.1f B per item in a 100,000-item group (create + update), +%.1f B per item after its layout\n",
               mem.item_update, mem.item_layout);
        printf("  yoga: %.0f B per node\n", mem.yoga_node);
        printf("  %ld relayouts of one 4-item group: heap %.0f -> %.0f B (%+.0f), RSS %.0f -> %.0f KiB (%+.0f)%s\n",
               mem.relayouts, mem.heap_before, mem.heap_after, mem.heap_after - mem.heap_before, mem.rss_before / 1024,
               mem.rss_after / 1024, (mem.rss_after - mem.rss_before) / 1024, mem.grew ? "  GREW" : ": flat");
    }

    if (json_path) {
        FILE *f = fopen(json_path, "w");
        if (!f) {
            fprintf(stderr, "peers_c: cannot write %s: %s\n", json_path, strerror(errno));
            return 2;
        }
        char date[64], cpu[256], escaped[512];
        time_t t = time(NULL);
        strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
        cpu_model(cpu, sizeof cpu);
        struct utsname u;
        uname(&u);
        fprintf(f, "{\n  \"date\": \"%s\",\n", date);
        fprintf(f, "  \"machine\": {\"cpu\": \"%s\", \"cores\": %ld, \"kernel\": \"%s %s\"},\n",
                json_string(cpu, escaped, sizeof escaped), sysconf(_SC_NPROCESSORS_ONLN), u.sysname, u.release);
        fprintf(f, "  \"library\": \"%s\",\n  \"samples\": %d,\n  \"unit\": \"ns per operation (median)\",\n",
                bg_version_string(), samples);
        fprintf(f, "  \"medians_ns\": {");
        for (int c = 0; c < CONTENDERS; c++) {
            fprintf(f, "%s\n    \"%s\": {", c ? "," : "", CONTENDER_NAMES[c]);
            for (int i = 0; i < NS_COUNT; i++)
                fprintf(f, "%s\"%u\": {\"build\": %.1f, \"relayout\": %.1f}", i ? ", " : "", NS[i], med[i][BUILD][c],
                        med[i][RELAYOUT][c]);
            fprintf(f, "}");
        }
        fprintf(f, "\n  },\n  \"ratio_to_ours\": {");
        for (int c = 1; c < CONTENDERS; c++) {
            fprintf(f, "%s\n    \"%s\": {", c > 1 ? "," : "", CONTENDER_NAMES[c]);
            for (int i = 0; i < NS_COUNT; i++)
                fprintf(f, "%s\"%u\": {\"build\": %.4f, \"relayout\": %.4f}", i ? ", " : "", NS[i],
                        med[i][BUILD][c] / med[i][BUILD][OURS], med[i][RELAYOUT][c] / med[i][RELAYOUT][OURS]);
            fprintf(f, "}");
        }
        fprintf(f, "\n  },\n  \"floor_ns\": {\"dso_call\": %.3f, \"bg_version_number\": %.3f},\n", floor_dso_ns,
                floor_version_ns);
        fprintf(f, "  \"ours_over_floor\": {");
        for (int i = 0; i < NS_COUNT; i++)
            fprintf(f, "%s\"%u\": {\"build\": %.1f, \"relayout\": %.1f}", i ? ", " : "", NS[i],
                    med[i][BUILD][OURS] / floor_dso_ns, med[i][RELAYOUT][OURS] / floor_dso_ns);
        fprintf(f, "},\n  \"ours_ns_per_item_n1024\": {\"build\": %.2f, \"relayout\": %.2f},\n", per_item_build,
                per_item_relayout);
        fprintf(f, "  \"instructions_per_relayout\": {");
        for (int i = 0; i < 2; i++)
            fprintf(f, "%s\"%u\": {\"ours\": %.0f, \"yoga\": %.0f}", i ? ", " : "", COUNT_NS[i], instructions[0][i],
                    instructions[1][i]);
        fprintf(f, "},\n");
        fprintf(f, "  \"instructions_per_build\": {");
        for (int i = 0; i < 2; i++)
            fprintf(f, "%s\"%u\": {\"ours\": %.0f, \"yoga\": %.0f}", i ? ", " : "", BUILD_NS[i],
                    build_instructions[0][i], build_instructions[1][i]);
        fprintf(f, "},\n");
        if (memory)
            fprintf(f,
                    "  \"memory_bytes\": {\"ours_empty_group\": %.0f, \"ours_group_of_4_update\": %.0f, "
                    "\"ours_group_of_4_layout\": %.0f, \"ours_per_item_update\": %.1f, \"ours_per_item_layout\": %.1f, "
                    "\"yoga_per_node\": %.0f, \"relayouts\": %ld, \"heap_before\": %.0f, \"heap_after\": %.0f, "
                    "\"rss_before\": %.0f, \"rss_after\": %.0f},\n",
                    mem.empty_group, mem.group4_update, mem.group4_layout, mem.item_update, mem.item_layout,
                    mem.yoga_node, mem.relayouts, mem.heap_before, mem.heap_after, mem.rss_before, mem.rss_after);
        fprintf(f, "  \"checks\": {");
        for (int i = 0; i < NS_COUNT; i++)
            fprintf(f, "%s\"%u\": {\"widths_checked\": %ld, \"ours_tie_flips\": %ld, \"yoga_max_abs_diff\": %.6g, "
                       "\"yoga_max_diff_over_tolerance\": %.4f}",
                    i ? ", " : "", NS[i], checks[i].widths, checks[i].tie_flips, checks[i].yoga_worst,
                    checks[i].yoga_worst_ratio);
        fprintf(f, "}\n}\n");
        fclose(f);
        printf("\nwrote %s\n", json_path);
    }
    if (memory && mem.grew) {
        fprintf(stderr, "CHECK FAILED: the heap or the resident set grew over %ld relayouts\n", mem.relayouts);
        return 1;
    }
    return 0;
}
