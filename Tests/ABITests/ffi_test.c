/*
 * ffi_test.c — drives libbuttongroup through libffi only, the way other languages' FFIs
 * (Python ctypes/cffi, Ruby FFI, Java JNA/Panama, ...) call it:
 *
 *  - the library is dlopen'ed by its SONAME path and every function is found with dlsym;
 *  - every call goes through ffi_prep_cif + ffi_call, with the handles (bg_group, bg_theme)
 *    passed BY VALUE as FFI_TYPE_STRUCT of one uint64 element;
 *  - every callback (action, navigation, navigate, measure, present sheet, destroy) is a libffi
 *    closure (ffi_closure_alloc + ffi_prep_closure_loc), receiving the handle struct by value;
 *  - the structs the library reads and writes are described to libffi too, and the offsets
 *    libffi computes (what ctypes computes) must equal the C compiler's.
 *
 * The header is included for the constants and struct definitions only: no function of it is
 * called directly (the program is not linked with -lbuttongroup).
 */
#define _POSIX_C_SOURCE 200809L

#include <dlfcn.h>
#include <ffi.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buttongroup.h"

/* check.h calls bg_last_error_message() and bg_status_string(); this program reaches the
 * library only through libffi, so the harness's calls are routed through the wrappers below. */
static const char *ffi_last_error(void);
static const char *ffi_status_string(bg_status status);
#define bg_last_error_message ffi_last_error
#define bg_status_string ffi_status_string
#include "common/check.h"
#undef bg_last_error_message
#undef bg_status_string

#ifndef BG_LIBRARY_PATH
#define BG_LIBRARY_PATH "libbuttongroup.so.1"
#endif

/* ------------------------------------------------------------- ffi plumbing */

static void *library;

/* A bg_group / bg_theme: struct { uint64_t id; } passed by value. */
static ffi_type *handle_elements[] = {&ffi_type_uint64, NULL};
static ffi_type handle_type = {0, 0, FFI_TYPE_STRUCT, handle_elements};

static ffi_type *size_t_type(void) { return sizeof(size_t) == 8 ? &ffi_type_uint64 : &ffi_type_uint32; }

/* The function `name` of the library as a callable pointer (NULL when missing). */
static void (*symbol(const char *name))(void) {
    void *address = dlsym(library, name);
    void (*fn)(void) = NULL;
    if (address) memcpy(&fn, &address, sizeof fn);
    return fn;
}

/* Calls `name(args...)` through libffi. `result` receives the return value (ffi_arg sized for
 * integers, as libffi requires). Returns 0 when the call could not be made. */
static int ffi_invoke(const char *name, ffi_type *rtype, unsigned nargs, ffi_type **types, void **values,
                      void *result) {
    ffi_cif cif;
    void (*fn)(void) = symbol(name);
    if (!fn) {
        fprintf(stderr, "dlsym(%s) failed: %s\n", name, dlerror());
        return 0;
    }
    if (ffi_prep_cif(&cif, FFI_DEFAULT_ABI, nargs, rtype, types) != FFI_OK) {
        fprintf(stderr, "ffi_prep_cif(%s) failed\n", name);
        return 0;
    }
    ffi_call(&cif, fn, result, values);
    return 1;
}

/* A call returning bg_status. */
static bg_status call_status(const char *name, unsigned nargs, ffi_type **types, void **values) {
    ffi_arg rc = 0;
    if (!ffi_invoke(name, &ffi_type_sint32, nargs, types, values, &rc)) return INT32_MIN;
    return (bg_status)(int32_t)rc;
}

static const char *call_string(const char *name, unsigned nargs, ffi_type **types, void **values) {
    const char *text = NULL;
    if (!ffi_invoke(name, &ffi_type_pointer, nargs, types, values, &text)) return NULL;
    return text;
}

static const char *ffi_last_error(void) {
    const char *message = call_string("bg_last_error_message", 0, NULL, NULL);
    return message ? message : "(bg_last_error_message unavailable)";
}

/* ------------------------------------------------------------ the wrappers */

static int32_t ffi_version_number(void) {
    ffi_arg rc = 0;
    ffi_invoke("bg_version_number", &ffi_type_sint32, 0, NULL, NULL, &rc);
    return (int32_t)rc;
}

static const char *ffi_status_string(bg_status status) {
    ffi_type *types[] = {&ffi_type_sint32};
    void *values[] = {&status};
    return call_string("bg_status_string", 1, types, values);
}

static bg_status ffi_theme_load(const char *json, size_t length, bg_theme *out) {
    ffi_type *types[] = {&ffi_type_pointer, size_t_type(), &ffi_type_pointer};
    void *values[] = {&json, &length, &out};
    return call_status("bg_theme_load", 3, types, values);
}

static bg_status ffi_theme_free(bg_theme theme) {
    ffi_type *types[] = {&handle_type};
    void *values[] = {&theme};
    return call_status("bg_theme_free", 1, types, values);
}

static bg_status ffi_theme_number(bg_theme theme, const char *path, double *out) {
    ffi_type *types[] = {&handle_type, &ffi_type_pointer, &ffi_type_pointer};
    void *values[] = {&theme, &path, &out};
    return call_status("bg_theme_number", 3, types, values);
}

