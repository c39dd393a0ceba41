/*
 * demo.c — the tour `make demo` starts with: the three components from C, one screen each.
 *
 *   1. ButtonGroup: a row of related buttons sharing the width, a prominent group whose icon
 *      buttons join, and the buttons that do not fit moved into a "More" action sheet.
 *   2. ConfigurationBasedButton and ButtonWithLabel: a button described by a configuration (a
 *      theme style, state-driven updates, an activity indicator, right-to-left) and the label
 *      preset of a navigation bar.
 *   3. ControlGroup and the toolbar: related buttons drawn as one control, and a toolbar that
 *      moves whole groups into an overflow menu when it runs out of width.
 *
 * The library lays out, keeps the state and fires the callbacks; this program only draws its
 * answers as text, boxes to scale (print_layout.h), and prints what each callback receives.
 * The other programs of examples/c show each component in full.
 *
 * Build: cc -std=c99 -Iinclude demo.c -lbuttongroup -lm   (make demo-c builds and runs it)
 */
#include <string.h>

#include "print_layout.h"

#define PT_PER_COLUMN 4.8 /* the drawings' scale: 343 pt, a phone's width, is 71 columns */

static int columns_for(double width) { return (int)lround(width / PT_PER_COLUMN); }

static void heading(int number, const char *title, const char *what) {
    printf("\n━━ %d/3  %s: %s\n", number, title, what);
}

/* The terminal columns of the first `bytes` bytes of UTF-8 `text` (one per scalar: the texts here). */
static size_t text_columns(const char *text, size_t bytes) {
    size_t n = 0;
    for (size_t i = 0; i < bytes; i++) n += ((unsigned char)text[i] & 0xC0) != 0x80;
    return n;
}

/* Appends " unit" to `line` (size bytes, used so far), its own spaces made unbreakable ('\1'). */
static void append_unit(char *line, size_t size, size_t *used, const char *unit) {
    if (*used + 1 < size) line[(*used)++] = ' ';
    for (; *unit && *used + 1 < size; unit++) line[(*used)++] = *unit == ' ' ? '\1' : *unit;
    line[*used] = '\0';
}

/* Prints `text` indented by two, wrapped at 88 columns (continuation lines indented by five);
   '\1' is a space the lines do not break at. */
static void print_wrapped(const char *text) {
    enum { WIDTH = 88 };
    size_t column = 2;
    fputs("  ", stdout);
    while (*text) {
        size_t word = strcspn(text, " ");
        if (column > 5 && column + 1 + text_columns(text, word) > WIDTH) {
            fputs("\n     ", stdout);
            column = 5;
        } else if (column > 2) {
            fputc(' ', stdout);
            column++;
        }
        for (size_t i = 0; i < word; i++) fputc(text[i] == '\1' ? ' ' : text[i], stdout);
        column += text_columns(text, word);
        text += word;
        while (*text == ' ') text++;
    }
    fputc('\n', stdout);
}

/* ------------------------------------------------------------- 1. ButtonGroup */

/* The host's side: the sheets it presented, its navigation stack. */
typedef struct {
    int sheets;
    const char *stack[4];
    int depth;
} group_host;

static int actions_fired; /* every item action, counted */

/* Every item's action: user_data is its title. */
static bg_status item_action(void *user_data, bg_group group, uint32_t item) {
    (void)group, (void)item;
    actions_fired++;
    printf("  -> action: %s\n", (const char *)user_data);
    return BG_OK;
}

/* The host presents the More action sheet (here: one line) and waits for the user's choice. */
static bg_status present_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet) {
    group_host *host = user_data;
    (void)group;
    host->sheets++;
    char line[512], unit[128];
    size_t used = (size_t)snprintf(line, sizeof line, "-> the host presents the sheet \"%s\":", sheet->title ? sheet->title : "");
    for (uint32_t i = 0; i < sheet->item_count; i++) {
        const bg_sheet_item *entry = &sheet->items[i];
        snprintf(unit, sizeof unit, "[%u] %s%s%s,", (unsigned)i, entry->disabled ? "(" : "", entry->title,
                 entry->disabled ? ")" : "");
        append_unit(line, sizeof line, &used, unit);
    }
    snprintf(unit, sizeof unit, "[cancel] %s", sheet->cancel_title);
    append_unit(line, sizeof line, &used, unit);
    print_wrapped(line);
    return BG_OK;
}

