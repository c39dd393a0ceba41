/*
 * buttongroup._speedups: what a group's compiled layout_frames keeps of its last Frames, so that
 * a relayout makes as few Python objects as it can (see _group_call.c, which fills the Frames).
 *
 * - Columns: a column (x, y, width or height: a tuple of floats) equal, bit for bit, to the same
 *   column of the previous Frames is that tuple again (tuples are immutable). A resize changes x
 *   and width, rarely y and height, so two tuples are neither made nor freed. Up to
 *   MAX_KEPT_RECTS frames the last rects are also kept raw, and the comparison reads doubles
 *   rather than each kept float.
 * - The Frames object: when nothing but the cache holds the previous Frames any more (a caller
 *   read its columns and let it go), it is filled again instead of a new one being made. Nobody
 *   can tell (Frames has no weak references), as CPython's zip reuses its result tuple.
 * Only results of up to MAX_KEPT_COLUMN frames are kept, so a huge group does not hold megabytes
 * of its last result after the caller dropped it. Everything here runs under the group's lock.
 */
#include "_speedups.h"

#include <string.h>

enum { MAX_KEPT_COLUMN = 1024 };

/* Field `field` (0 x, 1 y, 2 width, 3 height) of a rect. */
static double field_of(const bg_rect *rect, int field) {
    return field == 0 ? rect->x : field == 1 ? rect->y : field == 2 ? rect->width : rect->height;
}

/* Field `field` of `count` rects, as a tuple of floats. A value equal to the one before it shares
 * its float (a row's y and height columns are one value). */
static PyObject *column(const bg_rect *rects, uint32_t count, int field) {
    PyObject *values = PyTuple_New((Py_ssize_t)count);
    if (values == NULL) return NULL;
    PyObject *previous = NULL;
    double previous_value = 0;
    for (uint32_t i = 0; i < count; i++) {
        double value = field_of(&rects[i], field);
        PyObject *number;
        if (previous != NULL && memcmp(&value, &previous_value, sizeof value) == 0) { /* -0.0 stays apart */
            Py_INCREF(previous);
            number = previous;
        } else {
            number = PyFloat_FromDouble(value);
        }
        if (number == NULL) {
            Py_DECREF(values);
            return NULL;
        }
        speedups_tuple_fill(values, (Py_ssize_t)i, number);
        previous = number;
        previous_value = value;
    }
    return values;
}

/* Whether the kept column `field` holds exactly (bit for bit) that field of the `count` rects:
 * compared with the kept raw rects when `raw` (they are the column's), else with its floats. */
static int column_equals(const frames_cache *cache, int field, int raw, const bg_rect *rects, uint32_t count) {
    PyObject *kept = cache->columns[field];
    if (kept == NULL || PyTuple_Size(kept) != (Py_ssize_t)count) return 0;
    for (uint32_t i = 0; i < count; i++) {
        double value = field_of(&rects[i], field);
        double held = raw ? field_of(&cache->rects[i], field)
                          : PyFloat_AsDouble(PyTuple_GetItem(kept, (Py_ssize_t)i)); /* floats: no error */
        if (memcmp(&value, &held, sizeof value) != 0) return 0;
    }
    return 1;
}

/* `*slot` = `value` (a new reference to it when the result is small enough to keep, else NULL). */
static void keep(PyObject **slot, PyObject *value, uint32_t count) {
    PyObject *replaced = *slot;
    *slot = count <= MAX_KEPT_COLUMN ? value : NULL;
    Py_XINCREF(*slot);
    Py_XDECREF(replaced);
}

int speedups_frames_columns(frames_cache *cache, const bg_rect *rects, uint32_t count, PyObject *columns[4]) {
    int raw = cache->rect_count == count; /* the kept rects are the kept columns' */
    cache->rect_count = UINT32_MAX;       /* until every column is made from these rects */
    for (int field = 0; field < 4; field++) {
        if (column_equals(cache, field, raw, rects, count)) {
            Py_INCREF(cache->columns[field]);
            columns[field] = cache->columns[field];
            continue;
        }
        if ((columns[field] = column(rects, count, field)) == NULL) {
            for (int made = 0; made < field; made++) Py_CLEAR(columns[made]);
            return -1;
        }
        keep(&cache->columns[field], columns[field], count);
    }
    if (count <= MAX_KEPT_RECTS) {
        if (count > 0) memcpy(cache->rects, rects, count * sizeof *rects);
        cache->rect_count = count;
    }
    return 0;
}

PyObject *speedups_frames_reusable(const frames_cache *cache) {
    PyObject *kept = cache->frames;
    if (kept == NULL || Py_REFCNT(kept) != 1) return NULL;
    Py_INCREF(kept);
    return kept;
}

void speedups_frames_keep(frames_cache *cache, PyObject *frames, uint32_t count) {
    if (frames != cache->frames) keep(&cache->frames, frames, count);
}

void speedups_frames_clear(frames_cache *cache) {
    for (int i = 0; i < 4; i++) Py_CLEAR(cache->columns[i]);
    Py_CLEAR(cache->frames);
    cache->rect_count = UINT32_MAX;
}