static bg_status ffi_theme_button_colors(bg_theme theme, int32_t role, uint32_t state, bg_button_colors *out) {
    ffi_type *types[] = {&handle_type, &ffi_type_sint32, &ffi_type_uint32, &ffi_type_pointer};
    void *values[] = {&theme, &role, &state, &out};
    return call_status("bg_theme_button_colors", 4, types, values);
}

static bg_status ffi_params_init(bg_theme theme, bg_group_params *out) {
    ffi_type *types[] = {&handle_type, &ffi_type_pointer};
    void *values[] = {&theme, &out};
    return call_status("bg_group_params_init", 2, types, values);
}

static bg_status ffi_item_init(bg_item *out) {
    ffi_type *types[] = {&ffi_type_pointer};
    void *values[] = {&out};
    return call_status("bg_item_init", 1, types, values);
}

static bg_status ffi_group_create(bg_theme theme, const bg_group_params *params, bg_group *out) {
    ffi_type *types[] = {&handle_type, &ffi_type_pointer, &ffi_type_pointer};
    void *values[] = {&theme, &params, &out};
    return call_status("bg_group_create", 3, types, values);
}

static bg_status ffi_group_free(bg_group group) {
    ffi_type *types[] = {&handle_type};
    void *values[] = {&group};
    return call_status("bg_group_free", 1, types, values);
}

static bg_status ffi_group_update(bg_group group, const bg_item *items, uint32_t count) {
    ffi_type *types[] = {&handle_type, &ffi_type_pointer, &ffi_type_uint32};
    void *values[] = {&group, &items, &count};
    return call_status("bg_group_update", 3, types, values);
}

static bg_status ffi_group_item_count(bg_group group, uint32_t *out) {
    ffi_type *types[] = {&handle_type, &ffi_type_pointer};
    void *values[] = {&group, &out};
    return call_status("bg_group_item_count", 2, types, values);
}

/* set_measure / set_sheet / set_navigate: (group, fn, user_data, destroy). */
static bg_status ffi_set_callback(const char *name, bg_group group, void *fn, void *user_data, void *destroy) {
    ffi_type *types[] = {&handle_type, &ffi_type_pointer, &ffi_type_pointer, &ffi_type_pointer};
    void *values[] = {&group, &fn, &user_data, &destroy};
    return call_status(name, 4, types, values);
}

static bg_status ffi_group_layout(bg_group group, double width, double scale, int32_t direction, bg_layout *out) {
    ffi_type *types[] = {&handle_type, &ffi_type_double, &ffi_type_double, &ffi_type_sint32, &ffi_type_pointer};
    void *values[] = {&group, &width, &scale, &direction, &out};
    return call_status("bg_group_layout", 5, types, values);
}

/* bg_group_layout_frames: seven arguments, the caller's array and its capacity among them. */
static bg_status ffi_group_layout_frames(bg_group group, double width, double scale, int32_t direction, bg_rect *frames,
                                         uint32_t capacity, uint32_t *out_count) {
    ffi_type *types[] = {&handle_type,     &ffi_type_double, &ffi_type_double, &ffi_type_sint32,
                         &ffi_type_pointer, &ffi_type_uint32, &ffi_type_pointer};
    void *values[] = {&group, &width, &scale, &direction, &frames, &capacity, &out_count};
    return call_status("bg_group_layout_frames", 7, types, values);
}

static bg_status ffi_group_tap(bg_group group, double x, double y, int32_t *out_slot) {
    ffi_type *types[] = {&handle_type, &ffi_type_double, &ffi_type_double, &ffi_type_pointer};
    void *values[] = {&group, &x, &y, &out_slot};
    return call_status("bg_group_tap", 4, types, values);
}

static bg_status ffi_group_pointer(bg_group group, int32_t phase, double x, double y, int32_t *out_fired) {
    ffi_type *types[] = {&handle_type, &ffi_type_sint32, &ffi_type_double, &ffi_type_double, &ffi_type_pointer};
    void *values[] = {&group, &phase, &x, &y, &out_fired};
    return call_status("bg_group_pointer", 5, types, values);
}

static bg_status ffi_group_choose_sheet_item(bg_group group, uint32_t index) {
    ffi_type *types[] = {&handle_type, &ffi_type_uint32};
    void *values[] = {&group, &index};
    return call_status("bg_group_choose_sheet_item", 2, types, values);
}

static bg_status ffi_group_run_navigation(bg_group group, uint32_t index, void *context) {
    ffi_type *types[] = {&handle_type, &ffi_type_uint32, &ffi_type_pointer};
    void *values[] = {&group, &index, &context};
    return call_status("bg_group_run_navigation", 3, types, values);
}

/* ----------------------------------------------------------------- closures */

/* What the closures saw. */
typedef struct {
    int actions, navigations, navigates, measures, sheets, destroys;
    void *action_user_data;
    uint64_t action_group_id;
    uint32_t action_items[16];
    int action_count;
    void *navigation_user_data, *navigation_context;
    uint64_t navigate_group_id;
    uint32_t navigate_item;
    char measure_font[32];
    int measure_nul_terminated;
    double measure_max_width;
    uint64_t sheet_group_id;
    char sheet_title[64], sheet_cancel[64];
    uint32_t sheet_count;
    uint32_t sheet_items[8];
    char sheet_titles[8][32];
    void *destroyed[16];
    bg_status navigation_run_status;
    void *navigation_context_to_pass;
} record;

