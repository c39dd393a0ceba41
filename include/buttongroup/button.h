/*
 * buttongroup/button.h — bg_button: a configuration-based button (included by buttongroup.h).
 *
 * A button shows a configuration: an image (or an activity indicator), a title and a subtitle,
 * insets and paddings, a background with a stroke. The host sets the *base* configuration; a
 * provider derives the *effective* one for the button's state (normal, highlighted, disabled,
 * selected): none, the plain provider (dims colors when disabled or highlighted), a theme style
 * preset then the plain provider, or the host's own callback.
 *
 * Changes are coalesced: setting the base configuration, the provider or the state any number
 * of times between two flushes makes exactly one update (one provider pass, one "updated"
 * callback), run by bg_button_flush or by the next call that reads a result (layout, size,
 * effective configuration, accessibility). Never tied to a run loop.
 */
#ifndef BUTTONGROUP_BUTTON_H
#define BUTTONGROUP_BUTTON_H

#include "common.h"
#include "theme.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A button handle; {0} is never a live button. */
typedef struct bg_button {
    uint64_t id;           /**< Opaque; 0 is never a valid handle. */
} bg_button;

/** A font: a family, a size in points and a CSS weight (100...900). family NULL: the theme's. */
typedef struct bg_font {
    const char *family;    /**< Family name (UTF-8, copied), or NULL: the default font (size and weight are then ignored). */
    double size;           /**< Points: finite, > 0 and <= BG_MAX_LENGTH. */
    int32_t weight;        /**< CSS weight, 100...900 (400 regular, 700 bold). */
    int32_t reserved;      /**< Reserved: 0. */
} bg_font;

/**
 * A styled run of a title or subtitle (an attributed text): its UTF-8 bytes
 * [start, start + length), in a font and color of their own. The runs of one text are in
 * order, do not overlap, lie within it and start and end on UTF-8 character boundaries.
 * The plain provider dims the text's color, not the colors runs set for themselves.
 */
typedef struct bg_text_run {
    uint32_t start;                  /**< Offset of the run's first byte in the text's UTF-8 bytes. */
    uint32_t length;                 /**< > 0 */
    bg_font font;                    /**< family NULL: the text's font. */
    int32_t has_color;               /**< 0: the text's color. */
    uint32_t color;                  /**< 0xRRGGBBAA */
} bg_text_run;

/**
 * A decoration of a range of a title or subtitle (an attributed string's underline,
 * strikethrough, kern, baseline offset and background color), set on the button beside its
 * configuration's font and color runs (bg_button_set_title_decorations), with ranges of its own:
 * UTF-8 bytes [start, start + length) as bg_text_run's. The decorations of one text are in
 * order, do not overlap, lie within it and start and end on UTF-8 character boundaries.
 * Initialize with bg_text_decoration_init; arrays of them follow common.h's "Structs with
 * struct_size" (every element's struct_size the same; the array read at that stride).
 */
typedef struct bg_text_decoration {
    uint32_t struct_size;            /**< sizeof(bg_text_decoration): set by bg_text_decoration_init. */
    uint32_t start;                  /**< Offset of the range's first byte in the text's UTF-8 bytes. */
    uint32_t length;                 /**< > 0 */
    int32_t underline;               /**< 1: a single line under the range; 0: none. */
    int32_t strikethrough;           /**< 1: a single line through the range; 0: none. */
    int32_t has_background_color;    /**< Nonzero: background_color is filled behind the range. */
    uint32_t background_color;       /**< 0xRRGGBBAA; read when has_background_color is nonzero. */
    int32_t reserved;                /**< Reserved: 0. */
    double kern;                     /**< Points added after each character of the range (UIKit's kern; negative: tighter); finite, within +-BG_MAX_LENGTH. Counted in the text's width. */
    double baseline_offset;          /**< Points the range is raised (negative: lowered); finite, within +-BG_MAX_LENGTH. Moves what is drawn, not the text's frame. */
} bg_text_decoration;

/**
 * Fills *out with a decoration of nothing (start 0, length 0, no lines, kern 0, no background)
 * and sets its struct_size; set start and length before use.
 * @param out Receives the decoration; not NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL.
 */
bg_status bg_text_decoration_init(bg_text_decoration *out);

/**
 * One line of a title or subtitle set to several lines (bg_button_set_title_lines), as laid
 * out. Arrays of them are owned by the button; their elements have this library's struct_size:
 * step through them by it.
 */
typedef struct bg_text_line {
    uint32_t struct_size;            /**< sizeof(bg_text_line) of the library. */
    uint32_t start;                  /**< The first byte of the text the line shows, in the configuration's text's UTF-8 bytes. */
    uint32_t length;                 /**< Bytes from start to the last one shown (a line cut in the middle shows those either side of its "…"); trailing spaces left out. */
    int32_t truncated;               /**< Nonzero when the line is cut ("…" or clipped) or the text goes on past it, unseen. */
    bg_rect frame;                   /**< Where the line goes: one line height each, one under the other, lined up as the text is. */
    const char *text;                /**< The line as shown (UTF-8, with its "…" when cut); owned by the button. */
} bg_text_line;

/** Insets in points: physical (left, right) or, when directional, (leading, trailing). */
typedef struct bg_insets {
    double top;      /**< Points: finite, 0...BG_MAX_LENGTH (as every inset). */
    double left;     /**< Leading when directional. */
    double bottom;   /**< Points. */
    double right;    /**< Trailing when directional. */
} bg_insets;