/* An item's navigation: the host pushes the item's screen (user_data: its title). */
static bg_status push_screen(void *user_data, void *navigation_context) {
    group_host *host = navigation_context;
    if (host->depth < 4) host->stack[host->depth++] = user_data;
    printf("  -> navigation: push the \"%s\" screen (stack: %s > %s)\n", (const char *)user_data, host->stack[0],
           host->stack[host->depth - 1]);
    return BG_OK;
}

static bg_status navigate(void *user_data, bg_group group, uint32_t item) {
    return bg_group_run_navigation(group, item, user_data);
}

static void make_items(bg_item *items, const char *const *titles, uint32_t count) {
    for (uint32_t i = 0; i < count; i++) {
        bg_item_init(&items[i]);
        items[i].title = titles[i];
        items[i].action = item_action;
        items[i].user_data = (void *)titles[i];
    }
}

/* A group on the built-in theme with `params` (NULL: the defaults), laid out and drawn. */
static bg_status show_group(const char *caption, const bg_group_params *params, const bg_item *items, uint32_t count,
                            bg_group *out, bg_layout *layout) {
    bg_status status = bg_group_create((bg_theme){0}, params, out);
    if (status == BG_OK) status = bg_group_update(*out, items, count);
    if (status == BG_OK) {
        example_layout_init(layout);
        status = bg_group_layout(*out, 343, 2, BG_DIRECTION_LTR, layout);
    }
    if (status != BG_OK) return status;
    printf("%s\n", caption);
    print_frames(layout, columns_for(343));
    return BG_OK;
}

