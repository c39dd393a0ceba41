/*
 * buttongroup/common.h — what every object of libbuttongroup shares: versions, status
 * codes and error messages, geometry, and the callback types used by every component.
 * Include "buttongroup.h", not this file.
 */
#ifndef BUTTONGROUP_COMMON_H
#define BUTTONGROUP_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "enums.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- version */

/** Major version: changes break the ABI; it is part of the SONAME (libbuttongroup.so.0). */
#define BG_VERSION_MAJOR 0
/** Minor version: additions that keep the ABI. */
#define BG_VERSION_MINOR 2
/** Patch version: fixes only. */
#define BG_VERSION_PATCH 0
/** MAJOR * 10000 + MINOR * 100 + PATCH, for compile-time comparisons. */
#define BG_VERSION_NUMBER (BG_VERSION_MAJOR * 10000 + BG_VERSION_MINOR * 100 + BG_VERSION_PATCH)

/** The BG_VERSION_NUMBER the running library was built with. Never fails. */
int32_t bg_version_number(void);

/** The running library's version as static text, e.g. "0.1.0". Never fails, never NULL. */
const char *bg_version_string(void);

/* ----------------------------------------------------------------- status */

/** Result of every fallible call: BG_OK (0) or one of the negative BG_E_* codes. */
typedef int32_t bg_status;

/** Static English text naming a status code ("BG_E_INVALID_HANDLE: ..."). Never NULL. */
const char *bg_status_string(bg_status status);

/**
 * The message of the last failed call on the calling thread, or "" after a call that
 * succeeded (every call clears it on entry). Never NULL. Valid until the next call on
 * this thread.
 */
const char *bg_last_error_message(void);

/* -------------------------------------------------------------- geometry */

/** A rectangle in points; origin top-left, y down. */
typedef struct bg_rect {
    double x, y, width, height;
} bg_rect;

/** A size in points. */
typedef struct bg_size {
    double width, height;
} bg_size;

/** Per-corner radii in points (physical corners, already mirrored for RTL). */
typedef struct bg_corner_radii {
    double top_left, top_right, bottom_right, bottom_left;
} bg_corner_radii;

/* -------------------------------------------------------------- callbacks */

/** Releases a user_data. Called exactly once per registration. */
typedef void (*bg_destroy_fn)(void *user_data);

/**
 * Measures one line of text: `text` (UTF-8, `text_len` bytes, also NUL-terminated) set in
 * the typography token `font` (e.g. "button"), wrapping never; max_width is a hint
 * (INFINITY when unbounded). Write the size to *out and return BG_OK.
 * Results are cached per (font, text) by the object that measures.
 */
typedef bg_status (*bg_measure_fn)(void *user_data, const char *font, const char *text,
                                   size_t text_len, double max_width, bg_size *out);

#ifdef __cplusplus
}
#endif

#endif /* BUTTONGROUP_COMMON_H */
