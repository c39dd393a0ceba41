/*
 * buttongroup/theme.h — bg_theme: design tokens (colors per role and state, spacing,
 * radii, typography, button metrics, the default parameters of every component).
 * Include "buttongroup.h", not this file.
 */
#ifndef BUTTONGROUP_THEME_H
#define BUTTONGROUP_THEME_H

#include "common.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A design-token theme. {0} is the built-in default theme (defaultTokens.json). */
typedef struct bg_theme {
    uint64_t id;
} bg_theme;

/**
 * Loads a theme: `json` (UTF-8, `length` bytes) overrides any subset of the built-in
 * defaultTokens.json and may set "parameters": {"buttonGroup": {...}}.
 * Errors: BG_E_PARSE with line, column and token path in the message; unknown keys
 * do not fail the load but are listed by bg_theme_copy_warnings.
 * Free with bg_theme_free.
 */
bg_status bg_theme_load(const char *json, size_t length, bg_theme *out_theme);

/** Frees a theme. Objects created with it keep their own copy. */
bg_status bg_theme_free(bg_theme theme);

/**
 * Copies the theme's warnings (one per line, e.g. unknown keys) into buf as a
 * NUL-terminated string. *out_needed receives the size including the NUL. With
 * buf == NULL or capacity too small, nothing is written and BG_E_BUFFER_TOO_SMALL is
 * returned (BG_OK when buf is NULL and only the size was asked for).
 */
bg_status bg_theme_copy_warnings(bg_theme theme, char *buf, size_t capacity, size_t *out_needed);

/** Reads a number token, e.g. "spacer/md", "radius/large", "button/height". */
bg_status bg_theme_number(bg_theme theme, const char *path, double *out_value);

/** Reads a color token as 0xRRGGBBAA, e.g. "color/button/primary/default/background". */
bg_status bg_theme_color(bg_theme theme, const char *path, uint32_t *out_rgba);

/**
 * Copies a text token, e.g. "typography/button/family" or "parameters/buttonGroup/moreIcon",
 * into buf as a NUL-terminated UTF-8 string; *out_needed receives its size including the NUL.
 * Buffer rules as bg_theme_copy_warnings. BG_E_NOT_FOUND when no text token has that path
 * (a token set to null, like the built-in alertTitle, has none).
 */
bg_status bg_theme_copy_string(bg_theme theme, const char *path, char *buf, size_t capacity, size_t *out_needed);

/** Colors of one button role in one state (BG_STATE_* flags; highlighted wins over focused). */
typedef struct bg_button_colors {
    uint32_t background;   /**< 0xRRGGBBAA */
    uint32_t foreground;   /**< 0xRRGGBBAA */
    uint32_t border;       /**< 0xRRGGBBAA */
    uint32_t reserved;
} bg_button_colors;

/**
 * Resolves the colors a host paints a button with. role: BG_ROLE_* (AUTOMATIC paints as
 * SECONDARY); state: BG_STATE_* flags (disabled wins, then highlighted, then focused;
 * selected has no colors of its own).
 */
bg_status bg_theme_button_colors(bg_theme theme, int32_t role, uint32_t state, bg_button_colors *out);

#ifdef __cplusplus
}
#endif

#endif /* BUTTONGROUP_THEME_H */
