/*
 * print_layout.h — helpers shared by the C examples (header-only: every function is static).
 *
 *   EX_TRY(call)             run a bg_* call; on failure print the error and `goto done`
 *   example_layout_init()    a bg_layout ready for bg_group_layout (struct_size set)
 *   print_layout()           the layout as a readable table: slot, kind, item, role, frame,
 *                            corners, title, icon (+ state), then accessibility and overflow
 *   print_frames()           ASCII art of the frames, to scale (print_boxes: any boxes)
 *   print_sheet()            an action sheet model (the "More" overflow)
 *   example_slot_center()    where to tap a slot
 *
 * Copy it along with an example: it only uses the public API of buttongroup.h.
 */
#ifndef BUTTONGROUP_EXAMPLE_PRINT_LAYOUT_H
#define BUTTONGROUP_EXAMPLE_PRINT_LAYOUT_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buttongroup.h"

/* Reports a failed call (status, its name, the library's message); returns nonzero on success. */
static inline int example_ok(bg_status status, const char *call, const char *file, int line) {
    if (status == BG_OK) return 1;
    fprintf(stderr, "%s:%d: %s failed: %s\n    %s\n", file, line, call, bg_status_string(status),
            bg_last_error_message());
    return 0;
}

/* Runs a bg_* call; on failure reports it and jumps to the function's `done:` cleanup label. */
#define EX_TRY(call)                                                            \
    do {                                                                        \
        if (!example_ok((call), #call, __FILE__, __LINE__)) goto done;          \
    } while (0)

static inline void example_layout_init(bg_layout *layout) {
    memset(layout, 0, sizeof *layout);
    layout->struct_size = sizeof *layout;
}

static inline const char *example_role_name(int32_t role) {
    static const char *const names[] = {"automatic", "primary", "secondary", "tertiary", "success", "danger", "link"};
    return role >= 0 && role <= BG_ROLE_LINK ? names[role] : "?";
}

static inline const char *example_kind_name(int32_t kind) { return kind == BG_SLOT_MORE ? "more" : "item"; }

/* The first `max_columns` characters (Unicode scalars) of `text` into `out` (UTF-8, NUL-terminated). */
static inline void example_clip(const char *text, size_t max_columns, char *out, size_t out_size) {
    size_t columns = 0, i = 0, o = 0;
    if (!text) text = "";
    while (text[i] != '\0') {
        size_t len = 1;
        unsigned char c = (unsigned char)text[i];
        if (c >= 0xF0) len = 4;
        else if (c >= 0xE0) len = 3;
        else if (c >= 0xC0) len = 2;
        if (columns == max_columns || o + len + 1 > out_size) break;
        memcpy(out + o, text + i, len);
        o += len;
        i += len;
        columns++;
    }
    out[o] = '\0';
}

/* Number of Unicode scalars (terminal columns, for the texts used here) of `text`. */
static inline size_t example_columns(const char *text) {
    size_t n = 0;
    for (; text && *text; text++) {
        if (((unsigned char)*text & 0xC0) != 0x80) n++;
    }
    return n;
}

/* Prints `text` left-aligned in `width` columns (clipped). */
static inline void example_print_cell(const char *text, size_t width) {
    char clipped[256];
    example_clip(text, width, clipped, sizeof clipped);
    fputs(clipped, stdout);
    for (size_t n = example_columns(clipped); n < width; n++) fputc(' ', stdout);
}

static inline void example_state_text(uint32_t state, char *out, size_t size) {
    snprintf(out, size, "%s%s%s%s", state == 0 ? "-" : "", state & BG_STATE_HIGHLIGHTED ? "H" : "",
             state & BG_STATE_FOCUSED ? "F" : "", state & BG_STATE_DISABLED ? "D" : "");
}

/* The layout as a table, then its accessibility elements and overflow. */
static inline void print_layout(const char *heading, const bg_layout *layout) {
    printf("\n== %s  (size %.1f x %.1f, %u slot%s)\n", heading, layout->size.width, layout->size.height,
           (unsigned)layout->slot_count, layout->slot_count == 1 ? "" : "s");
    printf("slot  kind  item  role       state  frame (x, y, w, h)                corners (tl tr br bl)   "
           "title                 icon\n");
    for (uint32_t i = 0; i < layout->slot_count; i++) {
        const bg_slot *s = &layout->slots[i];
        char item[16], state[8], frame[64], corners[48];
        if (s->item_index >= 0) snprintf(item, sizeof item, "%d", (int)s->item_index);
        else snprintf(item, sizeof item, "-");
        example_state_text(s->state, state, sizeof state);
        snprintf(frame, sizeof frame, "(%6.1f, %5.1f, %6.1f, %5.1f)", s->frame.x, s->frame.y, s->frame.width,
                 s->frame.height);
        snprintf(corners, sizeof corners, "%4.1f %4.1f %4.1f %4.1f", s->corners.top_left, s->corners.top_right,
                 s->corners.bottom_right, s->corners.bottom_left);
        printf("%4u  %-4s  %4s  %-9s  %-5s  %-32s  %-22s  ", (unsigned)i, example_kind_name(s->kind), item,
               example_role_name(s->role), state, frame, corners);
        example_print_cell(s->title && s->title[0] ? s->title : "\"\"", 20);
        printf("  %s%s\n", s->icon ? s->icon : "-", s->title_truncated ? "   (title truncated)" : "");
    }
    for (uint32_t i = 0; i < layout->slot_count; i++) {
        const bg_a11y_node *n = &layout->accessibility[i];
        printf("  a11y %u of %u: %-11s \"%s\"%s%s%s%s\n", (unsigned)n->position, (unsigned)n->count,
               n->role == BG_A11Y_MENU_BUTTON ? "menu button" : "button", n->label, n->identifier ? "  id=" : "",
               n->identifier ? n->identifier : "", n->enabled ? "" : "  (disabled)",
               n->slot_index != i ? "  (slot differs)" : "");
    }
    if (layout->overflow_count > 0) {
        printf("  overflow (in the More sheet): items");
        for (uint32_t i = 0; i < layout->overflow_count; i++) printf(" %u", (unsigned)layout->overflow_items[i]);
        printf("\n");
    }
}

/* One box of a drawing: a frame, its corners, the label drawn in it. */
typedef struct example_box {
    bg_rect frame;           /* where it is, points */
    bg_corner_radii corners; /* > 0: drawn rounded ('.' and '\''), 0: square ('+') */
    const char *label;       /* centred in the box, clipped to it */
    char edge;               /* '-' (normal), '=' (pressed), '~' (focused) */
    int disabled;            /* the label in parentheses */
} example_box;

/*
 * ASCII art of `count` boxes laid out in `width` points, `columns` characters wide (at most 160),
 * three lines. Boxes a gap separates (however small) keep at least one blank column between them;
 * boxes that touch share the border ('++' where square corners meet).
 */
static inline void print_boxes(const example_box *boxes, uint32_t count, double width, int columns) {
    enum { MAX_COLUMNS = 160, MAX_BOXES = 64 };
    char cells[3][MAX_COLUMNS][5];
    int lefts[MAX_BOXES], rights[MAX_BOXES];
    if (width <= 0) width = 1;
    if (columns > MAX_COLUMNS) columns = MAX_COLUMNS;
    if (columns < 8) columns = 8;
    if (count > MAX_BOXES) count = MAX_BOXES;
    for (int r = 0; r < 3; r++) {
        for (int c = 0; c < columns; c++) strcpy(cells[r][c], " ");
    }
    for (uint32_t i = 0; i < count; i++) {
        lefts[i] = (int)lround(boxes[i].frame.x / width * columns);
        rights[i] = (int)lround((boxes[i].frame.x + boxes[i].frame.width) / width * columns) - 1;
    }
    /* A gap in points stays visible: a box that would touch (or overlap) one ending before it
       starts a column later, or two when they do not touch. */
    for (uint32_t i = 0; i < count; i++) {
        for (uint32_t j = 0; j < count; j++) {
            double gap = boxes[i].frame.x - (boxes[j].frame.x + boxes[j].frame.width);
            if (i == j || gap < -0.01 || boxes[j].frame.x >= boxes[i].frame.x) continue;
            int needed = rights[j] + (gap > 0.01 ? 2 : 1);
            if (lefts[i] < needed) lefts[i] = needed;
        }
    }
    for (uint32_t i = 0; i < count; i++) {
        const example_box *b = &boxes[i];
        int left = lefts[i] < 0 ? 0 : lefts[i], right = rights[i] >= columns ? columns - 1 : rights[i];
        char edge[2] = {b->edge ? b->edge : '-', '\0'};
        char label[128], clipped[128];
        size_t room, used;
        int start;
        if (right - left < 2) continue;
        for (int c = left; c <= right; c++) {
            strcpy(cells[0][c], edge);
            strcpy(cells[2][c], edge);
            strcpy(cells[1][c], " ");
        }
        strcpy(cells[0][left], b->corners.top_left > 0 ? "." : "+");
        strcpy(cells[0][right], b->corners.top_right > 0 ? "." : "+");
        strcpy(cells[2][left], b->corners.bottom_left > 0 ? "'" : "+");
        strcpy(cells[2][right], b->corners.bottom_right > 0 ? "'" : "+");
        strcpy(cells[1][left], "|");
        strcpy(cells[1][right], "|");
        if (b->disabled) snprintf(label, sizeof label, "(%.100s)", b->label ? b->label : "");
        else snprintf(label, sizeof label, "%s", b->label ? b->label : "");
        room = (size_t)(right - left - 1);
        example_clip(label, room, clipped, sizeof clipped);
        used = example_columns(clipped);
        start = left + 1 + (int)((room - used) / 2);
        for (size_t k = 0, o = 0; k < used; k++) {
            size_t len = 1;
            unsigned char ch = (unsigned char)clipped[o];
            if (ch >= 0xF0) len = 4;
            else if (ch >= 0xE0) len = 3;
            else if (ch >= 0xC0) len = 2;
            memcpy(cells[1][start + (int)k], clipped + o, len);
            cells[1][start + (int)k][len] = '\0';
            o += len;
        }
    }
    for (int r = 0; r < 3; r++) {
        int last = columns - 1;
        while (last > 0 && strcmp(cells[r][last], " ") == 0) last--;
        fputs("  ", stdout);
        for (int c = 0; c <= last; c++) fputs(cells[r][c], stdout);
        fputc('\n', stdout);
    }
}

/*
 * ASCII art of a group's frames, `columns` characters for the layout's width (print_boxes). A
 * highlighted slot has '=' edges, a focused one '~'; a disabled slot's label is in parentheses;
 * an icon-only slot shows its icon name.
 */
static inline void print_frames(const bg_layout *layout, int columns) {
    example_box boxes[64];
    uint32_t count = layout->slot_count < 64 ? layout->slot_count : 64;
    for (uint32_t i = 0; i < count; i++) {
        const bg_slot *s = &layout->slots[i];
        boxes[i].frame = s->frame;
        boxes[i].corners = s->corners;
        boxes[i].label = s->title && s->title[0] ? s->title : s->icon ? s->icon : "";
        boxes[i].edge = s->state & BG_STATE_HIGHLIGHTED ? '=' : s->state & BG_STATE_FOCUSED ? '~' : '-';
        boxes[i].disabled = (s->state & BG_STATE_DISABLED) != 0;
    }
    print_boxes(boxes, count, layout->size.width, columns);
}

/* The action sheet model, as a host would present it. */
static inline void print_sheet(const bg_action_sheet *sheet) {
    printf("  +-- action sheet ------------------------------\n");
    printf("  | title:   %s\n", sheet->title ? sheet->title : "(none)");
    printf("  | message: %s\n", sheet->message ? sheet->message : "(none)");
    for (uint32_t i = 0; i < sheet->item_count; i++) {
        const bg_sheet_item *item = &sheet->items[i];
        printf("  | [%u] %-20s item %u, %s%s%s%s\n", (unsigned)i, item->title, (unsigned)item->item_index,
               example_role_name(item->role), item->icon ? ", icon " : "", item->icon ? item->icon : "",
               item->disabled ? ", disabled" : "");
    }
    printf("  | [cancel] %s\n", sheet->cancel_title);
    printf("  +----------------------------------------------\n");
}

/* The centre of slot `slot` (where a tap lands); 0 when there is no such slot. */
static inline int example_slot_center(const bg_layout *layout, uint32_t slot, double *x, double *y) {
    if (slot >= layout->slot_count) return 0;
    *x = layout->slots[slot].frame.x + layout->slots[slot].frame.width / 2;
    *y = layout->slots[slot].frame.y + layout->slots[slot].frame.height / 2;
    return 1;
}

/* Index of the More slot, or -1. */
static inline int example_more_slot(const bg_layout *layout) {
    for (uint32_t i = 0; i < layout->slot_count; i++) {
        if (layout->slots[i].kind == BG_SLOT_MORE) return (int)i;
    }
    return -1;
}

#endif /* BUTTONGROUP_EXAMPLE_PRINT_LAYOUT_H */
