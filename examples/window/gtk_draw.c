/*
 * gtk_draw.c — the host's half of the layout: text measured with Pango (the library's measure
 * callback) and the layout results drawn with cairo. Nothing here decides a position, a size, a
 * colour or a state: every frame, corner radius, displayed title and state comes from the
 * library's layouts, every colour from the theme (bg_theme_button_colors for the group's roles
 * and states; the toolbar view's own colours for the control groups).
 */
#include <math.h>
#include <string.h>

#include "gtk_demo.h"

/* ------------------------------------------------------------------ text */

/* The Pango font of a typography token ("button", "subtitle"): family, size and weight from the
 * theme's typography/<token>/... tokens, the size absolute so that 1 point = 1 pixel. */
static PangoFontDescription *font_for(demo *d, const char *token) {
    for (int i = 0; i < d->font_count; i++)
        if (strcmp(d->fonts[i].token, token) == 0) return d->fonts[i].font;
    char path[96], family[64] = "DejaVu Sans";
    double size = 16, weight = 400;
    size_t needed;
    snprintf(path, sizeof path, "typography/%s/family", token);
    if (bg_theme_copy_string((bg_theme){0}, path, family, sizeof family, &needed) != BG_OK)
        snprintf(family, sizeof family, "DejaVu Sans");
    snprintf(path, sizeof path, "typography/%s/size", token);
    bg_theme_number((bg_theme){0}, path, &size);
    snprintf(path, sizeof path, "typography/%s/weight", token);
    bg_theme_number((bg_theme){0}, path, &weight);

    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, family);
    pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
    pango_font_description_set_weight(font, (PangoWeight)weight);
    if (d->font_count == DEMO_MAX_FONTS) return font; /* not cached: never happens with the built-in tokens */
    snprintf(d->fonts[d->font_count].token, sizeof d->fonts[0].token, "%s", token);
    d->fonts[d->font_count].font = font;
    return d->fonts[d->font_count++].font;
}

void demo_free_fonts(demo *d) {
    for (int i = 0; i < d->font_count; i++) pango_font_description_free(d->fonts[i].font);
    d->font_count = 0;
}

static PangoLayout *text_layout(demo *d, const char *font, const char *text, int length) {
    PangoLayout *layout = pango_layout_new(d->pango);
    pango_layout_set_font_description(layout, font_for(d, font));
    pango_layout_set_text(layout, text, length);
    return layout;
}

/* The measure callback: one line of `text` in the token's font, its logical extents in points. */
bg_status demo_measure(void *user_data, const char *font, const char *text, size_t text_len, double max_width,
                       bg_size *out) {
    demo *d = user_data;
    PangoRectangle logical;
    (void)max_width; /* one line, never wrapped: the library truncates */
    if (d->pango == NULL || text_len > G_MAXINT) return BG_E_STATE;
    PangoLayout *layout = text_layout(d, font, text, (int)text_len);
    pango_layout_get_extents(layout, NULL, &logical);
    out->width = (double)logical.width / PANGO_SCALE;
    out->height = (double)logical.height / PANGO_SCALE;
    g_object_unref(layout);
    return BG_OK;
}

static void set_rgba(cairo_t *cr, uint32_t rgba) {
    cairo_set_source_rgba(cr, (rgba >> 24 & 0xff) / 255.0, (rgba >> 16 & 0xff) / 255.0, (rgba >> 8 & 0xff) / 255.0,
                          (rgba & 0xff) / 255.0);
}

/* Text at the left of `frame`, centred vertically in it. */
static void draw_text(demo *d, cairo_t *cr, const char *font, const char *text, bg_rect frame, uint32_t rgba) {
    PangoRectangle logical;
    if (text == NULL || *text == '\0') return;
    PangoLayout *layout = text_layout(d, font, text, -1);
    pango_layout_get_extents(layout, NULL, &logical);
    set_rgba(cr, rgba);
    cairo_move_to(cr, frame.x, frame.y + (frame.height - (double)logical.height / PANGO_SCALE) / 2);
    pango_cairo_show_layout(cr, layout);
    g_object_unref(layout);
}

/* ---------------------------------------------------------------- shapes */

/* A rectangle with its own radius at each corner (each clamped to half the shorter side). */
static void rounded_rect(cairo_t *cr, bg_rect r, bg_corner_radii c) {
    double most = fmin(r.width, r.height) / 2;
    double tl = fmin(c.top_left, most), tr = fmin(c.top_right, most);
    double br = fmin(c.bottom_right, most), bl = fmin(c.bottom_left, most);
    cairo_new_sub_path(cr);
    cairo_arc(cr, r.x + r.width - tr, r.y + tr, tr, -G_PI / 2, 0);
    cairo_arc(cr, r.x + r.width - br, r.y + r.height - br, br, 0, G_PI / 2);
    cairo_arc(cr, r.x + bl, r.y + r.height - bl, bl, G_PI / 2, G_PI);
    cairo_arc(cr, r.x + tl, r.y + tl, tl, G_PI, 3 * G_PI / 2);
    cairo_close_path(cr);
}

