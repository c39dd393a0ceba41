/*
 * button_fixtures_test.c — the button's golden fixtures (the .json files of Tests/Fixtures/button)
 * run through the C ABI, left-to-right and right-to-left; the same cases the Swift runner
 * (Tests/ButtonTests/ButtonFixtureTests.swift, which records them and describes the format) and
 * the Python runner (bindings/python/tests/test_button_fixtures.py) read.
 *
 * Per file: its "theme" object is serialized back to JSON and loaded with bg_theme_load (no
 * warnings allowed). Per case: its configuration is built into a bg_button_config
 * (bg_button_config_init, then the fields the case sets) and a button is created with it (the
 * plain provider, the default); a measure callback answers width = measure.advance x Unicode
 * scalars, height = measure.height; the case's "view" is set on it (content alignment, tint;
 * lines with bg_button_set_title_lines / bg_button_set_subtitle_lines; decorations with
 * bg_button_set_title_decorations / bg_button_set_subtitle_decorations, each "part" found in
 * the configuration's text with strstr: its first occurrence), a view key it does not know
 * failing the case. Then:
 *   - bg_button_size_that_fits is compared with expected.sizeThatFits, and with "fitWidths"
 *     bg_button_size_that_fits_width at each with expected.sizeThatFitsWidth;
 *   - the button is laid out at that size, LTR then RTL: nothing may be truncated or hidden
 *     (title and subtitle shown whole, the image or the activity indicator shown) and every
 *     frame lies within the bounds, within a pixel;
 *   - at each of the case's sizes, LTR then RTL on the same button, bg_button_layout is
 *     described in the fixture's shape and compared with expected.ltr[i] / expected.rtl[i]
 *     (same keys, same array lengths, numbers within 1e-6, equal strings, booleans and nulls);
 *     titleLines / subtitleLines are described when the view has lines (title_line_count > 0),
 *     titleDecorations / subtitleDecorations when it has decorations, each array read at its
 *     elements' struct_size; beyond the fixture's fields, bounds, state and the label background
 *     are checked.
 *
 * Usage: button_fixtures_test [REPO_ROOT]   (default: the directory compiled in as BG_FIXTURES_DIR)
 */
#define _POSIX_C_SOURCE 200809L

#include <cJSON.h>
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buttongroup.h"
#include "common/check.h"
#include "common/fixture_support.h"

#ifndef BG_FIXTURES_DIR
#define BG_FIXTURES_DIR "Tests/Fixtures/button"
#endif

/* The fixtures' names of the enums, in the order of their C values (BG_IMAGE_*, BG_TITLE_ALIGN_*,
 * BG_CORNER_*, BG_CONTENT_H_*, BG_CONTENT_V_*). */
static const char *const placement_names[] = {"leading", "trailing", "top", "left", "bottom", "right"};
static const char *const alignment_names[] = {"automatic", "leading", "center", "trailing", "left", "right"};
static const char *const corner_names[] = {"capsule", "none", "small", "medium", "large", "fixed"};
static const char *const horizontal_names[] = {"center", "left", "right", "fill", "leading", "trailing"};
static const char *const vertical_names[] = {"center", "top", "bottom", "fill"};
static const char *const content_mode_names[] = {"scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "top",
                                                 "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
                                                 "bottomRight", "redraw"};
static const char *const line_break_names[] = {"wordWrap", "charWrap", "clip", "truncateHead", "truncateTail",
                                               "truncateMiddle"};
/* The keys of a case's "view", and of one of its decorations. */
static const char *const view_keys[] = {"contentHorizontalAlignment", "contentVerticalAlignment", "tintColor",
                                        "titleNumberOfLines", "titleLineBreakMode", "subtitleNumberOfLines",
                                        "subtitleLineBreakMode", "titleDecorations", "subtitleDecorations"};
static const char *const decoration_keys[] = {"part", "underline", "strikethrough", "backgroundColor", "baselineOffset"};
#define MAX_DECORATIONS 8

