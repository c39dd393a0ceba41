/* The instruction table (README.md, "Instructions"): the numbers the performance targets use,
 * counted by callgrind in one run. `peers_c --count-all` runs under valgrind; for every (path,
 * contender) it sets up, warms up, zeroes callgrind's counters, runs K calls and dumps, runs 2K
 * calls and dumps; the parent reads the dumps and divides the difference by K (setup, warm-up
 * and the dump itself cancel out). Instruction counts do not move with the machine's load. */
#define _GNU_SOURCE
#include "peers_c.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <valgrind/callgrind.h>

enum { RELAYOUT, BUILD, STRETCH, TOOLBAR, BUTTON, EMPTY, KINDS };
typedef struct path {
    const char *title;
    int kind;
    uint32_t n;
    int narrow;
    long k;
} path;

static const path PATHS[] = {
    {"group relayout, frames, N=1", RELAYOUT, 1, WIDE, 100},
    {"group relayout, frames, N=4", RELAYOUT, 4, WIDE, 50},
    {"group relayout, frames, N=64", RELAYOUT, 64, WIDE, 5},
    {"group relayout, frames, N=1024", RELAYOUT, 1024, WIDE, 2},
    {"group relayout, frames, N=1, narrow", RELAYOUT, 1, NARROW, 100},
    {"group relayout, frames, N=4, narrow", RELAYOUT, 4, NARROW, 50},
    {"group relayout, frames, N=64, narrow", RELAYOUT, 64, NARROW, 5},
    {"group relayout, frames, N=1024, narrow", RELAYOUT, 1024, NARROW, 2},
    {"build + first layout, N=1", BUILD, 1, WIDE, 20},
    {"build + first layout, N=4", BUILD, 4, WIDE, 20},
    {"build + first layout, N=64", BUILD, 64, WIDE, 3},
    {"build + first layout, N=1, narrow", BUILD, 1, NARROW, 20},
    {"build + first layout, N=4, narrow", BUILD, 4, NARROW, 20},
    {"build + first layout, N=64, narrow", BUILD, 64, NARROW, 3},
    {"relayout, no heights (stretch), N=4", STRETCH, 4, WIDE, 50},
    {"relayout, no heights (stretch), N=1024", STRETCH, 1024, WIDE, 2},
    {"toolbar 4x3 relayout (ours whole: the view)", TOOLBAR, 0, WIDE, 20},
    {"button layout (image, title, subtitle)", BUTTON, 0, WIDE, 50},
    {"empty call (ours: bg_version_number; closed: tiny .so)", EMPTY, 0, WIDE, 1000},
};
enum { PATH_COUNT = sizeof PATHS / sizeof PATHS[0] };

/* Whether a contender has this path (-1 in the table otherwise). */
static int has(const path *p, int c) {
    const contender *x = &contenders[c];
    switch (p->kind) {
    case STRETCH: return c == C_YOGA3 || c == C_YOGA3_R2 || c == C_YOGA1;
    case TOOLBAR: return c != C_CLOSED;
    case BUTTON: return c != C_CLOSED && c != C_OURS_WHOLE;
    case EMPTY: return c == C_OURS || c == C_CLOSED;
    default: return x != NULL;
    }
}

/* The state of one (path, contender) while it is counted. */
typedef struct counted {
    const path *p;
    const contender *c;
    row row;
    void **nodes;
    bg_toolbar toolbar;
    bg_button button;
    frames out;
    bg_rect rects[64];
    uint32_t cursor;
} counted;

static void run(counted *s, long iterations) {
    const path *p = s->p;
    for (long i = 0; i < iterations; i++, s->cursor++) {
        double step = (s->cursor % WIDTH_COUNT) * WIDTH_STEP;
        switch (p->kind) {
        case RELAYOUT:
        case STRETCH: row_layout(s->c, &s->row, p->n, cycle_width(p->narrow, p->n, s->cursor), s->out); break;
        case BUILD: row_build(s->c, p->n, cycle_width(p->narrow, p->n, s->cursor), s->out); break;
        case TOOLBAR:
            if (s->nodes) s->c->yoga->toolbar_layout(s->nodes, &toolbar_spec, TOOLBAR_WIDTH + step, s->rects);
            else if (s->c == &contenders[C_OURS]) ours_toolbar_layout(s->toolbar, TOOLBAR_WIDTH + step, s->rects);
            else ours_toolbar_layout_whole(s->toolbar, TOOLBAR_WIDTH + step);
            break;
        case BUTTON:
            if (s->nodes) s->c->yoga->button_layout(s->nodes, BUTTON_WIDTH + step, BUTTON_HEIGHT, s->rects);
            else ours_button_layout(s->button, BUTTON_WIDTH + step, s->rects);
            break;
        default: sink = s->c == &contenders[C_OURS] ? bg_version_number() : peers_floor_call((int)i); break;
        }
    }
}