/** A button's background. Colors are 0xRRGGBBAA; a has_* flag of 0 means "none". */
typedef struct bg_background_config {
    int32_t has_fill_color;         /**< Nonzero: the background is filled with fill_color; 0: not filled. */
    uint32_t fill_color;            /**< 0xRRGGBBAA; read when has_fill_color is nonzero. */
    int32_t has_stroke_color;       /**< 0: the stroke takes the button's tint (bg_button_set_tint_color). */
    uint32_t stroke_color;          /**< 0xRRGGBBAA; read when has_stroke_color is nonzero. */
    double stroke_width;            /**< >= 0; 0 draws no stroke. */
    double stroke_outset;           /**< Outside the bounds (inside when negative). */
    int32_t corner_style;           /**< BG_CORNER_* (SMALL/MEDIUM/LARGE: the theme's radii). */
    int32_t image_content_mode;     /**< BG_CONTENT_MODE_* of `image`. */
    double corner_radius;           /**< With BG_CORNER_FIXED. */
    const char *visual_effect;      /**< The host's name of a visual effect, or NULL. */
    const char *image;              /**< The host's name of a background image, or NULL. */
    int32_t has_custom_view;        /**< The host puts a view of custom_view_size in the background. */
    int32_t reserved;               /**< Reserved: 0. */
    bg_size custom_view_size;       /**< Points, each 0...BG_MAX_LENGTH; read when has_custom_view is nonzero. */
} bg_background_config;

/**
 * Everything a button shows. Initialize with bg_button_config_init (the empty configuration:
 * nothing shown, image leading, titles aligned automatically, no insets, an empty background).
 * Strings in are UTF-8 and copied; NULL means none.
 */
typedef struct bg_button_config {
    uint32_t struct_size;            /**< sizeof(bg_button_config): set by bg_button_config_init, and by the caller before bg_button_get_*_config. */
    int32_t image_placement;         /**< BG_IMAGE_* */
    const char *title;               /**< The title (UTF-8), or NULL: none. */
    const char *subtitle;            /**< The subtitle (UTF-8), or NULL: none. */
    const char *image;               /**< The host's image name, or NULL. */
    bg_size image_size;              /**< 0 x 0: the image measure callback's size, else the theme's icon size. */
    bg_font title_font;              /**< family NULL: the theme's typography/button. */
    bg_font subtitle_font;           /**< family NULL: the theme's typography/subtitle. */
    int32_t has_title_color;         /**< Nonzero: title_color applies. */
    uint32_t title_color;            /**< 0xRRGGBBAA; without it the foreground color. */
    int32_t has_subtitle_color;      /**< Nonzero: subtitle_color applies. */
    uint32_t subtitle_color;         /**< 0xRRGGBBAA; without it the foreground color. */
    int32_t has_foreground_color;    /**< Nonzero: foreground_color applies. */
    uint32_t foreground_color;       /**< Without it the theme's tint. */
    int32_t shows_activity_indicator;/**< Nonzero: an activity indicator in the image's place. */
    int32_t title_alignment;         /**< BG_TITLE_ALIGN_* */
    int32_t directional_insets;      /**< Nonzero: content_insets.left/right are leading/trailing. */
    int32_t has_background;          /**< 0: no background at all. */
    bg_insets content_insets;        /**< Between the bounds and the content (see directional_insets). */
    double image_padding;            /**< >= 0, between the image and the texts. */
    double title_padding;            /**< >= 0, between title and subtitle. */
    bg_background_config background; /**< The background; read when has_background is nonzero. */
    const bg_text_run *title_runs;   /**< title_run_count styled runs of `title` (an attributed title), or NULL. */
    uint32_t title_run_count;        /**< Number of entries in title_runs (0: none). */
    uint32_t subtitle_run_count;     /**< Number of entries in subtitle_runs (0: none). */
    const bg_text_run *subtitle_runs;/**< Styled runs of `subtitle` (an attributed subtitle), or NULL. */
} bg_button_config;

/**
 * Fills *out with the empty configuration (the theme is accepted for symmetry; {0} = built-in).
 * @param theme A live theme, or {0} for the built-in theme.
 * @param out Receives the empty configuration (every string and run array NULL); not NULL.
 *        Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 */
bg_status bg_button_config_init(bg_theme theme, bg_button_config *out);

/**
 * A host provider: edit *config (the base configuration) for `state` (BG_STATE_* flags).
 * Strings it puts in *config must stay valid until the library call that ran the provider
 * returns (the library copies them right after the provider returns). It
 * may call bg_button_plain_update on *config to chain to the plain provider. A failure status
 * fails the call that ran the update with BG_E_CALLBACK and keeps the previous effective
 * configuration.
 * @param user_data The user_data registered with the provider.
 * @param button The button being updated.
 * @param state The state to derive the configuration for, BG_STATE_* flags.
 * @param config In: a copy of the base configuration (its strings and runs valid during the
 *        call only); out: the effective configuration, checked as bg_button_set_base_config
 *        checks one (an invalid one fails the update as a failure status does).
 * @return BG_OK, or a negative status: the call that ran the update returns BG_E_CALLBACK.
 */
typedef bg_status (*bg_provider_fn)(void *user_data, bg_button button, uint32_t state, bg_button_config *config);

/**
 * Called once per update, after the effective configuration changed, when the read that ran
 * the update has computed its result. It may call any function on the button, bg_button_free
 * included; a change it makes stays pending until the next read (common.h, "Callbacks").
 * @param user_data The user_data registered with the callback.
 * @param button The button that was updated.
 */
typedef void (*bg_button_updated_fn)(void *user_data, bg_button button);

/**
 * The button fired (pointer up inside, or bg_button_activate).
 * @param user_data The user_data registered with the action.
 * @param button The button that fired.
 * @return BG_OK, or a negative status: the triggering call returns BG_E_CALLBACK.
 */
typedef bg_status (*bg_button_action_fn)(void *user_data, bg_button button);

