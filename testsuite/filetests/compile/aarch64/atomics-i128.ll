; test compile -O2 target=aarch64-linux-gnu
; i128 atomics without LSE, as llc-19 makes them: loads as an ldaxp/stxp loop storing the
; value back, stores as an ldxp/stlxp loop, read-modify-writes (xchg, add, sub, and, or,
; xor, nand, min/max) as ld{a}xp/st{l}xp loops, and cmpxchg as a loop that stores the
; value found back on a mismatch, with the success flag from cmp/ccmp.

define i128 @load_acquire(ptr %p) {
  %v = load atomic i128, ptr %p acquire, align 16
  ret i128 %v
}

define i128 @load_monotonic(ptr %p) {
  %v = load atomic i128, ptr %p monotonic, align 16
  ret i128 %v
}

define void @store_release(ptr %p, i128 %v) {
  store atomic i128 %v, ptr %p release, align 16
  ret void
}

define i128 @xchg(ptr %p, i128 %v) {
  %r = atomicrmw xchg ptr %p, i128 %v seq_cst
  ret i128 %r
}

define i128 @add(ptr %p, i128 %v) {
  %r = atomicrmw add ptr %p, i128 %v seq_cst
  ret i128 %r
}

define i128 @sub_monotonic(ptr %p, i128 %v) {
  %r = atomicrmw sub ptr %p, i128 %v monotonic
  ret i128 %r
}

define i128 @and_acquire(ptr %p, i128 %v) {
  %r = atomicrmw and ptr %p, i128 %v acquire
  ret i128 %r
}

define i128 @nand_release(ptr %p, i128 %v) {
  %r = atomicrmw nand ptr %p, i128 %v release
  ret i128 %r
}

define i128 @max(ptr %p, i128 %v) {
  %r = atomicrmw max ptr %p, i128 %v seq_cst
  ret i128 %r
}

define i128 @umin(ptr %p, i128 %v) {
  %r = atomicrmw umin ptr %p, i128 %v seq_cst
  ret i128 %r
}

define { i128, i1 } @cas(ptr %p, i128 %e, i128 %d) {
  %r = cmpxchg ptr %p, i128 %e, i128 %d acq_rel monotonic
  ret { i128, i1 } %r
}
