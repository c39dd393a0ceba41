/*
 * freed_by_callback_test.c — an object freed by a callback that one of its own calls fired
 * (common.h, "Callbacks"), for every kind of object:
 *
 *  - a button's updated callback runs inside every read that updates (layout, size, effective
 *    configuration, accessibility, flush, picture): when it frees the button, or the destroy
 *    notification of a registration it dropped does, the read returns BG_E_INVALID_HANDLE and
 *    writes nothing (its results would have been owned by the freed button: they used to point
 *    into freed memory);
 *  - an event (a button's action, fired by bg_button_activate or bg_button_pointer) that frees
 *    its object has done what it reports: the call returns BG_OK and what it fired;
 *  - a group's navigation run by bg_group_run_navigation that frees the group: BG_E_INVALID_HANDLE;
 *  - the callbacks that run while an object measures (a measure callback of any object, a
 *    button's provider and image measurer) cannot free it (BG_E_REENTRANT): the read goes on
 *    and its results are whole.
 */
#include <stdio.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* One check with a message made with printf's format. */
#define CHECK_MSG(cond, ...)                                            \
    do {                                                                \
        char what_[200];                                                \
        snprintf(what_, sizeof what_, __VA_ARGS__);                     \
        check_record((cond) ? 1 : 0, __FILE__, __LINE__, what_);        \
    } while (0)

/* What a callback that frees its object saw. */
typedef struct {
    bg_button button;
    bg_group group;
    bg_toolbar toolbar;
    int calls;
    bg_status free_status;
} freer;

static void updated_frees(void *user_data, bg_button button) {
    freer *f = user_data;
    f->calls++;
    f->free_status = bg_button_free(button);
}

static bg_status action_frees(void *user_data, bg_button button) {
    freer *f = user_data;
    f->calls++;
    f->free_status = bg_button_free(button);
    return BG_OK;
}

static bg_status provider_frees(void *user_data, bg_button button, uint32_t state, bg_button_config *config) {
    freer *f = user_data;
    (void)state;
    (void)config;
    f->calls++;
    f->free_status = bg_button_free(button);
    return BG_OK;
}

static bg_status image_measure_frees(void *user_data, const char *image, bg_size *out) {
    freer *f = user_data;
    (void)image;
    f->calls++;
    f->free_status = bg_button_free(f->button);
    out->width = out->height = 24;
    return BG_OK;
}

static bg_status button_measure_frees(void *user_data, const char *font, const char *text, size_t text_len,
                                      double max_width, bg_size *out) {
    freer *f = user_data;
    f->calls++;
    f->free_status = bg_button_free(f->button);
    return fixed_measure(NULL, font, text, text_len, max_width, out);
}

static bg_status group_measure_frees(void *user_data, const char *font, const char *text, size_t text_len,
                                     double max_width, bg_size *out) {
    freer *f = user_data;
    f->calls++;
    f->free_status = bg_group_free(f->group);
    return fixed_measure(NULL, font, text, text_len, max_width, out);
}

static bg_status toolbar_measure_frees(void *user_data, const char *font, const char *text, size_t text_len,
                                       double max_width, bg_size *out) {
    freer *f = user_data;
    f->calls++;
    f->free_status = bg_toolbar_free(f->toolbar);
    return fixed_measure(NULL, font, text, text_len, max_width, out);
}

static bg_status navigation_frees(void *user_data, void *navigation_context) {
    freer *f = navigation_context;
    (void)user_data;
    f->calls++;
    f->free_status = bg_group_free(f->group);
    return BG_OK;
}

/* A button showing "Pay" with a house image, its updated callback freeing it, a change pending. */
static bg_button button_freed_by_its_next_update(freer *f) {
    bg_button_config config;
    memset(f, 0, sizeof *f);
    CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Pay";
    config.subtitle = "Now";
    config.image = "house";
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &f->button));
    CHECK_OK(bg_button_set_measure_callback(f->button, fixed_measure, NULL, NULL));
    CHECK_OK(bg_button_set_updated_callback(f->button, updated_frees, f, NULL));
    CHECK_OK(bg_button_set_selected(f->button, 1));
    return f->button;
}

/* The six reads that run a pending update, each into an out-parameter filled with 0xAB. */
enum { READ_LAYOUT, READ_EFFECTIVE, READ_A11Y, READ_SIZE, READ_FLUSH, READ_SVG, READ_COUNT };
static const char *const read_names[READ_COUNT] = {"layout", "effective config", "accessibility", "size", "flush", "svg"};

typedef union {
    bg_button_view view;
    bg_button_config config;
    bg_button_a11y a11y;
    bg_size size;
    int32_t updated;
    bg_svg svg;
    unsigned char bytes[512];
} any_out;

