/*
 * out_structs_test.c — the one rule of every struct the library fills that starts with
 * struct_size (common.h, "Out-structs"), for each of them: bg_layout, bg_breakpoints (of a
 * group and of a toolbar), bg_toolbar_view, bg_toolbar_frames, bg_button_view, bg_button_a11y,
 * bg_button_config (bg_button_get_base_config, bg_button_get_effective_config) and bg_svg (of
 * each object).
 *
 * Each call gets a buffer of guard bytes with struct_size set to sizeof - 1, sizeof and
 * sizeof + 64 (and below the struct's first size, and above 4096):
 *  - a size below the struct's first header's size, or above 4096, is BG_E_INVALID_ARGUMENT
 *    and nothing is written;
 *  - otherwise exactly the first min(struct_size, sizeof) bytes may change: every byte after
 *    them (a newer header's fields, the guard) is untouched, and struct_size keeps the
 *    caller's value.
 * (bg_layout and bg_toolbar_view grew during 0.x, bg_toolbar_frames and bg_button_view in 1.x:
 * sizeof - 1 is above their first size, so it is accepted and written to that size; the other
 * structs' first size is their sizeof.)
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

#define GUARD 0xA5
enum { BUFFER = 4096 + 128 };

/* What the calls fill: one object of each kind, laid out. */
typedef struct {
    bg_group group;
    bg_toolbar toolbar;
    bg_button button;
    bg_rect frames[16];
} scene;

typedef bg_status (*fill_fn)(scene *s, void *out);

static bg_status group_layout(scene *s, void *out) { return bg_group_layout(s->group, 320, 2, BG_DIRECTION_LTR, out); }
static bg_status group_breakpoints(scene *s, void *out) { return bg_group_breakpoints(s->group, out); }
static bg_status group_svg(scene *s, void *out) { return bg_group_svg(s->group, NULL, out); }
static bg_status toolbar_layout(scene *s, void *out) {
    return bg_toolbar_layout(s->toolbar, 400, 2, BG_DIRECTION_LTR, out);
}
static bg_status toolbar_frames(scene *s, void *out) {
    return bg_toolbar_layout_frames(s->toolbar, 400, 2, BG_DIRECTION_LTR, s->frames, 16, out);
}
static bg_status toolbar_breakpoints(scene *s, void *out) { return bg_toolbar_breakpoints(s->toolbar, out); }
static bg_status toolbar_svg(scene *s, void *out) { return bg_toolbar_svg(s->toolbar, NULL, out); }
static bg_status button_layout(scene *s, void *out) {
    return bg_button_layout(s->button, 200, 44, 2, BG_DIRECTION_LTR, out);
}
static bg_status button_a11y(scene *s, void *out) { return bg_button_get_accessibility(s->button, out); }
static bg_status button_base(scene *s, void *out) { return bg_button_get_base_config(s->button, out); }
static bg_status button_effective(scene *s, void *out) { return bg_button_get_effective_config(s->button, out); }
static bg_status button_svg(scene *s, void *out) { return bg_button_svg(s->button, NULL, out); }

typedef struct {
    const char *name;
    fill_fn fill;
    size_t size;       /* this header's sizeof */
    size_t first_size; /* the size of the struct in the first header that had it */
} out_struct;

static const out_struct out_structs[] = {
    {"bg_layout (bg_group_layout)", group_layout, sizeof(bg_layout), offsetof(bg_layout, data)},
    {"bg_breakpoints (bg_group_breakpoints)", group_breakpoints, sizeof(bg_breakpoints), sizeof(bg_breakpoints)},
    {"bg_svg (bg_group_svg)", group_svg, sizeof(bg_svg), sizeof(bg_svg)},
    {"bg_toolbar_view (bg_toolbar_layout)", toolbar_layout, sizeof(bg_toolbar_view), offsetof(bg_toolbar_view, data)},
    {"bg_toolbar_frames (bg_toolbar_layout_frames)", toolbar_frames, sizeof(bg_toolbar_frames),
     offsetof(bg_toolbar_frames, bar_count)},
    {"bg_breakpoints (bg_toolbar_breakpoints)", toolbar_breakpoints, sizeof(bg_breakpoints), sizeof(bg_breakpoints)},
    {"bg_svg (bg_toolbar_svg)", toolbar_svg, sizeof(bg_svg), sizeof(bg_svg)},
    {"bg_button_view (bg_button_layout)", button_layout, sizeof(bg_button_view),
     offsetof(bg_button_view, content_frame)},
    {"bg_button_a11y (bg_button_get_accessibility)", button_a11y, sizeof(bg_button_a11y), sizeof(bg_button_a11y)},
    {"bg_button_config (bg_button_get_base_config)", button_base, sizeof(bg_button_config), sizeof(bg_button_config)},
    {"bg_button_config (bg_button_get_effective_config)", button_effective, sizeof(bg_button_config),
     sizeof(bg_button_config)},
    {"bg_svg (bg_button_svg)", button_svg, sizeof(bg_svg), sizeof(bg_svg)},
};

