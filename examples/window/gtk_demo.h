/*
 * gtk_demo.h — what the three files of the GTK 3 embedding share (examples/window/):
 *
 *   gtk_demo.c    main: options, the window, the library objects and their items, the
 *                 actions, the self-test report, the clean exit (every bg_ object freed)
 *   gtk_draw.c    text measuring with Pango (the measure callback) and drawing with cairo
 *   gtk_events.c  pointer and keys forwarded to the library, the More sheet and the toolbar
 *                 menus presented as GtkMenus
 *
 * The library decides (layout, overflow, states, which callback fires); this program draws the
 * results and forwards the input.
 */
#ifndef GTK_DEMO_H
#define GTK_DEMO_H

#include <gtk/gtk.h>

#include "buttongroup.h"

/* Which component an input goes to. */
enum { PART_NONE = 0, PART_TOOLBAR = 1, PART_GROUP = 2 };

#define DEMO_MARGIN 16.0      /* around the group */
#define DEMO_MAX_FONTS 4      /* typography tokens cached */
#define DEMO_MAX_CELLS 32     /* toolbar cells copied for hit rectangles and reports */

/* A typography token resolved to a Pango font (absolute size: 1 point = 1 pixel at scale 1). */
typedef struct {
    char token[32];
    PangoFontDescription *font;
} demo_font;

typedef struct {
    /* GTK */
    GtkWidget *window, *area;
    PangoContext *pango;          /* the drawing area's: used to measure and to draw */
    demo_font fonts[DEMO_MAX_FONTS];
    int font_count;

    /* the library's objects */
    bg_group group;
    bg_toolbar toolbar;
    bg_layout layout;             /* latest layouts: valid until the object's next call */
    bg_toolbar_view view;
    double laid_width;            /* the width both were laid out at, -1 before the first */
    int errors;                   /* failed library calls (the exit status) */

    /* geometry, copied out of the latest layouts (events may invalidate the layouts' pointers) */
    bg_rect toolbar_box, group_box; /* each component's box in the drawing area */
    bg_rect more_rect;            /* the More slot (zero size: none), in the area */
    bg_rect overflow_rect;        /* the toolbar's overflow button (zero size: none), in the area */
    bg_control_cell cells[DEMO_MAX_CELLS]; /* frames in the area; strings not kept */
    uint32_t cell_count;

    /* input */
    int pressed;                  /* PART_* holding the pointer */
    int focused;                  /* PART_* with keyboard focus */
    bg_control_target toolbar_focus;
    GdkEvent *trigger;            /* the event being handled (menus pop up from it) */

    /* the presented menu: the More sheet or a toolbar menu */
    GtkWidget *menu;
    int menu_part;                /* PART_* that presented it */
    int menu_done;                /* an entry was chosen or the library withdrew it */

    /* options and status */
    int self_test;                /* print frames and menus in root coordinates */
    int report_pending;
    int report_count;
    char status[128];             /* the last action, shown at the bottom */
} demo;

/* gtk_draw.c */
bg_status demo_measure(void *user_data, const char *font, const char *text, size_t text_len, double max_width,
                       bg_size *out);
void demo_free_fonts(demo *d);
int demo_relayout(demo *d, double width);
gboolean demo_on_draw(GtkWidget *area, cairo_t *cr, gpointer user_data);

/* gtk_events.c */
void demo_connect_events(demo *d);
bg_status demo_present_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet);
void demo_sheet_dismissed(void *user_data, bg_group group);
bg_status demo_present_menu(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu);
void demo_menu_dismissed(void *user_data, bg_toolbar toolbar);
void demo_close_menu(demo *d);

/* gtk_demo.c */
int demo_check(demo *d, bg_status status, const char *call);
void demo_root_origin(demo *d, GtkWidget *widget, double *x, double *y);
void demo_schedule_report(demo *d);

#endif /* GTK_DEMO_H */
