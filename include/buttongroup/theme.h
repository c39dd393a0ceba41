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

/**
 * A design-token theme. {0} is the process default theme: the built-in one (defaultTokens.json)
 * until bg_theme_set_default sets another. An object made with {0} gets the default of that
 * moment and keeps it.
 */
typedef struct bg_theme {
    uint64_t id;           /**< Opaque; 0 is the default theme, never a loaded one. */
} bg_theme;

/**
 * Loads a theme: `json` (UTF-8, `length` bytes) overrides any subset of the built-in
 * defaultTokens.json and may set "parameters": {"buttonGroup": {...}}.
 * Errors: BG_E_PARSE with line, column and token path in the message; unknown keys
 * do not fail the load but are listed by bg_theme_copy_warnings.
 * Free with bg_theme_free.
 * @param json The theme's JSON text (UTF-8, `length` bytes, no NUL needed), read during the
 *        call only. NULL only with length 0 (an empty text, which fails: BG_E_PARSE).
 * @param length Size of json in bytes, at most BG_MAX_THEME_BYTES.
 * @param out_theme Receives the new theme's handle; not NULL. Written only on success.
 * @return BG_OK on success: *out_theme is a live theme, owned by the caller.
 * @retval BG_E_INVALID_ARGUMENT when out_theme is NULL, or json is NULL and length is not 0.
 * @retval BG_E_PARSE when the JSON is malformed (invalid UTF-8 included) or a token has the
 *         wrong type or an invalid value; the message names line, column and token path.
 * @retval BG_E_NO_MEMORY when length is more than BG_MAX_THEME_BYTES, the JSON holds more than
 *         BG_MAX_THEME_VALUES values, or BG_MAX_LIVE_OBJECTS themes are live.
 */
bg_status bg_theme_load(const char *json, size_t length, bg_theme *out_theme);

/**
 * Frees a theme. Objects created with it keep their own copy, and so does the default theme
 * when it was set from it.
 * @param theme A theme from bg_theme_load or bg_theme_get_default (not {0}: the default theme
 *        has no handle of its own).
 * @return BG_OK on success; the handle (and every copy of it) is invalid from then on.
 * @retval BG_E_INVALID_HANDLE when theme is {0} or not a live theme (freed already, forged).
 */
bg_status bg_theme_free(bg_theme theme);

/**
 * Copies the theme's warnings (one per line, e.g. unknown keys) into buf as a
 * NUL-terminated string. *out_needed receives the size including the NUL. With buf == NULL
 * only the size is asked for (BG_OK); with a capacity too small nothing is written and
 * BG_E_BUFFER_TOO_SMALL is returned.
 * @param theme A live theme, or {0} for the default theme.
 * @param buf Receives the warnings, one per line, NUL-terminated ("" when there are none);
 *        NULL to ask for the size only.
 * @param capacity Size of buf in bytes (ignored when buf is NULL).
 * @param out_needed Receives the size the text needs in bytes, NUL included, also when the
 *        call returns BG_E_BUFFER_TOO_SMALL; may be NULL unless buf is NULL.
 * @return BG_OK when the text was copied, or when buf is NULL and *out_needed received its size.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 * @retval BG_E_INVALID_ARGUMENT when buf and out_needed are both NULL.
 * @retval BG_E_BUFFER_TOO_SMALL when buf is not NULL and capacity is less than the size needed
 *         (nothing is written to buf).
 */
bg_status bg_theme_copy_warnings(bg_theme theme, char *buf, size_t capacity, size_t *out_needed);

/**
 * Reads a number token, e.g. "spacer/md", "radius/large", "button/height".
 * @param theme A live theme, or {0} for the default theme.
 * @param path The token's path (UTF-8, NUL-terminated); not NULL.
 * @param out_value Receives the number; not NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when path or out_value is NULL.
 * @retval BG_E_INVALID_UTF8 when path is not valid UTF-8.
 * @retval BG_E_NO_MEMORY when path is longer than BG_MAX_STRING_BYTES.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 * @retval BG_E_NOT_FOUND when the theme has no number token at path.
 */
bg_status bg_theme_number(bg_theme theme, const char *path, double *out_value);

/**
 * Reads a color token as 0xRRGGBBAA, e.g. "color/button/primary/default/background".
 * @param theme A live theme, or {0} for the default theme.
 * @param path The token's path (UTF-8, NUL-terminated); not NULL.
 * @param out_rgba Receives the color as 0xRRGGBBAA (a "#RRGGBB" token has alpha FF); not NULL.
 *        Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when path or out_rgba is NULL.
 * @retval BG_E_INVALID_UTF8 when path is not valid UTF-8.
 * @retval BG_E_NO_MEMORY when path is longer than BG_MAX_STRING_BYTES.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 * @retval BG_E_NOT_FOUND when the theme has no color token at path.
 */
bg_status bg_theme_color(bg_theme theme, const char *path, uint32_t *out_rgba);

