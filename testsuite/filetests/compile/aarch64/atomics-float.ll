; test compile -O2 target=aarch64-linux-gnu
; Floating-point atomics: atomicrmw fadd/fsub/fmax/fmin (fmaxnm/fminnm) and
; fmaximum/fminimum (fmax/fmin) of float and double as ld{a}xr/st{l}xr loops with the
; operation between fmovs, with or without LSE or outline atomics (llc expands them into a
; compare-and-swap loop instead: another instruction sequence, the same effect); xchg of
; a float as an integer swap of its bits; atomic loads and stores of floats as plain
; accesses with their fences.

define float @fadd(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v seq_cst
  ret float %r
}

define double @fsub_monotonic(ptr %p, double %v) {
  %r = atomicrmw fsub ptr %p, double %v monotonic
  ret double %r
}

define double @fmax_acquire(ptr %p, double %v) #0 {
  %r = atomicrmw fmax ptr %p, double %v acquire
  ret double %r
}

define float @fmin_release(ptr %p, float %v) #1 {
  %r = atomicrmw fmin ptr %p, float %v release
  ret float %r
}

define float @xchg_float(ptr %p, float %v) #0 {
  %r = atomicrmw xchg ptr %p, float %v seq_cst
  ret float %r
}

define float @load_float(ptr %p) {
  %r = load atomic float, ptr %p seq_cst, align 4
  ret float %r
}

define void @store_double(ptr %p, double %v) {
  store atomic double %v, ptr %p release, align 8
  ret void
}

attributes #0 = { "target-features"="+lse" }
attributes #1 = { "target-features"="+outline-atomics" }
