/*
 * button_reentrancy_test.c — calls made on a button from inside its own callbacks
 * (common.h, "Callbacks"):
 *
 *  - from inside the provider, the measurer and the image measurer, a call that would run the
 *    update or lay out again (layout, size, flush, effective configuration, accessibility,
 *    picture) is BG_E_REENTRANT: the provider runs once and updated fires once per change;
 *    reads of what the button already has (base configuration, state, update count) work;
 *  - a change made inside the updated callback stays pending: the read that fired updated
 *    returns what it computed, and the next read runs one more update.
 */
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* What the provider saw of the calls it made back on its button. */
typedef struct {
    int providers, updates;
    bg_status layout, size, flush, effective, accessibility, svg, base, state, count;
} nested;

static void call_back_in(nested *n, bg_button button) {
    bg_button_view view = {.struct_size = sizeof view};
    bg_button_config config = {.struct_size = sizeof config};
    bg_button_a11y a11y = {.struct_size = sizeof a11y};
    bg_svg svg = {.struct_size = sizeof svg};
    bg_size size;
    uint32_t state;
    uint64_t count;
    n->layout = bg_button_layout(button, 200, 44, 2, BG_DIRECTION_LTR, &view);
    n->size = bg_button_size_that_fits(button, &size);
    n->flush = bg_button_flush(button, NULL);
    n->effective = bg_button_get_effective_config(button, &config);
    n->accessibility = bg_button_get_accessibility(button, &a11y);
    n->svg = bg_button_svg(button, NULL, &svg);
    n->base = bg_button_get_base_config(button, &config);
    n->state = bg_button_get_state(button, &state);
    n->count = bg_button_update_count(button, &count);
}

static bg_status provider_reads(void *user_data, bg_button button, uint32_t state, bg_button_config *config) {
    nested *n = user_data;
    n->providers++;
    call_back_in(n, button);
    return bg_button_plain_update(button, state, config);
}

static bg_status measure_reads(void *user_data, const char *font, const char *text, size_t text_len, double max_width,
                               bg_size *out) {
    nested *n = user_data;
    (void)font;
    (void)text;
    (void)max_width;
    n->providers++;
    out->width = 8.0 * (double)text_len;
    out->height = 20;
    return BG_OK;
}

static void count_updates(void *user_data, bg_button button) {
    (void)button;
    ((nested *)user_data)->updates++;
}

static void check_refused_inside(const nested *n) {
    CHECK_STATUS(n->layout, BG_E_REENTRANT);
    CHECK_STATUS(n->size, BG_E_REENTRANT);
    CHECK_STATUS(n->flush, BG_E_REENTRANT);
    CHECK_STATUS(n->effective, BG_E_REENTRANT);
    CHECK_STATUS(n->accessibility, BG_E_REENTRANT);
    CHECK_STATUS(n->svg, BG_E_REENTRANT);
    CHECK_OK(n->base);
    CHECK_OK(n->state);
    CHECK_OK(n->count);
}

static bg_button make_pay_button(void) {
    bg_button_config config;
    bg_button button = {0};
    CHECK_OK(bg_button_config_init((bg_theme){0}, &config));
    config.title = "Pay";
    CHECK_OK(bg_button_create((bg_theme){0}, &config, &button));
    CHECK_OK(bg_button_set_measure_callback(button, fixed_measure, NULL, NULL));
    return button;
}