static bg_rect grown(bg_rect r, double by) {
    return (bg_rect){r.x - by, r.y - by, r.width + 2 * by, r.height + 2 * by};
}

static bg_corner_radii grown_corners(bg_corner_radii c, double by) {
    return (bg_corner_radii){c.top_left + by, c.top_right + by, c.bottom_right + by, c.bottom_left + by};
}

static bg_rect offset(bg_rect r, bg_rect by) { return (bg_rect){r.x + by.x, r.y + by.y, r.width, r.height}; }

/* A polyline of n points in the unit square of `r`. */
static void stroke_unit(cairo_t *cr, bg_rect r, const double *xy, int n) {
    for (int i = 0; i < n; i++) cairo_line_to(cr, r.x + xy[2 * i] * r.width, r.y + xy[2 * i + 1] * r.height);
    cairo_stroke(cr);
}

static void draw_letter(cairo_t *cr, bg_rect r, const char *letter, int bold, int italic) {
    cairo_text_extents_t ext;
    cairo_select_font_face(cr, "DejaVu Sans", italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, r.height * 0.85);
    cairo_text_extents(cr, letter, &ext);
    cairo_move_to(cr, r.x + (r.width - ext.width) / 2 - ext.x_bearing, r.y + (r.height - ext.height) / 2 - ext.y_bearing);
    cairo_show_text(cr, letter);
}

static void dot(cairo_t *cr, double x, double y, double radius, int fill) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x, y, radius, 0, 2 * G_PI);
    if (fill) cairo_fill(cr);
    else cairo_stroke(cr);
}

static void icon_more(cairo_t *cr, bg_rect r, int circled) {
    for (int i = -1; i <= 1; i++) dot(cr, r.x + r.width * (.5 + .27 * i), r.y + r.height / 2, r.width * .09, 1);
    if (circled) dot(cr, r.x + r.width / 2, r.y + r.height / 2, r.width * .46, 0);
}

static void icon_share(cairo_t *cr, bg_rect r) {
    static const double head[] = {.3, .32, .5, .1, .7, .32}, shaft[] = {.5, .1, .5, .62};
    static const double tray[] = {.3, .42, .15, .42, .15, .92, .85, .92, .85, .42, .7, .42};
    stroke_unit(cr, r, head, 3);
    stroke_unit(cr, r, shaft, 2);
    stroke_unit(cr, r, tray, 6);
}

static void icon_reply(cairo_t *cr, bg_rect r) {
    static const double head[] = {.45, .2, .15, .45, .45, .7};
    stroke_unit(cr, r, head, 3);
    cairo_move_to(cr, r.x + .15 * r.width, r.y + .45 * r.height);
    cairo_curve_to(cr, r.x + .7 * r.width, r.y + .45 * r.height, r.x + .85 * r.width, r.y + .55 * r.height,
                   r.x + .85 * r.width, r.y + .85 * r.height);
    cairo_stroke(cr);
}

/* Layers, and anything else: two stacked rounded squares. */
static void icon_layers(cairo_t *cr, bg_rect r) {
    bg_corner_radii c = {2, 2, 2, 2};
    rounded_rect(cr, (bg_rect){r.x + r.width * .3, r.y + r.height * .1, r.width * .6, r.height * .6}, c);
    cairo_stroke(cr);
    rounded_rect(cr, (bg_rect){r.x + r.width * .1, r.y + r.height * .3, r.width * .6, r.height * .6}, c);
    cairo_stroke(cr);
}

/* The icons this demo's items name, drawn as simple strokes (a host would use its icon set). */
static void draw_icon(cairo_t *cr, const char *name, bg_rect r, uint32_t rgba) {
    static const double back[] = {.62, .2, .35, .5, .62, .8}, fwd[] = {.38, .2, .65, .5, .38, .8};
    static const double down[] = {.25, .38, .5, .62, .75, .38}, line[] = {.25, .98, .75, .98};
    if (name == NULL || r.width <= 0 || r.height <= 0) return;
    set_rgba(cr, rgba);
    cairo_set_line_width(cr, fmax(1.5, r.width / 11));
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_new_path(cr);
    if (strstr(name, "more") || strstr(name, "ellipsis")) icon_more(cr, r, strstr(name, "circle") != NULL);
    else if (strstr(name, "backward")) stroke_unit(cr, r, back, 3);
    else if (strstr(name, "forward")) stroke_unit(cr, r, fwd, 3);
    else if (strstr(name, "chevron.down")) stroke_unit(cr, r, down, 3);
    else if (strcmp(name, "bold") == 0) draw_letter(cr, r, "B", 1, 0);
    else if (strcmp(name, "italic") == 0) draw_letter(cr, r, "I", 0, 1);
    else if (strcmp(name, "underline") == 0) {
        draw_letter(cr, r, "U", 0, 0);
        stroke_unit(cr, r, line, 2);
    } else if (strstr(name, "arrow.up")) icon_share(cr, r);
    else if (strstr(name, "reply")) icon_reply(cr, r);
    else icon_layers(cr, r);
}

