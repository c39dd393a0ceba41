/* libFuzzer target: the fuzz input is decoded into a sequence of C API calls — create, update,
 * layout, taps, pointer events, focus, the action sheet, navigation, free, stale handles, NaN and
 * huge numbers, invalid UTF-8, out-of-range enums, and callbacks that fail, mutate or free their
 * own group — run through the C ABI.
 *
 * Invariants checked on every input (abort() = a finding):
 *  - every call returns BG_OK or a known BG_E_* code, with a non-empty message on failure;
 *  - a layout that succeeds has finite, non-negative frames;
 *  - when everything is freed, every registered user_data has been destroyed exactly once
 *    (each user_data is a heap block freed by its destroy callback: ASan catches a double
 *    destroy as a double free, LeakSanitizer a missing one). */
#include "fuzz_input.h"

/* What a callback does to its own group. */
static bg_status behave(int behavior, bg_group group) {
    if (depth > 2) return BG_OK;
    depth++;
    bg_status result = BG_OK;
    bg_layout layout = {.struct_size = sizeof layout};
    bg_item item;
    switch (behavior) {
    case BEHAVE_FAIL: result = -1; break;
    case BEHAVE_UPDATE_SELF:
        bg_item_init(&item);
        item.title = "replaced";
        check_status(bg_group_update(group, &item, 1));
        break;
    case BEHAVE_FREE_SELF: check_status(bg_group_free(group)); break;
    case BEHAVE_LAYOUT_SELF: check_status(bg_group_layout(group, 300, 2, BG_DIRECTION_LTR, &layout)); break;
    case BEHAVE_TAP_SELF: check_status(bg_group_tap(group, 5, 5, NULL)); break;
    default: break;
    }
    depth--;
    return result;
}

static bg_status on_action(void *user_data, bg_group group, uint32_t item) {
    (void)item;
    return behave(((callback_data *)user_data)->behavior, group);
}

static bg_status on_navigation(void *user_data, void *context) {
    (void)context;
    return ((callback_data *)user_data)->behavior == BEHAVE_FAIL ? -1 : BG_OK;
}

static bg_status on_navigate(void *user_data, bg_group group, uint32_t item) {
    bg_status status = behave(((callback_data *)user_data)->behavior, group);
    check_status(bg_group_run_navigation(group, item, NULL));
    return status;
}

static bg_status on_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet) {
    if (!sheet || !sheet->cancel_title) abort();
    for (uint32_t i = 0; i < sheet->item_count; i++)
        if (!sheet->items[i].title) abort();
    return behave(((callback_data *)user_data)->behavior, group);
}

/* The sheet-dismissed notification: behaves as the others (its status has nowhere to go). */
static void on_sheet_dismissed(void *user_data, bg_group group) {
    (void)behave(((callback_data *)user_data)->behavior, group);
}

static bg_status on_measure(void *user_data, const char *font, const char *text, size_t length,
                            double max_width, bg_size *out) {
    (void)font;
    (void)max_width;
    if (strlen(text) != length) abort();
    switch (((callback_data *)user_data)->behavior) {
    case BEHAVE_FAIL: return -1;
    case BEHAVE_UPDATE_SELF: out->width = NAN; break;
    case BEHAVE_FREE_SELF: out->width = -5; break;
    default: out->width = 7.0 * (double)length; break;
    }
    out->height = 18;
    return BG_OK;
}

/* ----------------------------------------------------------------- calls */

enum { GROUPS = 4, THEMES = 2, MAX_ITEMS = 8 };

typedef struct {
    bg_group groups[GROUPS]; /* live or stale: stale ones must fail cleanly */
    bg_theme themes[THEMES];
} world;

/* Frames are finite, strings present, and the items split exactly: each is shown in one item
 * slot or listed once in the sheet (in increasing order), never both, never neither. */
static void check_layout(const bg_layout *layout) {
    unsigned char seen[256] = {0};
    uint32_t items = 0;
    for (uint32_t i = 0; i < layout->slot_count; i++) {
        const bg_slot *slot = &layout->slots[i];
        if (!isfinite(slot->frame.x) || !isfinite(slot->frame.width) || slot->frame.width < 0 || slot->frame.height < 0) abort();
        if (!slot->title || !layout->accessibility[i].label) abort();
        if (slot->item_index < 0) continue;
        if (slot->item_index >= 256 || seen[slot->item_index]++) abort();
        items++;
    }
    for (uint32_t i = 0; i < layout->overflow_count; i++) {
        uint32_t item = layout->overflow_items[i];
        if (item >= 256 || seen[item]++ || (i > 0 && item <= layout->overflow_items[i - 1])) abort();
        items++;
    }
    for (uint32_t i = 0; i < items; i++) {
        if (!seen[i]) abort();
    }
}