static void make_scene(scene *s) {
    static const char *const titles[] = {"Pay", "Transfer", "History"};
    bg_layout layout = new_layout();
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_button_view button_view = {.struct_size = sizeof button_view};
    bg_control_button buttons[2];
    bg_toolbar_item item;
    bg_button_config config;
    s->group = make_group(titles, 3);
    CHECK_OK(bg_group_layout(s->group, 320, 2, BG_DIRECTION_LTR, &layout));
    CHECK_OK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &s->toolbar));
    CHECK_OK(bg_toolbar_set_measure_callback(s->toolbar, fixed_measure, NULL, NULL));
    for (int i = 0; i < 2; i++) CHECK_OK(bg_control_button_init(&buttons[i]));
    buttons[0].title = "Share";
    buttons[1].title = "Edit";
    CHECK_OK(bg_toolbar_item_init(&item));
    item.buttons = buttons;
    item.button_count = 2;
    CHECK_OK(bg_toolbar_set_items(s->toolbar, &item, 1));
    CHECK_OK(bg_toolbar_layout(s->toolbar, 400, 2, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Pay";
    config.subtitle = "Now";
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &s->button));
    CHECK_OK(bg_button_set_measure_callback(s->button, fixed_measure, NULL, NULL));
    CHECK_OK(bg_button_layout(s->button, 200, 44, 2, BG_DIRECTION_LTR, &button_view));
}

/* Index of the first byte at or after `from` that is not GUARD, or BUFFER. */
static size_t first_written(const unsigned char *bytes, size_t from) {
    for (size_t i = from; i < BUFFER; i++)
        if (bytes[i] != GUARD) return i;
    return BUFFER;
}

/* One call of `o` with struct_size `size`; `accepted`: whether the rule accepts it. */
static void check_size(scene *s, const out_struct *o, size_t size, int accepted) {
    union {
        double align;
        void *pointer;
        unsigned char bytes[BUFFER];
    } out;
    uint32_t struct_size = (uint32_t)size, after = 0;
    char what[200];
    memset(out.bytes, GUARD, sizeof out.bytes);
    memcpy(out.bytes, &struct_size, sizeof struct_size);
    bg_status status = o->fill(s, out.bytes);
    memcpy(&after, out.bytes, sizeof after);
    size_t written = size < o->size ? size : o->size;
    if (!accepted) {
        snprintf(what, sizeof what, "%s, struct_size %zu: refused with BG_E_INVALID_ARGUMENT (got %d), nothing written",
                 o->name, size, (int)status);
        check_record(status == BG_E_INVALID_ARGUMENT && first_written(out.bytes, 4) == BUFFER, __FILE__, __LINE__, what);
        CHECK_CONTAINS(bg_last_error_message(), "struct_size");
        return;
    }
    snprintf(what, sizeof what, "%s, struct_size %zu: BG_OK (got %d: %s)", o->name, size, (int)status,
             bg_last_error_message());
    check_record(status == BG_OK, __FILE__, __LINE__, what);
    snprintf(what, sizeof what, "%s, struct_size %zu: struct_size kept (got %u)", o->name, size, after);
    check_record(after == struct_size, __FILE__, __LINE__, what);
    snprintf(what, sizeof what, "%s, struct_size %zu: nothing written from byte %zu on (byte %zu was)", o->name, size,
             written, first_written(out.bytes, written));
    check_record(first_written(out.bytes, written) == BUFFER, __FILE__, __LINE__, what);
    snprintf(what, sizeof what, "%s, struct_size %zu: the fields were written", o->name, size);
    check_record(first_written(out.bytes, 4) < written, __FILE__, __LINE__, what);
}

static void test_every_out_struct(void) {
    scene s;
    make_scene(&s);
    for (size_t i = 0; i < sizeof out_structs / sizeof out_structs[0]; i++) {
        const out_struct *o = &out_structs[i];
        check_size(&s, o, o->size - 1, o->size - 1 >= o->first_size);
        check_size(&s, o, o->size, 1);
        check_size(&s, o, o->size + 64, 1);
        check_size(&s, o, o->first_size, 1);
        check_size(&s, o, o->first_size - 1, 0);
        check_size(&s, o, 4096, 1);
        check_size(&s, o, 4097, 0);
    }
    CHECK_OK(bg_group_free(s.group));
    CHECK_OK(bg_toolbar_free(s.toolbar));
    CHECK_OK(bg_button_free(s.button));
}

void test_out_structs(void) {
    test_every_out_struct();
}
