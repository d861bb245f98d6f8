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
; EXPECTED:
; function @fadd:
;    0:  ldaxr w3, [x0]
;    4:  fmov s4, w3
;    8:  fadd s4, s4, s0
;    c:  fmov w5, s4
;   10:  stlxr w6, w5, [x0]
;   14:  cbnz w6, 0x0
;   18:  fmov s0, w3
;   1c:  ret
;
; function @fsub_monotonic:
;    0:  ldxr x3, [x0]
;    4:  fmov d4, x3
;    8:  fsub d4, d4, d0
;    c:  fmov x5, d4
;   10:  stxr w6, x5, [x0]
;   14:  cbnz w6, 0x0
;   18:  fmov d0, x3
;   1c:  ret
;
; function @fmax_acquire:
;    0:  ldaxr x3, [x0]
;    4:  fmov d4, x3
;    8:  fmaxnm d4, d4, d0
;    c:  fmov x5, d4
;   10:  stxr w6, x5, [x0]
;   14:  cbnz w6, 0x0
;   18:  fmov d0, x3
;   1c:  ret
;
; function @fmin_release:
;    0:  ldxr w3, [x0]
;    4:  fmov s4, w3
;    8:  fminnm s4, s4, s0
;    c:  fmov w5, s4
;   10:  stlxr w6, w5, [x0]
;   14:  cbnz w6, 0x0
;   18:  fmov s0, w3
;   1c:  ret
;
; function @xchg_float:
;    0:  fmov w3, s0
;    4:  swpal w3, w5, [x0]
;    8:  fmov s0, w5
;    c:  ret
;
; function @load_float:
;    0:  ldar w2, [x0]
;    4:  fmov s0, w2
;    8:  ret
;
; function @store_double:
;    0:  fmov x3, d0
;    4:  stlr x3, [x0]
;    8:  ret
