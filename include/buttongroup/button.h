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
    uint64_t id;
} bg_button;

/** A font: a family, a size in points and a CSS weight (100...900). family NULL: the theme's. */
typedef struct bg_font {
    const char *family;
    double size;
    int32_t weight;
    int32_t reserved;
} bg_font;

/**
 * A styled run of a title or subtitle (an attributed text): its UTF-8 bytes
 * [start, start + length), in a font and color of their own. The runs of one text are in
 * order, do not overlap, lie within it and start and end on UTF-8 character boundaries.
 * The plain provider dims the text's color, not the colors runs set for themselves.
 */
typedef struct bg_text_run {
    uint32_t start;
    uint32_t length;                 /**< > 0 */
    bg_font font;                    /**< family NULL: the text's font. */
    int32_t has_color;               /**< 0: the text's color. */
    uint32_t color;                  /**< 0xRRGGBBAA */
} bg_text_run;

/** Insets in points: physical (left, right) or, when directional, (leading, trailing). */
typedef struct bg_insets {
    double top;
    double left;     /**< Leading when directional. */
    double bottom;
    double right;    /**< Trailing when directional. */
} bg_insets;

/** A button's background. Colors are 0xRRGGBBAA; a has_* flag of 0 means "none". */
typedef struct bg_background_config {
    int32_t has_fill_color;
    uint32_t fill_color;
    int32_t has_stroke_color;       /**< 0: the stroke takes the foreground color. */
    uint32_t stroke_color;
    double stroke_width;            /**< >= 0; 0 draws no stroke. */
    double stroke_outset;           /**< Outside the bounds (inside when negative). */
    int32_t corner_style;           /**< BG_CORNER_* (SMALL/MEDIUM/LARGE: the theme's radii). */
    int32_t image_content_mode;     /**< BG_CONTENT_MODE_* of `image`. */
    double corner_radius;           /**< With BG_CORNER_FIXED. */
    const char *visual_effect;      /**< The host's name of a visual effect, or NULL. */
    const char *image;              /**< The host's name of a background image, or NULL. */
    int32_t has_custom_view;        /**< The host puts a view of custom_view_size in the background. */
    int32_t reserved;
    bg_size custom_view_size;
} bg_background_config;

/**
 * Everything a button shows. Initialize with bg_button_config_init (the empty configuration:
 * nothing shown, image leading, titles aligned automatically, no insets, an empty background).
 * Strings in are UTF-8 and copied; NULL means none.
 */
typedef struct bg_button_config {
    uint32_t struct_size;            /**< sizeof(bg_button_config) */
    int32_t image_placement;         /**< BG_IMAGE_* */
    const char *title;
    const char *subtitle;
    const char *image;               /**< The host's image name, or NULL. */
    bg_size image_size;              /**< 0 x 0: the image measure callback's size, else the theme's icon size. */
    bg_font title_font;              /**< family NULL: the theme's typography/button. */
    bg_font subtitle_font;           /**< family NULL: the theme's typography/subtitle. */
    int32_t has_title_color;
    uint32_t title_color;            /**< 0xRRGGBBAA; without it the foreground color. */
    int32_t has_subtitle_color;
    uint32_t subtitle_color;
    int32_t has_foreground_color;
    uint32_t foreground_color;       /**< Without it the theme's tint. */
    int32_t shows_activity_indicator;/**< Nonzero: an activity indicator in the image's place. */
    int32_t title_alignment;         /**< BG_TITLE_ALIGN_* */
    int32_t directional_insets;      /**< Nonzero: content_insets.left/right are leading/trailing. */
    int32_t has_background;          /**< 0: no background at all. */
    bg_insets content_insets;
    double image_padding;            /**< >= 0, between the image and the texts. */
    double title_padding;            /**< >= 0, between title and subtitle. */
    bg_background_config background;
    const bg_text_run *title_runs;   /**< title_run_count styled runs of `title` (attributedTitle), or NULL. */
    uint32_t title_run_count;
    uint32_t subtitle_run_count;
    const bg_text_run *subtitle_runs;/**< Styled runs of `subtitle` (attributedSubtitle), or NULL. */
} bg_button_config;

