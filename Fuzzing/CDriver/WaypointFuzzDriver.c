// Only the header's declaration: libFuzzer defines the function when `Fuzzing/run` links it.
#include "WaypointFuzzDriver.h"
