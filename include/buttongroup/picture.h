/*
 * buttongroup/picture.h — pictures: any laid-out object drawn as SVG text, so a host can show,
 * test or document what the library laid out without drawing it itself. Include
 * "buttongroup.h", not this file.
 *
 * A picture draws the object's latest layout exactly as laid out: every frame, per-corner
 * radius and truncated title the layout call returned, in the theme's colours for each role
 * and state (pressed, disabled, selected), with a focus ring on the focused button. Icons come
 * from a small built-in set covering the names the components' references use ("more",
 * "ic_more_horiz", "info", "dock", "share", "menu", "house.circle.fill", "questionmark.circle",
 * "exclamationmark.circle", "chevron.left" / "right" / "down", "magnifyingglass",
 * "plus.magnifyingglass", "minus.magnifyingglass", "minus", "plus", "photo",
 * "square.3.layers.3d", "arrow.left.arrow.right", "ellipsis.circle", "arrow.left" / "right",
 * "arrow.uturn.left" / "right", and "backward" / "forward" for each of chevron, arrow and
 * arrow.uturn); another name draws a dashed placeholder square. In right-to-left (the direction
 * of the latest layout) the directional icons, the chevron.*, arrow.* and arrow.uturn.* ones
 * pointing left, right, backward or forward, are drawn mirrored, as the platform mirrors its
 * symbol images: a Back chevron points to the leading end, now the right. Text stays text in the theme's font family (no font embedded),
 * numbers are written with at most two decimals, so the same layout gives the same bytes on
 * every run, from C and from Python.
 */
#ifndef BUTTONGROUP_PICTURE_H
#define BUTTONGROUP_PICTURE_H

#include "common.h"
#include "group.h"
#include "button.h"
#include "toolbar.h"

#ifdef __cplusplus
extern "C" {
#endif

/** How an object is drawn into a picture. Initialize with bg_picture_options_init. */
typedef struct bg_picture_options {
    uint32_t struct_size;   /**< sizeof(bg_picture_options) */
    int32_t show_overflow;  /**< Nonzero: also draw the overflow as a host presents it, below the object (a
                                 group's More action sheet, a toolbar's overflow menu), when something overflowed. */
    double padding;         /**< Points of margin around the object; finite, 0...1e7; default 8. */
    uint32_t background;    /**< The canvas colour, 0xRRGGBBAA; default 0xFFFFFFFF (white); alpha 0: none. */
    uint32_t reserved;      /**< Reserved: 0. */
} bg_picture_options;

/**
 * Fills *out with the defaults (no overflow, 8 points of padding, white). Sets struct_size.
 * @param out Receives the defaults; not NULL.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL.
 */
bg_status bg_picture_options_init(bg_picture_options *out);

/**
 * A picture as SVG text (UTF-8, NUL-terminated). Owned by the object it was drawn from: valid
 * until that object's next picture call or its free.
 */
typedef struct bg_svg {
    uint32_t struct_size;   /**< Set to sizeof(bg_svg) before the call. */
    uint32_t reserved;      /**< Reserved: 0. */
    const char *text;       /**< The SVG document. */
    size_t length;          /**< Its length in bytes, without the NUL. */
} bg_svg;

/**
 * Draws the group's latest layout (and with show_overflow its More sheet: the sheet's title and
 * message, one row per overflowed item, the cancel button). `options` NULL: the defaults.
 * BG_E_STATE before the first bg_group_layout; BG_E_INVALID_ARGUMENT for a NULL out, a bad
 * struct_size or padding. *out is untouched on failure.
 * @param group The group.
 * @param options How to draw, read during the call only; NULL: the defaults
 *        (bg_picture_options_init's).
 * @param out Receives the picture; not NULL, its struct_size set first. Written only on
 *        success; the text is owned by the group (see bg_svg).
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL, out->struct_size or options->struct_size is
 *         wrong, or options->padding is not finite or outside 0...BG_MAX_LENGTH.
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_STATE before the group's first layout (bg_group_layout or its variants).
 * @retval BG_E_CALLBACK when the group changed since its latest layout and laying it out again
 *         fails (the measure callback failed).
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_svg(bg_group group, const bg_picture_options *options, bg_svg *out);

/**
 * Draws the button's latest layout: background and stroke (inside its outset frame), label
 * background, image or activity indicator, title and subtitle with their styled runs.
 * Errors as bg_group_svg's (BG_E_STATE before the first bg_button_layout); a provider that
 * fails while the button updates fails the call as bg_button_layout does.
 * @param button The button.
 * @param options How to draw, read during the call only; NULL: the defaults
 *        (bg_picture_options_init's).
 * @param out Receives the picture; not NULL, its struct_size set first. Written only on
 *        success; the text is owned by the button (see bg_svg).
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL, out->struct_size or options->struct_size is
 *         wrong, or options->padding is not finite or outside 0...BG_MAX_LENGTH.
 * @retval BG_E_INVALID_HANDLE when button is not a live button, or its updated callback freed
 *         it during this call (nothing is written: common.h, "Callbacks").
 * @retval BG_E_STATE before the button's first bg_button_layout.
 * @retval BG_E_CALLBACK when the pending update failed (the host provider), or laying the
 *         button out again failed (its measure or image measure callback).
 * @retval BG_E_REENTRANT when called from inside the button's provider, measure or image
 *         measure callback, or through callbacks nested more than 64 deep.
 */
bg_status bg_button_svg(bg_button button, const bg_picture_options *options, bg_svg *out);

/**
 * Draws the toolbar's latest layout: the bar (BG_CONTEXT_TOOLBAR), each group's cells and
 * separators, menu indicators and the overflow button; with show_overflow the overflow menu
 * (each overflowed group's label, its buttons under it) under the overflow button.
 * Errors as bg_group_svg's (BG_E_STATE before the first bg_toolbar_layout).
 * @param toolbar The toolbar.
 * @param options How to draw, read during the call only; NULL: the defaults
 *        (bg_picture_options_init's).
 * @param out Receives the picture; not NULL, its struct_size set first. Written only on
 *        success; the text is owned by the toolbar (see bg_svg).
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL, out->struct_size or options->struct_size is
 *         wrong, or options->padding is not finite or outside 0...BG_MAX_LENGTH.
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_STATE before the toolbar's first bg_toolbar_layout.
 * @retval BG_E_CALLBACK when the toolbar changed since its latest layout and laying it out
 *         again fails (the measure callback failed).
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_svg(bg_toolbar toolbar, const bg_picture_options *options, bg_svg *out);

#ifdef __cplusplus
}
#endif

#endif /* BUTTONGROUP_PICTURE_H */
