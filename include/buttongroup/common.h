/*
 * buttongroup/common.h — what every object of libbuttongroup shares: versions, status
 * codes and error messages, geometry, and the callback types used by every component.
 * Include "buttongroup.h", not this file.
 *
 * The conventions below hold for every object (bg_group, bg_button, bg_toolbar, bg_theme and
 * the pictures drawn of them) and are stated here only: each function's reference gives its
 * own cases and refers here for the rest.
 *
 * Status codes shared by many calls (each function's reference still lists every code it can
 * return, under "Return values"):
 *  - A function taking a bg_group, bg_button or bg_toolbar handle returns BG_E_INVALID_HANDLE
 *    when the handle is zero, freed, stale, forged, of another kind or from another loaded copy
 *    of the library (and, in a forked child, when a thread was inside a call on the object at
 *    fork()), or when a callback the call ran freed the object and the call is not one that
 *    changes it (see "Callbacks"); and BG_E_REENTRANT when it is called through the object's
 *    callbacks nested more than 64 deep, or from inside a measuring callback when it would
 *    change the object or compute a result anew (see "Callbacks").
 *  - A bg_theme argument other than {0} (the default theme, see bg_theme_set_default) that is not a live theme is
 *    BG_E_INVALID_HANDLE. Themes have no callbacks: theme calls never return BG_E_REENTRANT.
 *  - A NULL required pointer, a struct_size the struct does not accept (see "Structs with
 *    struct_size"), a number out of its documented range or not finite, or an unknown enum
 *    value or flag is BG_E_INVALID_ARGUMENT.
 *  - An input string that is not valid UTF-8 is BG_E_INVALID_UTF8. An input beyond a size
 *    limit is BG_E_NO_MEMORY (see "Memory").
 *
 * Memory. Every input whose size the library can know before allocating for it is refused
 * beyond its limit, with BG_E_NO_MEMORY, a message naming the limit, and nothing changed:
 *  - a string longer than BG_MAX_STRING_BYTES;
 *  - more than BG_MAX_ITEMS items in one call (a group's items, a toolbar's items or their
 *    buttons, a button configuration's text runs), or more than BG_MAX_UPDATE_BYTES of strings
 *    in one call (all the items', or all of one button configuration's);
 *  - theme JSON longer than BG_MAX_THEME_BYTES, or holding more than BG_MAX_THEME_VALUES values
 *    (a short document of many small values would take many times its length);
 *  - creating an object (group, button, toolbar, theme) when BG_MAX_LIVE_OBJECTS of its kind
 *    are live.
 * Within them memory can still run out: the limits bound one call, not the sum of what a host
 * keeps alive, nor memory the host itself uses. Then the process ends: Swift traps on an
 * allocation that fails ("Fatal error: failed to allocate ..."), the library cannot return
 * BG_E_NO_MEMORY for it, and a host cannot catch it. The layout engines a host would pick
 * instead do the same from C: Yoga allocates with C++ new, whose std::bad_alloc a C caller cannot
 * catch (the process terminates), and Taffy, like any Rust code, aborts when an allocation
 * fails. CPython differs: it raises MemoryError where it can, so a Python program that runs out
 * inside this library ends where pure Python might have raised.
 *
 * Structs with struct_size. Every struct the library fills that starts with struct_size
 * (bg_layout, bg_toolbar_view, bg_toolbar_frames, bg_breakpoints, bg_button_view,
 * bg_button_a11y, bg_svg, and bg_button_config as bg_button_get_base_config and
 * bg_button_get_effective_config fill it) follows one rule:
 *  - The caller sets struct_size before the call, to the sizeof of the struct it was built
 *    with. It must be at least the struct's size in the first header that had it (its sizeof
 *    in this header; for bg_layout and bg_toolbar_view, which grew, offsetof(..., data)) and at
 *    most 4096: else the call returns BG_E_INVALID_ARGUMENT and writes nothing.
 *  - A call that succeeds writes the first min(struct_size, the library's sizeof) bytes and no
 *    others: a host built against an older header gets the fields its struct has; the bytes
 *    from the library's sizeof up to struct_size (fields of a newer header) are left untouched;
 *    struct_size keeps the value the caller set. A call that fails writes nothing.
 *  - Structs the library reads (configurations, items, parameters, options) start with
 *    struct_size too, accepted as above; their *_init function fills the whole struct as this
 *    library declares it and sets struct_size. Arrays of them are read at the stride of their
 *    first element's struct_size.
 *
 * Callbacks:
 *  - A callback is registered as (fn, user_data, destroy), destroy may be NULL.
 *    destroy(user_data) runs exactly once: when the registration is replaced or cleared, when
 *    its object is freed, or at once when the registering call fails or clears (fn NULL); never
 *    under the library's lock nor while a callback of the object is running (registrations
 *    dropped meanwhile are released when the outermost call on the object returns). Callbacks
 *    run synchronously on the thread of the call that fired them, with the object's lock held
 *    (see "Threads").
 *  - Measuring callbacks (every object's measure callback; a button's provider and image
 *    measurer) run while their object computes a result. From inside them a call may read what
 *    the object already has; a call that would change the object (its free included) or
 *    compute a result anew (a layout, breakpoints, a picture; a button's size, flush,
 *    effective configuration or accessibility, which run its update) is BG_E_REENTRANT. So a
 *    provider runs once per update, and a button's updated callback fires once per change.
 *  - Every other callback (actions; a group's navigate and sheet callbacks and its items'
 *    navigations; a toolbar's menu callbacks; a button's updated callback) may call any
 *    function on its object, its free included; calls nest through callbacks at most 64 deep.
 *  - A callback that frees its object makes the handle invalid at once (so does a destroy
 *    notification that frees it as the call returns). The call that fired it then returns: a
 *    call that changes the object (an update, an event such as a tap, a pointer or focus event,
 *    an activation, a sheet or menu choice or dismissal) has done what it reports and returns
 *    it, BG_OK; any other call (a read: a layout, a size, a configuration, accessibility, a
 *    picture, a flush; bg_group_run_navigation) returns BG_E_INVALID_HANDLE and writes nothing,
 *    since its results would belong to the freed object.
 *  - A button's updated callback runs after the read that ran the update has computed its
 *    result. A change made inside it stays pending: that read returns what it computed, and the
 *    next read (or bg_button_flush) runs one more update and calls updated again.
 *
 * Threads:
 *  - Every object may be used from any thread. Distinct objects may be used from different
 *    threads at once; calls on one object shared between threads are serialized by the library
 *    (the object's lock is held for the whole call, its callbacks included). Themes never
 *    change (which theme {0} names may, from any thread: bg_theme_set_default), and
 *    bg_last_error_message() is the calling thread's own.
 *  - A result is owned by its object: the pointers a call writes (a layout's slots, cells and
 *    strings, a view's strings and runs, a configuration's strings, breakpoints, a picture's
 *    text) stay valid until the object's next call that makes a result of that kind, changes
 *    the object or frees it, whichever thread makes that call. So a call from another thread
 *    invalidates the pointers of a result still being read: a host that shares an object
 *    between threads makes its call and reads the result (or copies it) under a lock of its
 *    own. What a call writes into the caller's memory (values, a frames array) stays the
 *    caller's.
 */
