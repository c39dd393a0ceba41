/*
 * gtk_demo.c — libbuttongroup embedded in a GTK 3 window: a toolbar of control groups across
 * the top and a ButtonGroup with the width overflow policy under it, both drawn with cairo from
 * the library's layouts, text measured with Pango, pointer and keys forwarded to the library.
 * Narrowing the window moves the group's trailing items into More (a GtkMenu built from the
 * action sheet) and the toolbar's groups into its overflow menu. Every action prints a line
 * ("action: Archive").
 *
 *   gtk_demo [--size WxH] [--exit-after MS] [--self-test]
 *
 * --self-test prints, after every layout that changed, the window's X id and every button's
 * frame in root coordinates ("slot 0 item 0 x y w h #1E5BD7 \"Reply\""), and the entries of
 * every menu that opens, so a test can click them with xdotool (Tests/Desktop/window/).
 * Exits 0 when every library call succeeded and every bg_ object was freed.
 *
 * Run: make demo-c-window (needs a display and libgtk-3-dev). Shared declarations: gtk_demo.h.
 */
#include <gdk/gdkx.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gtk_demo.h"

static demo app; /* one window: the actions reach it here */

/* --------------------------------------------------------------- actions */

static void acted(const char *title) {
    printf("action: %s\n", title);
    snprintf(app.status, sizeof app.status, "Last action: %s", title);
}

/* user_data: the item's title (static text, nothing to release). */
static bg_status group_action(void *user_data, bg_group group, uint32_t item) {
    (void)group;
    (void)item;
    acted(user_data);
    return BG_OK;
}

static bg_status toolbar_action(void *user_data, bg_toolbar toolbar, uint32_t item, uint32_t button) {
    (void)toolbar;
    (void)item;
    (void)button;
    acted(user_data);
    return BG_OK;
}

/* ----------------------------------------------------------------- items */

static const char *const group_titles[] = {"Reply", "Archive", "Move", "Flag", "Delete"};
#define GROUP_ITEMS 5

/* The group: a prominent primary (Reply), four secondaries; trailing ones move into More while
 * they do not fit (BG_OVERFLOW_WIDTH, no count limit). */
static int make_group(demo *d) {
    bg_group_params params;
    bg_item items[GROUP_ITEMS];
    if (!demo_check(d, bg_group_params_init((bg_theme){0}, &params), "bg_group_params_init")) return 0;
    params.overflow_policy = BG_OVERFLOW_WIDTH;
    params.max_visible = 0;
    params.layout.kind = BG_LAYOUT_PROMINENT;
    params.layout.prominent_type = BG_PROMINENT_RELAXED;
    for (int i = 0; i < GROUP_ITEMS; i++) {
        bg_item_init(&items[i]);
        items[i].title = group_titles[i];
        items[i].action = group_action;
        items[i].user_data = (void *)group_titles[i];
    }
    items[0].icon = "ic_reply";
    items[4].role = BG_ROLE_DANGER;
    return demo_check(d, bg_group_create((bg_theme){0}, &params, &d->group), "bg_group_create") &&
           demo_check(d, bg_group_update(d->group, items, GROUP_ITEMS), "bg_group_update") &&
           demo_check(d, bg_group_set_measure_callback(d->group, demo_measure, d, NULL), "bg_group_set_measure_callback") &&
           demo_check(d, bg_group_set_sheet_callback(d->group, demo_present_sheet, d, NULL), "bg_group_set_sheet_callback") &&
           demo_check(d, bg_group_set_sheet_dismissed_callback(d->group, demo_sheet_dismissed, d, NULL),
                      "bg_group_set_sheet_dismissed_callback");
}

typedef struct {
    const char *label, *label_image;
    int32_t placement, style;
    uint32_t count;
    const char *titles[4], *images[4];
} group_def;

/* The toolbar: History (navigation), Text Style (principal, Bold selected), Arrange (a menu,
 * two entries disabled), Share (primary action). */
