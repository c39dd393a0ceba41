/* Peer benchmark from C: libbuttongroup against Yoga 3 (Debian's libyoga-dev, -O2; no pixel
 * rounding "r0", and at scale 2 "r2") and Yoga 1.19 (poga's sdist, c++ -O2), the closed form and
 * the floor of a call into a shared library, on the same row of N buttons (wide: titles fit;
 * narrow: 47 pt per item, they truncate), a 4 x 3 toolbar and a button. Numbers, not tests:
 * `make bench-peers` builds and runs it; see bench/peers/README.md and peers_c.h.
 *
 *   peers_c [--json PATH] [--samples S] [--target-us US] [--no-timing] [--no-callgrind] [--no-memory]
 *           [--callgrind-lib DIR]  (a copy of libbuttongroup without debug information, for valgrind)
 *           [--callgrind-dir DIR]  (keep callgrind's dumps there, with index.tsv, for a profile)
 *   peers_c --count-all   (the instruction table's child, run under callgrind)
 */
#define _GNU_SOURCE
#include "peers_c.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

enum { W_BUILD, W_RELAYOUT, W_TOOLBAR, W_BUTTON, W_FLOOR };
static const char *const WORKLOAD_NAMES[] = {"build", "relayout", "toolbar", "button", "floor"};

typedef struct options {
    const char *json, *callgrind_lib, *callgrind_dir;
    int samples, timing, callgrind, memory;
    double target_ns;
} options;

/* ----------------------------------------------------------------------------- checks */

static check_result row_checks[WIDTHS][NS_COUNT], widget_checks;

static int run_checks(void) {
    long problems = 0, flips = 0;
    double worst[CONTENDERS] = {0};
    for (int narrow = 0; narrow < WIDTHS; narrow++)
        for (int i = 0; i < NS_COUNT; i++) {
            check_result *r = &row_checks[narrow][i];
            *r = check_row(narrow, NS[i]);
            problems += r->problems, flips += r->tie_flips;
            for (int c = 0; c < CONTENDERS; c++) worst[c] = fmax(worst[c], r->worst_ratio[c]);
            uint32_t truncated = ours_truncated(NS[i], base_width(narrow, NS[i]));
            if (truncated != (narrow ? NS[i] : 0)) {
                fprintf(stderr, "  N=%u %s: ours truncates %u titles\n", NS[i], WIDTH_NAMES[narrow], truncated);
                problems++;
            }
        }
    widget_checks = check_widgets();
    problems += widget_checks.problems;
    if (problems) {
        fprintf(stderr, "CHECK FAILED: %ld problem(s) in the benchmark's own results (first ones above)\n", problems);
        return 1;
    }
    printf("checks passed: no title truncated when wide, all when narrow; at W and all %d widths per N, ours == "
           "closed form exactly", WIDTH_COUNT);
    if (flips) printf(" except %ld edge(s) a pixel apart at exact half-pixel ties", flips);
    printf(", ours whole == ours;\n  every Yoga within tolerance (max |yoga - ours| / tolerance:");
    for (int c = 0; c < CONTENDERS; c++)
        if (contenders[c].yoga) printf(" %s %.2f", contenders[c].title, worst[c]);
    printf(");\n  toolbar and button frames of every Yoga within tolerance at %d widths each (max |yoga - ours|:",
           WIDTH_COUNT);
    for (int c = 0; c < CONTENDERS; c++)
        if (contenders[c].yoga) printf(" %s %.3f pt", contenders[c].title, widget_checks.worst[c]);
    printf(")\n");
    return 0;
}

/* ------------------------------------------------------------------------------ tasks */