static record seen;

static void set_status(void *ret, bg_status status) { *(ffi_sarg *)ret = status; }

/* bg_status (*)(void *user_data, bg_group group, uint32_t item_index) */
static void action_handler(ffi_cif *cif, void *ret, void **args, void *closure_data) {
    (void)cif;
    (void)closure_data;
    void *user_data = *(void **)args[0];
    bg_group group = *(bg_group *)args[1];
    uint32_t index = *(uint32_t *)args[2];
    seen.actions++;
    seen.action_user_data = user_data;
    seen.action_group_id = group.id;
    if (seen.action_count < 16) seen.action_items[seen.action_count++] = index;
    set_status(ret, BG_OK);
}

/* bg_status (*)(void *user_data, void *navigation_context) */
static void navigation_handler(ffi_cif *cif, void *ret, void **args, void *closure_data) {
    (void)cif;
    (void)closure_data;
    seen.navigations++;
    seen.navigation_user_data = *(void **)args[0];
    seen.navigation_context = *(void **)args[1];
    set_status(ret, BG_OK);
}

/* bg_status (*)(void *user_data, bg_group group, uint32_t item_index): calls back into the
 * library (through libffi) to run the item's navigation, as the design system's navigateAction does. */
static void navigate_handler(ffi_cif *cif, void *ret, void **args, void *closure_data) {
    (void)cif;
    (void)closure_data;
    bg_group group = *(bg_group *)args[1];
    uint32_t index = *(uint32_t *)args[2];
    seen.navigates++;
    seen.navigate_group_id = group.id;
    seen.navigate_item = index;
    seen.navigation_run_status = ffi_group_run_navigation(group, index, seen.navigation_context_to_pass);
    set_status(ret, BG_OK);
}

/* bg_status (*)(void *ud, const char *font, const char *text, size_t len, double max_width, bg_size *out) */
static void measure_handler(ffi_cif *cif, void *ret, void **args, void *closure_data) {
    (void)cif;
    const double *advance = closure_data; /* closure user data: the advance per scalar */
    const char *font = *(const char **)args[1];
    const char *text = *(const char **)args[2];
    size_t length = *(size_t *)args[3];
    double max_width = *(double *)args[4];
    bg_size *out = *(bg_size **)args[5];
    size_t scalars = 0;
    for (size_t i = 0; i < length; i++) {
        if (((unsigned char)text[i] & 0xC0) != 0x80) scalars++;
    }
    seen.measures++;
    snprintf(seen.measure_font, sizeof seen.measure_font, "%s", font ? font : "(null)");
    seen.measure_nul_terminated = text[length] == '\0';
    seen.measure_max_width = max_width;
    out->width = *advance * (double)scalars;
    out->height = 20;
    set_status(ret, BG_OK);
}

/* bg_status (*)(void *user_data, bg_group group, const bg_action_sheet *sheet) */
static void sheet_handler(ffi_cif *cif, void *ret, void **args, void *closure_data) {
    (void)cif;
    (void)closure_data;
    bg_group group = *(bg_group *)args[1];
    const bg_action_sheet *sheet = *(const bg_action_sheet **)args[2];
    seen.sheets++;
    seen.sheet_group_id = group.id;
    snprintf(seen.sheet_title, sizeof seen.sheet_title, "%s", sheet->title ? sheet->title : "(null)");
    snprintf(seen.sheet_cancel, sizeof seen.sheet_cancel, "%s", sheet->cancel_title ? sheet->cancel_title : "(null)");
    seen.sheet_count = sheet->item_count;
    for (uint32_t i = 0; i < sheet->item_count && i < 8; i++) {
        seen.sheet_items[i] = sheet->items[i].item_index;
        snprintf(seen.sheet_titles[i], sizeof seen.sheet_titles[i], "%s", sheet->items[i].title);
    }
    set_status(ret, BG_OK);
}

/* void (*)(void *user_data) */
static void destroy_handler(ffi_cif *cif, void *ret, void **args, void *closure_data) {
    (void)cif;
    (void)ret;
    (void)closure_data;
    if (seen.destroys < 16) seen.destroyed[seen.destroys] = *(void **)args[0];
    seen.destroys++;
}

typedef struct {
    ffi_closure *closure;
    void *code;
    ffi_cif cif;
    ffi_type *types[6];
} closure_box;

/* Makes `box` a closure with signature rtype(types...) that runs `handler`. */
static int make_closure(closure_box *box, ffi_type *rtype, unsigned nargs, ffi_type **types,
                        void (*handler)(ffi_cif *, void *, void **, void *), void *data) {
    memcpy(box->types, types, nargs * sizeof *types);
    box->closure = ffi_closure_alloc(sizeof(ffi_closure), &box->code);
    if (!box->closure) return 0;
    if (ffi_prep_cif(&box->cif, FFI_DEFAULT_ABI, nargs, rtype, box->types) != FFI_OK) return 0;
    return ffi_prep_closure_loc(box->closure, &box->cif, handler, data, box->code) == FFI_OK;
}

/* --------------------------------------------------------- struct layouts */

#define FIELD_TYPES(...) {__VA_ARGS__, NULL}

