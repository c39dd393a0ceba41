/* libFuzzer target: the fuzz input is decoded into a sequence of bg_toolbar calls — create (both
 * contexts, built-in, loaded and freed themes), set_items (groups and flexible spaces at every
 * placement, priorities that are NaN, infinite or absent, styles and label styles in and out of
 * range, whole groups disabled, control sizes in and out of range, buttons whose titles are
 * empty, invalid UTF-8 or NULL, images, disabled, selection,
 * arrays laid out at a newer header's stride), callbacks (action, present menu, menu dismissed,
 * measure) that succeed, fail, return odd statuses, replace the items, free the toolbar, lay it
 * out, tap, choose or dismiss the menu, move focus, or act on another toolbar; layouts at hostile
 * widths, scales and directions and at the breakpoints' own widths, breakpoints, taps, pointer
 * events and focus on the cells just laid out, menus, stale, forged and other-kind handles, NULL
 * out pointers — run through the C ABI.
 *
 * Invariants checked on every input (abort() = a finding):
 *  - every call returns BG_OK or a known BG_E_* code, with a non-empty message on failure; a
 *    freed, stale or forged handle never succeeds, a live one is never BG_E_INVALID_HANDLE, and
 *    BG_E_REENTRANT comes only from a toolbar inside its own measure callback;
 *  - a layout that succeeds has finite, non-negative frames and sizes, hit frames grown only
 *    vertically, every group's cells and separators within the view's arrays, every cell, group,
 *    overflowed item and diagnostic of an existing item, a GROUP accessibility node per group
 *    followed by one node per cell, then the overflow button's, an overflow button exactly when
 *    something overflowed, nothing overflowed in content; a layout that fails leaves *out as it
 *    was, and one into a newer header's larger view (or the first header's smaller one) writes
 *    nothing past what its struct_size holds;
 *  - the fast paths (toolbar_fuzz_fast.h): the view's block holds its arrays and the strings the
 *    layout made; bg_toolbar_layout_frames at the same arguments gives the view's frames and
 *    arrangement into the caller's array, under its buffer rules (counts only, too small, exact,
 *    larger), and the view after it is the same; a layout refused for its arguments is refused
 *    alike by both, which write nothing; the frames call's own refusals;
 *  - breakpoints are of distinct existing groups, non-increasing in moves_in, with moves_out >=
 *    moves_in (none in content); the first layout after new items overflows exactly the groups
 *    whose moves_in is above the width; any later one, while no group is pinned by focus or a
 *    pointer, a prefix of the overflow order holding every group with moves_in above the width
 *    and none with moves_out at or below it;
 *  - a presented menu's entries have titles, parents before them that are submenus, items that
 *    exist; an action names an existing item; a reported target is well formed;
 *  - when everything is freed, every registered user_data has been destroyed exactly once (a
 *    destroy running while its callback still executes is a use after free for ASan). */
#include "fuzz_input.h"

#include <stddef.h>
#include <stdio.h>

enum { TOOLBARS = 3, STALE = 3, THEMES = 2, POINTS = 8, BREAKPOINTS = 8 };
enum { MAX_ITEMS = 6, MAX_BUTTONS = 4, MAX_TAIL = 64 };

/* What a callback does (behavior % ACT_COUNT), and to which toolbar (behavior / ACT_COUNT % 4:
 * 0 the toolbar that called it, else that slot of the world). */
enum {
    ACT_OK, ACT_FAIL, ACT_SET_ITEMS, ACT_FREE, ACT_LAYOUT, ACT_TAP, ACT_CHOOSE, ACT_DISMISS, ACT_FOCUS,
    ACT_BREAKPOINTS, ACT_POINTER, ACT_REREGISTER, ACT_ODD_STATUS, ACT_COUNT
};

/* A registered user_data: fuzz_input.h's callback_data (destroy_data frees the block) and the
 * toolbar it was registered with (the measure callback is not told which toolbar measures). */
