/*
 * gallery_c.c — the same pictures from C: builds three of the gallery's cases through the C API
 * exactly as scripts/gallery.py builds them through the Python binding, draws them with
 * bg_group_svg / bg_button_svg / bg_toolbar_svg and compares the bytes with the committed
 * docs/gallery/<slug>.svg.
 *
 *   group-all-round-3            three items, the built-in parameters, 375 pt at scale 2
 *   button-style-primary-filled  "Title" / "Subtitle" / house.circle.fill, the primaryFilled style,
 *                                laid out at its size that fits
 *   toolbar-3-arrange-overflows  the reader's toolbar 1 pt below its third breakpoint (Arrange
 *                                moves into the overflow menu), the menu drawn
 *
 * Usage: gallery_c [DIR]   (DIR: the gallery, default docs/gallery). Exit 0 when all three match;
 * else it names the case, the first differing line of each, and the command to re-record.
 * Built and run by `make test-gallery` (Tests/Gallery/gallery.mk).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buttongroup.h"

#define SCALE 2.0
#define ARRAY_COUNT(a) (sizeof(a) / sizeof((a)[0]))

static int check(bg_status status, const char *call, int line) {
    if (status == BG_OK) return 1;
    fprintf(stderr, "gallery_c.c:%d: %s failed: %s (%s)\n", line, call, bg_status_string(status),
            bg_last_error_message());
    return 0;
}
#define CHECK(call) check((call), #call, __LINE__)

/* The committed file, NUL-terminated; NULL (and a message) when it cannot be read. */
static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    char *data = NULL;
    long size;
    if (file == NULL || fseek(file, 0, SEEK_END) != 0 || (size = ftell(file)) < 0 || fseek(file, 0, SEEK_SET) != 0 ||
        (data = malloc((size_t)size + 1)) == NULL || fread(data, 1, (size_t)size, file) != (size_t)size) {
        fprintf(stderr, "gallery_c: cannot read %s\n", path);
        free(data);
        if (file != NULL) fclose(file);
        return NULL;
    }
    fclose(file);
    data[size] = '\0';
    *length = (size_t)size;
    return data;
}

/* Prints line `number` (1-based) of `text` with a prefix. */
static void print_line(const char *prefix, const char *text, size_t length, size_t number) {
    const char *start = text, *end = text + length, *stop;
    size_t line = 1;
    while (line < number && start < end) {
        const char *newline = memchr(start, '\n', (size_t)(end - start));
        if (newline == NULL) { start = end; break; }
        start = newline + 1;
        line++;
    }
    stop = start < end ? memchr(start, '\n', (size_t)(end - start)) : NULL;
    if (stop == NULL) stop = end;
    printf("%s%.*s\n", prefix, (int)(stop - start), start);
}

/* Compares the drawn SVG with DIR/<slug>.svg byte for byte; prints the first differing line. */
static int compare(const char *dir, const char *slug, const bg_svg *svg) {
    char path[4096];
    size_t length = 0, i, line = 1;
    char *expected;
    int same;
    snprintf(path, sizeof path, "%s/%s.svg", dir, slug);
    expected = read_file(path, &length);
    if (expected == NULL) return 0;
    same = length == svg->length && memcmp(expected, svg->text, length) == 0;
    if (same) {
        printf("ok    %s (%zu bytes, C and Python agree)\n", slug, length);
    } else {
        for (i = 0; i < length && i < svg->length && expected[i] == svg->text[i]; i++)
            if (expected[i] == '\n') line++;
        printf("FAIL  %s: the C API draws %zu bytes, %s holds %zu; first difference at byte %zu, line %zu:\n",
               slug, svg->length, path, length, i, line);
        print_line("  - committed: ", expected, length, line);
        print_line("  + from C:    ", svg->text, svg->length, line);
    }
    free(expected);
    return same;
}

/* group-all-round-3: ButtonGroup([Item("Pay"), Item("Transfer"), Item("History")]), the theme's
 * parameters, laid out 375 pt wide at scale 2, drawn with the default options. */
static int group_all_round_3(const char *dir) {
    static const char *const titles[] = {"Pay", "Transfer", "History"};
    bg_item items[3];
    bg_group group = {0};
    bg_layout layout = {.struct_size = sizeof layout};
    bg_svg svg = {.struct_size = sizeof svg};
    size_t i;
    int ok = 0;
    for (i = 0; i < ARRAY_COUNT(items); i++) {
        bg_item_init(&items[i]);
        items[i].title = titles[i];
    }
    if (CHECK(bg_group_create((bg_theme){0}, NULL, &group)) && CHECK(bg_group_update(group, items, 3)) &&
        CHECK(bg_group_layout(group, 375.0, SCALE, BG_DIRECTION_LTR, &layout)) &&
        CHECK(bg_group_svg(group, NULL, &svg)))
        ok = compare(dir, "group-all-round-3", &svg);
    if (group.id != 0) bg_group_free(group);
    return ok;
}

/* button-style-primary-filled: Button(ButtonConfiguration(title="Title", subtitle="Subtitle",
 * image="house.circle.fill"), "primaryFilled") laid out at its size that fits. */