/**
 * Measures an image by name into *out (points). 0 x 0 (a size with a zero side) says the image
 * has no size of its own: the theme's icon size is used. Results are kept with the layout.
 * @param user_data The user_data registered with the callback.
 * @param image The image's name, NUL-terminated; valid during the call only.
 * @param out Receives the image's size in points (finite, >= 0); never NULL. It holds NaN on
 *        entry: a callback that returns BG_OK without writing a size has failed.
 * @return BG_OK, or a negative status: then (as for a size that is not finite and >= 0) the
 *         call that measured fails with BG_E_CALLBACK, keeps nothing it measured, and the next
 *         call measures again.
 */
typedef bg_status (*bg_image_measure_fn)(void *user_data, const char *image, bg_size *out);

/**
 * Creates a button showing `base` (NULL: the empty configuration) with the plain provider.
 * Free with bg_button_free.
 * @param theme A live theme, or {0} for the built-in theme; the button keeps what it needs, the
 *        theme may be freed after.
 * @param base The base configuration, read during the call only (strings and runs copied), or
 *        NULL.
 * @param out_button Receives the new button's handle; not NULL. Written only on success.
 * @return BG_OK on success: *out_button is a live button, owned by the caller.
 * @retval BG_E_INVALID_ARGUMENT when out_button is NULL, or in base a field is invalid (background fields
 *         count only with has_background, a font's size and weight only with its family): its
 *         struct_size; an unknown image_placement, title_alignment, background.corner_style or
 *         background.image_content_mode; a length not finite or outside 0...BG_MAX_LENGTH
 *         (image_size with an image, content_insets, image_padding, title_padding,
 *         background.stroke_width, background.corner_radius with BG_CORNER_FIXED,
 *         background.custom_view_size with has_custom_view, a font size, which must be > 0);
 *         background.stroke_outset beyond +-BG_MAX_LENGTH; a font weight outside 100...900;
 *         title_runs or subtitle_runs NULL with a nonzero count, or a run that is empty, out of
 *         order, overlapping, beyond its text or splitting a UTF-8 character.
 * @retval BG_E_INVALID_UTF8 when a string of base is not valid UTF-8.
 * @retval BG_E_NO_MEMORY when base is beyond a limit (a string longer than
 *         BG_MAX_STRING_BYTES, more than BG_MAX_ITEMS text runs or BG_MAX_UPDATE_BYTES of
 *         strings in all), or BG_MAX_LIVE_OBJECTS buttons are live.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 */
bg_status bg_button_create(bg_theme theme, const bg_button_config *base, bg_button *out_button);

/**
 * Creates a label button (ButtonWithLabel) of `type` (BG_LABEL_TYPE_*): a label ("Info",
 * "Alert") on a translucent, square background with 6-point insets, followed by its icon
 * ("questionmark.circle", "exclamationmark.circle"), centred on one line and pressed as one
 * (one action). It is a bg_button like any other; bg_button_size_that_fits gives its intrinsic
 * size, for a host that places it as a custom view (a navigation bar item): the label and the
 * bare icon side by side, as high as the taller (the label's insets do not pad the icon).
 * bg_button_view.label_background_frame ends where the icon begins.
 * Free with bg_button_free.
 * @param theme A live theme, or {0} for the built-in theme (its label button values).
 * @param type The kind of label button, BG_LABEL_TYPE_*.
 * @param out_button Receives the new button's handle; not NULL. Written only on success.
 * @return BG_OK on success: *out_button is a live button, owned by the caller.
 * @retval BG_E_INVALID_ARGUMENT when out_button is NULL or type is not a BG_LABEL_TYPE_* value.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 * @retval BG_E_NO_MEMORY when BG_MAX_LIVE_OBJECTS buttons are live.
 */
bg_status bg_button_create_with_label(bg_theme theme, int32_t type, bg_button *out_button);

/**
 * Frees a button; destroy notifications run now, or when the outermost call on it returns.
 * @param button The button to free.
 * @return BG_OK on success; the handle (and every copy of it) is invalid from then on.
 * @retval BG_E_INVALID_HANDLE when button is not a live button (freed already included).
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_free(bg_button button);

/**
 * Replaces the base configuration (coalesced).
 * @param button The button.
 * @param config The new base configuration, read during the call only (strings and runs
 *        copied); not NULL.
 * @return BG_OK on success; on failure the button keeps its base configuration.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 * @retval BG_E_INVALID_ARGUMENT when config is NULL, or in config a field is invalid (background fields
 *         count only with has_background, a font's size and weight only with its family): its
 *         struct_size; an unknown image_placement, title_alignment, background.corner_style or
 *         background.image_content_mode; a length not finite or outside 0...BG_MAX_LENGTH
 *         (image_size with an image, content_insets, image_padding, title_padding,
 *         background.stroke_width, background.corner_radius with BG_CORNER_FIXED,
 *         background.custom_view_size with has_custom_view, a font size, which must be > 0);
 *         background.stroke_outset beyond +-BG_MAX_LENGTH; a font weight outside 100...900;
 *         title_runs or subtitle_runs NULL with a nonzero count, or a run that is empty, out of
 *         order, overlapping, beyond its text or splitting a UTF-8 character.
 * @retval BG_E_INVALID_UTF8 when a string of config is not valid UTF-8.
 * @retval BG_E_NO_MEMORY when config is beyond a limit (a string longer than
 *         BG_MAX_STRING_BYTES, more than BG_MAX_ITEMS text runs or BG_MAX_UPDATE_BYTES of
 *         strings in all).
 */
bg_status bg_button_set_base_config(bg_button button, const bg_button_config *config);