static void run_task(task *t, long iterations) {
    const contender *c = &contenders[t->contender];
    for (long i = 0; i < iterations; i++, t->cursor++) {
        double step = (t->cursor % WIDTH_COUNT) * WIDTH_STEP;
        switch (t->workload) {
        case W_BUILD: row_build(c, t->n, base_width(t->narrow, t->n), t->out); break;
        case W_RELAYOUT: row_layout(c, &t->row, t->n, cycle_width(t->narrow, t->n, t->cursor), t->out); break;
        case W_TOOLBAR:
            if (c->yoga) c->yoga->toolbar_layout(t->nodes, &toolbar_spec, TOOLBAR_WIDTH + step, t->rects);
            else if (t->contender == C_OURS) ours_toolbar_layout(t->toolbar, TOOLBAR_WIDTH + step, t->rects);
            else ours_toolbar_layout_whole(t->toolbar, TOOLBAR_WIDTH + step);
            break;
        case W_BUTTON:
            if (c->yoga) c->yoga->button_layout(t->nodes, BUTTON_WIDTH + step, BUTTON_HEIGHT, t->rects);
            else ours_button_layout(t->button, BUTTON_WIDTH + step, t->rects);
            break;
        default: sink = t->contender == C_OURS ? bg_version_number() : peers_floor_call((int)i); continue;
        }
        sink = t->out.x ? t->out.x[t->n - 1] : t->rects[0].x;
    }
}

static task *add_task(task *tasks, int *count, int workload, int c, int narrow, uint32_t n) {
    task *t = &tasks[(*count)++];
    *t = (task){.run = run_task, .workload = workload, .contender = c, .narrow = narrow, .n = n};
    if (workload <= W_RELAYOUT) t->out = frames_new(n);
    else t->rects = xcalloc(64, sizeof *t->rects);
    if (workload == W_RELAYOUT) t->row = row_create(&contenders[c], n, -1);
    if (workload == W_TOOLBAR && contenders[c].yoga) t->nodes = yoga_toolbar_create(&contenders[c]);
    else if (workload == W_TOOLBAR) t->toolbar = ours_toolbar_create();
    if (workload == W_BUTTON && contenders[c].yoga) t->nodes = yoga_button_create(&contenders[c]);
    else if (workload == W_BUTTON) t->button = ours_button_create();
    return t;
}

static int make_tasks(task *tasks) {
    int count = 0;
    for (int narrow = 0; narrow < WIDTHS; narrow++)
        for (int i = 0; i < NS_COUNT; i++)
            for (int w = W_BUILD; w <= W_RELAYOUT; w++)
                for (int c = 0; c < CONTENDERS; c++) add_task(tasks, &count, w, c, narrow, NS[i]);
    for (int c = 0; c < CONTENDERS; c++) {
        if (c != C_CLOSED) add_task(tasks, &count, W_TOOLBAR, c, WIDE, 0);
        if (c != C_CLOSED && c != C_OURS_WHOLE) add_task(tasks, &count, W_BUTTON, c, WIDE, 0);
    }
    add_task(tasks, &count, W_FLOOR, C_CLOSED, WIDE, 0); /* a call into a tiny .so */
    add_task(tasks, &count, W_FLOOR, C_OURS, WIDE, 0);   /* bg_version_number() */
    return count;
}

/* ----------------------------------------------------------------------------- tables */

static task *tasks;
static int task_count, samples_taken;

static double med(int workload, int c, int narrow, uint32_t n) {
    for (int i = 0; i < task_count; i++) {
        task *t = &tasks[i];
        if (t->workload == workload && t->contender == c && t->narrow == narrow && t->n == n)
            return median(t->samples, samples_taken);
    }
    return NAN;
}

static void print_line(const char *label, uint32_t n, int workload, int narrow, double floor_ns) {
    double ours = med(workload, C_OURS, narrow, n);
    char text[32];
    print_ns(text, sizeof text, ours);
    printf("%-30s%5u %10s", label, n, text);
    for (int c = 1; c < CONTENDERS; c++) {
        double x = med(workload, c, narrow, n);
        if (isnan(x)) printf(" %11s", "-");
        else printf(" %11.2f", x / ours);
    }
    printf(" %10.0f\n", ours / floor_ns);
}

