/*
 * gtk_events.c — input forwarded to the library, and the menus it asks for.
 *
 * Pointer: a press goes to the component under it (the toolbar band or the group's row), which
 * keeps the pointer until the release: bg_*_pointer(DOWN / MOVE / UP), a grab break CANCELs.
 * Keys: Tab / Shift+Tab move the keyboard focus between the toolbar and the group (each is one
 * focus stop, as a toolbar is in GTK); arrows, Home and End move it inside (bg_*_focus);
 * Return / space press the focused button (bg_*_activate_focused); Escape clears; Ctrl+Q quits.
 * Menus: the More sheet (bg_action_sheet) and the toolbar's menus (bg_control_menu, overflowed
 * groups as submenus) become GtkMenus; choosing an entry calls bg_group_choose_sheet_item /
 * bg_toolbar_choose_menu_entry, closing one without choosing dismisses it.
 */
#include "gtk_demo.h"

/* -------------------------------------------------------------- pointer */

static int part_at(const demo *d, double y) {
    if (y < d->toolbar_box.y + d->toolbar_box.height) return PART_TOOLBAR;
    if (y >= d->group_box.y - 8 && y < d->group_box.y + d->group_box.height + 8) return PART_GROUP;
    return PART_NONE;
}

/* Lays out again (states changed) and redraws. */
static void refresh(demo *d) {
    if (d->laid_width >= 0) demo_relayout(d, d->laid_width);
    gtk_widget_queue_draw(d->area);
}

static void forward_pointer(demo *d, int part, int32_t phase, double x, double y, GdkEvent *event) {
    d->trigger = event;
    if (part == PART_GROUP)
        demo_check(d, bg_group_pointer(d->group, phase, x - d->group_box.x, y - d->group_box.y, NULL), "bg_group_pointer");
    else if (part == PART_TOOLBAR)
        demo_check(d, bg_toolbar_pointer(d->toolbar, phase, x - d->toolbar_box.x, y - d->toolbar_box.y, NULL),
                   "bg_toolbar_pointer");
    d->trigger = NULL;
    refresh(d);
}

static gboolean on_press(GtkWidget *area, GdkEventButton *e, gpointer user_data) {
    demo *d = user_data;
    (void)area;
    if (e->type != GDK_BUTTON_PRESS || e->button != 1) return FALSE;
    if (d->pressed != PART_NONE) forward_pointer(d, d->pressed, BG_POINTER_CANCEL, e->x, e->y, (GdkEvent *)e);
    d->pressed = part_at(d, e->y);
    forward_pointer(d, d->pressed, BG_POINTER_DOWN, e->x, e->y, (GdkEvent *)e);
    return TRUE;
}

static gboolean on_motion(GtkWidget *area, GdkEventMotion *e, gpointer user_data) {
    demo *d = user_data;
    (void)area;
    if (d->pressed != PART_NONE) forward_pointer(d, d->pressed, BG_POINTER_MOVE, e->x, e->y, (GdkEvent *)e);
    return TRUE;
}

static gboolean on_release(GtkWidget *area, GdkEventButton *e, gpointer user_data) {
    demo *d = user_data;
    int part = d->pressed;
    (void)area;
    if (e->button != 1 || part == PART_NONE) return FALSE;
    d->pressed = PART_NONE;
    forward_pointer(d, part, BG_POINTER_UP, e->x, e->y, (GdkEvent *)e);
    return TRUE;
}

static gboolean on_grab_broken(GtkWidget *area, GdkEvent *e, gpointer user_data) {
    demo *d = user_data;
    int part = d->pressed;
    (void)area;
    if (part == PART_NONE) return FALSE;
    d->pressed = PART_NONE;
    forward_pointer(d, part, BG_POINTER_CANCEL, 0, 0, e);
    return FALSE;
}

/* ----------------------------------------------------------------- keys */