/* --------------------------------------------------------------- layouts */

static void copy_geometry(demo *d) {
    const bg_toolbar_view *v = &d->view;
    d->more_rect = (bg_rect){0, 0, 0, 0};
    for (uint32_t i = 0; i < d->layout.slot_count; i++)
        if (d->layout.slots[i].kind == BG_SLOT_MORE) d->more_rect = offset(d->layout.slots[i].frame, d->group_box);
    d->overflow_rect = v->has_overflow_button ? offset(v->overflow_button, d->toolbar_box) : (bg_rect){0, 0, 0, 0};
    d->cell_count = v->cell_count < DEMO_MAX_CELLS ? v->cell_count : DEMO_MAX_CELLS;
    for (uint32_t i = 0; i < d->cell_count; i++) {
        d->cells[i] = v->cells[i];
        d->cells[i].frame = offset(v->cells[i].frame, d->toolbar_box);
        d->cells[i].title = d->cells[i].image = NULL; /* valid only until the next layout */
    }
}

/* Lays out the toolbar across `width` and the group under it; 1 on success. A report of the
 * frames follows (self-test) when the width or what overflows changed. */
int demo_relayout(demo *d, double width) {
    double scale = gtk_widget_get_scale_factor(d->area);
    uint32_t old_toolbar = d->view.overflowed_count, old_group = d->layout.overflow_count;
    d->view.struct_size = sizeof d->view;
    d->layout.struct_size = sizeof d->layout;
    if (!demo_check(d, bg_toolbar_layout(d->toolbar, width, scale, BG_DIRECTION_LTR, &d->view), "bg_toolbar_layout"))
        return 0;
    d->toolbar_box = (bg_rect){0, 0, width, d->view.size.height};
    d->group_box = (bg_rect){DEMO_MARGIN, d->view.size.height + 36, fmax(0, width - 2 * DEMO_MARGIN), 0};
    if (!demo_check(d, bg_group_layout(d->group, d->group_box.width, scale, BG_DIRECTION_LTR, &d->layout), "bg_group_layout"))
        return 0;
    d->group_box.height = d->layout.size.height;
    copy_geometry(d);
    if (width != d->laid_width || old_toolbar != d->view.overflowed_count || old_group != d->layout.overflow_count)
        demo_schedule_report(d);
    d->laid_width = width;
    return 1;
}

/* ------------------------------------------------------------------ draw */

static void draw_group(demo *d, cairo_t *cr) {
    for (uint32_t i = 0; i < d->layout.slot_count; i++) {
        const bg_slot *s = &d->layout.slots[i];
        bg_button_colors colors;
        if (!demo_check(d, bg_theme_button_colors((bg_theme){0}, s->role, s->state, &colors), "bg_theme_button_colors"))
            return;
        bg_rect frame = offset(s->frame, d->group_box);
        if (s->state & BG_STATE_FOCUSED) { /* a focus ring outside the button */
            rounded_rect(cr, grown(frame, 3), grown_corners(s->corners, 3));
            set_rgba(cr, colors.border);
            cairo_set_line_width(cr, 2);
            cairo_stroke(cr);
        }
        rounded_rect(cr, frame, s->corners);
        set_rgba(cr, colors.background);
        cairo_fill_preserve(cr);
        cairo_new_path(cr);
        rounded_rect(cr, grown(frame, -0.5), grown_corners(s->corners, -0.5));
        set_rgba(cr, colors.border);
        cairo_set_line_width(cr, 1);
        cairo_stroke(cr);
        draw_icon(cr, s->icon, offset(s->icon_frame, d->group_box), colors.foreground);
        draw_text(d, cr, "button", s->title, offset(s->title_frame, d->group_box), colors.foreground);
    }
}