/* ------------------------------------------------------------ fixture JSON */

/* "#RRGGBBAA" at `key` of `object` into (*has, *color); 0 when the value is there but not a color. */
static int read_color(const cJSON *object, const char *key, int32_t *has, uint32_t *color) {
    const char *text = string_or_null(object, key);
    char *end = NULL;
    unsigned long value;
    if (!text) {
        *has = 0;
        return !get(object, key) || cJSON_IsNull(get(object, key));
    }
    if (strlen(text) != 9 || text[0] != '#') return 0;
    value = strtoul(text + 1, &end, 16);
    if (*end != '\0') return 0;
    *has = 1;
    *color = (uint32_t)value;
    return 1;
}

/* The image measurer of a case: its "images" object, name to [width, height]; no answer
 * (0 x 0) for the others. */
static bg_status fixture_image_measure(void *user_data, const char *image, bg_size *out) {
    const cJSON *size = get((const cJSON *)user_data, image);
    *out = cJSON_GetArraySize(size) == 2
        ? (bg_size){cJSON_GetArrayItem(size, 0)->valuedouble, cJSON_GetArrayItem(size, 1)->valuedouble}
        : (bg_size){0, 0};
    return BG_OK;
}

/* Whether every key of `object` is one of `keys`. */
static int only_keys(const cJSON *object, const char *const *keys, int count) {
    const cJSON *item;
    cJSON_ArrayForEach(item, object) {
        if (enum_value(item->string, keys, count) < 0) {
            fprintf(stderr, "unknown key \"%s\": teach the C runner about it\n", item->string);
            return 0;
        }
    }
    return 1;
}

/* Sets one text's lines ("<key>NumberOfLines", "<key>LineBreakMode"; absent: 1 and truncateTail)
 * with `set`; 0 when a value is unknown or refused. */
static int apply_lines(const cJSON *view, const char *key, bg_button button,
                       bg_status (*set)(bg_button, uint32_t, int32_t)) {
    char lines_key[64], mode_key[64];
    int mode = 4; /* BG_LINE_BREAK_TRUNCATE_TAIL */
    snprintf(lines_key, sizeof lines_key, "%sNumberOfLines", key);
    snprintf(mode_key, sizeof mode_key, "%sLineBreakMode", key);
    if (get(view, mode_key) && (mode = enum_value(string_or_null(view, mode_key), line_break_names, 6)) < 0) return 0;
    return set(button, (uint32_t)number_or(view, lines_key, 1), mode) == BG_OK;
}

/* Sets one text's decorations ("<key>Decorations", each part's bytes found in `text`) with
 * `set`; 0 when one is unreadable or refused. */
static int apply_decorations(const cJSON *view, const char *key, const char *text, bg_button button,
                             bg_status (*set)(bg_button, const bg_text_decoration *, uint32_t)) {
    bg_text_decoration decorations[MAX_DECORATIONS];
    char name[64];
    const cJSON *list, *item;
    uint32_t count = 0;
    snprintf(name, sizeof name, "%sDecorations", key);
    list = get(view, name);
    if (!list) return 1;
    cJSON_ArrayForEach(item, list) {
        const char *part = string_or_null(item, "part"), *found = part && text ? strstr(text, part) : NULL;
        bg_text_decoration *d;
        if (count == MAX_DECORATIONS || !found || !only_keys(item, decoration_keys, 5)) return 0;
        d = &decorations[count];
        bg_text_decoration_init(d);
        d->start = (uint32_t)(found - text);
        d->length = (uint32_t)strlen(part);
        d->underline = cJSON_IsTrue(get(item, "underline"));
        d->strikethrough = cJSON_IsTrue(get(item, "strikethrough"));
        d->baseline_offset = number_or(item, "baselineOffset", 0);
        if (!read_color(item, "backgroundColor", &d->has_background_color, &d->background_color)) return 0;
        count++;
    }
    return set(button, count ? decorations : NULL, count) == BG_OK;
}

