// The rllc half of gxx_unwind_frame_shapes: the frames of frame_shapes.h between a throw
// and a handler compiled by g++ (gxx_unwind_frame_shapes.gxx.cpp). Nothing here needs a
// landing pad: what is tested is rllc's unwind tables, which must say where each frame
// saved the caller's callee-saved registers so that g++'s handler finds its values.
#include "frame_shapes.h"

int frames_entry(int seed) { return many_args(seed, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10L, 1.5, 2.5); }

int frames_logged(int i) { return i < 0 ? logged : depth_log[i & 7]; }