typedef struct {
    callback_data base;
    bg_toolbar owner;
} toolbar_data;

typedef struct {
    double x, y;
} point;

/* The shape of a toolbar's items, as the library compares old and new items: a rebuild of the
 * same shape (kinds, placements, styles, button counts) keeps focus and the overflow memory. */
typedef struct {
    uint32_t count;
    int32_t kind[MAX_ITEMS], placement[MAX_ITEMS], style[MAX_ITEMS];
    uint32_t buttons[MAX_ITEMS];
} items_shape;

/* What the harness knows, to check answers against and to aim at. */
typedef struct {
    bg_toolbar toolbars[TOOLBARS];
    int alive[TOOLBARS], content[TOOLBARS], measuring[TOOLBARS];
    bg_toolbar stale[STALE]; /* freed: every call on them fails */
    unsigned next_stale;
    bg_theme themes[THEMES];
    bg_group group;          /* a handle of another kind */
    point points[TOOLBARS][POINTS]; /* the centres of the cells of each toolbar's last layout */
    unsigned point_count[TOOLBARS];
    double widths[TOOLBARS][BREAKPOINTS]; /* its last breakpoints, moves_in and moves_out */
    unsigned width_count[TOOLBARS];
    uint32_t menu_entries;   /* entries of the last menu presented */
    unsigned long calls[TOOLBARS]; /* calls made on each toolbar */
    int fresh[TOOLBARS];     /* items just replaced, nothing called since: no overflow memory, nothing pinned */
    int pin_free[TOOLBARS];  /* no focus or pointer call since the items were replaced: no group pinned */
    bg_overflow_breakpoint bps[TOOLBARS][MAX_ITEMS]; /* breakpoints of the current items, when bp_valid */
    uint32_t bp_count[TOOLBARS];
    int bp_valid[TOOLBARS];
    items_shape shape[TOOLBARS]; /* of the items each toolbar holds */
} world;

static world *w;

static toolbar_data *new_toolbar_data(uint8_t behavior, bg_toolbar owner) {
    toolbar_data *data = malloc(sizeof *data);
    if (!data) abort();
    data->base.behavior = behavior;
    data->owner = owner;
    registered++;
    return data;
}

/* --------------------------------------------------------- handle bookkeeping */

static int slot_of(bg_toolbar toolbar) {
    for (int i = 0; i < TOOLBARS; i++)
        if (w->toolbars[i].id == toolbar.id && w->alive[i]) return i;
    return -1;
}

static void forget(bg_toolbar toolbar) {
    int slot = slot_of(toolbar);
    if (slot < 0) return;
    w->alive[slot] = 0;
    w->point_count[slot] = w->width_count[slot] = 0;
    w->stale[w->next_stale++ % STALE] = toolbar;
}

/* Checks the status of a call on a toolbar that was (or was not) live before the call. */
static bg_status after(int was_alive, int was_measuring, bg_status status) {
    check_status(status);
    if (!was_alive && status == BG_OK) abort();                  /* a dead handle worked */
    if (was_alive && status == BG_E_INVALID_HANDLE) abort();     /* a live one was refused */
    if (status == BG_E_REENTRANT && !was_measuring) abort();     /* refused for no reason */
    return status;
}

#define CALL(toolbar, call)                                                                   \
    ({                                                                                        \
        int slot_ = slot_of(toolbar);                                                         \
        int measuring_ = slot_ >= 0 && w->measuring[slot_] > 0;                               \
        if (slot_ >= 0) {                                                                     \
            w->calls[slot_]++;                                                                \
            w->fresh[slot_] = 0;                                                              \
        }                                                                                     \
        after(slot_ >= 0, measuring_, (call));                                                \
    })