static const group_def toolbar_defs[] = {
    {"History", NULL, BG_PLACEMENT_NAVIGATION, BG_CONTROL_STYLE_AUTOMATIC, 2,
     {"Back", "Forward"}, {"chevron.backward", "chevron.forward"}},
    {"Text Style", NULL, BG_PLACEMENT_PRINCIPAL, BG_CONTROL_STYLE_AUTOMATIC, 3,
     {"Bold", "Italic", "Underline"}, {"bold", "italic", "underline"}},
    {"Arrange", "square.3.layers.3d", BG_PLACEMENT_PRIMARY_ACTION, BG_CONTROL_STYLE_MENU, 4,
     {"Bring to Front", "Bring Forward", "Send Backward", "Send to Back"},
     {"square.3.layers.3d.top.filled", "square.2.layers.3d.top.filled", "square.2.layers.3d.bottom.filled",
      "square.3.layers.3d.bottom.filled"}},
    {"Share", NULL, BG_PLACEMENT_PRIMARY_ACTION, BG_CONTROL_STYLE_AUTOMATIC, 1, {"Share"}, {"square.and.arrow.up"}},
};
#define TOOLBAR_ITEMS 4

static int make_toolbar(demo *d) {
    bg_control_button buttons[TOOLBAR_ITEMS][4];
    bg_toolbar_item items[TOOLBAR_ITEMS];
    for (int i = 0; i < TOOLBAR_ITEMS; i++) {
        const group_def *def = &toolbar_defs[i];
        for (uint32_t b = 0; b < def->count; b++) {
            bg_control_button_init(&buttons[i][b]);
            buttons[i][b].title = def->titles[b];
            buttons[i][b].image = def->images[b];
            buttons[i][b].action = toolbar_action;
            buttons[i][b].user_data = (void *)def->titles[b];
            if (i == 1) buttons[i][b].selection = b == 0 ? BG_SELECTION_ON : BG_SELECTION_OFF;
            if (i == 2) buttons[i][b].disabled = b >= 2;
        }
        bg_toolbar_item_init(&items[i]);
        items[i].placement = def->placement;
        items[i].style = def->style;
        items[i].label_title = def->label;
        items[i].label_image = def->label_image;
        /* In a toolbar a menu shows its icon alone by default; Arrange shows its title too. */
        if (def->style == BG_CONTROL_STYLE_MENU) items[i].label_style = BG_LABEL_STYLE_TITLE_AND_ICON;
        items[i].buttons = buttons[i];
        items[i].button_count = def->count;
    }
    return demo_check(d, bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &d->toolbar), "bg_toolbar_create") &&
           demo_check(d, bg_toolbar_set_items(d->toolbar, items, TOOLBAR_ITEMS), "bg_toolbar_set_items") &&
           demo_check(d, bg_toolbar_set_measure_callback(d->toolbar, demo_measure, d, NULL), "bg_toolbar_set_measure_callback") &&
           demo_check(d, bg_toolbar_set_menu_callback(d->toolbar, demo_present_menu, d, NULL), "bg_toolbar_set_menu_callback") &&
           demo_check(d, bg_toolbar_set_menu_dismissed_callback(d->toolbar, demo_menu_dismissed, d, NULL),
                      "bg_toolbar_set_menu_dismissed_callback");
}

/* --------------------------------------------------------------- helpers */

int demo_check(demo *d, bg_status status, const char *call) {
    char message[256];
    if (status == BG_OK) return 1;
    snprintf(message, sizeof message, "%s", bg_last_error_message()); /* before any other call */
    fprintf(stderr, "gtk_demo: %s failed: %s: %s\n", call, bg_status_string(status), message);
    d->errors++;
    return 0;
}

