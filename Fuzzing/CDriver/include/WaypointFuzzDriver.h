// libFuzzer's entry for a program with its own main: `Fuzzing/run` links libFuzzer without its
// main, and waypoint-fuzz calls this with its arguments and the target to run.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
