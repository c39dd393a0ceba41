/* The checks of the C peer benchmark (README.md, "Checks, and the tolerance"): ours equals the
 * closed form exactly (a pixel apart only at exact half-pixel ties), ours whole equals ours, and
 * every Yoga agrees with ours within float32 error and its own rounding; the toolbar's and the
 * button's frames agree within half a point (plus Yoga's rounding). Exit 1 on failure. */
#include "peers_c.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double ulp64(double x) { return nextafter(fabs(x), INFINITY) - fabs(x); }
static double ulp32(double x) {
    int exponent;
    frexp(fabs(x), &exponent);
    return ldexp(1.0, exponent - 24);
}
/* See workload.py: tie_epsilon_px and float32_error. */
static double tie_epsilon_px(uint32_t k, double width) { return (k + 2) * ulp64(width * SCALE); }
static double float32_error(uint32_t k, double width) { return (k + 8) * ulp32(width) / 2; }
/* Half a pixel of ours, plus half a pixel of a Yoga that rounds too. */
static double rounding(const contender *c) { return 0.5 / SCALE + (c->scale > 0 ? 0.5 / c->scale : 0); }

static void problem(check_result *r, const char *what, uint32_t n, double width, uint32_t k, double got, double want) {
    if (r->problems++ < 20) fprintf(stderr, "  N=%u W=%.17g #%u: %s %.17g, expected %.17g\n", n, width, k, what, got, want);
}

static void compare(check_result *r, int c, double got, double ours, double tolerance) {
    double diff = fabs(got - ours);
    if (diff > r->worst[c]) r->worst[c] = diff;
    if (diff / tolerance > r->worst_ratio[c]) r->worst_ratio[c] = diff / tolerance;
}

/* Ours' edge e (0 left, 1 right) of slot s against the closed form's. */
static void check_ours_edge(check_result *r, uint32_t n, double width, uint32_t s, int e, double got, double want) {
    double w = (width - (n - 1) * SPACING) / n, ideal = s * (w + SPACING) + (e ? w : 0);
    if (got != want) {
        double px = ideal * SCALE;
        if (fabs(got - want) == 1 / SCALE && fabs(px - floor(px) - 0.5) <= tie_epsilon_px(s, width)) r->tie_flips++;
        else problem(r, "ours edge (closed form)", n, width, s, got, want);
    }
    if (!(s == n - 1 && e == 1) && got * SCALE != nearbyint(got * SCALE))
        problem(r, "ours edge off the pixel grid", n, width, s, got, nearbyint(got * SCALE) / SCALE);
}

/* Every contender at one width against ours (mine), ours against the closed form. */
static void check_width(check_result *r, uint32_t n, double width, frames *all, frames reference) {
    frames mine = all[C_OURS];
    r->widths++;
    if (mine.x[0] != 0 || mine.x[n - 1] + mine.w[n - 1] != width)
        problem(r, "ours first x / last maxX", n, width, 0, mine.x[n - 1] + mine.w[n - 1], width);
    for (uint32_t s = 0; s < n; s++) {
        double got[2] = {mine.x[s], mine.x[s] + mine.w[s]};
        double want[2] = {reference.x[s], reference.x[s] + reference.w[s]};
        for (int e = 0; e < 2; e++) check_ours_edge(r, n, width, s, e, got[e], want[e]);
        if (all[C_OURS_WHOLE].x[s] != mine.x[s] || all[C_OURS_WHOLE].w[s] != mine.w[s])
            problem(r, "ours whole x", n, width, s, all[C_OURS_WHOLE].x[s], mine.x[s]);
        for (int c = 0; c < CONTENDERS; c++) {
            if (!contenders[c].yoga) continue;
            double tolerance = rounding(&contenders[c]) + float32_error(s, width);
            double peer[2] = {all[c].x[s], all[c].x[s] + all[c].w[s]};
            for (int e = 0; e < 2; e++) {
                compare(r, c, peer[e], got[e], tolerance);
                if (!(fabs(peer[e] - got[e]) <= tolerance)) problem(r, contenders[c].name, n, width, s, peer[e], got[e]);
            }
        }
    }
}

/* At W (a fresh build of every contender) and at every width of the cycle (kept rows). */
check_result check_row(int narrow, uint32_t n) {
    check_result r = {0};
    frames all[CONTENDERS], reference = frames_new(n);
    row rows[CONTENDERS];
    for (int c = 0; c < CONTENDERS; c++) all[c] = frames_new(n), rows[c] = row_create(&contenders[c], n, -1);
    for (int k = -1; k < WIDTH_COUNT; k++) {
        double width = k < 0 ? base_width(narrow, n) : cycle_width(narrow, n, (uint32_t)k);
        for (int c = 0; c < CONTENDERS; c++) {
            if (k < 0) row_build(&contenders[c], n, width, all[c]);
            else row_layout(&contenders[c], &rows[c], n, width, all[c]);
        }
        closed_form(n, width, reference);
        check_width(&r, n, width, all, reference);
    }
    for (int c = 0; c < CONTENDERS; c++) frames_free(all[c]), row_free(&contenders[c], &rows[c]);
    frames_free(reference);
    return r;
}

/* Every rect's x, y, width and height within half a point plus Yoga's rounding: Yoga is given
 * ours' snapped sizes, and ours' content frame is the unrounded union of its parts. */
static void check_rects(check_result *r, int c, double width, const bg_rect *got, const bg_rect *ours, uint32_t count) {
    double tolerance = 0.5 + (contenders[c].scale > 0 ? 0.5 / contenders[c].scale : 0) + 1e-3;
    for (uint32_t i = 0; i < count; i++) {
        double a[4] = {got[i].x, got[i].y, got[i].width, got[i].height};
        double b[4] = {ours[i].x, ours[i].y, ours[i].width, ours[i].height};
        for (int e = 0; e < 4; e++) {
            compare(r, c, a[e], b[e], tolerance);
            if (!(fabs(a[e] - b[e]) <= tolerance)) problem(r, contenders[c].name, 0, width, i, a[e], b[e]);
        }
    }
}

/* The toolbar at 500 + k·0.37 and the button at 200 + k·0.37 (60 high), every Yoga against ours. */
check_result check_widgets(void) {
    check_result r = {0};
    bg_toolbar toolbar = ours_toolbar_create();
    bg_button button = ours_button_create();
    uint32_t rects = YOGA_TOOLBAR_RECTS(&toolbar_spec);
    bg_rect mine[64], theirs[64];
    for (int c = 0; c < CONTENDERS; c++) {
        if (!contenders[c].yoga) continue;
        void **bar = yoga_toolbar_create(&contenders[c]), **face = yoga_button_create(&contenders[c]);
        for (uint32_t k = 0; k < WIDTH_COUNT; k++, r.widths += 2) {
            double width = TOOLBAR_WIDTH + k * WIDTH_STEP;
            ours_toolbar_layout(toolbar, width, mine);
            contenders[c].yoga->toolbar_layout(bar, &toolbar_spec, width, theirs);
            check_rects(&r, c, width, theirs, mine, rects);
            width = BUTTON_WIDTH + k * WIDTH_STEP;
            ours_button_layout(button, width, mine);
            contenders[c].yoga->button_layout(face, width, BUTTON_HEIGHT, theirs);
            check_rects(&r, c, width, theirs, mine, YOGA_BUTTON_RECTS);
        }
        yoga_tree_free(&contenders[c], bar);
        yoga_tree_free(&contenders[c], face);
    }
    bg_toolbar_free(toolbar);
    bg_button_free(button);
    return r;
}