static ffi_type *rect_elements[] = FIELD_TYPES(&ffi_type_double, &ffi_type_double, &ffi_type_double, &ffi_type_double);
static ffi_type rect_type = {0, 0, FFI_TYPE_STRUCT, rect_elements};
static ffi_type *size_elements[] = FIELD_TYPES(&ffi_type_double, &ffi_type_double);
static ffi_type size_type = {0, 0, FFI_TYPE_STRUCT, size_elements};
static ffi_type *radii_elements[] = FIELD_TYPES(&ffi_type_double, &ffi_type_double, &ffi_type_double, &ffi_type_double);
static ffi_type radii_type = {0, 0, FFI_TYPE_STRUCT, radii_elements};

/* Compares libffi's layout of `type` with the C compiler's offsets and size. */
static void check_layout(const char *name, ffi_type *type, const size_t *offsets, size_t count, size_t size) {
    size_t computed[32];
    char what[128];
    if (ffi_get_struct_offsets(FFI_DEFAULT_ABI, type, computed) != FFI_OK) {
        snprintf(what, sizeof what, "ffi_get_struct_offsets(%s)", name);
        check_record(0, __FILE__, __LINE__, what);
        return;
    }
    for (size_t i = 0; i < count; i++) {
        snprintf(what, sizeof what, "%s field %zu: libffi offset %zu, C offset %zu", name, i, computed[i], offsets[i]);
        check_record(computed[i] == offsets[i], __FILE__, __LINE__, what);
    }
    snprintf(what, sizeof what, "sizeof(%s): libffi %zu, C %zu", name, type->size, size);
    check_record(type->size == size, __FILE__, __LINE__, what);
}

