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
; EXPECTED:
; function @load_acquire:
;    0:  ldaxp x2, x1, [x0]
;    4:  stxp w6, x2, x1, [x0]
;    8:  cbnz w6, 0x0
;    c:  mov x0, x2
;   10:  ret
;
; function @load_monotonic:
;    0:  ldxp x2, x1, [x0]
;    4:  stxp w6, x2, x1, [x0]
;    8:  cbnz w6, 0x0
;    c:  mov x0, x2
;   10:  ret
;
; function @store_release:
;    0:  ldxp x4, x5, [x0]
;    4:  stlxp w8, x2, x3, [x0]
;    8:  cbnz w8, 0x0
;    c:  ret
;
; function @xchg:
;    0:  mov x9, x0
;    4:  ldaxp x0, x1, [x9]
;    8:  stlxp w8, x2, x3, [x9]
;    c:  cbnz w8, 0x4
;   10:  ret
;
; function @add:
;    0:  mov x9, x0
;    4:  ldaxp x0, x1, [x9]
;    8:  adds x6, x0, x2
;    c:  adc x7, x1, x3
;   10:  stlxp w8, x6, x7, [x9]
;   14:  cbnz w8, 0x4
;   18:  ret
;
; function @sub_monotonic:
;    0:  mov x9, x0
;    4:  ldxp x0, x1, [x9]
;    8:  subs x6, x0, x2
;    c:  sbc x7, x1, x3
;   10:  stxp w8, x6, x7, [x9]
;   14:  cbnz w8, 0x4
;   18:  ret
;
; function @and_acquire:
;    0:  mov x9, x0
;    4:  ldaxp x0, x1, [x9]
;    8:  and x6, x0, x2
;    c:  and x7, x1, x3
;   10:  stxp w8, x6, x7, [x9]
;   14:  cbnz w8, 0x4
;   18:  ret
;
; function @nand_release:
;    0:  mov x9, x0
;    4:  ldxp x0, x1, [x9]
;    8:  and x6, x0, x2
;    c:  mvn x6, x6
;   10:  and x7, x1, x3
;   14:  mvn x7, x7
;   18:  stlxp w8, x6, x7, [x9]
;   1c:  cbnz w8, 0x4
;   20:  ret
;
; function @max:
;    0:  mov x9, x0
;    4:  ldaxp x0, x1, [x9]
;    8:  cmp x0, x2
;    c:  sbcs xzr, x1, x3
;   10:  csel x6, x0, x2, ge
;   14:  csel x7, x1, x3, ge
;   18:  stlxp w8, x6, x7, [x9]
;   1c:  cbnz w8, 0x4
;   20:  ret
;
; function @umin:
;    0:  mov x9, x0
;    4:  ldaxp x0, x1, [x9]
;    8:  cmp x0, x2
;    c:  sbcs xzr, x1, x3
;   10:  csel x6, x0, x2, lo
;   14:  csel x7, x1, x3, lo
;   18:  stlxp w8, x6, x7, [x9]
;   1c:  cbnz w8, 0x4
;   20:  ret
;
; function @cas:
;    0:  mov x10, x0
;    4:  ldaxp x0, x1, [x10]
;    8:  cmp x0, x2
;    c:  ccmp x1, x3, #0x0, eq
;   10:  b.ne 0x20
;   14:  stlxp w9, x4, x5, [x10]
;   18:  cbnz w9, 0x4
;   1c:  b 0x28
;   20:  stlxp w9, x0, x1, [x10]
;   24:  cbnz w9, 0x4
;   28:  cset w2, eq
;   2c:  ret
