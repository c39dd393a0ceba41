/* toolbar_fuzz_fast.h — what toolbar_fuzz.c checks of the toolbar's fast paths on every layout it
 * makes: the view's result block holds every array of the view and the strings the layout made;
 * bg_toolbar_layout_frames at the same width, scale and direction answers from the same layout
 * (the frames and the arrangement of the view), into the caller's array under its buffer rules
 * (frames NULL with capacity 0: the counts only; an array with capacity 0, one rect too small:
 * BG_E_BUFFER_TOO_SMALL, the counts written, the array untouched; exact and larger: the frames,
 * the rest untouched), and bg_toolbar_layout after it is the same view; a layout refused for its
 * arguments is refused the same by both, which write nothing. They consume no input, so the
 * committed corpus keeps its meaning. Part of toolbar_fuzz.c (its world, CALL and checks),
 * included from there only. */
#ifndef BG_TOOLBAR_FUZZ_FAST_H
#define BG_TOOLBAR_FUZZ_FAST_H

#include <stddef.h>

static int in_view_block(const bg_toolbar_view *view, const void *pointer, size_t bytes) {
    const char *start = view->data, *at = pointer;
    return at >= start && at + bytes <= start + view->data_size;
}

/* Every array of `view` (of this header's size) lies in its block; so do the strings the layout
 * made (the theme's names, the messages). */
static void check_block(const bg_toolbar_view *view) {
    if (!view->data || !view->data_size) abort();
    if ((view->group_count && !in_view_block(view, view->groups, view->group_count * sizeof *view->groups)) ||
        (view->cell_count && !in_view_block(view, view->cells, view->cell_count * sizeof *view->cells)) ||
        (view->separator_count && !in_view_block(view, view->separators, view->separator_count * sizeof *view->separators)) ||
        (view->overflowed_count && !in_view_block(view, view->overflowed, view->overflowed_count * sizeof *view->overflowed)) ||
        (view->accessibility_count &&
         !in_view_block(view, view->accessibility, view->accessibility_count * sizeof *view->accessibility)) ||
        (view->diagnostic_count && !in_view_block(view, view->diagnostics, view->diagnostic_count * sizeof *view->diagnostics)))
        abort();
    if (!in_view_block(view, view->overflow_icon, strlen(view->overflow_icon) + 1) ||
        !in_view_block(view, view->menu_indicator, strlen(view->menu_indicator) + 1))
        abort();
    for (uint32_t i = 0; i < view->diagnostic_count; i++)
        if (!in_view_block(view, view->diagnostics[i].message, strlen(view->diagnostics[i].message) + 1)) abort();
}

/* The frames a bg_toolbar_frames must hold for `view`: its cells', its overflow button's, its
 * groups', its separators', its bars', in that order, into `out` (room for all); returns how many. */
static uint32_t view_frames(const bg_toolbar_view *view, bg_rect *out) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < view->cell_count; i++) out[n++] = view->cells[i].frame;
    if (view->has_overflow_button) out[n++] = view->overflow_button;
    for (uint32_t i = 0; i < view->group_count; i++) out[n++] = view->groups[i].frame;
    for (uint32_t i = 0; i < view->separator_count; i++) out[n++] = view->separators[i];
    for (uint32_t i = 0; i < view->bar_count; i++) out[n++] = view->bars[i].frame;
    return n;
}

static void check_frames(const bg_toolbar_frames *frames, uint32_t n, uint32_t cells, int overflow, uint32_t groups,
                         uint32_t separators, uint32_t bars, uint32_t arrangement, bg_size size) {
    if (frames->struct_size != sizeof *frames || frames->cell_count != cells || (frames->has_overflow_button != 0) != overflow ||
        frames->count != cells + (overflow ? 1 : 0) || frames->group_count != groups ||
        frames->separator_count != separators || frames->bar_count != bars || frames->rect_count != n ||
        frames->arrangement != arrangement ||
        arrangement == 0 || frames->size.width != size.width || frames->size.height != size.height)
        abort();
}

/* Whether `count` rects from `rects` all hold the byte 0xab. */
static int rects_untouched(const bg_rect *rects, size_t count) {
    const unsigned char *bytes = (const unsigned char *)rects;
    for (size_t i = 0; i < count * sizeof *rects; i++)
        if (bytes[i] != 0xab) return 0;
    return 1;
}

/* After a successful layout of `toolbar` into `view` (this header's size): the block, then the
 * frames-only call at the same arguments into arrays of every kind of capacity, answered from the
 * same layout, then the view again (a lookup: the same frames and arrangement). */
