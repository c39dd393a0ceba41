/* toolbar_fuzz_items.h — how toolbar_fuzz.c decodes toolbar items from the fuzz input (groups
 * and flexible spaces, buttons with hostile strings, enums, priorities and strides, registered
 * callbacks) and what its callbacks do to a toolbar. Part of toolbar_fuzz.c, split out to keep
 * each file to one concern; it uses the world, the bookkeeping and the checks that file defines
 * before including it, so it is included from there only. */
#ifndef BG_TOOLBAR_FUZZ_ITEMS_H
#define BG_TOOLBAR_FUZZ_ITEMS_H

static const char *take_title(input *in, char *buffer) {
    static const char *const titles[] = {
        "Back", "Forward", "B", "Share", "A title long enough to be cut short in any toolbar narrower than a wall",
        "", "مرحبا بالعالم", "👍🏽 Like", "e\xcc\x81", "\xff\xfe", "\xed\xa0\x80", "\xc0\xaf", "\xe2\x80\xaeRTL",
    };
    uint8_t choice = take_byte(in);
    if (choice < 200) return titles[choice % (sizeof titles / sizeof titles[0])];
    return take_string(in, buffer);
}

static const char *take_image(input *in, char *buffer) {
    static const char *const images[] = {NULL, "chevron.left", "chevron.right", "bold", "", "\xff", NULL, "star"};
    uint8_t choice = take_byte(in);
    if (choice < 240) return images[choice % (sizeof images / sizeof images[0])];
    return take_string(in, buffer);
}

/* A struct_size: the stride the array is laid out at, or (rarely) a forged value where it
 * cannot lie about the array: a later element (which must be refused) or a lone one. */
static uint32_t take_struct_size(input *in, size_t stride, uint32_t index, uint32_t count) {
    if (take_byte(in) == 7 && (index > 0 || count == 1)) {
        uint8_t how = take_byte(in) % 3;
        return how == 0 ? take_u32(in) : how == 1 ? (uint32_t)stride - 8 : (uint32_t)stride + 8;
    }
    return (uint32_t)stride;
}

static size_t take_stride(input *in, size_t size) {
    return size + (take_byte(in) == 5 ? (take_byte(in) % (MAX_TAIL / 8 + 1)) * 8 : 0);
}

/* The buttons of one group, laid out at `stride` into `out`; returns how many. */
static uint32_t take_buttons(input *in, bg_toolbar toolbar, unsigned char *out, char strings[][32]) {
    uint32_t count = take_byte(in) % (MAX_BUTTONS + 1);
    size_t stride = take_stride(in, sizeof(bg_control_button));
    memset(out, 0, MAX_BUTTONS * (sizeof(bg_control_button) + MAX_TAIL));
    for (uint32_t i = 0; i < count; i++) {
        bg_control_button button;
        bg_control_button_init(&button);
        button.struct_size = take_struct_size(in, stride, i, count);
        button.selection = take_enum(in, 3);
        button.title = take_title(in, strings[2 * i]);
        button.image = take_image(in, strings[2 * i + 1]);
        button.disabled = take_byte(in) % 4 == 0;
        uint8_t callbacks = take_byte(in);
        if (callbacks & 1) button.action = on_action;
        if (callbacks & 2) { /* else no user_data: the action gets NULL */
            button.user_data = new_toolbar_data(take_byte(in), toolbar);
            button.destroy = destroy_data;
        }
        memcpy(out + i * stride, &button, sizeof button);
    }
    return count;
}

