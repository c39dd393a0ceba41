/*
 * demo.c — a tour of libbuttongroup from C: the layouts of the banking design system's ButtonGroup
 * (allRound, prominent relaxed / grouped, the More overflow), right-to-left, truncation and accessibility, roles and
 * disabled items, width-aware overflow, and the interaction a host forwards (taps, a pointer
 * press, keyboard focus, the action sheet, navigation). Every layout is printed as a table and
 * as ASCII art of its frames; every callback prints what it receives.
 *
 * Run: make demo-c
 */
#include <string.h>

#include "print_layout.h"

#define COLUMNS 72

/* ------------------------------------------------------------ host callbacks */

/* Every item's action: user_data is the item's title (static text, nothing to release). */
static bg_status print_action(void *user_data, bg_group group, uint32_t item_index) {
    (void)group;
    printf("  -> action of item %u \"%s\"\n", (unsigned)item_index, (const char *)user_data);
    return BG_OK;
}

/* The host's navigation controller and an item navigation that pushes a screen. */
typedef struct {
    const char *screens[8];
    int depth;
} navigation_controller;

/* An item's navigation: user_data is the item's (its title, shared with its action). */
static bg_status push_screen(void *user_data, void *navigation_context) {
    navigation_controller *controller = navigation_context;
    if (controller->depth < 8) controller->screens[controller->depth++] = user_data;
    printf("  -> navigation: push the \"%s\" screen (stack depth %d)\n", (const char *)user_data, controller->depth);
    return BG_OK;
}

static bg_status navigate(void *user_data, bg_group group, uint32_t item_index) {
    printf("  -> navigate callback for item %u\n", (unsigned)item_index);
    return bg_group_run_navigation(group, item_index, user_data);
}

static bg_status present_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet) {
    (void)group;
    *(int *)user_data += 1;
    printf("  -> present the action sheet:\n");
    print_sheet(sheet);
    return BG_OK;
}

/* ----------------------------------------------------------------- helpers */

/* Items titled `titles`, each with print_action (user_data = its title). */
static bg_status make_items(bg_item *items, const char *const *titles, uint32_t count) {
    for (uint32_t i = 0; i < count; i++) {
        bg_status status = bg_item_init(&items[i]);
        if (status != BG_OK) return status;
        items[i].title = titles[i];
        items[i].action = print_action;
        items[i].user_data = (void *)titles[i];
    }
    return BG_OK;
}

/* Lays `group` out and prints the table and the frames. */
static bg_status show(bg_group group, const char *heading, double width, int32_t direction, bg_layout *layout) {
    char title[160];
    bg_status status;
    example_layout_init(layout);
    status = bg_group_layout(group, width, 2, direction, layout);
    if (status != BG_OK) return status;
    snprintf(title, sizeof title, "%s  [%.0f pt @2x, %s]", heading, width, direction == BG_DIRECTION_RTL ? "RTL" : "LTR");
    print_layout(title, layout);
    print_frames(layout, COLUMNS);
    return BG_OK;
}

/* A group on the built-in theme with `params` (NULL: defaults) and items. */
static bg_status make_group(const bg_group_params *params, const bg_item *items, uint32_t count, bg_group *out) {
    bg_status status = bg_group_create((bg_theme){0}, params, out);
    if (status != BG_OK) return status;
    status = bg_group_update(*out, items, count);
    if (status != BG_OK) {
        bg_group_free(*out);
        out->id = 0;
    }
    return status;
}

static void section(const char *title) {
    printf("\n\n################ %s\n", title);
}

/* ------------------------------------------------------------------ demos */