static void print_timing(double elapsed) {
    double floor_ns = med(W_FLOOR, C_CLOSED, WIDE, 0);
    printf("timing: %d rounds over %d tasks in %.1f s\n\n", samples_taken, task_count, elapsed);
    printf("median time per operation of %d interleaved samples; ours absolute, the others as contender / ours\n"
           "(ours: bg_group_layout_frames; ours whole: bg_group_layout; toolbar: ours frames-only, ours whole the "
           "view)\n", samples_taken);
    printf("%-30s%5s %10s", "measurement", "N", "ours");
    for (int c = 1; c < CONTENDERS; c++) printf(" %11s", contenders[c].title);
    printf(" %10s\n", "ours/floor");
    for (int narrow = 0; narrow < WIDTHS; narrow++)
        for (int w = W_BUILD; w <= W_RELAYOUT; w++)
            for (int i = 0; i < NS_COUNT; i++) {
                char label[64];
                snprintf(label, sizeof label, "%s, %s", w == W_BUILD ? "build + first layout" : "relayout, frames",
                         WIDTH_NAMES[narrow]);
                print_line(label, NS[i], w, narrow, floor_ns);
            }
    print_line("toolbar 4x3 relayout", 0, W_TOOLBAR, WIDE, floor_ns);
    print_line("button layout", 0, W_BUTTON, WIDE, floor_ns);
    printf("floor: one call into a tiny .so %.2f ns; bg_version_number() %.2f ns\n", floor_ns,
           med(W_FLOOR, C_OURS, WIDE, 0));
}

static void print_memory(const memory_result *m) {
    printf("\nmemory (glibc mallinfo2: uordblks + hblkhd, the bytes in use from malloc):\n");
    printf("  ours: %.0f B per empty group, %.0f B per group of 4 items (create + update), +%.0f B after its first "
           "layout\n", m->empty_group, m->group4_update, m->group4_layout);
    printf("  per item of a 100,000-item row, its layout kept: ours %.1f B (%.1f create + update, %.1f frames "
           "layout; +%.1f with the whole bg_group_layout result kept too)",
           m->item_update + m->item_layout, m->item_update, m->item_layout, m->item_whole);
    for (int c = 0; c < CONTENDERS; c++)
        if (contenders[c].yoga) printf(", %s %.1f B", contenders[c].title, m->yoga_node[c]);
    printf("\n  %ld relayouts of one 4-item group: heap %.0f -> %.0f B (%+.0f), RSS %.0f -> %.0f KiB (%+.0f)%s\n",
           m->relayouts, m->heap_before, m->heap_after, m->heap_after - m->heap_before, m->rss_before / 1024,
           m->rss_after / 1024, (m->rss_after - m->rss_before) / 1024, m->grew ? "  GREW" : ": flat");
}

/* ------------------------------------------------------------------------------- JSON */

/* {contender: {N: {build, relayout, whole}}}: medians (ns), or ratios to ours when `ratio`. */
static void json_medians(FILE *f, const char *key, int narrow, int ratio) {
    fprintf(f, "  \"%s\": {", key);
    for (int c = 0; c < CONTENDERS; c++) {
        fprintf(f, "%s\n    \"%s\": {", c ? "," : "", contenders[c].name);
        for (int i = 0; i < NS_COUNT; i++) {
            double b = med(W_BUILD, c, narrow, NS[i]), r = med(W_RELAYOUT, c, narrow, NS[i]);
            double whole = c == C_OURS ? med(W_RELAYOUT, C_OURS_WHOLE, narrow, NS[i]) : r;
            if (ratio) {
                b /= med(W_BUILD, C_OURS, narrow, NS[i]);
                r /= med(W_RELAYOUT, C_OURS, narrow, NS[i]);
                whole /= med(W_RELAYOUT, C_OURS_WHOLE, narrow, NS[i]);
            }
            fprintf(f, "%s\"%u\": {\"build\": %.4g, \"relayout\": %.4g, \"whole\": %.4g}", i ? ", " : "", NS[i], b, r,
                    whole);
        }
        fprintf(f, "}");
    }
    fprintf(f, "\n  },\n");
}