static int screen_group(void) {
    static const char *const two[] = {"Details", "Statements"};
    static const char *const prominent[] = {"Transfer", "Pay", "History"};
    static const char *const five[] = {"Pay", "Cash Advance", "Transfer", "History", "Statements"};
    group_host host = {0, {"Accounts"}, 1};
    bg_group group = {0};
    bg_group_params params;
    bg_item items[5];
    bg_layout layout;
    double x, y;
    int more, ok = 0;

    heading(1, "ButtonGroup", "a row of related buttons sharing the width");
    make_items(items, two, 2);
    EX_TRY(show_group("All round, 343 pt (a phone's width): equal widths, capsules, 8 pt apart", NULL, items, 2,
                      &group, &layout));
    EX_TRY(bg_group_free(group));
    group.id = 0;

    make_items(items, prominent, 3);
    items[1].icon = "ic_info";
    items[2].icon = "ic_dock";
    EX_TRY(bg_group_params_init((bg_theme){0}, &params));
    params.layout.kind = BG_LAYOUT_PROMINENT;
    params.layout.prominent_type = BG_PROMINENT_GROUPED;
    params.layout.corner_style = BG_CORNER_LARGE;
    EX_TRY(show_group("Prominent, grouped: the primary button takes the rest, the icon buttons join", &params, items,
                      3, &group, &layout));
    EX_TRY(bg_group_free(group));
    group.id = 0;

    make_items(items, five, 5);
    items[3].navigation = push_screen; /* History opens a screen */
    items[4].disabled = 1;
    EX_TRY(bg_group_params_init((bg_theme){0}, &params));
    params.alert_title = "Account actions";
    params.alert_cancel_button_title = "Close";
    params.more_button_accessibility_label = "More account actions";
    EX_TRY(show_group("Five items: two fit, More holds the rest", &params, items, 5, &group, &layout));
    EX_TRY(bg_group_set_sheet_callback(group, present_sheet, &host, NULL));
    EX_TRY(bg_group_set_navigate_callback(group, navigate, &host, NULL));
    printf("  a screen reader says: \"%s\", \"%s\" (in full), \"%s\" (a menu button)\n",
           layout.accessibility[0].label, layout.accessibility[1].label, layout.accessibility[2].label);
    more = example_more_slot(&layout);
    if (more < 0 || !example_slot_center(&layout, (uint32_t)more, &x, &y)) goto done;
    printf("tap More:\n");
    EX_TRY(bg_group_tap(group, x, y, NULL));
    printf("the user chooses [1] History:\n");
    EX_TRY(bg_group_choose_sheet_item(group, 1));
    printf("tap More again, then Close:\n");
    EX_TRY(bg_group_tap(group, x, y, NULL));
    int fired_before = actions_fired;
    EX_TRY(bg_group_dismiss_sheet(group));
    if (actions_fired != fired_before || host.depth != 2) goto done;
    printf("  -> the host closes the sheet (bg_group_dismiss_sheet): dismissed, nothing fires\n");
    ok = host.sheets == 2;

done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

/* ------------------------------------- 2. ConfigurationBasedButton, ButtonWithLabel */

/* Writes `text` into `line` from column `column` on, within the box's `width` columns. */
static void put_text(char *line, int width, int column, const char *text) {
    for (int i = 0; text[i] != '\0' && column + i < width - 1; i++) {
        if (column + i >= 1) line[column + i] = text[i];
    }
}

/* Where a text starts in a drawn frame: at its leading edge (the right one, right to left). */
static int text_column(const bg_rect *frame, const char *text, double scale, int32_t direction) {
    if (direction == BG_DIRECTION_RTL) return 1 + (int)lround((frame->x + frame->width) / scale) - (int)strlen(text);
    return 1 + (int)lround(frame->x / scale);
}

/*
 * A laid-out button drawn to scale: its bounds as a box, the title and the subtitle on their own
 * lines at their x, the image as "(*)" centred on its frame, on the first line its frame spans.
 * (ASCII only, so that a column is a byte.)
 */
static void draw_button(const bg_button_view *view, int32_t direction) {
    enum { MAX_WIDTH = 120 };
    char lines[2][MAX_WIDTH + 1];
    const bg_rect *texts[2] = {0};
    const char *strings[2] = {0};
    /* Larger than the groups' scale (a button alone is small), at most 72 columns. */
    double scale = view->bounds.width / 2.5 > 70 ? view->bounds.width / 70 : 2.5;
    int width = (int)lround(view->bounds.width / scale) + 2, rows = 0;
    if (width > MAX_WIDTH) width = MAX_WIDTH;
    if (view->title && view->title[0]) texts[rows] = &view->title_frame, strings[rows++] = view->title;
    if (view->subtitle && view->subtitle[0]) texts[rows] = &view->subtitle_frame, strings[rows++] = view->subtitle;
    if (rows == 0) rows = 1;
    for (int r = 0; r < rows; r++) {
        memset(lines[r], ' ', (size_t)width);
        lines[r][0] = lines[r][width - 1] = '|';
        lines[r][width] = '\0';
        if (strings[r]) put_text(lines[r], width, text_column(texts[r], strings[r], scale, direction), strings[r]);
    }
    if (view->has_image || view->has_activity_indicator) {
        const bg_rect *image = &view->image_frame;
        int row = 0;
        for (int r = 0; r < rows; r++) { /* the first line whose text the image's frame spans */
            double middle = texts[r] ? texts[r]->y + texts[r]->height / 2 : view->bounds.height / 2;
            if (middle >= image->y && middle <= image->y + image->height) { row = r; break; }
        }
        put_text(lines[row], width, 1 + (int)lround((image->x + image->width / 2) / scale) - 1,
                 view->has_activity_indicator ? "(~)" : "(*)");
    }
    char corner = view->corner_radius > 0 ? '.' : '+', bottom = view->corner_radius > 0 ? '\'' : '+';
    printf("  %c", corner);
    for (int c = 1; c < width - 1; c++) putchar('-');
    printf("%c\n", corner);
    for (int r = 0; r < rows; r++) printf("  %s\n", lines[r]);
    printf("  %c", bottom);
    for (int c = 1; c < width - 1; c++) putchar('-');
    printf("%c\n", bottom);
}

static bg_status button_action(void *user_data, bg_button button) {
    (void)button;
    printf("  -> action: %s\n", (const char *)user_data);
    return BG_OK;
}

static void count_update(void *user_data, bg_button button) {
    (void)button;
    (*(int *)user_data)++;
}

static int screen_button(void) {
    bg_button button = {0}, info = {0}, alert = {0};
    bg_button_config config;
    bg_button_view view = {.struct_size = sizeof view};
    bg_size size;
    int updates = 0, ok = 0;
    int32_t fired = 0;

    heading(2, "ConfigurationBasedButton and ButtonWithLabel", "a button described by a configuration");
    EX_TRY(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Send money";
    config.subtitle = "to Alex, today";
    config.image = "paperplane";
    EX_TRY(bg_button_create((bg_theme){0}, &config, &button));
    EX_TRY(bg_button_set_provider(button, BG_PROVIDER_STYLE, "primaryFilled")); /* a preset of the theme */
    EX_TRY(bg_button_set_action(button, button_action, "Send money", NULL));
    EX_TRY(bg_button_set_updated_callback(button, count_update, &updates, NULL));
    EX_TRY(bg_button_size_that_fits(button, &size));
    EX_TRY(bg_button_layout(button, size.width, size.height, 2, BG_DIRECTION_LTR, &view));
    printf("A title, a subtitle and an image (*), in the theme's primaryFilled style; it fits in %.1f x %.1f pt:\n",
           size.width, size.height);
    draw_button(&view, BG_DIRECTION_LTR);
    printf("  fill #%08X, corner radius %.1f (a capsule), texts #%08X, image %s %.0f x %.0f pt\n",
           (unsigned)view.fill_color, view.corner_radius, (unsigned)view.title_color, view.image,
           view.image_frame.width, view.image_frame.height);

    /* State drives the configuration: the provider updates it, the host redraws. */
    EX_TRY(bg_button_pointer(button, BG_POINTER_DOWN, size.width / 2, size.height / 2, NULL));
    EX_TRY(bg_button_layout(button, size.width, size.height, 2, BG_DIRECTION_LTR, &view));
    printf("pressed: the provider dims the fill to #%08X; the updated callback tells the host to redraw\n",
           (unsigned)view.fill_color);
    printf("released inside:\n");
    EX_TRY(bg_button_pointer(button, BG_POINTER_UP, size.width / 2, size.height / 2, &fired));
    EX_TRY(bg_button_set_enabled(button, 0));
    EX_TRY(bg_button_layout(button, size.width, size.height, 2, BG_DIRECTION_LTR, &view));
    printf("disabled: fill #%08X, texts #%08X; it fires nothing\n", (unsigned)view.fill_color,
           (unsigned)view.title_color);
    EX_TRY(bg_button_set_enabled(button, 1));
    config.shows_activity_indicator = 1;
    EX_TRY(bg_button_set_base_config(button, &config));
    EX_TRY(bg_button_layout(button, size.width, size.height, 2, BG_DIRECTION_RTL, &view));
    printf("busy, right to left: an activity indicator (~) in the image's place, the content mirrored:\n");
    draw_button(&view, BG_DIRECTION_RTL);

    EX_TRY(bg_button_create_with_label((bg_theme){0}, BG_LABEL_TYPE_INFO, &info));
    EX_TRY(bg_button_set_action(info, button_action, "showInfoView()", NULL));
    EX_TRY(bg_button_size_that_fits(info, &size));
    EX_TRY(bg_button_layout(info, size.width, size.height, 2, BG_DIRECTION_LTR, &view));
    printf("ButtonWithLabel, the info preset, ending a 375 x 44 pt navigation bar: %.1f x %.1f pt at x %.1f:\n"
           "  the label \"%s\" on #%08X and the icon %s; a tap anywhere on it:\n",
           size.width, size.height, 375 - 16 - size.width, view.title, (unsigned)view.label_background_color,
           view.image);
    EX_TRY(bg_button_pointer(info, BG_POINTER_DOWN, size.width / 2, size.height / 2, NULL));
    EX_TRY(bg_button_pointer(info, BG_POINTER_UP, size.width / 2, size.height / 2, &fired));
    EX_TRY(bg_button_create_with_label((bg_theme){0}, BG_LABEL_TYPE_ALERT, &alert));
    EX_TRY(bg_button_size_that_fits(alert, &size));
    EX_TRY(bg_button_layout(alert, size.width, size.height, 2, BG_DIRECTION_LTR, &view));
    printf("the alert preset: \"%s\" and %s, %.1f x %.1f pt\n", view.title, view.image, size.width, size.height);
    ok = fired == 1 && updates >= 1;

done:
    if (button.id) bg_button_free(button);
    if (info.id) bg_button_free(info);
    if (alert.id) bg_button_free(alert);
    return ok;
}

/* ------------------------------------------------ 3. ControlGroup, toolbar */

static const char *const group_names[] = {"History", "Text Style", "Arrange"};

/* What a cell shows in the drawing: its title, else a glyph for its image. */
static const char *cell_label(const bg_control_cell *cell, const bg_toolbar_view *view, char *out, size_t size) {
    static const char *const glyphs[][2] = {
        {"chevron.backward", "<"}, {"chevron.forward", ">"}, {"bold", "B"}, {"italic", "I"}, {"underline", "U"}};
    const char *label = cell->title && cell->title[0] ? cell->title : cell->image ? cell->image : "";
    for (size_t i = 0; i < sizeof glyphs / sizeof glyphs[0]; i++) {
        if (!(cell->title && cell->title[0]) && cell->image && strcmp(cell->image, glyphs[i][0]) == 0) label = glyphs[i][1];
    }
    snprintf(out, size, "%s%s", label, cell->button_index < 0 ? " v" : ""); /* a menu's indicator: v */
    (void)view;
    return out;
}

/*
 * A toolbar (or a control group) drawn to scale, `full_width` points in 72 columns: its cells
 * (those of a joined group drawn touching, over the separators between them) and its overflow
 * button as "...".
 */
static void draw_toolbar(const bg_toolbar_view *view, double width, double full_width) {
    example_box boxes[32];
    char labels[32][64];
    uint32_t count = 0;
    for (uint32_t i = 0; i < view->cell_count && count < 31; i++, count++) {
        const bg_control_cell *cell = &view->cells[i];
        boxes[count].frame = cell->frame;
        for (uint32_t g = 0; g < view->group_count; g++) {
            const bg_placed_group *group = &view->groups[g];
            if (group->separator_count == 0 || i < group->first_cell || i + 1 >= group->first_cell + group->cell_count) continue;
            const bg_rect *next = &view->cells[i + 1].frame; /* the next cell of the same joined group */
            if (next->x > cell->frame.x) boxes[count].frame.width = next->x - cell->frame.x;
            else boxes[count].frame.x = next->x + next->width, boxes[count].frame.width = cell->frame.x + cell->frame.width - boxes[count].frame.x;
        }
        boxes[count].corners = cell->corners;
        boxes[count].label = cell_label(cell, view, labels[count], sizeof labels[count]);
        boxes[count].edge = cell->has_fill ? '=' : '-'; /* a selected segment */
        boxes[count].disabled = (cell->state & BG_STATE_DISABLED) != 0;
    }
    if (view->has_overflow_button) {
        double radius = view->overflow_button.height / 2;
        boxes[count].frame = view->overflow_button;
        boxes[count].corners = (bg_corner_radii){radius, radius, radius, radius};
        boxes[count].label = "...";
        boxes[count].edge = '-';
        boxes[count].disabled = 0;
        count++;
    }
    print_boxes(boxes, count, width, (int)lround(72 * width / full_width));
}

static bg_status toolbar_action(void *user_data, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    (void)toolbar, (void)item, (void)button;
    printf("  -> action: %s\n", (const char *)user_data);
    return BG_OK;
}

/* The host presents a menu (here: one line) and waits for the user's choice. */
static bg_status present_menu(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu) {
    char line[512], unit[128];
    size_t used = (size_t)snprintf(line, sizeof line, "-> the host presents the %s:",
                                   menu->is_overflow ? "overflow menu" : "group's menu");
    (void)user_data, (void)toolbar;
    for (uint32_t i = 0; i < menu->entry_count; i++) {
        const bg_control_menu_entry *e = &menu->entries[i];
        int last = i + 1 == menu->entry_count || menu->entries[i + 1].button_index < 0;
        if (e->button_index < 0) snprintf(unit, sizeof unit, "%s >", e->title); /* a submenu: its group */
        else snprintf(unit, sizeof unit, "[%u] %s%s%s%s", (unsigned)i, e->disabled ? "(" : "", e->title,
                      e->disabled ? ")" : "", last ? "" : ",");
        append_unit(line, sizeof line, &used, unit);
    }
    print_wrapped(line);
    return BG_OK;
}

static void control_button(bg_control_button *button, const char *title, const char *image, int32_t selection) {
    bg_control_button_init(button);
    button->title = title;
    button->image = image;
    button->selection = selection;
    button->action = toolbar_action;
    button->user_data = (void *)title;
}

static int screen_toolbar(void) {
    bg_control_button history[2], text[3], arrange[4];
    bg_toolbar_item items[3];
    bg_toolbar control = {0}, toolbar = {0};
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_breakpoints found = {.struct_size = sizeof found};
    double narrow = 0;
    int ok = 0;

    control_button(&history[0], "Back", "chevron.backward", BG_SELECTION_MOMENTARY);
    control_button(&history[1], "Forward", "chevron.forward", BG_SELECTION_MOMENTARY);
    history[0].disabled = 1; /* the first page: nothing to go back to */
    control_button(&text[0], "Bold", "bold", BG_SELECTION_ON);
    control_button(&text[1], "Italic", "italic", BG_SELECTION_OFF);
    control_button(&text[2], "Underline", "underline", BG_SELECTION_OFF);
    control_button(&arrange[0], "Bring to Front", "square.3.layers.3d.top.filled", BG_SELECTION_MOMENTARY);
    control_button(&arrange[1], "Bring Forward", "square.2.layers.3d.top.filled", BG_SELECTION_MOMENTARY);
    control_button(&arrange[2], "Send Backward", "square.2.layers.3d.bottom.filled", BG_SELECTION_MOMENTARY);
    control_button(&arrange[3], "Send to Back", "square.3.layers.3d.bottom.filled", BG_SELECTION_MOMENTARY);
    arrange[2].disabled = arrange[3].disabled = 1; /* the selection is at the back already */
    const bg_control_button *buttons[3] = {history, text, arrange};
    static const uint32_t counts[3] = {2, 3, 4};
    static const int32_t placements[3] = {BG_PLACEMENT_NAVIGATION, BG_PLACEMENT_PRINCIPAL, BG_PLACEMENT_PRIMARY_ACTION};
    for (int i = 0; i < 3; i++) {
        bg_toolbar_item_init(&items[i]);
        items[i].label_title = group_names[i]; /* every group labeled: the overflow menu lists it */
        items[i].placement = placements[i];
        items[i].buttons = buttons[i];
        items[i].button_count = counts[i];
    }
    items[2].label_image = "square.3.layers.3d";
    items[2].style = BG_CONTROL_STYLE_MENU;

    heading(3, "ControlGroup and the toolbar", "related buttons drawn as one control");
    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_CONTENT, &control));
    EX_TRY(bg_toolbar_set_items(control, &items[1], 1));
    EX_TRY(bg_toolbar_layout(control, 343, 2, BG_DIRECTION_LTR, &view));
    printf("A ControlGroup in content, 343 pt: joined segments, Bold selected ('=')\n");
    draw_toolbar(&view, 343, 343);

    EX_TRY(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar));
    EX_TRY(bg_toolbar_set_menu_callback(toolbar, present_menu, NULL, NULL));
    EX_TRY(bg_toolbar_set_items(toolbar, items, 3));
    EX_TRY(bg_toolbar_layout(toolbar, 430, 2, BG_DIRECTION_LTR, &view));
    printf("A toolbar, 430 pt: History (leading; Back disabled), Text Style (centre), Arrange (a menu, v)\n");
    draw_toolbar(&view, 430, 430);
    printf("  warnings for the host's log: %u (three groups, each labeled)\n", (unsigned)view.diagnostic_count);
    EX_TRY(bg_toolbar_breakpoints(toolbar, &found));
    printf("Narrower, whole groups move into the overflow menu; the library says where:\n ");
    for (uint32_t i = 0; i < found.count; i++) {
        const bg_overflow_breakpoint *b = &found.breakpoints[i];
        printf(" %s below %.0f pt%s", group_names[b->item_index], b->moves_in, i + 1 < found.count ? "," : "\n");
    }
    if (found.count != 3) goto done;
    /* Between the first two breakpoints: Arrange is in the menu there, Text Style not yet. */
    narrow = (found.breakpoints[0].moves_in + found.breakpoints[1].moves_in) / 2;
    EX_TRY(bg_toolbar_layout(toolbar, narrow, 2, BG_DIRECTION_LTR, &view));
    printf("At %.0f pt:\n", narrow);
    draw_toolbar(&view, narrow, 430);
    if (!view.has_overflow_button) goto done;
    printf("tap ... (%s):\n", view.overflow_icon);
    EX_TRY(bg_toolbar_tap(toolbar, view.overflow_button.x + view.overflow_button.width / 2,
                          view.overflow_button.y + view.overflow_button.height / 2, NULL));
    printf("the user chooses [1] Bring to Front:\n");
    EX_TRY(bg_toolbar_choose_menu_entry(toolbar, 1));
    ok = 1;

done:
    if (control.id != 0 && !example_ok(bg_toolbar_free(control), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    if (toolbar.id != 0 && !example_ok(bg_toolbar_free(toolbar), "bg_toolbar_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

int main(void) {
    int ok = 1;
    printf("ButtonGroup tour, from C: libbuttongroup %s (examples/c/demo.c, one screen per component).\n",
           bg_version_string());
    printf("The library lays out, keeps the state and fires the callbacks; this program draws its answers\n"
           "as text, to scale ('.' a rounded corner, '+' a square one, '=' pressed or selected, (x) disabled),\n"
           "and prints what the callbacks receive (->).\n");
    ok &= screen_group();
    ok &= screen_button();
    ok &= screen_toolbar();
    printf("\n%s\n", ok ? "Every component in full: the programs of examples/c (make test-examples runs them)."
                        : "demo FAILED");
    return ok ? 0 : 1;
}