static void test_struct_layouts(void) {
    ffi_type *p = &ffi_type_pointer, *i32 = &ffi_type_sint32, *u32 = &ffi_type_uint32, *d = &ffi_type_double;
    {
        ffi_type *e[] = FIELD_TYPES(&rect_type);
        ffi_type t = {0, 0, FFI_TYPE_STRUCT, e};
        size_t o[] = {0};
        check_layout("bg_rect-in-struct", &t, o, 1, sizeof(bg_rect));
    }
    {
        ffi_type *e[] = FIELD_TYPES(i32, i32, i32, u32, &rect_type, &rect_type, &radii_type, &rect_type, &rect_type, p,
                                    p, i32, i32);
        ffi_type t = {0, 0, FFI_TYPE_STRUCT, e};
        size_t o[] = {offsetof(bg_slot, kind), offsetof(bg_slot, item_index), offsetof(bg_slot, role),
                      offsetof(bg_slot, state), offsetof(bg_slot, frame), offsetof(bg_slot, hit_frame),
                      offsetof(bg_slot, corners), offsetof(bg_slot, icon_frame), offsetof(bg_slot, title_frame),
                      offsetof(bg_slot, title), offsetof(bg_slot, icon), offsetof(bg_slot, title_truncated),
                      offsetof(bg_slot, reserved)};
        check_layout("bg_slot", &t, o, 13, sizeof(bg_slot));
    }
    {
        ffi_type *e[] = FIELD_TYPES(i32, i32, p, p, &rect_type, u32, u32, u32, u32);
        ffi_type t = {0, 0, FFI_TYPE_STRUCT, e};
        size_t o[] = {offsetof(bg_a11y_node, role), offsetof(bg_a11y_node, enabled), offsetof(bg_a11y_node, label),
                      offsetof(bg_a11y_node, identifier), offsetof(bg_a11y_node, frame),
                      offsetof(bg_a11y_node, position), offsetof(bg_a11y_node, count),
                      offsetof(bg_a11y_node, slot_index), offsetof(bg_a11y_node, reserved)};
        check_layout("bg_a11y_node", &t, o, 9, sizeof(bg_a11y_node));
    }
    {
        ffi_type *sz = sizeof(size_t) == 8 ? &ffi_type_uint64 : &ffi_type_uint32;
        ffi_type *e[] = FIELD_TYPES(u32, u32, p, u32, u32, p, p, &size_type, p, sz);
        ffi_type t = {0, 0, FFI_TYPE_STRUCT, e};
        size_t o[] = {offsetof(bg_layout, struct_size), offsetof(bg_layout, slot_count), offsetof(bg_layout, slots),
                      offsetof(bg_layout, overflow_count), offsetof(bg_layout, reserved),
                      offsetof(bg_layout, overflow_items), offsetof(bg_layout, accessibility),
                      offsetof(bg_layout, size), offsetof(bg_layout, data), offsetof(bg_layout, data_size)};
        check_layout("bg_layout", &t, o, 10, sizeof(bg_layout));
    }
    {
        ffi_type *e[] = FIELD_TYPES(u32, u32, u32, u32, i32, u32, u32, u32, &size_type, u32, u32);
        ffi_type t = {0, 0, FFI_TYPE_STRUCT, e};
        size_t o[] = {offsetof(bg_toolbar_frames, struct_size), offsetof(bg_toolbar_frames, rect_count),
                      offsetof(bg_toolbar_frames, count), offsetof(bg_toolbar_frames, cell_count),
                      offsetof(bg_toolbar_frames, has_overflow_button), offsetof(bg_toolbar_frames, group_count),
                      offsetof(bg_toolbar_frames, separator_count), offsetof(bg_toolbar_frames, arrangement),
                      offsetof(bg_toolbar_frames, size), offsetof(bg_toolbar_frames, bar_count),
                      offsetof(bg_toolbar_frames, reserved)};
        check_layout("bg_toolbar_frames", &t, o, 11, sizeof(bg_toolbar_frames));
    }
    {
        ffi_type *e[] = FIELD_TYPES(i32, i32, &rect_type);
        ffi_type t = {0, 0, FFI_TYPE_STRUCT, e};
        size_t o[] = {offsetof(bg_toolbar_bar, bar), offsetof(bg_toolbar_bar, reserved), offsetof(bg_toolbar_bar, frame)};
        check_layout("bg_toolbar_bar", &t, o, 3, sizeof(bg_toolbar_bar));
    }
    {
        ffi_type *e[] = FIELD_TYPES(u32, i32, p, p, p, p, i32, i32, p, p, p, p);
        ffi_type t = {0, 0, FFI_TYPE_STRUCT, e};
        size_t o[] = {offsetof(bg_item, struct_size), offsetof(bg_item, role), offsetof(bg_item, title),
                      offsetof(bg_item, icon), offsetof(bg_item, accessibility_label),
                      offsetof(bg_item, accessibility_identifier), offsetof(bg_item, disabled),
                      offsetof(bg_item, reserved), offsetof(bg_item, action), offsetof(bg_item, navigation),
                      offsetof(bg_item, user_data), offsetof(bg_item, destroy)};
        check_layout("bg_item", &t, o, 12, sizeof(bg_item));
    }
    {
        ffi_type *le[] = FIELD_TYPES(i32, i32, i32, i32, d, d);
        ffi_type layout_params = {0, 0, FFI_TYPE_STRUCT, le};
        ffi_type *e[] = FIELD_TYPES(u32, i32, &layout_params, p, p, p, p, p, u32, u32, d);
        ffi_type t = {0, 0, FFI_TYPE_STRUCT, e};
        size_t lo[] = {offsetof(bg_layout_params, kind), offsetof(bg_layout_params, prominent_type),
                       offsetof(bg_layout_params, corner_style), offsetof(bg_layout_params, reserved),
                       offsetof(bg_layout_params, spacing), offsetof(bg_layout_params, corner_radius)};
        size_t o[] = {offsetof(bg_group_params, struct_size), offsetof(bg_group_params, overflow_policy),
                      offsetof(bg_group_params, layout), offsetof(bg_group_params, more_icon),
                      offsetof(bg_group_params, alert_title), offsetof(bg_group_params, alert_message),
                      offsetof(bg_group_params, alert_cancel_button_title),
                      offsetof(bg_group_params, more_button_accessibility_label),
                      offsetof(bg_group_params, max_visible), offsetof(bg_group_params, reserved),
                      offsetof(bg_group_params, overflow_hysteresis)};
        check_layout("bg_layout_params", &layout_params, lo, 6, sizeof(bg_layout_params));
        check_layout("bg_group_params", &t, o, 11, sizeof(bg_group_params));
    }
    {
        ffi_type *e[] = FIELD_TYPES(u32, i32, p, p, p, p, i32, i32);
        ffi_type t = {0, 0, FFI_TYPE_STRUCT, e};
        size_t o[] = {offsetof(bg_sheet_item, item_index), offsetof(bg_sheet_item, role), offsetof(bg_sheet_item, title),
                      offsetof(bg_sheet_item, icon), offsetof(bg_sheet_item, accessibility_label),
                      offsetof(bg_sheet_item, accessibility_identifier), offsetof(bg_sheet_item, disabled),
                      offsetof(bg_sheet_item, reserved)};
        check_layout("bg_sheet_item", &t, o, 8, sizeof(bg_sheet_item));
    }
    {
        ffi_type *e[] = FIELD_TYPES(p, p, p, u32, p);
        ffi_type t = {0, 0, FFI_TYPE_STRUCT, e};
        size_t o[] = {offsetof(bg_action_sheet, title), offsetof(bg_action_sheet, message),
                      offsetof(bg_action_sheet, cancel_title), offsetof(bg_action_sheet, item_count),
                      offsetof(bg_action_sheet, items)};
        check_layout("bg_action_sheet", &t, o, 5, sizeof(bg_action_sheet));
    }
    {
        ffi_type *e[] = FIELD_TYPES(u32, u32, u32, u32);
        ffi_type t = {0, 0, FFI_TYPE_STRUCT, e};
        size_t o[] = {offsetof(bg_button_colors, background), offsetof(bg_button_colors, foreground),
                      offsetof(bg_button_colors, border), offsetof(bg_button_colors, reserved)};
        check_layout("bg_button_colors", &t, o, 4, sizeof(bg_button_colors));
    }
    {
        size_t o[] = {offsetof(bg_group, id)};
        check_layout("bg_group", &handle_type, o, 1, sizeof(bg_group));
        CHECK_EQ_INT(sizeof(bg_theme), sizeof(bg_group));
    }
}

/* --------------------------------------------------------------- the test */

/* Stores a closure's code pointer into a function-pointer field of a struct. */
#define SET_FN(field, code) memcpy(&(field), &(code), sizeof(field))