/* A provider that reads its button back: refused, so it runs once and updated fires once. */
static void test_reads_inside_the_provider_are_refused(void) {
    nested n;
    bg_button button = make_pay_button();
    bg_button_view view = {.struct_size = sizeof view};
    uint64_t count = 0;
    memset(&n, 0, sizeof n);
    CHECK_OK(bg_button_set_updated_callback(button, count_updates, &n, NULL));
    CHECK_OK(bg_button_set_host_provider(button, provider_reads, &n, NULL));
    CHECK_OK(bg_button_layout(button, 200, 44, 2, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(n.providers, 1);
    CHECK_EQ_INT(n.updates, 1);
    check_refused_inside(&n);
    CHECK_OK(bg_button_update_count(button, &count));
    CHECK_EQ_INT(count, 1);

    /* One change: one provider pass, one updated, also when it was laid out before. */
    memset(&n, 0, sizeof n);
    CHECK_OK(bg_button_set_selected(button, 1));
    CHECK_OK(bg_button_layout(button, 200, 44, 2, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(n.providers, 1);
    CHECK_EQ_INT(n.updates, 1);
    check_refused_inside(&n);
    CHECK_OK(bg_button_free(button));
}

static nested *measuring_probe;

static bg_status measure_and_read(void *user_data, const char *font, const char *text, size_t text_len,
                                  double max_width, bg_size *out) {
    call_back_in(measuring_probe, *(bg_button *)user_data);
    return measure_reads(measuring_probe, font, text, text_len, max_width, out);
}

static bg_status image_measure_and_read(void *user_data, const char *image, bg_size *out) {
    (void)image;
    call_back_in(measuring_probe, *(bg_button *)user_data);
    measuring_probe->providers++;
    out->width = out->height = 24;
    return BG_OK;
}

/* The measurers may not lay out or update their button either. */
static void test_reads_inside_the_measurers_are_refused(void) {
    for (int image = 0; image < 2; image++) {
        nested n;
        bg_button button = make_pay_button();
        bg_button_view view = {.struct_size = sizeof view};
        bg_button_config config = {.struct_size = sizeof config};
        memset(&n, 0, sizeof n);
        measuring_probe = &n;
        if (image) {
            CHECK_OK(bg_button_get_base_config(button, &config));
            config.image = "house";
            CHECK_OK(bg_button_set_base_config(button, &config));
            CHECK_OK(bg_button_set_image_measure_callback(button, image_measure_and_read, &button, NULL));
        } else {
            CHECK_OK(bg_button_set_measure_callback(button, measure_and_read, &button, NULL));
        }
        CHECK_OK(bg_button_layout(button, 200, 44, 2, BG_DIRECTION_LTR, &view));
        CHECK(n.providers >= 1);
        check_refused_inside(&n);
        CHECK_OK(bg_button_free(button));
    }
}

/* What the updated callback does on its button. */
typedef struct {
    int updates;
    int select_next; /* select the button from inside the next updated */
    bg_status select_status;
} selecting;

static void updated_selects(void *user_data, bg_button button) {
    selecting *s = user_data;
    s->updates++;
    if (s->select_next) {
        s->select_next = 0;
        s->select_status = bg_button_set_selected(button, 1);
    }
}

/* A change made inside updated stays pending until the next read, which updates once more. */
static void test_a_change_inside_updated_waits_for_the_next_read(void) {
    selecting s = {0, 1, -99};
    bg_button button = make_pay_button();
    bg_button_view view = {.struct_size = sizeof view};
    uint32_t state = 0;
    uint64_t count = 0;
    int32_t updated = -1;
    CHECK_OK(bg_button_set_updated_callback(button, updated_selects, &s, NULL));
    CHECK_OK(bg_button_layout(button, 200, 44, 2, BG_DIRECTION_LTR, &view));
    CHECK_OK(s.select_status);
    CHECK_EQ_INT(s.updates, 1);
    CHECK_EQ_INT(view.state & BG_STATE_SELECTED, 0); /* laid out before the change */
    CHECK_OK(bg_button_get_state(button, &state));
    CHECK_EQ_INT(state & BG_STATE_SELECTED, BG_STATE_SELECTED);
    CHECK_OK(bg_button_update_count(button, &count));
    CHECK_EQ_INT(count, 1); /* pending */
    CHECK_OK(bg_button_layout(button, 200, 44, 2, BG_DIRECTION_LTR, &view));
    CHECK_EQ_INT(view.state & BG_STATE_SELECTED, BG_STATE_SELECTED);
    CHECK_EQ_INT(s.updates, 2);
    CHECK_OK(bg_button_flush(button, &updated));
    CHECK_EQ_INT(updated, 0);
    CHECK_EQ_INT(s.updates, 2);
    CHECK_OK(bg_button_free(button));
}

void test_button_reentrancy(void) {
    test_reads_inside_the_provider_are_refused();
    test_reads_inside_the_measurers_are_refused();
    test_a_change_inside_updated_waits_for_the_next_read();
}