/* A call that may pin a group (focus, pointer): the hysteresis check stops for these items. */
#define CALL_PINS(toolbar, call)                                                              \
    ({                                                                                        \
        bg_status status_ = CALL(toolbar, call);                                              \
        int pinned_ = slot_of(toolbar);                                                       \
        if (pinned_ >= 0) w->pin_free[pinned_] = 0;                                           \
        status_;                                                                              \
    })

/* The shape of `count` items laid out at items[0].struct_size's stride. More than MAX_ITEMS:
 * only the count is kept, and such shapes compare equal (the harness then assumes a rebuild). */
static items_shape shape_of(const bg_toolbar_item *items, uint32_t count) {
    items_shape shape;
    memset(&shape, 0, sizeof shape);
    shape.count = count;
    if (!items || count == 0 || count > MAX_ITEMS) return shape;
    size_t stride = items[0].struct_size;
    for (uint32_t i = 0; i < count; i++) {
        const bg_toolbar_item *item = (const bg_toolbar_item *)((const char *)items + i * stride);
        /* A flexible space has no group style of its own (the library gives it the default). */
        shape.kind[i] = item->kind, shape.placement[i] = item->placement;
        shape.style[i] = item->kind == BG_TOOLBAR_ITEM_FLEXIBLE_SPACE ? 0 : item->style;
        shape.buttons[i] = item->button_count;
    }
    return shape;
}

/* bg_toolbar_set_items through CALL; the toolbar is fresh when it took items of another shape
 * (the same shape is a rebuild: focus and the overflow memory stay) and no callback called it
 * meanwhile (a menu-dismissed callback may lay it out at once). */
static bg_status set_items_call(bg_toolbar toolbar, const bg_toolbar_item *items, uint32_t count) {
    int slot = slot_of(toolbar);
    unsigned long before = slot >= 0 ? w->calls[slot] : 0;
    items_shape shape = shape_of(items, count);
    if (slot >= 0) w->bp_valid[slot] = 0; /* already stale in the callbacks the call makes */
    bg_status status = CALL(toolbar, bg_toolbar_set_items(toolbar, items, count));
    if (slot >= 0 && status == BG_OK && w->alive[slot]) {
        int rebuilt = memcmp(&shape, &w->shape[slot], sizeof shape) == 0;
        int untouched = w->calls[slot] == before + 1;
        w->fresh[slot] = untouched && !rebuilt;
        w->pin_free[slot] = untouched && (!rebuilt || w->pin_free[slot]);
        w->shape[slot] = shape;
    }
    return status;
}

/* Frees `toolbar`: a live one outside its measure callback is always freed. */
static void free_toolbar(bg_toolbar toolbar) {
    int slot = slot_of(toolbar), measuring = slot >= 0 && w->measuring[slot] > 0;
    bg_status status = after(slot >= 0, measuring, bg_toolbar_free(toolbar));
    if (status == BG_OK) forget(toolbar);
    else if (slot >= 0 && !measuring) abort();
}

#include "toolbar_fuzz_checks.h" /* the invariants, over the world above */
#include "toolbar_fuzz_fast.h"   /* the fast paths against the view */

/* ------------------------------------------------------------- the callbacks */

static bg_status on_action(void *user_data, bg_toolbar toolbar, uint32_t item_index, uint32_t button_index);
static bg_status on_menu(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu);
static void act_on(int act, bg_toolbar target, const toolbar_data *data);

/* What a callback registered with `data` does when `caller` calls it; reads `data` after
 * acting, so a destroy notification run too early is a use after free. */
static bg_status behave(const toolbar_data *data, bg_toolbar caller) {
    if (!data) return BG_OK;
    int act = data->base.behavior % ACT_COUNT, target = data->base.behavior / ACT_COUNT % 4;
    if (act == ACT_FAIL) return -1;
    if (act == ACT_ODD_STATUS) return data->base.behavior & 1 ? 42 : INT32_MIN;
    if (depth > 2) return BG_OK;
    depth++;
    act_on(act, target == 0 ? caller : w->toolbars[target - 1], data);
    depth--;
    return data->base.behavior < 0 ? -1 : BG_OK;
}