static void test_group_through_ffi(void) {
    static double advance = 8;
    static int context_marker, user_data_a, user_data_b, user_data_c, user_data_d, measure_ud, sheet_ud, nav_ud;
    closure_box action, navigation, navigate, measure, sheet, destroy;
    ffi_type *action_args[] = {&ffi_type_pointer, &handle_type, &ffi_type_uint32};
    ffi_type *navigation_args[] = {&ffi_type_pointer, &ffi_type_pointer};
    ffi_type *measure_args[] = {&ffi_type_pointer, &ffi_type_pointer, &ffi_type_pointer, size_t_type(),
                                &ffi_type_double, &ffi_type_pointer};
    ffi_type *sheet_args[] = {&ffi_type_pointer, &handle_type, &ffi_type_pointer};
    ffi_type *destroy_args[] = {&ffi_type_pointer};
    bg_group group = {0}, freed;
    bg_theme theme = {0};
    bg_item items[4];
    bg_layout layout;
    uint32_t count = 0;
    int32_t slot = -5;
    double value = 0;
    static const char *const titles[] = {"Pay", "Cash Advance", "Transfer", "History"};
    void *user_data[] = {&user_data_a, &user_data_b, &user_data_c, &user_data_d};

    memset(&seen, 0, sizeof seen);
    seen.navigation_context_to_pass = &context_marker;
    CHECK(make_closure(&action, &ffi_type_sint32, 3, action_args, action_handler, NULL));
    CHECK(make_closure(&navigation, &ffi_type_sint32, 2, navigation_args, navigation_handler, NULL));
    CHECK(make_closure(&navigate, &ffi_type_sint32, 3, action_args, navigate_handler, NULL));
    CHECK(make_closure(&measure, &ffi_type_sint32, 6, measure_args, measure_handler, &advance));
    CHECK(make_closure(&sheet, &ffi_type_sint32, 3, sheet_args, sheet_handler, NULL));
    CHECK(make_closure(&destroy, &ffi_type_void, 1, destroy_args, destroy_handler, NULL));

    /* Version and status text. */
    CHECK_EQ_INT(ffi_version_number(), BG_VERSION_NUMBER);
    char expected[32];
    snprintf(expected, sizeof expected, "%d.%d.%d", BG_VERSION_MAJOR, BG_VERSION_MINOR, BG_VERSION_PATCH);
    CHECK_STR(call_string("bg_version_string", 0, NULL, NULL), expected);
    CHECK(strncmp(ffi_status_string(BG_E_INVALID_HANDLE), "BG_E_INVALID_HANDLE", 19) == 0);

    /* A theme, read through handles passed by value. */
    {
        static const char json[] = "{\"spacer\": {\"xs\": 8}, \"button\": {\"height\": 40, \"paddingHorizontal\": 10}}";
        bg_button_colors colors;
        CHECK_OK(ffi_theme_load(json, strlen(json), &theme));
        CHECK(theme.id != 0);
        CHECK_OK(ffi_theme_number(theme, "button/height", &value));
        CHECK_EQ_DBL(value, 40);
        CHECK_OK(ffi_theme_number((bg_theme){0}, "button/height", &value));
        CHECK_EQ_DBL(value, 48);
        CHECK_STATUS(ffi_theme_number(theme, "nope", &value), BG_E_NOT_FOUND);
        CHECK_CONTAINS(ffi_last_error(), "nope");
        CHECK_OK(ffi_theme_button_colors(theme, BG_ROLE_PRIMARY, BG_STATE_HIGHLIGHTED, &colors));
        CHECK_EQ_INT(colors.background, 0x1747A6FFu);
    }

    /* A group with items whose callbacks are closures. */
    {
        bg_group_params params;
        CHECK_OK(ffi_params_init(theme, &params));
        CHECK_EQ_INT(params.struct_size, sizeof params);
        params.alert_title = "Actions";
        CHECK_OK(ffi_group_create(theme, &params, &group));
        CHECK(group.id != 0);
        CHECK_OK(ffi_theme_free(theme)); /* the group keeps its copy */
    }
    for (int i = 0; i < 4; i++) {
        CHECK_OK(ffi_item_init(&items[i]));
        items[i].title = titles[i];
        SET_FN(items[i].action, action.code);
        SET_FN(items[i].destroy, destroy.code);
        items[i].user_data = user_data[i];
    }
    SET_FN(items[0].navigation, navigation.code);
    SET_FN(items[3].navigation, navigation.code);
    items[2].icon = "ic_transfer";
    CHECK_OK(ffi_group_update(group, items, 4));
    CHECK_OK(ffi_group_item_count(group, &count));
    CHECK_EQ_INT(count, 4);
    CHECK_OK(ffi_set_callback("bg_group_set_measure_callback", group, measure.code, &measure_ud, destroy.code));
    CHECK_OK(ffi_set_callback("bg_group_set_sheet_callback", group, sheet.code, &sheet_ud, destroy.code));
    CHECK_OK(ffi_set_callback("bg_group_set_navigate_callback", group, navigate.code, &nav_ud, destroy.code));

    /* Layout: the measure closure is used; frames as the golden fixture more_four_items
     * (allRound, spacing 8, width 320 at 2x), in this theme's 40-point height. */
    memset(&layout, 0, sizeof layout);
    layout.struct_size = sizeof layout;
    CHECK_OK(ffi_group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout));
    CHECK(seen.measures > 0);
    CHECK_STR(seen.measure_font, "button");
    CHECK(seen.measure_nul_terminated);
    CHECK(seen.measure_max_width > 0);
    CHECK_EQ_INT(layout.slot_count, 3);
    CHECK_EQ_INT(layout.overflow_count, 2);
    CHECK_EQ_DBL(layout.size.width, 320);
    CHECK_EQ_DBL(layout.size.height, 40);
    if (layout.slot_count == 3) {
        static const double xs[] = {0, 109.5, 218.5}, widths[] = {101.5, 101, 101.5};
        for (int i = 0; i < 3; i++) {
            CHECK_EQ_DBL(layout.slots[i].frame.x, xs[i]);
            CHECK_EQ_DBL(layout.slots[i].frame.y, 0);
            CHECK_EQ_DBL(layout.slots[i].frame.width, widths[i]);
            CHECK_EQ_DBL(layout.slots[i].frame.height, 40);
            CHECK_EQ_DBL(layout.slots[i].corners.top_left, 20);
            CHECK_EQ_DBL(layout.slots[i].corners.bottom_left, 20);
            CHECK_EQ_INT(layout.accessibility[i].position, i + 1);
            CHECK_EQ_INT(layout.accessibility[i].count, 3);
        }
        CHECK_EQ_INT(layout.slots[0].kind, BG_SLOT_ITEM);
        CHECK_STR(layout.slots[0].title, "Pay");
        CHECK_EQ_DBL(layout.slots[0].title_frame.width, 24); /* 3 scalars x 8 from the closure */
        CHECK_STR(layout.slots[1].title, "Cash Adva\xe2\x80\xa6"); /* truncated with U+2026 */
        CHECK(layout.slots[1].title_truncated);
        CHECK_STR(layout.accessibility[1].label, "Cash Advance");
        CHECK_EQ_INT(layout.slots[2].kind, BG_SLOT_MORE);
        CHECK_EQ_INT(layout.slots[2].item_index, -1);
        CHECK_STR(layout.slots[2].icon, "ic_more_horiz");
        CHECK_EQ_INT(layout.accessibility[2].role, BG_A11Y_MENU_BUTTON);
        CHECK(layout.overflow_items[0] == 2 && layout.overflow_items[1] == 3);
    }

    /* The frames only, into an array of ours: the count asked for, an array too small (the count
     * reported, nothing written), then the layout's frames. */
    {
        bg_rect frames[4];
        uint32_t frame_count = 0;
        memset(frames, 0xAB, sizeof frames);
        CHECK_OK(ffi_group_layout_frames(group, 320, 2, BG_DIRECTION_LTR, NULL, 0, &frame_count));
        CHECK_EQ_INT(frame_count, 3);
        frame_count = 0;
        CHECK_STATUS(ffi_group_layout_frames(group, 320, 2, BG_DIRECTION_LTR, frames, 2, &frame_count),
                     BG_E_BUFFER_TOO_SMALL);
        CHECK_EQ_INT(frame_count, 3);
        CHECK(((const unsigned char *)frames)[0] == 0xAB);
        CHECK_STATUS(ffi_group_layout_frames(group, 320, 2, BG_DIRECTION_LTR, frames, 4, NULL), BG_E_INVALID_ARGUMENT);
        CHECK_CONTAINS(ffi_last_error(), "out_count");
        CHECK_OK(ffi_group_layout_frames(group, 320, 2, BG_DIRECTION_LTR, frames, 4, &frame_count));
        CHECK_EQ_INT(frame_count, 3);
        for (uint32_t i = 0; i < 3 && i < layout.slot_count; i++) {
            CHECK_EQ_DBL(frames[i].x, layout.slots[i].frame.x);
            CHECK_EQ_DBL(frames[i].width, layout.slots[i].frame.width);
        }
        CHECK(((const unsigned char *)&frames[3])[0] == 0xAB);
    }

    /* Tap slot 0: the action closure, then the navigate closure, which runs the navigation
     * closure with our context pointer. */
    CHECK_OK(ffi_group_tap(group, 50, 20, &slot));
    CHECK_EQ_INT(slot, 0);
    CHECK_EQ_INT(seen.actions, 1);
    CHECK(seen.action_user_data == &user_data_a);
    CHECK(seen.action_group_id == group.id);
    CHECK_EQ_INT(seen.action_items[0], 0);
    CHECK_EQ_INT(seen.navigates, 1);
    CHECK(seen.navigate_group_id == group.id);
    CHECK_EQ_INT(seen.navigate_item, 0);
    CHECK_OK(seen.navigation_run_status);
    CHECK_EQ_INT(seen.navigations, 1);
    CHECK(seen.navigation_user_data == &user_data_a);
    CHECK(seen.navigation_context == &context_marker);

    /* Press and release on slot 1 through the pointer state machine. */
    CHECK_OK(ffi_group_pointer(group, BG_POINTER_DOWN, 150, 20, &slot));
    CHECK_EQ_INT(slot, -1);
    CHECK_OK(ffi_group_pointer(group, BG_POINTER_UP, 150, 20, &slot));
    CHECK_EQ_INT(slot, 1);
    CHECK_EQ_INT(seen.actions, 2);
    CHECK(seen.action_user_data == &user_data_b);
    CHECK_EQ_INT(seen.navigates, 1); /* no navigation on item 1 */

    /* Tap More: the sheet closure; choose entry 1 (History): action, navigate, navigation. */
    CHECK_OK(ffi_group_tap(group, 300, 20, &slot));
    CHECK_EQ_INT(slot, 2);
    CHECK_EQ_INT(seen.sheets, 1);
    CHECK(seen.sheet_group_id == group.id);
    CHECK_STR(seen.sheet_title, "Actions");
    CHECK_STR(seen.sheet_cancel, "Cancel");
    CHECK_EQ_INT(seen.sheet_count, 2);
    CHECK(seen.sheet_items[0] == 2 && seen.sheet_items[1] == 3);
    CHECK_STR(seen.sheet_titles[0], "Transfer");
    CHECK_STR(seen.sheet_titles[1], "History");
    CHECK_OK(ffi_group_choose_sheet_item(group, 1));
    CHECK_EQ_INT(seen.actions, 3);
    CHECK(seen.action_user_data == &user_data_d);
    CHECK_EQ_INT(seen.action_items[2], 3);
    CHECK_EQ_INT(seen.navigates, 2);
    CHECK_EQ_INT(seen.navigate_item, 3);
    CHECK_EQ_INT(seen.navigations, 2);
    CHECK(seen.navigation_user_data == &user_data_d);
    CHECK_STATUS(ffi_group_choose_sheet_item(group, 0), BG_E_STATE);
    CHECK_CONTAINS(ffi_last_error(), "bg_group_choose_sheet_item");

    /* Free: each of the 4 items and 3 group callbacks releases its user_data once. */
    CHECK_EQ_INT(seen.destroys, 0);
    CHECK_OK(ffi_group_free(group));
    CHECK_EQ_INT(seen.destroys, 7);
    {
        void *expected[] = {&user_data_a, &user_data_b, &user_data_c, &user_data_d, &measure_ud, &sheet_ud, &nav_ud};
        for (int i = 0; i < 7; i++) {
            int times = 0;
            for (int j = 0; j < seen.destroys && j < 16; j++) times += seen.destroyed[j] == expected[i];
            CHECK_EQ_INT(times, 1);
        }
    }
    freed = group;
    CHECK_STATUS(ffi_group_free(freed), BG_E_INVALID_HANDLE);
    CHECK_STATUS(ffi_group_item_count(freed, &count), BG_E_INVALID_HANDLE);
    CHECK_STATUS(ffi_group_tap(freed, 1, 1, &slot), BG_E_INVALID_HANDLE);
    CHECK_STATUS(ffi_group_layout(freed, 320, 2, BG_DIRECTION_LTR, &layout), BG_E_INVALID_HANDLE);
    CHECK_STATUS(ffi_group_free((bg_group){0}), BG_E_INVALID_HANDLE);
    /* A failed registration through ffi still releases its user_data. */
    CHECK_STATUS(ffi_set_callback("bg_group_set_measure_callback", freed, measure.code, &measure_ud, destroy.code),
                 BG_E_INVALID_HANDLE);
    CHECK_EQ_INT(seen.destroys, 8);
    CHECK(seen.destroyed[7] == &measure_ud);

    ffi_closure_free(action.closure);
    ffi_closure_free(navigation.closure);
    ffi_closure_free(navigate.closure);
    ffi_closure_free(measure.closure);
    ffi_closure_free(sheet.closure);
    ffi_closure_free(destroy.closure);
}