/**
 * Copies the base configuration into *out. Its strings are owned by the button and stay
 * valid until the next call that changes or frees it.
 * @param button The button.
 * @param out Receives the base configuration; not NULL, its struct_size set first
 *        (common.h, "Structs with struct_size"). Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL or out->struct_size is wrong.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called through callbacks nested more than 64 deep.
 */
bg_status bg_button_get_base_config(bg_button button, bg_button_config *out);

/**
 * Copies the effective configuration into *out (updating first when needed); strings as above.
 * @param button The button.
 * @param out Receives the effective configuration; not NULL, its struct_size set first
 *        (common.h, "Structs with struct_size"). Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL or out->struct_size is wrong.
 * @retval BG_E_INVALID_HANDLE when button is not a live button, or its updated callback freed
 *         it during this call (nothing is written: common.h, "Callbacks").
 * @retval BG_E_CALLBACK when the pending update failed (the host provider returned a failure or
 *         an invalid configuration): the update stays pending.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_get_effective_config(bg_button button, bg_button_config *out);

/**
 * Sets a built-in provider: BG_PROVIDER_* (style_name for BG_PROVIDER_STYLE; BG_E_NOT_FOUND if the theme has none).
 * A host provider set before is released.
 * @param button The button.
 * @param kind The provider, BG_PROVIDER_*.
 * @param style_name With BG_PROVIDER_STYLE: the name of a style preset of the button's theme
 *        (UTF-8), not NULL; ignored (may be NULL) with the other kinds.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 * @retval BG_E_INVALID_ARGUMENT when kind is not a BG_PROVIDER_* value, or style_name is NULL
 *         with BG_PROVIDER_STYLE.
 * @retval BG_E_INVALID_UTF8 when style_name is not valid UTF-8.
 * @retval BG_E_NO_MEMORY when style_name is longer than BG_MAX_STRING_BYTES.
 * @retval BG_E_NOT_FOUND when the theme has no button style named style_name.
 */
bg_status bg_button_set_provider(bg_button button, int32_t kind, const char *style_name);

/**
 * Sets the host's provider (fn NULL: back to BG_PROVIDER_PLAIN).
 * @param button The button.
 * @param fn The provider, or NULL for BG_PROVIDER_PLAIN.
 * @param user_data Passed to fn; may be NULL.
 * @param destroy Releases user_data, once (common.h, "Callbacks"); may be NULL.
 * @return BG_OK on success; the previous registration is released.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_host_provider(bg_button button, bg_provider_fn fn, void *user_data, bg_destroy_fn destroy);

/**
 * The plain provider's edit of *config for `state`, with this button's theme (for chaining).
 * @param button The button whose theme gives the values.
 * @param state The state, BG_STATE_* flags.
 * @param config In: a configuration (typically the one a provider received); out: its colors
 *        as the plain provider sets them, every other field as it was. Not NULL.
 * @return BG_OK on success; *config is changed only on success.
 * @retval BG_E_INVALID_ARGUMENT when config is NULL, state has a bit that is not a BG_STATE_*
 *         flag, or in config a field is invalid (background fields
 *         count only with has_background, a font's size and weight only with its family): its
 *         struct_size; an unknown image_placement, title_alignment, background.corner_style or
 *         background.image_content_mode; a length not finite or outside 0...BG_MAX_LENGTH
 *         (image_size with an image, content_insets, image_padding, title_padding,
 *         background.stroke_width, background.corner_radius with BG_CORNER_FIXED,
 *         background.custom_view_size with has_custom_view, a font size, which must be > 0);
 *         background.stroke_outset beyond +-BG_MAX_LENGTH; a font weight outside 100...900;
 *         title_runs or subtitle_runs NULL with a nonzero count, or a run that is empty, out of
 *         order, overlapping, beyond its text or splitting a UTF-8 character.
 * @retval BG_E_INVALID_UTF8 when a string of config is not valid UTF-8.
 * @retval BG_E_NO_MEMORY when config is beyond a limit (a string longer than
 *         BG_MAX_STRING_BYTES, more than BG_MAX_ITEMS text runs or BG_MAX_UPDATE_BYTES of
 *         strings in all).
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called through callbacks nested more than 64 deep.
 */
bg_status bg_button_plain_update(bg_button button, uint32_t state, bg_button_config *config);

/**
 * Enables (nonzero) or disables the button (the disabled state; coalesced).
 * Disabling ends pointer tracking and takes keyboard focus away.
 * @param button The button.
 * @param enabled Nonzero to enable, 0 to disable.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_enabled(bg_button button, int32_t enabled);

/**
 * Selects or deselects the button (the selected state; coalesced).
 * @param button The button.
 * @param selected Nonzero to select, 0 to deselect.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_selected(bg_button button, int32_t selected);

/**
 * Highlights (nonzero) or un-highlights the button, as UIControl's isHighlighted (coalesced).
 * One flag: a pointer press writes it too, when the press highlights the button (down or back
 * inside) and when it stops (out, up, cancel), so a press over a host's highlight ends it.
 * Disabling the button ends a press and its highlight, not a highlight the host set.
 * Read it back with bg_button_get_state (BG_STATE_HIGHLIGHTED).
 * @param button The button.
 * @param highlighted Nonzero to highlight, 0 not to.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_highlighted(bg_button button, int32_t highlighted);

/**
 * Sets the button's own tint (UIView's tintColor; coalesced): the foreground color of a
 * configuration without one and the stroke color of a background without one. has_color 0
 * goes back to the theme's tint (parameters/button/tint).
 * @param button The button.
 * @param has_color Nonzero: `color` is the tint; 0: the theme's.
 * @param color 0xRRGGBBAA; read when has_color is nonzero.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_tint_color(bg_button button, int32_t has_color, uint32_t color);

/**
 * The tint in effect: the button's own, else the theme's.
 * @param button The button.
 * @param out_has_own Receives 1 when the button has a tint of its own, 0 for the theme's; may be
 *        NULL. Written only on success.
 * @param out_color Receives the tint in effect, 0xRRGGBBAA; not NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out_color is NULL.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called through callbacks nested more than 64 deep.
 */
