/* fuzz_replay.c — runs a libFuzzer target's LLVMFuzzerTestOneInput on the input files named on
 * the command line, without libFuzzer and without sanitizers, so that the inputs can be replayed
 * against the normal library under valgrind (test-valgrind, reliability.mk). Link it with one
 * fuzz/<target>_fuzz.c. Exits nonzero when a file cannot be read; a finding aborts, as under
 * libFuzzer. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The whole of `path` in a malloc'd buffer (one byte more, so that an empty file is not NULL). */
static uint8_t *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    uint8_t *data = NULL;
    if (fseek(file, 0, SEEK_END) == 0) {
        long length = ftell(file);
        if (length >= 0 && fseek(file, 0, SEEK_SET) == 0 && (data = malloc((size_t)length + 1)) != NULL &&
            fread(data, 1, (size_t)length, file) != (size_t)length) {
            free(data);
            data = NULL;
        }
        *size = length >= 0 ? (size_t)length : 0;
    }
    fclose(file);
    return data;
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        size_t size = 0;
        uint8_t *data = read_file(argv[i], &size);
        if (!data) {
            fprintf(stderr, "fuzz_replay: cannot read %s\n", argv[i]);
            return 1;
        }
        LLVMFuzzerTestOneInput(data, size);
        free(data);
    }
    printf("fuzz_replay: %d inputs replayed, no finding\n", argc - 1);
    return 0;
}