/* One item (its buttons into `buttons`). */
static bg_toolbar_item take_item(input *in, bg_toolbar toolbar, unsigned char *buttons, char strings[][32]) {
    bg_toolbar_item item;
    bg_toolbar_item_init(&item);
    uint8_t kind = take_byte(in);
    item.kind = kind < 180 ? BG_TOOLBAR_ITEM_GROUP : kind < 250 ? BG_TOOLBAR_ITEM_FLEXIBLE_SPACE : (int32_t)take_u32(in);
    item.placement = take_enum(in, 13);
    item.style = take_enum(in, 6);
    item.label_style = take_enum(in, 4);
    uint8_t flags = take_byte(in);
    item.fixed_size = flags & 1;
    item.disabled = (flags & 128) != 0;
    item.has_priority = (flags & 2) != 0;
    item.priority = flags & 4 ? take_number(in) : (double)(int8_t)take_byte(in);
    item.label_title = flags & 8 ? take_title(in, strings[0]) : NULL;
    item.label_image = take_image(in, strings[1]);
    if (item.kind == BG_TOOLBAR_ITEM_FLEXIBLE_SPACE && !(flags & 16)) return item;
    if (flags & 32 && flags & 64) { /* NULL buttons and a count: nothing registered */
        item.button_count = take_byte(in) % 3;
        return item;
    }
    item.button_count = take_buttons(in, toolbar, buttons, strings + 2);
    item.buttons = item.button_count ? (const bg_control_button *)buttons : NULL;
    return item;
}

/* Releases the user_data of every button of `items` (the library was not handed them, or
 * could not know where they are). */
static void release_buttons(const bg_toolbar_item *items, uint32_t count) {
    for (uint32_t i = 0; i < count; i++)
        for (uint32_t b = 0; items[i].buttons && b < items[i].button_count; b++) {
            bg_control_button button;
            memcpy(&button, (const unsigned char *)items[i].buttons + b * items[i].buttons[0].struct_size,
                   sizeof button);
            if (button.destroy) button.destroy(button.user_data);
        }
}

/* Whether the library knows the layout of every array of `items` (toolbar.h): each element's
 * struct_size its first's, a size its struct can have, for the items and each item's buttons. */
static int layouts_known(const bg_toolbar_item *items, uint32_t count) {
    if (count == 0) return 1;
    if (items[0].struct_size < sizeof(bg_toolbar_item) || items[0].struct_size > 4096) return 0;
    for (uint32_t i = 0; i < count; i++) {
        const bg_control_button *first = items[i].buttons;
        if (items[i].struct_size != items[0].struct_size) return 0;
        if (!first || items[i].button_count == 0) continue;
        if (first->struct_size < sizeof(bg_control_button) || first->struct_size > 4096) return 0;
        for (uint32_t b = 1; b < items[i].button_count; b++) {
            uint32_t size;
            memcpy(&size, (const unsigned char *)first + b * first->struct_size, sizeof size);
            if (size != first->struct_size) return 0;
        }
    }
    return 1;
}

/* bg_toolbar_set_items with items from the input, laid out at a stride items[0] declares. An
 * array of unknown layout has none of its functions called: its user_data are released here. */
static void set_items(input *in, bg_toolbar toolbar) {
    _Alignas(bg_toolbar_item) unsigned char laid_out[MAX_ITEMS * (sizeof(bg_toolbar_item) + MAX_TAIL)];
    _Alignas(bg_control_button) unsigned char buttons[MAX_ITEMS][MAX_BUTTONS * (sizeof(bg_control_button) + MAX_TAIL)];
    char strings[MAX_ITEMS][2 + 2 * MAX_BUTTONS][32];
    bg_toolbar_item items[MAX_ITEMS];
    uint32_t count = take_byte(in) % (MAX_ITEMS + 1);
    size_t stride = take_stride(in, sizeof(bg_toolbar_item));
    for (uint32_t i = 0; i < count; i++) {
        items[i] = take_item(in, toolbar, buttons[i], strings[i]);
        items[i].struct_size = take_struct_size(in, stride, i, count);
    }
    if (take_byte(in) == 13 && count > 0) {
        /* NULL items: the library never sees these user_data, so they are released here. */
        CALL(toolbar, bg_toolbar_set_items(toolbar, NULL, count));
        release_buttons(items, count);
        return;
    }
    memset(laid_out, 0, sizeof laid_out);
    for (uint32_t i = 0; i < count; i++) memcpy(laid_out + i * stride, &items[i], sizeof items[i]);
    bg_status status = set_items_call(toolbar, (const bg_toolbar_item *)laid_out, count);
    if (layouts_known(items, count)) return;
    if (status != BG_E_INVALID_ARGUMENT) abort();
    release_buttons(items, count);
}