bg_status bg_button_get_tint_color(bg_button button, int32_t *out_has_own, uint32_t *out_color);

/**
 * Sets where the content (the image and the texts, as one run) sits in the bounds less the
 * insets, as UIControl's contentHorizontalAlignment and contentVerticalAlignment: against an
 * edge, centred (the default), or filling the axis (the text block stretched to what the image
 * leaves). BG_CONTENT_H_LEADING / TRAILING follow the layout's direction; LEFT / RIGHT do not.
 * The next layout places it so (bg_button_view.content_frame shows the run).
 * @param button The button.
 * @param horizontal BG_CONTENT_H_*.
 * @param vertical BG_CONTENT_V_*.
 * @return BG_OK on success; on failure neither changes.
 * @retval BG_E_INVALID_ARGUMENT when horizontal is not a BG_CONTENT_H_* value or vertical not
 *         a BG_CONTENT_V_* value.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_content_alignment(bg_button button, int32_t horizontal, int32_t vertical);

/**
 * The content alignment (bg_button_set_content_alignment).
 * @param button The button.
 * @param out_horizontal Receives the BG_CONTENT_H_* value; may be NULL. Written only on success.
 * @param out_vertical Receives the BG_CONTENT_V_* value; may be NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called through callbacks nested more than 64 deep.
 */
bg_status bg_button_get_content_alignment(bg_button button, int32_t *out_horizontal, int32_t *out_vertical);

/**
 * Sets the reference (a URL, a file path, a data: URI) bg_button_svg draws the background's
 * image from, as an SVG image element at bg_button_view.background_image_frame clipped to the
 * background; NULL (the default) draws a crossed placeholder there instead. The library draws
 * no image of its own: bg_background_config.image names the image for the host and its image
 * measurer. The string is copied.
 * @param button The button.
 * @param href The reference (valid UTF-8), or NULL for the placeholder.
 * @return BG_OK on success; on failure nothing changes.
 * @retval BG_E_INVALID_UTF8 when href is not valid UTF-8.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_background_image_href(bg_button button, const char *href);

/**
 * Sets the decorations of the title (coalesced, as every change): underline, strikethrough,
 * kern, baseline offset and background color per range of the base configuration's title,
 * beside its font and color runs. They are the view's: a new configuration or a provider's keeps
 * them, each layout clipping them to the title it shows (a range beyond it is cut, one wholly
 * beyond it dropped). The layout counts each range's kern in the title's width (size that fits
 * and truncation alike; a cut title's "…" takes the kern of the range it cuts); bg_button_svg
 * draws them. The array is read during the call only; count 0 removes them all.
 * @param button The button.
 * @param decorations count decorations, or NULL with count 0.
 * @param count Number of entries in decorations.
 * @return BG_OK on success; on failure the decorations stay as they were.
 * @retval BG_E_INVALID_ARGUMENT when decorations is NULL with a nonzero count, an element's
 *         struct_size is wrong or differs from the first's, or a decoration is empty, out of
 *         order, overlapping, beyond the base configuration's title or splitting a UTF-8
 *         character, has an underline or strikethrough other than 0 or 1, or a kern or
 *         baseline_offset not finite or beyond +-BG_MAX_LENGTH (the error names it).
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_title_decorations(bg_button button, const bg_text_decoration *decorations, uint32_t count);

/**
 * Sets the decorations of the subtitle, as bg_button_set_title_decorations does the title's
 * (their ranges within the base configuration's subtitle).
 * @param button The button.
 * @param decorations count decorations, or NULL with count 0.
 * @param count Number of entries in decorations.
 * @return BG_OK on success; on failure the decorations stay as they were.
 * @retval BG_E_INVALID_ARGUMENT as for bg_button_set_title_decorations, against the subtitle.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_subtitle_decorations(bg_button button, const bg_text_decoration *decorations, uint32_t count);

/**
 * Sets how many lines the title may take and how it breaks (UILabel's numberOfLines and
 * lineBreakMode, UIButton.Configuration's titleLineBreakMode; coalesced). The default, 1 and
 * BG_LINE_BREAK_TRUNCATE_TAIL, is one line cut at the end with "…". Otherwise the title breaks
 * into lines no wider than the room the layout leaves it: between words, after spaces and
 * hyphens, and between ideographs and kana (never before closing punctuation such as "、", "。",
 * "）", "」" nor after opening punctuation), a word longer than a line between characters
 * (BG_LINE_BREAK_CHAR_WRAP: between any two characters); the last line allowed is cut as the
 * mode says. bg_button_view.title_lines then reports each line; bg_button_size_that_fits_width
 * gives the height the lines need at a width.
 * @param button The button.
 * @param number_of_lines The most lines, 0 for as many as the title needs; at most
 *        BG_MAX_ITEMS.
 * @param line_break_mode BG_LINE_BREAK_*.
 * @return BG_OK on success; on failure nothing changes.
 * @retval BG_E_INVALID_ARGUMENT when line_break_mode is not a BG_LINE_BREAK_* value or
 *         number_of_lines is beyond BG_MAX_ITEMS.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_title_lines(bg_button button, uint32_t number_of_lines, int32_t line_break_mode);

/**
 * Sets how many lines the subtitle may take and how it breaks, as bg_button_set_title_lines
 * does for the title.
 * @param button The button.
 * @param number_of_lines The most lines, 0 for as many as the subtitle needs; at most BG_MAX_ITEMS.
 * @param line_break_mode BG_LINE_BREAK_*.
 * @return BG_OK on success; on failure nothing changes.
 * @retval BG_E_INVALID_ARGUMENT as for bg_button_set_title_lines.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_subtitle_lines(bg_button button, uint32_t number_of_lines, int32_t line_break_mode);

/**
 * The title's and the subtitle's line settings (bg_button_set_title_lines).
 * @param button The button.
 * @param out_title_lines Receives the title's number of lines; may be NULL. Written only on success.
 * @param out_title_mode Receives the title's BG_LINE_BREAK_* mode; may be NULL. Written only on success.
 * @param out_subtitle_lines Receives the subtitle's number of lines; may be NULL. Written only on success.
 * @param out_subtitle_mode Receives the subtitle's BG_LINE_BREAK_* mode; may be NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called through callbacks nested more than 64 deep.
 */
