/* Timing for the C peer benchmark (peers_c.h): every task's sample is a batch of calls timed
 * together (about target_ns long); after one unrecorded round the samples are taken round-robin
 * over all tasks, so that noise from other processes hits every contender alike. */
#define _GNU_SOURCE
#include "peers_c.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double median(const double *values, int count) {
    double sorted[MAX_SAMPLES];
    memcpy(sorted, values, (size_t)count * sizeof *values);
    qsort(sorted, (size_t)count, sizeof *sorted, compare_doubles);
    return count % 2 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2;
}

static double sample_task(task *t) {
    double start = now_ns();
    t->run(t, t->iterations);
    return (now_ns() - start) / (double)t->iterations;
}

static void calibrate(task *t, double target_ns) {
    t->run(t, 1);
    long iterations = 1;
    double elapsed;
    for (;;) {
        double start = now_ns();
        t->run(t, iterations);
        elapsed = now_ns() - start;
        if (elapsed >= target_ns / 4 || iterations >= (1L << 26)) break;
        iterations *= 4;
    }
    t->iterations = (long)fmax(1, iterations * target_ns / fmax(elapsed, 1));
}

double run_tasks(task *tasks, int count, int samples, double target_ns) {
    for (int i = 0; i < count; i++) calibrate(&tasks[i], target_ns);
    for (int i = 0; i < count; i++) sample_task(&tasks[i]); /* one unrecorded round */
    double started = now_ns();
    for (int s = 0; s < samples; s++)
        for (int i = 0; i < count; i++) tasks[i].samples[s] = sample_task(&tasks[i]);
    return (now_ns() - started) / 1e9;
}

void print_ns(char *buffer, size_t size, double ns) {
    if (ns >= 1e6) snprintf(buffer, size, "%.2f ms", ns / 1e6);
    else if (ns >= 1e4) snprintf(buffer, size, "%.1f us", ns / 1e3);
    else snprintf(buffer, size, "%.0f ns", ns);
}

const char *json_string(const char *s, char *buffer, size_t size) {
    size_t j = 0;
    for (; *s && j + 7 < size; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') buffer[j++] = '\\', buffer[j++] = (char)c;
        else if (c < 0x20) j += (size_t)snprintf(buffer + j, size - j, "\\u%04x", c);
        else buffer[j++] = (char)c;
    }
    buffer[j] = 0;
    return buffer;
}

void cpu_model(char *out, size_t size) {
    snprintf(out, size, "?");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        char *colon = strchr(line, ':');
        if (strncmp(line, "model name", 10) == 0 && colon) {
            colon += 2;
            colon[strcspn(colon, "\n")] = 0;
            snprintf(out, size, "%s", colon);
            break;
        }
    }
    fclose(f);
}
