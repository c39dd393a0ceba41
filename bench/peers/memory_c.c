/* Memory of the C peer benchmark (README.md, "Memory"): glibc's bytes in use from malloc
 * (mallinfo2: uordblks + hblkhd) around ours' groups and the Yogas' rows, both layouts kept;
 * then a million relayouts of one 4-item group, which must not grow the heap or the RSS. */
#define _GNU_SOURCE
#include "peers_c.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

enum { GROUPS = 1000, BIG = 100000 };

static long rss_bytes(void) {
    FILE *f = fopen("/proc/self/statm", "r");
    long pages = 0, resident = 0;
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
        fclose(f);
    }
    return resident * sysconf(_SC_PAGESIZE);
}

static double heap(void) {
    struct mallinfo2 info = mallinfo2();
    return (double)info.uordblks + (double)info.hblkhd;
}

/* Bytes per group: empty, of 4 items, and what their first layout adds. */
static void measure_groups(memory_result *m, frames out) {
    const contender *ours = &contenders[C_OURS];
    row *rows = xcalloc(GROUPS, sizeof *rows);
    double before = heap();
    for (int i = 0; i < GROUPS; i++) rows[i] = row_create(ours, 0, -1);
    m->empty_group = (heap() - before) / GROUPS;
    for (int i = 0; i < GROUPS; i++) row_free(ours, &rows[i]);
    before = heap();
    for (int i = 0; i < GROUPS; i++) rows[i] = row_create(ours, 4, -1);
    double created = heap();
    m->group4_update = (created - before) / GROUPS;
    for (int i = 0; i < GROUPS; i++) row_layout(ours, &rows[i], 4, base_width(WIDE, 4), out);
    m->group4_layout = (heap() - created) / GROUPS;
    for (int i = 0; i < GROUPS; i++) row_free(ours, &rows[i]);
    free(rows);
}

/* Bytes per item of one 100,000-item row, created and laid out (the layout kept): ours, the Yogas. */
static void measure_items(memory_result *m, frames out) {
    const contender *ours = &contenders[C_OURS];
    double before = heap();
    row big = row_create(ours, BIG, -1);
    double created = heap();
    m->item_update = (created - before) / BIG;
    row_layout(ours, &big, BIG, BG_MAX_LENGTH, out); /* 100N + 8(N-1) would exceed the 1e7 limit */
    double laid_out = heap();
    m->item_layout = (laid_out - created) / BIG;
    row_layout(&contenders[C_OURS_WHOLE], &big, BIG, BG_MAX_LENGTH, out); /* the whole result too */
    m->item_whole = (heap() - laid_out) / BIG;
    row_free(ours, &big);
    for (int c = 0; c < CONTENDERS; c++) {
        if (!contenders[c].yoga) continue;
        before = heap();
        big = row_create(&contenders[c], BIG, -1);
        row_layout(&contenders[c], &big, BIG, BG_MAX_LENGTH, out);
        m->yoga_node[c] = (heap() - before) / BIG - (double)sizeof(void *); /* less our array of nodes */
        row_free(&contenders[c], &big);
    }
}

memory_result measure_memory(void) {
    memory_result m = {0};
    frames out = frames_new(BIG);
    ours_room(BIG);
    for (int i = 0; i < 8; i++) row_build(&contenders[C_OURS], 4, base_width(WIDE, 4), out); /* one-time allocations */
    measure_groups(&m, out);
    measure_items(&m, out);

    row g = row_create(&contenders[C_OURS], 4, -1);
    for (uint32_t k = 0; k < 2 * WIDTH_COUNT; k++) row_layout(&contenders[C_OURS], &g, 4, cycle_width(WIDE, 4, k), out);
    m.heap_before = heap();
    m.rss_before = (double)rss_bytes();
    m.relayouts = 1000000;
    for (long k = 0; k < m.relayouts; k++)
        row_layout(&contenders[C_OURS], &g, 4, cycle_width(WIDE, 4, (uint32_t)(k % WIDTH_COUNT)), out);
    m.heap_after = heap();
    m.rss_after = (double)rss_bytes();
    row_free(&contenders[C_OURS], &g);
    m.grew = m.heap_after - m.heap_before > 64 * 1024 || m.rss_after - m.rss_before > 1024 * 1024;
    frames_free(out);
    return m;
}