/** Fills *out with the empty configuration (the theme is accepted for symmetry; {0} = built-in). */
bg_status bg_button_config_init(bg_theme theme, bg_button_config *out);

/**
 * A host provider: edit *config (the base configuration) for `state` (BG_STATE_* flags).
 * Strings it puts in *config must stay valid until the library call that ran the provider
 * returns (the library copies them right after the provider returns). It
 * may call bg_button_plain_update on *config to chain to the plain provider. A failure status
 * fails the call that ran the update with BG_E_CALLBACK and keeps the previous effective
 * configuration.
 */
typedef bg_status (*bg_provider_fn)(void *user_data, bg_button button, uint32_t state, bg_button_config *config);

/** Called once per update, after the effective configuration changed. */
typedef void (*bg_button_updated_fn)(void *user_data, bg_button button);

/** The button fired (pointer up inside, or bg_button_activate). */
typedef bg_status (*bg_button_action_fn)(void *user_data, bg_button button);

/** Measures an image by name into *out (points); a failure or 0 x 0 uses the theme's icon size. */
typedef bg_status (*bg_image_measure_fn)(void *user_data, const char *image, bg_size *out);

/** Creates a button showing `base` (NULL: the empty configuration) with the plain provider. */
bg_status bg_button_create(bg_theme theme, const bg_button_config *base, bg_button *out_button);

/**
 * Creates a label button (ButtonWithLabel) of `type` (BG_LABEL_TYPE_*): a label ("Info",
 * "Alert") on a translucent background with 6-point insets, followed by its icon
 * ("questionmark.circle", "exclamationmark.circle"), centred on one line and pressed as one
 * (one action). It is a bg_button like any other; bg_button_size_that_fits gives its intrinsic
 * size, for a host that places it as a custom view (a navigation bar item).
 */
bg_status bg_button_create_with_label(bg_theme theme, int32_t type, bg_button *out_button);

/** Frees a button; destroy notifications run now, or when the outermost call on it returns. */
bg_status bg_button_free(bg_button button);

/** Replaces the base configuration (coalesced). */
bg_status bg_button_set_base_config(bg_button button, const bg_button_config *config);

/**
 * Copies the base configuration into *out. Its strings are owned by the button and stay
 * valid until the next call that changes or frees it.
 */
bg_status bg_button_get_base_config(bg_button button, bg_button_config *out);

/** Copies the effective configuration into *out (updating first when needed); strings as above. */
bg_status bg_button_get_effective_config(bg_button button, bg_button_config *out);

/** Sets a built-in provider: BG_PROVIDER_* (style_name for BG_PROVIDER_STYLE; BG_E_NOT_FOUND if the theme has none). */
bg_status bg_button_set_provider(bg_button button, int32_t kind, const char *style_name);

/** Sets the host's provider (fn NULL: back to BG_PROVIDER_PLAIN). */
bg_status bg_button_set_host_provider(bg_button button, bg_provider_fn fn, void *user_data, bg_destroy_fn destroy);

/** The plain provider's edit of *config for `state`, with this button's theme (for chaining). */
bg_status bg_button_plain_update(bg_button button, uint32_t state, bg_button_config *config);

/** Enables (nonzero) or disables the button (the disabled state; coalesced). */
bg_status bg_button_set_enabled(bg_button button, int32_t enabled);

/** Selects or deselects the button (the selected state; coalesced). */
bg_status bg_button_set_selected(bg_button button, int32_t selected);

/** The control state, BG_STATE_* flags. */
bg_status bg_button_get_state(bg_button button, uint32_t *out_state);

/** Runs the pending update, if any; *out_updated (may be NULL) is 1 when one ran. */
bg_status bg_button_flush(bg_button button, int32_t *out_updated);

/** How many updates have run since the button was created. */
bg_status bg_button_update_count(bg_button button, uint64_t *out_count);

/** Sets or clears the callback run once per update. */
bg_status bg_button_set_updated_callback(bg_button button, bg_button_updated_fn fn, void *user_data, bg_destroy_fn destroy);