static void move_focus(demo *d, int32_t move) {
    if (d->focused == PART_GROUP) {
        int32_t slot = -1;
        if (demo_check(d, bg_group_focus(d->group, move, &slot), "bg_group_focus") && move != BG_FOCUS_CLEAR) {
            refresh(d);
            if (slot >= 0 && (uint32_t)slot < d->layout.slot_count)
                printf("focus: group slot %d \"%s\"\n", slot,
                       d->layout.slots[slot].kind == BG_SLOT_MORE ? "More" : d->layout.slots[slot].title);
        }
    } else if (d->focused == PART_TOOLBAR) {
        bg_control_target target = {-1, -1, -1, 0};
        if (demo_check(d, bg_toolbar_focus(d->toolbar, move, &target), "bg_toolbar_focus")) d->toolbar_focus = target;
        if (move != BG_FOCUS_CLEAR)
            printf("focus: toolbar %s item %d button %d\n",
                   target.kind == BG_CONTROL_TARGET_OVERFLOW ? "overflow" : target.kind == BG_CONTROL_TARGET_MENU ? "menu" : "button",
                   target.item_index, target.button_index);
    }
    refresh(d);
}

/* Tab: the other component takes the focus (its first button; Shift+Tab: its last). */
static void switch_part(demo *d, int backwards) {
    int next = d->focused == PART_TOOLBAR ? PART_GROUP : d->focused == PART_GROUP ? PART_TOOLBAR
                                                                                   : (backwards ? PART_GROUP : PART_TOOLBAR);
    if (d->focused != PART_NONE) move_focus(d, BG_FOCUS_CLEAR);
    d->focused = next;
    move_focus(d, backwards ? BG_FOCUS_LAST : BG_FOCUS_FIRST);
}

static void clear_focus(demo *d) {
    move_focus(d, BG_FOCUS_CLEAR);
    d->focused = PART_NONE;
    d->toolbar_focus = (bg_control_target){-1, -1, -1, 0};
    printf("focus: cleared\n");
}

static void activate_focused(demo *d) {
    if (d->focused == PART_GROUP) demo_check(d, bg_group_activate_focused(d->group), "bg_group_activate_focused");
    if (d->focused == PART_TOOLBAR) demo_check(d, bg_toolbar_activate_focused(d->toolbar), "bg_toolbar_activate_focused");
    refresh(d);
}

static gboolean on_key(GtkWidget *window, GdkEventKey *e, gpointer user_data) {
    demo *d = user_data;
    (void)window;
    if ((e->state & GDK_CONTROL_MASK) && (e->keyval == GDK_KEY_q || e->keyval == GDK_KEY_Q)) {
        printf("quit\n");
        gtk_main_quit();
        return TRUE;
    }
    d->trigger = (GdkEvent *)e;
    switch (e->keyval) {
    case GDK_KEY_Tab: switch_part(d, 0); break;
    case GDK_KEY_ISO_Left_Tab: switch_part(d, 1); break;
    case GDK_KEY_Right: case GDK_KEY_Down: move_focus(d, BG_FOCUS_NEXT); break;
    case GDK_KEY_Left: case GDK_KEY_Up: move_focus(d, BG_FOCUS_PREVIOUS); break;
    case GDK_KEY_Home: move_focus(d, BG_FOCUS_FIRST); break;
    case GDK_KEY_End: move_focus(d, BG_FOCUS_LAST); break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space: activate_focused(d); break;
    case GDK_KEY_Escape: clear_focus(d); break;
    default: d->trigger = NULL; return FALSE;
    }
    d->trigger = NULL;
    return TRUE;
}

void demo_connect_events(demo *d) {
    gtk_widget_add_events(d->area, GDK_BUTTON_PRESS_MASK | GDK_BUTTON_RELEASE_MASK | GDK_BUTTON1_MOTION_MASK);
    g_signal_connect(d->area, "button-press-event", G_CALLBACK(on_press), d);
    g_signal_connect(d->area, "motion-notify-event", G_CALLBACK(on_motion), d);
    g_signal_connect(d->area, "button-release-event", G_CALLBACK(on_release), d);
    g_signal_connect(d->area, "grab-broken-event", G_CALLBACK(on_grab_broken), d);
    g_signal_connect(d->window, "key-press-event", G_CALLBACK(on_key), d);
}

/* ---------------------------------------------------------------- menus */