#ifndef BUTTONGROUP_COMMON_H
#define BUTTONGROUP_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "enums.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------- loading, handles and fork() */

/*
 * Conventions of the library as a whole, beside those of buttongroup.h's preamble:
 *
 *  - Loading and unloading. The library is linked with -z nodelete (readelf -d shows
 *    FLAGS_1 NODELETE) and is never unloaded: dlclose() leaves it mapped, functions looked up
 *    before stay callable, and a later dlopen() of the same path returns the same instance
 *    with its objects. Loading and "unloading" it any number of times costs no memory and no
 *    pthread key, and a thread may exit after the host's dlclose(). It creates one pthread key
 *    per process, at its first call (for bg_last_error_message()); if the host has used up
 *    every key by then, calls still work but every message reads "".
 *
 *  - Handles belong to one loaded instance of the library and are not predictable. Each
 *    instance draws random keys from the system (getrandom) when it is first used and writes
 *    them into every handle, so handle values differ from process to process (there is no
 *    "first handle"), and a handle taken from another copy of the library loaded in the same
 *    process (the .so under another path, dlopen()ed RTLD_LOCAL) is BG_E_INVALID_HANDLE in
 *    this one, except with a probability below 2^-40. Within one instance a zero, freed,
 *    double-freed, stale (slot reused) or other-kind handle is BG_E_INVALID_HANDLE always; a
 *    handle's slot is reused with a new value at most 2^32 times, then retired, so a stale
 *    handle never becomes valid again. A made-up handle resolves with a probability of at most
 *    2^-32 per try. Handles are not a security boundary: treat them as opaque 64-bit values.
 *
 *  - fork(). After fork() the child may go on using the library from any of its threads,
 *    its parent's groups and themes included, with one exception: a group that some thread
 *    (the forking one too, when it forks from inside a callback) was inside a call on at the
 *    moment of fork() may be half-changed, so in the child every call on it (free included)
 *    fails at once with BG_E_INVALID_HANDLE, saying so; the child cannot reclaim its memory.
 *    A call the forking thread was making goes on in the child and returns normally. The
 *    parent is not affected. Destroy notifications another thread was about to run at fork()
 *    do not run in the child. (pthread_atfork handlers hold the handle tables' locks across
 *    fork(), and the child resets every lock.) vfork()/posix_spawn() need nothing of this.
 */