static void set_up(counted *s) {
    const path *p = s->p;
    s->out = frames_new(p->n ? p->n : 1);
    if (p->kind == RELAYOUT || p->kind == STRETCH) s->row = row_create(s->c, p->n, p->kind == STRETCH ? 0 : -1);
    if (p->kind == TOOLBAR) {
        if (s->c->yoga) s->nodes = yoga_toolbar_create(s->c);
        else s->toolbar = ours_toolbar_create();
    }
    if (p->kind == BUTTON) {
        if (s->c->yoga) s->nodes = yoga_button_create(s->c);
        else s->button = ours_button_create();
    }
}

static void tear_down(counted *s) {
    row_free(s->c, &s->row);
    if (s->nodes) yoga_tree_free(s->c, s->nodes);
    if (s->toolbar.id) bg_toolbar_free(s->toolbar);
    if (s->button.id) bg_button_free(s->button);
    frames_free(s->out);
}

int count_all(void) {
    for (int i = 0; i < PATH_COUNT; i++)
        for (int c = 0; c < CONTENDERS; c++) {
            if (!has(&PATHS[i], c)) continue;
            counted s = {.p = &PATHS[i], .c = &contenders[c]};
            char label[32];
            set_up(&s);
            run(&s, 2);
            CALLGRIND_ZERO_STATS;
            run(&s, PATHS[i].k);
            snprintf(label, sizeof label, "%d.%d.1", i, c);
            CALLGRIND_DUMP_STATS_AT(label);
            run(&s, 2 * PATHS[i].k);
            snprintf(label, sizeof label, "%d.%d.2", i, c);
            CALLGRIND_DUMP_STATS_AT(label);
            tear_down(&s);
        }
    return 0;
}

/* ------------------------------------------------------------------------- the parent */

static double totals[PATH_COUNT][CONTENDERS][2];

/* One callgrind dump: its client request's label and its total; a line of the index when kept. */
static void read_dump(const char *file, int n, FILE *index) {
    FILE *f = fopen(file, "r");
    if (!f) return;
    char line[1024];
    int i = -1, c = -1, which = 0;
    double total = -1;
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, "desc: Trigger: Client Request: %d.%d.%d", &i, &c, &which) == 3) continue;
        if (strncmp(line, "summary:", 8) == 0) total = strtod(line + 8, NULL);
    }
    fclose(f);
    if (i < 0 || i >= PATH_COUNT || c < 0 || c >= CONTENDERS || (which != 1 && which != 2)) return;
    totals[i][c][which - 1] = total;
    if (index) fprintf(index, "cg.%d\t%s\t%s\t%ld\n", n, PATHS[i].title, contenders[c].name, which * PATHS[i].k);
}

/* lib_dir (or NULL): where a copy of our library without debug information is, which valgrind
 * 3.19 reads (it gives up on the DWARF of Swift's). keep_dir (or NULL): where to keep the dumps,
 * with index.tsv (file, path, contender, calls), for callgrind_annotate. */