static void check_fast_paths(bg_toolbar toolbar, double width, double scale, int32_t direction, const bg_toolbar_view *view) {
    check_block(view);
    uint32_t total = view->cell_count + 1 + view->group_count + view->separator_count + view->bar_count, room = total + 3;
    bg_rect *expected = malloc(total * sizeof *expected), *rects = malloc(room * sizeof *rects);
    if (!expected || !rects) abort();
    uint32_t n = view_frames(view, expected), cells = view->cell_count, groups = view->group_count;
    uint32_t separators = view->separator_count, bars = view->bar_count, arrangement = view->arrangement;
    int overflow = view->has_overflow_button != 0;
    bg_size size = view->size;
    /* capacity: 0 with frames NULL, 0, one short, exact, larger */
    const uint32_t capacities[] = {0, 0, n ? n - 1 : 0, n, n + 3};
    for (int mode = 0; mode < 5; mode++) {
        bg_toolbar_frames frames;
        memset(&frames, 0xab, sizeof frames);
        frames.struct_size = sizeof frames;
        memset(rects, 0xab, room * sizeof *rects);
        uint32_t capacity = capacities[mode];
        bg_status status = CALL(toolbar, bg_toolbar_layout_frames(toolbar, width, scale, direction, mode ? rects : NULL,
                                                                  capacity, &frames));
        bg_status expected_status = mode == 0 || capacity >= n ? BG_OK : BG_E_BUFFER_TOO_SMALL;
        if (status != expected_status) abort();
        check_frames(&frames, n, cells, overflow, groups, separators, bars, arrangement, size);
        uint32_t written = status == BG_OK && mode ? n : 0;
        if (written && memcmp(rects, expected, n * sizeof *expected) != 0) abort();
        if (!rects_untouched(rects + written, room - written)) abort();
    }
    /* The view after the frames: the same layout's (its frames are those just checked). */
    bg_toolbar_view again = {.struct_size = sizeof again};
    if (CALL(toolbar, bg_toolbar_layout(toolbar, width, scale, direction, &again)) != BG_OK) abort();
    if (again.arrangement != arrangement || view_frames(&again, rects) != n ||
        (n && memcmp(expected, rects, n * sizeof *expected) != 0))
        abort();
    check_block(&again);
    free(rects);
    free(expected);
}

/* A layout refused for its width, scale or direction: the frames-only call refuses it the same,
 * whatever its array, and writes nothing (arguments are checked before the handle). */
static void check_refused_alike(bg_toolbar toolbar, double width, double scale, int32_t direction) {
    int valid = isfinite(width) && width >= 0 && width <= BG_MAX_LENGTH && isfinite(scale) && scale >= BG_MIN_SCALE &&
                scale <= BG_MAX_SCALE && (direction == BG_DIRECTION_LTR || direction == BG_DIRECTION_RTL);
    if (valid) return;
    bg_toolbar_frames frames, before;
    bg_rect rects[4];
    memset(&frames, 0xab, sizeof frames);
    memset(rects, 0xab, sizeof rects);
    frames.struct_size = sizeof frames;
    before = frames;
    if (CALL(toolbar, bg_toolbar_layout_frames(toolbar, width, scale, direction, rects, 4, &frames)) != BG_E_INVALID_ARGUMENT)
        abort();
    if (CALL(toolbar, bg_toolbar_layout_frames(toolbar, width, scale, direction, NULL, 0, &frames)) != BG_E_INVALID_ARGUMENT)
        abort();
    if (memcmp(&frames, &before, sizeof frames) != 0 || !rects_untouched(rects, 4)) abort();
}

/* The frames call's own refusals and dead handles, on any toolbar: nothing written. */
static void hostile_fast_paths(bg_toolbar toolbar) {
    bg_toolbar_frames frames, before;
    bg_rect rects[4];
    memset(&frames, 0xab, sizeof frames);
    memset(rects, 0xab, sizeof rects);
    frames.struct_size = sizeof frames;
    before = frames;
    if (CALL(toolbar, bg_toolbar_layout_frames(toolbar, 100, 1, 0, rects, 4, NULL)) != BG_E_INVALID_ARGUMENT) abort();
    if (CALL(toolbar, bg_toolbar_layout_frames(toolbar, 100, 1, 0, NULL, 1, &frames)) != BG_E_INVALID_ARGUMENT) abort();
    frames.struct_size = 8;
    if (CALL(toolbar, bg_toolbar_layout_frames(toolbar, 100, 1, 0, rects, 4, &frames)) != BG_E_INVALID_ARGUMENT) abort();
    frames.struct_size = sizeof frames;
    if (bg_toolbar_layout_frames((bg_toolbar){w->group.id}, 100, 1, 0, rects, 4, &frames) != BG_E_INVALID_HANDLE) abort();
    if (memcmp(&frames, &before, sizeof frames) != 0 || !rects_untouched(rects, 4)) abort();
}

#endif /* BG_TOOLBAR_FUZZ_FAST_H */