/** Sets or clears the action. */
bg_status bg_button_set_action(bg_button button, bg_button_action_fn fn, void *user_data, bg_destroy_fn destroy);

/** Sets or clears the text measurer (bg_measure_fn of common.h; clears the measure cache). */
bg_status bg_button_set_measure_callback(bg_button button, bg_measure_fn fn, void *user_data, bg_destroy_fn destroy);

/** Sets or clears the image measurer. */
bg_status bg_button_set_image_measure_callback(bg_button button, bg_image_measure_fn fn, void *user_data,
                                              bg_destroy_fn destroy);

/** The size the button needs to show its effective configuration whole. */
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
    int32_t has_background;
    int32_t has_image;
    bg_rect background_frame;
    double corner_radius;
    double stroke_corner_radius;
    bg_rect stroke_frame;            /**< Concentric with the background. */
    bg_rect image_frame;             /**< The image's, or the activity indicator's. */
    const char *image;               /**< The image's name (NULL: none, or the indicator). */
    int32_t has_activity_indicator;
    int32_t title_truncated;
    bg_rect title_frame;             /**< Zero rect when no title is shown. */
    const char *title;               /**< As displayed (tail-truncated with "…"; "" when not even "…" fits), or NULL: none. */
    int32_t subtitle_truncated;
    uint32_t foreground_color;       /**< 0xRRGGBBAA: image tint and indicator. */
    bg_rect subtitle_frame;
    const char *subtitle;
    uint32_t title_color;
    uint32_t subtitle_color;
    int32_t has_fill;
    uint32_t fill_color;
    int32_t has_stroke;              /**< A stroke is drawn (its width is > 0). */
    uint32_t stroke_color;
    double stroke_width;
    int32_t has_label_background;    /**< A label button: a background behind the title alone. */
    uint32_t label_background_color;
    bg_rect label_background_frame;  /**< The title's frame grown by the label's insets. */
    const bg_text_run *title_runs;   /**< The styled runs of `title` as displayed (clipped to it; the "…" in
                                          the style of the run it cuts), or NULL. */
    uint32_t title_run_count;
    uint32_t subtitle_run_count;
    const bg_text_run *subtitle_runs;
} bg_button_view;

/**
 * Lays the button out at width x height points, `scale` pixels per point, in `direction`
 * (limits as bg_group_layout's). Updates first when needed. *out is untouched on failure.
 */
bg_status bg_button_layout(bg_button button, double width, double height, double scale, int32_t direction,
                           bg_button_view *out);

/** A pointer event (BG_POINTER_*) at (x, y) in the latest layout; *out_fired (may be NULL) is 1 when it fired. */
bg_status bg_button_pointer(bg_button button, int32_t phase, double x, double y, int32_t *out_fired);

/** Activates the button (Space / Return): fires its action unless disabled. */
bg_status bg_button_activate(bg_button button);

/** Takes (nonzero) or gives up keyboard focus; *out_focused (may be NULL): whether it has it now. */
bg_status bg_button_set_focus(bg_button button, int32_t focused, int32_t *out_focused);

/** What a screen reader announces for a button. Strings owned by the button, as a layout's. */
typedef struct bg_button_a11y {
    uint32_t struct_size;            /**< Set to sizeof(bg_button_a11y) before the call. */
    int32_t enabled;
    const char *label;               /**< The accessibility label, else the title ("" when none). */
    const char *value;               /**< The subtitle, or NULL. */
    const char *identifier;          /**< Or NULL. */
    bg_rect frame;
    int32_t selected;
    int32_t busy;                    /**< The activity indicator shows. */
} bg_button_a11y;

/** Sets the accessibility label (NULL: the title) and identifier (NULL: none). */
bg_status bg_button_set_accessibility(bg_button button, const char *label, const char *identifier);

/** Fills *out with the button's accessibility description (updating first when needed). */
bg_status bg_button_get_accessibility(bg_button button, bg_button_a11y *out);

#ifdef __cplusplus
}
#endif

#endif /* BUTTONGROUP_BUTTON_H */