/* Sets the case's "view" (what the host sets on the button itself) on `button`: the content
 * alignment, the tint, the texts' lines and decorations (their parts in `config`'s texts); 0
 * when a key or value is unknown or refused. */
static int apply_view(const cJSON *view, bg_button button, const bg_button_config *config) {
    int32_t horizontal = 0, vertical = 0, has_tint = 0;
    uint32_t tint = 0;
    if (!only_keys(view, view_keys, 9)
        || !apply_lines(view, "title", button, bg_button_set_title_lines)
        || !apply_lines(view, "subtitle", button, bg_button_set_subtitle_lines)
        || !apply_decorations(view, "title", config->title, button, bg_button_set_title_decorations)
        || !apply_decorations(view, "subtitle", config->subtitle, button, bg_button_set_subtitle_decorations))
        return 0;
    if (get(view, "contentHorizontalAlignment")
        && (horizontal = enum_value(string_or_null(view, "contentHorizontalAlignment"), horizontal_names, 6)) < 0)
        return 0;
    if (get(view, "contentVerticalAlignment")
        && (vertical = enum_value(string_or_null(view, "contentVerticalAlignment"), vertical_names, 4)) < 0)
        return 0;
    if (!read_color(view, "tintColor", &has_tint, &tint)) return 0;
    return bg_button_set_content_alignment(button, horizontal, vertical) == BG_OK
        && bg_button_set_tint_color(button, has_tint, tint) == BG_OK;
}

static cJSON *color_json(int has, uint32_t color) {
    char text[16];
    if (!has) return cJSON_CreateNull();
    snprintf(text, sizeof text, "#%08X", (unsigned)color);
    return cJSON_CreateString(text);
}

/* The case's configuration as a bg_button_config (strings point into the JSON); 0 when a field
 * has an unknown value, naming it in `what`. */
static int read_config(const cJSON *json, bg_theme theme, bg_button_config *config, char *what, size_t size) {
    const cJSON *image_size = get(json, "imageSize"), *insets = get(json, "contentInsets");
    const cJSON *background = get(json, "background");
    int value;
    bg_button_config_init(theme, config);
    config->title = string_or_null(json, "title");
    config->subtitle = string_or_null(json, "subtitle");
    config->image = string_or_null(json, "image");
    if (cJSON_GetArraySize(image_size) == 2) {
        config->image_size.width = cJSON_GetArrayItem(image_size, 0)->valuedouble;
        config->image_size.height = cJSON_GetArrayItem(image_size, 1)->valuedouble;
    }
    config->shows_activity_indicator = cJSON_IsTrue(get(json, "showsActivityIndicator"));
    if (get(json, "imagePlacement")) {
        if ((value = enum_value(string_or_null(json, "imagePlacement"), placement_names, 6)) < 0) {
            snprintf(what, size, "imagePlacement");
            return 0;
        }
        config->image_placement = value;
    }
    if (get(json, "titleAlignment")) {
        if ((value = enum_value(string_or_null(json, "titleAlignment"), alignment_names, 6)) < 0) {
            snprintf(what, size, "titleAlignment");
            return 0;
        }
        config->title_alignment = value;
    }
    if (insets) {
        const cJSON *d = get(insets, "directional"), *n = get(insets, "nondirectional");
        if (d) {
            config->directional_insets = 1;
            config->content_insets = (bg_insets){number_or(d, "top", 0), number_or(d, "leading", 0),
                                                 number_or(d, "bottom", 0), number_or(d, "trailing", 0)};
        } else if (n) {
            config->directional_insets = 0;
            config->content_insets = (bg_insets){number_or(n, "top", 0), number_or(n, "left", 0),
                                                 number_or(n, "bottom", 0), number_or(n, "right", 0)};
        } else {
            snprintf(what, size, "contentInsets");
            return 0;
        }
    }
    config->image_padding = number_or(json, "imagePadding", 0);
    config->title_padding = number_or(json, "titlePadding", 0);
    if (!read_color(json, "foregroundColor", &config->has_foreground_color, &config->foreground_color)
        || !read_color(json, "titleColor", &config->has_title_color, &config->title_color)
        || !read_color(json, "subtitleColor", &config->has_subtitle_color, &config->subtitle_color)) {
        snprintf(what, size, "a color");
        return 0;
    }
    if (cJSON_IsNull(background)) {
        config->has_background = 0;
    } else if (cJSON_IsObject(background)) {
        bg_background_config *b = &config->background;
        const char *corners = string_or_null(background, "cornerStyle");
        config->has_background = 1;
        if (!read_color(background, "fillColor", &b->has_fill_color, &b->fill_color)
            || !read_color(background, "strokeColor", &b->has_stroke_color, &b->stroke_color)) {
            snprintf(what, size, "a background color");
            return 0;
        }
        b->stroke_width = number_or(background, "strokeWidth", 0);
        b->stroke_outset = number_or(background, "strokeOutset", 0);
        if ((value = enum_value(corners ? corners : "none", corner_names, 6)) < 0) {
            snprintf(what, size, "background.cornerStyle");
            return 0;
        }
        b->corner_style = value;
        b->corner_radius = number_or(background, "cornerRadius", 0);
        b->image = string_or_null(background, "image");
        b->visual_effect = string_or_null(background, "visualEffect");
        if (get(background, "imageContentMode")) {
            if ((value = enum_value(string_or_null(background, "imageContentMode"), content_mode_names, 13)) < 0) {
                snprintf(what, size, "background.imageContentMode");
                return 0;
            }
            b->image_content_mode = value;
        }
        if (cJSON_GetArraySize(get(background, "customViewSize")) == 2) {
            b->has_custom_view = 1;
            b->custom_view_size.width = cJSON_GetArrayItem(get(background, "customViewSize"), 0)->valuedouble;
            b->custom_view_size.height = cJSON_GetArrayItem(get(background, "customViewSize"), 1)->valuedouble;
        }
    } else if (background) {
        snprintf(what, size, "background");
        return 0;
    } /* no key: the empty background bg_button_config_init gives */
    return 1;
}