static bg_status run_read(int read, bg_button button, any_out *out) {
    switch (read) {
    case READ_LAYOUT:
        out->view.struct_size = sizeof out->view;
        return bg_button_layout(button, 200, 44, 2, BG_DIRECTION_LTR, &out->view);
    case READ_EFFECTIVE:
        out->config.struct_size = sizeof out->config;
        return bg_button_get_effective_config(button, &out->config);
    case READ_A11Y:
        out->a11y.struct_size = sizeof out->a11y;
        return bg_button_get_accessibility(button, &out->a11y);
    case READ_SIZE: return bg_button_size_that_fits(button, &out->size);
    case READ_FLUSH: return bg_button_flush(button, &out->updated);
    default:
        out->svg.struct_size = sizeof out->svg;
        return bg_button_svg(button, NULL, &out->svg);
    }
}

/* The updated callback frees the button inside each read: the read fails, writes nothing. */
static void test_button_read_freed_by_updated(void) {
    for (int read = 0; read < READ_COUNT; read++) {
        freer f;
        any_out out, before;
        bg_button_view view = {.struct_size = sizeof view};
        bg_button button = button_freed_by_its_next_update(&f);
        if (read == READ_SVG) { /* the picture needs a layout first: made before the change */
            CHECK_OK(bg_button_set_updated_callback(button, NULL, NULL, NULL));
            CHECK_OK(bg_button_layout(button, 200, 44, 2, BG_DIRECTION_LTR, &view));
            CHECK_OK(bg_button_set_updated_callback(button, updated_frees, &f, NULL));
            CHECK_OK(bg_button_set_selected(button, 0));
        }
        memset(&out, 0xAB, sizeof out);
        before = out;
        bg_status status = run_read(read, button, &out);
        CHECK_MSG(status == BG_E_INVALID_HANDLE, "%s: the read whose updated callback freed the button returned %d",
                  read_names[read], (int)status);
        CHECK_CONTAINS(bg_last_error_message(), "freed");
        /* struct_size was set by the test: the rest is untouched. */
        CHECK_MSG(memcmp(out.bytes + 8, before.bytes + 8, sizeof out - 8) == 0, "%s wrote into its out-parameter",
                  read_names[read]);
        CHECK_EQ_INT(f.calls, 1);
        CHECK_OK(f.free_status);
        CHECK_STATUS(bg_button_free(button), BG_E_INVALID_HANDLE);
    }
}

/* An updated callback that clears itself: its registration is released when the read returns,
 * and that destroy notification frees the button. The read fails as if the callback had freed it. */
static void destroy_frees(void *user_data) {
    freer *f = user_data;
    f->calls++;
    f->free_status = bg_button_free(f->button);
}

static void updated_clears_itself(void *user_data, bg_button button) {
    (void)user_data;
    bg_button_set_updated_callback(button, NULL, NULL, NULL);
}

static void test_button_read_freed_by_a_destroy_notification(void) {
    for (int read = 0; read < READ_COUNT; read++) {
        freer f;
        any_out out, before;
        bg_button_view view = {.struct_size = sizeof view};
        bg_button button = button_freed_by_its_next_update(&f);
        CHECK_OK(bg_button_set_updated_callback(button, NULL, NULL, NULL));
        if (read == READ_SVG) CHECK_OK(bg_button_layout(button, 200, 44, 2, BG_DIRECTION_LTR, &view));
        CHECK_OK(bg_button_set_updated_callback(button, updated_clears_itself, &f, destroy_frees));
        CHECK_OK(bg_button_set_selected(button, read == READ_SVG ? 0 : 1));
        memset(&out, 0xAB, sizeof out);
        before = out;
        bg_status status = run_read(read, button, &out);
        CHECK_MSG(status == BG_E_INVALID_HANDLE, "%s: the read whose destroy notification freed the button returned %d",
                  read_names[read], (int)status);
        CHECK_MSG(memcmp(out.bytes + 8, before.bytes + 8, sizeof out - 8) == 0, "%s wrote into its out-parameter",
                  read_names[read]);
        CHECK_EQ_INT(f.calls, 1);
        CHECK_OK(f.free_status);
        CHECK_STATUS(bg_button_free(button), BG_E_INVALID_HANDLE);
    }
}

/* An action that frees its button: the event happened, the call says so. */
static void test_button_event_freed_by_action(void) {
    freer f;
    bg_button_view view = {.struct_size = sizeof view};
    int32_t fired = -1;
    bg_button button = button_freed_by_its_next_update(&f);
    CHECK_OK(bg_button_set_updated_callback(button, NULL, NULL, NULL));
    CHECK_OK(bg_button_set_action(button, action_frees, &f, NULL));
    CHECK_OK(bg_button_activate(button));
    CHECK_EQ_INT(f.calls, 1);
    CHECK_OK(f.free_status);
    CHECK_STATUS(bg_button_activate(button), BG_E_INVALID_HANDLE);

    button = button_freed_by_its_next_update(&f);
    CHECK_OK(bg_button_set_updated_callback(button, NULL, NULL, NULL));
    CHECK_OK(bg_button_set_action(button, action_frees, &f, NULL));
    CHECK_OK(bg_button_layout(button, 200, 44, 2, BG_DIRECTION_LTR, &view));
    CHECK_OK(bg_button_pointer(button, BG_POINTER_DOWN, 100, 22, NULL));
    CHECK_OK(bg_button_pointer(button, BG_POINTER_UP, 100, 22, &fired));
    CHECK_EQ_INT(fired, 1);
    CHECK_EQ_INT(f.calls, 1);
    CHECK_STATUS(bg_button_pointer(button, BG_POINTER_DOWN, 100, 22, NULL), BG_E_INVALID_HANDLE);
}