bg_status bg_button_get_lines(bg_button button, uint32_t *out_title_lines, int32_t *out_title_mode,
                              uint32_t *out_subtitle_lines, int32_t *out_subtitle_mode);

/**
 * The size the button needs at most `width` points wide: as bg_button_size_that_fits, its texts
 * set to several lines (bg_button_set_title_lines) wrapped to what that width leaves them, the
 * height grown to show their lines. Laid out at this size, no line is cut that the number of
 * lines allows whole. The width may exceed `width` when a text set to one line (the default)
 * is wider, as UIKit's sizeThatFits answers a one-line label's whole width, or when a single
 * character, the image or the insets do not fit it.
 * @param button The button.
 * @param width The width offered, points: finite, 0...BG_MAX_LENGTH.
 * @param out_size Receives the size, each side 0...BG_MAX_LENGTH; not NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out_size is NULL or width is out of range.
 * @retval BG_E_INVALID_HANDLE when button is not a live button, or its updated callback freed
 *         it during this call (nothing is written: common.h, "Callbacks").
 * @retval BG_E_CALLBACK when the pending update failed (the host provider) or the measure or
 *         image measure callback failed (or answered a size that is not finite and >= 0).
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_size_that_fits_width(bg_button button, double width, bg_size *out_size);

/**
 * The control state, BG_STATE_* flags.
 * @param button The button.
 * @param out_state Receives the BG_STATE_* flags (0: normal); not NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out_state is NULL.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called through callbacks nested more than 64 deep.
 */
bg_status bg_button_get_state(bg_button button, uint32_t *out_state);

/**
 * Runs the pending update, if any; *out_updated (may be NULL) is 1 when one ran.
 * @param button The button.
 * @param out_updated Receives 1 when an update ran, 0 when none was pending; may be NULL.
 *        Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_HANDLE when button is not a live button, or its updated callback freed
 *         it during this call (nothing is written: common.h, "Callbacks").
 * @retval BG_E_CALLBACK when the update failed (the host provider returned a failure or an
 *         invalid configuration): the update stays pending.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_flush(bg_button button, int32_t *out_updated);

/**
 * How many updates have run since the button was created.
 * @param button The button.
 * @param out_count Receives the count; not NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out_count is NULL.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called through callbacks nested more than 64 deep.
 */
bg_status bg_button_update_count(bg_button button, uint64_t *out_count);

/**
 * Sets or clears the callback run once per update.
 * @param button The button.
 * @param fn The callback, or NULL to clear it.
 * @param user_data Passed to fn; may be NULL.
 * @param destroy Releases user_data, once (common.h, "Callbacks"); may be NULL.
 * @return BG_OK on success; the previous registration is released.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_updated_callback(bg_button button, bg_button_updated_fn fn, void *user_data, bg_destroy_fn destroy);

/**
 * Sets or clears the action.
 * @param button The button.
 * @param fn The callback, or NULL to clear it.
 * @param user_data Passed to fn; may be NULL.
 * @param destroy Releases user_data, once (common.h, "Callbacks"); may be NULL.
 * @return BG_OK on success; the previous registration is released.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_action(bg_button button, bg_button_action_fn fn, void *user_data, bg_destroy_fn destroy);

/**
 * Sets or clears the text measurer (bg_measure_fn of common.h; clears the measure cache).
 * Without one, the built-in measurer (DejaVu Sans metrics) measures.
 * @param button The button.
 * @param fn The callback, or NULL to clear it.
 * @param user_data Passed to fn; may be NULL.
 * @param destroy Releases user_data, once (common.h, "Callbacks"); may be NULL.
 * @return BG_OK on success; the previous registration is released.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_measure_callback(bg_button button, bg_measure_fn fn, void *user_data, bg_destroy_fn destroy);

/**
 * Sets or clears the image measurer (clears what was measured). Without one, images take their
 * configuration's image_size, else the theme's icon size.
 * @param button The button.
 * @param fn The callback, or NULL to clear it.
 * @param user_data Passed to fn; may be NULL.
 * @param destroy Releases user_data, once (common.h, "Callbacks"); may be NULL.
 * @return BG_OK on success; the previous registration is released.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_image_measure_callback(bg_button button, bg_image_measure_fn fn, void *user_data,
                                              bg_destroy_fn destroy);

/**
 * The size the button needs to show its effective configuration whole (updating first when
 * needed), each side at most BG_MAX_LENGTH (insets and paddings that add up to more are
 * clamped), so that bg_button_layout accepts it.
 * @param button The button.
 * @param out_size Receives the size in points, each side 0...BG_MAX_LENGTH; not NULL. Written
 *        only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out_size is NULL.
 * @retval BG_E_INVALID_HANDLE when button is not a live button, or its updated callback freed
 *         it during this call (nothing is written: common.h, "Callbacks").
 * @retval BG_E_CALLBACK when the pending update failed (the host provider) or the measure or
 *         image measure callback failed (or answered a size that is not finite and >= 0).
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_size_that_fits(bg_button button, bg_size *out_size);

/**
 * A laid-out button: everything a host draws. Pointers are owned by the button, valid until
 * its next layout, change or free.
 */