/* A text's lines as the fixtures describe them ({text, start, length, truncated, frame} each),
 * read at their struct_size. */
static cJSON *lines_json(const bg_text_line *lines, uint32_t count) {
    cJSON *array = cJSON_CreateArray();
    for (uint32_t i = 0; i < count; i++) {
        const bg_text_line *line = (const bg_text_line *)((const char *)lines + (size_t)i * lines[0].struct_size);
        cJSON *item = cJSON_CreateObject();
        cJSON_AddItemToObject(item, "text", cJSON_CreateString(line->text));
        cJSON_AddNumberToObject(item, "start", line->start);
        cJSON_AddNumberToObject(item, "length", line->length);
        cJSON_AddBoolToObject(item, "truncated", line->truncated != 0);
        cJSON_AddItemToObject(item, "frame", rect_json(line->frame));
        cJSON_AddItemToArray(array, item);
    }
    return array;
}

/* A text's placed decorations ({start, length, underline, strikethrough, kern, baselineOffset,
 * backgroundColor, frame} each), read at their struct_size. */
static cJSON *decorations_json(const bg_text_decoration *decorations, const bg_rect *frames, uint32_t count) {
    cJSON *array = cJSON_CreateArray();
    for (uint32_t i = 0; i < count; i++) {
        const bg_text_decoration *d =
            (const bg_text_decoration *)((const char *)decorations + (size_t)i * decorations[0].struct_size);
        cJSON *item = cJSON_CreateObject();
        cJSON_AddNumberToObject(item, "start", d->start);
        cJSON_AddNumberToObject(item, "length", d->length);
        cJSON_AddBoolToObject(item, "underline", d->underline != 0);
        cJSON_AddBoolToObject(item, "strikethrough", d->strikethrough != 0);
        cJSON_AddNumberToObject(item, "kern", d->kern);
        cJSON_AddNumberToObject(item, "baselineOffset", d->baseline_offset);
        cJSON_AddItemToObject(item, "backgroundColor", color_json(d->has_background_color, d->background_color));
        cJSON_AddItemToObject(item, "frame", rect_json(frames[i]));
        cJSON_AddItemToArray(array, item);
    }
    return array;
}