/* Self-test: where each entry of a menu that just mapped is on the screen. */
static gboolean report_menu(gpointer user_data) {
    GtkWidget *menu = user_data;
    GList *items = gtk_container_get_children(GTK_CONTAINER(menu));
    for (GList *l = items; l != NULL; l = l->next) {
        const char *label = gtk_menu_item_get_label(GTK_MENU_ITEM(l->data));
        GtkAllocation a;
        double x, y;
        if (label == NULL || GTK_IS_SEPARATOR_MENU_ITEM(l->data) || !gtk_widget_get_visible(l->data)) continue;
        gtk_widget_get_allocation(l->data, &a);
        demo_root_origin(g_object_get_data(G_OBJECT(menu), "demo"), l->data, &x, &y);
        printf("menu-item \"%s\" %.0f %.0f %d %d\n", label, x, y, a.width, a.height);
    }
    g_list_free(items);
    printf("menu-ready\n");
    g_object_unref(menu);
    return G_SOURCE_REMOVE;
}

static gboolean on_menu_mapped(GtkWidget *toplevel, GdkEvent *e, gpointer menu) {
    (void)toplevel;
    (void)e;
    g_idle_add(report_menu, g_object_ref(menu));
    return FALSE;
}

static GtkWidget *new_menu(demo *d) {
    GtkWidget *menu = gtk_menu_new();
    g_object_set_data(G_OBJECT(menu), "demo", d);
    if (d->self_test) g_signal_connect(gtk_widget_get_toplevel(menu), "map-event", G_CALLBACK(on_menu_mapped), menu);
    return menu;
}

/* An entry chosen: entry data 0 is the sheet's cancel button, n > 0 the library's entry n - 1. */
static void on_entry(GtkMenuItem *item, gpointer user_data) {
    demo *d = user_data;
    guint entry = GPOINTER_TO_UINT(g_object_get_data(G_OBJECT(item), "entry"));
    if (d->menu_done) return;
    d->menu_done = 1;
    if (d->menu_part == PART_GROUP && entry == 0) {
        printf("sheet: cancelled\n");
        demo_check(d, bg_group_dismiss_sheet(d->group), "bg_group_dismiss_sheet");
    } else if (d->menu_part == PART_GROUP) {
        demo_check(d, bg_group_choose_sheet_item(d->group, entry - 1), "bg_group_choose_sheet_item");
    } else {
        demo_check(d, bg_toolbar_choose_menu_entry(d->toolbar, entry - 1), "bg_toolbar_choose_menu_entry");
    }
    refresh(d);
}

static GtkWidget *add_entry(demo *d, GtkWidget *shell, GtkWidget *item, guint entry, int enabled) {
    g_object_set_data(G_OBJECT(item), "entry", GUINT_TO_POINTER(entry));
    gtk_widget_set_sensitive(item, enabled);
    if (gtk_menu_item_get_submenu(GTK_MENU_ITEM(item)) == NULL) g_signal_connect(item, "activate", G_CALLBACK(on_entry), d);
    gtk_menu_shell_append(GTK_MENU_SHELL(shell), item);
    return item;
}

/* GTK emits "deactivate" before the chosen item's "activate": decide once both have run. */
static gboolean menu_closed(gpointer user_data) {
    demo *d = user_data;
    if (d->menu == NULL || gtk_widget_get_visible(d->menu)) return G_SOURCE_REMOVE;
    if (!d->menu_done && d->menu_part == PART_GROUP) {
        printf("sheet: dismissed\n");
        demo_check(d, bg_group_dismiss_sheet(d->group), "bg_group_dismiss_sheet");
    } else if (!d->menu_done) {
        printf("menu: dismissed\n");
        demo_check(d, bg_toolbar_dismiss_menu(d->toolbar), "bg_toolbar_dismiss_menu");
    }
    demo_close_menu(d);
    refresh(d);
    return G_SOURCE_REMOVE;
}

static void on_deactivate(GtkMenuShell *menu, gpointer user_data) {
    (void)menu;
    g_idle_add(menu_closed, user_data);
}

/* Pops `menu` up under `anchor` (area coordinates); 1 when it is on the screen. */
static int present(demo *d, GtkWidget *menu, int part, bg_rect anchor) {
    GdkRectangle rect = {(int)anchor.x, (int)anchor.y, (int)anchor.width, (int)anchor.height};
    demo_close_menu(d);
    gtk_menu_attach_to_widget(GTK_MENU(menu), d->area, NULL);
    g_signal_connect(menu, "deactivate", G_CALLBACK(on_deactivate), d);
    gtk_widget_show_all(menu);
    d->menu = menu;
    d->menu_part = part;
    d->menu_done = 0;
    gtk_menu_popup_at_rect(GTK_MENU(menu), gtk_widget_get_window(d->area), &rect, GDK_GRAVITY_SOUTH_WEST,
                           GDK_GRAVITY_NORTH_WEST, d->trigger);
    if (gtk_widget_get_visible(menu)) return 1;
    d->menu_done = 1; /* the library does not consider it presented */
    demo_close_menu(d);
    return 0;
}