static bg_status on_action(void *user_data, bg_toolbar toolbar, uint32_t item_index, uint32_t button_index) {
    uint32_t items = 0;
    (void)button_index;
    if (bg_toolbar_item_count(toolbar, &items) != BG_OK || item_index >= items) abort();
    return behave(user_data, toolbar);
}

static bg_status on_menu(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu) {
    check_menu(toolbar, menu);
    return behave(user_data, toolbar);
}

static void on_menu_dismissed(void *user_data, bg_toolbar toolbar) {
    (void)behave(user_data, toolbar);
}

/* Measures (or answers nonsense, or fails, by its act), then: when aimed at its own toolbar,
 * checks that the toolbar refuses to change meanwhile; else acts on the other toolbar. */
static bg_status on_measure(void *user_data, const char *font, const char *text, size_t length, double max_width,
                            bg_size *out) {
    const toolbar_data *data = user_data;
    (void)max_width;
    if (!font || !text || strlen(text) != length || !out) abort();
    out->width = 7.0 * (double)length;
    out->height = 18;
    if (!data) return BG_OK;
    int act = data->base.behavior % ACT_COUNT, target = data->base.behavior / ACT_COUNT % 4;
    int slot = slot_of(data->owner);
    if (slot < 0) abort(); /* only a live toolbar measures */
    w->measuring[slot]++;
    bg_status status = BG_OK;
    switch (act) {
    case ACT_FAIL: status = -1; break;
    case ACT_ODD_STATUS: status = 42; break;
    case ACT_SET_ITEMS: out->width = NAN; break;
    case ACT_FREE: out->width = -5; break;
    case ACT_LAYOUT: out->width = INFINITY; break;
    case ACT_TAP: out->width = 1e308; break;
    case ACT_CHOOSE: out->height = NAN; break;
    case ACT_DISMISS: out->height = -1; break;
    default: break;
    }
    if (target == 0) {
        if (bg_toolbar_set_items(data->owner, NULL, 0) != BG_E_REENTRANT) abort();
        if (act == ACT_FREE && bg_toolbar_free(data->owner) != BG_E_REENTRANT) abort();
    } else if (depth <= 2) {
        depth++;
        act_on(act, w->toolbars[target - 1], data);
        depth--;
    }
    w->measuring[slot]--;
    return status;
}

#include "toolbar_fuzz_items.h" /* decoding items; what callbacks do */

/* ---------------------------------------------------------------- the steps */

/* A toolbar to call: a slot of the world (live or freed), a stale handle or a forged one. */
static bg_toolbar pick(input *in) {
    uint8_t choice = take_byte(in) % 16;
    if (choice < 12) return w->toolbars[choice % TOOLBARS];
    if (choice < 15) return w->stale[choice % STALE];
    uint64_t id = (uint64_t)take_u32(in) << 32;
    return (bg_toolbar){id | take_u32(in)};
}

/* A width: sensible, at (or a hair off) one of the toolbar's breakpoints, or hostile. */
static double take_width(input *in, int slot) {
    uint8_t how = take_byte(in);
    if (how < 64 && slot >= 0 && w->width_count[slot]) {
        double width = w->widths[slot][how % w->width_count[slot]];
        static const double nudges[] = {0, -1e-7, 1e-7, -0.5};
        return width + nudges[how / 16 % 4];
    }
    if (how < 160) return (double)take_byte(in) * 4;
    return take_number(in);
}

static double take_scale(input *in) {
    static const double scales[] = {1, 2, 3, 1.5, 0.5, 0.01, 1000, 0.0099};
    uint8_t how = take_byte(in);
    return how < 200 ? scales[how % 8] : take_number(in);
}

/* A point: the centre of a cell of the toolbar's last layout, or anywhere. */
static point take_point(input *in, int slot) {
    uint8_t how = take_byte(in);
    if (how < 192 && slot >= 0 && w->point_count[slot]) return w->points[slot][how % w->point_count[slot]];
    double x = take_number(in);
    return (point){x, take_number(in)};
}