/* A laid-out button in the fixtures' shape (the keys ButtonFixtureTests.swift writes). */
static cJSON *describe(const bg_button_view *v) {
    cJSON *root = cJSON_CreateObject(), *paint = cJSON_CreateObject();
    int has_title = v->title != NULL, has_subtitle = v->subtitle != NULL;
    cJSON_AddItemToObject(root, "hitFrame", rect_json(v->hit_frame));
    cJSON_AddItemToObject(root, "image", v->has_image && v->image ? cJSON_CreateString(v->image) : cJSON_CreateNull());
    cJSON_AddItemToObject(root, "imageFrame", v->has_image ? rect_json(v->image_frame) : cJSON_CreateNull());
    cJSON_AddItemToObject(root, "activityIndicatorFrame",
                          v->has_activity_indicator ? rect_json(v->image_frame) : cJSON_CreateNull());
    cJSON_AddItemToObject(root, "title", has_title ? cJSON_CreateString(v->title) : cJSON_CreateNull());
    cJSON_AddItemToObject(root, "titleFrame", has_title && v->title[0] ? rect_json(v->title_frame) : cJSON_CreateNull());
    cJSON_AddBoolToObject(root, "titleTruncated", v->title_truncated != 0);
    cJSON_AddItemToObject(root, "subtitle", has_subtitle ? cJSON_CreateString(v->subtitle) : cJSON_CreateNull());
    cJSON_AddItemToObject(root, "subtitleFrame",
                          has_subtitle && v->subtitle[0] ? rect_json(v->subtitle_frame) : cJSON_CreateNull());
    cJSON_AddBoolToObject(root, "subtitleTruncated", v->subtitle_truncated != 0);
    if (v->has_background) {
        cJSON *background = cJSON_AddObjectToObject(root, "background");
        cJSON_AddItemToObject(background, "frame", rect_json(v->background_frame));
        cJSON_AddNumberToObject(background, "cornerRadius", v->corner_radius);
        cJSON_AddItemToObject(background, "strokeFrame", rect_json(v->stroke_frame));
        cJSON_AddNumberToObject(background, "strokeCornerRadius", v->stroke_corner_radius);
        cJSON_AddItemToObject(background, "imageFrame",
                              v->background_image ? rect_json(v->background_image_frame) : cJSON_CreateNull());
        cJSON_AddItemToObject(background, "visualEffectFrame",
                              v->visual_effect ? rect_json(v->visual_effect_frame) : cJSON_CreateNull());
        cJSON_AddItemToObject(background, "customViewFrame",
                              v->has_custom_view ? rect_json(v->custom_view_frame) : cJSON_CreateNull());
    } else {
        cJSON_AddNullToObject(root, "background");
    }
    cJSON_AddItemToObject(paint, "foreground", color_json(1, v->foreground_color));
    cJSON_AddItemToObject(paint, "title", color_json(1, v->title_color));
    cJSON_AddItemToObject(paint, "subtitle", color_json(1, v->subtitle_color));
    cJSON_AddItemToObject(paint, "fill", color_json(v->has_fill, v->fill_color));
    cJSON_AddItemToObject(paint, "stroke", color_json(v->has_stroke, v->stroke_color));
    cJSON_AddNumberToObject(paint, "strokeWidth", v->stroke_width);
    cJSON_AddItemToObject(root, "paint", paint);
    if (v->title_line_count) cJSON_AddItemToObject(root, "titleLines", lines_json(v->title_lines, v->title_line_count));
    if (v->subtitle_line_count) {
        cJSON_AddItemToObject(root, "subtitleLines", lines_json(v->subtitle_lines, v->subtitle_line_count));
    }
    if (v->title_decoration_count) {
        cJSON_AddItemToObject(root, "titleDecorations", decorations_json(v->title_decorations, v->title_decoration_frames,
                                                                         v->title_decoration_count));
    }
    if (v->subtitle_decoration_count) {
        cJSON_AddItemToObject(root, "subtitleDecorations",
                              decorations_json(v->subtitle_decorations, v->subtitle_decoration_frames,
                                               v->subtitle_decoration_count));
    }
    return root;
}