bg_status demo_present_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet) {
    demo *d = user_data;
    GtkWidget *menu = new_menu(d);
    (void)group;
    if (sheet->title != NULL) add_entry(d, menu, gtk_menu_item_new_with_label(sheet->title), 0, 0);
    printf("sheet:");
    for (uint32_t i = 0; i < sheet->item_count; i++) {
        const bg_sheet_item *item = &sheet->items[i];
        add_entry(d, menu, gtk_menu_item_new_with_label(item->title), i + 1, !item->disabled);
        printf("%s %s", i ? "," : "", item->title);
    }
    printf("\n");
    gtk_menu_shell_append(GTK_MENU_SHELL(menu), gtk_separator_menu_item_new());
    add_entry(d, menu, gtk_menu_item_new_with_label(sheet->cancel_title), 0, 1);
    return present(d, menu, PART_GROUP, d->more_rect) ? BG_OK : BG_E_CALLBACK;
}

void demo_sheet_dismissed(void *user_data, bg_group group) {
    (void)group;
    printf("sheet: withdrawn by the library\n");
    demo_close_menu(user_data);
}

/* A toolbar menu entry as a GtkMenuItem: a submenu, a check item for a segment, or plain. */
static GtkWidget *menu_item(demo *d, const bg_control_menu_entry *e, GtkWidget **submenu) {
    GtkWidget *item;
    *submenu = NULL;
    if (e->button_index < 0) {
        item = gtk_menu_item_new_with_label(e->title);
        *submenu = new_menu(d);
        gtk_menu_item_set_submenu(GTK_MENU_ITEM(item), *submenu);
    } else if (e->selection != BG_SELECTION_MOMENTARY) {
        item = gtk_check_menu_item_new_with_label(e->title);
        gtk_check_menu_item_set_active(GTK_CHECK_MENU_ITEM(item), e->selection == BG_SELECTION_ON);
    } else {
        item = gtk_menu_item_new_with_label(e->title);
    }
    return item;
}

bg_status demo_present_menu(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu) {
    demo *d = user_data;
    GtkWidget *top = new_menu(d), **shells = g_new0(GtkWidget *, menu->entry_count + 1);
    bg_rect anchor = d->overflow_rect;
    (void)toolbar;
    printf("menu: %s, %u entries\n", menu->is_overflow ? "overflow" : "group", (unsigned)menu->entry_count);
    for (uint32_t i = 0; i < menu->entry_count; i++) {
        const bg_control_menu_entry *e = &menu->entries[i];
        GtkWidget *shell = e->parent >= 0 && (uint32_t)e->parent < i && shells[e->parent] ? shells[e->parent] : top;
        add_entry(d, shell, menu_item(d, e, &shells[i]), i + 1, !e->disabled);
        printf("menu-entry %u parent %d %s \"%s\"%s\n", (unsigned)i, e->parent, e->button_index < 0 ? "submenu" : "button",
               e->title, e->disabled ? " disabled" : "");
    }
    g_free(shells);
    for (uint32_t i = 0; !menu->is_overflow && i < d->cell_count; i++)
        if ((int32_t)d->cells[i].item_index == menu->item_index && d->cells[i].button_index < 0) anchor = d->cells[i].frame;
    return present(d, top, PART_TOOLBAR, anchor) ? BG_OK : BG_E_CALLBACK;
}

void demo_menu_dismissed(void *user_data, bg_toolbar toolbar) {
    (void)toolbar;
    printf("menu: withdrawn by the library\n");
    demo_close_menu(user_data);
}

/* Takes the presented menu off the screen (the library has already been told, or told us). */
void demo_close_menu(demo *d) {
    GtkWidget *menu = d->menu;
    if (menu == NULL) return;
    d->menu = NULL;
    d->menu_done = 1;
    gtk_menu_popdown(GTK_MENU(menu));
    gtk_widget_destroy(menu);
}