static void layout_step(input *in, bg_toolbar toolbar) {
    int slot = slot_of(toolbar);
    double width = take_width(in, slot), scale = take_scale(in);
    int32_t direction = take_enum(in, 2);
    union {
        bg_toolbar_view view;
        unsigned char bytes[sizeof(bg_toolbar_view) + 64]; /* a newer header's larger view */
    } out, before;
    memset(&out, 0xab, sizeof out);
    uint8_t how = take_byte(in) % 16;
    out.view.struct_size = how == 0 ? sizeof out : how == 1 ? sizeof out.view - 8 : how == 2 ? take_u32(in) : sizeof out.view;
    before = out;
    bg_status status = CALL(toolbar, bg_toolbar_layout(toolbar, width, scale, direction, how == 3 ? NULL : &out.view));
    if (status != BG_OK) {
        if (memcmp(&out, &before, sizeof out) != 0) abort(); /* *out is untouched on failure */
        check_refused_alike(toolbar, width, scale, direction);
        return;
    }
    if (how == 3 || out.view.struct_size != before.view.struct_size) abort();
    size_t written = out.view.struct_size < sizeof out.view ? out.view.struct_size : sizeof out.view;
    for (size_t i = written; i < sizeof out; i++)
        if (out.bytes[i] != 0xab) abort(); /* nothing written past what the caller's struct holds */
    check_view(toolbar, slot, width, &out.view);
    if (out.view.struct_size >= sizeof out.view) check_fast_paths(toolbar, width, scale, direction, &out.view);
}

static void breakpoints_step(input *in, bg_toolbar toolbar) {
    bg_breakpoints found = {.struct_size = sizeof found};
    uint8_t how = take_byte(in) % 8;
    if (how == 1) found.struct_size = take_u32(in);
    bg_status status = CALL(toolbar, bg_toolbar_breakpoints(toolbar, how == 2 ? NULL : &found));
    if (status == BG_OK && how == 2) abort();
    if (status == BG_OK) check_breakpoints(toolbar, slot_of(toolbar), &found);
}

static void set_callback(input *in, bg_toolbar toolbar) {
    uint8_t which = take_byte(in) % 3, options = take_byte(in);
    int clear = options % 4 == 0;
    toolbar_data *data = options & 8 ? NULL : new_toolbar_data(take_byte(in), toolbar);
    bg_destroy_fn destroy = data ? destroy_data : NULL;
    switch (which) {
    case 0: CALL(toolbar, bg_toolbar_set_menu_callback(toolbar, clear ? NULL : on_menu, data, destroy)); break;
    case 1:
        CALL(toolbar, bg_toolbar_set_menu_dismissed_callback(toolbar, clear ? NULL : on_menu_dismissed, data, destroy));
        break;
    default: /* other sizes: the breakpoints known are stale */
        if (slot_of(toolbar) >= 0) w->bp_valid[slot_of(toolbar)] = 0;
        CALL(toolbar, bg_toolbar_set_measure_callback(toolbar, clear ? NULL : on_measure, data, destroy));
        break;
    }
}

static void create_step(input *in) {
    unsigned slot = take_byte(in) % TOOLBARS;
    uint8_t how = take_byte(in);
    bg_theme theme = how % 3 == 0 ? (bg_theme){0} : w->themes[how % THEMES];
    int32_t context = take_enum(in, 2);
    bg_toolbar created;
    bg_status status = bg_toolbar_create(theme, context, &created);
    check_status(status);
    if (status != BG_OK) return;
    if (w->alive[slot]) free_toolbar(w->toolbars[slot]);
    w->toolbars[slot] = created;
    w->alive[slot] = 1;
    w->content[slot] = context == BG_CONTEXT_CONTENT;
    w->point_count[slot] = w->width_count[slot] = 0;
    w->fresh[slot] = w->pin_free[slot] = 1;
    w->bp_valid[slot] = 0;
    memset(&w->shape[slot], 0, sizeof w->shape[slot]);
}