/* ---------------------------------------------------------------- running */

static const char *direction_name(int32_t direction) { return direction == BG_DIRECTION_RTL ? "rtl" : "ltr"; }

/* Whether `frame` lies within width x height, within `slack`. */
static int within(bg_rect frame, double width, double height, double slack) {
    return frame.x >= -slack && frame.y >= -slack && frame.x + frame.width <= width + slack
        && frame.y + frame.height <= height + slack;
}

/* Lays `button` out at its size that fits: nothing truncated or hidden, every frame inside. */
static int check_at_size_that_fits(const char *name, bg_button button, const bg_button_config *config, bg_size fit,
                                   double scale, int32_t direction) {
    bg_button_view v;
    char what[1024];
    const char *problem = NULL;
    double slack = 1 / scale + 1e-9;
    int shows_title = config->title && *config->title, shows_subtitle = config->subtitle && *config->subtitle;
    memset(&v, 0, sizeof v);
    v.struct_size = sizeof v;
    if (bg_button_layout(button, fit.width, fit.height, scale, direction, &v) != BG_OK) {
        problem = "bg_button_layout failed";
    } else if (shows_title && (v.title_truncated || !v.title || strcmp(v.title, config->title) != 0)) {
        problem = "the title is not shown whole";
    } else if (shows_subtitle && (v.subtitle_truncated || !v.subtitle || strcmp(v.subtitle, config->subtitle) != 0)) {
        problem = "the subtitle is not shown whole";
    } else if (config->image && !config->shows_activity_indicator && !v.has_image) {
        problem = "the image is not shown";
    } else if (config->shows_activity_indicator && !v.has_activity_indicator) {
        problem = "the activity indicator is not shown";
    } else if (((v.has_image || v.has_activity_indicator) && !within(v.image_frame, fit.width, fit.height, slack))
               || (v.title && !within(v.title_frame, fit.width, fit.height, slack))
               || (v.subtitle && !within(v.subtitle_frame, fit.width, fit.height, slack))) {
        problem = "a frame lies outside the bounds";
    }
    snprintf(what, sizeof what, "%s (%s) at its size that fits %g x %g: %s", name, direction_name(direction),
             fit.width, fit.height, problem ? problem : "nothing truncated or hidden, frames inside");
    return check_record(problem == NULL, __FILE__, __LINE__, what);
}

/* Lays `button` out at `size` in `direction` and compares with `expected`. */
static int check_view(const char *name, bg_button button, const cJSON *size, double scale, int32_t direction,
                      const cJSON *expected, int index) {
    bg_button_view v;
    char what[2048], diff[768], path[32];
    double width = cJSON_GetArrayItem(size, 0)->valuedouble, height = cJSON_GetArrayItem(size, 1)->valuedouble;
    int ok;
    memset(&v, 0, sizeof v);
    v.struct_size = sizeof v;
    if (!expected) {
        snprintf(what, sizeof what, "%s: has expected.%s[%d]", name, direction_name(direction), index);
        return check_record(0, __FILE__, __LINE__, what);
    }
    if (bg_button_layout(button, width, height, scale, direction, &v) != BG_OK) {
        snprintf(what, sizeof what, "%s (%s) %g x %g: bg_button_layout failed", name, direction_name(direction), width,
                 height);
        return check_record(0, __FILE__, __LINE__, what);
    }
    {
        cJSON *actual = describe(&v);
        snprintf(path, sizeof path, "%s[%d]", direction_name(direction), index);
        ok = !difference(expected, actual, path, diff, sizeof diff);
        cJSON_Delete(actual);
    }
    if (ok && (v.bounds.x != 0 || v.bounds.y != 0 || v.bounds.width != width || v.bounds.height != height
               || v.state != 0 || v.has_label_background)) {
        snprintf(diff, sizeof diff, "bounds, state or label background (%g %g %g %g, %u, %d)", v.bounds.x, v.bounds.y,
                 v.bounds.width, v.bounds.height, (unsigned)v.state, (int)v.has_label_background);
        ok = 0;
    }
    snprintf(what, sizeof what, "%s (%s) %g x %g: %s", name, direction_name(direction), width, height,
             ok ? "matches" : diff);
    return check_record(ok, __FILE__, __LINE__, what);
}