/* ---------------------------------------------------------------- version */

/** Major version: changes break the ABI; it is part of the SONAME (libbuttongroup.so.1). */
#define BG_VERSION_MAJOR 1
/** Minor version: additions that keep the ABI. */
#define BG_VERSION_MINOR 1
/** Patch version: fixes only. */
#define BG_VERSION_PATCH 0
/** MAJOR * 10000 + MINOR * 100 + PATCH, for compile-time comparisons. */
#define BG_VERSION_NUMBER (BG_VERSION_MAJOR * 10000 + BG_VERSION_MINOR * 100 + BG_VERSION_PATCH)

/**
 * The BG_VERSION_NUMBER the running library was built with. Never fails.
 * @return MAJOR * 10000 + MINOR * 100 + PATCH of the running library (compare with the
 *         BG_VERSION_NUMBER a host was compiled against).
 */
int32_t bg_version_number(void);

/**
 * The running library's version as static text, e.g. "0.1.0". Never fails, never NULL.
 * @return "MAJOR.MINOR.PATCH", NUL-terminated, owned by the library and valid for the life of
 *         the process.
 */
const char *bg_version_string(void);

/* ----------------------------------------------------------------- status */

/** Result of every fallible call: BG_OK (0) or one of the negative BG_E_* codes. */
typedef int32_t bg_status;

/**
 * Static English text naming a status code ("BG_E_INVALID_HANDLE: ..."). Never NULL.
 * @param status Any value: BG_OK, a BG_E_* code, or a value the library does not know.
 * @return "NAME: description" for a known code, "BG_E_UNKNOWN: unknown status code" for any
 *         other value; static text, never to be freed. Never fails (does not touch
 *         bg_last_error_message).
 */
const char *bg_status_string(bg_status status);

/**
 * The message of the last failed call on the calling thread, or "" after a call that
 * succeeded (a successful call clears it as it returns). Never NULL. Valid until the next
 * call on this thread.
 * @return NUL-terminated UTF-8 text, "function: what went wrong" (e.g. naming the argument
 *         or field), owned by the library; never to be freed. Never fails.
 */
const char *bg_last_error_message(void);

/* -------------------------------------------------------------- geometry */

/** A rectangle in points; origin top-left, y down. */
typedef struct bg_rect {
    double x,       /**< Left edge, points. */
           y,       /**< Top edge, points (y grows down). */
           width,   /**< Width, points. */
           height;  /**< Height, points. */
} bg_rect;

/** A size in points. */
typedef struct bg_size {
    double width,   /**< Width, points (>= 0). */
           height;  /**< Height, points (>= 0). */
} bg_size;

/** Per-corner radii in points (physical corners, already mirrored for RTL). */
typedef struct bg_corner_radii {
    double top_left,      /**< Radius of the top-left corner, points (>= 0; 0: square). */
           top_right,     /**< Radius of the top-right corner, points. */
           bottom_right,  /**< Radius of the bottom-right corner, points. */
           bottom_left;   /**< Radius of the bottom-left corner, points. */
} bg_corner_radii;

