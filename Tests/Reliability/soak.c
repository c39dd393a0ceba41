/* Soak test: creates, lays out, taps and frees a million groups and checks that memory stays
 * flat (resident set size at the end within a small margin of the size after warm-up). */
#define _POSIX_C_SOURCE 200809L
#include "buttongroup.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static long resident_kib(void) {
    long pages = 0, resident = 0;
    FILE *statm = fopen("/proc/self/statm", "r");
    if (!statm) return -1;
    if (fscanf(statm, "%ld %ld", &pages, &resident) != 2) resident = -1;
    fclose(statm);
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

static int cycle(long round) {
    static const char *titles[] = {"Pay", "Cash Advance", "Transfer", "History"};
    bg_group group;
    if (bg_group_create((bg_theme){0}, NULL, &group) != BG_OK) return 0;
    bg_item items[4];
    for (int i = 0; i < 4; i++) {
        bg_item_init(&items[i]);
        items[i].title = titles[i];
    }
    bg_layout layout = {.struct_size = sizeof layout};
    int ok = bg_group_update(group, items, 4) == BG_OK
          && bg_group_layout(group, 280 + (double)(round % 64), 2, (int32_t)(round % 2), &layout) == BG_OK
          && layout.slot_count == 3
          && bg_group_tap(group, 1, 1, NULL) == BG_OK;
    return bg_group_free(group) == BG_OK && ok;
}

int main(int argc, char **argv) {
    long total = argc > 1 ? atol(argv[1]) : 1000000, warmup = total / 100;
    for (long i = 0; i < warmup; i++)
        if (!cycle(i)) { fprintf(stderr, "cycle %ld failed: %s\n", i, bg_last_error_message()); return 1; }
    long start = resident_kib(), peak = start;
    for (long i = warmup; i < total; i++) {
        if (!cycle(i)) { fprintf(stderr, "cycle %ld failed: %s\n", i, bg_last_error_message()); return 1; }
        if (i % 10000 == 0) { long now = resident_kib(); if (now > peak) peak = now; }
    }
    long end = resident_kib();
    int flat = end - start <= 8 * 1024;
    printf("soak: %ld groups created, laid out, tapped and freed; RSS after warm-up %ld KiB, peak %ld KiB, end %ld KiB\n",
           total, start, peak, end);
    printf("%d passed, %d failed\n", flat, !flat);
    return flat ? 0 : 1;
}