static void json_widgets(FILE *f) {
    for (int w = W_TOOLBAR; w <= W_BUTTON; w++) {
        fprintf(f, "  \"%s_ns\": {", WORKLOAD_NAMES[w]);
        for (int c = 0, first = 1; c < CONTENDERS; c++)
            if (!isnan(med(w, c, WIDE, 0))) fprintf(f, "%s\"%s\": %.1f", first ? "" : ", ", contenders[c].name,
                                                    med(w, c, WIDE, 0)), first = 0;
        fprintf(f, "},\n");
    }
    double floor_ns = med(W_FLOOR, C_CLOSED, WIDE, 0);
    fprintf(f, "  \"floor_ns\": {\"dso_call\": %.3f, \"bg_version_number\": %.3f},\n", floor_ns,
            med(W_FLOOR, C_OURS, WIDE, 0));
    fprintf(f, "  \"ours_over_floor\": {");
    for (int i = 0; i < NS_COUNT; i++)
        fprintf(f, "%s\"%u\": {\"build\": %.1f, \"relayout\": %.1f, \"whole\": %.1f}", i ? ", " : "", NS[i],
                med(W_BUILD, C_OURS, WIDE, NS[i]) / floor_ns, med(W_RELAYOUT, C_OURS, WIDE, NS[i]) / floor_ns,
                med(W_RELAYOUT, C_OURS_WHOLE, WIDE, NS[i]) / floor_ns);
    fprintf(f, "},\n  \"ours_ns_per_item_n1024\": {\"build\": %.2f, \"relayout\": %.2f},\n",
            med(W_BUILD, C_OURS, WIDE, 1024) / 1024, med(W_RELAYOUT, C_OURS, WIDE, 1024) / 1024);
}

static void json_rest(FILE *f, const memory_result *m) {
    if (m) {
        fprintf(f, "  \"memory_bytes\": {\"ours_empty_group\": %.0f, \"ours_group_of_4_update\": %.0f, "
                   "\"ours_group_of_4_layout\": %.0f, \"ours_per_item_update\": %.1f, \"ours_per_item_layout\": %.1f, "
                   "\"ours_per_item_whole\": %.1f",
                m->empty_group, m->group4_update, m->group4_layout, m->item_update, m->item_layout, m->item_whole);
        for (int c = 0; c < CONTENDERS; c++)
            if (contenders[c].yoga) fprintf(f, ", \"%s_per_node\": %.1f", contenders[c].name, m->yoga_node[c]);
        fprintf(f, ", \"relayouts\": %ld, \"heap_before\": %.0f, \"heap_after\": %.0f, \"rss_before\": %.0f, "
                   "\"rss_after\": %.0f},\n", m->relayouts, m->heap_before, m->heap_after, m->rss_before, m->rss_after);
    }
    fprintf(f, "  \"checks\": {");
    for (int i = 0; i < NS_COUNT; i++) {
        const check_result *w = &row_checks[WIDE][i], *n = &row_checks[NARROW][i];
        fprintf(f, "%s\"%u\": {\"widths_checked\": %ld, \"ours_tie_flips\": %ld, \"yoga3_max_abs_diff\": %.6g, "
                   "\"yoga1_max_abs_diff\": %.6g}", i ? ", " : "", NS[i], w->widths + n->widths,
                w->tie_flips + n->tie_flips, fmax(w->worst[C_YOGA3], n->worst[C_YOGA3]),
                fmax(w->worst[C_YOGA1], n->worst[C_YOGA1]));
    }
    fprintf(f, "},\n  \"widget_checks\": {\"yoga3_max_abs_diff\": %.6g, \"yoga1_max_abs_diff\": %.6g}\n}\n",
            widget_checks.worst[C_YOGA3], widget_checks.worst[C_YOGA1]);
}