/**
 * Copies a text token, e.g. "typography/button/family" or "parameters/buttonGroup/moreIcon",
 * into buf as a NUL-terminated UTF-8 string; *out_needed receives its size including the NUL.
 * Buffer rules as bg_theme_copy_warnings. BG_E_NOT_FOUND when no text token has that path
 * (a token set to null, like the built-in alertTitle, has none).
 * @param theme A live theme, or {0} for the default theme.
 * @param path The token's path (UTF-8, NUL-terminated); not NULL.
 * @param buf Receives the text, NUL-terminated; NULL to ask for the size only.
 * @param capacity Size of buf in bytes (ignored when buf is NULL).
 * @param out_needed Receives the size the text needs in bytes, NUL included, also when the
 *        call returns BG_E_BUFFER_TOO_SMALL; may be NULL unless buf is NULL.
 * @return BG_OK when the text was copied, or when buf is NULL and *out_needed received its size.
 * @retval BG_E_INVALID_ARGUMENT when path is NULL, or buf and out_needed are both NULL.
 * @retval BG_E_INVALID_UTF8 when path is not valid UTF-8.
 * @retval BG_E_NO_MEMORY when path is longer than BG_MAX_STRING_BYTES.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 * @retval BG_E_NOT_FOUND when the theme has no text token at path (or it is null).
 * @retval BG_E_BUFFER_TOO_SMALL when buf is not NULL and capacity is less than the size needed
 *         (nothing is written to buf).
 */
bg_status bg_theme_copy_string(bg_theme theme, const char *path, char *buf, size_t capacity, size_t *out_needed);

/**
 * Makes `theme` the process default: the theme {0} names from now on, in every call of every
 * thread (as the design system's `DesignSystem.shared.parameters.buttonGroup = ...` does). The
 * library keeps its own reference: bg_theme_free(theme) afterwards leaves the default as it is.
 * Objects already made keep the theme they were made with; bg_*_params_init and
 * bg_button_config_init with {0} read the new default. Safe from any thread at any time: a call
 * resolves {0} once, so it sees the default before or after a concurrent change, never a mix.
 * @param theme A live theme; {0} makes the built-in theme the default again.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme (nothing changes).
 */
bg_status bg_theme_set_default(bg_theme theme);

/**
 * A new handle on the current default theme (the built-in one unless bg_theme_set_default set
 * another). It stays that theme when the default changes later; free it with bg_theme_free.
 * @param out_theme Receives the handle, owned by the caller; not NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out_theme is NULL.
 * @retval BG_E_NO_MEMORY when BG_MAX_LIVE_OBJECTS themes are live.
 */
bg_status bg_theme_get_default(bg_theme *out_theme);

/*
 * Dynamic Type. A theme carries the reader's content size category (BG_CONTENT_SIZE_*; the token
 * "typography/contentSizeCategory", "large" unless a theme JSON says otherwise). Each typography
 * token has a text style ("typography/button/textStyle": "body", "typography/subtitle/textStyle":
 * "footnote") and its size is stated at LARGE: in another category it scales as iOS scales its
 * style (bg_text_style_size), as UIFontMetrics scales a custom font. Every component made with the
 * theme lays out in the scaled fonts (the measure callback is asked with the scaled size), and a
 * group's buttons grow taller by the same ratio in the larger categories (never below
 * "button/height"). Objects keep the category of the theme they were made with: to follow a
 * change of the reader's setting, make the theme anew (bg_theme_with_content_size), set it as the
 * default (bg_theme_set_default) and make the objects again.
 */

/**
 * A new theme: `theme` with its content size category set to `category`, every other token
 * kept. Free it with bg_theme_free.
 * @param theme A live theme, or {0} for the default theme.
 * @param category The content size category, BG_CONTENT_SIZE_*.
 * @param out_theme Receives the new theme's handle, owned by the caller; not NULL. Written only
 *        on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 * @retval BG_E_INVALID_ARGUMENT when category is not a BG_CONTENT_SIZE_* value or out_theme is NULL.
 * @retval BG_E_NO_MEMORY when BG_MAX_LIVE_OBJECTS themes are live.
 */
bg_status bg_theme_with_content_size(bg_theme theme, int32_t category, bg_theme *out_theme);

/**
 * Reads a theme's content size category.
 * @param theme A live theme, or {0} for the default theme.
 * @param out_category Receives a BG_CONTENT_SIZE_* value (BG_CONTENT_SIZE_LARGE unless the theme
 *        sets another); not NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 * @retval BG_E_INVALID_ARGUMENT when out_category is NULL.
 */
bg_status bg_theme_content_size(bg_theme theme, int32_t *out_category);

/**
 * The point size of an iOS text style in a content size category, from Apple's Dynamic Type
 * table (e.g. BODY: 17 at LARGE, 40 at ACCESSIBILITY3).
 * @param style The text style, BG_TEXT_STYLE_*.
 * @param category The content size category, BG_CONTENT_SIZE_*.
 * @param out_points Receives the size in points; not NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when style or category is out of range, or out_points is NULL.
 */
bg_status bg_text_style_size(int32_t style, int32_t category, double *out_points);

/** Colors of one button role in one state (BG_STATE_* flags; highlighted wins over focused). */
typedef struct bg_button_colors {
    uint32_t background;   /**< 0xRRGGBBAA */
    uint32_t foreground;   /**< 0xRRGGBBAA */
    uint32_t border;       /**< 0xRRGGBBAA */
    uint32_t reserved;     /**< Reserved: 0. */
} bg_button_colors;

/**
 * Resolves the colors a host paints a button with. role: BG_ROLE_* (AUTOMATIC paints as
 * SECONDARY); state: BG_STATE_* flags (disabled wins, then highlighted, then focused;
 * selected has no colors of its own).
 * @param theme A live theme, or {0} for the default theme.
 * @param role The button's role, BG_ROLE_*.
 * @param state The button's state, BG_STATE_* flags (0: normal).
 * @param out Receives the colors; not NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL, role is not a BG_ROLE_* value, or state has a
 *         bit that is not a BG_STATE_* flag.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 */
bg_status bg_theme_button_colors(bg_theme theme, int32_t role, uint32_t state, bg_button_colors *out);

#ifdef __cplusplus
}
#endif

#endif /* BUTTONGROUP_THEME_H */