/* Items a callback puts in: a navigation group and a menu-style group whose buttons act as the
 * callback's own registration would, one act further, and a flexible space. */
static void callback_items(bg_toolbar target, const toolbar_data *data) {
    static const char *const titles[2][2] = {{"Undo", "Redo"}, {"Copy", "Paste"}};
    bg_control_button buttons[2][2];
    bg_toolbar_item items[3];
    for (int g = 0; g < 2; g++) {
        for (int b = 0; b < 2; b++) {
            bg_control_button_init(&buttons[g][b]);
            buttons[g][b].title = titles[g][b];
            buttons[g][b].image = b ? "arrow.right" : NULL;
            buttons[g][b].action = on_action;
            buttons[g][b].user_data = new_toolbar_data((uint8_t)(data->base.behavior * 7 + g * 2 + b + 1), target);
            buttons[g][b].destroy = destroy_data;
        }
        bg_toolbar_item_init(&items[g]);
        items[g].label_title = g ? "Edit" : "History";
        items[g].buttons = buttons[g];
        items[g].button_count = 2;
    }
    items[0].placement = BG_PLACEMENT_NAVIGATION;
    items[1].style = BG_CONTROL_STYLE_MENU;
    bg_toolbar_item_init(&items[2]);
    items[2].kind = BG_TOOLBAR_ITEM_FLEXIBLE_SPACE;
    set_items_call(target, items, 3);
}

/* What a callback does to `target` (its own toolbar or another). */
static void act_on(int act, bg_toolbar target, const toolbar_data *data) {
    int slot = slot_of(target), behavior = data->base.behavior;
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_breakpoints found = {.struct_size = sizeof found};
    point p = slot >= 0 && w->point_count[slot] ? w->points[slot][behavior % w->point_count[slot]] : (point){20, 20};
    bg_control_target out;
    switch (act) {
    case ACT_SET_ITEMS: callback_items(target, data); break;
    case ACT_FREE: free_toolbar(target); break;
    case ACT_LAYOUT:
        if (CALL(target, bg_toolbar_layout(target, behavior & 1 ? 120 : 400, 2, (behavior >> 1) & 1, &view)) == BG_OK)
            check_view(target, slot, behavior & 1 ? 120 : 400, &view);
        break;
    case ACT_TAP: CALL(target, bg_toolbar_tap(target, p.x, p.y, &out)); break;
    case ACT_CHOOSE: CALL(target, bg_toolbar_choose_menu_entry(target, (uint32_t)behavior % 4)); break;
    case ACT_DISMISS: CALL(target, bg_toolbar_dismiss_menu(target)); break;
    case ACT_FOCUS:
        CALL_PINS(target, bg_toolbar_focus(target, BG_FOCUS_NEXT, &out));
        CALL_PINS(target, bg_toolbar_activate_focused(target));
        break;
    case ACT_BREAKPOINTS:
        if (CALL(target, bg_toolbar_breakpoints(target, &found)) == BG_OK) check_breakpoints(target, slot, &found);
        break;
    case ACT_POINTER:
        CALL_PINS(target, bg_toolbar_pointer(target, BG_POINTER_DOWN, p.x, p.y, &out));
        CALL_PINS(target, bg_toolbar_pointer(target, BG_POINTER_UP, p.x, p.y, &out));
        break;
    case ACT_REREGISTER: /* may replace the very callback running: its release must wait */
        CALL(target, bg_toolbar_set_menu_callback(target, on_menu, new_toolbar_data((uint8_t)(behavior + 1), target),
                                                  destroy_data));
        break;
    default: break;
    }
}

#endif /* BG_TOOLBAR_FUZZ_ITEMS_H */