int main(int argc, char **argv) {
    const char *path = getenv("BUTTONGROUP_LIBRARY");
    (void)argc;
    (void)argv;
    if (!path || !*path) path = BG_LIBRARY_PATH;
    library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        fprintf(stderr, "dlopen(%s) failed: %s\n", path, dlerror());
        check_record(0, __FILE__, __LINE__, "dlopen the library");
        return check_summary();
    }
    /* Every function of the header is exported; nothing else of the implementation is. */
    {
        static const char *const names[] = {
            "bg_version_number", "bg_version_string", "bg_status_string", "bg_last_error_message",
            "bg_theme_load", "bg_theme_free", "bg_theme_copy_warnings", "bg_theme_number", "bg_theme_color", "bg_theme_copy_string",
            "bg_theme_button_colors", "bg_group_params_init", "bg_item_init", "bg_group_create", "bg_group_free",
            "bg_group_set_params", "bg_group_update", "bg_group_item_count", "bg_group_set_measure_callback",
            "bg_group_set_sheet_callback", "bg_group_set_navigate_callback", "bg_group_layout", "bg_group_layout_frames", "bg_group_tap",
            "bg_group_pointer", "bg_group_focus", "bg_group_activate_focused", "bg_group_activate_slot",
            "bg_group_choose_sheet_item", "bg_group_dismiss_sheet", "bg_group_run_navigation"};
        for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
            char what[96];
            snprintf(what, sizeof what, "dlsym(%s)", names[i]);
            check_record(dlsym(library, names[i]) != NULL, __FILE__, __LINE__, what);
        }
    }
    test_struct_layouts();
    test_group_through_ffi();
    /* The library stays loaded: a Swift runtime inside may have registered thread-exit work. */
    return check_summary();
}