static int demo_all_round(void) {
    static const char *const titles[] = {"Details", "Statements", "Transfer"};
    bg_group group = {0};
    bg_item items[3];
    bg_layout layout;
    int ok = 0;
    section("allRound: equal widths, capsule corners (the iOS component's visual reference)");
    EX_TRY(make_items(items, titles, 3));
    for (uint32_t n = 1; n <= 3; n++) {
        char heading[64];
        EX_TRY(make_group(NULL, items, n, &group));
        snprintf(heading, sizeof heading, "All round, %u button%s", (unsigned)n, n == 1 ? "" : "s");
        EX_TRY(show(group, heading, 343, BG_DIRECTION_LTR, &layout));
        EX_TRY(bg_group_free(group));
        group.id = 0;
    }
    /* "All rounds Error": a danger-styled group. */
    items[0].title = "Retry";
    items[0].role = BG_ROLE_DANGER;
    items[1].title = "Cancel";
    items[1].role = BG_ROLE_TERTIARY;
    EX_TRY(make_group(NULL, items, 2, &group));
    EX_TRY(show(group, "All round, error (danger + tertiary roles)", 343, BG_DIRECTION_LTR, &layout));
    ok = 1;
done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

static int demo_prominent(void) {
    static const char *const titles[] = {"Transfer", "Pay", "History"};
    bg_group group = {0};
    bg_group_params params;
    bg_item items[3];
    bg_layout layout;
    double xxs = 0;
    int ok = 0;
    section("prominent: the first button primary, the others secondary icon squares");
    EX_TRY(make_items(items, titles, 3));
    items[1].icon = "ic_info";
    items[2].icon = "ic_dock";
    EX_TRY(bg_theme_number((bg_theme){0}, "spacer/xxs", &xxs));
    EX_TRY(bg_group_params_init((bg_theme){0}, &params));
    params.layout.kind = BG_LAYOUT_PROMINENT;
    params.layout.spacing = xxs;
    params.layout.corner_style = BG_CORNER_LARGE;
    for (int32_t type = BG_PROMINENT_RELAXED; type <= BG_PROMINENT_GROUPED; type++) {
        params.layout.prominent_type = type;
        EX_TRY(make_group(&params, items, 3, &group));
        EX_TRY(show(group, type == BG_PROMINENT_RELAXED ? "Prominent relaxed" : "Prominent grouped", 343,
                    BG_DIRECTION_LTR, &layout));
        if (type == BG_PROMINENT_GROUPED) {
            EX_TRY(show(group, "Prominent grouped, mirrored", 343, BG_DIRECTION_RTL, &layout));
        }
        /* Colors per slot, as a host paints them. */
        for (uint32_t i = 0; i < layout.slot_count; i++) {
            bg_button_colors colors;
            EX_TRY(bg_theme_button_colors((bg_theme){0}, layout.slots[i].role, layout.slots[i].state, &colors));
            printf("  slot %u %-9s background #%08X  foreground #%08X  border #%08X\n", (unsigned)i,
                   example_role_name(layout.slots[i].role), (unsigned)colors.background,
                   (unsigned)colors.foreground, (unsigned)colors.border);
        }
        EX_TRY(bg_group_free(group));
        group.id = 0;
    }
    ok = 1;
done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

static int demo_more(void) {
    static const char *const titles[] = {"Pay", "Cash Advance", "Transfer", "History", "Statements"};
    navigation_controller controller = {{"Accounts"}, 1};
    bg_group group = {0};
    bg_group_params params;
    bg_item items[5];
    bg_layout layout;
    int sheets = 0, more;
    double x, y;
    int ok = 0;
    section("More: over three items, two show and the rest go to an action sheet");
    EX_TRY(make_items(items, titles, 5));
    items[3].navigation = push_screen; /* History opens a screen */
    items[4].disabled = 1;
    EX_TRY(bg_group_params_init((bg_theme){0}, &params));
    params.alert_title = "Account actions";
    params.alert_message = "What would you like to do?";
    params.alert_cancel_button_title = "Close";
    params.more_button_accessibility_label = "More account actions";
    EX_TRY(make_group(&params, items, 5, &group));
    EX_TRY(bg_group_set_sheet_callback(group, present_sheet, &sheets, NULL));
    EX_TRY(bg_group_set_navigate_callback(group, navigate, &controller, NULL));
    EX_TRY(show(group, "Five items", 343, BG_DIRECTION_LTR, &layout));

    more = example_more_slot(&layout);
    if (more < 0 || !example_slot_center(&layout, (uint32_t)more, &x, &y)) goto done;
    printf("\ntap More at (%.1f, %.1f)\n", x, y);
    EX_TRY(bg_group_tap(group, x, y, NULL));
    printf("choose entry 1 (History: action, then navigation)\n");
    EX_TRY(bg_group_choose_sheet_item(group, 1));
    printf("tap More again, then Close: nothing fires\n");
    EX_TRY(bg_group_tap(group, x, y, NULL));
    EX_TRY(bg_group_dismiss_sheet(group));
    if (sheets != 2 || controller.depth != 2) goto done;
    ok = 1;
done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

static int demo_interaction(void) {
    static const char *const titles[] = {"Details", "Statements", "Export"};
    bg_group group = {0};
    bg_item items[3];
    bg_layout layout;
    int32_t fired = -1, focused = -1;
    double x, y;
    int ok = 0;
    section("interaction: a pointer press (highlight '='), keyboard focus ('~'), a disabled item");
    EX_TRY(make_items(items, titles, 3));
    items[2].disabled = 1;
    EX_TRY(make_group(NULL, items, 3, &group));
    EX_TRY(show(group, "Idle (Export disabled)", 343, BG_DIRECTION_LTR, &layout));
    if (!example_slot_center(&layout, 1, &x, &y)) goto done;

    printf("\npointer down on Statements\n");
    EX_TRY(bg_group_pointer(group, BG_POINTER_DOWN, x, y, &fired));
    EX_TRY(show(group, "Pressed", 343, BG_DIRECTION_LTR, &layout));
    printf("\npointer moves away: the highlight goes (moving back restores it)\n");
    EX_TRY(bg_group_pointer(group, BG_POINTER_MOVE, x, y + 200, &fired));
    EX_TRY(bg_group_layout(group, 343, 2, BG_DIRECTION_LTR, &layout));
    print_frames(&layout, COLUMNS);
    EX_TRY(bg_group_pointer(group, BG_POINTER_MOVE, x, y, &fired));
    printf("pointer up inside: fires\n");
    EX_TRY(bg_group_pointer(group, BG_POINTER_UP, x, y, &fired));
    printf("  fired slot %d\n", (int)fired);

    printf("\nkeyboard: Tab, Tab (the disabled item is skipped, focus wraps), Return\n");
    EX_TRY(bg_group_focus(group, BG_FOCUS_NEXT, &focused));
    EX_TRY(bg_group_focus(group, BG_FOCUS_NEXT, &focused));
    EX_TRY(show(group, "Focused", 343, BG_DIRECTION_LTR, &layout));
    EX_TRY(bg_group_activate_focused(group));
    EX_TRY(bg_group_focus(group, BG_FOCUS_NEXT, &focused));
    printf("  Tab again: focus wraps to slot %d\n", (int)focused);

    if (!example_slot_center(&layout, 2, &x, &y)) goto done;
    printf("\ntap on the disabled Export: nothing fires\n");
    EX_TRY(bg_group_tap(group, x, y, &fired));
    printf("  tapped slot %d\n", (int)fired);
    ok = 1;
done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

static int demo_truncation(void) {
    static const char *const titles[] = {"Statements and documents", "Pay"};
    bg_group group = {0};
    bg_item items[2];
    bg_layout layout;
    int ok = 0;
    section("truncation: titles that do not fit end in an ellipsis; accessibility keeps the full text");
    EX_TRY(make_items(items, titles, 2));
    items[0].accessibility_label = "All statements and documents";
    items[0].accessibility_identifier = "statements";
    items[1].icon = "ic_share";
    EX_TRY(make_group(NULL, items, 2, &group));
    EX_TRY(show(group, "Narrow", 240, BG_DIRECTION_LTR, &layout));
    EX_TRY(show(group, "Narrow, right-to-left", 240, BG_DIRECTION_RTL, &layout));
    ok = 1;
done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

static int demo_width_overflow(void) {
    static const char *const titles[] = {"Overview", "Payments", "Statements", "Settings"};
    static const double widths[] = {640, 400, 240, 640}; /* shrink, then grow back */
    bg_group group = {0};
    bg_group_params params;
    bg_item items[4];
    bg_layout layout;
    int ok = 0;
    section("width-aware overflow: items move into More when they no longer fit");
    EX_TRY(make_items(items, titles, 4));
    EX_TRY(bg_group_params_init((bg_theme){0}, &params));
    params.overflow_policy = BG_OVERFLOW_WIDTH;
    params.max_visible = 0; /* no count limit: only the width decides */
    EX_TRY(make_group(&params, items, 4, &group));
    for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
        EX_TRY(show(group, "Width policy", widths[i], BG_DIRECTION_LTR, &layout));
    }
    ok = 1;
done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

static int demo_theme(void) {
    static const char json[] =
        "{\"spacer\": {\"xs\": 12}, \"radius\": {\"large\": 10}, \"button\": {\"height\": 40},"
        " \"color\": {\"button\": {\"primary\": {\"default\": {\"background\": \"#0A7C66\"}}}},"
        " \"parameters\": {\"buttonGroup\": {\"layout\": {\"kind\": \"prominent\", \"spacing\": \"spacer/xs\","
        " \"cornerStyle\": \"large\"}}}, \"brandName\": \"Demo Bank\"}";
    static const char *const titles[] = {"Send money", "Request"};
    bg_theme theme = {0};
    bg_group group = {0};
    bg_item items[2];
    bg_layout layout;
    bg_button_colors colors;
    char warnings[512];
    size_t needed = 0;
    int ok = 0;
    section("a custom theme: tokens, default parameters, warnings for unknown keys");
    EX_TRY(bg_theme_load(json, strlen(json), &theme));
    EX_TRY(bg_theme_copy_warnings(theme, NULL, 0, &needed));
    if (needed > sizeof warnings) goto done;
    EX_TRY(bg_theme_copy_warnings(theme, warnings, sizeof warnings, &needed));
    printf("theme warnings: %s\n", warnings[0] ? warnings : "(none)");
    EX_TRY(bg_theme_button_colors(theme, BG_ROLE_PRIMARY, 0, &colors));
    printf("primary background: #%08X\n", (unsigned)colors.background);
    EX_TRY(make_items(items, titles, 2));
    EX_TRY(bg_group_create(theme, NULL, &group));
    EX_TRY(bg_group_update(group, items, 2));
    EX_TRY(show(group, "Themed prominent group", 343, BG_DIRECTION_LTR, &layout));
    ok = 1;
done:
    if (group.id != 0 && !example_ok(bg_group_free(group), "bg_group_free", __FILE__, __LINE__)) ok = 0;
    if (theme.id != 0 && !example_ok(bg_theme_free(theme), "bg_theme_free", __FILE__, __LINE__)) ok = 0;
    return ok;
}

int main(void) {
    int ok = 1;
    printf("libbuttongroup %s (BG_VERSION_NUMBER %d)\n", bg_version_string(), (int)bg_version_number());
    printf("legend: corners '.' rounded, '+' square; '=' pressed, '~' focused, (title) disabled\n");
    ok &= demo_all_round();
    ok &= demo_prominent();
    ok &= demo_more();
    ok &= demo_interaction();
    ok &= demo_truncation();
    ok &= demo_width_overflow();
    ok &= demo_theme();
    printf("\n%s\n", ok ? "demo finished" : "demo FAILED");
    return ok ? 0 : 1;
}