/* The items go to the library as a C caller lays them out: `stride` bytes apart, where a newer
 * header's larger items carry tail bytes this library doesn't know (zeroed). The library takes
 * items[0].struct_size as the stride, so a forged struct_size goes only where it can't be a lie
 * about the array itself: on a later item (which must then be refused), or on a lone item. An
 * array of unknown layout (a struct_size wrong) has none of its functions called: the items'
 * user_data are then released here. */
static void update_items(input *in, bg_group group) {
    enum { MAX_TAIL = 64 };
    bg_item items[MAX_ITEMS];
    char strings[MAX_ITEMS][4][32];
    _Alignas(bg_item) unsigned char laid_out[MAX_ITEMS * (sizeof(bg_item) + MAX_TAIL)];
    uint32_t count = take_byte(in) % (MAX_ITEMS + 1);
    size_t stride = sizeof(bg_item) + (take_byte(in) == 5 ? (take_byte(in) % (MAX_TAIL / 8 + 1)) * 8 : 0);
    for (uint32_t i = 0; i < count; i++) {
        bg_item_init(&items[i]);
        items[i].struct_size = (uint32_t)stride;
        if (take_byte(in) == 7 && (i > 0 || count == 1)) items[i].struct_size = take_u32(in);
        items[i].title = take_string(in, strings[i][0]);
        items[i].icon = take_string(in, strings[i][1]);
        items[i].accessibility_label = take_string(in, strings[i][2]);
        items[i].accessibility_identifier = take_string(in, strings[i][3]);
        items[i].role = take_enum(in, 7);
        items[i].disabled = take_byte(in) % 4 == 0;
        uint8_t callbacks = take_byte(in);
        if (callbacks & 1) items[i].action = on_action;
        if (callbacks & 2) items[i].navigation = on_navigation;
        if (callbacks & 3) {
            items[i].user_data = new_data(in);
            items[i].destroy = destroy_data;
        }
    }
    if (take_byte(in) == 13 && count > 0) {
        /* NULL items: the library never sees these user_data, so they are released here. */
        check_status(bg_group_update(group, NULL, count));
        for (uint32_t i = 0; i < count; i++)
            if (items[i].destroy) items[i].destroy(items[i].user_data);
        return;
    }
    memset(laid_out, 0, sizeof laid_out);
    for (uint32_t i = 0; i < count; i++) memcpy(laid_out + i * stride, &items[i], sizeof items[i]);
    bg_status status = bg_group_update(group, (const bg_item *)laid_out, count);
    check_status(status);
    int known = count == 0 || (items[0].struct_size >= sizeof(bg_item) && items[0].struct_size <= 4096);
    for (uint32_t i = 1; i < count; i++) known &= items[i].struct_size == items[0].struct_size;
    if (known) return;
    if (status != BG_E_INVALID_ARGUMENT) abort();
    for (uint32_t i = 0; i < count; i++)
        if (items[i].destroy) items[i].destroy(items[i].user_data);
}

static void set_params(input *in, bg_group group) {
    bg_group_params params;
    char strings[5][32];
    check_status(bg_group_params_init((bg_theme){0}, &params));
    if (take_byte(in) == 3) params.struct_size = take_u32(in);
    params.layout.kind = take_enum(in, 2);
    params.layout.prominent_type = take_enum(in, 2);
    params.layout.corner_style = take_enum(in, 6);
    params.layout.spacing = take_number(in);
    params.layout.corner_radius = take_number(in);
    params.overflow_policy = take_enum(in, 2);
    params.max_visible = take_byte(in) % 6;
    params.overflow_hysteresis = take_number(in);
    params.more_icon = take_string(in, strings[0]);
    params.alert_title = take_string(in, strings[1]);
    params.alert_message = take_string(in, strings[2]);
    params.alert_cancel_button_title = take_string(in, strings[3]);
    params.more_button_accessibility_label = take_string(in, strings[4]);
    check_status(bg_group_set_params(group, &params));
}