static int run_callgrind(const char *self, const char *lib_dir, const char *keep_dir) {
    char dir[4096] = "/tmp/peers_cg.XXXXXX", command[8192], file[4200];
    if (keep_dir) snprintf(dir, sizeof dir, "%s", keep_dir);
    if (keep_dir ? mkdir(dir, 0777) != 0 && errno != EEXIST : !mkdtemp(dir)) return -1;
    snprintf(command, sizeof command,
             "%s%s%sSWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=%s/cg '%s' "
             "--count-all >%s/log 2>&1",
             lib_dir ? "LD_LIBRARY_PATH='" : "", lib_dir ? lib_dir : "", lib_dir ? "' " : "", dir, self, dir);
    int status = system(command);
    snprintf(file, sizeof file, "%s/index.tsv", dir);
    FILE *index = keep_dir ? fopen(file, "w") : NULL;
    for (int n = 1; n <= 2 * PATH_COUNT * CONTENDERS; n++) {
        snprintf(file, sizeof file, "%s/cg.%d", dir, n);
        read_dump(file, n, index);
        if (!keep_dir) unlink(file);
    }
    if (index) fclose(index);
    snprintf(command, sizeof command, "%s/log", dir);
    if (status != 0) {
        fprintf(stderr, "peers_c: callgrind failed (is valgrind installed?); its log: %s\n", command);
        return -1;
    }
    if (keep_dir) return 0;
    unlink(command);
    snprintf(file, sizeof file, "%s/cg", dir);
    unlink(file);
    rmdir(dir);
    return 0;
}

static double per_call(int i, int c) {
    if (!has(&PATHS[i], c) || totals[i][c][0] <= 0 || totals[i][c][1] <= 0) return -1;
    return (totals[i][c][1] - totals[i][c][0]) / (double)PATHS[i].k;
}

static void print_count(double count, uint32_t n) {
    char text[32];
    if (count < 0) snprintf(text, sizeof text, "-");
    else if (n >= 1024) snprintf(text, sizeof text, "%.0f/item", count / n);
    else snprintf(text, sizeof text, "%.0f", count);
    printf(" %11s", text);
}

/* The ratio column: Yoga 3 r0 / ours; for the stretch rows, without heights / with heights. */
static double ratio(int i) {
    if (PATHS[i].kind == STRETCH) {
        for (int j = 0; j < PATH_COUNT; j++)
            if (PATHS[j].kind == RELAYOUT && PATHS[j].n == PATHS[i].n && PATHS[j].narrow == PATHS[i].narrow)
                return per_call(i, C_YOGA3) / per_call(j, C_YOGA3);
        return -1;
    }
    if (per_call(i, C_YOGA3) < 0 || per_call(i, C_OURS) <= 0) return -1;
    return per_call(i, C_YOGA3) / per_call(i, C_OURS);
}

static void print_table(void) {
    printf("\ninstructions per call (callgrind, from C: 2 warm-up calls, then K and 2K calls, difference / K;\n"
           "yoga 3 r0: pixel rounding off, r2: scale 2; ratio: yoga 3 r0 / ours, stretch rows: no heights / heights)\n");
    printf("%-46s", "path");
    for (int c = 0; c < CONTENDERS; c++) printf(" %11s", contenders[c].title);
    printf(" %7s\n", "ratio");
    for (int i = 0; i < PATH_COUNT; i++) {
        printf("%-46s", PATHS[i].title);
        for (int c = 0; c < CONTENDERS; c++) print_count(per_call(i, c), PATHS[i].n);
        double r = ratio(i);
        if (r > 0) printf(" %6.2fx", r);
        printf("\n");
    }
    printf("whole bg_group_layout / frames only (ours whole / ours):");
    for (int i = 0; i < PATH_COUNT; i++)
        if (PATHS[i].kind == RELAYOUT && per_call(i, C_OURS) > 0)
            printf(" N=%u%s %.2f;", PATHS[i].n, PATHS[i].narrow ? " narrow" : "",
                   per_call(i, C_OURS_WHOLE) / per_call(i, C_OURS));
    printf("\n");
}

void instructions_json(FILE *json) {
    fprintf(json, "  \"instructions\": {");
    for (int i = 0; i < PATH_COUNT; i++) {
        fprintf(json, "%s\n    \"%s\": {\"n\": %u, \"k\": %ld", i ? "," : "", PATHS[i].title, PATHS[i].n, PATHS[i].k);
        for (int c = 0; c < CONTENDERS; c++)
            if (per_call(i, c) >= 0) fprintf(json, ", \"%s\": %.1f", contenders[c].name, per_call(i, c));
        fprintf(json, "}");
    }
    fprintf(json, "\n  },\n");
}

int instruction_table(const char *self, const char *lib_dir, const char *keep_dir) {
    if (run_callgrind(self, lib_dir, keep_dir) != 0) return -1;
    print_table();
    return 0;
}