static int write_json(const char *path, const options *o, const memory_result *m) {
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "peers_c: cannot write %s: %s\n", path, strerror(errno));
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
            bg_version_string(), o->samples);
    if (o->timing) {
        json_medians(f, "medians_ns", WIDE, 0);
        json_medians(f, "ratio_to_ours", WIDE, 1);
        json_medians(f, "medians_ns_narrow", NARROW, 0);
        json_medians(f, "ratio_to_ours_narrow", NARROW, 1);
        json_widgets(f);
    }
    if (o->callgrind) instructions_json(f);
    json_rest(f, m);
    fclose(f);
    printf("\nwrote %s\n", path);
    return 0;
}

/* ------------------------------------------------------------------------------- main */

static int parse(int argc, char **argv, options *o) {
    *o = (options){.samples = 51, .timing = 1, .callgrind = 1, .memory = 1, .target_ns = 1e6};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0 && i + 1 < argc) o->json = argv[++i];
        else if (strcmp(argv[i], "--samples") == 0 && i + 1 < argc) o->samples = atoi(argv[++i]);
        else if (strcmp(argv[i], "--target-us") == 0 && i + 1 < argc) o->target_ns = atof(argv[++i]) * 1e3;
        else if (strcmp(argv[i], "--no-timing") == 0) o->timing = 0;
        else if (strcmp(argv[i], "--no-callgrind") == 0) o->callgrind = 0;
        else if (strcmp(argv[i], "--no-memory") == 0) o->memory = 0;
        else if (strcmp(argv[i], "--callgrind-lib") == 0 && i + 1 < argc) o->callgrind_lib = argv[++i];
        else if (strcmp(argv[i], "--callgrind-dir") == 0 && i + 1 < argc) o->callgrind_dir = argv[++i];
        else {
            fprintf(stderr, "usage: %s [--json PATH] [--samples S] [--target-us US] [--no-timing] [--no-callgrind] "
                            "[--no-memory] [--callgrind-lib DIR] [--callgrind-dir DIR]\n", argv[0]);
            return 2;
        }
    }
    if (o->samples < 3 || o->samples > MAX_SAMPLES) o->samples = 51;
    return 0;
}

static void run_timing(const options *o) {
    tasks = xcalloc(2 * WIDTHS * NS_COUNT * CONTENDERS + 2 * CONTENDERS + 2, sizeof *tasks);
    task_count = make_tasks(tasks);
    samples_taken = o->samples;
    print_timing(run_tasks(tasks, task_count, o->samples, o->target_ns));
}

int main(int argc, char **argv) {
    contenders_init(NS[NS_COUNT - 1]);
    widgets_init();
    if (argc == 2 && strcmp(argv[1], "--count-all") == 0) return count_all();
    options o;
    if (parse(argc, argv, &o)) return 2;
    char self[4096];
    ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    snprintf(self + (length > 0 ? length : 0), sizeof self - (size_t)(length > 0 ? length : 0), "%s",
             length > 0 ? "" : argv[0]);

    printf("C peer benchmark: libbuttongroup %s against %s (Debian's libyoga-dev, -O2) and %s (poga's sdist, "
           "c++ -O2); scale 2\n", bg_version_string(), peers_yoga3.name, peers_yoga1.name);
    if (run_checks()) return 1; /* a benchmark of wrong results measures nothing */
    if (o.timing) run_timing(&o);
    if (o.callgrind && instruction_table(self, o.callgrind_lib, o.callgrind_dir) != 0) o.callgrind = 0;
    memory_result m = {0};
    if (o.memory) m = measure_memory(), print_memory(&m);
    if (o.json && write_json(o.json, &o, o.memory ? &m : NULL)) return 2;
    if (o.memory && m.grew) {
        fprintf(stderr, "CHECK FAILED: the heap or the resident set grew over %ld relayouts\n", m.relayouts);
        return 1;
    }
    return 0;
}
