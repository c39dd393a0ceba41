/*
 * measure_cache_test.c — the measure cache: a relayout at a new width, or after update() with
 * the same titles, calls the host measurer zero times for titles it has seen; registering a
 * measurer (even the same one again) starts over.
 */
#include "common/abi_helpers.h"
#include "abi_suites.h"

/* Counts its calls; measures like fixed_measure. */
static long counted_measure_calls;

static bg_status counted_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                 double max_width, bg_size *out) {
    counted_measure_calls++;
    return fixed_measure(user_data, font, text, text_len, max_width, out);
}

void test_measure_cache(void) {
    static const char *const titles[] = {"Pay", "Transfer", "Statements and documents"};
    bg_group group;
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_create((bg_theme){0}, NULL, &group));
    CHECK_OK(bg_group_set_measure_callback(group, counted_measure, NULL, NULL));
    bg_item items[3];
    for (int i = 0; i < 3; i++) items[i] = plain_item(titles[i]);
    CHECK_OK(bg_group_update(group, items, 3));
    counted_measure_calls = 0;
    CHECK_OK(bg_group_layout(group, 800, 2, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(counted_measure_calls, 3); /* each title once, nothing truncated */
    CHECK_OK(bg_group_layout(group, 300, 2, BG_DIRECTION_LTR, &layout)); /* truncates the long title */
    long after_truncation = counted_measure_calls;
    CHECK(after_truncation > 3); /* the ellipsis and the long title's clusters */
    const double widths[] = {799, 420, 301, 300, 250, 800, 600};
    for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
        CHECK_OK(bg_group_layout(group, widths[w], 2, (int32_t)(w % 2), &layout));
    CHECK_EQ_INT(counted_measure_calls, after_truncation); /* seen titles: zero calls */
    CHECK_OK(bg_group_update(group, items, 3));
    CHECK_OK(bg_group_layout(group, 333, 3, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(counted_measure_calls, after_truncation); /* same titles after update(): zero calls */
    CHECK_OK(bg_group_set_measure_callback(group, counted_measure, NULL, NULL));
    CHECK_OK(bg_group_layout(group, 800, 2, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(counted_measure_calls, after_truncation + 3); /* a new measurer starts over */
    CHECK_OK(bg_group_free(group));
}
