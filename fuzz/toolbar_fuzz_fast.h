/* toolbar_fuzz_fast.h — what toolbar_fuzz.c checks of the toolbar's fast paths on every layout it
 * makes: the view's result block holds every array of the view and the strings the layout made;
 * bg_toolbar_layout_frames and bg_toolbar_layout_call (both outputs) at the same width, scale and
 * direction answer from the same layout (the frames and the arrangement of the view, the same
 * view); a layout refused for its arguments is refused the same by both, which write nothing.
 * They consume no input, so the committed corpus keeps its meaning. Part of toolbar_fuzz.c (its
 * world, CALL and checks), included from there only. */
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
 * groups', its separators', in that order, into `out` (room for all); returns how many. */
static uint32_t view_frames(const bg_toolbar_view *view, bg_rect *out) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < view->cell_count; i++) out[n++] = view->cells[i].frame;
    if (view->has_overflow_button) out[n++] = view->overflow_button;
    for (uint32_t i = 0; i < view->group_count; i++) out[n++] = view->groups[i].frame;
    for (uint32_t i = 0; i < view->separator_count; i++) out[n++] = view->separators[i];
    return n;
}

static void check_frames(const bg_toolbar_frames *frames, const bg_rect *expected, uint32_t n, uint32_t cells,
                         int overflow, uint32_t groups, uint32_t separators, uint32_t arrangement) {
    if (frames->cell_count != cells || (frames->has_overflow_button != 0) != overflow ||
        frames->count != cells + (overflow ? 1 : 0) || frames->group_count != groups ||
        frames->separator_count != separators || frames->arrangement != arrangement || arrangement == 0)
        abort();
    if (frames->group_frames != frames->frames + frames->count || frames->separators != frames->group_frames + groups) abort();
    if (n && memcmp(frames->frames, expected, n * sizeof *expected) != 0) abort();
}

/* After a successful layout of `toolbar` into `view` (this header's size): the block, then the
 * frames-only call and the call struct at the same arguments, answered from the same layout. */
static void check_fast_paths(bg_toolbar toolbar, double width, double scale, int32_t direction, const bg_toolbar_view *view) {
    check_block(view);
    uint32_t total = view->cell_count + 1 + view->group_count + view->separator_count;
    bg_rect *expected = malloc(total * sizeof *expected);
    if (!expected) abort();
    uint32_t n = view_frames(view, expected), cells = view->cell_count, groups = view->group_count;
    uint32_t separators = view->separator_count, arrangement = view->arrangement;
    int overflow = view->has_overflow_button != 0;
    bg_toolbar_frames frames = {.struct_size = sizeof frames};
    if (CALL(toolbar, bg_toolbar_layout_frames(toolbar, width, scale, direction, &frames)) != BG_OK) abort();
    check_frames(&frames, expected, n, cells, overflow, groups, separators, arrangement);
    bg_toolbar_view again = {.struct_size = sizeof again};
    bg_toolbar_call call;
    if (bg_toolbar_layout_call_init(&call) != BG_OK) abort();
    call.toolbar = toolbar;
    call.width = width;
    call.scale = scale;
    call.direction = direction;
    call.out = &again;
    call.frames = &frames;
    if (CALL(toolbar, bg_toolbar_layout_call(&call)) != BG_OK) abort();
    check_frames(&frames, expected, n, cells, overflow, groups, separators, arrangement);
    /* The view of the call: the same layout's (its frames are those just checked). */
    if (again.arrangement != arrangement || view_frames(&again, expected) != n ||
        (n && memcmp(expected, frames.frames, n * sizeof *expected) != 0))
        abort();
    check_block(&again);
    free(expected);
}

/* A layout refused for its width, scale or direction: the other two paths refuse it the same and
 * write nothing (arguments are checked before the handle). */
static void check_refused_alike(bg_toolbar toolbar, double width, double scale, int32_t direction) {
    int valid = isfinite(width) && width >= 0 && width <= BG_MAX_LENGTH && isfinite(scale) && scale >= BG_MIN_SCALE &&
                scale <= BG_MAX_SCALE && (direction == BG_DIRECTION_LTR || direction == BG_DIRECTION_RTL);
    if (valid) return;
    bg_toolbar_frames frames, before;
    memset(&frames, 0xab, sizeof frames);
    frames.struct_size = sizeof frames;
    before = frames;
    if (CALL(toolbar, bg_toolbar_layout_frames(toolbar, width, scale, direction, &frames)) != BG_E_INVALID_ARGUMENT) abort();
    bg_toolbar_call call;
    if (bg_toolbar_layout_call_init(&call) != BG_OK) abort();
    call.toolbar = toolbar;
    call.width = width;
    call.scale = scale;
    call.direction = direction;
    call.frames = &frames;
    if (CALL(toolbar, bg_toolbar_layout_call(&call)) != BG_E_INVALID_ARGUMENT) abort();
    if (memcmp(&frames, &before, sizeof frames) != 0) abort();
}

/* The call struct's own refusals and dead handles, on any toolbar. */
static void hostile_fast_paths(bg_toolbar toolbar) {
    bg_toolbar_call call;
    bg_toolbar_frames frames = {.struct_size = sizeof frames};
    if (bg_toolbar_layout_call(NULL) != BG_E_INVALID_ARGUMENT || bg_toolbar_layout_call_init(NULL) != BG_E_INVALID_ARGUMENT)
        abort();
    if (bg_toolbar_layout_call_init(&call) != BG_OK) abort();
    call.toolbar = toolbar;
    call.width = 100;
    if (CALL(toolbar, bg_toolbar_layout_call(&call)) != BG_E_INVALID_ARGUMENT) abort(); /* no output */
    call.frames = &frames;
    call.struct_size = 8;
    if (CALL(toolbar, bg_toolbar_layout_call(&call)) != BG_E_INVALID_ARGUMENT) abort();
    if (bg_toolbar_layout_frames((bg_toolbar){w->group.id}, 100, 1, 0, &frames) != BG_E_INVALID_HANDLE) abort();
    if (CALL(toolbar, bg_toolbar_layout_frames(toolbar, 100, 1, 0, NULL)) != BG_E_INVALID_ARGUMENT) abort();
}

#endif /* BG_TOOLBAR_FUZZ_FAST_H */