/* A control group's background takes its cells' outer corners (the inner ones are square). */
static bg_corner_radii group_corners(const bg_toolbar_view *v, const bg_placed_group *g) {
    bg_corner_radii c = {0, 0, 0, 0};
    for (uint32_t i = g->first_cell; i < g->first_cell + g->cell_count && i < v->cell_count; i++) {
        const bg_corner_radii *k = &v->cells[i].corners;
        c = (bg_corner_radii){fmax(c.top_left, k->top_left), fmax(c.top_right, k->top_right),
                              fmax(c.bottom_right, k->bottom_right), fmax(c.bottom_left, k->bottom_left)};
    }
    return c;
}

static void draw_cell(demo *d, cairo_t *cr, const bg_control_cell *c, uint32_t focus_rgba) {
    bg_rect frame = offset(c->frame, d->toolbar_box);
    if (c->has_fill) {
        rounded_rect(cr, grown(frame, -1), c->corners);
        set_rgba(cr, c->fill_color);
        cairo_fill(cr);
    }
    if (c->state & BG_STATE_FOCUSED) {
        rounded_rect(cr, grown(frame, 1), grown_corners(c->corners, 1));
        set_rgba(cr, focus_rgba);
        cairo_set_line_width(cr, 2);
        cairo_stroke(cr);
    }
    draw_icon(cr, c->image, offset(c->image_frame, d->toolbar_box), c->foreground_color);
    draw_text(d, cr, "button", c->title, offset(c->title_frame, d->toolbar_box), c->title_color);
}

static void draw_toolbar(demo *d, cairo_t *cr, uint32_t focus_rgba) {
    const bg_toolbar_view *v = &d->view;
    cairo_rectangle(cr, 0, 0, d->toolbar_box.width, d->toolbar_box.height);
    set_rgba(cr, 0xF2F2F7FF);
    cairo_fill(cr);
    cairo_rectangle(cr, 0, d->toolbar_box.height - 1, d->toolbar_box.width, 1);
    set_rgba(cr, 0xC6C6C8FF);
    cairo_fill(cr);
    for (uint32_t g = 0; g < v->group_count; g++) {
        const bg_placed_group *group = &v->groups[g];
        rounded_rect(cr, offset(group->frame, d->toolbar_box), group_corners(v, group));
        set_rgba(cr, v->fill_color);
        cairo_fill(cr);
        for (uint32_t i = group->first_cell; i < group->first_cell + group->cell_count && i < v->cell_count; i++)
            draw_cell(d, cr, &v->cells[i], focus_rgba);
        if (group->has_menu_indicator && group->cell_count > 0)
            draw_icon(cr, v->menu_indicator, offset(group->menu_indicator_frame, d->toolbar_box),
                      v->cells[group->first_cell].foreground_color);
    }
    for (uint32_t i = 0; i < v->separator_count; i++) {
        bg_rect s = offset(v->separators[i], d->toolbar_box);
        cairo_rectangle(cr, s.x, s.y, s.width, s.height);
        set_rgba(cr, v->separator_color);
        cairo_fill(cr);
    }
    if (v->has_overflow_button) {
        double side = fmin(d->overflow_rect.width, d->overflow_rect.height) * 0.7;
        bg_rect icon = {d->overflow_rect.x + (d->overflow_rect.width - side) / 2,
                        d->overflow_rect.y + (d->overflow_rect.height - side) / 2, side, side};
        draw_icon(cr, v->overflow_icon, icon, focus_rgba);
        if (d->focused == PART_TOOLBAR && d->toolbar_focus.kind == BG_CONTROL_TARGET_OVERFLOW) {
            rounded_rect(cr, grown(d->overflow_rect, 1), (bg_corner_radii){8, 8, 8, 8});
            cairo_set_line_width(cr, 2);
            cairo_stroke(cr);
        }
    }
}

gboolean demo_on_draw(GtkWidget *area, cairo_t *cr, gpointer user_data) {
    demo *d = user_data;
    uint32_t tint = 0x1E5BD7FF;
    double height = gtk_widget_get_allocated_height(area);
    bg_theme_color((bg_theme){0}, "color/button/primary/default/background", &tint);
    set_rgba(cr, 0xFFFFFFFF);
    cairo_paint(cr);
    if (!demo_relayout(d, gtk_widget_get_allocated_width(area))) return FALSE;
    draw_toolbar(d, cr, tint);
    draw_text(d, cr, "subtitle", "Narrow the window: items move into More",
              (bg_rect){DEMO_MARGIN, d->toolbar_box.height + 8, 0, 20}, 0x667085FF);
    draw_group(d, cr);
    draw_text(d, cr, "subtitle", d->status, (bg_rect){DEMO_MARGIN, height - 52, 0, 20}, 0x101828FF);
    draw_text(d, cr, "subtitle", "Tab, arrows, Return; Ctrl+Q quits",
              (bg_rect){DEMO_MARGIN, height - 28, 0, 20}, 0x98A2B3FF);
    return FALSE;
}