/* Runs one case; returns 1 when everything matched. */
static int run_case(const char *file, const cJSON *fixture_case, bg_theme theme, fixed_metrics *metrics,
                    double file_scale) {
    const cJSON *sizes = get(fixture_case, "sizes"), *expected = get(fixture_case, "expected");
    const cJSON *expected_fit = get(expected, "sizeThatFits");
    double scale = number_or(fixture_case, "scale", file_scale);
    bg_button_config config;
    bg_button button = {0};
    bg_size fit = {0, 0};
    char name[512], what[2048], field[64] = "";
    int ok;
    snprintf(name, sizeof name, "%s %s", file, string_or_null(fixture_case, "name") ? string_or_null(fixture_case, "name") : "?");
    ok = read_config(get(fixture_case, "configuration"), theme, &config, field, sizeof field);
    snprintf(what, sizeof what, "%s: configuration readable%s%s", name, *field ? ", unknown " : "", field);
    if (!check_record(ok && cJSON_IsArray(sizes), __FILE__, __LINE__, what)) return 0;
    ok = bg_button_create(theme, &config, &button) == BG_OK
      && bg_button_set_measure_callback(button, fixture_measure, metrics, NULL) == BG_OK
      && bg_button_set_image_measure_callback(button, fixture_image_measure, (void *)get(fixture_case, "images"),
                                              NULL) == BG_OK
      && apply_view(get(fixture_case, "view"), button, &config)
      && bg_button_size_that_fits(button, &fit) == BG_OK;
    snprintf(what, sizeof what, "%s: create the button, set the measurer and the view, size that fits", name);
    if (!check_record(ok, __FILE__, __LINE__, what)) {
        if (button.id) bg_button_free(button);
        return 0;
    }
    {
        const double values[] = {fit.width, fit.height};
        cJSON *actual = cJSON_CreateDoubleArray(values, 2);
        char diff[768];
        int same = expected_fit && !difference(expected_fit, actual, "sizeThatFits", diff, sizeof diff);
        snprintf(what, sizeof what, "%s: %s", name, same ? "size that fits matches" : expected_fit ? diff : "no expected.sizeThatFits");
        ok &= check_record(same, __FILE__, __LINE__, what);
        cJSON_Delete(actual);
    }
    if (get(fixture_case, "fitWidths")) {
        /* The size that fits each width offered: [[width, height], ...]. */
        const cJSON *width, *expected_widths = get(expected, "sizeThatFitsWidth");
        cJSON *actual = cJSON_CreateArray();
        char diff[768];
        int same, called = 1;
        cJSON_ArrayForEach(width, get(fixture_case, "fitWidths")) {
            bg_size size = {0, 0};
            double values[2];
            called &= bg_button_size_that_fits_width(button, width->valuedouble, &size) == BG_OK;
            values[0] = size.width;
            values[1] = size.height;
            cJSON_AddItemToArray(actual, cJSON_CreateDoubleArray(values, 2));
        }
        same = called && expected_widths && !difference(expected_widths, actual, "sizeThatFitsWidth", diff, sizeof diff);
        snprintf(what, sizeof what, "%s: %s", name,
                 same ? "size that fits each width matches" : !called ? "bg_button_size_that_fits_width failed"
                 : expected_widths ? diff : "no expected.sizeThatFitsWidth");
        ok &= check_record(same, __FILE__, __LINE__, what);
        cJSON_Delete(actual);
    }
    ok &= check_at_size_that_fits(name, button, &config, fit, scale, BG_DIRECTION_LTR);
    ok &= check_at_size_that_fits(name, button, &config, fit, scale, BG_DIRECTION_RTL);
    /* Each size in both directions on the one button: a direction change relayouts everything. */
    for (int i = 0; i < cJSON_GetArraySize(sizes); i++) {
        for (int32_t direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
            const cJSON *views = get(expected, direction_name(direction));
            ok &= check_view(name, button, cJSON_GetArrayItem(sizes, i), scale, direction,
                             cJSON_GetArraySize(views) == cJSON_GetArraySize(sizes) ? cJSON_GetArrayItem(views, i) : NULL,
                             i);
        }
    }
    bg_button_free(button);
    return ok;
}