static int button_style_primary_filled(const char *dir) {
    bg_button_config config;
    bg_button button = {0};
    bg_size size;
    bg_button_view view = {.struct_size = sizeof view};
    bg_svg svg = {.struct_size = sizeof svg};
    int ok = 0;
    if (!CHECK(bg_button_config_init((bg_theme){0}, &config))) return 0;
    config.title = "Title";
    config.subtitle = "Subtitle";
    config.image = "house.circle.fill";
    if (CHECK(bg_button_create((bg_theme){0}, &config, &button)) &&
        CHECK(bg_button_set_provider(button, BG_PROVIDER_STYLE, "primaryFilled")) &&
        CHECK(bg_button_size_that_fits(button, &size)) &&
        CHECK(bg_button_layout(button, size.width, size.height, SCALE, BG_DIRECTION_LTR, &view)) &&
        CHECK(bg_button_svg(button, NULL, &svg)))
        ok = compare(dir, "button-style-primary-filled", &svg);
    if (button.id != 0) bg_button_free(button);
    return ok;
}

/* The reader's toolbar of scripts/gallery.py (reader_items): History (Back disabled, Forward) at
 * the navigation placement, Arrange as a menu, Zoom, and Share as a single button. */
static int set_reader_items(bg_toolbar toolbar) {
    static const char *const history_titles[] = {"Back", "Forward"};
    static const char *const history_images[] = {"chevron.left", "chevron.right"};
    static const char *const arrange_titles[] = {"Bring to Front", "Send to Back"};
    static const char *const zoom_titles[] = {"Zoom Out", "Zoom In"};
    static const char *const zoom_images[] = {"minus.magnifyingglass", "plus.magnifyingglass"};
    bg_control_button history[2], arrange[2], zoom[2], share[1];
    bg_toolbar_item items[4];
    size_t i;
    for (i = 0; i < 2; i++) {
        bg_control_button_init(&history[i]);
        history[i].title = history_titles[i];
        history[i].image = history_images[i];
        bg_control_button_init(&arrange[i]);
        arrange[i].title = arrange_titles[i];
        bg_control_button_init(&zoom[i]);
        zoom[i].title = zoom_titles[i];
        zoom[i].image = zoom_images[i];
    }
    history[0].disabled = 1;
    bg_control_button_init(&share[0]);
    share[0].title = "Share";
    share[0].image = "share";
    for (i = 0; i < ARRAY_COUNT(items); i++) bg_toolbar_item_init(&items[i]);
    items[0].placement = BG_PLACEMENT_NAVIGATION;
    items[0].label_title = "History";
    items[0].buttons = history;
    items[0].button_count = 2;
    items[1].style = BG_CONTROL_STYLE_MENU;
    items[1].label_title = "Arrange";
    items[1].label_image = "square.3.layers.3d";
    items[1].buttons = arrange;
    items[1].button_count = 2;
    items[2].label_title = "Zoom";
    items[2].label_image = "magnifyingglass";
    items[2].buttons = zoom;
    items[2].button_count = 2;
    items[3].label_title = "Share"; /* ToolbarItem.button: a group of one, labelled as its button */
    items[3].label_image = "share";
    items[3].buttons = share;
    items[3].button_count = 1;
    return CHECK(bg_toolbar_set_items(toolbar, items, 4));
}

/* toolbar-3-arrange-overflows: the reader's toolbar, new, laid out 1 pt below the third
 * breakpoint's moves_in, drawn with the overflow menu. */
static int toolbar_3_arrange_overflows(const char *dir) {
    bg_toolbar toolbar = {0}, probe = {0};
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints};
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_picture_options options;
    bg_svg svg = {.struct_size = sizeof svg};
    double width = 0;
    int ok = 0;
    /* As the script: the breakpoints are asked of one toolbar, the picture drawn by a new one. */
    if (CHECK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &probe)) && set_reader_items(probe) &&
        CHECK(bg_toolbar_breakpoints(probe, &breakpoints))) {
        if (breakpoints.count < 3 || breakpoints.breakpoints[2].item_index != 1) {
            printf("FAIL  toolbar-3-arrange-overflows: the third breakpoint is not Arrange's (item 1)\n");
        } else {
            width = breakpoints.breakpoints[2].moves_in - 1;
            ok = 1;
        }
    }
    if (probe.id != 0) bg_toolbar_free(probe);
    if (!ok) return 0;
    ok = 0;
    if (CHECK(bg_picture_options_init(&options)) &&
        CHECK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar)) && set_reader_items(toolbar) &&
        CHECK(bg_toolbar_layout(toolbar, width, SCALE, BG_DIRECTION_LTR, &view))) {
        options.show_overflow = view.overflowed_count > 0;
        if (CHECK(bg_toolbar_svg(toolbar, &options, &svg)))
            ok = compare(dir, "toolbar-3-arrange-overflows", &svg);
    }
    if (toolbar.id != 0) bg_toolbar_free(toolbar);
    return ok;
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "docs/gallery";
    int passed = group_all_round_3(dir) + button_style_primary_filled(dir) + toolbar_3_arrange_overflows(dir);
    if (passed != 3) {
        printf("gallery_c: %d of 3 pictures differ from %s. After a deliberate change re-record the "
               "gallery with `make gallery-record` (a difference between C and Python is a bug).\n",
               3 - passed, dir);
        return 1;
    }
    printf("gallery_c: 3 pictures drawn through the C API match %s byte for byte\n", dir);
    return 0;
}
