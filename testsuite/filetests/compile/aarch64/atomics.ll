; test compile -O2 target=aarch64-linux-gnu
; Atomics without LSE (v8.0): acquire, release and seq_cst loads and stores of each width
; (ldar/stlr as llc), read-modify-write as ldaxr/stlxr loops (add, sub, and, or, xor,
; xchg, nand, min/max; monotonic too), cmpxchg loops (strong and weak, with the success
; flag), and fences (dmb ishld for acquire, dmb ish, nothing within a single thread).

define i32 @load_acquire(ptr %p) {
  %v = load atomic i32, ptr %p acquire, align 4
  ret i32 %v
}

define void @store_release(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p release, align 8
  ret void
}

define i8 @load_seq_cst_i8(ptr %p) {
  %v = load atomic i8, ptr %p seq_cst, align 1
  ret i8 %v
}

define void @store_seq_cst_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p seq_cst, align 2
  ret void
}

define i32 @rmw_add(ptr %p, i32 %v) {
  %r = atomicrmw add ptr %p, i32 %v seq_cst
  ret i32 %r
}

define i64 @rmw_sub_monotonic(ptr %p, i64 %v) {
  %r = atomicrmw sub ptr %p, i64 %v monotonic
  ret i64 %r
}

define i8 @rmw_and_i8(ptr %p, i8 %v) {
  %r = atomicrmw and ptr %p, i8 %v acq_rel
  ret i8 %r
}

define i16 @rmw_or_i16(ptr %p, i16 %v) {
  %r = atomicrmw or ptr %p, i16 %v release
  ret i16 %r
}

define i64 @rmw_xchg(ptr %p, i64 %v) {
  %r = atomicrmw xchg ptr %p, i64 %v acquire
  ret i64 %r
}

define i32 @rmw_nand(ptr %p, i32 %v) {
  %r = atomicrmw nand ptr %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @rmw_min(ptr %p, i32 %v) {
  %r = atomicrmw min ptr %p, i32 %v seq_cst
  ret i32 %r
}

define i64 @rmw_umax(ptr %p, i64 %v) {
  %r = atomicrmw umax ptr %p, i64 %v seq_cst
  ret i64 %r
}

define i32 @rmw_xor_const(ptr %p) {
  %r = atomicrmw xor ptr %p, i32 255 seq_cst
  ret i32 %r
}

define { i32, i1 } @cas(ptr %p, i32 %old, i32 %new) {
  %r = cmpxchg ptr %p, i32 %old, i32 %new seq_cst seq_cst
  ret { i32, i1 } %r
}

define i1 @cas_weak_i64(ptr %p, i64 %old, i64 %new) {
  %r = cmpxchg weak ptr %p, i64 %old, i64 %new acquire monotonic
  %ok = extractvalue { i64, i1 } %r, 1
  ret i1 %ok
}

define i8 @cas_i8(ptr %p, i8 %old, i8 %new) {
  %r = cmpxchg ptr %p, i8 %old, i8 %new monotonic monotonic
  %v = extractvalue { i8, i1 } %r, 0
  ret i8 %v
}

define void @fences() {
  fence acquire
  fence release
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  ret void
}
; EXPECTED:
; function @load_acquire:
;    0:  ldar w0, [x0]
;    4:  ret
;
; function @store_release:
;    0:  stlr x1, [x0]
;    4:  ret
;
; function @load_seq_cst_i8:
;    0:  ldarb w0, [x0]
;    4:  ret
;
; function @store_seq_cst_i16:
;    0:  stlrh w1, [x0]
;    4:  ret
;
; function @rmw_add:
;    0:  mov x8, x0
;    4:  lsr w3, w1, #0
;    8:  ldaxr w0, [x8]
;    c:  add w6, w0, w3
;   10:  stlxr w7, w6, [x8]
;   14:  cbnz w7, 0x8
;   18:  ret
;
; function @rmw_sub_monotonic:
;    0:  mov x6, x0
;    4:  ldxr x0, [x6]
;    8:  sub x4, x0, x1
;    c:  stxr w5, x4, [x6]
;   10:  cbnz w5, 0x4
;   14:  ret
;
; function @rmw_and_i8:
;    0:  mov x8, x0
;    4:  and w3, w1, #0xff
;    8:  ldaxrb w0, [x8]
;    c:  and w6, w0, w3
;   10:  stlxrb w7, w6, [x8]
;   14:  cbnz w7, 0x8
;   18:  ret
;
; function @rmw_or_i16:
;    0:  mov x8, x0
;    4:  and w3, w1, #0xffff
;    8:  ldxrh w0, [x8]
;    c:  orr w6, w0, w3
;   10:  stlxrh w7, w6, [x8]
;   14:  cbnz w7, 0x8
;   18:  ret
;
; function @rmw_xchg:
;    0:  mov x6, x0
;    4:  ldaxr x0, [x6]
;    8:  stxr w5, x1, [x6]
;    c:  cbnz w5, 0x4
;   10:  ret
;
; function @rmw_nand:
;    0:  mov x8, x0
;    4:  lsr w3, w1, #0
;    8:  ldaxr w0, [x8]
;    c:  and w6, w0, w3
;   10:  mvn w6, w6
;   14:  stlxr w7, w6, [x8]
;   18:  cbnz w7, 0x8
;   1c:  ret
;
; function @rmw_min:
;    0:  mov x8, x0
;    4:  sxtw x3, w1
;    8:  ldaxr w0, [x8]
;    c:  sxtw x6, w0
;   10:  cmp x6, x3
;   14:  csel x6, x0, x3, lt
;   18:  stlxr w7, w6, [x8]
;   1c:  cbnz w7, 0x8
;   20:  ret
;
; function @rmw_umax:
;    0:  mov x6, x0
;    4:  ldaxr x0, [x6]
;    8:  cmp x0, x1
;    c:  csel x4, x0, x1, hi
;   10:  stlxr w5, x4, [x6]
;   14:  cbnz w5, 0x4
;   18:  ret
;
; function @rmw_xor_const:
;    0:  mov x7, x0
;    4:  mov w2, #0xff // =255
;    8:  ldaxr w0, [x7]
;    c:  eor w5, w0, w2
;   10:  stlxr w6, w5, [x7]
;   14:  cbnz w6, 0x8
;   18:  ret
;
; function @cas:
;    0:  mov x7, x0
;    4:  ldaxr w0, [x7]
;    8:  cmp w0, w1
;    c:  b.ne 0x18
;   10:  stlxr w6, w2, [x7]
;   14:  cbnz w6, 0x4
;   18:  cset w1, eq
;   1c:  ret
;
; function @cas_weak_i64:
;    0:  ldaxr x4, [x0]
;    4:  cmp x4, x1
;    8:  b.ne 0x14
;    c:  stxr w6, x2, [x0]
;   10:  cbnz w6, 0x0
;   14:  cset w5, eq
;   18:  mov x0, x5
;   1c:  ret
;
; function @cas_i8:
;    0:  and w4, w1, #0xff
;    4:  ldxrb w6, [x0]
;    8:  cmp w6, w4
;    c:  b.ne 0x18
;   10:  stxrb w8, w2, [x0]
;   14:  cbnz w8, 0x4
;   18:  cset w7, eq
;   1c:  mov x0, x6
;   20:  ret
;
; function @fences:
;    0:  dmb ishld
;    4:  dmb ish
;    8:  dmb ish
;    c:  ret