/* Runs every case of one file; returns the number of cases. */
static int run_file(const char *directory, const char *file) {
    char path[8192], what[512];
    char *text, *theme_json;
    cJSON *fixture;
    const cJSON *measure, *cases, *fixture_case;
    bg_theme theme = {0};
    fixed_metrics metrics;
    int count = 0, passed = 0;
    snprintf(path, sizeof path, "%s/%s", directory, file);
    text = read_file(path);
    fixture = text ? cJSON_Parse(text) : NULL;
    free(text);
    snprintf(what, sizeof what, "%s: readable JSON", file);
    if (!check_record(fixture != NULL, __FILE__, __LINE__, what)) return 0;
    measure = get(fixture, "measure");
    metrics.advance = number_or(measure, "advance", 8);
    metrics.height = number_or(measure, "height", 20);
    theme_json = cJSON_PrintUnformatted(get(fixture, "theme"));
    snprintf(what, sizeof what, "%s: bg_theme_load(theme)", file);
    if (!check_record(theme_json && bg_theme_load(theme_json, strlen(theme_json), &theme) == BG_OK, __FILE__, __LINE__,
                      what)) {
        cJSON_free(theme_json);
        cJSON_Delete(fixture);
        return 0;
    }
    {
        /* The fixtures' themes are exact: a warning means a key the library ignores. */
        size_t needed = 0;
        bg_theme_copy_warnings(theme, NULL, 0, &needed);
        snprintf(what, sizeof what, "%s: the theme loads without warnings", file);
        check_record(needed == 1, __FILE__, __LINE__, what);
    }
    cases = get(fixture, "cases");
    snprintf(what, sizeof what, "%s: has cases", file);
    check_record(cJSON_GetArraySize(cases) > 0, __FILE__, __LINE__, what);
    cJSON_ArrayForEach(fixture_case, cases) {
        passed += run_case(file, fixture_case, theme, &metrics, number_or(fixture, "scale", 1));
        count++;
    }
    printf("%-26s %4d cases %s\n", file, count, passed == count ? "ok (ltr, rtl)" : "FAILED");
    bg_theme_free(theme);
    cJSON_free(theme_json);
    cJSON_Delete(fixture);
    return count;
}

int main(int argc, char **argv) {
    char directory[4096];
    char *files[256];
    int count;
    long cases = 0;
    if (argc > 1) snprintf(directory, sizeof directory, "%s/Tests/Fixtures/button", argv[1]);
    else snprintf(directory, sizeof directory, "%s", BG_FIXTURES_DIR);
    count = fixture_files(directory, files, 256);
    if (count < 0) {
        fprintf(stderr, "cannot open the fixture directory %s\n", directory);
        check_record(0, __FILE__, __LINE__, "open the fixture directory");
        return check_summary();
    }
    CHECK(count >= 13);
    for (int i = 0; i < count; i++) {
        cases += run_file(directory, files[i]);
        free(files[i]);
    }
    CHECK(cases >= 1149);
    printf("%ld cases in %d files in %s\n", cases, count, directory);
    return check_summary();
}