static void set_callback(input *in, bg_group group) {
    uint8_t which = take_byte(in) % 4, clear = take_byte(in) % 4 == 0;
    callback_data *data = new_data(in);
    bg_status status;
    switch (which) {
    case 0: status = bg_group_set_measure_callback(group, clear ? NULL : on_measure, data, destroy_data); break;
    case 1: status = bg_group_set_sheet_callback(group, clear ? NULL : on_sheet, data, destroy_data); break;
    case 2: status = bg_group_set_sheet_dismissed_callback(group, clear ? NULL : on_sheet_dismissed, data, destroy_data); break;
    default: status = bg_group_set_navigate_callback(group, clear ? NULL : on_navigate, data, destroy_data); break;
    }
    check_status(status);
}

static void load_theme(input *in, world *w, unsigned slot) {
    size_t length = take_byte(in);
    if (length > in->size) length = in->size;
    bg_theme theme;
    bg_status status = bg_theme_load((const char *)in->data, length, &theme);
    check_status(status);
    in->data += length;
    in->size -= length;
    if (status == BG_OK) {
        bg_theme_free(w->themes[slot]); /* the old one: may be {0} or stale, then it fails cleanly */
        w->themes[slot] = theme;
    }
}

enum { FRAMES_ROOM = 16, SENTINEL = 0xAB };

/* Whether `count` rects from `frames` all hold the sentinel byte. */
static int untouched(const bg_rect *frames, size_t count) {
    const unsigned char *bytes = (const unsigned char *)frames;
    for (size_t i = 0; i < count * sizeof *frames; i++)
        if (bytes[i] != SENTINEL) return 0;
    return 1;
}

/* bg_group_layout_frames with the buffer `mode` picks (frames NULL with capacity 0 or with a
 * capacity; an array with capacity 0, too small, exact or larger; out_count NULL), checking the
 * buffer rules: a success wrote the count and frames[0 ... count - 1] only; BG_E_BUFFER_TOO_SMALL
 * wrote the count (more than the capacity) and no frame; any other failure wrote nothing. After a
 * success, bg_group_layout at the same arguments (a lookup) fills `layout`, whose frames are the
 * ones written; else `layout` is untouched. Returns that layout's status, or the frames call's. */
static bg_status layout_frames(bg_group group, double width, double scale, int32_t direction, uint8_t mode,
                               bg_layout *layout) {
    bg_rect frames[FRAMES_ROOM];
    uint32_t count = 0xFFFFFFFFu, asked = 0, capacity;
    bg_rect *array = frames;
    memset(frames, SENTINEL, sizeof frames);
    switch (mode % 7) {
    case 0: array = NULL; capacity = 0; break;
    case 1: array = NULL; capacity = 1 + mode / 7; break;             /* refused */
    case 2: capacity = 0; break;
    case 3: capacity = 1 + (mode / 7) % 4; break;                      /* maybe too small */
    case 4:                                                            /* exact: the count asked first */
        if (bg_group_layout_frames(group, width, scale, direction, NULL, 0, &asked) != BG_OK) asked = 0;
        capacity = asked < FRAMES_ROOM ? asked : FRAMES_ROOM;
        break;
    case 5: capacity = FRAMES_ROOM; break;
    default: capacity = FRAMES_ROOM; break;                           /* out_count NULL: refused */
    }
    bg_status status = bg_group_layout_frames(group, width, scale, direction, array, capacity,
                                              mode % 7 == 6 ? NULL : &count);
    check_status(status);
    if ((mode % 7 == 1 || mode % 7 == 6) && status != BG_E_INVALID_ARGUMENT) abort();
    if (status == BG_E_BUFFER_TOO_SMALL) {
        if (!array || count == 0xFFFFFFFFu || count <= capacity || !untouched(frames, FRAMES_ROOM)) abort();
        return status;
    }
    if (status != BG_OK) {
        if (count != 0xFFFFFFFFu || !untouched(frames, FRAMES_ROOM)) abort();
        return status;
    }
    if (count > MAX_ITEMS + 1 || (array && count > capacity) || !untouched(frames + (array ? count : 0), FRAMES_ROOM - (array ? count : 0)))
        abort();
    bg_status whole = bg_group_layout(group, width, scale, direction, layout);
    check_status(whole);
    if (whole != BG_OK || layout->slot_count != count) abort(); /* the same layout, looked up */
    for (uint32_t i = 0; array && i < count; i++)
        if (memcmp(&frames[i], &layout->slots[i].frame, sizeof frames[i]) != 0) abort();
    return whole;
}