/* The root-window coordinates of `widget`'s top-left corner. */
void demo_root_origin(demo *d, GtkWidget *widget, double *x, double *y) {
    GtkWidget *top = gtk_widget_get_toplevel(widget);
    int wx = 0, wy = 0, ox = 0, oy = 0;
    (void)d;
    gtk_widget_translate_coordinates(widget, top, 0, 0, &wx, &wy);
    if (gtk_widget_get_window(top) != NULL) gdk_window_get_origin(gtk_widget_get_window(top), &ox, &oy);
    *x = ox + wx;
    *y = oy + wy;
}

/* ------------------------------------------------------------ self-test */

static void report_rect(const char *what, bg_rect r, double ox, double oy) {
    printf("%s %.0f %.0f %.0f %.0f", what, ox + r.x, oy + r.y, r.width, r.height);
}

static void report_group(demo *d, double ox, double oy) {
    printf("group width %.0f slots %u overflow %u:", d->group_box.width, (unsigned)d->layout.slot_count,
           (unsigned)d->layout.overflow_count);
    for (uint32_t i = 0; i < d->layout.overflow_count; i++) printf(" \"%s\"", group_titles[d->layout.overflow_items[i]]);
    printf("\n");
    for (uint32_t i = 0; i < d->layout.slot_count; i++) {
        const bg_slot *s = &d->layout.slots[i];
        bg_button_colors colors = {0, 0, 0, 0};
        char what[48];
        bg_theme_button_colors((bg_theme){0}, s->role, s->state, &colors);
        snprintf(what, sizeof what, "slot %u %s %d", (unsigned)i, s->kind == BG_SLOT_MORE ? "more" : "item", s->item_index);
        report_rect(what, s->frame, ox + d->group_box.x, oy + d->group_box.y);
        printf(" #%06X \"%s\"\n", (unsigned)(colors.background >> 8),
               s->kind == BG_SLOT_MORE ? "More" : group_titles[s->item_index]);
    }
}

static void report_toolbar(demo *d, double ox, double oy) {
    printf("toolbar width %.0f groups %u overflow %u:", d->toolbar_box.width, (unsigned)d->view.group_count,
           (unsigned)d->view.overflowed_count);
    for (uint32_t i = 0; i < d->view.overflowed_count; i++) printf(" \"%s\"", toolbar_defs[d->view.overflowed[i]].label);
    printf("\n");
    for (uint32_t i = 0; i < d->cell_count; i++) {
        const bg_control_cell *c = &d->cells[i];
        char what[48];
        snprintf(what, sizeof what, "cell %u item %u button %d", (unsigned)i, (unsigned)c->item_index, c->button_index);
        report_rect(what, c->frame, ox, oy);
        printf(" \"%s\"\n", c->button_index < 0 ? toolbar_defs[c->item_index].label
                                               : toolbar_defs[c->item_index].titles[c->button_index]);
    }
    if (d->view.has_overflow_button) {
        report_rect("overflow-button", d->overflow_rect, ox, oy);
        printf("\n");
    }
}

/* After a layout that changed: the window, the group's slots and the toolbar's cells on the screen. */
static gboolean report(gpointer user_data) {
    demo *d = user_data;
    double ox, oy;
    d->report_pending = 0;
    if (d->area == NULL || !gtk_widget_get_realized(d->area) || !demo_relayout(d, d->laid_width)) return G_SOURCE_REMOVE;
    demo_root_origin(d, d->area, &ox, &oy);
    printf("window 0x%lx %d %d at %.0f %.0f\n", (unsigned long)GDK_WINDOW_XID(gtk_widget_get_window(d->window)),
           gtk_widget_get_allocated_width(d->area), gtk_widget_get_allocated_height(d->area), ox, oy);
    report_toolbar(d, ox, oy);
    report_group(d, ox, oy);
    printf("ready %d\n", ++d->report_count);
    return G_SOURCE_REMOVE;
}