/* A theme whose control group and toolbar lengths come from the input: zero, tiny, fractional,
 * BG_MAX_LENGTH or just below, small whole numbers (a negative one is refused). */
static size_t take_theme_json(input *in, char *json, size_t size) {
    static const char *const keys[] = {"controlGroup\":{\"height", "horizontalInset", "imagePadding", "iconSize",
                                       "cornerRadius", "separatorWidth", "toolbar\":{\"height", "padding", "spacing",
                                       "overflowHysteresis"};
    static const double values[] = {0, 1e-300, 0.5, 1.0 / 3, 9999999.5, 1e7, -1};
    size_t at = (size_t)snprintf(json, size, "{\"parameters\":{\"");
    for (size_t i = 0; i < sizeof keys / sizeof keys[0] && at < size; i++) {
        uint8_t how = take_byte(in);
        double value = how < 64 ? values[how % 7] : (double)(how - 64) / 2;
        const char *close = i == 5 ? "}," : i == 9 ? "}}}" : ",";
        const char *open = i == 0 ? "" : "\"";
        at += (size_t)snprintf(json + at, size - at, "%s%s\":%.17g%s", open, keys[i], value, close);
    }
    return at < size ? at : size - 1;
}

static void load_theme(input *in) {
    static const char *const themes[] = {
        "{\"parameters\":{\"toolbar\":{\"padding\":0,\"spacing\":0,\"overflowHysteresis\":0,\"recommendedGroups\":2}}}",
        ("{\"parameters\":{\"controlGroup\":{\"height\":10000000,\"horizontalInset\":0,\"iconSize\":0,\"separatorWidth\":0},"
         "\"toolbar\":{\"height\":0,\"overflowIcon\":\"\",\"overflowHysteresis\":10000000}}}"),
        "{\"parameters\":{\"toolbar\":{\"recommendedGroups\":0,\"spacing\":1000,\"padding\":10000000}}}",
    };
    char templated[1024];
    unsigned slot = take_byte(in) % THEMES;
    uint8_t how = take_byte(in);
    const char *json = themes[how % 3];
    size_t length = strlen(json);
    if (how >= 64 && how < 128) {
        length = take_theme_json(in, templated, sizeof templated);
        json = templated;
    }
    if (how >= 128) { /* the input's own bytes */
        json = (const char *)in->data;
        length = take_byte(in);
        if (length > in->size) length = in->size;
    }
    bg_theme theme;
    bg_status status = bg_theme_load(json, length, &theme);
    check_status(status);
    if (how >= 128) {
        in->data += length;
        in->size -= length;
    }
    if (status == BG_OK) {
        check_status(bg_theme_free(w->themes[slot])); /* the old one: may be {0} or freed */
        w->themes[slot] = theme;
    }
}

