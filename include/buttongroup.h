/*
 * buttongroup.h — the C API of libbuttongroup, a headless button-group core. Include only
 * this header; it includes one sub-header per object kind in buttongroup/.
 *
 * The host draws; this library decides where every button goes, what overflows into
 * the "More" action sheet, what state each button is in, and which callback fires.
 *
 * Conventions (all functions):
 *  - Every fallible function returns a bg_status: BG_OK (0) or a negative BG_E_* code.
 *    On failure, bg_last_error_message() describes the error for the calling thread.
 *    Out-parameters are left untouched when a call fails, but for the size or count a
 *    BG_E_BUFFER_TOO_SMALL reports (the caller's buffer stays untouched then too). Arrays
 *    the library fills (text, a layout's frames) are the caller's, with their capacity; the
 *    other pointers a layout returns are owned by the object. Each function's reference lists
 *    the codes it can return; those shared by every call on a handle are summed up at the
 *    top of buttongroup/common.h.
 *  - Handles (bg_group, bg_theme) are generational ids, not pointers: a freed,
 *    double-freed, stale or forged handle yields BG_E_INVALID_HANDLE, never a crash.
 *    The zero handle is never valid (for bg_theme it means "the built-in theme").
 *  - Strings in are UTF-8, NUL-terminated, and copied on entry; invalid UTF-8 is
 *    BG_E_INVALID_UTF8. Strings out are NUL-terminated UTF-8 owned by the library.
 *  - The rules every object and struct follows are stated once, at the top of
 *    buttongroup/common.h: the status codes shared by every call, "Memory" (the size limits,
 *    and running out), "Structs with struct_size", "Callbacks" and "Threads".
 *  - Geometry is in points (double). Frames are snapped to the pixel grid of the
 *    scale factor passed to bg_group_layout.
 */
#ifndef BUTTONGROUP_H
#define BUTTONGROUP_H

#include "buttongroup/enums.h"  /* every BG_* enum and limit (generated from one table) */
#include "buttongroup/common.h" /* versions, status, errors, geometry, shared callback types */
#include "buttongroup/theme.h"  /* bg_theme: design tokens */
#include "buttongroup/group.h"  /* bg_group: a button group */
#include "buttongroup/button.h" /* bg_button: a configuration-based button */
#include "buttongroup/toolbar.h" /* bg_toolbar: control groups and toolbars */
#include "buttongroup/picture.h" /* pictures: laid-out objects as SVG */

#endif /* BUTTONGROUP_H */