void demo_schedule_report(demo *d) {
    if (!d->self_test || d->report_pending) return;
    d->report_pending = 1;
    g_idle_add(report, d);
}

/* ------------------------------------------------------------------ main */

static guint exit_timer;

static gboolean quit_later(gpointer user_data) {
    (void)user_data;
    exit_timer = 0;
    printf("exit: --exit-after elapsed\n");
    gtk_main_quit();
    return G_SOURCE_REMOVE;
}

/* The window is gone (closed, or destroyed at the end): nothing may draw or measure any more. */
static void on_window_destroy(GtkWidget *window, gpointer user_data) {
    demo *d = user_data;
    (void)window;
    d->window = d->area = NULL;
    d->pango = NULL;
    if (gtk_main_level() > 0) gtk_main_quit();
}

static int parse_options(int argc, char **argv, int *width, int *height, unsigned *exit_after) {
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--self-test") == 0) app.self_test = 1;
        else if (strcmp(argv[i], "--size") == 0 && i + 1 < argc && sscanf(argv[i + 1], "%dx%d", width, height) == 2) i++;
        else if (strcmp(argv[i], "--exit-after") == 0 && i + 1 < argc) *exit_after = (unsigned)strtoul(argv[++i], NULL, 10);
        else {
            fprintf(stderr, "usage: %s [--size WxH] [--exit-after MS] [--self-test]\n", argv[0]);
            return 0;
        }
    }
    return *width > 0 && *height > 0;
}

static void build_window(demo *d, int width, int height) {
    d->window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_title(GTK_WINDOW(d->window), "ButtonGroup GTK demo");
    gtk_window_set_default_size(GTK_WINDOW(d->window), width, height);
    d->area = gtk_drawing_area_new();
    gtk_widget_set_size_request(d->area, 120, 200);
    gtk_container_add(GTK_CONTAINER(d->window), d->area);
    d->pango = gtk_widget_get_pango_context(d->area);
    g_signal_connect(d->area, "draw", G_CALLBACK(demo_on_draw), d);
    g_signal_connect(d->window, "destroy", G_CALLBACK(on_window_destroy), d);
    demo_connect_events(d);
}

/* Frees every bg_ object (and the GTK side); 1 when all went well. */
static int tear_down(demo *d) {
    int ok = 1;
    demo_close_menu(d);
    if (d->group.id != 0) ok = demo_check(d, bg_group_free(d->group), "bg_group_free") && ok;
    if (d->toolbar.id != 0) ok = demo_check(d, bg_toolbar_free(d->toolbar), "bg_toolbar_free") && ok;
    d->group = (bg_group){0};
    d->toolbar = (bg_toolbar){0};
    if (d->window != NULL) gtk_widget_destroy(d->window); /* on_window_destroy clears the pointers */
    if (exit_timer != 0) g_source_remove(exit_timer);
    exit_timer = 0;
    demo_free_fonts(d);
    printf("freed: group and toolbar%s\n", ok ? "" : " (with errors)");
    return ok;
}

int main(int argc, char **argv) {
    int width = 560, height = 240;
    unsigned exit_after = 0;
    setvbuf(stdout, NULL, _IOLBF, 0); /* a line per event, also into a pipe */
    if (!parse_options(argc, argv, &width, &height, &exit_after)) return 2;
    if (!gtk_init_check(&argc, &argv)) {
        fprintf(stderr, "gtk_demo: cannot open a display (set DISPLAY, or run under xvfb-run)\n");
        return 2;
    }
    app.laid_width = -1;
    snprintf(app.status, sizeof app.status, "Last action: none");
    build_window(&app, width, height);
    if (make_group(&app) && make_toolbar(&app)) {
        if (exit_after > 0) exit_timer = g_timeout_add(exit_after, quit_later, NULL);
        gtk_widget_show_all(app.window);
        gtk_main();
    }
    int ok = tear_down(&app);
    return ok && app.errors == 0 ? 0 : 1;
}
