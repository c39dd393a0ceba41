/* The CButtonGroup target exists to give Swift the public header (include/buttongroup.h,
 * symlinked here); SwiftPM needs at least one source file in a C target. */
#include "buttongroup.h"