/* Handles of other kinds and NULL out pointers: refused, never crashing. */
static void hostile_handles(input *in, bg_toolbar toolbar) {
    uint32_t count;
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_toolbar created;
    if (bg_toolbar_item_count((bg_toolbar){w->group.id}, &count) != BG_E_INVALID_HANDLE) abort();
    if (bg_toolbar_free((bg_toolbar){w->themes[take_byte(in) % THEMES].id}) != BG_E_INVALID_HANDLE) abort();
    if (toolbar.id && bg_toolbar_create((bg_theme){toolbar.id}, BG_CONTEXT_TOOLBAR, &created) == BG_OK) abort();
    if (toolbar.id != w->group.id && bg_group_free((bg_group){toolbar.id}) != BG_E_INVALID_HANDLE) abort();
    if (bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, NULL) != BG_E_INVALID_ARGUMENT) abort();
    if (bg_control_button_init(NULL) != BG_E_INVALID_ARGUMENT || bg_toolbar_item_init(NULL) != BG_E_INVALID_ARGUMENT)
        abort();
    if (CALL(toolbar, bg_toolbar_layout(toolbar, 100, 1, 0, NULL)) == BG_OK) abort();
    if (CALL(toolbar, bg_toolbar_item_count(toolbar, NULL)) == BG_OK) abort();
    if (CALL(toolbar, bg_toolbar_breakpoints(toolbar, NULL)) == BG_OK) abort();
    if (CALL(toolbar, bg_toolbar_layout(toolbar, 100, 1, 0, &view)) == BG_OK) check_view(toolbar, slot_of(toolbar), 100, &view);
    CALL(toolbar, bg_toolbar_tap(toolbar, 1, 1, NULL));
    CALL_PINS(toolbar, bg_toolbar_focus(toolbar, BG_FOCUS_LAST, NULL));
    CALL_PINS(toolbar, bg_toolbar_pointer(toolbar, take_enum(in, 4), 1, 1, NULL));
    hostile_fast_paths(toolbar);
}

/* Lays out at a sensible width and taps every cell: deep states in few bytes. */
static void burst(input *in, bg_toolbar toolbar) {
    int slot = slot_of(toolbar);
    bg_toolbar_view view = {.struct_size = sizeof view};
    double width = 40 + take_byte(in) * 3.0;
    if (CALL(toolbar, bg_toolbar_layout(toolbar, width, 2, take_byte(in) & 1, &view)) != BG_OK) return;
    check_view(toolbar, slot, width, &view);
    for (unsigned i = 0; slot >= 0 && i < w->point_count[slot] && slot_of(toolbar) == slot; i++)
        CALL(toolbar, bg_toolbar_tap(toolbar, w->points[slot][i].x, w->points[slot][i].y, NULL));
}

/* Breakpoints, then a layout of the same fresh items: exactly the groups whose moves_in is
 * above the width are in the overflow menu (no hysteresis yet, nothing pinned), besides the
 * secondary actions, which always are. */
static void breakpoints_oracle(input *in, bg_toolbar toolbar) {
    int slot = slot_of(toolbar);
    if (slot < 0 || !w->fresh[slot]) return;
    bg_breakpoints found = {.struct_size = sizeof found};
    if (CALL(toolbar, bg_toolbar_breakpoints(toolbar, &found)) != BG_OK) return;
    check_breakpoints(toolbar, slot, &found);
    bg_overflow_breakpoint copied[MAX_ITEMS];
    uint32_t count = found.count;
    if (count > MAX_ITEMS) abort();
    memcpy(copied, found.breakpoints, count * sizeof copied[0]);
    double width = take_width(in, slot);
    bg_toolbar_view view = {.struct_size = sizeof view};
    if (CALL(toolbar, bg_toolbar_layout(toolbar, width, take_scale(in), take_enum(in, 2), &view)) != BG_OK) return;
    check_view(toolbar, slot, width, &view);
    uint32_t expected = 0;
    for (uint32_t i = 0; i < count; i++) {
        int overflowed = 0;
        for (uint32_t j = 0; j < view.overflowed_count; j++) overflowed |= view.overflowed[j] == copied[i].item_index;
        if (overflowed != (width < copied[i].moves_in)) abort();
        expected += overflowed;
    }
    for (uint32_t j = 0; j < view.overflowed_count; j++) expected += always_in_menu(slot, copied, count, view.overflowed[j]);
    if (view.overflowed_count != expected) abort(); /* only groups with breakpoints or secondary ones overflow */
}

