; Patchable entries longer than 7 bytes in functions tuned for particular CPUs: llc-19's
; emitNop takes nops of at most 7 bytes for Silvermont's tuning (fast-7bytenop), 15 for
; generic, x86-64-v2 and later, Sandy Bridge and later and Zen (fast-15bytenop), 11 for
; Bulldozer (fast-11bytenop), 10 for older CPUs, x86-64 and unknown names; the tuning
; flags in "target-features" override the CPU's.
define void @silvermont() "patchable-function-entry"="15" "tune-cpu"="silvermont" {
  ret void
}

define void @slm_cpu() "patchable-function-entry"="16" "target-cpu"="slm" {
  ret void
}

define void @bdver2() "patchable-function-entry"="23" "tune-cpu"="bdver2" {
  ret void
}

define void @skylake() "patchable-function-entry"="17" "target-cpu"="skylake" {
  ret void
}

define void @v3() "patchable-function-entry"="12" "target-cpu"="x86-64-v3" "tune-cpu"="x86-64-v3" {
  ret void
}

define void @core2() "patchable-function-entry"="13" "tune-cpu"="core2" {
  ret void
}

define void @znver4() "patchable-function-entry"="30" "tune-cpu"="znver4" {
  ret void
}

define void @no_15() "patchable-function-entry"="15" "target-cpu"="skylake" "target-features"="-fast-15bytenop" {
  ret void
}

define void @plus_7() "patchable-function-entry"="9" "target-cpu"="x86-64" "target-features"="+fast-7bytenop,+fast-15bytenop" {
  ret void
}

define void @plus_11() "patchable-function-entry"="12" "tune-cpu"="core2" "target-features"="+fast-11bytenop" {
  ret void
}