typedef struct bg_button_view {
    uint32_t struct_size;            /**< Set to sizeof(bg_button_view) before the call. */
    uint32_t state;                  /**< BG_STATE_* it was laid out in. */
    bg_rect bounds;                  /**< (0, 0, width, height). */
    bg_rect hit_frame;               /**< The bounds grown toward the minimum touch target. */
    int32_t has_background;          /**< Nonzero when the configuration has a background (background_frame, fill, stroke). */
    int32_t has_image;               /**< Nonzero when an image is shown at image_frame (0 for the activity indicator). */
    bg_rect background_frame;        /**< The background's frame (the bounds); zero without a background. */
    double corner_radius;            /**< The background's corner radius, points. */
    double stroke_corner_radius;     /**< The stroke's corner radius, points (concentric with corner_radius). */
    bg_rect stroke_frame;            /**< Concentric with the background. */
    bg_rect image_frame;             /**< The image's, or the activity indicator's. */
    const char *image;               /**< The image's name (NULL: none, or the indicator). */
    int32_t has_activity_indicator;  /**< Nonzero when an activity indicator is shown at image_frame. */
    int32_t title_truncated;         /**< Nonzero when `title` is shown cut ("…") or not at all (""). */
    bg_rect title_frame;             /**< Zero rect when no title is shown. */
    const char *title;               /**< As displayed (tail-truncated with "…"; "" when not even "…" fits), or NULL: none. */
    int32_t subtitle_truncated;      /**< As title_truncated, for `subtitle`. */
    uint32_t foreground_color;       /**< 0xRRGGBBAA: image tint and indicator. */
    bg_rect subtitle_frame;          /**< Zero rect when no subtitle is shown. */
    const char *subtitle;            /**< As displayed (cut as `title` is), or NULL: none. */
    uint32_t title_color;            /**< 0xRRGGBBAA. */
    uint32_t subtitle_color;         /**< 0xRRGGBBAA. */
    int32_t has_fill;                /**< Nonzero: fill the background with fill_color. */
    uint32_t fill_color;             /**< 0xRRGGBBAA; read when has_fill is nonzero. */
    int32_t has_stroke;              /**< A stroke is drawn (its width is > 0). */
    uint32_t stroke_color;           /**< 0xRRGGBBAA; read when has_stroke is nonzero. */
    double stroke_width;             /**< Points; 0 when no stroke is drawn. */
    int32_t has_label_background;    /**< A label button: a background behind the title alone. */
    uint32_t label_background_color; /**< 0xRRGGBBAA; read when has_label_background is nonzero. */
    bg_rect label_background_frame;  /**< The title's frame grown by the label's insets. */
    const bg_text_run *title_runs;   /**< The styled runs of `title` as displayed (clipped to it; the "…" in
                                          the style of the run it cuts), or NULL. */
    uint32_t title_run_count;        /**< Number of entries in title_runs. */
    uint32_t subtitle_run_count;     /**< Number of entries in subtitle_runs. */
    const bg_text_run *subtitle_runs;/**< The styled runs of `subtitle` as displayed (as title_runs), or NULL. */
    /* Fields appended since the first header (common.h, "Structs with struct_size"): */
    bg_rect content_frame;           /**< The content run (image, padding, texts) where the content alignment put it; zero when nothing is shown. */
    uint32_t tint_color;             /**< 0xRRGGBBAA: the tint in effect (bg_button_get_tint_color). */
    int32_t reserved;                /**< Reserved: 0. */
    /* What the background holds beside fill and stroke, for the host to draw clipped to the
     * background's shape (background_frame, corner_radius); frames are zero when absent. */
    const char *background_image;    /**< The background image's name (bg_background_config.image), or NULL without one. */
    const char *visual_effect;       /**< The background's visual effect name, or NULL without one. */
    bg_rect background_image_frame;  /**< The image's frame by its content mode (BG_CONTENT_MODE_*, UIView's rules) from its size by the image measurer (bg_button_set_image_measure_callback; no answer: the background's size); may reach past the background, which clips it. */
    bg_rect visual_effect_frame;     /**< The visual effect's frame: the whole background. */
    bg_rect custom_view_frame;       /**< Where the custom view goes: custom_view_size centred in the background. */
    int32_t has_custom_view;         /**< Nonzero when the background has a custom view (custom_view_frame). */
    int32_t reserved_2;              /**< Reserved: 0. */
    /* The text decorations (bg_button_set_title_decorations) as displayed: clipped to what is
     * shown as title_runs are (the "…" taking the one it cuts), their ranges in the displayed
     * text's UTF-8 bytes, each with the stretch of its text's frame it covers (for an underline
     * or a background, set from the frame's left edge in a left-to-right script). The arrays'
     * elements have this library's struct_size: step through them by it. */
    const bg_text_decoration *title_decorations; /**< title_decoration_count decorations of `title`, or NULL. */
    const bg_rect *title_decoration_frames;      /**< title_decoration_count frames, one per decoration, or NULL. */
    uint32_t title_decoration_count;             /**< Number of entries in title_decorations and title_decoration_frames. */
    uint32_t subtitle_decoration_count;          /**< Number of entries in subtitle_decorations and subtitle_decoration_frames. */
    const bg_text_decoration *subtitle_decorations; /**< The decorations of `subtitle` as displayed, or NULL. */
    const bg_rect *subtitle_decoration_frames;   /**< One frame per subtitle decoration, or NULL. */
    /* The lines of a title or subtitle set to several lines or another line break mode
     * (bg_button_set_title_lines), one under the other in title_frame / subtitle_frame; then
     * `title` is the whole title, title_truncated says whether a line is cut or some of it
     * unseen, and decorations are not placed (title_decoration_count 0). Count 0 (NULL): the
     * text is on one line as `title` shows it. */
    const bg_text_line *title_lines;             /**< title_line_count lines, or NULL. */
    uint32_t title_line_count;                   /**< Number of entries in title_lines. */
    uint32_t subtitle_line_count;                /**< Number of entries in subtitle_lines. */
    const bg_text_line *subtitle_lines;          /**< The subtitle's lines, or NULL. */
} bg_button_view;