static void step(input *in) {
    uint8_t op = take_byte(in) % 20;
    bg_toolbar toolbar = op == 0 || op == 12 ? (bg_toolbar){0} : pick(in);
    int slot = slot_of(toolbar);
    bg_control_target target;
    point p;
    uint32_t count;
    switch (op) {
    case 0: create_step(in); break;
    case 1: free_toolbar(toolbar); break;
    case 2: set_items(in, toolbar); break;
    case 3: layout_step(in, toolbar); break;
    case 4: breakpoints_step(in, toolbar); break;
    case 5:
        p = take_point(in, slot);
        if (CALL(toolbar, bg_toolbar_tap(toolbar, p.x, p.y, &target)) == BG_OK) check_target(&target);
        break;
    case 6: {
        int32_t phase = take_enum(in, 4);
        p = take_point(in, slot);
        if (CALL_PINS(toolbar, bg_toolbar_pointer(toolbar, phase, p.x, p.y, &target)) == BG_OK) check_target(&target);
        break;
    }
    case 7:
        if (CALL_PINS(toolbar, bg_toolbar_focus(toolbar, take_enum(in, 5), &target)) == BG_OK) check_target(&target);
        break;
    case 8: CALL_PINS(toolbar, bg_toolbar_activate_focused(toolbar)); break;
    case 9: {
        uint8_t how = take_byte(in);
        uint32_t entry = how < 240 ? how % (w->menu_entries + 2) : take_u32(in);
        CALL(toolbar, bg_toolbar_choose_menu_entry(toolbar, entry));
        break;
    }
    case 10: CALL(toolbar, bg_toolbar_dismiss_menu(toolbar)); break;
    case 11: set_callback(in, toolbar); break;
    case 12: load_theme(in); break;
    case 13: check_status(bg_theme_free(w->themes[take_byte(in) % THEMES])); break;
    case 14: hostile_handles(in, toolbar); break;
    case 15:
        if (CALL(toolbar, bg_toolbar_item_count(toolbar, &count)) == BG_OK && count > MAX_ITEMS) abort();
        break;
    case 16: burst(in, toolbar); break;
    case 19: /* other sizes: the breakpoints known are stale, the overflow memory is not fresh */
        if (slot >= 0) w->bp_valid[slot] = w->fresh[slot] = 0;
        CALL(toolbar, bg_toolbar_set_control_size(toolbar, take_enum(in, 5)));
        break;
    default: breakpoints_oracle(in, toolbar); break;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    input in = {data, size};
    world state;
    memset(&state, 0, sizeof state);
    w = &state;
    registered = destroyed = 0;
    depth = 0;
    for (unsigned i = 0; i < TOOLBARS; i++) {
        int32_t context = i == 2 ? BG_CONTEXT_CONTENT : BG_CONTEXT_TOOLBAR;
        if (bg_toolbar_create((bg_theme){0}, context, &state.toolbars[i]) != BG_OK) abort();
        state.alive[i] = state.fresh[i] = state.pin_free[i] = 1;
        state.content[i] = context == BG_CONTEXT_CONTENT;
        /* Callbacks that just succeed, until the input replaces them; slot 1 measures through the host. */
        bg_toolbar toolbar = state.toolbars[i];
        if (bg_toolbar_set_menu_callback(toolbar, on_menu, new_toolbar_data(ACT_OK, toolbar), destroy_data) != BG_OK ||
            bg_toolbar_set_menu_dismissed_callback(toolbar, on_menu_dismissed, new_toolbar_data(ACT_OK, toolbar),
                                                   destroy_data) != BG_OK ||
            (i == 1 && bg_toolbar_set_measure_callback(toolbar, on_measure, NULL, NULL) != BG_OK))
            abort();
    }
    if (bg_group_create((bg_theme){0}, NULL, &state.group) != BG_OK) abort();
    for (int steps = 0; in.size > 0 && steps < 64; steps++) step(&in);
    for (unsigned i = 0; i < TOOLBARS; i++)
        if (state.alive[i]) free_toolbar(state.toolbars[i]);
    for (unsigned i = 0; i < THEMES; i++) bg_theme_free(state.themes[i]);
    bg_group_free(state.group);
    if (registered != destroyed) abort();
    return 0;
}