/* ------------------------------------------------------------- overflow */

/**
 * Where one item moves into and out of an overflow (a toolbar's menu, a group's More sheet).
 * The names follow the item, not the width: moves_in is where it moves INTO the overflow as the
 * width shrinks, moves_out where it moves back OUT of the overflow as the width grows:
 * @code{.unparsed}
 *                      moves_in         moves_out
 *                         :                 :
 *   on the bar    . . . . +<----------------+<-----------  narrowing: stays on the bar
 *                         |                 ^              down to moves_in
 *        moves INTO the   |                 |   moves OUT of the
 *        overflow below   v                 |   overflow at or above
 *        moves_in         |                 |   moves_out
 *                         :                 :
 *   in the overflow ----->+---------------->+ . . . . . .  widening: stays in the overflow
 *                         :                 :              up to moves_out
 *   width  0 -------------+-----------------+------------> wider
 * @endcode
 * Between the two (moves_out - moves_in is the hysteresis) the item stays where the previous
 * layout put it (a first layout puts it on the bar), so a width wobbling around a breakpoint
 * never flips it. E.g. four items ("Pay", "Cash Advance", "Transfer", "History") in a group with
 * BG_OVERFLOW_WIDTH, max_visible 0, the built-in theme and measurer: History's moves_in is
 * 655.25 and its moves_out 663.25. At 655 points it is in the More sheet; widening again, it is
 * still there at 663 and back on the bar at 663.25.
 */
typedef struct bg_overflow_breakpoint {
    uint32_t item_index;           /**< The item it is about: a group's item index, or a toolbar's item index (a control group). */
    uint32_t reserved;             /**< Reserved: 0. */
    double moves_in;               /**< Below this width the item moves INTO the overflow (INFINITY: it is always there). */
    double moves_out;              /**< At this width or wider an item in the overflow moves back OUT of it (moves_in + hysteresis). */
} bg_overflow_breakpoint;

/** Breakpoints, first to move in first. The array is owned by the object that filled them, valid
 *  until its next call that makes breakpoints, changes it or frees it ("Threads:" above). */
typedef struct bg_breakpoints {
    uint32_t struct_size;          /**< Set to sizeof(bg_breakpoints) before the call ("Structs with struct_size" above). */
    uint32_t count;                /**< Number of entries in `breakpoints`. */
    const bg_overflow_breakpoint *breakpoints; /**< count breakpoints, first to move in first; owned by the object (see above). */
} bg_breakpoints;

/* -------------------------------------------------------------- callbacks */

/**
 * Releases a user_data. Called exactly once per registration.
 * @param user_data The user_data passed along with this destroy function when registering.
 */
typedef void (*bg_destroy_fn)(void *user_data);

/**
 * Measures one line of text: `text` (UTF-8, `text_len` bytes, also NUL-terminated) set in
 * the typography token `font` (e.g. "button"), wrapping never; max_width is a hint
 * (INFINITY when unbounded). Write the size to *out and return BG_OK.
 * Results are cached per (font, text) by the object that measures.
 * @param user_data The user_data registered with the callback.
 * @param font The font: a typography token of the theme (e.g. "button"), or "family size weight"
 *        for a font a button configuration sets; NUL-terminated, valid during the call only.
 * @param text The text; valid during the call only.
 * @param text_len Length of text in bytes, without the NUL.
 * @param max_width Width available, in points (a hint; INFINITY when unbounded).
 * @param out Receives the text's size in points (finite, >= 0). Never NULL. It holds NaN on
 *        entry: a callback that returns BG_OK without writing a size has failed.
 * @return BG_OK, or a negative status: then (as for a non-finite or negative size) the call
 *         that measured fails with BG_E_CALLBACK and keeps nothing it measured.
 */
typedef bg_status (*bg_measure_fn)(void *user_data, const char *font, const char *text,
                                   size_t text_len, double max_width, bg_size *out);

#ifdef __cplusplus
}
#endif

#endif /* BUTTONGROUP_COMMON_H */
