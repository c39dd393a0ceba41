/* fuzz_input.h — what the API fuzz targets share (header-only, one copy per target): decoding
 * the fuzz input into values (bytes, numbers that are often hostile, enums that are sometimes out
 * of range, strings that may be invalid UTF-8 or NULL), and the registry of callback user_data
 * whose invariant is that every registered user_data is destroyed exactly once. */
#ifndef BG_FUZZ_INPUT_H
#define BG_FUZZ_INPUT_H

#include "buttongroup.h"
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ----------------------------------------------------------------- input */

typedef struct {
    const uint8_t *data;
    size_t size;
} input;

static uint8_t take_byte(input *in) {
    if (in->size == 0) return 0;
    uint8_t byte = *in->data;
    in->data++;
    in->size--;
    return byte;
}

static uint32_t take_u32(input *in) {
    uint32_t value = 0;
    for (int i = 0; i < 4; i++) value = value << 8 | take_byte(in);
    return value;
}

/* A double that is usually sensible and sometimes NaN, infinite, negative, huge or raw bits. */
static double take_number(input *in) {
    switch (take_byte(in) % 8) {
    case 0: return NAN;
    case 1: return INFINITY;
    case 2: return -(double)take_byte(in);
    case 3: return 1e308;
    case 4: {
        uint64_t bits = (uint64_t)take_u32(in) << 32 | take_u32(in);
        double value;
        memcpy(&value, &bits, sizeof value);
        return value;
    }
    default: return (double)take_u32(in) / 65536.0;
    }
}

/* An int32 that is usually a valid enum value and sometimes anything. */
static int32_t take_enum(input *in, int32_t count) {
    uint8_t byte = take_byte(in);
    return byte < 200 ? (int32_t)(byte % count) : (int32_t)take_u32(in);
}

/* A NUL-terminated string of up to 24 input bytes (may be invalid UTF-8), or NULL. */
static const char *take_string(input *in, char *buffer) {
    uint8_t length = take_byte(in);
    if (length == 255) return NULL;
    length %= 25;
    for (uint8_t i = 0; i < length; i++) {
        buffer[i] = (char)take_byte(in);
        if (buffer[i] == '\0') buffer[i] = 'x';
    }
    buffer[length] = '\0';
    return buffer;
}

/* ------------------------------------------------------------- callbacks */

enum { BEHAVE_OK, BEHAVE_FAIL, BEHAVE_UPDATE_SELF, BEHAVE_FREE_SELF, BEHAVE_LAYOUT_SELF, BEHAVE_TAP_SELF, BEHAVE_COUNT };

/* Every registered user_data: freed (and counted) by its destroy callback. */
typedef struct {
    int behavior;
} callback_data;

static long registered, destroyed;
static int depth;

static callback_data *new_data(input *in) {
    callback_data *data = malloc(sizeof *data);
    if (!data) abort();
    data->behavior = take_byte(in) % BEHAVE_COUNT;
    registered++;
    return data;
}

static void destroy_data(void *user_data) {
    destroyed++;
    free(user_data);
}

static void check_status(bg_status status) {
    if (status > 0 || status < BG_E_NO_MEMORY) abort();
    const char *message = bg_last_error_message();
    if (!message) abort();
    if (status != BG_OK && message[0] == '\0') abort();
}

#endif /* BG_FUZZ_INPUT_H */