/**
 * Lays the button out at width x height points, `scale` pixels per point, in `direction`
 * (limits as bg_group_layout's). Updates first when needed. *out is untouched on failure.
 * @param button The button.
 * @param width The button's width, points: finite, 0...BG_MAX_LENGTH.
 * @param height The button's height, points: finite, 0...BG_MAX_LENGTH.
 * @param scale Pixels per point: finite, BG_MIN_SCALE...BG_MAX_SCALE.
 * @param direction Reading direction, BG_DIRECTION_*.
 * @param out Receives the view; not NULL, its struct_size set first (common.h, "Structs with
 *        struct_size"). Its pointers are owned by the button (see bg_button_view).
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL, out->struct_size is wrong, width, height or
 *         scale is out of range, or direction is not a BG_DIRECTION_* value.
 * @retval BG_E_INVALID_HANDLE when button is not a live button, or its updated callback freed
 *         it during this call (nothing is written: common.h, "Callbacks").
 * @retval BG_E_CALLBACK when the pending update failed (the host provider) or the measure or
 *         image measure callback failed (or answered a size that is not finite and >= 0).
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_layout(bg_button button, double width, double height, double scale, int32_t direction,
                           bg_button_view *out);

/**
 * A pointer event (BG_POINTER_*) at (x, y) in the latest layout; *out_fired (may be NULL) is 1 when it fired.
 * @param button The button.
 * @param phase The event's phase, BG_POINTER_*.
 * @param x Horizontal position in the button's coordinates (its bounds), points; finite.
 * @param y Vertical position in the button's coordinates, points; finite.
 * @param out_fired Receives 1 when the button fired, else 0; may be NULL. Written only on
 *        success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when phase is not a BG_POINTER_* value, or x or y is not finite.
 * @retval BG_E_STATE before the button's first bg_button_layout.
 * @retval BG_E_CALLBACK when the action returned a failure (the press is over all the same).
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_pointer(bg_button button, int32_t phase, double x, double y, int32_t *out_fired);

/**
 * Activates the button (Space / Return): fires its action unless disabled.
 * @param button The button.
 * @return BG_OK on success, also when the button is disabled or has no action.
 * @retval BG_E_CALLBACK when the action returned a failure.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_activate(bg_button button);

/**
 * Takes (nonzero) or gives up keyboard focus; *out_focused (may be NULL): whether it has it now.
 * @param button The button.
 * @param focused Nonzero to take focus (refused while disabled), 0 to give it up.
 * @param out_focused Receives 1 when the button has focus now, else 0; may be NULL. Written only
 *        on success.
 * @return BG_OK on success, also when a disabled button could not take focus.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_set_focus(bg_button button, int32_t focused, int32_t *out_focused);

/** What a screen reader announces for a button. Strings owned by the button, as a layout's. */
typedef struct bg_button_a11y {
    uint32_t struct_size;            /**< Set to sizeof(bg_button_a11y) before the call. */
    int32_t enabled;                 /**< Nonzero when the button can be activated (not disabled). */
    const char *label;               /**< The accessibility label, else the title ("" when none). */
    const char *value;               /**< The subtitle, or NULL. */
    const char *identifier;          /**< Or NULL. */
    bg_rect frame;                   /**< (0, 0, width, height) of the latest layout; zero before the first. */
    int32_t selected;                /**< Nonzero when the button is selected. */
    int32_t busy;                    /**< The activity indicator shows. */
} bg_button_a11y;

/**
 * Sets the accessibility label (NULL: the title) and identifier (NULL: none).
 * @param button The button.
 * @param label The label (UTF-8, copied), or NULL: the title is read.
 * @param identifier The identifier (UTF-8, copied), or NULL: none.
 * @return BG_OK on success; on failure neither is changed.
 * @retval BG_E_INVALID_HANDLE when button is not a live button.
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 * @retval BG_E_INVALID_UTF8 when label or identifier is not valid UTF-8.
 * @retval BG_E_NO_MEMORY when label or identifier is longer than BG_MAX_STRING_BYTES.
 */
bg_status bg_button_set_accessibility(bg_button button, const char *label, const char *identifier);

/**
 * Fills *out with the button's accessibility description (updating first when needed).
 * @param button The button.
 * @param out Receives the description; not NULL, its struct_size set first (common.h, "Structs
 *        with struct_size"). Written only on success; its strings are owned by the button.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL or out->struct_size is wrong.
 * @retval BG_E_INVALID_HANDLE when button is not a live button, or its updated callback freed
 *         it during this call (nothing is written: common.h, "Callbacks").
 * @retval BG_E_CALLBACK when the pending update failed (the host provider returned a failure or
 *         an invalid configuration).
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_get_accessibility(bg_button button, bg_button_a11y *out);

#ifdef __cplusplus
}
#endif

#endif /* BUTTONGROUP_BUTTON_H */