/* The provider, the measurer and the image measurer cannot free their button: the read goes on. */
static void test_button_measuring_callbacks_cannot_free(void) {
    for (int which = 0; which < 3; which++) {
        freer f;
        bg_button_view view = {.struct_size = sizeof view};
        bg_button button = button_freed_by_its_next_update(&f);
        CHECK_OK(bg_button_set_updated_callback(button, NULL, NULL, NULL));
        if (which == 0) CHECK_OK(bg_button_set_host_provider(button, provider_frees, &f, NULL));
        if (which == 1) CHECK_OK(bg_button_set_measure_callback(button, button_measure_frees, &f, NULL));
        if (which == 2) CHECK_OK(bg_button_set_image_measure_callback(button, image_measure_frees, &f, NULL));
        CHECK_OK(bg_button_layout(button, 200, 44, 2, BG_DIRECTION_LTR, &view));
        CHECK(f.calls >= 1);
        CHECK_STATUS(f.free_status, BG_E_REENTRANT);
        CHECK_STR(view.title, "Pay");
        CHECK_OK(bg_button_free(button));
    }
}

/* A group's navigation that frees the group: bg_group_run_navigation says the handle is dead. */
static void test_group_freed_by_navigation(void) {
    freer f;
    probe p = make_probe("nav");
    bg_item item;
    memset(&f, 0, sizeof f);
    item = probe_item("Pay", &p, 1);
    item.navigation = navigation_frees;
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &f.group));
    CHECK_OK(bg_group_update(f.group, &item, 1));
    CHECK_STATUS(bg_group_run_navigation(f.group, 0, &f), BG_E_INVALID_HANDLE);
    CHECK_EQ_INT(f.calls, 1);
    CHECK_OK(f.free_status);
    CHECK_EQ_INT(p.destroyed, 1);
    CHECK_STATUS(bg_group_free(f.group), BG_E_INVALID_HANDLE);
}

/* A group's and a toolbar's measure callbacks cannot free them: the layout's results are whole. */
static void test_measure_callbacks_cannot_free_groups_or_toolbars(void) {
    freer f;
    bg_item item = plain_item("Pay");
    bg_layout layout = new_layout();
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints};
    bg_control_button button;
    bg_toolbar_item toolbar_item;
    bg_toolbar_view view = {.struct_size = sizeof view};

    memset(&f, 0, sizeof f);
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &f.group));
    CHECK_OK(bg_group_set_measure_callback(f.group, group_measure_frees, &f, NULL));
    CHECK_OK(bg_group_update(f.group, &item, 1));
    CHECK_OK(bg_group_layout(f.group, 320, 2, BG_DIRECTION_LTR, &layout));
    CHECK_STATUS(f.free_status, BG_E_REENTRANT);
    CHECK_EQ_INT(layout.slot_count, 1);
    CHECK_OK(bg_group_breakpoints(f.group, &breakpoints));
    CHECK_OK(bg_group_free(f.group));

    memset(&f, 0, sizeof f);
    CHECK_OK(bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &f.toolbar));
    CHECK_OK(bg_toolbar_set_measure_callback(f.toolbar, toolbar_measure_frees, &f, NULL));
    CHECK_OK(bg_control_button_init(&button));
    button.title = "Share";
    CHECK_OK(bg_toolbar_item_init(&toolbar_item));
    toolbar_item.buttons = &button;
    toolbar_item.button_count = 1;
    CHECK_OK(bg_toolbar_set_items(f.toolbar, &toolbar_item, 1));
    CHECK_OK(bg_toolbar_layout(f.toolbar, 400, 2, BG_DIRECTION_LTR, &view));
    CHECK(f.calls >= 1);
    CHECK_STATUS(f.free_status, BG_E_REENTRANT);
    CHECK_EQ_INT(view.cell_count, 1);
    CHECK_OK(bg_toolbar_breakpoints(f.toolbar, &breakpoints));
    CHECK_OK(bg_toolbar_free(f.toolbar));
}

void test_freed_by_callback(void) {
    test_button_read_freed_by_updated();
    test_button_read_freed_by_a_destroy_notification();
    test_button_event_freed_by_action();
    test_button_measuring_callbacks_cannot_free();
    test_group_freed_by_navigation();
    test_measure_callbacks_cannot_free_groups_or_toolbars();
}