static void step(input *in, world *w) {
    uint8_t op = take_byte(in) % 21;
    unsigned slot = take_byte(in) % GROUPS;
    bg_group group = w->groups[slot];
    bg_layout layout = {.struct_size = sizeof layout};
    int32_t out = 0;
    switch (op) {
    case 0: {
        bg_theme theme = take_byte(in) % 2 ? w->themes[take_byte(in) % THEMES] : (bg_theme){0};
        bg_group created;
        bg_status status = bg_group_create(theme, NULL, &created);
        check_status(status);
        if (status == BG_OK) {
            bg_group_free(w->groups[slot]); /* the old one (maybe stale already) */
            w->groups[slot] = created;
        }
        break;
    }
    case 1: check_status(bg_group_free(group)); break; /* stays in the world as a stale handle */
    case 2: update_items(in, group); break;
    case 3: {
        double width = take_number(in), scale = take_number(in);
        int32_t direction = take_enum(in, 2);
        uint8_t how = take_byte(in);
        bg_status status;
        if (how % 2) {
            status = bg_group_layout(group, width, scale, direction, &layout);
            check_status(status);
        } else {
            status = layout_frames(group, width, scale, direction, (uint8_t)(how / 2), &layout);
        }
        if (status == BG_OK) check_layout(&layout);
        break;
    }
    case 4: check_status(bg_group_tap(group, take_number(in), take_number(in), &out)); break;
    case 5: check_status(bg_group_pointer(group, take_enum(in, 4), take_number(in), take_number(in), &out)); break;
    case 6: check_status(bg_group_focus(group, take_enum(in, 5), &out)); break;
    case 7: check_status(bg_group_activate_focused(group)); break;
    case 8: check_status(bg_group_activate_slot(group, take_byte(in) % 6)); break;
    case 9: check_status(bg_group_choose_sheet_item(group, take_byte(in) % 6)); break;
    case 10: check_status(bg_group_dismiss_sheet(group)); break;
    case 11: check_status(bg_group_run_navigation(group, take_byte(in) % 10, w)); break;
    case 12: set_params(in, group); break;
    case 13: set_callback(in, group); break;
    case 14: load_theme(in, w, take_byte(in) % THEMES); break;
    case 15: check_status(bg_theme_free(w->themes[take_byte(in) % THEMES])); break;
    case 16: { /* a forged handle */
        bg_group forged = {((uint64_t)take_u32(in) << 32) | take_u32(in)};
        check_status(bg_group_layout(forged, 100, 1, 0, &layout));
        break;
    }
    case 17: {
        uint32_t count;
        check_status(bg_group_item_count(group, &count));
        break;
    }
    case 18: { /* NULL out-pointers */
        check_status(bg_group_layout(group, 100, 1, 0, NULL));
        check_status(bg_group_create((bg_theme){0}, NULL, NULL));
        break;
    }
    case 19: { /* the picture of the latest layout, with hostile options */
        bg_picture_options options;
        bg_picture_options_init(&options);
        options.show_overflow = take_byte(in) % 2;
        options.padding = take_number(in);
        options.background = take_u32(in);
        bg_svg svg = {.struct_size = sizeof svg};
        bg_status status = bg_group_svg(group, take_byte(in) % 4 ? &options : NULL, &svg);
        check_status(status);
        if (status == BG_OK && (!svg.text || strlen(svg.text) != svg.length || strncmp(svg.text, "<svg", 4) != 0)) abort();
        break;
    }
    default: {
        bg_button_colors colors;
        check_status(bg_theme_button_colors(w->themes[0], take_enum(in, 7), take_byte(in) % 9, &colors));
        break;
    }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    input in = {data, size};
    world w;
    memset(&w, 0, sizeof w);
    registered = destroyed = 0;
    for (unsigned i = 0; i < GROUPS; i++) check_status(bg_group_create((bg_theme){0}, NULL, &w.groups[i]));
    for (int steps = 0; in.size > 0 && steps < 64; steps++) step(&in, &w);
    for (unsigned i = 0; i < GROUPS; i++) bg_group_free(w.groups[i]);
    for (unsigned i = 0; i < THEMES; i++) bg_theme_free(w.themes[i]);
    if (registered != destroyed) abort();
    return 0;
}
